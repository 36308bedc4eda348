// A live table: the remote game's seats as the devices at the table see them,
// with no DOM and no network (session.js holds it, panel.js draws it,
// discovery.js carries its messages; tests/app/remote-table.test.mjs drives
// it in Node).
//
// The creator's device (the host) decides who sits where: a guest asks for a
// free friend's seat with a claim signed by its key for the game, and the host
// binds the seat to that key and signs the seating, which every device
// follows. One key holds one friend's seat, the creator's key none; a bound
// seat is not given again (its device may come back from anywhere: the key is
// what counts, not the connection). A record whose friend's seat is played by
// any other key is refused, so a spectator's message can never become a turn.
// The table also says when discovery may go quiet: once every friend's seat
// is bound and every bound device is here (announcing again the moment one
// goes silent), the host alone still announcing while spectators may join.
//
// A silent seat (its device dropped) may be played by a bot until its device
// comes back: once it has been gone STAND_IN_AFTER_MS (or the device's own
// setting, standInAfter), every other device
// holding a seat here votes for a bot level; when all of them agree, the host
// names the stand-in in its signed seating (so every device sees who plays
// the seat) and signs the bot's turns for it (chain.js marks them). The seat's
// own device saying hello again ends the stand-in.

import { seatWords } from './chain.js';
import { t } from '../../i18n/i18n.js';

/** The letters of a table code: no 0/O, 1/I/L or U, so it reads aloud and types back without doubt. */
export const CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTVWXYZ';
/** Letters in a table code (30^10: about 5.9e14 codes, 49 bits), shown as two groups of five. */
export const CODE_LENGTH = 10;
/**
 * PBKDF2-HMAC-SHA-256 iterations that turn a code into what the networks see (tableRoom): each guess of a
 * code costs an attacker this many, so sweeping every code costs about 190 GPU-years (docs/remote-trust.md,
 * "Finding a table"); a device derives it once per table, in about 20 ms on a laptop core (BENCHMARKS.md).
 */
export const CODE_ITERATIONS = 100_000;
/** The derivation's salt: this app's tables only (a table of any other app, or an older version of this one, is another space). */
export const CODE_SALT = 'hex-checkers/table-code/2';
/** How long a friend's seat is silent before the others may let a bot play it. */
export const STAND_IN_AFTER_MS = 30_000;
/**
 * A device's own wait before it votes for a bot (localStorage "hex-checkers/remote-stand-in-after", in
 * seconds, 5 to 3600; the tests shorten it). It changes only this device's vote: every other seat's
 * device must still agree after its own wait, the host's included.
 */
export const STAND_IN_AFTER_KEY = 'hex-checkers/remote-stand-in-after';

/** This device's wait before it may vote for a bot to play a silent seat (ms): its setting, else STAND_IN_AFTER_MS. */
export function standInAfter(storage = undefined) {
  let seconds = null;
  try { // reading localStorage itself throws where the browser blocks storage
    seconds = Number((storage === undefined ? globalThis.localStorage : storage)?.getItem(STAND_IN_AFTER_KEY) ?? Number.NaN);
  } catch { /* no storage: the default */ }
  return Number.isInteger(seconds) && seconds >= 5 && seconds <= 3600 ? seconds * 1000 : STAND_IN_AFTER_MS;
}
/** The bot levels that may stand in for a silent seat. */
export const STAND_IN_LEVELS = [1, 2, 3, 4, 5];

/**
 * What the discovery networks see of a table, derived from its code by a slow salted key derivation
 * (PBKDF2-HMAC-SHA-256, CODE_ITERATIONS): `room`, the room's name (Trystero hashes it into the tracker's
 * info-hash and the relay's topic), and `password`, the key of the connection offers they carry. Both are
 * SHA-256 of the derived key under a label of their own, so neither tells the other, and checking a guessed
 * code against either costs the whole derivation.
 * @param {string} code a table code (readCode's letters)
 * @param {number} [iterations] CODE_ITERATIONS (a benchmark may vary it)
 * @returns {Promise<{room: string, password: string}>} two 64-digit hex strings
 */
