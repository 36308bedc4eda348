// The README's screenshots: the start, a game in the middle of a chain, a
// finished game, and a hint in a game against the computer, at phone (390x844) and desktop (1440x900) sizes, light and
// dark. Run by hand after `trunk build`:  node tests/browser/screenshots.mjs
// Games are random but seeded, played through the element's own play().

import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { launch, serve, ROOT, PHONE, DESKTOP } from './harness.mjs';

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

      await playUntil(page, { players: 6, radius: 5, names: NAMES, maxHops: 700, stop: 'game.winner !== null' });
      await settle();
      await page.screenshot({ path: file('game-over') });

      // The first visit's game (you against Bot 2) with a hint on the board.
      await page.evaluate(() => {
        const el = document.querySelector('hex-checkers');
        el.newGame({ players: 2, radius: 5, kinds: ['human', 'bot2'] });
        return el.hint();
      });
      await settle();
      await page.screenshot({ path: file('hint') });
      console.log(`${size} ${scheme}: done`);
      await context.close();
    }
  }
} finally {
  await browser.close();
  await server.close();
}
