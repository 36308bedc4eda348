// Offline play: visit once, wait for the service worker to control the page,
// go offline (and stop the server, so nothing can come from the network),
// reload: the board appears, the saved game resumes, a move can be played and
// the lazily loaded rules still open. Then updates: a new build on the server
// is found on the next visit and runs on the visit after it.
// Serves a copy of dist/ so the update step can change files.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DIST, ROOT, serve, launch, DESKTOP, cell, settle, shot } from './harness.mjs';

let tmp;
let browser;
before(async () => {
  tmp = mkdtempSync(path.join(tmpdir(), 'hc-offline-'));
  cpSync(DIST, tmp, { recursive: true });
  browser = await launch();
});
after(async () => {
  await browser?.close();
  if (tmp) rmSync(tmp, { recursive: true, force: true });
});

/** Waits until a service worker controls the page (it claims the page once installed). */
const controlled = (page) => page.evaluate(async () => {
  await navigator.serviceWorker.ready;
  if (!navigator.serviceWorker.controller) {
    await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }));
  }
  return navigator.serviceWorker.controller.scriptURL;
});

function recorder(page) {
  const errors = [];
  page.on('console', (m) => { if (m.type() === 'error') errors.push(`console: ${m.text()}`); });
  page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
  return errors;
}

test('once visited, the game starts and plays with the network gone', async () => {
  const log = [];
  const server = await serve(tmp, { log });
  const context = await browser.newContext({ viewport: DESKTOP, reducedMotion: 'reduce' });
  const page = await context.newPage();
  const errors = recorder(page);
  const asked = []; // what the page (and its workers) asked for; the service worker's own fetches are not page requests
  page.on('request', (r) => asked.push(new URL(r.url()).pathname));
  await page.goto(server.url);
  await page.waitForSelector('html[data-ready="true"]');
  assert.equal(await controlled(page), `${server.url}sw.js`);
  // The first visit, page and worker: every file reached the server once. The precache took the
  // files the page had just loaded from the browser's own cache, without asking again (no 304
  // either), and fetched the rest (the modules loaded on first use, the bot's wasm) once each.
  // (The page itself asks twice for its icon, as <img> and as favicon: those are the page's.)
  const sent = log.map((e) => e.path);
  const times = (list, p) => list.filter((x) => x === p).length;
  const again = [...new Set(sent)].filter((p) => times(sent, p) > Math.max(1, times(asked, p)));
  assert.deepEqual(again, [], 'the worker asked the server again for no file (not even a 304)');
  const cached = await page.evaluate(async (paths) => {
    const cache = await caches.open((await caches.keys())[0]);
    return (await Promise.all(paths.map(async (p) => ((await cache.match(p)) ? p : null)))).filter(Boolean);
  }, [...new Set(asked), '/www/app/panels/rules.js', '/pkg/wasm/hex_checkers_bot_bg.wasm']);
  assert.ok(cached.includes('/www/app/app.js') && cached.includes('/pkg/wasm/hex_checkers_bg.wasm'), `the precache holds the start files: ${cached}`);
  assert.ok(cached.includes('/www/app/panels/rules.js') && cached.includes('/pkg/wasm/hex_checkers_bot_bg.wasm'), 'and the files loaded on first use');
  assert.ok(!asked.includes('/www/app/panels/rules.js') && sent.includes('/www/app/panels/rules.js'), 'which the worker fetched itself');
  await page.evaluate(() => document.querySelector('hex-checkers').newGame({ players: 2, radius: 5 }));
  await cell(page, '-2,4').click();
  await cell(page, '-2,3').click();
  await settle(page);

  await server.close();
  await context.setOffline(true);
  await page.reload();
  await page.waitForSelector('html[data-ready="true"]');
  const resumed = await page.evaluate(() => {
    const el = document.querySelector('hex-checkers');
    return { hops: el.history.length, current: el.game.current, red: el.game.board.get('-2,3') };
  });
  assert.deepEqual(resumed, { hops: 1, current: 1, red: { seat: 0, king: false } });
  const move = await page.evaluate(() => {
    const m = document.querySelector('hex-checkers').game.legalMoves()[0];
    return { from: `${m.from.q},${m.from.r}`, to: `${m.to.q},${m.to.r}` };
  });
  await cell(page, move.from).click();
  await cell(page, move.to).click();
  await settle(page);
  assert.equal(await page.evaluate(() => document.querySelector('hex-checkers').history.length), 2, 'Blue moved offline');
  assert.deepEqual(await page.evaluate((k) => document.querySelector('hex-checkers').game.board.get(k), move.to), { seat: 1, king: false });

  // a module loaded only on demand (the rules' diagrams) comes from the cache too
  await page.click('#rules-btn');
  await page.waitForFunction(() => document.querySelectorAll('#rules-dialog [data-diagram]').length > 0
    && [...document.querySelectorAll('#rules-dialog [data-diagram]')].every((d) => d.shadowRoot?.querySelector('svg .cells g')));
  await shot(page, 'offline-rules');
  assert.deepEqual(errors, []);
  await context.close();
});

