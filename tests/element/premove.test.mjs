// Premove (www/element/premove.js) in Node, through its table (PremoveTable):
// while a bot is to move the one person may queue a move of their own army,
// which is played when their turn comes if it is legal then, or dropped with a
// notice; an undo drops it; cancel() takes it back.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { ready, createGame } from '../../www/element/engine.js';
import { Premove } from '../../www/element/premove.js';
import { History, describeHop } from '../../www/element/history.js';
import { createBoardState, keyOf } from '../../www/element/state.js';

await ready;

/** A 2-seat game, the person at seat 0, seat 1 (a bot) to move. */
function setUp() {
  const game = createGame({ players: 2, radius: 5 });
  const history = new History(game.snapshot({ counters: true }));
  const first = game.legalMoves()[0];
  history.push(game, describeHop(0, first, game.apply(first)));
  const state = createBoardState();
  const events = [];
  const played = [];
  const premove = new Premove({
    state,
    game: () => game,
    history: () => history,
    seat: () => 0,
    waiting: () => game.current === 1,
    canPlay: () => game.current === 0,
    play: (move) => { played.push(move); return game.apply(move); },
    announce: () => {},
    emit: (type, detail) => events.push({ type, detail }),
    redraw: () => {},
  });
  return { game, history, state, premove, events, played };
}

/** The bot's hop, as the element would push it. */
function botHops(s, pick = (moves) => moves[0]) {
  const move = pick(s.game.legalMoves());
  s.history.push(s.game, describeHop(1, move, s.game.apply(move)));
}

test('while the bot is to move, the person\'s army\'s moves may be queued, and the move plays on their turn', async () => {
  const s = setUp();
  const mine = s.premove.moves();
  assert.ok(mine.length > 0);
  assert.ok(mine.every((m) => s.game.board.get(keyOf(m.from)).seat === 0), 'the person\'s own army\'s moves');
  const move = mine.find((m) => !m.capture);
  assert.equal(s.premove.take(move), true);
  assert.equal(s.state.queued.from, keyOf(move.from));
  assert.deepEqual(s.state.arrows, [{ from: keyOf(move.from), to: keyOf(move.to), kind: 'premove' }]);
  botHops(s, (moves) => moves.find((m) => keyOf(m.to) !== keyOf(move.to)));
  s.premove.check();
  await new Promise((resolve) => { setTimeout(resolve, 0); }); // it plays a task after the bot's hop
  assert.equal(s.played.length, 1);
  assert.deepEqual([keyOf(s.played[0].from), keyOf(s.played[0].to)], [keyOf(move.from), keyOf(move.to)]);
  assert.equal(s.state.queued, null);
  assert.deepEqual(s.events.map((e) => [e.type, e.detail.queued, e.detail.played]), [['hc-premove', true, undefined], ['hc-premove', false, true]]);
});

test('a queued move no longer legal on the person\'s turn is dropped with a warning', () => {
  const s = setUp();
  const move = s.premove.moves().find((m) => !m.capture);
  s.premove.take(move);
  botHops(s);
  // Make it illegal: the queued piece's target taken by a move of the person's own made outside the queue.
  s.state.queued = { ...s.state.queued, to: '9,9' };
  s.premove.fire();
  assert.equal(s.played.length, 0);
  assert.ok(s.events.some((e) => e.type === 'hc-warning'));
  assert.equal(s.state.queued, null);
});

test('an undo drops the queued move; cancel() takes one back; on the person\'s own turn nothing is queued', () => {
  const s = setUp();
  const move = s.premove.moves()[0];
  s.premove.take(move);
  s.history.goTo(0); // a look back
  s.premove.check();
  assert.equal(s.state.queued, null);
  s.history.goTo(1);
  s.premove.take(move);
  assert.equal(s.premove.cancel(), true);
  assert.equal(s.premove.cancel(), false);
  botHops(s);
  assert.equal(s.premove.moves(), null, 'the person is to move: no premove');
  assert.equal(s.premove.take(s.game.legalMoves()[0]), false);
});
