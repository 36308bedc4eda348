// The move list: First / Back / Next / Last and the arrow keys (one Tab stop,
// the focus following the move on screen); the question before a move played
// from an earlier position drops the later ones; and the list, kept up to date
// hop by hop, always reads the same as one drawn whole from the saved game;
// so does the save's text, also kept up hop by hop.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { setup, openPage, shot, settle, historyInfo, moveList, clickSomeMove, cell, position, DESKTOP } from './harness.mjs';
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
  const [, to] = await clickSomeMove(page);
  const ask = page.locator('hex-checkers dialog.ask');
  await ask.waitFor();
  assert.match(await ask.innerText(), /from move 2\?[\s\S]*drops the 2 moves after it/);
  await shot(page, 'moves-ask');
  await page.keyboard.press('Escape');
  await ask.waitFor({ state: 'hidden' });
  assert.deepEqual(await historyInfo(page), { cursor: 2, length: 4 }, 'Escape keeps every move');
  assert.equal(await moveList(page), before);
  // The moves kept, the piece stays picked up (a second click on it would put it back): its target again.
  await cell(page, to).click();
  await ask.locator('button', { hasText: 'Keep them' }).click();
  await ask.waitFor({ state: 'hidden' }); // the answer comes with the dialog's close event, a task after the click
  assert.deepEqual(await historyInfo(page), { cursor: 2, length: 4 }, 'Keep them keeps every move');

  // Play here: the move is made and the later ones go.
  await cell(page, to).click();
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

