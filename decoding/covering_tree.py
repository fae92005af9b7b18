"""Exact character prefix conditioning by the covering tree.

Given the history h (the committed tokens) and the remaining bytes r the text must start with,
the exact next-token distribution is

    q(t | h) ∝ p(t | h) · Z(h·t, r[len(t):])

where Z(h, r) is the probability that the model's continuation from h starts with r:

    Z(h, r) = Σ_{t covers r} p(t | h)  +  Σ_{t proper prefix of r} p(t | h) · Z(h·t, r[len(t):])

("t covers r": the bytes of t start with r, so r is used up inside t; Z = 1 from there on.)
The second sum recurses; its nodes form the covering tree -- every tokenisation of r:

    root  h, r = " getEl"
    ├── " get"     → h·" get",     r = "El"   → covers: "El", "Else", "Element", ...
    │   └── "E"    → h·" get"·"E", r = "l"    → covers: "l", "lement", ...
    ├── " ge"      → h·" ge",      r = "tEl"  → ...
    └── " "        → h·" ",        r = "getEl" → ...

Each node needs the next-token log-probs at h·path, i.e. one LM evaluation. The tree is walked
depth by depth, and all nodes of one depth go through ONE batched `session.lookahead` (a token
tree sharing the KV prefix). The session remembers those rows, so the next generation step,
which commits one of the root's children and descends into its subtree, re-uses them.

Small trees in one forward: which paths exist depends on the bytes alone, so when a fresh tree
has at most `whole_tree_nodes` (16) nodes they are all evaluated in a single lookahead up front
and nothing is pruned. (On CPU each extra node costs about a tenth of a forward, through the
output layer, so the default is small; on a GPU a larger value is cheaper.)

Pruning (larger trees): a node's contribution to Z(root) is at most its reach (the product of p along its
path, since Z ≤ 1). A node whose reach is below `prune_threshold` × the mass already found is
not expanded, and at most `max_nodes_per_depth` nodes are expanded per depth (the most likely
ones). The reach of every dropped node is added to `pruned_mass`: an upper bound of the Z mass
left out, so the total-variation error of q is at most about pruned_mass / Z.

Node budget (trees that cannot be exact): a run of repeated characters ("((((((((", "aaaa...")
has exponentially many spellings, and the likely ones do not thin out, so pruning alone does not
bound the walk. At most `max_tree_nodes` nodes are evaluated per step, and no more than the
request has left (`session.budget.tree_nodes_left`); remembered rows are free. The nodes the
budget cuts are kept as leaves weighted as the naive method weighs a prefix token (Z taken as 1):
the covering tree to the depth the budget allows, naive beyond it. With nothing left this is the
naive method at the root, one forward per committed token. `cut_mass` reports the reach so
weighted, and the request's budget records the cut for the completion's log.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import torch

from decoding.cpc import NoConsistentToken, consistent_tokens, renormalised
from decoding.lm_session import LMSession
from decoding.token_bytes import TokenVocabulary

# Nodes one step may evaluate (seconds of lookahead for SmolLM2 on a CPU); the covering trees of
# bench/cpc_accuracy.py need at most 32.
MAX_TREE_NODES = 512


@dataclass
class CoveringNode:
    path: tuple[int, ...]  # tokens after the root
    remaining: bytes  # what is still to be matched after `path`
    reach: float  # p(path | root history): product of the token probabilities along the path
    token_probability: float  # p(last token of path | parent)
    children: list[int] = field(default_factory=list)
    covered: float = 0.0  # Σ p(t) over the tokens that cover `remaining` here
    z: float = 0.0  # Z(h·path, remaining), filled bottom-up
    estimated: bool = False  # cut by the node budget: Z taken as 1, the naive method's weight


@dataclass
class CoveringTreeStats:
    nodes: int  # LM evaluations the tree needed (root included)
    depth: int
    z: float  # Z(root): probability that the continuation starts with the remaining bytes
    pruned_mass: float  # upper bound of the Z mass of branches that were not expanded
    forward_calls: int  # model forwards spent (remembered lookaheads cost none)
    evaluated: int = 0  # nodes whose log-probs this step computed (remembered ones not counted)
    cut_mass: float = 0.0  # reach of the nodes the node budget cut (weighted as the naive method does)


class ExactConditioner:
    """q(t | h) ∝ p(t | h) · Z(h·t, r'), evaluated on the covering tree one depth per forward."""

    def __init__(self, vocab: TokenVocabulary, prune_threshold: float = 1e-4, max_nodes_per_depth: int = 256,
                 whole_tree_nodes: int = 16, max_tree_nodes: int = MAX_TREE_NODES):
        if not 0 <= prune_threshold < 1:
            raise ValueError("prune_threshold is a relative mass in [0, 1)")
        if max_nodes_per_depth < 1:
            raise ValueError("max_nodes_per_depth must be at least 1")
        if max_tree_nodes < 0:
            raise ValueError("max_tree_nodes must be >= 0 (0: the naive method's weights below the root)")
        self.vocab = vocab
        self.prune_threshold = prune_threshold
        self.max_nodes_per_depth = max_nodes_per_depth
        self.whole_tree_nodes = whole_tree_nodes
        self.max_tree_nodes = max_tree_nodes
        self.last_stats: CoveringTreeStats | None = None

    def distribution(self, session: LMSession, logprobs: torch.Tensor, remaining: bytes):
        calls_before = session.forward_calls
        budget = getattr(session, "budget", None)
        allowance = self.max_tree_nodes
        if budget is not None and budget.tree_nodes_left is not None:
            allowance = min(allowance, budget.tree_nodes_left)
        # Which paths exist depends on bytes alone; when they are few, one forward evaluates them
        # all (the depth-by-depth walk below then finds every row remembered), and nothing is pruned.
        whole_tree = self._covering_paths(remaining)
        spent = 0
        if (whole_tree and len(whole_tree) <= allowance and self._root_children_matter(logprobs, remaining)
                and not any(session.remembers(path) for path in whole_tree)):
            spent = self._charge(budget, len(whole_tree))
            session.lookahead(whole_tree)
            prune_threshold = 0.0
        else:  # a large tree, one pruned at its root, or a subtree the previous step explored
            prune_threshold = self.prune_threshold
        nodes = [CoveringNode(path=(), remaining=remaining, reach=1.0, token_probability=1.0)]
        frontier, frontier_logprobs = [0], [logprobs]
        found, pruned, cut_mass, depth = 0.0, 0.0, 0.0, 0
        root_covering = root_prefixes = None
        while frontier:
            children: list[CoveringNode] = []
            parents: list[int] = []
            for index, node_logprobs in zip(frontier, frontier_logprobs):
                node = nodes[index]
                covering, prefixes = consistent_tokens(self.vocab, node.remaining)
                if index == 0:
                    root_covering, root_prefixes = covering, prefixes
                node.covered = float(node_logprobs[covering].double().exp().sum()) if covering.numel() else 0.0
                found += node.reach * node.covered
                if prefixes.numel():
                    probabilities = node_logprobs[prefixes].double().exp().tolist()
                    for token, p in zip(prefixes.tolist(), probabilities):
                        if p > 0:
                            children.append(CoveringNode(
                                path=node.path + (token,),
                                remaining=node.remaining[len(self.vocab.bytes_of(token)):],
                                reach=node.reach * p, token_probability=p))
                            parents.append(index)
            expanded, dropped = self._prune(children, found, prune_threshold)
            pruned += dropped
            expanded, cut = self._within_allowance(session, children, expanded, allowance - spent)
            frontier, cut_set = [], set(cut)
            for child_index in sorted(expanded + cut):
                nodes.append(children[child_index])
                nodes[parents[child_index]].children.append(len(nodes) - 1)
                if child_index in cut_set:
                    nodes[-1].estimated = True
                    cut_mass += nodes[-1].reach
                else:
                    frontier.append(len(nodes) - 1)
            if frontier:
                depth += 1
                paths = [nodes[i].path for i in frontier]
                spent += self._charge(budget, sum(not session.remembers(path) for path in paths))
                frontier_logprobs = list(session.lookahead(paths))
        for node in reversed(nodes):  # children always come after their parent
            node.z = 1.0 if node.estimated else node.covered + sum(
                nodes[c].token_probability * nodes[c].z for c in node.children)
        root = nodes[0]
        self.last_stats = CoveringTreeStats(nodes=len(nodes), depth=depth, z=root.z, pruned_mass=pruned,
                                            forward_calls=session.forward_calls - calls_before,
                                            evaluated=spent, cut_mass=cut_mass)
        if budget is not None and cut_mass > 0:
            budget.cut_steps += 1
            budget.cut_mass = max(budget.cut_mass, cut_mass / root.z)
            budget.note("covering tree cut by its node budget: naive weights beyond it")
        if root_covering.numel() == 0 and root_prefixes.numel() == 0:
            raise NoConsistentToken(f"no token of the vocabulary is consistent with {remaining[:40]!r}")
        return self._root_distribution(nodes, logprobs, root_covering, remaining)

    @staticmethod
    def _charge(budget, nodes: int) -> int:
        """Count `nodes` against the request before they are evaluated (a deadline may stop it)."""
        if budget is not None:
            budget.spend_tree_nodes(nodes)
        return nodes

    @staticmethod
    def _within_allowance(session, children: list[CoveringNode], expanded: list[int],
                          allowance: int) -> tuple[list[int], list[int]]:
        """(children to evaluate, children cut): remembered rows are free; of the others, the
        `allowance` most likely are evaluated."""
        unknown = sorted((i for i in expanded if not session.remembers(children[i].path)),
                         key=lambda i: -children[i].reach)
        cut = set(unknown[max(0, allowance):])
        return [i for i in expanded if i not in cut], sorted(cut)

    def _root_children_matter(self, logprobs: torch.Tensor, remaining: bytes) -> bool:
        """Whether any child of the root would survive pruning (else no lookahead is needed)."""
        covering, prefixes = consistent_tokens(self.vocab, remaining)
        if prefixes.numel() == 0:
            return False
        covered = float(logprobs[covering].double().exp().sum()) if covering.numel() else 0.0
        reaches = logprobs[prefixes].double().exp()
        return bool(((reaches > 0) & (reaches >= self.prune_threshold * covered)).any())

    def _covering_paths(self, remaining: bytes) -> list[tuple[int, ...]] | None:
        """Every non-root path of the covering tree, or None when there are more than
        `whole_tree_nodes` of them."""
        paths: list[tuple[int, ...]] = []
        level = [((), remaining)]
        while level:
            following = []
            for path, rest in level:
                for token in self.vocab.tokens_prefixing(rest):
                    paths.append(path + (token,))
                    if len(paths) > self.whole_tree_nodes:
                        return None
                    following.append((path + (token,), rest[len(self.vocab.bytes_of(token)):]))
            level = following
        return paths

    def _prune(self, children: list[CoveringNode], found: float, threshold: float) -> tuple[list[int], float]:
        """Indices of the children worth expanding, and the reach of those dropped."""
        order = sorted(range(len(children)), key=lambda i: -children[i].reach)
        floor = threshold * found
        kept = [i for i in order if children[i].reach >= floor][: self.max_nodes_per_depth]
        kept_set = set(kept)
        dropped = sum(children[i].reach for i in order if i not in kept_set)
        return sorted(kept), dropped

    def _root_distribution(self, nodes, logprobs, covering, remaining):
        root = nodes[0]
        ids = covering.tolist() + [nodes[c].path[0] for c in root.children]
        weights = logprobs[covering].double().exp().tolist() + [
            nodes[c].token_probability * nodes[c].z for c in root.children]
        return renormalised(torch.tensor(ids, dtype=torch.int64), torch.tensor(weights, dtype=torch.float64),
                            remaining)
