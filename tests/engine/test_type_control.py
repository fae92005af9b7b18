"""Conditions and single-statement bodies of `if` / `while` / `do` / `for` (control.py), loop
variables typed by what they iterate, a function's own bare type parameters as its return
type, `catch` variables as `unknown`, a bare `return;`, parenthesised expressions, and what `new`
on a built-in constructor makes, a member the target requires missing, a method call that is no
type guard (it narrows nothing), labels, C-style `for` headers, destructured names, arrows' return types, untyped parameters, conditional and parenthesised expressions, template substitutions, `for` over what is not iterable, function expressions and object-literal
methods, switches and labels in the reachability proof, spread arguments, global call signatures,
`typeof` in parameter lists: each error rejected at the first character after
which no continuation can type-check, next to the near misses that must stay accepted. Every
text is judged by tsc below (slow tests)."""

import pytest

import ts_completion_engine as tce
from test_type_flow import accepted_at_every_prefix, assert_tsc_clean, assert_tsc_reports, rejected_at


# (text, the prefix after which it is rejected, the tsc codes that back it)
REJECTED = [
    # conditions are expressions like any other
    ("function f(m: number[]): number {\n  if (m.legnth === 0) return 1;\n  return 2;\n}",
     "function f(m: number[]): number {\n  if (m.leg", {2339, 2551}),
    ("function f(a: readonly number[]): number {\n  while (a.length()) {}\n  return 1;\n}",
     "function f(a: readonly number[]): number {\n  while (a.length(", {2349}),
    ("function f(s: string): void {\n  do {} while (s.lenght);\n}", "function f(s: string): void {\n  do {} while (s.lengh", {2339, 2551}),
    # a body that is one statement: a `return`, an expression
    ('function f(n: number): number {\n  if (n === 0) return "none";\n  return n;\n}',
     'function f(n: number): number {\n  if (n === 0) return "none";', {2322}),
    ('function f(n: number): number {\n  if (n) return 1;\n  else return "a";\n}',
     'function f(n: number): number {\n  if (n) return 1;\n  else return "a";', {2322}),
    ('function f(n: number): number {\n  if (n) return 1;\n  else if (n > 2) return [];\n  return 0;\n}',
     'function f(n: number): number {\n  if (n) return 1;\n  else if (n > 2) return [];', {2322}),
    ("function f(xs: string[]): void {\n  for (let i = 0; i < xs.length; i++) xs[i].lenght;\n}",
     "function f(xs: string[]): void {\n  for (let i = 0; i < xs.length; i++) xs[i].lengh", {2339, 2551}),
    ("function f(n: number): void {\n  while (n) n.toFixde(2);\n}", "function f(n: number): void {\n  while (n) n.toFixd", {2339, 2551}),
    # nested `if` without braces: the `else` is the inner one's, after a statement ended by ASI
    ('function f(a: boolean, b: boolean): number {\n  if (a) if (b) return 1\n  else return "x";\n  return 0;\n}',
     'function f(a: boolean, b: boolean): number {\n  if (a) if (b) return 1\n  else return "x";', {2322}),
    # `for … of` / `for … in`: the loop variable has the element type (string keys) in its block
    ('function f(items: string[]): void {\n  for (const x of items) {\n    x.lenght;\n  }\n}',
     'function f(items: string[]): void {\n  for (const x of items) {\n    x.lengh', {2339, 2551}),
    ("function f(m: Set<number>): void {\n  for (const x of m) {\n    x.toUpperCase();\n  }\n}",
     "function f(m: Set<number>): void {\n  for (const x of m) {\n    x.toU", {2339, 2551}),
    ("function f(): void {\n  for (const key in { a: 1 }) {\n    key.toFixed();\n  }\n}",
     "function f(): void {\n  for (const key in { a: 1 }) {\n    key.toF", {2339, 2551}),
    ("function f(xs: number[]): void {\n  for (const x of xs) {\n    x = 2;\n  }\n}",
     "function f(xs: number[]): void {\n  for (const x of xs) {\n    x = ", {2588}),
    ("function f(items: string[]): void {\n  for (const x of items.lenght) {}\n}",
     "function f(items: string[]): void {\n  for (const x of items.lengh", {2339, 2551}),
    # a destructuring pattern's names stay ANY, but what it iterates is read
    ("const o: Record<string, string | undefined> = {};\nfor (const [name, value] of Object.enrties(o)) {}",
     "const o: Record<string, string | undefined> = {};\nfor (const [name, value] of Object.enr", {2551}),
    ("const xs = [{ a: 1 }];\nfor (const { a } of xs.mapp) {}", "const xs = [{ a: 1 }];\nfor (const { a } of xs.mapp",
     {2551}),
    ("for (const [k, v] of 5) {}", "for (const [k, v] of 5)", {2488}),
    # a bare type parameter of the function is its return type: no concrete value is a `T`
    ('function identity<T>(x: T): T {\n  return "mutant";\n}', 'function identity<T>(x: T): T {\n  return "mutant";', {2322}),
    ("function batch<R>(fn: () => R): R {\n  return [];\n}", "function batch<R>(fn: () => R): R {\n  return [];", {2322}),
    ("function wrap<T>(x: T): T[] {\n  return [1];\n}", "function wrap<T>(x: T): T[] {\n  return [1];", {2322}),
    ("function identity<T>(x: T): T {\n}", "function identity<T>(x: T): T {\n}", {2355}),
    ("function pick<T>(xs: T[], n: number): T {\n  if (n < xs.length) return xs[n];\n}",
     "function pick<T>(xs: T[], n: number): T {\n  if (n < xs.length) return xs[n];\n}", {2366}),
    ("function u<T>(items: T[], x: T): T[] {\n  x.indexOf(1);\n  return items;\n}",
     "function u<T>(items: T[], x: T): T[] {\n  x.in", {2339}),
    ("function u<T>(x?: T): number {\n  return x.length;\n}", "function u<T>(x?: T): number {\n  return x.l", {2339, 18048}),
    # the third red team: a `>>` in a parameter's type closes two lists; the parameters after it are read
    ('function f(a: Array<Array<string>>, b: string) {}\nf([], "y", 3);', 'function f(a: Array<Array<string>>, b: string) {}\nf([], "y", 3', {2554}),
    ("const f = (x: any) => x;\nf();", "const f = (x: any) => x;\nf()", {2554}),
    ("function f<T>(x: T) { return x; }\nf();", "function f<T>(x: T) { return x; }\nf()", {2554}),
    ('function f(a: number = 1, b: string) {}\nf("1", "x");', 'function f(a: number = 1, b: string) {}\nf("1",', {2345}),
    ('const g = (a: number = 1) => a;\ng(null);', 'const g = (a: number = 1) => a;\ng(null)', {2345}),
    ("function g<T>(x: T): T {\n  return { a: 1 };\n}", "function g<T>(x: T): T {\n  return { a: 1 };", {2322}),
    ("function f(a: Array<Array<string>>, b: string) {\n  b.qux;\n}", "function f(a: Array<Array<string>>, b: string) {\n  b.q", {2339}),
    # a `catch` variable is `unknown` (--strict): no member until narrowed
    ("function f(): void {\n  try {\n    f();\n  } catch (error) {\n    console.log(error.message);\n  }\n}",
     "function f(): void {\n  try {\n    f();\n  } catch (error) {\n    console.log(error.m", {18046}),
    ("function f(): number {\n  try {\n    return 1;\n  } catch (e) {\n    return e.length;\n  }\n}",
     "function f(): number {\n  try {\n    return 1;\n  } catch (e) {\n    return e.l", {18046}),
    ("function f(): void {\n  try {\n    f();\n  } catch (e) {\n    if (e) console.log(e.message);\n  }\n}",
     "function f(): void {\n  try {\n    f();\n  } catch (e) {\n    if (e) console.log(e.m", {2339}),
    # a bare `return;` where the declared type needs a value (TS2322: undefined is not a number)
    ("function h(n: number): number {\n  if (n) return;\n  return 1;\n}", "function h(n: number): number {\n  if (n) return;", {2322}),
    ("async function a(): Promise<number> {\n  return;\n}", "async function a(): Promise<number> {\n  return;", {2322}),
    ("class A { m(): string { return; } }", "class A { m(): string { return;", {2322}),
    # a parenthesised expression has its type (`(x as T).y`)
    ("interface User { name: string }\ndeclare const u: unknown;\n(u as User).naem;",
     "interface User { name: string }\ndeclare const u: unknown;\n(u as User).nae", {2339, 2551}),
    ('const n = ("a" + 1).lenght;', 'const n = ("a" + 1).lengh', {2339, 2551}),
    # the arguments of a callee whose parameters are not known are read all the same
    ('declare const foo: any;\nconst x = "s";\nfoo(x.lenght);', 'declare const foo: any;\nconst x = "s";\nfoo(x.lengh', {2339, 2551}),
    ('declare const foo: any;\nconst x = "s";\nfoo(() => { x.lenght; });', 'declare const foo: any;\nconst x = "s";\nfoo(() => { x.lengh', {2339, 2551}),
    ("function s(p: Promise<number>): Promise<number> {\n  return new Promise((resolve) => {\n    p.tehn(resolve);\n  });\n}",
     "function s(p: Promise<number>): Promise<number> {\n  return new Promise((resolve) => {\n    p.te", {2339, 2551}),
    # `new` on a built-in constructor: its instance, whatever the (unread) arguments
    ("const d = new Date().getTiem();", "const d = new Date().getTie", {2551}),
    ("const s = new Set<number>();\ns.ad(1);", "const s = new Set<number>();\ns.ad(", {2339}),
    ('const m = new Map<string, Array<number>>();\nm.ste("a", []);', 'const m = new Map<string, Array<number>>();\nm.st', {2339, 2551}),
    ("new Promise<number>((resolve) => resolve(1)).thne(() => 0);", "new Promise<number>((resolve) => resolve(1)).thn", {2339, 2551}),
    # a primitive, an array or a built-in interface's instance lacks a member the target requires
    ('async function f(): Promise<number> {\n  return "mutant";\n}', 'async function f(): Promise<number> {\n  return "mutant";', {2322}),
    ("const p: Promise<number> = 5;", "const p: Promise<number> = 5;", {2322}),
    ('interface P { name: string }\nconst p: P = "abc";', 'interface P { name: string }\nconst p: P = "abc";', {2322}),
    ("const d: Date = [];", "const d: Date = [];", {2322, 2739, 2740}),
    ('const e: Error = "boom";', 'const e: Error = "boom";', {2322}),
    ("type R<T> = { ok: true; value: T } | { ok: false; error: Error };\nfunction f(): R<number> {\n  return 12345;\n}",
     "type R<T> = { ok: true; value: T } | { ok: false; error: Error };\nfunction f(): R<number> {\n  return 12345;", {2322}),
    ("function f(m: Map<string, number>): Set<string> {\n  return m;\n}",
     "function f(m: Map<string, number>): Set<string> {\n  return m;", {2322, 2741}),
    # a method call whose method is known and no type guard narrows none of its arguments
    ("const nums = [5, 1, 4];\nconst m = Math.min(...nums);\nnums.length();",
     "const nums = [5, 1, 4];\nconst m = Math.min(...nums);\nnums.length(", {2349}),
    ("function f(xs: number[], x: number): void {\n  xs.push(x);\n  x.toUpperCase();\n}",
     "function f(xs: number[], x: number): void {\n  xs.push(x);\n  x.toU", {2339}),
    ('const s = "a";\nconsole.log(s);\ns.lenght;', 'const s = "a";\nconsole.log(s);\ns.lengh', {2339, 2551}),
    ("class Q {\n  items: string[] = [];\n  add(x: number): void {\n    this.items.push(String(x));\n    x.trim();\n  }\n}",
     "class Q {\n  items: string[] = [];\n  add(x: number): void {\n    this.items.push(String(x));\n    x.tr", {2339}),
    # a loop body that is one statement sees the loop variable with its type
    ("function f(): number {\n  let total = 0;\n  for (const key in { a: 1 }) total += key.lnegth;\n  return total;\n}",
     "function f(): number {\n  let total = 0;\n  for (const key in { a: 1 }) total += key.ln", {2339, 2551}),
    ("function f(xs: string[]): void {\n  for (const x of xs) x.toFixed();\n}", "function f(xs: string[]): void {\n  for (const x of xs) x.toF", {2339, 2551}),
    ("function f(xs: number[]): void {\n  for (const x of xs) if (x) x.trim();\n}", "function f(xs: number[]): void {\n  for (const x of xs) if (x) x.tr", {2339}),
    # a labelled statement is read as the statement it labels
    ("function f(xs: string[]): void {\n  outer: for (const x of xs) {\n    x.lenght;\n  }\n}",
     "function f(xs: string[]): void {\n  outer: for (const x of xs) {\n    x.lengh", {2339, 2551}),
    ("function f(xs: string[]): number {\n  a: b: xs.lenght;\n  return 1;\n}",
     "function f(xs: string[]): number {\n  a: b: xs.lengh", {2339, 2551}),
    # a C-style `for`: its condition and update are expressions (`i < s.lenght` is no type
    # argument list `i<s.lenght>(…)`: `i` is a number)
    ("function f(input: number[]): void {\n  for (let i = 0; i < input.length(); i++) {}\n}",
     "function f(input: number[]): void {\n  for (let i = 0; i < input.length(", {2349}),
    ("function f(s: string): void {\n  for (let i = 0; i < s.lenght; i++) {}\n}",
     "function f(s: string): void {\n  for (let i = 0; i < s.lengh", {2339, 2551}),
    ("function f(s: string, i: any): void {\n  for (; i < s.lenght; i++) {}\n}",
     "function f(s: string, i: any): void {\n  for (; i < s.lenght;", {2339, 2551}),
    ("function f(s: string): void {\n  for (let i = 0; i < 3; s.trm()) {}\n}",
     "function f(s: string): void {\n  for (let i = 0; i < 3; s.trm", {2339, 2551}),
    # destructured names have the element or member type
    ('const parts = "a@b".split("@");\nconst [local, domain] = parts;\nlocal.lenght;',
     'const parts = "a@b".split("@");\nconst [local, domain] = parts;\nlocal.lengh', {2339, 2551}),
    ('const p = { x: 1, y: "s" };\nconst { x, y: z } = p;\nz.toFixed();', 'const p = { x: 1, y: "s" };\nconst { x, y: z } = p;\nz.toF', {2339, 2551}),
    ('const t: [number, string] = [1, "a"];\nconst [a, b] = t;\nb.toFixed();', 'const t: [number, string] = [1, "a"];\nconst [a, b] = t;\nb.toF', {2339, 2551}),
    # a `const` pattern's own names are constants (its keys and defaults are not, below)
    ("const { a: b } = { a: 1 };\nb = 2;", "const { a: b } = { a: 1 };\nb = ", {2588}),
    ("const { m: { n } } = { m: { n: 1 } };\nn = 2;", "const { m: { n } } = { m: { n: 1 } };\nn = ", {2588}),
    # an arrow's declared return type: its expression body, its `return`s, a body without one
    ("const f = (x: number): string => x * 2;", "const f = (x: number): string => x * 2;", {2322}),
    ("const f = (x: number): string => {\n  return x * 2;\n};", "const f = (x: number): string => {\n  return x * 2;", {2322}),
    ("const f = (x: number): string => {\n  x;\n};", "const f = (x: number): string => {\n  x;\n}", {2355}),
    ("const r = [1, 2].map((x): string => x + 1);", "const r = [1, 2].map((x): string => x + 1)", {2322}),
    ("const f = (): Array<Array<number>> => {\n  if (f) return [];\n};", "const f = (): Array<Array<number>> => {\n  if (f) return [];\n}", {2366}),
    # `c ? a : b`: the condition and both branches are read; each branch against the target
    ('const s = "abc";\nconst n = s ? s.lenght : 0;', 'const s = "abc";\nconst n = s ? s.lengh', {2339, 2551}),
    ('function f(ok: boolean): string {\n  return ok ? "yes" : -1;\n}', 'function f(ok: boolean): string {\n  return ok ? "yes" : -1;', {2322}),
    ('function f(ok: boolean): string {\n  return ok ? 1 : "no";\n}', 'function f(ok: boolean): string {\n  return ok ? 1 : "no";', {2322}),
    ("const yes: number[] = [];\nconst no: number[] = [];\n(Math.random() ? yes : no).puhs(1);",
     "const yes: number[] = [];\nconst no: number[] = [];\n(Math.random() ? yes : no).puh", {2339, 2551}),
    ('const s = "abc";\nconst n: number = s ? "a" : 0;', 'const s = "abc";\nconst n: number = s ? "a" :', {2322}),
    ('const s = "abc";\nconst n = s.lenght ? 1 : 0;', 'const s = "abc";\nconst n = s.lengh', {2339, 2551}),
    ("const n = 1;\nconst m = n === 'a' ? 1 : 0;", "const n = 1;\nconst m = n === 'a' ? ", {2367}),
    # literals of one primitive compare only when they are the same literal: a union, a `const`'s
    # literal type, `typeof x`'s eight strings, `true`/`false`, and `case` values (TS2678)
    ('function g(d: "a" | "b") { return d === "c"; }', 'function g(d: "a" | "b") { return d === "c";', {2367}),
    ('function g(d: "a" | "b") { return d !== "c" && d; }', 'function g(d: "a" | "b") { return d !== "c" &', {2367}),
    ('const c = "a";\nconst u = c === "b";', 'const c = "a";\nconst u = c === "b";', {2367}),
    ('const v = Math.random() ? "a" : "b";\nconst u = v == "c";', 'const v = Math.random() ? "a" : "b";\nconst u = v == "c";', {2367}),
    ("const t = true;\nconst u = t === false;", "const t = true;\nconst u = t === false;", {2367}),
    ('function f(x: unknown) { return typeof x === "strin"; }', 'function f(x: unknown) { return typeof x === "strin";', {2367}),
    ('type D = "left" | "right";\nfunction f(d: D) { switch (d) { case "lfet": return 1; } return 2; }',
     'type D = "left" | "right";\nfunction f(d: D) { switch (d) { case "lfet":', {2678}),
    ('function f(x: unknown) { switch (typeof x) { case "strng": return 1; } return 0; }',
     'function f(x: unknown) { switch (typeof x) { case "strng":', {2678}),
    # a parenthesised expression (the parser's other reading is an arrow's head) is read as one
    ("const values = [1];\nconst x = (Math.cumsum(values) + 1);", "const values = [1];\nconst x = (Math.cu", {2339}),
    ('const s = "a";\nconst n = (s.lenght + 1) * 2;', 'const s = "a";\nconst n = (s.lengh', {2339, 2551}),
    ('function f(): number {\n  return (\n    "a"\n  );\n}', 'function f(): number {\n  return (\n    "a"\n  );', {2322}),
    ("const c = 1;\n(c = 2);", "const c = 1;\n(c = 2);", {2588}),  # until the `;` it may be an arrow head
    # iterating what cannot be iterated; `[]` where a tuple with elements is expected
    ("function f(n: number): void {\n  for (const i of n) {}\n}", "function f(n: number): void {\n  for (const i of n)", {2488}),
    ("function f(n: number): void {\n  for (const i in n) {}\n}", "function f(n: number): void {\n  for (const i in n)", {2407}),
    ("function f(): [number, number] {\n  return [];\n}", "function f(): [number, number] {\n  return [];", {2322}),
    ("const t: [number] = [];", "const t: [number] = [];", {2322}),
    # a `for … in` header's `in` is no narrowing: the key is a string in a one-statement body too
    ("function f(n: string): void {\n  for (const i in n) i.foo();\n}", "function f(n: string): void {\n  for (const i in n) i.foo", {2339}),
    # a body without `return` whose declared type is no `void`/`any`/`undefined` (TS2355), even
    # one the layer does not evaluate: `Pick`/`Omit`/`Record` are objects, `this` is no undefined
    ("function d<T, K extends keyof T>(obj: T, keys: K[]): Pick<T, K> {\n}",
     "function d<T, K extends keyof T>(obj: T, keys: K[]): Pick<T, K> {\n}", {2355}),
    ("enum E { A, B }\nfunction c(): Record<E, number> {\n}", "enum E { A, B }\nfunction c(): Record<E, number> {\n}", {2355}),
    ("class Q { m(): this {\n} }", "class Q { m(): this {\n}", {2355}),
    ("class Q { m(y: boolean): this { if (y) return this; } }", "class Q { m(y: boolean): this { if (y) return this; }", {2366}),
    # a string enum as a type: a string of unknown text, so no object, number or array is one
    ('enum Light { Red = "red", Green = "green" }\nfunction f(): Light {\n  return { Red: "red" };\n}',
     'enum Light { Red = "red", Green = "green" }\nfunction f(): Light {\n  return { Red: "red" };', {2322}),
    ('enum Light { Red = "red", Green = "green" }\nconst l: Light = 5;', 'enum Light { Red = "red", Green = "green" }\nconst l: Light = 5;', {2322}),
    # a template literal's substitutions are expressions
    ('const s = "a";\nconst t = `x${s.lenght}y`;', 'const s = "a";\nconst t = `x${s.lengh', {2339, 2551}),
    ('const s = "a";\nconst t = `${s % 2}s`;', 'const s = "a";\nconst t = `${s %', {2362}),
    ('const s = "a";\nconst t = `a${1}b${s.trim()}c${`in${s.lenght}`}d`;', 'const s = "a";\nconst t = `a${1}b${s.trim()}c${`in${s.lengh', {2339, 2551}),
    # a parameter nothing types (no annotation, no default, no context): noImplicitAny
    ("function f(x) {}", "function f(x)", {7006}),
    ("function f(a: number, x, y: string) {}", "function f(a: number, x,", {7006}),
    ("function f(...rest) {}", "function f(...rest)", {7019}),
    ("function f(opt?): void {}", "function f(opt?)", {7006}),
    ("const p = (t) => 1;", "const p = (t) =>", {7006}),
    ("const p = t => 1;", "const p = t =>", {7006}),
    ("export const q = async (a: number, b) => 1;", "export const q = async (a: number, b) =", {7006}),
    # an async arrow's body sees the names around it; its `return`s give what the Promise holds
    ("const xs = [1];\nconst f = async () => {\n  xs.lenght;\n};", "const xs = [1];\nconst f = async () => {\n  xs.lengh", {2339, 2551}),
    ("const xs = [1];\nconst f = async (x: number) => xs.lenght;", "const xs = [1];\nconst f = async (x: number) => xs.lengh", {2339, 2551}),
    ("const f = async (x: number): Promise<string> => x;", "const f = async (x: number): Promise<string> => x;", {2322}),
    ("const f = async (x: number): Promise<string> => {\n  return x;\n};", "const f = async (x: number): Promise<string> => {\n  return x;", {2322}),
    # function expressions with a return annotation, and the methods of object literals: their
    # bodies are scopes with their parameters (a method's body used to be sealed: all ANY)
    ('const nf = function named(n: number): number {\n  return "mutant";\n};',
     'const nf = function named(n: number): number {\n  return "mutant";', {2322}),
    ('const f = async function (): Promise<number> { return "a"; };',
     'const f = async function (): Promise<number> { return "a";', {2322}),
    ("const f = function (): number { };", "const f = function (): number { }", {2355}),
    ("const o = { f() { return Object.keys({}).lenght; } };", "const o = { f() { return Object.keys({}).lengh", {2339, 2551}),
    ('const o = { f(): number { return "a"; } };', 'const o = { f(): number { return "a";', {2322}),
    ("const o = { g: 1, f(x: string) { return x.lenght; } };", "const o = { g: 1, f(x: string) { return x.lengh", {2339, 2551}),
    # a global's call signature gives the call's type (`String(x)`: a string)
    ("const s = String(1).lenght;", "const s = String(1).lengh", {2339, 2551}),
    ("const b: number = Boolean(1);", "const b: number = Boolean(1);", {2322}),
    # a switch whose last clause falls off its end, or that a clause leaves by `break;`; a label
    ('function f(x: string): number {\n  switch (x) {\n    case "a": return 1;\n    default:\n  }\n}',
     'function f(x: string): number {\n  switch (x) {\n    case "a": return 1;\n    default:\n  }\n}', {2366}),
    ('function f(x: string): number {\n  switch (x) {\n    case "a": return 1;\n    case "b":\n  }\n}',
     'function f(x: string): number {\n  switch (x) {\n    case "a": return 1;\n    case "b":\n  }\n}', {2366}),
    ('function f(x: string): number {\n  switch (x) {\n    case "a": x = "b"; break;\n    default: return 2;\n  }\n}',
     'function f(x: string): number {\n  switch (x) {\n    case "a": x = "b"; break;\n    default: return 2;\n  }\n}', {2366}),
    ("function f(x: string): number {\n  outer: for (let i = 0; i < 3; i++) {\n    if (i) return 1;\n  }\n}",
     "function f(x: string): number {\n  outer: for (let i = 0; i < 3; i++) {\n    if (i) return 1;\n  }\n}", {2366}),
    # a case value, a discriminant, a spread argument, a C-style `for`'s initialisers are expressions
    ("enum C { Grocery, Clothing }\nfunction f(c: C): string { switch (c) { case C.Colthing: return ''; } return ''; }",
     "enum C { Grocery, Clothing }\nfunction f(c: C): string { switch (c) { case C.Co", {2339, 2551}),
    ("function f(c: string): string { switch (c.lenght) { default: return ''; } }",
     "function f(c: string): string { switch (c.lengh", {2339, 2551}),
    ("function f(argv: string[]) { const p: string[] = []; p.push(...argv.sliec(1)); }",
     "function f(argv: string[]) { const p: string[] = []; p.push(...argv.slie", {2339, 2551}),
    ("function f(src: string) { for (let i = 0, n = src.length(); i < n; ) {} }",
     "function f(src: string) { for (let i = 0, n = src.length(", {2349}),
    ("function f(src: string) { for (let i = src.lenght; i < 1; ) {} }", "function f(src: string) { for (let i = src.lengh", {2339, 2551}),
    # an index is an expression like any other
    ("const xs = [1, 2];\nconst y = xs[xs.lenght - 1];", "const xs = [1, 2];\nconst y = xs[xs.lengh", {2339, 2551}),
    ('const xs = ["a"];\nfor (let i = 0; i < xs.length; i++) xs[i].lenght;',
     'const xs = ["a"];\nfor (let i = 0; i < xs.length; i++) xs[i].lengh', {2339, 2551}),
    # `readonly T[]` and `ReadonlyArray<T>` are the lib's ReadonlyArray: no `push`, `sort`, `reverse`
    ("function f(items: readonly number[]) { return items.reverse(); }", "function f(items: readonly number[]) { return items.rev", {2339}),
    ("function f(items: readonly number[]) { items.push(1); }", "function f(items: readonly number[]) { items.pu", {2339}),
    ("function f(items: ReadonlyArray<number>) { items.sort(); }", "function f(items: ReadonlyArray<number>) { items.sor", {2339}),
    ("function f(items: readonly string[]) { for (const x of items) x.lenght; }",
     "function f(items: readonly string[]) { for (const x of items) x.lengh", {2339, 2551}),
    ("function f(items: readonly string[]) { const [a] = items; a.lenght; }",
     "function f(items: readonly string[]) { const [a] = items; a.lengh", {2339, 2551}),
    ("function f(items: readonly string[]) { items[0].lenght; }", "function f(items: readonly string[]) { items[0].lengh", {2339, 2551}),
    ("function f(items: readonly string[]) { items.map((x) => x.lenght); }",
     "function f(items: readonly string[]) { items.map((x) => x.lengh", {2339, 2551}),
    # a union-typed parameter's first use: nothing can have narrowed it yet
    ('type Shape = { kind: "circle"; radius: number } | { kind: "square"; size: number };\n'
     "function area(shape: Shape): number { return shape.radius * 2; }",
     'type Shape = { kind: "circle"; radius: number } | { kind: "square"; size: number };\n'
     "function area(shape: Shape): number { return shape.radius ", {2339}),
    ("interface O { a: number }\nfunction f(o?: O) { return o.a; }", "interface O { a: number }\nfunction f(o?: O) { return o.", {18048}),
    ("function f(x: string | number) { return x.toFixed(); }", "function f(x: string | number) { return x.toFixed(", {2339}),
    # a `const` that may be null or undefined, at its first use (TS18047, TS18048)
    ('const el = document.getElementById("x");\nel.addEventListener("click", () => {});',
     'const el = document.getElementById("x");\nel.', {18047}),
    ('const m = "abc".match(/a/);\nm.length;', 'const m = "abc".match(/a/);\nm.', {18047}),
    ("const xs = [1, 2];\nconst u = xs.find((x) => x > 1);\nconsole.log(u.toFixed());",
     "const xs = [1, 2];\nconst u = xs.find((x) => x > 1);\nconsole.log(u.", {18048}),
    ('function f() { const m = "a".match(/a/); return () => m.length; }', 'function f() { const m = "a".match(/a/); return () => m.', {18047}),
    # the same first use as a whole value: each member of the union must fit (TS2322, TS2345)
    ("function f(v: string | number): string {\n  return v;\n}", "function f(v: string | number): string {\n  return v;", {2322}),
    ("function f(v: string | number, c: boolean): string {\n  return c ? 'x' : v;\n}",
     "function f(v: string | number, c: boolean): string {\n  return c ? 'x' : v;", {2322}),
    ("function f(v: string | undefined) {\n  const s: string = v;\n}", "function f(v: string | undefined) {\n  const s: string = v;", {2322}),
    ("function take(s: string) {}\nfunction f(v: string | number) { take(v); }", "function take(s: string) {}\nfunction f(v: string | number) { take(v)", {2345}),
    ("function f(xs: number[]): number {\n  const u = xs.find((x) => x > 1);\n  return u;\n}",
     "function f(xs: number[]): number {\n  const u = xs.find((x) => x > 1);\n  return u;", {2322}),
    ('function f(s: string): string[] {\n  const m = s.match(/a/);\n  return m;\n}', 'function f(s: string): string[] {\n  const m = s.match(/a/);\n  return m;', {2322}),
    # a class's and a method's bare type parameters are rigid in a method's body
    ("class B<T> { constructor(private v: T) {} get value(): T { } }", "class B<T> { constructor(private v: T) {} get value(): T { }", {2355}),
    ('class B<T> { constructor(private v: T) {} get value(): T { return "mutant"; } }',
     'class B<T> { constructor(private v: T) {} get value(): T { return "mutant";', {2322}),
    ("class B<T> { m(x: T) { return x.foo; } }", "class B<T> { m(x: T) { return x.f", {2339}),
    ("class B<T> { m<U>(): U { return 1; } }", "class B<T> { m<U>(): U { return 1;", {2322}),
    # a callback given where some overloads take no function: typed by those that do
    ('const s = "a{b}".replace(/\\{(\\w+)\\}/g, (match, key) => match.map(key));',
     'const s = "a{b}".replace(/\\{(\\w+)\\}/g, (match, key) => match.map', {2339}),
    ('const s = "a{b}".replaceAll("b", (m) => m.lenght);', 'const s = "a{b}".replaceAll("b", (m) => m.lengh', {2339, 2551}),
    # `typeof x` in a parameter list names the enclosing scope's `x` when no parameter is `x`
    ("const grid = [[1]];\nfunction z(g: typeof grid) { g.lenght; }", "const grid = [[1]];\nfunction z(g: typeof grid) { g.lengh", {2339, 2551}),
    ("const grid = [[1]];\nconst z = (g: typeof grid) => g.lenght;", "const grid = [[1]];\nconst z = (g: typeof grid) => g.lengh", {2339, 2551}),
    ("const grid = [[1]];\nfunction z(g: typeof grid): typeof grid { return 1; }",
     "const grid = [[1]];\nfunction z(g: typeof grid): typeof grid { return 1;", {2322}),
    # the names of a loop variable's pattern get what the iterated element gives them
    ("function f(m: Map<string, number>): number {\n  let best = 0;\n  for (const [k, v] of m) { if (v > best) best = k; }\n  return best;\n}",
     "function f(m: Map<string, number>): number {\n  let best = 0;\n  for (const [k, v] of m) { if (v > best) best = k;", {2322}),
    ("function f(o: Record<string, number>) {\n  for (const [k, v] of Object.entries(o)) k.toFixd();\n}",
     "function f(o: Record<string, number>) {\n  for (const [k, v] of Object.entries(o)) k.toF", {2339}),
    ("interface U { id: number; name: string }\nfunction f(us: U[]) {\n  for (const { id, name } of us) { name.lenght; }\n}",
     "interface U { id: number; name: string }\nfunction f(us: U[]) {\n  for (const { id, name } of us) { name.lengh", {2551}),
    # `i < xs.lenght`: the type-argument reading of `i <` dies with `i` a number (no signatures)
    ("function f(src: string): void {\n  let i = 0;\n  while (i < src.legnth) i++;\n}",
     "function f(src: string): void {\n  let i = 0;\n  while (i < src.leg", {2339, 2551}),
    ("function f(s: string, n: number): boolean {\n  return n < s.lenght;\n}",
     "function f(s: string, n: number): boolean {\n  return n < s.lengh", {2339, 2551}),
    # a C-style loop's `let` initialised with a number, string or boolean has that declared type
    # in the condition, the update and the body
    ("function f(items: number[]): void {\n  for (let i = 0; i < items.lenght; i++) {}\n}",
     "function f(items: number[]): void {\n  for (let i = 0; i < items.lengh", {2339, 2551}),
    ("function f(items: number[]): void {\n  for (let i = 0, n = items.length; i < n; i++) n.toFixd();\n}",
     "function f(items: number[]): void {\n  for (let i = 0, n = items.length; i < n; i++) n.toFixd", {2339, 2551}),
    ("function f(): void {\n  for (let i = 0; i < 3; i++) {\n    i.lenght;\n  }\n}",
     "function f(): void {\n  for (let i = 0; i < 3; i++) {\n    i.l", {2339}),
    ('function f(): void {\n  for (let i = 0; i < 3; i = "a") {}\n}',
     'function f(): void {\n  for (let i = 0; i < 3; i = "a")', {2322}),
    ('function f(): void {\n  for (let s = ""; s.length < 3; s += "a") s.toFixed();\n}',
     'function f(): void {\n  for (let s = ""; s.length < 3; s += "a") s.toF', {2339, 2551}),
    # an object literal's spreads and computed names are expressions too
    ("function set(s: { values: Record<string, number> }, key: string): void {\n  s.values = { ...s.vaules, [key]: 1 };\n}",
     "function set(s: { values: Record<string, number> }, key: string): void {\n  s.values = { ...s.vau", {2551}),
    ("const o = { a: 1 };\nconst p = { x: 1, ...o.bb };", "const o = { a: 1 };\nconst p = { x: 1, ...o.b", {2339}),
    ('const k = "a";\nconst o = { [k.lenght]: 1 };', 'const k = "a";\nconst o = { [k.lengh', {2339, 2551}),
    ('const k = "a";\nconst o = { [k]: k.lenght };', 'const k = "a";\nconst o = { [k]: k.lengh', {2339, 2551}),
    ('const k = "a";\nconst o = { [k]() { return k.lenght; } };', 'const k = "a";\nconst o = { [k]() { return k.lengh', {2339, 2551}),
    # a second body for a function of the same scope (a model repeating itself): TS2393 at its `{`
    ("function f(): number {\n  return 1;\n}\nfunction f(): number {\n  return 2;\n}",
     "function f(): number {\n  return 1;\n}\nfunction f(): number {", {2393}),
    ("export function f() {}\nexport async function f() {}", "export function f() {}\nexport async function f() {", {2393}),
    ("function outer() {\n  function h() {}\n  function* h() {}\n}", "function outer() {\n  function h() {}\n  function* h() {", {2393}),
    # ... and in a class, a second method body or property of one name: where the member ends
    ("class A {\n  m(): number {\n    return 1;\n  }\n  m(): number {\n    return 2;\n  }\n}",
     "class A {\n  m(): number {\n    return 1;\n  }\n  m(): number {\n    return 2;\n  }\n}", {2393}),
    ("class A {\n  x = 1;\n  x = 2;\n}", "class A {\n  x = 1;\n  x = 2;", {2300}),
    ("class A {\n  x = 1;\n  x() {}\n}", "class A {\n  x = 1;\n  x() {}\n}", {2300}),
    ("class A {\n  x() {}\n  x: number = 1;\n}", "class A {\n  x() {}\n  x: number = 1;", {2300}),
    # arithmetic on two bigints is a bigint (it was ANY): mixing it with a number is TS2365
    ("function f(base: bigint, m: bigint): bigint {\n  const t = base % m;\n  return base * 2 ** (1 + t);\n}",
     "function f(base: bigint, m: bigint): bigint {\n  const t = base % m;\n  return base * 2 ** (1 + t)", {2365}),
    ("function f(a: bigint): number {\n  const t = a * 2n + a;\n  return t.toFixed();\n}",
     "function f(a: bigint): number {\n  const t = a * 2n + a;\n  return t.toF", {2339, 2551}),
    # an array literal spreads only what is iterable (a model's `[...col]` of a number)
    ("function f(m: number[][]): number[][] {\n  return m.map((row) => row.map((col) => [...col, 1]).flat());\n}",
     "function f(m: number[][]): number[][] {\n  return m.map((row) => row.map((col) => [...col,", {2488}),
    ("const ok = true;\nconst xs = [1, ...ok];", "const ok = true;\nconst xs = [1, ...ok]", {2488}),
    # `as` between a primitive and an object type it lacks a required member of (TS2352)
    ("interface TreeNode {\n  value: number;\n  children: TreeNode[];\n}\nfunction sum(n: TreeNode): number {\n  return n.value + sum(sum(n.children[0]) as TreeNode);\n}",
     "interface TreeNode {\n  value: number;\n  children: TreeNode[];\n}\nfunction sum(n: TreeNode): number {\n  return n.value + sum(sum(n.children[0]) as TreeNode)", {2352}),
    ('type P = { a: number };\nconst p = "a" as P;', 'type P = { a: number };\nconst p = "a" as P;', {2352}),
]


