"""Request latency of single-line completions with the real model, split into prompt processing,
decoding and overhead — plus the prefix cache's effect on consecutive keystrokes.

    .venv/bin/python bench/latency.py [--requests 30] [--max-tokens 32] [--model M] [--device D]

Requests are cut at mid-line positions of the project's TypeScript files (examples/ and the
engine's handwritten corpus), one after another as an editor would send them. As a baseline run
in the same process, the same prompts go through `model.generate()` (transformers' own KV-cached
loop, no prefix conditioning, no stop rules) for the same number of new tokens.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from pathlib import Path

import torch

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from decoding.backoff import backoff_point  # noqa: E402
from decoding.options import CompletionOptions  # noqa: E402
from decoding.pipeline import Completer  # noqa: E402


def cursor_positions(count: int, seed: int = 0) -> list[tuple[str, str, int]]:
    """(file name, text, cursor) at mid-line positions after at least 3 characters of code."""
    files = [ROOT / "examples" / "sample.ts", *sorted((ROOT / "tests" / "engine" / "corpus").glob("*.ts"))]
    candidates = []
    for path in files:
        text = path.read_text(encoding="utf-8")
        offset = 0
        for line in text.split("\n"):
            code = line.rstrip()
            if len(code.strip()) >= 8 and not code.strip().startswith(("//", "*", "/*")):
                cut = offset + len(line) - len(line.lstrip()) + len(code.strip()) // 2
                candidates.append((path.name, text, cut))
            offset += len(line) + 1
    random.Random(seed).shuffle(candidates)
    return candidates[:count]


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(q * (len(ordered) - 1)))]


def summarise(label: str, values: list[float]) -> str:
    return f"{label:<22} p50 {percentile(values, 0.5):8.1f} ms   p95 {percentile(values, 0.95):8.1f} ms   mean {statistics.mean(values):8.1f} ms"


def measure_requests(completer: Completer, positions, options: CompletionOptions):
    rows = []
    for name, text, cursor in positions:
        rows.append((text, cursor, completer.complete(text, cursor, options, document=name)))
    return rows


def measure_generate_baseline(completer: Completer, rows, options: CompletionOptions) -> list[float]:
    """Milliseconds per request of model.generate() over the same prompt, same new-token count."""
    model, tokenizer = completer.loaded.model, completer.tokenizer
    times = []
    for text, cursor, completion in rows:
        prompt = completer.prompts[options.fim].build(text, backoff_point(text, cursor), cursor)
        ids = torch.tensor([prompt], device=model.device)
        new_tokens = max(1, completion.tokens)
        started = time.perf_counter()
        with torch.inference_mode():
            model.generate(ids, max_new_tokens=new_tokens, min_new_tokens=new_tokens, do_sample=False,
                           pad_token_id=tokenizer.eos_token_id)
        times.append((time.perf_counter() - started) * 1000)
    return times


def measure_prefix_cache(completer: Completer, options: CompletionOptions, lines: int = 200):
    """Prompt time of a request, then of the next one after one more typed character."""
    body = "\n".join(f"  const value{i} = compute(input, {i}) + offset{i % 7};" for i in range(lines - 2))
    document = f"export function build(input: number, offset: number[]): number {{\n{body}\n  return val"
    first = completer.complete(document, len(document), options, document="prefix-cache.ts")
    typed = document + "u"
    second = completer.complete(typed, len(typed), options, document="prefix-cache.ts")
    return first, second


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--requests", type=int, default=30)
    parser.add_argument("--max-tokens", type=int, default=32)
    parser.add_argument("--model")
    parser.add_argument("--device", default="cpu")
    parser.add_argument("--cpc", default=None, choices=("exact", "naive", "healing"))
    args = parser.parse_args()

    started = time.perf_counter()
    completer = Completer.load(args.model, args.device, progress=lambda message: print(f"# {message}", file=sys.stderr))
    print(f"model {completer.loaded.name} on {completer.loaded.device} ({completer.loaded.dtype}), "
          f"loaded in {time.perf_counter() - started:.1f} s, torch threads {torch.get_num_threads()}")
    options = CompletionOptions(max_tokens=args.max_tokens, multiline="never")
    if args.cpc:
        options = options.with_changes(cpc_method=args.cpc)
    positions = cursor_positions(args.requests)
    completer.complete(*positions[0][1:], options)  # warm-up: first-call allocations are not latency

    rows = measure_requests(completer, positions, options)
    totals = [row[-1].timings["total_ms"] for row in rows]
    prompts = [row[-1].timings["prompt_ms"] for row in rows]
    decodes = [row[-1].timings["decode_ms"] for row in rows]
    overheads = [row[-1].timings["overhead_ms"] for row in rows]
    tokens = [row[-1].tokens for row in rows]
    print(f"\n{len(rows)} single-line completions, max {args.max_tokens} tokens, cpc {options.cpc_method}")
    print(summarise("end-to-end", totals))
    print(summarise("prompt processing", prompts))
    print(summarise("decoding", decodes))
    print(summarise("overhead", overheads))
    per_token = [row[-1].timings["decode_ms"] / row[-1].tokens for row in rows if row[-1].tokens]
    print(f"tokens per completion  mean {statistics.mean(tokens):.1f}; decode per token p50 {percentile(per_token, 0.5):.1f} ms")
    # the stop rules' share of decode time, measured inside the same token loops
    stop_ms = sum(row[-1].timings["stop_ms"] for row in rows)
    print(f"stop checks            {stop_ms / max(sum(tokens), 1):.3f} ms per token = "
          f"{100 * stop_ms / max(sum(decodes), 1e-9):.2f}% of decode time")
    prompt_tokens = [row[-1].timings["prompt_tokens"] for row in rows]
    print(f"prompt tokens          mean {statistics.mean(prompt_tokens):.0f}, "
          f"run through the model (rest from the KV cache) mean {statistics.mean(row[-1].timings['prompt_tokens_run'] for row in rows):.0f}")

    baseline = measure_generate_baseline(completer, rows, options)
    print(f"\nbaseline model.generate() same prompts and token counts: p50 {percentile(baseline, 0.5):.1f} ms, "
          f"p95 {percentile(baseline, 0.95):.1f} ms")
    print(f"ratio cpc-lsp / generate(): p50 {percentile(totals, 0.5) / percentile(baseline, 0.5):.2f}, "
          f"mean {statistics.mean(totals) / statistics.mean(baseline):.2f}")

    first, second = measure_prefix_cache(completer, options)
    print(f"\nprefix cache, 200-line file: first request prompt {first.timings['prompt_ms']:.1f} ms "
          f"({first.timings['prompt_tokens_run']} tokens run), after one more typed character "
          f"{second.timings['prompt_ms']:.1f} ms ({second.timings['prompt_tokens_run']} tokens run): "
          f"{first.timings['prompt_ms'] / max(second.timings['prompt_ms'], 1e-6):.1f}x lower")
    return 0


if __name__ == "__main__":
    sys.exit(main())
