// The remote record: a game of record v2's settings whose every turn is signed
// by the device that holds its seat and chained to everything before it.
//
// ---- Format 2 (every new game) ----------------------------------------------
//
//   { hcr: 2, head: "<header JSON>", sig: "<header signature>",
//     seats: [[seat, key, joinSig, hostSig], ...], from: 0,
//     turns: [[by, at, ["f4-f5", ...], null, sig], ...] }
//
// `head` is the header as text, so the bytes signed are the bytes carried (no
// canonical form to agree on): {v: 2, id, created, deadline, players, radius,
// names, kinds, bot, seed, rules, start, key}, signed by the creator (`key`) as
//   hc-remote-head/2|<head>
// `kinds` is each seat as its creator set it: "human" or "bot1".."bot5" (held
// by the creator) or "remote" (a friend's). `bot`, in a game with a bot seat,
// names the version of the bot that plays it (botVersionFor(players) when made). `deadline` is the
// ms a seat has for each turn (0: none), `created` and each turn's `at` the
// signer's clock (ms since 1970). Names hold no line break, control character
// or direction override (`cleanName` strips them before signing; `readHead`
// refuses a head that has one).
//
// SEATS ARE BOUND BEFORE THE FIRST MOVE. A friend's device asks for a free
// remote seat with a join request, signed by its own key over
//   hc-remote-join/2|<headHash>|<seat>|<key>            (joinRequest)
// (it proves the device holds the key), and the creator's device binds it by
// signing
//   hc-remote-bind/2|<headHash>|<seat>|<key>            (checkJoin, bindSeat)
// where headHash = SHA-256("hc-remote-head/2|<head>"). A seat is bound once;
// one key holds one remote seat, never the creator's key. No turn is valid
// before every remote seat is bound (`unboundSeats`). By link this is one round
// trip more at the start: the friend's device makes a join link (link.js
// `joinLink`) that the creator opens. Every new record is of format 2.
//
// THE CHAIN COMMITS TO CONTENT. Turn i signs
//   hc-remote-turn/2|<hash i>|<by>|<at>|<steps joined by spaces>
// where hash 0 = SHA-256("hc-remote-seated/2|<headHash>|<each seat's key, by
// commas>") and hash i+1 = SHA-256(turn i's signed text): changing any earlier
// move, time or seating breaks every later signature, while a signature's
// twin (r, n - s, valid without the key) changes nothing downstream.
//
// SILENT SEATS. A turn for a friend's seat may be signed by the creator's key
// when its key slot names the bot that stood in for the friend ("bot3"; the text
// signed ends "|bot3") and its sixth field carries the table's votes, one per
// other device holding a seat still in the game, each signed by its key over
//   hc-remote-vote/2|<headHash>|<seat>|<level>|<from>
// counting from turn `from` until the seat plays a turn of its own
// (chain/stand-ins.js): hops only, each replayed like a bot seat's.
//
// TIME. Along the record the times never go backwards (`time-order`). A device
// refuses a turn stamped later than its own clock plus CLOCK_SKEW_MS
// (`future`), and takes a claim on time ["time:S"] only when its stamp and its
// own clock both say S's deadline has passed (`claim-early`). When a late move
// and a claim were both signed over the same turn (they crossed), `crossVerdict`
// decides which stands, the same way on every device: the move, if it is stamped
// before the deadline; otherwise the claim.
//
// ---- Format 1 (records made before format 2; read and played, never made) ---
//
//   { hcr: 1, head, sig, from, turns: [[by, at, steps, key | null, sig], ...] }
//
// The head has no "v" and is signed as "hc-remote-head/1|<head>"; a friend's
// seat's key comes with its first turn (not bound beforehand); turn i signs
//   hc-remote-turn/1|<hash i>|<by>|<at>|<steps joined by spaces>|<key or ->
// where hash 0 = SHA-256("<head>|<sig>") and hash i+1 = SHA-256("<turn i's
// signed text>|<its sig>"). That chain hashes signature bytes, so two twins of a
// turn are two records: `mergeRecords` takes the twin whose line is longer
// instead of calling it a fork, and a turn signed over the twin of the last
// signature held takes that twin (chain/verify.js). The time rules apply to
// both formats.
//
// Either format: a turn is one seat's move (a step, or every hop of a chain),
// or a resignation ["resign:S"] signed by S, or a claim on time ["time:S"]
// signed by a waiting seat. `from` > 0 marks a link carrying only the turns
// from there on (the receiver holds the ones before).
//
// Every refusal is a RemoteError: `code` (one of REASONS), `turn` (0-based, or
// null for the whole record), a message naming the turn ("turn 7: ...").
//
// This module is the one door: it re-exports the API of ./chain/, one module
// a job — format.js (constants, texts signed, reasons, the readers of both
// formats), seats.js (who may sit where), verify.js (a record checked turn by
// turn; the settings, a binding and a turn signed), merge.js (two copies
// merged; the rule when two turns crossed), live-hops.js (live play's checks).

export {
  CLOCK_SKEW_MS, REASONS, RemoteError, readHead, readShape, seatWords, signedText, turnText,
} from './chain/format.js';
export {
  checkJoin, joinRequest, seatOfKey, unboundSeats,
} from './chain/seats.js';
export {
  addTurn, bindSeat, newRecord, nextTime, verifyRecord,
} from './chain/verify.js';
export { signVote, standInVoters, standIns } from './chain/stand-ins.js';
export {
  crossVerdict, crossWords, extendRecord, fromTurn, mergeRecords,
} from './chain/merge.js';
export {
  UNSIGNED_HOLD_MS, checkLiveHops, liveRefusal,
} from './chain/live-hops.js';
