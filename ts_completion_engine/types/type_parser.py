"""Type syntax to type data: a recursive-descent reader over tokens, shared by the built-in lib
reader and by the checker for the annotations it collects from the file.

Tokens are the engine's ``(kind, text, newline_before)`` tuples. Whatever this reader does not
model (conditional, mapped, constructor types...) becomes ``ANY``; intersections, `keyof` and
indexed access are evaluated by utility.py; a token sequence it cannot read at all raises
``Unreadable`` and the caller uses ANY. Names are resolved by the caller's ``resolve(name,
args)`` (None: not known, so ANY); a type query `typeof x.y` asks for the name ``"typeof.x.y"``.
"""

from .arity import omissible
from .model import (
    ANY, BIGINT, BOOLEAN, FALSE, NEVER, NULL, NUMBER, OBJECT, PRED, STRING, STRING_INDEX, STRING_INDEX_TYPED, SYMBOL,
    TRUE,
    UNDEFINED, VOID, union,
)
from .utility import index, intersect, keyof


class Unreadable(Exception):
    """The tokens are not a type this reader understands (never a claim that they are wrong)."""


KEYWORD_TYPES = {
    "string": STRING, "number": NUMBER, "boolean": BOOLEAN, "bigint": BIGINT, "symbol": SYMBOL,
    "undefined": UNDEFINED, "null": NULL, "void": VOID, "never": NEVER, "object": OBJECT,
    "any": ANY, "unknown": ANY, "true": TRUE, "false": FALSE,
}
THIS = ("this",)
NEW = "\x00new"  # the member that holds what a lib constructor's `new` makes (no name starts with NUL)


def _same_interface(a, b):
    """Overloaded construct signatures: their result when they make the same interface
    (`new (): Map<any, any>`, `new <K, V>(…): Map<K, V>`), else ANY."""
    if a[0] == "lib" and b[0] == "lib" and a[1] == b[1]:
        return ("lib", a[1], tuple(x if x == y else ANY for x, y in zip(a[2], b[2])) if len(a[2]) == len(b[2]) else ())
    if a[0] == "array" and b[0] == "array":
        return ("array", a[1] if a[1] == b[1] else ANY)
    return ANY


