"""The type layer's state and its one entry point, ``advance(ts, tok, stack)``, called by the
lexer after every token the syntax layer accepted.

Structure comes from the syntax layer: every statement list is a ``(p_stmts, kind)`` frame on
the parser stack, and a new statement starts a new such cell above the same tail. So scopes
open and close exactly when the parser's statement lists do, and a statement has ended exactly
when its list shows a new cell -- `;`, automatic semicolon insertion and `}` included --
without a second parser. Within a statement, `statements.py` reads what it models.

``TypeState`` is immutable: ``lists`` is a tuple of ``Entry`` (outermost first).
"""

import os
import re

from ..expressions import p_expr, p_object
from ..functions import p_args, p_declarators
from ..statements import p_return, p_stmts, FUNCTION_BODY, STATIC_BODY, BLOCK_BODY, CASE_BODY, NAMESPACE_BODY
from . import augment
from . import classes as C
from . import effects as E
from . import flow as F
from . import inferred_return as IR
from . import narrowing as N
from . import statements as S
from . import unassigned as U
from .narrowing import WATCH_START
from .expr import AFTER, REJECT, partial_ok as _ev_partial_ok, result as _ev_result
from .classes import arrow_this
from .generics import GENERIC, instantiate, mentions_tparam
from .lib_cache import get_lib
from .members import member_type
from .namespaces import closed as closed_namespace
from .model import ANY, NEVER, UNDEFINED, declared, narrowable, needs_return, needs_value
from .utility import UTILITY_NAMES, apply as _utility
from .witness import narrowed


# Built-in names the layer trusts. A file may declare its own `Node`, `Event`, `status` or
# `open` -- even after using it, since types and functions are hoisted -- and the lib's would
# then be wrong; these core names are the ones code does not redeclare. Others are ANY.
TRUSTED_GLOBALS = frozenset(
    "Math JSON Object Array String Number Boolean Promise Map Set WeakMap WeakSet Date RegExp Symbol "
    "BigInt Reflect Intl parseInt parseFloat isNaN isFinite NaN Infinity encodeURIComponent "
    "decodeURIComponent encodeURI decodeURI console document Error TypeError RangeError "
    "ResizeObserver MutationObserver IntersectionObserver XMLHttpRequest".split())
TRUSTED_TYPES = frozenset(
    "String Number Boolean Object Function Promise PromiseLike Map ReadonlyMap Set ReadonlySet WeakMap "
    "WeakSet Date RegExp RegExpMatchArray Error TypeError RangeError Symbol BigInt ArrayBuffer DataView "
    "Uint8Array Int8Array Uint16Array Int16Array Uint32Array Int32Array Float32Array Float64Array "
    "Iterable Iterator AsyncIterable Generator AsyncGenerator IterableIterator ArrayLike "
    "ResizeObserver ResizeObserverEntry MutationObserver MutationRecord IntersectionObserver "
    "IntersectionObserverEntry XMLHttpRequest".split())


# trusted lib types with a type parameter that has no default: written bare, the name is the file's
NEEDS_TYPE_ARGS = frozenset(
    "Promise PromiseLike Map ReadonlyMap Set ReadonlySet WeakMap WeakSet Iterable AsyncIterable Iterator "
    "IterableIterator ArrayLike".split())

_SEPARATING = (p_declarators, p_args, p_object)


class Entry:
    """One open statement list: its scope, and the statement being read in it.

    ``values``/``types``: name -> (type, const) / name -> type, for what this scope declared;
    ``sealed``: names not found here are ANY (a function whose parameters were not read, a
    namespace, a class static block) instead of being looked up outside;
    ``ret``: the declared return type when this is a function body the layer read (else None)."""

    __slots__ = ("anchor", "cell", "kind", "values", "types", "sealed", "ret", "stmt", "exits", "flow")

    def __init__(self, anchor, cell, kind, values, types, sealed, ret, stmt, exits=False, flow=None):
        self.anchor = anchor
        self.cell = cell
        self.kind = kind
        self.values = values
        self.types = types
        self.sealed = sealed
        self.ret = ret
        self.stmt = stmt
        self.exits = exits  # a function body: a `return` statement was read in it
        self.flow = flow  # reachability of this list's end (flow.py), where a function needs a value

    def but(self, **kw):
        e = Entry(self.anchor, self.cell, self.kind, self.values, self.types, self.sealed, self.ret, self.stmt,
                  self.exits, self.flow)
        for k, v in kw.items():
            setattr(e, k, v)
        return e

    def key(self):
        return (self.kind, self.values, self.types, self.sealed, self.ret, self.stmt, self.exits, self.flow)


