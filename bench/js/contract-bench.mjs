#!/usr/bin/env node
// The JS boundary of the wasm package (pkg/, built by scripts/build-pkg.sh),
// measured in Node:
//   1. perft through the engine compiled to wasm (game.perft) against the
//      native CLI (target/release/hexc perft), as a ratio; best of N each,
//      run alternately so both see the same machine load.
//   2. full random games through the contract, one ply = legalMoves() then
//      apply() of one of them, 6 players radius 5, the same seeded PRNG
//      (mulberry32), seed and 2000-ply cap as bench/js/random-play-reference.mjs,
//      against the plain JS reference engine, in the same process.
//   3. microseconds per call: legalMoves(), apply(), the board getter fresh
//      after a change, snapshot(), restore(), movesFrom(): by replaying the
//      recorded games with and without each call and dividing the difference.
//
// Usage: bash scripts/build-pkg.sh && cargo build --release -p hex-checkers-cli
//        node bench/js/contract-bench.mjs [games=200] [repeat=5]
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import init, { createGame } from '../../pkg/hex-checkers.js';
import * as ref from '../../tests/reference/hex-checkers-reference.js';
import { mulberry32, pick } from '../../tests/shared/prng.mjs';

const games = Number(process.argv[2] ?? 200);
const repeat = Number(process.argv[3] ?? 5);
const PLAYERS = 6;
const RADIUS = 5;
const SEED = 1;
const MAX_PLIES = 2000;
const HEXC = fileURLToPath(new URL('../../target/release/hexc', import.meta.url));

await init();

const best = (xs) => Math.min(...xs);
const fmt = (x, d = 2) => x.toFixed(d);

// ---- 1. perft: wasm vs native ----------------------------------------------------

