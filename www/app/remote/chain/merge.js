// Two copies of one record brought together: a link or a peer's record
// merged with the one held (turns compared by content), and THE RULE when two
// turns were signed over the same turn (they crossed).

import { t as tr } from '../../../i18n/i18n.js';
import {
  RemoteError, STAND_IN, readHead, readShape, seatWords,
} from './format.js';
import { extendState, verifyRecord } from './verify.js';

/** The same record carrying only its turns from `from` on (a shorter link for a receiver that holds the rest). */
export function fromTurn(record, from) {
  return { ...record, from, turns: record.turns.slice(from) };
}

/** Two turns say the same (seat, time, steps, key), whatever their signatures' bytes. */
const sameContent = (a, b) => Array.isArray(a) && Array.isArray(b) && a[0] === b[0] && a[1] === b[1] && a[3] === b[3]
  && Array.isArray(a[2]) && Array.isArray(b[2]) && a[2].length === b[2].length && a[2].every((s, k) => s === b[2][k]);
const isStandIn = (turn) => typeof turn[3] === 'string' && STAND_IN.test(turn[3]);
const claimOn = (turn) => (turn[2].length === 1 && /^time:[0-5]$/.test(turn[2][0]) ? Number(turn[2][0].slice(5)) : null);

/**
 * THE RULE when a late move and a claim on time cross (both signed over the same turn `at`): the
 * move stands if it is stamped before the deadline (turnStart + deadline), otherwise the claim stands.
 * Two claims on the same seat: the earlier stamp, then the lower seat. A seat's own turn and a bot's
 * standing in for it: the seat's own turn ("seat"). Every device applies it, so every device keeps the
 * same line. Null when the two turns are not such a pair.
 * @returns {{turn: number, stands: 'move'|'claim'|'seat', late: number, claimant: number|null, winner: 'a'|'b', due: number|null}|null}
 */
export function crossVerdict({ deadline, turnStart, turn }, a, b) {
  const sa = isStandIn(a);
  if (sa !== isStandIn(b) && a[0] === b[0]) return { turn, stands: 'seat', late: a[0], claimant: null, winner: sa ? 'b' : 'a', due: null };
  const ca = claimOn(a);
  const cb = claimOn(b);
  if (deadline === 0 || (ca === null && cb === null)) return null;
  const due = turnStart + deadline;
  if (ca !== null && cb !== null) {
    if (ca !== cb) return null;
    const aFirst = a[1] < b[1] || (a[1] === b[1] && a[0] < b[0]);
    return { turn, stands: 'claim', late: ca, claimant: aFirst ? a[0] : b[0], winner: aFirst ? 'a' : 'b', due };
  }
  const [claim, move, claimIs] = ca !== null ? [a, b, 'a'] : [b, a, 'b'];
  const late = claimOn(claim);
  if (move[0] !== late) return null;
  const inTime = move[1] < due;
  return { turn, stands: inTime ? 'move' : 'claim', late, claimant: claim[0], winner: inTime ? (claimIs === 'a' ? 'b' : 'a') : claimIs, due };
}

/** The notice of a crossing: which stands, and by which rule. */
export function crossWords(verdict, names) {
  const late = seatWords(names, verdict.late);
  if (verdict.stands === 'seat') {
    return tr('remote.cross.seat', { turn: verdict.turn + 1, seat: late });
  }
  const claimant = seatWords(names, verdict.claimant);
  const due = new Date(verdict.due).toISOString();
  return tr(verdict.stands === 'move' ? 'remote.cross.move' : 'remote.cross.claim', { turn: verdict.turn + 1, seat: late, claimant, due });
}

/**
 * Brings a link's or a peer's record together with the one this browser holds of the same game.
 * Turns are compared by content, not by their signatures' bytes (a signature's twin is the same turn).
 * @returns {{status: 'newer'|'same'|'older'|'crossed', record: object, verdict?: object, first?: number}} the record
 *   to keep; `first`: the first turn that must be checked again (the held record is verified up to it)
 * @throws {RemoteError} another game, changed settings, a gap, seats given twice, or a turn that differs from the one held
 */
