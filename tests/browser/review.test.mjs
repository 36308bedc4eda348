// The review (www/app/analysis/review.js) of a finished game on a prepared
// record: Red's first turn steps a man where Blue's man jumps it for nothing
// (the known blunder). From the result panel, Analyse: a progress bar, then
// exactly that turn marked, the summary per army, a click on the mark shows
// the position before it with the bot's preferred move as an arrow (not the
// blunder) and the line it expected, the review staying open beside the board with Result one click away; a second review of the same game comes from the cache; Cancel;
// Review from a game's row in the library.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { setup, openPage, shot, settle, PHONE, DESKTOP } from './harness.mjs';
import { playBlunderGame } from './blunder-game.mjs';

let env;
before(async () => { env = await setup(); });
after(async () => { await env?.teardown(); });

test('a finished game: the known blunder is marked, the bot\'s move shown, the review cached', async () => {
  const { page, errors, context } = await openPage(env.browser, env.server.url);
  await playBlunderGame(page);
  await page.click('#analyse-btn');
  await page.waitForSelector('#review-panel:not([hidden])');
  await page.waitForFunction(() => /^Reviewed: \d+ turns\.$/.test(document.querySelector('#review-panel [role="status"]').textContent), null, { timeout: 60000 });
  const marks = await page.locator('#review-panel .review-mark button').evaluateAll((bs) => bs.map((b) => ({ index: b.dataset.index, mark: b.dataset.mark, text: b.textContent })));
  assert.equal(marks.length, 1, JSON.stringify(marks));
  assert.equal(marks[0].index, '0');
  assert.match(marks[0].mark, /^(mistake|blunder)$/);
  // Numbered as the move list numbers the move (issue 36, friction 5: it said "Turn 3" for the list's "2.").
  assert.match(marks[0].text, /^Move 1, Red: (mistake|blunder) \(lost \d+\.\d men\): played [a-i]\d[-x][a-i]\d, the bot's move [a-i]\d[-x][a-i]\d$/);
  const rows = await page.locator('#review-panel tbody tr').evaluateAll((trs) => trs.map((tr) => tr.innerText.split('\t')));
  assert.deepEqual(rows.map((r) => r[0]), ['Red', 'Blue']);
  // Red was to move three times: the blunder, a quiet step, the resignation (not judged): one of two clean.
  assert.equal(rows[0][1], '3');
  assert.equal(rows[0][2], '50%');
  assert.equal(rows[1][5], '0'); // Blue: no blunder
  // The line the bot expected there: its first hop is not the blunder (1,1>1,0).
  const line = await page.locator('#review-panel .review-line').innerText();
  assert.match(line, /^The bot's line: ([a-i]\d[-x][a-i]\d ?){2,6}$/);
  const first = await page.evaluate(() => JSON.parse(localStorage.getItem(Object.keys(localStorage).find((k) => k.startsWith('hex-checkers/review/')))).lines[0][0]);
  assert.notDeepEqual([first.from, first.to], ['1,1', '1,0']);
  await shot(page, 'review-marked');
  // The mark: the position before it, with the bot's move drawn (another move than the blunder).
  await page.click('#review-panel .review-mark button');
  await page.waitForFunction(() => document.querySelector('hex-checkers').history.cursor === 0);
  await page.waitForFunction(() => document.querySelector('hex-checkers').shadowRoot.querySelector('.arrows line.hint'));
  const arrow = await page.evaluate(() => document.querySelector('hex-checkers').shadowRoot.querySelector('.arrows').dataset.arrows);
  assert.doesNotMatch(arrow, /^1,1>1,0:/);
  // The review stays open beside the board on its mark, and the result (with Rematch) is one click away.
  assert.equal(await page.locator('#review-panel').isVisible(), true, 'the review stays open');
  assert.equal(await page.locator('#review-panel .review-mark button[aria-current]').count(), 1);
  for (const scheme of ['light', 'dark']) {
    await page.emulateMedia({ colorScheme: scheme });
    for (const [size, viewport] of [['desktop', DESKTOP], ['phone', PHONE]]) {
      await page.setViewportSize(viewport);
      await settle(page);
      await shot(page, `review-panel-${size}-${scheme}`);
    }
  }
  await page.setViewportSize(DESKTOP);
  await page.click('#result-btn');
  await page.waitForSelector('#result-dialog[open]');
  assert.equal(await page.locator('#rematch-btn').isVisible(), true);
  await page.click('#result-dialog button[type="submit"]');
  // Again: from the cache, at once.
  await page.evaluate(async () => (await import('./www/app/analysis/review.js')).openReview(document.querySelector('hex-checkers')));
  await page.waitForFunction(() => document.querySelector('#review-panel [role="status"]').textContent === 'Reviewed before (kept in this browser).');
  assert.equal(await page.locator('#review-panel .review-mark button').count(), 1);
  assert.deepEqual(errors, []);
  await context.close();
});

test('a review can be cancelled', async () => {
  const { page, errors, context } = await openPage(env.browser, env.server.url);
  // A long game still in progress (150 hops: some seconds of review), so the review is still running when
  // Cancel is pressed: seeded random hops, the first seed whose game lasts that long (a bots' game with a
  // random seed sometimes ended first, and then the result panel covered the page).
  const hops = await page.evaluate(() => {
    const el = document.querySelector('hex-checkers');
    for (let seed = 1; seed < 100; seed += 1) {
      el.newGame({ players: 2, radius: 5 });
      let s = seed;
      for (let i = 0; i < 150 && el.game.current !== null; i += 1) {
        const legal = el.game.legalMoves();
        s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
        el.play(legal[s % legal.length]);
      }
      if (el.game.current !== null) return el.history.length;
    }
    return 0;
  });
  assert.equal(hops, 150);
  // A gate on the analysis worker's answers: each review's first answer reaches the page, the later ones
  // are held (never delivered), so the review is certainly still running when Cancel is pressed, on a
  // machine of any speed (it once finished first on a loaded one).
  await page.evaluate(() => {
    const Real = window.Worker;
    const gate = { held: 0 };
    window.reviewGate = gate;
    window.Worker = class GatedWorker extends Real {
      constructor(url, options) {
        super(url, options);
        this.gated = String(url).includes('eval-worker');
        this.answers = 0;
      }

      addEventListener(type, listener, options) {
        if (type !== 'message' || !this.gated) return super.addEventListener(type, listener, options);
        return super.addEventListener(type, (e) => {
          this.answers += 1;
          if (this.answers === 1) listener.call(this, e);
          else gate.held += 1;
        }, options);
      }
    };
  });
  await page.click('#analyse-game-btn'); // a game in progress: Analyse beside Resign
  await page.waitForFunction(() => document.querySelector('#review-panel progress')?.value >= 1 && window.reviewGate.held >= 1);
  await page.click('#review-panel button:has-text("Cancel")');
  await page.waitForFunction(() => document.querySelector('#review-panel [role="status"]').textContent === 'Cancelled.');
  assert.equal(await page.locator('#review-panel .review-mark').count(), 0);
  assert.equal(await page.locator('#review-panel tbody tr').count(), 0);
  assert.equal(await page.evaluate(() => document.querySelector('#review-panel progress').value), 1, 'the review stopped after its first position');
  // Nothing of the cancelled review is kept: Analyse again starts over, at its first position.
  await page.click('#review-panel .review-head button:has-text("Close")');
  await page.waitForSelector('#review-panel', { state: 'hidden' });
  const held = await page.evaluate(() => window.reviewGate.held);
  await page.click('#analyse-game-btn');
  await page.waitForFunction((before) => /^Analysing position \d+ of /.test(document.querySelector('#review-panel [role="status"]').textContent)
    && document.querySelector('#review-panel progress').value === 1 && window.reviewGate.held > before, held);
  await page.click('#review-panel button:has-text("Cancel")');
  await page.waitForFunction(() => document.querySelector('#review-panel [role="status"]').textContent === 'Cancelled.');
  assert.equal(await page.locator('#review-panel tbody tr').count(), 0);
  assert.deepEqual(errors, []);
  await context.close();
});

test('a game in the library is reviewed from its row: it goes on the board and its review opens', async () => {
  const { page, errors, context } = await openPage(env.browser, env.server.url);
  await playBlunderGame(page);
  await page.evaluate(() => {
    document.getElementById('result-dialog').close();
    document.querySelector('hex-checkers').newGame({ players: 3, radius: 4 }); // the finished game is kept in the library
  });
  await page.click('#games-btn');
  await page.waitForSelector('#games-dialog[open]');
  const review = page.locator('#games-dialog button[aria-label^="Review: "]');
  await review.first().waitFor();
  assert.equal(await review.count(), 1, 'one kept game besides the one on the board');
  await review.click();
  await page.waitForSelector('#review-panel:not([hidden])');
  await page.waitForFunction(() => /^Reviewed: \d+ turns\.$/.test(document.querySelector('#review-panel [role="status"]').textContent), null, { timeout: 60000 });
  assert.equal(await page.evaluate(() => document.querySelector('hex-checkers').game.players), 2, 'the kept game is on the board');
  assert.equal(await page.locator('#review-panel .review-mark button').count(), 1, 'its known blunder marked');
  assert.equal(await page.locator('#games-dialog[open]').count(), 0);
  assert.deepEqual(errors, []);
  await context.close();
});
