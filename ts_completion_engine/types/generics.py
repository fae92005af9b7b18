"""The file's generic interfaces and type aliases: one template, instantiated at each reference.

`interface Box<T> { v: T }` is read once with its type parameters kept as ``("tparam", name)``
(``TypeReader(template=True)``; everything else reads as in any other annotation, so the body's
other names resolve where it is declared) and stored as ``("generic", params, body)``.
`Box<number>` is then the body with `T` replaced by `number`: `b.v.toFixed` is checked.
A parameter with no argument (one with a default: tsc requires the others) becomes ANY, as
does a parameter under any operator the reader evaluates when it reads the body (`keyof T`,
`T[K]`, `T & U`, a conditional or mapped type): those results are already ANY in the template.
A utility type of a parameter (`NonNullable<T>`, `Partial<T>`) stays ``("lib", name, args)``
until the instantiation gives its arguments, then utility.py applies it.

A parameter typed by a type parameter is required in the template; once instantiated it may
take `void` (`I<void>`'s `f(x: T)` may be called `f()`, TS's trailing-void rule), and ANY (an
argument the layer did not read) may be void, so both make it omissible again (arity.py).
"""

from .arity import omissible
from .model import ANY, UNDEFINED, union
from .utility import UTILITY_NAMES, apply as apply_utility

GENERIC = "generic"
_MEMO_MAX = 4096
_memo = {}


def template(params, body):
    """What the file's `types` store for a declaration with type parameters ``params``."""
    if not params or not _mentions(body, frozenset(params)):
        return body  # a parameter unused (or only under an operator): every instance is the same
    return (GENERIC, tuple(params), body)


def instantiate(t, args):
    """The template ``t`` applied to the type arguments ``args`` (missing ones: ANY)."""
    key = (t, args)
    hit = _memo.get(key)
    if hit is None:
        params = t[1]
        mapping = {p: args[i] if i < len(args) else ANY for i, p in enumerate(params)}
        hit = _subst(t[2], mapping)
        if len(_memo) >= _MEMO_MAX:
            _memo.clear()
        _memo[key] = hit
    return hit


def mentions_tparam(t):
    """Does the type (or tuple of types) ``t`` hold a template's type parameter? A utility type
    applied to one waits for the instantiation (`NonNullable<T>` is no `T`)."""
    return _mentions(t, None)


def mentions(t, params):
    """Does ``t`` hold one of the type parameters named in ``params``?"""
    return _mentions(t, frozenset(params))


def _mentions(t, params):
    """Does ``t`` hold one of the type parameters ``params`` (None: any)?"""
    if type(t) is not tuple or not t:
        return False
    if t[0] == "tparam":
        return params is None or t[1] in params
    return any(_mentions(x, params) for x in t if type(x) is tuple)


def _subst(t, mapping):
    if type(t) is not tuple or not t:
        return t
    k = t[0]
    if k == "tparam":
        return mapping.get(t[1], t)
    if k in ("prim", "lit", "any", "this", "objlit", "pred"):
        return t
    if not _mentions(t, frozenset(mapping)):
        return t
    if k == "fn" and len(t) > 2 and t[2] is not None:
        return ("fn", _subst(t[1], mapping), tuple(_param(p, mapping) for p in t[2])) + tuple(
            _subst(x, mapping) if type(x) is tuple else x for x in t[3:])
    if k == "obj":
        members = tuple((n, _subst(ty, mapping), o) for n, ty, o in t[1])
        return ("obj", members, t[2], _subst(t[3], mapping) if t[3] is not None else None) + t[4:]
    out = tuple(_subst(x, mapping) if type(x) is tuple else x for x in t)
    if k == "union":
        return union(out[1])
    if k == "lib" and t[1] in UTILITY_NAMES and not mentions_tparam(out[2]):
        return apply_utility(t[1], out[2])  # `NonNullable<T>` once `T` is known
    return out


def _param(p, mapping):
    ty, optional, rest = p
    if not _mentions(ty, frozenset(mapping)):
        return p
    new = _subst(ty, mapping)
    if not optional and not rest and omissible(new, ()):
        return (new if new == ANY else union([new, UNDEFINED]), True, rest)
    return (new, optional, rest)
