"""Does a declared return type need a `return` statement (TS2355), when the layer cannot evaluate
it? tsc's test (`checkAllCodePathsInNonVoidFunctionReturnOrThrow`) looks at the declared type's
flags only: a type that is not exactly `any` or `undefined` and has no `void` among its union or
intersection members needs a `return` once the body's end is reachable. So `symbol & { __t?: T }`,
`Config[K]` (K a type parameter: a deferred indexed access), `keyof X`, `Omit<T, K>` and a
file's alias of those need one, though their members are not modelled.

Read from the return type's tokens (each a `(kind, text, nl)`), with the file's aliases seen so far
(their tokens are kept under ``name + KEY`` in the type scope, `statements._alias_finish`). A name
the file has not declared in scope (an import, a later declaration, a lib alias not listed here)
may be anything: no proof.

Classes: SOLID (surely none of void, any, undefined, never), SAFE (none of void, any, undefined;
maybe never: TS2534 is an error too), UNDEF (`undefined` itself), None (unknown).
"""

from .model import ANY, async_body_ret
from .type_parser import split_gt

KEY = "\x00alias"  # a type scope's key for the tokens of the alias ``name``: ``(tparams, toks)``

SOLID, SAFE, UNDEF = "solid", "safe", "undef"
TPARAM = "tparam"  # a type parameter of the function: SOLID, and a generic index (`A[K]` is deferred)
_SOLID_WORDS = frozenset("string number boolean bigint symbol object null true false unknown".split())
_MAX_STEPS = 400  # a bound on the reading (aliases expand): past it, no proof
_MAPPED_KEEP = frozenset(("Pick", "Omit", "Record"))  # mapped types that map over no `keyof T`: objects
_FLOOR = frozenset(("string", "number", "boolean", "bigint", "symbol"))  # what a brand may be
_HOMOMORPHIC = frozenset(("Partial", "Required", "Readonly", "NonNullable"))  # `F<X>` is X where X is a primitive


class _Unknown(Exception):
    pass


def needs_return(toks, cx, tparams):
    """True when the declared type ``toks`` surely needs a `return` statement; ``tparams``: the
    names of the function's (and its class's) type parameters."""
    toks = tuple(t for tok in toks for t in split_gt(tok))
    r = _Reader(toks, _Scope(cx), {n: TPARAM for n in tparams})
    try:
        c = r.union()
    except (_Unknown, IndexError, RecursionError):
        return False
    return r.i == len(toks) and c in (SOLID, SAFE, TPARAM)


class _Scope:
    """The type names in scope, as this module needs them."""

    def __init__(self, cx):
        self.cx = cx

    def _find(self, name):
        for e in reversed(self.cx.lists):
            if name in e.types:
                return e
            if e.sealed:
                return False
        return None

    def lookup(self, name):
        """``(tparams, toks)`` for an alias of the file; "named" for an object type with a named
        property (an interface, a lib interface); "object" for another object type (a class);
        SOLID for another type the layer evaluated (an enum as `number`); None: unknown."""
        e = self._find(name)
        if e is False:
            return None
        if e is not None:
            hit = e.types.get(name + KEY)
            if hit is not None:
                return hit
            t = e.types[name]
        else:
            t = self.cx.resolve_type(name, ())
            if t[0] != "lib":
                return None
        k = t[0]
        if k == "selfref":
            return "object"
        if k == "obj" or k == "lib":
            return "named" if k == "lib" or t[1] else "object"
        if k in ("prim", "lit") and t[1] not in ("void", "undefined"):
            return SOLID
        return None

    def lib_alias(self, name):
        """Is ``name`` the lib's own (no type of the file's scope has that name)?"""
        return self._find(name) is None


