// Open tables in the browser (www/app/remote/lobby-ui.js, lobby.js): separate
// browser contexts are strangers' devices, meeting through a real Nostr relay
// on 127.0.0.1 (relay.mjs), for the lobby and for the table alike. A creator
// lists a two-seat table; a fresh device opens the lobby from New game, takes
// the free seat in one click, and they play until one resigns; the listing
// leaves a third device's open lobby once the table is full. A lobby whose
// relay is down says so. axe at both sizes, screenshots.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { setup, shot, PHONE, DESKTOP } from './harness.mjs';
import { audit } from './axe.mjs';
import {
  openDevice, playTurn, resign, startGame, waitTurns,
} from './remote-devices.mjs';
import { startRelay } from './tracker.mjs';
import { LISTING_KIND } from '../../www/app/remote/lobby.js';

let env;
let relay;
before(async () => { [env, relay] = await Promise.all([setup(), startRelay()]); });
after(async () => { await env?.teardown(); await relay?.stop(); });

const LIMIT = { timeout: 240_000 };

/** A stranger's device: its own storage and keys, the loopback relay its only network. */
async function device(servers = { relay }, viewport = undefined) {
  return openDevice(env.browser, env.server.url, servers, viewport ? { viewport } : {});
}

/** From New game, "Open tables": the lobby's dialog, once it has read the relay (or said it cannot). */
async function openLobby(page) {
  await page.click('#new-game-btn');
  await page.waitForSelector('#new-game-dialog[open]');
  await page.click('#lobby-btn');
  await page.waitForSelector('#lobby-dialog[open]');
}

const listings = () => relay.stored().filter((e) => e.kind === LISTING_KIND);

