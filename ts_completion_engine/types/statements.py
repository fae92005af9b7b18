"""Statements as the type layer reads them: declarations (bindings and their types), `return`,
expression statements; everything else is opaque (opaque.py: read by depth only, declaring
nothing it could not prove, and sealing what it might declare as ANY).

A statement state is a tuple whose first item names its kind; ``feed`` takes one token of the
statement (tokens of nested statement lists go to those lists), ``finish`` runs the checks
that need the statement's end and makes its declarations.
"""

from ..statements import p_stmt
from . import classes as C
from . import control
from . import augment
from . import destructure
from .arrows import implicit_any
from .param_split import split_params
from .arity import omissible
from . import enums
from . import generics
from . import generic_calls
from . import inferred_return as IR
from . import namespaces
from . import narrowing as N
from . import expr as X
from . import switch as SW
from .expr import REJECT, START
from . import effects
from . import nonvoid as NV
from . import opaque as O
from .model import (ANY, NULLISH, UNDEFINED, UNKNOWN, async_body_ret, must_return, needs_value, union, widen,
                    without_undefined)
from .type_parser import (TYPE_CONTINUES, body_type, param_names, read_members, read_return_type, read_type, split_gt,
                          TPARAM_MODIFIERS, tparam_names, without_queries)
from .witness import own_parameter_guard

DONE = ("done",)
LABEL = ("label",)  # after `name:`: the statement it labels has not started
_LABELLED = (p_stmt, "label")  # the parser's frame after a label's `:`
MAX_PATTERN_TOKENS = 48  # a longer destructuring pattern's names stay ANY

_OPAQUE_DECL = frozenset("class enum import declare namespace module abstract global".split())
# after `using`, these make it an identifier (`using instanceof C`, `using in o`, `using as T`)
_USING_NOT_DECL = frozenset("in of instanceof as satisfies".split())
_CONTROL = frozenset("if for while do switch try with break continue debugger else".split())
_DEPTH = {"(": 1, "[": 1, "{": 1, "<": 1, "tph": 2, "tpm": 1,
          ")": -1, "]": -1, "}": -1, ">": -1, "tpt": -1}


def feed(st, tok, cx):
    if st is None:
        return _start(tok, cx)
    return _FEED[st[0]](st, tok, cx)


def finish(st, cx):
    """Checks at the statement's end, then its declarations; False to reject."""
    fin = _FINISH.get(st[0])
    return True if fin is None else fin(st, cx)


def confined(st):
    """The statement, read no further after an error (recovery mode): what it declares is ANY."""
    names = ()
    if st is not None and st[0] == "decl":
        names = (st[3],) if st[3] else ()
    elif st is not None and st[0] in ("func", "iface", "alias"):
        names = (st[2],) if st[2] else ()
    elif st is not None and st[0] in ("class", "classdone"):
        names = C.confined_names(st)
    elif st is not None and st[0] == "ns":
        names = (st[2],) if st[2] else ()
    elif st is not None and st[0] in ("enum", "enumdone"):
        names = (st[2],) if st[0] == "enum" and st[2] else ((st[1],) if st[0] == "enumdone" else ())
    return ("opaque", True, 0, 0, names)


def current_ev(st):
    """The expression evaluator at the end of the text, if any (for partial names)."""
    if st is None:
        return None
    k = st[0]
    if k == "expr":
        return st[1]
    if k == "decl" and st[2] == "init":
        return st[6]
    if k == "return":
        return st[1]
    if k == "ctl":
        return control.current_ev(st)
    if k == "switch" and st[1] in ("disc", "case"):
        return st[2]
    return None


def block_scope(st):
    """The bindings of a block that opens now: a `for` loop's variable (control.py), a `catch`
    variable (unknown: `useUnknownInCatchVariables` is part of `--strict`)."""
    if st is not None and st[0] == "opaque" and type(st[3]) is str and st[3][:8] == "catch:3:":
        return {st[3][8:]: (UNKNOWN, False)}
    return control.block_scope(st)


def body_scope(st, cx):
    """For a function body that opens now: ``(values, ret, types)`` when the statement read the
    function's header, else None (the body's scope is then sealed). `this` in a function
    declaration is not the enclosing method's; its bare type parameters are rigid types."""
    if st is None:
        return None
    if st[0] == "func" and st[1] == "body":
        values = dict(st[5])
        values.setdefault("this", (ANY, True))
        return values, st[6], rigid_types(st[3])
    if st[0] == "class":
        return C.body_scope(st, cx)
    ev = current_ev(st)
    return X.open_arrow(ev) if ev is not None else None  # an arrow's block body: its parameters


