"""Class declarations as the type layer reads them: an instance type, a static side, `this`.

A class statement is read member by member as its tokens arrive. The parser makes a fresh
``((p_class_body, st), rest)`` cell for every member, so a member has ended exactly when that
cell changes identity (`;`, a method body's `}`, automatic semicolon insertion) -- no second
parser. Method bodies are statement lists of their own; the class sees only their braces.

    ("class", phase, name, head, members, cur, ev, ref, pending, flags)

``members``: finished members ``(name, type, optional, static, kind)`` (kind: "prop", "ro",
"method", "sig", "get", "set"); ``cur``: the current member's tokens; ``ev``: the evaluator of
its initialiser; ``ref``: the member's body cell (compares equal to any other, like
``Entry.cell``); ``pending``: names read on `this` before the class declared them -- each must
be a member once the class ends (its `}`: later text merges nothing into it, the documented
assumption); ``flags``: "abstract", "open" (an unknown base, an index signature, a computed
name, a merge: every member allowed), "static-open".

The class value is ``("class", name, instance, ctor, statics, abstract)``: ``instance`` an
object type (its 5th item: the read-only names), ``ctor`` the constructor's parameters (None:
not checked), ``statics`` the static side as an object type. The name as a type is the instance.
"""

from . import expr as X
from .expr import REJECT, START
from . import nonvoid as NV
from . import generic_classes as GC
from .model import ANY, UNDEFINED, async_body_ret, must_return, union, widen
from .type_parser import TYPE_CONTINUES, body_type, read_return_type, read_type, tparam_names
from .param_split import coarse_split, split_params

_DEPTH = {"(": 1, "[": 1, "{": 1, "tph": 2, "tpm": 1, ")": -1, "]": -1, "}": -1, "tpt": -1}
_MODIFIERS = frozenset(
    "public private protected static readonly abstract override declare accessor async get set".split())
_PARAM_MODIFIERS = frozenset("public private protected readonly override".split())
_NAME_KINDS = ("id", "str", "num", "priv", "[", "*")


class _Ref:
    """A parser cell kept for its identity only: equal to every other, so it never splits states."""
    __slots__ = ("v",)

    def __init__(self, v):
        self.v = v

    def __eq__(self, other):
        return isinstance(other, _Ref)

    def __hash__(self):
        return 0


def start(abstract=False):
    return ("class", "head", None, (), (), (), None, None, frozenset(), frozenset(("abstract",)) if abstract else
            frozenset())


def feed(st, tok, cx):
    _, phase, name, head, members, cur, ev, ref, pending, flags = st
    k = tok[0]
    if phase == "head":
        from ..classes import p_class_body
        if k == "{" and cx.stack is not None and cx.stack[0][0] is p_class_body:
            return ("class", "body", name, head, (), (), None, _Ref(cx.stack), pending, flags)
        if name is None and k == "id" and not tok[1].endswith("\x00") and tok[1] != "implements":
            if _declare_placeholder(cx, tok[1]):
                flags = flags | {"open", "static-open"}  # merged with an earlier declaration
            return ("class", "head", tok[1], head, members, cur, ev, ref, pending, flags)
        return ("class", "head", name, head + (tok,), members, cur, ev, ref, pending, flags)
    # the body: has the member before this token ended?
    cell = _outer_cell(cx.stack, ref.v[1])
    if cell is not ref.v:
        out = _end_member(cur, ev, members, cx, head, flags)
        if out is REJECT:
            return REJECT
        members, flags = _split_flags(out, flags)
        cur, ev = (), None
        if cell is None:  # the class's `}`
            return _class_done(name, head, members, pending, flags, cx)
        ref = _Ref(cell)
    if ev is not None:
        if k == ";" and X.at_depth0(ev):
            out = _end_member(cur, ev, members, cx, head, flags)
            if out is REJECT:
                return REJECT
            members, flags = _split_flags(out, flags)
            return ("class", "body", name, head, members, (), None, ref, pending, flags)
        saved = cx.this_type
        cx.this_type = _initialiser_this(name, head, members, flags, cur)
        ev = X.feed(ev, tok, cx)
        cx.this_type = saved
        if ev is REJECT:
            return REJECT
        return ("class", "body", name, head, members, cur, ev, ref, pending, flags)  # cur ends at the `=`
    if k == "=" and _depth(cur) == 0 and _is_property(cur):
        declared = _prop_declared(cur, head, cx)
        ev = START._replace(targets=(declared,) if declared is not None else ())
        return ("class", "body", name, head, members, cur + (tok,), ev, ref, pending, flags)
    if k == ";" and _depth(cur) == 0:
        out = _end_member(cur, None, members, cx, head, flags)
        if out is REJECT:
            return REJECT
        members, flags = _split_flags(out, flags)
        return ("class", "body", name, head, members, (), None, ref, pending, flags)
    return ("class", "body", name, head, members, cur + (tok,), ev, ref, pending, flags)


