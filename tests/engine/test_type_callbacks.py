"""Functions as values, callbacks and generic calls in the type layer (arrows.py, infer.py, the
lib's signatures): each row is rejected at the first character after which no continuation can
type-check, and the near misses stay accepted at every prefix. tsc confirms every text
(test_every_callback_text_is_judged_by_tsc)."""

from pathlib import Path

import pytest

import ts_completion_engine as tce

# (text, the prefix after which it is rejected)
REJECTED = [
    # callback parameters typed by the context: built-in array methods, then declared functions
    ('const xs: string[] = [];\nxs.map(x => x.lenght);',
     'const xs: string[] = [];\nxs.map(x => x.lengh'),
    ('const xs: string[] = [];\nxs.filter(x => x.lenght > 1);',
     'const xs: string[] = [];\nxs.filter(x => x.lengh'),
    ('const xs: string[] = [];\nxs.forEach(x => { x.lenght; });',
     'const xs: string[] = [];\nxs.forEach(x => { x.lengh'),
    ('const xs: string[] = [];\nxs.find(x => x.lenght);',
     'const xs: string[] = [];\nxs.find(x => x.lengh'),
    ('const xs: string[] = [];\nxs.findIndex((x) => x.lenght);',
     'const xs: string[] = [];\nxs.findIndex((x) => x.lengh'),
    ('const xs: string[] = [];\nxs.some(x => x.lenght);',
     'const xs: string[] = [];\nxs.some(x => x.lengh'),
    ('const xs: string[] = [];\nxs.every((x, i) => x.length > i.lenght);',
     'const xs: string[] = [];\nxs.every((x, i) => x.length > i.l'),
    ('const ns: number[] = [];\nns.reduce((acc, x) => acc + x.lenght, 0);',
     'const ns: number[] = [];\nns.reduce((acc, x) => acc + x.l'),
    ('const ns: number[] = [];\nns.reduce((acc, x) => acc + x.lenght);',
     'const ns: number[] = [];\nns.reduce((acc, x) => acc + x.l'),
    ('const xs: string[] = [];\nxs.flatMap(x => x.lenght);',
     'const xs: string[] = [];\nxs.flatMap(x => x.lengh'),
    ('const xs: string[] = [];\nxs.sort((a, b) => a.lenght - b.length);',
     'const xs: string[] = [];\nxs.sort((a, b) => a.lengh'),
    ('interface U { name: string; age: number }\nconst users: U[] = [];\nusers.map(u => u.agee);',
     'interface U { name: string; age: number }\nconst users: U[] = [];\nusers.map(u => u.agee'),
    ('interface U { name: string; age: number }\nconst users: U[] = [];\nusers.forEach(u => console.log(u.nmae));',
     'interface U { name: string; age: number }\nconst users: U[] = [];\nusers.forEach(u => console.log(u.nm'),
    ('interface U { name: string; age: number }\nconst users: U[] = [];\nusers.filter((u) => {\n  const n = u.name;\n  return u.agee > 1;\n});',
     'interface U { name: string; age: number }\nconst users: U[] = [];\nusers.filter((u) => {\n  const n = u.name;\n  return u.agee'),
    ('const xss: string[][] = [];\nxss.map(xs => xs.map(x => x.lenght));',
     'const xss: string[][] = [];\nxss.map(xs => xs.map(x => x.lengh'),
    ('const xss: string[][] = [];\nxss.forEach(xs => { xs.forEach(x => { x.lenght; }); });',
     'const xss: string[][] = [];\nxss.forEach(xs => { xs.forEach(x => { x.lengh'),
    ('const xs: string[] | undefined = [];\nxs?.map(x => x.lenght);',
     'const xs: string[] | undefined = [];\nxs?.map(x => x.lengh'),
    ('const p: Promise<string> = Promise.resolve("a");\np.then(v => v.lenght);',
     'const p: Promise<string> = Promise.resolve("a");\np.then(v => v.lengh'),
    # functions declared in the file with a function-typed parameter, a declared function type
    ('function apply(f: (n: number) => void) { f(1); }\napply(n => n.lenght);',
     'function apply(f: (n: number) => void) { f(1); }\napply(n => n.l'),
    ('function apply(f: (n: number) => void) { f(1); }\napply((n) => { n.lenght; });',
     'function apply(f: (n: number) => void) { f(1); }\napply((n) => { n.l'),
    ('const f: (s: string) => number = s => s.lenght;',
     'const f: (s: string) => number = s => s.lengh'),
    # destructured callback parameters, typed member by member
    ('interface U { name: string; age: number }\nconst users: U[] = [];\nusers.map(({ name }) => name.lenght);',
     'interface U { name: string; age: number }\nconst users: U[] = [];\nusers.map(({ name }) => name.lengh'),
    ('interface U { name: string; age: number }\nconst users: U[] = [];\nusers.map(({ name: n, age }) => n.length + age.lenght);',
     'interface U { name: string; age: number }\nconst users: U[] = [];\nusers.map(({ name: n, age }) => n.length + age.l'),
    ('const pairs: [string, number][] = [];\npairs.map(([k, v]) => k.length + v.lenght);',
     'const pairs: [string, number][] = [];\npairs.map(([k, v]) => k.length + v.l'),
    ('const b = 1;\nconst xs: string[] = [];\nxs.map((a: string | Map<string, Array<number>>, b) => b.lenght);',
     'const b = 1;\nconst xs: string[] = [];\nxs.map((a: string | Map<string, Array<number>>, b) => b.l'),
    # generic inference at calls: `map` gives the callback's return type
    ('const xs: string[] = [];\nconst ns: number[] = xs.map(x => x);',
     'const xs: string[] = [];\nconst ns: number[] = xs.map(x => x);'),
    ('const ns: number[] = [1];\nns.map(x => x * 2).lenght;',
     'const ns: number[] = [1];\nns.map(x => x * 2).lengh'),
    ('const xs: string[] = [];\nxs.map(x => x.length).map(n => n.lenght);',
     'const xs: string[] = [];\nxs.map(x => x.length).map(n => n.l'),
    ('interface U { name: string; age: number }\nconst users: U[] = [];\nconst ages: string[] = users.map(u => u.age);',
     'interface U { name: string; age: number }\nconst users: U[] = [];\nconst ages: string[] = users.map(u => u.age);'),
    # `then`: TResult1 from the callback, TResult2 its default `never` (no argument for it)
    ('const p: Promise<string> = Promise.resolve("a");\np.then(v => v.length).then(n => n.lenght);',
     'const p: Promise<string> = Promise.resolve("a");\np.then(v => v.length).then(n => n.l'),
    # array literals have an element type: `[1, 2]` is `number[]`
    ('[1, 2].map(x => x.lenght);',
     '[1, 2].map(x => x.l'),
    ('const xs = [1, 2, 3];\nxs.push("a");',
     'const xs = [1, 2, 3];\nxs.push("a")'),
    ('[1, 2].map(x => x * 2).lenght;',
     '[1, 2].map(x => x * 2).lengh'),
    ('const o = [{ n: 1 }, { n: 2 }];\no.map(p => p.m);',
     'const o = [{ n: 1 }, { n: 2 }];\no.map(p => p.m'),
    # arguments of built-in methods (one signature)
    ('"abc".charAt("x");',
     '"abc".charAt("x")'),
    ('"a".repeat();',
     '"a".repeat()'),
    ('"a".padStart(1, 2);',
     '"a".padStart(1, 2)'),
    ('const xs: number[] = [];\nxs.push("a");',
     'const xs: number[] = [];\nxs.push("a")'),
    ('const xs: number[] = [];\nxs.includes("a");',
     'const xs: number[] = [];\nxs.includes("a")'),
    ('const s = "abc";\ns.slice(0, 1, 2);',
     'const s = "abc";\ns.slice(0, 1, 2'),
    ('parseInt(5);',
     'parseInt(5)'),
    ('Math.floor("1.5");',
     'Math.floor("1.5")'),
    ('const xs: string[] = [];\nxs.join(1);',
     'const xs: string[] = [];\nxs.join(1)'),
    ('const xs: string[] = [];\nxs.map(1);',
     'const xs: string[] = [];\nxs.map(1)'),
    # overloads: the result is one of the results of those that take the arguments given
    ('const ns: number[] = [];\nconst s: string = ns.reduce((a, x) => a + x, 0);',
     'const ns: number[] = [];\nconst s: string = ns.reduce((a, x) => a + x, 0);'),
    ('const ns: number[] = [];\nconst o = ns.reduce((acc, x) => acc, { count: 0 });\no.cont;',
     'const ns: number[] = [];\nconst o = ns.reduce((acc, x) => acc, { count: 0 });\no.cont'),
    ('const ns: number[] = [];\nns.reduce((acc, x) => acc + x).lenght;',
     'const ns: number[] = [];\nns.reduce((acc, x) => acc + x).l'),
    ('"a".split();',
     '"a".split()'),  # no overload takes no argument
    # `find` is possibly undefined whichever overload; `filter` of primitives keeps T[]
    ('const ns: number[] = [];\nns.find(n => n > 1).toFixed();',
     'const ns: number[] = [];\nns.find(n => n > 1).'),
    ('interface U { name: string }\nconst us: U[] = [];\nus.find(u => u.name === "a").name;',
     'interface U { name: string }\nconst us: U[] = [];\nus.find(u => u.name === "a").'),
    ('const ns: number[] = [];\nns.filter(n => n > 1).map(n => n.lenght);',
     'const ns: number[] = [];\nns.filter(n => n > 1).map(n => n.l'),
    # function expressions, as callbacks and as values
    ('const xs: string[] = [];\nxs.map(function (x) { return x.lenght; });',
     'const xs: string[] = [];\nxs.map(function (x) { return x.lengh'),
    ('const xs: string[] = [];\nxs.map(function (this: unknown, x) { return x.lenght; });',
     'const xs: string[] = [];\nxs.map(function (this: unknown, x) { return x.lengh'),
    ('const f = function (a: number) { return a; };\nf("x");',
     'const f = function (a: number) { return a; };\nf("x")'),
    # function values
    ('const f = (a: number) => a * 2;\nf("x");',
     'const f = (a: number) => a * 2;\nf("x")'),
    ('const f = (a: number) => a * 2;\nf();',
     'const f = (a: number) => a * 2;\nf()'),
    ('const f = (a: number) => a * 2;\nf(1, 2);',
     'const f = (a: number) => a * 2;\nf(1, 2'),
    ('const f = (a: number) => a * 2;\nf(1).x;',
     'const f = (a: number) => a * 2;\nf(1).x'),
    ('const g = (s: string) => s.lenght;',
     'const g = (s: string) => s.lengh'),
    ('const h = (a: number, b?: number) => a;\nh("x", 1);',
     'const h = (a: number, b?: number) => a;\nh("x",'),
    # a callback whose annotated parameter meets the expected one in neither direction (TS2345)
    ('function h(cb: (x: number) => void) {}\nh((x: string) => {});',
     'function h(cb: (x: number) => void) {}\nh((x: string) => {})'),
    ('const xs = [1, 2, 3];\nxs.map((x: string) => x.length);',
     'const xs = [1, 2, 3];\nxs.map((x: string) => x.length)'),
]

