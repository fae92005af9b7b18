"""Finding a valid completion of a prefix, to prove where an engine's rejection may fall.

A rejection at k is exact when text[:k-1] can still be completed (shown here by FINDING a
completion the engine calls complete and the compiler confirms) and text[:k] cannot. Two searches,
both pruned by the engine: a breadth-first search over small pieces (with greedy closing), and local
repairs followed by the rest of the valid original. A third looks past a rejection, unguided, for a
completion that would prove it premature; `tsc --strict` decides those.
"""

from __future__ import annotations

import inspect
import random
import re

import ts_completion_engine as tce
from broken_files import TOKEN, BrokenFile
from corpus_support import HARMLESS_DIAGNOSTICS, SEED, SUPPRESSES_ERRORS, UNRESOLVED_IMPORT_ERRORS

# Pieces the completion search appends; the engine prunes every piece it rejects.
COMPLETION_PIECES = [
    ";", "\n", ")", "}", "]", "x", "0", '"', "'", "`", "*/", "=>{}", ":x", "=0", "{}", ">", "(", ",",
    "x:", "=>", "?x:x", ".x", "()", "x;", "/", "<x>", ' from "x";', "x(){}", "x{}", ":x}", "x=0", "}`", " class{}",
    "**/",  # closes a comment just opened by a trailing "/" ("class /", "from /")
    "}={}",  # `{ a = 1 }` must become a destructuring target (TS1312)
    " class x{}",  # a class declaration needs its name (`abstract class {}` is TS1211)
    "u0078",  # finishes an identifier's escape begun by a trailing backslash (`n$\` + `u0078` is `n$x`)
]
# Pieces tried before resuming the rest of the original file (see resume_completions).
RESUME_PIECES = [
    "", ";", "\n", "x", "0", ")", "}", "]", "x;", "x)", "x]", "x}", ":x", ":x}", "x:", "x:x", "=x", '"', "'", "*/",
    "x(){}", "()=>x", ">()=>x>", "{}", "while(x);", " class{}", "**/",
    "..x",  # finishes a spread or rest parameter begun by a trailing "." ("f(.")
    "x in ",  # a trailing "#" is a private name, which must be the left operand of `in` (TS1451)
    "|any=>",  # a return type goes on across a line break with `|`, and `=>` then follows on its line
    "x class{}",  # finishes a decorator's name begun by a keyword (`@ typeof` + `x class{}`)
    "x}={}",  # `f({ a = ` : the object must become a destructuring target (TS1312)
    "u0078",  # an identifier's escape begun by a trailing backslash
    "[number]][]",  # `readonly T[[]`: an empty tuple as the index, `[][number]` is never, `T[never][]` an array
]
KEYWORDS = """abstract accessor any as assert asserts async await bigint boolean break case catch class const
constructor continue debugger declare default delete do else enum export extends false finally for from function
get global if implements import in infer instanceof interface is keyof let module namespace never new null number
object of out override package private protected public readonly require return satisfies set static string super
switch symbol this throw true try type typeof undefined unique unknown using var void while with yield""".split()
KEYWORD_PIECES = [k + " " for k in KEYWORDS]
# Looking for a completion of the rejected text itself: pieces, then the original from a nearby token.
PROBE_PIECES = ["", "x", ";", ")", "\n"]
PROBE_POINTS = 8
SEARCH_DEPTH = 6
GREEDY_CLOSER_ORDERS = [
    [")", "]", "}", "`", "*/", '"', "'", ";", "\n"],
    [")", "]", "}", ";", "*/", "\n", "`", '"', "'"],
]
GREEDY_STEPS = 24
GREEDY_DEPTH = 2  # levels of the search from which greedy closing is tried
SEARCH_BEAM = 100
RESUME_POINTS = 48


def keyword_endings(prefix: str) -> list[str]:
    """If the prefix ends in the start of a keyword ("export f"), the pieces that finish it."""
    word = re.search(r"[A-Za-z]+$", prefix)
    if word is None:
        return []
    w = word.group()
    return [k[len(w) :] + " " for k in KEYWORDS if k.startswith(w) and k != w]


def greedy_close(state) -> str | None:
    """Closes whatever is open by appending the first closer the engine accepts, until complete.

    Two orders: inside a string the quote must win over ";", outside it ";" must win over a quote
    (which would open a new string and swallow every closer after it)."""
    for closers in GREEDY_CLOSER_ORDERS:
        suffix, s = "", state
        for _ in range(GREEDY_STEPS):
            step = next(((piece, t) for piece in closers if (t := s.feed(piece)) is not None), None)
            if step is None:
                break
            suffix, s = suffix + step[0], step[1]
            if s.is_complete:
                return suffix
    return None


