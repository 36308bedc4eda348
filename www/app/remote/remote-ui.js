// Remote play on the page (loaded by import() only when a remote game is
// started, a remote link is opened, a remote game is resumed or listed):
// the game on the board is a verified remote record (chain.js); the board
// lets this device move only the seats it holds (the others are read-only),
// every turn this device plays is signed as soon as it ends, and whenever the
// turn reaches a seat held elsewhere the panel offers the link for it (Copy,
// Share, a QR code). Opening a link verifies it, merges it with what this
// browser holds (an older one never overwrites), and plays out on the board
// what happened since this browser last looked.

import { seatLabel } from '../../element/armies.js';
import { History, isEvent } from '../../element/history.js';
import { stepCode } from '../../element/notation.js';
import { makeSettings } from '../../element/record.js';
import { keyOf } from '../../element/state.js';
import { $, h } from '../platform/dom.js';
import { newId } from '../games/game-store.js';
import {
  UNSIGNED_HOLD_MS, addTurn, bindSeat, checkJoin, crossWords, extendRecord, fromTurn, joinRequest, liveRefusal, newRecord, readHead, readShape,
  seatWords, verifyRecord,
} from './chain.js';
import { decodeLink, linkUrl, toBase64Url } from './link.js';
import { Discovery } from './discovery.js';
import { Live, decodeCode, encodeCode } from './live.js';
import {
  button, copyText, drawLobby, drawPanel, durationWords,
} from './panel.js';
import {
  browserKeys, deviceKey, memoryKeys, sign, verify,
} from './sign.js';
import {
  Table, claimText, helloText, newCode, readCode, seatingText, showCode,
} from './table.js';
import {
  currentRemote, getRemote, listRemote, putRemote, setCurrentRemote, signKept,
} from './store.js';

/** Least ms between two hops played out on opening a link, so the eye can follow. */
export const REPLAY_PACE = 450;
/** How long a device joining a table waits for any of its devices before it says so. */
export const ANSWER_PATIENCE_MS = 20_000;
/** hc-change reasons by which another game took the board (the page's and the element's). */
const REPLACING = new Set(['new', 'load', 'saved', 'restore', 'link', 'library', 'import']);
/** The table's own live messages (Session.onTable). */
const TABLE_MESSAGES = new Set(['hello', 'seats', 'claim', 'refused']);

/** The remote game on the board, or null. */
let session = null;
const spareKeys = memoryKeys(); // when IndexedDB is refused: keys for this visit only

const pause = (ms) => new Promise((resolve) => { setTimeout(resolve, ms); });
const who = seatWords;


/** A copy of a history's first `n` steps. */
function upTo(history, n) {
  const copy = new History(history.entries[0].snapshot);
  for (let i = 1; i <= n; i++) copy.push(history.entries[i].snapshot, history.entries[i].hop);
  return copy;
}

async function keyFor(page, id) {
  try {
    return await deviceKey(id, browserKeys);
  } catch {
    page.notice('This browser does not let the page keep a key, so this device can sign moves only until the page is closed.', 'warn');
    return deviceKey(id, spareKeys);
  }
}

class Session {
  /**
   * @param {{board: HTMLElement, notice: Function, keeper: object}} page
   * @param {object} entry the kept entry (store.js)
   * @param {import('./chain.js').RemoteGame} state the verified game
   * @param {{privateKey: CryptoKey, publicKey: string}} pair this device's key for the game
   */
  constructor(page, entry, state, pair) {
    Object.assign(this, { page, board: page.board, entry, state, pair });
    this.id = state.head.id;
    this.queue = Promise.resolve();
    this.busy = false; // loading or playing out steps: the board's own events are not this device's turns
    this.links = new Map(); // link text per record length and first turn
    /** @type {Live|null} live play, once an invitation is made or opened */
    this.live = null;
    this.invitation = null; // the host's invitation link, while it waits for its reply
    this.reply = null; // a guest's reply link for the host
    this.unsigned = false; // the board shows a peer's hops sent at once, whose signed turn has not come yet
    this.listeners = [
      ['hc-hop', () => this.sendHops()],
      ['hc-turnend', () => this.afterStep()],
      ['hc-event', () => this.afterStep()],
      ['hc-change', (e) => this.onChange(e.detail.reason)],
    ];
  }

  get head() { return this.state.head; }

  /** The seats this device holds: those signed with its key, and those it claimed and has not played yet. */
  get mine() {
    const signed = this.state.keys.flatMap((k, seat) => (k === this.pair.publicKey ? [seat] : []));
    const claimed = this.table ? this.table.mine : this.entry.mine; // at a table, the host gives the seats
    return [...new Set([...signed, ...claimed])].sort();
  }

