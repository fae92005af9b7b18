"""The repetition guard: a small model stuck in a loop writes the same line, or the same few
lines, again and again until the token budget runs out. Stop before the copy that makes it a loop.

Lines are compared with their whitespace collapsed. Three judgements:

- a loop: the last 1-4 lines are the third copy in a row of the same group (`x++;` three
  times; `a();` `b();` `a();` `b();` `a();` `b();`). Two copies may be real code, three are not;
- near-identical: a line whose words (identifiers, numbers, keywords) are those of the line
  above and whose characters differ by at most `NEAR` of its length (`return x;` after
  `return x`). Lines that differ in a word (`case 1:` / `case 2:`, `a.x = 1;` / `a.y = 2;`,
  table rows) never count, however short the difference;
- a line that rewrites the line above the cursor: identical or near-identical to it.

Blank lines and lines of closers and separators only (`}`, `});`, `],`) are never repeats.
"""

from __future__ import annotations

import re

GROUP_SIZES = (1, 2, 3, 4)
COPIES = 3  # the copy of a group that makes it a loop
NEAR = 0.2  # normalised edit distance under which two lines with the same words are one line
_WORDS = re.compile(r"\w+")
_TRIVIAL = re.compile(r"[\s)\]};,]*")


def normalise(line: str) -> str:
    return " ".join(line.split())


def is_trivial(line: str) -> bool:
    """Blank, or only closers and separators: such lines repeat in every program."""
    return _TRIVIAL.fullmatch(line) is not None


def repeats_line_above(line: str, above: str) -> bool:
    """`line` says what `above` says: identical or near-identical."""
    line, above = normalise(line), normalise(above)
    return not is_trivial(line) and (line == above or near_identical(line, above))


def near_identical(line: str, above: str) -> bool:
    """Same words, characters within NEAR of each other, not equal (inputs normalised)."""
    if line == above or is_trivial(line) or _WORDS.findall(line) != _WORDS.findall(above):
        return False
    return edit_distance(line, above) <= NEAR * max(len(line), len(above))


def loop_start(lines: list[str]) -> int | None:
    """When the last lines (normalised, complete) close the third copy of a group, the index of
    that copy's first line; else None."""
    for size in GROUP_SIZES:
        if len(lines) < size * COPIES:
            break
        group = lines[-size:]
        if all(is_trivial(line) for line in group):
            continue
        if all(lines[-size * (copy + 1):len(lines) - size * copy] == group for copy in range(1, COPIES)):
            return len(lines) - size
    return None


def edit_distance(a: str, b: str) -> int:
    """Levenshtein distance, one row at a time."""
    if len(a) < len(b):
        a, b = b, a
    row = list(range(len(b) + 1))
    for i, char_a in enumerate(a, 1):
        previous, row[0] = row[0], i
        for j, char_b in enumerate(b, 1):
            previous, row[j] = row[j], min(row[j] + 1, row[j - 1] + 1, previous + (char_a != char_b))
    return row[-1]
