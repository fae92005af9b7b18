"""The type layer's statement-level checks and type evaluation (flow.py, utility.py and the type
reader): each error rejected at the first character after which no continuation can type-check,
and the near misses that must stay accepted. Every text is judged by tsc below (slow tests)."""

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


def assert_tsc_clean(oracle, texts, folder):
    """Every text of a table of accepted ones is tsc-clean (one batch, files under ``folder``)."""
    codes = oracle.strict_error_codes([(Path(folder) / f"t{i}.ts", t) for i, t in enumerate(texts)])
    wrong = [f"{t!r}: tsc reports {sorted(c)}" for t, c in zip(texts, codes) if c]
    assert not wrong, "\n".join(wrong)


def assert_tsc_reports(oracle, rows, folder):
    """Every ``(text, prefix, codes)`` row of a rejected table has one of its codes from tsc."""
    codes = oracle.strict_error_codes([(Path(folder) / f"t{i}.ts", t) for i, (t, _p, _c) in enumerate(rows)])
    wrong = [f"{t!r}: tsc reports {sorted(c)}, not {sorted(want)}" for (t, _p, want), c in zip(rows, codes) if not c & want]
    assert not wrong, "\n".join(wrong)


# TS2366 / TS2355: the end of a body that needs a value is reachable; rejected at its `}`
# (until then a `return` can still be added)
MISSING_RETURN = [
    "function f(x: boolean): number { if (x) { return 1; } }",
    "function f(x: boolean): number {\n  if (x) return 1;\n}",
    "function f(x: boolean, y: boolean): string {\n  if (x) return 'a';\n  else if (y) return 'b';\n}",
    "function f(s: string): number {\n  try {\n    return JSON.parse(s);\n  } catch (e) {\n    console.log(e);\n  }\n}",
    "function f(xs: number[]): number {\n  for (const x of xs) {\n    return x;\n  }\n}",
    "function f(n: number): number {\n  while (n > 0) {\n    return n;\n  }\n}",
    "function f(n: number): number {\n  for (let i = 0; i < n; i++) {\n    if (i > 2) return i;\n  }\n}",
    "function f(n: number): number {\n  for (let done = false; !done && n > 0; n--) {\n    if (n > 2) return n;\n  }\n}",
    "async function g(): Promise<number | undefined> {}",
    "function f(x: boolean): number {\n  if (x) return 1;\n  console.log('no');\n}",
    "function f(x: boolean): number {\n  const g = () => { return 1; };\n  if (x) return g();\n}",
    "class A {\n  m(x: boolean): string {\n    if (x) {\n      return 'a';\n    }\n  }\n}",
    "function f(x: boolean): number {\n  if (x) {\n    return 1;\n  } else {\n    const y = 2;\n  }\n}",
    "function f(x: number): null {\n  if (x) return null;\n}",
    "function f(x: boolean): number {\n  {\n    if (x) return 1;\n  }\n}",
    "function f(s: string): number {\n  try {\n    return JSON.parse(s);\n  } catch {}\n}",
    "function f(s: string): number {\n  try {\n    return JSON.parse(s);\n  } catch (e) {}\n}",
    "function f(s: string): number {\n  try {\n    s.length;\n  } finally {\n    s.length;\n  }\n}",
    # no `return` at all (TS2355) where undefined is allowed but the type is no `void`/`any`/`undefined`,
    # and bodies whose statements are proven to complete: an assignment or an `await` is no call
    "function f(x: number): number | undefined {\n  x++;\n}",
    "class L<K, V> {\n  map = new Map<K, V>();\n  get(key: K): V | undefined {\n    const v = this.map.get(key);\n"
    "    if (v === undefined) {\n      this.map.delete(key);\n    }\n  }\n}",
    "function c<T>(make: (s: any) => any): T {\n  const ctor = make(1);\n  ctor.prototype = Object.create(Error.prototype);\n}",
    "async function f(p: Promise<void>): Promise<number> {\n  await p;\n}",
    "declare const o: any;\nfunction f(): string {\n  o.x = o.y();\n  o.n += o.m();\n}",
    # a loop with a constant condition completes through a reachable `break` of its own body
    "function f(next: () => boolean): number {\n  let total = 0;\n  while (true) {\n    total++;\n    if (!next()) break;\n  }\n}",
    "function f(next: () => boolean): number {\n  while (true) {\n    break;\n  }\n}",
    "function f(next: () => boolean): number {\n  for (;;) {\n    if (next()) break\n  }\n}",
    "async function* g(next: () => boolean): AsyncGenerator<number, number, void> {\n  let page = 0;\n  while (true) {\n"
    "    yield page++;\n    if (!next()) break;\n  }\n}",
]
MISSING_RETURN_REJECTED = [(t, t[:t.rindex("}") + 1] if not t.startswith("class") else t[:t.rindex("}", 0, -1) + 1])
                           for t in MISSING_RETURN]


