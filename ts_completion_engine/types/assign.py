"""Assignability under `--strict`, for what the layer models: ``assignable(source, target)``
answers False only when no value of ``source`` is assignable to ``target`` (a proof); True
means "assignable, or not modelled". A source is read as narrowing may leave it: any one member
of a union, a literal of a primitive.

The fast paths are a flat list, in the spirit of TypeScript's `isSimpleTypeRelatedTo`.
"""

from .model import ANY, NULLISH

_PRIMS = frozenset(("string", "number", "boolean", "bigint", "symbol"))
# object-like kinds: never assignable to a primitive, a literal, null or undefined
_OBJECTS = frozenset(("array", "tuple", "obj", "fn", "objlit"))


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
    if tk == "union":
        return any(assignable(s, m, lib) for m in t[1])
    if sk in ("tparam", "this") or tk in ("tparam", "this"):
        return True
    if sk == "pred":
        s = ("prim", "boolean")
        sk = "prim"
    if tk == "prim":
        tn = t[1]
        if tn == "never":
            return False
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
        return True
    if tk == "obj" or tk == "lib":
        if (sk == "prim" or sk == "lit") and s[1] in ("null", "undefined", "void"):
            return False
        return True
    return True
