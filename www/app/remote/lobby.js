// Open tables (docs/lobby.md): a table its creator chose to list publicly is a
// signed Nostr event on the public relays (network.js's RELAYS), which any
// page may read as "the lobby". This module is the format and its rules, with
// no DOM: the listing made from a table's public settings, signed (BIP-340
// Schnorr over secp256k1, the signatures the Nostr strategy of the vendored
// discovery library already carries: vendor/trystero.mjs's `schnorr`); a
// listing read back and checked field by field; the listings kept, one a table;
// the relays' sockets (a `connect(url)` that returns a WebSocket, or the
// tests' fake); and the creator's publisher with its rate limit, shared by the
// browser's tabs through storage.
//
// A listing is a parameterised replaceable event (NIP-01, kind LISTING_KIND):
// `d` names the table (its game's id), `t` is LISTING_TAG (what the lobby asks
// the relays for), `expiration` (NIP-40) a few minutes ahead, refreshed while
// seats are free. Its content carries the table's public settings and nothing
// else: the code (public by the creator's choice: it is what a stranger joins
// with), the number of seats, the free seats (by number: no names), the board's
// radius, the house rules, the deadline and the creator's language. A table full,
// closed or over is listed once more as closed (the same `d`: relays keep the
// newer), and expiry is the backstop.

import { parseStrict } from './codec.js';
import { readCode } from './table.js';
import { browserLocks, withLock } from './locks.js';

/** The event kind of a listing: parameterised replaceable (30000-39999), one per creator key and table. */
export const LISTING_KIND = 30642;
/** The `t` tag every listing carries: the lobby asks the relays for it. */
export const LISTING_TAG = 'hex-checkers-table';
/** The format's version, in the content. */
export const LISTING_VERSION = 1;
/** How far ahead of its signing a listing expires (s). */
export const LISTING_LIFE_S = 180;
/** The longest life a reader takes (s): a listing that says it lives longer is refused. */
export const MAX_LIFE_S = 600;
/** An open listing is signed again this often while its table has free seats (s). */
export const REFRESH_S = 60;
/** At most one listing of a table in this long, from all the browser's tabs together (s); a closing listing is the one exception. */
export const MIN_GAP_S = 20;
/** How far ahead of the reader's clock a listing may be signed (s). */
export const SKEW_S = 300;
/** The longest event a reader looks at (characters of its JSON), and the longest content. */
export const MAX_EVENT_CHARS = 2048;
export const MAX_CONTENT_CHARS = 512;
/** What the lobby asks each relay for, and the most tables it shows. */
export const MAX_READ = 200;
export const MAX_SHOWN = 50;
/** The languages a listing may name (the page's, www/i18n/). */
export const LANGS = Object.freeze(['en', 'fr', 'de', 'ar']);
/** The deadlines a table may have (ms; chain/format.js's DEADLINES). */
export const LISTING_DEADLINES = Object.freeze([0, 3600_000, 86_400_000, 3 * 86_400_000, 7 * 86_400_000]);
/** How long the lobby waits for any relay to open before it says that none answers (ms). */
export const RELAY_PATIENCE_MS = 6000;

/** Why a listing was refused: a reason code the lobby counts and a test names. */
export const REASONS = Object.freeze(['shape', 'size', 'kind', 'id', 'signature', 'tag', 'expired', 'future', 'life', 'content']);

/** A refusal: the Error (its message for developers and tests) named LobbyError, with its reason (one of REASONS). */
const refused = (reason, error) => Object.assign(error, { name: 'LobbyError', reason });
/** Is `e` a refusal of this module's? */
export const isLobbyError = (e) => e instanceof Error && e.name === 'LobbyError' && REASONS.includes(e.reason);

const HEX64 = /^[0-9a-f]{64}$/;
const HEX128 = /^[0-9a-f]{128}$/;
const D_TAG = /^[A-Za-z0-9_-]{1,64}$/;
/** Has `object` exactly these fields? */
const sameKeys = (object, names) => Object.keys(object).sort().join() === [...names].sort().join();
const hex = (bytes) => [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
const unhex = (text) => Uint8Array.from(text.match(/../g), (b) => parseInt(b, 16));

let lib = null;
/** The Schnorr signatures of the vendored discovery library (loaded on first use). */
const schnorr = async () => (await (lib ??= import('./vendor/trystero.mjs'))).schnorr;

/** A new secret key for a table's listings (hex). */
export async function newListingKey() {
  return hex((await schnorr()).keygen().secretKey);
}

/** NIP-01's id: SHA-256 of the event's serialisation. */
async function eventId(e) {
  const text = JSON.stringify([0, e.pubkey, e.created_at, e.kind, e.tags, e.content]);
  return hex(new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text))));
}

