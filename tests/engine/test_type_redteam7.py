"""The seventh soundness red team's finds: tsc-clean texts the type layer rejected (ACCEPTED, fed
one character at a time), beside the rejections that guard each fix (REJECTED: the exact prefix
after which no continuation can type-check). Every text is judged by tsc below (slow tests); the
causes are in tests/engine/corpus/FINDINGS.md."""

import pytest

from test_type_flow import accepted_at_every_prefix, assert_tsc_clean, assert_tsc_reports, rejected_at

ANIMALS = 'class Animal { name = "a"; }\nclass Dog extends Animal { bark() { return "w"; } }\n'

# (text, the prefix after which it is rejected, the tsc codes that back it)
REJECTED = [
    # a boolean function without parameters infers no predicate: its result is still a boolean
    ("function ready() { return Math.random() > 0.5; }\nready().toFixed();",
     "function ready() { return Math.random() > 0.5; }\nready().toF", {2339}),
    # nor does an `async` one: it is a Promise of a boolean
    ("async function ok(x: number) { return x > 1; }\nok(1).then((b) => b.toFixed());",
     "async function ok(x: number) { return x > 1; }\nok(1).then((b) => b.toF", {2339}),
    # a function whose inferred type is no boolean narrows nothing
    (ANIMALS + "function name(a: Animal) { return a.name; }\nfunction f(a: Animal) { if (name(a)) return a.bark(); }",
     ANIMALS + "function name(a: Animal) { return a.name; }\nfunction f(a: Animal) { if (name(a)) return a.b", {2339}),
    # a Unicode escape in a name is the character it stands for: the member check reads it decoded
    ('const n = "abc".\\u006cenxth;', 'const n = "abc".\\u006cenx', {2339, 2551}),
    ("const \\u0061bc = 1; abc = 2;", "const \\u0061bc = 1; abc = ", {2588}),
]


@pytest.mark.parametrize("text,prefix,codes", REJECTED)
def test_a_guarded_error_is_still_rejected_where_it_becomes_certain(text, prefix, codes):
    rejected_at(text, prefix)


ACCEPTED = [
    # TypeScript 5.5 infers a type predicate from a boolean body that narrows a parameter: a
    # function declaration or an arrow without a return annotation (`a is Dog`, `x is string`),
    # so a call to it narrows its argument (was rejected at the member, TS2339/TS18046 claimed)
    ANIMALS + "function isDog(a: Animal) { return a instanceof Dog; }\n"
    'function f(a: Animal) { if (isDog(a)) return a.bark(); return ""; }',
    ANIMALS + "const isDog = (a: Animal) => a instanceof Dog;\n"
    'function f(a: Animal) { if (isDog(a)) return a.bark(); return ""; }',
    'function isStr(x: unknown) { return typeof x === "string"; }\n'
    "function f(v: unknown) { if (isStr(v)) return v.length; return 0; }",
    'const isStr = (x: unknown) => typeof x === "string";\n'
    "function f(v: unknown) { if (isStr(v)) return v.length; return 0; }",
    "function isErr(e: unknown) { return e instanceof Error; }\n"
    "try { } catch (e) { if (isErr(e)) console.log(e.message); }",
    # a member name written with Unicode escapes (was rejected inside the escape: no member of
    # string starts with `\u006`)
    'const n = "abc".\\u006cength;',
    "const o = { a: 1 }; o.\\u{61}.toFixed();",
]


@pytest.mark.parametrize("text", ACCEPTED)
def test_what_tsc_accepts_is_accepted_at_every_prefix(text):
    accepted_at_every_prefix(text)


@pytest.mark.slow
def test_every_accepted_text_is_tsc_clean(oracle):
    assert_tsc_clean(oracle, ACCEPTED, "/tmp/cpc-type-redteam7")


@pytest.mark.slow
def test_every_rejected_text_has_the_tsc_error(oracle):
    assert_tsc_reports(oracle, REJECTED, "/tmp/cpc-type-redteam7")
