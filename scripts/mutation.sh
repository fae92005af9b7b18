#!/usr/bin/env bash
# Mutation testing with mutmut 3.x over the modules whose bugs cost the most, each against only the
# fast tests that cover it (mutmut then runs, per mutant, only those of them that reach the mutated
# function). Not part of scripts/test.sh: it takes tens of minutes (README, "Development").
#
#   bash scripts/mutation.sh                 # every module below
#   bash scripts/mutation.sh stops sampling  # some of them, by name
#   MUTATION_JOBS=2 MUTATION_FRESH=1 bash scripts/mutation.sh cpc
#   MUTATION_REPORT_ONLY=1 bash scripts/mutation.sh   # the table of the last run, nothing run
#   MUTATION_RERUN=1 bash scripts/mutation.sh lexer    # only last run's survivors again (new tests)
#   MUTATION_ONLY='*x__after_comment__*' bash scripts/mutation.sh lexer  # only these mutants (one function changed)
#
# Each module runs in its own scratch copy under .cache/mutation/NAME (mutmut reads its settings
# from the pyproject.toml of the folder it runs in, and the test selection differs per module); a
# second run is incremental. Survivors go to .cache/mutation/NAME/survivors.txt with their diffs;
# the table of scores to .cache/mutation/summary.txt. Mutants judged equivalent (no test can tell
# them apart) are listed with why in scripts/mutation-equivalent.txt and left out of the score.
set -euo pipefail
repo="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$repo"

# name | file to mutate | the fast tests that cover it (space separated)
MODULES=(
  "sampling|decoding/sampling.py|tests/decoding/test_sampling.py"
  "stops|decoding/stops.py|tests/decoding/test_stops.py tests/decoding/test_stops_repetition.py tests/decoding/test_stops_property.py"
  # the hardening file's properties (line starts, anchors, surrogates) without its server process (12 s, out of process)
  "documents|server/documents.py|tests/server/test_documents.py tests/server/test_hardening_documents.py --deselect=tests/server/test_hardening_documents.py::test_a_document_with_a_lone_surrogate_is_completed"
  "checkpoints|ts_completion_engine/checkpoints.py|tests/engine/test_checkpoints.py tests/engine/test_recovery.py"
  # cpc's own functions are reached by the cheaper tests too: the brute-force ones (most of the
  # file's time) stay for covering_tree, whose exactness they decide.
  "cpc|decoding/cpc.py|tests/decoding/test_cpc_edges.py tests/decoding/test_cpc.py $(printf -- '--deselect=tests/decoding/test_cpc.py::%s ' test_first_token_distribution_on_plain_transformers_objects test_exact_equals_brute_force_enumeration test_naive_is_measurably_biased_where_exact_is_not test_first_token_distribution_with_a_sentencepiece_tokenizer_and_its_bos)"
  "covering_tree|decoding/covering_tree.py|tests/decoding/test_cpc.py"
  # The deep-nesting test (6 s, most of these files' time) would be paid by every surviving mutant;
  # the grammar-gap rows (tsc-confirmed by their oracle tests, left out here: a scratch copy has no oracle) hold the template and regex escapes.
  "lexer|ts_completion_engine/lexer.py|tests/engine/test_lexer.py tests/engine/test_ambiguity.py tests/engine/test_grammar_gaps.py tests/engine/test_module_detection.py --deselect=tests/engine/test_ambiguity.py::test_very_deep_nesting_stays_exact_and_comparable --deselect=tests/engine/test_ambiguity.py::test_nesting_deeper_than_the_evaluators_bound_is_read_without_checks_and_without_overflow --deselect=tests/engine/test_ambiguity.py::test_tsc_accepts_the_double_less_than_rows --deselect=tests/engine/test_grammar_gaps.py::test_tsc_agrees_with_every_row --deselect=tests/engine/test_module_detection.py::test_tsc_agrees_with_the_module_detection_rows"
)
PACKAGES=(decoding server ts_completion_engine)
jobs="${MUTATION_JOBS:-2}"
# MUTATION_DIR: where the scratch copies and results go (a worktree whose .cache is shared can keep its own).
out="${MUTATION_DIR:-.cache/mutation}"
export MUTATION_DIR="$out"
say() { echo "mutation: $*" >&2; }

if [[ ! -x .venv/bin/python ]]; then
  bash scripts/setup.sh test
fi
if ! .venv/bin/python -c "import mutmut" 2>/dev/null; then
  say "installing mutmut (the [mutation] extra) into .venv"
  .venv/bin/python -m pip install --quiet --disable-pip-version-check -e ".[test,mutation]"
