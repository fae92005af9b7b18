"""What `@types/node` adds to the built-in lib (lib/node_members.txt: those members, not every
member, so that DOM elements and `Error` are checked), a type guard's body (its `return`s give a
`boolean`), a class's polymorphic `this` (no primitive is one), a `[k: string]` index signature
(no primitive has one), a function's bare type parameters inside its body's own annotations,
generic arrows (`<T,>(x: T): T => …`), the file's generic interfaces and type aliases
(generics.py: `Box<number>` is the body with `T` replaced), `yield`'s operand and `new`'s arguments:
each error rejected at the first character after which no continuation can type-check, next to
the near misses that must stay accepted. Every text is judged by tsc below (slow tests)."""

import shutil
import subprocess
from pathlib import Path

import pytest

from test_type_flow import accepted_at_every_prefix, assert_tsc_clean, assert_tsc_reports, rejected_at
from ts_completion_engine.types.lib_cache import LIB_DIR, NODE_MEMBERS

REPO = Path(__file__).resolve().parents[2]

# (text, the prefix after which it is rejected, the tsc codes that back it)
REJECTED = [
    # DOM interfaces extend EventTarget, which @types/node declares but adds nothing to
    ('const b = document.getElementById("x") as HTMLButtonElement;\nb.disabeld = true;',
     'const b = document.getElementById("x") as HTMLButtonElement;\nb.disabe', {2339, 2551}),
    ("function paint(c: HTMLCanvasElement): void {\n  c.witdh = 2;\n}", "function paint(c: HTMLCanvasElement): void {\n  c.wit",
     {2339, 2551}),
    ("function read(i: HTMLInputElement): string {\n  return i.vaule;\n}", "function read(i: HTMLInputElement): string {\n  return i.vau",
     {2339, 2551}),
    # a class extending a built-in one has its members (`this.n` is checked where the class ends)
    ('class AppError extends Error {\n  constructor() {\n    super("x");\n    this.nmae = "AppError";\n  }\n}',
     'class AppError extends Error {\n  constructor() {\n    super("x");\n    this.nmae = "AppError";\n  }\n}', {2339, 2551}),
    ("class AppError extends Error {}\nnew AppError().nmae;", "class AppError extends Error {}\nnew AppError().nm", {2339, 2551}),
    ('const e = new Error("x");\ne.mesage;', 'const e = new Error("x");\ne.mesa', {2339, 2551}),
    ('console.lgo("x");', "console.lg", {2339, 2551}),
    # the DOM's observers are trusted globals
    ('const ro = new ResizeObserver(() => {});\nro.obsevre(document.body);',
     'const ro = new ResizeObserver(() => {});\nro.obsev', {2339, 2551}),
    ('const mo = new MutationObserver(() => {});\nmo.observ(document.body, {});',
     'const mo = new MutationObserver(() => {});\nmo.observ(', {2339, 2551}),
    # XMLHttpRequest, which @types/node does not declare
    ("function f(xhr: XMLHttpRequest) {\n  return xhr.resposneXML;\n}", "function f(xhr: XMLHttpRequest) {\n  return xhr.respos",
     {2551}),
    ("const xhr = new XMLHttpRequest();\nxhr.sned();", "const xhr = new XMLHttpRequest();\nxhr.sn", {2339}),
    ('function onHit(e: IntersectionObserverEntry) { return e.ratio; }\n',
     'function onHit(e: IntersectionObserverEntry) { return e.ra', {2339, 2551}),
    # an iterator's members are the lib's; a generator's declared type is what a call gives
    ("function* g(): Generator<number> {\n  yield 1;\n}\nconst gen = g();\ngen.nxet();",
     "function* g(): Generator<number> {\n  yield 1;\n}\nconst gen = g();\ngen.nx", {2339}),
    ('function* h(): IterableIterator<string> {\n  yield "a";\n}\nh().nxet();',
     'function* h(): IterableIterator<string> {\n  yield "a";\n}\nh().nx', {2339}),
    ("const m = new Map<string, number>();\nm.keys().nxet();", "const m = new Map<string, number>();\nm.keys().nx", {2339}),
    ("async function* ag(): AsyncGenerator<number> {\n  yield 1;\n}\nag().nxet();",
     "async function* ag(): AsyncGenerator<number> {\n  yield 1;\n}\nag().nx", {2339}),
    # a type guard's `return`s give a boolean; it must return one
    ("function isPOJO(obj: any): obj is object {\n  return [];\n}", "function isPOJO(obj: any): obj is object {\n  return [];",
     {2322}),
    ("function isS(v: unknown): v is string {\n}", "function isS(v: unknown): v is string {\n}", {2355}),
    ("const isN = (v: unknown): v is number => 1;", "const isN = (v: unknown): v is number => 1;", {2322}),
    ('const isN = function (v: unknown): v is number {\n  return "x";\n};',
     'const isN = function (v: unknown): v is number {\n  return "x";', {2322}),
    ("class A {\n  isB(): this is B {\n    return 2;\n  }\n}\nclass B extends A {}",
     "class A {\n  isB(): this is B {\n    return 2;", {2322}),
    # a class's `this` type is an object
    ("class Counter {\n  count = 0;\n  reset(): this {\n    this.count = 0;\n    return 12345;\n  }\n}",
     "class Counter {\n  count = 0;\n  reset(): this {\n    this.count = 0;\n    return 12345;", {2322}),
    ("class R {\n  m(): this {\n    return null;\n  }\n}", "class R {\n  m(): this {\n    return null;", {2322}),
    # a string index signature: no primitive has one
    ("function pq(q: string): Record<string, string> {\n  return 12345;\n}",
     "function pq(q: string): Record<string, string> {\n  return 12345;", {2322}),
    ('const d: { [k: string]: any } = "x";', 'const d: { [k: string]: any } = "x";', {2322}),
    ("interface Dict {\n  [key: string]: string;\n}\nfunction f(): Dict {\n  return true;\n}",
     "interface Dict {\n  [key: string]: string;\n}\nfunction f(): Dict {\n  return true;", {2322}),
    # a bare type parameter is rigid in the body's own annotations and nested functions
    ("function g<R>(x: R): R {\n  const y: R = 1;\n  return x;\n}", "function g<R>(x: R): R {\n  const y: R = 1;", {2322}),
    ("function g<R>(x: R): R {\n  const ys: R[] = [1];\n  return x;\n}", "function g<R>(x: R): R {\n  const ys: R[] = [1];",
     {2322}),
    ("function memo<A, R>(f: (a: A) => R): (a: A) => R {\n  const cache = new Map<A, R>();\n  return (a: A): R => {\n"
     "    if (!cache.has(a)) cache.set(a, f(a));\n  };\n}",
     "function memo<A, R>(f: (a: A) => R): (a: A) => R {\n  const cache = new Map<A, R>();\n  return (a: A): R => {\n"
     "    if (!cache.has(a)) cache.set(a, f(a));\n  }", {2355}),
    ("function g<R>(x: R): R {\n  function inner(): R {\n    return 1;\n  }\n  return x;\n}",
     "function g<R>(x: R): R {\n  function inner(): R {\n    return 1;", {2322}),
    ("class Box<T> {\n  set(x: T): void {\n    const y: T = 0;\n  }\n}", "class Box<T> {\n  set(x: T): void {\n    const y: T = 0;",
     {2322}),
    # the arguments of `new` on a name that is no class yet (its own, inside its body) are read
    ("class Version {\n  constructor(readonly major: number) {}\n  bump(): Version {\n    return new Version(this.mjaor + 1);\n  }\n}",
     "class Version {\n  constructor(readonly major: number) {}\n  bump(): Version {\n    return new Version(this.mjaor + 1);\n  }\n}",
     {2339, 2551}),
    ('declare const Foo: any;\nconst s = "a";\nnew Foo(s.lenght);', 'declare const Foo: any;\nconst s = "a";\nnew Foo(s.lengh', {2339, 2551}),
    # `declare const x: Promise<T>;` declares x, not Promise (which stayed ANY for the rest of the file)
    ('declare const p: Promise<number>;\nasync function f(): Promise<number> {\n  return "s";\n}',
     'declare const p: Promise<number>;\nasync function f(): Promise<number> {\n  return "s";', {2322}),
    ("declare const a: Map<string, number>, b: Set<number>;\nnew Map<string, number>().sett;",
     "declare const a: Map<string, number>, b: Set<number>;\nnew Map<string, number>().sett", {2339, 2551}),
    # the operand of `yield` is read (it takes the rest of the expression; its value is ANY)
    ("function* g(s: string): Generator<number> {\n  yield s.lenght;\n}", "function* g(s: string): Generator<number> {\n  yield s.lengh",
     {2339, 2551}),
    ("class P {\n  side = 1;\n  *points(): Generator<number> {\n    yield this.sdie;\n  }\n}",
     "class P {\n  side = 1;\n  *points(): Generator<number> {\n    yield this.sdie;\n  }\n}", {2339, 2551}),
    # a generic arrow is read like any arrow, its own bare type parameters rigid in its body
    ("const f = <T,>(v: T): number => {\n  v;\n};", "const f = <T,>(v: T): number => {\n  v;\n}", {2355}),
    ("const f = <T,>(v: T): T => 1;", "const f = <T,>(v: T): T => 1;", {2322}),
    ("const f = async <T,>(p: Promise<T>): Promise<T> => {\n  return 1;\n};",
     "const f = async <T,>(p: Promise<T>): Promise<T> => {\n  return 1;", {2322}),
    ("const f = <T, K extends string>(xs: T[], k: K): number => xs.lenght;",
     "const f = <T, K extends string>(xs: T[], k: K): number => xs.lengh", {2339, 2551}),
    ('type N<T> = NonNullable<T>;\nfunction f(x: N<string | null>) { return x.lenght; }',
     'type N<T> = NonNullable<T>;\nfunction f(x: N<string | null>) { return x.lengh', {2339, 2551}),
    # the file's generic interfaces and type aliases are templates (generics.py): `Box<number>` is
    # the body with `T` replaced
    ('interface Emitter<T> { emit(v: T): void }\nfunction g(e: Emitter<number>) { e.emit(); }',
     'interface Emitter<T> { emit(v: T): void }\nfunction g(e: Emitter<number>) { e.emit()', {2554}),
    ('interface Emitter<T> { emit(v: T): void }\nfunction g(e: Emitter<number>) { e.emit("x"); }',
     'interface Emitter<T> { emit(v: T): void }\nfunction g(e: Emitter<number>) { e.emit("x")', {2345}),
    ('type Maybe<T> = T | null;\nfunction g(m: Maybe<string>) { if (m) return m.toUpperCasee(); return ""; }',
     'type Maybe<T> = T | null;\nfunction g(m: Maybe<string>) { if (m) return m.toUpperCasee', {2551}),
    ('type H<T> = (e: T) => void;\nconst h: H<number> = (e) => e.toUpperCase();',
     'type H<T> = (e: T) => void;\nconst h: H<number> = (e) => e.toU', {2339}),
    ('interface A<T> { a: T }\ninterface B<U> extends A<U[]> { b: U }\n'
     'function g(x: B<number>) { return x.a.toFixed(); }',
     'interface A<T> { a: T }\ninterface B<U> extends A<U[]> { b: U }\nfunction g(x: B<number>) { return x.a.toF', {2339}),
    ('interface Repo<T> { all(): Promise<T[]> }\ninterface User { email: string }\n'
     'async function f(r: Repo<User>) { const us = await r.all(); for (const u of us) u.emali; }',
     'interface Repo<T> { all(): Promise<T[]> }\ninterface User { email: string }\n'
     'async function f(r: Repo<User>) { const us = await r.all(); for (const u of us) u.emal', {2551}),
    ('type Result<T, E = Error> = { ok: true; value: T } | { ok: false; error: E };\n'
     'function g(r: Result<number>) { if (r.ok) return r.value.toUpperCase(); return ""; }',
     'type Result<T, E = Error> = { ok: true; value: T } | { ok: false; error: E };\n'
     'function g(r: Result<number>) { if (r.ok) return r.value.toU', {2339}),
    ('interface Box<T> { v: T }\nconst b: Box<string> = { v: 1 };',
     'interface Box<T> { v: T }\nconst b: Box<string> = { v: 1 };', {2322}),
    ('type Getter<T> = () => T;\nfunction g(get: Getter<string[]>): number[] { return get().map((s) => s.lenght); }',
     'type Getter<T> = () => T;\nfunction g(get: Getter<string[]>): number[] { return get().map((s) => s.lengh', {2551}),
    ('interface Store<S> { getState(): S }\ninterface AppState { count: number }\n'
     'function g(s: Store<AppState>) { return s.getState().cuont; }',
     'interface Store<S> { getState(): S }\ninterface AppState { count: number }\n'
     'function g(s: Store<AppState>) { return s.getState().cu', {2551}),
    ('interface Opt<T> { h(...xs: T[]): void }\nfunction g(o: Opt<number>) { o.h("a"); }\n',
     'interface Opt<T> { h(...xs: T[]): void }\nfunction g(o: Opt<number>) { o.h("a")', {2345}),
]


