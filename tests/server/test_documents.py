"""Positions in the negotiated encoding, and edits that keep documents in sync."""

import pytest
from lsprotocol import types

from server.documents import Document, DocumentStore, PositionError


def pos(line, character):
    return types.Position(line=line, character=character)


def edit(start, end, text):
    return types.TextDocumentContentChangePartial(range=types.Range(start=start, end=end), text=text)


def test_utf16_offsets_count_emoji_as_two_units():
    document = Document("file:///a.ts", "const s = '😀x';\n")
    # the emoji is at code point 11 and takes UTF-16 units 11-12; 'x' is unit 13
    assert document.offset_at(pos(0, 13)) == 12
    assert document.text[document.offset_at(pos(0, 13))] == "x"
    assert document.position_at(12) == pos(0, 13)


def test_cjk_characters_are_one_utf16_unit_each():
    document = Document("file:///a.ts", "// 漢字テスト\nlet 名前 = 1;\n")
    assert document.text[document.offset_at(pos(1, 7))] == "="
    assert document.position_at(document.text.index("=")) == pos(1, 7)


def test_utf8_and_utf32_encodings_when_negotiated():
    text = "x = '😀漢';"
    utf8 = Document("u", text, encoding="utf-8")
    utf32 = Document("u", text, encoding="utf-32")
    # 😀 is 4 UTF-8 bytes, 漢 is 3; the closing quote is after both
    assert utf8.offset_at(pos(0, 5 + 4 + 3)) == text.index("';")
    assert utf32.offset_at(pos(0, 7)) == text.index("';")
    assert utf8.position_at(text.index("';")) == pos(0, 12)


def test_lines_break_only_at_lsp_line_breaks():
    # A form feed or U+2028 is not a line break in LSP, though str.splitlines says so.
    document = Document("u", "a\x0cb\u2028c\r\nd\re\nf")
    assert document.text[document.offset_at(pos(1, 0))] == "d"
    assert document.text[document.offset_at(pos(2, 0))] == "e"
    assert document.text[document.offset_at(pos(3, 0))] == "f"
    assert document.offset_at(pos(0, 99)) == document.text.index("\r\n")  # clamped to the line's end


def test_position_past_the_last_line_is_an_error():
    with pytest.raises(PositionError, match="past the end"):
        Document("u", "one line").offset_at(pos(5, 0))


def test_incremental_changes_with_astral_characters():
    store = DocumentStore()
    store.open("u", "let a = '😀';\nlet b = 2;\n", 1)
    # replace `2` on line 1, then insert after the emoji on line 0 (UTF-16 column 11)
    store.change("u", 2, [edit(pos(1, 8), pos(1, 9), "42"), edit(pos(0, 11), pos(0, 11), "!")])
    assert store.get("u").text == "let a = '😀!';\nlet b = 42;\n"
    assert store.get("u").version == 2


def test_full_change_replaces_the_text():
    store = DocumentStore()
    store.open("u", "old", 1)
    store.change("u", 2, [types.TextDocumentContentChangeWholeDocument(text="new")])
    assert store.get("u").text == "new"


def test_a_bad_change_leaves_the_document_unchanged():
    store = DocumentStore()
    store.open("u", "abc\n", 1)
    with pytest.raises(PositionError):
        store.change("u", 2, [edit(pos(0, 1), pos(0, 2), "X"), edit(pos(9, 0), pos(9, 1), "Y")])
    assert store.get("u").text == "abc\n"
    assert store.get("u").version == 1
