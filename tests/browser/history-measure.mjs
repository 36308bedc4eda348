// A hop's cost and the autosave's size against the game's length, for
// BENCHMARKS.md (issue 25, "A flat cost per hop"). Run by hand after `trunk build`:
//   node tests/browser/history-measure.mjs [samples=40] [lengths=100,1000,10000]
// The game page (its autosave, move list and every hc-change listener) with a
// 6-player game on a radius-5 board where each army has one king, stepping
// back and forth on its own corner of the board, far from the others, so the
// game grows to any length with no capture. Two tables of it:
// - no house rule: the positions repeat, and nothing ends the game;
// - repetition 100 (docs/endings.md#house-rules, the most a game may ask for): the same
//   shuffle's quiet stretch, whose every snapshot lists all of it, runs until
//   the start position comes back the 100th time (about 1,190 hops).
// At each length: `el.play(move)` alone (and the mean of 30 in a row) (engine, history, state, status,
// the autosave's scheduling; no frame), the autosave's one write (made soon after a hop, or
// at once on pagehide, however many hops came since: the record's text and setItem, timed alone), the next animation frame's work (redraw, move list),
// the autosave's length (localStorage) and its growth per hop since the last
// length, and the time to open a share link of the whole game (the page's
// #game= link, read back and replayed) until the board is playable, with the hops
// it opened (a link longer than the page takes is refused, and the page opens
// the save instead), beside the link's reading alone (readShareHash: decode,
// check, replay every hop) and the page's start with no link.

import { SIX_KINGS, median, pageBench } from './measures.mjs';

const samples = Number(process.argv[2] ?? 40);
const LENGTHS = (process.argv[3] ?? '100,1000,10000').split(',').map(Number);

const bench = await pageBench();
const { server } = bench;
try {
  for (const [name, rules] of [['no house rule', ''], ['repetition 100', ' rules=0,100;seen=1']]) {
    const { context, page } = await bench.open();
    const rows = await page.evaluate(async ({ start, lengths, samples }) => {
      const el = document.querySelector('hex-checkers');
      el.restore(start);
      el.setKinds(Array(6).fill('human'));
      const key = (h) => `${h.q},${h.r}`;
      // Each king steps to a neighbour and back: hop i undoes hop i - 6.
      const last = [];
      const next = () => {
        const seat = el.game.current;
        const legal = el.game.legalMoves();
        const m = legal.find((x) => key(x.to) === last[seat]) ?? legal[0];
        last[seat] = key(m.from);
        return m;
      };
      const frame = () => new Promise((r) => requestAnimationFrame(() => r(performance.now())));
      // The page saves soon after a change, not during it (element-storage.js, DeferredSave), and at once
      // on pagehide: a pagehide here writes what waits. The write itself (the record's text, setItem) is
      // timed apart: a pagehide also runs the page's other listeners (the library keeps the game).
      const flush = () => dispatchEvent(new Event('pagehide'));
      const write = () => {
        const t0 = performance.now();
        localStorage.setItem('hex-checkers/game', el.recordText());
        return performance.now() - t0;
      };
      const saved = () => {
        flush();
        return (localStorage.getItem('hex-checkers/game') ?? '').length;
      };
      const out = [];
      let lastLen = el.history.length;
      let lastSize = saved();
      for (const length of lengths) {
        while (el.history.length < length) {
          el.play(next());
          if (el.game.current === null) break;
        }
        await frame();
        const size = saved();
        const growth = (size - lastSize) / Math.max(1, el.history.length - lastLen);
        const play = [];
        const work = [];
        for (let i = 0; i < samples && el.game.current !== null; i++) {
          const move = next();
          let before = 0;
          requestAnimationFrame(() => { before = performance.now(); });
          const t0 = performance.now();
          el.play(move);
          play.push(performance.now() - t0);
          work.push((await frame()) - before);
        }
        // 30 hops in a row, no frame between: the mean hop, finer than the timer's 0.1 ms.
        const t1 = performance.now();
        let inRow = 0;
        for (; inRow < 30 && el.game.current !== null; inRow++) el.play(next());
        const block = inRow ? (performance.now() - t1) / inRow : NaN;
        await frame();
        const writes = [];
        for (let i = 0; i < 5 && el.game.current !== null; i++) {
          el.play(next());
          flush();
          writes.push(write());
        }
        lastLen = el.history.length;
        lastSize = saved();
        const snap = el.game.snapshot().length;
        out.push({ length: el.history.length, over: el.game.current === null, play, block, work, write: writes, size, growth, snap, link: el.record() });
      }
      return out;
    }, { start: SIX_KINGS + rules, lengths: LENGTHS, samples });
    // The page's own start, with no link, in a fresh page of the same moment: what a link's opening adds to.
    const bare = await context.newPage();
    const b0 = Date.now();
    await bare.goto(server.url);
    await bare.waitForSelector('html[data-ready="true"]');
    const alone = Date.now() - b0;
    await bare.close();
    console.log(`\n${name}, 6 players, radius 5, one king each (the page alone, no link: playable in ${alone} ms)`);
    console.log('| hops | el.play median | el.play, mean of 30 in a row | next frame median | the deferred save, one write | autosave | bytes per hop since the last row | snapshot | link read (readShareHash) | share link opens, playable |');
    console.log('|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
    for (const r of rows) {
      // The share link of the whole game, opened in a fresh page.
      const p = await context.newPage();
      const link = await page.evaluate(async (record) => {
        const at = (f) => import(new URL(f, document.baseURI).href);
        const { shareUrl, readShareHash } = await at('www/app/games/share.js').catch(() => at('www/app/share.js')); // before the folders
        const hash = new URL(shareUrl(record)).hash;
        const t0 = performance.now();
        const read = readShareHash(hash);
        return { hash, read: `${(performance.now() - t0).toFixed(0)} ms${read.ok ? '' : ` (refused: ${read.reason})`}` };
      }, r.link).catch(() => null);
      let opened = 'n/a';
      if (link) {
        const t0 = Date.now();
        await p.goto(`${server.url}${link.hash}`);
        await p.waitForSelector('html[data-ready="true"]');
        const hops = await p.evaluate(() => document.querySelector('hex-checkers').history.length);
        opened = `${Date.now() - t0} ms (${hops} hops)`;
      }
      await p.close();
      console.log(`| ${r.length}${r.over ? ' (over)' : ''} | ${median(r.play).toFixed(2)} ms | ${(r.block * 1000).toFixed(0)} µs | ${median(r.work).toFixed(2)} ms | ${median(r.write).toFixed(2)} ms | ${r.size} | ${r.growth.toFixed(1)} | ${r.snap} | ${link?.read ?? 'n/a'} | ${opened} |`);
    }
    await context.close();
  }
} finally {
  await bench.close();
}
