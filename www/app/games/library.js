// The game library: every game played in this browser (finished, and the one
// in progress), kept in localStorage, one key per game.
//
// Why localStorage and not IndexedDB: a game's record is a few KB of text, so
// even hundreds of games fit in the few MB every browser gives an origin; its
// calls are synchronous, so a game is kept in the same moment as the event
// that asks for it (a page being hidden or closed, the end of a game) with no
// transaction that the closing page could cut short; and it fails the way the
// page's autosave already handles (an exception on a full or refused store).
// One key per game means a write touches that game only: a failed write leaves
// every other game as it was, and a damaged entry costs only itself.
//
// An entry, under "hex-checkers/library/<id>":
//   { v: 1, id, created, updated, endedAt, players, radius, names, kinds,
//     result, termination, winner, draw, survivors, turns, steps, text }
// `text` is the game's text record (text-record.js), the one source the game is
// read back from; the other fields summarise it for the list and the
// statistics without replaying it (the analysis board's side lines are in `text`
// too, and under a key of their own, keptLines). `endedAt` (ms, or null) is when the game
// ended on this board, so only games played to their end here count in the
// statistics (an imported or shared finished game does not). Before this
// module is loaded a game is kept as a pending entry (keeper.js), which
// completePending() makes a full one.

import { createGame } from '../../element/engine.js';
import { MAX_NAME, NO_RULES, readRecord } from '../../element/record.js';
import {
  countRounds, exportRecord, importRecord, joinRecords, resultToken, termination,
} from './text-record.js';
import { treeOf } from './variations.js';
import { localStore as store, readJson, writeJson } from '../../element/local-store.js';
import { ID, PREFIX, putEntry, readEntry } from './game-store.js';

const ENTRY_VERSION = 1;

/**
 * The library entry of a game: its text record and a summary of how it stands at the end of its line.
 * @param {{id: string, settings: object, history: import('../../element/history.js').History}} game
 * @param {{created?: number, endedAt?: number|null, now?: number}} [times]
 */
export function makeEntry({
  id, settings, history, lines = keptLines(id),
}, { created, endedAt = null, now = Date.now() } = {}) {
  const end = createGame({ players: settings.players, radius: settings.radius, rules: settings.rules ?? NO_RULES });
  end.restore(history.entries[history.length].snapshot);
  const steps = history.hops();
  const kept = sideLines(settings, history, lines);
  return {
    v: ENTRY_VERSION,
    id,
    created: created ?? now,
    updated: now,
    endedAt: end.current === null ? endedAt : null,
    players: settings.players,
    radius: settings.radius,
    names: settings.names.slice(),
    kinds: settings.kinds.slice(),
    result: resultToken(end),
    termination: termination(end, steps[steps.length - 1] ?? null),
    winner: end.winner,
    draw: end.draw,
    survivors: end.seats.flatMap((seat, i) => (seat.eliminated ? [] : [i])),
    rounds: countRounds(settings, history),
    steps: steps.length,
    text: exportRecord(settings, history, { date: new Date(created ?? now), lines: kept }),
  };
}

/**
 * The analysis board's side lines of a game (variations.js toLines) are kept under a key of their own,
 * which the keeper's pending entries (keeper.js) never overwrite: read back into the entry's text.
 */
const LINES = 'hex-checkers/lines/';
export function keptLines(id) {
  const lines = readJson(LINES + id, null);
  return Array.isArray(lines) ? lines : [];
}
function keepLines(id, lines) {
  if (Array.isArray(lines) && lines.length) writeJson(LINES + id, lines);
  else try { store()?.removeItem(LINES + id); } catch { /* nothing kept */ }
}

/** Side lines that belong to the game (checked through the engine), else none: a damaged list never stops a game being kept. */
export function sideLines(settings, history, lines) {
  if (!lines?.length) return [];
  try {
    treeOf(settings, history, lines);
    return lines;
  } catch {
    return [];
  }
}

const isTime = (n) => Number.isFinite(n) && n > 0;
const seatList = (list, players, ok) => Array.isArray(list) && list.length === players && list.every(ok);

