// Remote play in the browser (www/app/remote/): separate browser contexts are
// separate devices (their own storage, their own keys). Games by link to their
// end, a bot seat held by the creator, refusals naming the turn, an older link
// not loaded, a deadline claim, the library's list, and the QR code decoding to
// the link.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import jsQR from 'jsqr';
import {
  setup, gotoPlayable, shot, clickMove, liveText,
} from './harness.mjs';
import { rasterize } from '../app/qr-raster.mjs';
import { loadPkg } from '../js/helpers.mjs';
import { mulberry32, pick } from '../shared/prng.mjs';
import { decodeLink, encodeLink } from '../../www/app/remote/link.js';
import { audit } from './axe.mjs';
import { startTracker } from './tracker.mjs';
import {
  board, current, notices, openDevice, playTurn, snapshotOf, startGame, waitTurns,
} from './remote-devices.mjs';

let env;
let tracker; // every remote game opens a live table: its devices announce it on this tracker (tracker.mjs)
before(async () => { [env, tracker] = await Promise.all([setup(), startTracker()]); });
after(async () => { await env?.teardown(); await tracker?.stop(); });

const LIMIT = { timeout: 120_000 };

/** A device: a browser context of its own with a page playing the game page. */
async function device(options = {}) {
  return openDevice(env.browser, env.server.url, tracker, options);
}

/** The link the panel offers, once drawn. */
async function offeredLink(page) {
  await page.waitForSelector('#remote-link');
  return page.inputValue('#remote-link');
}

/** Opens a link on a device and waits until its record of `turns` turns is played out. */
async function openLink(page, url, turns) {
  await gotoPlayable(page, url);
  await waitTurns(page, turns);
}

/** The seat bound to this device by the join round trip (seatByLink): its board lets it move once the turn is its own. */
async function claim(page) {
  await page.waitForFunction((b) => !document.querySelector(b).hasAttribute('readonly'), board);
}

/**
 * By link, before any move: the friend opens the creator's link, presses Play as, and the creator's device
 * opens the join link it gives, which binds the seat to the friend's key in the signed record.
 */
