"""The type layer: what it rejects (each at the first character after which no continuation can
type-check) and what it must keep accepting (narrowing, shadowing, hoisting, anything not
modelled). The texts marked tsc-clean are confirmed by the compiler in test_type_layer_oracle.py."""

import pytest

import ts_completion_engine as tce


def rejected_at(text, prefix):
    assert text.startswith(prefix)
    assert tce.check(text) == tce.Verdict("rejected", len(prefix)), tce.check(text)


def status(text):
    return tce.check(text).status


# (text, the prefix after which it is rejected) -- the examples first
REJECTED = [
    ('let x: boolean = 1 < "hey" + 1;', 'let x: boolean = 1 < "hey" +'),
    ('function f(): number { return "a"; }', 'function f(): number { return "a";'),
    ("const n: number = [1, 2].map(x => x * 2);", "const n: number = [1, 2].map(x => x * 2);"),
    ('"abc".map(c => c);', '"abc".map'),
    ("const c = 1; c = 2;", "const c = 1; c = "),
    ('let s: string = "a"; s.lenx;', 's'),  # placeholder replaced below
    ('let n: number = "abc";', 'let n: number = "abc";'),
    ('export {};\ndeclare global { interface Window { x: 1 } }\n"a".cap();', 'export {};\ndeclare global { interface Window { x: 1 } }\n"a".ca'),
    ("function k(m: Map<string, number>) { return m.sizee; }", "function k(m: Map<string, number>) { return m.sizee"),
    ("document.body.style.color = 1;", "document.body.style.color = 1;"),
    ("const b: 10n = 10;", "const b: 10n = 10;"),
    ("const b: 10 = 10n;", "const b: 10 = 10n;"),
    # unknown members of built-in and declared types
    ("Math.flor(1.5);", "Math.flor"),
    ("const xs = [1, 2, 3];\nxs.lenght;", "const xs = [1, 2, 3];\nxs.lengh"),
    ("interface User { name: string; age: number }\ndeclare const u: User;\nu.nmae;", None),
    ("const u: { name: string } = { name: 'a' };\nu.nmae;", "const u: { name: string } = { name: 'a' };\nu.nm"),
    # calling what is not a function
    ('const s = "abc";\ns.length();', 'const s = "abc";\ns.length('),
    # assignments to constants and functions
    ("const c = 1;\nc++;", "const c = 1;\nc++"),
    ("function f() { return 1; }\nf = null!;", "function f() { return 1; }\nf = "),
    # wrong initialiser, assignment, return
    ("let s: string = 5;", "let s: string = 5;"),
    ('let n = 1;\nn = "a";', 'let n = 1;\nn = "a";'),
    ("function g(): string {\n  return 1;\n}", "function g(): string {\n  return 1;"),
    ("function h(x: number): string {\n  const y: boolean = x;\n  return '';\n}",
     "function h(x: number): string {\n  const y: boolean = x;"),
    # operators
    ('const a = "x" - 1;', 'const a = "x" -'),
    ('const b = 1 === "a";', 'const b = 1 === "a";'),
    ("const t = [1] * 2;", "const t = [1] * "),
    # a function that must return a value and has no return (TS2355), at its closing brace
    ("function f(): number {\n  const x = 1;\n}", "function f(): number {\n  const x = 1;\n}"),
    ("function f(): number {\n  const g = () => { return 1; };\n}", "function f(): number {\n  const g = () => { return 1; };\n}"),
    ("function f(): number | undefined { }", "function f(): number | undefined { }"),
    # inside a class's methods: parameters and the declared return type are known
    ("class A {\n  m(s: string): number {\n    return s.lenx;\n  }\n}", "class A {\n  m(s: string): number {\n    return s.lenx"),
    ('class A { m(): number { return "a"; } }', 'class A { m(): number { return "a";'),
    # what LLMs wrote in bench/tasks: a variable declared twice, a call's possibly-null result,
    # an assignment to a call, a bigint mixed with a number
    ("let a = 1;\nlet a = 2;", "let a = 1;\nlet a "),
    ('"abc".match(/b/).length;', '"abc".match(/b/).'),
    ('let s = ""; s.trim() = "x";', 'let s = ""; s.trim() = '),
    ("let x = 1n; x = x * 2;", "let x = 1n; x = x * 2;"),
    # a parameter redeclared by a `let`/`const` in its function's body (TS2300), at the name's end
    ("function r(start: number) { let start = 1; return start; }", "function r(start: number) { let start "),
    ("class A { m(x: number) { const x = 2; return x; } }", "class A { m(x: number) { const x "),
    # a parameter of a function type gets no expando: Function's members are all it has
    ("type L = (x: number) => void;\nfunction e(l: L) { l.on(1); }", "type L = (x: number) => void;\nfunction e(l: L) { l.o"),
    # an async function or method whose Promise<X> needs a value and that returns none (TS2355, TS2366)
    ("async function fa(): Promise<number[]> {}", "async function fa(): Promise<number[]> {}"),
    ("async function fb(x: boolean): Promise<number> { if (x) return 1; }", "async function fb(x: boolean): Promise<number> { if (x) return 1; }"),
    ("class AM { async m(): Promise<string> {} }", "class AM { async m(): Promise<string> {}"),
    ('class GT { get v(): string { return ""; } set v(x: string) {} }\nnew GT().v.lenx;', 'class GT { get v(): string { return ""; } set v(x: string) {} }\nnew GT().v.lenx'),
    # a loop's header declares only its own variables: the array it walks keeps its type
    ("function sum(ns: number[]) {\n  for (let i = 0; i < ns.length; i++) {\n    ns[i].x;\n  }\n}",
     "function sum(ns: number[]) {\n  for (let i = 0; i < ns.length; i++) {\n    ns[i].x"),
    # arguments of a declared function: type, count
    ('function f(a: number) { return a; }\nf("x");', 'function f(a: number) { return a; }\nf("x")'),
    ("function f(a: number) { return a; }\nf(1, 2);", "function f(a: number) { return a; }\nf(1, 2"),
    ("function f(a: number, b: number) { return a; }\nf(1);", "function f(a: number, b: number) { return a; }\nf(1)"),
    ("((x: number) => x)();", "((x: number) => x)()"),  # an IIFE's typed parameter stays required
    ('function g(...xs: number[]) { return xs; }\ng(1, 2, "a");', 'function g(...xs: number[]) { return xs; }\ng(1, 2, "a")'),
    ("function h(o: { a: number }) { return o; }\nh({ a: 1, b: 2 });", "function h(o: { a: number }) { return o; }\nh({ a: 1, b: 2 })"),
    # a narrowing of one member leaves the binding's other members checked
    # an alias of the narrowed binding is not narrowed
    ('function f(o: { opts: object }) { if ("x" in o.opts) { const p = o; return p.opts.x; } return 0; }',
     'function f(o: { opts: object }) { if ("x" in o.opts) { const p = o; return p.opts.x'),
    ('class C { opts: object = {}; m() { if ("x" in this.opts) { const self = this; return self.opts.x; } return 0; } }',
     'class C { opts: object = {}; m() { if ("x" in this.opts) { const self = this; return self.opts.x'),
    ('function f(hex: string) { if (!/^[0-9a-f]{6}$/i.test(hex)) return null; return hex.silce(0, 2); }',
     'function f(hex: string) { if (!/^[0-9a-f]{6}$/i.test(hex)) return null; return hex.si'),
    ('function f(s: string) { if ("abc".includes(s)) {} return s.lenght; }',
     'function f(s: string) { if ("abc".includes(s)) {} return s.lengh'),
    ('class S { private cache: Record<string, { name: string }> = {}; constructor(private logger: { info(m: string): void }) {}\n  load(id: string) { if (id in this.cache) return this.cache[id]; this.logger.inof("x"); return null; } }',
     'class S { private cache: Record<string, { name: string }> = {}; constructor(private logger: { info(m: string): void }) {}\n  load(id: string) { if (id in this.cache) return this.cache[id]; this.logger.ino'),
    ('interface F { email: string; name: string }\ndeclare function isValid(x: unknown): x is string;\nfunction g(form: F) { if (isValid(form.email)) {} form.nmae; }',
     'interface F { email: string; name: string }\ndeclare function isValid(x: unknown): x is string;\nfunction g(form: F) { if (isValid(form.email)) {} form.nm'),
    ('interface F { email: string; name: string }\nfunction g(form: F) { if ("extra" in form.email) {} form.nmae; }',
     'interface F { email: string; name: string }\nfunction g(form: F) { if ("extra" in form.email) {} form.nm'),
    ('interface F { email: unknown; name: string }\nfunction g(form: F) { if (form.email instanceof Date) form.email.getTime(); form.nmae; }',
     'interface F { email: unknown; name: string }\nfunction g(form: F) { if (form.email instanceof Date) form.email.getTime(); form.nm'),
]
REJECTED[5] = ('let s: string = "a"; s.lenx;', 'let s: string = "a"; s.lenx')
REJECTED += [
    # a `using` declaration binds a constant of its initialiser's type
    ('class Connection implements Disposable {\n  constructor(readonly url: string) {}\n  query(sql: string): string[] {\n    return sql.split(" ");\n  }\n  [Symbol.dispose]() {}\n}\nfunction count(url: string, sql: string): number {\n  using conn = new Connection(url);\n  return conn.query(sql).length();\n}',
     'class Connection implements Disposable {\n  constructor(readonly url: string) {}\n  query(sql: string): string[] {\n    return sql.split(" ");\n  }\n  [Symbol.dispose]() {}\n}\nfunction count(url: string, sql: string): number {\n  using conn = new Connection(url);\n  return conn.query(sql).length('),
    ('class Connection implements Disposable {\n  constructor(readonly url: string) {}\n  query(sql: string): string[] {\n    return sql.split(" ");\n  }\n  [Symbol.dispose]() {}\n}\nfunction f(url: string) {\n  using conn = new Connection(url);\n  conn = new Connection("b");\n}',
     'class Connection implements Disposable {\n  constructor(readonly url: string) {}\n  query(sql: string): string[] {\n    return sql.split(" ");\n  }\n  [Symbol.dispose]() {}\n}\nfunction f(url: string) {\n  using conn = new Connection(url);\n  conn = '),
]


