"""What an assignment to a member may write: `o.a = undefined` is fine for an optional member
(`a?: number`, `timer?: number` in a class, `Partial<T>`'s members), whose write type is the
declared one with `undefined` (tsc without exactOptionalPropertyTypes). Member reads ignore
`undefined` anyway, so members.member_type gives the declared type only; the write target adds it."""

from .model import NULLISH, UNDEFINED, union


def write_type(target, recv, name):
    """The type an assignment to ``recv.name`` (whose read type is ``target``) must give."""
    return union([target, UNDEFINED]) if _may_be_optional(recv, name) else target


def _may_be_optional(t, name):
    """Is ``name`` optional in ``t``, or not judged here (a lib interface, a class's instance)?"""
    k = t[0]
    if k == "self":  # `this` in a class's method: the members read so far
        return _may_be_optional(t[1], name)
    if k == "union":
        return any(_may_be_optional(m, name) for m in t[1] if m not in NULLISH)
    if k == "obj":
        for n, _ty, opt in t[1]:
            if n == name:
                return bool(opt)
        return True
    return k != "litobj"  # a fresh literal's members are all required; anything else is not judged
