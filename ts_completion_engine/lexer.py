"""The scanner: turns characters into tokens for one reading, from the middle of any token.

A reading is a tuple ``(mode, buf, nl, stack, aux, types)``:

* ``mode`` -- where the scanner is: between tokens, inside an identifier, number,
  punctuator, string, template, regex or comment (the constants below);
* ``buf``  -- the text of the partial identifier / number / punctuator (else ``""``);
* ``nl``   -- whether a line break was seen since the last token (ASI needs it);
* ``stack`` -- the parser stack (see ``parser_core``);
* ``aux``  -- per mode: the quote of a string, whether a template piece began with a
  backtick ("h") or a ``}`` ("m"), or a cached answer for a partial identifier/number;
* ``types`` -- the type layer's state (``types.checker``), advanced after every token the
  parser accepts; None where types are not checked (declaration files, after `@ts-ignore`).

Most characters only extend the partial token; the parser runs only when a token ends.
Context-dependent scanning asks the parser: a ``/`` is a division when the reading accepts
one, a regex when it accepts an operand (both: the reading splits); a ``}`` resumes a
template when the parser's top frame is a template substitution.
"""

import re
import unicodedata

from .expressions import p_template
from .parser_core import KEYWORDS, step
from .regex_body import BODY_MODES as RE_BODY_MODES, RE, RE_FLAGS, START as RE_START, scan as scan_regex
from .regex_body import NEEDS_U as RE_NEEDS_U, NO_U as RE_NO_U
from .types.checker import advance, partial_ok

(D, ID, NUM, PUN, STR, STR_ESC, STR_ESC_CR, TPL, TPL_ESC, TPL_DOLLAR, LC, BC, BC_STAR, SLASH, HASH,
 START, SHEBANG, ID_ESC, STR_HEX, STR_ZERO, TPL_HEX, TPL_ZERO) = range(22)

PUNCTS = frozenset(
    "{ } ( ) [ ] ; , < > <= >= == != === !== + - * / % ** ++ -- << >> >>> & | ^ ! ~ && || ?? ? "
    "?. : = += -= *= /= %= **= <<= >>= >>>= &= |= ^= &&= ||= ??= => ... . @".split()
)
PUNCT_PREFIXES = frozenset(p[:i] for p in PUNCTS for i in range(1, len(p) + 1))
# every punctuator a partial one can still become
PUNCT_COMPLETIONS = {q: tuple(p for p in PUNCTS if p.startswith(q)) for q in PUNCT_PREFIXES}
SINGLE = frozenset("(){}[];,~@:")
MULTI_START = frozenset(".<>=!+-*%&|^?")
KEYWORDS_BY_PREFIX = {}
for _w in KEYWORDS:
    for _i in range(1, len(_w) + 1):
        KEYWORDS_BY_PREFIX.setdefault(_w[:_i], []).append(_w)

ASCII_ID_START = frozenset("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ$_")
ASCII_ID_PART = ASCII_ID_START | frozenset("0123456789")
DIGITS = frozenset("0123456789")
NEWLINES = frozenset("\n\r\u2028\u2029")
SPACES = frozenset(" \t\v\f\xa0\ufeff")

