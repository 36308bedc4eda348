// Live play's checks: may a table be played live on this build, and may a
// peer's hops (sent at once, before their signed turn) be shown.

import { BOT_VERSIONS, createGame } from '../../../element/engine.js';
import { parseStepCode } from '../../../element/notation.js';
import { replayStep } from '../../../element/record.js';
import { t as tr } from '../../../i18n/i18n.js';
import {
  MAX_STEPS, RemoteError, STEP, seatWords,
} from './format.js';

/** How long the board may show a peer's hops sent at once before their signed turn must follow (ms). */
export const UNSIGNED_HOLD_MS = 15_000;

/**
 * Null when a table can be played live on this build, else the RemoteError saying why not: it names a
 * bot version this build does not know (its bot hops could not be checked as they arrive). The record
 * can still be read and verified.
 */
export function liveRefusal(state) {
  const { bot } = state.head;
  if (bot !== undefined && !BOT_VERSIONS.includes(bot)) {
    return new RemoteError('bot-version', tr('remote.chain.bot-version', { version: bot, known: BOT_VERSIONS.join(', ') }));
  }
  return null;
}

/**
 * Checks hops a peer sent at once, before their signed turn: null when they may be shown (the seat to
 * move's own legal continuation of the signed game, sent by the key bound to that seat), else the
 * RemoteError. `shown`: how many of them are already on the board. A spectator holds no seat's key, so
 * its hops are never shown.
 */
export function checkLiveHops(state, hops, fromKey) {
  const { game, head } = state;
  const seat = game.current;
  if (seat === null) return new RemoteError('moves', tr('remote.chain.over'));
  if (state.keys[seat] === null || state.keys[seat] !== fromKey || (head.kinds[seat] !== 'remote' && fromKey !== head.key)) {
    return new RemoteError('not-seat', tr('remote.chain.not-seat', { seat: seatWords(head.names, seat) }));
  }
  if (!Array.isArray(hops) || hops.length < 1 || hops.length > MAX_STEPS || !hops.every((s) => typeof s === 'string' && STEP.test(s))) {
    return new RemoteError('shape', 'unreadable hops');
  }
  const trial = createGame({ players: head.players, radius: head.radius, rules: head.settings.rules });
  trial.restore(game.snapshot({ counters: true }));
  try {
    for (const [k, code] of hops.entries()) {
      const step = parseStepCode(code, head.radius);
      if (step.kind !== 'hop' || (k > 0 && (trial.current !== seat || trial.chainFrom === null))) throw new Error(`${code} does not go on from the signed game`);
      replayStep(trial, step, tr('remote.chain.hop-label', { hop: code }));
    }
  } catch (e) {
    return new RemoteError('moves', e.message);
  }
  return null;
}