class TypeReader:
    """Reads one type (or one object-type body) from ``toks``; ``tparams`` are the names of type
    parameters in scope, read as ``("tparam", name)`` when ``keep_tparams`` else ANY."""

    def __init__(self, toks, resolve, tparams=(), keep_tparams=False):
        self.toks = toks
        self.i = 0
        self.resolve = resolve
        self.tparams = frozenset(tparams)
        self.keep = keep_tparams
        self.readonly = frozenset()  # `readonly` properties of the object types read (TS2540)
        self.own = frozenset()     # the type parameters of the method being read: ("mtp", name)
        self.own_defaults = {}     # their defaults (`then<TResult1 = T, TResult2 = never>`)
        self.own_keys = {}         # in the file, the bare ones a call infers: ("mtp", key) (generic_calls.py)
        self.erased = frozenset()  # those of a generic function type inside it: ANY
        self.rigid = frozenset()   # the function's own unconstrained ones, in its body: ("rigid", name)
        self.bounded = {}          # its constrained ones, in its body: ("bounded", name, C)
        self.construct = False     # keep construct signatures' results (the lib's constructors)
        self.computed = False      # the object type being read has a computed member name
        self.template = False      # the file's generic declaration: its `tparams` kept (generics.py)
        self.kept = frozenset()    # those of `tparams` kept so all the same (generic_calls.py)
        self.pnames = ()           # the names of the last parameter list read (`this` left out)

    # -- tokens
    def peek(self, ahead=0):
        j = self.i + ahead
        return self.toks[j] if j < len(self.toks) else ("eof", "", True)

    def is_(self, text, ahead=0):
        t = self.peek(ahead)
        return t[0] == text or (t[0] == "id" and t[1] == text)

    def take(self, text=None):
        t = self.peek()
        if t[0] == "eof" or (text is not None and not self.is_(text)):
            raise Unreadable(text)
        self.i += 1
        return t

    def skip_balanced(self):
        """Skip one token, or a whole bracketed group when it opens one."""
        depth = 0
        while True:
            t = self.take()
            k = t[0]
            if k in ("(", "[", "{", "<", "tph"):
                depth += 1
            elif k in (")", "]", "}", ">", "tpt"):
                depth -= 1
            if depth <= 0:
                return

    # -- types
    def type(self):
        t = self.union_type()
        if self.is_("extends"):
            # a conditional type: read and forget its branches
            self.take()
            self.union_type()
            self.take("?")
            self.type()
            self.take(":")
            self.type()
            return ANY
        return t

    def union_type(self):
        if self.is_("|"):
            self.take()
        parts = [self.intersection()]
        while self.is_("|"):
            self.take()
            parts.append(self.intersection())
        return union(parts) if len(parts) > 1 else parts[0]

    def intersection(self):
        if self.is_("&"):
            self.take()
        parts = [self.operator_type()]
        while self.is_("&"):
            self.take()
            parts.append(self.operator_type())
        if len(parts) == 1:
            return parts[0]
        return intersect(parts)

    def operator_type(self):
        t = self.peek()
        if t[0] == "id":
            w = t[1]
            if w == "keyof" or w == "infer":
                self.take()
                t = self.operator_type()
                return keyof(t) if w == "keyof" else ANY
            if w == "unique" and self.is_("symbol", 1):
                self.i += 2
                return SYMBOL
            if w == "readonly" and not self.is_(",", 1) and not self.is_(")", 1):
                self.take()
                t = self.operator_type()
                if t[0] == "array" and not self.keep:  # the file's `readonly T[]` (the lib's stay arrays)
                    return ("lib", "ReadonlyArray", (t[1],))
                return t
        return self.postfix()

    def postfix(self):
        t = self.primary()
        while self.is_("[") and not self.peek()[2]:
            self.take()
            if self.is_("]"):
                self.take()
                t = ("array", t)
            else:
                k = self.type()
                self.take("]")
                t = index(t, k)
        return t

    def primary(self):
        t = self.peek()
        k = t[0]
        if k == "(":
            if self._function_ahead():
                return self.function_type()
            self.take()
            inner = self.type()
            self.take(")")
            return inner
        if k == "<":
            saved = self.erased
            self.erased = self.erased | frozenset(self.tparam_names())
            try:
                return self.function_type()
            finally:
                self.erased = saved
        if k == "{":
            return self.object_type()
        if k == "[":
            return self.tuple_type()
        if k == "str":
            self.take()
            return ("lit", "string", t[1] if len(t) > 3 else None)
        if k == "num":
            self.take()
            if t[1].endswith("n"):  # a bigint literal type (`10n`; no hex digit is an `n`)
                return ("lit", "bigint", None)
            return ("lit", "number", _number(t[1]))
        if k == "-" and self.peek(1)[0] == "num":
            self.i += 2
            return ("lit", "bigint" if self.toks[self.i - 1][1].endswith("n") else "number", None)
        if k == "tpl":
            self.take()
            return ("lit", "string", None)
        if k == "tph":  # a template literal type
            self.skip_balanced()
            return STRING
        if k != "id":
            raise Unreadable(k)
        w = t[1]
        if w in KEYWORD_TYPES:
            self.take()
            return KEYWORD_TYPES[w]
        if w == "this":
            self.take()
            return THIS
        if w == "typeof":
            self.take()
            name = self.take()
            query = "typeof." + name[1] if name[0] == "id" else None
            while self.is_(".") or self.is_("["):
                if self.is_("["):
                    self.skip_balanced()
                    query = None
                else:
                    self.take()
                    part = self.take()
                    query = query + "." + part[1] if query and part[0] == "id" else None
            if self.is_("<") and not self.peek()[2]:
                self.skip_balanced()
                query = None
            found = self.resolve(query, ()) if query else None
            return ANY if found is None else found
        if w == "new" or (w == "abstract" and self.is_("new", 1)):
            if w == "abstract":
                self.take()
            self.take()
            if self.is_("<"):
                self.skip_balanced()
            self.function_type()
            return ANY
        if w == "asserts":
            raise Unreadable(w)
        return self.reference()

    def reference(self):
        name = self.take()[1]
        while self.is_("."):
            self.take()
            name += "." + self.take()[1]
        args = ()
        if self.is_("<") and not self.peek()[2]:
            self.take()
            args = [self.type()]
            while self.is_(","):
                self.take()
                args.append(self.type())
            self.take(">")
            args = tuple(args)
        if name in self.erased:
            return ANY
        if name in self.rigid and not args:
            return ("rigid", name)
        if name in self.bounded and not args:
            return self.bounded[name]
        if name in self.own:
            if not self.keep:
                k = self.own_keys.get(name)
                return ("mtp", k) if k is not None and not args else ANY
            d = self.own_defaults.get(name)
            return ("mtp", name) if d is None else ("mtp", name, d)
        if name in self.tparams:
            return ("tparam", name) if self.keep or self.template or name in self.kept else ANY
        if name in ("Array", "ReadonlyArray") and len(args) == 1:
            return ("lib", name, args) if name == "ReadonlyArray" and not self.keep else ("array", args[0])
        found = self.resolve(name, args)
        return ANY if found is None else found

    def _function_ahead(self):
        """After `(`: a function type's parameters rather than a parenthesised type?"""
        a = self.peek(1)
        if a[0] in (")", "..."):
            return True
        if a[0] == "id" or a[0] in ("{", "["):
            b = self.peek(2)
            return b[0] in (":", ",", "?", "=") or (b[0] == ")" and self.peek(3)[0] == "=>")
        return False

    def function_type(self):
        params = self.param_list()
        self.take("=>")
        ret = self.return_type(self.pnames if params is not None else None)
        return ("fn", ret) if params is None else ("fn", ret, params)

    def param_list(self):
        """`(a: A, b?: B, ...c: C[])` -> ``((type, optional, rest), ...)`` (a `this` parameter
        left out), the shape statements.py gives declared functions; None when not readable."""
        start = self.i
        try:
            return self._param_list()
        except Unreadable:
            self.i = start
            self.skip_balanced()
            return None

    def _param_list(self):
        self.take("(")
        params = []
        names = []
        while not self.is_(")"):
            rest = False
            if self.is_("..."):
                self.take()
                rest = True
            t = self.peek()
            while t[0] == "id" and t[1] in _MODIFIERS and self.peek(1)[0] in ("id", "{", "["):
                self.take()
                t = self.peek()
            if t[0] == "id":
                self.take()
                name = t[1]
            elif t[0] in ("{", "["):
                self.skip_balanced()
                name = None
            else:
                raise Unreadable(t[0])
            optional = False
            if self.is_("?"):
                self.take()
                optional = True
            ty = ANY
            ann = ()
            if self.is_(":"):
                self.take()
                start = self.i
                ty = self.type()
                ann = self.toks[start:self.i]
            if self.is_("="):
                raise Unreadable("=")
            if name != "this":
                # a type that takes void may be left out by a caller (the file's types; the lib's
                # signatures are kept as they were read, its cache unchanged); an enclosing
                # type's parameter may be instantiated with void (`Fn<void>`, `<A = void>`), only
                # the signature's own (`<U>(x: U) => void`) surely needs an argument
                optional = optional or not self.keep and omissible(ty, ann, self.own)
                if optional and ty is not ANY:
                    ty = union([ty, UNDEFINED])
                if rest and ty[0] not in ("array", "tuple"):
                    ty = ANY
                params.append((ty, optional, rest))
                names.append(name)
            if not self.is_(")"):
                self.take(",")
        self.take(")")
        self.pnames = tuple(names)
        return tuple(params)

    def return_type(self, names=None):
        """A return type, which may be a type predicate (`x is T`, `asserts x is T`): with the
        signature's parameter ``names`` (`this` left out) one on a parameter is ``("pred", index,
        T)`` (T None for `asserts x`: narrowed by truthiness, no member added), else ``PRED``."""
        if self.is_("asserts") and self.peek(1)[0] == "id" and not self.is_("is", 1):
            name = self.peek(1)[1]
            self.i += 2
            guard = None
            if self.is_("is"):
                self.take()
                guard = self.type()
            return _predicate(name, guard, names)
        if self.peek()[0] == "id" and self.is_("is", 1) and not self.peek(1)[2]:
            name = self.peek()[1]
            self.i += 2
            return _predicate(name, self.type(), names)
        return self.type()

    def tuple_type(self):
        self.take("[")
        elems = []
        plain = True
        while not self.is_("]"):
            rest = self.is_("...")
            if rest:
                self.take()
                plain = False
            if self.peek()[0] == "id" and (self.is_(":", 1) or (self.is_("?", 1) and self.is_(":", 2))):
                self.take()
                if self.is_("?"):
                    self.take()
                    plain = False
                self.take(":")
            elem = self.type()
            if rest:  # `...X[]` holds Xs; a rest of a tuple, its elements; of anything else, unknown
                elem = elem[1] if elem[0] == "array" else union(elem[1]) if elem[0] == "tuple" and elem[1] else ANY
            elems.append(elem)
            if self.is_("?"):
                self.take()
                plain = False
            if not self.is_("]"):
                self.take(",")
        self.take("]")
        if plain:
            return ("tuple", tuple(elems))
        return ("array", union(elems) if elems else ANY)

    def object_type(self):
        self.take("{")
        saved, self.readonly = self.readonly, frozenset()
        computed, self.computed = self.computed, False
        members, open_, call = self.members("}")
        # a member with a computed name (`[Symbol.iterator]`) is not kept: its members are not all known
        open_ = open_ or self.computed
        self.computed = computed
        self.take("}")
        ro, self.readonly = self.readonly, saved
        if members is None:
            return ANY
        return _obj(members, open_, call, ro)

    def members(self, end):
        """Members until ``end``: ``({name: (type, optional)}, has_index_signature, call)``, or
        ``(None, ...)`` for a mapped type. Overloaded methods join their return types."""
        members = {}
        accessors = {}  # name -> {"get": read type, "set": the setter's parameter type}
        open_ = False
        call = None
        if self._mapped_ahead():
            while not self.is_(end) and self.peek()[0] != "eof":
                self.skip_balanced()
            return None, False, None
        while not self.is_(end) and self.peek()[0] != "eof":
            start = self.i
            t = self.peek()
            k = t[0]
            if k == "[":
                open_ = self._bracketed_member() or open_
            elif k == "(" or k == "<":
                ret = self._signature()
                call = ret if call is None or call == ret else ANY
            elif k == "id" and t[1] == "new" and self.peek(1)[0] in ("(", "<"):
                self.take()
                made = self._signature()
                if self.construct:  # what `new X(...)` makes, as the pseudo-member NEW
                    from .infer import instantiate
                    made = instantiate(made)  # its own type parameters: their defaults, else ANY
                    old = members.get(NEW)
                    members[NEW] = (made if old is None or old[0] == made else _same_interface(old[0], made), False)
                elif call is None:
                    call = ANY  # a constructor is a function: it has `call`, `apply`, `bind`
            else:
                ro = False
                accessor = None  # `get` / `set`: the member is a property, not a method
                while (t[0] == "id" and t[1] in _MODIFIERS and self.peek(1)[0] in ("id", "str", "num", "[")
                       and not self.peek(1)[2]):
                    ro = ro or t[1] == "readonly"
                    if t[1] in ("get", "set"):
                        accessor = t[1]
                    self.take()
                    t = self.peek()
                if t[0] == "[":  # after modifiers (`readonly [i: number]: T`, `static [Symbol.x]`)
                    open_ = self._bracketed_member() or open_
                else:
                    if t[0] not in ("id", "str", "num"):
                        raise Unreadable(t[0])
                    self.take()
                    name = t[1]
                    optional = False
                    if self.is_("?"):
                        self.take()
                        optional = True
                    ty = self._member_rest()
                    if t[0] == "str":  # a quoted name (JSON-style keys): not followed
                        open_ = True
                    elif accessor is not None:
                        # `get x(): T` reads as T; a setter's parameter says only what may be written
                        seen = accessors.setdefault(name, {})
                        seen[accessor] = (ty[1] if accessor == "get" else _first_param(ty)) if ty[0] == "fn" else ANY
                        ty = ty[1] if accessor == "get" and ty[0] == "fn" else ANY
                        if accessor == "set" and name in members:
                            ty = members[name][0]  # the getter's type
                        members[name] = (ty, optional)
                        if len(seen) == 2 and seen["get"] != seen["set"]:
                            # a setter wider than its getter (`set style(cssText: string)`): the
                            # pseudo-member says writes are not the read type
                            members[SETTER + name] = (ANY, True)
                    else:
                        if ro and ty[0] != "fn":
                            self.readonly = self.readonly | {name}
                        if name in members:
                            old = members[name][0]
                            ty = old if old == ty else _join_returns(old, ty)
                        members[name] = (ty, optional)
            if self.is_(";") or self.is_(","):
                self.take()
            elif not self.is_(end) and not self.peek()[2]:
                raise Unreadable("member separator")
            if self.i == start:
                raise Unreadable("no progress")
        return members, open_, call

    def _bracketed_member(self):
        """At `[`: an index signature or a computed name, read; does it open every name? A
        `[n: number]` or `[s: symbol]` signature allows no identifier name, nor does a well-known
        symbol's name (`[Symbol.iterator]`); any other (`[k: string]`, `[K]`) may be any name,
        and `[k: string]` says so for sure (STRING_INDEX: no primitive is assignable)."""
        if self.peek(1)[0] == "id" and self.is_(":", 2):
            key = self.peek(3)
            plain = key[0] == "id" and self.peek(4)[0] == "]"
            self.skip_balanced()
            self.take(":")
            value = self.type()
            if plain and key[1] in ("number", "symbol"):
                return False
            if plain and key[1] == "string":
                return STRING_INDEX if value is ANY or value == ANY else STRING_INDEX_TYPED
            return True
        self.computed = True
        opens = not self._symbol_key()
        self.skip_balanced()
        if self.is_("?"):
            self.take()
        self._member_rest()
        return opens

    def _symbol_key(self):
        """At `[`: is the computed name a well-known symbol (`[Symbol.iterator]`), which no
        identifier member can be?"""
        return (self.peek(1)[:2] == ("id", "Symbol") and self.peek(2)[0] == "." and self.peek(3)[0] == "id"
                and self.peek(4)[0] == "]")

    def _mapped_ahead(self):
        """`{ [K in T]: U }`, `{ readonly [K in T]?: U }`, `{ -readonly [K in T]-?: U }`"""
        j = 0
        if self.peek()[0] in ("-", "+"):
            j += 1
        if self.is_("readonly", j):
            j += 1
        return self.peek(j)[0] == "[" and self.peek(j + 1)[0] == "id" and self.is_("in", j + 2)

    def _member_rest(self):
        """After a member's name: `: T`, a method signature, or nothing (any)."""
        if self.is_(":"):
            self.take()
            return self.type()
        if self.is_("(") or self.is_("<"):
            return self.signature_fn()
        return ANY

    def _signature(self):
        """`<T>(params): R` -> R (ANY without a return type)."""
        return self.signature_fn()[1]

    def signature_fn(self):
        """`<U>(params): R` -> ``("fn", R, params)`` (``("fn", R)`` when the parameters are not
        readable). The signature's own type parameters are ``("mtp", name)`` in the lib (inferred
        at a call, else ANY: infer.py) and ANY in the file."""
        saved, saved_defaults, saved_keys = self.own, self.own_defaults, self.own_keys
        if self.is_("<"):
            self._own_tparams()
        try:
            params = self.param_list()
            ret = ANY
            if self.is_(":"):
                self.take()
                ret = self.return_type(self.pnames if params is not None else None)
        finally:
            self.own, self.own_defaults, self.own_keys = saved, saved_defaults, saved_keys
        return ("fn", ret) if params is None else ("fn", ret, params)

    def _own_tparams(self):
        """`<A, B extends X = Y>` of a signature: its names in scope, and (in the lib) the
        defaults, used when no argument infers one (infer.py)."""
        start = self.i
        names = self.tparam_names()
        self.own = self.own | frozenset(names)
        if not self.keep:
            from .generic_calls import inferable, key
            keys = {n: k for n, k in self.own_keys.items() if n not in names}
            keys.update((n, key(n, i)) for n, i in inferable(self.toks[start:self.i]).items())
            self.own_keys = keys
            return
        end = self.i
        self.i = start + 1
        defaults = dict(self.own_defaults)
        try:
            while self.i < end - 1:
                name = self.take()[1]
                if self.is_("extends"):
                    self.take()
                    self.type()
                if self.is_("="):
                    self.take()
                    self.own_defaults = defaults
                    defaults[name] = self.type()
                if self.is_(","):
                    self.take()
                elif self.i != end - 1:
                    raise Unreadable("type parameter")
        except Unreadable:
            defaults = dict(self.own_defaults)
        self.i = end
        self.own_defaults = defaults

    def tparam_names(self):
        """Read a type parameter list `<T, U extends X = Y>` (if one is next); its names."""
        names = []
        if not self.is_("<"):
            return names
        self.take()
        depth = 1
        expect_name = True
        while depth:
            t = self.take()
            if t[0] == "<":
                depth += 1
            elif t[0] in (">", ">>", ">>>"):  # a class head keeps the lexer's `>>` (`<T extends A<B>>`)
                depth = max(0, depth - len(t[0]))
            elif t[0] == "," and depth == 1:
                expect_name = True
                continue
            elif expect_name and depth == 1 and t[0] == "id":
                after = self.peek()
                if t[1] in TPARAM_MODIFIERS and after[0] == "id" and after[1] != "extends":
                    continue  # `<const T>`, `<in out T>`: a modifier, the name follows
                names.append(t[1])
            expect_name = False
        return names

    def _params_and_return(self):
        self.skip_balanced()
        if self.is_(":"):
            self.take()
            return self.return_type()
        return ANY


