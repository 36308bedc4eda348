// Starting games: the first visit's game (you against the computer), the
// new-game dialog for 2 and 6 players (which army is yours, what each bot
// level is), the rules panel, what loads only on first use, and the phone layout.
// No console errors anywhere.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { setup, openPage, shot, statusText, movableKeys, count, PHONE, DESKTOP, DIST, ROOT } from './harness.mjs';

let env;
before(async () => { env = await setup(); });
after(async () => { await env?.teardown(); });

// The built site joins the page's modules into a few files (scripts/bundle.mjs); its bundle.json says
// which source modules each file holds, so what a page fetched reads as the modules it loaded.
const BUNDLE = existsSync(path.join(DIST, 'bundle.json')) ? JSON.parse(readFileSync(path.join(DIST, 'bundle.json'), 'utf8')) : null;
/** The source modules (and other files) behind a set of fetched paths. */
const loaded = (fetched) => new Set([...fetched].flatMap((p) => BUNDLE?.outputs[p.slice(1)]?.inputs.map((i) => `/${i}`) ?? [p]));

const pieceCount = (page) => count(page, 'hex-checkers .pieces g.piece:not(.leaving)');

async function startGame(page, players, radius) {
  await page.click('#new-game-btn');
  await page.selectOption('#players-select', String(players));
  await page.selectOption('#radius-select', String(radius));
  await page.click('#new-game-dialog button[value="start"]');
  await page.waitForFunction(([p, r]) => {
    const s = document.querySelector('hex-checkers').settings;
    return s.players === p && s.radius === r;
  }, [players, radius]);
}

test('the first visit: you (Red, at the bottom, marked) against a friendly bot, playable at once', async () => {
  const { page, errors, context } = await openPage(env.browser, env.server.url);
  const s = await page.evaluate(() => {
    const b = document.querySelector('hex-checkers');
    return { ...b.settings, bottom: b.getAttribute('bottom-seat'), canPlay: b.canPlay() };
  });
  assert.deepEqual([s.players, s.radius, s.kinds.join(), s.bottom, s.canPlay], [2, 5, 'human,bot2', '0', true]);
  assert.equal(await pieceCount(page), 14);
  assert.match(await statusText(page), /Red to move/);
  const chips = await page.locator('hex-checkers .seats li').evaluateAll((lis) => lis.map((li) => li.getAttribute('aria-label')));
  assert.match(chips[0], /^Red \(Red\): 7 pieces, you/);
  assert.doesNotMatch(chips[1], /you/);
  assert.equal((await movableKeys(page)).length > 0, true);
  await shot(page, 'start-default');

  // The dialog says which army is yours and what each level is.
  await page.click('#new-game-btn');
  assert.equal(await page.locator('#yours-note').textContent(), 'You play Red, at the bottom of the board.');
  const levels = await page.locator('#seat-rows select[name="kind1"] option').allTextContents();
  assert.deepEqual(levels, ['Human', 'Bot 1: beginner', 'Bot 2: friendly', 'Bot 3: club player', 'Bot 4: strong', 'Bot 5: full strength', 'A friend (remote)']);
  await page.selectOption('#seat-rows select[name="kind0"]', 'bot3');
  await page.selectOption('#seat-rows select[name="kind1"]', 'human');
  assert.equal(await page.locator('#yours-note').textContent(), 'You play Blue, at the bottom of the board.');
  await page.click('#all-bots-btn');
  assert.equal(await page.locator('#yours-note').textContent(), 'Every seat is a bot: you watch.');
  await shot(page, 'start-dialog');
  assert.deepEqual(errors, []);
  await context.close();
});

