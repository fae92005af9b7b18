"""The edges of decoding/cpc.py's entry points for plain transformers objects: the prompt of an
empty context, and first_token_distribution's defaults and refusals (cheap tests, written to
kill the mutants that test_cpc.py's distribution tests let live; see scripts/mutation.sh)."""

import pytest
import torch
from transformers import LlamaConfig, LlamaForCausalLM

from decoding.cpc import first_token_distribution, prompt_token_ids
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
