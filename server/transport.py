"""Serving LSP sessions over stdio or TCP, in place of pygls's `start_io` and `start_tcp`.

pygls's TCP mode has one protocol object: a second client takes the first one's place and a
client that disconnects stops the whole server. Here every connection is its own session (its
own documents, settings and lifecycle) over one shared `ModelHost`, and a session ending, however
it ends, stops only that session's work. Both transports read frames with `FrameReader`, which
recovers from bad framing instead of going deaf.
"""

from __future__ import annotations

import asyncio
import logging
import os
import sys
import threading

from server.framing import FrameReader
from server.lsp import CompletionServer, build_server
from server.model_host import ModelHost
from server.settings import Settings

log = logging.getLogger("cpc-lsp")


class _Writer:
    """pygls's writer interface over a byte sink; once the sink has failed (the client went
    away) output is dropped instead of raising into whatever handler was answering."""

    def __init__(self, write, flush=None, close=None, gone=None) -> None:
        self._write, self._flush, self._close, self._gone = write, flush, close, gone
        self.closed = False

    def write(self, data: bytes) -> None:
        if self.closed:
            return
        try:
            self._write(data)
            if self._flush is not None:
                self._flush()
        except (OSError, ValueError, RuntimeError):
            self.closed = True
            if self._gone is not None:
                self._gone()

    def close(self) -> None:
        if not self.closed and self._close is not None:
            self.closed = True
            try:
                self._close()
            except (OSError, RuntimeError):
                pass


async def serve_session(server: CompletionServer, reader: asyncio.StreamReader, writer: _Writer) -> int:
    """Read and handle messages until `exit` or the end of the stream; the session's exit code."""
    protocol = server.protocol
    protocol.set_writer(writer)
    frames = FrameReader(reader, protocol.decode, server.framing_error)
    try:
        while protocol.exit_code is None:
            item = await frames.next_message()
            if item is None:
                break
            message, error = item
            if error is not None:
                server.report_server_error(error, type(error))
                continue
            try:
                protocol.handle_message(message)
            except Exception as error:  # a message pygls cannot handle must not end the session
                log.exception("message handling failed")
                server.report_server_error(error, type(error))
    finally:
        server.end_session()
    if protocol.exit_code is not None:
        return protocol.exit_code
    return 0 if protocol.shut_down else 1  # the client vanished without shutdown


def run_stdio(settings: Settings) -> int:
    """Serve one session on stdin/stdout, then end the process with its exit code at once: the
    inference thread may be inside a model call, and interpreter teardown around a running torch
    thread can abort the process (seen: SIGABRT) or take seconds."""
    code = asyncio.run(_serve_stdio(settings))
    logging.shutdown()
    sys.stdout.flush()
    sys.stderr.flush()
    os._exit(code)


async def _serve_stdio(settings: Settings) -> int:
    loop = asyncio.get_running_loop()
    reader = asyncio.StreamReader(limit=1 << 30)
    stdin, stdout = sys.stdin.buffer, sys.stdout.buffer

    def pump() -> None:  # a daemon thread: a blocked read never holds the process up
        fd = stdin.fileno()
        while True:
            try:
                chunk = os.read(fd, 1 << 20)
            except OSError:
                chunk = b""
            if not chunk:
                loop.call_soon_threadsafe(reader.feed_eof)
                return
            loop.call_soon_threadsafe(reader.feed_data, chunk)

    threading.Thread(target=pump, name="cpc-stdin", daemon=True).start()
    writer = _Writer(stdout.write, stdout.flush, gone=lambda: loop.call_soon_threadsafe(reader.feed_eof))
    return await serve_session(build_server(settings, ModelHost()), reader, writer)


def run_tcp(settings: Settings, host: str, port: int, ready=None) -> int:
    async def main() -> None:
        model = ModelHost()

        async def connection(reader: asyncio.StreamReader, stream: asyncio.StreamWriter) -> None:
            peer = stream.get_extra_info("peername")
            log.info("client connected: %s", peer)
            def send(data: bytes) -> None:
                if stream.is_closing():
                    raise ConnectionResetError("the client closed the connection")
                stream.write(data)

            writer = _Writer(send, close=stream.close, gone=reader.feed_eof)
            try:
                await serve_session(build_server(settings, model), reader, writer)
            except Exception:  # one connection's failure is never the server's
                log.exception("session with %s failed", peer)
            finally:
                writer.close()
                log.info("client left: %s", peer)

        server = await asyncio.start_server(connection, host, port, limit=1 << 30)
        if ready is not None:
            ready()
        async with server:
            await server.serve_forever()

    asyncio.run(main())
    return 0
