"""Issue 9, item 4: `cpc-lsp --tcp` serves several editors at once, each connection its own LSP
session (its own documents and lifecycle) over one loaded model, and no client leaving, however
it leaves, stops the server or the other sessions."""

from __future__ import annotations

import socket
import subprocess

import pytest

from raw_client import CLI, ServerProcess

OPTIONS = {"maxTokens": 4, "temperature": 0, "typeConstraint": False}
URI = "file:///same-name.ts"


@pytest.fixture(scope="module")
def server(tiny_model_dir):
    process = ServerProcess("--model", str(tiny_model_dir), tcp=True)
    yield process
    process.stop()


@pytest.fixture(scope="module")
def first(server):
    wire = server.connect()
    wire.initialize(OPTIONS)
    wire.status("ready")
    wire.open(URI, "let alpha = 1;\nalp")
    yield wire
    wire.close()


def items(wire, request_id):
    return wire.response(request_id)["result"]["items"]


def test_a_second_editor_is_served_without_reloading_the_model(server, first):
    second = server.connect()
    second.initialize(OPTIONS)
    assert second.status("ready")["message"].startswith("ready")
    second.open(URI, "const beta = 2;\nbe")  # the same URI, another editor's text
    from_first = items(first, first.complete(URI, 1, 3))
    from_second = items(second, second.complete(URI, 1, 2))
    assert len(from_first) == 1 and from_first[0]["insertText"].startswith("alp")
    assert len(from_second) == 1 and from_second[0]["insertText"].startswith("be")
    stats = first.response(first.request("cpcLsp/stats"))["result"]
    assert stats["loads"] == 1
    second.close()


def test_documents_belong_to_their_session(server, first):
    other = server.connect()
    other.initialize(OPTIONS)
    assert items(other, other.complete(URI, 1, 3)) == []  # only `first` opened it
    assert any("not open" in message for message in other.logs())
    other.close()


def test_a_client_leaving_mid_request_leaves_the_server_and_the_others_serving(server, first):
    for _ in range(3):
        leaving = server.connect()
        leaving.initialize(OPTIONS)
        leaving.open("file:///leaving.ts", "function f() {\n  return 1")
        leaving.complete("file:///leaving.ts", 1, 10)
        leaving.close()  # before the answer
    assert server.alive()
    assert len(items(first, first.complete(URI, 1, 3))) == 1


def test_exit_ends_one_session_not_the_server(server, first):
    done = server.connect()
    done.initialize(OPTIONS)
    done.response(done.request("shutdown"))
    done.notify("exit")
    assert done.ended.wait(30)  # the server closed this connection
    assert server.alive()
    assert len(items(first, first.complete(URI, 1, 3))) == 1


def test_bad_frames_on_one_connection_do_not_disturb_another(server, first):
    noisy = server.connect()
    noisy.initialize(OPTIONS)
    noisy.send_bytes(b"Content-Length: -3\r\n\r\n{nonsense" + b"content-length: 2\r\n\r\n{\"jsonrpc\"")
    assert len(items(first, first.complete(URI, 1, 3))) == 1
    follow_up = noisy.request("cpc/noSuchThing")
    assert noisy.response(follow_up, timeout=30)["error"]["code"] == -32601
    noisy.close()


def test_a_port_already_taken_is_one_clear_error_and_exit_code_1():
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        result = subprocess.run([*CLI, "--tcp", "--port", str(port), "--model", "/no/such/model-folder"],
                                capture_output=True, text=True, timeout=120)
    assert result.returncode == 1
    assert f"cannot listen on 127.0.0.1:{port}" in result.stderr and "Traceback" not in result.stderr
