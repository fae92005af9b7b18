"""String literals keep their text (the lexer keeps up to 64 characters of a string without
escapes): a literal type in an annotation and a string literal in an expression are `"lfet"`, not
"some string", so a literal that is not one of a union's is rejected where it is given -- a
`const`, an argument, a `return`, an object literal's property, an assignment. A value that can
be written again widens as tsc's getWidenedType widens it (deeply through object literals,
array elements and inferred type arguments), so the accepted texts below, mutable places given
another string, stay accepted. Every text is judged by tsc below (slow tests)."""

import pytest

import ts_completion_engine as tce
from test_type_flow import accepted_at_every_prefix, assert_tsc_clean, assert_tsc_reports, rejected_at

# (text, the prefix after which it is rejected, the tsc codes that back it)
REJECTED = [
    ('type Dir = "up" | "down";\nconst d: Dir = "lfet";',
     'type Dir = "up" | "down";\nconst d: Dir = "lfet";', {2322}),
    ('function go(d: "up" | "down") {}\ngo("lfet");',
     'function go(d: "up" | "down") {}\ngo("lfet")', {2345}),
    ('function name(): "a" | "b" {\n  return "c";\n}',
     'function name(): "a" | "b" {\n  return "c";', {2322}),
    ('type Shape = { kind: "circle"; r: number } | { kind: "square"; s: number };\n'
     'const sh: Shape = { kind: "circel", r: 2 };',
     'type Shape = { kind: "circle"; r: number } | { kind: "square"; s: number };\n'
     'const sh: Shape = { kind: "circel", r: 2 };', {2820}),
    ('let mode: "light" | "dark" = "light";\nmode = "dim";',
     'let mode: "light" | "dark" = "light";\nmode = "dim";', {2322}),
    ('interface Btn { variant: "primary" | "ghost" }\nfunction mk(b: Btn) {}\nmk({ variant: "secondary" });',
     'interface Btn { variant: "primary" | "ghost" }\nfunction mk(b: Btn) {}\nmk({ variant: "secondary" })', {2322}),
    ('type Method = "GET" | "POST";\nconst req: { method: Method } = { method: "PUT" };\n',
     'type Method = "GET" | "POST";\nconst req: { method: Method } = { method: "PUT" };', {2322}),
]

ACCEPTED = [
    # a string with an escape keeps no text: "u\x70" is "up"
    'const d: "up" | "down" = "u\\x70";\nconst e: "a\'b" = \'a\\\'b\';',
    'const cfg = { db: { host: "a" } };\ncfg.db.host = "b";',
    'const xs = ["a", "b"];\nxs.push("c");',
    'const m = new Map([["a", "x"]]);\nm.set("b", "y");',
    'let o = { n: "a" };\no = { n: "b" };',
    'function f() { return "a"; }\nlet r = f();\nr = "b";',
    'const arr = [["a"]];\narr[0].push("b");',
    'class A { x = "a"; }\nnew A().x = "b";',
    'function id<T>(x: T) { return x; }\nlet q = id("a");\nq = "b";',
    'const ys = [1].map((x) => "a");\nys.push("b");',
    'const s = new Set(["a"]);\ns.add("b");',
    'const c = true ? "a" : "b";\nlet d = c;\nd = "c";',
    'let mode = "light";\nmode = "dark";\nconst modes: Record<string, string> = { a: "x" };\nmodes.b = "y";',
    'type Dir = "up" | "down";\nlet dir: Dir = "up";\ndir = "down";\nfunction go(d: Dir) {}\ngo("up");\n'
    'const ds: Dir[] = ["up", "down"];\nds.push("up");\nconst lookup: Record<Dir, number> = { up: 1, down: 2 };\n'
    'const k = "up";\ngo(k);\nconst obj = { d: "up" as const };\ngo(obj.d);\nconst obj2 = { d: "up" } as const;\n'
    'go(obj2.d);\nconst both = ["up", "down"] as const;\ngo(both[0]);\nlet x: string = "q";\nif (x === "up") go(x);',
    'const state = { status: "idle" };\nstate.status = "loading";\nconst list = [{ kind: "a" }];\n'
    'list.push({ kind: "b" });\nlist[0].kind = "c";',
    'function useState<T>(v: T): [T, (v: T) => void] { return [v, () => {}]; }\n'
    'const [val, setVal] = useState("a");\nsetVal("b");',
    'const p = Promise.resolve("a");\np.then((v) => v.length);\nlet w = await p;\nw = "b";',
    'const e = { a: "x", b: ["y"] };\ne.a = "z";\ne.b.push("w");',
    'interface O { kind: string }\nconst o2: O = { kind: "a" };\no2.kind = "b";',
    'function f(mode = "a") { mode = "b"; return mode; }\nf("c");',
    'class C { constructor(public mode = "a") {} }\nnew C("b").mode = "c";',
    'const o = { a: 1 };\no["a"];',
    'type Shape = { kind: "circle"; r: number } | { kind: "square"; s: number };\n'
    'const shapes: Shape[] = [{ kind: "circle", r: 1 }, { kind: "square", s: 2 }];\n'
    'function area(x: Shape): number { if (x.kind === "circle") return x.r; return x.s; }\n'
    'const sh: Shape = { kind: "circle", r: 2 };\narea({ kind: "square", s: 1 });',
    'function g(opts: { mode?: "a" | "b" } = {}) { return opts.mode ?? "a"; }\ng({ mode: "b" });\nlet m = g();\n'
    'm = "b";',
    'const names = ["a", "b"] as const;\ntype N = (typeof names)[number];\nconst n: N = "a";',
    'let status: "idle" | "busy" = "idle";\nfunction set(s: typeof status) { status = s; }\nset("busy");',
    'const dict: { [k: string]: "on" | "off" } = { a: "on" };\ndict.b = "off";\ndict["c"] = "on";',
    'const lit = "on";\nconst obj = { lit };\nobj.lit = "x";',
    'enum E { A = "a", B = "b" }\nconst e: E = E.A;\nfunction h(x: E) {}\nh(E.B);\n',
]


@pytest.mark.parametrize("text,prefix,codes", REJECTED)
def test_a_string_literal_no_literal_type_takes_is_rejected_where_it_is_given(text, prefix, codes):
    rejected_at(text, prefix)


@pytest.mark.parametrize("text", ACCEPTED)
def test_what_tsc_accepts_is_accepted_at_every_prefix(text):
    accepted_at_every_prefix(text)


@pytest.mark.slow
def test_every_accepted_text_is_tsc_clean(oracle):
    assert_tsc_clean(oracle, ACCEPTED, "/tmp/cpc-type-string-literals")


@pytest.mark.slow
def test_every_rejected_text_has_the_tsc_error(oracle):
    assert_tsc_reports(oracle, REJECTED, "/tmp/cpc-type-string-literals")


def test_a_string_split_anywhere_gives_the_state_fed_whole():
    text = 'const d: "up" | "down" = "up";\nconst e = "a\\"b" + \'x\' + "' + "y" * 70 + '";'
    whole = tce.initial_state().feed(text)
    assert whole is not None and whole.is_complete
    for k in range(len(text) + 1):
        assert tce.initial_state().feed(text[:k]).feed(text[k:]) == whole, k
