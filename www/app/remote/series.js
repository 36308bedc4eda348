// A series (Rematch): the same table plays again, seats rotated, with a running score. No DOM: the
// page binds it (series-ui.js); tests/app/series-core.test.mjs drives it in Node.
//
// - Rotation. The player at seat s of game n sits at seat s + 1 (mod the table's size) in game n + 1:
//   players keep their names and devices, the armies and the order of play move on by one (who moved
//   first moves second). A player is known by their seat in game 1 (`playerAt`), so the score is kept
//   by player, never by seat.
// - Agreement. At the end of a game each seat's device signs "again" with the key bound to that seat
//   in the finished game (a turn's key; the creator's key for its own and its bot seats), over the
//   finished game's settings hash and its final chain hash, naming the key it will hold in the next
//   game: `hc-series-again/1|<head hash>|<final hash>|<seat>|<next key>|<time>`. A bot seat agrees by
//   itself (it needs no signature); a friend's seat played by a stand-in bot counts as its own device,
//   which must agree itself. The next game starts when every other seat has agreed.
// - The next game. Its id is derived from the finished game's settings hash (`nextGameId`), so every
//   device knows it, and its table code from the finished table's (`nextCode`). The creator's device
//   makes it with the key it named; every friend's seat of the next game may be bound only to the key
//   that seat's player named (`claimRefusal`): nobody else can take it, nobody re-claims by hand.
// - By link. The creator's device makes the next game at once and signs an offer with the finished
//   game's key, `hc-series-offer/1|<head hash>|<final hash>|<next head hash>|<n>|<past>|<time>`, tying
//   the finished game, the next one and the score so far; the final link carries the three.

import { CLOCK_SKEW_MS, newRecord, verifyRecord } from './chain.js';
import {
  deviceKey, isPublicKey, isSignature, sha256, sign, verify,
} from './sign.js';
import { makeSettings } from '../../element/record.js';
import { addEnglish, t } from '../../i18n/i18n.js';
import english from '../../i18n/en/series.js';
import { CODE_ALPHABET, CODE_LENGTH } from './table.js';

addEnglish(english);

/** Most games one series keeps; a series is over nothing, it can go on, but the record of it is bounded. */
export const MAX_GAMES = 500;

/** Why a series message was refused: a code (shape, not-over, signature, future, early, key-reused, other, rotation) and words. */
export class SeriesError extends Error {
  constructor(code, message) {
    super(message);
    this.code = code;
  }
}
const no = (code, key, vars) => new SeriesError(code, t(`series.no.${key ?? code}`, vars));

// ---- rotation and players -----------------------------------------------------------------------

/** A per-seat list of game n as game n + 1 has it: the entry of seat s moves to seat s + 1. */
export const rotated = (list) => list.map((_, seat) => list[(seat - 1 + list.length) % list.length]);
/** The player (their seat in game 1) at `seat` of game `n` (1-based) of a table of `players` seats. */
export const playerAt = (seat, n, players) => (((seat - (n - 1)) % players) + players) % players;
/** The seat of `player` in game `n`. */
export const seatOfPlayer = (player, n, players) => (player + n - 1) % players;

/** The next game's id: every device derives it from the finished game's signed settings. */
export const nextGameId = async (headHash) => (await sha256(`hc-series-next/1|${headHash}`)).slice(0, 22);

/** The next game's table code, from the finished table's code and the next game's id (the creator's and every guest's). */
export async function nextCode(code, nextId) {
  const out = [];
  for (let round = 0; out.length < CODE_LENGTH; round++) {
    const digest = await sha256(`hc-series-code/1|${code}|${nextId}|${round}`);
    for (const c of digest) {
      const i = CODE_ALPHABET.indexOf(c.toUpperCase());
      if (i >= 0 && c === c.toUpperCase() && out.length < CODE_LENGTH) out.push(CODE_ALPHABET[i]);
    }
  }
  return out.join('');
}

// ---- agreement ----------------------------------------------------------------------------------

/**
 * This device's key pair for the next game, made once under `lock` (store.js withGameLock across this
 * browser's tabs): two tabs that agree at once name the same key, never two.
 */
export const nextPair = (nextId, keys, lock = (run) => run()) => lock(() => deviceKey(nextId, keys));

