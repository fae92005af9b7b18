"""`switch (x) { case v: ... }`: each case value must be comparable with the discriminant
(TS2678: `switch (n) { case "a": }` for `n: number`), judged at the case's `:` -- until then
`"a".length` could still follow. The same overlap relation as `===` (operators.overlaps).

State ``("switch", phase, ev, disc, depth)``: phase "head" before `(`, "disc" reading the
discriminant with ``ev``, "body" between cases (``depth``: braces of the switch's own body that
reach this statement), "case" reading a case value with ``ev``. The case bodies are statement
lists of their own; only the `case ...:` parts and the braces come here.
"""

from . import expr as X
from . import narrowing as N
from .expr import REJECT, START
from .operators import overlaps

START_SWITCH = ("switch", "head", None, None, 0)


def feed(st, tok, cx):
    _, phase, ev, disc, depth = st
    k = tok[0]
    if phase == "head":
        return ("switch", "disc", START, None, 0) if k == "(" else ("opaque", False, 0, 0, ())
    if phase == "disc":
        if k == ")" and X.at_depth0(ev):
            t = X.result(ev, cx)
            if t is not REJECT and N.compared_before(ev.root, cx, X.bare_binding(ev)):
                t = X.ANY  # a reference tested before may be narrowed to never (see expr._compared)
            return REJECT if t is REJECT else ("switch", "body", None, t, 0)
        ev = X.feed(ev, tok, cx)
        return REJECT if ev is REJECT else ("switch", "disc", ev, None, 0)
    if phase == "case":
        if k == ":" and X.at_depth0(ev):
            t = X.result(ev, cx)
            if t is REJECT:
                return REJECT
            if ev.mode == X.AFTER and not N.compared_before(ev.root, cx, X.bare_binding(ev)) and not overlaps(disc, t):
                return REJECT  # the case value is not comparable with the discriminant (TS2678)
            return ("switch", "body", None, disc, depth)
        ev = X.feed(ev, tok, cx)
        return REJECT if ev is REJECT else ("switch", "case", ev, disc, depth)
    # between cases
    if k == "{":
        depth += 1
    elif k == "}":
        depth -= 1
        if depth <= 0:
            return ("done",)
    elif k == "id" and tok[1] == "case" and depth == 1:
        return ("switch", "case", START, disc, depth)
    return ("switch", "body", None, disc, depth)


def finish(st, cx):
    _, phase, ev, disc, depth = st
    if phase in ("disc", "case") and ev is not None:
        return X.result(ev, cx) is not REJECT
    return True
