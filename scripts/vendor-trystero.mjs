// Bundles the peer-discovery library (Trystero's BitTorrent strategy, npm
// "@trystero-p2p/torrent" with its "@trystero-p2p/core") into one ES module,
// www/app/remote/vendor/trystero-torrent.mjs, which the page loads by import()
// only for a live table (www/app/remote/discovery.js). The site is static and
// unbundled, so the library is vendored like uqr.mjs; run this after changing
// the package's version in package.json (tests/app/vendor.test.mjs checks that
// the file is this script's output for the installed version).
//   node scripts/vendor-trystero.mjs          writes the file
//   node scripts/vendor-trystero.mjs --check  exits 1 when the file differs

import { readFileSync, writeFileSync } from 'node:fs';
import { build } from 'esbuild';

const root = new URL('..', import.meta.url);
const out = new URL('www/app/remote/vendor/trystero-torrent.mjs', root);

export async function bundle() {
  const pkg = JSON.parse(readFileSync(new URL('node_modules/@trystero-p2p/torrent/package.json', root), 'utf8'));
  const core = JSON.parse(readFileSync(new URL('node_modules/@trystero-p2p/core/package.json', root), 'utf8'));
  const result = await build({
    stdin: { contents: "export * from '@trystero-p2p/torrent';", resolveDir: root.pathname, loader: 'js' },
    bundle: true, format: 'esm', minify: true, write: false, legalComments: 'none', target: 'es2022', logLevel: 'silent',
  });
  const header = `// Trystero ${pkg.version}: npm "@trystero-p2p/torrent" ${pkg.version} with "@trystero-p2p/core" ${core.version},\n`
    + '// bundled and minified by scripts/vendor-trystero.mjs (esbuild), otherwise unchanged.\n'
    + '// MIT License, Copyright (c) 2021 Dan Motzenbecker. Loaded only for a live table (discovery.js), by import().\n';
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
