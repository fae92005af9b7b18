"""Type syntax: ``(p_type, phase | flags)``, type arguments and parameters, tuples and
object types (also the body of an interface).

Like expressions, a type is a flat run of operands joined by ``|`` and ``&``; operands are
names, literals, bracketed types, function/constructor types and type operators.
"""

from . import accessors as A
from . import async_return as AR
from . import expressions as E
from . import functions as F
from . import index_key as IK
from . import statements as S
from .parser_core import RESERVED, opt, p_seq, seq

TSTART = 0      # a type; a leading `|` or `&` is allowed
TOPD = 1        # an operand after `|`, `&`, keyof, readonly, unique
TPOST = 2       # after an operand
TPOST_NAME = 3  # after a type name: `.X`, `<T>`, `x is T` may follow
TEND = 4        # after a function type, conditional or predicate: nothing binds tighter
INFER = 5       # after `infer`
INFER_NAME = 6  # after `infer X`: maybe `extends C`
TYPEOF = 7      # after `typeof`
ABSTRACT = 8    # after `abstract` (abstract new (...) => T)
ASSERTS = 9     # after `asserts` in a return type
NEG = 10        # after `-` (a negative number literal type)
DOT = 11        # after `.` in a qualified name
PHASE = 15
UNIQUE = 13         # after `unique`: `symbol` follows, else `unique` was a type's name
TPOST_KEYWORD = 12  # after `number` etc.: like TPOST, but `.X` makes it a qualified name
TPOST_THIS = 14     # after the type `this`: like TPOST (no `.X`, no `<T>`: TS1005), or `this is T`
NOCOND = 16     # in `A extends B ? ...`, B cannot itself be a conditional type
PRED = 32       # a return type: may be a predicate `x is T`, `asserts x`, `this is T`
RO = 64         # the operand of `readonly`: must end as an array or tuple type (TS1354)
ARR = 128       # (with RO) the operand read so far is an array or tuple type
UNION = 256     # the operand right after `|` / `&`: no function type there (TS1385, TS1387)
UNIQ_START = 2048  # `unique` as the type's first token (`unique symbol` is allowed only so, TS1335)
NO_FN = 1024    # the operand of `keyof` / `readonly`: `(` opens no function type there (TS1005)
NOT_PROMISE = 512  # an async function's return type, so far a plain keyword or literal type
                   # (async_return.py: it must be a Promise, TS1064); in a union: its member so far
RET_CHECK = 4096     # an async function's return type, checked (TS1064): the flags below go with it
MEMBER_NEVER = 8192  # the plain member is `never` (which drops out of a union)
BAD_MEMBER = 16384   # a union member was plain (`number | Promise<T>`): no Promise, unless a
                     # conditional type follows
UNION_SEEN = 32768   # more than one member
IN_INTER = 65536     # the member is an intersection (`never & A` may be never): not judged
UNIQ_OK = 131072  # a `readonly` property signature's annotation: it may be `unique symbol` (TS1330)
MEMBER_UNKNOWN = 262144  # the plain member is `unknown` (which drops out of an intersection)
INTER_BAD = 524288   # an intersection member was plain (`number & Promise<T>`): no Promise
PIPE_SEEN = 1048576  # a `|` was seen (an intersection in a union may be never: not judged)
PAREN_START = 2097152  # (on the frame below a parenthesized type) the group started the type
AFTER_BAR = 4194304  # the operand right after `|`: an intersection, which may start with `&`
RET_MEMBER = NOT_PROMISE | MEMBER_NEVER | MEMBER_UNKNOWN
RET_FLAGS = RET_CHECK | RET_MEMBER | BAD_MEMBER | UNION_SEEN | IN_INTER | INTER_BAD | PIPE_SEEN

TYPE = (None, 0)  # set below, after p_type exists
_TYPE_NAMES_AMONG_RESERVED = frozenset(("void", "null", "true", "false"))
# keyword types take no type arguments (`number<T>` is an error) unless a `.` makes them a
# qualified name
_KEYWORD_TYPES = frozenset(
    "any unknown string number bigint symbol boolean undefined never object".split()
)
# words a type can start with that are not type names
TYPE_WORDS = _KEYWORD_TYPES | frozenset("keyof readonly unique infer abstract asserts".split())