export async function tableRoom(code, iterations = CODE_ITERATIONS) {
  const bytes = (text) => new TextEncoder().encode(text);
  const hex = (buffer) => [...new Uint8Array(buffer)].map((b) => b.toString(16).padStart(2, '0')).join('');
  const secret = await crypto.subtle.importKey('raw', bytes(code), 'PBKDF2', false, ['deriveBits']);
  const key = new Uint8Array(await crypto.subtle.deriveBits({ name: 'PBKDF2', hash: 'SHA-256', salt: bytes(CODE_SALT), iterations }, secret, 256));
  const labelled = async (label) => hex(await crypto.subtle.digest('SHA-256', new Uint8Array([...bytes(`${label}|`), ...key])));
  return { room: await labelled('room'), password: await labelled('password') };
}

/** A fresh table code (`random(n)`: n random bytes). */
export function newCode(random = (n) => crypto.getRandomValues(new Uint8Array(n))) {
  const out = [];
  while (out.length < CODE_LENGTH) {
    for (const b of random(CODE_LENGTH)) if (b < 240 && out.length < CODE_LENGTH) out.push(CODE_ALPHABET[b % 30]);
  }
  return out.join('');
}

/** A code as typed or read aloud ("abcd-efgh", spaces, o for 0...) into its letters, or null when it is not one. */
export function readCode(text) {
  if (typeof text !== 'string' || text.length > 40) return null;
  const letters = text.toUpperCase().replace(/[\s-]/g, '').replace(/O/g, '0').replace(/[IL]/g, '1');
  return letters.length === CODE_LENGTH && [...letters].every((c) => CODE_ALPHABET.includes(c)) ? letters : null;
}

/** "ABCDE-FGHJK": the code as shown, in two halves. */
export const showCode = (code) => `${code.slice(0, code.length / 2)}-${code.slice(code.length / 2)}`;

/**
 * The texts signed at a table: the host's seating (with its version, higher each time the host signs one:
 * a device follows no seating older than the last it followed, and the host follows none), a guest's
 * claim, a device's hello.
 */
export const seatingText = (id, version, seats, spectate, standIns = []) => `hc-table-seats/3|${id}|${version}|${seats.map((k) => k ?? '-').join(',')}|${spectate ? 1 : 0}|${standIns.map(([seat, level]) => `${seat}:${level}`).join(',')}`;
export const claimText = (id, seat, key) => `hc-table-claim/1|${id}|${seat}|${key}`;
export const helloText = (id, key, peer) => `hc-table-hello/1|${id}|${key}|${peer}`;

export class Table {
  /**
   * @param {{id: string, code: string, kinds: string[], names: string[], hostKey: string, selfKey: string,
   *   seats?: (string|null)[], spectate?: boolean, standIns?: [number, number][], standInAfter?: number}} options
   *   `seats`: each seat's bound key (friends' seats), `standIns`: [seat, bot level] of the seats a bot plays, as
   *   kept, `standInAfter`: this device's wait before it votes for a bot (ms)
   */
  constructor({
    id, code, kinds, names, hostKey, selfKey, seats, spectate = true, standIns = [], standInAfter = STAND_IN_AFTER_MS,
  }) {
    Object.assign(this, {
      id, code, kinds, names, hostKey, selfKey, spectate, standInAfter,
    });
    /** Each seat's bound key: a friend's seat its guest's (null: free), any other seat the creator's. */
    this.seats = kinds.map((k, seat) => (k === 'remote' ? (seats?.[seat] ?? null) : hostKey));
    /** Connected devices: peer id → {key: string|null (null until its hello), since: ms}. */
    this.peers = new Map();
    /** Friends' seats whose device left: seat → since (ms). */
    this.silent = new Map();
    /** This device's claim waiting for the host: a seat, or null. */
    this.asking = null;
    /** Silent seats a bot plays, as the host's seating says: seat → bot level. */
    this.standIns = new Map(standIns.filter(([seat, level]) => this.kinds[seat] === 'remote' && STAND_IN_LEVELS.includes(level)));
    /** Votes heard for a bot to play a silent seat: seat → (key → level). */
    this.votes = new Map();
    /**
     * The keys the host's device says are at the table (its "here" message): a watcher meets the host's device
     * alone once the guests go quiet, and shows their seats as the host sees them. Words only: nothing is decided by it.
     */
    this.hostSees = new Set();
  }

  /** The keys of the devices the host's device is connected to (itself included), for its "here" message. */
  get here() { return [...this.present]; }

