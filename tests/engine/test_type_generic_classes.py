"""Generic classes of the file as templates (types/generic_classes.py): `Box<string>` as an
annotation, `new Box<string>(…)`, `new Box(1)` with its type argument inferred from a plain
constructor parameter, `extends Box<number>`. REJECTED rows are ``(prefix, rest, codes)``: the
text ``prefix + rest`` is rejected exactly after ``prefix``, and tsc reports one of ``codes``;
ACCEPTED texts are tsc-clean and accepted at every prefix. Every text is judged by tsc below
(slow tests)."""

import pytest

from test_type_flow import accepted_at_every_prefix, assert_tsc_clean, assert_tsc_reports, rejected_at

BOX = "class Box<T> { constructor(public v: T) {} }\n"
STACK = ("class Stack<T> { private items: T[] = []; push(x: T): void { this.items.push(x); } "
         "pop(): T | undefined { return this.items.pop(); } }\n")

REJECTED = [
    # inferred from a plain parameter `v: T`, widened as tsc widens it: Box<number>
    (BOX + "const b = new Box(1);\nconst s: string = b.v;", "", {2322}),
    (BOX + 'new Box("a").v.toF', "ixed();", {2551}),
    (STACK + "const st = new Stack<string>();\nst.push(1)", ";", {2345}),
    (STACK + "const st = new Stack<string>();\nst.ps", 'h("a");', {2551}),
    (STACK + "function f(st: Stack<number>) { st.pop()?.toU", "pperCase(); }", {2339}),
    (STACK + "const st = new Stack<string>();\nst.push()", ";", {2554}),
    ("class Box<T> { constructor(readonly v: T) {} }\nconst b = new Box(1);\nb.v = ", "2;", {2540}),
    (BOX + "new Box<string>(1)", ";", {2345}),
    (BOX + "new Box<string>()", ";", {2554}),
    (BOX + "new Box()", ";", {2554}),
    (BOX + "new Box<Array<number>>([1]).v.lengh", "t;", {2551}),
    ("class Box<T> { constructor(public v?: T) {} }\n" + 'new Box("a").v?.toF', "ixed();", {2551}),
    ("class Pair<A, B> { constructor(public a: A, public b: B) {} swap(): Pair<B, A> { return new Pair(this.b, this.a); } }\n"
     'const p = new Pair(1, "x");\np.b.toF', "ixed();\np.swap().a.length;", {2551}),
    ("class Pair<A, B> { constructor(public a: A, public b: B) {} }\n"
     'const p = new Pair<string, number>("a", 1);\np.b.l', "ength;", {2339}),
    # a subclass of an instantiation, and a generic one of the template
    (BOX + "class N extends Box<number> {}\nnew N(\"a\")", ";", {2345}),
    (BOX + "class N extends Box<number> { twice() { return this.v * 2; } }\nnew N(1).v.l", "ength;", {2339}),
    (BOX + 'class N<U> extends Box<U> {}\nnew N("a").v.toF', "ixed();", {2551}),
    # the class's name as a type, in another generic declaration and an alias
    (BOX + "interface H<U> { b: Box<U> }\nfunction f(h: H<number>) { h.b.v.l", "ength; }", {2339}),
    (BOX + "type A = Box<string>;\nfunction f(a: A) { a.v.toF", "ixed(); }", {2551}),
    # a callback typed by an instantiated parameter
    ("class Ev<T> { on(h: (x: T) => void): void {} }\nnew Ev<string>().on((s) => s.toF", "ixed());", {2551}),
    ("class Store<T> { private m = new Map<string, T>(); get(k: string): T | undefined { return this.m.get(k); } }\n"
     'new Store<number>().get("a")?.l', "ength;", {2339}),
    ("abstract class Repo<T> { abstract find(id: string): T; }\nnew Repo<string>(", ");", {2511}),
    # a function's rigid `T` as the type argument: no concrete value is one
    (BOX + "function f<T>() { return new Box<T>(1)", "; }", {2345}),
]


@pytest.mark.parametrize("prefix,rest,codes", REJECTED)
def test_an_instance_of_a_generic_class_is_checked(prefix, rest, codes):
    rejected_at(prefix + rest, prefix)


