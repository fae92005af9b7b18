"""Declarations that only TypeScript has (interface, type alias, enum, namespace) and the
module statements (import and export in all their forms)."""

from . import classes as C
from . import expressions as E
from . import functions as F
from . import module_detection as M
from . import statements as S
from . import type_syntax as T
from .parser_core import EXPR_SEMI, RESERVED, opt, seq


def p_namespace(st, tok, rest):
    """`A.B.C { ... }` or `'module-name' { ... }` / `'module-name';` (ambient)."""
    k = tok[0]
    if st == 0 or st == 3:  # 3 after a `.`: tsc takes any word there (`namespace A.var {}`)
        if k == "id" and (st == 3 or tok[1] not in RESERVED):
            return (((p_namespace, 1), rest), None)
        if k == "str" and st == 0:
            return (((p_namespace, 2), rest), None)
        return None
    if k == "{":
        return (((S.p_stmts, S.NAMESPACE_BODY), rest), None)
    if st == 1:
        if k == ".":
            return (((p_namespace, 3), rest), None)
        return None
    return ((EXPR_SEMI, rest), tok)  # declare module 'x';


def p_enum_members(st, tok, rest):
    """Enum members after `{`: `A`, `B = 1`, `'c' = B`, separated by commas."""
    k = tok[0]
    if k == "}":
        return (rest, None)
    if st == 0:
        if k == "id" or k == "str":
            return (((p_enum_members, 1), rest), None)
        if k == "[":  # a computed name is an error tsc reports late; accept it
            return ((seq(E.ASSIGN_EXPR, "]"), ((p_enum_members, 1), rest)), None)
        return None
    if k == "," and st >= 1:
        return (((p_enum_members, 0), rest), None)
    if k == "=" and st == 1:
        return ((E.ASSIGN_EXPR, ((p_enum_members, 2), rest)), None)
    return None


def p_specifiers(st, tok, rest):
    """`{ a, b as c, type d, type e as f, default as g, "str" as h }` after `{`.
    st: 0 before a specifier, "T" after a leading `type`, "TA" after `type as`,
    "N" after the name, "A" after `as`, "E" at the specifier's end."""
    k = tok[0]
    if k == "}" and st != "A":
        return (rest, None)
    if k == "," and st != 0 and st != "A":
        return (((p_specifiers, 0), rest), None)
    if k == "priv":  # tsc's parser takes `#x` as a specifier's name, and its checker too
        k = "id"
    elif k != "id" and k != "str":
        return None
    word = tok[1] if k == "id" else None
    if st == 0:
        if word != "type" and (word is None or word in RESERVED):
            rest = _needs_from(rest)
        return (((p_specifiers, "T" if word == "type" else "N"), rest), None)
    if st == "T":
        if word != "as" and (word is None or word in RESERVED):
            rest = _needs_from(rest)
        return (((p_specifiers, "TA" if word == "as" else "N"), rest), None)
    if st == "TA":  # `type as as x`, `type as x` (type-only `as`, or `type` renamed)
        return (((p_specifiers, "A" if word == "as" else "E"), rest), None)
    if st == "N":
        return (((p_specifiers, "A"), rest), None) if word == "as" else None
    if st == "A":
        return (((p_specifiers, "E"), rest), None)
    return None


def p_export_as_name(st, tok, rest):
    """The name after `export * as`: any identifier name, a string, or even `#x` (tsc's parser
    takes it); but tsc checks it as a strict-mode name: `let`, `private`... (TS1214), and
    `await` at a module's top level (TS1262)."""
    k = tok[0]
    if k == "id" and (tok[1] in S.STRICT_RESERVED or tok[1] == "await") and not S.lenient(rest):
        if tok[1] == "await" and S.module_top_level(rest):
            return None
        if tok[1] != "await" and not S.strict_name_ok(tok[1], rest):
            return None
    return (rest, None) if k in ("id", "str", "priv") else None


