// A still picture of a position, drawn with the board's own view in a shadow
// root with the board styles: the Rules panel's examples (rules.js) and the
// result panel's last position before a resignation (result-ui.js).

import { createGame } from '../../element/engine.js';
import { BoardView } from '../../element/board-view.js';
import { createBoardState, keyOf } from '../../element/state.js';

/**
 * Draws the position of `snapshot` (an engine snapshot) in `host`, as an image named `label`; `moves`
 * (given the engine's game there) are drawn as arrows, their pieces ringed. Drawing again replaces it.
 */
export function drawPosition(host, snapshot, label, moves = () => []) {
  const game = createGame();
  game.restore(snapshot);
  const root = host.shadowRoot ?? host.attachShadow({ mode: 'open' });
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = new URL('../../element/element.css', import.meta.url).href;
  const svg = document.createElementNS('http://www.w3.org/2000/svg', 'svg');
  root.replaceChildren(link, svg);
  host.setAttribute('role', 'img');
  host.setAttribute('aria-label', label);
  const state = createBoardState();
  state.radius = game.radius;
  state.faces = game.seats.map((s) => s.face);
  state.board = new Map(game.board);
  const shown = moves(game);
  state.movable = new Set(shown.map((m) => keyOf(m.from)));
  state.arrows = shown.map((m) => ({ from: keyOf(m.from), to: keyOf(m.to), kind: m.capture ? 'jump' : '' }));
  state.targets = new Map(shown.map((m) => [keyOf(m.to), m]));
  state.victims = new Set(shown.filter((m) => m.capture).map((m) => keyOf(m.capture)));
  new BoardView(svg, state, { interactive: false }).redraw();
}
