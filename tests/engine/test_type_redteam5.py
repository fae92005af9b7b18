"""The fifth soundness red team's finds: tsc-clean texts the type layer rejected (ACCEPTED, fed
one character at a time), beside the rejections that guard each narrowed proof (REJECTED: the
exact prefix after which no continuation can type-check). Every text is judged by tsc below
(slow tests); the causes are in tests/engine/corpus/FINDINGS.md."""

import pytest

from test_type_flow import accepted_at_every_prefix, assert_tsc_clean, assert_tsc_reports, rejected_at


# (text, the prefix after which it is rejected, the tsc codes that back it)
REJECTED = [
    # a truthiness test elsewhere keeps the proof for a name it did not test; `unknown` stays `{}`
    ('function k(d: "a" | "b", e: boolean) { return e && d === "c"; }', 'function k(d: "a" | "b", e: boolean) { return e && d === "c";', {2367}),
    ("function u(x: unknown) { if (x) { return x.foo; } return 1; }", "function u(x: unknown) { if (x) { return x.f", {2339}),
    # a member of `this` compared with no literal of its type, where nothing tested `this` before
    ('class M { state: "a" | "b" = "a"; m() { return this.state === "c"; } }',
     'class M { state: "a" | "b" = "a"; m() { return this.state === "c";', {2367}),
    ('class M { state: "a" | "b" = "a"; m() { switch (this.state) { case "c": return 1; } return 0; } }',
     'class M { state: "a" | "b" = "a"; m() { switch (this.state) { case "c":', {2678}),
    # likewise a parenthesised reference and an element's member, untested
    ('function f(x: "a" | "b") { return (x) === "c"; }', 'function f(x: "a" | "b") { return (x) === "c";', {2367}),
    ('function f(x: "a" | "b") { switch ((x)) { case "c": return 1; } return 0; }',
     'function f(x: "a" | "b") { switch ((x)) { case "c":', {2678}),
    ('function f(os: { kind: "a" | "b" }[]) { return os[0].kind === "c"; }',
     'function f(os: { kind: "a" | "b" }[]) { return os[0].kind === "c";', {2367}),
]


@pytest.mark.parametrize("text,prefix,codes", REJECTED)
def test_a_guarded_error_is_still_rejected_where_it_becomes_certain(text, prefix, codes):
    rejected_at(text, prefix)


ACCEPTED = [
    # a truthiness test narrows a union of falsy literals (`if (x)`), or of truthy ones (`!d`), to never
    'function f(x: "" | 0 | false) { if (x) { return x === "a"; } return false; }\n'
    'function g(d: "a" | "b") { if (!d) { return d === "c"; } return 1; }\n'
    'function h(d: "a" | "b", e: boolean) { return d && e ? 1 : d || d === "c"; }\n'
    'function k(d: "a" | "b") { while (d) { if (d === "a") return 1; if (d === "b") return 2; return d === "c"; } return 0; }',
    # a member of `this` compared before may be narrowed to never, which compares with anything
    'class M { state: "a" | "b" = "a"; m() { if (this.state === "a") return 1; if (this.state === "b") return 2; '
    'if (this.state === "c") return 3; return 0; } }',
    'class M { state: "a" | "b" = "a"; m() { switch (this.state) { case "a": return 1; case "b": return 2; '
    'default: return this.state === "c" ? 3 : 0; } } }',
    'class M { state: "a" | "b" = "a"; m() { if (this.state !== "a" && this.state !== "b") { '
    'switch (this.state) { case "c": return 1; } } return 0; } }',
    'class M { s: { k: "a" | "b" } = { k: "a" }; m() { if (this.s.k === "a") return 1; if (this.s.k === "b") return 2; '
    'return this.s.k === "c"; } }',
    # so may a parenthesised reference (tsc narrows `(x)` as `x`) and an element access by a const key
    'function f(x: "a" | "b") { if (x === "a") return 1; if (x === "b") return 2; return (x) === "c"; }\n'
    'function g(x: "a" | "b") { if (x === "a") return 1; if (x === "b") return 2; switch ((x)) { case "c": return 3; } return 0; }',
    'function f(os: { kind: "a" | "b" }[]) { const k = 0; if (os[k].kind === "a") return 1; if (os[k].kind === "b") return 2; '
    'return os[k].kind === "c"; }',
]


@pytest.mark.parametrize("text", ACCEPTED)
def test_what_tsc_accepts_is_accepted_at_every_prefix(text):
    accepted_at_every_prefix(text)


@pytest.mark.slow
def test_every_accepted_text_is_tsc_clean(oracle):
    assert_tsc_clean(oracle, ACCEPTED, "/tmp/cpc-type-redteam5")


@pytest.mark.slow
def test_every_rejected_text_has_the_tsc_error(oracle):
    assert_tsc_reports(oracle, REJECTED, "/tmp/cpc-type-redteam5")
