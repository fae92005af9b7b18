"""The stop rules' reading at the cursor: the engine's state, else the lexer-only reading."""

from decoding.stop_start import StopStarts
from decoding.type_constraint import PrefixStates
from ts_completion_engine.nesting import CODE, STRING, LexerOnly


def at_cursor(starts, text, cursor, backoff=None):
    backoff = cursor if backoff is None else backoff
    prefix_state = PrefixStates().state_for("doc", text, backoff)
    return starts.at_cursor("doc", text, backoff, cursor, prefix_state)


def test_a_valid_prefix_gives_the_engine_reading_with_the_typed_word_fed():
    text = 'function f() {\n  const s = "ab'
    start = at_cursor(StopStarts(), text, len(text), backoff=len(text) - 2)
    assert start.by_engine and start.context == STRING
    assert start.feed('c";\n}').closed == ('"', "{")


def test_a_prefix_the_engine_cannot_read_gives_the_lexer_only_reading():
    text = "let x = ;\nfunction f() {\n  "
    start = StopStarts().at_cursor("doc", text, len(text), len(text), None)  # None: rejected or too large
    assert not start.by_engine and start.context == CODE
    assert start.feed("if (a) { '}' }\n}").closed == ("{",)


def test_the_lexer_only_reading_is_extended_when_the_user_types_on():
    starts = StopStarts()
    text = "let x = ;\nconst s = `a${ {b: 1}.b"
    first = starts.at_cursor("doc", text, len(text) - 4, len(text) - 4, None)
    again = starts.at_cursor("doc", text, len(text), len(text), None)
    assert again.reading == LexerOnly.of_text(text) != first.reading
    assert again.feed(" }`;").closed == ("${", "`")
