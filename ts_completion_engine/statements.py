"""Statements: statement lists, the dispatch on a statement's first token, control flow,
and the one-token look-ahead that tells `type X = ...` from an expression `type`."""

from . import classes as C
from . import declarations as D
from . import expressions as E
from . import functions as F
from . import module_detection as M
from .parser_core import (ACCEPTED, AWAIT_STATEMENT, EXPR_SEMI, RESERVED, SEMI, STATEMENT_TAILS, TOP_LEVEL_FRAMES,
                          opt, p_seq, seq, step)

TOP, BLOCK_BODY, CASE_BODY, NAMESPACE_BODY = 0, 1, 2, 3
FUNCTION_BODY = 4   # 4..7: plus the function's flavour (functions.ASYNC | functions.GEN)
STATIC_BODY = 8     # class C { static { ... } }
TOP_LENIENT = 9     # the file, once a // @ts-ignore or // @ts-expect-error comment was seen
TOP_MODULE = 10     # the file, once an import or export declaration made it a module
TOP_SCRIPT = 11     # the file, once a top-level `await` was a name (see module_detection.py)
# After a // @ts-ignore / @ts-expect-error: the rules are off until the statement holding the
# line it silences is over (TOP_IGNORE_WAIT: that statement has not started at the top level;
# TOP_IGNORE: it has); a top-level statement starting on a later line turns them on again.
TOP_IGNORE_WAIT = 12
TOP_IGNORE = 13
_FILE = frozenset((TOP, TOP_LENIENT, TOP_MODULE, TOP_SCRIPT, TOP_IGNORE_WAIT, TOP_IGNORE))
_RELAXED = frozenset((TOP_LENIENT, TOP_IGNORE_WAIT, TOP_IGNORE))


def lenient(stack):
    """Were the rules tsc checks after parsing switched off for this file?

    A `// @ts-ignore` / `// @ts-expect-error` line silences those errors (`return` outside a
    function, `await` outside async code, an `import` in a block...) on the next line, so the
    engine stops rejecting them until the top-level statement holding that line is over (a
    rule's error may start on that line and be proven some tokens later); a `// @ts-nocheck`
    before the first statement, and a declaration file, switch them off for good. Syntax
    errors proper are never silenced. Walks to the stack's root: call it only before rejecting."""
    while stack[1] is not None:
        stack = stack[1]
    return stack[0][0] is p_stmts and stack[0][1] in _RELAXED


def silenced_next(stack):
    """Is the token being read the first the last `// @ts-ignore` silences -- its statement
    started before the comment, or it is a nested one (TOP_IGNORE_WAIT) -- or are the checker's
    errors off for good (TOP_LENIENT)? Narrower than ``lenient``, for an error tsc reports at
    one token (TS1200 at a `=>`)."""
    while stack[1] is not None:
        stack = stack[1]
    return stack[0][0] is p_stmts and stack[0][1] in (TOP_LENIENT, TOP_IGNORE_WAIT)


# Reserved in strict code (all TypeScript modules, and everything under --strict), except as
# property names and in `declare` code.
STRICT_RESERVED = frozenset("implements interface let package private protected public static yield".split())


def strict_name_ok(word, stack):
    """May ``word`` be an identifier here? Call it only before rejecting."""
    return word not in STRICT_RESERVED or lenient(stack) or ambient(stack)


def p_ambient(st, tok, rest):
    """Sits below a `declare` declaration (and so below its namespace body, if any)."""
    return (rest, tok)


def ambient(stack):
    """Is the top of ``stack`` inside a `declare` declaration? Call it only before rejecting."""
    while stack is not None:
        fn, st = stack[0]
        if fn is p_ambient:
            return True
        if fn is p_stmts and FUNCTION_BODY <= st <= STATIC_BODY:
            return False
        stack = stack[1]
    return False


def make_lenient(stack, kind=TOP_IGNORE_WAIT):
    """The same stack with its root marked ``kind`` (rebuilt once, at the comment):
    TOP_IGNORE_WAIT after a directive that silences the next line, TOP_LENIENT for good."""
    return _root_marked(stack, kind)


