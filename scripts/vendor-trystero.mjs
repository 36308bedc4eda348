// Bundles the peer-discovery library (Trystero's BitTorrent and Nostr
// strategies, npm "@trystero-p2p/torrent" and "@trystero-p2p/nostr", with the
// one "@trystero-p2p/core" they share) into one ES module,
// www/app/remote/vendor/trystero.mjs, which the page loads by import() only for
// a live table (www/app/remote/discovery.js). It exports each strategy as a
// namespace, `torrent` and `nostr`: both come from the same copy of the core, so
// this device's peer id (`selfId`) and the relays' reconnection lock
// (pause/resumeRelayReconnection) are one for both networks. It also exports
// `schnorr`, the secp256k1 Schnorr signatures (BIP-340) the Nostr strategy
// signs its events with, one copy: the lobby signs and checks its listings with
// it (www/app/remote/lobby.js). The site is static
// and unbundled, so the library is vendored like uqr.mjs; run this after
// changing the packages' versions in package.json (tests/app/remote-network.test.mjs
// checks that the file is this script's output for the installed versions and
// that the core is in it once).
//   node scripts/vendor-trystero.mjs          writes the file
//   node scripts/vendor-trystero.mjs --check  exits 1 when the file differs

import { readFileSync, writeFileSync } from 'node:fs';
import { build } from 'esbuild';

const root = new URL('..', import.meta.url);
const out = new URL('www/app/remote/vendor/trystero.mjs', root);
const version = (name) => JSON.parse(readFileSync(new URL(`node_modules/${name}/package.json`, root), 'utf8')).version;

export async function bundle() {
  const result = await build({
    stdin: {
      contents: "export * as torrent from '@trystero-p2p/torrent';\nexport * as nostr from '@trystero-p2p/nostr';\nexport { schnorr } from '@noble/secp256k1';\n",
      resolveDir: root.pathname,
      loader: 'js',
    },
    bundle: true, format: 'esm', minify: true, write: false, legalComments: 'none', target: 'es2022', logLevel: 'silent', metafile: true,
  });
  const cores = Object.keys(result.metafile.inputs).filter((f) => /@trystero-p2p\/core\/dist\/utils\.mjs$/.test(f));
  if (cores.length !== 1) throw new Error(`vendor-trystero: expected one copy of @trystero-p2p/core, found ${cores.length}`);
  const names = ['@trystero-p2p/torrent', '@trystero-p2p/nostr', '@trystero-p2p/core', '@noble/secp256k1'];
  const header = `// Trystero: ${names.map((n) => `npm "${n}" ${version(n)}`).join(', ')},\n`
    + '// bundled and minified by scripts/vendor-trystero.mjs (esbuild), otherwise unchanged: one copy of the core for both strategies.\n'
    + '// MIT License, Copyright (c) 2021 Dan Motzenbecker (Trystero); MIT License, Copyright (c) 2019 Paul Miller (noble-secp256k1).\n'
    + '// Loaded only for a live table (discovery.js) and the lobby of open tables (lobby.js), by import().\n';
  return header + result.outputFiles[0].text;
}

if (process.argv[1] && new URL(`file://${process.argv[1]}`).href === import.meta.url) {
  const text = await bundle();
  if (process.argv.includes('--check')) {
    const held = readFileSync(out, 'utf8');
    if (held !== text) { console.error('vendor-trystero: the vendored bundle is not this version\'s: run node scripts/vendor-trystero.mjs'); process.exit(1); }
  } else {
    writeFileSync(out, text);
    console.log(`${out.pathname}: ${text.length} bytes`);
  }
}
