"""The scanner's tables, judged by the compiler: every text test_lexer.py says tsc accepts has no
tsc error, and every text it says is rejected has one (so a wrong row cannot make a wrong
behaviour look right). Kept apart so that the mutation run of the lexer does not pay for tsc."""

from pathlib import Path

import pytest

import test_lexer as L

pytestmark = pytest.mark.slow


def _name(i):
    return Path(f"/tmp/cpc-lexer-table/t{i}.ts")


def test_every_text_the_scanner_must_accept_is_tsc_clean(oracle):
    texts = L.TSC_CLEAN + [t for t, valid in L.PRIVATE_NAME_TEXTS if valid]
    codes = oracle.strict_error_codes([(_name(i), t) for i, t in enumerate(texts)])
    wrong = [f"{t!r}: tsc reports {sorted(c)}" for t, c in zip(texts, codes) if c]
    assert not wrong, "\n".join(wrong)


def test_every_text_the_scanner_rejects_has_a_tsc_error(oracle):
    texts = [t for t, _ in L.REJECTED_AT] + [t for t, valid in L.PRIVATE_NAME_TEXTS if not valid]
    codes = oracle.strict_error_codes([(_name(i), t) for i, t in enumerate(texts)])
    clean = [repr(t) for t, c in zip(texts, codes) if not c]
    assert not clean, "tsc accepts:\n" + "\n".join(clean)
