"""The repetition guard: loops stop, legitimate near-repeats do not."""

import pytest

import ts_completion_engine as tce
from decoding import repetition
from decoding.stops import Result, StopContext, StopRules
from ts_completion_engine.nesting import Nesting
from tests.decoding.test_stops import run_rules

MUST_STOP = {
    "one line three times": ("  console.log(a);\n" * 5, "  console.log(a);\n  console.log(a);", "repeated lines"),
    "a pair of lines three times": (
        "  a += 1;\n  b += a;\n" * 4, "  a += 1;\n  b += a;\n  a += 1;\n  b += a;", "repeated lines"),
    "a block three times": (
        "  if (a) {\n    b = 1;\n  }\n" * 4, "  if (a) {\n    b = 1;\n  }\n  if (a) {\n    b = 1;\n  }",
        "repeated lines"),
    "near-identical to the line above": (
        "  a = b + 1;\n  return a;\n  return a\n  return a;\n", "  a = b + 1;\n  return a;", "near-identical line"),
    "a loop behind blank lines": ("  a();\n\n" * 4, "  a();\n\n  a();", "repeated lines"),
}

MUST_NOT_STOP = {
    "case lists": "  switch (a) {\n" + "".join(f"    case {i}:\n      return {i * 2};\n" for i in range(6)) + "  }\n",
    "assignments to fields": "  const o = { x: 0, y: 0, z: 0, w: 0 };\n  o.x = 1;\n  o.y = 2;\n  o.z = 3;\n  o.w = 4;\n",
    "table-like arrays": "  const m = [\n" + "".join(
        "    [" + ", ".join("1" if i == j else "0" for j in range(9)) + "],\n" for i in range(9)) + "  ];\n",
    "the same statement in each branch": "  if (a) {\n    return 0;\n  }\n  if (b) {\n    return 0;\n  }\n"
                                         "  if (c) {\n    return 0;\n  }\n",
    "break after each case": "  switch (a) {\n" + "".join(
        f"    case {i}:\n      b = {i};\n      break;\n" for i in range(5)) + "  }\n",
    "closing lines": "  if (a) {\n    if (b) {\n      if (c) {\n        d();\n      }\n    }\n  }\n",
    "equal rows of an array": "  const zero = [\n" + "    [0, 0, 0],\n" * 4 + "  ];\n",
    "blank lines": "  a = 1;\n\n\n\n  b = 2;\n",
}


@pytest.mark.parametrize("name", sorted(MUST_STOP))
def test_a_loop_stops_before_the_copy_that_makes_it_one(name):
    generated, kept, reason = MUST_STOP[name]
    result = run_rules(generated, inside_block=True, piece=4)
    assert (result.text, result.reason) == (kept, reason)


@pytest.mark.parametrize("name", sorted(MUST_NOT_STOP))
def test_legitimate_near_repeats_go_on(name):
    generated = MUST_NOT_STOP[name]
    result = run_rules(generated, inside_block=True, piece=4, end="end of text")
    assert (result.text, result.reason) == (generated.rstrip(), "end of text")


def test_a_first_line_that_rewrites_the_line_above_the_cursor_is_dropped():
    prefix = "function f(a: number) {\n  const b = a * 2;\n  "
    result = run_rules("const b = a * 2;\n  return b;\n}\n", prefix=prefix, suffix="\n}\n", inside_block=True)
    assert result.text == "return b;"
    assert result.reason == "end of block; first line rewrote the line above, dropped"


def test_a_single_line_that_rewrites_the_line_above_is_dropped():
    prefix = "function f(a: number) {\n  const b = a * 2;\n  const b"
    result = run_rules(" = a * 2;\n", prefix=prefix, multiline=False)
    assert result.text == "" and "dropped" in result.reason


def test_a_first_line_that_differs_from_the_line_above_is_kept():
    prefix = "function f(a: number) {\n  const b = a * 2;\n  "
    result = run_rules("const c = a * 3;\n  return c;\n}\n", prefix=prefix, suffix="\n}\n", inside_block=True)
    assert result.text == "const c = a * 3;\n  return c;"


