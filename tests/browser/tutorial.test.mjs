// The tutorial (www/app/tutorial/): opened from the rules panel, every lesson
// completed by its right moves (by click, and one by keyboard), a wrong move
// explained and taken back, a refused piece explained in the engine's words,
// the hint drawn on the lesson's board, and progress kept across a reload.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { setup, openPage, shot, gotoPlayable, PHONE } from './harness.mjs';

let env;
before(async () => { env = await setup(); });
after(async () => { await env?.teardown(); });

const board = '#tutorial-dialog hex-checkers';
const cellOf = (page, key) => page.locator(`${board} g[data-key="${key}"]`);
const feedback = (page) => page.locator('#tutorial-dialog .lesson-feedback');
/** The lessons as the page has them: id, title and the solution hops. */
const lessons = (page) => page.evaluate(async () => {
  const { LESSONS } = await import('./www/app/tutorial/lessons.js');
  return LESSONS.map((l) => ({ id: l.id, title: l.title, solution: l.solution, snapshot: l.snapshot }));
});
const boardSnapshot = (page) => page.evaluate((sel) => document.querySelector(sel).snapshot(), board);

async function openTutorial(page) {
  await page.click('#rules-btn');
  await page.click('#tutorial-btn');
  await page.waitForSelector('#tutorial-dialog[open]');
  await page.waitForFunction((sel) => document.querySelector(sel)?.game, board);
}

/** Waits until lesson `n` (from 1) is on the lesson's board in its starting position. */
async function waitLesson(page, n, snapshot) {
  await page.waitForFunction(([title, sel, snap]) => document.getElementById('lesson-title').textContent.startsWith(title)
    && document.querySelector(sel).snapshot() === snap, [`Lesson ${n} of`, board, snapshot]);
}

/** Plays one hop by clicking its piece and its target, and waits for the hop to be on the board. */
async function clickHop(page, hop) {
  const [from, to] = hop.split('>');
  const before = await page.evaluate((sel) => document.querySelector(sel).history.length, board);
  await cellOf(page, from).click();
  await cellOf(page, to).click();
  await page.waitForFunction(([sel, n]) => document.querySelector(sel).history.length === n + 1, [board, before]);
}

test('every lesson is completed by its right moves; progress is kept across a reload', async () => {
  const { page, errors, context } = await openPage(env.browser, env.server.url);
  await openTutorial(page);
  const all = await lessons(page);
  assert.equal(all.length, 8);
  for (const [i, lesson] of all.entries()) {
    await waitLesson(page, i + 1, lesson.snapshot);
    if (i === 1) {
      // Lesson 2 by keyboard: Enter on the piece, Enter on its target.
      const [from, to] = lesson.solution[0].split('>');
      await cellOf(page, from).focus();
      await page.keyboard.press('Enter');
      await cellOf(page, to).focus();
      await page.keyboard.press('Enter');
    } else {
      for (const hop of lesson.solution) await clickHop(page, hop);
    }
    await page.waitForSelector('#tutorial-dialog .lesson-feedback.right');
    assert.match(await feedback(page).innerText(), /^Right/);
    assert.equal(await page.locator(`#tutorial-dialog button[data-lesson="${lesson.id}"].done`).count(), 1);
    if (i === 5) await shot(page, 'tutorial-elimination');
    if (i < all.length - 1) await page.click('#tutorial-dialog button:has-text("Next lesson")');
  }
  assert.equal(await page.locator('#tutorial-dialog .lesson-nav .panel-note').innerText(), '8 of 8 lessons done.');
  // Remembered: after a reload every lesson is still marked done.
  await gotoPlayable(page, env.server.url);
  await openTutorial(page);
  await page.waitForFunction(() => document.querySelectorAll('#tutorial-dialog .lesson-list button.done').length === 8);
  assert.match(await page.locator('#tutorial-dialog button[data-lesson="skip"]').getAttribute('aria-label'), /, done$/);
  assert.deepEqual(errors, []);
  await context.close();
});

test('a wrong move is explained and can be tried again; a refused piece is explained; the hint shows the move', async () => {
  const { page, errors, context } = await openPage(env.browser, env.server.url);
  await openTutorial(page);
  const all = await lessons(page);
  await waitLesson(page, 1, all[0].snapshot);
  // A sideways step is legal, but not what the lesson asked.
  await clickHop(page, '0,2>1,2');
  await page.waitForSelector('#tutorial-dialog .lesson-feedback.wrong');
  assert.match(await feedback(page).innerText(), /^Not this time\. That step is legal, but it goes along your edge/);
  assert.equal(await page.locator(`${board}[readonly]`).count(), 1);
  assert.equal(await page.locator('#tutorial-dialog button[data-lesson="step"].done').count(), 0);
  await shot(page, 'tutorial-wrong');
  await page.click('#tutorial-dialog button:has-text("Start again")');
  await waitLesson(page, 1, all[0].snapshot);
  assert.equal(await feedback(page).innerText(), '');
  // The hint: an arrow from the piece of the solution to its target.
  await page.click('#tutorial-dialog button:has-text("Hint")');
  await page.waitForFunction((sel) => document.querySelector(sel).shadowRoot.querySelector('.arrows line.hint'), board);
  assert.match(await page.locator(`${board} .status`).innerText(), /Hint: move .*Red man to/);
  // Lesson 2: the man that cannot jump is refused, in the engine's words, and nothing moves.
  await page.click('#tutorial-dialog button[data-lesson="capture"]');
  await waitLesson(page, 2, all[1].snapshot);
  await cellOf(page, '2,1').click();
  await page.waitForFunction(() => /capture is compulsory/.test(document.querySelector('#tutorial-dialog .lesson-feedback').textContent));
  assert.equal(await boardSnapshot(page), all[1].snapshot);
  // Choosing between captures: the short jump is legal, explained, not counted.
  await page.click('#tutorial-dialog button[data-lesson="choose"]');
  await waitLesson(page, 4, all[3].snapshot);
  await clickHop(page, '-1,3>-3,3');
  await page.waitForSelector('#tutorial-dialog .lesson-feedback.wrong');
  assert.match(await feedback(page).innerText(), /took one piece and ended the turn/);
  assert.deepEqual(errors, []);
  await context.close();
});

test('on a phone the lessons are a row of numbers (named by their titles) and the lesson\'s board is on the first screen', async () => {
  const { page, errors, context } = await openPage(env.browser, env.server.url, { viewport: PHONE });
  await page.click('#more-btn');
  await openTutorial(page);
  const all = await lessons(page);
  await waitLesson(page, 1, all[0].snapshot);
  const buttons = page.locator('#tutorial-dialog .lesson-list button');
  const tops = await buttons.evaluateAll((bs) => bs.map((b) => Math.round(b.getBoundingClientRect().top)));
  assert.equal(new Set(tops).size, 1, `the eight numbers share one row: ${tops}`);
  assert.deepEqual(await buttons.evaluateAll((bs) => bs.map((b) => b.innerText.trim())), all.map((_, i) => String(i + 1)));
  assert.equal(await buttons.nth(2).getAttribute('aria-label'), `3. ${all[2].title}`);
  const top = await page.locator(board).evaluate((b) => b.getBoundingClientRect().top);
  assert.ok(top < PHONE.height - 200, `the lesson's board starts on the first screen: ${top}`);
  await buttons.nth(2).click();
  await waitLesson(page, 3, all[2].snapshot);
  await shot(page, 'tutorial-phone');
  assert.deepEqual(errors, []);
  await context.close();
});
