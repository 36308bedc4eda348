// Travel through one element's history: undo, redo and goTo, next to the
// history they move through (history.js keeps the line; this module only moves
// its cursor). In a game of people and bots, undo and redo skip to the
// positions where a person is to move, so one undo takes back the bots' answer
// and the person's own move.
//
// A goTo starts looking through the moves (`browsing`): it lasts through undo
// and redo until the end of the line is on screen again, and while it lasts an
// action that would drop the later moves asks first (orAsk, askToDrop; ask.js
// loads on the first question). After an undo from the end (a take-back)
// nothing asks.

import { createGame } from './engine.js';
import { mixedSeats } from './record.js';
import { t } from '../i18n/i18n.js';

/**
 * What travel sees of its element (a TravelTable).
 * @typedef {object} TravelTable
 * @property {() => import('./history.js').History} history  the history on the board
 * @property {() => string[]} kinds  each seat's kind ("human", "bot1".."bot5")
 * @property {(left: object, entry: object, reason: string) => void} arrive  the cursor went from entry
 *   `left` to `entry` (reason 'undo', 'redo' or 'goto'): put it on the board
 * @property {(text: string) => void} announce  says a sentence in the live region
 * @property {() => string} turnWords  whose turn it is on screen, in words
 * @property {() => {frame: HTMLElement, ui: object}} asking  where a question is asked (the shadow's frame, the status parts)
 */

export class Travel {
  /** @param {TravelTable} table */
  constructor(table) {
    this.table = table;
    /** a goTo started looking through the moves (browsing, while not at the end) */
    this.looking = false;
    this.scratch = null;
  }

  /** True while the moves are being looked through (see the head of this file). */
  get browsing() { return this.looking && this.table.history().canRedo; }

  /** A new or loaded history: one brought in back in time is being looked through. */
  loaded(history) { this.looking = history.canRedo; }

  /** One hop back; with people and bots, back to the last position where a person was to move. */
  undo() {
    const h = this.table.history();
    if (!h.canUndo) return false;
    let target = h.cursor - 1;
    if (mixedSeats(this.table.kinds())) while (target > 0 && !this.personAt(target)) target -= 1;
    return this.go(target, 'undo');
  }

  /** One hop forward; with people and bots, on to the next position where a person is to move (or the end). */
  redo() {
    const h = this.table.history();
    if (!h.canRedo) return false;
    let target = h.cursor + 1;
    if (mixedSeats(this.table.kinds())) while (target < h.length && !this.personAt(target)) target += 1;
    return this.go(target, 'redo');
  }

  goTo(index) { return this.go(index, 'goto'); }

  /** True when a person is to move at history entry i. */
  personAt(i) {
    const { entries } = this.table.history();
    let seat;
    if (i + 1 < entries.length) {
      seat = entries[i + 1].hop.seat; // who played from there
    } else {
      this.scratch ??= createGame();
      this.scratch.restore(entries[i].snapshot);
      seat = this.scratch.current;
    }
    return seat !== null && this.table.kinds()[seat] === 'human';
  }

  /** Shows history entry `index` and says where the board now is. */
  go(index, reason) {
    const h = this.table.history();
    const left = h.current;
    const wasBrowsing = this.browsing;
    const entry = h.goTo(index);
    if (!entry) return false;
    // Browsing from a goTo lasts through undo and redo until the end of the line is on screen again.
    this.looking = reason === 'goto' || wasBrowsing;
    this.table.arrive(left, entry, reason);
    const n = h.cursor;
    const where = n === 0 ? t(`element.travel.${reason}-start`) : t(`element.travel.${reason}`, { at: n });
    this.table.announce(`${where} ${this.table.turnWords()}`);
    return true;
  }

  /**
   * Does `act()` now; while the moves are being looked through, only after asking (askToDrop), and
   * resolves with what it returned (null when the later moves were kept).
   */
  orAsk(question, action, act) {
    if (!this.browsing) return act();
    return this.askToDrop(question, action).then((yes) => (yes ? act() : null));
  }

  /**
   * Asks before an action that drops the moves after the one on screen: `question` ("Play b4-c5 from
   * move 4?"), `action` (its button). Resolves true to go ahead, only while the position asked about
   * is still on screen; false when kept (or the question could not be loaded).
   */
  askToDrop(question, action) {
    const h = this.table.history();
    const at = h.cursor;
    const { frame, ui } = this.table.asking();
    return import('./ask.js')
      .then(({ askDiscard }) => askDiscard(frame, ui, { question, action, at, length: h.length }))
      .then((yes) => yes && this.table.history() === h && h.cursor === at, () => false);
  }
}
