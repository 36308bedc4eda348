// A series in the page: the Rematch button at the end of a game, who the rematch waits for, the
// series' score and game number in the panel, moving every device to the next game, the link's offer
// and the Games list's one entry per series. The rules and the signed messages are series.js's (no
// DOM); this module binds them to a remote board (remote-ui.js) and its session (session.js), which
// call it through a few hooks: the session's `series` (its "again" messages, the host's claim check,
// whether a finished table stays announced), the panel's parts, the link's "#series=" hash.

import { verifyRecord } from './chain.js';
import { seatWords as who } from './chain/format.js';
import { fromBase64Url, parseStrict, toBase64Url } from './codec.js';
import { compress, decompress } from './link.js';
import {
  agree, agreementRefusal, allSeries, creatorNext, keepSeries, makeOffer, nextCode, nextGameId, nextKeys, nextPair,
  nextRecord, readOffer, recordGame, resultOf, sameAgreement, score, seatOfPlayer, seriesOf, startSeries, waiting, withAgreement,
} from './series.js';
import { browserKeys, memoryKeys } from './sign.js';
import { getRemote, putRemote, withGameLock } from './store.js';
import { localStore } from '../../element/local-store.js';
import { h } from '../platform/dom.js';
import { t } from '../../i18n/i18n.js'; // the series' English is added by series.js

export const SERIES_HASH = '#series=';
const spare = memoryKeys();
const storage = () => localStore();

/** The score in words: each player's wins by name, then the draws. */
export function scoreWords(series) {
  const results = series.games.map((g) => g.result ?? null);
  const { wins, draws } = score(results, series.players.length);
  // By name (armies rotate each game); a player with no name by the army they had in game 1.
  const players = series.players.map((name, p) => t('series.score.player', { name: name || who(series.players, p), wins: wins[p] }));
  return [...players, t('series.score.draws', { draws })].join(', ');
}

/** This device's key for the next game `id`, made once across this browser's tabs. */
async function keyFor(id) {
  try {
    return await nextPair(id, browserKeys, (run) => withGameLock(`series-${id}`, run));
  } catch {
    return nextPair(id, spare);
  }
}

/**
 * The series part of a remote board: `rb` is the RemoteBoard (its session, state, table), `tools` the
 * page's doors remote-ui.js lends it: open(entry, state, pair, code) puts a game on the board and opens
 * its table; join(code) joins a table by its code; joinFound(record, code, net, early) opens a table's game
 * met on a connection of its own (which the game's session takes on); notice(text, level).
 */
export class SeriesPlay {
  constructor(rb, tools) {
    Object.assign(this, { rb, tools });
    this.moving = false;
  }

  get session() { return this.rb.session; }
  get state() { return this.session.state; }
  get id() { return this.session.id; }
  get over() { return this.state.game.current === null; }

  /** The kept series of this game and this game's place in it ({series, game}), or null. */
  get kept() { return seriesOf(this.id, storage()); }

  /** The agreements held for this game. */
  get list() { return this.kept?.series.again?.[this.id] ?? []; }

  /** Does this device hold a seat whose agreement counts (a watcher does not)? */
  get seated() { return this.state.keys.some((k) => k === this.session.pair.publicKey); }

  /** A rematch is asked and not started: the finished table stays announced, so a device that reloads finds it. */
  get open() { return this.over && this.list.length > 0 && this.next === null; }

  /** The next game, once this device has it ({id, n}), or null. */
  get next() {
    const k = this.kept;
    return k ? k.series.games.find((g) => g.n === k.game.n + 1) ?? null : null;
  }

  /** The series of this game, started on the first rematch asked (game 1 of it is this one). */
  ensure() {
    if (!this.kept) startSeries(this.state, (this.session.table ?? this.session.entry.table)?.code ?? null, storage());
    return this.kept;
  }

  /** Keeps `list` as this game's agreements. */
  keepList(list) {
    const { series } = this.ensure();
    keepSeries({ ...series, again: { ...series.again, [this.id]: list } }, storage());
  }

