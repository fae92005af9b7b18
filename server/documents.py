"""Open documents, kept in sync through full and incremental changes.

Positions arrive in the code units negotiated at `initialize` (UTF-16 by default; UTF-8 or UTF-32
when the client prefers them, as Neovim does); documents are Python strings indexed by code point. Lines end at \\n, \\r\\n or \\r — the LSP's line breaks, not `str.splitlines`' longer
list (which also splits on form feeds and U+2028 and would shift every line after them).
"""

from __future__ import annotations

import bisect
import re
from dataclasses import dataclass, field

from lsprotocol import types

_LINE_BREAK = re.compile(r"\r\n|\r|\n")


class PositionError(ValueError):
    """A position that does not exist in the document."""


def _units(char: str, encoding: str) -> int:
    """Code units of one character in the position encoding."""
    if encoding == "utf-16":
        return 2 if ord(char) > 0xFFFF else 1
    if encoding == "utf-8":
        code = ord(char)
        return 1 if code < 0x80 else 2 if code < 0x800 else 3 if code < 0x10000 else 4
    return 1  # utf-32


@dataclass
class Document:
    uri: str
    text: str
    version: int | None = None
    encoding: str = "utf-16"
    _line_starts: list[int] | None = field(default=None, repr=False)

    @property
    def line_starts(self) -> list[int]:
        if self._line_starts is None:
            self._line_starts = [0] + [match.end() for match in _LINE_BREAK.finditer(self.text)]
        return self._line_starts

    def _line_end(self, line: int) -> int:
        """Offset of the end of `line`'s content (before its line break)."""
        starts = self.line_starts
        if line + 1 < len(starts):
            end = starts[line + 1]
            text = self.text
            if text[end - 1] == "\n":
                end -= 2 if end >= 2 and text[end - 2] == "\r" else 1
            else:  # a lone \r
                end -= 1
            return end
        return len(self.text)

    def offset_at(self, position: types.Position) -> int:
        """Code-point offset of an LSP position; a character past the line's end means its end
        (as the LSP specifies), a line past the last one is an error."""
        starts = self.line_starts
        if position.line < 0 or position.character < 0:
            raise PositionError(f"negative position {position.line}:{position.character}")
        if position.line >= len(starts):
            raise PositionError(
                f"line {position.line} is past the end of the document ({len(starts)} lines)"
            )
        start, end = starts[position.line], self._line_end(position.line)
        units = position.character
        offset = start
        text, encoding = self.text, self.encoding
        while offset < end and units > 0:
            units -= _units(text[offset], encoding)
            offset += 1
        return offset

    def position_at(self, offset: int) -> types.Position:
        if not 0 <= offset <= len(self.text):
            raise PositionError(f"offset {offset} is outside the document (0..{len(self.text)})")
        line = bisect.bisect_right(self.line_starts, offset) - 1
        start = self.line_starts[line]
        segment = self.text[start:offset]
        units = sum(_units(char, self.encoding) for char in segment)
        return types.Position(line=line, character=units)

    def apply(self, change: types.TextDocumentContentChangeEvent) -> None:
        if isinstance(change, types.TextDocumentContentChangePartial):
            start = self.offset_at(change.range.start)
            end = self.offset_at(change.range.end)
            if end < start:
                raise PositionError("change range ends before it starts")
            self.text = self.text[:start] + change.text + self.text[end:]
        else:
            self.text = change.text
        self._line_starts = None


class DocumentStore:
    def __init__(self) -> None:
        self._documents: dict[str, Document] = {}
        self.encoding = "utf-16"  # set from the encoding negotiated at initialize

    def open(self, uri: str, text: str, version: int | None) -> Document:
        document = Document(uri, text, version, self.encoding)
        self._documents[uri] = document
        return document

    def get(self, uri: str) -> Document | None:
        return self._documents.get(uri)

    def change(self, uri: str, version: int | None, changes) -> Document:
        document = self._documents.get(uri)
        if document is None:
            raise KeyError(uri)
        # Apply to a draft: a bad change in the batch leaves the document exactly as it was.
        draft = Document(uri, document.text, encoding=self.encoding)
        for change in changes:
            draft.apply(change)
        document.text, document._line_starts, document.version = draft.text, draft._line_starts, version
        return document

    def close(self, uri: str) -> None:
        self._documents.pop(uri, None)
