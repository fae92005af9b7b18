"""Soundness, the rule that must never break: no prefix of a valid TypeScript file is rejected.

A false rejection blanks a user's completion, so every prefix of every handwritten file is fed
one character at a time, and the real packages' sources (their .d.ts files read as declaration
files, which must be complete too) are fed in seeded token-sized chunks, with a few seeded prefixes
re-checked from scratch. "Valid" is decided by the real compiler when the corpus is built: only files
that are clean under `tsc --strict` (see tools/ts-oracle/oracle.mjs) are used, or whose only errors
come from importing a package the corpus lacks (the engine must treat unknown imports as `any`).
"""

from __future__ import annotations

import random
import re

import pytest
import ts_completion_engine as tce
from corpus_support import COVERAGE, SEED, CorpusFile, handwritten_paths, random_chunks, read_exact, show_position

# Characters of package sources fed per package: today every valid file of every package (the
# largest, zod, is 2.9M); feeding costs about 40 s for all six on 2 busy cores. The run's end
# prints what was reached ("soundness coverage"), so a cut here shows.
CHARS_PER_PACKAGE = 3_000_000
# check(text[:k]) re-reads the prefix from scratch, so it is sampled rather than run for every k.
CHECKED_PREFIXES_PER_FILE = 3
PACKAGES = ["zod", "rxjs", "immer", "@tanstack/query-core", "ts-results-es", "type-fest"]


def feed_until_rejected(pieces: list[str], declaration_file: bool = False) -> tuple[object | None, int]:
    """Feeds pieces into one state; returns the final state (None if rejected) and the chars fed."""
    state, fed = tce.initial_state(declaration_file=declaration_file), 0
    for piece in pieces:
        state = state.feed(piece)
        if state is None:
            return None, fed + len(piece)
        fed += len(piece)
    return state, fed


@pytest.mark.parametrize("path", handwritten_paths(), ids=lambda p: p.name)
def test_every_prefix_of_a_handwritten_file_is_accepted(path):
    text = read_exact(path)
    state = tce.initial_state()
    for k, ch in enumerate(text):
        state = state.feed(ch)
        assert state is not None, f"{path.name}: the valid prefix ending at {show_position(text, k + 1)} was rejected"
    assert state.is_complete, f"{path.name}: the whole file is valid TypeScript but is_complete is False"


@pytest.mark.parametrize("path", handwritten_paths(), ids=lambda p: p.name)
def test_check_never_rejects_a_prefix_of_a_handwritten_file(path):
    text = read_exact(path)
    rng = random.Random(f"{SEED}:{path.name}")
    for k in sorted({rng.randint(0, len(text)) for _ in range(10)}):
        verdict = tce.check(text[:k])
        assert verdict.status != "rejected", (
            f"{path.name}: check() rejected the valid prefix ending at {show_position(text, k)} "
            f"(reject_at={verdict.reject_at})"
        )
        assert verdict.reject_at is None
    assert tce.check(text).status == "complete", f"{path.name}: check() says the whole valid file is not complete"


def sample_package_files(files: list[CorpusFile], package: str) -> list[CorpusFile]:
    clean = [f for f in files if f.package == package and f.valid_but_for_imports]
    assert clean, f"the corpus has no tsc-clean files of {package}: rebuild it with scripts/setup-corpus.sh"
    random.Random(f"{SEED}:{package}").shuffle(clean)
    chosen, total = [], 0
    for f in clean:
        if total >= CHARS_PER_PACKAGE:
            break
        chosen.append(f)
        total += f.path.stat().st_size
    return chosen


