"""Functions and bindings: parameters, destructuring patterns, arrow functions, bodies,
call arguments and variable declarators."""

from . import accessors as A
from . import ambient_values as AV
from . import async_return as AR
from . import classes as C
from . import expressions as E
from . import statements as S
from . import module_detection as M
from . import param_decorators as PD
from . import type_syntax as T
from .parser_core import RESERVED, SEMI, opt, p_seq, seq


def p_args(st, tok, rest):
    """Call arguments after `(`: assignment expressions or spreads, trailing comma allowed."""
    k = tok[0]
    if st == 0:
        if k == ")":
            return (rest, None)
        if k == "...":
            return ((E.ASSIGN_EXPR, ((p_args, 1), rest)), None)
        return ((E.ASSIGN_EXPR, ((p_args, 1), rest)), tok)
    if k == ")":
        return (rest, None)
    if k == ",":
        return (((p_args, 0), rest), None)
    return None


# A function's flavour decides what its body may contain: `await` needs ASYNC, `yield` GEN.
ASYNC, GEN = 1, 2


def p_body(flavour, tok, rest):
    """A function body: `{ statements }`."""
    if tok[0] == "{":
        return (((S.p_stmts, S.FUNCTION_BODY + flavour), rest), None)
    return None


def p_body_or_semi(flavour, tok, rest):
    """A body, or nothing for an overload signature / a declare'd or abstract function."""
    k = tok[0]
    if k == "{":
        if S.ambient(rest) and not S.lenient(rest):
            return None  # an implementation in declare code (TS1183)
        return (((S.p_stmts, S.FUNCTION_BODY + flavour), rest), None)
    if k == ";":
        return (rest, None)
    if tok[2] or k == "}" or k == "eof":
        return (rest, tok)
    return None


def p_arrow_token(st, tok, rest):
    """The `=>` of an arrow function: never after a line break (TS1200, a grammar error the
    checker reports: a `// @ts-ignore` on the line before the `=>` silences it)."""
    if tok[0] == "=>" and (not tok[2] or S.silenced_next(rest)):
        return (rest, None)
    return None


ARROW = (p_arrow_token, 0)


def p_arrow_body(flavour, tok, rest):
    if tok[0] == "{":
        return (((S.p_stmts, S.FUNCTION_BODY + flavour), rest), None)
    if tok[0] == "@":  # a concise body cannot start like a declaration (tsc wants `{`)
        return None
    return ((E.ASSIGN_EXPR, ((p_arrow_expression_body, flavour), rest)), tok)


def p_arrow_expression_body(flavour, tok, rest):
    """Marks an arrow function's expression body (for `await`); pops when it ends."""
    return (rest, tok)


def p_function_star(st, tok, rest):
    """After `function`: an optional `*` picks the generator flavour of ``st = (table, flavour)``."""
    table, flavour = st
    if tok[0] == "*":
        return ((table[flavour | GEN], rest), None)
    return ((table[flavour], rest), tok)


def function_flavour(stack):
    """The flavour of the innermost function around the top of ``stack``: None at the top
    level, in a namespace or where unsure (a class member's initialiser), -1 in a class
    static block."""
    while stack is not None:
        fn, st = stack[0]
        if fn is S.p_stmts:
            if S.FUNCTION_BODY <= st < S.STATIC_BODY:
                return st - S.FUNCTION_BODY
            if st == S.STATIC_BODY:
                return -1
            if st in S._FILE or st == S.NAMESPACE_BODY:
                return None
        elif fn is p_arrow_expression_body:
            return st
        elif fn is C.p_class_body:
            return None
        stack = stack[1]
    return None


def p_name_opt(st, tok, rest):
    """An optional function name: st 0 in a function expression (whose own name it is), 1 after
    `export default function` (a name in the code around it, as a declaration's)."""
    if tok[0] == "id" and tok[1] not in RESERVED:
        if not S.strict_name_ok(tok[1], rest):
            return None  # `function static() {}` (TS1214)
        if st and tok[1] == "await":
            rest = await_binding(rest)
            return (rest, None) if rest is not None else None
        return (rest, None)
    return (rest, tok)


