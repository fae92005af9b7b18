"""The one thread that runs the model.

pygls reads stdin on its own thread pool, so inference must not run there: a long generation
would starve the reader and `$/cancelRequest` would never arrive. Every model call goes through
one dedicated thread, in order. Each document has at most one live request: a newer one sets the
older one's cancel flag, which the token loop checks between tokens.
"""

from __future__ import annotations

import asyncio
import threading
from concurrent.futures import ThreadPoolExecutor
from typing import TYPE_CHECKING, Callable

from decoding.options import CompletionOptions

if TYPE_CHECKING:  # torch and transformers load with the model, not at server start
    from decoding.pipeline import Completer, Completion


class InferenceWorker:
    def __init__(self) -> None:
        self._executor = ThreadPoolExecutor(max_workers=1, thread_name_prefix="cpc-inference")
        self._completer: Completer | None = None
        self._live: dict[str, threading.Event] = {}

    @property
    def ready(self) -> bool:
        return self._completer is not None

    @property
    def completer(self) -> "Completer | None":
        return self._completer

    async def load(self, model: str | None, device: str, progress: Callable[[str], None], backend=None) -> Completer:
        """Load (or replace) the model on the worker thread, or connect to the vLLM server that
        `backend` (BackendSettings) names; requests queued meanwhile wait."""
        def load_on_worker() -> "Completer":
            if backend is not None and backend.kind == "vllm":
                from decoding.served.remote_completer import RemoteCompleter

                return RemoteCompleter.connect(backend.server_url, backend.api_key, model, backend.timeout,
                                               backend.allow_unconstrained, progress)
            from decoding.pipeline import Completer

            return Completer.load(model, device, progress)

        loop = asyncio.get_running_loop()
        self._completer = None
        completer = await loop.run_in_executor(self._executor, load_on_worker)
        self._completer = completer
        return completer

    async def complete(self, key: str, text: str, cursor: int, options: CompletionOptions) -> "Completion | None":
        """The completion, or None when a newer request for `key` (or a `$/cancelRequest`)
        superseded this one."""
        completer = self._completer
        if completer is None:
            return None
        previous = self._live.get(key)
        if previous is not None:
            previous.set()
        cancel = threading.Event()
        self._live[key] = cancel
        loop = asyncio.get_running_loop()

        def run() -> "Completion | None":
            from decoding.pipeline import Cancelled

            if cancel.is_set():  # superseded while it waited in the queue
                return None
            try:
                return completer.complete(text, cursor, options, cancel, document=key)
            except Cancelled:
                return None

        try:
            return await loop.run_in_executor(self._executor, run)
        except asyncio.CancelledError:
            cancel.set()  # $/cancelRequest: stop the running generation at its next token
            raise
        finally:
            if self._live.get(key) is cancel:
                del self._live[key]

    def shutdown(self) -> None:
        for event in self._live.values():
            event.set()
        self._executor.shutdown(wait=False, cancel_futures=True)
