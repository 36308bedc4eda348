#!/usr/bin/env bash
# Builds the npm package into pkg/: the engine compiled to wasm, its
# wasm-bindgen glue, wasm-opt on top, the hand-written contract module,
# types and package.json from crates/bindings/js, and the <hex-checkers>
# element: the www/element/ folder copied into pkg/element/. The page, other people's pages
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

# The <hex-checkers> element, for the package's "./element" export: the
# www/element/ folder as it is. Its one import from outside the folder is the
# engine module '../hex-checkers.js' (www/element/engine.js), which here is the
# package's own hex-checkers.js; on the site it is www/hex-checkers.js.
cp -R www/element "$out.tmp/element"
rm -rf "$out" && mv "$out.tmp" "$out"
printf 'pkg/ built (%s): wasm %s bytes, %s gzipped\n' "$profile" \
  "$(wc -c < "$out/wasm/hex_checkers_bg.wasm")" "$(gzip -9c "$out/wasm/hex_checkers_bg.wasm" | wc -c)"
