// What the element says: the sentences of its live region and status line, from the
// message catalogue (www/i18n/, area "element"). Plain functions of the facts they
// are given; no state of their own.

import { ARMIES, seatLabel } from './armies.js';
import { cellAt } from './notation.js';
import { keyOf } from './state.js';
import { t } from '../i18n/i18n.js';

/** A piece in words: "Red man", "Blue king" (`who`: a seat label). */
export const pieceText = (who, king) => t(king ? 'element.piece.king' : 'element.piece.man', { army: who });

/** A cell and what stands on it: "f6, Red man". */
export function cellText(board, key, radius) {
  const piece = board.get(key);
  const name = cellAt(key, radius);
  return piece ? t('element.cell.piece', { cell: name, piece: pieceText(ARMIES[piece.seat].name, piece.king) }) : name;
}

/** A hint in words: "Hint: jump f6, Red man to h8." */
export function hintSentence(move, board, radius) {
  const vars = { from: cellText(board, keyOf(move.from), radius), to: cellAt(keyOf(move.to), radius) };
  return t(move.capture ? 'element.hint.jump' : 'element.hint.move', vars);
}

/** Whose turn it is, or how the game ended. */
export function turnSentence(game, names, mustCapture) {
  if (game.winner !== null) return t('element.turn.wins', { army: seatLabel(names, game.winner) });
  if (game.draw) return drawSentence(game.result?.reason ?? 'frozen', game.rules);
  const army = seatLabel(names, game.current);
  if (game.chainFrom) return t('element.turn.chain', { army });
  return t(mustCapture ? 'element.turn.capture' : 'element.turn.move', { army });
}

/** One hop, told in full, then whose turn it is (`turn`, a turnSentence). */
export function hopSentence(hop, names, radius, turn) {
  const at = (key) => cellAt(key, radius);
  const army = seatLabel(names, hop.seat);
  const parts = [];
  if (hop.capture) {
    const victim = pieceText(seatLabel(names, hop.captured.seat), hop.captured.king);
    parts.push(t('element.hop.jump', { army, from: at(hop.from), to: at(hop.to), piece: victim, cell: at(hop.capture) }));
  } else {
    parts.push(t('element.hop.move', { army, from: at(hop.from), to: at(hop.to) }));
  }
  if (hop.promoted) parts.push(t('element.hop.crowned'));
  if (hop.eliminated !== null) parts.push(t('element.hop.eliminated', { army: seatLabel(names, hop.eliminated) }));
  for (const s of hop.skipped) parts.push(t('element.hop.skipped', { army: seatLabel(names, s) }));
  parts.push(turn);
  return parts.join(' ');
}

/** Why a piece cannot be picked up, from the engine's typed reason ({reason, seat}, see game.whyNot). */
export function whyNotText(why, names) {
  switch (why.reason) {
    case 'game-over': return t('element.why.game-over');
    case 'empty': return t('element.why.empty');
    case 'not-your-turn': return t('element.why.not-your-turn', { army: seatLabel(names, why.seat) });
    case 'chain': return t('element.why.chain');
    case 'must-capture': return t('element.why.must-capture');
    case 'no-move': return t('element.why.no-move');
    default: return t('element.why.other');
  }
}

/** What the bot is doing, for the turn line ('' when idle); "still" once it is well past its time. */
export function thinkingText(thinking, names) {
  if (!thinking) return '';
  if (thinking.hint) return t(thinking.slow ? 'element.thinking.hint-slow' : 'element.thinking.hint');
  return t(thinking.slow ? 'element.thinking.bot-slow' : 'element.thinking.bot', { army: seatLabel(names, thinking.seat) });
}

/** Why a drawn game is drawn, in one sentence (reason as in game.result). */
export function drawSentence(reason, rules) {
  switch (reason) {
    case 'agreement': return t('element.draw.agreement');
    case 'no-progress': return t('element.draw.no-progress', { count: rules.noProgress });
    case 'repetition': return t('element.draw.repetition', { count: rules.repetition });
    default: return t('element.draw.frozen');
  }
}

/**
 * How the game ended, in one sentence, from a summary (game-summary.js gameSummary)
 * and the rules in force: who won and why, or why it is drawn.
 */
export function endSentence(summary, names, rules) {
  if (summary.draw) return drawSentence(summary.reason, rules);
  const army = seatLabel(names, summary.winner);
  // The resignation that ended it is the latest one.
  const leaver = summary.seats.filter((s) => s.resigned).sort((a, b) => b.fellAt - a.fellAt)[0];
  switch (summary.reason) {
    case 'resignation': return t('element.end.resignation', { army, loser: seatLabel(names, leaver.seat) });
    case 'time': return t('element.end.time', { army, loser: seatLabel(names, leaver.seat) });
    default: return t('element.end.last', { army });
  }
}

/** A draw question put to a person: "Red offers a draw. Blue, do you accept?" */
export function drawQuestionText(question, names) {
  const army = seatLabel(names, question.from);
  if (question.asking === null) return t('element.draw.offer', { army });
  return t('element.draw.ask', { army, asked: seatLabel(names, question.asking) });
}
