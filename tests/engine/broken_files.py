"""Valid files broken by one seeded edit: the inputs of the earliest-rejection test.

An edit deletes a character or a token, inserts a stray token, or duplicates or swaps tokens;
`unchanged_prefix` says how much of the broken text is still the valid original.
"""

from __future__ import annotations

import random
import re
from dataclasses import dataclass
from pathlib import Path

from corpus_support import SEED, CorpusFile, handwritten_paths, read_exact, show_position

EDITS_PER_FILE = 12
PACKAGE_FILES = 120  # small package files (besides every handwritten file) to break
PACKAGE_FILE_MAX_CHARS = 3_000
# An error this far before the end cannot be repaired by anything typed after the end.
ERROR_MARGIN_CHARS = 40

# Rough TypeScript tokens: enough to pick edit points; the compiler decides what the edit broke.
TOKEN = re.compile(
    r"[A-Za-z_$][\w$]*|\d[\w.]*|\"(?:\\.|[^\"\\\n])*\"|'(?:\\.|[^'\\\n])*'"
    r"|>>>=|\.\.\.|===|!==|\*\*=|<<=|>>=|\?\?=|&&=|\|\|=|=>|==|!=|<=|>=|&&|\|\||\?\?|\?\.|\+\+|--|[-+*/%&|^]="
    r"|[{}()\[\];,.<>+\-*/%&|^!~?:=@#`]"
)
STRAY_TOKENS = [")", "}", "]", "=", ",", ".", "=>", ":", ";", "let", "class", "return", "(", "{", "?", "*", "@", "#"]

@dataclass(frozen=True)
class BrokenFile:
    source: str  # where the valid original comes from
    path: Path  # the original's file, so a variant of it resolves the same imports
    edit: str  # what was done, for the failure message
    original: str
    text: str

    @property
    def unchanged_prefix(self) -> int:
        """Length of the longest common prefix with the original: text[:k] is valid for k <= this."""
        n = 0
        for a, b in zip(self.original, self.text):
            if a != b:
                break
            n += 1
        return n


def break_file(source: str, path: Path, text: str, rng: random.Random, edits: int) -> list[BrokenFile]:
    tokens = [m.span() for m in TOKEN.finditer(text)]
    if len(tokens) < 3:
        return []
    broken = []
    for _ in range(edits):
        i = rng.randrange(len(tokens) - 1)
        (s, e), (s2, e2) = tokens[i], tokens[i + 1]
        kind = rng.choice(["delete char", "delete token", "insert", "duplicate", "swap"])
        if kind == "delete char":
            k = rng.randrange(s, e)
            new = text[:k] + text[k + 1 :]
        elif kind == "delete token":
            new = text[:s] + text[e:]
        elif kind == "insert":
            stray = rng.choice(STRAY_TOKENS)
            kind = f"insert {stray!r}"
            new = text[:s] + stray + " " + text[s:]
        elif kind == "duplicate":
            new = text[:e] + " " + text[s:e] + text[e:]
        else:
            new = text[:s] + text[s2:e2] + text[e:s2] + text[s:e] + text[e2:]
        where = show_position(text, s, 30, 15)
        broken.append(BrokenFile(source, path, f"{kind} at {where}", text, new))
    return broken


def edited_corpus(corpus_files: list[CorpusFile]) -> list[BrokenFile]:
    """Seeded edits of every handwritten file and of a sample of small type-clean package files."""
    sources = [(p.name, p, read_exact(p)) for p in handwritten_paths()]
    small = [
        f
        for f in corpus_files
        if f.package != "handwritten" and f.kind == "ts" and f.type_clean
        and f.path.stat().st_size <= PACKAGE_FILE_MAX_CHARS
    ]
    for f in random.Random(SEED).sample(small, min(PACKAGE_FILES, len(small))):
        sources.append((f.name, f.path, f.text()))
    edits = []
    for name, path, text in sources:
        edits += break_file(name, path, text, random.Random(f"{SEED}:{name}"), EDITS_PER_FILE)
    return edits


def errors_well_before_the_end(case: BrokenFile, errors: list[dict]) -> bool:
    starts = [e["start"] for e in errors if e["start"] is not None]
    return bool(starts) and min(starts) < len(case.text.rstrip()) - ERROR_MARGIN_CHARS