/**
 * A table's public settings, checked, as the listing carries them.
 * @param {{code: string, players: number, free: number[], radius: number, rules: {noProgress: number, repetition: number},
 *   deadline: number, lang: string}} table
 * @returns {object} the same fields, in the listing's order; throws a LobbyError('content') naming the field
 */
export function publicSettings(table) {
  const bad = (field) => refused('content', new Error(`listing: bad ${field}`));
  if (typeof table !== 'object' || table === null) throw bad('table');
  const { code, players, free, radius, rules, deadline, lang } = table;
  if (readCode(code) !== code) throw bad('code');
  if (!Number.isInteger(players) || players < 2 || players > 6) throw bad('players');
  if (!Array.isArray(free) || !free.length || free.length >= players || new Set(free).size !== free.length
    || !free.every((s) => Number.isInteger(s) && s >= 0 && s < players)) throw bad('free');
  if (!Number.isInteger(radius) || radius < 3 || radius > 8) throw bad('radius');
  if (typeof rules !== 'object' || rules === null || !sameKeys(rules, ['noProgress', 'repetition'])
    || ![0, 150, 300].includes(rules.noProgress) || ![0, 3].includes(rules.repetition)) throw bad('rules');
  if (!LISTING_DEADLINES.includes(deadline)) throw bad('deadline');
  if (!LANGS.includes(lang)) throw bad('lang');
  return { code, players, free: [...free].sort((a, b) => a - b), radius, rules: { noProgress: rules.noProgress, repetition: rules.repetition }, deadline, lang };
}

/**
 * The listing of a table, signed: open with its public settings, or closed (`settings` null: only its code).
 * @param {{secretKey: string, d: string, settings: object|null, code?: string, now: number}} what `now` in ms
 */
export async function signListing({ secretKey, d, settings, code = settings?.code, now }) {
  if (!D_TAG.test(d)) throw refused('tag', new Error('listing: bad table name'));
  if (readCode(code) !== code) throw refused('content', new Error('listing: bad code'));
  const content = JSON.stringify(settings === null ? { v: LISTING_VERSION, code, closed: true } : { v: LISTING_VERSION, ...publicSettings(settings) });
  const s = await schnorr();
  const created = Math.floor(now / 1000);
  const event = {
    pubkey: hex(s.getPublicKey(unhex(secretKey))),
    created_at: created,
    kind: LISTING_KIND,
    tags: [['d', d], ['t', LISTING_TAG], ['expiration', String(created + LISTING_LIFE_S)]],
    content,
  };
  event.id = await eventId(event);
  event.sig = hex(await s.signAsync(unhex(event.id), unhex(secretKey)));
  return event;
}

/**
 * Reads a listing as a relay hands it: every field checked, the id recomputed, the signature verified, its
 * time between the reader's clock less its life and the clock plus SKEW_S. Throws a LobbyError naming why not.
 * @param {unknown} event the event (a relay's ["EVENT", sub, event]'s third part)
 * @param {number} now the reader's clock (ms)
 * @returns {Promise<{pubkey: string, d: string, id: string, created: number, expires: number, closed: boolean, settings: object|null}>}
 */
