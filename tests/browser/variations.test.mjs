// The analysis board (www/app/analysis/board.js) in Chromium: at six seats, three side
// lines tried by clicking on its board (one of them a side line of a side line), by the
// mouse and the keyboard; the game on the page keeps its own moves; the tree is the same
// after a reload, in the exported record (brackets), after importing that record, and
// in a share link opened in a fresh browser; promote and delete; screenshots and axe.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import {
  setup, openPage, eachView, shot, gotoPlayable, PHONE,
} from './harness.mjs';
import { audit } from './axe.mjs';
import { playBlunderGame } from './blunder-game.mjs';

let env;
before(async () => { env = await setup(); });
after(async () => { await env?.teardown(); });

const DIALOG = '#analysis-dialog';
const mainHops = (page) => page.evaluate(() => document.querySelector('#board-area hex-checkers, hex-checkers').history.hops().length);
/** The move list of the analysis board as text, one line per line of the tree: the tree as a person sees it. */
const treeText = (page) => page.evaluate(() => {
  const walk = (box, depth) => {
    const out = [];
    let words = [];
    for (const child of box.children) {
      if (child.classList.contains('tree-sides')) {
        out.push(`${depth}:${words.join(' ')}`);
        words = [];
        for (const side of child.children) out.push(...walk(side, depth + 1));
      } else words.push(child.textContent);
    }
    out.push(`${depth}:${words.join(' ')}`);
    return out;
  };
  return walk(document.querySelector('.tree-moves .tree-main'), 0).join('\n');
});

async function openAnalysis(page) {
  await page.click('#analysis-board-btn');
  await page.waitForSelector(`${DIALOG}[data-open="true"]`);
}

async function closeAnalysis(page) {
  await page.click(`${DIALOG} .rules-head button`);
  await page.waitForSelector(`${DIALOG}[data-open="false"]`, { state: 'attached' });
}

/** Clicks the move list's button `selector` and waits until the board shows the position after `ply` steps. */
async function goTo(page, selector, ply) {
  await page.locator(`${DIALOG} .tree-moves ${selector}`).click();
  await page.waitForSelector(`${DIALOG}[data-ply="${ply}"]`);
}

/** Plays, by two clicks on the analysis board, its last legal move; waits until the tree has `sides` side lines. */
async function tryMove(page, sides) {
  const [from, to] = await page.evaluate((d) => {
    const el = document.querySelector(`${d} hex-checkers`);
    const key = (h) => `${h.q},${h.r}`;
    const m = el.game.legalMoves().at(-1); // the game on the page played the first each time
    return [key(m.from), key(m.to)];
  }, DIALOG);
  const ply = Number(await page.getAttribute(DIALOG, 'data-ply'));
  await page.locator(`${DIALOG} hex-checkers g[data-key="${from}"]`).click();
  await page.locator(`${DIALOG} hex-checkers g[data-key="${to}"]`).click();
  await page.waitForSelector(`${DIALOG}[data-ply="${ply + 1}"]`);
  if (sides !== undefined) await page.waitForSelector(`${DIALOG}[data-sides="${sides}"]`);
}

