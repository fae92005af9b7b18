"""The sixth soundness red team's finds: tsc-clean texts the type layer rejected (ACCEPTED, fed
one character at a time), beside the rejections that guard each narrowed proof (REJECTED: the
exact prefix after which no continuation can type-check). Every text is judged by tsc below
(slow tests); the causes are in tests/engine/corpus/FINDINGS.md."""

import pytest

from test_type_flow import accepted_at_every_prefix, assert_tsc_clean, assert_tsc_reports, rejected_at


# (text, the prefix after which it is rejected, the tsc codes that back it)
REJECTED = [
    # an inferred return type without `undefined` needs the end proven unreachable: a statement
    # of the body a `return`/`throw`, or an `if … else` of such statements
    ("function f(x: number) { if (x) return 1; return 2; }\nlet r = f(1); r = undefined;",
     "function f(x: number) { if (x) return 1; return 2; }\nlet r = f(1); r = undefined;", {2322}),
    ("function f(x: number) { if (x) return 1; else throw new Error(); }\nlet r = f(1); r = undefined;",
     "function f(x: number) { if (x) return 1; else throw new Error(); }\nlet r = f(1); r = undefined;", {2322}),
    # a statement after the one that never completes (a hoisted declaration) is not reached either
    ("function f() { return 1; function g() {} }\nf().length;", "function f() { return 1; function g() {} }\nf().l", {2339}),
    # proven reachable: `undefined` is among the results
    ("function f(x: number) { if (x) return 1; }\nf(1).toFixed();", "function f(x: number) { if (x) return 1; }\nf(1).", {2532}),
    # a returned value that reads no name keeps its null: `.` on the call's result is TS2531
    ('function f(x: number) { return x ? "a" : null; }\nf(1).length;', 'function f(x: number) { return x ? "a" : null; }\nf(1).', {2531}),
    # a variable initialised from a name nothing compared before keeps its type's proof
    ('function f(d: "a" | "b") { const z = d; return z === "c"; }', 'function f(d: "a" | "b") { const z = d; return z === "c";', {2367}),
]


@pytest.mark.parametrize("text,prefix,codes", REJECTED)
def test_a_guarded_error_is_still_rejected_where_it_becomes_certain(text, prefix, codes):
    rejected_at(text, prefix)


ACCEPTED = [
    # the end of these bodies is reachable, which flow.py cannot prove: tsc adds `undefined` to
    # the inferred return type, so `r = undefined` type-checks (the type is not inferred now)
    "function f(x: number) { do { if (x) return 1; } while (x); }\nlet r = f(1); r = undefined;",
    "function f(x: number) { l: { if (x) break l; return 1; } }\nlet r = f(1); r = undefined;",
    "function f(x: number) { while (true) { if (x) return 1; else break; } }\nlet r = f(1); r = undefined;",
    "function f(x: number) { outer: while (true) { while (true) { if (x) return 1; break outer; } } }\nlet r = f(1); r = undefined;",
    "function f(x: number) { while (true) { try { return 1; } catch { break; } } }\nlet r = f(1); r = undefined;",
    "function f(x: number) { for (;;) { switch (x) { case 1: return 1; } break; } }\nlet r = f(1); r = undefined;",
    # a returned reference tsc narrowed: its declared type's null or undefined is no proof (the
    # call's result was rejected at the `.`, TS18048)
    'function f(x: string | undefined) { if (x) return x; return "d"; }\nf(undefined).length;',
    'function f(x: string | null) { if (!x) return ""; return x; }\nf(null).length;',
    'function f(x: string | null) { return x !== null ? x : ""; }\nf(null).length;',
    'function f(m: Map<string, number>, k: string) { const v = m.get(k); if (v === undefined) return 0; return v; }\n'
    'f(new Map(), "a").toFixed();',
    "function f(el: HTMLElement | null) { if (!el) throw new Error(); return el; }\nf(null).tagName;",
    "class A { a = 1; }\nfunction f(x: A | null) { if (x instanceof A) return x; return new A(); }\nf(null).a;",
    'function f(x: string | undefined) { x ??= ""; return x; }\nf(undefined).length;',
    'function f(xs: (string | null)[]) { for (const x of xs) { if (x) return x; } return ""; }\nf([]).length;',
    'class C { s: string | null = null; }\nfunction g(c: C) { return c.s ? c.s : ""; }\ng(new C()).length;',
    'function f(x: string | null, y: boolean) { return x ? x : y ? "a" : "b"; }\nf(null, true).length;',
    # a variable initialised from a reference compared before may be never, as the reference may
    # (tsc: `z` is `never`, which compares with anything)
    'function f(d: "a" | "b") { if (d === "a") return 1; if (d === "b") return 2; const z = d; return z === "c"; }',
    'function f(d: "a" | "b") { if (d === "a") return 1; if (d === "b") return 2; const z = (d); return z === "c"; }',
    'function f(o: { k: "a" | "b" }) { if (o.k === "a") return 1; if (o.k === "b") return 2; const z = o.k; return z === "c"; }',
    'function f(d: "a" | "b") { if (d === "a") return 1; if (d === "b") return 2; const z = d; switch (z) { case "c": return 3; } return 0; }',
    'function f(d: "a" | "b") { if (!d) { const z = d; return z === "c"; } return 0; }',
]


@pytest.mark.parametrize("text", ACCEPTED)
def test_what_tsc_accepts_is_accepted_at_every_prefix(text):
    accepted_at_every_prefix(text)


@pytest.mark.slow
def test_every_accepted_text_is_tsc_clean(oracle):
    assert_tsc_clean(oracle, ACCEPTED, "/tmp/cpc-type-redteam6")


@pytest.mark.slow
def test_every_rejected_text_has_the_tsc_error(oracle):
    assert_tsc_reports(oracle, REJECTED, "/tmp/cpc-type-redteam6")
