"""Programs a real model wrote, judged by tsc and by the engine: the data set's format and the
judgement that bench/model_outputs.py prints and test_model_outputs.py asserts.

A data set (tests/engine/model_outputs/*.json) is a list of programs:
``{"name": "RUN:MODE:TASK", "text": prompt + completion + suffix, "start": len(prompt)}``,
where ``start`` is where the model's text begins: everything before it is a prefix of a
tsc-clean task file, so a rejection there would be a false rejection of the user's own code.

Imported by name (conftest.py puts this folder on sys.path), since pytest's importlib mode does not.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from pathlib import Path

import ts_completion_engine as tce

DATASETS = Path(__file__).resolve().parent / "model_outputs"

CLEAN, TYPE_ONLY, SYNTAX = "tsc-clean", "type errors only", "syntax error"


@dataclass(frozen=True)
class Program:
    name: str
    text: str
    start: int


@dataclass
class Judged:
    program: Program
    kind: str  # CLEAN, TYPE_ONLY or SYNTAX, by tsc --strict
    codes: tuple[int, ...]
    verdict: tce.Verdict  # types on
    syntax_verdict: tce.Verdict  # types off


@dataclass
class Table:
    rows: list[Judged] = field(default_factory=list)

    def of(self, kind: str) -> list[Judged]:
        return [r for r in self.rows if r.kind == kind]

    def rejected(self, kind: str, syntax_only: bool = False) -> list[Judged]:
        return [r for r in self.of(kind) if (r.syntax_verdict if syntax_only else r.verdict).status == "rejected"]


def programs_from_runs(paths: list[Path], tasks: dict[str, dict]) -> list[Program]:
    """Distinct programs from `bench/constrained_quality.py --save` files (per mode, per task id,
    the completion)."""
    seen: dict[str, Program] = {}
    for path in paths:
        for mode, completions in json.loads(Path(path).read_text()).items():
            for task_id, ghost in completions.items():
                task = tasks[task_id]
                text = task["prompt"] + ghost + task["suffix"]
                seen.setdefault(text, Program(f"{Path(path).stem}:{mode}:{task_id}", text, len(task["prompt"])))
    return list(seen.values())


def load(path: Path) -> list[Program]:
    return [Program(p["name"], p["text"], p["start"]) for p in json.loads(Path(path).read_text())]


def save(programs: list[Program], path: Path) -> None:
    rows = [{"name": p.name, "start": p.start, "text": p.text} for p in programs]
    Path(path).write_text(json.dumps(rows, indent=1, ensure_ascii=False) + "\n")


def judge(programs: list[Program], oracle) -> Table:
    """tsc's verdict (one program, one call) and the engine's, types on and off, for each."""
    codes = oracle.strict_error_codes([(Path(f"/tmp/cpc-model-outputs/f{i}.ts"), p.text)
                                       for i, p in enumerate(programs)])
    table = Table()
    for program, c in zip(programs, codes):
        kind = CLEAN if not c else SYNTAX if any(x < 2000 for x in c) else TYPE_ONLY
        table.rows.append(Judged(program, kind, tuple(sorted(c)), tce.check(program.text),
                                 tce.check(program.text, types=False)))
    return table


def summary(table: Table) -> list[str]:
    lines = []
    for kind in (CLEAN, TYPE_ONLY, SYNTAX):
        n = len(table.of(kind))
        if n:
            typed, plain = len(table.rejected(kind)), len(table.rejected(kind, syntax_only=True))
            lines.append(f"{kind:<17} {n:4d}: engine rejects {typed:4d} ({typed / n:.0%}); "
                         f"syntax layer alone {plain} ({plain / n:.0%})")
    return lines
