"""The value of a `const` in `declare` code: a string or number literal (`-1`, `1n`, a template
without substitutions, `true`/`false`) or an enum member `E.A`, `N.E.A`, `E["A"]`, and nothing
more (tsc's checkAmbientInitializer, TS1254: `declare const x = [1]`, `= a`, `= (1)`, `= 1 + 2`).
The frame reads that small grammar itself; which dotted name is an enum's is left to tsc. Where
a `// @ts-ignore` relaxes the statement, the tokens read are handed to the expression parser.
"""

from . import expressions as E
from . import statements as S
from .parser_core import RESERVED, step

_LITERALS = frozenset(("str", "num", "tpl"))
# after a complete value, on a new line: tokens that still continue the expression
_CONTINUES = frozenset(
    ". ?. [ ( tpl tph ? = , + - * / % ** == != === !== < > <= >= << >> >>> & | ^ && || ?? "
    "+= -= *= /= %= **= <<= >>= >>>= &= |= ^= &&= ||= ??= =>".split())


def p_ambient_value(st, tok, rest):
    """st: (phase, tokens read). Phases: "S" the start, "-" after a minus, "N" after a lone
    name, "." after a dot, "D" after a dotted name, "[" after its `[`, "L" after the literal in
    it, "E" at the end (only what ends the declarator may follow)."""
    ph, seen = st
    k = tok[0]
    nxt = None
    if ph == "S":
        if k in _LITERALS or (k == "id" and tok[1] in ("true", "false")):
            nxt = "E"
        elif k == "-":
            nxt = "-"
        elif k == "id" and tok[1] not in RESERVED:
            nxt = "N"
    elif ph == "-":
        nxt = "E" if k == "num" else None
    elif ph == "N" or ph == "D":
        if k == ".":
            nxt = "."
        elif k == "[":
            nxt = "["
        elif ph == "D":
            return _end(seen, tok, rest)
    elif ph == ".":
        nxt = "D" if k == "id" else None
    elif ph == "[":
        nxt = "L" if k == "str" or k == "num" else None
    elif ph == "L":
        nxt = "E" if k == "]" else None
    else:
        return _end(seen, tok, rest)
    if nxt is not None:
        return (((p_ambient_value, (nxt, seen + (tok,))), rest), None)
    return _relaxed(seen, tok, rest)


def _end(seen, tok, rest):
    k = tok[0]
    if k == ";" or k == "," or k == "}" or k == "eof" or (tok[2] and k not in _CONTINUES and not (
            k == "id" and tok[1] in ("in", "instanceof"))):
        return (rest, tok)
    return _relaxed(seen, tok, rest)


def _relaxed(seen, tok, rest):
    """Not such a value: an error (TS1254) unless a directive silences it; then the tokens read
    go to the expression parser (it answers for the syntax)."""
    if not S.lenient(rest):
        return None
    stacks = [((E.p_expr, E.NO_COMMA), rest)]
    for t in seen:
        stacks = [s2 for s in stacks for s2 in step(s, t)]
    return [(s, tok) for s in stacks] or None


AMBIENT_VALUE = (p_ambient_value, ("S", ()))