def p_type(st, tok, rest):
    ph = st & PHASE
    fl = st - ph
    k = tok[0]
    if fl & RET_CHECK:
        if fl & NOT_PROMISE and ph <= TOPD:  # the type's first token
            if (k == "<" or (k == "id" and tok[1] == "new")) and not S.lenient(rest):
                return None  # async (): <T>() => T, async (): new () => C: no Promise (TS1064)
            if k == "(":
                return AR.function_type(_operand(ph, fl - NOT_PROMISE, tok, rest), rest)
        fl = AR.flags(ph, fl, tok, rest)
        if fl is None:
            return None
    if ph <= TOPD:
        return _operand(ph, fl, tok, rest)
    if ph == TPOST_THIS:
        if k == "id" and tok[1] == "is" and not tok[2] and fl & PRED:  # this is T
            return ((TYPE, ((p_type, TEND | fl), rest)), None)
        ph = TPOST
    if ph == TPOST or ph == TPOST_NAME:
        nl = tok[2]
        fl &= ~PAREN_START
        if fl & UNIQ_START:  # after a whole annotation's `unique symbol`
            if (k == "|" or k == "&" or k == "[" and not nl or k == "id" and tok[1] == "extends" and not nl) \
                    and not S.lenient(rest):
                return None  # unique symbol | undefined: the union holds it (TS1335)
            fl -= UNIQ_START
        if fl & RO:  # only postfixes continue the operand of `readonly`
            if k == "[" and not nl:
                return (((p_index_or_array, 0), ((p_type, TPOST | (fl & ~ARR)), rest)), None)
            if ph != TPOST_NAME or not (k == "." or (k == "<" and not nl)):
                if fl & ARR or S.lenient(rest) or S.ambient(rest):
                    return (rest, tok)
                return None  # readonly string, readonly Array<T> (TS1354)
        if k == "[" and not nl:
            return (((p_index_or_array, 0), ((p_type, TPOST | fl), rest)), None)
        if k == "|" or k == "&":
            return (((p_type, TOPD | UNION | fl | (AFTER_BAR if k == "|" else 0)), rest), None)
        if k == "id" and not nl:
            t = tok[1]
            if t == "extends" and not fl & NOCOND:
                return ((_CONDITIONAL, ((p_type, TEND | fl), rest)), None)
            if t == "is" and ph == TPOST_NAME and fl & PRED:
                return ((TYPE, ((p_type, TEND | fl), rest)), None)
        if ph == TPOST_NAME:
            if k == ".":
                return (((p_type, DOT | (fl & ~PRED)), rest), None)  # `x.y is T` (TS1144)
            if k == "<" and not nl:
                return ((TARGS_BODY, ((p_type, TPOST | fl), rest)), None)
            if k == "<<" and not nl:  # `Array<<T>(a: T) => T>`: the second `<` starts a generic function type
                return ((TARGS_BODY, ((p_type, TPOST | fl), rest)), ("<", "<", False))
        return (rest, tok)
    if ph == UNIQUE:
        if k == "id" and tok[1] == "symbol":
            if not (fl & UNIQ_START and (fl & UNIQ_OK or _unique_symbol_place(rest))) and not S.lenient(rest):
                return None  # `unique symbol` only types a const, a readonly property (TS1335)
            if fl & UNIQ_START and not fl & UNIQ_OK:
                rest = _unique_in_parens(rest)
            return (((p_type, TPOST | fl), rest), None)  # UNIQ_START stays: no more type may follow
        if k == "id" and tok[1] == "is" and not tok[2] and fl & PRED:  # (unique: any): unique is T
            return (((p_type, TPOST_NAME | fl), rest), tok)
        # tsc reads `unique` as the type operator wherever a type starts: `unique;` is a
        # syntax error (TS1110), `unique string` a checker error (TS1005 'symbol' expected,
        # in `declare` code too)
        if S.lenient(rest):
            return (((p_type, TOPD | (fl & ~UNIQ_START)), rest), tok)
        return None
    if ph == TPOST_KEYWORD:
        if k == ".":
            return (((p_type, DOT | (fl & ~PRED)), rest), None)
        if k == "id" and tok[1] == "is" and not tok[2] and fl & PRED:  # (object: unknown): object is T[]
            return ((TYPE, ((p_type, TEND | fl), rest)), None)
        return (((p_type, TPOST | fl), rest), tok)
    if ph == TEND:
        return (rest, tok)
    if ph == DOT:
        if k == "id":
            return (((p_type, TPOST_NAME | fl), rest), None)
        return None
    if ph == INFER:
        if k == "id" and tok[1] not in RESERVED and S.strict_name_ok(tok[1], rest):
            return (((p_type, INFER_NAME | fl), rest), None)
        return None
    if ph == INFER_NAME:
        if k == "id" and tok[1] == "extends" and not tok[2]:
            # `infer U extends C` constrains U, unless this `extends` starts a conditional
            constrained = (((p_type, TOPD | NOCOND), ((p_type, TPOST | fl), rest)), None)
            return [constrained, (((p_type, TPOST | fl), rest), tok)]
        return (((p_type, TPOST | fl), rest), tok)
    if ph == TYPEOF:
        if k == "id":
            if tok[1] == "import":
                return ((seq("(", (F.p_args, 0)), ((p_type, TPOST_NAME | fl), rest)), None)
            if tok[1] in RESERVED and tok[1] != "this" and not S.lenient(rest):
                return None  # `typeof null`: no declaration binds a reserved word (TS2304)
            if tok[1] == "await":
                rest = _await_type_name(rest)  # `typeof await` in a module (TS1262)
                if rest is None:
                    return None
            return (((p_type, TPOST_NAME | (fl & ~PRED)), rest), None)  # `typeof x is T` (TS1144)
        return None
    if ph == ABSTRACT:
        if k == "id" and tok[1] == "new":
            return ((_function_type(fl), rest), None)
        return (((p_type, TPOST_NAME | fl), rest), tok)
    if ph == ASSERTS:
        if fl & PRED and not tok[2] and k == "id" and tok[1] == "is":
            return ((TYPE, ((p_type, TEND | fl), rest)), None)  # tsc tries `asserts is T` first
        if fl & PRED and not tok[2] and k == "id" and (tok[1] == "this" or tok[1] not in RESERVED):
            return (((p_type, TPOST_NAME | fl), rest), None)  # asserts x [is T]
        if k == "id" and not tok[2]:  # tsc reads a predicate wherever a type starts so
            if tok[1] != "this" and tok[1] in RESERVED or not S.lenient(rest):
                return None  # `let x: asserts x` (TS1228: only a return type's), `asserts extends` (TS1359)
            return (((p_type, TPOST_NAME | fl | PRED), rest), None)  # silenced: `asserts x [is T]`
        return (((p_type, TPOST_NAME | fl), rest), tok)  # a type named `asserts`
    if ph == NEG:
        if k == "num":
            return (((p_type, TPOST | fl), rest), None)
        return None
    raise AssertionError(ph)


