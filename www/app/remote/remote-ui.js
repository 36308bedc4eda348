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
  addTurn, crossWords, extendRecord, fromTurn, liveRefusal, newRecord, readHead, readShape, seatWords, verifyRecord,
} from './chain.js';
import { decodeLink, linkUrl, toBase64Url } from './link.js';
import {
  Live, decodeCode, encodeCode, iceServers, setIceServers,
} from './live.js';
import { browserKeys, deviceKey, memoryKeys } from './sign.js';
import {
  currentRemote, getRemote, listRemote, putRemote, setCurrentRemote, signKept,
} from './store.js';

/** Least ms between two hops played out on opening a link, so the eye can follow. */
export const REPLAY_PACE = 450;
/** hc-change reasons by which another game took the board (the page's and the element's). */
const REPLACING = new Set(['new', 'load', 'saved', 'restore', 'link', 'library', 'import']);

/** The remote game on the board, or null. */
let session = null;
const spareKeys = memoryKeys(); // when IndexedDB is refused: keys for this visit only

const pause = (ms) => new Promise((resolve) => { setTimeout(resolve, ms); });
const who = seatWords;

/** "2 d 3 h", "5 h 12 min", "12 min". */
export function durationWords(ms) {
  const min = Math.max(1, Math.ceil(ms / 60_000));
  const d = Math.floor(min / 1440);
  const hours = Math.floor((min % 1440) / 60);
  if (d > 0) return `${d} d ${hours} h`;
  return hours > 0 ? `${hours} h ${min % 60} min` : `${min} min`;
}

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
    return [...new Set([...signed, ...this.entry.mine])].sort();
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
    this.live?.send({ t: 'record', record: state.record });
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
    this.live?.send({ t: 'record', record: this.state.record });
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
    if (problem || data?.t !== 'record') {
      this.page.notice(`A message from the live connection was refused: ${problem ?? 'not a record'}. The connection goes on.`, 'warn');
      return;
    }
    this.queue = this.queue.then(() => this.receive(data.record, peer)).catch((e) => this.diverged(e.message));
  }

  /** A record from a peer: taken when it is longer and valid (then played out and passed on), refused with a notice otherwise. */
  async receive(record, peer) {
    let taken;
    try {
      taken = await extendRecord(this.state, record, { bots: true }); // only its new turns checked, each bot hop replayed
    } catch (e) {
      this.page.notice(`A move from the live connection was refused: ${e.message}. The connection goes on.`, 'warn');
      return;
    }
    const { status, state, verdict } = taken;
    if (verdict) this.page.notice(crossWords(verdict, this.head.names), 'info'); // a late move and a claim crossed
    if (state === this.state) {
      if (this.unsigned) await this.show(); // hops shown that no signed turn followed (a peer that dropped mid-chain)
      if (status === 'older' || status === 'crossed') this.live.send({ t: 'record', record: this.state.record }, null, peer); // it is behind, or lost the crossing
      return;
    }
    const before = this.state.history.length;
    this.state = state;
    this.save();
    this.live.send({ t: 'record', record: state.record }, peer); // the hub passes it on
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
    if (this.busy || this.playing || !this.live?.connected) return;
    const at = this.state.history.length;
    const b = this.board.history;
    if (b.canRedo || b.length <= at) return;
    const hops = [];
    for (let i = at + 1; i <= b.length; i++) {
      const step = b.entries[i].hop;
      if (isEvent(step)) return; // a resignation travels signed only
      hops.push([step.from, step.to]);
    }
    this.live.send({ t: 'hops', at, hops });
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
    this.live.send({ t: 'hops', at, hops }, peer);
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
    this.render();
  }

  /** The live part of the panel: its state, the invitation or reply, and the STUN/TURN setting. */
  liveBox() {
    const box = h('div', 'remote-live');
    const state = this.live?.state ?? 'off';
    const words = {
      open: `Live: connected (${this.live?.connected} ${this.live?.connected === 1 ? 'device' : 'devices'}); moves travel at once.`,
      reconnecting: 'Live: reconnecting…',
      waiting: 'Live: waiting for the other device.',
      lost: 'Live: the connection was lost. Invite again to go on live (the game is saved).',
      off: 'Play live: invite a device, it answers with a reply code, and moves travel at once.',
    };
    box.append(h('p', 'remote-live-state', words[state]));
    if (this.state.game.current === null) return box;
    box.append(button(this.invitation ? 'New invitation' : 'Invite a device to play live', () => this.invite(), 'remote-live-invite'));
    if (this.invitation) {
      box.append(h('p', null, 'Send this invitation (the link or its QR code), then paste the reply here:'));
      box.append(field('remote-live-invitation', this.invitation, 'Invitation link'));
      box.append(button('Copy', () => this.copy(this.invitation)));
      const answer = h('input');
      answer.id = 'remote-live-answer';
      answer.setAttribute('aria-label', 'Reply code from the other device');
      answer.value = this.answerDraft ?? '';
      answer.addEventListener('input', () => { this.answerDraft = answer.value; });
      box.append(answer, button('Connect', () => this.acceptReply(answer.value), 'remote-live-connect'));
      this.qrInto(box, this.invitation, 'QR code of the invitation');
    }
    if (this.reply && state !== 'open') {
      box.append(h('p', null, 'Send this reply back to the device that invited you:'));
      box.append(field('remote-live-reply', this.reply, 'Reply link'), button('Copy', () => this.copy(this.reply)));
      this.qrInto(box, this.reply, 'QR code of the reply');
    }
    const settings = h('details', 'remote-ice');
    const ice = h('textarea');
    ice.id = 'remote-ice';
    ice.value = iceServers().join('\n');
    ice.setAttribute('aria-label', 'STUN and TURN servers, one URL a line');
    settings.append(h('summary', null, 'Connection settings (STUN/TURN)'), ice,
      button('Save', () => { ice.value = setIceServers(ice.value).join('\n'); }, 'remote-ice-save'));
    box.append(settings);
    return box;
  }

  async qrInto(box, text, title) {
    const { qrSvg } = await import('./qr.js');
    box.append(qrSvg(text, title) ?? h('p', 'panel-note', 'Too long for a QR code: copy it instead.'));
  }

  /** The panel beside the board: whose turn, time left, claims, and the link for the seat to move. */
  render(news) {
    if (news !== undefined) this.news = news;
    const { game, head } = this.state;
    const current = game.current;
    const mine = this.mine;
    const ours = current !== null && mine.includes(current);
    const readOnly = !ours || this.playing || this.unsigned || this.board.history?.canRedo;
    if (this.board.hasAttribute('readonly') !== Boolean(readOnly)) this.board.toggleAttribute('readonly', Boolean(readOnly));
    const panel = ensurePanel();
    panel.dataset.state = this.playing ? 'playing' : 'idle';
    panel.dataset.turns = String(this.state.record.turns.length);
    const parts = [];
    const claimable = current !== null && mine.length === 0 && head.kinds[current] === 'remote' && this.state.keys[current] === null;
    const holder = (seat) => (head.kinds[seat] === 'remote' ? who(head.names, seat)
      : `the device of the game's creator (${who(head.names, seat)}${head.kinds[seat] === 'human' ? '' : `, bot level ${head.kinds[seat].slice(3)}`})`);
    let line;
    if (current === null) line = game.winner !== null ? `The game is over: ${who(head.names, game.winner)} won.` : 'The game is over: a draw.';
    else if (ours) line = head.kinds[current].startsWith('bot') ? `${who(head.names, current)}, a bot held here, is to move.` : `Your turn: ${who(head.names, current)}.`;
    else if (claimable) line = `This link is for ${who(head.names, current)}. Is that you?`;
    else line = `Waiting for ${holder(current)}.`;
    parts.push(h('p', 'remote-turn', line));
    if (this.news) parts.push(h('p', 'remote-news', this.news));
    if (current !== null && head.deadline > 0) {
      const left = this.state.turnStart + head.deadline - Date.now();
      parts.push(h('p', 'remote-time', left > 0 ? `${who(head.names, current)} has ${durationWords(left)} left to move.`
        : `${who(head.names, current)}'s time to move is up.`));
      if (left <= 0 && !ours && mine.some((s) => !game.seats[s].eliminated)) {
        parts.push(button(`Claim: ${who(head.names, current)} loses on time`, () => this.claimTime(), 'remote-claim-time'));
      }
    }
    if (mine.length === 0) { // this device holds no seat yet: any friend's seat no device has taken is offered
      const open = head.kinds.flatMap((k, seat) => (k === 'remote' && this.state.keys[seat] === null ? [seat] : []));
      for (const seat of open) parts.push(button(`Play as ${who(head.names, seat)}`, () => this.claimSeat(seat), `remote-claim-${seat}`));
    }
    const linkFor = current === null ? null : ours || claimable ? undefined : current;
    const box = h('div', 'remote-link');
    if (linkFor !== undefined && !this.playing) {
      box.append(h('p', null, linkFor === null ? 'Send the final link to the others:' : `Send ${holder(linkFor)} this link:`));
      this.fillLink(box, linkFor);
    }
    const verifyBtn = button('Verify', () => this.verify(), 'remote-verify');
    const fullBtn = button('Copy the full link', async () => this.copy(await this.link(null)), 'remote-full');
    const status = h('p', 'remote-status');
    status.id = 'remote-status';
    status.setAttribute('role', 'status');
    status.textContent = panel.querySelector('#remote-status')?.textContent ?? '';
    panel.dataset.live = this.live?.state ?? 'off';
    panel.querySelector('.remote-body').replaceChildren(...parts, box, this.liveBox(), h('div', 'remote-more'), status);
    panel.querySelector('.remote-more').append(fullBtn, verifyBtn);
  }

  async fillLink(box, seat) {
    const url = await this.link(seat);
    const input = field('remote-link', url, 'Link to the game');
    const row = h('div', 'remote-actions');
    row.append(button('Copy', () => this.copy(url), 'remote-copy'));
    if (typeof navigator.share === 'function') {
      row.append(button('Share', () => navigator.share({ title: 'Hex Checkers', url }).catch(() => {}), 'remote-share'));
    }
    box.append(input, row);
    await this.qrInto(box, url, 'QR code of the link');
  }

  async copy(text) {
    const status = $('remote-status');
    try {
      await navigator.clipboard.writeText(text);
      status.textContent = 'Copied to the clipboard.';
    } catch {
      const input = $('remote-link');
      input?.select();
      status.textContent = 'Could not copy by itself: copy the link with Ctrl+C.';
    }
  }

  /**
   * Checks the whole record again, signature by signature and hop by hop, replays every bot hop
   * from the game's seed (fair.js), and says what it found.
   */
  async verify() {
    const status = $('remote-status');
    status.textContent = 'Verifying…';
    let again;
    try {
      again = await verifyRecord(this.state.record);
    } catch (e) {
      status.textContent = `Verification failed: ${e.message}.`;
      return;
    }
    const { checkBots, verifyWords } = await import('./fair.js');
    status.textContent = verifyWords(again, await checkBots(again), this.head.names, who).text; // "Not verified" when a bot hop fails
  }
}

