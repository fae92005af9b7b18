#!/usr/bin/env bash
# Sets up what is missing, then completes examples/sample.ts in the middle of a word with the
# embedded SmolLM2-135M, offline, the way an editor would.
set -euo pipefail
repo="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$repo"
bash scripts/setup.sh run
location="examples/sample.ts:$(grep -n 'return tota$' examples/sample.ts | cut -d: -f1):14"
echo "demo: cpc-lsp complete $location" >&2
.venv/bin/cpc-lsp complete "$location" "$@"
