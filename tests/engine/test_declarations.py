"""Declarations: classes and their members, interfaces, enums, namespaces, declare,
decorators, and import/export in all their forms."""

import pytest
import ts_completion_engine as tce
from snippet_checks import assert_every_prefix_accepted, assert_rejected_at

VALID = [
    "interface I<T> extends A<T>, B { a: T; b?(x: number): void; readonly c: string; [k: string]: any }",
    "enum Color { Red, Green = 'g', Blue = 1 << 2, }",
    "const enum CE { A }",
    "declare enum DE { A = 1 }",
    "namespace NS.Inner { export const x = 1; }",
    "declare module 'mod' { export function f(): void; }",
    "declare module 'm2';",
    "declare global { interface Window { x: number } }",
    "declare const c: number;",
    "declare function df(x: number): string;",
    "declare class DC { m(): void; }",
    "function over(x: string): void;\nfunction over(x: number): void;\nfunction over(x: any) {}",
    "abstract class AB<T> extends Base<T> implements I1, I2<T> { abstract m(): void; protected abstract p: number; }",
    "class C { private readonly x: number = 1; static s?: string; #p = 2; declare d: number; override o() {} "
    "accessor acc = 1; static { init(); } constructor(public a: number, private readonly b?: string) { super(); } "
    "get v() { return 1 } set v(x) {} static async *gen() {} [Symbol.iterator]() {} 'str'() {} 42() {} "
    "[k: string]: any; }",
    "class D { m?(): void; n!: number; static; get; set; async; readonly; }",
    "class E { static\nfoo() {} }",
    "class F { x = () => {}\n y = 1 }",
    "class G<in out T, const U> {}",
    "class H extends mixin(A, B) {}",
    "@dec class X {}",
    "@dec() @ns.dec2<T>(1) export class Y { @prop p: number; @m() method(@param x: number) {} }",
    "export @dec class Z {}",
    "export default @sealed class {}",
    "@x abstract class A {}",
    "@x export abstract class B {}",
    "import x from 'm';",
    "import * as ns from 'm';",
    "import { a, b as c, type d, default as e, type as, type as as f } from 'm';",
    "import x, { y } from 'm';",
    "import x, * as y from 'm';",
    "import 'side-effect';",
    "import type { T } from 'm';",
    "import type T from 'm';",
    "import type from 'm';",
    "import type * as NS from 'm';",
    "import json from './x.json' with { type: 'json' };",
    "import fs = require('fs');",
    "import A = B.C.D;",
    "export import E = B.C;",
    "export = foo;",
    "export as namespace MyLib;",
    "export default function () {}",
    "export default class {}",
    "export default async function f() {}",
    "export default abstract class A {}",
    "export default interface I {}",
    "export default { a: 1 };",
    "export { a, b as c, type d };",
    "export { x } from 'm';",
    "export { default } from 'm';",
    "export * from 'm';",
    "export * as ns from 'm';",
    "export type { T } from 'm';",
    "export type T = string;",
    "export declare const x: number;",
    "export const enum CE { A }",
    "export enum EE { A }",
    "export namespace N {}",
    "let type = 1; type = 2;",
    "declare; abstract; namespace; module;",
    "let as = 1, satisfies = 2, is = 3, infer = 4, keyof = 5;",
    "class K { delete() {} static new() {} }",
]

INVALID = [
    ("class { }", "class {"),
    ("enum E { A B }", "enum E { A B"),
    ("import { a b } from 'm';", "import { a b"),
    ("export { a } form 'm';", "export { a } fo"),
    ("interface I { a: }", "interface I { a: }"),
    ("class C { constructor( }", "class C { constructor( }"),
    ("class C { x: number = ; }", "class C { x: number = ;"),
    ("namespace { }", "namespace {"),
    ("import from 'm';", "import from '"),
    ("interface\nFoo {}", "interface\nF"),  # `interface` alone is a reserved word in strict code
    ("abstract interface I {}", "abstract int"),
    ("export default default;", "export default default;"),
    # after a decorator `abstract` must be the modifier of a class on its line (TS1146)
    ("@x abstract;", "@x abstract;"),
    ("@x abstract\nclass A {}", "@x abstract\nc"),
]


@pytest.mark.parametrize("text", VALID)
def test_valid_declaration_is_accepted_at_every_prefix(text):
    assert_every_prefix_accepted(text)


@pytest.mark.parametrize("text,rejected_prefix", INVALID)
def test_invalid_declaration_is_rejected_at_the_first_impossible_character(text, rejected_prefix):
    assert_rejected_at(text, rejected_prefix)


def test_a_contextual_keyword_followed_by_a_line_break_is_an_identifier():
    # `type\nX = 1` is the expression statement `type` then `X = 1` (ASI), not a type alias
    assert tce.check("type\nX = 1").status == "complete"
    assert tce.check("declare\nconst x = 1").status == "complete"
