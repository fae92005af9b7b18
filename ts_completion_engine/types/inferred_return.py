"""The return type of a function declaration without a return annotation, inferred from its
body as tsc does (getReturnTypeFromBody), so that its callers are checked:
`function total(xs: number[]) { return xs.length; }` then `total(a).toUpperCase()` (TS2339).

While the body is read, its entry's ``ret`` is ``("infer", types, count, async, terminated)``:
the types of the `return` statements read so far (BARE for a `return;`), the number of `return`
tokens the parser read as statements (``checker._mark_return``), whether the function is
`async`, and whether a statement of the body itself was proven never to complete
(``flow.terminates``: a `return` or `throw`, an `if … else` of them). At the body's closing `}`
the function's binding gets, in place of ANY:

- ``void`` when there is no `return` with a value;
- else, where the end is proven reachable (flow.py: then with `undefined`) or proven
  unreachable (``terminated``), the union of the returned types, with `undefined` too when a
  bare `return;` is among them; a union keeps its literals (`"a" | "b"`, `1 | undefined`, as
  tsc's does), a lone literal widens (`return "a"` gives `string`), and so do the properties of
  object literals and the elements of array literals;
- ANY when the end is neither proven reachable nor proven unreachable (`do { if (x) return 1; }
  while (x);` is `1 | undefined` for tsc), when not every `return` was read (a `return` in text
  the statement readers skip), when two object literals are returned (tsc normalises their
  union: `{ a: number; b?: undefined }`), when a returned value that reads a name may be `null`
  or `undefined` (tsc may have narrowed it: `if (!x) return ""; return x;` is a `string`), or
  when the type names what only the body knows (a type parameter, `this`);
- for callers, a type predicate of unknown target where that type is a boolean and the function
  takes parameters (``model.maybe_predicate``, in ``bind``): tsc 5.5
  infers `a is Dog` from `return a instanceof Dog;`, so a call to it may narrow its argument.

An `async` function's is the Promise of that, each returned value awaited (`return fetch(u)`
gives what the promise holds; an object that may be a thenable, ANY).

A returned reference is read with its declared type, wider than the one tsc narrowed it to:
harmless for a check that must fail for every member (a missing member, an assignment), but
not where `null`/`undefined` alone decides (a member of a possibly-null call result), hence the
rule above. A missed `return` makes the whole type ANY. Generators are not inferred.
"""

from .model import ANY, UNDEFINED, VOID, maybe_predicate, union, widen
from .expr import awaited

# ("infer", returned types, `return` tokens, async, a statement of the body proven never to complete ended)
START = ("infer", (), 0, False, False)
ASYNC_START = ("infer", (), 0, True, False)  # an `async` function: a Promise of what its returns await to
BARE = ("bare",)  # a `return;`

_MAX_DEPTH = 12


def inferring(ret):
    return ret is not None and ret[0] == "infer"


def counted(ret):
    """``ret`` after one more `return` token."""
    return ("infer", ret[1], ret[2] + 1, ret[3], ret[4])


def noted(ret, t):
    """``ret`` after a `return` statement whose value has type ``t`` (BARE: none)."""
    return ("infer", ret[1] + (awaited(t) if ret[3] and t != BARE else t,), ret[2], ret[3], ret[4])


def ended(ret, terminates):
    """``ret`` after a statement of the body itself ended (``terminates``: it is proven never to
    complete, flow.terminates). Nothing enters the statements after such a one (`return g();
    function g() {…}`): the end stays unreachable."""
    return ret if ret[4] or not terminates else ret[:4] + (True,)


def result(ret, reach):
    """The inferred return type at the body's end (``reach``: its end is proven reachable), or
    None where it is not inferred. Where the end is neither proven reachable nor proven
    unreachable (a statement of the body a `return` or `throw`), whether tsc adds `undefined` is not
    known: None (`do { if (x) return 1; } while (x);` gives `1 | undefined`)."""
    _, types, count, is_async, terminates = ret
    if len(types) != count or not reach and not terminates and any(t != BARE for t in types):
        return None
    out = _result(types, reach)
    return ("lib", "Promise", (out,)) if is_async and out is not None else out


def _result(types, reach):
    values = [t for t in types if t != BARE]
    if not values:
        return VOID
    if sum(t[0] == "litobj" for t in values) > 1:
        return None
    out = union([_fresh_widened(t) for t in values] + ([UNDEFINED] if reach or len(values) < len(types) else []))
    if out[0] == "lit":
        out = ("prim", out[1])  # one literal widens (`return "a"`: string); a union keeps them (`"a" | "b"`, `1 | undefined`)
    return out if _portable(out, 0) else None


def _fresh_widened(t):
    """What tsc widens in a returned value whatever the other returns: an object literal's
    properties, an array literal's elements."""
    k = t[0]
    if k == "litobj":
        return widen(t)
    if k == "array":
        return ("array", _deep(t[1]))
    if k == "union":
        return union([_fresh_widened(m) for m in t[1]])
    return t


def _deep(t):
    k = t[0]
    if k == "lit":
        return ("prim", t[1])
    if k == "union":
        return union([_deep(m) for m in t[1]])
    if k == "array":
        return ("array", _deep(t[1]))
    if k == "litobj":
        return widen(t)
    return t


def _portable(t, depth):
    """Does ``t`` name nothing only the body knows (a rigid type parameter, `this`, a class's
    own name being built)? Kinds not listed here are not followed: not portable."""
    if depth > _MAX_DEPTH:
        return False
    k = t[0]
    d = depth + 1
    if k in ("prim", "lit", "any", "objlit"):
        return True
    if k == "union" or k == "tuple":
        return all(_portable(m, d) for m in t[1])
    if k == "array":
        return _portable(t[1], d)
    if k == "lib":
        return all(_portable(a, d) for a in t[2])
    if k == "obj":
        return all(_portable(m[1], d) for m in t[1]) and (t[3] is None or _portable(t[3], d))
    if k == "fn" and len(t) <= 3:
        return _portable(t[1], d) and (len(t) < 3 or t[2] is None or all(_portable(p[0], d) for p in t[2]))
    return False


def bind(entry, ret):
    """``entry`` (the list whose statement is a function declaration, at its body's end) with
    the function bound to its inferred return type ``ret`` (None: ANY, as it was)."""
    st = entry.stmt
    if ret is None or st is None or st[0] != "func" or st[1] != "body":
        return entry
    hit = entry.values.get(st[2])
    if hit is None or hit[0][0] != "fn" or len(hit[0]) != 3 or hit[0][1] != ANY:
        return entry  # overloads, or a name bound by something else since
    if hit[0][2] != ():
        ret = maybe_predicate(ret)  # `function isDog(a: Animal) { return a instanceof Dog; }`: `a is Dog`
    values = dict(entry.values)
    values[st[2]] = (("fn", ret, hit[0][2]),) + hit[1:]
    return entry.but(values=values)
