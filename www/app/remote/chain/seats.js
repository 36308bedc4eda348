// Seats of a record of format 2: a friend's device asks for a free friend's
// seat with a request signed by its own key, and the creator's device binds
// it (../chain.js tells the texts). Who may sit where, and why not.

import { t as tr } from '../../../i18n/i18n.js';
import { sign, verify, isPublicKey, isSignature } from '../sign.js';
import { RemoteError, joinText, seatWords } from './format.js';


/** The friends' seats no key is bound to yet: none left, and the first move may be played. */
export const unboundSeats = (state) => state.head.kinds.flatMap((k, seat) => (k === 'remote' && state.keys[seat] === null ? [seat] : []));

/** The seat bound to `key` in a format 2 game (a friend's seat), or null. */
export function seatOfKey(state, key) {
  const seat = state.head.kinds.findIndex((k, s) => k === 'remote' && state.keys[s] === key);
  return seat < 0 ? null : seat;
}

/**
 * A friend's device asks for `seat`: the request the creator's device binds ({g: game id, s: seat,
 * k: this device's public key, j: its signature}). Send it live, or by link (link.js joinLink).
 */
export async function joinRequest(state, seat, pair) {
  if (state.head.format !== 2) throw new RemoteError('seating', tr('remote.chain.seating.old-play'));
  return { g: state.head.id, s: seat, k: pair.publicKey, j: await sign(pair.privateKey, joinText(state.headHash, seat, pair.publicKey)) };
}

/** Why `request` cannot be bound in `state` (a RemoteError), or null when the creator may bind it. */
export async function joinRefusal(state, request) {
  const { head } = state;
  const { g = head.id, s: seat, k: key, j } = request ?? {};
  if (head.format !== 2) return new RemoteError('seating', tr('remote.chain.seating.old'));
  if (g !== head.id) return new RemoteError('other', tr('remote.chain.join.other'));
  if (!Number.isInteger(seat) || seat < 0 || seat >= head.players || !isPublicKey(key) || !isSignature(j)) {
    return new RemoteError('shape', tr('remote.chain.join.unreadable'));
  }
  const where = seatWords(head.names, seat);
  if (head.kinds[seat] !== 'remote') return new RemoteError('not-remote', tr('remote.chain.join.creator', { seat: where }));
  if (state.turns.length > 0) return new RemoteError('seating-closed', tr('remote.chain.join.begun'));
  if (state.keys[seat] === key) return new RemoteError('seat-taken', tr('remote.chain.join.mine', { seat: where }));
  if (state.keys[seat] !== null) return new RemoteError('seat-taken', tr('remote.chain.join.taken', { seat: where }));
  if (key === head.key) return new RemoteError('key-reused', tr('remote.chain.join.host', { seat: where }));
  const other = seatOfKey(state, key);
  if (other !== null) return new RemoteError('key-reused', tr('remote.chain.join.one', { seat: seatWords(head.names, other) }));
  if (!await verify(key, j, joinText(state.headHash, seat, key))) return new RemoteError('join-sig', tr('remote.chain.join.sig', { seat: where }));
  return null;
}

/** Null when the creator may bind `request` (joinRequest's), else the RemoteError saying why not (seat-taken, key-reused...). */
export const checkJoin = (state, request) => joinRefusal(state, request);
