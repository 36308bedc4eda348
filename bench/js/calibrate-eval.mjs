#!/usr/bin/env node
// Calibrates the evaluation bar's mapping (www/app/analysis/chances.js): from
// the engine's evaluate() scores to each army's chance, a softmax with
// temperature T. Plays seeded bot games (every seat the same bot, a few random
// opening hops for variety), keeps the scores of every position at the start
// of a turn and who came out on top, and picks per table size the T under
// which the shares best predict it (least mean log loss). Most games between
// careful bots never end by the law (BENCHMARKS.md, "Endings"), so a game
// stopped at the ply cap counts for the army strictly ahead in material there
// (a man 1, a king 2.5, the evaluation's own ratio); a draw or a tie at the top
// is left out. Prints, per table size: games, decided (by the law / at the cap),
// positions, the best T, its log loss against the uniform guess (1 / armies
// left), and how often the army with the largest share came out on top.
//
// Usage: bash scripts/build-pkg.sh
//        node bench/js/calibrate-eval.mjs [games=24] [maxNodes=600] [level=2]
import init, { createGame } from '../../pkg/hex-checkers.js';
import { chances } from '../../www/app/analysis/chances.js';
import { mulberry32, pick } from '../../tests/shared/prng.mjs';

const GAMES = Number(process.argv[2] ?? 24);
const NODES = Number(process.argv[3] ?? 600);
const LEVEL = Number(process.argv[4] ?? 2);
const RADIUS = 5;
const OPENING = 4; // random hops before the bots take over
const PLY_CAP = 400;
const TEMPERATURES = [25, 50, 75, 100, 125, 150, 200, 250, 300, 400, 500, 700, 1000];

await init();

/** One seeded game: [{scores}] at the start of every turn, and the winner (null: drawn or capped). */
function play(players, seed) {
  const game = createGame({ players, radius: RADIUS });
  const rand = mulberry32(seed);
  const positions = [];
  for (let ply = 0; ply < PLY_CAP && game.current !== null; ply += 1) {
    if (!game.chainFrom) positions.push(game.evaluate());
    const move = ply < OPENING ? pick(rand, game.legalMoves())
      : game.bestMove({ level: LEVEL, seed: seed * 2 ** 20 + ply, maxNodes: NODES });
    game.apply(move);
  }
  if (game.winner !== null || game.current === null) return { positions, winner: game.winner, byLaw: true };
  const material = game.seats.map(() => 0);
  for (const piece of game.board.values()) material[piece.seat] += piece.king ? 2.5 : 1;
  const top = Math.max(...material);
  const leaders = material.flatMap((m, seat) => (m === top ? [seat] : []));
  return { positions, winner: leaders.length === 1 ? leaders[0] : null, byLaw: false };
}

console.log(`evaluation calibration: radius ${RADIUS}, ${GAMES} games per table, level ${LEVEL} at ${NODES} nodes a hop, `
  + `${OPENING} random opening hops, ply cap ${PLY_CAP}`);
console.log('players | games | decided (law / cap) | positions | best T | log loss (uniform) | largest share on top');
const best = {};
for (let players = 2; players <= 6; players += 1) {
  const samples = [];
  const won = [0, 0];
  for (let g = 0; g < GAMES; g += 1) {
    const { positions, winner, byLaw } = play(players, 1000 * players + g);
    if (winner === null) continue;
    won[byLaw ? 0 : 1] += 1;
    for (const scores of positions) samples.push({ scores, winner });
  }
  const loss = (t) => samples.reduce((sum, { scores, winner }) => sum - Math.log(Math.max(1e-9, chances(scores, t)[winner])), 0) / samples.length;
  const uniform = samples.reduce((sum, { scores }) => sum + Math.log(scores.filter((s) => s > -20000).length), 0) / samples.length;
  const t = TEMPERATURES.reduce((a, b) => (loss(b) < loss(a) ? b : a));
  const top = samples.filter(({ scores, winner }) => {
    const c = chances(scores, t);
    return c[winner] === Math.max(...c);
  }).length;
  best[players] = t;
  console.log(`${players} | ${GAMES} | ${won[0]} / ${won[1]} | ${samples.length} | ${t} | ${loss(t).toFixed(3)} (${uniform.toFixed(3)}) | `
    + `${((100 * top) / Math.max(1, samples.length)).toFixed(1)}%`);
}
console.log(`TEMPERATURE = ${JSON.stringify(best)}`);
