// The bot's thread: a module Web Worker that loads the engine once and answers
// search requests, so the page never freezes while a bot thinks. Started by
// bot.js (one worker per <hex-checkers> element).
//
// It imports the engine through bot-engine.js, the door to the bot's module
// alone: the position the page sends as snapshot text is read once per request,
// by the module that searches (createBotPosition), and the law's module is never
// loaded here (see engine.js why that path is right on the site and in the npm
// package alike).
//
// Request:  {id, snapshot, level, timeMs?, seed, maxNodes?, botVersion?, judge?: {seat, maxNodes}}
//   (botVersion: the version of the bot to play, a record's; by default the table size's)
// Answer:   {id, move: {from: {q, r}, to: {q, r}} | null, score, depth, nodes}
//       or, with `judge`, when the seat judges the game dead: {id, offer: true} (no search)
// Request:  {id, kind: 'draw', snapshot, seat, level, seed, maxNodes} (the bot's judgement of a draw)
// Answer:   {id, offer, accept, score}
//       or  {id, error: "<message>"}
// A failed engine load answers every request (and the first message, id null)
// with an error, so the page can fall back.

import { botOnly, createBotPosition } from './bot-engine.js';

/** The position the bot thinks about: made by the first request, each later one read into it. */
let position = null;
const loaded = botOnly;

loaded.catch((e) => self.postMessage({ id: null, error: `the bot could not load the engine: ${e.message}` }));

self.addEventListener('message', async (event) => {
  const { id, kind, snapshot, level, timeMs, seed, maxNodes, botVersion, judge } = event.data ?? {};
  try {
    await loaded;
    if (position) position.restore(snapshot);
    else position = createBotPosition(snapshot);
    const game = position;
    if (kind === 'draw') {
      const { seat } = event.data;
      self.postMessage({ id, ...game.drawOffer({ seat, level, seed, maxNodes }) });
      return;
    }
    if (judge && game.drawOffer({ seat: judge.seat, level, seed, maxNodes: judge.maxNodes }).offer) {
      self.postMessage({ id, offer: true });
      return;
    }
    const options = { level, seed };
    if (timeMs !== undefined) options.timeMs = timeMs;
    if (maxNodes !== undefined) options.maxNodes = maxNodes;
    if (botVersion !== undefined) options.botVersion = botVersion;
    const { move, score, depth, nodes } = game.analyse(options);
    const plain = move ? { from: { q: move.from.q, r: move.from.r }, to: { q: move.to.q, r: move.to.r } } : null;
    self.postMessage({ id, move: plain, score, depth, nodes });
  } catch (e) {
    self.postMessage({ id, error: e && e.message ? e.message : String(e) });
  }
});
