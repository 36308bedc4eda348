// Small things a player found (issue 22, bug 7): importing the record of the
// game already on the board keeps one library entry, not two; while a piece is
// picked up the status says where it can go and how to put it back. (The
// tampered share link's player sentence is tested in persistence.test.mjs.)
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { setup, openPage, shot, cell, settle, eachView } from './harness.mjs';

let env;
before(async () => { env = await setup(); });
after(async () => { await env?.teardown(); });

/** The library's entries, as the Games dialog lists them. */
async function libraryItems(page) {
  await page.click('#games-btn');
  await page.waitForSelector('#games-dialog[open]');
  const items = await page.locator('#games-list > li').allInnerTexts();
  await page.click('#games-dialog form.rules-head button[type="submit"]');
  await page.waitForFunction(() => !document.getElementById('games-dialog').open);
  return items;
}

test('importing the record of the game on the board keeps it once in the library', async () => {
  const { page, errors, context } = await openPage(env.browser, env.server.url);
  await page.evaluate(() => {
    const el = document.querySelector('hex-checkers');
    el.newGame({ players: 2, radius: 3, names: ['Ann', 'Bob'], kinds: ['human', 'human'] });
    for (let i = 0; i < 4; i += 1) el.play(el.game.legalMoves()[0]);
  });
  await page.click('#share-btn');
  const [download] = await Promise.all([page.waitForEvent('download'), page.click('#download-record-btn')]);
  const text = await readFile(await download.path(), 'utf8');
  await page.click('#share-dialog button[type="submit"]');
  const before = await libraryItems(page);
  assert.equal(before.filter((t) => /Ann/.test(t)).length, 1, before.join('\n'));
  // Imported twice over itself: still one entry, at the same line.
  for (let round = 0; round < 2; round += 1) {
    await page.click('#games-btn');
    await page.waitForSelector('#games-dialog[open]');
    await page.click('#import-btn');
    await page.fill('#import-text', text);
    await page.click('#import-open');
    await page.waitForFunction(() => !document.getElementById('import-dialog').open);
  }
  assert.equal(await page.evaluate(() => document.querySelector('hex-checkers').history.length), 4);
  const after = await libraryItems(page);
  assert.equal(after.filter((t) => /Ann/.test(t)).length, 1, after.join('\n'));
  assert.equal(after.length, before.length);
  // Another game imported is a new entry.
  await page.click('#games-btn');
  await page.waitForSelector('#games-dialog[open]');
  await page.click('#import-btn');
  await page.fill('#import-text', text.replace('Ann (human)', 'Cleo (human)'));
  await page.click('#import-open');
  await page.waitForFunction(() => !document.getElementById('import-dialog').open);
  assert.equal((await libraryItems(page)).length, before.length + 1);
  assert.deepEqual(errors, []);
  await context.close();
});

test('a piece picked up: the status names where it can go and how to put it back', async () => {
  const { page, errors, context } = await openPage(env.browser, env.server.url);
  await page.evaluate(() => document.querySelector('hex-checkers').newGame({ players: 2, radius: 5, kinds: ['human', 'human'] }));
  const notes = () => page.evaluate(() => document.querySelector('hex-checkers').shadowRoot.querySelector('.notes .hint').textContent);
  await settle(page);
  assert.match(await notes(), /^Pick up a ringed piece/);
  await cell(page, '-1,5').click();
  // The man on j2 (-1,5) may step to i2 or i3 (its targets, by the board's own names).
  await page.waitForFunction(() => /picked up/.test(document.querySelector('hex-checkers').shadowRoot.querySelector('.notes .hint').textContent));
  const names = await page.evaluate(() => {
    const root = document.querySelector('hex-checkers').shadowRoot;
    const name = (k) => root.querySelector(`g[data-key="${k}"]`).getAttribute('aria-label').split(',')[0];
    const targets = [...root.querySelectorAll('g[data-key]')].filter((g) => /move here|jump here/.test(g.getAttribute('aria-label'))).map((g) => g.dataset.key);
    return { from: name('-1,5'), to: targets.map(name) };
  });
  assert.equal(names.to.length, 2);
  const said = (await notes()).match(/^(\S+) picked up: it can go to (\S+) or (\S+)\. Another cell or Escape puts it back\.$/);
  assert.ok(said, await notes());
  assert.equal(said[1], names.from);
  assert.deepEqual([said[2], said[3]].sort(), names.to.sort());
  await eachView(page, async (view) => {
    await settle(page);
    await shot(page, `found-picked-${view}`);
  });
  // Put back (another cell chosen): the first sentence again.
  await cell(page, '0,0').click();
  await page.waitForFunction(() => /^Pick up a ringed piece/.test(document.querySelector('hex-checkers').shadowRoot.querySelector('.notes .hint').textContent));
  assert.deepEqual(errors, []);
  await context.close();
});
