"""A value of a constrained type parameter (`x: T` for `<T extends C>`) in its function's or
method's body has the members of its constraint C, tsc's apparent type (model.BOUNDED): `x.legnth`
for `T extends string` is TS2551; and where `T` is the declared result, no concrete value is one
(`return "a"` for `T extends string`, TS2322). Anything else about it stays unmodelled (assignments, operators,
narrowing: a name a test examined is ANY), and callers never see it (a call's `T` is inferred,
with members C lacks). A method's own type parameter shadows the class's of the same name. Each
error is rejected at its first impossible character, next to the near misses that must stay
accepted; every text is judged by tsc below (slow tests)."""

import pytest

from test_type_flow import accepted_at_every_prefix, assert_tsc_clean, assert_tsc_reports, rejected_at

# (text, the prefix after which it is rejected, the tsc codes that back it)
REJECTED = [
    ("function f<T extends string>(x: T) {\n  return x.legnth;\n}",
     "function f<T extends string>(x: T) {\n  return x.leg", {2551}),
    ("function f<T extends { id: number }>(x: T) {\n  return x.idd;\n}",
     "function f<T extends { id: number }>(x: T) {\n  return x.idd", {2339, 2551}),
    ("function f<T extends object>(x: T) {\n  return x.foo;\n}", "function f<T extends object>(x: T) {\n  return x.f",
     {2339}),
    ('function f<T extends string = "a">(x: T) {\n  return x.lenght;\n}',
     'function f<T extends string = "a">(x: T) {\n  return x.lengh', {2551}),
    ('function f<T extends Map<string, number>>(x: T) {\n  return x.gett("a");\n}',
     'function f<T extends Map<string, number>>(x: T) {\n  return x.gett', {2551}),
    ("class A {\n  m() {\n    return 1;\n  }\n}\nfunction f<T extends A>(x: T) {\n  return x.m() + x.n;\n}",
     "class A {\n  m() {\n    return 1;\n  }\n}\nfunction f<T extends A>(x: T) {\n  return x.m() + x.n", {2339}),
    # a class's constrained type parameter in its methods, and a method's own
    ("class B<T extends { id: number }> {\n  m(x: T) {\n    return x.idd;\n  }\n}",
     "class B<T extends { id: number }> {\n  m(x: T) {\n    return x.idd", {2339, 2551}),
    ("class B {\n  m<U extends string>(u: U) {\n    return u.trimm();\n  }\n}",
     "class B {\n  m<U extends string>(u: U) {\n    return u.trimm", {2551}),
    # a concrete value where the type parameter itself is declared as the result (TS2322)
    ('function tuple<const T extends readonly unknown[]>(...xs: T): T {\n  return "mutant";\n}',
     'function tuple<const T extends readonly unknown[]>(...xs: T): T {\n  return "mutant";', {2322}),
    ("function f<T extends { id: number }>(x: T): T {\n  return { id: 1 };\n}",
     "function f<T extends { id: number }>(x: T): T {\n  return { id: 1 };", {2322}),
    ("function f<T extends string>(x: T): T {\n  return x.trim();\n}",
     "function f<T extends string>(x: T): T {\n  return x.trim();", {2322}),
    ('function f<T extends "a" | "b">(x: T): T {\n  return "a";\n}',
     'function f<T extends "a" | "b">(x: T): T {\n  return "a";', {2322}),
    ("class B<T extends { id: number }> {\n  m(x: T): T {\n    return { id: 2 };\n  }\n}",
     "class B<T extends { id: number }> {\n  m(x: T): T {\n    return { id: 2 };", {2322}),
]


@pytest.mark.parametrize("text,prefix", [(t, p) for t, p, _ in REJECTED])
def test_a_member_the_constraint_lacks_is_rejected_at_its_first_impossible_character(text, prefix):
    rejected_at(text, prefix)


