// Looking back through a game never loses it (issue 22, bug 1): while the
// moves are being looked through (a move clicked in the list, the result
// panel's Review), Resign and Offer a draw wait for the last move, a move or a
// bot's step asks before it drops the later ones, and undo still reaches every
// hop; a finished game kept in the library is never rewritten by looking back
// through it or by playing on from one of its earlier positions, so the
// statistics (read from the finished entries) do not change either.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { setup, openPage, settle, historyInfo, statusText, clickSomeMove } from './harness.mjs';

/** A broken guard waits for a dialog that never comes: each test fails after a minute instead of hanging. */
const LIMIT = { timeout: 60_000 };

let env;
before(async () => { env = await setup(); });
after(async () => { await env?.teardown(); });

/** You (Red) against Bot 2 after `n` hops (played through the element, so nothing waits on a search); Red to move at the end. */
async function againstBot(page, n) {
  await page.evaluate((hops) => {
    const b = document.querySelector('hex-checkers');
    b.newGame({ players: 2, radius: 5, kinds: ['human', 'human'] });
    for (let i = 0; i < hops; i++) b.play(b.game.legalMoves()[(i * 7) % b.game.legalMoves().length]);
    b.setKinds(['human', 'bot2']);
  }, n);
  await settle(page);
}

/** Every step of the line, as the history holds them (the same objects: a cut line shows as a shorter list). */
const line = (page) => page.evaluate(() => JSON.stringify(document.querySelector('hex-checkers').history.hops()));

/** Every entry of the library, raw: {key: JSON text}. */
const library = (page) => page.evaluate(() => Object.fromEntries(Object.keys(localStorage)
  .filter((k) => k.startsWith('hex-checkers/library/')).map((k) => [k, localStorage.getItem(k)])));

/** The library entries of games that ended on this board (what the statistics count). */
async function endedEntries(page) {
  const all = await library(page);
  return Object.fromEntries(Object.entries(all).filter(([, text]) => JSON.parse(text).endedAt !== null));
}

const ask = (page) => page.locator('hex-checkers dialog.ask');

test('16 hops against the bot, move 4 clicked in the list: no resignation or draw offer there, nothing is cut, undo reaches every hop', LIMIT, async () => {
  const { page, errors, context } = await openPage(env.browser, env.server.url);
  await againstBot(page, 16);
  const whole = await line(page);
  await page.click('#move-list button[data-index="4"]');
  assert.deepEqual(await historyInfo(page), { cursor: 4, length: 16 });
  assert.equal(await page.evaluate(() => document.querySelector('hex-checkers').canPlay()), true, 'Red is to move at move 4');
  assert.equal(await page.locator('#resign-btn').isDisabled(), true, 'Resign waits for the last move');
  assert.equal(await page.locator('#draw-btn').isDisabled(), true, 'Offer a draw waits for the last move');
  assert.match(await statusText(page), /resign or offer a draw from the last move/);

  // The element refuses too, whoever calls it: nothing is cut.
  const refused = await page.evaluate(() => {
    const b = document.querySelector('hex-checkers');
    return { resign: b.resign(), draw: b.offerDraw(), question: b.drawQuestion };
  });
  assert.deepEqual(refused, { resign: null, draw: false, question: null });
  assert.deepEqual(await historyInfo(page), { cursor: 4, length: 16 });
  assert.equal(await line(page), whole);

  // Browsing goes on through undo and redo: a move at move 5 still asks, and Keep them keeps all 16 hops.
  await page.click('#redo-btn');
  const at = (await historyInfo(page)).cursor;
  await clickSomeMove(page);
  await ask(page).waitFor();
  assert.match(await ask(page).innerText(), new RegExp(`from move ${at}\\?[\\s\\S]*drops the ${16 - at} moves after it`));
  await ask(page).locator('button', { hasText: 'Keep them' }).click();
  await ask(page).waitFor({ state: 'hidden' });
  assert.equal(await line(page), whole);

  // Back at the end: Resign is there again, and undo walks back over every hop (the bot's with yours).
  await page.click('#move-nav button[data-go="last"]');
  assert.equal(await page.locator('#resign-btn').isDisabled(), false);
  const cursors = await page.evaluate(() => {
    const b = document.querySelector('hex-checkers');
    const seen = [];
    while (b.undo()) seen.push(b.history.cursor);
    return seen;
  });
  assert.deepEqual(cursors, [14, 12, 10, 8, 6, 4, 2, 0], 'one undo takes back the bot\'s answer and your move');
  assert.deepEqual(await historyInfo(page), { cursor: 0, length: 16 });
  for (let i = 0; i <= 16; i++) assert.equal(await page.evaluate((n) => document.querySelector('hex-checkers').goTo(n), i), true);
  assert.equal(await line(page), whole);
  assert.deepEqual(errors, []);
  await context.close();
});

