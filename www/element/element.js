// <hex-checkers>: one game board with its status, as a custom element.
//
// Attributes: players (2-6; default: the number of seats listed, else 6),
// radius (3-8, default 5), seats (each seat's kind in turn order: "human" or
// "bot1".."bot5", e.g. "human,bot2"; missing ones are human), theme
// (auto|light|dark), readonly, position (an engine snapshot to start from),
// storage-key (autosave in localStorage under this key; off without it),
// bottom-seat (seat drawn at the bottom), show-names (cell names on the board).
// JS: .ready (promise of the started element), .game (the engine's game),
// .history, .settings, snapshot(), restore(text), newGame(settings),
// load({settings, history}), record(), undo(), redo(), goTo(i), play(move);
// bots: .paused, .thinking, .botPace, .botBudget, step(), hint().
// Events (bubbling, composed): hc-ready, hc-error (engine failed to load),
// hc-warning (a save or position attribute was refused, or the bot's worker
// failed), hc-hop, hc-turnend, hc-gameend, hc-change whenever the position on
// screen changes (for move lists and autosave), hc-bot when a bot starts or
// stops thinking or the bots are paused, hc-hint when a hint is shown.
// Details are documented in the README ("Use it in your page").
//
// Bot seats ("bot1".."bot5") play by themselves: whenever the position on
// screen has a bot to move, at the end of the history line, and the bots are
// not paused, the element asks its bot (bot.js: a Web Worker) and plays the
// answer through play(), one hop at a time, at least botPace ms apart. Any
// change of position (a hop, undo, redo, new game, restore, seats) cancels a
// search in flight. While the cursor is back in the history, bots wait (step()
// plays from there). In a game of people and bots, undo and redo jump to the
// previous / next position where a person is to move, so one undo takes back
// the bots' answer and the person's own move.
//
// The element holds no rules: movable pieces, targets, results and the end of
// the game all come from the engine's contract.

import { cellName, createGame, ready } from './engine.js';
import { ARMIES, seatLabel } from './armies.js';
import { BoardView } from './board-view.js';
import { History, describeHop } from './history.js';
import { attachInput, historyShortcut } from './input.js';
import { hopCode, hopMarks } from './notation.js';
import { makeRecord, makeSettings } from './record.js';
import { createBoardState, hexOf, keyOf } from './state.js';
import { loadAt, saveAt, storageKey } from './element-storage.js';
import { BotClient, Cancelled, plySeed } from './bot.js';

const STYLE_URL = new URL('./element.css', import.meta.url).href;
const sleep = (ms) => new Promise((resolve) => { setTimeout(resolve, ms); });
const sameHex = (a, b) => a.q === b.q && a.r === b.r;
const clampInt = (value, lo, hi, fallback) => {
  const n = Number.parseInt(value, 10);
  return Number.isInteger(n) && n >= lo && n <= hi ? n : fallback;
};

function h(tag, className, parent, text) {
  const node = document.createElement(tag);
  if (className) node.className = className;
  if (text !== undefined) node.textContent = text;
  if (parent) parent.append(node);
  return node;
}

export class HexCheckersElement extends HTMLElement {
  static observedAttributes = ['players', 'radius', 'seats', 'position', 'readonly', 'bottom-seat', 'show-names'];

