// One step of the element (www/element/steps.js) in Node, through its table
// (StepTable): a hop applied to the engine, charged to the clocks, pushed on
// the history with the clocks' times, said, and its events fired in order; a
// refused hop changes nothing; a resignation as a history step; show() puts an
// entry of the history on the board.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { ready, createGame } from '../../www/element/engine.js';
import { Steps } from '../../www/element/steps.js';
import { History, describeResign } from '../../www/element/history.js';
import { createBoardState } from '../../www/element/state.js';

await ready;

function setUp(players = 2) {
  const game = createGame({ players, radius: 5 });
  const history = new History(game.snapshot({ counters: true }), [1000, 1000]);
  const calls = [];
  const events = [];
  const said = [];
  let times = [900, 1000];
  const state = createBoardState();
  const steps = new Steps({
    game: () => game,
    history: () => history,
    names: () => [],
    state,
    charge: (hop) => calls.push(['charge', hop.seat]),
    haltClocks: () => calls.push(['halt']),
    clockTimes: () => { calls.push(['times']); return times.slice(); },
    slide: (from, to) => calls.push(['slide', from, to]),
    sync: () => calls.push(['sync']),
    keepFocus: (key) => calls.push(['focus', key]),
    before: () => calls.push(['before']),
    after: (reason) => calls.push(['after', reason]),
    announce: (text) => said.push(text),
    turnWords: () => '(turn)',
    emit: (type, detail) => events.push({ type, detail }),
  });
  return { game, history, steps, calls, events, said, state, setTimes: (t) => { times = t; } };
}

test('a hop: applied, charged to its seat, pushed with the clocks\' times, said, and its events fired', () => {
  const s = setUp();
  const move = s.game.legalMoves()[0];
  const hop = s.steps.play(move);
  assert.equal(hop.seat, 0);
  assert.equal(s.game.current, 1, 'the engine played it');
  assert.equal(s.history.cursor, 1);
  assert.deepEqual(s.history.current.clocks, [900, 1000], 'the history keeps the clocks\' times after the hop');
  const order = s.calls.map((c) => c[0]);
  assert.deepEqual(order.slice(0, 3), ['before', 'charge', 'times'], 'charged before the times are kept');
  assert.ok(order.indexOf('slide') > order.indexOf('times'));
  assert.equal(order.at(-1), 'after');
  assert.deepEqual(s.events.map((e) => e.type), ['hc-hop', 'hc-turnend']);
  assert.equal(s.events[0].detail.index, 1);
  assert.equal(s.said.length, 1);
  assert.ok(s.said[0].endsWith('(turn)'));
  assert.ok(s.state.lastHop, 'the hop is marked on the board');
  assert.ok(s.steps.lastHopAt > 0);
});

test('a refused hop changes nothing: no history step, no clock, no event; the refusal is said', () => {
  const s = setUp();
  const before = s.game.snapshot();
  const hop = s.steps.play({ from: { q: 0, r: 0 }, to: { q: 1, r: 0 } });
  assert.equal(hop, null);
  assert.equal(s.game.snapshot(), before);
  assert.equal(s.history.cursor, 0);
  assert.deepEqual(s.events, []);
  assert.ok(!s.calls.some((c) => c[0] === 'charge' || c[0] === 'times'));
  assert.equal(s.said.length, 1);
});

test('a resignation is a history step: clocks halted, pushed, hc-event then hc-gameend at two seats', () => {
  const s = setUp();
  const result = s.game.resign(1);
  const event = describeResign(1, 'resign', result);
  s.steps.record(event, 'Resigned.');
  assert.equal(s.history.cursor, 1);
  assert.equal(s.history.current.hop, event);
  assert.deepEqual(s.calls.slice(0, 2).map((c) => c[0]), ['halt', 'times']);
  assert.deepEqual(s.events.map((e) => e.type), ['hc-event', 'hc-gameend']);
  assert.equal(s.events[1].detail.winner, 0);
  assert.equal(s.calls.at(-1)[1], 'resign');
});

test('show() puts a history entry on the board: the engine restored to it, the hop marked as not fresh', () => {
  const s = setUp();
  const first = s.game.snapshot();
  s.steps.play(s.game.legalMoves()[0]);
  s.steps.play(s.game.legalMoves()[0]);
  s.history.goTo(0);
  s.steps.show('undo', false);
  assert.equal(s.game.snapshot(), first);
  assert.equal(s.state.lastHop, null);
  s.history.goTo(1);
  s.steps.show('redo', true);
  assert.equal(s.game.current, 1);
  assert.equal(s.state.lastHop.fresh, false);
  assert.equal(s.calls.at(-1)[1], 'redo');
});
