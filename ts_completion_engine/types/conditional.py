"""`c ? a : b`: the condition, then each branch, read by the same evaluator.

Before, a `?` after an operand made the rest of the expression opaque: `n > 0 ? s.lenght : 0`
and `return ok ? "yes" : -1` in a function declared `string` checked nothing. Now the condition
is closed at the `?` (everything before it: `?:` binds looser than every binary operator), each
branch is an evaluator of its own, and the conditional's type is the union of the branches'
(read, like every union here, as "any one member"). A branch's value is what the whole
conditional gives, so each is checked against the pending `=` targets (a declared type) when it
ends: the then-branch at its `:`, the else-branch where the expression ends.

Evaluator state: mode COND, ``then = (phase, inner, then_type)``: "then" reading the branch
after `?`, "else" after `:` (``then_type`` the first branch's type). The `:` belongs to the
innermost conditional still waiting for one (`a ? b ? c : d : e`), and not to an arrow's return
type (`a ? (x): T => y : z`, where the parser reads one).
"""

from .assign import assignable
from .model import VOID, union

REJECT = None


def start(ev, cx, X):
    """At `?` after the operand ``ev``: check the condition, read the first branch."""
    cond = X.result(ev._replace(targets=()), cx)
    if cond is REJECT or cond == VOID:
        return REJECT  # (void: tested for truthiness, TS1345)
    return ev._replace(mode=X.COND, cur=None, ops=(), pre=(), lhs=None, root=None, depth=0,
                       then=("then", X.START, None))


def feed(ev, tok, cx, X):
    phase, inner, then_t = ev.then
    if phase == "then" and tok[0] == ":" and X.at_depth0(inner) and not waits_for_colon(inner, X) \
            and not (inner.mode == X.AFTER and X.A.return_type_starts(inner, cx)):
        t = _branch(inner, ev.targets, cx, X)
        return REJECT if t is REJECT else ev._replace(then=("else", X.START, t))
    inner = X.feed(inner, tok, cx)
    return REJECT if inner is REJECT else ev._replace(then=(phase, inner, then_t))


def at_depth0(ev, X):
    return ev.then[0] == "else" and X.at_depth0(ev.then[1])


def result(ev, cx, X):
    """The union of the branches' types, or REJECT (a branch not assignable to a target)."""
    phase, inner, then_t = ev.then
    if phase != "else":
        return X.ANY
    t = _branch(inner, ev.targets, cx, X)
    if t is REJECT:
        return REJECT
    for target in ev.targets:  # a target added at the end (a `return`'s type) sees both branches
        if assignable(then_t, target, cx.lib) is False:
            return REJECT
    return union([then_t, t])


def waits_for_colon(ev, X):
    """Is a conditional inside ``ev`` (at its depth 0) still waiting for its `:`?"""
    while ev is not None:
        if ev.mode == X.COND:
            if ev.then[0] == "then":
                return True
            ev = ev.then[1]
        elif ev.mode == X.ARROW:
            body = ev.then[2]
            ev = body if type(body) is type(ev) else None
        else:
            return False
    return False


def _branch(inner, targets, cx, X):
    t = X.result(inner, cx)
    if t is REJECT:
        return REJECT
    fresh = X.alone_fresh(inner)
    for target in reversed(targets):
        if assignable(t, target, cx.lib) is False or fresh and not X.every_member_assignable(t, target, fresh, cx):
            return REJECT  # this branch's value is not assignable (TS2322)
    return t
