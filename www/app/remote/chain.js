// The remote record: a game of record v2's settings whose every turn is signed
// by the device that holds its seat and chained to everything before it.
//
//   { hcr: 1, head: "<header JSON>", sig: "<header signature>", from: 0,
//     turns: [[by, at, ["f4-f5", ...], key | null, sig], ...] }
//
// `head` is the header as text, so the bytes signed are the bytes carried (no
// canonical form to agree on): {id, created, deadline, players, radius, names,
// kinds, bot, seed, rules, start, key}. `kinds` is each seat as its creator set it:
// "human" or "bot1".."bot5" (held by the creator, whose public key is `key`)
// or "remote" (a friend's; that seat's key comes with its first turn). `bot`,
// in a game with a bot seat, names the version of the bot that plays it
// (BOT_VERSION), so Verify replays its hops with that version; records made
// before it was written have none.
// `deadline` is ms a seat has for each turn (0: none), `created` and each
// turn's `at` the signer's clock (ms since 1970).
//
// A turn is one seat's move: its hops (a step, or every hop of a chain), or a
// resignation ["resign:S"] signed by S, or a claim on time ["time:S"] signed by
// the seat waiting once S's deadline has passed. Turn i signs the text
//   hc-remote-turn/1|<hash i>|<by>|<at>|<steps joined by spaces>|<key or ->
// where hash 0 = SHA-256("<head>|<sig>") and hash i+1 = SHA-256("<turn i's
// signed text>|<its sig>"): changing any earlier byte breaks every later
// signature. `from` > 0 marks a link carrying only the turns from there on
// (the receiver holds the ones before).

import { BOT_VERSION, createGame } from '../../element/engine.js';
import { History } from '../../element/history.js';
import { parseStepCode } from '../../element/notation.js';
import { readRecord, replayStep } from '../../element/record.js';
import { ARMIES, seatLabel } from '../../element/armies.js';
import { parseStrict } from './link.js';
import { isPublicKey, isSignature, sha256, sign, verify } from './sign.js';

export const FORMAT = 1;
/** Most turns a record may hold, and most steps in one turn (a chain). */
export const MAX_TURNS = 20_000;
export const MAX_STEPS = 64;
/** The deadlines a game may have, in ms (0: none). */
export const DEADLINES = Object.freeze([0, 3600_000, 86_400_000, 3 * 86_400_000, 7 * 86_400_000]);
const STEP = /^(?:[a-q]\d{1,2}[-x][a-q]\d{1,2}|resign:[0-5]|time:[0-5])$/;
const ID = /^[A-Za-z0-9_-]{16,32}$/;
const VERSION = /^[A-Za-z0-9.-]{1,16}$/;
const isTime = (n) => Number.isSafeInteger(n) && n > 0;

/** Why a remote record was refused: a reason code, the turn (0-based, or null for the whole record) and its words. */
export class RemoteError extends Error {
  constructor(code, message, turn = null) {
    super(turn === null ? message : `turn ${turn + 1}: ${message}`);
    this.code = code;
    this.turn = turn;
  }
}

/** A seat in words: "Ann (Red)", or "Red" when it has no name. */
export function seatWords(names, seat) {
  const name = seatLabel(names, seat);
  return name === ARMIES[seat].name ? name : `${name} (${ARMIES[seat].name})`;
}

const headText = (head, sig) => `${head}|${sig}`;
export const turnText = (prev, by, at, steps, key) => `hc-remote-turn/1|${prev}|${by}|${at}|${steps.join(' ')}|${key ?? '-'}`;

/** Reads the header text: every field checked, the settings through record v2's own reader. */
export function readHead(text) {
  if (typeof text !== 'string' || text.length > 4000) throw new RemoteError('head', 'the game settings are missing or too long');
  let h;
  try { h = parseStrict(text); } catch (e) { throw new RemoteError('head', `the game settings: ${e.message}`); }
  if (typeof h.id !== 'string' || !ID.test(h.id)) throw new RemoteError('head', 'the game has no readable id');
  if (!isTime(h.created)) throw new RemoteError('head', 'bad creation time');
  if (!DEADLINES.includes(h.deadline)) throw new RemoteError('head', 'bad deadline');
  if (!isPublicKey(h.key)) throw new RemoteError('head', 'bad creator key');
  if (h.bot !== undefined && (typeof h.bot !== 'string' || !VERSION.test(h.bot))) throw new RemoteError('head', 'bad bot version');
  const kinds = h.kinds;
  if (!Array.isArray(kinds) || !kinds.every((k) => typeof k === 'string')) throw new RemoteError('head', 'bad seat kinds');
  if (!kinds.includes('remote') || kinds.every((k) => k === 'remote')) throw new RemoteError('head', 'a remote game needs a friend\'s seat and a seat of its creator');
  let read;
  try {
    read = readRecord({
      v: 2, players: h.players, radius: h.radius, names: h.names, kinds: kinds.map((k) => (k === 'remote' ? 'human' : k)),
      seed: h.seed, rules: h.rules, clock: null, clocks: null, start: h.start, hops: [], at: 0,
    });
  } catch (e) {
    throw new RemoteError('head', `the game settings: ${e.message}`);
  }
  return { ...h, settings: read.settings, startSnapshot: read.history.entries[0].snapshot };
}

