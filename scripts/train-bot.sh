#!/usr/bin/env bash
# Trains version 7's learned evaluation from one seed: seeded self-play
# (positions with the game's outcome and the playing bot's search score),
# then `hexc learn` (docs/bot.md, "Version 7"). Deterministic: the same
# seed and sizes give the same weights file on any number of threads.
#   scripts/train-bot.sh [seed] [games] [out]
#   GAMES=1500 NODES=4000 scripts/train-bot.sh 1000      # the run that made weights-v7.txt
#   BAND=100,200 OPENING=24 scripts/train-bot.sh 7 200 /tmp/w.txt  # from unbalanced openings
# The default sizes fit the issue's budget of 3 hours on two cores; the run
# in the repository was smaller (1,500 games, BENCHMARKS.md).
set -euo pipefail
cd "$(dirname "$0")/.."
seed=${1:-1000}
games=${2:-${GAMES:-6000}}
out=${3:-crates/bot/data/weights-v7.txt}
nodes=${NODES:-4000}
threads=${THREADS:-2}
opening=${OPENING:-10}
# BAND=LO,HI: self-play from unbalanced openings (hexc book), so more games
# end with a winner and their outcomes teach.
band=()
if [ -n "${BAND:-}" ]; then band=(--band "$BAND"); fi
work=${WORK:-$(mktemp -d)}
cargo build -q --release -p hex-checkers-cli
hexc=${CARGO_TARGET_DIR:-target}/release/hexc
"$hexc" selfplay --players 2 --radius 5 --games "$games" --bot "l5:nodes=$nodes" \
  --seed "$seed" --opening "$opening" "${band[@]}" --every 3 --threads "$threads" --out "$work/selfplay.txt"
"$hexc" learn "$work/selfplay.txt" --lambda 0.25 --scale 200 --l2 0.0001 --epochs 400 \
  --rate 0.02 --out "$out"
echo "weights in $out (positions in $work/selfplay.txt)"