@pytest.mark.parametrize("text,prefix", MISSING_RETURN_REJECTED)
def test_a_reachable_end_of_a_body_that_needs_a_value_is_rejected_at_its_brace(text, prefix):
    rejected_at(text, prefix)


# tsc-clean: the end is unreachable, or the type allows undefined, or the layer cannot prove it
FLOW_ACCEPTED = [
    "function f(x: boolean): number { if (x) { return 1; } else { return 2; } }",
    "function f(x: boolean): number { if (x) return 1; else return 2; }",
    "function f(x: boolean): number { if (x) return 1;\n  else if (!x) return 2;\n  else return 3; }",
    "function f(s: string): number { try { return JSON.parse(s); } catch (e) { throw e; } }",
    "function f(s: string): number { try { return 1; } finally { s.length; } }",
    "function f(s: string): number { try { s.length; } finally { return 1; } }",
    "function f(s: string): number { try {} finally { return 1; } }",
    "function f(s: string): number { try { return 1; } catch { return 2; } }",
    "function f(): number { while (true) { } }",
    "function f(): number { for (;;) { } }",
    "function f(): number { if (true) { return 1; } }",
    "function f(x: boolean): number { do { return 1; } while (x); }",
    "function f(k: 'a' | 'b'): number { switch (k) { case 'a': return 1; case 'b': return 2; } }",
    "function f(k: number): number { switch (k) { case 1: return 1; default: return 2; } }",
    "declare function fail(): never;\nfunction f(x: boolean): number { if (x) return 1; fail(); }",
    "function fail(m: string): never { throw new Error(m); }\nfunction f(x: boolean): number { if (x) return 1; fail('x'); }",
    "declare function check(v: unknown): asserts v;\nfunction f(x: boolean): number { if (x) return 1; check(false); }",
    "function f(x: boolean): number | undefined { if (x) return 1; }",
    "function f(x: boolean): number | void { if (x) return 1; }",
    "function f(x: boolean): any { if (x) return 1; }",
    "function f(x: boolean): unknown { if (x) return 1; }",
    "function f<T>(x: boolean, t: T): T { if (x) return t; throw 0; }",
    "async function f(x: boolean): Promise<number | undefined> { if (x) return 1; }",
    # a `return` in a one-statement body counts (TS2355 needs none anywhere); a call of a dotted
    # name may not return (`o.fail()`, also after a comma); an assignment is no such call
    "function f(x: number): number | undefined {\n  if (x) return 1;\n}",
    "declare const o: { fail(): never };\nfunction f(x: number): number {\n  o.fail();\n}",
    "declare function fail(): never;\nfunction f(x: number): number {\n  x = 1, fail();\n}",
    "declare function fail(): never;\nfunction f(x: number): string | undefined {\n  if (x) {\n    fail();\n  } else {\n    throw 1;\n  }\n}",
    'function f(x: number): string | undefined {\n  switch (x) {\n    case 1:\n      return "a";\n  }\n}',
    "function f(x: boolean): number { outer: for (;;) { if (x) break outer; return 1; } return 2; }",
    "function f(xs: number[]): number { for (const x of xs) { if (x) return x; } return 0; }",
    "function f(x: boolean): number { const o = { a: 1 }; if (x) return o.a; return 0; }",
    "function f(x: boolean): number { try { if (x) return 1; } catch { return 2; } return 3; }",
    "function f(k: number): number { switch (k) { case 1: { let q = 'a'; return q.length; } } return 0; }",
    # an async body declared `Promise<undefined>` needs no `return`, as one declared `undefined`
    "async function k(): Promise<undefined> {}\nconst a = async (): Promise<undefined> => {};\nclass K { async m(): Promise<undefined> {} }",
    # tsc's binder: a `true`/`false` keyword through `||`, `&&`, `!` makes a branch unreachable
    "function f(n: number): number { let i = 0; while (i < 10 || true) { if (i++ > n) return i; } }",
    "function f(x: number): number { if (x > 0 || true) return 1; }",
    "function f(x: number): number { for (let i = 0; i < x || true; i++) { if (i > 3) return i; } }",
    "function f(x: number): number { do { if (x) return 1; } while (x || true); }",
    # a `break` not reached, under a constant condition, or of a nested loop or switch
    "function f(): number {\n  while (true) {\n    return 1;\n    break;\n  }\n}",
    "function f(): number {\n  while (true) {\n    if (false) break;\n  }\n}",
    "function f(): number {\n  while (true) {\n    for (;;) {\n      break;\n    }\n  }\n}",
    "function f(): number {\n  while (true) {\n    switch (1 as number) {\n      case 1:\n        break;\n    }\n  }\n}",
    "function f(next: () => boolean): number {\n  while (true) {\n    if (next()) continue;\n    if (next()) return 1;\n  }\n}",
]


