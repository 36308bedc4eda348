// What the measure scripts (tests/browser/*-measure.mjs, run by hand for BENCHMARKS.md) share: the
// room they run in (the built page served and one Chromium, plus the loopback tracker and relay for
// the measures of live tables), their summaries of timings, and the six-army start of the long games.
// Not a test file (node --test runs *.test.mjs only). It builds nothing: run `trunk build` first.

import { openPage, setup } from './harness.mjs';
import { openDevice } from './remote-devices.mjs';
import { startNetworks } from './tracker.mjs';
import { snapshotText } from '../shared/snapshot.mjs';

/**
 * The room of a measure of the page: the built page served and one Chromium. `open(suffix, options)`
 * opens a fresh context and page at the page's address followed by `suffix` (a link's #hash, or
 * nothing), playable (harness.mjs's openPage and its options: a desktop's size and reduced motion
 * unless told); `close` stops the browser and the server.
 */
export async function pageBench() {
  const { server, browser, teardown } = await setup();
  return { server, browser, open: (suffix = '', options = {}) => openPage(browser, `${server.url}${suffix}`, options), close: teardown };
}

/**
 * The room of a measure of live tables: the built page served, one Chromium (every device a context
 * of it, so one clock), and the loopback networks `networks()` starts (default: a tracker and a relay,
 * tracker.mjs's startNetworks; whatever it returns has a `stop`). `device(servers, options)` opens a
 * device reaching `servers` (default: those networks; remote-devices.mjs's openDevice); `close` stops
 * the browser, the server and the networks.
 */
export async function tableBench(networks = startNetworks) {
  const [{ server, browser, teardown }, nets] = await Promise.all([setup(), networks()]);
  return {
    server,
    nets,
    browser,
    device: (servers = nets, options = {}) => openDevice(browser, server.url, servers, options),
    async close() {
      await teardown();
      await nets.stop();
    },
  };
}

/** The middle value of `xs` (the upper one of an even count); NaN when there is none. */
export const median = (xs) => { const s = [...xs].sort((a, b) => a - b); return s.length ? s[Math.floor(s.length / 2)] : NaN; };
/** The value below which the share `p` (0..1) of `xs` lies. */
export const pct = (xs, p) => { const s = [...xs].sort((a, b) => a - b); return s[Math.min(s.length - 1, Math.floor(s.length * p))]; };
/** Timings in ms as the JSON of the table measures prints them. */
export const summary = (xs) => ({ runs: xs.length, medianMs: median(xs), minMs: Math.min(...xs), maxMs: Math.max(...xs) });
/** Resolves after `ms`: a measure's stretch of time (never a test's wait). */
export const pause = (ms) => new Promise((r) => { setTimeout(r, ms); });

/** Six players on a radius-5 board, one king each on a corner of ring 3, far from the others: a game that can grow to any length with no capture. */
export const SIX_KINGS = snapshotText({
  players: 6,
  radius: 5,
  turn: 0,
  pieces: Object.fromEntries([[0, 3], [-3, 3], [-3, 0], [0, -3], [3, -3], [3, 0]].map(([q, r], seat) => [`${q},${r}`, String.fromCharCode(65 + seat)])),
});
