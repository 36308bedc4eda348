#!/usr/bin/env node
// Search speed of the bot in wasm (Node) against native: level 5 with a
// 200 000-node budget and no time budget, from the start, 2 and 6 players,
// radius 5; best of N runs each. The native figure is the last table of
// `hexc bench-search` (the same search, same budget), run right after.
//
// Usage: bash scripts/build-pkg.sh && cargo build --release -p hex-checkers-cli
//        node bench/js/search-bench.mjs [repeat=10]
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import init, { createGame } from '../../pkg/hex-checkers.js';

const repeat = Number(process.argv[2] ?? 10);
const NODES = 200000;
const HEXC = fileURLToPath(new URL('../../target/release/hexc', import.meta.url));

await init();
const wasm = {};
console.log(`wasm (Node ${process.version}): level 5, ${NODES} nodes, from the start, best of ${repeat}`);
console.log('players  depth    nodes  best ms  k nodes/s');
for (const players of [2, 6]) {
  let best = Infinity;
  let info;
  for (let i = 0; i < repeat; i++) {
    const game = createGame({ players, radius: 5 });
    const t = performance.now();
    info = game.analyse({ level: 5, maxNodes: NODES, timeMs: 600000, seed: 1 });
    best = Math.min(best, performance.now() - t);
  }
  wasm[players] = info.nodes / best;
  console.log(`${String(players).padStart(7)} ${String(info.depth).padStart(6)} ${String(info.nodes).padStart(8)} ${best.toFixed(1).padStart(8)} ${(info.nodes / best).toFixed(0).padStart(10)}`);
}

const out = spawnSync(HEXC, ['bench-search', '--times', '100'], { encoding: 'utf8' });
if (out.status !== 0) throw new Error(`hexc bench-search failed: ${out.stderr}`);
const lines = out.stdout.trim().split('\n');
const at = lines.findIndex((l) => l.startsWith('level 5, 200 000 nodes'));
console.log('native (hexc bench-search):');
for (const l of lines.slice(at + 1)) console.log(l);
for (const l of lines.slice(at + 2)) {
  const [players, , , , knps] = l.trim().split(/\s+/).map(Number);
  console.log(`${players} players: wasm / native = ${(wasm[players] / knps).toFixed(2)}`);
}