export function mergeRecords(held, incoming) {
  readShape(incoming);
  if (incoming.head !== held.head || incoming.hcr !== held.hcr) {
    let same = false;
    try { same = readHead(incoming.head, incoming.hcr).id === readHead(held.head, held.hcr).id; } catch { same = false; }
    if (same) throw new RemoteError('settings', tr('remote.chain.settings'));
    throw new RemoteError('other', tr('remote.chain.other'));
  }
  let seats = held.seats;
  if (held.hcr === 2) {
    const [short, long] = held.seats.length <= incoming.seats.length ? [held.seats, incoming.seats] : [incoming.seats, held.seats];
    if (!short.every((b, k) => b[0] === long[k][0] && b[1] === long[k][1])) throw new RemoteError('seating', tr('remote.chain.seating.link'));
    if (long.length > held.seats.length) {
      if (held.turns.length) throw new RemoteError('seating-closed', tr('remote.chain.seating.late'));
      seats = long;
    }
  }
  const { from, turns } = incoming;
  if (from > held.turns.length) {
    throw new RemoteError('gap', tr('remote.chain.gap', { turn: from + 1, count: held.turns.length }));
  }
  const overlap = Math.min(held.turns.length - from, turns.length);
  let twin = null; // format 1: the first turn whose signature is the other twin
  for (let k = 0; k < overlap; k++) {
    const mine = held.turns[from + k];
    if (sameContent(mine, turns[k])) {
      if (twin === null && mine[4] !== turns[k][4]) twin = from + k;
      continue;
    }
    const at = from + k;
    const head = readHead(held.head, held.hcr);
    const turnStart = at === 0 ? head.created : held.turns[at - 1][1];
    const verdict = crossVerdict({ deadline: head.deadline, turnStart, turn: at }, mine, turns[k]);
    if (!verdict) throw new RemoteError('fork', tr('remote.chain.fork'), at);
    if (twin !== null && held.hcr === 1) throw new RemoteError('fork', tr('remote.chain.fork.twin'), at);
    const base = held.hcr === 2 ? { ...held, seats } : held;
    const record = verdict.winner === 'a' ? held : { ...base, from: 0, turns: [...held.turns.slice(0, at), ...turns.slice(k)] };
    return { status: 'crossed', record, verdict, first: at };
  }
  const end = from + turns.length;
  // The held record itself when nothing changed: a copy would read as news, and a device passes news on
  // to its other peers, who pass it back (three devices sent one record round for ever).
  const base = held.hcr === 2 && seats !== held.seats ? { ...held, seats } : held;
  if (end > held.turns.length) {
    // Format 1 hashes signature bytes: the turns after a twin follow the twin, so the incoming line is taken from it.
    const cut = held.hcr === 1 && twin !== null ? twin : held.turns.length;
    return { status: 'newer', record: { ...base, from: 0, turns: [...held.turns.slice(0, cut), ...turns.slice(cut - from)] }, first: cut };
  }
  const status = seats !== held.seats ? 'newer' : end === held.turns.length ? 'same' : 'older';
  return { status, record: base, first: held.turns.length };
}

/**
 * A peer's or a link's record taken into a verified game: merged (mergeRecords), and only the turns
 * this device has not checked yet are checked, against the verified prefix, with this device's clock
 * (`now`) and, with `bots`, every new bot hop replayed. `observed` ({turn, at}): when this device
 * first held turn `turn` by its own clock; a claim on time against the seat that moves after it must
 * also be past that time plus the deadline, less the skew (a backdated stamp does not shorten the late
 * seat's time here). The old state is left as it was.
 * @returns {Promise<{status: 'newer'|'same'|'older'|'crossed', state: RemoteGame, verdict?: object}>}
 * @throws {RemoteError} naming the turn and the reason
 */
export async function extendRecord(state, incoming, { now = Date.now(), bots = false, observed = null } = {}) {
  const merged = mergeRecords(state.record, incoming);
  const { status, record, verdict, first } = merged;
  if (record === state.record) return { status, state, verdict };
  const seatsChanged = state.head.format === 2 && record.seats.length !== state.record.seats.length;
  let next;
  if (!seatsChanged && first === state.turns.length) {
    next = await extendState(state, record, { now, bots, observed });
  } else {
    // A crossing or a format-1 twin replaced turns already checked, or a seat was given: the record is
    // checked again up to the turn that changed, and from there with this device's clock and the bot.
    const upTo = await verifyRecord({ ...record, turns: record.turns.slice(0, first) }, { now });
    next = await extendState(upTo, record, { now, bots, observed });
  }
  return { status, state: next, verdict };
}
