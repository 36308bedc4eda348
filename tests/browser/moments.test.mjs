// Moments you notice: a capture, a crowning and an elimination marked until the
// next hop; sounds for moves, captures and your turn, with an off
// switch the page remembers; the tab's title and icon saying it is your move
// while the page is in the background; the hint ringed on the board and written
// in the status. No console errors anywhere.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { setup, openPage, shot, settle, clickMove, liveText, statusText, restore, position } from './harness.mjs';

let env;
before(async () => { env = await setup(); });
after(async () => { await env?.teardown(); });

/** The sounds played so far, by name (each sets a performance mark "hc-sound:<name>"). */
const sounds = (page) => page.evaluate(() => performance.getEntriesByType('mark')
  .filter((m) => m.name.startsWith('hc-sound:')).map((m) => m.name.slice(9)));

/** The first visit's game (you against Bot 2), played fast. */
async function firstGame(page) {
  await page.evaluate(() => { document.querySelector('hex-checkers').botPace = 0; });
}
const botAnswered = (page, n) => page.waitForFunction((k) => {
  const b = document.querySelector('hex-checkers');
  return b.history.length >= k && b.canPlay();
}, n, { timeout: 30000 });

test('sound: a move, the bot\'s answer and your turn are heard; switched off, nothing is, and it stays off', async () => {
  const { page, errors, context } = await openPage(env.browser, env.server.url);
  await firstGame(page);
  assert.equal(await page.locator('#sound-toggle').isChecked(), true, 'on by default');
  // The bot held until your move's sound is checked (a fast bot on a loaded machine answered before the read).
  await page.evaluate(() => { document.querySelector('hex-checkers').paused = true; });
  await clickMove(page, '-2,4', '-2,3');
  await page.waitForFunction(() => document.querySelector('hex-checkers').history.length === 1
    && performance.getEntriesByType('mark').some((m) => m.name.startsWith('hc-sound:')));
  assert.deepEqual(await sounds(page), ['move'], 'your move is heard at once');
  await page.evaluate(() => { document.querySelector('hex-checkers').paused = false; });
  await botAnswered(page, 2);
  assert.deepEqual(await sounds(page), ['move', 'move', 'turn'], 'the bot\'s move, then your turn');

  await page.click('#sound-toggle');
  await page.reload();
  await page.waitForSelector('html[data-ready="true"]');
  await firstGame(page);
  assert.equal(await page.locator('#sound-toggle').isChecked(), false, 'the switch is remembered');
  const legal = await page.evaluate(() => {
    const m = document.querySelector('hex-checkers').game.legalMoves()[0];
    return [`${m.from.q},${m.from.r}`, `${m.to.q},${m.to.r}`];
  });
  await clickMove(page, ...legal);
  await botAnswered(page, 4);
  assert.deepEqual(await sounds(page), [], 'switched off: no sound for either move');
  assert.deepEqual(errors, []);
  await context.close();
});

test('in the background, the title and the icon say when it is your move', async () => {
  const { page, errors, context } = await openPage(env.browser, env.server.url);
  await firstGame(page);
  const tab = () => page.evaluate(() => [document.title, document.getElementById('icon').getAttribute('href')]);
  assert.deepEqual(await tab(), ['Hex Checkers', 'www/app/icon.svg']);
  // The page goes to the background (as a switch of tabs would make it).
  await page.evaluate(() => {
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => true });
    document.dispatchEvent(new Event('visibilitychange'));
  });
  assert.deepEqual(await tab(), ['Your move · Hex Checkers', 'www/app/icon-turn.svg'], 'a person to move');
  await page.evaluate(() => {
    const b = document.querySelector('hex-checkers');
    b.play(b.game.legalMoves()[0]);
  });
  assert.deepEqual(await tab(), ['Hex Checkers', 'www/app/icon.svg'], 'the bot to move: nothing to say');
  await botAnswered(page, 2);
  assert.deepEqual(await tab(), ['Your move · Hex Checkers', 'www/app/icon-turn.svg'], 'the bot has answered');
  await page.evaluate(() => {
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => false });
    document.dispatchEvent(new Event('visibilitychange'));
  });
  assert.deepEqual(await tab(), ['Hex Checkers', 'www/app/icon.svg'], 'back in front');
  assert.deepEqual(errors, []);
  await context.close();
});