  constructor() {
    super();
    const root = this.attachShadow({ mode: 'open' });
    const link = h('link', null, root);
    link.rel = 'stylesheet';
    link.href = STYLE_URL;
    const frame = h('div', 'frame', root);
    frame.setAttribute('part', 'frame');
    const status = h('div', 'status', frame);
    status.setAttribute('part', 'status');
    this.ui = {
      frame,
      turn: h('p', 'turn', status),
      seats: h('ul', 'seats', status),
      hint: h('p', 'hint', status),
      live: h('div', 'sr-only', frame),
    };
    this.ui.thinking = h('span', 'thinking');
    this.ui.thinking.setAttribute('part', 'thinking');
    this.ui.seats.setAttribute('aria-label', 'Armies');
    this.ui.live.setAttribute('role', 'status');
    this.ui.live.setAttribute('aria-live', 'polite');
    const wrap = h('div', 'board-wrap', frame);
    const svg = document.createElementNS('http://www.w3.org/2000/svg', 'svg');
    svg.setAttribute('role', 'group');
    svg.setAttribute('aria-roledescription', 'game board');
    wrap.append(svg);

    this.state = createBoardState();
    this.view = new BoardView(svg, this.state);
    this.input = attachInput(this.view, {
      enabled: () => this.canPlay(),
      pick: (key) => this.pick(key),
      drop: (key) => this.drop(key),
      cancel: () => this.cancel(),
      explain: (key) => this.explain(key),
    });
    /** @type {ReturnType<typeof createGame>|null} */
    this._game = null;
    /** @type {History|null} */
    this._history = null;
    this._settings = makeSettings();
    /** @type {BotClient|null} created on the first bot search */
    this._bot = null;
    /** bumped by every change of position: an answer for an older token is dropped */
    this._botToken = 0;
    this._botTimer = 0;
    /** what the bot is doing: null, or {seat, hint} while it searches */
    this._thinking = null;
    this._paused = false;
    this._lastHopAt = 0;
    /** Least milliseconds between two bot hops, so people can follow (the watch speed). */
    this.botPace = 600;
    /** Overrides of the bot's budget, {timeMs, maxNodes}; by default each level's own. */
    this.botBudget = {};
    this._ready = new Promise((resolve, reject) => { this._readyHooks = { resolve, reject }; });
    this._ready.catch(() => {}); // a failed load is reported by hc-error; awaiting .ready still throws
    this.addEventListener('keydown', (e) => this.onShortcut(e));
  }

  connectedCallback() {
    if (this._started) {
      this.scheduleBot();
      return;
    }
    this._started = true;
    ready.then(() => {
      if (!this._game) this.start();
      this._readyHooks.resolve(this);
      this.dispatchEvent(new CustomEvent('hc-ready', { bubbles: true, composed: true }));
    }, (err) => {
      this.ui.turn.textContent = `The game engine failed to load: ${err.message}`;
      this._readyHooks.reject(err);
      this.emit('hc-error', { message: err.message });
    });
  }

  disconnectedCallback() {
    this.stopBot();
    this._bot?.dispose();
    this._bot = null;
  }

  /** The first game: the element's own save (storage-key), else its position attribute, else a new game. */
  start() {
    this._settings = makeSettings(this.attrPlayers, this.attrRadius, [], this.attrKinds, this._settings.seed);
    const key = storageKey(this.getAttribute('storage-key'));
    const saved = key ? loadAt(key) : { status: 'none' };
    if (saved.status === 'ok') {
      this.load(saved, 'saved');
      return;
    }
    if (saved.status === 'bad') this.emit('hc-warning', { message: `The saved game was not loaded: ${saved.reason}.` });
    const position = this.getAttribute('position');
    if (position) {
      try {
        this.restore(position);
        return;
      } catch (e) {
        this.emit('hc-warning', { message: `The position attribute was refused: ${e.message}` });
      }
    }
    this.newGame();
  }

  attributeChangedCallback(name, oldValue, value) {
    if (oldValue === value) return;
    if ((name === 'players' || name === 'radius') && this._game) {
      this.newGame({ players: this.attrPlayers, radius: this.attrRadius });
    } else if (name === 'seats' && this._game) {
      const { players } = this._settings;
      if (this.attrPlayers !== players && !this.hasAttribute('players')) {
        this.newGame();
      } else {
        this.setKinds(this.attrKinds);
      }
    } else if (name === 'position' && this._game && value) {
      try {
        this.restore(value);
      } catch (e) {
        this.emit('hc-warning', { message: `The position attribute was refused: ${e.message}` });
      }
    } else if (name === 'bottom-seat' || name === 'show-names') {
      this.state.bottomSeat = clampInt(this.getAttribute('bottom-seat'), 0, 5, 0);
      this.state.showNames = this.hasAttribute('show-names');
      if (this._game && this.state.bottomSeat >= this._game.seats.length) this.state.bottomSeat = 0;
      this.view.requestRedraw();
    } else if (name === 'readonly' && this._game) {
      this.sync();
      this.scheduleBot();
    }
  }

