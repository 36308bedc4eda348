import { keyOf } from './state.js';

// Undo/redo as an array of positions, one per hop.
//
// entries[0] is the starting position; entries[i] (i >= 1) is the position
// after hop i, together with what that hop was. `cursor` is the position on
// screen. Playing a hop while the cursor is back in time drops the redo tail.

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
 */

export class History {
  /** @param {string} start snapshot of the starting position */
  constructor(start) {
    /** @type {{snapshot: string, hop: Hop|null}[]} */
    this.entries = [{ snapshot: start, hop: null }];
    /** index of the entry on screen */
    this.cursor = 0;
  }

  get current() { return this.entries[this.cursor]; }
  get canUndo() { return this.cursor > 0; }
  get canRedo() { return this.cursor < this.entries.length - 1; }
  /** Number of hops played up to the end of the line (redo tail included). */
  get length() { return this.entries.length - 1; }

  /** Records a hop made from the current position; drops any redo tail. */
  push(snapshot, hop) {
    this.entries.length = this.cursor + 1;
    this.entries.push({ snapshot, hop });
    this.cursor = this.entries.length - 1;
  }

  /** Moves the cursor; returns the entry now on screen, or null if out of range. */
  goTo(index) {
    if (!Number.isInteger(index) || index < 0 || index >= this.entries.length) return null;
    this.cursor = index;
    return this.current;
  }

  /** The hops of the whole line, in order (entry i+1 holds hop i). */
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
