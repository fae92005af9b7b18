"""End-to-end latency of single-line completions with a 1.5B-parameter model on a GPU, with the
constraints (exact prefix conditioning and the type constraint) on and off.

    .venv/bin/python bench/gpu_latency.py [--device cuda] [--requests 30] [--max-tokens 32]

No download: the model is Qwen2.5-Coder-1.5B's architecture (its config, written out below) with
random weights, in bf16 with SDPA attention — the same FLOPs and memory traffic as the real model.
The tokenizer is the embedded SmolLM2's (a real byte-level BPE); its ids are a subset of the
model's 151,936-row output layer, whose other rows the decoder masks as padding. Random weights
make the *text* meaningless and the type constraint's rejections unrepresentative (it rejects more
than with a trained model); the timings of the model work are real.
Runs on the CPU too (`--device cpu --requests 3`), slowly, to check the script.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

import torch

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from bench.latency import cursor_positions, percentile  # noqa: E402
from decoding.model_loading import LoadedModel, default_model_dir  # noqa: E402
from decoding.options import CompletionOptions  # noqa: E402
from decoding.pipeline import Completer  # noqa: E402

# Qwen2.5-Coder-1.5B (config.json of the released model).
QWEN25_CODER_1_5B = dict(
    vocab_size=151936, hidden_size=1536, intermediate_size=8960, num_hidden_layers=28,
    num_attention_heads=12, num_key_value_heads=2, max_position_embeddings=32768,
    rope_theta=1000000.0, rms_norm_eps=1e-6, tie_word_embeddings=True, hidden_act="silu",
)


def random_qwen(device: str) -> LoadedModel:
    from transformers import AutoTokenizer, Qwen2Config, Qwen2ForCausalLM

    on_gpu = device.startswith("cuda")
    dtype = torch.bfloat16 if on_gpu else torch.float32
    torch.manual_seed(0)
    config = Qwen2Config(**QWEN25_CODER_1_5B)
    config._attn_implementation = "sdpa"
    with torch.device(device):
        model = Qwen2ForCausalLM(config).to(dtype)
    model.eval()
    tokenizer = AutoTokenizer.from_pretrained(default_model_dir())
    return LoadedModel(model, tokenizer, "random Qwen2.5-Coder-1.5B architecture", device, str(dtype), "sdpa")


def run(completer: Completer, positions, options: CompletionOptions) -> list[float]:
    totals = []
    for name, text, cursor in positions:
        if completer.loaded.device.startswith("cuda"):
            torch.cuda.synchronize()
        started = time.perf_counter()
        completer.complete(text, cursor, options, document=name)
        if completer.loaded.device.startswith("cuda"):
            torch.cuda.synchronize()
        totals.append((time.perf_counter() - started) * 1000)
    return totals


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--device", default="cuda" if torch.cuda.is_available() else "cpu")
    parser.add_argument("--requests", type=int, default=30)
    parser.add_argument("--max-tokens", type=int, default=32)
    args = parser.parse_args()

    started = time.perf_counter()
    completer = Completer(random_qwen(args.device))
    completer.warm_up()
    device_name = torch.cuda.get_device_name() if args.device.startswith("cuda") else "CPU"
    print(f"{completer.loaded.name} on {device_name} ({completer.loaded.dtype}), built in {time.perf_counter() - started:.1f} s")
    positions = cursor_positions(args.requests)
    base = CompletionOptions(max_tokens=args.max_tokens, multiline="never")
    variants = {
        "constraints on (exact CPC + types)": base.with_changes(cpc_method="exact", type_constraint=True),
        "constraints off (naive CPC, no types)": base.with_changes(cpc_method="naive", type_constraint=False),
    }
    figures = {}
    for label, options in variants.items():
        run(completer, positions[:2], options)  # warm-up of this variant's code paths
        totals = run(completer, positions, options)
        figures[label] = totals
        print(f"{label:<40} p50 {percentile(totals, 0.5):7.1f} ms   p95 {percentile(totals, 0.95):7.1f} ms   "
              f"mean {statistics.mean(totals):7.1f} ms")
    on, off = figures.values()
    print(f"ratio on/off: p50 {percentile(on, 0.5) / percentile(off, 0.5):.2f}, mean {statistics.mean(on) / statistics.mean(off):.2f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
