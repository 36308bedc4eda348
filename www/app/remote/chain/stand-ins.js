// A bot standing in for a friend's seat whose device went silent (format 2):
// valid only with the table's agreement in the record. The turn is signed by
// the creator's key, its key slot names the bot ("bot3"), and it carries the
// votes of the table: one per device holding a seat still in the game other
// than the silent seat's, each signed by that device's key over
//   hc-remote-vote/2|<headHash>|<seat>|<level>|<from>
// where `from` is the turn (0-based) the vote lets the bot play from. A vote
// counts for the stand-in at turn i when its level is the turn's, from <= i,
// and the silent seat has not played a turn of its own since `from` (its
// device came back: the table must agree again, so an old vote cannot be
// replayed). Every device, Verify and `hexc verify` check the same.

import { t as tr } from '../../../i18n/i18n.js';
import { sign, verify } from '../sign.js';
import { RemoteError, seatWords, voteText } from './format.js';

/** The keys whose vote a stand-in for `seat` needs in `state` (the game before the turn): every other device holding a seat still in the game. */
export function standInVoters(state, seat) {
  const { keys, game } = state;
  const voters = new Set();
  for (const [s, key] of keys.entries()) {
    if (s !== seat && key !== null && key !== keys[seat] && !game.seats[s].eliminated) voters.add(key);
  }
  return [...voters];
}

/** The seat a vote names its device by: the first seat `key` holds. */
const seatOf = (state, key) => state.keys.indexOf(key);

/**
 * This device's vote for the bot at `level` to play `seat` from turn `from` on (by default the
 * record's next turn): [its seat, level, from, signature], as a stand-in carries it.
 */
export async function signVote(state, seat, level, pair, from = state.turns.length) {
  const mine = seatOf(state, pair.publicKey);
  if (mine < 0) throw new RemoteError('votes', tr('remote.chain.votes.no-seat'));
  return [mine, level, from, await sign(pair.privateKey, voteText(state.headHash, seat, level, from))];
}

/**
 * Why a vote (as a stand-in carries it) does not count for a stand-in for `seat` at `level` at turn
 * `turn` of `state`, or null when it counts. Its signature is checked here.
 */
export async function voteRefusal(state, seat, level, vote, turn = state.turns.length) {
  const [voterSeat, votedLevel, from, sig] = vote;
  const names = state.head.names;
  const key = state.keys[voterSeat] ?? null;
  const refuse = (words) => new RemoteError('votes', words, turn);
  if (key === null || !standInVoters(state, seat).includes(key)) return refuse(tr('remote.chain.votes.no-say', { voter: seatWords(names, voterSeat) }));
  if (votedLevel !== level) return refuse(tr('remote.chain.votes.level', { voter: seatWords(names, voterSeat), voted: votedLevel, level }));
  if (from > turn) return refuse(tr('remote.chain.votes.ahead', { voter: seatWords(names, voterSeat), from: from + 1 }));
  if (from <= state.lastOwn[seat]) {
    return refuse(tr('remote.chain.votes.stale', { voter: seatWords(names, voterSeat), seat: seatWords(names, seat), from: from + 1, own: state.lastOwn[seat] + 1 }));
  }
  if (!await verify(key, sig, voteText(state.headHash, seat, level, from))) {
    return new RemoteError('vote-sig', tr('remote.chain.votes.sig', { voter: seatWords(names, voterSeat) }), turn);
  }
  return null;
}

/** Why the votes of a stand-in turn (readTurn's) do not carry it at turn `i` of `state`, or null: one vote from every voter. */
export async function votesRefusal(state, turn, i) {
  const level = Number(turn.key.slice(3));
  const counted = new Set();
  for (const vote of turn.votes) {
    const no = await voteRefusal(state, turn.by, level, vote, i);
    if (no) return no;
    const key = state.keys[vote[0]];
    if (counted.has(key)) return new RemoteError('votes', tr('remote.chain.votes.twice', { voter: seatWords(state.head.names, vote[0]) }), i);
    counted.add(key);
  }
  const missing = standInVoters(state, turn.by).filter((k) => !counted.has(k));
  if (missing.length) {
    const who = missing.map((k) => seatWords(state.head.names, seatOf(state, k))).join(', ');
    return new RemoteError('votes', tr('remote.chain.votes.missing', { seat: seatWords(state.head.names, turn.by), missing: who }), i);
  }
  return null;
}

/** The turns a bot played for a friend's seat: [{turn, seat, level}]. */
export const standIns = (state) => state.turns.flatMap((t, turn) => (state.head.format === 2 && t.key !== null ? [{ turn, seat: t.by, level: Number(t.key.slice(3)) }] : []));