  get attrPlayers() { return clampInt(this.getAttribute('players'), 2, 6, clampInt(this.attrKinds.length, 2, 6, 6)); }
  /** Seat kinds from the seats attribute ("human,bot2"); makeSettings turns unknown words into "human". */
  get attrKinds() { return (this.getAttribute('seats') ?? '').toLowerCase().split(/[\s,]+/).filter(Boolean); }
  get attrRadius() { return clampInt(this.getAttribute('radius'), 3, 8, 5); }
  get readOnly() { return this.hasAttribute('readonly'); }

  /** Resolves with the element once its first game is on the board; rejects if the engine failed to load. */
  get ready() { return this._ready; }

  /** The engine's game object (read it; change it only through this element). */
  get game() { return this._game; }
  /** The undo history: entries of {snapshot, hop}, and the cursor on screen. */
  get history() { return this._history; }
  /** {players, radius, names, kinds, seed} of the game on the board (a copy). */
  get settings() { return structuredClone(this._settings); }

  /** Renames seats without touching the game. */
  set names(names) {
    const { players, radius, kinds, seed } = this._settings;
    this._settings = makeSettings(players, radius, names, kinds, seed);
    this.renderStatus();
    this.changed('names');
  }

  /** Changes who plays each seat ("human" or "bot1".."bot5") without touching the game. */
  setKinds(kinds) {
    const { players, radius, names, seed } = this._settings;
    this._settings = makeSettings(players, radius, names, kinds, seed);
    this.sync();
    this.changed('seats');
    this.scheduleBot();
  }

  // ---- whole-game verbs ----------------------------------------------------

  /** Starts a new game; settings default to the element's attributes. */
  newGame(settings = {}) {
    const players = settings.players ?? this.attrPlayers;
    const radius = settings.radius ?? this.attrRadius;
    const game = createGame({ players, radius });
    this.load({
      settings: makeSettings(players, radius, settings.names, settings.kinds ?? this.attrKinds, settings.seed),
      history: new History(game.snapshot()),
    }, 'new');
  }

  /** Shows a game read back from a record (see record.js). */
  load({ settings, history }, reason = 'load') {
    this._settings = structuredClone(settings);
    this._history = history;
    this._game = createGame({ players: settings.players, radius: settings.radius });
    this.state.bottomSeat = Math.min(this.state.bottomSeat, settings.players - 1);
    this.showEntry(reason, false);
    this.announce(this.turnSentence());
  }

  /** The engine snapshot of the position on screen. */
  snapshot() { return this._game.snapshot(); }

  /** Starts a fresh history from a snapshot; throws (and changes nothing) if the engine refuses it. */
  restore(text) {
    const game = createGame();
    game.restore(text);
    const players = game.players ?? game.seats.length;
    const sameShape = players === this._settings.players && game.radius === this._settings.radius;
    const settings = sameShape ? this._settings : makeSettings(players, game.radius, [], this.attrKinds, this._settings.seed);
    this.load({ settings, history: new History(game.snapshot()) }, 'restore');
  }

  /** The game as a record for saves and share links. */
  record() { return makeRecord(this._settings, this._history); }

  /**
   * One hop back; in a game of people and bots, back to the last position where
   * a person was to move (so the bots' answer and the person's move both go).
   */
  undo() {
    const h = this._history;
    if (!h.canUndo) return false;
    let target = h.cursor - 1;
    if (this.mixedSeats) while (target > 0 && !this.humanAt(target)) target -= 1;
    return this.travel(h.goTo(target), 'undo');
  }

  /** One hop forward; with people and bots, on to the next position where a person is to move (or the end). */
  redo() {
    const h = this._history;
    if (!h.canRedo) return false;
    let target = h.cursor + 1;
    if (this.mixedSeats) while (target < h.length && !this.humanAt(target)) target += 1;
    return this.travel(h.goTo(target), 'redo');
  }

  goTo(index) { return this.travel(this._history.goTo(index), 'goto'); }

  /** True when the game has both people and bots (undo and redo then skip the bots' hops). */
  get mixedSeats() {
    const kinds = this._settings.kinds;
    return kinds.includes('human') && kinds.some((k) => k !== 'human');
  }

