"""Property: wherever a stop rule cuts, the cut is in code, never inside a string, comment,
template text or regex literal — as the engine's own scanner reads the kept text."""

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import ts_completion_engine as tce
from ts_completion_engine import lexer
from tests.decoding.test_stops import BODY, run_rules

# Statements whose strings, comments, templates and regexes hold brackets and line breaks.
STATEMENTS = [
    'x = "a}b(";',
    "x = 'c)]{';",
    "x = `t}\n${ { a: 1 }.a }u\n}`;",
    "// } ) ]",
    "/* {\n } ) */",
    "x = /[}(]/.test(s) ? /}/ : a / 2;",
    "x = a / 2 / b;",
    "const o: { a: { b: number } } = { a: { b: 1 } };",
    "foo(a,\n    b);",
    "x = [1,\n    2];",
    "",
    "x = a +\n    b;",
]

CODE_MODES = frozenset((lexer.D, lexer.ID, lexer.NUM, lexer.PUN, lexer.SLASH, lexer.HASH, lexer.ID_ESC, lexer.START))


def statements(depth):
    simple = st.sampled_from(STATEMENTS)
    if depth == 0:
        return simple
    block = st.lists(statements(depth - 1), min_size=1, max_size=3).map(
        lambda body: "if (a) {\n" + "\n".join(body) + "\n}")
    return st.one_of(simple, block)


programs = st.lists(statements(2), min_size=1, max_size=6).map(lambda body: "  " + "\n  ".join(body))


def assert_in_code(kept):
    """The scanner reads code after `kept` and a line break (a line comment ends at its line's end:
    a string, template, regex or block comment does not)."""
    state = tce.initial_state(types=False).feed(BODY + kept + "\n")
    assert state is not None, f"the kept text must stay a valid prefix, line break included: {kept!r}"
    modes = {reading[0] for reading in state._readings}
    assert modes <= CODE_MODES, f"cut inside a string, comment, template or regex: {kept!r}"


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(body=programs, piece=st.integers(1, 8), multiline=st.booleans(), closer_after=st.booleans(),
       inside_block=st.booleans())
def test_a_stop_rule_never_cuts_inside_a_string_comment_template_or_regex(body, piece, multiline, closer_after,
                                                                       inside_block):
    generated = body + "\n}\nnext();\n"
    assert tce.initial_state(types=False).feed(BODY + generated) is not None
    result = run_rules(generated, multiline=multiline, suffix="\n}\n" if closer_after else "",
                       inside_block=inside_block, piece=piece, end="end of text")
    assert generated.startswith(result.text)
    assert_in_code(result.text)


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(body=programs, piece=st.integers(1, 8), cut=st.floats(0, 1))
def test_a_budget_end_is_cut_back_to_code_with_nothing_left_open(body, piece, cut):
    generated = body[: int(len(body) * cut)]
    result = run_rules(generated, piece=piece, inside_block=True)
    assert generated.startswith(result.text)
    assert_in_code(result.text)
    # nothing the user did not type is left open: the block can close right after the text
    assert tce.initial_state(types=False).feed(BODY + result.text + "\n}\n") is not None
