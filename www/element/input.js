// Pointer, drag and keyboard input on a board, and the input verbs they end
// in: pick up a piece, put it down on a target, put it back, say why a piece
// may not move (handVerbs). What is legal comes from the board state, filled
// from the engine (state.js syncState); a move put down is played by the
// element (its `put` callback).

import { fillTargets, hexOf } from './state.js';
import { cellText, whyNotText } from './words.js';
import { t as say } from '../i18n/i18n.js';

const DRAG_THRESHOLD = 5; // CSS pixels before a press becomes a drag

const ARROWS = {
  ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1],
};

/**
 * The six cells around, by the keys around S on the keyboard (by their place, e.code, so on any layout):
 * W up-left, E up-right, A left, D right, Z down-left, X down-right, as the screen shows the board.
 */
const SLOPE = Math.sqrt(3) / 2;
export const AROUND = Object.freeze({
  KeyW: [-0.5, -SLOPE], KeyE: [0.5, -SLOPE], KeyA: [-1, 0], KeyD: [1, 0], KeyZ: [-0.5, SLOPE], KeyX: [0.5, SLOPE],
});

/**
 * @param {import('./board-view.js').BoardView} view
 * @param {{pick(key: string): void, drop(key: string): void, cancel(): void, unqueue(): boolean,
 *          explain(key: string): void, enabled(): boolean}} ctl
 */
export function attachInput(view, ctl) {
  const focusCell = (key) => {
    view.state.focus = key;
    view.cellNode(key)?.focus();
    view.requestRedraw();
  };
  handlePointer(view, ctl);
  trackFocus(view);
  handleKeys(view, ctl, focusCell);
  return { focusCell };
}

/**
 * Click a piece then a target, or drag the piece onto it; a press elsewhere, or a second click on the piece,
 * puts the piece back (on a piece that may not move, says why).
 */
function handlePointer(view, ctl) {
  const { svg, state } = view;
  let press = null; // {key, x, y, id, moved}
  // A finger on a target or an empty cell acts when it lifts, if it stayed a tap: a drag from there pans (zoom.js).
  let tap = null; // {key, x, y, id}

  svg.addEventListener('pointerdown', (e) => {
    tap = null;
    if (!e.isPrimary && press) { // a second finger: a pinch (zoom.js), not a move
      press = null;
      state.drag = null;
      ctl.cancel();
      return;
    }
    if (state.keyboard) {
      state.keyboard = false;
      view.requestRedraw();
    }
    if (!e.isPrimary || e.button !== 0 || !ctl.enabled()) return;
    const key = view.keyAt(e.clientX, e.clientY);
    if (key === null) return;
    if (e.pointerType === 'touch' && !state.movable.has(key)) {
      tap = { key, x: e.clientX, y: e.clientY, id: e.pointerId };
      return;
    }
    if (state.targets.has(key)) {
      ctl.drop(key);
      return;
    }
    if (!state.movable.has(key)) {
      ctl.cancel();
      if (state.board.has(key)) ctl.explain(key); // a piece that may not move says why, as Enter does
      return;
    }
    // A press on the piece already picked up: a click puts it back (on release), a drag still carries it.
    const again = state.selected === key;
    if (!again) ctl.pick(key);
    press = { key, x: e.clientX, y: e.clientY, id: e.pointerId, moved: false, again };
    svg.setPointerCapture(e.pointerId);
    e.preventDefault();
  });

  svg.addEventListener('pointermove', (e) => {
    if (!press || e.pointerId !== press.id) return;
    if (!press.moved && Math.hypot(e.clientX - press.x, e.clientY - press.y) < DRAG_THRESHOLD) return;
    press.moved = true;
    const p = view.boardPoint(e.clientX, e.clientY);
    if (p && state.selected === press.key) {
      state.drag = { key: press.key, x: p.x, y: p.y };
      view.requestRedraw();
    }
  });

  const release = (e, drop) => {
    if (!press || e.pointerId !== press.id) return;
    const { moved, again } = press;
    press = null;
    if (!moved) { // a click: the piece stays picked up, or a second click puts it back; a press taken away puts back what it picked
      if (drop ? again : !again) ctl.cancel();
      return;
    }
    state.drag = null;
    const key = drop ? view.keyAt(e.clientX, e.clientY) : null;
    if (key !== null && state.targets.has(key)) ctl.drop(key);
    else view.requestRedraw(); // back to its cell
  };
  svg.addEventListener('pointerup', (e) => {
    if (tap && e.pointerId === tap.id && Math.hypot(e.clientX - tap.x, e.clientY - tap.y) < DRAG_THRESHOLD) {
      if (state.targets.has(tap.key)) ctl.drop(tap.key);
      else ctl.cancel();
    }
    tap = null;
    release(e, true);
  });
  svg.addEventListener('pointercancel', (e) => release(e, false));
}

/** The focused cell follows the DOM focus; the focus ring shows when it came from the keyboard. */
function trackFocus(view) {
  const { svg, state } = view;
  svg.addEventListener('focusin', (e) => {
    const key = e.target.closest?.('[data-key]')?.dataset.key;
    if (e.target.matches?.(':focus-visible')) state.keyboard = true; // tabbed in
    if (key && state.focus !== key) {
      state.focus = key;
      view.requestRedraw();
    }
  });
  svg.addEventListener('focusout', (e) => {
    if (!svg.contains(e.relatedTarget)) {
      state.focus = null;
      view.requestRedraw();
    }
  });
}

