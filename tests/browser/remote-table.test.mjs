// Live tables in the browser (www/app/remote/table.js, discovery.js): separate
// browser contexts are separate devices (their own storage and keys), meeting
// through a real BitTorrent WebSocket tracker this file starts on 127.0.0.1
// (tracker.mjs) and talking over WebRTC data channels. A table joined by its
// code and played to a resignation, announcing stopped once full; a device
// asking for a seat already bound; a spectator whose forged turn is refused; a
// guest reloading mid-game and rejoining; the tracker stopped mid-game.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { setup, openPage, gotoPlayable, shot } from './harness.mjs';
import {
  current, notices, openDevice, playTurn, resign, snapshotOf, startGame, waitTurns,
} from './remote-devices.mjs';
import { startTracker } from './tracker.mjs';
import { ready } from '../../www/element/engine.js';
import { verifyRecord } from '../../www/app/remote/chain.js';

let env;
let tracker;
before(async () => { [env, tracker] = await Promise.all([setup(), startTracker()]); });
after(async () => { await env?.teardown(); await tracker?.stop(); });

const LIMIT = { timeout: 180_000 };

/** A device at the tables of `t` (the file's tracker unless given). */
async function device(t = tracker) {
  return openDevice(env.browser, env.server.url, t);
}

/** The creator starts Ann (here) against a friend's seat; returns the table's code and link. */
async function annsTable(ann, seats = [['Ann', 'human'], ['Bob', 'remote']]) {
  await startGame(ann.page, seats);
  await ann.page.waitForSelector('#remote-code');
  return { code: await ann.page.locator('#remote-code').innerText(), link: await ann.page.inputValue('#remote-table-link') };
}

/** A device types the code on the start screen (the new-game dialog) and joins. */
async function joinByCode(page, code) {
  await page.click('#new-game-btn');
  await page.waitForSelector('#new-game-dialog[open]');
  await page.fill('#table-code', code.toLowerCase()); // read aloud, typed in lower case: still the code
  await page.press('#table-code', 'Enter');
}

/** This device takes seat `seat` at the table and waits until the host has bound it. */
async function takeSeat(page, seat) {
  await page.click(`#remote-claim-${seat}`);
  await page.waitForSelector(`#remote-panel[data-seats="${seat}"]`);
}

const panelText = (page) => page.locator('#remote-panel').innerText();

