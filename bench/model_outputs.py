"""Does the engine reject the programs a model really writes when tsc rejects them, and never
those tsc accepts? Prints figures; asserts nothing (tests/engine/test_model_outputs.py asserts
the same on the data sets kept in tests/engine/model_outputs/).

    .venv/bin/python bench/model_outputs.py RUN.json [RUN.json ...]      # runs of constrained_quality.py --save
    .venv/bin/python bench/model_outputs.py --dataset tests/engine/model_outputs/smollm2_bench_tasks.json
    .venv/bin/python bench/model_outputs.py RUN.json ... --collect OUT.json  # keep them as a data set

Each completed file (prompt + completion + suffix, the code before the tests) is judged by tsc
--strict and by the engine (`check`, types on and off). Reported per tsc verdict: how many files,
and how many the engine rejects. The goal: every tsc-clean file accepted, at least half of the
files with type errors only rejected.
"""

import argparse
import collections
import json
import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tests"))  # seeding.py, which corpus_support imports
sys.path.insert(0, str(ROOT / "tests" / "engine"))

import model_code as M  # noqa: E402
from corpus_support import Oracle  # noqa: E402

CHECKER = ROOT / "tools" / "ts-oracle" / "run_tasks.mjs"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("runs", nargs="*", type=Path, help="RUN.json files written by constrained_quality.py --save")
    parser.add_argument("--dataset", type=Path, action="append", default=[], help="a kept data set (model_code.py)")
    parser.add_argument("--collect", type=Path, help="write the distinct programs of the runs as a data set")
    args = parser.parse_args()
    programs = []
    if args.runs:
        listed = subprocess.run(["node", str(CHECKER), "list"], capture_output=True, text=True, check=True)
        programs += M.programs_from_runs(args.runs, {t["id"]: t for t in json.loads(listed.stdout)})
    for path in args.dataset:
        programs += M.load(path)
    if not programs:
        parser.error("give RUN.json files or --dataset")
    if args.collect:
        M.save(programs, args.collect)
        print(f"wrote {len(programs)} programs to {args.collect}")
    table = M.judge(programs, Oracle(shutil.which("node")))
    print(f"{len(programs)} distinct programs")
    for line in M.summary(table):
        print("  " + line)
    for row in table.rejected(M.CLEAN):
        print(f"  FALSE REJECTION: {row.program.name} at {row.verdict.reject_at}")
    misses = collections.Counter()
    for row in table.of(M.TYPE_ONLY):
        if row.verdict.status != "rejected":
            misses.update(row.codes)
    if misses:
        print("  tsc codes of the type-error programs not rejected: "
              + ", ".join(f"TS{c} x{n}" for c, n in misses.most_common()))
    for row in [r for r in table.of(M.TYPE_ONLY) if r.verdict.status != "rejected"][:15]:
        print(f"  not rejected: {row.program.name}: tsc {list(row.codes)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
