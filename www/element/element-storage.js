// Autosave of one <hex-checkers> element, only when it asks for it with the
// `storage-key` attribute: embedded boards save nothing by default, and two
// boards with different keys never share a save. The element's saves live
// under "hex-checkers/element/<key>"; the game page keeps its own save
// through the same two functions (app/platform/storage.js).
// Every call is guarded: storage that is missing, full or throwing only stops
// saving, and a bad save is reported and ignored, never half-loaded.

import { localStore as store } from './local-store.js';
import { readRecord } from './record.js';
import { t } from '../i18n/i18n.js';

const PREFIX = 'hex-checkers/element/';
const MAX_KEY = 64;

/** The localStorage key of an element's save, or null when the attribute is absent or empty. */
export function storageKey(value) {
  if (typeof value !== 'string' || value.trim() === '') return null;
  return PREFIX + value.trim().slice(0, MAX_KEY);
}

/** Saves a record (an object, or its JSON text as recordJson makes it) under a key; false if the browser refused. */
export function saveAt(key, record) {
  const storage = store();
  if (!storage) return false;
  try {
    storage.setItem(key, typeof record === 'string' ? record : JSON.stringify(record));
    return true;
  } catch {
    return false;
  }
}

/**
 * Reads the save under a key and replays it.
 * @returns {{status: 'none'} | {status: 'ok', settings, history} | {status: 'bad', reason: string}}
 */
export function loadAt(key) {
  let text = null;
  try { text = store()?.getItem(key) ?? null; } catch { text = null; }
  if (text === null) return { status: 'none' };
  try {
    return { status: 'ok', ...readRecord(JSON.parse(text)) };
  } catch (e) {
    return { status: 'bad', reason: e instanceof SyntaxError ? t('element.save-damaged') : e.message };
  }
}

/** An element's first game from its own save (`attr`: its storage-key attribute): the loadAt answer, 'none' without a key. */
export const loadFor = (attr) => {
  const key = storageKey(attr);
  return key ? loadAt(key) : { status: 'none' };
};

/** Autosave: keeps the element's game (`recordText()`, asked only when there is a key) under its storage-key attribute. */
export function autosave(attr, recordText) {
  const key = storageKey(attr);
  if (key) saveAt(key, recordText());
}
