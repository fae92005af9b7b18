"""A test of a member narrows the member, not its base binding (unless the binding's type is a
union: a discriminant), and a member chain of a parameter's first use is its declared type, an
optional property's `undefined` included. Each text is judged by tsc below (slow tests)."""

import pytest

from test_type_flow import accepted_at_every_prefix, assert_tsc_clean, assert_tsc_reports, rejected_at

IFACE = "interface User { id: number; email?: string; tags: string[] | undefined; a: { b?: { c: number } } }\n"

# (text, the prefix after which it is rejected, the tsc codes that back it)
REJECTED = [
    # `parts.length !== 2` narrows `parts.length`; `parts` (a string[], no union) keeps its type
    ('function f(text: string) {\n  const parts = text.split("@");\n  if (parts.length !== 2) return false;\n'
     '  const [local, domain] = parts;\n  domain.idnexOf(".");\n}',
     'function f(text: string) {\n  const parts = text.split("@");\n  if (parts.length !== 2) return false;\n'
     '  const [local, domain] = parts;\n  domain.id', {2551}),
    ("function f(xs: string[]) {\n  if (xs.length !== 2) return;\n  const [a, b] = xs;\n  const n: number = a;\n}",
     "function f(xs: string[]) {\n  if (xs.length !== 2) return;\n  const [a, b] = xs;\n  const n: number = a;", {2322}),
    ("function f(xs: string[]) { if (!xs.length) return; const ys = xs; ys.foo; }",
     "function f(xs: string[]) { if (!xs.length) return; const ys = xs; ys.foo", {2339}),
    ('function h(o: { k: "a" | "b" }) {\n  if (o.k === "a") return;\n  if (o.k === "b") return;\n  const r = o;\n'
     '  const u: number = r;\n}',
     'function h(o: { k: "a" | "b" }) {\n  if (o.k === "a") return;\n  if (o.k === "b") return;\n  const r = o;\n'
     '  const u: number = r;', {2322}),
    ("function h(o: { k: boolean; v: number }) {\n  if (o.k) return;\n  if (!o.k) return;\n  const r = o;\n"
     "  const u: string = r;\n}",
     "function h(o: { k: boolean; v: number }) {\n  if (o.k) return;\n  if (!o.k) return;\n  const r = o;\n"
     "  const u: string = r;", {2322}),
    # possibly undefined: an optional property, or a member typed `| undefined`, of a parameter
    # nothing has named before (TS18048)
    (IFACE + "function greet(u: User) { u.email.length; }", IFACE + "function greet(u: User) { u.email.", {18048}),
    (IFACE + "function greet(u: User) { u.a.b.c; }", IFACE + "function greet(u: User) { u.a.b.", {18048}),
    (IFACE + "function greet(u: User) { u.tags.map(t => t); }", IFACE + "function greet(u: User) { u.tags.", {18048}),
    (IFACE + "function greet(u: User) { const f = () => u.email.length; }",
     IFACE + "function greet(u: User) { const f = () => u.email.", {18048}),
    ("function g(o: { v?: number }) { return o.v.toFixed(); }", "function g(o: { v?: number }) { return o.v.", {18048}),
    # a member of a union type, on such a chain: every member of the union must have it
    ('interface Shape { kind: "c" | "s"; r: number | string }\nfunction area(s: Shape) { s.r.toFixed(); }',
     'interface Shape { kind: "c" | "s"; r: number | string }\nfunction area(s: Shape) { s.r.toFixed(', {2339}),
    # and the whole union must be assignable where the chain alone is the value
    ("function g(o: { v?: number }): number { return o.v; }", "function g(o: { v?: number }): number { return o.v;", {2322}),
]


@pytest.mark.parametrize("text,prefix,codes", REJECTED)
def test_a_member_test_or_an_optional_member_is_rejected_where_it_becomes_certain(text, prefix, codes):
    rejected_at(text, prefix)


O = "interface O { v?: number; s?: string; list?: string[]; cb?: () => void; n: { m?: number } }\n"