def _outer_cell(stack, outer):
    """The class's body cell on ``stack``: the one above ``outer`` (None once the class ended)."""
    from ..classes import p_class_body
    s = stack
    while s is not None:
        if s[0][0] is p_class_body and s[1] is outer:
            return s
        s = s[1]
    return None


def _split_flags(out, flags):
    if type(out) is tuple and out and out[0] == "flags":
        return out[2], flags | out[1]
    return out, flags


def _declare_placeholder(cx, name):
    """The class's name is ANY as a value until the class ends (its methods may use it), and
    ``("selfref", name)`` as a type, which reads as ANY too until `build` replaces it in the
    members' types. True when the scope declared the name before (an interface merges its
    members into the class)."""
    from .statements import declare, declare_type
    e = cx.lists[-1]
    merged = name in e.types or name in e.values
    declare(cx, name, ANY, False)
    declare_type(cx, name, ("selfref", name))
    return merged


def _unroll(t, name, instance):
    """``t`` with the class's own name as a type (`norm(): Vec2`, `static ZERO: Vec2`) replaced
    by ``instance``: one level deep -- the instance put there has ANY in those places."""
    if type(t) is not tuple:
        return t
    if len(t) == 2 and t[0] == "selfref":
        return instance if t[1] == name else ANY
    return tuple(_unroll(x, name, instance) for x in t)


def _depth(toks):
    d = 0
    for t in toks:
        d += _DEPTH.get(t[0], 0)
    return d


def _strip(toks):
    """``(modifiers, rest)``: decorators dropped, the modifier words before the member's name."""
    i = 0
    n = len(toks)
    while i < n and toks[i][0] == "@":
        i += 1
        if i < n and toks[i][0] == "(":
            i = _skip(toks, i)
            continue
        i += 1
        while i < n and toks[i][0] in (".", "(", "<"):
            if toks[i][0] == ".":
                i += 2
            else:
                i = _skip(toks, i)
    mods = []
    while (i + 1 < n and toks[i][0] == "id" and toks[i][1] in _MODIFIERS and toks[i + 1][0] in _NAME_KINDS
           or i + 1 < n and toks[i][0] == "id" and toks[i][1] == "static" and toks[i + 1][0] == "{"):
        mods.append(toks[i][1])
        i += 1
    return tuple(mods), toks[i:]


def _skip(toks, i):
    """The index after the bracketed group that opens at ``i``. Angles count only in a group that
    opens with `<` (type parameters or arguments), where the lexer's `>>` closes two (`<T =
    Array<number>>`); in `(…)` they may be comparisons or shifts (`m(a = 1 < 2)`)."""
    angles = i < len(toks) and toks[i][0] == "<"
    d = 0
    while i < len(toks):
        k = toks[i][0]
        if k in ("(", "[", "{", "tph") or angles and k == "<":
            d += 1
        elif k in (")", "]", "}", "tpt"):
            d -= 1
        elif angles and k in (">", ">>", ">>>"):
            d -= len(k)
        i += 1
        if d <= 0:
            return i
    return i


