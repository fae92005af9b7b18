"""How close each character-prefix-conditioning method comes to the true conditional, on SmolLM2.

For each prompt (TypeScript cut mid-identifier / mid-operator / mid-indentation, bench/cpc_prompts.py)
the text before the back-off point is the context and the typed characters after it the prefix P.
The truth is a brute-force enumeration of every token sequence that covers P (no pruning, no tree
attention, no sorted arrays: a linear vocabulary scan and plain batched forwards over a copied
context cache). Printed per prompt and summarised per method:

- TV1: total variation distance between the method's first-token distribution and the truth's;
- TVW: the same for the distribution of the first W bytes of the generated text (W = |P| + 4),
  where the method's own conditioner is applied at every step until P is covered and the model
  runs freely afterwards (shared by all methods: they differ only while P is being covered);
- calls1: LM forwards for the first token (the prompt forward included), callsP: forwards to cover
  P with greedy decoding (one per committed token plus lookaheads).

    .venv/bin/python bench/cpc_accuracy.py [--limit N] [--model NAME_OR_PATH]
"""

from __future__ import annotations

import argparse
import inspect
import sys
import time
from collections import defaultdict
from pathlib import Path

import numpy as np
import torch
from transformers import DynamicCache

sys.path.insert(0, str(Path(__file__).resolve().parent))
from cpc_prompts import PROMPTS, split_at_cursor  # noqa: E402

from decoding.cpc import backoff_point, make_conditioner, prompt_token_ids  # noqa: E402
from decoding.lm_session import LMSession  # noqa: E402
from decoding.token_bytes import TokenVocabulary  # noqa: E402

METHODS = ("exact", "naive", "healing")
EXTRA_BYTES = 4  # W = |P| + EXTRA_BYTES
LEAF_FLOOR = 1e-4  # covering-phase branches lighter than this (for every method) are left out and counted
FREE_FLOOR = 1e-4  # free-phase branches lighter than this (leaf weight x share) are left out and counted
BATCH = 32


class BruteForce:
    """Next-token log-probs after context+path by plain forwards: the context is run once, and each
    batch of paths gets its own copy of that cache (right-padded paths, so causal attention never
    sees the padding). Written apart from LMSession on purpose: it is the reference."""

    def __init__(self, model, context_ids: list[int], vocab: TokenVocabulary):
        self.model, self.vocab = model, vocab
        self.forwards = 0
        # transformers 5 calls the cache argument `cache`, 4.x `past_key_values`
        self.cache_argument = "cache" if "cache" in inspect.signature(model.forward).parameters else "past_key_values"
        with torch.inference_mode():
            out = model(input_ids=torch.tensor([context_ids]), use_cache=True)
        cache = getattr(out, "cache", None) or out.past_key_values
        self.context_cache = [(layer.keys, layer.values) for layer in cache.layers]
        self.memory: dict[tuple[int, ...], torch.Tensor] = {(): torch.log_softmax(out.logits[0, -1].double(), -1)}
        pieces = vocab.token_bytes
        self.by_first_byte: dict[int, list[int]] = defaultdict(list)
        for token, piece in enumerate(pieces):
            if piece and token not in vocab.excluded:
                self.by_first_byte[piece[0]].append(token)
        self.z_memory: dict[tuple[int, ...], float] = {}

    def logprobs(self, paths: list[tuple[int, ...]]) -> list[torch.Tensor]:
        missing = [p for p in dict.fromkeys(paths) if p not in self.memory]
        for start in range(0, len(missing), BATCH):
            chunk = missing[start:start + BATCH]
            width = max(len(p) for p in chunk)
            cache = DynamicCache()
            for index, (keys, values) in enumerate(self.context_cache):
                cache.update(keys.expand(len(chunk), -1, -1, -1).contiguous(),
                             values.expand(len(chunk), -1, -1, -1).contiguous(), index)
            padded = torch.tensor([list(p) + [p[-1]] * (width - len(p)) for p in chunk])
            ends = torch.tensor([len(p) - 1 for p in chunk])
            with torch.inference_mode():
                # the output layer only on each path's last position: it is most of the cost
                hidden = self.model.base_model(input_ids=padded, use_cache=True,
                                               **{self.cache_argument: cache}).last_hidden_state
                logits = self.model.get_output_embeddings()(hidden[torch.arange(len(chunk)), ends])
            self.forwards += 1
            for row, path in enumerate(chunk):
                self.memory[path] = torch.log_softmax(logits[row].double(), -1)
        return [self.memory[p] for p in paths]

    def consistent(self, remaining: bytes) -> tuple[list[int], list[int]]:
        """(tokens covering `remaining`, tokens that are proper prefixes of it), by a linear scan."""
        covering, prefixes = [], []
        for token in self.by_first_byte.get(remaining[0], ()):
            piece = self.vocab.token_bytes[token]
            if piece.startswith(remaining):
                covering.append(token)
            elif remaining.startswith(piece):
                prefixes.append(token)
        return covering, prefixes

    def z(self, path: tuple[int, ...], remaining: bytes) -> float:
        """Z(h·path, remaining) by exhaustive enumeration, evaluated breadth first in batches."""
        level = [(path, remaining)]
        order = []
        while level:
            order.extend(level)
            rows = self.logprobs([p for p, _ in level])
            following = []
            for (p, r), lp in zip(level, rows):
                for token in self.consistent(r)[1]:
                    child = p + (token,)
                    if child not in self.z_memory:
                        following.append((child, r[len(self.vocab.token_bytes[token]):]))
            level = list(dict.fromkeys(following))
        for p, r in reversed(order):
            if p in self.z_memory:
                continue
            lp = self.memory[p]
            covering, prefixes = self.consistent(r)
            value = float(lp[covering].exp().sum()) if covering else 0.0
            value += sum(float(lp[t].exp()) * self.z_memory[p + (t,)] for t in prefixes)
            self.z_memory[p] = value
        return self.z_memory[path]

    def conditional(self, path: tuple[int, ...], remaining: bytes) -> dict[int, float]:
        """The true next-token distribution at h·path given the text must start with `remaining`."""
        total = self.z(path, remaining)
        lp = self.memory[path]
        covering, prefixes = self.consistent(remaining)
        weights = {t: float(lp[t].exp()) for t in covering}
        weights.update({t: float(lp[t].exp()) * self.z_memory[path + (t,)] for t in prefixes})
        return {t: w / total for t, w in weights.items() if w > 0}


