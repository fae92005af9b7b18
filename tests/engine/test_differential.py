"""Differential soundness: every rejection by the engine is backed by the real compiler, at its point.

tsc-clean corpus files are changed in ways that often stay valid TypeScript: lines of another
tsc-clean file spliced in, a token inserted, deleted, duplicated or swapped. Whenever the engine
rejects such a text at k (text[:k] is the shortest prefix it calls hopeless), the compiler must back
that exact claim, not merely find some error somewhere in the file:
- text[:k] is not a prefix of the clean original (that would be a valid prefix rejected);
- no completion of text[:k] that `tsc --strict` accepts is found (completion_search.py's probes:
  text[:k], a small piece, then the original's rest from a nearby token);
- tsc reports an error that starts at or before k in a completion of text[:k]: the changed text
  itself, or one of those probes. An error only after k says nothing about text[:k].
This reaches syntax the corpus prefixes never show (it found `'a\\u2028b'` and `f<T> as X`, both
valid, once rejected).
"""

from __future__ import annotations

from dataclasses import dataclass, field

import pytest
import ts_completion_engine as tce
from broken_files import TOKEN, BrokenFile
from completion_search import probe_diagnostics
from corpus_support import HARMLESS_DIAGNOSTICS, SEED, SUPPRESSES_ERRORS, show_position

SPLICES = 500
TOKEN_EDITS = 500
FILE_MAX_CHARS = 6_000
HARMLESS = HARMLESS_DIAGNOSTICS

STRAY = [
    ")", "}", "]", "=", ",", ".", "=>", ":", ";", "let", "class", "return", "(", "{", "?", "*", "@", "<", ">",
    "!", "as", "async", "await", "yield", "get", "static", "readonly", "type", "new", "in", "of", "/", "+", "x",
    "1", "'s'", "\n", "void", "typeof", "keyof", "is", "<T>", "?.", "...", "|", "&", "declare", "abstract",
    "this", "super", "import", "export", "default", "function", "()", "[]", "{}",
]


def clean_sources(corpus_files) -> list:
    """Package .ts files that `tsc --strict` accepts as they are (imports resolve in place), and
    without a `@ts-ignore` (under which tsc's silence would back nothing)."""
    return [
        f for f in corpus_files
        if f.package != "handwritten" and f.kind == "ts" and f.type_clean and f.path.stat().st_size <= FILE_MAX_CHARS
        and not SUPPRESSES_ERRORS.search(f.text())
    ]


def changed_texts(corpus_files) -> list[BrokenFile]:
    import random

    rng = random.Random(f"{SEED}:differential")
    files = {f.path: f for f in clean_sources(corpus_files)}
    texts = {path: f.text() for path, f in files.items()}
    paths = sorted(texts)
    out = []
    for _ in range(SPLICES):
        donor = rng.choice(paths)
        a = texts[donor].splitlines(keepends=True)
        target = rng.choice(paths)
        b = texts[target].splitlines(keepends=True)
        if len(a) < 2 or len(b) < 2:
            continue
        i, j, n = rng.randrange(len(a)), rng.randrange(len(b)), rng.randint(1, 8)
        text = "".join(b[:j] + a[i : i + n] + b[j:])
        edit = f"splice of {files[donor].name} lines {i + 1}..{i + n} before line {j + 1}"
        out.append(BrokenFile(files[target].name, target, edit, texts[target], text))
    for _ in range(TOKEN_EDITS):
        path = rng.choice(paths)
        text = texts[path]
        toks = [m.span() for m in TOKEN.finditer(text)]
        if len(toks) < 3:
            continue
        k = rng.randrange(len(toks) - 1)
        (s, e), (s2, e2) = toks[k], toks[k + 1]
        kind = rng.choice(["delete", "insert", "insert", "duplicate", "swap"])
        if kind == "delete":
            new = text[:s] + text[e:]
        elif kind == "insert":
            stray = rng.choice(STRAY)
            kind = f"insert {stray!r}"
            new = text[:s] + stray + " " + text[s:]
        elif kind == "duplicate":
            new = text[:e] + " " + text[s:e] + text[e:]
        else:
            new = text[:s] + text[s2:e2] + text[e:s2] + text[s:e] + text[e2:]
        out.append(BrokenFile(files[path].name, path, f"{kind} at {show_position(text, s, 30, 15)}", text, new))
    return out


