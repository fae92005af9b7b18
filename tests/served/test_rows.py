"""The logits processor's per-row work, without vLLM (decoding/served/rows.py)."""

from __future__ import annotations

import math

import pytest
import torch

from decoding.served.protocol import BadArgs, GenerateArgs, ScoreArgs, decode, encode, score_labels
from decoding.served.rows import RowProcessor, scored_row


@pytest.fixture(scope="module")
def core():
    from transformers import AutoTokenizer

    from decoding.model_loading import default_model_dir

    return RowProcessor(AutoTokenizer.from_pretrained(default_model_dir()))


def random_row(core, seed=0):
    generator = torch.Generator().manual_seed(seed)
    return torch.randn(core.vocab.size, generator=generator) * 3


def test_requests_without_cpc_lsp_arguments_are_not_ours():
    assert decode(None) is None
    assert decode({"some_other_client": "x"}) is None


def test_arguments_round_trip_and_malformed_ones_are_refused():
    args = GenerateArgs(document="d", prefix="let x = ", cover=b"ab".hex(), seed=3)
    assert decode(encode(args)) == args
    with pytest.raises(BadArgs, match="JSON object"):
        decode({"cpc_lsp": "[1]"})
    with pytest.raises(BadArgs, match="version"):
        decode({"cpc_lsp": '{"version": 0, "mode": "score"}'})
    with pytest.raises(BadArgs, match="malformed"):
        decode({"cpc_lsp": '{"version": 1, "mode": "score", "remaining": "zz", "context": 1}'})


def test_scores_partition_the_vocabulary_into_labelled_masses(core):
    row = random_row(core)
    remaining = b" Ele"  # 18 covering tokens, 3 proper prefixes
    scored = scored_row(core.vocab, remaining, row, detail=3)
    logprobs = torch.log_softmax(row.double(), -1)
    listed = torch.isfinite(scored)
    assert math.isclose(float(torch.logsumexp(scored[listed].double(), 0).exp()), 1.0, rel_tol=1e-5)
    prefixes = core.vocab.tokens_prefixing(remaining)
    assert prefixes and torch.allclose(scored[prefixes].double(), logprobs[prefixes], atol=1e-5)
    covering = core.vocab.tokens_starting_with(remaining)
    rest_label, other_label = score_labels(core.vocab, remaining, row.shape[0])
    top = set(covering[torch.topk(logprobs[covering], 3).indices].tolist())
    assert {t for t in covering.tolist() if torch.isfinite(scored[t])} == top
    covering_mass = float(logprobs[covering].exp().sum())
    shown = float(scored[list(top)].double().exp().sum()) + float(scored[rest_label].double().exp())
    assert math.isclose(shown, covering_mass, rel_tol=1e-4)
    assert int(listed.sum()) == len(prefixes) + 3 + 2


def test_a_score_row_strips_the_path_from_the_remaining_bytes(core):
    row = random_row(core, 1)
    path = core.vocab.tokens_equal_to(b" get")
    args = ScoreArgs(remaining=b" getEl".hex(), context=2, detail=1)
    by_processor = core.for_request(args)([5, 6] + path, [], row)
    assert torch.equal(by_processor, scored_row(core.vocab, b"El", row, 1))


def test_generation_takes_the_most_likely_token_the_engine_accepts(core):
    import ts_completion_engine as tce

    prefix = "let s: string = 'a';\nlet n: number = s"
    state = tce.DocumentParser().update(prefix)
    row = random_row(core, 2)
    favourite = next(t for t in range(1000, core.vocab.size) if core.vocab.bytes_of(t).isascii()
                     and state.feed(core.vocab.bytes_of(t).decode()) is None)
    row[favourite] = row.max() + 5  # the model's favourite is a token the engine rejects
    chosen = core.for_request(GenerateArgs(document="d1", prefix=prefix))([1], [], row)
    token = int(torch.argmax(chosen))
    assert torch.isinf(chosen).sum() == chosen.numel() - 1  # one token left for vLLM's sampler
    accepted = [t for t in torch.argsort(row, descending=True).tolist()[:2000]
                if core.vocab.bytes_of(t) and state.feed(core.vocab.bytes_of(t).decode("utf-8", "replace")) is not None]
    assert token == accepted[0] != favourite == int(torch.argmax(row))


def test_the_first_token_covers_the_typed_bytes_and_a_discarded_row_is_decided_again(core):
    row = random_row(core, 3)
    request = core.for_request(GenerateArgs(document="d2", prefix="const total = 1;\nconsole.log(", cover=b"tot".hex(),
                                            constraint=False))
    first = int(torch.argmax(request([1], [], row)))
    assert core.vocab.bytes_of(first).startswith(b"tot")
    again = int(torch.argmax(request([1], [], row)))  # vLLM threw the sample away (a partial prefill)
    assert again == first
    following = int(torch.argmax(request([1], [first], row)))
    assert following == int(torch.argmax(row + core.loop._free_tokens(row.shape[0])[1]))  # free decoding from here


def test_the_next_keystroke_of_a_document_is_not_parsed_from_scratch(core):
    text = "function total(xs: number[]): number {\n  let sum = 0;\n" * 40
    core.for_request(GenerateArgs(document="c:doc", prefix=text))
    fed = core.prefix_states.chars_fed
    core.for_request(GenerateArgs(document="c:doc", prefix=text + "  sum"))
    assert core.prefix_states.chars_fed - fed < 200 < len(text)