def _is_property(cur):
    mods, rest = _strip(cur)
    if not rest or rest[0][0] not in ("id", "str", "num", "priv", "["):
        return False
    i = _skip(rest, 0) if rest[0][0] == "[" else 1
    while i < len(rest) and rest[i][0] in ("?", "!"):
        i += 1
    return i >= len(rest) or rest[i][0] not in ("(", "<")


def _class_tparams(head):
    return tparam_names(head) if head and head[0][0] == "<" else ()


def _tparam_list(head):
    """The `<...>` that opens the class's head, or () (its `extends` clause follows it)."""
    depth = 0
    for i, t in enumerate(head):
        k = t[0]
        if k == "<":
            depth += 1
        elif k[0] == ">" and k.strip(">=") == "":
            depth -= k.count(">")
            if depth <= 0:
                return head[:i + 1] if depth == 0 else ()
        elif i == 0:
            return ()
    return ()


def _prop_declared(cur, head, cx):
    _mods, rest = _strip(cur)
    i = 1
    optional = False
    while i < len(rest) and rest[i][0] in ("?", "!"):
        optional = optional or rest[i][0] == "?"
        i += 1
    if i < len(rest) and rest[i][0] == ":":
        t = read_type(rest[i + 1:], cx.resolve_type, _class_tparams(head))
        # an optional field takes undefined too (`cache?: Map<K, V> = undefined`)
        return union([t, UNDEFINED]) if optional and t is not ANY else t
    return None


def _end_member(toks, ev, members, cx, head, flags):
    """``members`` with the member of ``toks`` added; REJECT for an initialiser that does not
    type-check, or for a member the class already has (a second property `x`, TS2300; a second
    method body `m() {}`, TS2393: ``flags`` holds ``(_BODY, name, static)`` for each method body
    read); ``("flags", new_flags, members)`` when the member opens the class or has a body."""
    if ev is not None:
        t = X.result(ev, cx)
        if t is REJECT:
            return REJECT
    if not toks or toks == ((";", ";", False),) or all(t[0] == ";" for t in toks):
        return members
    mods, rest = _strip(toks)
    static = "static" in mods
    if not rest:
        return members
    if rest[0][0] == "{":  # static { ... }
        return members
    if rest[0][0] == "*":
        rest = rest[1:]
        mods = mods + ("*",)
    if not rest:
        return members
    k = rest[0][0]
    if k == "[" and len(rest) > 4 and rest[1][1] == "Symbol" and rest[2][0] == "." and rest[4][0] == "]":
        if static and rest[3][1] == "hasInstance":  # `instanceof` may narrow by its predicate (witness.py)
            return members + ((HAS_INSTANCE, ANY, True, True, "method"),)
        return members  # `[Symbol.iterator]()`: a symbol, never a name `.x` can reach
    if k == "[" or k not in ("id", "str", "num", "priv"):
        # an index signature or a computed name: any name may be a member
        return ("flags", frozenset(("static-open",) if static else ("open",)), members)
    if k == "priv":
        return members
    name = rest[0][1]
    if name.endswith("\x00"):
        return members
    if k == "str":
        name = name[1:-1] if len(name) >= 2 and name[0] in "'\"" else None
        if name is None or "\\" in name:
            return ("flags", frozenset(("static-open",) if static else ("open",)), members)
    i = 1
    optional = False
    while i < len(rest) and rest[i][0] in ("?", "!"):
        optional = optional or rest[i][0] == "?"
        i += 1
    tail = rest[i:]
    # the class's type parameters are kept in its members' types: a generic class is a template
    kcx = GC.kept(cx, _class_tparams(head))
    if tail and tail[0][0] in ("(", "<"):
        if name == "constructor" and not static:
            return members + (_ctor(tail, kcx),) + _param_props(tail, kcx)
        mtype, has_body, ret, this_guard = _method(tail, mods, kcx)
        if this_guard:
            flags_out = frozenset(("open", "static-open"))  # `this is T`: a guard may narrow the instance
        else:
            flags_out = None
        if "get" in mods:
            kind = "get"
            mtype = ret if ret is not None else ANY
        elif "set" in mods:
            kind = "set"  # its type: what it takes (compared with the getter's below)
            sig = mtype[2] if mtype[0] == "fn" and len(mtype) > 2 else None
            mtype = sig[0][0] if sig else ANY
        else:
            kind = "method" if has_body or "abstract" in mods or "declare" in mods else "sig"
            if has_body and k == "id":
                if _named_before(members, flags, name, static):
                    return REJECT  # a second body for the method (TS2393), or a property of that name (TS2300)
                flags_out = (flags_out or frozenset()) | {(_BODY, name, static)}
        members = members + ((name, mtype, optional, static, kind),)
        return ("flags", flags_out, members) if flags_out else members
    # a property
    t = ANY
    j = 0
    if tail and tail[0][0] == ":":
        j = 1
        d = 0
        while j < len(tail) and not (d == 0 and tail[j][0] == "="):
            d += _DEPTH.get(tail[j][0], 0)
            j += 1
        t = read_type(tail[1:j], kcx.resolve_type)
    elif ev is not None:
        t = widen(X.result(ev, cx))
    kind = "ro" if "readonly" in mods else "prop"
    if k == "id" and _named_before(members, flags, name, static):
        return REJECT  # a second property of that name, or one named as a method (TS2300)
    return members + ((name, t, optional, static, kind),)


