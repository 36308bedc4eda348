// A remote game's session, with no DOM: the verified game (chain.js), the
// seats this device holds, the live table (table.js) and the transports that
// carry its messages, and every transition between them — signing this
// device's turns, taking a peer's record, the table's hello, claims, seating
// and votes for a bot to play a silent seat, a claim on time. remote-ui.js
// binds it to the board and draws it (panel.js); tests/app/remote-session.test.mjs
// drives it in Node, with transports of its own.
//
// A transport is one module each, behind one interface: discovery.js (the
// table, by its code, through the peer-discovery library) and live.js (the
// manual invitation and reply): send(data, except, only), state, connected,
// close(), has(peer), and the hooks onMessage(data, peer, problem), onOpen(peer),
// onChange(); discovery adds onLeave(peer), quiet(on) and `relay`. The link
// (link.js) carries the same signed record by any channel, made here by link().

import { botReady } from '../../element/engine.js';
import { makeSettings } from '../../element/record.js';
import {
  addTurn, bindSeat, checkJoin, crossWords, extendRecord, fromTurn, joinRequest, liveRefusal, newRecord, seatWords as who, verifyRecord,
} from './chain.js';
import { Discovery } from './discovery.js';
import { linkUrl } from './link.js';
import { Live } from './live.js';
import { sign, verify } from './sign.js';
import { putRemote, signKept } from './store.js';
import {
  Table, claimText, helloText, seatingText, showCode, standInAfter,
} from './table.js';
import { t } from '../../i18n/i18n.js';

/** How long a device joining a table waits for any of its devices before it says so. */
export const ANSWER_PATIENCE_MS = 20_000;
/**
 * How often a guest's seat claim is sent again until the host binds the seat or refuses it: a claim made
 * before this device has a channel to the host (it met the table through another guest, who passed the
 * game on) reaches only guests, who ignore it, and a message may be lost on a channel that was closing.
 */
export const CLAIM_AGAIN_MS = 3000;
/** The table's own live messages (Session.onTable). */
const TABLE_MESSAGES = new Set(['hello', 'seats', 'claim', 'refused', 'stand-in', 'here']);

/**
 * @typedef {object} SessionHooks what the session asks of the page (remote-ui.js) or a test
 * @property {(text: string, level: string) => void} notice  says something to the player
 * @property {() => void} changed  the session changed: redraw
 * @property {(from: number) => Promise<void>} replay  the board shows the game from step `from` on (played out)
 * @property {(before: number, fresh: boolean) => Promise<void>} caughtUp  a peer's record was taken (`fresh`:
 *   it was new, the board holds `before` steps of it) or changed nothing here
 * @property {(at: number, hops: string[][]) => void} hops  a peer's unsigned hops to show after step `at`
 * @property {() => void} dropped  a device left (hops it sent without their signed turn go)
 * @property {(seat: number) => void} seated  the host gave this device `seat`
 * @property {() => Promise<void>} otherTab  another tab of this browser kept a longer record: it is opened
 * @property {() => number} [now]  the clock (ms)
 */

export class Session {
  /**
   * @param {object} entry the kept entry (store.js)
   * @param {import('./chain.js').RemoteGame} state the verified game
   * @param {{privateKey: CryptoKey, publicKey: string}} pair this device's key for the game
   * @param {SessionHooks} hooks
   */
  constructor(entry, state, pair, hooks) {
    Object.assign(this, { entry, state, pair, hooks });
    this.now = hooks.now ?? Date.now;
    this.id = state.head.id;
    this.queue = Promise.resolve();
    this.links = new Map(); // link text per record length and first turn
    /** @type {import('./live.js').Live|null} the manual connection, once an invitation is made or opened */
    this.live = null;
    /** @type {Discovery|null} the table's connections, once it is opened */
    this.net = null;
    /** @type {Table|null} */
    this.table = null;
    this.closed = false;
  }

  get head() { return this.state.head; }