test('two strangers meet through the lobby on a loopback relay and finish a game; the listing leaves the lobby once the table is full', LIMIT, async () => {
  const ann = await device();
  await startGame(ann.page, [['Ann', 'human'], ['Bob', 'remote']]);
  await ann.page.waitForSelector('#lobby-public');
  assert.equal(await ann.page.isChecked('#lobby-public'), false, 'not listed unless the creator chooses it');
  assert.match(await ann.page.locator('#lobby-public-note').innerText(), /its code .* the number of players and of free seats, the board radius, the house rules, the deadline and the page's language\. No names\./);
  assert.equal(await ann.page.getAttribute('#lobby-public', 'aria-describedby'), 'lobby-public-note');
  assert.equal(listings().length, 0, 'nothing published before the choice');
  await ann.page.check('#lobby-public');
  await ann.page.waitForSelector('.lobby-public[data-listed="open"]');
  await ann.page.waitForFunction(() => /Listed in Open tables/.test(document.querySelector('.lobby-listed')?.textContent ?? ''));
  await shot(ann.page, 'lobby-creator-1440');
  assert.deepEqual(await audit(ann.page), [], 'axe: the creator\'s choice at 1440x900');
  await ann.page.setViewportSize(PHONE);
  await ann.page.locator('#lobby-public').scrollIntoViewIfNeeded();
  await shot(ann.page, 'lobby-creator-390');
  assert.deepEqual(await audit(ann.page), [], 'axe: the creator\'s choice at 390x844');
  await ann.page.setViewportSize(DESKTOP);

  // A third device at phone size opens the lobby and keeps it open: it sees the table, then sees it go.
  const cat = await device({ relay }, PHONE);
  await openLobby(cat.page);
  await cat.page.waitForSelector('#lobby-dialog[data-count="1"]');
  const code = (await ann.page.locator('#remote-code').innerText()).replace('-', '');
  const entry = await cat.page.locator(`#lobby-list li[data-code="${code}"]`).innerText();
  assert.match(entry, /2 players, board radius 5/);
  assert.match(entry, /1 seat free: Blue/);
  assert.match(entry, /House rules: none · Deadline: none · Language: English/);
  assert.doesNotMatch(entry, /Ann|Bob/, 'no names in the lobby');
  assert.deepEqual(await audit(cat.page), [], 'axe: the lobby at 390x844');
  await shot(cat.page, 'lobby-390');

  // What the relay holds: the listing, signed, with the public settings and nothing else.
  const [held] = listings();
  assert.deepEqual(Object.keys(JSON.parse(held.content)).sort(), ['code', 'deadline', 'free', 'lang', 'players', 'radius', 'rules', 'v']);
  assert.doesNotMatch(JSON.stringify(held), /Ann|Bob/);

  // A stranger's fresh device: New game, Open tables, one click on the free seat.
  const bob = await device();
  await openLobby(bob.page);
  await bob.page.waitForSelector(`#lobby-take-${code}-1`);
  assert.deepEqual(await audit(bob.page), [], 'axe: the lobby at 1440x900');
  await shot(bob.page, 'lobby-1440');
  await bob.page.click(`#lobby-take-${code}-1`);
  await bob.page.waitForSelector('#remote-panel[data-seats="1"]'); // seated: the creator's device bound the seat to Bob's key
  await ann.page.waitForSelector('#remote-table li[data-seat="1"][data-state="here"]');
  assert.equal(await bob.page.locator('#lobby-dialog[open]').count(), 0, 'the lobby closed on the click');

  // Full: the creator's device closes its listing at once, and the open lobby drops the table.
  await ann.page.waitForSelector('.lobby-public[data-listed="closed"]');
  await cat.page.waitForSelector('#lobby-dialog[data-count="0"]');
  assert.match(await cat.page.locator('#lobby-status').innerText(), /No open table right now/);
  assert.equal(JSON.parse(listings()[0].content).closed, true, 'the relay keeps the closing listing in place of the open one');
  assert.equal(listings().length, 1);

  await playTurn(ann.page);
  await waitTurns(bob.page, 1);
  await playTurn(bob.page);
  await waitTurns(ann.page, 2);
  await resign(ann.page);
  await waitTurns(ann.page, 3);
  await waitTurns(bob.page, 3);
  assert.match(await bob.page.locator('#remote-panel').innerText(), /The game is over: Bob \(Blue\) won/);
  assert.equal(await ann.page.locator('#lobby-public').count(), 0, 'a game over offers no listing');
  for (const d of [ann, bob, cat]) assert.deepEqual(d.errors, []);
  await Promise.all([ann, bob, cat].map((d) => d.context.close()));
});

test('a lobby that finds no relay says so', LIMIT, async () => {
  const dead = await startRelay();
  await dead.stop(); // a port nothing listens on
  for (const viewport of [PHONE, undefined]) {
    const eve = await device({ relays: [dead.url] }, viewport);
    await openLobby(eve.page);
    await eve.page.waitForSelector('#lobby-dialog[data-relays="down"]', { timeout: 60_000 });
    assert.match(await eve.page.locator('#lobby-status').innerText(), /No relay answers: the lobby cannot be read now/);
    assert.equal(await eve.page.locator('#lobby-list li').count(), 0);
    assert.deepEqual(await audit(eve.page), []);
    await shot(eve.page, `lobby-down-${viewport ? 390 : 1440}`);
    await eve.context.close();
  }
});

test('a creator\'s page reloaded, then closed, while its table is listed: listed again with the same key after the reload; gone from an open lobby at once when closed, not at its expiry', LIMIT, async () => {
  const ann = await device();
  await startGame(ann.page, [['Ann', 'human'], ['Bob', 'remote'], ['Cat', 'remote']]);
  await ann.page.check('#lobby-public');
  await ann.page.waitForSelector('.lobby-public[data-listed="open"]');
  const code = (await ann.page.locator('#remote-code').innerText()).replace('-', '');
  const eve = await device();
  await openLobby(eve.page);
  await eve.page.waitForSelector(`#lobby-list li[data-code="${code}"][data-free="1,2"]`);
  const entry = await eve.page.locator('#lobby-list').innerText();
  assert.match(entry, /3 players, board radius 5/);
  assert.match(entry, /2 seats free: Blue, Orange/);
  // A reload: the page's closing listing goes as it goes, and the page that opens lists the table again with
  // the key kept in the browser (a listing's authority is its key: a new key's listing would be another's).
  const ofTable = () => listings().filter((e) => JSON.parse(e.content).code === code); // the relay keeps the file's other tables too
  const [listed] = ofTable();
  const read = Number(await eve.page.getAttribute('#lobby-dialog', 'data-read'));
  await ann.page.reload();
  await eve.page.waitForFunction(([c, n]) => Number(document.querySelector('#lobby-dialog').dataset.read) >= n
    && document.querySelector(`#lobby-list li[data-code="${c}"]`), [code, read + 2], { timeout: 90_000 });
  const relisted = ofTable();
  assert.equal(relisted.length, 1, 'one listing of the table on the relay: one key, one d');
  assert.equal(relisted[0].pubkey, listed.pubkey, 'the same key after the reload');
  assert.ok(relisted[0].created_at > listed.created_at && !JSON.parse(relisted[0].content).closed, 'open again, newer than the closing one');
  await ann.page.close(); // the page is left: its closing listing, signed ahead, goes as it goes
  await eve.page.waitForSelector('#lobby-dialog[data-count="0"]');
  assert.deepEqual(eve.errors, []);
  await Promise.all([ann.context.close(), eve.context.close()]);
});