_BODY = "\x00body"  # in a class's flags: ``(_BODY, name, static)`` for each method body read


def _named_before(members, flags, name, static):
    """Is ``name`` (on the static side or not) already a property of the class, or a method
    with a body?"""
    return (_BODY, name, static) in flags or any(
        m[0] == name and m[3] == static and m[4] in ("prop", "ro") for m in members)


def _params_of(tail):
    """The tokens between a method's `(` and its `)`, the index after the `)`, and the type parameters."""
    i = 0
    tp = ()
    if tail[0][0] == "<":
        j = _skip(tail, 0)
        tp = tail[:j]
        i = j
    if i >= len(tail) or tail[i][0] != "(":
        return None, i, tp
    j = _skip(tail, i)
    return tail[i + 1:j - 1], j, tp


def _method(tail, mods, cx):
    """The method's type, read by ``cx`` (GC.kept: its class's type parameters are kept)."""
    from .statements import _params
    ptoks, j, tp = _params_of(tail)
    tparams = tparam_names(tp) if tp else ()
    if ptoks is None:
        return ("fn", ANY), False, None, False
    rtoks = ()
    has_body = False
    if j < len(tail) and tail[j][0] == ":":
        m = j + 1
        d = 0
        # a `{` after `&`, `|`, `:`... continues the type (`this is A & { b: B }`), else opens the body
        while m < len(tail) and not (d == 0 and (tail[m][0] == ";" or tail[m][0] == "{" and tail[m - 1][0] not in TYPE_CONTINUES)):
            d += _DEPTH.get(tail[m][0], 0)
            m += 1
        rtoks = tail[j + 1:m]
        has_body = m < len(tail) and tail[m][0] == "{"
    else:
        has_body = j < len(tail) and tail[j][0] == "{"
    ret = read_return_type(rtoks, _no_query(cx), tparams) if rtoks else None
    # only the method's own type parameters make a bare parameter required: the class's may be
    # instantiated with void (`new E<void>().emit()`, generics._param)
    _values, sig = _params(ptoks, cx, tparams)
    fret = ret if ret is not None and "*" not in mods else ANY
    if fret[0] == "pred":
        fret = ANY
    t = ("fn", fret, sig) if sig is not None else ("fn", fret)
    # a predicate on `this` (`this is T`, `asserts this`) may narrow the instance; one on a
    # parameter (`static is(v: unknown): v is C`) narrows only its argument
    i = 1 if rtoks and rtoks[0][0] == "id" and rtoks[0][1] == "asserts" else 0
    this_guard = ret is not None and ret[0] == "pred" and (len(rtoks) <= i or rtoks[i][0] != "id" or rtoks[i][1] == "this")
    return t, has_body, ret, this_guard


