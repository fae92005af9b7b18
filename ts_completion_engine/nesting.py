"""Where is the code? The lexical context of a state and the brackets a text opens and closes,
read by the engine's own scanner — for stop rules and editors, which must never cut inside a
string or count a `}` that sits in a comment.

    from ts_completion_engine.nesting import Nesting, lexical_context
    start = Nesting.after(state)            # state: the engine State at the cursor
    later = start.feed('if (c === "}") {')  # a new Nesting; `start` is unchanged
    later.open                              # ("{",): opened since the start, still open
    later.closed                            # (): brackets open before the start that it closed

A character is a bracket when the scanner reads it as a bracket token: the engine is fed the
text in pieces that end at every bracket, quote and line break, and the scanner modes before
and after each such character say what it was (`(` in a string leaves the mode a string;
`}` after a template substitution resumes template text). Regex or division, and which `}`
resumes a template, are decided by the parser, as for every feed. Nesting is counted from the
start state on, not from the file's start: absolute nesting would need per-production
knowledge of every grammar frame, and the stop rules need only what the generated text opens
and closes.

When readings are ambiguous, only what all of them agree on is answered: a character the
readings disagree about makes the nesting inexact (`exact` False) from there on. When the
engine rejects the text (a prefix with an error, or unconstrained generated text), the
nesting goes on with a lexer-only reading: the same scanner, with a stand-in parser that
accepts every token and decides regex or division from the previous token.
"""

from __future__ import annotations

from typing import Iterator, NamedTuple, Optional

from . import lexer
from .expressions import p_template
from .parser_core import step
from .state import FORK_BUDGET, State, initial_state

CODE, STRING, TEMPLATE, REGEX, COMMENT = "code", "string", "template", "regex", "comment"

_CONTEXT = {}
for _mode in (lexer.D, lexer.ID, lexer.NUM, lexer.PUN, lexer.SLASH, lexer.HASH, lexer.ID_ESC, lexer.START):
    _CONTEXT[_mode] = CODE  # SLASH: a `/` not yet known as division, regex or comment
for _mode in (lexer.STR, lexer.STR_ESC, lexer.STR_ESC_CR, lexer.STR_HEX, lexer.STR_ZERO):
    _CONTEXT[_mode] = STRING
for _mode in (lexer.TPL, lexer.TPL_ESC, lexer.TPL_DOLLAR, lexer.TPL_HEX, lexer.TPL_ZERO):
    _CONTEXT[_mode] = TEMPLATE
for _mode in (lexer.LC, lexer.BC, lexer.BC_STAR, lexer.SHEBANG):
    _CONTEXT[_mode] = COMMENT
for _mode in lexer.RE_BODY_MODES | {lexer.RE_FLAGS}:
    _CONTEXT[_mode] = REGEX  # a mode the lexer gains later answers None (unknown) until listed here

# The characters after which the scanner's reading may change what is open.
MARKS = frozenset("()[]{}\"'`\n")
_OPENERS = {"(": ")", "[": "]", "{": "}", "${": "}"}
# Token kinds after which a `/` divides; after anything else it starts a regex.
_OPERAND_END = frozenset(("num", "str", "re", "tpl", "tpt", "priv", ")", "]", "++", "--"))
_REGEX_AFTER_WORDS = frozenset(
    "return typeof instanceof in of new delete void throw case do else yield await".split())


def lexical_context(state) -> Optional[str]:
    """CODE, STRING, TEMPLATE (template text), REGEX or COMMENT: where the scanner of `state`
    is; None when the readings disagree or `state` is the permissive TOP."""
    readings = state._readings if isinstance(state, State) else (state.reading,)
    if not readings:
        return None
    contexts = {_CONTEXT.get(r[0]) for r in readings}
    return contexts.pop() if len(contexts) == 1 else None


