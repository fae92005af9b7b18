"""Stop rules on the text generated after the cursor."""

import pytest

from decoding.stops import auto_closed_overlap, find_stop, is_multiline, trim_completion


def test_single_line_stops_at_the_end_of_the_line():
    stop = find_stop(" + b;\n}\n", multiline=False)
    assert stop.keep == len(" + b;") and stop.reason == "end of line"


def test_single_line_keeps_going_until_a_line_has_content():
    assert find_stop("\n   ", multiline=False) is None
    stop = find_stop("\n  return x;\n", multiline=False)
    assert "\n  return x;\n"[: stop.keep] == "\n  return x;"


def test_multiline_stops_at_a_blank_line():
    text = "  const x = 1;\n  return x;\n\nfunction next() {"
    stop = find_stop(text, multiline=True)
    assert text[: stop.keep] == "  const x = 1;\n  return x;" and stop.reason == "blank line"


def test_multiline_stops_before_the_closing_line_the_editor_already_has():
    text = "  if (a) {\n    return 1;\n  }\n  return 2;\n}\nfoo"
    stop = find_stop(text, multiline=True, suffix="\n}\n")
    assert text[: stop.keep] == "  if (a) {\n    return 1;\n  }\n  return 2;\n" and stop.reason == "end of block"


def test_multiline_closes_the_block_when_nothing_after_the_cursor_does():
    text = "  return 2;\n}\n\nfunction next() {"
    stop = find_stop(text, multiline=True, suffix="\n")
    assert text[: stop.keep] == "  return 2;\n}" and stop.reason == "end of block"


def test_multiline_goes_on_inside_nested_blocks():
    assert find_stop("  if (a) {\n    return 1;\n  }", multiline=True) is None


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
    suffix = "\n  return total;\n}\n"
    generated = "  total += 1;\n  return total;\n}"
    stop = find_stop(generated, multiline=True, suffix=suffix)
    assert generated[: stop.keep] == "  total += 1;" and stop.reason == "suffix repeated"


def test_short_suffix_lines_do_not_count_as_repeats():
    assert find_stop("a;\n}", multiline=True, suffix="\n}\n") is None or find_stop("a;\n}", True, "\n}\n").reason != "suffix repeated"


@pytest.mark.parametrize(
    "completion, suffix, covered",
    [
        ("a, b);", ")", 1),  # foo(|) -> foo(a, b);
        ("hello", "\")", 0),  # the closing quote is not written: keep it
        ("hello\")", "\")", 2),
        ("x] + f(y)", "]", 0),  # a bracket after the run would be left unbalanced
        ("x]", "] + 1", 1),
        ("abc", "", 0),
    ],
)
def test_auto_closed_characters_written_by_the_completion_are_replaced(completion, suffix, covered):
    assert auto_closed_overlap(completion, suffix) == covered


def test_inside_a_block_blank_lines_separate_statements():
    text = "  const a = 1;\n\n  return a;\n}\n"
    stop = find_stop(text, multiline=True, suffix="\n", inside_block=True)
    assert text[: stop.keep] == "  const a = 1;\n\n  return a;\n}" and stop.reason == "end of block"
