"""Issue 8: the syntax and grammar gaps an independent differential fuzz found.

Each row is checked twice: against the engine (fast: every prefix of a VALID text is accepted;
an INVALID text is rejected exactly at the end of its rejected prefix, the first character no
continuation can repair) and against tsc 5.9.3 (slow, one batch: VALID texts get no grammar
error, INVALID ones get the TSxxxx code named in the row).
"""

from __future__ import annotations

from pathlib import Path

import pytest
from edit_fuzz import is_grammar
from snippet_checks import assert_every_prefix_accepted, assert_rejected_at, grammar_disagreements

# Texts tsc accepts (no grammar error) that the engine rejected, and near misses of the
# INVALID rows below that must stay accepted.
VALID = [
    # `>=` followed by `>` is `>` then `=>` after a type-argument list
    "const f = (): Promise<number>=> null!;",
    "const g = (): Promise<Array<number>>=> null!;",
    "const h = (): Promise<number> => null!;",
    "let k: () => Array<number>= null!;",
    # empty type-parameter lists: an error on functions and classes only (TS1098)
    "type R<> = number;",
    "interface I<> {}",
    "type S<>= number;",
    # a module's top-level-await re-parse drops the missing `;` before an `await` statement
    "export {};\nconsole.log await (f());\nasync function f() {}",
    # near misses of the missed errors
    "let x = 1; ++(x);",
    "declare const S: any; class C extends (await S) {}",
    "declare const a: any; new a()?.b; new a.b(); new a; new new a()(); new a`x`;",
    "declare function h<T>(): void; const q = h<number>; h<Array<number>>(); h<number>();",
    "declare const a: any, b: any; a<b>=b;",
    "let y = {let: 1, static: 2};",
    "if (1) class C {}",
    "let type = 1; if (1) type = 2;",
    "x: for(;;) { continue x; }",
    "x: y: for(;;) { continue x; }",
    "x: do { continue x; } while (0);",
    "x: while (1) { { if (1) continue x; } }",
    "x: { break x; }",
    "let withx = 1;",
    "abstract class C { abstract m(): void; public abstract n(): void; protected abstract x: number; }",
    "class C { public static readonly x = 1; private static async m() {} static accessor y = 1; }",
    "class C { readonly readonly = 1; static static = 1; private public = 1; }",
    "class C { declare readonly x: number; static get y() { return 1; } }",
    "class C { declare x: number; readonly y?: number; accessor z = 1; readonly [k: string]: any; }",
    "class C { readonly declare = 1; declare readonly x?: number; }",
    "function f(...a: number[]) {}\nconst g = (...b: number[]) => b;",
    "class C { m<T>() {} }\nlet o = { m<T>() { return 1; }, async n<T>() {} };",
    "let r = /a/dgimsuy;",
    "let r = /a*?b??c+?d{2,3}?(?=a)*/;",
    "let r = /[a-][\\d-a][\\x2F-9][^-0][--0]a{]{,5}x{2,}?(?:)$^/;",
    "let r = /(a)\\1|\\1(a)/;",
    "let r = /(?<y>\\d{4})-(?<m>\\d{2})\\k<y>\\p{L}+\\u{1F600}/u;",
    "let r = /^(\\d+)\\.(\\d+)(?:-([\\w.-]+))?$/;",
    'let s = "\\x41\\u0041\\u{1F600}\\u{0000000041}\\0\\0a\\d\\.\\-\\\nb";',
    "declare let a: any, b: any; ({ a: a, a: b } = { a: 1 });",
    "const f = ({ a: x, a: y }: { a: number }) => x + y;",
    "const o = { get a() { return 1; }, set a(v) {} };",
    "declare let x: any, y: any; for ({ a: x, a: y } of [{ a: 1 }]) {}\n[{ a: x, a: y }] = [{ a: 1 }];",
    "declare let x: any, y: any; ({ p: { a: x, a: y } } = { p: { a: 1 } });",
    "export {}; await Promise.resolve(1); { await 0; }",
    "export {}; function k() { const await = 1; return await; }",
    "function h(await: number) {}",
    "type F = () \n=> void;",
    "function isP(value: any): value is string { return true; }",
    "function f(a: any, b?: number): b is number { return true; }",
    "function f(this: any, x: any): this is string { return true; }",
    "function f(object: unknown): object is string[] { return true; }",
    "function f(x: any): asserts x is string {}",
    "declare function f(): void;\ndeclare class D { m(): void; }",
    "type C<T> = T extends (x: infer P) => infer R ? [P, R] : T extends `${infer H}` ? H : never;",
    "type F<T> = T extends (infer U extends string ? 1 : 2) ? U : 2;",
    "declare const a: any; (a?.b).c = 1; (a?.b)[0] = 1; (a?.b)(); const x = (a?.b) ?? 1;",
    "export {}; let q = {x: 1}; q.x await (f());\nasync function f() {}",
    "x: for (;;) { break x; }\ny: z: { break y; }\nw: if (1) { break w; }",
    "@d export class C {}\n@d export default class {}\nfunction d(...a: any[]) {}",
    "class B { constructor(private x: number, public readonly y: number) {} }",
    "declare const x: number; switch (x) { case 1: default: break; case 2: { switch (x) { default: } } }",
    "declare const x: any; const y = x as any[]; const z = x as any ? 1 : 2; (x as any)(1);",
    "declare const x: any; const w = x as unknown as string[]; let v = x as any\n(1);",
    "type G = (value: number) => value is 1;",
    # modifiers outside classes: `abstract declare class` is valid (tsc checks no order there)
    "abstract declare class C {}\nexport abstract declare class D {}\ndeclare abstract class E {}",
    "namespace N { declare const x: number; export declare function f(): void; export async function g() {} }",
    "declare namespace N { export const x: number; function f(): void; abstract class C {} }",
    "export declare const enum E { A }\nexport async function f() {}",
    # constructors: accessibility only; a computed or string name is no keyword
    "class C { public constructor() {} }\nabstract class D { protected constructor(private x: number) {} }",
    "class C { constructor(x: number);\n constructor(x: any) {} static ['constructor']() {} constructorx() {} }",
    "class C { static readonly [k: string]: any; }\nclass D { readonly [k: string]: any; }",
    "let o = { constructor() {} };\ninterface I { constructor(): void; }\ndeclare class D { constructor(); }",
    # computed names in types: literals, signed numbers, dotted names (and `a?.b`)
    'type T = { ["a"]: number; [1]: string; [-1]: 1; [+2]: 2; [`b`]: 3 };',
    "declare const k: unique symbol; declare const o: { k: typeof k }; type T = { [k]: 1; [Symbol.iterator](): void; [o.k]?: 2 };",
    'declare const o: { k?: { j: "x" } }; type T = { [o?.k]: 1 };',
    "// @ts-ignore\ntype T = { [1 + 2]: number };",
    # tagged templates after an optional chain that ended
    "declare const a: any, c: any; (a?.b)`x`; a?.b + c`x`; a?.b, c`x`; a?.b ? c`x` : 1; a?.b(c`x`); a?.[c`x`]; a?.b!`x`;",
    # `#x` as the left operand of `in`
    "class C { #x = 1; m(o: any) { return 1 == #x in o && #x in o || (#x in o) ? #x in o : 1 & #x in o; } }",
    "class C { #x = 1; m(o: any) { for (#x in o) {} let b = #x in o; b = 1 + (#x in o) ? 1 : 0; return [`${#x in o}`, o.#x, o?.#x]; } }",
    # regular expressions: what the `u` flag allows, named groups, references past 9
    "let r = /[\\-]/u; let s = /\\-\\q\\_/; let t = /\\/\\.\\$\\^\\*\\+\\?\\(\\)\\[\\]\\{\\}\\|\\\\/u;",
    "let r = /\\p{L}\\P{Lu}\\p{Script=Latin}[\\p{L}]/u; let s = /\\pL\\c1\\k]}/;",
    "let r = /(?<n>a)\\k<n>/; let s = /\\k<n>(?<n>a)/; let t = /(?<n>a)|(?<n>b)/; let u = /(?:(?<n>a)|x)(?<n>b)/;",
    "let r = /(a)(b)(c)(d)(e)(f)(g)(h)(i)(j)\\10/; let s = /\\0[\\0]\\cA/u;",
    "let r = /\\u0041\\x41\\cJ\\u{10FFFF}[\\b]/u; let s = /\\u0041\\x41/;",
    "let r = /(?<a>.)(?<b>.)\\k<b>\\k<a>|(?<a>x)/gu;",
    # template escapes: any in a tagged template, and tsc lets a template literal type alone pass
    "let s = `\\0\\x41\\u0041\\u{1F600}\\u{0000000041}\\n\\`\\$\\{`;",
    "declare function t(s: TemplateStringsArray, ...a: any[]): any; let s = t`\\x4g${1}\\01${2}\\u{110000}`;",
    "declare const o: any; let s = o.t`\\1`; let u = o.f<number>`\\x`;",
    "let x: `\\x4g` = null!; type T = `\\x41${string}\\u0041`;",
    # type-parameter modifiers: `in`/`out` on classes, interfaces, aliases; `const` on functions and classes
    "function f<const T>() {}\nfunction g<out>() {}\nclass C<in T, out U, const V> {}\nlet k = class <in out T> {};",
    "type A<in out T> = T;\ninterface I<in T, out U> {}\ntype B<out> = out;",
    # `export import` takes an alias only
    "namespace N { export const x = 1; } export import A = N.x;",
    # `as const` on literals, templates, signed numbers and what may be an enum member
    'let a = ["a", 1, `b`, {}, -1, +2, true, false, -1n] as const, b = "x" as const, c = `t${1}` as const;',
    "enum E { A } namespace N { export enum F { B } } let a = E.A as const, b = E[\"A\"] as const, c = N.F.B as const, d = (E).A as const, e = E?.A as const;",
    'declare const x: any; let a = x == "a" as const; let b = x ? "a" : "b" as const; let c = x && "a" as const; let d = - 1 as const;',
    # a function type in a union or intersection needs parentheses
    "type T = string | (() => void);\ntype U = | ((x: number) => void) | (string);\ntype V = (x: number) => string | number;",
    "type T = keyof (string | number) | (string)[];",
    # a parameter after an optional one has `?`, a value or `...`
    "function f(a?: number, b = 1, ...c: number[]) {}\nfunction g(a?: number, b?: number, c?: string) {}\nfunction h(a = 1, b: number) {}",
    "class C { constructor(private a?: number, public b = 2) {} }\nfunction f(this: any, a?: number, b: number = 1, c?: number) {}",
    # after `x as T` or `x++`, `<` compares
    "declare const x: any, A: any, y: any; let a = x as unknown as string\n<A>(y); let b = x as Array<A>;",
    "declare type let = 1;\ninterface Implements {} type Lets = 1; enum Statics { A }",
    "function f(a?: number, b: number = 1) {}\nclass C { constructor(private a?: number) {} }",
    # a function's parameters read `await` as that function does, even at a module's top level
    "export {}; function h(x = await) {}\ndeclare global { var await: any; }",
    "export {}; let a = (x = await) => 1;\ndeclare global { var await: any; }",
    "export {}; let o = { m(x = await) {} };\ndeclare global { var await: any; }",
    "export {}; function f({a: await}: any) {}\nconst g = ({a: await}: any) => 1;",
    "// @ts-ignore\nlet await = 1;\nexport {};",
    "export {}; namespace N { function await() {} }\nnamespace M { class await {} type T = await; }",
    "export {}; function f() { function await() {} type await = 1; }\nenum await { A }",
    "export {}; declare class await {}\ndeclare interface await {}\n(function await() {});",
    "export {}; function f() { var await: any; return {await}; }\nlet o = { await: 1 };",
    "function f() { var await: any; return await\nin {}; }\nfunction g() { var await: any; return await + 1; }",
    "namespace N { ; }\ndeclare namespace M { type X = 1; }\ndeclare module 'm' { export = 1; }",
    'declare module "m" { import x = require("y"); export = x; }\nimport type t = require("m");\nimport u = N.y;\nnamespace N { export const y = 1; }',
    "declare function f(x: any): void; declare const x: any; f(await x), x.y await (x);",
    # `<const>` on literals, and on an enum member; the assertion ends at its unary operand
    'let a = <const>[1, 2], b = <const>{ a: 1 }, c = <const>"a", d = <const>-1, e = <const>`t`, g = <const>true;',
    'enum E { A } let a = <const>E.A, b = <const>E["A"];',
    "declare const x: number; let a = <const>1 + x, b = <const>1 < x, c = <const>1 ? x : 2, d = <const>1 as any;",
    "declare let x: number; let a = <const>1\n++x;",
    "function f() { let\nx = 1; interface I { a: number } type T = I; }",
    "function f(x: number): x is 1 { return true; }\nclass C { m(y: unknown): y is C { return true; } }",
    "declare let x: any, y: any; ([{a: x, a: y}] = [{ a: 1 }]);\n[...{a: x, a: y}] = [1];",
    "declare let x: any, y: any; ({ p: [{ a: x, a: y }] } = { p: [{ a: 1 }] });\n({ ...{a: x, a: y} } = {});",
    "declare let x: any, y: any, d: any; [[{a: x, a: y}]] = [[{ a: 1 }]];\n[{a: x, a: y} = d] = [];",
    "declare let x: any, y: any; for ([{a: x, a: y}] of []) {}\nfor ({ p: { a: x, a: y } } of []) {}",
    "let o = { get a() { return 1; }, set a(v) {}, get: 1, set: 2, async: 3 };",
    # round 2 (a larger fuzz on new seeds): a definite assertion `!` needs a type and no value;
    # after a line break `!` starts the next statement
    "declare let y: any; let x\n!y;",
    "let a!: number, b = 1, c!: string;\nlet d!\n: number;",
    # a bigint names a method or accessor, not a property (TS1539)
    "class A { 1n() {} get 2n() { return 1; } 3n?(): void; static 4n<T>() {} 5n\n() {} }",
    "let o = { 1n() {}, get 2n() { return 1; }, 3n<T>() {} };\ntype T = { 1n(): void; 2n?(): void; 3n<T>(): void };",
    "class A { 1 = 1; 0x1n() {} 1e3 = 3; }\nlet o = { 1: 1, 0x2: 2 };\ntype T = { 1: 1, 2?: 2 };",
    # `throw` keeps its expression on its line
    "throw /* */ 1;",
    "function f() { throw new Error(\n'x'); }",
    # `declare` as a name: tsc ends the statement `declare` silently before a token on its line
    # that continues no expression and starts no declaration
    "function f() { var declare: any; declare return 1; }",
    "var declare: any, x: any; declare x; declare for (;;) {} declare if (1) {}",
    "var declare: any; declare(1); declare.x; declare + 1;",
    "var declare: any, async: any, foo: any; declare async\nfoo; declare async(1);",
    # import bindings
    'import * as as from "./a";\nimport * as from from "./b";\nimport type, { t } from "./c";',
    'declare module "m" { import * as await from "./x"; }',
    # `// @ts-nocheck` in the leading comments switches the checker off, its grammar errors too
    "// @ts-nocheck\nconst x: number;\nlet a!: number = 1;\nfunction f() { break; }",
    "// c\n// @TS-NOCHECK\nconst x: number;",
    # a `// @ts-ignore` silences the next code line (over blank and `//` lines): the rules stay
    # off until the top-level statement holding it is over, and one more when it was nested
    "// @ts-ignore\n\n// c\nconst x: number;",
    "// @ts-ignore\nlet y = 1; const x: number;",
    "let y = 1 // @ts-ignore\nconst x: number;",
    "/* @ts-ignore */\nconst x: number;",
    "function f() {\n  // @ts-ignore\n  const x: number;\n}",
    "let o = {\n  a: 1,\n  // @ts-ignore\n  a: 2 };",
    "// @ts-ignore\nconst x: number\ndeclare function foo(): void;",
    # a line break before an arrow's `=>` is TS1200, which the checker reports: silenced too
    "const e2 = () // @ts-ignore\n=> 1;",
    "const e4 = async (x: number)\n// @ts-ignore\n=> x;",
    "const e6 = [1].map((y: number)\n// @ts-ignore\n=> y);\nconst e7 = [1].map(y\n// @ts-ignore\n=> y);",
    # a mapped type is its literal's only member, closed by `;` or nothing
    'type K = "a"; type T = { [k in K]: 1; }; type U = { [k in K]: 1\n};',
    'type K = "a"; type T = { +readonly [k in K]-?: 1 }; type U = { readonly [k in K as `x${k}`]: k };',
    "type T = { readonly a: 1; get b(): 1; new (): T; [k: string]: any; [Symbol.iterator](): any };",
    # a fuzz find (seed 10402): tsc's mapped-type look-ahead reads `readonly` across a line break
    'type K = "a"; type T = {readonly \n [k in K]: 1 };\ntype U = {readonly \n [k: string]: 1 };',
    # heritage types: dotted names with type arguments
    "namespace N { export interface A<T> {} } interface I extends N.A<number>, N.A<string> {}",
    "interface A<T> {} class C implements A<{ a: 1 }>, A<string[]>\n{}\ninterface I extends A<string>\n{}",
    "class B {} interface A {} class C extends B implements A {} abstract class D implements A {}",
    "// @ts-ignore\ninterface I extends (A) {}",
    "function statics() {} declare function static(): void;",
    # exports in namespaces: declarations only, unless `declare`
    "namespace N { export type A = 1; export const x = 1; }\ndeclare namespace D { type A = 1; export { A }; namespace E { export {}; } }",
    "declare class let {}\nlet c = class statics {};",
    # only an `if`'s own body may not be empty
    "declare const x: any; if (x) {} else;\nwhile (x);\nfor (;x;);\nif (x) x; else if (x) {}",
    # `delete` of anything more than a plain name
    "declare let x: any; delete x.y; delete x?.y; delete x[0]; delete x\n.y; delete x\n[0];",
    "declare let x: any; let b = (delete x.y) ? 1 : 2, c = delete x.y === true;",
    # private names inside any class body, its functions and static blocks included
    "class C { #x = 1; m(o: any) { return #x in o && (() => this.#x)(); } n() { return function (this: C) { return this.#x; }; } }",
    "class C { #y = 1; static { let z = #y in C; } }",
    "// @ts-ignore\nlet b = #x in {};",
    # `declare` in files and namespaces; ambient consts with literal values
    "namespace N { declare const c: number; }\ndeclare const a = 1, b = 's', c = -1, d = true, e = `t`, f = 1n;",
    "var declare: any; switch (1) { case 1: declare\ndefault: }",
    "let m: typeof this;\nclass D { m() { let q: typeof this; } }",
    "function f(...a: number[]) {} const g = (...b: any[]) => b; type F = (...c: any[]) => void;\nfunction h(...[a, b]: number[]) {}",
    "declare const a: any, f: any; async function k() { f(...a ? [1] : []); }",
    # export specifiers: reserved or string local names only with `from`
    'export { default as bg } from "./a";\nexport { class, type default } from "./b";\nexport { "s" as t }\nfrom "./c";',
    "let a = 1; export { a as default, a as 's', a as class };",
    # a fuzz find (seed 11501): tsc's parser takes a private name as a specifier's name
    'export { webSocket as #x } from "./a";\nexport { #a as b, type #c } from "./b";\nexport * as #n from "./c";',
    'import { #a, b as #c } from "./a";\nlet d = 1; export { d as #e };',
    # asserts predicates; `asserts is T` is a predicate on a parameter named `asserts` (was rejected)
    "function h(asserts: unknown): asserts is string { return true; }",
    "function f(value: unknown): asserts value {}\nclass C { m(): asserts this is C {} n(v: unknown): asserts v {} }",
    "let q = (v: unknown): asserts v => {};\ntype F = (v: unknown) => asserts v;\ntype asserts = 1; function m(x: unknown): asserts { return 1; }",
    "// @ts-ignore\nlet p = { a?: 1 };\ndeclare let a: any, b: any, c: any; { a ? b : c }",
    # accessors in type members (a `get` before a name is one, even across a line break)
    'declare const k: "a"; interface I { get [k](): number; get "s"(): number; set 1(v: number); get x\n(): number }',
    "interface J { get\nx(): number; set\ny(v: number) }\ntype U = { get: 1, set: 2, get<T>(): T }",
    "let u = import.meta.url, w = import.meta\n.url, x = import\n.meta;",
    "type Number = 1; interface Never {} type intrinsic = 1; enum any2 { A }",
    # a fuzz find (seed 14801): tsc takes any word after the first of a dotted namespace name
    "namespace A.var { export const x = 1; }\nnamespace B.class.if { }",
    # third round: accessors' parameter counts, async return types (near misses)
    "class C { get x() { return 1; } set x(v: number) {} }",
    "let o = { get() { return 1; }, set(a: number, b: number) {} };",
    "interface I { get(a: number): number; set(a: number, b: number): void; }",
    "declare class D { get x(): number; set x(v: number); }",
    "type T = { get x(): number; set x(v: number); };",
    "let o = { get x() { return 1; }, set x(v: number,) {} };",
    "class C { set x(v: number) {} m(a?: number, b = 1) {} }",
    "class C { private = 1; static: number = 2; m() { return { private: 1 }; } }",
    'export * as default from "./m";\nexport * as class from "./m";\nexport * as "s" from "./m";\nexport { a as interface } from "./m";',
    "function f(undefined: any): undefined is string { return true; }\nfunction g(x: any): number { return 1; }\nfunction k(x: any): number[] { return [x]; }",
    "function f(x: any): number.x { return 1; }\nnamespace number { export type x = 1; }",
    'class C { x = 1; m(): this { return this; } n(): this[] { return [this]; } o(): this["x"] { return 1; } isC(): this is C { return true; } p(): typeof this.x { return 1; } }',
    "interface I { f(): this; g(): this is I; h(): this | undefined; }\nfunction f(this: Window, x: any): this is Window { return true; }",
    "class C { // @ts-ignore\n get x(a) { return 1; } }",
    "async function f(): Promise<void> {}\nconst g = async (): Promise<number> => 1;\nfunction h(): number { return 1; }\nfunction* k(): Generator<number> { yield 1; }",
    "async function f(): never | Promise<number> { return 1; }\nasync function g(): number extends number ? Promise<number> : 1 { return 1; }\nasync function h(): [Promise<number>][0] { return 1; }",
    "namespace number { export type x = Promise<number>; }\nasync function f(): number.x { return 1; }",
    "class C { async m(): Promise<number> { return 1; } }\nlet o = { async m(): Promise<1> { return 1; } };",
    "class C { // @ts-ignore\n async m(): number { return 1; } }",
    'async function f(): { a: Promise<void> }["a"] {}',
    "async function f(): (Promise<number>) { return 1; }\nconst g = async (): (Promise<void>) => {};\nasync function h(): ((Promise<void>)) {}",
    # a const in declare code: literals and enum members (TS1254's near misses)
    'declare const a = 1, b = -1, c = "a", d = `a`, e = 1n, f = true, g = -1n;\nenum E { A }\ndeclare const h = E.A, i = E["A"];\nnamespace N { export enum F { B } }\ndeclare const j = N.F.B, k = N.F["B"];',
    "declare const x = 1\nlet y = [1];",
    "declare const x = E\n.A;\nenum E { A }",
    "// @ts-ignore\ndeclare const x = [1];",
    "declare class D { readonly x = 1; static readonly y = -1n; readonly z = E.A; }\nenum E { A }\nclass K { x = [1]; readonly y: number = 2; }",
    # `await` names a type outside a module's top-level await context (TS1262's near misses)
    "export {}; namespace N { interface await { a: 1 } let x: await; type T = { a: await }; function f(): await { return { a: 1 }; } let y = (z: await) => z; class C { w?: await; } }",
    "export {}; enum await { A }\nfunction f(): await { return await.A; }\nlet y: { a: await } | undefined;",
    "// @ts-ignore\nfunction f(@d x: any) {}",
    # `< !T >` that tsc reads as a comparison (TS17020's near misses)
    "declare const f: any, T: any, x: any;\nlet a = f<!T>x, b = f < !T > -x, c = f < !T > [x], d = f < !T > !x, e = f < !T, g = f<!T>\n+x;",
    "declare const f: any, T: any, x: any;\n// @ts-ignore\nf<!T>(x);",
    # fourth round: an index signature's parameter type that may still resolve to string, number,
    # symbol or a template literal type (TS1268's near misses: a name, a conditional, a union...)
    "type X = { a: string };\ntype A = { [k: boolean extends true ? string : number]: 1; [j: (number)]: 2 };\n"
    "type B = { [k: `a${string}`]: 1; [j: X[\"a\"]]: 2 };\ntype C = { [k: string & {}]: 1 };\n"
    "type D = { [k: [string] extends [any] ? symbol : never]: 1 };\nclass K { [k: string]: any; static [j: number]: any }",
    "class C { // @ts-ignore\n  [k: boolean]: any }",
    # a predicate names a plain parameter, after patterns and rest parameters too (TS1230's near misses)
    "function f([x]: any, y: any): y is string { return true; }\ntype F = ({ x }: any, y: any) => y is string;\n"
    "const g = (...[a]: any[]): number => 1;\nfunction h(x: any, ...a: any[]): x is string { return true; }",
    "class C { m(): this is C { return true; } n(): asserts this {} }\nconst k = 1 ? (): number => 1 : 2;",
    # `delete a<T>...` (type arguments) and a comparison after more than a name (TS1102's near misses)
    "declare let a: any, b: any; delete a.x < b; delete a[0] < b;\n// @ts-ignore\ndelete a < b;",
    # `as const` / `<const>` on a group of a literal, a signed number, an enum member (TS1355's near misses)
    "let a = (1) as const, b = (\"a\") as const, c = ([1]) as const, d = (-1) as const, e = ((1)) as const, g = -1 as const, h = +1 as const, i = -1n as const;",
    "enum E { A } let a = (E).A as const, b = (E.A) as const, c = ((E)).A as const;",
    "declare let x: any; let a = !x ? 1 as const : 2 as const, b = typeof x === \"a\" || [1] as const, c = !x && \"a\" as const;",
    "let c = <const>1, d = <const>-1, e = <const>[1], f = <any>1;\n// @ts-ignore\ntype F = ()\n=> void;",
    # `await` as an imported name, renamed (TS1262's near misses)
    'import { await as x } from "./m";\n// @ts-ignore\nimport { await } from "./n";',
    "declare let x: any; let a = <const>-1, b = <const>(1), c = <const>(\"a\"), d = <const>[1], e = x ? (1) as const : x;",
    "declare let x: any; // @ts-ignore\nlet a = (x) as const, b = !\"a\" as const, c = <const>!1;",
    # a predicate is the whole return type; its type may be a union (TS1144's near misses)
    "function f(x: any): x is string | number { return true; }\nfunction g(x: any): x is string & {} { return true; }\n"
    "function h(abstract: any): abstract is string { return true; }\nfunction k(x: any): asserts x is string[] | null {}",
    # `{ a = 1 }` as a destructuring target, an arrow's or a function's parameter (TS1312's near misses)
    "declare let a: any; ({ a = 1 } = {}); for ({ a = 1 } of [{}]) {}\n[{ a = 1 }] = [{}]; ({ p: { a = 1 } } = { p: {} });",
    "const g = ({ a = 1 }) => a, h = async ({ a = 1 }) => a;\nfunction k({ a = 1 } = {}) { return a; }",
    "declare let a: any; // @ts-ignore\nlet x = { a = 1 };",
    # a for head's single declaration; lists and values in a plain `for (;;)` (TS1188-TS1191's near misses)
    "for (let a = 1, b = 2; a < b; a++) {}\nfor (let a, b; ;) break;\nfor (const a of [1, 2]) {}\nfor (var k in {}) {}\nfor (await using a of []) {}",
    "// @ts-ignore\nfor (const a, b of []) {}\n// @ts-ignore\nfor (var a = 1 in {}) {}",
    # `keyof` / `readonly` before a parenthesized type (TS1005's near misses)
    "type M = keyof (string) | readonly (string)[] | keyof (() => void);\ntype X<T> = T extends [infer U extends (x: any) => void] ? U : never;",
    # parameter properties; a modifier before `...` or a pattern where the checker alone objects and a `// @ts-ignore` silences it
    "class C { constructor(public a: any, private b = 1, readonly c?: number) {} }\nlet f = (public a: any) => 1;\ntype F = (public a: any) => void;",
    "class A { constructor(public y: number) {} }\n"
    "class C extends A { constructor(public override readonly y: number, private readonly z: number) { super(y); } }",
    "// @ts-ignore\nlet f = <T,>(public ...a: T[]) => 1;\n// @ts-ignore\ntype F = new (public ...a: any[]) => void;\n// @ts-ignore\nfunction g(protected ...a: any[]) {}",
    "// @ts-ignore\ntype F = (public {a}: any) => void;\n// @ts-ignore\nlet f = (x: any, public {a}: any) => 1;",
    # `unique symbol` as a whole annotation of a const or a readonly property (TS1335's near misses)
    "declare const x: unique symbol;\ndeclare class D { static readonly z: unique symbol; }\nconst s: unique symbol = Symbol();\n"
    "class K { static readonly s: unique symbol = Symbol(); }\ninterface I { readonly s: unique symbol; }\ntype T = { readonly s: unique symbol };\n"
    # a class declaration's name may be left out after `export default` alone (TS1211's near misses)
    "export default abstract class {}\nabstract class A {}\ndeclare const abstract: any;\n// @ts-ignore\nabstract class {}",
    "export default @d abstract class {}\ndeclare function d(x: any): any;",
    # a type named `asserts`; a predicate `asserts x` outside a return type that a `// @ts-ignore` silences
    "type asserts<T = 1> = T; let y: asserts | 2; let z: asserts[] = []; let q: asserts<1>; let w: asserts\n;",
    "// @ts-ignore\nlet x: asserts x;\n// @ts-ignore\nlet y: asserts y is string;\n// @ts-ignore\nlet z: asserts this;",
    "declare const p: (unique symbol), q: unique symbol\n[1];\nfunction f(unique: any): unique is string { return true; }\n// @ts-ignore\nfunction g(x: unique symbol) {}",
    # a group is a `const` argument when what it holds is one; `(E).A` when it holds a dotted name
    "enum E { A } let a = ((E)).A as const, b = (E)?.A as const, c = ((E).A) as const, d = ((E))[\"A\"] as const;",
    "namespace N { export enum E { A } } let a = (N.E).A as const, b = (N.E)[\"A\"] as const, c = (`t`) as const;",
    "declare let x: any; let a = (x, 1 as const), b = x || (\"a\") as const, c = (x = 1 as const), d = ((-1)) as const;",
    # `async` and `await` as names may be enums (false rejections before: `async.A as const`)
    "enum async { A } let a = async.A as const, b = (async).A as const;",
    "export {}; namespace Q { enum await { A } let b = await.A as const, c = (await).A as const; }",
    # `using` in a for head: `of` names the binding before `=`, `;`, `:` (after `using`) or
    # wherever it is no empty list (after `await using`); false rejections before
    "declare const x: Disposable; for (using of = x; ;) {}\nfor (using of: Disposable = x; ;) {}\nfor (using\nof = x; ;) {}",
    "declare const x: Disposable[]; declare let using: any; for (using of x) {}\n"
    "async function f() { for (await using of of x) {} for await (await using of of x) {} for (await using of = x[0]; ;) {} }",
    # a binding pattern after `using`, a for-in over `using`, an empty list, `export using`: the
    # checker's errors (TS1492, TS1493, TS1123, TS1491), which a `// @ts-ignore` silences
    "declare const d: Disposable, x: any; // @ts-ignore\nfor (using {a} of x) {}\n{ // @ts-ignore\nusing {a} = d; }\n"
    "// @ts-ignore\nexport using b = d;\n// @ts-ignore\nfor (using a in x) {}\nasync function f() { // @ts-ignore\nfor (await using of x) {} }",
    "var declare: any, using: any, x: any; declare using;\ndeclare using in x;\ndeclare namespace N { // @ts-ignore\nusing a: Disposable; }",
    # a `declare` property: a literal value only when `readonly` and untyped (TS1039's near misses);
    # `unique symbol` on `static readonly` properties (TS1331's near misses)
    "class C { declare readonly x = 1; declare y: number; declare static z?: string; }\nclass D { // @ts-ignore\n  declare x = 1; }",
    "class C { static readonly x: unique symbol = Symbol(); private static readonly y: unique symbol = Symbol();\n"
    "  declare static readonly z: unique symbol; static declare readonly w: unique symbol; static readonly v?: unique symbol; }\n"
    "declare class D { static readonly x: unique symbol; }\nclass E { // @ts-ignore\n  readonly x: unique symbol = Symbol(); }",
    # a `readonly` type operator on what is no array or tuple is the checker's TS1354: a `// @ts-ignore` silences it
    "// @ts-ignore\nlet x: readonly number;\nclass C { // @ts-ignore\n  x: readonly number = 1; }",
    # an async function's return type: `never` drops out of a union, `unknown` out of an
    # intersection, a conditional type may be a Promise (TS1064's near misses)
    "async function f(): never | Promise<number> { return 1; }\nasync function g(): Promise<number> | never { return 1; }\n"
    "async function h(): unknown & Promise<number> { return 1; }\nasync function k(): never | never | Promise<void> {}",
    "async function f(): number | Promise<number> extends any ? Promise<number> : 1 { return 1; }\n"
    "type X = never; async function g(): X | Promise<void> {}\nasync function h(): | Promise<void> {}",
    "namespace number { export type X = Promise<void>; } async function f(): number.X | number.X {}\n"
    "// @ts-ignore\nasync function g(): number | Promise<number> { return 1; }",
    # `unique symbol` on a `readonly` property signature (TS1330's near misses)
    "interface I { readonly x: unique symbol; readonly y?: unique symbol; readonly \"z\": unique symbol }\n"
    "type T = { readonly x: unique symbol, readonly [Symbol.iterator]: unique symbol };\n"
    "interface K { // @ts-ignore\n  x: unique symbol; }",
    # more `< !T ... >` lists that tsc reads as a comparison (TS17020's near misses); in an
    # argument list the comparison reading's `,` ends the watch (a missed error, not a rejection)
    "declare const f: any, T: any, U: any, x: any;\nf<!T, U>x; f < !T, U > -x; f < !T, 1 > [x]; f < !T & U;\n"
    "// @ts-ignore\nf<!T, U>(x);",
    # a `this` parameter takes a type only (TS1005's near misses; a fuzz find, seed 18101)
    "function f(this: any, x?: number, y = 1) {}\nclass C { m(this: C) { return (this ? 1 : 2) ?? (this); } }\ntype F = (this: any) => void;",
]

