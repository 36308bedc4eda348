// <hex-checkers> as other pages use it: attributes, snapshot/restore and the
// game object, DOM events for hops, turns and the end, Shadow DOM encapsulation
// against hostile host CSS (and no styles leaking out), several independent
// boards on one page, per-element autosave, and the example page under a
// strict CSP. Fixture pages are answered by a route at the served origin, so
// they load /www/element/element.js from the built dist/ like any embedding page.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { setup, shot, settle, DESKTOP } from './harness.mjs';

let env;
before(async () => { env = await setup(); });
after(async () => { await env?.teardown(); });

const CHAIN = 'hc1 2 3 0 - - b.../...b./....../....b../....a./.a.a./....'; // red's 1,1 jumps twice
const LAST_CAPTURE = 'hc1 2 3 0 - - ..a./...../....../....b../....a./a..../....'; // red's jump wins
const STUDY = 'hc1 3 4 0 - - ...../....../..c..c./.......c/.b.b...../...a..c./....a../...a../.a...';

/** A page of our own at the served origin: `body` goes in <body>, `css` in a stylesheet of the host page. */
async function fixture({ body, css = '', context = null }) {
  const ctx = context ?? await env.browser.newContext({ viewport: DESKTOP, reducedMotion: 'reduce' });
  await ctx.route('**/__fixture/**', (route) => {
    const url = new URL(route.request().url());
    if (url.pathname.endsWith('.css')) return route.fulfill({ contentType: 'text/css', body: css });
    return route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>fixture</title>
        <meta http-equiv="Content-Security-Policy" content="default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; style-src 'self'">
        <link rel="stylesheet" href="/__fixture/host.css">
        <script type="module" src="/www/element/element.js"></script></head><body>${body}</body></html>`,
    });
  });
  const page = await ctx.newPage();
  const errors = [];
  page.on('console', (m) => { if (m.type() === 'error') errors.push(`console: ${m.text()}`); });
  page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
  await page.goto(`${env.server.url}__fixture/page.html`);
  await page.evaluate(() => Promise.all([...document.querySelectorAll('hex-checkers')].map(async (el) => {
    await customElements.whenDefined('hex-checkers');
    await el.ready;
  })));
  await settle(page);
  return { context: ctx, page, errors };
}

const board = (page, id) => page.locator(`#${id}`);
const cellOf = (page, id, key) => page.locator(`#${id} g[data-key="${key}"]`);
const info = (page, id) => page.evaluate((i) => {
  const el = document.getElementById(i);
  return { settings: el.settings, snapshot: el.snapshot(), current: el.game.current, players: el.game.seats.length, radius: el.game.radius };
}, id);
/** The cells offering a move (as their accessible names say). */
const movable = (page, id) => page.locator(`#${id} g[data-key]`).evaluateAll((nodes) => nodes
  .filter((n) => / can move|selected/.test(n.getAttribute('aria-label') ?? '')).map((n) => n.dataset.key));
/** Plays the first legal move of a board by clicking its piece, then its target. */
async function clickFirstMove(page, id) {
  const move = await page.evaluate((i) => {
    const m = document.getElementById(i).game.legalMoves()[0];
    return { from: `${m.from.q},${m.from.r}`, to: `${m.to.q},${m.to.r}` };
  }, id);
  await cellOf(page, id, move.from).click();
  await settle(page);
  await cellOf(page, id, move.to).click();
  await settle(page);
  return move;
}

test('attributes: players, radius, seats, theme, readonly, position', async () => {
  const { page, errors, context } = await fixture({
    body: `<hex-checkers id="a" players="3" radius="4" seats="human, bot2 ,human" theme="dark"></hex-checkers>
      <hex-checkers id="b" readonly position="${STUDY}"></hex-checkers>
      <hex-checkers id="c" seats="human,bot1" theme="light"></hex-checkers>
      <hex-checkers id="d" position="hc1 2 3 nonsense"></hex-checkers>
      <hex-checkers id="e"></hex-checkers>
      <hex-checkers id="f" readonly players="2"></hex-checkers>`,
  });
  const a = await info(page, 'a');
  assert.deepEqual([a.players, a.radius, a.settings.players, a.settings.radius], [3, 4, 3, 4]);
  assert.deepEqual(a.settings.kinds, ['human', 'bot2', 'human']);
  const b = await info(page, 'b');
  assert.equal(b.snapshot, STUDY);
  assert.deepEqual(await movable(page, 'b'), [], 'a read-only board offers nothing');
  const c = await info(page, 'c');
  assert.deepEqual([c.players, c.radius, c.settings.kinds], [2, 5, ['human', 'bot1']], 'players follow the seats listed');
  const d = await info(page, 'd');
  assert.deepEqual([d.players, d.radius], [6, 5], 'a refused position gives a fresh default game');
  const e = await info(page, 'e');
  assert.deepEqual([e.players, e.radius, e.settings.kinds], [6, 5, Array(6).fill('human')]);

  // theme: the frame's colours follow the attribute
  const colour = (id) => page.evaluate((i) => getComputedStyle(document.getElementById(i).shadowRoot.querySelector('.frame')).color, id);
  assert.equal(await colour('a'), 'rgb(231, 234, 238)');
  assert.equal(await colour('c'), 'rgb(29, 35, 43)');

  // a read-only board with nothing to say (f, at the start) shows no empty notes frame, though its place is kept;
  // one with something to say (b: a capture is compulsory) says it; board a, in play, says what to do
  const notes = (i) => page.evaluate((id) => {
    const n = document.getElementById(id).shadowRoot.querySelector('.notes');
    return { visible: getComputedStyle(n).visibility === 'visible', text: n.querySelector('.hint').textContent, height: n.getBoundingClientRect().height };
  }, i);
  const quiet = await notes('f');
  assert.deepEqual([quiet.visible, quiet.text], [false, ''], 'a read-only board\'s empty notes are not drawn');
  assert.ok(quiet.height > 0, 'and keep their place');
  assert.deepEqual([(await notes('b')).visible, (await notes('b')).text], [true, 'A capture is compulsory here.']);
  assert.deepEqual([(await notes('a')).visible, (await notes('a')).text], [true, 'Pick up a ringed piece to see where it can go.']);

  // clicking a read-only board changes nothing
  const before = await info(page, 'b');
  await cellOf(page, 'b', '0,3').click();
  assert.equal((await info(page, 'b')).snapshot, before.snapshot);

  // attribute changes after start
  await page.evaluate(() => document.getElementById('a').setAttribute('players', '2'));
  await settle(page);
  assert.equal((await info(page, 'a')).players, 2);
  await page.evaluate(() => {
    const c = document.getElementById('c');
    c.paused = true; // hold the bot so the board can be read with the bot to move
    c.setAttribute('seats', 'bot3,human');
  });
  assert.deepEqual((await info(page, 'c')).settings.kinds, ['bot3', 'human']);
  await settle(page);
  assert.deepEqual(await movable(page, 'c'), [], 'a bot seat to move: nothing offered to the person');
  await page.evaluate(() => { document.getElementById('c').paused = false; });
  await page.waitForFunction(() => document.getElementById('c').history.length === 1, null, { timeout: 30000 });
  await settle(page);
  assert.ok((await movable(page, 'c')).length > 0, 'the bot played its hop (in its worker, under the strict CSP); the person is offered moves');
  await page.evaluate((p) => document.getElementById('e').setAttribute('position', p), CHAIN);
  assert.equal((await info(page, 'e')).snapshot, CHAIN);
  await page.evaluate(() => document.getElementById('b').removeAttribute('readonly'));
  await settle(page);
  assert.ok((await movable(page, 'b')).length > 0, 'readonly removed: the board plays');
  await page.evaluate(() => document.getElementById('f').removeAttribute('readonly'));
  await settle(page);
  assert.deepEqual([(await notes('f')).visible, (await notes('f')).text], [true, 'Pick up a ringed piece to see where it can go.'], 'playable: the notes say what to do');
  await shot(page, 'element-attributes');
  assert.deepEqual(errors, []);
  await context.close();
});

test('theme: each colour\'s light and dark pair works without light-dark() (Safari before 17.5), follows the system, and --hc-tint styles the home cells', async () => {
  const context = await env.browser.newContext({ viewport: DESKTOP, reducedMotion: 'reduce', colorScheme: 'dark' });
  const { page, errors } = await fixture({
    body: '<hex-checkers id="sys"></hex-checkers><hex-checkers id="light" theme="light"></hex-checkers><hex-checkers id="tinted" theme="light"></hex-checkers>',
    css: '#tinted { --hc-tint: 100%; }',
    context,
  });
  const css = await page.evaluate(() => fetch('/www/element/element.css').then((r) => r.text()));
  assert.doesNotMatch(css, /light-dark\(/, 'no colour needs light-dark()');
  const colour = (id) => page.evaluate((i) => getComputedStyle(document.getElementById(i).shadowRoot.querySelector('.frame')).color, id);
  assert.equal(await colour('sys'), 'rgb(231, 234, 238)', 'no theme attribute on a dark system: dark');
  assert.equal(await colour('light'), 'rgb(29, 35, 43)', 'theme="light" on a dark system: light');
  // A home cell: its army's colour mixed into the cell's, as much as --hc-tint says (all of it on #tinted).
  const home = (id) => page.evaluate((i) => {
    const hex = document.getElementById(i).shadowRoot.querySelector('.home .hex');
    return { fill: getComputedStyle(hex).fill, army: getComputedStyle(hex).getPropertyValue('--army').trim() };
  }, id);
  const tinted = await home('tinted');
  // The channels 0-255 of a computed colour (a mix computes to color(srgb r g b), 0-1) and of a #rrggbb.
  const channels = (c) => {
    const mix = c.match(/color\(srgb ([\d.]+) ([\d.]+) ([\d.]+)/);
    if (mix) return mix.slice(1).map((x) => Math.round(Number(x) * 255));
    return c.startsWith('#') ? [1, 3, 5].map((i) => Number.parseInt(c.slice(i, i + 2), 16)) : c.match(/\d+/g).slice(0, 3).map(Number);
  };
  assert.deepEqual(channels(tinted.fill), channels(tinted.army), '--hc-tint: 100% paints the home cell in its army\'s colour');
  assert.notEqual((await home('light')).fill, tinted.fill, 'the default tint is lighter');
  assert.deepEqual(errors, []);
  await context.close();
});

test('snapshot()/restore() and the game object from JS; a refused restore changes nothing', async () => {
  const { page, errors, context } = await fixture({ body: '<hex-checkers id="a" players="2" radius="3"></hex-checkers>' });
  const result = await page.evaluate(([chain]) => {
    const el = document.getElementById('a');
    const start = el.snapshot();
    let message = null;
    try { el.restore('hc1 2 3 0 - - garbage'); } catch (e) { message = e.message; }
    const unchanged = el.snapshot() === start;
    el.restore(chain);
    return { message, unchanged, restored: el.snapshot(), same: el.game.snapshot(), moves: el.game.legalMoves().length, cursor: el.history.cursor };
  }, [CHAIN]);
  assert.ok(result.message && result.message.length > 5, 'a refused snapshot throws an Error with a message');
  assert.ok(result.unchanged);
  assert.equal(result.restored, CHAIN);
  assert.equal(result.same, CHAIN);
  assert.ok(result.moves > 0);
  assert.equal(result.cursor, 0, 'restore starts a fresh history');
  assert.deepEqual(errors, []);
  await context.close();
});

test('events: hc-hop for every hop, hc-turnend at the end of a turn (not mid-chain), hc-gameend', async () => {
  const { page, errors, context } = await fixture({ body: '<div id="host"><hex-checkers id="a" players="2" radius="3"></hex-checkers></div>' });
  await page.evaluate(() => {
    window.events = [];
    for (const type of ['hc-hop', 'hc-turnend', 'hc-gameend', 'hc-change']) {
      // listened on the document: the events bubble and cross the shadow boundary
      document.addEventListener(type, (e) => window.events.push({ type, target: e.target.id, detail: e.detail }));
    }
  });
  const take = () => page.evaluate(() => window.events.splice(0));

  // a plain move
  const first = await clickFirstMove(page, 'a');
  let ev = await take();
  assert.deepEqual(ev.map((e) => e.type), ['hc-hop', 'hc-turnend', 'hc-change']);
  assert.ok(ev.every((e) => e.target === 'a'));
  const hop = ev[0].detail;
  assert.equal(hop.index, 1);
  assert.match(hop.notation, /^[a-g]\d-[a-g]\d$/);
  assert.deepEqual({ seat: hop.hop.seat, from: hop.hop.from, to: hop.hop.to, capture: hop.hop.capture, chaining: hop.hop.chaining },
    { seat: 0, from: first.from, to: first.to, capture: null, chaining: false });
  assert.deepEqual(ev[1].detail, { seat: 0, next: 1, skipped: [] });
  assert.deepEqual(ev[2].detail, { reason: 'hop' });

  // a chain: two hops, one turn
  await page.evaluate((p) => document.getElementById('a').restore(p), CHAIN);
  await take();
  await cellOf(page, 'a', '1,1').click();
  await cellOf(page, 'a', '1,-1').click();
  await settle(page);
  ev = await take();
  assert.deepEqual(ev.map((e) => e.type), ['hc-hop', 'hc-change'], 'mid-chain: no end of turn');
  assert.equal(ev[0].detail.hop.chaining, true);
  assert.equal(ev[0].detail.hop.capture, '1,0');
  assert.match(ev[0].detail.notation, /x/);
  const next = await page.evaluate(() => document.getElementById('a').game.legalMoves().map((m) => `${m.from.q},${m.from.r}>${m.to.q},${m.to.r}`));
  assert.ok(next.length > 0 && next.every((m) => m.startsWith('1,-1>')), 'the chaining piece goes on');
  const [, to] = next[0].split('>');
  await cellOf(page, 'a', to).click();
  await settle(page);
  ev = await take();
  assert.deepEqual(ev.map((e) => e.type).filter((t) => t !== 'hc-change'), ['hc-hop', 'hc-turnend']);
  assert.equal(ev[0].detail.hop.chaining, false);

  // the end of the game
  await page.evaluate((p) => document.getElementById('a').restore(p), LAST_CAPTURE);
  await take();
  await cellOf(page, 'a', '1,1').click();
  await cellOf(page, 'a', '1,-1').click();
  await settle(page);
  ev = await take();
  assert.deepEqual(ev.map((e) => e.type), ['hc-hop', 'hc-turnend', 'hc-gameend', 'hc-change']);
  assert.equal(ev[0].detail.hop.eliminated, 1);
  assert.equal(ev[0].detail.hop.winner, 0);
  assert.deepEqual(ev[1].detail, { seat: 0, next: null, skipped: [] });
  assert.deepEqual(ev[2].detail, { winner: 0, draw: false, reason: 'last-army' });
  await shot(page, 'element-events-game-over');
  assert.deepEqual(errors, []);
  await context.close();
});

const HOSTILE_CSS = `
  * { all: unset !important; }
  html { font-size: 48px !important; }
  body { font-size: 72px !important; line-height: 0 !important; letter-spacing: 1em !important; }
  :root { --hc-text: rgb(255, 0, 0); --army-0: rgb(1, 2, 3); --hc-cell: rgb(255, 0, 255); }
  * { color: transparent !important; fill: lime !important; stroke: lime !important; stroke-width: 9px !important;
      font-family: "Comic Sans MS", cursive !important; text-transform: uppercase !important;
      visibility: visible !important; writing-mode: vertical-rl !important; cursor: wait !important;
      pointer-events: none !important; }
  svg, g, polygon, circle, text, path, div, p, ul, li { display: none !important; }
  [role="button"], [role="group"], .board, .hex, .piece, .frame { display: none !important; opacity: 0 !important; }
  hex-checkers { display: block !important; max-width: 700px !important; }
`;

test('encapsulation: hostile host CSS does not break the board, and its styles do not leak out', async () => {
  const { page, errors, context } = await fixture({
    css: HOSTILE_CSS,
    body: `<hex-checkers id="a" players="2" radius="4"></hex-checkers>
      <p class="hint" id="p-hint">host text</p><ul class="seats" id="p-seats"><li class="seat dot" id="p-seat">x</li></ul>
      <span class="sr-only" id="p-sr">host span</span><div class="frame" id="p-frame" hidden>host div</div>`,
  });
  const inside = await page.evaluate(() => {
    const root = document.getElementById('a').shadowRoot;
    const frame = getComputedStyle(root.querySelector('.frame'));
    const svg = root.querySelector('svg');
    const hex = getComputedStyle(root.querySelector('.hex'));
    const body = getComputedStyle(root.querySelector('.piece.s0 .body'));
    const box = svg.getBoundingClientRect();
    return {
      frame: { display: frame.display, color: frame.color, font: frame.fontFamily, size: frame.fontSize, transform: frame.textTransform, pointer: frame.pointerEvents, mode: frame.writingMode },
      svg: { display: getComputedStyle(svg).display, width: box.width, height: box.height },
      hexFill: hex.fill, hexStrokeWidth: hex.strokeWidth, pieceFill: body.fill,
    };
  });
  assert.equal(inside.frame.display, 'flex');
  assert.equal(inside.frame.color, 'rgb(29, 35, 43)', 'the host page colour does not reach the frame');
  assert.doesNotMatch(inside.frame.font, /Comic/);
  assert.equal(inside.frame.transform, 'none');
  assert.equal(inside.frame.pointer, 'auto');
  assert.equal(inside.frame.mode, 'horizontal-tb');
  assert.equal(inside.svg.display, 'block');
  assert.ok(inside.svg.width > 300 && inside.svg.height > 300, `the board is drawn (${inside.svg.width}x${inside.svg.height})`);
  assert.equal(inside.pieceFill, 'rgb(153, 46, 0)', 'the page\'s custom properties on :root do not recolour the armies');
  assert.notEqual(inside.hexFill, 'rgb(255, 0, 255)');
  assert.equal(inside.hexStrokeWidth, '0.45px');

  // and it still plays, by clicking
  const start = (await info(page, 'a')).snapshot;
  await clickFirstMove(page, 'a');
  const after = await page.evaluate(() => document.getElementById('a').history.length);
  assert.equal(after, 1, 'a move was played through the hostile page');
  assert.notEqual((await info(page, 'a')).snapshot, start);
  await shot(page, 'element-hostile-css');
  await context.close();

  // nothing leaks out: the element's class names on host nodes get no element styles
  const plain = await fixture({
    body: `<hex-checkers id="a" players="2" radius="3"></hex-checkers>
      <p class="hint" id="p-hint">host text</p><ul class="seats" id="p-seats"><li class="seat dot" id="p-seat">x</li></ul>
      <span class="sr-only" id="p-sr">host span</span><svg class="board" id="p-svg" width="50" height="40"><polygon class="hex" id="p-hex" points="0,0 10,0 5,5"/></svg>`,
  });
  const outside = await plain.page.evaluate(() => {
    const cs = (id) => getComputedStyle(document.getElementById(id));
    return {
      hintBg: cs('p-hint').backgroundColor, hintPad: cs('p-hint').paddingLeft,
      seatsList: cs('p-seats').listStyleType, seatDisplay: cs('p-seat').display, seatRadius: cs('p-seat').borderTopLeftRadius,
      srWidth: document.getElementById('p-sr').getBoundingClientRect().width, srPos: cs('p-sr').position,
      svgWidth: document.getElementById('p-svg').getBoundingClientRect().width, hexFill: cs('p-hex').fill,
      bodyFont: getComputedStyle(document.body).fontFamily,
    };
  });
  assert.equal(outside.hintBg, 'rgba(0, 0, 0, 0)');
  assert.equal(outside.hintPad, '0px');
  assert.equal(outside.seatsList, 'disc');
  assert.equal(outside.seatDisplay, 'list-item');
  assert.equal(outside.seatRadius, '0px');
  assert.ok(outside.srWidth > 1);
  assert.equal(outside.srPos, 'static');
  assert.equal(outside.svgWidth, 50);
  assert.equal(outside.hexFill, 'rgb(0, 0, 0)');
  assert.doesNotMatch(outside.bodyFont, /system-ui/);
  assert.deepEqual(plain.errors, []);
  await plain.context.close();
  assert.deepEqual(errors, []);
});

test('several boards on one page play independently, with unique ids in each shadow root', async () => {
  const { page, errors, context } = await fixture({
    body: `<hex-checkers id="a" players="2" radius="3"></hex-checkers>
      <hex-checkers id="b" players="2" radius="3"></hex-checkers>
      <hex-checkers id="c" players="3" radius="4"></hex-checkers>`,
  });
  const snaps = async () => page.evaluate(() => ['a', 'b', 'c'].map((i) => document.getElementById(i).snapshot()));
  const [a0, b0, c0] = await snaps();
  assert.equal(a0, b0);
  await clickFirstMove(page, 'a');
  const [a1, b1, c1] = await snaps();
  assert.notEqual(a1, a0);
  assert.equal(b1, b0, 'board b did not move');
  assert.equal(c1, c0);
  // b plays a different first move; a's history is its own
  const moveB = await page.evaluate(() => {
    const el = document.getElementById('b');
    const moves = el.game.legalMoves();
    return el.play(moves[moves.length - 1]) !== null;
  });
  assert.ok(moveB);
  const [a2, b2] = await snaps();
  assert.equal(a2, a1);
  assert.notEqual(b2, a1);
  await page.evaluate(() => document.getElementById('a').undo());
  const [a3, b3] = await snaps();
  assert.equal(a3, a0);
  assert.equal(b3, b2, 'undo on a leaves b alone');
  // a piece picked up on one board is not picked up on another
  await cellOf(page, 'c', (await movable(page, 'c'))[0]).click();
  await settle(page);
  assert.equal(await page.locator('#a g[aria-label*="selected"]').count(), 0);
  assert.equal(await page.locator('#c g[aria-label*="selected"]').count(), 1);

  const ids = await page.evaluate(() => ['a', 'b', 'c'].map((i) => [...document.getElementById(i).shadowRoot.querySelectorAll('[id]')].map((n) => n.id)));
  for (const list of ids) assert.equal(new Set(list).size, list.length, `ids unique inside a shadow root: ${list}`);
  const all = ids.flat();
  assert.equal(new Set(all).size, all.length, 'and across boards');
  assert.deepEqual(await page.evaluate(() => Object.keys(localStorage)), [], 'embedded boards save nothing by default');
  await shot(page, 'element-three-boards');
  assert.deepEqual(errors, []);
  await context.close();
});

test('storage-key: each board autosaves under its own key and resumes after a reload', async () => {
  const context = await env.browser.newContext({ viewport: DESKTOP, reducedMotion: 'reduce' });
  const body = `<hex-checkers id="a" players="2" radius="3" storage-key="left"></hex-checkers>
    <hex-checkers id="b" players="2" radius="3" storage-key="right"></hex-checkers>
    <hex-checkers id="c" players="2" radius="3"></hex-checkers>`;
  let { page, errors } = await fixture({ body, context });
  await clickFirstMove(page, 'a');
  await page.evaluate(() => {
    const el = document.getElementById('b');
    const moves = el.game.legalMoves();
    el.play(moves[moves.length - 1]);
    el.play(el.game.legalMoves()[0]);
  });
  await clickFirstMove(page, 'c');
  const before = await page.evaluate(() => ['a', 'b', 'c'].map((i) => document.getElementById(i).snapshot()));
  const keys = await page.evaluate(() => Object.keys(localStorage).sort());
  assert.deepEqual(keys, ['hex-checkers/element/left', 'hex-checkers/element/right']);
  assert.deepEqual(errors, []);
  await page.close();

  ({ page, errors } = await fixture({ body, context }));
  const after = await page.evaluate(() => ['a', 'b', 'c'].map((i) => ({ snap: document.getElementById(i).snapshot(), hops: document.getElementById(i).history.length })));
  assert.deepEqual(after.slice(0, 2).map((x) => x.snap), before.slice(0, 2));
  assert.deepEqual(after.map((x) => x.hops), [1, 2, 0], 'a and b resume with their history; c (no key) starts afresh');

  // a damaged save: a warning event and a fresh game, nothing thrown
  await page.evaluate(() => localStorage.setItem('hex-checkers/element/left', '{"v":1,'));
  await page.close();
  const ctxPage = await context.newPage();
  const warnings = [];
  ctxPage.on('console', (m) => { if (m.type() === 'error') warnings.push(m.text()); });
  await ctxPage.addInitScript(() => {
    window.warnings = [];
    document.addEventListener('hc-warning', (e) => window.warnings.push(e.detail.message));
  });
  await ctxPage.goto(`${env.server.url}__fixture/page.html`);
  await ctxPage.evaluate(() => Promise.all([...document.querySelectorAll('hex-checkers')].map((el) => el.ready)));
  assert.equal(await ctxPage.evaluate(() => document.getElementById('a').history.length), 0);
  assert.match((await ctxPage.evaluate(() => window.warnings)).join(' '), /saved game was not loaded/);
  assert.deepEqual(warnings, []);
  await context.close();
});

test('the example page: two boards beside text, one live, one read-only from a snapshot, under a strict CSP', async () => {
  const context = await env.browser.newContext({ viewport: DESKTOP, reducedMotion: 'reduce' });
  const page = await context.newPage();
  const errors = [];
  page.on('console', (m) => { if (m.type() === 'error') errors.push(`console: ${m.text()}`); });
  page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
  await page.goto(`${env.server.url}examples/embed.html`);
  await page.evaluate(() => Promise.all([...document.querySelectorAll('hex-checkers')].map((el) => el.ready)));
  await settle(page);
  assert.equal(await page.locator('hex-checkers').count(), 2);
  const study = await page.evaluate(() => {
    const el = document.getElementById('study');
    return { snap: el.snapshot(), readOnly: el.hasAttribute('readonly'), pos: el.getAttribute('position') };
  });
  assert.equal(study.snap, study.pos);
  assert.ok(study.readOnly);
  assert.deepEqual(await movable(page, 'study'), []);
  assert.deepEqual(await page.evaluate(() => document.getElementById('live').settings.kinds), ['human', 'bot2']);
  await clickFirstMove(page, 'live');
  assert.ok(await page.evaluate(() => document.getElementById('live').history.length) >= 1);
  assert.match(await page.locator('#log').innerText(), /hc-hop: [a-i]\d-[a-i]\d \(hop 1, seat 0\)/);
  // Blue is the bot: it answers by itself.
  await page.waitForFunction(() => document.getElementById('live').history.length >= 2, null, { timeout: 30000 });
  await page.waitForFunction(() => /hc-hop: [a-i]\d[-x][a-i]\d \(hop 2, seat 1\)/.test(document.getElementById('log').innerText));
  assert.equal(await page.evaluate(() => document.getElementById('study').snapshot()), study.pos);
  await shot(page, 'element-example-page');
  assert.deepEqual(errors, []);
  await context.close();
});
