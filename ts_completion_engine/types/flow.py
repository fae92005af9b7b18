"""Reachability of the end of a function body, for TS2366 ("Function lacks ending return
statement") and TS2355 on bodies whose returns all sit in branches.

At a function's closing `}` the body is fixed, so the question is decidable; this module only
ever answers "the end is reachable" with a proof, and "unknown" otherwise (never a rejection).
tsc's binder makes the end unreachable after `return`/`throw`, a loop whose condition is the
keyword `true`, an `if (true)`, an exhaustive `switch`, and a top-level call statement to a
function declared to return `never` or to assert; anything this module cannot prove completes
(`do`, `break` but a switch's or a loop's own, a call whose result type is not known) is
"unknown". A labelled statement completes when the statement it labels does; a `switch` when its
last clause falls off its end or a clause reaches a `break;` of its own; a `while`/`for` whose
condition is constant when its body reaches a `break;` or `if (c) break;` of its own (c not
constant) at its top level, every statement before it proven to complete.

Data, per statement list inside a function body that must return a value (checker.Entry.flow):
``(ok, rec)``: ``ok`` = every statement of the list that ended is proven to complete normally;
``rec`` = the record of the statement being read (None before its first token). A record is
``(items, depth, cond, flags)``: the statement's depth-0 structure as a short tuple of items
(keywords that shape control flow, ``("C", nonconst)`` for a condition, ``("B", ok)`` for a
nested block with its own proof, ``("W", falls, broke)`` for a switch's body being read, "x"
for a run of other tokens, ";", "(", ":" and ","),
the bracket depth, the condition being read (``(nonconst, semis, middle_var)``) and flags:
"d" a declaration, "c" a top-level call whose result type is known and not `never`, "n" an
operator at depth 0 (the statement is no call: `a.b = f()`), "a" a call of a function with a
type predicate (`assert(c)`), "f" a `false` keyword somewhere in the statement, "j" the next `}`
closes a block already summarised, "!" unreadable (no proof).
"""

POISON = ((), 0, None, "!")
FRESH = ((), 0, None, "")
LIST_START = (True, None)

_WORDS = frozenset("if else return throw break continue for while do switch try catch finally case default "
                   "debugger with".split())
_COND_AFTER = frozenset(("if", "while", "for", "switch", "catch", "with"))
# a template's substitutions: the lexer gives `${` (tph, tpm) and then the `}` that closes each
# one as a token of its own, before the rest of the template (tpm, tpt)
_OPEN = {"(": 1, "[": 1, "{": 1, "tph": 1, "tpm": 1}
_CLOSE = {")": 1, "]": 1, "}": 1}
_CONSTANT_WORDS = frozenset(("true", "false", "null", "undefined"))
_BOOLEAN_WORDS = frozenset(("true", "false"))
_DECL_KINDS = frozenset(("decl", "func", "iface", "alias", "class"))
# at a statement's depth 0, these make its expression no call (an assignment, a binary or unary
# operation, `await f()`): tsc treats only a call of a dotted name as a possible exit
_NOT_CALL = frozenset("= += -= *= /= %= **= <<= >>= >>>= &= |= ^= &&= ||= ??= + - * / % ** & | ^ && || ?? ~ ++ --".split())
_NOT_CALL_WORDS = frozenset("typeof void await new delete in instanceof as satisfies yield".split())


