// Issue 12's bugs found by playing, each checked where a player met it:
// a finished embedded game offers a new game (2), Resume after Undo in watch
// mode (3), one Tab stop into the board, visibly focused (4), nothing around
// the board moves it (5), every control's accessible name holds its visible
// text (6). No console errors anywhere.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import {
  setup, openPage, shot, settle, restore, position, cell, clickMove, PHONE, DESKTOP,
} from './harness.mjs';
import { audit } from './axe.mjs';

let env;
before(async () => { env = await setup(); });
after(async () => { await env?.teardown(); });

const el = (page, id = null) => page.evaluate((i) => {
  const board = i ? document.getElementById(i) : document.querySelector('hex-checkers');
  return { current: board.game.current, winner: board.game.winner, length: board.history.length, settings: board.settings };
}, id);

test('a finished embedded game offers a new game after a reload; readonly and no-new-game boards do not', async () => {
  const { page, errors, context } = await openPage(env.browser, null);
  await page.goto(`${env.server.url}examples/embed.html`);
  await page.evaluate(() => Promise.all([...document.querySelectorAll('hex-checkers')].map((b) => b.ready)));
  const live = page.locator('#live');
  const again = live.locator('button.again');
  assert.equal(await again.isVisible(), false, 'no new-game button while the game is on');
  // Red takes Blue's last piece.
  await page.evaluate((p) => document.getElementById('live').restore(p), position({
    players: 2, radius: 4, pieces: { '-1,2': 'a', '2,2': 'a', '-1,1': 'b' },
  }));
  await live.locator('g[data-key="-1,2"]').click();
  await live.locator('g[data-key="-1,0"]').click();
  assert.equal((await el(page, 'live')).winner, 0);

  // The storage-key brings the finished game back on reload: it must not be a dead end.
  await page.reload();
  await page.evaluate(() => document.getElementById('live').ready);
  await settle(page);
  assert.equal((await el(page, 'live')).winner, 0, 'the finished game came back from its save');
  assert.equal(await again.isVisible(), true, 'a finished game offers a new game');
  assert.equal(await again.textContent(), 'New game');
  assert.equal(await page.locator('#study button.again').isVisible(), false, 'a read-only board offers nothing');
  await shot(page, 'feel-embed-finished');
  await again.click();
  const fresh = await el(page, 'live');
  assert.deepEqual([fresh.current, fresh.length, fresh.settings.players, fresh.settings.radius, fresh.settings.kinds.join()],
    [0, 0, 2, 4, 'human,bot2'], 'a new game with the same table');

  // The embedder can turn it off.
  await page.evaluate((p) => {
    const b = document.getElementById('live');
    b.setAttribute('no-new-game', '');
    b.restore(p);
  }, position({ players: 2, radius: 4, pieces: { '-1,2': 'a', '2,2': 'a', '-1,1': 'b' } }));
  await live.locator('g[data-key="-1,2"]').click();
  await live.locator('g[data-key="-1,0"]').click();
  await settle(page);
  assert.equal((await el(page, 'live')).winner, 0);
  assert.equal(await again.isVisible(), false, 'no-new-game: no button');
  assert.deepEqual(errors, []);
  await context.close();
});

test('watch mode: Pause, Step, Undo, Resume lets the bots play on from the position on screen', async () => {
  const { page, errors, context } = await openPage(env.browser, env.server.url);
  // Paused before the game starts, so no bot hop can come before the Step.
  await page.evaluate(() => {
    const b = document.querySelector('hex-checkers');
    b.paused = true;
    b.botPace = 0;
    b.newGame({ players: 2, radius: 4, kinds: ['bot1', 'bot1'] });
  });
  assert.equal(await page.locator('#pause-btn').textContent(), 'Resume');
  await page.click('#step-btn');
  await page.waitForFunction(() => document.querySelector('hex-checkers').history.length === 1);
  await page.click('#undo-btn');
  assert.deepEqual(await page.evaluate(() => [document.querySelector('hex-checkers').history.cursor, document.querySelector('hex-checkers').lookingBack]), [0, true]);
  // Resume: a search starts at once (the decision is synchronous), and a hop follows.
  const searches = await page.evaluate(() => {
    const b = document.querySelector('hex-checkers');
    const before = b.botSearches;
    document.getElementById('pause-btn').click();
    return [before, b.botSearches];
  });
  assert.equal(searches[1], searches[0] + 1, 'Resume starts a search from the position on screen');
  assert.equal(await page.locator('#pause-btn').textContent(), 'Pause');
  await page.waitForFunction(() => document.querySelector('hex-checkers').history.cursor >= 2, null, { timeout: 30000 });
  assert.deepEqual(errors, []);
  await context.close();
});

