// The friends book: who this device played at its tables, known by their
// identity key (identity.js), with the name the player gives them, the
// head-to-head results and a rating per table size. DOM-free; the Friends view
// (www/app/panels/friends-ui.js) draws it, tests/app/friends.test.mjs drives it.
//
// Where it comes from: the finished remote games this browser keeps (store.js),
// each verified again from its record (chain.js) for its seats' keys and its
// end; the proofs heard at the table tie a seat's key to an identity. A seat
// with no proof (a game by link, or one played before identities) is a player
// of that game only: rated in it, listed nowhere. Bot seats are not players
// here. The player's own seats (the entry's `mine`, or the device's identity)
// are "you". A game is counted once, by its id, however many copies are read.
//
// Names are the player's own: kept in this browser ("hex-checkers/friend/<identity>",
// one key a friend, so two tabs editing two friends lose nothing). Until the
// player names a friend, the name their seat had in the latest game is shown as
// a suggestion, marked as such: it came from the other side and proves nothing.

import { verifyRecord } from './chain.js';
import { cleanName } from './chain/format.js';
import { proofRefusal } from './identity.js';
import { sha256 } from './sign.js';
import { DEFAULTS, newRating, ordinal, rate } from '../games/rating.js';
import { seatLabel } from '../../element/armies.js';
import { gameSummary } from '../../element/game-summary.js';
import { MAX_NAME } from '../../element/record.js';
import { localStore } from '../../element/local-store.js';

export const NAME_PREFIX = 'hex-checkers/friend/';
const ME = 'me';

/**
 * One finished game as the book reads it.
 * @typedef {object} PlayedGame
 * @property {string} id the game's id
 * @property {number} players the table's size
 * @property {string[]} kinds each seat's kind ("human", "remote", "bot1".."bot5")
 * @property {(string|null)[]} keys each seat's key in the game
 * @property {string[]} names each seat's name in the game's settings (a suggestion only)
 * @property {number[]} mine the seats this device held
 * @property {number|null} winner
 * @property {boolean} draw
 * @property {number[]} places each seat's place at the end (1 is best; equal places tie): the winner (or
 *   every army standing at a draw), then the fallen, the latest to fall first (game-summary.js)
 * @property {number} ended when the game ended (its last turn's stamp, ms)
 * @property {number} turns the record's length (of two copies of a game, the longer is read)
 */

/**
 * A verified remote game (chain.js verifyRecord) and its kept entry as a PlayedGame, or null while it
 * is not over.
 */
export function playedGame(state, entry) {
  const { game, head } = state;
  if (game.current !== null) return null;
  return {
    id: head.id,
    players: head.players,
    kinds: head.kinds.slice(),
    keys: state.keys.slice(),
    names: head.names.slice(),
    mine: Array.isArray(entry?.mine) ? entry.mine.filter(Number.isInteger) : [],
    winner: game.winner,
    draw: game.draw === true,
    places: places(state.history, game),
    ended: state.turnStart,
    turns: state.turns.length,
  };
}

/** Where what a finished game showed is kept (localStorage), so its record is checked once, not at every opening. */
export const PLAYED_PREFIX = 'hex-checkers/friends/played/';

/** What ties a kept PlayedGame to its record: the head's signature, the length and the last turn's signature. */
const recordTag = (record) => `${record.sig}|${record.turns.length}|${record.turns.at(-1)?.[4] ?? '-'}`;

/** A kept PlayedGame, when it is one and was read from this very record (recordTag). */
function keptPlayed(id, record, storage) {
  try {
    const kept = JSON.parse(storage?.getItem(PLAYED_PREFIX + id) ?? 'null');
    const ok = kept && kept.tag === recordTag(record) && kept.game?.id === id
      && Array.isArray(kept.game.kinds) && Array.isArray(kept.game.keys) && Array.isArray(kept.game.places) && Array.isArray(kept.game.names)
      && kept.game.kinds.length === kept.game.places.length && kept.game.places.every((n) => Number.isInteger(n) && n >= 1)
      && kept.game.kinds.every((k) => typeof k === 'string') && Number.isFinite(kept.game.ended);
    return ok ? kept.game : null;
  } catch {
    return null;
  }
}

/**
 * The finished games of this browser's kept entries (store.js listRemote: {id, entry}[]). A record is
 * verified again from its first turn the first time it is counted (a record that no longer verifies is
 * not counted); what it showed is kept (PLAYED_PREFIX) and read from there until the record changes.
 * @returns {Promise<PlayedGame[]>}
 */