test('a long shared game opens at its end, answers a click while the older rounds are still drawn, and then reads whole', async () => {
  // The game of tests/browser/link-measure.mjs: 6 armies, one king each shuffling, 5,000 hops, played in
  // steps of 500 with a frame between (the list kept up hop by hop: the reference to read the same as).
  const HOPS = 5000;
  const { page, errors, context } = await openPage(env.browser, env.server.url);
  const corners = [[0, 3], [-3, 3], [-3, 0], [0, -3], [3, -3], [3, 0]];
  await page.evaluate((start) => {
    const el = document.querySelector('hex-checkers');
    el.restore(start);
    el.setKinds(Array(6).fill('human'));
  }, position({ players: 6, radius: 5, pieces: Object.fromEntries(corners.map(([q, r], seat) => [`${q},${r}`, 'ABCDEF'[seat]])) }));
  while ((await historyInfo(page)).length < HOPS) {
    await page.evaluate((hops) => {
      const el = document.querySelector('hex-checkers');
      const key = (h) => `${h.q},${h.r}`;
      window.hcLast ??= [];
      for (let n = 0; n < 500 && el.history.length < hops; n++) {
        const seat = el.game.current;
        const legal = el.game.legalMoves();
        const m = legal.find((x) => key(x.to) === window.hcLast[seat]) ?? legal[0];
        window.hcLast[seat] = key(m.from);
        el.play(m);
      }
    }, HOPS);
    await settle(page);
  }
  const lines = (p) => p.locator('#move-list li').evaluateAll((lis) => lis.map((li) => [
    li.className, li.textContent,
    ...[...li.querySelectorAll('button')].map((b) => `${b.dataset.index}|${b.getAttribute('aria-label')}|${b.getAttribute('aria-current')}|${b.tabIndex}`),
  ]));
  await settle(page);
  const kept = await lines(page);
  const keptText = await page.locator('#move-list').innerText();
  assert.equal(await page.locator('#move-list').getAttribute('data-drawn'), 'all', 'a list kept up hop by hop is whole');
  const hash = await page.evaluate(async () => {
    const { shareUrl } = await import(new URL('www/app/games/share.js', document.baseURI).href);
    return new URL(shareUrl(document.querySelector('hex-checkers').record())).hash;
  });
  await context.close();

  // The older blocks go in at idle moments (requestIdleCallback), which an idle page gives back to back: on a
  // loaded machine they were all in before the test's next look (data-drawn "all" where "some" was asserted). The
  // test holds the page's idle callbacks, so the blocks wait until it lets them go, after the click's answer.
  const gated = await env.browser.newContext({ viewport: DESKTOP, reducedMotion: 'reduce' });
  await gated.addInitScript(() => {
    const real = window.requestIdleCallback.bind(window);
    const held = [];
    let holding = true;
    window.requestIdleCallback = (f, o) => {
      if (!holding) return real(f, o);
      held.push([f, o]);
      return 0;
    };
    window.hcIdleHeld = () => held.length;
    window.hcIdleRelease = () => { holding = false; for (const [f, o] of held.splice(0)) real(f, o); };
  });
  const opened = await openPage(env.browser, `${env.server.url}${hash}`, { context: gated });
  const p = opened.page;
  // At once: the last move is drawn, marked, and in the list's view, while older rounds wait.
  await p.waitForSelector(`#move-list button[aria-current="step"][data-index="${HOPS}"]`);
  const first = await p.evaluate(() => {
    const list = document.getElementById('move-list');
    const mark = list.querySelector('button[aria-current="step"]').getBoundingClientRect();
    const view = list.getBoundingClientRect();
    // A click on a piece of the army to move: the time the board shows it picked up, and the list's state then.
    const board = document.querySelector('hex-checkers');
    const m = board.game.legalMoves()[0];
    const g = board.shadowRoot.querySelector(`g[data-key="${m.from.q},${m.from.r}"]`);
    window.hcAnswer = null;
    new MutationObserver(() => {
      if (window.hcAnswer === null && /selected/.test(g.getAttribute('aria-label') ?? '')) {
        window.hcAnswer = { drawn: list.dataset.drawn, busy: list.getAttribute('aria-busy'), lines: list.querySelectorAll('li').length };
      }
    }).observe(g, { attributes: true, attributeFilter: ['aria-label'] });
    const box = g.getBoundingClientRect();
    return {
      inView: mark.top >= view.top && mark.bottom <= view.bottom + 1,
      drawn: list.dataset.drawn,
      lines: list.querySelectorAll('li').length,
      x: box.x + box.width / 2,
      y: box.y + box.height / 2,
    };
  });
  assert.equal(first.inView, true, 'the last move is in the list\'s view');
  assert.equal(first.drawn, 'some', 'the older rounds are not all drawn yet');
  assert.ok(first.lines < kept.length, `only the latest lines at first (${first.lines} of ${kept.length})`);
  await p.mouse.click(first.x, first.y);
  const answer = await (await p.waitForFunction(() => window.hcAnswer)).jsonValue();
  assert.deepEqual([answer.drawn, answer.busy], ['some', 'true'], 'the click is answered before the list is whole (and the list says it is busy)');
  assert.ok(answer.lines < kept.length, `answered with ${answer.lines} of ${kept.length} lines drawn`);
  assert.ok(await p.evaluate(() => window.hcIdleHeld()) > 0, 'the older blocks were waiting for an idle moment');
  await p.evaluate(() => window.hcIdleRelease());
  // Settled: the same lines, labels, marks and text as the list kept up hop by hop.
  await p.waitForSelector('#move-list[data-drawn="all"]:not([aria-busy])');
  await settle(p);
  assert.deepEqual(await lines(p), kept, 'every line as drawn hop by hop');
  assert.equal(await p.locator('#move-list').innerText(), keptText);
  assert.deepEqual(opened.errors, []);
  assert.deepEqual(errors, []);

  // Straight to the first move from the keyboard before the list is whole: the start is drawn, marked and focused.
  const again = await openPage(env.browser, `${env.server.url}${hash}`);
  await again.page.waitForSelector(`#move-list button[aria-current="step"][data-index="${HOPS}"]`);
  await again.page.focus(`#move-list button[data-index="${HOPS}"]`);
  await again.page.keyboard.press('Home');
  await again.page.waitForFunction(() => document.activeElement?.dataset?.index === '0');
  assert.equal((await historyInfo(again.page)).cursor, 0);
  assert.equal(await again.page.locator('#move-list').getAttribute('data-drawn'), 'all', 'the way to the start is drawn at once');
  assert.equal(await again.page.locator('#move-list button[aria-current="step"]').getAttribute('data-index'), '0');
  assert.equal(await again.page.locator('#move-list li.future').count(), kept.length - 1, 'every turn after the start greyed');
  assert.deepEqual(again.errors, []);
  await again.context.close();
  await opened.context.close();
});
