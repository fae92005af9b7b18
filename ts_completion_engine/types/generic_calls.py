"""The file's generic functions, as their callers see them: `function id<T>(x: T): T` is
``("fn", ("mtp", K), ((("mtp", K), False, False),))``, its inferable type parameters the lib
signatures' ``("mtp", name)`` (infer.py), so that `id(1)` is a `number` and `first([1, 2])` of
`first<T>(xs: T[]): T` too, as the lib's `[1, 2].map(x => x * 2)` is a `number[]`.

Inferable is a type parameter rigid in the body, one written bare: no constraint, no default
(`T extends …` may make tsc infer a tuple or fall back to the constraint). The others stay ANY,
as every type parameter was before. A `const T` is inferred as a `T` is: tsc infers literals and
readonly tuples for it, and the widened type and an array take in whatever those take. A generic
arrow's (`const f = <T,>(x: T): T => x`) are kept from its rigid reading (``arrow_keys``): its
parameters' and return types are read with them rigid, a utility type of one applied to the rigid
type (`NonNullable<T>` is `T`, which a call's binding, never `null` nor `undefined`, leaves wider). The signature is read with
the inferable ones kept as ``("tparam", name)`` (type_parser's ``kept``), as a generic interface's
body is (generics.py): what an operator makes of one (`keyof T`, `T[K]`, `T & U`) is ANY there,
a utility type of one (`NonNullable<T>`) waits for the instantiation; then each becomes an
``("mtp", K)`` whose key K keeps its position in the list (`T\\x000`) for explicit type arguments.
A method signature of the file's interfaces and object types keeps its own the same way
(type_parser's ``own_keys``), unless it is overloaded (``erased``).

A call infers as the lib's calls do (infer.bind): each type parameter is its arguments' widened
type where they all agree, else ANY (no candidate: ANY too, where tsc infers `unknown` or from the
contextual return type), so a result is the type tsc infers or a wider one (a literal widened, a
union of candidates ANY). The arguments are checked against the parameters as declared, a type
parameter in them accepting anything, as before; their count as before too (the parameters'
optional flags are the ANY-reading's, ``flags_from``). A callback that is the last argument is
typed by the instantiated parameter (``context``: `apply("abc", s => s.length)` is a number).

Explicit type arguments (`id<string>(1)`, TS2345) instantiate the signature before its arguments
are read (mode TARGS of expr.py, ``feed``): then they are checked against the instantiated
parameters like any function's. `id<string>` without a call is the instantiated function type.
"""

from .infer import instantiate
from .model import ANY, union
from .type_parser import read_type, split_gt, tparam_names

MAX_TOKENS = 64  # a longer type argument list is not read (the call is then opaque)


def inferable(toks):
    """The type parameters of the list ``toks`` (`<T, U extends X>`) a call infers: ``{name:
    position}`` of those rigid in the body (statements._rigid_tparams: written bare)."""
    from .statements import _rigid_tparams
    rigid = _rigid_tparams(toks)
    return {n: i for i, n in enumerate(tparam_names(toks)) if n in rigid}


def arrow_keys(tparams):
    """The same for a generic arrow's ``tparams`` (arrows.type_scope: its rigid ones)."""
    return {n: i for i, (n, t) in enumerate(tparams) if t[0] == "rigid"}


def key(name, position):
    return "%s\x00%d" % (name, position)


def _position(k):
    """The position of the type parameter keyed ``k``, or None for a lib signature's own."""
    name, sep, pos = k.rpartition("\x00")
    return int(pos) if sep and pos.isdigit() else None


def callers(t, names, kind="tparam"):
    """``t`` (read with ``names`` kept, or rigid: ``kind``) with each of them an ``("mtp", key)``."""
    if type(t) is not tuple or not t:
        return t
    if t[0] == kind and t[1] in names:
        return ("mtp", key(t[1], names[t[1]]))
    if t[0] in ("prim", "lit", "any", "mtp", "rigid", "tparam"):
        return t
    return tuple(callers(x, names, kind) if type(x) is tuple else x for x in t)


def erased(t):
    """``t`` with the file's inferable type parameters ANY (an overload's: infer.py joins the
    overloads' results, and the overload tsc picks is not known)."""
    if type(t) is not tuple or not t:
        return t
    if t[0] == "mtp":
        return ANY if type(t[1]) is str and _position(t[1]) is not None else t
    if t[0] in ("prim", "lit", "any", "rigid"):
        return t
    if t[0] == "union":
        return union([erased(m) for m in t[1]])
    return tuple(erased(x) if type(x) is tuple else x for x in t)


def flags_from(typed, plain):
    """The signature with ``typed``'s parameter types and ``plain``'s optional and rest flags
    (None unless both were read, and alike)."""
    if typed is None or plain is None or len(typed) != len(plain):
        return plain
    return tuple((a[0],) + b[1:] for a, b in zip(typed, plain))


def _keys(t, out):
    if type(t) is not tuple or not t:
        return out
    if t[0] == "mtp" and type(t[1]) is str and _position(t[1]) is not None:
        out.add(t[1])
        return out
    for x in t:
        if type(x) is tuple:
            _keys(x, out)
    return out


def generic(t):
    """Is ``t`` a function of the file with type parameters a call infers (one signature)?"""
    return t[0] == "fn" and len(t) == 3 and t[2] is not None and bool(_keys(t, set()))


def explicit(fn, args):
    """``fn`` (``generic``) instantiated with the type arguments ``args``."""
    bindings = []
    for k in _keys(fn, set()):
        i = _position(k)
        bindings.append((k, args[i] if i < len(args) else ANY))
    return instantiate(fn, tuple(bindings))


def context(params, bindings, index):
    """The parameters that type a callback at argument ``index`` (`x` of `apply(1, x => …)`):
    a file's generic signature instantiated with what the arguments before it inferred, where
    it is the last argument (tsc infers from every argument that is not context-sensitive first:
    a later one may widen T), else ``params`` (its type parameters accepting anything)."""
    if params is None or not bindings or index != len(params) - 1 or params[-1][2]:
        return params
    if not _keys(params, set()) or _lib_mtp(params):
        return params
    return instantiate(params, bindings)


def _lib_mtp(t):
    if type(t) is not tuple or not t:
        return False
    if t[0] == "mtp":
        return type(t[1]) is not str or _position(t[1]) is None
    return any(_lib_mtp(x) for x in t if type(x) is tuple)


def start(ev, X):
    """After `f<` where the parser reads type arguments, ``f`` generic: ``then = (fn, toks, depth)``."""
    return ev._replace(mode=X.TARGS, then=(ev.cur, (), 1), lhs=None)


def feed(ev, tok, cx, X):
    """A token of the type argument list; at its closing `>`, the instantiated function."""
    from .statements import _DEPTH, _split_commas
    fn, toks, depth = ev.then
    parts = split_gt(tok)
    for i, c in enumerate(parts):
        depth += _DEPTH.get(c[0], 0)
        if depth < 0 or depth == 0 and i < len(parts) - 1 or len(toks) >= MAX_TOKENS:
            return X.feed(X.opaque(ev), tok, cx)  # a `>>` closing more than the list
        if depth:
            toks = toks + (c,)
    if depth:
        return ev._replace(then=(fn, toks, depth))
    args = _split_commas(toks)
    if not args:
        return X.opaque(ev)
    return X.after(ev, explicit(fn, tuple(read_type(a, cx.resolve_type) for a in args)))
