// How soon a long shared game is playable, for BENCHMARKS.md (issue 25). Run by hand after
// `trunk build`:  node tests/browser/link-measure.mjs [runs=7] [hops=10000]
// Makes the game of history-measure.mjs (6 players, radius 5, one king each shuffling, no house
// rule) `hops` long in the page, takes its share link (#game=…), then opens it `runs` times, each in
// a fresh browser context (no cache, no save), alternating with the page opened with no link:
// navigation start to the page's "hc-playable" mark, and the hops the board then holds.

import { launch, serve, DESKTOP } from './harness.mjs';
import { snapshotText } from '../shared/snapshot.mjs';

const runs = Number(process.argv[2] ?? 7);
const HOPS = Number(process.argv[3] ?? 10000);
const median = (xs) => { const s = [...xs].sort((a, b) => a - b); return s[Math.floor(s.length / 2)]; };

const CORNERS = [[0, 3], [-3, 3], [-3, 0], [0, -3], [3, -3], [3, 0]];
const pieces = Object.fromEntries(CORNERS.map(([q, r], seat) => [`${q},${r}`, String.fromCharCode(65 + seat)]));
const START = snapshotText({ players: 6, radius: 5, turn: 0, pieces });

const server = await serve();
const browser = await launch();
try {
  const context = await browser.newContext({ viewport: DESKTOP, reducedMotion: 'reduce' });
  const page = await context.newPage();
  await page.goto(server.url);
  await page.waitForSelector('html[data-ready="true"]');
  const hash = await page.evaluate(async ({ start, hops }) => {
    const el = document.querySelector('hex-checkers');
    el.restore(start);
    el.setKinds(Array(6).fill('human'));
    const key = (h) => `${h.q},${h.r}`;
    const last = [];
    while (el.history.length < hops) {
      const seat = el.game.current;
      const legal = el.game.legalMoves();
      const m = legal.find((x) => key(x.to) === last[seat]) ?? legal[0];
      last[seat] = key(m.from);
      el.play(m);
    }
    const { shareUrl } = await import(new URL('www/app/games/share.js', document.baseURI).href);
    return new URL(shareUrl(el.record())).hash;
  }, { start: START, hops: HOPS });
  await context.close();

  const open = async (suffix) => {
    const c = await browser.newContext({ viewport: DESKTOP, reducedMotion: 'reduce' });
    const p = await c.newPage();
    await p.goto(`${server.url}${suffix}`);
    await p.waitForSelector('html[data-ready="true"]');
    // settled: the first frame drawn after the page was seen playable, and a task after it (the move
    // list is drawn at the frame after the game loads): an upper bound of when a click is answered.
    const out = await p.evaluate(async () => ({
      settled: await new Promise((r) => requestAnimationFrame(() => setTimeout(() => r(performance.now())))),
      ms: performance.getEntriesByName('hc-playable')[0].startTime,
      hops: document.querySelector('hex-checkers').history.length,
      canPlay: document.querySelector('hex-checkers').canPlay(),
    }));
    await c.close();
    return out;
  };
  const linked = [];
  const bare = [];
  for (let i = 0; i < runs; i++) {
    linked.push(await open(hash));
    bare.push(await open(''));
  }
  const held = [...new Set(linked.map((r) => r.hops))].join(', ');
  console.log(`a ${HOPS}-hop share link (${hash.length} characters): playable median ${median(linked.map((r) => r.ms)).toFixed(0)} ms `
    + `(${linked.map((r) => r.ms.toFixed(0)).join(', ')}), holding ${held} hops, playable: ${linked.every((r) => r.canPlay)}; `
    + `settled (a frame and a task after) median ${median(linked.map((r) => r.settled)).toFixed(0)} ms`);
  console.log(`the page with no link, alternating: median ${median(bare.map((r) => r.ms)).toFixed(0)} ms (${bare.map((r) => r.ms.toFixed(0)).join(', ')}); `
    + `settled median ${median(bare.map((r) => r.settled)).toFixed(0)} ms`);
} finally {
  await browser.close();
  await server.close();
}
