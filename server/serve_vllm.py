"""`cpc-lsp serve-vllm [MODEL] [vLLM flags…]`: vLLM's own OpenAI-compatible server, started with
what cpc-lsp needs and nothing else. Run it with the Python of vLLM's environment, where
`pip install 'cpc-lsp[vllm]'` has registered the logits processor (entry point
`vllm.logits_processors`), so no `--logits-processors` flag is passed (it would load it twice).

Added unless given: `--logprobs-mode processed_logprobs` (exact CPC reads the processor's
covering-tree scores as logprobs) and `--max-logprobs 128` (one score per spelling of the typed
word). MODEL defaults to the embedded SmolLM2-135M folder. Every other flag goes to vLLM as is.
"""

from __future__ import annotations

import os
import sys

CPC_LSP_FLAGS = {"--logprobs-mode": "processed_logprobs", "--max-logprobs": "128"}


def vllm_command(model: str | None, flags: list[str]) -> list[str]:
    if model is None:
        from decoding.model_loading import default_model_dir

        model = str(default_model_dir(lambda message: print(f"cpc-lsp: {message}", file=sys.stderr)))
    command = [sys.executable, "-m", "vllm.entrypoints.openai.api_server", "--model", model]
    for flag, value in CPC_LSP_FLAGS.items():
        if not any(given == flag or given.startswith(flag + "=") for given in flags):
            command += [flag, value]
    return command + flags


def serve(model: str | None, flags: list[str]) -> int:
    import importlib.util

    if importlib.util.find_spec("vllm") is None:
        print("cpc-lsp: error: vLLM is not installed in this Python environment "
              f"({sys.executable}); run serve-vllm from vLLM's environment (bash scripts/setup-vllm.sh "
              "makes one in .venv-vllm)", file=sys.stderr)
        return 1
    command = vllm_command(model, flags)
    print("cpc-lsp: " + " ".join(command), file=sys.stderr)
    os.execv(command[0], command)  # vLLM's server in place of this process: signals reach it directly
    return 0  # not reached
