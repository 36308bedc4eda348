// What the playtest of issue 36 found, each fixed and held here: a wrong puzzle try taken back leaves
// the board at the end of its line (not looking back); the puzzle's two measures are told apart; six
// armies' chips keep their names at 1440x900 beside "crowned"; the non-visual log has room for its
// numbers; the screen-reader region speaks the new language after a switch; a second click on a
// picked-up piece puts it back.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { setup, openPage, shot, cell, settle, restore, position, eachView, liveText, openMenu, ROOT, PHONE } from './harness.mjs';
import { audit } from './axe.mjs';

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

// ---- friction ----------------------------------------------------------------------------------

test('knocked out of a game against bots: a notice says so and offers to watch on or start a new game', async () => {
  const { page, errors, context } = await openPage(env.browser, env.server.url);
  await page.evaluate(() => document.querySelector('hex-checkers').newGame({ players: 3, radius: 4, kinds: ['human', 'bot1', 'bot1'] }));
  // Blue (a bot) to move, its king beside Red's last man: the capture is compulsory and Red is out.
  await restore(page, position({ players: 3, radius: 4, turn: 1, pieces: { '0,2': 'a', '0,1': 'B', '-2,-1': 'c', '2,-3': 'c', '3,-1': 'b' } }));
  await page.waitForSelector('#notices .notice:has-text("You are out")');
  const buttons = await page.locator('#notices .notice:has-text("You are out") button').allTextContents();
  assert.deepEqual(buttons.slice(0, 2), ['Watch on', 'New game']);
  await page.evaluate(() => { document.querySelector('hex-checkers').paused = true; });
  await eachView(page, async (view) => {
    await settle(page);
    await shot(page, `found2-knocked-out-${view}`);
  });
  await page.locator('#notices .notice:has-text("You are out") button', { hasText: 'New game' }).click();
  await page.waitForSelector('#new-game-dialog[open]');
  assert.equal(await page.locator('#notices .notice:has-text("You are out")').count(), 0);
  assert.deepEqual(errors, []);
  await context.close();
});

