// Where live play reaches out, named in one place: the public STUN servers
// that let two devices behind home routers find a way to each other, and the
// two discovery networks through which the devices of a table find each other
// (discovery.js): BitTorrent WebSocket trackers and Nostr relays, used at once.
// A build of its own names its hosts here AND in the page's
// Content-Security-Policy (index.html, connect-src: exactly these hosts;
// tests/app/remote-network.test.mjs checks that they agree). TURN, for
// networks that let no direct connection through, is a setting of the device
// (the remote panel's "Connection settings"): it needs a server with an
// account, which the project does not run.

/** Public STUN servers, asked by default (a device's setting replaces them). */
export const STUN_SERVERS = Object.freeze(['stun:stun.l.google.com:19302', 'stun:stun.cloudflare.com:3478']);

/** Public WebSocket trackers a table announces on (Trystero's BitTorrent strategy). */
export const TRACKERS = Object.freeze(['wss://tracker.openwebtorrent.com', 'wss://tracker.webtorrent.dev', 'wss://tracker.btorrent.xyz']);

/** Public Nostr relays a table announces on (Trystero's Nostr strategy; a few of the ones its author lists). */
export const RELAYS = Object.freeze(['wss://nos.lol', 'wss://relay.mostr.pub', 'wss://purplerelay.com', 'wss://strfry.shock.network', 'wss://nostr.vulpem.com']);

/** The discovery networks, by name: each one's public hosts. */
export const NETWORKS = Object.freeze({ torrent: TRACKERS, nostr: RELAYS });

/** The longest wait between two attempts to reach a network that is out of reach (ms). */
export const RETRY_CAP_MS = 10_000;

const ICE_KEY = 'hex-checkers/remote-ice';
/**
 * A device's own tracker and relay lists (a test's servers on 127.0.0.1; an empty list leaves that network
 * out); the page's CSP still decides what it may reach.
 */
const OWN_KEYS = { torrent: 'hex-checkers/remote-trackers', nostr: 'hex-checkers/remote-relays' };
/** A device's own longest wait between two attempts (seconds, 1 to 60; the tests shorten it): the same code path, a shorter cap. */
const RETRY_CAP_KEY = 'hex-checkers/remote-retry-cap';

function stored(key) {
  try {
    const urls = JSON.parse(window.localStorage.getItem(key) ?? 'null');
    return Array.isArray(urls) && urls.every((u) => typeof u === 'string') ? urls : null;
  } catch {
    return null;
  }
}

/** The STUN/TURN URLs this device uses: its setting, else the public STUN servers. */
export function iceServers() {
  return stored(ICE_KEY) ?? [...STUN_SERVERS];
}

/** Keeps the STUN/TURN URLs (stun:, turn:, turns:; none: only one network); returns the ones kept. A TURN URL may carry user:password@. */
export function setIceServers(text) {
  const urls = text.split(/\s+/).filter((u) => /^(stun|turns?):/.test(u)).slice(0, 8);
  try { window.localStorage.setItem(ICE_KEY, JSON.stringify(urls)); } catch { /* kept for this visit only */ }
  return urls;
}

/** The RTCPeerConnection configuration of the STUN/TURN setting. */
export function rtcConfig() {
  const servers = iceServers().map((url) => {
    const m = /^(turns?:)([^:@]+):([^@]+)@(.+)$/.exec(url);
    return m ? { urls: m[1] + m[4], username: decodeURIComponent(m[2]), credential: decodeURIComponent(m[3]) } : { urls: url };
  });
  return { iceServers: servers };
}

/** The hosts this device announces on in `network` ('torrent', 'nostr'): its setting (ws:/wss: URLs; none: the network left out), else the public ones. */
export function hosts(network) {
  const own = stored(OWN_KEYS[network])?.filter((u) => /^wss?:\/\//.test(u));
  return own ?? [...NETWORKS[network]];
}

/** The trackers this device announces on. */
export const trackers = () => hosts('torrent');

/** The Nostr relays this device announces on. */
export const relays = () => hosts('nostr');

/** This device's longest wait between two attempts to reach an unreachable network (ms): its setting, else RETRY_CAP_MS. */
export function retryCap() {
  let seconds = Number.NaN;
  try { seconds = Number(window.localStorage.getItem(RETRY_CAP_KEY) ?? Number.NaN); } catch { /* no storage: the default */ }
  return Number.isInteger(seconds) && seconds >= 1 && seconds <= 60 ? seconds * 1000 : RETRY_CAP_MS;
}
