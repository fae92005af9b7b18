"""The fourth soundness red team's finds: tsc-clean texts the type layer rejected (ACCEPTED, fed
one character at a time), beside the rejections that guard each narrowed proof (REJECTED: the
exact prefix after which no continuation can type-check). Every text is judged by tsc below
(slow tests); the causes are in tests/engine/corpus/FINDINGS.md."""

import pytest

from test_type_flow import accepted_at_every_prefix, assert_tsc_clean, assert_tsc_reports, rejected_at


# (text, the prefix after which it is rejected, the tsc codes that back it)
REJECTED = [
    # arity: a signature's own bare type parameter needs its argument (tsc counts before it
    # instantiates, so even `f<void>()`); a class's constructor's parameters are its own
    ("function f<T>(x: T) {}\nf();", "function f<T>(x: T) {}\nf()", {2554}),
    ("class A { m<T>(x: T) {} }\nnew A().m();", "class A { m<T>(x: T) {} }\nnew A().m()", {2554}),
    ("class A<T> { constructor(x: T) {} }\nnew A();", "class A<T> { constructor(x: T) {} }\nnew A()", {2554}),
    ("type Fn<A> = (a: A, b: number) => void;\nconst f: Fn<void> = () => {};\nf();",
     "type Fn<A> = (a: A, b: number) => void;\nconst f: Fn<void> = () => {};\nf()", {2554}),
    ("interface Em<T> { emit(x: T, y: string): void }\nfunction g(e: Em<void>) { e.emit(); }",
     "interface Em<T> { emit(x: T, y: string): void }\nfunction g(e: Em<void>) { e.emit()", {2554}),
    # a parameter with a default loses only undefined in its body: null stays (TS18047)
    ('function f(x: string | null = "a") { return x.length; }', 'function f(x: string | null = "a") { return x.', {18047}),
    ('function f(x: string | undefined = "a", y: string | undefined) { return y.length; }',
     'function f(x: string | undefined = "a", y: string | undefined) { return y.', {18048}),
    # a generic arrow's `x: T` has only the members of {} until a test names it
    ("const f = <T,>(x: T) => x.length;", "const f = <T,>(x: T) => x.l", {2339}),
    ('const f = <T,>(x: T, y: T) => typeof y === "string" ? x.length : 0;',
     'const f = <T,>(x: T, y: T) => typeof y === "string" ? x.l', {2339}),
    # NonNullable removes null and undefined (a body declared so needs its `return`)
    ("function f(): NonNullable<number | undefined> {}", "function f(): NonNullable<number | undefined> {}", {2355}),
    ("const x: NonNullable<string | null> = null;", "const x: NonNullable<string | null> = null;", {2322}),
    # the lexer's `>=` after a type argument list: the type ends, an initialiser or default follows
    ("let x: Array<number>;\nx.push(1);", "let x: Array<number>;\nx.", {2454}),
    ("let x: Array<number>= [];\nx.pushh(1);", "let x: Array<number>= [];\nx.pushh", {2339, 2551}),
    ('function h(a: Array<number>= [], b = "x") { return b; }\nh([], "y", 1);',
     'function h(a: Array<number>= [], b = "x") { return b; }\nh([], "y", 1', {2554}),
    # a lib method's parameter substituted with a type that takes no void still needs its argument
    ("const xs: number[] = [];\nxs.indexOf();", "const xs: number[] = [];\nxs.indexOf()", {2554}),
    ('const m: Map<string, number> = new Map();\nm.set("a");', 'const m: Map<string, number> = new Map();\nm.set("a")', {2554}),
    # a write to an accessor pair of one type, or to a plain property, is checked against its type
    ("interface I { get v(): string; set v(x: string); }\nfunction f(i: I) { i.v = 1; }",
     "interface I { get v(): string; set v(x: string); }\nfunction f(i: I) { i.v = 1;", {2322}),
    ("interface I { v: string }\nfunction f(i: I) { i.v = 1; }", "interface I { v: string }\nfunction f(i: I) { i.v = 1;", {2322}),
    # undefined may be written only to an optional member
    ("function f(o: { a: number }) { o.a = undefined; }", "function f(o: { a: number }) { o.a = undefined;", {2322}),
    ("class A { t = 1; m() { this.t = undefined; } }", "class A { t = 1; m() { this.t = undefined;", {2322}),
    ('class A { t?: number; m() { this.t = "x"; } }', 'class A { t?: number; m() { this.t = "x";', {2322}),
    ("class S { x: number = undefined; }", "class S { x: number = undefined;", {2322}),
    ('class S { x?: number = "a"; }', 'class S { x?: number = "a";', {2322}),
]


@pytest.mark.parametrize("text,prefix,codes", REJECTED)
def test_a_guarded_error_is_still_rejected_where_it_becomes_certain(text, prefix, codes):
    rejected_at(text, prefix)