/** The text a seat's device signs to play again. */
export const againText = (headHash, finalHash, seat, nextKey, at) => `hc-series-again/1|${headHash}|${finalHash}|${seat}|${nextKey}|${at}`;

/** Seats whose agreement the next game waits for: every seat but the bots' (the creator's device agrees for its own). */
export function required(state) {
  const seats = state.head.kinds.flatMap((k, seat) => (k.startsWith('bot') ? [] : [seat]));
  if (!seats.some((s) => state.head.kinds[s] !== 'remote')) seats.push(state.head.kinds.findIndex((k) => k.startsWith('bot'))); // the creator names its next key
  return seats.sort((a, b) => a - b);
}

/** The seats `key` signs for in `state` (its bound seats; the creator's key its own, bots' included). */
export const seatsOf = (state, key) => state.head.kinds.flatMap((_, seat) => (state.keys[seat] === key ? [seat] : []));

/**
 * This device's agreement for each of its seats that must agree: [{s, k, at, sig}], signed with `pair`
 * (its key in the finished game) and naming `nextKey` (its key in the next game).
 */
export async function agree(state, pair, nextKey, now = Date.now()) {
  if (state.game.current !== null) throw no('not-over');
  const at = Math.max(now, state.turnStart);
  const need = required(state);
  const seats = seatsOf(state, pair.publicKey).filter((s) => need.includes(s));
  if (!seats.length) throw no('no-seat');
  return Promise.all(seats.map(async (s) => ({
    s, k: nextKey, at, sig: await sign(pair.privateKey, againText(state.headHash, state.hash, s, nextKey, at)),
  })));
}

/** Why agreement `a` cannot count for `state` at `now` (a SeriesError), or null. */
export async function agreementRefusal(state, a, now = Date.now()) {
  if (state.game.current !== null) return no('not-over');
  if (!a || typeof a !== 'object' || Object.keys(a).some((k) => !['s', 'k', 'at', 'sig'].includes(k))) return no('shape');
  const { s, k, at, sig } = a;
  if (!Number.isInteger(s) || s < 0 || s >= state.head.players || !isPublicKey(k) || !Number.isSafeInteger(at) || !isSignature(sig)) return no('shape');
  if (!required(state).includes(s)) return no('shape');
  if (at > now + CLOCK_SKEW_MS) return no('future');
  if (at < state.turnStart) return no('early');
  if (!await verify(state.keys[s], sig, againText(state.headHash, state.hash, s, k, at))) return no('signature');
  return null;
}

/** Is `a` a copy of agreement `x` (every field the same)? */
export const sameAgreement = (x, a) => x.s === a?.s && x.k === a.k && x.at === a.at && x.sig === a.sig;

/**
 * Adds agreement `a` to `list` (the agreements held for `state`): {list, status}: 'new' (kept), or
 * 'same' (that seat agreed already: a replay, or a second tab; the first one kept stands, nothing doubles).
 * Throws the SeriesError saying why it is refused; `list` is never changed.
 */
export async function addAgreement(list, state, a, now = Date.now()) {
  if (list.some((x) => sameAgreement(x, a))) return { list, status: 'same' }; // a copy of one held: not checked again
  const refusal = await agreementRefusal(state, a, now);
  if (refusal) throw refusal;
  return withAgreement(list, state, a);
}

/**
 * Adds agreement `a`, checked already (agreementRefusal found nothing), to `list`, at once: {list, status}
 * as addAgreement, or throws its 'key-reused'. With no wait in it, a page reads the list it holds, adds and
 * keeps it in one step, so an agreement taken meanwhile by another message is never written over.
 */
export function withAgreement(list, state, a) {
  if (list.some((x) => x.s === a.s)) return { list, status: 'same' };
  // One device, one next key: a key named for two seats must come from the one key that holds both.
  const signer = state.keys[a.s];
  const clash = list.find((x) => (x.k === a.k) !== (state.keys[x.s] === signer));
  if (clash) throw no('key-reused');
  return { list: [...list, a].sort((x, y) => x.s - y.s), status: 'new' };
}

/** The seats still to agree. */
export const waiting = (state, list) => required(state).filter((s) => !list.some((a) => a.s === s));