def member_starts(stack, newline):
    """``stack`` as a class member starts on it: the root steps as for a top-level statement
    (``_ignore_step``; tsc reports each of those errors at a token of the member that holds it)."""
    root = stack
    while root[1] is not None:
        root = root[1]
    fn, kind = root[0]
    if fn is not p_stmts:
        return stack
    new = _ignore_step(kind, newline)
    return stack if new == kind else _root_marked(stack, new) or stack


def _root_marked(stack, kind):
    frames = []
    while stack[1] is not None:
        frames.append(stack[0])
        stack = stack[1]
    if stack[0][0] is not p_stmts or stack[0][1] == TOP_LENIENT or stack[0][1] == kind:
        return None  # already lenient (or finished): nothing to change
    out = ((p_stmts, kind), None)
    for frame in reversed(frames):
        out = (frame, out)
    return out


_INNER = frozenset((BLOCK_BODY, CASE_BODY, 4, 5, 6, 7, STATIC_BODY))


def p_stmts(kind, tok, rest):
    """Statements until the end of the file (TOP), a `}` (a block, namespace, function or
    static block body) or the next case. Only the file and namespaces may hold import and
    export declarations."""
    k = tok[0]
    if k == "}":
        if kind == CASE_BODY:
            return (rest, tok)
        if kind not in _FILE:
            return (rest, None)
        return None
    if k == "eof":
        return (ACCEPTED, None) if kind in _FILE else None
    if k == "id" and kind in _INNER:
        t = tok[1]
        if kind == CASE_BODY and (t == "case" or t == "default"):
            return (rest, tok)
        if (t == "export" or t == "import") and not lenient(rest):
            if t == "export":
                return None
            # only import("m") or import.meta here
            return (((E.p_expr, E.IMPORT), (SEMI, ((p_stmts, kind), rest))), None)
    if k == "id" and tok[1] == "export" and (kind == TOP or kind == TOP_SCRIPT):
        # the file is a module from here on (marked as a statement starts, where the list's
        # frame is rebuilt anyway); an import declaration marks it where it is certain to
        # be one (not `import("m")`), see module_detection.py
        if kind == TOP_SCRIPT:
            return None  # an earlier top-level `await` was a name (TS1262, TS1109)
        kind = TOP_MODULE
    elif kind == TOP_IGNORE_WAIT or kind == TOP_IGNORE:
        kind = _ignore_step(kind, tok[2])
    return (((p_stmt, 0), ((p_stmts, kind), rest)), tok)


def _ignore_step(kind, newline):
    """The root's kind as a top-level statement or a class member starts (``newline``: on a line
    of its own) after a `// @ts-ignore`: it may hold the silenced line (TOP_IGNORE_WAIT becomes
    TOP_IGNORE); once one may have, one starting on a later line turns the rules on again (TOP,
    undecided for module detection: permissive) -- the silenced line is behind it."""
    if kind == TOP_IGNORE_WAIT:
        return TOP_IGNORE
    if kind == TOP_IGNORE and newline:
        return TOP
    return kind


TOP_LEVEL_FRAMES.update(((p_stmts, TOP), (p_stmts, TOP_LENIENT), (p_stmts, TOP_MODULE),
                         (p_stmts, TOP_IGNORE_WAIT), (p_stmts, TOP_IGNORE),
                         (M.p_file_mark, TOP_MODULE)))  # (a statement that made the file a module)


def module_top_level(stack):
    """Is the top of ``stack`` in a module's top-level code, where `await` is always the
    operator (blocks count; functions, class bodies and namespaces do not)?"""
    while stack is not None:
        fn, st = stack[0]
        if fn is p_stmts:
            if st == TOP_MODULE:
                return True
            if st != BLOCK_BODY and st != CASE_BODY:
                return False
        elif fn is F.p_arrow_expression_body or fn is C.p_class_body:
            return False
        elif fn is M.p_file_mark:
            return st == TOP_MODULE
        stack = stack[1]
    return False