  /** True when a person is to move at history entry i. */
  humanAt(i) {
    const entries = this._history.entries;
    let seat;
    if (i + 1 < entries.length) {
      seat = entries[i + 1].hop.seat; // who played from there
    } else {
      this._scratch ??= createGame();
      this._scratch.restore(entries[i].snapshot);
      seat = this._scratch.current;
    }
    return seat !== null && this._settings.kinds[seat] === 'human';
  }

  travel(entry, reason) {
    if (!entry) return false;
    this.showEntry(reason, true);
    const n = this._history.cursor;
    const words = { undo: 'Undone', redo: 'Redone', goto: 'Showing' }[reason];
    this.announce(`${words}: ${n === 0 ? 'the start' : `after move ${n}`}. ${this.turnSentence()}`);
    return true;
  }

  /** Puts the history entry at the cursor on the board. */
  showEntry(reason, keepFocus) {
    const entry = this._history.current;
    this._game.restore(entry.snapshot);
    const hop = entry.hop;
    this.state.lastHop = hop ? { from: hop.from, to: hop.to, capture: hop.capture } : null;
    this.state.selected = null;
    if (!keepFocus) this.state.focus = null;
    this.sync();
    this.changed(reason);
    this.scheduleBot();
  }

  // ---- playing -------------------------------------------------------------

  /** True when a person may move now (not read-only, game on, a human seat to move). */
  canPlay() {
    const g = this._game;
    return !!g && !this.readOnly && g.current !== null && this._settings.kinds[g.current] === 'human';
  }

  /** Applies one legal move (an object from game.legalMoves()); returns the hop, or null if refused. */
  play(move) {
    const g = this._game;
    const seat = g.current;
    let result;
    try {
      result = g.apply(move);
    } catch (e) {
      this.announce(`That move is not possible: ${e.message}`);
      this.sync();
      return null;
    }
    const hop = describeHop(seat, move, result);
    this._lastHopAt = performance.now();
    this._history.push(g.snapshot(), hop);
    this.view.slide(hop.from, hop.to);
    this.state.lastHop = { from: hop.from, to: hop.to, capture: hop.capture };
    this.state.selected = null;
    if (this.state.focus === hop.from) this.state.focus = hop.to;
    this.sync();
    if (this.state.focus === hop.to && this.state.keyboard && this.shadowRoot.activeElement) this.input.focusCell(hop.to);
    this.announce(this.hopSentence(hop));
    const detail = { hop, index: this._history.cursor, notation: hopCode(hop, g.radius) + hopMarks(hop) };
    this.emit('hc-hop', detail);
    if (!hop.chaining) this.emit('hc-turnend', { seat, next: g.current, skipped: hop.skipped });
    if (hop.winner !== null || hop.draw) this.emit('hc-gameend', { winner: hop.winner, draw: hop.draw });
    this.changed('hop');
    this.scheduleBot();
    return hop;
  }

  pick(key) {
    if (!this.state.movable.has(key)) return;
    this.state.selected = key;
    this.fillTargets();
    this.view.requestRedraw();
    const n = this.state.targets.size;
    this.announce(`${this.cellText(key)} picked up: ${n} ${n === 1 ? 'target' : 'targets'}.`);
  }

  drop(key) {
    const move = this.state.targets.get(key);
    if (move) this.play(move);
  }

  cancel() {
    if (this.state.selected === null || this.state.chainFrom !== null) return;
    this.state.selected = null;
    this.fillTargets();
    this.view.requestRedraw();
    this.announce('Cancelled.');
  }

  /** Says why the piece on a cell cannot be picked up (Enter on a cell that offers nothing). */
  explain(key) {
    const piece = this.state.board.get(key);
    const cur = this._game.current;
    let why = 'nothing to move there';
    if (piece && piece.seat !== cur) why = `not ${this.seatName(piece.seat)}'s turn`;
    else if (piece && this.state.chainFrom) why = 'another piece must keep jumping';
    else if (piece && this.mustCapture) why = 'a capture is compulsory and this piece cannot jump';
    else if (piece) why = 'this piece has no move';
    this.announce(`${this.cellText(key)}: ${why}.`);
  }

