// A hop's cost against the game's length, for BENCHMARKS.md (section "Page",
// "A hop at any length"). Run by hand after `trunk build`:
//   node tests/browser/hop-measure.mjs [samples]
// The game page (its autosave and move list included) with two kings a side
// stepping back and forth, so a game can grow to any length. Measured at 100
// and at 3,000 hops of history:
// - play: `el.play(move)` alone (the engine, the history, the board state, the
//   status, every hc-change listener such as the page's autosave); no frame wait;
// - frame: the work of the next animation frame (the board's redraw and the
//   page's move list), from a callback queued before the hop to one queued after.

import { addShuffle } from './harness.mjs';
import { median, pageBench, pct } from './measures.mjs';

const samples = Number(process.argv[2] ?? 60);
const LENGTHS = [100, 3000];

const bench = await pageBench();
try {
  const { context, page } = await bench.open();
  await addShuffle(page);
  const rows = await page.evaluate(async ({ lengths, samples }) => {
    const el = document.querySelector('hex-checkers');
    const nextMove = () => window.hcShuffle();
    const frame = () => new Promise((r) => requestAnimationFrame(() => r(performance.now())));
    const out = [];
    for (const length of lengths) {
      while (el.history.length < length) el.play(nextMove());
      await frame();
      const play = [];
      const work = [];
      for (let i = 0; i < samples; i++) {
        const move = nextMove();
        let before = 0;
        requestAnimationFrame(() => { before = performance.now(); });
        const t0 = performance.now();
        el.play(move);
        play.push(performance.now() - t0);
        const after = await frame();
        work.push(after - before);
      }
      out.push({ length, play, work });
    }
    return out;
  }, { lengths: LENGTHS, samples });
  const ms = (x) => `${x.toFixed(3)} ms`;
  console.log('| hops of history | el.play median | p90 | next frame median | p90 |');
  console.log('|---:|---:|---:|---:|---:|');
  for (const r of rows) {
    console.log(`| ${r.length} | ${ms(median(r.play))} | ${ms(pct(r.play, 0.9))} | ${ms(median(r.work))} | ${ms(pct(r.work, 0.9))} |`);
  }
  await context.close();
} finally {
  await bench.close();
}
