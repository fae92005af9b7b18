"""When to stop generating, and what of the generated text to show.

`StopRules` is the stop state of one generation. The token loop feeds it each token's new
characters; it reads them with the engine's scanner (`ts_completion_engine.nesting`), so a
bracket, quote or line break inside a string, comment, template text or regex literal is never
taken for code. The rules, in the order they can fire:

- suffix repeated: a generated line is the document's next line after the cursor again;
- end of line (single-line mode): the first line break in code after some content;
- end of block (multi-line): a bracket closes one opened before the cursor;
- blank line (multi-line, cursor not indented): an empty line in code;
- repeated line / near-identical line (multi-line): see `repetition.py`;
- growing name (multi-line): lines that each make one name of the line above longer, see
  `escapes.py` (the token loop takes such lines back and goes on where it can).

When the budget or "no valid continuation" ends a multi-line completion, `result` cuts it back
to the last line end where the statements at the cursor's depth are complete. A first line that
rewrites the line above the cursor is dropped.
"""

from __future__ import annotations

from dataclasses import dataclass

from decoding import escapes, repetition
from ts_completion_engine.nesting import CLOSER, CODE, LexerOnly, Nesting

_CLOSERS = ")]}"
# Stop reasons `result` may cut back after, in multi-line mode.
BUDGET_ENDS = ("max tokens", "no valid continuation")
GROWING_NAME = "growing name"  # lines that each make one name of the line before longer (escapes.py)
# Line loops (repetition.py). Under the type constraint the token loop takes one back (escapes.py)
# when the text before it leaves the document unable to go on (a typed body with no `return` yet).
LINE_LOOPS = ("repeated lines", "near-identical line")


@dataclass(frozen=True)
class Stop:
    keep: int  # how many characters of the generated text to keep
    reason: str


@dataclass(frozen=True)
class Result:
    text: str  # the completion after the cursor, trailing whitespace trimmed
    reason: str  # the rule that ended or cut it
    closes: tuple  # what was open at the cursor and the text closes, in order (opener kinds)


def is_multiline(mode: str, line_before_cursor: str) -> bool:
    """"auto" completes one line when the cursor follows code on its line, a block on an empty line."""
    if mode == "always":
        return True
    if mode == "never":
        return False
    if mode != "auto":
        raise ValueError(f"multiline must be auto, always or never, not {mode!r}")
    return line_before_cursor.strip() == ""


@dataclass(frozen=True)
class StopContext:
    """What the stop rules know of the document around the cursor."""

    multiline: bool = False
    suffix: str = ""  # the document after the cursor
    inside_block: bool = False  # the cursor's line is indented: blank lines do not end a block
    line_before_cursor: str = ""  # the cursor's line up to the cursor
    line_above: str = ""  # the last non-blank line above the cursor's line
    repetition_guard: bool = True  # the repeated-line, near-identical and first-line rules


