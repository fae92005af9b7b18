"""A bug in the type layer (an exception it did not foresee) gives the statement up instead of
escaping `feed`: the user's completion is not lost, and nothing is rejected without proof. The
test suite runs with CPC_ENGINE_RAISE_BUGS=1 (tests/conftest.py) so that such bugs fail tests."""

import pytest

import ts_completion_engine as tce
from ts_completion_engine.types import checker, expr


@pytest.fixture
def broken_evaluator(monkeypatch):
    real = expr.feed

    def feed(ev, tok, cx):
        if tok[0] == "id" and tok[1] == "boom":
            raise ValueError("a bug in the evaluator")
        return real(ev, tok, cx)

    monkeypatch.setattr(expr, "feed", feed)


def test_a_bug_in_the_type_layer_gives_the_statement_up_instead_of_raising(broken_evaluator, monkeypatch):
    monkeypatch.setattr(checker, "RAISE_BUGS", False)
    text = "const a: number = boom + 1;\nconst s: string = 1;"
    # the broken statement is given up (permissive); the next one is still checked
    assert tce.check(text[: text.index("\n")]).status == "complete"
    assert tce.check(text) == tce.Verdict("rejected", len(text))


def test_the_tests_see_such_a_bug(broken_evaluator):
    assert checker.RAISE_BUGS
    with pytest.raises(ValueError):
        tce.check("const a: number = boom;")
