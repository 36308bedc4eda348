// Whose turn it is, for the people at the table (issue 12): in hot-seat the
// board can turn to the person to move (remembered, and the letters and cell
// names stay upright); in a game with bots an optional notification says
// "Your move" while the page is hidden (asked for only when switched on).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { setup, openPage, settle, clickMove, shot, DESKTOP } from './harness.mjs';

let env;
before(async () => { env = await setup(); });
after(async () => { await env?.teardown(); });

const bottomSeat = (page) => page.evaluate(() => document.querySelector('hex-checkers').getAttribute('bottom-seat'));
/**
 * Waits for the board to turn to `seat`: the page turns it from a lazily imported module, a task or more after the
 * turn changes, which a loaded machine may give seconds later. The bound is only where a
 * broken turn gives up; the caller asserts, with its message.
 */
const turnedTo = (page, seat) => page.waitForFunction((s) => document.querySelector('hex-checkers').getAttribute('bottom-seat') === s, seat, { timeout: 60000 }).catch(() => {});
/**
 * Resolves once the page has done all it does after a change of turn: the hot-seat module it loads
 * lazily has resolved for this page too (so its turn, queued first, has run) and a frame has passed.
 * Then "the board did not turn" is a fact, not a read made before the page could have turned it.
 */
const afterTurn = (page) => page.evaluate(async () => {
  await import('./www/app/chrome/hotseat.js');
  await new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0)));
});
/** The first legal move of the position on screen, as cell keys. */
const firstMove = (page) => page.evaluate(() => {
  const m = document.querySelector('hex-checkers').game.legalMoves()[0];
  return [`${m.from.q},${m.from.r}`, `${m.to.q},${m.to.r}`];
});

test('hot-seat: "Turn to the player" turns the board to each person in turn, upright, and is remembered', async () => {
  const { page, errors, context } = await openPage(env.browser, env.server.url, { viewport: DESKTOP });
  const toggle = page.locator('#turn-toggle');
  assert.equal(await toggle.isVisible(), false, 'one person against a bot: nothing to turn');
  await page.evaluate(() => document.querySelector('hex-checkers').newGame({ players: 3, radius: 5, kinds: ['human', 'bot1', 'human'] }));
  assert.equal(await toggle.isVisible(), true, 'two people at the screen: the option shows');
  await toggle.check();
  await page.evaluate(() => { document.querySelector('hex-checkers').paused = true; });
  assert.equal(await bottomSeat(page), '0', 'Red to move: Red at the bottom');
  await clickMove(page, ...await firstMove(page));
  // Blue, a bot, is to move: the board stays turned to the last person.
  await page.waitForFunction(() => document.querySelector('hex-checkers').game.current === 1);
  await afterTurn(page);
  assert.equal(await bottomSeat(page), '0', 'a bot to move: the board stays turned to the last person');
  await page.click('#step-btn');
  await page.waitForFunction(() => document.querySelector('hex-checkers').game.current === 2);
  await turnedTo(page, '2');
  assert.equal(await bottomSeat(page), '2', 'the second person to move: the board turns to them');
  assert.equal(await page.locator('#view-seat').inputValue(), '2', 'View from follows');
  // Upright: every piece letter and cell name is drawn without a rotation.
  await page.selectOption('#names-select', 'all');
  await settle(page);
  const tilted = await page.evaluate(() => [...document.querySelector('hex-checkers').shadowRoot.querySelectorAll('text')]
    .filter((t) => { const m = t.getScreenCTM(); return Math.abs(m.b) > 1e-6 || Math.abs(m.c) > 1e-6 || m.a <= 0; }).length);
  assert.equal(tilted, 0, 'no text on the turned board is rotated');
  const [redKey] = await page.evaluate(() => [...document.querySelector('hex-checkers').game.board].find(([, p]) => p.seat === 0));
  const red = await page.locator(`hex-checkers g[data-key="${redKey}"]`).boundingBox();
  const middle = await page.locator('hex-checkers g[data-key="0,0"]').boundingBox();
  assert.ok(red.y < middle.y, 'Red\'s pieces are no longer at the bottom');
  await shot(page, 'turns-hotseat');

  // Remembered: after a reload the option is still on and the board still follows.
  await page.reload();
  await page.waitForSelector('html[data-ready="true"]');
  assert.equal(await page.locator('#turn-toggle').isChecked(), true);
  await page.evaluate(() => { document.querySelector('hex-checkers').paused = true; });
  await clickMove(page, ...await firstMove(page));
  await page.waitForFunction(() => document.querySelector('hex-checkers').game.current === 0);
  await turnedTo(page, '0');
  assert.equal(await bottomSeat(page), '0', 'back to Red');
  // Off: the board stays where it is.
  await page.locator('#turn-toggle').uncheck();
  await page.evaluate(() => { const b = document.querySelector('hex-checkers'); b.play(b.game.legalMoves()[0]); });
  await page.click('#step-btn');
  await page.waitForFunction(() => document.querySelector('hex-checkers').game.current === 2);
  await afterTurn(page);
  assert.equal(await bottomSeat(page), '0', 'switched off, the board does not turn');
  assert.deepEqual(errors, []);
  await context.close();
});

test('"Notify me": asked for when switched on, a notification when the bots are done and the page is hidden', async () => {
  const context = await env.browser.newContext({ viewport: DESKTOP, reducedMotion: 'reduce', permissions: ['notifications'] });
  // Record what the page shows (the real Notification still does the work).
  await context.addInitScript(() => {
    window.shownNotes = [];
    const Real = window.Notification;
    window.Notification = class extends Real {
      constructor(title, options) { super(title, options); window.shownNotes.push({ title, body: options?.body }); }
    };
  });
  const { page, errors } = await openPage(env.browser, env.server.url, { context });
  const toggle = page.locator('#notify-toggle');
  assert.equal(await toggle.isVisible(), true, 'you against the bot: the option shows');
  await toggle.check();
  await page.waitForFunction(() => document.getElementById('notify-toggle').checked);
  const play = async () => {
    await page.evaluate(() => { document.querySelector('hex-checkers').botPace = 0; });
    const [from, to] = await firstMove(page);
    await clickMove(page, from, to);
    await page.waitForFunction(() => document.querySelector('hex-checkers').canPlay(), null, { timeout: 30000 });
  };
  // Seen: no notification.
  await play();
  assert.deepEqual(await page.evaluate(() => window.shownNotes), [], 'the page is in view: nothing to notify');
  // Hidden while the bot answers: "Your move".
  await page.evaluate(() => {
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => true });
    document.dispatchEvent(new Event('visibilitychange'));
  });
  await play();
  await page.waitForFunction(() => window.shownNotes.length === 1);
  assert.deepEqual(await page.evaluate(() => window.shownNotes), [{ title: 'Your move · Hex Checkers', body: 'Red to move.' }]);
  // Remembered across a reload, while the permission stands.
  await page.reload();
  await page.waitForSelector('html[data-ready="true"]');
  assert.equal(await page.locator('#notify-toggle').isChecked(), true);
  assert.deepEqual(errors, []);
  await context.close();
});
