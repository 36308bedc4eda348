// A hop's cost with and without the evaluation bar and graph, for
// BENCHMARKS.md ("Evaluation bar: a hop to the next input"). Run by hand after
// `trunk build`:
//   node tests/browser/eval-measure.mjs [samples]
// The game page, two kings a side stepping back and forth (as hop-measure.mjs),
// at 100 and 1,000 hops of history. Per hop:
// - play: `el.play(move)` alone (the synchronous part, where the bar's
//   hc-change listener runs);
// - input: from just before `el.play` to the first task after the board's
//   frame: an input that arrived meanwhile is handled by then, so this is the
//   time from a hop to the next input being accepted;
// - drawn (Evaluation on): until the worker's answer for the new position is
//   drawn in the bar and the graph (a later frame; input is accepted between);
// - long tasks: main-thread tasks of 50 ms or more seen during the samples.

import { addShuffle } from './harness.mjs';
import { median, pageBench, pct } from './measures.mjs';

const samples = Number(process.argv[2] ?? 60);
const LENGTHS = [100, 1000];

async function measure(bench, withBar) {
  const { context, page } = await bench.open();
  if (withBar) {
    await page.check('#eval-toggle');
    await page.waitForSelector('#eval-bar .eval-seg');
  }
  await addShuffle(page);
  const rows = await page.evaluate(async ({ lengths, samples, withBar }) => {
    const el = document.querySelector('hex-checkers');
    const nextMove = () => window.hcShuffle();
    const frame = () => new Promise((r) => requestAnimationFrame(() => r()));
    const task = () => new Promise((r) => setTimeout(r, 0));
    /** With the bar: every position of the history has its point on the graph. */
    const drawn = () => document.getElementById('eval-graph').dataset.positions === String(el.history.entries.length);
    const out = [];
    for (const length of lengths) {
      while (el.history.length < length) el.play(nextMove());
      await frame();
      while (withBar && !drawn()) await frame();
      await task();
      const play = [];
      const input = [];
      const shown = [];
      let long = 0;
      const observer = new PerformanceObserver((list) => { long += list.getEntries().length; });
      observer.observe({ type: 'longtask' });
      for (let i = 0; i < samples; i++) {
        const move = nextMove();
        const t0 = performance.now();
        el.play(move);
        play.push(performance.now() - t0);
        await frame();
        await task();
        input.push(performance.now() - t0);
        while (withBar && !drawn()) await frame();
        shown.push(performance.now() - t0);
        await task(); // the next hop starts between frames, with or without the bar
      }
      observer.disconnect();
      out.push({ length, play, input, shown, long });
    }
    return out;
  }, { lengths: LENGTHS, samples, withBar });
  await context.close();
  return rows;
}

const bench = await pageBench();
try {
  console.log(`samples per row: ${samples}; ms, median / p90`);
  console.log('evaluation | history | el.play | hop to next input | hop to bar and graph drawn | long tasks');
  const f = (xs, d) => `${median(xs).toFixed(d)} / ${pct(xs, 0.9).toFixed(d)}`;
  for (const withBar of [false, true]) {
    for (const { length, play, input, shown, long } of await measure(bench, withBar)) {
      console.log(`${withBar ? 'on ' : 'off'} | ${length} | ${f(play, 2)} | ${f(input, 1)} | ${withBar ? f(shown, 1) : '-'} | ${long}`);
    }
  }
} finally {
  await bench.close();
}
