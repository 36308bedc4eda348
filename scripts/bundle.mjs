// Trunk post_build hook, after scripts/minify.mjs and before scripts/sw-precache.mjs:
// joins the game page's module graph (www/app/app.js) and the lab's (www/lab/lab.js)
// into a few files, so a first visit downloads one gzipped stream of JavaScript
// rather than forty small ones (BENCHMARKS.md, "Issue 25 (lean)" and "Issue 25 (lean2)").
// - The page's start (its entry and every module it imports statically) is one file,
//   www/app/app.js. Every file loaded by import('./x.js') stays a file of its own at
//   its own path, so what loads on first use still loads on first use; code the lazy
//   modules share among themselves goes into www/chunks/, once; a start module they
//   import is read from the start's file, so no module runs twice in a page.
// - A URL built from the module's own address, new URL('x', import.meta.url) (the
//   element's stylesheet, the bot's worker, the wasm modules, a language's
//   catalogue, the puzzles), names the same file as before: each relative literal
//   (or a template literal's leading part) is rewritten against the site's root
//   here, and against the folder of the output file it lands in once the output
//   is known. A URL this cannot rewrite stops the build.
// - The engine module (pkg/hex-checkers.js) is one file with its wasm glue, imported
//   by the bundles and by everything else (the workers, the package's element), so a
//   page holds one copy of the law however its modules came.
// - The workers, the service worker and the examples stay as they were (minified
//   file by file).
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
const ENGINE = 'pkg/hex-checkers.js';
const ENGINE_ALIAS = 'www/hex-checkers.js';
/** The engine module, checking that www/hex-checkers.js still is nothing but its re-export (as minified). */
function engineAlias() {
  const code = readFileSync(path.join(dir, ENGINE_ALIAS), 'utf8').trim();
  const plain = 'export*from"../pkg/hex-checkers.js";import{default as f}from"../pkg/hex-checkers.js";export{f as default};';
  if (code !== plain) throw new Error(`bundle: ${ENGINE_ALIAS} is no longer a plain re-export of ${ENGINE}; read it as a module again`);
  return ENGINE;
}
/** Stands for the site's root in a rewritten URL until the output file it lands in is known. */
const ROOT = '__hc_site_root__/';
const posix = path.posix;
const rel = (abs) => path.relative(dir, abs).split(path.sep).join('/');

