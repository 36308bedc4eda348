// Small drawn examples for the Rules panel. Each is a teaching position given
// to the engine as a snapshot (the documented "hc1" text), and every arrow is
// a move the engine itself offers there, so the pictures cannot drift from the
// law. Drawn with the board's own view, in a shadow root with the board styles.

import { createGame } from '../element/engine.js';
import { BoardView } from '../element/board-view.js';
import { createBoardState, keyOf } from '../element/state.js';
import { position } from './position.js';

/** Each example: a position, and which of the engine's moves there to draw. */
const EXAMPLES = {
  facing: {
    label: 'A red man with its four moves and a red king with its six.',
    snapshot: position(2, { '0,2': 'a', '1,-1': 'A', '-3,0': 'b' }),
    moves: (g) => g.legalMoves(),
  },
  capture: {
    label: 'Red must jump the blue man; the other red man may not move.',
    snapshot: position(2, { '-1,2': 'a', '-1,1': 'b', '2,1': 'a', '2,-3': 'b' }),
    moves: (g) => g.legalMoves(),
  },
  chain: {
    label: 'A red man jumps twice in one turn.',
    snapshot: position(2, { '-1,3': 'a', '0,2': 'b', '1,0': 'b', '2,-3': 'b' }),
    moves: (g) => {
      const first = g.legalMoves()[0];
      const after = createGame();
      after.restore(g.snapshot());
      after.apply(first);
      return [first, ...after.legalMoves()];
    },
  },
  promotion: {
    label: 'A red man jumps onto the centre and is crowned; its turn ends there.',
    snapshot: position(2, { '0,2': 'a', '0,1': 'b', '0,-1': 'b', '2,-3': 'b' }),
    moves: (g) => g.legalMoves(),
  },
  elimination: {
    label: 'Red jumps the last blue piece: Blue is out.',
    snapshot: position(3, { '-1,2': 'a', '1,2': 'a', '-1,1': 'b', '3,-1': 'c' }),
    moves: (g) => g.legalMoves(),
  },
  skip: {
    label: 'The blue man in the top-right corner is boxed in: after Red moves, Blue is skipped.',
    snapshot: position(2, {
      '5,-5': 'b', '5,-4': 'a', '4,-4': 'a', '4,-5': 'a', '5,-3': 'a', '3,-3': 'a', '3,-5': 'a', '-2,4': 'a',
    }, 5),
    moves: (g) => g.movesFrom('-2,4').slice(0, 1),
  },
};

function drawExample(host, example) {
  const game = createGame();
  game.restore(example.snapshot);
  const root = host.attachShadow({ mode: 'open' });
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = new URL('../element/element.css', import.meta.url).href;
  const svg = document.createElementNS('http://www.w3.org/2000/svg', 'svg');
  root.append(link, svg);
  host.setAttribute('role', 'img');
  host.setAttribute('aria-label', example.label);
  const state = createBoardState();
  state.radius = game.radius;
  state.faces = game.seats.map((s) => s.face);
  state.board = new Map(game.board);
  const moves = example.moves(game);
  state.movable = new Set(moves.map((m) => keyOf(m.from)));
  state.arrows = moves.map((m) => ({ from: keyOf(m.from), to: keyOf(m.to), kind: m.capture ? 'jump' : '' }));
  state.targets = new Map(moves.map((m) => [keyOf(m.to), m]));
  state.victims = new Set(moves.filter((m) => m.capture).map((m) => keyOf(m.capture)));
  new BoardView(svg, state, { interactive: false }).redraw();
}

/** Draws every example in the rules panel once. */
export function drawRules(container) {
  for (const host of container.querySelectorAll('[data-diagram]')) {
    if (host.shadowRoot) continue;
    const example = EXAMPLES[host.dataset.diagram];
    if (example) drawExample(host, example);
  }
}
