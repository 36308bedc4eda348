// How soon a long shared game is playable, for BENCHMARKS.md (issue 25). Run by hand after
// `trunk build`:  node tests/browser/link-measure.mjs [runs=7] [hops=10000]
// Makes the game of history-measure.mjs (6 players, radius 5, one king each shuffling, no house
// rule) `hops` long in the page, takes its share link (#game=…), then opens it `runs` times, each in
// a fresh browser context (no cache, no save), alternating with the page opened with no link; from
// navigation start: the page's "hc-playable" mark, a click on a piece made at once answered (the piece
// shown picked up), and the move list whole (data-drawn="all"); and the hops the board then holds.
// HC_DIST=<another dist> measures another build (main's, for a pair).

import { SIX_KINGS, median, pageBench } from './measures.mjs';

const runs = Number(process.argv[2] ?? 7);
const HOPS = Number(process.argv[3] ?? 10000);

const bench = await pageBench();
try {
  const { context, page } = await bench.open();
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
  }, { start: SIX_KINGS, hops: HOPS });
  await context.close();

  const open = async (suffix) => {
    const { context: c, page: p } = await bench.open(suffix);
    // answered: a player clicks a piece of the army to move as soon as the page is playable; the time
    // (from navigation start) at which the board shows it picked up. The click waits for the page's
    // main thread like a player's would.
    const at = await p.evaluate(() => {
      const board = document.querySelector('hex-checkers');
      const m = board.game.legalMoves()[0];
      const g = board.shadowRoot.querySelector(`g[data-key="${m.from.q},${m.from.r}"]`);
      window.hcAnswered = null;
      new MutationObserver(() => {
        if (window.hcAnswered === null && /selected/.test(g.getAttribute('aria-label') ?? '')) window.hcAnswered = performance.now();
      }).observe(g, { attributes: true, attributeFilter: ['aria-label'] });
      const box = g.getBoundingClientRect();
      return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    });
    await p.mouse.click(at.x, at.y);
    await p.waitForFunction(() => window.hcAnswered !== null);
    // drawn: the move list holds every line (data-drawn="all"; a build without the attribute draws it whole at once).
    await p.waitForFunction(() => (document.getElementById('move-list').dataset.drawn ?? 'all') === 'all');
    const out = await p.evaluate(() => ({
      drawn: performance.now(),
      answered: window.hcAnswered,
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
  const say = (rs, key) => `median ${median(rs.map((r) => r[key])).toFixed(0)} ms (${rs.map((r) => r[key].toFixed(0)).join(', ')})`;
  console.log(`a ${HOPS}-hop share link (${hash.length} characters), holding ${held} hops, playable: ${linked.every((r) => r.canPlay)}: `
    + `playable ${say(linked, 'ms')}; first click answered ${say(linked, 'answered')}; list whole ${say(linked, 'drawn')}`);
  console.log(`the page with no link, alternating: playable ${say(bare, 'ms')}; first click answered ${say(bare, 'answered')}`);
} finally {
  await bench.close();
}