class TypeState:
    """``tainted``: ``(name, entry index)`` of bindings a narrowing may have given members their
    declared type lacks (`in`, `instanceof`, a call that may be a type guard): their references
    are ANY from then on. ``watch``: the narrowing watch's state (``narrowing.py``)."""

    __slots__ = ("lists", "tainted", "recover", "watch", "unset", "scan")

    def __init__(self, lists, tainted=frozenset(), recover=False, watch=None, unset=(), scan=None):
        self.lists = lists
        self.tainted = tainted
        self.recover = recover
        self.watch = watch if watch is not None else WATCH_START
        self.unset = unset  # variables declared without a value and not assigned yet (unassigned.py)
        self.scan = scan

    def strict(self):
        """The same state with recovery off."""
        return TypeState(self.lists, self.tainted, False, self.watch, self.unset, self.scan)

    def __eq__(self, other):
        if self is other:
            return True
        if not isinstance(other, TypeState):
            return False
        return (self.tainted == other.tainted and self.recover == other.recover and self.watch == other.watch
                and self.unset == other.unset and self.scan == other.scan and len(self.lists) == len(other.lists)
                and all(a.key() == b.key() for a, b in zip(self.lists, other.lists)))

    def __hash__(self):
        return hash(len(self.lists))


# bindings no token has named since they were declared, and what they become once one does
_FRESH = {"fparam": "param", "fconst": "const"}


