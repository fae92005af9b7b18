"""The expression evaluator: the type of an expression as its tokens arrive, with operator
precedence, and the errors no continuation can repair (an unknown member, calling a number,
assigning to a `const`, arithmetic on a string, comparing a number with a string).

An evaluator is an immutable tuple ``Ev``; ``feed(ev, tok, cx)`` returns the next one or
``REJECT``. Brackets the evaluator does not model (arguments, object literals, arrow functions,
`new`, ternaries, `as`) are skipped by depth and give ANY, so they never reject.
"""

from collections import namedtuple

from . import arrows as A
from . import casts
from . import conditional
from . import generic_calls as G
from .assign import assignable
from . import classes as _classes
from . import construct
from . import generic_classes as GC
from . import narrowing as N
from ..expressions import p_array, p_expr as _p_expr
from ..functions import p_params as _p_params
from ..parser_core import p_seq
from .infer import all_any, arg_param, bind, bind_overloads, inferred, instantiate, overload_result
from .members import all_have_member, call_result, callable_maybe, member_type, optional_member
from .generics import mentions_tparam
from .type_parser import SETTER
from .arity import required as required_count
from .optional_write import write_type
from .witness import narrowed
from .operators import ARITH, EQUALITY, RELATIONAL, TYPEOF_RESULT, binary_type, comparable, numeric_maybe
from .model import (
    array_element,
    ANY, BOOLEAN, NOT_ITERABLE, NULLISH, NUMBER, OBJLIT, SOME_STRING, STRING, TRUE, FALSE, NULL, UNDEFINED, VOID,
    base_of, non_nullish, union,
)

REJECT = None

OPND, AFTER, DOT, SKIP, OPAQUE, OBJECT, ARGS, ARROW, ARRAY, FUNCTION = range(10)  # ARROW, FUNCTION: arrows.py
NEW = 10  # after `new` (classes.py)
RET_TYPE = 11  # an arrow's return type annotation, `(x: T): R =>` (arrows.py)
COND = 13  # `c ? a : b` (conditional.py)
PAREN = 14  # `( … )` where the parser reads a parenthesised expression, not an arrow's head
TEMPLATE = 15  # the substitutions of a template literal, `…${a}…${b}…`
INDEX = 16  # `a[ … ]`: the index expression, read until its `]`
TPARAMS = 17  # `<T, U extends X>` before a generic arrow's parameters
YIELD = 18  # `yield x` / `yield* xs`: the operand is an evaluator of its own, the value ANY
CAST = 12  # the type after `as` / `satisfies` (casts.py)
TARGS = 19  # `f<A, B>` where the parser reads type arguments of a generic function of the file (generic_calls.py)

# mode; cur: the operand's type (AFTER) or receiver (DOT); ops: ((left, op), ...) pending
# binary operators; depth: brackets open in SKIP/OPAQUE; then: what a closing SKIP gives
# (("call", ret) / ("value", type) / ("paren", ...)); lhs: the operand as an assignment
# target; pre: prefix operators of the operand; targets: types pending `=` assign to; root: the
# identifier an operand chain started with; tparams: a generic arrow's type parameters, from its
# `<T, U>` until the arrow that has them starts (arrows.type_scope)
Ev = namedtuple("Ev", "mode cur ops depth then lhs pre targets root tparams", defaults=((),))

START = Ev(OPND, None, (), 0, None, None, (), (), None)

PREC = {"??": 1, "||": 2, "&&": 3, "|": 4, "^": 5, "&": 6, "==": 7, "!=": 7, "===": 7, "!==": 7,
        "<": 8, ">": 8, "<=": 8, ">=": 8, "instanceof": 8, "in": 8, "<<": 9, ">>": 9, ">>>": 9,
        "+": 10, "-": 10, "*": 11, "/": 11, "%": 11, "**": 12}
ASSIGN_OPS = frozenset("= += -= *= /= %= **= <<= >>= >>>= &= |= ^= &&= ||= ??=".split())
OPEN = {"(": 1, "[": 1, "{": 1, "tph": 2, "tpm": 1}
CLOSE = {")": 1, "]": 1, "}": 1, "tpt": 1}


def at_depth0(ev):
    return (ev.mode < SKIP or (ev.mode in (OPAQUE, CAST) and ev.depth == 0)
            or (ev.mode == YIELD and at_depth0(ev.then))
            or (ev.mode == ARROW and A.at_depth0(ev, _self))
            or (ev.mode == COND and conditional.at_depth0(ev, _self)))


def opaque(ev):
    return ev._replace(mode=OPAQUE, depth=0, cur=None, ops=(), pre=(), targets=(), lhs=None, tparams=())


MAX_NESTING = 48  # evaluators inside evaluators (`f([(a ? {b: ...`); deeper ones are opaque
_nesting = [0]


def feed(ev, tok, cx):
    """The evaluator after ``tok``, or REJECT. Nested constructs feed their inner evaluators
    through here, so the nesting is counted: past MAX_NESTING an evaluator goes opaque (no
    check, no recursion) rather than overflowing Python's stack on `[[[[…` or `((((…`."""
    depth = _nesting[0]
    if depth >= MAX_NESTING and ev.mode != OPAQUE:
        ev = opaque(ev)
    _nesting[0] = depth + 1
    try:
        return _feed(ev, tok, cx)
    finally:
        _nesting[0] = depth


