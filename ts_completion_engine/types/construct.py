"""`new` expressions: what `new C(…)` makes, for a class of the file (its instance, the
constructor's arguments checked; a generic class's instantiated, generic_classes.py) and for a
built-in constructor (the lib's construct signature; for the constructors of _TYPED_NEW, the
explicit type arguments). The evaluator (expr.py) hands over after `new` (``start``), while
type arguments are read (``type_arguments``) and at the token after the callee
(``after_callee``); its ``lhs`` is ``("new", callee)`` meanwhile.
"""

from . import expr as X
from . import generic_classes as GC
from .members import member_type
from .model import ANY
from .type_parser import NEW, read_type

LIBNEW = "libnew"  # ``(LIBNEW, made, depth, tokens)``: a built-in constructor (see type_arguments)
TYPE_ARGUMENTS = frozenset((LIBNEW, GC.TYPE_ARGS))
GO_ON = "\x00go on"  # after_callee: the callee is done with; the token is read as after any operand

# Built-in constructors whose type arguments are the instance's, in order (`new Map<K, V>()` is a
# `Map<K, V>`): the instance is read as that annotation would be. Others keep the lib's erased one.
_TYPED_NEW = frozenset(("Map", "Set", "WeakMap", "WeakSet", "WeakRef", "Promise", "Array"))


def start(ev, tok, cx):
    """After `new`: a class of this file gives its instance (and its constructor's arguments
    are checked); a built-in constructor its instance; any other name ANY, its arguments read
    as an unknown callee's (`new Version(this.mjaor)` inside `class Version`, where its name is
    not the class yet)."""
    if tok[0] == "id" and not tok[1].endswith("\x00") and tok[1] not in X.OPAQUE_WORDS:
        t, _const = cx.lookup(tok[1])
        if t[0] == "class" or t[0] in ("prim", "lit") and t[1] in ("number", "string", "boolean"):
            return X._after(ev, t[2] if t[0] == "class" else ANY, ("new", t))
        made = constructed(t, cx.lib) if t[0] in ("lib", "obj") else None
        return X._after(ev, ANY, ("new", (LIBNEW, made if made is not None else ANY, 0, (tok,))))
    return X.opaque(ev)


def type_arguments(ev, tok, cx):
    """A token after the callee while ``ev.lhs`` is a built-in constructor's (LIBNEW) or a
    generic class's type arguments being read (GC.TYPE_ARGS)."""
    if ev.lhs[1][0] == GC.TYPE_ARGS:
        cls = GC.type_args(ev.lhs[1], tok, cx)  # `new Box<string>`: a generic class's type arguments
        if cls is None:
            return X.opaque(ev)
        return ev._replace(lhs=("new", cls), cur=cls[2] if cls[0] == "class" else ev.cur)
    return _lib_new(ev, tok, cx)


def after_callee(ev, tok):
    """The token after a class of the file's name (or its type arguments), ``ev.lhs`` being
    ``("new", cls)``: its constructor's arguments, its type arguments, or GO_ON."""
    k = tok[0]
    cls = ev.lhs[1]
    if k == "(":
        if cls[0] != "class" or cls[5]:
            return X.REJECT  # not constructable (TS2351), or an abstract class (TS2511)
        if cls[3] is not None:
            made, params = GC.construct(cls)  # a generic class's type arguments: inferred
            return ev._replace(mode=X.ARGS, then=(made, params, 0, X.START, False), lhs=None)
        return X.unread_args(ev, cls[2])
    if k == "<" and cls[0] == "class" and len(cls) > 6:
        return ev._replace(lhs=("new", (GC.TYPE_ARGS, cls, 1, ())))
    if k in (".", "?.", "<", "[", "tpl", "tph") or cls[0] != "class":
        return X.opaque(ev)  # `new a.B()`, type arguments: not modelled
    return GO_ON


def constructed(t, lib):
    """What `new` on a built-in constructor (`Map`, `Date`, `Promise`) makes, its type
    parameters ANY (the lib reader erased them: the arguments are not read), or None where the
    lib does not say."""
    made = member_type(t, NEW, lib)
    return None if made is None or made == ANY else made


def _lib_new(ev, tok, cx):
    """After `new` and a built-in constructor: the arguments (not checked) give the instance,
    its type arguments (`new Map<string, number>()`) read for the constructors of _TYPED_NEW.
    ``(LIBNEW, made, depth, tokens)``: the depth inside the type arguments, their tokens after
    the constructor's name."""
    k = tok[0]
    _, made, depth, toks = ev.lhs[1]
    if depth:
        depth += (k == "<") - (len(k) if k.strip(">") == "" else 0)
        toks = toks + (tok,)
        if depth <= 0:
            made = _typed_instance(made, toks, cx) if depth == 0 else ANY
        return ev._replace(lhs=("new", (LIBNEW, made, max(depth, 0), toks)))
    if k == "(":
        return X.unread_args(ev, made)
    if k == "<" and len(toks) == 1:  # type arguments -- or, should it be a comparison, nothing more is checked
        return ev._replace(lhs=("new", (LIBNEW, made, 1, toks + (tok,))))
    return X.opaque(ev)


def _typed_instance(made, toks, cx):
    """`Map<string, number>` (the constructor's name and its type arguments) read as a type, when
    it names the instance ``made`` the lib gives with its parameters erased; else ``made``."""
    if toks[0][1] not in _TYPED_NEW or made is ANY:
        return made
    t = read_type(toks, cx.resolve_type)
    same = t[0] == made[0] and (t[0] == "array" or t[0] == "lib" and t[1] == made[1] and len(t[2]) == len(made[2]))
    return t if same else made
