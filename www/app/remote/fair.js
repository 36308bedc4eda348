// Fair play: every bot hop of a verified remote game replayed from the game's
// seed, the bot's level and its node budget (as bots.js asked for it: the
// level's node budget, plySeed of the step), with the version of the bot the
// record names, and compared with the hop played. The signatures say which
// device played a bot's hop; this says whether that hop is the one the bot
// plays there. `hexc verify` does the same natively.
//
// A record that names a version this build does not know (a newer build's) is
// not checked: its bot is not here to ask. A record that names none was made
// before records named it: its hops are checked against the current version,
// then each older one, and the first that plays them all is named; if none
// does, the mismatches reported are the current version's.

import { BOT_VERSION, BOT_VERSIONS, botReady, createGame } from '../../element/engine.js';
import { isEvent } from '../../element/history.js';
import { hopCode, stepCode } from '../../element/notation.js';
import { plySeed } from '../../element/bot.js';
import { keyOf } from '../../element/state.js';

/** No time cap: the level's node budget alone ends the search, as in a page that was not starved of time. */
const NO_TIME_CAP = 600_000;

/**
 * @typedef {object} BotCheck
 * @property {number} bots  the record's bot hops
 * @property {'named'|'unknown'|'matched'|'unmatched'} check  the record names a version this build
 *   knows / one it does not know (not checked) / names none and `version` plays every bot hop /
 *   names none and no known version plays them all (the mismatches are the current version's)
 * @property {string} version  the version the hops were checked against (or the unknown one named)
 * @property {{turn: number, seat: number, level: number, played: string, expected: string}[]} mismatches
 */

/**
 * @param {import('./chain.js').RemoteGame} state
 * @returns {Promise<BotCheck>}
 */
export async function checkBots(state) {
  const { head, history } = state;
  const hops = [];
  for (let i = 1; i <= history.length; i++) {
    const step = history.entries[i].hop;
    if (!isEvent(step) && head.kinds[step.seat].startsWith('bot')) hops.push(i);
  }
  const result = (check, version, mismatches = []) => ({ bots: hops.length, check, version, mismatches });
  await botReady(); // Verify replays the bot on the page: its module loads here, on first use
  const game = createGame({ players: head.players, radius: head.radius, rules: head.settings.rules });
  const replay = (version, firstOnly) => mismatchesOf(state, game, hops, version, firstOnly);
  if (head.bot !== undefined) {
    if (!BOT_VERSIONS.includes(head.bot)) return result('unknown', head.bot);
    return result('named', head.bot, await replay(head.bot, false));
  }
  const current = await replay(BOT_VERSION, false);
  if (!current.length) return result('matched', BOT_VERSION);
  for (const version of BOT_VERSIONS.slice(0, -1).reverse()) {
    if (!(await replay(version, true)).length) return result('matched', version);
  }
  return result('unmatched', BOT_VERSION, current);
}

/** The bot hops (history indices `hops`) that `version` of the bot does not play; only the first with `firstOnly`. */
async function mismatchesOf({ head, history, turns }, game, hops, version, firstOnly) {
  const turnOf = turns.flatMap((t, i) => t.steps.map(() => i)); // the turn of each step
  const mismatches = [];
  for (const i of hops) {
    const step = history.entries[i].hop;
    const level = Number(head.kinds[step.seat].slice(3));
    game.restore(history.entries[i - 1].snapshot);
    const { move } = game.analyse({ level, seed: plySeed(head.seed, i - 1), timeMs: NO_TIME_CAP, botVersion: version });
    if (!move || keyOf(move.from) !== step.from || keyOf(move.to) !== step.to) {
      const expected = move ? hopCode({ from: keyOf(move.from), to: keyOf(move.to), capture: move.capture }, head.radius) : 'nothing';
      mismatches.push({ turn: turnOf[i - 1], seat: step.seat, level, played: stepCode(step, head.radius), expected });
      if (firstOnly) break;
    }
    await new Promise((resolve) => { setTimeout(resolve, 0); }); // the page goes on answering between searches
  }
  return mismatches;
}
