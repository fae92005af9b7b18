"""An async function's declared return type must be a reference to the global `Promise<T>`
(tsc's checkAsyncFunctionReturnType, TS1064). The syntax proves it is none only for a type that
is one keyword or literal type with `[]` suffixes and nothing else: `number`, `void`, `"a"`,
`-1`, `string[][]`. Anything more may still name a Promise: `number.X` (a namespace named
`number`), `number extends A ? Promise<T> : B`, `[Promise<T>][0]`, `never | Promise<T>`
(`never` drops out of a union), so those drop the check. An intersection holding a plain member
other than `unknown` (`number & Promise<T>`) is no Promise either, unless it is in a union. The flag ``T.NOT_PROMISE`` rides on
the return type's `p_type` frame while the type (or its current union member) is still such a
plain one, next to ``T.RET_CHECK`` and its flags: a union holding a plain member other than
`never` is no Promise either (`number | Promise<T>`), unless a conditional type follows. A function or
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


def return_type_flags(rest, first=""):
    """The flags of the return type of an async (not generator) function whose remaining
    sequence is on top of ``rest`` (T.RET_CHECK, and T.NOT_PROMISE while plain), else 0.
    ``first``: the type's first word when read already (a keyword type, or None for a name)."""
    if rest is None or rest[0][0] is not p_seq:
        return 0
    last = rest[0][1][0][-1]
    if type(last) is tuple and last[0] in F._BODIES and last[1] == F.ASYNC:
        if first is None:
            return T.RET_CHECK
        return T.RET_CHECK | T.NOT_PROMISE | _member_flag(first)
    return 0


def flags(ph, fl, tok, rest):
    """The flags of a checked return type's `p_type` frame about to read ``tok``, or None when
    the type ends here with no Promise (TS1064): a plain type alone, or a union holding one
    (`number | Promise<T>`; `never` drops out of a union). An intersection member is not
    judged (`never & A`, `unknown & Promise<T>`), and a conditional type (`A | B extends C ?
    Promise<T> : D`) or a predicate ends the check."""
    k = tok[0]
    if ph <= T.TOPD:  # a member's first token (`keyof` keeps it there: `keyof A` is no Promise)
        fl &= ~T.RET_MEMBER
        if k in _PLAIN_KINDS or (k == "id" and tok[1] in _PLAIN_WORDS):
            fl |= T.NOT_PROMISE | _member_flag(tok[1])
        return fl
    if ph == T.NEG:
        return fl
    if ph == T.TPOST or ph == T.TPOST_KEYWORD or ph == T.TPOST_NAME:
        nl = tok[2]
        if k == "[" and not nl:
            return fl & ~(T.MEMBER_NEVER | T.MEMBER_UNKNOWN)  # `never[]`; `number[K]`: p_index_or_array decides
        if k == "|" or k == "&":
            if k == "|" and fl & T.NOT_PROMISE and not fl & (T.MEMBER_NEVER | T.IN_INTER):
                fl |= T.BAD_MEMBER
            if _plain_in_intersection(fl, k == "&"):
                fl |= T.INTER_BAD
            fl = (fl & ~(T.RET_MEMBER | T.IN_INTER)) | T.UNION_SEEN
            return fl | T.IN_INTER if k == "&" else fl | T.PIPE_SEEN
        if k == "." or (not nl and (k == "<" or k == "<<")):
            return fl & ~T.RET_MEMBER  # a qualified name, type arguments: it may name a Promise
        if k == "id" and not nl and (tok[1] == "extends" or tok[1] == "is"):
            return fl & ~T.RET_FLAGS
        # the type ends here
        plain = fl & T.NOT_PROMISE and not fl & T.IN_INTER and not (fl & T.MEMBER_NEVER and fl & T.UNION_SEEN)
        inter = (fl & T.INTER_BAD or _plain_in_intersection(fl, False)) and not fl & T.PIPE_SEEN
        if (plain or inter or fl & T.BAD_MEMBER) and not S.lenient(rest):
            return None  # async (): number => ..., async (): number | Promise<T> {} (TS1064)
        return fl & ~T.RET_FLAGS
    return fl & ~T.RET_MEMBER


def _member_flag(word):
    """The flag of a plain member that a union or an intersection may drop."""
    return T.MEMBER_NEVER if word == "never" else T.MEMBER_UNKNOWN if word == "unknown" else 0


def _plain_in_intersection(fl, before_amp):
    """Was the member just read a plain one other than `unknown` in an intersection (one
    before ``before_amp``, or after an `&`)? Such an intersection is no Promise: `unknown &
    Promise<T>` is `Promise<T>`, but `number & Promise<T>`, `any & P`, `never & P`, `null & P`,
    `T[] & P` are other types. In a union tsc may reduce it to never, so there it is not judged."""
    return fl & T.NOT_PROMISE and not fl & T.MEMBER_UNKNOWN and (before_amp or fl & T.IN_INTER)


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
