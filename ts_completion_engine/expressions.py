"""Expressions: one frame ``(p_expr, phase | flags)`` walks operand, operator, operand...

Binary operators are interchangeable for the question "can this still be valid syntax", so
there is no precedence stack: an expression is a flat run of operands and operators, with
sub-frames only for bracketed parts (calls, indexes, literals, templates, conditionals,
arrow functions). The phase remembers just enough to reject what can never be valid.
"""

from . import accessors as A
from . import classes as C
from . import functions as F
from . import jsdoc_type_args as JT
from . import module_detection as M
from . import statements as S
from . import type_syntax as T
from .parser_core import (
    ASSIGN_OPS, BINARY_OPS, PREFIX_OPS, RESERVED, seq, split_gt, starts_expression,
)

# phases
OPD_START = 0   # an operand at the start of an assignment expression (arrows allowed)
OPD = 1         # an operand after a prefix or binary operator
AFT = 2         # after an operand
AFT_ID = 3      # after a lone identifier at the start of an assignment expression (x => ...)
AFT_END = 4     # after an arrow function or conditional: only `,` or the end may follow
YIELD = 5       # after `yield`: the operand is optional
AWAIT = 6       # after `await`, which may also be a plain identifier outside async code
NEW = 7         # after `new` (new.target, or a callee)
ASYNC = 8       # after `async` at the start of an assignment expression
AFTER_TARGS = 9  # after `f<T>` in an expression: a call, a tagged template, or nothing
ASYNC_ID = 10   # after `async x`: only `=>` may follow
OPTCHAIN = 11   # after `?.`
DOT = 12        # after `.`
NEW_DOT = 13    # after `new.`
IMPORT = 14     # after `import` in an expression: import(...) or import.meta
AFT_UPDATE = 15  # after x++ / x-- or `x as T`: no member access, call or postfix
PHASE = 15

# flags
NO_IN = 16       # e.g. for (x in y): the initialiser stops before `in`
NO_COMMA = 32    # an assignment expression: an argument, an element, an initialiser
HERITAGE = 64    # class C extends Base<T> { -- type arguments may be followed by `{`
NOT_LHS = 128    # an operator was applied since the assignment expression began: `a + b = c` is
                 # not an assignment (tsc assigns only to a left-hand-side expression)
UNARY = 256      # the current operand has a prefix operator: `-x ** 2` is an error (TS17006)
NULLISH = 512    # `??` was used in this run of operators: `a ?? b || c` is an error (TS5076)
LHS_ONLY = 1024  # the operand must be a left-hand-side expression: after `++`, `new`, `extends`
                 # (no prefix operator, `typeof`, `<T>x`; `await` is only a name there)
NEW_CALLEE = 2048  # the callee of `new` up to its arguments: `new a?.b()` is an error (TS1209)
CHAIN = 4096     # the operand is an optional chain, maybe in parentheses: `(a?.b) = 1` is TS2779
TIGHT = 8192     # after a binary operator that binds at least as tightly as `in` (`a + #x in o`)
OPT_CHAIN = 16384  # in a member chain after `?.`: no tagged template (`a?.b\`x\``, TS1358)
NOT_CONST = 32768  # the operand is provably no `as const` argument (a name, a call: TS1355)
ENTITY = 65536     # the operand is a dotted name `a.b.c` (`E.A as const` may name an enum member)
CONST_CAST = 131072  # the operand of `<const>`, which must be a literal (TS1355) once it ends
AWAIT_NAME = 262144  # after `await` read as a name: tsc reads a word, number or string after it
                     # on the same line as an await expression's operand (an error there)
DELETE = 524288  # the operand of `delete`, while it is a lone identifier (TS1102 if it stays one)
LT_OPEN = 1048576  # the operand right after a `<` that may also open type arguments (`f<!T>(x)`)
BAD_PREFIX = 2097152  # a prefix operator no `as const` argument has (`!`, `~`, `typeof`, `await`; a
                      # sign before anything but a number): `!"a" as const` is TS1355
SIGN = 4194304   # the operand right after a prefix `-` or `+` (only a number keeps it a literal)
COMPOUND = 8388608  # a binary or assignment operator, a comma or `yield` since the expression (or
                    # group) began: `(a = 1) as const`, `(x, 1) as const` are TS1355
PAREN_ENTITY = 16777216  # a group holding a dotted name, up to the next token: `(E).A`, `(E)["A"]`
                         # may name an enum member (tsc skips the parentheses), `(x).y.z` may not
LOGICAL = 33554432  # `||` or `&&` was used in this run of operators (see NULLISH)
AFTER_ASSIGN = 67108864  # the run is the right side of an assignment operator: tsc's checker does
                         # not look at the operands of a `??` there (`x = a || b ?? c` is accepted)
_CONTEXT = NO_IN | NO_COMMA | HERITAGE  # what a new assignment expression keeps