def p_need_from(st, tok, rest):
    """After `export { default as x, "s" as y }`: a reserved word or a string names no local
    binding, so `from "m"` must follow (TS2304, TS1003 without it)."""
    if (tok[0] == "id" and tok[1] == "from") or S.lenient(rest) or S.ambient(rest):
        return (rest, tok)
    return None


def _needs_from(rest):
    """``rest`` (below a specifier list) with the `from` check pushed once."""
    return rest if rest[0][0] is p_need_from else ((p_need_from, 0), rest)


def p_import_specifiers(st, tok, rest):
    """Like p_specifiers, but each specifier binds a local name, which cannot be a reserved
    word: `import { class }` is an error, `import { class as c }` is not. Extra state "R"
    after a reserved or string name, which needs `as`."""
    k = tok[0]
    if k == "}" and (st == 0 or st in ("T", "TA", "N", "E")):
        return (rest, None)
    if k == "," and st in ("T", "TA", "N", "E"):
        return (((p_import_specifiers, 0), rest), None)
    if k == "priv":  # `import { #a }`: tsc accepts it (see p_specifiers)
        k = "id"
    elif k != "id" and k != "str":
        return None
    word = tok[1] if k == "id" else None
    bindable = word is not None and word not in RESERVED and (
        word not in S.STRICT_RESERVED or S.strict_name_ok(word, rest)) and (
        word != "await" or S.lenient(rest) or S.ambient(rest))  # an import makes a module (TS1262)
    if st == 0:
        if word == "type":
            return (((p_import_specifiers, "T"), rest), None)
        return (((p_import_specifiers, "N" if bindable else "R"), rest), None)
    if st == "T":
        if word == "as":
            return (((p_import_specifiers, "TA"), rest), None)
        return (((p_import_specifiers, "N" if bindable else "R"), rest), None)
    if st == "TA":  # `type as as x`, `type as x`
        if word == "as":
            return (((p_import_specifiers, "A"), rest), None)
        return (((p_import_specifiers, "E"), rest), None) if bindable else None
    if st == "N" or st == "R":
        return (((p_import_specifiers, "A"), rest), None) if word == "as" else None
    if st == "A":
        return (((p_import_specifiers, "E"), rest), None) if bindable else None
    return None


def p_import_attributes(st, tok, rest):
    """An optional `with { type: "json" }` (or the older `assert { ... }`)."""
    if tok[0] == "id" and tok[1] in ("with", "assert") and not tok[2]:
        return ((seq("{", (E.p_object, 0)), rest), None)
    return (rest, tok)


ATTRIBUTES_OPT = (p_import_attributes, 0)
SPECIFIERS = (p_specifiers, 0)  # after `{`
FROM_MODULE = seq("from", "STR", ATTRIBUTES_OPT, EXPR_SEMI)


def p_import_equals(st, tok, rest):
    """After `import x =`: `require("m")` or a qualified name `A.B.C`."""
    k = tok[0]
    if st == 0:
        if k == "id":
            return (((p_import_equals, 2 if tok[1] == "require" else 1), rest), None)
        return None
    if k == ".":
        return ((seq("ID"), ((p_import_equals, 1), rest)), None)
    if st == 2 and k == "(":  # import x = require("m") makes the file a module
        rest = M.as_module(rest)
        return ((seq("STR", ")", EXPR_SEMI), rest), None) if rest is not None else None
    return ((EXPR_SEMI, rest), tok)


def p_import_name(st, tok, rest):
    """The local name of `import * as x` (the file is a module by then): no reserved word,
    none of `let`, `private`... (TS1214), nor `await` (TS1262)."""
    if tok[0] == "id" and tok[1] not in RESERVED and S.strict_name_ok(tok[1], rest):
        if tok[1] == "await" and not S.lenient(rest) and not S.ambient(rest):
            return None
        return (rest, None)
    return None