def _unique_symbol_place(rest):
    """Is the type whose frames lie below ``rest`` a whole annotation that may be `unique
    symbol`: a `const` variable's, a `static readonly` class property's, or a parenthesized
    type (tsc walks up through it)? (A `readonly` property signature's has UNIQ_OK.)"""
    from . import classes as C  # it imports this module
    fn, st = rest[0]
    if fn is F.p_declarators:  # a `const` or `using` (`let` / `var`: TS1332), no pattern (TS1333)
        return st & 3 == 2 and bool(st & F.NEEDS_INIT) and not st & (F.PATTERN | E.NO_IN)
    if fn is C.p_class_member:  # a `static readonly` property's (TS1331)
        return st == "VTU" or st == "VTDU"
    if fn is p_seq and st[1] == 1 and st[0] == _PAREN_ITEMS:  # (unique symbol): the group's place
        ofn, ost = rest[1][0]
        return ofn is p_type and bool(ost & PAREN_START) and bool(ost & UNIQ_OK or _unique_symbol_place(rest[1][1]))
    return False


def _unique_in_parens(rest):
    """``rest`` below a `unique symbol` in parentheses, each enclosing group's frame marked
    UNIQ_START: no more type may follow the group either (`(unique symbol)[]`, TS1335)."""
    fn, st = rest[0]
    if fn is p_seq and st[1] == 1 and st[0] == _PAREN_ITEMS:
        ofn, ost = rest[1][0]
        return (rest[0], ((ofn, (ost & ~PAREN_START) | UNIQ_START), _unique_in_parens(rest[1][1])))
    return rest


