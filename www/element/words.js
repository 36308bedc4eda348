// What the element says: the sentences of its live region and status line.
// Plain functions of the facts they are given; no state of their own.

import { ARMIES, seatLabel } from './armies.js';
import { cellAt } from './notation.js';
import { keyOf } from './state.js';

/** A cell and what stands on it: "f6, Red man". */
export function cellText(board, key, radius) {
  const piece = board.get(key);
  const name = cellAt(key, radius);
  return piece ? `${name}, ${ARMIES[piece.seat].name} ${piece.king ? 'king' : 'man'}` : name;
}

/** A hint in words: "Hint: jump f6, Red man to h8." */
export function hintSentence(move, board, radius) {
  return `Hint: ${move.capture ? 'jump' : 'move'} ${cellText(board, keyOf(move.from), radius)} to ${cellAt(keyOf(move.to), radius)}.`;
}

/** Whose turn it is, or how the game ended. */
export function turnSentence(game, names, mustCapture) {
  if (game.winner !== null) return `${seatLabel(names, game.winner)} wins the game!`;
  if (game.draw) return drawSentence(game.result?.reason ?? 'frozen', game.rules);
  if (game.chainFrom) return `${seatLabel(names, game.current)} must keep jumping with the same piece.`;
  return `${seatLabel(names, game.current)} to move${mustCapture ? ', and must capture' : ''}.`;
}

/** One hop, told in full, then whose turn it is (`turn`, a turnSentence). */
export function hopSentence(hop, names, radius, turn) {
  const at = (key) => cellAt(key, radius);
  const who = seatLabel(names, hop.seat);
  const parts = [];
  if (hop.capture) {
    const victim = `${seatLabel(names, hop.captured.seat)} ${hop.captured.king ? 'king' : 'man'}`;
    parts.push(`${who} jumps ${at(hop.from)} to ${at(hop.to)}, capturing the ${victim} on ${at(hop.capture)}.`);
  } else {
    parts.push(`${who} moves ${at(hop.from)} to ${at(hop.to)}.`);
  }
  if (hop.promoted) parts.push('Crowned king on the centre!');
  if (hop.eliminated !== null) parts.push(`${seatLabel(names, hop.eliminated)} is eliminated.`);
  for (const s of hop.skipped) parts.push(`${seatLabel(names, s)} is skipped: no legal move.`);
  parts.push(turn);
  return parts.join(' ');
}

/** Why a piece cannot be picked up, from the engine's typed reason ({reason, seat}, see game.whyNot). */
export function whyNotText(why, names) {
  switch (why.reason) {
    case 'game-over': return 'the game is over';
    case 'empty': return 'nothing to move there';
    case 'not-your-turn': return `not ${seatLabel(names, why.seat)}'s turn`;
    case 'chain': return 'another piece must keep jumping';
    case 'must-capture': return 'a capture is compulsory and this piece cannot jump';
    case 'no-move': return 'this piece has no move';
    default: return 'it cannot move now';
  }
}

/** What the bot is doing, for the turn line ('' when idle); "still" once it is well past its time. */
export function thinkingText(thinking, names) {
  if (!thinking) return '';
  if (thinking.hint) return thinking.slow ? 'Still finding a hint…' : 'Finding a hint…';
  return `${seatLabel(names, thinking.seat)} is ${thinking.slow ? 'still ' : ''}thinking…`;
}

/** Why a drawn game is drawn, in one sentence (reason as in game.result). */
export function drawSentence(reason, rules) {
  switch (reason) {
    case 'agreement': return 'Draw by agreement.';
    case 'no-progress': return `Draw: ${rules.noProgress} turns in a row without a capture or a crowning.`;
    case 'repetition': return `Draw: the same position came up ${rules.repetition} times.`;
    default: return 'Draw: no army left on the board can move.';
  }
}

/**
 * How the game ended, in one sentence, from a summary (summary.js gameSummary)
 * and the rules in force: who won and why, or why it is drawn.
 */
export function endSentence(summary, names, rules) {
  if (summary.draw) return drawSentence(summary.reason, rules);
  const winner = seatLabel(names, summary.winner);
  // The resignation that ended it is the latest one.
  const leaver = summary.seats.filter((s) => s.resigned).sort((a, b) => b.fellAt - a.fellAt)[0];
  switch (summary.reason) {
    case 'resignation': return `${winner} wins: ${seatLabel(names, leaver.seat)} resigned.`;
    case 'time': return `${winner} wins: ${seatLabel(names, leaver.seat)} ran out of time.`;
    default: return `${winner} wins: the last army on the board.`;
  }
}

/** A draw question put to a person: "Red offers a draw. Blue, do you accept?" */
export function drawQuestionText(question, names) {
  const from = seatLabel(names, question.from);
  if (question.asking === null) return `${from} offers a draw.`;
  return `${from} offers a draw. ${seatLabel(names, question.asking)}, do you accept?`;
}
