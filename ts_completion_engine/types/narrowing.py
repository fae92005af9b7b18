"""The narrowing watch: which bindings a narrowing may have given more than their declared type.

TypeScript narrows a reference by control flow. Narrowing inside a union (`typeof`, `===`,
discriminants, truthiness) never adds a member the declared type lacks in all its members, and
the checks read a union as "any one of its members" (see assign.py, members.py). Three kinds
of narrowing can add members, so their operands lose their declared type for the rest of the
file (a "taint"; sound, and the only cost is checks not made):

- ``x instanceof C``: the identifiers of the operand before it;
- ``"k" in x``: the identifiers after it, up to the next operator;
- a call that may be a type guard or an assertion function: every identifier in its arguments
  that are references, unless the callee (a name, or a dotted path of names such as `Math.min` or
  `this.items.push`, looked up member by member) is a function whose return type is no type
  predicate -- from the call's `)` on (a guard narrows what follows the call, not its own
  arguments), and not the identifiers of a function body inside the arguments (no argument
  reference). A predicate narrows its argument only where that is a reference (tsc's
  isMatchingReference: a name, `this`, a member or element access of one, in parentheses or
  with `!`), so an argument the watch sees is none -- it starts with a literal, `!`, `new`… or
  goes on with an operator or a call at its own level (`isDigit(src[i + 1] ?? "")`, `f(a + b)`,
  `g(x.trim())`) -- narrows nothing: its names are not tainted (a call inside it is watched on
  its own). A lib function whose declared return is `any` (`JSON.parse`) is no predicate either:
  the lib reader reads every predicate it meets or leaves the interface unread.

An operand that is a dotted path (`this.items instanceof Map`, `"k" in this.cache`,
`isValid(form.email)`) narrows that member, not the binding: the member is tainted
(``cx.taint_member``: `this.cache` and `form.email` are ANY from then on, `this.logger.inof` and
`form.nmae` are still checked); any other operand taints its names, as above.

Where the watch knows what the narrowing may add (witness.py: `x instanceof C` for a class of
the file or a trusted global constructor, a call to a known predicate on its first parameter,
`"k" in x` with a string literal), the reference is narrowed to that witness instead of tainted
(``cx.taint_witness``): its declared type or the witness from then on, still checked. A known
predicate narrows its first argument only, and only when it is a name or a dotted path.

The watch looks at every token, whatever the statement readers make of it, so a narrowing in
text they skip (a condition, a ternary, an arrow body) is seen too.
"""

from ..expressions import p_expr
from ..functions import p_args
from .members import member_type
from .witness import NOTHING, has_key, instance_of, predicate
from .model import ANY, NUMBER, STRING

# recent identifiers of the operand being read, taint what follows `in`, (depth, statement
# lists open) of open calls whose arguments are tainted, the depth of parentheses, the two
# previous tokens, the identifiers seen in those calls' arguments (tainted at their `)`), the
# names being compared or tested, the names compared or tested before (`examined`), the dotted
# path of names just read (`a.b.c`; None after anything else), the `instanceof` being read
# (``(path, None)`` before its constructor, ``(path, name)`` after it), the key of the `in` being
# read (a kept string literal; None: not known), the mark the token just read added (None: none;
# a `.` after it makes it the member form, see _via)
WATCH_START = ((), False, (), 0, None, None, (), frozenset(), frozenset(), None, None, None, None)
_MAX_PENDING = 24