# near misses: valid programs the layer must accept at every prefix
ACCEPTED = [
    # annotated callback parameters that meet the expected ones (a generic's, a wider type, `unknown`, `any`)
    'const xs = [1, 2, 3];\nconst r1 = xs.reduce((acc: Record<string, number>, x: number) => acc, {});\n'
    'const r2 = xs.reduce<string[]>((acc: string[], x: number) => acc, []);\nconst r3 = xs.map<string>((x: number) => String(x));\n'
    'const p = Promise.resolve(1).then((v: number) => v + 1).catch((e: unknown) => 0);\n'
    'function apply<T>(x: T, f: (v: T) => void) { f(x); }\napply(1, (v: number) => {});\napply<string>("a", (v: string) => {});\n'
    'function gen<T>(f: (v: T) => T): void {}\ngen((v: string) => v);\nconst ys: (string | number)[] = [];\n'
    'ys.forEach((y: string | number) => {});\nconst m = new Map<string, number>();\nm.forEach((v: number, k: string) => {});\n'
    'xs.sort((a: number, b: number) => a - b);\nconst e = [["a", 1]] as [string, number][];\ne.map(([k, v]: [string, number]) => k);\n'
    'xs.find((x: number): x is 1 => x === 1);\nclass C<T> { each(cb: (t: T) => void) {} }\nnew C<number>().each((t: number) => {});\n'
    'setTimeout((a: number) => {}, 0, 1);\nxs.map((x: any) => x);\nxs.map((x: number | string) => x);\nxs.filter((x: unknown) => !!x);\n'
    'type Cb = (err: Error | null, data?: string) => void;\nfunction rd(cb: Cb) {}\nrd((err: Error | null, data?: string) => {});\n'
    'rd((err: any) => {});\nconst arr2: Array<{ id: number }> = [];\narr2.filter((it: { id: number }) => it.id > 0);\n'
    'window.addEventListener("resize", (ev: UIEvent) => {});\nconst f: (x: number) => void = (x: number | undefined) => {};',
    'const xs: string[] = [];\nxs.map(x => x.length);\nxs.filter(x => x.length > 1).forEach(x => x.trim());',
    'const xs: string[] = [];\nxs.forEach((x, i, arr) => { x.length + i + arr.length; });',
    'const ys: any[] = [];\nys.map((y: string) => y.length);',
    'const ps: { a: string }[] = [];\nps.map(({ a }) => a.length);\nps.map(({ a: b }) => b.length);',
    'const xs: string[] = [];\nxs.map((x = "a") => x.length);',
    'const xs: (string | number)[] = [];\nxs.forEach(x => { if (typeof x === "string") { x.toUpperCase(); } });\nxs.map(x => typeof x === "number" ? x.toFixed() : x.length);',
    'interface Animal { name: string }\ninterface Cat extends Animal { meow(): void }\nfunction isCat(a: Animal): a is Cat { return "meow" in a; }\nconst zoo: Animal[] = [];\nzoo.filter(a => isCat(a) && a.meow);\nzoo.forEach(a => { if (isCat(a)) { a.meow(); } });\nzoo.filter(a => "meow" in a && a.meow);\nzoo.forEach(a => { if ("meow" in a) { a.meow; } });',
    'const xss: string[][] = [];\nxss.forEach(x => x.forEach(x => x.length));',
    'function len(s: string) { return s.length; }\nconst xs: string[] = [];\nconst ns: number[] = xs.map(len);',
    'const xs: string[] | undefined = [];\nxs?.map(x => x.length);',
    'function app<T>(x: T, f: (v: T) => void) { f(x); }\napp("a", v => v.length);',
    'const ns: number[] = [];\nconst total = ns.reduce((acc, x) => acc + x, 0);\nconst o = ns.reduce((acc, x) => { acc[x] = 1; return acc; }, {} as Record<number, number>);\nconst all = ns.reduce((acc, x) => acc + x);',
    'const xs: (string | undefined)[] = [];\nxs.filter((x): x is string => !!x).map(x => x.length);',
    'interface A { k: "a"; x: number }\ninterface B { k: "b"; y: string }\nconst abs: (A | B)[] = [];\nabs.filter(v => v.k === "a").map(v => (v as A).x);',
    'const ns: number[] = [1];\nns.find(x => x > 0)?.toFixed();\n[1, 2].map(x => x * 2).length;',
    'const f = (a: number, b = 1) => a + b;\nf(1);\nf(1, 2);\nconst g = (...xs: number[]) => xs.length;\ng();\ng(1, 2);\nconst h = (o?: string) => o;\nh();\nh("a");',
    'const cb: (n: number) => string = n => n.toFixed();\nconst wide: string[] = [];\nwide.forEach((x: string | number) => x);',
    'Promise.resolve(1).then(v => v.toFixed()).then(s => s.length);',
    'const k = 2;\nconst ns: number[] = [];\nns.map(x => x * k);\nns.map(k => k.toFixed());\nk.toFixed();',
    'const xs: string[] = [];\nxs.sort();\nxs.sort((a, b) => a.localeCompare(b));\nconst ys: string[] = xs.slice().sort();',
    '"abc".slice();\n"abc".padStart(5);\n[1].join();\n"a".split("");\n"a".replace(/a/g, (m) => m.toUpperCase());\nparseInt("1", 10);\nMath.max(1, 2);\nMath.max(...[1, 2]);\nJSON.stringify({ a: 1 }, null, 2);\nconsole.log("a", 1);\nObject.keys({});\n"a".charAt(0);\nNumber("1").toFixed(2);',
    'const m: Map<string, number> = new Map();\nm.forEach((v, k) => { v.toFixed(); k.length; });\nconst st: Set<string> = new Set();\nst.forEach(v => v.length);',
    'document.addEventListener("click", e => e.clientX);\nconst el = document.getElementById("x");\nel?.setAttribute("a", "b");',
    'const xs: string[] = [];\nconst lens: number[] = xs.map(x => x.length);\nconst objs = xs.map(x => ({ x, n: x.length }));\nobjs.forEach(o => o.n.toFixed());',
    'class C { n = 1; m() { return [1].map(x => this.n + x); } }',
    'const xs: string[] = [];\nxs.map(async x => x.length);\nxs.map(function (x) { return x.length; });\nxs.map(x => { return x.length; }).map(n => n);',
    'const ns: number[] = [];\nns.forEach(n => { let m: number | string = n; m = "a"; m.length; });',
    'interface Opt { cb?: (s: string) => void }\nconst o: Opt = { cb: s => s.length };\nfunction run(f: (a: string, b: number) => void) { f("a", 1); }\nrun((a) => a.length);\nrun(() => 1);',
    'const arr: number[] = [];\narr.forEach(function (this: unknown, x) { x.toFixed(); });\nconst m2 = arr.map((x, i) => [x, i]);\nm2.forEach(p => p.length);',
    'declare function isStr(x: unknown): x is string;\nconst us: unknown[] = [];\nus.filter(u => isStr(u) && u.length);',
    'class K { k = 1 }\nconst os: object[] = [];\nos.forEach(o => {\n  if (o instanceof K) { o.k; }\n});\nos.filter(o => o instanceof K && o.k);',
    'const ns: number[] = [];\nconst s: string = ns.reduce((a, x) => a + String(x), "");\nconst o = ns.reduce((acc, x) => acc, { count: 0 });\no.count.toFixed();\nconst b: boolean = ns.every(n => n > 0);',
    'interface U { name: string }\nconst us: U[] = [];\nus.find(u => u.name === "a")?.name;\nus.find(u => u.name === "a")!.name;\nconst an: any = null;\nus.find(an)?.name;\nconst anys: any[] = [];\nanys.find(x => x).name;\nus.filter(u => u.name).map(u => u.name);\nconst found = us.find(u => u.name);\nif (found) { found.name; }',
    'interface U { name: string; age?: number }\nconst users: U[] = [];\nusers.map(({ name, ...rest }) => name.length + (rest.age ?? 0));\nusers.map(({ name = "x" }) => name.length);\nusers.map(({ name: n, age }) => n.length + (age ?? 0));\nconst pairs: [string, number][] = [];\npairs.map(([k, v]) => k.length + v);\npairs.map(([k]) => k.length);',
    'const b = 1;\nconst xs: string[] = [];\nxs.map((a: string | Map<string, Array<number>>, b: number) => b.toFixed());\nxs.map((x, i = 0) => x.length + i);\ndeclare function f<A, B>(): number;\nconst d = "a";\nxs.map((a: string | number = f<string, number>(), d) => d.toFixed());\nb.toFixed();\nd.length;',
    'const p: Promise<string> = Promise.resolve("a");\np.then(v => v.length).then(n => n.toFixed()).catch(e => console.log(e)).finally(() => 1);\np.then().then(s => s.length);\np.then(v => { return v.length; }).then(n => n.toFixed());\np.catch(() => 1).then(x => x);\nconst q: Promise<number> = p.then(v => v.length);\nconst r: Promise<string | number> = p.then(v => v.length);',
    'const e = [];\ne.push(1);\nconst h = [1, , 2];\nh.push(undefined);\nconst s = [...[1, 2], 3];\ns.map(x => x.toFixed());\nlet a = 1, b = 2;\n[a, b] = [b, a];\nconst o = [{ n: 1 }, { n: 2 }];\no.map(p => p.n.toFixed());\nconst nested = [[1], [2, 3]];\nnested.map(r => r.length);\nconst t: [number, string] = [1, "a"];\nconst ro: readonly number[] = [1];\nconst lits: ("a" | "b")[] = ["a"];\nconst mixed = [1, null];\nmixed.push(null);\nconst ab = [{ a: 1 }, { b: 2 }];\nab.map(v => v.a);\nconst fns = [(n: number) => n + 1];\nfns.map(f => f(1).toFixed());\nconst chars = [..."abc"];\nchars.map(c => c.length);',
    'const xs: string[] = [];\nxs.forEach(function named(x, i) { x.length + i; named; });\nxs.map(function (this: unknown, x) { return x.length; });\nxs.map(function* (x) { yield x; });\nxs.map(function (x): number { return x.length; });\nconst f = function (a: number) { return a; };\nf(1);\nconst x = "s";\nxs.map(function (x) { return x.length; });\nx.length;',
]


