"""The command line: locations, the one-shot completion and the TCP server."""

from __future__ import annotations

import json
import socket
import subprocess
import sys
import time

import pytest

from lsp_session import read_framed_message
from server.cli import UsageError, build_parser, cursor_offset, parse_location

CLI = [sys.executable, "-m", "server.cli"]


def test_location_is_file_line_column_from_one():
    assert parse_location("src/a:b.ts:3:7")[1:] == (3, 7)
    with pytest.raises(UsageError, match="FILE:LINE:COL"):
        parse_location("a.ts:3")
    with pytest.raises(UsageError, match="count from 1"):
        parse_location("a.ts:0:1")


def test_cursor_offset_counts_characters_and_checks_bounds():
    text = "ab\r\ncdé😀\n"
    assert text[cursor_offset(text, 2, 4)] == "😀"
    assert cursor_offset(text, 2, 5) == text.index("\n", 4)  # one past the line's end is its end
    with pytest.raises(UsageError, match="past the end of line"):
        cursor_offset(text, 2, 6)
    with pytest.raises(UsageError, match="past the end of the file"):
        cursor_offset(text, 9, 1)


def test_help_explains_every_mode():
    help_text = build_parser().format_help()
    for needle in ("--stdio", "--tcp", "complete FILE:LINE:COL", "--model", "--device", "127.0.0.1"):
        assert needle in help_text


def test_complete_prints_json_with_text_range_timings_and_tokens(tmp_path, tiny_model_dir):
    source = tmp_path / "a.ts"
    source.write_text("const total = 1;\nconsole.log(tot")
    result = subprocess.run(
        [*CLI, "complete", f"{source}:2:16", "--model", str(tiny_model_dir), "--max-tokens", "4", "--json"],
        capture_output=True, text=True, timeout=300,
    )
    assert result.returncode == 0, result.stderr
    completion = json.loads(result.stdout)
    assert completion["range"]["end"] == {"line": 2, "column": 16}
    assert completion["range"]["start"]["line"] == 2 and completion["range"]["start"]["column"] <= 13
    typed = "console.log(tot"[completion["range"]["start"]["column"] - 1 :]
    assert typed.endswith("tot") and completion["insert_text"].startswith(typed)
    assert len(completion["insert_text"]) > len(typed)  # the model wrote something after it
    assert 1 <= completion["tokens"] <= 4
    assert {"prompt_ms", "decode_ms", "total_ms", "model_load_ms"} <= set(completion["timings"])


def test_a_missing_model_is_one_clear_error_line(tmp_path):
    source = tmp_path / "a.ts"
    source.write_text("let a")
    result = subprocess.run([*CLI, "complete", f"{source}:1:6", "--model", "./no-such-model"],
                            capture_output=True, text=True, timeout=300)
    assert result.returncode == 1
    errors = [line for line in result.stderr.splitlines() if "error" in line]
    assert len(errors) == 1 and "does not exist" in errors[0]


def test_a_bad_location_is_a_usage_error(tmp_path):
    result = subprocess.run([*CLI, "complete", "nowhere.ts:1:1"], capture_output=True, text=True, timeout=120)
    assert result.returncode == 2 and "cannot read" in result.stderr


def test_tcp_server_listens_on_loopback_and_answers_initialize(tiny_model_dir):
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    server = subprocess.Popen([*CLI, "--tcp", "--port", str(port), "--model", str(tiny_model_dir)],
                              stderr=subprocess.PIPE, text=True)
    try:
        connection = _connect(port)
        body = json.dumps({"jsonrpc": "2.0", "id": 1, "method": "initialize",
                           "params": {"processId": None, "rootUri": None, "capabilities": {}}})
        connection.sendall(f"Content-Length: {len(body)}\r\n\r\n{body}".encode())
        reply = read_framed_message(connection.makefile("rb"))
        assert "inlineCompletionProvider" in reply["result"]["capabilities"]
        connection.close()
    finally:
        server.kill()
        server.wait(timeout=30)
    assert f"127.0.0.1:{port}" in server.stderr.read()


def _connect(port: int) -> socket.socket:
    deadline = time.monotonic() + 120
    while True:
        try:
            return socket.create_connection(("127.0.0.1", port), timeout=60)
        except OSError:
            if time.monotonic() > deadline:
                raise
            time.sleep(0.2)



def test_a_deadline_out_of_range_is_a_usage_error(tmp_path):
    source = tmp_path / "a.ts"
    source.write_text("let a")
    result = subprocess.run([*CLI, "complete", f"{source}:1:6", "--deadline-ms", "10"],
                            capture_output=True, text=True, timeout=120)
    assert result.returncode == 2 and "deadline must be between 100 and 600000 ms" in result.stderr
