// From the bot's evaluation to each army's chance
// (docs/bot.md#evaluation-bar-and-graph). Pure functions, no DOM, usable in Node.
//
// The static evaluation gives every army a score in hundredths of a man, from
// its own point of view. An army's share is a softmax of those scores over the
// armies still in the game: exp(score / T) / sum of exp(score' / T). With two
// armies the scores are opposite and this is the logistic curve of the score.
// T (per table size) was fitted on bot games by bench/js/calibrate-eval.mjs:
// the T under which the shares best predict who went on to win (least log loss).

/** Calibrated temperature per number of players (hundredths of a man); see BENCHMARKS.md "Evaluation bar". */
export const TEMPERATURE = { 2: 200, 3: 200, 4: 150, 5: 150, 6: 150 };

/** The engine's score of a seat that has lost every piece (bot::eval LOST), and of the last seat left. */
export const LOST = -20000;

/**
 * Each seat's share (0..1, summing to 1) from the evaluation's scores, one per seat.
 * An eliminated seat (score LOST) gets 0; a seat left alone gets 1.
 */
export function chances(scores, temperature = TEMPERATURE[scores.length] ?? 150) {
  const alive = scores.map((s) => s > LOST);
  const top = Math.max(...scores.filter((_, i) => alive[i]));
  const weights = scores.map((s, i) => (alive[i] ? Math.exp((s - top) / temperature) : 0));
  const sum = weights.reduce((a, b) => a + b, 0);
  return weights.map((w) => (sum > 0 ? w / sum : 0));
}

/**
 * The bar's scores at entry `i` of a game (docs/bot.md#evaluation-bar-and-graph): the static evaluation
 * favours the army that has just moved (a step ahead in the race, a tempo), so the scores swing from
 * one hop to the next. Seen from a fixed point, a round in which every army has had its turn, they do
 * not: each seat's mean over the last k positions (k: the armies still in at `i`), every army's tempo
 * counted once. `all[j]` is entry j's scores (null: not evaluated yet, left out); a seat out at `i`
 * keeps LOST. Null while entry `i` itself is not evaluated.
 */
export function steadyScores(all, i) {
  const now = all[i];
  if (!now) return null;
  const k = now.filter((s) => s > LOST).length;
  const window = all.slice(Math.max(0, i - k + 1), i + 1).filter(Boolean);
  return now.map((s, seat) => {
    if (s <= LOST) return LOST;
    const kept = window.map((w) => w[seat]).filter((v) => v > LOST);
    return kept.reduce((a, b) => a + b, 0) / kept.length;
  });
}
