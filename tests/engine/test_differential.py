"""Differential soundness: every rejection by the engine is backed by the real compiler.

Corpus files are changed in ways that often stay valid TypeScript: lines of another corpus file
spliced in, a token inserted, deleted, duplicated or swapped. Whenever the engine rejects such a
text, `tsc --strict` (run on the text in place, so relative imports resolve) must report an error
for it -- otherwise the engine rejected a valid program. This reaches syntax the corpus prefixes
never show (it found `'a\\u2028b'` and `f<T> as X`, both valid, once rejected).
"""

from __future__ import annotations

import random
import re

import pytest
import ts_completion_engine as tce
from corpus_support import REPO, SEED

SPLICES = 500
TOKEN_EDITS = 500
FILE_MAX_CHARS = 6_000
# diagnostics that do not make a program invalid for our purpose
HARMLESS = {2578, 6133, 6138, 6192, 6196, 6198}

TOKEN = re.compile(
    r"[A-Za-z_$][\w$]*|\d[\w.]*|\"(?:\\.|[^\"\\\n])*\"|'(?:\\.|[^'\\\n])*'"
    r"|>>>=|\.\.\.|===|!==|=>|==|!=|<=|>=|&&|\|\||\?\?|\?\.|\+\+|--|[{}()\[\];,.<>+\-*/%&|^!~?:=@#`]"
)
STRAY = [
    ")", "}", "]", "=", ",", ".", "=>", ":", ";", "let", "class", "return", "(", "{", "?", "*", "@", "<", ">",
    "!", "as", "async", "await", "yield", "get", "static", "readonly", "type", "new", "in", "of", "/", "+", "x",
    "1", "'s'", "\n", "void", "typeof", "keyof", "is", "<T>", "?.", "...", "|", "&", "declare", "abstract",
    "this", "super", "import", "export", "default", "function", "()", "[]", "{}",
]


def changed_texts(corpus_files) -> list[tuple[str, str]]:
    rng = random.Random(f"{SEED}:differential")
    files = [f for f in corpus_files if f.package != "handwritten" and f.path.stat().st_size <= FILE_MAX_CHARS]
    texts = {f.path: f.text() for f in files}
    paths = sorted(texts)
    out = []
    for _ in range(SPLICES):
        a = texts[rng.choice(paths)].splitlines(keepends=True)
        target = rng.choice(paths)
        b = texts[target].splitlines(keepends=True)
        if len(a) < 2 or len(b) < 2:
            continue
        i, j = rng.randrange(len(a)), rng.randrange(len(b))
        out.append((target, "".join(b[:j] + a[i:i + rng.randint(1, 8)] + b[j:])))
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
            new = text[:s] + rng.choice(STRAY) + " " + text[s:]
        elif kind == "duplicate":
            new = text[:e] + " " + text[s:e] + text[e:]
        else:
            new = text[:s] + text[s2:e2] + text[e:s2] + text[s:e] + text[e2:]
        out.append((path, new))
    return out


@pytest.mark.slow
def test_every_rejection_of_a_changed_corpus_file_is_backed_by_tsc(corpus_files, oracle):
    texts = changed_texts(corpus_files)
    rejected = [(path, text, v.reject_at) for path, text in texts if (v := tce.check(text)).status == "rejected"]
    assert len(rejected) > 100, "too few rejections to say anything: change the edits"
    codes = oracle.strict_error_codes([(path, text) for path, text, _ in rejected])
    false_rejections = [
        f"{path.relative_to(REPO)}: rejected at {k} ...{text[max(0, k - 80):k]!r} but tsc --strict accepts it"
        for (path, text, k), c in zip(rejected, codes)
        if not (c - HARMLESS)
    ]
    assert not false_rejections, "\n".join(false_rejections)