def _ctor(tail, cx):
    """``cx`` (GC.kept) keeps the class's type parameters, which its parameters may name."""
    from .statements import _params
    ptoks, _j, _tp = _params_of(tail)
    sig = None
    if ptoks is not None:
        _values, sig = _params(ptoks, cx, ())
    return ("constructor", sig, False, False, "ctor")


def _without_default(p):
    """One parameter's tokens without its default (`x: T | undefined = v` -> `x: T | undefined`)."""
    d = 0
    for i, t in enumerate(p):
        if t[0] == "=" and d == 0:
            return p[:i]
        d += {"(": 1, "[": 1, "{": 1, "<": 1, ")": -1, "]": -1, "}": -1, ">": -1}.get(t[0], 0)
    return p


def _param_props(tail, cx):
    """Constructor parameters with a modifier (`private x: number`) are properties."""
    from .statements import _params
    ptoks, _j, _tp = _params_of(tail)
    if ptoks is None:
        return ()
    out = []
    parts = split_params(ptoks)
    for p in parts if parts is not None else coarse_split(ptoks):  # coarse: each property ANY
        mods, p = _strip(p)  # decorators (`@Inject() private x`), then modifiers
        if not mods or not p or p[0][0] != "id":
            continue
        # the property has the declared type: a default narrows only the constructor's parameter
        values, _sig = _params(_without_default(p), cx, ()) if parts is not None else ({}, None)
        name = p[0][1]
        t = values.get(name, (ANY, False))[0]
        out.append((name, t, False, False, "ro" if "readonly" in mods else "prop"))
    return tuple(out)


def _class_done(name, head, members, pending, flags, cx):
    cls = build(name, head, members, flags, cx)
    if cls is not ANY:
        from .members import member_type
        for n in pending:
            if type(n) is tuple and member_type(cls[4], n[1], cx.lib) is None:
                return REJECT  # `this.n` in a static method, and the class has no static n
            if type(n) is str and member_type(cls[2], n, cx.lib) is None:
                return REJECT  # `this.n` and the class has no member n (TS2339)
    return ("classdone", name, cls)


def _base(head, cx):
    """The class value of `extends Base` when Base is a class read in this file (`Base<X>`: a
    generic one instantiated, GC.base_args) or a built-in one (_lib_base); ANY for any other
    base; None without `extends`."""
    start = _skip(head, 0) if head and head[0][0] == "<" else 0  # not a type parameter's `extends`
    for i, t in enumerate(head):
        if i >= start and t[0] == "id" and t[1] == "extends":
            rest = head[i + 1:]
            j = 1
            if rest and rest[0][0] == "id" and len(rest) > 1 and rest[1][0] == "<":
                j = _skip(rest, 1)
            end = rest[j:j + 1]
            if not rest or rest[0][0] != "id" or (end and not (end[0][0] == "id" and end[0][1] == "implements")):
                return ANY
            t, _c = cx.lookup(rest[0][1])
            if t[0] == "lib" and j == 1:
                return _lib_base(t, cx.lib)
            if t[0] != "class":
                return ANY
            return GC.base_args(t, rest[1:j], cx, _class_tparams(head)) if j > 1 else t
    return None


def _lib_base(t, lib):
    """`extends Error`: a built-in constructor whose instances are a lib interface without type
    parameters, read as a class value (its members; any constructor and static member); ANY for
    any other (generic, open, not built in)."""
    from .members import member_names, member_type
    from .type_parser import NEW
    made = member_type(t, NEW, lib)
    names = member_names(made, lib) if made is not None and made[0] == "lib" and not made[2] else None
    if names is None:
        return ANY
    members = tuple(sorted((n, member_type(made, n, lib), False) for n in names if not n.startswith("\x00")))
    return ("class", made[1], ("obj", members, False, None), None, ("obj", (), True, None), False)


