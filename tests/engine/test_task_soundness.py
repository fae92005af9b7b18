"""The code of every bench task (tsc-clean and passing its tests, see tests/bench_tasks) is
accepted at every prefix with the type layer on, and complete at its end: typed editor code of
the kind the completions are written into."""

from pathlib import Path

import pytest

import ts_completion_engine as tce

TASKS = sorted((Path(__file__).resolve().parents[2] / "bench" / "tasks").glob("*.ts"))


@pytest.mark.parametrize("path", TASKS, ids=[p.stem for p in TASKS])
def test_every_prefix_of_a_task_is_accepted(path):
    code = path.read_text(encoding="utf-8").split("//// tests")[0]
    state = tce.initial_state()
    for k, ch in enumerate(code):
        state = state.feed(ch)
        assert state is not None, f"{path.name}: rejected the valid prefix ...{code[max(0, k - 80):k + 1]!r}"
    assert state.is_complete
