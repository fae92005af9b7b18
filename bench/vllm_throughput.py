"""Many editors against one vLLM server, against the same load on the in-process backend.

    .venv/bin/python bench/vllm_throughput.py [--editors 1,4,16] [--requests 4] [--max-tokens 16] [--url URL]

N simulated editors (one process each, as N `cpc-lsp` processes would be) type through the
project's TypeScript files: each asks for a completion at its next mid-line cursor, waits for
the answer, moves on. Printed per N: completions per second over the whole run and p50/p95
latency, for

- vllm: N RemoteCompleters sharing one vLLM server (started here with `cpc-lsp serve-vllm` from
  .venv-vllm unless --url names one), type constraint on and off;
- in-process: N processes each with its own copy of the model (the baseline, same prompts, same
  run), type constraint on and off;

then the processor's own cost per decoding step on real SmolLM2 logits rows.

On a 2-core CPU machine use small counts (`--editors 1,2,4`): the in-process baseline runs N
models on 2 cores and vLLM's engine shares them too, so the figures say little about a GPU
server, where vLLM's batching is the point.
"""

from __future__ import annotations

import argparse
import multiprocessing
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tests" / "served"))

from latency import cursor_positions  # noqa: E402  (bench/latency.py: mid-line cursors in the project's .ts files)


def editor(backend: str, url: str | None, constraint: bool, requests: int, max_tokens: int, index: int,
           barrier, results) -> None:
    """One simulated editor: its own completer, then `requests` completions one after another."""
    import torch

    from decoding.options import CompletionOptions

    torch.set_num_threads(1)
    if backend == "vllm":
        from decoding.served.remote_completer import RemoteCompleter

        completer = RemoteCompleter.connect(url)
    else:
        from decoding.pipeline import Completer

        completer = Completer.load(None, "cpu")
    positions = cursor_positions(requests * 64, seed=index)[:requests]
    options = CompletionOptions(max_tokens=max_tokens, type_constraint=constraint)
    barrier.wait()
    latencies = []
    for name, text, cursor in positions:
        started = time.perf_counter()
        completer.complete(text, cursor, options, document=f"{name}#{index}")
        latencies.append(time.perf_counter() - started)
    results.put((latencies, time.perf_counter()))


def run_load(backend: str, url: str | None, constraint: bool, editors: int, requests: int, max_tokens: int):
    context = multiprocessing.get_context("spawn")
    barrier, results = context.Barrier(editors + 1), context.Queue()
    workers = [context.Process(target=editor, args=(backend, url, constraint, requests, max_tokens, i, barrier, results))
               for i in range(editors)]
    for worker in workers:
        worker.start()
    barrier.wait()
    started = time.perf_counter()
    collected = [results.get() for _ in workers]
    for worker in workers:
        worker.join()
    latencies = sorted(l for worker_latencies, _ in collected for l in worker_latencies)
    elapsed = max(end for _, end in collected) - started
    return len(latencies) / elapsed, statistics.median(latencies), latencies[int(0.95 * (len(latencies) - 1))]


def processor_step_cost(steps: int = 40) -> None:
    """Milliseconds the processor adds to one decoding step of one request, on real logits."""
    import torch

    from decoding.pipeline import Completer
    from decoding.served.protocol import GenerateArgs
    from decoding.served.rows import RowProcessor

    completer = Completer.load(None, "cpu")
    core = RowProcessor(completer.tokenizer)
    _, text, cursor = cursor_positions(1, seed=3)[0]
    ids = completer.tokenizer(text[:cursor])["input_ids"][-512:]
    with torch.inference_mode():
        rows = completer.loaded.model(torch.tensor([ids])).logits[0, -steps:].float()
    print("processor cost per decoding step (one request, real SmolLM2 rows, 1 thread):")
    baseline = None
    for label, constraint in (("log-softmax only (floor)", None), ("constraint off", False), ("constraint on", True)):
        request = core.for_request(GenerateArgs(document="bench", prefix=text[:cursor], constraint=constraint or False))
        started = time.perf_counter()
        for row in rows:
            if constraint is None:
                torch.log_softmax(row, -1)
            else:
                request(ids, [], row)  # the same position each time: decided from the same state
        per_step = (time.perf_counter() - started) / len(rows) * 1000
        baseline = baseline or per_step
        print(f"  {label:26s} {per_step:6.2f} ms/step ({per_step / baseline:4.1f}x the floor)")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--editors", default="1,4,16")
    parser.add_argument("--requests", type=int, default=4, help="completions per editor")
    parser.add_argument("--max-tokens", type=int, default=16)
    parser.add_argument("--url", help="a vLLM server started with `cpc-lsp serve-vllm` (default: start one)")
    parser.add_argument("--skip-in-process", action="store_true")
    parser.add_argument("--step-cost-only", action="store_true", help="only the processor's cost per step")
    args = parser.parse_args()
    if args.step_cost_only:
        processor_step_cost()
        return
    counts = [int(n) for n in args.editors.split(",")]

    process, url = None, args.url
    if url is None:
        import vllm_server

        log = Path(tempfile.mkdtemp()) / "vllm.log"
        print(f"starting vLLM (log: {log}) ...", flush=True)
        process, url = vllm_server.start(log)
    try:
        print(f"{'editors':>7} {'backend':>10} {'constraint':>10} {'compl/s':>8} {'p50 s':>7} {'p95 s':>7}")
        for editors in counts:
            rates = {}
            for backend in ("vllm",) + (() if args.skip_in_process else ("in-process",)):
                for constraint in (True, False):
                    rate, p50, p95 = run_load(backend, url, constraint, editors, args.requests, args.max_tokens)
                    rates[backend, constraint] = rate
                    print(f"{editors:7d} {backend:>10} {'on' if constraint else 'off':>10} {rate:8.2f} {p50:7.2f} {p95:7.2f}",
                          flush=True)
            if not args.skip_in_process:
                print(f"{editors:7d}   vLLM / in-process throughput: constraint on "
                      f"{rates['vllm', True] / rates['in-process', True]:.2f}x, off "
                      f"{rates['vllm', False] / rates['in-process', False]:.2f}x", flush=True)
    finally:
        if process is not None:
            vllm_server.stop(process)
    processor_step_cost()


if __name__ == "__main__":
    main()
