// Puzzles from this browser's games: a turn of a person that the review
// (analysis/review.js, kept in this browser) marked a mistake or a blunder
// becomes a "find the better move" puzzle, when a search of the position
// shows one clearly better move: the review's move is the search's best, and
// the next move, where the search scored it, is at least MARGIN behind.

import { judge, keyOf } from '../analysis/review.js';
import { Evaluator } from '../analysis/eval-view.js';
import { listGames, openGame } from '../games/library.js';

/** Hundredths of a man the better move must lead the next best by, where the search scores the next one. */
export const MARGIN = 100;
/** The search that confirms the better move: the review's own budget, and twice it. */
const CONFIRM = Object.freeze({ level: 5, maxNodes: 6000, seed: 0 });
const MARKS = new Set(['mistake', 'blunder']);

const keyText = ({ q, r }) => `${q},${r}`;

function cachedReview(entries) {
  try { return JSON.parse(window.localStorage.getItem(keyOf(entries)) ?? 'null'); } catch { return null; }
}

/** The marked turns of one kept game that become puzzles (without the confirming search yet). */
function candidates(game) {
  let record;
  try { record = openGame(game.id); } catch { return []; }
  const { settings, history } = record;
  const entries = history.entries.map((e) => ({ snapshot: e.snapshot, hop: e.hop }));
  const review = cachedReview(entries);
  if (!review?.turns || !review.final) return [];
  return judge(review.turns, review.final, review.byEvent)
    .filter((t) => MARKS.has(t.mark) && settings.kinds[t.seat] === 'human' && t.move)
    .flatMap((t) => {
      const played = entries[t.index + 1]?.hop;
      if (!played || (played.from === keyText(t.move.from) && played.to === keyText(t.move.to))) return [];
      const [pq, pr] = played.from.split(',').map(Number);
      const [tq, tr] = played.to.split(',').map(Number);
      const { from, to } = t.move;
      return [{
        id: `own-${game.id}-${t.index}`, own: true, players: settings.players, player: t.seat, loss: t.loss,
        snapshot: entries[t.index].snapshot, themes: [], gain: 0,
        line: [[t.seat, from.q, from.r, to.q, to.r]],
        checks: [{ at: 0, scores: [[from.q, from.r, to.q, to.r, t.score], [pq, pr, tq, tr, t.score - t.loss]] }],
      }];
    });
}

/** Every puzzle from this browser's reviewed games, the latest game first. */
export async function ownPuzzles() {
  const { games } = listGames();
  const found = games.flatMap(candidates);
  if (!found.length) return [];
  const evaluator = new Evaluator();
  const kept = [];
  try {
    for (const p of found) {
      const report = await evaluator.report({ snapshot: p.snapshot, ...CONFIRM }).catch(() => null);
      const [best, second] = report?.top ?? [];
      const [, fq, fr, tq, tr] = p.line[0];
      const same = best && best.move.from.q === fq && best.move.from.r === fr && best.move.to.q === tq && best.move.to.r === tr;
      if (same && (!second || !second.exact || best.score - second.score >= MARGIN)) kept.push(p);
    }
  } finally {
    evaluator.dispose();
  }
  return kept;
}