ACCEPTED = [
    # a discriminant narrows its union: the binding may be never after both tests
    'type S = { kind: "a"; x: number } | { kind: "b"; y: string };\nfunction f(s: S) {\n'
    '  if (s.kind === "a") return 1;\n  if (s.kind === "b") return 2;\n  const z = s;\n  const w: number = z;\n  return w;\n}',
    'type S = { ok: true; v: number } | { ok: false; e: string };\nfunction f(s: S) {\n'
    '  if (s.ok) return 1;\n  if (!s.ok) return 2;\n  const z = s;\n  const q: string = z;\n}',
    'type S = { kind: "a"; x: number } | { kind: "b"; y: string };\nfunction f(s: S) {\n'
    '  if (s.kind === "a") return 1;\n  if (s.kind === "b") return 2;\n  switch (s) { case "x" as never: return 3; }\n}',
    # the member itself may be never after its tests
    'function h(o: { k: "a" | "b" }) {\n  if (o.k === "a") return;\n  if (o.k === "b") return;\n'
    '  const z = o.k;\n  const q: number = z;\n}',
    "function f(xs: string[]) {\n  if (xs.length === 0) return \"\";\n  const first = xs[0];\n  const [a] = xs;\n  return first + a;\n}",
    # what narrows, or sidesteps, an optional member
    O + "function a(o: O) { const x: number = o.v ?? 0; return x; }",
    O + 'function a(o: O) { o.cb?.(); o.list?.map(x => x); return (o.s || "").length; }',
    O + "function a(o: O): number | undefined { return o.v; }",
    O + "function a(o: O) { for (const x of o.list ?? []) { x.length; } const y = o.n.m; if (y) y.toFixed(); }",
    O + "function a(o: Partial<O>, p: Required<O>) { p.v.toFixed(); p.n.m; o.v; }",
    O + "function a(o: O) { o.v = 3; o.v.toFixed(); }",
    O + 'function a(o: O) { const { v = 1 } = o; v.toFixed(); typeof o.s === "string" && o.s.length; }',
    O + "function a(o: O) { if (!o.s) return; const t: string = o.s; }",
    O + "function a(o: O) { o.v! + 1; (o.v as number).toFixed(); o.s?.length; }",
    'interface O { v?: number; s?: string }\nfunction a(o: O = {}) { o.v?.toFixed(); }\nconst b = (o: O) => o.v?.toFixed();\nclass K { m(o: O) { return o.s?.length; } }',
    O + 'function a(o: O) { const n = `${o.s}`; const m = o.s + "x"; console.log(o.s); }',
    'type U = { kind: "a"; v?: number } | { kind: "b"; v: number };\nfunction a(u: U) { const z: number | undefined = u.v; }',
    IFACE + "function greet(u?: User) { u?.a.b?.c; u?.id.toFixed(); }",
    IFACE + "function greet(u: User) { if (u.email) u.email.length; u.email?.length; }",
]


@pytest.mark.parametrize("text", ACCEPTED)
def test_what_tsc_accepts_is_accepted_at_every_prefix(text):
    accepted_at_every_prefix(text)


@pytest.mark.slow
def test_every_accepted_text_is_tsc_clean(oracle):
    assert_tsc_clean(oracle, ACCEPTED, "/tmp/cpc-type-member-tests")


@pytest.mark.slow
def test_every_rejected_text_has_the_tsc_error(oracle):
    assert_tsc_reports(oracle, REJECTED, "/tmp/cpc-type-member-tests")


# A built-in constructor's type arguments are the instance's (`new Map<string, number>()`), and
# a built-in method's declared result keeps its own `null`/`undefined` where it is the whole value.
MAP = "const m = new Map<string, number>();\n"