test('"Every seat a bot (watch)" gives every seat the one level picked beside it', async () => {
  const { page, errors, context } = await openPage(env.browser, env.server.url);
  await page.click('#new-game-btn');
  await page.waitForSelector('#new-game-dialog[open]');
  await page.selectOption('#players-select', '4');
  await page.selectOption('#seat-rows select[name="kind1"]', 'bot2');
  await page.selectOption('#all-bots-level', 'bot5');
  await page.click('#all-bots-btn');
  const kinds = await page.locator('#seat-rows select').evaluateAll((s) => s.map((x) => x.value));
  assert.deepEqual(kinds, ['bot5', 'bot5', 'bot5', 'bot5']);
  assert.equal(await page.locator('#yours-note').textContent(), 'Every seat is a bot: you watch.');
  // The legend of the house rules does not say they are off while No progress starts at 150.
  assert.equal(await page.inputValue('#no-progress-select'), '150');
  const legend = await page.locator('#new-game-dialog legend[data-i18n="page.ng.house"]').textContent();
  assert.doesNotMatch(legend, /\(off:/i);
  assert.match(legend, /a rule set to Off plays by the original law/);
  await eachView(page, async (view) => {
    await page.locator('#all-bots-btn').scrollIntoViewIfNeeded();
    await shot(page, `found2-all-bots-${view}`);
  });
  assert.deepEqual(errors, []);
  await context.close();
});

test('passing notices give way: a second one replaces the first, and the next hop clears them', async () => {
  const { page, errors, context } = await openPage(env.browser, env.server.url);
  await page.evaluate(() => {
    const el = document.querySelector('hex-checkers');
    el.newGame({ players: 2, radius: 4, kinds: ['human', 'human'] });
    el.play(el.game.legalMoves()[0]);
  });
  await page.click('#share-btn');
  const url = await page.inputValue('#share-url');
  await page.click('#share-dialog button[type="submit"]');
  const hash = new URL(url).hash;
  // Twice: a fresh board (nothing to keep), then the link opened on it, which says so in a passing notice.
  for (let i = 0; i < 2; i += 1) {
    await page.evaluate(() => document.querySelector('hex-checkers').newGame({ players: 2, radius: 4, kinds: ['human', 'human'] }));
    await page.evaluate((x) => { location.hash = x; }, hash);
    await page.waitForFunction(() => document.querySelector('hex-checkers').history.length === 1);
  }
  assert.deepEqual(await page.locator('#notices .notice').allTextContents(), ['Opened the shared game. It is now saved in this browser.Dismiss']);
  await page.evaluate(() => {
    const el = document.querySelector('hex-checkers');
    el.play(el.game.legalMoves()[0]);
  });
  await page.waitForFunction(() => document.querySelectorAll('#notices .notice[data-passing]').length === 0);
  assert.deepEqual(errors, []);
  await context.close();
});

test('non-visual "status" counts turns, a chain being one, by the move list\'s numbers', async () => {
  const { page, errors, context } = await openPage(env.browser, env.server.url);
  await page.evaluate(() => {
    const el = document.querySelector('hex-checkers');
    el.newGame({ players: 2, radius: 5, kinds: ['human', 'human'] });
    for (let i = 0; i < 4; i += 1) el.play(el.game.legalMoves()[0]);
  });
  await page.keyboard.press('Alt+Shift+KeyN');
  await page.waitForSelector('#nonvisual:not([hidden]) #nonvisual-input');
  const before = await page.evaluate(() => Number(document.getElementById('nonvisual-live').dataset.count));
  await page.fill('#nonvisual-input', 'status');
  await page.press('#nonvisual-input', 'Enter');
  const answer = await page.waitForFunction((n) => [...document.querySelectorAll('#nonvisual-live p')]
    .filter((p) => Number(p.dataset.n) > n).map((p) => p.textContent).find((x) => /played/.test(x)), before);
  assert.match(await answer.jsonValue(), /4 turns played \(move 2 of the move list\)\.$/);
  assert.deepEqual(errors, []);
  await context.close();
});

test('puzzles on a phone: the choices fold away so the board comes up sooner, and the turn line is whole', async () => {
  const context = await env.browser.newContext({ viewport: PHONE, reducedMotion: 'reduce' });
  await context.clock.setFixedTime(new Date('2026-12-05T09:00:00'));
  const { page, errors } = await openPage(env.browser, env.server.url, { context });
  await page.click('#more-btn');
  await page.click('#puzzles-btn');
  await page.waitForSelector(`${DIALOG}[open][data-state="playing"]`);
  await settle(page);
  const at = await page.evaluate((d) => {
    const dialog = document.querySelector(d);
    const board = dialog.querySelector('hex-checkers');
    const strong = board.shadowRoot.querySelector('.turn strong');
    return { top: board.shadowRoot.querySelector('svg').getBoundingClientRect().top - dialog.getBoundingClientRect().top, cut: strong.scrollWidth > strong.clientWidth + 0.5, turn: strong.textContent };
  }, DIALOG);
  assert.ok(at.top < 560, `the board starts ${at.top} px down the dialog`);
  assert.equal(at.cut, false, `the turn line is whole: ${at.turn}`);
  // The choices are one tap away.
  await page.click(`${DIALOG} .puzzle-choose summary`);
  await page.click(`${DIALOG} button:has-text("Next by rating")`);
  await page.waitForFunction((d) => document.querySelector(d).dataset.state === 'playing', DIALOG);
  for (const scheme of ['light', 'dark']) {
    await page.emulateMedia({ colorScheme: scheme });
    await shot(page, `found2-puzzles-390-${scheme}`);
  }
  assert.deepEqual(errors, []);
  await context.close();
});

test('landscape phone (844x390): the turn line is whole beside the board', async () => {
  const { page, errors, context } = await openPage(env.browser, env.server.url, { viewport: { width: 844, height: 390 } });
  await page.evaluate(() => document.querySelector('hex-checkers').newGame({ players: 2, radius: 5, kinds: ['human', 'bot2'] }));
  await page.waitForFunction(() => /Red to move/.test(document.querySelector('hex-checkers').shadowRoot.querySelector('.turn').textContent));
  await settle(page);
  const cut = await page.evaluate(() => {
    const strong = document.querySelector('hex-checkers').shadowRoot.querySelector('.turn strong');
    return strong.scrollWidth > strong.clientWidth + 0.5 || strong.getBoundingClientRect().right > strong.closest('.status').getBoundingClientRect().right + 0.5;
  });
  assert.equal(cut, false);
  for (const scheme of ['light', 'dark']) {
    await page.emulateMedia({ colorScheme: scheme });
    await shot(page, `found2-landscape-844-${scheme}`);
  }
  assert.deepEqual(errors, []);
  await context.close();
});

test('six seats at radius 8 on a phone: zoomed in, "Your pieces" brings the pieces that may move into view', async () => {
  const context = await env.browser.newContext({ viewport: PHONE, hasTouch: true, isMobile: true, reducedMotion: 'reduce' });
  const { page, errors } = await openPage(env.browser, env.server.url, { context });
  await page.evaluate(() => document.querySelector('hex-checkers').newGame({ players: 6, radius: 8, kinds: Array(6).fill('human') }));
  await settle(page);
  const cdp = await context.newCDPSession(page);
  const board = await page.locator('hex-checkers svg.board').boundingBox();
  // A pinch out around the top of the board, far from Red's pieces at the bottom.
  const mid = { x: board.x + board.width / 2, y: board.y + board.height * 0.2 };
  const at = (pts) => pts.map((p, i) => ({ id: i + 1, ...p }));
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: at([{ x: mid.x - 10, y: mid.y }, { x: mid.x + 10, y: mid.y }]) });
  for (let i = 1; i <= 8; i += 1) {
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: at([{ x: mid.x - 10 - 15 * i, y: mid.y }, { x: mid.x + 10 + 15 * i, y: mid.y }]) });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await page.waitForSelector('hex-checkers .zoom-pieces:not([hidden])');
  const inView = () => page.evaluate(() => {
    const root = document.querySelector('hex-checkers').shadowRoot;
    const box = root.querySelector('svg.board').getBoundingClientRect();
    const movable = [...root.querySelectorAll('g[data-key]')].filter((g) => /can move|may move|pick up/i.test(g.getAttribute('aria-label') ?? ''));
    return movable.filter((g) => {
      const r = g.getBoundingClientRect();
      return r.top >= box.top && r.bottom <= box.bottom && r.left >= box.left && r.right <= box.right;
    }).length;
  });
  assert.equal(await inView(), 0, 'after the pinch, Red\'s pieces are off the picture');
  const pinched = await page.evaluate(() => document.querySelector('hex-checkers').shadowRoot.querySelector('svg').getAttribute('viewBox'));
  await page.locator('hex-checkers .zoom-pieces').tap();
  await page.waitForFunction((v) => document.querySelector('hex-checkers').shadowRoot.querySelector('svg').getAttribute('viewBox') !== v, pinched);
  await settle(page);
  assert.ok(await inView() > 0, 'Red\'s pieces are in view');
  for (const scheme of ['light', 'dark']) {
    await page.emulateMedia({ colorScheme: scheme });
    await shot(page, `found2-zoom-pieces-390-${scheme}`);
  }
  assert.deepEqual(errors, []);
  await context.close();
});

