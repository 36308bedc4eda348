// The evaluation bar and graph (www/app/analysis/): turned on in the board
// tools and remembered; in a watch game the bar and the graph follow every hop
// (computed in the analysis worker); a click on the graph shows that position;
// two armies share one bar.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { setup, openPage, shot, gotoPlayable, position } from './harness.mjs';

let env;
before(async () => { env = await setup(); });
after(async () => { await env?.teardown(); });

const barLabel = (page) => page.locator('#eval-bar').getAttribute('aria-label');
/** The graph's points per army line. */
const graphPoints = (page) => page.evaluate(() => [...document.querySelectorAll('#eval-graph polyline')]
  .map((l) => (l.getAttribute('points') ?? '').split(' ').filter(Boolean).length));
const shares = (page) => page.evaluate(() => [...document.querySelectorAll('#eval-bar .eval-seg')].map((s) => Number(s.dataset.share)));

test('in a watch game the bar and the graph follow every hop; a click on the graph shows that position', async () => {
  const { page, errors, context } = await openPage(env.browser, env.server.url);
  await page.evaluate(() => {
    const el = document.querySelector('hex-checkers');
    el.botPace = 0;
    // Paused by the twelfth hop itself: between two reads of the test, fast bots
    // could otherwise play the game to its end (the result panel then over the graph).
    el.addEventListener('hc-hop', () => { if (el.history.length >= 12) el.paused = true; });
    el.newGame({ players: 3, radius: 4, kinds: ['bot1', 'bot1', 'bot1'] });
  });
  await page.check('#eval-toggle');
  await page.waitForFunction(() => document.querySelectorAll('#eval-bar .eval-seg').length === 3);
  assert.equal(await page.locator('#eval-graph').isVisible(), true);
  await page.waitForFunction(() => document.querySelector('hex-checkers').paused, null, { timeout: 60000 });
  assert.notEqual(await page.evaluate(() => document.querySelector('hex-checkers').game.current), null, 'the game goes on');
  const length = await page.evaluate(() => document.querySelector('hex-checkers').history.entries.length);
  // Every position of the game (the start and one per hop) is on the graph, one point per army; the bar shows the last.
  await page.waitForFunction((n) => document.getElementById('eval-graph').dataset.positions === String(n), length);
  assert.deepEqual(await graphPoints(page), [length, length, length]);
  const last = await barLabel(page);
  assert.match(last, /^Estimated chances: Red \d+%, Blue \d+%, Orange \d+%$/);
  const sum = (await shares(page)).reduce((a, b) => a + b, 0);
  assert.ok(sum >= 98 && sum <= 102, `shares add up to 100: ${sum}`);
  await shot(page, 'analysis-watch');
  // The first point: the start, where the three armies stand alike.
  // locator.click scrolls the graph into view first: with a long move list it can sit below the fold,
  // where a click at page coordinates would hit nothing.
  const graph = page.locator('#eval-graph svg');
  const box = await graph.boundingBox();
  await graph.click({ position: { x: 1, y: box.height / 2 } });
  await page.waitForFunction(() => document.querySelector('hex-checkers').history.cursor === 0);
  // Wait for the start's shares themselves: waiting for the label to change from the last position's
  // timed out whenever that position's shares also rounded to 33% each (the bots' games are not seeded).
  const start = 'Estimated chances: Red 33%, Blue 33%, Orange 33%';
  await page.waitForFunction((want) => document.getElementById('eval-bar').getAttribute('aria-label') === want, start);
  assert.equal(await barLabel(page), start);
  // Remembered across a reload.
  await gotoPlayable(page, env.server.url);
  assert.equal(await page.isChecked('#eval-toggle'), true);
  await page.waitForFunction(() => document.querySelectorAll('#eval-bar .eval-seg').length === 3);
  assert.deepEqual(errors, []);
  await context.close();
});

test('two armies: one bar whose two parts follow the material', async () => {
  const { page, errors, context } = await openPage(env.browser, env.server.url);
  await page.check('#eval-toggle');
  const text = position({ players: 2, radius: 4, pieces: { '-1,4': 'a', '0,4': 'a', '1,3': 'a', '-2,4': 'a', '1,-4': 'b' } });
  await page.evaluate((t) => document.querySelector('hex-checkers').restore(t), text);
  await page.waitForFunction(() => document.querySelectorAll('#eval-bar .eval-seg').length === 2
    && Number(document.querySelector('#eval-bar .eval-seg').dataset.share) > 90);
  const [red, blue] = await shares(page);
  assert.ok(red > blue, `Red, four men to one, is ahead: ${red} / ${blue}`);
  await page.uncheck('#eval-toggle');
  await page.waitForSelector('#eval-bar', { state: 'hidden' });
  assert.equal(await page.locator('#eval-graph').isVisible(), false);
  assert.deepEqual(errors, []);
  await context.close();
});
