// The end of a game in facts: why it ended (summary.js endReason), the armies
// ranked by when they fell, moves and captures per army, and the game's length.
// A plain function of the history and the engine's game; the page's result panel
// (app/panels/result-ui.js) and the non-visual mode tell it in words. A module of
// its own so the page's start (which needs only summary.js) does not carry it.

import { isEvent } from './history.js';
import { roundsOf } from './notation.js';
import { endReason } from './summary.js';

/**
 * @typedef {object} SeatSummary
 * @property {number} seat
 * @property {number} turns     turns played (a chain is one turn)
 * @property {number} hops      hops played
 * @property {number} captures  pieces it took
 * @property {number|null} fellAt  the step (1-based) that eliminated it, 0 if it was out from the start, null if it stands
 * @property {number|null} fellTurn  the move list's number of that step: its round (notation.js Rounds), 0 or null as fellAt
 * @property {'resign'|'time'|null} resigned  how it left, if it resigned
 * @property {number} place     1 for the winner (or every survivor of a draw), then by when they fell, latest first
 */

/**
 * The summary of the line up to the history's cursor.
 * @param {import('./history.js').History} history
 * @param {{seats: {eliminated: boolean}[], result: object|null}} game  the engine's game at the cursor
 * @returns {{reason: string|null, winner: number|null, draw: boolean, seats: SeatSummary[], ranking: number[][], turns: number, hops: number}}
 */
export function gameSummary(history, game) {
  const steps = history.entries.slice(1, history.cursor + 1).map((e) => e.hop);
  const seats = game.seats.map((info, seat) => ({
    seat, turns: 0, hops: 0, captures: 0, fellAt: info.eliminated ? 0 : null, fellTurn: info.eliminated ? 0 : null, resigned: null, place: 0,
  }));
  let turns = 0;
  let hops = 0;
  const rounds = roundsOf(steps); // the move list's numbers
  steps.forEach((step, i) => {
    if (step.eliminated !== null && step.eliminated !== undefined) {
      seats[step.eliminated].fellAt = i + 1;
      seats[step.eliminated].fellTurn = rounds[i];
    }
    if (isEvent(step)) {
      if (step.kind === 'resign') seats[step.seat].resigned = step.reason;
      return;
    }
    const s = seats[step.seat];
    hops += 1;
    s.hops += 1;
    if (step.capture) s.captures += 1;
    if (!step.chaining) {
      s.turns += 1;
      turns += 1;
    }
  });
  // Standing armies first (the winner, or all the survivors of a draw), then the fallen, latest first.
  const order = [...seats].sort((a, b) => fallKey(b) - fallKey(a));
  const ranking = [];
  order.forEach((s, i) => {
    const tied = i > 0 && fallKey(order[i - 1]) === fallKey(s);
    if (!tied) ranking.push([]);
    s.place = tied ? order[i - 1].place : i + 1;
    ranking.at(-1).push(s.seat);
  });
  return {
    reason: endReason(game, steps.at(-1) ?? null),
    winner: game.winner,
    draw: game.draw,
    seats,
    ranking,
    turns,
    hops,
  };
}

/** Sort key: standing armies above every fallen one, later falls above earlier ones. */
const fallKey = (s) => (s.fellAt === null ? Infinity : s.fellAt);
