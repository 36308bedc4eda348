// The GitHub Pages build: Trunk with --public-url /hex-checkers/ (what
// .github/workflows/pages.yml does with the repository's name), served under
// /hex-checkers/ on localhost. The game plays there, every request stays
// under the sub-path, the service worker's scope is the sub-path, and the
// example page works too; no console errors.
// Builds into a temp folder, reusing pkg/ (HC_PKG_PREBUILT); set
// HC_DIST_SUBPATH=<folder> to test a sub-path build made elsewhere instead.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ROOT, serve, launch, DESKTOP, cell, settle } from './harness.mjs';

const SUB = 'hex-checkers';
let tmp;
let server;
let browser;

before(async () => {
  tmp = mkdtempSync(path.join(tmpdir(), 'hc-subpath-'));
  const site = path.join(tmp, SUB);
  if (process.env.HC_DIST_SUBPATH) {
    cpSync(process.env.HC_DIST_SUBPATH, site, { recursive: true });
  } else {
    execFileSync('trunk', ['build', '--release', '--public-url', `/${SUB}/`, '--dist', site], {
      cwd: ROOT,
      stdio: ['ignore', 'ignore', 'pipe'],
      env: {
        ...process.env,
        PATH: `${process.env.HOME}/.cargo/bin:${ROOT}/node_modules/.bin:${process.env.PATH}`,
        TRUNK_SKIP_VERSION_CHECK: 'true',
        HC_PKG_PREBUILT: '1',
      },
    });
  }
  // Something else owns the site root, as on GitHub Pages (the user's own site).
  writeFileSync(path.join(tmp, 'index.html'), '<!doctype html><title>another site</title><p>not the game</p>');
  server = await serve(tmp);
  browser = await launch();
});
after(async () => {
  await browser?.close();
  await server?.close();
  if (tmp) rmSync(tmp, { recursive: true, force: true });
});

test('the sub-path build plays under /hex-checkers/, every request under the sub-path', async () => {
  const context = await browser.newContext({ viewport: DESKTOP, reducedMotion: 'reduce' });
  const page = await context.newPage();
  const errors = [];
  const outside = [];
  const base = `${server.url}${SUB}/`;
  page.on('console', (m) => { if (m.type() === 'error') errors.push(`console: ${m.text()}`); });
  page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
  page.on('request', (r) => { if (!r.url().startsWith(base) && !r.url().startsWith('data:')) outside.push(r.url()); });
  page.on('requestfailed', (r) => errors.push(`failed: ${r.url()}`));
  page.on('response', (r) => { if (r.status() >= 400) errors.push(`${r.status()}: ${r.url()}`); });
  await page.goto(base);
  await page.waitForSelector('html[data-ready="true"]');
  await page.evaluate(() => document.querySelector('hex-checkers').newGame({ players: 2, radius: 5 }));
  await cell(page, '-2,4').click();
  await cell(page, '-2,3').click();
  await settle(page);
  assert.deepEqual(await page.evaluate(() => document.querySelector('hex-checkers').game.board.get('-2,3')), { seat: 0, king: false });
  assert.equal(await page.locator('#move-list button[data-index="1"]').textContent(), 'j4-i4');

  const sw = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
  assert.equal(sw, base, 'the service worker covers the sub-path');
  const manifest = await page.evaluate(async () => {
    const href = document.querySelector('link[rel="manifest"]').href;
    const data = await (await fetch(href)).json();
    return { start: new URL(data.start_url, href).href, scope: new URL(data.scope, href).href };
  });
  assert.deepEqual(manifest, { start: base, scope: base });

  await page.goto(`${base}examples/embed.html`);
  await page.evaluate(() => Promise.all([...document.querySelectorAll('hex-checkers')].map((el) => el.ready)));
  assert.equal(await page.locator('hex-checkers').count(), 2);
  assert.deepEqual(outside, [], 'no request left the sub-path');
  assert.deepEqual(errors, []);
  await context.close();
});
