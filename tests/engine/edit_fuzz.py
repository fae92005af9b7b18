"""A differential edit fuzz: one random edit of a tsc-clean file, judged by tsc and by the engine.

Shared by tests/engine/test_edit_fuzz.py (a CI-sized run) and bench/edit_fuzz.py (a larger one).
Each edit is one of MUTATIONS, character-level or token-level. The whole edited file goes to
`tsc --strict` (the oracle's program mode, placed next to the original so its imports resolve)
and to `check`; the report sorts every edit into:

- false rejection: the engine rejects a text tsc accepts, or rejects inside the unedited prefix
  (a prefix of the valid original);
- unbacked rejection: the engine rejects and tsc reports errors, but none the engine may reject
  for (GRAMMAR_CODES): only type errors, which the syntax engine cannot prove;
- missed error: tsc reports a GRAMMAR_CODES error well before the end of the file (no text typed
  after the end can repair it), and the engine calls the file complete; counted by code (where
  the engine calls it completable, e.g. `@d` followed only by comments, it is counted apart:
  not the earliest character, but no wrong `complete`);
- distance: for the rejections tsc backs, the engine's rejecting character minus the start of
  tsc's first grammar error (0: the same character; negative: the engine saw it first).
"""

from __future__ import annotations

import inspect
import random
import re
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path

import ts_completion_engine as tce
from corpus_support import CorpusFile, Oracle, handwritten_paths, read_exact, show_position
from ts_completion_engine.parser_core import KEYWORDS

# Errors the engine may reject for: the parser's and the checker's grammar errors (TS1xxx), and
# the few syntax-like checker errors outside that range which the engine models.
EXTRA_GRAMMAR_CODES = {
    5076,   # `a ?? b || c` needs parentheses
    17006,  # `-x ** 2` needs parentheses
    2779, 2777,  # assignment to or `++` of an optional chain `a?.b = 1`, `(a?.b)++`
    2809,   # `{ const a, b } = c`: a block followed by `=`
    17019, 17020, 8020,  # JSDoc-only types (`T!`, `?T`) in TypeScript code
    18019, 18016,  # `abstract #x`; a private name outside a class body
    18009,  # `function f(#x: T)`: a private name as a parameter
    7061,   # `{ a: 1; [k in K]: 1 }`: a mapped type with other members
    2499, 2500,  # `interface I extends (A)`, `implements A()`: heritage is a dotted name
    2457, 2427, 17012,  # `type never = 1`, `interface string {}`, `new.targetx` (no such meta-property)
}
# tsc checks a compound assignment's target (TS2364, TS2779: `a?.f() |= x`) only when both
# operands type-check: an arithmetic operand error (TS2362, TS2363) there stands in for it.
MASKS_TARGET = {2362, 2363}
COMPOUND_ASSIGNMENT = ("|=", "&=", "^=", "+=", "-=", "*=", "/=", "%=", "<<=", ">>=", "**=")
# Diagnostics that do not make a program invalid (unused names, an unused @ts-expect-error).
HARMLESS = {2578, 6133, 6138, 6192, 6196, 6198}
# An error this far before the end cannot be repaired by anything typed after the end.
ERROR_MARGIN_CHARS = 40


# The fuzz judges the syntax layer (grammar errors); where the engine also has a type layer
# (`check(text, types=...)`), it is switched off here and judged by its own tests.
_SYNTAX_ONLY = {"types": False} if "types" in inspect.signature(tce.check).parameters else {}


def check_syntax(text: str) -> tce.Verdict:
    return tce.check(text, **_SYNTAX_ONLY)


def is_grammar(code: int) -> bool:
    return 1000 <= code < 2000 or code in EXTRA_GRAMMAR_CODES


def is_grammar_diagnostic(d: dict) -> bool:
    """A grammar error, or TS2304 on a reserved word (`a: try`, `Map<function, T>`) or a private
    name (`default?: #x`, also TS2552): tsc reads it as a type name, but no declaration can ever
    bind it, so no continuation repairs it."""
    if is_grammar(d["code"]):
        return True
    message = d.get("message", "")
    if d["code"] in (2304, 2552) and message.startswith("Cannot find name '#"):
        return True
    return d["code"] == 2304 and any(f"'{w}'" in message for w in RESERVED_WORDS)


# Words no declaration can bind (ECMAScript reserved words), even as a type name.
RESERVED_WORDS = frozenset("""break case catch class const continue debugger default delete do else enum export extends
false finally for function if import in instanceof new null return super switch this throw true try typeof var void
while with""".split())