  /** The board's settings: each seat as its creator set it, a friend's seat a person. */
  get settings() {
    const { players, radius, names, kinds, seed, settings } = this.head;
    return makeSettings(players, radius, names, kinds, seed, { rules: settings.rules });
  }

  attach() {
    for (const [type, run] of this.listeners) this.board.addEventListener(type, run);
    this.timer = setInterval(() => this.render(), 30_000); // the time left
    setCurrentRemote(this.id);
  }

  detach() {
    this.live?.close();
    this.net?.close();
    clearTimeout(this.hold);
    window.removeEventListener('offline', this.onOffline);
    this.tabs?.close();
    for (const [type, run] of this.listeners) this.board.removeEventListener(type, run);
    clearInterval(this.timer);
    $('remote-panel')?.remove();
    this.board.removeAttribute('readonly');
    setCurrentRemote(null);
    if (session === this) session = null;
  }

  onChange(reason) {
    if (this.busy) return;
    if (REPLACING.has(reason)) this.detach();
    else this.render();
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
    if (!putRemote(this.id, this.entry)) this.page.notice('This browser refused to keep the remote game: it will be lost on reload.', 'warn');
  }

  /** Puts a history on the board as this remote game (the library keeps it under the game's one entry). */
  load(history) {
    this.busy = true;
    this.page.keeper.expect(this.entry.libraryId);
    this.board.load({ settings: this.settings, history }, 'remote');
    this.busy = false;
  }

  /** Puts the verified game on the board at step `from`, then plays out the steps after it. */
  async show(from = this.state.history.length) {
    const full = this.state.history;
    this.playing = from < full.length; // read-only from the first moment, until the new steps are played out
    this.unsigned = false;
    this.board.setAttribute('readonly', '');
    if (this.mine.length) this.board.setAttribute('bottom-seat', String(this.mine[0]));
    this.load(upTo(full, Math.min(from, full.length)));
    this.render();
    if (from < full.length) await this.playOut(from);
    this.entry.seen = full.length;
    this.save();
    this.render();
  }

  /** Plays the steps after `from` on the board, one at a time: each hop drawn and read by the live region. */
  async playOut(from) {
    const full = this.state.history;
    const news = full.length - from;
    this.playing = true;
    this.render(`${news} new ${news === 1 ? 'move' : 'moves'} since you last looked, played out on the board.`);
    for (let i = from + 1; i <= full.length; i++) {
      await pause(REPLAY_PACE);
      if (session !== this || this.board.history.length !== i - 1) break; // the board went elsewhere
      const step = full.entries[i].hop;
      const move = isEvent(step) ? null : this.board.game.legalMoves().find((m) => keyOf(m.from) === step.from && keyOf(m.to) === step.to);
      if (move) {
        this.busy = true;
        this.board.play(move);
        this.busy = false;
      } else {
        this.load(upTo(full, i));
      }
    }
    this.playing = false;
  }

  afterStep() {
    if (this.busy || this.playing) return;
    this.queue = this.queue.then(() => this.signPending()).catch((e) => this.diverged(e.message));
  }

  /** Signs every turn this device finished on the board since the last signed one. */
  async signPending() {
    const b = this.board.history;
    const signed = this.state.history.entries;
    if (b.canRedo || this.board.history.length < signed.length - 1) return; // looking back
    for (let i = 1; i < signed.length; i++) {
      if (b.entries[i].snapshot !== signed[i].snapshot) { this.diverged('a signed turn cannot be taken back'); return; }
    }
    const turns = [];
    let turn = null;
    for (let i = signed.length; i <= b.length; i++) {
      const step = b.entries[i].hop;
      const code = stepCode(step, this.head.radius);
      if (isEvent(step)) {
        if (step.kind !== 'resign') { this.diverged('draw offers are not part of remote play'); return; }
        if (turn) { this.diverged('a resignation in the middle of a chain cannot be sent'); return; }
        turns.push({ by: step.seat, steps: [code] });
        continue;
      }
      turn ??= { by: step.seat, steps: [] };
      turn.steps.push(code);
      if (!step.chaining) { turns.push(turn); turn = null; }
    }
    if (!turns.length) return;
    const stranger = turns.find((t) => !this.mine.includes(t.by));
    if (stranger) { this.diverged(`this device does not hold ${who(this.head.names, stranger.by)}'s seat`); return; }
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
      this.page.notice(`That was not sent: ${e.message}.`, 'warn');
      await openKept(this.page, this.id);
      return;
    }
    this.state = state;
    this.entry.seen = state.history.length;
    this.save();
    this.render();
    this.broadcast({ t: 'record', record: state.record });
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