LIB_REJECTED = [
    (MAP + 'const w: string = m.get("a")!;', MAP + 'const w: string = m.get("a")!;', {2322}),
    (MAP + 'const w: number = m.get("a");', MAP + 'const w: number = m.get("a");', {2322}),
    (MAP + "function f(k: string): number { return m.get(k); }", MAP + "function f(k: string): number { return m.get(k);", {2322}),
    ("const s = new Set<string>();\ns.add(1);", "const s = new Set<string>();\ns.add(1)", {2345}),
    ('const a = new Array<number>();\na.push("x");', 'const a = new Array<number>();\na.push("x")', {2345}),
    ('const el: HTMLElement = document.getElementById("x");', 'const el: HTMLElement = document.getElementById("x");', {2322}),
    ("function f(xs: number[]): number { return xs.pop(); }", "function f(xs: number[]): number { return xs.pop();", {2322}),
    # a class member's annotation that ends in `>>` (one token) is read as any other
    ('class W {\n  drain(): Array<Array<number>> {\n    return "m";\n  }\n}',
     'class W {\n  drain(): Array<Array<number>> {\n    return "m";', {2322}),
    ('type S = "a" | "b";\nclass W {\n  async d(): Promise<Record<S, number>> {\n    return "m";\n  }\n}',
     'type S = "a" | "b";\nclass W {\n  async d(): Promise<Record<S, number>> {\n    return "m";', {2322}),
]


@pytest.mark.parametrize("text,prefix,codes", LIB_REJECTED)
def test_a_typed_instance_or_a_declared_result_is_rejected_where_it_becomes_certain(text, prefix, codes):
    rejected_at(text, prefix)


LIB_ACCEPTED = [
    'const m = new Map<string, number[]>();\nm.set("a", []);\nm.get("a")?.push(1);\nconst v = m.get("a") ?? [];\n'
    "v.push(2);\nfor (const [k, xs] of m) { k.length; xs.length; }\nconst n2 = new Map<string, Map<string, number>>();\n"
    'n2.get("a")?.get("b")?.toFixed();\nconst q = new Map<string, { a: number }>([["x", { a: 1 }]]);\n'
    'const r: number | undefined = q.get("x")?.a;',
    'const s = new Set<string>(["a"]);\ns.add("b");\nconst arr = new Array<number>(3).fill(0);\n'
    "const p = new Promise<number>((resolve) => resolve(1));\np.then((x) => x.toFixed());\n"
    "const wm = new WeakMap<object, string>();\nconst wv: string | undefined = wm.get({});",
    MAP + 'for (const w of ["a", "b"]) m.set(w, (m.get(w) ?? 0) + 1);\n'
    "const top = [...m.entries()].sort((x, y) => y[1] - x[1])[0];",
    MAP + "function f(k: string): number { if (m.has(k)) return m.get(k)!; return 0; }\nconst xs = [1, 2, 3];\n"
    "const last: number | undefined = xs.pop();\nconst z: number = xs.pop() ?? 0;",
    # the type arguments of the array come from a reference tsc narrowed: only the method's own
    # `undefined` is a proof
    "function f(x: string | null) { if (x === null) return; const arr = [x]; const y: string | undefined = arr.pop(); }",
    'function f(k: "a" | "b") { if (k === "a") { const arr = [k]; const v: "a" | undefined = arr.pop(); } }',
    'type S = "a" | "b";\nclass W {\n  async d(): Promise<Record<S, number>> {\n    return { a: 1, b: 2 };\n  }\n'
    '  m(): Array<Array<number>> { return [[1]]; }\n  n: Map<string, Array<number>> = new Map();\n'
    '  p = this.n.get("a")?.length;\n}',
    MAP + 'const m2: Map<string, number> = m.set("a", 1);\nconst d = new Date();\nconst t: number = d.getTime();\n'
    'const ex: RegExpExecArray | null = /a/.exec("abc");\nconst at: number | undefined = [1].at(-1);\n'
    'const st: string | undefined = new Error("x").stack;\nconst item: string | null = localStorage.getItem("k");',
]


@pytest.mark.parametrize("text", LIB_ACCEPTED)
def test_what_tsc_accepts_of_typed_instances_is_accepted_at_every_prefix(text):
    accepted_at_every_prefix(text)


@pytest.mark.slow
def test_every_accepted_lib_text_is_tsc_clean(oracle):
    assert_tsc_clean(oracle, LIB_ACCEPTED, "/tmp/cpc-type-member-tests-lib")


@pytest.mark.slow
def test_every_rejected_lib_text_has_the_tsc_error(oracle):
    assert_tsc_reports(oracle, LIB_REJECTED, "/tmp/cpc-type-member-tests-lib")
