// The page's side of the bot: one Web Worker (bot-worker.js) per board, asked
// one search at a time. A search inside wasm cannot be interrupted, so cancel()
// terminates the worker; the next search starts a fresh one (the engine's
// compiled module is cached by the browser, so that is quick).
//
// Fallback: if the worker cannot start, fails to load the engine, dies or
// does not answer in time, the client says so once (onNotice) and from then
// on searches on the main thread with a small node budget (FALLBACK_NODES),
// so the bot still plays, weaker, and the page stays usable. Those moves are
// not the ones the worker would have chosen for the same seed. Only then does
// the page load the bot's wasm module itself (the notice says so): until the
// worker fails, the main thread holds the law alone.
//
// The same worker judges draws for the bot seats (judge()): a short search
// too, and the bot's module is the worker's.

import { BOT_LEVELS, botReady, createBotPosition } from './engine.js';
import { t } from '../i18n/i18n.js';

/** Node budget of a search on the main thread (a few milliseconds, so the page does not stall). */
const FALLBACK_NODES = 1500;
/** Time a worker may take beyond the search's own time budget before it counts as dead. */
const GRACE_MS = 15000;
/** Time beyond the budget after which a search that is still running is said to be slow (onSlow). */
const SLOW_MS = 2000;

/** Raised by think() when its search was cancelled; callers just drop it. */
export class Cancelled extends Error {
  constructor() {
    super('search cancelled');
    this.name = 'Cancelled';
  }
}

export class BotClient {
  /**
   * @param {{onNotice?: (message: string) => void, workerUrl?: URL|string}} options
   */
  constructor({ onNotice = () => {}, workerUrl = new URL('./bot-worker.js', import.meta.url) } = {}) {
    this.onNotice = onNotice;
    this.workerUrl = workerUrl;
    this.worker = null;
    this.nextId = 1;
    /** the request in flight: {id, resolve, reject, timer, slowTimer, request} */
    this.pending = null;
    /** true once the worker failed: every search runs on the main thread */
    this.fallback = false;
  }

  /** True while a search is in flight. */
  get busy() { return this.pending !== null; }

  /**
   * The bot's judgement of a draw for `seat` (the engine's drawOffer), in the worker like a search
   * (and cancelled like one: it rejects with Cancelled).
   * @param {{snapshot: string, seat: number, level: number, seed: number, maxNodes: number}} request
   * @returns {Promise<{offer: boolean, accept: boolean, score: number}>}
   */
  judge(request) {
    return this.think({ ...request, kind: 'draw' });
  }

  /**
   * Searches a position. Only one search at a time: a new one cancels the last.
   * A worker still searching SLOW_MS past the time budget calls onSlow (once);
   * one still searching GRACE_MS past it counts as lost (the fallback takes over).
   * @param {{snapshot: string, level: number, seed: number, timeMs?: number, maxNodes?: number}} request
   * @param {{onSlow?: () => void}} [events]
   * @returns {Promise<{move: {from, to}|null, score: number, depth: number, nodes: number}>}
   *   rejects with Cancelled when cancelled, or an Error when the engine refused the request
   */
  think(request, { onSlow = () => {} } = {}) {
    this.cancel();
    if (this.fallback) return this.onMainThread(request);
    let worker;
    try {
      worker = this.ensureWorker();
    } catch (e) {
      this.fail(t('element.bot.no-worker', { reason: e.message }));
      return this.onMainThread(request);
    }
    return new Promise((resolve, reject) => {
      const id = this.nextId++;
      // The level's own time cap (the engine's table) when the request sets none.
      const budget = request.timeMs ?? BOT_LEVELS[request.level - 1]?.timeMs ?? Math.max(...BOT_LEVELS.map((l) => l.timeMs));
      const timer = setTimeout(() => this.lost(t('element.bot.timeout')), budget + GRACE_MS);
      const slowTimer = setTimeout(onSlow, budget + SLOW_MS);
      this.pending = { id, resolve, reject, timer, slowTimer, request };
      worker.postMessage({ id, ...request });
    });
  }