  /** Sends to every device on every transport (the manual connection, the table's). */
  broadcast(data) {
    this.live?.send(data);
    this.net?.send(data);
  }

  /**
   * Passes a record that was new here on to every other device: the manual connection's hub must, and at
   * the table a device that came late may be connected to the host alone (the others had gone quiet).
   * A device passes a record on once (the second copy is not new), so a turn costs at most n² messages.
   */
  passOn(data, from) {
    this.live?.send(data, from);
    this.net?.send(data, from);
  }

  /** The board left the signed line (a turn taken back, a draw offered): it is put back, with a notice. */
  diverged(why) {
    this.page.notice(`That was not sent: ${why}. The game is back as signed.`, 'warn');
    this.show();
  }

  /** The first turn a link for `seat`'s device must carry: after that device's last turn (it holds the rest). */
  linkStart(seat) {
    const key = this.state.keys[seat];
    if (key === null) return 0;
    const turns = this.state.record.turns;
    for (let i = turns.length - 1; i >= 0; i--) if (this.state.keys[turns[i][0]] === key) return i + 1;
    return 0;
  }

  /** The link for `seat` (null: the whole record), made once per record length. */
  async link(seat) {
    const from = seat === null ? 0 : this.linkStart(seat);
    const tag = `${this.state.record.turns.length}/${from}`;
    if (!this.links.has(tag)) {
      const base = window.location.href.split('#')[0];
      this.links.set(tag, await linkUrl(fromTurn(this.state.record, from), base));
    }
    return this.links.get(tag);
  }

