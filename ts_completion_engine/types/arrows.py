"""Arrow functions as values: their parameters (annotated, or typed by the context -- the
callback parameter of the function they are passed to), their body read in a scope that has
those parameters, and their type ``("fn", ret, params)`` once closed.

An arrow is an evaluator in mode ARROW (expr.py) whose ``then`` is ``(names, sig, body,
watch, tainted)``: ``names`` the parameters as ``((name, type), ...)``; ``sig`` the
parameter list of its function type; ``body`` None right after `=>`, ``BLOCK`` for a `{ ... }`
body (its statements go to their own statement list, which gets ``names`` as its scope:
``open_scope``), or the evaluator of an expression body; ``watch``/``tainted``: a narrowing
watch of its own over the body (narrowing.py), since its parameters are in no statement list.
"""

from ..functions import p_predicate_name
from ..type_syntax import p_type
from . import narrowing as N
from .infer import arg_param, callback_params, instantiate  # noqa: F401 (callback_params: expr.py)
from . import nonvoid as NV
from .model import ANY, UNDEFINED, array_element, async_body_ret, maybe_predicate, must_return, narrowable, union
from .assign import assignable
from .arity import omissible
from .param_split import coarse_split
from .type_parser import TYPE_CONTINUES, body_type, param_names, read_return_type, read_type, split_gt, without_queries

BLOCK = "block"
_RETURN_TYPE_FRAMES = (p_predicate_name, p_type)  # after the `:` of `(x): x is T`, `(): T`
_DEPTH = {"(": 1, "[": 1, "{": 1, "tph": 2, "tpm": 1, ")": -1, "]": -1, "}": -1, "tpt": -1}
_ANGLES = {"<": 1, ">": -1, ">>": -2, ">>>": -3}  # brackets in a type annotation only
MAX_PARAM_TOKENS = 64


def type_scope(toks):
    """A generic arrow's `<T, U extends X>` (``toks``) as ``((name, type), ...)``: its bare type
    parameters rigid, as a function's (statements._rigid_tparams), the others ANY."""
    from .statements import _rigid_tparams
    from .type_parser import tparam_names
    rigid = _rigid_tparams(toks)
    return tuple((n, ("rigid", n) if n in rigid else ANY) for n in tparam_names(toks))


def _with_types(resolve, types):
    """``resolve`` with an arrow's own type parameters (``types``) first."""
    if not types:
        return resolve
    own = dict(types)
    return lambda name, args: own[name] if name in own else resolve(name, args)


def _callers(t, tparams):
    """``t`` as the arrow's callers see it: its rigid type parameters inferred at a call
    (generic_calls.py)."""
    from .generic_calls import arrow_keys, callers
    return callers(t, arrow_keys(tparams), "rigid")


class Scoped:
    """The context of an arrow's expression body: its parameters first, then the enclosing
    context (so callbacks inside callbacks see both)."""

    __slots__ = ("cx", "names", "tainted", "lib", "stack", "lists", "types")

    def __init__(self, cx, names, tainted, types=()):
        self.cx = cx
        self.names = names
        self.tainted = tainted
        self.lib = cx.lib
        self.stack = cx.stack
        self.lists = cx.lists
        self.types = types  # its own type parameters (type_scope)

    def lookup(self, name):
        for n, t in self.names:
            if n == name:
                if name in self.tainted or N.examined_now(name, self.cx) and narrowable(t):
                    return ANY, False  # a generic arrow's `x: T` after `typeof x === "string"`
                return t, False
        return self.cx.lookup(name)

    def separates(self):
        return self.cx.separates()

    def in_expression(self):
        return self.cx.in_expression()

    def resolve_type(self, name, args):
        for n, t in self.types:
            if n == name:
                return t
        return self.cx.resolve_type(name, args)

    def function_ret(self):
        return None

    def taint(self, name):
        self.cx.taint(name)

    def taint_member(self, name, member):
        self.cx.taint_member(name, member)

    def has_member_taint(self, name):
        return all(n != name for n, _t in self.names) and self.cx.has_member_taint(name)

    def member_tainted(self, name, member):
        # the arrow's own parameters are tainted whole (_WatchCx); None: any binding's
        return all(n != name for n, _t in self.names) and self.cx.member_tainted(name, member)

    def witnesses(self, name, member):
        return self.cx.witnesses(name, member) if all(n != name for n, _t in self.names) else ()

    def note_this(self, name, recv):
        self.cx.note_this(name, recv)

    @property
    def this_type(self):  # an arrow keeps the `this` of where it is written
        return self.cx.this_type

    @property
    def examined(self):
        return self.cx.examined

    @property
    def examined_now(self):
        return self.cx.examined_now

    @property
    def first_ref(self):  # not when one of the arrow's parameters has that name
        ref = self.cx.first_ref
        return ref if ref is not None and all(n != ref[0] for n, _t in self.names) else None


