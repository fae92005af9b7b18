"""Namespaces: `namespace N { export const x = 1 }` gives a value N whose members are what its
body declared at its top level.

    ("ns", phase, name, members)

``phase``: "name" (after `namespace`), "head" (after the name), "body" (its statement list is
open), "closed" (the list closed: ``members`` holds its values). Every top-level declaration
of the body is a member, exported or not: a name the body never declares is proven absent, and a
non-exported one is let through (permissive). A dotted name (`namespace A.B`), a namespace that
merges with an earlier declaration of its name (or sits in a namespace that does), and ambient
ones stay ANY.
"""

from .model import ANY


def start():
    return ("ns", "name", None, None)


def feed(st, tok, cx):
    _, phase, name, members = st
    k = tok[0]
    if phase == "name":
        if k == "id" and not tok[1].endswith("\x00") and not tok[2]:
            return ("ns", "head", tok[1], None)
        return ("opaque", True, 0, 0, ())
    if phase == "head":
        if k == "{":
            return ("ns", "body", name, None)
        return ("opaque", True, 0, 0, (name,))  # `namespace A.B`: not modelled
    return st  # the body's `{` and `}`


def closed(st, entry):
    """The namespace's body list ``entry`` closed: its top-level values become members."""
    if st is None or st[0] != "ns" or st[1] != "body":
        return st
    members = tuple(sorted((n, v[0], False) for n, v in entry.values.items() if n != "this" and n[:1] != "\x01"))
    return ("ns", "closed", st[2], members)


def finish(st, cx):
    from .statements import declare, declare_type
    _, phase, name, members = st
    if not name:
        return True
    e = cx.lists[-1]
    if phase != "closed" or name in e.values or name in e.types or _outer_merges(cx):
        value = ANY  # unfinished, or merged with a class, function, enum or namespace before it
    else:
        value = ("obj", members, False, None)
    declare(cx, name, value, False)
    declare_type(cx, name, ANY)
    return True


def _outer_merges(cx):
    """Inside `namespace A { … }` that merges with an earlier `A` (another block, a dotted
    `namespace A.C`), a nested `namespace C` may merge with that block's `C`: its members are not
    all here (`namespace A { export namespace C { export const v = 1 } }` then `namespace A {
    export namespace C { export const n = 2 } C.v }` is valid). Any enclosing level may merge."""
    from ..statements import NAMESPACE_BODY
    i = len(cx.lists) - 1
    while i >= 1 and cx.lists[i].kind == NAMESPACE_BODY:
        outer = cx.lists[i - 1]
        st = outer.stmt
        if not (st is not None and st[0] == "ns" and st[1] == "body" and st[2]) or st[2] in outer.values:
            return True
        i -= 1
    return False
