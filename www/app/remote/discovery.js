// Live play through public peer discovery: the devices of a table find each
// other through two discovery networks at once, BitTorrent WebSocket trackers
// and Nostr relays (Trystero's two strategies, vendored in vendor/trystero.mjs
// with the one core they share, and loaded by import() only here), then talk
// over WebRTC data channels, every device to every other (a full mesh: no
// device relays another's moves, so the host's page may close without cutting
// the guests apart). A device reaches its table when any one network works for
// it; two devices that share a working network meet; a device met through both
// is one device (the core gives this device one peer id on both, and the peers
// here are kept by id, each with the networks it was met through).
//
// What the networks see is derived from the code by a slow key derivation
// (table.js, tableRoom): the room's name, hashed into the tracker's info-hash
// and the relay's topic, and the key of the connection offers they carry. What
// travels on the channels is what travels on the manual connection (live.js):
// the signed record, checked by the page.
//
// Reconnection never gives up, and the page drives it: neither library comes
// back from an outage by itself in useful time (the trackers' sockets give up
// after a minute; a relay's announcements back off to a quarter of an hour).
// So the page holds the library's reconnection lock for its whole life: a
// socket that closes waits, and the page lets every waiting socket try again on
// its own capped back-off (RETRY_FIRST_MS doubling to network.js's retryCap),
// at once when the browser comes back online or the page becomes visible. A
// network out of reach on which no device depends alone is left (its room) and
// joined again once one of its sockets is open, so it never announces into a
// closed socket (which makes the Nostr strategy back off) and announces at once
// when it is back.
//
// One interface with live.js's Live (the session's transports, session.js):
// send(data, except, only), state, connected, close(), has(peer), and the hooks onMessage(data, peer, problem),
// onOpen(peer), onChange(); plus onLeave(peer), quiet(on) (stop or resume
// announcing), `relay` (is a network reachable) and `networks` (each one's state).

import { parseStrict } from './link.js';
import { MAX_MESSAGE } from './live.js';
import { hosts, retryCap, rtcConfig } from './network.js';
import { tableRoom } from './table.js';
import { t } from '../../i18n/i18n.js';

/** Trystero's app id: rooms of this app only. */
export const APP_ID = 'hex-checkers-table';
/** The discovery networks, each one of Trystero's strategies in the bundle (network.js lists their hosts). */
export const NETWORK_NAMES = Object.freeze(['torrent', 'nostr']);
/** How long every network may stay out of reach before the page says so. */
export const RELAY_PATIENCE_MS = 8000;
/** The first wait before the page lets the sockets of an unreachable network try again; it doubles up to retryCap(). */
export const RETRY_FIRST_MS = 1000;
/** A network whose sockets have all been closed this long, and on which no device depends alone, is left until one opens. */
const PARK_AFTER_MS = 3000;
const WATCH_MS = 1000;
/**
 * A newcomer's offer the library declined (two devices' offers cross, and the one whose id sorts first
 * waits to be answered instead): the newcomer then hears this device's offers only at its next announce,
 * which the tracker spaces up to two minutes apart. So once a newcomer has waited this long, this
 * device reconnects to the tracker, which makes the library announce its offers at once.
 */
const KICK_AFTER_MS = 1500;
/** At most one such reconnection in this long, and at most this many for one newcomer. */
const KICK_EVERY_MS = 6000;
const KICK_TRIES = 3;

/** Microtasks after which the lock is surely let go (the library's chain takes three): then it is taken back. */
const LOCK_HOPS = 6;

let library = null;
const load = () => (library ??= import('./vendor/trystero.mjs').then((lib) => { quietAborts(); return lib; }));

/**
 * The library's sockets wait for the page to let them reconnect (the lock is one, in the core both strategies
 * share): taken once for the page's life.
 */
let locked = false;
function lock(lib) {
  if (locked) return;
  locked = true;
  lib.torrent.pauseRelayReconnection();
}

/**
 * Every socket waiting on the lock tries again now, and the lock is taken back before any of them can
 * close again: the library lets it go within the microtasks that follow (its promise's `finally`, then the
 * sockets' `then`), so it is taken back a few microtasks later, still before any event of a socket (a task).
 * Taken back a task later instead, a socket refused at once would fall to the library's own back-off,
 * which gives up at the sixth failure.
 */
