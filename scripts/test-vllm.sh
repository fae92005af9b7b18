#!/usr/bin/env bash
# The vLLM backend's end-to-end tests on a real vLLM server (CPU build, the embedded SmolLM2):
# sets up .venv (scripts/setup.sh) and .venv-vllm (scripts/setup-vllm.sh, ~3 min the first time,
# reused after), then runs the tests marked `vllm`; they start one server (~1-2 min on 2 cores).
# CPC_LSP_VLLM_URL=http://host:port runs them against a server already started with
# `cpc-lsp serve-vllm`. Extra arguments go to pytest.
set -euo pipefail
repo="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$repo"
bash scripts/setup.sh test
bash scripts/setup-vllm.sh
echo "test-vllm: python -m pytest -m vllm tests/served $*" >&2
exec .venv/bin/python -m pytest -m vllm tests/served "$@"
