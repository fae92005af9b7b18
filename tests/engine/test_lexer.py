"""The scanner: partial tokens, literals, comments, line endings, Unicode."""

import pytest
import ts_completion_engine as tce


def accepted(text):
    return tce.initial_state().feed(text) is not None


@pytest.mark.parametrize("prefix", [
    "x = 1e", "x = 1e+", "x = 0x", "x = 1_", "x = 0b", "x = 1.", "x = .", "x = 12n",
    "let s = 'abc", "let s = \"a\\", "let t = `abc ${", "let t = `a\n", "x = /ab[",
    "/* open comment", "// line comment", "x = a ?", "x = a ?.", "let café", "x = y\r",
])
def test_a_feed_may_end_in_the_middle_of_any_token(prefix):
    assert accepted(prefix)


@pytest.mark.parametrize("text,rejected_prefix", [
    ("x = 1a;", "x = 1a"),
    ("x = 1.toString();", "x = 1.t"),
    ("x = 1e;", "x = 1e;"),
    ("let x = 0b2;", "let x = 0b2"),
    ("let x = 0x;", "let x = 0x;"),
    ("x = 1__0;", "x = 1__"),
    ("let s = 'abc\n';", "let s = 'abc\n"),
    ("x = /ab\n/;", "x = /ab\n"),
    ("let #x = 1;", "let #"),
    ("let 1x = 2;", "let 1"),
    ("const caf\\u{}E9 = 1;", "const caf\\u{}"),  # `\u{}` has no digits (TS1127)
    ("const s = `a${f()\\` b`;", "const s = `a${f()\\"),  # no name can follow `f()`
])
def test_malformed_literals_are_rejected(text, rejected_prefix):
    assert tce.check(text) == tce.Verdict("rejected", len(rejected_prefix))


def test_a_partial_identifier_can_still_become_a_keyword():
    # after an operand only an operator may follow; `i` can still become `in` / `instanceof`
    assert accepted("x = a i")
    assert accepted("x = a instanceo")
    assert not accepted("x = a k")  # no keyword starting with k continues an expression


def test_a_partial_punctuator_can_still_become_a_longer_one():
    assert accepted("x = a =")        # may become ==, ===
    assert not accepted("x = a + b =>")  # `=>` needs a parameter list before it
    assert accepted("x = a >")        # >, >=, >>, >>>=...
    assert accepted("f(a, .")         # .5


def test_crlf_line_endings_count_as_one_line_break():
    assert tce.check("let x = 1\r\nlet y = 2\r\n").status == "complete"
    assert tce.check("let s = 'a\\\r\nb';").status == "complete"  # a line continuation
    assert tce.check("function f() { return\r\n1 }").status == "complete"


def test_comments_may_appear_between_any_two_tokens():
    text = "/*a*/let/*b*/x/*c*/:/*d*/number/*e*/=/*f*/1/*g*/;//h"
    assert tce.check(text).status == "complete"
    assert tce.check("let x = 1 /* a\n */ let y = 2").status == "complete"  # the comment's line break ends a statement


def test_unicode_identifiers_and_escapes():
    assert tce.check("let café = 1, ᵃᵇ = 2, \\u0061bc = 3, \\u{62} = 4, 日本 = 5, $ = 6, _ = 7;").status == "complete"
    assert not accepted("let \\x")  # only \u escapes are allowed in identifiers
    assert tce.check("class A { #\\u0061 = 1; m() { return this.#\\u{61}; } }").status == "complete"


def test_a_shebang_line_is_allowed_only_at_the_start():
    assert tce.check("#!/usr/bin/env node\nlet x = 1;").status == "complete"
    assert tce.check("let x = 1;\n#!/usr/bin/env node").status == "rejected"


def test_unicode_line_and_paragraph_separators_end_lines():
    assert tce.check("let a = 1\u2028let b = 2").status == "complete"


def test_a_character_that_is_no_token_is_rejected():
    assert tce.check("let x = 1; \x00").reject_at == len("let x = 1; \x00")


def test_raw_line_and_paragraph_separators_are_allowed_inside_strings():
    # ES2019 allows U+2028/U+2029 in string literals, and tsc agrees; \n and \r are not
    assert tce.check("let s = 'a\u2028b', t = \"c\u2029d\";").status == "complete"
    assert tce.check("let s = 'a\rb';") == tce.Verdict("rejected", len("let s = 'a\r"))