ACCEPTED = [
    # an enclosing generic type's parameter may be instantiated with void (a type argument or a
    # default), so a parameter written as one may be left out: `Fn<void>`, `<T = void>`
    "type Fn<A = void> = (a: A) => void;\nconst f: Fn = () => {};\nf();\nfunction g(h: Fn<void>) { h(); }\n"
    "const o: { f: Fn } = { f: () => {} };\no.f();\ntype F2<A> = (a: A) => void;\nconst f2: F2<number | void> = () => {};\nf2();",
    "interface Em<T = void> { emit(x: T): void }\nfunction g(e: Em, e2: Em<void>) { e.emit(); e2.emit(); }\n"
    "interface Cb<T = void> { (x: T): void }\nfunction h(f: Cb) { f(); }",
    "class Em<T = void> { emit(x: T): void {} }\nnew Em().emit();\nnew Em<void>().emit();",
    "type Listener<T = void> = (v: T) => void;\nconst ls: Listener[] = [];\nls.forEach((l) => l());\n"
    "for (const l of ls) l();\nclass E<T = void> { ls: Listener<T>[] = []; fire(v: T) { for (const l of this.ls) l(v); } }\nnew E().fire();",
    # a parameter with a default is not undefined in its body (tsc narrows it by the initialiser)
    'function f(o: { a: number } | undefined = { a: 1 }) { return o.a; }\n'
    'function g(x: string | undefined = "a") { return x.length; }\ng(undefined);\n'
    'class C { constructor(x: string | undefined = "a") { x.length; } m(x: string | undefined = "a") { return x.length; } }\n'
    "class D { constructor(public x: number | undefined = 1) {} reset() { this.x = undefined; } }",
    # a generic arrow's expression body: `typeof x` may have narrowed its rigid `x: T`
    'const f = <T,>(x: T) => (typeof x === "string" ? x.length : 0);\n'
    'const g = <T,>(x: T) => typeof x === "string" && x.length;\n'
    'const h = async <T,>(x: T): Promise<number> => [typeof x === "number" ? x.toFixed() : ""].length;\n'
    'const k = <T,>(x: T, y: T) => ((typeof x === "string") ? x.length : y);',
    # NonNullable<void> is `void & {}`, no never; Parameters of an arrow (was a ValueError)
    "function f(): NonNullable<void> {}\nfunction g(): NonNullable<number | void> {}",
    'const g = (a: number, ...r: string[]) => a;\nconst p: Parameters<typeof g> = [1];\n'
    'const h = (a: number, b: string) => a;\nconst q: Parameters<typeof h> = [1, "a"];',
    # `>=` (`>>=`, `>>>=`) closing a type argument list: a `let` with an initialiser, parameters with defaults
    "let x: Array<number>= [];\nx.push(1);\nlet y: Map<string, Set<Array<number>>>= new Map(), z = 1;\ny.size;\n"
    "class A { x: Array<number>= []; m() { return this.x.length; } }",
    'function h(a: Array<number>= [], b = "x") { return b; }\nh([], "y");\n'
    "function g(a: Record<string, Array<Map<string, number>>>= {}, b = 2) { return b; }\ng({}, 3);\n"
    "const f = (a: Array<number>= [], b = 1) => a.length + b;\nf([], 2);\n"
    'class C { constructor(a: Array<Array<number>>= [], public b = "x") {} }\nnew C([], "y").b.length;',
    # a lib method's trailing parameter whose substituted type takes void may be left out
    'const s: Set<void> = new Set();\ns.add();\nconst m: Map<string, void> = new Map();\nm.set("a");\n'
    "const xs: void[] = [];\nxs.push();\nxs.indexOf();\nxs.includes();\nfunction f(q: Set<void>) { q.add(); }",
    # an accessor pair of the file's interface or type literal whose setter is wider than its getter (TS 5.1)
    "interface I { get v(): string; set v(x: string | number); }\nfunction f(i: I) { i.v = 1; }\n"
    'const i: I = { get v() { return "a"; }, set v(x) {} };\ni.v = 2;\n'
    "type T = { get v(): string; set v(x: string | number) };\nfunction g(t: T) { t.v = 1; return t.v.length; }",
    # an optional member may be written undefined (`timer?: number` then `this.timer = undefined`)
    "interface O { a?: number }\nconst o: O = {};\no.a = undefined;\ndelete o.a;\n"
    "type P = { a?: string | null };\nconst p: P = {};\np.a = null;\np.a = undefined;\n"
    "class A { timer?: ReturnType<typeof setTimeout>; stop() { clearTimeout(this.timer); this.timer = undefined; } }\n"
    "new A().timer = undefined;\nfunction f(q: Partial<{ a: number }>, r: { cb?: () => void }) { q.a = undefined; r.cb = undefined; }",
    # an optional field's initialiser may be undefined
    "class S { x?: number = undefined; #c?: Map<string, number> = undefined; static s?: string = undefined; reset() { this.#c = undefined; } }",
]


@pytest.mark.parametrize("text", ACCEPTED)
def test_what_tsc_accepts_is_accepted_at_every_prefix(text):
    accepted_at_every_prefix(text)


@pytest.mark.slow
def test_every_accepted_text_is_tsc_clean(oracle):
    assert_tsc_clean(oracle, ACCEPTED, "/tmp/cpc-type-redteam4")


@pytest.mark.slow
def test_every_rejected_text_has_the_tsc_error(oracle):
    assert_tsc_reports(oracle, REJECTED, "/tmp/cpc-type-redteam4")
