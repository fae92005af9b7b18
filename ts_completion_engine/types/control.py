"""`if`, `while`, `do … while` and `for`: their conditions and their bodies that are single
statements, read with the same evaluator and statement readers as everywhere else.

`if (a.lenght)`, `while (i < xs.length())` and `if (n === 0) return "none";` carry the errors an
expression statement or a `return` carries; read as opaque text, they checked nothing. Block
bodies are statement lists of their own (the checker's lists): only their braces come here. A
body that is a single statement is read by statements.py (expression, `return`, `switch`, or
another of these); any other kind (a declaration, `try`, a label) makes the rest of the
statement opaque (declaring nothing), as before.

State ``("ctl", kw, phase, a)``. ``kw``: "if" (an `else` may follow), "else" (it did), "while",
"do" (its body), "dowhile" (the `while` after it), "for". Phases: "head" before the `(`; "cond"
reading the condition (``a``: ``(ev, parens)``); "forhead" (``a``: the opaque reader of a `for`
header, which declares the loop's variables); "body" before the body's first token; "inner"
(``a``: the body's statement); "block" (``a``: the braces open, and the loop's variable, which the
block's scope starts with); "after" the body; "end" after a do-while's `)`. In "body", ``a`` is
those loop variables: ``((name, type, const),)`` for `for (const x of xs)` (the element type of
`xs`) and `for (const k in o)` (string), one per name of a pattern's simple elements for `for
(const [k, v] of m)` (destructure.bindings), else () -- or None outside a `for`. In "inner", ``a`` is
``(statement, loop variable)``: a body that is one statement sees the variable with its type
while it is read (``_bound``), and as the header declared it (ANY) after the loop.

An `else` or the `while` of a `do` after a body statement that ended without `;` (ASI) ends
that statement; the innermost `if` without an `else` takes the `else`, as in the grammar.
"""

from . import expr as X
from . import statements as S
from .expr import REJECT, START
from . import destructure
from .model import ANY, NOT_ITERABLE, STRING, VOID, array_element, union, widen

_MAX_PATTERN = 64  # the tokens of a loop variable's pattern kept; a longer one is not typed

_INNER = frozenset(("expr", "return", "ctl", "done", "switch"))
_OFF = ("off",)  # a `for` header whose loop variable is not typed


def start(word):
    """The state after the keyword ``word`` (`if`, `while`, `do` or `for`) began a statement."""
    if word == "for":
        return ("ctl", "for", "forhead", (("opaque", False, 0, "for", ()), ("(",), ()))
    if word == "do":
        return ("ctl", "do", "body", None)
    return ("ctl", word, "head", None)


def feed(st, tok, cx):
    _, kw, phase, a = st
    k = tok[0]
    if phase == "cond":
        ev, parens = a
        parens += (k == "(") - (k == ")")
        if parens == 0:
            if X.at_depth0(ev) and X.result(ev, cx) in (REJECT, VOID):
                return REJECT  # (void: tested for truthiness, TS1345)
            return ("ctl", kw, "end" if kw == "dowhile" else "body", None)
        ev = X.feed(ev, tok, cx)
        return REJECT if ev is REJECT else ("ctl", kw, "cond", (ev, parens))
    if phase == "inner":
        inner, loop = a
        word = tok[1] if k == "id" else None
        if word in ("else", "while") and not (inner[0] == "ctl" and takes(inner, word)):
            if not _bound(cx, loop, S.finish, inner):  # ended without `;` before the `else` / `while`
                return REJECT
            return _after(kw, tok, cx)
        return _body(kw, _bound(cx, loop, S.feed, inner, tok), tok, cx, loop)
    if phase == "head":
        return ("ctl", kw, "cond", (START, 1)) if k == "(" else _opaque(tok, cx)
    if phase == "forhead":
        op, head, typed = a
        op = S.feed(op, tok, cx)
        if op[3] == 0:  # the header's `)`
            loop = _bound(cx, typed, _loop_binding, head)
            if loop is REJECT:
                return REJECT
            return ("ctl", kw, "body", typed if head[0] == "seg" else loop)
        if head[0] == "init" and (k == ";" and op[2] == 1 or k == "," and X.at_depth0(head[1]) and cx.separates()):
            typed = _bound(cx, typed, _init_end, head, typed)  # `for (let i = 0, n = s.length; ...`
            if typed is REJECT:
                return REJECT
            return ("ctl", kw, "forhead", (op, ("seg", START) if k == ";" else ("name", head[2]), typed))
        head = _bound(cx, typed, _head, head, tok, op[2])
        return REJECT if head is REJECT else ("ctl", kw, "forhead", (op, head, typed))
    if phase == "body":
        if k == "{":
            return ("ctl", kw, "block", (1, a))
        if k == ";":
            return ("ctl", kw, "after", None)
        if kw == "else" and k == "id" and tok[1] == "if":
            return ("ctl", "if", "head", None)  # `else if`: the rest is that `if` (no nesting)
        loop = a or ()
        return _body(kw, _bound(cx, loop, S.feed, None, tok), tok, cx, loop)
    if phase == "block":
        depth = a[0] + (k == "{") - (k == "}")
        return ("ctl", kw, "block", (depth, a[1])) if depth else ("ctl", kw, "after", None)
    if phase == "after":
        return _after(kw, tok, cx)
    if phase == "end" and k == ";":
        return S.DONE
    return _opaque(tok, cx)


