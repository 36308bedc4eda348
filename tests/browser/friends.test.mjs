// Friends and ratings in the browser (www/app/remote/identity.js, friends.js,
// www/app/panels/friends-ui.js): three devices (separate browser contexts, each
// its own storage and keys) meet at a table through the loopback tracker
// (tracker.mjs), play and resign; then a second table, two of them again under
// other names. Each device's library shows its friends, known by their devices'
// identities across the two tables, with the right head to head by table size
// and a rating; a name the player gives stays after a reload; axe finds nothing;
// screenshots at phone and desktop sizes.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import {
  setup, gotoPlayable, shot, eachView, openMenu, PHONE, DESKTOP,
} from './harness.mjs';
import {
  openDevice, playTurn, resign, startGame, waitTurns,
} from './remote-devices.mjs';
import { startTracker } from './tracker.mjs';
import { audit } from './axe.mjs';

let env;
let tracker;
before(async () => { [env, tracker] = await Promise.all([setup(), startTracker()]); });
after(async () => { await env?.teardown(); await tracker?.stop(); });

const LIMIT = { timeout: 300_000 };

async function device() {
  return openDevice(env.browser, env.server.url, tracker);
}

/** The creator starts a table with `seats`; returns its link. */
async function table(page, seats) {
  await startGame(page, seats);
  await page.waitForSelector('#remote-code');
  return page.inputValue('#remote-table-link');
}

/** A device opens the table's link and takes `seat`; waits until the host has bound it. */
async function sit(page, link, seat) {
  await gotoPlayable(page, link);
  await page.click(`#remote-claim-${seat}`);
  await page.waitForSelector(`#remote-panel[data-seats="${seat}"]`);
}

const closeAll = (page) => page.evaluate(() => { for (const d of document.querySelectorAll('dialog[open]')) d.close(); });

/** Opens the Games dialog, then the Friends view; waits until it is drawn. */
async function openFriends(page, picture = null) {
  await closeAll(page); // the game's result, shown at its end
  await openMenu(page);
  await page.click('#games-btn');
  await page.waitForSelector('#games-dialog[open]');
  await page.waitForSelector('#friends-open-btn');
  if (picture) await shot(page, picture); // the Games dialog with the button
  await page.click('#friends-open-btn');
  await page.waitForSelector('#friends-dialog[open][data-state="ready"]');
}

/** The Friends view as data: each friend's name, whether the player named them, their rows [players, games, won, lost, drawn] and ratings. */
const friendsShown = (page) => page.evaluate(() => [...document.querySelectorAll('#friends-dialog .friend')].map((li) => ({
  name: li.querySelector('.friend-name').textContent,
  named: li.dataset.named === 'true',
  print: li.dataset.print,
  rows: [...li.querySelectorAll('tbody tr')].map((tr) => [...tr.children].map((c) => c.textContent)),
  ratings: [...li.querySelectorAll('.friend-ratings li')].map((r) => r.textContent),
})));


