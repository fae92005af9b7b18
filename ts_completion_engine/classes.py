"""Classes: the head (name, type parameters, heritage), the body and every member kind,
and decorators."""

from . import accessors as A
from . import ambient_values as AV
from . import expressions as E
from . import functions as F
from . import statements as S
from . import type_syntax as T
from .parser_core import RESERVED, seq


def p_decorator(st, tok, rest):
    """After `@`: a name, member accesses, calls and type arguments, or `(expr)`."""
    k = tok[0]
    if st == 0:
        if k == "id" and tok[1] not in RESERVED and tok[1] != "await" and tok[1] != "yield":
            if tok[1] in S.STRICT_RESERVED and not S.strict_name_ok(tok[1], rest):
                return None  # `@private` on a member or parameter: class code is strict (TS1213)
            return (((p_decorator, 1), rest), None)
        if k == "(":
            return ((seq(E.EXPR, ")"), ((p_decorator, 1), rest)), None)
        return None
    if k == ".":
        return ((seq("NAME"), ((p_decorator, 1), rest)), None)
    if k == "(":
        return (((F.p_args, 0), ((p_decorator, 1), rest)), None)
    if k == "<":
        return ((T.TARGS_BODY, ((p_decorator, 1), rest)), None)
    return (rest, tok)


def p_class_head(st, tok, rest):
    """After `class`: [name] [<T>] [extends Base<T>] [implements A, B] then the body.
    st: 0 before an optional name, 3 before a required one (a class declaration),
    1 before type parameters, 2 in the heritage clauses; plus ABSTRACT for `abstract class`."""
    k = tok[0]
    abstract = st & ABSTRACT
    st -= abstract
    if st == 3:
        if k == "id" and tok[1] not in RESERVED:
            if not S.strict_name_ok(tok[1], rest):
                return None  # `class let {}`: class code is strict (TS1213)
            if tok[1] == "await":  # a module's top level: TS1262 (also a class expression's)
                rest = F.await_binding(rest)
                if rest is None:
                    return None
            return (((p_class_head, 1 | abstract), rest), None)
        if not S.lenient(rest):
            return None
        st = 0
    if st == 0:
        if k == "id" and tok[1] not in RESERVED and tok[1] != "implements":
            if not S.strict_name_ok(tok[1], rest):
                return None  # `class static {}` (TS1213)
            if tok[1] == "await":
                rest = F.await_binding(rest)
                if rest is None:
                    return None
            return (((p_class_head, 1 | abstract), rest), None)
        st = 1
    if st == 1:
        if k == "<":
            return ((T.CLASS_TPARAMS_BODY, ((p_class_head, 2 | abstract), rest)), None)
    if k == "{":
        return (((p_class_body, abstract), rest), None)
    if k == "id":
        if tok[1] == "extends":
            heritage = (E.p_expr, E.OPD | E.NO_COMMA | E.HERITAGE | E.LHS_ONLY)
            return ((heritage, ((p_class_head, 2 | abstract), rest)), None)
        if tok[1] == "implements":
            return ((HERITAGE_TYPE, ((p_type_list, 0), ((p_class_head, 2 | abstract), rest))), None)
    return None


ABSTRACT = 4
CLASS_HEAD = (p_class_head, 0)   # a class expression, export default class
CLASS_DECL = (p_class_head, 3)   # a class declaration: the name is required
ABSTRACT_CLASS_HEAD = (p_class_head, ABSTRACT)  # after `export default abstract class`
ABSTRACT_CLASS_DECL = (p_class_head, 3 | ABSTRACT)  # after `abstract class`: the name is required (TS1211)


def p_type_list(st, tok, rest):
    """`, T` repeated (implements A, B / interface extends A, B)."""
    if tok[0] == ",":
        return ((HERITAGE_TYPE, ((p_type_list, 0), rest)), None)
    return (rest, tok)


