"""One causal language model and its KV cache over a committed token context.

The session answers three questions, each as next-token log-probabilities (float32, CPU):

- `reset(ids)`: make `ids` the context, reusing the cache for the longest common token prefix
  with the previous context (the user typed one more character: only the tail is run);
- `append(ids)`: commit more tokens (one decoding step);
- `lookahead(paths)`: "what if the context were followed by this path?" for many paths at once,
  without committing anything. Character prefix conditioning asks this for every node of its
  covering tree, so it is one batched forward per call: the paths are laid out as a token tree
  in a single sequence after the cached context, each node attending to the context and to its
  own ancestors only (a 4D mask, position ids by depth); the cache is cropped back afterwards.
  Models whose attention kernel ignores custom masks (flash attention) get the same answer by
  copying the cache once per path instead.

Answers of `lookahead` are remembered per path relative to the context, and survive an
`append` of the path's first tokens, so a decoding step that descends into the tree it just
explored costs no new lookahead.

Bounded steps: a prompt runs in chunks of at most `prefill_chunk` tokens and a lookahead in
forwards of at most `lookahead_chunk` tree tokens, and the request's budget (`self.budget`, see
`budget.py`) is checked before each of them, so a cancel (or, in a lookahead, the deadline)
stops the session within one such forward. A prefill stopped half-way keeps what it ran: the
next request reuses it.
"""

from __future__ import annotations

import inspect
from collections import OrderedDict

import torch
from transformers import DynamicCache

from decoding.budget import RequestBudget

# Each remembered lookahead row is one vocabulary of floats (~200 KB for 50k tokens).
LOOKAHEAD_MEMORY_ROWS = 256
# The longest forwards a cancel or a deadline may have to wait for (SmolLM2 on one CPU core:
# 0.3-0.8 s each); large enough that a usual covering tree is one forward.
PREFILL_CHUNK_TOKENS = 128
LOOKAHEAD_CHUNK_TOKENS = 128


