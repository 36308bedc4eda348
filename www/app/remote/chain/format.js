// The remote record's format, read: its constants, the texts each signature
// covers, the reasons a record is refused (RemoteError), and the readers of a
// record's outer shape, its settings (head) and one turn, for both formats.
// The format itself is written in ../chain.js.

import { readRecord } from '../../../element/record.js';
import { ARMIES, seatLabel } from '../../../element/armies.js';
import { addEnglish, t as tr } from '../../../i18n/i18n.js';
import english from '../../../i18n/en/remote.js';
import { parseStrict } from '../codec.js';
import { isPublicKey, isSignature } from '../sign.js';

addEnglish(english); // remote play's words (every remote module imports this one)

/** The format new records are made in, and the ones read. */
export const FORMAT = 2;
export const FORMATS = Object.freeze([1, 2]);
/** Most turns a record may hold, and most steps in one turn (a chain). */
export const MAX_TURNS = 20_000;
export const MAX_STEPS = 64;
/** The deadlines a game may have, in ms (0: none). */
export const DEADLINES = Object.freeze([0, 3600_000, 86_400_000, 3 * 86_400_000, 7 * 86_400_000]);
/**
 * How far ahead of this device's clock a turn may be stamped (ms): two devices' clocks may differ
 * by this much. A turn stamped later is refused ("future"). `hexc verify` uses the same.
 */
