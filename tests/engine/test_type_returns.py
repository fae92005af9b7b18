"""Returns: a body that must return a value and has no `return` statement (TS2355 for a declared
type the layer does not evaluate, nonvoid.py; TS2378 for a getter), a reachable end the flow
proof now reads through template literals and block clauses (TS2366), and a wrong value
returned (TS2322). Each rejected text is rejected at the first character no continuation can
repair, each accepted one at no prefix; tsc judges every text below (slow tests)."""

from pathlib import Path

import pytest

import ts_completion_engine as tce


def rejected_at(text, prefix):
    assert text.startswith(prefix)
    assert tce.check(text) == tce.Verdict("rejected", len(prefix)), tce.check(text)


def accepted_at_every_prefix(text):
    state = tce.initial_state()
    for k, ch in enumerate(text):
        state = state.feed(ch)
        assert state is not None, f"rejected the prefix {text[:k + 1]!r}"
    assert state.is_complete


def _close(text, outer=0):
    """The prefix up to the body's closing `}`: the last one, or the one before ``outer`` more."""
    end = len(text)
    for _ in range(outer + 1):
        end = text.rindex("}", 0, end)
    return text[:end + 1]


# TS2355: a declared type that is no `void`, `any` or `undefined`, nor has `void` in a union or an
# intersection, whatever its members are (tsc looks at the type's flags only)
NO_RETURN = [
    ("type Token<T> = symbol & { __type?: T };\nfunction createToken<T>(d: string): Token<T> {\n  console.log(d);\n}", 2355),
    ("interface Config { a: number; b: string }\nfunction get<K extends keyof Config>(c: Config, k: K): Config[K] {\n}", 2355),
    ("const HTTP = { OK: 200, NF: 404 } as const;\ntype StatusName = keyof typeof HTTP;\nfunction nameOf(code: number): StatusName {\n  const e = code;\n}", 2355),
    ("function omit<T extends object, K extends keyof T>(o: T, ks: readonly K[]): Omit<T, K> {\n}", 2355),
    ('type UserId = string & { readonly __brand: "UserId" };\nfunction toUserId(raw: string): UserId {\n}', 2355),
    ("type Getters<T> = { [K in keyof T as `get${Capitalize<string & K>}`]: () => T[K] };\n"
     "type Setters<T> = { [K in keyof T as `set${Capitalize<string & K>}`]: (v: T[K]) => void };\n"
     "function accessors<T extends object>(initial: T): Getters<T> & Setters<T> {\n}", 2355),
    ("function el<K extends keyof HTMLElementTagNameMap>(tag: K): HTMLElementTagNameMap[K] {\n  const x = tag;\n}", 2355),
    ('function f(): Omit<undefined, "a"> | undefined {\n}', 2355),
    ("function f<T>(x: T): Partial<T> {\n}", 2355),
    ("type Box<T> = { value: T } | null;\nfunction f(): Box<undefined> {\n}", 2355),
    ("class A<T> {\n  private m<K extends keyof T>(x: T, k: K): T[K] {\n  }\n}", 2355, 1),
    # an indexed access of a type parameter is deferred, in a union with undefined too
    ("function first<const T extends readonly unknown[]>(items: T): T[0] | undefined {\n}", 2355),
    ("function f<T, K extends keyof T>(o: T, k: K): T[K] | undefined {\n}", 2355),
    ('function f<T extends { a: string }>(o: T): T["a"] | null {\n}', 2355),
    ("function f<T extends unknown[]>(o: T): T[number] {\n}", 2355),
    ("interface C { a: string; b: number }\nfunction f<K extends keyof C>(k: K): C[K] | undefined {\n}", 2355),
    ("type Id = string & { __id: true };\nconst o = {\n  f: function (): Id {\n  },\n};", 2355, 1),
    # TS2378: a getter with no `return`, whatever its type
    ("class A {\n  n = 1;\n  get current() {\n    this.n++;\n  }\n}", 2378, 1),
    ("class A {\n  get current(): void {\n  }\n}", 2378, 1),
    ("function counter() {\n  let n = 0;\n  return {\n    next: () => ++n,\n    get current() {\n    },\n  };\n}", 2378, 2),
    ("const o = { get 'a b'() {\n    console.log(1);\n  } };", 2378, 1),
    # TS2366: the flow proof reads through template literals and clauses that are blocks
    ("function f(n: number): string {\n  const ss = `${n}`;\n  if (n > 0) return `a${n}b${ss}c${`${n}`}`;\n}", 2366),
    ('function f(x: number): string {\n  switch (x) {\n    case 1:\n      return "a";\n    default: {\n      const e = x;\n    }\n  }\n}', 2366),
    ('function f(x: number): string {\n  try {\n    {\n      x++;\n    }\n  } finally {\n  }\n}', 2355),
    ("async function f(urls: string[]): Promise<number> {\n  for await (const u of urls) {\n    return u.length;\n  }\n}", 2366),
    # a call through a variable declared without a type annotation never ends the flow for tsc
    ("declare function make(): any;\nfunction f(raw: string): number {\n  const el = make();\n  if (raw) return 1;\n  el.append(raw);\n}", 2366),
    ("declare function make(): any;\nfunction f(raw: string): number {\n  let el;\n  el = make();\n  el.append(raw);\n}", 2355),
    ("const fail = (m: string): never => {\n  throw new Error(m);\n};\nfunction f(raw: string): number {\n  if (raw) return 1;\n  fail(raw);\n}", 2366),
    ("function el<K extends keyof HTMLElementTagNameMap>(tag: K, ...kids: string[]): HTMLElementTagNameMap[K] {\n"
     "  const el = document.createElement(tag);\n  el.append(...kids);\n}", 2355),
    # a generator returns the R of its declared `Generator<Y, R, N>` (`AsyncGenerator`)
    ("function* g(): Generator<number, string, number | undefined> {\n  let t = 0;\n  let n: number | undefined;\n"
     "  while ((n = yield t) !== undefined) t += n;\n}", 2355),
    ("async function* g(): AsyncGenerator<number, string> {\n  yield 1;\n}", 2355),
    # a call of a function with a type predicate returns unless it asserts a `false` expression
    # (tsc's isFalseExpression): with no `false` keyword in the statement, it completes
    ("function assert(cond: unknown, msg: string): asserts cond {\n  if (!cond) throw new Error(msg);\n}\n"
     "function toId(raw: string): number {\n  assert(/^u_[a-z0-9]+$/.test(raw), `bad ${raw}`);\n}", 2355),
    ('function isStr(v: unknown, m: string): asserts v is string {\n  if (typeof v !== "string") throw new Error(m);\n}\n'
     'function f(raw: unknown): number {\n  isStr(raw, "a");\n  const t = raw.trim();\n  isStr(t, "b");\n}', 2355),
    ('function isS(x: unknown): x is string {\n  return typeof x === "string";\n}\nfunction f(x: unknown): number {\n  isS(x);\n}', 2355),
    ('function check(v: unknown, m?: string): asserts v {\n  if (!v) throw new Error(m);\n}\nfunction f(x: number): number {\n  if (x) return 1;\n'
     '  check(x > 0, "m");\n}', 2366),
    # an arrow function in a field's initialiser checks its body against its return type
    ("class Counter {\n  count = 0;\n  step = 1;\n  increment = (): number => {\n    this.count += this.step;\n  };\n}", 2355, 1),
    ("class Q<T> {\n  items: T[] = [];\n  size = (): number | null => {\n    const n = this.items.length;\n  };\n}", 2355, 1),
    ("class K {\n  static made = 0;\n  static make = (n: number): number => {\n    if (n) return K.made;\n  };\n}", 2366, 1),
    # an arrow whose return type the layer reads as ANY (a brand) still needs a `return`
    ('type Cents = number & { readonly __brand: "Cents" };\nconst cents = (n: number): Cents => {\n'
     '  if (!Number.isSafeInteger(n)) throw new TypeError("not an integer");\n};', 2355),
    ('type Brand<T, B extends string> = T & { readonly __brand: B };\ntype Id = Brand<string, "Id">;\n'
     'const toId = (s: string): Id => {\n  if (s) return s as Id;\n};', 2366),
]
NO_RETURN_REJECTED = [(r[0], _close(r[0], r[2] if len(r) > 2 else 0), r[1]) for r in NO_RETURN]