  /**
   * Adds agreements to this game's: each checked first (a signature takes its time, and a friend's message
   * or this device's Rematch may come meanwhile), then added to the list as it is held AFTER the checks and
   * kept at once, with no wait between reading it and keeping it, so no agreement taken meanwhile is
   * written over. Copies of held ones are not checked again. Throws the first refusal, nothing kept.
   * @param {object[]} agreements
   * @param {boolean} [always] keep the list (and start the series) even when nothing in it is new
   * @returns {Promise<{list: object[], fresh: boolean}>} the list kept, and whether any agreement was new here
   */
  async add(agreements, always = false) {
    const held = this.list;
    const unseen = agreements.filter((a) => !held.some((x) => sameAgreement(x, a)));
    for (const a of unseen) {
      const refusal = await agreementRefusal(this.state, a);
      if (refusal) throw refusal;
    }
    let list = this.list; // read again: it may have grown while the signatures were checked
    let fresh = false;
    for (const a of unseen) {
      const added = withAgreement(list, this.state, a);
      fresh ||= added.status === 'new';
      list = added.list;
    }
    if (fresh || always) this.keepList(list);
    return { list, fresh };
  }

  // ---- at a table ----------------------------------------------------------------------------

  /** This device presses Rematch: its seats' signed agreements, kept and sent to the table (or, by link, the offer made). */
  async rematch() {
    const kept = this.session.entry.table; // a finished table is not reopened on a reload: Rematch reopens it
    if (!this.over || !this.seated || (!this.session.table && !kept)) return;
    const nextId = await nextGameId(this.state.headHash);
    const pair = await keyFor(nextId);
    const { list } = await this.add(await agree(this.state, this.session.pair, pair.publicKey), true);
    this.agreedHere = true;
    if (!this.session.table) await this.session.openTable(kept.code); // announced while the rematch is asked (its devices hear it on meeting: greet)
    this.session.net?.send({ t: 'again', id: this.id, a: list });
    this.session.save();
    this.rb.render();
    await this.settle();
  }

  /** Another device's agreements (a table message): each checked; new ones kept (add) and passed on. */
  async receive(data, peer) {
    if (data.id !== this.id || !Array.isArray(data.a) || data.a.length > 12) return;
    let list;
    try {
      const added = await this.add(data.a);
      if (!added.fresh) return;
      list = added.list;
    } catch (e) {
      this.tools.notice(t('series.refused', { reason: e.message }), 'warn');
      return;
    }
    this.session.net?.send({ t: 'again', id: this.id, a: list }, peer); // passed on once (the second copy is not new)
    this.session.save();
    this.rb.render();
    await this.settle();
  }

  /** A device met at a finished table hears the agreements held here. */
  greet(peer) {
    if (this.over && this.list.length) this.session.net?.send({ t: 'again', id: this.id, a: this.list }, null, peer);
  }

  /** The host of a series' next game: a friend's seat is only for the key its player named (or null when this is no such game). */
  claimRefusal(seat, key) {
    const k = this.kept;
    if (!k || !k.game.keys) return null;
    return k.game.keys[seat] === key ? null : t('series.no.claim');
  }

  /** Every seat agreed: the creator's device makes the next game and opens its table; every other device goes to it. */
  async settle() {
    if (this.moving || !this.over || waiting(this.state, this.list).length) return;
    this.moving = true;
    this.probe?.close(); // one door to the next table: its own join
    const list = this.list;
    const nextId = await nextGameId(this.state.headHash);
    const code = await nextCode((this.session.table ?? this.session.entry.table).code, nextId);
    const { series, game } = this.ensure();
    const keys = nextKeys(this.state, list);
    if (!series.games.some((g) => g.id === nextId)) {
      keepSeries({ ...series, games: [...series.games, { id: nextId, n: game.n + 1, result: null, keys, code }] }, storage());
    } else recordGame(series, nextId, { keys, code }, storage()); // made by a link's offer first: its seats kept for the agreed keys too
    this.tools.notice(t('series.starting', { n: game.n + 1 }), 'info');
    await this.go(nextId, code, creatorNext(this.state, list));
  }

