// Security: the game page and the embedding example run under their strict
// Content Security Policy with not one violation (page, element, bot Worker,
// service worker, wasm, drag, dialogs, share, undo); the policy copied in
// docs/security.md is the page's own; the page sets no cookies and sends nothing
// anywhere (every request is a same-origin GET of one of the site's files);
// and no script of the page or element puts text into the DOM as HTML.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { RELAYS, TRACKERS } from '../../www/app/remote/network.js';
import {
  setup, openPage, gotoPlayable, shot, settle, clickMove, historyInfo, DIST, ROOT, DESKTOP, dragOver,
} from './harness.mjs';

let env;
before(async () => { env = await setup(); });
after(async () => { await env?.teardown(); });

/** Every CSP violation of every document of a context, kept in the page (read with `violations`). */
async function watchViolations(context) {
  await context.addInitScript(() => {
    window.__csp = [];
    window.addEventListener('securitypolicyviolation', (e) => {
      window.__csp.push(`${e.effectiveDirective} blocked ${e.blockedURI || '(inline)'} ${e.sample ?? ''}`.trim());
    }, true);
  });
}
const violations = (page) => page.evaluate(() => window.__csp);

/** Every request of a context (pages, workers, the service worker), as {method, url}. */
function recordRequests(context) {
  const seen = [];
  context.on('request', (r) => seen.push({ method: r.method(), url: r.url() }));
  return seen;
}

/** Asserts each request is a GET of one of the site's own files, from its own origin. */
function assertOwnFiles(requests, origin) {
  assert.ok(requests.length > 0);
  for (const { method, url } of requests) {
    const u = new URL(url);
    if (u.protocol === 'data:' || u.protocol === 'blob:') continue;
    assert.equal(u.origin, origin, `request to another origin: ${url}`);
    assert.equal(method, 'GET', `${method} ${url}`);
    const rel = decodeURIComponent(u.pathname).replace(/^\//, '') || 'index.html';
    assert.ok(existsSync(path.join(DIST, rel.endsWith('/') ? `${rel}index.html` : rel)), `not one of the site's files: ${url}`);
  }
}

/** What the page keeps in the browser: storage keys, databases; caches: true when every cache is the service worker's. */
const stored = (page) => page.evaluate(async () => ({
  local: Object.keys(localStorage).sort(),
  session: Object.keys(sessionStorage),
  databases: (await indexedDB.databases()).map((d) => d.name),
  caches: (await caches.keys()).every((name) => name.startsWith('hex-checkers-')),
}));

const META = /<meta http-equiv="Content-Security-Policy" content="([^"]+)">/;