@pytest.mark.parametrize("number", [
    "0", "0.5", "0e1", "0n", "0x1F", "0b10", "0o17", "1_000", "1.05", "1e05", ".5", "5.", "0.0_1",
    "123n", "0xFFn", "1e-5", "1E+5", "9007199254740993n",
])
def test_numeric_literals_are_accepted(number):
    assert tce.check(f"x = {number};").status == "complete"


@pytest.mark.parametrize("number", ["01", "08", "0_1", "007", "1_", "1__0", "0x", "1e", "1.5n", "1e5n"])
def test_malformed_or_legacy_numeric_literals_are_rejected(number):
    # leading zeros are legacy octal / decimal literals, errors in strict code (TS1121, TS1489)
    assert tce.check(f"x = {number};").status == "rejected"


@pytest.mark.parametrize("regex", [
    r"/(?:a)(?=b)(?!c)(?<=d)(?<!e)(?<year>\d{4})(a)(?i:x)(?-i:y)(?ims-s:z)/u", r"/[(?]/", r"/\(?/",
    r"/(?<n>a)\k<n>/",
    # braces: lone ones are fine without the u/v flag; quantifiers and \p{..} / \u{..} always
    r"/^\d{3}-\d{} 4}$/gims", r"/a{1,2}b{3}c{4,}/u", r"/[{}]/u", r"/\{\}/u", r"/\p{L}+\P{Lu}/u",
    r"/\u{1F600}{2}/u", r"/\p{Script=Greek}/u", r"/a{1x}/",
])
def test_regex_groups_are_accepted(regex):
    assert tce.check(f"x = {regex};").status == "complete"


@pytest.mark.parametrize("regex", [r"/(?# c)/", r"/(?x)/", r"/(?<>x)/", r"/(?month<>a)/"])
def test_malformed_regex_groups_are_rejected(regex):
    # tsc 5.5+ checks regex syntax (TS1005, TS1499, TS1514)
    assert tce.check(f"x = {regex};").status == "rejected"


@pytest.mark.parametrize("text,rejected_prefix", [
    # a lone `{` or `}` is an error only in unicode mode, so it is rejected at the `u` flag (TS1508)
    ("x = /^\\d{3}-\\d{} 4}$/gimsuy;", "x = /^\\d{3}-\\d{} 4}$/gimsu"),
    ("x = /a{/u;", "x = /a{/u"),
    ("x = /a}/v;", "x = /a}/v"),
])
def test_a_lone_regex_brace_is_rejected_at_the_unicode_flag(text, rejected_prefix):
    assert tce.check(text) == tce.Verdict("rejected", len(rejected_prefix))


@pytest.mark.parametrize("text", ["let\u00a0x = 1;", "let\u3000x = 1;", "let x\u2009= 1;"])
def test_unicode_space_separators_are_whitespace(text):
    assert tce.check(text).status == "complete"


@pytest.mark.parametrize("text", ["let café = 1;", "let 名前 = 1;", "let a\u200cb = 1;", "let a\u200db = 1;"])
def test_unicode_letters_and_joiners_make_identifiers(text):
    assert tce.check(text).status == "complete"


@pytest.mark.parametrize("text", ["let € = 1;", "let \x7f = 1;", "let a\x7f = 1;", "let a€ = 1;"])
def test_characters_that_are_neither_identifiers_nor_spaces_are_rejected(text):
    assert tce.check(text).status == "rejected"


def test_a_ts_ignore_comment_lets_the_next_line_break_grammar_the_checker_reports():
    assert tce.check("const x: string;\n") == tce.Verdict("rejected", len("const x: string;"))
    assert tce.check("// @ts-ignore\nconst x: string;\n").status == "complete"


