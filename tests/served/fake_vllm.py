"""A stand-in for vLLM's HTTP API, for the client's failure modes: it answers the way a vLLM
without cpc-lsp's processor (or a slow, locked or different one) would."""

from __future__ import annotations

import json
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer


class FakeVllm:
    def __init__(self, tokenizer, *, api_key=None, delay=0.0, tokenize_shift=0, stream_tokens=(), token_delay=0.0):
        self.tokenizer = tokenizer
        self.api_key, self.delay, self.tokenize_shift = api_key, delay, tokenize_shift
        self.stream_tokens, self.token_delay = list(stream_tokens), token_delay
        self.requests: list[dict] = []
        self.stream_closed_early = threading.Event()
        fake = self

        class Handler(BaseHTTPRequestHandler):
            def log_message(self, *args):
                pass

            def do_GET(self):
                fake._answer(self, None)

            def do_POST(self):
                body = json.loads(self.rfile.read(int(self.headers["Content-Length"])))
                fake._answer(self, body)

        self.server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.url = f"http://127.0.0.1:{self.server.server_address[1]}"
        threading.Thread(target=self.server.serve_forever, daemon=True).start()

    def close(self):
        self.server.shutdown()
        self.server.server_close()

    def _answer(self, handler, body):
        self.requests.append({"path": handler.path, "body": body, "authorization": handler.headers.get("Authorization"),
                              "document": handler.headers.get("X-Cpc-Lsp-Document")})
        time.sleep(self.delay)
        if self.api_key and handler.headers.get("Authorization") != f"Bearer {self.api_key}":
            return _send(handler, 401, {"error": {"message": "Unauthorized"}})
        if handler.path == "/v1/models":
            return _send(handler, 200, {"data": [{"id": "fake-model", "root": "/models/fake"}]})
        if handler.path == "/tokenize":
            ids = self.tokenizer(body["prompt"], add_special_tokens=False)["input_ids"]
            return _send(handler, 200, {"tokens": [t + self.tokenize_shift for t in ids]})
        if body.get("stream"):
            return self._stream(handler)
        # No processor: the model's own choice, whatever cpc-lsp asked for.
        return _send(handler, 200, {"choices": [{"index": 0, "token_ids": [self.tokenizer.eos_token_id + 1], "text": "x",
                                                 "logprobs": {"top_logprobs": [{"token_id:5": -0.5}]}}]})

    def _stream(self, handler):
        handler.send_response(200)
        handler.send_header("Content-Type", "text/event-stream")
        handler.end_headers()
        try:
            for token in self.stream_tokens:
                event = {"choices": [{"index": 0, "token_ids": [token], "finish_reason": None}]}
                handler.wfile.write(f"data: {json.dumps(event)}\n\n".encode())
                handler.wfile.flush()
                time.sleep(self.token_delay)
            handler.wfile.write(b"data: [DONE]\n\n")
        except (BrokenPipeError, ConnectionResetError):
            self.stream_closed_early.set()


def _send(handler, status, data):
    payload = json.dumps(data).encode()
    handler.send_response(status)
    handler.send_header("Content-Type", "application/json")
    handler.send_header("Content-Length", str(len(payload)))
    handler.end_headers()
    handler.wfile.write(payload)