export const CLOCK_SKEW_MS = 5 * 60_000;
export const STEP = /^(?:[a-q]\d{1,2}[-x][a-q]\d{1,2}|resign:[0-5]|time:[0-5])$/;
const ID = /^[A-Za-z0-9_-]{16,32}$/;
const VERSION = /^[A-Za-z0-9.-]{1,16}$/;
/** What a seat's name may not hold: control characters (line breaks), line separators, direction marks and overrides. */
const UNSAFE_NAME = /[\p{Cc}\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/u;
export const isTime = (n) => Number.isSafeInteger(n) && n > 0;

/** Why a record, a turn or a seat was refused: each code (RemoteError.code) and its words, for notices, in the page's language (the catalogue's remote.reason.<code>). */
export const REASONS = Object.freeze(Object.defineProperties({}, Object.fromEntries([
  'shape', 'partial', 'head', 'names', 'head-sig', 'settings', 'other', 'gap', 'fork', 'key', 'signature', 'moves', 'time-order', 'future', 'claim-early', 'unbound', 'seat-taken', 'key-reused', 'not-remote', 'join-sig', 'bind-sig', 'seating', 'seating-closed', 'bot-hop', 'bot-version', 'not-seat', 'other-tab',
  'votes', 'vote-sig', 'stand-in-self', 'stand-in-present', 'seating-old', 'remake',
].map((code) => [code, { enumerable: true, get: () => tr(`remote.reason.${code}`) }]))));

/** Why a remote record was refused: a reason code (REASONS), the turn (0-based, or null for the whole record) and its words. */
export class RemoteError extends Error {
  constructor(code, message, turn = null) {
    super(turn === null ? message : tr('remote.turn.refusal', { turn: turn + 1, reason: message }));
    this.code = code;
    this.turn = turn;
  }
}

/** A seat in words: "Ann (Red)", or "Red" when it has no name. */
export function seatWords(names, seat) {
  const name = seatLabel(names, seat);
  return name === ARMIES[seat].name ? name : `${name} (${ARMIES[seat].name})`;
}

/** A name as it may be signed: no control characters, line breaks or direction controls, trimmed. */
export const cleanName = (name) => String(name).replace(new RegExp(UNSAFE_NAME.source, 'gu'), ' ').replace(/\s+/g, ' ').trim();

export const headPrefix = (format) => `hc-remote-head/${format}|`;
export const headText = (head, sig) => `${head}|${sig}`;
/** The text turn `by` signs: format 1's (with its key), or format 2's (`key`: null, or a stand-in's "bot3"). */
export const turnText = (prev, by, at, steps, key, format = 1) => (format === 1
  ? `hc-remote-turn/1|${prev}|${by}|${at}|${steps.join(' ')}|${key ?? '-'}`
  : `hc-remote-turn/2|${prev}|${by}|${at}|${steps.join(' ')}${key === null ? '' : `|${key}`}`);
/** A format 2 turn's key slot that marks a stand-in: the bot of that level played a friend's seat. */
export const STAND_IN = /^bot[1-5]$/;
/** The texts signed (format 2), named for the tests that forge them. */
export const signedText = Object.freeze({
  head: (head, format = FORMAT) => `${headPrefix(format)}${head}`,
  join: (headHash, seat, key) => joinText(headHash, seat, key),
  bind: (headHash, seat, key) => bindText(headHash, seat, key),
  seated: (headHash, keys) => seatedText(headHash, keys),
  vote: (headHash, seat, level, from) => voteText(headHash, seat, level, from),
});
export const joinText = (headHash, seat, key) => `hc-remote-join/2|${headHash}|${seat}|${key}`;
export const bindText = (headHash, seat, key) => `hc-remote-bind/2|${headHash}|${seat}|${key}`;
/** A device's vote for the bot at `level` to play the silent `seat` from turn `from` (0-based) on. */
export const voteText = (headHash, seat, level, from) => `hc-remote-vote/2|${headHash}|${seat}|${level}|${from}`;
export const seatedText = (headHash, keys) => `hc-remote-seated/2|${headHash}|${keys.join(',')}`;

/**
 * Reads the header text of a record of `format` (the record's `hcr`; left out, the head's own, to show
 * a record before it is verified): every field checked, the settings through record v2's own reader.
 */
export function readHead(text, format = null) {
  if (typeof text !== 'string' || text.length > 4000) throw new RemoteError('head', tr('remote.chain.head.missing'));
  let h;
  try { h = parseStrict(text); } catch (e) { throw new RemoteError('head', tr('remote.chain.head.bad', { reason: e.message })); }
  format ??= h?.v === 2 ? 2 : 1;
  if (format === 2 ? h.v !== 2 : h.v !== undefined) throw new RemoteError('head', tr('remote.chain.head.format'));
  if (typeof h.id !== 'string' || !ID.test(h.id)) throw new RemoteError('head', tr('remote.chain.head.id'));
  if (!isTime(h.created)) throw new RemoteError('head', 'bad creation time');
  if (!DEADLINES.includes(h.deadline)) throw new RemoteError('head', 'bad deadline');
  if (!isPublicKey(h.key)) throw new RemoteError('head', 'bad creator key');
  if (h.bot !== undefined && (typeof h.bot !== 'string' || !VERSION.test(h.bot))) throw new RemoteError('head', 'bad bot version');
  if (Array.isArray(h.names) && h.names.some((n) => typeof n === 'string' && UNSAFE_NAME.test(n))) {
    throw new RemoteError('names', tr('remote.chain.head.names'));
  }
  const kinds = h.kinds;
  if (!Array.isArray(kinds) || !kinds.every((k) => typeof k === 'string')) throw new RemoteError('head', 'bad seat kinds');
  if (!kinds.includes('remote') || kinds.every((k) => k === 'remote')) throw new RemoteError('head', tr('remote.chain.head.kinds'));
  let read;
  try {
    read = readRecord({
      v: 2, players: h.players, radius: h.radius, names: h.names, kinds: kinds.map((k) => (k === 'remote' ? 'human' : k)),
      seed: h.seed, rules: h.rules, clock: null, clocks: null, start: h.start, hops: [], at: 0,
    });
  } catch (e) {
    throw new RemoteError('head', tr('remote.chain.head.bad', { reason: e.message }));
  }
  return { ...h, format, settings: read.settings, startSnapshot: read.history.entries[0].snapshot };
}

/** Most votes a stand-in carries: one per other device of a six-seat table. */
const MAX_VOTES = 5;
const isVote = (v, players) => Array.isArray(v) && v.length === 4 && Number.isInteger(v[0]) && v[0] >= 0 && v[0] < players
  && Number.isInteger(v[1]) && v[1] >= 1 && v[1] <= 5 && Number.isInteger(v[2]) && v[2] >= 0 && v[2] < MAX_TURNS && isSignature(v[3]);

/**
 * The shape of one turn; throws naming what is wrong. A stand-in (format 2, its key slot "bot1".."bot5")
 * has a sixth field, the table's votes [[voter's seat, level, from, signature], ...] (./stand-ins.js);
 * one without them is refused ('votes').
 */
export function readTurn(t, i, players, format) {
  const bad = (what) => new RemoteError('shape', what, i);
  const standIn = format === 2 && Array.isArray(t) && typeof t[3] === 'string' && STAND_IN.test(t[3]);
  if (!Array.isArray(t) || t.length !== (standIn ? 6 : 5)) {
    if (standIn && t.length === 5) throw new RemoteError('votes', tr('remote.chain.votes.none'), i);
    throw bad('not a turn');
  }
  const [by, at, steps, key, sig, votes = null] = t;
  if (!Number.isInteger(by) || by < 0 || by >= players) throw bad('bad seat');
  if (!isTime(at)) throw bad('bad time');
  if (!Array.isArray(steps) || steps.length < 1 || steps.length > MAX_STEPS) throw bad('bad move list');
  if (!steps.every((s) => typeof s === 'string' && STEP.test(s))) throw bad('unreadable move');
  if (!(key === null || (format === 1 ? isPublicKey(key) : STAND_IN.test(key)))) throw bad('bad key');
  if (!isSignature(sig)) throw bad('bad signature');
  if (standIn && !(Array.isArray(votes) && votes.length >= 1 && votes.length <= MAX_VOTES && votes.every((v) => isVote(v, players)))) throw bad('bad votes');
  return { by, at, steps, key, sig, votes };
}

/** The record's outer shape; throws naming what is wrong. */
export function readShape(data) {
  if (data === null || typeof data !== 'object' || Array.isArray(data)) throw new RemoteError('shape', tr('remote.chain.shape.not'));
  if (!FORMATS.includes(data.hcr)) throw new RemoteError('shape', tr('remote.chain.shape.format', { format: String(data.hcr).slice(0, 10) }));
  const allowed = new Set(['hcr', 'head', 'sig', 'from', 'turns', ...(data.hcr === 2 ? ['seats'] : [])]);
  const extra = Object.keys(data).find((k) => !allowed.has(k));
  if (extra !== undefined) throw new RemoteError('shape', tr('remote.chain.shape.field', { field: JSON.stringify(extra.slice(0, 20)) }));
  if (!isSignature(data.sig)) throw new RemoteError('shape', 'bad settings signature');
  if (!Number.isInteger(data.from) || data.from < 0 || data.from > MAX_TURNS) throw new RemoteError('shape', 'bad first turn');
  if (!Array.isArray(data.turns) || data.from + data.turns.length > MAX_TURNS) throw new RemoteError('shape', 'bad turn list');
  if (data.hcr === 2) {
    const bind = (b) => Array.isArray(b) && b.length === 4 && Number.isInteger(b[0]) && b[0] >= 0 && b[0] < 6
      && isPublicKey(b[1]) && isSignature(b[2]) && isSignature(b[3]);
    if (!Array.isArray(data.seats) || data.seats.length > 5 || !data.seats.every(bind)) throw new RemoteError('shape', 'bad seat list');
  }
  return data;
}
