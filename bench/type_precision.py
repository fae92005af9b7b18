"""Where does the type layer reject a planted type error? Prints figures; asserts nothing.

    .venv/bin/python bench/type_precision.py [--files N] [--per-kind K] [--seed S]

Plants one type error of a modelled kind (a misspelt member, a wrong initialiser, a wrong
return value, a `const` reassigned, `.length()` called, a body's last `return` removed) in tsc-clean files (the handwritten
corpus, the bench tasks, rxjs), keeps the mutants tsc rejects for a type error only, and sorts
the engine's verdicts (see tests/engine/type_mutations.py): exact / unproven (later, or no
witness found) / missed / premature (a false rejection: must be 0). Every witness is a whole
file tsc accepts.
"""

import argparse
import collections
import random
import re
import shutil
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tests"))  # seeding.py, which corpus_support imports
sys.path.insert(0, str(ROOT / "tests" / "engine"))

from corpus_support import CORPUS, HANDWRITTEN, Oracle  # noqa: E402
from type_mutations import completions, engine_point, mutants  # noqa: E402


def sources(limit, rng):
    import json
    files = [(p, p.read_text()) for p in sorted(HANDWRITTEN.glob("*.ts"))]
    files += [(p, p.read_text().split("//// tests")[0]) for p in sorted((ROOT / "bench" / "tasks").glob("*.ts"))]
    manifest = CORPUS / "manifest.json"
    if manifest.exists():
        for e in json.loads(manifest.read_text())["files"]:
            if e["package"] == "rxjs" and e["type_clean"] and e["kind"] == "ts":
                p = CORPUS / e["path"]
                files.append((p, p.read_text()))
    rng.shuffle(files)
    return files[:limit]


_BATCH = 300  # texts per tsc program: thousands of witnesses in one exhaust Node's heap


def _in_batches(oracle, texts):
    """``oracle.strict_error_codes`` over ``texts``, a program per batch (each text stands alone
    beside the files it imports)."""
    out = []
    for i in range(0, len(texts), _BATCH):
        out += oracle.strict_error_codes(texts[i:i + _BATCH])
    return out


def classify(oracle, items):
    """items: (path, mutant). Returns (verdicts, skipped) with verdict per kept mutant."""
    def place(path, i):
        return path.with_name(f"{path.stem}.__mutant{i}.ts")

    codes = _in_batches(oracle, [(place(p, i), m.text) for i, (p, m) in enumerate(items)])
    kept = [(p, m) for (p, m), c in zip(items, codes) if c and all(x >= 2000 for x in c)]
    points = [engine_point(m.text) for _p, m in kept]
    # witnesses: completions of text[:k] (premature?) and of text[:k-1] (exact?)
    probes = []
    for j, ((p, m), k) in enumerate(zip(kept, points)):
        if k is None or k <= m.start:
            continue
        for c in completions(m, k):
            probes.append((j, "early", p, c))
        for c in completions(m, k - 1):
            probes.append((j, "witness", p, c))
    results = _in_batches(oracle, [(place(p, 10_000 + i), c) for i, (_j, _w, p, c) in enumerate(probes)])
    found = collections.defaultdict(set)
    for (j, what, _p, _c), c in zip(probes, results):
        if not c:
            found[j].add(what)
    verdicts = []
    for j, ((p, m), k) in enumerate(zip(kept, points)):
        if k is None:
            v = "missed"
        elif k <= m.start or "early" in found[j]:
            v = "premature"
        elif "witness" in found[j]:
            v = "exact"
        else:
            v = "unproven"
        verdicts.append((m, k, v, p))
    return verdicts, len(items) - len(kept)


IMPORT = re.compile(r"^\s*import\b|\brequire\(", re.M)


def _total_row(label, total):
    n = sum(total.values())
    rejected = n - total["missed"]
    print(f"  {label:<12} {n:4d}: exact {total['exact']} ({total['exact'] / max(n, 1):.0%} of all, "
          f"{total['exact'] / max(rejected, 1):.0%} of those rejected)  unproven {total['unproven']}  "
          f"missed {total['missed']}  premature {total['premature']}")


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--files", type=int, default=400)
    ap.add_argument("--per-kind", type=int, default=2)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--show", type=int, default=3, help="examples shown per verdict other than exact")
    args = ap.parse_args()
    rng = random.Random(args.seed)
    oracle = Oracle(shutil.which("node"))
    items = [(p, m) for p, text in sources(args.files, rng) for m in mutants(text, rng, args.per_kind)]
    verdicts, skipped = classify(oracle, items)
    print(f"{len(items)} mutants planted, {skipped} dropped (tsc accepts them or reports a syntax error), "
          f"{len(verdicts)} judged")
    table = collections.defaultdict(collections.Counter)
    for m, _k, v, _p in verdicts:
        table[m.kind][v] += 1
    total = collections.Counter()
    for kind in sorted(table):
        row = table[kind]
        total.update(row)
        n = sum(row.values())
        print(f"  {kind:<12} {n:4d}: exact {row['exact']:4d} ({row['exact'] / n:.0%})  unproven {row['unproven']:3d}  "
              f"missed {row['missed']:3d}  premature {row['premature']}")
    _total_row("all", total)
    # Imported names are `any` by contract: the files that import nothing show what is modelled.
    alone = collections.Counter(v for m, _k, v, _p in verdicts if not IMPORT.search(m.original))
    _total_row("no imports", alone)
    for verdict in ("premature", "unproven", "missed"):
        shown = [x for x in verdicts if x[2] == verdict][: args.show]
        for m, k, _v, p in shown:
            at = k if k is not None else m.start
            where = p.name + (" (imports)" if IMPORT.search(m.original) else "")
            print(f"  {verdict}: {m.kind} in {where}: ...{m.text[max(0, m.start - 50):at + 15]!r} (k={k}, m={m.start})")


if __name__ == "__main__":
    main()
