// The Puzzles panel (docs/puzzles.md): today's puzzle is the same in two fresh
// browsers on the same date and another on another date; a puzzle solved by
// clicking and one by keyboard, the other armies' replies played by the page;
// a wrong move explained with the engine's scores and taken back; the rating
// up after a success and down after a failure, and kept across a reload; a
// refused storage said, nothing kept before lost; a puzzle made from a
// prepared game's blunder. No console errors.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { setup, openPage, shot, gotoPlayable, ROOT, PHONE, DESKTOP, openMenu } from './harness.mjs';
import { playBlunderGame, BLUNDER } from './blunder-game.mjs';

let env;
before(async () => { env = await setup(); });
after(async () => { await env?.teardown(); });

const DATA = JSON.parse(readFileSync(path.join(ROOT, 'www/app/puzzles/puzzles.json'), 'utf8'));
const byId = (id) => DATA.puzzles.find((p) => p.id === id);
const DIALOG = '#puzzles-dialog';
const cellOf = (page, q, r) => page.locator(`${DIALOG} hex-checkers g[data-key="${q},${r}"]`);
const feedback = (page) => page.locator(`${DIALOG} .puzzle-feedback`).innerText();

async function openPuzzles(page) {
  await openMenu(page); // the menu, where the phone layout hides it (on a desktop there is none to open)
  await page.click('#puzzles-btn');
  await page.waitForSelector(`${DIALOG}[open][data-state="playing"]`);
}

const shown = (page) => page.locator(DIALOG).getAttribute('data-puzzle');
const rating = async (page) => Number(await page.locator(DIALOG).getAttribute('data-rating'));
const historyLength = (page) => page.evaluate((d) => document.querySelector(`${d} hex-checkers`).history.cursor, DIALOG);

/** Plays the player's hops of the line (by click, or by keyboard), waiting for the page's replies between. */
async function solve(page, puzzle, { keyboard = false } = {}) {
  for (const [i, [seat, fq, fr, tq, tr]] of puzzle.line.entries()) {
    if (seat !== puzzle.player) continue;
    await page.waitForFunction(([d, n]) => document.querySelector(`${d} hex-checkers`).history.cursor === n, [DIALOG, i]);
    if (keyboard) {
      await cellOf(page, fq, fr).focus();
      await page.keyboard.press('Enter');
      await cellOf(page, tq, tr).focus();
      await page.keyboard.press('Enter');
    } else {
      await cellOf(page, fq, fr).click();
      await cellOf(page, tq, tr).click();
    }
  }
  await page.waitForSelector(`${DIALOG}[data-state="solved"]`);
}

/** A fresh browser whose clock says `when`. */
async function onDate(when) {
  const context = await env.browser.newContext({ viewport: DESKTOP, reducedMotion: 'reduce' });
  await context.clock.setFixedTime(new Date(when));
  return openPage(env.browser, env.server.url, { context });
}

test('today\'s puzzle is the same in two fresh browsers on one date, another on another date', async () => {
  const a = await onDate('2026-12-01T09:00:00');
  const b = await onDate('2026-12-01T21:00:00');
  const c = await onDate('2026-12-02T09:00:00');
  const ids = [];
  for (const { page } of [a, b, c]) {
    await openPuzzles(page);
    assert.match(await page.locator(`${DIALOG} h3`).innerText(), /^Puzzle of 2026-12-0[12]/);
    ids.push(await shown(page));
  }
  assert.equal(ids[0], ids[1]);
  assert.notEqual(ids[0], ids[2]);
  for (const x of [a, b, c]) {
    assert.deepEqual(x.errors, []);
    await x.context.close();
  }
});

test('a puzzle solved by clicking, one by keyboard; the rating goes up, a wrong move is explained and taken back, the rating goes down; all kept across a reload', async () => {
  const { page, errors, context } = await openPage(env.browser, env.server.url);
  await openPuzzles(page);
  assert.equal(await rating(page), 1500);
  // By clicking: the daily puzzle.
  const first = byId(await shown(page));
  await solve(page, first);
  assert.match(await feedback(page), /^Solved/);
  assert.equal(await historyLength(page), first.line.length, 'the replies were played by the page');
  const up = await rating(page);
  assert.ok(up > 1500, `up after a success (${up})`);
  await shot(page, 'puzzles-solved');

  // By keyboard: the next by rating.
  await page.click(`${DIALOG} button:has-text("Next by rating")`);
  await page.waitForFunction(([d, id]) => document.querySelector(d).dataset.puzzle !== id, [DIALOG, first.id]);
  const second = byId(await shown(page));
  await solve(page, second, { keyboard: true });
  const up2 = await rating(page);
  assert.ok(up2 > up, `up again (${up2})`);

  // A wrong move: explained in the engine's scores, taken back, and the rating goes down.
  await page.click(`${DIALOG} button:has-text("Next by rating")`);
  await page.waitForFunction(([d, id]) => document.querySelector(d).dataset.puzzle !== id, [DIALOG, second.id]);
  const third = byId(await shown(page));
  const [fq, fr, tq, tr] = third.checks[0].scores[1];
  await cellOf(page, fq, fr).click();
  await cellOf(page, tq, tr).click();
  await page.waitForSelector(`${DIALOG} .puzzle-feedback.wrong`);
  const said = await feedback(page);
  assert.match(said, /^Not this one\. The engine scores .+ men worse \(a score weighs the position as well as the men\)\. Taken back: try again\.$/);
  assert.equal(await historyLength(page), 0, 'taken back: the puzzle\'s position again');
  const down = await rating(page);
  assert.ok(down < up2, `down after a failure (${down})`);
  await shot(page, 'puzzles-wrong');
  // The solution, step by step, finishes it (no further change of rating).
  while (await page.locator(DIALOG).getAttribute('data-state') !== 'solved') {
    const n = await historyLength(page);
    await page.click(`${DIALOG} button:has-text("Show the solution")`);
    await page.waitForFunction(([d, k]) => document.querySelector(`${d} hex-checkers`).history.cursor > k
      || document.querySelector(d).dataset.state === 'solved', [DIALOG, n]);
  }
  assert.equal(await rating(page), down);
  const text = await page.locator(`${DIALOG} .puzzle-rating`).innerText();
  assert.match(text, /2 of 3 puzzles solved/);

  // Kept: after a reload the rating and the count are the same.
  await gotoPlayable(page, env.server.url);
  await openPuzzles(page);
  assert.equal(await rating(page), down);
  assert.equal(await page.locator(`${DIALOG} .puzzle-rating`).innerText(), text);
  assert.deepEqual(errors, []);
  await context.close();
});