STMT = None  # set below
BLOCK = seq("{", (p_stmts, BLOCK_BODY))


def p_stmt(st, tok, rest):
    k = tok[0]
    if st == "@":  # after decorators: more of them, or the class they decorate
        if k == "@":
            return (((C.p_decorator, 0), ((p_stmt, "@"), rest)), None)
        if k == "id":
            t = tok[1]
            if t == "class":
                return ((C.CLASS_DECL, rest), None)
            if t == "abstract":  # a modifier only before `class` on the same line (TS1146)
                return (((p_stmt, "@abstract"), rest), None)
            if t == "export":
                rest = M.as_module(rest)  # @dec export class: the file is a module
                return (((p_stmt, "@export"), rest), None) if rest is not None else None
        if lenient(rest):
            return (((p_stmt, 0), rest), tok)
        return None
    if st == "@export":  # @dec export: only a class may follow (TS1206)
        if (k == "id" and tok[1] in ("class", "default", "abstract")) or lenient(rest):
            return (((D.p_export, "S"), rest), tok)
        return None
    if st == "@abstract":
        if k == "id" and tok[1] == "class" and not tok[2]:
            return ((C.ABSTRACT_CLASS_DECL, rest), None)
        return None
    if st == "label":  # a labelled statement: no declaration at all (TS1344)
        if not lenient(rest):
            if k == "@" or (k == "id" and tok[1] in _NOT_LABELLED):
                return None
            if k == "id" and tok[1] == "async":
                return (((p_after_word, ("async", "label")), rest), None)
        st = "sub"
    if st == "sub":  # the body of if / else / while / for / do: no lexical declaration (TS1156)
        if k == "id" and not lenient(rest):
            t = tok[1]
            if t == "const":
                return None
            if t in _LEXICAL_WORDS:
                return (((p_after_word, (t, "sub")), rest), None)
        st = 0
    if st == "const":  # const enum E {} or const declarations
        if k == "id" and tok[1] == "enum":
            return ((D.ENUM, rest), None)
        return ((F.CONST_STATEMENT, rest), tok)
    if k == "id":
        t = tok[1]
        if t in RESERVED:
            if t == "return" and not _enclosing(rest, None) and not lenient(rest):
                return None  # return outside a function
            if t == "with" and not lenient(rest):
                return None  # `with` is not allowed in strict code (TS1101)
            if t in _NOT_DECLARATIONS and _in_ambient_body(rest):
                return None  # declare namespace N { if (x) ... }: only declarations (TS1036)
            start = _KEYWORD_STATEMENTS.get(t)
            if start is None:
                if t in ("this", "super", "null", "true", "false", "new", "typeof", "void", "delete"):
                    return ((EXPR_STATEMENT, rest), tok)
                return None
            if type(start) is str:  # a pending decision
                return (((p_stmt, start), rest), None)
            return ((start, rest), None)
        if t == "yield" and not E.in_generator(rest) and not lenient(rest):
            return None  # yield is reserved outside generators (strict mode)
        if t in _NO_STATEMENT_WORDS and not strict_name_ok(t, rest):
            return None  # `static`, `public`...: no statement starts with them in strict code
        return (((p_after_word, t), rest), None)
    if k == ";":
        if _in_ambient_body(rest):
            return None  # an empty statement in declare code (TS1036)
        return (rest, None)
    if k == "@":
        return (((C.p_decorator, 0), ((p_stmt, "@"), rest)), None)
    if _in_ambient_body(rest):
        return None  # a block or an expression statement in declare code
    if k == "{":
        return (((p_stmts, BLOCK_BODY), rest), None)
    return ((EXPR_STATEMENT, rest), tok)


# reserved in strict code and never the start of a declaration (`let x`, `interface I`)
_NO_STATEMENT_WORDS = STRICT_RESERVED - {"let", "interface", "yield"}

# statements (not declarations) that start with a reserved word
_NOT_DECLARATIONS = frozenset(
    "if for while do switch try return throw break continue debugger with "
    "this super null true false new typeof void delete".split()
)


