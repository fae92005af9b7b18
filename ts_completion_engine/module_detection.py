"""Script or module: tsc's module detection, as far as the rest of the file can still change it.

A file is a module once it holds an import or export declaration or `import.meta`, and a
script otherwise (`moduleDetection: auto`); the oracle's `force` makes every file a module.
The engine rejects only what no detection makes valid, so the file's root frame starts
undecided (TOP) and top-level `await` reads both ways until something decides:

    TOP          undecided: `await` is a name or the operator
    TOP_MODULE   an export (or import declaration) was seen: `await` is the operator
    TOP_SCRIPT   `await` was a name at the top level: an export or import declaration,
                 or `import.meta`, can no longer follow (it would make that use TS1262/TS1109)
    TOP_LENIENT  a `// @ts-nocheck` comment or a declaration file: nothing is decided,
                 nothing rejected (TOP_IGNORE_WAIT / TOP_IGNORE, after a `// @ts-ignore`,
                 the same until the silenced statement is over; then TOP again)

A top-level statement that decides mid-way leaves a mark just above the innermost statement
list (the root frame, or a block of top-level code: `{ await; }`); the root becomes the
decided kind when the statement ends. Only the frames above the mark are rebuilt (once):
every list cell stays the same object, because the type layer follows statement lists by
identity. A mark in a block moves along with its list: it hands each token to the list below
it and sits down again above the innermost list of what that gives (the next statement's
list cell, or the enclosing list once the block's `}` is read), until it reaches the root.
An import declaration or `import.meta` in a block marks nothing (the file stays undecided,
permissive).
"""

from . import statements as S

OUTSIDE, DIRECT, NESTED = 0, 1, 2  # where the top of a stack is, relative to the top level


def p_file_mark(kind, tok, rest):
    """Just above a statement list: the statement above decided that the file is ``kind``."""
    top = rest[0]
    if top[0] is S.p_stmts and (top[1] == S.BLOCK_BODY or top[1] == S.CASE_BODY):
        r = S.p_stmts(top[1], tok, rest[1])  # a block of top-level code: its list reads the token
        return (_marked(r[0], kind), r[1]) if r is not None else None
    if top == (S.p_stmts, S.TOP):
        rest = ((S.p_stmts, kind), None)
    return (rest, tok)


def file_kind(stack):
    """What the file is known to be at the top of ``stack`` (a pending mark counts, unless a
    later `// @ts-ignore` made the file lenient)."""
    mark = None
    while stack[1] is not None:
        if mark is None and stack[0][0] is p_file_mark:
            mark = stack[0][1]
        stack = stack[1]
    kind = stack[0][1]
    return mark if mark is not None and kind == S.TOP else kind


def place(stack):
    """OUTSIDE (in a function, its parameters, a class body, a namespace), DIRECT (in a
    top-level statement) or NESTED (in a block of top-level code)."""
    from . import classes as C
    from . import functions as F
    where = DIRECT
    while stack[1] is not None:
        fn, st = stack[0]
        if fn is S.p_stmts:
            if st != S.BLOCK_BODY and st != S.CASE_BODY:
                return OUTSIDE
            where = NESTED
        elif fn is F.p_arrow_expression_body or fn is C.p_class_body or fn is F.p_params:
            return OUTSIDE
        stack = stack[1]
    return where


def _marked(stack, kind):
    """``stack`` with a mark of ``kind`` inserted just above its innermost statement list."""
    frames = []
    while stack[0][0] is not S.p_stmts:
        frames.append(stack[0])
        stack = stack[1]
    out = ((p_file_mark, kind), stack)
    for frame in reversed(frames):
        out = (frame, out)
    return out


def as_script(stack):
    """`await` was read as a name at the top of ``stack`` (in code where a module reads it as
    the operator): the stack to go on with, marked when this decides the file."""
    if file_kind(stack) == S.TOP and place(stack) != OUTSIDE:
        return _marked(stack, S.TOP_SCRIPT)
    return stack


def as_module(stack, anywhere=False):
    """An import declaration (in a top-level statement; one in a `declare module "m"` body
    decides nothing) or `import.meta` (``anywhere``) at the top of ``stack`` makes the file
    a module: None when an earlier top-level `await` was a name, else the stack to go on
    with (marked when this decides the file in a top-level statement)."""
    where = place(stack)
    if where != DIRECT and not anywhere:
        return stack
    kind = file_kind(stack)
    if kind == S.TOP_SCRIPT:
        return None
    if kind == S.TOP and where == DIRECT:
        return _marked(stack, S.TOP_MODULE)
    return stack
