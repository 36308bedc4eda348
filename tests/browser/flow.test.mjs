// The page's flow around a game against the computer (issue 22, what a player found): a table with a bot
// starts with a no-progress limit, kept and explained in the new-game dialog (friction 1); the level of
// "Play the computer" picked at the game's start, kept (friction 10); nothing moves when a bot's draw
// offer appears, and the six-seat dialog's Start stays on screen (bug 6); after a resignation the
// result panel shows the board as it stood before, and Result stays one click away while looking back
// (friction 3 and 4; the review panel is review.test.mjs).

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { setup, openPage, settle, shot, position, PHONE, DESKTOP } from './harness.mjs';
import { LEVEL_RATINGS } from '../../www/app/level-ratings.js';
import en from '../../www/i18n/en/app.js';

let env;
before(async () => { env = await setup(); });
after(async () => { await env?.teardown(); });

/** Screenshots at phone and desktop sizes, light and dark, named `name-<width>-<scheme>` (test-results/). */
async function shots(page, name, prepare = async () => {}) {
  for (const viewport of [PHONE, DESKTOP]) {
    for (const scheme of ['light', 'dark']) {
      await page.setViewportSize(viewport);
      await page.emulateMedia({ colorScheme: scheme });
      await prepare();
      await settle(page);
      await shot(page, `${name}-${viewport.width}-${scheme}`);
    }
  }
}

const rules = (page) => page.evaluate(() => document.querySelector('hex-checkers').settings.rules);
const kinds = (page) => page.evaluate(() => document.querySelector('hex-checkers').settings.kinds);

test('a table with a bot starts with no progress at 150 turns, says why, and keeps the choice; people only start with the law', async () => {
  const { page, errors, context } = await openPage(env.browser, env.server.url);
  assert.equal((await rules(page)).noProgress, 150, 'the first visit\'s game against the computer');
  await page.click('#new-game-btn');
  await page.selectOption('#players-select', '2');
  assert.equal(await page.inputValue('#no-progress-select'), '150');
  assert.match(await page.locator('#bot-rule-note').innerText(), /With a bot at the table, No progress starts at 150 turns/);
  await page.selectOption('#seat-rows [name="kind1"]', 'human');
  assert.equal(await page.inputValue('#no-progress-select'), '0', 'people only: the original law');
  assert.equal(await page.locator('#bot-rule-note').isVisible(), false);
  await page.selectOption('#seat-rows [name="kind1"]', 'bot3');
  assert.equal(await page.inputValue('#no-progress-select'), '150');
  await page.selectOption('#no-progress-select', '300');
  await shots(page, 'flow-new-game');
  await page.click('#new-game-dialog button[value="start"]');
  await page.waitForFunction(() => document.querySelector('hex-checkers').settings.rules.noProgress === 300);
  await page.reload();
  await page.waitForSelector('html[data-ready="true"]');
  await page.click('#new-game-btn');
  assert.equal(await page.inputValue('#no-progress-select'), '300', 'the choice is kept for the next game with a bot');
  await page.selectOption('#seat-rows [name="kind1"]', 'human');
  assert.equal(await page.inputValue('#no-progress-select'), '0');
  await page.click('#all-bots-btn');
  assert.equal(await page.inputValue('#no-progress-select'), '300', 'a watch game is a table with bots too');
  assert.deepEqual(errors, []);
  await context.close();
});

test('the level of "Play the computer" is picked at the start, kept, and gone once the game has begun', async () => {
  const { page, errors, context } = await openPage(env.browser, env.server.url);
  const picker = page.locator('#level-select');
  assert.equal(await picker.isVisible(), true, 'the first screen offers the level');
  assert.equal(await picker.inputValue(), 'bot2');
  // Each level with its rating (www/app/level-ratings.js), in the picker under the board and the dialog's.
  const said = Object.entries(LEVEL_RATINGS).map(([kind, rating]) => (rating === null ? en[`app.kind.${kind}`] : `${en[`app.kind.${kind}`]} · ~${rating.toLocaleString('en')}`)); // numbers as the language writes them
  assert.ok(Object.values(LEVEL_RATINGS).filter((r) => r !== null).length >= 4, 'the levels are rated');
  assert.deepEqual(await picker.locator('option').allTextContents(), said);
  assert.deepEqual(await page.locator('#all-bots-level option').allTextContents(), said);
  await shots(page, 'flow-level');
  await page.setViewportSize(DESKTOP);
  await picker.selectOption('bot4');
  await page.waitForFunction(() => document.querySelector('hex-checkers').settings.kinds[1] === 'bot4');
  assert.equal(await page.evaluate(() => document.querySelector('hex-checkers').history.length), 0, 'the same game, not begun');
  // A first visit again (no game saved): the kept level.
  await page.evaluate(() => {
    dispatchEvent(new Event('pagehide')); // the page's autosave writes what waits (element-storage.js, DeferredSave)
    localStorage.removeItem('hex-checkers/game');
  });
  await page.reload();
  await page.waitForSelector('html[data-ready="true"]');
  assert.deepEqual(await kinds(page), ['human', 'bot4']);
  assert.equal(await picker.inputValue(), 'bot4');
  // Once a move is played the picker goes (New game changes the table).
  await page.evaluate(() => {
    const el = document.querySelector('hex-checkers');
    el.play(el.game.legalMoves()[0]);
  });
  await picker.waitFor({ state: 'hidden' });
  assert.deepEqual(errors, []);
  await context.close();
});