  /** Copies the engine's position into the board state and redraws. */
  sync() {
    const g = this._game;
    const s = this.state;
    s.radius = g.radius;
    s.faces = g.seats.map((seat) => seat.face);
    s.board = new Map(g.board);
    s.current = g.current;
    s.chainFrom = g.chainFrom ? keyOf(g.chainFrom) : null;
    s.arrows = []; // a hint belongs to the position it was asked for
    this.legal = g.current === null ? [] : g.legalMoves();
    this.mustCapture = this.legal.some((m) => m.capture);
    s.movable = new Set(this.canPlay() ? this.legal.map((m) => keyOf(m.from)) : []);
    if (s.chainFrom && s.movable.has(s.chainFrom)) s.selected = s.chainFrom;
    if (!s.movable.has(s.selected)) s.selected = null;
    this.fillTargets();
    this.renderStatus();
    this.view.requestRedraw();
  }

  fillTargets() {
    const s = this.state;
    s.targets = new Map();
    s.victims = new Set();
    for (const m of this.legal) {
      if (keyOf(m.from) !== s.selected) continue;
      s.targets.set(keyOf(m.to), m);
      if (m.capture) s.victims.add(keyOf(m.capture));
    }
  }

  onShortcut(e) {
    const verb = e.defaultPrevented || this.readOnly ? null : historyShortcut(e);
    if (!verb) return;
    e.preventDefault();
    this[verb]();
  }

  // ---- bots ------------------------------------------------------------------

  /** The element's bot (a Web Worker, started on the first search). */
  get bot() {
    this._bot ??= new BotClient({ onNotice: (message) => this.emit('hc-warning', { message }) });
    return this._bot;
  }

  /** True when a bot seat is to move in the position on screen (and the board is not read-only). */
  get botToMove() {
    const g = this._game;
    return !!g && !this.readOnly && g.current !== null && this._settings.kinds[g.current] !== 'human';
  }

  /** True while the cursor is back in the history: bots wait there (step() plays from there). */
  get lookingBack() { return !!this._history?.canRedo; }

  /** What the bot is doing: null, or {seat, hint} while it searches. */
  get thinking() { return this._thinking ? { ...this._thinking } : null; }

  /** Paused bots do not move by themselves (step() still plays one hop). */
  get paused() { return this._paused; }
  set paused(value) {
    const on = Boolean(value);
    if (on === this._paused) return;
    this._paused = on;
    if (on) this.stopBot();
    else this.scheduleBot();
    this.renderStatus();
    this.botChanged();
  }

  /** Cancels whatever the bot is doing (its answer, if any, is dropped). */
  stopBot() {
    this._botToken += 1;
    clearTimeout(this._botTimer);
    this._botTimer = 0;
    this._bot?.cancel();
    this.setThinking(null);
  }

  /** After any change of position: cancels the search in flight and, if a bot is to move, starts one. */
  scheduleBot() {
    this.stopBot();
    if (!this.isConnected || this._paused || this.lookingBack || !this.botToMove) return;
    const token = this._botToken;
    // A task later, so the hop that led here has finished its events first.
    this._botTimer = setTimeout(() => this.botHop(token), 0);
  }

  /**
   * Plays one bot hop now, even when paused or looking back (then the rest of
   * the line is replaced). Resolves with the hop, or null if no bot is to move.
   */
  async step() {
    if (!this.botToMove) return null;
    this.stopBot();
    return this.botHop(this._botToken, 0);
  }

  /** Asks the bot for the seat to move and plays its hop (if the position is still the same). */
  async botHop(token, pace = this.botPace) {
    const g = this._game;
    const seat = g.current;
    const level = Number(this._settings.kinds[seat].slice(3));
    this.setThinking({ seat, hint: false });
    let answer;
    try {
      answer = await this.bot.think({
        snapshot: g.snapshot(), level, seed: plySeed(this._settings.seed, this._history.cursor), ...this.botBudget,
      });
    } catch (e) {
      if (token !== this._botToken || e instanceof Cancelled) return null;
      return this.botFailed(e.message);
    }
    if (token !== this._botToken) return null;
    const wait = this._lastHopAt + pace - performance.now();
    if (wait > 0) {
      await sleep(Math.min(wait, pace));
      if (token !== this._botToken) return null;
    }
    this.setThinking(null);
    const move = this.legalMove(answer.move);
    if (!move) return this.botFailed('it chose a move that is not legal here');
    return this.play(move);
  }