function nativePerft(players, radius, depth) {
  const out = spawnSync(HEXC, ['perft', '--players', String(players), '--radius', String(radius), '--depth', String(depth)], { encoding: 'utf8' });
  if (out.status !== 0) throw new Error(`hexc failed: ${out.stderr}`);
  const last = out.stdout.trim().split('\n').pop();
  const m = /perft\((\d+)\) = (\d+)\s+\(([\d.]+) s/.exec(last);
  return { nodes: Number(m[2]), seconds: Number(m[3]) };
}

function wasmPerft(players, radius, depth) {
  const game = createGame({ players, radius });
  const t0 = performance.now();
  const nodes = game.perft(depth);
  return { nodes, seconds: (performance.now() - t0) / 1000 };
}

const perftRows = [];
if (existsSync(HEXC)) {
  for (const [players, radius, depth] of [[2, 5, 7], [6, 5, 8], [2, 8, 6], [6, 8, 6]]) {
    wasmPerft(players, radius, depth - 1); // warm-up
    const w = [];
    const n = [];
    let nodes = 0;
    for (let i = 0; i < repeat; i++) {
      const a = wasmPerft(players, radius, depth);
      const b = nativePerft(players, radius, depth);
      if (a.nodes !== b.nodes) throw new Error(`perft mismatch ${players}p r${radius} d${depth}: wasm ${a.nodes}, native ${b.nodes}`);
      nodes = a.nodes;
      w.push(a.seconds);
      n.push(b.seconds);
    }
    perftRows.push({ players, radius, depth, nodes, wasm: best(w), native: best(n) });
  }
} else {
  console.log(`(no ${HEXC}: cargo build --release -p hex-checkers-cli for the native column)`);
}

// ---- 2. random games through the contract -------------------------------------------

function playOne(create, rand, record) {
  const game = create({ players: PLAYERS, radius: RADIUS });
  let plies = 0;
  while (game.current !== null && plies < MAX_PLIES) {
    const m = pick(rand, game.legalMoves());
    game.apply(m);
    if (record) record.push(m);
    plies++;
  }
  return plies;
}

function randomPlay(create, record) {
  { // warm-up, as the reference bench does
    const rand = mulberry32(SEED + 1000003);
    for (let i = 0; i < Math.min(20, games); i++) playOne(create, rand);
  }
  const rand = mulberry32(SEED);
  let plies = 0;
  const t0 = performance.now();
  for (let i = 0; i < games; i++) {
    const rec = record ? [] : null;
    plies += playOne(create, rand, rec);
    if (record) record.push(rec);
  }
  const seconds = (performance.now() - t0) / 1000;
  return { plies, seconds };
}

const recorded = [];
const wasmRuns = [];
const refRuns = [];
for (let i = 0; i < Math.max(1, Math.min(repeat, 3)); i++) {
  wasmRuns.push(randomPlay(createGame, i === 0 ? recorded : null));
  refRuns.push(randomPlay(ref.createGame, null));
}
const wasmPlay = wasmRuns.reduce((a, b) => (a.seconds < b.seconds ? a : b));
const refPlay = refRuns.reduce((a, b) => (a.seconds < b.seconds ? a : b));
// (The engines list legal moves in different orders, so the same PRNG picks
// different games: compare plies per second, not times.)

// ---- 3. per call -------------------------------------------------------------------

const totalPlies = recorded.reduce((n, g) => n + g.length, 0);
const start = createGame({ players: PLAYERS, radius: RADIUS }).snapshot();

/** Replays every recorded game on one game object; `extra(game)` after each apply. */
function replay(extra, before) {
  const game = createGame({ players: PLAYERS, radius: RADIUS });
  const t0 = performance.now();
  for (const moves of recorded) {
    game.restore(start);
    for (const m of moves) {
      if (before) before(game, m);
      game.apply(m);
      if (extra) extra(game);
    }
  }
  return (performance.now() - t0) / 1000;
}

let sink = 0;
const variants = {
  base: [null, null],
  legalMoves: [null, (g) => { sink += g.legalMoves().length; }],
  board: [(g) => { sink += g.board.size; }, null],
  snapshot: [(g) => { sink += g.snapshot().length; }, null],
  seats: [(g) => { sink += g.seats.length; }, null],
  fields: [(g) => { sink += (g.current ?? 0) + (g.winner ?? 0) + (g.chainFrom ? 1 : 0) + (g.draw ? 1 : 0); }, null],
  movesFrom: [null, (g, m) => { sink += g.movesFrom(m.from).length; }],
};
const times = Object.fromEntries(Object.keys(variants).map((k) => [k, []]));
for (let i = 0; i < repeat; i++) {
  for (const [k, [extra, before]] of Object.entries(variants)) times[k].push(replay(extra, before));
}
const t = Object.fromEntries(Object.entries(times).map(([k, v]) => [k, best(v)]));
const us = (s) => (s / totalPlies) * 1e6;
// restore() alone, over the positions of the first games.
const snaps = [];
{
  const g = createGame({ players: PLAYERS, radius: RADIUS });
  for (const moves of recorded.slice(0, 20)) {
    g.restore(start);
    for (const m of moves) { g.apply(m); snaps.push(g.snapshot()); }
  }
}
const restoreTimes = [];
{
  const g = createGame({ players: PLAYERS, radius: RADIUS });
  for (let i = 0; i < repeat; i++) {
    const t0 = performance.now();
    for (const s of snaps) g.restore(s);
    restoreTimes.push((performance.now() - t0) / 1000);
  }
}
// The reference engine's legalMoves()/apply() for comparison: the same replay.
const refReplay = [];
for (let i = 0; i < repeat; i++) {
  const g = ref.createGame({ players: PLAYERS, radius: RADIUS });
  const t0 = performance.now();
  for (const moves of recorded) {
    g.restore(start);
    for (const m of moves) { sink += g.legalMoves().length; g.apply(m); }
  }
  refReplay.push((performance.now() - t0) / 1000);
}

// ---- report --------------------------------------------------------------------------

console.log(`hex-checkers JS boundary, node ${process.version}, best of ${repeat}${sink < 0 ? '' : ''}`);
if (perftRows.length) {
  console.log('\nperft from the start (bulk-counted): wasm game.perft vs native hexc perft');
  console.log('| players | radius | depth | nodes | wasm s | native s | wasm Mn/s | native Mn/s | wasm/native |');
  console.log('|---|---|---|---|---|---|---|---|---|');
  for (const r of perftRows) {
    console.log(`| ${r.players} | ${r.radius} | ${r.depth} | ${r.nodes} | ${fmt(r.wasm, 3)} | ${fmt(r.native, 3)} | ${fmt(r.nodes / r.wasm / 1e6, 1)} | ${fmt(r.nodes / r.native / 1e6, 1)} | ${fmt(r.wasm / r.native)}x |`);
  }
}
console.log(`\nrandom games, ${PLAYERS} players radius ${RADIUS}, seed ${SEED}, ${games} games (cap ${MAX_PLIES} plies)`);
console.log('| engine | plies | plies/s | games/s |');
console.log('|---|---|---|---|');
const pps = (r) => r.plies / r.seconds;
console.log(`| wasm package (contract) | ${wasmPlay.plies} | ${Math.round(pps(wasmPlay))} | ${fmt(games / wasmPlay.seconds, 1)} |`);
console.log(`| plain JS reference | ${refPlay.plies} | ${Math.round(pps(refPlay))} | ${fmt(games / refPlay.seconds, 1)} |`);
console.log(`| ratio (plies/s) | | ${fmt(pps(wasmPlay) / pps(refPlay))}x | |`);
console.log(`\nper call (replaying those ${totalPlies} plies; extra time over a replay of apply() alone)`);
console.log('| call | µs |');
console.log('|---|---|');
console.log(`| apply() (+ restore per game) | ${fmt(us(t.base))} |`);
console.log(`| legalMoves(), fresh position | ${fmt(us(t.legalMoves - t.base))} |`);
console.log(`| board getter, fresh after a change | ${fmt(us(t.board - t.base))} |`);
console.log(`| snapshot() | ${fmt(us(t.snapshot - t.base))} |`);
console.log(`| restore() | ${fmt((best(restoreTimes) / snaps.length) * 1e6)} |`);
console.log(`| seats getter | ${fmt(us(t.seats - t.base))} |`);
console.log(`| current + winner + chainFrom + draw | ${fmt(us(t.fields - t.base))} |`);
console.log(`| movesFrom(hex), fresh position | ${fmt(us(t.movesFrom - t.base))} |`);
console.log(`| reference engine: legalMoves() + apply() | ${fmt(us(best(refReplay)))} |`);
