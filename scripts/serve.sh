#!/usr/bin/env bash
# Serves a development build of the game on localhost (default port 8080),
# installing any missing tool first. Trunk rebuilds when a file changes;
# reload the page to see the change, the first reload shows it:
# - HC_DEV_BUILD=1 makes a development build (scripts/sw-precache.mjs): the
#   page registers no service worker (and removes one an earlier build left
#   here), so nothing is served from an offline cache;
# - Trunk.toml's [serve] headers make the browser revalidate every file;
# - --no-autoreload: Trunk's reload script is inline, which the page's strict
#   Content-Security-Policy refuses (one console error per load). The policy
#   stays as strict as on the built site.
# It builds into target/serve-dist, so dist/ (the tests' build) is left alone.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
export PATH="$HOME/.cargo/bin:$PWD/node_modules/.bin:$PATH"
export TRUNK_SKIP_VERSION_CHECK=true HC_DEV_BUILD=1
exec trunk serve --release --no-autoreload --dist target/serve-dist --address 127.0.0.1 --port "${PORT:-8080}" "$@"