class _WatchCx:
    """What the arrow's own narrowing watch taints: only its parameters."""

    __slots__ = ("scoped", "hit", "lists")

    def __init__(self, scoped):
        self.scoped = scoped
        self.hit = None
        self.lists = scoped.lists

    def lookup(self, name):
        return self.scoped.lookup(name)

    @property
    def lib(self):
        return self.scoped.lib

    def taint(self, name):
        if any(n == name for n, _t in self.scoped.names):
            self.hit = (self.hit or ()) + (name,)

    def taint_member(self, name, member):
        self.taint(name)  # a parameter's member narrowed: the parameter, whole

    def taint_witness(self, name, member, _w):
        self.taint(name)  # a parameter narrowed: whole, whatever the witness


def params_of(ev):
    """The arrow head before `=>`: ``x`` or ``( ... )`` (its tokens), or None."""
    root = ev.root
    if type(root) is str:
        return ((("id", root, False),),)
    if type(root) is tuple and root and root[0] == "(" and root[1] is not False:
        toks = []
        cell = root[1]
        while cell is not None:
            toks.append(cell[0])
            cell = cell[1]
        toks.reverse()
        return _split_params(toks)
    return None


def implicit_any(toks):
    """Is the last parameter in ``toks`` (a parameter list read so far, up to a `,` or its `)`)
    one that nothing types -- `x`, `x?`, `...xs`, with no annotation and no default? In a
    declaration nothing else can (no contextual type), so `noImplicitAny` reports it. A comma
    inside a type's angle brackets (`m: Map<K, V>`) separates no parameters; where the brackets
    cannot be told from comparisons, no parameter is judged."""
    depth = angle = start = 0
    in_type = False
    for i, t in enumerate(toks):
        k = t[0]
        if k in ("(", "[", "{"):
            depth += 1
        elif k in (")", "]", "}"):
            depth -= 1
        elif depth == 0:
            if k == ":":
                in_type = True
            elif k == "=" and angle == 0:
                in_type = False  # a default value: `<` is a comparison there
            elif in_type and k == "<":
                angle += 1
            elif in_type and k in (">", ">>", ">>>"):
                angle -= len(k)
            elif k == "," and angle == 0:
                start, in_type = i + 1, False
    if depth or angle:
        return False
    last = toks[start:]
    if last and last[0][0] == "...":
        last = last[1:]
    if last and last[-1][0] == "?":
        last = last[:-1]
    return len(last) == 1 and last[0][0] == "id" and not last[0][1].endswith("\x00")


def _split_params(toks):
    """The parameters of an arrow head, each as its tokens (a `>>` in a type split into `>`s);
    None when a default value could hide a separator (`a = f<A, B>()`, `a = c ? x : y`)."""
    out, cur, d, in_type, in_default = [], [], 0, False, False
    for t in toks:
        k = t[0]
        if d == 0 and k == ",":
            out.append(tuple(cur))
            cur, in_type, in_default = [], False, False
            continue
        if d == 0 and k == ":" and not in_default:
            in_type = True
        elif d == 0 and k == "=":
            in_type, in_default = False, True
        if in_default and (k in _ANGLES or k in ("?", ":", ">=", ">>=", ">>>=", "<=")):
            return None
        if in_type and k in (">=", ">>=", ">>>="):
            # `(a: Array<number>= []) =>`: the lexer's `>=` closes the type's angles, then the default
            d -= len(k) - 1
            cur.extend((">", ">", t[2]) for _ in range(len(k) - 1))
            cur.append(("=", "=", t[2]))
            if d == 0:
                in_type, in_default = False, True
            continue
        if in_type and k in _ANGLES:
            d += _ANGLES[k]
            if len(k) > 1:
                cur.extend((">", ">", t[2]) for _ in k)
                continue
        else:
            d += _DEPTH.get(k, 0)
        cur.append(t)
    if cur:
        out.append(tuple(cur))
    return tuple(out)


