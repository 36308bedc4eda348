// A live table: the remote game's seats as the devices at the table see them,
// with no DOM and no network (remote-ui.js draws it, discovery.js carries its
// messages; tests/app/remote-table.test.mjs drives it in Node).
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

import { seatWords } from './chain.js';

/** The letters of a table code: no 0/O, 1/I/L or U, so it reads aloud and types back without doubt. */
export const CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTVWXYZ';
/** Letters in a table code (30^8: about 6.6e11 codes). */
export const CODE_LENGTH = 8;

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

/** "ABCD-EFGH": the code as shown. */
export const showCode = (code) => `${code.slice(0, 4)}-${code.slice(4)}`;

/** The texts signed at a table: the host's seating, a guest's claim, a device's hello. */
export const seatingText = (id, seats, spectate) => `hc-table-seats/1|${id}|${seats.map((k) => k ?? '-').join(',')}|${spectate ? 1 : 0}`;
export const claimText = (id, seat, key) => `hc-table-claim/1|${id}|${seat}|${key}`;
export const helloText = (id, key, peer) => `hc-table-hello/1|${id}|${key}|${peer}`;

export class Table {
  /**
   * @param {{id: string, code: string, kinds: string[], names: string[], hostKey: string, selfKey: string,
   *   seats?: (string|null)[], spectate?: boolean}} options  `seats`: each seat's bound key (friends' seats), as kept
   */
  constructor({ id, code, kinds, names, hostKey, selfKey, seats, spectate = true }) {
    Object.assign(this, { id, code, kinds, names, hostKey, selfKey, spectate });
    /** Each seat's bound key: a friend's seat its guest's (null: free), any other seat the creator's. */
    this.seats = kinds.map((k, seat) => (k === 'remote' ? (seats?.[seat] ?? null) : hostKey));
    /** Connected devices: peer id → {key: string|null (null until its hello), since: ms}. */
    this.peers = new Map();
    /** Friends' seats whose device left: seat → since (ms). */
    this.silent = new Map();
    /** This device's claim waiting for the host: a seat, or null. */
    this.asking = null;
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

  /** A device said who it is (its hello, checked by the caller). Its seat, if any, is back. */
  hello(peer, key, now) {
    this.peers.set(peer, { key, since: this.peers.get(peer)?.since ?? now });
    const seat = this.seatOf(key);
    if (seat !== null) this.silent.delete(seat);
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

  /** Why the host would refuse `key` the seat `seat`, or null when it may take it. */
  refusal(seat, key) {
    if (!Number.isInteger(seat) || this.kinds[seat] !== 'remote') return 'that seat is not a friend\'s';
    if (key === this.hostKey) return 'the creator\'s device holds its own seats, not a friend\'s';
    const held = this.seatOf(key);
    if (held === seat) return null; // the same device asking again (a reload): it keeps it
    if (held !== null) return `this device already holds ${seatWords(this.names, held)}'s seat: one device, one seat`;
    if (this.seats[seat] !== null) return `${seatWords(this.names, seat)}'s seat is already taken by another device`;
    return null;
  }

  /** The host binds a seat to a claim's key (checked by the caller); returns the refusal, or null when bound. */
  claim(seat, key) {
    if (!this.host) return 'only the table\'s creator gives seats';
    const no = this.refusal(seat, key);
    if (no === null) this.seats[seat] = key;
    return no;
  }

  /** A seating from the host (its signature checked by the caller): a bound seat never changes hands. */
  follow(seats, spectate) {
    if (!Array.isArray(seats) || seats.length !== this.kinds.length) return 'the seating has the wrong number of seats';
    for (const seat of this.remoteSeats) {
      const key = seats[seat];
      if (this.seats[seat] !== null && key !== this.seats[seat]) return `it gives ${seatWords(this.names, seat)}'s seat, bound already, to another device`;
      if (key !== null && typeof key !== 'string') return 'a seat\'s key is unreadable';
    }
    for (const seat of this.remoteSeats) this.seats[seat] = seats[seat];
    this.spectate = spectate === true;
    if (this.asking !== null && this.seats[this.asking] !== null) this.asking = null;
    return null;
  }

  /** Seats a record shows played (by link, before the table knew): bound to the key that signed them. */
  adopt(keys) {
    for (const seat of this.remoteSeats) if (this.seats[seat] === null && keys[seat]) this.seats[seat] = keys[seat];
  }

  /** The seating the host signs and sends. */
  seating() { return { seats: [...this.seats], spectate: this.spectate }; }

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
      return { seat, reason: this.seats[seat] === null ? `${who}'s seat was not given to any device at this table` : `${who}'s seat belongs to another device at this table` };
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
