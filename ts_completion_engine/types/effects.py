"""Which call statements tsc's flow analysis may treat as an exit (TS2355/TS2366 proofs, flow.py).

tsc makes a top-level call statement end the flow only when its callee's signature returns
`never` or asserts, and it finds that signature through `getTypeOfDottedName`, which needs an
explicit type annotation on every name of the dotted callee: a `const`/`let`/`var` declared
without one (`const el = document.createElement(tag); el.append(x);`) gives no signature, so the
call always returns -- whatever the layer knows of its type. The variables declared so are noted
in their scope under ``MARK + name`` (a key no identifier can be).
"""

from .model import ANY

MARK = "\x01"


def note_unannotated(cx, name):
    """``name`` was just declared in the innermost scope without a type annotation."""
    e = cx.lists[-1]
    values = dict(e.values)
    values[MARK + name] = (ANY, True)
    cx.lists[-1] = e.but(values=values)


def unannotated(cx, name):
    """Is ``name`` (as the scopes resolve it) a variable declared without a type annotation?"""
    for e in reversed(cx.lists):
        if name in e.values:
            return MARK + name in e.values
        if e.sealed:
            return False
    return False
