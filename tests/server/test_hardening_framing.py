"""Issue 9, item 3: a frame with a wrong, missing or oddly spelled Content-Length never makes
the server deaf. The reader resynchronises on the next message and says what it skipped; tested
on the reader itself and on a real `cpc-lsp --stdio` process."""

from __future__ import annotations

import asyncio
import json

import pytest

from raw_client import ServerProcess
from server.framing import FrameReader


def frame(message: dict, length: int | None = None, header: bytes = b"Content-Length") -> bytes:
    body = json.dumps(message).encode()
    return header + b": %d\r\n\r\n" % (len(body) if length is None else length) + body


def request(request_id: int) -> dict:
    return {"jsonrpc": "2.0", "id": request_id, "method": "x", "params": {}}


async def read_all(data: bytes, chunks: int = 1) -> tuple[list, list[str]]:
    """Every message the reader gets out of `data` (fed in `chunks` pieces), and its complaints."""
    reader = asyncio.StreamReader()
    step = max(1, len(data) // chunks)
    for start in range(0, len(data), step):
        reader.feed_data(data[start : start + step])
    reader.feed_eof()
    complaints: list[str] = []
    frames = FrameReader(reader, json.loads, complaints.append)
    messages = []
    while (item := await frames.next_message()) is not None:
        messages.append(item[0])
    return messages, complaints


BAD_FRAMES = {
    "too short": lambda: frame(request(1), length=10),
    "too long": lambda: frame(request(1), length=200),
    "negative": lambda: frame(request(1), length=-5),
    "not a number": lambda: frame(request(1)).replace(b"Length: ", b"Length: x", 1),
    "missing": lambda: b"Content-Type: application/json\r\n\r\n" + json.dumps(request(1)).encode(),
    "lowercase name": lambda: frame(request(1), header=b"content-length"),
}


@pytest.mark.parametrize("kind", BAD_FRAMES)
@pytest.mark.parametrize("chunks", [1, 7])
async def test_the_reader_finds_the_next_message_after_a_bad_frame(kind, chunks):
    data = BAD_FRAMES[kind]() + frame(request(2)) + frame(request(3))
    messages, complaints = await read_all(data, chunks)
    ids = [message["id"] for message in messages]
    assert ids[-2:] == [2, 3]  # nothing after the bad frame is lost
    assert set(ids) <= {1, 2, 3}
    if kind != "lowercase name":
        assert complaints  # a repair is always reported


async def test_a_lowercase_header_is_an_ordinary_header():
    messages, complaints = await read_all(frame(request(1), header=b"content-length"))
    assert [message["id"] for message in messages] == [1] and complaints == []


async def test_garbage_between_messages_is_skipped_and_reported():
    data = frame(request(1)) + b"\x00\xffnot a header at all\r\n\r\n{{{" + frame(request(2))
    messages, complaints = await read_all(data)
    assert [message["id"] for message in messages] == [1, 2] and complaints


async def test_a_too_long_frame_alone_is_answered_once_the_stream_goes_quiet():
    reader = asyncio.StreamReader()
    reader.feed_data(frame(request(7), length=500))  # and then nothing: the client waits
    frames = FrameReader(reader, json.loads, lambda problem: None)
    message, error = await asyncio.wait_for(frames.next_message(), 10)
    assert message["id"] == 7 and error is None


async def test_a_body_containing_a_header_lookalike_is_read_whole():
    text = "fetch(url, {headers: {'Content-Length: 12': 1}})\r\n\r\nContent-Length: 5\r\n\r\n"
    message = {"jsonrpc": "2.0", "method": "m", "params": {"text": text * 50}}
    messages, complaints = await read_all(frame(message) + frame(request(2)), chunks=13)
    assert messages[0]["params"]["text"] == text * 50 and messages[1]["id"] == 2 and not complaints


@pytest.fixture(scope="module")
def server():
    process = ServerProcess("--model", "/no/such/model-folder")
    process.wire.initialize()
    yield process
    process.stop()


@pytest.mark.parametrize("kind", BAD_FRAMES)
def test_the_server_answers_the_next_request_after_a_bad_frame(server, kind):
    wire = server.wire
    bad = BAD_FRAMES[kind]().replace(b'"method": "x"', b'"method": "cpc/noSuchThing"')
    wire.send_bytes(bad)
    follow_up = wire.request("cpc/noSuchThing")
    assert wire.response(follow_up, timeout=30)["error"]["code"] == -32601
    assert server.alive()


def test_the_server_logs_what_it_skipped(server):
    server.wire.send_bytes(b"Content-Length: 5\r\n\r\n{\"a\":")
    follow_up = server.wire.request("cpc/noSuchThing")
    server.wire.response(follow_up, timeout=30)
    assert any("unreadable input" in message and "not a JSON message" in message for message in server.wire.logs())
