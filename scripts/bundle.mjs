// Trunk post_build hook, after scripts/minify.mjs and before scripts/sw-precache.mjs:
// joins the game page's module graph (www/app/app.js) and the lab's (www/lab/lab.js)
// into a few files, so a first visit downloads one gzipped stream of JavaScript
// rather than forty small ones (BENCHMARKS.md, "Issue 25 (lean)").
// - Every file loaded by import('./x.js') stays a file of its own at its own path
//   (an entry point of esbuild's code splitting), so what loads on first use
//   still loads on first use; code shared between the start and such a file goes
//   into www/chunks/, once, so no module runs twice in a page.
// - A URL built from the module's own address, new URL('x', import.meta.url) (the
//   element's stylesheet, the bot's worker, the wasm modules, a language's
//   catalogue, the puzzles), names the same file as before: each relative literal
//   (or a template literal's leading part) is rewritten against the site's root
//   here, and against the folder of the output file it lands in once the output
//   is known. A URL this cannot rewrite stops the build.
// - The workers, the service worker, the engine module (pkg/: the bundles import
//   it, so a page holds one copy of the law however its modules came) and the
//   examples stay as they were (minified file by file).
// - index.html's modulepreload links are replaced by the start's files.
// - bundle.json at the root says which source files each output holds (the
//   start test reads it to name the modules a page loaded), and which source
//   files nothing loads any more (sw-precache.mjs leaves them out).
// The sources in www/ and pkg/ stay unbundled; only the built site changes.
// - HC_DEV_BUILD=1 (scripts/serve.sh): nothing is bundled, so the served files are
//   the sources.
// Run by hand on a built folder: node scripts/bundle.mjs dist