def p_import(st, tok, rest):
    """After `import` at the start of a statement. st: "S" at the start, "T" after
    `import type`, "D" after the default binding, "C" after `x,`."""
    k = tok[0]
    if st == "X" or st == "XT":  # after `export import` [type]: a name, then `=`
        if k == "id" and tok[1] not in RESERVED:
            if tok[1] == "type" and st == "X":
                return [(((p_import, "XT"), rest), None), (((p_import, "XD"), rest), None)]
            return (((p_import, "XD"), rest), None)
        return None
    if st == "XD":
        return (((p_import_equals, 0), rest), None) if k == "=" else None
    if st == "S":
        if k == "(" or k == ".":  # import("m") / import.meta: an expression statement
            return (((E.p_expr, E.IMPORT), (EXPR_SEMI, rest)), tok)
        if k == "str":
            rest = M.as_module(rest)
            return ((seq(ATTRIBUTES_OPT, EXPR_SEMI), rest), None) if rest is not None else None
        if k == "id":
            t = tok[1]
            if t == "type" or t == "defer":
                return (((p_import, "T"), rest), None)
            if t not in RESERVED and S.strict_name_ok(t, rest):  # `import private from` (TS1214)
                return (((p_import, "D"), rest), None)
            return None
        st = "C"
    elif st == "T":
        if k == "id":
            if tok[1] == "from":  # `import type from "m"` or `import type from from "m"`
                rest = M.as_module(rest)
                if rest is None:
                    return None
                return [(((p_import, "D"), rest), None), ((seq("STR", ATTRIBUTES_OPT, EXPR_SEMI), rest), None)]
            if tok[1] not in RESERVED and S.strict_name_ok(tok[1], rest):
                return (((p_import, "D"), rest), None)
            return None
        if k == "=" or k == ",":
            return (((p_import, "D"), rest), tok)
        st = "C"
    elif st == "D":
        if k == "," or (k == "id" and tok[1] == "from"):  # no `import x = N.y`: a module
            rest = M.as_module(rest)
            if rest is None:
                return None
            if k == ",":
                return (((p_import, "C"), rest), None)
            return ((seq("STR", ATTRIBUTES_OPT, EXPR_SEMI), rest), None)
        if k == "=":
            return (((p_import_equals, 0), rest), None)
        return None
    if k == "{" or k == "*":  # an import declaration: the file is a module
        rest = M.as_module(rest)
        if rest is None:
            return None
        if k == "{":
            return ((seq((p_import_specifiers, 0), "from", "STR", ATTRIBUTES_OPT, EXPR_SEMI), rest), None)
        return ((seq("as", (p_import_name, 0), "from", "STR", ATTRIBUTES_OPT, EXPR_SEMI), rest), None)
    return None


_EXPORTABLE = frozenset(
    "declare abstract async const let var function class interface enum namespace module "
    "using type enum".split()
)


