// The bot's time in the page's worker, for BENCHMARKS.md (section "Issue 15").
// Run by hand after `trunk build`:  node tests/browser/bot-measure.mjs [level=5] [positions=4]
// Chromium loads the game page, starts the element's own bot-worker.js, and asks
// it for a move at the level's default budgets (no timeMs, no maxNodes: what a
// game at this screen uses) from the start and from positions reached by a few
// seeded bot hops, at 2, 3 and 6 seats, radius 5. Per request: ms (post to
// answer, the worker already loaded), depth and nodes.

import { pageBench } from './measures.mjs';

const level = Number(process.argv[2] ?? 5);
const positions = Number(process.argv[3] ?? 4);

const bench = await pageBench();
try {
  const { page } = await bench.open();
  const rows = await page.evaluate(async ({ level, positions }) => {
    const base = new URL('www/element/', location.href);
    const engine = await import(new URL('engine.js', base));
    await engine.ready;
    const worker = new Worker(new URL('bot-worker.js', base), { type: 'module' });
    let next = 0;
    const ask = (request) => new Promise((resolve, reject) => {
      const id = ++next;
      const t = performance.now();
      const on = (e) => {
        if (e.data.id !== id) return;
        worker.removeEventListener('message', on);
        if (e.data.error) reject(new Error(e.data.error));
        else resolve({ ...e.data, ms: performance.now() - t });
      };
      worker.addEventListener('message', on);
      worker.postMessage({ id, ...request });
    });
    await ask({ snapshot: engine.createGame().snapshot(), level: 1, seed: 1 }); // load the worker's engine
    const out = [];
    for (const players of [2, 3, 6]) {
      const game = engine.createGame({ players, radius: 5 });
      let hops = 0;
      for (let p = 0; p < positions; p++) {
        // From the start, then 12 more level-2 hops each time.
        for (let h = 0; p > 0 && h < 12 && game.current !== null; h++, hops++) {
          game.apply(game.bestMove({ level: 2, seed: p * 100 + h }));
        }
        if (game.current === null) break;
        const a = await ask({ snapshot: game.snapshot(), level, seed: p + 1 });
        out.push({ players, hops, ms: a.ms, depth: a.depth, nodes: a.nodes });
      }
    }
    worker.terminate();
    return out;
  }, { level, positions });
  console.log(`level ${level} in the page's worker (Chromium), default budgets`);
  console.log('players  hops      ms  depth     nodes  k nodes/s');
  for (const r of rows) {
    console.log(`${String(r.players).padStart(7)} ${String(r.hops).padStart(5)} ${r.ms.toFixed(0).padStart(7)} ${String(r.depth).padStart(6)} ${String(r.nodes).padStart(9)} ${(r.nodes / r.ms).toFixed(0).padStart(10)}`);
  }
} finally {
  await bench.close();
}