TPARAM_MODIFIERS = frozenset(("const", "in", "out"))

# the pseudo-member that marks an accessor whose setter takes another type than its getter gives
SETTER = "\x00set:"


def _first_param(fn):
    params = fn[2] if len(fn) > 2 else None
    return params[0][0] if params else ANY


_MODIFIERS = frozenset("readonly get set static public private protected abstract declare override accessor".split())


def _join_returns(a, b):
    """The member type of overloads: equal types stay; functions join their return types and
    keep each signature: ``("fn", joined, None, (signature, ...))`` (see infer.py)."""
    if a == b:
        return a
    if a[0] == "fn" and b[0] == "fn":
        from .generic_calls import erased
        a, b = erased(a), erased(b)  # an overloaded method of the file infers nothing (as a function's)
        ra, rb = a[1], b[1]
        if ra == rb:
            ret = ra
        elif ra[0] == "array" and rb[0] == "array":
            ret = ("array", ANY)
        else:
            ret = ANY
        return ("fn", ret, None, overloads(a) + overloads(b))
    return ANY


def overloads(t):
    """The signatures of a function type: itself, or its overloads."""
    return t[3] if len(t) > 3 else (t,)


def _number(text):
    try:
        return float(text.replace("_", "")) if text[:2].lower() not in ("0x", "0b", "0o") else None
    except ValueError:
        return None


