import { keyOf } from './state.js';

// Undo/redo as an array of positions, one per hop or event.
//
// entries[0] is the starting position; entries[i] (i >= 1) is the position
// after step i, together with what that step was: an ordinary hop, or an
// event of docs/endings.md (a resignation, an agreed draw). Every entry's
// snapshot is the engine's snapshot after it, so undo, redo and goTo treat an
// event like any hop. `cursor` is the position on screen. Playing while the
// cursor is back in time drops the redo tail. `clocks`: each seat's time left
// after the entry (null: no clock, or not known), so undo rewinds the clocks.

/**
 * What one hop did, as plain data (keys are "q,r" strings).
 * @typedef {object} Hop
 * @property {number} seat       seat that moved
 * @property {string} from       cell left
 * @property {string} to         cell reached
 * @property {string|null} capture   cell of the jumped piece, or null for a step
 * @property {{seat:number, king:boolean}|null} captured  the piece removed
 * @property {boolean} promoted  the man was crowned on the centre
 * @property {boolean} chaining  the same piece must jump again
 * @property {number|null} eliminated  seat knocked out by this hop
 * @property {number[]} skipped  seats passed over before the next turn
 * @property {number|null} winner
 * @property {boolean} draw
 * @property {'hop'} [kind]    absent on an ordinary hop (or 'hop')
 */

/**
 * A step that is not a hop (docs/endings.md), with the fields of a hop's
 * result that still mean something (the engine's resign() answers in apply's
 * shape; an agreement simply ends the game drawn).
 * @typedef {object} GameEvent
 * @property {'resign'|'draw'} kind
 * @property {number} seat       for a resignation the seat that resigned; for a draw the seat to move when it was agreed
 * @property {'resign'|'time'|'agreement'} reason  'time': the seat's clock ran out
 * @property {boolean} chaining  a chain it interrupted goes on (another seat resigned mid-chain)
 * @property {number|null} eliminated  the seat that resigned (null for a draw)
 * @property {number[]} skipped  seats passed over before the next turn
 * @property {number|null} winner
 * @property {boolean} draw
 */

/** True when a history step is an event (resignation or agreed draw), not a hop. */
export const isEvent = (step) => step !== null && step.kind !== undefined && step.kind !== 'hop';

export class History {
  /** @param {string} start snapshot of the starting position */
  /** @param {string} start snapshot of the starting position; `clocks`: each seat's time left there, or null */
  constructor(start, clocks = null) {
    /** @type {{snapshot: string, hop: Hop|GameEvent|null, clocks: number[]|null}[]} */
    this.entries = [{ snapshot: start, hop: null, clocks }];
    /** index of the entry on screen */
    this.cursor = 0;
  }

  get current() { return this.entries[this.cursor]; }
  get canUndo() { return this.cursor > 0; }
  get canRedo() { return this.cursor < this.entries.length - 1; }
  /** Number of hops played up to the end of the line (redo tail included). */
  get length() { return this.entries.length - 1; }

  /** Records a hop or an event made from the current position (and the clocks after it); drops any redo tail. */
  push(snapshot, hop, clocks = null) {
    this.entries.length = this.cursor + 1;
    this.entries.push({ snapshot, hop, clocks });
    this.cursor = this.entries.length - 1;
  }

  /** Moves the cursor; returns the entry now on screen, or null if out of range. */
  goTo(index) {
    if (!Number.isInteger(index) || index < 0 || index >= this.entries.length) return null;
    this.cursor = index;
    return this.current;
  }

  /** The hops and events of the whole line, in order (entry i+1 holds step i). */
  hops() { return this.entries.slice(1).map((e) => e.hop); }
}

/**
 * How many hops of `drawn` (a copy kept by a view of the history: drawn[i - 1] is
 * the hop of entry i) are still the history's own. A history only changes at its
 * end (a hop is pushed, or the line after the cursor is dropped first), so the
 * walk goes back from the end only as far as the change: a view that keeps its
 * copy up to date this way does a hop's work per hop, however long the game.
 */
export function keptHops(drawn, entries) {
  let keep = Math.min(drawn.length, entries.length - 1);
  while (keep > 0 && drawn[keep - 1] !== entries[keep].hop) keep -= 1;
  return keep;
}

/** Whether a chain goes on after a snapshot (a resignation mid-chain says chaining=false); `scratch`: a game to restore it in. */
export const chainGoesOn = (scratch) => (snapshot) => {
  scratch.restore(snapshot);
  return scratch.chainFrom !== null;
};

/** Turns an engine move and its apply() result into a Hop record. */
export function describeHop(seat, move, result) {
  return {
    seat,
    from: keyOf(move.from),
    to: keyOf(move.to),
    capture: move.capture ? keyOf(move.capture) : null,
    captured: result.captured ? { seat: result.captured.seat, king: result.captured.king } : null,
    promoted: result.promoted,
    chaining: result.chaining,
    eliminated: result.eliminated,
    skipped: [...result.skipped],
    winner: result.winner,
    draw: result.draw,
  };
}

/**
 * Turns a resignation (engine resign() result, apply's shape) into a history event.
 * @param {number} seat  the seat that resigned
 * @param {'resign'|'time'} reason
 * @returns {GameEvent}
 */
export function describeResign(seat, reason, result) {
  return {
    kind: 'resign',
    seat,
    reason,
    chaining: result.chaining,
    eliminated: result.eliminated,
    skipped: [...result.skipped],
    winner: result.winner,
    draw: result.draw,
  };
}

/**
 * An agreed draw as a history event.
 * @param {number} seat  the seat to move when it was agreed
 * @returns {GameEvent}
 */
export function describeDraw(seat) {
  return {
    kind: 'draw', seat, reason: 'agreement', chaining: false, eliminated: null, skipped: [], winner: null, draw: true,
  };
}