  /** The seats this device holds: those signed with its key, and those it claimed and has not played yet. */
  get mine() {
    const signed = this.state.keys.flatMap((k, seat) => (k === this.pair.publicKey ? [seat] : []));
    const claimed = this.table ? this.table.mine : this.entry.mine; // at a table, the host gives the seats
    return [...new Set([...signed, ...claimed])].sort();
  }

  /** The game's settings: each seat as its creator set it, a friend's seat a person. */
  get settings() {
    const { players, radius, names, kinds, seed, settings } = this.head;
    return makeSettings(players, radius, names, kinds, seed, { rules: settings.rules });
  }

  close() {
    this.closed = true;
    this.live?.close();
    this.net?.close();
    clearTimeout(this.answerTimer);
    clearTimeout(this.claimTimer);
  }

  /** Runs `step` after whatever this session is doing; a failure goes to `fail` (by default, said with `what`). */
  later(step, what, fail = (e) => this.hooks.notice(t('remote.failed', { what, reason: e.message }), 'warn')) {
    this.queue = this.queue.then(step).catch(fail);
    return this.queue;
  }

  /** The game left the signed line (a turn taken back, a draw offered, a step that failed): it is shown again as signed, with a notice. */
  diverged(why) {
    this.hooks.notice(t('remote.not-sent', { reason: why }), 'warn');
    return this.hooks.replay(this.state.history.length);
  }

  save() {
    const { game } = this.state;
    this.entry.record = this.state.record;
    this.entry.mine = this.mine;
    if (this.table) {
      this.table.adopt(this.state.keys); // a seat taken by link is that key's at the table too
      this.entry.table = { code: this.table.code, ...this.table.seating() };
    }
    this.entry.summary = {
      updated: Date.now(), names: this.head.names, current: game.current, winner: game.winner, draw: game.draw,
      mine: this.mine, deadline: this.head.deadline, turnStart: this.state.turnStart,
    };
    if (!putRemote(this.id, this.entry)) this.hooks.notice(t('remote.notice.not-kept'), 'warn');
    if (game.current === null) this.net?.quiet(true); // the game is over: the table is announced no more
  }

  /**
   * Signs this device's finished turns ({by, steps}[]) under a lock across this browser's tabs, keeps
   * and sends them. False when nothing was signed (another tab had played: its record is opened).
   */
  async signTurns(turns) {
    const stranger = turns.find((t) => !this.mine.includes(t.by));
    if (stranger) throw new Error(t('remote.not-holder', { seat: who(this.head.names, stranger.by) }));
    await this.byLink();
    let state;
    try {
      // Under a lock across this browser's tabs, after the kept record is read again (store.js signKept).
      state = await signKept(this.id, this.state, async (s) => {
        for (const t of turns) s = await addTurn(s, t, this.pair); // stamped by nextTime: never before the turn it follows
        return s;
      }, { entry: this.entry });
    } catch (e) {
      if (e.code !== 'other-tab') throw e;
      this.hooks.notice(t('remote.not-sent.short', { reason: e.message }), 'warn');
      await this.hooks.otherTab();
      return false;
    }
    this.state = state;
    this.entry.seen = state.history.length;
    this.save();
    this.hooks.changed();
    this.broadcast({ t: 'record', record: state.record });
    await this.playStandIn();
    return true;
  }

  /**
   * The creator moves first while no friend's seat is bound in the record (the friends come by link, not
   * by the table): the game is made again as format 1 (same id, settings and seed, no turn yet), whose
   * friends' seats are taken by their first signed turn. Binding by link would need a "#join=" round trip.
   */
  async byLink() {
    const { head, record } = this.state;
    if (head.format !== 2 || record.turns.length > 0 || record.seats.length > 0 || this.pair.publicKey !== head.key) return;
    const again = await newRecord({ settings: this.settings, kinds: head.kinds, deadline: head.deadline, pair: this.pair, id: this.id, format: 1 });
    this.state = await verifyRecord(again);
    this.save();
    this.broadcast({ t: 'record', record: again });
    this.hooks.notice(t('remote.notice.by-link'), 'info');
  }

