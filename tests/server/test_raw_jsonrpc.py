"""Bytes no well-behaved client sends: the server answers or logs, and keeps serving."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

from lsp_session import read_framed_message


class RawClient:
    def __init__(self, *arguments: str) -> None:
        self.process = subprocess.Popen([sys.executable, "-m", "server.cli", "--stdio", *arguments],
                                        stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)

    def send(self, message: dict | bytes) -> None:
        body = message if isinstance(message, bytes) else json.dumps(message).encode()
        self.process.stdin.write(b"Content-Length: %d\r\n\r\n" % len(body) + body)
        self.process.stdin.flush()

    def response(self, request_id: int) -> dict:
        """The response to `request_id`, skipping notifications and server requests."""
        while True:
            message = read_framed_message(self.process.stdout)
            if message.get("id") == request_id and "method" not in message:
                return message

    def close(self) -> None:
        self.process.kill()
        self.process.wait(timeout=30)


@pytest.fixture
def raw(tiny_model_dir):
    client = RawClient("--model", str(tiny_model_dir))
    client.send({"jsonrpc": "2.0", "id": 1, "method": "initialize",
                 "params": {"processId": None, "rootUri": None, "capabilities": {}}})
    assert "capabilities" in client.response(1)["result"]
    client.send({"jsonrpc": "2.0", "method": "initialized", "params": {}})
    yield client
    client.close()


def test_params_of_the_wrong_shape_get_an_invalid_params_error(raw):
    raw.send({"jsonrpc": "2.0", "id": 2, "method": "textDocument/inlineCompletion", "params": ["not", "an", "object"]})
    error = raw.response(2)["error"]
    assert error["code"] == -32602 and "invalid textDocument/inlineCompletion request" in error["message"]


def test_garbage_bytes_do_not_stop_the_server(raw):
    raw.send(b"{this is not json")
    raw.send(b"\x00\xff\xfe binary")
    raw.send({"jsonrpc": "2.0", "id": 3, "method": "textDocument/inlineCompletion",
              "params": {"textDocument": {"uri": "file:///none.ts"}, "position": {"line": 0, "character": 0},
                         "context": {"triggerKind": 2}}})
    assert raw.response(3)["result"] == {"items": []}


def test_an_unknown_method_is_method_not_found(raw):
    raw.send({"jsonrpc": "2.0", "id": 4, "method": "cpc/noSuchThing", "params": {}})
    assert raw.response(4)["error"]["code"] == -32601
