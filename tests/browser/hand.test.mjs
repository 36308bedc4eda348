// A board that fits the hand (issue 12): on a touch phone the board zooms with
// a pinch and pans with a finger until any cell of a radius-8 board is as big
// as a fingertip, and a tap plays there; a mouse does not zoom; a landscape
// phone shows the whole board; a touch-only device gets no keyboard help; the
// phone's header is one row and the "you" chip is not cut.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { setup, openPage, settle, position, shot, PHONE, DESKTOP } from './harness.mjs';

let env;
before(async () => { env = await setup(); });
after(async () => { await env?.teardown(); });

const LANDSCAPE = { width: 844, height: 390 };
const TOUCH = { hasTouch: true, isMobile: true, reducedMotion: 'reduce' };

const viewBox = (page) => page.evaluate(() => document.querySelector('hex-checkers').shadowRoot.querySelector('svg').getAttribute('viewBox'));
const cellBox = (page, key) => page.locator(`hex-checkers g[data-key="${key}"] .hex`).boundingBox();

/** Real touch input through the browser (CDP): fingers down at `from`, moved in steps to `to`, lifted. */
async function touchDrag(cdp, from, to, steps = 8) {
  const at = (t) => from.map((p, i) => ({ id: i + 1, x: p.x + (to[i].x - p.x) * t, y: p.y + (to[i].y - p.y) * t }));
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: at(0) });
  for (let i = 1; i <= steps; i++) await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: at(i / steps) });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
}

test('touch: pinch to zoom and a finger to pan bring a corner cell of a radius-8 board under the thumb, and a tap plays there', async () => {
  const context = await env.browser.newContext({ viewport: PHONE, ...TOUCH });
  const { page, errors } = await openPage(env.browser, env.server.url, { context });
  // Red's man on the bottom-left corner, Blue's far away.
  await page.evaluate((p) => document.querySelector('hex-checkers').restore(p), position({
    players: 2, radius: 8, pieces: { '-8,8': 'a', '8,-8': 'b' },
  }));
  await settle(page);
  const whole = await viewBox(page);
  const small = await cellBox(page, '-8,8');
  assert.ok(small.width < 30, `unzoomed, a cell is too small for a finger (${small.width.toFixed(1)} px)`);

  const cdp = await context.newCDPSession(page);
  const board = await page.locator('hex-checkers svg.board').boundingBox();
  const mid = { x: board.x + board.width / 2, y: board.y + board.height / 2 };
  // Pinch out around the centre of the board (an empty cell)...
  await touchDrag(cdp, [{ x: mid.x - 15, y: mid.y }, { x: mid.x + 15, y: mid.y }], [{ x: mid.x - 80, y: mid.y }, { x: mid.x + 80, y: mid.y }]);
  await settle(page);
  assert.notEqual(await viewBox(page), whole, 'the pinch zoomed in');
  const zoomedBox = await page.locator('hex-checkers svg.board').boundingBox();
  assert.deepEqual(zoomedBox, board, 'the board\'s box on the page does not move');
  assert.equal(await page.locator('hex-checkers .zoom-reset').isVisible(), true, 'a reset control shows');
  // ...then drag one finger (from an empty cell) to bring the bottom-left corner to the middle.
  const centre = (b) => ({ x: b.x + b.width / 2, y: b.y + b.height / 2 });
  for (let i = 0; i < 3; i++) {
    const c = centre(await cellBox(page, '-8,8'));
    await touchDrag(cdp, [mid], [{ x: mid.x + (mid.x - c.x) / 2, y: mid.y + (mid.y - c.y) / 2 }]);
  }
  await settle(page);
  const big = await cellBox(page, '-8,8');
  assert.ok(big.width >= 44 && big.height >= 44, `zoomed, the corner cell is a fingertip wide (${big.width.toFixed(1)}×${big.height.toFixed(1)} px)`);
  assert.ok(big.x >= board.x && big.y >= board.y && big.x + big.width <= board.x + board.width
    && big.y + big.height <= board.y + board.height, 'and it is inside the board\'s box');
  await shot(page, 'hand-zoomed');

  // A tap on the piece and a tap on its target play the move.
  const target = await page.evaluate(() => {
    const m = document.querySelector('hex-checkers').game.legalMoves().find((x) => x.from.q === -8 && x.from.r === 8);
    return `${m.to.q},${m.to.r}`;
  });
  const p = centre(big);
  await page.touchscreen.tap(p.x, p.y);
  await settle(page);
  const selected = () => page.evaluate(() => document.querySelector('hex-checkers').state.selected);
  assert.equal(await selected(), '-8,8', 'the tapped piece is picked up');
  // A finger dragged from its target, or from an empty cell, pans: the move is not played, the piece stays up.
  const t0 = centre(await cellBox(page, target));
  await touchDrag(cdp, [t0], [{ x: t0.x + 30, y: t0.y - 20 }], 4);
  await touchDrag(cdp, [mid], [{ x: mid.x - 20, y: mid.y + 10 }], 4);
  await settle(page);
  assert.equal(await page.evaluate(() => document.querySelector('hex-checkers').history.length), 0, 'a pan from the target plays nothing');
  assert.equal(await selected(), '-8,8', 'panning keeps the piece picked up');
  const t = centre(await cellBox(page, target));
  await page.touchscreen.tap(t.x, t.y);
  await page.waitForFunction(() => document.querySelector('hex-checkers').history.length === 1);
  const hop = await page.evaluate(() => document.querySelector('hex-checkers').history.current.hop);
  assert.deepEqual([hop.from, hop.to], ['-8,8', target], 'the tapped move was played');

  await page.locator('hex-checkers .zoom-reset').tap();
  await settle(page);
  assert.equal(await viewBox(page), whole, 'Reset zoom shows the whole board again');
  assert.equal(await page.locator('hex-checkers .zoom-reset').isVisible(), false);
  assert.deepEqual(errors, []);
  await context.close();
});

