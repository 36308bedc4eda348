// The one writer of a variation tree's moves as lichess shows an analysis, used by the analysis board's
// move list (board.js) and by the page's (side-lines.js): a line inline, each turn's first hop after its
// round's number, side lines indented under the move they replace, one box each, numbered by rounds.

import { ARMIES, seatLabel } from '../../element/armies.js';
import { isEvent } from '../../element/history.js';
import { Rounds, eventText, hopText } from '../../element/notation.js';
import { h } from '../platform/dom.js';
import { label, t } from '../../i18n/i18n.js';

/** The round count and chain state just before `node` (counted along its path from the start). */
export function stateBefore(tree, node) {
  const state = { rounds: new Rounds(), chaining: false };
  for (const n of tree.path(node).slice(1, -1)) {
    const step = n.step;
    if (isEvent(step)) state.rounds.next(null);
    else if (!state.chaining) state.rounds.next(step.seat);
    state.chaining = !isEvent(step) && step.chaining;
  }
  return state;
}

/** A side line's box (a group named "Side line") with the line from `node` on written in it. */
export function sideBox(tree, node, settings, button) {
  const box = h('div', 'tree-line tree-side');
  box.setAttribute('role', 'group');
  label(box, 'app.tree.side', 'aria-label');
  writeLine(tree, tree.line(node), box, stateBefore(tree, node), true, settings, button);
  return box;
}

/**
 * Writes a line of nodes into `box`: each turn's first hop after its round's number ("12." when it opens
 * the round, "12…" for the first turn of a side line or after one), a chain's hops after it; after each
 * node the side lines that leave from it, indented. `button(node, text, name)` makes a node's button.
 */
export function writeLine(tree, nodes, box, state, side, settings, button) {
  const { names, radius } = settings;
  let numberNext = side;
  for (const node of nodes) {
    const step = node.step;
    const event = isEvent(step);
    const opensTurn = event || !state.chaining;
    let number = '';
    let round = state.rounds.round;
    if (opensTurn) {
      const next = state.rounds.next(event ? null : step.seat);
      round = next.round;
      if (next.opens) number = `${round}.`;
      else if (numberNext) number = `${round}…`;
    }
    numberNext = false;
    if (number) box.append(h('span', 'tree-num', number));
    if (opensTurn && !event) {
      const dot = h('span', `mini-dot who s${step.seat}`, ARMIES[step.seat].letter);
      dot.title = seatLabel(names, step.seat);
      box.append(dot);
    }
    const text = event ? eventText(step, names) : hopText(step, !opensTurn, radius);
    const name = event
      ? t('app.moves.event-label', { move: text, round })
      : t('app.moves.hop-label', { move: text, round, army: seatLabel(names, step.seat) });
    box.append(button(node, text, name));
    state.chaining = !event && step.chaining;
    const alternatives = node.parent.children[0] === node ? node.parent.children.slice(1) : [];
    if (alternatives.length) {
      const sides = h('div', 'tree-sides');
      sides.append(...alternatives.map((alt) => sideBox(tree, alt, settings, button)));
      box.append(sides);
      numberNext = true;
    }
  }
}
