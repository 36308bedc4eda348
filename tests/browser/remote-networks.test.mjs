// The two discovery networks of a live table (www/app/remote/discovery.js,
// network.js), each a real server on 127.0.0.1 started by this file: a
// BitTorrent WebSocket tracker (tracker.mjs) and a Nostr relay (relay.mjs).
// Separate browser contexts are separate devices. Two devices meet through
// both networks at once and are one device to each other; what the tracker and
// the relay see is the slow derivation of the code, not a hash of it; one
// network out of reach for good while the other works; a device that reaches
// only the relay and one that reaches only the tracker at one table through a
// third that reaches both; each network stopped for longer than the library's
// own reconnection lasts, a guest moving while the table is split, then
// started again: every device back at one table, on the longer record,
// without a reload; the browser back online or the page visible again tries
// at once; a relay-only table whose relay is down a second while the guest
// reloads, the creator's device back on it after the guest announced its
// return: the two meet again.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { connect, createServer } from 'node:net';
import { setup } from './harness.mjs';
import {
  openDevice, playTurn, snapshotOf, startGame, waitTurns,
} from './remote-devices.mjs';
import { startNetworks, startRelay, startTracker } from './tracker.mjs';
import { tableRoom } from '../../www/app/remote/table.js';

let env;
let nets;
before(async () => { [env, nets] = await Promise.all([setup(), startNetworks()]); });
after(async () => { await env?.teardown(); await nets?.stop(); });

const LIMIT = { timeout: 300_000 };
/** A network's outage: longer than the library's own reconnection lasts before it gives up for good (103 s at most). */
const OUTAGE_MS = 110_000;
/** The devices' longest wait between two attempts to reach a network (s): the page's own back-off, capped shorter. */
const CAP = { 'hex-checkers/remote-retry-cap': '2' };