@pytest.mark.slow
@pytest.mark.parametrize("package", PACKAGES)
def test_no_prefix_of_a_package_source_is_rejected(corpus_files, package):
    failures = []
    files = sample_package_files(corpus_files, package)
    for f in files:
        text, dts = f.text(), f.kind == "d.ts"
        rng = random.Random(f"{SEED}:{f.name}")
        state, fed = feed_until_rejected(random_chunks(text, rng), declaration_file=dts)
        if state is None:
            # Fed in chunks, so find the exact character char by char from the last good state.
            reject_at = tce.check(text[:fed], declaration_file=dts).reject_at
            where = show_position(text, reject_at) if reject_at else f"a chunk ending at {show_position(text, fed)}"
            failures.append(f"{f.name}: valid prefix rejected at {where}")
            continue
        # A .d.ts file is read as one (everything ambient), so it must be complete too.
        if not state.is_complete:
            failures.append(f"{f.name}: the whole valid {f.kind} file fed in chunks is not is_complete")
        for k in (rng.randint(0, len(text)) for _ in range(CHECKED_PREFIXES_PER_FILE)):
            verdict = tce.check(text[:k], declaration_file=dts)
            if verdict.status == "rejected":
                failures.append(f"{f.name}: check() rejected the valid prefix ending at {show_position(text, k)}")
    COVERAGE.append(package_coverage(corpus_files, package, files))
    assert not failures, f"{len(failures)} of {len(files)} {package} files:\n" + "\n".join(failures)


def package_coverage(corpus_files: list[CorpusFile], package: str, fed: list[CorpusFile]) -> str:
    """What the sample reached of the package's valid sources, by kind: files and characters."""
    valid = [f for f in corpus_files if f.package == package and f.valid_but_for_imports]
    parts = []
    for kind in ("ts", "d.ts"):
        of_kind = [f for f in valid if f.kind == kind]
        if not of_kind:
            continue
        chars = sum(f.path.stat().st_size for f in of_kind)
        fed_chars = sum(f.path.stat().st_size for f in fed if f.kind == kind)
        fed_files = sum(f.kind == kind for f in fed)
        parts.append(
            f"{kind}: {fed_files}/{len(of_kind)} files, {fed_chars:,}/{chars:,} chars ({100 * fed_chars / chars:.0f}%)"
        )
    return f"{package} (CPC_TEST_SEED={SEED}): every prefix fed and the whole file is_complete; " + "; ".join(parts)


# The same valid programs written differently: every line ending CRLF, indentation as tabs or none,
# and the compiler's own printer (other spacing, semicolons, parentheses), with and without comments.
VARIANTS = ["crlf", "tabs", "flush_left", "reprinted", "no_comments"]
CHARS_PER_VARIANT = 100_000


def make_variants(kind: str, texts: list[str], oracle) -> list[str]:
    if kind == "crlf":
        return [t.replace("\r\n", "\n").replace("\n", "\r\n") for t in texts]
    if kind == "tabs":
        return [re.sub(r"(?m)^((?:  )+)", lambda m: "\t" * (len(m.group(1)) // 2), t) for t in texts]
    if kind == "flush_left":
        return [re.sub(r"(?m)^[ \t]+", "", t) for t in texts]
    return oracle.reprint(texts, remove_comments=kind == "no_comments")


@pytest.mark.slow
@pytest.mark.parametrize("kind", VARIANTS)
def test_no_prefix_of_a_reformatted_source_is_rejected(corpus_files, oracle, kind):
    rng = random.Random(f"{SEED}:{kind}")
    clean = [f for f in corpus_files if f.type_clean and f.kind == "ts" and f.package != "handwritten"]
    rng.shuffle(clean)
    # Every handwritten file (they hold the rare syntax), then package files up to the budget.
    clean = [f for f in corpus_files if f.package == "handwritten"] + clean
    originals, total = [], 0
    for f in clean:
        if total >= CHARS_PER_VARIANT:
            break
        originals.append(f)
        total += f.path.stat().st_size
    variants = make_variants(kind, [f.text() for f in originals], oracle)
    # Reformatting keeps a program valid; the parser confirms it before the engine is asked.
    errors = oracle.syntax_errors(variants)
    cases = [(f, v) for f, v, e in zip(originals, variants, errors) if not e]
    assert len(cases) >= len(originals) * 0.9, f"only {len(cases)} of {len(originals)} {kind} variants parse"
    failures = []
    for f, text in cases:
        state, fed = feed_until_rejected(random_chunks(text, rng))
        if state is None:
            reject_at = tce.check(text[:fed]).reject_at
            where = show_position(text, reject_at) if reject_at else f"a chunk ending at {show_position(text, fed)}"
            failures.append(f"{f.name} ({kind}): valid prefix rejected at {where}")
        elif not state.is_complete:
            failures.append(f"{f.name} ({kind}): the whole valid file is not is_complete")
    assert not failures, f"{len(failures)} of {len(cases)} {kind} variants:\n" + "\n".join(failures)
