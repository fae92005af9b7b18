"""The tables of test_type_classes.py judged by the compiler: each rejected text has a tsc error,
each witness and each accepted text is clean (an import of a missing module aside)."""

from pathlib import Path

import pytest

import test_type_classes as T

pytestmark = pytest.mark.slow


def _name(i):
    return Path(f"/tmp/cpc-type-classes/t{i}.ts")


def test_every_accepted_text_and_witness_is_tsc_clean(oracle):
    texts = T.ACCEPTED + [w for _t, _p, w in T.REJECTED] + [p.read_text() for p in T.FILES]
    codes = oracle.strict_error_codes([(_name(i), t) for i, t in enumerate(texts)])
    wrong = [f"{t!r}: tsc reports {sorted(c)}" for t, c in zip(texts, codes) if c - {2307}]
    assert not wrong, "\n".join(wrong)


def test_every_rejected_text_has_a_tsc_error(oracle):
    texts = [t for t, _p, _w in T.REJECTED]
    codes = oracle.strict_error_codes([(_name(i), t) for i, t in enumerate(texts)])
    clean = [repr(t) for t, c in zip(texts, codes) if not c]
    assert not clean, "tsc accepts:\n" + "\n".join(clean)
