// A real BitTorrent WebSocket tracker (npm "bittorrent-tracker"'s server, the
// one public WebTorrent trackers run) on 127.0.0.1, started and stopped by the
// tests of live tables, with a count of what it hears; with the Nostr relay of
// relay.mjs, the two discovery networks a table uses. The pages are pointed at
// them by their settings (localStorage "hex-checkers/remote-trackers" and
// "hex-checkers/remote-relays", www/app/remote/network.js) and reach them with
// their CSP bypassed: the built page's CSP names only the public hosts
// (checked in tests/app/).

import Server from 'bittorrent-tracker/server';
import { startRelay } from './relay.mjs';

export { startRelay };

/**
 * @param {{port?: number}} [options] a port to listen on (the same tracker back after an outage); default: a free one
 * @returns {Promise<{url: string, port: number, messages: () => number, announces: () => number, sockets: () => number,
 *   infoHashes: () => Set<string>, stop: () => Promise<void>}>} `stop` closes the server and every socket (a tracker
 *   going down); `infoHashes`: every info-hash announced (what the tracker knows of its tables)
 */
export async function startTracker({ port = 0 } = {}) {
  const server = new Server({ udp: false, http: false, ws: true, stats: false });
  const sockets = new Set();
  const infoHashes = new Set();
  let messages = 0;
  let announces = 0;
  server.on('warning', () => {}); // a peer's malformed request: not the tests' business
  server.on('error', () => {});
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  server.ws.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('message', (data) => {
      messages++;
      try {
        const message = JSON.parse(String(data));
        if (message.action === 'announce') announces++;
        if (typeof message.info_hash === 'string') infoHashes.add(message.info_hash);
      } catch { /* counted as a message */ }
    });
  });
  const bound = server.http.address().port;
  return {
    url: `ws://127.0.0.1:${bound}`,
    port: bound,
    messages: () => messages,
    announces: () => announces,
    sockets: () => sockets.size,
    infoHashes: () => infoHashes,
    stop: () => new Promise((resolve) => {
      for (const s of sockets) s.terminate();
      server.close(() => resolve());
    }),
  };
}

/** A tracker and a relay on 127.0.0.1, the two discovery networks of the tests' tables; `stop` stops both. */
export async function startNetworks() {
  const [tracker, relay] = await Promise.all([startTracker(), startRelay()]);
  return { tracker, relay, stop: () => Promise.all([tracker.stop(), relay.stop()]) };
}

/**
 * A browser context that is one device at a table pointed at `servers`: a tracker (the device uses that
 * tracker alone), or {tracker, relay} (either may be left out: that network is not used on this device), or
 * {trackers, relays} of URLs (one that answers nothing: a network out of this device's reach). Its own storage
 * and keys, no STUN (loopback). `settings`: more of the device's settings (localStorage key → value), as a
 * player would set them; `locale`: the browser's language.
 */
export async function tableContext(browser, servers, { viewport = { width: 1440, height: 900 }, settings = {}, locale } = {}) {
  const context = await browser.newContext({ viewport, reducedMotion: 'reduce', bypassCSP: true, ...(locale ? { locale } : {}) });
  const urls = servers.url ? { trackers: [servers.url], relays: [] } : {
    trackers: servers.trackers ?? (servers.tracker ? [servers.tracker.url] : []),
    relays: servers.relays ?? (servers.relay ? [servers.relay.url] : []),
  };
  const all = {
    'hex-checkers/remote-trackers': JSON.stringify(urls.trackers),
    'hex-checkers/remote-relays': JSON.stringify(urls.relays),
    'hex-checkers/remote-ice': '[]',
    ...settings,
  };
  await context.addInitScript((values) => {
    try {
      for (const [key, value] of Object.entries(values)) if (localStorage.getItem(key) === null) localStorage.setItem(key, value);
    } catch { /* a page without storage */ }
  }, all);
  return context;
}
