"""Statements, blocks and automatic semicolon insertion.

Valid snippets: every prefix is accepted (fed one character at a time) and the whole is complete.
Invalid snippets: `check` rejects exactly at the end of the given shortest rejected prefix.
"""

import pytest
import ts_completion_engine as tce
from snippet_checks import assert_every_prefix_accepted, assert_rejected_at

VALID = [
    "var a = 1, b, c = 2;",
    "let {a, b: [c, d = 1], ...e} = o;",
    "const [x, , y = 2, ...z] = arr;",
    "let x!: number;",
    "if (a) b(); else if (c) d(); else { e(); }",
    "for (let i = 0, j = 10; i < j; i++, j--) {}",
    "for (;;) break;",
    "for (const k in obj) continue;",
    "for (const [k, v] of map) {}",
    "for await (const x of gen()) {}",
    "for (x.y of z);",
    "for (let x = (a in b); ;) {}",
    "while (x) x--;",
    "do x++; while (x < 3)",
    "do { } while (false) foo()",
    "switch (x) { case 1: case 2: y(); break; default: z(); }",
    "switch (x) {}",
    "try { a() } catch { b() } finally { c() }",
    "try {} catch (e: unknown) {}",
    "try {} finally {}",
    "label: for (;;) { break label; }",
    "outer:\nwhile (1) continue outer",
    "throw new Error('x');",
    "debugger;",
    "function f() { return\n1 }",
    ";;;",
    "{ let x = 1 }",
    "using res = getResource();",
    "async function u() { await using r = g(); for (using x of y) {} for (await using z of w) {} }",
    "let using = 1; using;",
    "for (let x = 0;;) {}",
    "for (let of of []) {}",  # `of` is the declared name
    "for (let [a] of b) {}",
    "",
    "// only a comment",
]

ASI = [
    "let a = 1\nlet b = 2",
    "a\n++b",
    "a\n(b)",
    "let x = y\n[1].forEach(f)",
    "x\n.y()",
    "const f = () => {}\n/re/.test(s)",
    "a = b\n? c\n: d",
    "let x = 1 // trailing",
    "if (a) b()\nelse c()",
    "x\n!y",
]

# (text, the shortest prefix of it that is rejected)
INVALID = [
    ("let x = 1 2;", "let x = 1 2"),
    ("if (a) b() else c();", "if (a) b() e"),
    ("if a {}", "if a"),
    ("while () {}", "while ()"),
    ("do x; while x;", "do x; while x"),
    ("for (let i = 0; i < 1) {}", "for (let i = 0; i < 1)"),
    ("switch (x) { foo: 1 }", "switch (x) { f"),
    ("var = 5;", "var ="),
    ("let let = 1;", "let let "),
    ("function (a, b) {}", "function ("),
    ("}", "}"),
    ("a)", "a)"),
    ("let x = y\n)", "let x = y\n)"),
    ("function f() { export const x = 1; }", "function f() { export "),
    ("{ import x from 'm'; }", "{ import x"),
    # `return return` may still become `return returnValue`
    ("function f() { return return; }", "function f() { return return;"),
    ("return 1;", "return "),
    ("class A { static { return } }", "class A { static { return "),
    ("break;", "break;"),
    ("switch (a) { case 1: continue }", "switch (a) { case 1: continue }"),
    ("for (const x of y) { () => { break } }", "for (const x of y) { () => { break }"),
    ("for (;;) { continue b; }", "for (;;) { continue b"),  # no label starting with b around
    ("let = 1;", "let ="),  # let is reserved in strict code
    ("x = static;", "x = static;"),
    ("function f(public) {}", "function f(public)"),
    ("const x: number;", "const x: number;"),  # const needs a value outside declare code
    ("let {a};", "let {a};"),
    # `for (let` is always a declaration list in tsc (TS1134 at the `=` / `.`)
    ("for (let = 0; ; ) {}", "for (let ="),
    ("for (let.x in y) {}", "for (let."),
    ("for (let;;) {}", "for (let;"),  # an empty declaration list (TS1123)
    ("with (o) {}", "with "),  # not in strict code (TS1101); `withx` is a name
]



@pytest.mark.parametrize("text", VALID)
def test_valid_statement_is_accepted_at_every_prefix(text):
    assert_every_prefix_accepted(text)


@pytest.mark.parametrize("text", ASI)
def test_automatic_semicolon_insertion_is_accepted(text):
    assert_every_prefix_accepted(text)


@pytest.mark.parametrize("text,rejected_prefix", INVALID)
def test_invalid_statement_is_rejected_at_the_first_impossible_character(text, rejected_prefix):
    assert_rejected_at(text, rejected_prefix)


@pytest.mark.parametrize("text", [
    "x = () => { if (a) { return } }",
    "while (1) { if (a) { break } }",
    "for (;;) { switch (a) { case 1: continue } }",
    "do { continue } while (a)",
    "l: { break l }",
])
def test_return_break_and_continue_are_accepted_where_they_belong(text):
    assert tce.check(text).status == "complete"


@pytest.mark.parametrize("text", [
    "declare const x: number;",
    "declare namespace N { const y: string; }",
    "for (const [a, b] of c) {}",
    "a: { b: for (;;) { break a; } }",
    "// @ts-ignore\nreturn 1;",  # a ts-ignore line silences the rules tsc checks after parsing
    "/* @ts-expect-error */ let let = 1;",
    "// @ts-ignore\nwith (o) {}",
])
def test_declare_code_labels_and_ts_ignore_relax_the_checker_rules(text):
    assert tce.check(text).status == "complete"


def test_a_declaration_file_needs_no_values():
    text = "export const x: number;\nexport function f(): void;\n"
    assert tce.check(text).status == "rejected"
    assert tce.check(text, declaration_file=True).status == "complete"


def test_return_then_line_break_ends_the_statement():
    # `return\nx` returns nothing; then `x` is its own statement, so `return\n)` is an error
    assert tce.check("function f() { return\n) }").reject_at == len("function f() { return\n)")


def test_postfix_increment_after_a_line_break_starts_a_new_statement():
    state = tce.initial_state().feed("a\n++")
    assert state is not None and state.feed(";") is None  # `++;` has no operand


def test_a_block_at_statement_start_is_not_an_object_literal():
    assert tce.check("{ a: 1, b: 2 }").status == "rejected"  # a label then `1, b: 2` is not valid
    assert tce.check("({ a: 1, b: 2 })").status == "complete"


def test_an_unclosed_block_is_completable_not_complete():
    assert tce.check("function f() {").status == "completable"
