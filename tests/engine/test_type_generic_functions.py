"""Generic functions of the file: a call infers the bare type parameters from its arguments
(generic_calls.py), so its result is checked (TS2322, TS2339), and explicit type arguments
instantiate the signature before its arguments are checked (TS2345). REJECTED rows give the text
the rejection leaves unread; ACCEPTED texts are tsc-clean shapes around them (constraints,
defaults, `keyof T`/`T[K]`, overloads, hoisting, callbacks, `const T`, literals, `unknown`
from no candidate), fed one character at a time. Every text is judged by tsc below (slow tests)."""

import pytest

from test_type_flow import accepted_at_every_prefix, assert_tsc_clean, assert_tsc_reports, rejected_at

ID = "function id<T>(x: T): T { return x; }\n"
FIRST = "function first<T>(xs: T[]): T { return xs[0]; }\n"

# (text, what is left unread after the character that is rejected, the tsc codes that back it)
REJECTED = [
    (ID + 'const s: string = id(1);', '', {2322}),
    (FIRST + 'const s: string = first([1, 2]);', '', {2322}),
    (ID + 'const s = id<string>(1);', '', {2345}),
    (ID + 'const n: number = id<string>("a");', '', {2322}),
    (ID + 'id(1).foo;', 'oo;', {2339}),
    ('function pair<A, B>(a: A, b: B): [A, B] { return [a, b]; }\nconst p: [string, string] = pair(1, "x");', '', {2322}),
    ('function wrap<T>(x: T): { value: T } { return { value: x }; }\nwrap(1).value.toUpperCase();', 'pperCase();', {2339}),
    ('interface Box<T> { v: T }\nfunction box<T>(v: T): Box<T> { return { v }; }\nbox("a").v.toFixed();', 'ixed();', {2339, 2551}),
    ('function ret<T>(f: () => T): T { return f(); }\nret(() => 1).toUpperCase();', 'pperCase();', {2339}),
    ('function apply<T, U>(x: T, f: (v: T) => U): U { return f(x); }\nconst s: string = apply("abc", s => s.length);', '', {2322}),
    ('function mapv<T, U>(xs: T[], f: (x: T) => U): U[] { return xs.map(f); }\nconst r: number[] = mapv([1, 2], (x) => x.toFixed());', '', {2322}),
    ('function apply<T, U>(x: T, f: (v: T) => U): U { return f(x); }\napply("abc", s => s.toFixd());', 'ixd());', {2339, 2551}),
    ('function p<T>(x: T): Promise<T> { return Promise.resolve(x); }\nasync function f() { const s: string = await p(1); }', ' }', {2322}),
    ('function first<T>(xs: T[]): T | undefined { return xs[0]; }\nfirst(["a"]).length;', 'length;', {2532, 18048}),
    ('function make<T>(): T[] { return []; }\nconst xs: string[] = make<number>();', '', {2322}),
    (FIRST + 'first("abc");', ';', {2345}),
    (ID + 'function g<U>(u: U): U { return id<string>(u); }', ' }', {2322, 2345}),
    ('function arr<T>(...xs: T[]): T[] { return xs; }\nconst a: string[] = arr(1, 2);', '', {2322}),
    (ID + 'const f = id;\nconst s: string = f(1);', '', {2322}),
    ('function nn<T>(x: T): NonNullable<T> { return x as NonNullable<T>; }\nconst k: number = nn("a");', '', {2322}),
    (ID + 'const s: string = id(id)(1);', '', {2322}),
    # a generic method of an interface or object type the file declares
    ('interface Repo { get<T>(k: string, d: T): T }\nfunction f(r: Repo) { const s: string = r.get("a", 1); }',
     ' }', {2322}),
    ('interface Repo { get<T>(k: string, d: T): T }\nfunction f(r: Repo) { r.get<string>("a", 1); }',
     ' }', {2345}),
    ('interface Box<T> { v: T; map<U>(f: (x: T) => U): U }\nfunction f(b: Box<number>) { const s: string = b.map(x => x + 1); }',
     ' }', {2322}),
    # a generic arrow bound to a name
    ('const id = <T,>(x: T): T => x;\nconst s: string = id(1);',
     '', {2322}),
    ('const wrap = <T,>(x: T) => [x];\nwrap(1)[0].toUpperCase();',
     'pperCase();', {2339}),
    ('const id = <T,>(x: T): T => x;\nid<string>(1);',
     '', {2345}),
    ('const first = async <T,>(xs: T[]): Promise<T> => xs[0];\nasync function f() { const s: string = await first([1]); }',
     ' }', {2322}),
    # explicit type arguments, the instantiation expression `id<number>`
    (ID + 'const f = id<number>;\n'
    'f("a");',
     ';', {2345}),
    ('function two<A, B>(a: A, b: B): B { return b; }\n'
    'const q = two<number, string>(1, 2);',
     ';', {2345}),
]


