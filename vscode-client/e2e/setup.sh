#!/usr/bin/env bash
# Installs code-server 4.100.x and playwright-core without network access beyond the npm registry.
# code-server's own post-install would download ripgrep from GitHub and refuses to run as root, so
# its steps are done here by hand: VS Code's node modules without scripts, then the native modules
# it needs built locally, and Debian's ripgrep in place of the download.
# Needs: Node 20, npm, a C++ toolchain, and `apt-get install chromium ripgrep`.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")"

for tool in chromium rg g++ make; do
  command -v "$tool" >/dev/null || { echo "missing $tool: apt-get install chromium ripgrep build-essential" >&2; exit 1; }
done

npm ci --ignore-scripts --no-audit --no-fund --loglevel=error
(cd node_modules/argon2 && npx --no-install node-pre-gyp install --fallback-to-build --loglevel=error)

vscode=node_modules/code-server/lib/vscode
(cd "$vscode" && npm install --omit=dev --ignore-scripts --no-audit --no-fund --loglevel=error)
# kerberos (proxy authentication) is left out: it needs the krb5 headers and nothing here uses it.
(cd "$vscode" && npm rebuild @vscode/spdlog native-watchdog @vscode/deviceid --loglevel=error)
# node-pty's post-install also generates compile_commands.json through npx, which fails offline;
# the module itself is all that is needed.
node_gyp="$(npm root -g)/npm/node_modules/node-gyp/bin/node-gyp.js"
nodedir="$(npm config get nodedir)" # npm's configured headers (offline); node-gyp would download them
nodedir_flag=(); [[ "$nodedir" != "undefined" && -n "$nodedir" ]] && nodedir_flag=(--nodedir="$nodedir")
(cd "$vscode/node_modules/node-pty" && node "$node_gyp" rebuild "${nodedir_flag[@]}" --loglevel=error >/dev/null)
(cd "$vscode/extensions" && npm install --omit=dev --ignore-scripts --no-audit --no-fund --loglevel=error)
ln -sfn node_modules "$vscode/node_modules.asar"
ln -sfn code-linux.sh "$vscode/bin/remote-cli/code-server"
ln -sfn browser-linux.sh "$vscode/bin/helpers/browser.sh"
mkdir -p "$vscode/node_modules/@vscode/ripgrep/bin"
ln -sfn "$(command -v rg)" "$vscode/node_modules/@vscode/ripgrep/bin/rg"

node_modules/.bin/code-server --version
