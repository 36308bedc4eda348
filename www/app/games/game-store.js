// Where the library keeps its games in the browser: one key per game, the id
// of the game on the board, and the few reads and writes of them. Shared by
// the keeper (keeper.js, loaded at the start) and the library (library.js,
// loaded on first use), so neither imports the other for them.

import { localStore as store } from '../../element/local-store.js';
import { t } from '../../i18n/i18n.js';

/** The library's keys: one per game (see library.js), and the id of the game on the board. */
export const PREFIX = 'hex-checkers/library/';
const CURRENT_KEY = 'hex-checkers/library-current';
export const ID = /^[a-z0-9]{1,16}-[a-z0-9]{1,16}$/;

/**
 * Writes one library entry (as JSON) under its game's key.
 * @returns {{ok: true} | {ok: false, reason: string}}
 */
export function putEntry(id, entry) {
  const storage = store();
  if (!storage) return { ok: false, reason: t('app.store.none') };
  try {
    storage.setItem(PREFIX + id, JSON.stringify(entry));
    return { ok: true };
  } catch (e) {
    const full = e?.name === 'QuotaExceededError';
    return { ok: false, reason: t(full ? 'app.store.full' : 'app.store.refused') };
  }
}

/** The stored value under a game's key, parsed, or null. */
export function readEntry(id) {
  try { return JSON.parse(store()?.getItem(PREFIX + id) ?? 'null'); } catch { return null; }
}

/** A fresh id: the time and a random part, so ids sort by creation and never collide in practice. */
export function newId() {
  return `${Date.now().toString(36)}-${Math.floor(Math.random() * 2 ** 40).toString(36)}`;
}

/** The id of the game on the board (kept so a reload keeps adding to the same entry), or null. */
export function currentId() {
  try {
    const id = store()?.getItem(CURRENT_KEY) ?? null;
    return id !== null && ID.test(id) ? id : null;
  } catch {
    return null;
  }
}

export function setCurrentId(id) {
  try { store()?.setItem(CURRENT_KEY, id); } catch { /* the save will warn; the id is only a convenience */ }
}
