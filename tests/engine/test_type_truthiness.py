"""A `void` value tested for truthiness (tsc's TS1345): the operand of `!`, the left side of `&&`
and `||`, the condition of `?:`, `if`, `while` and `do … while`, when its type is `void` exactly
(a function declared or inferred to return nothing, `console.log`, `forEach`, an awaited
`Promise<void>`). A union holding `void` is not tested, nor is `??` or `===`. Each error is
rejected at its first impossible character, next to the near misses that must stay accepted;
every text is judged by tsc below (slow tests)."""

import pytest

from test_type_flow import accepted_at_every_prefix, assert_tsc_clean, assert_tsc_reports, rejected_at

DECLARED = "function log(): void {}\n"

# (text, the prefix after which it is rejected, the tsc codes that back it)
REJECTED = [
    # `!`: the operand ends at what cannot continue it
    (DECLARED + "const a = !log();", DECLARED + "const a = !log();", {1345}),
    (DECLARED + "const a = !!log() === true;", DECLARED + "const a = !!log() =", {1345}),
    (DECLARED + "const a = !(log());", DECLARED + "const a = !(log());", {1345}),
    ("function inferred() {}\nconst a = !inferred();", "function inferred() {}\nconst a = !inferred();", {1345}),
    ("function bare() { return; }\nconst a = !bare();", "function bare() { return; }\nconst a = !bare();", {1345}),
    ("const a = !console.log(1);", "const a = !console.log(1);", {1345}),
    ("const xs = [1, 2];\nconst a = !xs.forEach((x) => x);", "const xs = [1, 2];\nconst a = !xs.forEach((x) => x);",
     {1345}),
    # `&&` and `||`: `log() &` and `log() |` are already arithmetic on a void value
    (DECLARED + "const a = log() && 1;", DECLARED + "const a = log() &", {1345, 2362}),
    (DECLARED + "const a = log() || 1;", DECLARED + "const a = log() |", {1345, 2362}),
    # conditions
    (DECLARED + "const a = log() ? 1 : 2;", DECLARED + "const a = log() ? ", {1345}),  # `?.` and `??` were open
    ("declare const cb: () => void;\nif (cb()) {}", "declare const cb: () => void;\nif (cb())", {1345}),
    (DECLARED + "while (log()) {}", DECLARED + "while (log())", {1345}),
    (DECLARED + "do {} while (log());", DECLARED + "do {} while (log())", {1345}),
    ("const p = new Promise<void>((r) => r());\nasync function m() {\n  if (await p) {}\n}",
     "const p = new Promise<void>((r) => r());\nasync function m() {\n  if (await p)", {1345}),
]


@pytest.mark.parametrize("text,prefix", [(t, p) for t, p, _ in REJECTED])
def test_a_void_value_tested_for_truthiness_is_rejected_where_nothing_can_save_it(text, prefix):
    rejected_at(text, prefix)


ACCEPTED = [
    # a union holding void, an arrow that only throws (its result is `never`), `??`, equality
    "function maybe(): void | number {\n  return 1;\n}\nconst a = !maybe();\nif (maybe()) {}\nconst b = maybe() && 1;",
    "const h = () => {\n  throw new Error();\n};\nconst a = !h();",
    DECLARED + "const a = log() ?? 2;\nconst b = log() === undefined;\nconst c = !(log(), 1);",
    # the value tested is not the void one
    DECLARED + "const a = 1 === 1 && log();\nconst b = !!log;\nif (log) log();\nconst c = true ? log() : log();",
    "let n = 0;\nconst bump = (): number => ++n;\nif (!bump()) n = 1;\nwhile (bump() < 3) {}",
]


@pytest.mark.parametrize("text", ACCEPTED)
def test_what_tsc_accepts_around_a_void_value_is_accepted_at_every_prefix(text):
    accepted_at_every_prefix(text)


@pytest.mark.slow
def test_every_accepted_text_is_tsc_clean(oracle):
    assert_tsc_clean(oracle, ACCEPTED, "/tmp/cpc-type-truthiness")


@pytest.mark.slow
def test_every_rejected_text_has_the_tsc_error(oracle):
    assert_tsc_reports(oracle, REJECTED, "/tmp/cpc-type-truthiness")
