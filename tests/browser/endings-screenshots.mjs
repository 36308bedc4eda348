// Screenshots of the endings (docs/screenshots/endings-*.png): the new-game
// dialog's house rules and clock, a game under a clock, a bot's draw offer put
// to the person, and the result panel after a resignation; phone (390x844)
// and desktop (1440x900), light and dark. Run by hand after `trunk build`:
//   node tests/browser/endings-screenshots.mjs

import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { launch, serve, ROOT, PHONE, DESKTOP } from './harness.mjs';
import { snapshotText } from '../shared/snapshot.mjs';

const OUT = path.join(ROOT, 'docs', 'screenshots');
mkdirSync(OUT, { recursive: true });

const NAMES = ['Ada', 'Bea', 'Cy'];
const DEAD = `${snapshotText({ players: 2, radius: 5, turn: 1, pieces: { '-3,3': 'A', '-2,4': 'A', '3,-3': 'B', '2,-4': 'B' } })} rules=40,0;quiet=30`;

const server = await serve();
const browser = await launch();
try {
  for (const scheme of ['light', 'dark']) {
    for (const [size, viewport] of [['phone', PHONE], ['desktop', DESKTOP]]) {
      const context = await browser.newContext({ viewport, colorScheme: scheme, reducedMotion: 'reduce', deviceScaleFactor: size === 'phone' ? 2 : 1 });
      const page = await context.newPage();
      await page.goto(server.url);
      await page.waitForSelector('html[data-ready="true"]');
      const file = (name) => path.join(OUT, `endings-${name}-${size}${scheme === 'dark' ? '-dark' : ''}.png`);
      const settle = () => page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));

      await page.click('#new-game-btn');
      await page.selectOption('#players-select', '3');
      await page.selectOption('#no-progress-select', '40');
      await page.selectOption('#clock-select', 'custom');
      await page.screenshot({ path: file('dialog') });
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
      await page.screenshot({ path: file('clocks') });

      await page.evaluate((t) => {
        const el = document.querySelector('hex-checkers');
        el.newGame({ players: 2, kinds: ['human', 'bot3'], names: ['Ada', ''] });
        el.restore(t);
      }, DEAD);
      await page.locator('hex-checkers .question:not([hidden])').waitFor();
      await settle();
      await page.screenshot({ path: file('bot-offers') });

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
      await page.screenshot({ path: file('result') });
      console.log(`${size} ${scheme}: done`);
      await context.close();
    }
  }
} finally {
  await browser.close();
  await server.close();
}