/** True when a parsed entry has every field the list and the statistics read, each of the right kind. */
function isEntry(e, id) {
  if (e === null || typeof e !== 'object' || e.v !== ENTRY_VERSION || e.id !== id) return false;
  if (!isTime(e.created) || !isTime(e.updated) || !(e.endedAt === null || isTime(e.endedAt))) return false;
  if (!Number.isInteger(e.players) || e.players < 2 || e.players > 6 || !Number.isInteger(e.radius)) return false;
  if (!seatList(e.names, e.players, (n) => typeof n === 'string' && n.length <= MAX_NAME)) return false;
  if (!seatList(e.kinds, e.players, (k) => /^(human|bot[1-5])$/.test(k))) return false;
  if (!(e.winner === null || (Number.isInteger(e.winner) && e.winner >= 0 && e.winner < e.players))) return false;
  if (typeof e.draw !== 'boolean' || !Array.isArray(e.survivors) || !e.survivors.every((s) => Number.isInteger(s) && s >= 0 && s < e.players)) return false;
  return typeof e.result === 'string' && (Number.isInteger(e.rounds) || Number.isInteger(e.turns)) && Number.isInteger(e.steps) && typeof e.text === 'string';
}

/** The library's keys in a store (none without one); throws when the store refuses to be read. */
const libraryKeys = (storage) => Array.from({ length: storage?.length ?? 0 }, (_, i) => storage.key(i))
  .filter((k) => k?.startsWith(PREFIX));

/**
 * Every readable game of the library, the latest first, and the keys of the
 * entries that could not be read (skipped, and left where they are).
 * @returns {{games: object[], skipped: string[], available: boolean}}
 */
export function listGames() {
  const storage = store();
  const games = [];
  const skipped = [];
  if (!storage) return { games, skipped, available: false };
  let keys;
  try {
    keys = libraryKeys(storage);
  } catch {
    return { games, skipped, available: false };
  }
  for (const key of keys) {
    const id = key.slice(PREFIX.length);
    let entry = null;
    try { entry = JSON.parse(storage.getItem(key)); } catch { entry = null; }
    if (ID.test(id) && isEntry(entry, id)) games.push(entry);
    else skipped.push(key);
  }
  games.sort((a, b) => b.updated - a.updated || (a.id < b.id ? 1 : -1));
  return { games, skipped, available: true };
}

/** The stored entry of a game, or null when there is none (or it cannot be read). */
export function getEntry(id) {
  const entry = readEntry(id);
  return isEntry(entry, id) ? entry : null;
}

/**
 * Keeps a game in the library (a new entry, or its entry brought up to date).
 * A game with no step yet is not worth a place and is left out. `ended`: the
 * game has just ended on this board (it then counts in the statistics).
 * @returns {{ok: true, entry: object|null} | {ok: false, reason: string}}
 */
export function keepGame(game, { ended = false } = {}) {
  if (game.history.length === 0) return { ok: true, entry: null };
  const before = getEntry(game.id);
  const now = Date.now();
  if (game.lines) keepLines(game.id, game.lines); // side lines it brings (else makeEntry takes those kept)
  return putFull(game, { created: before?.created, endedAt: ended ? now : before?.endedAt ?? null, now });
}

function putFull(game, times) {
  const entry = makeEntry(game, times);
  const put = putEntry(game.id, entry);
  return put.ok ? { ok: true, entry } : put;
}

/**
 * Makes every pending entry (a game kept before this module was loaded, see keeper.js) a full one,
 * with the times it was kept with. One whose record cannot be read back is left where it is (the
 * list skips it with a notice, like any entry it cannot read).
 */
export function completePending() {
  let keys = [];
  try {
    keys = libraryKeys(store());
  } catch { /* nothing readable, nothing to complete */ }
  for (const key of keys) {
    const id = key.slice(PREFIX.length);
    const e = readEntry(id);
    if (!ID.test(id) || e?.v !== ENTRY_VERSION || e.id !== id || !e.pending) continue;
    let game;
    try { game = { id, ...readRecord(e.pending) }; } catch { continue; }
    putFull(game, { created: e.created, endedAt: e.endedAt, now: e.updated });
  }
}

/**
 * Reads a kept game back (replayed through the engine).
 * @returns {{settings, history, meta}} @throws {Error} when it is gone or its record is refused
 */
export function openGame(id) {
  const entry = getEntry(id);
  if (!entry) throw new Error('this game is no longer in the library');
  return importRecord(entry.text);
}

/** Removes a game; false if the browser refused. */
export function deleteGame(id) {
  try {
    store().removeItem(PREFIX + id);
    store().removeItem(LINES + id);
    return true;
  } catch {
    return false;
  }
}

/** Every readable game's record as one text, the latest first ("Export all"). */
export function exportAll() {
  const { games } = listGames();
  return games.length ? joinRecords(games.map((g) => g.text)) : '';
}
