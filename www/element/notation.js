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
// Moves are numbered by rounds, as players count them: one number for a round of
// every army's turn in seat order (a chain is one turn), so a turn opens a new
// round when its army does not sit after the last turn's army. An event
// belongs to the round it happens in (Rounds below).
//
// Cells are named by the engine's cellName: row letter from the top of the
// unrotated board, then the position in the row from the left.

import { cellName, parseCellName } from './engine.js';
import { hexOf } from './state.js';
import { isEvent } from './history.js';
import { ARMIES, seatLabel } from './armies.js';
import { t } from '../i18n/i18n.js';

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
  if (event.kind === 'draw') return t('element.event.draw');
  const army = names ? seatLabel(names, event.seat) : ARMIES[event.seat].name;
  return t(event.reason === 'time' ? 'element.event.time' : 'element.event.resign', { army });
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
 * The round count of a line of turns: `next(seat)` at each turn's first hop
 * (null for an event) gives its round and whether it opens it ("3. j4-i4"
 * opens round 3, the turns after it in seat order share the number).
 */
export class Rounds {
  constructor(round = 0, seat = null) {
    this.round = round; // the round of the last turn (0: none yet)
    this.seat = seat; // the army of the last turn that was not an event
  }

  /** Counts one turn (seat null: an event, which opens only the first round): {round, opens}. */
  next(seat) {
    const opens = this.round === 0 || (seat !== null && this.seat !== null && seat <= this.seat);
    if (opens) this.round += 1;
    if (seat !== null) this.seat = seat;
    return { round: this.round, opens };
  }
}

/** The round of every step of a line, in order (a chain's hops share their turn's; an event is in its round). */
export function roundsOf(steps) {
  const rounds = new Rounds();
  let open = false; // the last hop's chain goes on
  return steps.map((step) => {
    if (isEvent(step)) {
      rounds.next(null);
    } else {
      if (!open) rounds.next(step.seat);
      open = step.chaining;
    }
    return rounds.round;
  });
}