class Context:
    """What the statement and expression readers may ask while one token is processed."""

    __slots__ = ("lists", "lib", "tainted", "new_taint", "stack", "this_type", "touched", "examined",
                 "examined_now", "first_ref")

    def __init__(self, ts, lists, lib, stack):
        self.lists = lists
        self.lib = lib
        self.tainted = ts.tainted
        self.new_taint = None
        self.stack = stack  # the parser's stack after the token
        self.examined = ts.watch[8]  # names that may be narrowed to never (narrowing.py)
        self.examined_now = self.examined  # and those the token just read made so (an `&&` before it)
        self.this_type = None  # what `this` is where the scopes do not say (a class's initialiser)
        self.touched = False  # a scope other than the innermost changed
        self.first_ref = None  # (name, "param" / "const"): the fresh binding the token just read names first

    def note_reference(self, name):
        """The identifier ``name`` was read (as anything: a reference, a key, a member name). A
        parameter of a union type that no token named before has its declared type here: no
        condition, guard or assignment can have narrowed it (expr.py checks its first use
        strictly); from now on it is an ordinary parameter."""
        for i in range(len(self.lists) - 1, -1, -1):
            e = self.lists[i]
            hit = e.values.get(name)
            if hit is not None:
                if len(hit) == 3 and hit[2] in _FRESH:
                    kind = _FRESH[hit[2]]
                    values = dict(e.values)
                    values[name] = (hit[0], hit[1], kind)
                    self.lists[i] = e.but(values=values)
                    self.touched = True
                    if not self._tainted((name, i)):
                        self.first_ref = (name, kind)
                return
            if e.sealed:
                return

    def note_this(self, name, recv):
        """`this.name` in a method before the class declared ``name``: the class checks it at its
        end. ``recv`` is that `this`: the class is the one whose method scope holds it -- as
        `this` or, for the static side, as the class's own name (`R.made` in an instance method)."""
        from .classes import note
        at = None
        static = len(recv) > 2
        for i in range(len(self.lists) - 1, 0, -1):
            values = self.lists[i].values
            hit = values.get("this")
            if hit is not None and hit[0] is recv or static and any(v[0] is recv for v in values.values()):
                at = i  # the outermost body sharing this `this` (arrow functions inside the method)
        if at is not None:
            e = self.lists[at - 1]
            st = note(e.stmt, name)
            if st is not e.stmt:
                self.lists[at - 1] = e.but(stmt=st)
                self.touched = True

    def separates(self):
        """Is the `,` just read a separator of the list the reader is in (declarators,
        arguments, properties), and not one inside type arguments (`f<A, B>(x)`)?"""
        return self.stack is not None and self.stack[0][0] in _SEPARATING

    def in_expression(self):
        """Is the token just read part of an expression for the parser (not a type argument
        list)? Tells `a < b` from `f<T>(x)`, which the parser reads as two readings."""
        return self.stack is not None and self.stack[0][0] is p_expr

    def taint(self, name):
        """The binding ``name`` refers to here may be narrowed by a type guard: from now on
        its declared type proves nothing."""
        if not name.endswith("\x00"):
            self._add_taint((name, self._where(name)))

    def taint_member(self, name, member):
        """``name.member`` may be narrowed (`"k" in this.cache`, `isS(form.email)`): that member
        proves nothing from now on, the binding's other members still do."""
        if not name.endswith("\x00") and not member.endswith("\x00"):
            self._add_taint((name, self._where(name), member))

    def taint_witness(self, name, member, w):
        """``name`` (``member`` None) or ``name.member`` may be narrowed to ``w`` (witness.py)
        from now on: its declared type or ``w`` (ANY: the plain taints above)."""
        where = self._where(name)
        if w is ANY or w == ANY or where < 0:
            return self.taint(name) if member is None else self.taint_member(name, member)
        if not name.endswith("\x00") and (member is None or not member.endswith("\x00")):
            self._add_taint((name, where, member, w))

    def witnesses(self, name, member, where=None):
        """The witnesses of ``name`` (``member`` None) or of ``name.member`` (``name`` None: that
        member of any binding)."""
        if not self.tainted and not self.new_taint:
            return ()
        if name is not None and where is None:
            where = self._where(name)
        return tuple(k[3] for k in (*self.tainted, *(self.new_taint or ()))
                     if len(k) == 4 and k[2] == member and (name is None or k[0] == name and k[1] == where))

    def has_member_taint(self, name):
        """Has a narrowing tainted (or witnessed) some member of ``name`` (None: of any binding)?"""
        if not self.tainted and not self.new_taint:
            return False
        where = self._where(name) if name is not None else None
        return any(len(k) >= 3 and k[2] is not None and (name is None or k[0] == name and k[1] == where)
                   for k in (*self.tainted, *(self.new_taint or ())))

    def _add_taint(self, key):
        if key in self.tainted:
            return
        if self.new_taint is None:
            self.new_taint = set()
        self.new_taint.add(key)

    def member_tainted(self, name, member):
        """Has a narrowing tainted ``name.member`` (``name`` None: that member of any binding)?"""
        if not self.tainted and not self.new_taint:
            return False
        if name is None:
            return any(len(k) == 3 and k[2] == member for k in (*self.tainted, *(self.new_taint or ())))
        return self._tainted((name, self._where(name), member))

    def _where(self, name):
        for i in range(len(self.lists) - 1, -1, -1):
            if name in self.lists[i].values:
                return i
        return -1

    def _tainted(self, key):
        return key in self.tainted or (self.new_taint is not None and key in self.new_taint)

    def lookup(self, name):
        """(type, is_const) of a value name."""
        for i in range(len(self.lists) - 1, -1, -1):
            e = self.lists[i]
            hit = e.values.get(name)
            if hit is not None:
                if N.examined_now(name, self) and _narrowable(hit[0]):
                    return ANY, hit[1]  # `typeof e === "string"`, `e != null` may have narrowed it
                if self._tainted((name, i)):
                    return ANY, hit[1]
                ws = self.witnesses(name, None, i)
                return (narrowed(hit[0], ws), hit[1]) if ws else hit[:2]
            if e.sealed:
                return ANY, False
        if name == "undefined":
            return UNDEFINED, True
        t = self.lib.globals.get(name) if name in TRUSTED_GLOBALS else None
        if t is None or self._tainted((name, -1)):
            return ANY, False
        return t, False

    def resolve_type(self, name, args):
        if name.startswith("typeof."):
            return self._type_query(name.split(".")[1:])
        for e in reversed(self.lists):
            hit = e.types.get(name)
            if hit is not None:
                return instantiate(hit, args) if hit[0] == GENERIC else hit
            if e.sealed:
                return ANY
        if name in UTILITY_NAMES:
            if mentions_tparam(args):
                return ("lib", name, args)  # in a generic declaration: applied once instantiated
            return _utility(name, args)  # the lib's, by name: the file declares none in scope
        if name in self.lib.interfaces and (name in TRUSTED_TYPES or name.startswith(("HTML", "SVG"))):
            if not args and name in NEEDS_TYPE_ARGS:
                return ANY  # `m: Map` is no lib Map (TS2314): the file declares its own, maybe later
            return ("lib", name, args)
        return ANY

    def _type_query(self, path):
        """`typeof a.b`: the declared type of the binding (what its references are checked as)."""
        t, _const = self.lookup(path[0])
        for m in path[1:]:
            if t is ANY:
                break
            t = member_type(t, m, self.lib)
            if t is None:
                return ANY
        return t

    def infer_return(self, t):
        """A `return` statement of value type ``t`` (inferred_return.BARE: none) ended in the
        innermost function body: noted where that body's return type is inferred."""
        i = _innermost_body(self.lists)
        if i is not None and IR.inferring(self.lists[i].ret):
            self.lists[i] = self.lists[i].but(ret=IR.noted(self.lists[i].ret, t))
            self.touched = True

    def function_ret(self):
        for e in reversed(self.lists):
            if FUNCTION_BODY <= e.kind < STATIC_BODY:
                return declared(e.ret)
            if e.kind == STATIC_BODY or e.sealed and e.kind != BLOCK_BODY and e.kind != CASE_BODY:
                return None
        return None


