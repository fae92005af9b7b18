"""The token loop: prefix conditioning until the typed characters are covered, then free decoding
until a stop rule fires.

The KV cache lives in an `LMSession`, so each step runs one token through the model, not the
whole text. The request's budget (`budget.py`) rides on the session: a cancel stops an older
generation within one forward, and a deadline ends it with what it has (stop reason "deadline").
"""

from __future__ import annotations

import functools
import threading
import time
from dataclasses import dataclass

import torch

from decoding.budget import Cancelled, DeadlineReached, RequestBudget  # noqa: F401 (Cancelled: callers import it here)
from decoding.sampling import SamplingOptions, candidate_order
from decoding import escapes
from decoding.stops import GROWING_NAME, LINE_LOOPS, StopContext, StopRules
from decoding.type_constraint import split_utf8

# How many of the best tokens a step ranks before it would need a full sort.
_CANDIDATES = 64
# How many more tokens a step may check once those all failed: a bound on the latency of the
# rare step where the model's whole top of the distribution is untypeable.
_FULL_MASK_CHECKS = 4096
# A constrained completion may end (end-of-text) where the document's next code still fits after
# it: `return shape.radius` then the suffix's `}` is refused when `radius` is on no member of the
# union, `const x = 1;` before the `}` of a body that must return. Only the suffix's first line
# of code is read: an error further down the user's file must not keep every completion open.
_SUFFIX_HEAD_CHARS = 200


@dataclass(frozen=True)
class GenerationRequest:
    prompt_ids: list[int]
    typed: str  # text between the back-off point and the cursor: the completion starts with it
    max_tokens: int = 32
    multiline: bool = False
    inside_block: bool = False  # the cursor's line is indented: blank lines do not end a block
    sampling: SamplingOptions = SamplingOptions()
    seed: int | None = None
    constraint: object | None = None  # ConstraintState after the prompt text, or None: unconstrained
    suffix: str = ""  # the start of the document after the cursor (stop rules read it every token)
    line_before_cursor: str = ""  # the cursor's line up to the cursor (stop rules)
    line_above: str = ""  # the last non-blank line above the cursor's line (stop rules)
    stop_start: object | None = None  # the engine's Nesting at the cursor; None: a lexer-only reading
    repetition_guard: bool = True

    def stop_rules(self) -> StopRules:
        context = StopContext(self.multiline, self.suffix, self.inside_block, self.line_before_cursor, self.line_above,
                              self.repetition_guard)
        return StopRules(context, self.stop_start)

    @property
    def end_anywhere(self) -> bool:
        """End-of-text may stop the completion anywhere when more of the file follows."""
        return bool(self.suffix.strip())

    @functools.cached_property
    def suffix_head(self) -> bytes:
        """What follows the cursor up to the end of its first line that holds code (at most
        `_SUFFIX_HEAD_CHARS`), UTF-8: the text a constrained completion ending here runs into."""
        start = len(self.suffix) - len(self.suffix.lstrip())
        end = self.suffix.find("\n", start)
        return self.suffix[: min(end if end >= 0 else len(self.suffix), _SUFFIX_HEAD_CHARS)].encode("utf-8")


@dataclass
class Generation:
    text: str  # what comes after the cursor: stop rules applied, trailing whitespace trimmed
    tokens: int
    stop_reason: str
    prompt_tokens: int  # prompt tokens that actually ran through the model (the rest came from the cache)
    prompt_seconds: float
    decode_seconds: float
    rejected_candidates: int = 0  # candidates the type constraint refused
    full_masks: int = 0  # steps where the candidate list ran out and every token was checked
    closes: tuple = ()  # brackets and quotes open at the cursor that `text` closes, in order
    stop_seconds: float = 0.0  # of decode_seconds, the time the stop rules took


class _Step:
    """What changes from token to token within one generation."""

    def __init__(self, request: GenerationRequest, session, generator: torch.Generator) -> None:
        self.request = request
        self.session = session
        self.generator = generator
        self.constraint = request.constraint
        self.tokens = 0  # every token generated, those taken back included
        self.rejected = 0
        self.full_masks = 0
        self.kept = _Kept()
        self.lines_seen = 0  # complete lines the stop rules held when the last were read (escapes.counting_lines)