/**
 * The ARIA grid's keys (one Tab stop, then): arrow keys walk the cells (keeping the column going up and
 * down), W E A D Z X reach the six cells around, Home and End the ends of the row (with Ctrl, of the
 * board); Enter/Space pick and drop; Escape puts back.
 */
function handleKeys(view, ctl, focusCell) {
  const { svg, state } = view;
  let column = null; // x kept while walking up and down with the keyboard...
  let walked = null; // ...from this cell, the last one reached by an arrow key

  svg.addEventListener('keydown', (e) => {
    const ends = e.key === 'Home' || e.key === 'End';
    if (e.altKey || e.metaKey || (e.ctrlKey && !ends)) return;
    if (!state.keyboard) {
      state.keyboard = true;
      view.requestRedraw();
    }
    const from = state.focus ?? state.selected ?? view.firstKey();
    if (ends || (AROUND[e.code] && !e.shiftKey)) {
      e.preventDefault();
      const next = ends ? view.rowEnd(from, e.key === 'End', e.ctrlKey) : view.neighbour(from, ...AROUND[e.code], null);
      if (next) focusCell(next);
      walked = null;
      return;
    }
    const arrow = ARROWS[e.key];
    if (arrow) {
      e.preventDefault();
      if (arrow[0] !== 0 || from !== walked) column = view.columnOf(from);
      const next = view.neighbour(from, arrow[0], arrow[1], column);
      if (next) focusCell(next);
      walked = next ?? from;
      return;
    }
    if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      if (ctl.enabled()) activate(state, ctl, from);
    } else if (e.key === 'Escape') {
      if (state.selected !== null || state.queued) e.preventDefault();
      if (state.selected === null && state.queued) ctl.unqueue(); // a premove (premove.js)
      else ctl.cancel();
    }
  });
}

/** Enter or Space on a cell: drop on a target, put back the picked piece, pick up a piece, or say why not. */
function activate(state, ctl, key) {
  if (state.targets.has(key)) ctl.drop(key);
  else if (state.selected === key) ctl.cancel();
  else if (state.movable.has(key)) ctl.pick(key);
  else ctl.explain(key);
}

/**
 * What the input verbs see of their element (a HandTable): the board state and a few callbacks.
 * @typedef {object} HandTable
 * @property {object} state  the board state (state.js), which the verbs change
 * @property {() => object} game  the engine's game on the board (its whyNot answers a refused piece)
 * @property {() => string[]} names  the seats' names, for the words
 * @property {(move: object, key: string) => void} put  plays a legal move put down on the cell `key` (queues it while a bot is to move)
 * @property {() => boolean} unqueue  cancels a move queued while a bot is to move (premove.js): true if there was one
 * @property {(text: string) => void} announce  says a sentence in the live region
 * @property {(type: string, detail: object) => void} emit  fires one of the element's events
 * @property {() => void} redraw  the state changed: redraw the board
 */

/** The board's input verbs, for attachInput: pick, drop, cancel, unqueue, explain. @param {HandTable} t */
export function handVerbs(t) {
  const { state } = t;
  const cellWords = (key) => cellText(state.board, key, state.radius);
  return {
    pick(key) {
      if (!state.movable.has(key)) return;
      if (state.queued?.from === key && state.selected === null && t.unqueue()) return; // a tap on the queued piece
      state.selected = key;
      fillTargets(state);
      t.redraw();
      const n = state.targets.size;
      t.announce(say('element.picked', { cell: cellWords(key), count: n }));
    },
    drop(key) {
      const move = state.targets.get(key);
      if (move) t.put(move, key);
    },
    cancel() {
      if (state.selected === null || state.chainFrom !== null) return;
      state.selected = null;
      fillTargets(state);
      t.redraw();
      t.announce(say('element.cancelled'));
    },
    unqueue: () => t.unqueue(),
    /** Says why the piece on a cell cannot be picked up (Enter on a cell that offers nothing). */
    explain(key) {
      const why = t.game().whyNot(hexOf(key)); // the engine's typed reason, or null: it can move
      if (!why) return;
      const message = say('element.refused', { cell: cellWords(key), why: whyNotText(why, t.names()) });
      t.announce(message);
      t.emit('hc-refused', { cell: key, reason: why.reason, message });
    },
  };
}

/** The history verb a key press asks for ('undo', 'redo') or null: Ctrl/Cmd+Z, Ctrl/Cmd+Y, Ctrl+Shift+Z, U, R. */
export function historyShortcut(e) {
  if (e.altKey) return null;
  const k = e.key.toLowerCase();
  const mod = e.ctrlKey || e.metaKey;
  if ((mod && k === 'z' && !e.shiftKey) || (!mod && !e.shiftKey && k === 'u')) return 'undo';
  if ((mod && (k === 'y' || (k === 'z' && e.shiftKey))) || (!mod && !e.shiftKey && k === 'r')) return 'redo';
  return null;
}