def feed(rec, tok, stmt_kind):
    """The record after one token of its statement (``stmt_kind``: the type layer's statement
    kind after the token, which tells declarations apart)."""
    if rec is None:
        rec = FRESH
    items, depth, cond, flags = rec
    if "!" in flags:
        return rec
    if stmt_kind in _DECL_KINDS and "d" not in flags and (not items or items == ("x",)):
        flags += "d"
    k = tok[0]
    if k == "id" and tok[1] == "false" and "f" not in flags:
        flags += "f"  # an assertion's argument may be a false expression (asserting)
    if "j" in flags:
        flags = flags.replace("j", "")
        if k == "}" and depth == 0:
            return (items, depth, cond, flags)  # the `}` of a block already summarised
    if depth == 0:
        if k == "id" and tok[1] == "await" and items and items[-1] == "for":
            return rec  # `for await (…)`: a loop like `for (…)`
        if k == "id" and tok[1] in _WORDS:
            return (items + (tok[1],), 0, None, flags)
        if k == "(":
            if items and items[-1] in _COND_AFTER:
                return (items, 1, (False, 0, False), flags)
            return (items + ("(",), 1, None, flags)
        if k in (";", ":", ","):
            return (items + (k,), 0, None, flags)
        if k == "{":
            if len(items) >= 2 and items[-2] == "switch" and type(items[-1]) is tuple:
                return (items + (_SWITCH_START,), 1, None, flags)  # a switch's clauses (clause_start)
            return (items + ("{",), 1, None, flags)  # a block (open_block follows) or an object
        if "n" not in flags and (k in _NOT_CALL or k == "id" and tok[1] in _NOT_CALL_WORDS):
            flags += "n"
        d = _OPEN.get(k, 0) - _CLOSE.get(k, 0)
        if d < 0:
            return POISON
        if not items or items[-1] != "x":
            items = items + ("x",)
        elif d == 0 and flags is rec[3]:
            return rec  # one more token of a run: nothing changed (most tokens; no new tuple)
        return (items, d, None, flags)
    if k == "}" and depth == 1 and cond is None and type(items[-1]) is tuple and items[-1][0] == "W":
        _w, falls, broke = items[-1]
        return (items[:-1] + (("B", falls or broke),), 0, None, flags)  # the switch completes
    if k == "}" and depth == 1 and cond is None and items[-1] == "{" and _empty_block_after(items):
        return (items[:-1] + (("B", True),), 0, None, flags)  # `try {}`: the parser opened no list
    d = depth + _OPEN.get(k, 0) - _CLOSE.get(k, 0)
    if cond is not None:
        nonconst, semis, middle = cond
        if k == "id" and tok[1] in _BOOLEAN_WORDS:
            # tsc's binder makes a branch unreachable through `x || true`, `!false && y`...: a
            # condition with a boolean keyword anywhere may be constant (None: for good)
            if semis == 0:
                nonconst = None
            elif semis == 1:
                middle = None
        elif k == "id" and tok[1] not in _CONSTANT_WORDS:
            if nonconst is not None:
                nonconst = True
            if semis == 1 and middle is not None:
                middle = True
        elif k == ";" and depth == 1:
            semis += 1
        if d == 0:
            ok = nonconst is True if semis == 0 else (semis == 2 and middle is True)
            return (items + (("C", ok),), 0, None, flags)
        return (items, d, (nonconst, semis, middle), flags)
    if d == depth and flags is rec[3]:
        return rec  # inside brackets: nothing changed
    return (items, d, None, flags)


def _empty_block_after(items):
    """`{}` right after `try`, `catch`, `catch (e)` or `finally` is an empty block."""
    if len(items) < 2:
        return False
    w = items[-2]
    if w in ("try", "catch", "finally"):
        return True
    return type(w) is tuple and w[0] == "C" and len(items) > 2 and items[-3] == "catch"


def open_block(rec):
    """A block's statement list opened after the `{` just fed (at depth 1 of this statement)."""
    if rec is None or "!" in rec[3] or rec[1] != 1 or rec[2] is not None or not rec[0] or rec[0][-1] != "{":
        return POISON
    return (rec[0][:-1] + ("B",), 0, None, rec[3])


def close_block(rec, ok):
    """The block opened last ended; ``ok``: its end is proven reachable. In a `switch`, the
    block is a clause's statement list, and ``ok`` says the clause falls off its end."""
    if rec is None or "!" in rec[3] or not rec[0]:
        return POISON
    last = rec[0][-1]
    if type(last) is tuple and last[0] == "W" and rec[1] == 1:
        return _switch_body(rec, falls=ok)
    if last != "B":
        return POISON
    return (rec[0][:-1] + (("B", ok),), 0, None, rec[3] + "j")