  /**
   * The next game's kept entry, made by the creator's device with `pair` if no step made it yet: once, under a
   * lock across this browser's tabs, read again under it. The table (go) and the link's offer may both want it
   * at once (the last agreement comes as the offer is made): they get one game, never two of one id.
   */
  makeNext(nextId, pair) {
    return withGameLock(`series-make-${nextId}`, async () => {
      const held = getRemote(nextId);
      if (held) return held;
      const entry = { mine: [], seen: 0, libraryId: this.session.entry.libraryId, record: await nextRecord(this.state, pair) };
      putRemote(nextId, entry);
      return entry;
    });
  }

  /** To the next game: the kept one, else (the creator) made now, else (a guest) joined by its table's code. */
  async go(nextId, code, creatorKey) {
    const kept = getRemote(nextId);
    if (kept?.table) { await this.tools.openKept(nextId); return; } // a reload: it rejoins its table
    if (this.session.pair.publicKey === this.state.head.key) {
      const pair = await keyFor(nextId);
      if (pair.publicKey !== creatorKey) return;
      const made = await this.makeNext(nextId, pair); // its table opened under the derived code
      await this.tools.open(made, await verifyRecord(made.record), pair, code);
      return;
    }
    await this.tools.join(code);
  }

  /**
   * After each change: a finished game's result goes into the series; a creator whose seats are all bots
   * agrees by itself; a guest in a series' next game takes the seat its player agreed for, by itself;
   * a device back on a finished game whose next game it holds goes on to it.
   */
  async tick() {
    const k = this.kept;
    if (!k) return;
    if (this.over && !k.game.result) {
      recordGame(k.series, this.id, { result: resultOf(this.state, k.game.n) }, storage());
      this.rb.render(); // the score with this game's result (drawn again once: the result is kept now)
      return;
    }
    const table = this.session.table;
    if (this.over && table?.host && !this.state.head.kinds.includes('human') && !this.list.some((a) => this.state.keys[a.s] === this.session.pair.publicKey)) {
      await this.rematch(); // a bot seat agrees by itself
    }
    // Back on a game this device agreed to replay before it was opened here (it went away meanwhile): the others may have moved on.
    const before = !this.agreedHere && this.list.some((a) => this.state.keys[a.s] === this.session.pair.publicKey);
    if (this.open && before && !this.probing && this.session.pair.publicKey !== this.state.head.key) {
      this.probing = true; // set before any await: every render ticks, and a second look on the same code would share the first's room
      await this.probeNext();
    }
    const mySeat = k.game.keys?.findIndex((key, seat) => key === this.session.pair.publicKey && this.state.head.kinds[seat] === 'remote') ?? -1;
    if (table && mySeat >= 0 && table.seats[mySeat] === null && table.asking === null && this.claimed !== mySeat) {
      this.claimed = mySeat;
      await this.session.askSeat(mySeat);
    }
  }

  /**
   * This device agreed, and the others may have agreed and moved on while it was away: it looks for the next
   * game's table (its code is derived) and, once a device there sends the next game, goes to it and takes the
   * seat its agreement named. The look's connection becomes the next game's (as a join by code hands its own
   * on): closed and joined again under the same id, the room's devices would still hold this device's old
   * link and never greet it again. One look per board (tick's `probing`); it ends with this game's session.
   */
  async probeNext() {
    const kept = this.session.table ?? this.session.entry.table;
    if (!kept) return;
    const nextId = await nextGameId(this.state.headHash);
    const code = await nextCode(kept.code, nextId);
    const { Discovery } = await import('./discovery.js');
    if (this.session.closed || this.moving) return; // gone to the next game (or away) meanwhile
    const early = []; // the table's messages besides the record (the seating), handed to the next game's session
    let found = false;
    const probe = new Discovery({
      code,
      onMessage: (data, peer, problem) => {
        if (problem || found || this.session.closed) return;
        if (data?.t !== 'record' || typeof data.record?.head !== 'string' || !data.record.head.includes(`"id":"${nextId}"`)) { early.push([data, peer]); return; }
        if (this.moving) { probe.close(); return; } // the game moved on here by another way
        found = true;
        this.moving = true;
        clearInterval(stop);
        this.probe = null; // the next game's connection now: this game's end does not close it
        this.goLate(nextId, code, data.record, probe, early).catch((e) => {
          probe.close();
          this.tools.notice(t('series.refused', { reason: e.message }), 'warn');
        });
      },
      onOpen: () => {},
      onChange: () => {},
      onLeave: () => {},
    });
    this.probe = probe;
    const stop = setInterval(() => { if (this.session.closed && !found) { probe.close(); clearInterval(stop); } }, 2000);
    await probe.start();
  }