@pytest.mark.parametrize("line, above, near", [
    ("return x;", "return x", True),
    ("foo(a, b);", "foo(a,b);", True),
    ("case 1:", "case 2:", False),
    ("a.x = 1;", "a.y = 2;", False),
    ("return x;", "return x;", False),  # identical: counted as a copy, not as near-identical
    ("});", "})", False),  # closers and separators never repeat
    ("const total = compute(items, options);", "const total = compute(items, options)", True),
    ("x", "x;;;;;;;;;;", False),  # same words, but too far apart
])
def test_near_identical_lines(line, above, near):
    assert repetition.near_identical(repetition.normalise(line), repetition.normalise(above)) is near


def test_edit_distance():
    assert repetition.edit_distance("kitten", "sitting") == 3
    assert repetition.edit_distance("", "abc") == 3
    assert repetition.edit_distance("same", "same") == 0


def test_a_loop_inside_an_unfinished_statement_is_cut_back_to_a_complete_one():
    result = run_rules("  a = 1;\n  b = f(a,\n    g(a));\n  b = f(a,\n    g(a));\n  b = f(a,\n    g(a));\n",
                       inside_block=True, piece=3)
    assert result.text == "  a = 1;\n  b = f(a,\n    g(a));\n  b = f(a,\n    g(a));" and result.reason == "repeated lines"


def test_a_stop_that_would_leave_a_bracket_open_is_cut_back():
    result = run_rules("  a = 1;\n  b = {\n    c: 1,\n    c: 1\n    c: 1\n", inside_block=True, piece=3)
    assert result.text == "  a = 1;"
    assert result.reason == "near-identical line, cut back to the last complete statement"


def test_the_guard_can_be_turned_off():
    rules = StopRules(StopContext(multiline=True, inside_block=True, repetition_guard=False),
                      Nesting.after(tce.initial_state().feed("function f() {\n")))
    assert rules.feed("  a();\n" * 6) is None


def test_rows_of_arguments_may_repeat():
    generated = "  foo(\n    [0, 0],\n    [0, 0],\n    [0, 0],\n    [0, 0],\n  );\n"
    result = run_rules(generated, inside_block=True, piece=4, end="end of text")
    assert (result.text, result.reason) == (generated.rstrip(), "end of text")


def test_a_dropped_first_line_recounts_what_the_rest_closes():
    prefix = "function f(a: number) {\n  const b = a * 2;\n  "
    result = run_rules("const b = a * 2;\n  return b;\n}\n", prefix=prefix, suffix="", inside_block=True)
    assert result == Result("return b;\n}", "end of block; first line rewrote the line above, dropped", ("{",))


def test_with_the_guard_off_a_first_line_that_rewrites_the_line_above_is_kept():
    prefix = "function f(a: number) {\n  const b = a * 2;\n  "
    context = StopContext(True, "", True, "  ", "  const b = a * 2;", repetition_guard=False)
    rules = StopRules(context, Nesting.after(tce.initial_state().feed(prefix)))
    assert rules.feed("const b = a * 2;\n  return b;") is None
    assert rules.result(None, "max tokens") == Result("const b = a * 2;\n  return b;", "max tokens", ())


def test_a_rewritten_first_line_after_code_on_the_cursors_line_drops_everything():
    # what follows it would be joined to the `const b` before the cursor
    prefix = "function f(a: number) {\n  const b = a * 2;\n  const b"
    result = run_rules(" = a * 2;\n  return b;\n}\n", prefix=prefix, suffix="\n}\n", inside_block=True)
    assert result == Result("", "end of block; first line rewrote the line above, dropped", ())


@pytest.mark.parametrize("after, kept", [
    ("    items.push(y);", "  items.push(y);"),  # deeper than the cursor: the extra indentation stays
    ("items.push(y);", "items.push(y);"),  # less indented than the cursor: kept whole
    ("\tXMLHttpRequest;", "XMLHttpRequest;"),
    (" }", "}"),
])
def test_the_line_after_a_dropped_first_line_loses_only_the_cursors_indentation(after, kept):
    prefix = "function f(items: number[], x: number, y: number) {\n  items.push(x);\n  "
    result = run_rules("items.push(x);\n" + after, prefix=prefix, inside_block=True, end="end of text")
    assert result.text == kept and "dropped" in result.reason