def rigid_types(names):
    """The type scope of a body whose bare type parameters are ``names``."""
    return {n: ("rigid", n) for n in names}


# -- declare

def declare(cx, name, t, const, kind=None):
    """Bind ``name`` in the innermost scope; ``kind`` (`let`, `const`, `var`) when the
    declaration is one whose redeclaration tsc refuses."""
    if not name or name.endswith("\x00"):
        return
    e = cx.lists[-1]
    values = dict(e.values)
    values[name] = (t, const, kind) if kind else (t, const)
    cx.lists[-1] = e.but(values=values)


def declare_type(cx, name, t, replace=False):
    e = cx.lists[-1]
    types = dict(e.types)
    types[name] = ANY if name in types and not replace else t  # a second declaration merges: not modelled
    cx.lists[-1] = e.but(types=types)


# -- start

def _start(tok, cx):
    k = tok[0]
    if k == "id":
        w = tok[1]
        if w in ("const", "var"):
            return ("decl", w, "name", None, (), None, None, None)
        if w in ("let", "type", "interface", "async", "export", "using"):
            return ("pending", w)
        if w == "function":
            return _func_start(False)
        if w == "return":
            return ("return", START, cx.function_ret(), False)
        if w == "throw":
            return ("expr", START)
        if w == "class":
            return C.start()
        if w == "abstract":
            return ("pending", w)
        if w == "enum":
            return enums.start()
        if w == "namespace":
            return ("pending", w)
        if w in _OPAQUE_DECL:
            return ("opaque", True, 0, 0, (O.DECLARE,) if w == "declare" else ())
        if w == "switch":
            return SW.START_SWITCH
        if w in ("if", "while", "do", "for"):
            return control.start(w)
        if w in _CONTROL or w in ("case", "default"):
            return ("opaque", False, 0, "for" if w == "for" else 0, ())
    if k == ";":
        return DONE
    if k == "{":
        return ("opaque", False, 1, 0, ())
    if k == "@":
        return ("opaque", True, 0, 0, ())
    return _expr_feed(("expr", START), tok, cx)


def _func_start(is_async):
    # ("func", phase, name, toks, depth, values, ret, flags)
    return ("func", "name", None, (), 0, None, None, "async" if is_async else "")


def _pending(st, tok, cx):
    w = st[1]
    k = tok[0]
    is_id = k == "id"
    if w == "export":
        if is_id and tok[1] == "default":
            return ("opaque", True, 0, 0, ())
        if is_id and tok[1] == "import":
            return ("opaque", True, 0, 0, ())  # `export import X = M.y`: X is a member of a namespace
        if k in ("{", "*") or (is_id and tok[1] in ("=", "as")):
            return ("opaque", False, 0, 0, ())
        return _start(tok, cx)
    if w == "let" and (k in ("[", "{") or (is_id and not tok[1].endswith("\x00"))):
        return feed(("decl", "let", "name", None, (), None, None, None), tok, cx)
    if w == "using" and is_id and not tok[2] and not tok[1].endswith("\x00") and tok[1] not in _USING_NOT_DECL:
        # `using conn = new Connection(url)`: a block-scoped constant (its disposal is not checked)
        return feed(("decl", "const", "name", None, (), None, None, None), tok, cx)
    if w in ("type", "interface") and is_id and not tok[2]:
        if w == "type":
            return ("alias", "head", tok[1], (), 0, ())
        return ("iface", "head", tok[1], (), 0, ())
    if w == "async" and is_id and tok[1] == "function" and not tok[2]:
        return _func_start(True)
    if w == "namespace":
        if is_id and not tok[2]:
            return namespaces.feed(namespaces.start(), tok, cx)
        return O.feed(("opaque", True, 0, 0, ()), tok, cx)
    if w == "abstract":
        if is_id and tok[1] == "class" and not tok[2]:
            return C.start(abstract=True)
        return O.feed(("opaque", True, 0, 0, ()), tok, cx)
    # the word was an identifier after all
    ev = _expr_feed(("expr", START), ("id", w, False), cx)
    return feed(ev, tok, cx) if ev is not REJECT else REJECT


# -- expressions

def _expr_feed(st, tok, cx):
    ev = st[1]
    if tok[0] == ";" and X.at_depth0(ev):
        return _expr_done(ev, cx)
    if tok[0] == ":" and cx.stack is not None and cx.stack[0] == _LABELLED:
        return LABEL  # `outer:` was a label: the labelled statement is read as any other
    ev = X.feed(ev, tok, cx)
    return REJECT if ev is REJECT else ("expr", ev)