# Rough TypeScript tokens: enough to pick edit points; the compiler decides what an edit broke.
TOKEN = re.compile(
    r"[A-Za-z_$#][\w$]*|\d[\w.]*|\"(?:\\.|[^\"\\\n])*\"|'(?:\\.|[^'\\\n])*'|`(?:\\.|[^`\\])*`"
    r"|/(?:\\.|[^/\\\n*])(?:\\.|[^/\\\n])*/[a-z]*"
    r"|>>>=|\.\.\.|===|!==|\*\*=|<<=|>>=|\?\?=|&&=|\|\|=|=>|==|!=|<=|>=|&&|\|\||\?\?|\?\.|\+\+|--|[-+*/%&|^]="
    r"|[{}()\[\];,.<>+\-*/%&|^!~?:=@`\\]"
)
CHARS = list("(){}[]<>;,.:=+-*/%&|^!~?@#`'\"\\ \n0123456789aezAZ_$")
PUNCTUATORS = (
    "{ } ( ) [ ] ; , < > <= >= == != === !== + - * / % ** ++ -- << >> >>> & | ^ ! ~ && || ?? ? ?. : = "
    "+= -= *= /= %= **= <<= >>= >>>= &= |= ^= &&= ||= ??= => ... . @ # ` ' \""
).split()
SNIPPETS = ["<T>", "()", "[]", "{}", "<>", "(x)", "x =>", "=> x", "?.x", "!.", "as any", "x:", "/a/", "/+/g",
            "'\\x'", "`${", "1n", "08", "0.5e", "#x", "@x", "\\u0061", "a?.b", "...x", "x!", "new", "<const>"]
WORDS = sorted(KEYWORDS | {"x", "T", "of", "accessor", "satisfies", "assert", "enum", "debugger"})

MUTATIONS = (
    "insert char", "delete char", "replace char", "transpose chars",
    "delete token", "duplicate token", "swap tokens", "insert token", "insert keyword",
    "replace token with keyword", "replace token with token", "insert snippet",
    "delete line", "duplicate line", "break line", "join lines",
    "delete token run", "move token", "insert modifier", "insert name from file", "wrap token",
    "insert comment", "insert type snippet", "insert expression snippet",
    # fourth round: edits a typing hand makes that the ones above reach only by chance
    "replace punctuator by a near one", "insert type keyword after colon", "unwrap brackets",
    "copy line elsewhere",
)
# what a punctuator is mistyped as, or turned into while editing (`.` -> `?.`, `=` -> `=>`)
NEAR_PUNCTUATORS = {
    ".": ["?.", "..", "...", ",", "!."], "?.": [".", "?", "!."], "=": ["==", "=>", ":", "!=", "+="],
    "==": ["=", "===", "=>"], "===": ["==", "!=="], "=>": ["=", ">=", "->", "==>"], ":": ["?:", "=", ";", "::", "!:"],
    ",": [";", ".", ",,"], ";": [",", ":", ";;"], "(": ["[", "{", "<", "(("], ")": ["]", "}", ">", "))"],
    "[": ["(", "{", "?.["], "]": [")", "}"], "{": ["(", "[", "${", "{{"], "}": [")", "]", "}}"],
    "<": ["<=", "<<", "(", "</"], ">": [">=", ">>", ")", "=>"], "!": ["!!", "?", "~"], "?": ["??", "?.", ":", "!"],
    "+": ["++", "+=", "-"], "-": ["--", "-=", "+"], "*": ["**", "*="], "&&": ["&", "||", "??"], "||": ["|", "&&", "??"],
    "??": ["?", "||", "?.", "??="], "|": ["||", "&"], "&": ["&&", "|"], "...": ["..", ".", "...."], "@": ["#", "@@"],
}
TYPE_WORDS = ["string", "number", "boolean", "any", "unknown", "never", "void", "object", "symbol", "bigint",
              "undefined", "null", "keyof", "typeof", "readonly", "unique symbol", "infer X", "asserts", "this",
              "true", "\"s\"", "1", "-1", "`t`", "string[]", "[string]", "{}", "() => void", "new () => T"]
MODIFIERS = ["async", "static", "readonly", "declare", "abstract", "public", "private", "protected", "export",
             "default", "accessor", "override", "const", "in", "out", "get", "set", "export default", "@d"]
TYPE_SNIPPETS = [": any", "?", "!", "<T,>", "| null", "extends T", "keyof ", "typeof x", "readonly ", "infer U",
                 "asserts x", "is string", "unique symbol", "[]", ": () => void", "<T = any>", "[k: string]: T;"]