export async function playedGames(entries, { verify = verifyRecord, storage = localStore() } = {}) {
  const out = [];
  for (const { id, entry } of entries) {
    const record = entry?.record;
    if (entry?.summary?.current !== null || !Array.isArray(record?.turns)) continue; // in progress, as last kept
    let game = keptPlayed(id, record, storage);
    if (!game) {
      try { game = playedGame(await verify(record), entry); } catch { continue; } // not counted
      if (!game) continue;
      try { storage?.setItem(PLAYED_PREFIX + id, JSON.stringify({ tag: recordTag(record), game })); } catch { /* checked again next time */ }
    }
    out.push({ ...game, mine: Array.isArray(entry.mine) ? entry.mine.filter(Number.isInteger) : [] });
  }
  return out;
}

/** Each seat's place at the end of a verified game: by when it fell (gameSummary); only the winner is first when there is one. */
function places(history, game) {
  return gameSummary(history, game).seats.map((s) => (game.winner !== null && s.place === 1 && s.seat !== game.winner ? 2 : s.place));
}

/** One copy of each game (the longest record of an id), oldest end first. */
export function onceEach(games) {
  const byId = new Map();
  for (const g of games) {
    if (!g || typeof g.id !== 'string') continue;
    const held = byId.get(g.id);
    if (!held || g.turns > held.turns) byId.set(g.id, g);
  }
  return [...byId.values()].sort((a, b) => a.ended - b.ended || (a.id < b.id ? -1 : 1));
}

/**
 * The people of a game: person → {seats, place (the best of its seats)}. A person is ME, a friend's
 * identity key, or "key:<game key>" for a seat whose device presented no identity.
 * @param {PlayedGame} game
 * @param {Map<string, string>} identities game key → identity key (checked proofs)
 * @param {string|null} self this device's identity key
 */
export function peopleOf(game, identities, self = null) {
  const people = new Map();
  game.kinds.forEach((kind, seat) => {
    if (kind.startsWith('bot')) return;
    const key = game.keys[seat];
    const identity = key ? identities.get(key) ?? null : null;
    let who;
    if (game.mine.includes(seat) || (identity !== null && identity === self)) who = ME;
    else if (identity !== null) who = identity;
    else if (key) who = `key:${key}`;
    else return; // a seat never bound: nobody played it
    const p = game.places[seat];
    const held = people.get(who);
    people.set(who, held ? { seats: [...held.seats, seat], place: Math.min(held.place, p) } : { seats: [seat], place: p });
  });
  return people;
}

const emptyRecord = () => ({
  games: 0, wins: 0, losses: 0, draws: 0,
});

/**
 * The book: every friend (an identity met at a finished game with this device) with their name, their
 * results against this device by table size, and the ratings by table size (theirs and this device's
 * player's), each game rated once in the order the games ended.
 * @param {PlayedGame[]} games
 * @param {Map<string, string>} identities game key → identity key
 * @param {{self?: string|null, names?: (identity: string) => string|null}} [options] `names`: the player's own name for a friend
 * @returns {{friends: object[], me: Map<number, {mu: number, sigma: number, games: number}>, unknown: number, counted: number}}
 */