def _feed(ev, tok, cx):
    k = tok[0]
    mode = ev.mode
    if mode == OBJECT:
        return _object(ev, tok, cx)
    if mode == ARGS:
        return _args(ev, tok, cx)
    if mode == ARROW:
        return A.feed(ev, tok, cx, _self)
    if mode == CAST:
        return casts.feed(ev, tok, cx)
    if mode == ARRAY:
        return _array(ev, tok, cx)
    if mode == FUNCTION:
        return A.function_feed(ev, tok, cx, _self)
    if mode == RET_TYPE:
        return A.ret_type_feed(ev, tok, cx, _self)
    if mode == COND:
        return conditional.feed(ev, tok, cx, _self)
    if mode == PAREN:
        return _paren(ev, tok, cx)
    if mode == TEMPLATE:
        return _template(ev, tok, cx)
    if mode == INDEX:
        return _index(ev, tok, cx)
    if mode == TPARAMS:
        return _tparams(ev, tok, cx)
    if mode == TARGS:
        return G.feed(ev, tok, cx, _self)
    if mode == YIELD:
        if ev.then is START and k == "*":
            return ev  # `yield*`: delegation, its operand read the same way
        body = feed(ev.then, tok, cx)
        return REJECT if body is REJECT else ev._replace(then=body)
    if mode == SKIP or mode == OPAQUE:
        d = ev.depth + OPEN.get(k, 0) - CLOSE.get(k, 0)
        if mode == SKIP:
            then = ev.then
            if d == 0:
                lhs = _SKIP_LHS.get(then[0]) if then[0] != "value" or then[1] is not STRING else None
                if then[0] == "paren":  # keep its tokens: `(a, b) =>` makes them parameters
                    # an arrow's head (the parser's other reading reads the expression) has no type
                    t = _paren_type(then[1], cx) if then[3] else ANY
                    return _after(ev._replace(depth=0), t, lhs, root=("(", then[1]))
                return _after(ev._replace(depth=0), _close_skip(then, cx), lhs)
            if then[0] == "paren" and then[1] is not False:
                n = then[2] + 1
                return ev._replace(depth=d, then=("paren", (tok, then[1]) if n <= A.MAX_PARAM_TOKENS else False, n,
                                                  then[3]))
        return ev._replace(depth=d)
    if mode == DOT:
        if k == "id":
            recv = ev.cur
            name = tok[1]
            if name.endswith("\x00"):
                return ev  # a partial name: checked by `partial_ok`
            if recv is ANY or N.member_tainted(ev.root, name, cx):
                t = ANY
            elif recv[0] == "self":
                t = _classes.self_member(recv, name, cx, cx.lib)
            else:
                t = member_type(recv, name, cx.lib)
            if t is None:
                return REJECT  # no member of that name (TS2339)
            if t is not ANY and optional_member(recv, name):
                t = union([t, UNDEFINED])  # `email?: string`: `u.email` is `string | undefined`
            ws = N.member_witnesses(ev.root, name, cx) if t is not ANY else ()
            if ws:
                t = narrowed(t, ws)  # `this.items instanceof Map`: its declared type or a Map
            if recv[0] == "union" and _unnarrowed(ev) == "param" and not all_have_member(recv, name, cx.lib):
                return REJECT  # a member some of the union's types lack, on what nothing narrowed (TS2339)
            if recv[0] == "obj" and len(recv) > 4 and name in recv[4]:
                return _after(ev, t, ("const", name, "member"), root=ev.root)  # a read-only property (TS2540)
            return _after(ev, t, ("member", t, recv, name), root=ev.root)
        return opaque(ev)  # #private, or anything else
    if mode == OPND:
        return _operand(ev, tok, cx)
    if mode == NEW:
        return construct.start(ev, tok, cx)
    return _after_operand(ev, tok, cx)


def bare_binding(ev):
    """The type of the operand ``ev`` (AFTER) just closed when it is a binding's name alone
    (`parts`, not `parts.length` nor `(parts)`), else None: see narrowing.compared_before."""
    root, lhs = ev.root, ev.lhs
    if ev.mode != AFTER or lhs is None or len(lhs) > 2 or lhs[0] not in ("var", "const"):
        return None
    if type(root) is str or type(root) is tuple and root[0] == "fresh":
        return ev.cur
    return None


def _unnarrowed(ev):
    """When ``ev`` (AFTER or DOT) is the first use of a fresh binding, the name alone (`p.`,
    `p!.`): "param" or "const" (a `const` whose union may be one of overloads' results is not
    checked member by member, only for null and undefined); a chain of members of a parameter's
    first use (`u.email.`, `u.a.b.`: no narrowing can have named that reference yet): "param";
    else None."""
    root, lhs = ev.root, ev.lhs
    if type(root) is tuple and root[0] == "fresh" and lhs is not None:
        if lhs[0] in ("var", "const"):
            return root[2]
        if lhs[0] == "member" and root[2] == "param":
            return "param"
    return None


# The parameters of a callee whose own are not known: any number of arguments of any type.
ANY_PARAMS = ((("array", ANY), True, True),)


def unread_args(ev, ret):
    """After the `(` of a call whose parameters are not known (an imported function, a built-in
    constructor): its arguments are still read -- an error inside one is one anywhere, and a
    callback gets a scope of its own (its parameters ANY) instead of a sealed one -- and the
    call gives ``ret``."""
    return ev._replace(mode=ARGS, then=(ret, ANY_PARAMS, 0, START, False), lhs=None)


