#!/usr/bin/env node
// Search speed of the bot in wasm (Node) against native: level 5 with a
// 200 000-node budget and no time budget to stop it, from the start, 2 and 6
// players, radius 5. Like with like: both sides reuse one searcher (wasm: one
// game, as the page's worker keeps one) after a search to warm up, and read
// the clock as often. The two alternate in rounds (native: a `hexc
// bench-search --only-nodes` process; then wasm in this one), so both see the
// machine's load of the same moment; the best of all rounds is kept, by the
// wall clock and by processor time (which leaves out the time other
// processes had the core: the steadier figure on a busy machine). A fresh
// game per search (what the page never does: it pays for the 6 MB table
// each time) is shown apart. With `chromium`, each round also runs the
// same searches in a page of headless Chromium (the page's own engine; its
// processor time read from its renderer's main thread, Linux only).
//
// Options (after the two numbers): `version=V` measures that bot version
// (BOT_VERSIONS; the default one when none is given), `seats=2,3,4,5,6` the
// table sizes (default 2,6). `defaults`, instead of the 200 000 nodes:
// level 5 at its default node budget (the 1 s cap set aside, so both sides
// search the same nodes) from the start and after 12, 24 and 36 seeded
// level-2 hops, as `hexc bench-search --defaults` plays them; its depth
// (Monte-Carlo tree search: the most visited path's), nodes, and processor
// time per search, native against wasm (one search each per position and
// round; the best of the rounds kept).
//
// Usage: bash scripts/build-pkg.sh && cargo build --release -p hex-checkers-cli
//        node bench/js/search-bench.mjs [rounds=10] [per round=3] [chromium] [version=V] [seats=2,6] [defaults]
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import init, { createGame } from '../../pkg/hex-checkers.js';

const args = process.argv.slice(2);
const named = Object.fromEntries(args.filter((a) => a.includes('=')).map((a) => a.split('=')));
const numbers = args.filter((a) => /^\d+$/.test(a)).map(Number);
const rounds = numbers[0] ?? 10;
const perRound = numbers[1] ?? 3;
const inChromium = args.includes('chromium');
const atDefaults = args.includes('defaults');
const version = named.version;
const NODES = 200000;
const SEATS = (named.seats ?? '2,6').split(',').map(Number);
if (SEATS.some((p) => !(p >= 2 && p <= 6))) throw new Error(`seats must be 2 to 6, got ${named.seats}`);
const HEXC = fileURLToPath(new URL('../../target/release/hexc', import.meta.url));
const versionArgs = version === undefined ? [] : ['--bot-version', version];
/** The bot version asked for, as the contract's option (none: the default version). */
const versionOption = version === undefined ? {} : { botVersion: version };
const opts = { level: 5, maxNodes: NODES, timeMs: 600000, seed: 1, ...versionOption };
const keep = (b, [wall, cpu]) => [Math.min(b[0], wall), Math.min(b[1], cpu)];
const load = () => loadavg().map((l) => l.toFixed(1)).join(' ');

/** One timed call: [wall ms, processor ms] (the processor time of the whole process: after the warm-up nothing else runs in it). */
function timed(f) {
  const c = process.cpuUsage();
  const t = performance.now();
  f();
  const wall = performance.now() - t;
  const u = process.cpuUsage(c);
  return [wall, (u.user + u.system) / 1000];
}

/** `hexc bench-search --only-nodes`: {players: [wall ms, processor ms, nodes, depth]}. */
function native() {
  const out = spawnSync(HEXC, ['bench-search', '--only-nodes', '--repeat', String(perRound), '--players', SEATS.join(','), ...versionArgs], { encoding: 'utf8' });
  if (out.status !== 0) throw new Error(`hexc bench-search failed: ${out.stderr}`);
  const rows = {};
  for (const l of out.stdout.trim().split('\n').slice(2)) {
    const [players, depth, nodes, wall, , cpu] = l.trim().split(/\s+/).map(Number);
    rows[players] = [wall, Number.isFinite(cpu) ? cpu : Infinity, nodes, depth]; // '-': no processor time on this system
  }
  return rows;
}

/** Our processes (this one and its descendants) whose command line holds `--type=renderer`. */
function renderers() {
  const parent = {};
  const found = [];
  for (const pid of readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
    try {
      parent[pid] = readFileSync(`/proc/${pid}/stat`, 'utf8').replace(/^.*\) /, '').split(' ')[1];
      if (readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('--type=renderer')) found.push(pid);
    } catch { /* gone meanwhile */ }
  }
  const ours = (pid) => pid === String(process.pid) || (pid in parent && pid !== '1' && ours(parent[pid]));
  return found.filter(ours);
}