_narrowable = narrowable


def initial(stack, recover=False):
    """The type state of the empty file whose parser stack is ``stack``."""
    get_lib()
    cell = stack
    entry = Entry(cell[1], cell, cell[0][1], {}, {}, False, None, None)
    return TypeState((entry,), frozenset(), recover)


# A bug in the layer (an exception it did not foresee) must not cost the user the completion: the
# statement is given up instead, permissive. The tests set this to see such bugs as failures.
RAISE_BUGS = os.environ.get("CPC_ENGINE_RAISE_BUGS") == "1"


def advance(ts, tok, stack):
    """The state after the syntax layer accepted ``tok`` and left ``stack``; None to reject."""
    if tok[0] == "id" and "\\" in tok[1]:
        tok = (tok[0], unescape_identifier(tok[1])) + tuple(tok[2:])
    try:
        return _advance_all(ts, tok, stack)
    except RecursionError:
        return _given_up(ts)
    except Exception:
        if RAISE_BUGS:
            raise
        return _given_up(ts)


def _given_up(ts):
    """Nesting deeper than the evaluators bound (expr.MAX_NESTING) still overflowed, or the
    layer failed: the statement is read no further, as after an error in recovery mode (no proof
    is lost)."""
    lists = list(ts.lists)
    e = lists[-1]
    lists[-1] = e.but(stmt=S.confined(e.stmt), flow=(False, F.POISON) if e.flow is not None else None)
    return TypeState(tuple(lists), ts.tainted, ts.recover, ts.watch, (), None)


