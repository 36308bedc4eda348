// Size of embedding <hex-checkers>, for BENCHMARKS.md (section "Embedding").
// Run by hand after `trunk build`:  node tests/browser/element-measure.mjs
// A minimal embedding page (one script tag, one element) is loaded in Chromium
// from the built dist/; every response it gets is gzipped here (level 9) and
// summed, split into the element's own files and the engine package.

import { gzipSync } from 'node:zlib';
import { launch, serve, DESKTOP } from './harness.mjs';

const server = await serve();
const browser = await launch();
try {
  const ctx = await browser.newContext({ viewport: DESKTOP });
  await ctx.route('**/embed-measure.html', (route) => route.fulfill({
    contentType: 'text/html',
    body: '<!doctype html><title>embed</title><link rel="icon" href="data:,"><script type="module" src="/www/element/element.js"></script><hex-checkers players="2"></hex-checkers>',
  }));
  const page = await ctx.newPage();
  const files = [];
  page.on('response', async (res) => {
    const url = res.url().replace(server.url, '/');
    if (url.endsWith('embed-measure.html') || url.startsWith('data:')) return;
    try {
      const body = await res.body();
      files.push({ url, raw: body.length, gz: gzipSync(body, { level: 9 }).length });
    } catch { /* no body */ }
  });
  await page.goto(`${server.url}embed-measure.html`);
  await page.evaluate(() => document.querySelector('hex-checkers').ready);
  await page.waitForTimeout(300);
  await ctx.close();
  files.sort((a, b) => b.gz - a.gz);
  const sum = (list) => list.reduce((t, f) => ({ raw: t.raw + f.raw, gz: t.gz + f.gz, n: t.n + 1 }), { raw: 0, gz: 0, n: 0 });
  const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
  const element = sum(files.filter((f) => !f.url.startsWith('/pkg/')));
  const engine = sum(files.filter((f) => f.url.startsWith('/pkg/')));
  const all = sum(files);
  for (const f of files) console.log(`${f.url.padEnd(32)} ${String(f.raw).padStart(7)} B  ${String(f.gz).padStart(6)} B gz`);
  console.log(`element's own files: ${element.n} files, ${kb(element.raw)} raw, ${kb(element.gz)} gzipped`);
  console.log(`engine package:      ${engine.n} files, ${kb(engine.raw)} raw, ${kb(engine.gz)} gzipped`);
  console.log(`embedding page total: ${all.n} files, ${kb(all.raw)} raw, ${kb(all.gz)} gzipped`);
} finally {
  await browser.close();
  await server.close();
}
