"""Issue 9, items 6 and 7: lone surrogates are replaced at the edge (they made every request fail
in the tokenizer), and positions convert without walking the line (the line starts are carried
through edits; code units are counted by slicing and encoding, not per character). The
conversions are checked against the plain per-character definition."""

from __future__ import annotations

import json

import pytest
from hypothesis import given, settings, strategies as st
from lsprotocol import types

from raw_client import ServerProcess
from server.documents import Document, DocumentStore, sanitized

ALPHABET = st.sampled_from(["a", " ", "\n", "\r", "\r\n", "é", "漢", "😀", "\U0001f600x"])
TEXTS = st.lists(ALPHABET, max_size=30).map("".join)


def units_of(char: str, encoding: str) -> int:
    if encoding == "utf-16":
        return 2 if ord(char) > 0xFFFF else 1
    return len(char.encode("utf-8")) if encoding == "utf-8" else 1


def reference_lines(text: str) -> list[tuple[int, int]]:
    """(start, end of content) of each line, by the LSP's line breaks."""
    lines, start, index = [], 0, 0
    while index < len(text):
        if text[index] in "\r\n":
            end = index
            index += 2 if text[index : index + 2] == "\r\n" else 1
            lines.append((start, end))
            start = index
        else:
            index += 1
    lines.append((start, len(text)))
    return lines


def reference_offset(text: str, line: int, character: int, encoding: str) -> int:
    start, end = reference_lines(text)[line]
    offset = start
    while offset < end and character > 0:
        character -= units_of(text[offset], encoding)
        offset += 1
    return offset


def reference_position(text: str, offset: int, encoding: str) -> types.Position:
    for number, (start, end) in enumerate(reference_lines(text)):
        next_start = reference_lines(text)[number + 1][0] if number + 1 < len(reference_lines(text)) else len(text) + 1
        if start <= offset < next_start:
            return types.Position(line=number, character=sum(units_of(c, encoding) for c in text[start:offset]))
    raise AssertionError("offset outside the text")


@settings(max_examples=300, deadline=None)
@given(TEXTS, st.sampled_from(["utf-16", "utf-8", "utf-32"]), st.data())
def test_positions_match_the_per_character_definition(text, encoding, data):
    document = Document("u", text, encoding=encoding)
    line = data.draw(st.integers(0, len(reference_lines(text)) - 1))
    character = data.draw(st.integers(0, 12))
    assert document.offset_at(types.Position(line=line, character=character)) == reference_offset(text, line, character, encoding)
    offset = data.draw(st.integers(0, len(text)))
    if not (0 < offset < len(text) and text[offset - 1 : offset + 1] == "\r\n"):  # not inside a line break
        assert document.position_at(offset) == reference_position(text, offset, encoding)


@settings(max_examples=300, deadline=None)
@given(TEXTS, st.lists(st.tuples(st.integers(0, 40), st.integers(0, 40), TEXTS), max_size=6),
       st.sampled_from(["utf-16", "utf-8"]))
def test_line_starts_and_positions_carried_through_edits_equal_a_fresh_count(text, edits, encoding):
    store = DocumentStore()
    store.encoding = encoding
    document = store.open("u", text, 1)
    expected = text
    for first, second, inserted in edits:
        start, end = sorted((min(first, len(expected)), min(second, len(expected))))
        change = types.TextDocumentContentChangePartial(
            range=types.Range(start=document.position_at(start), end=document.position_at(end)), text=inserted)
        store.change("u", 2, [change])
        real_start = reference_offset(expected, *_line_character(expected, start, encoding), encoding)
        real_end = reference_offset(expected, *_line_character(expected, end, encoding), encoding)
        expected = expected[:real_start] + inserted + expected[real_end:]
        assert document.text == expected
        assert document.line_starts == Document("u", expected).line_starts
        for offset in range(len(expected) + 1):  # conversions from the carried anchors are still exact
            if not (0 < offset < len(expected) and expected[offset - 1 : offset + 1] == "\r\n"):
                position = document.position_at(offset)
                assert position == reference_position(expected, offset, encoding)
                assert document.offset_at(position) == offset


def _line_character(text: str, offset: int, encoding: str) -> tuple[int, int]:
    position = Document("u", text, encoding=encoding).position_at(offset)
    return position.line, position.character


def test_a_lone_surrogate_becomes_a_replacement_character_of_the_same_width():
    document = Document("u", "let s = '\ud800';\nx")
    assert document.text == "let s = '\ufffd';\nx"
    assert document.position_at(document.text.index("'", 9)) == types.Position(line=0, character=10)
    document.apply(types.TextDocumentContentChangePartial(
        range=types.Range(start=types.Position(line=1, character=0), end=types.Position(line=1, character=0)),
        text="\udc00y"))
    assert document.text.endswith("\n\ufffdyx")
    assert sanitized("😀 and \ud83d\ude00") == "😀 and \ufffd\ufffd"  # a pair of escapes decodes whole in JSON


@pytest.fixture(scope="module")
def server(tiny_model_dir):
    process = ServerProcess("--model", str(tiny_model_dir))
    process.wire.initialize({"maxTokens": 4, "temperature": 0, "typeConstraint": False})
    process.wire.status("ready")
    yield process
    process.stop()


def test_a_document_with_a_lone_surrogate_is_completed(server):
    wire = server.wire
    text = "const s = '\ud800';\nconst value = s.len"
    body = json.dumps({"jsonrpc": "2.0", "method": "textDocument/didOpen", "params": {"textDocument": {
        "uri": "file:///surrogate.ts", "languageId": "typescript", "version": 1, "text": text}}})
    assert "\\ud800" in body  # sent as the JSON escape an editor would send
    wire.open("file:///surrogate.ts", text)
    answer = wire.response(wire.complete("file:///surrogate.ts", 1, len("const value = s.len")))
    items = answer["result"]["items"]
    assert len(items) == 1 and items[0]["insertText"].startswith("len")
    assert not any("failed" in message for message in wire.logs())