def _expr_done(ev, cx):
    return DONE if X.result(ev, cx) is not REJECT else REJECT


def _expr_finish(st, cx):
    return X.result(st[1], cx) is not REJECT


def _return_feed(st, tok, cx):
    _, ev, ret, started = st
    if tok[0] == ";" and X.at_depth0(ev):
        ok = _return_finish(st, cx)
        return DONE if ok else REJECT
    if tok[0] == "?" and ret is None and started in (True, _READ_NAME) and X.at_depth0(ev):
        started = _BRANCHES  # the names so far are the condition's (`c ? "a" : null`), not the value's
    ev = X.feed(ev, tok, cx)
    if ev is REJECT:
        return REJECT
    if ret is None and tok[0] == "id" and tok[1] not in _NO_NAME_WORDS and started not in _NAMED:
        started = _BRANCH_NAME if started == _BRANCHES else _READ_NAME  # the value may hold a reference tsc narrowed
    return ("return", ev, ret, started or True)


# `started` of a `return` whose type is inferred: its value read a name (or `this`); after the
# first `?` at its top level (a conditional's branches), none since / some since
_READ_NAME = "name"
_BRANCHES = "branches"
_BRANCH_NAME = "branch name"
_NAMED = (_READ_NAME, _BRANCH_NAME)
_NO_NAME_WORDS = frozenset(("true", "false", "null", "undefined"))


def _return_finish(st, cx):
    _, ev, ret, started = st
    if not started:
        if ret is None:
            cx.infer_return(IR.BARE)
        return not needs_value(ret)  # a bare `return;` gives undefined (TS2322)
    if ret is None:
        t = X.result(ev, cx)
        if t is REJECT:
            return False
        if started in _NAMED and t[0] == "union" and any(m in NULLISH for m in t[1]):
            # `if (!x) return ""; return x;`: the layer reads a reference as declared, tsc as
            # narrowed -- its null or undefined are no proof for the callers
            t = ANY
        cx.infer_return(t)
        return True
    return X.result(ev._replace(targets=ev.targets + (ret,)), cx) is not REJECT


# -- variable declarations: ("decl", kind, phase, name, toks, declared, ev, pattern_depth)

def _decl_feed(st, tok, cx):
    _, kind, phase, name, toks, declared, ev, pd = st
    k = tok[0]
    if phase == "name":
        if k == "id" and tok[1] == "enum" and kind == "const" and not name:
            return enums.start()  # const enum
        if k == "id":
            if _redeclared(cx, kind, tok[1]):
                return REJECT  # a block-scoped variable declared twice (TS2451), at its name
            return ("decl", kind, "after", tok[1], (), None, None, None)
        if k in ("{", "["):
            return ("decl", kind, "pattern", None, (tok,), None, None, 1)
        return ("opaque", True, 0, 0, ())
    if phase == "pattern":
        if k == "id":  # a key or a name in a default is no binding: none is a constant yet
            _declare_var(cx, "let" if kind == "const" else kind, tok[1], ANY, pattern=True)
        d = pd + _DEPTH.get(k, 0) if k not in ("<", ">") else pd
        if toks is not None:  # kept for destructure.py, which types the names by the initialiser
            toks = toks + (tok,) if len(toks) < MAX_PATTERN_TOKENS else None
        if d == 0:
            if kind == "const" and toks is not None:
                for n in destructure.binding_names(toks):
                    declare(cx, n, ANY, True)  # the pattern's own names are constants
            return ("decl", kind, "after", None, toks, None, None, None)
        return ("decl", kind, "pattern", None, toks, None, None, d)
    if phase == "after":
        if k == ":":
            return ("decl", kind, "type", name, (), None, None, 0)
        if k == "!":
            return st
        if k == "=":
            return ("decl", kind, "init", name, toks, declared, START._replace(
                targets=(declared,) if declared is not None else ()), None)
        if k == "," and cx.separates():
            return _declarator_end(st, cx)
        if k == ";":
            return DONE if _declarator_end(st, cx) is not REJECT else REJECT
        return ("opaque", True, 0, 0, (name,))
    if phase == "type":
        d = pd
        for t in split_gt(tok):
            if d == 0 and t[0] in ("=", ",", ";"):
                declared = read_type(toks, cx.resolve_type)
                nxt = ("decl", kind, "after", name, (), declared, None, None)
                return feed(nxt, t, cx)
            d += _DEPTH.get(t[0], 0)
            toks = toks + (t,)
        return ("decl", kind, "type", name, toks, None, None, d)
    if phase == "init":
        if X.at_depth0(ev) and (k == ";" or k == "," and cx.separates()):
            r = _declarator_end(st, cx)
            if r is REJECT or k == ",":
                return r
            return DONE
        before = ev
        ev = X.feed(ev, tok, cx)
        if ev is REJECT:
            return REJECT
        if k == "=>" and declared is None and X.untyped_arrow_head(before, ev):
            return REJECT  # `const f = (x) =>`: nothing types `x` (TS7006)
        return ("decl", kind, "init", name, toks, declared, ev, None)
    return st


