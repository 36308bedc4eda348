// The page's autosave is kept off the hop (element-storage.js, DeferredSave): a hop writes nothing, the
// game is written soon after, once however many hops came, and at once when the page is left, so a
// reload right after a hop still brings the game back.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { setup, openPage, historyInfo, snapshot } from './harness.mjs';

let env;
before(async () => { env = await setup(); });
after(async () => { await env?.teardown(); });

/** A two-person game (no bot to answer), `hops` hops played in one task; the writes of the save counted. */
const playHops = (page, hops) => page.evaluate((n) => {
  const el = document.querySelector('hex-checkers');
  const writes = [];
  const setItem = Storage.prototype.setItem;
  Storage.prototype.setItem = function counted(key, value) {
    if (key === 'hex-checkers/game') writes.push(value.length);
    return setItem.call(this, key, value);
  };
  window.gameWrites = writes;
  for (let i = 0; i < n; i++) el.play(el.game.legalMoves()[0]);
  return { during: writes.length, saved: localStorage.getItem('hex-checkers/game') === el.recordText() };
}, hops);

async function humanGame(page) {
  await page.evaluate(() => document.querySelector('hex-checkers').newGame({ players: 2, radius: 4, kinds: ['human', 'human'] }));
  await page.waitForFunction(() => document.querySelector('hex-checkers').history.length === 0);
}

test('a hop writes nothing; the game is written soon after, once for many hops', async () => {
  const { page, errors, context } = await openPage(env.browser, env.server.url);
  await humanGame(page);
  assert.deepEqual(await playHops(page, 6), { during: 0, saved: false }, 'nothing written during the hops');
  await page.waitForFunction(() => localStorage.getItem('hex-checkers/game') === document.querySelector('hex-checkers').recordText());
  assert.equal(await page.evaluate(() => window.gameWrites.length), 1, 'one write for the six hops');
  assert.deepEqual(errors, []);
  await context.close();
});

test('a reload right after a hop brings the game back', async () => {
  const { page, errors, context } = await openPage(env.browser, env.server.url);
  await humanGame(page);
  // Five hops and the reload in one task: no idle moment comes between them for the save to take (the
  // page writes it as it is left, on pagehide). The position is kept in sessionStorage to compare.
  await Promise.all([
    page.waitForEvent('load'),
    page.evaluate(() => {
      const el = document.querySelector('hex-checkers');
      for (let i = 0; i < 5; i++) el.play(el.game.legalMoves()[0]);
      sessionStorage.setItem('before-reload', el.snapshot());
      location.reload();
    }),
  ]);
  await page.waitForSelector('html[data-ready="true"]');
  assert.equal(await snapshot(page), await page.evaluate(() => sessionStorage.getItem('before-reload')));
  assert.deepEqual(await historyInfo(page), { cursor: 5, length: 5 });
  assert.deepEqual(errors, []);
  await context.close();
});

test('leaving the page (pagehide) or hiding it (a phone switching apps) writes what waits, at once', async () => {
  const { page, errors, context } = await openPage(env.browser, env.server.url);
  await humanGame(page);
  // One task each: no idle moment can write the save before the event does.
  const onEvent = (fire) => page.evaluate((how) => {
    const el = document.querySelector('hex-checkers');
    el.play(el.game.legalMoves()[0]);
    const same = () => localStorage.getItem('hex-checkers/game') === el.recordText();
    const before = same();
    if (how === 'pagehide') dispatchEvent(new PageTransitionEvent('pagehide'));
    else {
      Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
      document.dispatchEvent(new Event('visibilitychange'));
      delete document.visibilityState;
    }
    return { before, after: same() };
  }, fire);
  assert.deepEqual(await onEvent('pagehide'), { before: false, after: true });
  assert.deepEqual(await onEvent('hidden'), { before: false, after: true });
  assert.deepEqual(errors, []);
  await context.close();
});
