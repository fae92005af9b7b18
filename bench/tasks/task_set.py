"""The function-completion task set (bench/tasks/*.ts) and its checker, for Python callers.

    from task_set import load_tasks, check_completions   # with bench/tasks on sys.path
    tasks = load_tasks()                                  # [Task(id, prompt, reference, suffix, tests)]
    results = check_completions({t.id: body for ...})     # [TaskResult(id, tsc_clean, tests_pass, ...)]

Both call tools/ts-oracle/run_tasks.mjs (one Node process per call), which needs
`bash scripts/setup-corpus.sh` to have installed the TypeScript oracle.
"""

from __future__ import annotations

import json
import shutil
import subprocess
import tempfile
from dataclasses import dataclass
from pathlib import Path

TASKS_DIR = Path(__file__).resolve().parent
RUN_TASKS = TASKS_DIR.parents[1] / "tools" / "ts-oracle" / "run_tasks.mjs"


@dataclass(frozen=True)
class Task:
    id: str
    prompt: str  # file text up to the body's "{", a newline and the first line's indentation
    reference: str  # a correct body: the statements, without the closing "}"
    suffix: str  # the rest of the file, from the line break before the function's closing "}"
    tests: str  # node:assert statements, run after the file


@dataclass(frozen=True)
class TaskResult:
    id: str
    tsc_clean: bool  # prompt + completion + suffix has no diagnostics under tsc --strict
    tests_pass: bool
    diagnostics: list[str]
    test_error: str | None


def _run(*args: str) -> str:
    node = shutil.which("node")
    if node is None:
        raise RuntimeError("node is not on PATH: the task checker needs Node >= 18")
    if not (RUN_TASKS.parent / "node_modules" / "typescript").exists():
        raise RuntimeError("the TypeScript oracle is not installed: run `bash scripts/setup-corpus.sh`")
    proc = subprocess.run([node, str(RUN_TASKS), *args], capture_output=True, text=True, encoding="utf-8")
    if proc.returncode != 0:
        raise RuntimeError(f"run_tasks.mjs {args[0]} failed: {proc.stderr.strip()[-2000:]}")
    return proc.stdout


def load_tasks() -> list[Task]:
    return [Task(**t) for t in json.loads(_run("list", "--tasks", str(TASKS_DIR)))]


def check_completions(completions: dict[str, str], timeout_ms: int = 10_000) -> list[TaskResult]:
    """Checks each {task_id: the text between the task's prompt and its suffix}.

    Each task's tests run in their own node process, killed after `timeout_ms`.
    """
    with tempfile.NamedTemporaryFile("w", suffix=".json", encoding="utf-8") as f:
        json.dump(completions, f)
        f.flush()
        report = json.loads(
            _run("check", "--completions", f.name, "--tasks", str(TASKS_DIR), "--timeout-ms", str(timeout_ms))
        )
    return [TaskResult(**r) for r in report]
