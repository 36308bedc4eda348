#!/usr/bin/env bash
# Builds the npm package into pkg/: the engine compiled to wasm, its
# wasm-bindgen glue, wasm-opt on top, the hand-written contract module,
# types and package.json from crates/bindings/js, and the <hex-checkers>
# element copied from www/ into pkg/element/. The page, other people's pages
# and Node all import pkg/hex-checkers.js.
#   scripts/build-pkg.sh            release build
#   PROFILE=dev scripts/build-pkg.sh  debug build with the panic hook
set -euo pipefail
cd "$(dirname "$0")/.."
# A second Trunk build (the sub-path test) can reuse the package just built.
if [ -n "${HC_PKG_PREBUILT:-}" ] && [ -f pkg/hex-checkers.js ] && [ -f pkg/element/element.js ]; then
  echo "pkg/ reused (HC_PKG_PREBUILT)"
  exit 0
fi
export PATH="$HOME/.cargo/bin:$PWD/node_modules/.bin:$PATH"

profile=${PROFILE:-release}
out=pkg
if [ "$profile" = dev ]; then
  cargo build -q -p hex-checkers-bindings --target wasm32-unknown-unknown --features debug-panic
  wasm=target/wasm32-unknown-unknown/debug/hex_checkers.wasm
else
  cargo build -q -p hex-checkers-bindings --target wasm32-unknown-unknown --release
  wasm=target/wasm32-unknown-unknown/release/hex_checkers.wasm
fi

rm -rf "$out.tmp" && mkdir -p "$out.tmp/wasm"
wasm-bindgen --target web --no-typescript --weak-refs --out-dir "$out.tmp/wasm" "$wasm"
if [ "$profile" != dev ]; then
  # -O4: the smallest gzipped of -O3, -O4, -Os and -Oz after LTO, at the same speed (see BENCHMARKS.md).
  wasm-opt -O4 --enable-bulk-memory --enable-nontrapping-float-to-int --enable-sign-ext --enable-mutable-globals \
    "$out.tmp/wasm/hex_checkers_bg.wasm" -o "$out.tmp/wasm/hex_checkers_bg.wasm"
fi
cp crates/bindings/js/* LICENSE "$out.tmp/"

# The <hex-checkers> element, for the package's "./element" export: www/element.js
# and every module and stylesheet it loads (followed from the sources, so a new
# module comes along by itself), plus its types, into pkg/element/. One change:
# on the site the engine module is ../pkg/hex-checkers.js from www/, in the
# package it is ../hex-checkers.js from element/.
queue=(element.js element.d.ts)
mkdir -p "$out.tmp/element"
while [ ${#queue[@]} -gt 0 ]; do
  f=${queue[0]} && queue=("${queue[@]:1}")
  [ -e "$out.tmp/element/$f" ] && continue
  cp "www/$f" "$out.tmp/element/$f"
  while read -r dep; do [ -n "$dep" ] && queue+=("$dep"); done < <(
    grep -oE "(from|import\(|new URL\() *'\./[A-Za-z0-9_-]+\.(js|css)'" "www/$f" | grep -oE "[A-Za-z0-9_-]+\.(js|css)" || true)
done
sed -i "s#'\.\./pkg/hex-checkers\.js'#'../hex-checkers.js'#g" "$out.tmp/element/engine.js"
if grep -q "pkg/hex-checkers" "$out.tmp/element/engine.js"; then
  echo "build-pkg.sh: could not point element/engine.js at the package's engine module" >&2
  exit 1
fi
rm -rf "$out" && mv "$out.tmp" "$out"
printf 'pkg/ built (%s): wasm %s bytes, %s gzipped\n' "$profile" \
  "$(wc -c < "$out/wasm/hex_checkers_bg.wasm")" "$(gzip -9c "$out/wasm/hex_checkers_bg.wasm" | wc -c)"