class LexerOnly(NamedTuple):
    """The engine's scanner over a parser that accepts every token: the reading used where the
    engine rejects the text. It keeps the open `{` / `${` (a `}` must know whether it resumes
    a template) and the previous token (a `/` after an operand divides)."""

    reading: tuple

    @classmethod
    def of_text(cls, text: str) -> "LexerOnly":
        """The lexer-only reading after `text` from the start of a file."""
        return cls(_reading(lexer.START, "", False, ((_p_any_token, (None, ())), None), None)).extend(text)

    def extend(self, text: str) -> "LexerOnly":
        """`feed` for a long text: in pieces that end at each `{`, so that a `}...${` is settled
        before the next token."""
        reading, start = self, 0
        while start < len(text):
            end = text.find("{", start) + 1 or len(text)
            reading = reading.feed(text[start:end])
            start = end
        return reading

    @classmethod
    def continuing(cls, reading: tuple, braces: tuple = ()) -> "LexerOnly":
        """Go on from an engine reading's scanner position once the parser rejected the text."""
        return cls(_reading(reading[0], reading[1], reading[2], ((_p_any_token, (None, braces)), None), reading[4]))

    def feed(self, text: str) -> "LexerOnly":
        out: list = []
        lexer.run(self.reading, text, out, [FORK_BUDGET])
        if not out:
            return self._feed_through_errors(text)
        return LexerOnly(_settle(out[0]))

    def _feed_through_errors(self, text: str) -> "LexerOnly":
        """Character by character: a character no token can hold (`\\n` in a string, a stray
        `\\x01`) ends the broken token, as a real scanner does, and reading goes on from code."""
        reading = self
        for char in text:
            out: list = []
            lexer.run(reading.reading, char, out, [FORK_BUDGET])
            if out:
                reading = LexerOnly(_settle(out[0]))
                continue
            nl, stack = reading.reading[2], reading.reading[3]
            code = LexerOnly(_reading(lexer.D, "", nl or char == "\n", stack, None))
            reading = code.feed(char) if reading.reading[0] != lexer.D else code
        return reading

    @property
    def statement_complete(self) -> bool:
        prev = _any_token_state(self.reading[3])[0]
        return self.reading[0] == lexer.D and (prev in _OPERAND_END or prev in (";", "}", "id"))


def _settle(reading):
    """After `}...${` the scanner left the template frame on top: the stand-in parser takes over
    again, with the substitution open. Feeds end at every `{`, so no token comes in between."""
    stack = reading[3]
    top = stack[0]
    if top[0] is p_template and top[1] == 0:
        _, braces = stack[1][0][1]
        return reading[:3] + (((_p_any_token, ("tph", braces + ("${",))), None),) + reading[4:]
    return reading


def _reading(mode, buf, nl, stack, aux):
    """A scanner reading over the stand-in parser. Fields the scanner may have beyond these five
    (a type layer's state) are None: nothing but the scanner runs here."""
    return (mode, buf, nl, stack, aux) + (None,) * _EXTRA_FIELDS


_EXTRA_FIELDS = len(initial_state()._readings[0]) - 5


def _any_token_state(stack):
    while stack[0][0] is not _p_any_token:
        stack = stack[1]
    return stack[0][1]


def _p_any_token(st, tok, rest):
    """The lexer-only stand-in parser: every token is accepted; `/` only after an operand, a
    regex only elsewhere, so that the scanner never splits."""
    prev, braces = st
    kind = tok[0]
    divides = prev in _OPERAND_END or prev == "id"
    if kind in ("/", "/="):
        return (((_p_any_token, (kind, braces)), rest), None) if divides else None
    if kind == "re" and divides:
        return None
    if kind == "id" and tok[1] in _REGEX_AFTER_WORDS:
        kind = "keyword"
    if kind == "{" or kind == "tph":
        braces = braces + ("{" if kind == "{" else "${",)
    elif kind == "}" and braces:
        if braces[-1] == "${":  # the scanner resumes the template when it sees this frame
            return (((p_template, 2), ((_p_any_token, ("tpt", braces[:-1])), rest)), None)
        braces = braces[:-1]
    return (((_p_any_token, (kind, braces)), rest), None)