@pytest.mark.parametrize("text", FLOW_ACCEPTED)
def test_a_body_whose_end_is_not_proven_reachable_is_accepted(text):
    accepted_at_every_prefix(text)


# type evaluation (utility.py): intersections, keyof, indexed access, typeof, utility types
TYPES_REJECTED = [
    ("interface A { a: number }\ninterface B { b: string }\nconst x: A & B = { a: 1, b: 'x' };\nx.q;",
     "interface A { a: number }\ninterface B { b: string }\nconst x: A & B = { a: 1, b: 'x' };\nx.q"),
    ("interface A { a: number }\ninterface B { b: string }\nconst x: A & B = { a: 1 };", None),  # b missing
    ("interface A { a: number }\ninterface B { b: string }\nconst x: A & B = { a: 1, b: 'x', c: 2 };", None),
    ("interface P { name: string; age: number }\nconst k: keyof P = 1;", None),
    ("interface P { name: string; age: number }\nconst p: Partial<P> = {};\np.nmae;",
     "interface P { name: string; age: number }\nconst p: Partial<P> = {};\np.nm"),
    ("interface P { name: string; age?: number }\nconst p: Required<P> = { name: 'a' };", None),
    ("interface P { name: string }\nconst p: Readonly<P> = { name: 'a' };\np.nam;",
     "interface P { name: string }\nconst p: Readonly<P> = { name: 'a' };\np.nam;"),
    ("function f(a: number): string { return ''; }\nconst s: ReturnType<typeof f> = 1;", None),
    ("function f(a: number, b: string) { return ''; }\nconst s: Parameters<typeof f> = [1, 'x'];\ns.lenx;",
     "function f(a: number, b: string) { return ''; }\nconst s: Parameters<typeof f> = [1, 'x'];\ns.lenx"),
    ("const o = { a: 1 };\nconst p: typeof o = { a: 2 };\np.b;", "const o = { a: 1 };\nconst p: typeof o = { a: 2 };\np.b"),
    ("let n: NonNullable<string | null> = 'a';\nn.lenx;", "let n: NonNullable<string | null> = 'a';\nn.lenx"),
    ("let n: Awaited<Promise<number>> = 'a';", None),
    ("const xs: number[] = [1];\nconst e: (typeof xs)[number] = 'a';", None),
    # `Record` over string literal keys is an object with those properties; `Pick` keeps the
    # picked members with their modifiers
    ("type Level = 'info' | 'warn';\nfunction c(): Record<Level, number> { return []; }",
     "type Level = 'info' | 'warn';\nfunction c(): Record<Level, number> { return [];"),
    ("type Level = 'info' | 'warn';\nconst r: Record<Level, number> = { info: 1, warn: 'x' };", None),
    ("type Level = 'info' | 'warn';\nconst r: Record<Level, number> = { info: 1 };", None),  # warn missing
    ("interface L { level: 'debug' | 'info' }\nconst n = {} as Record<L['level'], number>;\nn.info.toFixed();\nn.warn;",
     "interface L { level: 'debug' | 'info' }\nconst n = {} as Record<L['level'], number>;\nn.info.toFixed();\nn.w"),
    ("interface P { a: number; b?: string; d: string }\nconst p: Pick<P, 'a' | 'b'> = { a: 1 };\np.b?.length;\np.d;",
     "interface P { a: number; b?: string; d: string }\nconst p: Pick<P, 'a' | 'b'> = { a: 1 };\np.b?.length;\np.d"),
    ("interface P { a: number; readonly c: boolean }\nconst p: Pick<P, 'a' | 'c'> = { a: 1, c: true };\np.c = false;",
     "interface P { a: number; readonly c: boolean }\nconst p: Pick<P, 'a' | 'c'> = { a: 1, c: true };\np.c = "),
    ("interface P { a: number; d: string }\nconst p: Pick<P, 'a'> = { a: 1, d: 'x' };", None),  # excess d
]
TYPES_REJECTED = [(t, p or t) for t, p in TYPES_REJECTED]