def _in_ambient_body(stack):
    """Directly inside the body of a `declare namespace / module / global`?"""
    return (stack is not None and stack[0] == (p_stmts, NAMESPACE_BODY)
            and ambient(stack) and not lenient(stack))


EXPR_STATEMENT = None  # set by link()


def p_after_word(word, tok, rest):
    """A statement began with the identifier `word`; the next token says what it was.
    ``word`` may be ``(word, "declaration")`` after `export`: then it must be a declaration."""
    if type(word) is tuple and (word[1] == "sub" or word[1] == "label"):
        r = p_after_word(word[0], tok, rest)
        if r is not None and type(r) is tuple and r[0][0] in _LEXICAL_DECLARATIONS:
            return None  # if (x) let y = 1; while (x) type T = U; x: async function f() {}
        return r
    if type(word) is tuple:
        r = p_after_word(word[0], tok, rest)
        if r is None or r[0][0] == (p_stmt, 0) and tok[0] == ":" or r[0][0][0] is E.p_expr or r[0] is rest:
            return None  # export <expression> / export label: / export declare x
        return r
    k = tok[0]
    if k == ":":
        if word in STRICT_RESERVED and not strict_name_ok(word, rest) or _in_ambient_body(rest):
            return None  # a reserved word, or a labelled statement in declare code (TS1036)
        if word == "await" and not lenient(rest):
            flavour = F.function_flavour(rest)
            if flavour is None:
                if module_top_level(rest):
                    return None  # `await:` at a module's top level (TS1109)
                rest = M.as_script(rest)
            elif flavour > 0 and flavour & F.ASYNC:
                return None  # `await:` in an async function (TS1109)
        return (((p_stmt, "label"), ((p_label, word), rest)), None)  # a label
    nl = tok[2]
    is_id = k == "id"
    t = tok[1] if is_id else None
    if word in _DECLARATION_WORDS:
        if word == "let":
            if (is_id and t not in RESERVED) or k == "[" or k == "{":
                return ((F.VAR_STATEMENT, rest), tok)
        elif word == "type":
            if is_id and not nl:
                return ((D.TYPE_ALIAS, rest), tok)
        elif word == "interface":
            if is_id and not nl:
                return ((D.INTERFACE, rest), tok)
        elif word == "namespace" or word == "module":
            if not nl and ((is_id and t not in RESERVED) or (k == "str" and word == "module")):
                return (((D.p_namespace, 0), rest), tok)
        elif word == "global":
            if k == "{" and not nl:
                return (((p_stmts, NAMESPACE_BODY), rest), None)
        elif word == "declare":  # the marker below says "ambient" to what is declared
            if not nl and is_id and t in _DECLARABLE:
                if _in_ambient_body(rest) and not lenient(rest):
                    return None  # `declare` in declare code (TS1038)
                if _in_block(rest) and not lenient(rest):
                    return None  # `{ declare const x: T; }`: only files and namespaces (TS1184)
                if t == "async" and not lenient(rest):
                    return (((p_after_word, "declare async"), rest), None)
                return (((p_stmt, 0), ((p_ambient, 0), rest)), tok)
            if not nl and not _in_ambient_body(rest):
                return _declare_expression(tok, rest)
        elif word == "declare async":
            if not nl and t == "function":
                return None  # `declare async function` (TS1040)
            # tsc's look-ahead finds no declaration: `declare` was a name, `async` starts the next
            return p_after_word("async", tok, rest)
        elif word == "abstract":
            if not nl and t == "class":
                return ((C.ABSTRACT_CLASS_DECL, rest), None)
            if not nl and t == "declare":  # `abstract declare class` (tsc checks no order here)
                if (rest[0][0] is p_ambient or _in_ambient_body(rest)) and not lenient(rest):
                    return None  # `declare abstract declare` (TS1030), in declare code (TS1038)
                return (((p_after_word, "abstract declare"), rest), None)
        elif word == "abstract declare":
            if not nl and t == "class":
                return ((C.ABSTRACT_CLASS_DECL, ((p_ambient, 0), rest)), None)
            return None
        elif word == "async":
            if not nl and t == "function":
                if _in_ambient_body(rest):
                    return None  # an async function in declare code (TS1040)
                return ((F.ASYNC_FUNCTION_DECL, rest), None)
            if _in_ambient_body(rest):
                return None  # an expression statement in declare code (TS1036)
            return (((E.p_expr, E.ASYNC), (SEMI, rest)), tok)
        elif word == "await":
            flavour = F.function_flavour(rest)
            if lenient(rest):
                flavour = None
            if flavour is not None and not (flavour > 0 and flavour & F.ASYNC):
                return (((E.p_expr, E.AFT_ID | E.AWAIT_NAME), (SEMI, rest)), tok)  # a plain identifier here
            if t == "using":
                return (((p_after_word, "await using"), rest), None)
            if flavour is None and not module_top_level(rest):
                if M.file_kind(rest) == TOP_SCRIPT:
                    return (((E.p_expr, E.AFT_ID | E.AWAIT_NAME), (SEMI, rest)), tok)  # a script: a name
                return (((E.p_expr, E.AWAIT), (SEMI, rest)), tok)
            return (((E.p_expr, E.OPD | E.NOT_LHS), (SEMI, rest)), tok)
        elif word == "yield":
            return (((E.p_expr, E.YIELD), (SEMI, rest)), tok)
        elif word == "using" or word == "await using":
            # tsc: a declaration when a binding name or `{` follows on the same line
            if not nl and (is_id and t not in RESERVED or k == "{"):
                if not lenient(rest):
                    if k == "{":
                        return None  # `using {a} = d`: no binding patterns (TS1492)
                    if ambient(rest):
                        return None  # `declare using x`, in declare code (TS1491, TS1545)
                    if word == "await using" and F.function_flavour(rest) is None:
                        rest = M.as_module(rest)  # top-level `await using`: a module's (TS2853)
                        if rest is None:
                            return None
                return ((F.CONST_STATEMENT, rest), tok)
            if word == "await using":
                return (((E.p_expr, E.AFT | E.NOT_LHS), (SEMI, rest)), tok)  # await applied to `using`
    if word in STRICT_RESERVED and not strict_name_ok(word, rest):
        return None  # `let;`, `static = 1`, `public:`: reserved words in strict code
    if _in_ambient_body(rest):
        return None  # an expression statement in declare code (TS1036)
    if is_id and t == "await" and not nl:
        return (((E.p_expr, E.AFT_ID), (SEMI, rest)), tok)  # `q await (x)`: TS1434 at `q`
    return (((E.p_expr, E.AFT_ID), (EXPR_SEMI, rest)), tok)


