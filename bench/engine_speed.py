"""How fast is the engine (types on, or --no-types for the syntax layer alone), in what a user
feels and against TypeScript's own parser? Prints figures; asserts nothing.

    .venv/bin/python bench/engine_speed.py [--chars N] [--files DIR] [--no-types]

With types on (the default) the type layer runs too and the built-in lib load time is printed;
`--no-types` measures the syntax layer alone (part 1's figures).

Measures, on the TypeScript corpus (.cache/ts-corpus/files if present, else
tests/engine/corpus):
- per character fed one at a time (what typing and each sampled token cost): mean / p50 / p95 /
  p99 / max in ms per character (target: mean <= 0.05 ms, p99 <= 0.5 ms);
- a 300-line file from scratch, fed whole and fed char by char (target <= 0.5 s);
- extending a state by one token of 1-8 characters: p50 / p95 (target p95 <= 0.2 ms);
- the most readings alive at once;
- whole-file parse of every file: ms per character, and the ratio to the `typescript` package's
  scanner and parser on the same files (bench/ts_parse_speed.mjs: one Node process, warmed up,
  best of 5 rounds), the baseline a reader knows.
"""

import argparse
import json
import random
import re
import shutil
import statistics
import subprocess
import sys
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))

import ts_completion_engine as tce  # noqa: E402

TYPES = True


def INITIAL():
    return tce.initial_state(types=TYPES)


TOKEN = re.compile(r"[A-Za-z_$][\w$]*|\d[\w.]*|\s+|\S")


def corpus_files(folder):
    if folder:
        root = Path(folder)
    else:
        root = REPO / ".cache" / "ts-corpus" / "files"
        if not root.exists():
            root = REPO / "tests" / "engine" / "corpus"
    files = sorted(p for p in root.rglob("*.ts"))
    return root, files


def read(p):
    with open(p, encoding="utf-8", newline="") as f:
        return f.read()


def pct(values, q):
    values = sorted(values)
    return values[min(len(values) - 1, int(q * len(values)))]


def ms(x):
    return f"{x * 1e3:.4f} ms"


def per_char(texts, budget):
    times, fed, max_readings = [], 0, 1
    clock = time.perf_counter
    for text in texts:
        state = INITIAL()
        for c in text:
            t0 = clock()
            nxt = state.feed(c)
            times.append(clock() - t0)
            if nxt is None:
                print(f"  (a corpus prefix was rejected after {fed} chars: a soundness bug)")
                break
            state = nxt
            if state.readings > max_readings:
                max_readings = state.readings
            fed += 1
        if fed >= budget:
            break
    return times, max_readings


def typescript_baseline(files):
    """The `typescript` scanner's and parser's time on the same files (one Node process), or None."""
    node = shutil.which("node")
    script = REPO / "bench" / "ts_parse_speed.mjs"
    if node is None or not (REPO / "tools" / "ts-oracle" / "node_modules" / "typescript").exists():
        print("  (no TypeScript baseline: needs node and `bash scripts/setup-corpus.sh`)")
        return None
    proc = subprocess.run([node, str(script)], input=json.dumps([str(p) for p in files]),
                          capture_output=True, text=True, timeout=600)
    if proc.returncode != 0:
        print(f"  (the TypeScript baseline failed: {proc.stderr.strip()[-300:]})")
        return None
    return json.loads(proc.stdout)


def token_extension(texts, samples, rng):
    times = []
    clock = time.perf_counter
    for _ in range(samples):
        text = rng.choice(texts)
        toks = [m.group() for m in TOKEN.finditer(text)]
        if len(toks) < 3:
            continue
        k = rng.randrange(1, len(toks) - 1)
        prefix = "".join(toks[:k])
        state = INITIAL().feed(prefix)
        if state is None:
            continue
        # the real next token and a few others a model might propose
        candidates = [toks[k][:8]] + [t[:8] for t in rng.sample(toks, min(8, len(toks)))]
        for cand in candidates:
            t0 = clock()
            state.feed(cand)
            times.append(clock() - t0)
    return times


