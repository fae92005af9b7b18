"""Issue 8: module detection. A file without imports or exports is a script (`moduleDetection:
auto`), where `await` is a name, until an import or export decides; the engine keeps both
readings, so script-valid texts are accepted and a file that becomes both is rejected where it
does. Checked against the engine (fast) and tsc 5.9.3 under `auto` and `force` (slow)."""

from __future__ import annotations

import pytest
from snippet_checks import assert_every_prefix_accepted, assert_rejected_at, module_detection_disagreements

# Module detection (`moduleDetection: auto`): a file without imports and exports is a script,
# where `await` is a name; the oracle's `force` makes every file a module. The engine keeps
# both readings until the file decides, so these texts, valid as scripts, must be accepted.
SCRIPT_VALID = [
    "let await = 1; await;\nimport x = N.y;\nnamespace N { export const y = 1; }",
    'var await: any; await;\ndeclare module "m" { export const y: number; import { z } from "n"; }',
    "var await: any; await;\nexports.x = 1;\nlet exportX = 1;\ndeclare var exports: any;",
    "var await: any; await (1); await\n(1); await [0]; await + 1;",
    'var await: any; await;\nimport("./m");',
    'import("./m");\nvar await: any; await.x;',
    "var await: any; { await; }\nnamespace N { export const y = 1; }",
    "await: for (;;) break await;\nfunction f(await: number) {}",
    "function await() {}\ninterface await {}\nlet o = {await};",
    "await `a`;\nclass await {}",
    "await\nx;\nawait (1);\nlet await = 1;\ndeclare var x: any;",
    "{ await; }\nfunction f(x = await) {}\nlet await = 1;",
    "let x: await;\ntype await = 1;",
]