# Texts tsc accepts (0 diagnostics under --strict, checked with the oracle), each walking several
# modes of the scanner: escapes, template pieces, comments, numbers, punctuators, regexes, names.
TSC_CLEAN = [
    "let s = 'a\\'b\\x41\\u0041\\u{1F600}\\u{10FFFF}\\0\\n\\\\', t = \"x\\\"y\\0\";",
    "let n = 1; let t = `a${n}b${`i${n}`}c\\`d$e$`, u = `${ {a: 1}.a }$`, v = ``;",
    "/** doc **/ let /* a * b */ x /* *\n*/ = 1 // c\n/*\n*/ let y = x;",
    "let a = [0, 0.5, .5, 5., 1e5, 1E+5, 1e-5, 0x1F, 0b10, 0o17, 1_000, 0.0_1, 1..toString()]; let b = [123n, 0xFFn];",
    "let x = 1; x **= 2; x >>>= 1; x ||= 3; x = x >= 1 ? x >> 1 : x << 2; let z = x ? .5 : 1; let q = x?.5:1;",
    "let y: string | undefined = 'a'; let w = y?.length ?? 0; let f = (): Array<number>=> [];",
    "let r = /ab+[/]\\//gi.test('a'), d = 4 / 2 / 1, e = /=/.source;",
    "let caf\u00e9 = 1, a\\u0062 = 2, \\u{63} = 3, \u65e5\u672c = 4, a\u200cb = 5;",
    "class A { #p = 1; #\\u0071 = 2; m() { return this.#p + this.#q; } }",
    "let a = 1\nlet b = 2\r\nlet c = 3\u2028let d = 4\rlet e = a\n++b",
    "#!/usr/bin/env node\nlet x = 1;",
    "/* @ts-ignore */\nconst x: string;\n",
    "/** @ts-expect-error */\nconst x: string;\n",
    "//" + " " * 30 + "@ts-ignore\nconst x: string;\n",  # the directive ends at the 40th character kept
    "let x = 1 /* a *\n*/ let y = 2",  # the line break after a `*` in a comment still ends the line
    "type T = `a${string}b${number}c`;",  # a template literal type resumes after each `}` too
    "let g = (): Array<Array<number>>=> [];",  # `>>=>` is `>` `>` `=>` after type arguments
    "type A<T> = T extends 1 ?.5 : 2;",  # `?.` then a digit is `?` `.5`, in a type too
    "let a\\u0062\\u{63} = 1;",  # two escapes in one name
    "/*\n@ts-ignore */\nconst x: string;\n",  # the directive on the last line of a block comment
    "let s = 'a\\\r\nb', t = \"c\\\r\nd\";",  # CRLF line continuations inside a longer feed
    "let\u00a0a\u3000=\v1\f;\ufefflet b = a;",  # spaces other than " " and tab between tokens
    "let x = 1 // c\nlet y = x",  # a line comment's line break ends the statement (ASI)
    "let a = 1; /** banner **/ let b = a;",  # a run of stars before the closing `/`
    "let r = /a/ug, s = /b/uimsy, t = /c/dgimsuy;",  # flags after `u`, every flag once
    # names that differ only before a non-ASCII character or an escape are two names
    "let a\u00e9 = 1, b\u00e9 = 2; let c = a\u00e9 + b\u00e9;\nlet x\\u0061 = 1, y\\u0061 = 2; let z = x\\u0061 + y\\u0061;",
    # found by mutation testing: escapes fed whole, and the character right after one
    "let s = '\\X', t = \"\\X\";",  # `\X` is no hex escape, in a string
    "let t = `\\X`;",  # nor in a template
    "let s = 'a\\\r\n', t = 1;",  # the quote right after a CRLF line continuation closes the string
    "let t = `a\\0b`, u = `\\x41`, v = `a\\x41b\\u0041c\\u{1F600}d`;",  # template escapes, then text or the closing backtick
    "let t = `\\u{10FFFF}`;",  # the last code point, in a template
    # a tagged template takes any escape, in its first piece and after a substitution
    "declare function tag(s: TemplateStringsArray, ...v: unknown[]): string;\nlet t = tag`\\01`, u = tag`a${1}\\1`;",
]


def fed_one_character_at_a_time(text):
    state = tce.initial_state()
    for i, c in enumerate(text):
        state = state.feed(c)
        if state is None:
            return i + 1
    return state


@pytest.mark.parametrize("text", TSC_CLEAN)
def test_a_tsc_clean_text_is_complete_however_it_is_split(text):
    whole = tce.initial_state().feed(text)
    assert whole is not None and whole.is_complete
    # resuming inside every token gives the same state as scanning the text at once
    assert fed_one_character_at_a_time(text) == whole
    for k in range(1, len(text), 7):
        head = tce.initial_state().feed(text[:k])
        assert head.feed(text[k:]) == whole, k
        assert head.feed(text[k:k + 5]) == tce.initial_state().feed(text[:k + 5]), k  # and mid-token


