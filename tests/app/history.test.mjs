// The element's history (www/element/history.js) in Node: it keeps a snapshot
// only every CHECKPOINT steps and rebuilds the others by replaying hops, so
// every position it gives back, in any order of reading (forward, backward,
// at random, after a goTo and a new move that drops the tail, from a copy
// sharing its entries), must be the very text the engine gave after that step,
// over random games with house rules, chains, eliminations, resignations,
// time losses and agreed draws, and along a long quiet stretch under the
// repetition rule. A save made before the history changed (a version 2 record
// under the element's key) still loads, events and all.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { ready, createGame } from '../../www/element/engine.js';
import { CHECKPOINT, History, describeDraw, describeHop, describeResign } from '../../www/element/history.js';
import { readRecord, recordJson, makeSettings } from '../../www/element/record.js';
import { loadAt } from '../../www/element/element-storage.js';
import { snapshotText } from '../shared/snapshot.mjs';
import { mulberry32, pick } from '../shared/prng.mjs';

await ready;

/**
 * A random game played into a History as the element plays it (push of the game itself), with the
 * engine's own snapshot after every step kept beside it as the truth.
 */
function playRandom(seed, { players, radius, rules, maxSteps }) {
  const rand = mulberry32(seed);
  const game = createGame({ players, radius, rules });
  const history = new History(game.snapshot({ counters: true }));
  const truth = [history.entries[0].snapshot];
  const step = (hop) => {
    history.push(game, hop, null);
    truth.push(game.snapshot({ counters: true }));
  };
  while (game.current !== null && history.length < maxSteps) {
    const r = rand();
    if (r < 0.006) {
      const alive = game.seats.flatMap((s, i) => (s.eliminated ? [] : [i]));
      const seat = pick(rand, alive);
      step(describeResign(seat, rand() < 0.5 ? 'time' : 'resign', game.resign(seat)));
    } else if (r < 0.008) {
      const seat = game.current;
      game.agreeDraw();
      step(describeDraw(seat));
    } else {
      const moves = game.legalMoves();
      const captures = moves.filter((m) => m.capture);
      const move = pick(rand, captures.length && rand() < 0.5 ? captures : moves);
      const seat = game.current;
      step(describeHop(seat, move, game.apply(move)));
    }
  }
  return { game, history, truth };
}

const GAMES = [
  { players: 2, radius: 4, rules: { noProgress: 0, repetition: 0 }, maxSteps: 400 },
  { players: 3, radius: 5, rules: { noProgress: 30, repetition: 3 }, maxSteps: 400 },
  { players: 6, radius: 5, rules: { noProgress: 0, repetition: 5 }, maxSteps: 400 },
  { players: 4, radius: 6, rules: { noProgress: 50, repetition: 0 }, maxSteps: 400 },
];

test('every position comes back as the engine wrote it, read forward, backward and at random', () => {
  let steps = 0;
  let events = 0;
  for (const [g, options] of GAMES.entries()) {
    for (let seed = 1; seed <= 3; seed++) {
      const { history, truth } = playRandom(100 * g + seed, options);
      assert.equal(history.entries.length, truth.length);
      steps += history.length;
      events += history.hops().filter((h) => h.kind).length;
      const read = (i) => assert.equal(history.entries[i].snapshot, truth[i], `game ${g}/${seed}, entry ${i}`);
      for (let i = 0; i < truth.length; i++) read(i);
      for (let i = truth.length - 1; i >= 0; i--) read(i);
      const rand = mulberry32(seed);
      for (let k = 0; k < 200; k++) {
        const i = Math.floor(rand() * truth.length);
        assert.equal(history.goTo(i).snapshot, truth[i], `game ${g}/${seed}, goTo(${i})`);
      }
    }
  }
  assert.ok(steps > 20 * CHECKPOINT, `${steps} steps read, across many checkpoints`);
  assert.ok(events > 5, `${events} resignations and draws among them`);
});

test('a new step after a goTo drops the later ones; a copy sharing the entries keeps its own line', () => {
  const { game, history, truth } = playRandom(7, { ...GAMES[2], maxSteps: 3 * CHECKPOINT + 5 });
  const copy = new History(truth[0]);
  copy.entries = history.entries.slice();
  copy.cursor = copy.entries.length - 1;

  const at = CHECKPOINT + 3;
  history.goTo(at);
  game.restore(history.current.snapshot);
  const move = game.legalMoves()[0];
  const seat = game.current;
  history.push(game, describeHop(seat, move, game.apply(move)));
  assert.equal(history.length, at + 1, 'the tail is gone');
  assert.equal(history.current.snapshot, game.snapshot({ counters: true }), 'the new position');
  assert.notEqual(history.current.snapshot, truth[at + 1], 'a different move from the one first played');
  for (let i = 0; i <= at; i++) assert.equal(history.entries[i].snapshot, truth[i]);
  // The copy's line is untouched, read interleaved with the new line (as a remote board compares the two).
  for (let i = 1; i <= at + 1; i++) {
    assert.equal(copy.entries[i].snapshot, truth[i]);
    assert.equal(history.entries[i].snapshot, i <= at ? truth[i] : game.snapshot({ counters: true }));
  }
  for (let i = copy.length; i >= 0; i--) assert.equal(copy.entries[i].snapshot, truth[i]);
});

