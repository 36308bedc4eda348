// Screenshots of the Games dialog (the library and the statistics) for the
// README, phone (390x844) and desktop (1440x900), light and dark; with
// `--all`, also the import refusal and the notice of a share link opened over
// a game in progress, into test-results/ for a look. Run by hand after
// `trunk build`:  node tests/browser/records-screenshots.mjs [--all]

import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { launch, serve, ROOT, PHONE, DESKTOP } from './harness.mjs';

const OUT = path.join(ROOT, 'docs', 'screenshots');
const LOOK = path.join(ROOT, 'test-results');
mkdirSync(OUT, { recursive: true });
mkdirSync(LOOK, { recursive: true });
const all = process.argv.includes('--all');

/** Plays the game on the board by a seeded choice (crowning, else capture, else any) for `hops` hops or to its end. */
const playOut = (page, seed, hops) => page.evaluate(({ seed: s, hops: most }) => {
  const el = document.querySelector('hex-checkers');
  el.paused = true;
  let a = s >>> 0;
  const next = (n) => { a = (Math.imul(a, 1664525) + 1013904223) >>> 0; return a % n; };
  for (let i = 0; i < most && el.game.current !== null; i += 1) {
    const moves = el.game.legalMoves();
    const centre = moves.filter((m) => m.to.q === 0 && m.to.r === 0);
    const captures = moves.filter((m) => m.capture);
    const pool = centre.length ? centre : captures.length ? captures : moves;
    el.play(pool[next(pool.length)]);
  }
}, { seed, hops });

const newGame = (page, settings) => page.evaluate((s) => document.querySelector('hex-checkers').newGame(s), settings);
const closeResult = async (page) => {
  await page.waitForSelector('#result-dialog[open]');
  await page.click('#result-dialog button[type="submit"]');
};

const server = await serve();
const browser = await launch();
try {
  for (const scheme of ['light', 'dark']) {
    for (const [size, viewport] of [['phone', PHONE], ['desktop', DESKTOP]]) {
      const context = await browser.newContext({ viewport, colorScheme: scheme, reducedMotion: 'reduce', deviceScaleFactor: size === 'phone' ? 2 : 1 });
      const page = await context.newPage();
      await page.goto(server.url);
      await page.waitForSelector('html[data-ready="true"]');
      const name = (what) => `${what}-${size}${scheme === 'dark' ? '-dark' : ''}.png`;

      await newGame(page, { players: 2, radius: 3, names: ['Ada', ''], kinds: ['human', 'bot3'] });
      await playOut(page, 21, 400);
      await closeResult(page);
      await newGame(page, { players: 2, radius: 3, names: ['Ada', 'Bea'], kinds: ['human', 'human'] });
      await playOut(page, 3, 400);
      await closeResult(page);
      await newGame(page, { players: 3, radius: 4, names: ['Ada', '', ''], kinds: ['human', 'bot1', 'bot2'] });
      await playOut(page, 7, 12);
      await page.click('#games-btn');
      await page.waitForSelector('#games-dialog[open]');
      await page.screenshot({ path: path.join(OUT, name('games')) });

      if (all) {
        await page.click('#import-btn');
        await page.fill('#import-text', '[Players "2"]\n[Radius "3"]\n[Seat1 "(human)"]\n[Seat2 "(human)"]\n[Result "*"]\n\n1. f3-f2 2. a1-a2 *\n');
        await page.click('#import-open');
        await page.waitForFunction(() => document.getElementById('import-error').textContent !== '');
        await page.screenshot({ path: path.join(LOOK, name('look-import-error')) });
        await page.click('#import-cancel');
        await page.click('#games-dialog button[type="submit"]');
        await page.click('#share-btn');
        const link = await page.inputValue('#share-url');
        await page.screenshot({ path: path.join(LOOK, name('look-share')) });
        await page.click('#share-dialog button[type="submit"]');
        await newGame(page, { players: 2, radius: 5, names: ['Mine', ''], kinds: ['human', 'human'] });
        await playOut(page, 4, 3);
        await page.goto(link);
        await page.waitForFunction(() => /Opened the shared game/.test(document.getElementById('notices').textContent));
        await page.screenshot({ path: path.join(LOOK, name('look-bug1')) });
      }
      console.log(`${size} ${scheme}: done`);
      await context.close();
    }
  }
} finally {
  await browser.close();
  await server.close();
}