@pytest.mark.parametrize("text,prefix,code", NO_RETURN_REJECTED)
def test_a_body_that_must_return_is_rejected_at_its_brace(text, prefix, code):
    rejected_at(text, prefix)


NO_RETURN_ACCEPTED = [
    "type V = void;\nfunction f(): V {\n}",
    'type Cents = number & { readonly __brand: "Cents" };\nconst cents = (n: number): Cents => {\n  if (n < 0) throw new Error("x");\n'
    '  return n as Cents;\n};\nconst twice = (c: Cents): Cents => (c * 2) as Cents;\nconst v = <T,>(x: T): T & {} => {\n  return x!;\n};\n'
    'const w = (): void & {} => {};\nconst all: Cents[] = [1, 2].map((n): Cents => n as Cents);\nconst total: number = cents(1) + twice(cents(2));',
    "type P<T> = { [K in keyof T]?: T[K] };\nfunction f(): P<undefined> {\n}",
    "type P<T> = { [K in keyof T]?: T[K] };\nfunction f(): P<void> {\n}",
    "function f(): Partial<undefined> {\n}",
    "type M = Record<string, void>;\nfunction f<K extends string>(k: K): M[K] {\n}",
    "function f(): undefined | (keyof {}) {\n}",
    "type U = string | void;\nfunction f(): U & {} | void {\n}",
    "function f(): Later {\n}\ntype Later = void;",
    "function f(): import('./x').T {\n}",
    "type A<T> = T;\nfunction f(): A<void> {\n}",
    "type A<T> = T | undefined;\nfunction f<Q>(): A<undefined> {\n}",
    "function f<T>(): T[keyof T] | undefined {\n  return undefined;\n}",
    "function f<T extends unknown[]>(o: T): T[0] | void {\n}",
    "class A {\n  get current() {\n    return 1;\n  }\n  get(k: string) {\n  }\n  set current(v: number) {\n  }\n}",
    "class A {\n  get x(): number {\n    throw new Error('x');\n  }\n}",
    "const o = { get: 1, get x() { return 2; }, set x(v: number) {} };\no.x.toFixed();",
    "const o = { get() { }, set(v: number) { } };",
    'function f(x: number): string {\n  switch (x) {\n    case 1: {\n      return "a";\n    }\n    default: {\n      return "b";\n    }\n  }\n}',
    'function f(x: number): string {\n  switch (x) {\n    case 1: {\n      return "a";\n    }\n    case 2: {\n      break;\n    }\n  }\n  return "c";\n}',
    "function f(n: number): string {\n  if (n > 0) return `a${n}`;\n  return `${n}`;\n}",
    "function f(x: number): string {\n  try {\n    {\n      return 'a';\n    }\n  } finally {\n  }\n}",
    "const fail: (m: string) => never = (m) => {\n  throw new Error(m);\n};\nfunction f(raw: string): number {\n  if (raw) return 1;\n  fail(raw);\n}",
    "declare const fail: (m: string) => never;\nfunction f(raw: string): number {\n  const fail2 = fail;\n  if (raw) return 1;\n  {\n    const fail2: (m: string) => never = fail;\n    fail2(raw);\n  }\n}",
    "function* g(): Generator<number> {\n  yield 1;\n}",
    "function* g(): Generator<number, void> {\n  yield 1;\n}",
    "function* g(): Generator<number, string | void> {\n  yield 1;\n}",
    "function* g(): IterableIterator<number> {\n  yield 1;\n}",
    "function* g(): Generator<number, any> {\n  yield 1;\n}",
    "async function* g(): AsyncGenerator<number, void> {\n  yield 1;\n}",
    "function* g(): Generator<number, string | undefined> {\n  yield 1;\n  if (Math.random()) return 'a';\n}",
    'function* g(): Generator<number, string> {\n  yield 1;\n  return "a";\n}',
    # an assertion of a false expression ends the flow (`false`, `false && x`, in parentheses)
    "function assert(cond: unknown, msg: string): asserts cond {\n  if (!cond) throw new Error(msg);\n}\n"
    "function f(raw: string): number {\n  if (raw) return 1;\n  assert(false, `bad ${raw}`);\n}\n"
    'function g(raw: string): number {\n  assert(raw.length > 0 && false, "x");\n}\nfunction h(): number {\n  assert((false), "x");\n}',
    "declare function check(v: unknown): asserts v;\nfunction f(x: boolean): number {\n  check(!x || false);\n  if (x) return 1;\n"
    "  check(false || false);\n}",
    # field arrows that return on every path; the class's type parameter shadows the file's type
    "type T = string;\nclass Box<T> {\n  constructor(public v: T) {}\n  get = (): T => {\n    return this.v;\n  };\n"
    "  put = (x: T): T => {\n    const y: T = x;\n    return y;\n  };\n}",
    "class Counter {\n  count = 0;\n  static made = 0;\n  increment = (): number => {\n    Counter.made++;\n    this.count += 1;\n"
    "    return this.count;\n  };\n  static make = (): Counter => {\n    this.made++;\n    return new Counter();\n  };\n"
    "  later = (): (() => number) => {\n    return () => this.count;\n  };\n  tag = (n: number = this.count): string => {\n"
    "    return `${n}${this.label}`;\n  };\n  label = \"x\";\n  fail = (): number => {\n    throw new Error(\"x\");\n  };\n}",
    "function outer(base: number) {\n  class K {\n    f = (a: number): number => {\n      return a + base;\n    };\n"
    "    g = async (): Promise<number> => {\n      return 1;\n    };\n    h = (): void => {\n      console.log(this);\n    };\n"
    "    i = (cb = function (this: { z: number }) { return this.z; }): number => {\n      return cb.call({ z: 1 });\n    };\n"
    "  }\n  return new K();\n}",
]