def _declarator_end(st, cx):
    _, kind, phase, name, toks, declared, ev, pd = st
    if phase == "type":
        declared = read_type(toks, cx.resolve_type)
        phase = "after"
    annotated = declared is not None
    if phase == "init":
        t = X.result(ev, cx)
        if t is REJECT:
            return REJECT
        if declared is None:
            # a `const` keeps its literal type; a variable's object is no longer fresh (it widens)
            declared = t if kind == "const" and t[0] != "litobj" else widen(t)
            if kind == "const" and name is not None and declared[0] == "union" and any(m in NULLISH for m in declared[1]):
                kind = "fconst"  # `const m = s.match(re)`: until a token names it, nothing narrowed it
        if not annotated and N.compared_before(ev.root, cx, None if ev.ops else X.bare_binding(ev)):
            declared = ANY  # `const z = d;` after `d` was compared: it may be narrowed to never (what compares with anything)
        if name is None and toks and not annotated and N.members_narrowed(ev, cx):
            declared = ANY  # `const { opts } = o` after `"x" in o.opts`: tsc narrows what it destructures
        if name is None and toks:
            for n, ty in destructure.bindings(toks, declared, cx.lib):
                declare(cx, n, ty if kind == "const" else widen(ty), kind == "const")
    if name is not None and not _declare_var(cx, kind, name, declared if declared is not None else ANY):
        return REJECT  # a block-scoped variable declared twice (TS2451)
    if name is not None and not annotated and kind != "var":
        effects.note_unannotated(cx, name)  # its calls never end the flow (effects.py)
    return ("decl", kind, "name", None, (), None, None, None)


def _declare_var(cx, kind, name, t, pattern=False):
    """Declare a variable; False when ``name`` is already a `let`/`const` of this scope, or
    this is a `let`/`const` and it is already a `var` of it (TS2451)."""
    from ..statements import BLOCK_BODY, CASE_BODY
    if not pattern and _redeclared(cx, kind, name):
        return False
    if kind == "var" and cx.lists[-1].kind in (BLOCK_BODY, CASE_BODY):
        cx.taint(name)  # `var` belongs to the function, not the block: trust it nowhere
    declare(cx, name, t, kind in ("const", "fconst"), None if pattern else kind)
    return True


def _redeclared(cx, kind, name):
    old = cx.lists[-1].values.get(name)
    if old is None or len(old) < 3 or name.endswith("\x00"):
        return False
    if old[2] in ("param", "fparam"):
        return kind in ("let", "const", "fconst")  # a parameter redeclared in its function's body (TS2300)
    return old[2] in ("let", "const", "fconst") or (old[2] == "var" and kind != "var")


def _decl_finish(st, cx):
    if st[2] in ("name",):
        return True
    if st[2] == "pattern":
        return True
    return _declarator_end(st, cx) is not REJECT


# -- function declarations: ("func", phase, name, toks, depth, values, ret, flags)

