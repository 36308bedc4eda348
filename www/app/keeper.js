// Keeps the game on the board in the library (library.js): when it ends here,
// when another game replaces it (by any path: a new game, a share link, an
// import, a game opened from the library, a rematch), and when the page is
// hidden or closed. Nothing is written per hop: the page's autosave already
// holds the game in progress, so a game the library has not caught up with is
// still there on the next visit, and is kept from there.

import { currentId, keepGame, newId, setCurrentId } from './library.js';

/** hc-change reasons that put another game on the board (the element's, and the page's own load reasons). */
const REPLACING = new Set(['new', 'load', 'saved', 'restore', 'link', 'library', 'import']);

export class Keeper {
  /**
   * @param {HTMLElement} board the <hex-checkers> element
   * @param {(reason: string) => void} onFail told once per failure in a row (storage full or refused)
   */
  constructor(board, onFail) {
    this.board = board;
    this.onFail = onFail;
    /** The game on the board as the library knows it: {id, settings, history}, or null before the first. */
    this.shown = null;
    this.nextId = null;
    this.endKept = null; // the last history entry whose ending was kept as "ended here"
    this.failing = false;
  }

  /** The id the next game put on the board takes (an entry of the library, or the save's); a fresh one otherwise. */
  expect(id) { this.nextId = id; }

  /** The id the page's own save was kept under last time (so a reload adds to the same entry). */
  static savedId() { return currentId() ?? newId(); }

  /** Follows the board: call on every hc-change. */
  onChange(reason) {
    const b = this.board;
    if (REPLACING.has(reason) || this.shown?.history !== b.history) {
      if (this.shown && this.shown.history !== b.history) this.keep(this.shown);
      this.shown = { id: this.nextId ?? newId(), settings: b.settings, history: b.history };
      this.nextId = null;
      this.endKept = b.history.entries[b.history.length]; // an ending brought in was not played here
      setCurrentId(this.shown.id);
      return;
    }
    if (reason === 'names' || reason === 'seats') this.shown.settings = b.settings;
    const last = b.history.entries[b.history.length];
    if (!b.history.canRedo && b.game.current === null && this.endKept !== last) {
      this.endKept = last;
      this.keep(this.shown, { ended: true });
    }
  }

  /** Keeps the game on the board now; the answer of keepGame. */
  keepNow() {
    return this.shown ? this.keep(this.shown) : { ok: true, entry: null };
  }

  keep(game, options) {
    const kept = keepGame(game, options);
    if (!kept.ok && !this.failing) this.onFail(kept.reason);
    this.failing = !kept.ok;
    return kept;
  }
}
