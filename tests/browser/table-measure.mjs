// A live table's costs, for BENCHMARKS.md (section "Play together from
// anywhere"). Run by hand after `trunk build`:
//   node tests/browser/table-measure.mjs [joins]
// On loopback, through bittorrent-tracker's server on 127.0.0.1 (tracker.mjs):
// - join: a new device (a fresh browser context: its own storage, keys and
//   cache) types the code and presses Join; measured from the click to its
//   panel saying the table is connected (the discovery library loaded, the
//   tracker met, the WebRTC channel open, the game received and verified).
//   `joins` devices in turn (default 10), each closed before the next;
// - tracker: the messages the tracker hears from a two-device table: while
//   the creator waits alone, once the friend sits (full), and once spectating
//   is off, each over the same stretch of time;
// - bundle: the bytes only a remote table loads (the built files, raw and gzip).

import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { launch, serve, DIST } from './harness.mjs';
import { startGame } from './remote-devices.mjs';
import { startTracker, tableContext } from './tracker.mjs';

const joins = Number(process.argv[2] ?? 10);
const STRETCH_MS = 30_000;
const median = (xs) => { const s = [...xs].sort((a, b) => a - b); return s[Math.floor(s.length / 2)]; };
const pause = (ms) => new Promise((r) => { setTimeout(r, ms); });

const [server, tracker, browser] = await Promise.all([serve(), startTracker(), launch()]);
try {
  const device = async () => {
    const context = await tableContext(browser, tracker);
    const page = await context.newPage();
    await page.goto(server.url);
    await page.waitForSelector('html[data-ready="true"]');
    return { context, page };
  };
  const ann = await device();
  const t0 = tracker.messages();
  await startGame(ann.page, [['Ann', 'human'], ['Bob', 'remote']]);
  await ann.page.waitForSelector('#remote-code');
  const code = await ann.page.locator('#remote-code').innerText();
  await pause(STRETCH_MS);
  const alone = tracker.messages() - t0;

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
  await bob.page.click('#new-game-btn');
  await bob.page.fill('#table-code', code);
  await bob.page.click('#table-join-btn');
  await bob.page.click('#remote-claim-1');
  await bob.page.waitForSelector('#remote-panel[data-relay="quiet"]');
  const t1 = tracker.messages();
  await pause(STRETCH_MS);
  const full = tracker.messages() - t1;
  await ann.page.uncheck('#remote-spectate');
  await ann.page.waitForSelector('#remote-panel[data-relay="quiet"]');
  const t2 = tracker.messages();
  await pause(STRETCH_MS);
  const quiet = tracker.messages() - t2;

  const files = ['www/app/remote/vendor/trystero-torrent.mjs', 'www/app/remote/discovery.js', 'www/app/remote/table.js', 'www/app/remote/network.js'];
  const sizes = files.map((f) => {
    const bytes = readFileSync(path.join(DIST, f));
    return { file: f, raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
  });
  console.log(JSON.stringify({
    join: { runs: times.length, medianMs: median(times), minMs: Math.min(...times), maxMs: Math.max(...times), times },
    tracker: { stretchMs: STRETCH_MS, alone, full, quietSpectatingOff: quiet, sockets: tracker.sockets() },
    bundle: { files: sizes, raw: sizes.reduce((n, s) => n + s.raw, 0), gzip: sizes.reduce((n, s) => n + s.gzip, 0) },
  }, null, 2));
} finally {
  await browser.close();
  await server.close();
  await tracker.stop();
}
