// Premove: a move the one person playing against bots queues while a bot is
// to move (docs/playing.md). While the bot thinks, the person's pieces can be
// picked up and put down as on their own turn, on the targets their army would
// have if it moved in this position (the engine's moves for that seat, from a
// scratch game); the move put down is queued, drawn on the board as a dashed
// arrow with its two cells ringed, and played the moment the person's turn
// comes if it is legal then, or dropped with a notice. Escape, or a tap on the
// queued piece, cancels it; an undo, a look back or a new game drops it.

import { createGame } from './engine.js';
import { keyOf } from './state.js';
import { hopCode } from './notation.js';

/**
 * What premove sees of its element (a PremoveTable).
 * @typedef {object} PremoveTable
 * @property {object} state  the board state (state.js): `queued` is drawn from it
 * @property {() => object} game  the engine's game on the board
 * @property {() => import('./history.js').History} history  the history on the board
 * @property {() => number|null} seat  the one person's seat in a game against bots, else null
 * @property {() => boolean} waiting  a bot is to move at the end of the line (the person waits)
 * @property {() => boolean} canPlay  a person may move now
 * @property {(move: object) => object|null} play  plays a legal move (the element's play)
 * @property {(text: string) => void} announce  says a sentence in the live region
 * @property {(type: string, detail: object) => void} emit  fires one of the element's events
 * @property {() => void} redraw  the state changed: redraw the board
 */

const same = (m, q) => keyOf(m.from) === q.from && keyOf(m.to) === q.to;

export class Premove {
  /** @param {PremoveTable} table */
  constructor(table) {
    this.t = table;
    this.scratch = null;
    this.known = null; // { at: the history entry, seat, moves }: moves() for the position last asked
    this.timer = 0;
  }

  /** The moves the person may queue now (their army's, as if it were to move here), or null when none may be. */
  moves() {
    const t = this.t;
    const seat = t.seat();
    if (seat === null || !t.waiting()) return null;
    const at = t.history().current; // one entry per position: the moves are worked out once for it
    if (this.known?.at === at && this.known.seat === seat) return this.known.moves;
    this.known = { at, seat, moves: this.#compute(seat) };
    return this.known.moves;
  }

  #compute(seat) {
    const fields = this.t.game().snapshot().split(' '); // hc1 players radius turn chain result rows
    fields[3] = String(seat);
    fields[4] = '-';
    this.scratch ??= createGame();
    try {
      this.scratch.restore(fields.join(' '));
    } catch {
      return []; // the engine refuses it: this army has no move here
    }
    return this.scratch.legalMoves();
  }

  /** A move put down while the person waits: queued (true), or false when it is the person's own turn. */
  take(move) {
    const t = this.t;
    if (t.canPlay() || t.seat() === null || !t.waiting()) return false;
    const history = t.history();
    const q = { from: keyOf(move.from), to: keyOf(move.to), code: hopCode({ ...move, from: keyOf(move.from), to: keyOf(move.to) }, t.game().radius) };
    t.state.queued = { ...q, history, length: history.length };
    t.state.selected = null;
    t.state.targets = new Map();
    this.draw();
    t.announce(`Premove ${q.code}: played when your turn comes, if it is legal then. Escape cancels it.`);
    t.emit('hc-premove', { from: q.from, to: q.to, queued: true });
    return true;
  }

  /** Cancels the queued move (Escape, a tap on its piece). Returns true if there was one. */
  cancel() {
    const q = this.t.state.queued;
    if (!q) return false;
    this.t.state.queued = null;
    this.t.state.arrows = [];
    this.t.redraw();
    this.t.announce(`Premove ${q.code} cancelled.`);
    this.t.emit('hc-premove', { from: q.from, to: q.to, queued: false });
    return true;
  }

  /** After every change of position: keeps the queued move drawn, drops it if the line went back, plays it on the person's turn. */
  check() {
    const t = this.t;
    const q = t.state.queued;
    if (!q) return;
    const history = t.history();
    if (history !== q.history || history.length < q.length || history.cursor !== history.length) {
      t.state.queued = null; // an undo, a look back or another game: the move was queued for a line that is gone
      return;
    }
    this.draw();
    if (t.canPlay()) {
      clearTimeout(this.timer);
      this.timer = setTimeout(() => this.fire(), 0); // after the bot's hop has finished its events
    }
  }

  /** The person's turn has come: the queued move is played if legal, else dropped with a notice. */
  fire() {
    const t = this.t;
    const q = t.state.queued;
    if (!q || !t.canPlay()) return;
    t.state.queued = null;
    t.state.arrows = [];
    const move = t.game().legalMoves().find((m) => same(m, q));
    t.emit('hc-premove', { from: q.from, to: q.to, queued: false, played: !!move });
    if (move) {
      t.play(move);
      return;
    }
    t.redraw();
    const message = `Premove ${q.code} dropped: it is not legal now. Your move.`;
    t.announce(message);
    t.emit('hc-warning', { message });
  }

  draw() {
    const q = this.t.state.queued;
    this.t.state.arrows = [{ from: q.from, to: q.to, kind: 'premove' }];
    this.t.redraw();
  }
}
