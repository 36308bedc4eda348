// Records, the game library and statistics (issue 11) and issue 12's bug 1, in
// Chromium: a finished game exported (download and clipboard) and imported
// (file and paste) is the same game step for step; a tampered record is refused
// naming its line and changes nothing; the library survives a reload, opens,
// deletes and exports; statistics after two finished games, and their reset;
// storage refused and a damaged entry give notices and lose nothing; opening a
// share link never replaces the game in progress.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import {
  setup, openPage, gotoPlayable, shot, snapshot, moveList, position, restore, settle,
} from './harness.mjs';

let env;
before(async () => { env = await setup(); });
after(async () => { await env?.teardown(); });

const notices = (page) => page.locator('#notices .notice').allInnerTexts();
const entries = (page) => page.evaluate(() => document.querySelector('hex-checkers').history.entries.map((e) => e.snapshot));
const steps = (page) => page.evaluate(() => document.querySelector('hex-checkers').history.hops());

async function newGame(page, settings) {
  await page.evaluate((s) => document.querySelector('hex-checkers').newGame(s), settings);
}

/**
 * Plays the game on the board to its end (or `maxHops`) through the element:
 * a crowning when one is offered, else a capture, else any move, picked by a
 * seeded generator, so the same seed plays the same game.
 */
function playOut(page, seed, maxHops = 400) {
  return page.evaluate(({ seed: s, maxHops: most }) => {
    const el = document.querySelector('hex-checkers');
    let a = s >>> 0;
    const next = (n) => { a = (Math.imul(a, 1664525) + 1013904223) >>> 0; return a % n; };
    for (let i = 0; i < most && el.game.current !== null; i += 1) {
      const moves = el.game.legalMoves();
      const centre = moves.filter((m) => m.to.q === 0 && m.to.r === 0);
      const captures = moves.filter((m) => m.capture);
      const pool = centre.length ? centre : captures.length ? captures : moves;
      el.play(pool[next(pool.length)]);
    }
    return el.game.winner;
  }, { seed, maxHops });
}

/** Closes the result panel that the end of a game opens. */
async function closeResult(page) {
  await page.waitForSelector('#result-dialog[open]');
  await page.click('#result-dialog button[type="submit"]');
}

/**
 * A finished two-player game with a chain and a crowning (radius 3, seed 21: 34 hops, Red wins); the result
 * panel it opens is closed unless `resultOpen`.
 */
async function finishedGame(page, { names = ['Ann', 'Bob'], resultOpen = false } = {}) {
  await newGame(page, { players: 2, radius: 3, names, kinds: ['human', 'human'] });
  assert.equal(await playOut(page, 21), 0);
  const hops = await steps(page);
  assert.ok(hops.some((h) => h.chaining), 'the game has a chain');
  assert.ok(hops.some((h) => h.promoted), 'the game has a crowning');
  if (!resultOpen) await closeResult(page);
}

async function openGames(page) {
  await page.click('#games-btn');
  await page.waitForSelector('#games-dialog[open]');
}
/** Waits until a dialog has closed. */
const closed = (page, id) => page.waitForFunction((d) => !document.getElementById(d).open, id);
const gameItems = (page) => page.locator('#games-list > li').allInnerTexts();

async function importText(page, text) {
  await openGames(page);
  await page.click('#import-btn');
  await page.fill('#import-text', text);
  await page.click('#import-open');
}

async function exportByDownload(page) {
  await page.click('#share-btn');
  const [download] = await Promise.all([page.waitForEvent('download'), page.click('#download-record-btn')]);
  assert.match(download.suggestedFilename(), /^hex-checkers-\d{4}-\d\d-\d\d\.txt$/);
  const text = await readFile(await download.path(), 'utf8');
  await page.click('#share-dialog button[type="submit"]');
  return text;
}

