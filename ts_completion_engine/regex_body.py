"""The body of a regular expression literal, checked the way tsc 5.5+ checks it, one
character at a time from any point (the lexer calls ``scan`` for every body character).

A regex reading keeps ``aux = (brace, depth, groups, ref, atom)``:

* ``brace``  -- a lone `{` or `}` was seen: an error only with the `u` flag (TS1508);
* ``depth``  -- groups open: a `)` with none open is TS1508, a `/` with one open TS1005;
* ``groups`` -- capturing groups so far, ``ref`` the highest back-reference `\\1`-`\\9`: a
  reference to a group that does not exist is TS1534 (checked at the closing `/`);
* ``atom``   -- what a quantifier would repeat: NONE at the start, after `(`, `|`, `^`, `$`,
  `\\b` (`/+/`, `/(*)/` are TS1507), ATOM, QUANT after a quantifier (only a lazy `?` may
  follow), DONE after that.

``buf`` holds a character class's range state (`[9-0]` is TS1517) and a brace quantifier's
digits (`a{2,1}` is TS1506). Where a rule is unsure (escapes inside a class, named
back-references, multi-digit references) the scan accepts.
"""

import re

(RE, RE_CLASS, RE_ESC, RE_CLASS_ESC, RE_BRACE, RE_QUANT, RE_ESC_B, RE_ESC_BODY, RE_PAREN, RE_GROUP,
 RE_GROUP_LT, RE_GROUP_NAME, RE_GROUP_MODS, RE_FLAGS) = range(100, 114)
BODY_MODES = frozenset(range(100, 113))

NONE, ATOM, QUANT, DONE = 0, 1, 2, 3
START = (False, 0, 0, 0, NONE)
_NEWLINES = frozenset("\n\r\u2028\u2029")
_QUANTIFIER = re.compile(r"(\d+)(?:,(\d*))?")
_UNKNOWN = "?"  # a class whose ranges are no longer followed (after an escape)


def _id_start(c):
    return c.isalpha() or c == "$" or c == "_" or (c > "\x7f" and c.isidentifier())


def _id_part(c):
    return _id_start(c) or c.isdigit() or c in "\u200c\u200d"


def _with_atom(aux, atom):
    return aux if aux[4] == atom else (aux[0], aux[1], aux[2], aux[3], atom)


def _quantify(aux, c):
    """``aux`` after the quantifier character ``c`` (`*`, `+`, `?`, or `}` of `{n,m}`)."""
    atom = aux[4]
    if atom == ATOM:
        return _with_atom(aux, QUANT)
    if atom == QUANT and c == "?":
        return _with_atom(aux, DONE)  # a lazy quantifier: a*?
    return None  # nothing to repeat (TS1507)


def scan(mode, buf, aux, c):
    """One body character: ``(mode, buf, aux, consumed)``, or None when no regex can go on."""
    if c in _NEWLINES:
        return None  # unterminated regular expression
    brace, depth, groups, ref, atom = aux
    if mode == RE:
        if c == "/":
            if depth or ref > groups:
                return None  # a group left open, or a back-reference to no group
            return (RE_FLAGS, "", aux, True)
        if c == "\\":
            return (RE_ESC, buf, aux, True)
        if c == "[":
            return (RE_CLASS, "[", aux, True)
        if c == "(":
            return (RE_PAREN, buf, (brace, depth + 1, groups, ref, NONE), True)
        if c == ")":
            if not depth:
                return None
            return (RE, buf, (brace, depth - 1, groups, ref, ATOM), True)
        if c == "*" or c == "+" or c == "?":
            aux = _quantify(aux, c)
            return None if aux is None else (RE, buf, aux, True)
        if c == "|" or c == "^" or c == "$":
            return (RE, buf, _with_atom(aux, NONE), True)
        if c == "{":
            return (RE_BRACE, "", aux, True)
        if c == "}":
            return (RE, buf, (True, depth, groups, ref, ATOM), True)
        return (RE, buf, _with_atom(aux, ATOM), True)
    if mode == RE_CLASS:
        if c == "]":
            return (RE, "", _with_atom(aux, ATOM), True)
        if c == "\\":
            return (RE_CLASS_ESC, _UNKNOWN, aux, True)
        if buf == _UNKNOWN:
            return (mode, buf, aux, True)
        if c == "^" and buf == "[":
            return (mode, "", aux, True)
        if c == "-" and len(buf) == 1 and buf != "[":
            return (mode, buf + "-", aux, True)
        if len(buf) == 2 and buf[1] == "-":
            if c < buf[0]:
                return None  # a range out of order (TS1517)
            return (mode, "", aux, True)
        return (mode, c, aux, True)
    if mode == RE_CLASS_ESC:
        return (RE_CLASS, buf, aux, True)
    if mode == RE_ESC:
        if c in "pPu":  # \p{L}, \u{1F600}: the braces belong to the escape
            return (RE_ESC_B, buf, _with_atom(aux, ATOM), True)
        if c == "b" or c == "B":
            return (RE, buf, _with_atom(aux, NONE), True)
        if "1" <= c <= "9":
            return (RE, buf, (brace, depth, groups, max(ref, ord(c) - 48), ATOM), True)
        return (RE, buf, _with_atom(aux, ATOM), True)
    if mode == RE_ESC_B:
        if c == "{":
            return (RE_ESC_BODY, buf, aux, True)
        return (RE, buf, aux, False)
    if mode == RE_ESC_BODY:
        if c == "}":
            return (RE, buf, aux, True)
        if c == "/" or c == "\\" or c == "[" or c == "(":
            return (RE, buf, aux, False)
        return (mode, buf, aux, True)
    if mode == RE_BRACE:  # after `{`: a quantifier `{n}`, `{n,}`, `{n,m}` needs a digit
        if "0" <= c <= "9":
            return (RE_QUANT, c, aux, True)
        return (RE, "", (True, depth, groups, ref, ATOM), False)  # a lone brace
    if mode == RE_QUANT:
        if "0" <= c <= "9" or c == ",":
            return (mode, buf + c, aux, True)
        m = _QUANTIFIER.fullmatch(buf)
        if c == "}" and m:
            low, high = m.groups()
            if high and int(high) < int(low):
                return None  # numbers out of order in a quantifier (TS1506)
            aux = _quantify(aux, c)
            return None if aux is None else (RE, "", aux, True)
        return (RE, "", (True, depth, groups, ref, ATOM), False)  # not a quantifier: a lone brace
    # group syntax tsc checks: (?: (?= (?! (?<= (?<! (?<name> (?ims-ims:
    if mode == RE_PAREN:
        if c == "?":
            return (RE_GROUP, buf, aux, True)
        return (RE, buf, (brace, depth, groups + 1, ref, atom), False)  # a capturing group
    if mode == RE_GROUP:
        if c == ":" or c == "=" or c == "!":
            return (RE, buf, aux, True)
        if c == "<":
            return (RE_GROUP_LT, buf, aux, True)
        if c in "ims-":
            return (RE_GROUP_MODS, buf, aux, True)
        return None
    if mode == RE_GROUP_LT:
        if c == "=" or c == "!":
            return (RE, buf, aux, True)
        if _id_start(c):
            return (RE_GROUP_NAME, buf, (brace, depth, groups + 1, ref, atom), True)
        return None
    if mode == RE_GROUP_NAME:
        if c == ">":
            return (RE, buf, aux, True)
        return (mode, buf, aux, True) if _id_part(c) else None
    # RE_GROUP_MODS
    if c == ":":
        return (RE, buf, aux, True)
    return (mode, buf, aux, True) if c in "ims-" else None
