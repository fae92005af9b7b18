"""An index signature's parameter type (`[k: T]`) must be `string`, `number`, `symbol`, a
template literal type or a union of them (TS1268), and no literal or generic type (TS1337).
tsc decides on the resolved type, so a name (`[k: S]`, maybe an alias of `string`) stays open;
what the syntax alone shows is a member of the type that no name can save. This frame watches
the type's tokens from above it, one union member at a time, and rejects at the `]` that
closes the signature when:

- the type is one member, a keyword type other than those three (`any`, `boolean`, `never`,
  `object`, `this`...), a literal (`"a"`, `-1`, `` `a` ``), a tuple or object type, an array
  of anything or a `readonly` type;
- or it is a union (`A | B`) holding a member that no union reduces away: all of those but
  `never` and literals (`never | string` is `string`, `"a" | string` is `string`); or a literal
  that the union's members do not absorb: a string literal without `string`, a number literal
  without `number` (`"a" | number`, TS1337), unless a name in the union may be that primitive;
  or only `never`s.

A member that is a name or an indexed access (`T["a"]`, `[string][0]`) is fine; a token that
makes the type more than a union (`extends`, `&`, `(`, `keyof`, `typeof`, `=>`...) drops the
watch, and so does a template literal type with substitutions (`` `a${string}` ``: the lexer
resumes the template only when the substitution's own frame is on top).
Checker errors: a `// @ts-ignore` silences them.
"""

from . import statements as S
from .parser_core import step

# keyword types no union saves (`any | string` is `any`), and those a union may absorb
_BAD = frozenset("any unknown object boolean bigint undefined null void true false this".split())
_GOOD = frozenset(("string", "number", "symbol"))  # valid alone, not with `[]`
_OPEN = frozenset(("(", "[", "{", "<"))
_CLOSE = frozenset((")", "]", "}"))

# st = (phase, depth, level, union): ``level`` says what the member read so far is (0 nothing
# yet, 2 bad in any union, or one of the kinds below); ``union`` is 0 before any `|`, else the
# members before it as ``(bad, kinds)`` (_joined)
START, MINUS, DONE, NAME, ARRAY = range(5)
# levels of a member that a union may make valid: a literal its primitive absorbs, a good
# primitive that absorbs literals, a name (maybe either: the watch gives up on literals)
STRING_LIT, NUMBER_LIT, NEVER, GOOD_STRING, GOOD_NUMBER, A_NAME = "ls", "ln", "never", "string", "number", "name"
_ABSORBS = {STRING_LIT: GOOD_STRING, NUMBER_LIT: GOOD_NUMBER}
_GOOD_LEVELS = (GOOD_STRING, GOOD_NUMBER, "symbol")


def _joined(union, level):
    """The union summary ``(bad, kinds)`` after one more member of ``level`` (``union`` 0: the first)."""
    bad, kinds = union if union else (False, frozenset())
    if level == 2:
        return (True, kinds)
    return (bad, kinds | {level})


def _union_bad(union):
    bad, kinds = union
    if bad:
        return True
    if A_NAME in kinds or 0 in kinds:
        return False  # a name may be a primitive that absorbs any literal
    if kinds <= {NEVER}:
        return True  # `never | never`
    return any(lit in kinds and good not in kinds for lit, good in _ABSORBS.items())


def p_index_key(st, tok, rest):
    """st: "S0" as the seq reaches the type, else the tuple above."""
    k = tok[0]
    if st == "S0":
        return (((p_index_key, (START, 0, 0, 0)), (TYPE[0], rest)), tok)
    phase, depth, level, union = st
    if k == "tph":
        return (rest, tok)  # a template's `${`: its frame must be on top for the `}` (see above)
    if depth:  # inside brackets of a member: count them
        if k in _OPEN:
            depth += 1
        elif k in _CLOSE:
            depth -= 1
        elif k[0] == ">":
            depth -= len(k)  # `>`, `>>`, `>>>` close type arguments
            if depth < 0:
                return (rest, tok)
        return _fed((phase if depth else DONE, depth, level, union), tok, rest)
    if phase == START:
        if k == "id":
            t = tok[1]
            if t in _BAD:
                return _fed((DONE, 0, 2, union), tok, rest)
            if t == "never":
                return _fed((DONE, 0, NEVER, union), tok, rest)
            if t in _GOOD:
                return _fed((DONE, 0, t, union), tok, rest)
            if t == "readonly":
                return _fed((NAME, 0, 2, union), tok, rest)  # only on arrays and tuples
            if t in _PREFIX_WORDS:
                return (rest, tok)
            return _fed((NAME, 0, A_NAME, union), tok, rest)
        if k == "str" or k == "tpl":
            return _fed((DONE, 0, STRING_LIT, union), tok, rest)
        if k == "num":
            return _fed((DONE, 0, 2 if tok[1].endswith("n") else NUMBER_LIT, union), tok, rest)  # `1n`: bigint
        if k == "-":
            return _fed((MINUS, 0, NUMBER_LIT, union), tok, rest)
        if k == "[" or k == "{":
            return _fed((DONE, 1, 2, union), tok, rest)
        if k == "|" and not union:
            return _fed((START, 0, 0, (False, frozenset())), tok, rest)  # a leading `|`
        return (rest, tok)
    if phase == MINUS:
        return _fed((DONE, 0, NUMBER_LIT, union), tok, rest) if k == "num" else (rest, tok)
    if phase == ARRAY:
        if k == "]":
            return _fed((DONE, 0, 2, union), tok, rest)  # `T[]`
        return p_index_key((NAME, 1, A_NAME, union), tok, rest)  # `T[K]`: inside its brackets
    # DONE (a complete member) or NAME (a name's words, dots and type arguments)
    if k == "]":
        bad = _union_bad(_joined(union, level)) if union else level not in (0, A_NAME) + _GOOD_LEVELS
        if bad and not S.lenient(rest):
            return None  # `[k: boolean]`, `[k: "a"]`, `[k: string[] | string]` (TS1268, TS1337)
        return (rest, tok)
    if tok[2] and k != "|":
        return (rest, tok)
    if k == "[":
        return _fed((ARRAY, 0, level, union), tok, rest)
    if k == "|":
        return _fed((START, 0, 0, _joined(union, level)), tok, rest)
    if phase == NAME:
        if k == "." or k == "id" and tok[1] != "extends" and tok[1] != "is":
            return _fed((NAME, 0, level, union), tok, rest)
        if k == "<":
            return _fed((NAME, 1, level, union), tok, rest)
    return (rest, tok)


# words that start a type the watch does not follow (`keyof T` may be `string | number`)
_PREFIX_WORDS = frozenset("keyof typeof unique infer asserts new abstract".split())


def _fed(nxt, tok, rest):
    """Feed ``tok`` to the type below and stay on top of every reading that took it."""
    return [(((p_index_key, nxt), s), None) for s in step(rest, tok)]


TYPE = [None]  # the type frame (set by type_syntax.link)
INDEX_KEY = (p_index_key, "S0")
