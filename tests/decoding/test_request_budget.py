"""A completion request is bounded (issue 9, items 1 and 9): the deadline, the cancel flag and the
covering-tree node budget stop every model-call loop -- the prompt's chunks, the covering tree's
lookaheads, the token loop -- and the request returns what it has, saying why.

Time is fake: each forward costs one second of a clock the completer reads, so each test asserts
where a loop stops, not how long it took."""

import functools
import threading
import uuid

import pytest

import decoding.pipeline as pipeline
from decoding.backoff import backoff_point
from decoding.budget import Cancelled
from decoding.options import CompletionOptions
from forward_clock import ForwardClock, ticking

# The inputs that wedged the server: every spelling of a long run is a path of the covering tree.
REPEATED_RUNS = ["const x = " + "(" * 20, "// " + "a" * 64, "// " + "=" * 80]
FAST = dict(type_constraint=False, max_tokens=8)


class Timed:
    """The tiny completer on a fake clock, and the sessions it creates."""

    def __init__(self, completer, clock):
        self.completer, self.clock, self.sessions = completer, clock, []
        self.cancel, self.cancel_after = None, None
        self.chunks = (256, 256)  # prefill, lookahead tokens per forward


@pytest.fixture
def timed(tiny_completer, monkeypatch):
    state = Timed(tiny_completer, ForwardClock())
    make_session = tiny_completer._new_session

    def new_session():
        session = ticking(make_session(), state.clock, cancel=state.cancel, cancel_after=state.cancel_after)
        session.prefill_chunk, session.lookahead_chunk = state.chunks
        state.sessions.append(session)
        return session

    monkeypatch.setattr(tiny_completer, "clock", state.clock)
    monkeypatch.setattr(tiny_completer, "_new_session", new_session)
    return state


@pytest.fixture
def old_backoff(monkeypatch):
    """The back-off as it was: up to 64 characters into a repeated run."""
    monkeypatch.setattr(pipeline, "backoff_point", functools.partial(backoff_point, max_repeat=64))


def complete(completer, text, **options):
    return completer.complete(text, len(text), CompletionOptions(**options), document=uuid.uuid4().hex)


def test_max_tokens_4096_multiline_always_ends_at_the_deadline_with_what_it_has(timed):
    text = "function f() {\n  const values = [\n"
    completion = complete(timed.completer, text, max_tokens=4096, multiline="always", type_constraint=False,
                          deadline_ms=20_000)
    assert completion.stop_reason == "deadline"
    # the prompt, then one forward a second from its end: the loop stops at the deadline
    assert timed.sessions[0].forward_calls == 1 + 20
    assert 10 <= completion.tokens <= 20
    longer = complete(timed.completer, text, max_tokens=4096, multiline="always", type_constraint=False,
                      deadline_ms=40_000)
    # what it has: the start of the longer answer, post-processed the usual way
    assert longer.ghost_text.startswith(completion.ghost_text) and len(longer.ghost_text) > len(completion.ghost_text)
    assert completion.ghost_text == completion.ghost_text.rstrip()


