#!/usr/bin/env bash
# Runs every test of the project, installing what is missing first:
#   1. Rust: format, the crate graph against its drawing, lints, unit/rule/property/reference/perft tests
#   2. a short bounded fuzz run of every fuzz target (when present)
#   3. the npm package build, then the JS contract tests in Node
#   4. the page built by Trunk, then the browser tests in Chromium
# Stops at the first failing step. The last lines are node's test summary.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
export PATH="$HOME/.cargo/bin:$PWD/node_modules/.bin:$PATH"
export TRUNK_SKIP_VERSION_CHECK=true

section() { printf '\n==> %s\n' "$*"; }

section "cargo fmt --check"
cargo fmt --all --check
# First, as it is quick: the crates' dependencies (cargo metadata) against the drawing of
# docs/architecture.md and the README, and no module circle inside a crate; each fails when the
# code and the drawing disagree. They run again with the rest.
section "the crate and module graphs"
node --test tests/docs/crates.test.mjs tests/docs/modules.test.mjs
section "cargo clippy"
cargo clippy -q --workspace --all-targets -- -D warnings
section "cargo test"
cargo test -q --workspace

if [ -x scripts/fuzz.sh ]; then
  section "fuzz (bounded run)"
  bash scripts/fuzz.sh "${FUZZ_SECONDS:-15}"
fi

section "trunk build (also builds pkg/)"
trunk build --release

section "node --test"
node --test tests/