function letRetry(lib) {
  lib.torrent.resumeRelayReconnection();
  let later = Promise.resolve();
  for (let i = 0; i < LOCK_HOPS; i++) later = later.then();
  later.then(() => lib.torrent.pauseRelayReconnection());
}

/**
 * The library reports a device that closed its page (its data channel aborted by the other side) with
 * console.error, as if it were a fault: it is a departure, which the table says itself ("reconnecting").
 * Only that report is kept from the console; every other error still shows.
 */
function quietAborts() {
  const error = console.error;
  console.error = (...args) => {
    if (/peer error/.test(String(args[0])) && /User-Initiated Abort/.test(String(args[1]?.message ?? args[1]))) return;
    error.apply(console, args);
  };
}

/** A room's topic on the relays, as the library names it: SHA-1 of "Trystero@<app id>@<room>", each byte in base 36. */
async function relayTopic(room) {
  const bytes = new Uint8Array(await crypto.subtle.digest('SHA-1', new TextEncoder().encode(`Trystero@${APP_ID}@${room}`)));
  return [...bytes].map((b) => b.toString(36)).join('');
}

export class Discovery {
  /**
   * @param {{code: string, onMessage: Function, onOpen: Function, onChange: Function, onLeave?: Function,
   *   mayReach?: (peer: object) => boolean}} options
   */
  constructor({ code, onMessage, onOpen, onChange, onLeave = () => {}, mayReach = () => true }) {
    Object.assign(this, { code, onMessage, onOpen, onChange, onLeave, mayReach });
    /** @type {Map<string, {id: string, state: string, via: Set<string>}>} the devices met, by peer id, with the networks met through */
    this.peers = new Map();
    /** 'connecting', 'up' (a network answers), 'down' (none has for RELAY_PATIENCE_MS), 'quiet' (announcing stopped), 'off' */
    this.relay = 'connecting';
    this.quieted = false;
    const now = Date.now();
    /** Each network: its hosts (none: left out), its room while joined, when a socket of it was last open. */
    this.nets = NETWORK_NAMES.map((name) => ({ name, urls: hosts(name), room: null, send: null, up: false, since: now }));
    /** The page's own back-off: attempts since every network was last up, and when the next may be. */
    this.retries = 0;
    this.nextRetry = now + RETRY_FIRST_MS;
    this.since = now;
    this.wake = () => this.retryNow();
    this.shown = () => { if (document.visibilityState === 'visible') this.retryNow(); };
  }

  /** Joins the table's room on every network; resolves once the library is loaded and the rooms joined. */
  async start() {
    const lib = await load();
    this.lib = lib;
    lock(lib);
    this.selfId = lib.torrent.selfId; // one core: the same id on both networks
    this.secret = await tableRoom(this.code);
    this.topic = await relayTopic(this.secret.room);
    if (this.closed) return;
    for (const net of this.nets) if (net.urls.length) this.join(net);
    letRetry(lib); // sockets an earlier table left waiting (it had gone quiet) try again
    this.timer = setInterval(() => this.watch(), WATCH_MS);
    globalThis.addEventListener?.('online', this.wake);
    globalThis.document?.addEventListener('visibilitychange', this.shown);
    this.onChange();
  }

  /** Joins `net`'s room (Trystero's strategy of that name) with this device's hosts for it. */
  join(net) {
    const room = this.lib[net.name].joinRoom({
      appId: APP_ID,
      password: this.secret.password,
      relayConfig: { urls: net.urls, warnOnRelayFailure: false, manualReconnection: true },
      rtcConfig: rtcConfig(),
    }, this.secret.room);
    const action = room.makeAction('hc', { onMessage: (text, { peerId }) => this.receive(text, peerId) });
    net.room = room;
    net.heard = new WeakSet(); // this room's sockets seen open (its subscription sent), then told (announced on by the page)
    net.told = new WeakSet();
    net.send = (text, ids) => action.send(text, { target: ids }).catch(() => {});
    net.since = Date.now();
    room.onPeerJoin = (id) => { if (net.room === room) this.met(net, id); };
    room.onPeerLeave = (id) => { if (net.room === room) this.lost(net, id); };
  }