def _body(kw, inner, tok, cx, loop):
    """The statement after the body statement became ``inner`` with ``tok``; ``loop``: the loop
    variable it sees, () for none."""
    if inner is REJECT:
        return REJECT
    if inner is S.LABEL:
        return _opaque(tok, cx)  # a label in a body statement: not followed
    if inner[0] == "done":
        return ("ctl", kw, "after", None)
    return ("ctl", kw, "inner", (inner, loop)) if inner[0] in _INNER else _opaque(tok, cx)


def _bound(cx, loop, fn, *args):
    """``fn(*args, cx)`` with the loop variables ``loop`` (``((name, type, const), ...)``, or ())
    bound in the scope that holds the loop: a body that is one statement has no scope of its own."""
    if not loop:
        return fn(*args, cx)
    e = cx.lists[-1]
    olds = [(name, e.values.get(name)) for name, _t, _c in loop]
    values = dict(e.values)
    for name, t, const in loop:
        values[name] = (t, const)
    cx.lists[-1] = e.but(values=values)
    out = fn(*args, cx)
    e = cx.lists[-1]
    values = dict(e.values)
    for name, old in olds:
        if old is None:
            values.pop(name, None)
        else:
            values[name] = old  # as the header declared it (ANY): the type stays inside the loop
    cx.lists[-1] = e.but(values=values)
    return out


def _after(kw, tok, cx):
    if tok[0] == "id" and tok[1] == "else" and kw == "if":
        return ("ctl", "else", "body", None)
    if tok[0] == "id" and tok[1] == "while" and kw == "do":
        return ("ctl", "dowhile", "head", None)
    return _opaque(tok, cx)


def takes(st, word):
    """Does the statement ``st`` (a "ctl") go on with ``word`` (`else`, `while`) as its own?"""
    _, kw, phase, a = st
    own = (word == "else" and kw == "if") or (word == "while" and kw == "do")
    if phase == "after":
        return own
    if phase == "inner":
        return own or (a[0][0] == "ctl" and takes(a[0], word))
    return False


def _opaque(tok, cx):
    """Something this reader does not follow: the rest of the statement is read by depth only."""
    return S.feed(("opaque", False, 0, 0, ()), tok, cx)


def finish(st, cx):
    _, kw, phase, a = st
    if phase == "inner":
        return _bound(cx, a[1], S.finish, a[0])
    if phase == "cond" and X.at_depth0(a[0]):
        return X.result(a[0], cx) is not REJECT
    return True


def evaluated_first(st):
    """Is the text at the end of ``st`` evaluated whenever the statement starts: the condition of
    an `if`, a `while` or a `switch`, a C-style `for`'s initialisers and condition (not its update)?"""
    _, kw, phase, a = st
    if phase == "cond":
        return kw in ("if", "while")
    return phase == "forhead" and (a[1][0] == "init" or a[1][0] == "seg" and len(a[1]) == 2)


def current_ev(st):
    """The evaluator at the end of the text: the condition's or the body statement's."""
    _, kw, phase, a = st
    if phase == "cond":
        return a[0]
    if phase == "inner":
        return S.current_ev(a[0])
    if phase == "forhead" and a[1][0] in ("of", "in"):
        return a[1][3]
    if phase == "forhead" and a[1][0] in ("seg", "init"):
        return a[1][1]
    return None


# -- `for (const x of xs)` and `for (const k in o)`: the loop variable's type, in its block