class FreeContinuation:
    """The distribution of the bytes after a covering leaf, up to W, under the unconstrained model
    (the same for every method), grouped by the first k bytes with vectorised look-ups."""

    def __init__(self, vocab: TokenVocabulary):
        self.brute, self.vocab = None, vocab
        lengths = np.array([len(b) if (b and t not in vocab.excluded) else 0 for t, b in enumerate(vocab.token_bytes)])
        self.lengths = lengths
        self.groups = {}
        for k in range(1, EXTRA_BYTES + 1):
            keys = [b[:k] if lengths[t] >= k else None for t, b in enumerate(vocab.token_bytes)]
            names = sorted({key for key in keys if key is not None})
            index = {key: i for i, key in enumerate(names)}
            self.groups[k] = (np.array([index[key] if key is not None else -1 for key in keys]), names)
        self.short = {k: np.nonzero((lengths > 0) & (lengths < k))[0] for k in range(1, EXTRA_BYTES + 1)}
        self.eos = sorted(vocab.eos_token_ids)

    def distributions(self, brute: BruteForce, leaves: list[tuple[tuple[int, ...], bytes, int, float]]):
        """For each (path, produced bytes, W, weight): ({first W bytes: probability}, left-out share).
        A leaf's branches are followed while weight × share >= FREE_FLOOR: light leaves stay shallow."""
        self.brute = brute
        results = [(defaultdict(float), [0.0]) for _ in leaves]
        level = []
        floors = [FREE_FLOOR / max(weight, FREE_FLOOR) for *_, weight in leaves]
        for i, (path, produced, width, _) in enumerate(leaves):
            if len(produced) >= width:
                results[i][0][produced[:width]] += 1.0
            else:
                level.append((i, path, produced, width, 1.0))
        while level:
            rows = self.brute.logprobs([path for _, path, _, _, _ in level])
            following = []
            for (i, path, produced, width, mass), lp in zip(level, rows):
                probabilities = lp.exp().numpy()[: len(self.lengths)]
                need = width - len(produced)
                group_of, names = self.groups[need]
                valid = group_of >= 0
                sums = np.bincount(group_of[valid], weights=probabilities[valid], minlength=len(names))
                texts, shares = results[i]
                for g in np.nonzero(sums * mass >= 1e-9)[0]:
                    texts[produced + names[g]] += mass * sums[g]
                texts[produced + b"<eos>"] += mass * float(probabilities[self.eos].sum())
                short = self.short[need]
                short_shares = mass * probabilities[short]
                followed = short_shares >= floors[i]
                for token, share in zip(short[followed].tolist(), short_shares[followed].tolist()):
                    following.append((i, path + (token,), produced + self.vocab.token_bytes[token], width, share))
                shares[0] += float(short_shares[~followed].sum())
                shares[0] += mass * (1.0 - probabilities[valid].sum() - probabilities[self.eos].sum()
                                     - probabilities[short].sum())  # excluded control tokens
            level = following
        return [(dict(texts), shares[0]) for texts, shares in results]


