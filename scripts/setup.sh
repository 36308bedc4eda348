#!/usr/bin/env bash
# Installs, when missing and only then, everything the build and the tests
# need on a fresh machine of this kind: the wasm32 target, wasm-bindgen-cli
# (pinned to the crate's version), Trunk, wasm-opt (npm binaryen), the Node
# packages and Debian's Chromium. A second run finishes in seconds.
set -euo pipefail
cd "$(dirname "$0")/.."

WASM_BINDGEN_VERSION=0.2.130 # must equal `wasm-bindgen = "=..."` in crates/bindings
TRUNK_VERSION=0.21.14        # 0.22 needs a newer rustc; 0.21 only builds with --locked
export PATH="$HOME/.cargo/bin:$PWD/node_modules/.bin:$PATH"

step() { printf '==> %s\n' "$*"; }

if ! rustup target list --installed | grep -qx wasm32-unknown-unknown; then
  step "adding the wasm32-unknown-unknown target"
  rustup target add wasm32-unknown-unknown
fi

if ! wasm-bindgen --version 2>/dev/null | grep -q " $WASM_BINDGEN_VERSION\b"; then
  step "installing wasm-bindgen-cli $WASM_BINDGEN_VERSION (about 2 min)"
  cargo install wasm-bindgen-cli --version "$WASM_BINDGEN_VERSION" --force
fi

if ! trunk --version 2>/dev/null | grep -q " $TRUNK_VERSION\b"; then
  step "installing trunk $TRUNK_VERSION (about 8 min on 2 cores)"
  cargo install trunk --version "$TRUNK_VERSION" --locked --force
fi

if [ ! -x /usr/bin/chromium ]; then
  step "installing Debian's chromium"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
fi

# Node packages (playwright-core, binaryen, the peer-discovery library, the
# test tracker and the test Nostr relay): reinstall only when the lock file is newer than what
# node_modules holds. --ignore-scripts: the tracker's optional WebRTC binding
# (node-datachannel) downloads a prebuilt binary at install time, which fails
# offline; nothing here needs an install script (esbuild's binary comes as an
# optional dependency).
if [ ! -f node_modules/.package-lock.json ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  step "installing Node packages"
  npm ci --ignore-scripts --no-audit --no-fund --loglevel=error
fi

step "tools ready: $(wasm-bindgen --version), $(trunk --version), wasm-opt $(wasm-opt --version | awk '{print $3}'), $(/usr/bin/chromium --version)"
