#!/usr/bin/env bash
# Installs the TypeScript oracle (tools/ts-oracle: typescript, @types/node and the corpus packages,
# pinned by its package-lock.json) and builds the engine's test corpus in .cache/ts-corpus.
# Idempotent: does nothing when the lock file, the handwritten files and the scripts are unchanged.
# Needs the npm registry (or a warm npm cache) on the first run only.
set -euo pipefail

repo="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
oracle="$repo/tools/ts-oracle"
handwritten="$repo/tests/engine/corpus"
corpus="$repo/.cache/ts-corpus"

command -v node >/dev/null || { echo "setup-corpus: node is not installed (need Node >= 18)" >&2; exit 1; }
command -v npm >/dev/null || { echo "setup-corpus: npm is not installed" >&2; exit 1; }

# npm ci wipes node_modules, so run it only when the lock file changed since the last install.
lock_stamp="$(sha256sum "$oracle/package-lock.json" | cut -d' ' -f1)"
if [[ -f "$oracle/node_modules/.cpc-lock-stamp" && "$(cat "$oracle/node_modules/.cpc-lock-stamp")" == "$lock_stamp" ]]; then
  echo "setup-corpus: oracle packages already installed ($oracle/node_modules)"
else
  echo "setup-corpus: installing the oracle's npm packages (npm ci in $oracle)"
  (cd "$oracle" && npm ci --no-audit --no-fund --prefer-offline)
  echo "$lock_stamp" > "$oracle/node_modules/.cpc-lock-stamp"
fi

# The corpus depends on the installed packages, the handwritten files and the scripts that check them.
corpus_stamp="$( { echo "$lock_stamp"; cat "$oracle"/*.mjs; find "$handwritten" -type f -name '*.ts' -print0 | sort -z | xargs -0 sha256sum; } | sha256sum | cut -d' ' -f1)"
if [[ -f "$corpus/manifest.json" && -f "$corpus/.stamp" && "$(cat "$corpus/.stamp")" == "$corpus_stamp" ]]; then
  echo "setup-corpus: corpus up to date ($corpus/manifest.json)"
  exit 0
fi
echo "setup-corpus: building the corpus in $corpus and checking every file with tsc --strict (about 30 s)"
mkdir -p "$corpus"
node "$oracle/build-corpus.mjs" "$corpus" "$handwritten"
echo "$corpus_stamp" > "$corpus/.stamp"
echo "setup-corpus: done ($corpus/manifest.json)"
