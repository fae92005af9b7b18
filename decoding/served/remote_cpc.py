"""Exact character prefix conditioning over vLLM: the covering tree scored by the server.

Same recursion as `covering_tree.py` (q(t) ∝ p(t)·Z(h·t, r'), Z summed over every spelling of
the typed bytes r), but each node's numbers come from vLLM: every node is one prompt
(context + path) of ONE batched `/v1/completions` request with `max_tokens: 1`, and the logits
processor collapses its next-token distribution into labelled masses (`rows.scored_row`) that
come back as processed logprobs. The prompts share the context, so vLLM's prefix cache computes
it once.

Round trips per completion: one for the whole tree when it has at most `whole_tree_nodes`
nodes (which paths exist depends on bytes alone), else one per depth, pruned like in-process
(reach below `prune_threshold` × the mass found, at most `max_nodes_per_depth` per depth).
Descending into the tree costs no more: every node's scores are kept.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field

import torch

from decoding.covering_tree import CoveringNode, ExactConditioner
from decoding.sampling import candidate_order
from decoding.served.protocol import ScoreArgs, encode, score_labels

COVER_REST = -1  # pseudo token id: the covering tokens not reported one by one


@dataclass
class ScoredNode:
    path: tuple[int, ...]
    remaining: bytes
    prefixes: dict[int, float]  # p(t) of each proper-prefix token of `remaining`
    covering: dict[int, float]  # p(t) of the covering tokens reported one by one
    covering_rest: float  # the other covering tokens' mass
    children: list[tuple[int, ...]] = field(default_factory=list)
    z: float = 0.0

    @property
    def covered(self) -> float:
        return sum(self.covering.values()) + self.covering_rest


class RemoteCoveringTree:
    def __init__(self, scorer: "NodeScorer", prompt_ids: list[int], remaining: bytes,
                 prune_threshold: float = 1e-4, max_nodes_per_depth: int = 64, whole_tree_nodes: int = 32) -> None:
        self.scorer = scorer
        self.prompt_ids = list(prompt_ids)
        self.remaining = remaining
        self.nodes: dict[tuple[int, ...], ScoredNode] = {}
        self.pruned_mass = 0.0
        self.headers: dict | None = None  # sent with each request (the balancer's document affinity)
        self._walk = ExactConditioner(scorer.vocab, prune_threshold, max_nodes_per_depth, whole_tree_nodes)

    def evaluate(self, cancel=None, headers: dict | None = None, budget=None) -> None:
        """Score the tree: one request for a small tree, else one per depth; `budget`
        (RequestBudget) is checked before each depth past the root, as the in-process tree does."""
        self.headers = headers
        vocab = self.scorer.vocab
        whole = self._walk._covering_paths(self.remaining)
        if whole is not None:
            self._score([()] + whole, cancel)
            for path in whole:
                self.nodes[path[:-1]].children.append(path)
        else:
            self._score([()], cancel)
            frontier, found = [()], 0.0
            while frontier:
                candidates, parents = [], []
                for path in frontier:
                    node = self.nodes[path]
                    reach = _reach(self.nodes, path)
                    found += reach * node.covered
                    for token, p in node.prefixes.items():
                        if p > 0:
                            candidates.append(CoveringNode(path + (token,), node.remaining[len(vocab.bytes_of(token)):],
                                                           reach * p, p))
                            parents.append(path)
                kept, dropped = self._walk._prune(candidates, found, self._walk.prune_threshold)
                self.pruned_mass += dropped
                frontier = [candidates[i].path for i in kept]
                if frontier:
                    if budget is not None:
                        budget.check()  # Cancelled, or DeadlineReached: the loop answers with what it has
                    self._score(frontier, cancel)
                    for i in kept:
                        self.nodes[parents[i]].children.append(candidates[i].path)
        for path in sorted(self.nodes, key=len, reverse=True):  # children before parents
            node = self.nodes[path]
            node.z = node.covered + sum(node.prefixes[child[-1]] * self.nodes[child].z for child in node.children)

    def evaluate_root(self, cancel=None, headers: dict | None = None) -> None:
        """Only the root's scores: what naive and healing need."""
        self.headers = headers
        self._score([()], cancel)

    def node(self, path: tuple[int, ...]) -> ScoredNode | None:
        return self.nodes.get(tuple(path))

    def distribution(self, path: tuple[int, ...] = ()) -> dict[int, float]:
        """q of the next token at `path`: prefix tokens by p·Z, covering tokens reported one by
        one by p, the others' mass under COVER_REST; normalised. Unexpanded children count 0."""
        node = self.nodes[tuple(path)]
        weights = dict(node.covering)
        if node.covering_rest > 0:
            weights[COVER_REST] = node.covering_rest
        for child in node.children:
            weights[child[-1]] = node.prefixes[child[-1]] * self.nodes[child].z
        total = sum(weights.values())
        if total <= 0 or not math.isfinite(total):
            return {}
        return {token: weight / total for token, weight in weights.items() if weight > 0}

    def _score(self, paths: list[tuple[int, ...]], cancel) -> None:
        for path, node in zip(paths, self.scorer.score(self.prompt_ids, self.remaining, paths, cancel, self.headers)):
            self.nodes[path] = node