class _Kept:
    """The tokens generated and kept, and for each one chosen after the typed text the state
    before it, to come back to (escapes.py)."""

    def __init__(self) -> None:
        self.tokens: list[int] = []
        self.texts: list[str] = []
        self.marks: dict[int, tuple] = {}  # index -> (constraint, stop-rules text length, typed_left) before it
        self.refused: dict[int, set[int]] = {}  # index -> tokens refused there
        self.reasons: list[str] = []  # the escapes taken
        self.free_from: int | None = None  # the first index with a mark

    def mark(self, constraint, text_length: int, typed_left: int) -> None:
        index = len(self.tokens)
        self.marks[index] = (constraint, text_length, typed_left)
        if self.free_from is None:
            self.free_from = index

    def add(self, token: int, piece: bytes) -> None:
        self.tokens.append(token)
        self.texts.append(piece.decode("utf-8", errors="replace"))

    @property
    def refused_here(self) -> set[int]:
        return self.refused.get(len(self.tokens), set())

    def take_back(self, escape: escapes.Escape) -> tuple:
        """Keep `escape.keep` tokens, refuse `escape.refuse` after them; the state there."""
        del self.tokens[escape.keep:], self.texts[escape.keep:]
        for index in [index for index in self.marks if index > escape.keep]:
            del self.marks[index]
        for index in [index for index in self.refused if index > escape.keep]:
            del self.refused[index]
        self.refused.setdefault(escape.keep, set()).add(escape.refuse)
        self.reasons.append(escape.reason)
        return self.marks[escape.keep]