def p_decl_name(st, tok, rest):
    """A function declaration's name (`await` is reserved where a binding's is; `static`,
    `let`... in strict code: TS1214)."""
    if tok[0] == "id" and tok[1] not in RESERVED and S.strict_name_ok(tok[1], rest):
        if tok[1] == "await":
            rest = await_binding(rest)
            return (rest, None) if rest is not None else None
        return (rest, None)
    return None


_FLAVOURS = range(4)
ARROW_BODY = tuple((p_arrow_body, f) for f in _FLAVOURS)
NAME_OPT = (p_name_opt, 0)
DECL_NAME = (p_decl_name, 0)

def p_ret_opt(names, tok, rest):
    """An optional return type `: T` (T may be a predicate `x is T` / `asserts x`).
    ``names``: the parameters' names when all are plain identifiers (else 0)."""
    if tok[0] == ":":
        if type(names) is tuple:  # `()` too: `(): x is T` names no parameter
            return (((p_predicate_name, names), rest), None)
        return (((T.p_type, T.RETURN_TYPE[1] | AR.return_type_flags(rest)), rest), None)
    return (rest, tok)


def p_predicate_name(names, tok, rest):
    """The first token of a return type: a plain name may be a predicate's `x is T`."""
    if tok[0] == "id" and tok[1] == "asserts":
        return (((p_predicate_is, ("asserts", names)), rest), None)
    if tok[0] == "id" and tok[1] == "await":  # `() => await` at a module's top level (TS1262)
        rest = T._await_type_name(rest)
        if rest is None:
            return None
    if tok[0] == "id" and tok[1] not in RESERVED and tok[1] not in T.TYPE_WORDS and (
            tok[1] not in S.STRICT_RESERVED or S.strict_name_ok(tok[1], rest)):  # `): let` is TS1213
        return (((p_predicate_is, (tok[1], names)), rest), None)
    if tok[0] == "id" and tok[1] in T._KEYWORD_TYPES:  # tsc tries `undefined is T` as a predicate too
        return (((p_predicate_is, (tok[1], names)), rest), None)
    return (((T.p_type, T.RETURN_TYPE[1] | AR.return_type_flags(rest)), rest), tok)


def p_predicate_is(st, tok, rest):
    """After a name in a return type: `name is T` must name a parameter (TS1225)."""
    name, names = st
    if tok[0] == "id" and tok[1] == "is" and not tok[2] and not _names_parameter(name, names):
        if not S.lenient(rest) and not S.ambient(rest):
            return None
    if name == "asserts" and tok[0] == "id" and not tok[2] and tok[1] != "is" and (
            tok[1] == "this" or tok[1] not in RESERVED):  # `asserts x [is T]`
        if tok[1] != "this" and not _names_parameter(tok[1], names) and not S.lenient(rest) \
                and not S.ambient(rest):
            return None  # `asserts x` names a parameter too (TS1225)
        return (((T.p_type, T.ASSERTS | T.PRED), rest), tok)
    if name in T._KEYWORD_TYPES:  # `number` was a keyword type (still a plain one for TS1064)
        return (((T.p_type, T.TPOST_KEYWORD | T.PRED | AR.return_type_flags(rest, name)), rest), tok)
    return (((T.p_type, T.TPOST_NAME | T.PRED | AR.return_type_flags(rest, None)), rest), tok)


def _names_parameter(name, names):
    if name[-1] == "\x00":  # a partial name (the end-of-feed probe): any it can still become
        return any(n.startswith(name[:-1]) for n in names)
    return name in names


def p_tparams_opt(st, tok, rest):
    if tok[0] == "<":
        return ((T.TPARAMS_BODY, rest), None)
    return (rest, tok)


def p_tparams_opt_empty_ok(st, tok, rest):
    """Type parameters of a type alias or interface, where `<>` is allowed."""
    if tok[0] == "<":
        return ((T.TPARAMS_BODY_EMPTY_OK, rest), None)
    return (rest, tok)