test('a finished game with chains and crownings: export (download, clipboard) then import (file, paste) is the same game', async () => {
  const { page, errors, context } = await openPage(env.browser, env.server.url);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await finishedGame(page, { resultOpen: true });
  const original = { entries: await entries(page), steps: await steps(page), list: await moveList(page) };
  // The result panel's Export downloads the same record as the Share dialog.
  const [fromResult] = await Promise.all([page.waitForEvent('download'), page.click('#export-btn')]);
  await closeResult(page);
  const text = await exportByDownload(page);
  assert.equal(await readFile(await fromResult.path(), 'utf8'), text);
  assert.match(text, /^\[Date "\d{4}\.\d\d\.\d\d"\]\n\[Players "2"\]\n\[Radius "3"\]\n\[Seat1 "Ann \(human\)"\]\n\[Seat2 "Bob \(human\)"\]/);
  assert.match(text, /\[Result "1-0"\]\n\[Termination "last-army"\]/);
  assert.match(text, /\d+\. [a-q]\d+x[a-q]\d+x[a-q]\d+/, 'a chain in one token');
  assert.match(text, /=K/, 'a crowning');
  assert.match(text, / 1-0\n$/);

  await page.click('#share-btn');
  await page.click('#copy-record-btn');
  await page.waitForFunction(() => /copied/.test(document.getElementById('share-status').textContent));
  assert.equal(await page.evaluate(() => navigator.clipboard.readText()), text, 'the clipboard holds the same record');
  await page.click('#share-dialog button[type="submit"]');

  // Another game on the board, then the record opened from a file.
  await newGame(page, { players: 6, radius: 5 });
  await openGames(page);
  await page.click('#import-btn');
  await page.setInputFiles('#import-file', { name: 'game.txt', mimeType: 'text/plain', buffer: Buffer.from(text) });
  await page.waitForFunction(() => document.getElementById('import-text').value.length > 0);
  await page.click('#import-open');
  await closed(page, 'import-dialog');
  assert.deepEqual(await entries(page), original.entries, 'every position, from the start to the end');
  assert.deepEqual(await steps(page), original.steps, 'every hop and what it did');
  assert.equal(await moveList(page), original.list);
  assert.match((await notices(page)).join(' '), /Opened the imported game/);

  // Pasted: the same again.
  await newGame(page, { players: 3, radius: 4 });
  await importText(page, await page.evaluate(() => navigator.clipboard.readText()));
  await closed(page, 'import-dialog');
  assert.deepEqual(await entries(page), original.entries);
  await shot(page, 'records-imported');
  assert.deepEqual(errors, []);
  await context.close();
});

test('a finished game with resignations: export then import keeps them, step for step', async () => {
  const { page, errors, context } = await openPage(env.browser, env.server.url);
  // Three people: moves, Blue resigns out of turn, more moves, then Orange resigns and Red wins by resignation.
  await newGame(page, { players: 3, radius: 3, names: ['Ann', 'Bo', 'Cy'], kinds: ['human', 'human', 'human'] });
  await playOut(page, 21, 8);
  await page.evaluate(() => document.querySelector('hex-checkers').resign(1));
  await playOut(page, 22, 6);
  await page.evaluate(() => document.querySelector('hex-checkers').resign(2));
  await page.waitForSelector('#result-dialog[open]');
  await closeResult(page);
  const original = { entries: await entries(page), steps: await steps(page), list: await moveList(page) };
  const text = await exportByDownload(page);
  assert.match(text, /\{Seat2 resigns\}[\s\S]*\{Seat3 resigns\} 1-0-0\n$/);
  assert.match(text, /\[Termination "resignation"\]/);
  await newGame(page, { players: 2, radius: 5 });
  await importText(page, text);
  await closed(page, 'import-dialog');
  assert.deepEqual(await entries(page), original.entries);
  assert.deepEqual(await steps(page), original.steps);
  assert.equal(await moveList(page), original.list);
  assert.deepEqual(errors, []);
  await context.close();
});

test('a tampered record is refused with its line named, and nothing changes', async () => {
  const { page, errors, context } = await openPage(env.browser, env.server.url);
  await finishedGame(page);
  const text = await exportByDownload(page);
  await newGame(page, { players: 2, radius: 5 });
  await page.evaluate(() => { const el = document.querySelector('hex-checkers'); el.play(el.game.legalMoves()[0]); });
  const before = { entries: await entries(page), steps: await steps(page) };
  // Move 3 played from a cell that holds nothing.
  const lines = text.split('\n');
  const at = lines.findIndex((l) => / 3\. /.test(l));
  lines[at] = lines[at].replace(/ 3\. \S+/, ' 3. a1-a2');
  await importText(page, lines.join('\n'));
  const error = page.locator('#import-error');
  await page.waitForFunction(() => document.getElementById('import-error').textContent !== '');
  assert.match(await error.textContent(), new RegExp(`^Line ${at + 1}, move 3: a1-a2 is not legal there.*Nothing was imported\\.$`));
  await shot(page, 'records-tampered');
  // A malformed tag is named by its line too.
  await page.fill('#import-text', text.replace('[Radius "3"]', '[Radius "three"]'));
  await page.click('#import-open');
  await page.waitForFunction(() => /^Line 3: bad Radius tag/.test(document.getElementById('import-error').textContent));
  assert.ok(await page.locator('#import-dialog[open]').count(), 'the dialog stays open');
  await page.click('#import-cancel');
  assert.deepEqual({ entries: await entries(page), steps: await steps(page) }, before, 'the game on the board is untouched');
  assert.deepEqual(errors, []);
  await context.close();
});