test('a new build is picked up: found on the next visit, running on the one after', async () => {
  const server = await serve(tmp); // reads the files on every request, so a new build shows at once
  const context = await browser.newContext({ viewport: DESKTOP, reducedMotion: 'reduce' });
  const page = await context.newPage();
  const errors = recorder(page);
  await page.goto(server.url);
  await page.waitForSelector('html[data-ready="true"]');
  await controlled(page);
  const oldTitle = await page.title();
  const [oldCache] = await page.evaluate(() => caches.keys());
  assert.match(oldCache, /^hex-checkers-[0-9a-f]{16}$/);

  // deploy a new build: a changed page, and the worker's version refilled by the build hook
  const index = path.join(tmp, 'index.html');
  writeFileSync(index, readFileSync(index, 'utf8').replace('<title>Hex Checkers</title>', '<title>Hex Checkers (new build)</title>'));
  execFileSync(process.execPath, [path.join(ROOT, 'scripts/sw-precache.mjs'), tmp], { stdio: 'ignore' });

  // next visit: the old build still runs (one consistent version per visit) while the new worker installs
  await page.reload();
  await page.waitForSelector('html[data-ready="true"]');
  assert.equal(await page.title(), oldTitle, 'the visit that finds the update runs the cached build');
  // the browser looks for a new worker after the navigation; it installs, takes over and drops the old cache
  // (waited for as the caches' state, however long a loaded machine takes; 20 s of polling was a clock).
  // waitForFunction does not await a promise, so each poll asks for the keys and reads the last answer.
  await page.waitForFunction((old) => {
    caches.keys().then((k) => { window.cacheKeys = k; });
    const now = window.cacheKeys ?? [];
    return now.length === 1 && now[0] !== old;
  }, oldCache, { timeout: 120000, polling: 100 }).catch(() => {});
  const keys = await page.evaluate(() => caches.keys());
  assert.equal(keys.length, 1);
  assert.notEqual(keys[0], oldCache, 'a new cache for the new build');

  // the visit after: the new build, and the old cache is gone
  await page.reload();
  await page.waitForSelector('html[data-ready="true"]');
  assert.equal(await page.title(), 'Hex Checkers (new build)');
  assert.deepEqual(errors, []);
  await context.close();
  await server.close();
});

test('the precache names the bundled files (the start, its chunks, the lazy modules) and none of the sources they replaced', { skip: !existsSync(path.join(DIST, 'bundle.json')) && 'not a bundled build' }, () => {
  const sw = readFileSync(path.join(DIST, 'sw.js'), 'utf8');
  const precached = new Set(JSON.parse(sw.match(/^const PRECACHE = (.*);$/m)[1]).map(([url]) => url));
  const bundle = JSON.parse(readFileSync(path.join(DIST, 'bundle.json'), 'utf8'));
  assert.deepEqual(Object.keys(bundle.outputs).filter((f) => !precached.has(f)), [], 'every bundle');
  assert.deepEqual(bundle.start.filter((f) => !precached.has(f)), [], 'every file of the start');
  assert.ok(bundle.unused.length > 0 && bundle.unused.includes('www/app/games/keeper.js'), 'the sources joined into the bundles are listed');
  assert.deepEqual(bundle.unused.filter((f) => precached.has(f)), [], 'none of them precached');
  assert.ok(precached.has('www/element/bot-worker.js') && precached.has('www/element/engine.js'), 'the bot\'s worker and what it imports');
});
