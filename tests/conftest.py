"""Shared fixtures: a tiny random-weight model that loads like a real one.

Unit tests must not wait for a real model, so they use a 2-layer Llama with random weights and
the embedded SmolLM2 tokenizer, saved as a safetensors folder: the same loading code path as any
user's `--model FOLDER`, in well under a second.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

import pytest

# seeding.py sits beside this file (pytest runs with --import-mode=importlib).
sys.path.insert(0, str(Path(__file__).resolve().parent))

from seeding import SEED  # noqa: E402

# The engine gives up a statement, permissively, when its type layer raises; the tests want to see it.
os.environ.setdefault("CPC_ENGINE_RAISE_BUGS", "1")


def pytest_report_header(config):
    return f"randomised tests: CPC_TEST_SEED={SEED}"


@pytest.hookimpl(tryfirst=True)
def pytest_configure(config):
    # Hypothesis draws from the same seed (unless --hypothesis-seed says otherwise).
    if getattr(config.option, "hypothesis_seed", None) is None and hasattr(config.option, "hypothesis_seed"):
        config.option.hypothesis_seed = SEED


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_makereport(item, call):
    report = (yield).get_result()
    if report.failed:
        report.sections.append(("seed", f"CPC_TEST_SEED={SEED} reproduces this run's random draws"))


def _tiny_model_folder(folder):
    import torch
    from transformers import AutoTokenizer, LlamaConfig, LlamaForCausalLM

    from decoding.model_loading import default_model_dir

    tokenizer = AutoTokenizer.from_pretrained(default_model_dir())
    torch.manual_seed(0)
    config = LlamaConfig(
        vocab_size=len(tokenizer), hidden_size=64, intermediate_size=128, num_hidden_layers=2,
        num_attention_heads=4, num_key_value_heads=2, max_position_embeddings=8192,
        bos_token_id=tokenizer.bos_token_id, eos_token_id=tokenizer.eos_token_id,
    )
    LlamaForCausalLM(config).save_pretrained(folder, safe_serialization=True)
    tokenizer.save_pretrained(folder)
    return folder


@pytest.fixture(scope="session")
def tiny_model_dir(tmp_path_factory):
    """A folder holding a random-weight 2-layer Llama with SmolLM2's tokenizer."""
    return _tiny_model_folder(tmp_path_factory.mktemp("tiny-model"))


@pytest.fixture(scope="session")
def tiny_completer(tiny_model_dir):
    from decoding.pipeline import Completer

    return Completer.load(str(tiny_model_dir), "cpu")


@pytest.fixture(scope="session")
def smollm2_completer():
    """The real embedded model (slow tests only)."""
    from decoding.pipeline import Completer

    return Completer.load(None, "cpu")