def _paren(ev, tok, cx):
    """Inside a parenthesised expression: ``then`` is its evaluator, until the `)` that closes it.
    At `(` the parser keeps two readings, this one and an arrow's parameter list (`(a = 1, b) =>`),
    each with its own type state: this one reads the group as an expression, errors and all; the
    other keeps its tokens for the parameters (SKIP mode). Where the parser's frame says neither,
    the kept tokens are read again for the type when the group closes (`_paren_type`)."""
    inner = ev.then
    if tok[0] == ")" and at_depth0(inner):
        t = result(inner, cx)
        if t is REJECT:
            return REJECT
        alone = inner.mode == AFTER and not inner.ops and not inner.pre
        return _after(ev._replace(then=None), t, _SKIP_LHS["paren"], root=N.within(inner.root) if alone else None)
    inner = feed(inner, tok, cx)
    return REJECT if inner is REJECT else ev._replace(then=inner)


def _index(ev, tok, cx):
    """Inside `a[ … ]`: ``then = (object, evaluator)``; the index is an expression like any
    other, checked when its `]` closes it; the access gives the element of an array (or a string's
    character), else ANY. A string or `Symbol.x` index names a member: not an element."""
    obj, inner = ev.then
    k = tok[0]
    if inner is START and (k in ("str", "tpl") or k == "id" and tok[1] == "Symbol"):
        obj = ANY  # `xs["map"]`, `xs[Symbol.iterator]`
    if k == "]" and at_depth0(inner):
        if inner is not START:
            t = result(inner, cx)
            if t is REJECT:
                return REJECT
            if t is not ANY and t != ANY and base_of(t) != "number":
                obj = ANY  # `xs[key]` with `key: "map"`: a member named by a string or symbol
        return _after(ev._replace(then=None), _close_skip(("index", obj), cx), _SKIP_LHS["index"], root=N.within(ev.root))
    inner = feed(inner, tok, cx)
    return REJECT if inner is REJECT else ev._replace(then=(obj, inner))


def _tparams(ev, tok, cx):
    """`<T, U extends X = Y>`: its tokens until the `>` that closes it; then a `(` starts the
    arrow's parameters, with the names in ``tparams`` (arrows.type_scope). Anything else (a
    `<T>x` cast, a list too long to keep) is not read."""
    toks, depth = ev.then
    if depth == 0:
        if tok[0] != "(":
            return feed(opaque(ev), tok, cx)
        return _operand(ev._replace(mode=OPND, then=None, tparams=A.type_scope(toks)), tok, cx)
    if len(toks) >= A.MAX_PARAM_TOKENS:
        return feed(opaque(ev), tok, cx)
    depth += {"<": 1, ">": -1, ">>": -2, ">>>": -3}.get(tok[0], 0)
    if depth < 0:
        return feed(opaque(ev), tok, cx)
    return ev._replace(then=(toks + (tok,), depth))


def _template(ev, tok, cx):
    """Inside a template literal's substitution: ``then`` is its evaluator; the lexer's middle
    (tpm) and tail (tpt) tokens, which begin with the `}` that closes it, end it. The template is
    a string."""
    inner = ev.then
    k = tok[0]
    if (k == "tpm" or k == "tpt") and at_depth0(inner):
        if inner is not START and result(inner, cx) is REJECT:
            return REJECT
        return _after(ev._replace(then=None), STRING, None) if k == "tpt" else ev._replace(then=START)
    inner = feed(inner, tok, cx)
    return REJECT if inner is REJECT else ev._replace(then=inner)


def _paren_type(kept, cx):
    """The type of `( … )` read again from its kept tokens (`(u as User).naem`), ANY when they
    were not kept or are no expression read here (an arrow's parameters, a comma list, `<T>x`):
    only the type is taken, so nothing inside is rejected a second time."""
    toks = []
    while kept:
        toks.append(kept[0])
        kept = kept[1]
    if not toks or toks[-1][0] == "<":
        return ANY
    ev = START
    for tok in reversed(toks):
        if tok[0] == ",":
            return ANY
        ev = feed(ev, tok, cx)
        if ev is REJECT:
            return ANY
    t = result(ev, cx) if at_depth0(ev) else REJECT
    return ANY if t is REJECT else t