export function friendsBook(games, identities, { self = null, names = () => null } = {}) {
  const ratings = new Map(); // players → (person → rating)
  const played = new Map(); // players → (person → games rated)
  const friends = new Map(); // identity → friend
  let unknown = 0;
  let counted = 0;
  for (const game of onceEach(games)) {
    const people = peopleOf(game, identities, self);
    if ([...people.keys()].some((p) => p.startsWith('key:'))) unknown += 1;
    counted += 1;
    // The rating: the people of the game, each one team, ranked by their places (bots are not rated).
    if (people.size >= 2) {
      if (!ratings.has(game.players)) { ratings.set(game.players, new Map()); played.set(game.players, new Map()); }
      const pool = ratings.get(game.players);
      const who = [...people.keys()];
      const after = rate(who.map((p) => [pool.get(p) ?? newRating()]), { rank: who.map((p) => people.get(p).place) });
      who.forEach((p, i) => {
        pool.set(p, after[i][0]);
        played.get(game.players).set(p, (played.get(game.players).get(p) ?? 0) + 1);
      });
    }
    // Head to head: this device's player against each friend at the table.
    const me = people.get(ME);
    for (const [who, them] of people) {
      if (who === ME || who.startsWith('key:')) continue;
      if (!friends.has(who)) friends.set(who, { id: who, suggestion: '', last: 0, sizes: new Map() });
      const friend = friends.get(who);
      friend.suggestion = cleanName(seatLabel(game.names, them.seats[0])).slice(0, MAX_NAME); // the latest game's
      friend.last = game.ended;
      if (!me) continue; // a game this device only watched: rated, not head to head
      if (!friend.sizes.has(game.players)) friend.sizes.set(game.players, emptyRecord());
      const row = friend.sizes.get(game.players);
      row.games += 1;
      if (me.place < them.place) row.wins += 1;
      else if (me.place > them.place) row.losses += 1;
      else row.draws += 1;
    }
  }
  const ratingOf = (players, who) => {
    const r = ratings.get(players)?.get(who);
    return r ? { ...r, games: played.get(players).get(who) } : null;
  };
  const list = [...friends.values()].map((f) => {
    const own = names(f.id);
    const sizes = [...f.sizes.keys()].sort((a, b) => a - b).map((players) => ({ players, ...f.sizes.get(players), rating: ratingOf(players, f.id) }));
    const total = sizes.reduce((t, s) => ({
      games: t.games + s.games, wins: t.wins + s.wins, losses: t.losses + s.losses, draws: t.draws + s.draws,
    }), emptyRecord());
    return {
      id: f.id, name: own ?? f.suggestion, named: own !== null, suggestion: f.suggestion, last: f.last, sizes, total,
    };
  }).sort((a, b) => b.last - a.last || (a.id < b.id ? -1 : 1));
  const me = new Map([...ratings.keys()].sort((a, b) => a - b).flatMap((players) => {
    const r = ratingOf(players, ME);
    return r ? [[players, r]] : [];
  }));
  return {
    friends: list, me, unknown, counted,
  };
}

/**
 * The game key → identity map of the proofs kept for `games`, each proof checked again (identity.js):
 * only a proof for a key that holds a seat of its game counts, the first per key.
 * @param {PlayedGame[]} games
 * @param {(gameId: string) => object[]} proofsOf the proofs kept for a game
 */
export async function identitiesOf(games, proofsOf) {
  const out = new Map();
  for (const game of onceEach(games)) {
    const seats = new Set(game.keys.filter(Boolean));
    for (const proof of proofsOf(game.id)) {
      if (!seats.has(proof?.k) || out.has(proof.k)) continue;
      if (await proofRefusal(game.id, proof) === null) out.set(proof.k, proof.i);
    }
  }
  return out;
}

// ---- the player's names for friends ------------------------------------------------------------

/** The player's own name for a friend, or null (never named: the game's name is the suggestion). */
export function friendName(identity, storage = localStore()) {
  try {
    const kept = JSON.parse(storage?.getItem(NAME_PREFIX + identity) ?? 'null');
    return typeof kept?.name === 'string' && kept.name ? kept.name : null;
  } catch {
    return null;
  }
}

/**
 * Names a friend (the player's own word, kept in this browser); an empty name goes back to the
 * suggestion. Returns the name kept (cleaned: no line breaks or direction controls, at most MAX_NAME
 * characters), or throws an Error naming why it was not kept.
 */
export function nameFriend(identity, name, storage = localStore()) {
  if (typeof identity !== 'string' || !identity) throw new Error('friends: no friend to name');
  if (typeof name !== 'string') throw new Error('friends: a name is text');
  const clean = cleanName(name).slice(0, MAX_NAME);
  if (!storage) throw new Error('friends: this browser keeps nothing');
  if (clean === '') storage.removeItem(NAME_PREFIX + identity);
  else storage.setItem(NAME_PREFIX + identity, JSON.stringify({ name: clean }));
  return clean;
}

/** A short fingerprint of an identity key ("7KQ2-M9XD"), to tell apart two friends with one name. */
export async function fingerprint(identity) {
  const ALPHABET = '23456789ABCDEFGHJKMNPQRSTVWXYZ';
  const digest = await sha256(`hc-friend-print/1|${identity}`);
  const letters = [...digest.slice(0, 8)].map((c) => ALPHABET[c.charCodeAt(0) % ALPHABET.length]).join('');
  return `${letters.slice(0, 4)}-${letters.slice(4)}`;
}

/** The range a rating's skill lies in, about 95 times in 100 (mu ± 2 sigma), and its cautious figure, rounded for people. */
export function ratingWords(r) {
  return {
    mu: Math.round(r.mu), low: Math.round(r.mu - 2 * r.sigma), high: Math.round(r.mu + 2 * r.sigma), ordinal: Math.round(ordinal(r)), games: r.games ?? 0,
    settled: r.sigma < DEFAULTS.sigma / 2,
  };
}
