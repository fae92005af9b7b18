"""Definite assignment, the one provable case (TS2454: `let x: number;` ... `return x;`).

After `let x: T;` (no initialiser, no `!`, T needs a value: no `undefined`, `void`, `any`,
`unknown`) the variable stays *pending* in its statement list while every later statement is
proven to complete (flow.py) and does not mention `x`, except inside the branches of an
`if (...) ... else if (...) ...` chain with no final `else` whose conditions do not mention it
(its all-false path skips every branch). A read of `x` as the operand of an expression,
`return`, initialiser, condition (`if`, `while`, `switch`, a C-style `for`'s first two parts) in that same list -- not under `&&`/`||`/`??`, not after a prefix
operator -- is then reached on a path with no assignment, and tsc reports it whatever follows.
It is judged at the token after `x`: `=`, `!`, `=>`, `:`, `++`/`--`, a compound assignment,
`as`/`satisfies` leave it alone (and end the tracking); anything else rejects. Everything else
that mentions `x` ends the tracking: sound, and cheap (the state is empty almost always).

State on the TypeState: ``unset`` = ``((name, list index, mark), ...)`` with mark "" (clean),
"chain" (mentioned in the branches of the current `if` statement) or "read" (just read; the
next token decides); ``scan``: the `let x: T;` being recognised in the top list.
"""

from . import control
from . import flow as F
from . import statements as S
from .expr import AFTER, ASSIGN_OPS

_NOT_READ = frozenset(("=", "!", "=>", ":", "++", "--")) | ASSIGN_OPS
_SHORT_CIRCUIT = frozenset(("&&", "||", "??"))
_OPEN = {"(": 1, "[": 1, "{": 1, "<": 1}
_CLOSE = {")": 1, "]": 1, "}": 1, ">": 1}


def before(ts, tok):
    """A read waiting for this token: None when it rejects; else the pending list to keep."""
    unset = ts.unset
    k = tok[0]
    out = []
    for n, i, m in unset:
        if m == "read":
            if k in _NOT_READ or (k == "id" and tok[1] in ("as", "satisfies")):
                continue
            if not ts.recover:
                return None  # used before being assigned (TS2454)
            continue
        out.append((n, i, m))
    return tuple(out)


def after(old, new, tok, unset, scan, cx, needs_value):
    """``(unset, scan, lists)`` after ``tok``: ``old`` and ``new`` are the type states around it."""
    lists = new.lists
    top = len(lists) - 1
    # a `let x: T;` being read
    if scan is not None:
        i = scan[1]
        if i != top:
            scan = None
        elif i >= len(old.lists) or old.lists[i].cell is not lists[i].cell:
            if scan[0] == "type" and scan[3] == 0:
                unset, lists = _declared(unset, lists, i, scan[2], needs_value, poisoned=True)
            scan = None
        else:
            scan = _scan(scan, tok)
            if scan is not None and scan[0] == "done":
                unset, lists = _declared(unset, lists, i, scan[2], needs_value, poisoned=False)
                scan = None
    if tok[0] == "id" and tok[1] == "let" and lists[top].stmt == ("pending", "let"):
        scan = ("let", top)
    if not unset:
        return unset, scan, lists
    out = []
    for n, i, m in unset:
        if i > top:
            continue  # its list closed
        e = lists[i]
        if i < len(old.lists) and old.lists[i].cell is not e.cell:
            # the statement that held the mentions ended
            if not e.flow[0]:
                continue  # a statement not proven to complete: later reads may be unreachable
            if m == "chain":
                if not F.open_chain(old.lists[i].flow[1]):
                    continue
                m = ""
        if tok[0] == "id" and tok[1] == n:
            if i == top and _read_here(e, n, i, new):
                m = "read"
            else:
                rec = e.flow[1]
                if rec is None or not rec[0] or rec[0][0] != "if" or rec[2] is not None or "!" in rec[3]:
                    continue  # mentioned where it may be assigned
                m = "chain"
        out.append((n, i, m))
    return tuple(out), scan, lists


def _read_here(e, n, i, ts):
    """Is the `n` just read an operand that is evaluated whenever the statement starts?"""
    if not e.flow[0] or (n, i) in ts.tainted:
        return False
    st = e.stmt
    if st is None or not (st[0] in ("expr", "return", "decl") or st[0] == "ctl" and control.evaluated_first(st)
                          or st[0] == "switch" and st[1] == "disc"):
        return False
    ev = S.current_ev(st)
    if ev is None or ev.mode != AFTER or ev.root != n or ev.pre:
        return False
    if any(o in _SHORT_CIRCUIT for _l, o in ev.ops):
        return False
    b = e.values.get(n)
    return b is not None and len(b) == 3 and b[2] == "let"


def _declared(unset, lists, i, name, needs_value, poisoned):
    e = lists[i]
    b = e.values.get(name)
    if b is None or len(b) != 3 or b[2] != "let" or not needs_value(b[0]):
        return unset, lists
    if e.flow is None:
        e = e.but(flow=(True, F.POISON if poisoned else None))
    elif not e.flow[0]:
        return unset, lists
    unset = tuple(u for u in unset if u[0] != name or u[1] != i) + ((name, i, ""),)
    lists = lists[:i] + (e,) + lists[i + 1:]
    return unset, lists


def _scan(scan, tok):
    """`let` NAME `:` TYPE `;` -- ("let", i) / ("name", i, n) / ("type", i, n, depth) / ("done", i, n)."""
    k = tok[0]
    phase = scan[0]
    if phase == "let":
        return ("name", scan[1], tok[1]) if k == "id" and not tok[1].endswith("\x00") else None
    if phase == "name":
        return ("type", scan[1], scan[2], 0) if k == ":" else None
    d = scan[3]
    if d == 0 and k == ";":
        return ("done", scan[1], scan[2])
    if d == 0 and k in ("=", ","):
        return None
    if len(k) > 1 and k[0] == ">":
        if k.endswith("="):
            return None  # `x: Array<number>= []`: the lexer's `>=` ends the type and starts an initialiser
        d -= len(k)
    else:
        d += _OPEN.get(k, 0) - _CLOSE.get(k, 0)
    return None if d < 0 else ("type", scan[1], scan[2], d)