def _advance_all(ts, tok, stack):
    if not ts.unset and ts.scan is None and (tok[0] != "id" or tok[1] != "let"):
        return _advance(ts, tok, stack)
    unset = U.before(ts, tok) if ts.unset else ()
    if unset is None:
        return None  # a variable read before any assignment (TS2454)
    new = _advance(ts, tok, stack)
    if new is None:
        return None
    unset, scan, lists = U.after(ts, new, tok, unset, ts.scan, None, needs_value)
    if not unset and scan is None and lists is new.lists:
        return new if not new.unset and new.scan is None else TypeState(new.lists, new.tainted, new.recover,
                                                                         new.watch)
    return TypeState(lists, new.tainted, new.recover, new.watch, unset, scan)


def _advance(ts, tok, stack):
    s = stack
    while s is not None and s[0][0] is not p_stmts:
        s = s[1]
    lists = ts.lists
    top = lists[-1]
    cx = Context(ts, list(lists), augment.lib_for(get_lib(), lists), stack)
    watch = N.watch(ts.watch, tok, stack, cx)
    if watch is not ts.watch:
        ts = TypeState(ts.lists, ts.tainted, ts.recover, watch)
        cx.examined_now = watch[8]
    if tok[0] == "id":
        cx.note_reference(tok[1])
        if tok[1] == "return" and stack is not None and stack[0][0] is p_return:
            _mark_return(cx)  # also where the parser reads it as a one-statement body (`if (x) return 1;`)
    if s is not None and s is top.cell:
        st = S.feed(top.stmt, tok, cx)
        if st is REJECT:
            return _recovered(ts, cx, tok) if ts.recover else None
        flow = _flow_next(cx, top.flow, top.stmt, st, tok) if top.flow is not None else None
        if st is top.stmt and flow is top.flow and cx.new_taint is None and cx.lists[-1] is top and not cx.touched:
            return ts  # (with the watch advanced)
        cx.lists[-1] = cx.lists[-1].but(stmt=st, flow=flow)
        return _state(ts, cx)
    if s is not None and s[1] is top.anchor:
        # a new statement in the same list: the previous one has ended
        return _statement_token(ts, cx, s, tok)
    return _reconcile(ts, cx, tok, s)


def _statement_token(ts, cx, cell, tok):
    """The state after ``tok`` went to the top list's statement at ``cell`` (see _to_statement)."""
    st = _to_statement(cx, cell, tok, ts.recover)
    if st is _ENDED_BADLY:
        return None
    if st is REJECT:
        return _recovered(ts, cx, tok) if ts.recover else None
    cx.lists[-1] = cx.lists[-1].but(stmt=st)
    return _state(ts, cx)


def _state(ts, cx):
    tainted = cx.tainted
    if cx.new_taint:
        tainted = tainted | cx.new_taint
    return TypeState(tuple(cx.lists), tainted, ts.recover, ts.watch)


def _mark_return(cx):
    """A `return` statement in the innermost function body (its blocks and clauses included)."""
    i = _innermost_body(cx.lists)
    if i is None:
        return
    e = cx.lists[i]
    if IR.inferring(e.ret):
        cx.lists[i] = e.but(exits=True, ret=IR.counted(e.ret))
        cx.touched = True
    elif e.ret is not None and not e.exits:
        cx.lists[i] = e.but(exits=True)
        cx.touched = True


def _innermost_body(lists):
    """The index of the function body the innermost list belongs to (through its blocks and
    case clauses), or None."""
    for i in range(len(lists) - 1, -1, -1):
        kind = lists[i].kind
        if FUNCTION_BODY <= kind < STATIC_BODY:
            return i
        if kind != BLOCK_BODY and kind != CASE_BODY:
            return None
    return None


def _ends_without_return(entry):
    """TS2355: a function body whose declared type needs a `return` statement has none (no
    `return` token was read in it, ``exits``) and its end is proven reachable (flow.py)."""
    return (FUNCTION_BODY <= entry.kind < STATIC_BODY and not entry.exits and needs_return(entry.ret)
            and entry.flow is not None and F.end_of(entry.flow))


def _recovered(ts, cx, tok):
    """Recovery mode: the statement with the error is read no further (what it declares is ANY)."""
    e = cx.lists[-1]
    cx.lists[-1] = e.but(stmt=S.confined(e.stmt))
    return _state(ts, cx)