@pytest.mark.parametrize("text,prefix,codes", REJECTED)
def test_an_error_in_a_condition_a_body_or_a_loop_is_rejected_where_it_becomes_certain(text, prefix, codes):
    rejected_at(text, prefix)


ACCEPTED = [
    "const o: Record<string, string | undefined> = {};\n"
    "for (const [name, value] of Object.entries(o)) {\n  name.length;\n  value?.length;\n}",
    "const xs = [{ a: 1 }];\nfor (const { a = 2, ...rest } of xs) {\n  a.toFixed();\n  rest;\n}",
    "const pairs: [string, number][] = [];\nfor (const [k, [x, y] = [1, 2]] of pairs.entries()) {\n  k;\n  x;\n  y;\n}",
    "for (let [i, j] = [0, 1]; i < 3; i++) {\n  j;\n}",
    "const m = new Map<string, number>();\nfor (const [k, v] of m) k.length + v.toFixed();",
    "interface U { id: number; name: string }\nfunction f(us: U[]) {\n  for (const { id, name } of us) { name.length; id.toFixed(); }\n"
    "  for (let [a, b] of [[1, 2]]) { a = 3; b.toFixed(); }\n  for (const [i, u] of us.entries()) { u.name; }\n"
    "  for (const { id: ident, ...rest } of us) { ident.toFixed(); rest.name; }\n"
    "  for (const [x = 1, y] of [[1, 2]]) { x.toFixed(); }\n"
    '  for (const [, second] of [["a", 1] as [string, number]]) { second.toFixed(); }\n}',
    "function f(o: Record<string, number>) {\n  for (const [k, v] of Object.entries(o)) { k.toUpperCase(); v.toFixed(); }\n}",
    # narrowing in conditions and bodies
    "function f(x: string | number): number {\n  if (typeof x === 'string') return x.length;\n  return x;\n}",
    "function f(x: string | number[]): number {\n  while (typeof x === 'string' && x.length > 2) x = [1];\n  return 0;\n}",
    "interface A { kind: 'a'; a: number }\ninterface B { kind: 'b'; b: string }\n"
    "function f(v: A | B): number {\n  if (v.kind === 'a') return v.a;\n  else return v.b.length;\n}",
    # ASI inside bodies, `else` after it, `do … while`, empty bodies, labels, nested loops
    "function f(a: boolean): number {\n  let n = 0\n  if (a) n = 1\n  else n = 2\n  return n\n}",
    "function f(n: number): number {\n  do n--\n  while (n > 0)\n  do { n++; } while (n < 3);\n  return n;\n}",
    "function f(n: number): void {\n  if (n) {}\n  else ;\n  while (n--) ;\n  for (;;) break;\n}",
    "function f(xs: number[][]): number {\n  outer: for (const row of xs) {\n    for (const x of row) {\n"
    "      if (x < 0) continue outer;\n      if (x > 9) break outer;\n    }\n  }\n  return 0;\n}",
    "function f(a: boolean, b: boolean): number {\n  if (a) if (b) return 1; else return 2;\n  return 3;\n}",
    "function f(a: boolean): number {\n  if (a) {\n    return 1;\n  } else if (!a) {\n    return 2;\n  } else return 3;\n}",
    "function f(a: number[]): void {\n  if (a.length) a.forEach((x) => {\n    console.log(x.toFixed());\n  });\n}",
    "function f(a: boolean): void {\n  if (a) switch (1 as number) {\n    case 1:\n      break;\n  }\n}",
    "function f(a: boolean): void {\n  if (a) try { f(a); } catch { }\n}",
    # a loop variable shadows an outer name only inside the loop
    "function f(items: number[]): number {\n  const x = 's';\n  for (const x of items) {\n    x.toFixed();\n  }\n  return x.length;\n}",
    "function f(items: number[]): number {\n  for (const x of items) x.toFixed();\n  return 0;\n}",
    "function f(m: Map<string, number>): void {\n  for (const e of m) {\n    e[0].length;\n  }\n  for (const [k, v] of m) {\n    k.length; v.toFixed();\n  }\n}",
    "function f(o: Record<string, number>): void {\n  for (const k in o) {\n    k.length;\n    o[k].toFixed();\n  }\n}",
    "function f(xs: (string | number)[]): void {\n  for (let x of xs) {\n    if (typeof x === 'string') x = x.length;\n    x.toFixed();\n  }\n}",
    "async function f(xs: AsyncIterable<number>): Promise<void> {\n  for await (const x of xs) {\n    x.toFixed();\n  }\n}",
    # rigid type parameters: only a `T` (or any, never) is a `T`
    "function identity<T>(x: T): T {\n  return x;\n}",
    "function first<T>(xs: T[]): T | undefined {\n  if (xs.length) return xs[0];\n  return undefined;\n}",
    "function h<T>(x: unknown): T {\n  return x as T;\n}",
    "function make<T>(): T[] {\n  return [];\n}",
    "function fail<T>(): T {\n  throw new Error('no');\n}",
    "function g<T extends string>(x: T): T {\n  return x;\n}",
    "function d<T = string>(x: T): T {\n  return x;\n}",
    "function k<T>(): (x: T) => T {\n  return (x) => x;\n}",
    "async function a<T>(f: () => Promise<T>): Promise<T> {\n  return await f();\n}",
    "function n<T>(): T {\n  return null!;\n}",
    "function k<T>(x: T): string { if (typeof x === 'string') return x.toUpperCase(); return ''; }\n"
    "function m<T>(x: T): string { return x ? String(x) : ''; }\n"
    "function n<T>(x?: T): string { if (x) return x.toString(); return ''; }\n"
    "function o<T>(x: T): T { const y = x; return y; }\n"
    "function p<T>(x: T, cb: (v: T) => void): void { cb(x); console.log(x); JSON.stringify(x); }\n"
    "function q<T>(x: T): boolean { return x === null || x instanceof Date && x.getTime() > 0; }\n"
    "function r<T>(x: T, y: T): boolean { return x === y; }\n"
    "function s<T>(x: T): T[] { return [x]; }\n"
    "function t<T>(x: T = null!): T { return x; }\n"
    "function w<T>(x: T): string { return `${x}`; }\n"
    "function z<T>(x: T): number { return Array.isArray(x) ? x.length : 0; }\n"
    "function v<T>(x: T | null): string { return x !== null && typeof x === 'object' ? Object.keys(x).join() : ''; }",
    # catch variables once narrowed, annotated, cast, or only passed on
    "function f(): number {\n  try {\n    return 1;\n  } catch (e) {\n    if (typeof e === 'string') return e.length;\n"
    "    if (e instanceof Error) return e.message.length;\n    return 0;\n  }\n}",
    "function f(): string {\n  try {\n    return '';\n  } catch (e) {\n    return typeof e === 'object' && e !== null && 'message' in e ? String(e.message) : String(e);\n  }\n}",
    "function f(): void {\n  try {\n    f();\n  } catch (e: any) {\n    console.log(e.message);\n  }\n}",
    "function f(): number {\n  try {\n    return 1;\n  } catch (e) {\n    return (e as Error).message.length;\n  }\n}",
    "function f(): void {\n  try {\n    f();\n  } catch (e) {\n    [1].forEach(() => console.log(e));\n    throw e;\n  }\n}",
    "function f(): void {\n  try {\n    f();\n  } catch (e) {\n    if (e) console.log(e.toString());\n    console.log(e && e.valueOf());\n  }\n}",
    "function f(): number {\n  const e = 'outer';\n  try {\n    f();\n  } catch (e) {\n    console.log(e);\n  }\n  return e.length;\n}",
    "function f(): void {\n  try {\n    f();\n  } catch (err) {\n    const e = err as { code?: string };\n    console.log(e.code);\n  } finally {\n    f();\n  }\n}",
    "interface User { name: string }\ndeclare const u: unknown;\n"
    "const a = (u as User).name.length + (1 + 2).toFixed().length + (u as any).x;\nconst f = (x: number) => x * 2;\n"
    "const h = (a: number, b: string) => a;\nconst k = (<any>u).foo;\nconst z = (console.log(1), 2);\n"
    "const q = [1, 2].map((x) => (x * 2).toFixed());\nlet w = 0;\n(w) = 2;\nconst y = (u as User[])[0].name;\n"
    "async function af() { return (await Promise.resolve(1)).toFixed(); }\n"
    "class C { x = 1; m() { return (this.x).toFixed(); } }\nconst t = (typeof u).length;",
    "function h(n: number): void {\n  if (n) return;\n  return;\n}\nasync function a(): Promise<void> {\n  return;\n}\n"
    "function g(n: number): number | undefined {\n  if (n) return;\n  return 1;\n}\n"
    "function k(): number {\n  [1].forEach(() => { return; });\n  return 1;\n}\nfunction* gen(): Generator<number> { return; }\n"
    "class A { set x(v: number) { return; } constructor() { return; } }",
    "declare const foo: any;\nconst x = 's';\nfoo((x: number) => x.toFixed(), function (this: any, y: any) { return y.anything + this.z; }, "
    "...[1], { a: x.length }, x!, <any>x);\nfoo(1)(2).bar;\nfoo((s: string) => { const x = 1; return x.toFixed() + s; });",
    # built-in constructors with and without type arguments, and a comparison after `new X()`
    "const d = new Date().getTime();\nconst p = new Promise<number>((resolve) => resolve(1)).then((x) => x + 1);\n"
    "const a = new Array(3).fill(0);\nconst s = new Set([1, 2]);\ns.has(1);\nconst m = new Map<string, Array<number>>();\n"
    "m.get('a')?.push(1);\nconst m2 = new Map<string, Map<string, number>>([['a', new Map()]]);\nm2.size.toFixed();\n"
    "const r = new RegExp('a', 'g').test('b');\nconst w = new WeakMap<object, string>();\nw.set({}, 'a');\n"
    "const e = new Map;\ne.clear();\nconst d2: Date = new Date(2020, 1);\nconst t = new Date() < new Date();\n"
    "const ar: number[] = new Array<number>();\nclass Map2 extends Map<string, number> {}\nnew Map2().get('a');",
    "namespace util { export type P = string | number; }\nconst c = new Set<util.P>();\nc.has(1);\n"
    "const i = new Map<string, util.P>();\ni.get('a');\nconst f = new Intl.NumberFormat('en').format(1);",
    # what has every member the target requires; computed (symbol) members are required of no one
    "async function f(): Promise<number> {\n  return Promise.resolve(1);\n}\nconst o: { length: number } = 'abc';\n"
    "const it: Iterable<string> = 'abc';\nconst a: ArrayLike<number> = [1, 2];\nconst b: Object = 5;\nconst s: String = 'abc';\n"
    "const n: Number = 5;\nconst d: Date | string = 'x';\nconst p: PromiseLike<number> = Promise.resolve(2);\n"
    "const t: { toFixed(): string } = 5;\nconst r: ReadonlyArray<number> = [1];\nconst e: Partial<Error> = {};",
    # a method that is a type guard, or one the layer cannot look up, still narrows its arguments
    "class A { isDate(x: unknown): x is Date { return x instanceof Date; } }\nconst a = new A();\n"
    "function g(v: object): number {\n  if (a.isDate(v)) return v.getTime();\n  return 0;\n}\n"
    "declare const lib: any;\nfunction h(v: object): number {\n  if (lib.check(v)) return (v as Date).getTime();\n  return 1;\n}\n"
    "function k(v: unknown[]): number {\n  if (Array.isArray(v[0])) return v[0].length;\n  return 0;\n}",
    # a one-statement loop body has the typed variable only inside it (after the loop it is ANY again)
    "function f(xs: string[], x: number): number {\n  for (const x of xs) if (x) x.trim(); else x.length;\n"
    "  for (const x of xs) x.trim()\n  for (const x of xs) while (x) x.trim();\n  return x.toFixed().length;\n}",
    # a key, a default's or a computed key's names in a `const` pattern are no bindings of it
    "let x: number;\nconst { x: y } = { x: 1 };\nx = y;\nlet count = 0;\nconst { n = count } = {} as { n?: number };\ncount = n;\n"
    'let k = "a";\nconst { [k]: v } = { a: 1 } as Record<string, number>;\nk = "b";\nlet a = 1;\nconst [b = a] = [] as number[];\na = b;',
    # labels, C-style loops in every shape, destructuring shapes the layer leaves ANY
    "function f(xs: string[]): number {\n  outer: for (const x of xs) {\n    inner: for (const y of xs) { if (y) break outer; continue inner; }\n"
    "    x.length;\n  }\n  lab: { break lab; }\n  a: b: xs.length;\n  if (xs) c: for (;;) break c;\n  return 1;\n}",
    "function f(line: string): void {\n  for (let i = 0, j = 2; i < line.length && j > 0; i++, j--) { line.charAt(i); }\n  for (;;) break;\n"
    "  for (let k = 0; ; k += 2) { if (k > 3) break; }\n  let n = 0;\n  for (n = 0; n < 2; n++);\n  for (var v = 0; v < 2; v = v + 1) {}\n"
    "  for (let i = 0; i < line.length; i++) { const c = line[i]; c.trim(); }\n}",
    "const p = { x: 1, y: 's' };\nconst { x, y: z, ...rest } = p;\nconst [q = 1, , [r], ...s] = [1, 2, [3]];\nlet [m, n] = [1, 2];\nm = 5;\n"
    "const { x: { } = {} } = { x: {} };\nconst w = z.length + x.toFixed() + q + r + s.length + Object.keys(rest).length + n;\n"
    "const [k, v]: [string, number] = ['a', 1];\nconst { length } = 'abc';\nconst [c0] = 'abc';\nlet { y } = p;\ny = 'b';\n"
    "const u: unknown = 1;\nconst { a: aa } = u as any;\nconst [t0, t1] = [1, 'a'] as const;\nt1.length;",
    # arrows with return types, next to `?:` whose branch is a parenthesised expression
    "const a = (x: number): string => String(x);\nconst b = (x: number): void => { x; };\n"
    "const c = (): number => { if (a(1)) return 1; throw new Error(); };\nconst d = (x: unknown): x is string => typeof x === 'string';\n"
    "const e = true ? (x: number): number => x : null;\nconst g = (y: number) => (y ? (z: number): number => z : 2);\n"
    "const h = (): Promise<number> => Promise.resolve(1);\nconst i = (): Array<Array<number>> => [[1]];\n"
    "const j = (x: number): { a: number } => ({ a: x });\nconst k = (): string | undefined => undefined;\n"
    "const l = (): number => { return 1; };\nconst m = (x: number) => (x ? (x) : 0);\nconst n = async (): Promise<number> => 1;\n"
    "const o = [1].map((x): string => `${x}`);\nconst p = <T,>(x: T): T => x;\nconst q = (): (() => number) => () => 1;",
    # conditionals in every position, nested, next to arrows' return types and `?.` / `??`
    "const s = 'abc';\nconst a = s ? 1 : 2;\nconst b: number = s.length > 2 ? s.length : 0;\nconst c = s ? (s ? 1 : 2) : 3;\n"
    "const d = s ? s ? 1 : 2 : s ? 3 : 4;\nconst e = s ? (x: number): number => x : null;\nconst f = s ? (x: number) => x ? 1 : 2 : null;\n"
    "const g = { k: s ? 1 : 'a', j: 2 };\nconst h = [s ? 1 : 2, 3];\nconst i: string | number = s ? 1 : 'x';\nlet j = 0;\n"
    "j = s ? 1 : 2;\nconst k = s ? j = 3 : 4;\nconst l = (s ? [1] : [2]).length;\nconst m = Math.max(s ? 1 : 2, 3);\n"
    "const o = s ?? (s ? 1 : 2);\nconst p = s?.length ? 1 : 2;\nconst r = s ? `${s}` : '';\n"
    "function t(v: string | number): number {\n  return typeof v === 'string' ? v.length : v;\n}\n"
    "function u(x?: string): number {\n  return x ? x.length : 0;\n}\nconst w = (s ? null : 1) ?? 2;\nconst y = s ? s : undefined;\n"
    "const z: 'a' | 'b' = s ? 'a' : 'b';\nconst q = s ? () => 1 : () => 2;\nq();",
    # a type with a construct signature, and a built-in constructor, are functions
    "interface C { new (m: string): Error }\ndeclare const A: C;\nA.call(null, 'x');\nconst pc = Promise.call;\nconst b = A.prototype;\n"
    "Array.apply(null, []);\nDate.bind(null);\nconst n = (Promise.length + Map.name.length);",
    # empty array literals wherever an array is expected; `in` as an operator still narrows
    "let xs = [];\nxs = [1, 2];\nconst ys: number[] = [];\nys.push(1);\nconst zs = [];\nzs.push('a');\nconst e: [] = [];\n"
    "const a = [...[]];\nconst [q] = [] as number[];\nfor (const z of []) {}\nconst w: readonly string[] = [];\n"
    "const m = new Map<string, number[]>([['a', []]]);\nfunction g(): number[] { return []; }\nfunction h(): [number, string][] { return []; }\n"
    "const u: Array<number> = [];\nconst v: Iterable<number> = [];\nfor (const c of 'abc') c.trim();\nconst p = { b: 1 };\n"
    "for (const k in p) k.trim();\nfunction fo(o: { a?: number } | string) {\n  if (typeof o !== 'string' && 'a' in o) o.a;\n}\n"
    "const r: [number[], string[]] = [[], []];\nconst l = [].length + [[]].length;",
    # what needs no `return`, and utility types that are objects used as such
    "type V = void;\nfunction e(): V {}\nfunction f(): void {}\nfunction g(): any {}\nfunction h(): undefined {}\n"
    "function i(): string | void {}\nfunction j<T, K extends keyof T>(obj: T, keys: K[]): Pick<T, K> { return obj; }\n"
    "function k(): Record<string, number> { return {}; }\nenum E { A }\nfunction l(): Record<E, number> { return { [E.A]: 1 }; }\n"
    "const m: Pick<{ a: number }, 'a'> = { a: 1 };\nconst n: number = m.a;\nclass Q { m(): this { return this; } n(): this { throw new Error(); } }\n"
    "function o<T>(x: T, y: boolean): T | undefined { if (y) return x; }\nfunction p(): Omit<{ a: number; b: string }, 'b'> { return { a: 1 }; }",
    # numeric member names an array's elements provide; anything awaited to X in an async
    # body declared Promise<X> (red-team findings 16, 17)
    "const x: { 0: string } = ['a'];\nconst tu: [string] = ['a'];\nconst t: { 0: string } = tu;\n"
    "interface Pair { 0: string; 1: number; length: 2 }\nconst p: Pair = ['a', 1];\ninterface Entry { 0: string; 1: number }\n"
    "const es: Entry[] = Object.entries({ a: 1 });\nfunction g(): PromiseLike<number> { return Promise.resolve(1); }\n"
    "async function f(): Promise<number> { return g(); }\nasync function f2(): Promise<number> { return Promise.resolve(1) as PromiseLike<number>; }\n"
    "const f3 = async (): Promise<number> => Promise.resolve(1) as PromiseLike<number>;\nclass C { async m(): Promise<number> { return g(); } }",
    # string enums where tsc takes them; mixed enums stay ANY
    "enum Light { Red = 'red', Green = 'green' }\nconst a: Light = Light.Red;\nlet b: string = a;\nb = `${a}`;\n"
    "function g(x: Light): number {\n  switch (x) {\n    case Light.Red: return 1;\n    case Light.Green: return 2;\n  }\n}\n"
    "const c = a.toUpperCase();\nconst d: Light[] = [Light.Red, Light.Green];\nconst e: Record<Light, number> = { [Light.Red]: 1, [Light.Green]: 2 };\n"
    "enum Mixed { A = 1, B = 'b' }\nconst m: Mixed = Mixed.A;\nconst enum CE { X = 'x' }\nconst ce: CE = CE.X;\nconst o = { light: Light.Red as Light };",
    # templates with substitutions of every kind, tagged templates
    "const s = 'a';\nconst t = `a${1}b${s.trim().toUpperCase()}c${`in${s.length}`}d${(() => { return 1; })()}e${{ a: 1 }.a}`;\n"
    "const u = `${s}`.length + `x`.length;\nconst v: number = `${s}`.length;\nconst w = `${s ? 1 : 2}`;\n"
    "function tag(a: TemplateStringsArray, ...b: unknown[]) { return a.length + b.length; }\nconst x = tag`a${s}b`;\n"
    "const y = `${[1, 2].map((n) => `${n}`).join(',')}`;",
    # parenthesised expressions, and arrow heads that look like them
    "const c = 1;\nconst f = (c = 2, d = 3) => 1;\nconst g = (a: number, b = a) => a + b;\nconst h = ((x: number) => x)(1);\n"
    "const i = (function () { return 1; })();\nconst j = ({ a: 1 }).a;\nconst k = ([1, 2]).length;\nlet w = 0;\n(w) = 2;\n"
    "const m = (w as number).toFixed();\nconst n = (typeof w === 'number' ? w : 0);\nconst o = ((w));\n"
    "const p = (async () => 1)();\nconst q = (a?: number) => a;\nconst r = ({ a }: { a: number }) => a;\nconst t = ([a]: number[]) => a;\n"
    "const u = (c) + (w) * (2 - (1));\nconst v = (Math.max)(1, 2);\nconst x = (<any>w).foo;",
    # parameters typed by an annotation, a default or a context
    "function f(a: Map<string, number>, b: { c: number, d: string }, e: [number, string], g: (h: number, i: string) => void,"
    " j = 1, k?: number, ...l: number[]): void {}\nfunction m<T>(a: T, b: Array<T>): T { return a; }\n"
    "function n(this: Date, z: number) {}\nfunction o({ a, b }: { a: number; b: number }, [c]: number[]) {}\n"
    "function p(q = [1, 2], r = { s: 1, t: 2 }) {}\nconst a = (x: number) => x;\nconst b = (x = 1) => x;\n"
    "const c: (n: number) => number = (n) => n;\nconst d = [1].map((x) => x);\nconst e = ({ a }: { a: number }) => a;\n"
    "const f2 = () => 1;\nconst g = (x: number, ...r: number[]) => r;\nlet h = (x: string): string => x;\nconst i = (1);\n"
    "const j = (i);\nconst k = async (x: number) => x;\nconst async = 1;\nconst l = (async);\n"
    "function q<T, O, M>(config: Map<T, O>, options: Map<T, Map<O, M>>, z: [T, O], cb: (a: T, b: O) => void, d = 1 < 2,"
    " e = [1, 2]) {}\nfunction r(config: Record<string, number> & { with: (info: string) => number }, t = 1 > 0) {}",
    # the lib's `Awaited<T>` in `Promise.resolve` and `Promise.all`, evaluated once `T` is known
    "async function f(x: number) {\n  const y: number = await Promise.resolve(1);\n  const z = await Promise.all([Promise.resolve(1), 2]);\n"
    "  z[0].toFixed();\n  return (await Promise.resolve(x)) * 2 + y;\n}\nconst g = async (x: number) => (await Promise.resolve(x)) * 2;",
    # async arrows, and `async` as a plain name
    "const c = async (x: number) => x + 1;\nconst d = async (x: string) => x;\nconst e = async (): Promise<number> => 1;\n"
    "const g = async (): Promise<number> => { return 1; };\nconst h = async (): Promise<void> => {};\n"
    "const i = [1].map(async (x) => x * 2);\nconst j = async function () { return 1; };\n"
    "const k = async () => { await Promise.resolve(1); return (await Promise.resolve('s')).length; };\n"
    "const l = async (): Promise<number> => Promise.resolve(2);\nconst m = true ? async (x: number) => x : null;",
    "const async = (x: number) => 's';\nconst a = async(1).length + async.length;\nconst b = async;\nconst c = [async][0](2);",
    # `typeof p` of a parameter (any of them, even a later one) is that parameter's type
    'const a = "s";\nconst f = (a: number, b: typeof a) => b.toFixed();\n[1].map((a: number, b: typeof a) => b.toFixed());\n'
    "const g = function (a: number, b: typeof a) { return b.toFixed(); };\nfunction h(b: typeof a, a: number) { return b.toFixed(); }\n"
    "function k({ a }: { a: number }, g: typeof a) { g.toFixed(); }\nfunction m(...a: number[]) { const x: typeof a = []; return x; }",
    # switches whose end is not reachable, or not provably so
    'function f(x: string): number {\n  switch (x) {\n    case "a": return 1;\n    default: return 2;\n  }\n}\n'
    'function g(x: string): number {\n  switch (x) {\n    case "a": return 1;\n    default: throw new Error();\n  }\n}\n'
    'function h(x: "a" | "b"): number {\n  switch (x) {\n    case "a": return 1;\n    case "b": return 2;\n  }\n}\n'
    "function k(x: string): number {\n  outer: while (true) {\n    if (x) return 1;\n  }\n}\n"
    "function m(x: number): number {\n  if (x) switch (x) { case 1: return 1; default: }\n  return 0;\n}\n"
    "function n(x: number): number {\n  switch (x) { case 1: break; default: x++; }\n  return x;\n}",
    # function expressions and object-literal methods
    "const nf = function named(n: number): number {\n  return n;\n};\nnf(1).toFixed();\n"
    "const g = function (): { a: number } { return { a: 1 }; };\ng().a.toFixed();\n"
    "const h = function (): Promise<{ a: number }> { return Promise.resolve({ a: 1 }); };\n"
    "const f = async function (): Promise<number> { return 1; };\nf().then((x) => x);\n"
    "const t = function (x: any): x is string { return true; };\n[1].map(function (x): string { return String(x); });",
    'const o = { f(x: string): number { return x.length; }, g: 1 };\no.f("a").toFixed();\no.g.toFixed();\n'
    "const p = { f() { return this; }, g() {} };\ninterface I { f(x: string): number }\n"
    "const q: I = { f(x) { return x.length; } };\n"
    "const r = { async f() { return 1; }, get x() { return 1; }, *g() {}, async *h() {}, [Symbol.iterator]() { return null!; } };\n"
    "const u = { f<T>(x: T) { return x; }, async() { return 2; } };\nu.async().toFixed();",
    # an index of a string type names a member, not an element (`xs[key]` with `key: "map"`)
    'const key = "map";\nconst r = [1][key]((x) => x);\nconst k2 = "length";\nconst n: number = [1][k2];\nconst m: number = "abc"[k2];\n'
    'const xs = ["a"];\nconst rec: Record<string, number> = {};\nrec[xs[0].trim()] = 1;\nrec[xs[0]] ??= 2;\nxs[0] += "b";\n'
    'const t: [number, string] = [1, "a"];\nt[0].toFixed();\nxs[+"0"].trim();\nconst q = xs[Symbol.iterator];\n'
    'const u = xs["map"]((x) => x);\nconst v = xs[`length`];',
    # what a readonly array has (ReadonlyArray's es2019 members were lost behind a type alias's `}[`)
    "function f<T>(items: readonly T[]): T[] { return [...items].reverse(); }\n"
    "function g(items: readonly string[], b: string[], c: readonly string[][]) {\n"
    '  const r: readonly string[] = b; const q: ReadonlyArray<string> = items; const n = items.length + items.indexOf("a");\n'
    '  if (items === b) {} const s = items.slice().sort(); const j = items.join(","); const z = items.concat(b);\n'
    "  const t = items.filter((x) => x.length > 1).map((x) => x.trim()); items.forEach((x) => x.trim()); const e = items.entries();\n"
    "  const fl = c.flat(); const fm = c.flatMap((x) => x); const w: Iterable<string> = items; const al: ArrayLike<string> = items;\n"
    '  const u = Array.from(items); const cp = [...items, ...b]; const inc = items.includes("a"); const at = items.at(-1);\n'
    "  const last = items[items.length - 1]; const sp = Math.max(...[1, 2] as readonly number[]);\n"
    '  const tr: readonly [number, string] = [1, "a"]; tr[0].toFixed(); const rd = items.reduce((acc, x) => acc + x.length, 0);\n'
    '  const ts = `${items}`; const str = items + "x"; const k = Object.keys(items); const fe = items.find((x) => x === "a")?.trim();\n'
    "  const sm = items.some((x) => !!x); const ev = items.every((x) => !!x);\n  function h(...xs: readonly string[]) {}\n  h(...items);\n}",
    # a parameter's later uses, or a first use after something may have narrowed it
    'type Shape = { kind: "circle"; radius: number } | { kind: "square"; size: number };\n'
    'function a(shape: Shape): number { if (shape.kind === "circle") return shape.radius; return shape.size; }\n'
    'function b(shape: Shape): number { return shape.kind === "circle" ? shape.radius : shape.size; }\n'
    "interface O { a: number }\nfunction c(o?: O) { return o?.a; }\nfunction d(o: O | null) { return o!.a; }\n"
    "function e(x: string | number) { return x.toString(); }\nfunction g(x: string | undefined) { [1].map((x) => x.toFixed()); }\n"
    "function h(x: string | number) { const k = (x: number) => x.toFixed(); return k; }\n"
    "function m(x: string | number, y: typeof x = 1) { return y; }\nfunction n(s: string | string[]) { return s.length + s.indexOf(\"a\"); }",
    'const rs = "a{b}".replace(/\\{(\\w+)\\}/g, (match, key: string) => match.trim() + key);\n'
    'const rt = "a{b}".replace("b", (m) => m.toUpperCase());',
    # a `const` that may be null: once anything names it, it may be narrowed
    'const m = "abc".match(/a/);\nif (m) m.length;\nconst m2 = "abc".match(/a/);\nm2?.length;\nm2!.length;\n'
    "const xs = [1, 2];\nconst u = xs.find((x) => x > 1)!;\nu.toFixed();\nconst ys: any[] = [];\nconst w = ys.find((x) => x);\nw.foo;\n"
    'const v = Math.random() > 0.5 ? "a" : 1;\nv.toString();\nconst mp = new Map<string, number>();\nconst g = mp.get("a");\n'
    'const m3 = "abc".match(/a/);\nconst n3 = m3;\nconst e = document.getElementById("x");\nif (!e) throw new Error();\ne.id;',
    # a first use that fits as a whole, or that something may have narrowed, or not alone
    'function a(v: string | number): string | number { return v; }\nfunction b(v: string | number): string { return v as string; }\n'
    'function c(v: "a" | "b"): string { return v; }\nfunction d(v: string | null): string { return v!; }\n'
    'function e(v: string | number): string { if (typeof v === "string") return v; return String(v); }\n'
    'function g(v: string | number): string { return `${v}`; }\nfunction h(v: string | number, c: boolean): string | number { return c ? v : 1; }\n'
    'function k(xs: number[]): number | undefined { const u = xs.find((x) => x > 1); return u; }\n'
    'function m(s: string): string[] | null { const r = s.match(/a/); return r; }\nfunction t(s: string | number) {}\nfunction n(v: string | number) { t(v); }',
    # what a rigid type parameter takes in a method
    "class B<T> { constructor(private v: T) {} get value(): T { return this.v; } m(x: T): T { return x; } n<U>(u: U): U { return u; } }\n"
    "class D<T extends string> { m(x: T): T { return x; } k(x: T) { return x.length; } }\nclass E<T = number> { m(x: T): T { return x; } }\n"
    "class F<T> extends Array<T> { m(): T { return this[0]; } async a(): Promise<T> { return this[0]; } }\n"
    "class G<K, V> { private m = new Map<K, V>(); get(k: K): V | undefined { return this.m.get(k); } all(): V[] { return [...this.m.values()]; } }",
    # spread arguments, global call signatures, C-style `for` initialisers
    "function f(argv: number[], t: [number, string]) {\n  Math.max(...argv, 1, ...argv);\n  g(...t);\n}\nfunction g(a: number, b: string) {}\n"
    'const d = Date().toUpperCase();\nconst r = RegExp("a").test("a");\nconst e = Error("x").message;\n'
    'const a = Array(3).fill(0);\nconst o = Object(1);\nconst sy = Symbol("x").description;\n'
    "function h(src: string[]) {\n  for (let i = 0, j = Math.max(1, 2); i < j; i++) {}\n  for (let i: number = 0; i < 1; i++) {}\n"
    "  for (let i = 0, [a] = src; i < 1; i++) {}\n  for (var k = 0, n = src.length; k < n; k++) {}\n  return src;\n}",
    # the third red team: a declared parameter list split at its separating commas only (a `>>`
    # closing two type argument lists; `<`/`>` in a default are operators)
    'function h(a: Array<Array<string>>, b: string) {}\nh([], "w");\n'
    'function k(a: Partial<Record<string, string>> = {}, ...rest: (Node | string)[]) {}\nk({}, "w", "v");\n'
    'function m(a: Map<string, Map<string, Set<number>>>, b: number) { return b.toFixed(); }\nm(new Map(), 1);\n'
    'function n(a: (x: Array<Array<string>>) => void, b: string) {}\nn((x) => x.length, "y");\n'
    'class C { constructor(a: Array<Array<string>>, public b: string) {} }\nnew C([], "y").b.length;',
    'function f(a = 1 < 2, b = "x") { return b; }\nf(true, "y");\n'
    'function g(a: boolean = 2 > 1, b: string = "x") { return a; }\ng(true, "y");\n'
    'function s(a = 8 >> 1, b = 3) { return a + b; }\ns(1, 2);\n'
    'class D { constructor(private a = 1 < 2, private b = 2) {} m() { return this.b + Number(this.a); } }',
    # the third red team: an object literal with a spread is a T when it spreads a T (and `any` when it spreads one)
    "function g<T>(x: T): T { return { ...x }; }\nfunction h<T>(x: T, y: T): T { return { ...x, ...y, }; }\n"
    "class C<T> { m(x: T): T { const y = { ...x }; return y; } }\nconst n: number = { ...(JSON.parse(\"1\") as any) };",
    # the third red team: a caller may pass `undefined` for a parameter with a default
    'function f(a: Map<string, number> = new Map(), b: string) { return [a, b]; }\nf(undefined, "x");\n'
    'class C { constructor(a: number = 1, public b: string) {} m(a: number = 1) { return a; } }\nnew C(undefined, "x").m(undefined);\n'
    'const g = (a: number = 1, b: string) => a + b;\ng(undefined, "x");\nconst o = { m(a: number = 1) { return a; } };\no.m(undefined);\n'
    'const fe = function (a: number = 1) { return a; };\nfe(undefined);\nconst dd = ({ a }: { a: number } = { a: 1 }) => a;\ndd(undefined);',
    # the third red team: a parameter whose type takes void may be left out, and so may one of a type not read
    "const f = (x: number | void) => x;\nf();\nconst fv = function (x: void) {};\nfv();\ntype Cb<T> = T | void;\n"
    "function g(x: Cb<number>) { return x; }\ng();\nfunction take(cb: (x: number | void) => void) { cb(); }\n"
    "interface I { m(x: void): void }\ndeclare const i: I;\ni.m();\nclass C { m(x: number | void) { return x; } }\nnew C().m();",
    "type MaybeVoid = number | void;\nnamespace W { function s(x: MaybeVoid) { return x; } s(); }\n"
    "namespace W2 { function s(x: Promise<void> | void) { return x; } s(); }",
    # a literal compared with what tsc has widened: a `let`, an object literal's property, an
    # array literal's element, a callback's or an arrow's result, destructuring, a default, a
    # field, a concatenation; and the comparisons that overlap
    'let c = "a";\nc === "b";\nconst o = { k: "a" };\no.k === "b";\nconst xs = ["a", "b"];\nxs[0] === "c";\n'
    'const ys = ["a"].map((x) => "q");\nys[0] === "c";\nconst f = () => "a";\nf() === "b";\n'
    'const [a1] = ["x"];\na1 === "y";\nconst { k } = { k: "a" };\nk === "b";\nfunction g(x = "a") { return x === "b"; }\n'
    'class C { k = "a"; m() { return this.k === "b"; } }\nlet w = Math.random() ? "a" : "b";\nw === "c";\n'
    'Promise.resolve("a").then((s) => s === "b");\nconst n = "a" + "b";\nn === "c";\nconst ks = Object.keys({ a: 1 });\nks[0] === "b";\n'
    'for (const key in { a: 1 }) key === "c";\nfor (const e of new Set(["a"])) e === "b";\n'
    'function h(d: "a" | "b", t: boolean) { return d !== "a" && d === "b" && typeof d === "string" && t === true; }\n'
    'function s(d: "a" | "b" | 1) { switch (d) { case "a": case 1: return 1; default: return 0; } }\n'
    'function e(d: "a" | "b") { if (d === "a") return 1; if (d === "b") return 2; return d === "c" ? 3 : 4; }',
    # C-style loop variables: typed inside the loop only; what is not a primitive stays ANY
    'function g1(xs: number[]) {\n  let i = "outer";\n  for (let i = 0; i < xs.length; i++) xs[i].toFixed();\n  return i.length;\n}\n'
    'function g2() {\n  for (let i = 0; i < 3; i++) {}\n  const i = "after";\n  return i.length;\n}\n'
    'function g3() {\n  for (let x = null as string | null, n = 0; n < 1; n++) x = "a";\n}\n'
    'function g4(m: Map<string, number>) {\n  for (let it = m.keys(), k = it.next(); !k.done; k = it.next()) k.value.length;\n}\n'
    'function g5() {\n  for (let i = 0, j = 10; i < j; i++, j--) i.toFixed(j);\n  for (var v = 0; v < 1; v++);\n  return v;\n}\n'
    'function g6(n: number, s: string) {\n  return n < s.length && n < (s.length as number);\n}\n'
    'function g7<T>(f: <U>(x: U) => U, g: (x: number) => number) {\n  const a = f<string>("a");\n  return a.length + g(1);\n}',
    # spreads and computed names: checked for their own errors, the literal's shape stays open
    'const k = "a";\nconst base = { c: 1 };\nconst o1 = { [k]: 1, [k + "b"]() { return 1; }, [`x${k}`]: k.length, ...[1], ...base };\n'
    'const z: { [n: string]: number } = { [k]: 1, ...base };\nconst o2 = { [Symbol.iterator]: 1, get [Symbol.toStringTag]() { return "x"; } };\n'
    'const o3 = { [1]: 1, ["a"]: 2 } as const;\nlet q: any;\nconst o4 = { ...(q ? { x: 1 } : {}), ...q && { y: 2 } };\n'
    'let rest: { b: number };\nlet first: number;\n({ a: first, ...rest } = { a: 1, b: 2 });\nconst { [k]: pick, ...others } = { a: 1 } as Record<string, number>;',
    # overloads, and the same name in another scope, are no second body
    'function f1(a: number): void;\nfunction f1(a: string): void;\nfunction f1(a: any) {}\nf1(1);\n'
    'function f2() {}\n{\n  function f2() {}\n}\nfunction g() {\n  function f3() {}\n}\nfunction f3() {}\n'
    'function f4() {}\nnamespace f4 {\n  export const x = 1;\n}\n'
    'class C1 {\n  x = 1;\n  static x = 2;\n  static m() {}\n  m() {}\n  get y() { return 1; }\n  set y(v: number) {}\n  #z = 1;\n  z = 2;\n}\n'
    'class C2 {\n  m(a: number): void;\n  m(a: string): void;\n  m(a: any) {}\n  constructor() {}\n}\n'
    'abstract class C3 {\n  abstract m(): void;\n  n() {}\n}\n'
    'const n0 = 1;\nconst f0 = ([...n0]: number[]) => n0;\nconst s0 = "ab";\nconst a0 = [...s0, ...[1], ...new Set([1]), ...true.toString()];\n'
    'let rest0: number[];\nlet first0: number;\n[first0, ...rest0] = [1, 2];\n'
    'function never0(x: number) {\n  if (typeof x === "number") return [];\n  return [...x];\n}\n'
    'const b0 = 1n + 2n;\nconst b1 = b0 < 3 && b0 > 2n && b0 <= 1.5;\nconst b2 = Number(b0) + 1 + String(b0 * b0).length;\nconst b3 = `${b0}`;\n'
    'interface W { value?: number }\ninterface F { toFixed(): string }\ninterface V { value: number }\n'
    'function casts(n: number, u: number | V) {\n  const w = n as W, f = n as F, v = u as V, x = n as unknown as V;\n'
    '  if (typeof n === "number") return;\n  return n as V;\n}\n'
    'function big(base: bigint): bigint {\n  let r = 1n;\n  r += base ** 2n - (base << 1n) / 3n;\n  r = r * r % base;\n  return (r & 1n) | (r ^ base) + BigInt(2);\n}',
]


@pytest.mark.parametrize("text", ACCEPTED)
def test_what_tsc_accepts_in_conditions_bodies_and_loops_is_accepted_at_every_prefix(text):
    accepted_at_every_prefix(text)


def test_feeding_a_loop_in_pieces_equals_feeding_it_whole():
    text = "function f(items: string[]): void {\n  for (const x of items) {\n    if (x) x.trim();\n  }\n}"
    whole = tce.initial_state().feed(text)
    for cut in range(len(text) + 1):
        assert tce.initial_state().feed(text[:cut]).feed(text[cut:]) == whole, cut


@pytest.mark.slow
def test_every_accepted_text_is_tsc_clean(oracle):
    assert_tsc_clean(oracle, ACCEPTED, "/tmp/cpc-type-control")


@pytest.mark.slow
def test_every_rejected_text_has_the_tsc_error(oracle):
    assert_tsc_reports(oracle, REJECTED, "/tmp/cpc-type-control")
