"""The completion requests that used to wedge the inference thread (issue 9, items 1 and 9), timed
with the request budget as it ships and, as the baseline in the same process, without it.

    .venv/bin/python bench/cpc_worst_case.py [--before-cap-s 30] [--model M] [--device D] [--only N]

"before" is the old behaviour: back-off up to 64 characters into a repeated run, no covering-tree
node budget, one forward per prompt and per lookahead, no deadline. Those requests ran for
minutes (issue 9: 8 `(` 11.6 s, 20 `(` > 85 s, 64 `a` > 300 s, maxTokens 4096 > 300 s), so the
baseline is stopped by a deadline of --before-cap-s and printed as "> cap" when it hits it.
"after" is the shipped default: back-off at most 8 into a repeated run, 512 tree nodes per step
and 1,024 per request, 128-token forwards, deadlineMs 10000.
"""

from __future__ import annotations

import argparse
import functools
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

import decoding.lm_session as lm_session  # noqa: E402
import decoding.pipeline as pipeline  # noqa: E402
from decoding.backoff import backoff_point  # noqa: E402
from decoding.options import DEADLINE_MS_RANGE, CompletionOptions  # noqa: E402

WORDS = "const words = [\n  'apple',\n  'banana',\n  'cherry',\n"  # SmolLM2 repeats 'papaya' without end

CASES = [
    ("const x = + 8 '('", "const x = " + "(" * 8, {}),
    ("const x = + 20 '('", "const x = " + "(" * 20, {}),
    ("64 'a' in a comment", "// " + "a" * 64, {}),
    ("'// ' + 80 '='", "// " + "=" * 80, {}),
    ("maxTokens 4096, multiline always", WORDS, {"max_tokens": 4096, "multiline": "always"}),
]


def configure(completer, before: bool, cap_ms: int) -> dict:
    """Switch the completer between the old unbounded behaviour and the shipped budget; returns
    option overrides for the request."""
    unbounded = 10**9
    pipeline.backoff_point = functools.partial(backoff_point, max_repeat=64) if before else backoff_point
    completer.tree_nodes = None if before else pipeline.TREE_NODES
    for loop in completer._loops.values():
        if hasattr(loop.conditioner, "max_tree_nodes"):
            loop.conditioner.max_tree_nodes = unbounded if before else 512
    for session in completer._sessions.values():
        session.prefill_chunk = unbounded if before else lm_session.PREFILL_CHUNK_TOKENS
        session.lookahead_chunk = unbounded if before else lm_session.LOOKAHEAD_CHUNK_TOKENS
    return {"deadline_ms": cap_ms} if before else {}


def forward_seconds(completer) -> tuple[float, float]:
    """The longest steps a deadline waits for: a prompt chunk, a lookahead of the same size."""
    size = lm_session.PREFILL_CHUNK_TOKENS
    import torch

    session = completer._new_session()
    ids = torch.randint(100, 20000, (size + 1,), generator=torch.Generator().manual_seed(0)).tolist()
    session.reset(ids[:1])
    started = time.perf_counter()
    session.reset(ids)
    prefill = time.perf_counter() - started
    started = time.perf_counter()
    session.lookahead([[token] for token in ids[1:]])
    return prefill, time.perf_counter() - started


def run_case(completer, text: str, overrides: dict, before: bool, cap_ms: int, number: int):
    document = f"{'before' if before else 'after'}-{number}"
    completer.session_for(document)  # created first so that configure() reaches its chunk sizes
    completer._loop("exact")
    extra = configure(completer, before, cap_ms)
    options = CompletionOptions().with_changes(**overrides, **extra)
    started = time.perf_counter()
    completion = completer.complete(text, len(text), options, document=document)
    seconds = time.perf_counter() - started
    capped = before and completion.stop_reason == "deadline"
    return seconds, capped, completion


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--before-cap-s", type=float, default=30.0, help="stop the unbounded baseline after this")
    parser.add_argument("--model", default=None)
    parser.add_argument("--device", default="cpu")
    parser.add_argument("--only", type=int, default=None, help="run only case N (1-based)")
    args = parser.parse_args()
    cap_ms = int(min(max(args.before_cap_s * 1000, DEADLINE_MS_RANGE[0]), DEADLINE_MS_RANGE[1]))
    completer = pipeline.Completer.load(args.model, args.device)
    print(f"model {completer.loaded.name} on {completer.loaded.device}; baseline capped at {cap_ms / 1000:.0f} s")
    prefill, lookahead = forward_seconds(completer)
    size = lm_session.PREFILL_CHUNK_TOKENS
    print(f"longest uninterruptible forwards: {size}-token prompt chunk {prefill:.2f} s, "
          f"{size}-token lookahead {lookahead:.2f} s")
    cases = [CASES[args.only - 1]] if args.only else CASES
    for number, (label, text, overrides) in enumerate(cases, 1):
        print(f"\n{label}")
        figures = {}
        for before in (True, False):
            seconds, capped, completion = run_case(completer, text, overrides, before, cap_ms, number)
            figures[before] = seconds
            shown = (">" if capped else " ") + f"{seconds:7.2f} s"
            print(f"  {'before' if before else 'after ':<6} {shown}  stop: {completion.stop_reason:<22} "
                  f"tokens {completion.tokens:4d}  tree nodes {completion.timings['tree_nodes']:5d}  "
                  f"fallback: {completion.fallback or '-'}  ghost: {completion.ghost_text[:40]!r}")
        print(f"  after / before: {figures[False] / figures[True]:.3f}"
              + (" (before capped: the true ratio is smaller)" if figures[True] >= cap_ms / 1000 else ""))


if __name__ == "__main__":
    main()