# Texts tsc rejects (its error in brackets), with the prefix after which no continuation is valid.
REJECTED_AT = [
    ("let s = 'a\\1';", "let s = 'a\\1"),  # an octal escape (TS1487)
    ("let s = 'a\\01';", "let s = 'a\\01"),  # \0 then a digit (TS1487)
    ("let s = '\\xg';", "let s = '\\xg"),  # hexadecimal digit expected (TS1125)
    ("let s = '\\u{110000}';", "let s = '\\u{110000"),  # past U+10FFFF (TS1198)
    ("const 'a';", "const '"),  # no string may follow `const` (TS1134)
    ("const `a`;", "const `"),  # nor a template (TS1134)
    ("let /x/;", "let /x"),  # `/` after `let` is neither division nor regex, only a comment (TS1109)
    ("let x = 1\\u0061;", "let x = 1\\"),  # no name right after a number (TS1005)
    ("#x = 1;", "#x"),  # `#` at the start is only a shebang's (TS18016)
    ("class A { #1 = 2 }", "class A { #1"),  # a private name starts like a name (TS1127)
    ("let r = /a/gg;", "let r = /a/gg"),  # a repeated flag (TS1500)
    ("let r = /a/gig;", "let r = /a/gig"),  # repeated, not next to itself (TS1500)
    ("let r = /a/z;", "let r = /a/z"),  # an unknown flag (TS1499)
    ("let r = /a/uv;", "let r = /a/uv"),  # u and v together (TS1502)
    ("let \\u00g = 1;", "let \\u00g"),  # an unfinished escape in a name (TS1127)
    ("let x = 1 let y = 2", "let x = 1 l"),  # no line break: no automatic semicolon (TS1005)
    ("let x = 1 /* a */ let y = 2", "let x = 1 /* a */ l"),  # a one-line comment is no line break (TS1005)
    ("let a = 1; let x = a .5;", "let a = 1; let x = a .5"),  # `.5` is a number, not a member name (TS1005)
    # the type layer follows every token, one-character punctuators included (TS2322)
    ("let n: number = 1; n = 'a';", "let n: number = 1; n = 'a';"),
    ("#!\nconst x: string;\n", "#!\nconst x: string;"),  # a bare shebang ends at its line (TS1155 after it)
    # and after `>=` split into `>` `=>` (TS2322)
    ("let f = (): Array<number>=> []; let n: number = 'a';", "let f = (): Array<number>=> []; let n: number = 'a';"),
    # and after `?.5` split into `?` `.5` (TS2322)
    ("let b = true; let x = b ?.5 : 1; let s: string = 1;", "let b = true; let x = b ?.5 : 1; let s: string = 1;"),
    # and after a comment (TS2322)
    ("// c\nlet n: number = 'a';", "// c\nlet n: number = 'a';"),
    ("/* c */ let n: number = 'a';", "/* c */ let n: number = 'a';"),
    # a partial number the type layer refuses: no second argument (TS2554)
    ("function f(a: number) {}\nf(1, 2);", "function f(a: number) {}\nf(1, 2"),
    # found by mutation testing: what the type layer refuses at a partial token
    ("declare const x: number;\nfunction f(a: number) {}\nf(1, x);", "declare const x: number;\nfunction f(a: number) {}\nf(1, x"),  # a name (TS2554)
    ('let s: string = "a"; s.lenx;', 'let s: string = "a"; s.lenx'),  # no member of string starts so (TS2339)
    ('const a = "x" - 1;', 'const a = "x" -'),  # a punctuator: no `-` `-=` `--` after a string (TS2362)
    # a keyword: `in` and `instanceof` both close `1 < 'a'` (TS2365)
    ("declare const o: object; let b = 1 < 'a' in o;", "declare const o: object; let b = 1 < 'a' i"),
    ("let s = '\\a\n';", "let s = '\\a\n"),  # a line break after an escape still ends the string (TS1002)
]


@pytest.mark.parametrize("text,rejected_prefix", REJECTED_AT)
def test_a_malformed_token_is_rejected_at_its_first_impossible_character(text, rejected_prefix):
    assert tce.check(text) == tce.Verdict("rejected", len(rejected_prefix))
    # fed one character at a time, every shorter prefix stays alive (a partial token can still
    # become a valid one) and the same character is the first rejected
    assert fed_one_character_at_a_time(text) == len(rejected_prefix)