def p_heritage_type(st, tok, rest):
    """One type after `implements` or an interface's `extends`: tsc parses a left-hand-side
    expression, then type arguments, so after a dotted name and `<T>` only `,` `{` and
    `implements` can follow (`A | B`, `A[]` are TS1005, TS1011); any other expression there
    (`(A)`, `this`, `A()`) is TS2499/TS2500, which a `// @ts-ignore` silences (then the class
    heritage expression reads it). st: 0 at the start, 1 after a name, 2 after `<T>`."""
    k = tok[0]
    if st == 0:
        if k == "id" and tok[1] not in RESERVED and S.strict_name_ok(tok[1], rest):  # `implements private`: TS1213
            return (((p_heritage_type, 1), rest), None)
    elif st == 1:
        if k == ".":
            return ((seq("NAME"), ((p_heritage_type, 1), rest)), None)
        if k == "<":
            return ((T.TARGS_BODY, ((p_heritage_type, 2), rest)), None)
    if st == 0 or k in _NOT_A_TYPE_NAME:
        if S.lenient(rest):
            fl = E.OPD if st == 0 else E.AFT_ID
            return (((E.p_expr, fl | E.NO_COMMA | E.HERITAGE | E.LHS_ONLY), rest), tok)
        return None
    return (rest, tok)


# tokens after a heritage name that make it another expression (TS2499/TS2500, not syntax)
_NOT_A_TYPE_NAME = frozenset(("(", "?.", "!", "[", "tpl", "tph", "."))
HERITAGE_TYPE = (p_heritage_type, 0)


def p_class_body(st, tok, rest):
    """Members after `{`; st is ABSTRACT in an abstract class (abstract members allowed)."""
    k = tok[0]
    if k == "}":
        return (rest, None)
    if k == ";":
        return (((p_class_body, st), rest), None)
    return (((p_class_member, _ABSTRACT_START if st else "S"), ((p_class_body, st), S.member_starts(rest, tok[2]))), tok)


_MODIFIERS = frozenset(
    "public private protected static readonly abstract override declare accessor async get set".split()
)
# modifiers that may be separated from the member name by a line break (tsc's rule)
_MODIFIERS_ACROSS_LINES = frozenset(("static", "get", "set"))
_NAME_KINDS = ("id", "str", "num", "priv", "[")


