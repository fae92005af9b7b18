"""A function declared without a return annotation gets the type its `return`s give
(ts_completion_engine/types/inferred_return.py), so its callers are checked; where the layer
cannot follow every `return`, or the type would be narrower than tsc's, it stays ANY. Every row
is judged by tsc below (slow tests)."""

import pytest

import ts_completion_engine as tce
from test_type_flow import accepted_at_every_prefix, assert_tsc_clean, assert_tsc_reports, rejected_at


# (text, the prefix after which it is rejected, the tsc codes that back it)
REJECTED = [
    ("function total(xs: number[]) { return xs.length; }\ntotal([1]).toUpperCase();",
     "function total(xs: number[]) { return xs.length; }\ntotal([1]).toU", {2339}),
    ('function label(c: boolean) { if (c) return "a"; return "b"; }\nconst n: number = label(true);',
     'function label(c: boolean) { if (c) return "a"; return "b"; }\nconst n: number = label(true);', {2322}),
    # the end is reachable: undefined is one of the results (TS2532 on the `.`)
    ("function maybe(c: boolean) { if (c) return 1; }\nmaybe(true).toFixed();",
     "function maybe(c: boolean) { if (c) return 1; }\nmaybe(true).", {2532}),
    ("function bare(c: boolean) { if (c) return; return 2; }\nbare(true).toFixed();",
     "function bare(c: boolean) { if (c) return; return 2; }\nbare(true).", {2532}),
    ('function nul(c: boolean) { return c ? "a" : null; }\nnul(true).length;',
     'function nul(c: boolean) { return c ? "a" : null; }\nnul(true).', {2531}),
    ('function obj() { return { a: 1, b: "x" }; }\nobj().c;', 'function obj() { return { a: 1, b: "x" }; }\nobj().c;', {2339}),
    # the end proven unreachable (the last statement a `return`, or an `if … else` of two): no undefined
    ("function k(s: string) {\n  if (s === \"a\")\n    return 1;\n  else\n    return 2;\n}\nk(\"a\").length;",
     "function k(s: string) {\n  if (s === \"a\")\n    return 1;\n  else\n    return 2;\n}\nk(\"a\").l", {2339}),
    # a function declared inside another one, called there; a returned array of strings
    ("function outer() {\n  function inner() { return [1, 2]; }\n  return inner().lenght;\n}",
     "function outer() {\n  function inner() { return [1, 2]; }\n  return inner().lengh", {2339, 2551}),
    ('function tags() { return ["a", "b"]; }\ntags().push(1);', 'function tags() { return ["a", "b"]; }\ntags().push(1)', {2345}),
    # returned literals stay literals in a union (tsc's `"a" | "b"`)
    ('function ab(c: boolean) { if (c) return "a"; return "b"; }\nab(true) === "c";',
     'function ab(c: boolean) { if (c) return "a"; return "b"; }\nab(true) === "c";', {2367}),
    # an `async` function's: the Promise of what its returns await to
    ("async function f() { return 1; }\nasync function g() { const n = await f(); n.toUpperCase(); }",
     "async function f() { return 1; }\nasync function g() { const n = await f(); n.toU", {2339}),
    ("async function f() { return 1; }\nf().then((n) => n.toUpperCase());", "async function f() { return 1; }\nf().then((n) => n.toU", {2339}),
    ("export function area(r: number) {\n  return Math.PI * r * r;\n}\nconst s: string = area(2);",
     "export function area(r: number) {\n  return Math.PI * r * r;\n}\nconst s: string = area(2);", {2322}),
]


@pytest.mark.parametrize("text,prefix,codes", REJECTED)
def test_a_call_of_a_function_with_an_inferred_return_type_is_checked(text, prefix, codes):
    rejected_at(text, prefix)


