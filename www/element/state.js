// The state of one board on screen, as plain data: a copy of the engine's
// position made for drawing (refilled from the engine after every change, and
// never asked a rule), plus what only the screen has (selection, focus, the
// targets on show). syncState fills it from the engine (the element calls it
// after every change), board-view.js draws it and keeps only its SVG nodes per
// cell. Cells and pieces are named by their engine key "q,r".

/** A fresh board state. Every field is documented where it is created. */
export function createBoardState() {
  return {
    /** board radius of the position shown */
    radius: 5,
    /** face index (0..5) per seat, from the engine's seats */
    faces: [],
    /** seat whose home edge is drawn at the bottom */
    bottomSeat: 0,
    /** the position: "q,r" -> {seat, king}; the engine's own read-only Map (game.board) */
    board: new Map(),
    /** the engine's legal moves in this position (empty once the game is over) */
    legal: [],
    /** some legal move is a capture, so a capture is compulsory */
    mustCapture: false,
    /** "q,r" of the piece that must keep jumping, or null */
    chainFrom: null,
    /** while a bot is to move, the moves the person may queue (premove.js), else null */
    premoves: null,
    /** the move queued while a bot is to move ({from, to, code, history, length}: premove.js), or null */
    queued: null,
    /** keys of the pieces that may move now, or be queued (empty when the user may not play) */
    movable: new Set(),
    /** key of the piece picked up, or null */
    selected: null,
    /** target cell key -> legal move of the selected piece */
    targets: new Map(),
    /** keys of the pieces the selected piece may jump */
    victims: new Set(),
    /** keys of the last hop, to mark it: {from, to, capture} or null */
    lastHop: null, // {from, to, capture, seat, promoted, eliminated, fresh} of the hop on screen
    /** key of the cell holding the keyboard focus, or null */
    focus: null,
    /** the last input came from the keyboard (the focus ring shows only then) */
    keyboard: false,
    /** a piece being dragged: {key, x, y} in board coordinates, or null */
    drag: null,
    /** arrows drawn over the board (rules diagrams): [{from, to, kind}] */
    arrows: [],
    /** the hint shown ({from, to, text}: its cells are ringed, its words written in the status), or null */
    hint: null,
    /** draw each cell's name inside it */
    showNames: false,
  };
}

/** "q,r" of a hex. */
export const keyOf = (hex) => `${hex.q},${hex.r}`;

/** The hex {q, r} of a "q,r" key. */
export function hexOf(key) {
  const [q, r] = key.split(',').map(Number);
  return { q, r };
}

/**
 * Marks one legal move as the hint on show: its arrow, its two cells ringed and `text` written in the
 * status (until the position changes). Returns its cells as keys, {from, to, capture}.
 */
export function markHint(state, move, text) {
  const [from, to] = [keyOf(move.from), keyOf(move.to)];
  state.arrows = [{ from, to, kind: move.capture ? 'hint jump' : 'hint' }];
  state.hint = { from, to, text };
  return { from, to, capture: move.capture ? keyOf(move.capture) : null };
}

/** What the board marks of a hop: `fresh` when it was just played (not reached by undo or goto). */
export const lastHopOf = (hop, fresh) => ({
  from: hop.from, to: hop.to, capture: hop.capture, seat: hop.seat, promoted: hop.promoted, eliminated: hop.eliminated, fresh,
});

/**
 * Copies the engine's position and its legal moves into `state`, and what a person may do now
 * (`canPlay`: a person is to move here; else `premoves`, the moves a person waiting on a bot may queue):
 * the pieces that may move, and the selected piece's targets.
 */
export function syncState(state, game, canPlay, premoves = null) {
  const s = state;
  s.radius = game.radius;
  s.faces = game.seats.map((seat) => seat.face);
  s.board = game.board; // the engine's read-only Map, built once per position: no copy
  s.chainFrom = game.chainFrom ? keyOf(game.chainFrom) : null;
  s.arrows = []; // a hint belongs to the position it was asked for
  s.hint = null;
  s.legal = game.current === null ? [] : game.legalMoves();
  s.mustCapture = s.legal.some((m) => m.capture);
  s.premoves = canPlay ? null : premoves;
  s.movable = new Set((canPlay ? s.legal : s.premoves ?? []).map((m) => keyOf(m.from)));
  if (s.chainFrom && s.movable.has(s.chainFrom)) s.selected = s.chainFrom;
  if (!s.movable.has(s.selected)) s.selected = null;
  fillTargets(s);
}

/** The selected piece's targets and the pieces it may jump, from the legal moves (or the moves it may queue). */
export function fillTargets(state) {
  state.targets = new Map();
  state.victims = new Set();
  for (const m of state.premoves ?? state.legal) {
    if (keyOf(m.from) !== state.selected) continue;
    state.targets.set(keyOf(m.to), m);
    if (m.capture) state.victims.add(keyOf(m.capture));
  }
}
