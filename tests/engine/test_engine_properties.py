"""Properties of the public API that hold for any text, checked with hypothesis.

- Feeding a text in any split gives the same answer as feeding it whole (None-ness, is_complete),
  and `check` agrees with where the char-by-char feed first fails.
- `reject_at` means what it says: text[:reject_at] is rejected and text[:reject_at - 1] is not.
- States are values: feeding a state never changes what it answers later.
- Random text never raises, and a long random text finishes (its speed is bench/engine_speed.py's job).
"""

from __future__ import annotations

import random

import ts_completion_engine as tce
from corpus_support import SEED, handwritten_paths, read_exact
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

VALID_TEXTS = [read_exact(p) for p in handwritten_paths()]
SETTINGS = settings(max_examples=250, deadline=None, suppress_health_check=[HealthCheck.too_slow])

# Characters that make the lexer and parser work hard: every bracket, quote, comment opener,
# operator, line ending and some non-ASCII identifier characters.
TS_ALPHABET = list("abcxyz_$019 \t\n\r(){}[]<>;:,.?!=+-*/%&|^~'\"`\\@#") + ["π", "日", "\u200d", "😀", "\u2028"]
KEYWORD_PIECES = ["let ", "const ", "function ", "class ", "=> ", "${", "*/", "/*", "//", "as ", "type ", "import ",
                  "async ", "await ", "yield ", "interface ", "enum ", "new ", "return ", "\r\n"]

ts_like_text = st.lists(
    st.one_of(st.sampled_from(TS_ALPHABET), st.sampled_from(KEYWORD_PIECES)), max_size=80
).map("".join)


@st.composite
def valid_prefix(draw) -> str:
    """A prefix of a valid corpus file, possibly with random text glued on (so it may be invalid)."""
    text = draw(st.sampled_from(VALID_TEXTS))
    start = draw(st.integers(0, len(text)))
    piece = text[start : start + draw(st.integers(0, 300))]
    tail = draw(st.one_of(st.just(""), ts_like_text))
    return text[:start] + piece + tail if draw(st.booleans()) else piece + tail


@st.composite
def splits(draw, text: str) -> list[str]:
    cuts = sorted(draw(st.lists(st.integers(0, len(text)), max_size=12)))
    bounds = [0, *cuts, len(text)]
    return [text[a:b] for a, b in zip(bounds, bounds[1:])]


def feed_pieces(pieces: list[str]):
    state = tce.initial_state()
    for piece in pieces:
        state = state.feed(piece)
        if state is None:
            return None
    return state


def answer(state) -> str:
    return "rejected" if state is None else ("complete" if state.is_complete else "completable")


@SETTINGS
@given(st.data())
def test_feeding_in_any_split_equals_feeding_whole(data):
    text = data.draw(st.one_of(valid_prefix(), ts_like_text))
    pieces = data.draw(splits(text))
    whole = tce.initial_state().feed(text)
    assert answer(feed_pieces(pieces)) == answer(whole), f"split {pieces!r} answers differently from whole text"
    assert tce.check(text).status == answer(whole)


@SETTINGS
@given(st.one_of(valid_prefix(), ts_like_text))
def test_reject_at_is_the_first_rejected_prefix(text):
    verdict = tce.check(text)
    assert verdict.status in {"complete", "completable", "rejected"}
    state, first_none = tce.initial_state(), None
    for k, ch in enumerate(text, start=1):
        state = state.feed(ch)
        if state is None:
            first_none = k
            break
    if verdict.status == "rejected":
        assert verdict.reject_at == first_none, f"check: {verdict.reject_at}, feeding char by char: {first_none}"
        assert tce.check(text[: verdict.reject_at]).status == "rejected"
        assert tce.check(text[: verdict.reject_at - 1]).status != "rejected"
    else:
        assert verdict.reject_at is None and first_none is None


@SETTINGS
@given(st.one_of(valid_prefix(), ts_like_text), ts_like_text, ts_like_text)
def test_feeding_a_state_does_not_change_it(prefix, first, second):
    state = tce.initial_state().feed(prefix)
    if state is None:
        return
    before = answer(state), answer(state.feed(second))
    state.feed(first)  # a candidate tried and thrown away
    after = answer(state), answer(state.feed(second))
    assert before == after
    assert answer(state.feed(first + second)) == answer(tce.initial_state().feed(prefix + first + second))


@SETTINGS
@given(st.text(max_size=200))
def test_any_unicode_text_never_raises(text):
    verdict = tce.check(text)
    assert verdict.status in {"complete", "completable", "rejected"}
    assert verdict.reject_at is None or 1 <= verdict.reject_at <= len(text)
    tce.initial_state().feed(text)


def test_random_candidates_from_every_state_of_a_file_finish():
    # What a sampler does: from each state of a real file, try a few random candidates and drop them.
    rng = random.Random(f"{SEED}:random-candidates")
    text = max(VALID_TEXTS, key=len)
    state = tce.initial_state()
    for ch in text:
        for _ in range(3):
            candidate = "".join(rng.choice(TS_ALPHABET + KEYWORD_PIECES) for _ in range(rng.randint(1, 4)))
            state.feed(candidate)
        state = state.feed(ch)
        assert state is not None
