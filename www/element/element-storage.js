// Autosave of one <hex-checkers> element, only when it asks for it with the
// `storage-key` attribute: embedded boards save nothing by default, and two
// boards with different keys never share a save. The element's saves live
// under "hex-checkers/element/<key>"; the game page keeps its own save
// through the same two functions (app/platform/storage.js).
// Every call is guarded: storage that is missing, full or throwing only stops
// saving, and a bad save is reported and ignored, never half-loaded.

import { localStore as store } from './local-store.js';
import { readRecord } from './record.js';

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
    return { status: 'bad', reason: e instanceof SyntaxError ? 'the saved data is damaged' : e.message };
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

/**
 * A save kept off the hop: `schedule()` marks the game changed, and its record text (`recordText()`,
 * asked only then) is written once, at the browser's next idle moment within `wait` ms, however many
 * hops came before, so a hop costs the same at move 10,000 as at move 100 (the record is the whole
 * game: writing it per hop grew with the game). It is written at once when the page is hidden or
 * left (`pagehide`, `visibilitychange`: a reload, a closed tab, a phone switching apps), and on
 * `flush()`. `onSaved(ok)` hears each write's answer (false: the browser refused).
 */
export class DeferredSave {
  /**
   * @param {string} key the localStorage key
   * @param {() => string} recordText the record's JSON text, asked at each write
   * @param {{wait?: number, onSaved?: (ok: boolean) => void}} [options]
   */
  constructor(key, recordText, { wait = 500, onSaved = () => {} } = {}) {
    this.key = key;
    this.recordText = recordText;
    this.wait = wait;
    this.onSaved = onSaved;
    this.timer = null;
    this.flush = this.flush.bind(this);
    addEventListener('pagehide', this.flush);
    document.addEventListener('visibilitychange', () => { if (document.visibilityState === 'hidden') this.flush(); });
  }

  /** The game changed: it is written soon (nothing is written now). */
  schedule() {
    if (this.timer !== null) return;
    const idle = globalThis.requestIdleCallback;
    this.timer = idle ? { idle: idle(this.flush, { timeout: this.wait }) } : { timeout: setTimeout(this.flush, this.wait) };
  }

  /** Writes the record now if a change is waiting; true when nothing waits or the write was taken. */
  flush() {
    if (this.timer === null) return true;
    if (this.timer.idle !== undefined) globalThis.cancelIdleCallback(this.timer.idle);
    else clearTimeout(this.timer.timeout);
    this.timer = null;
    const ok = saveAt(this.key, this.recordText());
    this.onSaved(ok);
    return ok;
  }
}
