// The evaluation bar (under the board) and graph (under the move list):
// docs/bot.md#evaluation-bar-and-graph. Loaded when the person first turns
// "Evaluation" on. The positions of the game on the board are evaluated in a
// Web Worker of their own (eval-worker.js), each once (cached by snapshot);
// every change of the board asks only for the positions not yet known, and the
// bar and the graph are drawn once per animation frame.

import { ARMIES, seatLabel } from '../../element/armies.js';
import { roundsOf } from '../../element/notation.js';
import { botReady, createGame } from '../../element/engine.js';
import { h } from '../platform/dom.js';
import { chances, steadyScores } from './chances.js';
import { addEnglish, label, t } from '../../i18n/i18n.js';
import english from '../../i18n/en/analysis.js';

addEnglish(english);

const SVG = 'http://www.w3.org/2000/svg';
const STYLE_URL = new URL('./eval.css', import.meta.url).href;
const W = 300; // the graph's viewBox
const H = 90;
const MAX_POINTS = 600; // per line: two per unit of the viewBox's width

function svgEl(tag, attrs, parent) {
  const node = document.createElementNS(SVG, tag);
  for (const [k, v] of Object.entries(attrs)) node.setAttribute(k, v);
  parent?.append(node);
  return node;
}

/**
 * The analysis worker's client. evaluate(snapshots) resolves with one score list each (on the page itself
 * if the worker fails); analyse(request) with the worker's answer (it rejects if the worker fails).
 */
export class Evaluator {
  constructor() {
    this.next = 1;
    this.pending = new Map();
    try {
      this.worker = new Worker(new URL('./eval-worker.js', import.meta.url), { type: 'module', name: 'hex-checkers-analysis' });
      this.worker.addEventListener('message', (e) => this.answer(e.data));
      this.worker.addEventListener('error', (e) => { e.preventDefault(); this.fail(); });
    } catch {
      this.worker = null;
    }
  }

  evaluate(snapshots) {
    if (!this.worker) return this.onPage(snapshots);
    return this.ask({ snapshots }, () => this.onPage(snapshots).then((scores) => ({ scores }))).then((d) => d.scores);
  }

  /** One position searched at a fixed budget: {current, move, score, scores}. */
  analyse({ snapshot, level, maxNodes, seed }) {
    if (!this.worker) return Promise.reject(new Error('the analysis worker is not running'));
    return this.ask({ analyse: snapshot, level, maxNodes, seed }, null);
  }

  /** One search and what it saw (the lab): {current, move, score, depth, nodes, method, top, line} of searchReport(). */
  report({ snapshot, level, maxNodes, seed }) {
    if (!this.worker) return Promise.reject(new Error('the analysis worker is not running'));
    return this.ask({ report: snapshot, level, maxNodes, seed }, null);
  }

  /** The line the bot expects from a position: up to `hops` hops, each its search's move ({from, to, capture, score}). */
  line({ snapshot, level, maxNodes, seed, hops }) {
    if (!this.worker) return Promise.reject(new Error('the analysis worker is not running'));
    return this.ask({ line: snapshot, level, maxNodes, seed, hops }, null).then((d) => d.line);
  }

  /** Posts a request; `onPage` answers it if the worker fails (null: the request fails). */
  ask(message, onPage) {
    const id = this.next++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject, onPage });
      this.worker.postMessage({ id, ...message });
    });
  }

  answer(data) {
    if (data?.id === null) { this.fail(); return; }
    const p = this.pending.get(data?.id);
    if (!p) return;
    this.pending.delete(data.id);
    if (data.error) p.reject(new Error(data.error)); else p.resolve(data);
  }

  /** The worker is gone: what it was asked to evaluate is evaluated on the page (about 20 µs a position). */
  fail() {
    this.worker?.terminate();
    this.worker = null;
    for (const p of this.pending.values()) {
      if (p.onPage) p.resolve(p.onPage()); else p.reject(new Error('the analysis worker failed'));
    }
    this.pending.clear();
  }

  /** Stops the worker for good (a review cancelled). */
  dispose() {
    this.worker?.terminate();
    this.worker = null;
    for (const p of this.pending.values()) p.reject(new Error('cancelled'));
    this.pending.clear();
  }

  /** The fallback: the bot's module loaded on the page itself, one game for every position. */
  async onPage(snapshots) {
    await botReady();
    this.scratch ??= createGame();
    return snapshots.map((s) => { this.scratch.restore(s); return this.scratch.evaluate(); });
  }
}

