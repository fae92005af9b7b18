"""The token loop: prefix conditioning until the typed characters are covered, then free decoding
until a stop rule fires.

The KV cache lives in an `LMSession`, so each step runs one token through the model, not the
whole text. A cancel flag is checked between tokens: a newer keystroke stops an older generation
within one token's time.
"""

from __future__ import annotations

import threading
import time
from dataclasses import dataclass

import torch

from decoding.sampling import SamplingOptions, candidate_order
from decoding.stops import find_stop, trim_completion

# How many of the best tokens a step ranks before it would need a full sort.
_CANDIDATES = 64


class Cancelled(Exception):
    """The request was superseded or cancelled; its partial result is discarded."""


@dataclass(frozen=True)
class GenerationRequest:
    prompt_ids: list[int]
    typed: str  # text between the back-off point and the cursor: the completion starts with it
    max_tokens: int = 32
    multiline: bool = False
    sampling: SamplingOptions = SamplingOptions()
    seed: int | None = None


@dataclass
class Generation:
    text: str  # what comes after the cursor: stop rules applied, trailing whitespace trimmed
    tokens: int
    stop_reason: str
    prompt_tokens: int  # prompt tokens that actually ran through the model (the rest came from the cache)
    prompt_seconds: float
    decode_seconds: float


class TokenLoop:
    """Generates one completion at a time over a shared LM session."""

    def __init__(self, session, vocabulary, conditioner, vocab_size: int) -> None:
        self.session = session
        self.vocab_size = vocab_size  # ids past it are padding rows of the output layer
        self.vocabulary = vocabulary
        self.conditioner = conditioner
        self._free_mask: torch.Tensor | None = None

    def run(self, request: GenerationRequest, cancel: threading.Event | None = None) -> Generation:
        if request.max_tokens < 1:
            raise ValueError(f"max_tokens must be at least 1, not {request.max_tokens}")
        if not request.prompt_ids:
            raise ValueError("the prompt is empty: at least one token is needed to condition on")
        generator = torch.Generator().manual_seed(request.seed if request.seed is not None else 0)
        started = time.perf_counter()
        logprobs = self.session.reset(list(request.prompt_ids))
        prompt_tokens = self.session.prompt_tokens_processed
        prompt_done = time.perf_counter()

        typed_bytes = request.typed.encode("utf-8")
        remaining = typed_bytes
        produced = bytearray()
        tokens = 0
        stop_reason = "max tokens"
        after = ""
        while tokens < request.max_tokens:
            if cancel is not None and cancel.is_set():
                raise Cancelled()
            token = self._next_token(logprobs, remaining, request.sampling, generator)
            if token is None or token in self.vocabulary.eos_token_ids:
                stop_reason = "end of text"
                break
            piece = self.vocabulary.bytes_of(token)
            produced += piece
            tokens += 1
            remaining = b"" if piece.startswith(remaining) else remaining[len(piece):]
            if remaining:
                logprobs = self.session.append([token])
                continue
            after = bytes(produced).decode("utf-8", errors="ignore")[len(request.typed):]
            stop = find_stop(after, request.multiline)
            if stop is not None:
                after, stop_reason = after[: stop.keep], stop.reason
                break
            if tokens < request.max_tokens:
                logprobs = self.session.append([token])
        finished = time.perf_counter()
        return Generation(
            text=trim_completion(after),
            tokens=tokens,
            stop_reason=stop_reason,
            prompt_tokens=prompt_tokens,
            prompt_seconds=prompt_done - started,
            decode_seconds=finished - prompt_done,
        )

    def _next_token(self, logprobs: torch.Tensor, remaining: bytes, sampling: SamplingOptions, generator) -> int | None:
        if remaining:
            ids, probs = self.conditioner.distribution(self.session, logprobs, remaining)
            order = candidate_order(ids, torch.log(probs), sampling, generator, _CANDIDATES)
        else:
            masked = logprobs.masked_fill(~self._allowed(logprobs.shape[-1]), float("-inf"))
            order = candidate_order(torch.arange(masked.shape[-1]), masked, sampling, generator, _CANDIDATES)
        return int(order[0]) if order.numel() else None

    def _allowed(self, width: int) -> torch.Tensor:
        """Tokens free decoding may pick: real vocabulary entries and end-of-text, no control tokens."""
        if self._free_mask is None or self._free_mask.shape[0] != width:
            mask = torch.zeros(width, dtype=torch.bool)
            mask[: min(width, self.vocab_size)] = True
            for token in self.vocabulary.excluded:
                if token < width:
                    mask[token] = False
            for token in self.vocabulary.eos_token_ids:
                if token < width:
                    mask[token] = True
            self._free_mask = mask
        return self._free_mask