def _func_feed(st, tok, cx):
    _, phase, name, toks, d, values, ret, flags = st
    k = tok[0]
    if phase == "name":
        if k == "*":
            return ("func", "name", name, toks, d, values, ret, flags + "gen")
        if k == "id":
            return ("func", "tparams", tok[1], (), 0, None, None, flags)
        return ("opaque", True, 0, 0, ())
    if phase == "tparams":
        if k == "<" or d:
            for t in split_gt(tok):
                d += _DEPTH.get(t[0], 0)
                toks = toks + (t,)
            return ("func", "tparams", name, toks, d, None, None, flags)
        if k == "(":
            tparams = (tparam_names(toks), _rigid_tparams(toks), generic_calls.inferable(toks), bounded_tparams(toks))
            return ("func", "params", name, (), 1, tparams, None, flags)
        return ("opaque", True, 0, 0, (name,))
    if phase == "params":
        d += _DEPTH.get(k, 0) if k not in ("<", ">") else 0
        if (d == 0 or d == 1 and k == ",") and implicit_any(toks):
            return REJECT  # a parameter without a type or a default (TS7006, TS7019: --strict)
        if d == 0:
            return ("func", "ret?", name, toks, 0, values, None, flags)
        return ("func", "params", name, toks + (tok,), d, values, None, flags)
    if phase == "ret?":
        tparams = values
        if k == ":":
            return ("func", "ret", name, toks, 0, tparams, (), flags)
        if k == "{":
            return _func_body(st, (), cx)
        if k == ";":
            return _func_signature(st, (), cx)
        return ("opaque", True, 0, 0, (name,))
    if phase == "ret":
        rtoks = ret
        for t in split_gt(tok):
            if d == 0 and t[0] == "{" and rtoks and rtoks[-1][0] not in TYPE_CONTINUES:
                return _func_body(("func", phase, name, toks, 0, values, None, flags), rtoks, cx)
            if d == 0 and t[0] == ";":
                return _func_signature(("func", phase, name, toks, 0, values, None, flags), rtoks, cx)
            d += _DEPTH.get(t[0], 0)
            rtoks = rtoks + (t,)
        return ("func", "ret", name, toks, d, values, rtoks, flags)
    if phase == "body":
        if k == "}":
            return DONE
        return st
    return st


def _func_types(st, rtoks, cx):
    """``(name, params, declared_ret, flags, sig, callers, bounded)``: the parameters as the body
    sees them, its declared return type, the function's type as its callers see it (its
    inferable type parameters ``("mtp", key)``: generic_calls.py), and its constrained type
    parameters' body types (bounded_types)."""
    _, phase, name, ptoks, d, tparams, ret, flags = st
    tparams, rigid, infer, bounded = tparams if tparams else ((), (), {}, {})
    parts = split_params(ptoks)
    sig_params = signature_params(parts)
    names = tuple(n for n, p in sig_params if n != "this") if sig_params is not None else None
    declared_ret = read_return_type(rtoks, _no_query(cx, parts), tparams, names=names) if rtoks else None
    declared_ret = own_parameter_guard(declared_ret, rtoks, sig_params, tparams)
    bounded = bounded_types(bounded, _no_query(cx, parts), tparams)
    params, sig = _params(ptoks, cx, tparams, rigid, bounded=bounded)
    fn = _fn_type(declared_ret, flags, sig)
    if infer and sig is not None and (declared_ret is None or declared_ret[0] != "pred"):
        # callers infer the bare type parameters (a type guard's stay ANY: witness.py reads it)
        ret = read_return_type(rtoks, _no_query(cx, parts), tparams, names=names, kept=infer) if rtoks else None
        _values, typed = _params(ptoks, cx, tparams, rigid, kept=infer)
        fn = generic_calls.callers(_fn_type(ret, flags, generic_calls.flags_from(typed, sig)), infer)
    return name, params, declared_ret, flags, sig, fn, bounded


def _fn_type(declared_ret, flags, sig):
    # a generator's declared type is its call's (`Generator<T>`); without one it is inferred: ANY
    ret = declared_ret if declared_ret is not None else ANY
    return ("fn", ret, sig) if sig is not None else ("fn", ret)


def _func_body(st, rtoks, cx):
    name, params, declared_ret, flags, sig, fn, bounded = _func_types(st, rtoks, cx)
    if not _declare_function(cx, name, fn, _IMPLEMENTED):
        return REJECT  # a second body for a function of this scope (TS2393)
    if st[5] and (st[5][1] or bounded) and rtoks:  # the body sees its own type parameters as rigid, bounded
        declared_ret = read_return_type(rtoks, _no_query(cx, split_params(st[3])), st[5][0], st[5][1], bounded=bounded)
    body_ret = body_type(declared_ret, rtoks) if not flags else async_body_ret(declared_ret) if flags == "async" else None
    if not rtoks and flags in ("", "async"):
        body_ret = IR.ASYNC_START if flags else IR.START  # no annotation: its `return`s give the function's type
    if rtoks and not flags and body_ret is None:
        body_ret = NV.floor(rtoks, cx, st[5][0] if st[5] else ())  # a brand: `string & {…}`
    if rtoks and not flags and NV.needs_return(rtoks, cx, st[5][0] if st[5] else ()):
        body_ret = must_return(body_ret)  # a type the layer does not evaluate needs a `return` (TS2355)
    elif rtoks and "gen" in flags:
        body_ret = NV.generator_returns(declared_ret, "async" in flags)  # `Generator<Y, R>`: its `return`s give an R
        if NV.generator_needs_return(rtoks, cx, st[5][0] if st[5] else (), "async" in flags):
            body_ret = must_return(body_ret)
    rigid = st[5][1] if st[5] else ()  # in the body's annotations too (`const r: R = 1` is TS2322)
    return ("func", "body", name, rigid, 0, params, body_ret, flags)