/** The shape of one turn; throws naming what is wrong. */
function readTurn(t, i, players) {
  const bad = (what) => new RemoteError('shape', what, i);
  if (!Array.isArray(t) || t.length !== 5) throw bad('not a turn');
  const [by, at, steps, key, sig] = t;
  if (!Number.isInteger(by) || by < 0 || by >= players) throw bad('bad seat');
  if (!isTime(at)) throw bad('bad time');
  if (!Array.isArray(steps) || steps.length < 1 || steps.length > MAX_STEPS) throw bad('bad move list');
  if (!steps.every((s) => typeof s === 'string' && STEP.test(s))) throw bad('unreadable move');
  if (!(key === null || isPublicKey(key))) throw bad('bad key');
  if (!isSignature(sig)) throw bad('bad signature');
  return { by, at, steps, key, sig };
}

/** The record's outer shape; throws naming what is wrong. */
export function readShape(data) {
  if (data === null || typeof data !== 'object' || Array.isArray(data)) throw new RemoteError('shape', 'not a remote game record');
  if (data.hcr !== FORMAT) throw new RemoteError('shape', `made by another version of remote play (format ${String(data.hcr).slice(0, 10)})`);
  const allowed = new Set(['hcr', 'head', 'sig', 'from', 'turns']);
  const extra = Object.keys(data).find((k) => !allowed.has(k));
  if (extra !== undefined) throw new RemoteError('shape', `unknown field ${JSON.stringify(extra.slice(0, 20))}`);
  if (!isSignature(data.sig)) throw new RemoteError('shape', 'bad settings signature');
  if (!Number.isInteger(data.from) || data.from < 0 || data.from > MAX_TURNS) throw new RemoteError('shape', 'bad first turn');
  if (!Array.isArray(data.turns) || data.from + data.turns.length > MAX_TURNS) throw new RemoteError('shape', 'bad turn list');
  return data;
}

/**
 * Checks a whole record (from 0): the header's signature, then turn by turn the
 * shape, the seat's key, the signature over the chain, and the moves through the
 * engine. Returns the game as it stands; throws RemoteError naming the first turn that fails.
 * @returns {Promise<RemoteGame>}
 */
export async function verifyRecord(data) {
  const record = readShape(data);
  if (record.from !== 0) throw new RemoteError('partial', 'this link carries only the latest turns of a game this browser does not hold');
  const head = readHead(record.head);
  if (!await verify(head.key, record.sig, `hc-remote-head/1|${record.head}`)) {
    throw new RemoteError('head-sig', 'the game settings are not the ones its creator signed (they were changed)');
  }
  const game = createGame({ players: head.players, radius: head.radius, rules: head.settings.rules });
  game.restore(head.startSnapshot);
  const state = {
    record, head, game, history: new History(game.snapshot()), keys: head.kinds.map((k) => (k === 'remote' ? null : head.key)),
    hash: await sha256(headText(record.head, record.sig)), turnStart: head.created, turns: [],
  };
  for (const [i, raw] of record.turns.entries()) await applyTurn(state, readTurn(raw, i, head.players), i);
  return state;
}

/** Checks one turn against the game so far and plays it on `state`; throws RemoteError naming turn i. */
async function applyTurn(state, turn, i) {
  const { head, game } = state;
  const { by, at, steps, key, sig } = turn;
  const who = seatWords(head.names, by);
  const known = state.keys[by];
  if (known !== null && key !== null) throw new RemoteError('key', `${who}'s turn names a key, but that seat already has one`, i);
  if (known === null && key === null) throw new RemoteError('key', `${who}'s first turn carries no key`, i);
  const signer = known ?? key;
  if (!await verify(signer, sig, turnText(state.hash, by, at, steps, key))) {
    throw new RemoteError('signature', `${who}'s signature does not check out: this turn or one before it was changed, or ${who}'s device did not sign it`, i);
  }
  const before = game.current;
  const parsed = steps.map((s) => parseStepCode(s, head.radius));
  const event = parsed[0].kind !== 'hop';
  if (event && steps.length !== 1) throw new RemoteError('moves', 'a resignation or a claim is a turn of its own', i);
  if (event && parsed[0].reason === 'resign' && parsed[0].seat !== by) throw new RemoteError('moves', `${who} cannot resign for another seat`, i);
  if (event && parsed[0].reason === 'time') {
    const late = parsed[0].seat;
    if (head.deadline === 0) throw new RemoteError('moves', 'this game has no deadline to claim', i);
    if (late !== before || late === by || game.seats[by].eliminated) throw new RemoteError('moves', `${who} cannot claim on time for that seat`, i);
    if (at < state.turnStart + head.deadline) throw new RemoteError('moves', `${who} claimed before ${seatWords(head.names, late)}'s deadline`, i);
  }
  if (!event && before !== by) throw new RemoteError('moves', `it was not ${who}'s turn`, i);
  parsed.forEach((step, k) => {
    if (k > 0 && (game.current !== by || game.chainFrom === null)) throw new RemoteError('moves', `${who}'s turn goes on after its move ended`, i);
    try {
      state.history.push(...replayStep(game, step, `move ${steps[k]}`));
    } catch (e) {
      throw new RemoteError('moves', e.message, i);
    }
  });
  if (!event && game.current === by && game.chainFrom !== null) throw new RemoteError('moves', `${who}'s turn stops in the middle of a chain`, i);
  state.keys[by] = signer;
  state.hash = await sha256(`${turnText(state.hash, by, at, steps, key)}|${sig}`);
  state.turnStart = at;
  state.turns.push(turn);
}