@pytest.mark.parametrize("text,prefix", TYPES_REJECTED)
def test_an_evaluated_type_is_checked(text, prefix):
    rejected_at(text, prefix)


TYPES_ACCEPTED = [
    "interface P { name: string; age: number }\nconst k: keyof P = 'name';\nconst q: Partial<P> = { age: 1 };",
    "const r: Record<string, number> = { a: 1 };\nr.anything.toFixed();",
    "type U = { a: number } & { a: 1 };\nconst u: U = { a: 1 };",
    "type Brand = string & { __brand: 'b' };\nconst b = 'x' as Brand;\nb.length;",
    "const a = 's';\nfunction f(a: number, b: typeof a) { return b.toFixed(); }",
    "const a = 's';\nfunction f(a: number): typeof a { return a; }\nclass C { m(a: number): typeof a { return a; } }",
    "type Partial2<T> = { [K in keyof T]?: T[K] };\nconst p: Partial2<{ a: number }> = {};",
    "function g<T>(x: T): T & { id: number } { return { ...x, id: 1 } as T & { id: number }; }\ng({ a: 1 }).a;",
    "interface P { name?: string }\nconst n: P['name'] = undefined;",
    "function h(): Promise<string> { return Promise.resolve('a'); }\nlet v: Awaited<ReturnType<typeof h>> = 'x';",
    "const t: [number, string] = [1, 'a'];\nconst e: (typeof t)[number] = 'b';",
    "declare const cfg: { port: number };\nfunction use(p: typeof cfg.port) { return p.toFixed(); }",
    "type Omit2 = Omit<{ a: number; b: string }, 'a'>;\nconst o: Omit2 = { b: 'x' };\nconst pk: Pick<{ a: number; b: string }, 'a'> = { a: 1 };",
    "type R = Record<'a' | 'b', number>;\nconst r: R = { a: 1, b: 2 };",
    "type Fn = (x: number) => string;\nconst ps: Parameters<Fn> = [1];\nconst rs: ReturnType<Fn> = 'a';",
    "type K = 'a' | 'b';\nconst r: Record<K, string[]> = { a: [], b: [] };\nr.a.push('x');\nfor (const k of Object.keys(r)) r[k as K].length;\n"
    "const p: Partial<Record<K, number>> = { a: 1 };\np.b?.toFixed();\nconst w: Record<K | string, number> = {};\nw.zz;\n"
    "function g<Q extends string>(q: Q): Record<Q, number> { return { [q]: 1 } as Record<Q, number>; }\n"
    "interface P { a: number; b?: string; c(): void }\nconst pk: Pick<P, 'a' | 'c'> = { a: 1, c() {} };\npk.c();\n"
    "const pb: Pick<P, 'b'> = {};\nfunction h(): Pick<P, 'a'> { return { a: 1 }; }",
]