# A switch's body in its record: ``("W", falls, broke)``: the latest clause so far falls off its
# end (an empty one does), and some clause reached a `break;` of its own. The switch completes
# when either holds at its `}` -- without `default`, it may also complete by matching no case,
# which needs no proof here (tsc's exhaustiveness is narrowing, not modelled).
_SWITCH_START = ("W", True, False)


def clause_start(rec):
    """A `case` or `default` keyword of the switch being read: a new clause (empty so far)."""
    return _switch_body(rec, falls=True)


def switch_broken(rec):
    """A clause of the switch being read reached a `break;` (unlabelled, at its top level)."""
    return _switch_body(rec, broke=True)


def _switch_body(rec, falls=None, broke=False):
    """``rec`` with its switch body's ``("W", falls, broke)`` updated (``falls`` None: kept);
    POISON when it is reading no switch body."""
    if rec is None or "!" in rec[3] or rec[1] != 1 or not rec[0]:
        return POISON
    last = rec[0][-1]
    if type(last) is not tuple or last[0] != "W":
        return POISON
    return (rec[0][:-1] + (("W", last[1] if falls is None else falls, last[2] or broke),), 1, None, rec[3])


def is_break(rec):
    """Is the statement that ended a bare `break;` (ended by `;` or by a line break)?"""
    return rec is not None and "!" not in rec[3] and rec[1] == 0 and rec[0] in (("break",), ("break", ";"))


def breaks_loop(rec):
    """Is the statement that ended a bare `break;` or `if (c) break;` with a condition that is not
    constant (its `break` is reached when the statement is)?"""
    if rec is None or "!" in rec[3] or rec[1] != 0 or rec[2] is not None:
        return False
    items = rec[0]
    if items[-1:] == (";",):
        items = items[:-1]
    return items == ("break",) or items == ("if", ("C", True), "break")


def loop_broken(rec):
    """The body of the `while`/`for` being read reached a `break` of its own: the loop completes,
    whatever its condition (`while (true) { … if (!next) break; }`); ``rec`` unchanged when it
    reads no loop's body."""
    if rec is None or "!" in rec[3] or rec[1] != 0 or len(rec[0]) < 3:
        return rec
    items = rec[0]
    if items[-1] != "B" or items[-3] not in ("while", "for") or type(items[-2]) is not tuple or items[-2][0] != "C":
        return rec
    return (items[:-2] + (("C", True), "B"),) + rec[1:]


def call_known(rec):
    """The statement is an expression whose result type is known and not `never`: a call in it
    returns (tsc only treats a call as an exit when its declared return type is never)."""
    if rec is None or "!" in rec[3]:
        return rec
    return rec[:3] + (rec[3] + "c",)


def asserting(rec):
    """The statement is a call (its callee's dotted name the whole record so far) of a function
    declared with a type predicate (`asserts cond`, `asserts x is T`, `x is T`): for tsc it ends
    the flow only when the asserted argument is a false expression (`assert(false)`, `false &&
    x`: isFalseExpression), which needs a `false` keyword -- with none in the statement, it
    completes."""
    if rec is None or "!" in rec[3]:
        return rec
    return rec[:3] + (rec[3] + "a",)


def completes(rec):
    """Is the statement proven to complete normally? (False: unknown.)"""
    if rec is None:
        return True
    items, depth, cond, flags = rec
    if "!" in flags or depth != 0 or cond is not None:
        return False
    if "d" in flags:
        return True
    try:
        end, ok = _stmt(items, 0, top=True, call_ok="c" in flags or "n" in flags or "a" in flags and "f" not in flags)
    except _Unknown:
        return False
    return ok and end == len(items)


