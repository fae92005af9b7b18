"""The request pipeline on a tiny random-weight model: what any completion must satisfy,
whatever the weights. The type constraint is off here unless a test is about it: random
weights make nearly every token untypeable, which is the constraint's slowest case."""

import threading

import pytest

from decoding.options import CompletionOptions
from decoding.pipeline import Cancelled
from seeding import seed_for

SOURCE = "function add(a: number, b: number): number {\n  return a"


def test_completion_replaces_the_typed_word_and_starts_with_it(tiny_completer):
    text = "const totalPrice = 3;\nconsole.log(totalP"
    completion = tiny_completer.complete(text, len(text), CompletionOptions(max_tokens=8))
    assert completion.replace_end == len(text)
    typed = text[completion.replace_start : completion.replace_end]
    assert typed.strip().startswith("totalP")  # the range covers the partial word, no more
    assert completion.insert_text.startswith(typed)
    assert completion.insert_text == typed + completion.ghost_text


def test_range_never_reaches_back_over_a_line_break(tiny_completer):
    text = "let x = 1;\n    "
    completion = tiny_completer.complete(text, len(text), CompletionOptions(max_tokens=4))
    assert completion.replace_start >= text.rindex("\n") + 1


def test_single_line_mode_never_returns_more_than_one_line(tiny_completer):
    for k in range(4):
        completion = tiny_completer.complete(
            SOURCE, len(SOURCE), CompletionOptions(max_tokens=24, temperature=1.0, seed=seed_for(f"single-line-{k}"), multiline="never", type_constraint=False)
        )
        assert "\n" not in completion.ghost_text.strip("\n")
        assert completion.tokens <= 24


def test_max_tokens_bounds_the_generation(tiny_completer):
    completion = tiny_completer.complete(SOURCE, len(SOURCE), CompletionOptions(max_tokens=3, multiline="always"))
    assert 1 <= completion.tokens <= 3


def test_sampling_with_a_seed_is_reproducible(tiny_completer):
    options = CompletionOptions(max_tokens=10, temperature=0.8, seed=seed_for("reproducible"), multiline="always", type_constraint=False)
    first = tiny_completer.complete(SOURCE, len(SOURCE), options)
    second = tiny_completer.complete(SOURCE, len(SOURCE), options)
    assert first.insert_text == second.insert_text


def test_sampling_without_a_seed_draws_afresh_each_request(tiny_completer):
    """seed null is a fresh draw per request (it once silently meant seed 0): five requests at
    temperature 1 on random weights do not all write the same ten tokens."""
    options = CompletionOptions(max_tokens=10, temperature=1.0, seed=None, multiline="never", type_constraint=False)
    texts = {tiny_completer.complete(SOURCE, len(SOURCE), options).insert_text for _ in range(5)}
    assert len(texts) > 1, texts


def test_a_set_cancel_flag_stops_the_generation(tiny_completer):
    cancel = threading.Event()
    cancel.set()
    with pytest.raises(Cancelled):
        tiny_completer.complete(SOURCE, len(SOURCE), CompletionOptions(max_tokens=8), cancel)


def test_empty_document_and_cursor_at_start(tiny_completer):
    completion = tiny_completer.complete("", 0, CompletionOptions(max_tokens=4))
    assert completion.replace_start == completion.replace_end == 0
    assert completion.insert_text == completion.ghost_text


def test_cursor_outside_the_document_is_a_clear_error(tiny_completer):
    with pytest.raises(ValueError, match="outside the document"):
        tiny_completer.complete("abc", 10)


def test_binary_garbage_does_not_break_the_pipeline(tiny_completer):
    text = "\x00\x01\ufffd\udcff?\x7f" * 50 + "let a"
    text = text.encode("utf-8", "replace").decode("utf-8")
    completion = tiny_completer.complete(text, len(text), CompletionOptions(max_tokens=4))
    typed = text[completion.replace_start :]
    assert completion.replace_end == len(text) and typed and "let a".endswith(typed)
    # The garbage cannot become TypeScript, so the constraint has nothing to keep: the model still
    # writes (any byte-level model can), and what it writes starts with what was typed.
    assert completion.ghost_text and completion.insert_text == typed + completion.ghost_text
    assert 1 <= completion.tokens <= 4


def test_a_large_document_only_feeds_a_bounded_prompt(tiny_completer):
    text = "let value = 1;\n" * 350_000 + "value"  # about 5 MB
    completion = tiny_completer.complete(text, len(text), CompletionOptions(max_tokens=2))
    assert completion.timings["prompt_tokens"] < 4000
    assert completion.replace_end == len(text)


def test_type_constrained_completions_keep_the_file_completable(tiny_completer):
    import ts_completion_engine as tce

    prefixes = [SOURCE, "const xs = [1, 2, 3].map((x) => x", "interface Point {\n  x: number;\n  "]
    for k, text in enumerate(prefixes):
        options = CompletionOptions(max_tokens=6, temperature=1.0, seed=seed_for(f"constrained-{k}"), multiline="always")
        completion = tiny_completer.complete(text, len(text), options, document=f"doc{k}")
        assert completion.timings["type_constraint"] is True
        accepted = text[: completion.replace_start] + completion.insert_text
        assert tce.check(accepted).status != "rejected", accepted


def test_without_the_constraint_random_weights_write_untypeable_text(tiny_completer):
    """The contrast that shows the constraint test above can fail. Single-line: a multi-line
    completion would be cut back to its last complete statement at the budget end."""
    import ts_completion_engine as tce

    rejected = 0
    for k in range(5):
        options = CompletionOptions(
            max_tokens=6, temperature=1.0, seed=seed_for(f"unconstrained-{k}"), multiline="never", type_constraint=False
        )
        completion = tiny_completer.complete(SOURCE, len(SOURCE), options)
        rejected += tce.check(SOURCE[: completion.replace_start] + completion.insert_text).status == "rejected"
    assert rejected >= 3


def test_an_error_on_the_cursors_line_turns_the_constraint_off_for_that_request(tiny_completer):
    text = "const y = 1;\nlet let x = ) ("
    completion = tiny_completer.complete(text, len(text), CompletionOptions(max_tokens=3), document="broken")
    assert completion.timings["type_constraint"] is False


def test_an_error_above_the_cursor_is_confined_and_the_constraint_stays_on(tiny_completer):
    text = "let let x = ) (\nconst y = 1"
    completion = tiny_completer.complete(text, len(text), CompletionOptions(max_tokens=3), document="broken-above")
    assert completion.timings["type_constraint"] is True
