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
// names the version of the bot that plays it (BOT_VERSION). `deadline` is the
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
// `joinLink`) that the creator opens.
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
// signed ends "|bot3"): hops only, each replayed like a bot seat's (`standIns`).
//
// TIME. Along the record the times never go backwards (`time-order`). A device
// refuses a turn stamped later than its own clock plus CLOCK_SKEW_MS
// (`future`), and takes a claim on time ["time:S"] only when its stamp and its
// own clock both say S's deadline has passed (`claim-early`). When a late move
// and a claim were both signed over the same turn (they crossed), `crossVerdict`
// decides which stands, the same way on every device: the move, if it is stamped
// before the deadline; otherwise the claim.
//
// ---- Format 1 (records made before format 2; still read and played) --------
//
//   { hcr: 1, head, sig, from, turns: [[by, at, steps, key | null, sig], ...] }
//
// The head has no "v" and is signed as "hc-remote-head/1|<head>"; a friend's
// seat's key comes with its first turn (not bound beforehand); turn i signs
//   hc-remote-turn/1|<hash i>|<by>|<at>|<steps joined by spaces>|<key or ->
// where hash 0 = SHA-256("<head>|<sig>") and hash i+1 = SHA-256("<turn i's
// signed text>|<its sig>"). That chain hashes signature bytes, so two twins of a
// turn are two records: `mergeRecords` takes the twin whose line is longer
// instead of calling it a fork. The time rules apply to both formats.
//
// Either format: a turn is one seat's move (a step, or every hop of a chain),
// or a resignation ["resign:S"] signed by S, or a claim on time ["time:S"]
// signed by a waiting seat. `from` > 0 marks a link carrying only the turns
// from there on (the receiver holds the ones before).
//
// Every refusal is a RemoteError: `code` (one of REASONS), `turn` (0-based, or
// null for the whole record), a message naming the turn ("turn 7: ...").
//
// What the live tables call (and the page): verifyRecord (a record read from
// scratch), extendRecord (a peer's or a link's record, only its new turns
// checked, bot hops replayed with {bots: true}), addTurn (sign one turn),
// nextTime, joinRequest / checkJoin / bindSeat / unboundSeats / seatOfKey,
// crossVerdict / crossWords, liveRefusal, checkLiveHops, unsignedHops,
// refusalWords.

import { BOT_VERSION, BOT_VERSIONS, botReady, createGame } from '../../element/engine.js';
import { History } from '../../element/history.js';
import { parseStepCode } from '../../element/notation.js';
import { readRecord, replayStep } from '../../element/record.js';
import { ARMIES, seatLabel } from '../../element/armies.js';
import { addEnglish, t as tr } from '../../i18n/i18n.js';
import english from '../../i18n/en/remote.js';