  /** The next game was found without every agreement held here: kept in the series with this device's own seat, and opened on the connection that found it. */
  async goLate(nextId, code, record, net, early) {
    const { series, game } = this.ensure();
    if (!series.games.some((g) => g.id === nextId)) {
      const mine = this.list.find((a) => this.state.keys[a.s] === this.session.pair.publicKey);
      const keys = this.state.head.kinds.map(() => null);
      keys[(mine.s + 1) % keys.length] = mine.k; // the seat its player moves to (series.js rotated)
      keepSeries({ ...series, games: [...series.games, { id: nextId, n: game.n + 1, result: null, keys, code }] }, storage());
    }
    if (!await this.tools.joinFound(record, code, net, early)) net.close();
  }

  // ---- by link -------------------------------------------------------------------------------

  /** By link, the creator's device: the next game made now, and the final link carrying the signed offer. */
  async offer() {
    if (this.session.pair.publicKey !== this.state.head.key) return;
    const { series: before, game } = this.ensure();
    const nextId = await nextGameId(this.state.headHash);
    const pair = await keyFor(nextId);
    const next = await verifyRecord((await this.makeNext(nextId, pair)).record);
    const held = getRemote(nextId);
    if (held && !held.summary) putRemote(nextId, { ...held, summary: summaryOf(next) }); // the Games list shows it before it is opened
    const past = before.games.filter((g) => g.n < game.n).map((g) => g.result ?? { n: g.n, winner: null, draw: true });
    const offer = await makeOffer(this.state, next, game.n, past, this.session.pair);
    const data = { record: this.state.record, next: next.record, offer };
    const link = `${this.rb.base}${SERIES_HASH}${toBase64Url(await compress(JSON.stringify(data)))}`;
    const { series } = this.ensure(); // read again: agreements may have come while the offer was made
    const games = series.games.filter((g) => g.id !== nextId);
    keepSeries({ ...series, games: [...games, { ...series.games.find((g) => g.id === nextId) ?? { id: nextId, n: game.n + 1, result: null }, link }] }, storage());
    this.rb.render();
  }

  // ---- the panel -----------------------------------------------------------------------------

  /** The panel's series part: the score and game number, Rematch, who it waits for, the next game's link. */
  parts() {
    queueMicrotask(() => this.tick().catch((e) => this.tools.notice(t('series.refused', { reason: e.message }), 'warn')));
    const k = this.kept;
    const box = h('div', 'series');
    box.id = 'series';
    if (k) {
      const line = h('p', 'series-score', t('series.score', { n: k.game.n, score: scoreWords(k.series) }));
      line.id = 'series-score';
      box.append(line);
      box.dataset.n = String(k.game.n);
      const { wins, draws } = score(k.series.games.map((g) => g.result ?? null), k.series.players.length);
      box.dataset.score = `${wins.join(',')};${draws}`;
    }
    const creator = this.session.pair.publicKey === this.state.head.key;
    if (this.over && this.seated && this.next === null && (this.session.table || this.session.entry.table)) {
      const mine = this.list.some((a) => this.state.keys[a.s] === this.session.pair.publicKey);
      const left = waiting(this.state, this.list);
      const names = (seats) => seats.map((s) => who(this.state.head.names, s)).join(', ');
      if (mine) box.append(h('p', 'series-waiting', t('series.waiting', { seats: names(left) })));
      else {
        if (this.list.length) box.append(h('p', 'series-asked', t('series.asked', { seats: names(this.list.map((a) => a.s)) })));
        const b = h('button', null, t('series.rematch'));
        b.type = 'button';
        b.id = 'series-rematch';
        b.setAttribute('aria-describedby', 'series-rematch-hint');
        b.addEventListener('click', () => this.rematch().catch((e) => this.tools.notice(t('series.refused', { reason: e.message }), 'warn')));
        const hint = h('p', 'remote-hint', t('series.rematch-hint'));
        hint.id = 'series-rematch-hint';
        box.append(b, hint);
      }
      box.dataset.waiting = left.join(',');
    }
    if (this.over && creator && this.next === null) { // by link: the next game made now, its offer in the final link
      const b = h('button', null, t('series.by-link'));
      b.type = 'button';
      b.id = 'series-offer';
      b.setAttribute('aria-describedby', 'series-offer-hint');
      b.addEventListener('click', () => this.offer().catch((e) => this.tools.notice(t('series.refused', { reason: e.message }), 'warn')));
      const hint = h('p', 'remote-hint', t('series.by-link-hint'));
      hint.id = 'series-offer-hint';
      box.append(b, hint);
    }
    if (this.next?.link) {
      const input = h('input');
      input.readOnly = true;
      input.id = 'series-link';
      input.value = this.next.link;
      input.setAttribute('aria-label', t('series.link', { n: this.next.n }));
      box.append(h('p', null, t('series.link', { n: this.next.n })), input);
    }
    return box.childNodes.length ? [box] : [];
  }
}