test('two devices at a table joined by its code play to a resignation; announcing stops once the table is full', LIMIT, async () => {
  const ann = await device();
  const bob = await device();
  const { code, link } = await annsTable(ann);
  assert.match(code, /^[2-9A-HJKMNP-TV-Z]{5}-[2-9A-HJKMNP-TV-Z]{5}$/, 'a code of ten letters and digits, easy to read aloud');
  assert.ok(link.endsWith(`#table=${code.replace('-', '')}`), link);
  assert.match(await panelText(ann.page), /Bob \(Blue\): free/);

  await joinByCode(bob.page, code);
  await bob.page.waitForSelector('#remote-claim-1');
  const seen = await panelText(bob.page);
  assert.match(seen, /Waiting for the device of the game's creator \(Ann \(Red\)\)/, 'the guest sees the table before taking a seat');
  assert.match(seen, /Take a free seat/);
  await takeSeat(bob.page, 1);
  await ann.page.waitForSelector('#remote-table li[data-seat="1"][data-state="here"]');
  await bob.page.waitForSelector('#remote-panel[data-relay="quiet"]'); // full: the guest stops announcing
  // The seat is bound inside the signed record (format 2), before the first move: a reader of the record alone sees it.
  const bobKey = await bob.page.evaluate(async () => (await import('./www/app/remote/remote-ui.js')).activeSession().pair.publicKey);
  const seated = await ann.page.evaluate(async () => (await import('./www/app/remote/remote-ui.js')).activeSession().state.record);
  await ready;
  const read = await verifyRecord(seated);
  assert.equal(seated.hcr, 2, 'a live table makes a record of format 2');
  assert.deepEqual(seated.seats.map(([seat, key]) => [seat, key]), [[1, bobKey]]);
  assert.equal(read.keys[1], bobKey, 'Bob\'s seat is bound to his device\'s key in the record');
  await bob.page.evaluate(async () => {
    const { activeSession } = await import('./www/app/remote/remote-ui.js');
    while (activeSession().state.record.seats?.length !== 1) await new Promise((r) => { setTimeout(r, 50); });
  }); // the guest holds the bound record too
  assert.equal(await bob.page.locator('#remote-link').count(), 0, 'no link to send: the moves travel live');

  // A status said once ("Copied…") goes when the game moves on: it no longer applies.
  await ann.page.click('#remote-full');
  await ann.page.waitForFunction(() => document.querySelector('#remote-status').textContent !== '');
  // Turns travel over the data channel, as played: no link changes hands.
  await playTurn(ann.page);
  await waitTurns(bob.page, 1);
  assert.equal(await ann.page.locator('#remote-status').textContent(), '', 'no stale "Copied to the clipboard."');
  assert.equal(await snapshotOf(bob.page), await snapshotOf(ann.page));
  assert.equal(await ann.page.locator('#remote-link').count(), 0, 'Bob is at the table: no "Send this link"');
  await playTurn(bob.page);
  await waitTurns(ann.page, 2);
  await playTurn(ann.page);
  await waitTurns(bob.page, 3);

  // Spectating off: the host stops announcing too, and the tracker hears nothing more of the table.
  await ann.page.uncheck('#remote-spectate');
  await ann.page.waitForSelector('#remote-panel[data-relay="quiet"]');
  await bob.page.waitForFunction(() => document.querySelector('#remote-spectate') === null);
  const heard = tracker.messages();

  await resign(bob.page);
  await waitTurns(bob.page, 4);
  await waitTurns(ann.page, 4);
  assert.match(await panelText(ann.page), /The game is over: Ann \(Red\) won/);
  assert.equal(await current(ann.page), null);
  assert.equal(tracker.messages(), heard, 'a full table with spectating off sends the tracker nothing');
  await shot(ann.page, 'remote-table-over');
  assert.deepEqual(ann.errors, []);
  assert.deepEqual(bob.errors, []);
  await ann.context.close();
  await bob.context.close();
});

/** Ann's table with Bob seated by the link (two actions: open it, take the seat); returns the devices and the link. */
async function seatedTable(t = tracker) {
  const ann = await device(t);
  const bob = await device(t);
  const { link } = await annsTable(ann);
  await gotoPlayable(bob.page, link);
  await takeSeat(bob.page, 1);
  await ann.page.waitForSelector('#remote-table li[data-seat="1"][data-state="here"]');
  return { ann, bob, link };
}

const session = (page, run, arg) => page.evaluate(async ([source, a]) => {
  const { activeSession } = await import('./www/app/remote/remote-ui.js');
  // eslint-disable-next-line no-new-func
  return new Function('s', 'a', `return (async () => { ${source} })();`)(activeSession(), a);
}, [run, arg]);

test('a spectator watches every hop; its claim of a bound seat and its forged turn for that seat are refused', LIMIT, async () => {
  const { ann, bob, link } = await seatedTable();
  const eve = await device();
  await gotoPlayable(eve.page, link);
  await eve.page.waitForSelector('#remote-table');
  assert.match(await panelText(eve.page), /Every seat is taken: you are watching/);
  assert.equal(await eve.page.locator('hex-checkers[readonly]').count(), 1, 'a watcher moves nothing');
  // The watcher met the host's device alone (Bob's had gone quiet), which says who is here: Bob's seat is not "not here yet".
  await eve.page.waitForSelector('#remote-table li[data-seat="1"][data-state="here"]');
  assert.doesNotMatch(await panelText(eve.page), /not here yet/);

  await playTurn(ann.page);
  await waitTurns(eve.page, 1);
  assert.equal(await snapshotOf(eve.page), await snapshotOf(ann.page));

  // A device whose view is stale (it saw Bob's seat free) asks for it, signed with its key: the host says no.
  await session(eve.page, `
    const { sign } = await import('./www/app/remote/sign.js');
    const { claimText } = await import('./www/app/remote/table.js');
    s.table.asking = 1;
    s.net.send({ t: 'claim', seat: 1, key: s.pair.publicKey, sig: await sign(s.pair.privateKey, claimText(s.id, 1, s.pair.publicKey)) });
  `);
  await eve.page.waitForFunction(() => /The seat was not given to this device: Bob \(Blue\)'s seat is already taken by another device/.test(document.querySelector('#notices').innerText));

  // Eve signs Bob's first turn with her own key (a valid chain, but not Bob's seat's device): every device refuses it.
  await session(eve.page, `
    const { nextTime, turnText } = await import('./www/app/remote/chain.js');
    const { hopCode } = await import('./www/element/notation.js');
    const m = s.board.game.legalMoves()[0];
    const { sign } = await import('./www/app/remote/sign.js');
    const steps = [hopCode({ from: m.from.q + ',' + m.from.r, to: m.to.q + ',' + m.to.r, capture: m.capture !== null }, s.head.radius)];
    const at = nextTime(s.state);
    // addTurn itself refuses to sign a seat bound to another key (format 2), so the turn is forged by hand.
    const sig = await sign(s.pair.privateKey, turnText(s.state.hash, 1, at, steps, null, 2));
    s.net.send({ t: 'record', record: { ...s.state.record, turns: [...s.state.record.turns, [1, at, steps, null, sig]] } });
  `);
  // The table is full, so Bob's device no longer announces: the late watcher reached the host alone, which refuses.
  await ann.page.waitForFunction(() => /A move from the live connection was refused: turn 2/.test(document.querySelector('#notices').innerText));
  assert.equal(await ann.page.getAttribute('#remote-panel', 'data-turns'), '1', 'nothing taken');
  assert.equal(await bob.page.getAttribute('#remote-panel', 'data-turns'), '1');

  // Bob's real move reaches Ann and the watcher.
  await playTurn(bob.page);
  await waitTurns(ann.page, 2);
  await waitTurns(eve.page, 2);
  assert.equal(await snapshotOf(eve.page), await snapshotOf(bob.page));
  for (const d of [ann, bob, eve]) await d.context.close();
});

test('a guest reloading mid-game rejoins the table and plays on; its seat shows "reconnecting" while it is gone', LIMIT, async () => {
  const { ann, bob } = await seatedTable();
  await playTurn(ann.page);
  await waitTurns(bob.page, 1);
  await bob.page.reload();
  await bob.page.waitForSelector('html[data-ready="true"]');
  await bob.page.waitForSelector('#remote-panel[data-seats="1"]');
  await ann.page.waitForSelector('#remote-table li[data-seat="1"][data-state="here"]');
  await bob.page.waitForSelector('#remote-panel[data-table="open"]');
  await playTurn(bob.page);
  await waitTurns(ann.page, 2);
  assert.equal(await snapshotOf(ann.page), await snapshotOf(bob.page));
  // Bob's page closes: Ann sees the seat reconnecting, with the time gone.
  await bob.page.close();
  await ann.page.waitForSelector('#remote-table li[data-seat="1"][data-state="reconnecting"]');
  assert.match(await panelText(ann.page), /Bob \(Blue\): reconnecting, gone less than a minute/, 'not "gone 1 min" a moment after the drop');
  await shot(ann.page, 'remote-table-reconnecting');
  assert.deepEqual(ann.errors, [], 'no console error for the guest\'s reload or its page closing');
  await ann.context.close();
  await bob.context.close();
});

test('after the end the panel offers nothing that no longer applies, and the creator stops announcing', LIMIT, async () => {
  const settings = { 'hex-checkers/remote-stand-in-after': '5' };
  const ann = await openDevice(env.browser, env.server.url, tracker, { settings });
  const bob = await openDevice(env.browser, env.server.url, tracker, { settings });
  const { link } = await annsTable(ann);
  await gotoPlayable(bob.page, link);
  await takeSeat(bob.page, 1);
  await ann.page.waitForSelector('#remote-table li[data-seat="1"][data-state="here"]');
  await bob.page.close(); // Bob's seat goes silent: after its wait, Ann is offered a bot for it
  await ann.page.waitForSelector('#remote-stand-in-1');
  assert.equal(await ann.page.getAttribute('#remote-panel', 'data-relay'), 'up', 'announcing again for Bob to come back');
  await resign(ann.page); // two armies: Ann resigning ends the game
  await ann.page.waitForFunction(() => /The game is over/.test(document.querySelector('#remote-panel').innerText));
  await ann.page.waitForSelector('#remote-panel[data-relay="quiet"]');
  assert.equal(await ann.page.locator('#remote-stand-in-1').count(), 0, 'no vote for a bot in a game over');
  assert.equal(await ann.page.locator('#remote-spectate').count(), 0, 'no watching to allow');
  assert.match(await panelText(ann.page), /the game is over, so the table is no longer announced/);
  assert.deepEqual(ann.errors, []);
  await ann.context.close();
  await bob.context.close();
});

test('the tracker stopped mid-game: a notice says so, and play goes on over the open channels', LIMIT, async () => {
  const own = await startTracker();
  const { ann, bob } = await seatedTable(own);
  await playTurn(ann.page);
  await waitTurns(bob.page, 1);
  await own.stop();
  await ann.page.waitForFunction(() => /The table's trackers and relays cannot be reached: the devices already connected play on/.test(document.querySelector('#notices').innerText));
  assert.equal(await ann.page.getAttribute('#remote-panel', 'data-relay'), 'down');
  await playTurn(bob.page);
  await waitTurns(ann.page, 2);
  await playTurn(ann.page);
  await waitTurns(bob.page, 3);
  assert.equal(await snapshotOf(ann.page), await snapshotOf(bob.page));
  await ann.context.close();
  await bob.context.close();
});

test('a live hop sent without its signed turn is taken back from the board, with a notice', LIMIT, async () => {
  const { ann, bob } = await seatedTable();
  const length = (page) => page.evaluate(() => document.querySelector('hex-checkers').history.length);
  // Ann's device sends one hop of a legal move and never signs it (a device that dropped mid-turn, or a liar).
  await session(ann.page, `
    const m = s.board.game.legalMoves()[0];
    s.net.send({ t: 'hops', at: s.state.history.length, hops: [[m.from.q + ',' + m.from.r, m.to.q + ',' + m.to.r]] });
  `);
  await bob.page.waitForFunction(() => document.querySelector('hex-checkers').history.length === 1);
  await bob.page.waitForFunction(() => /their signed move never came: the board is back as signed/.test(document.querySelector('#notices').innerText), null, { timeout: 40_000 });
  assert.equal(await length(bob.page), 0);
  await playTurn(ann.page);
  await waitTurns(bob.page, 1);
  assert.equal(await snapshotOf(bob.page), await snapshotOf(ann.page));
  await ann.context.close();
  await bob.context.close();
});

test('a device whose trackers are out of reach says so and what to do; the page\'s CSP lets it reach no tracker but its build\'s', LIMIT, async () => {
  // The CSP is not bypassed here: it names only the public trackers, so the loopback tracker is refused.
  const context = await env.browser.newContext({ reducedMotion: 'reduce' });
  await context.addInitScript((url) => {
    localStorage.setItem('hex-checkers/remote-trackers', JSON.stringify([url]));
    localStorage.setItem('hex-checkers/remote-ice', '[]');
  }, tracker.url);
  const ann = await openPage(env.browser, env.server.url, { context });
  const heard = tracker.messages();
  await startGame(ann.page, [['Ann', 'human'], ['Bob', 'remote']]);
  await ann.page.waitForFunction(() => /trackers and relays cannot be reached from this device .*send the link/.test(document.querySelector('#notices').innerText), null, { timeout: 40_000 });
  assert.equal(await ann.page.getAttribute('#remote-panel', 'data-relay'), 'down');
  assert.equal(tracker.messages(), heard, 'the CSP kept the page from the unlisted tracker');
  assert.ok(ann.errors.some((e) => /Content Security Policy/.test(e)), 'the browser refused it by the CSP');
  await context.close();
});