def read_type(toks, resolve, tparams=(), template=False, kept=()):
    """The type the whole of ``toks`` spells, or ANY when it is not readable; ``template``: the
    ``tparams`` are a generic declaration's, kept for generics.py (``kept``: those of them kept,
    the others ANY)."""
    if not toks:
        return ANY
    toks = one_gt_at_a_time(toks)
    r = TypeReader(toks, resolve, tparams)
    r.template = template
    r.kept = frozenset(kept)
    try:
        t = r.type()
    except (Unreadable, RecursionError):
        return ANY
    return t if r.i == len(toks) else ANY


# tokens after which a `{` continues a return type (`: A | {`); after any other, it opens the body
TYPE_CONTINUES = frozenset((":", "|", "&", "=>", "(", ",", "<", "?", "keyof", "typeof", "readonly"))


def one_gt_at_a_time(toks):
    """``toks`` with each `>>`, `>=`, `>>=` split (split_gt): a reader may be given a statement's
    tokens as the lexer made them (`m(): Array<Array<number>> {` in a class body)."""
    if not any(len(t[0]) > 1 and t[0][0] == ">" for t in toks):
        return toks
    return tuple(t for tok in toks for t in split_gt(tok))


def split_gt(tok):
    """`>>`, `>=`, `>>=` as the type reader needs them: one `>` at a time."""
    k = tok[0]
    if len(k) > 1 and k[0] == ">":
        return tuple((c, c, False) for c in k)
    return (tok,)


