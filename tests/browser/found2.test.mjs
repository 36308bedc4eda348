// What the playtest of issue 36 found, each fixed and held here: a wrong puzzle try taken back leaves
// the board at the end of its line (not looking back); the puzzle's two measures are told apart; six
// armies' chips keep their names at 1440x900 beside "crowned"; the non-visual log has room for its
// numbers; the screen-reader region speaks the new language after a switch; a second click on a
// picked-up piece puts it back.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { setup, openPage, shot, cell, settle, restore, position, eachView, liveText, ROOT } from './harness.mjs';

let env;
before(async () => { env = await setup(); });
after(async () => { await env?.teardown(); });

const DATA = JSON.parse(readFileSync(path.join(ROOT, 'www/app/puzzles/puzzles.json'), 'utf8'));
const DIALOG = '#puzzles-dialog';
const hintText = (page) => page.evaluate(() => document.querySelector('hex-checkers').shadowRoot.querySelector('.notes .hint').textContent);

test('puzzles: a wrong try taken back leaves the board at the end of its line; the task and the feedback say which measure each is', async () => {
  const { page, errors, context } = await openPage(env.browser, env.server.url);
  await page.click('#puzzles-btn');
  await page.waitForSelector(`${DIALOG}[open][data-state="playing"]`);
  const id = await page.locator(DIALOG).getAttribute('data-puzzle');
  const puzzle = DATA.puzzles.find((p) => p.id === id);
  assert.match(await page.locator(`${DIALOG} .puzzle-task`).innerText(), /wins material: [+−]\d+\.\d men, counted at the end of the line\.$/);
  const wrong = puzzle.checks.find((c) => c.at === 0).scores[1];
  await page.locator(`${DIALOG} hex-checkers g[data-key="${wrong[0]},${wrong[1]}"]`).click();
  await page.locator(`${DIALOG} hex-checkers g[data-key="${wrong[2]},${wrong[3]}"]`).click();
  await page.waitForSelector(`${DIALOG} .puzzle-feedback.wrong`);
  assert.match(await page.locator(`${DIALOG} .puzzle-feedback`).innerText(), /\(a score weighs the position as well as the men\)\. Taken back/);
  const board = await page.evaluate((d) => {
    const el = document.querySelector(`${d} hex-checkers`);
    return { cursor: el.history.cursor, length: el.history.length, lookingBack: el.lookingBack, notes: el.shadowRoot.querySelector('.notes').textContent };
  }, DIALOG);
  assert.deepEqual([board.cursor, board.length, board.lookingBack], [0, 0, false], 'the wrong hop is gone, not kept to redo');
  assert.doesNotMatch(board.notes, /Viewing move/);
  await shot(page, 'found2-puzzle-wrong');
  assert.deepEqual(errors, []);
  await context.close();
});

test('six armies at 1440x900: every chip shows its whole name, beside "crowned" too, in English and German', async () => {
  const { page, errors, context } = await openPage(env.browser, env.server.url);
  await page.evaluate(() => document.querySelector('hex-checkers').newGame({ players: 6, radius: 5, kinds: Array(6).fill('human') }));
  // Blue (seat 1) to move, a man beside the centre: it steps on and is crowned.
  await restore(page, position({ players: 6, radius: 5, turn: 1, pieces: { '0,-1': 'b', '3,1': 'a', '-3,2': 'c', '2,-4': 'd', '-2,-2': 'e', '4,-3': 'f', '0,3': 'B' } }));
  await page.evaluate(() => {
    const el = document.querySelector('hex-checkers');
    el.play(el.game.legalMoves().find((m) => m.to.q === 0 && m.to.r === 0));
  });
  const cut = () => page.evaluate(() => [...document.querySelector('hex-checkers').shadowRoot.querySelectorAll('.seat')]
    .filter((s) => { const n = s.querySelector('.name'); return n.scrollWidth > n.clientWidth + 0.5; })
    .map((s) => s.textContent));
  for (const tag of ['en', 'de']) {
    if (tag !== 'en') await page.selectOption('#language-select', tag);
    await page.waitForFunction((w) => document.querySelector('hex-checkers').shadowRoot.querySelector('.seat.just-crowned .note')?.textContent === w, tag === 'en' ? 'crowned' : 'gekrönt');
    await settle(page);
    assert.deepEqual(await cut(), [], `no name cut (${tag})`);
  }
  await page.selectOption('#language-select', 'en');
  await page.waitForFunction(() => document.querySelector('hex-checkers').shadowRoot.querySelector('.seat.just-crowned .note')?.textContent === 'crowned');
  await eachView(page, async (view) => {
    await settle(page);
    await shot(page, `found2-six-chips-${view}`);
  });
  assert.deepEqual(errors, []);
  await context.close();
});