_D = r"\d(?:_?\d)*"
_H = r"[0-9a-fA-F](?:_?[0-9a-fA-F])*"
# a decimal integer part: `0` alone, or no leading zero (`01` and `08` are errors in strict code)
_I = r"(?:0|[1-9](?:_?\d)*)"
_IP = r"(?:0|[1-9](?:_?\d)*_?)"  # a prefix of one (may end in `_`)
NUMBER = re.compile(
    rf"0[xX]{_H}n?|0[bB][01](?:_?[01])*n?|0[oO][0-7](?:_?[0-7])*n?"
    rf"|(?:{_I}(?:\.(?:{_D})?)?|\.{_D})(?:[eE][+-]?{_D})?|{_I}n"
)
NUMBER_PREFIX = re.compile(
    rf"0[xX](?:{_H}_?)?n?|0[bB](?:[01](?:_?[01])*_?)?n?|0[oO](?:[0-7](?:_?[0-7])*_?)?n?"
    rf"|(?:{_IP}(?:\.(?:{_D}_?)?)?|\.{_D}_?)(?:[eE][+-]?(?:{_D}_?)?)?|{_I}n"
)
ID_RUN = re.compile(r"[A-Za-z0-9$_]+")
LINE_COMMENT_RUN = re.compile(r"[^\n\r\u2028\u2029]+")
BLOCK_COMMENT_RUN = re.compile(r"[^*\n\r\u2028\u2029]+")
# U+2028 / U+2029 may appear raw in a string literal (ES2019, and tsc agrees); \n and \r not
STR_RUN = {'"': re.compile(r'[^"\\\n\r]+'), "'": re.compile(r"[^'\\\n\r]+")}
TPL_RUN = re.compile(r"[^`\\$]+")
SPACE_RUN = re.compile(r"[ \t]+")
ID_ESCAPE_PREFIX = re.compile(r"\\(?:u(?:[0-9a-fA-F]{0,4}|\{(?:[0-9a-fA-F]+\}?)?))?")
HEX_ESCAPE_PREFIX = re.compile(r"x[0-9a-fA-F]{0,2}|u(?:[0-9a-fA-F]{0,4}|\{[0-9a-fA-F]*)")
HEX_ESCAPE = re.compile(r"x[0-9a-fA-F]{2}|u(?:[0-9a-fA-F]{4}|\{[0-9a-fA-F]+\})")
ID_ESCAPE = re.compile(r"\\u(?:[0-9a-fA-F]{4}|\{[0-9a-fA-F]+\})")

# a comment that silences the next line's errors: its text after `//` or `/*` (tsc reads a block
# comment's last line); any mix of `/`, `*` and spaces may come first (looser than tsc: sound)
TS_DIRECTIVE = re.compile(r"[/*\s]*@ts-(?:ignore|expect-error)")
# `// @ts-nocheck` in the file's leading comments turns the checker off (its grammar errors
# too); read anywhere between top-level statements, in any comment (looser than tsc: sound)
TS_NOCHECK = re.compile(r"[/*\s]*@ts-nocheck", re.I)
COMMENT_KEPT = 40  # characters of a comment's start (a block comment's line) kept for TS_DIRECTIVE
_COMMENT_LEAD = re.compile(r"[/*\s]*")


def _comment_kept(buf, piece):
    """What a comment keeps after ``piece``: its leading run of `/`, `*` and spaces folded to at
    most three characters (only which occur matters to TS_DIRECTIVE, and a run of spaces or a
    banner of stars may be long), then its first COMMENT_KEPT characters."""
    s = buf + piece
    lead = _COMMENT_LEAD.match(s).end()
    if lead > 1:
        run = s[:lead]
        s = ("/" if "/" in run else "") + ("*" if "*" in run else "") + (" " if run.strip("/*") else "") + s[lead:]
    return s[:COMMENT_KEPT]


def _comment_line_break(buf):
    """A block comment's next line: tsc looks for the directive on its last line only, so the
    kept text starts again -- unless a line so far held one (looser than tsc: sound)."""
    return buf if TS_DIRECTIVE.match(buf) else ""

REGEX_FLAGS = frozenset("dgimsuy")  # `v` needs target es2024 (TS1501); the oracle targets es2022
GENERIC = "\x00"  # appended to a partial identifier: a name that is no keyword
# A string literal's text is kept while it is read (buf in mode STR) for the type layer, up to
# STR_KEPT characters and without escapes; else, and with the type layer off, STR_UNKEPT.
STR_KEPT = 64
STR_UNKEPT = "\x00"


def is_id_start(c):
    return c in ASCII_ID_START or (c > "\x7f" and c.isidentifier())


def is_id_part(c):
    return c in ASCII_ID_PART or (c > "\x7f" and (("a" + c).isidentifier() or c in "\u200c\u200d"))


def is_space(c):
    return c in SPACES or (c > "\x7f" and unicodedata.category(c) == "Zs")


def _after_comment(text, stack, types):
    """After a comment: a // @ts-ignore or // @ts-expect-error makes the file lenient (and
    turns the type layer off: the errors of the next line, whatever they are, are silenced)."""
    nocheck = stack[1] is None and TS_NOCHECK.match(text)
    if nocheck or TS_DIRECTIVE.match(text):
        from .statements import TOP_LENIENT, make_lenient
        lenient = make_lenient(stack, TOP_LENIENT) if nocheck else make_lenient(stack)
        if lenient is not None:
            return lenient, None
        return stack, None
    return stack, types