@pytest.mark.parametrize("text,prefix", [r for r in REJECTED if r[1] is not None])
def test_type_error_is_rejected_at_the_first_impossible_character(text, prefix):
    rejected_at(text, prefix)


def test_a_declared_interface_has_only_its_members():
    text = "interface User { name: string; age: number }\nfunction f(u: User) { return u.nmae; }"
    assert tce.check(text).status == "rejected"
    assert status("interface User { name: string; age: number }\nfunction f(u: User) { return u.na") == "completable"


COMPLETABLE = [
    "let a: number = !!'hello'",            # ? 1 : 0
    "let a: number = 2; let b: number[] = a",  # ? [1] : []
    'let n: number = "ab',                  # "abc".length
    'let n: number = "abc"',                # .length, as any
    'function f(): number { return "a"',
    "const n: number = [1, 2].map(x => x * 2)",
    "interface P { name: string }\nconst p: P = { nam",
    '"abc".ma',                             # match
    'let s: string = "a"; s.len',           # length
    "const c = 1; c =",                     # c == 1, c => 1
]


@pytest.mark.parametrize("text", COMPLETABLE)
def test_a_prefix_that_can_still_type_check_is_completable(text):
    assert status(text) == "completable"


ACCEPTED = [
    "let x: number = 1; x;",
    # `using` as an identifier (a line break after it, an operator word), `await using`, blocks
    'class Connection implements Disposable {\n  constructor(readonly url: string) {}\n  query(sql: string): string[] {\n    return sql.split(" ");\n  }\n  [Symbol.dispose]() {}\n}\ndeclare const using: any;\nfunction f(url: string): number {\n  using\n  conn(1);\n  const a = using instanceof Connection;\n'
    '  const b = using(1) + using.x + using[0];\n  using;\n  return 1;\n}\nfunction conn(n: number) {}',
    'class Connection implements Disposable {\n  constructor(readonly url: string) {}\n  query(sql: string): string[] {\n    return sql.split(" ");\n  }\n  [Symbol.dispose]() {}\n}\nasync function g(url: string): Promise<number> {\n  await using c = new Connection(url);\n  using d = null;\n'
    '  using e = undefined, h = new Connection("x");\n  {\n    using c = new Connection("z");\n  }\n  return c.url.length + h.url.length + c.query("a").length;\n}',
    # an IIFE's untyped parameters past its arguments are optional (a fuzz find, seed 17301 with types)
    ";(function (never) {})();\n((x) => {})();\n(function (x, y) { return y; })(1);",
    'import { z } from "zod";\nz.anything().goes;',
    # narrowing keeps declared types from proving anything about a reference
    "function f(due: number | Date) {\n  let each: number;\n  if (typeof due === 'number') {\n    each = due;\n  }\n}",
    'function g(x: string) { if (x === "a") { const y: "a" = x; return y; } return ""; }',
    "class A { a = 1 }\nclass B extends A { b = 2 }\nfunction h(x: A) { if (x instanceof B) { return x.b; } return 0; }",
    "function k(x: object) { if ('foo' in x) { return x.foo; } return null; }",
    # a narrowing of a member (`form.email`, `this.items`) makes that member unknown, not the binding
    # ... through parentheses, `!`, `?.` and destructuring too (tsc narrows what it destructures)
    'function f(o: { opts: object }) { if ("x" in o.opts) return o!.opts.x; return 0; }',
    'function f(o: { opts: object }) { if ("x" in o.opts) return (o).opts.x; return 0; }',
    'function f(o: { opts: object } | undefined) { if (o && "x" in o.opts) return o?.opts.x; return 0; }',
    'function f(o: { opts: object }) { if ("x" in o.opts) return (o.opts).x; return 0; }',
    'function f(o: { opts: object | null }) { if (o.opts && "x" in o.opts) return o.opts!.x; return 0; }',
    'declare function isD(v: unknown): v is Date;\nfunction f(o: { a: unknown }) { if (isD(o.a)) { const { a } = o; return a.getTime() + (o).a.getTime() + o!.a.getTime(); } return 0; }\n',
    'function f(o: { opts: object }) { if ("x" in o.opts) { const { opts } = o; return opts.x; } return 0; }',
    'class C { opts: object = {}; m() { if ("x" in this.opts) { const { opts } = this; return opts.x; } return 0; } }',
    'function f(hex: string) { if (!/^[0-9a-f]{6}$/i.test(hex)) return null; return hex.slice(0, 2) + `${hex}`.at(0) + (1.5).toFixed(); }',
    'declare function isS(x: unknown): x is { s: string };\nfunction g(o: object) { if ([o].every(isS) && isS(o)) return o.s; return ""; }',
    'interface F { email: unknown; name: string }\nfunction g(form: F) { if (form.email instanceof Date) form.email.getTime(); return form.name.length; }',
    'interface F { opts: object; name: string }\nfunction g(form: F) { if ("x" in form.opts) return form.opts.x; return form.name; }',
    'interface F { a: { b: unknown } }\ndeclare function isS(x: unknown): x is { s: string };\nfunction g(f: F) { if (isS(f.a.b)) return f.a.b.s.length; return 0; }',
    'class C { items: unknown = []; m() { if (Array.isArray(this.items)) return this.items.length; if (this.items instanceof Map) return this.items.size; return 0; } }',
    'class C { v: unknown; m() { if (typeof this.v === "string") return this.v.length; return 0; } }',
    'interface A { kind: "a"; x: number } interface B { kind: "b"; y: string }\ndeclare function isA(v: unknown): v is A;\nfunction g(o: { v: A | B }) { if (isA(o.v)) return o.v.x; return 0; }',
    'declare function isD(v: unknown): v is Date;\nfunction g(xs: unknown[]) { if (isD(xs[0])) return xs[0].getTime(); return 0; }',
    'declare function isD(v: unknown): v is Date;\nfunction g(o: { a?: { b: unknown } }) { if (isD(o.a?.b)) return o.a.b.getTime(); return 0; }',
    'function g(o: { a: unknown }) { const k = "a"; if (k in o && "z" in o) return (o as any).z; if ("q" in o) return o.q; return 0; }\n',
    "declare function isS(v: unknown): v is { s: string };\nfunction m(o: {}) { if (isS(o)) { return o.s; } }",
    "let u: string | number = 1; u.toFixed(1);",
    # shadowing: parameters, callbacks, loops, catch, var, cases
    'const s = "a";\nfunction f(s: number) { return s.toFixed(2); }',
    'const s = "a";\n[1].forEach((s) => { s.toFixed(); });',
    'const s = "a";\n[1].map(s => s.toFixed());',
    'const s = "a";\nfor (const s of [1, 2]) { s.toFixed(); }',
    'const e = "a";\ntry { } catch (e: any) { console.log(e.message); }',
    'let v = "a";\nfunction f() { { var v = 1; } return v.toFixed(); }',
    "function sw(k: number) {\n  switch (k) {\n    case 1: let q = 'a'; break;\n    case 2: q = 'b'; return q.length;\n  }\n  return 0;\n}",
    "class C { s = 'a'; m() { return this.s.length; } n(s: number) { return s.toFixed(); } }",
    # hoisting: a function or type declared later
    "const r = later(1);\nfunction later(n: number) { return n; }",
    "const p: Later = { a: 1 };\ninterface Later { a: number }",
    # what the lib has, in every version (not only the oracle's ES2023)
    "[1, 2].at(-1);\n'a'.at(0);\n[1].findLast(x => x > 0);",
    'document.getElementById("x")!.innerHTML = "";',
    "const m = new Map<string, number>();\nm.get('a');\nm.set('b', 2).size;",
    "const x = null!;\nlet y = 1; (y)++; y!++; const a = [1]; a[0]++;",
    "function gen<T>(x: T): T { return x; }\nconst n = gen<number>(1);\nconst b = 1 < 2;",
    "async function f(): Promise<number> { return 1; }\nf().then(x => x.toFixed());",
    "const o = { a: 1 };\no.a = 2;\nconst arr: number[] = [];\narr.push(1);",
    "let s2 = 'a';\ns2 += 1;\nlet n2 = 1;\nn2 += 2;",
    "enum E { A, B }\nconst e: E = E.A;\ne.toString();",
    "type Pt = { x: number; y: number };\nconst pt: Pt = { x: 1, y: 2 };\npt.x.toFixed();",
    "let w: string | undefined;\nw = 'a';\nw.length;",
    # functions that need no return statement, or may not reach their end
    "function f(x: boolean): number { if (x) { return 1; } return 0; }",
    "function f(): number { throw new Error(); }",
    "function f(): number | void { }",
    "function f(): undefined { }",
    "function f(): void {}",
    "function f(): number { while (true) {} }",
    "function f(): number { { return 1; } }",
    "declare function fail(): never;\nfunction f(): number { fail(); }",
    "function f(): number { switch (1 as number) { case 1: return 1; default: return 2; } }",
    # calls the layer must let through
    'function f(a: number, b?: string, c = 1) { return a + c; }\nf(1, "x");\nf(1);\nf(...[1]);\nf(1,);\nf(1, undefined, 2);',
    "function h(o: { a: number }) { return o; }\nh({ a: 1 });\nh(JSON.parse('1'));",
    "function k<T>(x: T, y: T) { return [x, y]; }\nk(1, 2);\nk('a', 'b');",
    "function m({ a, b }: { a: number; b: number }, [c]: number[]) { return a + b + c; }\nm({ a: 1, b: 2 }, [3]);",
    "function cb(f: (x: number) => string) { return f(1); }\ncb((x) => x.toFixed());",
    # classes: members, accessors, parameter properties, decorators, arrow properties
    'class A {\n  m(s: string): number {\n    return s.length;\n  }\n  x = 1;\n  get y(): string { return "a"; }\n  constructor(private n: number) { n.toFixed(); }\n}\nconst a = new A(1);',
    "class A2 { async m(): Promise<number> { return 1; } }",
    "function dec(...args: any[]): any { return null; }\nclass A3 { @dec() m(x: number) { return x.toFixed(); } }",
    "class B<T> { f: (x: T) => void = () => {}; g = (s: string) => { return s.length; }; h<U>(u: U): U { return u; } }",
    "class C { m(): { a: number } { return { a: 1 }; } }",
    "abstract class D { abstract m(): number; n(x: number): number { return x; } }",
    "let a = 1;\n{ let a = 2; }\nvar b = 1; var b = 2;\nlet ab = 1; let abc = 2;",
    'const mm = new Map<string, number>();\nmm.get("a")!.toFixed();\nmm.get("a")?.toFixed();\n"abc".match(/b/)?.length;',
    "let p = 1, q = 2;\n[p, q] = [q, p];\n({ p, q } = { p: 1, q: 2 });",
    "let big = 1n; big = big * 2n; const mixed = Number(big) * 2;",
    'const s = "a";\nfor (let i = 0, s = 1; i < s; i++) { s.toFixed(); }\nfor (const [s, t] of [[1, 2]]) { s.toFixed(t); }',
    'const e = "a";\ntry { JSON.parse("x"); } catch (e) { console.log(e); }\nlet y = 0;\nfor (y of [1]) { y.toFixed(); }',
    # found by the red team: a reference narrowed to never; no excess check against an empty type;
    # a function's members added by later assignments or a later namespace; the lib's accessors
    'function ex(s: "a" | "b") { if (s === "a") return 1; else if (s === "b") return 2; const n: never = s; return n; }',
    'const e0: {} = { a: 1 };\ninterface Empty {}\nconst e1: Empty = { a: 1 };\nfunction fe(x: {}) { return x; }\nfe({ a: 1 });\nconst e2: { o: {} } = { o: { z: 1 } };',
    'function fx() { return fx.count++; }\nfx.count = 0;\nconst gx = () => 1;\ngx.displayName = "x";\nfunction hx() { return hx.p; }\nnamespace hx { export const p = 1; }',
    "function pv(start: number) { var start = 1; return start; }\nfunction pb(start: number) { { let start = 1; return start; } }\nfunction pl(a: number) { for (let a = 0; a < 1; a++) {} return a; }",
    'class GS { get v(): string { return ""; } set v(x: string | number) {} static get w(): string { return ""; } static set w(x: string | number) {} }\nnew GS().v = 1;\nGS.w = 2;',
    'function fv(x: number, done: void) { return x; }\nfv(1);\nfunction fr(a: string, ...b: [number, ...string[]]) { return a; }\nfr("x", 1, "y");',
    # a reference compared or tested before may be narrowed to never, which compares with anything
    'function nv(x: number, s: "a" | "b") {\n  if (typeof x === "number") return;\n  const b = x === "a";\n  if (s === "a") return;\n  if (s === "b") return;\n  switch (s) { case "a": break; }\n  return b || s === "c";\n}',
    'function nw(x: 1 | 2) { return x === 1 || x === 2 || x === 3; }',
    "class CM {}\ninterface CM { extra?: number }\nnew CM().extra;\nconst cm: CM = new CM();\ncm.extra;",
    'async function av(): Promise<void> {}\nasync function an(): Promise<number> { return Promise.resolve(1); }\nasync function at(): Promise<number> { throw new Error("x"); }\nclass AA { async m(): Promise<string> { await null; return ""; } }',
    'type QT = { "x": string };\nconst qv: QT = { x: "a" };\nqv.x.length;\nconst QK = "k";\ninterface QI { [QK]: number }\nconst qi: QI = { k: 1 };\nqi.k.toFixed();',
    "interface RD { readonly [key: string]: number }\nfunction rd(d: RD) { return d.foo; }",
    'const sit = [1, 2, 3][Symbol.iterator]();\nsit.next();\nconst sxs = [1];\nsxs["map"]((x) => x);\n"abc"[Symbol.iterator]().next();',
    'const tr: [string, ...number[]] = ["a"];\ntr[1].toFixed();\nconst trn: number = tr[1];\nfunction fr(...args: [string, ...boolean[]]) { const b: boolean = args[1]; return b; }',
    # a `declare global` block merges into the lib's interfaces: after it they are open
    'export {};\ndeclare global {\n  interface Array<T> { last(): T | undefined }\n  interface String { cap(): string }\n}\n'
    '[1].last()?.toFixed();\n"a".cap().length;\nconst ns: number[] = [];\nns.last();',
    # a lib accessor whose setter takes another type than its getter gives: writes take the setter's
    'document.body.style = "color: red";\ndocument.body.textContent = null;\ndocument.body.classList = "a b";\n'
    'document.location = "/x";\nconst ra = document.createElement("a");\nra.relList = "noopener";\ndocument.body.style.color.length;',
    # a bigint literal type is a bigint, not a number (`10n`, `-1n`, `0xffn`)
    'const b10: 10n = 10n;\nconst bn: -1n = -1n;\nconst bu: 1n | 2n = 2n;\nfunction fb(x: 5n) { return x; }\nfb(5n);\ntype BH = 0xffn;\nconst bh: BH = 255n;',
    'document.body.style.display = "none";\ndocument.body.classList.add("x");\ndocument.body.textContent?.trim();\nconst el: HTMLElement = document.body;\nel.style.color.length;',
]


