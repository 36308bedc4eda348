// The analysis thread: a module Web Worker that loads the engine once and
// evaluates positions for the evaluation bar and graph (eval-view.js), apart
// from the bot's worker, which is busy with (and cancelled on) every search.
//
// Request:  {id, snapshots: [string]}
// Answer:   {id, scores: [[score per seat]]} (the engine's evaluate(), one list per snapshot)
// Request:  {id, analyse: string, level, maxNodes, seed} (the review: one position at a fixed budget)
// Answer:   {id, current, move: {from, to} | null, score, depth, nodes, scores} (the search's move,
//           score, depth and positions for the seat to move, and evaluate())
// Request:  {id, line: string, level, maxNodes, seed, hops} (the line the bot expects: a search for the
//           seat to move, its move played, and again, up to `hops` hops or the end)
// Answer:   {id, line: [{from: "q,r", to: "q,r", capture: boolean, score}]}
// Request:  {id, report: string, level, maxNodes, seed} (the lab: one search and what it saw)
// Answer:   {id, current, ...game.searchReport()} (move, score, depth, nodes, method, top, line)
//       or  {id, error: "<message>"}; a failed engine load answers {id: null, error}.

import { botReady, createGame } from '../../element/engine.js';

let game = null;
const loaded = botReady().then(() => { game = createGame(); });
loaded.catch((e) => self.postMessage({ id: null, error: `the analysis could not load the engine: ${e.message}` }));

self.addEventListener('message', async (event) => {
  const { id, snapshots, analyse, line, report } = event.data ?? {};
  try {
    await loaded;
    if (typeof report === 'string') {
      game.restore(report);
      const { level, maxNodes, seed } = event.data;
      self.postMessage({ id, current: game.current, ...game.searchReport({ level, maxNodes, seed }) });
      return;
    }
    if (typeof line === 'string') {
      const { level, maxNodes, seed, hops } = event.data;
      game.restore(line);
      const out = [];
      while (out.length < hops && game.current !== null) {
        const { move, score } = game.analyse({ level, maxNodes, seed: seed + out.length });
        if (!move) break;
        const key = (h) => `${h.q},${h.r}`;
        out.push({ from: key(move.from), to: key(move.to), capture: move.capture !== null, score });
        game.apply(move);
      }
      self.postMessage({ id, line: out });
      return;
    }
    if (typeof analyse === 'string') {
      game.restore(analyse);
      const { level, maxNodes, seed } = event.data;
      const found = game.current === null ? { move: null, score: 0 } : game.analyse({ level, maxNodes, seed });
      const move = found.move ? { from: { ...found.move.from }, to: { ...found.move.to } } : null;
      self.postMessage({
        id, current: game.current, move, score: found.score, depth: found.depth, nodes: found.nodes, scores: game.evaluate(),
      });
      return;
    }
    if (!Array.isArray(snapshots)) throw new Error('snapshots must be a list of snapshot texts');
    const scores = snapshots.map((s) => {
      game.restore(s);
      return game.evaluate();
    });
    self.postMessage({ id, scores });
  } catch (e) {
    self.postMessage({ id, error: e && e.message ? e.message : String(e) });
  }
});
