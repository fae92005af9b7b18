"""Does the type constraint make completions better? Function bodies written by the model with and
without it, judged by the real compiler and by each task's tests.

    .venv/bin/python bench/constrained_quality.py [--limit N] [--max-tokens 128] [--model M]
        [--temperature T --seed S] [--save RUN.json] [--plant type|syntax] [--modes ...]

The tasks are `bench/tasks/*.ts` (see its README): a prompt ending inside a function body, and
node tests. For each task the model completes the body greedily in multi-line mode, once with the
type constraint and once without; `tools/ts-oracle/run_tasks.mjs` then type-checks each file with
`tsc --strict` and runs its tests. Also measured, on the same prompts: the time the constraint adds
to a request of up to 64 greedy tokens, the parse of the file's prefix included (prepare + decode
time per generated token, constrained vs unconstrained, in this process), and the mean number of
candidates it rejects per token.
"""

from __future__ import annotations

import argparse
import collections
import json
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from decoding.options import CompletionOptions  # noqa: E402
from decoding.pipeline import Completer  # noqa: E402

CHECKER = ROOT / "tools" / "ts-oracle" / "run_tasks.mjs"


def load_tasks() -> list[dict]:
    listed = subprocess.run(["node", str(CHECKER), "list"], capture_output=True, text=True, check=False)
    if listed.returncode != 0:
        sys.exit(f"cannot list the tasks ({listed.stderr.strip()}); run `bash scripts/setup-corpus.sh` first")
    return json.loads(listed.stdout)


def check(completions: dict[str, str]) -> dict[str, dict]:
    with tempfile.NamedTemporaryFile("w", suffix=".json", delete=False) as handle:
        json.dump(completions, handle)
    result = subprocess.run(["node", str(CHECKER), "check", "--completions", handle.name],
                            capture_output=True, text=True, check=False)
    Path(handle.name).unlink()
    if result.returncode not in (0, 1):
        sys.exit(f"the task checker failed: {result.stderr.strip()[-500:]}")
    return {row["id"]: row for row in json.loads(result.stdout)}


# `--plant`: an unrelated error above the task's code, as in an editor's half-edited file. The
# completion is generated below it and judged in the task's own (clean) file.
PLANTED = {
    "type": 'const plantedTypeError: number = "not a number";\n',
    "syntax": "const plantedSyntaxError = (1 + ;\n",
}


def complete_all(completer: Completer, tasks: list[dict], options: CompletionOptions,
                 plant: str = "") -> tuple[dict, list]:
    completions, stats = {}, []
    for task in tasks:
        prompt = PLANTED[plant] + task["prompt"] if plant else task["prompt"]
        text = prompt + task["suffix"]
        completion = completer.complete(text, len(prompt), options, document=f"task:{plant}:{task['id']}")
        completions[task["id"]] = completion.ghost_text
        stats.append(completion)
    return completions, stats


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--limit", type=int, help="only the first N tasks")
    parser.add_argument("--max-tokens", type=int, default=128)
    parser.add_argument("--model")
    parser.add_argument("--device", default="cpu")
    parser.add_argument("--timing-tasks", type=int, default=20, help="tasks in the 64-token overhead measurement")
    parser.add_argument("--save", type=Path, help="write the completions (both modes) to this JSON file")
    parser.add_argument("--plant", choices=sorted(PLANTED), default="",
                        help="plant an unrelated error of this kind above each task's code")
    parser.add_argument("--modes", default="unconstrained,constrained", help="which runs, comma-separated")
    parser.add_argument("--no-timing", action="store_true", help="skip the overhead measurement")
    parser.add_argument("--temperature", type=float, default=0.0,
                        help="sample at this temperature instead of greedy (more varied programs for model_outputs.py)")
    parser.add_argument("--seed", type=int, default=0, help="the sampling seed (with --temperature)")
    parser.add_argument("--deadline-ms", type=int, default=600_000,
                        help="per-request deadline; the default is the largest, so a loaded machine does not cut "
                             "completions short (the editor's default is 10000)")
    args = parser.parse_args()

    tasks = load_tasks()[: args.limit]
    completer = Completer.load(args.model, args.device)
    how = f"temperature {args.temperature}, seed {args.seed}" if args.temperature else "greedy"
    print(f"{len(tasks)} tasks, model {completer.loaded.name} on {completer.loaded.device}, {how}, "
          f"multi-line, at most {args.max_tokens} tokens")
    base = CompletionOptions(max_tokens=args.max_tokens, multiline="always", temperature=args.temperature,
                             seed=args.seed if args.temperature else None, deadline_ms=args.deadline_ms)
    results, saved = {}, {}
    if args.plant:
        print(f"planted above each task: {PLANTED[args.plant].strip()!r}")
    runs = [(label, label == "constrained") for label in args.modes.split(",")]
    for label, constrained in runs:
        started = time.perf_counter()
        completions, stats = complete_all(completer, tasks, base.with_changes(type_constraint=constrained), args.plant)
        saved[label] = completions
        verdicts = check(completions)
        clean = sum(verdicts[task_id]["tsc_clean"] for task_id in completions if task_id in verdicts)
        passing = sum(verdicts[task_id]["tests_pass"] for task_id in completions if task_id in verdicts)
        tokens = sum(item.tokens for item in stats)
        rejected = sum(item.timings["rejected_candidates"] for item in stats)
        results[label] = (clean, passing, tokens, rejected, time.perf_counter() - started)
        print(f"{label:<14} tsc-clean {clean}/{len(tasks)} ({clean / len(tasks):.0%})   "
              f"tests pass {passing}/{len(tasks)} ({passing / len(tasks):.0%})   "
              f"rejected candidates per token {rejected / max(tokens, 1):.2f}   ({results[label][4]:.0f} s)")
        reasons = collections.Counter(item.stop_reason.split(",")[0].split(";")[0] for item in stats)
        print(f"{'':<14} stopped by: " + ", ".join(f"{reason} {n}" for reason, n in reasons.most_common()))

    # The constraint's cost: greedy decoding of up to 64 tokens, per generated token.
    if args.save:
        args.save.write_text(json.dumps(saved, indent=1))
    if args.no_timing:
        return 0
    timing = CompletionOptions(max_tokens=64, multiline="always", deadline_ms=args.deadline_ms)
    per_token, prepare = {False: [], True: []}, {False: [], True: []}
    for task in tasks[: args.timing_tasks]:
        text = task["prompt"] + task["suffix"]
        for constrained in (False, True):
            completion = completer.complete(text, len(task["prompt"]), timing.with_changes(type_constraint=constrained),
                                            document=f"timing:{task['id']}")
            if completion.tokens:
                # prepare_ms holds the prefix parse (from scratch: each timing document is new), which
                # the constraint costs before the first token; decode_ms the feeds per candidate.
                spent = completion.timings["prepare_ms"] + completion.timings["decode_ms"]
                per_token[constrained].append(spent / completion.tokens)
                prepare[constrained].append(completion.timings["prepare_ms"])
    off, on = statistics.mean(per_token[False]), statistics.mean(per_token[True])
    print(f"\nprefix parse + decode time per token, greedy, up to 64 tokens, {len(per_token[True])} tasks: "
          f"unconstrained {off:.1f} ms, constrained {on:.1f} ms -> constraint overhead {100 * (on - off) / off:+.1f}% "
          f"(prepare, with the prefix parse: {statistics.mean(prepare[False]):.1f} ms unconstrained, "
          f"{statistics.mean(prepare[True]):.1f} ms constrained, per request)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