def _function_type(fl):
    """`<T>(params) => R` after `new`. R may be a conditional type even inside the
    `extends` clause of another one (tsc parses it with a fresh context)."""
    return seq(F.TPARAMS_OPT, "(", F.PARAMS_BODY, "=>", RETURN_TYPE)


def _operand(ph, fl, tok, rest):
    k = tok[0]
    union = fl & (UNION | NO_FN)  # parser errors: a `// @ts-ignore` does not silence them
    if k == "&" and fl & AFTER_BAR:  # `A | & B`, `| & B`: tsc's intersection takes a leading `&`
        return (((p_type, TOPD | (fl & ~AFTER_BAR)), rest), None)
    fl &= ~(UNION | NO_FN | AFTER_BAR)
    if ph != TSTART:
        fl &= ~PRED  # `A | x is T`, `keyof x is T`: a predicate is the whole return type (TS1144)
    if union and (k == "<" or (k == "id" and tok[1] == "new")):
        return None  # A | () => B, & new () => C: a function type needs parentheses there
    if k == "id":
        t = tok[1]
        if t in RESERVED:
            if t in _TYPE_NAMES_AMONG_RESERVED:
                return (((p_type, TPOST | fl), rest), None)
            if t == "this":  # this is T; `this.X` is no type (tsc's ThisType takes no name after it)
                return (((p_type, TPOST_THIS | fl), rest), None)
            if t == "typeof":
                return (((p_type, TYPEOF | fl), rest), None)
            if t == "new":
                return ((_function_type(fl), rest), None)
            if t == "import":  # import("m") needs the module's name (TS1141)
                return ((seq("(", "STR", (F.p_args, 1)), ((p_type, TPOST_NAME | fl), rest)), None)
            return None
        if t == "keyof":
            return (((p_type, TOPD | NO_FN | fl), rest), None)
        if t == "readonly":
            return (((p_type, TOPD | RO | NO_FN), ((p_type, TPOST | (fl & ~ARR)), rest)), None)
        if t == "unique":
            if not fl & PRED and not (ph == TSTART and (fl & UNIQ_OK or _unique_symbol_place(rest))) \
                    and not S.lenient(rest):
                return None  # `unique symbol` only types a const or a readonly property (TS1335)
            return (((p_type, UNIQUE | fl | (UNIQ_START if ph == TSTART else 0)), rest), None)
        if t == "infer":
            if not _in_extends_clause(rest) and not S.lenient(rest):
                return None  # infer outside a conditional type's `extends` clause (TS1338)
            return (((p_type, INFER | fl), rest), None)
        if t == "abstract":
            return (((p_type, ABSTRACT | fl), rest), None)
        if t == "asserts":
            return (((p_type, ASSERTS | fl), rest), None)
        if t in _KEYWORD_TYPES:
            return (((p_type, TPOST_KEYWORD | fl), rest), None)
        if t in S.STRICT_RESERVED and not S.strict_name_ok(t, rest):
            return None  # let x: static; A[yield] -- reserved words in strict code (TS1212/TS1214)
        if t == "await":
            rest = _await_type_name(rest)  # `let x: await` in a module (TS1262)
            if rest is None:
                return None
        return (((p_type, TPOST_NAME | fl), rest), None)
    if k == "tph" and tok[1] and not S.lenient(rest):
        return None  # an invalid escape in a template literal type (tsc lets `\x4g` alone pass)
    if k == "str" or k == "num" or k == "tpl":
        return (((p_type, TPOST | fl), rest), None)
    if (k == "|" or k == "&") and ph == TSTART:
        return (((p_type, TOPD | UNION | fl | (AFTER_BAR if k == "|" else 0)), rest), None)
    if k == "(":
        paren = (((p_seq, (_PAREN_ITEMS, 0)), ((p_type, TPOST | fl | (PAREN_START if ph == TSTART else 0)), rest)), None)
        if union:
            return paren
        fn = ((seq(F.PARAMS_BODY, "=>", RETURN_TYPE), rest), None)
        return [paren, fn]
    if k == "<":
        return ((seq(TPARAMS_BODY, "(", F.PARAMS_BODY, "=>", RETURN_TYPE), rest), None)
    if k == "[":
        return (((p_tuple, 0), ((p_type, TPOST | fl | (ARR if fl & RO else 0)), rest)), None)
    if k == "{":
        return (((p_type_members, 0), ((p_type, TPOST | fl), rest)), None)
    if k == "-":
        return (((p_type, NEG | fl), rest), None)
    if k == "tph":
        return (((E.p_template, 10), ((p_type, TPOST | fl), rest)), None)
    return None