export async function readListing(event, now) {
  const shape = (what) => refused('shape', new Error(`listing: ${what}`));
  if (typeof event !== 'object' || event === null || Array.isArray(event)) throw shape('not an event');
  let size;
  try { size = JSON.stringify(event).length; } catch { throw shape('not an event'); }
  if (size > MAX_EVENT_CHARS) throw refused('size', new Error('listing: too large'));
  if (!sameKeys(event, ['content', 'created_at', 'id', 'kind', 'pubkey', 'sig', 'tags'])) throw shape('fields');
  const { id, pubkey, created_at: created, kind, tags, content, sig } = event;
  if (!HEX64.test(id) || !HEX64.test(pubkey) || !HEX128.test(sig)) throw shape('id, key or signature');
  if (!Number.isInteger(created) || created < 0) throw shape('time');
  if (typeof content !== 'string') throw shape('content');
  if (content.length > MAX_CONTENT_CHARS) throw refused('size', new Error('listing: content too large'));
  if (!Array.isArray(tags) || tags.length > 8 || !tags.every((t) => Array.isArray(t) && t.length >= 1 && t.length <= 3 && t.every((x) => typeof x === 'string' && x.length <= 100))) throw shape('tags');
  if (kind !== LISTING_KIND) throw refused('kind', new Error('listing: not a listing\'s kind'));
  if (await eventId(event) !== id) throw refused('id', new Error('listing: id is not the event\'s hash'));
  let good = false;
  try { good = await (await schnorr()).verifyAsync(unhex(sig), unhex(id), unhex(pubkey)); } catch { good = false; }
  if (!good) throw refused('signature', new Error('listing: bad signature'));
  const one = (name) => {
    const found = tags.filter((t) => t[0] === name);
    if (found.length !== 1 || found[0].length !== 2) throw refused('tag', new Error(`listing: one ${name} tag`));
    return found[0][1];
  };
  const d = one('d');
  if (!D_TAG.test(d) || one('t') !== LISTING_TAG) throw refused('tag', new Error('listing: bad d or t tag'));
  const expiresText = one('expiration');
  const expires = /^\d{1,12}$/.test(expiresText) ? Number(expiresText) : Number.NaN;
  if (!Number.isInteger(expires)) throw refused('tag', new Error('listing: bad expiration'));
  if (expires <= created || expires - created > MAX_LIFE_S) throw refused('life', new Error('listing: lives too long'));
  const clock = Math.floor(now / 1000);
  if (created > clock + SKEW_S) throw refused('future', new Error('listing: signed in the future'));
  // Dated ahead within the skew, a listing may not stay longer than one signed now could (MAX_LIFE_S from the
  // reader's clock): an honest creator's clock ahead by up to SKEW_S stays well within it (LISTING_LIFE_S).
  if (expires - clock > MAX_LIFE_S) throw refused('life', new Error('listing: lives too long from now'));
  if (expires <= clock) throw refused('expired', new Error('listing: expired'));
  let data;
  try { data = parseStrict(content); } catch { throw refused('content', new Error('listing: content is not JSON')); }
  if (typeof data !== 'object' || data === null || data.v !== LISTING_VERSION) throw refused('content', new Error('listing: not version 1'));
  if (data.closed === true) {
    if (!sameKeys(data, ['closed', 'code', 'v']) || readCode(data.code) !== data.code) throw refused('content', new Error('listing: closed with more'));
    return { pubkey, d, id, created, expires, closed: true, code: data.code, settings: null };
  }
  const { v, ...rest } = data;
  if (!sameKeys(rest, ['code', 'deadline', 'free', 'lang', 'players', 'radius', 'rules'])) throw refused('content', new Error('listing: fields'));
  const settings = publicSettings(rest);
  if (JSON.stringify({ v, ...settings }) !== content) throw refused('content', new Error('listing: not in its written form'));
  return { pubkey, d, id, created, expires, closed: false, code: settings.code, settings };
}

/** Is listing `a` newer than `b` (of one key and code, or of one code)? At one second a closing one (a table closes once), then the lower id (as relays do). */
const newer = (a, b) => a.created > b.created || (a.created === b.created && (a.closed !== b.closed ? a.closed : a.id < b.id));

/**
 * The listings a lobby holds: the newest per key and table (as the relays keep them). A listing's authority
 * is its own key: a key's newest listing of a code is its word on that code, and a closed one hides only that
 * key's older listings of it, never another key's (a stranger who read a code cannot hide its table). Of the
 * keys whose word on a code is open, the newest listing is shown: one entry per code, the expired dropped.
 */
export class Listings {
  constructor() {
    /** pubkey|d → the newest listing read. */
    this.byTable = new Map();
    /** Refusals counted by reason (for the tests and a curious console). */
    this.refused = Object.fromEntries(REASONS.map((r) => [r, 0]));
    this.read = 0;
  }

