"""A mixed storm against a real `cpc-lsp --tcp`: an editor typing in several documents with a
request per keystroke (some cancelled), repeated characters and a long line among them; a client
sending bad frames between good requests; clients leaving mid-request. Used by test_stress.py
(small) and bench/stress.py (long, with figures)."""

from __future__ import annotations

import random
import statistics
import threading
import time
from dataclasses import dataclass, field

from raw_client import ServerProcess, Wire

OPTIONS = {"maxTokens": 4, "temperature": 0, "typeConstraint": False, "multiline": "never"}  # multi-line text is cut back to whole statements, which random weights never write
BAD_FRAMES = [
    b"Content-Length: 3\r\n\r\n{\"jsonrpc\": \"2.0\", \"id\": -1, \"method\": \"cpc/noSuchThing\"}",
    b"Content-Length: 900\r\n\r\n{\"jsonrpc\": \"2.0\", \"method\": \"cpc/nothing\"}",
    b"Content-Length: -4\r\n\r\n{}",
    b"Content-Length: many\r\n\r\n{}",
    b"Content-Type: x\r\n\r\n{\"no\": \"length\"}",
    b"\x00\xff garbage without any header",
]


def documents(long_line: int) -> dict[str, tuple[str, str]]:
    """uri -> (text at open, what the editor then types at its end)."""
    return {
        "file:///storm/plain.ts": ("function total(items: number[]) {\n  let sum = 0;\n  ",
                                   "for (const item of items) sum += item;\n  return sum"),
        "file:///storm/repeated.ts": ("const x = ", "((((((1))))));\n// aaaaaaaaaaaa =========="),
        "file:///storm/long-line.ts": ("const data = '" + "x" * long_line + "';\nconst y = data.", "length + data.len"),
    }


@dataclass
class Sent:
    uri: str
    request_id: int
    at: float
    typed: str  # the document's text when asked


@dataclass
class StormResult:
    sent: list[Sent] = field(default_factory=list)
    answers: dict = field(default_factory=dict)  # request id -> answer
    arrived: dict = field(default_factory=dict)  # request id -> time
    finals: dict = field(default_factory=dict)  # uri -> the answer to its last request
    side_requests: int = 0
    side_answered: int = 0
    leavers: int = 0
    stats: dict = field(default_factory=dict)

    def split_times(self) -> tuple[list[float], list[float]]:
        """Seconds to answer, for superseded (empty, a newer request for the document was sent
        before the answer) and for real answers."""
        superseded, real = [], []
        later = {}
        for item in self.sent:
            later.setdefault(item.uri, []).append(item.at)
        for item in self.sent:
            arrived = self.arrived[item.request_id]
            items = (self.answers[item.request_id].get("result") or {}).get("items") or []
            newer = any(item.at < at <= arrived for at in later[item.uri])
            (superseded if newer and not items else real).append(arrived - item.at)
        return superseded, real


def end_of(text: str) -> dict:
    lines = text.split("\n")
    return {"line": len(lines) - 1, "character": len(lines[-1])}  # ASCII documents: UTF-16 = characters


def type_into(editor: Wire, docs: dict[str, tuple[str, str]], keystroke_s: float, rounds: int, result: StormResult,
              rng: random.Random) -> None:
    texts = {uri: text for uri, (text, _) in docs.items()}
    versions = {uri: 1 for uri in docs}
    for uri, text in texts.items():
        editor.open(uri, text)
    last: dict[str, int] = {}
    for _ in range(rounds):
        for uri, (_, typing) in docs.items():
            for char in typing:
                position = end_of(texts[uri])
                versions[uri] += 1
                editor.notify("textDocument/didChange", {
                    "textDocument": {"uri": uri, "version": versions[uri]},
                    "contentChanges": [{"range": {"start": position, "end": position}, "text": char}]})
                texts[uri] += char
                if uri in last and rng.random() < 0.2:
                    editor.notify("$/cancelRequest", {"id": last[uri]})
                position = end_of(texts[uri])
                request_id = editor.complete(uri, position["line"], position["character"])
                result.sent.append(Sent(uri, request_id, time.monotonic(), texts[uri]))
                last[uri] = request_id
                time.sleep(keystroke_s)
    for uri in docs:  # the editor stops typing: the newest request of each document must get a real answer
        position = end_of(texts[uri])
        request_id = editor.complete(uri, position["line"], position["character"])
        result.sent.append(Sent(uri, request_id, time.monotonic(), texts[uri]))
        last[uri] = request_id
    for item in result.sent:
        result.answers[item.request_id] = editor.response(item.request_id, timeout=600)
    result.arrived.update(editor.arrived)
    result.finals = {uri: result.answers[request_id] for uri, request_id in last.items()}


def misbehave(server: ServerProcess, stop: threading.Event, result: StormResult, rng: random.Random) -> None:
    """Bad frames between good requests on one connection; clients that leave mid-request."""
    noisy = server.connect()
    noisy.initialize(OPTIONS)
    noisy.open("file:///storm/noisy.ts", "let n = 1;\nn")
    while not stop.is_set():
        noisy.send_bytes(rng.choice(BAD_FRAMES))
        result.side_requests += 1
        answer = noisy.response(noisy.complete("file:///storm/noisy.ts", 1, 1), timeout=600)
        result.side_answered += "result" in answer or "error" in answer
        if rng.random() < 0.3:
            leaving = server.connect()
            leaving.initialize(OPTIONS)
            leaving.open("file:///storm/leaving.ts", "function f() {\n  return")
            leaving.complete("file:///storm/leaving.ts", 1, 8)
            leaving.close()
            result.leavers += 1
        stop.wait(0.2)
    noisy.close()


def run_storm(server: ServerProcess, editor: Wire, *, rounds: int, keystroke_s: float, long_line: int,
              seed: int = 0) -> StormResult:
    result = StormResult()
    rng = random.Random(seed)
    stop = threading.Event()
    side = threading.Thread(target=misbehave, args=(server, stop, result, random.Random(seed + 1)), daemon=True)
    side.start()
    try:
        type_into(editor, documents(long_line), keystroke_s, rounds, result, rng)
    finally:
        stop.set()
        side.join(timeout=600)
    result.stats = editor.response(editor.request("cpcLsp/stats"))["result"]
    return result


def percentiles(values: list[float]) -> str:
    if not values:
        return "none"
    ordered = sorted(values)
    p95 = ordered[min(len(ordered) - 1, int(0.95 * len(ordered)))]
    return f"p50 {statistics.median(ordered) * 1000:.0f} ms, p95 {p95 * 1000:.0f} ms, max {ordered[-1] * 1000:.0f} ms"
