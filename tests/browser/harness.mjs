// Shared helpers of the browser tests: a tiny static server for dist/, the
// Chromium launch (docs/develop.md#browser-tests), console-error collection, screenshots and
// teaching positions. It builds nothing: run `trunk build` first (the README's
// test command does). HC_DIST=<dir> serves another folder.

import { createHash } from 'node:crypto';
import { createServer } from 'node:http';
import { mkdirSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { snapshotText } from '../shared/snapshot.mjs';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const DIST = path.resolve(ROOT, process.env.HC_DIST ?? 'dist');
const RESULTS = path.join(ROOT, 'test-results');

const MIME = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.wasm': 'application/wasm',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
};

/**
 * Serves a folder on a free localhost port. `log`, if given, gets one entry per file sent:
 * {path, body, worker, status} (worker: the request came from a service worker, which marks
 * its script fetch and its precache's `cache: 'no-cache'` fetches with these headers; status
 * 304: the browser held the file already, so no body was sent).
 * @returns {Promise<{url: string, close: () => Promise<void>, bytes: () => number}>}
 */
export async function serve(dir = DIST, { log = null } = {}) {
  try {
    await stat(path.join(dir, 'index.html'));
  } catch {
    throw new Error(`${dir}/index.html is missing: build the page first (trunk build)`);
  }
  let sent = 0;
  const server = createServer(async (req, res) => {
    const url = new URL(req.url, 'http://localhost');
    let file = path.normalize(path.join(dir, decodeURIComponent(url.pathname)));
    if (!file.startsWith(dir)) {
      res.writeHead(403).end();
      return;
    }
    try {
      if ((await stat(file)).isDirectory()) file = path.join(file, 'index.html');
      const body = await readFile(file);
      const type = MIME[path.extname(file)] ?? 'application/octet-stream';
      // Like a static host (GitHub Pages sends an ETag too): the browser may keep a file but asks
      // again each time, and a file it holds already is answered 304 with no body.
      const etag = `"${createHash('sha1').update(body).digest('hex').slice(0, 20)}"`;
      const fresh = req.headers['if-none-match'] === etag;
      res.writeHead(fresh ? 304 : 200, { 'content-type': type, 'cache-control': 'no-cache', etag });
      res.end(fresh ? undefined : body);
      if (!fresh) sent += body.length;
      const worker = req.headers['service-worker'] === 'script' || /^(no-cache|max-age=0)$/.test(req.headers['cache-control'] ?? '');
      log?.push({ path: url.pathname, body: fresh ? Buffer.alloc(0) : body, worker, status: fresh ? 304 : 200 });
    } catch {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
    }
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  return {
    url: `http://127.0.0.1:${port}/`,
    bytes: () => sent,
    close: () => new Promise((resolve) => { server.closeAllConnections?.(); server.close(() => resolve()); }),
  };
}

export const CHROMIUM_ARGS = [
  '--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync',
];

/** Debian's Chromium; Playwright gives every launch a fresh temporary profile (user-data-dir). */
export function launch() {
  return chromium.launch({ executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
}

export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1440, height: 900 };

/**
 * A new browser context and page that records console errors and page errors.
 * @returns {Promise<{context, page, errors: string[]}>}
 */
export async function openPage(browser, url, { viewport = DESKTOP, context = null, reducedMotion = 'reduce' } = {}) {
  const ctx = context ?? await browser.newContext({ viewport, reducedMotion });
  const page = await ctx.newPage();
  const errors = [];
  page.on('console', (msg) => { if (msg.type() === 'error') errors.push(`console: ${msg.text()}`); });
  page.on('pageerror', (err) => errors.push(`pageerror: ${err.message}`));
  if (url) await gotoPlayable(page, url);
  return { context: ctx, page, errors };
}

/** Navigates and waits until the board is playable. */
export async function gotoPlayable(page, url) {
  await page.goto(url);
  await page.waitForSelector('html[data-ready="true"]');
}

/** On a phone the header's rarer buttons and the language picker are in its Menu: opens it when it is there. */
export async function openMenu(page) {
  if (await page.locator('#more-btn').isVisible()) {
    await page.click('#more-btn');
    await page.waitForSelector('#more-menu:popover-open');
  }
}

/** Saves a screenshot under test-results/. */
export async function shot(page, name) {
  mkdirSync(RESULTS, { recursive: true });
  await page.screenshot({ path: path.join(RESULTS, `${name}.png`) });
}

/**
 * Runs `draw(view)` at a phone and a desktop size, in the light and the dark theme (view: "390-light" …),
 * then leaves the page at the desktop size, dark: for a test's screenshots of a screen it changed.
 */
export async function eachView(page, draw) {
  for (const viewport of [PHONE, DESKTOP]) {
    for (const scheme of ['light', 'dark']) {
      await page.setViewportSize(viewport);
      await page.emulateMedia({ colorScheme: scheme });
      await draw(`${viewport.width}-${scheme}`);
    }
  }
}

// ---- reading and driving the board -------------------------------------------

/** Waits for the board's pending redraw (the element redraws on the next animation frame). */
export const settle = (page) => page.evaluate(() => new Promise((r) => requestAnimationFrame(() => r())));
/** Number of nodes matching a selector once the board has redrawn. */
export async function count(page, selector) {
  await settle(page);
  return page.locator(selector).count();
}
/** The move list's text once the page has redrawn it. */
export async function moveList(page) {
  await settle(page);
  return page.locator('#move-list').innerText();
}
/** The accessible name of a cell once the board has redrawn. */
export async function label(page, key) {
  await settle(page);
  return cell(page, key).getAttribute('aria-label');
}

export const snapshot = (page) => page.evaluate(() => document.querySelector('hex-checkers').snapshot());
export const historyInfo = (page) => page.evaluate(() => {
  const h = document.querySelector('hex-checkers').history;
  return { cursor: h.cursor, length: h.length };
});
/** Keys of the cells whose pieces the page offers to move (as the accessible names say), sorted. */
export async function movableKeys(page) {
  await settle(page);
  const cells = page.locator('hex-checkers g[data-key]');
  const all = await cells.evaluateAll((nodes) => nodes
    .filter((n) => /, (can move|selected)/.test(n.getAttribute('aria-label') ?? ''))
    .map((n) => n.dataset.key));
  return all.sort();
}
/** The engine's own legal moves, as "from>to" keys. */
export const legalMoves = (page) => page.evaluate(() => document.querySelector('hex-checkers').game.legalMoves()
  .map((m) => `${m.from.q},${m.from.r}>${m.to.q},${m.to.r}`).sort());
export const cell = (page, key) => page.locator(`hex-checkers g[data-key="${key}"]`);
/** The status above the board once it has redrawn (the status is drawn in the board's frame). */
export async function statusText(page) {
  await settle(page);
  return page.locator('hex-checkers .status').innerText();
}
export const liveText = (page) => page.locator('hex-checkers .sr-only').textContent();

/**
 * Clicks the new-game dialog's Start and resolves once the page has started the game: the dialog's
 * close event, whose first listener (the page's) calls newGame, runs a task after the click.
 */
export async function startFromDialog(page) {
  const started = page.evaluate(() => new Promise((resolve) => {
    document.getElementById('new-game-dialog').addEventListener('close', () => resolve(), { once: true });
  }));
  await page.click('#new-game-dialog button[value="start"]');
  await started;
}

/** Clicks a piece, then its target. */
export async function clickMove(page, from, to) {
  await cell(page, from).click();
  await cell(page, to).click();
}

/**
 * Presses the mouse on cell `from` and moves it over cell `to` in `steps` moves; the button stays down
 * (release it with page.mouse.up()), so a test may look at the drag first.
 */
export async function dragOver(page, from, to, steps = 8) {
  const a = await cell(page, from).boundingBox();
  const b = await cell(page, to).boundingBox();
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2);
  await page.mouse.down();
  await page.mouse.move(b.x + b.width / 2, b.y + b.height / 2, { steps });
}

/** Clicks the last of the engine's legal moves: picks the piece up, puts it on the target; returns [from, to]. */
export async function clickSomeMove(page) {
  const [from, to] = await page.evaluate(() => {
    const m = document.querySelector('hex-checkers').game.legalMoves().at(-1);
    return [`${m.from.q},${m.from.r}`, `${m.to.q},${m.to.r}`];
  });
  await clickMove(page, from, to);
  return [from, to];
}

/** Restores a crafted position through the element (the test hook). */
export async function restore(page, text) {
  await page.evaluate((t) => document.querySelector('hex-checkers').restore(t), text);
}

/**
 * A snapshot in the engine's documented text format (tests/shared/snapshot.mjs):
 * pieces maps "q,r" to 'a'-'f' (men of seats 0-5) or 'A'-'F' (kings).
 */
export const position = ({ players, radius, turn = 0, chain = '-', pieces }) => snapshotText({ players, radius, turn, chain, pieces });

/** Red kings on j2 and k3 side, Blue kings far away: nothing can ever be captured (the measures' long games). */
export const SHUFFLE_START = position({
  players: 2, radius: 5, pieces: { '-3,4': 'A', '-1,5': 'A', '3,-4': 'B', '1,-5': 'B' },
});

/**
 * Restores SHUFFLE_START on the page's board and defines `window.hcShuffle()`, the next move of the
 * shuffle: each king steps one cell along its row and back (hop i is hop i-4 reversed), so a game
 * grows to any length.
 */
export function addShuffle(page) {
  return page.evaluate((start) => {
    const el = document.querySelector('hex-checkers');
    el.restore(start);
    const key = (h) => `${h.q},${h.r}`;
    const plays = [];
    window.hcShuffle = () => {
      const legal = el.game.legalMoves();
      const back = plays.length >= 4 ? plays[plays.length - 4] : null;
      const m = back ? legal.find((x) => key(x.from) === back.to && key(x.to) === back.from)
        : legal.find((x) => !plays.some((p) => p.to === key(x.from)) && x.to.r === x.from.r);
      plays.push({ from: key(m.from), to: key(m.to) });
      return m;
    };
  }, SHUFFLE_START);
}

/** Everything a test file needs: server + browser, and cleanup. */
export async function setup() {
  const server = await serve();
  const browser = await launch();
  return {
    server,
    browser,
    async teardown() {
      await browser.close();
      await server.close();
    },
  };
}