def _await_type_name(stack):
    from .await_types import await_type_name  # it names frames of modules that import this one
    return await_type_name(stack)


def _in_extends_clause(stack):
    """Is ``stack`` inside some conditional type's `extends` clause (its sequence still
    waiting for the `?`)?"""
    while stack is not None:
        fn, st = stack[0]
        if fn is p_seq and st[0] is _CONDITIONAL[1][0] and st[1] == 1:
            return True
        if fn is S.p_stmts:
            return False
        stack = stack[1]
    return False


TYPE = (p_type, TSTART)
_PAREN_ITEMS = (TYPE, ")")  # a parenthesized type after its `(`
RETURN_TYPE = (p_type, TSTART | PRED)
_READONLY_MEMBER_TYPE = (p_type, TSTART | UNIQ_OK)
_CONDITIONAL = seq((p_type, NOCOND), "?", TYPE, ":", TYPE)  # after `A extends`


def p_index_or_array(st, tok, rest):
    """After `T[`: `]` (an array type) or an index type then `]`."""
    if tok[0] == "]":
        if st == 0:
            fn, fst = rest[0]
            if fn is p_type and fst & RO:  # readonly T[]
                return (((p_type, fst | ARR), rest[1]), None)
        return (rest, None)
    if st == 0:
        fn, fst = rest[0]
        if fn is p_type and fst & NOT_PROMISE:  # `number[K]`: an indexed access may be a Promise
            rest = ((p_type, fst - NOT_PROMISE), rest[1])
        return ((TYPE, ((p_index_or_array, 1), rest)), tok)
    return None


_OPTIONAL_SEEN = 4   # an optional element came earlier: required ones may not follow (TS1257)
_THIS_OPTIONAL = 8   # the current element is optional (`T?`, `name?: T`)
_THIS_REST = 16      # the current element is a rest element (`...T`)


def p_tuple(st, tok, rest):
    """Tuple elements after `[`: `T`, `T?`, `...T`, `name: T`, `name?: T`, `...name: T`.
    st: phase (0 before an element, 1 after its type, 2 after `?`, 3 after a named member's
    type) + the flags above."""
    k = tok[0]
    ph = st & 3
    fl = st - ph
    if ph == 0:
        if k == "]":
            return (rest, None)
        if k == "...":
            return ((TYPE, ((p_tuple, 1 | fl | _THIS_REST), rest)), None)
        return ((TYPE, ((p_tuple, 1 | fl), rest)), tok)
    if k == "," or k == "]":  # the element ends
        if fl & _THIS_OPTIONAL:
            fl |= _OPTIONAL_SEEN
        elif fl & _OPTIONAL_SEEN and not fl & _THIS_REST:
            return None  # a required element after an optional one
        if k == "]":
            return (rest, None)
        return (((p_tuple, fl & _OPTIONAL_SEEN), rest), None)
    if k == "?" and ph == 1:
        if fl & _THIS_REST:
            return None  # `[...T?]` (TS17019), `[...name?: T]` (TS5085): a rest element is never optional
        return (((p_tuple, 2 | fl | _THIS_OPTIONAL), rest), None)
    if k == ":" and ph <= 2:
        return ((TYPE, ((p_tuple, 3 | fl), rest)), None)
    return None