@pytest.mark.parametrize("text", NO_RETURN_ACCEPTED)
def test_a_body_that_need_not_return_is_accepted(text):
    accepted_at_every_prefix(text)


# TS2322: a wrong value returned, rejected at the end of its `return` statement
RETURN = [
    # an intersection with a primitive (a brand) takes only that primitive: nonvoid.floor
    "type Token<T> = symbol & { __type?: T };\nfunction createToken<T>(d: string): Token<T> {\n  return 12345;",
    'type Email = string & { readonly __brand: "Email" };\nfunction toEmail(raw: unknown): Email {\n  return 12345;',
    'type Email = string & { readonly __brand: "Email" };\nfunction toEmail(raw: unknown): Email {\n  return;',
    "class A {\n  m(): string & { a?: 1 } {\n    return [];",
    'type Id = number & { __id: true };\nconst o = {\n  f(): Id {\n    return "a";',
    'type Id = number & { __id: true };\nconst g = function (): Id {\n  return "a";',
    'type Id = number & { __id: true };\nconst g = (n: number): Id => {\n  if (n) return n as Id;\n  return "a";',
    'declare const brand: unique symbol;\ntype Brand<T, B extends string> = T & { readonly [brand]: B };\n'
    'type Email = Brand<string, "Email">;\nfunction toEmail(raw: unknown): Email {\n  return 12345;',
    # an array has no `[k: string]` index signature (one whose value is no `any`)
    "function counts(ws: string[]): Record<string, number> {\n  return [];",
    "function f(): { [k: string]: string } {\n  return [1, 2];",
    "interface D { [k: string]: number }\nfunction f(): D {\n  return [1] as [number];",
    # no literal is a class's polymorphic `this`
    "class A {\n  n = 1;\n  m(): this {\n    return [];",
    "class A {\n  n = 1;\n  m(): this {\n    return {};",
    "class A {\n  n = 1;\n  m(): this {\n    return () => 1;",
    # a method returning its own class: no value lacking a member read so far is one
    "class Matrix2 {\n  constructor(readonly m: [number, number]) {}\n  inverse(): Matrix2 | null {\n    if (this.m[0] === 0) return 12345;",
    'class Matrix {\n  rows: number[][] = [];\n  get transposed(): Matrix {\n    return "mutant";',
    "class Matrix {\n  rows: number[][] = [];\n  static of(): Matrix {\n    return undefined;",
    # an arrow function in a field's initialiser
    'class Counter {\n  count = 0;\n  increment = (): number => {\n    return "a";',
    # a generator's `return`s give the R of its `Generator<Y, R, N>` (`AsyncGenerator`: awaited)
    "function* range(n: number): Generator<number, string, boolean | undefined> {\n  yield n;\n  return 12345;",
    "function* g(): Generator<number, string> {\n  yield 1;\n  return;",
    "async function* g(): AsyncGenerator<number, string> {\n  yield 1;\n  return 1;",
]
RETURN_REJECTED = [(t + ("\n  }\n}" if t.startswith("class") else "\n  },\n};" if "const o" in t else "\n};" if "const g" in t else "\n}"), t)
                   for t in RETURN]


