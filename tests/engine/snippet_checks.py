"""The two assertions every table of snippets in tests/engine makes.

The syntax tables hold snippets that are valid syntax but not always valid types (`x = {} / 1`),
so they ask the syntax layer alone (``types=False``); the type layer has its own tables."""

import ts_completion_engine as tce


def assert_every_prefix_accepted(text: str, types: bool = False) -> None:
    """`text` is a valid file: no prefix of it is rejected, and the whole is complete."""
    state = tce.initial_state(types=types)
    for k, ch in enumerate(text):
        state = state.feed(ch)
        assert state is not None, f"the valid prefix {text[:k + 1]!r} was rejected"
    assert state.is_complete, f"{text!r} is a complete file but is_complete is False"


def assert_rejected_at(text: str, rejected_prefix: str, types: bool = False) -> None:
    """`text` is rejected exactly at the end of `rejected_prefix`, the first impossible character."""
    assert text.startswith(rejected_prefix)
    assert tce.check(text, types=types) == tce.Verdict("rejected", len(rejected_prefix))
