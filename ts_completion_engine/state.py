"""The public value: an immutable ``State`` holding the live readings of a file prefix."""

from typing import NamedTuple, Optional

from . import lexer
from .parser_core import step
from .types.checker import join as join_types

MAX_READINGS = 16        # more live readings than this: give up exactness (see TOP)
FORK_BUDGET = 64         # readings one chunk of text may split off before giving up
CHUNK = 256              # long feeds are scanned in line-aligned chunks; readings merge between them

stats = {"max_readings": 1, "gave_up": 0}


class State:
    """The parse of a file prefix. Immutable: ``feed`` returns a new state (or None)."""

    __slots__ = ("_readings", "_complete")

    def __init__(self, readings):
        self._readings = readings
        self._complete = None

    def feed(self, text: str) -> Optional["State"]:
        """The state after ``text``, or None when no continuation can make a valid file."""
        readings = self._readings
        if readings is None or not text:
            return self
        pending = list(reversed(_chunks(text)))
        while pending:
            chunk = pending.pop()
            out = []
            limit = [FORK_BUDGET]
            try:
                for r in readings:
                    lexer.run(r, chunk, out, limit)
            except lexer.TooAmbiguous:
                if len(chunk) == 1:
                    stats["gave_up"] += 1
                    return TOP
                # many short-lived forks (deep nesting): retry in smaller pieces, merging
                # readings between them, before giving up exactness
                step_size = 1 if len(chunk) <= 16 else 16
                pending.extend(reversed([chunk[i:i + step_size] for i in range(0, len(chunk), step_size)]))
                continue
            if len(out) > 1:
                out = _merge(out)
                if len(out) > MAX_READINGS:
                    stats["gave_up"] += 1
                    return TOP
                if len(out) > stats["max_readings"]:
                    stats["max_readings"] = len(out)
            elif not out:
                return None
            readings = out
        live = []
        for r in readings:
            r = lexer.can_continue(r)
            if r is not None:
                live.append(r)
        if not live:
            return None
        return State(tuple(live))

    @property
    def is_complete(self) -> bool:
        """True when the text fed so far is itself a complete, valid file."""
        if self._complete is None:
            self._complete = self._readings is not None and any(
                _accepts_end(r) for r in self._readings
            )
        return self._complete

    def strict(self) -> "State":
        """The same state with type-error recovery off: what is fed from here on must add no
        error of its own (see ``initial_state(recover=True)``)."""
        if self._readings is None:
            return self
        out = []
        for r in self._readings:
            t = r[5]
            if t is not None and t.recover:
                t = t.strict()
            out.append(r[:5] + (t,))
        return State(tuple(out))

    @property
    def readings(self) -> int:
        """How many readings (parses of an ambiguous prefix) are alive; 0 for TOP."""
        return len(self._readings) if self._readings is not None else 0

    @property
    def is_exact(self) -> bool:
        """False once the prefix was too ambiguous to follow and anything is accepted."""
        return self._readings is not None

    def __eq__(self, other):
        if not isinstance(other, State):
            return False
        a, b = self._readings, other._readings
        if a is None or b is None:
            return a is b
        return len(a) == len(b) and all(readings_equal(x, y) for x, y in zip(a, b))

    def __hash__(self):
        return hash(len(self._readings)) if self._readings is not None else 0

    def __repr__(self):
        if self._readings is None:
            return "State(TOP)"
        return f"State(readings={len(self._readings)})"


def _chunks(text):
    if len(text) <= CHUNK:
        return (text,)
    pieces = []
    start = 0
    n = len(text)
    while start < n:
        # prefer a line end; a very long line (minified code) is cut anywhere, which is as
        # valid: the scanner resumes from the middle of any token
        end = text.find("\n", start + CHUNK, start + 2 * CHUNK)
        end = min(n, start + CHUNK) if end < 0 else end + 1
        pieces.append(text[start:end])
        start = end
    return pieces


def _merge(readings):
    """Readings with the same parse merge; if their type states differ (two parses of an
    ambiguity met again, having narrowed differently), into the weaker of both."""
    out = []
    for r in readings:
        for i, o in enumerate(out):
            if readings_equal(r, o, types=False):
                if o[5] is not r[5] and o[5] != r[5]:
                    out[i] = o[:5] + (join_types(o[5], r[5]),)
                break
        else:
            out.append(r)
    return out


def readings_equal(a, b, types=True):
    """Equality of two readings, walking the stacks in a loop: `==` on deeply nested
    tuples would recurse once per frame (and fail past Python's recursion limit)."""
    if a is b:
        return True
    if a[0] != b[0] or a[1] != b[1] or a[2] != b[2] or a[4] != b[4] or (types and a[5] != b[5]):
        return False
    x, y = a[3], b[3]
    while x is not y:
        if x is None or y is None or x[0] != y[0]:
            return False
        x, y = x[1], y[1]
    return True


def _accepts_end(reading):
    out = []
    try:
        lexer.run(reading, "\n", out, [FORK_BUDGET])
    except lexer.TooAmbiguous:
        return False
    eof = ("eof", "", True)
    return any(r[0] == lexer.D and lexer._typed(step(r[3], eof), r[5], eof) for r in out)


# The permissive state: reached only when a prefix has more live readings than the bound.
# It accepts every continuation, which keeps the engine sound (never a false rejection).
TOP = State(None)


def initial_state(declaration_file: bool = False, types: bool = True, recover: bool = False) -> State:
    """The state of the empty file.

    ``declaration_file=True`` for a `.d.ts` file, where everything is ambient (`export const
    x: T;` needs no value): the rules tsc checks after parsing are then not applied at all,
    as after a `// @ts-ignore` comment, and types are not checked.

    ``types=False`` checks syntax and grammar only. ``recover=True`` confines a type error
    in the text to the statement that holds it (what it declares becomes any) instead of
    rejecting: an editor's file with an error above the cursor is still checked below it;
    call ``strict()`` on the state at the cursor so that new text is held to the full rule."""
    from .statements import TOP as TOP_LEVEL, TOP_LENIENT, p_stmts
    from .types.checker import initial as types_initial
    root = (p_stmts, TOP_LENIENT if declaration_file else TOP_LEVEL)
    stack = (root, None)
    typed = types_initial(stack, recover) if types and not declaration_file else None
    return State(((lexer.START, "", False, stack, None, typed),))


class Verdict(NamedTuple):
    status: str                 # "complete" | "completable" | "rejected"
    reject_at: Optional[int]    # for "rejected": the smallest k with text[:k] rejected


_CHECK_CHUNK = 64


def check(text: str, declaration_file: bool = False, types: bool = True) -> Verdict:
    """Classify ``text`` as a whole file: complete, completable, or rejected (and where).
    ``types=False``: syntax and grammar only."""
    state = initial_state(declaration_file, types=types)
    pos = 0
    n = len(text)
    while pos < n:
        chunk = text[pos:pos + _CHECK_CHUNK]
        nxt = state.feed(chunk)
        if nxt is None:
            for j, c in enumerate(chunk):
                state = state.feed(c)
                if state is None:
                    return Verdict("rejected", pos + j + 1)
            # only possible when the char-by-char feed gave up exactness (TOP) on the way
            pos += _CHECK_CHUNK
            continue
        state = nxt
        pos += _CHECK_CHUNK
    return Verdict("complete" if state.is_complete else "completable", None)