/**
 * A new remote game's record: the settings signed by its creator. With a bot seat, the head names
 * the version of the bot that plays it: `bot`, this build's by default (null: none, as records made
 * before versions were named).
 */
export async function newRecord({ settings, kinds, deadline, pair, now = Date.now(), id, bot = BOT_VERSION }) {
  const hasBot = kinds.some((k) => k.startsWith('bot'));
  const head = JSON.stringify({
    id, created: now, deadline, players: settings.players, radius: settings.radius, names: settings.names, kinds,
    bot: hasBot && bot !== null ? bot : undefined, seed: settings.seed, rules: settings.rules, start: null, key: pair.publicKey,
  });
  return { hcr: FORMAT, head, sig: await sign(pair.privateKey, `hc-remote-head/1|${head}`), from: 0, turns: [] };
}

/**
 * Signs the next turn of a verified game and plays it: `steps` by seat `by` at `at`.
 * Returns the new verified state (the old one is left as it was); throws RemoteError if the turn is not valid.
 */
export async function addTurn(state, { by, steps, at = Date.now() }, pair) {
  const key = state.keys[by] === null ? pair.publicKey : null;
  const signer = state.keys[by] ?? pair.publicKey;
  if (signer !== pair.publicKey) throw new RemoteError('key', `this device does not hold ${seatWords(state.head.names, by)}'s seat`);
  const sig = await sign(pair.privateKey, turnText(state.hash, by, at, steps, key));
  const record = { ...state.record, turns: [...state.record.turns, [by, at, steps, key, sig]] };
  return verifyRecord(record);
}

/** The same record carrying only its turns from `from` on (a shorter link for a receiver that holds the rest). */
export function fromTurn(record, from) {
  return { ...record, from, turns: record.turns.slice(from) };
}

const sameTurn = (a, b) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Brings a link's record together with the one this browser holds of the same game.
 * @returns {{status: 'newer'|'same'|'older', record: object}} the longer record
 * @throws {RemoteError} another game, changed settings, a gap, or a turn that differs from the one held
 */
export function mergeRecords(held, incoming) {
  readShape(incoming);
  if (incoming.head !== held.head || incoming.sig !== held.sig) {
    let same = false;
    try { same = readHead(incoming.head).id === readHead(held.head).id; } catch { same = false; }
    if (same) throw new RemoteError('settings', 'the game settings in this link differ from the ones this browser holds (they were changed)');
    throw new RemoteError('other', 'this link is of another game');
  }
  const { from, turns } = incoming;
  if (from > held.turns.length) {
    throw new RemoteError('gap', `this link starts at turn ${from + 1}, but this browser holds only ${held.turns.length} turns of the game: ask for the full link`);
  }
  const overlap = Math.min(held.turns.length - from, turns.length);
  for (let k = 0; k < overlap; k++) {
    if (!sameTurn(held.turns[from + k], turns[k])) {
      throw new RemoteError('fork', 'it differs from the turn this browser already holds (an earlier move was rewritten)', from + k);
    }
  }
  const end = from + turns.length;
  if (end > held.turns.length) return { status: 'newer', record: { ...held, from: 0, turns: [...held.turns, ...turns.slice(overlap)] } };
  return { status: end === held.turns.length ? 'same' : 'older', record: held };
}

/**
 * @typedef {object} RemoteGame
 * @property {object} record   the whole record (from 0)
 * @property {object} head     the header read: settings, id, deadline, kinds, key...
 * @property {History} history every step, replayed through the engine
 * @property {(string|null)[]} keys  each seat's public key, null until its first turn
 * @property {number} turnStart when the seat to move got the turn (its deadline runs from here)
 * @property {object[]} turns  the turns read
 */