@pytest.mark.parametrize("text,prefix,codes", REJECTED)
def test_an_error_is_rejected_where_it_becomes_certain(text, prefix, codes):
    rejected_at(text, prefix)


ACCEPTED = [
    # XMLHttpRequest: its members, its base's, its static constants
    'const xhr = new XMLHttpRequest();\nxhr.open("GET", "/a");\nxhr.onload = () => console.log(xhr.status, xhr.responseText.length, xhr.response);\n'
    'xhr.addEventListener("progress", (e) => e.loaded);\nxhr.setRequestHeader("a", "b");\nxhr.send();\nxhr.upload.onprogress = null;\n'
    'const d: number = XMLHttpRequest.DONE + xhr.readyState;\nxhr.responseType = "json";\nconst h: string = xhr.getAllResponseHeaders();\n'
    "function onXhr(x: XMLHttpRequest): Document | null {\n  return x.responseXML;\n}",
    # the DOM's observers
    'const div = document.createElement("div");\nconst ro = new ResizeObserver((entries) => entries.forEach((en) => en.contentRect.width));\nro.observe(div);\nro.unobserve(div);\nro.disconnect();\nconst mo = new MutationObserver((muts, obs) => { muts.forEach((m) => m.addedNodes.length); obs.disconnect(); });\nmo.observe(document.body, { childList: true, subtree: true, attributes: true, attributeFilter: ["class"] });\nmo.takeRecords().length;\nconst io = new IntersectionObserver((es) => es.forEach((e) => e.isIntersecting && e.target.classList.add("x")), { threshold: [0, 1], rootMargin: "10px" });\nio.observe(div);\nfunction onResize(e: ResizeObserverEntry[]) { return e[0]?.borderBoxSize[0]?.inlineSize; }\nfunction onMut(r: MutationRecord) { return r.type === "childList" ? r.target : null; }\nfunction onHit(e: IntersectionObserverEntry) { return e.intersectionRatio + e.time; }',
    # iterators and generators: the lib's Iterator is closed (lib.esnext.iterator's own
    # `interface Iterator` is module-local), a generator's declared type is its call's
    "function* g(): Generator<number, string, boolean> {\n  const b = yield 1;\n  return String(b);\n}\nconst gen = g();\n"
    "const r = gen.next(true);\nif (!r.done) r.value.toFixed();\ngen.return(\"x\");\ngen.throw(new Error(\"e\"));\n"
    "function* g2(): Generator<number> {\n  yield 1;\n}\nfor (const n of g2()) n.toFixed();\n"
    "const m = new Map<string, number>();\nm.keys().next().value;\nconst e = m.entries();\ne.next();\n"
    "e[Symbol.iterator]().next();\n[1, 2][Symbol.iterator]().next();\nconst it: Iterator<number> = [1].values();\n"
    "it.next();\nit.return?.();\nconst ii: IterableIterator<number> = [1].values();\nii.next();\n"
    "new Set([1]).values().next().done;\nfunction* h(): IterableIterator<string> {\n  yield \"a\";\n}\n"
    "h().next().value?.length;\n[...h()].map((s) => s.length);\nArray.from(h()).join();\n"
    "async function* ag(): AsyncGenerator<number> {\n  yield 1;\n}\nag().next().then((x) => x.done);\n"
    "ag()[Symbol.asyncIterator]();\nconst s = \"abc\"[Symbol.iterator]();\ns.next().value;\n\"x\".matchAll(/x/g).next();",
    # what @types/node adds is there, as `any`
    "class AppError extends Error {\n  constructor() {\n    super(\"x\");\n    Error.captureStackTrace(this, AppError);\n"
    "    this.name = new.target.name;\n  }\n}\nError.stackTraceLimit = 20;",
    'class AppError extends Error {\n  constructor(message: string, readonly code: string, options?: { cause?: unknown }) {\n'
    "    super(message, options);\n    this.name = new.target.name;\n    Object.setPrototypeOf(this, new.target.prototype);\n"
    "  }\n  describe(): string {\n    return `${this.name}: ${this.message} ${this.stack ?? \"\"} ${String(this.cause)} ${this.code}`;\n"
    "  }\n  static from(e: unknown): AppError {\n    return e instanceof AppError ? e : new AppError(String(e), \"E\");\n  }\n}\n"
    'const a = new AppError("m", "c");\nconst t = new TypeError("x");\nconst s: string = t.message + a.code + AppError.from(1).toString();\n'
    "class D extends Date {\n  y(): number {\n    return this.getFullYear();\n  }\n}\nclass M extends Map<string, number> {\n"
    "  z() {\n    return this.size;\n  }\n}\nclass R extends RangeError {}\nnew R(\"r\").message;",
    "const c = new console.Console(process.stdout);\nc.log(1);\nconsole.table([1]);",
    # a lib method @types/node declares again: its arguments are not checked (node's `assert`
    # takes any value, the DOM's a boolean), its result is the lib's
    'const xs = [1];\nconsole.assert(xs.length, "empty");\nconsole.dir(xs, { depth: 2 });\nconst v: void = console.log(xs);',
    "const d = import.meta.dirname;\nconst u: string = import.meta.url;",
    "const s: symbol = Symbol.dispose;\nconst a: symbol = Symbol.asyncDispose;",
    # DOM members, inherited ones included
    'const b = document.getElementById("x") as HTMLButtonElement;\nb.disabled = true;\nb.addEventListener("click", () => {});\n'
    'b.dispatchEvent(new Event("x"));\nb.classList.toggle("on");\nb.textContent = null;',
    "function paint(c: HTMLCanvasElement): void {\n  c.width = 2;\n  const ctx = c.getContext(\"2d\");\n  ctx?.fillRect(0, 0, 1, 1);\n}",
    # type guards and assertions
    "function isS(v: unknown): v is string {\n  return typeof v === \"string\";\n}\nconst isN = (v: unknown): v is number => typeof v === \"number\";",
    "function isFish(p: { swim?: () => void }): p is { swim: () => void } {\n  return \"swim\" in p;\n}",
    "function isK(x: any): x is string {\n  return x && x.k;\n}\nfunction g(x: unknown): x is string {\n  return isK(x);\n}",
    "function assertS(v: unknown): asserts v is string {\n  if (typeof v !== \"string\") throw new Error();\n}",
    "function check(v: unknown): asserts v {\n  if (!v) {\n    return;\n  }\n}",
    "class A {\n  isB(): this is B {\n    return this instanceof B;\n  }\n}\nclass B extends A {}",
    # `this`
    "class Ctr {\n  count = 0;\n  reset(): this {\n    return this;\n  }\n  b(): this {\n    this.count++;\n    return this.reset();\n  }\n"
    "  c(): this | null {\n    return null;\n  }\n  d(): this | number {\n    return 1;\n  }\n}",
    "class Q {\n  next: this | null = null;\n  link(n: this): this {\n    this.next = n;\n    return this;\n  }\n}",
    # index signatures
    'const e: { [k: number]: string } = "abc";\nconst r: Record<string, unknown> = { x: 1 };',
    "type M = { [k: string]: number; a: number };\nconst m: M = { a: 1, b: 2 };\nconst q: Record<string, number> = m;",
    'interface Dict {\n  [key: string]: string;\n}\ninterface D2 extends Dict {\n  a: string;\n}\nlet x: D2 = { a: "1" };\n'
    'const o: Record<string, string> | string = "s";',
    # type parameters in a body
    "function g<T>(xs: T[], s: string): T[] {\n  const out: T[] = [];\n  xs.forEach((x) => out.push(x));\n  const m = new Map<string, T>();\n"
    "  m.set(\"a\", xs[0]);\n  const f: T | undefined = m.get(\"a\");\n  const v: T = JSON.parse(s) as T;\n  let acc: T = xs[0];\n"
    "  acc = v;\n  return out;\n}",
    "function h<T>(x: T): T {\n  function inner<T>(y: T): T {\n    return y;\n  }\n  const k = <U,>(u: U): U => u;\n  return inner(x);\n}",
    "class Box<T> {\n  v!: T;\n  set(x: T): void {\n    const y: T = x;\n    const z: T[] = [x];\n    this.v = y;\n  }\n}",
    "function id<T extends string>(x: T): T {\n  const y: T = x;\n  return y;\n}",
    "declare const Foo: any;\ndeclare const G: new <T>(f: (x: T) => T, n: T) => { bar: T };\n"
    "const f = new G<number>((x: number) => x, 1).bar;\nconst g = new Foo;\nconst h = new Foo.Bar(1);\n"
    "const k = new (Foo as any)(2);\nclass W {\n  m() {\n    return new W();\n  }\n}\nclass V {\n  constructor(public n: number) {}\n"
    "  m(): V {\n    return new V(this.n + 1);\n  }\n}",
    "function* g(xs: number[]): Generator<number, string, any> {\n  const a: number = yield xs.length + 1;\n  const b: string = yield 0;\n"
    "  yield* xs;\n  yield* [1, 2].map((x) => x * 2);\n  const c = (yield 1) as number;\n  f(yield 2, yield 3);\n"
    '  return "done" + a + b + c;\n}\nfunction f(a: number, b: number) {}\nasync function* h(): AsyncGenerator<string> {\n'
    '  for await (const x of [Promise.resolve(1)]) yield String(x);\n  yield await Promise.resolve("a");\n}\n'
    "const o = { *it() { yield 1; } };\nclass Q {\n  *[Symbol.iterator]() {\n    yield* [1, 2];\n  }\n}",
    'declare const a: Map<string, number>, b: Set<number>;\nconst m: number = a.get("x")! + b.size;\n'
    "declare global {\n  interface Window {\n    myApp: number;\n  }\n}\nwindow.myApp;\n"
    "declare abstract class AC {\n  abstract m(): void;\n}\nclass CC extends AC {\n  m() {}\n}\nnew CC().m();\n"
    'declare type TT = string;\ndeclare interface II {\n  a: TT;\n}\nconst ii: II = { a: "x" };\n'
    "declare const enum E {\n  A = 1,\n}\nconst e: E = E.A;\ndeclare namespace N {\n  const x: Promise<number>;\n}\nN.x.then();",
    # a generic arrow's type parameters: rigid in its body, inferred by its callers, shadowing
    "type T = string;\nconst f8 = <T,>(v: T): T => v;\nconst n: number = f8(1);",
    "function outer<T>(x: T): T {\n  const inner = <T,>(y: T): T => y;\n  const n: number = inner(1);\n"
    "  const g = <U,>(u: U) => (w: U): U => w;\n  const k = <U,>(u: U) => {\n    const z: U = u;\n    return z;\n  };\n"
    "  return x;\n}",
    "const id = <T,>(x: T) => x;\nconst c = <number>(id(1));\nconst d = <T>(x: T): T => x;\n"
    "const e = async <T,>(p: Promise<T>): Promise<T> => await p;\n"
    "const groupBy = <T, K extends string>(items: readonly T[], key: (t: T) => K): Record<K, T[]> => {\n"
    "  const out = {} as Record<K, T[]>;\n  for (const it of items) (out[key(it)] ??= []).push(it);\n  return out;\n};\n"
    'const s: string = groupBy(["a"], (x) => x).a[0];\nconst one: number = id(1).toFixed().length;',
    "const pick = <T, K extends keyof T>(o: T, k: K): T[K] => o[k];\n"
    "const m = <T,>(xs: T[]): T | undefined => xs.find((x) => x !== undefined);\nconst n: number | undefined = m([1]);",
    "class Box<T> {\n  constructor(public v: T) {}\n}\nfunction outer<T>(x: T) {\n  class Inner<T> {\n    constructor(public v: T) {}\n  }\n"
    '  const b: Inner<string> = new Inner("s");\n  const c: Box<number> = new Box(1);\n  return { b, c, x };\n}',
    # a utility type of a template's parameter is applied once it is instantiated
    'type N<T> = NonNullable<T>;\nfunction f(x: N<string | null>) { return x.length; }',
    'type N<T> = NonNullable<T>;\ntype W<U> = N<U>;\nfunction f(x: W<string | null>) { return x.length; }',
    'type Rq<T> = Required<T>;\nfunction g(x: Rq<{ a?: string }>) { return x.a.length; }',
    'type P<T> = Partial<T>;\nfunction h(x: P<{ a: string }>) { return x.a?.length; }',
    'type Rec<K extends string, V> = Record<K, V>;\nfunction k(x: Rec<string, number>) { return x.q.toFixed(); }',
    'type A<T> = Awaited<T>;\nconst xa: A<Promise<number>> = 1;',
    'interface Box<T> { v: NonNullable<T>; p: Partial<T> }\nfunction b(x: Box<{ a: number } | null>) { return x.v.a + (x.p?.a ?? 0); }',
    # generic declarations of the file: defaults, `void` arguments, conditional and mapped bodies,
    # shadowed and recursive parameters
    'interface Emitter<T> { emit(v: T): void }\nfunction g(e: Emitter<void>) { e.emit(); }',
    'interface O<T = string> { v: T }\nfunction g(o: O) { o.v.toUpperCase(); }',
    'type D<T> = T extends string ? 1 : 2;\nfunction g(x: D<string | number>) { const a: 1 | 2 = x; return a; }',
    'type M<T> = { [K in keyof T]: string };\nfunction g(m: M<number[]>) { return m.length + m[0].length; }',
    'type Maybe<T> = T | null;\nfunction g(m: Maybe<string>) { if (m) return m.toUpperCase(); return ""; }',
    'type H<T> = (e: T) => void;\nconst h: H<number> = (e) => e.toFixed();',
    'interface ListNode<T> { value: T; next?: ListNode<T> }\n'
    'function g(n: ListNode<number>) { return n.next?.next?.value; }',
    'interface A<T> { a: T }\ninterface B<U> extends A<U[]> { b: U }\n'
    'function g(x: B<number>) { return x.a.length + x.b.toFixed().length; }',
    'interface C<T> { m<T>(x: T): T; n: T }\n'
    'function g(c: C<number>) { return c.m("s").toUpperCase() + c.n.toFixed(); }',
    'type Result<T, E = Error> = { ok: true; value: T } | { ok: false; error: E };\n'
    'function g(r: Result<number>) { if (r.ok) return r.value.toFixed(); else return r.error.message; }',
    'type P<T> = Partial<T>;\nfunction g(p: P<{ a: number }>) { return p.a?.toFixed(); }',
    'type WithId<T> = T & { id: string };\n'
    'function g(x: WithId<{ n: number }>) { return x.n.toFixed() + x.id.length; }',
    'type K<T> = keyof T;\nfunction g(k: K<{ a: 1 }>) { const s: string = k; return s; }',
    'interface Box<T> { v: T }\nconst b: Box<string> = { v: "x" };\nb.v.length;',
    'interface Chain<T> { add(x: T): this; v: T }\n'
    'function g(c: Chain<number>) { return c.add(1).add(2).v.toFixed(); }',
    'type Cb<T> = (v: T, i: number) => boolean;\nfunction filt<T>(xs: T[], cb: Cb<T>) { return xs.filter(cb); }',
    'interface O<T> { v?: T }\nfunction g(o: O<number>) { return o.v?.toFixed(); }',
    'type Pair<A, B> = [A, B];\nfunction g(p: Pair<string, number>) { return p[0].length + p[1].toFixed().length; }',
    'interface Dict<V> { [k: string]: V }\nfunction g(d: Dict<number>) { return d["x"].toFixed() + d.y.toFixed(); }',
    'type Getter<T> = () => T;\nfunction g(get: Getter<string[]>) { return get().map((s) => s.length); }',
    'interface Node2<T> { children: Node2<T>[]; v: T }\n'
    'function walk<T>(n: Node2<T>, f: (v: T) => void): void { f(n.v); n.children.forEach((c) => walk(c, f)); }',
    'interface Store<S> { getState(): S; subscribe(l: (s: S) => void): () => void }\n'
    'interface AppState { count: number }\n'
    'function g(s: Store<AppState>) { const un = s.subscribe((st) => console.log(st.count.toFixed())); un(); return s.getState().count; }',
    'interface Fn<T> { (x: T): T; tag: string }\nfunction g(f: Fn<number>) { return f(1).toFixed() + f.tag; }',
    'type Loose<T> = T | undefined | void;\nfunction g(l: Loose<number>) { return l; }\ng();',
    'interface Opt<T> { f(x?: T): void; h(...xs: T[]): void }\n'
    'function g(o: Opt<number>) { o.f(); o.h(); o.h(1, 2); }',
]


