// Reactions and chat at a table, with no DOM (chat-ui.js draws them; tests/app/chat-*.test.mjs
// drive this in Node). Each message is signed like a turn by the key bound to the seat it speaks
// for (the seat's key in the record, from the claim), carries a per-key sequence number and its
// signer's time, and is checked by every device that takes it: its shape, its seat's key, its
// size, its time, that it was not taken before, its signature, and its sender's rate. A message
// that fails any check is dropped and counted (`refused`), never shown. The text is only ever
// text: the page puts it in a node's textContent. The chat is kept with the game in this browser
// (its own localStorage entry, beside the record's) and never in the record: nothing here touches
// a turn, a link, an export or Verify. docs/chat.md says what a player sees and what is trusted.

import { CLOCK_SKEW_MS } from './chain/format.js';
import { inOrder } from './in-order.js';
import { browserLocks, withLock } from './locks.js';
import { isLowS, isPublicKey, isSignature, sign, verify } from './sign.js';
import { readJson, writeJson } from '../../element/local-store.js';

/** The signed text's format tag; a message of any other is not read. */
export const CHAT_FORMAT = 'hc-chat/1';
/** Longest text message (UTF-16 code units, as a text box's maxlength counts). */
export const MAX_CHARS = 300;
/** Each key may send this many messages (text and reactions together) in this window, by its own clock. */
export const RATE = { count: 5, windowMs: 10_000 };
/**
 * A receiver counts the same number over a window this much shorter, by its own time of receipt, so an
 * honest sender whose messages are delayed unevenly (up to a second each way) is never cut off, and a
 * modified client that sends faster is.
 */
export const RATE_SLACK_MS = 2_000;
/** Every watcher together (when the creator lets watchers chat): their keys cost nothing to make. */
export const WATCHERS_RATE = { count: 10, windowMs: 10_000 };
/** A message stamped more than this before the receiver's clock is stale (a replay to a device that never saw it). */
export const STALE_MS = CLOCK_SKEW_MS;
/** A message stamped more than this after the receiver's clock is refused (future-dated). */
export const FUTURE_MS = CLOCK_SKEW_MS;
/** The sequence numbers remembered per key: one taken already, or older than the last this many, is a replay. */
export const SEQ_WINDOW = 32;
/** Keys whose numbers are remembered (watchers' keys cost nothing to make): those heard from last stay. */
export const SEEN_KEYS = 64;
/** Text messages kept with a game (the oldest go first). */
export const LOG_KEEP = 200;
/** The preset reactions, in the row's order: id and its sign (the words are in the catalogues, chat.reaction.<id>). */
export const REACTIONS = [
  ['good-move', '👍'], ['oops', '😬'], ['well-played', '👏'], ['thinking', '🤔'], ['hello', '👋'], ['thanks', '🙏'],
];
const REACTION_IDS = new Set(REACTIONS.map(([id]) => id));
const KINDS = new Set(['text', 'react']);
const FIELDS = ['t', 'g', 's', 'k', 'n', 'at', 'kind', 'body', 'sig'].sort().join();
const SETTING_FIELDS = ['t', 'g', 'v', 'on', 'sig'].sort().join();
const KEY_PREFIX = 'hex-checkers/remote-chat/';
const ENTRY = 1;
// C0 and C1 controls but the line feed and the tab: never in a message (they could hide or reorder what is shown).
const CONTROL = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F]/; // eslint-disable-line no-control-regex

/** The text a message's signature is over: every field but the signature, the body last (it may hold any character). */
export const chatText = (m) => `${CHAT_FORMAT}|${m.g}|${m.s ?? '-'}|${m.k}|${m.n}|${m.at}|${m.kind}|${m.body}`;
/** The text of the creator's "let watchers chat" setting, with its version (a higher one replaces a lower). */
export const watchersText = (id, version, on) => `hc-chat-watchers/1|${id}|${version}|${on ? 1 : 0}`;

