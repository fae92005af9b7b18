"""Getting a generation out of a dead end or a loop by taking tokens back.

A small model stuck in a loop writes the same few tokens until the budget runs out
(`keyOf(keyOf(keyOf(…`, `* item.price * item.price * …`, `;;;;;`), or grows one name line after
line (`const maxTime = 1;` `const maxTimeInMs = 1;` `const maxTimeInMsInS = 1;`). The line rules
of `repetition.py` stop before such a loop and the completion is cut back to the last complete
statement: what the model was about to write after the loop (often the `return`) is lost, and a
typed function is left without one. Under the type constraint the same happens at a dead end: a
token the engine could not yet refuse (`base * 2 *` for a bigint `base`: `*` may start `**`)
leaves no token it accepts.

The token loop keeps, for each generated token, the state before it; an `Escape` names how many
tokens to keep and the token to refuse at the next step, and the loop continues from there:

- dead end: take back the last token and refuse it where it was chosen (once two tokens have
  led nowhere at one position, the token before them);
- token loop: the last tokens are copies of one group of tokens (`COPIES` copies, more for
  groups of one or two tokens): keep one copy, refuse the token that started the second;
- growing name: the last `GROWTHS` lines each repeat the line before with one name made longer:
  keep the first of them, refuse the first token of the next;
- counting lines, under the type constraint only: the last `COUNTED` lines are one line with a
  number counted up (`if (n === 0) return 1;`, `if (n === 1) return 1;`, `if (n === 2) …`, a
  small model enumerating cases until the budget runs out) and the text before the last of them
  leaves the document unable to go on (a typed body with no `return` yet): refuse the last
  one's first token. Outside the constraint, or where the code could end, such lines are left
  alone: a table of cases may be meant.

Each generation may escape `MAX_ESCAPES` times, and taken-back tokens still count towards a
bound of twice the token budget, so a loop that comes back ends as before (max tokens).
Greedy decoding without escapes would write the same tokens again; refusing one token at one
position is the smallest change that leaves the loop.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

MAX_ESCAPES = 6
COPIES = 3  # copies of a group of three or more tokens that make a loop
MIN_LOOP_TOKENS = 12  # a group of one or two tokens loops once its copies span this many tokens
MAX_GROUP = 16  # the longest group of tokens looked for
GROWTHS = 2  # lines in a row that each grow a name of the line before
COUNTED = 3  # lines in a row that count a number up
_NAME = re.compile(r"[A-Za-z_$][\w$]*")
_INTEGER = re.compile(r"(?<![\w$.])\d+(?![\w.])")


@dataclass(frozen=True)
class Escape:
    keep: int  # how many of the generated tokens to keep
    refuse: int  # the token to refuse right after them
    reason: str


def token_loop(tokens: list[int], texts: list[str], start: int) -> Escape | None:
    """Do the tokens from `start` on end in a loop? `texts[i]` is the text of `tokens[i]`."""
    length = len(tokens) - start
    for size in range(1, MAX_GROUP + 1):
        copies = max(COPIES, -(-MIN_LOOP_TOKENS // size))
        span = size * copies
        if span > length:
            break
        tail = tokens[-span:]
        if any(tail[i] != tail[i - size] for i in range(size, span)):
            continue
        if not "".join(texts[-size:]).strip():
            continue  # blank lines are the line rules' to judge
        keep = len(tokens) - span + size
        return Escape(keep, tokens[keep], f"loop of {size} token{'s' if size > 1 else ''}")
    return None


def grows_a_name(line: str, above: str) -> bool:
    """`line` is `above` with one name made longer and nothing else changed
    (`let resultColor = null;` after `let result = null;`), whitespace aside."""
    line, above = " ".join(line.split()), " ".join(above.split())
    if len(line) <= len(above):
        return False
    names, names_above = _NAME.findall(line), _NAME.findall(above)
    if len(names) != len(names_above):
        return False
    changed = [(new, old) for new, old in zip(names, names_above) if new != old]
    if len(changed) != 1:
        return False
    new, old = changed[0]
    return new.startswith(old) and line.replace(new, old, 1) == above


def growing_lines(lines: list[str]) -> int | None:
    """When each of the last `GROWTHS` lines grows a name of the line before, the index of the
    first of them; else None. `lines` are complete lines of code, in order."""
    if len(lines) < GROWTHS + 1:
        return None
    if all(grows_a_name(lines[-i], lines[-i - 1]) for i in range(1, GROWTHS + 1)):
        return len(lines) - GROWTHS
    return None


def counting_lines(lines: list[str]) -> int | None:
    """When the last `COUNTED` lines are the same line but for integers, one of which counts up
    by one from line to line, the index of the last of them; else None."""
    if len(lines) < COUNTED:
        return None
    last = lines[-COUNTED:]
    shapes = {_INTEGER.sub("#", line) for line in last}
    if len(shapes) != 1 or "#" not in next(iter(shapes)):
        return None
    numbers = [[int(n) for n in _INTEGER.findall(line)] for line in last]
    counts = any(all(numbers[i][at] + 1 == numbers[i + 1][at] for i in range(COUNTED - 1))
                 for at in range(len(numbers[0])))
    return len(lines) - 1 if counts else None