# Not tsc-clean under the oracle's settings, and accepted on purpose: a member of a newer lib
# than the oracle's (a user's tsconfig may have it); the rest of a file after `@ts-ignore`.
PERMISSIVE = [
    "Object.groupBy([1, 2], (x: number) => String(x));",
    "// @ts-ignore\nconst bad: number = 'x';\nconst worse: string = 1;",
]


@pytest.mark.parametrize("text", ACCEPTED + PERMISSIVE)
def test_valid_program_is_accepted_at_every_prefix(text):
    state = tce.initial_state()
    for k, ch in enumerate(text):
        state = state.feed(ch)
        assert state is not None, f"rejected the prefix {text[:k + 1]!r}"
    assert state.is_complete


def test_types_off_checks_syntax_only():
    assert tce.check('let s: string = 5;', types=False).status == "complete"
    assert tce.initial_state(types=False).feed('"abc".map') is not None


def test_feeding_in_pieces_equals_feeding_whole():
    text = "interface P { name: string }\nconst p: P = { name: 'a' };\nfunction f(x: number): string { return p.name; }\n"
    whole = tce.initial_state().feed(text)
    for cut in range(1, len(text), 7):
        assert tce.initial_state().feed(text[:cut]).feed(text[cut:]) == whole


OBJECT_LITERALS_REJECTED = [
    ("interface P { name: string }\nconst p: P = { name: 1 };", "interface P { name: string }\nconst p: P = { name: 1 };"),
    ('interface P { name: string; age?: number }\nconst p: P = { name: "a", ag: 1 };', None),  # excess
    ("interface P { name: string; age?: number }\nconst p: P = { age: 1 };", None),  # missing
    ("const o: { a: number; toString(): string } = {};", None),  # `a` missing, toString is not
    ('const o = { a: 1, b: { c: "x" } };\no.b.d;', 'const o = { a: 1, b: { c: "x" } };\no.b.d'),
]