@pytest.mark.parametrize("text,prefix", RETURN_REJECTED)
def test_a_wrong_value_returned_is_rejected_at_the_end_of_the_return(text, prefix):
    rejected_at(text, prefix)


RETURN_ACCEPTED = [
    'type Email = string & { readonly __brand: "Email" };\nfunction toEmail(raw: string): Email {\n  return raw as Email;\n}',
    "type B<T> = string & T;\nfunction f(raw: string): B<any> {\n  return 12345;\n}",
    'import { X } from "x";\nfunction f(raw: string): string & X {\n  return 12345;\n}',
    "type T = any;\nfunction f(): string & T {\n  return 12345;\n}",
    'type Id = number & { __id: true };\nconst o = {\n  f(): Id {\n    return 1 as Id;\n  },\n};\no.f().__id;',
    'declare const brand: unique symbol;\ntype Brand<T, B extends string> = T & { readonly [brand]: B };\n'
    'type Email = Brand<any, "Email">;\nfunction toEmail(raw: unknown): Email {\n  return 12345;\n}',
    "function f(): string & {} | number {\n  return 12345;\n}",
    "function counts(ws: string[]): Record<string, any> {\n  return [];\n}",
    "function f(): { [k: string]: any } {\n  return [1, 2];\n}",
    "function f(): { [k: number]: number } {\n  return [1, 2];\n}",
    "function f(): Record<string, number> | number[] {\n  return [1, 2];\n}",
    "class A {\n  n = 1;\n  m(): this {\n    return this;\n  }\n  k(): this {\n    return this.m();\n  }\n}",
    "class Matrix {\n  rows: number[][] = [];\n  get t(): Matrix {\n    return this;\n  }\n  later = 2;\n"
    "  other(): Matrix {\n    return { rows: [], later: 1, other: this.other, t: this.t };\n  }\n}",
    'class S {\n  n?: number;\n  m(): S | string {\n    return "abc";\n  }\n}',
    'class S {\n  length = 1;\n  m(): S | null {\n    return null;\n  }\n}',
    'function* g1(): Generator<number, void> {\n  yield 1;\n  return;\n}\nfunction* g2(): Generator<number> {\n  return 5;\n}\n'
    'function* g3(): IterableIterator<number> {\n  yield 1;\n  return 12;\n}\nfunction* g4<T>(x: T): Generator<T, T> {\n  yield x;\n  return x;\n}\n'
    'async function* g5(): AsyncGenerator<number, string> {\n  yield 1;\n  return Promise.resolve("a");\n}\n'
    'function* g6(): Generator<number, string | undefined> {\n  yield 1;\n  if (Math.random()) return;\n  return "x";\n}',
]


