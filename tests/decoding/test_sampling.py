"""Candidate orders: greedy by probability, sampling as a draw without replacement."""

import collections

import torch

from decoding.options import SamplingOptions
from decoding.sampling import candidate_order
from seeding import seed_for


def test_greedy_orders_by_probability():
    ids = torch.tensor([10, 11, 12, 13])
    logprobs = torch.log(torch.tensor([0.1, 0.5, 0.15, 0.25]))
    assert candidate_order(ids, logprobs, SamplingOptions(), None, 4).tolist() == [11, 13, 12, 10]


def test_impossible_tokens_are_never_candidates():
    ids = torch.tensor([1, 2, 3])
    logprobs = torch.tensor([0.0, float("-inf"), -1.0])
    for options in (SamplingOptions(), SamplingOptions(temperature=1.0)):
        assert 2 not in candidate_order(ids, logprobs, options, torch.Generator().manual_seed(seed_for("sampling-0")), 3).tolist()


def test_sampling_first_candidates_follow_the_distribution():
    probs = torch.tensor([0.5, 0.3, 0.2])
    generator = torch.Generator().manual_seed(seed_for("sampling-1"))
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
    generator = torch.Generator().manual_seed(seed_for("sampling-2"))
    seconds = collections.Counter()
    for _ in range(6000):
        order = candidate_order(torch.arange(3), torch.log(probs), SamplingOptions(temperature=1.0), generator, 3).tolist()
        if order[0] == 0:
            seconds[order[1]] += 1
    total = sum(seconds.values())
    assert abs(seconds[1] / total - 0.6) < 0.04 and abs(seconds[2] / total - 0.4) < 0.04


def test_top_p_keeps_the_smallest_nucleus():
    probs = torch.tensor([0.6, 0.25, 0.1, 0.05])
    generator = torch.Generator().manual_seed(seed_for("sampling-3"))
    options = SamplingOptions(temperature=1.0, top_p=0.8)
    seen = {int(candidate_order(torch.arange(4), torch.log(probs), options, generator, 1)[0]) for _ in range(500)}
    assert seen == {0, 1}
    assert set(candidate_order(torch.arange(4), torch.log(probs), options, generator, 4).tolist()) == {0, 1}


def test_no_ids_give_no_candidates_and_an_impossible_lone_token_is_not_one():
    options = SamplingOptions(temperature=1.0)
    assert candidate_order(torch.tensor([], dtype=torch.long), torch.tensor([]), options, None, 4).numel() == 0
    assert candidate_order(torch.tensor([7]), torch.tensor([float("-inf")]), options, None, 4).tolist() == []
    assert candidate_order(torch.tensor([7]), torch.tensor([-3.0]), options, None, 4).tolist() == [7]
    nucleus = SamplingOptions(temperature=1.0, top_p=0.5)
    assert candidate_order(torch.tensor([7]), torch.tensor([-3.0]), nucleus, None, 4).tolist() == [7]


def test_temperature_sharpens_the_distribution():
    """At temperature 0.5 the first candidate is drawn from p^2 renormalised: 0.6/0.4 -> 0.69/0.31."""
    probs = torch.tensor([0.6, 0.4])
    generator = torch.Generator().manual_seed(seed_for("sampling-4"))
    options = SamplingOptions(temperature=0.5)
    firsts = [int(candidate_order(torch.arange(2), torch.log(probs), options, generator, 1)[0]) for _ in range(4000)]
    assert abs(firsts.count(0) / 4000 - 0.36 / 0.52) < 0.03


def test_the_same_generator_seed_gives_the_same_order():
    logprobs = torch.zeros(20)
    options = SamplingOptions(temperature=1.0)
    first = candidate_order(torch.arange(20), logprobs, options, torch.Generator().manual_seed(seed_for("sampling-5")), 20).tolist()
    again = candidate_order(torch.arange(20), logprobs, options, torch.Generator().manual_seed(seed_for("sampling-5")), 20).tolist()
    other = candidate_order(torch.arange(20), logprobs, options, torch.Generator().manual_seed(seed_for("sampling-5") + 1), 20).tolist()
    assert first == again and sorted(first) == list(range(20)) and other != first


def test_without_top_p_every_possible_token_stays_a_candidate():
    """A token far less likely than the rest (its float32 cumulative is already 1.0) is still
    offered: when the constraint rejects the likely one, it is all that is left."""
    logprobs = torch.tensor([0.0, -30.0])
    options = SamplingOptions(temperature=1.0, top_p=1.0)
    assert sorted(candidate_order(torch.arange(2), logprobs, options, torch.Generator().manual_seed(seed_for("sampling-7")), 2).tolist()) == [0, 1]


def test_top_p_over_a_large_vocabulary_keeps_the_whole_nucleus():
    """1000 equally likely tokens, top_p 0.9: 900 of them, past the first 512 ranked."""
    options = SamplingOptions(temperature=1.0, top_p=0.9)
    order = candidate_order(torch.arange(1000), torch.zeros(1000), options, torch.Generator().manual_seed(seed_for("sampling-8")), 1000)
    assert 899 <= order.numel() <= 901 and len(set(order.tolist())) == order.numel()


def test_one_likely_token_among_many_is_drawn_at_its_probability():
    """0.5 against ten tokens of 0.05: Gumbel noise of the wrong sign would draw it 75% of the time."""
    probs = torch.tensor([0.5] + [0.05] * 10)
    generator = torch.Generator().manual_seed(seed_for("sampling-many"))
    options = SamplingOptions(temperature=1.0)
    firsts = [int(candidate_order(torch.arange(11), torch.log(probs), options, generator, 1)[0]) for _ in range(3000)]
    assert abs(firsts.count(0) / 3000 - 0.5) < 0.04
