#!/usr/bin/env bash
# Builds the game and serves it on localhost (default port 8080), installing
# any missing tool first. Trunk rebuilds when a file changes.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
export PATH="$HOME/.cargo/bin:$PWD/node_modules/.bin:$PATH"
export TRUNK_SKIP_VERSION_CHECK=true
exec trunk serve --release --address 127.0.0.1 --port "${PORT:-8080}" "$@"
