"""The body of a regular expression literal, checked the way tsc 5.5+ checks it, one
character at a time from any point (the lexer calls ``scan`` for every body character).

A regex reading keeps ``aux = (umark, depth, groups, ref, atom, names, krefs)``:

* ``umark``  -- bits: NO_U (a construct that is an error with the `u` flag: a lone `{`, `}` or
  `]`, an identity escape such as `\\-`, `\\pL`, `\\c1`, a bare `\\k`: TS1508, TS1535, TS1531,
  TS1512, TS1510), NEEDS_U (`\\p{L}`, `\\u{41}` need it: TS1530, TS1538; checked when the flags
  end), BARE_K (a `\\k` without a name: an error once the pattern has a named group), ALT (a
  `|` was seen), NAMES_UNKNOWN (a `\\k<` name the scan did not follow);
* ``depth``  -- groups open: a `)` with none open is TS1508, a `/` with one open TS1005;
* ``groups`` -- capturing groups so far, ``ref`` the highest numbered back-reference (any
  number of digits): a reference to a group that does not exist is TS1533/TS1534 (checked at the
  closing `/`: a group may come after the reference);
* ``atom``   -- what a quantifier would repeat: NONE at the start, after `(`, `|`, `^`, `$`,
  `\\b` (`/+/`, `/(*)/` are TS1507), ATOM, QUANT after a quantifier (only a lazy `?` may
  follow), DONE after that;
* ``names``  -- the named groups so far: a name twice with no `|` anywhere before the second is
  TS1515 (tsc allows it in different alternatives); ``krefs`` the names `\\k<name>` refers to,
  each of which must be a group's name (TS1532, at the closing `/`).

``buf`` holds a character class's range state (`[9-0]` is TS1517), a brace quantifier's
digits (`a{2,1}` is TS1506), an escape's digits or a group's name. Hex escapes need their
digits (`\\x4`, `\\u004`: TS1125), octal escapes are errors (`\\01`, in a class `[\\1]`: TS1487,
TS1536, TS1537). Where a rule is unsure (the ranges of a class after an escape, `\\p{...}`
names) the scan accepts.
"""

import re

(RE, RE_CLASS, RE_ESC, RE_CLASS_ESC, RE_BRACE, RE_QUANT, RE_ESC_B, RE_ESC_BODY, RE_PAREN, RE_GROUP,
 RE_GROUP_LT, RE_GROUP_NAME, RE_GROUP_MODS, RE_HEX, RE_UBRACE, RE_REF, RE_ZERO, RE_K, RE_K_NAME,
 RE_CTRL, RE_CLASS_ZERO, RE_FLAGS) = range(100, 122)
BODY_MODES = frozenset(range(100, 121))

NONE, ATOM, QUANT, DONE = 0, 1, 2, 3
NO_U, NEEDS_U, BARE_K, ALT, NAMES_UNKNOWN = 1, 2, 4, 8, 16
START = (0, 0, 0, 0, NONE, (), ())
_NEWLINES = frozenset("\n\r\u2028\u2029")
_QUANTIFIER = re.compile(r"(\d+)(?:,(\d*))?")
_UNKNOWN = "?"  # a class whose ranges are no longer followed (after an escape)
_HEX = frozenset("0123456789abcdefABCDEF")
_DIGITS = frozenset("0123456789")
_SYNTAX = "^$\\.*+?()[]{}|/"
# escapes the `u` flag allows (outside a class; in a class also `-`; \p \u \x \c \k \0-\9 apart)
_U_ESCAPES = frozenset(_SYNTAX + "dDwWsStnvfr")
_U_CLASS_ESCAPES = frozenset(_SYNTAX + "-bdDwWsStnvfrpPuxc")
_LETTERS = frozenset("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ")


def _id_start(c):
    return c.isalpha() or c == "$" or c == "_" or (c > "\x7f" and c.isidentifier())


def _id_part(c):
    return _id_start(c) or c.isdigit() or c in "\u200c\u200d"


def _with_atom(aux, atom):
    return aux if aux[4] == atom else aux[:4] + (atom,) + aux[5:]


def _mark(aux, bits, atom=ATOM):
    """``aux`` with ``bits`` set in ``umark`` and the atom ``atom``."""
    return (aux[0] | bits,) + aux[1:4] + (atom,) + aux[5:]