def _object(ev, tok, cx):
    """An object literal, property by property: ``then = (props, phase, key, inner, depth,
    open)``; it gives a fresh ``("litobj", props)``, or OBJLIT when it has a computed name or
    an accessor (its shape is then not known), ANY when it has a spread."""
    props, phase, key, inner, depth, open_ = ev.then
    k = tok[0]
    if phase == "value" or phase == "computed":  # a value, or a computed name up to its `]`
        if at_depth0(inner):
            if phase == "value" and (k == "}" or k == "," and cx.separates()):
                t = result(inner, cx)
                if t is REJECT:
                    return REJECT
                props = props + ((key, t),)
                return _object_next(ev, props, open_, k)
            if phase == "computed" and k == "]":
                if inner is START or result(inner, cx) is REJECT:
                    return REJECT
                return ev._replace(then=(props, "after", COMPUTED, None, 0, True))
        inner = feed(inner, tok, cx)
        if inner is REJECT:
            return REJECT
        return ev._replace(then=(props, phase, key, inner, depth, open_))
    if phase == "skip":
        if depth == 0 and (k == "," or k == "}"):
            return _object_next(ev, props, True, k)
        d = depth + OPEN.get(k, 0) - CLOSE.get(k, 0)
        return ev._replace(then=(props, phase, key, None, d, open_))
    if phase == "key":
        if k == "}":
            return _object_next(ev, props, open_, k)
        if k in ("id", "str", "num") and not tok[1].endswith("\x00"):
            if k == "id" and tok[1] in ("get", "set", "async"):
                return ev._replace(then=(props, "word", tok[1], None, 0, open_))
            return ev._replace(then=(props, "after", tok[1] if k == "id" else None, None, 0, open_))
        if k == "...":  # a spread: its value is read for its own errors; `{ ...x }` is ANY
            return ev._replace(then=(props + (SPREAD,), "value", None, START, 0, True))
        if k == "[":  # a computed name: read for its own errors; the shape is then not known
            return ev._replace(then=(props, "computed", None, START, 0, True))
        return ev._replace(then=(props, "skip", None, None, OPEN.get(k, 0), True))
    if phase == "word":  # `get x() {}` or a property named get
        if k in (":", ",", "}", "("):
            return _object(ev._replace(then=(props, "after", key, None, 0, open_)), tok, cx)
        if key == "get" and k in ("id", "str", "num") and not tok[1].endswith("\x00"):
            return ev._replace(then=(props, "getter", tok[1], None, 0, True))  # its shape: not known
    if phase == "getter":  # `get x` read: its body must return a value (TS2378)
        if k == "(":
            return ev._replace(then=(props, "value", key, feed(A.function_start(START._replace(pre=A.GETTER), None),
                                                                  tok, cx), 0, open_))
        return ev._replace(then=(props, "skip", None, None, OPEN.get(k, 0), True))
    # phase "after": after a property name (COMPUTED: after `[name]`, the literal already open)
    if key is None:
        return ev._replace(then=(props, "skip", None, None, OPEN.get(k, 0), True))
    if k == ":":
        return ev._replace(then=(props, "value", key, START, 0, open_))
    if k == "," or k == "}":
        t, _const = cx.lookup(key)  # shorthand `{ name }`
        return _object_next(ev, props + ((key, t),), open_, k)
    if k == "(":  # a method: read as a function expression (its body a scope with its parameters)
        return ev._replace(then=(props, "value", key, feed(A.function_start(START, None), tok, cx), 0, open_))
    if k == "<":  # a generic method: its type parameters are not read
        return ev._replace(then=(props + ((key, ("fn", ANY)),), "skip", None, None, 0, open_))
    return ev._replace(then=(props, "skip", None, None, OPEN.get(k, 0), True))


MAX_ELEMENTS = 16  # distinct element types an array literal keeps
EMPTY_TUPLE = ("tuple", ())  # `[]`: assignable to every array, to no tuple with elements


def _array(ev, tok, cx):
    """An array literal, element by element: ``then = (elements, inner, spread, vague)``; it
    gives ``("array", union of the widened element types)`` -- `[1, 2]` is `number[]` --, or
    `any[]` when it is empty, has a hole, or an element (or spread) of unknown type."""
    elems, inner, spread, vague = ev.then
    k = tok[0]
    if at_depth0(inner) and (k == "]" or k == "," and cx.stack is not None and cx.stack[0][0] is p_array):
        if inner is START:
            vague = vague or k == ","  # a hole: undefined
        else:
            t = result(inner, cx)
            if t is REJECT:
                return REJECT
            if (spread and t[0] in ("prim", "lit") and t[1] in NOT_ITERABLE
                    and not N.compared_before(inner.root, cx)):
                return REJECT  # `[...n]` of a number no test narrowed (to never): not iterable (TS2488)
            if spread:
                elem = array_element(t)
                t = elem if elem is not None else union(t[1]) if t[0] == "tuple" and t[1] else ANY
            t = inferred(t)
            if t is ANY or t == ANY:
                vague = True
            elif t not in elems:
                elems = elems + (t,)
                vague = vague or len(elems) > MAX_ELEMENTS
        if k == ",":
            return ev._replace(then=(elems, START, False, vague))
        if not elems and not vague:
            return _after(ev._replace(then=None), EMPTY_TUPLE, ("var", ANY))  # `[]`: no element at all
        elem = ANY if vague or not elems else union(elems)
        return _after(ev._replace(then=None), ("array", elem), ("var", ANY))  # `[a, b] = ...` destructures
    if inner is START and k == "...":
        return ev._replace(then=(elems, inner, True, vague))
    inner = feed(inner, tok, cx)
    if inner is REJECT:
        return REJECT
    return ev._replace(then=(elems, inner, spread, vague))