ACCEPTED = [
    # the constraint's members; assignment to the constraint; arrays and callables
    "function f<T extends { id: number }>(x: T): number {\n  const y = x;\n  return x.id + y.id + [y][0].id;\n}",
    "function f<T extends string>(x: T): string {\n  const y: string = x;\n  return y + x.toUpperCase() + x.length;\n}",
    "function f<T extends unknown[]>(x: T) {\n  return x.length + x.map((v) => v).length;\n}",
    "function f<T extends (...a: number[]) => number>(x: T) {\n  return x() + x.length;\n}",
    "function f<T extends Record<string, number>>(x: T) {\n  return x.whatever;\n}",
    'function f<K extends keyof { a: 1; b: 2 }>(k: K) {\n  return k.toUpperCase();\n}',
    # narrowed by a test: not modelled, so anything the test may allow
    'function f<T extends string | number>(x: T) {\n  if (typeof x === "number") return x.toFixed();\n  return x;\n}',
    'function f<T extends { kind: "a" } | { kind: "b"; v: number }>(x: T) {\n  if (x.kind === "b") return x.v;\n  return 0;\n}',
    "function f<T extends string | undefined>(x: T) {\n  if (x) return x.length;\n  return 0;\n}",
    # a constraint naming another type parameter is not read
    "function f<T extends U, U extends { a: number }>(x: T) {\n  return x.a;\n}",
    # callers infer T, with members the constraint lacks
    'function f<T extends { id: number }>(x: T) {\n  return x;\n}\nconst r: string = f({ id: 1, name: "a" }).name;',
    # a `const` type parameter is one (its list was read as naming `const`: the outer `T` was
    # taken, and `f("a")` was a false rejection)
    'type T = number;\nfunction f<const T>(x: T): T {\n  return x;\n}\nf("a").length;\n'
    "function g<const U extends readonly string[]>(xs: U): U {\n  return xs;\n}\ng([\"a\"] as const)[0].length;",
    # a method's type parameter shadows the class's; a class's bare one stays rigid
    "class B<T> {\n  m<T extends string>(x: T) {\n    return x.length;\n  }\n}",
    "class C<T extends string> {\n  m<T>(x: T) {\n    return x;\n  }\n  n(y: T) {\n    return y.length;\n  }\n}",
    "class D<T extends { id: number }> {\n  constructor(private v: T) {}\n  m() {\n    return this.v.id;\n  }\n}",
    # what is a T where T is the result: the parameter, a cast, a generic call, `!`, an element
    "function id<U>(u: U): U {\n  return u;\n}\nfunction f<T extends string>(x: T, y: T | null): T {\n"
    "  if (x.length > 1) return id(x);\n  if (y) return y!;\n  return Math.random() > 0.5 ? (x) : (x as T);\n}",
    "function g<T extends { a: number }>(xs: T[], m: Map<string, T>): T {\n  const c = { ...xs[0], a: 2 };\n"
    "  if (c.a > 1) return c;\n  if (xs.length > 2) return xs.find((x) => x.a > 0)!;\n  return m.get(\"k\")!;\n}",
    "function h<T extends string>(x: T): T {\n  const o = { v: x };\n  const arr = [x];\n  return o.v > arr[0] ? o.v : (`${x}` as T);\n}",
    "async function a<T extends string>(x: Promise<T>): Promise<T> {\n  return await x;\n}\n"
    "function t<const T extends readonly unknown[]>(...xs: T): T {\n  return xs;\n}",
    "class Q<T extends object> {\n  private items: T[] = [];\n  constructor(private v: T) {}\n  pop(): T {\n"
    "    return this.items.pop() ?? this.v;\n  }\n  first(): T {\n    return this.items[0];\n  }\n}",
]


@pytest.mark.parametrize("text", ACCEPTED)
def test_what_tsc_accepts_of_a_constrained_type_parameter_is_accepted_at_every_prefix(text):
    accepted_at_every_prefix(text)


@pytest.mark.slow
def test_every_accepted_text_is_tsc_clean(oracle):
    assert_tsc_clean(oracle, ACCEPTED, "/tmp/cpc-type-bounded")


@pytest.mark.slow
def test_every_rejected_text_has_the_tsc_error(oracle):
    assert_tsc_reports(oracle, REJECTED, "/tmp/cpc-type-bounded")
