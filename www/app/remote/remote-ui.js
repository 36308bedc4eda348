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
  UNSIGNED_HOLD_MS, crossWords, extendRecord, newRecord, readHead, readShape, seatWords as who, verifyRecord,
} from './chain.js';
import { decodeLink, readJoin, toBase64Url } from './link.js';
import { Discovery } from './discovery.js';
import { decodeCode, encodeCode } from './live.js';
import {
  button, drawLobby, drawPanel, durationWords,
} from './panel.js';
import { ANSWER_PATIENCE_MS, Session } from './session.js';
import { SERIES_HASH, SeriesPlay, groupGames, openOffer } from './series-ui.js';
import { browserKeys, deviceKey, memoryKeys } from './sign.js';
import { newCode, readCode, showCode } from './table.js';
import { addEnglish, onLanguageChange, t } from '../../i18n/i18n.js';
import friendsEnglish from '../../i18n/en/friends.js';
import {
  currentRemote, getRemote, listRemote, setCurrentRemote, withGameLock,
} from './store.js';

addEnglish(friendsEnglish); // the Friends button's words (its view, www/app/panels/friends-ui.js, loads on first use)

/** Least ms between two hops played out on opening a link, so the eye can follow. */
export const REPLAY_PACE = 450;
/** hc-change reasons by which another game took the board (the page's and the element's). */
const REPLACING = new Set(['new', 'load', 'saved', 'restore', 'link', 'library', 'import']);

/** The remote game on the board (its RemoteBoard), or null. */
let onBoard = null;
const spareKeys = memoryKeys(); // when IndexedDB is refused: keys for this visit only

const pause = (ms) => new Promise((resolve) => { setTimeout(resolve, ms); });

/** The element's bot budget with `version` as its bot's version (a record's), or with none (the table size's). */
function withBotVersion(budget, version) {
  const { botVersion, ...rest } = budget ?? {};
  return version === undefined ? rest : { ...rest, botVersion: version };
}


/** A copy of a history's first `n` steps. */
function upTo(history, n) {
  const copy = new History(history.entries[0].snapshot);
  for (let i = 1; i <= n; i++) copy.push(history.entries[i].snapshot, history.entries[i].hop);
  return copy;
}

async function keyFor(page, id) {
  try {
    return await deviceKey(id, browserKeys, (run) => withGameLock(`key-${id}`, run)); // made once across this browser's tabs
  } catch {
    page.notice(t('remote.notice.no-key'), 'warn');
    return deviceKey(id, spareKeys);
  }
}

/**
 * The remote game on the board: a Session (session.js, no DOM) bound to the page's board — this device's
 * finished turns are read off the board and signed, the signed game is shown and played out, a peer's
 * unsigned hops are shown until their signed turn comes — and drawn beside it (panel.js).
 */
class RemoteBoard {
  /**
   * @param {{board: HTMLElement, notice: Function, keeper: object}} page
   * @param {object} entry the kept entry (store.js)
   * @param {import('./chain.js').RemoteGame} state the verified game
   * @param {{privateKey: CryptoKey, publicKey: string}} pair this device's key for the game
   */
  constructor(page, entry, state, pair) {
    Object.assign(this, { page, board: page.board });
    this.session = new Session(entry, state, pair, {
      notice: (text, level) => page.notice(text, level, [], '', false), // the table's news stays: it comes with the hops it reports
      changed: () => this.render(),
      replay: (from) => this.show(from),
      caughtUp: (before, fresh) => this.caughtUp(before, fresh),
      hops: (at, hops) => this.showHops(at, hops),
      dropped: () => { if (this.unsigned) this.show(); }, // its hops without their signed turn go
      seated: (seat) => this.board.setAttribute('bottom-seat', String(seat)),
      otherTab: () => openKept(page, this.id),
    });
    this.series = new SeriesPlay(this, seriesTools(page)); // a rematch: series-ui.js
    this.session.series = this.series;
    this.busy = false; // loading or playing out steps: the board's own events are not this device's turns
    this.invitation = null; // the host's invitation link, while it waits for its reply
    this.reply = null; // a guest's reply link for the host
    this.replyTaken = null; // the host: the reply being taken or taken ({sdp, done}), so the same one is taken once
    this.unsigned = false; // the board shows a peer's hops sent at once, whose signed turn has not come yet
    this.listeners = [
      ['hc-hop', () => this.sendHops()],
      ['hc-turnend', () => this.afterStep()],
      ['hc-event', () => this.afterStep()],
      ['hc-change', (e) => this.onChange(e.detail.reason)],
    ];
  }

