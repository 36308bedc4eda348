// The analysis thread: a module Web Worker that loads the engine once and
// evaluates positions for the evaluation bar and graph (eval-view.js), apart
// from the bot's worker, which is busy with (and cancelled on) every search.
//
// Request:  {id, snapshots: [string]}
// Answer:   {id, scores: [[score per seat]]} (the engine's evaluate(), one list per snapshot)
//       or  {id, error: "<message>"}; a failed engine load answers {id: null, error}.

import { createGame, ready } from '../../element/engine.js';

let game = null;
const loaded = ready.then(() => { game = createGame(); });
loaded.catch((e) => self.postMessage({ id: null, error: `the analysis could not load the engine: ${e.message}` }));

self.addEventListener('message', async (event) => {
  const { id, snapshots } = event.data ?? {};
  try {
    await loaded;
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