EXPR_SNIPPETS = ["await ", "yield ", "yield* ", "as const", "satisfies any", "?.[0]", "?.()", "import(", "import.meta",
                 "new.target", "super.", "this.", "delete ", "void 0", "typeof ", "in ", "instanceof ", "=> {}",
                 "`x`", "#x in ", "async () => ", "function* () {}", "class {}", "<T>(x) => x", "..."]
COMMENTS = ["/* c */", "// c\n", "/** @d */", "// @ts-ignore\n", "/*\n*/", "//\n"]
WRAPS = ["()", "[]", "{}", "<>", "``"]


@dataclass(frozen=True)
class Edit:
    source: str  # the original's corpus name
    path: Path  # the original's file, so the edited text resolves the same imports
    kind: str
    where: int  # the edit's offset in the original
    original: str
    text: str

    @property
    def unchanged_prefix(self) -> int:
        """Length of the longest common prefix with the original: text[:k] is valid for k <= this."""
        n = min(len(self.original), len(self.text))
        k = 0
        while k < n and self.original[k] == self.text[k]:
            k += 1
        return k

    def describe(self) -> str:
        return f"{self.source}: {self.kind} at {show_position(self.original, self.where, 30, 15)}"


def mutate(text: str, rng: random.Random) -> tuple[str, str, int] | None:
    """One random edit of ``text``: (kind, new text, offset), or None when it changed nothing."""
    kind = rng.choice(MUTATIONS)
    tokens = [m.span() for m in TOKEN.finditer(text)]
    if len(tokens) < 3 or len(text) < 3:
        return None
    i = rng.randrange(len(tokens) - 1)
    (s, e), (s2, e2) = tokens[i], tokens[i + 1]
    k = rng.randrange(len(text))
    if kind == "insert char":
        c = rng.choice(CHARS)
        kind, new, at = f"insert {c!r}", text[:k] + c + text[k:], k
    elif kind == "delete char":
        kind, new, at = f"delete {text[k]!r}", text[:k] + text[k + 1:], k
    elif kind == "replace char":
        c = rng.choice(CHARS)
        kind, new, at = f"replace {text[k]!r} by {c!r}", text[:k] + c + text[k + 1:], k
    elif kind == "transpose chars":
        k = min(k, len(text) - 2)
        new, at = text[:k] + text[k + 1] + text[k] + text[k + 2:], k
    elif kind == "delete token":
        new, at = text[:s] + text[e:], s
    elif kind == "duplicate token":
        new, at = text[:e] + rng.choice(["", " "]) + text[s:e] + text[e:], e
    elif kind == "swap tokens":
        new, at = text[:s] + text[s2:e2] + text[e:s2] + text[s:e] + text[e2:], s
    elif kind == "insert token":
        p = rng.choice(PUNCTUATORS)
        kind, new, at = f"insert {p!r}", text[:s] + p + rng.choice(["", " "]) + text[s:], s
    elif kind == "insert keyword":
        w = rng.choice(WORDS)
        kind, new, at = f"insert {w!r}", text[:s] + w + " " + text[s:], s
    elif kind == "replace token with keyword":
        w = rng.choice(WORDS)
        kind, new, at = f"replace {text[s:e]!r} by {w!r}", text[:s] + w + text[e:], s
    elif kind == "replace token with token":
        p = rng.choice(PUNCTUATORS)
        kind, new, at = f"replace {text[s:e]!r} by {p!r}", text[:s] + p + text[e:], s
    elif kind == "insert snippet":
        p = rng.choice(SNIPPETS)
        kind, new, at = f"insert {p!r}", text[:s] + p + rng.choice(["", " "]) + text[s:], s
    elif kind == "delete token run":
        n = rng.randint(2, 4)
        end = tokens[min(i + n, len(tokens)) - 1][1]
        new, at = text[:s] + text[end:], s
    elif kind == "move token":
        j = max(0, min(len(tokens) - 1, i + rng.choice([-3, -2, 2, 3, 4])))
        t, (s3, _) = text[s:e], tokens[j]
        rest = text[:s] + text[e:]
        s3 = s3 if s3 < s else s3 - (e - s)
        new, at = rest[:s3] + t + " " + rest[s3:], min(s, s3)
    elif kind == "insert modifier":
        w = rng.choice(MODIFIERS)
        kind, new, at = f"insert {w!r}", text[:s] + w + " " + text[s:], s
    elif kind == "insert name from file":
        names = [m.group() for m in re.finditer(r"[A-Za-z_$][\w$]*", text)]
        w = rng.choice(names)
        kind, new, at = f"insert {w!r}", text[:s] + w + rng.choice(["", " "]) + text[s:], s
    elif kind == "wrap token":
        o, c = rng.choice(WRAPS)
        kind, new, at = f"wrap {text[s:e]!r} in {o + c!r}", text[:s] + o + text[s:e] + c + text[e:], s
    elif kind == "insert comment":
        c = rng.choice(COMMENTS)
        kind, new, at = f"insert {c!r}", text[:s] + c + text[s:], s
    elif kind in ("insert type snippet", "insert expression snippet"):
        p = rng.choice(TYPE_SNIPPETS if kind == "insert type snippet" else EXPR_SNIPPETS)
        at = rng.choice([s, e])
        kind, new = f"insert {p!r}", text[:at] + p + text[at:]
    elif kind == "replace punctuator by a near one":
        spots = [(a, b) for a, b in tokens if text[a:b] in NEAR_PUNCTUATORS]
        if not spots:
            return None
        a, b = rng.choice(spots)
        p = rng.choice(NEAR_PUNCTUATORS[text[a:b]])
        kind, new, at = f"replace {text[a:b]!r} by {p!r}", text[:a] + p + text[b:], a
    elif kind == "insert type keyword after colon":
        spots = [j for j, (a, b) in enumerate(tokens[:-1]) if text[a:b] == ":"]
        if not spots:
            return None
        j, w = rng.choice(spots), rng.choice(TYPE_WORDS)
        at, (a, b) = tokens[j][1], tokens[j + 1]
        if rng.random() < 0.5:  # the type replaced by another, or joined to it
            kind, new = f"replace {text[a:b]!r} by {w!r}", text[:a] + w + text[b:]
        else:
            kind, new = f"insert {w!r}", text[:at] + " " + w + rng.choice([" | ", " & ", "[] | ", " "]) + text[at:]
    elif kind == "unwrap brackets":  # delete a bracket and its match
        j = next((j for j in range(i, len(tokens)) if text[tokens[j][0]] in "([{" and tokens[j][1] - tokens[j][0] == 1), None)
        if j is None:
            return None
        depth, close = 0, None
        for a, b in tokens[j:]:
            c = text[a:b]
            depth += c in ("(", "[", "{") and 1 or c in (")", "]", "}") and -1 or 0
            if depth == 0:
                close = a
                break
        if close is None:
            return None
        a = tokens[j][0]
        new, at = text[:a] + text[a + 1:close] + text[close + 1:], a
    elif kind == "copy line elsewhere":
        lines = text.splitlines(keepends=True)
        j, m = rng.randrange(len(lines)), rng.randrange(len(lines))
        new = "".join(lines[:m] + [lines[j] if lines[j].endswith("\n") else lines[j] + "\n"] + lines[m:])
        at = sum(len(x) for x in lines[:m])
    else:
        lines = text.splitlines(keepends=True)
        j = rng.randrange(len(lines))
        at = sum(len(x) for x in lines[:j])
        if kind == "delete line":
            new = "".join(lines[:j] + lines[j + 1:])
        elif kind == "duplicate line":
            new = "".join(lines[:j + 1] + lines[j:])
        elif kind == "break line":
            new, at = text[:s] + "\n" + text[s:], s
        else:  # join lines: the line break after line j goes
            line = lines[j]
            stripped = line.rstrip("\r\n")
            new = "".join(lines[:j]) + stripped + " " + "".join(lines[j + 1:]) if stripped != line else text
            at += len(stripped)
    if new == text:
        return None
    return kind, new, at