  // The session's state, as the panel and the browser tests read it.
  get id() { return this.session.id; }
  get state() { return this.session.state; }
  get head() { return this.session.head; }
  get entry() { return this.session.entry; }
  get pair() { return this.session.pair; }
  get mine() { return this.session.mine; }
  get table() { return this.session.table; }
  get net() { return this.session.net; }
  get live() { return this.session.live; }

  /** The page's address without its "#…": links are made on it. */
  get base() { return window.location.href.split('#')[0]; }

  attach() {
    for (const [type, run] of this.listeners) this.board.addEventListener(type, run);
    this.timer = setInterval(() => this.render(), 30_000); // the time left
    this.onOffline = () => this.page.notice(t('remote.notice.offline'), 'warn');
    window.addEventListener('offline', this.onOffline);
    this.offLanguage = onLanguageChange(() => this.render()); // the panel's words, in the new language at once
    setCurrentRemote(this.id);
  }

  detach() {
    this.session.close();
    clearTimeout(this.hold);
    window.removeEventListener('offline', this.onOffline);
    this.offLanguage?.();
    this.tabs?.close();
    for (const [type, run] of this.listeners) this.board.removeEventListener(type, run);
    clearInterval(this.timer);
    $('remote-panel')?.remove();
    this.board.removeAttribute('readonly');
    this.board.botBudget = withBotVersion(this.board.botBudget, undefined);
    setCurrentRemote(null);
    if (onBoard === this) onBoard = null;
  }

  onChange(reason) {
    if (this.busy) return;
    if (REPLACING.has(reason)) this.detach();
    else this.render();
  }

  /** Puts a history on the board as this remote game (the library keeps it under the game's one entry). */
  load(history) {
    this.busy = true;
    this.page.keeper.expect(this.entry.libraryId);
    this.board.load({ settings: this.session.settings, history }, 'remote');
    this.board.botBudget = withBotVersion(this.board.botBudget, this.head.bot); // its bot seats play the record's version
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
    this.session.save();
    this.render();
  }

