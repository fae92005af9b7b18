"""Which parameters a caller may leave out.

TypeScript lets a call omit a trailing parameter whose type takes `void` (`f(x: number | void)`
then `f()`). A parameter type the layer could not read (ANY: an import, a type alias of an
enclosing scope a sealed scope does not see, a utility or conditional type) may be such a type,
so it is no proof that the argument is required; only `any`, `unknown` and a bare type parameter
of the signature itself, written so, are ANY and surely need an argument (`f<T>(x: T)` then `f()`
is TS2554, even `f<void>()`: tsc counts arguments before it instantiates). An enclosing type's
parameter (`type Fn<A = void> = (a: A) => void`, a class's `T` in a method) may be void."""

from .model import ANY, VOID


def omissible(t, ann, tparams=()):
    """``t``: the parameter's type; ``ann``: its annotation's tokens (() when it has none)."""
    if t == VOID or t[0] == "union" and VOID in t[1]:
        return True
    if t is ANY or t == ANY:
        return not (len(ann) == 1 and ann[0][0] == "id" and (ann[0][1] in ("any", "unknown") or ann[0][1] in tparams))
    return False


def _takes_void(t):
    return t == VOID or t[0] == "union" and VOID in t[1]


def required(params):
    """How many arguments a call must give: up to the last parameter that is not optional, not a
    rest, and whose type (substituted: a lib `Set<void>`'s `add(value: T)`) takes no void."""
    n = len(params)
    while n and (params[n - 1][1] or params[n - 1][2] or _takes_void(params[n - 1][0])):
        n -= 1
    return n