RET_OPT = (p_ret_opt, 0)
TPARAMS_OPT = (p_tparams_opt, 0)
DECL_TPARAMS_OPT = (p_tparams_opt_empty_ok, 0)


def p_params(st, tok, rest):
    """Parameters after `(` up to and including `)`. st: 0 before a parameter, 1 after one,
    2 after a rest parameter, which must be the last, without a trailing comma (TS1014,
    TS1013); or (phase, names) while every parameter so far is a plain name (for TS1225).
    OPTIONAL added to the phase: a parameter with `?` came before (a required one is TS1016)."""
    k = tok[0]
    if type(st) is tuple:
        st, names = st
    else:
        names = () if st & ~LATER == 0 else None
    opt = st & OPTIONAL
    later = st & LATER
    st -= opt + later
    if st == 0:
        if k == ")":
            return _params_end(names, rest)
        if rest is not None and rest[0][0] is A.p_accessor_params:
            rest = A.param_start(rest, tok)  # get x(a) (TS1054), set x(a, b) (TS1049)
            if rest is None:
                return None
        if names is not None:
            if k == "id" and tok[1] not in _PARAM_MODIFIERS and tok[1] not in RESERVED:
                names = names + (tok[1],)
            elif k == "{" or k == "[" or k == "...":
                names = names + ("",)  # a pattern's or rest parameter's names are no predicate's (TS1230, TS1229)
            elif not (k == "id" and tok[1] == "this"):
                names = None
        ph = 2 if k == "..." else 1
        frame = ((p_params, (ph + opt + later, names) if names else ph + opt + later), rest)
        if opt and ph == 1 and not S.lenient(rest):  # this one needs `?` or `= value`
            frame = ((p_param_check, 0), frame)
        return (((p_param, "S" if later else "S1"), frame), tok)
    if k == ")":
        return _params_end(names, rest)
    if st == 2 and not S.lenient(rest):
        return None
    if k == ",":
        return (((p_params, (opt | LATER, names) if names else opt | LATER), rest), None)
    return None


OPTIONAL = 8
LATER = 16  # past the first parameter (tsc's arrow and function-type look-ahead reads only the first)


def p_param_check(st, tok, rest):
    """Below a parameter that follows an optional one: st 1 once it has `?` or a value."""
    return (rest, tok) if st else None  # a required parameter after an optional one (TS1016)


def _param_marked(rest, optional):
    """The frames below a parameter once it read `?` (``optional``) or `=`."""
    fn, st = rest[0]
    if fn is p_param_check:
        return ((p_param_check, 1), rest[1])
    if fn is p_params and optional:
        if type(st) is tuple:
            return ((p_params, (st[0] | OPTIONAL, st[1])), rest[1])
        return ((p_params, st | OPTIONAL), rest[1])
    return rest


def _params_end(names, rest):
    """After `)`: hand the parameter names to a return type that follows (`x is T`)."""
    if rest is not None and rest[0][0] is A.p_accessor_params:
        rest = A.params_end(rest)  # set x() (TS1049)
        return (rest, None) if rest is not None else None
    if names is not None and rest is not None:
        fn, st = rest[0]
        if fn is p_seq:
            items, i = st
            if items[i] is RET_OPT:
                nxt = ((p_seq, (items, i + 1)), rest[1]) if i + 1 < len(items) else rest[1]
                return (((p_ret_opt, names), nxt), None)
            if items[i] == "=>" and i + 1 < len(items) and items[i + 1] is T.RETURN_TYPE:  # a function type
                nxt = ((p_seq, (items, i + 2)), rest[1]) if i + 2 < len(items) else rest[1]
                return (((p_type_arrow, names), nxt), None)
    return (rest, None)


def p_type_arrow(names, tok, rest):
    """The `=>` of a function type whose parameters are all plain names (for `x is T`)."""
    if tok[0] == "=>":
        return (((p_predicate_name, names), rest), None)
    return None