  /**
   * A record from the game's creator that makes this game again before any turn (byLink; a format 2
   * record whose seats were bound at the table replacing it): the new state, or null when it is not one.
   */
  async remade(record) {
    if (this.state.record.turns.length > 0 || record?.head === this.state.record.head) return null;
    let state;
    try { state = await verifyRecord(record); } catch { return null; }
    return state.head.id === this.id && state.head.key === this.head.key ? state : null;
  }

  /** The transports open now. */
  get transports() { return [this.live, this.net].filter(Boolean); }

  /** Sends to every device on every transport (the manual connection, the table's). */
  broadcast(data) {
    for (const t of this.transports) t.send(data);
  }

  /**
   * Passes a record that was new here on to every other device: the manual connection's hub must, and at
   * the table a device that came late may be connected to the host alone (the others had gone quiet).
   * A device passes a record on once (the second copy is not new), so a turn costs at most n² messages.
   */
  passOn(data, from) {
    for (const t of this.transports) t.send(data, from);
  }

  /** Answers one peer, on the transport it came by. */
  reply(data, peer) {
    for (const t of this.transports) t.send(data, null, peer);
  }

  /** The first turn a link for `seat`'s device must carry: after that device's last turn (it holds the rest). */
  linkStart(seat) {
    const key = this.state.keys[seat];
    if (key === null) return 0;
    const turns = this.state.record.turns;
    for (let i = turns.length - 1; i >= 0; i--) if (this.state.keys[turns[i][0]] === key) return i + 1;
    return 0;
  }

  /** The link for `seat` (null: the whole record) on the page at `base`, made once per record length. */
  async link(seat, base) {
    const from = seat === null ? 0 : this.linkStart(seat);
    const tag = `${this.state.record.turns.length}/${from}`;
    if (!this.links.has(tag)) this.links.set(tag, await linkUrl(fromTurn(this.state.record, from), base));
    return this.links.get(tag);
  }

  /** The link for `seat` if it is made already (link), else null: a redraw shows it at once. */
  linkNow(seat) {
    const from = seat === null ? 0 : this.linkStart(seat);
    return this.links.get(`${this.state.record.turns.length}/${from}`) ?? null;
  }

  /** This device takes a friend's seat that no device holds yet (by link). */
  claimSeat(seat) {
    this.entry.mine = [...new Set([...this.entry.mine, seat])];
    this.save();
    this.hooks.seated(seat);
    this.hooks.changed();
  }

  /** The seat to move has let its deadline pass: this device's seat claims, and that seat resigns by time. */
  async claimTime() {
    const { game } = this.state;
    const by = this.mine.find((s) => !game.seats[s].eliminated);
    if (by === undefined || game.current === null) return;
    const before = this.state.history.length;
    try {
      this.state = await signKept(this.id, this.state, (s) => addTurn(s, { by, steps: [`time:${game.current}`] }, this.pair), { entry: this.entry });
    } catch (e) {
      this.hooks.notice(t('remote.claim.failed', { reason: e.message }), 'warn');
      return;
    }
    await this.hooks.replay(before);
    this.broadcast({ t: 'record', record: this.state.record });
  }

  /** The manual connection (live.js), made once; null (with a notice) when the table's bot version is unknown here. */
  startLive() {
    const refusal = liveRefusal(this.state); // a bot version this build does not know: its hops could not be checked
    if (refusal) {
      this.hooks.notice(`${refusal.message}.`, 'warn');
      return null;
    }
    this.live ??= new Live({
      onMessage: (data, peer, problem) => this.onMessage(data, peer, problem),
      onOpen: (peer) => this.live.send({ t: 'record', record: this.state.record }, null, peer),
      onChange: () => this.hooks.changed(),
    });
    return this.live;
  }

  // ---- messages from any transport ------------------------------------------------------------

