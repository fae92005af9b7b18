"""Positions in the negotiated encoding, and edits that keep documents in sync."""

from types import SimpleNamespace

import pytest
from lsprotocol import types

import seeding
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


@pytest.mark.parametrize("char,utf16,utf8", [
    ("\x7f", 1, 1), ("\x80", 1, 2), ("\u07ff", 1, 2), ("\u0800", 1, 3), ("\uffff", 1, 3), ("\U00010000", 2, 4),
])
def test_code_units_at_each_encoding_boundary(char, utf16, utf8):
    for encoding, units in (("utf-16", utf16), ("utf-8", utf8), ("utf-32", 1)):
        document = Document("u", char + "x", encoding=encoding)
        assert document.position_at(1) == pos(0, units), encoding
        assert document.offset_at(pos(0, units)) == 1, encoding


def test_a_character_past_the_end_of_each_line_is_that_lines_end():
    text = "\r\nab\r\ncd\ref\ngh"
    document = Document("u", text)
    ends = [0, text.index("\r\ncd"), text.index("\ref"), text.index("\ngh"), len(text)]
    assert [document.offset_at(pos(line, 99)) for line in range(5)] == ends


def test_negative_positions_and_lines_past_the_end_are_errors():
    document = Document("u", "a\nb")
    # lsprotocol refuses negative Positions; the check guards anything position-like that is not one.
    for bad in (SimpleNamespace(line=-1, character=0), SimpleNamespace(line=0, character=-1)):
        with pytest.raises(PositionError, match="negative"):
            document.offset_at(bad)
    with pytest.raises(PositionError, match="past the end"):
        document.offset_at(pos(2, 0))
    assert document.offset_at(pos(1, 1)) == 3


def test_offsets_outside_the_document_are_errors_and_its_ends_are_not():
    document = Document("u", "ab\ncd")
    assert document.position_at(0) == pos(0, 0) and document.position_at(5) == pos(1, 2)
    for bad in (-1, 6):
        with pytest.raises(PositionError, match="outside the document"):
            document.position_at(bad)


def test_a_change_whose_range_ends_before_it_starts_is_refused():
    document = Document("u", "abcdef")
    with pytest.raises(PositionError, match="^change range ends before it starts$"):
        document.apply(edit(pos(0, 4), pos(0, 2), "x"))
    assert document.text == "abcdef"


def test_the_store_opens_changes_and_closes_in_the_negotiated_encoding():
    store = DocumentStore()
    store.encoding = "utf-8"
    document = store.open("file:///u.ts", "s = '😀';", 1)
    assert (document.uri, document.encoding) == ("file:///u.ts", "utf-8")
    store.change("file:///u.ts", 2, [edit(pos(0, 9), pos(0, 9), "!")])  # after the 4-byte emoji
    assert store.get("file:///u.ts").text == "s = '😀!';"
    with pytest.raises(KeyError, match="never-opened"):
        store.change("file:///never-opened.ts", 1, [])
    store.close("file:///u.ts")
    store.close("file:///u.ts")  # closing twice is harmless
    assert store.get("file:///u.ts") is None


@pytest.mark.parametrize("encoding", ["utf-16", "utf-8", "utf-32"])
def test_random_incremental_edits_match_the_same_edits_by_code_point(encoding):
    """Seeded (CPC_TEST_SEED): edits given as positions in the negotiated units land exactly where
    the same edits by code-point offset do, across astral characters and every kind of line break."""
    rng = seeding.rng(f"documents-{encoding}")
    alphabet = ["a", "b", " ", "\n", "\r\n", "\r", "é", "漢", "😀", "\u2028", "\x0c"]
    store = DocumentStore()
    store.encoding = encoding
    text = "".join(rng.choice(alphabet) for _ in range(40))
    document = store.open("u", text, 0)
    for version in range(1, 60):
        i = rng.randrange(len(text) + 1)
        j = rng.randrange(i, min(len(text), i + 6) + 1)
        new = "".join(rng.choice(alphabet) for _ in range(rng.randrange(4)))
        start, end = document.position_at(i), document.position_at(j)
        if text[i - 1 : i + 1] == "\r\n" or text[j - 1 : j + 1] == "\r\n":
            continue  # a position between \r and \n does not exist in LSP terms
        store.change("u", version, [edit(start, end, new)])
        text = text[:i] + new + text[j:]
        assert document.text == text, f"edit {version}: {start}..{end} -> {new!r} (CPC_TEST_SEED={seeding.SEED})"


