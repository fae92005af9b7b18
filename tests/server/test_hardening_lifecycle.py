"""Issue 9, item 10: the LSP lifecycle as the specification writes it, on a real process:
-32002 before initialize, -32600 for a second initialize and for anything after shutdown
(a second shutdown included), and the exit code tells whether shutdown came first."""

from __future__ import annotations

import time

import pytest

from raw_client import ServerProcess

SERVER_NOT_INITIALIZED, INVALID_REQUEST = -32002, -32600


@pytest.fixture
def server():
    process = ServerProcess("--model", "/no/such/model-folder")
    yield process
    process.stop()


def test_a_request_before_initialize_is_server_not_initialized(server):
    wire = server.wire
    early = wire.request("textDocument/inlineCompletion", {"textDocument": {"uri": "file:///a.ts"},
                                                           "position": {"line": 0, "character": 0}})
    assert wire.response(early)["error"]["code"] == SERVER_NOT_INITIALIZED
    wire.open("file:///early.ts", "let a")  # a notification before initialize is dropped
    assert "capabilities" in wire.initialize()["result"]
    answer = wire.response(wire.complete("file:///early.ts", 0, 5))
    assert answer["result"] == {"items": []}
    assert server.alive()


def test_a_second_initialize_is_an_invalid_request_not_a_restart(server):
    wire = server.wire
    wire.initialize()
    wire.status("error")  # the first (and only) load attempt
    again = wire.request("initialize", {"processId": None, "rootUri": None, "capabilities": {}})
    assert wire.response(again)["error"]["code"] == INVALID_REQUEST
    loads = [m for m in wire.seen if m.get("method") == "cpcLsp/status" and m["params"]["state"] == "loading"]
    assert len(loads) <= 1  # the first answer may say "loading"; nothing was loaded again


def test_requests_after_shutdown_are_invalid_and_a_second_shutdown_is_answered(server):
    wire = server.wire
    wire.initialize()
    assert wire.response(wire.request("shutdown"))["result"] is None
    assert wire.response(wire.complete("file:///a.ts", 0, 0))["error"]["code"] == INVALID_REQUEST
    assert wire.response(wire.request("shutdown"))["error"]["code"] == INVALID_REQUEST
    wire.notify("exit")
    assert server.wait() == 0


def test_exit_without_shutdown_exits_with_1(server):
    server.wire.initialize()
    server.wire.notify("exit")
    assert server.wait() == 1


def test_exit_before_initialize_exits_with_1(server):
    server.wire.notify("exit")
    assert server.wait() == 1


def test_the_client_closing_stdin_ends_the_server(server):
    server.wire.initialize()
    server.process.stdin.close()
    assert server.wait() == 1  # no shutdown came first


@pytest.mark.parametrize("shutdown_first, code", [(True, 0), (False, 1)])
def test_exit_while_the_model_is_generating_ends_with_the_right_code(tiny_model_dir, shutdown_first, code):
    # interpreter teardown around a running torch thread once aborted the process (SIGABRT)
    server = ServerProcess("--model", str(tiny_model_dir))
    try:
        wire = server.wire
        wire.initialize({"maxTokens": 4096, "multiline": "always", "typeConstraint": False})
        wire.status("ready")
        wire.open("file:///long.ts", "function f() {\n  return")
        wire.complete("file:///long.ts", 1, 8)
        time.sleep(0.5)  # the generation is under way
        if shutdown_first:
            wire.response(wire.request("shutdown"))
        wire.notify("exit")
        assert server.wait() == code
    finally:
        server.stop()