@pytest.mark.parametrize("text", TYPES_ACCEPTED)
def test_an_evaluated_type_accepts_what_tsc_accepts(text):
    accepted_at_every_prefix(text)


# `satisfies` (checked where its type ends) and `as` (its type is the expression's)
CASTS_REJECTED = [
    ("const v = 5 satisfies string;", None),
    ("interface P { a: number }\nconst p = { a: 1, b: 2 } satisfies P;", None),  # excess property
    ("interface P { a: number }\nconst p = { a: 1 } satisfies P;\np.b;", "interface P { a: number }\nconst p = { a: 1 } satisfies P;\np.b"),
    ("const s = 'a' as string;\ns.toFixed();", "const s = 'a' as string;\ns.toF"),
    ("const o = { a: 1 satisfies string, b: 2 };", "const o = { a: 1 satisfies string,"),
    ("declare const u: unknown;\nconst n: string = u as number;", None),
]
CASTS_REJECTED = [(t, p or t) for t, p in CASTS_REJECTED]


@pytest.mark.parametrize("text,prefix", CASTS_REJECTED)
def test_a_cast_is_checked_where_its_type_ends(text, prefix):
    rejected_at(text, prefix)


CASTS_ACCEPTED = [
    "const v = 5 satisfies string | number;",
    "interface P { a: number }\nconst p = { a: 1 } satisfies P;\np.a.toFixed();",
    "const x: any = 1;\nconst m = x as Map<string, Set<number>>;\nm.get('a');",
    "const y = (1 as unknown) as string;\ny.length;",
    "const c = ['a'] as const;\nc.length;",
    "const f = (x: unknown) => x as () => void;",
    "declare const u: unknown;\nconst n = u as number + 1;\nconst b = u as number === 1;",
    "declare const u: unknown;\nfoo(u as number, 2);\nfunction foo(a: number, b: number) {}",
    "declare const u: unknown;\nconst o = { a: u as string, b: 1 };\no.a.length;",
    "const t = 1 satisfies number as number;",
    "let q = 'x' satisfies string\nq.length",
    "const k = 'a' as 'a' | 'b';\nconst r = { a: 1 } as Record<string, number>;",
    "declare const e: unknown;\nconst msg = e instanceof Error ? e.message : String(e as string);",
    "function g<T>(x: unknown) { return x as T; }\nconst d = JSON.parse('1') as { a: number }[];\nd[0].a;",
]


@pytest.mark.parametrize("text", CASTS_ACCEPTED)
def test_a_cast_accepts_what_tsc_accepts(text):
    accepted_at_every_prefix(text)


# `case` values comparable with the discriminant (TS2678), judged at the case's `:`
CASES_REJECTED = [
    ('function g(n: number) { switch (n) { case "a": break; } }', 'function g(n: number) { switch (n) { case "a":'),
    ('function g(n: string) {\n  switch (n) {\n    case "a":\n    case "b":\n      return 1;\n    case 2:\n      return 2;\n  }\n}',
     'function g(n: string) {\n  switch (n) {\n    case "a":\n    case "b":\n      return 1;\n    case 2:'),
    ('function g(x: unknown) { switch (typeof x) { case "string": return 1; case 1: return 2; } }',
     'function g(x: unknown) { switch (typeof x) { case "string": return 1; case 1:'),
]


@pytest.mark.parametrize("text,prefix", CASES_REJECTED)
def test_a_case_value_not_comparable_with_the_discriminant_is_rejected_at_its_colon(text, prefix):
    rejected_at(text, prefix)