/** A message refused, with its reason's code (the UI counts them; nothing of it is shown). */
export class ChatError extends Error {
  constructor(code, detail = code) {
    super(detail);
    this.code = code;
  }
}

/** Why a body may not be sent as `kind`, or null: empty, too long, a control character, broken text, no such reaction. */
export function bodyRefusal(kind, body) {
  if (typeof body !== 'string') return 'shape';
  if (kind === 'react') return REACTION_IDS.has(body) ? null : 'reaction';
  if (body.trim() === '') return 'empty';
  if (body.length > MAX_CHARS) return 'size';
  if (CONTROL.test(body) || (typeof body.isWellFormed === 'function' && !body.isWellFormed())) return 'control';
  return null;
}

/** A message as it travels, read strictly (exactly its fields, each of its type); throws ChatError('shape'). */
export function readChat(data) {
  const ok = data && typeof data === 'object' && Object.keys(data).sort().join() === FIELDS && data.t === 'chat'
    && typeof data.g === 'string' && (data.s === null || (Number.isInteger(data.s) && data.s >= 0 && data.s < 6))
    && isPublicKey(data.k) && Number.isSafeInteger(data.n) && data.n > 0 && Number.isSafeInteger(data.at) && data.at > 0
    && KINDS.has(data.kind) && typeof data.body === 'string' && isSignature(data.sig);
  if (!ok) throw new ChatError('shape');
  return data;
}

/** This browser's storage (localStorage); a test gives each device its own. */
export const browserStorage = { read: (key) => readJson(key, null), write: (key, value) => writeJson(key, value) };

/** The kept chat of game `id`: {log, seen, next, sent, muted, watchers}, empty when none is kept or it is unreadable. */
export function keptChat(id, storage = browserStorage) {
  const e = storage.read(KEY_PREFIX + id);
  const ok = e && e.v === ENTRY && Array.isArray(e.log) && e.seen && typeof e.seen === 'object' && Number.isSafeInteger(e.next)
    && Array.isArray(e.sent) && Array.isArray(e.muted);
  return ok ? e : {
    v: ENTRY, log: [], seen: {}, next: 1, sent: [], muted: [], watchers: null,
  };
}

/** `a` and `b` merged: the log by (key, number) once each, in time order; the sequences, sends and mutes together. */
function merged(a, b) {
  const log = new Map();
  for (const m of [...a.log, ...b.log]) log.set(`${m.k}/${m.n}`, m);
  const seen = { ...a.seen };
  for (const [k, ns] of Object.entries(b.seen)) seen[k] = trim([...new Set([...(seen[k] ?? []), ...ns])]);
  const watchers = (b.watchers?.v ?? 0) > (a.watchers?.v ?? 0) ? b.watchers : a.watchers;
  const last = (k) => seen[k][seen[k].length - 1] ?? 0; // numbers go up with the sender's clock: the latest heard from
  for (const k of Object.keys(seen).sort((x, y) => last(y) - last(x)).slice(SEEN_KEYS)) delete seen[k];
  return {
    v: ENTRY,
    log: [...log.values()].sort((x, y) => x.at - y.at || (x.k === y.k ? x.n - y.n : (x.k < y.k ? -1 : 1))).slice(-LOG_KEEP),
    seen,
    next: Math.max(a.next, b.next),
    sent: [...new Map([...a.sent, ...b.sent].map(([at, n]) => [n, at])).entries()].map(([n, at]) => [at, n]).sort((x, y) => x[0] - y[0]).slice(-RATE.count),
    muted: b.muted, // the tab that keeps decides the mutes (a change made here is the latest)
    watchers,
  };
}

/** The last SEQ_WINDOW numbers, sorted. */
const trim = (ns) => ns.sort((x, y) => x - y).slice(-SEQ_WINDOW);

