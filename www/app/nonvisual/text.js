// The board in words for the non-visual mode (docs/nonvisual.md): the rows of
// the hexagon with their cells and pieces, what can move, a piece's targets or
// the engine's reason it cannot move, the six cells around a cell, an army's
// pieces, the clocks. Plain functions of the game they are given (the engine's
// game of the element), every word from the catalogue; no state of their own.
//
// Rows and directions follow the notation (docs/formats.md#notation), not the
// view: row a is the top row of the board drawn with the first seat at the
// bottom, and a cell's place counts from the left. So "up-left of f6" is the
// same cell for every player at the table, as the cell names are.

import { t } from '../../i18n/i18n.js';
import { ARMIES, seatLabel } from '../../element/armies.js';
import { boardCells, cellName } from '../../element/engine.js';
import { keyOf } from '../../element/state.js';
import { clockText } from '../../element/clock.js';
import { cellText, whyNotText } from '../../element/words.js';

/** The six neighbours in the notation's frame: the message key of each direction's name and its axial step. */
export const DIRECTIONS = Object.freeze([
  { word: 'nonvisual.dir.left', q: -1, r: 0 },
  { word: 'nonvisual.dir.right', q: 1, r: 0 },
  { word: 'nonvisual.dir.upLeft', q: 0, r: -1 },
  { word: 'nonvisual.dir.upRight', q: 1, r: -1 },
  { word: 'nonvisual.dir.downLeft', q: -1, r: 1 },
  { word: 'nonvisual.dir.downRight', q: 0, r: 1 },
]);

const onBoard = (hex, radius) => Math.max(Math.abs(hex.q), Math.abs(hex.r), Math.abs(hex.q + hex.r)) <= radius;

/** A list in words: "a, b and c" (the catalogue's separators). */
export function listText(items) {
  if (items.length <= 1) return items.join('');
  return t('nonvisual.list.last', { rest: items.slice(0, -1).join(t('nonvisual.list.comma')), last: items.at(-1) });
}

/** "Red man" / "Blue king". */
const pieceWords = (piece) => t(piece.king ? 'nonvisual.piece.king' : 'nonvisual.piece.man', { army: ARMIES[piece.seat].name });

/** The legal moves of the seat to move, by the key of the piece that makes them. */
export function movesByPiece(game) {
  const by = new Map();
  for (const m of game.current === null ? [] : game.legalMoves()) {
    const k = keyOf(m.from);
    if (!by.has(k)) by.set(k, []);
    by.get(k).push(m);
  }
  return by;
}

/** One target of a piece: "i4", or "h6, capturing the Blue man on i5". */
function targetText(move, game) {
  const to = cellName(move.to, game.radius);
  if (!move.capture) return to;
  const victim = game.board.get(keyOf(move.capture));
  return t('nonvisual.target.jump', { to, piece: victim ? pieceWords(victim) : '', at: cellName(move.capture, game.radius) });
}

/**
 * The rows of the board, top to bottom: [{name: "a", text: "a1 empty, a2 Blue man, …"}]. A piece of the
 * seat to move that has a legal move says so.
 */
export function boardRows(game) {
  const moves = movesByPiece(game);
  const rows = new Map();
  for (const hex of boardCells(game.radius)) {
    const k = keyOf(hex);
    const name = cellName(hex, game.radius);
    const piece = game.board.get(k);
    let text = piece ? t('nonvisual.cell.piece', { cell: name, piece: pieceWords(piece) }) : t('nonvisual.cell.empty', { cell: name });
    if (hex.q === 0 && hex.r === 0) text = t('nonvisual.cell.centre', { cell: text });
    if (moves.has(k)) text = t('nonvisual.cell.canMove', { cell: text });
    const row = name.replace(/\d+$/, '');
    if (!rows.has(row)) rows.set(row, []);
    rows.get(row).push(text);
  }
  return [...rows].map(([name, cells]) => ({ name, text: t('nonvisual.row', { row: name, cells: cells.join(t('nonvisual.list.comma')) }) }));
}

