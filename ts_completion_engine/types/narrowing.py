"""The narrowing watch: which bindings a narrowing may have given more than their declared type.

TypeScript narrows a reference by control flow. Narrowing inside a union (`typeof`, `===`,
discriminants, truthiness) never adds a member the declared type lacks in all its members, and
the checks read a union as "any one of its members" (see assign.py, members.py). Three kinds
of narrowing can add members, so their operands lose their declared type for the rest of the
file (a "taint"; sound, and the only cost is checks not made):

- ``x instanceof C``: the identifiers of the operand before it;
- ``"k" in x``: the identifiers after it, up to the next operator;
- a call that may be a type guard or an assertion function: every identifier in its arguments,
  unless the callee is a function declared with a return type that is no type predicate --
  from the call's `)` on (a guard narrows what follows the call, not its own arguments), and
  not the identifiers of a function body inside the arguments (no argument reference).

The watch looks at every token, whatever the statement readers make of it, so a narrowing in
text they skip (a condition, a ternary, an arrow body) is seen too.
"""

from ..functions import p_args
from .model import ANY, PRED

# recent identifiers of the operand being read, taint what follows `in`, (depth, statement
# lists open) of open calls whose arguments are tainted, the depth of parentheses, the two
# previous tokens, the identifiers seen in those calls' arguments (tainted at their `)`), the
# names being compared or tested, the names compared or tested before (`examined`)
WATCH_START = ((), False, (), 0, None, None, (), frozenset(), frozenset())
_MAX_PENDING = 24

# A name compared with `===`, tested by `typeof` or switched on may be narrowed to `never` in
# what follows, and `never` compares with anything: expr.py makes no `===` overlap proof for it.
# It counts from the token after the end of the condition or operand that tests it (one of
# these), so the comparison that tests it is still checked.
_EQUALITY = frozenset(("===", "!==", "==", "!="))
_BOUNDARY = frozenset((")", ";", "{", "}", "||", "&&", "??", "?", ":", ","))

_CHAIN = frozenset((".", "?.", "!", "(", ")", "[", "]"))


def watch(w, tok, stack, cx):
    recent, after_in, calls, depth, prev, prev2, pending, marking, examined = w
    k = tok[0]
    if marking and prev is not None and prev[0] in _BOUNDARY:
        examined, marking = examined | marking, frozenset()
    if k in _EQUALITY:
        marking = marking | frozenset(recent)
    elif k == "id" and prev is not None and (prev[0] in _EQUALITY or prev == ("id", "typeof")
                                             or prev == ("(",) and prev2 == ("id", "switch")):
        marking = marking | {tok[1]}
    if k == "id":
        name = tok[1]
        if name == "instanceof":
            for n in recent:
                cx.taint(n)
            recent = ()
        elif name == "in":
            after_in = True
            recent = ()
        else:
            if after_in:
                cx.taint(name)
            elif calls and calls[-1][1] == len(cx.lists) and name not in pending:
                if len(pending) < _MAX_PENDING:
                    pending = pending + (name,)
                else:
                    cx.taint(name)
            recent = recent[-7:] + (name,)
    elif k not in _CHAIN:
        recent = ()
        after_in = False
    if k == "(":
        depth += 1
        if stack is not None and stack[0][0] is p_args and _may_narrow(prev, prev2, cx):
            calls = calls + ((depth, len(cx.lists)),)
    elif k == ")":
        if calls and calls[-1][0] == depth:
            calls = calls[:-1]
            for n in pending:
                cx.taint(n)
            pending = ()
        depth -= 1
    return (recent, after_in, calls, depth, (k, tok[1]) if k == "id" else (k,), prev, pending, marking, examined)


def _may_narrow(prev, prev2, cx):
    """Can the call whose `(` follows ``prev`` be a type guard or an assertion function?"""
    if prev is None or prev[0] != "id":
        return True
    if prev2 is not None and prev2[0] == "id" and prev2[1] == "new":
        return False
    if prev2 is not None and prev2[0] in (".", "?."):
        return True  # a method: not looked up here
    t, _const = cx.lookup(prev[1])
    return not (t[0] == "fn" and t[1] is not ANY and t[1] != ANY and t[1] != PRED)


def join(a, b):
    """A watch that taints whatever either would."""
    if a == b:
        return a
    recent = tuple(dict.fromkeys(a[0] + b[0]))
    calls = tuple(sorted(set(a[2]) | set(b[2])))
    return (recent, a[1] or b[1], calls, a[3], a[4], a[5], tuple(dict.fromkeys(a[6] + b[6])), a[7] | b[7],
            a[8] | b[8])