def _mode_after(stack):
    """After a `}` token: resume a template if the parser just closed a substitution."""
    top = stack[0]
    if top[0] is p_template and top[1] % 10 == 2:
        return TPL
    return D


def run(reading, text, out, limit):
    """Scan ``text`` from ``reading``; append every surviving reading to ``out``.

    ``limit`` is a one-element list counting readings still allowed to split off; when it
    runs out the caller gives up on exactness (see ``state.TOP``).
    """
    mode, buf, nl, stack, aux, types = reading
    i = 0
    n = len(text)
    while i < n:
        c = text[i]
        if mode == D:
            if c == " " or c == "\t":
                i += 1
                continue
            if c in ASCII_ID_START:
                m = ID_RUN.match(text, i)
                buf = m.group()
                i = m.end()
                mode = ID
                aux = None
                continue
            if c in NEWLINES:
                nl = True
                i += 1
                continue
            if c in SINGLE:
                tok = (c, c, nl)
            elif c in MULTI_START:
                mode = PUN
                buf = c
                i += 1
                continue
            elif c in DIGITS:
                mode = NUM
                buf = c
                aux = None
                i += 1
                continue
            elif c == "/":
                mode = SLASH
                i += 1
                continue
            elif c == '"' or c == "'":
                if not step(stack, ("str", "", nl)):
                    return
                mode = STR
                aux = c
                buf = "" if types is not None else STR_UNKEPT  # its text, for the type layer
                i += 1
                continue
            elif c == "`":
                if not step(stack, ("tpl", "", nl)):
                    return
                mode = TPL
                aux = "h"
                i += 1
                continue
            elif c == "#":
                mode = HASH
                i += 1
                continue
            elif c == "\\":
                mode = ID_ESC
                buf = c
                aux = None
                i += 1
                continue
            elif is_space(c):
                i += 1
                continue
            elif is_id_start(c):
                mode = ID
                buf = c
                aux = None
                i += 1
                continue
            else:
                return  # a character that cannot appear between tokens
            # a one-character punctuator
            i += 1
            stacks = _typed(step(stack, tok), types, tok)
            if not stacks:
                return
            nl = False
            if len(stacks) > 1:
                _fork(stacks, D if c != "}" else None, text, i, out, limit)
            stack, types = stacks[0]
            if c == "}":
                mode = _mode_after(stack)
                aux = "m"
            continue
        if mode == ID:
            if c in ASCII_ID_PART:
                m = ID_RUN.match(text, i)
                buf += m.group()
                i = m.end()
                continue
            if c > "\x7f" and is_id_part(c):
                buf += c
                i += 1
                continue
            if c == "\\":
                mode = ID_ESC
                buf += c
                i += 1
                continue
            tok = ("priv" if buf[0] == "#" else "id", buf, nl)
            mode = D
        elif mode == PUN:
            s = buf + c
            if s in PUNCT_PREFIXES:
                buf = s
                i += 1
                continue
            if c in DIGITS and (buf == "." or buf == "?."):
                if buf == "?.":  # a ? .5 : b
                    q = ("?", "?", nl)
                    stacks = _typed(step(stack, q), types, q)
                    if not stacks:
                        return
                    nl = False
                    if len(stacks) > 1:
                        _fork_mid(stacks, (NUM, ".", False, None, None), text, i, out, limit)
                    stack, types = stacks[0]
                mode = NUM
                buf = "." + c
                aux = None
                i += 1
                continue
            if buf == ".." or (c == ">" and buf[-1] == "=" and buf[0] == ">"):
                # `..` is `.` then `.`; `>=>` is `>` then `=>` (`(): A<B>=> x`): `>=` is never
                # followed by `>`, as tsc's scanner never makes `>=` unless the parser asks
                tok = (buf[:-1], buf[:-1], nl)
                buf = buf[-1]
                stacks = _typed(step(stack, tok), types, tok)
                if not stacks:
                    return
                nl = False
                if len(stacks) > 1:
                    _fork_mid(stacks, (PUN, buf, False, None, None), text, i, out, limit)
                stack, types = stacks[0]
                continue
            tok = (buf, buf, nl)
            mode = D
        elif mode == NUM:
            s = buf + c
            if NUMBER_PREFIX.fullmatch(s):
                buf = s
                i += 1
                continue
            if not NUMBER.fullmatch(buf) or is_id_part(c) or c == "\\":
                return  # 1e+ / 1a: no numeric literal can continue this way
            tok = ("num", buf, nl)
            mode = D
        elif mode == STR:
            if c == aux:
                # with its text (the lib reader's shape) unless an escape or its length lost it
                tok = ("str", "", nl) if buf == STR_UNKEPT else ("str", buf, nl, True)
                i += 1
                mode = D
            elif c == "\\":
                mode = STR_ESC
                i += 1
                continue
            elif c == "\n" or c == "\r":
                return  # unterminated string literal
            else:
                m = STR_RUN[aux].match(text, i)
                if buf != STR_UNKEPT:
                    buf = buf + text[i:m.end()]
                    if len(buf) > STR_KEPT or "\x00" in buf:
                        buf = STR_UNKEPT
                i = m.end()
                continue
        elif mode == TPL:
            if c == "`":
                tok = ("tpl" if aux in "hH" else "tpt", "!" if aux in "HM" else "", nl)
                i += 1
                mode = D
            elif c == "\\":
                mode = TPL_ESC
                i += 1
                continue
            elif c == "$":
                mode = TPL_DOLLAR
                i += 1
                continue
            else:
                i = TPL_RUN.match(text, i).end()
                continue
        elif mode == LC:
            if c in NEWLINES:
                nl = True
                mode = D
                i += 1
                if buf:
                    stack, types = _after_comment(buf, stack, types)
            else:
                end = LINE_COMMENT_RUN.match(text, i).end()
                if len(buf) < COMMENT_KEPT:  # the same prefix however the text was split
                    buf = _comment_kept(buf, text[i:end])
                i = end
            continue
        elif mode == BC:
            if c == "*":
                mode = BC_STAR
                i += 1
                if len(buf) < COMMENT_KEPT:
                    buf = _comment_kept(buf, c)
            elif c in NEWLINES:
                nl = True
                i += 1
                buf = _comment_line_break(buf)
            else:
                end = BLOCK_COMMENT_RUN.match(text, i).end()
                if len(buf) < COMMENT_KEPT:  # the same prefix however the text was split
                    buf = _comment_kept(buf, text[i:end])
                i = end
            continue
        elif mode == BC_STAR:
            if c == "/":
                mode = D
                if buf:
                    stack, types = _after_comment(buf, stack, types)
            elif c != "*":
                mode = BC
                if c in NEWLINES:
                    nl = True
                    buf = _comment_line_break(buf)
                    i += 1
                    continue
            if len(buf) < COMMENT_KEPT:
                buf = _comment_kept(buf, c)
            i += 1
            continue
        elif mode == SLASH:
            if c == "/":
                mode = LC
                buf = ""
                i += 1
                continue
            if c == "*":
                mode = BC
                buf = ""
                i += 1
                continue
            divides = step(stack, ("/", "/", nl))
            regex = step(stack, ("re", "", nl))
            if divides:
                if regex:
                    if limit[0] <= 0:
                        raise TooAmbiguous
                    limit[0] -= 1
                    run((RE, "", nl, stack, RE_START, types), text[i:], out, limit)
                mode = PUN
                buf = "/"
            elif regex:
                mode = RE
                buf = ""
                aux = RE_START
            else:
                return
            continue
        elif mode in RE_BODY_MODES:  # regex_body.py checks the pattern as tsc does
            r = scan_regex(mode, buf, aux, c)
            if r is None:
                return
            mode, buf, aux, used = r
            if used:
                i += 1
            continue
        elif mode == RE_FLAGS:
            if is_id_part(c):
                if aux[0] & RE_NO_U and (c == "u" or c == "v"):
                    return  # a lone brace, `\-`... in unicode mode (TS1508, TS1535: regex_body.py)
                if c not in REGEX_FLAGS or c in buf or (c in "uv" and ("u" in buf or "v" in buf)):
                    return  # an unknown or repeated flag, or both u and v (TS1499, TS1500, TS1502)
                buf += c
                i += 1
                continue
            if aux[0] & RE_NEEDS_U and "u" not in buf:
                return  # `\p{L}`, `\u{41}` without the `u` flag (TS1530, TS1538)
            tok = ("re", "", nl)
            aux = None
            mode = D
        elif mode == STR_ESC:
            if c in "xu":  # \x41, \u0041, \u{1F600}
                mode = STR_HEX
                buf = c  # the hex digits; the string's text is lost (STR_UNKEPT after them)
            elif c in DIGITS:
                if c != "0":
                    return  # an octal escape, or \8 \9, in strict code (TS1487, TS1488)
                mode = STR_ZERO
            else:
                mode = STR_ESC_CR if c == "\r" else STR
                buf = STR_UNKEPT
            i += 1
            continue
        elif mode == STR_HEX:
            s = buf + c
            if HEX_ESCAPE.fullmatch(s):
                mode = STR
                buf = STR_UNKEPT
                i += 1
                continue
            elif not HEX_ESCAPE_PREFIX.fullmatch(s) or (s[1:2] == "{" and int("0" + s[2:], 16) > 0x10FFFF):
                return  # hexadecimal digit expected (TS1125), or past U+10FFFF (TS1198)
            buf = s
            i += 1
            continue
        elif mode == STR_ZERO:
            if c in DIGITS:
                return  # \01: an octal escape (TS1487)
            mode = STR
            buf = STR_UNKEPT
            continue
        elif mode == STR_ESC_CR:
            mode = STR
            buf = STR_UNKEPT
            if c == "\n":
                i += 1
            continue
        elif mode == TPL_ESC:  # a bad escape is an error only in an untagged template
            mode = TPL
            if c in "xu":  # \x41, \u0041, \u{1F600}
                mode = TPL_HEX
                buf = c
            elif c == "0":
                mode = TPL_ZERO
            elif c in DIGITS and aux in "hm":  # \1, \8 (TS1487, TS1488)
                aux = aux.upper()
                if not step(stack, ("tpl" if aux == "H" else "tpt", "!", nl)):
                    return
            i += 1
            continue
        elif mode == TPL_HEX:
            s = buf + c
            if HEX_ESCAPE.fullmatch(s):
                mode = TPL
                buf = ""
                i += 1
                continue
            if HEX_ESCAPE_PREFIX.fullmatch(s) and not (s[1:2] == "{" and int("0" + s[2:], 16) > 0x10FFFF):
                buf = s
                i += 1
                continue
            mode = TPL  # \x4g, \u{110000} (TS1125, TS1198): `c` is the template's text again
            buf = ""
            if aux in "hm":
                aux = aux.upper()
                if not step(stack, ("tpl" if aux == "H" else "tpt", "!", nl)):
                    return
            continue
        elif mode == TPL_ZERO:
            mode = TPL
            if c in DIGITS and aux in "hm":  # \01 (TS1487)
                aux = aux.upper()
                if not step(stack, ("tpl" if aux == "H" else "tpt", "!", nl)):
                    return
            continue
        elif mode == TPL_DOLLAR:
            if c == "{":
                tok = ("tph" if aux in "hH" else "tpm", "!" if aux in "HM" else "", nl)
                i += 1
                mode = D
            else:
                mode = TPL
                continue
        elif mode == HASH:
            if c == "\\":  # #\u0061
                mode = ID_ESC
                buf = "#\\"
                aux = None
                i += 1
                continue
            if not is_id_start(c):
                return
            mode = ID
            buf = "#" + c
            aux = None
            i += 1
            continue
        elif mode == ID_ESC:
            s = buf[buf.rindex("\\"):] + c
            if ID_ESCAPE.fullmatch(s):
                mode = ID
            elif not ID_ESCAPE_PREFIX.fullmatch(s):
                return
            buf += c
            i += 1
            continue
        elif mode == START:
            if c == "#":
                mode = SHEBANG
                i += 1
            else:
                mode = D
            continue
        elif mode == SHEBANG:
            if c != "!":
                return
            mode = LC
            i += 1
            continue
        else:
            raise AssertionError(mode)
        # a token ended (mode is D again); `i` is the next unread character
        stacks = _typed(step(stack, tok), types, tok)
        if not stacks:
            return
        nl = False
        if len(stacks) > 1:
            _fork(stacks, D, text, i, out, limit)
        stack, types = stacks[0]
    # normalise fields the mode does not use, so that equal readings compare equal
    if mode not in _BUF_MODES:
        buf = ""
    if mode not in _AUX_MODES:
        aux = None
    out.append((mode, buf, nl, stack, aux, types))