/** Processor time (ms) of the main threads of `pids` (Linux's schedstat: the renderer's main thread runs the page's wasm). */
const mainThreadMs = (pids) => pids.reduce((sum, pid) => sum + Number(readFileSync(`/proc/${pid}/schedstat`, 'utf8').split(' ')[0]) / 1e6, 0);

/** A Chromium page holding one game per table size: run() times `perRound` searches of each, {players: [best wall ms, best processor ms]}. */
async function chromiumPage() {
  const { launch, serve, ROOT } = await import('../../tests/browser/harness.mjs');
  const server = await serve(ROOT);
  const browser = await launch();
  const page = await browser.newPage();
  await page.goto(new URL('pkg/package.json', server.url).href); // any same-origin document
  await page.evaluate(async ({ seats, opts }) => {
    const m = await import('/pkg/hex-checkers.js');
    await m.default();
    window.games = Object.fromEntries(seats.map((p) => [p, m.createGame({ players: p, radius: 5 })]));
    for (const p of seats) window.games[p].analyse(opts);
  }, { seats: SEATS, opts });
  const pids = renderers();
  return {
    async run() {
      const out = {};
      for (const p of SEATS) {
        out[p] = [Infinity, Infinity];
        for (let i = 0; i < perRound; i++) {
          const c = mainThreadMs(pids);
          const wall = await page.evaluate(({ p, opts }) => {
            const t = performance.now();
            window.games[p].analyse(opts);
            return performance.now() - t;
          }, { p, opts });
          out[p] = keep(out[p], [wall, pids.length ? mainThreadMs(pids) - c : Infinity]);
        }
      }
      return out;
    },
    close: async () => { await browser.close(); await server.close(); },
  };
}

/** `hexc bench-search --defaults`, its searches by the node budget alone: {`players hops`: [depth, nodes, processor ms]}. */
function nativeDefaults() {
  const out = spawnSync(HEXC, ['bench-search', '--defaults', '--players', SEATS.join(','), ...versionArgs], { encoding: 'utf8' });
  if (out.status !== 0) throw new Error(`hexc bench-search --defaults failed: ${out.stderr}`);
  const rows = {};
  for (const l of out.stdout.trim().split('\n').slice(2)) {
    const [left, right] = l.split('|');
    const [players, hops] = left.trim().split(/\s+/).map(Number);
    const [depth, nodes, cpu] = right.trim().split(/\s+/).map(Number);
    rows[`${players} ${hops}`] = [depth, nodes, Number.isFinite(cpu) ? cpu : Infinity];
  }
  return rows;
}

/** The positions of `hexc bench-search --defaults`: from the start and after 12, 24 and 36 level-2 hops (the default version, 2 000 nodes, seeded by the hop's number), while the game goes on; [{players, hops, snapshot}]. */
function defaultPositions() {
  const out = [];
  for (const players of SEATS) {
    const game = createGame({ players, radius: 5 });
    let hops = 0;
    for (const target of [0, 12, 24, 36]) {
      while (hops < target && game.result === null) {
        const m = game.bestMove({ level: 2, seed: hops, maxNodes: 2000, timeMs: 600000 });
        game.apply(m);
        hops += 1;
      }
      if (game.result !== null) break;
      out.push({ players, hops, snapshot: game.snapshot() });
    }
  }
  return out;
}