def _finish_top(cx, recover):
    """End the top list's current statement: its last checks, then its declarations."""
    e = cx.lists[-1]
    if e.stmt is None:
        return True
    if e.flow is not None:
        _flow_end(cx, e)
    ok = S.finish(e.stmt, cx)
    if not ok:
        if not recover:
            return False
        S.finish(S.confined(e.stmt), cx)
    return True


def _flow_next(cx, flow, old, st, tok):
    """A list's flow after ``tok`` (its statement went from ``old`` to ``st``); ``flow`` itself
    when the record did not change."""
    ok, rec = flow
    if st is S.LABEL:
        return (ok, None)  # `name:`: the labelled statement completes when the statement it labels does
    new = F.feed(rec, tok, st[0] if st is not None else None)
    if old is None and tok[0] == "id" and st is not None and st[0] == "expr" and E.unannotated(cx, tok[1]):
        new = F.call_known(new)  # `el.append(x)` for `const el = …`: no exit for tsc (effects.py)
    if tok[0] == ";" and st is S.DONE and old is not None and old[0] == "expr":
        new = _call_known(new, old, cx)
    elif tok[0] == "(" and old is not None and old[0] == "expr" and rec is not None and rec[:3] == (("x",), 0, None) \
            and _predicate_callee(old[1]):
        new = F.asserting(new)  # `assert(cond, msg)`: it returns unless `cond` is false
    elif (old is not None and old[0] == "switch" and old[1] == "body" and old[4] == 1 and tok[0] == "id"
          and tok[1] in ("case", "default")):
        new = F.clause_start(new)  # the switch's own `case`/`default` (switch.py reads the clauses)
    return flow if new is rec else (ok, new)


def _predicate_callee(ev):
    """Is the expression so far a plain callee whose one signature returns a type predicate?
    (An overloaded one's joined result drops a `never` overload.)"""
    cur = ev.cur
    return (ev.mode == AFTER and not ev.ops and not ev.pre and not ev.targets and cur is not None
            and cur[0] == "fn" and cur[1][0] == "pred" and len(cur) == 3 and cur[2] is not None)


def _call_known(rec, stmt, cx):
    """An expression statement whose type is known (not never, not a predicate): any call in
    it returns, for tsc too."""
    t = _ev_result(stmt[1], cx)
    if t is None or t[0] in ("any", "tparam", "this", "pred") or t == NEVER:
        return rec
    return F.call_known(rec)


def _flow_end(cx, e):
    """Fold the statement that ends into its list's proof."""
    ok, rec = e.flow
    if rec is not None and e.stmt[0] == "expr":
        rec = _call_known(rec, e.stmt, cx)
    if ok and e.kind == CASE_BODY and F.is_break(rec) and len(cx.lists) > 1 and cx.lists[-2].flow is not None:
        parent = cx.lists[-2]  # a clause's own `break;`: the switch completes
        cx.lists[-2] = parent.but(flow=(parent.flow[0], F.switch_broken(parent.flow[1])))
    elif ok and e.kind == BLOCK_BODY and F.breaks_loop(rec) and len(cx.lists) > 1 and cx.lists[-2].flow is not None:
        parent = cx.lists[-2]  # a loop body's own reachable `break`: the loop completes
        cx.lists[-2] = parent.but(flow=(parent.flow[0], F.loop_broken(parent.flow[1])))
    if IR.inferring(e.ret):
        e = e.but(ret=IR.ended(e.ret, F.terminates(rec)))  # the body's own statement: is its end unreachable after it?
    cx.lists[-1] = e.but(flow=(ok and F.completes(rec), None))


_ENDED_BADLY = object()  # the statement that ended before the token failed its last checks