/** A device reaching `servers` (tracker.mjs's tableContext), with the short cap. */
async function device(servers = nets) {
  return openDevice(env.browser, env.server.url, servers, { settings: CAP });
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

/** The console errors but the browser's own line for a WebSocket that cannot connect (a server this test stopped, or a dead port). */
const errorsBut = (errors) => errors.filter((e) => !/WebSocket connection to 'ws:\/\/127\.0\.0\.1:\d+\/' failed/.test(e));

/** Waits until this page shows the device at `seat` here, and its own table open. */
async function together(host, guest, seat) {
  await guest.page.waitForSelector('#remote-panel[data-table="open"]', { timeout: 60_000 });
  await host.page.waitForSelector(`#remote-table li[data-seat="${seat}"][data-state="here"]`, { timeout: 60_000 });
}

test('one network out of reach for good: the other finds the table, and the panel says which answers', LIMIT, async () => {
  const servers = { trackers: [`ws://127.0.0.1:${await deadPort()}`], relays: [nets.relay.url] };
  const ann = await device(servers);
  const bob = await device(servers);
  const code = await annsTable(ann);
  await sit(bob, code, 1);
  await bob.page.waitForSelector('#remote-panel[data-relay="quiet"][data-trackers="quiet"][data-relays="quiet"]'); // full: the guest announces on no network
  await playTurn(ann.page);
  await waitTurns(bob.page, 1);
  await ann.page.waitForSelector('#remote-panel[data-trackers="down"][data-relays="up"][data-relay="up"]', { timeout: 60_000 });
  assert.match(await ann.page.locator('#remote-panel .remote-networks').innerText(), /Trackers: out of reach, trying again by itself\. Relays: reached\./);
  await playTurn(bob.page);
  await waitTurns(ann.page, 2);
  assert.equal(await snapshotOf(ann.page), await snapshotOf(bob.page));
  assert.doesNotMatch((await ann.page.locator('#notices').innerText()), /cannot be reached/, 'no alarm while one network works');
  assert.deepEqual(errorsBut(ann.errors), []);
  assert.deepEqual(errorsBut(bob.errors), []);
  await ann.context.close();
  await bob.context.close();
});

test('a device that reaches only the relay and one that reaches only the tracker play at one table through a device that reaches both', LIMIT, async () => {
  const ann = await device(nets); // both networks
  const bob = await device({ relay: nets.relay }); // the relay alone
  const cat = await device({ tracker: nets.tracker }); // the tracker alone
  const code = await annsTable(ann, [['Ann', 'human'], ['Bob', 'remote'], ['Cat', 'remote']]);
  await sit(bob, code, 1);
  await sit(cat, code, 2);
  await playTurn(ann.page);
  await waitTurns(bob.page, 1);
  await waitTurns(cat.page, 1);
  await playTurn(bob.page);
  await waitTurns(cat.page, 2); // passed on by Ann's device: Bob's and Cat's never met
  await playTurn(cat.page);
  await waitTurns(bob.page, 3);
  assert.equal(await snapshotOf(bob.page), await snapshotOf(cat.page));
  const bobs = Object.values(await peersOf(bob.page));
  const cats = Object.values(await peersOf(cat.page));
  assert.deepEqual(bobs, [['nostr']], 'Bob\'s device met Ann\'s alone, through the relay');
  assert.deepEqual(cats, [['torrent']], 'Cat\'s device met Ann\'s alone, through the tracker');
  assert.equal(await cat.page.getAttribute('#remote-panel', 'data-relays'), 'off');
  assert.match(await cat.page.locator('#remote-panel .remote-networks').innerText(), /Relays: not used on this device\./);
  // Bob's and Cat's devices never meet, so neither sees the table full: each goes on announcing, to meet the other.
  assert.equal(await bob.page.getAttribute('#remote-panel', 'data-relay'), 'up');
  for (const d of [ann, bob, cat]) {
    assert.deepEqual(d.errors, []);
    await d.context.close();
  }
});

test('each network stopped for longer than the library\'s own reconnection lasts, a guest reloading and moving meanwhile: back at one table on the longer record without a reload, and no console error for the reload', { timeout: 400_000 }, async () => {
  const tracker = await startTracker();
  const relay = await startRelay();
  // One table per network, each of devices that reach that network alone: only it can bring them back.
  const tables = [];
  for (const servers of [{ tracker }, { relay }]) {
    const ann = await device(servers);
    const bob = await device(servers);
    const code = await annsTable(ann);
    await sit(bob, code, 1);
    await playTurn(ann.page);
    await waitTurns(bob.page, 1);
    tables.push({ ann, bob });
  }
  await Promise.all([tracker.stop(), relay.stop()]);
  const stopped = Date.now();
  for (const { ann, bob } of tables) {
    await bob.page.reload(); // its channel to Ann's device closes; it cannot find the table while the network is down
    await bob.page.waitForSelector('html[data-ready="true"]');
    await ann.page.waitForSelector('#remote-table li[data-seat="1"][data-state="reconnecting"]');
    await ann.page.waitForSelector('#remote-panel[data-relay="down"]', { timeout: 60_000 });
    await bob.page.waitForSelector('#remote-panel[data-relay="down"]', { timeout: 60_000 });
    await playTurn(bob.page); // the table is split: Bob's move is kept on his device alone
    await waitTurns(bob.page, 2);
  }
  // The outage is the scenario: it lasts past the library's give-up, by the pages' own clock. Its sockets retry
  // after a random wait of up to 3.3 s, doubling, and give up at the sixth failure in a row: at most 103 s.
  await tables[0].ann.page.waitForFunction((until) => Date.now() >= until, stopped + OUTAGE_MS, { timeout: OUTAGE_MS + 30_000, polling: 1000 });
  const back = await Promise.all([startTracker({ port: tracker.port }), startRelay({ port: relay.port })]);
  try {
    for (const { ann, bob } of tables) await together(ann, bob, 1);
    for (const { ann, bob } of tables) {
      await waitTurns(ann.page, 2); // meeting again, the devices exchanged records: Bob's longer one stands on Ann's too
      await playTurn(ann.page);
      await waitTurns(bob.page, 3);
      assert.equal(await snapshotOf(ann.page), await snapshotOf(bob.page));
      assert.deepEqual(errorsBut(ann.errors), [], 'no console error on the creator\'s page for the guest\'s reload');
      assert.deepEqual(errorsBut(bob.errors), []);
      await ann.context.close();
      await bob.context.close();
    }
  } finally {
    await Promise.all(back.map((s) => s.stop()));
  }
});

test('the browser coming back online, or the page becoming visible, tries every network out of reach at once, not at the next step of the back-off', LIMIT, async () => {
  const tracker = await startTracker();
  const slow = { 'hex-checkers/remote-retry-cap': '60' }; // the longest cap a device may set: the back-off alone would wait up to a minute
  // The page's back-off is grown on its clock, a second a step, not waited out.
  const ann = await openDevice(env.browser, env.server.url, { tracker }, { settings: slow, clock: true });
  await annsTable(ann);
  await ann.page.waitForSelector('#remote-panel[data-trackers="up"]');
  const net = (run) => ann.page.evaluate(async (source) => {
    const { activeSession } = await import('./www/app/remote/remote-ui.js');
    // eslint-disable-next-line no-new-func
    return new Function('n', `return (async () => { ${source} })();`)(activeSession().net);
  }, run);
  const online = async () => { await ann.context.setOffline(true); await ann.context.setOffline(false); }; // 'offline', then 'online'
  const visible = () => ann.page.evaluate(() => document.dispatchEvent(new Event('visibilitychange'))); // a headless page is always visible
  let server = tracker;
  for (const wake of [online, visible]) {
    await server.stop();
    // Each step fires the page's once-a-second watch: the tracker is seen lost, then down, then the
    // page's own back-off grows until its next attempt is more than 20 s away.
    const step = () => ann.page.clock.fastForward(1000);
    while (!await ann.page.locator('#remote-panel[data-trackers="down"]').count()) await step();
    while (await net('return n.nextRetry - Date.now();') < 20_000) await step();
    const next = await net('return n.nextRetry;');
    server = await startTracker({ port: tracker.port });
    await wake();
    await ann.page.waitForSelector('#remote-panel[data-trackers="up"]', { timeout: 20_000 });
    assert.ok(await ann.page.evaluate((t) => Date.now() < t, next), 'back before the back-off\'s next attempt');
  }
  await server.stop();
  assert.deepEqual(errorsBut(ann.errors), []);
  await ann.context.close();
});

/** What a page's discovery holds of the relay network, for a failure's message: its state, the devices met, the room joined, its sockets. */
const relayView = (page) => page.evaluate(async () => {
  const { activeSession } = await import('./www/app/remote/remote-ui.js');
  const n = activeSession()?.net;
  const net = n?.nets?.find((x) => x.name === 'nostr');
  return JSON.stringify({ relay: n?.relay, quiet: n?.quieted, peers: n?.peers?.size, room: Boolean(net?.room), sockets: n?.sockets?.(net)?.map((s) => s.readyState) });
});

/**
 * A device's own way to the relay on 127.0.0.1:`port`: a TCP proxy that the test can hold shut (every
 * connection refused at once, as a network that does not get through yet), and that drops its connections
 * when the relay's close.
 */
async function pathTo(port) {
  const path = { held: false };
  const server = createServer((socket) => {
    socket.on('error', () => {});
    if (path.held) { socket.destroy(); return; }
    const up = connect(port, '127.0.0.1');
    up.on('error', () => socket.destroy());
    socket.on('close', () => up.destroy());
    up.on('close', () => socket.destroy());
    socket.pipe(up).pipe(socket);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  path.url = `ws://127.0.0.1:${server.address().port}`;
  path.close = () => new Promise((resolve) => { server.close(resolve); });
  return path;
}

/** Waits until `count()` reaches `n`: a counter of the test's own relay. */
async function counted(count, n) {
  while (count() < n) await new Promise((r) => { setImmediate(r); });
}

test('a relay-only table, the relay down about a second while the guest reloads, the creator\'s device back on the relay after the guest announced its return: both devices meet again and the table is open', LIMIT, async () => {
  const relay = await startRelay();
  const path = await pathTo(relay.port);
  const ann = await device({ relays: [path.url] });
  const bob = await device({ relay });
  let back = null;
  try {
    const code = await annsTable(ann);
    await sit(bob, code, 1);
    await playTurn(ann.page);
    await waitTurns(bob.page, 1); // the table is full: both devices are quiet, their sockets to the relay closed
    const { topic } = await seenOf((await tableRoom(code)).room);
    const kind = [...topic].reduce((a, c) => a + c.charCodeAt(0), 0) % 10_000 + 20_000; // the library's kind for a room's announcements
    path.held = true; // Ann's device will be back on the relay later than Bob's
    await relay.stop();
    await bob.page.reload(); // during the outage: its channel to Ann's device closes, and its page starts again with the relay down
    await ann.page.waitForSelector('#remote-table li[data-seat="1"][data-state="reconnecting"]');
    back = await startRelay({ port: relay.port }); // back at once: down about as long as the reload took
    await bob.page.waitForSelector('#remote-panel[data-relays="up"]', { timeout: 60_000 });
    await counted(() => back.counts().get(`EVENT:${kind}`) ?? 0, 4); // Bob's device announced its return (the library's first four announcements)...
    path.held = false; // ...before Ann's device could hear it
    try {
      await bob.page.waitForSelector('#remote-panel[data-table="open"]', { timeout: 30_000 });
      await ann.page.waitForSelector('#remote-table li[data-seat="1"][data-state="here"]', { timeout: 30_000 });
    } catch (e) {
      throw new Error(`not together again: Ann ${await relayView(ann.page)}, Bob ${await relayView(bob.page)}: ${e.message}`);
    }
    await playTurn(bob.page);
    await waitTurns(ann.page, 2);
    assert.equal(await snapshotOf(ann.page), await snapshotOf(bob.page));
    assert.deepEqual(errorsBut(ann.errors), []);
    assert.deepEqual(errorsBut(bob.errors), []);
  } finally {
    await ann.context.close();
    await bob.context.close();
    await back?.stop();
    await path.close();
  }
});