def search_completions(prefix: str, rng: random.Random, thorough: bool = False) -> list[str]:
    """Suffixes after which the engine says `prefix + suffix` is a complete file (breadth-first).

    `thorough` (~10x the cost): keywords on two levels instead of one, the first levels' nodes
    also closed greedily, and more suffixes collected in case the compiler refuses some."""
    wanted, keyword_levels = (4, 2) if thorough else (2, 1)
    state = tce.initial_state(types=False).feed(prefix)
    if state is None:
        return []
    if state.is_complete:
        return [""]
    found, frontier = [], [("", state)]
    for depth in range(SEARCH_DEPTH):
        following, after_keyword = [], []
        pieces = COMPLETION_PIECES + (keyword_endings(prefix) if depth == 0 else [])
        pieces += KEYWORD_PIECES if depth < keyword_levels else []
        for suffix, s in frontier:
            for piece in pieces:
                t = s.feed(piece)
                if t is None:
                    continue
                # Greedy closing from a keyword is rarely the way out, and keywords are most nodes.
                close = thorough and depth < GREEDY_DEPTH and piece not in KEYWORD_PIECES
                closing = "" if t.is_complete else (greedy_close(t) if close else None)
                if closing is not None:
                    found.append(suffix + piece + closing)
                    if len(found) >= wanted:
                        return found
                (after_keyword if piece in KEYWORD_PIECES else following).append((suffix + piece, t))
        # Seeded samples rather than the first few keep the beam from filling with ";;;;"; keywords
        # (often just more identifier characters) get a third of it so they cannot crowd out the rest.
        keep = sample(rng, following, SEARCH_BEAM * 2 // 3)
        frontier = keep + sample(rng, after_keyword, SEARCH_BEAM - len(keep))
    return found


def sample(rng: random.Random, items: list, n: int) -> list:
    return items if len(items) <= n else rng.sample(items, n)


def resume_completions(prefix: str, case: BrokenFile, wanted: int = 3) -> list[str]:
    """Suffixes `piece + original[j:]`: repair the edit locally, then resume the valid original."""
    state = tce.initial_state(types=False).feed(prefix)
    if state is None:
        return []
    o, start = case.original, case.unchanged_prefix
    # Where the original may resume: token and line starts from the edit on.
    points = [m.start() for m in TOKEN.finditer(o, start)][: RESUME_POINTS * 3 // 4]
    points += [i + 1 for i in range(start, len(o)) if o[i] == "\n"][: RESUME_POINTS // 4]
    found = []
    finish_word = [k + p for k in keyword_endings(prefix) for p in ("", "x", "x)", "x;", "x(){}", "x{}")]
    for piece in RESUME_PIECES + finish_word + KEYWORD_PIECES:
        s = state.feed(piece)
        if s is None:
            continue
        for j in sorted(set(points)):
            t = s.feed(o[j:])
            if t is not None and t.is_complete:
                found.append(piece + o[j:])
                if len(found) >= wanted:
                    return found
    return found


def completions_after_rejection(case: BrokenFile, reject_at: int) -> list[str]:
    """Texts `text[:reject_at] + piece + original[j:]` that would prove the rejection premature.

    The engine gives no guidance past its rejection, so only the compiler judges these."""
    o, cut = case.original, case.text[:reject_at]
    aligned = reject_at + len(o) - len(case.text)  # where the original resumes after the edit
    start = max(case.unchanged_prefix, aligned - 20)
    points = [m.start() for m in TOKEN.finditer(o, start)][:PROBE_POINTS]
    return [cut + piece + o[j:] for piece in PROBE_PIECES for j in points]


def probe_diagnostics(oracle, rejections: list[tuple[BrokenFile, int]]) -> list[list[tuple[str, list[dict]]]]:
    """For each (case, reject_at): the probe completions of text[:reject_at] that were judged, each
    with the compiler's diagnostics. The parser screens them all (those it refuses come back with
    its errors); the first two it accepts go to the full `tsc --strict` check, since the engine may
    rightly reject what parses but can never type-check (a type named `return`). A probe under a
    `@ts-ignore` is not judged: the checker's silence there proves nothing."""
    groups = [completions_after_rejection(c, r) for c, r in rejections]
    errors = oracle.syntax_errors([t for texts in groups for t in texts])
    judged, screened, at = [], [], 0
    for (case, _), texts in zip(rejections, groups):
        group_errors = errors[at : at + len(texts)]
        at += len(texts)
        judged.append([(t, e) for t, e in zip(texts, group_errors) if e])
        parsed = [t for t, e in zip(texts, group_errors) if not e and not SUPPRESSES_ERRORS.search(t)]
        # Next to the original, so its relative imports resolve; only in memory.
        name = f"__probe{len(screened)}_{{}}__{case.path.name}"
        screened.append([(case.path.with_name(name.format(i)), t) for i, t in enumerate(parsed[:2])])
    diagnostics = oracle.strict_diagnostics([item for items in screened for item in items])
    at = 0
    for probed, items in zip(judged, screened):
        probed += [(t, d) for (_, t), d in zip(items, diagnostics[at : at + len(items)])]
        at += len(items)
    return judged


def prove_premature(oracle, rejections: list[tuple[BrokenFile, int]]) -> list[bool]:
    """For each (case, reject_at): is text[:reject_at] shown completable by a probe completion that
    `tsc --strict` accepts (but for imports of packages the corpus lacks)?"""
    return [
        any({d["code"] for d in diags} <= UNRESOLVED_IMPORT_ERRORS for _, diags in probed)
        for probed in probe_diagnostics(oracle, rejections)
    ]


# A witness must be free of the errors the engine's verdicts claim to foresee. An engine of syntax
# and grammar only foresees the parser's errors and the checker's grammar errors (TS1xxx), but for
# the TS1xxx the checker derives from types. Once the engine rejects on types too (its `check`
# takes a `types` switch, or it sets REJECTS_ON_TYPES), every error counts but those of imports
# the corpus lacks and harmless notes.
WITNESSES_CHECKED = 4  # per prefix, of those the parser accepts
# TS1xxx that need types: an async function's return type (1055, 1058, 1059, 1062, 1064, 1065), a
# computed property name's type (1166, 1168-1170), decorator signatures (1238-1241, 1270), a
# for-await/yield operand (1320-1322), a void condition (1345).
TYPE_DEPENDENT_1XXX = {1055, 1058, 1059, 1062, 1064, 1065, 1166, 1168, 1169, 1170, 1238, 1239, 1240, 1241, 1270,
                       1320, 1321, 1322, 1345}
NONE, PARSER, CHECKER = 0, 1, 2  # how far a prefix's completion was confirmed


def engine_rejects_on_types() -> bool:
    flag = getattr(tce, "REJECTS_ON_TYPES", None)
    if flag is not None:
        return bool(flag)
    return "types" in inspect.signature(tce.check).parameters


def witness_errors(diagnostics: list[dict]) -> set[int]:
    codes = {d["code"] for d in diagnostics}
    if engine_rejects_on_types():
        return codes - UNRESOLVED_IMPORT_ERRORS - HARMLESS_DIAGNOSTICS
    return {c for c in codes if 1000 <= c < 2000} - TYPE_DEPENDENT_1XXX


def confirmed(oracle, attempts: list[tuple[BrokenFile, str, list[str]]]) -> list[int]:
    """For each (case, prefix, suffixes): how far the compiler confirms some prefix + suffix: NONE,
    PARSER (it parses), or CHECKER (the full `tsc --strict` check beside the original, so relative
    imports resolve, reports none of `witness_errors`). Under a `@ts-ignore` the checker's silence
    proves nothing, so there the parser's word is all there is."""
    groups = [[prefix + s for s in suffixes] for _, prefix, suffixes in attempts]
    errors = oracle.syntax_errors([t for texts in groups for t in texts])
    levels, checked, at = [], [], 0
    for (case, _, _), texts in zip(attempts, groups):
        parsed = [t for t, e in zip(texts, errors[at : at + len(texts)]) if not e]
        at += len(texts)
        levels.append(PARSER if parsed else NONE)
        name = f"__witness{len(checked)}_{{}}__{case.path.name}"
        unsuppressed = [t for t in parsed if not SUPPRESSES_ERRORS.search(t)]
        checked.append([(case.path.with_name(name.format(i)), t) for i, t in enumerate(unsuppressed[:WITNESSES_CHECKED])])
    diagnostics = oracle.strict_diagnostics([item for items in checked for item in items])
    at = 0
    for g, items in enumerate(checked):
        if any(not witness_errors(d) for d in diagnostics[at : at + len(items)]):
            levels[g] = CHECKER
        at += len(items)
    return levels


def find_valid_completions(
    oracle, cases: list[tuple[BrokenFile, str]]
) -> tuple[list[int], list[list[str]]]:
    """For each (case, prefix): how far a completion of the prefix is found and confirmed by the
    compiler (NONE, PARSER, CHECKER; see `confirmed`). Also returns, for those short of CHECKER,
    the suffixes the engine called complete but the compiler refused.

    First a breadth-first search over small pieces; for the prefixes it cannot complete, the same
    with greedy closing, and local repairs followed by the rest of the original file.
    """
    # one generator per prefix: what is found for one case must not depend on the other cases
    rngs = [random.Random(f"{SEED}:{prefix}") for _, prefix in cases]
    searched = [search_completions(prefix, rng) for (_, prefix), rng in zip(cases, rngs)]
    levels = confirmed(oracle, [(case, prefix, found) for (case, prefix), found in zip(cases, searched)])
    retry = [i for i, level in enumerate(levels) if level < CHECKER]
    resumed = [
        search_completions(cases[i][1], rngs[i], thorough=True) + resume_completions(cases[i][1], cases[i][0])
        for i in retry
    ]
    again = confirmed(oracle, [(*cases[i], found) for i, found in zip(retry, resumed)])
    refused = [[] for _ in cases]
    for i, found, level in zip(retry, resumed, again):
        levels[i] = max(levels[i], level)
        refused[i] = [] if levels[i] == CHECKER else searched[i] + [s[:40] for s in found]
    return levels, refused
