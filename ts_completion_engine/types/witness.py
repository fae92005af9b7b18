"""What a narrowing that may add members adds: its witness, as a type.

Three kinds of narrowing can give a reference members its declared type D lacks (narrowing.py).
tsc narrows D, member by member of a union, to the member itself, to the candidate W, to their
intersection, or drops it (never): in every case a member of the result is a member of D (read
as "any one of its members", as the checks read unions) or of W. So after such a narrowing a
reference is ``narrowed(D, (W, ...))``: the union of D, the witnesses and `never` (the last so
that a use of the whole value -- an assignment, an operand -- proves nothing an intersection
that collapsed to never would allow; member lookup skips it, as never has no member). The
layer does not track branches: the union holds wherever the narrowing may have happened,
inside the guarded region and after it alike.

The witnesses:

- ``x instanceof C``: C's instances (``instance_of``), for a class of the file or a trusted
  global constructor (its ``prototype``'s type, else what its construct signature makes);
- a call to a function whose signature is one type predicate on its first parameter (`a is
  Dog`, `asserts a is Dog`, the lib's `Array.isArray(arg): arg is any[]`): the predicate's type,
  when it is concrete (a type parameter is not: ``concrete``); `asserts a` (truthiness) adds
  nothing, so it narrows nothing (``NOTHING``);
- ``"k" in x`` with a kept string literal key: an object with `k` of unknown type (``has_key``;
  tsc intersects a member that lacks `k` with `Record<"k", unknown>`).

Anything else is ANY: the old taint, every member of the reference unknown.
"""

from .model import ANY, NEVER, union

NOTHING = None  # the witness of a narrowing that adds no member (`asserts x`)


def narrowed(t, witnesses):
    """A reference declared ``t`` that narrowings may have taken to any of ``witnesses``."""
    u = union([t, *witnesses])
    if u is ANY or u == ANY:
        return ANY
    return ("union", (u[1] if u[0] == "union" else (u,)) + (NEVER,))


def instance_of(t, lib):
    """What `x instanceof C` may narrow x to, C's value being ``t``; ANY where not known. A class
    of the file is finished here (in its own body its name is the static side so far, "self")."""
    if t[0] == "class":
        from .classes import HAS_INSTANCE
        if t[4][0] == "obj" and any(m[0] == HAS_INSTANCE for m in t[4][1]):
            return ANY  # `static [Symbol.hasInstance](v): v is T` decides what it narrows to
        return t[2]
    if t[0] in ("lib", "obj"):
        from .construct import constructed
        from .members import member_type
        proto = member_type(t, "prototype", lib)
        if proto is not None and proto != ANY and concrete(proto):
            return proto
        made = constructed(t, lib)
        if made is not None and concrete(made):
            return made
    return ANY


def has_key(key):
    """What `"key" in x` may add to x: an object with ``key`` of unknown type."""
    return ("obj", ((key, ANY, False),), False, None) if key is not None else ANY


_FREE = frozenset(("mtp", "tparam", "rigid", "this"))


def concrete(t, free=_FREE):
    """Does ``t`` name no type parameter (a signature's own, a class's, `this`; those ``free``)?"""
    if type(t) is not tuple:
        return True
    if t and type(t[0]) is str:
        return t[0] not in free and all(concrete(x, free) for x in t[1:])
    return all(concrete(x, free) for x in t)


# a guard that may name the signature's own type parameters (the lib's `value is S`): inference
# binds them at a call (infer.bind), a witness is only a concrete one
SIGNATURE_FREE = _FREE - {"mtp"}


def predicate(t):
    """The witness of a call to a callee of type ``t`` when it is one signature whose predicate
    is on its first parameter: the type (or NOTHING); ANY for a predicate the layer cannot use;
    False when the callee is no such function."""
    if t[0] != "fn" or len(t) < 3 or t[2] is None or len(t) > 3 and t[3]:
        return False
    ret = t[1]
    if ret[0] != "pred" or len(ret) < 3 or ret[1] != 0 or not t[2] or t[2][0][2]:
        return False
    guard = ret[2]
    if guard is NOTHING:
        return NOTHING
    return guard if concrete(guard) else ANY



def own_parameter_guard(pred, rtoks, params, own):
    """``pred`` (read from the return type ``rtoks``) with no witness where it narrows within the
    argument's own type: `value is T` or `asserts value is T` (or `NonNullable<T>`) for one of the
    signature's own type parameters ``own`` that no other parameter mentions and that the
    parameter's annotation is alone or with `null`/`undefined` (`value: T | null | undefined`).
    tsc infers T from that argument (explicit type arguments keep the old taint: narrowing.py
    reads a callee only right before its `(`), so the narrowed type is within the argument's.
    ``params``: the signature's ``(name, tokens)`` (statements.signature_params), then any
    `this` parameter's."""
    if pred is None or pred[0] != "pred" or len(pred) < 3 or pred[2] is not ANY or params is None:
        return pred
    words = [t[1] for t in rtoks]
    if words and words[0] == "asserts":
        words = words[1:]
    guard = words[2:]
    if len(guard) == 4 and guard[0] == "NonNullable" and guard[1] == "<" and guard[3] == ">":
        guard = guard[2:3]
    if len(words) < 3 or words[1] != "is" or len(guard) != 1 or guard[0] not in own:
        return pred
    tp = guard[0]
    name, part = params[pred[1]]
    if name != words[0] or any(t[0] == "=" for t in part) or not any(t[0] == ":" for t in part):
        return pred
    ann = part[[t[0] for t in part].index(":") + 1:]
    if sum(1 for t in ann if t[0] == "id" and t[1] == tp) != 1 \
            or any(t[0] != "|" and not (t[0] == "id" and t[1] in (tp, "null", "undefined")) for t in ann):
        return pred
    if any(t[0] == "id" and t[1] == tp for n, p in params if p is not part for t in p):
        return pred
    return pred[:2] + (NOTHING,)
