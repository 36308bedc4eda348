// The AI lab (docs/lab.md): a page of its own that shows how the bot
// scores a position (each army's evaluation split into its terms, as numbers
// and bars) and what its search finds there (depth, positions, speed, move,
// the method it used for the other armies, every move's score, and the line it
// expects, every army's replies as its method saw them, stepped through on the
// board hop by hop).

import '../element/element.js';
import { botReady, createGame, EVAL_TERMS } from '../element/engine.js';
import { ARMIES } from '../element/armies.js';
import { loadSaved, $, h, Evaluator, followLanguage } from '../app/lab-api.js';
import { hopCode } from '../element/notation.js';
import { turnSentence } from '../element/words.js';
import { initRunner } from './runner.js';
import { editedWeights, initLearn } from './learn.js';
import { initEditor, refreshEditor } from './editor.js';
import { addEnglish, t } from '../i18n/i18n.js';
import english from '../i18n/en/lab.js';
import resultEnglish from '../i18n/en/result.js';

addEnglish(english); // the lab's words (its modules speak once the page runs)
addEnglish(resultEnglish); // the result sentences of its matches (runner.js)

const SVG = 'http://www.w3.org/2000/svg';
const board = $('lab-board');
const evaluator = new Evaluator();

function svgEl(tag, attrs, parent) {
  const node = document.createElementNS(SVG, tag);
  for (const [k, v] of Object.entries(attrs)) node.setAttribute(k, v);
  parent.append(node);
  return node;
}

/** An army's colour, from the page's stylesheet (.s0 … .s5). */
function colour(seat) {
  const dot = h('span', `mini-dot s${seat}`);
  document.body.append(dot);
  const c = getComputedStyle(dot).backgroundColor;
  dot.remove();
  return c;
}

/** Where a refusal is said: beside the control that asked (the editor's, the snapshot field's, the buttons'). */
const ERRORS = ['pos-error', 'edit-error', 'snapshot-error'];

/**
 * Shows a position (a snapshot the engine accepts); returns false and says why at `errorId`'s place when it
 * refuses (`explain` turns the engine's message into the sentence shown).
 */
function show(text, errorId = 'pos-error', explain = (reason) => t('lab.refused', { reason })) {
  const game = createGame();
  try {
    game.restore(text.trim());
  } catch (e) {
    $(errorId).textContent = explain(e.message);
    return false;
  }
  for (const id of ERRORS) $(id).textContent = '';
  $('snapshot').value = game.snapshot();
  board.restore(game.snapshot());
  $('search-result').textContent = '';
  $('top-status').textContent = '';
  $('top-moves').replaceChildren();
  showLine(null, []);
  renderTerms(game);
  refreshEditor(game);
  return true;
}

/** The game whose terms are shown. */
let shown = null;

/** The game's terms under the bot's own weights, or under the sliders' of "How it learns" when chosen. */
function renderTerms(game) {
  shown = game;
  // A finished game has nothing left to score (the engine gives no terms, and a total of plus or minus a win):
  // say how it ended instead.
  const over = game.current === null;
  $('terms-over').hidden = !over;
  $('terms').hidden = over;
  $('terms-chart').toggleAttribute('hidden', over); // an SVG element has no hidden property
  if (over) {
    $('terms-over').textContent = t('lab.over', { result: turnSentence(game, [], false) });
    return;
  }
  const split = game.evaluateTerms($('terms-edited').checked ? { weights: editedWeights() } : {});
  const players = split.length;
  const head = h('tr');
  head.append(h('th', null, t('lab.term')), ...split.map((_, seat) => h('th', null, ARMIES[seat].name)));
  for (const th of head.children) th.scope = 'col';
  const rows = EVAL_TERMS.map((name) => {
    const tr = h('tr');
    const th = h('th', null, name);
    th.translate = false; // the engine's name of the term, as in the weights' JSON and docs/lab.md
    th.scope = 'row';
    tr.append(th, ...split.map(({ terms }, seat) => {
      const td = h('td', null, terms ? String(terms[name]) : t('element.seat.out'));
      td.dataset.seat = String(seat);
      td.dataset.term = name;
      return td;
    }));
    return tr;
  });
  const sum = h('tr', 'sum');
  const total = h('tr', 'total');
  sum.append(h('th', null, t('lab.sum')));
  total.append(h('th', null, t('lab.total')));
  split.forEach(({ terms, total: score }, seat) => {
    const s = h('td', null, terms ? String(Object.values(terms).reduce((a, b) => a + b, 0)) : t('element.seat.out'));
    s.dataset.sum = String(seat);
    const cell = h('td', null, terms ? String(score) : t('element.seat.out')); // an army with no pieces left scores as a loss, no sum
    cell.dataset.total = String(seat);
    sum.append(s);
    total.append(cell);
  });
  sum.firstChild.scope = 'row';
  total.firstChild.scope = 'row';
  const thead = h('thead');
  thead.append(head);
  const tbody = h('tbody');
  tbody.append(...rows, sum, total);
  $('terms').replaceChildren(thead, tbody);
  renderChart(split, players);
}