/** What the Games list shows of a game not yet opened here. */
function summaryOf(state) {
  const { game, head } = state;
  return {
    updated: Date.now(), names: head.names, current: game.current, winner: game.winner, draw: game.draw, mine: [], deadline: head.deadline, turnStart: state.turnStart, due: null,
  };
}

/**
 * Opens a "#series=" link (a finished game and the creator's signed offer of the next): both games
 * checked, kept, the series kept, and the next game put on the board, where one click takes a seat.
 * A forged or altered offer is refused with a notice and changes nothing.
 * @returns {Promise<boolean>} true when the next game is on the board
 */
export async function openOffer(hash, tools) {
  let read;
  try {
    const data = parseStrict(await decompress(fromBase64Url(hash.slice(hash.indexOf(SERIES_HASH) + SERIES_HASH.length))));
    read = await readOffer(data);
  } catch (e) {
    tools.notice(t('series.refused', { reason: e.message }), 'error');
    return false;
  }
  const { state, next, offer } = read;
  const players = state.head.players;
  const n = offer.n;
  for (const s of [state, next]) {
    if (!getRemote(s.head.id)) putRemote(s.head.id, { mine: [], seen: s.history.length, libraryId: getRemote(state.head.id)?.libraryId ?? tools.newId(), record: s.record, summary: summaryOf(s) });
  }
  const held = seriesOf(state.head.id, storage());
  if (!held) {
    // A fresh device: the series as the offer tells it (the earlier games' results are the creator's word).
    const names = state.head.names ?? [];
    const series = {
      id: state.head.id, players: Array.from({ length: players }, (_, p) => names[seatOfPlayer(p, n, players)] ?? ''), code: null, again: {},
      games: [...offer.past.map((r) => ({ id: null, n: r.n, result: r })), { id: state.head.id, n, result: resultOf(state, n) }, { id: next.head.id, n: n + 1, result: null }],
    };
    keepSeries(series, storage());
  } else if (!held.series.games.some((g) => g.id === next.head.id)) {
    keepSeries({ ...held.series, games: [...held.series.games, { id: next.head.id, n: n + 1, result: null }] }, storage());
  }
  tools.notice(t('series.offer', { n: n + 1 }), 'info');
  return tools.openKept(next.head.id);
}

/**
 * The Games list's entries, a series as one: [{series, games: [{id, entry}], score}] for the kept series
 * that hold any of `games` (listRemote's), and [{id, entry}] for the rest, in the list's order.
 */
export function groupGames(games) {
  const series = allSeries(storage());
  const out = [];
  const done = new Set();
  for (const g of games) {
    const s = series.find((x) => x.games.some((y) => y.id === g.id));
    if (!s) { out.push(g); continue; }
    if (done.has(s.id)) continue;
    done.add(s.id);
    const held = s.games.filter((y) => y.id && games.some((x) => x.id === y.id)).sort((a, b) => a.n - b.n);
    out.push({ series: s, games: held, score: scoreWords(s) });
  }
  return out;
}