def start(ev, ctx, cx, ret=None):
    """The arrow whose head ``ev`` was just followed by `=>`; ``ctx``: the parameter lists the
    context gives its parameters (one per overload of the callee), or None; ``ret``: its declared
    return type, or None. None when the head is not read (the caller treats the arrow as opaque)."""
    head = params_of(ev)
    if head is None:
        return None
    fn_ret = ret
    if ret is not None and ret[0] == _SPLIT:
        ret, fn_ret = ret[1], ret[2]  # a type predicate, a type not read: what the body gives is not what callers see
    if ev.pre:  # `async`: the body returns what the declared Promise holds; the arrow a promise
        return _arrow(ev._replace(pre=()), head, ctx, cx, (), None, async_body_ret(ret), ret or ANY)
    return _arrow(ev, head, ctx, cx, (), None, ret, fn_ret)


def return_type_starts(ev, cx):
    """Is the `:` just read after the paren group ``ev`` the start of an arrow's return type
    (the parser reads one there; in `a ? (x) : y` another reading takes it as the `:` of `?:`)?"""
    root = ev.root
    return (type(root) is tuple and root and root[0] == "(" and cx.stack is not None
            and cx.stack[0][0] in _RETURN_TYPE_FRAMES)


def ret_type_feed(ev, tok, cx, X):
    """The tokens of an arrow's return type, ``then = (tokens, depth, head type, head lhs)``,
    up to the `=>` that starts the arrow; a type predicate or one too long is not checked."""
    toks, depth, cur, lhs = ev.then
    k = tok[0]
    if k == "=>" and depth == 0:
        head, ret = return_type_end(ev, cx, X)
        arrow = X.arrow_start(head, cx, ret)
        return arrow if arrow is not None else X.opaque(head)
    if len(toks) >= MAX_PARAM_TOKENS:
        return X.opaque(ev)._replace(depth=max(depth, 0))
    depth += _DEPTH.get(k, 0) + _ANGLES.get(k, 0)
    if k in (">>", ">>>"):  # `A<B<C>>`: the type reader takes one `>` at a time
        return ev._replace(then=(toks + ((">", ">", tok[2]),) * len(k), depth, cur, lhs))
    return ev._replace(then=(toks + (tok,), depth, cur, lhs))


# ``(_SPLIT, what the body's returns must give, what callers see)``, for ``start``: a type
# predicate's return (a boolean; the predicate), a type the layer does not read (its brand's
# primitive or nothing, and maybe a body that must return; ANY)
_SPLIT = "split"


def return_type_end(ev, cx, X):
    """At the `=>` after a return type: ``(head, ret)``, the arrow's head as it was before the
    `:` and the declared type (None: not checked; a type predicate ``(_SPLIT, …)``: the body
    returns a boolean, or anything for an assertion, and the arrow's callers see the predicate,
    which may narrow their arguments -- before, they saw a boolean, a false rejection of
    `if (isDate(x)) x.getTime()`). A type read as ANY is checked as a function expression's is:
    a brand's primitive (`number & { __brand: "Cents" }`) for its `return`s, and a body that
    must return when nonvoid.py proves one is needed (TS2355)."""
    toks, _depth, cur, lhs = ev.then
    head = ev._replace(mode=X.AFTER, then=None, cur=cur, lhs=lhs)
    from .statements import signature_params
    params = signature_params(params_of(head))
    names = tuple(n for n, _p in params if n != "this") if params is not None else None
    ret = read_return_type(toks, without_queries(_with_types(cx.resolve_type, ev.tparams)), names=names) if toks else None
    if ret is not None and (ret is ANY or ret == ANY):
        ret = None
    if ret is not None and ret[0] == "pred":
        return head, (_SPLIT, body_type(ret, toks), ret)
    if ret is None and toks and not ev.pre:
        own = tuple(n for n, _t in ev.tparams or ())
        floor = NV.floor(toks, cx, own)
        body = must_return(floor) if NV.needs_return(toks, cx, own) else floor
        return head, (_SPLIT, body, ANY) if body is not None else None
    return head, body_type(ret, toks)