  onMessage(data, peer, problem) {
    if (!problem && data?.t === 'hops') {
      this.later(() => this.onHops(data, peer), null, (e) => this.diverged(e.message));
      return;
    }
    if (!problem && TABLE_MESSAGES.has(data?.t) && this.net?.has(peer)) {
      this.later(() => this.onTable(data, peer), t('remote.table.message-refused'));
      return;
    }
    if (problem || data?.t !== 'record') {
      this.hooks.notice(t('remote.message.refused', { reason: problem ?? t('remote.message.not-record') }), 'warn');
      return;
    }
    this.later(() => this.receive(data.record, peer), null, (e) => this.diverged(e.message));
  }

  /** A record from a peer: taken when it is longer and valid (then played out and passed on), refused with a notice otherwise. */
  async receive(record, peer) {
    let taken;
    const again = await this.remade(record);
    try {
      taken = again ? { status: 'newer', state: again } : await extendRecord(this.state, record, { bots: true }); // only its new turns checked, each bot hop replayed
      // At the table, a friend's seat is its bound device's (one invited by hand or by link takes it by its first turn, as before).
      if (this.net?.has(peer) && taken.state.head.format === 2) this.table.adopt(taken.state.keys); // bound in the record, signed by the creator
      const wrong = this.net?.has(peer) ? this.table.checkKeys(taken.state.keys) : null;
      if (wrong) {
        const turn = taken.state.turns.findIndex((t) => t.by === wrong.seat);
        throw new Error(t('remote.turn.refusal', { turn: turn + 1, reason: wrong.reason }));
      }
    } catch (e) {
      this.hooks.notice(t('remote.move.refused', { reason: e.message }), 'warn');
      return;
    }
    const { status, state, verdict } = taken;
    if (verdict) this.hooks.notice(crossWords(verdict, this.head.names), 'info'); // a late move and a claim crossed
    if (state === this.state) {
      await this.hooks.caughtUp(state.history.length, false);
      if (status === 'older' || status === 'crossed') this.reply({ t: 'record', record: this.state.record }, peer); // it is behind, or lost the crossing
      return;
    }
    const before = this.state.history.length;
    this.state = state;
    this.save();
    this.passOn({ t: 'record', record: state.record }, peer); // the hub passes it on
    await this.hooks.caughtUp(before, true);
    this.entry.seen = state.history.length;
    this.save();
    this.hooks.changed();
    await this.playStandIn();
  }

  /**
   * A peer's unsigned hops (sent as they are played): shown when they go on from the signed game this
   * device holds, checked for their sender at the table; the hub passes them on. They are only shown: the
   * turn is taken when its signed record comes (receive), which replaces them.
   */
  onHops({ at, hops }, peer) {
    const key = (k) => typeof k === 'string' && k.length <= 8;
    if (!Number.isInteger(at) || !Array.isArray(hops) || hops.length === 0 || hops.length > 64
      || !hops.every((x) => Array.isArray(x) && x.length === 2 && x.every(key))) {
      this.hooks.notice(t('remote.message.refused', { reason: t('remote.message.not-hops') }), 'warn');
      return;
    }
    if (at !== this.state.history.length) return; // hops of a turn this device holds signed already, or has not reached
    // At the table, hops come from the seat's own device, or from the host passing that device's on.
    const seat = this.state.game.current;
    const fromNet = Boolean(this.net?.has(peer));
    const sender = fromNet ? this.table.peers.get(peer.id)?.key : null;
    const own = fromNet && seat !== null && sender === this.table.seats[seat];
    if (fromNet && !own && sender !== this.head.key) {
      this.hooks.notice(t('remote.hops.refused', { holder: seat === null ? t('remote.hops.any') : t('remote.hops.seat', { seat: who(this.head.names, seat) }) }), 'warn');
      return;
    }
    this.live?.send({ t: 'hops', at, hops }, peer); // the manual connection's hub passes them on
    if (this.table?.host && (own || !fromNet)) this.net.send({ t: 'hops', at, hops }, peer); // the table's host passes on the seat's own
    this.hooks.hops(at, hops);
  }

  // ---- the table (table.js, discovery.js) -------------------------------------------------------