@pytest.mark.parametrize("a,b", [
    ("let s = 'a" + "b" * 64, "let s = 'a" + "c" * 64),  # what a long string holds is not kept
    ("let t = `ab", "let t = `cd"),
    ("let t = `a${1}b", "let t = `a${2}c"),
    ("let x = 1 // ab\n", "let x = 1 // cd\n"),  # nor what an ended comment said
    ("let x = 1 /* ab */", "let x = 1 /* cd */"),
    ("let s = 'a\\x41", "let s = 'a\\u0041"),  # an escape, once complete, leaves no trace

    # a comment keeps only its first 40 characters (to look for @ts-ignore), a block comment those
    # of its current line, with its leading run of slashes, stars and spaces folded
    ("/* " + "a" * 40 + "b", "/* " + "a" * 40 + "c"),
    ("/*\n" + "a" * 39 + "\n", "/*\n" + "b" * 39 + "\n"),  # a line without the directive is dropped
    ("/* x\n" + "a" * 39, "/* y\n" + "a" * 39),
    ("// " + "a" * 50, "// " + "a" * 50 + "b"),
    ("//" + " " * 50 + "x", "// x"),
    ("//  x", "// x"),  # a run of two is folded too
    ("/" + "*" * 60 + " x", "/** x"),
])
def test_what_a_literal_holds_does_not_split_equal_states(a, b):
    # equal states let the checkpoints and caches treat both prefixes as one
    assert tce.initial_state().feed(a) == tce.initial_state().feed(b)


def test_a_short_string_keeps_its_text_for_the_type_layer_only():
    # `"lfet"` is no `Dir` (test_type_string_literals.py); the syntax layer alone keeps no text
    a, b = "let s = 'ab", "let s = 'cd"
    assert tce.initial_state(types=False).feed(a) == tce.initial_state(types=False).feed(b)
    assert tce.initial_state().feed(a) != tce.initial_state().feed(b)
    assert tce.initial_state().feed(a + "'") != tce.initial_state().feed(b + "'")


@pytest.mark.parametrize("a,b", [
    ("let s = 'ab", 'let s = "ab'),  # the quote that closes the string
    ("let x = ab", "let x = abc"),  # a partial name
    ("x = 1", "x = 12"),  # a partial number
    ("x = a >", "x = a >>"),  # a partial punctuator
    ("x = /a", "x = /[a"),  # inside a regex's character class or not
    ("let x = 1\n", "let x = 1 "),  # a line break before the next token
])
def test_what_the_scanner_still_needs_splits_states(a, b):
    assert tce.initial_state().feed(a) != tce.initial_state().feed(b)


# found by mutation testing (tsc --strict: no error in any of them): the directive after any
# leading whitespace, and on the last line of a block comment
@pytest.mark.parametrize("text", [
    "//" + " " * 50 + "@ts-ignore\nconst x: string;\n",
    "/*\n*** @ts-ignore */\nconst x: string;\n",
    "/* a long first line of a block comment that says nothing\n * @ts-expect-error */\nconst x: string;\n",
    "/// @ts-ignore\nconst x: string;\n",  # a third slash (folded with the space after it)
])
def test_a_ts_ignore_directive_tsc_honours_anywhere_it_does(text):
    assert tce.check(text).status == "complete"


@pytest.mark.parametrize("text", ["class A { #\\u0061b = 1; m() { return this.#ab; } }", "let \\u{61}\\u0062c = 1;"])
def test_every_prefix_of_a_name_with_escapes_is_the_same_state_fed_whole_or_one_character_at_a_time(text):
    state = tce.initial_state()
    for k, c in enumerate(text, 1):
        state = state.feed(c)
        assert state == tce.initial_state().feed(text[:k]), text[:k]


# found by mutation testing: a feed that ends inside a private name (or its escape) is None at once
# where no private name may stand, as fed one character at a time; where one may, it is kept
PRIVATE_NAME_FEEDS = [("let #a", False), ("let #\\u006", False), ("class A { #a", True), ("class A { #\\u006", True)]
# their completions, for tsc (test_lexer_oracle.py)
PRIVATE_NAME_TEXTS = [("let #a = 1;", False), ("let #\\u0061 = 1;", False), ("class A { #a = 1; }", True),
                      ("class A { #\\u0061 = 1; }", True)]


@pytest.mark.parametrize("text,valid", PRIVATE_NAME_FEEDS)
def test_a_feed_ending_in_a_private_name_is_refused_where_none_may_stand(text, valid):
    assert (tce.initial_state().feed(text) is not None) == valid
