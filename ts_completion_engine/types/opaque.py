"""Opaque statements, read by depth only: ``("opaque", declares, depth, for_state, names)``.

What the type layer does not read token by token (`class` heads it hands on, `enum`, `import`,
`declare`, `namespace`, loops' and `catch`'s heads, a `{` block) is followed here to its end:
what it may declare is ANY there (``finish``), a `for` head's own variables and a `catch`
variable are declared as they are read, and `declare const/let/var x: T` and `declare function`
are handed to the declaration readers of statements.py (typed by their annotation).
"""

from . import statements as S
from .model import ANY


def feed(st, tok, cx):
    """``fs``: 0; "for"/"catch" before its `(`; "catch-head" (every name in it is a binding) or
    "catch:…" while it may still be a bare name (_catch_var);
    ("for-head", what): the loop's own declarations -- the name after `let`/`const`/`var`, a
    pattern's names, the names after `,` in that list -- and none of the names it only uses."""
    _, declares, d, fs, names = st
    k = tok[0]
    if declares and names and names[0] is _AMBIENT:
        names = _ambient_names(names, tok)
    elif names == (DECLARE,):
        if k == "id" and tok[1] in ("const", "let", "var"):
            # `declare const x: T;`: a variable of its annotation (no initialiser; none is
            # unassigned: unassigned.py only scans a plain `let`)
            return ("decl", tok[1], "name", None, (), None, None, None)
        if k == "id" and tok[1] == "function":
            return S._func_start(False)  # `declare function f(x: T): R;`: read as an overload's signature
        names = _AMBIENT_START.get(tok[1], (tok[1],)) if k == "id" else ()  # `declare global`: as before
    elif k == "id" and declares:
        names = names + (tok[1],)
    if fs in ("for", "catch") and k == "(":
        return ("opaque", declares, d + 1, "catch:0:" if fs == "catch" else ("for-head", None), names)
    if type(fs) is str and fs[:6] == "catch:":
        if fs[6] == "0" and k == "id":
            S.declare(cx, tok[1], ANY, False)  # a catch variable (here ANY: the block's scope types it)
        fs = _catch_var(fs, tok)
    elif k == "id" and tok[1] == "catch" and fs == 0:
        fs = "catch"
    elif fs == "catch-head" and k == "id":
        S.declare(cx, tok[1], ANY, False)  # a catch variable, scoped to its block
    elif type(fs) is tuple:
        fs = ("for-head", _for_head(fs[1], tok, d, cx))
    d += S._DEPTH.get(k, 0) if k not in ("<", ">") else 0
    if fs != 0 and type(fs) is not str or fs == "catch-head":
        if d == 0:
            fs = 0
    return ("opaque", declares, d, fs, names)


# `declare class C<T> extends B {}` declares `C` only, not `B` (every name of another declaring
# statement is taken as maybe declared): ``(_AMBIENT, mode, name, ...)``, where mode says what the
# next name is -- "one" the declaration's own name, "skip" a use. (`declare const/let/var` and
# `declare function` are read by statements.py's readers instead.)
_AMBIENT = "\x00ambient"
DECLARE = "\x00declare"  # right after `declare`
_AMBIENT_START = {w: (_AMBIENT, "one") for w in ("class", "enum", "interface", "type", "abstract", "namespace", "module")}


def _ambient_names(names, tok):
    if tok[0] == "id" and names[1] == "one":
        if tok[1] == "class":  # `declare abstract class C`
            return names
        return (_AMBIENT, "skip") + names[2:] + (tok[1],)
    return names


def _catch_var(fs, tok):
    """`catch (e) {`: "catch:0:" after the `(`, "catch:1:e" after the name, "catch:2:e" after
    the `)`, "catch:3:e" after the block's `{` (block_scope gives `e` the type unknown there);
    anything else (a type annotation, a pattern) goes on as "catch-head": its names stay ANY."""
    step, name = fs[6], fs[8:]
    k = tok[0]
    if step == "0":
        return "catch:1:" + tok[1] if k == "id" else "catch-head"
    if step == "1" and k == ")":
        return "catch:2:" + name
    if step == "2" and k == "{":
        return "catch:3:" + name
    return "catch-head" if step == "1" else 0


def _for_head(what, tok, d, cx):
    k = tok[0]
    if what is None:  # the header's first token
        return "name" if k == "id" and tok[1] in ("let", "const", "var", "using") else "off"
    if what == "name":
        if k == "id":
            S.declare(cx, tok[1], ANY, False)  # a loop variable, scoped to the loop
            return "list"
        if k in ("{", "["):
            return ("pattern", 1)
        return "off"
    if type(what) is tuple:  # inside a destructuring pattern
        if k == "id":
            S.declare(cx, tok[1], ANY, False)
        depth = what[1] + (1 if k in ("{", "[") else -1 if k in ("}", "]") else 0)
        return ("pattern", depth) if depth else "list"
    if what == "list" and d == 1:
        if k == ",":
            return "name"
        if k == ";" or (k == "id" and tok[1] in ("of", "in")):
            return "off"
    return what


def finish(st, cx):
    if st[1]:
        for n in st[4][2:] if st[4] and st[4][0] is _AMBIENT else st[4]:
            S.declare(cx, n, ANY, False)
            S.declare_type(cx, n, ANY)
    return True