def test_the_deadline_runs_from_the_end_of_the_prompt_so_a_long_prompt_still_gets_an_answer(timed):
    timed.chunks = (16, 256)
    text = "".join(f"const value{i} = {i} * {i};\n" for i in range(40)) + "const total = val"
    completion = complete(timed.completer, text, deadline_ms=10_000, type_constraint=False, max_tokens=4096,
                          multiline="always")
    chunks = -(-completion.timings["prompt_tokens"] // 16)
    assert chunks > 10, "the prompt alone takes longer than the deadline"
    assert completion.stop_reason == "deadline" and completion.tokens >= 5
    assert timed.sessions[0].forward_calls == chunks + 10


def test_a_deadline_in_the_covering_tree_stops_it_between_two_lookaheads(timed, old_backoff):
    timed.chunks = (256, 8)  # a tree of a 21-byte run needs many 8-token lookaheads
    completion = complete(timed.completer, REPEATED_RUNS[0], deadline_ms=4000, **FAST)
    assert completion.stop_reason == "deadline" and completion.insert_text == ""
    assert timed.sessions[0].forward_calls == 1 + 4  # the prompt, then lookaheads for 4 s
    assert 0 < completion.timings["tree_nodes"]


def test_a_cancel_during_the_covering_tree_stops_it_at_the_next_lookahead(timed, old_backoff):
    timed.chunks = (256, 8)
    timed.cancel, timed.cancel_after = threading.Event(), 3
    with pytest.raises(Cancelled):
        timed.completer.complete(REPEATED_RUNS[0], len(REPEATED_RUNS[0]), CompletionOptions(**FAST),
                                 cancel=timed.cancel, document=uuid.uuid4().hex)
    assert timed.sessions[0].forward_calls == 3


@pytest.mark.parametrize("text", REPEATED_RUNS)
def test_a_repeated_run_is_conditioned_on_at_most_8_of_its_characters_exactly(timed, text):
    completion = complete(timed.completer, text, deadline_ms=600_000, **FAST)
    typed = text[completion.replace_start:]
    assert typed == text[-1] * 8 and completion.insert_text.startswith(typed)
    assert completion.fallback == "" and completion.timings["tree_nodes"] <= pipeline.TREE_NODES


# (a run of 64 '=' is one SmolLM2 token: its tree is small and stays exact even without the back-off rule)
@pytest.mark.parametrize("text", REPEATED_RUNS[:2])
def test_with_the_old_backoff_the_node_budget_cuts_the_tree_and_says_so(timed, old_backoff, text):
    timed.completer.tree_nodes = 64
    try:
        completion = complete(timed.completer, text, deadline_ms=600_000, type_constraint=False, max_tokens=40)
    finally:
        timed.completer.tree_nodes = pipeline.TREE_NODES
    assert completion.timings["tree_nodes"] <= 64 and "naive weights" in completion.fallback
    assert completion.insert_text.startswith(text[completion.replace_start:]) and completion.ghost_text
    assert completion.stop_reason != "deadline"
    # the prompt, one forward per token, and at most one per tree node (a lookahead evaluates one or more)
    assert timed.sessions[0].forward_calls <= 1 + completion.tokens + 64


# -- the reported inputs, with the real model --------------------------------------------------

REPORTED = [("const x = " + "(" * 8, {}), ("const x = " + "(" * 20, {}), ("// " + "a" * 64, {}),
            ("// " + "=" * 80, {}),
            ("const words = [\n  'apple',\n  'banana',\n  'cherry',\n", {"max_tokens": 4096, "multiline": "always"})]


@pytest.mark.slow
@pytest.mark.parametrize("text,options", REPORTED[:4], ids=["8 (", "20 (", "64 a", "80 ="])
def test_smollm2_conditions_on_at_most_8_repeated_characters_within_the_node_budget(smollm2_completer, text, options):
    completion = complete(smollm2_completer, text, max_tokens=8, **options)
    assert text[completion.replace_start:] == text[-1] * 8
    assert completion.timings["tree_nodes"] <= pipeline.TREE_NODES
    assert completion.insert_text == "" or completion.insert_text.startswith(text[-1] * 8)


@pytest.mark.slow
def test_smollm2_with_the_old_backoff_hits_the_node_budget_and_falls_back(smollm2_completer, old_backoff):
    text = REPEATED_RUNS[0]  # (the tiny model's test covers 64 'a' too; each costs the full budget here)
    completion = complete(smollm2_completer, text, max_tokens=4, deadline_ms=600_000)
    assert "naive weights" in completion.fallback and completion.timings["tree_nodes"] <= pipeline.TREE_NODES


@pytest.mark.slow
def test_smollm2_max_tokens_4096_multiline_always_ends_at_the_deadline(smollm2_completer):
    text, options = REPORTED[4]
    completion = complete(smollm2_completer, text, **options, deadline_ms=1500)
    assert completion.stop_reason == "deadline" and completion.tokens < 4096