addEnglish(english); // remote play's words (every remote module imports this one)
import { expectedBotHop } from './fair.js';
import { parseStrict } from './link.js';
import { isPublicKey, isSignature, lowS, sha256, sign, verify } from './sign.js';

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
/** How long the board may show a peer's hops sent at once before their signed turn must follow (ms). */
export const UNSIGNED_HOLD_MS = 15_000;
const STEP = /^(?:[a-q]\d{1,2}[-x][a-q]\d{1,2}|resign:[0-5]|time:[0-5])$/;
const ID = /^[A-Za-z0-9_-]{16,32}$/;
const VERSION = /^[A-Za-z0-9.-]{1,16}$/;
/** What a seat's name may not hold: control characters (line breaks), line separators, direction marks and overrides. */
const UNSAFE_NAME = /[\p{Cc}\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/u;
const isTime = (n) => Number.isSafeInteger(n) && n > 0;

/** Why a record, a turn or a seat was refused: each code (RemoteError.code) and its words, for notices, in the page's language (the catalogue's remote.reason.<code>). */
export const REASONS = Object.freeze(Object.defineProperties({}, Object.fromEntries([
  'shape', 'partial', 'head', 'names', 'head-sig', 'settings', 'other', 'gap', 'fork', 'key', 'signature', 'moves', 'time-order', 'future', 'claim-early', 'unbound', 'seat-taken', 'key-reused', 'not-remote', 'join-sig', 'bind-sig', 'seating', 'seating-closed', 'bot-hop', 'bot-version', 'not-seat', 'other-tab',
].map((code) => [code, { enumerable: true, get: () => tr(`remote.reason.${code}`) }]))));

/** Why a remote record was refused: a reason code (REASONS), the turn (0-based, or null for the whole record) and its words. */
export class RemoteError extends Error {
  constructor(code, message, turn = null) {
    super(turn === null ? message : tr('remote.turn.refusal', { turn: turn + 1, reason: message }));
    this.code = code;
    this.turn = turn;
  }
}

/** A refusal in a notice's words: "Refused (turn 7, the claim on time comes before the deadline): ...". */
export function refusalWords(e) {
  if (!(e instanceof RemoteError)) return tr('remote.refusal.plain', { detail: e?.message ?? e });
  const reason = REASONS[e.code] ?? e.code;
  return e.turn === null ? tr('remote.refusal', { reason, detail: e.message }) : tr('remote.refusal.turn', { turn: e.turn + 1, reason, detail: e.message });
}

/** A seat in words: "Ann (Red)", or "Red" when it has no name. */
export function seatWords(names, seat) {
  const name = seatLabel(names, seat);
  return name === ARMIES[seat].name ? name : `${name} (${ARMIES[seat].name})`;
}

/** A name as it may be signed: no control characters, line breaks or direction controls, trimmed. */
export const cleanName = (name) => String(name).replace(new RegExp(UNSAFE_NAME.source, 'gu'), ' ').replace(/\s+/g, ' ').trim();

const headPrefix = (format) => `hc-remote-head/${format}|`;
const headText = (head, sig) => `${head}|${sig}`;
/** The text turn `by` signs: format 1's (with its key), or format 2's (`key`: null, or a stand-in's "bot3"). */
export const turnText = (prev, by, at, steps, key, format = 1) => (format === 1
  ? `hc-remote-turn/1|${prev}|${by}|${at}|${steps.join(' ')}|${key ?? '-'}`
  : `hc-remote-turn/2|${prev}|${by}|${at}|${steps.join(' ')}${key === null ? '' : `|${key}`}`);
/** A format 2 turn's key slot that marks a stand-in: the bot of that level played a friend's seat. */
const STAND_IN = /^bot[1-5]$/;
/** The texts signed (format 2), named for the tests that forge them. */
export const signedText = Object.freeze({
  head: (head, format = FORMAT) => `${headPrefix(format)}${head}`,
  join: (headHash, seat, key) => joinText(headHash, seat, key),
  bind: (headHash, seat, key) => bindText(headHash, seat, key),
  seated: (headHash, keys) => seatedText(headHash, keys),
});
const joinText = (headHash, seat, key) => `hc-remote-join/2|${headHash}|${seat}|${key}`;
const bindText = (headHash, seat, key) => `hc-remote-bind/2|${headHash}|${seat}|${key}`;
const seatedText = (headHash, keys) => `hc-remote-seated/2|${headHash}|${keys.join(',')}`;

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

/** The shape of one turn; throws naming what is wrong. */
function readTurn(t, i, players, format) {
  const bad = (what) => new RemoteError('shape', what, i);
  if (!Array.isArray(t) || t.length !== 5) throw bad('not a turn');
  const [by, at, steps, key, sig] = t;
  if (!Number.isInteger(by) || by < 0 || by >= players) throw bad('bad seat');
  if (!isTime(at)) throw bad('bad time');
  if (!Array.isArray(steps) || steps.length < 1 || steps.length > MAX_STEPS) throw bad('bad move list');
  if (!steps.every((s) => typeof s === 'string' && STEP.test(s))) throw bad('unreadable move');
  if (!(key === null || (format === 1 ? isPublicKey(key) : STAND_IN.test(key)))) throw bad('bad key');
  if (!isSignature(sig)) throw bad('bad signature');
  return { by, at, steps, key, sig };
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

/**
 * Checks a whole record (from 0): the header's signature, the seats' bindings, then turn by turn the
 * shape, the seat's key, the signature over the chain, the times and the moves through the engine.
 * `now`: this device's clock (a turn stamped after now + CLOCK_SKEW_MS is refused, a claim before
 * the deadline by now too); `bots`: replay every bot hop (extendRecord does it for new turns only).
 * Returns the game as it stands; throws RemoteError naming the first turn that fails.
 * @returns {Promise<RemoteGame>}
 */
export async function verifyRecord(data, { now = Date.now(), bots = false } = {}) {
  const record = readShape(data);
  if (record.from !== 0) throw new RemoteError('partial', tr('remote.chain.partial'));
  const state = await startState(record);
  await applyTurns(state, record.turns, 0, { now, bots });
  return state;
}

/** The verified state of a record's settings and seats, before any turn. */
async function startState(record) {
  const format = record.hcr;
  const head = readHead(record.head, format);
  if (!await verify(head.key, record.sig, `${headPrefix(format)}${record.head}`)) {
    throw new RemoteError('head-sig', tr('remote.chain.head-sig'));
  }
  const game = createGame({ players: head.players, radius: head.radius, rules: head.settings.rules });
  game.restore(head.startSnapshot);
  const state = {
    record, head, game, history: new History(game.snapshot({ counters: true })), keys: head.kinds.map((k) => (k === 'remote' ? null : head.key)),
    hash: null, headHash: null, turnStart: head.created, turns: [],
  };
  if (format === 1) {
    state.hash = await sha256(headText(record.head, record.sig));
    return state;
  }
  state.headHash = await sha256(`${headPrefix(2)}${record.head}`);
  for (const [seat, key, joinSig, hostSig] of record.seats) {
    const refusal = await joinRefusal(state, { s: seat, k: key, j: joinSig });
    if (refusal) throw refusal;
    if (!await verify(head.key, hostSig, bindText(state.headHash, seat, key))) {
      throw new RemoteError('bind-sig', tr('remote.chain.bind-sig', { seat: seatWords(head.names, seat) }));
    }
    state.keys[seat] = key;
  }
  if (!unboundSeats(state).length) state.hash = await sha256(seatedText(state.headHash, state.keys));
  return state;
}

/** Checks turns `raws` (the record's turns from `first` on) against `state` and plays them on it. */
async function applyTurns(state, raws, first, options) {
  for (const [k, raw] of raws.entries()) {
    const i = first + k;
    await applyTurn(state, readTurn(raw, i, state.head.players, state.head.format), i, options);
  }
}

/** Checks one turn against the game so far and plays it on `state`; throws RemoteError naming turn i. */
async function applyTurn(state, turn, i, { now = Date.now(), bots = false } = {}) {
  const { head, game } = state;
  const { format } = head;
  const { by, at, steps, key, sig } = turn;
  const who = seatWords(head.names, by);
  const known = state.keys[by];
  if (format === 2 && state.hash === null) {
    throw new RemoteError('unbound', tr('remote.chain.unbound', { seat: who, free: unboundSeats(state).map((s) => seatWords(head.names, s)).join(', ') }), i);
  }
  if (format === 1 && known !== null && key !== null) throw new RemoteError('key', tr('remote.chain.key.again', { seat: who }), i);
  if (format === 1 && known === null && key === null) throw new RemoteError('key', tr('remote.chain.key.none', { seat: who }), i);
  const standIn = format === 2 && key !== null ? Number(key.slice(3)) : 0;
  if (standIn && head.kinds[by] !== 'remote') throw new RemoteError('key', tr('remote.chain.key.stand-in', { seat: who }), i);
  const signer = standIn ? head.key : known ?? key;
  const text = turnText(state.hash, by, at, steps, key, format);
  if (!await verify(signer, sig, text)) {
    throw new RemoteError('signature', tr('remote.chain.signature', { seat: who }), i);
  }
  if (at < state.turnStart) {
    throw new RemoteError('time-order', tr('remote.chain.time-order', { seat: who, at: new Date(at).toISOString(), before: new Date(state.turnStart).toISOString() }), i);
  }
  if (at > now + CLOCK_SKEW_MS) {
    throw new RemoteError('future', tr('remote.chain.future', { seat: who, at: new Date(at).toISOString(), now: new Date(now).toISOString(), minutes: CLOCK_SKEW_MS / 60_000 }), i);
  }
  const before = game.current;
  const parsed = steps.map((s) => parseStepCode(s, head.radius));
  const event = parsed[0].kind !== 'hop';
  if (event && steps.length !== 1) throw new RemoteError('moves', tr('remote.chain.moves.alone'), i);
  if (event && parsed[0].reason === 'resign' && parsed[0].seat !== by) throw new RemoteError('moves', tr('remote.chain.moves.resign', { seat: who }), i);
  if (event && parsed[0].reason === 'time') {
    const late = parsed[0].seat;
    if (head.deadline === 0) throw new RemoteError('moves', tr('remote.chain.moves.no-deadline'), i);
    if (late !== before || late === by || game.seats[by].eliminated) throw new RemoteError('moves', tr('remote.chain.moves.claim', { seat: who }), i);
    const due = state.turnStart + head.deadline;
    if (at < due) throw new RemoteError('claim-early', tr('remote.chain.claim-early', { seat: who, late: seatWords(head.names, late), at: new Date(at).toISOString(), due: new Date(due).toISOString() }), i);
    if (now < due) throw new RemoteError('claim-early', tr('remote.chain.claim-early.clock', { seat: who, late: seatWords(head.names, late), due: new Date(due).toISOString(), now: new Date(now).toISOString() }), i);
  }
  if (!event && before !== by) throw new RemoteError('moves', tr('remote.chain.moves.not-turn', { seat: who }), i);
  if (standIn && event) throw new RemoteError('moves', tr('remote.chain.moves.stand-in', { seat: who }), i);
  const level = standIn || (head.kinds[by].startsWith('bot') ? Number(head.kinds[by].slice(3)) : 0);
  const botLevel = bots && !event ? level : 0;
  for (const [k, step] of parsed.entries()) {
    if (k > 0 && (game.current !== by || game.chainFrom === null)) throw new RemoteError('moves', tr('remote.chain.moves.after', { seat: who }), i);
    if (botLevel && head.bot !== undefined && BOT_VERSIONS.includes(head.bot)) {
      await botReady(); // the bot's module loads on the first bot hop to check (once; the page starts with the law alone)
      const expected = expectedBotHop(game, head, state.history.length, botLevel, head.bot);
      if (expected !== steps[k]) {
        throw new RemoteError('bot-hop', tr('remote.chain.bot-hop', { seat: who, level: botLevel, played: steps[k], expected, version: head.bot }), i);
      }
    }
    try {
      state.history.push(...replayStep(game, step, tr('remote.chain.move-label', { move: steps[k] })));
    } catch (e) {
      throw new RemoteError('moves', e.message, i);
    }
  }
  if (!event && game.current === by && game.chainFrom !== null) throw new RemoteError('moves', tr('remote.chain.moves.mid-chain', { seat: who }), i);
  if (!standIn) state.keys[by] = signer;
  state.hash = await sha256(format === 1 ? `${text}|${sig}` : text);
  state.turnStart = at;
  state.turns.push(turn);
}

/** A copy of a verified state that can be played on without changing the original (no signature checked again). */
function copyState(state) {
  const { head } = state;
  const game = createGame({ players: head.players, radius: head.radius, rules: head.settings.rules });
  game.restore(state.game.snapshot({ counters: true })); // with its quiet-turn count: the no-progress rule goes on from it
  const history = new History(state.history.entries[0].snapshot);
  history.entries = state.history.entries.slice();
  history.cursor = history.entries.length - 1;
  return { ...state, game, history, keys: state.keys.slice(), turns: state.turns.slice() };
}

/** `state` with `raws` (the turns that follow its last) checked and played: a new state, the old one as it was. */
async function extendState(state, record, options) {
  const next = copyState(state);
  const first = state.turns.length;
  await applyTurns(next, record.turns.slice(first), first, options);
  next.record = record;
  return next;
}

/**
 * A new remote game's record: the settings signed by its creator (format 2; `format: 1` makes one
 * as the page did before seats were bound, for the tests of old records). With a bot seat, the head
 * names the version of the bot that plays it: `bot`, this build's by default (null: none, as records
 * made before versions were named). Names are cleaned of line breaks and direction controls.
 */
export async function newRecord({ settings, kinds, deadline, pair, now = Date.now(), id, bot = BOT_VERSION, format = FORMAT }) {
  const hasBot = kinds.some((k) => k.startsWith('bot'));
  const head = JSON.stringify({
    v: format === 2 ? 2 : undefined, id, created: now, deadline, players: settings.players, radius: settings.radius,
    names: settings.names.map(cleanName), kinds, bot: (hasBot || format === 2) && bot !== null ? bot : undefined, seed: settings.seed,
    rules: settings.rules, start: null, key: pair.publicKey,
  });
  const sig = await sign(pair.privateKey, `${headPrefix(format)}${head}`);
  return format === 2 ? { hcr: 2, head, sig, seats: [], from: 0, turns: [] } : { hcr: 1, head, sig, from: 0, turns: [] };
}

/** The time to stamp the next turn with: this device's clock, never before the turn it follows. */
export const nextTime = (state, now = Date.now()) => Math.max(now, state.turnStart);

/**
 * Signs the next turn of a verified game and plays it: `steps` by seat `by` at `at` (nextTime by default).
 * Only this turn is checked (against the verified state). Returns the new verified state (the old one
 * is left as it was); throws RemoteError if the turn is not valid.
 */
export async function addTurn(state, { by, steps, at = nextTime(state), standIn = null }, pair, { now = Date.now(), bots = false } = {}) {
  const { format, names } = state.head;
  if (standIn !== null) return addStandIn(state, { by, steps, at, standIn }, pair, { now, bots });
  if (format === 2 && state.keys[by] === null) throw new RemoteError('unbound', tr('remote.chain.unbound.seat', { seat: seatWords(names, by) }));
  const key = format === 1 && state.keys[by] === null ? pair.publicKey : null;
  const signer = state.keys[by] ?? pair.publicKey;
  if (signer !== pair.publicKey) throw new RemoteError('key', tr('remote.chain.key.not-mine', { seat: seatWords(names, by) }));
  if (format === 2 && state.hash === null) throw new RemoteError('unbound', tr('remote.chain.unbound.list', { free: unboundSeats(state).map((s) => seatWords(names, s)).join(', ') }));
  const sig = await sign(pair.privateKey, turnText(state.hash, by, at, steps, key, format));
  const record = { ...state.record, turns: [...state.record.turns, [by, at, steps, key, sig]] };
  return extendState(state, record, { now: Math.max(now, at), bots });
}

/**
 * Silent seats: the creator's device signs a turn for a friend's seat whose device dropped, played by
 * the bot at `standIn` ("bot1".."bot5"), once the table agreed (the agreeing is the table's, not the
 * record's). The record marks the turn (its key slot holds "bot3"), so every device sees which hops a
 * bot played for whom (`standIns`); each of its hops must be the bot's own (checked as it arrives, by
 * Verify and `hexc verify`, as a bot seat's). Format 2 only; hops only (a stand-in neither resigns nor claims).
 */
async function addStandIn(state, { by, steps, at, standIn }, pair, options) {
  const { head } = state;
  if (head.format !== 2 || !STAND_IN.test(String(standIn))) throw new RemoteError('key', tr('remote.chain.stand-in.format'));
  if (pair.publicKey !== head.key) throw new RemoteError('key', tr('remote.chain.stand-in.host'));
  if (head.kinds[by] !== 'remote') throw new RemoteError('key', tr('remote.chain.key.stand-in', { seat: seatWords(head.names, by) }));
  if (state.hash === null) throw new RemoteError('unbound', tr('remote.chain.unbound.any'));
  const sig = await sign(pair.privateKey, turnText(state.hash, by, at, steps, standIn, 2));
  const record = { ...state.record, turns: [...state.record.turns, [by, at, steps, standIn, sig]] };
  return extendState(state, record, { ...options, now: Math.max(options.now, at) });
}

/** The turns a bot played for a friend's seat: [{turn, seat, level}]. */
export const standIns = (state) => state.turns.flatMap((t, turn) => (state.head.format === 2 && t.key !== null ? [{ turn, seat: t.by, level: Number(t.key.slice(3)) }] : []));

// ---- seats (format 2) ---------------------------------------------------------------------------

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
async function joinRefusal(state, request) {
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

/**
 * The creator's device binds a friend's seat to the key that asked for it: a new verified state whose
 * record carries the binding (the old state as it was). Throws checkJoin's RemoteError.
 */
export async function bindSeat(state, request, hostPair) {
  const refusal = await joinRefusal(state, request);
  if (refusal) throw refusal;
  if (hostPair.publicKey !== state.head.key) throw new RemoteError('bind-sig', tr('remote.chain.bind.host'));
  const { s: seat, k: key, j } = request;
  const hostSig = await sign(hostPair.privateKey, bindText(state.headHash, seat, key));
  const record = { ...state.record, seats: [...state.record.seats, [seat, key, lowS(j), hostSig]] };
  return verifyRecord(record);
}

// ---- merging and crossing -----------------------------------------------------------------------

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
 * (`now`) and, with `bots`, every new bot hop replayed. The old state is left as it was.
 * @returns {Promise<{status: 'newer'|'same'|'older'|'crossed', state: RemoteGame, verdict?: object}>}
 * @throws {RemoteError} naming the turn and the reason
 */
export async function extendRecord(state, incoming, { now = Date.now(), bots = false } = {}) {
  const merged = mergeRecords(state.record, incoming);
  const { status, record, verdict, first } = merged;
  if (record === state.record) return { status, state, verdict };
  const seatsChanged = state.head.format === 2 && record.seats.length !== state.record.seats.length;
  let next;
  if (!seatsChanged && first === state.turns.length) {
    next = await extendState(state, record, { now, bots });
  } else {
    // A crossing or a format-1 twin replaced turns already checked, or a seat was given: the record is
    // checked again up to the turn that changed, and from there with this device's clock and the bot.
    const upTo = await verifyRecord({ ...record, turns: record.turns.slice(0, first) }, { now });
    next = await extendState(upTo, record, { now, bots });
  }
  return { status, state: next, verdict };
}

// ---- live play ----------------------------------------------------------------------------------

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

/**
 * How many steps a board's history shows beyond the signed record (hops sent at once whose signed turn
 * has not come), or -1 when the board left the signed line (a step differs): those steps are taken back
 * when no signed turn follows within UNSIGNED_HOLD_MS, and at once when the signed record that arrives
 * differs, or the connection that sent them closes.
 */
export function unsignedHops(state, history) {
  const signed = state.history;
  const n = Math.min(signed.length, history.length);
  for (let i = 1; i <= n; i++) if (history.entries[i].snapshot !== signed.entries[i].snapshot) return -1;
  return Math.max(0, history.length - signed.length);
}

/**
 * @typedef {object} RemoteGame
 * @property {object} record   the whole record (from 0)
 * @property {object} head     the header read: settings, id, deadline, kinds, key, format...
 * @property {History} history every step, replayed through the engine
 * @property {(string|null)[]} keys  each seat's public key, null until bound (format 2) or its first turn (format 1)
 * @property {string|null} hash  the chain's hash after the last turn (null: format 2 with a seat not yet bound)
 * @property {string|null} headHash  format 2: SHA-256 of the signed head
 * @property {number} turnStart when the seat to move got the turn (its deadline runs from here; the last turn's time)
 * @property {object[]} turns  the turns read
 */