@pytest.fixture
def counted(monkeypatch):
    """The lengths of the segments whose code units are counted (the work a conversion does)."""
    lengths = []
    units = Document._units
    monkeypatch.setattr(Document, "_units", lambda self, segment: lengths.append(len(segment)) or units(self, segment))
    return lengths


@pytest.mark.parametrize("encoding,width", [("utf-16", 1), ("utf-8", 3)])
def test_typing_at_the_end_of_a_long_line_counts_only_the_characters_since_the_last_keystroke(counted, encoding, width):
    # The editor's loop: a change at the cursor, then a completion request converting the new cursor.
    store = DocumentStore()
    store.encoding = encoding
    line = "漢" * 3000
    document = store.open("u", "first\n" + line, 1)
    column = len(line) * width
    for version in range(2, 12):
        store.change("u", version, [edit(pos(1, column), pos(1, column), "字")])
        column += width
        assert document.offset_at(pos(1, column)) == len(document.text)
        assert document.position_at(len(document.text)) == pos(1, column)
    assert max(counted[1:]) <= 1  # only the first conversion walked the line


@pytest.mark.parametrize("encoding", ["utf-16", "utf-8"])
def test_successive_offsets_along_a_line_count_each_character_once(counted, encoding):
    # Converting the same offset twice (a range's start and end) and then further offsets
    # starts from the furthest remembered one on that line.
    text = "ab\n" + "é漢😀" * 400 + "\nlast 漢"
    document = Document("u", text, encoding=encoding)
    reference = Document("u", text, encoding="utf-32")
    for offset in range(3, 1203, 100):
        for _ in range(2):
            position = document.position_at(offset)
            assert document.offset_at(position) == offset
            assert reference.position_at(offset).line == position.line
    assert max(counted) <= 100


def test_an_edit_keeps_the_remembered_conversions_before_it(counted):
    document = Document("u", "😀" * 2000, encoding="utf-16")
    assert document.position_at(1000) == pos(0, 2000)
    document.apply(edit(pos(0, 2000), pos(0, 2000), "x"))  # at the remembered offset itself
    counted.clear()
    assert document.position_at(1001) == pos(0, 2001)
    assert counted == [1]


def test_a_unit_inside_a_character_counts_the_whole_character():
    assert Document("u", "漢x", encoding="utf-8").offset_at(pos(0, 1)) == 1
    assert Document("u", "漢x", encoding="utf-8").offset_at(pos(0, 2)) == 1
    assert Document("u", "😀x").offset_at(pos(0, 1)) == 1
    assert Document("u", "a😀漢", encoding="utf-8").offset_at(pos(0, 3)) == 2


def test_a_full_change_converts_positions_in_the_new_text():
    store = DocumentStore()
    document = store.open("u", "😀\nold", 1)
    assert document.position_at(4) == pos(1, 2)  # remembered, on the old text
    store.change("u", 2, [types.TextDocumentContentChangeWholeDocument(text="x\n漢😀y\n")])
    assert document.line_starts == [0, 2, 6]
    assert document.position_at(4) == pos(1, 3)
    assert document.offset_at(pos(1, 3)) == 4


