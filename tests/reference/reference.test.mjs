// Tests of the plain JS reference engine: the perft counts of docs/law.md#perft-checkpoints and
// a few hand-built positions for the rules of docs/law.md and docs/contract.md.
// Run: node --test tests/reference/
import test from 'node:test';
import assert from 'node:assert/strict';
import {
  createGame, FACES, DIRECTIONS, facingDirections, homeCells, seatFaces,
} from './hex-checkers-reference.js';
import { perft } from './perft.mjs';
import { perftSeries } from '../shared/perft-checkpoints.mjs';
import { mulberry32, pick } from '../shared/prng.mjs';
import { snapshotText } from '../shared/snapshot.mjs';

/** A game in the position given by a {"q,r": char} map (chars as in the snapshot text). */
function gameAt(players, radius, turn, pieces, { chain, result } = {}) {
  const game = createGame({ players, radius });
  game.restore(snapshotText({ players, radius, turn, chain, result, pieces }));
  return game;
}

const key = (h) => `${h.q},${h.r}`;
const moveKeys = (moves) => moves.map((m) => `${key(m.from)}>${key(m.to)}`).sort();

// ---- perft (docs/law.md#perft-checkpoints), from the data file the Rust tests read ----------

// The plain JS walk is slow: depth 4 at most (the wasm tests take every depth).
const MAX_DEPTH = 4;
for (const { players, radius, counts } of perftSeries()) {
  test(`perft ${players} players radius ${radius} to depth ${Math.min(MAX_DEPTH, counts.length)}`, () => {
    const game = createGame({ players, radius });
    const start = game.snapshot();
    counts.slice(0, MAX_DEPTH).forEach((expected, i) => assert.equal(perft(game, i + 1), expected, `perft(${i + 1})`));
    assert.equal(game.snapshot(), start);
  });
}

// ---- setup -----------------------------------------------------------------

test('faces, directions, seats and homes', () => {
  assert.deepEqual(FACES.map((f) => f.name), ['S', 'SW', 'NW', 'N', 'NE', 'SE']);
  assert.deepEqual(DIRECTIONS.map((d) => [d.q, d.r]), [[0, 1], [-1, 1], [-1, 0], [0, -1], [1, -1], [1, 0]]);
  assert.deepEqual(facingDirections(0), [DIRECTIONS[2], DIRECTIONS[3], DIRECTIONS[4], DIRECTIONS[5]]);
  assert.deepEqual(facingDirections(4), [DIRECTIONS[0], DIRECTIONS[1], DIRECTIONS[2], DIRECTIONS[3]]);
  assert.deepEqual(seatFaces(2), [0, 3]);
  assert.deepEqual(seatFaces(3), [0, 2, 4]);
  assert.deepEqual(seatFaces(4), [0, 2, 3, 5]);
  assert.deepEqual(seatFaces(5), [0, 1, 2, 4, 5]);
  assert.deepEqual(seatFaces(6), [0, 1, 2, 3, 4, 5]);
  for (let R = 2; R <= 8; R++) {
    for (let f = 0; f < 6; f++) assert.equal(homeCells(f, R).length, 2 * R - 3);
  }
  // Face 0 (S) at radius 5: r = 5 and r = 4 rows, corners excluded.
  assert.deepEqual(homeCells(0, 5).map(key).sort(),
    ['-1,5', '-2,5', '-3,5', '-4,5', '-1,4', '-2,4', '-3,4'].sort());
  const game = createGame();
  assert.equal(game.board.size, 42);
  assert.equal(game.current, 0);
  assert.equal(game.chainFrom, null);
  assert.equal(game.winner, null);
  assert.equal(game.draw, false);
  assert.deepEqual(game.seats, [0, 1, 2, 3, 4, 5].map((face) => ({ face, eliminated: false })));
});