def _mixing_checked(fl, rest):
    """Does tsc's checker report `??` mixed with `||`/`&&` in this run (TS5076)? Only where the
    run cannot be an operand of a comma or the right side of an assignment, whose binary
    expression the checker walks without that check: an argument, an element, an initialiser,
    a conditional's branch, an arrow's body (NO_COMMA), not after `=`; and not under `@ts-ignore`."""
    return bool(fl & NO_COMMA) and not fl & AFTER_ASSIGN and not S.lenient(rest)


def p_expr(st, tok, rest):
    ph = st & PHASE
    fl = st - ph
    k = tok[0]
    if ph <= OPD:
        return _operand(ph, fl, tok, rest)
    if ph == AFT or ph == AFT_ID:
        return _after_operand(ph, fl, tok, rest)
    if ph == AFT_UPDATE:
        if k in _NOT_AFTER_UPDATE:
            return (rest, tok)
        return _after_operand(AFT_UPDATE, fl, tok, rest)
    if ph == AFT_END:
        if k == "," and not fl & NO_COMMA:
            return (((p_expr, OPD_START | (fl & _CONTEXT) | COMPOUND), rest), None)
        if k == ")" and rest[0] == _PAREN_CLOSE:
            return (_mark_group(rest, NOT_CONST), tok)  # (a ? 1 : 2) as const, (() => 1) as const
        return (rest, tok)
    if ph == DOT:
        if k == "id" or (k == "priv" and in_class_body(rest)):
            return (((p_expr, AFT | fl), rest), None)
        return None
    if ph == OPTCHAIN:  # an optional chain is never assigned to: a?.b = 1 is an error
        fl |= NOT_LHS | CHAIN | OPT_CHAIN
        if k == "id" or (k == "priv" and in_class_body(rest)):
            return (((p_expr, AFT | fl), rest), None)
        if k == "(":
            return (((F.p_args, 0), ((p_expr, AFT | (fl & ~ENTITY) | NOT_CONST), rest)), None)
        if k == "[":
            return ((seq(EXPR, "]"), ((p_expr, AFT | (fl & ~ENTITY)), rest)), None)
        if k == "<":
            return ((seq(T.TARGS_BODY, "(", (F.p_args, 0)), ((p_expr, AFT | (fl & ~ENTITY) | NOT_CONST), rest)), None)
        return None
    if ph == YIELD:
        if k == "*":
            return (((p_expr, OPD | fl), rest), None)
        if not tok[2] and starts_expression(tok):
            return (((p_expr, OPD_START | (fl & _CONTEXT) | COMPOUND), rest), tok)
        return (((p_expr, AFT_END | fl), rest), tok)
    if ph == AWAIT:
        if k == "/" or k == "/=":
            # `await / x` divides when `await` is a plain identifier; the lexer also tries a regex
            return (((p_expr, AFT | fl), rest), tok)
        if not tok[2] and (k == "id" or k == "num" or k == "str"):
            # tsc reads `await x` (a word or a number or string on the same line) as an await
            # expression anywhere (TS1375 in a script): the file must be a module
            if not starts_expression(tok):
                return None if not S.lenient(rest) else (((p_expr, AFT | fl), rest), tok)  # `await in`
            rest = M.as_module(rest)
            return (((p_expr, OPD | fl | NOT_LHS | UNARY | BAD_PREFIX), rest), tok) if rest is not None else None
        if starts_expression(tok):
            return (((p_expr, OPD | fl | NOT_LHS | UNARY | BAD_PREFIX), rest), tok)
        return (((p_expr, AFT | fl | NOT_CONST | ENTITY), M.as_script(rest)), tok)  # only a name: the file is a script
    if ph == NEW:
        if k == ".":
            return (((p_expr, NEW_DOT | fl), rest), None)
        return (((p_expr, OPD | fl | LHS_ONLY | NEW_CALLEE), rest), tok)
    if ph == NEW_DOT:
        if k == "id" and tok[1] == "target":
            return (((p_expr, AFT | fl), rest), None)
        return None
    if ph == IMPORT:
        if k == "(":
            return (((F.p_args, 0), ((p_expr, AFT | fl), rest)), None)
        if k == ".":  # import.meta makes the file a module; no other meta-property (TS17012)
            rest = M.as_module(rest, anywhere=True)
            return ((seq("meta"), ((p_expr, AFT | fl), rest)), None) if rest is not None else None
        return None
    if ph == ASYNC:
        return _after_async(fl, tok, rest)
    if ph == ASYNC_ID:
        if k == "=>" and not tok[2]:  # async x \n => y (TS1200, a parser error)
            return ((F.ARROW_BODY[F.ASYNC], ((p_expr, AFT_END | fl), rest)), None)
        return None
    if ph == AFTER_TARGS:
        if (k == "tpl" or k == "tph") and fl & OPT_CHAIN and not S.lenient(rest):
            return None  # a?.f<T>`x`: a tagged template in an optional chain (TS1358)
        if k == "(":
            return (((F.p_args, 0), ((p_expr, AFT | fl), rest)), None)
        if k == "tpl":
            return (((p_expr, AFT | fl), rest), None)
        if k == "tph":
            return (((p_template, TAGGED), ((p_expr, AFT | fl), rest)), None)
        if k == "<" or k[0] == ">" or k == "+" or k == "-" or tok[2] is None:
            return None  # tsc scans `>` alone: `f<T> >= x` is no instantiation, nor `f<T>= x`
        if k == "." or k == "?.":
            return None  # an instantiation expression followed by a property access (TS1477)
        if (tok[2] or fl & HERITAGE or k in BINARY_OPS or k in ASSIGN_OPS or not starts_expression(tok)
                or (k == "id" and tok[1] in _WORD_OPERATORS)):  # f<T> as X: an instantiation expression
            return (((p_expr, AFT | fl | NOT_CONST), rest), tok)
        return None
    raise AssertionError(ph)