  botFailed(reason) {
    this.setThinking(null);
    this._paused = true;
    this.renderStatus();
    this.botChanged();
    this.emit('hc-warning', { message: `The bot could not move (${reason}), so the bots are paused.` });
    return null;
  }

  /** The legal move object matching a {from, to} answer, or null. */
  legalMove(m) {
    if (!m) return null;
    return this.legal.find((x) => sameHex(x.from, m.from) && sameHex(x.to, m.to)) ?? null;
  }

  /**
   * Asks the bot what the person to move should play, and shows it on the board
   * (an arrow from the piece to its target) and in the live region. Resolves with
   * one of game.legalMoves(), or null (not a person's turn, or the position changed).
   */
  async hint({ level = 5, timeMs = 600 } = {}) {
    if (!this.canPlay()) return null;
    this.stopBot();
    const token = this._botToken;
    const g = this._game;
    this.setThinking({ seat: g.current, hint: true });
    let answer;
    try {
      answer = await this.bot.think({ snapshot: g.snapshot(), level, timeMs, seed: plySeed(this._settings.seed, this._history.cursor) });
    } catch (e) {
      if (token !== this._botToken || e instanceof Cancelled) return null;
      this.setThinking(null);
      this.emit('hc-warning', { message: `No hint this time: ${e.message}.` });
      return null;
    }
    if (token !== this._botToken) return null;
    this.setThinking(null);
    const move = this.legalMove(answer.move);
    if (!move) return null;
    const from = keyOf(move.from);
    const to = keyOf(move.to);
    this.state.arrows = [{ from, to, kind: move.capture ? 'hint jump' : 'hint' }];
    this.view.requestRedraw();
    const at = (key) => cellName(hexOf(key), this.state.radius);
    this.announce(`Hint: ${move.capture ? 'jump' : 'move'} ${this.cellText(from)} to ${at(to)}.`);
    this.emit('hc-hint', { from, to, capture: move.capture ? keyOf(move.capture) : null });
    return move;
  }

  setThinking(value) {
    const was = this._thinking;
    if (was === value || (was && value && was.seat === value.seat && was.hint === value.hint)) return;
    this._thinking = value;
    if (this._game && this._history) this.renderStatus();
    this.botChanged();
  }

  botChanged() {
    this.emit('hc-bot', { thinking: this.thinking, paused: this._paused });
  }

  // ---- words -----------------------------------------------------------------

  seatName(seat) { return seatLabel(this._settings.names, seat); }

  cellText(key) {
    const piece = this.state.board.get(key);
    const name = cellName(hexOf(key), this.state.radius);
    return piece ? `${name}, ${ARMIES[piece.seat].name} ${piece.king ? 'king' : 'man'}` : name;
  }

  hopSentence(hop) {
    const at = (key) => cellName(hexOf(key), this.state.radius);
    const who = this.seatName(hop.seat);
    const parts = [];
    if (hop.capture) {
      const victim = `${this.seatName(hop.captured.seat)} ${hop.captured.king ? 'king' : 'man'}`;
      parts.push(`${who} jumps ${at(hop.from)} to ${at(hop.to)}, capturing the ${victim} on ${at(hop.capture)}.`);
    } else {
      parts.push(`${who} moves ${at(hop.from)} to ${at(hop.to)}.`);
    }
    if (hop.promoted) parts.push('Crowned king on the centre!');
    if (hop.eliminated !== null) parts.push(`${this.seatName(hop.eliminated)} is eliminated.`);
    for (const s of hop.skipped) parts.push(`${this.seatName(s)} is skipped: no legal move.`);
    parts.push(this.turnSentence());
    return parts.join(' ');
  }

  turnSentence() {
    const g = this._game;
    if (g.winner !== null) return `${this.seatName(g.winner)} wins the game!`;
    if (g.draw) return 'Draw: no army left on the board can move.';
    if (g.chainFrom) return `${this.seatName(g.current)} must keep jumping with the same piece.`;
    return `${this.seatName(g.current)} to move${this.mustCapture ? ', and must capture' : ''}.`;
  }