def covering_leaves(step, prefix: bytes, vocab: TokenVocabulary) -> tuple[dict[tuple[int, ...], float], float]:
    """Probability of each covering token sequence (path ending in the token that covers P) under a
    method whose next-token distributions at a level of (path, remaining) nodes `step` gives; plus
    the mass left out (branches lighter than LEAF_FLOOR)."""
    leaves: dict[tuple[int, ...], float] = {}
    left_out = 0.0
    level = [((), prefix, 1.0)]
    while level:
        following = []
        for (path, remaining, mass), distribution in zip(level, step([(p, r) for p, r, _ in level])):
            for token, q in distribution.items():
                piece = vocab.token_bytes[token]
                if piece.startswith(remaining):
                    leaves[path + (token,)] = leaves.get(path + (token,), 0.0) + mass * q
                elif mass * q >= LEAF_FLOOR:
                    following.append((path + (token,), remaining[len(piece):], mass * q))
                else:
                    left_out += mass * q
        level = following
    return leaves, left_out


def truth_step(brute: BruteForce):
    return lambda nodes: [brute.conditional(path, remaining) for path, remaining in nodes]


def method_step(method: str, model, context_ids: list[int], vocab: TokenVocabulary, brute: BruteForce):
    """The real conditioner of `method` at each node. Naive and healing read nothing but the node's
    log-probs, so those come batched from the brute force; the exact method runs its own covering
    tree through a real LMSession reset to context+path."""
    conditioner = make_conditioner(method, vocab)
    session = LMSession(model) if method == "exact" else None

    def distribution(path, remaining, logprobs):
        ids, probs = conditioner.distribution(session, logprobs, remaining)
        return dict(zip(ids.tolist(), probs.tolist()))

    def step(nodes):
        if session is None:
            rows = brute.logprobs([path for path, _ in nodes])
            return [distribution(path, remaining, row.float()) for (path, remaining), row in zip(nodes, rows)]
        return [distribution(path, remaining, session.reset(context_ids + list(path))) for path, remaining in nodes]

    return step


def forward_calls(method: str, model, context_ids: list[int], vocab: TokenVocabulary, prefix: bytes):
    """(forwards for the first-token distribution, forwards to cover P greedily), prompt included,
    and the first-token distribution itself."""
    session = LMSession(model)
    conditioner = make_conditioner(method, vocab)
    logprobs = session.reset(context_ids)
    ids, probs = conditioner.distribution(session, logprobs, prefix)
    first = dict(zip(ids.tolist(), probs.tolist()))
    first_calls = session.forward_calls
    remaining = prefix
    token = int(ids[int(probs.argmax())])
    while True:
        piece = vocab.bytes_of(token)
        if piece.startswith(remaining):
            break
        remaining = remaining[len(piece):]
        logprobs = session.append([token])
        ids, probs = conditioner.distribution(session, logprobs, remaining)
        token = int(ids[int(probs.argmax())])
    return first_calls, session.forward_calls, first


def total_variation(a: dict, b: dict) -> float:
    return 0.5 * sum(abs(a.get(k, 0.0) - b.get(k, 0.0)) for k in set(a) | set(b))


def text_distribution(leaves: dict, continuations: dict) -> dict[bytes, float]:
    texts: dict[bytes, float] = defaultdict(float)
    for path, mass in leaves.items():
        if path in continuations:
            for text, share in continuations[path][0].items():
                texts[text] += mass * share
    return texts


