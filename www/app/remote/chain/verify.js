// Reading a whole record and checking it turn by turn (both formats), and
// writing one: the settings signed, a seat bound, a turn signed. Every
// refusal is a RemoteError naming the turn (./format.js).

import { BOT_VERSIONS, botReady, botVersionFor, createGame } from '../../../element/engine.js';
import { History } from '../../../element/history.js';
import { parseStepCode } from '../../../element/notation.js';
import { replayStep } from '../../../element/record.js';
import { t as tr } from '../../../i18n/i18n.js';
import { expectedBotHop } from '../fair.js';
import {
  lowS, sha256, sign, twinSignature, verify,
} from '../sign.js';
import {
  CLOCK_SKEW_MS, FORMAT, RemoteError, STAND_IN, bindText, cleanName, headPrefix, headText, readHead, readShape, readTurn,
  seatWords, seatedText, signedText, turnText,
} from './format.js';
import { joinRefusal, unboundSeats } from './seats.js';
import { votesRefusal } from './stand-ins.js';

/**
 * Checks a whole record (from 0): the header's signature, the seats' bindings, then turn by turn the
 * shape, the seat's key, the signature over the chain, the times and the moves through the engine.
 * `now`: this device's clock (a turn stamped after now + CLOCK_SKEW_MS is refused, a claim before
 * the deadline by now too); `bots`: replay every bot hop (extendRecord does it for new turns only; a
 * bot hop of a version this build does not know is then refused, 'bot-version').
 * Returns the game as it stands; throws RemoteError naming the first turn that fails.
 * @returns {Promise<RemoteGame>}
 */