export class Chat {
  /**
   * @param {object} options
   * @param {string} options.id the game's id
   * @param {string} options.creatorKey the creator's key (signs the watchers setting)
   * @param {() => (string|null)[]} options.keys each seat's bound key, as the verified record says now
   * @param {string[]} [options.kinds] each seat's kind (a device speaks for a seat a person plays before a bot's)
   * @param {{privateKey: CryptoKey, publicKey: string}} options.pair this device's key for the game
   * @param {(data: object, to: {except?: object, only?: object, seatedOnly?: boolean}) => void} options.send
   * @param {() => number} [options.now] the clock (ms)
   * @param {object|null} [options.locks] Web Locks (two tabs of this browser take turns), null for none
   * @param {{read: Function, write: Function}} [options.storage] where the chat is kept (browserStorage)
   * @param {{message?: Function, reaction?: Function, changed?: Function}} [options.on] what to tell the page
   */
  constructor({
    id, creatorKey, keys, kinds = [], pair, send, now = Date.now, locks = browserLocks(), storage = browserStorage, on = {},
  }) {
    Object.assign(this, {
      id, creatorKey, keys, kinds, pair, send, now, locks, storage, on,
    });
    this.kept = keptChat(id, storage);
    /** The messages being received, one after another (receive); the creator's presses of the watchers' setting (setWatchers). */
    this.receiving = inOrder();
    this.setting = inOrder();
    /** Messages refused since this page opened the game (a counter the tests wait on), and the last reason. */
    this.refused = 0;
    this.lastRefusal = null;
    /** Copies of messages taken already (a device passes each on once, so most come twice): dropped, not refusals. */
    this.repeats = 0;
    /** Messages taken from peers (a muted player's too, though not shown). */
    this.taken = 0;
    /** Receipt times per key (and 'watchers' for every watcher together): the rate a receiver enforces. */
    this.arrivals = new Map();
  }

  get log() { return this.kept.log; }

  get muted() { return new Set(this.kept.muted); }

  /** May watchers chat? The creator's latest signed setting says (off until it says otherwise). */
  get watchersMay() { return Boolean(this.kept.watchers?.on); }

  /** The seat this device speaks for: its first seat played by a person, else its first seat, else null (a watcher). */
  get seat() {
    const keys = this.keys();
    const own = keys.flatMap((k, s) => (k === this.pair.publicKey ? [s] : []));
    return own.find((seat) => !String(this.kinds[seat]).startsWith('bot')) ?? own[0] ?? null;
  }

  /** May this device send: a seat's device, or a watcher when the creator allows it. */
  get maySpeak() { return this.seat !== null || this.watchersMay; }

  /** Keeps the chat, merged with what another tab of this browser kept meanwhile. */
  save() {
    this.kept = merged(keptChat(this.id, this.storage), this.kept);
    this.storage.write(KEY_PREFIX + this.id, this.kept);
  }

  /** Takes what another tab of this browser kept (its messages, the setting it heard). */
  refresh() {
    this.kept = merged(this.kept, keptChat(this.id, this.storage)); // the mutes too: the kept ones are the latest
    this.on.changed?.();
  }

  /** Runs `run` under this game's chat lock across this browser's tabs (at once without Web Locks). */
  locked(run) {
    return withLock(this.locks, `hex-checkers/remote-chat/${this.id}`, run);
  }

  /** Mutes (or unmutes) the player of `key` on this device: their messages and reactions are not shown here. Kept. */
  mute(key, on) {
    const muted = this.muted;
    if (on) muted.add(key); else muted.delete(key);
    this.kept.muted = [...muted];
    this.save();
    this.on.changed?.();
  }

  /** The messages to show: the log without the muted players'. */
  get shown() {
    const muted = this.muted;
    return this.log.filter((m) => !muted.has(m.k));
  }