// new URL(<a literal: '…', "…" or `…${…}…`>, import.meta.url): group 2 is the literal's leading
// part, before its closing quote or its first ${.
const NEW_URL = /new URL\(\s*(['"`])([^'"`$\\]*)(?=[^;()]*?,\s*import\.meta\.url\s*\))/g;

/** A start module's name as a lazy module imports it from the start's file: group 1 the module's index, 2 the name. */
const PROXIED = /__hc(\d+)_([A-Za-z_$][\w$]*)/g;

/** The targets (site-root paths) of the rewritten URLs, by file; the workers among them are followed. */
const targets = new Set();

function rewrite(file, code) {
  if (new RegExp(PROXIED.source).test(code)) throw new Error(`bundle: ${file} holds a name of the form __hc<n>_<name>, which this build makes`);
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

/** Rewrites each module's URLs; `engine`: the engine module (pkg/) is what is bundled, not an external file. */
const keepUrls = (engine) => ({
  name: 'keep-module-urls',
  setup(b) {
    // The engine module (pkg/) stays a file of its own, imported by the bundles: one copy per page,
    // shared with any module loaded unbundled (a worker's, a test's), so the law is loaded once.
    // www/hex-checkers.js, a re-export of it (the element's path to the engine), is read as the engine module
    // itself: bundled, `export *` from an external file would become a copy of each name taken once, at the
    // start (a name the engine fills later, BOT_LEVELS, would stay empty), where an import stays live.
    b.onResolve({ filter: /^\.\.?\// }, (args) => {
      const target = rel(path.resolve(args.resolveDir, args.path));
      if (engine) return undefined;
      if (target === ENGINE_ALIAS) return { path: `${ROOT}${engineAlias()}`, external: true };
      return target.startsWith('pkg/') ? { path: `${ROOT}${target}`, external: true } : undefined;
    });
    b.onLoad({ filter: /\.m?js$/ }, (args) => ({
      contents: rewrite(rel(args.path), readFileSync(args.path, 'utf8')),
      loader: 'js',
    }));
  },
});

/** The virtual module that is the start's file: the page's entry, and the names the lazy modules use. */
const START = 'hc-start';
const SITE_URL = new RegExp(`^${ROOT}`);
/** A module of this build's own making (a proxy, the start's file), not a source file. */
const VIRTUAL = /^hc-[a-z]+:/;

/** The names each module exports (a re-export of the engine module's included), by module. */
async function exportNames(modules) {
  const { metafile } = await build({
    absWorkingDir: dir, entryPoints: modules, bundle: true, splitting: true, format: 'esm', outdir: dir,
    write: false, metafile: true, external: ['node:*'], logLevel: 'silent',
  });
  const names = new Map(modules.map((m) => [m, []]));
  for (const out of Object.values(metafile.outputs)) if (names.has(out.entryPoint)) names.set(out.entryPoint, out.exports);
  return names;
}

/** Build 1 (the lazy modules): each start module they reach is a proxy of the start's file. */
const startProxies = (entry, modules, names) => ({
  name: 'start-proxies',
  setup(b) {
    b.onResolve({ filter: SITE_URL }, (args) => ({ path: args.path, external: true }));
    b.onResolve({ filter: /^\.\.?\// }, (args) => {
      const target = rel(path.resolve(args.resolveDir, args.path));
      return modules.includes(target) ? { path: target, namespace: 'hc-proxy' } : undefined;
    });
    b.onLoad({ filter: /.*/, namespace: 'hc-proxy' }, (args) => {
      if (args.path === entry) throw new Error(`bundle: a module loaded on first use imports ${entry}, the page's entry`);
      const index = modules.indexOf(args.path);
      const list = names.get(args.path).map((n) => `__hc${index}_${n} as ${n}`);
      return { contents: `export { ${list.join(', ')} } from '${ROOT}${entry}';\n`, loader: 'js' };
    });
  },
});

/** Build 2 (the start): the entry, exporting the names the lazy modules use; each lazy module loaded by its path. */
const startFile = (entry, modules, used, lazy) => ({
  name: 'start-file',
  setup(b) {
    b.onResolve({ filter: new RegExp(`^${START}$`) }, () => ({ path: START, namespace: START }));
    b.onLoad({ filter: /.*/, namespace: START }, () => ({
      contents: [`import './${entry}';`, ...[...used].map(([module, list]) => {
        const index = modules.indexOf(module);
        return `export { ${[...list].map((n) => `${n} as __hc${index}_${n}`).join(', ')} } from './${module}';`;
      })].join('\n'),
      resolveDir: dir,
      loader: 'js',
    }));
    b.onResolve({ filter: /^\.\.?\// }, (args) => {
      const target = rel(path.resolve(args.resolveDir, args.path));
      return args.kind === 'dynamic-import' && lazy.includes(target) ? { path: `${ROOT}${target}`, external: true } : undefined;
    });
  },
});

const bundle = (entryPoints, splitting, plugins = [], engine = false) => build({
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
  plugins: [...plugins, keepUrls(engine)],
});
// The game page: its start (the entry and every module it imports statically) as one file, and each
// module loaded by import('…') a file at its own path (the same file from build to build, and its name in
// the network log), with what the lazy modules share among themselves in www/chunks/. esbuild's code
// splitting alone would cut the start into a chunk per set of entries sharing a module (a dozen gzip
// streams, 3 to 5 KB lost), so the page is built twice:
// 1. the lazy modules, with splitting; a start module they import is a proxy re-exporting its names from
//    the start's file (one instance of each module per page), under names that say which module and
//    which export (`__hc<module>_<name>`: names crossing files are not minified; written out, each
//    becomes a short one);
// 2. the start, as one file, exporting exactly the names the lazy modules use, nothing more (esbuild's
//    tree shaking stays whole), and loading each lazy module by its path.
const results = [];
/** Each name crossing from the start's file to a lazy module, and the short name it is written as. */
const shortNames = new Map();
for (const [entry, splitting] of PAGES) {
  if (!splitting) {
    results.push(await bundle([entry], false));
    continue;
  }
  const { metafile: graph } = await bundle([entry], true);
  const startModules = [];
  const reach = (f) => {
    if (startModules.includes(f) || !graph.inputs[f]) return;
    startModules.push(f);
    for (const i of graph.inputs[f].imports) if (i.kind === 'import-statement' && !i.external) reach(i.path);
  };
  reach(entry);
  // A module both in the start and loaded by import('…') stays in the start (esbuild resolves the import there).
  const lazy = [...new Set(Object.values(graph.inputs)
    .flatMap((input) => input.imports.filter((i) => i.kind === 'dynamic-import' && !i.external).map((i) => i.path)))]
    .filter((f) => !startModules.includes(f)).sort();
  const names = await exportNames(startModules);
  const lazyBuild = await bundle(lazy, true, [startProxies(entry, startModules, names)]);
  const used = new Map();
  for (const file of lazyBuild.outputFiles) {
    for (const [, index, name] of file.text.matchAll(PROXIED)) {
      const module = startModules[Number(index)];
      if (!module || !names.get(module).includes(name)) throw new Error(`bundle: ${rel(file.path)} imports __hc${index}_${name}, which no start module exports`);
      used.set(module, new Set([...(used.get(module) ?? []), name]));
    }
  }
  const startBuild = await bundle([{ in: START, out: entry.replace(/\.m?js$/, '') }], false, [startFile(entry, startModules, used, lazy)]);
  results.push(startBuild, lazyBuild);
  // Written out, each such name is a short one ($0, $1, …: esbuild's own chunks do the same): the start's
  // file lists them all, and every byte of it is downloaded before the first move.
  for (const [module, list] of used) {
    for (const name of [...list].sort()) shortNames.set(`__hc${startModules.indexOf(module)}_${name}`, `$${shortNames.size.toString(36)}`);
  }
}

// The engine module with its wasm glue (pkg/wasm/hex_checkers.js, imported by it alone) as one file:
// one request and one gzip stream at the start; every importer (the page, the workers, the package's
// element) loads this same file, so each thread holds one copy of the law.
if (existsSync(path.join(dir, ENGINE))) results.push(await bundle([ENGINE], false, [], true));

const outputs = {};
for (const result of results) for (const file of result.outputFiles) {
  const name = rel(file.path);
  if (name.endsWith('.map')) continue;
  let up = posix.relative(posix.dirname(name), '.');
  up = up === '' ? './' : `${up}/`;
  const text = file.text.split(ROOT).join(up).replace(PROXIED, (whole) => {
    if (!shortNames.has(whole)) throw new Error(`bundle: ${name}: ${whole} is not a name the start exports`);
    return shortNames.get(whole);
  });
  mkdirSync(path.dirname(file.path), { recursive: true });
  writeFileSync(file.path, text);
  if (outputs[name]) throw new Error(`bundle: ${name} is written by two bundles`);
  const meta = result.metafile.outputs[name];
  outputs[name] = {
    inputs: Object.keys(meta.inputs).filter((f) => !VIRTUAL.test(f)).sort(),
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
const inputs = new Set(results.flatMap((r) => Object.keys(r.metafile.inputs)).filter((f) => !VIRTUAL.test(f)));
const unused = [...inputs].filter((f) => !outputs[f] && !needed.has(f)).sort();

writeFileSync(path.join(dir, 'bundle.json'), `${JSON.stringify({ start, outputs, unused }, null, 1)}\n`);
const bytes = start.reduce((n, f) => n + readFileSync(path.join(dir, f)).length, 0);
console.log(`bundle: ${inputs.size} modules into ${Object.keys(outputs).length} files; the start ${start.length} files, ${bytes} bytes; ${unused.length} sources left unused`);