test('the hint: its piece and target ringed, the arrow drawn, the move written in the status and said', async () => {
  const { page, errors, context } = await openPage(env.browser, env.server.url);
  await page.click('#hint-btn');
  await page.waitForFunction(() => document.querySelector('hex-checkers').shadowRoot.querySelectorAll('.cell.hinted').length === 2,
    null, { timeout: 30000 });
  const said = await liveText(page);
  assert.match(said, /^Hint: move [a-k]\d+, Red man to [a-k]\d+\.$/);
  assert.ok((await statusText(page)).includes(said), 'the same words on screen');
  assert.equal(await page.locator('hex-checkers .arrows line.arrow.hint').count(), 1);
  await shot(page, 'moments-hint');
  // A move clears it.
  await page.evaluate(() => { const b = document.querySelector('hex-checkers'); b.play(b.game.legalMoves()[0]); });
  await settle(page);
  assert.equal(await page.locator('hex-checkers .cell.hinted').count(), 0);
  assert.doesNotMatch(await statusText(page), /Hint:/);
  assert.deepEqual(errors, []);
  await context.close();
});

test('a capture, a crowning and an elimination stay marked on the board and in the chips until the next hop', async () => {
  const { page, errors, context } = await openPage(env.browser, env.server.url);
  const classes = (selector) => page.evaluate((sel) => [...document.querySelector('hex-checkers').shadowRoot.querySelectorAll(sel)]
    .map((n) => n.getAttribute('class')), selector);
  // Red takes Blue's last piece: Blue is out, Orange plays on.
  await restore(page, position({ players: 3, radius: 5, pieces: { '-1,2': 'a', '2,3': 'a', '-1,1': 'b', '4,-3': 'c', '0,1': 'a' } }));
  await clickMove(page, '-1,2', '-1,0');
  await settle(page);
  assert.match((await classes('g[data-key="-1,1"]'))[0], /\bcaptured\b/, 'the taken piece\'s cell is marked');
  const chips = await classes('.seats li');
  assert.match(chips[1], /\bout\b.*\bjust-out\b/, 'Blue\'s chip: just out');
  await shot(page, 'moments-elimination');
  await page.evaluate(() => { const b = document.querySelector('hex-checkers'); b.play(b.game.legalMoves()[0]); }); // Orange
  await settle(page);
  assert.deepEqual(await classes('.captured'), [], 'the next hop clears the marks');
  assert.doesNotMatch((await classes('.seats li'))[1], /just-out/);

  // Red steps onto the centre and is crowned.
  const crown = await page.evaluate(() => {
    const m = document.querySelector('hex-checkers').game.legalMoves().find((x) => x.to.q === 0 && x.to.r === 0);
    return m && [`${m.from.q},${m.from.r}`, '0,0'];
  });
  assert.ok(crown, 'Red can step onto the centre');
  await clickMove(page, ...crown);
  await settle(page);
  assert.equal((await classes('.pieces g.crowned:not(.leaving)')).length, 1, 'the crowned piece is marked');
  assert.match(await page.locator('hex-checkers .seats li').first().innerText(), /crowned/);
  await shot(page, 'moments-crowning');
  // Undo shows the position again, without the marks (nothing was just played).
  await page.click('#undo-btn');
  await page.click('#redo-btn');
  await settle(page);
  assert.equal((await classes('.pieces g.crowned:not(.leaving)')).length, 0);
  assert.deepEqual(errors, []);
  await context.close();
});
