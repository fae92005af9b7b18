"""When to stop generating: the end of the line, a blank line, or the end of the enclosing block.

A stop rule looks only at the text generated after the cursor and says how much of it to keep.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

_OPEN = {"(": ")", "[": "]", "{": "}"}
_CLOSE = set(_OPEN.values())
_BLANK_LINE = re.compile(r"\n[ \t]*\n")


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


def find_stop(generated: str, multiline: bool) -> Stop | None:
    """The first place where `generated` (text after the cursor) should end, or None to go on."""
    if not multiline:
        # Leading whitespace (a newline after `{`, say) is not a line of its own: the line that
        # follows it is the completion.
        content_start = len(generated) - len(generated.lstrip())
        newline = generated.find("\n", content_start)
        return Stop(newline, "end of line") if newline >= 0 else None
    blank = _BLANK_LINE.search(generated)
    closing = _enclosing_block_end(generated)
    candidates = [stop for stop in (
        Stop(blank.start(), "blank line") if blank and generated[: blank.start()].strip() else None,
        Stop(closing, "end of block") if closing is not None else None,
    ) if stop is not None]
    return min(candidates, key=lambda stop: stop.keep) if candidates else None


def _enclosing_block_end(generated: str) -> int | None:
    """Index of the line holding the bracket that closes the block the cursor is in.

    The completion stops before that line: the editor usually already has the closing bracket.
    Brackets inside strings and comments are not told apart here; a later layer (the engine)
    knows better.
    """
    depth = 0
    for index, char in enumerate(generated):
        if char in _OPEN:
            depth += 1
        elif char in _CLOSE:
            depth -= 1
            if depth < 0:
                line_start = generated.rfind("\n", 0, index) + 1
                return line_start if generated[line_start:index].strip() == "" else index
    return None


def trim_completion(text: str) -> str:
    """Drop trailing whitespace, keeping the text's own content; never only whitespace."""
    trimmed = text.rstrip()
    return trimmed if trimmed.strip() else ""
