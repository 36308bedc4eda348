#!/usr/bin/env bash
# Builds the npm package into pkg/: the engine compiled to wasm (two
# modules: the law, and the bot), their wasm-bindgen glue, wasm-opt on top, the hand-written contract module,
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
# Two wasm modules from one workspace: the law (hex_checkers, the bindings
# crate), which a page loads to play, and the bot (hex_checkers_bot, the
# bot-bindings crate), which only the threads that think load.
# The law is built for size (the `law` profile of Cargo.toml: the page waits
# for it), the bot for speed (`release`).
if [ "$profile" = dev ]; then
  cargo build -q -p hex-checkers-bindings -p hex-checkers-bot-bindings --target wasm32-unknown-unknown \
    --features hex-checkers-bindings/debug-panic,hex-checkers-bot-bindings/debug-panic
  law=target/wasm32-unknown-unknown/debug/hex_checkers.wasm
  bot=target/wasm32-unknown-unknown/debug/hex_checkers_bot.wasm
else
  cargo build -q -p hex-checkers-bindings --target wasm32-unknown-unknown --profile law
  cargo build -q -p hex-checkers-bot-bindings --target wasm32-unknown-unknown --release
  law=target/wasm32-unknown-unknown/law/hex_checkers.wasm
  bot=target/wasm32-unknown-unknown/release/hex_checkers_bot.wasm
fi

rm -rf "$out.tmp" && mkdir -p "$out.tmp/wasm"
for wasm in "$law" "$bot"; do
  name=$(basename "$wasm" .wasm)
  wasm-bindgen --target web --no-typescript --weak-refs --out-dir "$out.tmp/wasm" "$wasm"
  if [ "$profile" != dev ]; then
    # -O4: the smallest gzipped of -O3, -O4, -Os and -Oz after LTO, at the same speed (see BENCHMARKS.md).
    wasm-opt -O4 --enable-bulk-memory --enable-nontrapping-float-to-int --enable-sign-ext --enable-mutable-globals \
      "$out.tmp/wasm/${name}_bg.wasm" -o "$out.tmp/wasm/${name}_bg.wasm"
  fi
done
cp crates/bindings/js/* LICENSE "$out.tmp/"
# The bot's tables as data for the contract module (wasm/bot_tables.js), read
# from the bot's module: the law's module depends on no crate of the bot.
node scripts/bot-tables.mjs "$out.tmp"

# The <hex-checkers> element, for the package's "./element" export: the
# www/element/ folder as it is. Its imports from outside the folder are the
# engine module '../hex-checkers.js' (www/element/engine.js: here the package's
# own hex-checkers.js, on the site www/hex-checkers.js) and the message
# catalogues '../i18n/' (www/i18n/: the interface, and per language only the
# areas the element speaks, element, ask and nonvisual; the page's areas stay out).
cp -R www/element "$out.tmp/element"
mkdir -p "$out.tmp/i18n"
cp www/i18n/i18n.js "$out.tmp/i18n/"
for dir in www/i18n/*/; do
  tag=$(basename "$dir")
  mkdir -p "$out.tmp/i18n/$tag"
  areas=""
  for area in element ask nonvisual; do
    if [ -f "$dir$area.js" ]; then cp "$dir$area.js" "$out.tmp/i18n/$tag/"; areas="$areas $area"; fi
  done
  {
    echo "// The element's words in this language (written by scripts/build-pkg.sh)."
    for a in $areas; do echo "import $a from './$a.js';"; done
    echo "export default {"
    for a in $areas; do echo "  ...$a,"; done
    echo "};"
  } > "$out.tmp/i18n/$tag/index.js"
done
rm -rf "$out" && mv "$out.tmp" "$out"
for name in hex_checkers hex_checkers_bot; do
  printf 'pkg/ built (%s): %s.wasm %s bytes, %s gzipped\n' "$profile" "$name" \
    "$(wc -c < "$out/wasm/${name}_bg.wasm")" "$(gzip -9c "$out/wasm/${name}_bg.wasm" | wc -c)"
done