def fuzz_sources(corpus_files: list[CorpusFile], max_chars: int, limit: int, rng: random.Random):
    """Type-clean `.ts` files of at most ``max_chars``: every handwritten one, a sample of the rest."""
    sources = [(p.name, p, read_exact(p)) for p in handwritten_paths()]
    small = [
        f for f in corpus_files
        if f.package != "handwritten" and f.kind == "ts" and f.type_clean and f.path.stat().st_size <= max_chars
    ]
    for f in rng.sample(small, min(limit, len(small))):
        sources.append((f.name, f.path, f.text()))
    return sources


def make_edits(sources, count: int, rng: random.Random) -> list[Edit]:
    edits = []
    while len(edits) < count:
        name, path, text = rng.choice(sources)
        m = mutate(text, rng)
        if m is not None:
            kind, new, at = m
            edits.append(Edit(name, path, kind, at, text, new))
    return edits


@dataclass
class Report:
    total: int = 0
    rejected: int = 0
    tsc_invalid: int = 0
    false_rejections: list[str] = field(default_factory=list)
    unbacked: list[str] = field(default_factory=list)
    missed: Counter = field(default_factory=Counter)
    missed_examples: dict = field(default_factory=dict)
    unfinished: Counter = field(default_factory=Counter)  # the same errors, the file called completable
    distances: list[int] = field(default_factory=list)

    def summary(self) -> str:
        d = sorted(self.distances)
        same = sum(1 for x in d if x == 0)
        near = sum(1 for x in d if 0 < x <= 5)
        later = sum(1 for x in d if x > 5)
        earlier = sum(1 for x in d if x < 0)
        median = d[len(d) // 2] if d else None
        p90 = d[int(0.9 * len(d))] if d else None
        missed = ", ".join(f"TS{c}: {n}" for c, n in self.missed.most_common())
        unfinished = ", ".join(f"TS{c}: {n}" for c, n in self.unfinished.most_common())
        return (
            f"{self.total} edits, {self.tsc_invalid} invalid for tsc, {self.rejected} rejected by the engine\n"
            f"false rejections: {len(self.false_rejections)}; unbacked rejections (type errors only): "
            f"{len(self.unbacked)}\n"
            f"missed errors (grammar error well before the end, not rejected): {sum(self.missed.values())}"
            f"{' (' + missed + ')' if missed else ''}; called completable instead: {sum(self.unfinished.values())}"
            f"{' (' + unfinished + ')' if unfinished else ''}\n"
            f"distance engine - tsc over {len(d)} backed rejections: same char {same}, 1-5 later {near}, "
            f">5 later {later}, earlier {earlier}; median {median}, p90 {p90}"
        )


def judge(oracle: Oracle, edits: list[Edit], types: bool = False) -> Report:
    """Run tsc (one program, in batches) and `check` on every edit and sort the outcomes.

    ``types=True`` judges the whole engine, type layer included: a rejection is then false when
    tsc accepts the file or when it falls inside the unedited (tsc-clean) prefix; a rejection
    tsc backs with type errors only is expected, not "unbacked"."""
    report = Report(total=len(edits))
    diags: list[list[dict]] = []
    batch = 400
    for b in range(0, len(edits), batch):
        part = edits[b:b + batch]
        named = [(e.path.with_name(f"__fuzz{b + i}__{e.path.name}"), e.text) for i, e in enumerate(part)]
        diags += oracle.strict_diagnostics(named)
    for edit, ds in zip(edits, diags):
        verdict = tce.check(edit.text) if types else check_syntax(edit.text)
        errors = [d for d in ds if d["code"] not in HARMLESS]
        grammar = sorted((d for d in errors if is_grammar_diagnostic(d) and d["start"] is not None),
                         key=lambda d: d["start"])
        if errors:
            report.tsc_invalid += 1
        if verdict.status == "rejected":
            report.rejected += 1
            at = verdict.reject_at
            where = show_position(edit.text, at)
            if not errors:
                report.false_rejections.append(f"{edit.describe()}; rejected at {where}; tsc accepts it")
            elif at <= edit.unchanged_prefix:
                report.false_rejections.append(f"{edit.describe()}; rejected at {where}, inside the valid prefix")
            elif not grammar and types:
                pass  # a type error tsc confirms
            elif (not grammar and edit.text[:at].endswith(COMPOUND_ASSIGNMENT)
                  and any(d["code"] in MASKS_TARGET for d in errors)):
                pass  # the assignment's target rejected where tsc's target check was masked
            elif not grammar:
                codes = sorted({d["code"] for d in errors})
                report.unbacked.append(f"{edit.describe()}; rejected at {where}; tsc reports only {codes}")
            else:
                report.distances.append(at - 1 - grammar[0]["start"])
        elif grammar and grammar[0]["start"] < len(edit.text.rstrip()) - ERROR_MARGIN_CHARS:
            first = grammar[0]
            if verdict.status != "complete":
                report.unfinished[first["code"]] += 1
                continue
            report.missed[first["code"]] += 1
            report.missed_examples.setdefault(first["code"], []).append(
                f"{verdict.status}: {edit.describe()}; tsc TS{first['code']} at "
                f"{show_position(edit.text, first['start'], 40, 10)} ({first['message']})"
            )
    return report