/** The creator's key in the next game (the one its agreement names), or null before it agreed. */
export const creatorNext = (state, list) => list.find((a) => state.keys[a.s] === state.head.key)?.k ?? null;

/**
 * Each seat's key in the next game, as the agreements name them: a friend's seat its player's next
 * key, the creator's seats (and bots) the creator's. Null for a seat whose player has not agreed.
 */
export function nextKeys(state, list) {
  const creator = creatorNext(state, list);
  const keys = state.head.kinds.map((kind, seat) => (kind === 'remote' ? list.find((a) => a.s === seat)?.k ?? null : creator));
  return rotated(keys);
}

/** Why the next game's host refuses `key` for `seat` (a friend's seat of the next game), or null: only the key its player agreed with. */
export function claimRefusal(prev, list, seat, key) {
  const want = nextKeys(prev, list)[seat];
  return want && want === key ? null : t('series.no.claim');
}

// ---- the next game ------------------------------------------------------------------------------

/** The next game's record, made by the creator's device with `pair` (its next key, named in its agreement). */
export async function nextRecord(state, pair, now = Date.now(), seed = undefined) {
  const { head } = state;
  const kinds = rotated(head.kinds);
  const names = rotated(head.names ?? head.kinds.map(() => ''));
  const settings = makeSettings(head.players, head.radius, names, kinds, seed, { rules: head.settings.rules });
  return newRecord({
    settings, kinds, deadline: head.deadline, pair, now: Math.max(now, state.turnStart + 1), id: await nextGameId(state.headHash), bot: head.bot,
  });
}

/**
 * Why `next` (a verified game) is not the next game of `prev`, or null: its id, its creator's key (the
 * one the creator's agreement named, when `creatorKey` is given), its seats and names rotated, the same
 * board, rules, deadline and bot, made after `prev` ended.
 */
export async function followRefusal(prev, next, creatorKey = null) {
  const a = prev.head;
  const b = next.head;
  if (b.id !== await nextGameId(prev.headHash)) return no('other');
  if (creatorKey !== null && b.key !== creatorKey) return no('creator');
  const same = (x, y) => JSON.stringify(x) === JSON.stringify(y);
  if (b.players !== a.players || b.radius !== a.radius || b.deadline !== a.deadline || b.bot !== a.bot || !same(a.rules, b.rules)) return no('rotation');
  if (!same(b.kinds, rotated(a.kinds)) || !same(b.names ?? [], rotated(a.names ?? a.kinds.map(() => '')).map(String))) return no('rotation');
  if (!(b.created > prev.turnStart)) return no('early');
  return null;
}

// ---- by link: the offer -------------------------------------------------------------------------

/** The results so far, as the offer signs them: "n:w<player>" or "n:d" per game, comma-separated. */
export const pastText = (past) => past.map((g) => `${g.n}:${g.draw ? 'd' : `w${g.winner}`}`).join(',');
export const offerText = (headHash, finalHash, nextHash, n, past, at) => `hc-series-offer/1|${headHash}|${finalHash}|${nextHash}|${n}|${pastText(past)}|${at}`;

/**
 * The creator's signed offer for the next game, by link: `pair` is its key in the finished game, `next`
 * the next game's verified state (nextRecord), `n` the finished game's number, `past` the results of the
 * series before it ({n, winner: player|null, draw}).
 */
export async function makeOffer(state, next, n, past, pair, now = Date.now()) {
  if (pair.publicKey !== state.head.key) throw no('creator');
  const at = Math.max(now, state.turnStart);
  return { n, past, at, sig: await sign(pair.privateKey, offerText(state.headHash, state.hash, next.headHash, n, past, at)) };
}

const isResult = (g, players, n) => g && typeof g === 'object' && Number.isInteger(g.n) && g.n >= 1 && g.n < n
  && (g.draw === true ? g.winner === null : Number.isInteger(g.winner) && g.winner >= 0 && g.winner < players && !g.draw);

/**
 * Why an offer does not hold (a SeriesError), or null: the finished game `state` and the next `next` (both
 * verified), the offer signed by the finished game's creator over both and the score so far, not stamped
 * in the future, the next game following the finished one.
 */