  /** Plays the steps after `from` on the board, one at a time: each hop drawn and read by the live region. */
  async playOut(from) {
    const full = this.state.history;
    const news = full.length - from;
    this.playing = true;
    this.render(t('remote.news', { count: news }));
    for (let i = from + 1; i <= full.length; i++) {
      await pause(REPLAY_PACE);
      if (onBoard !== this || this.board.history.length !== i - 1) break; // the board went elsewhere
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

  /**
   * A peer's record was taken (`fresh`) or changed nothing: the board may show some of its hops already
   * (sent at once, unsigned); it goes on from there when they are the signed ones, and is put back as
   * signed when they are not (or when hops shown were never followed by their signed turn).
   */
  async caughtUp(before, fresh) {
    if (!fresh) {
      if (this.unsigned) await this.show(); // hops shown that no signed turn followed (a peer that dropped mid-chain)
      return;
    }
    const full = this.state.history;
    const b = this.board.history;
    let on = before;
    while (on < b.length && on < full.length && b.entries[on + 1].snapshot === full.entries[on + 1].snapshot) on++;
    this.unsigned = false;
    if (on === b.length && !b.canRedo) {
      if (on < full.length) await this.playOut(on);
    } else await this.show();
  }

  afterStep() {
    if (this.busy || this.playing) return;
    this.session.later(() => this.signPending(), null, (e) => this.session.diverged(e.message));
  }

  /** Signs every turn this device finished on the board since the last signed one. */
  async signPending() {
    const b = this.board.history;
    const signed = this.state.history.entries;
    if (b.canRedo || this.board.history.length < signed.length - 1) return; // looking back
    for (let i = 1; i < signed.length; i++) {
      if (b.entries[i].snapshot !== signed[i].snapshot) { this.session.diverged(t('remote.diverged.undo')); return; }
    }
    const turns = [];
    let turn = null;
    for (let i = signed.length; i <= b.length; i++) {
      const step = b.entries[i].hop;
      const code = stepCode(step, this.head.radius);
      if (isEvent(step)) {
        if (step.kind !== 'resign') { this.session.diverged(t('remote.diverged.draw')); return; }
        if (turn) { this.session.diverged(t('remote.diverged.resign')); return; }
        turns.push({ by: step.seat, steps: [code] });
        continue;
      }
      turn ??= { by: step.seat, steps: [] };
      turn.steps.push(code);
      if (!step.chaining) { turns.push(turn); turn = null; }
    }
    if (turns.length) await this.session.signTurns(turns);
  }

  /** The link for `seat` (null: the whole record) on this page. */
  link(seat) { return this.session.link(seat, this.base); }

  linkNow(seat) { return this.session.linkNow(seat); }

  claimSeat(seat) { return this.session.claimSeat(seat, this.base); }

  claimTime() { return this.session.claimTime(); }

  askSeat(seat) { return this.session.askSeat(seat); }

  setSpectate(on) { return this.session.setSpectate(on); }

  voteStandIn(seat, level) { return this.session.voteStandIn(seat, level); }

  // ---- the manual connection (live.js) ---------------------------------------------------------

  /** The host: an invitation link holding this record and an offer; the reply comes back by paste or another tab. */
  async invite() {
    const live = this.session.startLive();
    if (!live) return;
    const sdp = await live.invite();
    this.invitation = `${this.base}#live=${await encodeCode({ v: 1, sdp, record: this.state.record })}`;
    this.answerDraft = undefined; // a reply typed for an earlier invitation answers another offer: it would never connect
    this.tabs?.close();
    this.tabs = new BroadcastChannel(LIVE_TABS);
    this.tabs.addEventListener('message', (e) => { if (typeof e.data?.reply === 'string') this.acceptReply(e.data.reply); });
    this.render();
  }

  /**
   * The host: a guest's reply (its code, or the link holding it). The same reply may come twice (pasted while
   * the reply link opened in another tab hands it over, or pasted again): it is taken once, and the second
   * waits for the first and says nothing (the first says whether it failed; a reply that failed may be tried again).
   */
  async acceptReply(text) {
    const status = $('remote-status');
    try {
      const data = await decodeCode(String(text).trim().replace(/^.*#reply=/, ''));
      if (data.v !== 1 || data.game !== this.id || typeof data.sdp !== 'string') throw new Error('it is not a reply to this game\'s invitation');
      if (this.replyTaken?.sdp === data.sdp) {
        await this.replyTaken.done;
        return;
      }
      const accepting = this.live.accept(data.sdp);
      const taken = { sdp: data.sdp };
      taken.done = accepting.catch(() => { if (this.replyTaken === taken) this.replyTaken = null; });
      this.replyTaken = taken;
      await accepting;
      this.invitation = null;
      this.answerDraft = undefined;
      this.tabs?.close();
      this.tabs = null;
      this.render();
    } catch (e) {
      if (status) status.textContent = t('remote.reply.failed', { reason: e.message });
    }
  }

  /** A guest: answers the host's offer; the reply link is shown for the host. */
  async join(sdp) {
    const live = this.session.startLive();
    if (!live) return;
    const answer = await live.join(sdp);
    this.reply = `${this.base}#reply=${await encodeCode({ v: 1, game: this.id, sdp: answer })}`;
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
    this.session.broadcast({ t: 'hops', at, hops });
  }

  /**
   * A peer's unsigned hops after step `at` (checked by the session: chain/live-hops.js checkLiveHops): played
   * on the board, read-only, when they go on from the line it shows.
   */
  showHops(at, hops) {
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
      // The session let them through its one rule (chain/live-hops.js checkLiveHops): legal from the signed
      // game, never for a seat this device holds. The board finds each hop's move to play it.
      const move = game.legalMoves().find((m) => keyOf(m.from) === hops[k][0] && keyOf(m.to) === hops[k][1]);
      if (!move) return;
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
      if (onBoard !== this || !this.unsigned || this.state.record.turns.length !== turns) return;
      this.session.later(() => this.show(), t('remote.hold.failed')).then(() => {
        this.page.notice(t('remote.hold.back'), 'warn');
      });
    }, UNSIGNED_HOLD_MS);
  }

  /** Draws the panel (panel.js) after the board's read-only state is set from whose turn it is. */
  render(news) {
    if (news !== undefined) this.news = news;
    const current = this.state.game.current;
    const ours = current !== null && this.mine.includes(current);
    // No move before every friend's seat is bound (format 2: the chain's first hash waits for the last binding).
    const readOnly = !ours || this.playing || this.unsigned || this.board.history?.canRedo || this.state.hash === null;
    if (this.board.hasAttribute('readonly') !== Boolean(readOnly)) this.board.toggleAttribute('readonly', Boolean(readOnly));
    drawPanel(this);
  }
}

/** Puts a verified remote game on the board, from step `from` on played out. */
async function open(page, entry, state, pair, from) {
  if (onBoard?.id === state.head.id) { // the same game again (a link, an invitation): the live connection stays
    const board = onBoard;
    await board.session.adopt(entry, state); // merged with what the table brought while it was checked
    await board.show(from);
    return board;
  }
  onBoard?.detach();
  onBoard = new RemoteBoard(page, entry, state, pair);
  onBoard.attach();
  await onBoard.show(from);
  if (entry.table && (state.game.current !== null || onBoard.series.open)) onBoard.session.openTable(entry.table.code); // a reload rejoins its table (a finished one while a rematch is asked)
  return onBoard;
}

/** The page's doors a series (series-ui.js) moves through to the next game. */
const seriesTools = (page) => ({
  notice: (text, level) => page.notice(text, level, [], '', false),
  open: async (entry, state, pair, code) => (await open(page, entry, state, pair, 0)).session.openTable(code),
  openKept: (id) => openKept(page, id),
  join: (code) => joinTable(page, code),
  joinFound: async (record, code, net, early) => {
    if (!await openRecord(page, record, 'table')) return false;
    await onBoard.session.openTable(code, net, early); // the connection that met the table goes on as its session's
    return true;
  },
  newId,
});

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
  await made.session.openTable(newCode());
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
  if (hash.startsWith('#join=')) return openJoin(page, hash);
  if (hash.startsWith(SERIES_HASH)) return await openOffer(hash, seriesTools(page)) || refusedLink(page);
  let data;
  try {
    data = await decodeLink(hash);
  } catch (e) {
    page.notice(t('remote.open.link', { reason: e.message }), 'error');
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
  if (!onBoard) await resumeRemote(page);
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
    page.notice(t(`remote.open.${what}`, { reason: e.message }), 'error');
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
        note = t(`remote.older.${what}`, { have: data.from + data.turns.length, count: held.record.turns.length });
      } else if (taken.status === 'same') note = t(`remote.same.${what}`);
      else if (taken.verdict) note = crossWords(taken.verdict, head.names);
    } else state = await verifyRecord(data, { bots: true }); // a first look checks every bot hop too
  } catch (e) {
    page.notice(t(`remote.refused.${what}`, { reason: e.message }), 'error');
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
    page.notice(t('remote.code.bad', { text: String(text).slice(0, 20), length: 8 }), 'error');
    return false;
  }
  if (onBoard?.table?.code === code) return true;
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
    await onBoard.session.openTable(code, net, early);
  };
  lobbyPanel(code, net);
  try {
    await net.start();
  } catch (e) {
    page.notice(t('remote.join.no-library', { reason: e.message }), 'error');
    return false;
  }
  net.answerBy = Date.now() + ANSWER_PATIENCE_MS; // shown on the panel (data-answer-by): when the page will say nobody answered
  lobbyPanel(code, net);
  setTimeout(() => {
    if (lobby !== net || net.connected) return;
    page.notice(net.relay === 'down'
      ? t('remote.join.down', { code: showCode(code) })
      : t('remote.join.silent', { code: showCode(code), seconds: ANSWER_PATIENCE_MS / 1000 }), 'warn');
  }, ANSWER_PATIENCE_MS);
  return true;
}

