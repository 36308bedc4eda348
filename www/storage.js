// Autosave in localStorage. Every call is guarded: storage that is missing,
// disabled, full or throwing never breaks the page, it only stops saving.

import { readRecord } from './record.js';

const GAME_KEY = 'hex-checkers/game';

function storage() {
  try { return window.localStorage; } catch { return null; } // access itself may throw
}

/** Saves a record; returns false if the browser refused. */
export function saveRecord(record) {
  const store = storage();
  if (!store) return false;
  try {
    store.setItem(GAME_KEY, JSON.stringify(record));
    return true;
  } catch {
    return false;
  }
}

/**
 * The saved game, checked and replayed.
 * @returns {{status: 'none'} | {status: 'ok', settings, history} | {status: 'bad', reason: string}}
 */
export function loadSaved() {
  let text = null;
  try { text = storage()?.getItem(GAME_KEY) ?? null; } catch { text = null; }
  if (text === null) return { status: 'none' };
  try {
    return { status: 'ok', ...readRecord(JSON.parse(text)) };
  } catch (e) {
    return { status: 'bad', reason: e instanceof SyntaxError ? 'the saved data is damaged' : e.message };
  }
}