class LMSession:
    """One causal LM + its KV cache over a committed token context."""

    def __init__(self, model):
        self.model = model
        self.device = next(model.parameters()).device
        self.dtype = next(model.parameters()).dtype
        self.token_ids: list[int] = []
        self.forward_calls = 0
        self.budget: RequestBudget | None = None  # the running request's limits; None: unlimited
        self.prefill_chunk = PREFILL_CHUNK_TOKENS
        self.lookahead_chunk = LOOKAHEAD_CHUNK_TOKENS
        self._prompt_tokens_processed = 0
        self._cache = None
        self._last_logprobs: torch.Tensor | None = None
        self._lookahead_memory: OrderedDict[tuple[int, ...], torch.Tensor] = OrderedDict()
        parameters = inspect.signature(model.forward).parameters
        # transformers 5 renamed `past_key_values` to `cache`; accept both generations.
        self._cache_argument = "cache" if "cache" in parameters else "past_key_values"
        self._can_keep_some_logits = "logits_to_keep" in parameters
        implementation = getattr(model.config, "_attn_implementation", None) or ""
        self.tree_attention = not implementation.startswith("flash")

    @property
    def prompt_tokens_processed(self) -> int:
        """Tokens actually run through the model by the last `reset`."""
        return self._prompt_tokens_processed

    @property
    def cached_length(self) -> int:
        return 0 if self._cache is None else self._cache.get_seq_length()

    # -- committing context -------------------------------------------------------------------

    def reset(self, token_ids: list[int]) -> torch.Tensor:
        """Make `token_ids` the context, running only the part not already in the cache.

        Returns the next-token log-probs after it, float32 1-D [vocab] on CPU.
        """
        token_ids = [int(t) for t in token_ids]
        if not token_ids:
            raise ValueError("LMSession.reset needs at least one token (a BOS or a prompt)")
        common = _common_prefix_length(self.token_ids, token_ids)
        if common == len(token_ids) == len(self.token_ids) and self._last_logprobs is not None:
            self._prompt_tokens_processed = 0
            return self._last_logprobs
        # The logits of the last token are needed, so at least that one token is run again.
        keep = min(common, len(token_ids) - 1)
        old_context = self.token_ids
        self._crop_cache(keep)
        self.token_ids = token_ids[:keep]
        self._last_logprobs = None  # they belonged to the longer context
        self._prompt_tokens_processed = len(token_ids) - keep
        try:
            for start in range(keep, len(token_ids), self.prefill_chunk):
                if self.budget is not None:  # a cancel, not the deadline: see budget.py
                    self.budget.check_cancelled()
                logprobs = self._run_committed(token_ids[start : start + self.prefill_chunk])
        except BaseException:
            self._lookahead_memory.clear()  # keyed to a context the cache no longer holds
            raise
        self._rebase_lookahead_memory(old_context, token_ids)
        return logprobs

    def append(self, token_ids: list[int]) -> torch.Tensor:
        """Commit `token_ids` after the context; returns the next-token log-probs after them."""
        token_ids = [int(t) for t in token_ids]
        if not token_ids:
            raise ValueError("LMSession.append needs at least one token")
        if not self.token_ids:
            return self.reset(token_ids)
        # One token step: the token loop checks the deadline between tokens, so only a cancel stops it here.
        if self.budget is not None:
            self.budget.check_cancelled()
        old_context = self.token_ids
        logprobs = self._run_committed(token_ids)
        self._rebase_lookahead_memory(old_context, self.token_ids)
        return logprobs

    def _run_committed(self, new_ids: list[int]) -> torch.Tensor:
        if self._cache is None:
            self._cache = DynamicCache()
        logits = self._forward(
            torch.tensor([new_ids], device=self.device),
            position_ids=None,
            attention_mask=None,
            cache=self._cache,
            keep_last=True,
        )
        self.token_ids = self.token_ids + new_ids
        self._last_logprobs = _to_logprobs(logits[0, -1])
        return self._last_logprobs

    # -- looking ahead without committing -----------------------------------------------------

    def lookahead(self, paths: list[list[int]]) -> torch.Tensor:
        """Next-token log-probs after context+path for each path: [len(paths), vocab] float32 CPU.

        Nothing is committed: the cache afterwards holds exactly the context it held before.
        An empty path means "the context itself".
        """
        if not self.token_ids:
            raise ValueError("LMSession.lookahead needs a context: call reset() first")
        keys = [tuple(int(t) for t in path) for path in paths]
        # Read before remembering the new rows: those may push remembered ones out of the memory.
        known = {key: self._lookahead_memory[key] for key in keys if key in self._lookahead_memory}
        missing = [key for key in dict.fromkeys(keys) if key and key not in known]
        if missing:
            run = self._lookahead_tree if self.tree_attention else self._lookahead_copies
            for group in self._lookahead_groups(missing):
                self._check_budget()
                for key, row in zip(group, run(group)):
                    known[key] = row
                    self._remember(key, row)
        rows = [self._last_logprobs if not key else known[key] for key in keys]
        if not rows:
            return torch.empty((0, self._last_logprobs.shape[-1]), dtype=torch.float32)
        return torch.stack(rows)

    def remembers(self, path: list[int] | tuple[int, ...]) -> bool:
        """Whether `lookahead([path])` would be answered without a forward."""
        key = tuple(int(t) for t in path)
        return not key or key in self._lookahead_memory

    def _lookahead_groups(self, paths: list[tuple[int, ...]]) -> list[list[tuple[int, ...]]]:
        """`paths` split into groups of at most `lookahead_chunk` tokens per forward: a token
        tree counts each shared prefix once; a copy per path counts every padded position."""
        groups: list[list[tuple[int, ...]]] = [[]]
        seen: set[tuple[int, ...]] = set()
        width = 0
        for path in paths:
            if self.tree_attention:
                new = {path[:end] for end in range(1, len(path) + 1)} - seen
                size = len(seen) + len(new)
            else:
                size = (len(groups[-1]) + 1) * max(width, len(path))
            if groups[-1] and size > self.lookahead_chunk:
                groups.append([])
                seen, width = set(), 0
                new = {path[:end] for end in range(1, len(path) + 1)}
            groups[-1].append(path)
            width = max(width, len(path))
            if self.tree_attention:
                seen |= new
        return groups

    def _check_budget(self) -> None:
        if self.budget is not None:
            self.budget.check()

    def _lookahead_tree(self, paths: list[tuple[int, ...]]) -> list[torch.Tensor]:
        """All paths as one token tree in one sequence; one forward, then crop the cache back."""
        node_of_prefix: dict[tuple[int, ...], int] = {}
        node_tokens: list[int] = []
        node_parent: list[int] = []
        node_depth: list[int] = []
        for path in paths:
            for end in range(1, len(path) + 1):
                prefix = path[:end]
                if prefix not in node_of_prefix:
                    node_of_prefix[prefix] = len(node_tokens)
                    node_tokens.append(prefix[-1])
                    node_parent.append(node_of_prefix[prefix[:-1]] if end > 1 else -1)
                    node_depth.append(end - 1)
        context_length = self.cached_length
        nodes = len(node_tokens)
        # allowed[i, j]: node i sees node j (itself and its ancestors); the context is always seen.
        allowed = torch.zeros((nodes, nodes), dtype=torch.bool)
        for node in range(nodes):
            ancestor = node
            while ancestor >= 0:
                allowed[node, ancestor] = True
                ancestor = node_parent[ancestor]
        full = torch.cat([torch.ones((nodes, context_length), dtype=torch.bool), allowed], dim=1)
        mask = torch.zeros(full.shape, dtype=self.dtype)
        mask.masked_fill_(~full, torch.finfo(self.dtype).min)
        positions = torch.tensor([node_depth], device=self.device) + context_length
        wanted = torch.tensor([node_of_prefix[path] for path in paths])
        try:
            logits = self._forward(
                torch.tensor([node_tokens], device=self.device),
                position_ids=positions,
                attention_mask=mask[None, None].to(self.device),
                cache=self._cache,
                keep_positions=wanted.to(self.device),
            )
        finally:
            self._crop_cache(context_length)
        return list(_to_logprobs(logits[0]))

    def _lookahead_copies(self, paths: list[tuple[int, ...]]) -> list[torch.Tensor]:
        """One cache copy per path, paths right-padded: causal attention never sees the padding."""
        width = max(len(path) for path in paths)
        padded = torch.tensor([list(path) + [path[-1]] * (width - len(path)) for path in paths])
        cache = DynamicCache()
        for index, layer in enumerate(self._cache.layers):
            keys, values = layer.keys, layer.values
            cache.update(keys.expand(len(paths), *keys.shape[1:]).contiguous(),
                         values.expand(len(paths), *values.shape[1:]).contiguous(), index)
        logits = self._forward(padded.to(self.device), position_ids=None, attention_mask=None,
                               cache=cache)
        ends = torch.tensor([len(path) - 1 for path in paths])
        return list(_to_logprobs(logits[torch.arange(len(paths)), ends.to(logits.device)]))

    # -- plumbing ----------------------------------------------------------------------------

    def _forward(self, input_ids, *, position_ids, attention_mask, cache, keep_last=False,
                 keep_positions=None) -> torch.Tensor:
        arguments = {"input_ids": input_ids, "use_cache": True, self._cache_argument: cache}
        if position_ids is not None:
            arguments["position_ids"] = position_ids
        if attention_mask is not None:
            arguments["attention_mask"] = attention_mask
        select = None
        if keep_last and self._can_keep_some_logits:
            arguments["logits_to_keep"] = 1  # a long prompt needs only its last row of logits
        elif keep_positions is not None:
            if self._can_keep_some_logits:
                arguments["logits_to_keep"] = keep_positions
            else:
                select = keep_positions
        with torch.inference_mode():
            logits = self.model(**arguments).logits
        self.forward_calls += 1
        return logits if select is None else logits[:, select]

    def _crop_cache(self, length: int) -> None:
        if self._cache is None:
            return
        extra = self._cache.get_seq_length() - length
        if extra > 0:
            # A negative argument means "remove this many" in transformers 4.x and 5.x alike.
            self._cache.crop(-extra)

    def _remember(self, key: tuple[int, ...], row: torch.Tensor) -> None:
        self._lookahead_memory[key] = row
        while len(self._lookahead_memory) > LOOKAHEAD_MEMORY_ROWS:
            self._lookahead_memory.popitem(last=False)

    def _rebase_lookahead_memory(self, old_context: list[int], new_context: list[int]) -> None:
        """Keep the remembered lookaheads that still lie beyond the new context, re-keyed to it."""
        memory, self._lookahead_memory = self._lookahead_memory, OrderedDict()
        if not memory or len(new_context) < len(old_context):
            return
        if new_context[: len(old_context)] != old_context:
            return
        step = tuple(new_context[len(old_context):])
        for path, row in memory.items():
            if len(path) > len(step) and path[: len(step)] == step:
                self._lookahead_memory[path[len(step):]] = row


def _common_prefix_length(a: list[int], b: list[int]) -> int:
    n = min(len(a), len(b))
    i = 0
    while i < n and a[i] == b[i]:
        i += 1
    return i


def _to_logprobs(logits: torch.Tensor) -> torch.Tensor:
    return torch.log_softmax(logits.float(), dim=-1).cpu()