/** The device meeting a table before it has the game: the looking-for panel. */
let lobby = null;
function lobbyPanel(code, net) {
  if (lobby === net) drawLobby(code, net);
}

/**
 * A friend's join link, opened on the creator's device: the game it names (held here) binds that seat
 * to the friend's key in the signed record; the panel then gives the link to send back. Refused with a
 * notice (seat taken, game begun, not this browser's game...), changing nothing.
 */
async function openJoin(page, hash) {
  let request;
  try {
    request = readJoin(hash);
  } catch (e) {
    page.notice(t('remote.join.failed', { reason: e.message }), 'error');
    return refusedLink(page);
  }
  const id = typeof request.g === 'string' ? request.g : '';
  if (!getRemote(id)) {
    page.notice(t('remote.join.unknown'), 'error');
    return refusedLink(page);
  }
  if (onBoard?.id !== id && !await openKept(page, id)) return false;
  try {
    await onBoard.session.bindByLink(request);
  } catch (e) {
    page.notice(t('remote.join.failed', { reason: e.message }), 'error');
  }
  return true;
}

/** A live invitation: the host's record and offer. The game opens, and the panel gives the reply for the host. */
async function openInvitation(page, code) {
  let data;
  try {
    data = await decodeCode(code);
    if (data.v !== 1 || typeof data.sdp !== 'string' || data.sdp.length > 20_000) throw new Error(t('remote.invitation.not'));
  } catch (e) {
    page.notice(t('remote.invitation.failed', { reason: e.message }), 'error');
    return false;
  }
  if (!await openRecord(page, data.record, 'invitation')) return false;
  await onBoard.join(data.sdp);
  return true;
}

