// Where live play reaches (www/app/remote/network.js): the page's CSP names
// exactly the trackers and relays the build uses, written once in network.js;
// the vendored peer-discovery bundle is the one scripts/vendor-trystero.mjs
// makes from the installed packages, with one copy of the core for both
// strategies (one peer id, one reconnection lock).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import {
  NETWORKS, RELAYS, RETRY_CAP_MS, STUN_SERVERS, TRACKERS, hosts, retryCap,
} from '../../www/app/remote/network.js';
import { bundle } from '../../scripts/vendor-trystero.mjs';

const page = readFileSync(new URL('../../index.html', import.meta.url), 'utf8');

test('the CSP\'s connect-src is the site itself and exactly the trackers and relays of network.js', () => {
  const csp = /http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(page)[1];
  const connect = csp.split(';').map((d) => d.trim().split(/\s+/)).find(([name]) => name === 'connect-src');
  assert.deepEqual(connect.slice(1).sort(), ["'self'", ...TRACKERS, ...RELAYS].sort());
  assert.deepEqual(Object.values(NETWORKS).flat().sort(), [...TRACKERS, ...RELAYS].sort(), 'each host in one network');
  assert.ok(TRACKERS.length >= 2 && RELAYS.length >= 3, 'several hosts per network');
  assert.ok([...TRACKERS, ...RELAYS].every((u) => /^wss:\/\/[a-z0-9.-]+(:\d+)?$/.test(u)), 'whole hosts over TLS, nothing wider');
  assert.ok(STUN_SERVERS.length > 0 && STUN_SERVERS.every((u) => /^stun:[a-z0-9.-]+:\d+$/.test(u)));
});

test('a device\'s own hosts replace a network\'s public ones, an empty list leaves it out; its retry cap is bounded', () => {
  const store = new Map();
  globalThis.window = { localStorage: { getItem: (k) => store.get(k) ?? null, setItem: (k, v) => store.set(k, v) } };
  try {
    assert.deepEqual(hosts('torrent'), [...TRACKERS]);
    assert.deepEqual(hosts('nostr'), [...RELAYS]);
    store.set('hex-checkers/remote-relays', JSON.stringify(['ws://127.0.0.1:9', 'http://elsewhere', 7]));
    assert.deepEqual(hosts('nostr'), [...RELAYS], 'a list holding something else than text is no setting');
    store.set('hex-checkers/remote-relays', JSON.stringify(['ws://127.0.0.1:9', 'http://elsewhere']));
    assert.deepEqual(hosts('nostr'), ['ws://127.0.0.1:9'], 'only WebSocket URLs');
    store.set('hex-checkers/remote-trackers', '[]');
    assert.deepEqual(hosts('torrent'), [], 'no trackers: that network is not used on this device');
    assert.equal(retryCap(), RETRY_CAP_MS);
    store.set('hex-checkers/remote-retry-cap', '2');
    assert.equal(retryCap(), 2000);
    for (const bad of ['0', '61', '1.5', 'soon']) {
      store.set('hex-checkers/remote-retry-cap', bad);
      assert.equal(retryCap(), RETRY_CAP_MS, bad);
    }
  } finally {
    delete globalThis.window;
  }
});

test('the vendored Trystero bundle is scripts/vendor-trystero.mjs\'s output for the installed versions: both strategies over one core', async () => {
  const held = readFileSync(new URL('../../www/app/remote/vendor/trystero.mjs', import.meta.url), 'utf8');
  assert.equal(held, await bundle(), 'run node scripts/vendor-trystero.mjs');
  assert.match(held, /export\{[^}]*\bnostr\b[^}]*\}/);
  assert.match(held, /export\{[^}]*\btorrent\b[^}]*\}/);
  assert.equal(held.match(/Trystero: /g).length, 1);
  // The core's peer id is made once (genId(20)): one id for both networks, so a device met twice is one.
  const lib = await import('../../www/app/remote/vendor/trystero.mjs');
  assert.equal(lib.torrent.selfId, lib.nostr.selfId);
  assert.equal(lib.torrent.pauseRelayReconnection, lib.nostr.pauseRelayReconnection, 'one reconnection lock');
});