def _args(ev, tok, cx):
    """The arguments of a call to a function whose parameters were read: ``then = (ret, params,
    index, inner, spread, (sigs, bindings, vague))``; each argument is checked against its parameter
    when it closes, the count at the `)` (TS2345, TS2554). ``params`` None: an overloaded
    function (``sigs``), whose arguments are not checked but whose callbacks' parameters are
    typed when every overload agrees. ``bindings``: what the arguments inferred (infer.py)."""
    ret, params, index, inner, spread = ev.then[:5]
    sigs, bindings, vague = ev.then[5] if len(ev.then) > 5 else (None, (), False)
    k = tok[0]
    if at_depth0(inner) and (k == ")" or k == "," and cx.separates()):
        given = index
        if inner is not START:
            t = result(inner, cx)
            if t is REJECT:
                return REJECT
            p = arg_param(params, index) if params is not None else None
            if p is not None and not spread:
                fresh = alone_fresh(inner)
                if assignable(t, p[0], cx.lib) is False or fresh and not every_member_assignable(t, p[0], fresh, cx):
                    return REJECT  # argument not assignable to the parameter (TS2345)
                bindings = bind(p[0], t, bindings)
            elif params is None and not spread:
                bindings = bind_overloads(sigs, bindings, index, t)
                vague = vague or t is ANY or t == ANY  # an argument of unknown type
            given = index + 1
        if k == ",":
            return ev._replace(then=(ret, params, given, START, spread, (sigs, bindings, vague)))
        root = None
        if ret[0] is _EXACT:
            ret = ret[1]
            if not spread and not mentions_tparam(ret):
                root = CALL_ROOT  # a lib method's one declared result, nothing inferred: exactly its type
        if params is not None:
            required = required_count(params)  # trailing void-taking ones too (arity.py)
            if not spread and given < required:
                return REJECT  # too few arguments (TS2554)
            ret = instantiate(ret, all_any(ret, bindings) if spread else bindings)
            if ret[0] == GC.NEWOF:
                ret = GC.made(ret)  # `new Box(1)`: the instance of what the arguments inferred
        else:
            ret = overload_result(ret, sigs, bindings, given, spread or vague)
            if ret is REJECT:
                return REJECT  # no overload takes this many arguments (TS2554)
        return _after(ev._replace(then=None), ret, None, root=root)
    if inner is START:
        if k == "...":  # a spread argument: its array is read; positions after it are unknown
            return ev._replace(then=(ret, params, index, START, True, (sigs, bindings, vague)))
        if not spread and params is not None and arg_param(params, index) is None:
            return REJECT  # one argument more than the parameters (TS2554)
        elif k == "id" and tok[1] == "function":  # a callback: typed by the parameter
            return ev._replace(then=(ret, params, index, A.function_start(inner, A.contexts(G.context(params, bindings, index), sigs, index)),
                                     spread, (sigs, bindings, vague)))
    elif k == "=>" and (inner.mode == AFTER and not inner.ops and inner.pre in ((), _ASYNC)
                        or inner.mode == RET_TYPE and inner.then[1] == 0):
        head, declared = A.return_type_end(inner, cx, _self) if inner.mode == RET_TYPE else (inner, None)
        arrow = A.start(head, A.contexts(G.context(params, bindings, index), sigs, index), cx, declared)  # a callback: typed by the parameter
        if arrow is not None:
            return ev._replace(then=(ret, params, index, arrow, spread, (sigs, bindings, vague)))
    inner = feed(inner, tok, cx)
    if inner is REJECT:
        return REJECT
    return ev._replace(then=(ret, params, index, inner, spread, (sigs, bindings, vague)))


SPREAD = ("...", ANY)  # in an object literal's props: it has a spread, so its type is ANY
COMPUTED = "\x00computed"  # the key of a property with a computed name (no identifier is one)


def _object_next(ev, props, open_, k):
    if k == ",":
        return ev._replace(then=(props, "key", None, None, 0, open_))
    target = ("var", ANY)  # `({ a, b } = o)` destructures
    if open_:
        return _after(ev, ANY if SPREAD in props else OBJLIT, target)
    seen = {}
    for n, t in props:
        seen[n] = t  # a later property wins, as in JavaScript
    return _after(ev, ("litobj", tuple(sorted(seen.items()))), target)


# what a closed bracket leaves as an assignment target: `a[i]` and `(x)` are, `f()` is not
_SKIP_LHS = {"index": ("member", ANY), "value": ("var", ANY), "paren": ("var", ANY)}  # `[a, b] = ...` destructures
_PAREN_SEQ = ((_p_expr, 0), ")")  # the parser's `( expression )` sequence
_ARROW_HEAD = (_p_params, 0)  # the first item of its arrow function sequence


def inner(ev):
    """The evaluator of the argument, property value or arrow body ``ev`` is reading, or None."""
    mode = ev.mode
    if mode == ARGS or mode == ARRAY:
        return ev.then[1 if mode == ARRAY else 3]
    if mode == ARROW:
        body = ev.then[2]
        return body if type(body) is Ev else None
    if mode == OBJECT and ev.then[1] in ("value", "computed"):
        return ev.then[3]
    if mode == COND:
        return ev.then[1]
    if mode == PAREN or mode == TEMPLATE or mode == YIELD:
        return ev.then
    if mode == INDEX:
        return ev.then[1]
    return None


def open_arrow(ev):
    """``(values, ret, types)`` for an arrow's block body opening now (arrows.open_scope), or None."""
    return A.open_scope(ev, _self)


def partial_ok(ev, prefix, lib):
    """After `x.`: can the partial name ``prefix`` still become a member of x's type?"""
    while ev.mode != DOT:
        ev = inner(ev)
        if ev is None:
            return True
    if ev.cur is ANY:
        return True
    from .members import has_member_starting
    return has_member_starting(ev.cur, prefix, lib)


def _after(ev, t, lhs, root=None):
    return ev._replace(mode=AFTER, cur=t, lhs=lhs, root=root, then=None)


def after(ev, t):
    """``ev`` with the operand ``t`` closed, no assignment target."""
    return _after(ev, t, None)