test('a step of the bot while browsing asks first; Keep them keeps the line', LIMIT, async () => {
  const { page, errors, context } = await openPage(env.browser, env.server.url);
  await againstBot(page, 16);
  const whole = await line(page);
  await page.click('#move-list button[data-index="3"]'); // Blue (the bot) to move
  assert.match(await statusText(page), /go on to the last move, or step to play from here/);
  await page.click('#step-btn');
  await ask(page).waitFor();
  assert.match(await ask(page).innerText(), /Let Blue play from move 3\?[\s\S]*drops the 13 moves after it/);
  await ask(page).locator('button', { hasText: 'Keep them' }).click();
  await ask(page).waitFor({ state: 'hidden' });
  assert.equal(await page.evaluate(() => document.querySelector('hex-checkers').botSearches), 0, 'no search was started');
  // Resume while browsing: the bots wait for the end of the line instead of playing from here.
  await page.click('#pause-btn');
  await page.click('#pause-btn');
  assert.equal(await page.locator('#pause-btn').textContent(), 'Pause');
  assert.equal(await page.evaluate(() => document.querySelector('hex-checkers').botSearches), 0, 'the bots wait');
  assert.equal(await line(page), whole);
  assert.deepEqual(errors, []);
  await context.close();
});

/** Red resigns at the end of the line, confirmed; returns once the result panel is open. */
async function resignAtTheEnd(page) {
  await page.click('#resign-btn');
  await page.waitForSelector('#resign-dialog[open]');
  await page.click('#resign-dialog button[value="resign"]');
  await page.waitForSelector('#result-dialog[open]');
}

test('a finished game\'s Review: no resignation or draw offer, and the library\'s finished game and the statistics stay as they were', LIMIT, async () => {
  const { page, errors, context } = await openPage(env.browser, env.server.url);
  await againstBot(page, 6);
  // Red resigns at the end of the line: Blue wins, the game is kept as ended here.
  await resignAtTheEnd(page);
  const ended = await endedEntries(page);
  assert.equal(Object.keys(ended).length, 1, 'the finished game is in the library');
  const whole = await line(page);

  await page.click('#review-btn');
  await page.waitForSelector('#result-dialog', { state: 'hidden' });
  assert.deepEqual(await historyInfo(page), { cursor: 0, length: 7 });
  assert.equal(await page.locator('#resign-btn').isDisabled(), true, 'no Resign in a review');
  assert.equal(await page.locator('#draw-btn').isDisabled(), true, 'no Offer a draw in a review');
  assert.equal(await page.evaluate(() => document.querySelector('hex-checkers').resign(0)), null);
  assert.equal(await line(page), whole);

  // Playing on from the start, when asked and confirmed: a new game, and the finished one stays.
  await clickSomeMove(page);
  await ask(page).waitFor();
  await ask(page).locator('button.primary').click();
  await page.waitForFunction(() => document.querySelector('hex-checkers').history.length === 1);
  await page.evaluate(() => window.dispatchEvent(new Event('pagehide'))); // the page keeps the game on the board now
  assert.deepEqual(await endedEntries(page), ended, 'the finished game and the statistics it counts in are unchanged');
  assert.equal(Object.keys(await library(page)).length, 2, 'the game played on is kept beside it');
  assert.deepEqual(errors, []);
  await context.close();
});

test('a take-back after the end (undo, then a move) keeps the finished game in the library too', LIMIT, async () => {
  const { page, errors, context } = await openPage(env.browser, env.server.url);
  await againstBot(page, 6);
  await resignAtTheEnd(page);
  await page.click('#result-dialog button[type="submit"]');
  const ended = await endedEntries(page);
  await page.click('#undo-btn');
  assert.equal(await page.locator('#resign-btn').isDisabled(), false, 'after a take-back the person plays on as usual');
  await clickSomeMove(page);
  assert.equal(await ask(page).isVisible(), false, 'no question after an undo');
  await page.evaluate(() => window.dispatchEvent(new Event('pagehide')));
  assert.deepEqual(await endedEntries(page), ended);
  assert.equal(Object.keys(await library(page)).length, 2);
  assert.deepEqual(errors, []);
  await context.close();
});