test('createGame rejects bad players and radius', () => {
  for (const opts of [{ players: 1 }, { players: 7 }, { players: 2.5 }, { radius: 1 }, { radius: 9 }, { radius: '5' }]) {
    assert.throws(() => createGame(opts), Error, JSON.stringify(opts));
  }
  assert.equal(createGame({ players: 2, radius: 2 }).board.size, 2);
});

test('snapshot text of the smallest board', () => {
  const game = createGame({ players: 2, radius: 2 });
  assert.equal(game.snapshot(), 'hc1 2 2 0 - - .b./..../...../..../.a.');
});

// ---- moves -----------------------------------------------------------------

test('captures are compulsory and any other seat can be jumped', () => {
  // 3 players: seat 0 (face S) man at 2,1 can jump seat 2's man at 2,0 (NW).
  const game = gameAt(3, 5, 0, { '2,1': 'a', '-3,4': 'a', '-3,-1': 'b', '2,0': 'c' });
  const moves = game.legalMoves();
  assert.deepEqual(moveKeys(moves), ['2,1>2,-1']);
  assert.deepEqual(moves[0].capture, { q: 2, r: 0 });
  assert.deepEqual(game.movesFrom('-3,4'), []);
  const res = game.apply({ from: '2,1', to: '2,-1' });
  assert.deepEqual(res.captured, { q: 2, r: 0, seat: 2, king: false });
  assert.equal(res.eliminated, 2);
  assert.equal(game.seats[2].eliminated, true);
  assert.equal(res.winner, null);
  assert.equal(game.current, 1);
});

test('men never move back towards their edge; kings move all six ways', () => {
  const game = gameAt(2, 5, 0, { '2,1': 'a', '-2,-1': 'A', '3,-5': 'b' });
  assert.deepEqual(moveKeys(game.movesFrom({ q: 2, r: 1 })), ['2,1>1,1', '2,1>2,0', '2,1>3,0', '2,1>3,1']);
  assert.equal(game.movesFrom('-2,-1').length, 6);
});

test('a chain continues with the same piece, one hop per apply', () => {
  const game = gameAt(2, 5, 0, { '2,3': 'a', '2,2': 'b', '2,0': 'b', '-4,5': 'a', '-3,-2': 'b' });
  let res = game.apply({ from: { q: 2, r: 3 }, to: { q: 2, r: 1 } });
  assert.equal(res.chaining, true);
  assert.deepEqual(game.chainFrom, { q: 2, r: 1 });
  assert.equal(game.current, 0);
  assert.deepEqual(moveKeys(game.legalMoves()), ['2,1>2,-1']);
  assert.throws(() => game.apply({ from: '-4,5', to: '-5,5' }), Error);
  res = game.apply(game.legalMoves()[0]);
  assert.equal(res.chaining, false);
  assert.equal(game.chainFrom, null);
  assert.equal(game.current, 1);
});

test('landing on the centre promotes and ends the turn, even mid-chain', () => {
  // Seat 0 man jumps 0,2 -> 0,0 over 0,1; a further jump over 1,-1 would exist.
  const game = gameAt(2, 5, 0, { '0,2': 'a', '0,1': 'b', '1,-1': 'b', '-4,-1': 'b' });
  const [move] = game.legalMoves();
  assert.equal(move.promotes, true);
  const res = game.apply(move);
  assert.equal(res.promoted, true);
  assert.equal(res.chaining, false);
  assert.deepEqual(game.board.get('0,0'), { seat: 0, king: true });
  assert.equal(game.current, 1);
});

test('last seat with pieces wins; after that nothing moves', () => {
  const game = gameAt(2, 5, 0, { '0,2': 'a', '0,1': 'b' });
  const snapBefore = game.snapshot();
  const res = game.apply(game.legalMoves()[0]);
  assert.equal(res.winner, 0);
  assert.equal(res.eliminated, 1);
  assert.deepEqual(res.skipped, []);
  assert.equal(game.winner, 0);
  assert.equal(game.current, null);
  assert.deepEqual(game.legalMoves(), []);
  const after = game.snapshot();
  assert.match(after, /^hc1 2 5 - - w0 /);
  assert.throws(() => game.apply({ from: '0,0', to: '1,0' }), /over/);
  assert.equal(game.snapshot(), after);
  game.restore(snapBefore);
  assert.equal(game.current, 0);
});

