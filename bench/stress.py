"""The server under a long mixed storm, with figures: a real `cpc-lsp --tcp` process, an editor
typing a request per keystroke into several documents (repeated characters and a long line among
them, a fifth of the requests cancelled), a client sending bad frames between good requests and
clients leaving mid-request (tests/server/storm.py drives it; tests/server/test_stress.py runs a
small one in CI).

    .venv/bin/python bench/stress.py [--rounds 20] [--keystroke-ms 30] [--long-line 1000000]
                                     [--model tiny|embedded|PATH] [--margin 0.25]

Prints: requests sent and answered; time to answer, superseded and real separately (p50/p95/max);
the longest the inference thread was busy with one request; the server's resident memory after
warm-up, at the end and at its peak (flat if the end is within --margin of the start). Then the
cost of one edit at the end of a 5 MB line, against the per-character position walk the server
used before (measured here, in the same process).
"""

from __future__ import annotations

import argparse
import sys
import tempfile
import threading
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path[:0] = [str(ROOT), str(ROOT / "tests" / "server")]

from raw_client import ServerProcess  # noqa: E402
from storm import OPTIONS, percentiles, run_storm  # noqa: E402


def resident_mb(pid: int) -> float:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    return float("nan")


def model_arguments(choice: str, scratch: Path) -> list[str]:
    if choice == "embedded":
        return []
    if choice == "tiny":
        from tests.conftest import _tiny_model_folder

        return ["--model", str(_tiny_model_folder(scratch / "tiny-model"))]
    return ["--model", choice]


def storm_figures(args: argparse.Namespace) -> None:
    with tempfile.TemporaryDirectory() as scratch:
        server = ServerProcess(*model_arguments(args.model, Path(scratch)), tcp=True)
        try:
            editor = server.connect()
            editor.initialize(OPTIONS)
            editor.status("ready", "error")
            editor.open("file:///warm-up.ts", "const a = 1;\nconst b = a")
            editor.response(editor.complete("file:///warm-up.ts", 1, 11))
            pid = server.process.pid
            start_mb = resident_mb(pid)
            samples = [start_mb]
            done = threading.Event()

            def sample() -> None:
                while not done.wait(0.5):
                    samples.append(resident_mb(pid))

            threading.Thread(target=sample, daemon=True).start()
            began = time.monotonic()
            result = run_storm(server, editor, rounds=args.rounds, keystroke_s=args.keystroke_ms / 1000,
                               long_line=args.long_line)
            seconds = time.monotonic() - began
            done.set()
            end_mb = resident_mb(pid)
            alive = server.alive()
        finally:
            server.stop()
    superseded, real = result.split_times()
    finals_real = sum(bool((answer.get("result") or {}).get("items")) for answer in result.finals.values())
    print(f"storm: {seconds:.1f} s, model {args.model}, one keystroke every {args.keystroke_ms} ms, "
          f"long line {args.long_line:,} characters")
    print(f"  editor requests: {len(result.sent)} sent, {len(result.answers)} answered; "
          f"newest of each document answered with a completion: {finals_real}/{len(result.finals)}")
    print(f"  bad-frame client: {result.side_answered}/{result.side_requests} good requests answered; "
          f"{result.leavers} clients left mid-request; server up at the end: {alive}")
    print(f"  superseded answers ({len(superseded)}): {percentiles(superseded)}")
    print(f"  real answers ({len(real)}): {percentiles(real)}")
    stats = result.stats
    print(f"  inference thread: {stats['completions']} completions run, {stats['superseded']} answered as superseded; "
          f"longest busy on one request {stats['longestCompletionMs']:.0f} ms")
    flat = end_mb <= start_mb * (1 + args.margin)
    print(f"  resident memory: {start_mb:.0f} MB after warm-up, {end_mb:.0f} MB at the end, peak {max(samples):.0f} MB "
          f"({(end_mb / start_mb - 1) * 100:+.1f}%; flat within {args.margin:.0%}: {'yes' if flat else 'NO'})")


def per_character_offset(text: str, start: int, end: int, units: int) -> int:
    """The server's old position walk (the baseline): one Python step per character."""
    offset = start
    while offset < end and units > 0:
        units -= 2 if ord(text[offset]) > 0xFFFF else 1
        offset += 1
    return offset


def edit_figures(size: int = 5_000_000, edits: int = 20, opening: str = "let s = '") -> None:
    from lsprotocol import types

    from server.documents import DocumentStore

    line = opening + "x" * size
    store = DocumentStore()
    document = store.open("file:///long.ts", line + "\n", 1)
    began = time.perf_counter()
    for n in range(edits):
        end = types.Position(line=0, character=len(document.text) - 1)
        store.change("file:///long.ts", n + 2, [types.TextDocumentContentChangePartial(
            range=types.Range(start=end, end=end), text="y")])
        document.position_at(len(document.text) - 1)
    now = (time.perf_counter() - began) / edits
    text = document.text
    began = time.perf_counter()
    for _ in range(3):
        per_character_offset(text, 0, len(text) - 1, len(text) - 1)
    old = (time.perf_counter() - began) / 3 * 2  # an edit converted two positions
    kind = "ASCII" if opening.isascii() else f"starting with {opening.strip()!r}"
    print(f"edit at the end of a {size / 1e6:.0f} MB line ({kind}): {now * 1000:.1f} ms per edit "
          f"(the old per-character walk: {old * 1000:.0f} ms; {old / now:.0f}x)")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--rounds", type=int, default=20, help="times the editor types each document's text (20)")
    parser.add_argument("--keystroke-ms", type=float, default=30)
    parser.add_argument("--long-line", type=int, default=1_000_000)
    parser.add_argument("--model", default="tiny", help="tiny (random weights, default), embedded (SmolLM2-135M) or a folder")
    parser.add_argument("--margin", type=float, default=0.25, help="resident memory growth still called flat (0.25)")
    args = parser.parse_args()
    storm_figures(args)
    edit_figures()
    edit_figures(opening="let s = '😀 ")  # one character outside ASCII: positions count UTF-16 units


if __name__ == "__main__":
    main()