@pytest.mark.parametrize("text", RETURN_ACCEPTED)
def test_a_value_the_declared_type_may_take_is_accepted(text):
    accepted_at_every_prefix(text)


def _name(i):
    return Path(f"/tmp/cpc-type-returns/t{i}.ts")


@pytest.mark.slow
def test_every_accepted_text_is_tsc_clean(oracle):
    texts = NO_RETURN_ACCEPTED + RETURN_ACCEPTED
    codes = oracle.strict_error_codes([(_name(i), t) for i, t in enumerate(texts)])
    wrong = [f"{t!r}: tsc reports {sorted(c)}" for t, c in zip(texts, codes) if c - {2307}]
    assert not wrong, "\n".join(wrong)


@pytest.mark.slow
def test_every_rejected_text_has_its_tsc_error(oracle):
    rows = NO_RETURN_REJECTED
    codes = oracle.strict_error_codes([(_name(1000 + i), t) for i, (t, _p, _c) in enumerate(rows)])
    wrong = [f"{t!r}: tsc reports {sorted(c)}, not {want}" for (t, _p, want), c in zip(rows, codes) if c != {want}]
    assert not wrong, "\n".join(wrong)


@pytest.mark.slow
def test_every_wrong_return_has_a_tsc_error(oracle):
    rows = RETURN_REJECTED
    codes = oracle.strict_error_codes([(_name(2000 + i), t) for i, (t, _p) in enumerate(rows)])
    wrong = [f"{t!r}: tsc reports {sorted(c)}" for (t, _p), c in zip(rows, codes) if not c & {2322, 2355, 2366}]
    assert not wrong, "\n".join(wrong)
