// Trunk post_build hook, before scripts/sw-precache.mjs: minifies the site's own
// JavaScript and CSS in the staged build, file by file (every module keeps its name,
// its imports and its exports; scripts/bundle.mjs then joins the page's module graph,
// and what it leaves, the workers among them, stays as minified here). It halves the page's JavaScript
// gzipped (BENCHMARKS.md, "Page"). The sources in www/ and the npm package in pkg/
// stay readable; only dist/ changes. No syntax is lowered (the browsers the page
// supports run the sources as written).
// The page itself (index.html) loses its comments, the indentation at the start
// of its lines and Trunk's leftover tags, nothing else: attributes, text and whitespace between words stay
// (a full HTML minifier drops default attributes such as type="submit", which the
// page's styles and tests select on).
// - HC_DEV_BUILD=1 (scripts/serve.sh): nothing is minified, so the served files are
//   the sources.
// Run by hand on a built folder: node scripts/minify.mjs dist

import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { transform } from 'esbuild';

const dir = process.argv[2] ?? process.env.TRUNK_STAGING_DIR;
if (!dir) throw new Error('minify: no build folder (TRUNK_STAGING_DIR or an argument)');

if (process.env.HC_DEV_BUILD === '1') {
  console.log('development build: not minified');
  process.exit(0);
}

function walk(rel) {
  return readdirSync(path.join(dir, rel), { withFileTypes: true }).flatMap((d) => {
    const p = `${rel}/${d.name}`;
    return d.isDirectory() ? walk(p) : [p];
  });
}

// The page's files: www/ (app and element) and the engine module with its glue under pkg/.
// Not sw.js (filled in after this step) nor the examples (pages of their own, read as source).
const files = [...walk('www'), ...walk('pkg')].filter((f) => /\.(m?js|css)$/.test(f) && !f.endsWith('www/app/platform/sw.js'));
let before = 0;
let after = 0;
for (const file of files) {
  const full = path.join(dir, file);
  const source = readFileSync(full, 'utf8');
  const loader = file.endsWith('.css') ? 'css' : 'js';
  const { code } = await transform(source, {
    loader,
    minify: true,
    legalComments: 'none',
    ...(loader === 'js' ? { format: 'esm', target: 'esnext' } : {}),
  });
  writeFileSync(full, code);
  before += source.length;
  after += code.length;
}
const pagePath = path.join(dir, 'index.html');
const page = readFileSync(pagePath, 'utf8');
// Trunk leaves its own <link data-trunk …> tags in the page (the engine's, with data-trunk-skip): the
// browser has no use for them.
const trimmed = page.replace(/<!--[\s\S]*?-->/g, '').replace(/\n\s+/g, '\n').replace(/<link data-trunk [^>]*>\n?/g, '');
writeFileSync(pagePath, trimmed);
before += page.length;
after += trimmed.length;
console.log(`minify: ${files.length + 1} files, ${before} -> ${after} bytes`);