def _to_statement(cx, cell, tok, recover):
    """Give ``tok`` to the top list's statement at ``cell``: the current one, or -- when the
    parser started a new one -- a new statement after the last one's end. Returns the
    statement's next state, REJECT, or _ENDED_BADLY."""
    top = cx.lists[-1]
    if cell is top.cell:
        st = S.feed(top.stmt, tok, cx)
        if top.flow is not None and st is not REJECT:
            # the statement may have declared (a function at its body's `{`): not `top` again
            cx.lists[-1] = cx.lists[-1].but(flow=_flow_next(cx, top.flow, top.stmt, st, tok))
        return st
    if not _finish_top(cx, recover):
        return _ENDED_BADLY
    cx.lists[-1] = cx.lists[-1].but(cell=cell, stmt=None)
    st = S.feed(None, tok, cx)
    e = cx.lists[-1]
    if e.flow is not None and st is not REJECT:
        cx.lists[-1] = e.but(flow=_flow_next(cx, e.flow, None, st, tok))
    return st



def _give_token(cx, lists, cell, tok, recover):
    """The statement of the innermost list takes ``tok`` (the list ``cell`` is its own); False
    when that rejects (in recovery mode the statement is confined instead)."""
    st = _to_statement(cx, cell, tok, recover)
    if st is _ENDED_BADLY:
        return False
    if st is REJECT:
        if not recover:
            return False
        st = S.confined(lists[-1].stmt)
    lists[-1] = lists[-1].but(stmt=st)
    return True

def _reconcile(ts, cx, tok, s):
    """Statement lists opened or closed: match the stack's lists against ours."""
    cells = []
    while s is not None:
        if s[0][0] is p_stmts:
            cells.append(s)
        s = s[1]
    cells.reverse()  # outermost first
    lists = cx.lists
    keep = 0
    while keep < len(lists) and keep < len(cells) and lists[keep].anchor is cells[keep][1]:
        keep += 1
    # close lists the stack no longer has (innermost first); the closing token belongs to
    # the statement that holds the list
    while len(lists) > keep:
        if not _finish_top(cx, ts.recover):
            return None
        closed = lists.pop()
        if closed.kind == NAMESPACE_BODY and lists:
            lists[-1] = lists[-1].but(stmt=closed_namespace(lists[-1].stmt, closed))
        if _ends_without_return(closed) and not ts.recover:
            return None  # a function that must return a value has no `return` (TS2355)
        if IR.inferring(closed.ret) and lists:
            lists[-1] = IR.bind(lists[-1], IR.result(closed.ret, F.end_of(closed.flow)))
        if closed.flow is not None:
            reach = F.end_of(closed.flow)
            if FUNCTION_BODY <= closed.kind < STATIC_BODY:
                if reach and not ts.recover and needs_value(closed.ret):
                    return None  # its end is reachable: no `return` on some path (TS2366)
            elif lists and lists[-1].flow is not None:
                parent = lists[-1]
                lists[-1] = parent.but(flow=(parent.flow[0], F.close_block(parent.flow[1], reach)))
        if closed.kind == CASE_BODY and lists:  # a switch's cases share one scope: leak as ANY
            parent = lists[-1]
            if closed.values:
                values = dict(parent.values)
                values.update((n, (ANY, False)) for n in closed.values)
                lists[-1] = parent.but(values=values)
    if not lists:
        return _state(ts, cx)  # the end of the file was accepted
    if keep == len(cells):
        return _statement_token(ts, cx, cells[-1], tok)
    # lists opened: the opening token goes to the statement holding them -- unless the parser
    # opened the list lazily, at its first statement's first token (`try {`, `case 1:`)
    lazy = keep == len(cells) - 1 and cx.stack is not cells[-1] and lists[-1].cell is cells[keep - 1]
    # two or more lists at once (`default: {`, `try { {`): the first opened lazily, and the token
    # starts its first statement, which opens the next
    split = keep + 1 if not lazy and len(cells) - keep >= 2 and lists[-1].cell is cells[keep - 1] else None
    if not lazy and split is None and not _give_token(cx, lists, cells[keep - 1], tok, ts.recover):
        return None
    if cx.tainted and any(t[1] >= keep for t in cx.tainted):
        # a scope opening at depth `keep`: taints of the closed scopes that were there are gone
        cx.tainted = frozenset(t for t in cx.tainted if t[1] < keep)
    for at, cell in enumerate(cells[keep:], keep):
        if at == split and not _give_token(cx, lists, cells[keep], tok, ts.recover):
            return None
        kind = cell[0][1]
        opened = S.body_scope(lists[-1].stmt, cx) if FUNCTION_BODY <= kind < STATIC_BODY else \
            C.static_block_scope(lists[-1].stmt, cx) if kind == STATIC_BODY else None
        parent = lists[-1]
        if opened is not None:
            values, ret, types = opened
            entry = Entry(cell[1], cell, kind, values, types, False, ret, None,
                          flow=F.LIST_START if needs_return(ret) or IR.inferring(ret) else None)
        else:
            sealed = kind != BLOCK_BODY and kind != CASE_BODY
            values = S.block_scope(lists[-1].stmt) if kind == BLOCK_BODY else {}
            if FUNCTION_BODY <= kind < STATIC_BODY and ts.watch[5] == ("=>",):
                values = {"this": (arrow_this(cell, cx), True)}  # an arrow function keeps `this`
            flow = F.LIST_START if not sealed and parent.flow is not None else None
            entry = Entry(cell[1], cell, kind, values, {}, sealed, None, None, flow=flow)
            if flow is not None and kind == BLOCK_BODY:
                lists[-1] = parent.but(flow=(parent.flow[0], F.open_block(parent.flow[1])))
        lists.append(entry)
    if lazy:
        return _statement_token(ts, cx, cells[-1], tok)
    return _state(ts, cx)