def test_conversions_remembered_in_one_encoding_are_not_used_in_another():
    # The store's encoding changes (a new initialize): the units remembered before mean other units.
    store = DocumentStore()
    document = store.open("u", "漢字" * 50 + "x", 1)
    assert document.position_at(100) == pos(0, 100)  # utf-16: one unit each
    store.encoding = "utf-8"
    store.change("u", 2, [edit(pos(0, 300), pos(0, 301), "y")])  # 100 characters of 3 bytes
    assert document.text == "漢字" * 50 + "y"
    store.change("u", 3, [edit(pos(0, 150), pos(0, 150), "!")])
    assert document.text == "漢字" * 25 + "!" + "漢字" * 25 + "y"
    assert document.position_at(51) == pos(0, 151)


# Edits that join or split a \r\n, or touch the document's first line break: the line starts
# carried through them equal a fresh count.
LINE_BREAK_EDITS = [
    ("a\nb", (0, 1), (0, 1), "\r"),         # \r before \n: one break
    ("a\rb", (1, 0), (1, 0), "\n"),         # \n after \r: one break
    ("a\r\nb", (0, 1), (1, 0), ""),         # the \r\n deleted whole
    ("a\rx\nb", (1, 0), (1, 1), ""),        # the character between \r and \n deleted: they join
    ("\nab\ncd", (0, 0), (1, 0), ""),       # the first character, a line break, deleted
    ("\nab\ncd", (0, 0), (1, 0), "x"),
    ("ab", (0, 2), (0, 2), "\n"),           # a break typed at the end
    ("ab", (0, 1), (0, 1), "\r\n\n"),
    ("ab\ncd\nef", (0, 1), (1, 1), "Z"),    # a break removed in the middle
    ("ab\ncd\nef\ngh", (1, 2), (2, 0), ""), # the break at the edit's end
    ("ab\ncd\nef\ngh", (0, 2), (1, 0), "\n\n"),
    ("ab\n\ncd\nef", (1, 0), (1, 0), "x"),
    ("a\r\n\r\nb", (1, 0), (1, 0), "\n"),
]


@pytest.mark.parametrize("text,start,end,inserted", LINE_BREAK_EDITS)
def test_line_starts_carried_through_an_edit_equal_a_fresh_count(text, start, end, inserted):
    document = Document("u", text)
    document.line_starts  # noqa: B018 - carried from here
    document.apply(edit(pos(*start), pos(*end), inserted))
    assert document._line_starts == Document("u", document.text).line_starts, repr(document.text)


def test_an_edit_scans_only_its_own_characters_for_line_breaks(monkeypatch):
    import server.documents as documents

    text = "".join(f"line {i}\n" for i in range(500))
    document = Document("u", text)
    document.line_starts  # noqa: B018 - the one full scan, at open
    scanned = []

    class Recording:
        def finditer(self, string, pos=0, endpos=None):
            scanned.append(min(len(string), endpos if endpos is not None else len(string)) - pos)
            return _LINE_BREAK.finditer(string, pos, len(string) if endpos is None else endpos)

    _LINE_BREAK = documents._LINE_BREAK
    monkeypatch.setattr(documents, "_LINE_BREAK", Recording())
    document.apply(edit(pos(250, 2), pos(251, 1), "x\ny"))
    assert document.position_at(len(document.text) - 1) == pos(499, 8)
    carried = list(document.line_starts)
    assert scanned and max(scanned) <= len("x\ny") + 3
    monkeypatch.undo()
    assert carried == Document("u", document.text).line_starts


@pytest.mark.parametrize("encoding", ["utf-16", "utf-8"])
def test_converting_an_offset_again_counts_nothing_and_the_next_one_only_the_characters_between(counted, encoding):
    # The server converts a cursor to a position more than once (a range's start and end).
    document = Document("u", "x\n" + "é漢😀" * 400, encoding=encoding)
    reference = Document("u", document.text, encoding="utf-32")
    for offset in range(2, 1202, 150):
        expected = document.position_at(offset)
        counted.clear()
        assert document.position_at(offset) == expected
        assert counted == [0]
        counted.clear()
        assert document.position_at(offset + 7).line == reference.position_at(offset + 7).line
        assert counted == [7]