ACCEPTED = [
    # constraints, defaults, an argument tsc infers from the context
    "class Box<T extends object> { constructor(public v: T) {} }\nconst b = new Box({ a: 1 });\n"
    "const n: number = b.v.a;\nb.v = { a: 2 };",
    "class Box<T = string> { v!: T; }\nconst b = new Box();\nconst c: Box = b;\nconst d: Box<number> = new Box<number>();\nc.v.length;",
    "class Box<const T> { constructor(public v: T) {} }\nconst b = new Box(\"a\");\nconst s: \"a\" = b.v;",
    "class Box<in out T> { constructor(public v: T) {} }\nnew Box(1).v.toFixed();",
    "class Box<T extends Array<number>> { constructor(public v: T) {} }\nnew Box([1]).v.push(2);",
    "class Box<T extends string | number> { constructor(public v: T) {} }\nconst b = new Box(\"a\");\n"
    "const s: \"a\" = b.v;\nswitch (b.v) { case \"a\": break; }",
    "class Box<T, U = T> { constructor(public a: T, public b?: U) {} }\nconst x = new Box(1);\nx.b;\n"
    "const y = new Box<string>(\"a\", \"b\");\ny.b?.length;",
    BOX + "let b: Box<number> | undefined;\nb = new Box(1);\nb.v.toFixed();",
    BOX + "const xs = [new Box(1), new Box(\"a\")];\nxs[0].v;\nconst ys: Box<number | string>[] = [];\n"
    "ys.push(new Box(1));\nfunction g(b: Box<string | number>) { return b.v; }\ng(new Box(1));\n"
    "const o: { b: Box<string | number> } = { b: new Box(1) };\nfunction h(): Box<string | number> { return new Box(1); }",
    BOX + "const b = new Box<string | number>(1);\nb.v = \"a\";\nconst x = new Box(null);\nconst y = new Box(undefined);\n"
    "const z = new Box([] as number[]);\nz.v.push(1);",
    BOX + "const a = new Box(1 as const);\nconst b = new Box(true);\nb.v = false;\nconst c = new Box(`x${1}`);\n"
    "c.v.length;\nconst d = new Box(1n);",
    BOX + "const a = new Box([1, 2].map((x) => x * 2));\na.v[0].toFixed();\nconst m = new Box(new Map<string, number>());\n"
    "m.v.get(\"a\");\nconst e = new Box(document.getElementById(\"x\"));\ne.v?.id;",
    BOX + "const a = new Box<Array<number>>([1]);\nconst b = new Box<Map<string, Array<number>>>(new Map());\n"
    "const c = new Box<{ a: number }>({ a: 1 });\nconst d = new Box<(x: number) => void>(() => {});\n"
    "a.v.push(2); b.v.get(\"a\")?.push(1); c.v.a.toFixed(); d.v(1);",
    BOX + "const b = new Box<string>\n(\"a\");\nb.v.length;",
    BOX + "const b = new Box({ x: 1, y: [1, 2] });\nb.v.y.push(3);\nb.v = { x: 2, y: [] };",
    # a function may get members later (an expando): binding T to it is no proof
    BOX + "const f = () => 1;\nconst b = new Box(f);\nf.tag = \"x\";\nb.v.tag;",
    BOX + "function f() {}\nf.tag = \"x\";\nconst b = new Box(f);\nb.v.tag.length;",
    # generic methods, the class's own name with other arguments, a method's `T` shadowing the class's
    "class Box<T> { constructor(public v: T) {} map<U>(f: (x: T) => U): Box<U> { return new Box(f(this.v)); } }\n"
    "const b = new Box(1);\nconst c = b.map((x) => String(x));\nc.v.length;\nconst d: Box<string> = c;",
    "class Pair<A, B> { constructor(public a: A, public b: B) {} swap(): Pair<B, A> { return new Pair(this.b, this.a); } }\n"
    "const p = new Pair(1, \"x\");\np.a.toFixed(); p.b.length;\nconst q = p.swap();\nq.a.length; q.b.toFixed();\n"
    "const r: Pair<string, number> = q;",
    "class Box<T> { constructor(public v: T) {} m<T>(x: T): T { return x; } }\nnew Box(1).m(\"a\").length;",
    "class Box<T> { constructor(public v: T) {} equals(o: Box<T>): boolean { return o.v === this.v; } }\n"
    "const b = new Box(1);\nb.equals(new Box(2));\nb.equals(new Box<number>(3));",
    "class Box<T> { constructor(public v: T) {} set(v: T): this { this.v = v; return this; } }\nnew Box(1).set(2).v.toFixed();",
    "class Box<T> { constructor(public v: T) {} static of<U>(v: U): Box<U> { return new Box(v); } }\n"
    "Box.of(1).v;\nconst b: Box<number> = Box.of(1);\nb.v.toFixed();",
    # a type parameter named like a type in scope, or like a lib type
    "interface T { z: number }\nclass Box<T> { v!: T; }\nconst b = new Box<string>();\nb.v.length;",
    "class Box<Element> { v!: Element; }\nnew Box<number>().v.toFixed();",
    # private, protected, static members, accessors, `#private`, `declare`, `accessor`
    "class Stack<T> {\n  private items: T[] = [];\n  protected count = 0;\n"
    "  static create<U>(x: U): Stack<U> { const s = new Stack<U>(); s.push(x); return s; }\n"
    "  static label = \"stack\";\n  push(x: T): void { this.items.push(x); this.count++; }\n"
    "  pop(): T | undefined { return this.items.pop(); }\n  get size(): number { return this.items.length; }\n"
    "  set first(v: T) { this.items[0] = v; }\n}\nconst s = new Stack<string>();\ns.push(\"a\");\ns.first = \"b\";\n"
    "const n: number = s.size;\nconst p = s.pop();\nif (p) p.length;\nStack.label.length;\nconst q = Stack.create(1);\nq.push(2);",
    "class Box<T> { #secret: T; constructor(v: T) { this.#secret = v; } reveal(): T { return this.#secret; } }\n"
    "new Box(\"a\").reveal().length;",
    "class Box<T> { declare tag: T; accessor count = 0; constructor() {} }\nconst b = new Box<string>();\nb.count++;",
    "class Box<T> { constructor(public v: T) {} cb = (x: T): T => x; }\nconst b = new Box(1);\nb.cb(2);",
    "class Box<T> { constructor(public v: T) {} m(this: Box<T>, x: T) { return x; } }\nnew Box(1).m(2);",
    "class C<T> { x = 1; y: T | undefined; constructor() { this.y = undefined; } }\nconst c = new C();\nc.x.toFixed();\nc.y;",
    # constructors: overloads, a pattern, a rest, a default, none
    "class Box<T> { constructor(v: T); constructor(); constructor(public v?: T) {} }\nconst a = new Box();\n"
    "const b = new Box(1);\nb.v;",
    "class Box<T> { constructor({ v }: { v: T }) {} }\nnew Box({ v: 1 });",
    "class Q<T> { private items: T[] = []; constructor(...init: T[]) { this.items.push(...init); } "
    "peek(): T | undefined { return this.items[0]; } }\nconst q = new Q(1, 2, 3);\nq.peek()?.toFixed();\nconst r = new Q<string>();",
    "class Opt<T> { constructor(public v: T | null = null) {} }\nconst o = new Opt<string>();\nconst p = new Opt(\"a\");\n"
    "o.v?.length;\np.v = null;",
    "class Pair<T> { constructor(private a: T, private b: T) {} both(): [T, T] { return [this.a, this.b]; } "
    "async later(): Promise<T> { return this.a; } }\nconst p = new Pair(1, 2);\np.both()[0].toFixed();\n"
    "p.later().then((x) => x.toFixed());\nconst q = new Pair(1, \"a\" as string | number);",
    # members typed through aliases, lib types and utility types of T
    "type Fn<A> = (a: A) => void;\ninterface Res<A> { ok: boolean; value?: A }\n"
    "class E<T> { h!: Fn<T>; r!: Res<T>; run(x: T): Res<T> { this.h(x); return { ok: true, value: x }; } }\n"
    "const e = new E<number>();\ne.h(1);\ne.r.value?.toFixed();\ne.run(2).value;",
    "class Store<T> { private m: Map<string, T> = new Map(); put(k: string, v: T) { this.m.set(k, v); } "
    "get(k: string): T | undefined { return this.m.get(k); } }\nconst s = new Store<number>();\ns.put(\"a\", 1);\n"
    "s.get(\"a\")?.toFixed();",
    "class Store<T extends object> { constructor(private s: T) {} patch(p: Partial<T>): void {} "
    "get(): Readonly<T> { return this.s; } all(): Record<string, T> { return {}; } }\n"
    "const st = new Store({ a: 1, b: \"x\" });\nst.patch({ a: 2 });\nst.patch({});\nst.get().b.length;\nst.all()[\"k\"].a;",
    "class Ev<T> { private hs: ((x: T) => void)[] = []; on(h: (x: T) => void) { this.hs.push(h); } "
    "emit(x: T) { this.hs.forEach((h) => h(x)); } }\nconst e = new Ev<string>();\ne.on((s) => s.length);\ne.emit(\"a\");\n"
    "const v = new Ev<void>();\nv.emit();",
    "class Dict<T> { [k: string]: T | ((k: string) => void); add(k: string): void {} }\nconst d = new Dict<number>();\n"
    "d.anything;\nd.add(\"x\");",
    "class Tree<T> { children: Tree<T>[] = []; constructor(public value: T) {} "
    "add(v: T): Tree<T> { const t = new Tree(v); this.children.push(t); return t; } }\n"
    "const t = new Tree(\"root\");\nt.add(\"a\").add(\"b\").children[0].value;\nt.value.length;",
    "class Node2<T> { next?: Node2<T>; constructor(public value: T) {} }\nconst a = new Node2(1);\n"
    "a.next = new Node2(2);\na.next.value;\na.next?.next?.value;",
    # bases: abstract, an instantiation, the subclass's own parameter, a lib generic, implements
    "abstract class Repo<T> {\n  abstract find(id: string): T | undefined;\n  all(): T[] { return []; }\n}\n"
    "class Users extends Repo<{ name: string }> {\n  find(id: string) { return { name: id }; }\n}\n"
    "const u = new Users();\nu.find(\"a\")?.name.length;\nu.all()[0].name;",
    BOX + "class N extends Box<number> { double(): number { return this.v * 2; } }\nconst n = new N(3);\nn.v.toFixed();\nn.double();",
    BOX + "class N<U> extends Box<U[]> { constructor(xs: U[]) { super(xs); } first(): U | undefined { return this.v[0]; } }\n"
    "const n = new N([1, 2]);\nn.v.push(3);\nn.first();",
    "class Base<T> { constructor(protected v: T) {} get(): T { return this.v; } }\n"
    "class Sub extends Base<string> { shout(): string { return this.v.toUpperCase(); } }\n"
    "class Sub2<U> extends Base<U> { constructor(v: U, public extra: number) { super(v); } }\n"
    "new Sub(\"a\").get().length;\nnew Sub2(true, 1).get();\nnew Sub2(true, 1).extra.toFixed();",
    BOX + "class Later<T> extends Box<T> {}\nconst l = new Later(\"a\");\nl.v.length;\nconst m: Box<string> = l;",
    "class MyArr<T> extends Array<T> { firstOr(d: T): T { return this[0] ?? d; } }\nconst a = new MyArr<number>();\n"
    "a.push(1);\na.firstOr(0).toFixed();",
    "interface I<T> { get(): T }\nclass Base<T> { constructor(protected v: T) {} }\n"
    "class X<T> extends Base<T> implements I<T> { get(): T { return this.v; } override toString(): string { return \"x\"; } }\n"
    "new X(1).get().toFixed();",
    "interface Shape { area(): number }\nclass Holder<T extends Shape> implements Shape { constructor(private s: T) {} "
    "area() { return this.s.area(); } get inner(): T { return this.s; } }\nconst h = new Holder({ area: () => 1 });\n"
    "h.inner.area();\nh.area().toFixed();",
    # used before its declaration, in a generic function, through another name, as a class expression
    "function make() { return new Box(\"a\"); }\n" + BOX + "const b = make();\nb.v;",
    "function f<T>(x: T) { const b = new Box(x); const y: T = b.v; return b; }\n" + BOX
    + "function g<T>(x: T) { const b = new Box(x); const y: T = b.v; return b; }\ng(1).v;",
    BOX + "function f(x: unknown) { if (x instanceof Box) { x.v.anything; } }",
    BOX + "const C = Box;\nconst b = new C(1);\nb.v.toFixed();",
    "const B = class<T> { constructor(public v: T) {} };\nconst b = new B(1);\nb.v.toFixed();",
    "namespace NS { export class Box<T> { constructor(public v: T) {} } }\nconst b = new NS.Box(1);\nb.v;",
    "function deco(...a: any[]): any {}\n@deco\nclass Box<T> { @deco v!: T; constructor(public w: T) {} }\nnew Box(1).w.toFixed();",
    "class Outer<T> { inner = class Inner { constructor(public o: Outer<T>) {} }; make() { return new this.inner(this); } }\n"
    "new Outer<number>().make().o;",
]


@pytest.mark.parametrize("text", ACCEPTED)
def test_what_tsc_accepts_is_accepted_at_every_prefix(text):
    accepted_at_every_prefix(text)


@pytest.mark.slow
def test_every_accepted_text_is_tsc_clean(oracle):
    assert_tsc_clean(oracle, ACCEPTED, "/tmp/cpc-type-generic-classes")


@pytest.mark.slow
def test_every_rejected_text_has_the_tsc_error(oracle):
    assert_tsc_reports(oracle, [(p + r, p, c) for p, r, c in REJECTED], "/tmp/cpc-type-generic-classes")
