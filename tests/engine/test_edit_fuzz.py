"""The differential edit fuzz at CI size (edit_fuzz.py; bench/edit_fuzz.py runs it larger).

500 random single edits (character and token level, keywords, snippets, lines) of tsc-clean
corpus files, each whole file judged by `tsc --strict` and by `check`. No rejection may lack
tsc's backing; the summary (printed with `-s`) counts missed errors by code and the distance
between the engine's rejection and tsc's first grammar error. About 40 s on 2 cores.
"""

from __future__ import annotations

import random

import pytest
from corpus_support import SEED
from edit_fuzz import fuzz_sources, judge, make_edits

pytestmark = pytest.mark.slow

EDITS = 500


@pytest.fixture(scope="module")
def report(corpus_files, oracle):
    rng = random.Random(f"{SEED}:edit-fuzz")
    edits = make_edits(fuzz_sources(corpus_files, 8000, 200, rng), EDITS, rng)
    result = judge(oracle, edits)
    print(result.summary())
    return result


def test_the_edits_reach_the_engine_and_the_compiler(report):
    assert report.rejected >= EDITS // 5, report.summary()
    assert report.tsc_invalid >= EDITS // 4, report.summary()


def test_no_edit_is_rejected_without_tsc_reporting_an_error(report):
    assert not report.false_rejections, report.summary() + "\n" + "\n".join(report.false_rejections)


def test_every_rejection_is_backed_by_a_grammar_error(report):
    """The syntax engine cannot prove a type error: each rejection matches a grammar error."""
    assert not report.unbacked, report.summary() + "\n" + "\n".join(report.unbacked)


def test_with_types_on_no_edit_is_rejected_that_tsc_accepts(corpus_files, oracle):
    """The whole engine, type layer included, on other edits: a rejection needs a tsc error,
    and never falls inside the unedited (tsc-clean) prefix."""
    rng = random.Random(f"{SEED}:edit-fuzz-types")
    edits = make_edits(fuzz_sources(corpus_files, 8000, 200, rng), 300, rng)
    result = judge(oracle, edits, types=True)
    print(result.summary())
    assert result.rejected >= 300 // 5, result.summary()
    assert not result.false_rejections, result.summary() + "\n" + "\n".join(result.false_rejections)