test('a 2-player game and a 6-player game start from the dialog, with seat names', async () => {
  const { page, errors, context } = await openPage(env.browser, env.server.url);
  await page.click('#new-game-btn');
  await page.selectOption('#players-select', '2');
  await page.fill('#seat-rows input[name="name0"]', 'Ann');
  await page.fill('#seat-rows input[name="name1"]', 'Bo');
  assert.equal(await page.locator('#seat-rows select').first().isDisabled(), false, 'each seat: a person or a bot');
  assert.equal(await page.locator('#seat-rows select').first().inputValue(), 'human');
  await page.click('#new-game-dialog button[value="start"]');
  await page.waitForFunction(() => document.querySelector('hex-checkers').settings.players === 2);
  assert.equal(await pieceCount(page), 14);
  assert.match(await statusText(page), /Ann to move/);
  assert.match(await statusText(page), /Bo/);
  await shot(page, 'start-2-players');

  await startGame(page, 6, 8);
  assert.equal(await pieceCount(page), 6 * (2 * 8 - 3));
  await startGame(page, 6, 5);
  assert.equal(await pieceCount(page), 42);
  await shot(page, 'start-6-players');
  assert.deepEqual(errors, []);
  await context.close();
});

test('the rules panel draws its examples from the engine', async () => {
  const { page, errors, context } = await openPage(env.browser, env.server.url);
  await page.click('#rules-btn');
  // The panel's text and diagrams are built after a lazy import: wait for all six, each drawn.
  await page.waitForFunction(() => [...document.querySelectorAll('#rules-dialog [data-diagram]')]
    .filter((d) => d.shadowRoot?.querySelector('.pieces g')).length === 6);
  const arrows = await page.locator('#rules-dialog [data-diagram="facing"] .arrows line.arrow').count();
  assert.equal(arrows, 10, 'a man has four moves and a king six');
  assert.equal(await page.locator('#rules-dialog [data-diagram="capture"] .arrows line.arrow').count(), 1);
  await shot(page, 'rules-panel');
  await page.click('#rules-dialog .rules-head button');
  assert.deepEqual(errors, []);
  await context.close();
});

test('what is not needed to play loads on first use: nothing of it at the start, each part when it is used', async () => {
  // No service worker, so every file the page asks for goes through the network and is seen here.
  const context = await env.browser.newContext({ viewport: DESKTOP, reducedMotion: 'reduce', serviceWorkers: 'block' });
  const fetched = new Set();
  context.on('request', (r) => fetched.add(new URL(r.url()).pathname));
  const { page, errors } = await openPage(env.browser, env.server.url, { context });
  const GAMES = ['/www/app/panels/games-ui.js', '/www/app/games/library.js', '/www/app/games/text-record.js', '/www/app/games/stats.js', '/www/app/chrome/confirm.js', '/www/app/panels/panels.css'];
  const OTHERS = ['/www/app/panels/rules.js', '/www/app/panels/result-ui.js', '/www/app/platform/sound-synth.js', '/www/element/ask.js', '/www/app/puzzles/puzzles.js', '/www/app/puzzles/puzzles.json', '/www/app/puzzles/puzzles.css',
    // A share link's reading half, a game's side lines in the move list, the ask's and the zoom's styles.
    '/www/app/games/share.js', '/www/app/analysis/side-lines.js', '/www/element/ask.css', '/www/element/zoom.css'];
  const seen = (files) => files.filter((f) => loaded(fetched).has(f));
  assert.ok(loaded(fetched).has('/www/app/app.js') && loaded(fetched).has('/www/app/games/keeper.js'), 'the requests are seen');
  if (BUNDLE) assert.ok(!fetched.has('/www/app/games/keeper.js'), 'the start comes bundled, not module by module');
  assert.deepEqual(seen([...GAMES, ...OTHERS]), [], 'none of it at the start');
  await page.click('#games-btn');
  await page.waitForSelector('#games-dialog[open]');
  assert.deepEqual(seen(GAMES), GAMES, 'the Games dialog and the library with it');
  await page.click('#games-dialog .rules-head button');
  await page.click('#rules-btn');
  await page.waitForSelector('#rules-dialog[open] [data-diagram]');
  assert.deepEqual(seen(OTHERS), ['/www/app/panels/rules.js'], 'the rules, and only them');
  assert.deepEqual(errors, []);
  await context.close();
});

