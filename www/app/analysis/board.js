// The analysis board (docs/playing.md#the-analysis-board), loaded on first use:
// a board of its own in a dialog, on which any move may be tried from any
// position of the game on the page without touching that game. Every move
// tried goes into the game's variation tree (www/app/games/variations.js) and
// the move list beside the board shows the tree as lichess shows an analysis:
// the line on screen inline, side lines indented under the move they replace,
// numbered by rounds; a click (or the arrow keys) goes anywhere; a side line
// can be promoted among side lines or deleted (the game's own moves cannot).
// The bot's evaluation and the line it expects, for the position shown, on
// request (the analysis worker, eval-view.js). Arrows and circles drawn on
// the board (drawing.js) are kept per position while the board is open. The tree is kept with the game
// in the library (keeper.js: `lines`), so the record, Export and a share link
// carry it.

import { seatLabel } from '../../element/armies.js';
import { Rounds, cellAt } from '../../element/notation.js';
import { makeSettings } from '../../element/record.js';
import { VariationTree } from '../games/variations.js';
import { shareUrl } from '../games/share.js';
import { dialogWithHead } from '../platform/dialog.js';
import { h, loadStyle } from '../platform/dom.js';
import { Evaluator } from './eval-view.js';
import { Drawing } from './drawing.js';
import { writeLine } from './tree-list.js';
import { addEnglish, label, t } from '../../i18n/i18n.js';
import english from '../../i18n/en/analysis.js';
import pageEnglish from '../../i18n/en/page.js';

addEnglish(english);
addEnglish(pageEnglish);

const STYLE_URL = new URL('./tree.css', import.meta.url).href;
/** The search behind "Evaluate": the review's budget (review.js), and the hops of the line it expects. */
const SEARCH = Object.freeze({ level: 5, maxNodes: 3000, seed: 1 });
const LINE_HOPS = 6;

/** A score in men for the side to move, signed, one decimal ("+1.5"). */
const men = (score) => `${score >= 0 ? '+' : '−'}${Math.abs(score / 100).toFixed(1)}`;

class AnalysisBoard {
  /** @param {{board: HTMLElement, keeper: import('../games/keeper.js').Keeper, notice: Function, linesChanged?: Function}} page */
  constructor(page) {
    this.page = page;
    this.dialog = dialogWithHead('analysis', t('app.tree.title'));
    label(this.dialog.querySelector('h2'), 'app.tree.title');
    const body = h('div', 'analysis-body');
    this.board = document.createElement('hex-checkers');
    this.board.setAttribute('no-new-game', '');
    this.board.className = 'analysis-board';
    const side = h('div', 'analysis-side');
    const note = label(h('p', 'panel-note'), 'app.tree.note');
    const tools = h('div', 'analysis-tools');
    tools.setAttribute('role', 'group');
    label(tools, 'app.tree.tools', 'aria-label');
    const tool = (key, verb) => {
      const b = label(h('button'), key);
      b.type = 'button';
      b.dataset.tool = verb;
      tools.append(b);
      return b;
    };
    this.buttons = {
      back: tool('page.back', 'back'),
      forward: tool('page.next', 'forward'),
      promote: tool('app.tree.promote', 'promote'),
      remove: tool('app.tree.delete', 'remove'),
      evaluate: tool('app.tree.evaluate', 'evaluate'),
      share: tool('app.tree.share', 'share'),
    };
    this.link = h('input', 'analysis-link');
    this.link.readOnly = true;
    this.link.hidden = true;
    label(this.link, 'app.tree.link', 'aria-label');
    this.list = h('div', 'tree-moves');
    this.list.setAttribute('role', 'group');
    label(this.list, 'app.tree.moves', 'aria-label');
    this.eval = h('p', 'analysis-eval');
    this.eval.setAttribute('aria-live', 'polite');
    side.append(note, tools, this.link, this.eval, this.list);
    body.append(this.board, side);
    this.dialog.append(body);
    document.body.append(this.dialog);

    tools.addEventListener('click', (e) => {
      const verb = e.target.closest('button[data-tool]')?.dataset.tool;
      if (verb) this[verb]();
    });
    this.list.addEventListener('click', (e) => {
      const b = e.target.closest('button[data-node]');
      if (b) this.show(this.nodes.get(b.dataset.node));
    });
    this.list.addEventListener('keydown', (e) => this.onKey(e));
    this.board.addEventListener('hc-change', (e) => this.onBoard(e.detail.reason));
    this.dialog.addEventListener('close', () => {
      this.evaluator?.dispose();
      this.evaluator = null;
      this.dialog.dataset.open = 'false';
    });
    /** arrows and circles drawn on the board, per position (its node) */
    this.drawing = new Drawing(this.board, (count) => { this.dialog.dataset.shapes = String(count); }, (on) => { this.dialog.dataset.pressing = String(on); });
    /** node id -> node, for the list's buttons */
    this.nodes = new Map();
    this.tree = null;
    this.current = null;
    this.loading = false;
    this.asked = 0;
  }