def _head(head, tok, depth, cx):
    """The header read so far: ``("(",)`` before it, ``("kw",)`` after `(`, ``("name", kind)``,
    ``("of?", kind, name)``, ``(word, kind, name, ev)`` after `of`/`in` (name: the tokens of a
    destructuring pattern, None for one too long; ``("pattern", kind, depth, tokens)`` while it
    is read);
    _OFF when it is something else (`for await`, a declared type). A C-style loop's
    initialisers are ``("init", ev, kind, name)`` (their end is ``feed``'s: ``_init_end``), its
    condition ``("seg", ev)`` and update ``("seg", ev, "update")``, each checked at its end. The
    opaque reader declared the loop's variables ANY; a `let`/`var` one whose initialiser is a
    number, a string or a boolean has that declared type in the condition, the update and the body."""
    k = tok[0]
    phase = head[0]
    if k == ";" and depth == 1:
        if phase == "seg" and _segment_fails(head[1], cx):
            return REJECT
        return ("seg", START, "update") if phase == "seg" else ("seg", START)
    if phase == "init":
        ev = X.feed(head[1], tok, cx)
        return REJECT if ev is REJECT else ("init", ev) + head[2:]
    if phase == "seg":
        ev = X.feed(head[1], tok, cx)
        return REJECT if ev is REJECT else ("seg", ev) + head[2:]
    if phase == "off":
        return head
    if phase == "(":
        return ("kw",) if k == "(" else _OFF
    if phase == "kw":
        return ("name", tok[1]) if k == "id" and tok[1] in ("const", "let", "var") else _OFF
    if phase == "name":
        if k in ("[", "{"):
            return ("pattern", head[1], 1, (tok,))  # `for (const [k, v] of Object.entries(o))`
        return ("of?", head[1], tok[1]) if k == "id" and not tok[1].endswith("\x00") else _OFF
    if phase == "pattern":  # its tokens kept, for destructure.bindings; the iterated expression is read
        d = head[2] + (k in ("[", "{", "(")) - (k in ("]", "}", ")"))
        toks = head[3] + (tok,)
        return ("pattern", head[1], d, toks) if d else ("of?", head[1], toks if len(toks) <= _MAX_PATTERN else None)
    if phase == "of?":
        if k == "=":
            return ("init", START, head[1], head[2])
        if k == ":":
            return _OFF  # a declared type: the initialiser is not read
        return (tok[1], head[1], head[2], START) if k == "id" and tok[1] in ("of", "in") else _OFF
    ev = X.feed(head[3], tok, cx)
    return REJECT if ev is REJECT else head[:3] + (ev,)


def _loop_binding(head, cx):
    """``((name, type, const), ...)`` for the loop's block, () (not typed), or REJECT (the
    iterated expression has an error)."""
    if head[0] == "seg":
        return REJECT if _segment_fails(head[1], cx) else ()
    if head[0] not in ("of", "in") or not X.at_depth0(head[3]) or head[3] == START:
        return ()
    t = X.result(head[3], cx)
    if t is REJECT or t[0] in ("prim", "lit") and t[1] in NOT_ITERABLE:
        return REJECT  # `for (const i of n)` with n a number (TS2488; `in`: TS2407)
    elem = STRING if head[0] == "in" else element_type(t)
    if elem is ANY or elem == ANY or head[2] is None:
        return ()
    const = head[1] == "const"
    if type(head[2]) is str:
        return ((head[2], elem, const),)
    if head[0] != "of":
        return ()  # a pattern in a `for … in` (TS2491)
    # the names of a pattern of simple elements (`[k, v]`, `{ id, name }`): what they give
    return tuple((n, ty if const else widen(ty), const) for n, ty in destructure.bindings(head[2], elem, cx.lib))


_DECLARED = frozenset(("number", "string", "boolean", "bigint"))


def _init_end(head, typed, cx):
    """At the end of the initialiser ``head`` (``("init", ev, kind, name)``): REJECT when it has
    an error, else ``typed`` with its variable when its declared type is proven: `let i = 0` and
    `let n = xs.length` declare a `number` (a later `i = "a"` is an error of its own, narrowing
    stays inside it). A `const` keeps its literal type, which the loop's comparisons would need;
    `null`, `undefined` (evolving), objects and the rest stay ANY."""
    _, ev, kind, name = head
    if ev == START or not X.at_depth0(ev):
        return typed
    t = X.result(ev, cx)
    if t is REJECT:
        return REJECT
    if kind == "const" or type(name) is not str:
        return typed
    t = widen(t)
    if t[0] != "prim" or t[1] not in _DECLARED:
        return typed
    return tuple(b for b in typed if b[0] != name) + ((name, t, False),)


def _segment_fails(ev, cx):
    return ev != START and X.at_depth0(ev) and X.result(ev, cx) is REJECT


def element_type(t):
    """What `for … of` gives for an iterable of type ``t`` (ANY where not modelled)."""
    k = t[0]
    elem = array_element(t)
    if elem is not None:
        return elem
    if k == "tuple":
        return union(t[1]) if t[1] else ANY
    if k in ("prim", "lit") and t[1] == "string":
        return STRING
    if k == "lib" and t[1] in ("Set", "ReadonlySet") and len(t[2]) == 1:
        return t[2][0]
    if k == "lib" and t[1] in ("Map", "ReadonlyMap") and len(t[2]) == 2:
        return ("tuple", t[2])
    if k == "union" and t[1]:
        members = [element_type(m) for m in t[1]]
        return ANY if any(m is ANY or m == ANY for m in members) else union(members)
    return ANY


def block_scope(st):
    """The bindings a block opening now starts with: a `for` loop's variable."""
    if st is not None and st[0] == "ctl" and st[2] == "block" and st[3][1]:
        return {name: (t, const) for name, t, const in st[3][1]}
    return {}