# A name compared with `===`, tested by `typeof` or switched on may be narrowed to `never` in
# what follows, and `never` compares with anything: expr.py makes no `===` overlap proof for it.
# It counts from the token after the end of the condition or operand that tests it (one of
# these), so the comparison that tests it is still checked.
_EQUALITY = frozenset(("===", "!==", "==", "!="))
# A truthiness test narrows too: a union of literals that are all truthy (`"a" | "b"`) or all
# falsy (`"" | 0`) is `never` in one of the branches. Such names are ("truthy", name) in
# `examined`: no overlap proof for them (compared_before), but the members of a bare `unknown`
# are still those of `{}` after `if (x)` (checker.Context.lookup reads plain names only).
_TRUTHINESS = frozenset(("&&", "||", "?"))
# A test of a member (`parts.length !== 2`, `if (o.kind)`, `typeof o.v === "string"`) narrows the
# member's base binding only where the binding's type is a union (a discriminant): such a base is
# ("via", name) or ("truthyvia", name) in `examined`, which compared_before reads as the plain
# mark except for the bare binding of a type that is no union (`const [a, b] = parts`).
_VIA = {"truthy": "truthyvia"}
_CONDITION_WORDS = frozenset((("id", "if"), ("id", "while")))
_BOUNDARY = frozenset((")", ";", "{", "}", "||", "&&", "??", "?", ":", ","))

# a literal that starts a callee's path (no name can be one of these roots)
_LITERAL_ROOTS = {"re": "\x00re", "str": "\x00str", "tpl": "\x00str", "num": "\x00num"}
_LITERAL_TYPES = {"\x00re": ("lib", "RegExp", ()), "\x00str": STRING, "\x00num": NUMBER}

_CHAIN = frozenset((".", "?.", "!", "(", ")", "[", "]"))
_NOT_A_PATH = frozenset(("?.", "!", "(", "["))  # after a dotted path: the operand goes on as no path


