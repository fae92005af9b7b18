"""A raw JSON-RPC client for real-process tests: it frames (or misframes) bytes itself, so the
tests can send what no LSP library would, over a `cpc-lsp --stdio` pipe or a `--tcp` socket."""

from __future__ import annotations

import itertools
import json
import os
import queue
import socket
import subprocess
import sys
import threading
import time

from lsp_session import read_framed_message

CLI = [sys.executable, "-m", "server.cli"]


class Wire:
    """One connection: messages read on a thread, so notifications never block a test."""

    def __init__(self, incoming, outgoing, closer=None) -> None:
        self._out = outgoing
        self._closer = closer
        self._inbox: queue.Queue = queue.Queue()
        self.seen: list[dict] = []
        self.arrived: dict = {}  # request id -> when its answer was read
        self.answers: dict = {}  # request id -> its answer
        self.ended = threading.Event()
        self._ids = itertools.count(1000)
        threading.Thread(target=self._read, args=(incoming,), daemon=True).start()

    def _read(self, incoming) -> None:
        try:
            while True:
                message = read_framed_message(incoming)
                if "id" in message and "method" not in message:
                    self.arrived[message["id"]] = time.monotonic()
                self._inbox.put(message)
        except Exception:  # end of stream (or the test closed it)
            self.ended.set()
            self._inbox.put(None)

    def send_bytes(self, data: bytes) -> None:
        self._out.write(data)
        self._out.flush()

    def send(self, message: dict) -> None:
        body = json.dumps(message).encode()
        self.send_bytes(b"Content-Length: %d\r\n\r\n" % len(body) + body)

    def notify(self, method: str, params: dict | None = None) -> None:
        self.send({"jsonrpc": "2.0", "method": method, "params": params or {}})

    def request(self, method: str, params: dict | None = None, request_id: int | None = None) -> int:
        request_id = next(self._ids) if request_id is None else request_id
        self.send({"jsonrpc": "2.0", "id": request_id, "method": method, "params": params or {}})
        return request_id

    def _pump(self, timeout: float) -> bool:
        try:
            message = self._inbox.get(timeout=timeout)
        except queue.Empty:
            return False
        if message is None:
            self._inbox.put(None)
            raise EOFError("the server closed the connection")
        self.seen.append(message)
        if "id" in message and "method" not in message:
            self.answers[message["id"]] = message
        return True

    def response(self, request_id: int, timeout: float = 120) -> dict:
        deadline = time.monotonic() + timeout
        while True:
            if request_id in self.answers:
                return self.answers[request_id]
            left = deadline - time.monotonic()
            if left <= 0:
                raise TimeoutError(f"no answer to request {request_id} in {timeout} s")
            self._pump(min(left, 0.5))

    def wait_for(self, predicate, timeout: float = 120) -> dict:
        """The first message (already seen or arriving) for which `predicate` is true."""
        deadline = time.monotonic() + timeout
        while True:
            for message in self.seen:
                if predicate(message):
                    return message
            left = deadline - time.monotonic()
            if left <= 0:
                raise TimeoutError("no such message arrived")
            self._pump(min(left, 0.5))

    def logs(self) -> list[str]:
        return [m["params"]["message"] for m in self.seen if m.get("method") == "window/logMessage"]

    def status(self, *states: str, timeout: float = 300) -> dict:
        message = self.wait_for(lambda m: m.get("method") == "cpcLsp/status" and m["params"]["state"] in states, timeout)
        return message["params"]

    def initialize(self, options: dict | None = None, capabilities: dict | None = None) -> dict:
        answer = self.response(self.request("initialize", {"processId": None, "rootUri": None,
                                                           "capabilities": capabilities or {},
                                                           "initializationOptions": options or {}}))
        self.notify("initialized")
        return answer

    def open(self, uri: str, text: str, version: int = 1) -> None:
        self.notify("textDocument/didOpen", {"textDocument": {"uri": uri, "languageId": "typescript",
                                                               "version": version, "text": text}})

    def complete(self, uri: str, line: int, character: int) -> int:
        return self.request("textDocument/inlineCompletion", {
            "textDocument": {"uri": uri}, "position": {"line": line, "character": character},
            "context": {"triggerKind": 2}})

    def close(self) -> None:
        if self._closer is not None:
            self._closer()


class ServerProcess:
    def __init__(self, *arguments: str, tcp: bool = False, env: dict | None = None) -> None:
        self.port = free_port() if tcp else None
        command = [*CLI, *(["--tcp", "--port", str(self.port)] if tcp else ["--stdio"]), *arguments]
        self.process = subprocess.Popen(command, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                        stderr=subprocess.DEVNULL, env={**os.environ, **(env or {})})
        self.wire = None if tcp else Wire(self.process.stdout, self.process.stdin)

    def connect(self, timeout: float = 60) -> Wire:
        deadline = time.monotonic() + timeout
        while True:
            try:
                sock = socket.create_connection(("127.0.0.1", self.port), timeout=5)
                break
            except OSError:
                if time.monotonic() > deadline or self.process.poll() is not None:
                    raise
                time.sleep(0.1)
        sock.settimeout(None)

        def close() -> None:
            try:
                sock.shutdown(socket.SHUT_RDWR)
            except OSError:
                pass
            sock.close()

        return Wire(sock.makefile("rb"), sock.makefile("wb"), close)

    def alive(self) -> bool:
        return self.process.poll() is None

    def wait(self, timeout: float = 30) -> int:
        return self.process.wait(timeout=timeout)

    def stop(self) -> None:
        if self.alive():
            self.process.kill()
        self.process.wait(timeout=30)
        for stream in (self.process.stdin, self.process.stdout):
            try:
                stream.close()
            except OSError:
                pass


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]
