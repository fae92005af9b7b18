"""Types as data: small tuples, compared by value, never mutated.

Every type is a tuple whose first item names its kind. ``ANY`` stands for everything the layer
does not model (``any``, ``unknown``, a type parameter, an import, a conditional type...): it is
assignable both ways and has every member, so it can never cause a rejection.

    ANY                              anything; never a reason to reject
    ("prim", name)                   string number boolean bigint symbol undefined null void never object
    ("lit", base, value)             a literal of primitive ``base``; value None = some literal of it
    ("union", (t, ...))              flattened, at least two members
    ("array", elem)                  T[] (Array<T>)
    ("tuple", (t, ...))              a fixed-length tuple without optional or rest elements
    ("lib", name, (arg, ...))        an instance of a built-in interface (String, Promise<T>, Map<K, V>)
    ("obj", members, open, call)     an object type: members is a tuple of (name, type, optional)
                                     sorted by name; open = it has an index signature (or a name not
                                     read; STRING_INDEX: surely `[k: string]`); call = it is
                                     callable (None, or the return type of its call signatures)
                                     (an optional 5th item: the names of its read-only properties)
    ("fn", ret)                      a function type returning ``ret``
    ("pred",)                        the return type of a type guard (`x is T`, `asserts x`): boolean,
                                     and a call to it may narrow its arguments
    ("pred", i, T)                   the same, on the i-th parameter, narrowing it to T (None for
                                     `asserts x`: nothing added; ANY: not known) -- witness.py
    ("litobj", ((name, type), ...))  a fresh object literal (sorted by name): assignable only to a
                                     type that has each of its properties and gets every required one
    ("objlit",)                      an object of unknown shape (an object or array literal not modelled):
                                     assignable to any object type, never to a primitive
"""

ANY = ("any",)
STRING_INDEX = "s"  # an "obj"'s open flag when it surely has a `[k: string]` index signature
STRING_INDEX_TYPED = "S"  # the same, whose value type is known and not `any`: no array has one
UNKNOWN = ("unknown",)  # a `catch` variable (useUnknownInCatchVariables): no member until narrowed
OBJLIT = ("objlit",)
PRED = ("pred",)

STRING = ("prim", "string")
NUMBER = ("prim", "number")
BOOLEAN = ("prim", "boolean")
BIGINT = ("prim", "bigint")
SYMBOL = ("prim", "symbol")
UNDEFINED = ("prim", "undefined")
NULL = ("prim", "null")
VOID = ("prim", "void")
NEVER = ("prim", "never")
OBJECT = ("prim", "object")

PRIMITIVE_NAMES = frozenset("string number boolean bigint symbol undefined null void never object".split())
NULLISH = frozenset((UNDEFINED, NULL, VOID))
# primitives neither iterable (`for … of`, `[...x]`: TS2488) nor objects (`for … in`: TS2407)
NOT_ITERABLE = frozenset(("number", "boolean", "bigint"))

SOME_STRING = ("lit", "string", None)   # a string literal whose text the layer did not keep
TRUE = ("lit", "boolean", True)
FALSE = ("lit", "boolean", False)

# the built-in interface that holds the members of a primitive (its "apparent type")
APPARENT = {"string": "String", "number": "Number", "boolean": "Boolean", "bigint": "BigInt",
            "symbol": "Symbol"}


def union(types):
    """The union of ``types``: flattened, duplicates removed, ANY absorbs everything."""
    out = []
    for t in types:
        if t is ANY or t == ANY:
            return ANY
        members = t[1] if t[0] == "union" else (t,)
        for m in members:
            if m not in out and m != NEVER:
                out.append(m)
    if not out:
        return NEVER
    if len(out) == 1:
        return out[0]
    return ("union", tuple(out))


def maybe_predicate(t):
    """What callers see of a function without a return annotation whose body gives ``t``: since
    TypeScript 5.5 a boolean body that narrows a parameter is an inferred type predicate
    (`function isDog(a: Animal) { return a instanceof Dog; }` is `a is Dog`), so a boolean is
    PRED there -- a call to it may narrow its arguments (narrowing.py), its result a boolean."""
    if t == BOOLEAN or t[0] == "lit" and t[1] == "boolean":
        return PRED
    if t[0] == "union" and all(m == BOOLEAN or m[0] == "lit" and m[1] == "boolean" for m in t[1]):
        return PRED
    return t


def widen(t):
    """The type a mutable binding gets from an initialiser: literals widen to their base,
    `null` and `undefined` to ANY (TypeScript's evolving `let x = null`), and a fresh object
    literal becomes an object type whose properties widen, deeply (`{ db: { host: "a" } }`'s
    `host` is a `string`, as tsc's getWidenedType makes it)."""
    k = t[0]
    if k == "lit":
        return ("prim", t[1])
    if t in NULLISH:
        return ANY
    if k == "union":
        return union([widen(m) for m in t[1]])
    if k == "litobj":
        return ("obj", tuple((n, widen(ty), False) for n, ty in t[1]), False, None)
    return t