class _Reader:
    prims = {}  # alias parameter -> the primitive keyword it was given (floor only)

    def __init__(self, toks, lookup, env, budget=None):
        self.toks = toks
        self.i = 0
        self.lookup = lookup
        self.env = env  # type parameter name -> class of what it stands for
        self.budget = budget if budget is not None else [_MAX_STEPS]

    def peek(self, k=0):
        j = self.i + k
        return self.toks[j] if j < len(self.toks) else ("eof", "", False)

    def take(self):
        self.budget[0] -= 1
        if self.budget[0] < 0:
            raise _Unknown
        t = self.toks[self.i]
        self.i += 1
        return t

    def expect(self, k):
        if self.take()[0] != k:
            raise _Unknown

    def union(self):
        if self.peek()[0] == "|":
            self.take()
        parts = [self.inter()]
        while self.peek()[0] == "|":
            self.take()
            parts.append(self.inter())
        if len(parts) == 1:
            return parts[0]
        if None in parts or all(p == UNDEF for p in parts):
            return None
        if SOLID in parts or TPARAM in parts:
            return SOLID
        return None if UNDEF in parts else SAFE

    def floor(self):
        """floor() below: the primitive of an intersection that has one, or None."""
        t = self.peek()
        if t[0] == "id" and t[1] not in self.env and t[1] not in _FLOOR and self.peek(1)[0] in ("<", "eof"):
            hit = self.lookup.lookup(t[1])
            if type(hit) is not tuple:
                return None
            self.take()
            start = self.i
            args = self._type_args()
            params, body = hit
            if self.peek()[0] != "eof" or len(args) != len(params):
                return None
            r = _Reader(tuple(t for tok in body for t in split_gt(tok)), self.lookup, dict(zip(params, args)), self.budget)
            # a parameter given a primitive keyword (`Brand<string, "Id">`) is that primitive in the body
            given = _arg_tokens(self.toks[start + 1:self.i - 1])
            r.prims = {n: a[0][1] for n, a in zip(params, given) if len(a) == 1 and a[0][0] == "id" and a[0][1] in _FLOOR}
            p = r.floor()
            return p if r.i == len(r.toks) else None
        if self.peek()[0] == "&":
            self.take()
        prims, ok = set(), True
        while True:
            t = self.peek()
            if t[0] == "id" and (t[1] in _FLOOR or t[1] in self.prims) and self.peek(1)[0] in ("&", "eof"):
                self.take()
                prims.add(self.prims.get(t[1], t[1]))
            elif self.postfix() is None:
                ok = False  # maybe `any`: `string & any` is any
            if self.peek()[0] != "&":
                break
            self.take()
        return prims.pop() if ok and len(prims) == 1 and self.peek()[0] == "eof" else None

    def inter(self):
        if self.peek()[0] == "&":
            self.take()
        parts = [self.postfix()]
        while self.peek()[0] == "&":
            self.take()
            parts.append(self.postfix())
        if len(parts) == 1:
            return parts[0]
        return SAFE if all(p in (SOLID, SAFE, TPARAM) for p in parts) else None  # `string & number` is never

    def postfix(self):
        start = self.i
        c = self.primary()
        while self.peek()[0] == "[" and not self.peek()[2]:
            self.take()
            if self.peek()[0] == "]":
                self.take()
                c = SOLID  # an array type
                continue
            index = self.i
            self.union()
            self.expect("]")
            c = self._indexed(start, index)
        return c

    def _indexed(self, start, index):
        """`A[K]`: deferred (an indexed access type: its flags are none of void, any, undefined,
        never, in a union too: `T[K] | undefined` needs a `return`) when A is a bare type
        parameter and K one too, a literal or `number`/`string` (`T[0]`, `T["a"]`, `T[number]`),
        or A is surely not any/unknown, has a named property (not a string index signature only)
        and K is a type parameter."""
        k = self.toks[index:self.i - 1]
        a = self.toks[start:index - 1]
        if len(k) != 1 or len(a) != 1 or a[0][0] != "id":
            return None
        key = k[0]
        by_tparam = key[0] == "id" and self.env.get(key[1]) is TPARAM
        if self.env.get(a[0][1]) is TPARAM:
            if by_tparam or key[0] in ("num", "str") or key[0] == "id" and key[1] in ("number", "string"):
                return SOLID  # a type parameter indexed: `T[K]`, `T[0]`
            return None
        return SOLID if by_tparam and self.lookup.lookup(a[0][1]) == "named" else None

    def primary(self):
        t = self.take()
        k = t[0]
        if k == "(":
            return self._paren()
        if k in ("str", "num", "tpl"):
            return SOLID
        if k == "-" and self.peek()[0] == "num":
            self.take()
            return SOLID
        if k == "tph":
            return self._template()
        if k == "{":
            return self._braces()
        if k == "[":
            self._skip_to("]", 1)
            return SOLID  # a tuple
        if k != "id":
            raise _Unknown
        w = t[1]
        if w in ("void", "any"):
            return None
        if w == "undefined":
            return UNDEF
        if w == "never":
            return SAFE
        if w in _SOLID_WORDS:
            return SOLID
        if w == "unique" and self.peek()[1] == "symbol":
            self.take()
            return SOLID
        if w == "keyof":  # `keyof X`: string, number, symbol literals (or never), whatever X is
            if self.peek()[1] == "typeof":
                self.take()
                self._dotted()
            else:
                self.postfix()
            return SAFE
        if w in ("new", "abstract"):
            self._skip_function()
            return SOLID
        if w in ("typeof", "infer", "asserts", "readonly"):
            if w == "readonly":
                c = self.postfix()
                return c if c == SOLID else None  # `readonly T[]`, `readonly [A, B]`
            raise _Unknown
        return self._reference(w)

    def _dotted(self):
        """`a.b.c` (after `typeof`)."""
        if self.take()[0] != "id":
            raise _Unknown
        while self.peek()[0] == "." and not self.peek()[2]:
            self.take()
            if self.take()[0] != "id":
                raise _Unknown

    def _paren(self):
        """`( ... )`: a parenthesised type, or a function type's parameters."""
        j = self._match(self.i - 1)
        if j + 1 < len(self.toks) and self.toks[j + 1][0] == "=>":
            self.i = j + 2
            self.union()  # its return type (read for its extent only)
            return SOLID
        c = self.union()
        self.expect(")")
        return c

    def _skip_function(self):
        while self.peek()[0] != "(":
            self.take()
        self.i = self._match(self.i) + 1
        self.expect("=>")
        self.union()

    def _template(self):
        depth = 1
        while depth:
            k = self.take()[0]
            depth += (k == "tph" or k == "tpm" or k == "{") - (k == "}")
            if k == "tpt" and depth == 0:
                break
        return SOLID

    def _braces(self):
        """An object type literal, or a mapped type: an object unless it maps over `keyof P`
        for a type parameter P of an alias being read that may stand for a primitive (`Partial<P>`
        of `undefined` is `undefined`)."""
        start = self.i
        self._skip_to("}", 1)
        body = self.toks[start:self.i - 1]
        j = 0
        while j < len(body) and body[j][0] in ("id", "+", "-") and body[j][1] in ("readonly", "+", "-"):
            j += 1
        if j + 2 < len(body) and body[j][0] == "[" and body[j + 1][0] == "id" and body[j + 2][1] == "in":
            rest = body[j + 3:]
            if rest and rest[0][1] == "keyof":
                if len(rest) < 2 or rest[1][0] != "id" or rest[1][1] in self.env and self.env[rest[1][1]] not in (SOLID, TPARAM):
                    return None
        return SOLID

    def _reference(self, w):
        if self.peek()[0] == ".":
            raise _Unknown  # `N.T`: a namespace's type
        args = self._type_args()
        if w in self.env:
            if args:
                raise _Unknown
            return self.env[w]
        hit = self.lookup.lookup(w)
        if hit is None:
            if not self.lookup.lib_alias(w):
                return None
            if w in _MAPPED_KEEP:
                return SOLID  # `Pick<T, K>`, `Omit<T, K>`, `Record<K, V>`: objects, whatever they map
            if w in _HOMOMORPHIC and len(args) == 1 and args[0] in (SOLID, SAFE, TPARAM):
                return SAFE if w == "NonNullable" else SOLID if args[0] == TPARAM else args[0]  # `Partial<X>`: X itself for a primitive
            return None
        if hit == "object" or hit == "named" or hit == SOLID:
            return SOLID
        params, body = hit
        if len(args) != len(params):
            return None  # defaults not read
        r = _Reader(tuple(t for tok in body for t in split_gt(tok)), self.lookup, dict(zip(params, args)), self.budget)
        c = r.union()
        if r.i != len(r.toks):
            raise _Unknown
        return c

    def _type_args(self):
        """`<A, B>` after a name: the class of each argument."""
        if self.peek()[0] != "<":
            return []
        self.take()
        args = [self.union()]
        while self.peek()[0] == ",":
            self.take()
            args.append(self.union())
        self.expect(">")
        return args

    def _match(self, j):
        """The index of the bracket closing the one at ``j``."""
        depth = 0
        opens, closes = "([{", ")]}"
        while j < len(self.toks):
            k = self.toks[j][0]
            if k in opens or k == "tph":
                depth += 1
            elif k in closes:
                depth -= 1
                if depth == 0:
                    return j
            j += 1
        raise _Unknown

    def _skip_to(self, close, depth):
        """Past the bracket that closes at ``depth`` (the opening one already taken)."""
        self.i = self._match(self.i - 1) + 1