EXPR = (p_expr, OPD_START)
ASSIGN_EXPR = (p_expr, OPD_START | NO_COMMA)
_PAREN = seq(EXPR, ")")  # a parenthesized expression after its `(`
_PAREN_CLOSE = (_PAREN[0], (_PAREN[1][0], 1))


def _operand(ph, fl, tok, rest):
    k = tok[0]
    dl = fl & DELETE  # kept only by a plain identifier (below)
    lt = fl & LT_OPEN
    if fl & SIGN and k != "num":
        fl |= BAD_PREFIX  # -x, -"a", - -1, -(1): no literal under the sign
    fl &= ~(NOT_CONST | ENTITY | DELETE | LT_OPEN | SIGN)  # each operand says what it is
    if fl & LHS_ONLY:
        if k in PREFIX_OPS or k == "<" or (k == "id" and tok[1] in _UNARY_WORDS):
            return None  # ++ -x, new <T>(0), class C extends typeof X (TS1109)
        fl -= LHS_ONLY
        if k == "id" and tok[1] == "await":
            return (((p_expr, AFT | fl), rest), None)
    if k == "id":
        t = tok[1]
        if t not in RESERVED:
            if t == "await":
                params = F.params_await(rest)
                flavour = F.function_flavour(rest) if params is None else F.ASYNC if params else 0
                if flavour is None and S.module_top_level(rest):  # top-level await (TS1109)
                    return (((p_expr, OPD | fl | NOT_LHS | UNARY | BAD_PREFIX), rest), None)
                if flavour is None or S.lenient(rest):  # top level or unsure: either
                    if M.file_kind(rest) == S.TOP_SCRIPT:  # a script: only a name
                        return (((p_expr, AFT | fl | NOT_CONST | ENTITY | AWAIT_NAME), rest), None)
                    return (((p_expr, AWAIT | fl), rest), None)
                if flavour > 0 and flavour & F.ASYNC:
                    return (((p_expr, OPD | fl | NOT_LHS | UNARY | BAD_PREFIX), rest), None)
                return (((p_expr, AFT | fl | NOT_CONST | ENTITY | AWAIT_NAME), rest), None)  # not async: a name
            if t == "yield":
                if not in_generator(rest) and not S.lenient(rest):
                    return None  # yield is reserved outside generators (strict mode)
                return (((p_expr, YIELD | fl), rest), None)
            if t == "async" and ph == OPD_START:
                return (((p_expr, ASYNC | fl), rest), None)
            if t == "async":
                return (((p_async_operand, fl | dl), rest), None)  # `void async function () {}`
            if t in S.STRICT_RESERVED and not S.strict_name_ok(t, rest):
                return None  # x = static: a reserved word in strict code
            return (((p_expr, (AFT_ID if ph == OPD_START else AFT) | fl | NOT_CONST | ENTITY | dl), rest), None)
        if t == "super":  # super(...), super.x, super[x], super<T>(...)
            return (((p_super, fl | NOT_CONST), rest), None)
        if t == "true" or t == "false":
            return (((p_expr, AFT | fl), rest), None)
        if t == "this" or t == "null":
            return (((p_expr, AFT | fl | NOT_CONST), rest), None)
        if t in ("typeof", "void", "delete"):
            if fl & CONST_CAST and not S.lenient(rest):
                return None  # <const>typeof x: the operand of `<const>` is no literal (TS1355)
            return (((p_expr, OPD | fl | NOT_LHS | UNARY | BAD_PREFIX | (DELETE if t == "delete" else 0)), rest), None)
        if t == "new":
            return (((p_expr, NEW | fl), rest), None)
        if t == "function":
            return ((F.FUNCTION_EXPR, ((p_expr, AFT | fl | NOT_CONST), rest)), None)
        if t == "class":
            return ((C.CLASS_HEAD, ((p_expr, AFT | fl | NOT_CONST), rest)), None)
        if t == "import":
            return (((p_expr, IMPORT | fl | NOT_CONST), rest), None)
        return None
    if (k == "tpl" or k == "tph") and tok[1] and not S.lenient(rest):
        return None  # an invalid escape in an untagged template (TS1125, TS1487...)
    if k in ("num", "str", "re", "tpl"):
        return (((p_expr, AFT | fl | (NOT_CONST if k == "re" else 0)), rest), None)
    if k == "tph":
        return (((p_template, 0), ((p_expr, AFT | fl), rest)), None)
    if k == "(":  # its `)` marks the group (_mark_group): `(x) as const`, `(E).A as const`
        paren = ((_PAREN, ((p_expr, AFT | fl), rest)), None)
        if ph == OPD_START:
            return [paren, ((F.ARROW_AFTER_PAREN[0], ((p_expr, AFT_END | fl), rest)), None)]
        return paren
    if k == "[":
        return (((p_array, 0), ((p_expr, AFT | fl), rest)), None)
    if k == "{":
        return (((p_object, 0), ((p_expr, AFT | fl), rest)), None)
    if k in PREFIX_OPS:  # ++x may be the left side of `**`; -x, !x, ~x may not
        if fl & CONST_CAST and k != "-" and k != "+" and not S.lenient(rest):
            return None  # <const>!x, <const>++x: no literal (TS1355)
        if k == "++" or k == "--":
            return (((p_expr, OPD | fl | NOT_LHS | LHS_ONLY), rest), None)
        mark = SIGN if k == "-" or k == "+" else BAD_PREFIX
        if lt and k == "!":  # f < !T > (x) is read as f<!T>(x) (TS17020)
            return JT.watch((((p_expr, OPD | fl | NOT_LHS | UNARY | mark), rest), None))
        return (((p_expr, OPD | fl | NOT_LHS | UNARY | mark), rest), None)
    if k == "<":
        # <T>x; its result is no `as const` argument (`<T>{} as const`, TS1355)
        cast = ((seq((p_cast_type, 0), ">"), ((p_expr, OPD | fl | NOT_LHS | BAD_PREFIX), rest)), None)
        if ph == OPD_START:
            return [cast, ((F.GENERIC_ARROW_AFTER_LT[0], ((p_expr, AFT_END | fl), rest)), None)]
        return cast
    if k == "priv":  # #x in obj: the left operand of `in`, nothing else (TS1451)
        if fl & (UNARY | TIGHT) and not S.lenient(rest):
            return None  # !#x in o, a + #x in o: the name is no longer `in`'s left operand
        if not in_class_body(rest):
            return None
        return (((p_private_in, fl), rest), None)
    if k == "@":  # a decorated class expression
        return (((C.p_decorator, 0), ((p_decorated_class, fl), rest)), None)
    return None


