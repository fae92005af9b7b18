"""`f<!T>(x)`: tsc reads `<!T>` as type arguments holding a JSDoc type `!T` (which a TypeScript
file may not use, TS17020) whenever the list parses and what follows the `>` makes it commit to
type arguments: `(`, a template, or a line break (canFollowTypeArgumentsInExpression). The
engine's type-argument reading refuses `!T`, and its comparison reading `f < !T > (x)` is valid
syntax, so that reading must learn it: right after the `<` of a comparison that may open type
arguments, a `!` starts this watch above the expression. It follows `!` then a name (dotted) or
a literal, more of them after `,`, `|` or `&` (each with or without its `!`: `f<!T, U>(x)`, where
the comparison reading's `,` is a comma expression), then `>`, feeding each token to the
expression below (a token it hands down, as a `,` in an argument list, ends the watch); at the token after the `>` it
rejects where tsc commits, and leaves in every other case (anything else inside, `f<!T>x`,
`f < !T > -x`). A `// @ts-ignore` silences TS17020 (the checker reports it).
"""

from . import statements as S
from .parser_core import RESERVED

_NOT_NAMES = frozenset(("await", "yield"))  # they read otherwise in an expression


def p_jsdoc_watch(ph, tok, rest):
    """ph: "B" after `!`, "N" after a name, "D" after its `.`, "L" after a literal, "C" after a
    `,`, `|` or `&` between arguments, "G" after the `>`."""
    k = tok[0]
    if ph == "G":
        if k == "(" or k == "tpl" or k == "tph" or (tok[2] and k[0] not in "<>" and k != "+" and k != "-"):
            if not S.lenient(rest):
                return None  # f<!T>(x): type arguments with a JSDoc type (TS17020)
        return (rest, tok)
    if ph == "C" and k == "!":
        nxt = "B"
    elif ph == "B" or ph == "C":
        if k == "id" and tok[1] not in RESERVED and tok[1] not in _NOT_NAMES:
            nxt = "N"
        elif k == "num" or k == "str":
            nxt = "L"
        else:
            return (rest, tok)
    elif ph == "N" or ph == "L":
        if k == ">":
            nxt = "G"
        elif k == "." and ph == "N":
            nxt = "D"
        elif k == "," or k == "|" or k == "&":
            nxt = "C"
        else:
            return (rest, tok)
    else:  # "D"
        if k != "id":
            return (rest, tok)
        nxt = "N"
    r = rest[0][0](rest[0][1], tok, rest[1])
    if r is None or type(r) is list or r[1] is not None:
        return r  # the expression below answers alone
    return (((p_jsdoc_watch, nxt), r[0]), None)


def watch(reading):
    """The reading ``(stack, None)`` of a `!` just read right after such a `<`, watched."""
    return (((p_jsdoc_watch, "B"), reading[0]), None)
