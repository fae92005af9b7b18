"""What the stop rules do to multi-line completions: token-cap hits, mean tokens, stop reasons and
the tsc-clean share, with the type constraint on and off.

    .venv/bin/python bench/stop_rules.py [--limit N] [--max-tokens 128] [--save FILE]

The tasks and the checker are `bench/constrained_quality.py`'s (`bench/tasks`, greedy, multi-line
"always"). Only the `Completer` API is used, so the same script measures an older checkout too
(run it from that checkout) for a before/after comparison on the same machine.
"""

from __future__ import annotations

import argparse
import collections
import json
import re
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "bench"))

from constrained_quality import check, load_tasks  # noqa: E402
from decoding.options import CompletionOptions  # noqa: E402
from decoding.pipeline import Completer  # noqa: E402


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--limit", type=int, help="only the first N tasks")
    parser.add_argument("--max-tokens", type=int, default=128)
    parser.add_argument("--model")
    parser.add_argument("--save", type=Path, help="write every completion and its stop reason to this JSON file")
    args = parser.parse_args()

    tasks = load_tasks()[: args.limit]
    completer = Completer.load(args.model, "cpu")
    print(f"{len(tasks)} tasks, model {completer.loaded.name}, greedy, multi-line, at most {args.max_tokens} tokens")
    base = CompletionOptions(max_tokens=args.max_tokens, multiline="always")
    saved = {}
    for label, constrained in (("unconstrained", False), ("constrained", True)):
        started = time.perf_counter()
        completions, rows = {}, []
        for task in tasks:
            text = task["prompt"] + task["suffix"]
            completion = completer.complete(text, len(task["prompt"]), base.with_changes(type_constraint=constrained),
                                            document=f"task:{task['id']}")
            completions[task["id"]] = completion.ghost_text
            rows.append({"id": task["id"], "tokens": completion.tokens, "stop_reason": completion.stop_reason,
                         "text": completion.ghost_text, "decode_ms": completion.timings["decode_ms"],
                         "stop_ms": completion.timings.get("stop_ms")})  # None: a checkout without it
        verdicts = check(completions)
        clean = sum(bool(verdicts.get(row["id"], {}).get("tsc_clean")) for row in rows)
        passing = sum(bool(verdicts.get(row["id"], {}).get("tests_pass")) for row in rows)
        capped = sum(row["tokens"] >= args.max_tokens for row in rows)
        # a syntax error (TS1xxx) is what a completion cut mid-statement or mid-string leaves
        broken = sum(any(re.match(r"TS1\d{3}:", d) for d in verdicts.get(row["id"], {}).get("diagnostics", []))
                     for row in rows)
        tokens = [row["tokens"] for row in rows]
        per_token = sum(row["decode_ms"] for row in rows) / max(sum(tokens), 1)
        stop_ms = sum(row["stop_ms"] for row in rows if row["stop_ms"] is not None)
        reasons = collections.Counter(row["stop_reason"] for row in rows)
        print(f"{label:<14} token-cap hits {capped}/{len(rows)}   mean tokens {statistics.mean(tokens):.1f}   "
              f"tsc-clean {clean}/{len(rows)} ({clean / len(rows):.0%})   syntax errors {broken}/{len(rows)}   "
              f"tests pass {passing}/{len(rows)}   "
              f"decode {per_token:.1f} ms/token   ({time.perf_counter() - started:.0f} s)")
        print(f"{'':<14} stop reasons: " + ", ".join(f"{reason} {count}" for reason, count in reasons.most_common()))
        if any(row["stop_ms"] is not None for row in rows):
            print(f"{'':<14} stop checks {stop_ms / max(sum(tokens), 1):.3f} ms/token = "
                  f"{100 * stop_ms / max(sum(row['decode_ms'] for row in rows), 1e-9):.2f}% of decode time")
        saved[label] = rows
    if args.save:
        args.save.write_text(json.dumps(saved, indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main())