/** What the seat to move can play: "Red can move: j4 to i4 or i5; j5 to i5." (or that the game is over). */
export function movesText(game, names) {
  if (game.current === null) return t('nonvisual.moves.over');
  const parts = [...movesByPiece(game)].map(([k, ms]) => t('nonvisual.moves.piece', {
    from: cellName(ms[0].from, game.radius), targets: listText(ms.map((m) => targetText(m, game))),
  }));
  return t('nonvisual.moves', { army: seatLabel(names, game.current), moves: parts.join(t('nonvisual.list.semicolon')) });
}

/** What the piece on a cell can do, or the engine's reason it cannot (game.whyNot). */
export function pieceText(game, hex, names) {
  const k = keyOf(hex);
  const cell = cellText(game.board, k, game.radius);
  const why = game.whyNot(hex);
  if (why) return t('nonvisual.piece.cannot', { cell, why: whyNotText(why, names) });
  const targets = game.movesFrom(hex).map((m) => targetText(m, game));
  return t('nonvisual.piece.can', { cell, targets: listText(targets), count: targets.length });
}

/** The six cells around a cell, each with what stands on it, or that it is off the board. */
export function aroundText(game, hex) {
  const parts = DIRECTIONS.map((d) => {
    const n = { q: hex.q + d.q, r: hex.r + d.r };
    const dir = t(d.word);
    if (!onBoard(n, game.radius)) return t('nonvisual.around.off', { dir });
    return t('nonvisual.around.cell', { dir, cell: cellText(game.board, keyOf(n), game.radius) });
  });
  return t('nonvisual.around', { cell: cellName(hex, game.radius), cells: parts.join(t('nonvisual.list.semicolon')) });
}

/** An army's pieces: "Red, 7 pieces: men on j1, j2; kings on f6." */
export function piecesText(game, seat, names) {
  const men = [];
  const kings = [];
  for (const hex of boardCells(game.radius)) {
    const piece = game.board.get(keyOf(hex));
    if (piece?.seat === seat) (piece.king ? kings : men).push(cellName(hex, game.radius));
  }
  const army = seatLabel(names, seat);
  const count = men.length + kings.length;
  if (count === 0) return t('nonvisual.pieces.none', { army });
  const parts = [];
  if (men.length) parts.push(t('nonvisual.pieces.men', { count: men.length, cells: listText(men) }));
  if (kings.length) parts.push(t('nonvisual.pieces.kings', { count: kings.length, cells: listText(kings) }));
  return t('nonvisual.pieces', { army, count, list: parts.join(t('nonvisual.list.semicolon')) });
}

/** Each army in play: pieces left, or out. */
export function armiesText(game, names) {
  return game.seats.map((s, seat) => {
    const army = seatLabel(names, seat);
    if (s.eliminated) return t('nonvisual.army.out', { army });
    let count = 0;
    for (const piece of game.board.values()) if (piece.seat === seat) count += 1;
    return t('nonvisual.army.left', { army, count });
  }).join(t('nonvisual.list.semicolon'));
}

/** Every seat's time left (`times` from the element's clocks.snapshot()), the running one marked. */
export function clocksText(times, running, names) {
  if (!times) return t('nonvisual.clock.none');
  return times.map((ms, seat) => t(seat === running ? 'nonvisual.clock.running' : 'nonvisual.clock.seat', {
    army: seatLabel(names, seat), time: clockText(ms),
  })).join(t('nonvisual.list.semicolon'));
}

/** The seat an army's word names (its army name, its letter, the name given to the seat, or its number from 1), or null. */
export function seatNamed(word, game, names) {
  const w = word.trim().toLowerCase();
  for (let seat = 0; seat < game.seats.length; seat++) {
    const known = [ARMIES[seat].name, ARMIES[seat].letter, seatLabel(names, seat), String(seat + 1)];
    if (known.some((k) => k.toLowerCase() === w)) return seat;
  }
  return null;
}