  /**
   * Signs and sends a text (kind 'text') or a reaction (kind 'react', `body` its id) as this device's seat.
   * Throws ChatError: 'watchers-off' (a watcher, not allowed), a body's refusal (bodyRefusal), 'rate'
   * (this device's own limit), nothing sent. Returns the message sent.
   */
  async say(kind, body) {
    const seat = this.seat;
    if (seat === null && !this.watchersMay) throw new ChatError('watchers-off');
    const no = bodyRefusal(kind, body);
    if (no) throw new ChatError(no);
    const message = await this.locked(async () => {
      const kept = merged(keptChat(this.id, this.storage), this.kept); // another tab of this browser may have sent meanwhile
      const at = Math.max(this.now(), 1);
      if (kept.sent.filter(([t]) => at - t < RATE.windowMs).length >= RATE.count) throw new ChatError('rate');
      const m = {
        t: 'chat', g: this.id, s: seat, k: this.pair.publicKey, n: Math.max(kept.next, at), at, kind, body, sig: '',
      }; // the clock is the number's floor: a browser that could not keep the count still goes up
      m.sig = await sign(this.pair.privateKey, chatText(m));
      this.kept = { ...kept, next: m.n + 1, sent: [...kept.sent, [at, m.n]].slice(-RATE.count) };
      this.take(m);
      return m;
    });
    this.lastSent = message;
    this.send(message, { seatedOnly: kind === 'text' && !this.watchersMay });
    this.tell(message);
    return message;
  }

  /** A message is taken: its number remembered, a text kept in the log. */
  take(m) {
    this.kept.seen = { ...this.kept.seen, [m.k]: trim([...(this.kept.seen[m.k] ?? []), m.n]) };
    if (m.kind === 'text') {
      this.kept.log = [...this.kept.log, {
        k: m.k, s: m.s, n: m.n, at: m.at, body: m.body,
      }].slice(-LOG_KEEP);
    }
    this.save();
  }

  /** Why `m` (read by readChat) would be a replay: its number taken already, or older than the window. */
  replayed(m) {
    const seen = this.kept.seen[m.k] ?? [];
    return seen.includes(m.n) || (seen.length >= SEQ_WINDOW && m.n < seen[0]);
  }

  /**
   * Every check a message passes before it is shown, in order; the first failure throws its ChatError.
   * The signature is checked before the rate counts the message, so forged messages cannot use up a
   * seat's rate.
   */
  async check(data) {
    const m = readChat(data);
    if (m.g !== this.id) throw new ChatError('game');
    const keys = this.keys();
    if (m.s === null) {
      if (!this.watchersMay) throw new ChatError('watchers-off');
      if (keys.includes(m.k)) throw new ChatError('not-seat'); // a seat's device speaks as its seat
    } else if (keys[m.s] !== m.k) throw new ChatError('not-seat'); // another seat's key, or a watcher's
    const no = bodyRefusal(m.kind, m.body);
    if (no) throw new ChatError(no);
    if (!isLowS(m.sig)) throw new ChatError('twin'); // the signature's twin: made without the key
    const now = this.now();
    if (m.at > now + FUTURE_MS) throw new ChatError('future');
    if (m.at < now - STALE_MS) throw new ChatError('stale');
    if (this.replayed(m)) throw new ChatError('replay');
    if (!await verify(m.k, m.sig, chatText(m))) throw new ChatError('signature');
    if (this.replayed(m)) throw new ChatError('replay'); // the same message came twice while the first was checked
    const slow = (bucket, { count, windowMs }) => {
      const times = (this.arrivals.get(bucket) ?? []).filter((t) => now - t < windowMs - RATE_SLACK_MS);
      this.arrivals.set(bucket, times);
      return times.length >= count;
    };
    if (slow(m.k, RATE) || (m.s === null && slow('watchers', WATCHERS_RATE))) throw new ChatError('rate');
    this.arrivals.get(m.k).push(now);
    if (m.s === null) this.arrivals.get('watchers').push(now);
    return m;
  }