test('the policy in docs/security.md is the one the page carries, and it is strict', () => {
  const page = readFileSync(path.join(DIST, 'index.html'), 'utf8').match(META)?.[1];
  assert.ok(page, 'the built page has a CSP meta tag');
  const docs = readFileSync(path.join(ROOT, 'docs', 'security.md'), 'utf8');
  assert.ok(docs.includes(page), 'docs/security.md ("The policy to copy") shows the page\'s exact policy');
  const directives = Object.fromEntries(page.split(';').map((d) => d.trim().split(/\s+/)).map(([k, ...v]) => [k, v.join(' ')]));
  assert.equal(directives['default-src'], "'self'");
  assert.equal(directives['script-src'], "'self' 'wasm-unsafe-eval'");
  assert.equal(directives['style-src'], "'self'");
  assert.equal(directives['object-src'], "'none'");
  assert.equal(directives['base-uri'], "'none'");
  assert.ok(!/unsafe-inline|unsafe-eval'|\*|https?:/.test(page.replace("'wasm-unsafe-eval'", '')), 'no inline, eval, wildcard or other host');
  // The page alone reaches out to the live tables' trackers, exactly those the build names.
  assert.equal(directives['connect-src'], ["'self'", ...TRACKERS, ...RELAYS].join(' '), 'connect-src: the site, the trackers and the relays, nothing wider');
  const example = readFileSync(path.join(DIST, 'examples/embed.html'), 'utf8').match(META)?.[1];
  assert.equal(example, page.replace(directives['connect-src'], "'self'"), 'the embedding example runs under the same policy, reaching only its own site');
  assert.ok(docs.includes(example), 'docs/security.md shows the embedding policy');
  // The build injects nothing the policy would refuse (scripts/serve.sh serves with --no-autoreload for the same reason).
  const built = readFileSync(path.join(DIST, 'index.html'), 'utf8');
  const scripts = [...built.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
  assert.ok(scripts.length > 0);
  assert.deepEqual(scripts.filter(([, attrs, body]) => !/\ssrc=/.test(attrs) || body.trim() !== '').map(([tag]) => tag.slice(0, 80)), [],
    'no inline script in the built page');
  assert.ok(!/\sstyle=/.test(built), 'no style attribute in the built page');
});

test('the whole page runs under its policy: not one violation, cookie or foreign request', async () => {
  // Service workers allowed: the policy must hold for registering it and for a reload it answers.
  const context = await env.browser.newContext({ viewport: DESKTOP, reducedMotion: 'no-preference' });
  await watchViolations(context);
  const requests = recordRequests(context);
  const { page, errors } = await openPage(env.browser, env.server.url, { context });
  const origin = new URL(env.server.url).origin;

  // A few moves by click and one by drag (drag moves the piece through CSSOM style, never a style attribute).
  await page.evaluate(() => document.querySelector('hex-checkers').newGame({ players: 2, radius: 5 }));
  await clickMove(page, '-2,4', '-2,3');
  await clickMove(page, '2,-4', '2,-3');
  await settle(page);
  await dragOver(page, '-1,4', '-1,3', 6);
  await page.mouse.up();
  await page.waitForFunction(() => document.querySelector('hex-checkers').history.length === 3);

  // Rules panel (a lazily imported module drawing diagrams in shadow roots).
  await page.click('#rules-btn');
  await page.waitForSelector('#rules-dialog[open] .diagram');
  await page.waitForFunction(() => [...document.querySelectorAll('#rules-dialog .diagram')].every((d) => d.shadowRoot?.querySelector('svg')));
  await shot(page, 'security-rules');
  await page.click('#rules-dialog .rules-head button');

  // Share dialog, copy (refused or not, it must not break the policy), undo, redo.
  await page.click('#share-btn');
  await page.waitForSelector('#share-dialog[open]');
  await page.click('#copy-btn');
  await page.waitForFunction(() => document.getElementById('share-status').textContent !== '');
  await page.keyboard.press('Escape');
  await page.click('#undo-btn');
  await page.click('#redo-btn');
  assert.deepEqual(await historyInfo(page), { cursor: 3, length: 3 });

  // New-game dialog (a form with method="dialog" under form-action 'none'), a bot seat and the Hint button:
  // the bot's Web Worker loads the engine and answers.
  await page.click('#new-game-btn');
  await page.selectOption('#players-select', '2');
  await page.fill('#seat-rows input[name="name0"]', 'Ann');
  await page.selectOption('#seat-rows select[name="kind1"]', 'bot1');
  await page.click('#new-game-dialog button[value="start"]');
  await page.waitForFunction(() => document.querySelector('hex-checkers').settings.kinds.join() === 'human,bot1');
  await page.selectOption('#speed-select', '150');
  await clickMove(page, '-2,4', '-2,3');
  await page.waitForFunction(() => document.querySelector('hex-checkers').history.length >= 2, null, { timeout: 30000 });
  await page.waitForFunction(() => document.querySelector('hex-checkers').canPlay());
  await page.evaluate(() => { window.hinted = null; document.addEventListener('hc-hint', (e) => { window.hinted = e.detail; }); });
  await page.click('#hint-btn');
  await page.waitForFunction(() => window.hinted, null, { timeout: 30000 });
  const warnings = await page.locator('#notices .notice').allInnerTexts();
  assert.ok(!warnings.some((t) => /worker|thinks on the page/i.test(t)), `the bot ran in its worker: ${warnings}`);

  // A reload answered by the service worker is under the same policy.
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise((r) => navigator.serviceWorker.addEventListener('controllerchange', r, { once: true }));
    }
  });
  await page.reload();
  await page.waitForSelector('html[data-ready="true"]');
  assert.ok(await page.evaluate(() => navigator.serviceWorker.controller !== null), 'the service worker answered the reload');
  await clickMove(page, ...(await page.evaluate(() => {
    const m = document.querySelector('hex-checkers').game.legalMoves()[0];
    return [`${m.from.q},${m.from.r}`, `${m.to.q},${m.to.r}`];
  })));
  await shot(page, 'security-page');

  assert.deepEqual(await violations(page), [], 'no CSP violation');
  // The game library keeps one key per game (docs/security.md#what-an-embedder-can-rely-on); the ids vary.
  const { local, ...rest } = await stored(page);
  assert.deepEqual(rest, { session: [], databases: [], caches: true }, 'no other storage');
  assert.deepEqual([...new Set(local.map((k) => k.replace(/^(hex-checkers\/library\/)[a-z0-9]+-[a-z0-9]+$/, '$1<id>')))], [
    'hex-checkers/game', 'hex-checkers/library-current', 'hex-checkers/library/<id>', 'hex-checkers/no-progress', 'hex-checkers/prefs',
  ], 'storage only under the documented keys');
  assert.equal(await page.evaluate(() => document.cookie), '');
  assert.deepEqual(await context.cookies(), []);
  assertOwnFiles(requests, origin);
  assert.deepEqual(errors, []);

  // The control: the policy really is enforced here, and the listener hears it.
  const ran = await page.evaluate(() => {
    const s = document.createElement('script');
    s.textContent = 'window.__inline = true';
    document.head.append(s);
    return window.__inline === true;
  });
  assert.equal(ran, false, 'inline script is blocked');
  await page.waitForFunction(() => window.__csp.length > 0);
  assert.match((await violations(page)).join('\n'), /^script-src-elem blocked inline/);
  await context.close();
});

