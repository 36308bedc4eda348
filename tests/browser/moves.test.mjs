// The move list: First / Back / Next / Last and the arrow keys (one Tab stop,
// the focus following the move on screen); the question before a move played
// from an earlier position drops the later ones; and the list, kept up to date
// hop by hop, always reads the same as one drawn whole from the saved game;
// so does the save's text, also kept up hop by hop.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { setup, openPage, shot, settle, historyInfo, moveList, clickSomeMove } from './harness.mjs';
import { mulberry32 } from '../shared/prng.mjs';

let env;
before(async () => { env = await setup(); });
after(async () => { await env?.teardown(); });

/** A new two-player game with `n` hops played through the element. */
async function played(page, n, players = 2) {
  await page.evaluate(({ n, players }) => {
    const b = document.querySelector('hex-checkers');
    b.newGame({ players, radius: 5 });
    for (let i = 0; i < n; i++) b.play(b.game.legalMoves()[i % b.game.legalMoves().length]);
  }, { n, players });
  await settle(page);
}

const nav = (page, label) => page.locator('#move-nav button', { hasText: label });
const focusedIndex = (page) => page.evaluate(() => document.activeElement?.dataset?.index ?? null);

test('First, Back, Next, Last and the arrow keys go through the moves; the list is one Tab stop', async () => {
  const { page, errors, context } = await openPage(env.browser, env.server.url);
  await played(page, 6);
  assert.equal(await nav(page, 'Next').isDisabled(), true, 'at the end: no Next');
  assert.equal(await nav(page, 'Last').isDisabled(), true);
  await nav(page, 'First').click();
  assert.equal((await historyInfo(page)).cursor, 0);
  await settle(page); // the buttons are drawn with the list, at the next frame
  assert.equal(await nav(page, 'Back').isDisabled(), true, 'at the start: no Back');
  await nav(page, 'Next').click();
  assert.equal((await historyInfo(page)).cursor, 1);
  await nav(page, 'Last').click();
  assert.equal((await historyInfo(page)).cursor, 6);
  await nav(page, 'Back').click();
  assert.equal((await historyInfo(page)).cursor, 5);
  await settle(page);

  // One Tab stop: the move on screen.
  const stops = await page.locator('#move-list button[tabindex="0"]').evaluateAll((bs) => bs.map((b) => [b.dataset.index, b.getAttribute('aria-current')]));
  assert.deepEqual(stops, [['5', 'step']]);
  await page.locator('#move-list button[data-index="5"]').focus();
  await page.keyboard.press('ArrowLeft');
  assert.equal((await historyInfo(page)).cursor, 4);
  assert.equal(await focusedIndex(page), '4', 'the focus follows the move');
  await page.keyboard.press('ArrowUp');
  assert.equal((await historyInfo(page)).cursor, 3);
  await page.keyboard.press('Home');
  assert.deepEqual([(await historyInfo(page)).cursor, await focusedIndex(page)], [0, '0']);
  await page.keyboard.press('ArrowLeft');
  assert.equal((await historyInfo(page)).cursor, 0, 'nothing before the start');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowDown');
  assert.deepEqual([(await historyInfo(page)).cursor, await focusedIndex(page)], [2, '2']);
  await page.keyboard.press('End');
  assert.deepEqual([(await historyInfo(page)).cursor, await focusedIndex(page)], [6, '6']);
  assert.equal((await historyInfo(page)).length, 6, 'looking changes nothing');
  await shot(page, 'moves-nav');
  assert.deepEqual(errors, []);
  await context.close();
});

test('a move played from an earlier position asks first; keeping the moves changes nothing', async () => {
  const { page, errors, context } = await openPage(env.browser, env.server.url);
  await played(page, 4);
  const before = await moveList(page);
  await page.click('#move-list button[data-index="2"]');
  await clickSomeMove(page);
  const ask = page.locator('hex-checkers dialog.ask');
  await ask.waitFor();
  assert.match(await ask.innerText(), /from move 2\?[\s\S]*drops the 2 moves after it/);
  await shot(page, 'moves-ask');
  await page.keyboard.press('Escape');
  await ask.waitFor({ state: 'hidden' });
  assert.deepEqual(await historyInfo(page), { cursor: 2, length: 4 }, 'Escape keeps every move');
  assert.equal(await moveList(page), before);
  await clickSomeMove(page);
  await ask.locator('button', { hasText: 'Keep them' }).click();
  await ask.waitFor({ state: 'hidden' }); // the answer comes with the dialog's close event, a task after the click
  assert.deepEqual(await historyInfo(page), { cursor: 2, length: 4 }, 'Keep them keeps every move');

  // Play here: the move is made and the later ones go.
  await clickSomeMove(page);
  await ask.locator('button.primary').click();
  await page.waitForFunction(() => document.querySelector('hex-checkers').history.length === 3);
  assert.deepEqual(await historyInfo(page), { cursor: 3, length: 3 });

  // After an undo, a move replaces the redo line without asking (undo is a take-back).
  await page.click('#undo-btn');
  assert.deepEqual(await historyInfo(page), { cursor: 2, length: 3 });
  await clickSomeMove(page);
  assert.deepEqual(await historyInfo(page), { cursor: 3, length: 3 });
  assert.equal(await ask.isVisible(), false, 'no question after an undo');
  assert.deepEqual(errors, []);
  await context.close();
});

