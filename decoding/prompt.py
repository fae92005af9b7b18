"""What the model sees: the document before the back-off point, and the text after the cursor
when the model knows fill-in-the-middle (FIM).

FIM is detected from the tokenizer's special tokens; each family spells the three markers its
own way. The prompt is budgeted in tokens (most of it for the prefix), and its start moves in
coarse steps so that consecutive keystrokes keep the same start and the KV cache stays reusable.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class FimTemplate:
    """Prefix-suffix-middle layout: PRE prefix SUF suffix MID, then the middle is generated."""

    family: str
    prefix: str
    suffix: str
    middle: str
    leading_space: bool = False  # CodeLlama tokenises the prefix and suffix with a leading space


FIM_TEMPLATES = (
    FimTemplate("qwen", "<|fim_prefix|>", "<|fim_suffix|>", "<|fim_middle|>"),  # Qwen2.5-Coder
    FimTemplate("starcoder", "<fim_prefix>", "<fim_suffix>", "<fim_middle>"),  # StarCoder(2), SantaCoder
    FimTemplate("deepseek", "<｜fim▁begin｜>", "<｜fim▁hole｜>", "<｜fim▁end｜>"),  # DeepSeek-Coder
    FimTemplate("codellama", "▁<PRE>", "▁<SUF>", "▁<MID>", leading_space=True),  # CodeLlama
)


def detect_fim(tokenizer) -> FimTemplate | None:
    """The FIM template whose three markers are all single tokens of this tokenizer."""
    vocabulary = tokenizer.get_vocab()
    for template in FIM_TEMPLATES:
        if all(marker in vocabulary for marker in (template.prefix, template.suffix, template.middle)):
            return template
    return None


@dataclass(frozen=True)
class PromptBudget:
    prefix_tokens: int = 1536
    suffix_tokens: int = 256
    chars_per_token: int = 4  # to cut the document before tokenising; generous for code


class PromptBuilder:
    def __init__(self, tokenizer, budget: PromptBudget = PromptBudget(), fim: bool = True) -> None:
        self.tokenizer = tokenizer
        self.budget = budget
        self.template = detect_fim(tokenizer) if fim else None
        # Per-request constants, worked out once: the tokenizer's BOS (if it adds one), the
        # start of a prefix-only prompt, and the three FIM marker ids.
        self._bos = list(tokenizer("", add_special_tokens=True)["input_ids"])
        self._start = self._start_ids()
        self._markers = (
            tuple(tokenizer.convert_tokens_to_ids(marker) for marker in
                  (self.template.prefix, self.template.suffix, self.template.middle))
            if self.template else None
        )

    def build(self, text: str, backoff: int, cursor: int) -> list[int]:
        """Token ids for completing `text` whose prompt ends at `backoff` (the characters from
        there to the cursor are conditioned on, not tokenised)."""
        prefix_ids, whole_document = self._prefix_ids(text, backoff)
        if self.template is None:
            # A BOS-adding tokenizer always starts with BOS; otherwise the document separator
            # says "a file starts here" only when the prompt does start at the file's start.
            return self._start + prefix_ids if self._bos or whole_document or not prefix_ids else prefix_ids
        prefix_marker, suffix_marker, middle_marker = self._markers
        return self._bos + [prefix_marker] + prefix_ids + [suffix_marker] + self._suffix_ids(text, cursor) + [middle_marker]

    def _prefix_ids(self, text: str, backoff: int) -> tuple[list[int], bool]:
        """The prefix's tokens, and whether they start at the document's start."""
        budget = self.budget.prefix_tokens
        start = window_start(text, backoff, budget * self.budget.chars_per_token)
        window = text[start:backoff]
        if self.template is not None and self.template.leading_space:
            window = " " + window
        ids = self.tokenizer(window, add_special_tokens=False)["input_ids"]
        if len(ids) > budget:  # dense text: keep the tokens nearest the cursor
            ids, start = ids[len(ids) - budget :], -1
        return list(ids), start == 0

    def _suffix_ids(self, text: str, cursor: int) -> list[int]:
        budget = self.budget.suffix_tokens
        cut = text[cursor : cursor + budget * self.budget.chars_per_token]
        if self.template is not None and self.template.leading_space:
            cut = " " + cut
        return list(self.tokenizer(cut, add_special_tokens=False)["input_ids"][:budget])

    def _start_ids(self) -> list[int]:
        """What a prefix-only prompt starts with: the tokenizer's own start (BOS when it adds
        one), else, for an empty prefix, the end-of-text separator that starts documents."""
        if self._bos:
            return self._bos
        eos = self.tokenizer.eos_token_id
        if eos is None:
            raise ValueError("the tokenizer has neither a BOS nor an EOS token to start a prompt with")
        return [eos]


def window_start(text: str, backoff: int, budget_chars: int) -> int:
    """Start the prompt at a line boundary about `budget_chars` back, moving in steps of a quarter
    budget so that consecutive keystrokes keep the same start (and the KV cache)."""
    if backoff <= budget_chars:
        return 0
    step = max(1, budget_chars // 4)
    earliest = backoff - budget_chars
    start = ((earliest + step - 1) // step) * step
    line_start = text.find("\n", start, backoff)
    return line_start + 1 if line_start >= 0 else start
