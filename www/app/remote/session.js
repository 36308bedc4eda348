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
  CLOCK_SKEW_MS, RemoteError, addTurn, bindSeat, checkJoin, checkLiveHops, crossWords, extendRecord, fromTurn, joinRequest, liveRefusal, readHead,
  seatWords as who, signVote, standInVoters, verifyRecord,
} from './chain.js';
import { voteRefusal } from './chain/stand-ins.js';
import { Discovery } from './discovery.js';
import { helloProofs, takeProofs } from './identity.js';
import { joinLink, linkUrl } from './link.js';
import { Live } from './live.js';
import { inOrder } from './in-order.js';
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
    /** The version of the last seating this device signed (the host) or followed (a guest): an older one is a replay. */
    this.seatingVersion = entry.table?.version ?? 0;
    /** The seatings' signatures, made one after another (seatingMessage). */
    this.seatingSigned = inOrder();
    /** The signed votes heard for a bot to stand in: seat → (key → [voter's seat, level, from, signature]). */
    this.voteSigs = new Map();
    /** Since when this device has been connected to at least one device of its table (ms), or null. */
    this.connectedSince = null;
    /** By link: this device's join request for a friend's seat, as the link the creator opens ({seat, url}), or null. */
    this.joining = entry.joining ?? null;
  }

  get head() { return this.state.head; }

  /**
   * When the seat to move's deadline passes on this device (ms; null without one): by the last turn's stamp,
   * and not before this device's own receipt of that turn plus the deadline, less the skew (a backdated
   * stamp does not shorten it here). The same rule this device applies to a claim (chain/verify.js).
   */
  get due() {
    const { deadline } = this.head;
    if (!deadline) return null;
    const seen = this.entry.seenAt?.turn === this.state.turns.length - 1 ? this.entry.seenAt.at + deadline - CLOCK_SKEW_MS : 0;
    return Math.max(this.state.turnStart + deadline, seen);
  }

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
    // When this device first held the last turn, by its own clock: the deadline of the seat to move counts
    // from here too (a backdated stamp does not shorten it; chain/verify.js, `observed`).
    const last = this.state.turns.length - 1;
    if (this.entry.seenAt?.turn !== last) this.entry.seenAt = { turn: last, at: this.now() };
    if (this.joining && this.state.keys[this.joining.seat] !== null) this.joining = null; // the creator bound the seat
    this.entry.joining = this.joining;
    if (this.table) {
      this.table.adopt(this.state.keys); // a seat taken by link is that key's at the table too
      const votes = [...this.voteSigs].map(([seat, byKey]) => [seat, [...byKey.values()]]);
      this.entry.table = {
        code: this.table.code, ...this.table.seating(), version: this.seatingVersion, votes,
      };
    }
    this.entry.summary = {
      updated: Date.now(), names: this.head.names, current: game.current, winner: game.winner, draw: game.draw,
      mine: this.mine, deadline: this.head.deadline, turnStart: this.state.turnStart, due: this.due, // the Games list's time left: this device's deadline
    };
    if (!putRemote(this.id, this.entry)) this.hooks.notice(t('remote.notice.not-kept'), 'warn');
    if (game.current === null && !this.series?.open) this.net?.quiet(true); // the game is over: the table is announced no more (but while a rematch is asked)
  }

  /**
   * Signs this device's finished turns ({by, steps}[]) under a lock across this browser's tabs, keeps
   * and sends them. False when nothing was signed (another tab had played: its record is opened).
   */
  async signTurns(turns) {
    const stranger = turns.find((t) => !this.mine.includes(t.by));
    if (stranger) throw new RemoteError('key', t('remote.not-holder', { seat: who(this.head.names, stranger.by) }));
    let state;
    try {
      // Under a lock across this browser's tabs, after the kept record is read again (store.js signKept).
      state = await signKept(this.id, this.state, async (s) => {
        for (const t of turns) s = await addTurn(s, t, this.pair); // stamped by nextTime: never before the turn it follows
        return s;
      }, { entry: this.entry });
    } catch (e) {
      if (e.code !== 'other-tab') throw e;
      // Two tabs of this browser played the same seat: the other kept its turn first. Say so (not "the live connection").
      this.hooks.notice(t('remote.other-tab.lost', { seat: who(this.head.names, turns[0].by) }), 'warn');
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
   * A record from the game's creator that makes this game again (same id and key, other settings): taken
   * only before any turn and before any friend's seat is bound, only of format 2 (format 1 is never made),
   * only from a newer head (created later), its bot hops checked. The new state, or null when the record
   * is not a remake (another game, or the same head: mergeRecords says what it is).
   * @throws {RemoteError} 'remake' naming why this remake is refused
   */
  async remade(record) {
    const held = this.state.record;
    if (!record || typeof record !== 'object' || typeof record.head !== 'string' || record.head === held.head) return null;
    let head;
    try { head = readHead(record.head, record.hcr === 2 ? 2 : 1); } catch { return null; }
    if (head.id !== this.id || head.key !== this.head.key) return null;
    const no = (words) => new RemoteError('remake', t(words));
    if (held.turns.length > 0) throw no('remote.remake.begun');
    if (this.head.format === 2 && held.seats.length > 0) throw no('remote.remake.bound');
    if (record.hcr !== 2) throw no('remote.remake.format');
    if (!(head.created > this.head.created)) throw no('remote.remake.older');
    return verifyRecord(record, { bots: true });
  }

  /**
   * The same game opened again on this board (a link, an invitation, the Games list, another tab's record):
   * `state`, verified from what the page read before, is merged with the game held now. A turn may have come
   * from the table while it was checked: the board never steps back over it (and the next turn signed here
   * never forks from an older line). Merged, then kept only if the session took nothing meanwhile (else
   * merged again), with no wait between: not queued (later), as a step of the queue may itself open the
   * game again (signTurns' otherTab). Two lines that do not merge: the one opened is taken, as it always was.
   */
  async adopt(entry, state) {
    for (;;) {
      const held = this.state;
      let taken = state;
      try { taken = (await extendRecord(held, state.record, { now: this.now(), bots: true })).state; } catch { /* the one opened */ }
      if (this.state === held) {
        Object.assign(this, { entry, state: taken });
        return;
      }
    }
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

  /**
   * This device asks for a friend's seat that no device holds yet, by link: its join request (signed by
   * its key) as a "#join=" link for the creator to open (`joining`); the creator's device binds the seat
   * in the record, and the link it sends back seats this device. A game of format 1 (made before seats
   * were bound) gives the seat to the device that plays its first turn, as it did.
   */
  async claimSeat(seat, base = null) {
    if (this.head.format === 2) {
      const request = await joinRequest(this.state, seat, this.pair);
      const no = await checkJoin(this.state, request);
      if (no) { this.hooks.notice(t('remote.seat.cannot', { reason: no.message }), 'warn'); return; }
      this.joining = { seat, request, url: joinLink(request, base ?? 'https://invalid.example/') };
      this.save();
      this.live?.send({ t: 'join', request }); // over the manual connection, the creator's device binds it at once
      this.hooks.changed();
      return;
    }
    this.entry.mine = [...new Set([...this.entry.mine, seat])];
    this.save();
    this.hooks.seated(seat);
    this.hooks.changed();
  }

  /**
   * The creator's device opens a friend's join link: the seat is bound in the record to the key that
   * asked (bindSeat), kept and sent. Throws the RemoteError saying why not (seat taken, game begun...).
   */
  async bindByLink(request) {
    const state = await bindSeat(this.state, request, this.pair);
    this.state = state;
    this.save();
    this.broadcast({ t: 'record', record: state.record });
    this.hooks.notice(t('remote.join.bound', { seat: who(this.head.names, request.s) }), 'info');
    this.hooks.changed();
  }

  /**
   * The seat to move has let its deadline pass: this device's seat claims, and that seat resigns by time.
   * The claim waits its turn behind the records being taken (later): a move that came before the press is
   * taken first, and then there is nothing to claim (signed at once, the claim went out against a move this
   * device held already, or was refused as "another tab played").
   */
  claimTime() {
    return this.later(() => this.claimNow(), null, (e) => this.hooks.notice(t('remote.claim.failed', { reason: e.message }), 'warn'));
  }

  /** The claim on time, now (claimTime queues it). */
  async claimNow() {
    const { game } = this.state;
    const by = this.mine.find((s) => !game.seats[s].eliminated);
    if (by === undefined || game.current === null || this.now() < this.due) return;
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
      onOpen: (peer) => {
        this.live.send({ t: 'record', record: this.state.record }, null, peer);
        if (this.joining) this.live.send({ t: 'join', request: this.joining.request }, null, peer); // a seat asked for before the connection opened
      },
      onChange: () => this.hooks.changed(),
    });
    return this.live;
  }

  // ---- messages from any transport ------------------------------------------------------------

  onMessage(data, peer, problem) {
    if (!problem && this.chat?.takes(data, peer)) return; // reactions and chat (chat.js, made by chat-ui.js): never the record
    if (!problem && data?.t === 'hops') {
      this.later(() => this.onHops(data, peer), null, (e) => this.diverged(e.message));
      return;
    }
    if (!problem && data?.t === 'join' && this.live?.has(peer)) { // a friend's join request over the manual connection
      if (this.pair.publicKey === this.head.key) this.later(() => this.bindByLink(data.request), t('remote.join.taken'));
      return;
    }
    if (!problem && data?.t === 'again' && this.series && this.net?.has(peer)) { this.later(() => this.series.receive(data, peer), t('remote.table.message-refused')); return; } // a rematch (series-ui.js)
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
    const first = this.state.turns.length;
    try {
      const again = await this.remade(record);
      // Only its new turns checked, each bot hop replayed, a claim on time also against this device's own
      // time of receipt of the turn it claims on (entry.seenAt).
      taken = again ? { status: 'newer', state: again } : await extendRecord(this.state, record, { now: this.now(), bots: true, observed: this.entry.seenAt ?? null });
      const no = this.standInRefusal(taken.state, first);
      if (no) throw no;
      // At the table, a friend's seat is its bound device's (one invited by hand or by link takes it by its first turn, as before).
      if (this.net?.has(peer) && taken.state.head.format === 2) this.table.adopt(taken.state.keys); // bound in the record, signed by the creator
      const wrong = this.net?.has(peer) ? this.table.checkKeys(taken.state.keys) : null;
      if (wrong) {
        const turn = taken.state.turns.findIndex((t) => t.by === wrong.seat);
        throw new RemoteError('not-seat', wrong.reason, turn);
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
   * THE DEVICE'S OWN CHECK of a stand-in it watched happen (beyond the votes the record carries): the first
   * new turn of `state` (index `first`), when it is a bot standing in for a friend's seat and this device
   * was at the table from before the turn it follows came until now. A seat's own device refuses a bot for
   * itself, and says so ('stand-in-self'); any other device refuses one for a seat whose device it is
   * connected to, or has not seen silent for its own wait ('stand-in-present'). A device that was away
   * (it came back, reloaded, or opened a link) takes the stand-ins it did not see, on their votes.
   * @returns {RemoteError|null}
   */
  standInRefusal(state, first) {
    const turn = state.turns[first];
    if (!turn || state.head.format !== 2 || turn.key === null) return null;
    const seen = this.entry.seenAt;
    const watched = this.connectedSince !== null && seen?.turn === first - 1 && this.connectedSince <= seen.at;
    if (!watched) return null;
    const seat = turn.by;
    const words = { seat: who(this.head.names, seat), turn: first + 1 };
    if (state.keys[seat] === this.pair.publicKey) return new RemoteError('stand-in-self', t('remote.stand-in.self', words), first);
    const table = this.table;
    if (!table) return null;
    const since = table.silent.get(seat);
    if (table.present.has(state.keys[seat]) || since === undefined || this.now() - since < table.standInAfter) {
      return new RemoteError('stand-in-present', t('remote.stand-in.present', { ...words, seconds: Math.round(table.standInAfter / 1000) }), first);
    }
    return null;
  }

  /**
   * A peer's unsigned hops (sent as they are played): shown when they go on from the signed game this
   * device holds, checked for their sender at the table; the hub passes them on. They are only shown: the
   * turn is taken when its signed record comes (receive), which replaces them.
   */
  onHops({ at, hops }, peer) {
    if (!Number.isInteger(at)) {
      this.hooks.notice(t('remote.message.refused', { reason: t('remote.message.not-hops') }), 'warn');
      return;
    }
    if (at !== this.state.history.length) return; // hops of a turn this device holds signed already, or has not reached
    // One rule (chain/live-hops.js): the seat to move's legal hops, from its own device or the host passing them on.
    const fromNet = Boolean(this.net?.has(peer));
    const sender = fromNet ? this.table.peers.get(peer.id)?.key ?? '' : null;
    const no = checkLiveHops(this.state, hops, sender, this.pair.publicKey);
    if (no) {
      if (no.code !== 'other-tab') this.hooks.notice(t('remote.message.refused', { reason: no.message }), 'warn');
      else if (this.saidTab !== at) this.hooks.notice(t('remote.hops.tab', { seat: who(this.head.names, this.state.game.current) }), 'info');
      if (no.code === 'other-tab') this.saidTab = at;
      return;
    }
    const own = fromNet && sender === this.state.keys[this.state.game.current];
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
    for (const [seat, votes] of kept?.votes ?? []) for (const v of votes) if (this.state.keys[v[0]]) this.keepVote(seat, this.state.keys[v[0]], v);
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
    this.connectedSince ??= this.now();
    this.table.peerJoined(peer.id, this.now());
    const { publicKey, privateKey } = this.pair;
    this.net.send({ t: 'hello', key: publicKey, sig: await sign(privateKey, helloText(this.id, publicKey, this.net.selfId)), friends: await helloProofs(this.id, this.pair) }, null, peer);
    // Every device sends its record to a device it meets: after a split (an outage, a reload) the longer valid one stands on both.
    this.net.send({ t: 'record', record: this.state.record }, null, peer);
    if (this.table.host) this.net.send(await this.seatingMessage(), null, peer);
    this.sendClaim(peer); // this device's claim, if one waits: the newcomer may be the host
    this.series?.greet(peer); // a rematch asked at a finished table
    this.onNet();
  }

  /**
   * The host's seating, signed with a version higher than any before it (kept: a reload goes on counting).
   * Signed one after another, so seatings made at once (a device met as another's claim is taken) are ready,
   * and sent, in the order of their versions: a guest that heard the newer first refused the older one,
   * saying so, though nothing was wrong.
   */
  async seatingMessage() {
    const { seats, spectate, standIns } = this.table.seating();
    this.seatingVersion += 1;
    const version = this.seatingVersion;
    this.save();
    const sig = await this.seatingSigned(() => sign(this.pair.privateKey, seatingText(this.id, version, seats, spectate, standIns)));
    return {
      t: 'seats', version, seats, spectate, standIns, sig,
    };
  }

  /**
   * The table's own messages: hello (who a device is), claim (asks the host for a seat), seats (the host's
   * seating), refused, stand-in (a vote for a bot to play a silent seat).
   */
  async onTable(data, peer) {
    const table = this.table;
    if (data.t === 'hello') {
      if (!await verify(data.key, data.sig, helloText(this.id, data.key, peer.id))) throw new RemoteError('signature', t('remote.table.hello-sig'));
      takeProofs(this.id, data.friends, [...this.state.keys, ...table.seats]); // who these devices are across games (identity.js; never throws, not waited for)
      const before = new Map(table.standIns);
      const back = table.hello(peer.id, data.key, this.now());
      if (back !== null) this.voteSigs.delete(back); // its device is back: a bot plays it again only on new votes
      if (table.standIns.size < before.size) { // a seat's own device is back: the bot that stood in stops, and every device hears it
        this.save();
        this.net.send(await this.seatingMessage());
        this.sayStandIns(before);
      }
    } else if (data.t === 'stand-in') {
      const key = table.peers.get(peer.id)?.key ?? null; // the device's hello named its key over this connection
      // The vote the record will carry: signed by that device's key (chain/stand-ins.js).
      const no = table.voteRefusal(data.seat, key, data.level, this.now());
      if (no) throw new RemoteError('votes', no);
      const vote = Array.isArray(data.vote) && data.vote.length === 4 ? data.vote : null;
      if (vote === null || this.state.keys[vote[0]] !== key) throw new RemoteError('votes', t('remote.chain.votes.none'));
      const bad = await voteRefusal(this.state, data.seat, data.level, vote);
      if (bad) throw bad;
      table.vote(data.seat, key, data.level, this.now());
      this.keepVote(data.seat, key, vote);
      await this.settleStandIn(data.seat);
    } else if (data.t === 'seats') {
      if (table.host) return; // the host signs the seating; it never follows one (a peer may replay the host's own)
      const standIns = data.standIns ?? [];
      if (!await verify(this.head.key, data.sig, seatingText(this.id, data.version, data.seats, data.spectate, standIns))) throw new RemoteError('signature', t('remote.table.seating-sig'));
      if (!Number.isSafeInteger(data.version) || data.version <= this.seatingVersion) {
        throw new RemoteError('seating-old', t('remote.seating.old', { version: String(data.version).slice(0, 12), last: this.seatingVersion }));
      }
      const asked = table.asking;
      const before = new Map(table.standIns);
      const no = table.follow(data.seats, data.spectate, standIns);
      if (no) throw new RemoteError('seating', no);
      this.seatingVersion = data.version;
      for (const seat of [...table.standIns.keys()]) {
        if (!this.mine.includes(seat)) continue;
        table.standIns.delete(seat); // this device is here: it takes no bot turn for its own seat (standInRefusal)
        this.hooks.notice(t('remote.stand-in.self-seating', { seat: who(this.head.names, seat) }), 'warn');
      }
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
      if (!await verify(data.key, data.sig, claimText(this.id, data.seat, data.key))) throw new RemoteError('signature', t('remote.table.claim-sig'));
      const bind = this.state.head.format === 2 && this.state.record.turns.length === 0 && this.state.keys[data.seat] !== data.key;
      let no = table.refusal(data.seat, data.key) ?? this.series?.claimRefusal(data.seat, data.key) ?? null; // a series' next game keeps each seat for its player
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
    if (!this.net.connected) this.connectedSince = null; // alone: what happens next is not watched from here
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
    this.net.quiet(!this.table.announce || (this.state.game.current === null && !this.series?.open)); // a game over is announced no more (but while a rematch is asked)
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
    const refused = (no) => this.hooks.notice(t('remote.vote.refused', { reason: no }), 'warn');
    const no = this.table.voteRefusal(seat, this.pair.publicKey, level, this.now());
    if (no) { refused(no); return; }
    const vote = await signVote(this.state, seat, level, this.pair); // travels with the bot's turns, in the record
    // Counted only now, with its signature kept at once: another device's vote taken while this one was signed
    // would otherwise settle the stand-in on a vote the bot's turn could not carry (refused, and no bot played).
    const late = this.table.vote(seat, this.pair.publicKey, level, this.now());
    if (late) { refused(late); return; }
    this.keepVote(seat, this.pair.publicKey, vote);
    this.net.send({ t: 'stand-in', seat, level, vote });
    await this.settleStandIn(seat);
  }

  /** Keeps a signed vote (the host puts the votes of every voter in each stand-in turn it signs). */
  keepVote(seat, key, vote) {
    if (!this.voteSigs.has(seat)) this.voteSigs.set(seat, new Map());
    this.voteSigs.get(seat).set(key, vote);
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
    const heard = this.voteSigs.get(seat) ?? new Map();
    const votes = standInVoters(this.state, seat).flatMap((k) => (heard.has(k) && heard.get(k)[1] === level ? [heard.get(k)] : []));
    this.state = await signKept(this.id, this.state, (s) => addTurn(s, { ...turn, standIn: `bot${level}`, votes }, this.pair, { bots: true }), { entry: this.entry });
    this.broadcast({ t: 'record', record: this.state.record });
    await this.hooks.replay(before);
    await this.playStandIn(); // the next seat may be one a bot stands in for too
  }
}