test('a mouse does not zoom or pan: a drag over empty cells leaves the board as it is', async () => {
  const { page, errors, context } = await openPage(env.browser, env.server.url, { viewport: PHONE });
  await page.evaluate(() => document.querySelector('hex-checkers').newGame({ players: 2, radius: 8 }));
  await settle(page);
  const whole = await viewBox(page);
  const b = await page.locator('hex-checkers svg.board').boundingBox();
  await page.mouse.move(b.x + b.width / 2, b.y + b.height / 2);
  await page.mouse.down();
  await page.mouse.move(b.x + b.width / 2 + 90, b.y + b.height / 2 - 90, { steps: 6 });
  await page.mouse.up();
  await page.mouse.wheel(0, -300);
  await settle(page);
  assert.equal(await viewBox(page), whole);
  assert.deepEqual(errors, []);
  await context.close();
});

test('a landscape phone (844×390) shows the whole board on screen', async () => {
  for (const players of [2, 6]) {
    const context = await env.browser.newContext({ viewport: LANDSCAPE, ...TOUCH });
    const { page, errors } = await openPage(env.browser, env.server.url, { context });
    await page.evaluate((n) => document.querySelector('hex-checkers').newGame({ players: n, radius: 8 }), players);
    await settle(page);
    const box = await page.locator('hex-checkers svg.board').boundingBox();
    assert.ok(box.x >= 0 && box.y >= 0 && box.x + box.width <= LANDSCAPE.width && box.y + box.height <= LANDSCAPE.height,
      `${players} players: the board (${JSON.stringify(box)}) is inside the 844×390 screen`);
    assert.ok(box.height >= 250, `and uses the height (${box.height.toFixed(0)} px)`);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    assert.ok(width <= LANDSCAPE.width, `no sideways scrolling (${width}px)`);
    await shot(page, `hand-landscape-${players}`);
    assert.deepEqual(errors, []);
    await context.close();
  }
});

test('the keyboard help shows with a mouse and keyboard, not on a touch-only phone', async () => {
  const desk = await openPage(env.browser, env.server.url, { viewport: DESKTOP });
  assert.equal(await desk.page.locator('.keys').isVisible(), true);
  await desk.context.close();
  const context = await env.browser.newContext({ viewport: PHONE, ...TOUCH });
  const { page, errors } = await openPage(env.browser, env.server.url, { context });
  assert.equal(await page.locator('.keys').count(), 1);
  assert.equal(await page.locator('.keys').isVisible(), false);
  assert.deepEqual(errors, []);
  await context.close();
});

