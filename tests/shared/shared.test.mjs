// Tests of the helpers every JS test shares: the perft checkpoint reader (a
// row it drops would drop out of every perft test unseen), the seeded PRNG
// (a change would silently change every seeded game and benchmark) and the
// snapshot text builder (checked against the reference engine's own reader),
// and the Web Locks stand-in of the remote tests. Needs no built package. Run: node --test tests/shared/
import test from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createGame } from '../reference/hex-checkers-reference.js';
import { PERFT_CHECKPOINTS, PERFT_DATA_URL, parsePerftCheckpoints, perftNodes, perftSeries } from './perft-checkpoints.mjs';
import { mulberry32, pick } from './prng.mjs';
import { pieceChar, snapshotText } from './snapshot.mjs';
import { memoryLocks } from './web-locks.mjs';

test('the perft data file is read whole: one checkpoint per data line, each in a series', () => {
  const dataLines = readFileSync(PERFT_DATA_URL, 'utf8').split('\n').filter((l) => /^\s*\d/.test(l));
  assert.ok(dataLines.length > 0, 'the data file has checkpoints');
  assert.equal(PERFT_CHECKPOINTS.length, dataLines.length);
  assert.equal(perftSeries().reduce((n, s) => n + s.counts.length, 0), dataLines.length);
  const [players, radius, depth, nodes] = dataLines[0].trim().split(/\s+/).map(Number);
  assert.equal(perftNodes(players, radius, depth), nodes);
  assert.throws(() => perftNodes(players, radius, 99), /no perft checkpoint/);
});

test('the checkpoint parser refuses a malformed file instead of dropping rows', () => {
  assert.deepEqual(parsePerftCheckpoints('# c\n\n2 5 1 12\n  6 5 2 110  \n'),
    [{ players: 2, radius: 5, depth: 1, nodes: 12 }, { players: 6, radius: 5, depth: 2, nodes: 110 }]);
  for (const bad of ['2 5 1', '2 5 1 12 7', '2 5 x 12', '2 5 -1 12', '2 5 0 1', '2 5 1 12\n2 5 1 12']) {
    assert.throws(() => parsePerftCheckpoints(bad), /perft data line \d+/, JSON.stringify(bad));
  }
  assert.deepEqual(perftSeries(parsePerftCheckpoints('2 5 2 144\n2 5 1 12')), [{ players: 2, radius: 5, counts: [12, 144] }]);
  assert.throws(() => perftSeries(parsePerftCheckpoints('2 5 1 12\n2 5 3 2160')), /has no depth 2/);
});

test('the PRNG is mulberry32: known outputs, the same for the same seed', () => {
  const rand = mulberry32(1);
  assert.deepEqual([rand(), rand(), rand()].map((x) => x * 2 ** 32), [2693262067, 11749833, 2265367787]);
  const a = mulberry32(42);
  const b = mulberry32(42);
  for (let i = 0; i < 100; i++) assert.equal(a(), b());
  const list = ['x', 'y', 'z'];
  const r = mulberry32(3);
  const picks = new Set(Array.from({ length: 60 }, () => pick(r, list)));
  assert.deepEqual([...picks].sort(), list, 'pick reaches every element and nothing else');
  assert.throws(() => pick(r, []), /empty/);
});

test('snapshot text: what the reference engine reads back as the same position', () => {
  assert.equal(pieceChar(0, false), 'a');
  assert.equal(pieceChar(5, true), 'F');
  const start = createGame({ players: 3, radius: 4 });
  const pieces = Object.fromEntries([...start.board].map(([k, p]) => [k, pieceChar(p.seat, p.king)]));
  assert.equal(snapshotText({ players: 3, radius: 4, pieces }), start.snapshot());
  const chain = snapshotText({ players: 2, radius: 5, chain: '0,2', pieces: { '0,2': 'a', '1,1': 'b', '-2,-3': 'B' } });
  const game = createGame({ players: 2, radius: 5 });
  game.restore(chain);
  assert.equal(game.snapshot(), chain);
  assert.deepEqual(game.chainFrom, { q: 0, r: 2 });
  assert.deepEqual(game.board.get('-2,-3'), { seat: 1, king: true });
  assert.equal(game.board.size, 3);
  const won = snapshotText({ players: 2, radius: 2, turn: '-', result: 'w0', pieces: { '0,1': 'A' } });
  assert.equal(won, 'hc1 2 2 - - w0 .../..../...../..A./...', 'row r = 1 runs q = -2..1');
});

test('memoryLocks: one holder a name at a time, in turn; other names not held up; a failed holder frees the name', async () => {
  const locks = memoryLocks();
  const order = [];
  let release;
  const first = locks.request('a', () => new Promise((r) => { release = r; }).then(() => order.push('a1')));
  const second = locks.request('a', () => order.push('a2'));
  await locks.request('b', () => order.push('b'));
  assert.deepEqual(order, ['b'], 'b ran while a was held; a2 waits for a1');
  release();
  await Promise.all([first, second]);
  assert.deepEqual(order, ['b', 'a1', 'a2']);
  await assert.rejects(locks.request('a', () => { throw new Error('held and failed'); }), /held and failed/);
  assert.equal(await locks.request('a', () => 'next'), 'next');
});
