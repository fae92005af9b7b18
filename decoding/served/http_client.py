"""HTTP to vLLM's OpenAI-compatible server, standard library only.

Every call can be cancelled from another thread: a watcher shuts the socket down when the
request's cancel flag is set, so vLLM sees the client go away and aborts the request (the GPU
does not finish dead work), and the waiting thread gets `Cancelled` at once.
"""

from __future__ import annotations

import http.client
import json
import socket
import threading
from typing import Iterator
from urllib.parse import urlsplit

from decoding.generate import Cancelled
from decoding.model_loading import ModelLoadError

FIX_HINT = "start it with `cpc-lsp serve-vllm` (see the README's vLLM section)"


class BackendError(ModelLoadError):
    """The vLLM server cannot serve this request; the message says why and what to do."""


class VllmClient:
    def __init__(self, url: str, api_key: str | None = None, timeout: float = 30.0) -> None:
        parts = urlsplit(url if "://" in url else f"http://{url}")
        if parts.scheme not in ("http", "https") or not parts.hostname:
            raise BackendError(f"serverUrl must look like http://host:8000, not {url!r}")
        self.url = url
        self._https = parts.scheme == "https"
        self._host = parts.hostname
        self._port = parts.port or (443 if self._https else 80)
        self._base = parts.path.rstrip("/").removesuffix("/v1")
        self._api_key = api_key or None
        self.timeout = timeout
        self.round_trips = 0  # HTTP requests sent, for the per-completion count

    # -- calls ---------------------------------------------------------------------------------

    def get(self, path: str) -> dict:
        with _Call(self, "GET", path, None, None) as call:
            return call.json()

    def post(self, path: str, body: dict, cancel: threading.Event | None = None, headers: dict | None = None) -> dict:
        with _Call(self, "POST", path, body, cancel, headers) as call:
            return call.json()

    def stream(self, path: str, body: dict, cancel: threading.Event | None = None,
               headers: dict | None = None) -> "EventStream":
        """Server-sent events of a `stream: true` request; close it to abort the request."""
        call = _Call(self, "POST", path, {**body, "stream": True}, cancel, headers)
        call.__enter__()
        return EventStream(call)

    # -- plumbing ------------------------------------------------------------------------------

    def _connection(self) -> http.client.HTTPConnection:
        kind = http.client.HTTPSConnection if self._https else http.client.HTTPConnection
        return kind(self._host, self._port, timeout=self.timeout)

    def _headers(self) -> dict[str, str]:
        headers = {"Content-Type": "application/json", "Accept": "application/json"}
        if self._api_key:
            headers["Authorization"] = f"Bearer {self._api_key}"  # vLLM's --api-key
        return headers


class _Call:
    """One HTTP request: its connection, its response, and the watcher of its cancel flag."""

    def __init__(self, client: VllmClient, method: str, path: str, body: dict | None,
                 cancel: threading.Event | None, headers: dict | None = None) -> None:
        self.client = client
        self.headers = {**client._headers(), **(headers or {})}
        self.method, self.path, self.body = method, client._base + path, body
        self.cancel = cancel
        self.connection = client._connection()
        self.response: http.client.HTTPResponse | None = None
        self._done = threading.Event()

    def __enter__(self) -> "_Call":
        if self.cancel is not None:
            if self.cancel.is_set():
                raise Cancelled()
            threading.Thread(target=self._watch, name="cpc-vllm-cancel", daemon=True).start()
        client = self.client
        client.round_trips += 1
        try:
            payload = None if self.body is None else json.dumps(self.body).encode("utf-8")
            self.connection.request(self.method, self.path, body=payload, headers=self.headers)
            self.response = self.connection.getresponse()
        except Exception as error:
            self.close()
            raise self._translated(error) from None
        if self.response.status != 200:
            detail = self._error_detail()
            self.close()
            raise BackendError(_status_message(client.url, self.response.status, detail))
        return self

    def __exit__(self, *exc) -> None:
        self.close()

    def json(self) -> dict:
        try:
            return json.loads(self.response.read())
        except Exception as error:
            raise self._translated(error) from None

    def lines(self) -> Iterator[bytes]:
        try:
            while True:
                line = self.response.readline()
                if not line:
                    if self.cancel is not None and self.cancel.is_set():
                        raise Cancelled()  # the watcher shut the socket: that reads as the end
                    return
                yield line
        except Exception as error:
            raise self._translated(error) from None

    def close(self) -> None:
        self._done.set()
        if self.response is not None:
            self.response.close()  # the response holds the socket too: both must let go of it
        self.connection.close()

    def _watch(self) -> None:
        while not self._done.wait(0.02):
            if self.cancel.is_set():
                sock = self.connection.sock
                if sock is not None:
                    try:
                        sock.shutdown(socket.SHUT_RDWR)
                    except OSError:
                        pass
                return

    def _translated(self, error: BaseException) -> BaseException:
        if self.cancel is not None and self.cancel.is_set():
            return Cancelled()
        url = self.client.url
        if isinstance(error, (socket.timeout, TimeoutError)):
            return BackendError(f"the vLLM server at {url} did not answer within {self.client.timeout:g} s "
                                "(busy or stuck); raise cpcLsp.serverTimeout or check the server")
        if isinstance(error, (ConnectionError, OSError, http.client.HTTPException)):
            return BackendError(f"cannot reach the vLLM server at {url}: {error or type(error).__name__} — "
                                f"is it running and is serverUrl right? {FIX_HINT}")
        if isinstance(error, ValueError):
            return BackendError(f"the server at {url} did not answer with JSON: is it a vLLM server? ({error})")
        return error

    def _error_detail(self) -> str:
        try:
            data = json.loads(self.response.read() or b"{}")
        except (ValueError, OSError, http.client.HTTPException):
            return ""
        error = data.get("error", data) if isinstance(data, dict) else data
        message = error.get("message", "") if isinstance(error, dict) else str(error)
        return str(message).strip().splitlines()[0][:300] if message else ""


class EventStream:
    """The `data:` payloads of a server-sent event stream, as dicts; ends at `[DONE]`."""

    def __init__(self, call: _Call) -> None:
        self._call = call

    def __iter__(self) -> Iterator[dict]:
        for line in self._call.lines():
            line = line.strip()
            if not line.startswith(b"data:"):
                continue
            data = line[5:].strip()
            if data == b"[DONE]":
                return
            try:
                event = json.loads(data)
            except ValueError:
                raise BackendError(f"the vLLM server at {self._call.client.url} sent a malformed event: {data[:80]!r}") from None
            if isinstance(event, dict) and "error" in event:
                message = event["error"].get("message", event["error"]) if isinstance(event["error"], dict) else event["error"]
                raise BackendError(f"the vLLM server at {self._call.client.url} failed the request: {message}")
            yield event

    def close(self) -> None:
        self._call.close()


def _status_message(url: str, status: int, detail: str) -> str:
    if status == 401:
        return (f"the vLLM server at {url} refused the API key (HTTP 401): set cpcLsp.apiKey to the key "
                "the server was started with (--api-key)")
    if status == 404 and "model" in detail.lower():
        return f"model name mismatch at {url}: {detail}"
    return f"the vLLM server at {url} answered HTTP {status}: {detail or 'no detail'}"