def _func_signature(st, rtoks, cx):
    name, params, declared_ret, flags, sig, fn, _bounded = _func_types(st, rtoks, cx)
    _declare_function(cx, name, fn)
    return DONE


_IMPLEMENTED = "fbody"  # the kind of a function declaration's binding once a body was read


def _declare_function(cx, name, t, kind=None):
    """Declare the function ``name`` (``kind`` _IMPLEMENTED for one with a body); False when the
    scope has a body for it already."""
    old = cx.lists[-1].values.get(name)
    if old is not None:
        if kind == _IMPLEMENTED and len(old) > 2 and old[2] == _IMPLEMENTED:
            return False
        if old[0] != t:
            t = ("fn", ANY)  # overloads: not modelled
    declare(cx, name, t, True, kind)
    return True


def _params(toks, cx, tparams, rigid=(), own=None, kept=(), bounded=None):
    """``(values, signature)``: the parameters as bindings, and as ``((type, optional, rest),
    ...)`` in order (None when one is not read: the arguments are then not checked). A
    parameter declared as one of the ``rigid`` type parameters (`x: T`, `x?: T`) is that rigid
    type in the body (the signature keeps ANY: a caller's `T` is inferred); one declared as a
    type parameter of ``bounded`` (bounded_types': ``{name: ("bounded", name, C)}``) is that
    type there, with the members of its constraint C (model.BOUNDED). ``own``: the
    signature's own type parameters (default: all of ``tparams``), the only ones whose bare
    parameter surely needs an argument (a class's `T` may be `void`: `new E<void>().emit()`).
    ``kept``: those of ``tparams`` read as ``("tparam", name)`` (generic_calls.py)."""
    own = tparams if own is None else own
    parts = split_params(toks)
    if parts is None:  # a default may hide a separator: every name ANY, the calls unchecked
        return {t[1]: (ANY, False) for t in toks if t[0] == "id"}, None
    values = {}
    sig = []
    resolve = _no_query(cx, parts)
    bounded = bounded or {}
    for p in parts:
        while p and p[0][0] == "id" and p[0][1] in _PARAM_MODIFIERS and len(p) > 1 and p[1][0] in ("id", "{", "["):
            p = p[1:]
        rest = False
        if p and p[0][0] == "...":
            rest = True
            p = p[1:]
        if not p:
            continue
        if p[0][0] in ("{", "["):
            for t in p:
                if t[0] == "id":
                    values[t[1]] = (ANY, False)
            has_default = any(t[0] == "=" for t in p)
            sig.append((ANY, has_default, rest))
            continue
        if p[0][0] != "id":
            sig = None
            continue
        name = p[0][1]
        i = 1
        optional = False
        if i < len(p) and p[i][0] == "?":
            optional = True
            i += 1
        t = bare = ANY
        ann = ()
        if i < len(p) and p[i][0] == ":":
            j = i + 1
            d = 0
            while j < len(p) and not (d == 0 and p[j][0] == "="):
                d += _DEPTH.get(p[j][0], 0)
                j += 1
            ann = p[i + 1:j]
            t = read_type(ann, resolve, tparams, kept=kept)
            if j == i + 2 and p[i + 1][0] == "id" and p[i + 1][1] in rigid:
                bare = ("rigid", p[i + 1][1])
            elif j == i + 2 and p[i + 1][0] == "id" and p[i + 1][1] in bounded:
                bare = bounded[p[i + 1][1]]
            elif j == i + 2 and p[i + 1][0] == "id" and p[i + 1][1] == "unknown":
                bare = UNKNOWN  # as a `catch` variable: no member until narrowed (tsc narrows no unknown by assignment)
            i = j
        defaulted = i < len(p) and p[i][0] == "="
        if defaulted:
            optional = False  # a default: undefined is replaced
            bare = ANY
        if optional and t is not ANY:
            t = union([t, UNDEFINED])
        if optional and bare is not ANY:
            bare = union([bare, UNDEFINED])
        if rest and t[0] not in ("array", "tuple"):
            t = ANY
        # the body sees a defaulted parameter's type without undefined (tsc's initial narrowing
        # by the initialiser: `x: string | undefined = "a"` then `x.length`)
        body_t = without_undefined(t) if defaulted else t
        if name == "this":
            values["this"] = (t, True)  # a `this` parameter: the type of `this`, no argument
            continue
        # a typed parameter named nowhere else in the list is "fresh": until its first reference
        # nothing can have narrowed it, nor any member of it (see Context.note_reference)
        fresh = body_t is not ANY and bare is ANY and sum(1 for q in toks if q[0] == "id" and q[1] == name) == 1
        values[name] = (body_t if bare is ANY else bare, False, "fparam" if fresh else "param")  # TS2300: see _redeclared
        if sig is not None:
            # a parameter whose type takes void may be left out (`f(x: number, done: void)`)
            # a caller may pass `undefined` for a parameter with a default (`f(undefined, "x")`)
            sig.append((union([t, UNDEFINED]) if defaulted else t,
                        optional or defaulted or omissible(t, ann, own), rest))
    return values, (tuple(sig) if sig is not None else None)