def in_class_body(stack):
    """May a private name `#x` appear at the top of ``stack``: inside some class body (its
    methods and nested functions included), or where the rules are off? (TS18016 outside.)
    Walks the stack: call it only for a private name."""
    s = stack
    while s is not None:
        if s[0][0] is C.p_class_body:
            return True
        s = s[1]
    return S.lenient(stack) or S.ambient(stack)


def p_private_in(fl, tok, rest):
    """After `#x` as an operand: only `in` may follow (or the `in` of `for (#x in o)`)."""
    if (tok[0] == "id" and tok[1] == "in") or S.lenient(rest):
        return (((p_expr, AFT | fl), rest), tok)
    return None


def _after_operand(ph, fl, tok, rest):
    k = tok[0]
    nl = tok[2]
    dl = fl & DELETE
    pe = fl & PAREN_ENTITY
    if pe and k != "." and k != "?." and k != "[":
        fl -= PAREN_ENTITY  # only a member access right after the group may name an enum member
    if dl:
        if k not in _DELETE_CONTINUES or nl and (k == "++" or k == "--"):
            if not S.lenient(rest):
                return None  # `delete x;`: strict code deletes no plain name (TS1102)
        fl -= DELETE
    if fl & AWAIT_NAME:
        if not nl and (k == "id" or k == "num" or k == "str") and not S.lenient(rest):
            return None  # `await in o`, `await x` where `await` is a name (TS1308, TS1375)
        fl -= AWAIT_NAME
    if fl & CONST_CAST and (k not in _OPERAND_CONTINUES or nl and k in _UPDATE_OPS):
        if fl & (NOT_CONST | BAD_PREFIX) and not S.lenient(rest):
            return None  # <const>x: the operand of `<const>` is no literal (TS1355)
        fl = fl - CONST_CAST | BAD_PREFIX  # the assertion is none either: `<const>1 as const`
    if fl & NEW_CALLEE:
        if k == "?.":
            return None  # new a?.b() (TS1209)
        if k not in _NEW_CALLEE_CONTINUES:
            fl -= NEW_CALLEE
    if k == ")" and rest[0] == _PAREN_CLOSE:  # tsc looks inside the parentheses
        bad = fl & (TIGHT | BAD_PREFIX | COMPOUND)
        mark = NOT_CONST if bad or fl & NOT_CONST else 0  # (x) as const, (a = 1) as const
        if (fl & ENTITY or pe) and not bad and not fl & UNARY:
            mark |= PAREN_ENTITY  # (E).A as const, ((E)).A as const
        if mark:
            rest = _mark_group(rest, mark)
    if fl & CHAIN:
        if k == ")" and rest[0] == _PAREN_CLOSE:  # (a?.b): the group is an optional chain too
            outer = rest[1]
            return ((rest[0], ((outer[0][0], outer[0][1] | CHAIN), outer[1])), tok)
        if k in ASSIGN_OPS or ((k == "++" or k == "--") and not nl):
            if not S.lenient(rest):
                return None  # (a?.b) = 1, (a?.b)++ (TS2779, TS2777)
        elif k in _CHAIN_ENDS:
            fl -= CHAIN  # (a?.b).c = 1 assigns to a property of the chain's value
    if fl & HERITAGE and k not in _HERITAGE_CONTINUES:
        return (rest, tok)  # `extends` takes a left-hand-side expression: no operators
    if k == ".":
        return (((p_expr, DOT | _member(fl)), rest), None)
    if k == "(":
        return (((F.p_args, 0), ((p_expr, AFT | (fl & ~ENTITY) | NOT_CONST), rest)), None)
    if k == "[":
        return ((seq(EXPR, "]"), ((p_expr, AFT | (_member(fl) & ~ENTITY)), rest)), None)
    if k == "id":
        t = tok[1]
        if t == "in":
            if fl & NO_IN:
                return (rest, tok)
            return (((p_expr, OPD | (fl & ~(UNARY | OPT_CHAIN | BAD_PREFIX)) | NOT_LHS | TIGHT), rest), None)
        if t == "instanceof":
            return (((p_expr, OPD | (fl & ~(UNARY | OPT_CHAIN | BAD_PREFIX)) | NOT_LHS | TIGHT), rest), None)
        if (t == "as" or t == "satisfies") and not nl:
            # `x as T` takes no call, member access, template or `++` after it (TS1005)
            no_const = (t == "satisfies" or fl & (NOT_CONST | TIGHT | BAD_PREFIX)) and not S.lenient(rest)
            after = ((p_expr, AFT_UPDATE | (fl & ~ENTITY) | NOT_LHS | NOT_CONST), rest)
            return (((p_type_after_as, 1 if no_const else 0), after), None)
        return (rest, tok)
    if k in BINARY_OPS:
        if k == "<":
            targs = ((T.TARGS_BODY, ((p_expr, AFTER_TARGS | fl), rest)), None)
            if fl & HERITAGE:
                return targs
            less = (((p_expr, OPD | (fl & ~(UNARY | OPT_CHAIN | BAD_PREFIX)) | NOT_LHS | TIGHT), rest), None)
            if ph == AFT_UPDATE:
                return less  # `x as T <A>`, `x++ <A>`: type arguments follow only a member expression
            if dl and not S.lenient(rest):
                return targs  # `delete a < b`: a comparison would delete a plain name (TS1102)
            less = (((p_expr, OPD | (fl & ~(UNARY | OPT_CHAIN | BAD_PREFIX)) | NOT_LHS | TIGHT | LT_OPEN), rest), None)
            return [less, targs]
        if k == "<<" and ph != AFT_UPDATE and not fl & HERITAGE:
            # `f<<T>(x: T) => T>()`: tsc re-scans `<<` as `<` when type arguments may start, and
            # the second `<` opens a generic function type
            shift = (((p_expr, OPD | (fl & ~(UNARY | OPT_CHAIN | BAD_PREFIX)) | NOT_LHS | TIGHT), rest), None)
            return [shift, ((T.TARGS_BODY, ((p_expr, AFTER_TARGS | fl), rest)), ("<", "<", False))]
        if k == "**" and fl & UNARY:
            return None  # -x ** 2 needs parentheses
        if k == "??":
            if fl & LOGICAL and _mixing_checked(fl, rest):
                return None  # `f(a || b ?? c)`, `let y = a && b ?? c` (TS5076)
            fl |= NULLISH
        elif k == "||" and fl & NULLISH:
            # (a ?? b) || c needs parentheses: the parser's error, everywhere
            return None
        elif k == "||" or k == "&&":
            if k == "&&" and fl & NULLISH and _mixing_checked(fl, rest):
                return None  # `f(a ?? b && c)` (TS5076)
            fl |= LOGICAL
        tight = TIGHT if k in _TIGHT_OPS else COMPOUND
        return (((p_expr, OPD | (fl & ~(UNARY | TIGHT | OPT_CHAIN | BAD_PREFIX)) | NOT_LHS | tight), rest), None)
    if k in ASSIGN_OPS:
        if fl & NOT_LHS:
            return (rest, tok)
        return (((p_expr, OPD_START | (fl & _CONTEXT) | COMPOUND | AFTER_ASSIGN), rest), None)
    if k == "?.":
        return (((p_expr, OPTCHAIN | _member(fl)), rest), None)
    if (k == "tpl" or k == "tph") and fl & OPT_CHAIN and not S.lenient(rest):
        return None  # a?.b`x`: a tagged template in an optional chain (TS1358)
    if k == "tpl" or k == "tph":
        fl = (fl & ~ENTITY) | NOT_CONST  # a tagged template
    if k == "tpl":
        return (((p_expr, AFT | fl), rest), None)
    if k == "tph":
        return (((p_template, TAGGED), ((p_expr, AFT | fl), rest)), None)
    if k == "!" or k == "++" or k == "--":
        if nl:  # x \n ++y: the operator starts the next statement
            return (rest, tok)
        if k == "!":  # tsc ends the chain's flag here: a?.b!`x` is valid
            return (((p_expr, AFT | (fl & ~(OPT_CHAIN | ENTITY)) | NOT_CONST), rest), None)
        return (((p_expr, AFT_UPDATE | (fl & ~ENTITY) | NOT_LHS | NOT_CONST), rest), None)
    if k == "?":
        branches = seq(ASSIGN_EXPR, ":", (p_expr, OPD_START | NO_COMMA | (fl & NO_IN)))
        fl |= NOT_LHS
        return ((branches, ((p_expr, AFT_END | fl), rest)), None)
    if k == "=>":
        if ph == AFT_ID and (not nl or S.silenced_next(rest)):  # x \n => y: TS1200, which a // @ts-ignore silences
            return ((F.ARROW_BODY[0], ((p_expr, AFT_END | fl), rest)), None)
        return None
    if k == "," and not fl & NO_COMMA:
        return (((p_expr, OPD_START | (fl & _CONTEXT) | COMPOUND), rest), None)
    return (rest, tok)


