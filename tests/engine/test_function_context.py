"""What a function's flavour allows: `await` in async functions, `yield` in generators,
`return` in functions. Arrows, methods and object methods carry their own flavour."""

import pytest
import ts_completion_engine as tce

ACCEPTED = [
    "async function f() { await x }",
    "await x;",  # top-level await (a module)
    "function f() { await(x) }",  # `await` is an identifier outside async functions
    "async function f() { [1].map(async x => await x) }",
    "function f() { const g = async () => await 1 }",
    "export default async function () { await 1 }",
    "export default async () => { await 1 }",
    "async function f() { await using x = y; for await (const z of w) {} }",
    "x = { async m() { await x }, *g() { yield 1 }, async *h() { yield await 1 } }",
    "class C { async *gen() { yield await 1 } static async s() { await 2 } }",
    "function* g() { yield; yield 1; yield* h() }",
    "const x = async function* () { yield* y }",
    "async function f() { class A { x = (async () => await 1)() } }",
]

# (text, the shortest rejected prefix)
REJECTED = [
    ("function f() { await x }", "function f() { await x"),
    ("async function f() { [1].map(x => { await x }) }", "async function f() { [1].map(x => { await x"),
    ("function f() { x => await 1 }", "function f() { x => await 1"),
    ("class A { static { await x } }", "class A { static { await x"),
    ("class A { async m() {} m2() { await y } }", "class A { async m() {} m2() { await y"),
    ("function g() { yield 1 }", "function g() { yield "),
    ("yield 1", "yield "),
    ("function* g() { () => { yield 1 } }", "function* g() { () => { yield "),
    ("function f() { for await (const x of y) {} }", "function f() { for a"),  # only `await` starts with a
    ("function f() { await using x = y }", "function f() { await u"),
]


@pytest.mark.parametrize("text", ACCEPTED)
def test_await_and_yield_are_accepted_where_the_function_allows_them(text):
    assert tce.check(text).status == "complete"


@pytest.mark.parametrize("text,rejected_prefix", REJECTED)
def test_await_and_yield_are_rejected_where_the_function_forbids_them(text, rejected_prefix):
    assert text.startswith(rejected_prefix)
    assert tce.check(text) == tce.Verdict("rejected", len(rejected_prefix))
