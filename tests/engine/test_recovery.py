"""Errors already in the user's text: in recovery mode (`DocumentParser(recover=True)`) an error
above the cursor is confined -- a type error to its statement, a syntax error to its line --
and the code at the cursor is still checked; `check` and `feed` keep their exact contract."""

import pytest

import ts_completion_engine as tce

FILLER = "".join(f"const v{i} = {i};\n" for i in range(20))

ERRORS_ABOVE = {
    "type error": 'let bad: number = "x";\n',
    "type error in a function": 'function g(): number {\n  return "x";\n}\n',
    "syntax error": "let broken = (1 + ;\n",
    "syntax error that opens a bracket": "function f( {\n",
    "syntax error in a class": "class A {\n  m( {\n  }\n}\n",
}


@pytest.mark.parametrize("error", ERRORS_ABOVE.values(), ids=list(ERRORS_ABOVE))
def test_code_at_the_cursor_is_still_checked_below_an_error(error):
    doc = error + FILLER + 'const r = "abc".ma'
    assert tce.check(doc).status == "rejected"  # the exact contract is unchanged
    state = tce.DocumentParser(recover=True).update(doc)
    assert state is not None
    state = state.strict()
    assert state.feed("p") is None  # "abc".map: no such member
    assert state.feed("tch(/a/);") is not None


def test_recovery_inside_a_function_keeps_its_scope():
    doc = 'function h(s: string): number {\n  const n: number = "x";\n' + "  return s.len"
    state = tce.DocumentParser(recover=True).update(doc).strict()
    assert state.feed("gth;\n}") is not None
    assert state.feed("x") is None  # s.lenx


def test_the_declaration_with_the_error_becomes_any():
    doc = 'const bad: number = "x".lenx;\nbad.anything'
    state = tce.DocumentParser(recover=True).update(doc)
    assert state is not None and state.strict().feed(";") is not None


def test_an_error_on_the_cursors_line_is_not_repaired():
    assert tce.DocumentParser(recover=True).update("let x = );") is None


def test_strict_is_the_exact_contract_for_new_text():
    state = tce.DocumentParser(recover=True).update("let s = 'a';\n").strict()
    assert state.feed("let n: number = s;") is None


# Recovery blanks exactly the lines it must: the state equals a parse of the text with those lines
# (and no others) turned into spaces, their line breaks kept.
BAD = "let broken = (1 + ;"
REPAIRS = {
    "one line": (["const a = 1;", BAD, "const r = a;", "r.toFix"], {1}),
    "the first line": ([BAD, "const r = 1;", "r.toFix"], {0}),
    # the next error two lines below does not make the first repair reach back
    "two errors three lines apart": (
        ["const a = 1;", BAD, "const b = a;", "const c = b;", BAD, "const d = c;", "const e = d;", "e.toFix"], {1, 4}),
    # without semicolons the kept line breaks are what separates the statements (ASI)
    "no semicolons": (["let a = 1", "const X = (1 + ;", "let b = a", "b.toFix"], {1}),
    # a string continued over lines fails only on its last line: the lines it began on go too
    "a string continued over three lines": (['const s = "a\\', "b\\", 'c" + );', "const r = 1;", "r.toFix"], {0, 1, 2}),
    # the two lines below are checked together: the block they open and close is no new error
    "a block opened right below the error": (["const a = 1;", BAD, "if (a) {", "}", "a.toFix"], {1}),
    # blanks are spaces: letters left in the blanked line would read as `X X`
    "a name twice in the line": (["const a = 1;", "let X = (X + ;", "a.toFix"], {1}),
}


def _blanked(lines, which):
    return "\n".join(" " * len(line) if i in which else line for i, line in enumerate(lines))


@pytest.mark.parametrize("lines,blanked", REPAIRS.values(), ids=list(REPAIRS))
def test_recovery_blanks_exactly_the_lines_of_the_error(lines, blanked):
    state = tce.DocumentParser(recover=True).update("\n".join(lines))
    expected = tce.initial_state(recover=True).feed(_blanked(lines, blanked))
    assert expected is not None and state == expected


def test_an_error_that_began_more_than_three_lines_above_is_not_repaired():
    # the string's fifth line fails; blanking it and the three lines before it still leaves the string open
    lines = ['const s = "a\\', "b\\", "c\\", "d\\", 'e" + );', "const r = 1;", "r.toFix"]
    assert tce.DocumentParser(recover=True).update("\n".join(lines)) is None
    assert tce.initial_state(recover=True).feed(_blanked(lines, {0, 1, 2, 3, 4})) is not None


# MAX_REPAIRS (20) lines blanked in a document at most, across checkpoints: the error that needs the
# 21st is not repaired. A string continued onto a line with the error costs two.
TWO_LINE_ERROR = ['const s = "a\\', 'b" + );']


def _errors(simple, two_line):
    lines = []
    for i in range(simple):
        lines += [BAD, f"const v{i} = {i};", f"const w{i} = v{i};", f"const u{i} = w{i};"]
    for _ in range(two_line):
        lines += TWO_LINE_ERROR + ["const z = 1;", "const y = z;", "const x = y;"]
    return "\n".join(lines + ["0 .toFix"])


@pytest.mark.parametrize("spacing", [40, 100_000])
@pytest.mark.parametrize("simple,two_line,repaired", [
    (20, 0, True), (21, 0, False), (18, 1, True), (19, 1, False), (0, 1, True),
])
def test_at_most_twenty_lines_are_blanked_in_a_document(simple, two_line, repaired, spacing):
    state = tce.parse_with_checkpoints(_errors(simple, two_line), spacing=spacing, recover=True)[-1][1]
    assert (state is not None) == repaired


def test_verify_is_off_in_recovery_mode():
    # verify compares with a strict parse from scratch, which rejects what recovery repairs
    doc = tce.DocumentParser(recover=True, verify=True)
    assert doc.update(BAD + "\nconst r = 1;\nr.toFix") is not None


def test_an_error_in_a_string_continued_from_the_checkpoint_before_is_not_repaired():
    # The string began in the chunk before this one (checkpoints every 10 characters): the repair
    # cannot reach back there, so the document stays rejected -- without an exception.
    text = 'const s = "a\\\nb" + );\nconst r = 1;\nr.toFix'
    points = tce.parse_with_checkpoints(text, spacing=10, recover=True)
    assert [offset for offset, _ in points] == [0, 14, 35, len(text)]
    assert points[1][1] is not None and points[2][1] is None and points[-1][1] is None


def test_an_error_on_the_last_line_of_a_checkpoints_chunk_reaches_back_into_it():
    # The chunk ends right after the error (checkpoints every 30 characters); the string it is in
    # began on the line before, so that line is blanked too, and the next chunk feeds normally.
    lines = ["const a = 1;", 'const s = "a\\', 'b" + );', "const r = a;", "r.toFix"]
    points = tce.parse_with_checkpoints("\n".join(lines), spacing=30, recover=True)
    assert [offset for offset, _ in points][:2] == [0, 35]
    assert points[-1][1] == tce.initial_state(recover=True).feed(_blanked(lines, {1, 2}))