@pytest.mark.parametrize("text,prefix", OBJECT_LITERALS_REJECTED)
def test_object_literal_errors_are_rejected_at_the_end_of_the_statement(text, prefix):
    rejected_at(text, prefix or text)


OBJECT_LITERALS_ACCEPTED = [
    'interface P { name: string; age?: number }\nconst p: P = { name: "x", age: undefined };',
    'type S = { kind: "a"; x: number } | { kind: "b"; y: string };\nconst s: S = { kind: "b", y: "q" };',
    "interface P { f(): void }\nconst p: P = { f() {} };",
    "const q: { a: number } = { ...{ a: 1 } };",
    "interface A { a: number }\nconst extra = { a: 1, b: 2 };\nconst a: A = extra;",  # not fresh: no excess check
    "let o = { n: 1 };\no = { n: 2 };\no.n.toFixed();",
    "const r: Record<string, number> = { a: 1, b: 2 };",
    "interface Q { [k: string]: number }\nconst q: Q = { any: 1 };",
    # every value has Object's members: a target's `toString()` is never missing
    "const ts: { a: number; toString(): string } = { a: 1 };\n"
    'interface Printable { label: string; toString(): string; valueOf(): Object }\nconst pr: Printable = { label: "x" };\n'
    "const hm: { hasOwnProperty(k: PropertyKey): boolean; size: number } = new Map();",
]