def _declare_expression(tok, rest):
    """`declare` as a name, then a token on its line that starts no declaration: tsc ends an
    expression statement that is just `declare` without a `;` and reports nothing (its
    parseErrorForMissingSemicolonAfter is silent for this word), so `declare return 1;` and
    `declare x;` are two statements; a token that continues the expression (`declare(x)`)
    makes it an ordinary one."""
    expr = ((E.p_expr, E.AFT_ID), (EXPR_SEMI, rest))
    if step(expr, tok):
        return (expr, tok)
    if tok[0] == "id" and tok[1] in _MODIFIERS_AFTER_DECLARE and not lenient(rest):
        return None  # `declare export {`, `declare public x`: a declaration's modifiers, misplaced
    return (rest, tok)


# words that tsc's look-ahead reads as more modifiers after `declare` (or that make no valid
# statement of their own there): an error either way (TS1029, TS1030, TS1193, TS1044...)
_MODIFIERS_AFTER_DECLARE = frozenset(
    "export import private protected public readonly accessor static declare override".split())


def _in_block(stack):
    """Is the innermost statement list around the top of ``stack`` a block, case or function
    body (where no `declare` declaration may stand), not the file or a namespace?"""
    while stack is not None:
        fn, st = stack[0]
        if fn is p_stmts:
            return st in _INNER
        stack = stack[1]
    return False


