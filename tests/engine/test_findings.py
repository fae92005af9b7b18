"""The open rows of corpus/FINDINGS.md as tests: each fails until the engine is fixed.

Every row is an xfail with its reason, strict: the day the engine gets it right the test passes,
strict turns that into a failure, and whoever fixed it moves the row to "Fixed" and drops the
marker. A second test per row, not xfail, confirms with the real compiler that the row is a real
disagreement (tsc reports the error the row names), so a row cannot rot into a wrong expectation.
"""

from __future__ import annotations

from dataclasses import dataclass

import pytest
import ts_completion_engine as tce


@dataclass(frozen=True)
class Finding:
    name: str
    text: str
    tsc_code: int  # the compiler's diagnostic
    tsc_start: int  # where it starts
    earliest: int  # the shortest prefix no continuation can repair: reject_at must be this
    reason: str  # why it is still open
    near_miss: str  # a completion of text[:earliest - 1] the compiler accepts: the point is not earlier
    checker: bool = False  # the compiler's checker, not its parser, reports it


NEW_TYPE_ARGUMENTS = "async function f() { await new Promise< <void>((r) => r()); }"
PREDICATE = "function isP(vale: any): value is string { return true; }"
CLASS_LET = "class let {}"
NAMESPACE_EXPORT = "namespace N { type A = 1; export { type A }; }"
REGEX_PAREN = "const r = /) /;"

FINDINGS = [
    Finding(
        "void as a type parameter after new X< <",
        NEW_TYPE_ARGUMENTS,
        1139,
        NEW_TYPE_ARGUMENTS.index("void"),
        # `<void` can still become `<voidx` (a type parameter's name); the `>` after it cannot.
        NEW_TYPE_ARGUMENTS.index("void") + len("void>"),
        "after `new X<` tsc reads type arguments speculatively; the engine reads `new X < <void>(...)` "
        "as a comparison, itself valid syntax (FINDINGS.md, open since 03:50 UTC)",
        "async function f() { await new Promise< <voidx>() => void>((r) => r(() => {})); }",
    ),
    Finding(
        "a type predicate naming no parameter",
        PREDICATE,
        1225,
        PREDICATE.index("value is"),
        # `valu` is a prefix of no parameter name (`vale` is the only one)
        PREDICATE.index("value is") + len("valu"),
        "TS1225 is the checker's: the engine keeps no parameter names in scope of the return type",
        "function isP(vale: any): vale is string { return true; }",
        checker=True,
    ),
]


# Rows fixed since (FINDINGS.md, "Fixed"): they must stay fixed.
FIXED = [
    Finding(
        "unmatched paren in a regex",
        REGEX_PAREN,
        1508,
        REGEX_PAREN.index(")"),
        REGEX_PAREN.index(")") + 1,
        "TS1508 (an unmatched `)` in a regular expression) comes from the checker's regex check; the engine's "
        "lexer checks braces in unicode mode only",
        "const r = /a/;",
        checker=True,
    ),
    # Found at 04:40 UTC by the earliest-rejection test once its witnesses met the full checker.
    Finding(
        "class named let",
        CLASS_LET,
        1213,
        CLASS_LET.index("let"),
        len("class let "),  # `class let` may still become `class letter`
        "TS1213 (class bodies are strict: 'let' is reserved) comes from the checker; the engine does not check it",
        "class letx {}",
        checker=True,
    ),
    Finding(
        "export braces in a namespace",
        NAMESPACE_EXPORT,
        1194,
        NAMESPACE_EXPORT.index("export {"),
        NAMESPACE_EXPORT.index("export {") + len("export {"),
        "TS1194 (export declarations are not permitted in a namespace) comes from the checker; the engine "
        "accepts `export { ... }` anywhere",
        "namespace N { type A = 1; export const x = 1; }",
        checker=True,
    ),
]


@pytest.mark.parametrize("finding", FIXED, ids=lambda f: f.name)
def test_fixed_finding_stays_rejected_at_its_earliest_point(finding):
    verdict = tce.check(finding.text)
    assert (verdict.status, verdict.reject_at) == ("rejected", finding.earliest), finding.text


@pytest.mark.parametrize(
    "finding",
    [pytest.param(f, marks=pytest.mark.xfail(strict=True, reason=f.reason), id=f.name) for f in FINDINGS],
)
def test_open_finding_is_rejected_at_its_earliest_point(finding):
    verdict = tce.check(finding.text)
    assert (verdict.status, verdict.reject_at) == ("rejected", finding.earliest), finding.text


@pytest.mark.slow
@pytest.mark.parametrize("finding", FINDINGS + FIXED, ids=lambda f: f.name)
def test_the_compiler_confirms_each_open_finding(finding, oracle):
    assert finding.near_miss.startswith(finding.text[: finding.earliest - 1])
    texts = [finding.text, finding.near_miss]
    if finding.checker:
        diagnostics, near_miss = oracle.strict_diagnostics([(oracle_path(i), t) for i, t in enumerate(texts)])
    else:
        diagnostics, near_miss = oracle.syntax_errors(texts)
    assert (finding.tsc_code, finding.tsc_start) in {(d["code"], d["start"]) for d in diagnostics}, diagnostics
    assert near_miss == [], f"{finding.near_miss!r} should be valid: {near_miss}"


def oracle_path(i: int):
    from corpus_support import REPO

    return REPO / "tests" / "engine" / f"__finding{i}__.ts"  # only in memory