@pytest.mark.parametrize("text,prefix", REJECTED)
def test_callback_error_is_rejected_at_the_first_impossible_character(text, prefix):
    assert text.startswith(prefix)
    assert tce.check(text) == tce.Verdict("rejected", len(prefix)), tce.check(text)


@pytest.mark.parametrize("text", ACCEPTED)
def test_valid_callbacks_are_accepted_at_every_prefix(text):
    state = tce.initial_state()
    for k, ch in enumerate(text):
        state = state.feed(ch)
        assert state is not None, f"rejected the prefix {text[:k + 1]!r}"
    assert state.is_complete


def test_callback_state_is_the_same_fed_in_pieces():
    text = ACCEPTED[6]  # expression and block bodies, guards, `in`
    whole = tce.initial_state().feed(text)
    for cut in range(1, len(text), 5):
        assert tce.initial_state().feed(text[:cut]).feed(text[cut:]) == whole


def _name(i):
    return Path(f"/tmp/cpc-type-callbacks/t{i}.ts")


@pytest.mark.slow
def test_every_callback_text_is_judged_by_tsc(oracle):
    texts = ACCEPTED + [t for t, _ in REJECTED]
    codes = oracle.strict_error_codes([(_name(i), t) for i, t in enumerate(texts)])
    wrong = [f"accepted {t!r}: tsc reports {sorted(c)}" for t, c in zip(texts[:len(ACCEPTED)], codes) if c]
    wrong += [f"rejected {t!r}: tsc accepts it" for t, c in zip(texts[len(ACCEPTED):], codes[len(ACCEPTED):]) if not c]
    assert not wrong, "\n".join(wrong)