test('the library keeps finished games and the game in progress across a reload; open, delete, export all', async () => {
  const { page, errors, context } = await openPage(env.browser, env.server.url);
  await finishedGame(page);
  const finished = await entries(page);
  await newGame(page, { players: 2, radius: 5, names: ['Cy', ''], kinds: ['human', 'human'] });
  await playOut(page, 5, 3);
  const inProgress = await entries(page);
  await page.reload();
  await page.waitForSelector('html[data-ready="true"]');
  await openGames(page);
  const items = await gameItems(page);
  assert.equal(items.length, 2);
  assert.match(items[0], /In progress\s+2 moves[\s\S]*Cy, Blue[\s\S]*2 players, radius 5 · on the board/);
  assert.match(items[1], /Ann won\s+\d+ moves[\s\S]*Ann, Bob[\s\S]*2 players, radius 3/);
  await shot(page, 'records-library');

  // Open the finished game: it is on the board, and the one in progress stays in the library.
  await page.locator('#games-list > li').nth(1).getByRole('button', { name: /^Open/ }).click();
  await closed(page, 'games-dialog');
  assert.deepEqual(await entries(page), finished);
  await openGames(page);
  assert.match((await gameItems(page))[1], /In progress[\s\S]*Cy/);
  await page.locator('#games-list > li').nth(1).getByRole('button', { name: /^Open/ }).click();
  assert.deepEqual(await entries(page), inProgress);

  // Export all: one text of both records, read back as two games.
  await openGames(page);
  const [download] = await Promise.all([page.waitForEvent('download'), page.click('#export-all-btn')]);
  const all = await readFile(await download.path(), 'utf8');
  assert.equal(all.match(/^\[Players /gm).length, 2);
  const readBack = await page.evaluate(async (t) => (await import('./www/app/games/text-record.js')).importRecords(t).length, all);
  assert.equal(readBack, 2);

  // Delete asks first; Cancel keeps the game, Delete removes it.
  const finishedItem = page.locator('#games-list > li').filter({ hasText: 'Ann won' });
  await finishedItem.getByRole('button', { name: /^Delete/ }).click();
  await page.waitForSelector('#confirm-dialog[open]');
  assert.match(await page.locator('#confirm-text').textContent(), /Delete this game from the library\? Ann won/);
  await page.click('#confirm-dialog button[value="no"]');
  assert.equal((await gameItems(page)).length, 2);
  await finishedItem.getByRole('button', { name: /^Delete/ }).click();
  await page.click('#confirm-yes');
  await page.waitForFunction(() => document.querySelectorAll('#games-list > li').length === 1);
  await page.reload();
  await page.waitForSelector('html[data-ready="true"]');
  await openGames(page);
  assert.equal((await gameItems(page)).length, 1, 'the deletion is kept');
  assert.deepEqual(errors, []);
  await context.close();
});

/** Two seats in a small crafted position: the seat to move takes the other's last piece. */
const lastCapture = ({ players, turn, pieces }) => position({ players, radius: 3, turn, pieces });

test('statistics after two finished games against bots, per bot level and table size; reset asks first', async () => {
  const { page, errors, context } = await openPage(env.browser, env.server.url);
  // Game 1: two players, Ann (a person) against a level-3 bot; Ann takes the bot's last man.
  await newGame(page, { players: 2, radius: 3, names: ['Ann', ''], kinds: ['human', 'bot3'] });
  await restore(page, lastCapture({ players: 2, turn: 0, pieces: { '0,2': 'a', '0,1': 'b' } }));
  await page.evaluate(() => { const el = document.querySelector('hex-checkers'); el.play(el.game.legalMoves().find((m) => m.capture)); });
  assert.equal(await page.evaluate(() => document.querySelector('hex-checkers').game.winner), 0);
  await closeResult(page);
  // Game 2: three players, Ann against level-1 and level-2 bots; the level-2 bot takes her last man.
  await newGame(page, { players: 3, radius: 3, names: ['Ann', '', ''], kinds: ['human', 'bot1', 'bot2'] });
  await page.evaluate(() => { document.querySelector('hex-checkers').paused = true; });
  await restore(page, lastCapture({ players: 3, turn: 2, pieces: { '1,0': 'a', '2,0': 'c' } }));
  await page.evaluate(() => document.querySelector('hex-checkers').step());
  await page.waitForFunction(() => document.querySelector('hex-checkers').game.winner === 2);
  await closeResult(page);

  await openGames(page);
  const table = (id) => page.locator(`#${id} tbody tr`).allInnerTexts();
  const cells = (rows) => rows.map((r) => r.split('\t').map((c) => c.trim()));
  assert.deepEqual(cells(await table('stats-level')), [['Bot level 2', '1', '0', '0', '1'], ['Bot level 3', '1', '1', '0', '0']]);
  assert.deepEqual(cells(await table('stats-size')), [['2 players', '1', '1', '0', '0'], ['3 players', '1', '0', '0', '1']]);
  await shot(page, 'records-stats');

  // Reset asks; after Yes nothing counts, and both games stay in the library.
  await page.click('#stats-reset-btn');
  await page.waitForSelector('#confirm-dialog[open]');
  await page.click('#confirm-yes');
  await page.waitForFunction(() => document.getElementById('stats-tables').hidden);
  assert.equal((await gameItems(page)).length, 2);
  await page.reload();
  await page.waitForSelector('html[data-ready="true"]');
  await openGames(page);
  assert.ok(await page.locator('#stats-tables').isHidden(), 'the reset is remembered');
  assert.deepEqual(errors, []);
  await context.close();
});

test('storage refused: a notice, and nothing already kept is lost', async () => {
  const { page, errors, context } = await openPage(env.browser, env.server.url);
  await finishedGame(page);
  const kept = await entries(page);
  await newGame(page, { players: 2, radius: 3, names: ['Di', 'Ed'], kinds: ['human', 'human'] });
  // From now on every write is refused, as a full store refuses it.
  await page.evaluate(() => {
    Storage.prototype.setItem = function refuse() { throw new DOMException('The quota has been exceeded.', 'QuotaExceededError'); };
  });
  assert.equal(await playOut(page, 3), 1);
  await closeResult(page);
  await page.waitForFunction(() => /could not be kept in the library \(the browser's storage for this page is full\)\. The games already kept are safe/
    .test(document.getElementById('notices').textContent));
  await openGames(page);
  assert.match((await gameItems(page)).join('\n'), /Ann won/, 'the game kept before is still listed');
  await shot(page, 'records-storage-refused');
  // A fresh page (writes allowed again): the game kept before is whole.
  const other = await context.newPage();
  await gotoPlayable(other, env.server.url);
  await openGames(other);
  await other.locator('#games-list > li').filter({ hasText: 'Ann won' }).getByRole('button', { name: /^Open/ }).click();
  assert.deepEqual(await entries(other), kept);
  assert.deepEqual(errors, []);
  await context.close();
});

test('a damaged library entry is skipped with a notice; the others still list and open', async () => {
  const { page, errors, context } = await openPage(env.browser, env.server.url);
  await finishedGame(page);
  await page.evaluate(() => {
    localStorage.setItem('hex-checkers/library/zz-broken', '{"v": 1, "id": "zz-broken", "text": ');
    localStorage.setItem('hex-checkers/library/zz-wrong', JSON.stringify({ v: 1, id: 'zz-wrong', players: 'many' }));
  });
  await page.reload();
  await page.waitForSelector('html[data-ready="true"]');
  await openGames(page);
  assert.match(await page.locator('#games-status').textContent(), /2 kept games could not be read and were skipped/);
  assert.match((await notices(page)).join(' '), /2 kept games could not be read and were skipped\. The other games are unaffected/);
  assert.equal((await gameItems(page)).length, 1);
  assert.equal(await page.evaluate(() => localStorage.getItem('hex-checkers/library/zz-wrong') !== null), true, 'left where it was');
  // An entry whose record the engine refuses is refused when opened, with the board unchanged.
  await page.evaluate(() => {
    const key = Object.keys(localStorage).find((k) => /^hex-checkers\/library\/[a-z0-9]+-[a-z0-9]+$/.test(k) && !k.includes('zz'));
    const entry = JSON.parse(localStorage.getItem(key));
    Object.assign(entry, { id: 'zz-tampered', names: ['Tampered', 'Bob'] });
    entry.text = entry.text.replace(/ 2\. \S+/, ' 2. a1-a2');
    localStorage.setItem('hex-checkers/library/zz-tampered', JSON.stringify(entry));
  });
  await page.click('#games-dialog button[type="submit"]');
  await newGame(page, { players: 2, radius: 4 });
  await playOut(page, 1, 1);
  const board = await entries(page);
  await openGames(page);
  await page.locator('#games-list > li').filter({ hasText: 'Tampered won' }).getByRole('button', { name: /^Open/ }).click();
  await page.waitForFunction(() => /That game could not be opened/.test(document.getElementById('notices').textContent));
  assert.match((await notices(page)).join(' '), /That game could not be opened \(line \d+, move 2: a1-a2 is not legal there\)\. Nothing was changed/);
  assert.deepEqual(await entries(page), board, 'the board is unchanged');
  await shot(page, 'records-damaged');
  assert.deepEqual(errors, []);
  await context.close();
});

/** A share link of another game: two moves played in a fresh context. */
async function otherGameLink() {
  const other = await openPage(env.browser, env.server.url);
  await newGame(other.page, { players: 3, radius: 4, names: ['Flo', '', ''] });
  await playOut(other.page, 9, 2);
  await other.page.click('#share-btn');
  const link = await other.page.inputValue('#share-url');
  const snap = await snapshot(other.page);
  await other.context.close();
  return { link, snap };
}

test('bug 1: opening a shared link keeps the game in progress in the library, and the player chooses (hash change and new page)', async () => {
  const { page, errors, context } = await openPage(env.browser, env.server.url);
  await newGame(page, { players: 2, radius: 5, names: ['Mine', ''], kinds: ['human', 'human'] });
  await playOut(page, 4, 3);
  const mine = { entries: await entries(page), snap: await snapshot(page) };
  const shared = await otherGameLink();

  // The link opened in the same page (a hash change).
  await page.goto(shared.link);
  await page.waitForFunction(() => /Opened the shared game/.test(document.getElementById('notices').textContent));
  assert.equal(await snapshot(page), shared.snap);
  const note = page.locator('#notices .notice').filter({ hasText: 'Opened the shared game' });
  assert.match(await note.innerText(), /Your game in progress is in the library/);
  await shot(page, 'records-bug1-notice');
  await note.getByRole('button', { name: 'Continue yours' }).click();
  // Continuing reads the kept game back from the library: wait for the board to change first.
  await page.waitForFunction((n) => document.querySelector('hex-checkers').history.entries.length === n, mine.entries.length);
  assert.deepEqual(await entries(page), mine.entries, 'my game is back, move for move');

  // The link opened in a new page of the same browser, then a reload: my game is in the library.
  const second = await context.newPage();
  await gotoPlayable(second, shared.link);
  assert.equal(await snapshot(second), shared.snap);
  await second.reload();
  await second.waitForSelector('html[data-ready="true"]');
  assert.equal(await snapshot(second), shared.snap, 'the shared game is the one saved');
  await openGames(second);
  const item = second.locator('#games-list > li').filter({ hasText: 'Mine' });
  assert.match(await item.innerText(), /In progress\s+2 moves/);
  await item.getByRole('button', { name: /^Open/ }).click();
  assert.deepEqual(await entries(second), mine.entries);
  await settle(second);
  assert.deepEqual(errors, []);
  await context.close();
});

test('bug 1: when the game in progress cannot be kept, the shared link does not replace it', async () => {
  const { page, errors, context } = await openPage(env.browser, env.server.url);
  await newGame(page, { players: 2, radius: 5, names: ['Mine', ''], kinds: ['human', 'human'] });
  await playOut(page, 4, 3);
  const mine = await entries(page);
  const shared = await otherGameLink();
  await page.evaluate(() => {
    const real = Storage.prototype.setItem;
    Storage.prototype.setItem = function refuseLibrary(key, value) {
      if (key.startsWith('hex-checkers/library/')) throw new DOMException('refused', 'SecurityError');
      return real.call(this, key, value);
    };
  });
  await page.goto(shared.link);
  await page.waitForFunction(() => /The shared game was not opened/.test(document.getElementById('notices').textContent));
  assert.deepEqual(await entries(page), mine, 'my game is still on the board');
  const note = page.locator('#notices .notice').filter({ hasText: 'The shared game was not opened' });
  await note.getByRole('button', { name: 'Open the shared game anyway' }).click();
  assert.equal(await snapshot(page), shared.snap);
  assert.deepEqual(errors, []);
  await context.close();
});