/** The board's box on screen. */
const boardBox = (page) => page.evaluate(() => {
  const r = document.querySelector('hex-checkers').shadowRoot.querySelector('.board-wrap').getBoundingClientRect();
  return { x: r.x, y: r.y, width: r.width, height: r.height };
});

test("the board does not move when the bot's draw offer appears", async () => {
  for (const viewport of [PHONE, DESKTOP]) {
    const { page, errors, context } = await openPage(env.browser, env.server.url, { viewport });
    // Two kings each, thirty quiet turns: Blue (a bot, to move) offers a draw at once when the bots run.
    const dead = `${position({ players: 2, radius: 5, turn: 1, pieces: { '-3,3': 'A', '-2,4': 'A', '3,-3': 'B', '2,-4': 'B' } })} rules=40,0;quiet=30`;
    await page.evaluate((text) => {
      const el = document.querySelector('hex-checkers');
      el.paused = true;
      el.newGame({ players: 2, kinds: ['human', 'bot3'] });
      el.restore(text);
    }, dead);
    await settle(page);
    const before = await boardBox(page);
    const asked = page.evaluate(() => new Promise((resolve) => {
      document.querySelector('hex-checkers').addEventListener('hc-drawoffer', (e) => { if (e.detail.asking === 0) resolve(); });
    }));
    await page.evaluate(() => { document.querySelector('hex-checkers').paused = false; });
    await asked;
    await page.locator('hex-checkers .question:not([hidden])').waitFor();
    await settle(page);
    const after = await boardBox(page);
    assert.deepEqual(after, before, `${viewport.width} px: the board stays where it was`);
    const accept = page.locator('hex-checkers .question button.accept');
    assert.equal(await accept.isVisible(), true);
    if (viewport === DESKTOP) await shots(page, 'flow-offer');
    assert.deepEqual(errors, []);
    await context.close();
  }
});

test("the six-seat new-game dialog's Start is on screen without scrolling, phone and desktop", async () => {
  for (const viewport of [PHONE, DESKTOP]) {
    const { page, errors, context } = await openPage(env.browser, env.server.url, { viewport });
    await page.click('#new-game-btn');
    await page.selectOption('#players-select', '6');
    await page.selectOption('#clock-select', 'custom'); // the tallest the dialog gets
    await settle(page);
    const start = await page.evaluate(() => {
      const b = document.querySelector('#new-game-dialog button[value="start"]');
      const r = b.getBoundingClientRect();
      const hit = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
      return { top: r.top, bottom: r.bottom, height: window.innerHeight, hit: hit === b || b.contains(hit) };
    });
    assert.ok(start.top >= 0 && start.bottom <= start.height, `${viewport.width} px: Start at ${start.top}-${start.bottom} of ${start.height}`);
    assert.ok(start.hit, 'nothing covers it');
    if (viewport === DESKTOP) await shots(page, 'flow-six-seats');
    await page.click('#new-game-dialog button[value="start"]');
    await page.waitForFunction(() => document.querySelector('hex-checkers').settings.players === 6);
    assert.deepEqual(errors, []);
    await context.close();
  }
});

test('after a resignation the result shows the board as it stood before; the move list shows it; Result stays while looking back', async () => {
  const { page, errors, context } = await openPage(env.browser, env.server.url);
  await page.evaluate(() => {
    const el = document.querySelector('hex-checkers');
    el.paused = true;
    el.newGame({ players: 2, kinds: ['human', 'human'] });
    for (let i = 0; i < 4; i++) el.play(el.game.legalMoves()[0]);
    el.resign(0);
  });
  await page.waitForSelector('#result-dialog[open]');
  const pieces = (root) => page.evaluate((r) => {
    const host = r ? document.getElementById(r) : document.querySelector('hex-checkers');
    return host.shadowRoot.querySelectorAll('.piece.s0').length;
  }, root);
  // The law: the loser's pieces leave the board (drawn at the board's next frame, which may follow the panel).
  await page.waitForFunction(() => document.querySelector('hex-checkers').shadowRoot.querySelectorAll('.piece.s0').length === 0);
  assert.equal(await pieces(null), 0, 'the law: the loser\'s pieces leave the board');
  assert.equal(await page.locator('#result-last-text').innerText(), 'The board before Red resigned.');
  assert.equal(await page.locator('#result-board').getAttribute('aria-label'), 'The board before Red resigned');
  assert.equal(await pieces('result-board'), 7, 'the panel shows Red\'s seven men');
  await shots(page, 'flow-result-last');
  await page.setViewportSize(DESKTOP);
  await page.click('#result-last-btn');
  await page.waitForFunction(() => document.querySelector('hex-checkers').history.cursor === 4);
  await settle(page);
  assert.equal(await pieces(null), 7, 'the board shows it');
  assert.match(await page.locator('#move-list [aria-current="step"]').getAttribute('aria-label'), /move 2, Blue/); // the fourth hop: Blue's turn of round 2
  // Looking back, the result is still one click away, and says the game's end.
  assert.equal(await page.locator('#result-btn').isVisible(), true);
  await page.click('#result-btn');
  await page.waitForSelector('#result-dialog[open]');
  assert.equal(await page.locator('#result-title').innerText(), 'Blue wins');
  assert.match(await page.locator('#result-why').innerText(), /resign/);
  assert.equal(await page.locator('#rematch-btn').isVisible(), true);
  assert.deepEqual(errors, []);
  await context.close();
});