test('three side lines at six seats: kept across a reload, in the exported record, after an import and in a share link', async () => {
  const { page, errors, context } = await openPage(env.browser, env.server.url);
  await page.evaluate(() => {
    const el = document.querySelector('hex-checkers');
    el.newGame({ players: 6, radius: 5, kinds: Array(6).fill('human') });
    // The game's own moves: the first legal move each time, a chain played through.
    for (let i = 0; i < 8; i += 1) el.play(el.game.legalMoves()[0]);
  });
  assert.equal(await mainHops(page), 8);
  const gameBefore = await page.evaluate(() => document.querySelector('hex-checkers').record().hops);

  await openAnalysis(page);
  await page.waitForSelector(`${DIALOG}[data-ply="8"][data-sides="0"]`);
  // Side line 1, from after the game's second move (the game's third differs from the last legal move).
  await goTo(page, '.tree-main > button[data-node]:nth-of-type(3)', 2);
  await tryMove(page, 1);
  await tryMove(page, 1); // on along it: still one side line
  // Side line 2 from a later position of the game where more than one move is legal (a capture may be the only one).
  for (let ply = 4; ; ply += 1) {
    await goTo(page, `.tree-main > button[data-node]:nth-of-type(${ply + 1})`, ply);
    if (await page.evaluate((d) => document.querySelector(`${d} hex-checkers`).game.legalMoves().length, DIALOG) > 1) break;
  }
  await tryMove(page, 2);
  // Side line 3, a side line of side line 1: back to its first move by the keyboard (End, then ←).
  await goTo(page, '.tree-side button[data-node] >> nth=0', 3);
  await page.keyboard.press('ArrowRight');
  await page.waitForSelector(`${DIALOG}[data-ply="4"]`);
  await page.keyboard.press('ArrowLeft');
  await page.waitForSelector(`${DIALOG}[data-ply="3"]`);
  // The first legal move: not the last, which side line 1 went on with.
  const [from, to] = await page.evaluate((d) => {
    const el = document.querySelector(`${d} hex-checkers`);
    const key = (h) => `${h.q},${h.r}`;
    const m = el.game.legalMoves()[0];
    return [key(m.from), key(m.to)];
  }, DIALOG);
  await page.locator(`${DIALOG} hex-checkers g[data-key="${from}"]`).click();
  await page.locator(`${DIALOG} hex-checkers g[data-key="${to}"]`).click();
  await page.waitForSelector(`${DIALOG}[data-sides="3"]`);
  const tree = await treeText(page);
  assert.equal(tree.split('\n').filter((l) => /^[12]:/.test(l)).length >= 3, true, tree);
  assert.match(tree, /^2:/m, 'a side line inside a side line');

  // The game on the page kept its own moves.
  assert.deepEqual(await page.evaluate(() => document.querySelector('hex-checkers').record().hops), gameBefore);

  await eachView(page, async (view) => shot(page, `analysis-board-${view}`));
  assert.deepEqual(await audit(page), []);
  await closeAnalysis(page);

  // A reload: the tree is kept with the game.
  await gotoPlayable(page, env.server.url);
  await openAnalysis(page);
  await page.waitForSelector(`${DIALOG}[data-sides="3"]`);
  assert.equal(await treeText(page), tree, 'after a reload');
  await closeAnalysis(page);

  // The exported record writes the side lines in brackets; importing it gives the same tree.
  await openAnalysis(page);
  await page.click(`${DIALOG} button[data-tool="share"]`);
  await page.waitForSelector(`${DIALOG} .analysis-link:not([hidden])`);
  const link = await page.inputValue(`${DIALOG} .analysis-link`);
  await closeAnalysis(page);
  await page.click('#share-btn');
  const [download] = await Promise.all([page.waitForEvent('download'), page.click('#download-record-btn')]);
  const text = await readFile(await download.path(), 'utf8');
  await page.click('#share-dialog button[type="submit"]');
  assert.equal((text.match(/\(/g) ?? []).filter(Boolean).length - 6, 3, text); // six seats' "(human)" tags, three side lines
  await page.evaluate(() => document.querySelector('hex-checkers').newGame({ players: 2, radius: 5 }));
  await page.click('#games-btn');
  await page.waitForSelector('#games-dialog[open]');
  await page.click('#import-btn');
  await page.fill('#import-text', text);
  await page.click('#import-open');
  await page.waitForFunction(() => !document.getElementById('import-dialog').open);
  await page.waitForFunction((n) => document.querySelector('hex-checkers').history.length === n, 8);
  await page.waitForSelector('#move-list[data-sides="3"]'); // the page's move list shows them too
  await openAnalysis(page);
  await page.waitForSelector(`${DIALOG}[data-sides="3"]`);
  assert.equal(await treeText(page), tree, 'after export and import');
  await closeAnalysis(page);

  // A share link carries them to a fresh browser.
  const other = await openPage(env.browser, null);
  await gotoPlayable(other.page, link);
  await other.page.waitForSelector('#move-list[data-sides="3"]');
  await openAnalysis(other.page);
  await other.page.waitForSelector(`${DIALOG}[data-sides="3"]`);
  assert.equal(await treeText(other.page), tree, 'in a share link');
  await other.context.close();

  assert.deepEqual(errors, []);
  await context.close();
});

test('promote and delete: a side line moves up among side lines, never over the game; the game\'s moves cannot be deleted', async () => {
  const { page, errors, context } = await openPage(env.browser, env.server.url);
  await page.evaluate(() => {
    const el = document.querySelector('hex-checkers');
    el.newGame({ players: 3, radius: 4, kinds: Array(3).fill('human') });
    for (let i = 0; i < 4; i += 1) el.play(el.game.legalMoves()[0]);
  });
  await openAnalysis(page);
  await goTo(page, '.tree-main > button[data-node]:nth-of-type(2)', 1);
  assert.equal(await page.isDisabled(`${DIALOG} button[data-tool="remove"]`), true, 'the game\'s own move');
  const moves = await page.evaluate((d) => document.querySelector(`${d} hex-checkers`).game.legalMoves().length, DIALOG);
  assert.ok(moves >= 3);
  for (const [k, sides] of [[1, 1], [2, 2]]) {
    await goTo(page, '.tree-main > button[data-node]:nth-of-type(2)', 1);
    const [from, to] = await page.evaluate(([d, i]) => {
      const m = document.querySelector(`${d} hex-checkers`).game.legalMoves().at(-i);
      return [`${m.from.q},${m.from.r}`, `${m.to.q},${m.to.r}`];
    }, [DIALOG, k]);
    await page.locator(`${DIALOG} hex-checkers g[data-key="${from}"]`).click();
    await page.locator(`${DIALOG} hex-checkers g[data-key="${to}"]`).click();
    await page.waitForSelector(`${DIALOG}[data-sides="${sides}"]`);
  }
  const sideTexts = () => page.locator(`${DIALOG} .tree-side`).allInnerTexts();
  const [first, second] = await sideTexts();
  // On the second side line: Promote puts it first among the side lines; then on the first place it stops.
  assert.equal(await page.isDisabled(`${DIALOG} button[data-tool="promote"]`), false);
  await page.click(`${DIALOG} button[data-tool="promote"]`);
  await page.waitForFunction(([d, s]) => document.querySelector(`${d} .tree-side`)?.innerText === s, [DIALOG, second]);
  assert.deepEqual(await sideTexts(), [second, first]);
  await page.waitForSelector(`${DIALOG} button[data-tool="promote"][disabled]`);
  // Delete from here: the line goes, the board shows the move before it.
  await page.click(`${DIALOG} button[data-tool="remove"]`);
  await page.waitForSelector(`${DIALOG}[data-sides="1"][data-ply="1"]`);
  assert.deepEqual(await sideTexts(), [first]);
  assert.equal(await page.evaluate(() => document.querySelector('hex-checkers').history.length), 4);
  // Evaluate: the analysis worker's score and line for the position shown.
  await page.click(`${DIALOG} button[data-tool="evaluate"]`);
  await page.waitForSelector(`${DIALOG} .analysis-eval[data-state="done"]`);
  assert.match(await page.textContent(`${DIALOG} .analysis-eval`), /to move: \u2066?[+−]\d+\.\d\u2069? men\. The bot's line: \u2066?[a-q]\d+[-x][a-q]\d+/);
  assert.deepEqual(errors, []);
  await context.close();
});

test('drawing: a right-drag draws an arrow, a right-click a circle, Shift another colour; kept per position, cleared by a click', async () => {
  const { page, errors, context } = await openPage(env.browser, env.server.url);
  await page.evaluate(() => {
    const el = document.querySelector('hex-checkers');
    el.newGame({ players: 2, radius: 5, kinds: ['human', 'human'] });
    for (let i = 0; i < 3; i += 1) el.play(el.game.legalMoves()[0]);
  });
  await openAnalysis(page);
  const centre = async (key) => {
    const box = await page.locator(`${DIALOG} hex-checkers g[data-key="${key}"] polygon`).boundingBox();
    return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  };
  const [a, b, c] = await page.evaluate((d) => {
    const m = document.querySelector(`${d} hex-checkers`).game.legalMoves();
    const key = (h) => `${h.q},${h.r}`;
    return [key(m[0].from), key(m[0].to), key(m.at(-1).from)];
  }, DIALOG);
  const shapes = (page2) => page2.evaluate((d) => [...document.querySelector(`${d} hex-checkers`).shadowRoot.querySelectorAll('g.hc-drawing line, g.hc-drawing circle')]
    .map((s) => `${s.tagName}:${s.dataset.brush}`), DIALOG);
  // An arrow: right button down on a, up on b.
  let p = await centre(a);
  await page.mouse.move(p.x, p.y);
  await page.mouse.down({ button: 'right' });
  p = await centre(b);
  await page.mouse.move(p.x, p.y, { steps: 4 });
  await page.mouse.up({ button: 'right' });
  await page.waitForSelector(`${DIALOG}[data-shapes="1"]`);
  // A red circle: Shift and a right-click on c.
  p = await centre(c);
  await page.keyboard.down('Shift');
  await page.mouse.click(p.x, p.y, { button: 'right' });
  await page.keyboard.up('Shift');
  await page.waitForSelector(`${DIALOG}[data-shapes="2"]`);
  assert.deepEqual(await shapes(page), ['line:green', 'circle:red']);
  await shot(page, 'analysis-drawing');
  // Another position has none; back here, both are there again.
  await goTo(page, '.tree-main > button[data-node]:nth-of-type(2)', 1);
  await page.waitForSelector(`${DIALOG}[data-shapes="0"]`);
  await goTo(page, '.tree-main > button[data-node]:nth-of-type(4)', 3);
  await page.waitForSelector(`${DIALOG}[data-shapes="2"]`);
  // The same circle again takes it away; a left click clears the rest.
  await page.keyboard.down('Shift');
  await page.mouse.click(p.x, p.y, { button: 'right' });
  await page.keyboard.up('Shift');
  await page.waitForSelector(`${DIALOG}[data-shapes="1"]`);
  await page.mouse.click(p.x, p.y);
  await page.waitForSelector(`${DIALOG}[data-shapes="0"]`);
  assert.deepEqual(await shapes(page), []);
  assert.deepEqual(errors, []);
  await context.close();
});

test('the review in the move list: the marked move carries its mark and every judged move its evaluation, in the list\'s numbering', async () => {
  const { page, errors, context } = await openPage(env.browser, env.server.url);
  await playBlunderGame(page);
  await page.click('#analyse-btn');
  await page.waitForSelector('#move-list[data-reviewed]:not([data-reviewed="0"])', { timeout: 60000 });
  const notes = await page.locator('#move-list button[data-note]').evaluateAll((bs) => bs.map((b) => ({
    index: b.dataset.index, note: b.dataset.note, mark: b.dataset.mark ?? null, name: b.getAttribute('aria-label'), shown: getComputedStyle(b, '::after').content,
  })));
  const marked = notes.filter((n) => n.mark);
  assert.equal(marked.length, 1, JSON.stringify(notes));
  assert.equal(marked[0].index, '1', 'the first move, where the review marks it');
  assert.match(marked[0].note, /^\?\??\s[+−]\d+\.\d$/);
  assert.match(marked[0].name, /: move 1, Red\. (Mistake|Blunder)\. Evaluation after it: \?\?? [+−]\d+\.\d men$/);
  assert.match(marked[0].shown, /\?/, 'the mark is drawn beside the move');
  assert.ok(notes.filter((n) => !n.mark).every((n) => /^[+−]\d+\.\d$/.test(n.note)), 'the others: their evaluation');
  await shot(page, 'review-in-move-list');
  // Closed, the list is as it was.
  await page.click('#review-panel .review-head button');
  await page.waitForSelector('#move-list[data-reviewed="0"]');
  assert.equal(await page.locator('#move-list button[data-note]').count(), 0);
  assert.deepEqual(errors, []);
  await context.close();
});

test('edge names: the option beside Cell names names the rim\'s cells only, on the analysis board too, and stays after a reload', async () => {
  const { page, errors, context } = await openPage(env.browser, env.server.url);
  const shown = (p, scope = '') => p.evaluate((s) => {
    const el = document.querySelector(`${s} hex-checkers`);
    const display = (key) => getComputedStyle(el.shadowRoot.querySelector(`g[data-key="${key}"] .cell-name`)).display !== 'none';
    const r = el.game.radius;
    return { rim: display(`${r},0`), corner: display(`0,${-r}`), inner: display(`${r - 1},0`), centre: display('0,0') };
  }, scope);
  assert.deepEqual(await shown(page), { rim: false, corner: false, inner: false, centre: false });
  await page.selectOption('#names-select', 'edge');
  await page.waitForFunction(() => document.querySelector('hex-checkers').hasAttribute('edge-names'));
  assert.deepEqual(await shown(page), { rim: true, corner: true, inner: false, centre: false });
  await gotoPlayable(page, env.server.url);
  assert.equal(await page.inputValue('#names-select'), 'edge');
  assert.deepEqual(await shown(page), { rim: true, corner: true, inner: false, centre: false });
  await page.evaluate(() => document.querySelector('hex-checkers').play(document.querySelector('hex-checkers').game.legalMoves()[0]));
  await openAnalysis(page);
  assert.deepEqual(await shown(page, DIALOG), { rim: true, corner: true, inner: false, centre: false });
  await shot(page, 'analysis-edge-names');
  assert.deepEqual(errors, []);
  await context.close();
});

test('side lines in the page\'s move list: indented under the move they replace, numbered by rounds, by mouse, keyboard and touch to the analysis board, after a reload too', async () => {
  const { page, errors, context } = await openPage(env.browser, env.server.url);
  await page.evaluate(() => {
    const el = document.querySelector('hex-checkers');
    el.newGame({ players: 6, radius: 5, kinds: Array(6).fill('human') });
    for (let i = 0; i < 8; i += 1) el.play(el.game.legalMoves()[0]);
  });
  await page.waitForSelector('#move-list button[data-index="8"]');
  assert.equal(await page.locator('#move-list .page-sides').count(), 0, 'no side line yet');
  await openAnalysis(page);
  // Two side lines from after the game's second move (two moves long, then another), and one from the sixth.
  await goTo(page, '.tree-main > button[data-node]:nth-of-type(3)', 2);
  await tryMove(page, 1);
  await tryMove(page, 1);
  for (let ply = 5; ; ply += 1) {
    await goTo(page, `.tree-main > button[data-node]:nth-of-type(${ply + 1})`, ply);
    if (await page.evaluate((d) => document.querySelector(`${d} hex-checkers`).game.legalMoves().length, DIALOG) > 1) break;
  }
  await tryMove(page, 2);
  await page.click(`${DIALOG} button[data-tool="share"]`);
  await page.waitForSelector(`${DIALOG} .analysis-link:not([hidden])`);
  const link = await page.inputValue(`${DIALOG} .analysis-link`);
  await closeAnalysis(page);
  await page.waitForSelector('#move-list[data-sides="2"]');

  /** The page's side lines: for each, the game move it sits under, its words, and its moves' names. */
  const sides = () => page.evaluate(() => [...document.querySelectorAll('#move-list .page-sides .tree-side')].map((line) => ({
    under: (() => {
      let li = line.closest('.page-sides').previousElementSibling;
      while (li && !li.querySelector('button[data-index]')) li = li.previousElementSibling;
      return [...li.querySelectorAll('button[data-index]')].map((b) => Number(b.dataset.index));
    })(),
    text: line.innerText.replace(/\s+/g, ' ').trim(),
    role: line.getAttribute('role'),
    name: line.getAttribute('aria-label'),
    moves: [...line.querySelectorAll(':scope > button')].map((b) => b.getAttribute('aria-label')),
    indent: parseFloat(getComputedStyle(line.closest('.page-sides')).paddingInlineStart) + parseFloat(getComputedStyle(line).marginInlineStart),
  })));
  const shown = await sides();
  assert.equal(shown.length, 2, JSON.stringify(shown));
  const [first, second] = shown;
  assert.equal(first.role, 'group');
  assert.equal(first.name, 'Side line');
  assert.equal(first.moves.length, 2, 'the first side line\'s two moves');
  // Numbered by rounds: the third move of a six-seat game is in round 1, shown "1…" as lichess does after a break.
  assert.match(first.text, /^1… /, first.text);
  assert.match(first.moves[0], /move 1, /, 'its name says its round');
  assert.ok(first.indent > 20, 'indented');
  assert.ok(first.under.includes(3), `under the game's third move, the one it replaces: ${first.under}`);
  assert.ok(second.under.every((i) => i > 5), String(second.under));

  // A click on a side line's second move opens the analysis board there.
  await page.locator('#move-list .page-sides .tree-side >> nth=0').locator('button >> nth=1').click();
  await page.waitForSelector(`${DIALOG}[data-open="true"][data-ply="4"]`);
  assert.equal(await page.locator(`${DIALOG} .tree-move.tried[aria-current]`).count(), 1, 'the side line\'s move is the one shown');
  assert.equal(await mainHops(page), 8, 'the game on the page is untouched');
  await closeAnalysis(page);

  // The keyboard: Tab reaches a side line's first move; → goes along it; Enter opens the board there.
  await page.locator('#move-list .page-sides .tree-side >> nth=0').locator('button >> nth=0').focus();
  await page.keyboard.press('ArrowRight');
  await page.waitForFunction(() => document.activeElement?.matches('#move-list .page-sides button') && document.activeElement.previousElementSibling?.matches('button, .mini-dot, .tree-num'));
  assert.equal(await page.evaluate(() => document.querySelector('hex-checkers').history.cursor), 8, 'the game\'s cursor stays');
  await page.keyboard.press('Enter');
  await page.waitForSelector(`${DIALOG}[data-open="true"][data-ply="4"]`);
  await closeAnalysis(page);

  // A reload: the library's side lines are in the list again.
  await gotoPlayable(page, env.server.url);
  await page.waitForSelector('#move-list[data-sides="2"]');
  assert.deepEqual((await sides()).map((s) => s.text), shown.map((s) => s.text));
  await eachView(page, async (view) => {
    await page.locator('#move-list .page-sides').first().scrollIntoViewIfNeeded();
    await shot(page, `page-side-lines-${view}`);
    if (view === '390-light') assert.deepEqual(await audit(page), [], 'at a phone\'s size');
  });
  assert.deepEqual(await audit(page), []);
  assert.deepEqual(errors, []);
  await context.close();

  // By touch, at a phone's size, from a share link that carries them: a tap on a side line's move opens the board there.
  const phone = await env.browser.newContext({ viewport: PHONE, hasTouch: true, isMobile: true, reducedMotion: 'reduce' });
  const touch = await openPage(env.browser, null, { context: phone });
  await gotoPlayable(touch.page, link);
  await touch.page.waitForSelector('#move-list[data-sides="2"]');
  await touch.page.locator('#move-list .page-sides .tree-side >> nth=1').locator('button >> nth=0').tap();
  await touch.page.waitForSelector(`${DIALOG}[data-open="true"][data-sides="2"]`);
  assert.equal(await touch.page.locator(`${DIALOG} .tree-move.tried[aria-current]`).count(), 1);
  await shot(touch.page, 'page-side-lines-phone-board');
  assert.deepEqual(touch.errors, []);
  await phone.close();
});

test('drawing by touch: a long press and a drag draws an arrow (from a piece that may move, and plays nothing), a long press a circle; a tap clears them', async () => {
  const context = await env.browser.newContext({ viewport: PHONE, hasTouch: true, isMobile: true, reducedMotion: 'reduce' });
  const { page, errors } = await openPage(env.browser, null, { context });
  await gotoPlayable(page, env.server.url);
  await page.evaluate(() => {
    const el = document.querySelector('hex-checkers');
    el.newGame({ players: 2, radius: 5, kinds: ['human', 'human'] });
    for (let i = 0; i < 3; i += 1) el.play(el.game.legalMoves()[0]);
  });
  await page.locator('#analysis-board-btn').tap();
  await page.waitForSelector(`${DIALOG}[data-open="true"][data-ply="3"]`);
  const cdp = await context.newCDPSession(page);
  const centre = async (key) => {
    const loc = page.locator(`${DIALOG} hex-checkers g[data-key="${key}"] polygon.hex`);
    await loc.scrollIntoViewIfNeeded();
    const box = await loc.boundingBox();
    return { x: Math.round(box.x + box.width / 2), y: Math.round(box.y + box.height / 2) };
  };
  const touch = (type, p) => cdp.send('Input.dispatchTouchEvent', { type, touchPoints: p ? [{ x: p.x, y: p.y }] : [] });
  const [a, b, c, empty] = await page.evaluate((d) => {
    const el = document.querySelector(`${d} hex-checkers`);
    const m = el.game.legalMoves();
    const key = (h) => `${h.q},${h.r}`;
    const targets = new Set(m.map((x) => key(x.to)));
    // An empty cell no piece may go to, nearest the middle: a tap there plays nothing.
    const empty = [...el.view.cells.keys()].filter((k) => !el.view.pieces.has(k) && !targets.has(k))
      .sort((p, q) => p.split(',').reduce((t, v) => t + Math.abs(v), 0) - q.split(',').reduce((t, v) => t + Math.abs(v), 0))[0];
    return [key(m[0].from), key(m[0].to), key(m.at(-1).from), empty];
  }, DIALOG);
  const shapes = () => page.evaluate((d) => [...document.querySelector(`${d} hex-checkers`).shadowRoot.querySelectorAll('g.hc-drawing line, g.hc-drawing circle')]
    .map((s) => s.tagName), DIALOG);
  // An arrow: a long press on a piece that may move, held until the board says a shape has started, then a drag to its target.
  const pa = await centre(a);
  const pb = await centre(b);
  await touch('touchStart', pa);
  await page.waitForSelector(`${DIALOG}[data-pressing="true"]`);
  for (let k = 1; k <= 4; k += 1) await touch('touchMove', { x: pa.x + ((pb.x - pa.x) * k) / 4, y: pa.y + ((pb.y - pa.y) * k) / 4 });
  await touch('touchEnd');
  await page.waitForSelector(`${DIALOG}[data-shapes="1"][data-pressing="false"]`);
  assert.deepEqual(await shapes(), ['line']);
  assert.equal(await page.getAttribute(DIALOG, 'data-ply'), '3', 'the drag drew, it did not play the move');
  assert.equal(await page.evaluate((d) => document.querySelector(`${d} hex-checkers`).view.state.selected, DIALOG), null, 'the piece pressed is put back');
  assert.equal(await page.getAttribute(DIALOG, 'data-sides'), '0');
  // A circle: a long press on another cell, lifted where it was.
  const pc = await centre(c);
  await touch('touchStart', pc);
  await page.waitForSelector(`${DIALOG}[data-pressing="true"]`);
  await touch('touchEnd');
  await page.waitForSelector(`${DIALOG}[data-shapes="2"][data-pressing="false"]`);
  assert.deepEqual(await shapes(), ['line', 'circle']);
  await shot(page, 'analysis-drawing-touch');
  // A tap on an empty cell clears them.
  const pe = await centre(empty);
  await touch('touchStart', pe);
  await touch('touchEnd');
  await page.waitForSelector(`${DIALOG}[data-shapes="0"]`);
  assert.deepEqual(await shapes(), []);
  assert.deepEqual(errors, []);
  await context.close();
});