PARAMS_BODY = (p_params, 0)
_PARAM_MODIFIERS = frozenset(("public", "private", "protected", "readonly", "override"))


_ACCESSIBILITY = frozenset(("public", "private", "protected"))


# tsc's order for a parameter property's modifiers: accessibility, then `override`, then
# `readonly` (TS1029 "'private' modifier must precede 'readonly' modifier")
_PARAM_NOT_AFTER = {"override": frozenset(("readonly",))}
_PARAM_NOT_AFTER.update((w, frozenset(("readonly", "override"))) for w in _ACCESSIBILITY)


def _modifier_allowed(word, seen):
    """`public public x` and `public private x` are errors (TS1028, TS1030), and so is
    `readonly private x` (TS1029)."""
    return word not in seen and not (word in _ACCESSIBILITY and _ACCESSIBILITY.intersection(seen)) and \
        not _PARAM_NOT_AFTER.get(word, frozenset()).intersection(seen)


def p_param(st, tok, rest):
    """One parameter. st: "S" at the start (or ("S", modifiers seen)), ("W", word, seen)
    after a modifier-like word, "B" after the binding, "Q" after `?`, "T" after the type
    ("QT" after `?` and the type), "TH" after `this` ("THT" after its type: tsc's parser takes
    no `?` and no value there, TS1005)."""
    k = tok[0]
    first = st == "S1"
    if type(st) is tuple and st[0] == "S":
        seen = st[1]
        st = "S"
    else:
        seen = ()
        if first:
            st = "S"
    if st == "S":
        if k == "id":
            t = tok[1]
            if t in _PARAM_MODIFIERS:
                return (((p_param, ("W1" if first else "W", t, seen)), rest), None)
            if t == "await" and _params_of_async(rest) and not S.lenient(rest):
                return None  # async function f(await) (TS1359)
            if t == "this":
                return (((p_param, "TH"), rest), None)
            if t not in RESERVED and S.strict_name_ok(t, rest):
                return (((p_param, "B"), rest), None)
            return None
        if k == "{":
            return (((p_object_pattern, 0), ((p_param, "B"), rest)), None)
        if k == "[":
            return (((p_array_pattern, 0), ((p_param, "B"), rest)), None)
        if k == "...":
            return ((BINDING, ((p_param, "R"), rest)), None)
        if k == "@":
            if not PD.allowed(rest) and not S.lenient(rest):
                return None  # function f(@d x) (TS1206): only a class method's parameter
            return (((C.p_decorator, 0), ((p_param, "S"), rest)), None)
        return None
    if st == "TH" or st == "THT":
        if k == "?" or k == "=":
            return None  # (this?: T), (this: T = x): a parser error (TS1005)
        if k == ":" and st == "TH":
            return ((T.TYPE, ((p_param, "THT"), rest)), None)
        return (rest, tok)
    if st == "R" or st == "RT":  # after a rest parameter's binding: no `?` (TS1047), no value (TS1048)
        if (k == "?" or k == "=") and not S.lenient(rest):
            return None
        if k == ":" and st == "R":
            return ((T.TYPE, ((p_param, "RT"), rest)), None)
        st = "B" if st == "R" else "T"
    if st == "B" or st == "Q" or st == "T" or st == "QT":
        if k == "?" and st == "B":
            if A.value_marked(rest):
                return None  # set x(v?) (TS1051)
            return (((p_param, "Q"), _param_marked(rest, True)), None)
        if k == ":" and (st == "B" or st == "Q"):
            return ((T.TYPE, ((p_param, "QT" if st == "Q" else "T"), rest)), None)
        if k == "=":
            if (st == "Q" or st == "QT") and not S.lenient(rest):
                return None  # a question mark and an initializer (TS1015)
            if A.value_marked(rest):
                return None  # set x(v = 1) (TS1052)
            return ((E.ASSIGN_EXPR, _param_marked(rest, False)), None)
        return (rest, tok)
    # ("W", word, seen): a modifier when a parameter follows, else the parameter's name
    w, word, seen = st
    if (k == "id" or k == "{" or k == "[" or k == "...") and not tok[2]:  # (private\n x) is `private`
        if not _modifier_allowed(word, seen) and not S.lenient(rest):
            return None
        if k != "id" and (not S.lenient(rest) or w == "W1" and _not_a_head(rest, k)):
            # public ...a, public {a}: no parameter property (TS1317, TS1187); for an arrow's or
            # function type's first parameter tsc's look-ahead reads no parameter list (TS1005)
            return None
        return (((p_param, ("S", seen + (word,))), rest), tok)
    if not S.strict_name_ok(word, rest):
        return None  # (public) -- a reserved word in strict code
    return (((p_param, "B"), rest), tok)