test('the header\'s icon, drawn in the page (no second request for it), is the favicon\'s picture', () => {
  const html = readFileSync(path.join(ROOT, 'index.html'), 'utf8');
  const inline = html.match(/<h1 class="brand">(<svg[\s\S]*?<\/svg>)/)?.[1];
  const file = readFileSync(path.join(ROOT, 'www/app/icon.svg'), 'utf8');
  const shapes = (svg) => [...svg.matchAll(/<(polygon|circle)\b[^>]*>/g)].map((m) => m[0]);
  assert.ok(inline, 'the header draws its icon');
  assert.deepEqual(shapes(inline), shapes(file));
  assert.equal(inline.match(/viewBox="[^"]*"/)[0], file.match(/viewBox="[^"]*"/)[0]);
});

test('the page holds the law alone: the bot\'s wasm module loads in the bot\'s worker, never on the page', async () => {
  // The page's own resource timeline lists what its main thread fetched (a worker keeps its own).
  const context = await env.browser.newContext({ viewport: DESKTOP, reducedMotion: 'reduce', serviceWorkers: 'block' });
  const fetched = new Set();
  context.on('request', (r) => fetched.add(new URL(r.url()).pathname));
  const { page, errors } = await openPage(env.browser, env.server.url, { context });
  const BOT_FILES = ['/pkg/wasm/hex_checkers_bot.js', '/pkg/wasm/hex_checkers_bot_bg.wasm'];
  // (Not the engine module's isBotReady(): imported here, it would be a copy of its own, apart from the
  // one bundled into the page.)
  const onPage = () => page.evaluate((files) => {
    const seen = performance.getEntriesByType('resource').map((e) => new URL(e.name).pathname);
    return { files: files.filter((f) => seen.includes(f)), law: seen.includes('/pkg/wasm/hex_checkers_bg.wasm') };
  }, BOT_FILES);
  if (BUNDLE) {
    const start = BUNDLE.start.flatMap((f) => BUNDLE.outputs[f]?.inputs ?? [f]);
    assert.ok(start.includes('pkg/wasm/hex_checkers.js'), 'the law\'s glue is in the start');
    assert.deepEqual(BOT_FILES.filter((f) => start.includes(f.slice(1))), [], 'the bot\'s glue is not');
  }
  assert.deepEqual(await onPage(), { files: [], law: true }, 'playable with the law alone');
  assert.deepEqual(BOT_FILES.filter((f) => fetched.has(f)), [], 'nothing of the bot before a bot thinks');
  // You move; the bot answers from its worker, which loads the bot's module.
  await page.evaluate(() => {
    const el = document.querySelector('hex-checkers');
    el.play(el.game.legalMoves()[0]);
  });
  await page.waitForFunction(() => document.querySelector('hex-checkers').history.length === 2);
  assert.deepEqual(BOT_FILES.filter((f) => fetched.has(f)), BOT_FILES, 'the bot\'s worker loaded the bot');
  assert.deepEqual(await onPage(), { files: [], law: true }, 'and the page still holds the law alone');
  assert.deepEqual(errors, []);
  await context.close();
});