test('a phone\'s header is one row; Share, Games and Rules open from its Menu', async () => {
  const { page, errors, context } = await openPage(env.browser, env.server.url, { viewport: PHONE });
  const header = await page.evaluate(() => {
    const top = document.querySelector('.top');
    const shown = [...top.querySelectorAll('button, h1')].filter((b) => b.getClientRects().length);
    return {
      height: top.getBoundingClientRect().height,
      overflow: top.scrollWidth - top.clientWidth,
      tops: [...new Set(shown.map((b) => Math.round(b.getBoundingClientRect().top + b.getBoundingClientRect().height / 2)))],
      shown: shown.map((b) => b.id || b.tagName),
    };
  });
  assert.equal(header.tops.length, 1, `one row (${JSON.stringify(header)})`);
  assert.ok(header.height < 64, `the header is one row high (${header.height} px)`);
  assert.equal(header.overflow, 0, 'nothing sticks out of it');
  assert.deepEqual(header.shown, ['H1', 'new-game-btn', 'undo-btn', 'redo-btn', 'hint-btn', 'more-btn']);
  assert.equal(await page.getByRole('heading', { level: 1 }).textContent().then((t) => t.trim()), 'Hex Checkers', 'the heading still has its name');
  await page.click('#more-btn');
  await page.waitForSelector('#more-menu:popover-open');
  await shot(page, 'hand-menu');
  await page.click('#rules-btn');
  await page.waitForSelector('#rules-dialog[open]');
  assert.equal(await page.locator('#more-menu:popover-open').count(), 0, 'the menu closes when a dialog opens');
  assert.deepEqual(errors, []);
  await context.close();
});

/** Every army chip's overflow: [chip, its note] (scrollWidth - clientWidth), 0 when all of it shows. */
const chipOverflow = (page) => page.evaluate(async () => {
  await new Promise((r) => requestAnimationFrame(r));
  return [...document.querySelector('hex-checkers').shadowRoot.querySelectorAll('.seat')].map((c) => ({
    text: c.innerText.replace(/\s+/g, ' '),
    over: [c, c.querySelector('.note')].map((n) => n.scrollWidth - n.clientWidth),
  }));
});

test('the "you" chip, a crowned chip and the clocks are never cut (phone and desktop)', async () => {
  for (const viewport of [PHONE, DESKTOP]) {
    const { page, errors, context } = await openPage(env.browser, env.server.url, { viewport });
    await page.evaluate(() => { document.querySelector('hex-checkers').paused = true; });
    for (const settings of [
      { players: 2, radius: 5, kinds: ['human', 'bot2'] },
      { players: 6, radius: 5, kinds: ['human', 'bot2', 'bot2', 'bot2', 'bot2', 'bot2'], clock: { initialMs: 600000, incrementMs: 5000 } },
    ]) {
      await page.evaluate((s) => document.querySelector('hex-checkers').newGame(s), settings);
      const chips = await chipOverflow(page);
      assert.match(chips[0].text, /you/);
      for (const chip of chips) assert.deepEqual(chip.over, [0, 0], `${viewport.width}px, ${settings.players} players: "${chip.text}" shows whole`);
    }
    // A crowning: the chip says so, whole.
    await page.evaluate((p) => {
      const b = document.querySelector('hex-checkers');
      b.setKinds(['human', 'human']);
      b.restore(p);
      b.play(b.game.legalMoves().find((m) => m.to.q === 0 && m.to.r === 0));
    }, position({ players: 2, radius: 5, pieces: { '0,1': 'a', '3,-4': 'b', '-4,4': 'a' } }));
    const chips = await chipOverflow(page);
    assert.match(chips[0].text, /crowned/);
    for (const chip of chips) assert.deepEqual(chip.over, [0, 0], `${viewport.width}px: "${chip.text}" shows whole`);
    assert.deepEqual(errors, []);
    await context.close();
  }
});