def watch(w, tok, stack, cx):
    recent, after_in, calls, depth, prev, prev2, pending, marking, examined, path, inst, in_key, fresh = w
    k = tok[0]
    if k == "." and fresh is not None:
        marking = marking - {fresh} | {_via(fresh)}  # `!o.kind`: the mark the name just got is o's member's
    fresh = None
    if inst is not None:
        inst = _instanceof(inst, tok, cx)
    if marking and prev is not None and prev[0] in _BOUNDARY:
        examined, marking = examined | marking, frozenset()
    if k in _EQUALITY:
        marking = marking | _operand_marks(recent, path, None)
    elif k in _TRUTHINESS:
        marking = marking | _operand_marks(recent, path, "truthy")  # `x &&`, `x ? a : b`
    elif k == "id" and prev is not None and (prev[0] in _EQUALITY or prev == ("id", "typeof")
                                             or prev == ("(",) and prev2 == ("id", "switch")):
        fresh = tok[1] if tok[1] not in marking else None
        marking = marking | {tok[1]}
    elif k == "id" and prev is not None and (prev[0] in _TRUTHINESS or prev[0] == "!"
                                             or prev == ("(",) and prev2 in _CONDITION_WORDS):
        fresh = ("truthy", tok[1]) if ("truthy", tok[1]) not in marking else None
        marking = marking | {("truthy", tok[1])}  # `!x`, `&& x`, `if (x`
    if k == "id":
        name = tok[1]
        if name == "instanceof":
            if path is not None:
                inst = (path, None)  # `this.items instanceof Map`: that member only, by what follows
            else:
                for n in recent:
                    cx.taint(n)
            recent = ()
        elif name == "in":
            # the operator (`"k" in x`), not a `for (k in o)` header, after which the parser reads
            # the iterated expression as an item of the header's sequence; () starts its path
            after_in = () if stack is None or stack[0][0] is p_expr else False
            in_key = prev[1] if prev is not None and prev[0] == "str" else None
            recent = ()
        else:
            if after_in is True:
                cx.taint(name)
            elif type(after_in) is tuple:
                if not after_in or prev == (".",) and after_in[0] != _ALL:
                    after_in = after_in + (name,)
                else:
                    _taint_path(after_in, cx, whole=True)
                    cx.taint(name)
                    after_in = True
            elif calls and calls[-1][1] == len(cx.lists) and (
                    len(calls[-1]) == 3 and calls[-1][2][1] != _ARG_NOT or len(calls[-1]) == 5 and calls[-1][4] == _MESSY):
                pending = _pend(pending, name, prev, prev2, cx)
            recent = recent[-7:] + (name,)
    elif type(after_in) is tuple and k != ".":
        if k in _NOT_A_PATH:  # `"k" in f(x)`, `in a[0]`: no dotted path; every name of it, as before
            _taint_path(after_in, cx, whole=True)
            after_in = True
        else:
            _narrow_path(after_in, has_key(in_key), cx)  # `"k" in this.cache`: that member only
            after_in = False
            recent = ()
    elif k not in _CHAIN:
        recent = ()
        after_in = False
    if calls and len(calls[-1]) == 5 and calls[-1][4] == _OPEN and not (k == ")" and calls[-1][0] == depth):
        calls, pending = _guard_argument(calls, pending, tok, prev, depth)
    elif calls and len(calls[-1]) == 3 and calls[-1][0] == depth and k != ")":
        calls, pending = _argument_step(calls, pending, tok, prev)
    if k == "(":
        depth += 1
        if stack is not None and stack[0][0] is p_args:
            guard = _may_narrow(prev, prev2, path, cx)
            if guard is not False:
                # a known predicate on the first parameter: only that argument, when it is a
                # reference (a name or a dotted path), is narrowed, to the witness
                calls = calls + (((depth, len(cx.lists), (len(pending), _ARG_START, 0)),) if guard is True else
                                 ((depth, len(cx.lists), guard, (), _OPEN),))
    elif k == ")":
        if calls and calls[-1][0] == depth:
            top = calls[-1]
            calls = calls[:-1]
            if len(top) == 5 and top[4] != _MESSY:
                _narrow_path(top[3], top[2], cx)
            else:
                if len(top) == 3 and top[2][1] == _ARG_NOT:
                    pending = pending[:top[2][0]]  # the last argument is no reference
                for ref in pending:
                    _taint_path(ref, cx)
            pending = ()
            calls = tuple((c[0], c[1], (0,) + c[2][1:]) if len(c) == 3 else c for c in calls)
        depth -= 1
    if k == "id":
        if prev is not None and prev[0] in (".", "?."):
            path = path + (tok[1],) if path is not None and prev[0] == "." else None
        else:
            path = (tok[1],)
    elif k in _LITERAL_ROOTS and (prev is None or prev[0] not in (".", "?.")):
        path = (_LITERAL_ROOTS[k],)  # `/^\d+$/.test(s)`, `"abc".includes(s)`: the lib's method
    elif k != "." or prev is None or (prev[0] != "id" and prev[0] not in _LITERAL_ROOTS):
        path = None
    prev = (k, tok[1]) if k == "id" or k == "str" and len(tok) > 3 and tok[3] else (k,)
    return (recent, after_in, calls, depth, prev, w[4], pending, marking, examined, path, inst, in_key, fresh)


def _via(mark):
    """The mark of a name that is the base of the member tested, not the reference tested."""
    return ("via", mark) if type(mark) is str else (_VIA[mark[0]], mark[1])


def _operand_marks(recent, path, kind):
    """The marks an operand's names get from the test that closes it (``kind`` None: compared;
    "truthy": tested for truthiness): the base of a dotted path read last (`parts.length`) gets
    the member form, the path's members and any other name the plain one."""
    marks = [n if kind is None else (kind, n) for n in recent]
    if path is not None and len(path) > 1 and recent[-len(path):] == path:
        i = len(recent) - len(path)
        marks[i] = _via(marks[i])
    return frozenset(marks)


# A narrowing of a dotted reference (`form.email`, `this.cache`) narrows that member, not the
# binding: ``_taint_path`` taints `form`'s member `email` (cx.taint_member), a bare name the
# binding. A path a join of two readings left unsure starts with _ALL: each of its names, whole.
_ALL = "\x00all"


def _taint_path(path, cx, whole=False):
    if not path:
        return
    if whole or path[0] == _ALL or len(path) == 1:
        for n in path:
            if n != _ALL:
                cx.taint(n)
    else:
        cx.taint_member(path[0], path[-1])


