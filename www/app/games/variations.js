// The analysis board's variation tree (docs/formats.md#variations): the game's
// own line and every side line tried from its positions, as lichess keeps an
// analysis: a tree of nodes, each one step (a hop or an event) with its
// children; a node's first child continues its line, the others are side lines
// from it. The game's own steps (`game: true`) stay first wherever they are: a
// side line can be promoted among side lines, never over the game, and the
// game's steps cannot be deleted, so trying moves never loses the game.
//
// Every node holds its history entry (history.js), and entries know the one
// before them, so the line to any node is a History at the cost of a list
// (historyTo): the analysis board loads it into its element. Saved as `lines`
// (toLines, readLines): each side line once, as the steps after the node where
// it leaves an earlier line, in the order that rebuilds the same tree.
//
// Pure, no DOM: it runs in Node too.

import { History } from '../../element/history.js';
import { parseStepCode, stepCode } from '../../element/notation.js';
import { replayStep } from '../../element/record.js';
import { createGame } from '../../element/engine.js';

/** The most side lines, and the most steps in them all, a record may carry. */
export const MAX_LINES = 500;
export const MAX_LINE_STEPS = 20_000;

let ids = 0;

/** One position of the tree: the step that led to it (`step`, its `code`), its entry, its children. */
export class TreeNode {
  constructor(parent, entry, code, game = false) {
    this.parent = parent;
    this.entry = entry;
    this.code = code;
    /** True for a step of the game itself (the record's own line). */
    this.game = game;
    /** @type {TreeNode[]} */
    this.children = [];
    this.id = `n${(ids += 1)}`;
  }

  get step() { return this.entry.hop; }
  get snapshot() { return this.entry.snapshot; }
  /** The steps from the start to this node. */
  get ply() {
    let n = 0;
    for (let p = this.parent; p; p = p.parent) n += 1;
    return n;
  }
}

/** The History of one line (entries shared): `entries` from the start, the cursor at the last. */
function historyOf(entries) {
  const h = new History(entries[0].snapshot);
  h.entries = entries.slice();
  h.cursor = entries.length - 1;
  return h;
}

/** The entry after `prev` of the step just played on `game` (a snapshot kept with it, so a long side line never replays far). */
export function entryAfter(prev, game, step) {
  const h = historyOf([prev]);
  h.push(game.snapshot({ counters: true }), step);
  return h.entries[1];
}

export class VariationTree {
  /**
   * The tree of a game: its whole line (redo tail included) as the first children from the start.
   * @param {{players, radius, rules?}} settings
   * @param {History} history
   */
  constructor(settings, history) {
    this.settings = settings;
    this.root = new TreeNode(null, history.entries[0], null, true);
    let node = this.root;
    for (const entry of history.entries.slice(1)) {
      const child = new TreeNode(node, entry, stepCode(entry.hop, settings.radius), true);
      node.children.push(child);
      node = child;
    }
  }

  /** The nodes from the start to `node` (the start first). */
  path(node) {
    const out = [];
    for (let n = node; n; n = n.parent) out.push(n);
    return out.reverse();
  }

  /** The node and its line on: first children to the end. */
  line(node) {
    const out = [node];
    for (let n = node; n.children.length; n = n.children[0]) out.push(n.children[0]);
    return out;
  }

  /** The game's own line: the start and the game's steps (a line tried on past its end is a side line). */
  gameLine() {
    const out = [this.root];
    for (let n = this.root; n.children[0]?.game; n = n.children[0]) out.push(n.children[0]);
    return out;
  }

  /** The History of the line to `node`, its cursor there (what the analysis board's element shows). */
  historyTo(node) { return historyOf(this.path(node).map((n) => n.entry)); }

  /** The node reached from `node` by an entry (`entry.hop` is the step): an existing child with the same step, else a new last child. */
  add(node, entry) {
    const code = stepCode(entry.hop, this.settings.radius);
    const same = node.children.find((c) => c.code === code);
    if (same) return same;
    const child = new TreeNode(node, entry, code);
    node.children.push(child);
    return child;
  }

  /** The first node of the side line `node` is on (itself or an ancestor not its parent's first child); null on the game's line. */
  branchOf(node) {
    for (let n = node; n.parent; n = n.parent) if (n.parent.children[0] !== n) return n;
    return null;
  }