# (text, the shortest rejected prefix, tsc's code under `auto`): a top-level `await` read as a
# name, then what makes the file a module (tsc reports an error under `force` too). Rejected at
# the end of the `export` token (`exports` is a name), or where an `import` is certainly a
# declaration (not `import(` nor `import x = N.y`), or at `import.` (only `import.meta` follows).
DETECTION_INVALID = [
    # a top-level `await using` is a module's (TS2853 in a script)
    ("var await: any;\nawait using a = d;\ndeclare const d: any;", "var await: any;\nawait using a", 2853),
    ("let await = 1;\nexport {};", "let await = 1;\nexport ", 1262),
    ("await;\nexport = 1;", "await;\nexport ", 1109),
    ("await.x;\nexport{};", "await.x;\nexport{", 1109),
    ('await;\nimport x = require("m");', "await;\nimport x = require(", 1109),
    ('let await = 1;\nimport { x } from "m";', "let await = 1;\nimport {", 1262),
    ('let await = 1;\nimport * as m from "m";', "let await = 1;\nimport *", 1262),
    ('let await = 1;\nimport "m";', 'let await = 1;\nimport "', 1262),
    ('let await = 1;\nimport x from "m";', "let await = 1;\nimport x f", 1262),
    ('let await = 1;\nimport x, { y } from "m";', "let await = 1;\nimport x,", 1262),
    ('let await = 1;\nimport type { T } from "m";', "let await = 1;\nimport type {", 1262),
    ('let await = 1;\nimport type from "m";', "let await = 1;\nimport type from ", 1262),
    ("let await = 1;\nconsole.log(import.meta.url);", "let await = 1;\nconsole.log(import.", 1262),
    ("let await = 1;\nfunction f() { return import.meta.url; }", "let await = 1;\nfunction f() { return import.", 1262),
    ("await: for (;;) break await;\nexport {};", "await: for (;;) break await;\nexport ", 1109),
    ("let [a = await] = [1];\nexport {};", "let [a = await] = [1];\nexport ", 1109),
    ("f(await);\nexport {};", "f(await);\nexport ", 1109),
    ("await\nexport {};", "await\nexport ", 1109),
    ("await;\n@d export class C {}", "await;\n@d e", 1109),
    ("function await() {}\nexport {};", "function await() {}\nexport ", 1262),
    ("class await {}\nexport {};", "class await {}\nexport ", 1262),
    ("type await = 1;\nexport {};", "type await = 1;\nexport ", 1262),
    ("let o = {await};\nexport {};", "let o = {await};\nexport ", 1262),
    # once `await` was a name, the file is a script: `await x` is no await expression (TS1375)
    ("var await: any; await x;", "var await: any; await x", 1375),
    # the other way round: tsc reads `await x` on one line (a word, number or string) as an
    # await expression, which only a module allows (TS1375 in a script); then `await` is no name
    ("await x;\nlet await = 1;\ndeclare var x: any;", "await x;\nlet await ", 1375),
    ("await 1;\nvar y = await;", "await 1;\nvar y = await;", 1375),
    ('await "a";\nfunction await() {}', 'await "a";\nfunction await(', 1375),
    ("let b = await in {};", "let b = await in ", 1109),
    ("let x: await;\nexport {};", "let x: await;\nexport ", 1262),
    ("declare const x: any; x.y await (x);\nlet await = 1;", "declare const x: any; x.y await (x);\nlet await ", 1005),
    # fourth round: an index signature's parameter type that no name can make valid (TS1268, TS1337)
    ("type A = { [k: boolean]: 1 };", "type A = { [k: boolean]", 1268),
    ("type A = { [k: string[]]: 1 };", "type A = { [k: string[]]", 1268),
    ("type A = { [k: [string]]: 1 };", "type A = { [k: [string]]", 1268),
    ("type A = { [k: { a: 1 }]: 1 };", "type A = { [k: { a: 1 }]", 1268),
    ("type A = { [k: -1]: 1 };", "type A = { [k: -1]", 1337),
    ('type A = { [k: "a"]: 1 };', 'type A = { [k: "a"]', 1337),
    ("type A = { [k: `a`]: 1 };", "type A = { [k: `a`]", 1337),
    ("class C { [k: object]: any }", "class C { [k: object]", 1268),
    ("interface I { [k: this]: any }", "interface I { [k: this]", 1337),
    ("interface I { a: { [k: any]: 1 } }", "interface I { a: { [k: any]", 1268),
    # a predicate naming a name bound by a pattern (TS1230), a rest parameter (TS1229), or with no parameters
    ("function f([input]: any): input is string { return true; }", "function f([input]: any): input i", 1230),
    ("function f({ a }: any, b: any): a is string { return true; }", "function f({ a }: any, b: any): a i", 1230),
    ("type F = ({ x }: any) => x is string;", "type F = ({ x }: any) => x i", 1230),
    ("const g = ([x]: any): x is string => true;", "const g = ([x]: any): x i", 1230),
    ("function f([input]: any): asserts input {}", "function f([input]: any): asserts i", 1230),
    ("function f(...a: any[]): a is string { return true; }", "function f(...a: any[]): a i", 1229),
    ("function f(...[a]: any[]): a is string { return true; }", "function f(...[a]: any[]): a i", 1230),
    ("function f(): x is string { return true; }", "function f(): x i", 1225),
    ("interface I { (): x is string }", "interface I { (): x i", 1225),
    # `await` as a function type's return type after named parameters (the predicate reading skipped it)
    ("export {}; let x: (a: any) => await;", "export {}; let x: (a: any) => await;", 1262),
    # `delete a < b`: a comparison whose left operand deletes a plain name (a fuzz find, seed 17002)
    ("declare let a: any, b: any; delete a < b;", "declare let a: any, b: any; delete a < b;", 1102),
    ("declare let a: any, b: any, c: any; let q = [delete a < b || c];", "declare let a: any, b: any, c: any; let q = [delete a < b ||", 1102),
    # `as const` / `<const>` on a group that holds no literal, a prefix operator's result, `f<T>` (TS1355)
    ("declare let x: any; let a = (x) as const;", "declare let x: any; let a = (x) as const;", 1355),
    ("let a = (1 + 2) as const;", "let a = (1 + 2) as const;", 1355),
    ("let a = (1 ? 2 : 3) as const;", "let a = (1 ? 2 : 3) as const;", 1355),
    ("let a = (() => 1) as const;", "let a = (() => 1) as const;", 1355),
    ('let a = !"a" as const;', 'let a = !"a" as const;', 1355),
    ('let a = -"a" as const;', 'let a = -"a" as const;', 1355),
    ("let a = - -1 as const;", "let a = - -1 as const;", 1355),
    ("let a = -(1) as const;", "let a = -(1) as const;", 1355),
    ("let a = typeof 1 as const;", "let a = typeof 1 as const;", 1355),
    ("let a = ~1 as const;", "let a = ~1 as const;", 1355),
    ('async function f() { let a = await "a" as const; }', 'async function f() { let a = await "a" as const;', 1355),
    ("declare function f<T>(): void; let a = f<number> as const;", "declare function f<T>(): void; let a = f<number> as const;", 1355),
    ("declare let x: any; let a = <const>(x);", "declare let x: any; let a = <const>(x);", 1355),
    ("let a = <const>!1;", "let a = <const>!", 1355),
    ("let a = <const>typeof 1;", "let a = <const>typeof ", 1355),
    ("let a = <const>void 0;", "let a = <const>void ", 1355),
    ("const a = () => <any>({ type: 1 }) as const;", "const a = () => <any>({ type: 1 }) as const;", 1355),
    ("let b = <number>1 as const;", "let b = <number>1 as const;", 1355),
    # a line break before an arrow's `=>` is a parser error: a `// @ts-ignore` does not silence it (TS1200; seed 17401)
    ("// @ts-ignore\nlet f = () \n=> 1;", "// @ts-ignore\nlet f = () \n=", 1200),
    ("// @ts-ignore\nlet g = x\n=> 1;", "// @ts-ignore\nlet g = x\n=>", 1200),
    # an import specifier binding `await`: the import makes the file a module (TS1262; seed 17501)
    ('import { await } from "./m";', 'import { await }', 1262),
    ('import { type await } from "./m";', 'import { type await }', 1262),
    ('import { x as await } from "./m";', 'import { x as await ', 1262),
    # `x is T` after more than a lone name at the return type's start (TS1144; fuzz seed 17201)
    ("function f(x: any): string[] | x is string { return true; }", "function f(x: any): string[] | x i", 1144),
    ("function f(x: any): | x is string { return true; }", "function f(x: any): | x i", 1144),
    ("function f(x: any): x.y is string { return true; }", "function f(x: any): x.y i", 1144),
    ("function f(x: any): typeof x is string { return true; }", "function f(x: any): typeof x i", 1144),
    ("function f(x: any): keyof x is string { return true; }", "function f(x: any): keyof x i", 1144),
    # `{ a = 1 }` that is no destructuring target (TS1312; `=` for `:`, fuzz seed 17201)
    ("const o = { a: 1, b = 2 };", "const o = { a: 1, b = 2 };", 1312),
    ("declare function f(o: any): void; f({ a = 1 });", "declare function f(o: any): void; f({ a = 1 })", 1312),
    ("declare let a: any; let x = [{ a = 1 }];", "declare let a: any; let x = [{ a = 1 }];", 1312),
    ("declare let a: any; let x = { p: { a = 1 } };", "declare let a: any; let x = { p: { a = 1 } };", 1312),
    # a for-of / for-in head with more than one declaration or a value (TS1188, TS1091, TS1190, TS1189; fuzz seed 17101)
    # (a `const` / `using` without a value before `,`: no for-of may follow, a plain for needs the value, TS1155)
    ("for (const a, b of []) {}", "for (const a,", 1188),
    ("for (using a, b of []) {}", "for (using a,", 1188),
    ("for (let a, b in {}) {}", "for (let a, b i", 1091),
    ("for (const a = 1 of []) {}", "for (const a = 1 o", 1190),
    ("for (var a = 1 in {}) {}", "for (var a = 1 in ", 1189),
    # `(` after `keyof` / `readonly` opens a parenthesized type, no function type (TS1005, TS1110; fuzz seed 17101)
    ("type M = keyof (ctx: number) => void;", "type M = keyof (ctx:", 1005),
    ("type M = keyof () => void;", "type M = keyof ()", 1110),
    ("type M = readonly (a: number) => void;", "type M = readonly (a:", 1005),
    # a function type in a union is a parser error: a `// @ts-ignore` does not silence it (TS1387, TS1385)
    ("// @ts-ignore\nlet x: 1 & (a: number) => void;", "// @ts-ignore\nlet x: 1 & (a:", 1387),
    ("// @ts-ignore\nlet x: 1 | () => void;", "// @ts-ignore\nlet x: 1 | ()", 1385),
    # a parameter modifier before `...` or a pattern: no parameter property (TS1317, TS1187), and for an
    # arrow's or function type's first parameter no parameter list at all (TS1005; fuzz seed 17101)
    ("let f = (protected ...a: any[]) => 1;", "let f = (protected .", 1005),
    ("type F = (protected ...a: any[]) => 1;", "type F = (protected .", 1005),
    ("let f = (public [a]: any) => 1;", "let f = (public [", 1005),
    ("// @ts-ignore\nlet f = (public ...a: any[]) => 1;", "// @ts-ignore\nlet f = (public ..", 1005),
    ("// @ts-ignore\ntype F = (public ...a: any[]) => void;", "// @ts-ignore\ntype F = (public ..", 1005),
    ("function f(protected ...a: any[]) {}", "function f(protected .", 1317),
    ("let f = (a: any, public ...b: any[]) => 1;", "let f = (a: any, public .", 1317),
    ("type F = (public { a }: any) => void;", "type F = (public {", 1187),
    ("class C { constructor(readonly {a}: any) {} }", "class C { constructor(readonly {", 1187),
    # `unique symbol` anywhere else (TS1335), `unique` before anything but `symbol`, in `declare` code too (TS1005)
    ("function f(x: unique symbol) {}", "function f(x: unique ", 1335),
    ("type U = unique symbol;", "type U = unique ", 1335),
    ("declare const u: string | unique symbol;", "declare const u: string | unique ", 1335),
    ("declare const u: keyof unique symbol;", "declare const u: keyof unique ", 1335),
    ("let a: Array<unique symbol> = [];", "let a: Array<unique ", 1335),
    ("function f(x: any): unique symbol { return null!; }", "function f(x: any): unique s", 1335),
    ("declare const x: unique string;", "declare const x: unique st", 1005),
    # an abstract class declaration without a name (TS1211; fuzz seed 17103)
    # `asserts x` is a predicate wherever a type starts, allowed only as a return type (TS1228; fuzz seed 17302)
    ("let x: asserts x;", "let x: asserts x", 1228),
    ("type A<T> = T extends 1 ? 2 : asserts extends 3 ? 4 : 5;", "type A<T> = T extends 1 ? 2 : asserts e", 1228),
    ("// @ts-ignore\nlet x: asserts extends;", "// @ts-ignore\nlet x: asserts extends;", 1359),
    ("abstract class {}", "abstract class {", 1211),
    ("abstract class <T> {}", "abstract class <", 1211),
    ("export abstract class {}", "export abstract class {", 1211),
    ("abstract declare class {}", "abstract declare class {", 1211),
    ("@d abstract class {}\ndeclare function d(x: any): any;", "@d abstract class {", 1211),
    ("let s: unique symbol = Symbol();", "let s: unique ", 1332),
    ("declare const u: unique symbol | undefined;", "declare const u: unique symbol |", 1335),
    ("declare const u: unique symbol[];", "declare const u: unique symbol[", 1005),
    ("declare let c: unique symbol;", "declare let c: unique ", 1332),
    ("const [a]: unique symbol = [] as any;", "const [a]: unique ", 1333),
]


@pytest.mark.parametrize("text", SCRIPT_VALID)
def test_valid_script_is_accepted_at_every_prefix(text):
    assert_every_prefix_accepted(text)


@pytest.mark.parametrize("text, rejected_prefix, code", DETECTION_INVALID)
def test_a_file_both_script_and_module_is_rejected_where_it_becomes_both(text, rejected_prefix, code):
    assert_rejected_at(text, rejected_prefix)


@pytest.mark.slow
def test_tsc_agrees_with_the_module_detection_rows(oracle):
    """SCRIPT_VALID has no grammar error under `moduleDetection: auto`; each DETECTION_INVALID
    text has its code under `auto` and a grammar error under `force` (no detection saves it)."""
    wrong = module_detection_disagreements(oracle, SCRIPT_VALID, DETECTION_INVALID, "/tmp/__module_detection")
    assert not wrong, "\n".join(wrong)