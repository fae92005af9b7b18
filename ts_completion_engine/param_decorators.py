"""A decorator on a parameter is valid only in a class's method or constructor (and there only
with `experimentalDecorators`, which the engine cannot see, so those stay accepted): on a plain
function's, a function expression's, an object literal method's or an arrow's parameter tsc
reports TS1206 (an arrow's is even a syntax error)."""

from . import accessors as A
from . import functions as F
from .parser_core import p_seq

_NOT_IN = None  # the parameter-list owners' sequences (built on first use: they import this one)


def allowed(stack):
    """May a parameter starting with `@` open above ``stack`` (its parameter list's frames)?"""
    global _NOT_IN
    if _NOT_IN is None:
        _NOT_IN = frozenset(r[1][0] for table in (
            F._DECL_REST, F._EXPR_REST, F._DEFAULT_REST, F.METHOD_REST, F.ARROW_AFTER_PAREN,
            F.GENERIC_ARROW_AFTER_LT) for r in table)
    if stack is not None and stack[0][0] is F.p_param_check:
        stack = stack[1]
    if stack is None or stack[0][0] is not F.p_params:
        return True
    parent = A.below_params(stack[1])
    return parent is None or parent[0][0] is not p_seq or parent[0][1][0] not in _NOT_IN