def _arrow(ev, head, ctx, cx, names, body, ret=None, fn_ret=None):
    """``ret``: what the body's value or `return`s must be assignable to (None: anything);
    ``fn_ret``: the arrow's own return type (None: its body's, inferred)."""
    names = list(names)
    sig = []
    j = -1
    resolve = without_queries(_with_types(cx.resolve_type, ev.tparams), param_names(head))  # `typeof p` of a parameter: ANY
    for p in head:
        if p and p[0][0] == "id" and p[0][1] == "this" and body is BLOCK:
            continue  # a function expression's `this` parameter: no argument
        j += 1
        rest = False
        if p and p[0][0] == "...":
            rest, p = True, p[1:]
        if not p:
            return None
        if p[0][0] in ("{", "["):  # a destructured parameter
            d = 0
            i = 0
            while i < len(p):
                d += _DEPTH.get(p[i][0], 0)
                i += 1
                if d == 0:
                    break
            annotated = _annotation(p[i:], resolve) if i < len(p) and p[i][0] == ":" else None
            optional = any(t[0] == "=" for t in p[i:])
            whole = annotated if annotated is not None else (ANY if optional or rest else _contextual(ctx, j))
            names.extend(_pattern_names(p[:i], whole, cx))
            # a default: a caller may pass `undefined`; an untyped pattern counts as optional (below)
            sig.append((union([annotated, UNDEFINED]) if annotated and optional else annotated or ANY,
                        optional or annotated is None and not rest, rest, annotated is not None))
            continue
        if p[0][0] != "id":
            return None
        name = p[0][1]
        i = 1
        optional = False
        if i < len(p) and p[i][0] == "?":
            optional, i = True, i + 1
        annotated = None
        ann = ()
        if i < len(p) and p[i][0] == ":":
            annotated, ann, i = _annotation(p[i:], resolve), p[i + 1:_annotation_end(p, i)], _annotation_end(p, i)
        if i < len(p) and p[i][0] != "=":
            return None  # not a parameter shape this reader knows
        has_default = i < len(p) and p[i][0] == "="
        if annotated is not None:
            t = union([annotated, UNDEFINED]) if optional and annotated is not ANY else annotated
        elif optional or has_default or rest:
            t = ANY
        else:
            t = _contextual(ctx, j)
        if rest and t[0] not in ("array", "tuple"):
            t = ANY
        names.append((name, t))
        # 4th: annotated (infer.py); a caller may pass `undefined` for a parameter with a default;
        # an untyped parameter counts as optional: an IIFE's past its arguments is (tsc's
        # isOptionalParameter), and anywhere else nothing types it (TS7006) unless a context does
        may_omit = annotated is not None and omissible(annotated, ann)
        untyped = annotated is None and not rest
        sig.append((union([t, UNDEFINED]) if has_default else t, optional or has_default or may_omit or untyped, rest,
                    annotated is not None))
    if ev.tparams:  # callers infer its own type parameters: rigid only in its body
        sig, fn_ret = [_callers(p, ev.tparams) for p in sig], _callers(fn_ret, ev.tparams)
    then = (tuple(names), tuple(sig), body, N.WATCH_START, frozenset(), ret, fn_ret)
    return ev._replace(mode=ARROW_MODE, cur=None, ops=(), pre=(), lhs=None, root=None, then=then, depth=0)


ARROW_MODE = 7  # expr.ARROW
FUNCTION_MODE = 9  # expr.FUNCTION


GETTER = ("get",)  # the ``pre`` of an object literal's getter, read as a function expression


def function_start(ev, ctx):
    """`function` in operand position: a function expression, read like an arrow with a block
    body once its head is (``then = (stage, tokens, depth, count, ctx, name)``)."""
    return ev._replace(mode=FUNCTION_MODE, then=("name", None, 0, 0, ctx, None), depth=0)


def function_feed(ev, tok, cx, X):
    """The head of a function expression: `function name? (params) {`; a generator, a return
    type annotation or a head too long to keep is read no further (opaque)."""
    stage, toks, depth, n, ctx, name = ev.then
    k = tok[0]
    if stage == "name":
        if k == "id" and name is None:
            return ev._replace(then=(stage, toks, depth, n, ctx, tok[1]))
        if k == "(":
            return ev._replace(then=("params", None, 1, 0, ctx, name))
        return X.feed(X.opaque(ev), tok, cx)
    if stage == "params":
        d = depth + _DEPTH.get(k, 0)
        if d == 0:
            return ev._replace(then=("after", toks, 0, n, ctx, name))
        if n >= MAX_PARAM_TOKENS:
            return X.opaque(ev)._replace(depth=d)
        return ev._replace(then=(stage, (tok, toks), d, n + 1, ctx, name))
    if stage == "after" and k == ":":
        return ev._replace(then=("ret", (toks, ()), 0, n, ctx, name))
    if stage == "ret":  # `function (x: T): R {`: the return type, up to the body's `{`
        ptoks, rtoks = toks
        for t in split_gt(tok):
            if depth == 0 and t[0] == "{" and rtoks and rtoks[-1][0] not in TYPE_CONTINUES:
                arrow = _function_body(ev, ptoks, rtoks, ctx, cx, name)
                return arrow if arrow is not None else X.feed(X.opaque(ev), tok, cx)
            depth += _DEPTH.get(t[0], 0) + _ANGLES.get(t[0], 0)
            rtoks += (t,)
        if len(rtoks) >= MAX_PARAM_TOKENS:  # read no further; the skipper needs the open brackets
            return X.opaque(ev)._replace(depth=sum(_DEPTH.get(t[0], 0) for t in rtoks))
        return ev._replace(then=("ret", (ptoks, rtoks), depth, n, ctx, name))
    if k == "{":
        arrow = _function_body(ev, toks, (), ctx, cx, name)
        if arrow is not None:
            return arrow
    return X.feed(X.opaque(ev), tok, cx)


