"""The task set for bench/constrained_quality.py is sound: every reference body is clean under
`tsc --strict` and passes its tests, and the checker fails bodies that are wrong, ill-typed,
unfinished or never return."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "bench" / "tasks"))

from task_set import check_completions, load_tasks  # noqa: E402

pytestmark = pytest.mark.slow


@pytest.fixture(scope="module")
def tasks():
    return load_tasks()


def test_there_are_at_least_60_tasks_each_ending_in_an_open_body(tasks):
    assert len(tasks) >= 60
    for t in tasks:
        assert t.prompt.rstrip(" \t").endswith("{\n"), f"{t.id}: the prompt must end right after the body's opening brace"
        assert t.suffix.lstrip().startswith("}"), f"{t.id}: the suffix must start with the function's closing }}"
        assert "assert" in t.tests, f"{t.id}: no assertions in the tests"


def test_every_reference_body_is_tsc_clean_and_passes_its_tests(tasks):
    results = check_completions({t.id: t.reference for t in tasks})
    bad = [f"{r.id}: {r.diagnostics} {r.test_error}" for r in results if not (r.tsc_clean and r.tests_pass)]
    assert len(results) == len(tasks)
    assert not bad, "\n".join(bad)


def test_the_checker_fails_wrong_illtyped_unfinished_open_and_endless_bodies(tasks):
    by_id = {t.id: t for t in tasks}
    results = {
        r.id: r
        for r in check_completions({
            "clamp": "return value;",  # well typed, wrong answer
            "sum_array": 'return "0";',  # ill-typed
            "average": by_id["average"].reference[:25],  # cut off mid-statement
            "fibonacci": "while (true) {}",  # never returns: killed by the timeout
            "range": "{",  # leaves a block open: the tests would be swallowed by the body
        }, timeout_ms=2_000)
    }
    assert results["clamp"].tsc_clean and not results["clamp"].tests_pass
    assert "AssertionError" in results["clamp"].test_error
    assert not results["sum_array"].tsc_clean
    assert any(d.startswith("TS2322") for d in results["sum_array"].diagnostics)
    assert not results["average"].tsc_clean and not results["average"].tests_pass
    assert results["fibonacci"].tsc_clean and not results["fibonacci"].tests_pass
    assert "killed" in results["fibonacci"].test_error
    assert not results["range"].tsc_clean and not results["range"].tests_pass