def p_targs(st, tok, rest):
    """Type arguments after `<`, through the closing `>` (split off a `>>` or `>=`)."""
    k = tok[0]
    if st == 0:  # `<>` and `<A, >` are errors (TS1099, TS1009)
        if k[0] == ">":
            return None
        return ((TYPE, ((p_targs, 1), rest)), tok)
    if k == ",":
        return (((p_targs, 0), rest), None)
    if k[0] == ">" and k != "=>":
        if len(k) == 1:
            return (rest, None)
        # the rest of `>>` / `>=`, marked (no line-break field): after `f<T>` in an expression,
        # tsc would have scanned `>=` and read no type arguments at all
        return (rest, (k[1:], k[1:], None))
    return None


TARGS_BODY = (p_targs, 0)


def p_tparams(st, tok, rest):
    """Type parameters after `<`: `[const] [in] [out] T [extends C] [= D]`, through `>`.
    st: the context (FN: a function, method, arrow or signature, where `in`/`out` are TS1274;
    DECL: a type alias or interface, where `const` is TS1277; CLASS: all allowed) plus the
    phase: 0 before the first parameter, 5 there when the list may be empty (a type alias or
    interface: tsc reports `<>` only on functions and classes, TS1098), 4 before another,
    1 after its name, 2 after its constraint, 3 after its default; or (modifier word, context)
    just read (a modifier when a name follows, else the name itself)."""
    k = tok[0]
    if type(st) is tuple:  # a modifier word
        word, ctx = st
        if k == "id":
            if (ctx == DECL if word == "const" else ctx == FN) and not S.lenient(rest):
                return None  # function f<in T>, type A<const T> (TS1274, TS1277)
            return (((p_tparams, ctx + 4), rest), tok)
        if word == "out":
            return (((p_tparams, ctx + 1), rest), tok)
        return None
    ctx = st - st % 10
    st -= ctx
    if st == 0 or st == 4 or st == 5:
        if k == "id":
            t = tok[1]
            if t in ("const", "in", "out"):
                return (((p_tparams, (t, ctx)), rest), None)
            if t not in RESERVED and (t not in S.STRICT_RESERVED or S.strict_name_ok(t, rest)):
                return (((p_tparams, ctx + 1), rest), None)
            return None
        if k[0] == ">" and k != "=>" and st != 0:  # `<>` is an error (TS1098); `<T,>` is not
            return (rest, None if len(k) == 1 else (k[1:], k[1:], False))
        return None
    if st == 1:
        if k == "id" and tok[1] == "extends":
            return ((TYPE, ((p_tparams, ctx + 2), rest)), None)
        st = 2
    if st == 2:
        if k == "=":
            return ((TYPE, ((p_tparams, ctx + 3), rest)), None)
        st = 3
    if st == 3:
        if k == ",":
            return (((p_tparams, ctx + 4), rest), None)
        if k[0] == ">" and k != "=>":
            return (rest, None if len(k) == 1 else (k[1:], k[1:], False))
        return None
    return None


FN, DECL, CLASS = 0, 10, 20  # where a type-parameter list is (its modifiers depend on it)
TPARAMS_BODY = (p_tparams, FN)
CLASS_TPARAMS_BODY = (p_tparams, CLASS)
TPARAMS_BODY_EMPTY_OK = (p_tparams, DECL + 5)


def p_type_members(st, tok, rest):
    """Members of an object type or interface after `{`, through `}`; separated by `;`,
    `,` or a line break. st: 0 at a type literal's `{` (a mapped member `[K in T]: U` may
    come, as the only one), 4 after a separator and in an interface (none may), 1 after a
    member, 2 after a mapped member (only `;` and `}` follow: TS1005, TS7061), 3 after its `;`."""
    k = tok[0]
    if k == "}":
        return (rest, None)
    if st >= 2 and st != 4:
        if k == ";" and st == 2:
            return (((p_type_members, 3), rest), None)
        if k == "," or not S.lenient(rest):
            return None  # `{ [k in K]: T, }`, `{ [k in K]: T; a: 1 }`
        st = 1  # lenient: as after any member
    if k == ";" or k == ",":  # one separator after a member, none before the first
        return (((p_type_members, 4), rest), None) if st == 1 else None
    if st == 0:
        return (((p_type_member, "S"), ((p_type_members, 1), rest)), tok)
    if st == 4 or tok[2]:
        return (((p_type_member, "S~"), ((p_type_members, 1), rest)), tok)
    return None