  /** This device takes a friend's seat that no device holds yet. */
  claimSeat(seat) {
    this.entry.mine = [...new Set([...this.entry.mine, seat])];
    this.save();
    this.page.board.setAttribute('bottom-seat', String(seat));
    this.render();
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
      this.page.notice(`The claim was not made: ${e.message}.`, 'warn');
      return;
    }
    await this.show(before);
    this.broadcast({ t: 'record', record: this.state.record });
  }

  // ---- live (live.js) ----------------------------------------------------------

  startLive() {
    const refusal = liveRefusal(this.state); // a bot version this build does not know: its hops could not be checked
    if (refusal) {
      this.page.notice(`${refusal.message}.`, 'warn');
      return null;
    }
    this.live ??= new Live({
      onMessage: (data, peer, problem) => this.onLive(data, peer, problem),
      onOpen: (peer) => this.live.send({ t: 'record', record: this.state.record }, null, peer),
      onChange: () => this.render(),
    });
    return this.live;
  }

  /** The host: an invitation link holding this record and an offer; the reply comes back by paste or another tab. */
  async invite() {
    const live = this.startLive();
    if (!live) return;
    const sdp = await live.invite();
    const base = window.location.href.split('#')[0];
    this.invitation = `${base}#live=${await encodeCode({ v: 1, sdp, record: this.state.record })}`;
    this.tabs?.close();
    this.tabs = new BroadcastChannel(LIVE_TABS);
    this.tabs.addEventListener('message', (e) => { if (typeof e.data?.reply === 'string') this.acceptReply(e.data.reply); });
    this.render();
  }

  /** The host: a guest's reply (its code, or the link holding it). */
  async acceptReply(text) {
    const status = $('remote-status');
    try {
      const data = await decodeCode(String(text).trim().replace(/^.*#reply=/, ''));
      if (data.v !== 1 || data.game !== this.id || typeof data.sdp !== 'string') throw new Error('it is not a reply to this game\'s invitation');
      await this.live.accept(data.sdp);
      this.invitation = null;
      this.tabs?.close();
      this.tabs = null;
      this.render();
    } catch (e) {
      if (status) status.textContent = `The reply could not be used: ${e.message}.`;
    }
  }

  /** A guest: answers the host's offer; the reply link is shown for the host. */
  async join(sdp) {
    const live = this.startLive();
    if (!live) return;
    const answer = await live.join(sdp);
    const base = window.location.href.split('#')[0];
    this.reply = `${base}#reply=${await encodeCode({ v: 1, game: this.id, sdp: answer })}`;
    this.render();
  }

  onLive(data, peer, problem) {
    if (!problem && data?.t === 'hops') {
      this.queue = this.queue.then(() => this.showHops(data, peer)).catch((e) => this.diverged(e.message));
      return;
    }
    if (!problem && TABLE_MESSAGES.has(data?.t) && this.net?.has(peer)) {
      this.queue = this.queue.then(() => this.onTable(data, peer)).catch((e) => this.page.notice(`A table message was refused: ${e.message}.`, 'warn'));
      return;
    }
    if (problem || data?.t !== 'record') {
      this.page.notice(`A message from the live connection was refused: ${problem ?? 'not a record'}. The connection goes on.`, 'warn');
      return;
    }
    this.queue = this.queue.then(() => this.receive(data.record, peer)).catch((e) => this.diverged(e.message));
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
        throw new Error(`turn ${turn + 1}: ${wrong.reason}`);
      }
    } catch (e) {
      this.page.notice(`A move from the live connection was refused: ${e.message}. The connection goes on.`, 'warn');
      return;
    }
    const { status, state, verdict } = taken;
    if (verdict) this.page.notice(crossWords(verdict, this.head.names), 'info'); // a late move and a claim crossed
    if (state === this.state) {
      if (this.unsigned) await this.show(); // hops shown that no signed turn followed (a peer that dropped mid-chain)
      if (status === 'older' || status === 'crossed') this.reply({ t: 'record', record: this.state.record }, peer); // it is behind, or lost the crossing
      return;
    }
    const before = this.state.history.length;
    this.state = state;
    this.save();
    this.passOn({ t: 'record', record: state.record }, peer); // the hub passes it on
    // The board may show some of its hops already (sent at once, unsigned): it goes on from there when
    // they are the signed ones, and is put back as signed when they are not.
    const b = this.board.history;
    let on = before;
    while (on < b.length && on < state.history.length && b.entries[on + 1].snapshot === state.history.entries[on + 1].snapshot) on++;
    this.unsigned = false;
    if (on === b.length && !b.canRedo) {
      if (on < state.history.length) await this.playOut(on);
    } else await this.show();
    this.entry.seen = state.history.length;
    this.save();
    this.render();
  }

  /**
   * Live: the hops this device played since its last signed step go to the peers at once, unsigned, so
   * their boards show each hop of a chain as it is played; the signed turn follows when the turn ends.
   */
  sendHops() {
    if (this.busy || this.playing || !(this.live?.connected || this.net?.connected)) return;
    const at = this.state.history.length;
    const b = this.board.history;
    if (b.canRedo || b.length <= at) return;
    const hops = [];
    for (let i = at + 1; i <= b.length; i++) {
      const step = b.entries[i].hop;
      if (isEvent(step)) return; // a resignation travels signed only
      hops.push([step.from, step.to]);
    }
    this.broadcast({ t: 'hops', at, hops });
  }

  /**
   * A peer's unsigned hops (sendHops): shown on the board, read-only, when they go on from the signed
   * game this device holds, are legal, and are not for a seat this device holds; the hub passes them on.
   * They are only shown: the turn is taken when its signed record comes (receive), which replaces them.
   */
  async showHops({ at, hops }, peer) {
    const key = (k) => typeof k === 'string' && k.length <= 8;
    if (!Number.isInteger(at) || !Array.isArray(hops) || hops.length === 0 || hops.length > 64
      || !hops.every((x) => Array.isArray(x) && x.length === 2 && x.every(key))) {
      this.page.notice('A message from the live connection was refused: not a list of hops. The connection goes on.', 'warn');
      return;
    }
    if (at !== this.state.history.length) return; // hops of a turn this device holds signed already, or has not reached
    // At the table, hops come from the seat's own device, or from the host passing that device's on.
    const seat = this.state.game.current;
    const fromNet = Boolean(this.net?.has(peer));
    const sender = fromNet ? this.table.peers.get(peer.id)?.key : null;
    const own = fromNet && seat !== null && sender === this.table.seats[seat];
    if (fromNet && !own && sender !== this.head.key) {
      this.page.notice(`Live hops were refused: they came from a device that does not hold ${seat === null ? 'a seat to move' : `${who(this.head.names, seat)}'s seat`}. The connection goes on.`, 'warn');
      return;
    }
    this.live?.send({ t: 'hops', at, hops }, peer); // the manual connection's hub passes them on
    if (this.table?.host && (own || !fromNet)) this.net.send({ t: 'hops', at, hops }, peer); // the table's host passes on the seat's own
    const b = this.board.history;
    if (b.canRedo || b.length < at) return; // looking back: the signed turn will come
    for (let i = at + 1; i <= b.length; i++) {
      const step = b.entries[i].hop;
      const hop = hops[i - at - 1];
      if (!hop || isEvent(step) || step.from !== hop[0] || step.to !== hop[1]) return; // not the line on the board
    }
    for (let k = b.length - at; k < hops.length; k++) {
      const { game } = this.board;
      if (game.current === null) return;
      if (this.mine.includes(game.current)) {
        this.page.notice(`A hop from the live connection was refused: it moves ${who(this.head.names, game.current)}, a seat this device holds. The connection goes on.`, 'warn');
        return;
      }
      const move = game.legalMoves().find((m) => keyOf(m.from) === hops[k][0] && keyOf(m.to) === hops[k][1]);
      if (!move) {
        this.page.notice(`A hop from the live connection was refused: ${hops[k][0]} to ${hops[k][1]} is not a legal move here. The connection goes on.`, 'warn');
        return;
      }
      this.unsigned = true;
      this.busy = true;
      this.board.play(move);
      this.busy = false;
    }
    this.holdUnsigned();
    this.render();
  }

  /** Hops shown with no signed turn yet: if none comes within UNSIGNED_HOLD_MS (chain.js), the board goes back as signed, with a notice. */
  holdUnsigned() {
    clearTimeout(this.hold);
    if (!this.unsigned) return;
    const turns = this.state.record.turns.length;
    this.hold = setTimeout(() => {
      if (session !== this || !this.unsigned || this.state.record.turns.length !== turns) return;
      this.queue = this.queue.then(() => this.show()).then(() => {
        this.page.notice('Live hops were shown, but their signed move never came: the board is back as signed. The move counts once its device sends it.', 'warn');
      });
    }, UNSIGNED_HOLD_MS);
  }

  /** Answers one peer, on the transport it came by. */
  reply(data, peer) {
    this.live?.send(data, null, peer);
    this.net?.send(data, null, peer);
  }

  // ---- the table (table.js, discovery.js) -----------------------------------------

  /**
   * Opens this game's table on the peer-discovery network: the host (the creator) with a new code, or
   * any device with the code it holds (a reload), or a guest's with the discovery it met the table by.
   */
  async openTable(code, net = null, early = []) {
    if (this.net) return;
    this.table = new Table({
      id: this.id, code, kinds: this.head.kinds, names: this.head.names, hostKey: this.head.key, selfKey: this.pair.publicKey,
      seats: this.entry.table?.seats, spectate: this.entry.table?.spectate ?? true,
    });
    this.table.adopt(this.state.keys);
    const hooks = {
      onMessage: (data, peer, problem) => this.onLive(data, peer, problem),
      onOpen: (peer) => this.greet(peer),
      onChange: () => this.onNet(),
      onLeave: (peer) => this.onLeave(peer),
      mayReach: (peer) => this.table.mayWatch(peer.id),
    };
    this.net = net ?? new Discovery({ code, ...hooks });
    Object.assign(this.net, hooks);
    this.save();
    this.onOffline = () => this.page.notice('This device is offline: the moves you play are kept, and sent once it is back on line (the other devices wait).', 'warn');
    window.addEventListener('offline', this.onOffline);
    if (!net) await this.net.start();
    for (const peer of this.net.peers.values()) this.greet(peer);
    for (const [data, peer] of early) this.onLive(data, peer, null);
    this.waitAnswer();
    this.render();
  }

  /** A device joined: it hears who this one is, and (from the host) the game and the seating. */
  async greet(peer) {
    this.table.peerJoined(peer.id, Date.now());
    const { publicKey, privateKey } = this.pair;
    this.net.send({ t: 'hello', key: publicKey, sig: await sign(privateKey, helloText(this.id, publicKey, this.net.selfId)) }, null, peer);
    if (this.table.host) {
      this.net.send({ t: 'record', record: this.state.record }, null, peer);
      this.net.send(await this.seatingMessage(), null, peer);
    }
    this.onNet();
  }

  async seatingMessage() {
    const { seats, spectate } = this.table.seating();
    return { t: 'seats', seats, spectate, sig: await sign(this.pair.privateKey, seatingText(this.id, seats, spectate)) };
  }

  /** The table's own messages: hello (who a device is), claim (asks the host for a seat), seats (the host's seating), refused. */
  async onTable(data, peer) {
    const table = this.table;
    if (data.t === 'hello') {
      if (!await verify(data.key, data.sig, helloText(this.id, data.key, peer.id))) throw new Error('a hello not signed by the key it names');
      table.hello(peer.id, data.key, Date.now());
    } else if (data.t === 'seats') {
      if (!await verify(this.head.key, data.sig, seatingText(this.id, data.seats, data.spectate))) throw new Error('a seating not signed by the table\'s creator');
      const asked = table.asking;
      const no = table.follow(data.seats, data.spectate);
      if (no) throw new Error(no);
      if (asked !== null && table.seats[asked] === this.pair.publicKey) {
        this.board.setAttribute('bottom-seat', String(asked));
        this.page.notice(`You hold ${who(this.head.names, asked)}'s seat at this table.`, 'info');
      }
      this.save();
    } else if (data.t === 'claim') {
      if (!table.host) return;
      if (!await verify(data.key, data.sig, claimText(this.id, data.seat, data.key))) throw new Error('a seat claim not signed by the key it names');
      const bind = this.state.head.format === 2 && this.state.record.turns.length === 0 && this.state.keys[data.seat] !== data.key;
      let no = table.refusal(data.seat, data.key);
      if (!no && bind) {
        const join = data.join?.k === data.key ? data.join : null; // the record's binding is signed by the key that claims
        no = join ? (await checkJoin(this.state, join))?.message ?? null : 'a claim at this table carries its signed request to take the seat';
        if (!no) this.state = await bindSeat(this.state, join, this.pair);
      }
      no ??= table.claim(data.seat, data.key);
      if (no) {
        this.net.send({ t: 'refused', seat: data.seat, reason: no }, null, peer);
        return;
      }
      this.save();
      if (bind) this.broadcast({ t: 'record', record: this.state.record }); // the binding travels in the signed record
      this.net.send(await this.seatingMessage());
    } else if (data.t === 'refused') {
      if (table.asking === null || data.seat !== table.asking || typeof data.reason !== 'string') return;
      table.asking = null;
      this.page.notice(`The seat was not given to this device: ${data.reason.slice(0, 200)}.`, 'warn');
    }
    this.onNet();
  }

  /** This device asks the table's host for a free friend's seat. */
  async askSeat(seat) {
    const { publicKey, privateKey } = this.pair;
    const no = this.table.refusal(seat, publicKey);
    if (no) { this.page.notice(`That seat cannot be yours: ${no}.`, 'warn'); return; }
    this.table.asking = seat;
    const join = this.state.head.format === 2 ? await joinRequest(this.state, seat, this.pair) : undefined; // bound in the record (bindSeat)
    this.net.send({ t: 'claim', seat, key: publicKey, sig: await sign(privateKey, claimText(this.id, seat, publicKey)), join });
    this.render();
  }

  /** A device left the table: its seat shows "reconnecting", and the table is announced again for it to come back. */
  onLeave(peer) {
    this.table.peerLeft(peer.id, Date.now());
    if (this.unsigned) this.show(); // its hops without their signed turn go
    this.onNet();
  }

  /** After any change of the table or the network: announce or go quiet, say a fault once, redraw. */
  onNet() {
    if (!this.net || !this.table) return;
    this.net.quiet(!this.table.announce);
    const relay = this.net.relay;
    if (relay === 'down' && this.said !== 'down') {
      this.page.notice(this.net.connected
        ? 'The table\'s trackers cannot be reached: the devices already connected play on, but one that drops or a new one cannot find the table until a tracker answers again. Send them the link instead (Copy the full link).'
        : 'The table\'s trackers cannot be reached from this device (offline, or a network that blocks them): the table code cannot work here now. Send the link instead (Copy the full link), or use the manual invitation below.', 'warn');
    }
    if (relay !== this.said && (relay === 'down' || relay === 'up')) this.said = relay;
    this.render();
  }

  /** A guest whose table no device answers for a while is told so (the creator's page must be open). */
  waitAnswer() {
    clearTimeout(this.answerTimer);
    this.answerTimer = setTimeout(() => {
      if (session !== this || !this.net || this.table.host || this.net.connected || this.net.relay === 'down') return;
      this.page.notice(`No device of table ${showCode(this.table.code)} has answered for ${ANSWER_PATIENCE_MS / 1000} s: the page of someone at the table must be open. This page keeps looking; the link works without it.`, 'warn');
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

  /** Draws the panel (panel.js) after the board's read-only state is set from whose turn it is. */
  render(news) {
    if (news !== undefined) this.news = news;
    const current = this.state.game.current;
    const ours = current !== null && this.mine.includes(current);
    const readOnly = !ours || this.playing || this.unsigned || this.board.history?.canRedo;
    if (this.board.hasAttribute('readonly') !== Boolean(readOnly)) this.board.toggleAttribute('readonly', Boolean(readOnly));
    drawPanel(this);
  }

  copy(text) { return copyText(text); }
}

/** Puts a verified remote game on the board, from step `from` on played out. */
async function open(page, entry, state, pair, from) {
  if (session?.id === state.head.id) { // the same game again (a link, an invitation): the live connection stays
    Object.assign(session, { entry, state });
    await session.show(from);
    return session;
  }
  session?.detach();
  session = new Session(page, entry, state, pair);
  session.attach();
  await session.show(from);
  if (entry.table && state.game.current !== null) session.openTable(entry.table.code); // a reload rejoins its table
  return session;
}

const randomId = () => toBase64Url(crypto.getRandomValues(new Uint8Array(12)));

/**
 * Starts a remote game from the new-game dialog: this device holds every seat
 * but the friends' ("remote"), and signs the settings.
 */
export async function startRemote(page, { players, radius, names, kinds, rules, deadline }) {
  const id = randomId();
  const pair = await keyFor(page, id);
  const settings = makeSettings(players, radius, names, kinds, undefined, { rules });
  // Format 2: the table binds each friend's seat inside the signed record (bindSeat) before the first move.
  const record = await newRecord({ settings, kinds, deadline, pair, id });
  const state = await verifyRecord(record);
  const made = await open(page, { mine: [], seen: 0, libraryId: newId() }, state, pair, 0);
  await made.openTable(newCode());
  return made;
}

/**
 * Opens a "#remote=" link: verified, merged with what this browser holds of the game, played out from
 * where this browser last looked. A refused link changes nothing; an older one is not loaded.
 * @returns {Promise<boolean>} true when the game is on the board
 */
export async function openRemoteLink(page, hash) {
  if (hash.startsWith('#table=')) return joinTable(page, hash.slice('#table='.length));
  if (hash.startsWith('#live=')) return openInvitation(page, hash.slice('#live='.length));
  if (hash.startsWith('#reply=')) return handReply(page, hash.slice('#reply='.length));
  let data;
  try {
    data = await decodeLink(hash);
  } catch (e) {
    page.notice(`This remote game link could not be opened: ${e.message}. Nothing was changed.`, 'error');
    return refusedLink(page);
  }
  return await openRecord(page, data, 'link') || refusedLink(page);
}

/**
 * After a refused link: the remote game this browser had on the board comes back as it was (on a fresh
 * page load the board would otherwise show the saved position as an ordinary game, where one person
 * could move every seat). Returns false (the link's game is not on the board).
 */
async function refusedLink(page) {
  if (!session) await resumeRemote(page);
  return false;
}

/**
 * Opens a record (a link's, an invitation's): verified and merged with what this browser holds.
 * `what` names it in notices; from an invitation a record that brings nothing new says nothing.
 */
async function openRecord(page, data, what) {
  let head;
  try {
    readShape(data);
    head = readHead(data.head);
  } catch (e) {
    page.notice(`This remote game ${what} could not be opened: ${e.message}. Nothing was changed.`, 'error');
    return false;
  }
  const held = getRemote(head.id);
  let note = null;
  let state;
  try {
    if (held) {
      // Only the link's new turns are checked against the game held here, each bot hop replayed.
      const taken = await extendRecord(await verifyRecord(held.record), data, { bots: true });
      state = taken.state;
      if (taken.status === 'older') {
        note = `This ${what} is older than the game this browser holds (${data.from + data.turns.length} of its ${held.record.turns.length} turns): older, not loaded.`;
      } else if (taken.status === 'same') note = `This ${what} brings no new move: the game is as this browser holds it.`;
      else if (taken.verdict) note = crossWords(taken.verdict, head.names);
    } else state = await verifyRecord(data);
  } catch (e) {
    page.notice(`This remote game ${what} was refused: ${e.message}. Nothing was changed.`, 'error');
    return false;
  }
  const pair = await keyFor(page, head.id);
  // A first look plays out the last round (one turn per seat) of a game already under way.
  const firstLook = state.turns.slice(0, Math.max(0, state.turns.length - head.players)).reduce((n, t) => n + t.steps.length, 0);
  const entry = held ?? { mine: [], seen: firstLook, libraryId: newId() };
  await open(page, entry, state, pair, entry.seen);
  if (note && what === 'link') page.notice(note, 'info');
  return true;
}

/**
 * Joins a table by its code (typed, or a "#table=" link): a game this browser holds already rejoins
 * its table; otherwise this device meets the table's devices and opens the game the first one sends
 * (verified like a link), then asks for a seat from the panel or watches.
 * @returns {Promise<boolean>} true when the table's game is on the board
 */
export async function joinTable(page, text) {
  const code = readCode(decodeURIComponent(String(text)));
  if (!code) {
    page.notice(`"${String(text).slice(0, 20)}" is not a table code: a code is ${8} letters and digits, like ABCD-2345. Nothing was changed.`, 'error');
    return false;
  }
  if (session?.table?.code === code) return true;
  const held = listRemote().find((g) => g.entry.table?.code === code);
  if (held) return openKept(page, held.id);
  lobby?.close();
  const early = []; // messages that came with the game (the seating), handed to its session
  let found = null;
  const net = new Discovery({
    code,
    onMessage: (data, peer, problem) => {
      if (problem) return;
      if (data?.t === 'record' && !found) found = { record: data.record, peer };
      else early.push([data, peer]);
      if (found && !net.opening) { net.opening = true; openFound(); }
    },
    onOpen: () => {},
    onChange: () => lobbyPanel(code, net),
    onLeave: () => {},
  });
  lobby = net;
  const openFound = async () => {
    if (lobby !== net) return;
    if (!await openRecord(page, found.record, 'table')) { net.close(); lobby = null; return; }
    lobby = null;
    await session.openTable(code, net, early);
  };
  lobbyPanel(code, net);
  try {
    await net.start();
  } catch (e) {
    page.notice(`The table could not be joined: the peer-discovery library did not load (${e.message}). Ask for the link instead.`, 'error');
    return false;
  }
  setTimeout(() => {
    if (lobby !== net || net.connected) return;
    page.notice(net.relay === 'down'
      ? `Table ${showCode(code)} cannot be looked for: no tracker can be reached from this device (offline, or a network that blocks them). Ask for the link instead.`
      : `No device of table ${showCode(code)} has answered for ${ANSWER_PATIENCE_MS / 1000} s: check the code, and that the page of someone at the table is open. This page keeps looking.`, 'warn');
  }, ANSWER_PATIENCE_MS);
  return true;
}

/** The device meeting a table before it has the game: the looking-for panel. */
let lobby = null;
function lobbyPanel(code, net) {
  if (lobby === net) drawLobby(code, net);
}

/** A live invitation: the host's record and offer. The game opens, and the panel gives the reply for the host. */
async function openInvitation(page, code) {
  let data;
  try {
    data = await decodeCode(code);
    if (data.v !== 1 || typeof data.sdp !== 'string' || data.sdp.length > 20_000) throw new Error('not an invitation to play live');
  } catch (e) {
    page.notice(`This live invitation could not be opened: ${e.message}. Nothing was changed.`, 'error');
    return false;
  }
  if (!await openRecord(page, data.record, 'invitation')) return false;
  await session.join(data.sdp);
  return true;
}

const LIVE_TABS = 'hex-checkers-live';
/** A reply opened as a link in another tab of this browser: handed to the tab whose invitation waits for it. */
function handReply(page, code) {
  try {
    const channel = new BroadcastChannel(LIVE_TABS);
    channel.postMessage({ reply: code });
    channel.close();
    page.notice('The reply was handed to the tab of this browser that made the invitation (it connects if it is still open).', 'info');
  } catch {
    page.notice('This browser cannot hand the reply to another tab: paste it into the invitation\'s Reply field.', 'warn');
  }
  return false;
}

async function openKept(page, id, from) {
  const entry = getRemote(id);
  if (!entry) return false;
  try {
    const state = await verifyRecord(entry.record);
    return Boolean(await open(page, entry, state, await keyFor(page, id), from ?? state.history.length));
  } catch (e) {
    page.notice(`The remote game kept here could not be opened: ${e.message}.`, 'error');
    return false;
  }
}

/** After a reload: the remote game that was on the board comes back (verified again), as it was. */
export async function resumeRemote(page) {
  const id = currentRemote();
  if (id === null || !await openKept(page, id)) setCurrentRemote(null);
}

/** The remote game on the board (its Session), or null: for the browser tests and the console. */
export const activeSession = () => session;

/** Whose turn, in a few words, from a kept entry's summary. */
export function turnWords(summary) {
  const { current, winner, names, mine, deadline, turnStart } = summary;
  if (current === null) return winner !== null ? `Over: ${who(names, winner)} won` : 'Over: a draw';
  const left = deadline > 0 ? `, ${durationWords(turnStart + deadline - Date.now())} left` : '';
  return mine.includes(current) ? `Your turn (${who(names, current)})${left}` : `Waiting for ${who(names, current)}${left}`;
}

/** The Games dialog's list of remote games, each with whose turn it is and an Open button. */
export function renderRemoteGames(page, before) {
  $('remote-games')?.remove();
  const games = listRemote();
  if (!games.length) return;
  const section = h('section', 'remote-games');
  section.id = 'remote-games';
  const list = h('ol', 'games');
  for (const { id, entry } of games) {
    const li = h('li');
    const names = entry.summary.names.map((_, seat) => seatLabel(entry.summary.names, seat)).join(', ');
    li.append(h('span', 'remote-game-names', names), h('span', 'remote-game-turn', turnWords(entry.summary)));
    li.append(button('Open', () => { before.closest('dialog')?.close(); openKept(page, id); }));
    list.append(li);
  }
  section.append(h('h3', null, 'Remote games'), list);
  before.before(section);
}
