// Size and speed of the page, for BENCHMARKS.md (section "Page"). Run by hand
// after `trunk build`:  node tests/browser/measure.mjs [runs]
// - bytes: every response the page loads, gzipped here at level 9, summed;
// - playable: navigation start to the app's "hc-playable" mark, fresh context each run;
// - redraw: the element's "hc-redraw" measures (one per animation frame) after moves.

import { gzipSync } from 'node:zlib';
import { launch, serve, DESKTOP } from './harness.mjs';

const runs = Number(process.argv[2] ?? 15);
const median = (xs) => { const s = [...xs].sort((a, b) => a - b); return s[Math.floor(s.length / 2)]; };
const pct = (xs, p) => { const s = [...xs].sort((a, b) => a - b); return s[Math.min(s.length - 1, Math.floor(s.length * p))]; };

const server = await serve();
const browser = await launch();
try {
  // Bytes.
  const ctx = await browser.newContext({ viewport: DESKTOP });
  const page = await ctx.newPage();
  const files = [];
  page.on('response', async (res) => {
    try {
      const body = await res.body();
      files.push({ url: res.url().replace(server.url, '/'), raw: body.length, gz: gzipSync(body, { level: 9 }).length });
    } catch { /* redirects have no body */ }
  });
  await page.goto(server.url);
  await page.waitForSelector('html[data-ready="true"]');
  await page.waitForTimeout(300);
  await ctx.close();
  files.sort((a, b) => b.gz - a.gz);
  const total = files.reduce((t, f) => ({ raw: t.raw + f.raw, gz: t.gz + f.gz }), { raw: 0, gz: 0 });

  // Time to a playable board.
  const playable = [];
  for (let i = 0; i < runs; i++) {
    const c = await browser.newContext({ viewport: DESKTOP });
    const p = await c.newPage();
    await p.goto(server.url);
    await p.waitForSelector('html[data-ready="true"]');
    playable.push(await p.evaluate(() => performance.getEntriesByName('hc-playable')[0].startTime));
    await c.close();
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
  for (const f of files) console.log(`| ${f.url} | ${f.raw} | ${f.gz} |`);
  console.log(`| **total (${files.length} files)** | ${total.raw} | **${total.gz}** (${(total.gz / 1024).toFixed(1)} KB) |`);
  console.log();
  console.log(`playable (navigation start to hc-playable), ${runs} fresh contexts: median ${ms(median(playable))}, max ${ms(Math.max(...playable))}`);
  console.log(`redraw after a hop (${redraw.redraw.length} redraws, 6 players, radius 5): median ${ms(median(redraw.redraw))}, p95 ${ms(pct(redraw.redraw, 0.95))}, max ${ms(Math.max(...redraw.redraw))}`);
  console.log(`whole hop in the element (apply + history + state, redraw excluded): median ${ms(median(redraw.hop))}, max ${ms(Math.max(...redraw.hop))}`);
} finally {
  await browser.close();
  await server.close();
}
