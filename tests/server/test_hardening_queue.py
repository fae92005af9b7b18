"""Issue 9, items 2, 5 and 8: the queue in front of the inference thread. A superseded or
cancelled request is answered at once, never after the job that is running; the newest request
runs as soon as the running one reaches a cancel point; a newer model load replaces a waiting one,
and a load that fails keeps the old model serving."""

from __future__ import annotations

import asyncio
import threading

import pytest

from decoding.model_loading import ModelLoadError
from decoding.options import CompletionOptions
from decoding.pipeline import Cancelled, Completion
from server.worker import InferenceWorker

OPTIONS = CompletionOptions()


class GatedCompleter:
    """A completion for 'blocked' documents runs until the test opens the gate or cancels it;
    others finish at once. Records the order in which requests started."""

    def __init__(self) -> None:
        self.gate = threading.Event()
        self.started: list[str] = []
        self.loaded = type("Loaded", (), {"name": "gated", "device": "cpu", "dtype": "float32"})()

    def complete(self, text, cursor, options, cancel, document=""):
        self.started.append(text)
        while text.startswith("blocked") and not self.gate.is_set():
            if cancel.is_set():
                raise Cancelled()
            cancel.wait(0.005)
        return Completion(text + "!", cursor, cursor, "!", 1, "max tokens")


def worker_with(completer) -> InferenceWorker:
    worker = InferenceWorker()
    worker._completer = completer
    return worker


async def busy_worker() -> tuple[GatedCompleter, InferenceWorker, asyncio.Future]:
    """A worker whose thread is held by a 'blocked' request for b.ts until the gate opens."""
    completer = GatedCompleter()
    worker = worker_with(completer)
    blocker = asyncio.ensure_future(worker.complete("b.ts", "blocked", 7, OPTIONS))
    await until(lambda: completer.started)
    return completer, worker, blocker


async def until(predicate, timeout: float = 20) -> None:
    async def poll():
        while not predicate():
            await asyncio.sleep(0.005)
    await asyncio.wait_for(poll(), timeout)


async def test_a_superseded_waiting_request_is_answered_while_another_document_still_runs():
    completer, worker, running = await busy_worker()
    older = asyncio.ensure_future(worker.complete("a.ts", "a1", 2, OPTIONS))
    await asyncio.sleep(0.05)
    newer = asyncio.ensure_future(worker.complete("a.ts", "a2", 2, OPTIONS))
    assert await asyncio.wait_for(older, 10) is None  # answered although b.ts has not finished
    assert not running.done() and not completer.gate.is_set()
    completer.gate.set()
    assert (await running).ghost_text == "!"
    assert (await newer).insert_text == "a2!"
    assert completer.started == ["blocked", "a2"]  # the superseded one never ran


async def test_a_superseded_running_request_is_answered_before_it_reaches_its_cancel_point():
    completer = GatedCompleter()
    worker = worker_with(completer)
    cancel_seen = threading.Event()
    original = completer.complete

    def slow_to_notice(text, cursor, options, cancel, document=""):
        if text == "blocked-long":  # a model call that does not look at the flag for a while
            completer.started.append(text)
            cancel_seen.wait()
            raise Cancelled()
        return original(text, cursor, options, cancel, document)

    completer.complete = slow_to_notice
    running = asyncio.ensure_future(worker.complete("a.ts", "blocked-long", 3, OPTIONS))
    await until(lambda: completer.started)
    newest = asyncio.ensure_future(worker.complete("a.ts", "fresh", 5, OPTIONS))
    assert await asyncio.wait_for(running, 10) is None  # while the thread is still inside the call
    assert not newest.done()
    cancel_seen.set()  # the running job reaches its cancel point: the newest one runs next
    assert (await asyncio.wait_for(newest, 10)).insert_text == "fresh!"


async def test_steady_typing_keeps_one_waiting_request_per_document():
    completer, worker, blocker = await busy_worker()
    keystrokes = [asyncio.ensure_future(worker.complete("a.ts", f"a{n}", 2, OPTIONS)) for n in range(200)]
    await asyncio.sleep(0.05)
    assert all(task.done() and task.result() is None for task in keystrokes[:-1])
    assert len(worker._waiting) == 1 and not keystrokes[-1].done()
    completer.gate.set()
    assert (await keystrokes[-1]).insert_text == "a199!"
    await blocker
    assert worker.stats.superseded == 199


async def test_cancelling_a_waiting_request_answers_it_at_once_and_it_never_runs():
    completer, worker, blocker = await busy_worker()
    waiting = asyncio.ensure_future(worker.complete("a.ts", "never", 5, OPTIONS))
    await asyncio.sleep(0.02)
    waiting.cancel()
    with pytest.raises(asyncio.CancelledError):
        await waiting
    assert not worker._waiting
    completer.gate.set()
    await blocker
    assert "never" not in completer.started


async def test_documents_take_turns_in_arrival_order():
    completer, worker, blocker = await busy_worker()
    first = asyncio.ensure_future(worker.complete("c.ts", "c1", 2, OPTIONS))
    second = asyncio.ensure_future(worker.complete("d.ts", "d1", 2, OPTIONS))
    await asyncio.sleep(0.01)
    again = asyncio.ensure_future(worker.complete("c.ts", "c2", 2, OPTIONS))  # keeps c.ts's place
    completer.gate.set()
    await asyncio.gather(blocker, first, second, again)
    assert completer.started == ["blocked", "c2", "d1"]


async def test_a_newer_model_load_replaces_a_waiting_one(monkeypatch):
    from decoding import pipeline

    release = threading.Event()
    loads: list[str] = []

    def fake_load(model, device, progress):
        loads.append(model)
        if model == "slow":
            release.wait(20)
        completer = GatedCompleter()
        completer.loaded.name = model
        return completer

    monkeypatch.setattr(pipeline.Completer, "load", staticmethod(fake_load))
    worker = InferenceWorker()
    first = asyncio.ensure_future(worker.load("slow", "cpu", lambda message: None))
    await until(lambda: loads)
    queued = asyncio.ensure_future(worker.load("stale", "cpu", lambda message: None))
    await asyncio.sleep(0.02)
    newest = asyncio.ensure_future(worker.load("newest", "cpu", lambda message: None))
    assert await asyncio.wait_for(queued, 10) is None  # replaced before it started
    release.set()
    await first
    assert (await newest).loaded.name == "newest"
    assert loads == ["slow", "newest"]
    assert worker.completer.loaded.name == "newest"


async def test_a_load_that_fails_keeps_the_model_that_was_serving(monkeypatch):
    from decoding import pipeline

    def failing_load(model, device, progress):
        raise ModelLoadError(f"--device {device} was asked for but CUDA is not available; use --device cpu")

    serving = GatedCompleter()
    worker = worker_with(serving)
    monkeypatch.setattr(pipeline.Completer, "load", staticmethod(failing_load))
    with pytest.raises(ModelLoadError):
        await worker.load(None, "cuda", lambda message: None)
    assert worker.ready and worker.completer is serving
    assert (await worker.complete("a.ts", "still", 5, OPTIONS)).insert_text == "still!"
