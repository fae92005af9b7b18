"""The built-in lib: TypeScript's own `lib.*.d.ts` declarations read into type data.

Reads the declarations a `.d.ts` lib file makes at its top level -- interfaces (merged across
files, as TypeScript merges them), `declare var/let/const`, `declare function`, namespaces --
and nothing else. Interface type parameters stay as ``("tparam", name)`` so that members can be
instantiated (`Array<string>.pop()` is `string | undefined`); `this` stays ``("this",)``.
"""

import re

from .model import ANY, union
from .type_parser import TypeReader, Unreadable, _join_returns
from .utility import UTILITY_NAMES, apply as apply_utility

_TOKEN = re.compile(
    r"""(?P<ws>[ \t\r\f\v]+|\n)|(?P<lc>//[^\n]*)|(?P<bc>/\*.*?\*/)"""
    r"""|(?P<id>[A-Za-z_$][A-Za-z0-9_$]*)|(?P<num>0[xXbBoO][0-9a-fA-F_]+n?|\d[\d_]*(?:\.\d+)?(?:[eE][+-]?\d+)?n?)"""
    r"""|(?P<str>"(?:[^"\\\n]|\\.)*"|'(?:[^'\\\n]|\\.)*')|(?P<tpl>`(?:[^`\\]|\\.)*`)"""
    r"""|(?P<p>\.\.\.|=>|\?\.|[{}()\[\];,<>=|&?:.\-+*!@#])""",
    re.S,
)


def tokenize(text):
    """Tokens of a declaration file, in the engine's ``(kind, text, newline_before)`` shape
    (string tokens carry their value and a fourth item)."""
    out = []
    nl = False
    pos = 0
    n = len(text)
    while pos < n:
        m = _TOKEN.match(text, pos)
        if m is None:
            pos += 1  # a character no declaration needs (the reader fails on the declaration)
            continue
        pos = m.end()
        kind = m.lastgroup
        s = m.group()
        if kind == "ws":
            nl = nl or s == "\n"
        elif kind == "lc" or kind == "bc":
            nl = nl or "\n" in s
        elif kind == "str":
            out.append(("str", s[1:-1], nl, True))
            nl = False
        elif kind == "p":
            out.append((s, s, nl))
            nl = False
        else:
            out.append((kind, s, nl))
            nl = False
    return out


