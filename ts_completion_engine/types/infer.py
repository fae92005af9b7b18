"""Inference at calls, for the lib's generic signatures: a signature's own type parameters are
``("mtp", name)`` (type_parser.py); the arguments bind them, and what no argument binds is ANY
(the idea of mypy's infer.py/constraints.py, for the one-candidate cases that matter here:
`xs.map(x => x.name)` is `string[]`, `[1].reduce((a, x) => a + x, 0)`).

Bindings are a tuple of ``(name, type)``; a parameter bound twice to different types is ANY.
A call to an overloaded function keeps one tuple of bindings per overload, and its result is
one of the results of the overloads that take that many arguments (``overload_result``).
"""

from .arity import required as required_count
from .model import ANY, BOOLEAN, UNDEFINED, array_element, non_nullish, union, widen
from .utility import UTILITY_NAMES, apply as apply_utility

_PLAIN = frozenset(("prim", "lit", "array", "tuple", "obj", "lib", "fn", "union"))


def inferred(t):
    """The type a type parameter gets from a value of ``t`` (TypeScript widens literals)."""
    if t[0] == "pred":
        return BOOLEAN
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
        return all_any(param, bindings)
    k = param[0]
    if k == "mtp":
        return _add(bindings, param[1], inferred(arg))
    if k == "pred":
        # a callback that is a guard on the same parameter (`filter(isCircle)`) binds the lib's
        # `value is S`; any other leaves S free (_narrowed_result)
        if arg[0] == "pred" and len(param) > 2 and len(arg) > 2 and arg[1] == param[1] and arg[2] is not None \
                and arg[2] is not ANY and arg[2] != ANY:
            return bind(param[2], arg[2], bindings)
        return bindings
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
    if k == "lib" and param[1] == "ReadonlyArray" and len(param[2]) == 1 and array_element(arg) is not None:
        return bind(param[2][0], array_element(arg), bindings)  # `xs: readonly T[]` given a `U[]`
    return all_any(param, bindings)


def all_any(param, bindings):
    """Every type parameter in ``param`` bound to ANY."""
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
    if k == "lib" and t[1] in UTILITY_NAMES:
        return apply_utility(t[1], tuple(instantiate(a, bindings) for a in t[2]))  # `Awaited<T>` (lib_reader)
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


# -- calls to overloaded functions


def arg_param(params, index):
    """The parameter an argument at ``index`` goes to, or None past the last one."""
    if index < len(params):
        p = params[index]
        if p[2]:  # a rest parameter: each argument against its element type
            return (p[0][1] if p[0][0] == "array" else ANY, True, True)
        return p
    if params and params[-1][2]:
        return arg_param(params, len(params) - 1)
    return None


def bind_overloads(sigs, bindings, index, t):
    """Each overload's own bindings after argument ``index`` of type ``t``."""
    if not sigs:
        return bindings
    out = []
    for s, b in zip(sigs, bindings):
        p = arg_param(s[2], index) if len(s) > 2 else None
        out.append(bind(p[0], t, b) if p is not None else b)
    return tuple(out)


def overload_result(joined, sigs, bindings, given, spread):
    """The result of a call to an overloaded function: one of the results of the overloads
    that take ``given`` arguments (a union, read as "any one member" like every union here),
    or None when none does."""
    if not sigs:
        return instantiate(joined)
    rets = []
    for s, b in zip(sigs, bindings):
        if len(s) < 3:
            return instantiate(joined)  # an overload whose parameters were not read
        params = s[2]
        required = required_count(params)  # trailing void-taking ones too (arity.py)
        most = len(params) if not (params and params[-1][2]) else None
        if spread or (given >= required and (most is None or given <= most)):
            r = instantiate(s[1], all_any(s[1], b) if spread else b)
            rets.append(BOOLEAN if r[0] == "pred" else r)
    if not rets:
        return None
    if len(rets) == 2 and not spread:
        hit = _narrowed_result(rets, sigs, bindings)
        if hit is not None:
            return hit
    return union(rets)


def _narrowed_result(rets, sigs, bindings):
    """`filter`/`find` with a callback that may be (or be inferred as) a type predicate: the
    overload `<S extends T>(p: (v: T) => v is S): S[]` has its S unbound. Where the other
    result is `T[]` with T primitive, S[] has the same members (T[]); where it is `T |
    undefined`, the result is still possibly undefined: ANY | undefined."""
    if len(sigs) != 2:
        return None
    guarded = _guarded_result(rets, sigs, bindings)
    if guarded is not None:
        return guarded
    free = [s for s, b in zip(sigs, bindings) if _has_free(s[1], b)]
    plain = [r for r, s, b in zip(rets, sigs, bindings) if not _has_free(s[1], b)]
    if len(plain) != 1 or len(free) != 1 or not _guard_overload(free[0]):
        return None
    r, fr = plain[0], free[0][1]
    if r[0] == "array" and _primitive(r[1]) and fr[0] == "array" and fr[1][0] == "mtp":
        return r
    if (r[0] == "union" and UNDEFINED in r[1] and r != ("union", (ANY, UNDEFINED))
            and fr[0] == "union" and UNDEFINED in fr[1]):
        return ("union", (ANY, UNDEFINED))  # not built by union(), which would absorb it
    return None


def _guarded_result(rets, sigs, bindings):
    """`filter(isCircle)`, `find((s): s is Circle => …)`: a callback that is a guard bound the
    guard overload's S (bind) to a type assignable to the other's T, so that overload is the one
    tsc picks: `Circle[]`, `Circle | undefined`."""
    from .assign import assignable
    (first, second), (b, _b2) = sigs, bindings
    name = _guard_name(first)
    if name is None or _has_free(first[1], b) or _has_mtp(second[1]):
        return None
    guard = next((t for n, t in b if n == name), None)
    r, plain = rets
    element = _element_of(plain)
    if guard is None or guard is ANY or guard == ANY or element is None or not assignable(guard, element):
        return None
    return r


def _guard_name(sig):
    """The type parameter a guard overload's callback narrows to (`value is S`: "S"), or None."""
    for p in sig[2]:
        t = non_nullish(p[0])
        if t[0] == "fn" and t[1][0] == "pred" and len(t[1]) > 2 and t[1][2][0] == "mtp":
            return t[1][2][1]
    return None


def _element_of(t):
    """T of a `T[]` or `T | undefined` result."""
    if t[0] == "array":
        return t[1]
    if t[0] == "union" and UNDEFINED in t[1]:
        rest = tuple(m for m in t[1] if m != UNDEFINED)
        return rest[0] if len(rest) == 1 else ("union", rest)
    return None


def _guard_overload(sig):
    """Does the signature take a callback that is a type predicate (`(v: T) => v is S`)?"""
    for p in sig[2]:
        t = non_nullish(p[0])
        if t[0] == "fn" and t[1][0] == "pred":
            return True
    return False


def _has_free(t, bindings):
    if not _has_mtp(t):
        return False
    bound = {n for n, _b in bindings}
    return any(n not in bound for n in _mtp_names(t))


def _mtp_names(t):
    if type(t) is not tuple:
        return ()
    if t and t[0] == "mtp":
        return (t[1],)
    out = ()
    for x in t:
        if type(x) is tuple:
            out += _mtp_names(x)
    return out


def _primitive(t):
    if t[0] == "union":
        return all(_primitive(m) for m in t[1])
    return t[0] in ("prim", "lit") and t[1] not in ("object", "never")