  /** Whether the side line through `node` can move up one place (never above the game's own step). */
  canPromote(node) {
    const b = this.branchOf(node);
    if (!b) return false;
    const i = b.parent.children.indexOf(b);
    return i > 0 && !b.parent.children[i - 1].game;
  }

  /** Moves the side line through `node` one place up among its siblings; false when it cannot. */
  promote(node) {
    if (!this.canPromote(node)) return false;
    const b = this.branchOf(node);
    const kids = b.parent.children;
    const i = kids.indexOf(b);
    [kids[i - 1], kids[i]] = [kids[i], kids[i - 1]];
    return true;
  }

  /** Whether `node` and what follows it may be deleted (any step that is not the game's). */
  canDelete(node) { return !!node.parent && !node.game; }

  /** Deletes `node` and everything after it; the node to show instead (its parent), or null when refused. */
  remove(node) {
    if (!this.canDelete(node)) return null;
    const kids = node.parent.children;
    kids.splice(kids.indexOf(node), 1);
    return node.parent;
  }

  /** The number of side lines (nodes that are not their parent's first child). */
  get sideLines() { return this.toLines().length; }

  /** Whether `node` is still in the tree (not under a deleted line). */
  has(node) {
    for (let n = node; n; n = n.parent) {
      if (!n.parent) return n === this.root;
      if (!n.parent.children.includes(n)) return false;
    }
    return false;
  }

  /**
   * The side lines as data: `{of, at, steps}` per line, in an order that rebuilds the tree: it leaves line
   * `of` (0: the game's, k: the k-th of this list) after `at` steps of that line counted from the start,
   * and goes on with `steps` (step codes, as a record's `hops`).
   * @returns {{of: number, at: number, steps: string[]}[]}
   */
  toLines() {
    const lines = [];
    // nodes: a line's whole path from the start; its side lines leave it at `from` or later (earlier ones are another line's)
    const walk = (nodes, index, from) => {
      for (let at = from; at < nodes.length; at += 1) {
        for (const child of nodes[at].children.filter((c) => c !== nodes[at + 1])) {
          const rest = this.line(child);
          lines.push({ of: index, at, steps: rest.map((n) => n.code) });
          walk([...nodes.slice(0, at + 1), ...rest], lines.length, at + 1);
        }
      }
    };
    walk(this.gameLine(), 0, 0);
    return lines;
  }

  /**
   * Adds side lines read from data (toLines' shape), each step replayed through the engine.
   * @throws {Error} naming the line and the problem (part of them may be in: use treeOf, which drops the tree)
   */
  readLines(lines) {
    if (lines === undefined || lines === null) return;
    if (!Array.isArray(lines)) throw new Error('the side lines are not a list');
    if (lines.length > MAX_LINES) throw new Error(`more than ${MAX_LINES} side lines`);
    const radius = this.settings.radius;
    const paths = [this.gameLine()];
    const game = createGame({ players: this.settings.players, radius });
    let total = 0;
    lines.forEach((l, k) => {
        const what = `side line ${k + 1}`;
        if (l === null || typeof l !== 'object' || !Array.isArray(l.steps) || l.steps.length === 0) throw new Error(`${what}: no steps`);
        if (!Number.isInteger(l.of) || l.of < 0 || l.of > k) throw new Error(`${what}: leaves a line that does not come before it`);
        const base = paths[l.of];
        if (!Number.isInteger(l.at) || l.at < 0 || l.at >= base.length) throw new Error(`${what}: leaves its line past its end`);
        total += l.steps.length;
        if (total > MAX_LINE_STEPS) throw new Error(`more than ${MAX_LINE_STEPS} steps in side lines`);
        let node = base[l.at];
        game.restore(node.snapshot);
        const nodes = base.slice(0, l.at + 1);
        l.steps.forEach((code, i) => {
          let step;
          try { step = parseStepCode(code, radius); } catch (e) { throw new Error(`${what}, step ${i + 1}: ${e.message}`); }
          const [, hop] = replayStep(game, step, `${what}, step ${i + 1} (${code})`);
          node = this.add(node, entryAfter(node.entry, game, hop));
          nodes.push(node);
        });
        paths.push(nodes);
      });
  }
}

/** Side lines read from data, checked against the game (throws as readLines); the tree. */
export function treeOf(settings, history, lines) {
  const tree = new VariationTree(settings, history);
  tree.readLines(lines);
  return tree;
}