test('six seats at radius 8 on a phone: zoomed in, the view follows the side to move to its pieces, never under a finger', async () => {
  const context = await env.browser.newContext({ viewport: PHONE, hasTouch: true, isMobile: true, reducedMotion: 'reduce' });
  const { page, errors } = await openPage(env.browser, env.server.url, { context });
  await page.evaluate(() => document.querySelector('hex-checkers').newGame({ players: 6, radius: 8, kinds: Array(6).fill('human') }));
  await settle(page);
  const cdp = await context.newCDPSession(page);
  const touch = (type, pts) => cdp.send('Input.dispatchTouchEvent', { type, touchPoints: pts.map((p, i) => ({ id: i + 1, ...p })) });
  const board = await page.locator('hex-checkers svg.board').boundingBox();
  // A pinch out around the middle of the board, where no army stands: every army's pieces are off the picture.
  const mid = { x: board.x + board.width / 2, y: board.y + board.height / 2 };
  await touch('touchStart', [{ x: mid.x - 10, y: mid.y }, { x: mid.x + 10, y: mid.y }]);
  for (let i = 1; i <= 8; i += 1) await touch('touchMove', [{ x: mid.x - 10 - 15 * i, y: mid.y }, { x: mid.x + 10 + 15 * i, y: mid.y }]);
  await touch('touchEnd', []);
  await page.waitForSelector('hex-checkers .zoom-pieces:not([hidden])');
  /** How many of the pieces that may move are in the zoomed picture; the view's follow count. */
  const seen = () => page.evaluate(() => {
    const el = document.querySelector('hex-checkers');
    const b = el.shadowRoot.querySelector('svg.board').viewBox.baseVal;
    return [...el.view.state.movable].filter((k) => {
      const p = el.view.cells.get(k);
      return p.x >= b.x && p.x <= b.x + b.width && p.y >= b.y && p.y <= b.y + b.height;
    }).length;
  });
  const follows = () => page.evaluate(() => document.querySelector('hex-checkers').shadowRoot.querySelector('[data-followed]')?.dataset.followed ?? '0');
  const viewBox = () => page.evaluate(() => document.querySelector('hex-checkers').shadowRoot.querySelector('svg.board').getAttribute('viewBox'));
  const play = () => page.evaluate(() => {
    const el = document.querySelector('hex-checkers');
    el.play(el.game.legalMoves()[0]);
  });
  assert.equal(await seen(), 0, 'after the pinch, Red\'s pieces are off the picture');
  // A finger on the glass: Red plays, Blue is to move, and the view waits for the finger.
  await touch('touchStart', [{ x: mid.x, y: mid.y }]);
  const held = await viewBox();
  await play();
  await page.waitForFunction(() => document.querySelector('hex-checkers').game.current === 1);
  await settle(page);
  await settle(page);
  assert.equal(await follows(), '0', 'no follow under a finger');
  assert.equal(await viewBox(), held);
  assert.equal(await seen(), 0);
  // The finger lifts: the view goes to Blue's pieces.
  await touch('touchEnd', []);
  await page.waitForFunction(() => document.querySelector('hex-checkers').shadowRoot.querySelector('[data-followed="1"]'));
  assert.ok(await seen() > 0, 'Blue\'s pieces are in view');
  const zoomed = await page.evaluate(() => document.querySelector('hex-checkers').view.zoom?.scale ?? 1);
  assert.ok(zoomed > 2, 'the zoom stays as the player set it');
  for (const scheme of ['light', 'dark']) {
    await page.emulateMedia({ colorScheme: scheme });
    await shot(page, `found2-zoom-follow-390-${scheme}`);
  }
  // Each army in turn at the hot seat, with motion allowed (a glide): its pieces come into view.
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  for (let hop = 0; hop < 4; hop += 1) {
    await play(); // a turn, or a hop of a chain
    await page.waitForFunction(() => {
      const el = document.querySelector('hex-checkers');
      const b = el.shadowRoot.querySelector('svg.board').viewBox.baseVal;
      return [...el.view.state.movable].some((k) => {
        const p = el.view.cells.get(k);
        return p.x >= b.x && p.x <= b.x + b.width && p.y >= b.y && p.y <= b.y + b.height;
      });
    });
  }
  assert.ok(Number(await follows()) >= 2, await follows());
  assert.deepEqual(errors, []);
  await context.close();
});