// Seat 1 (face N) men on the bottom row r = 5 cannot move at all.
const BOTTOM_ROW = Object.fromEntries([-5, -4, -3, -2, -1, 0].map((q) => [`${q},5`, 'b']));

test('a seat with pieces but no move is skipped; the mover gets the turn back', () => {
  const game = gameAt(2, 5, 0, { ...BOTTOM_ROW, '2,-2': 'a' });
  const res = game.apply({ from: '2,-2', to: '3,-2' });
  assert.deepEqual(res.skipped, [1]);
  assert.equal(game.current, 0);
  assert.equal(res.draw, false);
});

test('draw when every survivor, the mover included, is frozen', () => {
  // Seat 0 (face S) fills the top row r = -5 (q = 0..5) and is frozen too.
  const top = Object.fromEntries([0, 1, 2, 3, 4].map((q) => [`${q},-5`, 'a']));
  const game = gameAt(2, 5, 0, { ...BOTTOM_ROW, ...top, '5,-4': 'a' });
  const res = game.apply({ from: '5,-4', to: '5,-5' });
  assert.equal(res.draw, true);
  assert.deepEqual(res.skipped, []);
  assert.equal(game.draw, true);
  assert.equal(game.current, null);
  assert.deepEqual(game.legalMoves(), []);
  assert.match(game.snapshot(), /^hc1 2 5 - - draw /);
});

// ---- bad input -------------------------------------------------------------

test('bad moves and bad snapshots throw and change nothing', () => {
  const game = createGame();
  const start = game.snapshot();
  const bad = [
    null, 42, {}, { from: '1,4' }, { from: { q: 0.5, r: 0 }, to: '0,0' }, { from: 'x', to: 'y' },
    { from: '0,9', to: '0,8' }, { from: '-1,5', to: '-1,4' }, { from: '0,0', to: '1,0' },
  ];
  for (const move of bad) {
    assert.throws(() => game.apply(move), Error, JSON.stringify(move));
    assert.equal(game.snapshot(), start);
  }
  assert.throws(() => game.movesFrom('9,9'), Error);
  assert.throws(() => game.movesFrom({ q: 'a' }), Error);
  assert.deepEqual(game.movesFrom('0,0'), []);
  const garbage = [
    '', 'hc1', 'hc2 2 2 0 - - .b./..../...../..../.a.', 'hc1 2 2 0 - - .b./..../....',
    'hc1 2 2 0 - - .c./..../...../..../.a.', 'hc1 2 2 1 - - ..../..../...../..../.a.',
    'hc1 7 2 0 - - .b./..../...../..../.a.', 'hc1 2 9 0 - - x', 'hc1 2 2 - - w0 .b./..../...../..../.a.',
    'hc1 2 2 0 0,0 - .b./..../...../..../.a.', 'hc1 2 2 0 - -  .b./..../...../..../.a.',
  ];
  for (const text of garbage) {
    assert.throws(() => game.restore(text), Error, text);
    assert.equal(game.snapshot(), start);
  }
});

test('snapshot round-trips along random games', () => {
  const rand = mulberry32(7);
  for (const players of [2, 3, 4, 5, 6]) {
    const game = createGame({ players, radius: 4 });
    for (let ply = 0; ply < 300 && game.current !== null; ply++) {
      const moves = game.legalMoves();
      const copy = createGame({ players: 2, radius: 2 });
      copy.restore(game.snapshot());
      assert.equal(copy.snapshot(), game.snapshot());
      assert.deepEqual(moveKeys(copy.legalMoves()), moveKeys(moves));
      assert.deepEqual(copy.seats, game.seats);
      const res = game.apply(pick(rand, moves));
      assert.equal(res.chaining, game.chainFrom !== null);
    }
  }
});
