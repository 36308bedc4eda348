// Size and speed of the page, for BENCHMARKS.md (section "Page"). Run by hand
// after `trunk build`:  node tests/browser/measure.mjs [runs]
// - bytes to play: every response the page itself receives from navigation until it is
//   playable (html[data-ready]) and 300 ms after, each gzipped here at level 9, summed.
//   This is the figure the page's size target is about: what a first visit must download
//   before the board can be played.
// - service worker: once the page is playable, the offline worker (registered then)
//   precaches the whole app shell in the background, the modules loaded on first use, the
//   bot's wasm and the icons included; what the page already has it takes from the HTTP
//   cache without asking the server. It delays nothing, but it is bandwidth: the files the
//   static server sent beyond those the page received are the worker's, and the first
//   visit's bytes in all (the page's plus the worker's) are printed too.
// - playable: navigation start to the app's "hc-playable" mark, fresh context each run, at
//   1440x900 and 390x844 alternating;
// - redraw: the element's "hc-redraw" measures (one per animation frame) after moves.

import { gzipSync } from 'node:zlib';
import { launch, serve, DESKTOP, PHONE } from './harness.mjs';
import { median, pct } from './measures.mjs';

const runs = Number(process.argv[2] ?? 15);
const sizes = (url, body) => ({ url, raw: body.length, gz: body.length === 0 ? 0 : gzipSync(body, { level: 9 }).length });
const sum = (files) => files.reduce((t, f) => ({ raw: t.raw + f.raw, gz: t.gz + f.gz }), { raw: 0, gz: 0 });
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

const log = [];
const server = await serve(undefined, { log });
const browser = await launch();
try {
  // Bytes.
  const ctx = await browser.newContext({ viewport: DESKTOP });
  const page = await ctx.newPage();
  const files = [];
  page.on('response', async (res) => {
    try {
      files.push(sizes(res.url().replace(server.url, '/'), await res.body()));
    } catch { /* redirects have no body */ }
  });
  await page.goto(server.url);
  await page.waitForSelector('html[data-ready="true"]');
  await page.waitForTimeout(300);
  const toPlay = files.length;
  // The offline worker: wait until it is installed and controls the page (its precache done).
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }));
    }
  });
  await ctx.close();
  const start = files.slice(0, toPlay).sort((a, b) => b.gz - a.gz);
  const total = sum(start);
  const sent = log.splice(0).map((e) => ({ ...sizes(e.path, e.body), kept: e.status === 304 }));
  // The worker's: what the server sent beyond the answers the page itself received, path by path.
  const pageGot = files.slice(0, toPlay).map((f) => f.url);
  const worker = sent.filter((e) => {
    const i = pageGot.indexOf(e.url);
    if (i < 0) return true;
    pageGot.splice(i, 1);
    return false;
  });
  const visit = sum(sent);

  // Time to a playable board.
  // At a desktop's and a phone's size, alternating.
  const playable = [];
  const playablePhone = [];
  for (let i = 0; i < runs; i++) {
    for (const [viewport, times] of [[DESKTOP, playable], [PHONE, playablePhone]]) {
      const c = await browser.newContext({ viewport });
      const p = await c.newPage();
      await p.goto(server.url);
      await p.waitForSelector('html[data-ready="true"]');
      times.push(await p.evaluate(() => performance.getEntriesByName('hc-playable')[0].startTime));
      await c.close();
    }
  }

  // Redraw after a move: play random legal hops through the element.
  const c = await browser.newContext({ viewport: DESKTOP, reducedMotion: 'reduce' });
  const p = await c.newPage();
  await p.goto(server.url);
  await p.waitForSelector('html[data-ready="true"]');
  const redraw = await p.evaluate(async () => {
    const el = document.querySelector('hex-checkers');
    el.newGame({ players: 6, radius: 5 });
    const frame = () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    await frame();
    performance.clearMeasures('hc-redraw');
    const hop = [];
    let seed = 7;
    for (let i = 0; i < 60 && el.game.current !== null; i++) {
      const legal = el.game.legalMoves();
      seed = (seed * 1103515245 + 12345) % 2147483648;
      const t0 = performance.now();
      el.play(legal[seed % legal.length]);
      hop.push(performance.now() - t0);
      await frame();
    }
    return { redraw: performance.getEntriesByName('hc-redraw').map((e) => e.duration), hop };
  });
  await c.close();

  const ms = (x) => `${x.toFixed(2)} ms`;
  console.log(`| file | bytes | gzipped |\n|---|---:|---:|`);
  for (const f of start) console.log(`| ${f.url} | ${f.raw} | ${f.gz} |`);
  console.log(`| **to play (${start.length} files)** | ${total.raw} | **${total.gz}** (${kb(total.gz)}) |`);
  console.log();
  const w = sum(worker);
  const kept = worker.filter((e) => e.kept).length;
  console.log(`service worker, in the background from the page's load event: ${worker.length} files (${kept} of them answered 304: the page had them already), ${w.raw} bytes, ${w.gz} gzipped (${kb(w.gz)})`);
  console.log(`first visit in all (every file the server sent, page and worker): ${sent.length} files, ${visit.raw} bytes, ${visit.gz} gzipped (${kb(visit.gz)})`);
  console.log();
  console.log(`playable (navigation start to hc-playable), ${runs} fresh contexts: median ${ms(median(playable))}, max ${ms(Math.max(...playable))} at 1440x900; `
    + `median ${ms(median(playablePhone))}, max ${ms(Math.max(...playablePhone))} at 390x844`);
  console.log(`redraw after a hop (${redraw.redraw.length} redraws, 6 players, radius 5): median ${ms(median(redraw.redraw))}, p95 ${ms(pct(redraw.redraw, 0.95))}, max ${ms(Math.max(...redraw.redraw))}`);
  console.log(`whole hop in the element (apply + history + state, redraw excluded): median ${ms(median(redraw.hop))}, max ${ms(Math.max(...redraw.hop))}`);
} finally {
  await browser.close();
  await server.close();
}
