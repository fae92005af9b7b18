#!/usr/bin/env bash
# Builds, packages and tests the VS Code client: npm ci, esbuild bundle, .vsix, then `npm test`
# (unit tests with a stubbed vscode module + the integration test against the real cpc-lsp --stdio).
# Needs Node 20 + npm and the project venv (`pip install -e '.[test]'`). The Neovim client test is
# tests/clients/test_neovim.py, run by pytest with the rest of the Python suite.
set -euo pipefail

repo="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$repo/vscode-client"

# The integration test starts this server; default: the project's venv, as the extension would find it.
if [[ -z "${CPC_LSP_SERVER:-}" && -x "$repo/.venv/bin/cpc-lsp" ]]; then
  export CPC_LSP_SERVER="$repo/.venv/bin/cpc-lsp"
fi

npm ci --no-audit --no-fund --loglevel=error
npm run --silent typecheck
npm run --silent package
echo "vsix: $(stat -c %s cpc-lsp.vsix) bytes ($repo/vscode-client/cpc-lsp.vsix)"
npm test