def _function_body(ev, ptoks, rtoks, ctx, cx, name):
    """The function expression whose block body opens now: its parameters (``ptoks``, a cons
    list, last first) and its return type's tokens ``rtoks``; None when the head is not read."""
    out = []
    while ptoks is not None:
        out.append(ptoks[0])
        ptoks = ptoks[1]
    out.reverse()
    head = _split_params(out)
    if head is None:
        return None
    own = ((name, ANY),) if name else ()  # a named function expression sees its own name
    own += (("this", ANY),)  # and has its own `this`, not the enclosing method's
    ret = fn_ret = None
    if rtoks:
        declared = read_return_type(rtoks, without_queries(cx.resolve_type, param_names(head)))
        unread = declared is ANY or declared == ANY or declared[0] == "pred"
        ret, fn_ret = (body_type(declared, rtoks), ANY) if unread else (declared, declared)  # callers see what it declares
        if ret is None and not ev.pre:
            ret = NV.floor(rtoks, cx, ())  # a brand (`string & {…}`): its `return`s must give a string
        # (a guard's body gives a boolean; ANY is not checked: body_type leaves no ANY)
    if ev.pre == GETTER:  # an object literal's `get x() {`: a body that must return (TS2378)
        ret, fn_ret = must_return(ret), ANY
    elif rtoks and not ev.pre and NV.needs_return(rtoks, cx, ()):
        ret = must_return(ret)
    elif ev.pre:  # `async function`: its `return`s give what the declared Promise holds
        ret, fn_ret = async_body_ret(ret), fn_ret or ANY
    return _arrow(ev, head, ctx, cx, own, BLOCK, ret, fn_ret)


def _pattern_names(pat, t, cx):
    """The names a destructuring pattern binds, typed from ``t`` where the pattern is flat:
    `{ a, b: c }` gets the members' types, `[x, y]` the elements'; anything else is ANY."""
    from .members import member_type
    ids = [(k, tok) for k, tok in enumerate(pat) if tok[0] == "id"]
    flat = all(tok[0] in ("id", ",", ":") for tok in pat[1:-1]) and pat[-1][0] in ("}", "]")
    if t is ANY or not flat:
        return [(tok[1], ANY) for _k, tok in ids]
    out = []
    if pat[0][0] == "{":
        inner = pat[1:-1]
        for part in coarse_split(inner):  # a destructuring pattern's parts
            if len(part) == 1 and part[0][0] == "id":
                key = name = part[0][1]
            elif len(part) == 3 and part[1][0] == ":" and part[0][0] == "id" and part[2][0] == "id":
                key, name = part[0][1], part[2][1]
            else:
                out.extend((tok[1], ANY) for tok in part if tok[0] == "id")
                continue
            m = member_type(t, key, cx.lib)
            out.append((name, ANY if m is None else m))
        return out
    elem = array_element(t)
    for k, part in enumerate(coarse_split(pat[1:-1])):
        if len(part) != 1 or part[0][0] != "id":
            out.extend((tok[1], ANY) for tok in part if tok[0] == "id")
            continue
        if elem is not None:
            e = elem  # an element may be missing: `undefined` is ignored for member access here
        elif t[0] == "tuple" and k < len(t[1]):
            e = t[1][k]
        else:
            e = ANY
        out.append((part[0][1], e))
    return out


def _annotation_end(p, i):
    d = 0
    j = i + 1
    while j < len(p) and not (d == 0 and p[j][0] == "="):
        d += _DEPTH.get(p[j][0], 0) + _ANGLES.get(p[j][0], 0)
        j += 1
    return j