  /** True (and the message is received) when `data` is one of the chat's: the session's dispatch asks this first. */
  takes(data, peer) {
    if (data?.t !== 'chat' && data?.t !== 'chat-watchers') return false;
    this.receive(data, peer);
    return true;
  }

  /**
   * A message from a peer ({t: 'chat'} or {t: 'chat-watchers'}): checked, taken, shown and passed on
   * once (to the devices it did not come from), or refused and counted, with nothing shown.
   * Messages are checked one after another, in the order they came: a signature checked faster
   * for a later message never shows it first, and of two copies the first to come is the one taken.
   * @returns {Promise<string|null>} null when taken, else the refusal's code
   */
  receive(data, peer = null) {
    return this.receiving(() => this.receiveNow(data, peer));
  }

  /** One message, checked and taken or refused (receive queues these). */
  async receiveNow(data, peer) {
    let m;
    try {
      if (data?.t === 'chat-watchers') await this.takeSetting(data);
      else m = await this.check(data);
    } catch (e) {
      const code = e instanceof ChatError ? e.code : 'shape';
      if (code === 'replay') this.repeats += 1;
      else {
        this.refused += 1;
        this.lastRefusal = code;
      }
      this.on.changed?.();
      return code;
    }
    if (!m) { // the creator's setting, new here
      this.send(data, { except: peer });
      this.on.changed?.();
      return null;
    }
    this.take(m);
    this.taken += 1;
    this.send(m, { except: peer, seatedOnly: m.kind === 'text' && !this.watchersMay });
    this.tell(m);
    return null;
  }

  /** Tells the page of a message taken (unless its player is muted here). */
  tell(m) {
    if (this.muted.has(m.k)) return;
    if (m.kind === 'react') this.on.reaction?.(m);
    else this.on.message?.(m);
    this.on.changed?.();
  }

  // ---- the creator's "let watchers chat" -------------------------------------------------------

  /**
   * The creator lets watchers chat (or not): a setting signed with a version above the last, kept and sent.
   * One press after another (two quick presses read the same last version while the first was signed, and
   * signed two settings of one version: every other device kept the first, the creator's the second).
   */
  setWatchers(on) {
    return this.setting(() => this.setWatchersNow(on));
  }

  /** One press of the watchers' setting (setWatchers queues these). */
  async setWatchersNow(on) {
    if (this.pair.publicKey !== this.creatorKey) throw new ChatError('not-creator');
    const v = (this.kept.watchers?.v ?? 0) + 1;
    const setting = {
      t: 'chat-watchers', g: this.id, v, on: Boolean(on), sig: await sign(this.pair.privateKey, watchersText(this.id, v, on)),
    };
    this.kept.watchers = setting;
    this.save();
    this.send(setting, {});
    this.on.changed?.();
    return setting;
  }

  /** The creator's setting from a peer: signed by the creator's key, for this game, newer than the one held. */
  async takeSetting(data) {
    const ok = data && Object.keys(data).sort().join() === SETTING_FIELDS && data.g === this.id
      && Number.isSafeInteger(data.v) && data.v > 0 && typeof data.on === 'boolean' && isSignature(data.sig);
    if (!ok) throw new ChatError('shape');
    if (!isLowS(data.sig)) throw new ChatError('twin');
    const held = this.kept.watchers;
    if (held && data.v === held.v && data.sig === held.sig) throw new ChatError('replay'); // a copy passed on: not news
    if (data.v <= (held?.v ?? 0)) throw new ChatError('setting-old');
    if (!await verify(this.creatorKey, data.sig, watchersText(this.id, data.v, data.on))) throw new ChatError('signature');
    if (data.v <= (this.kept.watchers?.v ?? 0)) throw new ChatError('setting-old');
    this.kept.watchers = data;
    this.save();
  }

  /** A device met: the creator's device tells it the watchers setting it signed last (a newcomer learns it). */
  greet(peer) {
    if (this.kept.watchers && this.pair.publicKey === this.creatorKey) this.send(this.kept.watchers, { only: peer });
  }
}
