#!/usr/bin/env node
// perft (docs/law.md#perft-checkpoints) through the contract alone (legalMoves, apply,
// snapshot, restore), so it walks any engine that keeps it: the plain JS
// reference engine from the command line, the wasm package in
// tests/js/perft.test.mjs.
// Usage: node tests/reference/perft.mjs [players=6] [radius=5] [maxDepth=5]
// Prints perft(d) for d = 1..maxDepth. A sequence that ends the game before
// d hops cannot be continued, so it is not counted.
import { fileURLToPath } from 'node:url';
import { createGame } from './hex-checkers-reference.js';

export function perft(game, depth) {
  if (depth === 0) return 1;
  const moves = game.legalMoves();
  if (depth === 1) return moves.length;
  const snap = game.snapshot();
  let total = 0;
  for (const move of moves) {
    game.apply(move);
    total += perft(game, depth - 1);
    game.restore(snap);
  }
  return total;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const players = Number(process.argv[2] ?? 6);
  const radius = Number(process.argv[3] ?? 5);
  const maxDepth = Number(process.argv[4] ?? 5);
  const game = createGame({ players, radius });
  for (let d = 1; d <= maxDepth; d++) {
    const t0 = performance.now();
    const n = perft(game, d);
    const ms = performance.now() - t0;
    console.log(`players=${players} radius=${radius} perft(${d}) = ${n}  (${ms.toFixed(0)} ms)`);
  }
}
