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
