// The browser's locks across its tabs (Web Locks): two tabs of one browser that read, then write, what both
// keep (a game's record, the chat's numbers, the device's identity, a table's listing key) each take the lock
// named for it first. Where the browser has none (or in Node), null: the callers then read again just before
// writing instead.

/** The browser's lock manager across tabs (Web Locks), or null. */
export const browserLocks = () => (typeof navigator !== 'undefined' && navigator.locks?.request ? navigator.locks : null);

/** Runs `run` holding `locks`' lock `name` (its promise), or at once when there are no locks. */
export const withLock = (locks, name, run) => (locks ? locks.request(name, run) : run());
