"""The nesting query: lexical context and the brackets a text opens and closes, as the scanner reads them."""

from pathlib import Path

import pytest

import ts_completion_engine as tce
from ts_completion_engine.nesting import CODE, COMMENT, REGEX, STRING, TEMPLATE, LexerOnly, Nesting, lexical_context

CORPUS = Path(__file__).parent / "corpus"


@pytest.mark.parametrize("text, context", [
    ("let x = 1", CODE),
    ('let x = "a(', STRING),
    ("let x = 'a{", STRING),
    ("let x = `a(", TEMPLATE),
    ("let x = `a${ b }c", TEMPLATE),
    ("let x = `a${ b", CODE),
    ("let x = /a[(]", REGEX),
    ("let x = a / b", CODE),
    ("// a {", COMMENT),
    ("/* a\n {", COMMENT),
    ("/* a */ let", CODE),
])
def test_lexical_context(text, context):
    assert lexical_context(tce.initial_state().feed(text)) == context
    assert lexical_context(LexerOnly.of_text(text)) == context


def test_readings_that_disagree_answer_nothing():
    state = tce.initial_state().feed("let y = a\n/a")  # `a / a` or a regex after ASI
    assert state.readings == 2 and lexical_context(state) is None
    assert not Nesting.after(state).feed("(").exact
    assert lexical_context(tce.TOP) is None


def nesting_after(prefix, text):
    return Nesting.after(tce.initial_state().feed(prefix)).feed(text)


@pytest.mark.parametrize("prefix, text, open_, closed", [
    ("", "f(a, [b, { c: 1", ("(", "[", "{"), ()),
    ("", 'f(")]}", /[)]/, `)${ g(1) }`, 1 / 2) // )', (), ()),
    ("function f() {\n", "if (a) { b(); }\n}", (), ("{",)),
    ("let s = `a${", " b }c`", (), ("${", "`")),
    ("let s = `a${", " `${ '}' }` }c${ d", ("${",), ("${",)),
    ('let s = "ab', 'c" + ("', ("(", '"'), ('"',)),
    ("let t = `a", "b`", (), ("`",)),
    ("let o: { a: { b: number", " } } = { a: { b: 1 } }", (), ("{", "{")),
    # a bracket right after a regex literal's closing `/` (where flags may follow)
    ("function f(s: string) {\n", "return s.match(/a.*$/) && s.split(/,/g)[0];\n}", (), ("{",)),
    ("", "const a = [/a/, { r: /x/ }, `${/b/}`, (/c/)]", (), ()),
])
def test_nesting_counts_real_brackets_only(prefix, text, open_, closed):
    nesting = nesting_after(prefix, text)
    assert (nesting.open, nesting.closed, nesting.exact, nesting.by_engine) == (open_, closed, True, True)
    lexer_only = Nesting.after(LexerOnly.of_text(prefix)).feed(text)
    assert (lexer_only.open, lexer_only.closed, lexer_only.exact) == (open_, closed, True)


def test_depth_counts_brackets_not_quotes():
    assert nesting_after("", 'f("a').open == ("(", '"') and nesting_after("", 'f("a').depth == 1
    assert nesting_after("function f() {\n", "}").depth == -1


def test_marks_report_the_nesting_after_each_bracket_quote_and_line_break():
    marks = list(Nesting.after(tce.initial_state()).marks('f("(")\nx'))
    assert [end for end, _ in marks] == [2, 3, 4, 5, 6, 7, 8]
    assert [nesting.open for _, nesting in marks] == [("(",), ("(", '"'), ("(", '"'), ("(",), (), (), ()]


def test_the_engine_rejecting_the_text_hands_over_to_the_lexer_only_reading():
    nesting = nesting_after("function f() {\n", "let x = = (1, '}'")
    assert not nesting.by_engine and nesting.open == ("(",) and nesting.exact
    assert nesting.feed(")\n}").closed == ("{",)


@pytest.mark.parametrize("prefix, complete", [
    ("function f() {\n  x = 1\n", True),
    ("function f() {\n  x = 1;\n", True),
    ("function f() {\n  x = a +\n", False),
    ("function f() {\n  if (a)\n", False),
    ("function f() {\n  return\n", True),
    ("x = 1;\n", True),
    ("let o = {\n  a: 1,\n", True),
    ("let o = {\n  a:\n", False),
])
def test_statement_complete_asks_whether_the_enclosing_list_may_end(prefix, complete):
    assert Nesting.after(tce.initial_state().feed(prefix)).statement_complete is complete


def test_an_error_in_the_text_does_not_stop_the_lexer_only_reading():
    reading = LexerOnly.of_text('let x = "broken\nlet y = `${ {a: 1} }`; 1a; #')
    assert lexical_context(reading) == CODE


@pytest.mark.parametrize("path", sorted(CORPUS.glob("*.ts"))[:8], ids=lambda path: path.name)
def test_the_lexer_only_reading_agrees_with_the_engine_on_valid_files(path):
    text = path.read_text(encoding="utf-8")
    engine = Nesting.after(tce.initial_state())
    lexer_only = Nesting.after(LexerOnly.of_text(""))
    for line in text.splitlines(keepends=True):
        engine, lexer_only = engine.feed(line), lexer_only.feed(line)
        assert (engine.open, engine.context) == (lexer_only.open, lexer_only.context), line
    assert engine.open == () and engine.by_engine
