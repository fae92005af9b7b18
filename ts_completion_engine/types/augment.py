"""Global augmentations: `declare global { interface Array<T> { last(): T } }` adds members to a
built-in interface for the whole file, so after it the lib's interfaces of those names are open.

The names sit in the file entry's types under ``KEY`` (so states that differ in them differ);
``lib_for`` gives the lib with those interfaces open, one copy per set of names.
"""

import copy

KEY = "\x00global"
_cache = {}


def record(cx, name):
    """An interface ``name`` declared in a `declare global` block: the lib's is open from here on."""
    e = cx.lists[0]
    old = e.types.get(KEY, frozenset())
    if name not in old:
        types = dict(e.types)
        types[KEY] = old | {name}
        cx.lists[0] = e.but(types=types)
        cx.touched = True


def in_global_block(cx):
    """Is the innermost statement list the body of a top-level `declare global { … }`?"""
    if len(cx.lists) != 2:
        return False
    st = cx.lists[0].stmt
    return st is not None and st[0] == "opaque" and st[4][:1] == ("global",)


def lib_for(lib, lists):
    names = lists[0].types.get(KEY)
    if not names:
        return lib
    hit = _cache.get(names)
    if hit is None or hit[0] is not lib:
        opened = copy.copy(lib)
        opened.interfaces = dict(lib.interfaces)
        for n in names:
            decl = opened.interfaces.get(n)
            if decl is not None:
                opened.interfaces[n] = (decl[0], decl[1], True) + tuple(decl[3:])
        hit = _cache[names] = (lib, opened)
    return hit[1]
