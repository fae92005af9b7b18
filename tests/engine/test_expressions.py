"""Expressions: operators, calls, literals, templates, arrows, and where they must stop."""

import pytest
import ts_completion_engine as tce
from snippet_checks import assert_every_prefix_accepted, assert_rejected_at

VALID = [
    "x = a ?? b ?? c;",
    "x ??= 1; y ||= 2; z &&= 3; w **= 2; v >>>= 1;",
    "a?.b?.[c]?.(d);",
    "const v = obj!.prop!;",
    "x = [y] as const;",  # `y as const` is TS1355 (test_grammar_gaps.py)
    "x = <any>y;",
    "x = y satisfies T;",
    "x = (y as unknown as T[]);",
    "x = a ? b : c ? d : e;",
    "x = typeof y === 'string' && !z || void 0;",
    "delete a[b];",
    "x = a instanceof B, y = 'k' in o;",
    "f`tag ${a} and ${b}`;",
    "x = `multi\nline ${`nested ${deep}`}`;",
    "x = `a${ {a: 1}.a }b`;",
    "x = /ab+c/gi.test(s);",
    "x = a / b / c;",
    "x = {} / 1;",
    "x = a++ / 2;",
    "let re = /[/]/, r2 = /\\//g, r3 = /a|b/;",
    "x = 1_000_000n + 0xFFn + 0b1010 + 0o17 + 1e-5 + .5 + 5. + 1..toString();",
    "x = [1, , ...rest];",
    "x = { a, b: 1, [k]: 2, 'q': 3, 4: 5, ...s, m() {}, get g() { return 1 }, set g(v) {}, "
    "async am() {}, *gen() {}, async *ag() {}, get: 1, set, async };",
    "x = new Foo<T>(1);",
    "x = new Foo;",
    "x = new.target;",
    "x = import.meta.url;",
    "x = await import('m');",
    "f<T>(x);",
    "x = f<T>;",
    "const g = f<string> as any;",  # an instantiation expression, then `as`
    "const h = f<string> satisfies unknown;",
    "a < b && c > d;",
    "x = i < n ? 1 : 2;",
    "f(a < b, c > (d));",
    "x = async () => {};",
    "x = async (a, b) => a;",
    "x = async x => x;",
    "x = async function* () {};",
    "x = async;",
    "async();",
    "x = (a: number, b?: string, ...c: any[]): void => {};",
    "x = <T,>(a: T): T => a;",
    "x = <T extends object>(a: T) => a;",
    "x = ({ a, b }) => a + b;",
    "x = ([a, b]: [number, number]) => a;",
    "x = (a = 1, { b } = {}) => b;",
    "x = (a) => (b) => a + b;",
    "x = () => ({ a: 1 });",
    "x = (s): s is string => true;",
    "x = function named() {};",
    "x = class extends B<T> {};",
    "x = a++ + ++b - -c + +d;",
    "x = a ** -b;",
    "x = (-a) ** 2 + ++b ** 2;",
    "x = a || b ?? c;",  # tsc 5.9 accepts these two mixes; only (a ?? b) || c is an error
    "x = a ?? b && c;",
    "x = (a ?? b) || c;",
    "x = (a, b);",
    "class C { #priv = 1; m(obj: any) { x = #priv in obj; } }",  # a private name needs a class body (TS18016)
    "x = a ? (b) : c;",
    "x = a ? (b): c => d : e;",
    "function* g() { yield; yield 1; yield* other(); const x = yield; }",
    "async function f() { await x; const y = (await z).w; }",
    "x = { if: 1, class: 2, new: 3 }; x.if; x.class;",
    "let t = `\\${not}` + `\\``;",
    "x = `${ `${ `${1}` }` }`;",
    "x = a\n/ b\n/ c;",
]

# `async function` is a primary expression: after a prefix or binary operator too (no arrow there)
ASYNC_OPERANDS = [
    "x = void async function () { await y; }();",
    "x = !async function* () {}; y = typeof async function f() {}; z = 1 + -async function () {}.length;",
    "x = -async\nfunction f() {}",  # a line break: `async` is a name, ASI ends the statement
]
VALID += ASYNC_OPERANDS

INVALID = [
    ("x = = 1;", "x = ="),
    ("x = a +;", "x = a +;"),
    ("x = a ? b;", "x = a ? b;"),
    ("x = a.;", "x = a.;"),
    ("x = a..b;", "x = a.."),
    ("x = .;", "x = .;"),
    ("x = y => => z;", "x = y => ="),
    ("x = (a, b) => ;", "x = (a, b) => ;"),
    ("x = `abc${}`;", "x = `abc${}"),
    ("x = 1 +* 2;", "x = 1 +*"),
    ("x = !;", "x = !;"),
    ("x++ ++;", "x++ ++"),
    ("x++.y;", "x++."),
    ("x = new;", "x = new;"),
    ("x = a?.;", "x = a?.;"),
    ("x = [1, 2;", "x = [1, 2;"),
    ("foo(1, 2]];", "foo(1, 2]"),
    ("let x = (1 + 2));", "let x = (1 + 2))"),
    ("x = { get a( { } };", "x = { get a( {"),  # a getter takes no parameter (TS1054)
    ("x = <T>;", "x = <T>;"),
    ("x = a + b => c;", "x = a + b =>"),
    ("x = void async () => {};", "x = void async () =>"),
    ("x = !async x => x;", "x = !async x"),
    ("x = @;", "x = @;"),
    ("a?.b.c = 1;", "a?.b.c = "),  # an optional chain is never an assignment target
    ("x = super;", "x = super;"),
    ("x = -a ** 2;", "x = -a **"),  # TS17006: parenthesise (-a) ** 2
    ("x = typeof a ** 2;", "x = typeof a **"),
    ("x = a ?? b || c;", "x = a ?? b ||"),  # TS5076
    ("x = a ?? b + c || d;", "x = a ?? b + c ||"),
]


@pytest.mark.parametrize("text", VALID)
def test_valid_expression_is_accepted_at_every_prefix(text):
    assert_every_prefix_accepted(text)


@pytest.mark.parametrize("text,rejected_prefix", INVALID)
def test_invalid_expression_is_rejected_at_the_first_impossible_character(text, rejected_prefix):
    assert_rejected_at(text, rejected_prefix)


def test_slash_after_an_operand_divides_and_elsewhere_starts_a_regex():
    assert tce.check("x = a / b;").status == "complete"
    assert tce.check("x = /b;").status == "completable"  # an unterminated regex, not a division
    assert tce.check("x = a /b/ c;").status == "complete"  # (a / b) / c


def test_a_template_substitution_resumes_the_template_after_its_brace():
    state = tce.initial_state().feed("x = `a${b}")
    assert state is not None
    assert state.feed(" ; ` + 1;").is_complete  # ` ; ` is template text, not code


def test_an_arrow_function_body_block_cannot_be_called_directly():
    # `() => {}` then `(x)` on the same line is not a call of the arrow function
    assert tce.check("f = () => {}(x);").status == "rejected"


def test_tsc_parses_an_async_function_after_an_operator(oracle):
    assert oracle.syntax_errors(ASYNC_OPERANDS) == [[] for _ in ASYNC_OPERANDS]
    assert all(errs for errs in oracle.syntax_errors(["x = void async () => {};", "x = !async x => x;"]))