def _typed(stacks, types, tok):
    """The parser's readings after ``tok`` as ``(stack, types)`` pairs, each advanced by the
    type layer; a reading whose types cannot go on is dropped (a proof, like the parser's)."""
    if types is None:
        return [(s, None) for s in stacks]
    out = []
    for s in stacks:
        t = advance(types, tok, s)
        if t is not None:
            out.append((s, t))
    return out


_BUF_MODES = frozenset((ID, NUM, PUN, ID_ESC, LC, BC, BC_STAR, RE_FLAGS, STR, STR_HEX, TPL_HEX)) | RE_BODY_MODES
_AUX_MODES = frozenset((ID, NUM, STR, STR_ESC, STR_ESC_CR, STR_HEX, STR_ZERO, TPL, TPL_ESC, TPL_DOLLAR, TPL_HEX, TPL_ZERO,
                        RE_FLAGS)) | RE_BODY_MODES


class TooAmbiguous(Exception):
    """More readings than the bound: the caller switches to the permissive state."""


def _fork(stacks, mode, text, i, out, limit):
    for s, types in stacks[1:]:
        if limit[0] <= 0:
            raise TooAmbiguous
        limit[0] -= 1
        m = _mode_after(s) if mode is None else mode
        run((m, "", False, s, "m", types), text[i:], out, limit)