class TokenLoop:
    """Generates one completion at a time over the LM session it is given."""

    rewinds = True  # the session can take tokens back (reset to a shorter context): escapes.py

    def __init__(self, vocabulary, conditioner, vocab_size: int) -> None:
        self.vocab_size = vocab_size  # ids past it are padding rows of the output layer
        self.vocabulary = vocabulary
        self.conditioner = conditioner
        self._free: tuple[torch.Tensor, torch.Tensor] | None = None

    def run(self, session, request: GenerationRequest, cancel: threading.Event | None = None,
            budget: RequestBudget | None = None) -> Generation:
        """Generate for `request`; `budget` (else just `cancel`) bounds it, see budget.py."""
        budget = budget if budget is not None else RequestBudget(cancel=cancel)
        session.budget = budget
        started = time.perf_counter()
        try:
            return self._run(session, request, budget)
        except DeadlineReached:  # in the covering tree: nothing past the typed text yet
            return Generation(text="", tokens=0, stop_reason="deadline",
                              prompt_tokens=session.prompt_tokens_processed,
                              prompt_seconds=time.perf_counter() - started, decode_seconds=0.0)
        finally:
            session.budget = None

    def _run(self, session, request: GenerationRequest, budget: RequestBudget) -> Generation:
        if request.max_tokens < 1:
            raise ValueError(f"max_tokens must be at least 1, not {request.max_tokens}")
        if not request.prompt_ids:
            raise ValueError("the prompt is empty: at least one token is needed to condition on")
        generator = torch.Generator()
        if request.seed is not None:
            generator.manual_seed(request.seed)
        else:
            generator.seed()  # no seed asked for: a fresh draw each request
        started = time.perf_counter()
        logprobs = session.reset(list(request.prompt_ids))
        prompt_tokens = session.prompt_tokens_processed
        prompt_done = time.perf_counter()
        budget.start()  # the deadline runs from here: see budget.py

        remaining = request.typed.encode("utf-8")
        pending = b""  # bytes of a character the last token split
        typed_left = len(request.typed)  # decoded characters still covering the typed text
        step = _Step(request, session, generator)
        rules = request.stop_rules()
        stop_reason = "max tokens"
        stop = None
        stop_seconds = 0.0
        kept = step.kept
        while len(kept.tokens) < request.max_tokens and step.tokens < request.max_tokens * 2:
            budget.check_cancelled()
            if budget.past_deadline:
                stop_reason = "deadline"
                break
            before = step.constraint
            token = self._next_token(step, logprobs, remaining)
            if token is None:
                escape = self._dead_end(step)
                if escape is None:
                    stop_reason = "no valid continuation"
                    break
                logprobs, rules, typed_left = self._take_back(step, rules, escape)
                pending = b""  # a mark is never inside a character
                continue
            if token in self.vocabulary.eos_token_ids:
                stop_reason = "end of text"
                break
            piece = self.vocabulary.bytes_of(token)
            step.tokens += 1
            if not remaining and not pending:  # a point the loop can come back to
                kept.mark(before, len(rules.text), typed_left)
            kept.add(token, piece)
            text, pending = split_utf8(pending + piece)
            skipped = min(typed_left, len(text))
            typed_left -= skipped
            remaining = b"" if piece.startswith(remaining) else remaining[len(piece):]
            if remaining:
                logprobs = session.append([token])
                continue
            checking = time.perf_counter()
            stop = rules.feed(text[skipped:])  # only this token's characters: the rules keep their state
            escape = self._loop_escape(step, rules, stop)
            stop_seconds += time.perf_counter() - checking
            if escape is not None:
                logprobs, rules, typed_left = self._take_back(step, rules, escape)
                pending, stop = b"", None
                continue
            if stop is not None:
                break
            if len(kept.tokens) < request.max_tokens:
                logprobs = session.append([token])
        checking = time.perf_counter()
        result = rules.result(stop, stop_reason)
        stop_seconds += time.perf_counter() - checking
        finished = time.perf_counter()
        return Generation(
            text=result.text,
            tokens=step.tokens,
            stop_reason=result.reason + "".join(f"; escaped {reason}" for reason in kept.reasons),
            prompt_tokens=prompt_tokens,
            prompt_seconds=prompt_done - started,
            decode_seconds=finished - prompt_done,
            rejected_candidates=step.rejected,
            full_masks=step.full_masks,
            closes=result.closes,
            stop_seconds=stop_seconds,
        )

    def _can_escape(self, step: "_Step") -> bool:
        return self.rewinds and len(step.kept.reasons) < escapes.MAX_ESCAPES

    def _dead_end(self, step: "_Step") -> escapes.Escape | None:
        """No token is accepted here: take the last one back, if it was chosen after the typed text."""
        keep = len(step.kept.tokens) - 1
        while len(step.kept.refused.get(keep, ())) >= 2 and keep - 1 in step.kept.marks:
            keep -= 1  # two tokens here already led nowhere: the one before them is the mistake
        if not self._can_escape(step) or keep not in step.kept.marks:
            return None
        return escapes.Escape(keep, step.kept.tokens[keep], "dead end")

    def _loop_escape(self, step: "_Step", rules: StopRules, stop) -> escapes.Escape | None:
        """A loop of tokens, or a line growing a name (a stop of the rules), to leave by an escape."""
        kept = step.kept
        if not self._can_escape(step) or not step.request.repetition_guard or kept.free_from is None:
            return None
        if stop is None:
            escape = escapes.token_loop(kept.tokens, kept.texts, kept.free_from)
            if escape is None and step.constraint is not None and len(rules.lines) > step.lines_seen:
                step.lines_seen = len(rules.lines)
                escape = self._counting_escape(step, rules)
        elif stop.reason == GROWING_NAME:
            escape = self._line_escape(step, stop.keep, stop.reason)
        elif stop.reason in LINE_LOOPS and step.constraint is not None:
            escape = self._line_escape(step, stop.keep, stop.reason, unless_it_fits=True)
        else:
            return None
        return escape if escape is not None and escape.keep in kept.marks else None

    def _counting_escape(self, step: "_Step", rules: StopRules) -> escapes.Escape | None:
        """Lines counting a number up (escapes.counting_lines) where the document cannot go on
        before the last of them: refuse that line's first token of code."""
        last = escapes.counting_lines(rules.lines)
        if last is None:
            return None
        return self._line_escape(step, rules.line_starts[last], "counting lines", unless_it_fits=True)

    def _line_escape(self, step: "_Step", cut: int, reason: str, unless_it_fits: bool = False):
        """Refuse the first token of code of the line that starts after text offset ``cut`` (its
        line break and indentation stay); with ``unless_it_fits``, no escape where the document's
        next code fits before that token (the lines may be meant: stop, or go on, there)."""
        kept = step.kept
        index = next((index for index in sorted(kept.marks) if kept.marks[index][1] >= cut and kept.texts[index].strip()),
                     None)
        if index is None or unless_it_fits and (not step.request.end_anywhere
                                                or self._suffix_fits(step, kept.marks[index][0])):
            return None
        return escapes.Escape(index, kept.tokens[index], reason)

    def _take_back(self, step: "_Step", rules: StopRules, escape: escapes.Escape):
        """Go back to where `escape` keeps: the constraint, the stop rules, the model's cache."""
        constraint, text_length, typed_left = step.kept.take_back(escape)
        step.constraint = constraint
        kept_text = rules.text[:text_length]
        rules = step.request.stop_rules()
        rules.feed(kept_text)  # it fired no stop the first time
        step.lines_seen = len(rules.lines)
        logprobs = step.session.reset(list(step.request.prompt_ids) + step.kept.tokens)
        return logprobs, rules, typed_left

    def _next_token(self, step: "_Step", logprobs: torch.Tensor, remaining: bytes) -> int | None:
        """The next token: the first candidate, in sampling order, that the constraint accepts."""
        sampling = step.request.sampling
        if remaining:
            ids, probs = self.conditioner.distribution(step.session, logprobs, remaining)
            ids, scores = ids, torch.log(probs)
        else:
            ids, bias = self._free_tokens(logprobs.shape[-1])
            scores = logprobs + bias
            refused = step.kept.refused_here
            if refused:
                scores[list(refused)] = float("-inf")
        if step.constraint is None:
            order = candidate_order(ids, scores, sampling, step.generator, 1)
            return int(order[0]) if order.numel() else None
        order = candidate_order(ids, scores, sampling, step.generator, _CANDIDATES)
        token = self._first_accepted(step, order)
        if token is None and order.numel() == _CANDIDATES and ids.numel() > _CANDIDATES:
            # Every likely candidate failed: rank the whole distribution and keep checking.
            step.full_masks += 1
            rest = candidate_order(ids, scores, sampling, step.generator, _CANDIDATES + _FULL_MASK_CHECKS)[_CANDIDATES:]
            token = self._first_accepted(step, rest, prune=True)
        return token

    def _first_accepted(self, step: "_Step", order: torch.Tensor, prune: bool = False) -> int | None:
        """With `prune`, a first character that the state rejects on its own rules out every
        token starting with it (the first level of the token trie), one feed for all of them."""
        eos = self.vocabulary.eos_token_ids
        dead: set[int] = set()
        for token in order.tolist():
            if token in eos:
                if step.constraint.can_end or step.request.end_anywhere and self._suffix_fits(step, step.constraint):
                    return token
                step.rejected += 1
                continue
            piece = self.vocabulary.bytes_of(token)
            if prune and piece and piece[0] in dead:
                step.rejected += 1
                continue
            advanced = step.constraint.advance(piece)
            if advanced is not None:
                step.constraint = advanced
                return token
            step.rejected += 1
            if prune and piece and piece[0] < 0x80 and step.constraint.advance(piece[:1]) is None:
                dead.add(piece[0])
        return None

    @staticmethod
    def _suffix_fits(step: "_Step", constraint) -> bool:
        """Can the document's next code follow the text ``constraint`` was fed (see _SUFFIX_HEAD_CHARS)?"""
        return constraint.advance(step.request.suffix_head) is not None

    def _free_tokens(self, width: int) -> tuple[torch.Tensor, torch.Tensor]:
        """All token ids and a 0 / -inf bias that keeps free decoding to real vocabulary
        entries and end-of-text: no control tokens, no padding rows of the output layer."""
        if self._free is None or self._free[0].shape[0] != width:
            bias = torch.full((width,), float("-inf"))
            bias[: min(width, self.vocab_size)] = 0.0
            for token in self.vocabulary.excluded:
                if token < width:
                    bias[token] = float("-inf")
            for token in self.vocabulary.eos_token_ids:
                if token < width:
                    bias[token] = 0.0
            self._free = (torch.arange(width), bias)
        return self._free
