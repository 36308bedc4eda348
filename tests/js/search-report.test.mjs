// searchReport(): the search's own view for the lab, on the built package.
// It plays analyse()'s move, scores every legal move, and its expected line on
// a three-army game is legal hops of the right armies in turn order (paranoid,
// the method of three seats); bad options are refused by name.
import test from 'node:test';
import assert from 'node:assert/strict';
import { loadPkg } from './helpers.mjs';

const hc = await loadPkg();

/** A three-army game twelve hops in, played by a small bot. */
function midgame() {
  const game = hc.createGame({ players: 3, radius: 4 });
  for (let i = 0; i < 12; i++) game.apply(game.bestMove({ level: 2, seed: 3, maxNodes: 500 }));
  return game;
}

// Level 5: no noise at any table size, so the move played is the best scored.
const OPTS = { level: 5, seed: 1, maxNodes: 20000, timeMs: 600000 };
const key = (m) => `${m.from.q},${m.from.r}>${m.to.q},${m.to.r}`;

test('searchReport plays the move analyse() plays and scores every legal move', () => {
  const game = midgame();
  const plain = game.analyse(OPTS);
  const report = game.searchReport(OPTS);
  assert.deepEqual(report.move, plain.move);
  assert.deepEqual([report.score, report.depth, report.nodes], [plain.score, plain.depth, plain.nodes]);
  assert.equal(report.method, 'paranoid');
  assert.deepEqual(report.top.map((t) => key(t.move)).sort(), game.legalMoves().map(key).sort());
  assert.deepEqual(report.top[0], { move: plain.move, score: plain.score, exact: true });
});

test('its line is legal hops of the armies in turn order, starting with its move', () => {
  const game = midgame();
  const root = game.current;
  const { line, move } = game.searchReport(OPTS);
  assert.ok(line.length >= 3, JSON.stringify(line));
  assert.deepEqual(line[0], { seat: root, from: move.from, to: move.to });
  for (const hop of line) {
    assert.equal(game.current, hop.seat);
    const m = game.legalMoves().find((l) => key(l) === key(hop));
    assert.ok(m, `${key(hop)} is legal for army ${hop.seat}`);
    game.apply(m);
  }
  assert.deepEqual([...new Set(line.map((h) => h.seat))].sort(), [0, 1, 2]);
});

test('two armies: alpha-beta; bad options refused', () => {
  const two = hc.createGame({ players: 2, radius: 4 });
  assert.equal(two.searchReport({ level: 2, maxNodes: 2000 }).method, 'alpha-beta');
  assert.throws(() => two.searchReport({ level: 9 }), /level/);
  assert.throws(() => two.searchReport({ weights: [1] }), /weights/);
});

test('level 5 at six armies: Monte-Carlo tree search, its line the tree\'s most visited hops, legal in turn order', () => {
  const game = hc.createGame({ players: 6, radius: 3 });
  const report = game.searchReport(OPTS);
  assert.equal(report.method, 'mcts');
  assert.equal(report.nodes, OPTS.maxNodes); // anytime: the budget is spent
  assert.deepEqual(report.move, game.analyse(OPTS).move);
  assert.deepEqual(report.top.map((t) => key(t.move)).sort(), game.legalMoves().map(key).sort());
  assert.ok(report.line.length >= 6, JSON.stringify(report.line));
  assert.equal(report.depth, report.line.length); // the hops of the tree's most visited path
  for (const hop of report.line) {
    assert.equal(game.current, hop.seat);
    const m = game.legalMoves().find((l) => key(l) === key(hop));
    assert.ok(m, `${key(hop)} is legal for army ${hop.seat}`);
    game.apply(m);
  }
  // Level 4 keeps the opponent model.
  assert.equal(hc.createGame({ players: 6, radius: 3 }).searchReport({ ...OPTS, level: 4 }).method, 'opponent-model');
});