export async function verifyRecord(data, { now = Date.now(), bots = false } = {}) {
  const record = readShape(data);
  if (record.from !== 0) throw new RemoteError('partial', tr('remote.chain.partial'));
  const state = await startState(record);
  await applyTurns(state, record.turns, 0, { now, bots });
  return withTwins(state);
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
    hash: null, headHash: null, turnStart: head.created, turns: [], lastOwn: head.kinds.map(() => -1), twinHash: null, twins: [],
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
async function applyTurns(state, raws, first, options = {}) {
  for (const [k, raw] of raws.entries()) {
    const i = first + k;
    await applyTurn(state, readTurn(raw, i, state.head.players, state.head.format), i, options);
  }
}

/** Checks one turn against the game so far and plays it on `state`; throws RemoteError naming turn i. */
async function applyTurn(state, turn, i, {
  now = Date.now(), bots = false, observed = null, twinAt = -1,
} = {}) {
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
  let text = turnText(state.hash, by, at, steps, key, format);
  if (!await verify(signer, sig, text)) {
    // Format 1 hashes the signature's bytes: the first turn taken into a held game (`twinAt`, extendState),
    // signed over the twin of the last signature held (a relay swapped one for the other), is the same
    // line; the held turn takes the twin. A record read from scratch must be whole, as hexc verify reads it.
    const twin = format === 1 && i === twinAt && state.twinHash !== null ? turnText(state.twinHash, by, at, steps, key, format) : null;
    if (twin === null || !await verify(signer, sig, twin)) throw new RemoteError('signature', tr('remote.chain.signature', { seat: who }), i);
    text = twin;
    state.turns[i - 1] = { ...state.turns[i - 1], sig: twinSignature(state.turns[i - 1].sig) };
    state.twins = [...state.twins, i - 1];
  }
  if (standIn) {
    const no = await votesRefusal(state, turn, i);
    if (no) throw no;
  }
  if (at < state.turnStart) {
    throw new RemoteError('time-order', tr('remote.chain.time-order', { seat: who, at: new Date(at).toISOString(), before: new Date(state.turnStart).toISOString() }), i);
  }
  if (at > now + CLOCK_SKEW_MS) {
    throw new RemoteError('future', tr('remote.chain.future', { seat: who, at: new Date(at).toISOString(), now: new Date(now).toISOString(), minutes: CLOCK_SKEW_MS / 60_000 }), i);
  }
  const before = game.current;
  let parsed;
  try {
    parsed = steps.map((s) => parseStepCode(s, head.radius));
  } catch (e) {
    throw new RemoteError('moves', tr('remote.chain.moves.unreadable', { reason: e.message }), i);
  }
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
    // The deadline by this device's own time: it held the late seat's turn start from `observed.at` on
    // (a stamp backdated to shorten the late seat's time does not move it), less the skew it allows.
    const seen = observed?.turn === i - 1 ? observed.at + head.deadline - CLOCK_SKEW_MS : 0;
    if (now < seen) throw new RemoteError('claim-early', tr('remote.chain.claim-early.seen', { seat: who, late: seatWords(head.names, late), due: new Date(seen).toISOString(), now: new Date(now).toISOString() }), i);
  }
  if (!event && before !== by) throw new RemoteError('moves', tr('remote.chain.moves.not-turn', { seat: who }), i);
  if (standIn && event) throw new RemoteError('moves', tr('remote.chain.moves.stand-in', { seat: who }), i);
  const level = standIn || (head.kinds[by].startsWith('bot') ? Number(head.kinds[by].slice(3)) : 0);
  const botLevel = bots && !event ? level : 0;
  for (const [k, step] of parsed.entries()) {
    if (k > 0 && (game.current !== by || game.chainFrom === null)) throw new RemoteError('moves', tr('remote.chain.moves.after', { seat: who }), i);
    if (botLevel && head.bot !== undefined && !BOT_VERSIONS.includes(head.bot)) {
      throw new RemoteError('bot-version', tr('remote.chain.bot-version', { version: head.bot, known: BOT_VERSIONS.join(', ') }), i);
    }
    if (botLevel && head.bot !== undefined) {
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
  if (!standIn) {
    state.keys[by] = signer;
    state.lastOwn[by] = i;
  }
  state.hash = await sha256(format === 1 ? `${text}|${sig}` : text);
  if (format === 1) state.twinHash = await sha256(`${text}|${twinSignature(sig)}`);
  state.turnStart = at;
  state.turns.push(turn);
}

/** A copy of a verified state that can be played on without changing the original (no signature checked again). */
export function copyState(state) {
  const { head } = state;
  const game = createGame({ players: head.players, radius: head.radius, rules: head.settings.rules });
  game.restore(state.game.snapshot({ counters: true })); // with its quiet-turn count: the no-progress rule goes on from it
  const history = new History(state.history.entries[0].snapshot);
  history.entries = state.history.entries.slice();
  history.cursor = history.entries.length - 1;
  return {
    ...state, game, history, keys: state.keys.slice(), turns: state.turns.slice(), lastOwn: state.lastOwn.slice(), twins: [],
  };
}

/** The state's record with each format-1 turn that took its signature's twin (applyTurn) carrying it. */
function withTwins(state) {
  if (!state.twins.length) return state;
  const turns = state.record.turns.slice();
  for (const k of state.twins) turns[k] = [...turns[k].slice(0, 4), state.turns[k].sig];
  state.record = { ...state.record, turns };
  state.twins = [];
  return state;
}

/** `state` with `raws` (the turns that follow its last) checked and played: a new state, the old one as it was. */
export async function extendState(state, record, options) {
  const next = copyState(state);
  const first = state.turns.length;
  await applyTurns(next, record.turns.slice(first), first, { ...options, twinAt: first });
  next.record = record;
  return withTwins(next);
}

/**
 * A new remote game's record, always of format 2 (format 1 is read, never made): the settings signed
 * by its creator. The head names the version of the bot that plays its bot seats and stands in for a
 * silent one: `bot`, by default the one this build plays at the table's size (botVersionFor). Names are cleaned of line breaks and direction controls.
 */
export async function newRecord({
  settings, kinds, deadline, pair, now = Date.now(), id, bot = botVersionFor(settings.players),
}) {
  const head = JSON.stringify({
    v: FORMAT, id, created: now, deadline, players: settings.players, radius: settings.radius,
    names: settings.names.map(cleanName), kinds, bot: bot ?? undefined, seed: settings.seed, rules: settings.rules, start: null, key: pair.publicKey,
  });
  const sig = await sign(pair.privateKey, signedText.head(head));
  return { hcr: FORMAT, head, sig, seats: [], from: 0, turns: [] };
}

/** The time to stamp the next turn with: this device's clock, never before the turn it follows. */
export const nextTime = (state, now = Date.now()) => Math.max(now, state.turnStart);

/**
 * Signs the next turn of a verified game and plays it: `steps` by seat `by` at `at` (nextTime by default).
 * Only this turn is checked (against the verified state). Returns the new verified state (the old one
 * is left as it was); throws RemoteError if the turn is not valid.
 */
export async function addTurn(state, {
  by, steps, at = nextTime(state), standIn = null, votes = [],
}, pair, { now = Date.now(), bots = false } = {}) {
  const { format, names } = state.head;
  if (standIn !== null) return addStandIn(state, { by, steps, at, standIn, votes }, pair, { now, bots });
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
 * the bot at `standIn` ("bot1".."bot5"), with the table's `votes` (./stand-ins.js signVote: one from
 * every other device holding a seat still in the game). The record marks the turn (its key slot holds
 * "bot3") and carries the votes, so every device sees which hops a bot played for whom and that the
 * table agreed (`standIns`); each of its hops must be the bot's own (checked as it arrives, by Verify
 * and `hexc verify`, as a bot seat's). Format 2 only; hops only (a stand-in neither resigns nor claims).
 */
async function addStandIn(state, {
  by, steps, at, standIn, votes,
}, pair, options) {
  const { head } = state;
  if (head.format !== 2 || !STAND_IN.test(String(standIn))) throw new RemoteError('key', tr('remote.chain.stand-in.format'));
  if (pair.publicKey !== head.key) throw new RemoteError('key', tr('remote.chain.stand-in.host'));
  if (head.kinds[by] !== 'remote') throw new RemoteError('key', tr('remote.chain.key.stand-in', { seat: seatWords(head.names, by) }));
  if (state.hash === null) throw new RemoteError('unbound', tr('remote.chain.unbound.any'));
  const sig = await sign(pair.privateKey, turnText(state.hash, by, at, steps, standIn, 2));
  const record = { ...state.record, turns: [...state.record.turns, [by, at, steps, standIn, sig, votes]] };
  return extendState(state, record, { ...options, now: Math.max(options.now, at) });
}


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