@pytest.mark.parametrize("text", OBJECT_LITERALS_ACCEPTED)
def test_valid_object_literal_is_accepted(text):
    test_valid_program_is_accepted_at_every_prefix(text)


HOISTED_SHADOWS = [
    # a lib name the file declares later: types are hoisted, functions too, and a function body
    # may use a module constant declared after it
    "function f(n: Node) { return n.value; }\ninterface Node { value: number }",
    "function g() { return status.code; }\nconst status = { code: 1 };",
    "open().then(() => 1);\nfunction open() { return Promise.resolve(1); }",
    # a trusted generic lib type written without its type arguments can only be the file's own
    "function draw(m: Map) { return m.tiles; }\nclass Map { tiles: number[] = []; }",
    "function pr(p: Promise) { return p.done; }\nclass Promise { done = false; }",
    "function it(x: Iterable, s: Set) { return x.items.length + s.cards.length; }\n"
    "interface Iterable { items: number[] }\ninterface Set { cards: string[] }",
]


@pytest.mark.parametrize("text", HOISTED_SHADOWS)
def test_a_lib_name_the_file_declares_later_is_not_trusted(text):
    test_valid_program_is_accepted_at_every_prefix(text)


# Narrowings that may add members, read with what they add (witness.py) instead of ANY: a member
# missing from the declared type and from the witness is a proof, wherever the narrowing may
# have happened (no branch is tracked: the `else`, a reassignment, the code after the `if` keep
# "declared or witness"). Confirmed by tsc in test_type_layer_oracle.py.
_ANIMALS = 'class Animal { name = "a" }\nclass Dog extends Animal { bark() { return "w"; } }\n'
_IS_DOG = 'function isDog(a: Animal): a is Dog { return a instanceof Dog; }\n'
_ASSERT_DOG = 'function assertDog(a: Animal): asserts a is Dog { if (!isDog(a)) throw new Error("x"); }\n'
_DOG_WITH = 'function isDogWith(a: Animal, o: object): a is Dog { return o !== a; }\n'
_AB = "class A { a = 1 }\nclass B extends A { b = 2 }\n"
_SHAPES = "class Shape { area() { return 0; } }\nclass Circle extends Shape { r = 1; }\n"
_HTTP = ("class HttpError extends Error {\n  constructor(public status: number, message: string) { super(message); }\n"
         "  get isClientError(): boolean { return this.status >= 400; }\n}\n"
         'try { throw new HttpError(404, "x"); } catch (e) {\n  if (e instanceof HttpError && e.isClientError) {')
