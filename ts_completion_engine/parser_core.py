"""The pushdown machinery every production shares: stacks, the step loop, sequences.

A parser stack is a cons list ``(frame, parent)`` ending in ``None``; a frame is
``(handler, state)``. Stacks are never mutated, so a new stack shares its whole
tail with the old one and feeding a token copies nothing.

A handler is called as ``handler(state, token, parent)`` and answers one of:

* ``None``                 -- this reading cannot accept the token (a proof, not a guess);
* ``(stack, None)``        -- the token was consumed, ``stack`` is the new stack;
* ``(stack, token2)``      -- not consumed yet: feed ``token2`` (usually the same token) to
  ``stack`` (a popped or pushed stack);
* a list of such pairs     -- the grammar is ambiguous here; every pair is a separate reading.

A token is ``(kind, text, newline_before)``. ``kind`` is the punctuator itself (``"=>"``),
or one of ``id priv num str tpl tph tpm tpt re eof``; keywords are ``id`` tokens whose text
is the keyword, because most keywords are also property names.
"""

RESERVED = frozenset(
    "break case catch class const continue debugger default delete do else enum export extends "
    "false finally for function if import in instanceof new null return super switch this throw "
    "true try typeof var void while with".split()
)

# Every word some production compares a token's text against. A partial identifier that can
# only still become one of these words is checked against each of them at the end of a feed.
CONTEXTUAL = frozenset(
    "abstract accessor as asserts async await constructor declare from get global implements "
    "infer interface is keyof let meta module namespace of out override private protected "
    "public readonly require satisfies set static target type unique using yield defer "
    "any unknown never symbol undefined object string number boolean bigint".split()
)
KEYWORDS = RESERVED | CONTEXTUAL

# Reserved words that can start an expression; the rest of RESERVED never can.
EXPR_KEYWORDS = frozenset(
    "class delete false function import new null super this true typeof void".split()
)

BINARY_OPS = frozenset(
    "+ - * / % ** == != === !== < > <= >= << >> >>> & | ^ && || ??".split()
)
ASSIGN_OPS = frozenset("= += -= *= /= %= **= <<= >>= >>>= &= |= ^= &&= ||= ??=".split())
PREFIX_OPS = frozenset("! ~ + - ++ --".split())

EXPR_START_KINDS = frozenset(
    ["num", "str", "re", "tpl", "tph", "priv", "(", "[", "{", "!", "~", "+", "-", "++", "--", "<", "@"]
)


def starts_expression(tok):
    """Can ``tok`` be the first token of an expression?"""
    k = tok[0]
    if k == "id":
        t = tok[1]
        return t not in RESERVED or t in EXPR_KEYWORDS
    return k in EXPR_START_KINDS


def _done(state, tok, rest):
    """The frame left after the end of the file was accepted: nothing may follow."""
    return None


ACCEPTED = ((_done, 0), None)


def step(stack, tok):
    """Feed one token to one reading; return the list of readings that accept it."""
    out = []
    work = None
    while True:
        while stack is not None:
            frame = stack[0]
            r = frame[0](frame[1], tok, stack[1])
            if r is None:
                break
            if type(r) is list:
                if work is None:
                    work = []
                work.extend(r)
                break
            stack, t2 = r
            if t2 is None:
                out.append(stack)
                break
            tok = t2
        if not work:
            return out
        stack, t2 = work.pop()
        if t2 is None:
            out.append(stack)
            stack = None
        else:
            tok = t2


def split_gt(tok):
    """For a token starting with ``>``: the token left after taking one ``>`` (or None).

    The lexer munches ``>>=`` greedily; a type-argument list takes only its ``>`` and hands
    the rest back, as TypeScript's scanner does by re-scanning.
    """
    k = tok[0]
    if len(k) == 1:
        return None
    return (k[1:], k[1:], False)


def p_seq(st, tok, rest):
    """A fixed sequence: ``st = (items, index)``; an item is an expected token or a frame.

    Expected tokens: a punctuator or keyword string, ``"ID"`` (a binding identifier),
    ``"NAME"`` (any identifier name, reserved words included), ``"STR"`` (a string literal).
    The frame pops itself before its last item, so finished sequences never linger.
    """
    items, i = st
    it = items[i]
    nxt = ((p_seq, (items, i + 1)), rest) if i + 1 < len(items) else rest
    if type(it) is str:
        k = tok[0]
        if k == it:
            return (nxt, None)
        if k == "id":
            t = tok[1]
            if t == it or it == "NAME" or (it == "ID" and t not in RESERVED):
                return (nxt, None)
            return None
        if it == ">" and k[0] == ">":
            return (nxt, split_gt(tok))
        if it == "STR" and k == "str":
            return (nxt, None)
        return None
    return ((it, nxt), tok)


def seq(*items):
    """A frame that expects ``items`` in order."""
    return (p_seq, (items, 0))


def p_semi(st, tok, rest):
    """The end of a statement: a ``;``, or automatic semicolon insertion before a token that
    follows a line break, a ``}`` or the end of the file."""
    k = tok[0]
    if k == ";":
        return (rest, None)
    if tok[2] or k == "}" or k == "eof":
        return (rest, tok)
    if st and k == "id" and tok[1] == "await" and _ends_top_level(rest):
        # `console.log await (f());`, `if (x) y await [0];` in a module: tsc's top-level-await
        # re-parse drops the missing-`;` error of a statement that ends the top-level one,
        # before an `await (` statement
        return ((AWAIT_STATEMENT[0], rest), None)
    return None


def _ends_top_level(rest):
    """Does the statement whose end is ``rest`` end a top-level statement (a body of `if`,
    `else`, a loop or a label ends with it)?"""
    while rest is not None:
        frame = rest[0]
        if frame in TOP_LEVEL_FRAMES:
            return True
        fn = frame[0]
        if fn is p_seq:
            items, i = frame[1]
            for it in items[i:]:
                if type(it) is not tuple or it[0] is not p_opt:
                    return False  # `do x await` needs its `while`
        elif fn not in STATEMENT_TAILS:
            return False
        rest = rest[1]
    return False


SEMI = (p_semi, 0)
# the end of a statement whose missing `;` tsc reports at the next token (an expression
# statement, a type alias, `debugger`; not a declaration list, which goes on at a name)
EXPR_SEMI = (p_semi, 1)
TOP_LEVEL_FRAMES = set()  # the file's statement-list frames (filled in by statements.py)
STATEMENT_TAILS = set()  # frames a statement's end passes on its way down (statements.py)
AWAIT_STATEMENT = [None]  # the frame after such an `await` (set by statements.py)


def p_opt(st, tok, rest):
    """``st = (word, frame)``: if the token is ``word``, consume it and push ``frame``."""
    word, frame = st
    k = tok[0]
    if k == word or (k == "id" and tok[1] == word):
        return ((frame, rest), None) if frame is not None else (rest, None)
    return (rest, tok)


def opt(word, frame=None):
    return (p_opt, (word, frame))