ACCEPTED = [
    # literals widen; two object literals are not inferred (tsc normalises their union)
    'function lits() { return "a"; }\nconst l = lits();\nl === "b";\nlet m = lits();\nm = "c";',
    "function two(c: boolean) { if (c) return { a: 1 }; return { b: 2 }; }\ntwo(true).b;\ntwo(false).a;",
    'function arr() { return ["a", "b"]; }\narr().push("c");',
    # what names the body's own type parameters or `this` is ANY to the callers
    "function idt<T>(x: T) { return x; }\nidt(1).toFixed();\nidt(\"s\").length;",
    # the end proven unreachable, or not proven reachable: no undefined added
    "function g(c: boolean) { try { return 1; } finally { } }\ng(true).toFixed();",
    "function h(xs: number[]) { for (const x of xs) { if (x) return x; } return \"none\"; }\nh([]) === 3;\nh([]) === \"none\";",
    "function k(s: string) { switch (s) { case \"a\": return 1; default: return 2; } }\nk(\"a\").toFixed();",
    # the end neither proven reachable nor proven unreachable: not inferred (tsc may add undefined)
    "function k2(s: string) { switch (s) { case \"a\": return 1; default: return 2; } }\nk2(\"a\").toFixed();",
    "function w(n: number) { while (true) { if (n > 3) return n; n++; } }\nw(1).toFixed();",
    "function t(n: number) { if (n) { return n; } else { throw new Error(\"x\"); } }\nt(1).toFixed();",
    # a return inside a nested function is that function's; no return at all is void
    "function outer() { const f = () => { return \"s\"; }; [1].map((x) => { return x; }); return 1; }\nouter().toFixed();",
    "function log() { console.log(1); }\nconst r: void = log();",
    # used before its declaration (hoisting), and inside itself
    "const early = later().toFixed();\nfunction later() { return 1; }",
    # overloads: not inferred
    "function ov(x: string): string;\nfunction ov(x: number): number;\nfunction ov(x: any) { return x; }\nov(1).toFixed();\nov(\"a\").length;",
    # a union whose members differ; a parameter returned as declared (narrowing not tracked)
    "function u(c: boolean) { if (c) return 1; return \"a\"; }\nconst x = u(true);\nif (typeof x === \"string\") x.length;\nu(true) === 1;\nu(false) === \"a\";",
    "function p(v: string | number) { if (typeof v === \"string\") return v; return 0; }\np(1) === \"a\";\np(1) === 0;",
    # a function declared in a body shadows the outer name from its declaration on
    "const inner = 5;\nfunction outer(): string {\n  function inner() { return \"s\"; }\n  return inner();\n}\n"
    "function outer2() {\n  function inner() { return \"s\"; }\n  return inner().length;\n}",
    'const kk = "a";\nfunction lone() { return kk; }\nlone() === "c";',
    # an async function's Promise; generators are not inferred
    "async function af() { return 1; }\naf().then((n) => n.toFixed());\nasync function v() { console.log(1); }\nconst r: Promise<void> = v();\n"
    "async function w() { return { a: 1 }; }\nw().then((o) => o.a.toFixed());\nfunction* gen() { yield 1; return \"a\"; }\ngen().next();",
]


@pytest.mark.parametrize("text", ACCEPTED)
def test_what_tsc_accepts_is_accepted_at_every_prefix(text):
    accepted_at_every_prefix(text)


def test_feeding_in_pieces_equals_feeding_whole():
    text = "function total(xs: number[]) {\n  if (!xs.length) return 0;\n  return xs.length;\n}\ntotal([1]).toFixed();"
    whole = tce.initial_state().feed(text)
    assert whole is not None and whole.is_complete
    for cut in range(len(text) + 1):
        assert tce.initial_state().feed(text[:cut]).feed(text[cut:]) == whole, cut


@pytest.mark.slow
def test_every_accepted_text_is_tsc_clean(oracle):
    assert_tsc_clean(oracle, ACCEPTED, "/tmp/cpc-type-inferred-return")


@pytest.mark.slow
def test_every_rejected_text_has_the_tsc_error(oracle):
    assert_tsc_reports(oracle, REJECTED, "/tmp/cpc-type-inferred-return")
