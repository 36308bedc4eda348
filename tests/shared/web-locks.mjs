// Web Locks as a browser gives them to its tabs, in memory: one queue per
// lock's name, each holder in turn, a failed holder not blocking the next.
// Share one between two stand-in tabs to make them one browser.

/** A `navigator.locks` stand-in: `request(name, run)` runs `run` after the name's earlier holders. */
export function memoryLocks() {
  const queues = new Map();
  return {
    request(name, run) {
      const done = (queues.get(name) ?? Promise.resolve()).then(() => run());
      queues.set(name, done.catch(() => {}));
      return done;
    },
  };
}