CASES_ACCEPTED = [
    'function g(n: number) { switch (n) { case 1: break; case "a".length: break; default: } }',
    "function g(x: number) { switch (true) { case x > 1: return 1; } return 0; }",
    "function g(x: number) { switch (x) { case 1 ? 2 : 3: return 1; } return 0; }",
    "function g(x: number | undefined) { switch (x) { case undefined: case null: return 1; } return 0; }",
    "function g(k: 'a' | 'b', s: string) { switch (k) { case s as 'a': return 1; case `b`: return 2; } }",
    "enum E { A, B }\nfunction g(e: E) { switch (e) { case E.A: return 1; case 1: return 2; } return 0; }",
]


@pytest.mark.parametrize("text", CASES_ACCEPTED)
def test_a_comparable_case_value_is_accepted(text):
    accepted_at_every_prefix(text)


# definite assignment (TS2454): a `let x: T;` read on a path with no assignment, at the token
# after the read (until then `x = ...` or `x!` can follow)
UNASSIGNED_REJECTED = [
    ("function f(): number {\n  let x: number;\n  return x;\n}", "function f(): number {\n  let x: number;\n  return x;"),
    ("function f(c: boolean): number {\n  let r: number;\n  if (c) {\n    r = 1;\n  }\n  return r;\n}",
     "function f(c: boolean): number {\n  let r: number;\n  if (c) {\n    r = 1;\n  }\n  return r;"),
    ("function f(op: string, a: number, b: number): number {\n  let r: number;\n  if (op === '+') {\n    r = a + b;\n"
     "  } else if (op === '-') {\n    r = a - b;\n  }\n  return r;\n}",
     "function f(op: string, a: number, b: number): number {\n  let r: number;\n  if (op === '+') {\n    r = a + b;\n"
     "  } else if (op === '-') {\n    r = a - b;\n  }\n  return r;"),
    ("function f(c: boolean): number {\n  let r: number;\n  if (c) return 0;\n  return r;\n}",
     "function f(c: boolean): number {\n  let r: number;\n  if (c) return 0;\n  return r;"),
    ("function f(c: boolean): number {\n  let r: number\n  return r\n}", None),
    ("let z: string;\nz.length;", "let z: string;\nz."),
    ("let n: number;\nconst m = n;", None),  # `n = 1` could still follow
    # a condition, a `switch`'s discriminant, a C-style loop's initialiser or condition: read
    # whenever the statement starts, before its body can assign
    ("function f(): number {\n  let r: number;\n  for (let i = 0; i <= r; i++) {\n    r = 1;\n  }\n  return 1;\n}",
     "function f(): number {\n  let r: number;\n  for (let i = 0; i <= r;"),
    ("function f(): number {\n  let r: number;\n  for (let i = r; i < 3; i++) {}\n  return 1;\n}",
     "function f(): number {\n  let r: number;\n  for (let i = r;"),
    ("function f(): number {\n  let r: number;\n  while (r > 0) {\n    r = 1;\n  }\n  return 1;\n}",
     "function f(): number {\n  let r: number;\n  while (r > "),
    ("function f(): number {\n  let r: number;\n  if (r) {\n    r = 1;\n  }\n  return 1;\n}",
     "function f(): number {\n  let r: number;\n  if (r)"),
    ("function f(): number {\n  let r: number;\n  switch (r) {}\n  return 1;\n}", "function f(): number {\n  let r: number;\n  switch (r)"),
]
UNASSIGNED_REJECTED = [(t, p or t) for t, p in UNASSIGNED_REJECTED]


@pytest.mark.parametrize("text,prefix", UNASSIGNED_REJECTED)
def test_a_variable_read_before_any_assignment_is_rejected(text, prefix):
    rejected_at(text, prefix)


