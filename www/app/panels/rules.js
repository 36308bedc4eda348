// The Rules panel, loaded when it is first opened: its text, and small drawn
// examples. Each example is a teaching position given
// to the engine as a snapshot (the documented "hc1" text), and every arrow is
// a move the engine itself offers there, so the pictures cannot drift from the
// law. Drawn with the board's own view (diagram.js).

import { createGame } from '../../element/engine.js';
import { drawPosition } from './diagram.js';
import { h } from '../platform/dom.js';
import { position } from '../games/position.js';

/**
 * The panel's text, built into the dialog when it is first opened (it is not needed to start
 * playing, so it is not in index.html): an introduction, then each section's title and either a
 * paragraph or a diagram (a key of EXAMPLES) with its caption.
 */
const INTRO = 'Checkers for two to six armies on a hexagon of hexagons. Every army starts on one edge; '
  + 'everyone is everyone else\'s enemy. The last army with pieces on the board wins.';
const SECTIONS = [
  ['The board and the armies', null, 'Each army fills the two rows in front of its edge (its home, tinted in its colour). '
    + 'The corner cells between two homes are seams and start empty. The centre cell, marked with a star, is the only '
    + 'cell that crowns. Armies move in turn, clockwise, starting with the first seat.'],
  ['Moving', 'facing', 'A man moves one cell in four directions: the two that lead inward and the two along its edge, '
    + 'never the two back towards its own edge. A king moves in all six.'],
  ['Capturing is compulsory', 'capture', 'A piece jumps over an adjacent enemy, in one of its own directions, onto the '
    + 'empty cell beyond, and the enemy is removed. If any of your pieces can jump, you must jump; you choose which. '
    + 'The board then offers only the pieces that can.'],
  ['Chains', 'chain', 'After a jump, if the same piece can jump again it must, and the turn goes on with that piece alone.'],
  ['Crowning on the centre', 'promotion', 'A man that lands on the centre, by a step or a jump, is crowned king, and the '
    + 'turn ends there, even in the middle of a chain. The centre gives no protection.'],
  ['Elimination and winning', 'elimination', 'An army that loses its last piece is out. When only one army has pieces '
    + 'left, it wins at once.'],
  ['Skipped turns and the draw', 'skip', 'An army with pieces but no legal move is skipped; a later move may free it. '
    + 'If no surviving army can move at all, the game is a draw. There is no other draw rule.'],
];

/** Fills an empty panel body with the text (the first time only). */
function fillText(body) {
  if (!body || body.childElementCount) return;
  const sections = SECTIONS.map(([title, diagram, text]) => {
    const section = h('section');
    section.append(h('h3', null, title));
    if (!diagram) {
      section.append(h('p', null, text));
      return section;
    }
    const figure = h('figure');
    const host = h('div', 'diagram');
    host.dataset.diagram = diagram;
    figure.append(host, h('figcaption', null, text));
    section.append(figure);
    return section;
  });
  const learn = h('button', 'primary', 'Learn by playing: eight short lessons');
  learn.type = 'button';
  learn.id = 'tutorial-btn';
  const lessons = h('p');
  lessons.append(learn);
  body.replaceChildren(h('p', null, INTRO), lessons, ...sections);
  body.removeAttribute('aria-busy');
}

/**
 * An example: its position (`players`, `pieces` on a board of `radius`), its caption, and which of the
 * engine's moves there to draw (by default every legal move).
 */
const exampleOf = (players, pieces, label, moves = (g) => g.legalMoves(), radius = 3) => ({
  snapshot: position(players, pieces, radius), label, moves,
});

const EXAMPLES = {
  facing: exampleOf(2, { '0,2': 'a', '1,-1': 'A', '-3,0': 'b' }, 'A red man with its four moves and a red king with its six.'),
  capture: exampleOf(2, { '-1,2': 'a', '-1,1': 'b', '2,1': 'a', '2,-3': 'b' }, 'Red must jump the blue man; the other red man may not move.'),
  chain: exampleOf(2, { '-1,3': 'a', '0,2': 'b', '1,0': 'b', '2,-3': 'b' }, 'A red man jumps twice in one turn.', (g) => {
    const first = g.legalMoves()[0];
    const after = createGame();
    after.restore(g.snapshot());
    after.apply(first);
    return [first, ...after.legalMoves()];
  }),
  promotion: exampleOf(2, { '0,2': 'a', '0,1': 'b', '0,-1': 'b', '2,-3': 'b' }, 'A red man jumps onto the centre and is crowned; its turn ends there.'),
  elimination: exampleOf(3, { '-1,2': 'a', '1,2': 'a', '-1,1': 'b', '3,-1': 'c' }, 'Red jumps the last blue piece: Blue is out.'),
  skip: exampleOf(2, {
    '5,-5': 'b', '5,-4': 'a', '4,-4': 'a', '4,-5': 'a', '5,-3': 'a', '3,-3': 'a', '3,-5': 'a', '-2,4': 'a',
  }, 'The blue man in the top-right corner is boxed in: after Red moves, Blue is skipped.', (g) => g.movesFrom('-2,4').slice(0, 1), 5),
};

/** Draws every example in the rules panel once. */
export function drawRules(container) {
  fillText(container.querySelector('.rules-body'));
  for (const host of container.querySelectorAll('[data-diagram]')) {
    if (host.shadowRoot) continue;
    const example = EXAMPLES[host.dataset.diagram];
    if (example) drawPosition(host, example.snapshot, example.label, example.moves);
  }
}
