// The move notation of the page (documented in docs/formats.md#notation).
//
//   f4-f5       a step from f4 to f5
//   c3xe3       a jump from c3 to e3 over the piece between
//   c3xe3xg3    one turn of two jumps (a chain)
//   e5-f6=K     the man reached the centre and was crowned
//   d4xd6#      the jump took a seat's last piece: that seat is out
//
// Events of docs/endings.md are steps of the history too. In saves and share
// links they are written "resign:2" (seat 2 resigned), "time:2" (seat 2's
// clock ran out: it resigned by time) and "draw" (a draw agreed by every
// surviving seat); the move list tells them in words (eventText).
//
// Cells are named by the engine's cellName: row letter from the top of the
// unrotated board, then the position in the row from the left.

import { cellName, parseCellName } from './engine.js';
import { hexOf } from './state.js';
import { isEvent } from './history.js';
import { ARMIES, seatLabel } from './armies.js';

/** The name of the cell with a "q,r" key ("f6"). */
export const cellAt = (key, radius) => cellName(hexOf(key), radius);

/** One hop on its own, as stored in saves and links: "f4-f5" or "c3xe3". */
export function hopCode(hop, radius) {
  return cellAt(hop.from, radius) + (hop.capture ? 'x' : '-') + cellAt(hop.to, radius);
}

/** Reads a hop code back into {from, to, capture} (hexes, capture a boolean); throws on junk. */
export function parseHopCode(code, radius) {
  const m = /^([a-q]\d{1,2})([-x])([a-q]\d{1,2})$/.exec(typeof code === 'string' ? code : '');
  if (!m) throw new Error(`unreadable move ${JSON.stringify(String(code).slice(0, 20))}`);
  return { from: parseCellName(m[1], radius), to: parseCellName(m[3], radius), capture: m[2] === 'x' };
}

/** One history step as stored in saves and links: a hop code, or "resign:2", "time:2", "draw". */
export function stepCode(step, radius) {
  if (!isEvent(step)) return hopCode(step, radius);
  return step.kind === 'draw' ? 'draw' : `${step.reason}:${step.seat}`;
}

/**
 * Reads a step code back: {kind: 'hop', from, to, capture} (as parseHopCode),
 * {kind: 'resign', seat, reason: 'resign'|'time'} or {kind: 'draw'}; throws on junk.
 */
export function parseStepCode(code, radius) {
  if (code === 'draw') return { kind: 'draw' };
  const m = /^(resign|time):([0-5])$/.exec(typeof code === 'string' ? code : '');
  if (m) return { kind: 'resign', seat: Number(m[2]), reason: m[1] };
  return { kind: 'hop', ...parseHopCode(code, radius) };
}

/** An event in words for the move list: "Red resigns", "Red loses on time", "Draw agreed". */
export function eventText(event, names) {
  if (event.kind === 'draw') return 'Draw agreed';
  const who = names ? seatLabel(names, event.seat) : ARMIES[event.seat].name;
  return event.reason === 'time' ? `${who} loses on time` : `${who} resigns`;
}

/** Marks that follow a hop: "=K" for a promotion, "#" for an elimination. */
export function hopMarks(hop) {
  return (hop.promoted ? '=K' : '') + (hop.eliminated !== null ? '#' : '');
}

/** A hop as the move list writes it: in full ("c3xe3=K"), or as the continuation of a chain ("xg3"). */
export function hopText(hop, continuing, radius) {
  return (continuing ? `x${cellAt(hop.to, radius)}` : hopCode(hop, radius)) + hopMarks(hop);
}

/**
 * Groups the hops of a history into turns for the move list.
 * Each turn: {number, seat, hops: [{index, text}], skipped, winner, draw}, where
 * `index` is the history entry reached by that hop and `text` its notation
 * (the first hop in full, chain continuations as "xg3").
 * An event is a turn of its own, {number, seat, event, hops: [{index, text}], ...}
 * with `text` in words (eventText); a resignation in the middle of another
 * seat's chain leaves that chain's turn open.
 * @param {(import('./history.js').Hop|import('./history.js').GameEvent)[]} hops
 * @param {number} radius
 * @param {string[]} [names] seat names for the events' words
 */
export function turnsOf(hops, radius, names) {
  const turns = [];
  let turn = null;
  hops.forEach((hop, i) => {
    if (isEvent(hop)) {
      const { seat, skipped, winner, draw } = hop;
      turns.push({
        number: turns.length + 1, seat, event: hop.kind, hops: [{ index: i + 1, text: eventText(hop, names) }], skipped, winner, draw,
      });
      if (!hop.chaining) turn = null;
      return;
    }
    const text = hopText(hop, turn !== null, radius);
    if (turn === null) {
      turn = { number: turns.length + 1, seat: hop.seat, hops: [], skipped: [], winner: null, draw: false };
      turns.push(turn);
    }
    turn.hops.push({ index: i + 1, text });
    if (!hop.chaining) {
      turn.skipped = hop.skipped;
      turn.winner = hop.winner;
      turn.draw = hop.draw;
      turn = null;
    }
  });
  return turns;
}
