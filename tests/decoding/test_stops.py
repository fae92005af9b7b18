"""Stop rules on the text generated after the cursor, read the way the engine reads code."""

import pytest

import ts_completion_engine as tce
from decoding.stops import Result, StopContext, StopRules, auto_closed_overlap, is_multiline, trim_completion
from ts_completion_engine.nesting import LexerOnly, Nesting

BODY = "function f(c: string, a: number, b: number) {\n"


def run_rules(generated, prefix=BODY, multiline=True, suffix="", inside_block=False, piece=None, end="max tokens",
              start=None):
    """Feed `generated` to fresh stop rules in pieces of `piece` characters (all at once when None),
    as the token loop does; the result when a rule fires or the text runs out."""
    line_start = prefix.rfind("\n") + 1
    context = StopContext(multiline, suffix, inside_block, prefix[line_start:],
                          prefix[:line_start].rstrip().rpartition("\n")[2])
    rules = StopRules(context, start if start is not None else Nesting.after(tce.initial_state().feed(prefix)))
    size = piece or max(len(generated), 1)
    stop = None
    for at in range(0, len(generated), size):
        stop = rules.feed(generated[at:at + size])
        if stop is not None:
            break
    return rules.result(stop, end)


def test_single_line_stops_at_the_end_of_the_line():
    result = run_rules(" + b;\n}\n", prefix=BODY + "  return a", multiline=False)
    assert result.text == " + b;" and result.reason == "end of line"


def test_single_line_keeps_going_until_a_line_has_content():
    assert run_rules("\n   ", multiline=False, prefix="let x = {").text == ""
    result = run_rules("\n  return x;\n", multiline=False, prefix=BODY + "  if (a) {")
    assert result.text == "\n  return x;" and result.reason == "end of line"


def test_single_line_goes_on_through_a_line_break_in_a_template():
    result = run_rules("`a\n}b` + 1;\nx();\n", multiline=False, prefix=BODY + "  const s = ")
    assert result.text == "`a\n}b` + 1;" and result.reason == "end of line"


def test_multiline_stops_at_a_blank_line():
    result = run_rules("  const x = 1;\n  return x;\n\nfunction next() {", prefix="")
    assert result.text == "  const x = 1;\n  return x;" and result.reason == "blank line"


def test_multiline_stops_before_the_closing_line_the_editor_already_has():
    result = run_rules("  if (a) {\n    return 1;\n  }\n  return 2;\n}\nfoo", suffix="\n}\n")
    assert result.text == "  if (a) {\n    return 1;\n  }\n  return 2;" and result.reason == "end of block"


def test_multiline_closes_the_block_when_nothing_after_the_cursor_does():
    result = run_rules("  return 2;\n}\n\nfunction next() {", suffix="\n")
    assert result.text == "  return 2;\n}" and result.reason == "end of block"


@pytest.mark.parametrize("piece", [None, 1])
def test_a_bracket_right_after_a_regex_literal_keeps_the_block_rule_exact(piece):
    # after a regex's closing `/` flags may follow: the `)` there still closes the call
    body = '  return c.match(/^.*@.*$/) !== null && c.split(/,/g).length > 1;'
    result = run_rules(body + "\n}\n\nconst next = 1;\n", suffix="\n}\n", piece=piece)
    assert (result.text, result.reason) == (body, "end of block")


def test_multiline_goes_on_inside_nested_blocks():
    result = run_rules("  if (a) {\n    return 1;\n  }\n", end="end of text")
    assert result.text == "  if (a) {\n    return 1;\n  }" and result.reason == "end of text"


def test_inside_a_block_blank_lines_separate_statements():
    result = run_rules("  const a = 1;\n\n  return a;\n}\n", suffix="\n", inside_block=True)
    assert result.text == "  const a = 1;\n\n  return a;\n}" and result.reason == "end of block"


# Each body holds brackets in one lexical context; the cut is the line of the body's real `}`.
LEXICAL_CONTEXTS = {
    "double quotes": 'if (c === "}") return 1;\n  if (c === "\\"}") return 2;',
    "single quotes": "if (c === '}' || c === ')') return 1;",
    "template with nested substitutions": "const s = `}${ { a: 1 }.a }}${ `${ '}' }` }{`;",
    "line comment": "// } ) ] closes nothing\n  return;",
    "block comment": "/* { } }\n  ) */ return;",
    "regex literal": "const r = /[}]/.test(c) ? /}/ : /\\}/;",
    "division, not a regex": "const z = a / 2 /* } */ / b;",
    "type position": "const o: { a: { b: number } } = { a: { b: 1 } };",
}


@pytest.mark.parametrize("piece", [None, 1, 3])
@pytest.mark.parametrize("name", sorted(LEXICAL_CONTEXTS))
def test_the_block_ends_at_the_real_closing_bracket(name, piece):
    body = "  " + LEXICAL_CONTEXTS[name] + "\n  return;"
    result = run_rules(body + "\n}\nfunction g() {}\n", suffix="\n}\n", piece=piece)
    assert (result.text, result.reason) == (body, "end of block")