test('one Tab from the control before the board focuses a cell, and its ring shows at once', async () => {
  const { page, errors, context } = await openPage(env.browser, env.server.url);
  await page.focus('#language-select'); // the last control of the header, before the board
  await page.keyboard.press('Tab');
  const focused = await page.evaluate(() => {
    const a = document.querySelector('hex-checkers').shadowRoot.activeElement;
    return a ? { tag: a.tagName, key: a.dataset?.key ?? null } : null;
  });
  assert.equal(focused?.tag, 'g', `the first Tab lands on a cell (got ${JSON.stringify(focused)})`);
  await settle(page);
  const ring = await page.evaluate(() => {
    const r = document.querySelector('hex-checkers').shadowRoot.querySelector('.focus-ring');
    return { display: getComputedStyle(r).display, points: r.getAttribute('points') };
  });
  assert.equal(ring.display, 'inline', 'the focus ring is drawn');
  assert.notEqual(ring.points, '', 'around the focused cell');
  await shot(page, 'feel-tab');
  assert.deepEqual(errors, []);
  await context.close();
});

/** The board's box on screen, rounded to a tenth of a pixel. */
const boardBox = (page) => page.evaluate(async () => {
  await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
  const r = document.querySelector('hex-checkers').shadowRoot.querySelector('svg').getBoundingClientRect();
  return [r.left, r.top, r.width, r.height].map((v) => Math.round(v * 10) / 10);
});

test('desktop 1440x900: the status, the whole board and the board tools are above the fold at the start', async () => {
  const { page, errors, context } = await openPage(env.browser, env.server.url, { viewport: DESKTOP });
  // The first visit's game is against a bot, so both rows of tools (bots, view) are shown.
  const boxes = await page.evaluate(() => {
    const bottom = (node) => node.getBoundingClientRect().bottom;
    const board = document.querySelector('hex-checkers');
    return {
      board: bottom(board.shadowRoot.querySelector('svg')),
      tools: [...document.querySelectorAll('.board-tools')].filter((t) => !t.hidden).map(bottom),
      height: window.innerHeight,
    };
  });
  assert.equal(boxes.tools.length, 2, 'both rows of board tools are shown');
  for (const bottom of [boxes.board, ...boxes.tools]) {
    assert.ok(bottom <= boxes.height, `above the fold: bottom at ${bottom} of ${boxes.height}`);
  }
  assert.deepEqual(errors, []);
  await context.close();
});

const LONG_NAMES = ['Ada Lovelace', 'Bea Arthur-Smith', 'Cy Twombly', 'Dev Patel', 'Eli Whitney', 'Fay Wray'];