def signature_params(parts):
    """The parameters ``parts`` (split_params') as ``(name, tokens)`` in the order of ``_params``'s
    signature (name None for a pattern), then a `this` parameter's, for a type predicate on one."""
    if parts is None:
        return None
    out, this = [], []
    for p in parts:
        q = p
        while q and q[0][0] == "id" and q[0][1] in _PARAM_MODIFIERS and len(q) > 1 and q[1][0] in ("id", "{", "["):
            q = q[1:]
        if q and q[0][0] == "...":
            q = q[1:]
        if not q:
            continue
        if q[0][0] == "id" and q[0][1] == "this":
            this.append(("this", p))
        else:
            out.append((q[0][1] if q[0][0] == "id" else None, p))
    return tuple(out + this)


def _no_query(cx, params=None):
    """The resolver of a signature's types: `typeof p` is ANY for a parameter of ``params`` (the
    list's parameters, one token tuple each), or for any name when they are not given."""
    return without_queries(cx.resolve_type, param_names(params) if params is not None else None)


_PARAM_MODIFIERS = frozenset("public private protected readonly override".split())


def _split_commas(toks):
    out = []
    cur = []
    d = 0
    for t in toks:
        if t[0] == "," and d == 0:
            out.append(tuple(cur))
            cur = []
            continue
        d += _DEPTH.get(t[0], 0)
        cur.append(t)
    if cur:
        out.append(tuple(cur))
    return out


def bounded_tparams(toks):
    """The type parameters of the list ``toks`` declared with a constraint that names none of
    the list's type parameters (`<T extends string>`, `<U extends { id: number } = V>`), as
    ``{name: the constraint's tokens}``. Inside the body a value of such a `T` has the members
    of its constraint (tsc's apparent type), so `x.legnth` is TS2551."""
    items = _tparam_items(toks)
    names = {p[0][1] for p in items if p and p[0][0] == "id"}
    out = {}
    for p in items:
        if len(p) < 3 or p[0][0] != "id" or p[1][:2] != ("id", "extends"):
            continue
        c, d = [], 0
        for t in p[2:]:
            if d == 0 and t[0] == "=":
                break
            d += _DEPTH.get(t[0], 0)
            c.append(t)
        if c and not any(t[0] == "id" and t[1] in names for t in c):
            out[p[0][1]] = tuple(c)
    return out


def _tparam_items(toks):
    """The items of the type parameter list ``toks`` (`<const T extends X = Y, U>`), each without
    its `const`/`in`/`out` modifiers (they change what a call infers, or variance, not the name
    or the constraint: type_parser.TPARAM_MODIFIERS)."""
    items = []
    for item in _split_commas(toks[1:-1]) if toks and toks[0][0] == "<" else ():
        while len(item) > 1 and item[0][0] == "id" and item[0][1] in TPARAM_MODIFIERS and item[1][0] == "id" \
                and item[1][1] != "extends":
            item = item[1:]
        items.append(item)
    return items


def bounded_types(bounded, resolve, tparams):
    """``{T: ("bounded", T, C)}`` for the constrained type parameters ``bounded`` (bounded_tparams'),
    those whose constraint C reads as something the layer models: in the body, the type of a
    parameter declared `x: T`, and the declared return type `T` (no concrete value is one)."""
    out = {}
    for name, ctoks in (bounded or {}).items():
        c = read_type(ctoks, resolve, tparams)
        if c is not ANY and c != ANY:
            out[name] = ("bounded", name, c)
    return out


def _rigid_tparams(toks):
    """The type parameters of the list ``toks`` declared bare (`<T>`: no `extends`, no default).
    Inside the function's body such a `T` is rigid: only a value of type `T` itself (or `any`,
    `never`) is assignable to it, so `return "a"` in `function f<T>(): T` is TS2322, and a body
    that may end without `return` is TS2355/TS2366."""
    return tuple(p[0][1] for p in _tparam_items(toks) if len(p) == 1 and p[0][0] == "id")