// ---- the typed move box ---------------------------------------------------------------------------

test('the typed move box: a move typed by the cells\' names is played; a wrong cell, a refused move and a command are said, nothing played', async () => {
  const { page, errors, context } = await openPage(env.browser, env.server.url);
  await page.evaluate(() => document.querySelector('hex-checkers').newGame({ players: 2, radius: 5, kinds: ['human', 'human'] }));
  await page.click('#typed-toggle');
  await page.waitForSelector('#move-box:not([hidden]) #move-box-input');
  const answers = () => page.evaluate(() => Number(document.getElementById('move-box-answer').dataset.count ?? 0));
  const type = async (line) => {
    const n = await answers();
    await page.fill('#move-box-input', line);
    await page.press('#move-box-input', 'Enter');
    await page.waitForFunction((k) => Number(document.getElementById('move-box-answer').dataset.count ?? 0) > k, n);
    return page.locator('#move-box-answer').textContent();
  };
  const name = (key) => page.evaluate((k) => document.querySelector('hex-checkers').shadowRoot.querySelector(`g[data-key="${k}"]`).getAttribute('aria-label').split(',')[0], key);
  const move = await page.evaluate(() => {
    const m = document.querySelector('hex-checkers').game.legalMoves()[0];
    return { from: `${m.from.q},${m.from.r}`, to: `${m.to.q},${m.to.r}` };
  });
  const [from, to] = [await name(move.from), await name(move.to)];
  assert.match(await type('z99 a1'), /There is no cell z99/);
  assert.match(await type('help'), /^Only moves here/);
  assert.match(await type(`${to} ${from}`), /.+/, 'backwards: refused in words');
  assert.equal(await page.evaluate(() => document.querySelector('hex-checkers').history.length), 0, 'nothing played');
  assert.equal(await type(`${from} ${to}`), '');
  await page.waitForFunction(() => document.querySelector('hex-checkers').history.length === 1);
  assert.equal(await page.inputValue('#move-box-input'), '', 'the line is cleared once played');
  // Kept: after a reload the box is there again.
  await page.reload();
  await page.waitForSelector('html[data-ready="true"]');
  await page.waitForSelector('#move-box:not([hidden]) #move-box-input');
  assert.equal(await page.isChecked('#typed-toggle'), true);
  await eachView(page, async (view) => {
    await page.locator('#move-box').scrollIntoViewIfNeeded();
    await shot(page, `found2-move-box-${view}`);
  });
  assert.deepEqual(errors, []);
  await context.close();
});

