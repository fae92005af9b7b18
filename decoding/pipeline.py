"""One completion request, end to end: document and cursor in, text and replace range out.

The CLI and the language server both call `Completer.complete`; neither holds decoding logic.
Offsets are Python string indices (code points) into the document.
"""

from __future__ import annotations

import threading
import time
from dataclasses import asdict, dataclass, field

from decoding.generate import Cancelled, GenerationRequest, TokenLoop
from decoding.model_loading import LoadedModel, Progress, load_model
from decoding.options import CompletionOptions, SamplingOptions
from decoding.stops import is_multiline
from decoding.type_constraint import PrefixStates

__all__ = ["Cancelled", "Completer", "Completion", "CompletionOptions"]

@dataclass
class Completion:
    insert_text: str  # replaces document[replace_start:replace_end]; starts with what the user typed there
    replace_start: int
    replace_end: int
    ghost_text: str  # what appears after the cursor
    tokens: int
    stop_reason: str
    timings: dict[str, float] = field(default_factory=dict)  # milliseconds

    def as_dict(self) -> dict:
        return asdict(self)


class Completer:
    """Holds the model, its tokenizer tables and one KV-cached session; not thread-safe by design:
    the server runs every completion on one worker thread."""

    def __init__(self, loaded: LoadedModel) -> None:
        from decoding.cpc import make_conditioner
        from decoding.lm_session import LMSession
        from decoding.token_bytes import TokenVocabulary

        self.loaded = loaded
        self.tokenizer = loaded.tokenizer
        self.vocabulary = TokenVocabulary.from_tokenizer(loaded.tokenizer)
        self.session = LMSession(loaded.model)
        self._make_conditioner = make_conditioner
        self._loops: dict[str, TokenLoop] = {}
        self.prefix_states = PrefixStates()
        self._empty_prompt = self._empty_prompt_ids()

    @classmethod
    def load(cls, model: str | None = None, device: str | None = None, progress: Progress | None = None) -> "Completer":
        return cls(load_model(model, device, progress))

    def complete(
        self,
        text: str,
        cursor: int,
        options: CompletionOptions = CompletionOptions(),
        cancel: threading.Event | None = None,
        document: str = "",
    ) -> Completion:
        """Complete `text` at `cursor`; raises `Cancelled` when `cancel` is set mid-way.
        `document` names the document, so that per-document caches carry over between requests."""
        from decoding.cpc import backoff_point

        started = time.perf_counter()
        if not 0 <= cursor <= len(text):
            raise ValueError(f"cursor {cursor} is outside the document (0..{len(text)})")
        backoff = backoff_point(text, cursor)
        line_start = text.rfind("\n", 0, cursor) + 1
        window = _prompt_window_start(text, backoff, options.prompt_chars)
        prompt_ids = self.tokenizer(text[window:backoff], add_special_tokens=False)["input_ids"] or self._empty_prompt
        constraint = self.prefix_states.state_for(document, text[:backoff]) if options.type_constraint else None
        request = GenerationRequest(
            prompt_ids=prompt_ids,
            typed=text[backoff:cursor],
            max_tokens=options.max_tokens,
            multiline=is_multiline(options.multiline, text[line_start:cursor]),
            sampling=SamplingOptions(options.temperature, options.top_p),
            seed=options.seed,
            constraint=constraint,
            end_anywhere=bool(text[cursor:].strip()),
        )
        prepared = time.perf_counter()
        generation = self._loop(options.cpc_method).run(request, cancel)
        # The range never reaches back over a line break: editors show inline items on one line.
        replace_start = max(backoff, line_start)
        insert_text = text[replace_start:cursor] + generation.text if generation.text else ""
        total = time.perf_counter() - started
        return Completion(
            insert_text=insert_text,
            replace_start=replace_start,
            replace_end=cursor,
            ghost_text=generation.text,
            tokens=generation.tokens,
            stop_reason=generation.stop_reason,
            timings={
                "prompt_ms": round(generation.prompt_seconds * 1000, 2),
                "decode_ms": round(generation.decode_seconds * 1000, 2),
                "overhead_ms": round((total - generation.prompt_seconds - generation.decode_seconds) * 1000, 2),
                "total_ms": round(total * 1000, 2),
                "prepare_ms": round((prepared - started) * 1000, 2),
                "prompt_tokens": len(prompt_ids),
                "prompt_tokens_run": generation.prompt_tokens,
                "rejected_candidates": generation.rejected_candidates,
                "type_constraint": constraint is not None,
            },
        )

    def _loop(self, method: str) -> TokenLoop:
        if method not in self._loops:
            conditioner = self._make_conditioner(method, self.vocabulary)
            self._loops[method] = TokenLoop(self.session, self.vocabulary, conditioner, len(self.tokenizer))
        return self._loops[method]

    def _empty_prompt_ids(self) -> list[int]:
        """What the model conditions on at the very start of a file: the tokenizer's own start
        (BOS when it adds one), else the end-of-text separator that starts documents in training."""
        ids = self.tokenizer("", add_special_tokens=True)["input_ids"]
        if ids:
            return list(ids)
        for token in (self.tokenizer.bos_token_id, self.tokenizer.eos_token_id):
            if token is not None:
                return [token]
        raise ValueError("the tokenizer has neither a BOS nor an EOS token to start an empty prompt with")


def _prompt_window_start(text: str, backoff: int, budget: int) -> int:
    """Start the prompt at a line boundary about `budget` characters back.

    The start moves in steps of a quarter budget so that consecutive keystrokes keep the same
    prompt start and the KV cache of the previous request stays reusable.
    """
    if backoff <= budget:
        return 0
    step = max(1, budget // 4)
    earliest = backoff - budget
    start = ((earliest + step - 1) // step) * step
    line_start = text.find("\n", start, backoff)
    return line_start + 1 if line_start >= 0 else start
