// The screenshots (docs/develop.md#screenshots): the start, a game in the middle of a chain, a
// crowning, a finished game, a hint in a game against the computer, the endings (the new-game dialog's house
// rules and clock, a game under a clock, a bot's draw offer, the result panel) and the Games dialog,
// at phone (390x844) and desktop (1440x900) sizes, light and dark; on the phone also a radius-8 board
// zoomed by a pinch and the landscape layout (844x390); the evaluation bar and graph, the tutorial, a remote
// game's panel and the AI lab. Run by hand after `trunk build`:
// node tests/browser/screenshots.mjs
// Games are random but seeded, played through the element's own play().

import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { launch, serve, ROOT, PHONE, DESKTOP } from './harness.mjs';
import { snapshotText } from '../shared/snapshot.mjs';

const OUT = path.join(ROOT, 'docs', 'screenshots');
mkdirSync(OUT, { recursive: true });

/** Plays seeded random hops in the page until `stop` says so; tries seeds in turn. */
function playUntil(page, { players, radius, stop, maxHops, names }) {
  return page.evaluate(async ({ players, radius, stop, maxHops, names }) => {
    const el = document.querySelector('hex-checkers');
    const done = new Function('game', 'hop', 'i', `return ${stop};`);
    for (let seed = 1; seed < 200; seed++) {
      el.newGame({ players, radius, names });
      let s = seed;
      for (let i = 0; i < maxHops && el.game.current !== null; i++) {
        const legal = el.game.legalMoves();
        s = (s * 1103515245 + 12345) % 2147483648;
        const hop = el.play(legal[Math.floor((s / 2147483648) * legal.length)]);
        if (done(el.game, hop, i)) return seed;
      }
    }
    throw new Error('no seed gave the wanted position');
  }, { players, radius, stop, maxHops, names });
}

const NAMES = ['Ada', 'Bea', 'Cy', 'Dev', 'Eli', 'Fay'];
/** Two kings each, 30 quiet turns under a 40-turn rule, a bot to move: it offers a draw. */
const DEAD = `${snapshotText({ players: 2, radius: 5, turn: 1, pieces: { '-3,3': 'A', '-2,4': 'A', '3,-3': 'B', '2,-4': 'B' } })} rules=40,0;quiet=30`;

/** The endings' screens: the new-game dialog's house rules and clock, a game under a clock, a bot's draw offer, the result panel. */
async function endingsScreens(page, file, settle) {
  await page.click('#new-game-btn');
  await page.selectOption('#players-select', '3');
  await page.selectOption('#no-progress-select', '150');
  await page.selectOption('#clock-select', 'custom');
  await page.screenshot({ path: file('endings-dialog') });
  await page.click('#new-game-cancel');

  await page.evaluate((names) => {
    const el = document.querySelector('hex-checkers');
    el.newGame({ players: 3, names, clock: { initialMs: 180000, incrementMs: 2000 } });
  }, NAMES);
  const moves = [['-1,5', '0,4'], ['-5,1', '-4,1'], ['4,-3', '3,-2']];
  for (const [from, to] of moves) {
    await page.evaluate(([f, t]) => {
      const el = document.querySelector('hex-checkers');
      el.play(el.game.legalMoves().find((m) => `${m.from.q},${m.from.r}` === f && `${m.to.q},${m.to.r}` === t) ?? el.game.legalMoves()[0]);
    }, [from, to]);
  }
  await settle();
  await page.screenshot({ path: file('endings-clocks') });

  await page.evaluate((t) => {
    const el = document.querySelector('hex-checkers');
    el.newGame({ players: 2, kinds: ['human', 'bot3'], names: ['Ada', ''] });
    el.restore(t);
  }, DEAD);
  await page.locator('hex-checkers .question:not([hidden])').waitFor();
  await settle();
  await page.screenshot({ path: file('endings-bot-offers') });

  await page.evaluate((names) => {
    const el = document.querySelector('hex-checkers');
    el.newGame({ players: 3, names });
    el.play(el.game.legalMoves()[0]);
    el.resign(1);
  }, NAMES);
  await page.click('#resign-btn');
  await page.click('#resign-dialog button[value="resign"]');
  await page.waitForSelector('#result-dialog[open]');
  await settle();
  await page.screenshot({ path: file('endings-result') });
}

