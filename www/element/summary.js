// The end of a game: why it ended (the engine's reason, told apart for a
// resignation and a flag), and the game at the end of its line while the moves
// are looked through. The facts of a finished game (the armies ranked, moves and
// captures per army) are game-summary.js's, loaded with the panels that tell
// them. The counts of the rules themselves (turns without progress, repeated
// positions) are the engine's: game.quietTurns, kept across every undo by the
// history's snapshots ({counters: true}).

import { createGame } from './engine.js';
import { isEvent } from './history.js';

/**
 * Why the game ended, as the page tells it: the engine's reason
 * ("last-army", "frozen", "agreement", "no-progress", "repetition"), except
 * that a win a resignation brought about is "resignation", or "time" when a
 * clock ran out. Null while the game goes on.
 * @param {{result: {winner: number|null, draw: boolean, reason: string}|null}} game
 * @param {object|null} lastStep  the history step that led to this position
 */
export function endReason(game, lastStep) {
  const result = game.result;
  if (!result) return null;
  if (lastStep && isEvent(lastStep) && lastStep.kind === 'resign' && result.reason === 'last-army') {
    return lastStep.reason === 'time' ? 'time' : 'resignation';
  }
  return result.reason;
}

/**
 * The game of element `board` at the end of its line, whatever move is on screen: {history, game} as
 * gameSummary reads them (while the moves are looked through, the last entry's position, restored). The
 * page's end tools and result panel ask it while looking back.
 */
export function endOf(board) {
  const history = board.history;
  if (!history.canRedo) return { history, game: board.game };
  const last = history.entries.at(-1);
  if (endKept.entry !== last) {
    endKept.game ??= createGame(); // one scratch game, restored only when the line's end changes
    endKept.game.restore(last.snapshot);
    endKept.entry = last;
  }
  return { history: { entries: history.entries, cursor: history.length }, game: endKept.game };
}

/** endOf's scratch game and the history entry it holds (each render while looking back asks again). */
const endKept = { entry: null, game: null };
