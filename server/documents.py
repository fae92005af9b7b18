"""Open documents, kept in sync through full and incremental changes.

Positions arrive in the code units negotiated at `initialize` (UTF-16 by default; UTF-8 or UTF-32
when the client prefers them, as Neovim does); documents are Python strings indexed by code point. Lines end at \\n, \\r\\n or \\r — the LSP's line breaks, not `str.splitlines`' longer
list (which also splits on form feeds and U+2028 and would shift every line after them).
"""

from __future__ import annotations

import bisect
import copy
import re
from dataclasses import dataclass, field

from lsprotocol import types

_LINE_BREAK = re.compile(r"\r\n|\r|\n")


class PositionError(ValueError):
    """A position that does not exist in the document."""


_LONE_SURROGATE = re.compile("[\ud800-\udfff]")
_CODECS = {"utf-16": ("utf-16-le", 2), "utf-8": ("utf-8", 1)}
ANCHORS = 16  # remembered conversions per document: the cursor and the word start of recent keystrokes


def sanitized(text: str) -> str:
    """`text` with lone surrogates (JSON allows "\\ud800"; editors send them) replaced by U+FFFD,
    which takes the same code units in every encoding, so positions do not move. Without this
    the tokenizer fails on every request for the document."""
    if text.isascii():  # O(1) in CPython: the common case costs nothing
        return text
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        return _LONE_SURROGATE.sub("\ufffd", text)
    return text


@dataclass
class Document:
    """Line starts are kept up to date through edits (only the lines after an edit move), and
    code units are never counted by a Python loop over a line. An ASCII document (str.isascii is
    O(1)) converts a position in constant time; otherwise the units from the line's start to a
    few recently converted offsets (anchors) are remembered, so typing at the end of a long line
    counts only the characters since the last keystroke, by C-level slicing and encoding. An
    edit drops the anchors after its start, which it may have moved."""

    uri: str
    text: str
    version: int | None = None
    encoding: str = "utf-16"
    _line_starts: list[int] | None = field(default=None, repr=False)
    _anchors: list[tuple[int, int, int]] = field(default_factory=list, repr=False)  # (line start, offset, units)

    def __post_init__(self) -> None:
        self.text = sanitized(self.text)

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

    def _counts_characters(self) -> bool:
        return self.encoding == "utf-32" or self.text.isascii()

    def offset_at(self, position: types.Position) -> int:
        """Code-point offset of an LSP position; a character past the line's end means its end
        (as the LSP specifies), a line past the last one is an error; a unit inside a character
        counts the whole character."""
        starts = self.line_starts
        if position.line < 0 or position.character < 0:
            raise PositionError(f"negative position {position.line}:{position.character}")
        if position.line >= len(starts):
            raise PositionError(
                f"line {position.line} is past the end of the document ({len(starts)} lines)"
            )
        start, end = starts[position.line], self._line_end(position.line)
        units = position.character
        if self._counts_characters():
            return min(start + units, end)
        base, base_units = self._anchor(start, lambda offset, anchor_units: offset <= end and anchor_units <= units)
        remaining = units - base_units
        candidate = self.text[base : min(end, base + remaining)]  # a character is at least one unit
        if not candidate.isascii():
            codec, width = _CODECS[self.encoding]
            encoded = candidate.encode(codec, "surrogatepass")[: remaining * width]
            candidate = encoded.decode(codec, "replace")  # a cut character decodes to one U+FFFD
        offset = base + len(candidate)
        self._remember(start, offset, base_units + self._units(self.text[base:offset]))
        return offset

    def position_at(self, offset: int) -> types.Position:
        if not 0 <= offset <= len(self.text):
            raise PositionError(f"offset {offset} is outside the document (0..{len(self.text)})")
        line = bisect.bisect_right(self.line_starts, offset) - 1
        start = self.line_starts[line]
        if self._counts_characters():
            return types.Position(line=line, character=offset - start)
        base, base_units = self._anchor(start, lambda anchor, anchor_units: anchor <= offset)
        units = base_units + self._units(self.text[base:offset])
        self._remember(start, offset, units)
        return types.Position(line=line, character=units)

    def _units(self, segment: str) -> int:
        if segment.isascii():
            return len(segment)
        codec, width = _CODECS[self.encoding]
        return len(segment.encode(codec, "surrogatepass")) // width

    def _anchor(self, line_start: int, usable) -> tuple[int, int]:
        """The furthest remembered (offset, units) on the line starting at `line_start` that
        `usable(offset, units)` accepts; the line's start if none is."""
        best = (line_start, 0)
        for start, offset, units in self._anchors:
            if start == line_start and offset > best[0] and usable(offset, units):
                best = (offset, units)
        return best

    def _remember(self, line_start: int, offset: int, units: int) -> None:
        anchor = (line_start, offset, units)
        if anchor not in self._anchors:
            self._anchors.append(anchor)
            del self._anchors[:-ANCHORS]

    def apply(self, change: types.TextDocumentContentChangeEvent) -> None:
        inserted = sanitized(change.text)
        if isinstance(change, types.TextDocumentContentChangePartial):
            start = self.offset_at(change.range.start)
            end = self.offset_at(change.range.end)
            if end < start:
                raise PositionError("change range ends before it starts")
            starts = self.line_starts
            self.text = self.text[:start] + inserted + self.text[end:]
            self._line_starts = _moved_line_starts(starts, self.text, start, end, len(inserted))
            self._anchors = [anchor for anchor in self._anchors if anchor[1] <= start]  # text before them is unchanged
        else:
            self.text = inserted
            self._line_starts = None
            self._anchors = []


def _moved_line_starts(starts: list[int], text: str, start: int, end: int, inserted: int) -> list[int]:
    """The line starts of `text` after [start, end) of the old text became `inserted` characters:
    starts before the edit stay, those after it move by the length change, and only the edit
    (plus one character each side, where a \r\n may have joined or split) is scanned again."""
    low = max(0, start - 1)
    high = start + inserted + 1  # new breaks end in (low, high]
    kept = starts[: bisect.bisect_right(starts, low)]
    scanned = [
        match.end() for match in _LINE_BREAK.finditer(text, low, min(len(text), high + 1)) if match.end() <= high
    ]
    delta = inserted - (end - start)
    moved = [old + delta for old in starts[bisect.bisect_right(starts, end + 1) :]]
    return kept + scanned + moved


class DocumentStore:
    def __init__(self) -> None:
        self._documents: dict[str, Document] = {}
        self.encoding = "utf-16"  # set from the encoding negotiated at initialize

    def open(self, uri: str, text: str, version: int | None) -> Document:
        document = Document(uri, text, version, self.encoding)  # sanitised on the way in
        self._documents[uri] = document
        return document

    def get(self, uri: str) -> Document | None:
        return self._documents.get(uri)

    def change(self, uri: str, version: int | None, changes) -> Document:
        document = self._documents.get(uri)
        if document is None:
            raise KeyError(uri)
        # Apply to a draft: a bad change in the batch leaves the document exactly as it was
        # (a shallow copy: the text is already sanitised, its line starts are reused).
        draft = copy.copy(document)
        draft.encoding = self.encoding
        draft._anchors = list(document._anchors) if document.encoding == self.encoding else []
        draft.line_starts  # noqa: B018 - computed once here, then carried through the changes
        for change in changes:
            draft.apply(change)
        document.text, document._line_starts, document.version = draft.text, draft._line_starts, version
        document.encoding, document._anchors = draft.encoding, draft._anchors
        return document

    def close(self, uri: str) -> None:
        self._documents.pop(uri, None)
