// Where live play reaches out, named in one place: the public STUN servers
// that let two devices behind home routers find a way to each other, and the
// BitTorrent WebSocket trackers through which the devices of a table find each
// other (discovery.js). A build of its own names its trackers here AND in the
// page's Content-Security-Policy (index.html, connect-src: exactly these
// hosts; tests/app/remote-network.test.mjs checks that they agree). TURN, for
// networks that let no direct connection through, is a setting of the device
// (the remote panel's "Connection settings"): it needs a server with an
// account, which the project does not run.

/** Public STUN servers, asked by default (a device's setting replaces them). */
export const STUN_SERVERS = Object.freeze(['stun:stun.l.google.com:19302', 'stun:stun.cloudflare.com:3478']);

/** Public WebSocket trackers a table announces on (Trystero's BitTorrent strategy). */
export const TRACKERS = Object.freeze(['wss://tracker.openwebtorrent.com', 'wss://tracker.webtorrent.dev', 'wss://tracker.btorrent.xyz']);

const ICE_KEY = 'hex-checkers/remote-ice';
/** A device's own tracker list (a test's tracker on 127.0.0.1); the page's CSP still decides what it may reach. */
const TRACKERS_KEY = 'hex-checkers/remote-trackers';

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

/** The trackers this device announces on: its setting (ws:/wss: URLs), else TRACKERS. */
export function trackers() {
  const own = stored(TRACKERS_KEY)?.filter((u) => /^wss?:\/\//.test(u));
  return own?.length ? own : [...TRACKERS];
}
