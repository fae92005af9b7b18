"""Fake time for request-budget tests: the clock moves only when the model runs, one second per
forward, so a test asserts where a loop stops without measuring anything."""


class ForwardClock:
    def __init__(self) -> None:
        self.now = 0.0

    def __call__(self) -> float:
        return self.now


def ticking(session, clock: ForwardClock, cancel=None, cancel_after: int | None = None):
    """Make each forward of `session` cost one second of `clock`; set `cancel` at forward `cancel_after`."""
    forward = session._forward

    def timed(*args, **kwargs):
        clock.now += 1.0
        if cancel is not None and session.forward_calls + 1 >= cancel_after:
            cancel.set()
        return forward(*args, **kwargs)

    session._forward = timed
    return session