_DECLARATION_WORDS = frozenset(
    "let type interface namespace module global declare abstract async await yield using".split()
) | {"await using", "abstract declare", "declare async"}
_DECLARABLE = frozenset(
    "var let const function class enum interface type namespace module global abstract async using".split()
)


def _enclosing(stack, targets):
    """Is a frame whose handler is in ``targets`` (or a function body, when targets is
    None) between the top of ``stack`` and the nearest function, static block, namespace
    or the file?"""
    while stack is not None:
        fn, st = stack[0]
        if fn is p_stmts:
            if FUNCTION_BODY <= st < STATIC_BODY:
                return targets is None
            if st != BLOCK_BODY and st != CASE_BODY:
                return False
        elif targets is not None and fn in targets:
            return True
        stack = stack[1]
    return False


def p_await_statement(st, tok, rest):
    """After `x.y await` at the top level: tsc re-parses `await (` / `await [` as an
    await expression when the file is a module (and reports no missing `;`)."""
    if not tok[2] and tok[0] in ("(", "[", "tpl", "tph"):
        rest = M.as_module(rest)  # only a module re-parses it: the file must be one
        return (((E.p_expr, E.AWAIT), (EXPR_SEMI, rest)), tok) if rest is not None else None
    return None


AWAIT_STATEMENT[0] = (p_await_statement, 0)


def p_label(word, tok, rest):
    """Sits below a labelled statement, for `break word` / `continue word` to find."""
    return (rest, tok)


def _label_in_scope(stack, word, loop_only=False):
    """Is there a label ``word`` around (with ``loop_only``: labelling a loop, for
    `continue`, TS1115)? A partial name (lexer.GENERIC at its end, from the end-of-feed probe)
    matches any label it can still become."""
    partial = word[-1] == "\x00"
    prefix = word[:-1]
    loop = False  # the frames since the last loop body are the loop's own (or labels)
    while stack is not None:
        fn, st = stack[0]
        if fn is p_label:
            if (st == word or (partial and st.startswith(prefix))) and (loop or not loop_only):
                return True
        elif fn is p_loop_body:
            loop = True
        elif not (fn is p_seq and st[0] is _DO_ITEMS):
            loop = False
        if fn is p_stmts and FUNCTION_BODY <= st <= STATIC_BODY:
            return False
        stack = stack[1]
    return False


def p_return(st, tok, rest):
    k = tok[0]
    if k == ";":
        return (rest, None)
    if tok[2] or k == "}" or k == "eof":  # return \n x: the line break ends the statement
        return (rest, tok)
    return ((EXPR_STATEMENT, rest), tok)


def p_throw(st, tok, rest):
    """After `throw`: its expression starts on the same line (TS1142 after a line break)."""
    if tok[2] and not lenient(rest):
        return None
    return ((seq(E.EXPR, SEMI), rest), tok)


def p_jump(st, tok, rest):
    """After break / continue: an optional label on the same line; without one, break needs
    an enclosing loop or switch and continue an enclosing loop."""
    if tok[0] == "id" and not tok[2] and tok[1] not in RESERVED:
        if not _label_in_scope(rest, tok[1], st == "continue") and not lenient(rest):
            return None  # no such label around (TS1107/TS1116), or not a loop's (TS1115)
        return ((SEMI, rest), None)
    if not _enclosing(rest, _LOOPS if st == "continue" else _LOOPS_AND_SWITCHES) and not lenient(rest):
        return None
    return ((SEMI, rest), tok)


def p_loop_body(st, tok, rest):
    """Holds the place of a loop while its body is parsed, for break/continue to find."""
    if st == 0:
        return ((SUB_STMT, ((p_loop_body, 1), rest)), tok)
    return (rest, tok)


LOOP_BODY = (p_loop_body, 0)
SUB_STMT = (p_stmt, "sub")  # a statement that is the body of another one


