"""Assignability under `--strict`, for what the layer models: ``assignable(source, target)``
answers False only when no value of ``source`` is assignable to ``target`` (a proof); True
means "assignable, or not modelled". A source is read as narrowing may leave it: any one member
of a union, a literal of a primitive.

The fast paths are a flat list, in the spirit of TypeScript's `isSimpleTypeRelatedTo`.
"""

from .model import ANY, NULLISH, STRING_INDEX, STRING_INDEX_TYPED

_PRIMS = frozenset(("string", "number", "boolean", "bigint", "symbol"))
_STRING_INDEX = (STRING_INDEX, STRING_INDEX_TYPED)
# object-like kinds: never assignable to a primitive, a literal, null or undefined
_OBJECTS = frozenset(("array", "tuple", "obj", "fn", "objlit", "litobj"))


def assignable(s, t, lib=None):
    if s is t or s == t:
        return True
    sk, tk = s[0], t[0]
    if sk == "any" or tk == "any" or sk == "pred" and tk != "prim" and tk != "lit":
        return True
    if s == ("prim", "never"):
        return True
    if sk == "union":
        # a value of a union type may have been narrowed to any one of its members
        return any(assignable(m, t, lib) for m in s[1])
    if sk == "litobj":
        return _object_literal(s, t, lib)
    if tk == "union":
        return any(assignable(s, m, lib) for m in t[1])
    if tk == "rigid" or tk == "bounded":
        # a type parameter of the function being checked: no concrete value is one, whatever
        # its constraint (`return "a"` for `T extends string` is TS2322)
        return not (sk in ("prim", "lit") or sk in _OBJECTS or sk == "lib")
    if tk == "this" and sk in ("prim", "lit", "array", "tuple", "fn", "objlit"):
        return False  # a class's polymorphic `this`: no primitive, nor a literal, is one
    if sk in ("tparam", "this", "mtp") or tk in ("tparam", "this", "mtp"):
        return True
    if sk == "pred":
        s = ("prim", "boolean")
        sk = "prim"
    if tk == "prim":
        tn = t[1]
        if tn == "never":
            # a reference may have been narrowed to never (`const n: never = s` in an exhaustive
            # switch): only a fresh value would be a proof, and sources do not say which they are
            return True
        if tn == "void":
            return s in NULLISH and s != ("prim", "null")
        if tn == "object":
            return sk in _OBJECTS or sk == "lib" or s == ("prim", "object")
        if tn in _PRIMS or tn in ("undefined", "null"):
            if sk == "prim" or sk == "lit":
                return s[1] == tn
            if sk in _OBJECTS:
                return False
            if sk == "lib":
                return False  # an interface instance is an object
            return True
        return True
    if tk == "lit":
        if sk == "lit":
            if s[1] != t[1]:
                return False
            return s[2] is None or t[2] is None or s[2] == t[2]
        if sk == "prim":
            # `x === "a"` narrows a `string` to `"a"`: only another primitive is a proof
            return s[1] == t[1] or s[1] == "never"
        if sk in _OBJECTS or sk == "lib":
            return False
        return True
    if tk in ("array", "tuple"):
        if sk == "prim" or sk == "lit":
            return s[1] == "never"
        if sk == "fn":
            return False
        if sk == "array" and tk == "array":
            return assignable(s[1], t[1], lib)
        if sk == "tuple" and tk == "array":
            return all(assignable(e, t[1], lib) for e in s[1])
        if sk == "tuple" and tk == "tuple":
            return len(s[1]) == len(t[1]) and all(assignable(a, b, lib) for a, b in zip(s[1], t[1]))
        return True
    if tk == "fn":
        if sk == "prim" or sk == "lit":
            return s[1] == "never"
        if sk in ("array", "tuple"):
            return False
        if sk == "fn" and not _parameters_meet(s, t, lib):
            return False
        return True
    if tk == "lib" and lib is not None and t[1] not in lib.interfaces:
        return True  # a lib type alias (`PropertyKey`, `BodyInit`), not read: it may hold null
    if tk == "obj" or tk == "lib":
        if (sk == "prim" or sk == "lit") and s[1] in ("null", "undefined", "void"):
            return False
        if tk == "obj" and t[2] in _STRING_INDEX and (sk == "prim" or sk == "lit") and s[1] in _PRIMS:
            return False  # a primitive has no string index signature (tsc's sourceIsPrimitive)
        if tk == "obj" and t[2] == STRING_INDEX_TYPED and (sk == "array" or sk == "tuple"):
            return False  # nor an array (`Array<T>` has a number index only), to a non-`any` value
        if sk in _STRUCTURAL and lib is not None and lacks_required(s, t, lib):
            return False  # a property the target requires is missing (TS2322, TS2741)
        return True
    if tk == "selfref" and len(t) > 2 and sk in _STRUCTURAL:
        # a method's own class, with its instance so far (classes._own_name)
        if (sk == "prim" or sk == "lit") and s[1] in ("null", "undefined", "void"):
            return False
        return lib is None or not lacks_required(s, t[2], lib)
    return True