function field(id, value, label) {
  const input = h('input');
  input.readOnly = true;
  input.id = id;
  input.value = value;
  input.setAttribute('aria-label', label);
  return input;
}

function button(text, run, id) {
  const b = h('button', null, text);
  b.type = 'button';
  if (id) b.id = id;
  b.addEventListener('click', run);
  return b;
}

/** The panel beside the board (made once), with its own stylesheet. */
function ensurePanel() {
  let panel = $('remote-panel');
  if (panel) return panel;
  if (!document.querySelector('link[data-remote-css]')) {
    const css = h('link');
    css.rel = 'stylesheet';
    css.href = new URL('./remote.css', import.meta.url).href;
    css.dataset.remoteCss = '';
    document.head.append(css);
  }
  panel = h('section', 'panel remote-panel');
  panel.id = 'remote-panel';
  panel.setAttribute('aria-labelledby', 'remote-title');
  const title = h('h2', null, 'Remote game');
  title.id = 'remote-title';
  panel.append(title, h('div', 'remote-body'));
  document.querySelector('aside.side').prepend(panel);
  return panel;
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
  const record = await newRecord({ settings, kinds, deadline, pair, id, format: 1 }); // format 2 once the panel binds seats
  const state = await verifyRecord(record);
  return open(page, { mine: [], seen: 0, libraryId: newId() }, state, pair, 0);
}

/**
 * Opens a "#remote=" link: verified, merged with what this browser holds of the game, played out from
 * where this browser last looked. A refused link changes nothing; an older one is not loaded.
 * @returns {Promise<boolean>} true when the game is on the board
 */
export async function openRemoteLink(page, hash) {
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