def p_class_member(st, tok, rest):
    """One class member. st: "S" at the start (decorators, modifiers), a modifier word just
    read, "G" where a method name must follow (after `*`, get, set, async), "GN" after it,
    "N" after a name, "N2" after `?`/`!`, "V" before a value ("VT" after a type), "E" at the member's end."""
    k = tok[0]
    if type(st) is tuple and st[0] == "S*":  # the start, after modifiers (``st[1]``: those seen)
        seen = st[1]
        st = "S"
    elif type(st) is tuple and st[0] == "W":  # ("W", modifier word, seen)
        seen = st[2]
        st = st[1]
    else:
        seen = ()
    if st == "S":
        if k == "@":
            return (((p_decorator, 0), ((p_class_member, "S"), rest)), None)
        # after declare / readonly / accessor the member must be a property (TS1031, TS1024)
        name = _property_name_state(seen) if seen else "N"
        if k == "id":
            t = tok[1]
            if t in _MODIFIERS:
                return (((p_class_member, ("W", t, seen) if seen else t), rest), None)
            if t == "constructor" and not S.lenient(rest):
                # the keyword always makes a constructor, which takes only accessibility
                # (static/async/override: TS1089; declare, readonly, abstract...: TS1031...)
                if seen and not _CONSTRUCTOR_MODIFIERS.issuperset(seen):
                    return None
                return (((p_class_member, "C"), rest), None)
            return (((p_class_member, name), rest), None)
        if k == "num" and tok[1].endswith("n") and not S.lenient(rest):
            # a bigint names only a method or accessor (TS1539 on a property)
            return (((p_class_member, "B"), rest), None) if name == "N" else None
        if k == "str" or k == "num" or k == "priv":
            return (((p_class_member, name), rest), None)
        if k == "*":
            return (((p_class_member, ("G", F.GEN)), rest), None)
        if k == "[":
            computed = ((seq(E.ASSIGN_EXPR, "]"), ((p_class_member, name), rest)), None)
            if seen and not _INDEX_MODIFIERS.issuperset(seen) and not S.lenient(rest):
                return computed  # public [k: string]: an index signature takes static, readonly (TS1071)
            return [computed, ((T.INDEX_SIGNATURE, ((p_class_member, "N2"), rest)), None)]
        return None
    if st == "C":  # after `constructor`: no type parameters (TS1092), no `?`
        if k == "(":
            return ((F.CONSTRUCTOR_REST, rest), tok)
        return None
    if type(st) is tuple:  # ("G" | "GN" | "GN2", flavour): a method after `*`, get, set, async
        ph, flavour = st
        if ph == "G":  # its name
            if k == "id" and tok[1] == "constructor" and not S.lenient(rest):
                return None  # get/set (TS1341), `*` (TS1368), async (TS1089) constructor
            if k == "[":
                return ((seq(E.ASSIGN_EXPR, "]"), ((p_class_member, ("GN", flavour)), rest)), None)
            if k in _NAME_KINDS:
                return (((p_class_member, ("GN", flavour)), rest), None)
            return None
        if k == "?" and ph == "GN":
            return (((p_class_member, ("GN2", flavour)), rest), None)
        if type(flavour) is str:  # get, set
            if k == "<" and not S.lenient(rest):
                return None  # get x<T>(): an accessor has no type parameters (TS1094)
            if k == "(" or k == "<":
                return ((A.CLASS_REST[flavour] if k == "(" else F.CLASS_METHOD_REST[0], rest), tok)
            return None
        if k == "(" or k == "<":
            return ((F.CLASS_METHOD_REST[flavour], rest), tok)
        return None
    if st == "B" or st == "B2":  # after a bigint name: a method, `1n()` or `1n?()`
        if k == "?" and st == "B":
            return (((p_class_member, "B2"), rest), None)
        if k == "(" or k == "<":
            return ((F.CLASS_METHOD_REST[0], rest), tok)
        return None
    if st in _AFTER_NAME:
        if (k == "?" or k == "!") and st[-1] != "2":
            return (((p_class_member, st + "2"), rest), None)
        if k == "(" or k == "<":
            if st[1:2] == "P" and not S.lenient(rest):
                return None  # declare m(), readonly m(): only a property may have these
            return ((F.CLASS_METHOD_REST[0], rest), tok)
        if k == ":":
            return ((T.TYPE, ((p_class_member, _TYPED[st]), rest)), None)
        declared = "D" in st or "R" in st  # a `declare` property, ambient in any class
        if k == "=" and (declared or S.ambient(rest)) and not S.lenient(rest):
            if st[1:2] != "P" or "D" in st:
                return None  # declare class D { x = 1 }, class C { declare x = 1 } (TS1039)
            return ((AV.AMBIENT_VALUE, ((p_class_member, "E"), rest)), None)  # readonly x = [1] (TS1254)
        st = "V"
    if st == "V" or st in _VT:
        if k == "=":
            if st != "V" and (st[2:3] == "D" or S.ambient(rest)) and not S.lenient(rest):
                return None  # declare class D { x: T = 1 }, class C { declare x: T = 1 } (TS1039)
            return ((E.ASSIGN_EXPR, ((p_class_member, "E"), rest)), None)
        st = "E"
    if st == "E":
        if k == ";":
            return (rest, None)
        if tok[2] or k == "}":
            return (rest, tok)
        return None
    # st is a modifier word: a modifier when a member name follows, else the name itself
    if st == "static" and k == "{":
        return (((S.p_stmts, S.STATIC_BODY), rest), None)  # static { ... } initialisation block
    if (k in _NAME_KINDS or k == "*") and (not tok[2] or st in _MODIFIERS_ACROSS_LINES):
        if not _modifier_allowed(st, seen, k) and not S.lenient(rest):
            return None  # private private x, static public x, abstract in a plain class...
        if st in _METHOD_MODIFIERS:  # get x(), set x(v), async x(), async *x()
            if st != "async":
                return (((p_class_member, ("G", st)), rest), tok) if k != "*" else None
            if k == "*":
                return (((p_class_member, ("G", F.ASYNC | F.GEN)), rest), None)
            return (((p_class_member, ("G", F.ASYNC)), rest), tok)
        return (((p_class_member, ("S*", seen + (st,))), rest), tok)
    return (((p_class_member, "N"), rest), tok)


