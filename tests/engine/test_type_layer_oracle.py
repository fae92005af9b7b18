"""The type layer's tables, judged by the compiler: every text it must accept is tsc-clean
under the oracle's settings, and every text it rejects has a tsc error (so a table row that
is itself wrong cannot make a wrong behaviour look right)."""

from pathlib import Path

import pytest

import test_type_layer as T

pytestmark = pytest.mark.slow


def _name(i):
    return Path(f"/tmp/cpc-type-table/t{i}.ts")


def test_every_text_the_layer_must_accept_is_tsc_clean(oracle):
    texts = T.ACCEPTED + T.OBJECT_LITERALS_ACCEPTED + T.HOISTED_SHADOWS + T.WITNESS_ACCEPTED
    codes = oracle.strict_error_codes([(_name(i), t) for i, t in enumerate(texts)])
    wrong = [f"{t!r}: tsc reports {sorted(c)}" for t, c in zip(texts, codes) if c - {2307}]
    assert not wrong, "\n".join(wrong)


def test_every_text_the_layer_rejects_has_a_tsc_error(oracle):
    texts = [t for t, _ in T.REJECTED + T.OBJECT_LITERALS_REJECTED + T.WITNESS_REJECTED]
    codes = oracle.strict_error_codes([(_name(i), t) for i, t in enumerate(texts)])
    clean = [repr(t) for t, c in zip(texts, codes) if not c]
    assert not clean, "tsc accepts:\n" + "\n".join(clean)
