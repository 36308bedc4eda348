// Where this browser keeps its remote games: one localStorage entry per game,
// "hex-checkers/remote/<game id>" = {v: 1, record, mine, seen, libraryId, summary},
// and "hex-checkers/remote-current", the id of the remote game on the board.
// `record` is the whole signed record (from turn 1), `mine` the seats this
// device holds, `seen` the steps already shown here (what came after is played
// out on the board when the game is opened next), `libraryId` the game's entry
// in the page's library, `summary` what the Games dialog lists without replaying.
// The device's private key is not here: sign.js keeps it in IndexedDB.

import { localStore as store } from '../../element/local-store.js';
import { RemoteError } from './chain.js';
import { browserLocks, withLock } from './locks.js';
import { t } from '../../i18n/i18n.js';

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

// ---- two tabs of one browser ------------------------------------------------------------------
//
// Tapped links open new tabs, so one browser may show one game twice. Each tab's state may be behind
// the kept record, and two tabs that each signed a turn for the same seat would fork the game for
// good. So a turn is signed only under a lock held across this browser's tabs (Web Locks, one per
// game), after the kept record is read again: when another tab already added a turn, this tab signs
// nothing and is told to take the kept record. Where the browser has no Web Locks, the kept record is
// still read again, just before signing and once more, synchronously, before keeping the new one (a
// signature made on a stale record is then dropped, never kept or sent).

/** Runs `run` holding this browser's lock on game `id` (at once when the browser has none). */
export function withGameLock(id, run, locks = browserLocks()) {
  return withLock(locks, `hex-checkers/remote-sign/${id}`, run);
}

/** The number of turns a kept entry holds, or -1 when none is kept. */
const keptTurns = (id) => getRemote(id)?.record?.turns?.length ?? -1;

/**
 * Signs one turn of game `id` as the tabs of this browser allow: `sign(state)` (chain.js addTurn) runs
 * under the game's lock, after the kept record is read again; the new state's record is kept before the
 * lock is let go. Returns the new state. Throws a RemoteError 'other-tab' (nothing signed, nothing kept)
 * when another tab has added a turn since `state` was read: the caller reloads the kept record.
 * @param {string} id
 * @param {import('./chain.js').RemoteGame} state this tab's verified game
 * @param {(state: object) => Promise<object>} sign the signing (returns the new verified state)
 * @param {{entry?: object, locks?: object|null}} options `entry`: the kept entry's
 *   other fields (mine, seen, libraryId, summary) to keep with the record
 */
export async function signKept(id, state, sign, { entry = {}, locks = browserLocks() } = {}) {
  const stale = () => new RemoteError('other-tab', t('remote.other-tab.played'), state.turns.length);
  return withGameLock(id, async () => {
    const held = state.record.turns.length;
    if (keptTurns(id) > held) throw stale();
    const next = await sign(state);
    if (keptTurns(id) > held) throw stale(); // no lock across tabs here: a tab got in while this one signed
    const kept = getRemote(id) ?? {};
    if (!putRemote(id, { mine: [], seen: 0, libraryId: '', ...kept, ...entry, record: next.record })) {
      throw new RemoteError('other-tab', t('remote.other-tab.not-kept'), state.turns.length);
    }
    return next;
  }, locks);
}
