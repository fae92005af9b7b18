"""Member lookup: which names a value of a type has, and their types (TypeScript's apparent
type: a primitive has its wrapper interface's members, every object has `Object`'s).

``member_type`` answers None only when the member surely does not exist; anything not modelled
(ANY, an open interface, an interface the lib reader could not read) has every member.
"""

from .infer import instantiate
from .model import ANY, APPARENT, BOUNDED, NEVER, NULLISH, union
from .type_parser import NEW
from .utility import UTILITY_NAMES, apply as apply_utility

_names_cache = {}
_EMPTY = ("obj", (), False, None)  # `{}`: what `if (e)` leaves of an `unknown` e or a bare `T`


def _interfaces(t):
    """The built-in interfaces whose members a value of ``t`` has, as ``(name, args)``; None for
    "anything" (not modelled)."""
    k = t[0]
    if k == "prim" or k == "lit":
        base = t[1]
        name = APPARENT.get(base)
        if name is not None:
            return ((name, ()),)
        if base == "object":
            return (("Object", ()),)
        return None  # null, undefined, void, never: narrowing decides; not modelled
    if k == "array":
        return (("Array", (t[1],)),)
    if k == "tuple":
        return (("Array", (union(t[1]) if t[1] else ANY,)),)
    if k == "lib":
        return ((t[1], t[2]),)
    if k == "fn":
        return (("Function", ()),)
    return None


def all_have_member(t, name, lib):
    """Does every type of the union ``t`` (but null and undefined) have a member ``name``?"""
    return all(member_type(m, name, lib) is not None for m in t[1] if m not in NULLISH and m != NEVER)


def member_type(t, name, lib):
    """The type of ``t.name``; None when no value of type ``t`` has a member ``name``."""
    k = t[0]
    if k == "unknown" or k == "rigid":  # TS18046, TS2339 -- truthiness may have narrowed it to `{}`
        t, k = _EMPTY, "obj"
    if k == BOUNDED:  # a constrained type parameter's value: its constraint's members
        return member_type(t[2], name, lib)
    if k == "union":
        # never (witness.narrowed's: a narrowing's intersection that collapsed) has no member
        found = [member_type(m, name, lib) for m in t[1] if m not in NULLISH and m != NEVER]
        found = [f for f in found if f is not None]
        return union(found) if found else (None if t[1] else ANY)
    if k == "litobj":
        t = ("obj", tuple((n, ty, False) for n, ty in t[1]), False, None)
        k = "obj"
    if k == "class":  # a class of the file as a value: its static side
        t = t[4]
        k = "obj"
    if k == "obj":
        for n, ty, _opt in t[1]:
            if n == name:
                return ty
        if t[2]:
            return ANY
        extra = (("Function", ()), ("Object", ())) if t[3] is not None else (("Object", ()),)
        return _lookup(extra, name, lib, t)
    ifaces = _interfaces(t)
    if ifaces is None:
        return ANY
    return _lookup(ifaces + (("Object", ()),), name, lib, t)


def optional_member(t, name):
    """Does an object type of ``t`` (or of a member of its union) declare ``name`` optional
    (`email?: string`)? Its value then may be `undefined`, as `t.name`'s type says (TS18048)."""
    if t[0] == "union":
        return any(optional_member(m, name) for m in t[1])
    if t[0] == "obj":
        return any(n == name and opt for n, _ty, opt in t[1])
    return False


def _lookup(ifaces, name, lib, receiver):
    seen = set()
    work = list(ifaces)
    while work:
        iname, args = work.pop(0)
        if iname in seen:
            continue
        seen.add(iname)
        decl = lib.interfaces.get(iname)
        if decl is None:
            return ANY  # not read (or not built in): anything goes
        tparams, members, open_, call, bases = decl
        mapping = {p: (args[i] if i < len(args) else ANY) for i, p in enumerate(tparams)}
        hit = members.get(name)
        if hit is not None:
            return substitute(hit[0], mapping, receiver)
        if open_:
            return ANY
        if call is not None or NEW in members:
            work.append(("Function", ()))  # a callable or a constructor (`Promise.call`)
        for b in bases:
            if b[0] == "lib":
                work.append((b[1], tuple(substitute(a, mapping, receiver) for a in b[2])))
            else:
                return ANY
    return None