def _not_a_head(rest, k):
    """After a first parameter's modifier, ``k`` (`...`, `{`, `[`) ends tsc's look-ahead for an
    arrow function (which wants a name there) or, for `...`, a function type: the `(` opened a
    parenthesized expression or type instead. ``rest``: the frames below the parameter."""
    below = rest[1]
    if below is None or below[0][0] is not p_seq:
        return False
    items = below[0][1][0]
    if items[0] != PARAMS_BODY:
        return False  # `<T>(`, `new (`: no look-ahead decides there
    if ARROW in items:
        return True
    return k == "..." and "=>" in items


def params_await(stack):
    """In a function's parameters `await` reads as in that function (tsc parses them in its
    context, even at a module's top level): True in an async function's (the operator),
    False in another's (a name), None outside parameters."""
    while stack is not None:
        fn = stack[0][0]
        if fn is p_params:
            parent = A.below_params(stack[1])
            if parent is not None and parent[0][0] is p_seq:
                last = parent[0][1][0][-1]
                if type(last) is tuple and last[0] in _BODIES:
                    return last[1] > 0 and bool(last[1] & ASYNC)
            return None
        if fn is S.p_stmts or fn is p_arrow_expression_body or fn is C.p_class_body:
            return None
        stack = stack[1]
    return None


def _await_reserved(stack):
    """Is `await` reserved here: in an async function's code or a module's top level?"""
    if S.lenient(stack) or S.ambient(stack):
        return False
    params = params_await(stack)
    if params is not None:
        return params  # async function f({a: await}) (TS1359)
    flavour = function_flavour(stack)
    if flavour is None:
        return S.module_top_level(stack)
    return flavour > 0 and bool(flavour & ASYNC)


def await_binding(stack):
    """`await` names a binding at the top of ``stack``: None where it is reserved (a module's
    top level: TS1262; an async function: TS1359), else the stack to go on with (at the top
    level of a file that may still be a script, it decides that it is one)."""
    if _await_reserved(stack):
        return None
    if function_flavour(stack) is None and not S.ambient(stack):
        return M.as_script(stack)
    return stack


def _params_of_async(stack):
    """Is ``stack`` (below a parameter) the parameter list of an async function or arrow?"""
    if stack is not None and stack[0][0] is p_param_check:
        stack = stack[1]
    if stack is None or stack[0][0] is not p_params:
        return False
    parent = A.below_params(stack[1])
    if parent is None or parent[0][0] is not p_seq:
        return False
    last = parent[0][1][0][-1]
    return type(last) is tuple and last[0] in _BODIES and last[1] > 0 and bool(last[1] & ASYNC)


def p_binding(st, tok, rest):
    """A binding target: an identifier or a destructuring pattern."""
    k = tok[0]
    if k == "id":
        # `let` is reserved in strict code, and never a name in a let/const declaration
        t = tok[1]
        if t == "await":
            rest = await_binding(rest)  # const [await] = [] in a module (TS1262)
            return (rest, None) if rest is not None else None
        if t not in RESERVED and (t not in S.STRICT_RESERVED or S.strict_name_ok(t, rest)):
            return (rest, None)
        return None
    if k == "{":
        return (((p_object_pattern, 0), rest), None)
    if k == "[":
        return (((p_array_pattern, 0), rest), None)
    return None


