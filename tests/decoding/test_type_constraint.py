"""The type constraint's plumbing: split UTF-8 characters, per-document prefix states."""

import ts_completion_engine as tce

from decoding.type_constraint import MAX_PREFIX_CHARS, ConstraintState, PrefixStates, split_utf8


def test_split_utf8_keeps_an_unfinished_character_for_later():
    snowman = "☃".encode()  # three bytes
    assert split_utf8(b"ab" + snowman[:2]) == ("ab", snowman[:2])
    assert split_utf8(snowman) == ("☃", b"")
    assert split_utf8(b"") == ("", b"")


def test_a_character_split_across_tokens_reaches_the_engine_whole():
    state = ConstraintState(tce.initial_state().feed("let s = '"))
    emoji = "😀".encode()
    half = state.advance(emoji[:2])
    assert half is not None and half.pending == emoji[:2] and not half.can_end
    whole = half.advance(emoji[2:] + b"';")
    assert whole.pending == b"" and whole.can_end


def test_a_candidate_that_breaks_the_syntax_is_refused():
    state = ConstraintState(tce.initial_state().feed("function f(a: number) { return a"))
    assert state.advance(b" + 1;") is not None
    assert state.advance(b")") is None


def test_prefix_states_follow_edits_of_one_document():
    states = PrefixStates()
    text = "const a = 1;\nconst b = a"
    assert states.state_for("doc", text, len(text)) is not None
    edited = "const a = 1;\nconst b = a +"
    assert states.state_for("doc", edited, len(edited)) is not None
    assert states.state_for("doc", "let x = );", 10) is None  # the user's own text is already an error


def test_an_oversized_prefix_is_left_unconstrained():
    text = "x;" * (MAX_PREFIX_CHARS // 2 + 1)
    assert PrefixStates().state_for("big", text, len(text)) is None


def test_an_error_above_the_cursor_leaves_the_constraint_on_below_it():
    states = PrefixStates()
    text = 'let bad: number = "x";\n' + "const ok = 1;\n" * 20 + 'const r = "abc".ma'
    state = states.state_for("doc", text, len(text))
    assert state is not None
    assert state.advance(b"p") is None  # the completion may add no error of its own
    assert state.advance(b"tch(/a/);") is not None