UNASSIGNED_ACCEPTED = [
    "function f(c: boolean): number {\n  let r: number;\n  if (c) {\n    r = 1;\n  } else {\n    r = 2;\n  }\n  return r;\n}",
    "function f(c: boolean): number {\n  let r: number;\n  if (c) r = 1;\n  else r = 2;\n  return r;\n}",
    "function f(c: boolean): number {\n  let r: number;\n  r = 5;\n  return r;\n}",
    "function f(c: boolean): number {\n  let r: number | undefined;\n  return r ?? 1;\n}",
    "function f(c: boolean): number {\n  let r: number;\n  return r!;\n}",
    "function f(c: boolean): number {\n  let r: number;\n  const g = () => { r = 1; };\n  g();\n  return r!;\n}",
    "function f(xs: number[]): number {\n  let r: number;\n  for (const x of xs) { r = x; }\n  return r!;\n}",
    "function f(c: boolean): number {\n  let r: number;\n  switch (c) { case true: r = 1; break; default: r = 2; }\n  return r;\n}",
    "let y: string;\ny = 'a';\ny.length;",
    "function f(c: boolean): number {\n  let r: number;\n  try { r = 1; } catch { r = 2; }\n  return r;\n}",
    "function f(c: boolean): number {\n  let r: number;\n  if (c) { r = 1; } else { throw new Error(); }\n  return r;\n}",
    "function f(): number {\n  let r: number;\n  return 1;\n  r;\n}",
    "function f(): number {\n  let r: number;\n  for (let i = 0; i <= 3; i += r) {\n    r = 1;\n  }\n  return 1;\n}",
    "function f(): number {\n  let r: number;\n  while ((r = 2) > 1) {\n    r;\n  }\n  if ((r = 3)) return r;\n  return r;\n}",
    "function f(a: boolean): number {\n  let r: number;\n  do {\n    r = 1;\n  } while (r > 0);\n  return 1;\n}",
    "function f(): number {\n  let r: number;\n  while (true) { r = 1; break; }\n  return r;\n}",
    "function f(): number {\n  let r: any;\n  let s: unknown;\n  let t!: number;\n  return r + t;\n}",
    "let w: number;\nfunction later() { return w; }\nw = 1;",
    "function f(c: boolean): number {\n  let r: number;\n  if (c) { r = 1; } else if (!c) { r = 2; } else { r = 3; }\n  return r;\n}",
    "function f(): number {\n  let r: number;\n  [r] = [1];\n  return r;\n}",
    "function f(): number {\n  let r: number;\n  ({ r } = { r: 1 });\n  return r;\n}",
]


@pytest.mark.parametrize("text", UNASSIGNED_ACCEPTED)
def test_a_variable_assigned_on_every_path_or_not_provably_unassigned_is_accepted(text):
    accepted_at_every_prefix(text)


def _name(i):
    return Path(f"/tmp/cpc-type-flow/t{i}.ts")


@pytest.mark.slow
def test_every_accepted_text_is_tsc_clean(oracle):
    texts = FLOW_ACCEPTED + TYPES_ACCEPTED + CASTS_ACCEPTED + CASES_ACCEPTED + UNASSIGNED_ACCEPTED
    codes = oracle.strict_error_codes([(_name(i), t) for i, t in enumerate(texts)])
    wrong = [f"{t!r}: tsc reports {sorted(c)}" for t, c in zip(texts, codes) if c - {2307}]
    assert not wrong, "\n".join(wrong)


@pytest.mark.slow
def test_every_rejected_text_has_the_tsc_error(oracle):
    rows = [(t, {2366, 2355}) for t, _ in MISSING_RETURN_REJECTED]
    rows += [(t, {2322, 2339, 2353, 2540, 2739, 2741, 2551}) for t, _ in TYPES_REJECTED]
    rows += [(t, {1360, 2322, 2339, 2353, 2551}) for t, _ in CASTS_REJECTED]
    rows += [(t, {2678}) for t, _ in CASES_REJECTED]
    rows += [(t, {2454}) for t, _ in UNASSIGNED_REJECTED]
    codes = oracle.strict_error_codes([(_name(i), t) for i, (t, _) in enumerate(rows)])
    wrong = [f"{t!r}: tsc reports {sorted(c)}" for (t, want), c in zip(rows, codes) if not c & want]
    assert not wrong, "\n".join(wrong)