  /**
   * Takes one event from a relay: 'new' (kept), 'old' (a listing of that table as new or newer is held:
   * a replay, or the same event from another relay), 'full' (MAX_READ read already), or the refusal's reason.
   */
  async take(event, now) {
    if (this.read >= MAX_READ) return 'full';
    this.read++;
    let listing;
    try { listing = await readListing(event, now); } catch (e) {
      if (!isLobbyError(e)) throw e;
      this.refused[e.reason]++;
      return e.reason;
    }
    const key = `${listing.pubkey}|${listing.d}`;
    const held = this.byTable.get(key);
    if (held && (held.created > listing.created || (held.created === listing.created && held.id <= listing.id))) return 'old';
    this.byTable.set(key, listing);
    return 'new';
  }

  /**
   * The open tables to show at `now`, newest first, at most MAX_SHOWN: per code, each key's newest listing of
   * it (expired or not: an expired close still ends its key's older open listing), those open and unexpired,
   * and of them the newest.
   */
  open(now) {
    const clock = Math.floor(now / 1000);
    const word = new Map(); // pubkey|code → that key's newest listing of the code
    for (const l of this.byTable.values()) {
      const key = `${l.pubkey}|${l.code}`;
      const held = word.get(key);
      if (!held || newer(l, held)) word.set(key, l);
    }
    // Among keys, a listing dated ahead of the reader's clock (taken within the skew) ranks as signed now, and
    // below one signed by then: dating ahead neither puts a table first nor makes its words the ones shown.
    const at = (l) => Math.min(l.created, clock);
    const byCode = new Map();
    for (const l of word.values()) {
      if (l.closed || l.expires <= clock) continue;
      const held = byCode.get(l.code);
      const ahead = (x) => x.created > clock;
      if (!held || (ahead(l) !== ahead(held) ? ahead(held) : newer(l, held))) byCode.set(l.code, l);
    }
    return [...byCode.values()].sort((a, b) => at(b) - at(a) || (a.id < b.id ? -1 : 1)).slice(0, MAX_SHOWN);
  }
}

/**
 * Sockets to a few relays, for the lobby and the publisher: each opened by `connect(url)` (a WebSocket or
 * the tests' fake, with send, close, readyState and the on* handlers), tried again after a close on a
 * doubling wait (1 s to 60 s). `state`: 'connecting' until one opens, 'up' while one is open, 'down' when
 * none has been open for RELAY_PATIENCE_MS.
 */
export class Relays {
  /**
   * @param {string[]} urls
   * @param {{connect?: (url: string) => object, onEvent?: (event: unknown, url: string) => void, onChange?: () => void,
   *   now?: () => number, setTimer?: Function, clearTimer?: Function}} options
   */
  constructor(urls, { connect = (url) => new WebSocket(url), onEvent = () => {}, onChange = () => {}, now = Date.now, setTimer = (run, ms) => setTimeout(run, ms), clearTimer = (timer) => clearTimeout(timer) } = {}) {
    Object.assign(this, { urls: urls.slice(0, 8), connect, onEvent, onChange, now, setTimer, clearTimer });
    this.sockets = new Map();
    this.subs = new Map(); // id → filter, sent to every socket that opens
    this.pending = new Map(); // d → the latest event not yet sent to every relay
    this.sentTo = new Map(); // event id → the urls it went to
    this.waits = new Map(); // url → the next wait (ms)
    this.since = now();
    this.closed = false;
    this.sent = 0;
    this.timers = new Set();
    for (const url of this.urls) this.open(url);
    this.patience = this.later(() => this.onChange(), RELAY_PATIENCE_MS);
  }

  later(run, ms) {
    const timer = this.setTimer(() => { this.timers.delete(timer); run(); }, ms);
    this.timers.add(timer);
    return timer;
  }

  open(url) {
    if (this.closed) return;
    let socket;
    try { socket = this.connect(url); } catch { this.retry(url); return; }
    this.sockets.set(url, socket);
    socket.onopen = () => {
      this.waits.delete(url);
      for (const [id, filter] of this.subs) this.write(socket, ['REQ', id, filter]);
      for (const event of this.pending.values()) this.write(socket, ['EVENT', event]);
      this.onChange();
    };
    socket.onmessage = (message) => {
      let data;
      try { data = JSON.parse(String(message.data)); } catch { return; }
      if (Array.isArray(data) && data[0] === 'EVENT' && this.subs.has(data[1])) this.onEvent(data[2], url);
    };
    socket.onclose = () => {
      if (this.sockets.get(url) !== socket) return;
      this.sockets.delete(url);
      this.onChange();
      this.retry(url);
    };
    socket.onerror = () => {};
  }