_PETS = ('type Cat = { kind: "cat"; meow(): string };\ntype Dog = { kind: "dog"; bark(): string; tricks?: string[] };\n'
         'type Pet = Cat | Dog;\nfunction speak(p: Pet): string { if ("meow" in p) return p.meow(); ')
_IS_NUM = 'function isNum(v: unknown): v is number { return typeof v === "number"; }\n'
_MAYBE = ('let maybe: string | undefined = Math.random() > 2 ? "never" : undefined;\n'
          'function requireDefined<T>(value: T | null | undefined, name: string): asserts value is T { if (value == null) throw new Error(name); }\n')
_DEFINED = 'function assertDefined<T>(value: T, what = "value"): asserts value is NonNullable<T> { if (value == null) throw new Error(what); }\n'
_ASSERT_OK = 'function assertOk(v: unknown, msg?: string): asserts v { if (!v) throw new Error(msg); }\n'


def _upto(text, marker):
    """The prefix of ``text`` up to the end of ``marker`` (its only occurrence)."""
    assert text.count(marker) == 1, marker
    return text[:text.index(marker) + len(marker)]


WITNESS_REJECTED = [(t, _upto(t, m)) for t, m in [
    # an assertion function and a type guard of the file (TS2339 on Dog)
    (_ANIMALS + _IS_DOG + _ASSERT_DOG + "function loud(a: Animal): string { assertDog(a); return a.brak(); }", "a.br"),
    (_ANIMALS + _IS_DOG + "function f(a: Animal) { if (isDog(a)) return a.brak(); return a.name; }", "a.br"),
    # a guard narrows its first argument only
    (_ANIMALS + _DOG_WITH + 'function f(a: Animal, b: Animal) { if (isDogWith(a, b)) return a.bark() + b.bark(); return ""; }',
     "b.b"),
    # `instanceof` a class of the file: `c` is in neither A nor B (`x.c` may still be `constructor`)
    (_AB + "function h(x: A) { if (x instanceof B) { return x.c; } return 0; }", "x.c;"),
    (_SHAPES + "function f(s: Shape | string) { return s instanceof Circle ? s.rr : 0; }", "s.rr"),
    # `instanceof` a built-in constructor, on a `catch` variable (unknown: no member of its own)
    ('try { JSON.parse("x"); } catch (err) { if (err instanceof Error) console.log(err.mesage); }', "err.mesa"),
    (_HTTP + " console.log(e.status, e.message.length()); }\n}", "length("),  # TS2349
    # ... and on a member (`this.x`, `form.email`): that member is "declared or Map"
    ("class C { items: Set<string> | null = null; m() { if (this.items instanceof Map) return this.items.sise; return 0; } }",
     "items.sis"),
    ("interface F { email: string | Date; name: string }\nfunction g(form: F) { if (form.email instanceof Date) form.email.getTiem(); }",
     "getTie"),
    # `"k" in x` adds only `k`
    (_PETS + 'return p.tricks?.length() ? "a" : p.bark(); }', "length("),  # TS2349
    ('function f(o: object) { if ("id" in o && typeof o.id === "number") return o.id; return o.toStrin(); }', "toStrin("),
    # the lib's `Array.isArray(arg): arg is any[]`
    ("function f(v: string | Set<number>) { if (Array.isArray(v)) return v.lenght; return 0; }", "v.lengh"),
    # a narrowing that collapsed to never allows any use of the whole value, not a member
    (_IS_NUM + "function f(x: string) { if (isNum(x)) { const b: boolean = x; return b; } return x.lenght; }", "x.lengh"),
    # a predicate on an own type parameter only that parameter mentions narrows within it;
    # `asserts v` (truthiness) adds nothing
    (_MAYBE + 'function f() { requireDefined(maybe, "maybe"); return maybe.length(); }', "length("),  # TS2349
    (_DEFINED + "function f(s: string | undefined) { assertDefined(s); return s.lenght; }", "s.lengh"),
    (_ASSERT_OK + 'function f(s: string | undefined) { assertOk(s, "s"); return s.lenght; }', "s.lengh"),
    # a parameter declared `unknown` is one, as a `catch` variable (TS18046; tsc narrows no
    # `unknown` by assignment): "unknown or any[]" after `Array.isArray`
    ("function f(v: unknown): number { if (Array.isArray(v)) return v.length(); return 0; }", "length("),  # TS2349
    ("function f(v: unknown) { return v.foo; }", "v.f"),
    ("class K { m(v: unknown) { return v.x; } }", "v.x"),
    ("function f(v: unknown) { const o = v; return o.x; }", "o.x"),
    # an arrow function's predicate is its callers' (the watch narrows their argument)
    ("const isDate = (v: unknown): v is Date => { return v instanceof Date; };\n"
     "function f(x: object) { if (isDate(x)) return x.getTime(); return x.getTiem(); }", "x.getTie"),
    ("const isD = (v: unknown): v is Date => v instanceof Date;\n"
     "function f(x: string | number) { if (isD(x)) return 1; return x.lenght; }", "x.lengh"),
]]