def _fork_mid(stacks, reading, text, i, out, limit):
    """Split off readings that resume inside a token (after `?` of `?.5`, `.` of `..`)."""
    mode, buf, _, _, aux = reading
    for s, types in stacks[1:]:
        if limit[0] <= 0:
            raise TooAmbiguous
        limit[0] -= 1
        if mode == NUM:  # ?.5: the `.` starts a number
            run((NUM, "." + text[i], False, s, None, types), text[i + 1:], out, limit)
        else:
            run((mode, buf, False, s, aux, types), text[i:], out, limit)


def can_continue(reading):
    """Can some continuation of the partial token in ``reading`` be accepted?

    Returns the reading (possibly with a cached answer in ``aux``) or None. Called at the
    end of every feed so that a feed returns None as soon as no continuation is valid.
    """
    mode, buf, nl, stack, aux, types = reading
    if mode == ID:
        if buf[0] != "#" and types is not None and not partial_ok(types, buf):
            return None  # `s.lenx`: no member of the receiver's type starts so
        if aux:
            return reading
        if buf[0] == "#":
            return reading if step(stack, ("priv", buf, nl)) else None
        if aux is None:
            generic = ("id", buf + GENERIC, nl)
            if _typed(step(stack, generic), types, generic):
                return (mode, buf, nl, stack, True, types)
            aux = False
        for w in KEYWORDS_BY_PREFIX.get(buf, ()):
            word = ("id", w, nl)
            if _typed(step(stack, word), types, word):
                return (mode, buf, nl, stack, aux, types)
        return None
    if mode == HASH:
        return reading if step(stack, ("priv", "#x", nl)) else None
    if mode == ID_ESC:  # an escape makes the name no keyword (an escaped keyword is TS1260)
        if buf[0] == "#":
            return reading if step(stack, ("priv", buf, nl)) else None
        return reading if step(stack, ("id", buf + GENERIC, nl)) else None
    if mode == NUM:
        if aux is None:
            num = ("num", buf, nl)
            return (mode, buf, nl, stack, True, types) if _typed(step(stack, num), types, num) else None
        return reading
    if mode == PUN:
        for p in PUNCT_COMPLETIONS[buf]:
            punct = (p, p, nl)
            if _typed(step(stack, punct), types, punct):
                return reading
        if buf == ".":  # .5
            if step(stack, ("num", ".5", nl)):
                return reading
        elif buf == "?.":  # a ?.5 : b
            for s in step(stack, ("?", "?", nl)):
                if step(s, ("num", ".5", False)):
                    return reading
        elif buf[0] == ">" and buf[-1] == "=":  # `A<B>=` may still become `A<B> =>`
            for s in step(stack, (buf[:-1], buf[:-1], nl)):
                if step(s, ("=>", "=>", False)):
                    return reading
        return None
    return reading
