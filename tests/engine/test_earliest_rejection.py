"""Earliest rejection: a file broken by one edit is rejected, and never before it had to be.

Seeded edits (delete a character or a token, insert a stray token, duplicate or swap tokens) are
made to valid corpus files; the real compiler's parser keeps the edits that are syntax errors
(TS1xxx) well before the end of the file, where no continuation can repair them. For each:
- the engine must not call it complete, and must reject it;
- `text[:reject_at - 1]` must still be completable: either it is a prefix of the original valid file
  (the edit starts at or after it), or a completion is FOUND (a small search guided by the engine,
  confirmed by the compiler's parser). A rejection inside the unedited prefix is a false rejection.
"""

from __future__ import annotations

import random
import re
from dataclasses import dataclass

import pytest
import ts_completion_engine as tce
from corpus_support import SEED, handwritten_paths, read_exact, show_position

EDITS_PER_FILE = 8
PACKAGE_FILES = 24  # small package files (besides every handwritten file) to break
PACKAGE_FILE_MAX_CHARS = 3_000
# A syntax error this far before the end cannot be repaired by anything typed after the end.
ERROR_MARGIN_CHARS = 40

# Rough TypeScript tokens: enough to pick edit points; the compiler decides what the edit broke.
TOKEN = re.compile(
    r"[A-Za-z_$][\w$]*|\d[\w.]*|\"(?:\\.|[^\"\\\n])*\"|'(?:\\.|[^'\\\n])*'"
    r"|>>>=|\.\.\.|===|!==|\*\*=|<<=|>>=|\?\?=|&&=|\|\|=|=>|==|!=|<=|>=|&&|\|\||\?\?|\?\.|\+\+|--|[-+*/%&|^]="
    r"|[{}()\[\];,.<>+\-*/%&|^!~?:=@#`]"
)
STRAY_TOKENS = [")", "}", "]", "=", ",", ".", "=>", ":", ";", "let", "class", "return", "(", "{", "?", "*", "@", "#"]

# Suffixes tried, in order, when looking for a completion of a prefix the engine accepts.
COMPLETION_PIECES = [
    ";", "\n", ")", "}", "]", "x", "0", '"', "'", "`", "*/", " ", "=>{}", ":x", "=0", "{}", ">", "(", ",",
    "x:", "=>", "?x:x", ".x", "()", "x;", "/", "as", " x", "<x>", "*/;", "\n}",
]
SEARCH_DEPTH = 6
SEARCH_BEAM = 40


@dataclass(frozen=True)
class BrokenFile:
    source: str  # where the valid original comes from
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


def break_file(source: str, text: str, rng: random.Random) -> list[BrokenFile]:
    tokens = [m.span() for m in TOKEN.finditer(text)]
    if len(tokens) < 3:
        return []
    edits = []
    for _ in range(EDITS_PER_FILE):
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
        edits.append(BrokenFile(source, f"{kind} at {show_position(text, s, 30, 15)}", text, new))
    return edits


def find_completions(text: str, wanted: int = 3) -> list[str]:
    """Suffixes after which the engine says `text + suffix` is a complete file (breadth-first)."""
    state = tce.initial_state().feed(text)
    if state is None:
        return []
    if state.is_complete:
        return [""]
    found, frontier = [], [("", state)]
    for _ in range(SEARCH_DEPTH):
        following = []
        for suffix, s in frontier:
            for piece in COMPLETION_PIECES:
                t = s.feed(piece)
                if t is None:
                    continue
                if t.is_complete:
                    found.append(suffix + piece)
                    if len(found) >= wanted:
                        return found
                following.append((suffix + piece, t))
        frontier = following[:SEARCH_BEAM]
    return found


def confirmed_completion(oracle, prefix: str, suffixes: list[str]) -> str | None:
    """The first suffix whose completed text the compiler's parser accepts."""
    errors = oracle.syntax_errors([prefix + s for s in suffixes])
    return next((s for s, e in zip(suffixes, errors) if not e), None)


@pytest.fixture(scope="module")
def broken_files(corpus_files, oracle) -> list[BrokenFile]:
    sources = [(p.name, read_exact(p)) for p in handwritten_paths()]
    small = [f for f in corpus_files if f.package != "handwritten" and f.kind == "ts" and f.type_clean and f.path.stat().st_size <= PACKAGE_FILE_MAX_CHARS]
    for f in random.Random(SEED).sample(small, min(PACKAGE_FILES, len(small))):
        sources.append((f.name, f.text()))
    candidates = []
    for name, text in sources:
        candidates += break_file(name, text, random.Random(f"{SEED}:{name}"))
    errors = oracle.syntax_errors([c.text for c in candidates])
    kept = [
        c
        for c, errs in zip(candidates, errors)
        if errs and min(e["start"] for e in errs) < len(c.text.rstrip()) - ERROR_MARGIN_CHARS
    ]
    assert len(kept) >= 100, f"only {len(kept)} of {len(candidates)} edits broke the syntax: widen the edits"
    return kept


@pytest.mark.slow
def test_syntax_errors_are_rejected_and_never_too_early(broken_files, oracle):
    too_early, unproven, accepted, not_rejected, exact = [], [], [], [], 0
    needs_search = []  # (case, prefix that must be completable)
    for case in broken_files:
        verdict = tce.check(case.text)
        if verdict.status == "complete":
            accepted.append(case)
        elif verdict.status != "rejected":
            not_rejected.append(case)
        elif verdict.reject_at <= case.unchanged_prefix:
            too_early.append((case, verdict.reject_at))
        elif verdict.reject_at == case.unchanged_prefix + 1:
            exact += 1  # rejected on the first edited character; text[:reject_at-1] is the original's prefix
        else:
            needs_search.append((case, verdict.reject_at))

    # An edit can be repairable after all (an inserted "`" or "/*" swallows the rest of the file):
    # when a completion of the whole broken text is found, not rejecting it was right.
    repairable = []
    for case in list(not_rejected):
        suffixes = find_completions(case.text)
        if suffixes and confirmed_completion(oracle, case.text, suffixes) is not None:
            not_rejected.remove(case)
            repairable.append(case)

    for case, reject_at in needs_search:
        prefix = case.text[: reject_at - 1]
        suffixes = find_completions(prefix)
        if not suffixes or confirmed_completion(oracle, prefix, suffixes) is None:
            unproven.append((case, reject_at, suffixes))

    total = len(broken_files) - len(repairable)
    rejected = total - len(accepted) - len(not_rejected)
    report = [
        f"{rejected}/{total} broken files rejected ({exact} on the first edited character, "
        f"{len(needs_search)} later); {len(not_rejected)} not rejected, {len(accepted)} called complete; "
        f"{len(repairable)} more were repairable by appending text",
    ]
    report += [f"CALLED COMPLETE {c.source}: {c.edit}" for c in accepted]
    report += [
        f"REJECTED TOO EARLY {c.source}: {c.edit}; rejected at {show_position(c.text, r)} inside the unedited prefix"
        for c, r in too_early
    ]
    report += [
        f"NO COMPLETION FOUND for text[:reject_at-1] {c.source}: {c.edit}; rejected at {show_position(c.text, r)}; "
        f"engine-complete suffixes the parser refused: {s!r}"
        for c, r, s in unproven
    ]
    report += [f"NOT REJECTED {c.source}: {c.edit}" for c in not_rejected]
    print("\n".join(report))
    assert not (accepted or too_early or unproven or not_rejected), "\n".join(report)