/** One group of bars per term, one bar per army, from a zero line in the middle. */
function renderChart(split, players) {
  const chart = $('terms-chart');
  chart.replaceChildren();
  const bar = 7;
  const rowH = players * bar + 8;
  const width = 600;
  const left = 90;
  const mid = left + (width - left) / 2;
  const values = split.flatMap(({ terms }) => (terms ? Object.values(terms).map(Math.abs) : []));
  const scale = ((width - left) / 2 - 4) / Math.max(1, ...values);
  chart.setAttribute('viewBox', `0 0 ${width} ${EVAL_TERMS.length * rowH}`);
  svgEl('line', { x1: mid, x2: mid, y1: 0, y2: EVAL_TERMS.length * rowH, class: 'axis' }, chart);
  const colours = Array.from({ length: players }, (_, seat) => colour(seat));
  EVAL_TERMS.forEach((name, i) => {
    const y = i * rowH + 4;
    svgEl('text', { x: 0, y: y + rowH / 2, translate: 'no' }, chart).textContent = name;
    split.forEach(({ terms }, seat) => {
      const v = terms ? terms[name] : 0;
      const rect = svgEl('rect', {
        x: (v < 0 ? mid + v * scale : mid).toFixed(1), y: y + seat * bar, width: Math.abs(v * scale).toFixed(1), height: bar - 1,
      }, chart);
      rect.style.fill = colours[seat];
    });
  });
}

/** The line the search expects (its move, then the replies it assumed), stepped through on the board hop by hop. */
const line = { start: null, hops: [] };
const TOP_MOVES = 8;

/** How each method sees the other armies, in plain words. */
const METHODS = ['alpha-beta', 'paranoid', 'best-reply', 'opponent-model', 'mcts'];
const methodWords = (method) => (METHODS.includes(method) ? t(`lab.method.${method}`) : method);

function showLine(start, hops) {
  line.start = start;
  line.hops = hops;
  $('line').textContent = hops.length === 0 ? '' : t('lab.line', { hops: hops.map((hop) => `${ARMIES[hop.seat].name} ${hopCode(hop, board.game.radius)}`).join(', ') });
  $('line').dataset.seats = hops.map((hop) => hop.seat).join(' ');
  $('line-tools').hidden = hops.length === 0;
  $('line-next').disabled = hops.length === 0;
}

/** Plays the next hop of the line on the board (the board's history is the line so far). */
function lineNext() {
  const done = board.history.length;
  const hop = line.hops[done];
  if (!hop || board.snapshot() !== board.history.entries[done].snapshot) return;
  const move = board.game.legalMoves().find((m) => `${m.from.q},${m.from.r}` === hop.from && `${m.to.q},${m.to.r}` === hop.to);
  if (move) board.play(move);
  $('line-next').disabled = board.history.length >= line.hops.length;
}

