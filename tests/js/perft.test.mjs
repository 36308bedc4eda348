// The perft checkpoints of docs/law.md#perft-checkpoints through the JS API of the built package,
// read from the data file the Rust tests read (crates/engine/tests/data/perft.txt):
// depth 1-4 by apply + snapshot/restore on real games (every hop one apply),
// every depth by game.perft (the engine's own walk, compiled to wasm) and the
// deepest as game.perft(d - 1) summed over the children; so the wasm build is
// the same law as the native one. Also every size at depth 3 against the
// reference engine.
import test from 'node:test';
import assert from 'node:assert/strict';
import * as ref from '../reference/hex-checkers-reference.js';
// The walk works through the contract only (legalMoves, apply, snapshot,
// restore), so it serves the wasm games and the reference engine alike.
import { perft } from '../reference/perft.mjs';
import { perftSeries } from '../shared/perft-checkpoints.mjs';
import { mulberry32, pick } from '../shared/prng.mjs';
import { loadPkg } from './helpers.mjs';

const hc = await loadPkg();

/** The same, but every sequence replayed on a fresh game (no restore at all). */
function perftFresh(players, radius, path, depth) {
  const game = hc.createGame({ players, radius });
  for (const m of path) game.apply(m);
  if (depth === 0) return 1;
  let total = 0;
  for (const m of game.legalMoves()) total += perftFresh(players, radius, [...path, m], depth - 1);
  return total;
}

// The JS walks are slow: they stop at these depths; game.perft takes every checkpoint.
const WALK_DEPTH = 4;
const FRESH_DEPTH = 3;

for (const { players, radius, counts } of perftSeries()) {
  const size = `perft ${players} players radius ${radius}`;
  const upTo = (max) => counts.slice(0, max).map((nodes, i) => [i + 1, nodes]);

  test(`${size}, depth 1-${Math.min(WALK_DEPTH, counts.length)} by apply + snapshot/restore`, () => {
    const game = hc.createGame({ players, radius });
    const start = game.snapshot();
    for (const [d, nodes] of upTo(WALK_DEPTH)) assert.equal(perft(game, d), nodes, `perft(${d})`);
    assert.equal(game.snapshot(), start, 'restored to the start');
  });

  test(`${size}, depth 1-${Math.min(FRESH_DEPTH, counts.length)} on fresh games (apply only)`, () => {
    for (const [d, nodes] of upTo(FRESH_DEPTH)) assert.equal(perftFresh(players, radius, [], d), nodes, `perft(${d})`);
  });

  test(`${size}, depth 1-${counts.length} by game.perft, and the deepest as the children's perft`, () => {
    const game = hc.createGame({ players, radius });
    for (const [d, nodes] of upTo(counts.length)) assert.equal(game.perft(d), nodes, `game.perft(${d})`);
    assert.equal(game.perft(0), 1);
    const start = game.snapshot();
    let total = 0;
    for (const m of game.legalMoves()) {
      game.apply(m);
      total += game.perft(counts.length - 1);
      game.restore(start);
    }
    assert.equal(total, counts[counts.length - 1]);
  });
}

test('every size (players 2-6, radius 2-8) to depth 3: the JS walk, game.perft and the reference engine agree', () => {
  for (let players = 2; players <= 6; players++) {
    for (let radius = 2; radius <= 8; radius++) {
      const game = hc.createGame({ players, radius });
      const r = ref.createGame({ players, radius });
      for (let d = 1; d <= 3; d++) {
        const want = perft(r, d);
        assert.equal(perft(game, d), want, `${players}p r${radius} JS walk perft(${d})`);
        assert.equal(game.perft(d), want, `${players}p r${radius} game.perft(${d})`);
      }
    }
  }
});

test('perft from positions deep in random games: the JS walk equals game.perft', () => {
  const rand = mulberry32(99);
  for (const players of [2, 3, 4, 5, 6]) {
    const game = hc.createGame({ players, radius: 5 });
    for (let i = 0; i < 60 && game.current !== null; i++) {
      game.apply(pick(rand, game.legalMoves()));
      if (i % 20 === 19) assert.equal(perft(game, 3), game.perft(3), `${players}p after ${i + 1} hops`);
    }
  }
});
