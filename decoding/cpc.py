"""Character prefix conditioning: the next-token distribution given that the generated text must
start with the characters the user already typed after the back-off point.

Three methods, one interface (`PrefixConditioner.distribution`):

- "exact": q(t | h) ∝ p(t | h) · Z(h·t, r'), the true conditional, summed over every
  tokenisation that covers the remaining bytes r (the covering tree, `covering_tree.py`);
- "naive": the seed algorithm -- mask the tokens inconsistent with r and renormalise. It looks
  one token ahead only, so it over-weights short tokens that are prefixes of r;
- "healing": token healing's one-token back-off -- prefer tokens that cover all of r at once,
  falling back to "naive" when no token does.

The generation loop calls `distribution` while `remaining` is non-empty, commits one token
from it with `session.append([t])`, then strips `bytes_of(t)` from `remaining`.
"""

from __future__ import annotations

import weakref
from typing import Protocol

import torch

from decoding.backoff import backoff_point
from decoding.lm_session import LMSession
from decoding.token_bytes import TokenVocabulary

__all__ = ["PrefixConditioner", "NaiveConditioner", "HealingConditioner", "make_conditioner", "backoff_point",
           "first_token_distribution", "METHODS", "NoConsistentToken"]

METHODS = ("exact", "naive", "healing")


class NoConsistentToken(ValueError):
    """No token of the vocabulary can start a text beginning with the remaining characters."""


class PrefixConditioner(Protocol):
    def distribution(self, session: LMSession, logprobs: torch.Tensor,
                     remaining: bytes) -> tuple[torch.Tensor, torch.Tensor]:
        """(token ids int64 [k], probabilities float [k] summing to 1) of the next token, given the
        generated text must start with `remaining` (non-empty). Only tokens consistent with it:
        their bytes start with it, or are a proper prefix of it."""
        ...


def consistent_tokens(vocab: TokenVocabulary, remaining: bytes) -> tuple[torch.Tensor, torch.Tensor]:
    """(tokens that cover `remaining`, tokens that are proper prefixes of it)."""
    if not remaining:
        raise ValueError("remaining must be non-empty: with nothing left to match, sample the model as is")
    covering = vocab.tokens_starting_with(remaining)
    prefixes = torch.tensor(vocab.tokens_prefixing(remaining), dtype=torch.int64)
    return covering, prefixes


def renormalised(ids: torch.Tensor, weights: torch.Tensor, remaining: bytes) -> tuple[torch.Tensor, torch.Tensor]:
    """Drop zero-weight tokens and normalise; refuse an empty distribution with a clear error."""
    keep = weights > 0
    ids, weights = ids[keep], weights[keep]
    total = weights.sum()
    if ids.numel() == 0 or not torch.isfinite(total) or total <= 0:
        raise NoConsistentToken(
            f"no token can start a text beginning with {remaining[:40]!r}; the model gives every consistent "
            "token probability 0 (or the vocabulary has none)")
    return ids, weights / total


def _masked_softmax(logprobs: torch.Tensor, ids: torch.Tensor, remaining: bytes):
    if ids.numel() == 0:
        raise NoConsistentToken(f"no token of the vocabulary is consistent with {remaining[:40]!r}")
    chosen = logprobs[ids].double()
    return renormalised(ids, torch.exp(chosen - chosen.max()) if torch.isfinite(chosen.max()) else
                        torch.zeros_like(chosen), remaining)


class NaiveConditioner:
    """Mask-and-renormalise: p(t | h) restricted to the tokens consistent with `remaining`."""

    def __init__(self, vocab: TokenVocabulary):
        self.vocab = vocab

    def distribution(self, session, logprobs, remaining):
        covering, prefixes = consistent_tokens(self.vocab, remaining)
        return _masked_softmax(logprobs, torch.cat([covering, prefixes]), remaining)


class HealingConditioner:
    """Token healing: the next token must cover all of `remaining` when some token can."""

    def __init__(self, vocab: TokenVocabulary):
        self.vocab = vocab

    def distribution(self, session, logprobs, remaining):
        covering, prefixes = consistent_tokens(self.vocab, remaining)
        if covering.numel() and torch.isfinite(logprobs[covering]).any():
            return _masked_softmax(logprobs, covering, remaining)
        return _masked_softmax(logprobs, torch.cat([covering, prefixes]), remaining)


def make_conditioner(method: str, vocab: TokenVocabulary, **options) -> PrefixConditioner:
    """"exact" | "naive" | "healing"; options go to the exact method (`prune_threshold`, ...)."""
    if method == "naive":
        return NaiveConditioner(vocab)
    if method == "healing":
        return HealingConditioner(vocab)
    if method == "exact":
        from decoding.covering_tree import ExactConditioner

        return ExactConditioner(vocab, **options)
    raise ValueError(f"unknown prefix conditioning method {method!r}; choose one of {', '.join(METHODS)}")


_vocabularies: "weakref.WeakKeyDictionary[object, TokenVocabulary]" = weakref.WeakKeyDictionary()


def vocabulary_for(tokenizer) -> TokenVocabulary:
    """The tokenizer's TokenVocabulary, built once per tokenizer object."""
    try:
        return _vocabularies[tokenizer]
    except (KeyError, TypeError):
        vocab = TokenVocabulary.from_tokenizer(tokenizer)
        try:
            _vocabularies[tokenizer] = vocab
        except TypeError:
            pass
        return vocab


def prompt_token_ids(tokenizer, context: str) -> list[int]:
    """The canonical tokenisation of `context`, with the special tokens the tokenizer adds by
    default (a BOS for Llama-style tokenizers, none for GPT-2 style); an empty context becomes
    the BOS (or EOS) token alone, since the model needs one token to predict from."""
    ids = list(tokenizer(context)["input_ids"])
    if not ids:
        start = tokenizer.bos_token_id if tokenizer.bos_token_id is not None else tokenizer.eos_token_id
        if start is None:
            raise ValueError("the context is empty and the tokenizer has neither a BOS nor an EOS token to start from")
        ids = [start]
    return ids


def first_token_distribution(model, tokenizer, context: str, prefix: str, method: str = "exact",
                             session: LMSession | None = None, **options) -> dict[int, float]:
    """The distribution of the first generated token after the canonically tokenised `context`,
    conditioned on the generated text starting with `prefix`, for plain transformers objects.

    `session` may be passed to reuse its KV cache and count its forward calls.
    """
    if not prefix:
        raise ValueError("prefix must be non-empty: without one, the first token is distributed as the model says")
    vocab = vocabulary_for(tokenizer)
    session = session if session is not None else LMSession(model)
    logprobs = session.reset(prompt_token_ids(tokenizer, context))
    ids, probs = make_conditioner(method, vocab, **options).distribution(session, logprobs, prefix.encode("utf-8"))
    return {int(i): float(p) for i, p in zip(ids.tolist(), probs.tolist())}