def array_element(t):
    """The element type of an array, `T[]` or `readonly T[]` (the lib's `ReadonlyArray<T>`:
    no `push`, `sort`, `reverse`...), else None."""
    k = t[0]
    if k == "array":
        return t[1]
    if k == "lib" and t[1] == "ReadonlyArray" and len(t[2]) == 1:
        return t[2][0]
    return None


def base_of(t):
    """The primitive name a type belongs to (`"string"` for a string literal), or None."""
    k = t[0]
    if k == "prim":
        return t[1]
    if k == "lit":
        return t[1]
    return None


def non_nullish(t):
    """``t`` without null, undefined and void (what `x!`, `x?.` and truthiness leave)."""
    if t[0] == "union":
        return union([m for m in t[1] if m not in NULLISH])
    return NEVER if t in NULLISH else t


def without_undefined(t):
    """``t`` without undefined (a parameter with a default, as its body sees it; void stays)."""
    if t[0] == "union":
        return union([m for m in t[1] if m != UNDEFINED])
    return t


# ``("bounded", name, C)``: a value of a type parameter declared with a constraint (`x: T` for
# `<T extends C>`), in its function's body. Its members are C's (tsc's apparent type); anything
# else about it is not modelled: no proof as a source or a target of an assignment, an operand.
BOUNDED = "bounded"
_NARROWABLE = ("unknown", "rigid", BOUNDED)


def narrowable(t):
    """Is ``t`` (or a member of it) `unknown` or a type parameter, whose members a `typeof` or
    `===` test may add?"""
    return t[0] in _NARROWABLE or t[0] == "union" and any(m[0] in _NARROWABLE for m in t[1])


def obj(members, open_=False, call=None):
    """An object type from ``{name: (type, optional)}``."""
    return ("obj", tuple(sorted((n, ty, opt) for n, (ty, opt) in members.items())), open_, call)


def async_body_ret(declared):
    """What an `async` function's `return` may give for a declared ``Promise<X>``: X, or anything
    awaited to X -- a promise of it, any `PromiseLike<X>` (None when the declared type is no
    Promise the layer knows: not checked)."""
    if declared is not None and declared[0] == "lib" and declared[1] == "Promise" and len(declared[2]) == 1:
        return union([declared[2][0], declared, ("lib", "PromiseLike", declared[2])])
    return None


def must_return(ret):
    """The ``ret`` of a body that needs a `return` statement whatever ``ret`` is (None: not
    checked): a `get` accessor's (TS2378), or one whose declared type the layer does not evaluate
    but nonvoid.py proves needs one (TS2355). Its `return`s are checked against ``ret``."""
    return ret if needs_return(ret) else ("must", ret)


def declared(ret):
    """What a body's `return`s must give (``must_return``'s wrapper taken off; None while the
    body's return type is inferred: inferred_return.py)."""
    if ret is not None and ret[0] == "infer":
        return None
    return ret[1] if ret is not None and ret[0] == "must" else ret


def needs_value(ret):
    """tsc's TS2366 (and TS2355, and TS2322 for a bare `return;`): a body ending without a value
    is an error for this declared type (`undefined` not assignable to it; no `void`, `any`,
    `unknown`, type parameter but the function's own rigid ones; `this` needs one)."""
    if ret is None or ret[0] == "infer":
        return False
    if ret[0] == "must":
        return needs_value(ret[1])
    members = ret[1] if ret[0] == "union" else (ret,)
    return not any(m[0] in ("any", "tparam", "pred") or m in (("prim", "void"), UNDEFINED)
                   for m in members)


def needs_return(ret):
    """tsc's TS2355 test: a declared type that includes `void`, or is exactly `any` or
    `undefined`, needs no `return` statement; any other does (a type parameter, `this`,
    `unknown`, `V | undefined`, `Pick<T, K>`)."""
    if ret is None or ret[0] == "infer":
        return False
    if ret[0] == "must":
        return True
    if ret[0] == "union":
        # an async body declared `Promise<undefined>` (what `async_body_ret` makes of it) needs none
        return not (any(m == ("prim", "void") or m[0] == "any" for m in ret[1]) or all(
            m == UNDEFINED or m[0] == "lib" and m[1] in ("Promise", "PromiseLike") and m[2] == (UNDEFINED,)
            for m in ret[1]))
    return not (ret[0] in ("any", "pred") or ret in (("prim", "void"), UNDEFINED))