class Nesting(NamedTuple):
    """What a text opened and closed after a start state, as the scanner read it."""

    reading: object  # the engine State after the text, or a LexerOnly once the engine rejected it
    open: tuple = ()  # opened since the start and still open, innermost last: ( [ { ${ " ' `
    closed: tuple = ()  # what was open at the start and the text closed, in order, named by opener
    exact: bool = True  # False once the readings disagreed about a character

    @classmethod
    def after(cls, state) -> "Nesting":
        """Start counting at `state` (an engine State, or a LexerOnly reading). Only syntax is
        read: a type state the readings carry is dropped, so a type error in the text neither
        costs type checking nor hands over to the lexer-only reading."""
        if isinstance(state, State) and state._readings and len(state._readings[0]) > 5:
            state = State(tuple(r[:5] + (None,) * (len(r) - 5) for r in state._readings))
        return cls(state)

    @property
    def context(self) -> Optional[str]:
        return lexical_context(self.reading)

    @property
    def depth(self) -> int:
        """Brackets open relative to the start: negative once the text closed one opened before."""
        return len([b for b in self.open if b in _OPENERS]) - len([b for b in self.closed if b in _OPENERS])

    @property
    def by_engine(self) -> bool:
        """True while the engine's parser accepts the text (False: the lexer-only reading)."""
        return isinstance(self.reading, State)

    @property
    def statement_complete(self) -> bool:
        """At a line end: may the statement list the start state was in end here? The parser is
        asked whether the enclosing `}`, `)`, `]` or the end of the file could follow (every
        reading must agree); the lexer-only reading answers from the previous token."""
        if not self.by_engine:
            return self.reading.statement_complete
        readings = self.reading._readings
        return bool(readings) and all(r[0] == lexer.D and any(
            step(r[3], probe) for probe in _CLOSING_PROBES) for r in readings)

    def feed(self, text: str) -> "Nesting":
        nesting = self
        for _, nesting in self.marks(text):
            pass
        return nesting

    def marks(self, text: str) -> Iterator[tuple[int, "Nesting"]]:
        """The nesting after each piece of `text` that ends at a bracket, quote or line break (and
        after the last piece): (end offset in `text`, Nesting)."""
        nesting = self
        start = 0
        for index, char in enumerate(text):
            if char in MARKS:
                if index > start:
                    nesting = nesting._feed_plain(text[start:index])
                nesting = nesting._feed_mark(char)
                start = index + 1
                yield start, nesting
        if start < len(text):
            yield len(text), nesting._feed_plain(text[start:])

    def _advance(self, text: str):
        """The reading after `text`: the engine's while it accepts, else the lexer-only one."""
        reading = self.reading
        if isinstance(reading, State):
            fed = reading.feed(text)
            if fed is not None:
                return fed
            if not reading._readings:
                return reading  # TOP: nothing to read from
            braces = tuple(b for b in self.open if b in ("{", "${"))
            reading = LexerOnly.continuing(reading._readings[0], braces)
        return reading.feed(text)

    def _feed_plain(self, text: str) -> "Nesting":
        return self._replace(reading=self._advance(text))

    def _feed_mark(self, char: str) -> "Nesting":
        before = _modes(self.reading)
        reading = self._advance(char)
        after = _modes(reading)
        changed = self._replace(reading=reading)
        if not self.exact or before is None or after is None:
            return changed._replace(exact=False)
        change = _classify(char, before, after)
        if change is None:
            return changed
        kind, opens = change
        if opens:
            return changed._replace(open=self.open + (kind,))
        if self.open:
            if self.open[-1] == kind:
                return changed._replace(open=self.open[:-1])
            return changed._replace(exact=False)  # mismatched: only an unchecked text does this
        return changed._replace(closed=self.closed + (kind,))


_CLOSING_PROBES = (("}", "}", True), (")", ")", True), ("]", "]", True), ("eof", "", True))
# modes after which a bracket or quote is code: RE_FLAGS follows a regex literal's closing `/` (`s.match(/a/)`)
_CODE_MODES = frozenset((lexer.D, lexer.ID, lexer.NUM, lexer.PUN, lexer.SLASH, lexer.HASH, lexer.START, lexer.RE_FLAGS))


def _modes(reading):
    """(mode, string quote) the readings agree on, or None."""
    if isinstance(reading, State):
        readings = reading._readings
        if not readings:
            return None
    else:
        readings = (reading.reading,)
    first = readings[0]
    found = (first[0], first[4] if first[0] == lexer.STR else None)
    for r in readings[1:]:
        if (r[0], r[4] if r[0] == lexer.STR else None) != found:
            return None
    return found


def _classify(char, before, after):
    """(bracket kind, opens?) for a character the scanner read as a bracket or quote; else None."""
    mode, quote = before
    new_mode = after[0]
    if mode in _CODE_MODES:
        if char in "([{" and new_mode == lexer.D:
            return char, True
        if char in ")]" and new_mode == lexer.D:
            return ("(" if char == ")" else "["), False
        if char == "}":
            if new_mode == lexer.D:
                return "{", False
            if new_mode == lexer.TPL:
                return "${", False
        if char in "\"'" and new_mode == lexer.STR:
            return char, True
        if char == "`" and new_mode == lexer.TPL:
            return "`", True
        return None
    if mode == lexer.TPL_DOLLAR and char == "{" and new_mode == lexer.D:
        return "${", True
    if mode == lexer.STR and char == quote and new_mode != lexer.STR:
        return char, False
    if mode == lexer.TPL and char == "`" and new_mode != lexer.TPL:
        return "`", False
    return None


CLOSER = {"(": ")", "[": "]", "{": "}", "${": "}", '"': '"', "'": "'", "`": "`"}
