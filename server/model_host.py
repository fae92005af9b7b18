"""The one loaded model of the process, shared by every LSP session (one per stdio process, one
per TCP connection).

A session asks for a (model, device, backend); the host loads it only if it is not already the one
serving or being loaded, so a second editor connecting does not reload anything. A new model
replaces the old one only once it has loaded: a device that does not exist or a model that does
not load leaves the old one serving, and every session is told why. A newer request replaces a
load still waiting in the worker's queue.
"""

from __future__ import annotations

import asyncio
import logging
from typing import Protocol

from decoding.model_loading import ModelLoadError
from server.backend_settings import BackendSettings
from server.worker import InferenceWorker

log = logging.getLogger("cpc-lsp")

Spec = tuple  # (model, device, backend): backend is a BackendSettings (in-process or a vLLM server)


class LoadListener(Protocol):
    """What a session hears about loads (all on the event loop)."""

    async def load_started(self, label: str) -> None: ...
    def load_progress(self, message: str, percentage: int) -> None: ...
    def load_finished(self, state: str, message: str, failed: bool, serving: Spec | None) -> None: ...


def describe(spec: Spec) -> str:
    name, backend = spec[0] or "the embedded SmolLM2-135M", spec[2]
    return f"{name} on the vLLM server at {backend.server_url}" if backend.kind == "vllm" else name


class ModelHost:
    def __init__(self) -> None:
        self.worker = InferenceWorker()
        self.status: tuple[str, str] = ("loading", "waiting for the client to finish initializing")
        self.serving: Spec | None = None  # (model, device, backend) of the loaded model
        self.wanted: Spec | None = None  # the last one asked for
        self._listeners: list[LoadListener] = []

    def attach(self, listener: LoadListener) -> None:
        self._listeners.append(listener)

    def detach(self, listener: LoadListener, belongs) -> None:
        """A session ended: forget it and stop its jobs (`belongs` tells its queue keys)."""
        if listener in self._listeners:
            self._listeners.remove(listener)
        self.worker.cancel_all(belongs)

    def want(self, model: str | None, device: str, backend: BackendSettings = BackendSettings()) -> bool:
        """Load (model, device, backend) unless it is already serving or on its way; True if a load starts."""
        spec = (model, device, backend)
        if spec == self.wanted:
            return False
        self.wanted = spec
        asyncio.ensure_future(self._load(spec))
        return True

    async def _load(self, spec: Spec) -> None:
        label = describe(spec)
        self.status = ("loading", f"loading {label}")
        await asyncio.gather(*(listener.load_started(label) for listener in list(self._listeners)))
        loop = asyncio.get_running_loop()
        steps = iter((20, 50, 80, 90))

        def report(message: str) -> None:  # called on the inference thread
            loop.call_soon_threadsafe(self._progress, message, next(steps, 95))

        try:
            completer = await self.worker.load(spec[0], spec[1], report, spec[2])
        except ModelLoadError as error:
            self._failed(spec, str(error))
            return
        except Exception as error:  # never let a load failure take the server down
            log.exception("model load failed")
            self._failed(spec, f"cannot load the model: {error}")
            return
        if completer is None:  # a newer load took this one's place in the queue
            self._finish("loading", f"{label}: replaced by a newer setting before it started", False)
            return
        self.serving = spec
        loaded = completer.loaded
        self._finish("ready", f"ready: {loaded.name} on {loaded.device} ({loaded.dtype})", False)

    def _progress(self, message: str, percentage: int) -> None:
        for listener in list(self._listeners):
            listener.load_progress(message, percentage)

    def _failed(self, spec: Spec, why: str) -> None:
        if self.wanted == spec:
            self.wanted = self.serving  # asking for the same thing again retries it
        if self.serving is not None and self.worker.ready:
            loaded = self.worker.completer.loaded
            self._finish("ready", f"kept {loaded.name} on {loaded.device}: {describe(spec)} on {spec[1]} was refused: {why}", True)
        else:
            self._finish("error", why, True)

    def _finish(self, state: str, message: str, failed: bool) -> None:
        if state != "loading" or self.status[0] == "loading":
            self.status = (state, message)
        for listener in list(self._listeners):
            listener.load_finished(state, message, failed, self.serving)
