"""Enum declarations: `enum E { A, B = 2, C = "c" }` as an object of read-only members.

    ("enum", phase, name, depth, cur, members)

``phase``: "name", "head" (before `{`), "body"; ``cur``: the tokens of the member being read;
``members``: ``(name, type)`` read so far. A member without an initialiser or with a numeric
literal is a number, one with a string literal a string; any other initialiser (a reference, an
expression) is ANY. As a type, an enum whose members are all numbers is `number` (TypeScript
accepts any number for it); one whose members are all strings is a string literal of unknown
text (string enums are nominal, which is not modelled: no string is refused, but an object,
a number or an array is); any other enum is ANY.
"""

from .model import ANY, NUMBER, SOME_STRING

_DEPTH = {"(": 1, "[": 1, "{": 1, "tph": 2, "tpm": 1, ")": -1, "]": -1, "}": -1, "tpt": -1}


def start():
    return ("enum", "name", None, 0, (), ())


def feed(st, tok, cx):
    _, phase, name, d, cur, members = st
    k = tok[0]
    if phase == "name":
        if k == "id" and not tok[1].endswith("\x00"):
            return ("enum", "head", tok[1], 0, (), ())
        return ("opaque", True, 0, 0, ())
    if phase == "head":
        return ("enum", "body", name, 0, (), ()) if k == "{" else ("opaque", True, 0, 0, (name,))
    if d == 0 and k in (",", "}"):
        members = members + (_member(cur),) if cur else members
        if k == "}":
            return ("enumdone", name, members)
        return ("enum", "body", name, 0, (), members)
    return ("enum", "body", name, d + _DEPTH.get(k, 0), cur + (tok,), members)


def _member(toks):
    first = toks[0]
    if first[0] == "id":
        name = first[1]
    elif first[0] == "str" and len(first[1]) >= 2 and "\\" not in first[1]:
        name = first[1][1:-1]
    else:
        return (None, ANY)
    init = toks[1:]
    if not init:
        return (name, ("lit", "number", None))
    if init[0][0] != "=":
        return (name, ANY)
    init = init[1:]
    if len(init) == 1 and init[0][0] == "num" and not init[0][1].endswith("n"):
        return (name, ("lit", "number", None))
    if len(init) == 2 and init[0][0] == "-" and init[1][0] == "num" and not init[1][1].endswith("n"):
        return (name, ("lit", "number", None))
    if len(init) == 1 and init[0][0] in ("str", "tpl"):
        return (name, SOME_STRING)
    return (name, ANY)


def finish(st, cx):
    from .statements import declare, declare_type
    if st[0] != "enumdone":
        if st[2]:
            declare(cx, st[2], ANY, False)
            declare_type(cx, st[2], ANY)
        return True
    _, name, members = st
    e = cx.lists[-1]
    if name in e.values or name in e.types or any(n is None for n, _t in members):
        value, as_type = ANY, ANY  # merged with another declaration, or a computed name
    else:
        seen = {}
        for n, t in members:
            seen[n] = t if n not in seen else ANY
        value = ("obj", tuple(sorted((n, t, False) for n, t in seen.items())), False, None, frozenset(seen))
        numeric = all(t[0] == "lit" and t[1] == "number" for t in seen.values())
        textual = all(t == SOME_STRING for t in seen.values())
        as_type = NUMBER if numeric and seen else SOME_STRING if textual and seen else ANY
    declare(cx, name, value, False)
    declare_type(cx, name, as_type)
    return True
