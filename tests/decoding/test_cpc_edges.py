"""The edges of decoding/cpc.py: the prompt of an empty context, first_token_distribution's
defaults and refusals, and the naive and healing distributions on hand-written logprobs (cheap
tests, written to kill the mutants that test_cpc.py's distribution tests let live; see
scripts/mutation.sh)."""

import re

import pytest
import torch
from transformers import LlamaConfig, LlamaForCausalLM

from decoding.cpc import (
    HealingConditioner, NaiveConditioner, NoConsistentToken, consistent_tokens, first_token_distribution,
    prompt_token_ids, renormalised,
)
from decoding.lm_session import LMSession
from decoding.token_bytes import TokenVocabulary
from small_tokenizers import byte_level_tokenizer, sentencepiece_tokenizer


def test_a_non_empty_context_is_tokenised_as_the_tokenizer_does():
    tokenizer = byte_level_tokenizer(vocab_size=300)
    assert prompt_token_ids(tokenizer, "let x") == tokenizer("let x")["input_ids"]


def test_an_empty_context_starts_from_the_bos_token():
    tokenizer = sentencepiece_tokenizer()
    assert tokenizer("")["input_ids"] == [] and tokenizer.bos_token_id is not None
    assert prompt_token_ids(tokenizer, "") == [tokenizer.bos_token_id]


def test_an_empty_context_without_a_bos_starts_from_the_eos_token():
    tokenizer = byte_level_tokenizer(vocab_size=300)
    assert tokenizer.bos_token_id is None and tokenizer.eos_token_id is not None
    assert prompt_token_ids(tokenizer, "") == [tokenizer.eos_token_id]


def test_an_empty_context_without_bos_or_eos_is_a_clear_error():
    tokenizer = lambda text: {"input_ids": []}  # noqa: E731
    tokenizer.bos_token_id = tokenizer.eos_token_id = None
    with pytest.raises(ValueError, match="^the context is empty and the tokenizer has neither a BOS nor an EOS token"):
        prompt_token_ids(tokenizer, "")


@pytest.fixture(scope="module")
def small_model_and_tokenizer():
    tokenizer = byte_level_tokenizer(vocab_size=300)
    torch.manual_seed(3)
    config = LlamaConfig(vocab_size=len(tokenizer), hidden_size=32, intermediate_size=64, num_hidden_layers=1,
                         num_attention_heads=2, num_key_value_heads=1, max_position_embeddings=512)
    return LlamaForCausalLM(config).eval(), tokenizer


def test_first_token_distribution_is_exact_by_default(small_model_and_tokenizer):
    model, tokenizer = small_model_and_tokenizer
    default = first_token_distribution(model, tokenizer, "const x = ", "ite")
    exact = first_token_distribution(model, tokenizer, "const x = ", "ite", method="exact")
    assert default == pytest.approx(exact) and sum(default.values()) == pytest.approx(1.0)


def test_first_token_distribution_refuses_an_empty_prefix(small_model_and_tokenizer):
    model, tokenizer = small_model_and_tokenizer
    with pytest.raises(ValueError, match="^prefix must be non-empty: without one"):
        first_token_distribution(model, tokenizer, "const x = ", "")


# A vocabulary small enough to write the model's logprobs by hand: id 0 is the end of text.
PIECES = [b"", b"r", b"re", b"ret", b"return", b"x", b"e"]
EOS = 0


def tiny_vocab():
    return TokenVocabulary(token_bytes=PIECES, excluded={EOS}, eos_token_ids={EOS}, scheme="byte-level")


def logprobs_of(weights: dict[bytes, float]) -> torch.Tensor:
    """Logprobs over PIECES: the given ones, -inf for the rest."""
    return torch.tensor([weights.get(p, float("-inf")) if p else float("-inf") for p in PIECES], dtype=torch.float32)


def as_dict(ids, probs):
    return {PIECES[int(i)]: float(p) for i, p in zip(ids, probs)}


def test_naive_keeps_only_possible_consistent_tokens_renormalised():
    logprobs = logprobs_of({b"r": -1.0, b"re": -2.0, b"ret": float("-inf"), b"return": -1.0, b"x": -0.1})
    got = as_dict(*NaiveConditioner(tiny_vocab()).distribution(None, logprobs, b"ret"))
    p = {b"r": torch.e ** -1.0, b"re": torch.e ** -2.0, b"return": torch.e ** -1.0}
    assert got == pytest.approx({k: v / sum(p.values()) for k, v in p.items()})  # no `ret` (p = 0), no `x`


def test_a_single_remaining_byte_has_no_proper_prefix_and_still_works():
    logprobs = logprobs_of({b"r": -1.0, b"re": -1.0, b"x": -1.0})
    got = as_dict(*NaiveConditioner(tiny_vocab()).distribution(None, logprobs, b"r"))
    assert got == pytest.approx({b"r": 0.5, b"re": 0.5})


def test_very_unlikely_consistent_tokens_still_make_a_distribution():
    """Logprobs near -400 (the rest of the vocabulary took all the mass): normalising by the
    largest keeps them representable."""
    logprobs = logprobs_of({b"r": -400.0, b"re": -401.0, b"x": 0.0})
    got = as_dict(*NaiveConditioner(tiny_vocab()).distribution(None, logprobs, b"re"))
    assert got[b"r"] == pytest.approx(1 / (1 + torch.e ** -1.0)) and sum(got.values()) == pytest.approx(1.0)


def test_impossible_consistent_tokens_are_a_clear_error_that_shows_the_text():
    remaining = b"r" * 45  # the message shows the first 40 bytes
    logprobs = logprobs_of({b"x": 0.0})
    expected = f"^no token can start a text beginning with {re.escape(repr(remaining[:40]))}; the model gives every "
    for conditioner in (NaiveConditioner(tiny_vocab()), HealingConditioner(tiny_vocab())):
        with pytest.raises(NoConsistentToken, match=expected + r"consistent token probability 0 \(or the vocabulary has none\)$"):
            conditioner.distribution(None, logprobs, remaining)
    with pytest.raises(NoConsistentToken, match=f"^no token of the vocabulary is consistent with {re.escape(repr(b'q' * 40))}$"):
        NaiveConditioner(tiny_vocab()).distribution(None, logprobs, b"q" * 41)


def test_an_infinite_weight_is_refused_not_normalised_into_nans():
    with pytest.raises(NoConsistentToken):
        renormalised(torch.tensor([1, 2]), torch.tensor([float("inf"), 1.0], dtype=torch.float64), b"re")


def test_an_empty_remaining_text_is_refused():
    with pytest.raises(ValueError, match="^remaining must be non-empty: with nothing left to match, sample the model as is$"):
        consistent_tokens(tiny_vocab(), b"")


def test_healing_falls_back_when_every_covering_token_is_impossible():
    logprobs = logprobs_of({b"r": -1.0, b"re": -1.0, b"return": float("-inf")})
    got = as_dict(*HealingConditioner(tiny_vocab()).distribution(None, logprobs, b"ret"))
    assert got == pytest.approx({b"r": 0.5, b"re": 0.5})


def test_first_token_distribution_uses_the_session_given_and_refuses_unknown_options(small_model_and_tokenizer):
    model, tokenizer = small_model_and_tokenizer
    session = LMSession(model)
    first_token_distribution(model, tokenizer, "const x = ", "ite", session=session)
    assert session.forward_calls >= 1
    with pytest.raises(ValueError, match="prune_threshold"):
        first_token_distribution(model, tokenizer, "const x = ", "ite", prune_threshold=1.5)