test('axe: no violation on the changed screens (the move box with an answer, the new-game dialog, the puzzles), phone and desktop, light and dark', async () => {
  const { page, errors, context } = await openPage(env.browser, env.server.url);
  await page.click('#typed-toggle');
  await page.waitForSelector('#move-box:not([hidden]) #move-box-input');
  await page.fill('#move-box-input', 'help');
  await page.press('#move-box-input', 'Enter');
  await page.waitForFunction(() => Number(document.getElementById('move-box-answer').dataset.count ?? 0) > 0);
  await page.evaluate(() => document.querySelector('hex-checkers').newGame({ players: 3, radius: 4, kinds: ['human', 'bot1', 'bot1'] }));
  await page.evaluate(() => { document.querySelector('hex-checkers').paused = true; });
  const found = [];
  await eachView(page, async (view) => {
    for (const v of await audit(page)) found.push(`${view} main: ${v.id} ${v.targets.join(' | ')}`);
    await page.click('#new-game-btn');
    await page.waitForSelector('#new-game-dialog[open]');
    for (const v of await audit(page)) found.push(`${view} new game: ${v.id} ${v.targets.join(' | ')}`);
    await page.click('#new-game-cancel');
    await page.waitForFunction(() => !document.getElementById('new-game-dialog').open);
    await openMenu(page);
    await page.click('#puzzles-btn');
    await page.waitForSelector(`${DIALOG}[open][data-state="playing"]`);
    for (const v of await audit(page)) found.push(`${view} puzzles: ${v.id} ${v.targets.join(' | ')}`);
    await page.click(`${DIALOG} form.rules-head button`);
    await page.waitForFunction((d) => !document.querySelector(d).open, DIALOG);
  });
  assert.deepEqual(found, []);
  assert.deepEqual(errors, []);
  await context.close();
});

test('the review numbers a mark as the move list numbers its move (a round, not a turn)', async () => {
  const { page, errors, context } = await openPage(env.browser, env.server.url);
  // Five quiet turns of two armies; a review kept for this game (the cache the review reads first) marks
  // Red's second turn, the third turn of the game, which the move list numbers 2.
  const listNumber = await page.evaluate(() => {
    const el = document.querySelector('hex-checkers');
    el.newGame({ players: 2, radius: 5, kinds: ['human', 'human'] });
    for (let i = 0; i < 5; i += 1) el.play(el.game.legalMoves().find((m) => !m.captures?.length) ?? el.game.legalMoves()[0]);
    const entries = el.history.entries;
    let hash = 0x811c9dc5; // review.js keyOf: FNV-1a over the snapshots
    for (const { snapshot } of entries) for (let i = 0; i < snapshot.length; i++) hash = Math.imul(hash ^ snapshot.charCodeAt(i), 0x01000193);
    const key = `hex-checkers/review/v2-${(hash >>> 0).toString(36)}-${entries.length}`;
    const scores = [0, 0, 0, 0, -500];
    const turns = scores.map((score, index) => ({ index, seat: index % 2, score, move: null, played: entries[index + 1].hop }));
    localStorage.setItem(key, JSON.stringify({ turns, final: [-500, 0], byEvent: false, lines: {} }));
    return null;
  });
  assert.equal(listNumber, null);
  await page.click('#analyse-game-btn');
  await page.waitForSelector('#review-panel .review-mark button');
  const mark = await page.locator('#review-panel .review-mark button').textContent();
  assert.match(mark, /^Move 2, Red: blunder/);
  // The move list's line of that move: the round's number 2 on Red's second turn.
  const numbers = await page.locator('#move-list li .num').allTextContents();
  assert.deepEqual(numbers.filter(Boolean), ['1.', '2.', '3.']);
  assert.deepEqual(errors, []);
  await context.close();
});
