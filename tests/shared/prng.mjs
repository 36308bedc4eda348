// The seeded PRNG of the tests and benchmarks (mulberry32): the same seed
// gives the same numbers on every machine, so a failing random game can be
// replayed. Plain JS with no imports, so Node tests, benchmarks and code run
// inside a page can all use it.

/** A generator of floats in [0, 1), seeded by the 32-bit integer `seed`. */
export function mulberry32(seed) {
  let a = seed | 0;
  return function next() {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** One element of the non-empty `list`, drawn with `rand` (a mulberry32 generator). */
export function pick(rand, list) {
  if (list.length === 0) throw new Error('pick from an empty list');
  return list[Math.floor(rand() * list.length)];
}