def evaluate(model, tokenizer, vocab, free: FreeContinuation, kind: str, prompt: str) -> dict:
    text, cursor = split_at_cursor(prompt)
    start = backoff_point(text, cursor)
    context, prefix = text[:start], text[start:cursor].encode("utf-8")
    context_ids = prompt_token_ids(tokenizer, context)
    brute = BruteForce(model, context_ids, vocab)
    truth_first = brute.conditional((), prefix)
    row = {"kind": kind, "prefix": prefix, "context_tokens": len(context_ids)}
    leaves = {"truth": covering_leaves(truth_step(brute), prefix, vocab)}
    for method in METHODS:
        first_calls, cover_calls, first = forward_calls(method, model, context_ids, vocab, prefix)
        row[method] = {"tv1": total_variation(first, truth_first), "calls1": first_calls, "callsP": cover_calls}
        leaves[method] = covering_leaves(method_step(method, model, context_ids, vocab, brute), prefix, vocab)
    width = len(prefix) + EXTRA_BYTES
    weight: dict[tuple[int, ...], float] = defaultdict(float)
    for found, _ in leaves.values():
        for path, mass in found.items():
            weight[path] = max(weight[path], mass)
    needed = sorted(path for path, mass in weight.items() if mass >= LEAF_FLOOR)
    produced = {path: b"".join(vocab.token_bytes[t] for t in path) for path in needed}
    continuations = dict(zip(needed, free.distributions(brute, [(p, produced[p], width, weight[p]) for p in needed])))
    truth_texts = text_distribution(leaves["truth"][0], continuations)
    row["left_out"] = 0.0
    for name in ("truth",) + METHODS:
        found, dropped = leaves[name]
        unexplored = dropped + sum(m for p, m in found.items() if p not in continuations)
        unexplored += sum(m * continuations[p][1] for p, m in found.items() if p in continuations)
        row["left_out"] = max(row["left_out"], unexplored)
    for method in METHODS:
        row[method]["tvW"] = total_variation(text_distribution(leaves[method][0], continuations), truth_texts)
    row["truth_nodes"] = len(brute.z_memory)
    return row


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--limit", type=int, default=None, help="only the first N prompts")
    parser.add_argument("--model", default=None, help="model name or path (default: embedded SmolLM2-135M)")
    args = parser.parse_args()
    from decoding.model_loading import load_model

    loaded = load_model(args.model, device="cpu")
    model, tokenizer = loaded.model, loaded.tokenizer
    vocab = TokenVocabulary.from_tokenizer(tokenizer)
    free = FreeContinuation(vocab)
    prompts = PROMPTS[: args.limit] if args.limit else PROMPTS
    print(f"model {loaded.name} on {loaded.device}, {len(prompts)} prompts, W = |P| + {EXTRA_BYTES} bytes")
    header = f"{'#':>2} {'kind':<11} {'prefix':<14} {'ctx':>4} {'tree':>5}"
    for method in METHODS:
        header += f" | {method:>7} TV1    TVW  c1  cP"
    print(header + " | left-out")
    rows = []
    started = time.perf_counter()
    for number, (kind, prompt) in enumerate(prompts, 1):
        row = evaluate(model, tokenizer, vocab, free, kind, prompt)
        rows.append(row)
        line = f"{number:>2} {kind:<11} {repr(row['prefix'].decode())[:14]:<14} {row['context_tokens']:>4} {row['truth_nodes']:>5}"
        for method in METHODS:
            m = row[method]
            line += f" | {m['tv1']:>11.4f} {m['tvW']:.4f} {m['calls1']:>3} {m['callsP']:>3}"
        print(line + f" | {row['left_out']:.1e}", flush=True)
    print(f"\nsummary over {len(rows)} prompts ({time.perf_counter() - started:.0f} s)")
    for method in METHODS:
        tv1 = [r[method]["tv1"] for r in rows]
        tvw = [r[method]["tvW"] for r in rows]
        c1 = [r[method]["calls1"] for r in rows]
        cp = [r[method]["callsP"] for r in rows]
        print(f"  {method:<8} TV1 max {max(tv1):.2e} mean {np.mean(tv1):.2e} | TVW max {max(tvw):.2e} "
              f"mean {np.mean(tvw):.2e} | forwards first token mean {np.mean(c1):.2f} max {max(c1)}, "
              f"cover prefix mean {np.mean(cp):.2f} max {max(cp)}")
    worst = max(r["exact"]["tv1"] for r in rows)
    print(f"goal exact TV1 <= 0.01 on every prompt: {'met' if worst <= 0.01 else 'NOT met'} (worst {worst:.2e})")
    print(f"largest left-out mass of the W-byte enumeration: {max(r['left_out'] for r in rows):.1e}")


if __name__ == "__main__":
    main()
