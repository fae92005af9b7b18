"""Does the engine reject the programs a model really writes when tsc rejects them, and never
those tsc accepts? Prints figures; asserts nothing.

    .venv/bin/python bench/model_outputs.py RUN.json [RUN.json ...]

Each RUN.json is what `bench/constrained_quality.py --save` writes: per mode, the completion of
each bench task. Each completed file (prompt + completion + suffix, the code before the tests) is
judged by tsc --strict and by the engine (`check`, types on and off). Reported per tsc verdict:
how many files, and how many the engine rejects. The goal: every tsc-clean file accepted, at
least half of the files with type errors only rejected.
"""

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

import ts_completion_engine as tce  # noqa: E402
from corpus_support import Oracle  # noqa: E402

CHECKER = ROOT / "tools" / "ts-oracle" / "run_tasks.mjs"


def main(paths):
    listed = subprocess.run(["node", str(CHECKER), "list"], capture_output=True, text=True, check=True)
    tasks = {t["id"]: t for t in json.loads(listed.stdout)}
    files = []
    for path in paths:
        runs = json.loads(Path(path).read_text())
        for mode, completions in runs.items():
            for task_id, ghost in completions.items():
                t = tasks[task_id]
                files.append((f"{Path(path).stem}:{mode}:{task_id}", t["prompt"] + ghost + t["suffix"]))
    unique = list(dict((text, name) for name, text in files).items())  # the same program once
    oracle = Oracle(shutil.which("node"))
    codes = oracle.strict_error_codes([(Path(f"/tmp/cpc-model-outputs/f{i}.ts"), text)
                                       for i, (text, _name) in enumerate(unique)])
    table = collections.defaultdict(lambda: [0, 0, 0])  # files, rejected with types, rejected syntax-only
    examples = collections.defaultdict(list)
    for (text, name), c in zip(unique, codes):
        kind = "tsc-clean" if not c else "syntax error" if any(x < 2000 for x in c) else "type errors only"
        typed = tce.check(text).status == "rejected"
        plain = tce.check(text, types=False).status == "rejected"
        row = table[kind]
        row[0] += 1
        row[1] += typed
        row[2] += plain
        if (kind == "tsc-clean" and typed) or (kind == "type errors only" and not typed):
            examples[kind].append((name, sorted(c)))
    print(f"{len(files)} completed files from {len(paths)} run(s), {len(unique)} distinct programs")
    for kind in ("tsc-clean", "type errors only", "syntax error"):
        n, typed, plain = table[kind]
        if n:
            print(f"  {kind:<17} {n:4d}: engine rejects {typed:4d} ({typed / n:.0%}); syntax layer alone {plain} ({plain / n:.0%})")
    for name, c in examples["tsc-clean"]:
        print(f"  FALSE REJECTION: {name}")
    for name, c in examples["type errors only"][:15]:
        print(f"  not rejected: {name}: tsc {c}")


if __name__ == "__main__":
    if len(sys.argv) < 2:
        sys.exit(__doc__)
    main(sys.argv[1:])