for (const [size, viewport] of [['desktop', DESKTOP], ['phone', PHONE]]) {
  test(`nothing around the board moves it (${size}): chips at the end, the viewing note, notices`, async () => {
    const { page, errors, context } = await openPage(env.browser, env.server.url, { viewport });
    await page.evaluate((names) => document.querySelector('hex-checkers').newGame({ players: 6, radius: 5, names }), LONG_NAMES);
    const start = await boardBox(page);
    const seen = { start };
    // Mid-game, then back to an earlier move (the two-line note).
    await page.evaluate(() => {
      const b = document.querySelector('hex-checkers');
      for (let i = 0; i < 8; i++) b.play(b.game.legalMoves()[0]);
      b.goTo(3);
    });
    seen.viewing = await boardBox(page);
    // Watch mode looking back (the longest notes).
    await page.evaluate(() => {
      const b = document.querySelector('hex-checkers');
      b.paused = true;
      b.setKinds(['bot1', 'bot1', 'bot1', 'bot1', 'bot1', 'bot1']);
    });
    seen.watchBack = await boardBox(page);
    // The end of a game: four armies out, one winner (the chips' notes).
    await page.evaluate((p) => {
      const b = document.querySelector('hex-checkers');
      b.setKinds(Array(6).fill('human'));
      b.restore(p);
    }, position({ players: 6, radius: 5, pieces: { '-1,2': 'a', '2,3': 'a', '-1,1': 'b' } }));
    seen.lastTwo = await boardBox(page);
    await clickMove(page, '-1,2', '-1,0');
    assert.equal((await el(page)).winner, 0);
    seen.over = await boardBox(page);
    // A notice (a bad share link).
    await page.evaluate(() => { window.location.hash = '#game=not-a-game'; });
    await page.waitForSelector('.notice');
    seen.notice = await boardBox(page);
    await shot(page, `feel-steady-${size}`);
    for (const [what, box] of Object.entries(seen)) assert.deepEqual(box, start, `${what}: the board stayed put`);
    if (size === 'desktop') {
      const bottom = await page.evaluate(() => document.querySelector('hex-checkers').shadowRoot.querySelector('svg').getBoundingClientRect().bottom);
      assert.ok(bottom <= 900, `the whole board is on screen with a notice up (bottom at ${bottom})`);
    }
    assert.deepEqual(errors, []);
    await context.close();
  });
}

test('move numbers from 1000 keep clear of the army dot; the centre\'s name is clear of the star', async () => {
  const { page, errors, context } = await openPage(env.browser, env.server.url);
  // Two kings a side stepping back and forth: a game as long as wanted.
  await restore(page, position({ players: 2, radius: 5, pieces: { '-3,4': 'A', '3,-4': 'B' } }));
  await page.evaluate(() => {
    const b = document.querySelector('hex-checkers');
    const key = (h) => `${h.q},${h.r}`;
    const back = [];
    for (let i = 0; i < 2002; i++) { // 1001 rounds
      const legal = b.game.legalMoves();
      const undo = back[i - 2];
      const m = undo ? legal.find((x) => key(x.from) === undo.to && key(x.to) === undo.from) : legal.find((x) => x.to.r === x.from.r);
      back.push({ from: key(m.from), to: key(m.to) });
      b.play(m);
    }
  });
  await settle(page);
  // The text itself (a Range), not its box: text that does not fit overflows its box.
  const gap = await page.evaluate(() => {
    const num = [...document.querySelectorAll('#move-list .num')].find((n) => n.textContent === '1000.');
    const range = document.createRange();
    range.selectNodeContents(num);
    return num.parentElement.querySelector('.who').getBoundingClientRect().left - range.getBoundingClientRect().right;
  });
  assert.ok(gap >= 3, `"1000." ends well before the army dot (gap ${gap} px)`);

  await page.selectOption('#names-select', 'all');
  await settle(page);
  const overlap = await page.evaluate(() => {
    const centre = document.querySelector('hex-checkers').shadowRoot.querySelector('g[data-key="0,0"]');
    const t = centre.querySelector('.cell-name').getBBox();
    const s = centre.querySelector('.centre-mark').getBBox();
    return Math.max(0, Math.min(t.y + t.height, s.y + s.height) - Math.max(t.y, s.y));
  });
  assert.equal(overlap, 0, 'the centre\'s name sits below the star');
  await shot(page, 'feel-names');
  assert.deepEqual(errors, []);
  await context.close();
});

test('every control\'s accessible name contains its visible text (start screen, moves played)', async () => {
  const { page, errors, context } = await openPage(env.browser, env.server.url);
  assert.deepEqual(await audit(page, { runOnly: ['label-content-name-mismatch'] }), []);
  await page.evaluate(() => { const b = document.querySelector('hex-checkers'); b.play(b.game.legalMoves()[0]); });
  await settle(page);
  assert.deepEqual(await audit(page, { runOnly: ['label-content-name-mismatch'] }), []);
  assert.deepEqual(errors, []);
  await context.close();
});
