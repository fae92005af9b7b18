"""`await` as a type's name at a module's top level (TS1262). tsc parses a variable's type, a
type alias, type arguments, `as`/`satisfies`/`<T>` types, heritage clauses and function *types*
in the enclosing await context, where `await` is no identifier; the type members of a type
literal or interface, class members, a function's or arrow's own types (type parameters,
parameters, return type), namespaces and `declare` code start another context, where the name
only fails to resolve (TS2304), which the engine leaves to the rest of the file.
"""

from . import classes as C
from . import functions as F
from . import module_detection as M
from . import statements as S
from . import type_syntax as T
from .parser_core import p_seq


def await_type_name(stack):
    """`await` read as a type name at the top of ``stack``: None where tsc reports TS1262, else
    the stack to go on with (marked a script where this decides the file)."""
    s = stack
    while s is not None:
        fn, st = s[0]
        if fn is S.p_stmts:
            if st != S.BLOCK_BODY and st != S.CASE_BODY:
                if st not in S._FILE:
                    return stack  # a function body, a namespace, a static block
                break
        elif fn in _OTHER_CONTEXT:
            return stack
        elif fn is p_seq:
            last = st[0][-1]
            if type(last) is tuple and last[0] in F._BODIES:
                return stack  # a function's or method's own types
        s = s[1]
    kind = M.file_kind(stack)
    if kind == S.TOP_MODULE:
        return None if not S.ambient(stack) else stack
    if kind == S.TOP:
        return M.as_script(stack)
    return stack


_OTHER_CONTEXT = frozenset((
    F.p_params, F.p_param, F.p_arrow_expression_body, T.p_type_members, T.p_type_member,
    C.p_class_body, C.p_class_member, S.p_ambient,
))
