"""The types of operators on type data: what `+`, arithmetic, `<` and `===` give for their
operands' types, and the relations that prove an operation an error (REJECT, None): arithmetic
on a non-number (TS2362), a bigint mixed with a number (TS2365), `<` across primitives, and
`===` with no overlap (TS2367) -- tsc's comparable relation, member by member. The evaluator
(expr.py) decides when an operand is closed; this module only answers for two types.
"""

from .model import ANY, BIGINT, BOOLEAN, NUMBER, STRING, base_of, union

REJECT = None
ARITH = frozenset("- * / % ** << >> >>> & | ^".split())
RELATIONAL = frozenset("< > <= >=".split())
EQUALITY = frozenset("== != === !==".split())
NUMERIC = frozenset(("number", "bigint"))

# what `typeof x` gives as an expression: one of eight strings
TYPEOF_RESULT = union([("lit", "string", n) for n in
                       ("string", "number", "bigint", "boolean", "symbol", "undefined", "object", "function")])


def numeric_maybe(t):
    k = t[0]
    if k in ("prim", "lit"):
        return t[1] in NUMERIC or t[1] == "never"
    if k in ("array", "tuple", "objlit", "litobj", "fn", "obj", "lib"):
        return False
    if k == "union":
        return any(numeric_maybe(m) for m in t[1])
    return True


def comparable(a, b):
    """Can `<` compare a value of ``a`` with one of ``b``? (False is a proof.)"""
    ba, bb = base_of(a), base_of(b)
    if ba is None or bb is None:
        return True
    if ba in NUMERIC and bb in NUMERIC:
        return True
    if ba == "string" and bb == "string":
        return True
    return ba == "never" or bb == "never"


def overlaps(a, b):
    """Can `===` find two values of ``a`` and ``b`` equal? (False is a proof.) tsc's comparable
    relation: some member of one union is comparable with some member of the other; two
    literals of one primitive only when they are the same literal (`"a" | "b"` and `"c"`, TS2367)
    -- a literal whose value the layer did not keep is any literal of its primitive."""
    return any(_overlap(x, y) for x in _members(a) for y in _members(b))


def _members(t):
    return t[1] if t[0] == "union" else (t,)


def _overlap(a, b):
    ba, bb = base_of(a), base_of(b)
    if ba is None or bb is None or ba in ("null", "undefined", "void", "never", "object") \
            or bb in ("null", "undefined", "void", "never", "object"):
        return True
    if ba != bb:
        return False
    return a[0] != "lit" or b[0] != "lit" or a[2] is None or b[2] is None or a[2] == b[2]


def binary_type(op, l, r):
    if op == "+":
        bl, br = base_of(l), base_of(r)
        if bl == "string" or br == "string":
            return STRING
        if bl in NUMERIC and br in NUMERIC and bl != br:
            return REJECT  # a bigint mixed with a number (TS2365)
        if bl == "number" and br == "number":
            return NUMBER
        return BIGINT if bl == "bigint" and br == "bigint" else ANY
    if op in ARITH:
        if not numeric_maybe(r):
            return REJECT
        bl, br = base_of(l), base_of(r)
        if bl in NUMERIC and br in NUMERIC and bl != br:
            return REJECT  # a bigint mixed with a number (TS2365)
        if bl == "bigint" and br == "bigint":
            return BIGINT if op != ">>>" else ANY  # `>>>` on bigints: TS2365, left to tsc
        return NUMBER if bl == "number" and br == "number" else ANY
    if op in RELATIONAL:
        return BOOLEAN if comparable(l, r) else REJECT
    if op in EQUALITY:
        return BOOLEAN if overlaps(l, r) else REJECT  # no overlap (TS2367)
    if op == "in" or op == "instanceof":
        return BOOLEAN
    return ANY  # && || ?? : unions with narrowing, not modelled
