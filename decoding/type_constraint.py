"""The type constraint: generated text must keep the file completable into a program that
`tsc --strict` accepts, as `ts_completion_engine` judges it.

Sample-then-check: the token loop draws candidates in sampling order and feeds each one's new
characters to the engine state; a candidate whose state is `None` is skipped. Because the order
is a draw without replacement, the first accepted candidate is an exact draw from the
distribution with the rejected tokens masked out.

The engine state of the document prefix comes from a checkpointed parser per document: after an
edit, parsing resumes from the last checkpoint before the first changed character.
"""

from __future__ import annotations

from collections import OrderedDict
from dataclasses import dataclass

import ts_completion_engine as tce

# Beyond this many characters before the cursor the prefix is not parsed on the request path;
# the constraint is off for that request (permissive, like anything the engine does not model).
MAX_PREFIX_CHARS = 400_000


@dataclass(frozen=True)
class ConstraintState:
    """Engine state after the prefix and the text generated so far, plus any bytes of a
    character that the last token split."""

    engine: object
    pending: bytes = b""

    def advance(self, piece: bytes) -> "ConstraintState | None":
        text, pending = split_utf8(self.pending + piece)
        engine = self.engine.feed(text) if text else self.engine
        return None if engine is None else ConstraintState(engine, pending)

    @property
    def can_end(self) -> bool:
        return not self.pending and bool(self.engine.is_complete)


def split_utf8(data: bytes) -> tuple[str, bytes]:
    """The decodable text of `data` and the trailing bytes of an unfinished character."""
    cut = len(data)
    for back in range(1, min(4, len(data)) + 1):
        byte = data[-back]
        if byte & 0xC0 != 0x80:  # a lead byte (or ASCII): does its sequence fit?
            needed = 2 if byte & 0xE0 == 0xC0 else 3 if byte & 0xF0 == 0xE0 else 4 if byte & 0xF8 == 0xF0 else 1
            if needed > back:
                cut = len(data) - back
            break
    return data[:cut].decode("utf-8", errors="replace"), data[cut:]


class PrefixStates:
    """Engine states of document prefixes: one checkpointed parser per recent document."""

    def __init__(self, documents: int = 16) -> None:
        self._parsers: OrderedDict[str, tce.DocumentParser] = OrderedDict()
        self._documents = documents
        self.chars_fed = 0  # for benchmarks: the parsing that checkpoints did not spare

    def state_for(self, key: str, text: str, end: int) -> ConstraintState | None:
        """The state after `text[:end]`, or None when that prefix cannot be constrained (too
        large, or an error the engine could not confine: on the cursor's line, or more than
        the recovery allows). An error elsewhere above the cursor is confined to its statement
        (type errors) or line (syntax errors), and the completion is still checked."""
        if end > MAX_PREFIX_CHARS:
            return None
        prefix = text[:end]
        parser = self._parsers.pop(key, None) or tce.DocumentParser(recover=True)
        self._parsers[key] = parser  # most recently used last
        while len(self._parsers) > self._documents:
            self._parsers.popitem(last=False)
        engine = parser.update(prefix)
        self.chars_fed += len(prefix) - parser.reused_chars
        # errors above the cursor were confined; what is generated must add none of its own
        return None if engine is None else ConstraintState(engine.strict())