export class EvalView {
  /**
   * @param {import('../../element/element.js').HexCheckersElement} board
   * @param {{bar: HTMLElement, graph: HTMLElement}} where the two are drawn (hidden while off)
   */
  constructor(board, { bar, graph }) {
    const link = h('link');
    link.rel = 'stylesheet';
    link.href = STYLE_URL;
    document.head.append(link);
    this.board = board;
    this.barBox = bar;
    this.graphBox = graph;
    this.evaluator = new Evaluator();
    /** snapshot -> each seat's score (the static evaluation), for every position evaluated so far */
    this.scores = new Map();
    this.asked = new Set();
    /** history entry -> its shares, once its round is evaluated */
    this.steady = new WeakMap();
    this.on = false;
    this.frame = 0;
    this.buildGraph();
    board.addEventListener('hc-change', () => this.update());
  }

  buildGraph() {
    this.svg = svgEl('svg', { viewBox: `0 0 ${W} ${H}`, preserveAspectRatio: 'none', role: 'img' });
    for (const share of [0.25, 0.75]) svgEl('line', { x1: 0, y1: H * share, x2: W, y2: H * share, class: 'eval-grid' }, this.svg);
    svgEl('line', { x1: 0, y1: H / 2, x2: W, y2: H / 2, class: 'eval-mid' }, this.svg);
    this.lines = svgEl('g', { class: 'eval-lines' }, this.svg);
    this.cursor = svgEl('line', { y1: 0, y2: H, class: 'eval-cursor' }, this.svg);
    this.svg.addEventListener('click', (e) => {
      const n = this.board.history?.entries.length ?? 0;
      const box = this.svg.getBoundingClientRect();
      if (n < 2 || box.width === 0) return;
      const i = Math.round(((e.clientX - box.left) / box.width) * (n - 1));
      this.board.goTo(Math.max(0, Math.min(n - 1, i)));
    });
    // The scale, in words the svg (stretched to its box) cannot hold: the chance up the side, the moves along.
    const y = h('div', 'eval-y');
    y.append(h('span', null, '100%'), h('span', null, '50%'), h('span', null, '0%'));
    this.xEnd = h('span', 'eval-x-end', '');
    const x = h('div', 'eval-x');
    x.append(label(h('span'), 'app.moves.start'), this.xEnd);
    for (const scale of [x, y]) scale.setAttribute('aria-hidden', 'true'); // the svg's label says it
    const plot = h('div', 'eval-plot');
    plot.append(y, this.svg, x);
    const note = label(h('p', 'panel-note'), 'app.eval.note');
    this.graphBox.replaceChildren(plot, note);
  }

  /** Shows or hides the bar and the graph. */
  show(on) {
    this.on = on;
    this.barBox.hidden = !on;
    this.graphBox.hidden = !on;
    if (on) this.update();
  }

  /** Asks the worker for the positions of the history not yet evaluated, then redraws. */
  update() {
    if (!this.on || !this.board.history) return;
    const missing = [...new Set(this.board.history.entries.map((e) => e.snapshot))]
      .filter((s) => !this.scores.has(s) && !this.asked.has(s));
    if (missing.length > 0) {
      for (const s of missing) this.asked.add(s);
      this.evaluator.evaluate(missing).then((scores) => {
        missing.forEach((s, i) => { this.scores.set(s, scores[i]); this.asked.delete(s); });
        this.redraw();
      }, () => { for (const s of missing) this.asked.delete(s); });
      return; // drawn when the answer comes: one drawing per hop, not two
    }
    this.redraw();
  }