# -- interfaces: ("iface", phase, name, toks, depth, tparams_toks) and type aliases

def _iface_feed(st, tok, cx):
    _, phase, name, toks, d, head = st
    k = tok[0]
    if phase == "head":
        if d == 0 and k == "{":
            return ("iface", "body", name, (), 1, head)
        for t in split_gt(tok):
            d += _DEPTH.get(t[0], 0)
            head = head + (t,)
        return ("iface", "head", name, toks, d, head)
    if phase == "body":
        for t in split_gt(tok):
            d += _DEPTH.get(t[0], 0)
            if d == 0:
                return _iface_done(name, toks, head, cx)
            toks = toks + (t,)
        return ("iface", "body", name, toks, d, head)
    return st


def _iface_done(name, toks, head, cx):
    tparams = tparam_names(head) if head and head[0][0] == "<" else ()
    t = read_members(toks, cx.resolve_type, tparams, template=True)
    if any(h[0] == "id" and h[1] == "extends" for h in head):
        t = _extend(t, head, cx, tparams)
    declare_type(cx, name, generics.template(tparams, t))
    if augment.in_global_block(cx):
        augment.record(cx, name)  # `declare global { interface Array<T> { … } }`: the lib's merges
    hit = cx.lists[-1].values.get(name)
    if hit is not None and hit[0][0] == "class":
        declare(cx, name, ANY, False)  # it merges into the class declared before it: its instances are open
    return DONE


def _extend(t, head, cx, tparams):
    """`interface A extends B, C`: B's and C's members too, when they are object types read."""
    if t[0] != "obj":
        return ANY
    i = next(j for j, h in enumerate(head) if h[0] == "id" and h[1] == "extends")
    members = {n: (ty, o) for n, ty, o in t[1]}
    open_, call = t[2], t[3]
    for base_toks in _split_commas(head[i + 1:]):
        b = read_type(base_toks, cx.resolve_type, tparams, template=True)
        if b[0] != "obj":
            return ANY
        for n, ty, o in b[1]:
            members.setdefault(n, (ty, o))
        open_ = open_ or b[2]
        call = call if call is not None else b[3]
    return ("obj", tuple(sorted((n, ty, o) for n, (ty, o) in members.items())), open_, call)


def _iface_finish(st, cx):
    declare_type(cx, st[2], ANY)  # ended early (cannot happen in valid text): not modelled
    return True


def _alias_feed(st, tok, cx):
    _, phase, name, toks, d, head = st
    k = tok[0]
    if phase == "head":
        if d == 0 and k == "=":
            return ("alias", "body", name, (), 0, head)
        for t in split_gt(tok):
            d += _DEPTH.get(t[0], 0)
            head = head + (t,)
        return ("alias", "head", name, (), d, head)
    if k == ";" and d == 0:
        _alias_finish(st, cx)
        return DONE
    for t in split_gt(tok):
        d += _DEPTH.get(t[0], 0)
        toks = toks + (t,)
    return ("alias", "body", name, toks, d, head)


def _alias_finish(st, cx):
    _, phase, name, toks, d, head = st
    tparams = tparam_names(head) if head else ()
    t = read_type(toks, cx.resolve_type, tparams, template=True) if phase == "body" else ANY
    declare_type(cx, name, generics.template(tparams, t))
    if phase == "body":
        declare_type(cx, name + NV.KEY, (tparams, toks))  # for nonvoid.py
    return True


_FEED = {
    "done": lambda st, tok, cx: st,
    "label": lambda st, tok, cx: _start(tok, cx),
    "pending": _pending,
    "expr": _expr_feed,
    "return": _return_feed,
    "decl": _decl_feed,
    "func": _func_feed,
    "iface": _iface_feed,
    "alias": _alias_feed,
    "opaque": O.feed,
    "class": C.feed,
    "classdone": lambda st, tok, cx: st,
    "enum": enums.feed,
    "ns": namespaces.feed,
    "enumdone": lambda st, tok, cx: st,
    "switch": SW.feed,
    "ctl": control.feed,
}
_FINISH = {
    "expr": _expr_finish,
    "return": _return_finish,
    "decl": _decl_finish,
    "iface": _iface_finish,
    "alias": _alias_finish,
    "opaque": O.finish,
    "class": C.finish,
    "classdone": C.finish,
    "enum": enums.finish,
    "ns": namespaces.finish,
    "enumdone": enums.finish,
    "switch": SW.finish,
    "ctl": control.finish,
}