  /** Leaves `net`'s room (out of reach, or this table closing); its devices met elsewhere stay. */
  park(net) {
    const { room } = net;
    net.room = null;
    net.send = null;
    room?.leave();
    for (const peer of [...this.peers.values()]) if (peer.via.has(net.name)) this.lost(net, peer.id);
  }

  /** A device met through `net`: new here (onOpen), or met again after it had gone from every network. */
  met(net, id) {
    const peer = this.peers.get(id);
    if (peer) { peer.via.add(net.name); return; }
    const fresh = { id, state: 'open', via: new Set([net.name]) };
    this.peers.set(id, fresh);
    this.onOpen(fresh);
    this.onChange();
  }

  /** A device gone from `net`: it has left once it is gone from every network. */
  lost(net, id) {
    const peer = this.peers.get(id);
    if (!peer) return;
    peer.via.delete(net.name);
    if (peer.via.size) return;
    this.peers.delete(id);
    peer.state = 'lost';
    this.onLeave(peer);
    this.onChange();
  }

  receive(text, id) {
    const peer = this.peers.get(id) ?? { id, state: 'open', via: new Set() };
    if (typeof text !== 'string' || text.length > MAX_MESSAGE) {
      this.onMessage(null, peer, t('remote.message.bad'));
      return;
    }
    let data;
    try { data = parseStrict(text); } catch (e) { this.onMessage(null, peer, e.message); return; }
    this.onMessage(data, peer, null);
  }

  /** The open sockets of `net`'s hosts (the library keeps one per host for the page's life). */
  sockets(net) {
    const all = this.lib[net.name].getRelaySockets();
    return net.urls.map((url) => all[url]).filter(Boolean);
  }

  /**
   * Every second: each network's state, its room left while it is out of reach and no device depends on it
   * alone and joined again once a socket of it is open, the page's back-off, and the state said.
   */
  watch() {
    const now = Date.now();
    const before = JSON.stringify([this.relay, this.networks]);
    for (const net of this.nets) {
      if (!net.urls.length) continue;
      const sockets = this.sockets(net);
      if (net.name === 'torrent') for (const socket of sockets) this.listen(socket);
      net.up = sockets.some((s) => s.readyState === 1);
      if (net.name === 'nostr' && net.room && !this.quieted) for (const socket of sockets) this.announce(net, socket);
      if (net.up) {
        net.since = now;
        if (!net.room && !this.quieted) this.join(net);
      } else if (net.room && !this.quieted && now - net.since >= PARK_AFTER_MS && ![...this.peers.values()].some((p) => p.via.size === 1 && p.via.has(net.name))) {
        this.park(net);
      }
    }
    const used = this.nets.filter((n) => n.urls.length);
    if (used.every((n) => n.up)) {
      this.retries = 0;
      this.since = now;
    } else if (!this.quieted && now >= this.nextRetry) {
      letRetry(this.lib);
      this.retries++;
      this.nextRetry = now + Math.min(retryCap(), RETRY_FIRST_MS * 2 ** this.retries);
    }
    if (used.some((n) => n.up)) this.since = now;
    if (!this.quieted) this.relay = used.some((n) => n.up) ? 'up' : now - this.since >= RELAY_PATIENCE_MS ? 'down' : 'connecting';
    if (JSON.stringify([this.relay, this.networks]) !== before) this.onChange();
  }

  /**
   * Announces this device in `net`'s room (the relays) once on each socket of the room, a watch after it was
   * first seen open (so the room's subscription went out first and the answers are heard): the same event as
   * the library's announcement. The library announces by itself only when a room is joined and then every
   * minute, and not at all while a relay's back-off holds: one announcement made while the socket was closed
   * (a device leaving while this one was quiet, or during an outage) holds back every room's announcements
   * on that relay for a minute, doubling up to a quarter of an hour, and it survives leaving and joining the
   * room again. Two devices back from an outage, the one held back listening only after the other's
   * announcements of its join, then never met (each one hears only what comes after its subscription).
   */
  announce(net, socket) {
    if (socket.readyState !== 1 || net.told.has(socket)) return;
    if (!net.heard.has(socket)) { net.heard.add(socket); return; }
    net.told.add(socket);
    const { room } = net;
    this.lib.nostr.createEvent(this.topic, JSON.stringify({ peerId: this.selfId })).then((event) => {
      if (net.room === room && !this.quieted && socket.readyState === 1) socket.send(event);
    }, () => {});
  }

