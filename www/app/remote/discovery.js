// Live play through public peer discovery: the devices of a table find each
// other by its code through BitTorrent WebSocket trackers (Trystero's
// BitTorrent strategy, vendored in vendor/trystero-torrent.mjs and loaded by
// import() only here), then talk over WebRTC data channels, every device to
// every other (a full mesh: no device relays another's moves, so the host's
// page may close without cutting the guests apart). The trackers see an
// info-hash of the code and the connection offers, encrypted with a key
// derived from the code; what travels on the channels is what travels on the
// manual connection (live.js): the signed record, checked by the page.
//
// One interface with live.js's Live (the session's transports, session.js):
// send(data, except, only), state, connected, close(), has(peer), and the hooks onMessage(data, peer, problem),
// onOpen(peer), onChange(); plus onLeave(peer), quiet(on) (stop or resume
// announcing) and `relay` (is a tracker reachable).

import { parseStrict } from './link.js';
import { MAX_MESSAGE } from './live.js';
import { rtcConfig, trackers } from './network.js';
import { t } from '../../i18n/i18n.js';

/** Trystero's app id: rooms of this app only. */
export const APP_ID = 'hex-checkers-table';
/** How long a tracker may stay out of reach before the page says so. */
export const RELAY_PATIENCE_MS = 8000;
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

let library = null;
const load = () => (library ??= import('./vendor/trystero-torrent.mjs'));

export class Discovery {
  /**
   * @param {{code: string, onMessage: Function, onOpen: Function, onChange: Function, onLeave?: Function,
   *   mayReach?: (peer: object) => boolean}} options
   */
  constructor({ code, onMessage, onOpen, onChange, onLeave = () => {}, mayReach = () => true }) {
    Object.assign(this, { code, onMessage, onOpen, onChange, onLeave, mayReach });
    /** @type {Map<string, {id: string, state: string}>} the devices met, by Trystero peer id */
    this.peers = new Map();
    /** 'connecting', 'up' (a tracker answers), 'down' (none has for RELAY_PATIENCE_MS), 'quiet' (announcing stopped), 'off' */
    this.relay = 'connecting';
    this.since = Date.now();
    this.quieted = false;
  }

  /** Joins the table's room; resolves once the library is loaded and the room joined. */
  async start() {
    const lib = await load();
    this.lib = lib;
    this.selfId = lib.selfId;
    this.room = lib.joinRoom({
      appId: APP_ID, password: this.code, relayConfig: { urls: trackers(), warnOnRelayFailure: false }, rtcConfig: rtcConfig(),
    }, this.code);
    const action = this.room.makeAction('hc', { onMessage: (text, { peerId }) => this.receive(text, peerId) });
    this.sendRaw = (text, target) => action.send(text, { target });
    this.room.onPeerJoin = (id) => {
      const peer = { id, state: 'open' };
      this.peers.set(id, peer);
      this.onOpen(peer);
      this.onChange();
    };
    this.room.onPeerLeave = (id) => {
      const peer = this.peers.get(id);
      if (!peer) return;
      this.peers.delete(id);
      peer.state = 'lost';
      this.onLeave(peer);
      this.onChange();
    };
    this.timer = setInterval(() => this.watch(), WATCH_MS);
    this.onChange();
  }

  receive(text, id) {
    const peer = this.peers.get(id) ?? { id, state: 'open' };
    if (typeof text !== 'string' || text.length > MAX_MESSAGE) {
      this.onMessage(null, peer, t('remote.message.bad'));
      return;
    }
    let data;
    try { data = parseStrict(text); } catch (e) { this.onMessage(null, peer, e.message); return; }
    this.onMessage(data, peer, null);
  }

  /** Follows the trackers' sockets: 'up' while one is open, 'down' once none has been for a while. */
  watch() {
    if (this.quieted) return;
    const sockets = Object.values(this.lib.getRelaySockets());
    for (const socket of sockets) this.listen(socket);
    const open = sockets.some((s) => s?.readyState === 1);
    const now = Date.now();
    let relay = this.relay;
    if (open) { relay = 'up'; this.since = now; } else if (now - this.since >= RELAY_PATIENCE_MS) relay = 'down';
    if (relay !== this.relay) { this.relay = relay; this.onChange(); }
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
    if (this.quieted || !this.room || this.peers.has(id) || tries > KICK_TRIES) return;
    const wait = (this.kicked ?? 0) + KICK_EVERY_MS - Date.now();
    if (wait > 0) { setTimeout(() => this.kick(id, tries), wait); return; }
    this.kicked = Date.now();
    this.lib.pauseRelayReconnection();
    for (const socket of Object.values(this.lib.getRelaySockets())) socket?.close();
    this.lib.resumeRelayReconnection();
    setTimeout(() => this.kick(id, tries + 1), KICK_EVERY_MS);
  }

  /**
   * Stops announcing the table (on) or starts again (off): the trackers' sockets are closed and not
   * reopened while quiet, so a full table costs the trackers nothing; the data channels stay open.
   */
  quiet(on) {
    if (!this.lib || on === this.quieted) return;
    this.quieted = on;
    if (on) {
      this.lib.pauseRelayReconnection();
      for (const socket of Object.values(this.lib.getRelaySockets())) socket?.close();
      this.relay = 'quiet';
    } else {
      this.lib.resumeRelayReconnection(); // the sockets reopen and announce the table again
      this.relay = 'connecting';
      this.since = Date.now();
    }
    this.onChange();
  }

  /** True when `peer` is one of this transport's. */
  has(peer) { return [...this.peers.values()].includes(peer); }

  get connected() { return this.peers.size; }

  /** 'open' (a device met), 'waiting' (none yet), 'off'. */
  get state() {
    if (!this.room) return 'off';
    return this.peers.size ? 'open' : 'waiting';
  }

  /** Sends an object to every device met but `except` (or to `only`), each one the table lets see it. */
  send(data, except = null, only = null) {
    if (!this.sendRaw) return;
    const to = [...this.peers.values()].filter((p) => p !== except && (only === null || p === only) && this.mayReach(p)).map((p) => p.id);
    if (to.length) this.sendRaw(JSON.stringify(data), to).catch(() => {});
  }

  close() {
    clearInterval(this.timer);
    if (this.quieted) this.lib?.resumeRelayReconnection();
    this.room?.leave();
    this.room = null;
    this.peers.clear();
    this.relay = 'off';
  }
}