class StopRules:
    """The stop state of one generation: fed the generated characters piece by piece."""

    def __init__(self, context: StopContext, start: Nesting | None = None) -> None:
        self.context = context
        self.start = start if start is not None else Nesting.after(LexerOnly.of_text(""))
        self.nesting = self.start
        self.text = ""
        self.lines: list[str] = []  # complete non-blank lines, the cursor's line from its start, normalised
        self.line_starts: list[int] = []  # for each, where to cut before it
        self.line_ends: list[int] = []  # offsets of line breaks in code
        self.complete_ends: list[int] = []  # those where the statements at the cursor's depth are complete
        self.closes_at: list[tuple[int, tuple]] = [(0, ())]  # (offset, what the text up to it closed)
        self._suffix_line = _next_line(context.suffix)
        self._keep_closer = context.suffix.lstrip()[:1] not in tuple(_CLOSERS)

    def feed(self, piece: str) -> Stop | None:
        """Read `piece` (the next generated characters); the stop, if one fires in it."""
        base = len(self.text)
        self.text += piece
        for end, nesting in self.nesting.marks(piece):
            self.nesting = nesting
            offset = base + end
            char = self.text[offset - 1]
            if nesting.closed != self.closes_at[-1][1]:
                self.closes_at.append((offset, nesting.closed))
            if char in _CLOSERS and nesting.exact and nesting.depth < 0 and self.context.multiline:
                return self._block_end(offset - 1)
            if char == "\n" and nesting.context == CODE:
                stop = self._line_end(offset - 1, nesting)
                if stop is not None:
                    return stop
        return None

    def _block_end(self, at: int) -> Stop:
        """A bracket at `at` closes one opened before the cursor. With the closer already after
        the cursor, stop before the line that writes it again; else after the bracket."""
        if self._keep_closer:
            return Stop(at + 1, "end of block")
        line_start = self.text.rfind("\n", 0, at) + 1
        return Stop(line_start if not self.text[line_start:at].strip() else at, "end of block")

    def _line_end(self, at: int, nesting: Nesting) -> Stop | None:
        """A line break in code at `at` completes a line."""
        previous = self.line_ends[-1] if self.line_ends else None
        self.line_ends.append(at)
        if nesting.exact and nesting.depth == 0 and not nesting.open and nesting.statement_complete:
            self.complete_ends.append(at)
        if not self.context.multiline:
            return Stop(at, "end of line") if self.text[:at].strip() else None
        if previous is None:  # the cursor's own line, from the line's start
            line, cut = self.context.line_before_cursor + self.text[:at], 0
        else:
            line, cut = self.text[previous + 1 : at], previous
            if self._suffix_line and line.strip() == self._suffix_line:
                return Stop(cut, "suffix repeated")
        if not line.strip():
            blank_stop = not self.context.inside_block and self.text[:cut].strip()
            return Stop(cut, "blank line") if blank_stop else None
        if not self.context.repetition_guard:
            return None
        normal = repetition.normalise(line)
        near = bool(self.lines) and repetition.near_identical(normal, self.lines[-1])
        self.lines.append(normal)
        self.line_starts.append(cut)
        if "[" in nesting.open or "(" in nesting.open:
            return None  # rows of an array or arguments may repeat: `[0, 0],` three times is data
        if near:
            return Stop(cut, "near-identical line")
        grown = escapes.growing_lines(self.lines)
        if grown is not None:
            return Stop(self.line_starts[grown], GROWING_NAME)
        first = repetition.loop_start(self.lines)
        return Stop(self.line_starts[first], "repeated lines") if first is not None else None

    def result(self, stop: Stop | None, reason: str) -> Result:
        """The completion to show: the stop's cut, or (multi-line, ended by the budget) the cut
        back to the last complete statement; then the first-line and whitespace rules."""
        keep = len(self.text)
        if stop is not None:
            keep, reason = stop.keep, stop.reason
        if self.context.multiline and (stop is not None or reason in BUDGET_ENDS) and not self._ends_complete(stop):
            # a loop, a repeated suffix line or the budget can end a text mid-statement: cut back
            keep = max((end for end in self.complete_ends if end <= keep), default=0)
            reason += ", cut back to the last complete statement"
        text = self.text[:keep]
        closes = next(closed for offset, closed in reversed(self.closes_at) if offset <= len(text))
        text, dropped = self._drop_first_line(text)
        if dropped:
            reason += "; first line rewrote the line above, dropped"
            closes = self.start.feed(text).closed
        text = trim_completion(text)
        return Result(text, reason, closes if text else ())

    def _ends_complete(self, stop: Stop | None) -> bool:
        """Does the kept text end where the statements at the cursor's depth are complete? At the
        end of a block it is (the parser accepted the closer right after it); a line end is when
        the engine said so there; a text
        that stops mid-line only after a `;` or `}` (`if (n === 9) return` is valid, but half
        of what the model meant), read again, once, with a line break."""
        if stop is not None and stop.reason == "end of block":
            return True
        keep = len(self.text) if stop is None else stop.keep
        line_end = self.text.rfind("\n", 0, keep)
        if keep == 0 or keep in self.complete_ends or (line_end in self.complete_ends and not self.text[line_end:keep].strip()):
            return True
        if self.text[:keep].rstrip()[-1:] not in (";", "}"):
            return False
        before = self.nesting if stop is None else self.start.feed(self.text[:keep])
        if before.context != CODE:
            return False
        ending = before.feed("\n")
        return ending.exact and ending.depth == 0 and not ending.open and ending.statement_complete

    def _drop_first_line(self, text: str) -> tuple[str, bool]:
        first, newline, rest = text.partition("\n")
        if not self.context.repetition_guard or not self.context.line_above or not repetition.repeats_line_above(
                self.context.line_before_cursor + first, self.context.line_above):
            return text, False
        indent = self.context.line_before_cursor
        if not newline or indent.strip():
            return "", True  # nothing after it, or it would join the code before the cursor
        return (rest[len(indent):] if rest.startswith(indent) else rest.lstrip(" \t")), True


def _next_line(suffix: str) -> str | None:
    """The suffix's next line: a generated line equal to it is the model writing what already
    follows the cursor. Lines too short to tell (`}`, `)`) are left to the block rule."""
    _, _, after = suffix.partition("\n")
    line = after.lstrip().partition("\n")[0].strip()
    return line if len(line) >= 4 else None


def auto_closed_overlap(closes: tuple, suffix: str) -> int:
    """How many characters right after the cursor the completion writes again and should replace:
    the auto-closed brackets and quotes there that match, in order, what the completion closed
    of what was open at the cursor (`foo(|)` completed with `a, b);` replaces the `)`)."""
    overlap = 0
    for kind in closes:
        if overlap < len(suffix) and suffix[overlap] == CLOSER[kind]:
            overlap += 1
        else:
            break
    return overlap


def trim_completion(text: str) -> str:
    """Drop trailing whitespace, keeping the text's own content; never only whitespace."""
    trimmed = text.rstrip()
    return trimmed if trimmed.strip() else ""
