"""Checkpoints: resume parsing an edited document from the last unchanged point.

States are immutable values, so any state reached while parsing version N of a document
is still exactly the state of that prefix in version N+1 if the prefix did not change.
``DocumentParser`` keeps ``(offset, state)`` pairs at line ends (at most one per
``spacing`` characters) and, on an update, feeds only the text after the last checkpoint
inside the unchanged prefix.
"""

from .state import initial_state

DEFAULT_SPACING = 256


def parse_with_checkpoints(text, spacing=DEFAULT_SPACING, start=None):
    """Feed ``text`` and return ``[(offset, state), ...]`` with ``(0, initial)`` first and
    ``(len(text), final)`` last; a state is None once the text is rejected (and stays None)."""
    base, state = start if start is not None else (0, initial_state())
    points = [(base, state)]
    pos = 0
    n = len(text)
    while pos < n and state is not None:
        end = text.find("\n", pos + spacing)
        end = n if end < 0 else end + 1
        state = state.feed(text[pos:end])
        points.append((base + end, state))
        pos = end
    if points[-1][0] != base + n:
        points.append((base + n, None))
    return points


class DocumentParser:
    """The parse of one document across edits.

    >>> doc = DocumentParser()
    >>> state = doc.update("let x = 1;\\n")
    >>> state = doc.update("let x = 1;\\nx.")       # re-feeds only from the last checkpoint

    With ``verify=True`` every update also re-parses from scratch and asserts the resumed
    state equals it (the debug switch for checkpoint bugs).
    """

    def __init__(self, spacing=DEFAULT_SPACING, verify=False):
        self.spacing = spacing
        self.verify = verify
        self.text = ""
        self.points = [(0, initial_state())]
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
        rest = parse_with_checkpoints(new_text[offset:], self.spacing, start=(offset, state))
        self.points = self.points[:keep] + rest
        self.text = new_text
        if self.verify:
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