test('the embedding example runs under the same policy with no violation, cookie or foreign request', async () => {
  const context = await env.browser.newContext({ viewport: DESKTOP, reducedMotion: 'no-preference', serviceWorkers: 'block' });
  await watchViolations(context);
  const requests = recordRequests(context);
  const { page, errors } = await openPage(env.browser, null, { context });
  await page.goto(`${env.server.url}examples/embed.html`);
  await page.waitForFunction(() => [...document.querySelectorAll('hex-checkers')].every((b) => b.game));
  const live = page.locator('#live');
  const key = await page.evaluate(() => {
    const m = document.getElementById('live').game.legalMoves()[0];
    return [`${m.from.q},${m.from.r}`, `${m.to.q},${m.to.r}`];
  });
  await live.locator(`g[data-key="${key[0]}"]`).click();
  await live.locator(`g[data-key="${key[1]}"]`).click();
  await page.waitForFunction(() => document.getElementById('live').history.length === 1);
  await page.evaluate(() => document.getElementById('live').setAttribute('seats', 'human,bot1'));
  await page.waitForFunction(() => document.getElementById('live').history.length === 2, null, { timeout: 30000 });
  await shot(page, 'security-embed');
  assert.deepEqual(await violations(page), []);
  assert.deepEqual(await stored(page), {
    local: ['hex-checkers/element/embed-example'], session: [], databases: [], caches: true,
  }, 'the element stores only under its storage-key');
  assert.equal(await page.evaluate(() => document.cookie), '');
  assert.deepEqual(await context.cookies(), []);
  assertOwnFiles(requests, new URL(env.server.url).origin);
  assert.deepEqual(errors, []);
  await context.close();
});