test('a long quiet stretch under the repetition rule: every snapshot right, and only a few kept', () => {
  // One king a seat on ring 3, each stepping to a neighbour and back (tests/browser/history-measure.mjs).
  const corners = [[0, 3], [-3, 3], [-3, 0], [0, -3], [3, -3], [3, 0]];
  const pieces = Object.fromEntries(corners.map(([q, r], seat) => [`${q},${r}`, String.fromCharCode(65 + seat)]));
  const game = createGame({ players: 6, radius: 5 });
  game.restore(`${snapshotText({ players: 6, radius: 5, turn: 0, pieces })} rules=0,100;seen=1`);
  const history = new History(game.snapshot({ counters: true }));
  const truth = [history.entries[0].snapshot];
  const last = [];
  while (game.current !== null) {
    const seat = game.current;
    const legal = game.legalMoves();
    const move = legal.find((m) => `${m.to.q},${m.to.r}` === last[seat]) ?? legal[0];
    last[seat] = `${move.from.q},${move.from.r}`;
    history.push(game, describeHop(seat, move, game.apply(move)));
    truth.push(game.snapshot({ counters: true }));
  }
  assert.ok(history.length > 1000, `${history.length} quiet hops, drawn by repetition at the end`);
  assert.equal(history.entries.at(-1).hop.draw, true);
  for (let i = truth.length - 1; i >= 0; i -= 7) assert.equal(history.entries[i].snapshot, truth[i], `entry ${i}`);
  // What the line holds: JSON of every entry is the whole O(k²) text; the kept snapshots are a CHECKPOINT-th of it.
  const whole = truth.reduce((n, s) => n + s.length, 0);
  const kept = truth.filter((_, i) => i % CHECKPOINT === 0).reduce((n, s) => n + s.length, 0);
  assert.ok(whole > 5_000_000, `${whole} characters in a snapshot per hop`);
  assert.ok(kept * CHECKPOINT < whole * 1.1, `${kept} characters kept`);
});

test('a record replays into the same line, events included, and a save from before this history loads', () => {
  const { history, truth } = playRandom(11, { ...GAMES[1], maxSteps: 2 * CHECKPOINT + 9 });
  const settings = makeSettings(3, 5, ['Ann', 'Bob', 'Cy'], [], 5, { rules: GAMES[1].rules });
  const back = readRecord(JSON.parse(recordJson(settings, history)));
  assert.deepEqual(back.history.hops(), history.hops());
  assert.deepEqual(back.history.entries.map((e) => e.snapshot), truth);

  // A version 2 save as the element wrote it before: a resignation, a loss on time and an agreed draw in it.
  const old = {
    v: 2, players: 4, radius: 4, names: ['Ann', 'Bob', 'Cy', 'Di'], kinds: ['human', 'human', 'human', 'human'], seed: 9,
    rules: { noProgress: 0, repetition: 0 }, clock: null, clocks: null, start: null,
    hops: ['resign:1', 'time:2', 'draw'], at: 2,
  };
  const store = new Map([['hex-checkers/element/old', JSON.stringify(old)]]);
  globalThis.window = { localStorage: { getItem: (k) => store.get(k) ?? null, setItem: (k, v) => store.set(k, v) } };
  const loaded = loadAt('hex-checkers/element/old');
  assert.equal(loaded.status, 'ok', loaded.reason);
  assert.deepEqual(loaded.history.hops().map((h) => [h.kind, h.reason, h.seat]), [['resign', 'resign', 1], ['resign', 'time', 2], ['draw', 'agreement', 0]]);
  assert.equal(loaded.history.cursor, 2);
  const replay = createGame({ players: 4, radius: 4 });
  const expected = [replay.snapshot({ counters: true })];
  replay.resign(1);
  expected.push(replay.snapshot({ counters: true }));
  replay.resign(2);
  expected.push(replay.snapshot({ counters: true }));
  replay.agreeDraw();
  expected.push(replay.snapshot({ counters: true }));
  assert.deepEqual(loaded.history.entries.slice(1).map((e) => e.snapshot), expected.slice(1));
});
