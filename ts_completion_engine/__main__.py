"""python -m ts_completion_engine FILE... [--json] [--no-types]

One line per file: is the file complete, a completable prefix, or rejected (and where)?
Exit status 1 when any file is rejected, 2 when a file cannot be read.
"""

import argparse
import json
import sys
import time

from .state import check


def _line_col(text, offset):
    line = text.count("\n", 0, offset) + 1
    col = offset - (text.rfind("\n", 0, offset) + 1) + 1
    return line, col


def main(argv=None):
    ap = argparse.ArgumentParser(
        prog="python -m ts_completion_engine",
        description="Check whether TypeScript files (or prefixes of files) can still be completed "
                    "into a program that tsc --strict accepts (syntax, grammar and the types the engine "
                    "models).",
    )
    ap.add_argument("files", nargs="+", metavar="FILE")
    ap.add_argument("--json", action="store_true",
                    help='print {"file", "status", "reject_at", "chars", "seconds"} per line')
    ap.add_argument("--no-types", action="store_true", help="check syntax and grammar only")
    args = ap.parse_args(argv)
    worst = 0
    for path in args.files:
        try:
            with open(path, encoding="utf-8", newline="") as f:
                text = f.read()
        except (OSError, UnicodeDecodeError) as e:
            print(f"{path}: cannot read the file ({e}); pass a UTF-8 TypeScript file", file=sys.stderr)
            worst = 2
            continue
        t0 = time.perf_counter()
        verdict = check(text, declaration_file=path.endswith((".d.ts", ".d.mts", ".d.cts")), types=not args.no_types)
        seconds = time.perf_counter() - t0
        if verdict.status == "rejected":
            worst = max(worst, 1)
        if args.json:
            print(json.dumps({"file": path, "status": verdict.status, "reject_at": verdict.reject_at,
                              "chars": len(text), "seconds": round(seconds, 6)}))
        elif verdict.status == "rejected":
            line, col = _line_col(text, verdict.reject_at - 1)
            shown = text[max(0, verdict.reject_at - 30):verdict.reject_at].replace("\n", "\\n")
            print(f"{path}: rejected at {line}:{col} (offset {verdict.reject_at}): no valid TypeScript "
                  f"program continues after ...{shown!r} ({len(text)} chars, {seconds:.3f} s)")
        else:
            print(f"{path}: {verdict.status} ({len(text)} chars, {seconds:.3f} s)")
    return worst


if __name__ == "__main__":
    sys.exit(main())