  /** Opens the board on the game of the page, at the position on screen there, or at the node the step codes `at` lead to from the start. */
  async open(at) {
    const { board, keeper, notice } = this.page;
    await this.board.ready;
    const game = keeper.shown?.history === board.history ? keeper.shown : null;
    this.game = game;
    const settings = board.settings;
    this.tree = new VariationTree(settings, board.history);
    const lib = await keeper.library().catch(() => null); // side lines are kept through the library
    try {
      this.tree.readLines(game ? game.lines ?? lib?.keptLines(game.id) ?? [] : []);
    } catch (e) {
      this.tree = new VariationTree(settings, board.history);
      notice(t('app.tree.lines-refused'), 'warn', [], e.message);
    }
    // Every seat a person and no clock: on this board nothing moves but the moves tried.
    this.settings = makeSettings(settings.players, settings.radius, settings.names, [], settings.seed, { rules: settings.rules, clock: null });
    this.board.setAttribute('bottom-seat', board.getAttribute('bottom-seat') ?? '0');
    this.board.toggleAttribute('show-names', board.hasAttribute('show-names'));
    this.board.toggleAttribute('edge-names', board.hasAttribute('edge-names'));
    this.eval.textContent = '';
    this.link.hidden = true;
    this.dialog.showModal();
    this.dialog.dataset.open = 'true';
    let node = this.tree.gameLine()[board.history.cursor] ?? this.tree.root;
    if (at) {
      node = this.tree.root;
      for (const code of at) node = node.children.find((c) => c.code === code) ?? node;
    }
    this.show(node);
  }

  /** Puts `node` on the board: its line loaded into the board's element (no later move, so a move there asks nothing). */
  show(node) {
    if (!node) return;
    this.current = node;
    this.loading = true;
    this.board.load({ settings: this.settings, history: this.tree.historyTo(node) }, 'analysis');
    this.loading = false;
    this.eval.textContent = '';
    this.drawing.show(node.id);
    this.render();
  }

  /** The board changed: a move played there goes into the tree; the tree is kept with the game. */
  onBoard(reason) {
    if (this.loading || !this.tree) return;
    const history = this.board.history;
    if (reason === 'hop' || reason === 'event') {
      const entry = history.entries[history.cursor];
      const before = this.tree.toLines().length;
      this.current = this.tree.add(this.current, entry);
      if (this.tree.toLines().length !== before || !this.current.game) this.keep();
      this.eval.textContent = '';
      this.drawing.show(this.current.id);
      this.render();
      return;
    }
    // Undo or redo on the board itself: the node at its cursor on the line shown.
    const path = this.tree.path(this.current);
    const node = path[history.cursor];
    if (node && node !== this.current) {
      this.current = node;
      this.drawing.show(node.id);
      this.render();
    }
  }

  /** Keeps the side lines with the game in the library. */
  keep() {
    const { keeper } = this.page;
    if (!this.game || keeper.shown !== this.game) return;
    this.game.lines = this.tree.toLines();
    keeper.keepNow();
    this.dialog.dataset.lines = String(this.game.lines.length);
    this.page.linesChanged?.(); // the page's move list shows them too
  }

  /** A share link of the game with its side lines: shown to copy, and copied when the browser lets it. */
  share() {
    const record = { ...this.page.board.record(), lines: this.tree.toLines() };
    this.link.value = shareUrl(record);
    this.link.hidden = false;
    this.link.select();
    navigator.clipboard?.writeText(this.link.value).then(() => {
      this.eval.textContent = t('app.tree.copied');
    }, () => {});
  }

  back() { this.show(this.current.parent); }
  forward() { this.show(this.current.children[0]); }

  promote() {
    if (this.tree.promote(this.current)) {
      this.keep();
      this.render();
    }
  }

  remove() {
    const parent = this.tree.remove(this.current);
    if (parent) {
      this.keep();
      this.show(parent);
    }
  }

