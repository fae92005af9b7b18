"""LMSession: cached reset/append/lookahead give the same log-probs as a plain full forward."""

import pytest
import torch
from seeding import seed_for
from transformers import LlamaConfig, LlamaForCausalLM

from decoding.budget import Cancelled, DeadlineReached, RequestBudget
from decoding.lm_session import LMSession
from forward_clock import ForwardClock, ticking

VOCAB = 97


def tiny_llama(attention="eager"):
    torch.manual_seed(0)
    config = LlamaConfig(vocab_size=VOCAB, hidden_size=64, intermediate_size=128, num_hidden_layers=2,
                         num_attention_heads=4, num_key_value_heads=2, max_position_embeddings=4096)
    config._attn_implementation = attention
    return LlamaForCausalLM(config).eval()


@pytest.fixture(scope="module")
def model():
    return tiny_llama()


def full_forward_logprobs(model, ids):
    """The reference: every token run from scratch, no cache."""
    with torch.inference_mode():
        logits = model(input_ids=torch.tensor([ids]), use_cache=False).logits
    return torch.log_softmax(logits[0, -1].float(), dim=-1)


def random_ids(n, seed):
    generator = torch.Generator().manual_seed(seed_for(f"ids-{seed}"))
    return torch.randint(0, VOCAB, (n,), generator=generator).tolist()


def test_reset_returns_the_full_forward_logprobs(model):
    ids = random_ids(20, 1)
    session = LMSession(model)
    result = session.reset(ids)
    assert result.dtype == torch.float32 and result.shape == (VOCAB,) and result.device.type == "cpu"
    torch.testing.assert_close(result, full_forward_logprobs(model, ids), atol=1e-4, rtol=0)


def test_reset_reuses_the_common_prefix_and_runs_only_the_new_tail(model):
    first, second = random_ids(30, 2), None
    second = first[:25] + random_ids(4, 3)
    session = LMSession(model)
    session.reset(first)
    assert session.prompt_tokens_processed == 30
    result = session.reset(second)
    assert session.prompt_tokens_processed == 4
    assert session.cached_length == len(second) and session.token_ids == second
    torch.testing.assert_close(result, full_forward_logprobs(model, second), atol=1e-4, rtol=0)


def test_reset_to_a_shorter_prefix_runs_one_token_for_its_logits(model):
    ids = random_ids(30, 4)
    session = LMSession(model)
    session.reset(ids)
    result = session.reset(ids[:12])
    assert session.prompt_tokens_processed == 1
    torch.testing.assert_close(result, full_forward_logprobs(model, ids[:12]), atol=1e-4, rtol=0)


def test_reset_to_the_same_context_runs_nothing(model):
    ids = random_ids(10, 5)
    session = LMSession(model)
    expected = session.reset(ids)
    calls = session.forward_calls
    torch.testing.assert_close(session.reset(ids), expected)
    assert session.prompt_tokens_processed == 0 and session.forward_calls == calls


def test_append_commits_tokens_like_a_longer_context(model):
    ids = random_ids(16, 6)
    session = LMSession(model)
    session.reset(ids[:10])
    session.append(ids[10:11])
    result = session.append(ids[11:])
    assert session.token_ids == ids and session.cached_length == 16
    torch.testing.assert_close(result, full_forward_logprobs(model, ids), atol=1e-4, rtol=0)


def lookahead_paths():
    # siblings, a shared prefix, different depths, a repeated path and the empty path
    return [[5], [7], [5, 9], [5, 9, 11], [7, 3, 2, 1], [40], [5, 9], []]


@pytest.mark.parametrize("tree_attention", [True, False], ids=["tree-mask", "cache-copies"])
def test_lookahead_equals_full_forward_of_each_path(model, tree_attention):
    context = random_ids(12, 7)
    session = LMSession(model)
    session.tree_attention = tree_attention
    session.reset(context)
    calls = session.forward_calls
    result = session.lookahead(lookahead_paths())
    assert result.shape == (len(lookahead_paths()), VOCAB) and result.dtype == torch.float32
    assert session.forward_calls == calls + 1, "all paths in one batched forward"
    for row, path in zip(result, lookahead_paths()):
        torch.testing.assert_close(row, full_forward_logprobs(model, context + path), atol=1e-4, rtol=0)


@pytest.mark.parametrize("tree_attention", [True, False], ids=["tree-mask", "cache-copies"])
def test_lookahead_leaves_the_cache_unchanged(model, tree_attention):
    context = random_ids(12, 8)
    session = LMSession(model)
    session.tree_attention = tree_attention
    session.reset(context)
    before = [(layer.keys.clone(), layer.values.clone()) for layer in session._cache.layers]
    session.lookahead(lookahead_paths())
    assert session.token_ids == context
    for (keys, values), layer in zip(before, session._cache.layers):
        assert torch.equal(keys, layer.keys) and torch.equal(values, layer.values)
    # and decoding continues correctly from it
    result = session.append([3, 4])
    torch.testing.assert_close(result, full_forward_logprobs(model, context + [3, 4]), atol=1e-4, rtol=0)


def test_lookahead_results_are_remembered_across_an_append_into_the_path(model):
    context = random_ids(12, 9)
    session = LMSession(model)
    session.reset(context)
    session.lookahead([[5], [5, 9], [5, 9, 11]])
    session.append([5])
    calls = session.forward_calls
    result = session.lookahead([[9], [9, 11]])
    assert session.forward_calls == calls, "already explored before the append"
    torch.testing.assert_close(result[1], full_forward_logprobs(model, context + [5, 9, 11]), atol=1e-4, rtol=0)