test('three devices at a table, then two again under other names: each library knows its friends by key, with the right record and a rating; a name given stays', LIMIT, async () => {
  const ann = await device();
  const bob = await device();
  const cy = await device();
  // Table 1, three seats: Ann plays, Bob resigns, Cy resigns: Ann first, Cy second (fell later), Bob third.
  const link = await table(ann.page, [['Ann', 'human'], ['Bob', 'remote'], ['Cy', 'remote']]);
  await sit(bob.page, link, 1);
  await sit(cy.page, link, 2);
  for (const d of [bob, cy]) await ann.page.waitForSelector(`#remote-table li[data-seat="${d === bob ? 1 : 2}"][data-state="here"]`);
  await playTurn(ann.page);
  await waitTurns(bob.page, 1);
  await resign(bob.page);
  await waitTurns(cy.page, 2);
  await resign(cy.page);
  for (const d of [ann, bob, cy]) await waitTurns(d.page, 3);

  // Table 2, two seats: Ann names the friend's seat "Robert", and Bob's device takes it.
  const link2 = await table(ann.page, [['Ann', 'human'], ['Robert', 'remote']]);
  await sit(bob.page, link2, 1);
  await ann.page.waitForSelector('#remote-table li[data-seat="1"][data-state="here"]');
  await playTurn(ann.page);
  await waitTurns(bob.page, 1);
  await playTurn(bob.page);
  await waitTurns(ann.page, 2);
  await resign(ann.page); // Ann resigns on her turn: Bob wins this one
  await waitTurns(bob.page, 3);
  await waitTurns(ann.page, 3);

  // Ann's library: Bob (one friend across both tables, though the second called him Robert) and Cy.
  await openFriends(ann.page);
  const annSees = await friendsShown(ann.page);
  assert.equal(annSees.length, 2, JSON.stringify(annSees));
  const bobAtAnn = annSees.find((f) => f.rows.length === 2);
  const cyAtAnn = annSees.find((f) => f.rows.length === 1);
  assert.equal(bobAtAnn.name, 'Robert', 'the latest game\'s name, as a suggestion');
  assert.equal(bobAtAnn.named, false);
  assert.deepEqual(bobAtAnn.rows, [['2 players', '1', '0', '1', '0'], ['3 players', '1', '1', '0', '0']]);
  assert.equal(cyAtAnn.name, 'Cy');
  assert.deepEqual(cyAtAnn.rows, [['3 players', '1', '1', '0', '0']]);
  for (const f of annSees) {
    assert.equal(f.ratings.length, f.rows.length, 'a rating per table size');
    for (const r of f.ratings) assert.match(r, /^\d players: \d+, likely between -?\d+ and \d+ \(1 game\)/, 'a rating with its range');
  }
  assert.match(await ann.page.locator('#friends-dialog').innerText(), /Name from their game, not checked/);
  assert.match(await ann.page.locator('.friends-me').innerText(), /2 players: \d+, likely between/);
  assert.deepEqual(await audit(ann.page), [], 'axe: the Friends view');

  // Bob's library: Ann across both tables, Cy once; Cy's: Ann and Bob, one three-seat game each.
  await openFriends(bob.page, 'friends-games-dialog');
  const bobSees = await friendsShown(bob.page);
  const annAtBob = bobSees.find((f) => f.name === 'Ann');
  assert.deepEqual(annAtBob.rows, [['2 players', '1', '1', '0', '0'], ['3 players', '1', '0', '1', '0']]);
  assert.deepEqual(bobSees.find((f) => f.name === 'Cy').rows, [['3 players', '1', '0', '1', '0']]);
  assert.equal(bobSees.length, 2);
  await openFriends(cy.page);
  const cySees = await friendsShown(cy.page);
  assert.deepEqual(cySees.map((f) => [f.name, f.rows]).sort(), [
    ['Ann', [['3 players', '1', '0', '1', '0']]], ['Bob', [['3 players', '1', '1', '0', '0']]],
  ]);
  assert.equal(cySees.find((f) => f.name === 'Ann').print, annAtBob.print, 'one key print for Ann on every device');

  // Ann names Bob; the name stays after a reload, and his record with it.
  await ann.page.fill(`#friends-dialog .friend[data-print="${bobAtAnn.print}"] input`, 'Bobby');
  await ann.page.click(`#friends-dialog .friend[data-print="${bobAtAnn.print}"] button[type="submit"]`);
  await ann.page.waitForSelector(`#friends-dialog .friend[data-print="${bobAtAnn.print}"][data-named="true"]`);
  await eachView(ann.page, (view) => shot(ann.page, `friends-${view}`));
  await closeAll(ann.page);
  await ann.page.reload();
  await ann.page.waitForSelector('html[data-ready="true"]');
  await openFriends(ann.page);
  const again = (await friendsShown(ann.page)).find((f) => f.print === bobAtAnn.print);
  assert.equal(again.name, 'Bobby');
  assert.equal(again.named, true);
  assert.deepEqual([again.rows, again.ratings], [bobAtAnn.rows, bobAtAnn.ratings], 'renamed, the same record and rating');
  assert.match(await ann.page.locator('#friends-dialog caption').first().innerText(), /Your games against Bobby|Your games against Cy/);
  assert.deepEqual(await audit(ann.page), [], 'axe: after the reload');

  // In Arabic, written right to left: the view's words, with no English left in its own parts.
  await closeAll(ann.page);
  await openMenu(ann.page);
  await ann.page.selectOption('#language-select', 'ar');
  await ann.page.waitForSelector('html[lang="ar"][dir="rtl"]');
  await openFriends(ann.page);
  await ann.page.waitForFunction(() => document.querySelector('#friends-title')?.textContent === 'الأصدقاء');
  assert.doesNotMatch(await ann.page.locator('#friends-dialog').innerText(), /Your|games|rating|Device key|Save name/);
  assert.deepEqual(await audit(ann.page), [], 'axe: in Arabic');
  for (const viewport of [PHONE, DESKTOP]) {
    await ann.page.setViewportSize(viewport);
    await shot(ann.page, `friends-ar-${viewport.width}`);
  }
  for (const d of [ann, bob, cy]) assert.deepEqual(d.errors, []);
  for (const d of [ann, bob, cy]) await d.context.close();
});
