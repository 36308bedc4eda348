// Driving the bot seats of one <hex-checkers> element: when to search, the
// search itself (through its BotClient, bot.js: a Web Worker), playing the
// answer at the watch pace, pause, step, hint, cancel and the fallback notice.
//
// Whenever the position on screen has a bot to move, at the end of the history
// line, and the bots are not paused, schedule() starts a search at once (the
// decision is synchronous: `searches` counts it and `thinking` says so before
// schedule() returns) and the answer is played through the element's play(),
// one hop at a time, at least `pace` ms after the last hop. Any change of
// position calls schedule() again, which first cancels the search in flight:
// an answer for an older position is dropped (token). While the cursor is
// back in the history the bots wait; step() plays one hop from anywhere, and
// resuming after an undo lets them play on from the position on screen
// (`fromHere`, until the next undo, redo or goto). Resuming while the moves
// are being looked through (the element's `browsing`) does not: the bots then
// wait for the end of the line, so no later move is dropped unasked.
//
// What the bots see of their element is a BotTable (below): the game and its
// facts of the moment, and the callbacks that play a hop and tell the page.

import { BotClient, Cancelled, plySeed } from './bot.js';
import { keyOf } from './state.js';
import { BOT_LEVELS } from './engine.js';
import { t as say } from '../i18n/i18n.js';

/** Node budget of a bot's draw judgement (a short search in the bot's worker, only for the seat to move). */
const JUDGE_NODES = 4000;

/**
 * @typedef {object} BotTable
 * @property {() => object} game  the engine's game on the board
 * @property {() => object} settings  the game's settings (kinds, seed)
 * @property {() => import('./history.js').History} history  the history on the board
 * @property {() => object[]} legal  the legal moves of the position on screen
 * @property {() => boolean} connected  the element is on the page
 * @property {() => boolean} lookingBack  the position on screen is back in the history
 * @property {() => boolean} browsing  the moves are being looked through (travel.js): resuming does not play from here
 * @property {() => boolean} botToMove  a bot seat is to move (and the board is not read-only)
 * @property {() => boolean} canPlay  a person may move now
 * @property {() => boolean} questionOpen  a draw question is open (nobody moves)
 * @property {(seat: number) => boolean} mayOffer  whether the bot to move may offer a draw now (its worker then judges first)
 * @property {(seat: number) => boolean} botOffered  the bot to move judged the game dead: it offers a draw (true: it did)
 * @property {(seat: number, capMs: number) => number|null} timeFor  its time for a hop under the clock, or null
 * @property {(move: object) => object|null} play  plays a legal move (the element's play)
 * @property {() => number} lastHopAt  when the last hop was played (performance.now()), for the pace
 * @property {(type: string, detail: object) => void} emit  fires one of the element's events
 * @property {() => void} changed  what the bots do changed: the clocks and the status follow
 */

const sleep = (ms) => new Promise((resolve) => { setTimeout(resolve, ms); });
/**
 * The position a bot is asked about, as its worker reads it: the snapshot with the game's counters
 * (how long it has been quiet), which a snapshot of a game with no house rule leaves out; without
 * them the bot would judge every such game fresh, never offer a draw and accept one only when behind.
 */
export const positionText = (game) => game.snapshot({ counters: true });
const sameHex = (a, b) => a.q === b.q && a.r === b.r;

export class Bots {
  /** @param {BotTable} table */
  constructor(table) {
    this.table = table;
    /** @type {BotClient|null} created on the first search */
    this.clientOrNull = null;
    /** bumped by every stop: an answer for an older token is dropped */
    this.token = 0;
    this.timer = 0;
    /** what the bot is doing: null, or {seat, hint, slow} while it searches */
    this.thinking = null;
    this.paused = false;
    /** resumed while looking back: the bots play from the position on screen (the rest of the line goes) */
    this.fromHere = false;
    /** searches started (moves and hints), so a test can tell that none was */
    this.searches = 0;
    /** least milliseconds between two bot hops, so people can follow */
    this.pace = 600;
    /** overrides of the bot's budget, {timeMs, maxNodes, botVersion}; by default each level's own, and the version played at the table's size */
    this.budget = {};
  }

  /** The bot's client (a Web Worker, started on the first search). */
  get client() {
    this.clientOrNull ??= new BotClient({ onNotice: (message) => this.table.emit('hc-warning', { message }) });
    return this.clientOrNull;
  }

  /** Pauses or resumes: paused bots do not move by themselves (step() still plays one hop). */
  setPaused(on) {
    if (on === this.paused) return;
    this.paused = on;
    this.fromHere = !on && this.table.lookingBack() && !this.table.browsing();
    if (on) this.stop();
    else this.schedule();
    this.changed();
  }

  /** The position on screen went back in the history again: the bots wait there until resumed or stepped. */
  waitHere() {
    this.fromHere = false;
  }

  /** Cancels whatever the bot is doing (its answer, if any, is dropped). */
  stop() {
    this.token += 1;
    clearTimeout(this.timer);
    this.timer = 0;
    this.clientOrNull?.cancel();
    this.setThinking(null);
  }

  /** The element left the page: stop, and end the worker. */
  dispose() {
    this.stop();
    this.clientOrNull?.dispose();
    this.clientOrNull = null;
  }