def test_lookahead_memory_is_dropped_when_the_context_changes(model):
    context = random_ids(12, 10)
    session = LMSession(model)
    session.reset(context)
    session.lookahead([[5]])
    other = context[:6] + [1, 2]
    session.reset(other)
    result = session.lookahead([[5]])
    torch.testing.assert_close(result[0], full_forward_logprobs(model, other + [5]), atol=1e-4, rtol=0)


def test_sdpa_attention_with_tree_mask_matches_full_forward():
    model = tiny_llama("sdpa")
    context = random_ids(9, 11)
    session = LMSession(model)
    session.reset(context)
    result = session.lookahead([[1], [1, 2], [3]])
    for row, path in zip(result, [[1], [1, 2], [3]]):
        torch.testing.assert_close(row, full_forward_logprobs(model, context + path), atol=1e-4, rtol=0)


def test_a_gpt2_architecture_with_learned_positions_works_too():
    from transformers import GPT2Config, GPT2LMHeadModel

    torch.manual_seed(0)
    model = GPT2LMHeadModel(GPT2Config(vocab_size=VOCAB, n_embd=64, n_layer=2, n_head=4, n_positions=512)).eval()
    context = random_ids(15, 12)
    session = LMSession(model)
    session.reset(context[:10])
    session.append(context[10:])
    result = session.lookahead([[1], [1, 2], [3]])
    for row, path in zip(result, [[1], [1, 2], [3]]):
        torch.testing.assert_close(row, full_forward_logprobs(model, context + path), atol=1e-4, rtol=0)


def test_a_long_prompt_runs_in_chunks_with_the_same_result(model):
    ids = random_ids(57, 11)
    session = LMSession(model)
    session.prefill_chunk = 8
    result = session.reset(ids)
    assert session.forward_calls == 8 and session.cached_length == 57
    torch.testing.assert_close(result, full_forward_logprobs(model, ids), atol=1e-4, rtol=0)


def test_a_cancel_stops_the_prompt_at_the_next_chunk_and_keeps_what_ran(model):
    import threading

    ids, cancel = random_ids(57, 12), threading.Event()
    session = ticking(LMSession(model), ForwardClock(), cancel=cancel, cancel_after=3)
    session.prefill_chunk = 8
    session.budget = RequestBudget(cancel=cancel)
    with pytest.raises(Cancelled):
        session.reset(ids)
    assert session.forward_calls == 3 and session.token_ids == ids[:24] and session.cached_length == 24
    session.budget = None
    result = session.reset(ids)
    assert session.prompt_tokens_processed == 57 - 24, "the next request resumes where the cancel stopped"
    torch.testing.assert_close(result, full_forward_logprobs(model, ids), atol=1e-4, rtol=0)


def test_the_prompt_is_not_cut_by_the_deadline(model):
    clock = ForwardClock()
    session = ticking(LMSession(model), clock)
    session.prefill_chunk = 8
    session.budget = RequestBudget.within(3000, clock=clock)
    session.reset(random_ids(57, 13))  # an answer needs the whole prompt (budget.py)
    assert session.forward_calls == 8 and session.cached_length == 57


@pytest.mark.parametrize("tree_attention", [True, False], ids=["tree-mask", "cache-copies"])
def test_a_large_lookahead_runs_in_forwards_of_bounded_size(model, tree_attention):
    context = random_ids(12, 14)
    paths = [[a, b, c] for a in (3, 4) for b in (5, 6, 7) for c in (8, 9)]
    session = LMSession(model)
    session.tree_attention = tree_attention
    session.lookahead_chunk = 7
    session.reset(context)
    sizes = []
    forward = session._forward
    session._forward = lambda input_ids, **kwargs: sizes.append(input_ids.numel()) or forward(input_ids, **kwargs)
    result = session.lookahead(paths)
    assert len(sizes) > 1 and max(sizes) <= 7
    for row, path in zip(result, paths):
        torch.testing.assert_close(row, full_forward_logprobs(model, context + path), atol=1e-4, rtol=0)


def test_a_deadline_stops_a_lookahead_between_its_forwards_and_what_ran_is_remembered(model):
    clock = ForwardClock()
    session = ticking(LMSession(model), clock)
    session.reset(random_ids(12, 15))
    session.lookahead_chunk = 3
    session.budget = RequestBudget.within(2000, clock=clock)  # two forwards from now
    paths = [[3, 5, 8], [4, 6, 9], [5, 7, 10]]  # one forward each at 3 tokens a forward
    with pytest.raises(DeadlineReached):
        session.lookahead(paths)
    assert session.forward_calls == 1 + 2
    assert session.remembers(paths[0]) and session.remembers(paths[1]) and not session.remembers(paths[2])


def test_a_lookahead_larger_than_the_memory_still_answers_every_path(model, monkeypatch):
    import decoding.lm_session as lm_session

    monkeypatch.setattr(lm_session, "LOOKAHEAD_MEMORY_ROWS", 4)
    context = random_ids(12, 16)
    session = LMSession(model)
    session.reset(context)
    session.lookahead([[3], [4]])  # remembered, and the oldest rows when the next call remembers more
    paths = [[3], [4], [5], [6], [7], [8]]
    result = session.lookahead(paths)
    for row, path in zip(result, paths):
        torch.testing.assert_close(row, full_forward_logprobs(model, context + path), atol=1e-4, rtol=0)
