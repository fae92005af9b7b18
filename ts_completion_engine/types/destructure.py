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
