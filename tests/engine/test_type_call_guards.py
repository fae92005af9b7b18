"""What a call may narrow (narrowing.py) and what a guard callback makes of `filter`/`find`
(infer.py): a call to a callee that may be a type guard narrows only arguments that are
references (tsc's isMatchingReference), a lib method declared to return `any` (`JSON.parse`) is
no guard, a guard passed to `filter` picks the guard overload (`Circle[]`), and `ArrayLike<T>`
is a trusted lib type; and `declare const x: T` declares a variable of its annotation, `declare
function` a function. Each error is rejected at its first impossible character, next to the
near misses that must stay accepted; every text is judged by tsc below (slow tests)."""

import pytest

import ts_completion_engine as tce
from test_type_flow import accepted_at_every_prefix, assert_tsc_clean, assert_tsc_reports, rejected_at

SHAPES = ('interface Circle { kind: "c"; radius: number }\ninterface Rect { kind: "r"; w: number }\n'
          'type Shape = Circle | Rect;\nfunction isCircle(s: Shape): s is Circle { return s.kind === "c"; }\n')
MAYBE_GUARD = 'function isS(x: unknown): x is string {\n  return typeof x === "string";\n}\n'
UNKNOWN_CALLEE = "declare const g: any;\n"

# (text, the prefix after which it is rejected, the tsc codes that back it)
REJECTED = [
    # an argument that is no reference narrows nothing: its names keep their types
    (UNKNOWN_CALLEE + 'const src = "ab";\nif (g(src[0] ?? "")) src.lenght;',
     UNKNOWN_CALLEE + 'const src = "ab";\nif (g(src[0] ?? "")) src.lengh', {2551}),
    (UNKNOWN_CALLEE + 'const s = "ab";\nlet i = 0;\nwhile (g(s[i + 1] ?? "") && i < s.length()) i++;',
     UNKNOWN_CALLEE + 'const s = "ab";\nlet i = 0;\nwhile (g(s[i + 1] ?? "") && i < s.length(', {2349}),
    (UNKNOWN_CALLEE + 'const s = "ab";\nif (g(s + "b", s.trim(), !s, `${s}`)) s.lenght;',
     UNKNOWN_CALLEE + 'const s = "ab";\nif (g(s + "b", s.trim(), !s, `${s}`)) s.lengh', {2551}),
    (UNKNOWN_CALLEE + 'const n = 1;\nconst m = { WARN: 2 };\ng(m.WARN / n.valueOf());\nn.lenght;',
     UNKNOWN_CALLEE + 'const n = 1;\nconst m = { WARN: 2 };\ng(m.WARN / n.valueOf());\nn.l', {2339}),
    # an arrow function argument is no reference: its body's names are not narrowed by the call
    (UNKNOWN_CALLEE + "function v(n: number): string[] {\n  return [];\n}\ng((item: number, i: number) => v(item + i));\n"
     "const a = [1].map((n) => v(n));\na[0].lenght;",
     UNKNOWN_CALLEE + "function v(n: number): string[] {\n  return [];\n}\ng((item: number, i: number) => v(item + i));\n"
     "const a = [1].map((n) => v(n));\na[0].lengh", {2339, 2551}),
    # a lib method whose declared return is `any` is no guard of its arguments
    ('const json = JSON.stringify({ a: 1 });\nconst back = JSON.parse(json);\nconst w = 3 > json.length();',
     'const json = JSON.stringify({ a: 1 });\nconst back = JSON.parse(json);\nconst w = 3 > json.length(', {2349}),
    # a guard callback picks `filter`'s and `find`'s guard overload
    (SHAPES + "function total(shapes: Shape[]): number {\n  return shapes.filter(isCircle).reduce((a, c) => a + c.raduis, 0);\n}",
     SHAPES + "function total(shapes: Shape[]): number {\n  return shapes.filter(isCircle).reduce((a, c) => a + c.radu",
     {2551}),
    (SHAPES + "const xs: Shape[] = [];\nxs.filter(isCircle)[0].w;", SHAPES + "const xs: Shape[] = [];\nxs.filter(isCircle)[0].w",
     {2339}),
    (SHAPES + "const xs: Shape[] = [];\nxs.find(isCircle)!.w;", SHAPES + "const xs: Shape[] = [];\nxs.find(isCircle)!.w", {2339}),
    (SHAPES + "const xs: Shape[] = [];\nxs.filter((s): s is Rect => s.kind === \"r\")[0].radius;",
     SHAPES + "const xs: Shape[] = [];\nxs.filter((s): s is Rect => s.kind === \"r\")[0].r", {2339}),
    ("[1, \"a\"].filter((x): x is string => typeof x === \"string\")[0].toFixed();",
     "[1, \"a\"].filter((x): x is string => typeof x === \"string\")[0].toF", {2551}),
    # `ArrayLike<T>` is the lib's
    ("function lastOf<T>(xs: ArrayLike<T>): T | undefined {\n  return xs.length() > 0 ? xs[0] : undefined;\n}",
     "function lastOf<T>(xs: ArrayLike<T>): T | undefined {\n  return xs.length(", {2349}),
    # an ambient variable has the type of its annotation
    ("declare const limit: number;\nlimit.toFxed();", "declare const limit: number;\nlimit.toFx", {2551}),
    ("declare let label: string;\nconst n: number = label;", "declare let label: string;\nconst n: number = label;", {2322}),
    ("declare var box: { a: number };\nbox.b;", "declare var box: { a: number };\nbox.b", {2339}),
    ("declare function fmt(x: number): string;\nfmt(1).tirm();", "declare function fmt(x: number): string;\nfmt(1).ti", {2339, 2551}),
    ('declare function fmt(x: number): string;\nfmt("a");', 'declare function fmt(x: number): string;\nfmt("a")', {2345}),
]


