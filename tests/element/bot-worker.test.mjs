// The bot's worker (www/element/bot-worker.js) in Node: its messages, and how
// often a position's text is read per bot move. The page posts the position
// as snapshot text; the worker must read it once, with the one module that
// thinks (the bot's), not once by the law's module and again by the bot's.
// Counted by wrapping the wasm glue's readers of snapshot text (the law's
// WasmGame.restore and its constructor path, the bot's BotGame.restore and
// its constructor).
// Run after scripts/build-pkg.sh: node --test tests/element/bot-worker.test.mjs
import { test } from 'node:test';
import assert from 'node:assert/strict';
import * as lawGlue from '../../pkg/wasm/hex_checkers.js';
import * as botGlue from '../../pkg/wasm/hex_checkers_bot.js';

/** Text reads per module, counted by wrapping the glue classes' restore (the worker's only readers after its first request). */
export const reads = { law: 0, bot: 0 };
for (const [name, cls] of [['law', lawGlue.WasmGame], ['bot', botGlue.BotGame]]) {
  const restore = cls.prototype.restore;
  cls.prototype.restore = function counted(...args) {
    reads[name] += 1;
    return restore.apply(this, args);
  };
}

// The worker's global scope: its message listener and what it posts.
const listeners = [];
const posted = [];
let onPost = null;
globalThis.self = {
  addEventListener: (type, fn) => { if (type === 'message') listeners.push(fn); },
  postMessage: (message) => { posted.push(message); onPost?.(message); },
};

await import('../../www/element/bot-worker.js');
const { createGame, ready } = await import('../../www/element/engine.js');
await ready;

/** Posts one request to the worker and resolves with its answer. */
function ask(request) {
  return new Promise((resolve) => {
    onPost = (message) => { if (message.id === request.id) resolve(message); };
    for (const fn of listeners) fn({ data: request });
  });
}

test('per bot move the worker reads the position\'s text once, with the bot\'s module alone', async () => {
  const game = createGame({ players: 3, radius: 4 });
  const perMove = [];
  for (let id = 1; id <= 6; id++) {
    const before = { ...reads };
    const answer = await ask({ id, snapshot: game.snapshot({ counters: true }), level: 1, seed: id, maxNodes: 300, judge: { seat: game.current, maxNodes: 200 } });
    assert.equal(answer.error, undefined, answer.error);
    perMove.push({ law: reads.law - before.law, bot: reads.bot - before.bot });
    const move = game.legalMoves().find((m) => m.from.q === answer.move.from.q && m.from.r === answer.move.from.r && m.to.q === answer.move.to.q && m.to.r === answer.move.to.r);
    assert.ok(move, 'the answer is a legal move');
    game.apply(move);
  }
  // The first request makes the worker's position (its constructor reads the text); every later one restores it.
  console.log(`# text reads per bot move (after the first): ${JSON.stringify(perMove.slice(1))}`);
  for (const n of perMove.slice(1)) assert.deepEqual(n, { law: 0, bot: 1 });
});

test('a draw judgement request reads the text once and answers with the bot\'s judgement', async () => {
  const game = createGame({ players: 2, radius: 5 });
  const before = { ...reads };
  const answer = await ask({ id: 'd', kind: 'draw', snapshot: game.snapshot({ counters: true }), seat: 1, level: 3, seed: 1, maxNodes: 200 });
  assert.deepEqual(Object.keys(answer).sort(), ['accept', 'id', 'offer', 'score']);
  assert.equal(answer.offer, false, 'nobody offers a draw at the start');
  assert.deepEqual({ law: reads.law - before.law, bot: reads.bot - before.bot }, { law: 0, bot: 1 });
});

test('a bad position is an error answer naming it, and the worker still answers after it', async () => {
  const bad = await ask({ id: 'x', snapshot: 'hc1 nonsense', level: 1, seed: 1 });
  assert.match(bad.error, /snapshot/i);
  const game = createGame({ players: 2, radius: 5 });
  const good = await ask({ id: 'y', snapshot: game.snapshot(), level: 1, seed: 1, maxNodes: 100 });
  assert.equal(good.error, undefined);
  assert.ok(good.move);
});
