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
//
// A finished game kept in the library is never rewritten: looking back
// through it writes nothing, and a line played on from one of its earlier
// positions (a move, a step, a resignation after a take-back) is a new game,
// kept under an id of its own, while the finished one stays as it ended.

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

/** The last entry of a history when the game is over at the end of its line (its last step won or drew), else null. */
function endingOf(history) {
  const last = history.entries[history.length];
  return last.hop && (last.hop.winner !== null || last.hop.draw) ? last : null;
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
    /** The ending of the game on the board while it is finished: {entry, index} of its last step, else null. */
    this.finished = null;
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

  /**
   * The id a game put on the board should be kept under: the board's own when it is the same game (the
   * same settings and line, wherever its cursor stands: the record of the game already there, imported
   * again), so the library holds it once; a fresh one otherwise.
   */
  idFor({ settings, history }) {
    const line = (game) => JSON.stringify({ ...makeRecord(game.settings, game.history), at: 0 });
    return this.shown && line(this.shown) === line({ settings, history }) ? this.shown.id : newId();
  }

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
      this.noteEnding();
      setCurrentId(this.shown.id);
      return;
    }
    if (reason === 'names' || reason === 'seats') this.shown.settings = b.settings;
    if (this.finished && b.history.entries[this.finished.index] !== this.finished.entry) {
      // The finished game's line was cut and played on: that game stays in the library as it ended.
      this.shown = { id: newId(), settings: b.settings, history: b.history };
      this.finished = null;
      setCurrentId(this.shown.id);
    }
    const last = b.history.entries[b.history.length];
    if (!b.history.canRedo && b.game.current === null && this.endKept !== last) {
      this.endKept = last;
      this.keep(this.shown, { ended: true });
    }
    this.noteEnding();
  }

  /** Remembers the ending of the game on the board, if its line ends in one. */
  noteEnding() {
    const history = this.board.history;
    const entry = endingOf(history);
    this.finished = entry ? { entry, index: history.length } : null;
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