def without_queries(resolve, params=None):
    """In a signature, `typeof p` may name one of its parameters (any of them, even a later one;
    not declared yet): not resolved. ``params``: the list's parameter names, when known; a query
    of any other name is the enclosing scope's (`(g: typeof grid)`)."""
    if params is None:
        return lambda name, args: ANY if name.startswith("typeof.") else resolve(name, args)

    def resolve_outside(name, args):
        if name.startswith("typeof.") and name[7:].split(".", 1)[0] in params:
            return ANY
        return resolve(name, args)
    return resolve_outside


def param_names(params):
    """The names a parameter list binds (``params``: one token tuple per parameter): each
    parameter's name, and every name in a destructuring pattern (a superset is harmless)."""
    names = {"this", "arguments"}
    for p in params:
        i = 0
        while i < len(p) and p[i][0] in ("...", "id") and p[i][1] in _PARAM_PREFIXES and i + 1 < len(p) and p[i + 1][0] != ":":
            i += 1  # `...`, `readonly`, `public`...
        if i < len(p) and p[i][0] == "id":
            names.add(p[i][1])
        elif i < len(p) and p[i][0] in ("{", "["):
            depth = 0
            for t in p[i:]:
                depth += _PATTERN_DEPTH.get(t[0], 0)
                if t[0] == "id":
                    names.add(t[1])
                if depth == 0:
                    break
    return frozenset(names)