def generator_returns(declared_ret, is_async):
    """What the `return`s of a generator declared ``declared_ret`` must give: the R of the lib's
    `Generator<Y, R, N>` (`AsyncGenerator`: R or a promise of it, awaited), None where it is not
    one (`IterableIterator<T>` returns `any`)."""
    name = "AsyncGenerator" if is_async else "Generator"
    if declared_ret is None or declared_ret[0] != "lib" or declared_ret[1] != name or len(declared_ret[2]) < 2:
        return None
    r = declared_ret[2][1]
    if r == ANY:
        return None
    return async_body_ret(("lib", "Promise", (r,))) if is_async else r


def generator_needs_return(toks, cx, tparams, is_async):
    """A generator declared `Generator<Y, R, N>` (`AsyncGenerator<…>` if ``is_async``) returns R
    (tsc's `unwrapReturnType`): does R need a `return` statement?"""
    toks = tuple(t for tok in toks for t in split_gt(tok))
    name = "AsyncGenerator" if is_async else "Generator"
    if len(toks) < 5 or toks[0][:2] != ("id", name) or toks[1][0] != "<" or toks[-1][0] != ">":
        return False
    if not _Scope(cx).lib_alias(name):
        return False  # the file's own `Generator`
    args = _arg_tokens(toks[2:-1])
    return len(args) >= 2 and bool(args[1]) and needs_return(args[1], cx, tparams)



def floor(toks, cx, tparams):
    """The primitive every value of the declared type ``toks`` is, when it is an intersection with
    one (a brand: `string & { __brand: "Id" }`, through aliases) whose other members are surely not
    `any` -- what `return` values are checked against when the layer reads the type as ANY. None
    when there is no such proof."""
    toks = tuple(t for tok in toks for t in split_gt(tok))
    r = _Reader(toks, _Scope(cx), {n: TPARAM for n in tparams})
    try:
        p = r.floor()
    except (_Unknown, IndexError, RecursionError):
        return None
    return ("prim", p) if p is not None and r.i == len(toks) else None


def _arg_tokens(toks):
    """The tokens of each argument of a `<…>` list (without its angles)."""
    out, depth, start = [], 0, 0
    for j, t in enumerate(toks):
        k = t[0]
        depth += (k in ("(", "[", "{", "<", "tph")) - (k in (")", "]", "}", ">"))
        if k == "," and depth == 0:
            out.append(toks[start:j])
            start = j + 1
    out.append(toks[start:])
    return out