def build(name, head, members, flags, cx, partial=False):
    """The class value ``("class", name, instance, ctor, statics, abstract)`` of the members read
    (a generic class's with its template, generic_classes.py);
    ``partial``: the class is still being read, so its own name in a member's type (`next?: N`) is
    ANY, not this instance so far (`this.next.later()` may use a member declared further down)."""
    base = _base(head, cx)
    open_ = "open" in flags or base is ANY
    static_open = "static-open" in flags or base is ANY
    inst = {}
    stat = {}
    ro = set()
    ctor = None
    ctor_seen = 0
    setters = set()
    setter_types = {}
    seen = {}
    for n, t, opt, static, kind in members:
        if kind == "ctor":
            ctor_seen += 1
            ctor = t
            continue
        side = stat if static else inst
        key = (n, static)
        prev = seen.get(key)
        seen[key] = kind
        # get/set pairs: one type for reads and writes only when both say the same (a setter may
        # take a wider type than its getter gives, TS 5.1)
        if kind == "set":
            setters.add(key)
            if prev is None:
                side[n] = (ANY, opt)
                setter_types[key] = t
            elif prev == "get" and side[n][0] != t:
                side[n] = (ANY, opt)
            continue
        if kind == "get":
            same = prev is None or prev == "set" and setter_types.get(key) == t
            side[n] = (t, opt) if same else (ANY, opt)
            continue
        if prev is not None:
            side[n] = (("fn", ANY), opt) if kind in ("method", "sig") else (ANY, opt)
            continue
        if kind == "sig":
            t = ("fn", ANY)
        side[n] = (t, opt)
        if kind == "ro" and not static:
            ro.add(n)
    for (n, static), kind in seen.items():
        if kind == "get" and (n, static) not in setters and not static:
            ro.add(n)
    if ctor_seen > 1:
        ctor = None
    if base is not None and base is not ANY:
        binst, bctor, bstat = base[2], base[3], base[4]
        for n, t, o in binst[1]:
            if n not in inst:
                inst[n] = (t, o)
        open_ = open_ or binst[2]
        if len(binst) > 4:
            ro |= {n for n in binst[4] if n not in {m[0] for m in members if not m[3]}}
        for n, t, o in bstat[1]:
            if n not in stat and n != "prototype":
                stat[n] = (t, o)
        static_open = static_open or bstat[2]
        if ctor_seen == 0:
            ctor = bctor
            ctor_seen = 1 if bctor is not None else 2
    elif base is ANY:
        ctor = None
        ctor_seen = 2
    if ctor_seen == 0:
        ctor = ()
    instance = ("obj", tuple(sorted((n, t, o) for n, (t, o) in inst.items())), open_, None, frozenset(ro))
    stat["prototype"] = (instance, False)
    statics = ("obj", tuple(sorted((n, t, o) for n, (t, o) in stat.items())), static_open, ANY)
    tparams = _class_tparams(head)
    if name:
        # the instance put where a member names the class has its type parameters erased: the
        # name's type arguments are not kept (`map<U>(…): Box<U>`)
        once = GC.erase(_unroll(instance, name, ANY), tparams)
        if partial:
            once = ANY
        instance, statics = _unroll(instance, name, once), _unroll(statics, name, once)
        ctor = _unroll(ctor, name, once)
    return GC.value(name, instance, ctor, statics, "abstract" in flags, tparams, partial)


def static_block_scope(st, cx):
    """`static { … }` opening now: `this` and the class's own name are the static side (as in a
    static method; a name not read yet is checked at the class's end), or None (sealed)."""
    if st is None or st[0] != "class" or st[1] != "body" or st[6] is not None:
        return None
    _, _phase, name, head, members, _cur, _ev, _ref, _pending, flags = st
    side = (_self(name, head, members, flags, cx, True), True)
    return ({"this": side, name: side} if name else {"this": side}), None, {}