  retry(url) {
    if (this.closed) return;
    const wait = this.waits.get(url) ?? 1000;
    this.waits.set(url, Math.min(60_000, wait * 2));
    this.later(() => this.open(url), wait);
  }

  write(socket, message) {
    if (socket.readyState !== 1) return false;
    socket.send(JSON.stringify(message));
    this.sent++;
    return true;
  }

  /** 'up', 'connecting' or 'down' (see the class). */
  get state() {
    if ([...this.sockets.values()].some((s) => s.readyState === 1)) {
      this.since = this.now();
      return 'up';
    }
    return this.now() - this.since >= RELAY_PATIENCE_MS ? 'down' : 'connecting';
  }

  /** Asks every relay (now and when one opens) for `filter`'s events. */
  subscribe(id, filter) {
    this.subs.set(id, filter);
    for (const socket of this.sockets.values()) this.write(socket, ['REQ', id, filter]);
  }

  /** Sends a signed event to every open relay; one that opens later gets the table's latest. */
  publish(event) {
    const d = event.tags.find((t) => t[0] === 'd')?.[1] ?? event.id;
    this.pending.set(d, event);
    for (const socket of this.sockets.values()) this.write(socket, ['EVENT', event]);
  }

  close() {
    this.closed = true;
    for (const timer of this.timers) this.clearTimer(timer);
    this.timers.clear();
    for (const [id] of this.subs) for (const socket of this.sockets.values()) { try { this.write(socket, ['CLOSE', id]); } catch { /* closing */ } }
    for (const socket of this.sockets.values()) { try { socket.close(); } catch { /* closed already */ } }
    this.sockets.clear();
  }
}

/** The lobby's question to the relays: listings of the last MAX_LIFE_S, at most MAX_READ. */
export const lobbyFilter = (now) => ({ kinds: [LISTING_KIND], '#t': [LISTING_TAG], since: Math.floor(now / 1000) - MAX_LIFE_S - SKEW_S, limit: MAX_READ });

/** The storage key of a table's listing state, shared by the browser's tabs: its key, whether listed, the last listing sent. */
export const listingKey = (d) => `hex-checkers/lobby/${d}`;

/**
 * The creator's side: whether a table is listed, and its listing signed and sent when due. One state per
 * table in `storage` (localStorage: every tab of the browser sees it), so two tabs of one creator sign with
 * one key (the relays keep one listing) and together send at most one listing per MIN_GAP_S.
 */
export class Publisher {
  /**
   * @param {{storage: {getItem: Function, setItem: Function}, send: (event: object) => void, now?: () => number,
   *   locks?: {request: Function}|null}} options `send`: hands a signed listing to the relays (Relays.publish);
   *   `locks`: the browser's locks across tabs (locks.js), null for none
   */
  constructor({ storage, send, now = Date.now, locks = browserLocks() }) {
    Object.assign(this, { storage, send, now, locks });
    /**
     * Each open table's closing listing, signed ahead (a second after its open one, so newer than it): the
     * page sends it as it is left (`farewells`), when there is no time to sign.
     */
    this.farewell = new Map();
  }

  /**
   * The closing listings signed ahead, to send as the page is left (each table's open listing then ends at
   * once, not at its expiry). Each table whose last open listing (from any tab) it ends is kept as closed: the
   * page that opens it next (a reload) or another tab lists it again as soon as the 20 s gap allows, not at the
   * next minute's refresh. (Another tab's newer open listing stands: its table stays kept as open.)
   */
  farewells() {
    const out = [...this.farewell.values()];
    for (const [d, farewell] of this.farewell) {
      const s = this.state(d);
      if (s?.sent === 'open' && Math.floor(s.at / 1000) < farewell.created_at) this.keep(d, { ...s, sent: 'closed' });
    }
    this.farewell.clear();
    return out;
  }

