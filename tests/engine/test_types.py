"""Type syntax: unions, functions, tuples, object and mapped types, conditionals, predicates."""

import pytest
import ts_completion_engine as tce
from snippet_checks import assert_every_prefix_accepted, assert_rejected_at

VALID = [
    "let x: number | string & {} = 1;",
    "type A = | 'a' | 'b';",
    "type B = & C & D;",
    "type F = (a: number, b?: string) => void;",
    "type C = new (...args: any[]) => object;",
    "type AC = abstract new () => object;",
    "type G<T extends string = 'x'> = T[];",
    "type T1 = [a: string, b?: number, ...rest: boolean[]];",
    "type T2 = [string, number?, ...boolean[]];",
    "type M<T> = { readonly [K in keyof T as `get${string & K}`]-?: T[K] };",
    "type M2<T> = { -readonly [K in keyof T]+?: T[K] };",
    "type Cond<T> = T extends string ? 'str' : T extends number ? 'num' : never;",
    "type I<T> = T extends (infer U)[] ? U : never;",
    "type I2<T> = T extends [infer H extends string, ...infer R] ? H : never;",
    "type R<T> = T extends (...args: any) => infer R ? R : any;",
    "type Eq<X, Y> = (<V>() => V extends X ? 1 : 2) extends <V>() => V extends Y ? 1 : 2 ? true : false;",
    "type TL = `prefix-${string}-suffix`;",
    "type K = keyof typeof obj;",
    "declare const s: unique symbol;",
    "function g<A extends readonly unknown[]>() {}",
    "type RoU = readonly string[] | readonly [a: 1][] | Map<string, readonly T[][]>;",
    "type RoC<T> = T extends readonly [infer H, ...infer R] ? H : never;",
    "type X = A['b'][number];",
    "type Q = typeof import('./m');",
    "type Q2 = import('./m').T<number>;",
    "function isS(x: unknown): x is string { return true }",
    "function a1(x: unknown): asserts x is string {}",
    "function a2(x: unknown): asserts x {}",
    "function a3(object: unknown): object is string[] { return true }",
    "class P { isT(): this is Q { return true } }",
    "type O = { a: string; b?: number, c(): void; new (x: number): O; (y: string): void; "
    "readonly [k: string]: any; get g(): number; set g(v) };",
    "type Fn = { <T>(x: T): T };",
    "let f: <T>(x: T) => T;",
    "type U = (string | number)[];",
    "type P = Promise<Array<Map<string, number>>>;",
    "let a: Array<number>= [];",
    "type Neg = -1 | 1n | 'a' | true | null | undefined | void;",
    "type V = object & symbol & bigint;",
    "type Ro = readonly string[];",
    "declare const s: unique symbol;",
    "function isU(unique: any): unique is string { return true; }",
    "type TQ = typeof x.y.z;",
    "type Gen = Foo<string>['bar'];",
    "type N = string.Foo;",
    "type type = string;",
    "type Multi =\n  | A\n  | B;",
]

INVALID = [
    ("let x: = 1;", "let x: ="),
    ("type T = ;", "type T = ;"),
    ("type T = string<number>;", "type T = string<"),
    ("let x: number[ = [];", "let x: number[ ="),
    ("type M = { [K in ]: K };", "type M = { [K in ]"),
    ("type T = [a b];", "type T = [a b"),
    ("type T = A extends B ? C;", "type T = A extends B ? C;"),
    ("type F = () =>;", "type F = () =>;"),
    ("let x: (a: ) => void;", "let x: (a: )"),
    # `unique` is always the type operator and needs `symbol` (TS1110 / TS1005)
    ("declare const s: unique;", "declare const s: unique;"),
    # ... and in a `let` even `unique symbol` is an error (TS1332), so the space after `unique` is
    # the first character no continuation can repair (it could still be a name before it)
    ("let s: unique | 1;", "let s: unique "),
    # `readonly` only on array and tuple types (TS1354)
    ("function g<A extends readonly unknown>() {}", "function g<A extends readonly unknown>"),
    ("let x: readonly Array<string>;", "let x: readonly Array<string>;"),
    ("let x: readonly string[][0];", "let x: readonly string[][0];"),
    ("let x: readonly readonly string[];", "let x: readonly readonly string[];"),
]


@pytest.mark.parametrize("text", VALID)
def test_valid_type_is_accepted_at_every_prefix(text):
    assert_every_prefix_accepted(text)


@pytest.mark.parametrize("text,rejected_prefix", INVALID)
def test_invalid_type_is_rejected_at_the_first_impossible_character(text, rejected_prefix):
    assert_rejected_at(text, rejected_prefix)


def test_closing_angle_brackets_split_off_a_shift_token():
    # `>>` and `>=` are scanned greedily and split by the type-argument list
    assert tce.check("let m: Map<string, Set<number>>= new Map();").status == "complete"
    assert tce.check("let m: A<B<C<D>>> = x;").status == "complete"
    assert tce.check("let m: A<B<C>>> = x;").status == "rejected"