def member_names(t, lib):
    """All member names of ``t`` (a frozenset), or None when they are not all known."""
    k = t[0]
    if k == "unknown" or k == "rigid":
        t, k = _EMPTY, "obj"
    if k == BOUNDED:
        return member_names(t[2], lib)
    if k == "union":
        out = set()
        for m in t[1]:
            if m in NULLISH or m == NEVER:
                continue
            names = member_names(m, lib)
            if names is None:
                return None
            out |= names
        return frozenset(out)
    if k == "litobj":
        t = ("obj", tuple((n, ty, False) for n, ty in t[1]), False, None)
        k = "obj"
    if k == "class":
        t = t[4]
        k = "obj"
    if k == "obj":
        if t[2]:
            return None
        base = _iface_names(("Function", "Object") if t[3] is not None else ("Object",), lib)
        if base is None:
            return None
        return base | frozenset(n for n, _t, _o in t[1])
    ifaces = _interfaces(t)
    if ifaces is None:
        return None
    return _iface_names(tuple(i[0] for i in ifaces) + ("Object",), lib)


def _iface_names(names, lib):
    key = names
    if key in _names_cache and _names_cache[key][0] is lib:
        return _names_cache[key][1]
    out = set()
    work = list(names)
    seen = set()
    result = None
    while work:
        n = work.pop()
        if n in seen:
            continue
        seen.add(n)
        decl = lib.interfaces.get(n)
        if decl is None or decl[2]:
            break
        out.update(decl[1])
        if decl[3] is not None or NEW in decl[1]:
            work.append("Function")
        for b in decl[4]:
            if b[0] != "lib":
                work = None
                break
            work.append(b[1])
        if work is None:
            break
    else:
        result = frozenset(out)
    _names_cache[key] = (lib, result)
    return result


def has_member_starting(t, prefix, lib):
    """Can a member name of ``t`` still start with ``prefix``? (False is a proof.)"""
    names = member_names(t, lib)
    if names is None:
        return True
    return any(n.startswith(prefix) for n in names)


def substitute(t, mapping, receiver):
    """``t`` with interface type parameters replaced (missing ones by ANY) and `this` by the
    receiver."""
    if type(t) is not tuple or not t:
        return t
    k = t[0]
    if k == "tparam":
        return mapping.get(t[1], ANY)
    if k == "this":
        return receiver
    if k in ("prim", "lit", "any", "objlit", "pred"):
        return t
    if k == "obj":
        members = tuple((n, substitute(ty, mapping, receiver), o) for n, ty, o in t[1])
        call = substitute(t[3], mapping, receiver) if t[3] is not None else None
        return ("obj", members, t[2], call)
    out = tuple(substitute(x, mapping, receiver) if type(x) is tuple else x for x in t)
    if k == "union":
        return union(out[1])
    if k == "lib" and t[1] in UTILITY_NAMES:
        return apply_utility(t[1], out[2])  # `Awaited<T>` once T is known (lib_reader)
    return out


def callable_maybe(t):
    """False when no value of ``t`` can be called."""
    k = t[0]
    if k in ("prim", "lit"):
        return t[1] in ("void", "never", "object")  # `typeof o === "function"` narrows object
    if k in ("array", "tuple", "objlit", "litobj"):
        return False
    if k == "obj":
        return t[3] is not None or t[2]
    if k == "union":
        return any(callable_maybe(m) for m in t[1] if m not in NULLISH)
    return True


def call_result(t, lib):
    """What calling a value of type ``t`` gives (ANY where not known)."""
    k = t[0]
    if k == "fn":
        return instantiate(t[1])
    if k == "obj" and t[3] is not None:
        return instantiate(t[3])
    if k == "lib" and not t[2] and lib is not None:  # `String(x)`, `Number(s)`: a global's call signature
        decl = lib.interfaces.get(t[1])
        if decl is not None and not decl[0] and decl[3] is not None:
            return decl[3]  # what every overload returns (ANY where they differ)
    return ANY
