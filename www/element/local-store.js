// The one guard around this browser's localStorage, for the element's autosave
// and every store of the page: storage that is missing or refused (a sandboxed
// frame, a privacy setting), full or throwing only stops keeping, and damaged
// text reads as nothing.

/** This browser's localStorage, or null where the page may not use it. */
export function localStore() {
  try { return window.localStorage; } catch { return null; }
}

/** The JSON value under `key`, or `fallback` when there is none, it is damaged or storage is refused. */
export function readJson(key, fallback) {
  try {
    const text = localStore()?.getItem(key) ?? null;
    return text === null ? fallback : JSON.parse(text);
  } catch {
    return fallback;
  }
}

/** Keeps `value` as JSON under `key`; false when the browser refused (no storage, full, throwing). */
export function writeJson(key, value) {
  try {
    localStore().setItem(key, JSON.stringify(value));
    return true;
  } catch {
    return false;
  }
}
