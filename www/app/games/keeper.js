// Keeps the game on the board in the library (library.js): when it ends here,
// when another game replaces it (by any path: a new game, a share link, an
// import, a game opened from the library, a rematch), and when the page is
// hidden or closed. Nothing is written per hop: the page's autosave already
// holds the game in progress, so a game the library has not caught up with is
// still there on the next visit, and is kept from there.
//
// The library and the text record it keeps games in (library.js,
// text-record.js) are loaded on first use, not at the start. Until they are, a
// game is kept synchronously (a closing page gives no time for an import) as a
// pending entry under the game's own library key: the page's save record of it
// (element/record.js, already loaded), with the entry's creation and ending
// times. Loading the library turns every pending entry into a full one before
// anything reads the library (Keeper.library()).

import { makeRecord } from '../../element/record.js';
import { currentId, newId, putEntry, readEntry, setCurrentId } from './game-store.js';

const isTime = (n) => Number.isFinite(n) && n > 0;

/**
 * Keeps a game as a pending entry: {v, id, pending: its save record, created, updated, endedAt}.
 * The times carry over from the entry already under its key (full or pending), as keepGame's do.
 * @returns {{ok: true, entry: null} | {ok: false, reason: string}}
 */
function keepPending({ id, settings, history }, { ended = false } = {}) {
  if (history.length === 0) return { ok: true, entry: null };
  const before = readEntry(id);
  const now = Date.now();
  const entry = {
    v: 1,
    id,
    pending: makeRecord(settings, history),
    created: isTime(before?.created) ? before.created : now,
    updated: now,
    endedAt: ended ? now : isTime(before?.endedAt) ? before.endedAt : null,
  };
  const put = putEntry(id, entry);
  return put.ok ? { ok: true, entry: null } : put;
}

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
    /** The library module once loaded (its pending entries made full), else null. */
    this.lib = null;
    this.loading = null;
  }

  /** The library module, loaded on first use; every pending entry is a full one when it resolves. */
  library() {
    this.loading ??= import('./library.js').then((lib) => {
      lib.completePending();
      this.lib = lib;
      return lib;
    }, (e) => {
      this.loading = null; // a later use tries again
      throw e;
    });
    return this.loading;
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

  /** Keeps a game (no notice): in the library once it is loaded, as a pending entry until then. */
  write(game, options) {
    if (this.lib) return this.lib.keepGame(game, options);
    const kept = keepPending(game, options);
    this.library().catch(() => {}); // not loaded: the entry stays pending, and is completed on a later load
    return kept;
  }

  keep(game, options) {
    const kept = this.write(game, options);
    if (!kept.ok && !this.failing) this.onFail(kept.reason);
    this.failing = !kept.ok;
    return kept;
  }
}
