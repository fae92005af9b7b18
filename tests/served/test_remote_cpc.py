"""Exact CPC's arithmetic on the server's scores (decoding/served/remote_cpc.py), with a stand-in
scorer: the tree's Z, the root distribution, and the order candidates are tried in."""

from __future__ import annotations

import pytest
import torch

from decoding.options import SamplingOptions
from decoding.served.remote_cpc import COVER_REST, RemoteCoveringTree, ScoredNode, candidate_tokens


class TableScorer:
    """Scores from a table path -> (prefix probabilities, covering probabilities, rest mass)."""

    def __init__(self, vocab, table):
        self.vocab, self.table, self.requests = vocab, table, 0

    def score(self, context, remaining, paths, cancel=None, headers=None):
        self.requests += 1
        nodes = []
        for path in paths:
            rest = remaining
            for token in path:
                rest = rest[len(self.vocab.bytes_of(token)):]
            given, covering, covering_rest = self.table.get(path, ({}, {}, 0.0))
            prefixes = {token: given.get(token, 0.0) for token in self.vocab.tokens_prefixing(rest)}  # as the server lists them
            nodes.append(ScoredNode(path, rest, prefixes, covering, covering_rest))
        return nodes


@pytest.fixture(scope="module")
def vocab():
    from transformers import AutoTokenizer

    from decoding.model_loading import default_model_dir
    from decoding.token_bytes import TokenVocabulary

    return TokenVocabulary.from_tokenizer(AutoTokenizer.from_pretrained(default_model_dir()))


def test_the_root_distribution_weighs_each_spelling_by_p_times_z(vocab):
    remaining = b" get"
    space, ge = vocab.tokens_equal_to(b" ")[0], vocab.tokens_equal_to(b" ge")[0]
    get = vocab.tokens_equal_to(b" get")[0]
    table = {
        (): ({t: 0.01 for t in vocab.tokens_prefixing(remaining)} | {space: 0.2}, {get: 0.1}, 0.05),
        (space,): ({}, {}, 0.5),  # Z(" ") = 0.5: "get" covered by the rest's mass, no deeper spelling
    }
    scorer = TableScorer(vocab, table)
    tree = RemoteCoveringTree(scorer, [1], remaining)
    tree.evaluate()
    assert scorer.requests == 1  # a small tree: every node in one request
    q = tree.distribution()
    total = 0.1 + 0.05 + 0.2 * 0.5
    assert q[get] == pytest.approx(0.1 / total) and q[COVER_REST] == pytest.approx(0.05 / total)
    assert q[space] == pytest.approx(0.1 / total)
    assert ge not in q  # Z(" ge") = 0: no spelling through it


def test_greedy_never_ranks_the_covering_rest_above_a_likelier_single_token():
    distribution = {7: 0.30, 8: 0.05, COVER_REST: 0.65}
    assert candidate_tokens(distribution, SamplingOptions(0.0), None) == [7, 8]


def test_sampling_draws_the_covering_rest_by_its_whole_mass():
    distribution = {7: 0.10, 8: 0.05, COVER_REST: 0.85}
    generator = torch.Generator().manual_seed(0)
    firsts = [candidate_tokens(distribution, SamplingOptions(1.0), generator)[0] for _ in range(400)]
    assert 0.78 < firsts.count(COVER_REST) / 400 < 0.92