# Valid with `experimentalDecorators` (Angular, NestJS...), which the engine cannot see:
# parameter decorators in a class's methods and constructor (TS1206 without it)
EXPERIMENTAL_DECORATORS_VALID = [
    "class C { m(@d x: any) {} }\nclass D { constructor(@d x: any, @d y: any) {} static s(@d x: any) {} }\n"
    "declare function d(...a: any[]): any;",
    "declare function d(...a: any[]): any;\nclass C { set x(@d v: any) {} get y() { return 1; } }",
]

# (text, the shortest rejected prefix, tsc's code); the prefix often ends past tsc's position:
# `h<number>.` may still be `h < number > .5`, `new a?.` may be `new a ? .5 : c`, `const` may be
# `constant`, and a partial label `x` matches only labels of loops
INVALID = [
    ("new <T>(0);", "new <", 1109),
    ("const e1 = ()\n=> 1;", "const e1 = ()\n=", 1200),
    ("const e1 = [1].map(y\n=> y);", "const e1 = [1].map(y\n=>", 1200),  # `y \n = 1` is an assignment
    ("let x = 1; ++ ++x;", "let x = 1; ++ +", 1109),
    ("declare const S: any; class C extends await S {}", "declare const S: any; class C extends await S", 1109),
    ("declare const S: any; class C extends -S {}", "declare const S: any; class C extends -", 1109),
    ("declare const a: any, b: any; a <number> >= b;", "declare const a: any, b: any; a <number> >", 1109),
    ("declare function h<T>(): void; h<number>.l;", "declare function h<T>(): void; h<number>.l", 1477),
    ("declare function h<T>(): void; h<number>?.l;", "declare function h<T>(): void; h<number>?.l", 1477),
    ("let x: let;", "let x: let;", 1214),
    ("declare const A: any; type Q = A[yield];", "declare const A: any; type Q = A[yield]", 1214),
    ("let y = {let};", "let y = {let}", 1214),
    ("class C { private private m() {} }", "class C { private private m", 1028),
    ("class C { readonly readonly x = 1; }", "class C { readonly readonly x", 1030),
    # a parameter property's modifiers in tsc's order: accessibility, `override`, `readonly`
    ("class C { constructor(readonly private x: number) {} }", "class C { constructor(readonly private x", 1029),
    ("class C { constructor(override public x: number) {} }", "class C { constructor(override public x", 1029),
    ("class A { constructor(public x: number) {} }\nclass C extends A { constructor(readonly override x: number) { super(x); } }",
     "class A { constructor(public x: number) {} }\nclass C extends A { constructor(readonly override x", 1029),
    ("class C { abstract m(): void; }", "class C { abstract m", 1244),
    ("class C { static public x = 1; }", "class C { static public x", 1029),
    ("abstract class C { static abstract m(): void; }", "abstract class C { static abstract m", 1243),
    ("class C { declare m(): void; }", "class C { declare m(", 1031),
    ("class C { readonly m() {} }", "class C { readonly m(", 1024),
    ("class C { declare get x(): number; }", "class C { declare get x", 1031),
    ("function f(...a: number[], b: number) {}", "function f(...a: number[],", 1014),
    ("function f(...a: number[],) {}", "function f(...a: number[],", 1013),
    ("class C { get x<T>() { return 1; } }", "class C { get x<", 1094),
    ("let o = { get x<T>() { return 1; } };", "let o = { get x<", 1094),
    ("if (1) let x = 1;", "if (1) let x", 1156),
    ("while (1) const x = 1;", "while (1) const ", 1156),
    ("for (;;) type A = 1;", "for (;;) type A", 1156),
    ("if (1) interface I {}", "if (1) interface I", 1156),
    ("let r = /a/gg;", "let r = /a/gg", 1500),
    ("let r = /^/t;", "let r = /^/t", 1499),
    ("let r = /a/uv;", "let r = /a/uv", 1502),
    ("let r = /+/;", "let r = /+", 1507),
    ("let r = /a**/;", "let r = /a**", 1507),
    ("let r = /(*)/;", "let r = /(*", 1507),
    ("let r = /\\b+/;", "let r = /\\b+", 1507),
    ("let r = /a{2}{3}/;", "let r = /a{2}{3}", 1507),
    ("let r = /a{2,1}/;", "let r = /a{2,1}", 1506),
    ("let r = /(/;", "let r = /(/", 1005),
    ("let r = /a)/;", "let r = /a)", 1508),
    ("let r = /[9-0]/;", "let r = /[9-0", 1517),
    ("let r = /\\3/;", "let r = /\\3/", 1534),
    ('let s = "\\x4g";', 'let s = "\\x4g', 1125),
    ('let s = "\\u{}";', 'let s = "\\u{}', 1125),
    ('let s = "\\u{110000}";', 'let s = "\\u{110000', 1198),
    ('let s = "\\01";', 'let s = "\\01', 1487),
    ('let s = "\\1";', 'let s = "\\1', 1487),
    ('let s = "\\8";', 'let s = "\\8', 1488),
    ("declare const a: any; new a?.b();", "declare const a: any; new a?.b", 1209),
    ("x: { for(;;) { continue x; } }", "x: { for(;;) { continue x", 1115),
    ("x: { continue x; }", "x: { continue x", 1115),
    ("with (Math) {}", "with ", 1101),
    ("const o = { a: 1, a: 2 };", "const o = { a: 1, a: 2 };", 1117),
    ("declare let x: any; const o = { x, x };", "declare let x: any; const o = { x, x };", 1117),
    ("declare function f(o: object): void; f({ a: 1, a: 2 });", "declare function f(o: object): void; f({ a: 1, a: 2 })", 1117),
    ("declare const c: boolean; const v = c ? { a: 1, a: 2 } : 0;", "declare const c: boolean; const v = c ? { a: 1, a: 2 } :", 1117),
    # top-level `await` once an import or export made the file a module
    ("export {}; await;", "export {}; await;", 1109),
    ("export {}; declare function f(x: any): void; f(await );", "export {}; declare function f(x: any): void; f(await )", 1109),
    ("export {}; const [await] = [];", "export {}; const [await]", 1262),
    ("async function f(await) {}", "async function f(await)", 1359),
    ("const f = () \n=> 1;", "const f = () \n=", 1200),
    ("const f = x\n=> 1;", "const f = x\n=>", 1200),
    ("declare function f(): void {}", "declare function f(): void {", 1183),
    ("declare class C { m() {} }", "declare class C { m() {", 1183),
    ('import { implements } from "x";', "import { implements }", 1214),
    ("function m<T, private>() {}", "function m<T, private>", 1214),
    ("type Q = import().Point;", "type Q = import()", 1110),
    ("namespace G { export namespace I {} } import A = G.switch;",
     "namespace G { export namespace I {} } import A = G.switch;", 1359),
    # a type named `value` may follow; only `is` makes it a predicate
    ("function isP(vale: any): value is string { return true; }", "function isP(vale: any): value i", 1225),
    ("const g = (x: any): y is string => true;", "const g = (x: any): y i", 1225),
    ("declare function f(s: infer T): void;", "declare function f(s: infer ", 1338),
    ("type D<T> = T extends infer U ? infer V : never;", "type D<T> = T extends infer U ? infer ", 1338),
    ("declare const a: any; (a?.b) = 1;", "declare const a: any; (a?.b) = ", 2779),
    ("declare const a: any; (a?.b as any) += 1;", "declare const a: any; (a?.b as any) +=", 2779),
    ("declare const a: any; ((a?.b)) = 1;", "declare const a: any; ((a?.b)) = ", 2779),
    ("declare const a: any; (a?.b)++;", "declare const a: any; (a?.b)++", 2777),
    # after a lone name, tsc keeps its TS1434 (the re-parse drops only a missing `;` at `await`)
    ("export {}; let q = 1; q await (f());\nasync function f() {}", "export {}; let q = 1; q aw", 1434),
    ("x: function f() {}", "x: function ", 1344),
    ("x: const a = 1;", "x: const ", 1344),
    ("x: var a = 1;", "x: var ", 1344),
    ("x: async function f() {}", "x: async function ", 1344),
    ("@d export function f() {}\nfunction d(...a: any[]) {}", "@d export f", 1206),
    ("class B { constructor(private\nx: number) {} }", "class B { constructor(private\nx", 1005),
    ("declare const x: number; switch (x) { default: break; case 1: default: }",
     "declare const x: number; switch (x) { default: break; case 1: default:", 1113),
    ("type A<T> = T extends Array<infer interface> ? 1 : 2;", "type A<T> = T extends Array<infer interface>", 1214),
    ("declare const x: any; x as any (1);", "declare const x: any; x as any (", 1005),
    ("declare const x: any; x as any `t`;", "declare const x: any; x as any `", 1005),
    ("type F = (valuex: number) => value is string;", "type F = (valuex: number) => value i", 1225),
    # modifiers outside classes
    ("declare abstract declare class C {}", "declare abstract d", 1030),
    ("declare async function f(): Promise<void>;", "declare async function ", 1040),
    ("declare namespace N { async function f(): Promise<void>; }", "declare namespace N { async f", 1040),
    ("declare namespace N { export declare const x: number; }", "declare namespace N { export declare c", 1038),
    ("declare global { declare const x: number; }", "declare global { declare c", 1038),
    ("declare namespace N { namespace M { declare const x: number; } }",
     "declare namespace N { namespace M { declare c", 1038),
    ("declare namespace N { x: 1; }", "declare namespace N { x:", 1036),
    # constructors
    ("class C { static constructor() {} }", "class C { static constructor(", 1089),
    ("class C { async constructor() {} }", "class C { async constructor(", 1089),
    ("class C { override constructor() {} }", "class C { override constructor(", 1089),
    ("abstract class C { abstract constructor(); }", "abstract class C { abstract constructor(", 1242),
    ("class C { constructor<T>() {} }", "class C { constructor<", 1092),
    ("class C { constructor(): void {} }", "class C { constructor():", 1093),
    ("class C { get constructor() { return 1; } }", "class C { get constructor(", 1341),
    ("class C { *constructor() {} }", "class C { *constructor(", 1368),
    ("class C { constructor = 1; }", "class C { constructor =", 1005),
    # index signatures take `static` and `readonly` only
    ("class C { public [k: string]: any; }", "class C { public [k:", 1071),
    ("class C { declare [k: string]: any; }", "class C { declare [k:", 1071),
    # computed names in type literals and interfaces
    ("declare const a: any; type T = { [a + 1]: number };", "declare const a: any; type T = { [a +", 1170),
    ("declare const a: any; interface I { [a()]: number }", "declare const a: any; interface I { [a(", 1169),
    ("declare const a: any; type T = { [(a)]: number };", "declare const a: any; type T = { [(", 1170),
    ('type T = { ["a" + "b"]: number };', 'type T = { ["a" +', 1170),
    ("type T = { [this]: number };", "type T = { [this]", 1170),
    ("declare const o: any; type T = { [o.#k]: 1 };", "declare const o: any; type T = { [o.#", 1170),
    # tagged templates in an optional chain
    ("declare const a: any; a?.b`x`;", "declare const a: any; a?.b`", 1358),
    ("declare const a: any; a?.b.c`x`;", "declare const a: any; a?.b.c`", 1358),
    ("declare const a: any; a?.b()`x`;", "declare const a: any; a?.b()`", 1358),
    # a private name in an expression is the left operand of `in`, nothing else
    ("class C { #x = 1; m() { #x; } }", "class C { #x = 1; m() { #x;", 1451),
    ("class C { #x = 1; m(o: any) { return (#x) in o; } }", "class C { #x = 1; m(o: any) { return (#x)", 1451),
    ("class C { #x = 1; m(o: any) { return 1 + #x in o; } }", "class C { #x = 1; m(o: any) { return 1 + #", 1451),
    ("class C { #x = 1; m(o: any) { return !#x in o; } }", "class C { #x = 1; m(o: any) { return !#", 1451),
    ("class C { #x = 1; m(o: any) { return o in #x; } }", "class C { #x = 1; m(o: any) { return o in #", 1451),
    ("class C { #x = 1; m(o: any) { return #x instanceof o; } }", "class C { #x = 1; m(o: any) { return #x ins", 1451),
    # regular expressions: the `u` flag's rules, named and long back-references, hex and octal escapes
    ("let r = /\\-/u;", "let r = /\\-/u", 1535),
    ("let r = /[\\q]/u;", "let r = /[\\q]/u", 1535),
    ("let r = /\\p{L}/g;", "let r = /\\p{L}/g;", 1530),
    ("let r = /\\pL/u;", "let r = /\\pL/u", 1531),
    ("let r = /\\u{41}/;", "let r = /\\u{41}/;", 1538),
    ("let r = /\\c/u;", "let r = /\\c/u", 1512),
    ("let r = /]/u;", "let r = /]/u", 1508),
    ("let r = /\\k/u;", "let r = /\\k/u", 1510),
    ("let r = /(?<n>a)\\k/;", "let r = /(?<n>a)\\k/", 1510),
    ("let r = /(?<n>a)\\k<m>/;", "let r = /(?<n>a)\\k<m>/", 1532),
    ("let r = /(?<n>a)(?<n>b)/;", "let r = /(?<n>a)(?<n>", 1515),
    ("let r = /(?<n>a)(?:(?<n>b)|c)/;", "let r = /(?<n>a)(?:(?<n>", 1515),
    ("let r = /(a)\\10/;", "let r = /(a)\\10/", 1533),
    ("let r = /\\x4/;", "let r = /\\x4/", 1125),
    ("let r = /\\u004/u;", "let r = /\\u004/", 1125),
    ("let r = /\\u{110000}/u;", "let r = /\\u{110000", 1198),
    ("let r = /\\01/;", "let r = /\\01", 1487),
    ("let r = /[\\1]/;", "let r = /[\\1", 1536),
    ("let r = /[\\8]/;", "let r = /[\\8", 1537),
    ("let r = /[\\01]/;", "let r = /[\\01", 1487),
    # invalid escapes in untagged templates (and in template literal types with substitutions)
    ("let s = `\\x4g`;", "let s = `\\x4g", 1125),
    ("let s = `a\\u{110000}b`;", "let s = `a\\u{110000", 1198),
    ("let s = `\\01`;", "let s = `\\01", 1487),
    ("let s = `\\8`;", "let s = `\\8", 1488),
    ("let s = `${1}\\u00${2}`;", "let s = `${1}\\u00$", 1125),
    ("type T = `\\x4g${string}`;", "type T = `\\x4g${", 1125),
    ("type T = `${string}\\x4g`;", "type T = `${string}\\x4g", 1125),
    ("enum E { A = `\\x4g` }", "enum E { A = `\\x4g", 1125),
    ("function f<in T>() {}", "function f<in T", 1274),
    ("function f<out T>() {}", "function f<out T", 1274),
    ("class C { m<in T>() {} }", "class C { m<in T", 1274),
    ("type F = <out T>() => void;", "type F = <out T", 1274),
    ("type A<const T> = T;", "type A<const T", 1277),
    ("interface I<const T> {}", "interface I<const T", 1277),
    ('export import { x } from "m";', "export import {", 1191),
    ('export import x from "m";', "export import x f", 1191),
    # `as const` on what is no literal (a name, a call, `null`, an operator's result...)
    ("declare const x: any; let a = x as const;", "declare const x: any; let a = x as const;", 1355),
    ("declare function f(): any; let a = f() as const;", "declare function f(): any; let a = f() as const;", 1355),
    ("let a = null as const;", "let a = null as const;", 1355),
    ("declare const x: any; let a = x! as const;", "declare const x: any; let a = x! as const;", 1355),
    ("let a = 1 + 2 as const;", "let a = 1 + 2 as const;", 1355),
    ("declare const x: any; let a = x as any as const;", "declare const x: any; let a = x as any as const;", 1355),
    ("declare const x: any; let a = x[0].b as const;", "declare const x: any; let a = x[0].b as const;", 1355),
    ('let a = "a".length as const;', 'let a = "a".length as const;', 1355),
    ("class C { m() { return this as const; } }", "class C { m() { return this as const;", 1355),
    ("declare const x: any; let a = -x as const;", "declare const x: any; let a = -x as const;", 1355),
    ("declare const t: any; let a = t`x` as const;", "declare const t: any; let a = t`x` as const;", 1355),
    # ... on a group holding more than one operand, an assertion or a `yield`; on a member of a
    # group holding no dotted name, and past the first member after a group (tsc skips only the
    # parentheses: `(x).y.z` is no entity name, whatever `x` is)
    ("declare let a: any; let b = (a = 1) as const;", "declare let a: any; let b = (a = 1) as const;", 1355),
    ("declare let x: any; let b = (!x, [1]) as const;", "declare let x: any; let b = (!x, [1]) as const;", 1355),
    ("declare let x: any; let b = (x, 1) as const;", "declare let x: any; let b = (x, 1) as const;", 1355),
    ('declare let x: any; let b = (x || "a") as const;', 'declare let x: any; let b = (x || "a") as const;', 1355),
    ("let b = (<const>1) as const;", "let b = (<const>1) as const;", 1355),
    ("let b = <const>1 as const;", "let b = <const>1 as const;", 1355),
    ("function* g() { let b = (yield 1) as const; }", "function* g() { let b = (yield 1) as const;", 1355),
    ("declare let x: any; let b = (x).y.z as const;", "declare let x: any; let b = (x).y.z as const;", 1355),
    ("declare let x: any; let b = (x).y?.z as const;", "declare let x: any; let b = (x).y?.z as const;", 1355),
    ("namespace N { export enum E { A } } let b = (N).E.A as const;",
     "namespace N { export enum E { A } } let b = (N).E.A as const;", 1355),
    ("declare let x: any; let b = (1 + x).y as const;", "declare let x: any; let b = (1 + x).y as const;", 1355),
    ("class C { m() { return (this).A as const; } }", "class C { m() { return (this).A as const;", 1355),
    ("enum E { A } let b = (E!).A as const;", "enum E { A } let b = (E!).A as const;", 1355),
    # `using` declarations: not in a for-in (TS1493, TS1494), no empty list (`for (await using of
    # x)`: TS1123), no pattern (TS1492), no `export` or `declare` (TS1491), not in declare code (TS1545)
    ("declare const x: any; for (using a in x) {}", "declare const x: any; for (using a i", 1493),
    ("declare const x: any; async function f() { for (await using a in x) {} }",
     "declare const x: any; async function f() { for (await using a i", 1494),
    ("declare const x: any; async function f() { for (await using of in x) {} }",
     "declare const x: any; async function f() { for (await using of i", 1494),
    ("declare const x: Disposable[]; async function f() { for (await using of x) {} }",
     "declare const x: Disposable[]; async function f() { for (await using of x", 1123),
    ("declare const x: Disposable[]; async function f() { for await (await using of x) {} }",
     "declare const x: Disposable[]; async function f() { for await (await using of x", 1123),
    ("declare const x: any; for (using {a} of x) {}", "declare const x: any; for (using {", 1492),
    ("declare const d: any; { using {a} = d; }", "declare const d: any; { using {", 1492),
    ("declare const d: Disposable; export using a = d;", "declare const d: Disposable; export u", 1491),
    ("declare using a: Disposable;", "declare using a", 1491),
    ("declare namespace N { using a: Disposable; }", "declare namespace N { using a", 1545),
    # a `declare` property in any class is ambient: no value (TS1039) but a `readonly` one's literal
    ("class C { declare x = 1; }", "class C { declare x =", 1039),
    ("class C { declare x: number = 1; }", "class C { declare x: number =", 1039),
    ("class C { declare static x: number = 1; }", "class C { declare static x: number =", 1039),
    ("class C { declare readonly x: number = 1; }", "class C { declare readonly x: number =", 1039),
    ("class C { declare readonly x = [1]; }", "class C { declare readonly x = [", 1254),
    # `unique symbol` types only a `static readonly` class property (TS1331)
    ("class C { readonly x: unique symbol = Symbol(); }", "class C { readonly x: unique ", 1331),
    ("class C { static x: unique symbol = Symbol(); }", "class C { static x: unique ", 1331),
    ("class C { static accessor x: unique symbol = Symbol(); }", "class C { static accessor x: unique ", 1331),
    ("abstract class C { abstract readonly x: unique symbol; }", "abstract class C { abstract readonly x: unique ", 1331),
    ("declare class D { readonly y: unique symbol; }", "declare class D { readonly y: unique ", 1331),
    ("class C { static readonly [k: string]: unique symbol; }", "class C { static readonly [k: string]: unique ", 1335),
    # ... a type member that is not a `readonly` property (TS1330, TS1335)
    ("interface I { x: unique symbol; }", "interface I { x: unique ", 1330),
    ("type T = { x?: unique symbol };", "type T = { x?: unique ", 1330),
    ("interface I { readonly\nx: unique symbol; }", "interface I { readonly\nx: unique ", 1330),
    ("interface I { readonly: unique symbol; }", "interface I { readonly: unique ", 1330),
    ("interface I { [k: string]: unique symbol; }", "interface I { [k: string]: unique ", 1335),
    ('type T = { readonly [K in "a"]: unique symbol };', 'type T = { readonly [K in "a"]: unique ', 1335),
    ("interface I { get x(): unique symbol; }", "interface I { get x(): unique ", 1335),  # a getter's `unique` is no predicate's name
    # an async function's return type: a union holding a plain keyword or literal type (TS1064)
    ("async function f(): number | Promise<number> { return 1; }", "async function f(): number | Promise<number> {", 1064),
    ("async function f(): Promise<number> | number { return 1; }", "async function f(): Promise<number> | number {", 1064),
    ("async function f(): Promise<void> | never[] {}", "async function f(): Promise<void> | never[] {", 1064),
    ("async function f(): unknown | Promise<void> { return; }", "async function f(): unknown | Promise<void> {", 1064),
    ("const g = async (): number | Promise<number> => 1;", "const g = async (): number | Promise<number> =", 1064),
    ("class C { async m(): Promise<number> | string { return 1; } }", "class C { async m(): Promise<number> | string {", 1064),
    ("declare const x: any; async function f(): number | typeof x {}", "declare const x: any; async function f(): number | typeof x {", 1064),
    ("type T = | (x: number) => void;", "type T = | (x:", 1385),
    ("type T = string | () => void;", "type T = string | ()", 1385),
    ("type T = string & (x: number) => void;", "type T = string & (x:", 1387),
    ("type T = string | new () => void;", "type T = string | new ", 1386),
    ("type T = string | <X>() => void;", "type T = string | <", 1385),
    ("function f(a?: number, b: number) {}", "function f(a?: number, b: number)", 1016),
    ("class C { constructor(private a?: number, public b: number) {} }",
     "class C { constructor(private a?: number, public b: number)", 1016),
    ("const g = (a?: number, b) => 1;", "const g = (a?: number, b)", 1016),
    ("type F = (a?: number, b: number) => void;", "type F = (a?: number, b: number)", 1016),
    ("declare function f(a?: number, [x]: number[]): void;", "declare function f(a?: number, [x]: number[])", 1016),
    ("declare const x: any, A: any; let a = x as unknown as string\n<A>;",
     "declare const x: any, A: any; let a = x as unknown as string\n<A>;", 1109),
    ("export interface implements {}", "export interface implements ", 1214),
    ("type let = 1;", "type let ", 1214),
    ("enum static { A }", "enum static ", 1214),
    ("function f(a?= 1) {}", "function f(a?=", 1015),
    ("function f(a?: number = 1) {}", "function f(a?: number =", 1015),
    # `<const>x`: the operand of a `<const>` assertion (a unary expression) is no literal
    ("declare const x: any; let a = <const>x;", "declare const x: any; let a = <const>x;", 1355),
    ("declare function f(): any; let a = <const>f();", "declare function f(): any; let a = <const>f();", 1355),
    ("let a = <const>null;", "let a = <const>null;", 1355),
    ("class C { m() { return <const>this; } }", "class C { m() { return <const>this;", 1355),
    ("declare const x: any; let a = <const>x!;", "declare const x: any; let a = <const>x!;", 1355),
    ("declare const x: any; let a = <const>-x;", "declare const x: any; let a = <const>-x;", 1355),
    ("declare const x: any; let a = <const>x[0].b;", "declare const x: any; let a = <const>x[0].b;", 1355),
    ('let a = <const>"a".length;', 'let a = <const>"a".length;', 1355),
    ("declare const x: any; let a = <const>x++;", "declare const x: any; let a = <const>x++;", 1355),
    ("declare const x: any; let a = <const><any>x;", "declare const x: any; let a = <const><any>x;", 1355),
    ("declare const t: any; let a = <const>t`x`;", "declare const t: any; let a = <const>t`x`;", 1355),
    ("declare const x: any; let a = <const>typeof x;", "declare const x: any; let a = <const>typeof ", 1355),
    ("let a = <const>/a/;", "let a = <const>/a/;", 1355),
    ("declare const x: any; let a = <const>x < 1;", "declare const x: any; let a = <const>x <", 1355),
    # a strict-mode reserved word that starts no statement is refused where its token ends
    ("class C { m() {\n  private p() {} }", "class C { m() {\n  private ", 1128),
    ("class C { m() {\n  static get c() { return 1; } }", "class C { m() {\n  static ", 1128),
    ("function f() { public x; }", "function f() { public ", 1128),
    # ... also as the first name of a return type that could have been a predicate `x is T`
    ("function f(x: number): let { return 1; }", "function f(x: number): let ", 1214),
    ("class C { m(x: number): static { return 1; } }", "class C { m(x: number): static ", 1213),
    ("let g = (a: number): package => 1;", "let g = (a: number): package ", 1214),
    # a property named twice in an object nested in a literal: the outermost literal decides
    ("let o = { a: { b: 1, b: 2 }, c: 1 };", "let o = { a: { b: 1, b: 2 }, c: 1 };", 1117),
    ("let o = [{a: 1, a: 2}, 1];", "let o = [{a: 1, a: 2}, 1];", 1117),
    ("let o = [[{a: 1, a: 2}]];", "let o = [[{a: 1, a: 2}]];", 1117),
    ("let o = {a: 1, a: 2}, p = 1;", "let o = {a: 1, a: 2},", 1117),
    ("let o = [1 + {a: 1, a: 2}];", "let o = [1 + {a: 1, a: 2}]", 1117),
    ("let o = { set: 1, set: 2 };", "let o = { set: 1, set: 2 };", 1117),
    ("let o = { async: 1, b: 2, async: 3 };", "let o = { async: 1, b: 2, async: 3 };", 1117),
    ("async function f({a: await}: any) {}", "async function f({a: await}", 1359),
    ("async function f() { await: for (;;) {} }", "async function f() { await:", 1109),
    ("export {};\nawait: for (;;) break await;", "export {};\nawait:", 1109),
    # `await` naming a function, class, interface or type alias, or as a shorthand property
    ("export {}; { function await() {} }", "export {}; { function await(", 1262),
    ("export {}; { class await {} }", "export {}; { class await ", 1262),
    ("export {}; { type await = 1; }", "export {}; { type await ", 1262),
    ("export {}; interface await {}", "export {}; interface await ", 1262),
    ("export {}; let x = class await {};", "export {}; let x = class await ", 1262),
    ("export {}; export default function await() {}", "export {}; export default function await(", 1262),
    ("export {}; abstract class await {}", "export {}; abstract class await ", 1262),
    ("export {}; async function f() { function await() {} }", "export {}; async function f() { function await(", 1359),
    ("export {}; var q: any; let o = {await};", "export {}; var q: any; let o = {await}", 1262),
    ("async function f() { let o = {await}; }", "async function f() { let o = {await}", 1005),
    # a word after `await` read as a name on the same line: tsc reads an await expression
    ("function f() { var await: any; return await in {}; }", "function f() { var await: any; return await i", 1109),
    ("function f() { var await: any; return await as any; }", "function f() { var await: any; return await a", 1005),
    ("namespace Q2 { export = 1; }", "namespace Q2 { export =", 1063),
    ("declare namespace N { type X = 1; ; }", "declare namespace N { type X = 1; ;", 1036),
    ('declare module "m" { ; }', 'declare module "m" { ;', 1036),
    # round 2: definite assignment assertions (TS1263, TS1264; a pattern or a for head: TS1005)
    ("let a!: number = 1;", "let a!: number =", 1263),
    ("let b! = 1;", "let b! =", 1263),
    ("let x!: number\n= 1;", "let x!: number\n=", 1263),
    ("let c!;", "let c!;", 1264),
    ("let c!, d = 1;", "let c!,", 1264),
    ("let x: number, z!: string = '';", "let x: number, z!: string =", 1263),
    ("for (let x!: number;;) {}", "for (let x!", 1005),
    ("let {a}!: any = {a: 1};", "let {a}!", 1005),
    # a bigint as a property name (TS1539)
    ("class A { 1n; }", "class A { 1n;", 1539),
    ("class A { static 1n = 1 }", "class A { static 1n =", 1539),
    ("class A { 1n\n x = 1 }", "class A { 1n\n x", 1539),
    ("class A { 1n?: number }", "class A { 1n?:", 1539),
    ("type T = { 1n: number };", "type T = { 1n:", 1539),
    ("type T = { readonly 1n?: number };", "type T = { readonly 1n?:", 1539),
    ("interface I { 1n }", "interface I { 1n }", 1539),
    ("let o = { 1n: 1 };", "let o = { 1n:", 1539),
    # a line break after `throw` (TS1142)
    ("throw\nnew Error();", "throw\nn", 1142),
    ("function f() { throw // c\n 1; }", "function f() { throw // c\n 1", 1142),
    ("throw /*\n*/ 1;", "throw /*\n*/ 1", 1142),
    # import bindings: strict reserved words (TS1214), `await` (TS1262), reserved words (TS1359)
    ('import * as private from "./x";', "import * as private ", 1214),
    ('import private from "./x";', "import private ", 1214),
    ('import x, * as let from "./x";', "import x, * as let ", 1214),
    ('import type private from "./x";', "import type private ", 1214),
    ('import * as await from "./x";', "import * as await ", 1262),
    ('import * as class from "./x";', "import * as class ", 1359),
    # `export declare` of no declaration
    ("var declare: any, x: any; export declare x;", "var declare: any, x: any; export declare x", 1128),
    # past the statement a `// @ts-ignore` silences, the rules are on again
    ("// @ts-ignore\nlet y = 1;\nconst x: number;", "// @ts-ignore\nlet y = 1;\nconst x: number;", 1155),
    ("// @ts-ignore\nconst x: number\nlet z = 1;\nconst w: number;",
     "// @ts-ignore\nconst x: number\nlet z = 1;\nconst w: number;", 1155),
    ("// @ts-expect-error\nconst x: number;\n// @ts-ignore\nconst y: number;\nconst z: number;",
     "// @ts-expect-error\nconst x: number;\n// @ts-ignore\nconst y: number;\nconst z: number;", 1155),
    ("function f() {\n// @ts-ignore\nreturn 1;\n}\nlet a = 1;\nconst x: number;",
     "function f() {\n// @ts-ignore\nreturn 1;\n}\nlet a = 1;\nconst x: number;", 1155),
    ("// @ts-ignore\nlet x = [1,\n2, 3]; const y: number;\nconst z: number;",
     "// @ts-ignore\nlet x = [1,\n2, 3]; const y: number;\nconst z: number;", 1155),
    # a mapped type with other members (TS7061), or a `,` after it (TS1005)
    ('type K = "a"; type T = { a: 1; [k in K]: 1 };', 'type K = "a"; type T = { a: 1; [k i', 7061),
    ('type K = "a"; type T = { [k in K]: 1; a: 1 };', 'type K = "a"; type T = { [k in K]: 1; a', 7061),
    ('type K = "a"; type T = { a: 1\n[k in K]: 1 };', 'type K = "a"; type T = { a: 1\n[k i', 7061),
    ('type K = "a"; type T = { readonly a: 1; readonly [k in K]: 1 };',
     'type K = "a"; type T = { readonly a: 1; readonly [k i', 7061),
    ("interface I { [k in string]: 1 }", "interface I { [k i", 7061),
    ('type K = "a"; type T = {a: 1; readonly \n [k in K]: 1 };', 'type K = "a"; type T = {a: 1; readonly \n [k i', 7061),
    ('type K = "a"; type T = { [k in K]: 1, };', 'type K = "a"; type T = { [k in K]: 1,', 1005),
    # heritage after `implements` / an interface's `extends` (TS1005, TS1011, TS2499, TS2500)
    ("interface A {} interface I extends A | null {}", "interface A {} interface I extends A |", 1005),
    ("interface A {} interface I extends (A) {}", "interface A {} interface I extends (", 2499),
    ("interface A {} class C implements A[] {}", "interface A {} class C implements A[", 1011),
    ("interface I extends this {}", "interface I extends this ", 2499),
    ("interface A {} class D implements A, {}", "interface A {} class D implements A, {", 1009),
    # strict reserved words as function names (TS1214)
    ("export function static() {}", "export function static(", 1214),
    ("(function let() {});", "(function let(", 1214),
    ("function* yield() {}", "function* yield(", 1214),
    # `export {` / `export *` in a namespace (TS1194); a class named by a strict reserved word (TS1213)
    ("namespace N { export {}; }", "namespace N { export {", 1194),
    ('namespace N { export * from "./x"; }', "namespace N { export *", 1194),
    ("namespace N.M { export type { }; }", "namespace N.M { export type {", 1194),
    ("let c = class static {};", "let c = class static ", 1213),
    ("class implements {}", "class implements ", 1213),
    # an empty statement as an `if`'s body (TS1313)
    ("declare const x: any; if (x);", "declare const x: any; if (x);", 1313),
    ("declare const x: any; if (x) /* */ ; else {}", "declare const x: any; if (x) /* */ ;", 1313),
    # `delete` of a plain name (TS1102)
    ("declare let x: any; delete x;", "declare let x: any; delete x;", 1102),
    ("declare let x: any; delete x\nfoo();", "declare let x: any; delete x\nf", 1102),
    ("declare let x: any; let a = delete x + 1;", "declare let x: any; let a = delete x + ", 1102),
    ("declare let x: any, f: any; f(delete x);", "declare let x: any, f: any; f(delete x)", 1102),
    # a private name outside class bodies (TS18016), in an optional chain (TS18030)
    ("declare const o: any; if (#x in o) {}", "declare const o: any; if (#", 18016),
    ("declare const o: any; o.#x;", "declare const o: any; o.#", 18016),
    ("declare const o: any; o?.#x;", "declare const o: any; o?.#", 18030),
    # `declare` in a block or function (TS1184), before another modifier (TS1193, TS1128)
    ("function f() { declare const a: number; }", "function f() { declare const ", 1184),
    ("{ declare let b: number; }", "{ declare let ", 1184),
    ("let x = 1; export { x }; declare export { x };", "let x = 1; export { x }; declare export ", 1193),
    ("declare public x;", "declare public ", 1128),
    # an initializer of an ambient let/var (TS1039)
    ("declare let g = 1;", "declare let g =", 1039),
    ("declare namespace Q { const r = 1; let s = 2; }", "declare namespace Q { const r = 1; let s =", 1039),
    # a rest parameter with `?` (TS1047) or a value (TS1048)
    ("function f(...a?: number[]) {}", "function f(...a?", 1047),
    ("function f(...a: number[] = []) {}", "function f(...a: number[] =", 1048),
    ("let g = (...a = []) => a;", "let g = (...a =", 1048),
    # a local export of a reserved word or a string (TS2304, TS1003)
    ("let a = 1; export { default as bg };", "let a = 1; export { default as bg };", 2304),
    ("let a = 1; export { a, 's' as b };", "let a = 1; export { a, 's' as b };", 1003),
    ("let a = 1; export { default }\n;", "let a = 1; export { default }\n;", 2304),
    # `asserts x` names a parameter (TS1225)
    ("function j(x: unknown): asserts b is string {}", "function j(x: unknown): asserts b", 1225),
    # an optional object member (TS1162); a private name in a type literal or interface (TS18016)
    ("let o = { a?: 1 };", "let o = { a?", 1162),
    ("let o = { a?() {} };", "let o = { a?", 1162),
    ("type T = { #x: number };", "type T = { #", 18016),
    ("class C { m(): { #x: number } { return null!; } }", "class C { m(): { #", 18016),
    # an accessor in a type member takes a parameter list right after its name (TS1005, TS1094)
    ("interface I { get x: number }", "interface I { get x:", 1005),
    ("interface I { get x?(): number }", "interface I { get x?", 1005),
    ("interface I { set: number; get\nx: number }", "interface I { set: number; get\nx:", 1005),
    ("type T = { get x<U>(): U };", "type T = { get x<", 1094),
    # `import.` takes only `meta` (TS17012)
    ("let v = import.metatrue;", "let v = import.metat", 17012),
    # a built-in type's name for a type alias or interface (TS2457, TS2427)
    ("type never = 1;", "type never ", 2457),
    ("interface string {}", "interface string ", 2427),
    ("declare namespace N { type any = 1; }", "declare namespace N { type any ", 2457),
    # an accessor's parameters: a `get` takes none, a `set` one (a `this` parameter first not
    # counted), the value parameter no rest (TS1054, TS1049, TS1053); a `set` no return type (TS1095)
    ("class C { get x(a) { return 1; } }", "class C { get x(a", 1054),
    ("class C { get x(this: C, a: number) { return 1; } }", "class C { get x(this: C, a", 1054),
    ("class C { static get x(...a: any[]) { return 1; } }", "class C { static get x(.", 1054),
    ("let o = { get x(a) { return 1; } };", "let o = { get x(a", 1054),
    ("interface I { get x(a: number): number; }", "interface I { get x(a", 1054),
    ("declare class D { get x(a: number): number; }", "declare class D { get x(a", 1054),
    ("class C { set x() {} }", "class C { set x()", 1049),
    ("class C { set x(a: number, b: number) {} }", "class C { set x(a: number, b", 1049),
    ("let o = { set x() {} };", "let o = { set x()", 1049),
    ("type T = { set x(a: number, b: number); };", "type T = { set x(a: number, b", 1049),
    ("class C { set x(...a: number[]) {} }", "class C { set x(.", 1053),
    ("class C { set x(this: C, ...a: number[]) {} }", "class C { set x(this: C, .", 1053),
    ("class C { set x(v: number): void {} }", "class C { set x(v: number):", 1095),
    ("class C { set x(v?: number) {} }", "class C { set x(v?", 1051),
    ("class C { set x(this: C, v?: number) {} }", "class C { set x(this: C, v?", 1051),
    ("let o = { set x(v = 1) {} };", "let o = { set x(v =", 1052),
    # a strict reserved word in a method body (a class body is strict, TS1213)
    ("class C { m() { private } }", "class C { m() { private ", 1213),
    # `export * as` takes a strict-mode name (a fuzz find, seed 15902)
    ('export * as interface from "./m";', "export * as interface ", 1214),
    ('export * as await from "./m";', "export * as await ", 1262),
    # a keyword type's word before `is` is a predicate's parameter name too (a fuzz find, seed 15903)
    ("function f(x: any): undefined is string { return true; }", "function f(x: any): undefined i", 1225),
    ("const g = (x: any): number is string => true;", "const g = (x: any): number i", 1225),
    ("async function h(x: any): number { return 1; }", "async function h(x: any): number {", 1064),
    # the type `this` takes no `.X` or type arguments (a fuzz find, seed 15904)
    ("class C<S> { m(acc: number | this.S) {} }", "class C<S> { m(acc: number | this.", 1005),
    ("class C { m(): this<number> { return this; } }", "class C { m(): this<", 1144),
    ("let o = { set x(v: number): void {} };", "let o = { set x(v: number):", 1095),
    ("interface I { set x(v: number): void; }", "interface I { set x(v: number):", 1095),
    ("abstract class A { abstract set x(v: number): void; }", "abstract class A { abstract set x(v: number):", 1095),
    # an async function's return type that is one keyword or literal type (with `[]`): no
    # Promise (TS1064), proven where the type ends
    ("async function f(): number { return 1; }", "async function f(): number {", 1064),
    ("async function f(): never { throw 1; }", "async function f(): never {", 1064),
    ("async function f(): void {}", "async function f(): void {", 1064),
    ("async function f(): any {}", "async function f(): any {", 1064),
    ('async function f(): "a" {}', 'async function f(): "a" {', 1064),
    ("async function f(): -1 {}", "async function f(): -1 {", 1064),
    ("async function f(): number[][] {}", "async function f(): number[][] {", 1064),
    ("async function f(): number;\nasync function f(): any {}", "async function f(): number;", 1064),
    ("const g = async (): number => 1;", "const g = async (): number =", 1064),
    ("class C { async m(): string { return ''; } }", "class C { async m(): string {", 1064),
    ("let o = { async m(): boolean { return true; } };", "let o = { async m(): boolean {", 1064),
    ("async function f(): () => void {}", "async function f(): () => void {", 1064),
    ("async function f(): new () => void {}", "async function f(): new ", 1064),
    ("async function f(): <T>(x: T) => T {}", "async function f(): <", 1064),
    ("const g = async (): () => void => () => {};", "const g = async (): () => void =", 1064),
    # a const in declare code takes a literal or an enum member (TS1254), a typed one no value (TS1039)
    ("declare const x = [1];", "declare const x = [", 1254),
    ("declare const x = null;", "declare const x = null;", 1254),
    ("declare const x = a;", "declare const x = a;", 1254),
    ("declare const x = (1);", "declare const x = (", 1254),
    ("declare const x = 1 + 2;", "declare const x = 1 +", 1254),
    ("declare const x = `a${1}`;", "declare const x = `a${", 1254),
    ("declare const x = E.A();\nenum E { A }", "declare const x = E.A(", 1254),
    ("declare namespace N { const x = [1]; }", "declare namespace N { const x = [", 1254),
    ("declare const x = 1, y = {};", "declare const x = 1, y = {", 1254),
    ("declare const x: number = 1;", "declare const x: number =", 1039),
    ("declare class D { x = 1; }", "declare class D { x =", 1039),
    ("declare class D { readonly x = [1]; }", "declare class D { readonly x = [", 1254),
    ("declare class D { readonly x: number = 1; }", "declare class D { readonly x: number =", 1039),
    # `await` as a type name where tsc parses the type in a module's top-level await context
    ("export {}; let x: await;", "export {}; let x: await;", 1262),
    ("export {}; let x: Array<await>;", "export {}; let x: Array<await>", 1262),
    ("export {}; type T = await;", "export {}; type T = await;", 1262),
    ("export {}; let x: () => await;", "export {}; let x: () => await;", 1262),
    ("export {}; class C extends Array<await> {}", "export {}; class C extends Array<await>", 1262),
    ("export {}; let x = 1 as await;", "export {}; let x = 1 as await;", 1262),
    ("export {}; let x: typeof await;", "export {}; let x: typeof await;", 1262),
    ("export {}; { let x: await; }", "export {}; { let x: await;", 1262),
    ("export {}; f<await>();", "export {}; f<await>", 1262),
    # a parameter decorator outside a class (TS1206; on an arrow's parameter a syntax error)
    ("function f(@d x: any) {}", "function f(@", 1206),
    ("const g = function (@d x: any) {};", "const g = function (@", 1206),
    ("let o = { m(@d x: any) {} };", "let o = { m(@", 1206),
    ("function f(a: any, @d x: any) {}", "function f(a: any, @", 1206),
    ("const h = (@d x: any) => 1;", "const h = (@d x", 1109),
    # type arguments holding a JSDoc type `!T` (TS17020), where tsc commits to type arguments
    ("declare const f: any, T: any, x: any; f<!T>(x);", "declare const f: any, T: any, x: any; f<!T>(", 17020),
    ("declare const f: any, T: any, x: any; f < !T.a > (x);", "declare const f: any, T: any, x: any; f < !T.a > (", 17020),
    ("declare const f: any, T: any, x: any; f.g<!number>`a`;", "declare const f: any, T: any, x: any; f.g<!number>`", 17020),
    ("declare const f: any, T: any, x: any; f<!T>\nx;", "declare const f: any, T: any, x: any; f<!T>\nx", 17020),
    ("declare const f: any, T: any, x: any; new f<!1>(x);", "declare const f: any, T: any, x: any; new f<!1>(", 17020),
    ("declare const f: any, T: any, U: any, x: any; f<!T, U>(x);", "declare const f: any, T: any, U: any, x: any; f<!T, U>(", 17020),
    ("function f(this?: any) {}", "function f(this?", 1005),
    ("function f(this: any = 1) {}", "function f(this: any =", 1005),
    ("type F = (this?: any) => void;", "type F = (this?", 1005),
    ("// @ts-ignore\nfunction f(this = 1) {}", "// @ts-ignore\nfunction f(this =", 1005),
    ("declare const f: any, T: any, U: any, x: any; f<!T, !U.V, 1>`a`;",
     "declare const f: any, T: any, U: any, x: any; f<!T, !U.V, 1>`", 17020),
    ("declare const f: any, T: any, U: any, x: any; f<!T | U>(x);", "declare const f: any, T: any, U: any, x: any; f<!T | U>(", 17020),
    ("declare const f: any, T: any, U: any, x: any; f<!T & !U>\nx;", "declare const f: any, T: any, U: any, x: any; f<!T & !U>\nx", 17020),
]