def _annotation(p, resolve):
    """The type after `:` (up to a default value)."""
    j = _annotation_end(p, 0)
    return read_type(tuple(p[1:j]), resolve)


def _contextual(ctx, j):
    """The type every candidate signature gives parameter ``j`` of the callback, else ANY."""
    if not ctx:
        return ANY
    found = None
    for params in ctx:
        if params is None:
            return ANY
        p = _param(params, j)
        if p is None:
            return ANY
        t = instantiate(p)  # a type parameter of the callee's own: not inferred yet
        if found is None:
            found = t
        elif found != t:
            return ANY
    return found if found is not None else ANY


def _param(params, j):
    if j < len(params):
        p = params[j]
        if p[2]:
            return (p[0][1], True, True) if p[0][0] == "array" else None
        return p[0]
    if params and params[-1][2]:
        p = params[-1]
        return p[0][1] if p[0][0] == "array" else None
    return None


def contexts(params, sigs, index):
    """The callback parameter lists for argument ``index`` of a call: from the one signature
    ``params``, or from each overload in ``sigs``; None when any is unknown."""
    if params is not None:
        p = arg_param(params, index)
        cb = callback_params(p[0]) if p is not None else None
        return (cb,) if cb is not None else None
    if not sigs:
        return None
    out = []
    for s in sigs:
        if len(s) != 3:
            return None
        p = arg_param(s[2], index)
        if p is None:
            continue  # this overload takes no such argument
        cb = callback_params(p[0])
        if cb is None:
            if _never_callable(p[0]):
                continue  # `replace(s, replaceValue: string)`: a function is never this overload's argument
            return None
        out.append(cb)
    return tuple(out) or None


_NEVER_CALLABLE = frozenset(("string", "number", "boolean", "bigint", "symbol", "undefined", "null"))


def _never_callable(t):
    return t[0] in ("prim", "lit") and t[1] in _NEVER_CALLABLE or t[0] in ("array", "tuple")


def feed(ev, tok, cx, X):
    names, sig, body, watch, tainted, ret, fn_ret = ev.then
    k = tok[0]
    if body is None:
        if k == "{":
            return ev._replace(then=(names, sig, BLOCK, watch, tainted, ret, fn_ret))
        body = X.START
    elif body is BLOCK:
        if k == "}":  # the end of a block body (its statements went to their own list)
            return X._after(ev, ("fn", fn_ret if fn_ret is not None else ANY, sig), None)
        return ev
    scoped = Scoped(cx, names, tainted, ev.tparams)
    wcx = _WatchCx(scoped)
    watch = N.watch(watch, tok, cx.stack, wcx)
    if wcx.hit:
        tainted = tainted | frozenset(wcx.hit)
        scoped.tainted = tainted
    body = X.feed(body, tok, scoped)
    if body is None:
        return None
    return ev._replace(then=(names, sig, body, watch, tainted, ret, fn_ret))


def at_depth0(ev, X):
    body = ev.then[2]
    return body is not None and body is not BLOCK and X.at_depth0(body)


def result(ev, cx, X):
    """The arrow's function type (its return type: the body's, widened), or None to reject."""
    names, sig, body, _watch, tainted, ret, fn_ret = ev.then
    if body is None or body is BLOCK:
        return ANY
    t = X.result(body, Scoped(cx, names, tainted, ev.tparams))
    if t is None:
        return None
    if ret is not None and assignable(t, ret, cx.lib) is False:
        return None  # the body's value against the declared return type (TS2322)
    if fn_ret is not None:
        return ("fn", fn_ret, sig)
    from .infer import inferred
    t = inferred(t)
    if sig != ():
        t = maybe_predicate(t)  # `(x: unknown) => typeof x === "string"`: an inferred type predicate
    return ("fn", _callers(t, ev.tparams) if ev.tparams else t, sig)


def open_scope(ev, X):
    """``(values, ret, types)`` for the block body that opens now when ``ev`` holds an arrow
    waiting for it (with the parameters and type parameters of the arrows around it), else None."""
    outer = []
    types = {}
    while ev is not None:
        if ev.mode == ARROW_MODE:
            names, _sig, body, _w, tainted, ret, _fn_ret = ev.then
            outer.append(tuple((n, ANY if n in tainted else t) for n, t in names))
            types.update(ev.tparams)
            if body is BLOCK:
                values = {}
                for scope in outer:
                    for n, t in scope:
                        values[n] = (t, False)
                return values, ret, types
            ev = body if body is not None else None
        else:
            ev = X.inner(ev)
    return None
