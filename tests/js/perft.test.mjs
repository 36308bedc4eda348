// SPEC section 6 perft checkpoints through the JS API of the built package:
// depth 1-4 by apply + snapshot/restore on real games (every hop one apply),
// depth 5 by game.perft (the engine's own walk, compiled to wasm) and by
// game.perft(4) summed over the children; so the wasm build is the same law
// as the native one. Also every size at depth 3 against the reference engine.
import test from 'node:test';
import assert from 'node:assert/strict';
import * as ref from '../reference/hex-checkers-reference.js';
import { perft as refPerft } from '../reference/perft.mjs';
import { loadPkg } from './helpers.mjs';

const hc = await loadPkg();

const CHECKPOINTS = {
  2: [12, 144, 2160, 32400, 535680],
  6: [12, 110, 1003, 9149, 83454],
};

/** perft through the contract: legalMoves, apply, snapshot, restore. */
function perft(game, depth) {
  if (depth === 0) return 1;
  const moves = game.legalMoves();
  if (depth === 1) return moves.length;
  const snap = game.snapshot();
  let total = 0;
  for (const m of moves) {
    game.apply(m);
    total += perft(game, depth - 1);
    game.restore(snap);
  }
  return total;
}

/** The same, but every sequence replayed on a fresh game (no restore at all). */
function perftFresh(players, path, depth) {
  const game = hc.createGame({ players, radius: 5 });
  for (const m of path) game.apply(m);
  if (depth === 0) return 1;
  let total = 0;
  for (const m of game.legalMoves()) total += perftFresh(players, [...path, m], depth - 1);
  return total;
}

for (const [players, counts] of Object.entries(CHECKPOINTS)) {
  const n = Number(players);
  test(`perft ${n} players radius 5, depth 1-4 by apply + snapshot/restore`, () => {
    const game = hc.createGame({ players: n, radius: 5 });
    const start = game.snapshot();
    for (let d = 1; d <= 4; d++) assert.equal(perft(game, d), counts[d - 1], `perft(${d})`);
    assert.equal(game.snapshot(), start, 'restored to the start');
  });

  test(`perft ${n} players radius 5, depth 1-3 on fresh games (apply only)`, () => {
    for (let d = 1; d <= 3; d++) assert.equal(perftFresh(n, [], d), counts[d - 1], `perft(${d})`);
  });

  test(`perft ${n} players radius 5, depth 1-5 by game.perft, and depth 5 as children's perft(4)`, () => {
    const game = hc.createGame({ players: n, radius: 5 });
    for (let d = 1; d <= 5; d++) assert.equal(game.perft(d), counts[d - 1], `game.perft(${d})`);
    assert.equal(game.perft(0), 1);
    const start = game.snapshot();
    let total = 0;
    for (const m of game.legalMoves()) {
      game.apply(m);
      total += game.perft(4);
      game.restore(start);
    }
    assert.equal(total, counts[4]);
  });
}

test('every size (players 2-6, radius 2-8) to depth 3: the JS walk, game.perft and the reference engine agree', () => {
  for (let players = 2; players <= 6; players++) {
    for (let radius = 2; radius <= 8; radius++) {
      const game = hc.createGame({ players, radius });
      const r = ref.createGame({ players, radius });
      for (let d = 1; d <= 3; d++) {
        const want = refPerft(r, d);
        assert.equal(perft(game, d), want, `${players}p r${radius} JS walk perft(${d})`);
        assert.equal(game.perft(d), want, `${players}p r${radius} game.perft(${d})`);
      }
    }
  }
});

test('perft from positions deep in random games: the JS walk equals game.perft', () => {
  let seed = 99;
  const rand = () => ((seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648);
  for (const players of [2, 3, 4, 5, 6]) {
    const game = hc.createGame({ players, radius: 5 });
    for (let i = 0; i < 60 && game.current !== null; i++) {
      const moves = game.legalMoves();
      game.apply(moves[Math.floor(rand() * moves.length)]);
      if (i % 20 === 19) assert.equal(perft(game, 3), game.perft(3), `${players}p after ${i + 1} hops`);
    }
  }
});
