// Travel through the element's history (www/element/travel.js) in Node,
// through its table (TravelTable): undo and redo skip the bots' positions in a
// game of people and bots, a goTo starts looking through the moves until the
// end of the line is on screen again, and an action that would drop later
// moves asks first only then.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { ready, createGame } from '../../www/element/engine.js';
import { Travel } from '../../www/element/travel.js';
import { History, describeHop } from '../../www/element/history.js';

await ready;

/** A history of `hops` hops of a fresh 2-seat game, played from the start. */
function line(hops) {
  const game = createGame({ players: 2, radius: 5 });
  const history = new History(game.snapshot({ counters: true }));
  for (let i = 0; i < hops; i++) {
    const seat = game.current;
    const move = game.legalMoves()[0];
    history.push(game, describeHop(seat, move, game.apply(move)));
  }
  return history;
}

function setUp(history, kinds) {
  const arrived = [];
  const said = [];
  const travel = new Travel({
    history: () => history,
    kinds: () => kinds,
    arrive: (left, entry, reason) => arrived.push({ from: history.entries.indexOf(left), to: history.entries.indexOf(entry), reason }),
    announce: (text) => said.push(text),
    turnWords: () => '(turn)',
    asking: () => { throw new Error('no question may be asked in this test'); },
  });
  return { travel, arrived, said };
}

test('with people only, undo and redo go one hop; each arrival is put on the board and said', () => {
  const h = line(4);
  const s = setUp(h, ['human', 'human']);
  assert.equal(s.travel.undo(), true);
  assert.equal(h.cursor, 3);
  assert.equal(s.travel.redo(), true);
  assert.equal(h.cursor, 4);
  assert.equal(s.travel.redo(), false, 'nothing to redo at the end');
  assert.deepEqual(s.arrived, [{ from: 4, to: 3, reason: 'undo' }, { from: 3, to: 4, reason: 'redo' }]);
  assert.equal(s.said.length, 2);
});

test('with a person and a bot, one undo takes back the bot\'s answer and the person\'s move', () => {
  const h = line(4); // seats 0, 1, 0, 1 played
  const s = setUp(h, ['human', 'bot3']);
  s.travel.undo();
  assert.equal(h.cursor, 2, 'back where the person (seat 0) is to move');
  s.travel.undo();
  assert.equal(h.cursor, 0);
  assert.equal(s.travel.undo(), false);
  s.travel.redo();
  assert.equal(h.cursor, 2);
});

test('a goTo looks through the moves until the end of the line is on screen again; a take-back does not', () => {
  const h = line(5);
  const s = setUp(h, ['human', 'human']);
  s.travel.undo();
  assert.equal(s.travel.browsing, false, 'an undo from the end is a take-back');
  let played = 0;
  assert.equal(s.travel.orAsk('q', 'a', () => ++played), 1, 'not browsing: done at once, unasked');
  s.travel.goTo(2);
  assert.equal(s.travel.browsing, true);
  s.travel.redo();
  assert.equal(s.travel.browsing, true, 'through a redo');
  s.travel.goTo(5);
  assert.equal(s.travel.browsing, false, 'the end of the line is on screen');
  assert.equal(s.travel.goTo(9), false, 'out of range');
});
