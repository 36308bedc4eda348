// Friction a player found (issue 22's friction list): who is the computer (the chips,
// the result and the library name every bot and its level) and whose move it is (a cue on screen).

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { setup, openPage, settle, shot } from './harness.mjs';

let env;
before(async () => { env = await setup(); });
after(async () => { await env?.teardown(); });

/** A new game with these seat kinds, bots paused (nothing moves by itself). */
async function newGame(page, kinds) {
  await page.evaluate((k) => {
    const el = document.querySelector('hex-checkers');
    el.paused = true;
    el.newGame({ players: k.length, kinds: k });
  }, kinds);
  await settle(page);
}

/** Every army chip's text, spaces collapsed. */
const chips = (page) => page.evaluate(() => [...document.querySelector('hex-checkers').shadowRoot.querySelectorAll('.seat')]
  .map((c) => ({ text: c.innerText.replace(/\s+/g, ' ').trim(), label: c.getAttribute('aria-label') })));

/** The turn line's "Your move" cue, or null. */
const yourMove = (page) => page.evaluate(() => document.querySelector('hex-checkers').shadowRoot.querySelector('.turn .your-move')?.textContent ?? null);

/** Resigns `seat` and waits for the result panel. */
async function resignAndShow(page, seat) {
  await page.evaluate((s) => document.querySelector('hex-checkers').resign(s), seat);
  await page.waitForSelector('#result-dialog[open]');
}

test('who is the computer: at six seats every bot chip says "Bot N", a person\'s does not', async () => {
  const { page, errors, context } = await openPage(env.browser, env.server.url);
  await newGame(page, ['human', 'bot5', 'human', 'bot1', 'bot3', 'human']);
  assert.equal(await yourMove(page), null, 'several people: the turn line names the army, no "your move"');
  const seen = await chips(page);
  assert.match(seen[1].text, /Blue \d+ Bot 5/);
  assert.match(seen[3].text, /Green \d+ Bot 1/);
  assert.match(seen[4].text, /Pink \d+ Bot 3/);
  for (const seat of [0, 2, 5]) assert.doesNotMatch(seen[seat].text, /Bot/, `seat ${seat} is a person`);
  assert.match(seen[1].label, /bot level 5/);
  assert.deepEqual(errors, []);
  await context.close();
});

test('against one bot: the chip says "Bot 5", the result "You lost to Bot 5", the library "Blue (Bot 5) won"', async () => {
  const { page, errors, context } = await openPage(env.browser, env.server.url);
  await newGame(page, ['human', 'bot5']);
  const seen = await chips(page);
  assert.match(seen[0].text, /Red \d+ you/);
  assert.match(seen[1].text, /Blue \d+ Bot 5/);
  assert.equal(await yourMove(page), 'Your move', 'the person\'s turn is marked on screen');
  await resignAndShow(page, 0);
  assert.equal(await yourMove(page), null, 'no cue once the game is over');
  assert.equal(await page.locator('#result-title').innerText(), 'You lost to Bot 5');
  assert.match((await page.locator('#result-rows tr').allInnerTexts())[0], /Blue · Bot 5/);
  await page.click('#result-dialog button[type="submit"]');
  await page.click('#games-btn');
  await page.waitForSelector('#games-dialog[open]');
  const first = await page.locator('#games-list > li').first().innerText();
  assert.match(first, /Blue \(Bot 5\) won \(resignation\)/);
  assert.match(first, /Red, Blue \(Bot 5\)/);
  assert.deepEqual(errors, []);
  await context.close();
});

test('beating the bot says "You beat Bot 2"; two people against a bot keep the army words', async () => {
  const { page, errors, context } = await openPage(env.browser, env.server.url);
  await newGame(page, ['bot2', 'human']);
  assert.equal(await yourMove(page), null, 'no cue while the bot is to move');
  await resignAndShow(page, 0);
  assert.equal(await page.locator('#result-title').innerText(), 'You beat Bot 2');
  for (const viewport of [{ width: 390, height: 844 }, { width: 1440, height: 900 }]) {
    for (const scheme of ['light', 'dark']) {
      await page.setViewportSize(viewport);
      await page.emulateMedia({ colorScheme: scheme });
      await settle(page);
      await shot(page, `friction-who-${viewport.width}-${scheme}`);
    }
  }
  await page.click('#result-dialog button[type="submit"]');
  await newGame(page, ['human', 'bot4', 'human']);
  await page.evaluate(() => document.querySelector('hex-checkers').resign(1)); // the game goes on: two people left
  await resignAndShow(page, 0);
  assert.equal(await page.locator('#result-title').innerText(), 'Orange wins');
  assert.deepEqual(errors, []);
  await context.close();
});