/** Level 5 at its default budgets, native against wasm (see the head of this file). */
function benchDefaults() {
  const positions = defaultPositions();
  const games = Object.fromEntries(SEATS.map((p) => [p, createGame({ players: p, radius: 5 })]));
  // Level 5's own node budget; a time budget too long to stop it.
  const level5 = { level: 5, seed: 1, timeMs: 600000, ...versionOption };
  const best = {};
  const start = load();
  for (const { players } of positions) games[players].analyse({ ...level5, maxNodes: 2000 }); // warm-up
  for (let r = 0; r < rounds; r++) {
    const n = nativeDefaults();
    for (const { players, hops, snapshot } of positions) {
      const key = `${players} ${hops}`;
      const game = games[players];
      game.restore(snapshot);
      let info;
      const [wall, cpu] = timed(() => { info = game.analyse(level5); });
      if (!n[key] || n[key][0] !== info.depth || n[key][1] !== info.nodes) {
        throw new Error(`native and wasm searched differently at ${key}: native ${n[key]}, wasm depth ${info.depth}, ${info.nodes} nodes`);
      }
      const b = best[key] ?? { depth: info.depth, nodes: info.nodes, wasm: [Infinity, Infinity], native: Infinity };
      b.wasm = keep(b.wasm, [wall, cpu]);
      b.native = Math.min(b.native, n[key][2]);
      best[key] = b;
    }
  }
  console.log(`level 5 at its default node budget (no time cap), version ${version ?? 'default'}; ${rounds} rounds, native (a hexc bench-search --defaults process) then wasm; Node ${process.version}`);
  console.log(`load average (1, 5, 15 min): ${start} at the start, ${load()} at the end`);
  console.log('players  hops  depth   nodes | wasm ms  cpu ms  k nodes/s (cpu) | native cpu ms  k nodes/s | wasm/native (cpu)');
  for (const { players, hops } of positions) {
    const b = best[`${players} ${hops}`];
    const [w, c] = b.wasm;
    console.log(`${String(players).padStart(7)} ${String(hops).padStart(5)} ${String(b.depth).padStart(6)} ${String(b.nodes).padStart(7)} |`
      + ` ${w.toFixed(1).padStart(7)} ${c.toFixed(1).padStart(7)} ${(b.nodes / c).toFixed(0).padStart(16)} |`
      + ` ${b.native.toFixed(1).padStart(13)} ${(b.nodes / b.native).toFixed(0).padStart(10)} | ${(b.native / c).toFixed(2).padStart(17)}`);
  }
}

await init();
if (atDefaults) {
  benchDefaults();
  process.exit(0);
}
const chromium = inChromium ? await chromiumPage() : null;
const best = { wasm: {}, native: {}, fresh: {}, chromium: {} };
const games = {};
const info = {};
for (const p of SEATS) {
  games[p] = createGame({ players: p, radius: 5 });
  info[p] = games[p].analyse(opts);
  for (const k of Object.keys(best)) best[k][p] = [Infinity, Infinity];
}
const start = load();
for (let r = 0; r < rounds; r++) {
  const n = native();
  for (const p of SEATS) {
    if (n[p][2] !== info[p].nodes || n[p][3] !== info[p].depth) {
      throw new Error(`native and wasm searched differently at ${p} players: ${n[p]} against ${info[p].nodes} nodes, depth ${info[p].depth}`);
    }
    best.native[p] = keep(best.native[p], n[p]);
    for (let i = 0; i < perRound; i++) best.wasm[p] = keep(best.wasm[p], timed(() => games[p].analyse(opts)));
    best.fresh[p] = keep(best.fresh[p], timed(() => createGame({ players: p, radius: 5 }).analyse(opts)));
  }
  if (chromium) {
    const c = await chromium.run();
    for (const p of SEATS) best.chromium[p] = keep(best.chromium[p], c[p]);
  }
}
await chromium?.close();
console.log(`level 5, ${NODES} nodes, from the start; ${rounds} rounds of ${perRound} searches each side, alternating; Node ${process.version}`);
console.log(`load average (1, 5, 15 min): ${start} at the start, ${load()} at the end`);
console.log('players depth   nodes | wasm ms  k nodes/s | native ms  k nodes/s | wasm/native | cpu ms: wasm native  ratio | fresh game: wasm ms (cpu)');
const f = (x, w = 8) => x.toFixed(1).padStart(w);
for (const p of SEATS) {
  const [w, n, fr] = [best.wasm[p], best.native[p], best.fresh[p]];
  const nodes = info[p].nodes;
  console.log(`${String(p).padStart(7)} ${String(info[p].depth).padStart(5)} ${String(nodes).padStart(7)} |`
    + ` ${f(w[0], 7)} ${(nodes / w[0]).toFixed(0).padStart(10)} | ${f(n[0], 9)} ${(nodes / n[0]).toFixed(0).padStart(10)} |`
    + ` ${(n[0] / w[0]).toFixed(2).padStart(11)} | ${f(w[1], 13)} ${f(n[1], 6)} ${(n[1] / w[1]).toFixed(2).padStart(6)} |`
    + ` ${f(fr[0], 7)} (${fr[1].toFixed(1)})`);
}
if (chromium) {
  console.log(`Chromium (headless, a page of its own; processor time: the renderer's main thread):`);
  for (const p of SEATS) {
    const [w, c] = best.chromium[p];
    const n = best.native[p];
    console.log(`${String(p).padStart(7)} players: ${w.toFixed(1)} ms, ${(info[p].nodes / w).toFixed(0)} k nodes/s, wasm/native ${(n[0] / w).toFixed(2)}; cpu ${c.toFixed(1)} ms, wasm/native ${(n[1] / c).toFixed(2)}`);
  }
}
