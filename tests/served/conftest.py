import os
import sys
from pathlib import Path

import pytest

# vllm_server.py and fake_vllm.py sit beside the tests that use them (--import-mode=importlib).
sys.path.insert(0, str(Path(__file__).parent))
sys.path.insert(0, str(Path(__file__).parents[1] / "server"))

import vllm_server  # noqa: E402


@pytest.fixture(scope="session")
def vllm_url(tmp_path_factory):
    """One real vLLM server (CPU, the embedded SmolLM2) for the whole session: ~1-2 min to start.
    CPC_LSP_VLLM_URL names one already running (started with `cpc-lsp serve-vllm`) instead."""
    if os.environ.get("CPC_LSP_VLLM_URL"):
        yield os.environ["CPC_LSP_VLLM_URL"]
        return
    process, url = vllm_server.start(tmp_path_factory.mktemp("vllm") / "server.log")
    yield url
    vllm_server.stop(process)


@pytest.fixture(scope="session")
def remote_completer(vllm_url):
    from decoding.served.remote_completer import RemoteCompleter

    # A generous deadline: the CPU server's first scored request compiles, and on a loaded CI
    # machine took over the 30 s default (a timing in a pass/fail test otherwise).
    return RemoteCompleter.connect(vllm_url, timeout=180.0)
