"""One planted type error per file, of the kinds the type layer models, and the verdict on where
the engine rejects it -- the precision measurement of the type layer.

A mutant is a tsc-clean file with one edit after which tsc reports a type error (and no syntax
error). Its first edited character is m. For the engine's rejection point k:

- ``premature``: k <= m (the original file completes text[:k]), or a completion of text[:k]
  that tsc accepts was found -- a false rejection, which must never happen;
- ``exact``: a completion of text[:k-1] that tsc accepts was found (the witness), so k is the
  first character after which no continuation type-checks;
- ``unproven``: rejected, but no witness for text[:k-1] was found (later than exact, or the
  witness search fell short);
- ``missed``: not rejected at all.
"""

from __future__ import annotations

import random
import re
from dataclasses import dataclass

import ts_completion_engine as tce

MEMBER = re.compile(r"(?<=[\w)\]])\.([A-Za-z_$][\w$]{2,})\b")
TYPED_INIT = re.compile(r":\s*(number|string|boolean)\s*=\s*([^;\n]+);")
RETURN = re.compile(r"\breturn ([^;\n]+);")
CONST_LINE = re.compile(r"^([ \t]*)const ([A-Za-z_$][\w$]*) = [^\n]*;[ \t]*$", re.M)
LENGTH = re.compile(r"\.length\b(?!\s*\()")
LAST_RETURN = re.compile(r"\n[ \t]+return\b[^;\n]*;[ \t]*(?=\n[ \t]*\})")  # a body's last statement
WRONG = {"number": '"text"', "string": "42", "boolean": '"no"'}
# inserted before the rejected character, or after it in place of the rest of the edit
REPAIRS = ["", " as any", "as any", "=", ")", "!", ".length", " ? 0 : 0", "0", '"', ";", " }"]


@dataclass
class Mutant:
    kind: str
    original: str
    text: str
    start: int       # first edited character
    old_end: int     # end of the replaced text in the original


def _code_only(text: str, pos: int) -> bool:
    """A crude guard: the match is not on a comment line nor after a quote on its line."""
    line_start = text.rfind("\n", 0, pos) + 1
    head = text[line_start:pos]
    return not re.search(r"//|/\*|^\s*\*|[\"'`]", head)


def mutants(text: str, rng: random.Random, per_kind: int = 2) -> list[Mutant]:
    out: list[Mutant] = []

    def pick(matches):
        matches = [m for m in matches if _code_only(text, m.start())]
        rng.shuffle(matches)
        return matches[:per_kind]

    for m in pick(list(MEMBER.finditer(text))):
        name = m.group(1)
        i = rng.randrange(1, len(name) - 1)
        typo = name[:i] + name[i + 1] + name[i] + name[i + 2:]
        if typo != name:
            s = m.start(1)
            out.append(Mutant("member", text, text[:s] + typo + text[m.end(1):], s + i, m.end(1)))
    for m in pick(list(TYPED_INIT.finditer(text))):
        s, e = m.start(2), m.end(2)
        out.append(Mutant("initialiser", text, text[:s] + WRONG[m.group(1)] + text[e:], s, e))
    for m in pick(list(RETURN.finditer(text))):
        s, e = m.start(1), m.end(1)
        wrong = rng.choice(['"mutant"', "12345", "[]"])
        out.append(Mutant("return", text, text[:s] + wrong + text[e:], s, e))
    for m in pick(list(CONST_LINE.finditer(text))):
        e = m.end()
        line = f"\n{m.group(1)}{m.group(2)} = {m.group(2)};"
        out.append(Mutant("const", text, text[:e] + line + text[e:], e, e))
    for m in pick(list(LENGTH.finditer(text))):
        e = m.end()
        out.append(Mutant("call", text, text[:e] + "()" + text[e:], e, e))
    # the first ones, drawing nothing from rng: the other kinds' mutants stay those of before
    for m in [m for m in LAST_RETURN.finditer(text) if _code_only(text, m.start() + 1)][:per_kind]:
        s, e = m.start(), m.end()  # its end is then reachable: TS2366 / TS2355 where a value is needed
        out.append(Mutant("no-return", text, text[:s] + text[e:], s, e))
    return out


def completions(mutant: Mutant, k: int) -> list[str]:
    """Candidate files that complete text[:k]: the original when it still agrees, then repairs."""
    text = mutant.text
    prefix = text[:k]
    out = []
    if mutant.original.startswith(prefix):
        out.append(mutant.original)
    shift = len(text) - len(mutant.original)
    for x in REPAIRS + (["return null!;"] if mutant.kind == "no-return" else []):
        out.append(prefix + x + text[k:])
        if k >= mutant.start:
            out.append(prefix + x + mutant.original[max(mutant.old_end, k - shift):])
    if mutant.kind == "member":
        # `this.typo` is rejected where its class ends: declaring the member there repairs it
        word = re.match(r"[\w$]*", text[text.rfind(".", 0, mutant.start) + 1:]).group(0)
        out.append(prefix + f"{word}!: any; " + text[k:])
    return list(dict.fromkeys(out))


def engine_point(text: str):
    v = tce.check(text)
    return v.reject_at if v.status == "rejected" else None
