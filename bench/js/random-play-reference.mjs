#!/usr/bin/env node
// Random-play throughput of the plain JS reference engine, through the
// The contract of docs/contract.md: one ply = legalMoves() then apply() of a random
// one (every hop of a chain is one ply). Seeded (mulberry32), so every run
// plays the same games. Games are capped at 2000 plies.
//
// Usage: node bench/js/random-play-reference.mjs [games=200] [players=6] [radius=5] [seed=1]
import { createGame } from '../../tests/reference/hex-checkers-reference.js';
import { mulberry32, pick } from '../../tests/shared/prng.mjs';

const games = Number(process.argv[2] ?? 200);
const players = Number(process.argv[3] ?? 6);
const radius = Number(process.argv[4] ?? 5);
const seed = Number(process.argv[5] ?? 1);
const MAX_PLIES = 2000;

function playOne(rand) {
  const game = createGame({ players, radius });
  let plies = 0;
  while (game.current !== null && plies < MAX_PLIES) {
    game.apply(pick(rand, game.legalMoves()));
    plies++;
  }
  return { plies, outcome: game.winner !== null ? 'win' : game.draw ? 'draw' : 'cap' };
}

// Warm-up (not timed): let the JIT settle.
{
  const rand = mulberry32(seed + 1000003);
  for (let i = 0; i < Math.min(20, games); i++) playOne(rand);
}

const rand = mulberry32(seed);
const tally = { win: 0, draw: 0, cap: 0 };
let plies = 0;
const t0 = performance.now();
for (let i = 0; i < games; i++) {
  const r = playOne(rand);
  plies += r.plies;
  tally[r.outcome]++;
}
const seconds = (performance.now() - t0) / 1000;

console.log(`engine: plain JS reference (tests/reference/hex-checkers-reference.js), node ${process.version}`);
console.log(`players=${players} radius=${radius} seed=${seed} games=${games} (cap ${MAX_PLIES} plies)`);
console.log(`outcomes: ${tally.win} won, ${tally.draw} drawn, ${tally.cap} capped; ${plies} plies, ${(plies / games).toFixed(1)} plies/game`);
console.log(`time ${seconds.toFixed(2)} s: ${Math.round(plies / seconds)} plies/s, ${(games / seconds).toFixed(1)} games/s`);