  /**
   * Opens this game's table on the peer-discovery network: the host (the creator) with a new code, or
   * any device with the code it holds (a reload), or a guest's with the discovery it met the table by
   * (and the messages that came with the game, `early`).
   */
  async openTable(code, net = null, early = []) {
    if (this.net) return;
    const kept = this.entry.table;
    this.table = new Table({
      id: this.id, code, kinds: this.head.kinds, names: this.head.names, hostKey: this.head.key, selfKey: this.pair.publicKey,
      seats: kept?.seats, spectate: kept?.spectate ?? true, standIns: kept?.standIns, standInAfter: standInAfter(),
    });
    this.table.adopt(this.state.keys);
    const hooks = {
      onMessage: (data, peer, problem) => this.onMessage(data, peer, problem),
      onOpen: (peer) => this.greet(peer),
      onChange: () => this.onNet(),
      onLeave: (peer) => this.onLeave(peer),
      mayReach: (peer) => this.table.mayWatch(peer.id),
    };
    this.net = net ?? new Discovery({ code, ...hooks });
    Object.assign(this.net, hooks);
    this.save();
    if (!net) await this.net.start();
    for (const peer of this.net.peers.values()) this.greet(peer);
    for (const [data, peer] of early) this.onMessage(data, peer, null);
    this.waitAnswer();
    this.hooks.changed();
    this.later(() => this.playStandIn(), t('remote.stand-in.failed')); // the host back after a reload: the bot plays on
  }

  /** A device joined: it hears who this one is and this device's record, and (from the host) the seating. */
  async greet(peer) {
    this.table.peerJoined(peer.id, this.now());
    const { publicKey, privateKey } = this.pair;
    this.net.send({ t: 'hello', key: publicKey, sig: await sign(privateKey, helloText(this.id, publicKey, this.net.selfId)) }, null, peer);
    // Every device sends its record to a device it meets: after a split (an outage, a reload) the longer valid one stands on both.
    this.net.send({ t: 'record', record: this.state.record }, null, peer);
    if (this.table.host) this.net.send(await this.seatingMessage(), null, peer);
    this.sendClaim(peer); // this device's claim, if one waits: the newcomer may be the host
    this.onNet();
  }

  async seatingMessage() {
    const { seats, spectate, standIns } = this.table.seating();
    return { t: 'seats', seats, spectate, standIns, sig: await sign(this.pair.privateKey, seatingText(this.id, seats, spectate, standIns)) };
  }