  /** The host's "here" message (its sender checked by the caller): the keys it is connected to. */
  heard(keys) {
    if (Array.isArray(keys)) this.hostSees = new Set(keys.filter((k) => typeof k === 'string').slice(0, 64));
  }

  /** Is the device holding `key` at the table, as far as this device knows: connected here, or (not the host) to the host's device? */
  isHere(key) {
    return this.present.has(key) || (!this.host && this.present.has(this.hostKey) && this.hostSees.has(key));
  }

  get host() { return this.selfKey === this.hostKey; }

  /** The friends' seats. */
  get remoteSeats() { return this.kinds.flatMap((k, seat) => (k === 'remote' ? [seat] : [])); }

  /** Friends' seats no device holds yet. */
  get free() { return this.remoteSeats.filter((s) => this.seats[s] === null); }

  /** The seats this device holds at the table. */
  get mine() { return this.remoteSeats.filter((s) => this.seats[s] === this.selfKey); }

  /** The seat a key is bound to (a friend's), or null. */
  seatOf(key) { return this.remoteSeats.find((s) => this.seats[s] === key) ?? null; }

  /** The keys of the devices here (this one included). */
  get present() {
    return new Set([this.selfKey, ...[...this.peers.values()].map((p) => p.key).filter(Boolean)]);
  }

  /** A device connected; its key comes with its hello. */
  peerJoined(peer, now) {
    if (!this.peers.has(peer)) this.peers.set(peer, { key: null, since: now });
  }

  /** A device said who it is (its hello, checked by the caller). Its seat, if any, is back: a bot playing it stops. */
  hello(peer, key, now) {
    this.peers.set(peer, { key, since: this.peers.get(peer)?.since ?? now });
    const seat = this.seatOf(key);
    if (seat !== null) {
      this.silent.delete(seat);
      this.votes.delete(seat);
      if (this.host) this.standIns.delete(seat);
    }
    return seat;
  }

  /** A device left: its seat (a friend's), if any, goes silent from `now`. */
  peerLeft(peer, now) {
    const key = this.peers.get(peer)?.key;
    this.peers.delete(peer);
    const seat = key ? this.seatOf(key) : null;
    if (seat !== null && !this.present.has(key)) this.silent.set(seat, now);
    return seat;
  }

  /** The keys that decide whether a bot plays `seat`: every device here holding a seat, but that seat's. */
  voters(seat) {
    const here = this.present;
    return [...new Set(this.seats)].filter((k) => k !== null && k !== this.seats[seat] && here.has(k));
  }

  /**
   * Why `key` may not vote for the bot at `level` to play `seat` at `now`, or null. This device votes
   * only once the seat has been silent standInAfter by its own clock; another's vote is kept as
   * it comes (that device saw the seat go silent, perhaps before this one did), and counts only while
   * the seat is silent here: the host's own vote, needed too, keeps the delay.
   */
  voteRefusal(seat, key, level, now) {
    const who = Number.isInteger(seat) && this.kinds[seat] === 'remote' ? seatWords(this.names, seat) : null;
    if (who === null) return t('remote.table.no.friend-only');
    if (!STAND_IN_LEVELS.includes(level)) return t('remote.table.no.level');
    if (key === null || !this.seats.includes(key) || key === this.seats[seat]) return t('remote.table.no.voter');
    if (this.standIns.has(seat)) return t('remote.table.no.already', { seat: who });
    if (key !== this.selfKey) return null;
    if (!this.silent.has(seat)) return t('remote.table.no.present', { seat: who });
    if (now - this.silent.get(seat) < this.standInAfter) return t('remote.table.no.soon', { seat: who, seconds: this.standInAfter / 1000 });
    return null;
  }

  /** May this device vote for a bot to play `seat` now? */
  mayVote(seat, now) { return this.voteRefusal(seat, this.selfKey, STAND_IN_LEVELS[0], now) === null; }

  /** A vote (its sender checked by the caller): the refusal, or null when counted. A later vote replaces the key's earlier one. */
  vote(seat, key, level, now) {
    const no = this.voteRefusal(seat, key, level, now);
    if (no) return no;
    if (!this.votes.has(seat)) this.votes.set(seat, new Map());
    this.votes.get(seat).set(key, level);
    return null;
  }