def _quantify(aux, c):
    """``aux`` after the quantifier character ``c`` (`*`, `+`, `?`, or `}` of `{n,m}`)."""
    atom = aux[4]
    if atom == ATOM:
        return _with_atom(aux, QUANT)
    if atom == QUANT and c == "?":
        return _with_atom(aux, DONE)  # a lazy quantifier: a*?
    return None  # nothing to repeat (TS1507)


def _close(aux):
    """At the closing `/`: every group closed, every back-reference names a group."""
    umark, depth, groups, ref, _, names, krefs = aux
    if depth or ref > groups:
        return None  # a group left open (TS1005), a reference to no group (TS1533, TS1534)
    if not umark & NAMES_UNKNOWN:
        if umark & BARE_K and names:
            return None  # `\k` without a name in a pattern with named groups (TS1510)
        for name in krefs:
            if name not in names:
                return None  # `\k<name>` with no such group (TS1532)
    return (RE_FLAGS, "", aux, True)


def scan(mode, buf, aux, c):
    """One body character: ``(mode, buf, aux, consumed)``, or None when no regex can go on."""
    if c in _NEWLINES:
        return None  # unterminated regular expression
    if mode == RE:
        if c == "/":
            return _close(aux)
        if c == "\\":
            return (RE_ESC, "", aux, True)
        if c == "[":
            return (RE_CLASS, "[", aux, True)
        if c == "(":
            return (RE_PAREN, "", (aux[0], aux[1] + 1) + aux[2:4] + (NONE,) + aux[5:], True)
        if c == ")":
            if not aux[1]:
                return None
            return (RE, "", (aux[0], aux[1] - 1) + aux[2:4] + (ATOM,) + aux[5:], True)
        if c == "*" or c == "+" or c == "?":
            aux = _quantify(aux, c)
            return None if aux is None else (RE, "", aux, True)
        if c == "|":
            return (RE, "", _mark(aux, ALT, NONE), True)
        if c == "^" or c == "$":
            return (RE, "", _with_atom(aux, NONE), True)
        if c == "{":
            return (RE_BRACE, "", aux, True)
        if c == "}" or c == "]":
            return (RE, "", _mark(aux, NO_U), True)  # a lone brace or bracket: not with `u` (TS1508)
        return (RE, "", _with_atom(aux, ATOM), True)
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
        if "1" <= c <= "9":
            return None  # [\1], [\8]: an octal escape or a reference in a class (TS1536, TS1537)
        if c == "0":
            return (RE_CLASS_ZERO, buf, aux, True)
        if c in _U_CLASS_ESCAPES:
            return (RE_CLASS, buf, aux, True)
        return (RE_CLASS, buf, _mark(aux, NO_U, aux[4]), True)  # [\q], [\B], [\k] (TS1535)
    if mode == RE_CLASS_ZERO:
        if c in _DIGITS:
            return None  # [\01]: an octal escape (TS1487)
        return (RE_CLASS, buf, aux, False)
    if mode == RE_ESC:
        if c == "b" or c == "B":
            return (RE, "", _with_atom(aux, NONE), True)
        if "1" <= c <= "9":
            return (RE_REF, c, _with_atom(aux, ATOM), True)
        if c == "0":
            return (RE_ZERO, "", _with_atom(aux, ATOM), True)
        if c == "x" or c == "u":
            return (RE_HEX, c, _with_atom(aux, ATOM), True)
        if c == "p" or c == "P":  # \p{L}: the braces belong to the escape
            return (RE_ESC_B, "", _with_atom(aux, ATOM), True)
        if c == "k":
            return (RE_K, "", _with_atom(aux, ATOM), True)
        if c == "c":
            return (RE_CTRL, "", _with_atom(aux, ATOM), True)
        if c in _U_ESCAPES:
            return (RE, "", _with_atom(aux, ATOM), True)
        return (RE, "", _mark(aux, NO_U), True)  # an identity escape: \-, \q (TS1535 with `u`)
    if mode == RE_REF:  # \12: the whole number names the group
        if c in _DIGITS:
            return (mode, buf + c, aux, True)
        n = int(buf)
        return (RE, "", aux if n <= aux[3] else aux[:3] + (n,) + aux[4:], False)
    if mode == RE_ZERO:
        if c in _DIGITS:
            return None  # \01: an octal escape (TS1487)
        return (RE, "", aux, False)
    if mode == RE_HEX:  # \x41, \u0041, \u{1F600}
        if buf == "u" and c == "{":
            return (RE_UBRACE, "", _mark(aux, NEEDS_U), True)  # \u{...} needs `u` (TS1538)
        if c not in _HEX:
            return None  # hexadecimal digit expected (TS1125)
        if len(buf) == (2 if buf[0] == "x" else 4):
            return (RE, "", aux, True)
        return (mode, buf + c, aux, True)
    if mode == RE_UBRACE:
        if c == "}":
            return (RE, "", aux, True) if buf else None  # \u{} (TS1125)
        if c not in _HEX or int(buf + c, 16) > 0x10FFFF:
            return None  # a digit expected (TS1199), past U+10FFFF (TS1198)
        return (mode, buf + c if buf != "0" else c, aux, True)
    if mode == RE_ESC_B:  # after \p, \P
        if c == "{":
            return (RE_ESC_BODY, "", _mark(aux, NEEDS_U), True)  # \p{L} needs `u` (TS1530)
        return (RE, "", _mark(aux, NO_U), False)  # \pL: not with `u` (TS1531)
    if mode == RE_ESC_BODY:
        if c == "}":
            return (RE, "", aux, True)
        if c.isalnum() or c == "_" or c == "=":
            return (mode, "", aux, True)
        return (RE, "", aux, False)
    if mode == RE_K:  # after \k: a named back-reference \k<name>
        if c == "<":
            return (RE_K_NAME, "", aux, True)
        return (RE, "", _mark(aux, NO_U | BARE_K), False)
    if mode == RE_K_NAME:
        if c == ">" and buf:
            krefs = aux[6] if buf in aux[6] else aux[6] + (buf,)
            return (RE, "", aux[:6] + (krefs,), True)
        if (_id_start(c) or (buf and _id_part(c))) and c != "\\":
            return (mode, buf + c, aux, True)
        return (RE, "", _mark(aux, NAMES_UNKNOWN), False)  # not followed: accept
    if mode == RE_CTRL:  # \cA
        if c in _LETTERS:
            return (RE, "", aux, True)
        return (RE, "", _mark(aux, NO_U), False)  # \c1: not with `u` (TS1512)
    if mode == RE_BRACE:  # after `{`: a quantifier `{n}`, `{n,}`, `{n,m}` needs a digit
        if "0" <= c <= "9":
            return (RE_QUANT, c, aux, True)
        return (RE, "", _mark(aux, NO_U), False)  # a lone brace
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
        return (RE, "", _mark(aux, NO_U), False)  # not a quantifier: a lone brace
    # group syntax tsc checks: (?: (?= (?! (?<= (?<! (?<name> (?ims-ims:
    if mode == RE_PAREN:
        if c == "?":
            return (RE_GROUP, "", aux, True)
        return (RE, "", aux[:2] + (aux[2] + 1,) + aux[3:], False)  # a capturing group
    if mode == RE_GROUP:
        if c == ":" or c == "=" or c == "!":
            return (RE, "", aux, True)
        if c == "<":
            return (RE_GROUP_LT, "", aux, True)
        if c in "ims-":
            return (RE_GROUP_MODS, "", aux, True)
        return None
    if mode == RE_GROUP_LT:
        if c == "=" or c == "!":
            return (RE, "", aux, True)
        if _id_start(c):
            return (RE_GROUP_NAME, c, aux[:2] + (aux[2] + 1,) + aux[3:], True)
        return None
    if mode == RE_GROUP_NAME:
        if c == ">":
            names = aux[5]
            if buf in names:
                if not aux[0] & ALT:
                    return None  # the same name twice in one alternative (TS1515)
                return (RE, "", aux, True)
            return (RE, "", aux[:5] + (names + (buf,),) + aux[6:], True)
        return (mode, buf + c, aux, True) if _id_part(c) else None
    # RE_GROUP_MODS
    if c == ":":
        return (RE, "", aux, True)
    return (mode, "", aux, True) if c in "ims-" else None
