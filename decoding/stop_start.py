"""The stop rules' reading at the cursor: the engine's state there, or where the engine rejects
the file before the cursor (or gave up exactness), the lexer-only reading of the text before it.

The lexer-only reading of a document is kept with the text it read: the next request, one
typed character later, reads only what was added.
"""

from __future__ import annotations

from collections import OrderedDict

from ts_completion_engine.nesting import LexerOnly, Nesting


class StopStarts:
    def __init__(self, documents: int = 16) -> None:
        self._lexer_only: OrderedDict[str, tuple[str, LexerOnly]] = OrderedDict()
        self._documents = documents

    def at_cursor(self, document: str, text: str, backoff: int, cursor: int, prefix_state) -> Nesting:
        """`prefix_state`: the ConstraintState after `text[:backoff]`, or None (rejected, too large)."""
        if prefix_state is not None and not prefix_state.pending:
            engine = prefix_state.engine.feed(text[backoff:cursor])
            if engine is not None and engine.is_exact:
                return Nesting.after(engine)
        return Nesting.after(self._read(document, text[:cursor]))

    def _read(self, document: str, before: str) -> LexerOnly:
        read, reading = self._lexer_only.pop(document, ("", None))
        if reading is not None and before.startswith(read):
            reading = reading.extend(before[len(read):])
        else:
            reading = LexerOnly.of_text(before)
        self._lexer_only[document] = (before, reading)
        while len(self._lexer_only) > self._documents:
            self._lexer_only.popitem(last=False)
        return reading