_WORD_OPERATORS = frozenset(("as", "satisfies", "in", "instanceof"))
_TIGHT_OPS = frozenset("+ - * / % ** < > <= >= << >> >>>".split())  # bind at least as `in` does
_CHAIN_ENDS = frozenset((".", "[", "(", "?.", "tpl", "tph"))
_UNARY_WORDS = frozenset(("typeof", "void", "delete"))
# after `delete x`: what makes the operand more than the name (`<`: only as `x<T>`, its type arguments)
_DELETE_CONTINUES = frozenset((".", "?.", "[", "(", "!", "tpl", "tph", "++", "--", "<"))
_NEW_CALLEE_CONTINUES = frozenset((".", "[", "<", "!", "tpl", "tph"))
_NOT_AFTER_UPDATE = frozenset((".", "(", "[", "?.", "!", "++", "--", "tpl", "tph"))
_HERITAGE_CONTINUES = frozenset((".", "(", "[", "<", "?.", "!", "tpl", "tph"))


def p_async_operand(fl, tok, rest):
    """After `async` where no arrow function may start (after a prefix or binary operator): an
    async function expression when `function` follows on the same line, else `async` is a name."""
    if tok[0] == "id" and tok[1] == "function" and not tok[2]:
        return ((F.ASYNC_FUNCTION_EXPR, ((p_expr, AFT | (fl & ~DELETE) | NOT_CONST), rest)), None)
    return (((p_expr, AFT | fl | NOT_CONST | ENTITY), rest), tok)