/** A touch phone: a radius-8 board zoomed by a pinch on a corner, and the landscape layout. */
async function phoneScreens(context, page, file, settle) {
  const touch = await context.browser().newContext({
    viewport: PHONE, hasTouch: true, isMobile: true, colorScheme: await page.evaluate(() => (matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light')),
    reducedMotion: 'reduce', deviceScaleFactor: 2,
  });
  const tp = await touch.newPage();
  await tp.goto(page.url());
  await tp.waitForSelector('html[data-ready="true"]');
  await tp.evaluate((names) => document.querySelector('hex-checkers').newGame({ players: 6, radius: 8, names }), NAMES);
  await tp.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  const box = await tp.locator('hex-checkers g[data-key="-8,8"] .hex').boundingBox();
  const at = { x: box.x + box.width, y: box.y };
  const cdp = await touch.newCDPSession(tp);
  const points = (d) => [{ id: 1, x: at.x - d, y: at.y + d / 2 }, { id: 2, x: at.x + d, y: at.y - d / 2 }];
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: points(10) });
  for (let d = 20; d <= 70; d += 10) await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: points(d) });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await tp.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  await tp.screenshot({ path: file('zoomed') });
  await tp.locator('hex-checkers .zoom-reset').tap();
  await tp.setViewportSize({ width: 844, height: 390 });
  await tp.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  await tp.screenshot({ path: file('landscape') });
  await touch.close();
  await settle();
}

/** The bot's view and learning: the evaluation bar and graph in a watch game, the tutorial, a remote game's panel, and the AI lab. */
async function learnScreens(page, file, settle, size, url) {
  await page.evaluate(() => {
    const el = document.querySelector('hex-checkers');
    el.botPace = 0;
    el.paused = false;
    el.newGame({ players: 3, radius: 4, kinds: ['bot1', 'bot1', 'bot1'] });
  });
  await page.check('#eval-toggle');
  await page.waitForFunction(() => document.querySelector('hex-checkers').history.length >= 16, null, { timeout: 60000 });
  await page.evaluate(() => { document.querySelector('hex-checkers').paused = true; });
  await page.waitForFunction(() => document.getElementById('eval-graph').dataset.positions === String(document.querySelector('hex-checkers').history.entries.length));
  await settle();
  await page.screenshot({ path: file('analysis') });
  await page.uncheck('#eval-toggle');
  if (size === 'phone') await page.click('#more-btn');
  await page.click('#rules-btn');
  await page.click('#tutorial-btn');
  await page.waitForSelector('#tutorial-dialog[open]');
  await page.waitForFunction(() => document.querySelector('#tutorial-dialog hex-checkers')?.game);
  await settle();
  await page.screenshot({ path: file('tutorial') });
  await page.click('#tutorial-dialog .rules-head button');
  await page.click('#new-game-btn');
  await page.waitForSelector('#new-game-dialog[open]');
  await page.selectOption('#players-select', '2');
  await page.fill('[name="name0"]', 'Ann');
  await page.selectOption('[name="kind0"]', 'human');
  await page.fill('[name="name1"]', 'Bob');
  await page.selectOption('[name="kind1"]', 'remote');
  await page.click('#new-game-dialog button[value="start"]');
  await page.waitForSelector('#remote-panel[data-state="idle"]');
  await page.locator('#remote-panel').scrollIntoViewIfNeeded();
  await settle();
  await page.screenshot({ path: file('remote') });
  await page.goto(`${url.replace(/\/?$/, '/')}www/lab/index.html`);
  await page.waitForSelector('#lab-board, hex-checkers');
  await page.waitForFunction(() => document.querySelector('hex-checkers')?.game);
  await settle();
  await page.screenshot({ path: file('lab') });
}

