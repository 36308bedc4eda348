// The remote panel's words for a newcomer (issue 36, friction 10): what "Copy the full link" and
// "Verify" are for, when to give the table's code, and when to invite a device to play live instead.
// Each note sits beside its control, is the control's accessible description (aria-describedby), and
// follows a change of language at once (in Arabic the panel reads right to left).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import {
  setup, openMenu, shot, PHONE, DESKTOP,
} from './harness.mjs';
import { startTracker } from './tracker.mjs';
import { openDevice, startGame } from './remote-devices.mjs';
import en from '../../www/i18n/en/remote.js';
import fr from '../../www/i18n/fr/remote.js';
import ar from '../../www/i18n/ar/remote.js';

let env;
let tracker;
before(async () => { [env, tracker] = await Promise.all([setup(), startTracker()]); });
after(async () => { await env?.teardown(); await tracker?.stop(); });

/** Each control of the panel and the key of the note that says what it is for. */
const NOTES = {
  'remote-table-copy': ['remote-code-hint', 'remote.table.code-hint'],
  'remote-live-invite': ['remote-live-hint', 'remote.live.invite-hint'],
  'remote-full': ['remote-full-hint', 'remote.full-link-hint'],
  'remote-verify': ['remote-verify-hint', 'remote.verify-hint'],
};

/** For each control: the id its aria-describedby names, and the text of that note on the page. */
const described = (page) => page.evaluate((ids) => Object.fromEntries(ids.map((id) => {
  const by = document.getElementById(id)?.getAttribute('aria-describedby') ?? null;
  return [id, [by, by && document.getElementById(by)?.textContent]];
})), Object.keys(NOTES));

/** Picks a language in the header's picker (in its Menu when the header has one), as a player does. */
async function pickLanguage(page, tag) {
  await openMenu(page);
  await page.selectOption('#language-select', tag);
  if (await page.locator('#more-menu:popover-open').count()) await page.keyboard.press('Escape');
}

/** What `described` must find in a language's catalogue. */
const expected = (catalogue) => Object.fromEntries(Object.entries(NOTES).map(([id, [note, key]]) => [id, [note, catalogue[key]]]));

test('the panel says what the full link and Verify are for, and when to give the code or invite a device live, in every language', { timeout: 120_000 }, async () => {
  const { context, page, errors } = await openDevice(env.browser, env.server.url, tracker, { viewport: DESKTOP });
  await startGame(page, [['Ann', 'human'], ['Bob', 'remote']]);
  await page.waitForSelector('#remote-panel[data-relay="up"] #remote-table li[data-state="free"]');
  assert.deepEqual(await described(page), expected(en));
  // The table's note says who the code is for, and the live invitation's says it is for when the code finds nobody.
  assert.match(en['remote.table.code-hint'], /same room.*read the code aloud/);
  assert.match(en['remote.live.invite-hint'], /Only when the table code finds nobody/);
  await page.locator('#remote-panel').screenshot({ path: 'test-results/remote-words-desktop.png' });

  // Another language: the notes change with the rest of the panel, at once, right to left in Arabic.
  for (const [tag, catalogue, dir] of [['fr', fr, 'ltr'], ['ar', ar, 'rtl']]) {
    await pickLanguage(page, tag);
    await page.waitForFunction(([t, text]) => document.documentElement.lang === t
      && document.getElementById('remote-verify-hint')?.textContent === text, [tag, catalogue['remote.verify-hint']]);
    assert.deepEqual(await described(page), expected(catalogue));
    assert.equal(await page.evaluate(() => document.documentElement.dir), dir);
  }
  await page.setViewportSize(PHONE);
  await page.locator('#remote-panel').screenshot({ path: 'test-results/remote-words-phone-ar.png' });
  await pickLanguage(page, 'en');
  await page.waitForFunction((text) => document.getElementById('remote-verify-hint')?.textContent === text, en['remote.verify-hint']);
  await page.locator('#remote-panel').screenshot({ path: 'test-results/remote-words-phone.png' });
  await shot(page, 'remote-words');
  assert.deepEqual(await page.evaluate(async () => (await import('./www/i18n/i18n.js')).missingKeys()), [], 'every key the panel asks for is in the catalogues');
  assert.deepEqual(errors, []);
  await context.close();
});