@pytest.mark.parametrize("text", ACCEPTED)
def test_what_tsc_accepts_is_accepted_at_every_prefix(text):
    accepted_at_every_prefix(text)


# Interfaces other packages augment from their own files (lib/augmented.txt) stay open: the usage
# alone is accepted; tsc judges it with the package's augmentation (rxjs's, Vite's) in the project.
AUGMENTED_ELSEWHERE = [
    ("declare global {\n  interface SymbolConstructor {\n    readonly observable: symbol;\n  }\n}\n",
     "const o: symbol = Symbol.observable;"),
    ("declare global {\n  interface ImportMeta {\n    readonly env: Record<string, string>;\n  }\n}\n",
     "const mode: string = import.meta.env.MODE;"),
]


@pytest.mark.parametrize("augmentation,usage", AUGMENTED_ELSEWHERE)
def test_a_member_another_package_adds_is_accepted(augmentation, usage):
    accepted_at_every_prefix(usage)


@pytest.mark.slow
def test_each_usage_is_tsc_clean_with_its_augmentation(oracle):
    texts = [a + u for a, u in AUGMENTED_ELSEWHERE]
    codes = oracle.strict_error_codes([(_name(100 + i), t) for i, t in enumerate(texts)])
    assert not any(codes), list(zip(texts, codes))


def _name(i):
    return Path(f"/tmp/cpc-type-lib-generics/t{i}.ts")


@pytest.mark.slow
def test_every_accepted_text_is_tsc_clean(oracle):
    assert_tsc_clean(oracle, ACCEPTED, "/tmp/cpc-type-lib-generics")


@pytest.mark.slow
def test_every_rejected_text_has_the_tsc_error(oracle):
    assert_tsc_reports(oracle, REJECTED, "/tmp/cpc-type-lib-generics")


@pytest.mark.slow
def test_the_shipped_node_members_are_what_the_pinned_types_node_adds(oracle):
    """lib/node_members.txt is the generator's output for the oracle's @types/node."""
    node = shutil.which("node")
    made = subprocess.run([node, str(REPO / "tools" / "ts-oracle" / "node-members.mjs")],
                          capture_output=True, text=True, check=True).stdout
    assert made == (LIB_DIR / NODE_MEMBERS).read_text(), "regenerate: node tools/ts-oracle/node-members.mjs"
    assert "EventTarget" in made.splitlines()  # declared by @types/node, adding nothing to the DOM's