def _narrow_path(path, w, cx):
    """``path`` may be narrowed to the witness ``w`` (witness.py; ANY: tainted, NOTHING: not
    narrowed): a bare name the binding, a dotted path that member of the base binding."""
    if w is NOTHING or not path:
        return
    if path[0] == _ALL or w is ANY or w == ANY:
        _taint_path(path, cx)
    elif len(path) == 1:
        cx.taint_witness(path[0], None, w)
    else:
        cx.taint_witness(path[0], path[-1], w)


# `x instanceof C`: the operand's path waits for the constructor (a name) and the token after it,
# which must end the right operand (`C.D`, `C(…)`, `C[…]` are not C)
_OPERAND_ENDS = frozenset((")", "&&", "||", "??", "?", ":", ";", ",", "}", "]", "===", "!==", "==", "!=", "eof"))


def _instanceof(inst, tok, cx):
    path, ctor = inst
    k = tok[0]
    if ctor is None:
        if k == "id" and not tok[1].endswith("\x00") and path[0] != _ALL:
            return (path, tok[1])
        _taint_path(path, cx)
        return None
    if k in _OPERAND_ENDS:
        _narrow_path(path, instance_of(cx.lookup(ctor)[0], cx.lib), cx)
    else:
        _taint_path(path, cx)
    return None


# the state of a known predicate's first argument (a call entry's 5th item): a path being read,
# a path followed by the other arguments (not narrowed), or any other expression (every name in
# it tainted at the `)`, as for an unknown callee)
_OPEN, _DONE, _MESSY = "open", "done", "messy"


def _guard_argument(calls, pending, tok, prev, depth):
    top = calls[-1]
    ref, k = top[3], tok[0]
    if k == "id" and (not ref or prev == (".",)):
        return calls[:-1] + (top[:3] + (ref + (tok[1],), _OPEN),), pending
    if k == "." and ref and prev is not None and prev[0] == "id":
        return calls, pending
    if k == "," and top[0] == depth:
        return calls[:-1] + (top[:4] + (_DONE,),), pending
    pending = pending + ((ref,) if ref else ()) + (((tok[1],),) if k == "id" else ())
    return calls[:-1] + (top[:4] + (_MESSY,),), pending


# An unknown callee's argument being read (a call entry's 3rd item: (where its names start in
# `pending`, its state, the brackets open in it)). START: nothing read yet; REF: a reference so
# far (`a`, `a.b`, `a[i]`, `a!`); KEEP: the watch cannot tell (`(`, `...`, `as`, `=`): a
# reference, as before; NOT: surely no reference, its names are not tainted (an arrow function,
# `(item, i) => validate(item)`, once its `=>` is read).
_ARG_START, _ARG_REF, _ARG_KEEP, _ARG_NOT = "start", "ref", "keep", "not"
_NOT_REFERENCE_WORDS = frozenset(("new", "typeof", "void", "delete", "function", "class"))
_UNSURE_WORDS = frozenset(("as", "satisfies", "await", "yield", "async"))
_ASSIGNMENTS = frozenset(("=", "+=", "-=", "*=", "/=", "%=", "**=", "<<=", ">>=", ">>>=", "&=", "|=", "^=",
                          "&&=", "||=", "??="))
_OPENERS, _CLOSERS = frozenset(("[", "{")), frozenset(("]", "}"))


def _argument_step(calls, pending, tok, prev):
    """The token ``tok`` at the level of the innermost call's arguments (an unknown callee's):
    is the argument being read still a reference?"""
    top = calls[-1]
    start, state, brackets = top[2]
    k = tok[0]
    if brackets == 0 and k == ",":
        if state == _ARG_NOT:
            pending = pending[:start]
        return calls[:-1] + ((top[0], top[1], (len(pending), _ARG_START, 0)),), pending
    if brackets == 0 and k == "=>":
        state = _ARG_NOT  # an arrow function: none of its parameters' or body's names is an argument
        pending = pending[:start]
    elif brackets == 0 and state in (_ARG_START, _ARG_REF):
        state = _argument_state(state, tok, prev)
        if state == _ARG_NOT:
            pending = pending[:start]
    if k in _OPENERS:
        brackets += 1
    elif k in _CLOSERS and brackets:
        brackets -= 1
    return calls[:-1] + ((top[0], top[1], (start, state, brackets)),), pending