const LIVE_TABS = 'hex-checkers-live';
/** A reply opened as a link in another tab of this browser: handed to the tab whose invitation waits for it. */
function handReply(page, code) {
  try {
    const channel = new BroadcastChannel(LIVE_TABS);
    channel.postMessage({ reply: code });
    channel.close();
    page.notice(t('remote.reply.handed'), 'info');
  } catch {
    page.notice(t('remote.reply.no-tabs'), 'warn');
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
    page.notice(t('remote.kept.failed', { reason: e.message }), 'error');
    return false;
  }
}

/** After a reload: the remote game that was on the board comes back (verified again), as it was. */
export async function resumeRemote(page) {
  const id = currentRemote();
  if (id === null || !await openKept(page, id)) setCurrentRemote(null);
}

/** The remote game on the board (its Session), or null: for the browser tests and the console. */
export const activeSession = () => onBoard;

/**
 * Whose turn, in a few words, from a kept entry's summary. The time left runs to this device's deadline
 * (Session.due: not before its own receipt of the turn plus the deadline, less the skew), as the panel's;
 * a summary kept before it held `due` counts from the turn's stamp.
 */
export function turnWords(summary, now = Date.now()) {
  const { current, winner, names, mine, deadline, turnStart, due } = summary;
  if (current === null) return winner !== null ? t('remote.list.won', { seat: who(names, winner) }) : t('remote.list.draw');
  const left = deadline > 0 ? t('remote.list.left', { time: durationWords((due ?? turnStart + deadline) - now) }) : '';
  return t(mine.includes(current) ? 'remote.list.yours' : 'remote.list.waiting', { seat: who(names, current), left });
}

/** The Games dialog's list of remote games, each with whose turn it is and an Open button. */
export function renderRemoteGames(page, before) {
  $('remote-games')?.remove();
  const games = listRemote();
  if (!games.length) return;
  const section = h('section', 'remote-games');
  section.id = 'remote-games';
  const list = h('ol', 'games');
  for (const item of groupGames(games)) { // a series is one entry with its games (series-ui.js)
    if (item.series) { list.append(seriesItem(page, before, item)); continue; }
    const { id, entry } = item;
    const li = h('li');
    const names = entry.summary.names.map((_, seat) => seatLabel(entry.summary.names, seat)).join(', ');
    li.append(h('span', 'remote-game-names', names), h('span', 'remote-game-turn', turnWords(entry.summary)));
    li.append(button(t('remote.list.open'), () => { before.closest('dialog')?.close(); openKept(page, id); }));
    list.append(li);
  }
  section.append(h('h3', null, t('remote.list.title')), list);
  section.append(button(t('friends.open'), () => import('../panels/friends-ui.js').then((m) => m.openFriends()), 'friends-open-btn')); // the library's Friends view
  before.before(section);
}

/** The Games list's entry of a series: its players, its score, and a button per game. */
function seriesItem(page, before, { series, games, score }) {
  const li = h('li', 'remote-series');
  li.dataset.series = series.id;
  li.append(h('span', 'remote-game-names', series.players.map((_, p) => seatLabel(series.players, p)).join(', ')));
  li.append(h('span', 'remote-game-turn', t('series.list', { count: series.games.length, score })));
  for (const g of games) {
    const open = button(t('series.list.game', { n: g.n }), () => { before.closest('dialog')?.close(); openKept(page, g.id); });
    open.dataset.game = g.id;
    li.append(open);
  }
  return li;
}
