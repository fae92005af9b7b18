"""Starting and stopping a real vLLM server (CPU build, .venv-vllm) for the end-to-end tests."""

from __future__ import annotations

import json
import os
import signal
import socket
import subprocess
import time
import urllib.request
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
VENV_PYTHON = REPO / os.environ.get("CPC_LSP_VLLM_VENV", ".venv-vllm") / "bin" / "python"
CPU_FLAGS = ["--dtype", "float32", "--enforce-eager", "--gpu-memory-utilization", "0.5", "--max-model-len", "4096",
             "--max-num-seqs", "32"]


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def start(log_path: Path, timeout: float = 600) -> tuple[subprocess.Popen, str]:
    """`cpc-lsp serve-vllm` on the embedded model from .venv-vllm; returns once it answers."""
    if not VENV_PYTHON.exists():
        raise RuntimeError(f"{VENV_PYTHON} is missing: run `bash scripts/setup-vllm.sh` first (about 3 min, once)")
    port = free_port()
    env = {**os.environ, "VLLM_CPU_KVCACHE_SPACE": "2", "HF_HUB_OFFLINE": "1", "OMP_NUM_THREADS": "1",
           "VLLM_CPU_OMP_THREADS_BIND": "nobind"}
    command = [str(VENV_PYTHON), "-m", "server.cli", "serve-vllm", "--host", "127.0.0.1", "--port", str(port), *CPU_FLAGS]
    log = open(log_path, "w")
    process = subprocess.Popen(command, cwd=REPO, env=env, stdout=log, stderr=subprocess.STDOUT, start_new_session=True)
    url = f"http://127.0.0.1:{port}"
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if process.poll() is not None:
            raise RuntimeError(f"vLLM exited with {process.returncode}; its log:\n{log_path.read_text()[-4000:]}")
        try:
            with urllib.request.urlopen(url + "/v1/models", timeout=2) as answer:
                if json.load(answer).get("data"):
                    return process, url
        except OSError:
            time.sleep(1)
    stop(process)
    raise RuntimeError(f"vLLM did not answer within {timeout:g} s; its log:\n{log_path.read_text()[-4000:]}")


def stop(process: subprocess.Popen) -> None:
    if process.poll() is None:
        os.killpg(process.pid, signal.SIGTERM)
        try:
            process.wait(30)
        except subprocess.TimeoutExpired:
            os.killpg(process.pid, signal.SIGKILL)
            process.wait()