def unescape_identifier(text):
    """An identifier's name: its Unicode escapes (`\\u006c`, `\\u{6c}`) decoded, as tsc reads
    them (`"abc".\\u006cength` is `length`)."""
    return re.sub(r"\\u\{([0-9a-fA-F]+)\}|\\u([0-9a-fA-F]{4})", lambda m: chr(int(m.group(1) or m.group(2), 16)), text)


def partial_ok(ts, prefix):
    """Can the partial identifier ``prefix`` (the end of the text fed so far) still be
    completed into something the type layer accepts? Only member names are checked."""
    if "\\" in prefix:
        prefix = unescape_identifier(prefix)
        if "\\" in prefix:
            return True  # an escape not complete yet: any character may follow
    ev = S.current_ev(ts.lists[-1].stmt)
    if ev is None:
        return True
    return _ev_partial_ok(ev, prefix, augment.lib_for(get_lib(), ts.lists))


def join(a, b):
    """A type state no stronger than either ``a`` or ``b`` (two readings of the same text
    that the parser merged): differing bindings become ANY, differing statements opaque,
    taints add up."""
    if a is None or b is None:
        return None
    if len(a.lists) != len(b.lists):
        return None  # cannot happen for equal parser stacks; be permissive if it does
    lists = []
    for ea, eb in zip(a.lists, b.lists):
        if ea.key() == eb.key():
            lists.append(ea)
            continue
        values = ea.values if ea.values == eb.values else _join_scope(ea.values, eb.values, (ANY, False))
        types = ea.types if ea.types == eb.types else _join_scope(ea.types, eb.types, ANY)
        stmt = ea.stmt if ea.stmt == eb.stmt else S.confined(ea.stmt)
        ret = ea.ret if ea.ret == eb.ret else None
        flow = ea.flow if ea.flow == eb.flow else (None if ea.flow is None or eb.flow is None else (False, F.POISON))
        lists.append(ea.but(values=values, types=types, stmt=stmt, ret=ret, sealed=ea.sealed or eb.sealed,
                            flow=flow))
    same = a.unset == b.unset and a.scan == b.scan
    return TypeState(tuple(lists), a.tainted | b.tainted, a.recover and b.recover, N.join(a.watch, b.watch),
                     a.unset if same else (), a.scan if same else None)


def _join_scope(x, y, unknown):
    out = {}
    for name in set(x) | set(y):
        vx, vy = x.get(name), y.get(name)
        out[name] = vx if vx == vy else unknown
    return out