def _argument_state(state, tok, prev):
    k = tok[0]
    if state == _ARG_START:
        if k == "id":
            word = tok[1]
            if word in _NOT_REFERENCE_WORDS:
                return _ARG_NOT
            return _ARG_KEEP if word in _UNSURE_WORDS else _ARG_REF
        return _ARG_KEEP if k in ("(", "...", "priv") else _ARG_NOT  # `(x)`, `(a) => …`; a literal, `!x`, `[…]`
    # after a reference
    if prev is not None and prev[0] in (".", "?."):
        return _ARG_REF  # the member's name (`a.b`, `this.#x`)
    if k in (".", "?.", "!", "[", "]"):
        return _ARG_REF
    if k in _ASSIGNMENTS or k == "id" and tok[1] in _UNSURE_WORDS:
        return _ARG_KEEP
    return _ARG_NOT  # an operator, a call's `(`, a tagged template: no reference


def _pend(pending, name, prev, prev2, cx):
    """The guard call's argument references so far with the name just read: it goes on the
    last one after a `.` that followed it (`form.email`), else it starts one."""
    if prev == (".",) and pending and prev2 is not None and prev2[0] == "id" and pending[-1][-1] == prev2[1] \
            and pending[-1][0] != _ALL:
        return pending[:-1] + (pending[-1] + (name,),)
    if (name,) in pending:
        return pending
    if len(pending) < _MAX_PENDING:
        return pending + ((name,),)
    cx.taint(name)
    return pending


def _may_narrow(prev, prev2, path, cx):
    """Can the call whose `(` follows ``prev`` be a type guard or an assertion function? True,
    False, or the witness of a known predicate on its first argument (witness.predicate)."""
    if prev is None or prev[0] != "id":
        return True
    if prev2 is not None and prev2[0] == "id" and prev2[1] == "new":
        return False
    if path is None:
        return True
    t = _LITERAL_TYPES.get(path[0]) or cx.lookup(path[0])[0]
    declared = t is cx.lib.globals.get(path[0])  # a lib global's own type
    for name in path[1:]:
        if t is ANY or t == ANY:
            return True
        if t[0] == "self":
            t = t[1]  # `this` in a method: the members read so far (one not found may come later)
        declared = t[0] in _LIB_OWNED
        t = member_type(t, name, cx.lib)
        if t is None:
            return True  # no such member: the member check rejects it
    if _plain_function(t, cx.lib, declared):
        return False
    guard = predicate(t)
    return True if guard is False else guard


# receivers whose members are the lib's declarations (a lib interface, or a primitive's, an
# array's apparent one): a return read as ANY there is a declared `any`, no unread predicate
_LIB_OWNED = frozenset(("lib", "prim", "lit", "array", "tuple"))


def _plain_function(t, lib, declared=False):
    """A function type (or a built-in interface's call signature: `String(x)`) whose return,
    every overload's, is known (or, ``declared`` by the lib, any) and no type predicate."""
    if t[0] == "lib":
        decl = lib.interfaces.get(t[1])
        rets = [decl[3]] if decl is not None and decl[3] is not None else None
    elif t[0] == "fn":
        rets = [s[1] for s in t[3]] if len(t) > 3 and t[3] else [t[1]]
    else:
        rets = None
    return rets is not None and all(_no_predicate(r, declared) and not (
        r[0] == "union" and not all(_no_predicate(m, declared) for m in r[1])) for r in rets)


def _no_predicate(t, declared):
    """Is the return type ``t`` surely no type predicate (ANY is not, but where the lib ``declared`` it)?"""
    return t[0] != "pred" and (declared or t != ANY)


