"""A declared parameter list's tokens, split at the commas that separate parameters.

`<`/`>` are brackets only in a parameter's type (`a: Map<K, V>, b`), where a `>>` closes two
(`a: Array<Array<string>>, b`: the lexer's greedy `>>`, split into `>`s for the type reader);
in a default value they are operators (`a = 1 < 2, b`) or maybe type arguments (`a = f<A, B>()`),
which tokens alone do not tell apart: such a list is not split (None), and its parameters are
then not read (every name in it is ANY, its calls unchecked). Both were false rejections: the
old split counted `<` everywhere and `>>` nowhere, merging parameters, so a call had too many
arguments."""

_DEPTH = {"(": 1, "[": 1, "{": 1, "tph": 2, "tpm": 1, ")": -1, "]": -1, "}": -1, "tpt": -1}
_ANGLES = {"<": 1, ">": -1, ">>": -2, ">>>": -3}
_GT_EQ = frozenset((">=", ">>=", ">>>="))
# at a default's top level these may be comparisons, shifts or type arguments: no sure split
_AMBIGUOUS_IN_DEFAULT = frozenset(("<", ">", ">>", ">>>"))


def coarse_split(toks):
    """Every comma outside brackets (`<`/`>` ignored): each parameter starts a part, and a part
    may be a piece of one (`B>()` of `a = f<A, B>()`)."""
    out, cur, d = [], [], 0
    for t in toks:
        if t[0] == "," and d == 0:
            out.append(tuple(cur))
            cur = []
            continue
        d += _DEPTH.get(t[0], 0)
        cur.append(t)
    if cur:
        out.append(tuple(cur))
    return out


def split_params(toks):
    """The parameters of ``toks`` (the tokens between a declaration's `(` and `)`), one token
    tuple each, a `>>` in a type given as `>`s; None when a default could hide a separator."""
    out, cur, d, in_type, in_default, unsure = [], [], 0, False, False, False
    for t in toks:
        k = t[0]
        if d == 0 and k == ",":
            if unsure:
                return None
            out.append(tuple(cur))
            cur, in_type, in_default = [], False, False
            continue
        if d == 0 and k == ":" and not in_default:
            in_type = True
        elif d == 0 and k == "=":
            in_type, in_default = False, True
        elif d == 0 and in_default and k in _AMBIGUOUS_IN_DEFAULT:
            unsure = True  # only a later comma could be hidden: the last parameter is read
        if in_type and k in _GT_EQ:
            # `a: Array<number>= []`: the lexer's `>=` closes the type's angles, then the default
            n = len(k) - 1
            d -= n
            cur.extend((">", ">", t[2]) for _ in range(n))
            cur.append(("=", "=", t[2]))
            if d == 0:
                in_type, in_default = False, True
            continue
        if in_type and k in _ANGLES:
            d += _ANGLES[k]
            if len(k) > 1:
                cur.extend((">", ">", t[2]) for _ in k)
                continue
        else:
            d += _DEPTH.get(k, 0)
        cur.append(t)
    if cur:
        out.append(tuple(cur))
    return out