def terminates(rec):
    """Is the statement proven never to complete: `return …`, `throw …`, or an `if … else` whose
    two branches are such statements? (False: unknown; a block's own end is not followed.)"""
    if rec is None or "!" in rec[3] or rec[1] != 0 or rec[2] is not None or not rec[0]:
        return False
    try:
        end, never = _never_completes(rec[0], 0)
    except _Unknown:
        return False
    return never and end == len(rec[0])


def _never_completes(items, i):
    """Read one statement at ``items[i]``: ``(end, proven never to complete)``."""
    it = _at(items, i)
    if it == "return" or it == "throw":
        return _simple_end(items, i + 1), True
    if it == "if":
        _cond(items, i + 1)
        j, then_never = _never_completes(items, i + 2)
        if _at(items, j) != "else":
            return j, False
        k, else_never = _never_completes(items, j + 1)
        return k, then_never and else_never
    return _stmt(items, i)[0], False


def open_chain(rec):
    """Is the statement `if (c) S else if (d) T ...` with no final `else` and conditions that are
    not constant? Its all-false path runs none of the branches."""
    if rec is None or "!" in rec[3] or rec[1] != 0 or rec[2] is not None:
        return False
    items = rec[0]
    i = 0
    try:
        while True:
            if _at(items, i) != "if" or not _cond(items, i + 1):
                return False
            j, _ok = _stmt(items, i + 2)
            if j == len(items):
                return True
            if items[j] != "else" or _at(items, j + 1) != "if":
                return False
            i = j + 1
    except _Unknown:
        return False


def end_of(fl):
    """The list's end is proven reachable: every statement in it completes."""
    if fl is None:
        return False
    ok, rec = fl
    return ok and completes(rec)


class _Unknown(Exception):
    pass


def _at(items, i):
    return items[i] if i < len(items) else None


def _stmt(items, i, top=False, call_ok=False):
    """Read one statement at ``items[i]``: ``(end, proven to complete)``."""
    it = _at(items, i)
    if it is None:
        raise _Unknown
    if type(it) is tuple:
        if it[0] == "B":
            return i + 1, it[1]
        raise _Unknown
    if it == "if":
        c = _cond(items, i + 1)
        j, then_ok = _stmt(items, i + 2)
        if _at(items, j) == "else":
            k, else_ok = _stmt(items, j + 1)
            return k, c and (then_ok or else_ok)
        return j, c
    if it == "while" or it == "for":
        c = _cond(items, i + 1)
        j, _body = _stmt(items, i + 2)
        return j, c
    if it == "switch":
        _cond(items, i + 1)  # constant or not: the clauses decide
        body = _at(items, i + 2)
        if type(body) is not tuple or body[0] != "B":
            raise _Unknown
        return i + 3, body[1]
    if it == "try":
        j, ok = _stmt(items, i + 1)
        if _at(items, j) == "catch":
            j += 1
            if type(_at(items, j)) is tuple and items[j][0] == "C":
                j += 1
            j, caught = _stmt(items, j)
            ok = ok or caught
        if _at(items, j) == "finally":
            j, fin = _stmt(items, j + 1)
            ok = ok and fin
        return j, ok
    if it == ";":
        return i + 1, True
    if it in ("return", "throw", "break", "continue"):
        return _simple_end(items, i + 1), False
    if it in ("x", "("):
        j = _simple_end(items, i)
        body = items[i:j]
        ok = ":" not in body and "," not in body and ("(" not in body or (top and call_ok))
        return j, ok
    raise _Unknown


def _cond(items, i):
    c = _at(items, i)
    if type(c) is not tuple or c[0] != "C":
        raise _Unknown
    return c[1]


def _simple_end(items, i):
    """The end of a statement that holds no other: after its `;`, or before an `else`."""
    while i < len(items):
        it = items[i]
        if it == ";":
            return i + 1
        if it == "else":
            return i
        if type(it) is tuple or it in _WORDS or it == "B":
            raise _Unknown
        i += 1
    return i
