"""Checkpoints: resume parsing an edited document from the last unchanged point.

States are immutable values, so any state reached while parsing version N of a document
is still exactly the state of that prefix in version N+1 if the prefix did not change.
``DocumentParser`` keeps ``(offset, state)`` pairs at line ends (at most one per
``spacing`` characters) and, on an update, feeds only the text after the last checkpoint
inside the unchanged prefix.
"""

from .state import initial_state

DEFAULT_SPACING = 256


MAX_REPAIRS = 20  # lines blanked by recovery in one document before giving up


def parse_with_checkpoints(text, spacing=DEFAULT_SPACING, start=None, recover=False):
    """Feed ``text`` and return ``[(offset, state), ...]`` with ``(0, initial)`` first and
    ``(len(text), final)`` last; a state is None once the text is rejected (and stays None).

    ``recover=True``: a line with a syntax error is fed as blanks instead (its line break
    kept), up to MAX_REPAIRS lines, never the last line (where the cursor is)."""
    base, state = start if start is not None else (0, initial_state(recover=recover))
    points = [(base, state)]
    pos = 0
    n = len(text)
    repairs = 0
    while pos < n and state is not None:
        end = text.find("\n", pos + spacing)
        end = n if end < 0 else end + 1
        fed = state.feed(text[pos:end])
        if fed is None and recover:
            fed, used = _repair(state, text[pos:end], MAX_REPAIRS - repairs, last=end == n)
            repairs += used
        state = fed
        points.append((base + end, state))
        pos = end
    if points[-1][0] != base + n:
        points.append((base + n, None))
    return points


def _repair(state, chunk, budget, last):
    """Feed ``chunk`` line by line; where a line is rejected, blank it -- or it and up to
    BACK_LINES lines before it, when the error began earlier (`function f( {` fails on the
    next line) -- choosing the fewest blanked lines after which the next lines feed again.
    Returns (state, lines blanked)."""
    used = 0
    lines = chunk.splitlines(keepends=True)
    states = [state]  # states[i]: before lines[i]
    i = 0
    while i < len(lines):
        fed = states[i].feed(lines[i])
        if fed is not None:
            states.append(fed)
            i += 1
            continue
        if last and i == len(lines) - 1:
            return None, used
        for back in range(0, min(BACK_LINES, i) + 1):
            if used + back + 1 > budget:
                return None, used
            start = i - back
            t = states[start]
            for line in lines[start:i + 1]:
                t = t.feed(_blank(line))
                if t is None:
                    break
            if t is None:
                continue
            probe = t
            for line in lines[i + 1:i + 1 + LOOKAHEAD]:
                probe = probe.feed(line) if probe is not None else None
            if probe is not None or back == min(BACK_LINES, i):
                del states[start + 1:]
                for line in lines[start:i + 1]:
                    states.append(states[-1].feed(_blank(line)))
                used += back + 1
                i += 1
                break
        else:
            return None, used
    return states[-1], used


BACK_LINES = 3
LOOKAHEAD = 2


def _blank(line):
    return "".join(c if c in "\r\n" else " " for c in line)


class DocumentParser:
    """The parse of one document across edits.

    >>> doc = DocumentParser()
    >>> state = doc.update("let x = 1;\\n")
    >>> state = doc.update("let x = 1;\\nx.")       # re-feeds only from the last checkpoint

    With ``verify=True`` every update also re-parses from scratch and asserts the resumed
    state equals it (the debug switch for checkpoint bugs).

    ``recover=True`` is the editor's mode: an error before the cursor is confined (a type error
    to its statement, a syntax error to its line) so the code at the cursor is still checked;
    call ``state.strict()`` on the result before feeding new text.
    """

    def __init__(self, spacing=DEFAULT_SPACING, verify=False, recover=False):
        self.spacing = spacing
        self.verify = verify
        self.recover = recover
        self.text = ""
        self.points = [(0, initial_state(recover=recover))]
        self.reused_chars = 0   # how much of the last update came from a checkpoint

    @property
    def state(self):
        return self.points[-1][1]

    def update(self, new_text):
        """Parse ``new_text`` reusing the longest unchanged prefix; return its state (or None)."""
        common = _common_prefix_length(self.text, new_text)
        keep = 0
        for idx, (offset, state) in enumerate(self.points):
            if offset > common or state is None:
                break
            keep = idx
        offset, state = self.points[keep]
        self.reused_chars = offset
        rest = parse_with_checkpoints(new_text[offset:], self.spacing, start=(offset, state), recover=self.recover)
        self.points = self.points[:keep] + rest
        self.text = new_text
        if self.verify and not self.recover:
            fresh = initial_state().feed(new_text) if new_text else initial_state()
            assert fresh == self.state, "resuming from a checkpoint differs from a fresh parse"
        return self.state


def _common_prefix_length(a, b):
    n = min(len(a), len(b))
    if a[:n] == b[:n]:
        return n
    lo, hi = 0, n  # binary search on slices: C speed instead of a Python loop
    while lo < hi:
        mid = (lo + hi + 1) // 2
        if a[:mid] == b[:mid]:
            lo = mid
        else:
            hi = mid - 1
    return lo
