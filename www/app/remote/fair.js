// Fair play: every bot hop of a verified remote game replayed from the game's
// seed, the bot's level and its node budget (as bots.js asked for it: the
// level's node budget, plySeed of the step), and compared with the hop played.
// The signatures say which device played a bot's hop; this says whether that
// hop is the one the bot plays there. `hexc verify` does the same natively.

import { createGame } from '../../element/engine.js';
import { isEvent } from '../../element/history.js';
import { hopCode, stepCode } from '../../element/notation.js';
import { plySeed } from '../../element/bot.js';
import { keyOf } from '../../element/state.js';

/** No time cap: the level's node budget alone ends the search, as in a page that was not starved of time. */
const NO_TIME_CAP = 600_000;

/**
 * @param {import('./chain.js').RemoteGame} state
 * @returns {Promise<{bots: number, mismatches: {turn: number, seat: number, level: number, played: string, expected: string}[]}>}
 */
export async function checkBots(state) {
  const { head, history, turns } = state;
  const game = createGame({ players: head.players, radius: head.radius, rules: head.settings.rules });
  const turnOf = turns.flatMap((t, i) => t.steps.map(() => i)); // the turn of each step
  const mismatches = [];
  let bots = 0;
  for (let i = 1; i <= history.length; i++) {
    const step = history.entries[i].hop;
    const kind = head.kinds[step.seat];
    if (isEvent(step) || !kind.startsWith('bot')) continue;
    const level = Number(kind.slice(3));
    game.restore(history.entries[i - 1].snapshot);
    const { move } = game.analyse({ level, seed: plySeed(head.seed, i - 1), timeMs: NO_TIME_CAP });
    bots += 1;
    if (!move || keyOf(move.from) !== step.from || keyOf(move.to) !== step.to) {
      const expected = move ? hopCode({ from: keyOf(move.from), to: keyOf(move.to), capture: move.capture }, head.radius) : 'nothing';
      mismatches.push({ turn: turnOf[i - 1], seat: step.seat, level, played: stepCode(step, head.radius), expected });
    }
    await new Promise((resolve) => { setTimeout(resolve, 0); }); // the page goes on answering between searches
  }
  return { bots, mismatches };
}