_AFTER_MAPPED = (p_type_members, 2)
_AFTER_MEMBER = (p_type_members, 1)


def _mapped_rest(rest):
    """The stack below a mapped member: its list then takes only `;` and `}`."""
    return (_AFTER_MAPPED, rest[1]) if rest[0] == _AFTER_MEMBER else rest


_MEMBER_NAME_KINDS = ("id", "str", "num", "[", "priv")


def p_type_member(st, tok, rest):
    """One member of an object type. st "S" at the start of a type literal's first member,
    "S~" at any other start (no mapped member there unless lenient), a modifier word (with
    the same `~`), "N" after a name, "N2" after its `?`, "B" after a bigint name; "SR", "NR",
    "NR2" the same after `readonly` (a property whose type may be `unique symbol`, TS1330)."""
    k = tok[0]
    if st == "S" or st == "S~" or st == "SR" or st == "SR~":
        later = st[-1] == "~"
        name = "NR" if st[1:2] == "R" else "N"
        if k == "(" or k == "<":
            return ((F.SIGNATURE_REST, rest), tok)
        if k == "id":
            t = tok[1]
            if t in ("new", "readonly", "get", "set"):
                return (((p_type_member, t + "~" if later else t), rest), None)
            return (((p_type_member, name), rest), None)
        if k == "num" and tok[1].endswith("n") and not S.lenient(rest):
            return (((p_type_member, "B"), rest), None)  # a bigint names only a method (TS1539)
        if k == "priv" and not S.lenient(rest) and not S.ambient(rest):
            return None  # `{ #x: T }`: no private name outside a class's own body (TS18016)
        if k == "str" or k == "num" or k == "priv":
            return (((p_type_member, name), rest), None)
        if k == "[":
            readings = [
                ((INDEX_SIGNATURE, ((p_type_member, "N2"), rest)), None),
                (((p_computed_not_mapped, 0), ((p_type_member, name), rest)), None),
            ]
            if not later or S.lenient(rest):
                readings.append(((MAPPED_KEY, ((p_type_member, "MAPPED"), _mapped_rest(rest))), None))
            return readings
        if k == "+" or k == "-":  # -readonly [K in T]
            return ((seq("readonly"), ((p_type_member, st), rest)), None)
        return None
    if st == "N" or st == "N2" or st == "NR" or st == "NR2":
        if k == "?" and st[-1] != "2":
            return (((p_type_member, st + "2"), rest), None)
        if k == "(" or k == "<":
            return ((F.SIGNATURE_REST, rest), tok)
        if k == ":":
            return ((_READONLY_MEMBER_TYPE if st[1:2] == "R" else TYPE, rest), None)
        return (rest, tok)
    if st == "B" or st == "B2":
        if k == "?" and st == "B":
            return (((p_type_member, "B2"), rest), None)
        if k == "(" or k == "<":
            return ((F.SIGNATURE_REST, rest), tok)
        return None
    if st[:2] == "AN":  # after an accessor's name ("ANget", "ANset")
        if k == "(":
            return ((A.SIGNATURE_REST[st[2:]], rest), tok)
        if S.lenient(rest) and k in ("<", "?"):
            return ((F.SIGNATURE_REST, rest), tok) if k != "?" else (((p_type_member, st), rest), None)
        return None
    if st == "MAPPED":
        if k == "+" or k == "-":
            return ((seq("?"), ((p_type_member, "N2"), rest)), None)
        if k == "?":
            return (((p_type_member, "N2"), rest), None)
        if k == ":":
            return ((TYPE, rest), None)
        return (rest, tok)
    if st == "new" or st == "new~":
        if k == "(" or k == "<":
            return ((F.SIGNATURE_REST, rest), tok)
        return (((p_type_member, "N"), rest), tok)
    if st[:3] in ("get", "set") and k in _MEMBER_NAME_KINDS:
        # an accessor: tsc's look-ahead takes `get` before a name even across a line break;
        # its name, then only a parameter list (`get x: T`, `get x?()` are TS1005, `get x<T>` TS1094)
        if k == "[":
            return (((p_computed_not_mapped, 0), ((p_type_member, "AN" + st[:3]), rest)), None)
        if k == "priv" and not S.lenient(rest) and not S.ambient(rest):
            return None
        return (((p_type_member, "AN" + st[:3]), rest), None)
    # readonly: a modifier when a member name follows on the same line
    if k in _MEMBER_NAME_KINDS and not tok[2]:
        return (((p_type_member, "SR~" if st[-1] == "~" else "SR"), rest), tok)
    if k == "[" and st == "readonly":
        # `{ readonly\n[k in K]: T }`: tsc's mapped-type look-ahead ignores the line break
        return [(((p_type_member, "N"), rest), tok), (((p_type_member, "S"), rest), tok)]
    return (((p_type_member, "N"), rest), tok)