def _after_async(fl, tok, rest):
    k = tok[0]
    if not tok[2]:
        if k == "id":
            t = tok[1]
            if t == "function":
                return ((F.ASYNC_FUNCTION_EXPR, ((p_expr, AFT | fl), rest)), None)
            if t not in RESERVED:
                return (((p_expr, ASYNC_ID | fl), rest), None)
        if k == "(":
            return [
                (((F.p_args, 0), ((p_expr, AFT | fl), rest)), None),
                ((F.ARROW_AFTER_PAREN[F.ASYNC], ((p_expr, AFT_END | fl), rest)), None),
            ]
        if k == "<":
            return [
                (((p_expr, OPD | fl), rest), None),
                ((F.GENERIC_ARROW_AFTER_LT[F.ASYNC], ((p_expr, AFT_END | fl), rest)), None),
            ]
    return (((p_expr, AFT_ID | fl | NOT_CONST | ENTITY), rest), tok)  # `async` was a plain identifier


def in_generator(stack):
    """Is the innermost function around ``stack`` a generator? (Where unsure: yes.)"""
    flavour = F.function_flavour(stack)
    if flavour is None:
        return not _at_top_level(stack)
    return flavour > 0 and bool(flavour & F.GEN)


def _at_top_level(stack):
    """Is ``stack`` outside every function (at the file's or a namespace's top level)?"""
    from .statements import _FILE as _FILE_KINDS, BLOCK_BODY, CASE_BODY, NAMESPACE_BODY, p_stmts
    while stack is not None:
        fn, st = stack[0]
        if fn is p_stmts:
            if st in _FILE_KINDS or st == NAMESPACE_BODY:
                return True
            if st != BLOCK_BODY and st != CASE_BODY:
                return False  # a function or static block body
        stack = stack[1]
    return True


