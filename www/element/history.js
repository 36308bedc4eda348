import { createGame } from './engine.js';
import { keyOf } from './state.js';

// Undo/redo as a line of steps, one per hop or event.
//
// entries[0] is the starting position; entries[i] (i >= 1) is the position
// after step i, together with what that step was: an ordinary hop, or an
// event of docs/endings.md (a resignation, an agreed draw). Every entry's
// `snapshot` is the engine's snapshot after it, so undo, redo and goTo treat
// an event like any hop. `cursor` is the position on screen. Playing while
// the cursor is back in time drops the redo tail. `clocks`: each seat's time
// left after the entry (null: no clock, or not known), so undo rewinds the
// clocks.
//
// The line keeps a snapshot only every CHECKPOINT steps (and any snapshot a
// caller pushed as text): the others are rebuilt on demand by replaying the
// hops from the nearest kept one. Under the repetition rule a snapshot lists
// every quiet step since the last capture, so a snapshot per step would make
// k quiet turns cost O(k²) text; this way a push costs the same at hop 100
// and hop 10,000. An entry's step and position never change once made (each
// knows the one before it), so two histories may share entries.

/** A snapshot is kept every CHECKPOINT steps; a position between is at most CHECKPOINT - 1 replayed hops away. */
export const CHECKPOINT = 32;

/** The positions rebuilt last (entry -> snapshot), so walking a line forward or comparing two lines replays one hop a step. */
const recent = new Map();
const RECENT = 8;
let scratch = null;
/** The entry whose position `scratch` holds now. */
let scratchAt = null;

/** One step of a history: what it was (`hop`), the clocks after it, and the position after it (`snapshot`). */
class Entry {
  #prev;
  #snapshot;

  /** `snapshot`: the text, or null to rebuild it from `prev` (the entry before) when asked. */
  constructor(prev, snapshot, hop, clocks) {
    this.#prev = prev;
    this.#snapshot = snapshot;
    this.hop = hop;
    this.clocks = clocks;
  }

  get snapshot() { return this.#snapshot ?? Entry.rebuild(this); }

  toJSON() { return { snapshot: this.snapshot, hop: this.hop, clocks: this.clocks }; }

  /** Replays the steps from the nearest position known (kept, just rebuilt, or on the scratch game) up to `target`. */
  static rebuild(target) {
    const known = recent.get(target);
    if (known !== undefined) return known;
    const path = [];
    let e = target;
    let from = null;
    while (e !== scratchAt) {
      from = e.#snapshot ?? recent.get(e) ?? null;
      if (from !== null) break;
      path.push(e);
      e = e.#prev;
    }
    scratch ??= createGame();
    scratchAt = null; // until the replay is done: a refusal midway leaves the scratch game nowhere known
    if (from !== null) scratch.restore(from);
    for (let i = path.length - 1; i >= 0; i--) replayOn(scratch, path[i].hop);
    scratchAt = target;
    const text = scratch.snapshot({ counters: true });
    recent.delete(target);
    recent.set(target, text);
    if (recent.size > RECENT) recent.delete(recent.keys().next().value);
    return text;
  }
}

/** Plays a history step (a hop, a resignation, an agreed draw) again on `game`, where it was first played. */
function replayOn(game, step) {
  if (step.kind === 'resign') game.resign(step.seat);
  else if (step.kind === 'draw') game.agreeDraw();
  else game.apply({ from: step.from, to: step.to });
}

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
  /** @param {string} start snapshot of the starting position; `clocks`: each seat's time left there, or null */
  constructor(start, clocks = null) {
    /** @type {Entry[]} */
    this.entries = [new Entry(null, start, null, clocks)];
    /** index of the entry on screen */
    this.cursor = 0;
  }

  get current() { return this.entries[this.cursor]; }
  get canUndo() { return this.cursor > 0; }
  get canRedo() { return this.cursor < this.entries.length - 1; }
  /** Number of hops played up to the end of the line (redo tail included). */
  get length() { return this.entries.length - 1; }

  /**
   * Records a hop or an event made from the current position (and the clocks after it); drops any redo tail.
   * `after`: the position after the step, as its snapshot text (kept as given) or as the engine's game
   * standing there (its snapshot, with counters, is taken only where the line keeps one).
   */
  push(after, hop, clocks = null) {
    this.entries.length = this.cursor + 1;
    const index = this.entries.length;
    const snapshot = typeof after === 'string' ? after
      : index % CHECKPOINT === 0 ? after.snapshot({ counters: true }) : null;
    this.entries.push(new Entry(this.entries[index - 1], snapshot, hop, clocks));
    this.cursor = index;
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
