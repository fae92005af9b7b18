"""Reading LSP base-protocol frames (`Content-Length: N\\r\\n\\r\\n` + N bytes of JSON) from a
byte stream, and finding the way back when a frame is wrong.

pygls's reader matches `Content-Length: (\\d+)\\r\\n` exactly and otherwise waits for a header it
will never see: one bad frame and the server is deaf for good. Here a bad frame is reported and
reading resumes at the next message:

- header names are case-insensitive (as in HTTP); other headers are ignored;
- a Content-Length that is missing, negative or not a number: the JSON message that follows the
  header block is read anyway if it is one, else everything up to the next header is skipped;
- a Content-Length too short: the body is not JSON, so the complete JSON message starting at the
  body is read instead, and reading goes on after it;
- a Content-Length too long: the body would swallow the next message. Once the next header
  arrives, or the stream has been idle for `IDLE_SECONDS`, a complete JSON message at the start of
  the body is taken as the message.

Every repair is reported through `complain`, so the editor's log says what went wrong.
"""

from __future__ import annotations

import asyncio
import json
import re
from typing import Any, Callable

HEADER_START = re.compile(rb"content-length[ \t]*:", re.IGNORECASE)
HEADER_END = re.compile(rb"\r?\n\r?\n")
LENGTH_LINE = re.compile(rb"[ \t]*content-length[ \t]*:[ \t]*(.*?)[ \t]*", re.IGNORECASE)
MAX_HEADER_BYTES = 64 * 1024
MAX_BODY_BYTES = 1 << 30
IDLE_SECONDS = 0.5
READ_BYTES = 1 << 20
_JSON = json.JSONDecoder()


class FrameReader:
    """Messages from `reader` (an asyncio.StreamReader): `await next_message()` returns
    `(message, None)`, `(None, error)` for a well-framed body that `decode` refused, or None at the
    end of the stream."""

    def __init__(self, reader: asyncio.StreamReader, decode: Callable[[str], Any], complain: Callable[[str], None]) -> None:
        self._reader = reader
        self._decode = decode
        self._complain = complain
        self._buffer = bytearray()
        self._eof = False

    async def next_message(self) -> tuple[Any, Exception | None] | None:
        buffer = self._buffer
        while True:
            self._skip_whitespace()
            end = HEADER_END.search(buffer)
            if end is None:
                if len(buffer) > MAX_HEADER_BYTES:
                    self._complain(f"dropped {len(buffer)} bytes that hold no message header")
                    self._resync(1)
                    continue
                if not await self._read():
                    return self._at_end()
                continue
            body_start = end.end()
            length, problem = _content_length(bytes(buffer[: end.start()]))
            if problem is None:
                while len(buffer) < body_start + length:
                    got = await self._read(IDLE_SECONDS)
                    if got is False:
                        return self._at_end()
                    if got is None or HEADER_START.search(buffer, max(body_start, len(buffer) - got - 20)):
                        recovered = self._recover(body_start, require_boundary=True)
                        if recovered is not None:
                            self._complain(f"Content-Length {length} is longer than the message; read the message it frames")
                            return recovered
                body = bytes(buffer[body_start : body_start + length])
                try:
                    text = body.decode("utf-8", "surrogateescape")
                    message = self._decode(text)
                except ValueError as error:  # JSONDecodeError and UnicodeDecodeError are ValueErrors
                    problem = f"the {length}-byte body is not a JSON message ({error})"
                except Exception as error:  # a JSON message that does not fit the protocol
                    del buffer[: body_start + length]
                    return None, error
                else:
                    del buffer[: body_start + length]
                    return message, None
            recovered = self._recover(body_start, require_boundary=False)
            if recovered is not None:
                self._complain(f"bad frame: {problem}; read the JSON message that follows the header")
                return recovered
            self._complain(f"bad frame: {problem}; skipped to the next header")
            self._resync(1)

    async def _read(self, timeout: float | None = None) -> int | None | bool:
        """Append what arrives: its size, None after `timeout` seconds idle, False at the end."""
        if self._eof:
            return False
        try:
            chunk = await asyncio.wait_for(self._reader.read(READ_BYTES), timeout)
        except asyncio.TimeoutError:
            return None
        except (ConnectionError, OSError):
            chunk = b""
        if not chunk:
            self._eof = True
            return False
        self._buffer += chunk
        return len(chunk)

    def _skip_whitespace(self) -> None:
        buffer = self._buffer
        start = 0
        while start < len(buffer) and buffer[start] in b" \t\r\n":
            start += 1
        if start:
            del buffer[:start]

    def _resync(self, start: int) -> None:
        """Drop bytes up to the next `Content-Length:` at or after `start`."""
        match = HEADER_START.search(self._buffer, start)
        if match is not None:
            del self._buffer[: match.start()]
        else:  # keep a tail: the next header may be cut in two
            del self._buffer[: max(start, len(self._buffer) - 20)]

    def _recover(self, body_start: int, require_boundary: bool) -> tuple[Any, Exception | None] | None:
        """The JSON-RPC message at `body_start`, whatever the header said, when there is a whole
        one; with `require_boundary`, only if nothing or a header follows it (a body still
        arriving must not be cut short)."""
        text = bytes(self._buffer[body_start:]).decode("utf-8", "surrogateescape")
        start = len(text) - len(text.lstrip())
        try:
            value, end = _JSON.raw_decode(text, start)
        except ValueError:
            return None
        if not isinstance(value, dict) or "jsonrpc" not in value:
            return None
        rest = text[end:].lstrip()
        if require_boundary and rest and not HEADER_START.match(rest.encode("utf-8", "surrogateescape")):
            return None
        del self._buffer[: body_start + len(text[:end].encode("utf-8", "surrogateescape"))]
        try:
            return self._decode(text[start:end]), None
        except Exception as error:
            return None, error

    def _at_end(self) -> None:
        leftover = bytes(self._buffer).strip()
        if leftover:
            self._complain(f"the stream ended inside a message ({len(leftover)} bytes unread)")
        return None


def _content_length(header: bytes) -> tuple[int, str | None]:
    """The Content-Length of a header block, or a problem saying why there is none."""
    for line in header.splitlines():
        match = LENGTH_LINE.fullmatch(line)
        if match is None:
            continue
        value = match.group(1)
        if value.isdigit() and int(value) <= MAX_BODY_BYTES:
            return int(value), None
        return 0, f"Content-Length {value[:40]!r} is not a length"
    return 0, f"no Content-Length in the header {header[:80]!r}"