def candidate_tokens(distribution: dict[int, float], sampling, generator) -> list[int]:
    """The next token's candidates in the order the sampler tries them (greedy: by q; sampling:
    a draw without replacement). Greedy ranks tokens one by one, so it never ranks COVER_REST:
    the best covering token is listed on its own and each token of the rest is less likely."""
    if sampling.temperature == 0 and len(distribution) > 1:
        distribution = {token: q for token, q in distribution.items() if token != COVER_REST}
    if not distribution:
        return []
    ids = torch.tensor(list(distribution), dtype=torch.int64)
    scores = torch.log(torch.tensor(list(distribution.values()), dtype=torch.float64))
    return candidate_order(ids, scores, sampling, generator, len(distribution)).tolist()


def _reach(nodes: dict[tuple[int, ...], ScoredNode], path: tuple[int, ...]) -> float:
    reach = 1.0
    for end in range(1, len(path) + 1):
        reach *= nodes[path[: end - 1]].prefixes[path[end - 1]]
    return reach


class NodeScorer:
    """Turns covering-tree paths into `ScoredNode`s with one batched completions request."""

    def __init__(self, client, model: str, vocab, width: int, detail: int = 1) -> None:
        self.client = client
        self.model = model
        self.vocab = vocab
        self.width = width  # the model's logits width (vocabulary rows)
        self.detail = detail

    def score(self, context: list[int], remaining: bytes, paths: list[tuple[int, ...]], cancel=None,
              headers: dict | None = None) -> list[ScoredNode]:
        node_remaining = []
        for path in paths:
            rest = remaining
            for token in path:
                rest = rest[len(self.vocab.bytes_of(token)):]
            node_remaining.append(rest)
        wanted = max(len(self.vocab.tokens_prefixing(rest)) + self.detail + 2 for rest in node_remaining)
        body = {
            "model": self.model,
            "prompt": [list(context) + list(path) for path in paths],
            "max_tokens": 1,
            "temperature": 0.0,
            "logprobs": wanted,
            "return_tokens_as_token_ids": True,
            "vllm_xargs": encode(ScoreArgs(remaining=remaining.hex(), context=len(context), detail=self.detail)),
        }
        answer = self.client.post("/v1/completions", body, cancel, headers)
        choices = sorted(answer["choices"], key=lambda choice: choice["index"])
        return [self._node(path, rest, choice) for path, rest, choice in zip(paths, node_remaining, choices)]

    def _node(self, path, remaining: bytes, choice: dict) -> ScoredNode:
        entries = {}
        for key, logprob in (choice["logprobs"]["top_logprobs"][0] or {}).items():
            if logprob is not None and math.exp(logprob) > 0:  # padding entries come back as -inf / -9999
                entries[int(key.removeprefix("token_id:"))] = math.exp(logprob)
        rest_label, other_label = score_labels(self.vocab, remaining, self.width)
        check_scores(entries, self.vocab, remaining, (rest_label, other_label), self.client.url)
        prefixes = {token: entries.get(token, 0.0) for token in self.vocab.tokens_prefixing(remaining)}
        covering = {token: p for token, p in entries.items()
                    if token not in (rest_label, other_label) and self.vocab.bytes_of(token).startswith(remaining)}
        return ScoredNode(tuple(path), remaining, prefixes, covering, entries.get(rest_label, 0.0))


class ScoresNotProcessed(ValueError):
    pass


def check_scores(entries: dict[int, float], vocab, remaining: bytes, labels: tuple[int, int], url: str) -> None:
    """The scores must be the processor's labelled masses (they sum to 1 and name only the
    node's tokens and labels); anything else means the processor did not run or vLLM returned
    raw logprobs."""
    total = sum(entries.values())
    foreign = [t for t in entries if t not in labels and not (
        vocab.bytes_of(t) and (vocab.bytes_of(t).startswith(remaining) or remaining.startswith(vocab.bytes_of(t))))]
    if foreign or abs(total - 1.0) > 1e-3:
        raise ScoresNotProcessed(
            f"the vLLM server at {url} returned raw logprobs, not cpc-lsp's scores: start it with "
            "`--logprobs-mode processed_logprobs` and cpc-lsp's logits processor (`cpc-lsp serve-vllm` does both)")