test('the list and the save kept up hop by hop read the same as made whole (chains, results, plays from earlier moves)', async () => {
  const { page, errors, context } = await openPage(env.browser, env.server.url);
  const random = mulberry32(3);
  await page.evaluate(() => document.querySelector('hex-checkers').newGame({ players: 3, radius: 4 }));
  const saveIsWhole = () => page.evaluate(() => {
    const b = document.querySelector('hex-checkers');
    dispatchEvent(new Event('pagehide')); // the autosave writes what waits (it writes soon after a change)
    return b.recordText() === JSON.stringify(b.record()) && b.recordText() === window.localStorage.getItem('hex-checkers/game');
  });
  for (let round = 0; round < 25; round++) {
    const steps = Array.from({ length: 8 }, () => random());
    const jump = random();
    await page.evaluate(({ steps, jump }) => {
      const b = document.querySelector('hex-checkers');
      for (const r of steps) {
        const legal = b.game.legalMoves();
        if (!legal.length) break;
        b.play(legal[Math.floor(r * legal.length)]);
      }
      if (jump < 0.4) b.goTo(Math.floor(jump * b.history.length)); // look back, then play from there next round
      else if (jump < 0.55) b.undo();
    }, { steps, jump });
    assert.equal(await saveIsWhole(), true, `round ${round}: the save's text is the record's JSON`);
    await settle(page); // a frame now and then: the list is updated between some hops, not all
  }
  // Back into the middle of a chain, play on from there (the turn's line is cut in two and grows again),
  // then look back at the middle of the game (greyed lines after it).
  const chain = await page.evaluate(() => {
    const b = document.querySelector('hex-checkers');
    return b.history.entries.findIndex((e, i) => i > 0 && i < b.history.length && e.hop.chaining);
  });
  assert.ok(chain > 0, 'the game has a chain to cut');
  await page.evaluate((i) => document.querySelector('hex-checkers').goTo(i), chain);
  await settle(page);
  await page.evaluate(() => { const b = document.querySelector('hex-checkers'); b.play(b.game.legalMoves().at(-1)); });
  assert.equal(await saveIsWhole(), true, 'after a chain cut in two');
  await settle(page);
  await page.evaluate(() => { const b = document.querySelector('hex-checkers'); b.goTo(Math.floor(b.history.length / 2)); });
  // Every line with its class (greyed after the move on screen), every button with its label and mark.
  const drawn = async () => {
    await settle(page);
    return page.locator('#move-list li').evaluateAll((lis) => lis.map((li) => [
      li.className, li.textContent,
      ...[...li.querySelectorAll('button')].map((b) => `${b.getAttribute('aria-label')}|${b.getAttribute('aria-current')}|${b.tabIndex}`),
    ]));
  };
  const kept = await drawn();
  const cursor = (await historyInfo(page)).cursor;
  assert.ok(kept.length > 12, `a long list (${kept.length} lines)`);
  assert.ok(kept.some(([cls]) => cls === 'future'), 'lines after the move on screen');
  const greyed = await page.locator('#move-list li:has(.hops)').evaluateAll((lis, c) => lis
    .filter((li) => li.classList.contains('future') !== Number(li.querySelector('button').dataset.index) > c)
    .map((li) => li.textContent), cursor);
  assert.deepEqual(greyed, [], 'greyed exactly the turns after the move on screen');
  await page.reload();
  await page.waitForSelector('html[data-ready="true"]');
  assert.equal((await historyInfo(page)).cursor, cursor);
  assert.deepEqual(await drawn(), kept, 'the same list as one drawn whole from the save');
  assert.deepEqual(errors, []);
  await context.close();
});