def p_computed_not_mapped(st, tok, rest):
    """A computed member name `[expr]` in a type -- but `[K in ...` is always a mapped type
    (tsc decides on `[ identifier in` without looking further). The name must be a literal,
    a signed number or a dotted name: tsc's checkGrammarForInvalidDynamicName looks only at
    the syntax (TS1169 in an interface, TS1170 in a type literal).
    st: 0 after `[`, 1 after its first name, "N" after a later one, "." after a dot, "L" after
    a literal, "-" after a sign."""
    k = tok[0]
    if st == 0:
        if k == "id" and tok[1] not in RESERVED:
            return (((p_computed_not_mapped, 1), rest), None)
        if k == "str" or k == "num" or (k == "tpl" and not tok[1]):
            return (((p_computed_not_mapped, "L"), rest), None)
        if k == "-" or k == "+":
            return (((p_computed_not_mapped, "-"), rest), None)
        if S.lenient(rest):
            return ((COMPUTED_NAME, rest), tok)
        return None
    if st == 1 and k == "id" and tok[1] == "in":
        return None
    if st == "-":
        if k == "num":
            return (((p_computed_not_mapped, "L"), rest), None)
        if S.lenient(rest):
            return ((seq((E.p_expr, E.OPD | E.NO_COMMA), "]"), rest), tok)
        return None
    if st == ".":
        if k == "id":
            return (((p_computed_not_mapped, "N"), rest), None)
        if S.lenient(rest):
            return ((seq((E.p_expr, E.DOT | E.NO_COMMA), "]"), rest), tok)
        return None
    if k == "]":
        return (rest, None)
    if st != "L":  # after a name
        if k == ".":
            return (((p_computed_not_mapped, "."), rest), None)
        if k == "?.":  # `a?.b` is a name to the check: stay permissive
            return ((seq((E.p_expr, E.AFT | E.NO_COMMA), "]"), rest), tok)
    if S.lenient(rest):
        return ((seq((E.p_expr, (E.AFT_ID if st == 1 else E.AFT) | E.NO_COMMA), "]"), rest), tok)
    return None


def p_strict_id(st, tok, rest):
    """A type's binding identifier (a mapped type's or an index signature's key): no reserved
    word, nor one of strict mode's (`[yield in K]: T`, TS1212/TS1214)."""
    if tok[0] == "id" and tok[1] not in RESERVED and S.strict_name_ok(tok[1], rest):
        return (rest, None)
    return None


STRICT_ID = (p_strict_id, None)
INDEX_SIGNATURE = None   # set by link()
MAPPED_KEY = None
COMPUTED_NAME = None


def link():
    global INDEX_SIGNATURE, MAPPED_KEY, COMPUTED_NAME
    IK.TYPE[0] = TYPE
    INDEX_SIGNATURE = seq(STRICT_ID, ":", IK.INDEX_KEY, "]")
    MAPPED_KEY = seq(STRICT_ID, "in", TYPE, opt("as", TYPE), "]")
    COMPUTED_NAME = seq(E.ASSIGN_EXPR, "]")
