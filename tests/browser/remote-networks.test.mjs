// The two discovery networks of a live table (www/app/remote/discovery.js,
// network.js), each a real server on 127.0.0.1 started by this file: a
// BitTorrent WebSocket tracker (tracker.mjs) and a Nostr relay (relay.mjs).
// Separate browser contexts are separate devices. Two devices meet through
// both networks at once and are one device to each other; what the tracker and
// the relay see is the slow derivation of the code, not a hash of it; one
// network out of reach for good while the other works; a device that reaches
// only the relay and one that reaches only the tracker at one table through a
// third that reaches both; each network stopped for longer than the library's
// old one-minute give-up, then started again: every device back at one table
// without a reload.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { createServer } from 'node:net';
import { setup, openPage } from './harness.mjs';
import {
  playTurn, snapshotOf, startGame, waitTurns,
} from './remote-devices.mjs';
import { startNetworks, startRelay, startTracker, tableContext } from './tracker.mjs';
import { tableRoom } from '../../www/app/remote/table.js';

let env;
let nets;
before(async () => { [env, nets] = await Promise.all([setup(), startNetworks()]); });
after(async () => { await env?.teardown(); await nets?.stop(); });

const LIMIT = { timeout: 300_000 };
/** The devices' longest wait between two attempts to reach a network (s): the page's own back-off, capped shorter. */
const CAP = { 'hex-checkers/remote-retry-cap': '2' };

/** A device reaching `servers` (tracker.mjs's tableContext), with the short cap. */
async function device(servers = nets) {
  const context = await tableContext(env.browser, servers, { settings: CAP });
  return openPage(env.browser, env.server.url, { context });
}

/** A port on 127.0.0.1 where nothing answers: a host out of this device's reach. */
async function deadPort() {
  const server = createServer();
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** The creator starts Ann (here) against friends' seats; returns the table's code. */
async function annsTable(ann, seats = [['Ann', 'human'], ['Bob', 'remote']]) {
  await startGame(ann.page, seats);
  await ann.page.waitForSelector('#remote-code');
  return (await ann.page.locator('#remote-code').innerText()).replace('-', '');
}

/** A device opens the table's link and takes seat `seat`; waits until the host has bound it. */
async function sit(d, code, seat) {
  await d.page.goto(`${env.server.url}#table=${code}`);
  await d.page.waitForSelector(`#remote-claim-${seat}`);
  await d.page.click(`#remote-claim-${seat}`);
  await d.page.waitForSelector(`#remote-panel[data-seats="${seat}"]`);
}

/** The discovery's devices as this page sees them: peer id → the networks it was met through. */
const peersOf = (page) => page.evaluate(async () => {
  const { activeSession } = await import('./www/app/remote/remote-ui.js');
  return Object.fromEntries([...activeSession().net.peers.values()].map((p) => [p.id, [...p.via].sort()]));
});

/** Trystero's hash: SHA-1's bytes, each in base 36. */
async function sha1(text) {
  const bytes = new Uint8Array(await crypto.subtle.digest('SHA-1', new TextEncoder().encode(text)));
  return [...bytes].map((b) => b.toString(36)).join('');
}
/** What the networks see of a room: the relay its topic (the hash of "Trystero@<app>@<room>"), the tracker an info-hash (the topic's hash, 20 characters). */
async function seenOf(room) {
  const topic = await sha1(`Trystero@hex-checkers-table@${room}`);
  return { topic, infoHash: (await sha1(topic)).slice(0, 20) };
}

test('two devices meet through the tracker and the relay at once, as one device; the networks see the slow derivation of the code, not a hash of it', LIMIT, async () => {
  const ann = await device();
  const bob = await device();
  const code = await annsTable(ann, [['Ann', 'human'], ['Bob', 'remote'], ['Cat', 'remote']]); // a seat still free: nobody goes quiet
  await sit(bob, code, 1);
  // Each device sees the other once, met through both networks.
  await ann.page.evaluate(async () => {
    const { activeSession } = await import('./www/app/remote/remote-ui.js');
    const met = () => [...activeSession().net.peers.values()].map((p) => p.via.size);
    while (met().join() !== '2') await new Promise((r) => { setTimeout(r, 50); });
  });
  assert.deepEqual(Object.values(await peersOf(ann.page)), [['nostr', 'torrent']], 'one device, met through both networks');
  await ann.page.waitForSelector('#remote-panel[data-trackers="up"][data-relays="up"]');
  assert.match(await ann.page.locator('#remote-panel .remote-networks').innerText(), /Trackers: reached\. Relays: reached\./);
  // What the tracker and the relay were told is the slow derivation's, and nothing a hash of the code gives.
  const { room } = await tableRoom(code);
  const seen = await seenOf(room);
  const old = await seenOf(code); // the derivation before: the code itself as the room's name
  assert.ok(nets.tracker.infoHashes().has(seen.infoHash), 'the tracker saw the info-hash of the derived room');
  assert.ok(nets.relay.topics().has(seen.topic), 'the relay saw the topic of the derived room');
  assert.ok(!nets.tracker.infoHashes().has(old.infoHash) && !nets.relay.topics().has(old.topic), 'never the code\'s own hash');
  assert.ok(![...nets.tracker.infoHashes(), ...nets.relay.topics()].some((x) => x.includes(code)), 'nor the code');
  assert.deepEqual(ann.errors, []);
  assert.deepEqual(bob.errors, []);
  await ann.context.close();
  await bob.context.close();
});