def _close_skip(then, cx):
    kind = then[0]
    if kind == "call":
        return then[1]
    if kind == "index":
        obj = then[1]
        elem = array_element(obj)
        if elem is not None:
            return elem
        if base_of(obj) == "string":
            return STRING
        return ANY
    return then[1]


def _operand(ev, tok, cx):
    k = tok[0]
    if k == "num":
        return _after(ev, ("lit", "bigint" if tok[1].endswith("n") else "number", None), None)
    if k == "str":  # its text when the lexer kept it (type_parser reads literal types the same way)
        return _after(ev, ("lit", "string", tok[1]) if len(tok) > 3 else SOME_STRING, None)
    if k == "tpl":
        return _after(ev, SOME_STRING, None)
    if k == "tph":
        return ev._replace(mode=TEMPLATE, then=START)
    if k == "(":
        top = cx.stack[0] if cx.stack is not None else None
        if top is not None and top[0] is p_seq and top[1][1] == 0:
            if top[1][0] == _PAREN_SEQ:
                return ev._replace(mode=PAREN, then=START)
            if top[1][0][0] == _ARROW_HEAD:  # its tokens are kept for the parameters, not re-read
                return ev._replace(mode=SKIP, depth=1, then=("paren", None, 0, False))
        return ev._replace(mode=SKIP, depth=1, then=("paren", None, 0, True))
    if k == "[":
        return ev._replace(mode=ARRAY, then=((), START, False, False))
    if k == "{":
        return ev._replace(mode=OBJECT, then=((), "key", None, None, 0, False))
    if k in ("!", "-", "+", "~", "++", "--"):
        return ev._replace(pre=ev.pre + (k,))
    if k == "re":
        return _after(ev, ("lib", "RegExp", ()), None)
    if k == "<" and ev.pre in ((), _ASYNC):
        return ev._replace(mode=TPARAMS, then=((tok,), 1))  # a generic arrow's, or a `<T>x` cast
    if k == "id":
        w = tok[1]
        if w.endswith("\x00"):
            return ev
        if w == "true":
            return _after(ev, TRUE, None)
        if w == "false":
            return _after(ev, FALSE, None)
        if w == "null":
            return _after(ev, NULL, None)
        if w in ("typeof", "void", "delete", "await"):
            return ev._replace(pre=ev.pre + (w,))
        if w == "yield" and not ev.pre:
            # it takes the whole rest of the expression (`yield a + b`), which is read and checked;
            # its value is what `next()` is given: ANY
            return ev._replace(mode=YIELD, then=START)
        if w == "async" and not ev.pre:
            return ev._replace(pre=_ASYNC)  # an async arrow's head may follow (else a name: ANY)
        if w == "this":
            t = cx.this_type if cx.this_type is not None else cx.lookup("this")[0]
            if t[0] == _classes.LAZY_THIS:
                t = _classes.initialiser_this(t, cx)
            return _after(ev, t, None, root=N.THIS_ROOT)
        if w == "new":
            return ev._replace(mode=NEW)
        if w == "function":
            return A.function_start(ev, None)
        if w in OPAQUE_WORDS:
            return opaque(ev)
        t, const = cx.lookup(w)
        ref = cx.first_ref
        root = ("fresh", w, ref[1]) if ref is not None and ref[0] == w else w
        return _after(ev, t, ("const", w) if const else ("var", t), root=root)
    return opaque(ev)


OPAQUE_WORDS = frozenset("new function class async yield import super this".split())
_ASYNC = ("async",)


def untyped_arrow_head(head, arrow):
    """Did the `=>` that made ``arrow`` out of ``head`` (the whole initialiser so far, with no
    declared type around it) start an arrow with a parameter nothing types (`x`, `x?`, `...xs`:
    no annotation, no default, no context)?"""
    if arrow.mode != ARROW or head.mode != AFTER or head.ops or head.pre not in ((), _ASYNC) or head.targets:
        return False
    params = A.params_of(head)
    return params is not None and any(A.implicit_any(p) for p in params)


def arrow_start(ev, cx, ret=None):
    """The arrow whose head ``ev`` (AFTER a paren group or a name) was just followed by `=>`,
    with ``ret`` its declared return type; None when the head is not read."""
    cb = A.callback_params(ev.targets[-1]) if ev.targets else None
    return A.start(ev, (cb,) if cb is not None else None, cx, ret)  # typed by a declared function type