test('the built site\'s bundles keep every new URL(…, import.meta.url) naming a file the site holds', { skip: !BUNDLE && 'not a bundled build' }, async () => {
  // scripts/bundle.mjs rewrites each such URL for the file it lands in: the element's stylesheet, the
  // workers, the wasm modules, a language's catalogue (a template: tried with the built-in "en").
  const URLS = /new URL\((["'`])([^"'`]*)\1,\s*import\.meta\.url\)/g;
  const found = [];
  for (const output of Object.keys(BUNDLE.outputs)) {
    const code = readFileSync(path.join(DIST, output), 'utf8');
    for (const [, , literal] of code.matchAll(URLS)) {
      const target = new URL(literal.replace(/\$\{[^}]*\}/g, 'en'), `file://${path.join(DIST, output)}`).pathname;
      found.push(path.relative(DIST, target));
      assert.ok(existsSync(target), `${output}: ${literal} names ${path.relative(DIST, target)}, which the site lacks`);
    }
  }
  const inputs = Object.values(BUNDLE.outputs).flatMap((o) => o.inputs);
  const i18n = inputs.includes('www/i18n/i18n.js') ? ['www/i18n/en/index.js'] : [];
  for (const f of ['www/element/element.css', 'www/element/bot-worker.js', 'www/app/puzzles/puzzles.json', ...i18n]) {
    assert.ok(found.includes(f), `${f} is named by a bundle`);
  }
  // And every module a bundle imports (a chunk, a lazy module, the engine module left unbundled).
  const IMPORTS = /(?:from|import)\s*\(?\s*"(\.{1,2}\/[^"]+)"/g;
  const imported = new Set();
  for (const output of Object.keys(BUNDLE.outputs)) {
    const code = readFileSync(path.join(DIST, output), 'utf8');
    for (const [, specifier] of code.matchAll(IMPORTS)) {
      const target = path.relative(DIST, path.resolve(path.dirname(path.join(DIST, output)), specifier));
      imported.add(target);
      assert.ok(existsSync(path.join(DIST, target)), `${output} imports ${specifier}, which the site lacks`);
    }
  }
  assert.ok(imported.has('pkg/hex-checkers.js'), 'the engine module is imported, one copy for the page');
});

test('the built start is one file of the page\'s own and the engine module, and what lazy modules take from it stays live', { skip: !BUNDLE && 'not a bundled build' }, () => {
  // scripts/bundle.mjs: the start's modules in one file (one gzip stream), the engine module with its glue in another.
  assert.deepEqual(BUNDLE.start, ['www/app/app.js', 'pkg/hex-checkers.js']);
  const start = BUNDLE.outputs['www/app/app.js'].inputs;
  for (const f of ['www/app/app.js', 'www/element/element.js', 'www/element/engine.js', 'www/i18n/en/index.js']) assert.ok(start.includes(f), `${f} is in the start's file`);
  assert.deepEqual(BUNDLE.outputs['pkg/hex-checkers.js'].inputs, ['pkg/hex-checkers.js', 'pkg/wasm/bot_tables.js', 'pkg/wasm/hex_checkers.js']);
  // Each module once: no lazy file holds a module of the start (it imports it from the start's file).
  for (const [output, { inputs }] of Object.entries(BUNDLE.outputs)) {
    if (output === 'www/app/app.js' || output.startsWith('www/lab/')) continue;
    assert.deepEqual(inputs.filter((i) => start.includes(i)), [], `${output} holds no module of the start`);
  }
  // A name of the engine handed on from a bundle is an import (live), never a copy taken once at the start
  // (esbuild's `var export_x = ns.x`): BOT_LEVELS and the other names the engine fills once its wasm loads.
  for (const output of Object.keys(BUNDLE.outputs)) {
    assert.doesNotMatch(readFileSync(path.join(DIST, output), 'utf8'), /var export_[\w$]+=/, `${output} copies no name once`);
  }
});

test('the page fits a phone screen', async () => {
  const { page, errors, context } = await openPage(env.browser, env.server.url, { viewport: PHONE });
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  assert.ok(width <= PHONE.width, `no sideways scrolling (${width}px)`);
  const box = await page.locator('hex-checkers svg.board').boundingBox();
  assert.ok(box.width > 330, `board uses the width (${box.width}px)`);
  await shot(page, 'start-phone');
  assert.deepEqual(errors, []);
  await context.close();
});

test('the new-game dialog says what to expect of the table (measured), and each size starts at its own radius', async () => {
  const { page, errors, context } = await openPage(env.browser, env.server.url);
  await page.click('#new-game-btn');
  const note = page.locator('#tempo-note');
  await page.waitForFunction(() => document.getElementById('tempo-note').textContent !== '');
  assert.match(await note.textContent(), /first capture around turn 35 \(each army's move 18\)\. A game runs about 229 turns/, 'two armies at radius 5');
  await page.selectOption('#radius-select', '4');
  assert.match(await note.textContent(), /around turn 20 /);
  await page.selectOption('#players-select', '3');
  assert.equal(await page.locator('#radius-select').inputValue(), '5', 'three armies start at their own radius');
  assert.match(await note.textContent(), /around turn 31 \(each army's move 11\)\. A game runs about 279 turns/);
  await page.selectOption('#players-select', '4');
  assert.equal(await page.locator('#radius-select').inputValue(), '6', 'four armies start on a bigger board');
  assert.match(await note.textContent(), /around turn 40 \(each army's move 10\)/);
  await shot(page, 'start-tempo');
  await page.click('#new-game-cancel');
  assert.deepEqual(errors, []);
  await context.close();
});