@pytest.mark.parametrize("name", sorted(LEXICAL_CONTEXTS))
def test_the_block_ends_at_the_real_closing_bracket_after_an_error_before_the_cursor(name):
    prefix = "let broken = ;\n" + BODY  # the engine rejects this prefix: a lexer-only reading
    assert tce.initial_state().feed(prefix) is None
    body = "  " + LEXICAL_CONTEXTS[name] + "\n  return;"
    result = run_rules(body + "\n}\nfunction g() {}\n", suffix="\n}\n",
                       start=Nesting.after(LexerOnly.of_text(prefix)))
    assert (result.text, result.reason) == (body, "end of block")


def test_the_block_ends_at_the_real_closing_bracket_after_the_generated_text_turns_invalid():
    body = '  let x = = 1;\n  if (c === "}") x();'  # `= =`: the engine rejects it, the lexer reads on
    result = run_rules(body + "\n}\nfunction g() {}\n", suffix="\n}\n", piece=2)
    assert (result.text, result.reason) == (body, "end of block")


def test_a_template_substitution_open_at_the_cursor_is_closed_by_its_brace():
    prefix = BODY + "  const s = `a${"
    assert run_rules("x + 1}b`;\n", prefix=prefix, suffix="}b`;").text == "x + 1"
    result = run_rules("x + 1}b`;\n", prefix=prefix, suffix="")
    assert result.text == "x + 1}" and result.closes == ("${",)


@pytest.mark.parametrize(
    "prefix, completion, suffix, covered",
    [
        ("foo(", "a, b);", ")", 1),  # foo(|) -> foo(a, b);
        ('f("', "hello", '")', 0),  # the closing quote is not written: keep it
        ('f("', 'hello")', '")', 2),
        ("a[", "x] + f(y)", "]", 1),  # the `]` closes the `[` before the cursor
        ("a[", "x]", "] + 1", 1),
        ("foo(", '")"', ")", 0),  # a `)` in a string closes nothing
        ("foo(bar(", "x)) + 1", "))", 2),
        ("foo(bar(", "x))", ")", 1),  # only one of the two closers is after the cursor
        ("a[foo(", "1)]", ")x", 1),  # the `]` is not after the cursor: the overlap ends at the `x`
        ("", "abc", "", 0),
    ],
)
def test_auto_closed_characters_written_by_the_completion_are_replaced(prefix, completion, suffix, covered):
    result = run_rules(completion, prefix="let v = " + prefix, multiline=False, suffix=suffix)
    assert result.text == completion
    assert auto_closed_overlap(result.closes, suffix) == covered


@pytest.mark.parametrize(
    "mode, line, expected",
    [("auto", "  return a", False), ("auto", "    ", True), ("always", "x", True), ("never", "", False)],
)
def test_line_mode(mode, line, expected):
    assert is_multiline(mode, line) is expected


def test_unknown_line_mode_is_a_clear_error():
    with pytest.raises(ValueError, match="auto, always or never"):
        is_multiline("sometimes", "")


def test_trim_drops_trailing_whitespace_and_whitespace_only_results():
    assert trim_completion(" + b;  \n") == " + b;"
    assert trim_completion(" \n\t") == ""


def test_a_completion_that_writes_the_next_line_again_stops_before_it():
    result = run_rules("  a += 1;\n  return a;\n}", suffix="\n  return a;\n}\n")
    assert result.text == "  a += 1;" and result.reason == "suffix repeated"


def test_short_suffix_lines_do_not_count_as_repeats():
    assert run_rules("  a;\n}", suffix="\n}\n").reason == "end of block"


def test_each_token_feeds_only_its_own_characters(monkeypatch):
    fed = []
    marks = Nesting.marks
    monkeypatch.setattr(Nesting, "marks", lambda self, text: (fed.append(len(text)), marks(self, text))[1])
    body = '  const s = "}";\n  if (a) {\n    b();\n  }\n  return;\n' * 3
    run_rules(body, piece=2, end="end of text")
    assert sum(fed) == len(body) and max(fed) == 2


# Budget end in multi-line mode: cut back to the last complete statement.

def test_a_budget_end_mid_statement_is_cut_back_to_the_last_complete_line():
    result = run_rules("  const x = a + 1;\n  const y = foo(x,\n    2")
    assert result.text == "  const x = a + 1;"
    assert result.reason == "max tokens, cut back to the last complete statement"


def test_a_budget_end_never_leaves_a_bracket_open():
    result = run_rules("  if (a) {\n    b();\n", end="no valid continuation")
    assert result.text == "" and "cut back" in result.reason


def test_a_budget_end_after_a_complete_statement_keeps_it_all():
    result = run_rules("  const x = 1;\n  return x;")
    assert result.text == "  const x = 1;\n  return x;" and result.reason == "max tokens"


def test_a_budget_end_mid_line_is_cut_back_even_where_the_statement_could_end():
    result = run_rules("  if (a === 1) return 1;\n  if (a === 2) return")  # valid, but half of what was meant
    assert result.text == "  if (a === 1) return 1;"


