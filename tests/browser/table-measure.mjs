// A live table's costs, for BENCHMARKS.md (section "Remote: networks and
// reconnection"). Run by hand after `trunk build`:
//   node tests/browser/table-measure.mjs [joins]
// On loopback, every device reaching both discovery networks: a BitTorrent
// tracker (bittorrent-tracker's server) and a Nostr relay (@nostr-relay/core),
// both on 127.0.0.1 (tracker.mjs, relay.mjs):
// - join: a new device (a fresh browser context: its own storage, keys and
//   cache) types the code and presses Join; measured from the click to its
//   panel saying the table is connected (the discovery library loaded, the
//   code derived, a network met, the WebRTC channel open, the game received
//   and verified). `joins` devices in turn (default 10), each closed before
//   the next;
// - a move's arrival at 2 and at 6 devices: from the moment the mover's own
//   panel holds the signed turn to the moment each other device's does (one
//   clock: every device is a context of one browser), over several turns;
// - reload: a guest reloads (8 times); from the reload to its panel connected
//   again and the creator's showing its seat here, with each reload's phases
//   (the guest's page ready, its table open, what the creator's panel saw);
// - quiet: the messages the tracker and the relay hear from a two-device table
//   while the creator waits alone, once the friend sits (full), and once
//   spectating is off, each over the same stretch of time;
// - bundle: the bytes only a remote table loads (the built files, raw and gzip).

import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { DIST } from './harness.mjs';
import { pause, summary, tableBench } from './measures.mjs';
import { playTurn, startGame, tableCode, takeSeat } from './remote-devices.mjs';

const joins = Number(process.argv[2] ?? 10);
const STRETCH_MS = 30_000;
const TURNS = 6;
const RELOADS = 8;

const { server, nets, device: open, close } = await tableBench();
const heard = () => nets.tracker.messages() + nets.relay.messages();
try {
  const device = async () => {
    const d = await open();
    // The epoch time at which this device's panel first held each number of signed turns.
    await d.page.evaluate(() => {
      window.turnsAt = {};
      new MutationObserver(() => {
        const n = document.querySelector('#remote-panel')?.dataset.turns;
        if (n !== undefined && !(n in window.turnsAt)) window.turnsAt[n] = performance.timeOrigin + performance.now();
      }).observe(document.body, { subtree: true, attributes: true, attributeFilter: ['data-turns'] });
    });
    return d;
  };
  const table = async (friends) => {
    const ann = await device();
    const seats = [['Ann', 'human'], ...Array.from({ length: friends }, (_, i) => [`F${i + 1}`, 'remote'])];
    await startGame(ann.page, seats);
    const code = await tableCode(ann.page);
    const guests = [];
    for (let seat = 1; seat <= friends; seat++) {
      const d = await device();
      await takeSeat(d.page, server.url, code, seat);
      guests.push(d);
    }
    for (let seat = 1; seat <= friends; seat++) await ann.page.waitForSelector(`#remote-table li[data-seat="${seat}"][data-state="here"]`, { timeout: 60_000 });
    return { ann, guests, code, all: [ann, ...guests] };
  };
  /** Each turn played in seat order by its device; the delay from the mover's signed turn to each other device's. */
  const arrivals = async ({ all }) => {
    const delays = [];
    for (let turn = 1; turn <= TURNS; turn++) {
      const mover = all[(turn - 1) % all.length];
      await playTurn(mover.page);
      for (const d of all) await d.page.waitForSelector(`#remote-panel[data-turns="${turn}"]`, { timeout: 60_000 });
      const at = await Promise.all(all.map((d) => d.page.evaluate((n) => window.turnsAt[n], String(turn))));
      const from = at[all.indexOf(mover)];
      at.forEach((t, i) => { if (all[i] !== mover) delays.push(Math.round(t - from)); });
    }
    return summary(delays);
  };

  // Two devices: the creator alone, then the friend's seat taken; the table's messages; a move's arrival; a reload.
  const ann = await device();
  const h0 = heard();
  await startGame(ann.page, [['Ann', 'human'], ['Bob', 'remote']]);
  const code = await tableCode(ann.page);
  await pause(STRETCH_MS);
  const alone = heard() - h0;

  const times = [];
  for (let i = 0; i < joins; i++) {
    const d = await device();
    await d.page.click('#new-game-btn');
    await d.page.fill('#table-code', code);
    const start = Date.now();
    await d.page.click('#table-join-btn');
    await d.page.waitForSelector('#remote-panel[data-table="open"]', { timeout: 60_000 });
    times.push(Date.now() - start);
    await d.context.close();
  }

  const bob = await device();
  await takeSeat(bob.page, server.url, code, 1);
  await bob.page.waitForSelector('#remote-panel[data-relay="quiet"]');
  await ann.page.waitForSelector('#remote-table li[data-seat="1"][data-state="here"]');
  const h1 = heard();
  await pause(STRETCH_MS);
  const full = heard() - h1;
  const two = await arrivals({ all: [ann, bob] });
  const reloads = [];
  const phases = []; // per reload: when Bob's page was ready, his table open, Ann's panel saw the drop and the return (ms)
  await ann.page.evaluate(() => {
    window.seatLog = [];
    let last = null;
    new MutationObserver(() => {
      const now = document.querySelector('#remote-table li[data-seat="1"]')?.dataset.state;
      if (now !== last) window.seatLog.push([Date.now(), now, document.querySelector('#remote-panel').dataset.relay]);
      last = now;
    }).observe(document.body, { subtree: true, attributes: true, childList: true });
  });
  for (let i = 0; i < RELOADS; i++) {
    await ann.page.evaluate(() => { window.seatLog = []; });
    const start = Date.now();
    await bob.page.reload();
    await bob.page.waitForSelector('html[data-ready="true"]', { timeout: 60_000 });
    const ready = Date.now() - start;
    await bob.page.waitForSelector('#remote-panel[data-table="open"]', { timeout: 60_000 });
    const open = Date.now() - start;
    await ann.page.waitForSelector('#remote-table li[data-seat="1"][data-state="here"]', { timeout: 60_000 });
    reloads.push(Date.now() - start);
    const seen = (await ann.page.evaluate(() => window.seatLog)).map(([at, state, relay]) => `${state}@${at - start} (${relay})`);
    phases.push({ ready, open, here: reloads.at(-1), annSaw: seen.join(', ') });
  }
  await ann.page.uncheck('#remote-spectate');
  await ann.page.waitForSelector('#remote-panel[data-relay="quiet"]');
  const h2 = heard();
  await pause(STRETCH_MS);
  const quiet = heard() - h2;
  await ann.context.close();
  await bob.context.close();

  // Six devices: the creator and five friends.
  const six = await table(5);
  const sixArrivals = await arrivals(six);
  for (const d of six.all) await d.context.close();

  const files = ['www/app/remote/vendor/trystero.js', 'www/app/remote/remote-ui.js'];
  const sizes = files.map((f) => {
    const bytes = readFileSync(path.join(DIST, f));
    return { file: f, raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
  });
  console.log(JSON.stringify({
    join: { ...summary(times), times },
    arrival: { twoDevices: two, sixDevices: sixArrivals, turns: TURNS },
    reload: { ...summary(reloads), times: reloads, phases },
    heard: { stretchMs: STRETCH_MS, alone, full, quietSpectatingOff: quiet, trackerSockets: nets.tracker.sockets(), relaySockets: nets.relay.sockets() },
    bundle: sizes,
  }, null, 2));
} finally {
  await close();
}