_PARAM_PREFIXES = frozenset(("...", "public", "private", "protected", "readonly", "override"))
_PATTERN_DEPTH = {"{": 1, "[": 1, "(": 1, "}": -1, "]": -1, ")": -1}


def _predicate(name, guard, names):
    """A predicate on the parameter ``name``: its type kept only where no type parameter other
    than the signature's own (the lib's `value is S`, which a call binds: infer.bind) is in it
    (witness.py: ANY narrows as an unknown guard)."""
    if names is None or name == "this" or names.count(name) != 1:
        return PRED
    from .witness import SIGNATURE_FREE, concrete
    return ("pred", names.index(name), guard if guard is None or concrete(guard, SIGNATURE_FREE) else ANY)


def body_type(declared, toks):
    """What the `return`s of a body declared ``declared`` (read from ``toks``) must give: a type
    guard's (`x is T`, `this is T`) is `boolean`; an assertion's (`asserts x`) is not checked."""
    if declared is None or declared[0] != "pred":
        return None if declared == ANY else declared
    guard = toks[0][1] != "asserts" or len(toks) > 1 and toks[1][1] == "is"  # `(asserts: X): asserts is T`
    return BOOLEAN if guard else None


def read_return_type(toks, resolve, tparams=(), rigid=(), names=None, kept=(), bounded=None):
    """Like read_type, for a function's return type (which may be a type predicate on one of the
    parameters ``names``, see TypeReader.return_type); the type parameters named in ``rigid`` are
    read as ``("rigid", name)`` (see statements._rigid_tparams), those in ``kept`` as
    ``("tparam", name)``, those in ``bounded`` (``{name: type}``) as that type
    (statements.bounded_types)."""
    if not toks:
        return ANY
    toks = one_gt_at_a_time(toks)
    r = TypeReader(toks, resolve, tparams)
    r.rigid = frozenset(rigid)
    r.bounded = bounded or {}
    r.kept = frozenset(kept)
    try:
        t = r.return_type(names)
    except (Unreadable, RecursionError):
        return ANY
    return t if r.i == len(toks) else ANY


def read_members(toks, resolve, tparams=(), template=False):
    """An interface body's tokens (without braces) as an object type, or ANY."""
    toks = one_gt_at_a_time(toks)
    r = TypeReader(toks, resolve, tparams)
    r.template = template
    try:
        members, open_, call = r.members("eof")
    except (Unreadable, RecursionError):
        return ANY
    if members is None or r.i != len(toks):
        return ANY
    return _obj(members, open_, call, r.readonly)


def _obj(members, open_, call, readonly):
    """An object type; with the names of its read-only properties as a 5th item when it has some."""
    t = ("obj", tuple(sorted((n, t, o) for n, (t, o) in members.items())), open_, call)
    return t + (readonly,) if readonly else t


def tparam_names(toks):
    """The names of the type parameter list ``toks`` (`<T, U extends X>`), or () if unreadable."""
    try:
        return tuple(TypeReader(toks, None).tparam_names())
    except Unreadable:
        return ()
