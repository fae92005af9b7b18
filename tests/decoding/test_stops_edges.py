"""Stop rules at their edges: where a repeated suffix line, an auto-closed run and the enclosing
block's closer are found exactly (written to kill the mutants of decoding/stops.py that the
behaviour tests in test_stops.py let live; see scripts/mutation.sh)."""

from decoding.stops import auto_closed_overlap, find_stop


def test_a_repeated_suffix_line_is_found_past_blank_lines_of_the_suffix():
    stop = find_stop("x\n    doThing();\n", multiline=True, suffix="\n\n    doThing();\n}")
    assert (stop.keep, stop.reason) == (1, "suffix repeated")


def test_a_four_character_suffix_line_is_long_enough_to_tell():
    stop = find_stop("a\nf();\n", multiline=True, suffix="\nf();\n}")
    assert (stop.keep, stop.reason) == (1, "suffix repeated")


def test_a_repeated_line_right_after_a_leading_newline_is_found():
    stop = find_stop("\nf();\n", multiline=True, suffix="\nf();\n}")
    assert (stop.keep, stop.reason) == (0, "suffix repeated")


def test_the_repeated_line_may_come_after_other_lines_and_blank_ones():
    assert find_stop("a\nb\nf();\n", multiline=True, suffix="\nf();\n}").keep == 3
    assert find_stop("a\n\nf();\n", multiline=True, suffix="\nf();\n}", inside_block=True).keep == 2


def test_lines_that_differ_from_the_suffix_line_do_not_stop():
    assert find_stop("a\nb\nc\n", multiline=True, suffix="\nf();\n}", inside_block=True) is None
    assert find_stop("a\nf();\nb\n", multiline=True, suffix="\nf();\n}").keep == 1


def test_the_auto_closed_run_is_matched_at_its_last_occurrence():
    assert auto_closed_overlap("a), g(b)", ")") == 1  # the completion's own last `)` closes the call
    assert auto_closed_overlap(");", ")") == 1  # the run right at the start counts


def test_nested_brackets_close_before_the_block_does():
    text = "x = f((1));\n}\nnext"
    stop = find_stop(text, multiline=True)  # no suffix: the completion closes the block itself
    assert text[: stop.keep] == "x = f((1));\n}" and stop.reason == "end of block"


def test_a_closer_the_editor_has_is_cut_with_its_indentation_only_when_alone_on_its_line():
    alone = "  a();\n  b();\n  }"
    assert alone[: find_stop(alone, multiline=True, suffix="\n}").keep] == "  a();\n  b();\n"
    after_code = "  a(); }"
    assert after_code[: find_stop(after_code, multiline=True, suffix="\n}").keep] == "  a(); "
    first_line = "\n  }"
    assert find_stop(first_line, multiline=True, suffix="\n}").keep == 1