def body_scope(st, cx):
    """The scope of a method body opening at this `{`: (values, declared return type, rigid type
    parameters' types), or None (sealed). An arrow's block body in a field's initialiser
    (`increment = (): number => { … }`) gets its parameters and return type as anywhere
    (expr.open_arrow), and `this` as arrow_this gives it there."""
    _, phase, name, head, members, cur, ev, ref, pending, flags = st
    if phase != "body":
        return None
    if ev is not None:
        opened = X.open_arrow(ev)
        if opened is not None and "this" not in opened[0]:
            opened[0]["this"] = (arrow_this(_stmts_cell(cx.stack), cx), True)
        return opened
    toks = cur[:-1] if cur and cur[-1][0] == "{" else cur
    if _depth(toks) != 0:
        return None
    mods, rest = _strip(toks)
    if rest and rest[0][0] == "*":
        rest = rest[1:]
        mods = mods + ("*",)
    if not rest or rest[0][0] not in ("id", "str", "num", "priv", "["):
        return None
    i = _skip(rest, 0) if rest[0][0] == "[" else 1
    while i < len(rest) and rest[i][0] == "?":
        i += 1
    tail = rest[i:]
    if not tail or tail[0][0] not in ("(", "<"):
        return None
    from .statements import _params, _rigid_tparams, bounded_tparams, bounded_types, rigid_types
    ptoks, j, tp = _params_of(tail)
    if ptoks is None:
        return None
    tparams = tuple(_class_tparams(head)) + (tparam_names(tp) if tp else ())
    # the class's and the method's bare type parameters are rigid in its body, as a function's,
    # and its constrained ones bounded (a method's own shadow the class's of the same name)
    own = set(tparam_names(tp)) if tp else set()
    rigid = tuple(n for n in _rigid_tparams(_tparam_list(head)) if n not in own) + (_rigid_tparams(tp) if tp else ())
    bounded = {n: c for n, c in bounded_tparams(_tparam_list(head)).items() if n not in own}
    bounded.update(bounded_tparams(tp) if tp else {})
    bounded = bounded_types(bounded, _no_query(cx), tparams)
    values, _sig = _params(ptoks, cx, tparams, rigid, bounded=bounded)
    rtoks = tail[j + 1:] if j < len(tail) and tail[j][0] == ":" else ()
    ret = read_return_type(rtoks, _no_query(cx), tparams, rigid, bounded=bounded) if rtoks else None
    if "*" in mods or (ret is not None and ret[0] == "pred" and "async" in mods):
        ret = None
    elif "async" in mods:
        ret = async_body_ret(ret)
    else:
        ret = body_type(ret, rtoks)
        if ret is None and rtoks:
            ret = NV.floor(rtoks, cx, tparams)  # a brand: `string & {…}`
    if ret is not None:
        ret = _own_name(ret, name, head, members, flags, cx)
    if rest[0][0] == "id" and rest[0][1] == "constructor" or "set" in mods:
        ret = None
    elif "get" in mods or rtoks and "async" not in mods and "*" not in mods and NV.needs_return(rtoks, cx, tparams):
        ret = must_return(ret)  # a getter must return a value (TS2378), whatever its type
    instance, static_side = _sides(name, head, members, flags, cx)
    if "this" not in values:  # a `this` parameter says what `this` is
        values["this"] = (static_side if "static" in mods else instance, True)
    if name and name not in values:
        # the class's own name is its static side, checked at the class's end as static `this`
        values[name] = (static_side, True)
    return values, ret, rigid_types(rigid)


def _own_name(ret, name, head, members, flags, cx):
    """A method's return type naming its class (`inverse(): Matrix2 | null`): the class's name is
    ``("selfref", name)`` in its body; as what the `return`s must give it carries the instance so
    far, ``("selfref", name, instance)``, which no value lacking one of its members is (assign.py;
    later members only add to them)."""
    own = ("selfref", name)
    members_ = ret[1] if ret[0] == "union" else (ret,)
    if own not in members_:
        return ret
    inst = build(name, head, members, flags, cx, partial=True)[2]
    if inst is ANY or inst[0] != "obj":
        return ret
    out = tuple(own + (inst,) if m == own else m for m in members_)
    return ("union", out) if ret[0] == "union" else out[0]