  /** Stops the search in flight, if any (its promise rejects with Cancelled). */
  cancel() {
    const p = this.pending;
    if (!p) return;
    this.pending = null;
    this.clearTimers(p);
    this.dropWorker(); // the only way to stop a search running inside wasm
    p.reject(new Cancelled());
  }

  clearTimers(p) {
    clearTimeout(p.timer);
    clearTimeout(p.slowTimer);
  }

  /** Ends the client for good (the board left the page). */
  dispose() {
    this.cancel();
    this.dropWorker();
  }

  ensureWorker() {
    if (this.worker) return this.worker;
    if (typeof Worker !== 'function') throw new Error('this browser has no Web Workers');
    const worker = new Worker(this.workerUrl, { type: 'module', name: 'hex-checkers-bot' });
    worker.addEventListener('message', (e) => this.answer(worker, e.data));
    worker.addEventListener('error', (e) => {
      e.preventDefault(); // reported through onNotice, not as an uncaught error
      if (worker === this.worker) this.lost(e.message ? t('element.bot.worker-failed-why', { reason: e.message }) : t('element.bot.worker-failed'));
    });
    worker.addEventListener('messageerror', () => {
      if (worker === this.worker) this.lost(t('element.bot.unreadable'));
    });
    this.worker = worker;
    return worker;
  }

  dropWorker() {
    this.worker?.terminate();
    this.worker = null;
  }

  answer(worker, data) {
    if (worker !== this.worker || !data || typeof data !== 'object') return;
    if (data.id === null && data.error) { // the worker could not load the engine
      this.lost(data.error);
      return;
    }
    const p = this.pending;
    if (!p || data.id !== p.id) return;
    this.pending = null;
    this.clearTimers(p);
    const { id, error, ...answer } = data;
    if (error) p.reject(new Error(error));
    else p.resolve(answer);
  }

  /** The worker is gone or useless: report it, switch to the main thread, finish the search in flight there. */
  lost(reason) {
    const p = this.pending;
    this.pending = null;
    if (p) this.clearTimers(p);
    this.dropWorker();
    this.fail(reason);
    if (p) this.onMainThread(p.request).then(p.resolve, p.reject);
  }

  fail(reason) {
    if (this.fallback) return;
    this.fallback = true;
    this.onNotice(t('element.bot.fallback', { reason }));
  }

  /**
   * A short search (or draw judgement) on the main thread: the fallback. Loads the bot's module here on
   * first use, and answers on a later task, like the worker would. One game serves every request.
   */
  async onMainThread({ kind, snapshot, level, seed, maxNodes, botVersion, seat, judge }) {
    await botReady();
    await new Promise((resolve) => { setTimeout(resolve, 0); });
    if (this.scratch) this.scratch.restore(snapshot);
    else this.scratch = createBotPosition(snapshot); // read once, by the bot's module
    const game = this.scratch;
    const nodes = Math.min(maxNodes ?? FALLBACK_NODES, FALLBACK_NODES);
    if (kind === 'draw') return game.drawOffer({ seat, level, seed, maxNodes: nodes });
    if (judge && game.drawOffer({ seat: judge.seat, level, seed, maxNodes: Math.min(judge.maxNodes, FALLBACK_NODES) }).offer) return { offer: true };
    const version = botVersion === undefined ? {} : { botVersion };
    const { move, score, depth, nodes: searched } = game.analyse({ level, seed, maxNodes: nodes, timeMs: 200, ...version });
    const plain = move ? { from: { q: move.from.q, r: move.from.r }, to: { q: move.to.q, r: move.to.r } } : null;
    return { move: plain, score, depth, nodes: searched };
  }
}

/** The seed of the bot's search at one ply of a game: the game's seed and the ply, so a game can be replayed. */
export function plySeed(gameSeed, ply) {
  return (gameSeed >>> 0) * 2 ** 20 + (ply % 2 ** 20);
}

/** A fresh 32-bit seed for a new game. */
export function randomSeed() {
  try {
    return crypto.getRandomValues(new Uint32Array(1))[0];
  } catch {
    return Math.floor(Math.random() * 2 ** 32);
  }
}