  /** The kept state of table `d` ({key, listed, at (ms), sent: 'open'|'closed'|null, content}), or null. */
  state(d) {
    try {
      const s = JSON.parse(this.storage.getItem(listingKey(d)) ?? 'null');
      return s && typeof s === 'object' && HEX64.test(s.key ?? '') ? s : null;
    } catch { return null; }
  }

  keep(d, s) {
    try { this.storage.setItem(listingKey(d), JSON.stringify(s)); } catch { /* no storage: this visit only */ }
  }

  /** Is table `d` listed (its creator's choice, off by default)? */
  listed(d) { return this.state(d)?.listed === true; }

  /**
   * The creator lists table `d` (on) or withdraws it (off); the next `sync` sends what follows. The table's
   * listing key is made once and kept: every tab and every later visit signs with it (a listing's authority is
   * its key: a second key would be a second listing its closes do not end). Two tabs choosing at once take the
   * browser's lock (`locks`), and read the kept state again with no wait before keeping theirs: the first key
   * kept is the one both keep.
   */
  async choose(d, on) {
    const fresh = await newListingKey();
    const decide = () => {
      const s = this.state(d) ?? { key: fresh, listed: false, at: 0, sent: null, content: null, code: null };
      s.listed = on;
      this.keep(d, s);
    };
    await withLock(this.locks, listingKey(d), decide);
  }

  /**
   * Sends table `d`'s listing if one is due: open (`settings`, with free seats) when listed and the game
   * goes on, refreshed every REFRESH_S or at once when the settings changed, never sooner than MIN_GAP_S
   * after the last (from any tab); closed once, at once, when it was open and is no longer (full, over,
   * withdrawn). Returns 'open', 'closed', or null when nothing was sent, and `wait` (ms) until the next
   * call may send.
   * @param {string} d
   * @param {object|null} settings the table's public settings, or null when it is full, closed or over
   */
  async sync(d, settings) {
    const s = this.state(d);
    if (!s) return { sent: null, wait: null };
    const now = this.now();
    const want = s.listed && settings !== null ? 'open' : 'closed';
    if (want === 'closed') {
      if (s.sent !== 'open') return { sent: null, wait: null };
      return { sent: await this.sign(d, s, null, now) ? 'closed' : null, wait: null };
    }
    const content = JSON.stringify(publicSettings(settings));
    const gap = s.at + MIN_GAP_S * 1000 - now;
    const due = s.sent !== 'open' || s.content !== content ? 0 : s.at + REFRESH_S * 1000 - now;
    const wait = Math.max(gap, due);
    if (wait > 0) return { sent: null, wait };
    return { sent: await this.sign(d, s, settings, now) ? 'open' : null, wait: REFRESH_S * 1000 };
  }

  /**
   * Signs and sends table `d`'s listing (closed when `settings` is null); false when it was not sent: another
   * listing of the table was decided while this one was signed (the table filled, the creator withdrew it,
   * another tab sent), so this one is out of date, and sent after the newer one it would have stood on a relay
   * that opened later (Relays keeps the last sent for those).
   */
  async sign(d, s, settings, now) {
    // A closing listing is stamped at least a second after the open one it ends: of two listings of one second a
    // relay keeps either (the lower id), and an open one kept would list a full table until it expired.
    const at = settings === null && s.sent === 'open' ? Math.max(now, (Math.floor(s.at / 1000) + 1) * 1000) : now;
    // Kept before signing: another tab reading meanwhile sees this one's turn taken.
    const next = {
      ...s, at, sent: settings === null ? 'closed' : 'open', content: settings === null ? null : JSON.stringify(publicSettings(settings)), code: settings?.code ?? s.code,
    };
    this.keep(d, next);
    if (settings === null) this.farewell.delete(d);
    const event = await signListing({ secretKey: s.key, d, settings, code: next.code, now: at });
    const held = this.state(d);
    if (held && (held.at !== next.at || held.sent !== next.sent || held.content !== next.content)) return false;
    this.send(event);
    if (settings !== null) {
      const farewell = await signListing({ secretKey: s.key, d, settings: null, code: next.code, now: at + 1000 });
      if (this.state(d)?.sent === 'open') this.farewell.set(d, farewell); // closed meanwhile: its closing listing went out already
    }
    return true;
  }
}