BINDING = (p_binding, 0)
BINDING_ELEMENT = None  # set by link(): needs expressions


def p_object_pattern(st, tok, rest):
    """`{ a, b: c, d = 1, [k]: v, 'x': y, ...rest }` after `{`.
    st: 0 before a property, 1 after one, 2 after a name usable as shorthand, 3 after another name."""
    k = tok[0]
    if st == 0:
        if k == "}":
            return (rest, None)
        if k == "...":
            return ((BINDING, ((p_object_pattern, 1), rest)), None)
        if k == "id":
            return (((p_object_pattern, 2 if tok[1] not in RESERVED else 3), rest), None)
        if k == "str" or k == "num":
            return (((p_object_pattern, 3), rest), None)
        if k == "[":
            return ((seq(E.ASSIGN_EXPR, "]"), ((p_object_pattern, 3), rest)), None)
        return None
    if st == 1:
        if k == ",":
            return (((p_object_pattern, 0), rest), None)
        if k == "}":
            return (rest, None)
        return None
    if k == ":":
        return ((BINDING_ELEMENT, ((p_object_pattern, 1), rest)), None)
    if st == 2:
        if k == "=":
            return ((E.ASSIGN_EXPR, ((p_object_pattern, 1), rest)), None)
        if k == "," or k == "}":
            return (((p_object_pattern, 1), rest), tok)
    return None


def p_array_pattern(st, tok, rest):
    """`[a, , b = 1, ...c]` after `[`."""
    k = tok[0]
    if st == 0:
        if k == "]":
            return (rest, None)
        if k == ",":
            return (((p_array_pattern, 0), rest), None)
        if k == "...":
            return ((BINDING_ELEMENT, ((p_array_pattern, 1), rest)), None)
        return ((BINDING_ELEMENT, ((p_array_pattern, 1), rest)), tok)
    if k == ",":
        return (((p_array_pattern, 0), rest), None)
    if k == "]":
        return (rest, None)
    return None


NEEDS_INIT = 256   # const / using: every declarator needs `= value` (TS1155)
PATTERN = 512      # this declarator destructures: it needs `= value` (TS1182)
DEFINITE = 1024    # `x!`: a type must follow, and no value (TS1264, TS1263)
FOR_MANY = 2048    # a for head's list had a `,` or a value: no `of` / `in` may follow (TS1188...)


def p_declarators(st, tok, rest):
    """`a = 1, { b } = o, c!: T` in var/let/const/using.
    st = phase (0 before a binding, 1 after it, 2 after its type, 3 after its value)
    + NEEDS_INIT / PATTERN / DEFINITE + expression flags (NO_IN: a for head, no value needed)."""
    ph = st & 3
    fl = st - ph
    k = tok[0]
    if ph == 0:
        fl = (fl | PATTERN) if k == "{" or k == "[" else (fl & ~PATTERN)
        return ((BINDING, ((p_declarators, 1 + (fl & ~DEFINITE)), rest)), tok)
    if ph == 1:
        if k == "!" and not tok[2] and not fl & DEFINITE:
            # tsc takes `!` only after a plain name, on its line, outside a for head
            if fl & (PATTERN | E.NO_IN) and not S.lenient(rest):
                return None
            return (((p_declarators, 1 + (fl | DEFINITE)), rest), None)
        if k == ":":
            return ((T.TYPE, ((p_declarators, 2 + fl), rest)), None)
        if fl & DEFINITE and not S.ambient(rest) and not S.lenient(rest):
            return None  # `let x!;`, `let x! = 1`: a definite assertion needs a type (TS1264)
    if ph <= 2:
        if k == "=":
            if fl & DEFINITE and not S.ambient(rest) and not S.lenient(rest):
                return None  # `let x!: T = 1` (TS1263)
            if S.ambient(rest) and not S.lenient(rest):
                if not fl & NEEDS_INIT or ph == 2:
                    return None  # `declare let x = 1`, `declare const x: T = 1` (TS1039)
                return ((AV.AMBIENT_VALUE, ((p_declarators, 3 + fl), rest)), None)  # TS1254
            many = FOR_MANY if fl & E.NO_IN else 0
            return (((E.p_expr, E.NO_COMMA | (fl & E.NO_IN)), ((p_declarators, 3 + (fl | many)), rest)), None)
        if fl & (NEEDS_INIT | PATTERN) and (not fl & E.NO_IN or k == "," or k == ";") \
                and not S.ambient(rest) and not S.lenient(rest):
            return None  # const x; / let {a}; / for (const x; ;) -- only a for-of / for-in head
                         # or `declare` code may leave out the value (TS1155, TS1182)
    if k == ",":
        many = FOR_MANY if fl & E.NO_IN else 0
        return (((p_declarators, (fl & ~(PATTERN | DEFINITE)) | many), rest), None)
    if fl & FOR_MANY and k == "id" and (tok[1] == "of" or tok[1] == "in") and not S.lenient(rest):
        return None  # for (let a, b of c), for (var a = 1 in o): one declaration, no value (TS1188-TS1191)
    return (rest, tok)