# sources whose members are all known and cannot grow (no expando functions, no merged classes)
_STRUCTURAL = frozenset(("prim", "lit", "array", "tuple", "lib"))


def lacks_required(s, t, lib):
    """Does every value of ``s`` lack a member that ``t`` (an object type or a built-in
    interface) requires? Members with computed names are not read, so never required here."""
    from .members import member_type
    if t[0] == "obj":
        required = [n for n, _ty, optional in t[1] if not optional]
    else:
        required = _lib_required(t[1], lib)
    # a numeric name (`0`, `1`) may be an array's or a string's element: an index signature
    return any(member_type(s, n, lib) is None for n in required
               if (n[:1].isalpha() or n[:1] in "_$") and n not in OBJECT_MEMBERS)


# every value has these (the lib's `Object`): a target requiring one is never missing it
OBJECT_MEMBERS = frozenset(
    "constructor toString toLocaleString valueOf hasOwnProperty isPrototypeOf propertyIsEnumerable".split())


_required_cache = {}


def _lib_required(name, lib):
    """The required member names of a built-in interface and its bases (a fixed list per lib)."""
    hit = _required_cache.get(name)
    if hit is None or hit[0] is not lib:
        hit = _required_cache[name] = (lib, tuple(_lib_required_walk(name, lib, ())))
    return hit[1]


def _lib_required_walk(name, lib, seen):
    decl = lib.interfaces.get(name)
    if decl is None or name in seen:
        return []
    out = [n for n, (_t, optional) in decl[1].items() if not optional and not n.startswith("\x00")]
    for base in decl[4]:
        if base[0] == "lib":
            out += _lib_required_walk(base[1], lib, seen + (name,))
    return out


def _object_literal(s, t, lib, fresh=True):
    """A fresh object literal ``("litobj", ((name, type), ...))`` to ``t``: each property's
    type, no property the target lacks (excess, for a fresh literal), no required one missing."""
    tk = t[0]
    if tk == "union":
        members = t[1]
        # excess properties are judged against the union as a whole, the rest member by member
        if fresh and all(m[0] == "obj" and not m[2] and m[1] for m in members):
            names = {n for m in members for n, _t, _o in m[1]}
            if any(n not in names for n, _ in s[1]):
                return False
        return any(_object_literal(s, m, lib, fresh=False) for m in members)
    if tk == "obj":
        if t[3] is not None:
            return False  # a literal has no call signature
        declared = {n: (ty, o) for n, ty, o in t[1]}
        for n, ty in s[1]:
            hit = declared.get(n)
            if hit is None:
                if fresh and not t[2] and t[1]:
                    return False  # excess property (TS2353); none against an empty type (`{}`)
                continue
            want = hit[0] if not hit[1] else _or_undefined(hit[0])
            if assignable(ty, want, lib) is False:
                return False
        given = {n for n, _ in s[1]}
        # a required property missing (TS2741); `toString` and the rest of Object's are never
        return all(o or n in given or n in OBJECT_MEMBERS for n, _ty, o in t[1])
    if tk in ("array", "tuple", "fn", "rigid", "bounded", "this"):
        return False
    if tk in ("prim", "lit"):
        return assignable(("objlit",), t, lib)
    return True


def _parameters_meet(s, t, lib):
    """Can the function type ``s`` be given where ``t`` is expected, as far as the types of the
    parameters both declare go? tsc compares them contravariantly (strictFunctionTypes) or, for
    a method's, both ways: a parameter whose type is assignable in neither direction fails in
    both (`xs.map((x: string) => …)` on a `number[]`, TS2345). Rest parameters, and signatures
    not read (overloads), are not compared; results neither (the layer's may be wider than tsc's)."""
    sp, tp = s[2] if len(s) > 2 else None, t[2] if len(t) > 2 else None
    if sp is None or tp is None:
        return True
    for sparam, tparam in zip(sp, tp):
        if sparam[2] or tparam[2]:
            return True  # a rest parameter
        a, b = sparam[0], tparam[0]
        if a is ANY or b is ANY or a == ANY or b == ANY:
            continue
        if assignable(b, a, lib) is False and assignable(a, b, lib) is False:
            return False
    return True


def _or_undefined(t):
    from .model import UNDEFINED, union
    return union([t, UNDEFINED])
