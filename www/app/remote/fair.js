// Fair play: every bot hop of a verified remote game replayed from the game's
// seed, the bot's level and its node budget (as bots.js asked for it: the
// level's node budget, plySeed of the step), with the version of the bot the
// record names, and compared with the hop played. The signatures say which
// device played a bot's hop; this says whether that hop is the one the bot
// plays there. `hexc verify` does the same natively.
//
// A record that names a version this build does not know (a newer build's, or a
// made-up one) cannot be checked: its bot is not here to ask, so its bot hops
// make it "Not verified" (hexc verify exits 1), and a link of it is refused. A record that names none was made
// before records named it: its hops are checked against the version played at
// its table size (botVersionFor), then each other one, newest first, and the
// first that plays them all is named; if none does, the mismatches reported are
// the first one's.

import { BOT_VERSIONS, botReady, botVersionFor, createGame } from '../../element/engine.js';
import { isEvent } from '../../element/history.js';
import { hopCode, parseStepCode, stepCode } from '../../element/notation.js';
import { replayStep } from '../../element/record.js';
import { plySeed } from '../../element/bot.js';
import { keyOf } from '../../element/state.js';
import { addEnglish, t } from '../../i18n/i18n.js';
import english from '../../i18n/en/remote.js';

addEnglish(english); // Verify's words (this module is also loaded apart from chain.js)

/** No time cap: the level's node budget alone ends the search, as in a page that was not starved of time. */
const NO_TIME_CAP = 600_000;

/**
 * @typedef {object} BotCheck
 * @property {number} bots  the record's bot hops
 * @property {'named'|'unknown'|'matched'|'unmatched'} check  the record names a version this build
 *   knows / one it does not know (not checked) / names none and `version` plays every bot hop /
 *   names none and no known version plays them all (the mismatches are those of the table size's version)
 * @property {string} version  the version the hops were checked against (or the unknown one named)
 * @property {{turn: number, seat: number, level: number, played: string, expected: string}[]} mismatches
 */

/**
 * @param {import('./chain.js').RemoteGame} state
 * @returns {Promise<BotCheck>}
 */
export async function checkBots(state) {
  const { head, history, turns } = state;
  const hops = []; // {i: history index, level}: a bot seat's hops, and a bot's standing in for a friend's seat
  let i = 0;
  for (const t of turns) {
    const kind = head.format === 2 && t.key !== null ? t.key : head.kinds[t.by];
    for (let k = 0; k < t.steps.length; k++) {
      i += 1;
      if (kind.startsWith('bot') && !isEvent(history.entries[i].hop)) hops.push({ i, level: Number(kind.slice(3)) });
    }
  }
  const result = (check, version, mismatches = []) => ({ bots: hops.length, check, version, mismatches });
  await botReady(); // Verify replays the bot on the page: its module loads here, on first use
  const game = createGame({ players: head.players, radius: head.radius, rules: head.settings.rules });
  const replay = (version, firstOnly) => mismatchesOf(state, game, hops, version, firstOnly);
  if (head.bot !== undefined) {
    if (!BOT_VERSIONS.includes(head.bot)) return result('unknown', head.bot);
    return result('named', head.bot, await replay(head.bot, false));
  }
  const first = botVersionFor(head.players);
  const current = await replay(first, false);
  if (!current.length) return result('matched', first);
  for (const version of BOT_VERSIONS.filter((v) => v !== first).reverse()) {
    if (!(await replay(version, true)).length) return result('matched', version);
  }
  return result('unmatched', first, current);
}

/**
 * The hop `version` of the bot at `level` plays in `game` (the position before ply `ply`), from the
 * game's seed as the page asks for it, as a step code ("d8-e8"), or "nothing". `game` is not changed.
 */
export function expectedBotHop(game, head, ply, level, version) {
  const { move } = game.analyse({ level, seed: plySeed(head.seed, ply), timeMs: NO_TIME_CAP, botVersion: version });
  return move ? hopCode({ from: keyOf(move.from), to: keyOf(move.to), capture: move.capture }, head.radius) : 'nothing';
}

/**
 * The turn the bot at `level` plays for the seat to move (its hops, a chain followed to its end), as a
 * bot standing in for a silent seat signs it: {by, steps}. The bot's module must be ready (botReady).
 */
export function botTurn(state, level) {
  const { head } = state;
  const game = createGame({ players: head.players, radius: head.radius, rules: head.settings.rules });
  game.restore(state.game.snapshot({ counters: true })); // as the chain replays it (chain.js)
  const by = game.current;
  const steps = [];
  do {
    steps.push(expectedBotHop(game, head, state.history.length + steps.length, level, head.bot ?? botVersionFor(head.players)));
    replayStep(game, parseStepCode(steps.at(-1), head.radius), 'bot');
  } while (game.current === by && game.chainFrom !== null);
  return { by, steps };
}

/**
 * What Verify says of a record verified again (`state`) and its bot check (checkBots): `ok` false, and
 * the words start "Not verified", when a bot hop is not the bot's or the record names a bot version this
 * build does not know (its bot hops cannot be checked), as `hexc verify` exits 1 then.
 * @returns {{ok: boolean, text: string}}
 */
export function verifyWords(state, check, names = state.head.names, seatWords = (n, s) => String(s)) {
  const { bots, version, mismatches } = check;
  const turns = t('remote.verify.turns', { count: state.turns.length });
  // A version this build does not know: its bot hops cannot be checked, so the record is not verified (hexc verify exits 1).
  if (check.check === 'unknown' && bots > 0) return { ok: false, text: t('remote.verify.unknown', { turns, version, count: bots }) };
  if (!mismatches.length) {
    if (!bots) return { ok: true, text: t('remote.verify.ok', { turns }) };
    return { ok: true, text: t(check.check === 'matched' ? 'remote.verify.matched' : 'remote.verify.bots', { turns, version, count: bots }) };
  }
  const said = mismatches.map((m) => t('remote.verify.mismatch', { turn: m.turn + 1, seat: seatWords(names, m.seat), level: m.level, played: m.played, expected: m.expected }));
  const unnamed = check.check === 'unmatched' ? t('remote.verify.unnamed') : '';
  return { ok: false, text: t('remote.verify.not', { wrong: mismatches.length, count: bots, said: said.join('; '), version, unnamed }) };
}

/** The bot hops (history indices `hops`) that `version` of the bot does not play; only the first with `firstOnly`. */
async function mismatchesOf({ head, history, turns }, game, hops, version, firstOnly) {
  const turnOf = turns.flatMap((t, i) => t.steps.map(() => i)); // the turn of each step
  const mismatches = [];
  for (const { i, level } of hops) {
    const step = history.entries[i].hop;
    game.restore(history.entries[i - 1].snapshot);
    const expected = expectedBotHop(game, head, i - 1, level, version);
    const played = stepCode(step, head.radius);
    if (expected !== played) {
      mismatches.push({ turn: turnOf[i - 1], seat: step.seat, level, played, expected });
      if (firstOnly) break;
    }
    await new Promise((resolve) => { setTimeout(resolve, 0); }); // the page goes on answering between searches
  }
  return mismatches;
}