@pytest.mark.parametrize("text,unread,codes", REJECTED)
def test_a_generic_call_is_checked_as_instantiated(text, unread, codes):
    rejected_at(text, text[:len(text) - len(unread)])


ACCEPTED = [
    # `<<` before a generic function type is the parser's type-argument reading too (a false
    # rejection once `declare function` was read)
    'function make<A>(): A {\n  return null!;\n}\ndeclare function made<A>(): A;\n'
    'const z = make<<T>() => T>();\nconst w = made<<T>(a: T) => T>();\nconst n = 1 << 2;',
    ID + 'const n: number = id(1);\n'
    'const s: string = id("a");\n'
    'const d: "a" | "b" = id("a");\n'
    'const b: boolean = id(true);',
    'function first<T>(xs: T[]): T | undefined { return xs[0]; }\n'
    'const a = first([1, 2]);\n'
    'const n: number | undefined = a;\n'
    'const u = first(["x"]);\n'
    'if (u) u.toUpperCase();',
    'function pair<A, B>(a: A, b: B): [A, B] { return [a, b]; }\n'
    'const p: [number, string] = pair(1, "x");\n'
    'const q = pair("a", true);\n'
    'const x: string = q[0];',
    'function same<T>(a: T, b: T): T { return a; }\n'
    'const v: number = same(1, 2);\n'
    'const w = same(1, "a" as any);\n'
    'const z: string | number = same<string | number>(1, "a");',
    'function getProp<T, K extends keyof T>(o: T, k: K): T[K] { return o[k]; }\n'
    'const o = { a: 1, b: "x" };\n'
    'const n: number = getProp(o, "a");\n'
    'const s: string = getProp(o, "b");',
    'function withDefault<T = string>(x?: T): T { return x as T; }\n'
    'const s: string = withDefault();\n'
    'const n: number = withDefault(1);',
    'function constrained<T extends string>(x: T): T { return x; }\n'
    'const a: "a" = constrained("a");\n'
    'const t: string = constrained("b");',
    'function tup<T extends unknown[] | []>(x: T): T { return x; }\n'
    'const t: [number, string] = tup([1, "a"]);',
    'function make<T>(): T[] { return []; }\n'
    'const xs: string[] = make();\n'
    'const ys: number[] = make<number>();',
    'function rec<T>(x: T, n: number): T { return n > 0 ? rec(x, n - 1) : x; }\n'
    'const v: string = rec("a", 3);',
    'function ret<T>(f: () => T): T { return f(); }\n'
    'const n: number = ret(() => 1);\n'
    'const s: string = ret(() => "a");\n'
    'const o: { a: number } = ret(() => ({ a: 1 }));',
    'function apply<T, U>(x: T, f: (v: T) => U): U { return f(x); }\n'
    'const n: number = apply("abc", s => s.length);\n'
    'const m: string = apply(1, v => String(v));',
    'function over(x: string): string;\n'
    'function over<T>(x: T): T;\n'
    'function over(x: any) { return x; }\n'
    'const n: number = over(1);\n'
    'const s: string = over("a");',
    'function wrap<T>(x: T): { value: T } { return { value: x }; }\n'
    'const w = wrap(1);\n'
    'const n: number = w.value;\n'
    'const v: { value: number | string } = wrap(1);',
    'interface Box<T> { v: T }\n'
    'function box<T>(v: T): Box<T> { return { v }; }\n'
    'function unbox<T>(b: Box<T>): T { return b.v; }\n'
    'const b = box("a");\n'
    'const s: string = b.v;\n'
    'const u: string = unbox(b);\n'
    'const n: number = unbox({ v: 1 });',
    'function nn<T>(x: T): NonNullable<T> { return x as NonNullable<T>; }\n'
    'declare const m: string | null;\n'
    'const s: string = nn(m);\n'
    'nn(m).length;\n'
    'const k: string = nn("a");',
    'function p<T>(x: T): Promise<T> { return Promise.resolve(x); }\n'
    'async function f() { const n: number = await p(1); const s: string = (await p("a")).toUpperCase(); }',
    'function cst<const T>(x: T): T { return x; }\n'
    'const r: readonly ["a", "b"] = cst(["a", "b"] as const);\n'
    'const s: "a" = cst("a");',
    'function lit<T>(x: T): T { return x; }\n'
    'const o = { a: 1 };\n'
    'const k: "a" = lit("a");\n'
    'const v = o[lit("a")];',
    'enum Color { Red, Green }\n'
    'enum S { A = "a", B = "b" }\n'
    'function id<T>(x: T): T { return x; }\n'
    'const c: Color = id(Color.Red);\n'
    'const s: S = id(S.A);',
    'type Shape = { kind: "c"; r: number } | { kind: "s"; w: number };\n'
    'function id<T>(x: T): T { return x; }\n'
    'const sh: Shape = id({ kind: "c", r: 1 });\n'
    'const obj: { a: 1 | 2 } = id({ a: 1 });',
    'function g<U>(u: U): U {\n'
    '  function id<T>(x: T): T { return x; }\n'
    '  const r: U = id(u);\n'
    '  return id<U>(u);\n'
    '}',
    'function keys<T extends object>(o: T): (keyof T)[] { return Object.keys(o) as (keyof T)[]; }\n'
    'const ks: ("a" | "b")[] = keys({ a: 1, b: 2 });',
    'function f<T>(x: T | undefined, d: T): T { return x ?? d; }\n'
    'const n: number = f(undefined, 1);\n'
    'const m: number = f(2, 1);\n'
    'declare const mu: number | undefined;\n'
    'const q: number = f(mu, 3);',
    'function mapv<T, U>(xs: T[], f: (x: T, i: number) => U): U[] { return xs.map(f); }\n'
    'const r: string[] = mapv([1, 2], (x) => x.toFixed());\n'
    'const l: number[] = mapv(["a"], (s, i) => s.length + i);',
    ID + 'const f = id;\n'
    'const n: number = f(1);\n'
    'const g = id(id);\n'
    'const m: string = g("a");\n'
    'const h: (x: number) => number = id;',
    'function apply<T, U>(x: T, f: (v: T) => U): U { return f(x); }\n'
    'const a = apply("abc", s => s === "abc");\n'
    'const b: "x" | "y" = apply(1, () => "x");\n'
    'declare const u: string | number;\n'
    'const c = apply(u, v => typeof v === "string" ? v.length : v);\n'
    'const d = apply(null, v => v);\n'
    'const e = apply(undefined as string | undefined, v => v?.length);',
    'function tap<T>(x: T, f: (v: T) => void): T { f(x); return x; }\n'
    'const s: string = tap("a", v => { v.toUpperCase(); });\n'
    'const n = tap(1, (v) => console.log(v.toFixed(2)));',
    'function on<K, V>(m: Map<K, V>, k: K, f: (v: V | undefined) => void): void { f(m.get(k)); }\n'
    'const m = new Map<string, number>();\n'
    'on(m, "a", v => v?.toFixed());',
    'function reduce<T, A>(xs: T[], f: (acc: A, x: T) => A, init: A): A { return xs.reduce(f, init); }\n'
    'const total: number = reduce([1, 2], (a, x) => a + x, 0);\n'
    'const joined: string = reduce(["a"], (a, x) => a + x, "");',
    'function pick<T>(xs: T[], f: (x: T) => boolean): T[] { return xs.filter(f); }\n'
    'const big = pick([1, 2, 3], x => x > 1);\n'
    'const n: number[] = big;\n'
    'const strs = pick(["a", "b"], s => s.startsWith("a"));\n'
    'strs[0].toUpperCase();',
    'function fst<T>(xs: readonly T[]): T { return xs[0]; }\n'
    'const r: readonly number[] = [1, 2];\n'
    'const n: number = fst(r);\n'
    'const t: [string, number] = ["a", 1];\n'
    'const v = fst(t);',
    'function ident<T>(x: T): T { return x; }\n'
    'class P { name = "p"; greet() { return ident(this).name; } }\n'
    'const p = ident(new P());\n'
    'p.name.toUpperCase();\n'
    'p.greet();',
    'function ident<T>(x: T): T { return x; }\n'
    'const fn = ident((x: number) => x + 1);\n'
    'const n: number = fn(1);\n'
    'const o = ident({ a: 1, b: [1, 2] });\n'
    'o.b.push(3);\n'
    'o.a = 2;',
    'function ident<T>(x: T): T { return x; }\n'
    'let s = ident("a");\n'
    's = "b";\n'
    'let n = ident(1);\n'
    'n = 2;',
    'function def<T>(x: T, d: T = x): T { return d; }\n'
    'const a: number = def(1);\n'
    'const b: string = def("a", "b");',
    'function opt<T>(x?: T): T | undefined { return x; }\n'
    'const a = opt();\n'
    'const b: number | undefined = opt(1);',
    'function g<T>(x: T): T[] { return [x]; }\n'
    'const xs: (number | string)[] = g(1);\n'
    'const ys: Array<"a" | "b"> = g("a");',
    'function once<T extends (...args: any[]) => any>(f: T): T { return f; }\n'
    'const f = once((x: number) => x * 2);\n'
    'const n: number = f(2);',
    'function cast<T>(x: unknown): T { return x as T; }\n'
    'const s: string = cast(1);\n'
    'const n: number = cast<number>("x");',
    'type Fn<T> = (x: T) => T;\n'
    'function compose<T>(f: Fn<T>, g: Fn<T>): Fn<T> { return x => g(f(x)); }\n'
    'const h = compose((x: number) => x + 1, x => x * 2);\n'
    'const r: number = h(1);',
    'function gen<T>(x: T): Generator<T> { return (function* () { yield x; })(); }\n'
    'for (const v of gen(1)) { v.toFixed(); }',
    'async function load<T>(x: T): Promise<T> { return x; }\n'
    'load("a").then(s => s.toUpperCase());\n'
    'const p: Promise<string> = load("a");',
    'function swap<A, B>([a, b]: [A, B]): [B, A] { return [b, a]; }\n'
    'const r = swap([1, "a"]);\n'
    'const s: string = r[0];',
    'function obj<T>(o: { a: T }): T { return o.a; }\n'
    'const n: number = obj({ a: 1 });\n'
    'const s: string = obj({ a: "x" });',
    FIRST + 'const e = first([]);\n'
    'const x = first([1, "a"]);\n'
    'const y: string | number = x;\n'
    'const z = first([[1], [2]]);\n'
    'z.push(1);',
    FIRST + 'declare const anyv: any;\n'
    'const a: string = first(anyv);\n'
    'const b: string = first([anyv]);\n'
    'const c = first(anyv as number[]);',
    'function f<T>(x: T): T { return x; }\n'
    'const big = f(10n);\n'
    'const sym = f(Symbol("x"));\n'
    'const re = f(/a/);\n'
    're.test("a");\n'
    'const dt = f(new Date());\n'
    'dt.getTime();',
    'function maybe<T>(x: T | null): T { return x!; }\n'
    'const s: string = maybe("a");\n'
    'const n: number = maybe(null as number | null);',
    'function keyOf<T extends object, K extends keyof T>(o: T, k: K) { return o[k]; }\n'
    'const v: number = keyOf({ a: 1 }, "a");',
    'function stringify<T>(x: T): string { return String(x); }\n'
    'const s: string = stringify(1).toUpperCase();',
    'function idf<T>(x: T): T { return x; }\n'
    'const u = idf<string | undefined>(undefined);\n'
    'const a = idf<any>(1);\n'
    'a.foo.bar;\n'
    'const un = idf<unknown>(1);',
    # generic methods: overloads, constrained and defaulted type parameters stay ANY
    'interface O { m(x: string): string | undefined; m<T>(x: T): T; }\n'
    'function f(o: O) { o.m(1).toFixed(); const q: number = o.m(2); }',
    'interface Repo { get<T>(k: string, d: T): T; all<T>(xs: T[]): T[] }\n'
    'function f(r: Repo) {\n'
    'const n: number = r.get("a", 1);\n'
    'const s: string[] = r.all(["a"]);\n'
    'const t: string = r.get<string>("a", "b"); }',
    'type Api = { fetch<T>(url: string, parse: (s: string) => T): Promise<T>; map<U extends string>(u: U): U };\n'
    'async function f(api: Api) { const n: number = await api.fetch("u", s => s.length); const m: "a" = api.map("a"); }',
    'interface Box<T> { v: T; map<U>(f: (x: T) => U): U; get<K extends keyof T>(k: K): T[K] }\n'
    'function f(b: Box<{ a: number }>) {\n'
    'const n: number = b.map(x => x.a);\n'
    'const a: number = b.get("a"); }',
    'interface I { m<T>(x: T): T }\n'
    'function f(i: I) { const n: number = i.m(1); const g = i.m; const s: string = g("a"); const o: I = { m: x => x }; }',
    'interface E { on<K extends string>(k: K, f: () => void): this; once<T>(f: () => T): T }\n'
    'function f(e: E) { e.on("a", () => {}).on("b", () => {}); const n: number = e.once(() => 1); }',
    'interface Store { get<T = string>(k: string): T; set<T>(k: string, v: T): void }\n'
    'function f(s: Store) { const a: number = s.get("a"); s.set("a", 1); s.set<number>("b", 2); const b = s.get<number>("x"); }',
    # generic functions as values, in classes, beside guards, assertions and `never`; operators on results
    'function lazy<T>(x: T | (() => T)): T { return typeof x === "function" ? (x as () => T)() : x; }\n'
    'const n: number = lazy(() => 1);\n'
    'const m: number = lazy(2);',
    'function id<T>(x: T): T { return x; }\n'
    'const r = [1, 2].map(id);\n'
    'const s = r.map(x => x.toFixed());\n'
    'const p = Promise.resolve(1).then(id);\n'
    'const o = { fn: id };\n'
    'const k: number = o.fn(1);\n'
    'const g: typeof id = id;\n'
    'const t: string = g<string>("a");',
    'function f<T>(x: T): T { return f<T>(x); }\n'
    'function g<T>(xs: T[]): T { const y = g(xs); return y; }',
    'function id<T>(x: T): T { return x; }\n'
    'function h(u: string | number) { const v = id(u); return v; }\n'
    'const w: string | number = h(1);',
    'function f<T>(this: Window, x: T): T { return x; }\n'
    'function d<T>({ a }: { a: T }): T { return a; }\n'
    'const n: number = d({ a: 1 });\n'
    'function e<T>(x: T, y = x): T { return y; }\n'
    'const m: string = e("a");\n'
    'function o<T>(x?: T): T { return x as T; }\n'
    'const p: number = o();',
    'function guard<T>(xs: T[], pred: (x: T) => x is T): T[] { return xs.filter(pred); }\n'
    'const r = guard([1, "a"], (x): x is number => typeof x === "number");',
    'async function f<T>(x: T): Promise<T> { return x; }\n'
    'function* g<T>(x: T): Generator<T, void, unknown> { yield x; }\n'
    'async function main() { const n: number = await f(1); for (const v of g("a")) v.toUpperCase(); }',
    'function f<T>(...xs: T[]): T { return xs[0]; }\n'
    'const args = [1, 2];\n'
    'const n: number = f(...args);\n'
    'const m = f();',
    'function tpl<T>(x: T): `a${string}` { return `a${String(x)}`; }\n'
    'const s: string = tpl(1);\n'
    'function log<T>(x: T): void { console.log(x); }\n'
    'log(1);\n'
    'const v: void = log("a");',
    'function get<T>(o: T, k: keyof T): T[keyof T] { return o[k]; }\n'
    'const v: number = get({ a: 1 }, "a");\n'
    'function merge<A, B>(a: A, b: B): A & B { return { ...a, ...b } as A & B; }\n'
    'const m: { a: number; b: string } = merge({ a: 1 }, { b: "x" });\n'
    'function cond<T>(x: T): T extends string ? 1 : 2 { return (typeof x === "string" ? 1 : 2) as any; }\n'
    'const c: 1 = cond("a");',
    'function part<T>(x: Partial<T>): T { return x as T; }\n'
    'const p: { a: number } = part({ a: 1 });\n'
    'function ro<T>(x: T): Readonly<T> { return x; }\n'
    'const r = ro({ a: 1 });\n'
    'const a: number = r.a;\n'
    'function rec<T>(m: Record<string, T>): T[] { return Object.values(m); }\n'
    'const vs: number[] = rec({ a: 1 });\n'
    'function either<T>(x: T[] | T): T[] { return Array.isArray(x) ? x : [x]; }\n'
    'const xs: number[] = either([1]);',
    'export function id<T>(x: T): T { return x; }\n'
    'export default function first<T>(xs: T[]): T { return xs[0]; }\n'
    'const n: number = id(1) + first([2]);',
    'class S {\n'
    '  items: string[] = [];\n'
    '  pick<T>(xs: T[]): T { return xs[0]; }\n'
    '  run() {\n'
    '    function local<T>(x: T): T { return x; }\n'
    '    const a: string = local("a");\n'
    '    const b: number = this.pick([1]);\n'
    '    return this.items.map(i => local(i).length);\n'
    '  }\n'
    '}',
    'function maybe<T>(x: T): T | undefined { return x; }\n'
    'const v = maybe(1);\n'
    'if (v !== undefined) v.toFixed();\n'
    'const w = maybe("a") ?? "b";\n'
    'w.toUpperCase();\n'
    'const z = maybe([1])?.length;',
    'interface User { name: string; age: number }\n'
    'function byKey<T>(xs: T[], f: (x: T) => string): Map<string, T> { const m = new Map<string, T>(); for (const x of xs) m.set(f(x), x); return m; }\n'
    'declare const users: User[];\n'
    'const m = byKey(users, u => u.name);\n'
    'm.get("a")?.age.toFixed();',
    'function assertType<T>(x: unknown): asserts x is T {}\n'
    'function isT<T>(x: unknown): x is T { return true; }\n'
    'function f(x: unknown) { assertType<string>(x); x.length; }\n'
    'function g(x: unknown) { if (isT<number>(x)) x.toFixed(); }',
    'function fail<T>(msg: T): never { throw new Error(String(msg)); }\n'
    'function f(x: number): number { if (x) return 1; fail("no"); }',
    'function first<T>(xs: T[]): T { return xs[0]; }\n'
    'const a = first([1, 2]) < 3;\n'
    'const b = first(["a"]) === "a";\n'
    'const c = first([1]) + first([2]);\n'
    'const d = -first([1]);\n'
    'const e = `${first(["x"])}`;',
    # generic arrows: `const T`, constraints, utility types, guards, arrows returning arrows
    'const id = <T,>(x: T): T => x;\n'
    'const n: number = id(1);\n'
    'const w = <T,>(x: T) => ({ v: x });\n'
    'const v: number = w(1).v;\n'
    'const c = <const T,>(x: T): T => x;\n'
    'const r: readonly ["a", "b"] = c(["a", "b"]);\n'
    'const l: "a" = c("a");\n'
    'const k = <T extends string>(x: T): T => x;\n'
    'const kk: "a" = k("a");\n'
    'const nn = <T,>(x: T): NonNullable<T> => x!;\n'
    'declare const maybe: string | null;\n'
    'nn(maybe).length;\n'
    'const g = <T,>(x: T): T[] => { return [x]; };\n'
    'const gs: number[] = g(1);\n'
    'const isStr = <T,>(x: T): x is T & string => typeof x === "string";\n'
    'function h(u: number | string) { if (isStr(u)) u.toUpperCase(); }\n'
    'const cb = [1, 2].map(<T,>(x: T) => x);\n'
    'const outer = <A,>(a: A) => <B,>(b: B): [A, B] => [a, b];\n'
    'const p: [number, string] = outer(1)("a");',
    # explicit type arguments: nested `>>`, function types, line breaks
    ID + 'const m = id<Map<string, Array<number>>>(new Map());\n'
    'm.get("a")?.push(1);\n'
    'const g = id<string>;\n'
    'const s: string = g("a");\n'
    'const h = (x: number) => id<number>(x) + 1;\n'
    'const arr = [1].map(v => id<number>(v));\n'
    'const c = id<() => void>(() => {});\n'
    'const t = id<[number, string]>([1, "a"]);\n'
    'const u = id<{ a: number }>({ a: 1 });\n'
    'const k = id<"a" | "b">("a");',
    ID + 'const v = id<string>(\n'
    '  "a"\n'
    ');\n'
    'const w = id<\n'
    '  number\n'
    '>(1);',
    'function two<A, B>(a: A, b: B): B { return b; }\n'
    'const s: string = two<number, string>(1, "a");',
    # callbacks typed by earlier arguments, builder interfaces, `useState`-like overloads of T, nullish arguments
    'function apply<T>(x: T, f: (v: T) => boolean): T { return x; }\n'
    'declare const u: string | number;\n'
    'apply(u, v => v === "a");\n'
    'apply(1 as 1 | 2, v => v === 2);\n'
    'function each<T>(xs: T[], f: (v: T, i: number) => void): void {}\n'
    'each([1, "a"], v => { if (typeof v === "string") v.toUpperCase(); });\n'
    'each(["a" as "a" | "b"], v => v === "b");',
    'interface Query<T> { where<K extends keyof T>(k: K, v: T[K]): Query<T>; map<U>(f: (t: T) => U): U[]; first(): T | undefined }\n'
    'interface Row { id: number; name: string }\n'
    'function q(rows: Query<Row>) {\n'
    '  const names: string[] = rows.where("id", 1).map(r => r.name);\n'
    '  const r = rows.first();\n'
    '  if (r) r.name.toUpperCase();\n'
    '}',
    'type Handler<E> = (e: E) => void;\n'
    'function on<E>(h: Handler<E>, e: E): void { h(e); }\n'
    'on((e: MouseEvent) => e.clientX, new MouseEvent("click"));\n'
    'function listen<K extends keyof HTMLElementEventMap>(k: K, f: (e: HTMLElementEventMap[K]) => void) {}\n'
    'listen("click", e => e.clientX);',
    'function useState<S>(init: S | (() => S)): [S, (s: S) => void] { return [typeof init === "function" ? (init as () => S)() : init, () => {}]; }\n'
    'const [count, setCount] = useState(0);\n'
    'setCount(count + 1);\n'
    'const [name] = useState(() => "x");\n'
    'name.toUpperCase();\n'
    'const [list, setList] = useState<string[]>([]);\n'
    'setList([...list, "a"]);',
    'function memo<A extends unknown[], R>(f: (...a: A) => R): (...a: A) => R { return f; }\n'
    'const m = memo((x: number, y: number) => x + y);\n'
    'const n: number = m(1, 2);',
    'function tuple<T extends unknown[]>(...xs: T): T { return xs; }\n'
    'const t: [number, string] = tuple(1, "a");\n'
    'function arr2<T>(xs: T[], ...more: T[]): T[] { return xs.concat(more); }\n'
    'const z: (number | string)[] = arr2<number | string>([1], "a");',
    'function id<T>(x: T): T { return x; }\n'
    'const s = id(null);\n'
    'const n = id(undefined);\n'
    'const v = id(void 0);\n'
    'let q = id<number | null>(null);\n'
    'q = 1;\n'
    'const o = id(Math.random() > 0.5 ? "a" : 1);',
]


@pytest.mark.parametrize("text", ACCEPTED)
def test_what_tsc_accepts_is_accepted_at_every_prefix(text):
    accepted_at_every_prefix(text)


@pytest.mark.slow
def test_every_accepted_text_is_tsc_clean(oracle):
    assert_tsc_clean(oracle, ACCEPTED, "/tmp/cpc-type-generic-functions")


@pytest.mark.slow
def test_every_rejected_text_has_the_tsc_error(oracle):
    assert_tsc_reports(oracle, [(t, t[:len(t) - len(u)], c) for t, u, c in REJECTED], "/tmp/cpc-type-generic-functions")
