// Where live play reaches (www/app/remote/network.js): the page's CSP names
// exactly the trackers the build uses, and the vendored peer-discovery bundle
// is the one scripts/vendor-trystero.mjs makes from the installed package.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { STUN_SERVERS, TRACKERS } from '../../www/app/remote/network.js';
import { bundle } from '../../scripts/vendor-trystero.mjs';

const page = readFileSync(new URL('../../index.html', import.meta.url), 'utf8');

test('the CSP\'s connect-src is the site itself and exactly the trackers of network.js', () => {
  const csp = /http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(page)[1];
  const connect = csp.split(';').map((d) => d.trim().split(/\s+/)).find(([name]) => name === 'connect-src');
  assert.deepEqual(connect.slice(1).sort(), ["'self'", ...TRACKERS].sort());
  assert.ok(TRACKERS.every((u) => /^wss:\/\/[a-z0-9.-]+(:\d+)?$/.test(u)), 'whole hosts over TLS, nothing wider');
  assert.ok(STUN_SERVERS.length > 0 && STUN_SERVERS.every((u) => /^stun:[a-z0-9.-]+:\d+$/.test(u)));
});

test('the vendored Trystero bundle is scripts/vendor-trystero.mjs\'s output for the installed version', async () => {
  const held = readFileSync(new URL('../../www/app/remote/vendor/trystero-torrent.mjs', import.meta.url), 'utf8');
  assert.equal(held, await bundle(), 'run node scripts/vendor-trystero.mjs');
  assert.match(held, /export\{[^}]*joinRoom/);
});
