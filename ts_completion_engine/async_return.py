"""An async function's declared return type must be a reference to the global `Promise<T>`
(tsc's checkAsyncFunctionReturnType, TS1064). The syntax proves it is none only for a type that
is one keyword or literal type with `[]` suffixes and nothing else: `number`, `void`, `"a"`,
`-1`, `string[][]`. Anything more may still name a Promise: `number.X` (a namespace named
`number`), `number extends A ? Promise<T> : B`, `[Promise<T>][0]`, `never | Promise<T>`
(`never` drops out of a union), so those drop the check. The flag ``T.NOT_PROMISE`` rides on
the return type's `p_type` frame while the type is still such a plain one. A function or
constructor type is no Promise either, and takes the whole return type: `<` and `new` can only
start one (refused at once), and after `(` a frame below the function-type reading refuses
whatever follows it (`(): () => void`; the other reading is a parenthesized type).
"""

from . import functions as F
from . import statements as S
from . import type_syntax as T
from .parser_core import p_seq

_PLAIN_WORDS = frozenset(  # type_syntax's keyword types and the reserved words naming types
    "any unknown string number bigint symbol boolean undefined never object void null true false".split())
_PLAIN_KINDS = frozenset(("str", "num", "tpl", "-"))


def return_type_flags(rest):
    """T.NOT_PROMISE for the return type of an async (not generator) function whose
    remaining sequence is on top of ``rest``, else 0."""
    if rest is None or rest[0][0] is not p_seq:
        return 0
    last = rest[0][1][0][-1]
    if type(last) is tuple and last[0] in F._BODIES and last[1] == F.ASYNC:
        return T.NOT_PROMISE
    return 0


def flags(ph, fl, tok, rest):
    """The flags of a return type's `p_type` frame holding NOT_PROMISE, about to read ``tok``:
    ``fl`` (still plain), ``fl`` without NOT_PROMISE (it may yet name a Promise), or None when
    the type ends here plain (TS1064)."""
    k = tok[0]
    if ph <= T.TOPD:  # its first token
        if k in _PLAIN_KINDS or (k == "id" and tok[1] in _PLAIN_WORDS):
            return fl
        return fl - T.NOT_PROMISE
    if ph == T.NEG:
        return fl
    if ph == T.TPOST or ph == T.TPOST_KEYWORD:
        if (k == "[" and not tok[2]) or k == "|" or k == "&" or k == "." or (
                k == "id" and not tok[2] and tok[1] in ("extends", "is")):
            return fl - T.NOT_PROMISE if k != "[" else fl  # `[`: p_index_or_array decides
        if S.lenient(rest):
            return fl - T.NOT_PROMISE
        return None  # async (): number => ... (TS1064)
    return fl - T.NOT_PROMISE


def function_type(readings, rest):
    """The readings of a return type's first token `(` (its `p_type` frame held
    NOT_PROMISE): the function-type one, which replaced that frame by its own sequence on
    ``rest``, gets a frame below that refuses the token after it (TS1064)."""
    if readings is None:
        return None
    one = type(readings) is not list
    out = []
    for r in ([readings] if one else readings):
        stack = r[0]
        if stack[1] is rest and stack[0][0] is p_seq:
            r = ((stack[0], ((p_function_type_end, 0), rest)), r[1])
        out.append(r)
    return out[0] if one else out


def p_function_type_end(st, tok, rest):
    """After an async function's return type that is a function type: TS1064."""
    return (rest, tok) if S.lenient(rest) else None