def p_then(st, tok, rest):
    """An `if`'s body: any statement but the empty one (`if (x);` is TS1313)."""
    if tok[0] == ";" and not lenient(rest):
        return None
    return ((SUB_STMT, rest), tok)
_LEXICAL_WORDS = frozenset(("let", "type", "interface", "using"))
_NOT_LABELLED = frozenset(("function", "class", "const", "var", "enum", "import", "export"))


def p_for(st, tok, rest):
    """for [await] ( init ; test ; update ) / ( x of y ) / ( x in y ).
    st: 0 after `for`, 1 after `await`, 2 after `(`, 3 after the initialiser,
    4 before the test, 5 before the update, 6 after a `using` declaration list, "let"/"using"/
    "await using" a word that may start a declaration, "using of"/"await using of" then `of`."""
    k = tok[0]
    if st == 0 and k == "id" and tok[1] == "await":
        flavour = F.function_flavour(rest)
        if flavour is not None and not (flavour > 0 and flavour & F.ASYNC) and not lenient(rest):
            return None  # for await needs an async function
        return (((p_for, 1), rest), None)
    if st == 0 or st == 1:
        if k == "(":
            return (((p_for, 2), rest), None)
        return None
    if st == 2:
        if k == ";":
            return (((p_for, 4), rest), None)
        if k == "id":
            t = tok[1]
            if t == "var" or t == "const":
                return (((F.p_declarators, E.NO_IN | (F.NEEDS_INIT if t == "const" else 0)), ((p_for, 3), rest)), None)
            if t == "let" or t == "using" or t == "await":
                return (((p_for, t), rest), None)
        return (((E.p_expr, E.OPD_START | E.NO_IN), ((p_for, 3), rest)), tok)
    if st == "await":  # for (await using x of y)
        if k == "id" and tok[1] == "using":
            return (((p_for, "await using"), rest), None)
        return (((E.p_expr, E.AWAIT | E.NO_IN), ((p_for, 3), rest)), tok)
    if st == "let":
        # tsc always reads `for (let` as a declaration list: `for (let = 0;;)` and
        # `for (let.x in y)` are syntax errors; `for (let of of [])` declares `of`. An empty
        # list (`for (let;;)`, `for (let in x)`, `for (let of x)`) is a checker error (TS1123).
        expr = (((E.p_expr, E.AFT | E.NO_IN), ((p_for, 3), rest)), tok)
        if (k == "id" and tok[1] not in RESERVED) or k == "[" or k == "{":
            decl = (((F.p_declarators, E.NO_IN), ((p_for, 3), rest)), tok)
            if k == "id" and tok[1] == "of" and strict_name_ok("let", rest):
                return [decl, expr]
            return decl
        if (k == "id" or k == ";") and strict_name_ok("let", rest):
            return expr
        return None
    if st == "using" or st == "await using":
        # tsc's look-ahead: a declaration when a binding name or `{` follows on the same line;
        # after `using` alone, `of` is the name only before `=`, `;` or `:` (even past a line break)
        if k == "id" and tok[1] == "of" and (st == "using" or not tok[2]):
            return (((p_for, st + " of"), rest), None)
        if not tok[2] and (k == "id" and tok[1] not in RESERVED or k == "{"):
            if k == "{" and not lenient(rest):
                return None  # `for (using {a} of x)`: no binding patterns (TS1492)
            return (((F.p_declarators, E.NO_IN | F.NEEDS_INIT), ((p_for, 6), rest)), tok)
        return (((E.p_expr, E.AFT | E.NO_IN), ((p_for, 3), rest)), tok)
    if st == "using of" or st == "await using of":
        if k == "=" or k == ";" or k == ":" or st == "await using of" and not (
                k == "id" and tok[1] not in RESERVED and tok[1] != "of"):
            decl = ((F.p_declarators, E.NO_IN | F.NEEDS_INIT), ((p_for, 6), rest))
            return [(s, tok) for s in step(decl, ("id", "of", False))]  # a binding named `of`
        if st == "await using of" and not lenient(rest):
            return None  # `for (await using of x)`: tsc reads an empty declaration list (TS1123)
        return ((seq(E.ASSIGN_EXPR, ")", LOOP_BODY), rest), tok)  # `of` starts the for-of's value
    if st == 6:  # after a `using` declaration list, which no for-in takes (TS1493, TS1494)
        if k == "id" and tok[1] == "in" and not lenient(rest):
            return None
        st = 3
    if st == 3:
        if k == ";":
            return (((p_for, 4), rest), None)
        if k == "id" and tok[1] == "of":
            return ((seq(E.ASSIGN_EXPR, ")", LOOP_BODY), rest), None)
        if k == "id" and tok[1] == "in":
            return ((seq(E.EXPR, ")", LOOP_BODY), rest), None)
        return None
    if st == 4:
        if k == ";":
            return (((p_for, 5), rest), None)
        return ((seq(E.EXPR, ";"), ((p_for, 5), rest)), tok)
    if st == 5:
        if k == ")":
            return ((LOOP_BODY, rest), None)
        return ((seq(E.EXPR, ")", LOOP_BODY), rest), tok)
    return None


