"""The names a destructuring declaration binds, typed by what it destructures:
`const [a, b] = pair` and `const { x, y: z } = point` give each name the element or member
type, as `pair[0]` or `point.y` would have it (members.py).

Only the plain shapes: a name alone, `key: name`, a hole. A default (`= 1`), a nested pattern, a
rest element (`...r`) or a computed key leaves its names ANY, as they were declared while
the pattern was read.
"""

from .members import member_type
from .model import ANY, array_element


def bindings(toks, t, lib):
    """``(name, type)`` for the names of the pattern ``toks`` (its brackets included) that a
    value of type ``t`` gives a known type; the others are not listed."""
    if t is None or t is ANY or t == ANY or len(toks) < 2:
        return ()
    opener = toks[0][0]
    out = []
    for i, elem in enumerate(_elements(toks)):
        if opener == "[":
            if len(elem) == 1 and elem[0][0] == "id":
                et = _element(t, i)
                if et is not None:
                    out.append((elem[0][1], et))
        elif opener == "{":
            if len(elem) == 1 and elem[0][0] == "id":
                key, name = elem[0][1], elem[0][1]
            elif len(elem) == 3 and elem[0][0] == "id" and elem[1][0] == ":" and elem[2][0] == "id":
                key, name = elem[0][1], elem[2][1]
            else:
                continue
            mt = member_type(t, key, lib)
            if mt is not None and not name.endswith("\\x00"):
                out.append((name, mt))
    return out


def _elements(toks):
    """The pattern's top-level elements, each a tuple of tokens (a hole is empty)."""
    out, cur, depth = [], [], 0
    for tok in toks[1:-1]:
        k = tok[0]
        if k in ("(", "[", "{"):
            depth += 1
        elif k in (")", "]", "}"):
            depth -= 1
        if k == "," and depth == 0:
            out.append(tuple(cur))
            cur = []
        else:
            cur.append(tok)
    out.append(tuple(cur))
    return out


def _element(t, i):
    k = t[0]
    elem = array_element(t)
    if elem is not None:
        return elem
    if k == "tuple":
        return t[1][i] if i < len(t[1]) else None
    return None


def binding_names(toks):
    """The names the pattern ``toks`` (its brackets included) binds: not an object pattern's keys
    (`{ a: b }` binds b), nor the names in a default value or a computed key."""
    out = []
    n = len(toks)

    def skip(i, stops):  # to the next of ``stops`` at this depth
        d = 0
        while i < n:
            k = toks[i][0]
            if d == 0 and k in stops:
                return i
            d += _NEST.get(k, 0)
            i += 1
        return i

    def default(i):
        return skip(i + 1, (",", "}", "]")) if i < n and toks[i][0] == "=" else i

    def target(i):
        if i < n and toks[i][0] in ("{", "["):
            return default(pattern(i))
        if i < n and toks[i][0] == "id":
            out.append(toks[i][1])
            i += 1
        return default(i)

    def element(i, opener):
        k = toks[i][0]
        if k == "...":
            return target(i + 1)
        if opener == "[":
            return target(i)
        if k == "[":  # a computed key
            i = skip(i + 1, ("]",)) + 1
        elif i + 1 < n and toks[i + 1][0] == ":":
            i += 1  # a key
        else:
            return target(i)  # shorthand: the key is the name
        return target(i + 1) if i < n and toks[i][0] == ":" else i

    def pattern(i):
        opener = toks[i][0]
        close = "}" if opener == "{" else "]"
        i += 1
        while i < n and toks[i][0] != close:
            if toks[i][0] != ",":
                i = element(i, opener)
            if i < n and toks[i][0] == ",":
                i += 1
            elif i < n and toks[i][0] != close:
                return n  # not a pattern this reader follows: no name is sure
        return i + 1

    if toks and toks[0][0] in ("{", "["):
        pattern(0)
    return out


_NEST = {"(": 1, "[": 1, "{": 1, ")": -1, "]": -1, "}": -1}

