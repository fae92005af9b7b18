"""What one completion request may spend: a deadline, a cancel flag and a covering-tree budget.

The token loop attaches the request's `RequestBudget` to the `LMSession` (`session.budget`), so
every loop that calls the model -- prefill chunks, covering-tree depths, lookahead chunks, the
token loop -- checks the same limits before its next forward, not only between tokens:

- the cancel flag stops any of them (`Cancelled`): a superseded request lets go of the model
  within one forward;
- the deadline stops the covering tree's lookaheads (`DeadlineReached`) and the token loop.
  It runs from the end of the prompt (`start()`): an answer needs the whole prompt, which its own
  token budget bounds, and a prompt cut short would answer empty however often it is asked;
- `tree_nodes_left`: covering-tree nodes the exact method may still evaluate for this request;
  past it, the tree is cut and the unexplored nodes get the naive method's weight
  (`covering_tree.py`), which costs no forward.

The clock is injectable so that tests drive time by hand instead of measuring it.
"""

from __future__ import annotations

import threading
import time
from dataclasses import dataclass, field
from typing import Callable


class Cancelled(Exception):
    """The request was superseded or cancelled; its partial result is discarded."""


class DeadlineReached(Exception):
    """The request's deadline passed before the next model call; the request returns what it has."""


@dataclass
class RequestBudget:
    deadline: float | None = None  # clock() value after which no interruptible forward starts
    cancel: threading.Event | None = None
    seconds: float | None = None  # how long after `start()` the deadline falls (None: no deadline)
    clock: Callable[[], float] = time.monotonic
    tree_nodes_left: int | None = None  # None: only the conditioner's own per-step limit
    # What the request spent and where it fell back, for the completion's log.
    tree_nodes_used: int = 0
    cut_steps: int = 0  # conditioner steps whose covering tree was cut by the node budget
    cut_mass: float = 0.0  # largest reach (share of the step's mass) given naive weights by a cut
    notes: list[str] = field(default_factory=list)

    @classmethod
    def within(cls, milliseconds: float | None, cancel: threading.Event | None = None,
               clock: Callable[[], float] = time.monotonic, tree_nodes: int | None = None) -> "RequestBudget":
        """A budget whose deadline is `milliseconds` from now on `clock` (None: no deadline)."""
        deadline = None if milliseconds is None else clock() + milliseconds / 1000
        return cls(deadline=deadline, cancel=cancel, clock=clock, tree_nodes_left=tree_nodes)

    def start(self) -> None:
        """Start the deadline's clock (the prompt is processed); a deadline already set stays."""
        if self.seconds is not None and self.deadline is None:
            self.deadline = self.clock() + self.seconds

    @property
    def cancelled(self) -> bool:
        return self.cancel is not None and self.cancel.is_set()

    @property
    def past_deadline(self) -> bool:
        return self.deadline is not None and self.clock() >= self.deadline

    def check_cancelled(self) -> None:
        if self.cancelled:
            raise Cancelled()

    def check(self) -> None:
        """Before a lookahead forward: stop when cancelled or past the deadline."""
        self.check_cancelled()
        if self.past_deadline:
            raise DeadlineReached()

    def spend_tree_nodes(self, count: int) -> None:
        self.tree_nodes_used += count
        if self.tree_nodes_left is not None:
            self.tree_nodes_left = max(0, self.tree_nodes_left - count)

    def note(self, message: str) -> None:
        if message not in self.notes:
            self.notes.append(message)
