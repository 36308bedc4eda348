// The lab's top moves (README, "The AI lab"): every legal move of the
// position played, and the position after it searched in the analysis
// worker, scored for the army that moved. With two armies that is the
// search's score (negated when the other army moves next); with three or
// more the search's score is another army's, so a move that hands the turn
// on is scored by the evaluation of the position after it, for the mover.

import { createGame } from '../element/engine.js';

/** A won or lost game, as scores go (the engine's evaluation stays far below it). */
const DECIDED = 30000;

/**
 * The legal moves of `snapshot`, best first for the army to move:
 * [{move, score, how: 'search'|'evaluation'|'end'}]. Each position after a
 * move is searched at `level` with `maxNodes` positions.
 */
export async function topMoves(evaluator, snapshot, { level, maxNodes, seed }) {
  const game = createGame();
  game.restore(snapshot);
  const mover = game.current;
  if (mover === null) return [];
  const out = [];
  for (const move of game.legalMoves()) {
    game.restore(snapshot);
    const result = game.apply(move);
    if (game.current === null) {
      const score = result.winner === mover ? DECIDED : result.draw ? 0 : -DECIDED;
      out.push({ move, score, how: 'end' });
      continue;
    }
    const found = await evaluator.analyse({ snapshot: game.snapshot(), level, maxNodes, seed });
    if (found.current === mover) out.push({ move, score: found.score, how: 'search' });
    else if (game.players === 2) out.push({ move, score: -found.score, how: 'search' });
    else out.push({ move, score: found.scores[mover], how: 'evaluation' });
  }
  return out.sort((a, b) => b.score - a.score);
}