test('a hint names the piece to move; storage refused is said, and what was kept before stays', async () => {
  const { page, errors, context } = await openPage(env.browser, env.server.url);
  const kept = JSON.stringify({ v: 1, player: { r: 1600, rd: 100, vol: 0.06 }, puzzles: {}, days: {} });
  await page.evaluate((k) => localStorage.setItem('hex-checkers/puzzles', k), kept);
  await page.evaluate(() => { Storage.prototype.setItem = () => { throw new DOMException('full', 'QuotaExceededError'); }; });
  await openPuzzles(page);
  assert.equal(await rating(page), 1600, 'the kept rating is read');
  const p = byId(await shown(page));
  await page.click(`${DIALOG} button:has-text("Hint")`);
  const [, fq, fr] = p.line[0];
  assert.match(await feedback(page), /^Hint: move the piece on [a-z]+\d+\.$/);
  await page.waitForSelector(`${DIALOG} .puzzle-notice:not([hidden])`);
  assert.match(await page.locator(`${DIALOG} .puzzle-notice`).innerText(), /refused to keep your puzzle progress/);
  assert.equal(await page.evaluate(() => localStorage.getItem('hex-checkers/puzzles')), kept, 'nothing kept before is lost');
  assert.ok(await cellOf(page, fq, fr).count());
  assert.deepEqual(errors, []);
  await context.close();
});

test('a prepared game\'s blunder, reviewed, becomes a "find the better move" puzzle: the blunder is explained and taken back, the better move solves it', async () => {
  const { page, errors, context } = await openPage(env.browser, env.server.url);
  await playBlunderGame(page);
  await page.click('#analyse-btn');
  await page.waitForFunction(() => /^Reviewed: \d+ turns\.$/.test(document.querySelector('#review-panel [role="status"]')?.textContent), null, { timeout: 60000 });
  // The review's better move at the blunder: the first hop of the line it kept.
  const better = await page.evaluate(() => JSON.parse(localStorage.getItem(Object.keys(localStorage).find((k) => k.startsWith('hex-checkers/review/')))).lines[0][0]);
  await page.evaluate(() => {
    for (const d of document.querySelectorAll('dialog[open]')) d.close();
    document.querySelector('hex-checkers').newGame({ players: 3, radius: 4 }); // the finished game is kept in the library
  });
  await openPuzzles(page);
  const rated = await rating(page);
  await page.click(`${DIALOG} button:has-text("From your games")`);
  await page.waitForFunction((d) => document.querySelector(d).dataset.puzzle.startsWith('own-'), DIALOG, { timeout: 60000 });
  assert.match(await page.locator(`${DIALOG} h3`).innerText(), /^From your game \(1 in all\): 2 armies, not rated$/);
  assert.match(await page.locator(`${DIALOG} .puzzle-task`).innerText(), /^You play Red\. In your game you lost \d+\.\d men here: find the better move\.$/);
  // The blunder again: explained by the review's scores, taken back.
  const [[bq, br], [tq, tr]] = BLUNDER.map((k) => k.split(','));
  await cellOf(page, bq, br).click();
  await cellOf(page, tq, tr).click();
  await page.waitForSelector(`${DIALOG} .puzzle-feedback.wrong`);
  assert.match(await feedback(page), /^Not this one\. The engine scores [a-i]\d–[a-i]\d at [+−]\d+\.\d men for you .+ \d+\.\d men worse \(a score weighs the position as well as the men\)\. Taken back: try again\.$/);
  assert.equal(await historyLength(page), 0);
  // The better move solves it; an own puzzle is not rated.
  const [[fq, fr], [gq, gr]] = [better.from, better.to].map((k) => k.split(','));
  await cellOf(page, fq, fr).click();
  await cellOf(page, gq, gr).click();
  await page.waitForSelector(`${DIALOG}[data-state="solved"]`);
  assert.equal(await rating(page), rated);
  await shot(page, 'puzzles-own');
  assert.deepEqual(errors, []);
  await context.close();
});

test('screenshots: phone and desktop, light and dark', async () => {
  for (const [viewport, name] of [[PHONE, 'phone'], [DESKTOP, 'desktop']]) {
    for (const scheme of ['light', 'dark']) {
      const context = await env.browser.newContext({ viewport, colorScheme: scheme, reducedMotion: 'reduce' });
      const { page, errors } = await openPage(env.browser, env.server.url, { context });
      await openPuzzles(page);
      await shot(page, `puzzles-${name}-${scheme}`);
      assert.deepEqual(errors, []);
      await context.close();
    }
  }
});
