// Trunk post_build hook: fills in the service worker's VERSION and PRECACHE
// (see www/app/platform/sw.js) in the staged build, before Trunk moves it into dist/.
// - PRECACHE: the app shell, as [URL, hash] pairs, URLs relative to sw.js at
//   the site root: the page ("./"), every file under www/ (the app, the
//   element, the manifest and icons), the engine module and its two wasm
//   modules (pkg/hex-checkers.js, pkg/wasm/). Not the examples, nor the
//   package's copy of the element (pkg/element/): they are cached when
//   visited. Nor the source files scripts/bundle.mjs joined into the
//   bundles and nothing loads on its own any more (bundle.json's "unused").
//   The hash (the first 16 hex digits of the file's SHA-256) lets the
//   worker take a file from the browser's HTTP cache, where the page has just
//   put it, without asking the server again: a copy whose hash differs (an
//   older build's) is fetched anew.
// - VERSION: a hash of every file of the build, so any change makes a new
//   cache (and the worker file itself changes, which is what browsers look at).
// - HC_DEV_BUILD=1 (set by scripts/serve.sh): a development build. Nothing is
//   precached; sw.js gets DEVELOPMENT = true (it removes itself) and the page
//   <html data-build="development"> (www/app/platform/offline.js registers no worker),
//   so a change shows on the next reload.
// Run by hand on a built folder: node scripts/sw-precache.mjs dist

import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const dir = process.argv[2] ?? process.env.TRUNK_STAGING_DIR;
if (!dir) throw new Error('sw-precache: no build folder (TRUNK_STAGING_DIR or an argument)');

function walk(rel = '') {
  return readdirSync(path.join(dir, rel), { withFileTypes: true }).flatMap((d) => {
    const p = rel ? `${rel}/${d.name}` : d.name;
    return d.isDirectory() ? walk(p) : [p];
  }).sort();
}

const files = walk().filter((f) => f !== 'sw.js' && !f.startsWith('.'));
const bundled = path.join(dir, 'bundle.json');
const unused = new Set(existsSync(bundled) ? JSON.parse(readFileSync(bundled, 'utf8')).unused : []);
const shell = files.filter((f) => f.startsWith('www/') || f === 'pkg/hex-checkers.js' || f.startsWith('pkg/wasm/'))
  .filter((f) => f !== 'www/app/platform/sw.js' && !f.endsWith('.d.ts') && !unused.has(f));
const hash = createHash('sha256');
for (const f of files) hash.update(f).update('\0').update(readFileSync(path.join(dir, f))).update('\0');
const version = hash.digest('hex').slice(0, 16);
const fileHash = (f) => createHash('sha256').update(readFileSync(path.join(dir, f))).digest('hex').slice(0, 16);
const precache = [['./', fileHash('index.html')], ...shell.map((f) => [f, fileHash(f)])];

const swPath = path.join(dir, 'sw.js');
let sw = readFileSync(swPath, 'utf8');
const VERSION_LINE = /^const VERSION = .*;$/m;
const PRECACHE_LINE = /^const PRECACHE = .*;$/m;
const DEVELOPMENT_LINE = /^const DEVELOPMENT = .*;$/m;
for (const line of [VERSION_LINE, PRECACHE_LINE, DEVELOPMENT_LINE]) {
  if (!line.test(sw)) throw new Error(`sw-precache: ${line.source} not found in sw.js`);
}
const development = process.env.HC_DEV_BUILD === '1';
sw = sw.replace(VERSION_LINE, `const VERSION = '${version}';`)
  .replace(PRECACHE_LINE, `const PRECACHE = ${JSON.stringify(development ? [] : precache)};`)
  .replace(DEVELOPMENT_LINE, `const DEVELOPMENT = ${development};`);
writeFileSync(swPath, sw);
if (development) {
  const pagePath = path.join(dir, 'index.html');
  const page = readFileSync(pagePath, 'utf8');
  const marked = page.replace(/<html lang="en">/, '<html lang="en" data-build="development">');
  if (marked === page) throw new Error('sw-precache: <html lang="en"> not found in index.html');
  writeFileSync(pagePath, marked);
  console.log('development build: no service worker');
} else {
  console.log(`sw.js: version ${version}, ${shell.length + 1} files precached`);
}
