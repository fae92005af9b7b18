"""An index signature's parameter type (`[k: T]`) must be `string`, `number`, `symbol`, a
template literal type or a union of them (TS1268), and no literal or generic type (TS1337).
tsc decides on the resolved type, so a name (`[k: S]`, maybe an alias of `string`) stays open;
what the syntax alone shows is a type that is nothing but a keyword type other than those
three (`any`, `boolean`, `object`, `this`...), a literal (`"a"`, `-1`, `` `a` ``), a tuple or
object type, or an array of anything. This frame watches the type's tokens from above it and
rejects at the `]` that closes the signature when the type was one of those and nothing more
(`boolean extends X ? string : number`, `boolean | string`, `(string)` drop the watch).
Checker errors: a `// @ts-ignore` silences them.
"""

from . import statements as S
from .parser_core import step

_BAD = frozenset("any unknown never object boolean bigint undefined null void true false this".split())
_GOOD = frozenset(("string", "number", "symbol"))  # valid alone, not with `[]`
_OPEN = frozenset("([{")
_CLOSE = frozenset(")]}")


def p_index_key(st, tok, rest):
    """st: "S0" as the seq reaches the type, "S" at its first token, "M" after a leading `-`,
    "K" after a complete bad type, "G" after `string`/`number`/`symbol`, "A" after a `[` that
    follows either, or a bracket depth > 0 inside a tuple or object type."""
    k = tok[0]
    if st == "S0":
        return (((p_index_key, "S"), (TYPE[0], rest)), tok)
    if type(st) is int:
        nxt = st + 1 if k in _OPEN else st - 1 if k in _CLOSE else st
        return _fed(nxt or "K", tok, rest)
    if st == "S":
        if k == "id" and tok[1] in _BAD or k == "str" or k == "num" or k == "tpl":
            return _fed("K", tok, rest)
        if k == "id" and tok[1] in _GOOD:
            return _fed("G", tok, rest)
        if k == "-":
            return _fed("M", tok, rest)
        if k == "[" or k == "{":
            return _fed(1, tok, rest)
        return (rest, tok)
    if st == "M":
        return _fed("K", tok, rest) if k == "num" else (rest, tok)
    if st == "A":
        return _fed("K", tok, rest) if k == "]" else (rest, tok)  # `T[]`; `T[K]` drops the watch
    # "K" or "G": a complete type
    if k == "[" and not tok[2]:
        return _fed("A", tok, rest)
    if k == "]" and st == "K" and not S.lenient(rest):
        return None  # `[k: boolean]`, `[k: "a"]`, `[k: string[]]` (TS1268, TS1337)
    return (rest, tok)


def _fed(nxt, tok, rest):
    """Feed ``tok`` to the type below and stay on top of every reading that took it."""
    return [(((p_index_key, nxt), s), None) for s in step(rest, tok)]


TYPE = [None]  # the type frame (set by type_syntax.link)
INDEX_KEY = (p_index_key, "S0")