import { existsSync, readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const dir = path.resolve(process.argv[2] ?? process.env.TRUNK_STAGING_DIR ?? '');
if (!process.argv[2] && !process.env.TRUNK_STAGING_DIR) throw new Error('bundle: no build folder (TRUNK_STAGING_DIR or an argument)');

if (process.env.HC_DEV_BUILD === '1') {
  console.log('development build: not bundled');
  process.exit(0);
}

// The game page's entry (its lazy modules split off at their own paths), and the lab's page, bundled
// apart as one file (it has no lazy module): sharing chunks with the lab would cut the game page's
// start into more, smaller files.
const PAGES = [['www/app/app.js', true], ['www/lab/lab.js', false]].filter(([f]) => existsSync(path.join(dir, f)));
const PAGE = 'index.html';
const PAGE_ENTRY = 'www/app/app.js';
/** Stands for the site's root in a rewritten URL until the output file it lands in is known. */
const ROOT = '__hc_site_root__/';
const posix = path.posix;
const rel = (abs) => path.relative(dir, abs).split(path.sep).join('/');

// new URL(<a literal: '…', "…" or `…${…}…`>, import.meta.url): group 2 is the literal's leading
// part, before its closing quote or its first ${.
const NEW_URL = /new URL\(\s*(['"`])([^'"`$\\]*)(?=[^;()]*?,\s*import\.meta\.url\s*\))/g;

/** The targets (site-root paths) of the rewritten URLs, by file; the workers among them are followed. */
const targets = new Set();

function rewrite(file, code) {
  const folder = posix.dirname(file);
  let count = 0;
  const out = code.replace(NEW_URL, (whole, quote, lead) => {
    if (lead === '' || lead.startsWith('/') || /^[a-z][a-z0-9+.-]*:/i.test(lead)) {
      throw new Error(`bundle: ${file}: new URL(${quote}${lead}…, import.meta.url) is not relative to the module`);
    }
    let resolved = posix.normalize(posix.join(folder, lead));
    if (lead.endsWith('/') && !resolved.endsWith('/')) resolved += '/';
    if (resolved.startsWith('../')) throw new Error(`bundle: ${file}: ${lead} leaves the site`);
    targets.add(resolved);
    count += 1;
    return `new URL(${quote}${ROOT}${resolved}`;
  });
  const uses = code.split('import.meta.url').length - 1;
  if (uses !== count) {
    throw new Error(`bundle: ${file}: ${uses} uses of import.meta.url, ${count} of them new URL('relative', import.meta.url): `
      + 'only that form keeps its meaning in a bundle');
  }
  return out;
}

const keepUrls = {
  name: 'keep-module-urls',
  setup(b) {
    // The engine module (pkg/) stays a file of its own, imported by the bundles: one copy per page,
    // shared with any module loaded unbundled (a worker's, a test's), so the law is loaded once.
    b.onResolve({ filter: /^\.\.?\// }, (args) => {
      const target = rel(path.resolve(args.resolveDir, args.path));
      return target.startsWith('pkg/') ? { path: `${ROOT}${target}`, external: true } : undefined;
    });
    b.onLoad({ filter: /\.m?js$/ }, (args) => ({
      contents: rewrite(rel(args.path), readFileSync(args.path, 'utf8')),
      loader: 'js',
    }));
  },
};

const bundle = (entryPoints, splitting) => build({
  absWorkingDir: dir,
  entryPoints,
  bundle: true,
  splitting,
  format: 'esm',
  target: 'esnext',
  minify: true,
  legalComments: 'none',
  outdir: dir,
  outbase: dir,
  entryNames: '[dir]/[name]',
  chunkNames: 'www/chunks/[name]-[hash]',
  external: ['node:*'],
  write: false,
  metafile: true,
  allowOverwrite: true,
  logLevel: 'warning',
  plugins: [keepUrls],
});
// A module loaded by import('…') would land in www/chunks/ under a hashed name; named as an entry
// point too, it keeps its own path (the same file from build to build, and its name in the network log).
const results = [];
for (const [entry, splitting] of PAGES) {
  let entries = [entry];
  if (splitting) {
    const first = await bundle(entries, true);
    const lazy = Object.values(first.metafile.inputs)
      .flatMap((input) => input.imports.filter((i) => i.kind === 'dynamic-import' && !i.external).map((i) => i.path));
    entries = [...new Set([entry, ...lazy])].sort();
  }
  results.push(await bundle(entries, splitting));
}

const outputs = {};
for (const result of results) for (const file of result.outputFiles) {
  const name = rel(file.path);
  if (name.endsWith('.map')) continue;
  let up = posix.relative(posix.dirname(name), '.');
  up = up === '' ? './' : `${up}/`;
  const text = file.text.split(ROOT).join(up);
  mkdirSync(path.dirname(file.path), { recursive: true });
  writeFileSync(file.path, text);
  if (outputs[name]) throw new Error(`bundle: ${name} is written by two bundles`);
  const meta = result.metafile.outputs[name];
  outputs[name] = {
    inputs: Object.keys(meta.inputs).sort(),
    imports: meta.imports.filter((i) => i.kind === 'import-statement').map((i) => i.path.replace(ROOT, '')),
  };
}

/** The files a file left unbundled (the engine module) imports statically, itself first. */
async function staticGraph(file) {
  const { metafile } = await build({
    absWorkingDir: dir, entryPoints: [file], bundle: true, format: 'esm', write: false, metafile: true,
    external: ['node:*'], logLevel: 'silent',
  });
  return [file, ...Object.keys(metafile.inputs).filter((f) => f !== file)];
}

// The start: the page's entry and every file it imports statically, at any depth.
const start = [];
const visit = async (name) => {
  if (start.includes(name)) return;
  if (!outputs[name]) {
    for (const f of await staticGraph(name)) if (!start.includes(f)) start.push(f);
    return;
  }
  start.push(name);
  for (const next of outputs[name].imports) await visit(next);
};
await visit(PAGE_ENTRY);

const pagePath = path.join(dir, PAGE);
const page = readFileSync(pagePath, 'utf8');
const entryTag = `<script type="module" src="${PAGE_ENTRY}"></script>`;
if (!page.includes(entryTag)) throw new Error(`bundle: ${entryTag} not found in ${PAGE}`);
const preloads = start.filter((f) => f !== PAGE_ENTRY).map((f) => `<link rel="modulepreload" href="${f}">\n`).join('');
writeFileSync(pagePath, page.replace(/<link rel="modulepreload" href="[^"]*">\n?/g, '').replace(entryTag, `${preloads}${entryTag}`));

// What the unbundled files reached by a URL (the workers, a language's catalogue) still import.
const needed = new Set();
const follow = [...targets].filter((t) => /\.m?js$/.test(t));
while (follow.length) {
  const entry = follow.pop();
  if (needed.has(entry) || outputs[entry] || !existsSync(path.join(dir, entry))) continue;
  for (const input of await staticGraph(entry)) {
    needed.add(input);
    const code = readFileSync(path.join(dir, input), 'utf8');
    for (const [, , lead] of code.matchAll(NEW_URL)) {
      const next = posix.normalize(posix.join(posix.dirname(input), lead));
      if (/\.m?js$/.test(next)) follow.push(next);
    }
  }
}
const inputs = new Set(results.flatMap((r) => Object.keys(r.metafile.inputs)));
const unused = [...inputs].filter((f) => !outputs[f] && !needed.has(f)).sort();

writeFileSync(path.join(dir, 'bundle.json'), `${JSON.stringify({ start, outputs, unused }, null, 1)}\n`);
const bytes = start.reduce((n, f) => n + readFileSync(path.join(dir, f)).length, 0);
console.log(`bundle: ${inputs.size} modules into ${Object.keys(outputs).length} files; the start ${start.length} files, ${bytes} bytes; ${unused.length} sources left unused`);