function lineBack() {
  board.restore(line.start);
  $('line-next').disabled = line.hops.length === 0;
}

const key = (hex) => `${hex.q},${hex.r}`;

/** The search's root moves best first, each with its score for the army to move at the last depth it completed. */
function renderTopMoves(top, mover) {
  const shown = top.slice(0, TOP_MOVES);
  $('top-moves').replaceChildren(...shown.map(({ move, score, exact }) => {
    const hop = { from: key(move.from), to: key(move.to), capture: move.capture !== null };
    const li = h('li', null, `${hopCode(hop, board.game.radius)}: ${exact ? score : t('lab.at-most', { score })}`);
    li.dataset.move = `${hop.from}>${hop.to}`;
    li.dataset.score = String(score);
    return li;
  }));
  $('top-status').textContent = t('lab.top', { shown: shown.length, count: top.length, army: ARMIES[mover].name });
}

/** A hop of the line for hopCode: cells as "q,r", a jump when it spans two cells. */
function lineHop({ seat, from, to }) {
  const dq = to.q - from.q;
  const dr = to.r - from.r;
  return { seat, from: key(from), to: key(to), capture: Math.max(Math.abs(dq), Math.abs(dr), Math.abs(dq + dr)) === 2 };
}

async function search() {
  const snapshot = board.snapshot();
  const level = Number($('level').value);
  const maxNodes = Math.max(100, Math.min(1e6, Number($('nodes').value) || 20000));
  $('search').disabled = true;
  $('search-result').textContent = t('lab.searching');
  const t0 = performance.now();
  try {
    const found = await evaluator.report({ snapshot, level, maxNodes, seed: 1 });
    const ms = performance.now() - t0;
    if (!found.move) {
      $('search-result').textContent = t('lab.nothing');
      return;
    }
    if (board.snapshot() !== snapshot) return;
    const move = board.game.legalMoves().find((m) => m.from.q === found.move.from.q && m.from.r === found.move.from.r
      && m.to.q === found.move.to.q && m.to.r === found.move.to.r);
    if (move) board.showMove(move);
    showLine(snapshot, found.line.map(lineHop));
    $('search-result').textContent = t('lab.found', {
      depth: found.depth, nodes: found.nodes, ms: Math.round(ms), speed: Math.round((found.nodes / Math.max(1, ms)) * 1000),
      method: methodWords(found.method), score: found.score, army: ARMIES[found.current].name,
    });
    $('search-result').dataset.method = found.method;
    renderTopMoves(found.top, found.current);
  } catch (e) {
    $('search-result').textContent = t('lab.failed', { reason: e.message });
  } finally {
    $('search').disabled = false;
  }
}

async function main() {
  await followLanguage(board); // the language chosen on the game's page, else the browser's
  await botReady(); // the lab evaluates on its own page: the bot's module loads here
  await board.ready;
  $('use-game').addEventListener('click', () => {
    const saved = loadSaved();
    if (saved.status !== 'ok') {
      $('pos-error').textContent = t('lab.no-game');
      return;
    }
    const { entries, cursor } = saved.history;
    show(entries[cursor].snapshot);
  });
  $('use-start').addEventListener('click', () => show(createGame({ players: 2, radius: 5 }).snapshot()));
  $('use-snapshot').addEventListener('click', () => show($('snapshot').value, 'snapshot-error'));
  $('search').addEventListener('click', search);
  $('line-next').addEventListener('click', lineNext);
  $('line-back').addEventListener('click', lineBack);
  initEditor(board, show);
  initRunner();
  initLearn(() => { if ($('terms-edited').checked) renderTerms(shown); });
  $('terms-edited').addEventListener('change', () => renderTerms(shown));
  const saved = loadSaved();
  show(saved.status === 'ok' ? saved.history.entries[saved.history.cursor].snapshot : createGame({ players: 2, radius: 5 }).snapshot());
  document.documentElement.dataset.ready = 'true';
}

main();