def three_hundred_lines(texts):
    """A 300-line valid prefix of the longest file (prefixes of valid files are valid)."""
    longest = max(texts, key=lambda t: t.count("\n"))
    lines = longest.splitlines(keepends=True)[:300]
    return "".join(lines), len(lines)


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--chars", type=int, default=150_000, help="characters to feed one at a time")
    ap.add_argument("--files", help="a folder of .ts files (default: the corpus)")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--no-types", action="store_true", help="the syntax layer alone")
    args = ap.parse_args()
    global TYPES
    TYPES = not args.no_types
    if TYPES:
        import os
        import resource
        from ts_completion_engine.types import lib_cache
        rss0 = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
        t0 = time.perf_counter()
        lib_cache.get_lib()
        t_cache = time.perf_counter() - t0
        t0 = time.perf_counter()
        lib_cache.build()
        t_build = time.perf_counter() - t0
        rss1 = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
        print(f"types on: built-in lib loaded in {t_cache:.3f} s (cache in {lib_cache.cache_dir()}), "
              f"read from the .d.ts files in {t_build:.2f} s; peak resident +{(rss1 - rss0) / 1024:.0f} MB "
              f"for both copies (pid {os.getpid()})")
    else:
        print("types off: the syntax layer alone")
    rng = random.Random(args.seed)
    root, files = corpus_files(args.files)
    texts = [read(p) for p in files]
    shuffled = texts[:]
    rng.shuffle(shuffled)
    print(f"corpus: {root} ({len(files)} files, {sum(map(len, texts))} chars)")

    times, max_readings = per_char(shuffled, args.chars)
    mean = statistics.fmean(times)
    print(f"per char, one at a time ({len(times)} chars), ms per character: mean {ms(mean)}  p50 {ms(pct(times, .5))}  "
          f"p95 {ms(pct(times, .95))}  p99 {ms(pct(times, .99))}  max {ms(max(times))}")

    text, n_lines = three_hundred_lines(texts)
    t0 = time.perf_counter()
    whole = INITIAL().feed(text)
    t_whole = time.perf_counter() - t0
    t0 = time.perf_counter()
    s = INITIAL()
    for c in text:
        s = s.feed(c)
    t_chars = time.perf_counter() - t0
    print(f"{n_lines}-line file ({len(text)} chars) from scratch: fed whole {t_whole:.3f} s, "
          f"char by char {t_chars:.3f} s (accepted: {whole is not None and s is not None})")

    ext = token_extension(texts, 400, rng)
    print(f"token extension (1-8 chars, {len(ext)} feeds): p50 {ms(pct(ext, .5))}  p95 {ms(pct(ext, .95))}  "
          f"max {ms(max(ext))}")

    tce.stats["max_readings"] = 1
    per_file, total_chars = [], 0
    t_all = time.perf_counter()
    rejected = 0
    for t in texts:
        t0 = time.perf_counter()
        if INITIAL().feed(t) is None:
            rejected += 1
        per_file.append(time.perf_counter() - t0)
        total_chars += len(t)
    t_all = time.perf_counter() - t_all
    engine_ms_per_char = t_all * 1e3 / total_chars
    print(f"plain per-file parse (fed whole, {len(texts)} files): mean {ms(statistics.fmean(per_file))}  "
          f"p50 {ms(pct(per_file, .5))}  p95 {ms(pct(per_file, .95))}  max {ms(max(per_file))}; "
          f"{engine_ms_per_char:.5f} ms/char; rejected {rejected}")
    baseline = typescript_baseline(files)
    if baseline is not None:
        scan, parse = baseline["scan_ms"] / baseline["chars"], baseline["parse_ms"] / baseline["chars"]
        print(f"typescript {baseline['version']} on the same {baseline['files']} files (Node, best of "
              f"{baseline['rounds']}): scanner {scan:.6f} ms/char, parser {parse:.6f} ms/char")
        print(f"  engine / typescript parser: {engine_ms_per_char / parse:.1f}x fed whole, "
              f"{mean * 1e3 / parse:.1f}x fed one character at a time; engine fed whole / scanner "
              f"{engine_ms_per_char / scan:.1f}x")
    print(f"max live readings: {max(max_readings, tce.stats['max_readings'])} (bound {tce.state.MAX_READINGS}); "
          f"gave up (too ambiguous) {tce.stats['gave_up']} times")


if __name__ == "__main__":
    main()