  /** After any change of position: cancels the search in flight and, if a bot is to move here, starts one. */
  schedule() {
    this.stop();
    const t = this.table;
    if (!t.connected() || this.paused || (t.lookingBack() && !this.fromHere) || !t.botToMove() || t.questionOpen()) return;
    const token = this.begin(t.game().current, false);
    // The search itself a task later, so the hop that led here has finished its events first.
    this.timer = setTimeout(() => this.botHop(token), 0);
  }

  /** Plays one bot hop now, even when paused or looking back. Resolves with the hop, or null. */
  async step() {
    if (!this.table.botToMove()) return null;
    this.stop();
    return this.botHop(this.begin(this.table.game().current, false), 0);
  }

  /** A search is decided: counted, shown, and its token returned. */
  begin(seat, hint) {
    this.searches += 1;
    this.setThinking({ seat, hint, slow: false });
    return this.token;
  }

  /** Asks the bot for the seat to move and plays its hop (if the position is still the same). */
  async botHop(token, pace = this.pace) {
    const t = this.table;
    const game = t.game();
    const seat = game.current;
    const level = Number(t.settings().kinds[seat].slice(3));
    const clockMs = t.timeFor(seat, BOT_LEVELS[level - 1].timeMs); // under a clock: its share of the time left
    // The worker first judges whether the game is dead (when the bot may offer a draw now), then searches.
    const judge = t.mayOffer(seat) ? { judge: { seat, maxNodes: JUDGE_NODES } } : {};
    const request = { snapshot: positionText(game), level, ...(clockMs === null ? {} : { timeMs: clockMs }), ...this.budget, ...judge };
    const answer = await this.search(token, request, (e) => this.failed(e.message));
    if (!answer) return null;
    if (answer.offer) { // it judged the game dead and puts a draw to the table instead of moving
      this.setThinking(null);
      t.botOffered(seat);
      return null;
    }
    const wait = this.table.lastHopAt() + pace - performance.now();
    if (wait > 0) {
      await sleep(Math.min(wait, pace));
      if (token !== this.token) return null;
    }
    this.setThinking(null);
    const move = this.legalMove(answer.move);
    if (!move) return this.failed(say('element.bot.illegal'));
    return t.play(move);
  }

  /**
   * Runs one search for the position on screen; resolves with the answer, or
   * null when it was cancelled or failed (then `onError` has been called).
   */
  async search(token, request, onError) {
    const seed = plySeed(this.table.settings().seed, this.table.history().cursor);
    try {
      const answer = await this.client.think(
        { ...request, seed },
        { onSlow: () => { if (token === this.token) this.setThinking({ ...this.thinking, slow: true }); } },
      );
      return token === this.token ? answer : null;
    } catch (e) {
      if (token === this.token && !(e instanceof Cancelled)) onError(e);
      return null;
    }
  }

  failed(reason) {
    this.setThinking(null);
    this.paused = true;
    this.changed();
    this.table.emit('hc-warning', { message: say('element.bot.failed', { reason }) });
    return null;
  }

  /** The legal move matching a {from, to} answer, or null. */
  legalMove(m) {
    if (!m) return null;
    return this.table.legal().find((x) => sameHex(x.from, m.from) && sameHex(x.to, m.to)) ?? null;
  }

  /** Asks the bot what the person to move should play; resolves with one of the legal moves, or null. */
  async hint({ level = 5, timeMs = 600 } = {}) {
    const t = this.table;
    if (!t.canPlay()) return null;
    this.stop();
    const token = this.begin(t.game().current, true);
    const answer = await this.search(token, { snapshot: positionText(t.game()), level, timeMs }, (e) => {
      this.setThinking(null);
      t.emit('hc-warning', { message: say('element.bot.no-hint', { reason: e.message }) });
    });
    if (!answer) return null;
    this.setThinking(null);
    const move = this.legalMove(answer.move);
    if (!move) return null;
    return { move, from: keyOf(move.from), to: keyOf(move.to) };
  }

  /**
   * A bot seat's judgement of a draw now: resolves with {offer, accept, score}
   * (engine drawOffer, in the bot's worker). Only the seat to move searches,
   * with a small node budget. How long the game has been quiet is the
   * engine's own count (the history's snapshots carry it through undo and
   * redo). A judgement cut short (the position changed) neither offers nor
   * accepts.
   */
  async judgeDraw(seat) {
    const { seed, kinds } = this.table.settings();
    const level = Number(kinds[seat].slice(3)) || 5;
    const request = { snapshot: positionText(this.table.game()), seat, level, seed: plySeed(seed, this.table.history().cursor), maxNodes: JUDGE_NODES };
    try {
      return await this.client.judge(request);
    } catch (e) {
      if (e instanceof Cancelled) return { offer: false, accept: false, score: 0 };
      throw e;
    }
  }

  setThinking(value) {
    const was = this.thinking;
    if (was === value || (was && value && was.seat === value.seat && was.hint === value.hint && was.slow === value.slow)) return;
    this.thinking = value;
    this.changed();
  }

  /** Redraws the status, starts or stops the clock of a paused bot, and tells the page (hc-bot). */
  changed() {
    this.table.changed();
    this.table.emit('hc-bot', { thinking: this.thinking ? { ...this.thinking } : null, paused: this.paused });
  }
}
