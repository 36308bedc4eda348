// One after another: steps given to a queue run each once the one before has settled, in the order they
// were given (a failure does not hold up the next). The remote room's checks and signatures wait on
// crypto between reading and writing what they hold; two of them at once could finish in either order.

/**
 * A queue: `queue(step)` runs `step` after every step given before it and returns its promise;
 * `queue.idle` is a promise that settles when every step given so far has (what a test waits on).
 */
export function inOrder() {
  let last = Promise.resolve();
  const queue = (step) => {
    const turn = last.then(step);
    last = turn.catch(() => {});
    return turn;
  };
  Object.defineProperty(queue, 'idle', { get: () => last });
  return queue;
}