test('no script of the page, element or example builds HTML from text', () => {
  const dirs = ['www', 'examples'];
  const sinks = /\b(innerHTML|outerHTML|insertAdjacentHTML|srcdoc|createContextualFragment|parseFromString|document\.write(ln)?)\b/;
  const found = [];
  for (const dir of dirs) {
    const scripts = readdirSync(path.join(ROOT, dir), { recursive: true }).filter((f) => f.endsWith('.js'));
    assert.ok(scripts.length > 0, `${dir}/ holds scripts to scan`);
    for (const name of scripts) {
      readFileSync(path.join(ROOT, dir, name), 'utf8').split('\n').forEach((line, i) => {
        if (!sinks.test(line)) return;
        // Allowed only: a constant string with no substitution, e.g. x.innerHTML = '';
        const constant = /(innerHTML|outerHTML)\s*=\s*(['"])[^'"`$]*\2\s*;?\s*$/.test(line.trim());
        if (!constant) found.push(`${dir}/${name}:${i + 1}: ${line.trim()}`);
      });
    }
  }
  assert.deepEqual(found, [], 'text reaches the DOM only through textContent, attributes and createElement');
});

test('hostile seat names and share-link contents are shown as text, never as HTML', async () => {
  const context = await env.browser.newContext({ viewport: DESKTOP, reducedMotion: 'reduce', serviceWorkers: 'block' });
  await watchViolations(context);
  const requests = recordRequests(context);
  const { page, errors } = await openPage(env.browser, env.server.url, { context });
  const dialogs = [];
  page.on('dialog', (d) => { dialogs.push(d.message()); d.dismiss().catch(() => {}); });
  // Names are at most 24 characters (record.js MAX_NAME): these fit.
  const names = ['<svg onload=alert(1)>', '<script>alert()</script>'];
  const record = {
    v: 1, players: 2, radius: 5, names, kinds: ['human', 'human'], seed: 7, start: null, hops: ['b4-c4'], at: 1,
  };
  // A legal first hop for seat 0, in notation, so the link opens.
  record.hops = [await page.evaluate(async () => {
    const { createGame } = await import('./www/element/engine.js');
    const { hopCode } = await import('./www/element/notation.js');
    const { describeHop } = await import('./www/element/history.js');
    const g = createGame({ players: 2, radius: 5 });
    const m = g.legalMoves()[0];
    return hopCode(describeHop(0, m, g.apply(m)), 5);
  })];
  const link = `${env.server.url}#game=${Buffer.from(JSON.stringify(record)).toString('base64url')}`;
  await page.goto('about:blank');
  await gotoPlayable(page, link);
  assert.deepEqual(await page.evaluate(() => document.querySelector('hex-checkers').settings.names), names);
  await settle(page);
  // The names appear, literally, in the status, the move list and the view picker.
  const status = await page.locator('hex-checkers .status').innerText();
  for (const n of names) assert.ok(status.includes(n), `status shows ${n} as text`);
  assert.ok((await page.locator('#view-seat').innerText()).includes(names[0]));
  await page.click('#new-game-btn');
  assert.equal(await page.inputValue('#seat-rows input[name="name1"]'), names[1]);
  await page.click('#new-game-cancel');
  await shot(page, 'security-hostile-names');

  const built = await page.evaluate(() => {
    const all = [];
    const walk = (root) => {
      for (const el of root.querySelectorAll('*')) {
        all.push(el);
        if (el.shadowRoot) walk(el.shadowRoot);
      }
    };
    walk(document);
    return {
      imgs: all.filter((e) => e.localName === 'img').map((e) => e.getAttribute('src')),
      scripts: all.filter((e) => e.localName === 'script').map((e) => e.getAttribute('src')),
      handlers: all.filter((e) => [...e.attributes].some((a) => a.name.startsWith('on'))).map((e) => e.localName),
    };
  });
  assert.deepEqual(built, { imgs: [], scripts: ['www/app/app.js'], handlers: [] });
  assert.deepEqual(dialogs, []);
  assert.deepEqual(await violations(page), []);
  assert.ok(!requests.some((r) => new URL(r.url).pathname === '/x'), 'the markup never loaded its image');
  assert.deepEqual(errors, []);
  await context.close();
});
