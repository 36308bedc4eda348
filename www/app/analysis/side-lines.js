// The side lines of the game on the page (its variation tree, www/app/games/variations.js) in the page's
// move list, as lichess shows variations: under the turn whose move they replace, indented, numbered by
// rounds (tree-list.js, the analysis board's own writer), each a group named "Side line". One click (or
// Enter) on a move opens the analysis board at it. Loaded for the first game that has side lines.
//
// Keyboard: the list's game moves stay one Tab stop (move-list.js); each side line is one more, its first
// move, and in it the arrow keys, Home and End go along its moves.

import { VariationTree } from '../games/variations.js';
import { h, loadStyle } from '../platform/dom.js';
import { readJson } from '../../element/local-store.js';
import { language } from '../../i18n/i18n.js';
import { sideBox } from './tree-list.js';

const STYLE_URL = new URL('./tree.css', import.meta.url).href;
/** Where the library keeps a game's side lines (library.js keptLines). */
const LINES = 'hex-checkers/lines/';

class PageLines {
  /** @param {{board: HTMLElement, keeper: import('../games/keeper.js').Keeper, notice: Function}} page */
  constructor(page) {
    this.page = page;
    this.list = document.getElementById('move-list');
    this.key = null;
    this.tree = null;
    this.nodes = new Map();
    loadStyle(STYLE_URL);
    this.list.addEventListener('click', (e) => {
      const b = e.target.closest('button[data-node]');
      if (b) this.open(this.nodes.get(b.dataset.node));
    });
    this.list.addEventListener('keydown', (e) => {
      const b = e.target.closest?.('.page-sides button[data-node]');
      if (!b || e.altKey || e.ctrlKey || e.metaKey) return;
      const moves = [...b.closest('.tree-side').querySelectorAll(':scope > button[data-node]')];
      const i = moves.indexOf(b);
      const to = { ArrowLeft: i - 1, ArrowUp: i - 1, ArrowRight: i + 1, ArrowDown: i + 1, Home: 0, End: moves.length - 1 }[e.key];
      if (to === undefined) return;
      e.preventDefault();
      e.stopPropagation(); // the game's own moves stay where they are
      moves[Math.max(0, Math.min(moves.length - 1, to))].focus();
    }, true);
    // A long game's list puts its older turns in at idle moments: their side lines go in once all are in.
    new MutationObserver(() => this.update()).observe(this.list, { attributeFilter: ['data-drawn'] });
  }

  /** The side lines of the game shown: the keeper's, else those the library kept for it. */
  lines() {
    const game = this.page.keeper.shown;
    if (!game) return [];
    return game.lines ?? readJson(LINES + game.id, []);
  }

  /** Puts the side lines in the move list again (after every update of the list). */
  update() {
    for (const old of this.list.querySelectorAll('.page-sides')) old.remove();
    const { board } = this.page;
    const lines = this.lines();
    this.list.dataset.sides = '0';
    if (!Array.isArray(lines) || !lines.length || !board.history) return;
    const key = [board.history, lines, lines.length, language()];
    if (!this.key || key.some((k, i) => k !== this.key[i])) {
      this.key = key;
      this.tree = new VariationTree(board.settings, board.history);
      try {
        this.tree.readLines(lines);
      } catch {
        this.tree = null; // lines that are not this game's: the analysis board says why when opened
      }
    }
    if (!this.tree) return;
    this.nodes.clear();
    const button = (node, text, name) => {
      const b = h('button', 'tree-move tried', text);
      b.type = 'button';
      b.dataset.node = node.id;
      b.setAttribute('aria-label', name);
      b.tabIndex = -1;
      this.nodes.set(node.id, node);
      return b;
    };
    this.tree.gameLine().forEach((node, ply) => {
      const sides = node.children.filter((c) => !c.game);
      if (!sides.length) return;
      // Under the turn of the move they replace (the game's next), or of the last move when the game ends here.
      const at = this.list.querySelector(`button[data-index="${node.children[0]?.game ? ply + 1 : ply}"]`);
      if (!at?.isConnected) return;
      let li = at.closest('li');
      while (li.nextElementSibling?.matches('.note, .page-sides')) li = li.nextElementSibling;
      const box = h('li', 'page-sides tree-sides');
      for (const side of sides) {
        const line = sideBox(this.tree, side, board.settings, button);
        line.querySelector('button').tabIndex = 0; // each side line: one Tab stop
        box.append(line);
      }
      li.after(box);
    });
    this.list.dataset.sides = String(this.tree.toLines().length);
  }

  /** Opens the analysis board at `node`. */
  async open(node) {
    if (!node) return;
    const codes = this.tree.path(node).slice(1).map((n) => n.code);
    (await import('./board.js')).openAnalysis(this.page, codes);
  }
}

let lines = null;

/** The page's side lines ({board, keeper, notice}), made once. */
export function pageLines(page) {
  lines ??= new PageLines(page);
  return lines;
}