def p_super(fl, tok, rest):
    k = tok[0]
    if k == "(" or k == "." or k == "[" or k == "<":
        return (((p_expr, AFT | fl), rest), tok)
    return None


def p_decorated_class(fl, tok, rest):
    """After a decorator in an expression: more decorators, then `class`."""
    k = tok[0]
    if k == "@":
        return (((C.p_decorator, 0), ((p_decorated_class, fl), rest)), None)
    if k == "id" and tok[1] == "class":
        return ((C.CLASS_HEAD, ((p_expr, AFT | fl), rest)), None)
    return None


def p_type_after_as(st, tok, rest):
    """The type after `as` / `satisfies` or inside `<T>x`; `as const` / `<const>` name no type.
    st 1: `const` is refused (after `satisfies`, or an operand that is no literal: TS1355)."""
    if tok[0] == "id" and tok[1] == "const":
        return (rest, None) if st == 0 else None
    return ((T.TYPE, rest), tok)


def p_cast_type(st, tok, rest):
    """The type inside `<T>x`; `<const>` marks the operand's frame (below the `>`) CONST_CAST."""
    if tok[0] == "id" and tok[1] == "const":
        gt, (expr, below) = rest
        return ((gt, ((expr[0], (expr[1] | CONST_CAST) & ~BAD_PREFIX), below)), None)
    return ((T.TYPE, rest), tok)


# what extends the operand of `<const>` (a unary expression): member access, a call, a tagged
# template, `!`, a postfix `++` (not after a line break); `<` checks it first (`<const>1 < x`)
_OPERAND_CONTINUES = frozenset((".", "?.", "[", "(", "!", "tpl", "tph", "++", "--"))
_UPDATE_OPS = frozenset(("++", "--", "!"))


def _mark_group(rest, mark):
    """``rest`` (a group's `)` frame over its operand) with the group's operand marked."""
    outer = rest[1]
    return (rest[0], ((outer[0][0], outer[0][1] | mark), outer[1]))


def _member(fl):
    """The flags after `.x` / `[x]`: `E.A`, `E["A"]`, `(E).A` may be enum members when `E` is a
    dotted name; `(E).A` is no dotted name itself."""
    if fl & PAREN_ENTITY:
        return fl & ~(NOT_CONST | PAREN_ENTITY)
    return fl & ~NOT_CONST if fl & ENTITY else fl | NOT_CONST


TAGGED = 20  # p_template's base in a tagged template, where any escape is allowed


def p_template(st, tok, rest):
    """Inside `${ ... }` of a template (st 0/1/2), of a template literal type (10/11/12) or of
    a tagged template (20/21/22).

    State 2 (12) waits for the lexer to scan the template's next piece after the `}`; the
    lexer looks for exactly this frame on top of the stack after every `}`.
    """
    s = st % 10
    base = st - s
    if s == 0:
        inner = T.TYPE if base == 10 else EXPR
        return ((inner, ((p_template, base + 1), rest)), tok)
    if s == 1:
        if tok[0] == "}":
            return (((p_template, base + 2), rest), None)
        return None
    k = tok[0]
    if tok[1] and base != TAGGED and not S.lenient(rest):
        return None  # an invalid escape in an untagged template (TS1125, TS1487...)
    if k == "tpm":
        return (((p_template, base), rest), None)
    if k == "tpt":
        return (rest, None)
    return None


def p_array(st, tok, rest):
    """Array literal elements after `[`: holes, spreads, trailing comma. st: 0 before an
    element, 1 after one; DUP added once an element named a property twice (see p_not_pattern)."""
    k = tok[0]
    if k == "]":
        return (((p_not_pattern, 0), rest), None) if st & DUP else (rest, None)
    if k == ",":
        return (((p_array, st & DUP), rest), None)
    if st & 1:
        return None
    if k == "...":
        return ((ASSIGN_EXPR, ((p_array, 1 | st), rest)), None)
    return ((ASSIGN_EXPR, ((p_array, 1 | st), rest)), tok)


DUP = 2


def p_object(st, tok, rest):
    """Object literal members after `{`, separated by commas. st: 0 before a member, 1 after
    one, or (0 | 1, names) once plain names were seen (names None: one came twice, TS1117;
    False: too many to follow)."""
    k = tok[0]
    if type(st) is tuple:
        ph, names = st
    else:
        ph, names = st, ()
    if k == "}":
        if names is None:  # `{ a: x, a: y } = o` destructures: wait for what follows
            return (((p_not_pattern, 0), rest), None)
        return (rest, None)
    if ph == 0:
        return (((p_object_member, ("S", None)), ((p_object, (1, names) if names != () else 1), rest)), tok)
    if k == ",":
        return (((p_object, (0, names) if names != () else 0), rest), None)
    return None


