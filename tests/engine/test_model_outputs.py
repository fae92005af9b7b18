"""Code a real model wrote (SmolLM2-135M completing the bench tasks: greedy, sampled, with and
without the constraint, with an error planted above), kept in tests/engine/model_outputs/ and
judged here by tsc and by the engine. The engine must never reject what tsc accepts, nor the
user's code before the completion, and should reject at least half of what tsc rejects for type
errors only (the issue's aim)."""

from __future__ import annotations

import pytest

import model_code as M
from corpus_support import COVERAGE, show_position

DATASETS = sorted(M.DATASETS.glob("*.json"))


@pytest.fixture(scope="module")
def judged(oracle) -> M.Table:
    assert DATASETS, f"no data set in {M.DATASETS}"
    programs = [p for path in DATASETS for p in M.load(path)]
    table = M.judge(programs, oracle)
    COVERAGE.extend(f"model outputs: {line}" for line in M.summary(table))
    return table


def test_the_data_sets_hold_programs_of_every_kind(judged):
    for kind in (M.CLEAN, M.TYPE_ONLY, M.SYNTAX):
        assert judged.of(kind), f"no {kind} program: the data set cannot test this"


def test_no_program_tsc_accepts_is_rejected(judged):
    wrong = [f"{r.program.name}: {show_position(r.program.text, r.verdict.reject_at)}"
             for r in judged.rejected(M.CLEAN)]
    assert not wrong, "false rejections of tsc-clean model code:\n" + "\n".join(wrong)


def test_no_rejection_falls_in_the_code_before_the_completion(judged):
    # the prompt is a prefix of a tsc-clean task file: every prefix of it can still become one
    early = [f"{r.program.name}: {show_position(r.program.text, r.verdict.reject_at)}"
             for r in judged.rows if r.verdict.status == "rejected" and r.verdict.reject_at <= r.program.start]
    assert not early, "rejected inside the user's code:\n" + "\n".join(early)


def test_at_least_half_of_the_programs_with_type_errors_only_are_rejected(judged):
    typed = judged.of(M.TYPE_ONLY)
    rejected = judged.rejected(M.TYPE_ONLY)
    assert len(rejected) >= len(typed) / 2, f"{len(rejected)}/{len(typed)} rejected"

