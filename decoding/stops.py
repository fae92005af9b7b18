"""When to stop generating: the end of the line, a blank line, or the end of the enclosing block.

A stop rule looks only at the text generated after the cursor and says how much of it to keep.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

_OPEN = {"(": ")", "[": "]", "{": "}"}
_CLOSE = set(_OPEN.values())
_BLANK_LINE = re.compile(r"\n[ \t]*\n")
_AUTO_CLOSED = ")]}\"'`"


@dataclass(frozen=True)
class Stop:
    keep: int  # how many characters of the generated text to keep
    reason: str


def is_multiline(mode: str, line_before_cursor: str) -> bool:
    """"auto" completes one line when the cursor follows code on its line, a block on an empty line."""
    if mode == "always":
        return True
    if mode == "never":
        return False
    if mode != "auto":
        raise ValueError(f"multiline must be auto, always or never, not {mode!r}")
    return line_before_cursor.strip() == ""


def find_stop(generated: str, multiline: bool, suffix: str = "", inside_block: bool = False) -> Stop | None:
    """The first place where `generated` (text after the cursor) should end, or None to go on.
    `suffix` is the document after the cursor: a completion that starts writing it again stops.
    Inside a block (an indented cursor line) blank lines only separate statements, so there a
    multi-line completion ends with the block, not at the first blank line."""
    repeat = _repeats_suffix(generated, suffix)
    if repeat is not None:
        return repeat
    if not multiline:
        # Leading whitespace (a newline after `{`, say) is not a line of its own: the line that
        # follows it is the completion.
        content_start = len(generated) - len(generated.lstrip())
        newline = generated.find("\n", content_start)
        return Stop(newline, "end of line") if newline >= 0 else None
    blank = None if inside_block else _BLANK_LINE.search(generated)
    # When the editor already has the closing bracket after the cursor, stop before the line that
    # writes it again; when it does not (the end of the file, say), the completion closes the block.
    closing = _enclosing_block_end(generated, keep_closer=suffix.lstrip()[:1] not in _CLOSE)
    candidates = [stop for stop in (
        Stop(closing, "end of block") if closing is not None else None,
        Stop(blank.start(), "blank line") if blank and generated[: blank.start()].strip() else None,
    ) if stop is not None]
    return min(candidates, key=lambda stop: stop.keep) if candidates else None


def _repeats_suffix(generated: str, suffix: str) -> Stop | None:
    """Stop before a generated line that is the suffix's next line again: the model is writing
    what already follows the cursor. Lines too short to tell (`}`, `)`) are left to the block rule."""
    _, _, after = suffix.partition("\n")
    next_line = after.lstrip().partition("\n")[0].strip()
    if len(next_line) < 4:
        return None
    start = 0
    while (newline := generated.find("\n", start)) >= 0:
        line_end = generated.find("\n", newline + 1)
        line = generated[newline + 1 : line_end if line_end >= 0 else len(generated)]
        if line_end >= 0 and line.strip() == next_line:
            return Stop(newline, "suffix repeated")
        start = newline + 1
    return None


def auto_closed_overlap(completion: str, suffix: str) -> int:
    """How many characters after the cursor the completion also writes and should replace:
    auto-closed brackets and quotes (`foo(|)` completed with `a, b);` replaces the `)`)."""
    closers = len(suffix) - len(suffix.lstrip(_AUTO_CLOSED))
    run = suffix[:closers]
    if not run or not completion:
        return 0
    at = completion.rfind(run)
    if at < 0 or any(char in _CLOSE for char in completion[at + len(run):]):
        return 0
    return closers


def _enclosing_block_end(generated: str, keep_closer: bool) -> int | None:
    """Where to cut when a bracket closes the block the cursor is in: after that bracket, or
    (without `keep_closer`) before the line holding it. Brackets inside strings and comments
    are not told apart here."""
    depth = 0
    for index, char in enumerate(generated):
        if char in _OPEN:
            depth += 1
        elif char in _CLOSE:
            depth -= 1
            if depth < 0:
                if keep_closer:
                    return index + 1
                line_start = generated.rfind("\n", 0, index) + 1
                return line_start if generated[line_start:index].strip() == "" else index
    return None


def trim_completion(text: str) -> str:
    """Drop trailing whitespace, keeping the text's own content; never only whitespace."""
    trimmed = text.rstrip()
    return trimmed if trimmed.strip() else ""
