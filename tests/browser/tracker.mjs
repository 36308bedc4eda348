// A real BitTorrent WebSocket tracker (npm "bittorrent-tracker"'s server, the
// one public WebTorrent trackers run) on 127.0.0.1, started and stopped by the
// tests of live tables, with a count of what it hears. The pages are pointed at
// it by their tracker setting (localStorage "hex-checkers/remote-trackers",
// www/app/remote/network.js) and reach it with their CSP bypassed: the built
// page's CSP names only the public trackers (checked in tests/app/).

import Server from 'bittorrent-tracker/server';

/**
 * @returns {Promise<{url: string, messages: () => number, announces: () => number, sockets: () => number,
 *   stop: () => Promise<void>}>} `stop` closes the server and every socket (a tracker going down)
 */
export async function startTracker() {
  const server = new Server({ udp: false, http: false, ws: true, stats: false });
  const sockets = new Set();
  let messages = 0;
  let announces = 0;
  server.on('warning', () => {}); // a peer's malformed request: not the tests' business
  server.on('error', () => {});
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  server.ws.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('message', (data) => {
      messages++;
      try { if (JSON.parse(String(data)).action === 'announce') announces++; } catch { /* counted as a message */ }
    });
  });
  const { port } = server.http.address();
  return {
    url: `ws://127.0.0.1:${port}`,
    messages: () => messages,
    announces: () => announces,
    sockets: () => sockets.size,
    stop: () => new Promise((resolve) => {
      for (const s of sockets) s.terminate();
      server.close(() => resolve());
    }),
  };
}

/**
 * A browser context that is one device at a table pointed at `tracker`: its own storage and keys, no STUN
 * (loopback). `settings`: more of the device's settings (localStorage key → value), as a player would set them;
 * `locale`: the browser's language.
 */
export async function tableContext(browser, tracker, { viewport = { width: 1440, height: 900 }, settings = {}, locale } = {}) {
  const context = await browser.newContext({ viewport, reducedMotion: 'reduce', bypassCSP: true, ...(locale ? { locale } : {}) });
  const all = { 'hex-checkers/remote-trackers': JSON.stringify([tracker.url]), 'hex-checkers/remote-ice': '[]', ...settings };
  await context.addInitScript((values) => {
    try {
      for (const [key, value] of Object.entries(values)) if (localStorage.getItem(key) === null) localStorage.setItem(key, value);
    } catch { /* a page without storage */ }
  }, all);
  return context;
}