  /** The bot's evaluation of the position shown and the line it expects (the analysis worker). */
  async evaluate() {
    const node = this.current;
    const ask = (this.asked += 1);
    this.evaluator ??= new Evaluator();
    this.eval.textContent = t('app.tree.thinking');
    this.eval.dataset.state = 'thinking';
    try {
      const found = await this.evaluator.analyse({ snapshot: node.snapshot, ...SEARCH });
      if (ask !== this.asked || node !== this.current) return;
      if (found.current === null) {
        this.eval.textContent = t('app.tree.over');
      } else {
        const line = await this.evaluator.line({ snapshot: node.snapshot, ...SEARCH, hops: LINE_HOPS });
        if (ask !== this.asked || node !== this.current) return;
        const radius = this.settings.radius;
        const hops = line.map((hop) => `${cellAt(hop.from, radius)}${hop.capture ? 'x' : '-'}${cellAt(hop.to, radius)}`).join(' ');
        // The hops isolated left to right (U+2066 … U+2069): in Arabic the sentence runs right to left, the notation never.
        this.eval.textContent = t('app.tree.eval', { army: seatLabel(this.settings.names, found.current), score: `\u2066${men(found.score)}\u2069`, line: `\u2066${hops}\u2069` });
      }
      this.eval.dataset.state = 'done';
    } catch (e) {
      if (ask !== this.asked) return;
      this.eval.textContent = t('app.tree.eval-failed', { reason: e.message });
      this.eval.dataset.state = 'failed';
    }
  }

  onKey(e) {
    if (e.altKey || e.ctrlKey || e.metaKey) return;
    const c = this.current;
    const siblings = c.parent?.children ?? [c];
    const i = siblings.indexOf(c);
    const target = {
      ArrowLeft: c.parent,
      ArrowRight: c.children[0],
      ArrowUp: siblings[i - 1],
      ArrowDown: siblings[i + 1],
      Home: this.tree.root,
      End: this.tree.line(c).at(-1),
    }[e.key];
    if (target === undefined && !(e.key in { ArrowLeft: 1, ArrowRight: 1, ArrowUp: 1, ArrowDown: 1, Home: 1, End: 1 })) return;
    e.preventDefault();
    if (!target) return;
    this.show(target);
  }

  // ---- the move list with side lines ------------------------------------------------

  render() {
    const focused = this.list.contains(document.activeElement); // the list is drawn again: the focus follows the move on screen
    this.nodes.clear();
    const main = h('div', 'tree-line tree-main');
    const start = this.button(this.tree.root, t('app.moves.start'), t('app.moves.start-label'));
    main.append(start);
    writeLine(this.tree, this.tree.line(this.tree.root).slice(1), main, { rounds: new Rounds(), chaining: false }, false, this.settings, (n, text, name) => this.button(n, text, name));
    this.list.replaceChildren(main);
    const path = new Set(this.tree.path(this.current));
    for (const b of this.list.querySelectorAll('button[data-node]')) {
      const node = this.nodes.get(b.dataset.node);
      b.classList.toggle('on-path', path.has(node));
    }
    const now = this.list.querySelector('button[aria-current]');
    now?.scrollIntoView?.({ block: 'nearest' });
    if (focused) now?.focus();
    this.buttons.back.disabled = !this.current.parent;
    this.buttons.forward.disabled = this.current.children.length === 0;
    this.buttons.promote.disabled = !this.tree.canPromote(this.current);
    this.buttons.remove.disabled = !this.tree.canDelete(this.current);
    this.dialog.dataset.sides = String(this.tree.toLines().length);
    this.dialog.dataset.ply = String(this.current.ply);
  }

  /** A node's button; the one on screen carries aria-current and the list's one Tab stop. */
  button(node, text, name) {
    const b = h('button', node.game ? 'tree-move' : 'tree-move tried', text);
    b.type = 'button';
    b.dataset.node = node.id;
    b.setAttribute('aria-label', name);
    const here = node === this.current;
    b.tabIndex = here ? 0 : -1;
    if (here) b.setAttribute('aria-current', 'step');
    this.nodes.set(node.id, node);
    return b;
  }
}

let analysis = null;

/** Opens the analysis board on the game of the page ({board, keeper, notice}), at the node the step codes `at` lead to if given. */
export async function openAnalysis(page, at) {
  await loadStyle(STYLE_URL);
  analysis ??= new AnalysisBoard(page);
  return analysis.open(at);
}