def test_a_budget_end_mid_expression_over_a_line_break_is_cut_back():
    result = run_rules("  const x = 1;\n  const y = x +\n    2 *")
    assert result.text == "  const x = 1;"


def test_a_budget_end_inside_a_template_is_cut_back_before_it():
    result = run_rules("  a = 1;\n  const s = `x\n  ${a}\n")
    assert result.text == "  a = 1;"


def test_single_line_mode_keeps_what_it_has_at_the_budget_end():
    result = run_rules(" foo(a,", prefix=BODY + "  return", multiline=False)
    assert result.text == " foo(a," and result.reason == "max tokens"


def test_a_repeated_suffix_line_at_the_start_of_a_line_is_recognised():
    result = run_rules("x = 0;\nfoo();\n", prefix="", suffix="\nfoo();\n")
    assert result.text == "x = 0;" and result.reason == "suffix repeated"


def test_a_stop_mid_statement_is_cut_back_even_when_the_text_after_it_completes():
    # `let a =` is open where the repeated suffix line starts; the line after it completing the
    # statement does not make the cut complete
    result = run_rules("x = 0;\nlet a =\nfoo();\n", prefix="", suffix="\nfoo();\n")
    assert result.text == "x = 0;" and result.reason == "suffix repeated, cut back to the last complete statement"


def test_a_stop_after_one_open_bracket_is_cut_back_to_nothing():
    result = run_rules("[\nfoo(),\n", prefix="", suffix="\nfoo(),\n")
    assert result.text == "" and result.reason == "suffix repeated, cut back to the last complete statement"


def test_a_budget_end_on_a_blank_line_after_a_complete_line_needs_no_cut_back():
    assert run_rules("\n  ", prefix="") == Result("", "max tokens", ())


def test_a_suffix_line_of_four_characters_is_long_enough_to_be_recognised():
    result = run_rules("x = 0;\nf();\n", prefix="", suffix="\nf();\n")
    assert result.text == "x = 0;" and result.reason == "suffix repeated"


def test_dropping_a_rewritten_first_line_keeps_the_line_breaks_after_it():
    result = run_rules("foo();\n\n  bar();", prefix="function f() {\n  foo();\n  ", inside_block=True)
    assert result.text == "\n  bar();" and result.reason == "max tokens; first line rewrote the line above, dropped"


def test_stop_rules_without_a_start_read_the_text_from_a_file_start():
    rules = StopRules(StopContext(multiline=True))
    assert rules.feed("x = (1,\n2);\n") is None
    assert rules.result(None, "max tokens") == Result("x = (1,\n2);", "max tokens", ())


def test_a_block_closed_on_the_first_line_after_the_cursor_writes_nothing_when_the_closer_follows():
    # the `}` is already after the cursor: the blank line before the generated one is all there is
    assert run_rules("\n}\n", prefix=BODY + "  return a;", suffix="\n}\n") == Result("", "end of block", ())


def test_a_budget_end_with_nothing_generated_is_complete_as_it_is():
    assert run_rules("", prefix="") == Result("", "max tokens", ())


def test_dropping_a_rewritten_first_line_strips_the_next_lines_other_indentation():
    result = run_rules("foo();\n  bar();", prefix="function f() {\n    foo();\n    ", inside_block=True)
    assert result.text == "bar();" and result.reason == "max tokens; first line rewrote the line above, dropped"


def test_stop_rules_without_a_start_read_a_leading_slash_as_a_regex():
    # a file's start is a statement's start: `/` opens a regex there, so its `}` closes nothing
    rules = StopRules(StopContext(multiline=True))
    assert rules.feed("/}/.test(s);\n") is None
    assert rules.result(None, "max tokens") == Result("/}/.test(s);", "max tokens", ())


def test_a_suffix_line_after_blank_lines_is_still_its_next_line():
    result = run_rules("  a += 1;\n  return a;\n}", suffix="\n\n  return a;\n}\n")
    assert result.text == "  a += 1;" and result.reason == "suffix repeated"


@pytest.mark.parametrize("generated, kept", [
    ("  const x = 1; ", "  const x = 1;"),  # a space after the `;`
    ("  const x = 1;\n  if (a) { b(); }", "  const x = 1;\n  if (a) { b(); }"),  # ends with a block's `}`
    ("  const x = 1;\n  try { b(); }", "  const x = 1;"),  # `try { }` needs its catch or finally
])
def test_a_budget_end_mid_line_after_a_semicolon_or_brace_keeps_it_only_if_the_statement_is_complete(generated, kept):
    result = run_rules(generated)
    assert result.text == kept
    assert result.reason == ("max tokens" if kept == generated.rstrip() else "max tokens, cut back to the last complete statement")


def test_a_stop_after_a_brace_inside_open_arguments_is_cut_back():
    # the repeated suffix line closes the call, but the cut before it is inside the call
    result = run_rules("x = 0;\nfoo(() => { x(); }\n, bar);\n", prefix="", suffix="\n, bar);\n")
    assert result.text == "x = 0;" and result.reason == "suffix repeated, cut back to the last complete statement"