  /**
   * The table's own messages: hello (who a device is), claim (asks the host for a seat), seats (the host's
   * seating), refused, stand-in (a vote for a bot to play a silent seat).
   */
  async onTable(data, peer) {
    const table = this.table;
    if (data.t === 'hello') {
      if (!await verify(data.key, data.sig, helloText(this.id, data.key, peer.id))) throw new Error('a hello not signed by the key it names');
      const before = new Map(table.standIns);
      table.hello(peer.id, data.key, this.now());
      if (table.standIns.size < before.size) { // a seat's own device is back: the bot that stood in stops, and every device hears it
        this.save();
        this.net.send(await this.seatingMessage());
        this.sayStandIns(before);
      }
    } else if (data.t === 'stand-in') {
      const key = table.peers.get(peer.id)?.key ?? null; // the device's hello named its key over this connection
      const no = table.vote(data.seat, key, data.level, this.now());
      if (no) throw new Error(no);
      await this.settleStandIn(data.seat);
    } else if (data.t === 'seats') {
      const standIns = data.standIns ?? [];
      if (!await verify(this.head.key, data.sig, seatingText(this.id, data.seats, data.spectate, standIns))) throw new Error('a seating not signed by the table\'s creator');
      const asked = table.asking;
      const before = new Map(table.standIns);
      const no = table.follow(data.seats, data.spectate, standIns);
      if (no) throw new Error(no);
      this.sayStandIns(before);
      if (asked !== null && table.seats[asked] === this.pair.publicKey) {
        this.hooks.seated(asked);
        this.hooks.notice(t('remote.seated', { seat: who(this.head.names, asked) }), 'info');
      } else if (asked !== null && table.seats[asked] !== null) { // another device's claim came first: its refusal is no longer heard (asking is over)
        this.hooks.notice(t('remote.seat.lost', { seat: who(this.head.names, asked) }), 'warn');
      }
      this.save();
    } else if (data.t === 'claim') {
      if (!table.host) return;
      if (!await verify(data.key, data.sig, claimText(this.id, data.seat, data.key))) throw new Error('a seat claim not signed by the key it names');
      const bind = this.state.head.format === 2 && this.state.record.turns.length === 0 && this.state.keys[data.seat] !== data.key;
      let no = table.refusal(data.seat, data.key);
      if (!no && bind) {
        const join = data.join?.k === data.key ? data.join : null; // the record's binding is signed by the key that claims
        no = join ? (await checkJoin(this.state, join))?.message ?? null : t('remote.claim.unsigned');
        if (!no) this.state = await bindSeat(this.state, join, this.pair);
      }
      const again = table.seats[data.seat] === data.key; // a claim sent again (CLAIM_AGAIN_MS) for a seat given already
      no ??= table.claim(data.seat, data.key);
      if (no) {
        this.net.send({ t: 'refused', seat: data.seat, reason: no }, null, peer);
        return;
      }
      if (again) {
        this.net.send(await this.seatingMessage(), null, peer); // the seating once more, to the device that asks: nothing changed
        return;
      }
      this.save();
      if (bind) this.broadcast({ t: 'record', record: this.state.record }); // the binding travels in the signed record
      this.net.send(await this.seatingMessage());
    } else if (data.t === 'here') { // the host's device says who is at the table (a watcher meets it alone)
      if (table.peers.get(peer.id)?.key === this.head.key) table.heard(data.keys);
    } else if (data.t === 'refused') {
      if (table.asking === null || data.seat !== table.asking || typeof data.reason !== 'string') return;
      table.asking = null;
      this.hooks.notice(t('remote.seat.refused', { reason: data.reason.slice(0, 200) }), 'warn');
    }
    this.onNet();
  }

  /** This device asks the table's host for a free friend's seat. */
  async askSeat(seat) {
    const { publicKey, privateKey } = this.pair;
    const no = this.table.refusal(seat, publicKey);
    if (no) { this.hooks.notice(t('remote.seat.cannot', { reason: no }), 'warn'); return; }
    this.table.asking = seat;
    const join = this.state.head.format === 2 ? await joinRequest(this.state, seat, this.pair) : undefined; // bound in the record (bindSeat)
    this.claim = { t: 'claim', seat, key: publicKey, sig: await sign(privateKey, claimText(this.id, seat, publicKey)), join };
    this.sendClaim();
    this.hooks.changed();
  }

  /**
   * Sends this device's waiting claim to `peer` (a device that just joined), or to every device and
   * again every CLAIM_AGAIN_MS, until the host's seating binds the seat or the host refuses it (the host
   * answers a claim it granted already with the seating again, so a claim may come twice).
   */
  sendClaim(peer = null) {
    const { claim } = this;
    if (!claim || this.closed || this.table.asking !== claim.seat) {
      this.claim = null;
      clearTimeout(this.claimTimer);
      return;
    }
    this.net.send(claim, null, peer);
    if (peer !== null) return;
    clearTimeout(this.claimTimer);
    this.claimTimer = setTimeout(() => this.sendClaim(), CLAIM_AGAIN_MS);
  }

  /** A device left the table: its seat shows "reconnecting", and the table is announced again for it to come back. */
  onLeave(peer) {
    const seat = this.table.peerLeft(peer.id, this.now());
    if (seat !== null) setTimeout(() => { if (!this.closed) this.hooks.changed(); }, this.table.standInAfter + 100); // the others may now let a bot play it
    this.hooks.dropped();
    this.onNet();
  }

