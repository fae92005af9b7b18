"""Red-team check: the oracle's verdict (tools/ts-oracle/check.mjs, the corpus's STRICT_OPTIONS; harmless and
unresolved-import-only diagnostics dropped) and the engine's first rejected prefix, fed one character at a time,
plus a few check() prefixes, for each file or snippet. A tsc-clean text the engine rejects is flagged FALSE REJECTION.

usage (from the repository root): .venv/bin/python scripts/redteam_check.py FILE...  |  ... -e 'TEXT' ['TEXT'...]
"""
import json, subprocess, sys, os, tempfile, time
sys.path.insert(0, os.getcwd())
import ts_completion_engine as tce
ORACLE = "tools/ts-oracle/check.mjs"
OK = {2578, 6133, 6138, 6192, 6196, 6198}
UNRES = {2307, 7006, 7031, 2578}

def tsc(items):
    req = {"texts": [{"name": n, "text": t} for n, t in items]}
    p = subprocess.run(["node", ORACLE, "program"], input=json.dumps(req), capture_output=True, text=True, timeout=600)
    res = json.loads(p.stdout)["results"]
    out = []
    for r in res:
        ds = [d for d in r["syntactic"] + r["semantic"] if d["code"] not in OK]
        codes = {d["code"] for d in ds}
        if codes and (codes <= UNRES) and 2307 in codes:
            ds = []
        out.append(ds)
    return out

def engine(text):
    st = tce.initial_state()
    for k, ch in enumerate(text):
        st = st.feed(ch)
        if st is None:
            return k + 1, False
    return None, st.is_complete

def show(text, k):
    line = text.count("\n", 0, k) + 1
    ls = text.rfind("\n", 0, k) + 1
    le = text.find("\n", k)
    le = len(text) if le < 0 else le
    return f"line {line} col {k-ls}: {text[ls:k]!r} <<< {text[k:le]!r}"

def main(argv):
    if argv and argv[0] == "-e":
        items = [(f"/tmp/rt_snip_{i}.ts", t) for i, t in enumerate(argv[1:])]
    else:
        items = [(os.path.abspath(f), open(f, encoding="utf-8", newline="").read()) for f in argv]
    diags = tsc(items)
    total = 0
    for (name, text), ds in zip(items, diags):
        t0 = time.time()
        rej, comp = engine(text)
        total += len(text)
        tag = "TSC-ERR" if ds else "tsc-ok"
        if rej is not None:
            ev = f"REJECT@{rej} {show(text, rej)}"
        else:
            ev = "complete" if comp else "NOT-COMPLETE"
        import random
        rng = random.Random(name)
        bad = [k for k in sorted({rng.randint(0, len(text)) for _ in range(8)}) if tce.check(text[:k]).status == "rejected"]
        whole = tce.check(text).status
        if (rej is None) and (bad or whole == "rejected"):
            ev += f" BUT check() rejects prefixes {bad} whole={whole}"
            rej = -1
        flag = "  <== FALSE REJECTION" if (not ds and (rej is not None or not comp)) else ""
        print(f"{os.path.basename(name)} [{tag}] engine: {ev} ({time.time()-t0:.1f}s){flag}")
        for d in ds[:6]:
            print(f"    TS{d['code']}@{d['start']}: {d['message'][:150]}")
    print(f"chars fed: {total}")

main(sys.argv[1:])
