// The element's status notes (www/element/status.js, notesOf) in Node, from
// the facts it is told (StatusFacts): what is special about the position
// comes first (a hint, a declined offer, skipped armies, a chain, the
// compulsory capture), then where the board is in the history and why a bot
// waits, else what to do.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { ready, createGame } from '../../www/element/engine.js';
import { botLevel, notesOf } from '../../www/element/status.js';
import { t } from '../../www/i18n/i18n.js';

await ready;

const game = createGame({ players: 2, radius: 5 });

/** Facts of a game in play at the end of its line, a person to move; `over` replaces any of them. */
function facts(over = {}) {
  return {
    game, board: game.board, mustCapture: false, names: [], kinds: ['human', 'bot3'],
    history: { cursor: 3, length: 3, canRedo: false, lastHop: null, browsing: false },
    readOnly: false, canPlay: true, botToMove: false, paused: false, thinking: null, clocks: null,
    question: null, declined: null, offerNewGame: false, yourSeat: 0, hint: null, picked: null, moment: null,
    ...over,
  };
}

test('nothing special: the person is told to pick a piece; a bot to move is named with its level', () => {
  assert.deepEqual(notesOf(facts()), [t('element.note.pick')]);
  const bot = notesOf(facts({ canPlay: false, botToMove: true, game: { ...game, current: 1, chainFrom: null, radius: 5 } }));
  assert.equal(bot.length, 1);
  assert.match(bot[0], /3/);
});

test('the compulsory capture, a hint and a declined offer come before what to do', () => {
  const notes = notesOf(facts({ mustCapture: true, hint: 'Try b4', declined: 1 }));
  assert.equal(notes[0], 'Try b4');
  assert.ok(notes.includes(t('element.note.capture')));
  assert.equal(notes.length, 3);
  assert.ok(!notes.includes(t('element.note.pick')));
  assert.deepEqual(notesOf(facts({ mustCapture: true, readOnly: true, canPlay: false })), [t('element.note.capture-here')]);
});

test('back in the history: where the board is, and why the bot waits (paused, browsing) or that moves are looked through', () => {
  const back = { cursor: 1, length: 3, canRedo: true, lastHop: null, browsing: false };
  const viewing = t('element.note.viewing', { at: 1, length: 3 });
  assert.deepEqual(notesOf(facts({ history: back, canPlay: false, botToMove: true })), [viewing, t('element.note.bot-waits')]);
  assert.deepEqual(notesOf(facts({ history: back, canPlay: false, botToMove: true, paused: true })), [viewing, t('element.note.bot-waits-paused')]);
  assert.deepEqual(notesOf(facts({ history: { ...back, browsing: true }, canPlay: false, botToMove: true })), [viewing, t('element.note.bot-waits-browsing')]);
  assert.deepEqual(notesOf(facts({ history: { ...back, browsing: true } })), [viewing, t('element.note.browsing')]);
  assert.deepEqual(notesOf(facts({ canPlay: false, botToMove: true, paused: true })), [t('element.note.paused')]);
});

test('skipped armies are named; a game over says so; a bot seat\'s level is read from its kind', () => {
  const skipped = notesOf(facts(), new Set([1]));
  assert.equal(skipped.length, 1);
  assert.notEqual(skipped[0], t('element.note.pick'));
  const over = { ...game, current: null, chainFrom: null, radius: 5 };
  assert.deepEqual(notesOf(facts({ game: over, canPlay: false })), [t('element.note.over')]);
  assert.deepEqual(notesOf(facts({ game: over, canPlay: false, readOnly: true })), [t('element.note.over-readonly')]);
  assert.equal(botLevel('bot4'), '4');
  assert.equal(botLevel('human'), null);
  assert.equal(botLevel('bot9'), null);
});