  /** After any change of the table or the network: announce or go quiet, say a fault once, tell who is here (the host), redraw. */
  onNet() {
    if (!this.net || !this.table) return;
    const here = this.table.host ? this.table.here.sort().join() : null;
    if (here !== null && here !== this.saidHere) { this.saidHere = here; this.net.send({ t: 'here', keys: this.table.here }); }
    this.net.quiet(!this.table.announce || this.state.game.current === null); // a game over is announced no more
    const relay = this.net.relay;
    if (relay === 'down' && this.said !== 'down') {
      this.hooks.notice(this.net.connected
        ? t('remote.trackers.down-connected')
        : t('remote.trackers.down'), 'warn');
    }
    if (relay !== this.said && (relay === 'down' || relay === 'up')) this.said = relay;
    this.hooks.changed();
  }

  /** A guest whose table no device answers for a while is told so (the creator's page must be open). */
  waitAnswer() {
    clearTimeout(this.answerTimer);
    this.answerTimer = setTimeout(() => {
      if (this.closed || !this.net || this.table.host || this.net.connected || this.net.relay === 'down') return;
      this.hooks.notice(t('remote.table.silent', { code: showCode(this.table.code), seconds: ANSWER_PATIENCE_MS / 1000 }), 'warn');
    }, ANSWER_PATIENCE_MS);
  }

  /** The host lets others watch (or not): the seating says so, and the devices stop sending the game to watchers. */
  async setSpectate(on) {
    if (!this.table?.host) return;
    this.table.spectate = on;
    this.save();
    this.net.send(await this.seatingMessage());
    this.onNet();
  }

  // ---- silent seats: a bot plays them while their device is away --------------------------------

  /** This device votes for the bot at `level` to play the silent `seat` until its device is back. */
  async voteStandIn(seat, level) {
    const no = this.table.vote(seat, this.pair.publicKey, level, this.now());
    if (no) { this.hooks.notice(t('remote.vote.refused', { reason: no }), 'warn'); return; }
    this.net.send({ t: 'stand-in', seat, level });
    await this.settleStandIn(seat);
  }

  /** The host: once every other seat's device here agreed, the bot plays `seat` (the seating says so to every device). */
  async settleStandIn(seat) {
    const before = new Map(this.table.standIns);
    if (this.table.settle(seat) !== null) {
      this.save();
      this.net.send(await this.seatingMessage());
      this.sayStandIns(before);
      this.later(() => this.playStandIn(), t('remote.stand-in.failed'));
    }
    this.hooks.changed();
  }

  /** A notice for each seat a bot began or stopped playing (the table's stand-ins were `before`). */
  sayStandIns(before) {
    for (const [seat, level] of this.table.standIns) {
      if (!before.has(seat)) this.hooks.notice(t('remote.stand-in.on', { level, seat: who(this.head.names, seat) }), 'info');
    }
    for (const seat of before.keys()) {
      if (!this.table.standIns.has(seat)) this.hooks.notice(t('remote.stand-in.off', { seat: who(this.head.names, seat) }), 'info');
    }
  }

  /**
   * The host: while the seat to move is one a bot stands in for, the bot's turn (replayed by every device
   * as it arrives) is signed with the stand-in's mark (chain.js), shown and sent.
   */
  async playStandIn() {
    const seat = this.state.game.current;
    const level = seat === null ? undefined : this.table?.standIns.get(seat);
    if (!this.table?.host || level === undefined || this.closed) return;
    const { botTurn } = await import('./fair.js');
    await botReady();
    if (this.state.game.current !== seat || !this.table.standIns.has(seat)) return; // its device came back meanwhile
    const before = this.state.history.length;
    const turn = botTurn(this.state, level);
    this.state = await signKept(this.id, this.state, (s) => addTurn(s, { ...turn, standIn: `bot${level}` }, this.pair, { bots: true }), { entry: this.entry });
    this.broadcast({ t: 'record', record: this.state.record });
    await this.hooks.replay(before);
    await this.playStandIn(); // the next seat may be one a bot stands in for too
  }
}