class Lib:
    """Interfaces ``name -> (tparams, members, open, call, bases)`` and globals ``name -> type``."""

    def __init__(self):
        self.interfaces = {}
        self.globals = {}
        self.namespaces = set()
        self.unread = set()  # interfaces with a declaration the reader could not read: open

    def read(self, text):
        toks = tokenize(text)
        r = TypeReader(toks, self._resolve, keep_tparams=True)
        r.construct = True
        # a lib file that is a module (`export {};`: lib.esnext.iterator's) declares globals only
        # in its `declare global { }`; its own `interface Iterator` is a local one
        self._read_list(r, "eof", local=any(t[0] == "id" and t[1] == "export" for t in toks))

    def _read_list(self, r, end, local=False):
        while r.peek()[0] != end and r.peek()[0] != "eof":
            start = r.i
            if r.is_("declare") and r.is_("global", 1) and r.peek(2)[0] == "{":
                r.i += 3
                self._read_list(r, "}")
                if r.is_("}"):
                    r.take()
                continue
            if local:
                _skip_declaration(r, alias=r.is_("type"))
                continue
            try:
                self._declaration(r)
            except Unreadable:
                r.i = start
                name = _interface_name(r)
                if name is not None:
                    self.unread.add(name)
                _skip_declaration(r)

    def finish(self):
        """Interfaces with an unreadable declaration lose their member list (open). A reference
        to a lib type alias the reader does not read (`PropertyKey`, `BodyInit`) becomes ANY; one
        to a utility type (`Awaited<T>`, `Partial<T>`) is evaluated (utility.py) where its
        arguments are known, and otherwise when they are substituted (members.substitute,
        infer.instantiate)."""
        for name in self.unread:
            if name in self.interfaces:
                tp, members, _open, call, bases = self.interfaces[name]
                self.interfaces[name] = (tp, members, True, call, bases)
        known = self.interfaces
        memo = {}
        fix = lambda t: _aliases_resolved(t, known, memo)  # noqa: E731
        for name, (tp, members, open_, call, bases) in list(known.items()):
            members = {k: (fix(t), o) for k, (t, o) in members.items()}
            self.interfaces[name] = (tp, members, open_, fix(call) if type(call) is tuple else call,
                                     tuple(fix(b) for b in bases))
        self.globals = {k: fix(t) for k, t in self.globals.items()}

    # a lib reference is resolved when it is used, so declaration order does not matter
    def _resolve(self, name, args):
        if "." in name:
            return ANY
        return ("lib", name, args)

    def _declaration(self, r):
        if r.is_("declare"):
            r.take()
        t = r.peek()
        if t[0] != "id":
            r.take()
            return
        w = t[1]
        if w == "interface":
            r.take()
            name = r.take()[1]
            tparams = r.tparam_names()
            bases = []
            if r.is_("extends"):
                r.take()
                while True:
                    r.tparams = frozenset(tparams)
                    base = r.reference()
                    bases.append(base)
                    if not r.is_(","):
                        break
                    r.take()
            r.take("{")
            r.tparams = frozenset(tparams)
            members, open_, call = r.members("}")
            r.take("}")
            r.tparams = frozenset()
            old = self.interfaces.get(name)
            if members is None:
                members, open_ = {}, True
            if old is not None:
                o_tp, o_members, o_open, o_call, o_bases = old
                merged = dict(o_members)
                for k, v in _rename(members, tparams, o_tp).items():
                    old_v = merged.get(k)
                    # a method declared again in a later lib file adds overloads
                    merged[k] = v if old_v is None else (old_v if old_v == v else (_join_returns(old_v[0], v[0]), old_v[1]))
                self.interfaces[name] = (o_tp, merged, o_open or open_, o_call or call, o_bases + tuple(bases))
            else:
                self.interfaces[name] = (tuple(tparams), members, open_, call, tuple(bases))
        elif w in ("var", "let", "const"):
            r.take()
            name = r.take()[1]
            r.take(":")
            self.globals[name] = r.type()
            if r.is_(";"):
                r.take()
        elif w == "function":
            r.take()
            name = r.take()[1]
            ret = r.signature_fn()
            old = self.globals.get(name)
            self.globals[name] = ret if old is None or old == ret else _join_returns(old, ret)
            if r.is_(";"):
                r.take()
        elif w in ("namespace", "module"):
            r.take()
            name = r.take()[1]
            self.namespaces.add(name)
            self.globals.setdefault(name, ANY)
            _skip_declaration(r)
        else:
            # a type alias ends at its `;` only: `type F = { ... }[K];` goes on after its `}`
            _skip_declaration(r, alias=w == "type")


def _aliases_resolved(t, known, memo):
    """``t`` with references to lib aliases resolved (see Lib.finish)."""
    if type(t) is not tuple or not t:
        return t
    hit = memo.get(t)
    if hit is not None:
        return hit
    out = tuple(_aliases_resolved(x, known, memo) if type(x) is tuple else x for x in t)
    if out[0] == "lib" and out[1] not in known:
        if out[1] not in UTILITY_NAMES:
            out = ANY
        elif not _has_type_params(out):
            out = apply_utility(out[1], out[2])
    elif out[0] == "union":
        out = union(out[1])
    memo[t] = out
    return out


def _has_type_params(t):
    if type(t) is not tuple or not t:
        return False
    if t[0] in ("tparam", "mtp", "this"):
        return True
    return any(_has_type_params(x) for x in t if type(x) is tuple)


def _interface_name(r):
    j = 1 if r.is_("declare") else 0
    if r.is_("interface", j) and r.peek(j + 1)[0] == "id":
        return r.peek(j + 1)[1]
    return None


def _rename(members, tparams, wanted):
    """Members of a merged declaration whose type parameters have other names (rare)."""
    if tuple(tparams) == tuple(wanted) or len(tparams) != len(wanted):
        return members
    mapping = dict(zip(tparams, (("tparam", w) for w in wanted)))
    return {k: (_subst(t, mapping), o) for k, (t, o) in members.items()}


def _subst(t, mapping):
    if type(t) is not tuple or not t:
        return t
    if t[0] == "tparam":
        return mapping.get(t[1], t)
    return tuple(_subst(x, mapping) if type(x) is tuple else x for x in t)


def _skip_declaration(r, alias=False):
    """Skip to the end of a declaration: a `;` or a closing `}` at depth 0 (``alias``: a `;`)."""
    depth = 0
    while r.peek()[0] != "eof":
        t = r.take()
        k = t[0]
        if k in ("{", "(", "["):
            depth += 1
        elif k in ("}", ")", "]"):
            depth -= 1
            if depth <= 0 and k == "}" and not alias:
                if r.is_(";"):
                    r.take()
                return
        elif k == ";" and depth == 0:
            return
