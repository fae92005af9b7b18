"""The one thread that runs the model, and the queue in front of it.

pygls reads stdin on its own thread pool, so inference must not run there: a long generation
would starve the reader and `$/cancelRequest` would never arrive. Every model call goes through
one dedicated thread, one job at a time.

The queue holds at most one waiting job per key (a document of one session, or the model load):
a newer job for the same key takes the older one's place in line and the older one is answered
at once (None), never after the jobs ahead of it. A running job with that key has its cancel flag
set and is answered at once too; the thread moves on to the next job as soon as the running one
reaches its next cancel point. So the queue never grows past the number of open documents, and
steady typing cannot bury the newest request behind stale ones.
"""

from __future__ import annotations

import asyncio
import queue
import threading
import time
from collections import OrderedDict
from concurrent.futures import Future
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Callable, Hashable

from decoding.options import CompletionOptions

if TYPE_CHECKING:  # torch and transformers load with the model, not at server start
    from decoding.pipeline import Completer, Completion
    from server.backend_settings import BackendSettings

LOAD = ("model-load",)  # the queue key of model loads: a newer load replaces a waiting one


@dataclass
class _Job:
    key: Hashable
    run: Callable[[], Any]
    cancel: threading.Event
    answer: asyncio.Future


@dataclass
class WorkerStats:
    """What the stress bench reports: jobs run and the longest one the thread was busy with."""

    completions: int = 0
    superseded: int = 0
    loads: int = 0
    longest_completion_s: float = 0.0
    longest_load_s: float = 0.0
    running_since: float | None = field(default=None, repr=False)

    def as_dict(self) -> dict:
        return {"completions": self.completions, "superseded": self.superseded, "loads": self.loads,
                "longestCompletionMs": round(self.longest_completion_s * 1000, 1),
                "longestLoadMs": round(self.longest_load_s * 1000, 1)}


class _InferenceThread:
    """One daemon thread running submitted functions in order (daemon: `exit` is never held up
    by a generation or a model load in progress)."""

    def __init__(self) -> None:
        self._jobs: queue.SimpleQueue = queue.SimpleQueue()
        self._thread = threading.Thread(target=self._serve, name="cpc-inference", daemon=True)
        self._thread.start()

    def submit(self, function: Callable[[], Any]) -> Future:
        future: Future = Future()
        self._jobs.put((function, future))
        return future

    def _serve(self) -> None:
        while True:
            function, future = self._jobs.get()
            if function is None:
                return
            try:
                future.set_result(function())
            except BaseException as error:  # handed to the awaiting coroutine
                future.set_exception(error)

    def stop(self) -> None:
        self._jobs.put((None, None))


class InferenceWorker:
    def __init__(self) -> None:
        self._thread = _InferenceThread()
        self._completer: Completer | None = None
        self._waiting: OrderedDict[Hashable, _Job] = OrderedDict()
        self._running: _Job | None = None
        self.stats = WorkerStats()

    @property
    def ready(self) -> bool:
        return self._completer is not None

    @property
    def completer(self) -> "Completer | None":
        return self._completer

    async def load(self, model: str | None, device: str, progress: Callable[[str], None],
                   backend: "BackendSettings | None" = None) -> "Completer | None":
        """Load a model on the worker thread, or connect to the vLLM server that `backend` names; it
        replaces the current one only once it has loaded (a model, device or server that fails
        keeps the old one serving). None: a newer load took this one's place before it started."""
        def load_on_worker() -> "Completer":
            if backend is not None and backend.kind == "vllm":
                from decoding.served.remote_completer import RemoteCompleter

                completer = RemoteCompleter.connect(backend.server_url, backend.api_key, model, backend.timeout,
                                                    backend.allow_unconstrained, progress)
            else:
                from decoding.pipeline import Completer

                completer = Completer.load(model, device, progress)
            self._completer = completer
            return completer

        return await self._submit(LOAD, load_on_worker, threading.Event())

    async def complete(self, key: Hashable, text: str, cursor: int, options: CompletionOptions) -> "Completion | None":
        """The completion, or None when a newer request for `key` superseded this one."""
        completer = self._completer
        if completer is None:
            return None
        cancel = threading.Event()

        def run() -> "Completion | None":
            from decoding.pipeline import Cancelled

            try:
                return completer.complete(text, cursor, options, cancel, document=str(key))
            except Cancelled:
                return None

        return await self._submit(key, run, cancel)

    async def _submit(self, key: Hashable, run: Callable[[], Any], cancel: threading.Event) -> Any:
        job = _Job(key, run, cancel, asyncio.get_running_loop().create_future())
        older = self._waiting.get(key)
        if older is not None:
            self._answer_superseded(older)
        self._waiting[key] = job  # a replaced key keeps its place in line
        running = self._running
        if running is not None and running.key == key and key != LOAD:
            running.cancel.set()
            self._answer_superseded(running)
        self._dispatch()
        try:
            return await job.answer
        except asyncio.CancelledError:  # $/cancelRequest, or the client went away
            job.cancel.set()
            if self._waiting.get(key) is job:
                del self._waiting[key]
            raise

    def _answer_superseded(self, job: _Job) -> None:
        job.cancel.set()
        if not job.answer.done():
            self.stats.superseded += 1
            job.answer.set_result(None)

    def _dispatch(self) -> None:
        while self._running is None and self._waiting:
            _, job = self._waiting.popitem(last=False)
            if job.cancel.is_set() or job.answer.done():
                continue
            self._running = job
            started = time.monotonic()
            self.stats.running_since = started

            def run(job: _Job = job) -> Any:
                return None if job.cancel.is_set() else job.run()

            future = asyncio.wrap_future(self._thread.submit(run))
            future.add_done_callback(lambda done, job=job, started=started: self._finished(job, done, started))

    def _finished(self, job: _Job, done: asyncio.Future, started: float) -> None:
        busy = time.monotonic() - started
        if job.key == LOAD:
            self.stats.loads += 1
            self.stats.longest_load_s = max(self.stats.longest_load_s, busy)
        else:
            self.stats.completions += 1
            self.stats.longest_completion_s = max(self.stats.longest_completion_s, busy)
        self._running, self.stats.running_since = None, None
        if not job.answer.done():
            if done.cancelled():
                job.answer.set_result(None)
            elif done.exception() is not None:
                job.answer.set_exception(done.exception())
            else:
                job.answer.set_result(done.result())
        self._dispatch()

    def cancel_all(self, belongs: Callable[[Hashable], bool]) -> None:
        """Answer and stop every job whose key `belongs` (a session that ended)."""
        for key in [key for key in self._waiting if belongs(key)]:
            self._answer_superseded(self._waiting.pop(key))
        if self._running is not None and belongs(self._running.key):
            self._answer_superseded(self._running)

    def shutdown(self) -> None:
        self.cancel_all(lambda key: True)
        self._thread.stop()