export async function offerRefusal(state, next, offer, now = Date.now()) {
  if (state.game.current !== null) return no('not-over');
  const { n, past, at, sig } = offer ?? {};
  if (!Number.isInteger(n) || n < 1 || n >= MAX_GAMES || !Array.isArray(past) || past.length !== n - 1
    || !past.every((g, i) => isResult(g, state.head.players, n) && g.n === i + 1) || !Number.isSafeInteger(at) || !isSignature(sig)) return no('shape');
  if (at > now + CLOCK_SKEW_MS) return no('future');
  if (at < state.turnStart) return no('early');
  if (!await verify(state.head.key, sig, offerText(state.headHash, state.hash, next.headHash, n, past, at))) return no('signature');
  return followRefusal(state, next);
}

/** Reads an offer link's parts ({record, next, offer}) into verified games: {state, next, offer}; throws a SeriesError or RemoteError. */
export async function readOffer(data, now = Date.now()) {
  if (!data || typeof data !== 'object' || Object.keys(data).some((k) => !['record', 'next', 'offer'].includes(k))) throw no('shape');
  const state = await verifyRecord(data.record, { now, bots: true });
  const next = await verifyRecord(data.next, { now });
  if (next.record.turns.length || next.record.seats.length) throw no('rotation');
  const refusal = await offerRefusal(state, next, data.offer, now);
  if (refusal) throw refusal;
  return { state, next, offer: data.offer };
}

// ---- the score ----------------------------------------------------------------------------------

/** A finished game's result by player: {n, winner: player|null, draw}. */
export function resultOf(state, n) {
  const { game, head } = state;
  if (game.current !== null) return null;
  const draw = game.winner === null;
  return { n, winner: draw ? null : playerAt(game.winner, n, head.players), draw };
}

/** The score of a series: wins per player (their seat in game 1) and draws, from its finished games' results. */
export function score(results, players) {
  const wins = Array.from({ length: players }, () => 0);
  let draws = 0;
  for (const r of results) {
    if (!r) continue;
    if (r.draw) draws += 1;
    else wins[r.winner] += 1;
  }
  return { wins, draws, games: results.filter(Boolean).length };
}

// ---- what a browser keeps ------------------------------------------------------------------------
//
// "hex-checkers/series/<series id>" = {v: 1, id, players: [names by player], code, games: [{id, n, result}],
// again: {<game id>: agreements}}: the series id is its first game's id. A game's entry (store.js) is
// not touched: a series only points at its games.

const PREFIX = 'hex-checkers/series/';

/** The kept series of game `id` ({series, game}), or null. `storage`: localStorage, or a test's. */
export function seriesOf(id, storage) {
  for (const series of allSeries(storage)) {
    const game = series.games.find((g) => g.id === id);
    if (game) return { series, game };
  }
  return null;
}

/** Every kept series. */
export function allSeries(storage) {
  const out = [];
  try {
    for (let i = 0; i < storage.length; i++) {
      const key = storage.key(i);
      if (!key?.startsWith(PREFIX)) continue;
      const s = JSON.parse(storage.getItem(key));
      if (s?.v === 1 && Array.isArray(s.games) && Array.isArray(s.players)) out.push(s);
    }
  } catch { /* no storage: no series */ }
  return out;
}

/** Keeps a series; false when the browser refused. */
export function keepSeries(series, storage) {
  try {
    storage.setItem(PREFIX + series.id, JSON.stringify({ ...series, v: 1 }));
    return true;
  } catch {
    return false;
  }
}

/** A new series kept for game 1 `state`. */
export function startSeries(state, code, storage) {
  const series = {
    v: 1, id: state.head.id, players: state.head.names?.slice() ?? state.head.kinds.map(() => ''), code, games: [{ id: state.head.id, n: 1, result: resultOf(state, 1) }], again: {},
  };
  keepSeries(series, storage);
  return series;
}

/** The series with `game`'s entry updated (result, once over) and `next` added (game n + 1's id), kept. */
export function recordGame(series, id, fields, storage) {
  const games = series.games.map((g) => (g.id === id ? { ...g, ...fields } : g));
  const next = { ...series, games };
  keepSeries(next, storage);
  return next;
}

/** The series' newest game (the one a device that comes back lands in). */
export const newest = (series) => series.games.reduce((a, b) => (b.n > a.n ? b : a));