def _self(name, head, members, flags, cx, static):
    """`this` in a method: the members read so far (later ones are checked at the class's end);
    in a static method, the static side's."""
    return _sides(name, head, members, flags, cx)[1 if static else 0]


def _sides(name, head, members, flags, cx):
    """(`this` of an instance method, `this` of a static one), from one build of the class so far."""
    cls = build(name, head, members, flags, cx, partial=True)
    # the instance so far is no final type either: `this.prototype.x` may be declared later
    statics = cls[4]
    members = tuple((n, ("self", t) if n == "prototype" else t, o) for n, t, o in statics[1])
    return ("self", cls[2]), ("self", ("obj", members) + statics[2:], True)


HAS_INSTANCE = "[Symbol.hasInstance]"  # a static member's name no `.x` reaches

LAZY_THIS = "lazythis"  # `this` in a field initialiser, built from the members only when read


def _initialiser_this(name, head, members, flags, cur):
    """`this` in a field's initialiser (its arrow functions' too): the instance read so far, or
    the static side for a static field -- built by ``initialiser_this`` only if `this` is read."""
    return (LAZY_THIS, name, head, members, flags, "static" in _strip(cur)[0])


def initialiser_this(lazy, cx):
    _, name, head, members, flags, static = lazy
    return _self(name, head, members, flags, cx, static)


def _stmts_cell(stack):
    """The innermost statement list's cell on ``stack`` (the body opening now)."""
    from ..statements import p_stmts
    while stack is not None and stack[0][0] is not p_stmts:
        stack = stack[1]
    return stack


def arrow_this(cell, cx):
    """`this` in the body of an arrow function opening at ``cell``: the enclosing scope's, unless
    the arrow sits in a parameter list or a class body (a default value, a decorator), whose
    `this` is another function's or the class's (not modelled) -- but in a field's initialiser it
    is the instance (or the static side), as there."""
    from ..classes import p_class_body, p_class_member
    from ..functions import p_param, p_params
    from ..statements import p_stmts
    s = cell[1]
    while s is not None:
        f = s[0][0]
        if f is p_stmts:
            break
        if f is p_class_member and s[1] is not None and s[1][0][0] is p_class_body:
            st = cx.lists[-1].stmt
            if st is not None and st[0] == "class" and st[1] == "body" and st[6] is not None:
                return initialiser_this(_initialiser_this(st[2], st[3], st[4], st[9], st[5]), cx)
            return ANY
        if f is p_params or f is p_param or f is p_class_body or f is p_class_member:
            return ANY
        s = s[1]
    return cx.lookup("this")[0]


def self_member(recv, name, cx, lib):
    """``this.name`` inside the class: the member's type if read already, else ANY, noting the
    name so that the class's end can check it."""
    from .members import member_type
    t = member_type(recv[1], name, lib)
    if t is not None:
        return t
    cx.note_this(name if len(recv) == 2 else ("static", name), recv)
    return ANY


def note(st, name):
    if st is None or st[0] != "class" or name in st[8]:
        return st
    return st[:8] + (st[8] | {name},) + st[9:]


def finish(st, cx):
    from .statements import declare, declare_type
    if st[0] == "classdone":
        _, name, cls = st
        if name:
            declare(cx, name, cls, False)
            declare_type(cx, name, GC.type_of(cls) if cls is not ANY else ANY, replace=True)
        return True
    name = st[2]
    if name:
        declare(cx, name, ANY, False)
        declare_type(cx, name, ANY, replace=True)
    return True


def confined_names(st):
    return (st[2],) if st[0] == "class" and st[2] else ((st[1],) if st[0] == "classdone" and st[1] else ())


def _no_query(cx):
    """A method's signature may name its own parameters in `typeof p`: not resolved (statements.py)."""
    from .statements import _no_query as no_query  # statements imports this module
    return no_query(cx)