def _after_operand(ev, tok, cx):
    k = tok[0]
    nl = tok[2]
    cur = ev.cur
    if ev.tparams and k != "=>" and k != ":":
        ev = ev._replace(tparams=())  # `<T>(x).y`: a cast, no arrow
    if ev.pre == _ASYNC and k != "=>" and k != ":":
        return opaque(ev)  # `async(x).y`: a call of something named async
    if ev.lhs is not None and ev.lhs[0] == "new" and ev.lhs[1][0] in construct.TYPE_ARGUMENTS:
        return construct.type_arguments(ev, tok, cx)  # before `.`: one may be inside them (`Map<string, a.B>`)
    if k == "." or k == "?.":
        if k == "." and (ev.lhs is None or _unnarrowed(ev)) and cur[0] == "union" and any(m in (NULL, UNDEFINED) for m in cur[1]):
            # a call's result is no reference, nor is a parameter's first use narrowed: possibly
            # null or undefined (TS2531, TS2532, TS18047, TS18048)
            return REJECT
        recv = non_nullish(cur) if cur is not ANY else ANY
        if recv[0] == "fn" and ev.lhs is not None and ev.lhs[0] == "const":
            # a function declared here (or a const one) may get members by later assignments
            # (`f.displayName = ...`, an expando) or a later `namespace f`: Function's are no proof
            recv = ANY
        return ev._replace(mode=DOT, cur=recv)
    if ev.lhs is not None and ev.lhs[0] == "new":
        got = construct.after_callee(ev, tok)
        if got is not construct.GO_ON:
            return got
        ev = ev._replace(lhs=None)
    if k == "(":
        if cur is not ANY and not callable_maybe(cur):
            return REJECT  # this expression is not callable (TS2349)
        if cur[0] == "fn" and len(cur) > 2:  # parameters known (declared, lib): arguments checked
            ret = ANY if cur[1][0] == "pred" else cur[1]
            sigs = cur[3] if len(cur) > 3 else None
            bindings = ((),) * len(sigs) if sigs else ()
            if sigs is None and _lib_method(ev.lhs):
                ret = (_EXACT, ret)  # unwrapped at the `)` (_args)
            return ev._replace(mode=ARGS, then=(ret, cur[2], 0, START, False, (sigs, bindings, False)), lhs=None)
        ret = call_result(cur, cx.lib)
        return unread_args(ev, ANY if ret[0] == "pred" else ret)
    if k == "[":
        return ev._replace(mode=INDEX, then=(cur, START), lhs=None)
    if k == "!" and not nl:
        return ev._replace(cur=non_nullish(cur))
    if (k == "++" or k == "--") and not nl:
        if ev.lhs is None or ev.lhs[0] == "const":
            return REJECT  # not a variable (TS2357), or a constant (TS2588)
        return ev._replace(cur=_incremented(cur), lhs=None)
    if k == "<" and cx.in_expression():
        return _binary(ev, k, cx)
    if k == "<<" and not cx.in_expression():
        return opaque(ev)  # `f<<T>() => T>()`: the parser's type-argument reading of the `<<`
    if k == "=>" and not ev.ops and ev.pre in ((), _ASYNC):
        arrow = arrow_start(ev, cx)
        if arrow is not None:
            return arrow
    if k == ":" and not ev.ops and ev.pre in ((), _ASYNC) and A.return_type_starts(ev, cx):
        return ev._replace(mode=RET_TYPE, then=((), 0, ev.cur, ev.lhs))
    if k == "?":
        return conditional.start(ev, cx, _self)
    if k == "<" and cur is not ANY and not callable_maybe(cur):
        return REJECT  # type arguments on what takes none (`i < s.lenght`: TS2635, TS2349) -- the comparison reading is kept
    if k == "<" and G.generic(cur):
        return G.start(ev, _self)  # type arguments
    if k == "tpl" or k == "tph" or k == "=>" or k == "<":
        return opaque(ev)
    if k == "id":
        w = tok[1]
        if w in ("as", "satisfies"):
            return casts.start(ev, w, cx)
        if w in ("in", "instanceof"):
            return _binary(ev, w, cx)
        return opaque(ev)
    if k in ASSIGN_OPS:
        if ev.ops or ev.pre:
            return opaque(ev)
        lhs = ev.lhs
        if lhs is None:
            return REJECT  # the left side is no variable or property (TS2364)
        if lhs[0] == "const":
            return REJECT  # assignment to a constant or a function (TS2588, TS2630)
        target = lhs[1] if k == "=" else ANY
        if len(lhs) > 2 and target is not ANY and _wider_setter(lhs[2], lhs[3], cx):
            target = ANY  # a setter taking another type than its getter gives (`el.style = "…"`)
        elif len(lhs) > 2 and target is not ANY:
            target = write_type(target, lhs[2], lhs[3])  # `o.a = undefined` for `a?: number`
        return START._replace(targets=ev.targets + (target,))
    if k in PREC:
        return _binary(ev, k, cx)
    if k == ",":
        return START._replace(targets=())
    return opaque(ev)


def _incremented(t):
    """The type of `x++`: a number, a bigint for a bigint, unknown (ANY) when ``t`` is not known."""
    b = base_of(t)
    return NUMBER if b == "number" else ("prim", "bigint") if b == "bigint" else ANY


def _close_operand(ev, cx):
    """Apply the operand's prefix operators; REJECT for `++c` on a constant."""
    t = ev.cur
    for op in reversed(ev.pre):
        if op == "++" or op == "--":
            if ev.lhs is not None and ev.lhs[0] == "const":
                return REJECT
            t = _incremented(t)
        elif op == "!" or op == "delete":
            if op == "!" and t == VOID:
                return REJECT  # a void value tested for truthiness (TS1345)
            t = BOOLEAN
        elif op == "+":
            t = NUMBER
        elif op == "-" or op == "~":
            t = NUMBER if base_of(t) == "number" else ANY
        elif op == "typeof":
            t = TYPEOF_RESULT
        elif op == "void":
            t = UNDEFINED
        elif op == "await":
            t = awaited(t)
        elif op == "async":
            t = ANY  # `async` was a name
    return t


def awaited(t):
    k = t[0]
    if k == "lib" and t[1] == "Promise" and t[2]:
        return t[2][0]
    if k in ("prim", "lit", "array", "tuple"):
        return t
    return ANY


