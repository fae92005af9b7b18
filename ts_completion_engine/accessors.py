"""Accessors' parameter lists, as tsc's checkGrammarAccessor counts them.

A `get` takes no parameter (TS1054) and a `set` exactly one (TS1049), a `this` parameter
first not counted (tsc's doesAccessorHaveCorrectParameterCount; the checker forbids it anyway,
TS2784, which is left alone here); a `set`'s value parameter is no rest parameter (TS1053) and a
`set` has no return type (TS1095), and its value parameter no `?` or value (TS1051, TS1052); a `get`'s
return type is no type predicate (TS1228). One frame sits below the parameter list: `p_params` tells it
each parameter's first token (``param_start``) and its `)` (``params_end``); after the `)` it
refuses a setter's `:` and pops. A `// @ts-ignore` silences all of it (checker errors).
"""

from . import functions as F
from . import statements as S
from . import type_syntax as T
from .parser_core import seq

GET, SET = "get", "set"
OFF = None  # a decorated first parameter: not followed (`@d this` is TS1433, not counted here)


def p_accessor_params(st, tok, rest):
    """st: (kind, n, this_first) -- n parameters begun so far (-1 before the list's first
    token); ("end", kind) after the `)`."""
    if st[0] == "end":
        if st[1] == SET and tok[0] == ":" and not S.lenient(rest):
            return None  # set x(v): T (TS1095)
        return (rest, tok)
    kind, n, first_this = st
    if n < 0:
        return ((F.PARAMS_BODY, ((p_accessor_params, (kind, 0, False)), rest)), tok)
    return None  # not reached: p_params consumes every token up to its `)`


def param_start(rest, tok):
    """A parameter begins with ``tok`` above the frame on top of ``rest``: that frame updated,
    or None where no parameter list around it can be right."""
    kind, n, first_this = rest[0][1]
    if kind is OFF or S.lenient(rest):
        return rest
    k = tok[0]
    is_this = k == "id" and tok[1] == "this"
    if n == 0:
        if k == "@":
            return ((p_accessor_params, (OFF, 1, False)), rest[1])
        if kind == GET and not is_this:
            return None  # get x(a) (TS1054)
        if kind == SET and k == "...":
            return None  # set x(...a): a rest value parameter (TS1053)
        return ((p_accessor_params, (kind, 1, is_this)), rest[1])
    if kind == GET or n >= 2 or not first_this:
        return None  # get x(this, a) (TS1054), set x(a, b) (TS1049)
    if k == "...":
        return None  # set x(this, ...a) (TS1053)
    return ((p_accessor_params, (kind, 2, True)), rest[1])


def params_end(rest):
    """The `)` of the list above the frame on top of ``rest``: the stack to go on with, or None."""
    kind, n, _ = rest[0][1]
    if kind == SET and n == 0 and not S.lenient(rest):
        return None  # set x() (TS1049)
    return ((p_accessor_params, ("end", kind)), rest[1])


def value_marked(stack):
    """A `?` or `=` after a parameter's binding, ``stack`` below the parameter: is it a `set`
    accessor's value parameter (TS1051, TS1052)?"""
    if stack[0][0] is F.p_param_check:
        stack = stack[1]
    if stack[0][0] is not F.p_params or stack[1] is None or stack[1][0][0] is not p_accessor_params:
        return False
    kind, n, first_this = stack[1][0][1]
    return kind == SET and (n == 2 or not first_this) and not S.lenient(stack)


def below_params(stack):
    """The frames below an accessor's parameter list, as if the list had no accessor frame."""
    if stack is not None and stack[0][0] is p_accessor_params:
        return stack[1]
    return stack


def p_get_type_opt(st, tok, rest):
    """A `get` accessor's optional `: T`: a plain type, never a type predicate (TS1228); under a
    `// @ts-ignore`, read as any function's return type."""
    if tok[0] == ":" and not S.lenient(rest):
        return ((T.TYPE, rest), None)
    return F.p_ret_opt(0, tok, rest)


def _params(kind):
    return (p_accessor_params, (kind, -1, False))


CLASS_REST = {}   # kind -> the rest of a class accessor after its name
METHOD_REST = {}  # in an object literal
SIGNATURE_REST = {}  # in a type literal or interface


def link():
    for kind in (GET, SET):
        ret = (p_get_type_opt, 0) if kind == GET else F.RET_OPT
        CLASS_REST[kind] = seq(F.TPARAMS_OPT, "(", _params(kind), ret, (F.p_body_or_semi, 0))
        METHOD_REST[kind] = seq(F.TPARAMS_OPT, "(", _params(kind), ret, (F.p_body, 0))
        SIGNATURE_REST[kind] = seq(F.TPARAMS_OPT, "(", _params(kind), ret)