def p_cases(st, tok, rest):
    """The body of a switch after `{`; st 1 once a `default` clause was seen (a second one
    is TS1113)."""
    k = tok[0]
    if k == "}":
        return (rest, None)
    if k == "id":
        if tok[1] == "case":
            return ((seq(E.EXPR, ":", (p_stmts, CASE_BODY)), ((p_cases, st), rest)), None)
        if tok[1] == "default" and (st == 0 or lenient(rest)):
            return ((seq(":", (p_stmts, CASE_BODY)), ((p_cases, 1), rest)), None)
    return None


def p_catch_or_finally(st, tok, rest):
    if tok[0] == "id":
        if tok[1] == "catch":
            return ((CATCH_REST, rest), None)
        if tok[1] == "finally":
            return ((BLOCK, rest), None)
    return None


STMT = (p_stmt, 0)
CATCH_REST = None
_LEXICAL_DECLARATIONS = []  # set by link()
_DO_ITEMS = None
_KEYWORD_STATEMENTS = {}
_LOOPS = frozenset((p_loop_body,))
STATEMENT_TAILS.update((p_loop_body, p_label, p_ambient))
_LOOPS_AND_SWITCHES = frozenset((p_loop_body, p_cases))


def link():
    """Build the frames that name other grammar modules (they import each other)."""
    global EXPR_STATEMENT, CATCH_REST, _DO_ITEMS
    EXPR_STATEMENT = seq(E.EXPR, EXPR_SEMI)
    do_while = seq(LOOP_BODY, "while", "(", E.EXPR, ")", opt(";"))
    _DO_ITEMS = do_while[1][0]
    _LEXICAL_DECLARATIONS.extend((F.VAR_STATEMENT, F.CONST_STATEMENT, D.TYPE_ALIAS, D.INTERFACE,
                                  F.ASYNC_FUNCTION_DECL))
    CATCH_REST = seq(opt("(", seq(F.BINDING, F.RET_OPT, ")")), BLOCK, opt("finally", BLOCK))
    _KEYWORD_STATEMENTS.update({
        "var": F.VAR_STATEMENT,
        "const": "const",
        "function": F.FUNCTION_DECL,
        "class": C.CLASS_DECL,
        "if": seq("(", E.EXPR, ")", (p_then, 0), opt("else", SUB_STMT)),
        "for": (p_for, 0),
        "while": seq("(", E.EXPR, ")", LOOP_BODY),
        "do": do_while,
        "switch": seq("(", E.EXPR, ")", "{", (p_cases, 0)),
        "try": seq(BLOCK, (p_catch_or_finally, 0)),
        "return": (p_return, 0),
        "throw": (p_throw, 0),
        "break": (p_jump, "break"),
        "continue": (p_jump, "continue"),
        "debugger": EXPR_SEMI,
        "with": seq("(", E.EXPR, ")", SUB_STMT),
        "import": (D.p_import, "S"),
        "export": (D.p_export, "S"),
        "enum": D.ENUM,
    })
