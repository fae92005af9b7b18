"""`expr as T` and `expr satisfies T` in the expression evaluator.

Both bind like a relational operator: the operand and the pending operators of higher or equal
precedence are reduced first (`a + b as T` is `(a + b) as T`, `a === b as T` is `a === (b as T)`).
The type's tokens are then collected (mode CAST, ``then = (word, left, toks)``, ``depth`` = its
open brackets) until a token at depth 0 that no type can continue with (`;`, `)`, `,`, a
binary operator, `as`...), or the expression's end. Only then is the type fixed: `satisfies`
rejects there when the operand's type is not assignable to it (TS1360, with excess-property
checks on a fresh object literal) and gives the operand's type; `as` gives the type (`as const`:
ANY). A type that does not read gives ANY and no check.
"""

from . import expr as X
from . import narrowing as N
from .assign import lacks_required, assignable
from .model import ANY
from .operators import binary_type
from .type_parser import read_type

# tokens after which the type is over (at its depth 0); ids `as` `satisfies` `in` `instanceof` too
_ENDS = frozenset("; ) ] } , ? : && || ?? + - * / % ** === !== == != <= >= > >> >>> << ^".split())
_END_WORDS = frozenset(("as", "satisfies", "in", "instanceof"))
_OPEN = frozenset(("(", "[", "{", "<"))
_PRIMITIVES = frozenset(("number", "string", "boolean", "bigint"))
_CLOSE = frozenset((")", "]", "}", ">"))


def start(ev, word, cx):
    """After `as`/`satisfies` (``word``): reduce the left side, then read a type."""
    # the operand's type is a proof for `as` unless a test may have narrowed it (to never)
    proof = word == "as" and not N.compared_before(ev.root, cx)
    left = X._close_operand(ev, cx)
    if left is X.REJECT:
        return X.REJECT
    ops = ev.ops
    operand = left
    while ops and X.PREC[ops[-1][1]] >= X.PREC["<"]:
        (l, o), ops = ops[-1], ops[:-1]
        left = binary_type(o, l, X._compared(o, left, left is operand, ev, cx))
        if left is X.REJECT:
            return X.REJECT
    return ev._replace(mode=X.CAST, cur=left, ops=ops, pre=(), lhs=None, root=None, depth=0,
                       then=(word, left, (), proof))


def feed(ev, tok, cx):
    word, left, toks, proof = ev.then
    k = tok[0]
    d = ev.depth
    if d == 0 and toks and (k in _ENDS or (k == "id" and tok[1] in _END_WORDS)):
        done = close(ev, cx)
        if done is X.REJECT:
            return X.REJECT
        return X.feed(done, tok, cx)
    if k == "<" and d == 0 and (not toks or toks[-1][0] != "id"):
        return X.opaque(ev)  # a comparison, or something this reader does not follow
    if k in _OPEN:
        d += 1
    elif k in _CLOSE:
        d -= 1
    elif k in (">>", ">>>"):
        d -= len(k)
    elif k in ("tph", "tpm", "tpt") or k in X.ASSIGN_OPS:
        return X.opaque(ev)  # a template literal type; an assignment to a cast
    if d < 0:
        return X.opaque(ev)
    return ev._replace(depth=d, then=(word, left, toks + (tok,), proof))


def close(ev, cx):
    """The type is complete: the evaluator with the cast's result as its operand (or REJECT)."""
    word, left, toks, proof = ev.then
    if ev.depth != 0:
        return X.opaque(ev)
    if len(toks) == 1 and toks[0][0] == "id" and toks[0][1] == "const":
        t = ANY
    else:
        t = read_type(_split(toks), cx.resolve_type)
    if word == "satisfies":
        if t is not ANY and assignable(left, t, cx.lib) is False:
            return X.REJECT  # the operand does not satisfy the type (TS1360)
        t = left
    elif proof and left[0] in ("prim", "lit") and left[1] in _PRIMITIVES and t[0] == "obj" and lacks_required(left, t, cx.lib):
        return X.REJECT  # `n as TreeNode` of a number: neither type is comparable to the other (TS2352)
    return ev._replace(mode=X.AFTER, cur=t, depth=0, then=None, lhs=None, root=None)


def _split(toks):
    out = []
    for t in toks:
        k = t[0]
        if len(k) > 1 and k[0] == ">":
            out.extend((c, c, False) for c in k)
        else:
            out.append(t)
    return tuple(out)
