"""Type operators and the lib's utility types, evaluated on type data: intersections of object
types, `keyof`, indexed access, and `Partial` `Required` `Readonly` `Record` `Pick` `Omit`
`NonNullable` `ReturnType` `Parameters` `Awaited`.

The lib defines the utility types as mapped and conditional types, which the reader does not
model; the checker recognises them by name (checker.Context.resolve_type, only where the file
declares no type of that name). Everything here answers ANY unless the operands are known
well enough for the result to be exact or wider than tsc's (never narrower): a member whose
type is not known stays ANY, and string literal keys whose text the lexer did not keep (an
escape, more than 64 characters) give ANY.
"""

from .model import ANY, NUMBER, OBJLIT, STRING, STRING_INDEX, STRING_INDEX_TYPED, UNDEFINED, VOID, non_nullish, union

_ALWAYS_OBJECTS = frozenset(("Pick", "Omit", "Record"))
UTILITY_NAMES = frozenset(
    "Partial Required Readonly Record Pick Omit NonNullable ReturnType Parameters Awaited".split())


def intersect(parts):
    """``A & B & ...``: object types merge their members (a member in both keeps its type only
    where both agree); anything else is not modelled."""
    members = {}
    open_ = False
    call = None
    for p in parts:
        if p[0] != "obj":
            return ANY  # brands (`string & {...}`), type parameters, lib instances, unions
        for n, t, o in p[1]:
            old = members.get(n)
            if old is None:
                members[n] = (t, o)
            else:
                members[n] = (old[0] if old[0] == t else ANY, old[1] and o)
        open_ = open_ or p[2]
        if p[3] is not None:
            call = p[3] if call is None or call == p[3] else ANY
    return ("obj", tuple(sorted((n, t, o) for n, (t, o) in members.items())), open_, call)


def keyof(t):
    """`keyof T` for an object type without index signature whose member names are known."""
    if t[0] != "obj" or t[2]:
        return ANY
    names = [n for n, _t, _o in t[1]]
    if not names or any(not n or not (n[0].isalpha() or n[0] in "_$") for n in names):
        return ANY  # `keyof {}` is never; quoted or numeric names: not kept
    return union([("lit", "string", n) for n in names])


def index(t, k):
    """`T[K]`: an array's or tuple's element for `number`, a member for a known literal key."""
    if k == NUMBER or (k[0] == "lit" and k[1] == "number"):
        if t[0] == "array":
            return t[1]
        if t[0] == "tuple" and t[1] and k == NUMBER:
            return union(t[1])
        return ANY
    if t[0] == "obj" and k[0] == "lit" and k[1] == "string" and k[2] is not None:
        for n, ty, o in t[1]:
            if n == k[2]:
                return union([ty, UNDEFINED]) if o else ty
    return ANY


def apply(name, args):
    """The utility type ``name`` applied to the type data ``args``."""
    if len(args) == 1:
        (t,) = args
        if name == "Partial":
            return _members(t, lambda o: True)
        if name == "Required":
            return _members(t, lambda o: False)
        if name == "Readonly":
            return t if t[0] in ("obj", "array", "tuple") else ANY  # readonly is not modelled
        if name == "NonNullable":
            if t[0] == "any" or t == VOID or t[0] == "union" and VOID in t[1]:
                return ANY  # `void & {}` is no never: a body declared so needs no `return`
            return non_nullish(t)
        if name == "ReturnType":
            if t[0] == "fn":
                return t[1] if t[1][0] != "pred" else ANY
            if t[0] == "obj" and t[3] is not None:
                return t[3]
            return ANY
        if name == "Parameters":
            # a parameter is (type, optional, rest), an arrow's has a fourth field (arrows.py)
            if t[0] == "fn" and len(t) > 2 and t[2] is not None and all(not q[1] and not q[2] for q in t[2]):
                return ("tuple", tuple(q[0] for q in t[2]))
            return ANY
        if name == "Awaited":
            return _awaited(t)
    if len(args) == 2 and name == "Record":
        k, v = args
        if k == STRING:
            # an index signature (its value type is not kept; that it is no `any`, is)
            return ("obj", (), STRING_INDEX if v is ANY or v == ANY else STRING_INDEX_TYPED, None)
        names = _literal_keys(k)
        if names is not None:
            return ("obj", tuple((n, v, False) for n in sorted(names)), False, None)  # `{ a: V; b: V }`
    if len(args) == 2 and name == "Pick":
        t, k = args
        names = _literal_keys(k)
        if names is not None and t[0] == "obj" and not t[2]:
            picked = tuple(m for m in t[1] if m[0] in names)
            if len(picked) == len(names):  # (a key T lacks is an error of the `Pick` itself)
                ro = t[4] & names if len(t) > 4 else frozenset()
                return ("obj", picked, False, None, ro) if ro else ("obj", picked, False, None)
    if name in _ALWAYS_OBJECTS:
        return OBJLIT  # not evaluated, but a mapped type over keys is an object, never void (TS2355)
    return ANY


def _literal_keys(k):
    """The names of a union of string literals whose text is kept (`"a" | "b"`), else None."""
    members = k[1] if k[0] == "union" else (k,)
    names = frozenset(m[2] for m in members if m[0] == "lit" and m[1] == "string" and m[2] is not None)
    return names if len(names) == len(members) else None


def _members(t, optional):
    if t[0] != "obj" or t[3] is not None:
        return ANY
    return ("obj", tuple((n, ty, optional(o)) for n, ty, o in t[1]), t[2], None)


def _awaited(t, depth=0):
    k = t[0]
    if k == "lib" and t[1] in ("Promise", "PromiseLike") and t[2] and depth < 8:
        return _awaited(t[2][0], depth + 1)
    if k in ("prim", "lit", "array", "tuple"):
        return t
    if k == "union":
        return union([_awaited(m, depth + 1) for m in t[1]])
    return ANY  # an object may have a `then` method
