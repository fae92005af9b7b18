#!/usr/bin/env bash
# Sets up what is missing (venv, package, model, TypeScript oracle), then runs every test: the
# Python suite (unit tests and the slow end-to-end ones with the real model) and the editor
# clients' tests. Extra arguments go to pytest.
set -uo pipefail
repo="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$repo"
bash scripts/setup.sh test || exit 1
# The vLLM backend's tests (tests/served, marker `vllm`) need vLLM's own environment: ~3 min and
# 3.5 GB to install the first time, reused after; the tests then start one vLLM server (~1-2 min).
bash scripts/setup-vllm.sh || exit 1

status=0
echo "test: python -m pytest $*" >&2
.venv/bin/python -m pytest "$@" || status=$?
if [[ -f scripts/test-clients.sh ]]; then
  echo "test: editor clients (scripts/test-clients.sh)" >&2
  bash scripts/test-clients.sh || status=$?
fi
exit $status
