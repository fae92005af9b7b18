"""The file's generic classes as templates, as its generic interfaces are (generics.py).

`class Box<T> { constructor(public v: T) {} }` reads its members' types with the class's type
parameters kept, ``("tparam", T)`` (``kept``: a method's own type parameters stay ANY, and so
does a class's `T` a method's own `<T>` shadows), and builds its instance and constructor from
them: the template. Everything that does not instantiate it sees them erased to ANY (``erase``),
as before: `this` in its methods, `instanceof`, a bare `Box`, a subclass of a bare `Box`, its
static side (which cannot name `T`, TS2302). The class value carries the template as a 7th item
``(params, instance, ctor)``, and the name as a type is ``("generic", params, instance)``, which
Context.resolve_type instantiates (`b: Box<string>`) as any generic interface.

* `new Box<string>(…)`: the type arguments are read as types (``type_args``), the class value
  instantiated (``instantiated``), and its arguments checked against the constructor's
  parameters as for any class; `class N extends Box<number>` extends that instantiation
  (``base_args``), `class N<U> extends Box<U>` the template in N's own `U`.
* `new Box(1)`: the type arguments are inferred from the constructor's arguments only where that
  is simple and certain (``construct``): a type parameter whose every occurrence among the
  constructor's parameters is a whole parameter's type (`v: T`, `v?: T`, `v: T = d`) is
  ``("mtp", T)`` there, which the arguments bind as a lib signature's (infer.bind: the widened
  type, so `new Box(1)` is `Box<number>`; two different candidates, a spread or an argument of
  unknown type: ANY). Any other -- one no parameter names (tsc's `unknown`), one under a type
  (`xs: T[]`, `f: (x: T) => void`) -- is ANY, and so is a binding to anything but a primitive,
  an array, a tuple with elements, an object or a lib type, or a union of those (a function may
  get expandos later in the file, a class a merged namespace; ``_certain``).
* What the arguments bound becomes the instance at the call's `)`: expr._args hands its
  ``("newof", class, args)`` result to ``made``.
"""

from . import generics
from .generics import GENERIC, instantiate as _instantiate
from .model import ANY, UNDEFINED
from .type_parser import read_type, split_gt

TYPE_ARGS = "newtargs"  # `new Box<` read so far: ("newtargs", class, depth, tokens)
NEWOF = "newof"          # what a generic class's constructor call makes: ("newof", _Held(class), args)
_PRIMS = frozenset(("string", "number", "boolean", "bigint", "symbol"))


class _Kept:
    """``cx`` as a generic class's member types are read: a name of ``params`` written bare is
    ``("tparam", name)`` (the reader asks the resolver only for names that are none of the
    signature's own type parameters, so those shadow the class's)."""
    __slots__ = ("_cx", "_params")

    def __init__(self, cx, params):
        self._cx = cx
        self._params = frozenset(params)

    def __getattr__(self, attr):
        return getattr(self._cx, attr)

    def resolve_type(self, name, args):
        if name in self._params and not args:
            return ("tparam", name)
        return self._cx.resolve_type(name, args)


def kept(cx, params):
    return _Kept(cx, params) if params else cx


def erase(t, params):
    """``t`` with the type parameters ``params`` ANY (generics._param makes a parameter of that
    type omissible: a `T` may be `void`)."""
    return _instantiate((GENERIC, tuple(params), t), ()) if params and t is not None else t


def value(name, instance, ctor, statics, abstract, params, partial):
    """The class value, its members' types read with ``params`` kept: erased, with the template
    as a 7th item when the class is finished and its instance or constructor names one."""
    cls = ("class", name, erase(instance, params), erase_ctor(ctor, params), erase(statics, params), abstract)
    if params and not partial and (generics.mentions(instance, params) or generics.mentions(ctor, params)):
        cls += ((tuple(params), instance, ctor),)
    return cls


def erase_ctor(ctor, params):
    return _ctor_of(erase(("fn", ANY, ctor), params)) if ctor is not None and params else ctor


def _ctor_of(fn):
    return fn[2] if len(fn) > 2 else None


def type_of(cls):
    """What the class's name means as a type: its instance, or the template of it."""
    if len(cls) > 6:
        return generics.template(cls[6][0], cls[6][1])
    return cls[2]