const server = await serve();
const browser = await launch();
try {
  for (const scheme of ['light', 'dark']) {
    for (const [size, viewport] of [['phone', PHONE], ['desktop', DESKTOP]]) {
      const context = await browser.newContext({ viewport, colorScheme: scheme, reducedMotion: 'reduce', deviceScaleFactor: size === 'phone' ? 2 : 1 });
      const page = await context.newPage();
      await page.goto(server.url);
      await page.waitForSelector('html[data-ready="true"]');
      const file = (name) => path.join(OUT, `${name}-${size}${scheme === 'dark' ? '-dark' : ''}.png`);
      const settle = () => page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));

      await page.evaluate((names) => document.querySelector('hex-checkers').newGame({ players: 6, radius: 5, names }), NAMES);
      await settle();
      await page.screenshot({ path: file('start') });

      await playUntil(page, { players: 6, radius: 5, names: NAMES, maxHops: 300, stop: 'hop.chaining && i >= 24' });
      await settle();
      await page.screenshot({ path: file('chain') });

      await playUntil(page, { players: 3, radius: 4, names: NAMES, maxHops: 300, stop: 'hop.promoted && i >= 12' });
      await settle();
      await page.screenshot({ path: file('crowning') });

      await playUntil(page, { players: 6, radius: 5, names: NAMES, maxHops: 700, stop: 'game.winner !== null' });
      await settle();
      await page.screenshot({ path: file('game-over') });
      await page.click('#result-dialog button[type="submit"]');

      // The first visit's game (you against Bot 2) with a hint on the board.
      await page.evaluate(() => {
        const el = document.querySelector('hex-checkers');
        el.newGame({ players: 2, radius: 5, kinds: ['human', 'bot2'] });
        return el.hint();
      });
      await settle();
      await page.screenshot({ path: file('hint') });

      await endingsScreens(page, file, settle);

      // The Games dialog: this browser's games (two finished, one in progress) and the statistics.
      await page.evaluate(() => {
        for (const key of Object.keys(localStorage)) if (key.startsWith('hex-checkers/library/')) localStorage.removeItem(key);
        const el = document.querySelector('hex-checkers');
        const play = (seed, hops) => { // a crowning, else a capture, else any move, by a seeded choice
          let a = seed;
          for (let i = 0; i < hops && el.game.current !== null; i += 1) {
            const moves = el.game.legalMoves();
            const centre = moves.filter((m) => m.to.q === 0 && m.to.r === 0);
            const pool = centre.length ? centre : moves.some((m) => m.capture) ? moves.filter((m) => m.capture) : moves;
            a = (Math.imul(a, 1664525) + 1013904223) >>> 0;
            el.play(pool[a % pool.length]);
          }
        };
        el.paused = true;
        el.newGame({ players: 2, radius: 3, names: ['Ada', ''], kinds: ['human', 'bot3'] });
        play(21, 400);
        el.newGame({ players: 2, radius: 3, names: ['Ada', 'Bea'], kinds: ['human', 'human'] });
        play(3, 400);
        el.newGame({ players: 3, radius: 4, names: ['Ada', '', ''], kinds: ['human', 'bot1', 'bot2'] });
        play(7, 12);
        document.getElementById('result-dialog').close();
      });
      if (size === 'phone') await page.click('#more-btn'); // Games is in the phone's menu
      await page.click('#games-btn');
      await page.waitForSelector('#games-dialog[open]'); // its modules load on first use
      await settle();
      await page.screenshot({ path: file('games') });
      await page.click('#games-dialog .rules-head button');
      if (size === 'phone') await phoneScreens(context, page, file, settle);
      await learnScreens(page, file, settle, size, server.url);
      console.log(`${size} ${scheme}: done`);
      await context.close();
    }
  }
} finally {
  await browser.close();
  await server.close();
}
