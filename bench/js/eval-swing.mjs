#!/usr/bin/env node
// How much the evaluation bar swings from one hop to the next, and what an
// update costs: seeded bot games (every seat the same bot, two random opening
// hops for variety), every position scored by the static evaluation, and the
// bar's shares (chances.js) taken two ways: from each position's own scores
// (the bar before issue 22) and from the steady scores of its round
// (steadyScores: each army's mean over the last round's positions, the bar
// now). The swing of a hop is how far the shares moved: half the sum over the
// armies of |share after - share before| (with two armies, the change of Red's
// share), in points of a hundred, as a mean over every hop and over the quiet
// hops (no piece taken in the hop, the one before or the one after). The time
// of an update is the worker's evaluation of the new position plus the page's
// shares for the whole game, in this Node process (the worker runs the same wasm).
// With two armies it also prints the way tried first and left out: the score
// of a short search from each position (level 5, 400 positions).
//
// Usage: bash scripts/build-pkg.sh
//        node bench/js/eval-swing.mjs [games=3] [hops=60] [maxNodes=300]
import init, { createGame } from '../../pkg/hex-checkers.js';
import { chances, steadyScores } from '../../www/app/analysis/chances.js';
import { mulberry32, pick } from '../../tests/shared/prng.mjs';

const GAMES = Number(process.argv[2] ?? 3);
const HOPS = Number(process.argv[3] ?? 60);
const NODES = Number(process.argv[4] ?? 300);
const RADIUS = 5;
const OPENING = 2;

await init();

/** One seeded bot game: each position's static scores and piece count. */
function play(players, seed) {
  const game = createGame({ players, radius: RADIUS });
  const rand = mulberry32(seed);
  const scores = [game.evaluate()];
  const pieces = [game.board.size];
  const snapshots = [game.snapshot()];
  for (let ply = 0; ply < HOPS && game.current !== null; ply += 1) {
    const move = ply < OPENING ? pick(rand, game.legalMoves())
      : game.bestMove({ level: 2, seed: seed * 2 ** 20 + ply, maxNodes: NODES });
    game.apply(move);
    scores.push(game.evaluate());
    pieces.push(game.board.size);
    snapshots.push(game.snapshot());
  }
  return { scores, pieces, snapshots };
}

const scratch = createGame();
/** Tried and left out (two armies only): a short search's score (level 5, 400 positions), turned to Red's side. */
function searched(snapshots) {
  return snapshots.map((s) => {
    scratch.restore(s);
    if (scratch.current === null) return chances(scratch.evaluate());
    const { score } = scratch.analyse({ level: 5, maxNodes: 400, seed: 0 });
    const red = scratch.current === 0 ? score : -score;
    return chances([red, -red]);
  });
}

const ways = {
  'own scores (before)': (all) => all.map((s) => chances(s)),
  'steady, a round (after)': (all) => all.map((_, i) => chances(steadyScores(all, i))),
  'a short search (tried)': (all, snapshots) => (all[0].length === 2 ? searched(snapshots) : null),
};

console.log(`evaluation bar swing: radius ${RADIUS}, ${GAMES} games per table, up to ${HOPS} hops, level 2 at ${NODES} nodes, ${OPENING} random opening hops`);
console.log('| players | way | hops | mean swing, points | quiet hops | mean swing on them | hops swinging 10+ points |');
console.log('|---:|---|---:|---:|---:|---:|---:|');
const timing = [];
for (const players of [2, 3, 6]) {
  const games = Array.from({ length: GAMES }, (_, g) => play(players, 100 * players + g));
  for (const [name, sharesOf] of Object.entries(ways)) {
    let swing = 0;
    let hops = 0;
    let quiet = 0;
    let quietHops = 0;
    let big = 0;
    if (!sharesOf(games[0].scores.slice(0, 1), games[0].snapshots.slice(0, 1))) continue;
    for (const { scores, pieces, snapshots } of games) {
      const shares = sharesOf(scores, snapshots);
      for (let i = 1; i < shares.length; i += 1) {
        const d = shares[i].reduce((sum, p, k) => sum + Math.abs(p - shares[i - 1][k]), 0) * 50;
        swing += d;
        hops += 1;
        big += d >= 10 ? 1 : 0;
        const still = (j) => j < 1 || j >= pieces.length || pieces[j] === pieces[j - 1];
        if (still(i - 1) && still(i) && still(i + 1)) { quiet += d; quietHops += 1; }
      }
    }
    console.log(`| ${players} | ${name} | ${hops} | ${(swing / hops).toFixed(2)} | ${quietHops} | ${(quiet / quietHops).toFixed(2)} | ${big} |`);
  }
  // One update, each way: the new position's evaluation (the worker) and the shares of the whole line (the page).
  const game = createGame({ players, radius: RADIUS });
  const { scores } = games[0];
  const runs = 400;
  const times = Object.entries(ways).slice(0, 2).map(([name, sharesOf]) => {
    const t0 = performance.now();
    for (let r = 0; r < runs; r += 1) {
      game.evaluate();
      sharesOf(scores);
    }
    return `${name} ${((performance.now() - t0) / runs).toFixed(3)} ms`;
  });
  timing.push(`${players} players, an update over a line of ${scores.length} positions: ${times.join(', ')}`);
}
console.log(timing.join('\n'));