  announce(text) {
    // A fresh text node each time, so screen readers speak repeats too.
    this.ui.live.replaceChildren(document.createTextNode(text));
  }

  renderStatus() {
    const g = this._game;
    const { turn, seats, hint } = this.ui;
    const counts = new Array(g.seats.length).fill(0);
    for (const piece of this.state.board.values()) counts[piece.seat] += 1;
    const lastHop = this._history.current.hop;
    const skipped = new Set(lastHop ? lastHop.skipped : []);

    const dot = (seat) => { const d = h('span', `dot s${seat}`, null, ARMIES[seat].letter); d.setAttribute('aria-hidden', 'true'); return d; };
    turn.replaceChildren();
    const seatNow = g.winner ?? g.current;
    if (seatNow !== null) turn.append(dot(seatNow));
    turn.append(h('strong', null, null, this.turnSentence()));
    const busy = this._thinking;
    this.ui.thinking.textContent = busy ? (busy.hint ? 'Finding a hint…' : `${this.seatName(busy.seat)} is thinking…`) : '';
    if (busy) turn.append(this.ui.thinking);
    turn.classList.toggle('over', g.current === null);

    if (seats.children.length !== g.seats.length) {
      seats.replaceChildren(...g.seats.map(() => {
        const li = h('li', 'seat');
        li.append(h('span', 'dot'), h('span', 'name'), h('span', 'count'), h('span', 'note'));
        return li;
      }));
    }
    g.seats.forEach((info, seat) => {
      const li = seats.children[seat];
      const [d, name, count, note] = li.children;
      d.className = `dot s${seat}`;
      d.textContent = ARMIES[seat].letter;
      d.setAttribute('aria-hidden', 'true');
      name.textContent = this.seatName(seat);
      count.textContent = String(counts[seat]);
      count.title = `${counts[seat]} pieces`;
      const out = info.eliminated || counts[seat] === 0;
      note.textContent = out ? 'out' : skipped.has(seat) ? 'skipped' : seat === g.winner ? 'winner' : '';
      li.className = `seat${seat === g.current ? ' now' : ''}${out ? ' out' : ''}${seat === g.winner ? ' won' : ''}`;
      li.setAttribute('aria-label', `${this.seatName(seat)} (${ARMIES[seat].name}): ${counts[seat]} pieces${note.textContent ? `, ${note.textContent}` : ''}${seat === g.current ? ', to move' : ''}`);
    });

    const notes = [];
    if (skipped.size) {
      notes.push(`${[...skipped].map((s) => this.seatName(s)).join(' and ')} skipped: no legal move.`);
    }
    if (g.current !== null) {
      if (g.chainFrom) notes.push('Chain: the same piece must jump again.');
      else if (this.mustCapture) notes.push(this.readOnly ? 'A capture is compulsory here.' : 'Capture is compulsory: only pieces that can jump are offered.');
    }
    if (this._history.canRedo) {
      notes.push(`Viewing move ${this._history.cursor} of ${this._history.length}: a new move here replaces the rest.`);
      if (this.botToMove) notes.push('The bot waits while you look back: redo, or step to let it play from here.');
    } else if (this.botToMove && this._paused) {
      notes.push('Bots are paused.');
    }
    if (!notes.length) {
      if (this.canPlay()) notes.push('Pick up a ringed piece to see where it can go.');
      else if (this.botToMove) notes.push(`${this.seatName(g.current)} is a bot (level ${this._settings.kinds[g.current].slice(3)}) and plays by itself.`);
      else if (g.current === null) notes.push('Game over. Undo, look back through the moves, or start a new game.');
    }
    hint.textContent = notes.join(' ');
    hint.hidden = notes.length === 0;
    hint.classList.toggle('quiet', !this.mustCapture && !g.chainFrom && !skipped.size && !this._history.canRedo);
  }

  emit(type, detail) {
    this.dispatchEvent(new CustomEvent(type, { detail, bubbles: true, composed: true }));
  }

  changed(reason) {
    const key = storageKey(this.getAttribute('storage-key'));
    if (key) saveAt(key, this.record());
    this.emit('hc-change', { reason });
  }
}

if (!customElements.get('hex-checkers')) customElements.define('hex-checkers', HexCheckersElement);
