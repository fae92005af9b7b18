"""The inference thread: one request per document, newer ones supersede older ones, and
`$/cancelRequest` (asyncio cancellation) stops a running generation between tokens."""

from __future__ import annotations

import asyncio
import threading
import time

import pytest

from decoding.options import CompletionOptions
from decoding.pipeline import Cancelled, Completion
from server.worker import InferenceWorker


class SlowCompleter:
    """Generates one 'token' every 10 ms until cancelled or done, like the token loop."""

    def __init__(self, tokens: int = 200) -> None:
        self.tokens = tokens
        self.threads: set[str] = set()
        self.cancelled = 0

    def complete(self, text, cursor, options, cancel, document=""):
        self.threads.add(threading.current_thread().name)
        for _ in range(self.tokens):
            if cancel.is_set():
                self.cancelled += 1
                raise Cancelled()
            time.sleep(0.01)
        return Completion(text[cursor:] + "done", cursor, cursor, "done", self.tokens, "max tokens")


def worker_with(completer) -> InferenceWorker:
    worker = InferenceWorker()
    worker._completer = completer
    return worker


async def test_a_newer_request_for_the_same_document_supersedes_the_older():
    completer = SlowCompleter()
    worker = worker_with(completer)
    older = asyncio.ensure_future(worker.complete("file:///a.ts", "x", 1, CompletionOptions()))
    await asyncio.sleep(0.1)  # the older one is running
    newer = await worker.complete("file:///a.ts", "x", 1, CompletionOptions())
    assert await older is None
    assert newer is not None and newer.ghost_text == "done"
    assert completer.cancelled == 1


async def test_requests_for_other_documents_do_not_cancel_each_other():
    worker = worker_with(SlowCompleter(tokens=5))
    first, second = await asyncio.gather(
        worker.complete("file:///a.ts", "x", 1, CompletionOptions()),
        worker.complete("file:///b.ts", "y", 1, CompletionOptions()),
    )
    assert first is not None and second is not None


async def test_cancelling_the_request_stops_the_running_generation():
    completer = SlowCompleter(tokens=10_000)
    worker = worker_with(completer)
    task = asyncio.ensure_future(worker.complete("file:///a.ts", "x", 1, CompletionOptions()))
    await asyncio.sleep(0.1)
    task.cancel()
    with pytest.raises(asyncio.CancelledError):
        await task
    # The worker thread is free again soon: the next request runs to its end.
    completer.tokens = 3
    started = time.monotonic()
    assert await worker.complete("file:///a.ts", "x", 1, CompletionOptions()) is not None
    assert completer.cancelled == 1
    assert time.monotonic() - started < 30  # not stuck behind 10,000 tokens


async def test_all_inference_runs_on_one_dedicated_thread():
    completer = SlowCompleter(tokens=1)
    worker = worker_with(completer)
    for uri in ("file:///a.ts", "file:///b.ts", "file:///c.ts"):
        await worker.complete(uri, "x", 1, CompletionOptions())
    assert len(completer.threads) == 1
    assert next(iter(completer.threads)).startswith("cpc-inference")


async def test_no_model_means_no_completion():
    assert await InferenceWorker().complete("file:///a.ts", "x", 1, CompletionOptions()) is None
