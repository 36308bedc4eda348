// The automated accessibility audit: axe-core (WCAG 2.2 A and AA rules, best
// practices, and the label-in-name rule) over the page's main screens — the
// start, a piece picked up, the new-game dialog, the rules, the end of a game (the result panel), the
// games library, the puzzles and the non-visual mode — on a phone and a desktop, light and dark, and in every language the page
// offers (www/i18n/; the document's lang follows the language). Any violation,
// whatever its impact, fails. axe reaches into the board's open shadow root.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { setup, openMenu, openPage, settle, cell, clickMove, restore, position, shot, PHONE, DESKTOP } from './harness.mjs';
import { audit } from './axe.mjs';
import { LANGUAGES } from '../../www/i18n/i18n.js';

let env;
before(async () => { env = await setup(); });
after(async () => { await env?.teardown(); });


/** The screens, each reached from the one before; `check` says the screen really is there. */
const SCREENS = [
  ['start', async () => {}, (page) => page.locator('html[data-ready="true"]').count()],
  ['a piece picked up', async (page) => {
    await cell(page, '-2,4').click();
    await settle(page);
  }, (page) => page.locator('hex-checkers .target-mark').count()],
  ['the new-game dialog', async (page) => {
    await page.click('#new-game-btn');
  }, (page) => page.locator('#new-game-dialog[open] #seat-rows li').count()],
  ['the rules', async (page) => {
    await page.click('#new-game-cancel');
    await openMenu(page); // a phone: Rules is in the menu
    await page.click('#rules-btn');
    await page.waitForSelector('#rules-dialog .diagram svg');
  }, (page) => page.locator('#rules-dialog[open] .diagram svg').count()],
  ['the end of a game', async (page) => {
    await page.click('#rules-dialog .rules-head button');
    await restore(page, position({ players: 2, radius: 5, pieces: { '-1,2': 'a', '2,3': 'a', '-1,1': 'b' } }));
    await clickMove(page, '-1,2', '-1,0');
    await page.waitForSelector('#result-dialog[open]'); // its module loads on first use
  }, (page) => page.locator('#result-dialog[open]').count()], // the page's result panel (its board has no-new-game)
  ['the games library', async (page) => {
    await page.click('#result-dialog button[type="submit"]');
    await openMenu(page);
    await page.click('#games-btn');
    await page.waitForSelector('#games-dialog[open]');
  }, (page) => page.locator('#games-dialog[open]').count()],
  ['the puzzles', async (page) => {
    await page.click('#games-dialog button[type="submit"]');
    await openMenu(page);
    await page.click('#puzzles-btn');
    await page.waitForSelector('#puzzles-dialog[open][data-state="playing"]'); // its module loads on first use
  }, (page) => page.locator('#puzzles-dialog[open]').count()],
  ['the non-visual mode', async (page) => {
    await page.keyboard.press('Escape');
    await page.waitForFunction(() => !document.querySelector('dialog[open]'));
    await page.keyboard.press('Alt+Shift+N');
    await page.waitForSelector('#nonvisual:not([hidden]) input'); // the mode loads on first use
  }, (page) => page.locator('#nonvisual:not([hidden]) input').count()],
];

/** Opens the page in a new context (`options`), checks it first (`before`), then audits every screen of SCREENS. */
async function auditScreens(options, name, before = async () => {}) {
  const context = await env.browser.newContext({ ...options, reducedMotion: 'reduce' });
  const { page, errors } = await openPage(env.browser, env.server.url, { context });
  await before(page);
  const found = {};
  for (const [screen, reach, check] of SCREENS) {
    await reach(page);
    assert.ok(await check(page) > 0, `reached ${screen}`);
    const violations = await audit(page); // every impact: minor ones too
    if (violations.length) found[screen] = violations;
  }
  await shot(page, name);
  assert.deepEqual(found, {}, 'axe found violations');
  assert.deepEqual(errors, []);
  await context.close();
}

for (const scheme of ['light', 'dark']) {
  for (const [size, viewport] of [['phone', PHONE], ['desktop', DESKTOP]]) {
    test(`no accessibility violation: ${size}, ${scheme}`, async () => {
      await auditScreens({ viewport, colorScheme: scheme }, `a11y-${size}-${scheme}`);
    });
  }
}

// Every other language, light, at both sizes: the same screens, the document's lang the language's.
for (const { tag, dir } of LANGUAGES.filter((l) => l.tag !== 'en')) {
  for (const [size, viewport] of [['phone', PHONE], ['desktop', DESKTOP]]) {
    test(`no accessibility violation: ${tag}, ${size}`, async () => {
      await auditScreens({ viewport, locale: tag }, `a11y-${tag}-${size}`, async (page) => {
        assert.deepEqual(await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir]), [tag, dir]);
      });
    });
  }
}
