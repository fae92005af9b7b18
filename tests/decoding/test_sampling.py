"""Candidate orders: greedy by probability, sampling as a draw without replacement."""

import collections

import torch

from decoding.options import SamplingOptions
from decoding.sampling import candidate_order


def test_greedy_orders_by_probability():
    ids = torch.tensor([10, 11, 12, 13])
    logprobs = torch.log(torch.tensor([0.1, 0.5, 0.15, 0.25]))
    assert candidate_order(ids, logprobs, SamplingOptions(), None, 4).tolist() == [11, 13, 12, 10]


def test_impossible_tokens_are_never_candidates():
    ids = torch.tensor([1, 2, 3])
    logprobs = torch.tensor([0.0, float("-inf"), -1.0])
    for options in (SamplingOptions(), SamplingOptions(temperature=1.0)):
        assert 2 not in candidate_order(ids, logprobs, options, torch.Generator().manual_seed(0), 3).tolist()


def test_sampling_first_candidates_follow_the_distribution():
    probs = torch.tensor([0.5, 0.3, 0.2])
    generator = torch.Generator().manual_seed(1)
    counts = collections.Counter(
        int(candidate_order(torch.arange(3), torch.log(probs), SamplingOptions(temperature=1.0), generator, 1)[0])
        for _ in range(4000)
    )
    for token, p in enumerate(probs.tolist()):
        assert abs(counts[token] / 4000 - p) < 0.03


def test_second_candidate_is_a_draw_from_the_rest():
    """Sampling without replacement: given the first pick was token 0, the second is distributed
    as the others renormalised — what a constraint that rejects token 0 needs."""
    probs = torch.tensor([0.5, 0.3, 0.2])
    generator = torch.Generator().manual_seed(2)
    seconds = collections.Counter()
    for _ in range(6000):
        order = candidate_order(torch.arange(3), torch.log(probs), SamplingOptions(temperature=1.0), generator, 3).tolist()
        if order[0] == 0:
            seconds[order[1]] += 1
    total = sum(seconds.values())
    assert abs(seconds[1] / total - 0.6) < 0.04 and abs(seconds[2] / total - 0.4) < 0.04


def test_top_p_keeps_the_smallest_nucleus():
    probs = torch.tensor([0.6, 0.25, 0.1, 0.05])
    generator = torch.Generator().manual_seed(3)
    options = SamplingOptions(temperature=1.0, top_p=0.8)
    seen = {int(candidate_order(torch.arange(4), torch.log(probs), options, generator, 1)[0]) for _ in range(500)}
    assert seen == {0, 1}
    assert set(candidate_order(torch.arange(4), torch.log(probs), options, generator, 4).tolist()) == {0, 1}
