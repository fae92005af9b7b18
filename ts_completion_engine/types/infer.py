"""Inference at calls, for the lib's generic signatures: a signature's own type parameters are
``("mtp", name)`` (type_parser.py); the arguments bind them, and what no argument binds is ANY
(the idea of mypy's infer.py/constraints.py, for the one-candidate cases that matter here:
`xs.map(x => x.name)` is `string[]`, `[1].reduce((a, x) => a + x, 0)`).

Bindings are a tuple of ``(name, type)``; a parameter bound twice to different types is ANY.
"""

from .model import ANY, BOOLEAN, PRED, non_nullish, union, widen

_PLAIN = frozenset(("prim", "lit", "array", "tuple", "obj", "lib", "fn", "union"))


def inferred(t):
    """The type a type parameter gets from a value of ``t`` (TypeScript widens literals)."""
    if t is PRED or t == PRED:
        return BOOLEAN
    if t[0] == "litobj":
        return ("obj", tuple((n, widen(ty), False) for n, ty in t[1]), False, None)
    if t[0] == "objlit":
        return ANY
    return widen(t)


def bind(param, arg, bindings):
    """The bindings after an argument of type ``arg`` meets a parameter of type ``param``.
    Where the argument's type is unknown or its shape not followed, every type parameter in
    ``param`` is bound to ANY: it had a candidate, so its default does not apply."""
    if param is ANY or not _has_mtp(param):
        return bindings
    if arg is ANY or arg == ANY:
        return _all_any(param, bindings)
    k = param[0]
    if k == "mtp":
        return _add(bindings, param[1], inferred(arg))
    if k == "fn" and arg[0] == "fn":
        fixed = ()
        if len(param) > 2 and param[2] and len(arg) > 2 and arg[2]:
            for pp, ap in zip(param[2], arg[2]):
                if len(ap) > 3 and not ap[3]:
                    # an unannotated parameter: the arrow is typed by the context, so the type
                    # parameters its parameters use are fixed by the other arguments first
                    # (`reduce`'s U by the initial value), and its return is no candidate for them
                    fixed = fixed + tuple(_names(pp[0]))
                elif ap[0] is not ANY and ap[0] != ANY:
                    bindings = bind(pp[0], ap[0], bindings)
        if not fixed:
            return bind(param[1], arg[1], bindings)
        for n, t in bind(param[1], arg[1], ()):
            if n not in fixed:
                bindings = _add(bindings, n, t)
        return bindings
    if k == "union":
        members = [m for m in param[1] if m[0] != "prim" or m[1] not in ("undefined", "null", "void")]
        if len(members) == 1:
            return bind(members[0], arg, bindings)
        bare = [m for m in members if m[0] == "mtp"]
        # `U | PromiseLike<U>`, `U | ReadonlyArray<U>`: a primitive can only be the bare U
        if len(bare) == 1 and arg[0] in ("prim", "lit"):
            return _add(bindings, bare[0][1], inferred(arg))
        if arg[0] == "fn":
            fns = [m for m in members if m[0] == "fn"]
            if len(fns) == 1:
                return bind(fns[0], arg, bindings)
    if k == "array" and arg[0] == "array":
        return bind(param[1], arg[1], bindings)
    return _all_any(param, bindings)


def _all_any(param, bindings):
    for name in _names(param):
        bindings = _add(bindings, name, ANY)
    return bindings


def _names(t):
    if type(t) is not tuple:
        return ()
    if t and t[0] == "mtp":
        return (t[1],) + (_names(t[2]) if len(t) > 2 else ())
    out = ()
    for x in t:
        if type(x) is tuple:
            out += _names(x)
    return out


def _add(bindings, name, t):
    for i, (n, old) in enumerate(bindings):
        if n == name:
            if old == t:
                return bindings
            return bindings[:i] + ((n, ANY),) + bindings[i + 1:]
    return bindings + ((name, t),)


def instantiate(t, bindings=()):
    """``t`` with the signature's type parameters replaced by their bindings (ANY if unbound)."""
    if type(t) is not tuple or not t:
        return t
    k = t[0]
    if k == "mtp":
        for n, b in bindings:
            if n == t[1]:
                return b
        if len(t) > 2:  # no argument gave it a candidate: its default
            return instantiate(t[2], bindings)
        return ANY
    if k in ("prim", "lit", "any", "tparam", "this", "pred", "objlit"):
        return t
    if not _has_mtp(t):
        return t
    if k == "obj":
        members = tuple((n, instantiate(ty, bindings), o) for n, ty, o in t[1])
        call = instantiate(t[3], bindings) if t[3] is not None else None
        return ("obj", members, t[2], call)
    out = tuple(instantiate(x, bindings) if type(x) is tuple else x for x in t)
    if k == "union":
        return union(out[1])
    return out


_mtp_memo = {}


def _has_mtp(t):
    hit = _mtp_memo.get(t)
    if hit is None:
        hit = _scan(t)
        if len(_mtp_memo) > 20000:
            _mtp_memo.clear()
        _mtp_memo[t] = hit
    return hit


def _scan(t):
    if type(t) is not tuple:
        return False
    if t and t[0] == "mtp":
        return True
    return any(_scan(x) for x in t if type(x) is tuple)


def callback_params(param):
    """The parameter list a callback argument gets from a parameter of type ``param``: the
    function type's ``((type, optional, rest), ...)``, or None (not a single known signature)."""
    if param is None or param is ANY:
        return None
    t = non_nullish(param)
    if t[0] == "fn" and len(t) == 3:
        return t[2]
    return None