_METHOD_MODIFIERS = frozenset(("get", "set", "async"))
_PROPERTY_ONLY = frozenset(("declare", "readonly", "accessor"))


def _property_name_state(seen):
    """The state after a member name that follows the modifiers ``seen``: "N", or "NP" when
    only a property may follow, then "D" (`declare`: ambient, no value) or "R" (`declare
    readonly`: a literal value without a type, TS1254), then "U" (`static readonly`: the
    property may be a `unique symbol`, TS1331); "2" is added after `?` / `!`."""
    if not _PROPERTY_ONLY.intersection(seen):
        return "N"
    name = "NP"
    if "declare" in seen:
        name += "R" if "readonly" in seen else "D"
    if "static" in seen and "readonly" in seen:
        name += "U"
    return name


_NAME_STATES = ("N", "NP", "NPD", "NPR", "NPU", "NPDU", "NPRU")
_AFTER_NAME = frozenset(_NAME_STATES + tuple(n + "2" for n in _NAME_STATES))
# after `:`, "VT" then "D" (a `declare` property: no value, TS1039), then "U" (may be a unique symbol)
_TYPED = {n: "VT" + ("D" if "D" in n or "R" in n else "") + ("U" if "U" in n else "") for n in _AFTER_NAME}
_VT = frozenset(_TYPED.values())
_CONSTRUCTOR_MODIFIERS = frozenset(("public", "private", "protected", "@abstract class"))
_INDEX_MODIFIERS = frozenset(("static", "readonly", "@abstract class"))
_ABSTRACT_START = ("S*", ("@abstract class",))
_ACCESSIBILITY = frozenset(("public", "private", "protected"))
# tsc's checkGrammarModifiers: the modifiers that may not come before each one (TS1028-TS1030,
# TS1243 "cannot be used with", TS1029 "must precede")
_NOT_AFTER = {
    "public": frozenset(("override", "static", "accessor", "readonly", "async", "abstract")),
    "static": frozenset(("readonly", "async", "accessor", "abstract", "override")),
    "override": frozenset(("declare", "readonly", "accessor", "async")),
    "accessor": frozenset(("readonly", "declare")),
    "readonly": frozenset(("accessor",)),
    "declare": frozenset(("async", "override", "accessor")),
    "abstract": frozenset(("static", "private", "async", "override", "accessor")),
    "async": frozenset(("declare", "abstract")),
}
_NOT_AFTER["private"] = _NOT_AFTER["protected"] = _NOT_AFTER["public"]


def _modifier_allowed(word, seen, next_kind):
    """May the modifier ``word`` follow the modifiers ``seen`` (the member's name next)?"""
    if not seen and word != "abstract":
        return True
    if word in _METHOD_MODIFIERS and _PROPERTY_ONLY.intersection(seen):
        return False  # declare get x(), readonly async m() (TS1031, TS1024)
    if word in seen or (word in _ACCESSIBILITY and _ACCESSIBILITY.intersection(seen)):
        return False  # TS1028 / TS1030
    if word == "abstract" and ("@abstract class" not in seen or next_kind == "priv"):
        return False  # an abstract member in a class that is not abstract (TS1244, TS1253)
    return not _NOT_AFTER.get(word, frozenset()).intersection(seen)
