"""Ambiguous prefixes keep several readings alive until the text decides, within a bound."""

import ts_completion_engine as tce


def state_of(text):
    state = tce.initial_state().feed(text)
    assert state is not None, text
    return state


def test_a_parenthesis_may_open_an_arrow_function_or_a_parenthesised_expression():
    state = state_of("x = (a, b")
    assert state.readings == 2
    assert state.feed(") => a;").is_complete
    assert state.feed(");").is_complete
    assert state.feed(": number) => a;").is_complete  # only the arrow reading takes a type here


def test_readings_that_die_are_dropped():
    assert state_of("x = (a + b").readings == 1  # `+` is no parameter list


def test_less_than_may_open_type_arguments_or_compare():
    state = state_of("x = f < T")
    assert state.readings == 2
    assert state.feed(">(y);").is_complete   # a generic call
    assert state.feed(";").is_complete       # a comparison
    assert state.feed(" > z;").is_complete   # (f < T) > z


SHIFT_OR_TYPE_ARGUMENTS = ("const s = new Set<<T>() => void>();\nlet x: Array<<T>(a: T) => T> = [];\n"
                           "declare function f<A>(): A;\nconst z = f<<T>(a: T) => T>();\nconst y = 1 << 2;\nlet w = 3;\n"
                           "w <<= 1;\nconst v = w << w;\nexport {};\n")


def test_a_double_less_than_may_shift_or_open_type_arguments_that_start_with_a_generic_function_type():
    state = state_of("x = f << ")
    assert state.readings == 2
    assert state.feed("2;").is_complete          # a shift
    assert state.feed("T>() => T>();").is_complete  # tsc re-scans `<<` as `<` there
    text = SHIFT_OR_TYPE_ARGUMENTS
    for k in range(1, len(text) + 1):
        assert tce.initial_state().feed(text[:k]) is not None, text[:k]
    assert tce.check(text).status == "complete"


def test_nesting_deeper_than_the_evaluators_bound_is_read_without_checks_and_without_overflow():
    for open_, close in (("[", "]"), ("f(", ")"), ("{a:", "}"), ("(", ")"), ("`${", "}`"), ("() => ", "")):
        text = "x = " + open_ * 3000 + "1" + close * 3000 + ";"
        state = tce.initial_state().feed(text)
        assert state is not None and state.is_exact and state.is_complete, open_
    # within the bound, an error deep inside is still found
    deep = "const s = 'a';\nconst x = " + "[" * 40 + "s.lenght" + "]" * 40 + ";"
    assert tce.check(deep).status == "rejected"


def test_a_recursion_the_type_layer_did_not_bound_confines_the_statement():
    from ts_completion_engine.types import checker
    ts = tce.initial_state().feed("const x = [1")._readings[0][5]
    real = checker._advance_all
    def overflow(*args):
        raise RecursionError
    checker._advance_all = overflow
    try:
        after = checker.advance(ts, (",", ",", False), None)
    finally:
        checker._advance_all = real
    assert after is not None and after.lists[-1].stmt[0] == "opaque"


def test_tsc_accepts_the_double_less_than_rows(oracle):
    from pathlib import Path
    assert oracle.strict_error_codes([(Path("/tmp/cpc-ambiguity/shift.ts"), SHIFT_OR_TYPE_ARGUMENTS)]) == [set()]


def test_an_async_identifier_may_be_called_or_start_an_arrow():
    state = state_of("x = async (a")
    assert state.feed(");").is_complete
    assert state.feed(") => a;").is_complete


def test_a_slash_after_await_may_divide_or_start_a_regex():
    state = state_of("x = await /")
    assert state.feed("re/.source;").is_complete
    assert state.feed(" 2;").is_complete  # `await` as an identifier outside async code
    assert state.feed("a/ ? (b) : c;").is_complete  # the regex reading splits again at `(`


def test_object_literal_or_destructuring_pattern_in_parentheses():
    state = state_of("({ a, b")
    assert state.feed("} = o);").is_complete
    assert state.feed("}) => a;").is_complete


def test_live_readings_stay_bounded_on_deep_nesting():
    text = "x = " + "(" * 40 + "a" + ")" * 40 + ";"
    state = tce.initial_state()
    most = 0
    for ch in text:
        state = state.feed(ch)
        assert state is not None
        most = max(most, state.readings)
    assert state.is_complete or not state.is_exact
    assert most <= tce.state.MAX_READINGS


def test_too_many_readings_fall_back_to_accepting_everything():
    # the permissive fallback is sound: it never rejects
    assert tce.TOP.feed(")))").feed("anything") is tce.TOP
    assert not tce.TOP.is_exact


def test_a_long_line_of_ambiguous_arrows_stays_exact():
    # long feeds are scanned in chunks even without line breaks, so ambiguities that resolve
    # quickly never pile up into the permissive fallback
    line = "f(" + ", ".join(f"(a{i}) => (b{i}) => a{i} + b{i}" for i in range(300)) + ");"
    state = tce.initial_state().feed(line)
    assert state is not None and state.is_exact and state.is_complete


def test_very_deep_nesting_stays_exact_and_comparable():
    # thousands of short-lived forks are retried in smaller pieces instead of giving up,
    # and states compare without recursing once per stack frame
    text = "x = " + "(" * 3000 + "1" + ")" * 3000 + ";"
    state = tce.initial_state().feed(text)
    assert state.is_exact and state.is_complete
    half = text[: len(text) // 2]
    assert tce.initial_state().feed(half) == tce.initial_state().feed(half)


def test_a_long_chain_of_comparisons_fed_at_once_stays_exact():
    # every `<` may open type arguments: the readings pile up, more than the bound, and resolve
    # at the end; fed at once they are scanned in pieces that stay within the fork budget
    text = "x = " + "a < " * 40 + "b;"
    state = tce.initial_state().feed(text)
    assert state.is_exact and state.is_complete


def test_nesting_deeper_than_a_chunk_fed_at_once_stays_exact():
    # a chunk (256 characters) of `(` forks at each one: the fork budget makes the scanner retry in
    # smaller pieces instead of recursing once per fork
    text = "x = " + "(" * 300 + "1" + ")" * 300 + ";"
    state = tce.initial_state().feed(text)
    assert state.is_exact and state.is_complete
