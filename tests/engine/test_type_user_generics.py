"""The file's generic interfaces and type aliases (generics.py): `Box<number>` is `Box`'s body
with `T` replaced by `number`, so members, calls, returns and callbacks through a generic
declaration of the file are checked; each error rejected at the first character after which no
continuation can type-check, next to the near misses that must stay accepted (defaults, `void`
arguments, conditional and mapped bodies, shadowed and recursive parameters). Every text is
judged by tsc below (slow tests)."""

import pytest

from test_type_flow import accepted_at_every_prefix, assert_tsc_clean, assert_tsc_reports, rejected_at

# (text, the prefix after which it is rejected, the tsc codes that back it)
REJECTED = [
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

ACCEPTED = [
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


@pytest.mark.parametrize("text,prefix,codes", REJECTED)
def test_an_error_through_a_generic_declaration_is_rejected_where_it_becomes_certain(text, prefix, codes):
    rejected_at(text, prefix)


@pytest.mark.parametrize("text", ACCEPTED)
def test_what_tsc_accepts_is_accepted_at_every_prefix(text):
    accepted_at_every_prefix(text)


@pytest.mark.slow
def test_every_accepted_text_is_tsc_clean(oracle):
    assert_tsc_clean(oracle, ACCEPTED, "/tmp/cpc-type-user-generics")


@pytest.mark.slow
def test_every_rejected_text_has_the_tsc_error(oracle):
    assert_tsc_reports(oracle, REJECTED, "/tmp/cpc-type-user-generics")