def p_not_pattern(st, tok, rest):
    """After an object literal with a property named twice: only a destructuring target may
    do that (TS1117), one followed by `=`, `of` / `in` (a for head), or inside a larger
    array or object pattern (not a call's arguments)."""
    k = tok[0]
    if k == "=" or (k == "id" and (tok[1] == "of" or tok[1] == "in")) or S.lenient(rest):
        return (rest, tok)
    if (k == "," or k == "]" or k == "}") and rest[0][0] is p_expr and not rest[0][1] & NOT_LHS:
        # an element or property value of a larger literal: that one decides when it ends
        fn, st = rest[1][0]
        if fn is p_object:
            ph = st[0] if type(st) is tuple else st
            return ((rest[0], ((p_object, (ph, None)), rest[1][1])), tok)
        if fn is p_array:
            return ((rest[0], ((p_array, st | DUP), rest[1][1])), tok)
    return None


def _record_name(name, rest):
    """``rest`` with the object literal beneath it knowing one more property name."""
    fn, st = rest[0]
    if fn is not p_object:
        return rest
    ph, names = st if type(st) is tuple else (st, ())
    if names is None or names is False:
        return rest
    if name in names:
        names = None
    else:  # past _NAMES_KEPT names, stop looking (a big table stays cheap to parse)
        names = names + (name,) if len(names) < _NAMES_KEPT else False
    return ((p_object, (ph, names)), rest[1])


_NAMES_KEPT = 32


def _must_destructure(rest):
    """``rest`` with the object literal beneath it marked as one only a destructuring target
    may be (as a property named twice does: p_not_pattern decides after its `}`)."""
    fn, st = rest[0]
    if fn is not p_object:
        return rest
    return ((p_object, (st[0] if type(st) is tuple else st, None)), rest[1])


_NAME_KINDS = ("id", "str", "num")


def p_object_member(st, tok, rest):
    """One object literal member. st: ("S", _) at the start, ("W", word) after get/set/async,
    ("M", _) where a method's name must follow, ("MN", _) after it (a parameter list must
    follow), ("N", shorthand_ok) after a property name."""
    ph, word = st
    k = tok[0]
    if ph == "S":
        if k == "...":
            return ((ASSIGN_EXPR, rest), None)
        if k == "*":
            return (((p_object_member, ("M", F.GEN)), rest), None)
        if k == "id":
            t = tok[1]
            if t in ("get", "set", "async"):
                return (((p_object_member, ("W", t)), rest), None)
            rest = _record_name(t, rest)
            shorthand_ok = t not in RESERVED and (t not in S.STRICT_RESERVED or S.strict_name_ok(t, rest))
            if t == "await":
                shorthand_ok = "await"  # `{await}` names a binding (see below)
            return (((p_object_member, ("N", shorthand_ok)), rest), None)
        if k == "str" or k == "num":
            # "" after a bigint: it names only a method (`{1n: x}` is TS1539, also as a target)
            return (((p_object_member, ("N", "" if k == "num" and tok[1].endswith("n") else False)), rest), None)
        if k == "[":
            return ((seq(ASSIGN_EXPR, "]"), ((p_object_member, ("N", False)), rest)), None)
        return None
    if ph == "W":  # get/set/async: a modifier when a member name follows
        if (k in _NAME_KINDS or k == "[" or (k == "*" and word == "async")) and not (word == "async" and tok[2]):
            if k == "*":
                return (((p_object_member, ("M", F.ASYNC | F.GEN)), rest), None)
            return (((p_object_member, ("M", F.ASYNC if word == "async" else word)), rest), tok)
        return (((p_object_member, ("N", True)), _record_name(word, rest)), tok)  # a member `get`
    if ph == "M":  # a method name must come next (after `*` or get/set/async)
        if k in _NAME_KINDS:
            return (((p_object_member, ("MN", word)), rest), None)
        if k == "[":
            return ((seq(ASSIGN_EXPR, "]"), ((p_object_member, ("MN", word)), rest)), None)
        return None
    if ph == "MN":
        if type(word) is str:  # get, set
            if k == "<" and not S.lenient(rest):
                return None  # { get x<T>() {} }: an accessor has no type parameters (TS1094)
            if k == "(" or k == "<":
                return ((A.METHOD_REST[word] if k == "(" else F.METHOD_REST[0], rest), tok)
            return None
        if k == "(" or k == "<":
            return ((F.METHOD_REST[word], rest), tok)
        return None
    if k == "(" or k == "<":
        return ((F.METHOD_REST[0], rest), tok)
    # "N": after the member name; word says whether it could be a shorthand `{ x }`
    if k == ":":
        if word == "" and not S.lenient(rest):
            return None
        return ((ASSIGN_EXPR, rest), None)
    if word and (k == "," or k == "}"):
        if word == "await":  # a module's top level: TS1262
            rest = F.await_binding(rest)
            return (rest, tok) if rest is not None else None
        return (rest, tok)
    if word and k == "=":  # { x = 1 } is only valid as a destructuring target (TS1312 otherwise)
        return ((ASSIGN_EXPR, _must_destructure(rest)), None)
    if k == "?" and S.lenient(rest):  # { x?: 1 }, { x?() {} }: TS1162, a checker error
        return (((p_object_member, ("N", word)), rest), None)
    return None