DECLARATORS = (p_declarators, 0)
VAR_STATEMENT = seq(DECLARATORS, SEMI)
CONST_STATEMENT = seq((p_declarators, NEEDS_INIT), SEMI)

# Tables indexed by flavour (plain, async, generator, async generator)
ARROW_AFTER_PAREN = tuple(seq(PARAMS_BODY, RET_OPT, ARROW, ARROW_BODY[f]) for f in _FLAVOURS)
SIGNATURE_REST = seq(TPARAMS_OPT, "(", PARAMS_BODY, RET_OPT)          # in a type / interface
METHOD_REST = tuple(seq(TPARAMS_OPT, "(", PARAMS_BODY, RET_OPT, (p_body, f)) for f in _FLAVOURS)
CONSTRUCTOR_REST = seq("(", PARAMS_BODY, (p_body_or_semi, 0))  # no return type (TS1093)
CLASS_METHOD_REST = tuple(seq(TPARAMS_OPT, "(", PARAMS_BODY, RET_OPT, (p_body_or_semi, f)) for f in _FLAVOURS)
_EXPR_REST = tuple(seq(NAME_OPT, TPARAMS_OPT, "(", PARAMS_BODY, RET_OPT, (p_body, f)) for f in _FLAVOURS)
_DECL_REST = tuple(seq(DECL_NAME, TPARAMS_OPT, "(", PARAMS_BODY, RET_OPT, (p_body_or_semi, f)) for f in _FLAVOURS)
_DEFAULT_REST = tuple(seq((p_name_opt, 1), TPARAMS_OPT, "(", PARAMS_BODY, RET_OPT, (p_body_or_semi, f)) for f in _FLAVOURS)
# after `function` / `async function`
FUNCTION_EXPR = (p_function_star, (_EXPR_REST, 0))
ASYNC_FUNCTION_EXPR = (p_function_star, (_EXPR_REST, ASYNC))
FUNCTION_DECL = (p_function_star, (_DECL_REST, 0))
ASYNC_FUNCTION_DECL = (p_function_star, (_DECL_REST, ASYNC))
DEFAULT_FUNCTION_DECL = (p_function_star, (_DEFAULT_REST, 0))
ASYNC_DEFAULT_FUNCTION_DECL = (p_function_star, (_DEFAULT_REST, ASYNC))


GENERIC_ARROW_AFTER_LT = None  # set by link(): needs type_syntax
_BODIES = (p_body, p_body_or_semi, p_arrow_body)


def link():
    """Build the frames that name other grammar modules (they import each other)."""
    global BINDING_ELEMENT, GENERIC_ARROW_AFTER_LT
    A.link()
    BINDING_ELEMENT = seq(BINDING, opt("=", E.ASSIGN_EXPR))
    GENERIC_ARROW_AFTER_LT = tuple(
        seq(T.TPARAMS_BODY, "(", PARAMS_BODY, RET_OPT, ARROW, ARROW_BODY[f]) for f in _FLAVOURS
    )