def p_export(st, tok, rest):
    """After `export`. st: "S" at the start, "T" after `export type`, "D" after `default`."""
    k = tok[0]
    if st == "S":
        if k == "id":
            t = tok[1]
            if t == "default":
                return (((p_export, "D"), rest), None)
            if t == "type":
                return (((p_export, "T"), rest), None)
            if t == "as":
                return ((seq("namespace", "ID", EXPR_SEMI), rest), None)
            if t == "import":  # only `export import A = B.C` (TS1191: an import has no modifiers)
                return (((p_import, "S" if S.lenient(rest) else "X"), rest), None)
            if t in _EXPORTABLE:
                if t == "using" and not S.lenient(rest):
                    return None  # `export using x = d` (TS1491; nothing else makes a statement)
                if t in RESERVED:  # const, var, function, class, enum
                    return (((S.p_stmt, 0), rest), tok)
                return (((S.p_after_word, (t, "declaration")), rest), None)
            return None
        if k == "=":  # export = x: not in a namespace (TS1063)
            if rest[0] == (S.p_stmts, S.NAMESPACE_BODY) and not S.ambient(rest) and not S.lenient(rest):
                return None
            return ((seq(E.EXPR, EXPR_SEMI), rest), None)
        if k == "@":
            return (((S.p_stmt, 0), rest), tok)
        if k != "{" and k != "*":
            return None
        st = "T"
    if st == "T":
        if (k == "{" or k == "*") and rest[0] == (S.p_stmts, S.NAMESPACE_BODY) and not S.ambient(rest) \
                and not S.lenient(rest):
            return None  # `namespace N { export { A }; }` (TS1194)
        if k == "{":
            return ((seq(SPECIFIERS, opt("from", seq("STR", ATTRIBUTES_OPT)), EXPR_SEMI), rest), None)
        if k == "*":
            return ((seq(opt("as", (p_export_as_name, 0)), "from", "STR", ATTRIBUTES_OPT, EXPR_SEMI), rest), None)
        if k == "id":  # export type X = ...
            return (((S.p_after_word, ("type", "declaration")), rest), tok)
        return None
    if st == "DAB":  # export default abstract class {}: here alone a class declaration needs no name
        if k == "id" and tok[1] == "class" and not tok[2]:
            return ((C.ABSTRACT_CLASS_HEAD, rest), None)
        return S.p_after_word("abstract", tok, rest)
    if st == "DA":  # export default async function [name]() {}, or an async arrow
        if k == "id" and tok[1] == "function" and not tok[2]:
            return ((F.ASYNC_DEFAULT_FUNCTION_DECL, rest), None)
        return (((S.p_after_word, "async"), rest), tok)
    # export default
    if k == "id":
        t = tok[1]
        if t == "function":
            return ((F.DEFAULT_FUNCTION_DECL, rest), None)
        if t == "class":
            return ((C.CLASS_HEAD, rest), None)
        if t == "async":
            return (((p_export, "DA"), rest), None)
        if t == "abstract":
            return (((p_export, "DAB"), rest), None)
        if t == "interface":
            return (((S.p_after_word, t), rest), None)
    if k == "@":  # export default @dec class {}
        return (((C.p_decorator, 0), ((p_export, "D"), rest)), None)
    return ((seq(E.ASSIGN_EXPR, EXPR_SEMI), rest), tok)


def p_decl_name(st, tok, rest):
    """The name of a type alias, interface (st 1) or enum (st 0): no reserved word, in strict
    code none of `implements`, `let`, `static`... either (TS1212-TS1214); tsc reads the first
    two like a binding's, so `type await` is TS1262 at a module's top level."""
    if tok[0] == "id" and tok[1] not in RESERVED and S.strict_name_ok(tok[1], rest):
        if st and tok[1] in _PREDEFINED_TYPES and not S.lenient(rest):
            return None  # `type never = 1`, `interface string {}` (TS2457, TS2427)
        if st and tok[1] == "await":
            rest = F.await_binding(rest)
            return (rest, None) if rest is not None else None
        return (rest, None)
    return None


# names of built-in types, which no type alias or interface may take (tsc's checkTypeNameIsReserved)
_PREDEFINED_TYPES = frozenset("any unknown never number bigint boolean string symbol object undefined".split())
DECL_NAME = (p_decl_name, 0)
TYPE_NAME = (p_decl_name, 1)
TYPE_ALIAS = None  # set by link()
INTERFACE = None
ENUM = None


def link():
    global TYPE_ALIAS, INTERFACE, ENUM
    TYPE_ALIAS = seq(TYPE_NAME, F.DECL_TPARAMS_OPT, "=", T.TYPE, EXPR_SEMI)
    INTERFACE = seq(
        TYPE_NAME, F.DECL_TPARAMS_OPT, opt("extends", seq(C.HERITAGE_TYPE, (C.p_type_list, 0))), "{", (T.p_type_members, 4)
    )
    ENUM = seq(DECL_NAME, "{", (p_enum_members, 0))
