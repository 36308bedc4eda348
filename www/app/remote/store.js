// Where this browser keeps its remote games: one localStorage entry per game,
// "hex-checkers/remote/<game id>" = {v: 1, record, mine, seen, libraryId, summary},
// and "hex-checkers/remote-current", the id of the remote game on the board.
// `record` is the whole signed record (from turn 1), `mine` the seats this
// device holds, `seen` the steps already shown here (what came after is played
// out on the board when the game is opened next), `libraryId` the game's entry
// in the page's library, `summary` what the Games dialog lists without replaying.
// The device's private key is not here: sign.js keeps it in IndexedDB.

import { localStore as store } from '../../element/local-store.js';

const PREFIX = 'hex-checkers/remote/';
const CURRENT = 'hex-checkers/remote-current';
const ENTRY = 1;


/** The kept entry of a game, or null (none, or unreadable: then it is treated as not held). */
export function getRemote(id) {
  try {
    const e = JSON.parse(store()?.getItem(PREFIX + id) ?? 'null');
    const ok = e && e.v === ENTRY && e.record && Array.isArray(e.mine) && Number.isInteger(e.seen) && typeof e.libraryId === 'string';
    return ok ? e : null;
  } catch {
    return null;
  }
}

/** Keeps an entry; false when the browser refused. */
export function putRemote(id, entry) {
  try {
    store().setItem(PREFIX + id, JSON.stringify({ ...entry, v: ENTRY }));
    return true;
  } catch {
    return false;
  }
}

/** Every kept remote game's entry, the latest first. */
export function listRemote() {
  const s = store();
  if (!s) return [];
  const ids = Array.from({ length: s.length }, (_, i) => s.key(i)).filter((k) => k?.startsWith(PREFIX)).map((k) => k.slice(PREFIX.length));
  return ids.map((id) => ({ id, entry: getRemote(id) })).filter((g) => g.entry?.summary)
    .sort((a, b) => b.entry.summary.updated - a.entry.summary.updated);
}

export function currentRemote() {
  try { return store()?.getItem(CURRENT) ?? null; } catch { return null; }
}

export function setCurrentRemote(id) {
  try {
    if (id === null) store()?.removeItem(CURRENT);
    else store()?.setItem(CURRENT, id);
  } catch { /* only a convenience: the game is still in the Games dialog */ }
}