  redraw() {
    this.frame ||= requestAnimationFrame(() => {
      this.frame = 0;
      this.draw();
    });
  }

  /**
   * Each entry's shares, from its round's steady scores (chances.js), or null where it is not evaluated yet.
   * Kept per history entry once its round is all evaluated: an entry's round lies before it, and a line cut
   * and played again makes new entries.
   */
  shares() {
    const entries = this.board.history.entries;
    const all = entries.map((e) => this.scores.get(e.snapshot) ?? null);
    return entries.map((e, i) => {
      let shares = this.steady.get(e);
      if (shares) return shares;
      const steady = steadyScores(all, i);
      if (!steady) return null;
      shares = chances(steady);
      if (!all.slice(Math.max(0, i - all[i].length), i).includes(null)) this.steady.set(e, shares);
      return shares;
    });
  }

  draw() {
    if (!this.on || !this.board.history) return;
    const all = this.shares();
    const { cursor } = this.board.history;
    const { players } = this.board.settings;
    if (this.barBox.children.length !== players) {
      this.barBox.replaceChildren(...Array.from({ length: players }, (_, seat) => h('span', `eval-seg s${seat}`)));
      this.lines.replaceChildren(...Array.from({ length: players }, (_, seat) => {
        const line = svgEl('polyline', { class: 'eval-line' });
        line.style.stroke = getComputedStyle(this.barBox.children[seat]).backgroundColor; // the army's colour, from app.css
        return line;
      }));
    }
    this.drawBar(all[cursor], cursor);
    this.drawGraph(all, cursor);
  }

  drawBar(shares, cursor) {
    const box = this.barBox;
    if (!shares) return; // keeps the last one until this position is evaluated
    box.dataset.at = String(cursor); // the history entry shown (tests wait on it)
    const { names } = this.board.settings;
    const words = [];
    shares.forEach((p, seat) => {
      const seg = box.children[seat];
      const pct = Math.round(p * 100);
      seg.style.width = `${p * 100}%`;
      seg.textContent = p >= 0.12 ? `${pct}%` : '';
      seg.dataset.share = String(pct);
      words.push(`${seatLabel(names, seat)} ${pct}%`);
    });
    box.setAttribute('role', 'img');
    box.setAttribute('aria-label', t('app.eval.bar', { chances: words.join(', ') }));
    box.title = t('app.eval.bar-title', { chances: words.join(', ') });
  }

  drawGraph(all, cursor) {
    const n = all.length;
    const x = (i) => (n < 2 ? 0 : (i / (n - 1)) * W).toFixed(1);
    const step = Math.ceil(n / MAX_POINTS); // a long game is drawn with every step-th position (and the last)
    for (let seat = 0; seat < this.lines.children.length; seat++) {
      const points = [];
      all.forEach((shares, i) => {
        if (shares && (i % step === 0 || i === n - 1)) points.push(`${x(i)},${(H - shares[seat] * H).toFixed(1)}`);
      });
      this.lines.children[seat].setAttribute('points', points.join(' '));
    }
    this.graphBox.dataset.positions = String(all.filter(Boolean).length); // positions drawn (tests and measures wait on it)
    this.cursor.setAttribute('x1', x(cursor));
    this.cursor.setAttribute('x2', x(cursor));
    const steps = this.board.history.entries.slice(1).map((e) => e.hop);
    const moves = roundsOf(steps);
    const last = moves.at(-1) ?? 0;
    this.xEnd.textContent = last ? t('app.eval.move', { n: last }) : '';
    const at = (i) => (i === 0 ? t('app.eval.at-start') : t('app.eval.at-move', { n: moves[i - 1] }));
    const words = (i) => all[i]?.map((p, seat) => `${ARMIES[seat].name} ${Math.round(p * 100)}%`).join(', ') ?? t('app.eval.not-yet');
    this.svg.setAttribute('aria-label', t('app.eval.graph', {
      count: last, hops: n - 1, start: words(0), last: at(n - 1), end: words(n - 1), shown: at(cursor), now: words(cursor),
    }));
  }
}