  /** The level every voter agreed on for `seat`, or null while one has not (or they differ). */
  agreed(seat) {
    if (!this.silent.has(seat)) return null;
    const votes = this.votes.get(seat);
    const levels = new Set(this.voters(seat).map((k) => votes?.get(k)));
    const [level] = levels;
    return levels.size === 1 && level !== undefined ? level : null;
  }

  /** The host: `seat` is played by the bot its voters agreed on; returns the level, or null while they have not. */
  settle(seat) {
    const level = this.host && !this.standIns.has(seat) ? this.agreed(seat) : null;
    if (level !== null) {
      this.standIns.set(seat, level);
      this.votes.delete(seat);
    }
    return level;
  }

  /** Why the host would refuse `key` the seat `seat`, or null when it may take it. */
  refusal(seat, key) {
    if (!Number.isInteger(seat) || this.kinds[seat] !== 'remote') return t('remote.table.no.not-friend');
    if (key === this.hostKey) return t('remote.table.no.creator');
    const held = this.seatOf(key);
    if (held === seat) return null; // the same device asking again (a reload): it keeps it
    if (held !== null) return t('remote.table.no.one-seat', { seat: seatWords(this.names, held) });
    if (this.seats[seat] !== null) return t('remote.table.no.taken', { seat: seatWords(this.names, seat) });
    return null;
  }

  /** The host binds a seat to a claim's key (checked by the caller); returns the refusal, or null when bound. */
  claim(seat, key) {
    if (!this.host) return t('remote.table.no.host');
    const no = this.refusal(seat, key);
    if (no === null) this.seats[seat] = key;
    return no;
  }

  /** A seating from the host (its signature checked by the caller): a bound seat never changes hands. */
  follow(seats, spectate, standIns = []) {
    if (!Array.isArray(seats) || seats.length !== this.kinds.length) return t('remote.table.no.count');
    for (const seat of this.remoteSeats) {
      const key = seats[seat];
      if (this.seats[seat] !== null && key !== this.seats[seat]) return t('remote.table.no.rebind', { seat: seatWords(this.names, seat) });
      if (key !== null && typeof key !== 'string') return t('remote.table.no.key');
    }
    if (!Array.isArray(standIns) || !standIns.every((x) => Array.isArray(x) && x.length === 2 && this.kinds[x[0]] === 'remote' && STAND_IN_LEVELS.includes(x[1]))) {
      return t('remote.table.no.stand-in');
    }
    for (const seat of this.remoteSeats) this.seats[seat] = seats[seat];
    this.spectate = spectate === true;
    this.standIns = new Map(standIns);
    for (const seat of this.standIns.keys()) this.votes.delete(seat);
    if (this.asking !== null && this.seats[this.asking] !== null) this.asking = null;
    return null;
  }

  /** Seats a record shows played (by link, before the table knew): bound to the key that signed them. */
  adopt(keys) {
    for (const seat of this.remoteSeats) if (this.seats[seat] === null && keys[seat]) this.seats[seat] = keys[seat];
  }

  /** The seating the host signs and sends. */
  seating() { return { seats: [...this.seats], spectate: this.spectate, standIns: [...this.standIns] }; }

  /**
   * A verified record's seats against the table: null when every friend's seat that has played was
   * played by its bound key, else {seat, reason}.
   * @param {(string|null)[]} keys the record's key per seat (chain.js state.keys)
   */
  checkKeys(keys) {
    for (const seat of this.remoteSeats) {
      const key = keys[seat];
      if (key === null || key === this.seats[seat]) continue;
      const who = seatWords(this.names, seat);
      return { seat, reason: t(this.seats[seat] === null ? 'remote.table.no.unseated' : 'remote.table.no.elsewhere', { seat: who }) };
    }
    return null;
  }

  /** May this device send the game to `peer`? A seat's device always, anyone while seats are free or spectating is on. */
  mayWatch(peer) {
    const key = this.peers.get(peer)?.key;
    return this.spectate || this.free.length > 0 || (key !== undefined && key !== null && (key === this.hostKey || this.seatOf(key) !== null));
  }

  /** Every seat bound and every bound device here. */
  get full() {
    const here = this.present;
    return this.free.length === 0 && this.seats.every((k) => here.has(k));
  }

  /**
   * Should this device announce the table to the peer-discovery network? Yes while a seat is free or a
   * bound device is away (so it finds the table again); once full, only the host, and only while
   * spectators may join.
   */
  get announce() {
    return !this.full || (this.host && this.spectate);
  }
}
