#!/usr/bin/env node
// The element's side of one hop against the game's length, in Node, for
// BENCHMARKS.md (issue 25, "A flat cost per hop"): the engine's apply, the
// history's push (www/element/history.js) and the autosave's text
// (record.js recordJson, flattened as localStorage would copy it), timed as
// processor time (process.cpuUsage), so a loaded machine slows both builds
// alike. The game is tests/browser/history-measure.mjs's: 6 players, radius 5,
// one king each stepping to a neighbour and back, no capture ever; once with
// no house rule, once under repetition 100 (the longest quiet stretch a game
// may ask for: drawn at about 1,190 hops). Also the text the history holds
// (the kept snapshots' characters: every entry's before this change) and the
// processor time to read the whole record back (readRecord: a share link's or a
// save's opening, every hop replayed).
// Each part is the least of 5 blocks of 30 hops (per hop), from the length given on.
// Usage: node bench/js/history-bench.mjs [element folder, default www/element] [hops a block=30]
//   e.g. the element before: a build's pkg/element (scripts/build-pkg.sh copies it there).
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { snapshotText } from '../../tests/shared/snapshot.mjs';

const dir = path.resolve(process.argv[2] ?? 'www/element');
const SAMPLE = Number(process.argv[3] ?? 30);
const BLOCKS = 5;
const at = (file) => import(pathToFileURL(path.join(dir, file)).href);
const { ready, createGame } = await at('engine.js');
const history = await at('history.js');
const { makeSettings, readRecord, recordJson } = await at('record.js');
await ready;
// This history takes the game and keeps a snapshot every CHECKPOINT steps; the one before took a snapshot per step.
const after = (game) => (history.CHECKPOINT ? game : game.snapshot({ counters: true }));

const corners = [[0, 3], [-3, 3], [-3, 0], [0, -3], [3, -3], [3, 0]];
const pieces = Object.fromEntries(corners.map(([q, r], seat) => [`${q},${r}`, String.fromCharCode(65 + seat)]));
const START = snapshotText({ players: 6, radius: 5, turn: 0, pieces });

function run(name, rules, lengths) {
  const game = createGame({ players: 6, radius: 5 });
  game.restore(START + rules);
  const h = new history.History(game.snapshot({ counters: true }));
  const settings = makeSettings(6, 5, [], [], 1, { rules: game.rules });
  const last = [];
  /** One hop; adds each part's processor time (µs) to `t`. */
  const hop = (t) => {
    let c = process.cpuUsage();
    const lap = () => { const d = process.cpuUsage(c); c = process.cpuUsage(); return d.user + d.system; };
    const seat = game.current;
    const legal = game.legalMoves();
    const move = legal.find((m) => `${m.to.q},${m.to.r}` === last[seat]) ?? legal[0];
    last[seat] = `${move.from.q},${move.from.r}`;
    const result = game.apply(move);
    t.apply += lap();
    h.push(after(game), history.describeHop(seat, move, result), null);
    t.push += lap();
    const text = recordJson(settings, h);
    void text.charCodeAt(text.length >> 1); // flattened, as a save copies it
    t.save += lap();
  };
  console.log(`\n${name} (${path.relative(process.cwd(), dir) || '.'})`);
  console.log('| hops | apply | history push | autosave text | one hop | autosave length | snapshot | history text held | record read back |');
  console.log('|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
  for (const length of lengths) {
    while (h.length < length && game.current !== null) hop({ apply: 0, push: 0, save: 0 });
    if (game.current === null) break;
    // BLOCKS blocks of SAMPLE hops; each part's least block (the one the machine's load touched least).
    const best = { apply: Infinity, push: Infinity, save: Infinity };
    const from = h.length;
    for (let b = 0; b < BLOCKS; b++) {
      const t = { apply: 0, push: 0, save: 0 };
      let n = 0;
      for (; n < SAMPLE && game.current !== null; n++) hop(t);
      if (n) for (const k of Object.keys(t)) best[k] = Math.min(best[k], t[k] / n);
    }
    const held = h.entries.reduce((sum, e, i) => sum + (history.CHECKPOINT && i % history.CHECKPOINT ? 0 : e.snapshot.length), 0);
    const us = (x) => `${x.toFixed(1)} µs`;
    // A share link's or a save's reading: the record parsed, checked and every hop replayed (readRecord).
    const text = recordJson(settings, h);
    const c0 = process.cpuUsage();
    readRecord(JSON.parse(text));
    const c = process.cpuUsage(c0);
    const read = `${((c.user + c.system) / 1000).toFixed(0)} ms`;
    console.log(`| ${from} | ${us(best.apply)} | ${us(best.push)} | ${us(best.save)} | ${us(best.apply + best.push + best.save)} | ${text.length} | ${game.snapshot({ counters: true }).length} | ${held} | ${read} |`);
  }
}

run('no house rule, 6 players, radius 5, one king each', '', [100, 1000, 10000]);
run('repetition 100, same game', ' rules=0,100;seen=1', [100, 500, 1000]);