@pytest.mark.parametrize("text,prefix", [(t, p) for t, p, _ in REJECTED])
def test_what_no_narrowing_can_save_is_rejected_at_its_first_impossible_character(text, prefix):
    rejected_at(text, prefix)


ACCEPTED = [
    # a reference argument of a guard is narrowed: a name, a member, an element, in parentheses,
    # with `!`, assigned, after a comma; and whatever the layer cannot tell (`as`, `await`, `...`)
    MAYBE_GUARD + 'let o: unknown = 1;\nif (isS(o)) o.length;\nif (isS((o))) o.length;\nif (isS(o!)) o.length;\n'
    'if (isS(o = "a")) o.length;\nif (isS((o = 2, o))) o.length;',
    MAYBE_GUARD + 'const r: { v: unknown } = { v: 1 };\nif (isS(r.v)) r.v.length;\nconst e: unknown[] = [1];\n'
    'if (isS(e[0])) e[0].length;\nif (isS(r["v"])) r["v"].length;',
    'function isS2(a: number[], x: unknown): x is string {\n  return a.length > 0;\n}\nlet o: unknown = 1;\n'
    'if (isS2([1, 2], o)) o.length;\nif (isS2([1].map((n) => n + 1), o)) o.length;',
    'function isS3(a: { k: number }, x: unknown): x is string {\n  return a.k > 0;\n}\nlet o: unknown = 1;\nif (isS3({ k: 1 }, o)) o.length;',
    # a call inside an arrow argument is watched on its own
    UNKNOWN_CALLEE + 'function inferred(x: unknown) {\n  return typeof x === "string";\n}\nlet o: unknown = 1;\n'
    'g(() => inferred(o) && o.length);\ng(async (x: unknown) => inferred(x) && x.length);',
    # a guard whose argument is a call still narrows what that call's own arguments refer to
    MAYBE_GUARD + 'function id<T>(x: T): T {\n  return x;\n}\nlet o: unknown = 1;\n'
    'if (isS(o) && isS(id(o))) o.length;',
    # a guard callback: the guard overload, the plain one, an inferred guard (TS 5.5)
    SHAPES + "const xs: Shape[] = [];\nxs.filter(isCircle)[0].radius;\nxs.find(isCircle)?.radius;\n"
    "xs.filter(isCircle).reduce((a, c) => a + c.radius, 0);\nxs.filter((s) => s.kind === \"c\")[0].kind;\n"
    "xs.filter((s) => s.kind === \"c\").map((c) => c.kind);\nxs.filter(Boolean)[0].kind;\n"
    "const r: Rect[] = xs.filter((s): s is Rect => s.kind === \"r\");\nconst n = xs.filter((s) => s.kind === \"r\").length;",
    "const mixed = [1, \"a\", null];\nmixed.filter((x): x is string => typeof x === \"string\")[0].length;\n"
    "mixed.filter((x): x is number | string => x !== null).map((x) => x.toString());",
    # JSON.parse and friends
    'const text = JSON.stringify([1]);\nconst v = JSON.parse(text);\nv.anything.goes;\nconst len: number = text.length;\n'
    'const again = JSON.parse(text, (k, x) => x);\nconsole.log(again.q, text.trim());',
    # ArrayLike<T>: arrays, strings, typed arrays and literals are ones; its elements stay open
    'function lastOf<T>(xs: ArrayLike<T>): T | undefined {\n  return xs.length > 0 ? xs[xs.length - 1] : undefined;\n}\n'
    'const likes: ArrayLike<string>[] = ["xyz", ["a", "b"], { length: 1, 0: "only" }];\n'
    'const typed: ArrayLike<number> = new Uint8Array(2);\nconst fromLike = Array.from(typed).map((x) => x + 1);\n'
    'function f(xs: ArrayLike<string>) {\n  for (let i = 0; i < xs.length; i++) xs[i].trim();\n}',
    # ambient variables: typed, never unassigned; an ambient const enum, `declare global`
    'declare const limit: number, label: string;\ndeclare let count: number;\ndeclare var env: { home?: string };\n'
    'declare let loose: any;\ndeclare const anything: any;\nconst total: number = limit + count + label.length;\n'
    'count = 2;\nenv.home?.trim();\nloose.x;\nanything.goes;\ndeclare const enum Mode { A, B }\nconst m = Mode.A;\n'
    'declare global {\n  interface Window { appVersion: string }\n}\nexport {};',
    # ambient functions: overloads, generics, guards and assertions
    'declare function pick(x: number): string;\ndeclare function pick(x: string): number;\npick(1);\npick("a");\n'
    'declare function same<T>(x: T): T;\nsame(1).toFixed();\nsame("a").trim();\ndeclare function nothing(): void;\nnothing();\n'
    'declare function isText(x: unknown): x is string;\nlet u: unknown = 1;\nif (isText(u)) u.trim();\n'
    'declare function check(c: unknown): asserts c;\nfunction k(n: number | null): number {\n  check(n);\n  return n;\n}',
]


@pytest.mark.parametrize("text", ACCEPTED)
def test_what_tsc_accepts_after_a_call_or_a_guard_callback_is_accepted_at_every_prefix(text):
    accepted_at_every_prefix(text)


def test_feeding_a_guard_call_in_pieces_equals_feeding_it_whole():
    text = 'declare const g: any;\nconst s = "ab";\nif (g(s[0] ?? "", s, (s), s.trim())) s.length;'
    whole = tce.initial_state().feed(text)
    for cut in range(len(text) + 1):
        assert tce.initial_state().feed(text[:cut]).feed(text[cut:]) == whole, cut


@pytest.mark.slow
def test_every_accepted_text_is_tsc_clean(oracle):
    assert_tsc_clean(oracle, ACCEPTED, "/tmp/cpc-type-call-guards")


@pytest.mark.slow
def test_every_rejected_text_has_the_tsc_error(oracle):
    assert_tsc_reports(oracle, REJECTED, "/tmp/cpc-type-call-guards")
