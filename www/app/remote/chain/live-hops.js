// Live play's checks: may a table be played live on this build, and may a
// peer's hops (sent at once, before their signed turn) be shown.

import { BOT_VERSIONS, createGame } from '../../../element/engine.js';
import { keyOf } from '../../../element/state.js';
import { t as tr } from '../../../i18n/i18n.js';
import {
  MAX_STEPS, RemoteError, seatWords,
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
 * THE rule for hops a peer sent at once, before their signed turn: the session runs it on every such
 * message, and the board shows them only when it passes (null), else the RemoteError says why.
 * `hops`: [[from cell, to cell], ...] ("q,r" keys, as they travel) played after the signed game;
 * `sender`: the key whose hello named the connection they came by ('' when it has said none yet; null
 * for the manual invitation's one peer, let in by hand, whose hops are checked for legality only);
 * `self`: this device's key. They may be shown when they are the seat to move's legal continuation of
 * the signed game, sent by the key bound to that seat or by the creator's (passing the seat's hops on),
 * and never when this device holds that seat: then they come from another tab of this browser
 * ('other-tab': the same key, or the creator's device passing that key's on) or from a device that
 * does not hold it ('not-seat').
 * @returns {RemoteError|null}
 */
export function checkLiveHops(state, hops, sender, self = null) {
  const { game, head } = state;
  const seat = game.current;
  if (seat === null) return new RemoteError('moves', tr('remote.chain.over'));
  const holder = state.keys[seat];
  const words = seatWords(head.names, seat);
  if (holder !== null && holder === self) {
    // From this key, or passed on by the creator's device, which passes on only the seat's own key's hops: another tab.
    return sender === self || sender === head.key ? new RemoteError('other-tab', tr('remote.chain.hops.other-tab', { seat: words })) : new RemoteError('not-seat', tr('remote.chain.hops.mine', { seat: words }));
  }
  if (sender !== null && (holder === null || (sender !== holder && sender !== head.key))) {
    return new RemoteError('not-seat', tr('remote.chain.not-seat', { seat: words }));
  }
  const cell = (c) => typeof c === 'string' && /^-?\d{1,2},-?\d{1,2}$/.test(c);
  if (!Array.isArray(hops) || hops.length < 1 || hops.length > MAX_STEPS || !hops.every((h) => Array.isArray(h) && h.length === 2 && h.every(cell))) {
    return new RemoteError('shape', tr('remote.message.not-hops'));
  }
  const trial = createGame({ players: head.players, radius: head.radius, rules: head.settings.rules });
  trial.restore(game.snapshot({ counters: true }));
  for (const [k, [from, to]] of hops.entries()) {
    const move = trial.legalMoves().find((m) => keyOf(m.from) === from && keyOf(m.to) === to);
    if (!move || (k > 0 && (trial.current !== seat || trial.chainFrom === null))) return new RemoteError('moves', tr('remote.chain.hops.illegal', { from, to }));
    trial.apply(move);
  }
  return null;
}