async function seatByLink(creator, friend, seat) {
  const link = await offeredLink(creator.page);
  const bound = await creator.page.evaluate(() => JSON.parse(localStorage.getItem(`hex-checkers/remote/${localStorage.getItem('hex-checkers/remote-current')}`)).record.seats.length);
  await openLink(friend.page, link, 0);
  await friend.page.click(`#remote-claim-${seat}`);
  await friend.page.waitForSelector('#remote-join-link');
  const join = await friend.page.inputValue('#remote-join-link');
  assert.match(join, /#join=[A-Za-z0-9_-]+$/);
  await creator.page.goto(join);
  await creator.page.waitForFunction((n) => {
    const id = localStorage.getItem('hex-checkers/remote-current');
    return id && JSON.parse(localStorage.getItem(`hex-checkers/remote/${id}`)).record.seats.length === n;
  }, bound + 1);
}

/** Ann and Bob's game: Ann's device starts it, Bob takes his seat by link, Ann plays the first turn and gives the link for Bob. */
async function annMovesFirst(ann, bob) {
  await startGame(ann.page, [['Ann', 'human'], ['Bob', 'remote']]);
  await seatByLink(ann, bob, 1);
  await playTurn(ann.page);
  await waitTurns(ann.page, 1);
  return offeredLink(ann.page);
}


test('two devices play a game by link to its end by resignation', LIMIT, async () => {
  const ann = await device();
  const bob = await device();
  // Before any move the creator's panel gives the game's link, and its board waits for Bob's seat.
  await startGame(ann.page, [['Ann', 'human'], ['Bob', 'remote']]);
  assert.match(await ann.page.locator('#remote-panel').innerText(), /Nobody moves before every friend's seat is taken\. Send this link to Bob \(Blue\)/);
  assert.equal(await ann.page.evaluate((b) => document.querySelector(b).hasAttribute('readonly'), board), true, 'no move before Bob\'s seat is bound');
  await seatByLink(ann, bob, 1);
  assert.match((await notices(ann.page)).join('\n'), /Bob \(Blue\)'s seat is now bound to the device that sent the join link/);
  await playTurn(ann.page);
  await waitTurns(ann.page, 1);
  let link = await offeredLink(ann.page);
  assert.match(await ann.page.locator('#remote-panel').innerText(), /Waiting for Bob \(Blue\)/);
  assert.match(link, /#remote=[A-Za-z0-9_-]+$/);

  // Bob's look: the move is played out, and only Bob's pieces move (his seat is bound to his device's key).
  await openLink(bob.page, link, 1);
  assert.equal(await snapshotOf(bob.page), await snapshotOf(ann.page));
  await claim(bob.page);
  await playTurn(bob.page);
  await waitTurns(bob.page, 2);
  assert.match(await bob.page.locator('#remote-panel').innerText(), /Waiting for the device of the game's creator \(Ann \(Red\)\)/);
  assert.equal(await bob.page.evaluate((b) => document.querySelector(b).hasAttribute('readonly'), board), true, 'Red is not Bob\'s to move');
  link = await offeredLink(bob.page);

  // Ann sees Bob's move played out and read by the live region.
  await ann.page.goto(link);
  await ann.page.waitForSelector('#remote-panel[data-state="playing"]');
  await waitTurns(ann.page, 2);
  assert.match(await liveText(ann.page), /^Bob moves [a-k]\d+ to [a-k]\d+\. Ann to move\.$/);
  assert.match(await ann.page.locator('#remote-panel').innerText(), /1 new move since you last looked/);
  assert.equal(await snapshotOf(ann.page), await snapshotOf(bob.page));
  await playTurn(ann.page);
  await waitTurns(ann.page, 3);
  link = await offeredLink(ann.page);

  // Bob resigns on his turn; Ann opens the final link and has won.
  await openLink(bob.page, link, 3);
  await bob.page.click('#resign-btn');
  await bob.page.waitForSelector('#resign-dialog[open]');
  await bob.page.click('#resign-dialog button[value="resign"]');
  await waitTurns(bob.page, 4);
  assert.match(await bob.page.locator('#remote-panel').innerText(), /The game is over: Ann \(Red\) won/);
  link = await offeredLink(bob.page);
  await openLink(ann.page, link, 4);
  assert.match(await ann.page.locator('#remote-panel').innerText(), /The game is over: Ann \(Red\) won/);
  assert.equal(await current(ann.page), null);
  // The library keeps the game once, however many times links put it back on the board.
  await ann.page.click('#games-btn');
  await ann.page.waitForSelector('#remote-games');
  assert.equal(await ann.page.locator('#games-list > li').count(), 1);
  assert.match(await ann.page.locator('#remote-games').innerText(), /Over: Ann \(Red\) won/);
  await ann.page.keyboard.press('Escape');
  await shot(ann.page, 'remote-over');
  assert.deepEqual(ann.errors, []);
  assert.deepEqual(bob.errors, []);
  await ann.context.close();
  await bob.context.close();
});

test('four seats round the table on three devices, with a bot held by the creator; the QR code and the library', LIMIT, async () => {
  const ann = await device();
  const bob = await device();
  const cat = await device();
  await ann.page.evaluate((b) => { document.querySelector(b).botPace = 0; }, board);
  await startGame(ann.page, [['Ann', 'human'], ['Bob', 'remote'], ['', 'bot2'], ['Cat', 'remote']]);
  await seatByLink(ann, bob, 1);
  await seatByLink(ann, cat, 3);
  await playTurn(ann.page);
  await waitTurns(ann.page, 1);
  let link = await offeredLink(ann.page);

  // The QR code drawn on the page decodes to the link.
  const qr = await ann.page.evaluate(() => {
    const svg = document.querySelector('#remote-panel svg.qr');
    return { d: svg.querySelector('path').getAttribute('d'), size: Number(svg.getAttribute('viewBox').split(' ')[2]) };
  });
  const { pixels, size } = rasterize(qr.d, qr.size);
  assert.equal(jsQR(pixels, size, size)?.data, link);
  // The panel (the link, its buttons, the QR code, the live part) passes the accessibility audit.
  assert.deepEqual(await audit(ann.page, { impacts: ['serious', 'critical'] }), []);

  // The library lists the game with whose turn it is.
  await ann.page.click('#games-btn');
  await ann.page.waitForSelector('#remote-games');
  assert.match(await ann.page.locator('#remote-games').innerText(), /Ann, Bob, Orange, Cat\s+Waiting for Bob \(Blue\)/);
  await ann.page.keyboard.press('Escape');

  await openLink(bob.page, link, 1);
  await claim(bob.page);
  await playTurn(bob.page);
  await waitTurns(bob.page, 2);
  assert.match(await bob.page.locator('#remote-panel').innerText(), /Send the device of the game's creator \(Orange, bot level 2\) this link/);
  link = await offeredLink(bob.page);

  // Ann's device plays its bot's turn by itself, signs it, and offers the link to Cat.
  await openLink(ann.page, link, 3);
  assert.match(await ann.page.locator('#remote-panel').innerText(), /Waiting for Cat \(Green\)/);
  link = await offeredLink(ann.page);
  await openLink(cat.page, link, 3);
  await claim(cat.page);
  await playTurn(cat.page);
  await waitTurns(cat.page, 4);
  link = await offeredLink(cat.page);
  const carried = await decodeLink(link);
  assert.equal(carried.from, 3, 'the link to Ann carries only the turns after her device\'s last one (its bot\'s, turn 3)');
  await openLink(ann.page, link, 4);
  assert.match(await ann.page.locator('#remote-panel').innerText(), /Your turn: Ann \(Red\)/);
  assert.equal(await snapshotOf(ann.page), await snapshotOf(cat.page));
  await cat.page.click('#remote-verify');
  await cat.page.waitForFunction(() => /^Verified/.test(document.querySelector('#remote-status').textContent));
  const { botVersionFor } = await loadPkg();
  assert.equal(await cat.page.textContent('#remote-status'),
    `Verified: 4 turns: every signature and the chain check out, every move is legal, and all 1 bot hops are the bot's own (bot version ${botVersionFor(4)}).`);
  await shot(ann.page, 'remote-round');
  for (const d of [ann, bob, cat]) {
    assert.deepEqual(d.errors, []);
    await d.context.close();
  }
});

/** Re-encodes a link after `change` edits its record. */
async function spoil(link, change) {
  const record = await decodeLink(link);
  change(record);
  return link.split('#')[0] + await encodeLink(record);
}

test('a forged move, a rewritten earlier move and a changed setting are refused naming the turn; an older link is not loaded', LIMIT, async () => {
  const ann = await device();
  const bob = await device();
  const first = await annMovesFirst(ann, bob);
  await openLink(bob.page, first, 1);
  await claim(bob.page);
  await playTurn(bob.page);
  await waitTurns(bob.page, 2);
  const second = await offeredLink(bob.page);
  await openLink(ann.page, second, 2);
  await playTurn(ann.page);
  await waitTurns(ann.page, 3);
  const third = await offeredLink(ann.page);
  const annBoard = await snapshotOf(ann.page);

  // Bob's device holds turns 1-2. A forged turn 3 (Ann's move, its signature damaged) is refused.
  const forged = await spoil(third, (r) => { const t = r.turns.at(-1); t[4] = t[4].slice(0, -2) + (t[4].endsWith('AA') ? 'BA' : 'AA'); });
  const bobBoard = await snapshotOf(bob.page);
  await bob.page.goto(forged);
  await bob.page.waitForSelector('#notices .notice.error');
  assert.match((await notices(bob.page)).join('\n'), /refused: turn 3: Ann \(Red\)'s signature does not check out/);
  await waitTurns(bob.page, 2);
  assert.equal(await snapshotOf(bob.page), bobBoard, 'nothing changed');
  // The same link opened as a fresh page load: the game Bob holds comes back as signed, Ann's turn
  // read-only on his device, not an ordinary game where one person could move both sides.
  await bob.page.goto('about:blank');
  await bob.page.goto(forged);
  await bob.page.waitForSelector('#notices .notice.error');
  await bob.page.waitForSelector('#remote-panel');
  await waitTurns(bob.page, 2);
  await bob.page.waitForFunction((b) => document.querySelector(b).hasAttribute('readonly'), board);
  assert.equal(await snapshotOf(bob.page), bobBoard, 'the held game, as it was');

  // The whole record, put together from the three links (each carries the turns after its receiver's last).
  const parts = await Promise.all([first, second, third].map((l) => decodeLink(l)));
  assert.deepEqual(parts.map((p) => p.from), [0, 1, 2]);
  const whole = { ...parts[2], from: 0, turns: parts.flatMap((p) => p.turns) };
  const full = (change) => spoil(third, (r) => { Object.assign(r, structuredClone(whole)); change(r); });

  // A full link whose turn 1 was rewritten (another time, so another signed text).
  const rewritten = await full((r) => { r.turns[0][1] += 1; });
  const fresh = await device();
  await fresh.page.goto(rewritten);
  await fresh.page.waitForSelector('#notices .notice.error');
  assert.match((await notices(fresh.page)).join('\n'), /turn 1: Ann \(Red\)'s signature does not check out/);
  assert.equal(await fresh.page.locator('#remote-panel').count(), 0, 'no remote game was opened');
  // The same rewrite reaching Bob, who holds turn 1 as it was.
  await bob.page.goto(rewritten);
  await bob.page.waitForFunction(() => document.querySelectorAll('#notices .notice.error').length === 2);
  assert.match((await notices(bob.page)).join('\n'), /turn 1: it differs from the turn this browser already holds/);

  // A setting changed (the seed) after Ann signed them: refused fresh and held alike.
  const changed = await full((r) => { r.head = r.head.replace(/"seed":\d+/, '"seed":7'); });
  await fresh.page.goto(changed);
  await fresh.page.waitForFunction(() => document.querySelectorAll('#notices .notice.error').length === 2);
  assert.match((await notices(fresh.page)).join('\n'), /settings are not the ones its creator signed/);
  await bob.page.goto(changed);
  await bob.page.waitForFunction(() => document.querySelectorAll('#notices .notice.error').length === 3);
  assert.match((await notices(bob.page)).join('\n'), /settings in this link differ from the ones this browser holds/);
  // The whole record unspoilt opens on a fresh device: what was refused was the change.
  await openLink(fresh.page, await full(() => {}), 3);
  assert.equal(await snapshotOf(fresh.page), annBoard);

  // Ann holds three turns; Bob's older link (two turns) is not loaded over them.
  await ann.page.goto(second);
  await ann.page.waitForFunction(() => [...document.querySelectorAll('#notices .notice')].some((n) => /older, not loaded/.test(n.textContent)));
  await waitTurns(ann.page, 3);
  assert.equal(await snapshotOf(ann.page), annBoard);
  for (const d of [ann, bob, fresh]) {
    assert.deepEqual(d.errors, []);
    await d.context.close();
  }
});

test('two tabs of one browser: a turn played in a tab that is behind is not signed, and that tab takes the kept game', LIMIT, async () => {
  const ann = await device();
  const bob = await device();
  const link = await annMovesFirst(ann, bob);
  await openLink(bob.page, link, 1);
  await claim(bob.page);
  // Bob taps the link again: a second tab of the same browser shows the same game, his turn.
  const tab = await bob.context.newPage();
  await gotoPlayable(tab, link);
  await waitTurns(tab, 1);
  await tab.waitForFunction((b) => !document.querySelector(b).hasAttribute('readonly'), board);
  await playTurn(bob.page);
  await waitTurns(bob.page, 2);
  // The second tab, still at turn 1, plays another move for Bob: nothing is signed for it.
  const move = await tab.evaluate((b) => {
    const m = document.querySelector(b).game.legalMoves().filter((x) => !x.capture).at(-1);
    return { from: `${m.from.q},${m.from.r}`, to: `${m.to.q},${m.to.r}` };
  }, board);
  await clickMove(tab, move.from, move.to);
  // It says what happened: another tab played first (before, the notice blamed "the live connection").
  await tab.waitForFunction(() => [...document.querySelectorAll('#notices .notice')].some((n) => /Your move in this tab was not played: another tab of this browser played Bob \(Blue\)'s turn first/.test(n.textContent)));
  assert.ok(!(await notices(tab)).some((n) => /live connection/.test(n)), (await notices(tab)).join('\n'));
  await waitTurns(tab, 2);
  assert.equal(await snapshotOf(tab), await snapshotOf(bob.page), 'the second tab shows the turn the first one signed');
  const kept = await tab.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('hex-checkers/remote/')).map((k) => JSON.parse(localStorage.getItem(k)).record.turns.length));
  assert.deepEqual(kept, [2]);
  for (const d of [ann, bob]) {
    assert.deepEqual(d.errors, []);
    await d.context.close();
  }
});

test('a bot hop the bot would not play is refused as it arrives on a device that holds the game, naming the hop', LIMIT, async () => {
  const { readFileSync } = await import('node:fs');
  const record = JSON.parse(readFileSync(new URL('../../crates/cli/tests/data/remote-bot-swapped.json', import.meta.url), 'utf8'));
  const viewer = await device();
  await openLink(viewer.page, env.server.url + await encodeLink({ ...record, turns: record.turns.slice(0, 2) }), 2);
  const before = await snapshotOf(viewer.page);
  // Turn 3: the creator's device played another hop than its bot's.
  await viewer.page.goto(env.server.url + await encodeLink(record));
  await viewer.page.waitForSelector('#notices .notice.error');
  assert.match((await notices(viewer.page)).join('\n'), /refused: turn 3: Orange \(bot level 2\) played d7-e8, but the bot plays d8-e8 there \(bot version 3\)/);
  await waitTurns(viewer.page, 2);
  assert.equal(await snapshotOf(viewer.page), before, 'nothing changed');
  assert.deepEqual(viewer.errors, []);
  await viewer.context.close();
});

test('a first look refuses a bot hop that is not the bot\'s; Verify reports one in a record that names no bot version', LIMIT, async () => {
  const { readFileSync } = await import('node:fs');
  const fixture = (name) => JSON.parse(readFileSync(new URL(`../../crates/cli/tests/data/${name}`, import.meta.url), 'utf8'));
  // Opened for the first time, the record whose creator played another hop for its bot is refused at that
  // hop (before, a first look skipped the bot check).
  const fresh = await device();
  await fresh.page.goto(env.server.url + await encodeLink(fixture('remote-bot-swapped.json')));
  await fresh.page.waitForSelector('#notices .notice.error');
  assert.match((await notices(fresh.page)).join('\n'), /turn 3: Orange \(bot level 2\) played d7-e8, but the bot plays d8-e8 there/);
  assert.equal(await fresh.page.locator('#remote-panel').count(), 0, 'no remote game was opened');
  await fresh.context.close();
  // The same cheat in a record made before records named a bot version: read, and Verify says what it is.
  const record = fixture('remote-bot-swapped-unnamed.json');
  const viewer = await device();
  await openLink(viewer.page, env.server.url + await encodeLink(record), record.turns.length);
  await viewer.page.click('#remote-verify');
  // Not "Verified": hexc verify exits 1 on the same record.
  await viewer.page.waitForFunction(() => /^Not verified/.test(document.querySelector('#remote-status').textContent));
  // Compared with the version three seats play now (8), whose own hops differ from the record's honest ones later too.
  assert.match(await viewer.page.textContent('#remote-status'),
    /^Not verified: 4 of 13 bot hops are not the bot's \(turn 3: Orange \(bot level 2\) played d7-e8, the bot plays d8-e8; turn 24: /);
  assert.deepEqual(viewer.errors, []);
  await viewer.context.close();
});

test('Verify replays a record with the bot version it names and finds the version of one that names none; a link of a made-up version is refused', LIMIT, async () => {
  const { readFileSync } = await import('node:fs');
  const said = {
    'remote-v1.json': 'every move is legal, and all 13 bot hops are the bot\'s own (bot version 1).',
    'remote-before-versions.json': 'every move is legal; the record names no bot version, and all 13 bot hops match bot version 2.',
  };
  for (const [file, words] of Object.entries(said)) {
    const record = JSON.parse(readFileSync(new URL(`../../crates/cli/tests/data/${file}`, import.meta.url), 'utf8'));
    const viewer = await device(); // a device of its own: the records are of games with the same id
    await openLink(viewer.page, env.server.url + await encodeLink(record), record.turns.length);
    await viewer.page.click('#remote-verify');
    await viewer.page.waitForFunction(() => /^Verified/.test(document.querySelector('#remote-status').textContent));
    assert.ok((await viewer.page.textContent('#remote-status')).endsWith(words), `${file}: ${await viewer.page.textContent('#remote-status')}`);
    assert.deepEqual(viewer.errors, []);
    await viewer.context.close();
  }
  // A made-up bot version would opt the record out of the bot check: its link is refused, naming the version.
  const record = JSON.parse(readFileSync(new URL('../../crates/cli/tests/data/remote-unknown-version.json', import.meta.url), 'utf8'));
  const viewer = await device();
  await viewer.page.goto(env.server.url + await encodeLink(record));
  await viewer.page.waitForSelector('#notices .notice.error');
  assert.match((await notices(viewer.page)).join('\n'), /bot is version 99, which this build does not know/);
  assert.equal(await viewer.page.locator('#remote-panel').count(), 0, 'no remote game was opened');
  assert.deepEqual(viewer.errors, []);
  await viewer.context.close();
});

/**
 * Ann and Bob's game with a one-hour deadline (its time left shown): Ann moves, Bob takes his seat by
 * her link and moves.
 */
async function deadlineGame(ann, bob) {
  await startGame(ann.page, [['Ann', 'human'], ['Bob', 'remote']], '3600000');
  assert.match(await ann.page.locator('#remote-panel').innerText(), /Ann \(Red\) has (1 h 0 min|60 min|59 min) left to move/);
  await seatByLink(ann, bob, 1);
  await playTurn(ann.page);
  await waitTurns(ann.page, 1);
  await openLink(bob.page, await offeredLink(ann.page), 1);
  await claim(bob.page);
  await playTurn(bob.page);
  await waitTurns(bob.page, 2);
}

test('a deadline: the time left is shown, and once it has passed the waiting seat claims and wins on time', LIMIT, async () => {
  const ann = await device({ clock: true });
  const bob = await device({ clock: true });
  await deadlineGame(ann, bob);
  assert.match(await bob.page.locator('#remote-panel').innerText(), /Ann \(Red\) has .* left to move/);
  assert.equal(await bob.page.locator('#remote-claim-time').count(), 0, 'no claim before the deadline');
  // Ann does not answer: Bob's clock moves past the deadline (the panel redraws every 30 s).
  await bob.page.clock.fastForward('01:00:31');
  await bob.page.waitForSelector('#remote-claim-time');
  assert.match(await bob.page.locator('#remote-panel').innerText(), /Ann \(Red\)'s time to move is up/);
  await bob.page.click('#remote-claim-time');
  await waitTurns(bob.page, 3);
  assert.match(await bob.page.locator('#remote-panel').innerText(), /The game is over: Bob \(Blue\) won/);
  // Ann's clock has not moved: the claim is stamped an hour ahead of it, so her device refuses it
  // (a waiting seat cannot win by stamping its claim in the future).
  const claimLink = await offeredLink(bob.page);
  await ann.page.goto(claimLink);
  await ann.page.waitForSelector('#notices .notice.error');
  assert.match((await notices(ann.page)).join('\n'), /turn 3: Bob \(Blue\)'s turn is stamped .*, later than this device's clock .* plus 5 minutes/);
  await waitTurns(ann.page, 1); // as it was: her own first turn
  // Once Ann's own clock says the deadline has passed, her device accepts the claim.
  await ann.page.clock.fastForward('01:00:31');
  await openLink(ann.page, claimLink, 3);
  assert.match(await ann.page.locator('#remote-panel').innerText(), /The game is over: Bob \(Blue\) won/);
  assert.match(await ann.page.locator('#move-list').innerText(), /loses on time/);
  for (const d of [ann, bob]) {
    assert.deepEqual(d.errors, []);
    await d.context.close();
  }
});

test('a late move and a claim on time that crossed: both devices keep the claim, and say by which rule', LIMIT, async () => {
  const [ann, bob] = await Promise.all([device({ clock: true }), device({ clock: true })]);
  await deadlineGame(ann, bob);
  await openLink(ann.page, await offeredLink(bob.page), 2);
  // Ann's hour runs out on both clocks. Bob claims; Ann, not knowing, moves late.
  for (const d of [ann, bob]) await d.page.clock.fastForward('01:00:31');
  await bob.page.waitForSelector('#remote-claim-time');
  await bob.page.click('#remote-claim-time');
  await waitTurns(bob.page, 3);
  await playTurn(ann.page);
  await waitTurns(ann.page, 3);
  const claimLink = await offeredLink(bob.page);
  const moveLink = await offeredLink(ann.page);
  // Each opens the other's link: the move is stamped after the deadline, so the claim stands on both.
  const rule = /The claim stands: the move is stamped at or after the deadline .*, and a claim beats a late move on every device/;
  await ann.page.goto(claimLink);
  await ann.page.waitForFunction(() => /The game is over/.test(document.querySelector('#remote-panel').innerText));
  await bob.page.goto(moveLink);
  for (const d of [ann, bob]) {
    await d.page.waitForFunction(() => [...document.querySelectorAll('#notices .notice')].some((n) => /crossed/.test(n.textContent)));
    assert.match((await notices(d.page)).join('\n'), rule);
    await waitTurns(d.page, 3);
    assert.match(await d.page.locator('#remote-panel').innerText(), /The game is over: Bob \(Blue\) won/);
  }
  assert.equal(await snapshotOf(ann.page), await snapshotOf(bob.page), 'one game on both devices');
  for (const d of [ann, bob]) {
    assert.deepEqual(d.errors, []);
    await d.context.close();
  }
});

/**
 * The host invites, the guest opens the invitation and answers, the host takes the reply: both live.
 * `redraw`: the host's panel is drawn again after its answer box takes the focus and before the reply is
 * typed in it (the table's news redraws it at any moment; under load one came between the two once).
 */
async function connectLive(host, guest, { claim = null, turns = 0, devices = 1, redraw = false, twice = false } = {}) {
  await host.page.click('#remote-live-invite');
  await host.page.waitForSelector('#remote-live-invitation');
  const invitation = await host.page.inputValue('#remote-live-invitation');
  assert.match(invitation, /#live=[A-Za-z0-9_-]+$/);
  await gotoPlayable(guest.page, invitation);
  await waitTurns(guest.page, turns);
  await guest.page.waitForSelector('#remote-live-reply');
  const reply = await guest.page.inputValue('#remote-live-reply');
  if (claim !== null) await guest.page.click(`#remote-claim-${claim}`);
  assert.equal(await host.page.inputValue('#remote-live-answer'), '', 'a new invitation\'s answer box starts empty (an earlier reply answers another offer)');
  /** The host takes `replies` at once, as the page does (the Connect button, another tab's hand-over); then what its status says. */
  const take = (replies) => host.page.evaluate(async (texts) => {
    const s = (await import('./www/app/remote/remote-ui.js')).activeSession();
    await Promise.all(texts.map((text) => s.acceptReply(text)));
    return document.querySelector('#remote-status').textContent;
  }, replies);
  if (twice) {
    // Pasted (the link) while the reply link, opened in another tab of the host's browser, hands its code over.
    assert.equal(await take([reply, reply.replace(/^.*#reply=/, '')]), '', 'the same reply twice at once: taken once, nothing alarming said');
  } else if (redraw) {
    await host.page.focus('#remote-live-answer');
    await host.page.evaluate(async () => (await import('./www/app/remote/remote-ui.js')).activeSession().render());
    await host.page.keyboard.insertText(reply);
  } else await host.page.fill('#remote-live-answer', reply);
  if (!twice) await host.page.click('#remote-live-connect');
  // The reply is taken (the invitation is put away) or refused (the status says why): the host's device says which.
  await host.page.waitForFunction(() => !document.querySelector('#remote-live-invitation') || document.querySelector('#remote-status').textContent !== '');
  assert.equal(await host.page.textContent('#remote-status'), '', 'the host took the reply');
  await guest.page.waitForSelector('#remote-panel[data-live="open"]');
  await host.page.waitForFunction((n) => document.querySelector('#remote-panel[data-live="open"] .remote-live-state')
    ?.textContent.includes(`connected (${n} ${n === 1 ? 'device' : 'devices'})`), devices);
  if (twice) {
    assert.equal(await take([reply]), '', 'the same reply once more, once connected: nothing alarming said');
    assert.match(await host.page.locator('#remote-panel').innerText(), new RegExp(`Live: connected \\(${devices} devices?\\)`), 'and no second connection');
  }
}

test('live over WebRTC: hops both ways, a bad message refused while the connection goes on, the guest reloads and the game resumes', LIMIT, async () => {
  const ann = await device();
  const bob = await device();
  await startGame(ann.page, [['Ann', 'human'], ['Bob', 'remote']]);
  await connectLive(ann, bob, { claim: 1, twice: true });
  assert.match(await bob.page.locator('#remote-panel').innerText(), /Live: connected \(1 device\)/);

  await playTurn(ann.page);
  await waitTurns(bob.page, 1);
  assert.equal(await snapshotOf(bob.page), await snapshotOf(ann.page));
  await playTurn(bob.page);
  await waitTurns(ann.page, 2);
  assert.equal(await snapshotOf(ann.page), await snapshotOf(bob.page));

  // Bob's device sends a move for Ann that Ann's key never signed, then a message that is no record.
  await bob.page.evaluate(async () => {
    const { activeSession } = await import('./www/app/remote/remote-ui.js');
    const s = activeSession();
    const record = structuredClone(s.state.record);
    record.turns.push([0, Date.now(), ['a1-a2'], null, 'A'.repeat(86)]);
    s.live.send({ t: 'record', record });
    s.live.send({ t: 'gossip', text: 'hi' }); // no message of the table's ('chat' is the chat's: dropped silently, chat.js)
  });
  await ann.page.waitForFunction(() => /turn 3[\s\S]*not a record|not a record[\s\S]*turn 3/.test(document.querySelector('#notices').innerText));
  const said = (await notices(ann.page)).join('\n');
  assert.match(said, /A move from the live connection was refused: turn 3: Ann \(Red\)'s signature does not check out/);
  assert.match(said, /A message from the live connection was refused: not a record/);
  await waitTurns(ann.page, 2);
  await playTurn(ann.page);
  await waitTurns(bob.page, 3);
  assert.equal(await snapshotOf(bob.page), await snapshotOf(ann.page), 'the connection went on');

  // Bob reloads: his game resumes from his save; Ann sees the connection drop, invites again, and play goes on.
  const before = await snapshotOf(bob.page);
  await bob.page.reload();
  await bob.page.waitForSelector('html[data-ready="true"]');
  await waitTurns(bob.page, 3);
  assert.equal(await snapshotOf(bob.page), before);
  await ann.page.waitForSelector('#remote-panel:not([data-live="open"])');
  await connectLive(ann, bob, { turns: 3, redraw: true });
  await playTurn(bob.page);
  await waitTurns(ann.page, 4);
  assert.equal(await snapshotOf(ann.page), await snapshotOf(bob.page));
  await shot(ann.page, 'remote-live');
  for (const d of [ann, bob]) {
    assert.deepEqual(d.errors, []);
    await d.context.close();
  }
});

/** Sends, from `d`'s device, its record with a turn for `seat` whose signature is junk (to every peer, or to the one at `only`). */
const sendForged = (d, seat, only = null) => d.page.evaluate(async ([by, to]) => {
  const { activeSession } = await import('./www/app/remote/remote-ui.js');
  const s = activeSession();
  const record = structuredClone(s.state.record);
  record.turns.push([by, Date.now(), ['a1-a2'], null, 'A'.repeat(86)]);
  s.live.send({ t: 'record', record }, null, to === null ? null : s.live.peers[to]);
}, [seat, only]);

test('live with three devices: the host is the hub, each guest\'s hops reach the other through it, checked on every device', LIMIT, async () => {
  const ann = await device();
  const bob = await device();
  const cat = await device();
  await startGame(ann.page, [['Ann', 'human'], ['Bob', 'remote'], ['Cat', 'remote']]);
  await connectLive(ann, bob, { claim: 1 });
  await connectLive(ann, cat, { claim: 2, devices: 2 });
  const all = [ann, bob, cat];
  const same = async (turns) => {
    for (const d of all) await waitTurns(d.page, turns);
    const boards = await Promise.all(all.map((d) => snapshotOf(d.page)));
    assert.equal(new Set(boards).size, 1, `the three boards agree after turn ${turns}`);
  };
  /** A round from turn `done` on: each device plays its seat's turn and the three boards agree after it. */
  const round = async (done) => {
    for (const [seat, d] of all.entries()) {
      assert.equal(await playTurn(d.page), seat);
      await same(done + seat + 1);
    }
  };

  // Ann's turn reaches both guests; Bob's reaches Cat and Cat's reaches Bob, each through Ann's device.
  await round(0);

  // Bob's device sends a turn for Ann that her key never signed: the hub refuses it and does not pass it on.
  await sendForged(bob, 0);
  await ann.page.waitForSelector('#notices .notice');
  assert.match((await notices(ann.page)).join('\n'), /A move from the live connection was refused: turn 4: Ann \(Red\)'s signature does not check out/);
  // The hub itself sends Cat a forged turn: Cat's device checks it too, refuses it, and keeps the connection.
  await sendForged(ann, 0, 1);
  await cat.page.waitForSelector('#notices .notice');
  assert.match((await notices(cat.page)).join('\n'), /A move from the live connection was refused: turn 4: Ann \(Red\)'s signature does not check out/);

  // Play goes on round the table. A channel keeps its messages' order and each device takes them one
  // at a time, so had the hub passed Bob's forgery on, Cat's device would have refused it before turn 4.
  await round(3);
  assert.deepEqual(await notices(bob.page), [], 'Bob\'s device was sent nothing it had to refuse');
  assert.equal((await notices(cat.page)).length, 1, 'Cat\'s device refused only the hub\'s own forgery');
  for (const d of all) {
    assert.deepEqual(d.errors, []);
    await d.context.close();
  }
});

/**
 * The shortest of a few hundred seeded random 2-seat games (radius 5) up to the first position where
 * Blue (seat 1) must capture in a chain: its turns (each the [from, to] keys of its hops) and Blue's
 * first hop of that chain.
 */
async function lineToChain() {
  const hc = await loadPkg();
  const key = (h) => `${h.q},${h.r}`;
  let best = null;
  for (let seed = 1; seed <= 1200; seed++) {
    const rand = mulberry32(seed);
    const g = hc.createGame({ players: 2, radius: 5 });
    const turns = [];
    while (g.current !== null && turns.length < (best?.turns.length ?? 30)) {
      const here = g.snapshot();
      const chain = g.current === 1 && g.legalMoves().find((m) => {
        const { chaining } = g.apply(m);
        g.restore(here);
        return chaining;
      });
      if (chain) { best = { turns: turns.slice(), first: [key(chain.from), key(chain.to)] }; break; }
      const turn = [];
      do {
        const m = pick(rand, g.legalMoves());
        turn.push([key(m.from), key(m.to)]);
        g.apply(m);
      } while (g.chainFrom !== null && g.current !== null);
      turns.push(turn);
    }
  }
  assert.ok(best, 'a line to a chain was found');
  return best;
}

test('live: each hop travels at once, so the peer\'s board shows the first hop of a chain before the chain ends', LIMIT, async () => {
  const { turns, first } = await lineToChain();
  const ann = await device();
  const bob = await device();
  await startGame(ann.page, [['Ann', 'human'], ['Bob', 'remote']]);
  await connectLive(ann, bob, { claim: 1 });
  for (const [i, turn] of turns.entries()) {
    const [mover, other] = i % 2 === 0 ? [ann, bob] : [bob, ann];
    for (const [n, [from, to]] of turn.entries()) {
      await clickMove(mover.page, from, to);
      await mover.page.waitForFunction(([b, len]) => document.querySelector(b).history.length === len, [board, turns.slice(0, i).flat().length + n + 1]);
    }
    await waitTurns(other.page, i + 1);
  }
  const steps = turns.flat().length;
  const held = (page) => page.evaluate((b) => {
    const el = document.querySelector(b);
    return { steps: el.history.length, chainFrom: el.game.chainFrom, snapshot: el.snapshot() };
  }, board);

  // Bob's first hop of the chain: Ann's board shows it while Bob's piece must still jump and no turn is signed.
  await clickMove(bob.page, ...first);
  await ann.page.waitForFunction(([b, n]) => document.querySelector(b).history.length === n + 1, [board, steps]);
  const [annSees, bobHas] = [await held(ann.page), await held(bob.page)];
  assert.equal(bobHas.steps, steps + 1);
  assert.notEqual(bobHas.chainFrom, null, 'Bob\'s chain goes on');
  assert.equal(annSees.snapshot, bobHas.snapshot, 'Ann\'s board shows the hop Bob played');
  assert.deepEqual(annSees.chainFrom, bobHas.chainFrom);
  assert.equal(await ann.page.getAttribute('#remote-panel', 'data-turns'), String(turns.length), 'the hop came before its signed turn');
  assert.equal(await ann.page.evaluate((b) => document.querySelector(b).hasAttribute('readonly'), board), true);

  // Bob ends the chain: the signed turn follows, and Ann's board goes on from the hops it shows.
  await playTurn(bob.page);
  await waitTurns(ann.page, turns.length + 1);
  assert.equal(await snapshotOf(ann.page), await snapshotOf(bob.page));

  // Hops that are no legal move (Ann's device sends them on her turn) are refused with a notice, and the connection goes on.
  await ann.page.evaluate(async () => {
    const { activeSession } = await import('./www/app/remote/remote-ui.js');
    const s = activeSession();
    s.live.send({ t: 'hops', at: s.state.history.length, hops: [['0,0', '0,1']] });
  });
  await bob.page.waitForSelector('#notices .notice');
  assert.match((await notices(bob.page)).join('\n'), /from the live connection was refused: 0,0 to 0,1 is not a legal move here/);
  await playTurn(ann.page);
  await waitTurns(bob.page, turns.length + 2);
  assert.equal(await snapshotOf(bob.page), await snapshotOf(ann.page));
  for (const d of [ann, bob]) {
    assert.deepEqual(d.errors, []);
    await d.context.close();
  }
});
