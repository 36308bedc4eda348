#!/usr/bin/env node
// Random play through two builds of the package in one process, alternating,
// so both see the machine's load of the same moment (a shared machine makes
// two separate runs incomparable): 7 rounds of 15 games each, 6 players
// radius 5, seed 1, legalMoves() + apply() + board + seats per ply, capped at
// 2000 plies a game; prints the median plies/s of each and their ratio.
// Usage: node bench/js/contract-paired.mjs <other pkg/hex-checkers.js> [this pkg/hex-checkers.js]
import { pathToFileURL } from 'node:url';
import { mulberry32, pick } from '../../tests/shared/prng.mjs';

const [otherPath, thisPath = new URL('../../pkg/hex-checkers.js', import.meta.url).pathname] = process.argv.slice(2);
if (!otherPath) throw new Error('usage: node bench/js/contract-paired.mjs <other pkg/hex-checkers.js> [this one]');
const other = await import(pathToFileURL(otherPath).href);
const here = await import(pathToFileURL(thisPath).href);
await other.default();
await here.default();

function play(hc, games) {
  const rand = mulberry32(1);
  let plies = 0;
  const t0 = performance.now();
  for (let g = 0; g < games; g++) {
    const game = hc.createGame({ players: 6, radius: 5 });
    for (let i = 0; i < 2000 && game.current !== null; i++) {
      game.apply(pick(rand, game.legalMoves()));
      void game.board;
      void game.seats;
      plies++;
    }
  }
  return plies / ((performance.now() - t0) / 1000);
}

const rows = { other: [], here: [] };
for (let r = 0; r < 7; r++) {
  rows.other.push(play(other, 15));
  rows.here.push(play(here, 15));
}
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
console.log(`plies/s, median of 7 paired rounds: other ${median(rows.other).toFixed(0)}, this ${median(rows.here).toFixed(0)}, this/other ${(median(rows.here) / median(rows.other)).toFixed(3)}`);