def join(a, b):
    """A watch that taints whatever either would."""
    if a == b:
        return a
    recent = tuple(dict.fromkeys(a[0] + b[0]))
    pending = a[6] if a[6] == b[6] and a[2] == b[2] else _join_pending(a[6] + b[6] + tuple(
        c[3] for c in a[2] + b[2] if len(c) == 5 and c[3]), ())  # a known predicate's argument: whole
    calls = a[2] if a[2] == b[2] else tuple(sorted(set((c[0], c[1], (0, _ARG_KEEP, 0)) for c in a[2] + b[2])))
    return (recent, _join_in(a[1], b[1]), calls, a[3], a[4], a[5], pending, a[7] | b[7],
            a[8] | b[8], a[9] if a[9] == b[9] else None, _join_inst(a[10], b[10]), a[11] if a[11] == b[11] else None,
            a[12] if a[12] == b[12] else None)  # two readings' fresh marks: the plain one stays


def _join_inst(a, b):
    if a == b or b is None:
        return a
    if a is None:
        return b
    return ((_ALL,) + tuple(dict.fromkeys(n for n in a[0] + b[0] if n != _ALL)), None)


def _join_in(a, b):
    if a == b or a is False:
        return b
    if b is False:
        return a
    if a is True or b is True:
        return True if not (type(a) is tuple and a or type(b) is tuple and b) else (_ALL,) + tuple(
            dict.fromkeys((a if type(a) is tuple else ()) + (b if type(b) is tuple else ())))
    return (_ALL,) + tuple(dict.fromkeys(n for n in a + b if n != _ALL))


def _join_pending(a, b):
    if a == b:
        return a
    names = tuple(dict.fromkeys(n for ref in a + b for n in ref if n != _ALL))
    return tuple((_ALL, n) for n in names)


# -- what the checks ask of the taints: is this member of a chain's base binding narrowed?

THIS_ROOT = ("this",)  # the root of a chain that starts at `this`


def member_tainted(root, name, cx):
    """Has a narrowing of `base.name` made that member of the chain's base binding unknown? Any
    `.name` in a chain rooted there is taken as it (only more permissive); in a chain whose base is
    not known (`(o).opts`, `f().opts`, base None), a member of that name any binding has tainted."""
    return cx.member_tainted(_base(root), name)


def _base(root):
    """The binding a chain starts at (its ``root``), or None."""
    if root is None or type(root) is tuple and root[0] != "fresh" and root is not THIS_ROOT:
        return None
    return "this" if root is THIS_ROOT else root if type(root) is str else root[1]


def within(root):
    """The root of a reference read through ``root``'s (`(x)`, `xs[k]`: tsc narrows both as
    references): no chain's base for the member taints, but compared_before sees through it."""
    return None if root is None else ("within", root)


def compared_before(root, cx, bare=None):
    """Was the binding the chain ``root`` starts at compared or tested before (`examined`), so
    that the chain (`x`, `o.kind`, `this.state`, `(x)`, `xs[k].kind`) may be narrowed to never?
    ``bare``: the chain is the binding itself, of that type. A test of one of its members
    narrows a binding only when its type is a union, or may become one (tsc's discriminants)."""
    while type(root) is tuple and root and root[0] == "within":
        root = root[1]
    base = _base(root)
    if base is None:
        return False
    ex = cx.examined
    if base in ex or ("truthy", base) in ex:
        return True
    if ("via", base) in ex or ("truthyvia", base) in ex:
        return bare is None or bare[0] in ("union", "any", "unknown", "rigid", "tparam", "bounded")
    return False


def examined_now(name, cx):
    """Has a test just read (or one before) examined ``name``, itself or a member of it?"""
    ex = cx.examined_now
    return name in ex or ("via", name) in ex


def member_witnesses(root, name, cx):
    """What narrowings of `base.name` may have made that member of the chain's base binding
    (witness.py; the chain's base not known: any binding's)."""
    return cx.witnesses(_base(root), name)


def members_narrowed(ev, cx):
    """Is ``ev`` a chain rooted at a binding some member of which a narrowing tainted?"""
    return cx.has_member_taint(_base(ev.root))