def _wider_setter(recv, name, cx):
    """Does ``recv`` (a lib interface, or an object type of the file: `interface I { get v():
    string; set v(x: string | number) }`) have a setter for ``name`` wider than its getter?"""
    if recv[0] == "lib":
        return member_type(recv, SETTER + name, cx.lib) is not None
    return recv[0] == "obj" and any(m[0] == SETTER + name for m in recv[1])


def _binary(ev, op, cx):
    left = _close_operand(ev, cx)
    if left is REJECT:
        return REJECT
    ops = ev.ops
    prec = PREC[op]
    operand = left
    while ops and (PREC[ops[-1][1]] > prec or (PREC[ops[-1][1]] == prec and op != "**")):
        (l, o), ops = ops[-1], ops[:-1]
        left = binary_type(o, l, _compared(o, left, left is operand, ev, cx))
        if left is REJECT:
            return REJECT
    if op in ARITH and not numeric_maybe(left):
        return REJECT  # arithmetic on a non-number (TS2362)
    if op in TESTED and left == VOID:
        return REJECT  # a void value tested for truthiness (TS1345)
    if op == "+" and base_of(left) == "string" and ops and ops[-1][1] in RELATIONAL:
        # `n < "s" + ...` compares with a string whatever follows
        if not comparable(ops[-1][0], STRING):
            return REJECT
    ops = ops + ((_compared(op, left, left is operand, ev, cx), op),)
    return ev._replace(mode=OPND, cur=None, ops=ops, pre=(), lhs=None, root=None)


# The binary operators whose left operand is tested for truthiness: tsc's TS1345 when that
# operand is `void` exactly (a union holding void is not tested), as for `!`, `?:` and conditions.
TESTED = frozenset(("&&", "||"))


def _compared(op, t, direct, ev, cx):
    """An operand of `===` that is a reference already compared or tested (`typeof x`, `x ===`,
    `switch (x)`) may have been narrowed to never, which compares with anything: its type is no
    proof of an empty overlap (``direct``: ``t`` is the operand ``ev`` just closed)."""
    if op in EQUALITY and direct and N.compared_before(ev.root, cx, bare_binding(ev)):
        return ANY
    return t


def result(ev, cx):
    """The type of the whole expression at its end, or REJECT (an operator error, or a
    value not assignable to a pending `=` target)."""
    if ev.mode == CAST:
        ev = casts.close(ev, cx)
        if ev is REJECT:
            return REJECT
    if ev.mode != AFTER:
        if ev.mode == COND:
            return conditional.result(ev, cx, _self)
        if ev.mode == YIELD:
            return ANY if ev.then is START or result(ev.then, cx) is not REJECT else REJECT
        if ev.mode == ARROW:
            t = A.result(ev, cx, _self)
            if t is not REJECT:
                for target in reversed(ev.targets):
                    if assignable(t, target, cx.lib) is False:
                        return REJECT
            return t
        return ANY
    t = _close_operand(ev, cx)
    if t is REJECT:
        return REJECT
    ops = ev.ops
    operand = t
    while ops:
        (l, o), ops = ops[-1], ops[:-1]
        t = binary_type(o, l, _compared(o, t, t is operand, ev, cx))
        if t is REJECT:
            return REJECT
    fresh = alone_fresh(ev)
    for target in reversed(ev.targets):
        if assignable(t, target, cx.lib) is False or fresh and not every_member_assignable(t, target, fresh, cx):
            return REJECT  # not assignable (TS2322)
    return t


# The root of a call's result when it is the one signature's declared result (`m.get(k)` on a
# `Map<string, number>`: `number | undefined`): no reference, nothing narrows it, so alone its
# `null` and `undefined` are checked as a fresh `const`'s are (alone_fresh): the signature's own
# (`V | undefined`) are in tsc's type too, whatever its type arguments were inferred to be --
# the other members may come from type arguments read wider than tsc (`[x]` after `if (!x)`).
# Only a method of a built-in type is sure to have its result declared: the file's functions
# and methods may have theirs inferred from such references.
CALL_ROOT = ("call",)
_EXACT = "\x00exact"  # ``(_EXACT, ret)``: the `ret` of such a call while its arguments are read
_LIB_RECEIVERS = frozenset(("lib", "array", "tuple", "prim", "lit"))


def _lib_method(lhs):
    """Is the callee ``lhs`` a method of a built-in type (`m.get`, `xs.pop`, `s.charAt`)?"""
    return lhs is not None and lhs[0] == "member" and len(lhs) > 2 and lhs[2][0] in _LIB_RECEIVERS


def alone_fresh(ev):
    """``ev`` is a fresh binding's first use, or an exact call result (CALL_ROOT), and nothing
    else (no operator, no prefix): see _unnarrowed."""
    if ev.mode != AFTER or ev.ops or ev.pre:
        return None
    return "const" if ev.root is CALL_ROOT and ev.lhs is None else _unnarrowed(ev)


def every_member_assignable(t, target, fresh, cx):
    """A fresh binding's first use, alone, is its whole declared union (nothing can have narrowed
    it: `return value;` for `value: string | number` into a `string`): each member must be
    assignable -- each `null`/`undefined` one for a `const` (see _unnarrowed)."""
    return t[0] != "union" or all(assignable(m, target, cx.lib) is not False for m in t[1]
                                  if fresh == "param" or m in NULLISH)



import sys as _sys  # noqa: E402
_self = _sys.modules[__name__]  # arrows.py reads bodies with this module's evaluator
