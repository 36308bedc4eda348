// createBotPosition(text), the bot's own copy of a position for a thread that
// only thinks, on the built package: it answers as a game's analyse() and
// drawOffer() do for the same position, keeps its position on a bad text, and
// refuses what is not a snapshot, naming the problem.
import test from 'node:test';
import assert from 'node:assert/strict';
import { loadPkg } from './helpers.mjs';

const hc = await loadPkg();

test('a bot position answers as the game it was read from does', () => {
  const game = hc.createGame({ players: 3, radius: 4 });
  for (let i = 0; i < 7; i++) game.apply(game.legalMoves()[0]);
  const position = hc.createBotPosition(game.snapshot({ counters: true }));
  const options = { level: 2, seed: 5, maxNodes: 500 };
  const mine = position.analyse(options);
  const theirs = game.analyse(options);
  assert.deepEqual(mine.move, { from: theirs.move.from, to: theirs.move.to });
  assert.deepEqual([mine.score, mine.depth, mine.nodes], [theirs.score, theirs.depth, theirs.nodes]);
  assert.equal(position.quietTurns, game.quietTurns);
  const judge = { seat: game.current, level: 3, seed: 1, maxNodes: 300 };
  assert.deepEqual(position.drawOffer(judge), game.drawOffer(judge));
  position.free();
});

test('restore reads another position; a bad text throws, naming it, and keeps the one it had', () => {
  const game = hc.createGame({ players: 2, radius: 5 });
  const position = hc.createBotPosition(game.snapshot());
  game.apply(game.legalMoves()[0]);
  position.restore(game.snapshot({ counters: true }));
  const before = position.analyse({ level: 1, seed: 2, maxNodes: 100 });
  assert.throws(() => position.restore('hc1 2 5 nonsense'), /snapshot|field|row/i);
  assert.throws(() => position.restore(42), /snapshot must be a string, got 42/);
  assert.throws(() => position.restore('x'.repeat((1 << 20) + 1)), /more than any game needs/);
  assert.deepEqual(position.analyse({ level: 1, seed: 2, maxNodes: 100 }), before, 'the position is kept');
  assert.throws(() => hc.createBotPosition(null), /snapshot must be a string, got null/);
  assert.throws(() => position.drawOffer({ seat: 9 }), /seat/);
  assert.throws(() => position.analyse({ level: 0 }), /level/);
});

test('a finished game has no move to analyse', () => {
  const game = hc.createGame({ players: 2, radius: 5 });
  game.resign(1);
  assert.deepEqual(hc.createBotPosition(game.snapshot()).analyse({ level: 1 }), { move: null, score: 0, depth: 0, nodes: 0 });
});
