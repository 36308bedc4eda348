// The move notation of the page (documented in README, section "Notation").
//
//   f4-f5       a step from f4 to f5
//   c3xe3       a jump from c3 to e3 over the piece between
//   c3xe3xg3    one turn of two jumps (a chain)
//   e5-f6=K     the man reached the centre and was crowned
//   d4xd6#      the jump took a seat's last piece: that seat is out
//
// Cells are named by the engine's cellName: row letter from the top of the
// unrotated board, then the position in the row from the left.

import { cellName, parseCellName } from './engine.js';
import { hexOf } from './state.js';

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
 * @param {(import('./history.js').Hop)[]} hops
 */
export function turnsOf(hops, radius) {
  const turns = [];
  let turn = null;
  hops.forEach((hop, i) => {
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