def instantiated(cls, args):
    """The generic class value ``cls`` with the type arguments ``args`` (missing ones ANY)."""
    params, instance, ctor = cls[6]
    inst = _instantiate((GENERIC, params, instance), args)
    made = None if ctor is None else _ctor_of(_instantiate((GENERIC, params, ("fn", ANY, ctor)), args))
    return ("class", cls[1], inst, made, cls[4], cls[5])


def read_args(toks, cx):
    """The types of a type argument list's tokens (without its angle brackets), or None."""
    out = []
    cur = []
    depth = 0
    for t in toks + ((",", ",", False),):
        k = t[0]
        if k == "," and depth == 0:
            if not cur:
                return None
            out.append(read_type(tuple(cur), cx.resolve_type))
            cur = []
            continue
        depth += {"(": 1, "[": 1, "{": 1, "<": 1, ")": -1, "]": -1, "}": -1, ">": -1}.get(k, 0)
        cur.append(t)
    return tuple(out)


def type_args(state, tok, cx):
    """`new Box<` read so far (``state``) and one more token: the state after it, the
    instantiated class value once the list closes, or None (not read: ANY)."""
    _, cls, depth, toks = state
    parts = split_gt(tok)
    for i, t in enumerate(parts):
        if t[0] == "<":
            depth += 1
        elif t[0] == ">":
            depth -= 1
            if depth == 0:
                if i != len(parts) - 1:
                    return None  # `>=`: no type argument list
                args = read_args(toks, cx)
                if args is None or len(args) > len(cls[6][0]):
                    return None  # too many type arguments (TS2558): not modelled
                return instantiated(cls, args)
        toks = toks + (t,)
    return (TYPE_ARGS, cls, depth, toks)


def base_args(base, toks, cx, params):
    """`extends Base<…>` with the type argument list's tokens ``toks`` (its angle brackets too):
    the base class instantiated (in the subclass's own type parameters ``params``, kept), or the
    base erased when they are not read."""
    flat = tuple(p for t in toks for p in split_gt(t))
    if len(base) <= 6 or len(flat) < 3 or flat[0][0] != "<" or flat[-1][0] != ">":
        return base
    args = read_args(flat[1:-1], kept(cx, params))
    if args is None or len(args) > len(base[6][0]):
        return base
    return instantiated(base, args)


class _Held:
    """A class value carried through infer.instantiate untouched (it looks into tuples only)."""
    __slots__ = ("v",)

    def __init__(self, v):
        self.v = v

    def __eq__(self, other):
        return isinstance(other, _Held) and self.v == other.v

    def __hash__(self):
        return hash(self.v)


def construct(cls):
    """(what the call makes, the constructor's parameters) for `new C(…)` without type arguments."""
    if len(cls) <= 6 or cls[6][2] is None:
        return cls[2], cls[3]
    params, _instance, ctor = cls[6]
    inferred = tuple(("mtp", p) if _plain(ctor, p) else ANY for p in params)
    sig = _ctor_of(_instantiate((GENERIC, params, ("fn", ANY, ctor)), inferred))
    return (NEWOF, _Held(cls), inferred), sig


def _plain(ctor, p):
    """Is every occurrence of the type parameter ``p`` among the parameters ``ctor`` a whole
    parameter's type (with the `undefined` an optional or defaulted one adds), and is there one?"""
    tp = ("tparam", p)
    names = frozenset((p,))
    seen = False
    for ty, _optional, rest in ctor:
        if not rest and (ty == tp or ty[0] == "union" and tp in ty[1] and all(m == tp or m == UNDEFINED for m in ty[1])):
            seen = True
        elif generics.mentions(ty, names):
            return False
    return seen


def made(ret):
    """The instance a generic class's constructor call makes, from its inferred arguments."""
    _, held, args = ret
    return instantiated(held.v, tuple(a if _certain(a) else ANY for a in args))[2]


def _certain(t):
    k = t[0]
    if k == "prim":
        return t[1] in _PRIMS
    if k == "union":
        return all(_certain(m) or m == UNDEFINED for m in t[1])
    if k == "tuple":
        return bool(t[1])
    return k in ("array", "obj", "lib")