  /** The browser is back online, or the page visible again: every network out of reach is tried at once, the back-off from the start. */
  retryNow() {
    if (!this.lib || this.quieted || !this.timer) return;
    this.retries = 0;
    this.nextRetry = 0;
    this.watch();
  }

  /** Each network's state: 'up', 'connecting', 'down' (out of reach RELAY_PATIENCE_MS), 'quiet', or 'off' (no hosts on this device). */
  get networks() {
    const now = Date.now();
    return Object.fromEntries(this.nets.map((net) => [net.name, !net.urls.length ? 'off' : this.quieted ? 'quiet' : net.up ? 'up'
      : now - net.since >= RELAY_PATIENCE_MS ? 'down' : 'connecting']));
  }

  /** Hears the tracker's socket too, for newcomers' offers (KICK_AFTER_MS). */
  listen(socket) {
    this.heard ??= new WeakSet();
    if (!socket || this.heard.has(socket)) return;
    this.heard.add(socket);
    socket.addEventListener('message', (e) => {
      let data;
      try { data = JSON.parse(String(e.data)); } catch { return; }
      const id = data?.peer_id;
      if (!data?.offer || typeof id !== 'string' || id === this.selfId || this.peers.has(id)) return;
      setTimeout(() => this.kick(id), KICK_AFTER_MS);
    });
  }

  /** A newcomer still not met: reconnect to the trackers, so the library announces this device's offers now (again later if need be). */
  kick(id, tries = 0) {
    const torrent = this.nets.find((n) => n.name === 'torrent');
    if (this.quieted || !torrent.room || this.peers.has(id) || tries > KICK_TRIES) return;
    const wait = (this.kicked ?? 0) + KICK_EVERY_MS - Date.now();
    if (wait > 0) { setTimeout(() => this.kick(id, tries), wait); return; }
    this.kicked = Date.now();
    for (const socket of this.sockets(torrent)) socket.close(); // it waits on the lock...
    letRetry(this.lib); // ...and opens again now, announcing on the tracker
    setTimeout(() => this.kick(id, tries + 1), KICK_EVERY_MS);
  }

  /**
   * Stops announcing the table (on) or starts again (off): every network's sockets are closed and wait
   * on the lock while quiet, so a full table costs the trackers and relays nothing; the data channels stay
   * open.
   */
  quiet(on) {
    if (!this.lib || on === this.quieted) return;
    this.quieted = on;
    if (on) {
      for (const net of this.nets) for (const socket of this.sockets(net)) socket.close();
      this.relay = 'quiet';
    } else {
      const now = Date.now();
      for (const net of this.nets) net.since = now;
      this.since = now;
      this.relay = 'connecting';
      this.retries = 0;
      this.nextRetry = now + RETRY_FIRST_MS;
      letRetry(this.lib); // the sockets reopen and announce the table again
    }
    this.onChange();
  }

  /** True when `peer` is one of this transport's. */
  has(peer) { return [...this.peers.values()].includes(peer); }

  get connected() { return this.peers.size; }

  /** 'open' (a device met), 'waiting' (none yet), 'off'. */
  get state() {
    if (!this.timer) return 'off';
    return this.peers.size ? 'open' : 'waiting';
  }

  /** Sends an object to every device met but `except` (or to `only`), each one the table lets see it, each by one network it was met through. */
  send(data, except = null, only = null) {
    const to = [...this.peers.values()].filter((p) => p !== except && (only === null || p === only) && this.mayReach(p));
    if (!to.length) return;
    const text = JSON.stringify(data);
    let left = to;
    for (const net of this.nets) {
      if (!net.send) continue;
      const ids = left.filter((p) => p.via.has(net.name)).map((p) => p.id);
      if (ids.length) net.send(text, ids);
      left = left.filter((p) => !p.via.has(net.name));
    }
  }

  close() {
    this.closed = true;
    clearInterval(this.timer);
    this.timer = null;
    globalThis.removeEventListener?.('online', this.wake);
    globalThis.document?.removeEventListener('visibilitychange', this.shown);
    for (const net of this.nets) {
      const { room } = net;
      net.room = null;
      room?.leave();
    }
    this.peers.clear();
    this.relay = 'off';
  }
}