WITNESS_ACCEPTED = [
    _ANIMALS + _IS_DOG + _ASSERT_DOG + "function loud(a: Animal): string { assertDog(a); return a.bark() + a.name; }",
    _ANIMALS + _IS_DOG + "function f(a: Animal) { if (isDog(a)) return a.bark(); return a.name; }",
    _ANIMALS + _IS_DOG + 'function f(a: Animal) { if (isDog((a))) return a.bark(); return ""; }',
    _ANIMALS + _DOG_WITH + 'function f(a: Animal, b: Animal) { if (isDogWith(a, b)) return a.bark() + b.name; return ""; }',
    # a predicate on another parameter than the first: every argument, as before
    _ANIMALS + 'function isDog2(n: number, a: Animal): a is Dog { return n > 0; }\n'
    'function f(a: Animal) { if (isDog2(1, a)) return a.bark(); return ""; }',
    # a member only the witness has, only the declared type has, in the `else`, after a reassignment
    _AB + "function h(x: A) { if (x instanceof B) { return x.b + x.a; } return x.a; }",
    _AB + "function h(x: A) { if (x instanceof B) { x = new A(); return x.a; } else { return x.a; } }",
    _AB + "class D extends A { d = 3 }\nfunction h(x: A) { if (x instanceof B) x.b; if (x instanceof D) x.d; return x.a; }",
    _AB + "const f = (x: A) => x instanceof B && x.b;\nconst g = (xs: A[]) => xs.filter((x) => x instanceof B && x.b > 1);",
    _AB + "function h(x: A) { return (x) instanceof B ? x.b : x.a; }",
    _SHAPES + 'function f(s: Shape | string) { return s instanceof Circle ? s.r + s.area() : typeof s === "string" ? s.length : s.area(); }',
    # a constructor that is no name (a namespace's class), a class in its own body: taints as before
    "namespace ns { export class C { c = 1 } }\nfunction f(x: object) { if (x instanceof ns.C) return x.c; return 0; }",
    "class V { m(o: unknown) { if (o instanceof V) return o.later; return 0; } later = 1; }",
    # a static `[Symbol.hasInstance]` predicate (its own or a base's) decides what `instanceof` narrows to
    "class Other { o = 1 }\nclass Weird { static [Symbol.hasInstance](v: unknown): v is Other { return true; } w = 1 }\n"
    "class W2 extends Weird {}\nfunction f(x: object) { if (x instanceof Weird) return x.o; if (x instanceof W2) return x.o; return 0; }",
    'try { JSON.parse("x"); } catch (err) { if (err instanceof Error) console.log(err.message, err.stack); }',
    _HTTP + " console.log(e.status, e.message.length); } else { throw e; }\n}",
    "class C { items: Set<string> | null = null; m() { if (this.items instanceof Map) return this.items.get(1); return this.items?.size; } }",
    "interface F { email: string | Date; name: string }\nfunction g(form: F) { if (form.email instanceof Date) form.email.getTime(); return form.name; }",
    _PETS + 'return p.tricks?.length ? "a" : p.bark(); }',
    'function f(o: object) { if ("id" in o && typeof o.id === "number") return o.id; return o.toString(); }',
    # a key that is no string literal: ANY, as before
    'function g(o: { a: unknown }) { const k = "z"; if (k in o) return o.z; return 0; }',
    "function f(v: string | Set<number>) { if (Array.isArray(v)) return v.length; return 0; }",
    # `string & number` is never: assignable to anything
    _IS_NUM + "function f(x: string) { if (isNum(x)) { const b: boolean = x; return b; } return x.length; }",
    _MAYBE + 'function f() { requireDefined(maybe, "maybe"); return maybe.length; }',
    _DEFINED + "function f(s: string | undefined) { assertDefined(s); return s.length; }",
    _ASSERT_OK + 'function f(s: string | undefined) { assertOk(s, "s"); return s.length; }',
    # a type parameter another parameter (or a type argument) gives: ANY, as before
    "function assertLike<T>(value: unknown, like: T): asserts value is T {}\n"
    "function f(o: object) { assertLike(o, { a: 1 }); return o.a; }",
    "function assertIs<T>(value: unknown): asserts value is T {}\nfunction f(o: object) { assertIs<{ a: number }>(o); return o.a; }",
    # an `unknown` parameter, narrowed (by `typeof`, `===`, a guard, truthiness: Object's members) or cast
    "function f(v: unknown): number { if (Array.isArray(v)) return v.length; return 0; }",
    'function f(v: unknown) { const isString = typeof v === "string"; if (isString) return v.length; return v; }',
    'function f(v: unknown) { switch (typeof v) { case "string": return v.length; } return 0; }',
    'function f(v: unknown) { if (v == null) return ""; return v.toString(); }',
    "function f(v: unknown, s: string) { if (v === s) return v.length; return 0; }",
    'function f(v: unknown) { if (typeof v === "string") return () => v.length; return null; }',
    'function f(v: unknown) { if (typeof v === "object" && v !== null && "k" in v) return v.k; return null; }',
    'function f(v: unknown) { if (v instanceof Object && "x" in v) return v.x; return null; }',
    "function assertIsError(e: unknown): asserts e is Error { if (!(e instanceof Error)) throw e; }\n"
    "function f(e: unknown) { assertIsError(e); return e.message; }",
    "function f(v: unknown) { const s: string = v as string; const xs = v as number[]; return s.length + xs.length + (v as any).z; }",
    'function f(v?: unknown, w: unknown = 1) { return w; }\nf(); f(1, "a");',
    "class K { m(v: unknown) { if (v instanceof Map) return v.size; return [v].length; } }",
    # an arrow function's predicate: its callers saw a boolean, and `x.getTime()` was a false rejection
    "const isDate = (v: unknown): v is Date => v instanceof Date;\nfunction f(x: object) { if (isDate(x)) return x.getTime(); return 0; }",
    "const isDate = (v: unknown): v is Date => { return v instanceof Date; };\n"
    "function f(x: object) { if (isDate(x)) return x.getTime(); return 0; }",
    'const ys = [1, "a"].filter((x): x is string => typeof x === "string"); ys[0].length; ys.map((y) => y.length);',
    'const assertS = (v: unknown): asserts v is string => { if (typeof v !== "string") throw new Error(); };',
]


@pytest.mark.parametrize("text,prefix", WITNESS_REJECTED)
def test_a_member_neither_the_declared_type_nor_the_narrowing_gives_is_rejected(text, prefix):
    rejected_at(text, prefix)


@pytest.mark.parametrize("text", WITNESS_ACCEPTED)
def test_what_a_narrowing_may_add_stays_accepted(text):
    test_valid_program_is_accepted_at_every_prefix(text)
