"""The narrowing watch: which bindings a narrowing may have given more than their declared type.

TypeScript narrows a reference by control flow. Narrowing inside a union (`typeof`, `===`,
discriminants, truthiness) never adds a member the declared type lacks in all its members, and
the checks read a union as "any one of its members" (see assign.py, members.py). Three kinds
of narrowing can add members, so their operands lose their declared type for the rest of the
file (a "taint"; sound, and the only cost is checks not made):

- ``x instanceof C``: the identifiers of the operand before it;
- ``"k" in x``: the identifiers after it, up to the next operator;
- a call that may be a type guard or an assertion function: every identifier in its arguments,
  unless the callee is a function declared with a return type that is no type predicate.

The watch looks at every token, whatever the statement readers make of it, so a narrowing in
text they skip (a condition, a ternary, an arrow body) is seen too.
"""

from ..functions import p_args
from ..statements import p_stmts
from .model import ANY, PRED

# recent identifiers of the operand being read, taint what follows `in`, depths of open calls
# whose arguments are tainted, the depth of parentheses, the two previous tokens
WATCH_START = ((), False, (), 0, None, None)

_CHAIN = frozenset((".", "?.", "!", "(", ")", "[", "]"))


def watch(w, tok, stack, cx):
    recent, after_in, calls, depth, prev, prev2 = w
    k = tok[0]
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
            if after_in or calls and not _in_nested_body(stack):
                cx.taint(name)
            recent = recent[-7:] + (name,)
    elif k not in _CHAIN:
        recent = ()
        after_in = False
    if k == "(":
        depth += 1
        if stack is not None and stack[0][0] is p_args and _may_narrow(prev, prev2, cx):
            calls = calls + (depth,)
    elif k == ")":
        if calls and calls[-1] == depth:
            calls = calls[:-1]
        depth -= 1
    return (recent, after_in, calls, depth, (k, tok[1]) if k == "id" else (k,), prev)


def _in_nested_body(stack):
    """Is the token in a function body inside the call's arguments (`xs.forEach(x => { ... })`)?
    A call narrows only the references it is given, never those in a callback's statements."""
    s = stack
    while s is not None:
        f = s[0][0]
        if f is p_args:
            return False
        if f is p_stmts:
            return True
        s = s[1]
    return False


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
    return (recent, a[1] or b[1], calls, a[3], a[4], a[5])
