// Endings beyond the law for the element (www/element/endings.js) in Node,
// through its table (EndingsTable): a draw offer goes round the other
// surviving seats in turn order, bots answering by their judgement and a
// person being asked; the first refusal ends it, every acceptance ends the
// game; a resignation is recorded; a bot that offered waits before offering
// again; nothing while the moves are being looked through.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { ready, createGame } from '../../www/element/engine.js';
import { Endings } from '../../www/element/endings.js';
import { History } from '../../www/element/history.js';

await ready;

function setUp({ players = 3, kinds = ['human', 'bot3', 'bot3'], judge = () => ({ offer: false, accept: true }), browsing = false } = {}) {
  const game = createGame({ players, radius: 5 });
  const history = new History(game.snapshot({ counters: true }));
  const log = [];
  const events = [];
  const recorded = [];
  const endings = new Endings({
    game: () => game,
    settings: () => ({ names: [], kinds }),
    history: () => history,
    browsing: () => browsing,
    judgeDraw: async (seat) => { log.push(['judge', seat]); return judge(seat); },
    holdBots: () => log.push(['hold']),
    resumeBots: () => log.push(['resume']),
    record: (event, words) => recorded.push({ event, words }),
    announce: () => {},
    emit: (type, detail) => events.push({ type, detail }),
    changed: () => {},
    focusQuestion: () => log.push(['focus']),
  });
  return { game, history, endings, log, events, recorded };
}

const settled = () => new Promise((resolve) => { setImmediate(resolve); });

test('an offer goes round the other seats in turn order; bots that accept pass it on; a person is asked; all agree: drawn', async () => {
  const s = setUp({ kinds: ['bot3', 'human', 'bot3'] });
  assert.equal(s.endings.offer(2), true);
  await settled();
  assert.deepEqual(s.log, [['hold'], ['judge', 0], ['focus']], 'seat 0 (a bot) judged first, then seat 1 (a person) is asked');
  assert.equal(s.endings.shown.asking, 1);
  assert.deepEqual(s.endings.shown.accepted, [2, 0]);
  assert.equal(s.endings.answer(true), true);
  await settled();
  assert.equal(s.endings.question, null);
  assert.equal(s.game.draw, true, 'the engine agreed the draw');
  assert.equal(s.recorded.length, 1);
  assert.equal(s.recorded[0].event.kind, 'draw');
  assert.equal(s.events.at(-1).detail.outcome, 'agreed');
});

test('the first refusal ends the offer: the decliner is kept until the position changes, the bots go on', async () => {
  const s = setUp({ judge: (seat) => ({ offer: false, accept: seat !== 1 }) });
  s.endings.offer(0);
  await settled();
  assert.equal(s.endings.question, null);
  assert.equal(s.endings.declined, 1);
  assert.deepEqual(s.log, [['hold'], ['judge', 1], ['resume']], 'seat 2 was never asked');
  assert.equal(s.game.draw, false);
  assert.equal(s.events.at(-1).detail.outcome, 'declined');
  s.endings.withdraw();
  assert.equal(s.endings.declined, null);
});

test('a bot that offered does not offer again for ten rounds; nobody offers while a question is open', async () => {
  const s = setUp({ kinds: ['bot3', 'human', 'human'] });
  assert.equal(s.endings.mayOffer(0), true);
  assert.equal(s.endings.mayOffer(1), false, 'only the seat to move');
  s.endings.botOffered(0);
  assert.equal(s.endings.mayOffer(0), false, 'a question is open');
  s.endings.answer(false);
  assert.equal(s.endings.mayOffer(0), false, 'within ten rounds of its offer');
  for (let i = 0; i < 30; i++) s.history.push(s.game.snapshot({ counters: true }), { seat: 0 });
  assert.equal(s.endings.mayOffer(0), true, 'ten rounds later (three seats: 30 hops)');
});

test('a resignation is recorded as a history step; none, and no offer, while the moves are being looked through', () => {
  const s = setUp();
  const event = s.endings.resign(1);
  assert.equal(event.kind, 'resign');
  assert.equal(s.game.seats[1].eliminated, true);
  assert.equal(s.recorded.length, 1);
  const b = setUp({ browsing: true });
  assert.equal(b.endings.resign(1), null);
  assert.equal(b.endings.offer(0), false);
  assert.equal(b.recorded.length, 0);
});