fi

wanted=("$@")
selected=()
for row in "${MODULES[@]}"; do
  name="${row%%|*}"
  if [[ ${#wanted[@]} -eq 0 ]] || printf '%s\n' "${wanted[@]}" | grep -qx "$name"; then
    selected+=("$row")
  fi
done
if [[ ${#selected[@]} -eq 0 ]]; then
  say "no module named ${wanted[*]}; known: $(printf '%s ' "${MODULES[@]%%|*}")"
  exit 2
fi

mkdir -p "$out"
# MUTATION_REPORT_ONLY=1: no run, only the table from the last results (of a run cut short too).
if [[ "${MUTATION_REPORT_ONLY:-0}" == 1 ]]; then
  selected_runs=()
  for row in "${selected[@]}"; do
    work="$out/${row%%|*}"
    if [[ -d "$work/mutants" ]]; then
      (cd "$work" && "$repo/.venv/bin/mutmut" results --all true >results.txt 2>/dev/null) || true
    fi
  done
else
  selected_runs=("${selected[@]}")
fi
for row in "${selected_runs[@]}"; do
  IFS='|' read -r name file tests <<<"$row"
  work="$out/$name"
  [[ "${MUTATION_FRESH:-0}" == 1 ]] && rm -rf "$work"
  mkdir -p "$work"
  # A fresh copy of the code and tests each run; mutmut's own state (mutants/) is kept.
  for dir in "${PACKAGES[@]}" tests; do
    rm -rf "${work:?}/$dir"
    cp -r "$dir" "$work/$dir"
  done
  find "$work" -path "$work/mutants" -prune -o -name __pycache__ -type d -prune -exec rm -rf {} +
  # mutmut's settings for this module, and the project's own pytest settings.
  .venv/bin/python - "$work" "$file" $tests <<'PY' || continue
import json, sys, tomllib
from pathlib import Path
work, target, tests = Path(sys.argv[1]), sys.argv[2], sys.argv[3:]
# Test files may be renamed or split: those that exist are used, and at least one must; pytest
# options (--deselect=ID) pass through.
options = [t for t in tests if t.startswith("--")]
tests = [t for t in tests if not t.startswith("--") and Path(t).exists()]
if not tests:
    sys.exit(f"mutation: no test file of {target} exists any more: update MODULES in scripts/mutation.sh")
package = target.split("/")[0]
others = [p for p in ("decoding", "server", "ts_completion_engine") if p != package]
pytest_ini = tomllib.loads(Path("pyproject.toml").read_text())["tool"]["pytest"]["ini_options"]
def toml(table, values):
    return f"[{table}]\n" + "".join(f"{k} = {json.dumps(v)}\n" for k, v in values.items())
(work / "pyproject.toml").write_text(
    toml("tool.mutmut", {
        "source_paths": [package],
        "only_mutate": [target],
        "also_copy": others,
        "pytest_add_cli_args": ["-p", "no:cacheprovider"],
        # Workers fork from a clean server: forked straight from a process whose torch thread pool
        # has run (the stats pass), every mutant of a torch-using test hangs until its timeout.
        "process_isolation": "forkserver",
        "pytest_add_cli_args_test_selection": tests + options,
    })
    + "\n" + toml("tool.pytest.ini_options", pytest_ini)
)
PY
  say "$name: mutating $file against $tests ($jobs jobs)"
  start=$SECONDS
  # MUTATION_RERUN=1: run again only the mutants that survived last time (after new tests).
  rerun=()
  if [[ "${MUTATION_RERUN:-0}" == 1 && -f "$work/results.txt" ]]; then
    mapfile -t rerun < <(sed -n 's/^ *\([^ ]*\): \(survived\|no tests\)$/\1/p' "$work/results.txt")
    say "$name: running the ${#rerun[@]} survivors of the last run again"
    [[ ${#rerun[@]} -eq 0 ]] && continue
  fi
  # MUTATION_SAMPLE=N: only N mutants not yet run, drawn at random (seeded), so that a slow or
  # busy machine still gives an unbiased estimate of the score; needs the mutants of a first run
  # (one cut short will do). The table counts the others as not run.
  if [[ -n "${MUTATION_SAMPLE:-}" && ! -f "$work/mutants/$file.meta" ]]; then
    say "$name: generating the mutants and the stats to sample from"
    (cd "$work" && "$repo/.venv/bin/mutmut" run --max-children "$jobs" "*no-such-mutant*" >generate.log 2>&1) || true
  fi
  if [[ -n "${MUTATION_SAMPLE:-}" && -f "$work/mutants/$file.meta" ]]; then
    mapfile -t rerun < <("$repo/.venv/bin/python" - "$work/mutants/$file.meta" "$MUTATION_SAMPLE" "${MUTATION_SAMPLE_SEED:-0}" <<'PY'
import json, random, sys
codes = json.load(open(sys.argv[1]))["exit_code_by_key"]
todo = sorted(name for name, code in codes.items() if code is None)
for name in random.Random(int(sys.argv[3])).sample(todo, min(int(sys.argv[2]), len(todo))):
    print(name)
PY
    )
    say "$name: a sample of ${#rerun[@]} mutants not run yet"
    [[ ${#rerun[@]} -eq 0 ]] && continue
  fi
  # MUTATION_ONLY=PATTERN: only the mutants whose names match (mutmut's own patterns), e.g. the
  # mutants of a function that changed since the last full run.
  if [[ -n "${MUTATION_ONLY:-}" ]]; then
    rerun=("$MUTATION_ONLY")
    say "$name: only the mutants matching $MUTATION_ONLY"
  fi
  (cd "$work" && "$repo/.venv/bin/mutmut" run --max-children "$jobs" "${rerun[@]}" >run.log 2>&1) || {
    say "$name: mutmut failed; the end of $work/run.log:"; tail -30 "$work/run.log" >&2; continue; }
  # the full run's time is the one the table shows; a rerun of survivors keeps its own
  echo "$((SECONDS - start))" >"$work/seconds${rerun[0]:+-rerun}"
  (cd "$work" && "$repo/.venv/bin/mutmut" results --all true >results.txt 2>&1) || true
  # Every survivor with its diff, in one process (`mutmut show` per mutant costs seconds each).
  (cd "$work" && "$repo/.venv/bin/python" - >survivors.txt 2>&1 <<'PY') || true
import re
from pathlib import Path
from mutmut.mutation.diff_apply import find_mutant, get_diff_for_mutant
for m in re.finditer(r"^\s*(\S+): (survived|no tests)$", Path("results.txt").read_text(), re.M):
    print(f"# {m.group(1)}: {m.group(2)}")
    print(get_diff_for_mutant(m.group(1), path=find_mutant(m.group(1)).path))
    print()
PY
done

# The table: killed / survived per module, with the equivalent mutants left out of the score.
.venv/bin/python - "${selected[@]%%|*}" <<'PY' | tee "$out/summary.txt"
import re, sys
from pathlib import Path
import hashlib, os
equivalent, stale, current = {}, [], None
for line in Path("scripts/mutation-equivalent.txt").read_text().splitlines():
    if line.startswith("## "):
        path, digest = line[3:].split()
        current = hashlib.sha256(Path(path).read_bytes()).hexdigest().startswith(digest)
        if not current:
            stale.append(path)
    elif line.strip() and not line.startswith("#") and current:
        name, _, why = line.partition(" ")
        equivalent[name] = why.strip()
for path in stale:
    print(f"(the equivalent mutants listed for {path} are for an older version of it: ignored; judge its survivors again)")
KILLED = ("killed", "timeout", "caught by type check")
NOT_RUN = ("not checked", "check was interrupted by user", "skipped")
print(f"{'module':14} {'mutants':>7} {'killed':>6} {'survived':>8} {'equivalent':>10} {'not run':>7} {'score':>6} {'minutes':>7}")
for name in sys.argv[1:]:
    work = Path(os.environ["MUTATION_DIR"]) / name
    results = work / "results.txt"
    if not results.exists():
        print(f"{name:14} (no results: see {work}/run.log)")
        continue
    status = dict(
        (m.group(1), m.group(2)) for m in re.finditer(r"^\s*(\S+): (.+)$", results.read_text(), re.M)
    )
    killed = sum(s in KILLED for s in status.values())
    not_run = sum(s in NOT_RUN for s in status.values())
    alive = [m for m, s in status.items() if s not in KILLED + NOT_RUN]
    equiv = [m for m in alive if m in equivalent]
    survived = [m for m in alive if m not in equivalent]
    counted = killed + len(survived)
    score = f"{100.0 * killed / counted:5.1f}%" if counted else "    -"
    seconds = (work / "seconds").read_text().strip() if (work / "seconds").exists() else "?"
    minutes = f"{int(seconds) / 60:.1f}" if seconds != "?" else "?"
    print(f"{name:14} {len(status):7} {killed:6} {len(survived):8} {len(equiv):10} {not_run:7} {score} {minutes:>7}")
    for m in survived:
        print(f"    survived: {m} ({status[m]})")
PY
