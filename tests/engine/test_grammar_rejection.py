"""Grammar errors: edits the parser lets through but the compiler's checker reports as TS1xxx
("'const' declarations must be initialized", "Type argument list cannot be empty", `let` as a
name in strict code, "Accessibility modifier already seen"…). No continuation repairs an error well
before the end, so the engine must reject these too, and never inside the unedited prefix.

Completions are not searched for here: the parser cannot confirm them (the error is invisible to
it), and a full check per candidate is too slow; test_earliest_rejection.py covers that for
parser errors.
"""

from __future__ import annotations

import pytest
import ts_completion_engine as tce
from broken_files import BrokenFile, errors_well_before_the_end
from corpus_support import show_position

pytestmark = pytest.mark.slow


@pytest.fixture(scope="module")
def grammar_broken(edited_files, oracle) -> list[tuple[BrokenFile, dict]]:
    """Edits with no parser error but a checker TS1xxx error well before the end, with that error."""
    parsed = [c for c, errs in edited_files if not errs]
    # Placed next to the original (in memory only), so its relative imports resolve.
    named = [(c.path.with_name(f"__edit{i}__{c.path.name}"), c.text) for i, c in enumerate(parsed)]
    named_of = {id(c): path for c, (path, _t) in zip(parsed, named)}
    kept = []
    for case, diags in zip(parsed, oracle.strict_diagnostics(named)):
        grammar = [d for d in diags if 1000 <= d["code"] < 2000]
        if errors_well_before_the_end(case, grammar):
            kept.append((case, min(grammar, key=lambda d: d["start"] if d["start"] is not None else 1 << 30)))
    # A decorator on a class method's or constructor's parameter (TS1206) is valid under
    # `experimentalDecorators` (Angular, NestJS), which the engine cannot see: accepted on purpose
    # (ts_completion_engine/README.md), so such an edit is judged under that setting too.
    decorated = [i for i, (_c, e) in enumerate(kept) if e["code"] == 1206]
    if decorated:
        again = oracle.strict_diagnostics([(named_of[id(kept[i][0])], kept[i][0].text) for i in decorated],
                                          {"experimentalDecorators": True})
        valid = {i for i, diags in zip(decorated, again) if not [d for d in diags if 1000 <= d["code"] < 2000]}
        kept = [k for i, k in enumerate(kept) if i not in valid]
    assert len(kept) >= 10, f"only {len(kept)} of {len(parsed)} parsable edits have a grammar error: widen the edits"
    return kept


def describe(case: BrokenFile, error: dict) -> str:
    return f"{case.source}: {case.edit}; tsc TS{error['code']} at {show_position(case.text, error['start'], 40, 10)}"


def test_grammar_errors_are_rejected(grammar_broken):
    verdicts = [(case, error, tce.check(case.text)) for case, error in grammar_broken]
    missed = [f"{v.status.upper()} {describe(c, e)} ({e['message']})" for c, e, v in verdicts if v.status != "rejected"]
    assert not missed, f"{len(missed)} of {len(verdicts)} grammar errors not rejected:\n" + "\n".join(missed)


def test_grammar_errors_are_never_rejected_inside_the_unedited_prefix(grammar_broken):
    premature = []
    for case, error in grammar_broken:
        verdict = tce.check(case.text)
        if verdict.status == "rejected" and verdict.reject_at <= case.unchanged_prefix:
            premature.append(f"{describe(case, error)}; rejected at {show_position(case.text, verdict.reject_at)}")
    assert not premature, "rejected inside the valid original's prefix:\n" + "\n".join(premature)