@dataclass
class Judged:
    changed: int
    rejected: int = 0
    backed_by_the_text: int = 0  # the changed text itself has an error at or before k
    backed_by_a_probe: int = 0  # only a probe completion of text[:k] does
    prefix_of_original: list = field(default_factory=list)  # (case, k): a valid prefix rejected
    completable: list = field(default_factory=list)  # (case, k, completion tsc accepts)
    unbacked: list = field(default_factory=list)  # (case, k, first error start or None)

    def summary(self) -> str:
        return (
            f"{self.changed} changed tsc-clean files (CPC_TEST_SEED={SEED}), {self.rejected} rejected: "
            f"{self.backed_by_the_text} backed by a tsc error at or before reject_at in the changed text, "
            f"{self.backed_by_a_probe} only in a probe completion of text[:reject_at]; "
            f"{len(self.prefix_of_original)} rejected a prefix of the clean original, "
            f"{len(self.completable)} had a completion tsc accepts, {len(self.unbacked)} unbacked"
        )


def earliest_error(diagnostics: list[dict]) -> int | None:
    starts = [d["start"] for d in diagnostics if d["code"] not in HARMLESS and d["start"] is not None]
    return min(starts) if starts else None


@pytest.fixture(scope="module")
def judged(corpus_files, oracle) -> Judged:
    cases = changed_texts(corpus_files)
    result = Judged(changed=len(cases))
    rejections = []
    for case in cases:
        verdict = tce.check(case.text)
        if verdict.status != "rejected":
            continue
        result.rejected += 1
        if verdict.reject_at <= case.unchanged_prefix:
            result.prefix_of_original.append((case, verdict.reject_at))
        else:
            rejections.append((case, verdict.reject_at))
    # The changed text in place (so relative imports resolve); every rejection probed for a witness.
    # Beside the original under a name of its own (an original may be changed more than once).
    diagnostics = oracle.strict_diagnostics(
        [(case.path.with_name(f"__changed{i}__{case.path.name}"), case.text) for i, (case, _) in enumerate(rejections)]
    )
    probes = probe_diagnostics(oracle, rejections)
    for (case, k), own, probed in zip(rejections, diagnostics, probes):
        clean = [text for text, diags in probed if earliest_error(diags) is None]
        first = earliest_error(own)
        if clean:
            result.completable.append((case, k, clean[0]))
        elif first is not None and first <= k:
            result.backed_by_the_text += 1
        elif any((e := earliest_error(diags)) is not None and e <= k for _, diags in probed):
            result.backed_by_a_probe += 1
        else:
            result.unbacked.append((case, k, first))
    print(result.summary())
    return result


@pytest.mark.slow
def test_enough_rejections_to_say_something(judged):
    assert judged.rejected > 100, judged.summary() + "\ntoo few rejections to say anything: change the edits"


@pytest.mark.slow
def test_no_rejection_of_a_prefix_of_a_tsc_clean_file(judged):
    lines = [f"{c.source}: {c.edit}; rejected at {show_position(c.text, k)}" for c, k in judged.prefix_of_original]
    assert not lines, judged.summary() + "\nvalid prefixes rejected:\n" + "\n".join(lines)


@pytest.mark.slow
def test_no_rejected_prefix_has_a_completion_tsc_accepts(judged):
    lines = [
        f"{c.source}: {c.edit}; rejected at {show_position(c.text, k)}, but tsc --strict accepts "
        f"...{completion[max(0, k - 40) : k + 60]!r}"
        for c, k, completion in judged.completable
    ]
    assert not lines, judged.summary() + "\nfalse rejections:\n" + "\n".join(lines)


@pytest.mark.slow
def test_every_rejection_is_backed_by_a_tsc_error_at_or_before_its_point(judged):
    lines = [
        f"{c.source}: {c.edit}; rejected at {show_position(c.text, k)}; tsc's first error "
        + (f"is at {show_position(c.text, first)}" if first is not None else "is nowhere (tsc accepts the text)")
        for c, k, first in judged.unbacked
    ]
    assert not lines, judged.summary() + "\nrejections no tsc error backs:\n" + "\n".join(lines)
