"""The differential edit fuzz at a size CI cannot afford. Prints figures; asserts nothing.

    .venv/bin/python bench/edit_fuzz.py [--edits 5000] [--seed 1] [--max-chars 8000] [--show 5]

Random single edits (tests/engine/edit_fuzz.py: MUTATIONS) of tsc-clean corpus files, each whole
file judged by `tsc --strict` (tools/ts-oracle) and by `ts_completion_engine.check`. Prints false
rejections (must be none), unbacked rejections, missed errors by tsc code with examples, the
distance between the engine's rejection and tsc's first grammar error, and the time each side
took. Needs `bash scripts/setup-corpus.sh` first.
"""

import argparse
import json
import random
import shutil
import sys
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))
sys.path.insert(0, str(REPO / "tests"))  # seeding.py, which corpus_support imports
sys.path.insert(0, str(REPO / "tests" / "engine"))

from corpus_support import CORPUS, CorpusFile, Oracle  # noqa: E402
from edit_fuzz import fuzz_sources, judge, make_edits  # noqa: E402


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--edits", type=int, default=5000)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--max-chars", type=int, default=8000, help="largest corpus file to edit")
    ap.add_argument("--files", type=int, default=400, help="package files to sample")
    ap.add_argument("--show", type=int, default=5, help="examples to print per class and code")
    ap.add_argument("--types", action="store_true", help="judge the whole engine, type layer included")
    args = ap.parse_args()
    manifest = CORPUS / "manifest.json"
    if not manifest.exists():
        sys.exit(f"the corpus is missing ({manifest}): run `bash scripts/setup-corpus.sh` first")
    entries = json.loads(manifest.read_text())["files"]
    files = [CorpusFile(CORPUS / e["path"], e["package"], e["kind"], e["syntax_clean"], e["type_clean"],
                        tuple(e["error_codes"])) for e in entries]
    rng = random.Random(f"edit-fuzz:{args.seed}")
    sources = fuzz_sources(files, args.max_chars, args.files, rng)
    edits = make_edits(sources, args.edits, rng)
    t0 = time.perf_counter()
    report = judge(Oracle(shutil.which("node")), edits, types=args.types)
    print(f"{len(sources)} source files, seed {args.seed}, {time.perf_counter() - t0:.1f} s (tsc + engine"
          f"{', types on' if args.types else ', syntax layer'})")
    print(report.summary())
    for title, rows in (("FALSE REJECTIONS", report.false_rejections), ("UNBACKED REJECTIONS", report.unbacked)):
        if rows:
            print(f"\n{title}:")
            print("\n".join(rows[: args.show * 4]))
    for code, n in report.missed.most_common():
        print(f"\nmissed TS{code} ({n}):")
        print("\n".join(report.missed_examples[code][: args.show]))


if __name__ == "__main__":
    main()