test('the non-visual log has room for its line numbers up to its limit', async () => {
  const { page, errors, context } = await openPage(env.browser, env.server.url);
  await page.keyboard.press('Alt+Shift+KeyN');
  await page.waitForSelector('#nonvisual:not([hidden]) #nonvisual-log');
  const room = await page.evaluate(() => {
    const log = document.getElementById('nonvisual-log');
    const style = getComputedStyle(log);
    const probe = document.createElement('span');
    probe.textContent = '2000. '; // the log keeps 2000 lines (mode.js LOG_LIMIT)
    probe.style.font = style.font;
    probe.style.whiteSpace = 'pre';
    probe.style.position = 'absolute';
    document.body.append(probe);
    const need = probe.getBoundingClientRect().width;
    probe.remove();
    return { need, have: parseFloat(style.paddingInlineStart) };
  });
  assert.ok(room.have >= room.need, `the log's numbers need ${room.need} px, it gives ${room.have}`);
  assert.deepEqual(errors, []);
  await context.close();
});

test('after a language switch the screen-reader region speaks the new language at once', async () => {
  const { page, errors, context } = await openPage(env.browser, env.server.url);
  await page.evaluate(() => {
    const el = document.querySelector('hex-checkers');
    el.newGame({ players: 2, radius: 5, kinds: ['human', 'human'] });
    el.play(el.game.legalMoves()[0]);
  });
  await page.waitForFunction(() => /Blue/.test(document.querySelector('hex-checkers').shadowRoot.querySelector('.sr-only').textContent));
  const english = await liveText(page);
  await page.selectOption('#language-select', 'fr');
  await page.waitForFunction(() => document.documentElement.lang === 'fr'
    && document.querySelector('hex-checkers').shadowRoot.querySelector('.sr-only').textContent === document.querySelector('hex-checkers').turnWords());
  const french = await liveText(page);
  assert.notEqual(french, english);
  assert.match(french, /Bleu/);
  assert.deepEqual(errors, []);
  await context.close();
});

test('a second click on a picked-up piece puts it back: one sentence in the status, no targets left', async () => {
  const { page, errors, context } = await openPage(env.browser, env.server.url);
  await page.evaluate(() => document.querySelector('hex-checkers').newGame({ players: 2, radius: 5, kinds: ['human', 'human'] }));
  await settle(page);
  await cell(page, '-1,5').click();
  await page.waitForFunction(() => /picked up/.test(document.querySelector('hex-checkers').shadowRoot.querySelector('.notes .hint').textContent));
  await cell(page, '-1,5').click();
  await page.waitForFunction(() => /^Pick up a ringed piece/.test(document.querySelector('hex-checkers').shadowRoot.querySelector('.notes .hint').textContent));
  const left = await page.evaluate(() => [...document.querySelector('hex-checkers').shadowRoot.querySelectorAll('g[data-key]')]
    .filter((g) => /move here|jump here/.test(g.getAttribute('aria-label'))).length);
  assert.equal(left, 0);
  assert.match(await hintText(page), /^Pick up a ringed piece[^.]*\.$/);
  // A third click picks it up again.
  await cell(page, '-1,5').click();
  await page.waitForFunction(() => /picked up/.test(document.querySelector('hex-checkers').shadowRoot.querySelector('.notes .hint').textContent));
  assert.deepEqual(errors, []);
  await context.close();
});