@pytest.mark.parametrize("text", VALID)
def test_valid_text_is_accepted_at_every_prefix(text):
    assert_every_prefix_accepted(text)


@pytest.mark.parametrize("text", EXPERIMENTAL_DECORATORS_VALID)
def test_valid_with_experimental_decorators_is_accepted_at_every_prefix(text):
    assert_every_prefix_accepted(text)


@pytest.mark.slow
def test_tsc_agrees_with_the_experimental_decorator_rows(oracle):
    texts = [(Path(f"/tmp/__experimental_decorators_{i}.ts"), t) for i, t in enumerate(EXPERIMENTAL_DECORATORS_VALID)]
    plain = oracle.strict_diagnostics(texts)
    experimental = oracle.strict_diagnostics(texts, {"experimentalDecorators": True})
    for text, p, e in zip(EXPERIMENTAL_DECORATORS_VALID, plain, experimental):
        assert 1206 in {d["code"] for d in p}, text  # not valid without it
        assert not [d["code"] for d in e if is_grammar(d["code"])], text


@pytest.mark.parametrize("text, rejected_prefix, code", INVALID)
def test_grammar_error_is_rejected_at_the_first_impossible_character(text, rejected_prefix, code):
    assert_rejected_at(text, rejected_prefix)


@pytest.mark.slow
def test_tsc_agrees_with_every_row(oracle):
    wrong = grammar_disagreements(oracle, VALID, INVALID, "/tmp/__grammar_gap")
    assert not wrong, "\n".join(wrong)