// <hex-checkers>: one game board with its status, as a custom element.
//
// Attributes: players (2-6; default: the number of seats listed, else 6),
// radius (3-8, default 5), seats (each seat's kind in turn order: "human" or
// "bot1".."bot5", e.g. "human,bot2"; missing ones are human), theme
// (auto|light|dark), readonly, position (an engine snapshot to start from),
// storage-key (autosave in localStorage under this key; off without it),
// bottom-seat (seat drawn at the bottom), show-names (cell names on the board),
// no-new-game (a finished game offers no New game button of its own).
// JS: .ready (promise of the started element), .game (the engine's game),
// .history, .settings, snapshot(), restore(text), newGame(settings),
// load({settings, history}), record(), recordText(), undo(), redo(), goTo(i), play(move);
// bots: .paused, .thinking, .botPace, .botBudget, .botSearches, step(), hint(), showMove(move);
// endings (endings.js, clock.js): resign(seat), offerDraw(), answerDraw(ok),
// .drawQuestion, .clocks.
// Events (bubbling, composed): hc-ready, hc-error (engine failed to load),
// hc-warning (a save or position attribute was refused, or the bot's worker
// failed), hc-hop, hc-turnend, hc-gameend (with its reason), hc-event (a
// resignation or an agreed draw), hc-drawoffer (the draw question changed),
// hc-change whenever the position on screen changes (for move lists and
// autosave), hc-bot when a bot starts or stops thinking or the bots are
// paused, hc-hint when a hint is shown, hc-refused when a piece that may not
// move is tried (with the engine's reason).
// Details are documented in the README ("Use it in your page").
//
// Bot seats ("bot1".."bot5") play by themselves (bots.js drives them): any
// change of position (a hop, undo, redo, new game, restore, seats) cancels a
// search in flight and starts the next one if a bot is to move. In a game of
// people and bots, undo and redo jump to the previous / next position where a
// person is to move, so one undo takes back the bots' answer and the person's
// own move.
//
// The law is the engine's: legal moves, why a piece cannot move, results and
// the end of the game come from its contract. The element adds what the table
// around the board decides (seats and bots, clocks, draw offers, undo), and
// keeps no rule or count of its own (the engine's counters travel in the
// history's snapshots). The board and the status are drawn in one redraw per
// frame (board-view.js, status.js).

import { createGame, ready } from './engine.js';
import { BoardView } from './board-view.js';
import { History, describeHop, isEvent } from './history.js';
import { attachInput, historyShortcut } from './input.js';
import { cellAt, hopCode, hopMarks } from './notation.js';
import { makeRecord, makeSettings, recordJson } from './record.js';
import { createBoardState, hexOf, keyOf } from './state.js';
import { loadAt, saveAt, storageKey } from './element-storage.js';
import { seatLabel } from './armies.js';
import { Bots } from './bots.js';
import { Clocks } from './clock.js';
import { Endings } from './endings.js';
import { endReason } from './summary.js';
import { createStatus, drawStatus } from './status.js';
import { cellText, hopSentence, turnSentence, whyNotText } from './words.js';

const STYLE_URL = new URL('./element.css', import.meta.url).href;

/** What the board marks of the hop on screen: `fresh` when it was just played (not reached by undo or goto). */
const lastHopOf = (hop, fresh) => ({
  from: hop.from, to: hop.to, capture: hop.capture, seat: hop.seat, promoted: hop.promoted, eliminated: hop.eliminated, fresh,
});
const clampInt = (value, lo, hi, fallback) => {
  const n = Number.parseInt(value, 10);
  return Number.isInteger(n) && n >= lo && n <= hi ? n : fallback;
};

function h(tag, className, parent) {
  const node = document.createElement(tag);
  if (className) node.className = className;
  if (parent) parent.append(node);
  return node;
}

export class HexCheckersElement extends HTMLElement {
  static observedAttributes = ['players', 'radius', 'seats', 'position', 'readonly', 'bottom-seat', 'show-names', 'no-new-game'];

  constructor() {
    super();
    const { frame, svg } = this.buildShadow();
    this.ui = {
      frame, ...createStatus(frame, (accept) => this.answerDraw(accept), () => this.playAgain()), live: this.liveRegion(frame),
    };
    frame.append(svg.parentNode); // the board under the status
    this.state = createBoardState();
    this.view = new BoardView(svg, this.state, { onRedraw: () => this.drawStatus() });
    this.input = attachInput(this.view, {
      enabled: () => this.canPlay(),
      pick: (key) => this.pick(key),
      drop: (key) => this.drop(key),
      cancel: () => this.cancel(),
      explain: (key) => this.explain(key),
    });
    // Pinch and pan (zoom.js) only where a finger may play: a mouse-only page never loads it.
    if (window.matchMedia?.('(any-pointer: coarse)').matches) import('./zoom.js').then((z) => z.attachZoom(this.view, svg.parentNode));
    this.bots = new Bots(this);
    this.clocks = new Clocks(this);
    this.endings = new Endings(this);
    /** @type {ReturnType<typeof createGame>|null} */
    this._game = null;
    /** @type {History|null} */
    this._history = null;
    this._settings = makeSettings();
    this._ready = new Promise((resolve, reject) => { this._readyHooks = { resolve, reject }; });
    this._ready.catch(() => {}); // a failed load is reported by hc-error; awaiting .ready still throws
    this.addEventListener('keydown', (e) => this.onShortcut(e));
  }

  /** The shadow root: the stylesheet, the frame, and the board's <svg> in its wrapper (not yet placed). */
  buildShadow() {
    const root = this.attachShadow({ mode: 'open' });
    const link = h('link', null, root);
    link.rel = 'stylesheet';
    link.href = STYLE_URL;
    const frame = h('div', 'frame', root);
    frame.setAttribute('part', 'frame');
    const wrap = h('div', 'board-wrap');
    const svg = document.createElementNS('http://www.w3.org/2000/svg', 'svg');
    svg.setAttribute('role', 'group');
    svg.setAttribute('aria-roledescription', 'game board');
    svg.setAttribute('tabindex', '-1'); // one Tab stop: the cells' roving tabindex, never the <svg> itself
    wrap.append(svg);
    return { frame, svg };
  }

  /** The polite live region every hop and answer is announced in. */
  liveRegion(frame) {
    const live = h('div', 'sr-only', frame);
    live.setAttribute('role', 'status');
    live.setAttribute('aria-live', 'polite');
    return live;
  }

  connectedCallback() {
    if (this._started) {
      this.bots.schedule();
      this.clocks.update();
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
    this.bots.dispose();
    this.clocks.halt();
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
      this.changed('readonly'); // what may be played changed: a page's buttons follow
      this.bots.schedule();
    } else if (name === 'no-new-game') {
      this.view.requestRedraw();
    }
  }

  get attrPlayers() { return clampInt(this.getAttribute('players'), 2, 6, clampInt(this.attrKinds.length, 2, 6, 6)); }
  /** Seat kinds from the seats attribute ("human,bot2"); makeSettings turns unknown words into "human". */
  get attrKinds() { return (this.getAttribute('seats') ?? '').toLowerCase().split(/[\s,]+/).filter(Boolean); }
  get attrRadius() { return clampInt(this.getAttribute('radius'), 3, 8, 5); }
  get readOnly() { return this.hasAttribute('readonly'); }
  /** A finished game offers a New game button, unless read-only or the embedder set no-new-game. */
  get offersNewGame() { return !!this._game && this._game.current === null && !this.readOnly && !this.hasAttribute('no-new-game'); }

  /** Resolves with the element once its first game is on the board; rejects if the engine failed to load. */
  get ready() { return this._ready; }

  /** The engine's game object (read it; change it only through this element). */
  get game() { return this._game; }
  /** The undo history: entries of {snapshot, hop}, and the cursor on screen. */
  get history() { return this._history; }
  /** {players, radius, names, kinds, seed, rules, clock} of the game on the board (a copy). */
  get settings() { return structuredClone(this._settings); }

  /** Renames seats without touching the game. */
  set names(names) {
    const { players, radius, kinds, seed, rules, clock } = this._settings;
    this._settings = makeSettings(players, radius, names, kinds, seed, { rules, clock });
    this.view.requestRedraw();
    this.changed('names');
  }

  /** Changes who plays each seat ("human" or "bot1".."bot5") without touching the game. */
  setKinds(kinds) {
    const { players, radius, names, seed, rules, clock } = this._settings;
    this._settings = makeSettings(players, radius, names, kinds, seed, { rules, clock });
    this.sync();
    this.changed('seats');
    this.bots.schedule();
  }

  // ---- whole-game verbs ----------------------------------------------------

  /** Starts a new game; settings default to the element's attributes (rules: off, clock: none). */
  newGame(settings = {}) {
    const players = settings.players ?? this.attrPlayers;
    const radius = settings.radius ?? this.attrRadius;
    const made = makeSettings(players, radius, settings.names, settings.kinds ?? this.attrKinds, settings.seed, settings);
    const game = createGame({ players, radius, rules: made.rules });
    this.load({
      settings: made,
      history: new History(game.snapshot()),
    }, 'new');
  }

  /** The finished game's New game button: the same table (players, radius, names, who plays, rules, clock), a fresh seed. */
  playAgain() {
    const { players, radius, names, kinds, rules, clock } = this._settings;
    this.newGame({ players, radius, names, kinds, rules, clock });
    if (this.shadowRoot.activeElement === this.ui.again) this.input.focusCell(this.view.firstKey()); // the button is gone
  }

  /** Shows a game read back from a record (see record.js); `clocks`: each seat's time left (default: the full control). */
  load({ settings, history, clocks = null }, reason = 'load') {
    this._settings = structuredClone(settings);
    this._history = history;
    this._game = createGame({ players: settings.players, radius: settings.radius });
    this.state.bottomSeat = Math.min(this.state.bottomSeat, settings.players - 1);
    this.clocks.reset(clocks);
    if (settings.clock) history.current.clocks = this.clocks.snapshot(); // the times of the position shown
    this.endings.reset();
    this._browsing = history.canRedo; // a line brought in back in time is being looked through
    this.showEntry(reason, false);
    this.announce(this.turnWords());
  }

  /** The engine snapshot of the position on screen, with its counters (the text its history entry holds). */
  snapshot() { return this._game.snapshot({ counters: true }); }

  /** Starts a fresh history from a snapshot; throws (and changes nothing) if the engine refuses it. */
  restore(text) {
    const game = createGame();
    game.restore(text);
    const players = game.players ?? game.seats.length;
    const sameShape = players === this._settings.players && game.radius === this._settings.radius;
    const { names, kinds, seed } = sameShape ? this._settings : { names: [], kinds: this.attrKinds, seed: this._settings.seed };
    // The snapshot carries its house rules; a clock does not carry over to another position.
    const settings = makeSettings(players, game.radius, names, kinds, seed, { rules: game.rules, clock: null });
    this.load({ settings, history: new History(game.snapshot({ counters: true })) }, 'restore');
  }

  /** The game as a record for saves and share links. */
  record() { return makeRecord(this._settings, this._history, this.clocks.snapshot()); }

  /** The record as JSON text, what saves hold: JSON.stringify(record()), at a hop's cost per hop. */
  recordText() { return recordJson(this._settings, this._history, this.clocks.snapshot()); }

  /**
   * One hop back; in a game of people and bots, back to the last position where
   * a person was to move (so the bots' answer and the person's move both go).
   */
  undo() {
    const h = this._history;
    if (!h.canUndo) return false;
    let target = h.cursor - 1;
    if (this.mixedSeats) while (target > 0 && !this.humanAt(target)) target -= 1;
    return this.travel(target, 'undo');
  }

  /** One hop forward; with people and bots, on to the next position where a person is to move (or the end). */
  redo() {
    const h = this._history;
    if (!h.canRedo) return false;
    let target = h.cursor + 1;
    if (this.mixedSeats) while (target < h.length && !this.humanAt(target)) target += 1;
    return this.travel(target, 'redo');
  }

  goTo(index) { return this.travel(index, 'goto'); }

  /** True when the game has both people and bots (undo and redo then skip the bots' hops). */
  get mixedSeats() {
    const kinds = this._settings.kinds;
    return kinds.includes('human') && kinds.some((k) => k !== 'human');
  }

  /** The one person's seat in a game against bots (the status marks it "you"), else null. */
  get yourSeat() {
    const people = this._settings.kinds.flatMap((k, seat) => (k === 'human' ? [seat] : []));
    return people.length === 1 && this.mixedSeats ? people[0] : null;
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

  /** Shows history entry `index` (undo, redo, goTo); the clocks go back or forward with it. */
  travel(index, reason) {
    const left = this._history.current;
    const wasBrowsing = this.browsing;
    const entry = this._history.goTo(index);
    if (!entry) return false;
    this.clocks.rewind(left, entry.clocks);
    this.bots.fromHere = false; // looking back again: the bots wait until resumed or stepped
    // Browsing from a goTo lasts through undo and redo until the end of the line is on screen again.
    this._browsing = reason === 'goto' || wasBrowsing;
    this.showEntry(reason, true);
    const n = this._history.cursor;
    const words = { undo: 'Undone', redo: 'Redone', goto: 'Showing' }[reason];
    this.announce(`${words}: ${n === 0 ? 'the start' : `after move ${n}`}. ${this.turnWords()}`);
    return true;
  }

  /** Puts the history entry at the cursor on the board. */
  showEntry(reason, keepFocus) {
    this.endings.withdraw();
    const entry = this._history.current;
    this._game.restore(entry.snapshot);
    const hop = entry.hop;
    this.state.lastHop = hop && !isEvent(hop) ? lastHopOf(hop, false) : null;
    this.state.selected = null;
    if (!keepFocus) this.state.focus = null;
    this.sync();
    this.changed(reason);
    this.bots.schedule();
  }

  // ---- playing -------------------------------------------------------------

  /** True when a person may move now (not read-only, game on, a human seat to move). */
  canPlay() {
    const g = this._game;
    return !!g && !this.readOnly && g.current !== null && this._settings.kinds[g.current] === 'human' && !this.endings.question;
  }

  /** Applies one legal move (an object from game.legalMoves()); returns the hop, or null if refused. */
  play(move) {
    const g = this._game;
    const seat = g.current;
    this.endings.withdraw();
    let result;
    try {
      result = g.apply(move);
    } catch (e) {
      this.announce(`That move is not possible: ${e.message}`);
      this.sync();
      return null;
    }
    const hop = describeHop(seat, move, result);
    this.bots.lastHopAt = performance.now();
    this.clocks.hopped(hop);
    this._history.push(g.snapshot({ counters: true }), hop, this.clocks.snapshot());
    this.showHop(hop);
    this.announce(hopSentence(hop, this._settings.names, g.radius, this.turnWords()));
    this.emitHop(hop, seat);
    this.changed('hop');
    this.bots.schedule();
    return hop;
  }

  /** Slides the hop's piece, marks the hop, and keeps the keyboard focus on the piece that moved. */
  showHop(hop) {
    const s = this.state;
    this.view.slide(hop.from, hop.to);
    s.lastHop = lastHopOf(hop, true); // fresh: its capture, crowning and elimination are marked until the next hop
    s.selected = null;
    if (s.focus === hop.from) s.focus = hop.to;
    this.sync();
    if (s.focus === hop.to && s.keyboard && this.shadowRoot.activeElement) this.input.focusCell(hop.to);
  }

  /** hc-hop, then hc-turnend and hc-gameend when the hop ended a turn or the game. */
  emitHop(hop, seat) {
    const g = this._game;
    const notation = hopCode(hop, g.radius) + hopMarks(hop);
    this.emit('hc-hop', { hop, index: this._history.cursor, notation });
    if (!hop.chaining) this.emit('hc-turnend', { seat, next: g.current, skipped: hop.skipped });
    this.emitEnd(hop);
  }

  /** hc-gameend when a step ended the game, with the reason (summary.js endReason). */
  emitEnd(step) {
    if (step.winner === null && !step.draw) return;
    this.emit('hc-gameend', { winner: step.winner, draw: step.draw, reason: endReason(this._game, step) });
  }

  // ---- endings beyond the law (endings.js) ------------------------------------

  /**
   * `seat` (default: the seat to move) resigns; reason 'time' when its clock ran out.
   * Returns the history event, or null if the engine refused (the game is over, the seat is out).
   */
  resign(seat = this._game.current, reason = 'resign') {
    if (this.readOnly || seat === null) return null;
    return this.endings.resign(seat, reason);
  }

  /** The person to move offers a draw: every other surviving seat is asked in turn. False if not possible now. */
  offerDraw() {
    return this.canPlay() && this.endings.offer(this._game.current);
  }

  /** The person asked answers the open draw question. False when no person is being asked. */
  answerDraw(accept) { return this.endings.answer(Boolean(accept)); }

  /** The open draw question: {from, asking, accepted} (asking: the seat asked now, null while a bot judges), or null. */
  get drawQuestion() {
    const q = this.endings.question;
    return q ? { from: q.from, asking: q.asking, accepted: q.accepted.slice() } : null;
  }

  /** Puts the keyboard focus on the draw question's Accept button once it is drawn (the person asked must answer). */
  focusQuestion() {
    requestAnimationFrame(() => { if (!this.ui.question.box.hidden) this.ui.question.accept.focus(); });
  }

  /** The running seat's clock ran out (clock.js): it resigns by time. */
  onFlag(seat) { this.resign(seat, 'time'); }

  /** Pushes a resignation or an agreed draw (already applied to the engine) as a history step, and tells everyone. */
  recordEvent(event, words) {
    const g = this._game;
    this.clocks.halt();
    this._history.push(g.snapshot({ counters: true }), event, this.clocks.snapshot());
    this.state.lastHop = null;
    this.state.selected = null;
    this.sync();
    this.announce(`${words} ${this.turnWords()}`);
    this.emit('hc-event', { event, index: this._history.cursor });
    if (!event.chaining && event.kind === 'resign' && g.current !== null) this.emit('hc-turnend', { seat: event.seat, next: g.current, skipped: event.skipped });
    this.emitEnd(event);
    this.changed(event.kind);
    this.bots.schedule();
  }

  pick(key) {
    if (!this.state.movable.has(key)) return;
    this.state.selected = key;
    this.fillTargets();
    this.view.requestRedraw();
    const n = this.state.targets.size;
    this.announce(`${this.cellWords(key)} picked up: ${n} ${n === 1 ? 'target' : 'targets'}.`);
  }

  /**
   * Puts the picked-up piece on a target. While the moves are being browsed (goTo), a move
   * there would drop the later ones: the board asks first; after an undo it does not.
   */
  drop(key) {
    const move = this.state.targets.get(key);
    if (!move) return;
    if (!this.browsing) {
      this.play(move);
      return;
    }
    const at = this._history.cursor;
    const code = hopCode({ from: keyOf(move.from), to: keyOf(move.to), capture: move.capture }, this._game.radius);
    this.askToDrop(`Play ${code} from move ${at}?`, `Play ${code} here`).then((yes) => {
      const still = yes ? this.state.targets.get(key) : null;
      if (still) this.play(still);
    });
  }

  /**
   * Asks before an action that drops the moves after the one on screen (ask.js, loaded on the first
   * question: it is not needed to show or play a game). Resolves true to go ahead, only while the
   * position asked about is still on screen; false when kept (or the question could not be loaded).
   */
  askToDrop(question, action) {
    const h = this._history;
    const at = h.cursor;
    return import('./ask.js')
      .then(({ askDiscard }) => askDiscard(this.ui.frame, this.ui, { question, action, at, length: h.length }))
      .then((yes) => yes && this._history === h && h.cursor === at, () => false);
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
    const why = this._game.whyNot(hexOf(key)); // the engine's typed reason, or null: it can move
    if (!why) return;
    const message = `${this.cellWords(key)}: ${whyNotText(why, this._settings.names)}.`;
    this.announce(message);
    this.emit('hc-refused', { cell: key, reason: why.reason, message });
  }

  /** Copies the engine's position, its legal moves and what the user may do into the board state; redraws. */
  sync() {
    const g = this._game;
    const s = this.state;
    s.radius = g.radius;
    s.faces = g.seats.map((seat) => seat.face);
    s.board = g.board; // the engine's read-only Map, built once per position: no copy
    s.chainFrom = g.chainFrom ? keyOf(g.chainFrom) : null;
    s.arrows = []; // a hint belongs to the position it was asked for
    s.hint = null;
    s.legal = g.current === null ? [] : g.legalMoves();
    s.mustCapture = s.legal.some((m) => m.capture);
    s.movable = new Set(this.canPlay() ? s.legal.map((m) => keyOf(m.from)) : []);
    if (s.chainFrom && s.movable.has(s.chainFrom)) s.selected = s.chainFrom;
    if (!s.movable.has(s.selected)) s.selected = null;
    this.fillTargets();
    this.view.requestRedraw();
  }

  /** The selected piece's targets and the pieces it may jump, from the legal moves. */
  fillTargets() {
    const s = this.state;
    s.targets = new Map();
    s.victims = new Set();
    for (const m of s.legal) {
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

  // ---- bots (bots.js) ----------------------------------------------------------

  /** The element's bot client (a Web Worker, started on the first search). */
  get bot() { return this.bots.client; }

  /** True when a bot seat is to move in the position on screen (and the board is not read-only). */
  get botToMove() {
    const g = this._game;
    return !!g && !this.readOnly && g.current !== null && this._settings.kinds[g.current] !== 'human';
  }

  /** True while the cursor is back in the history: bots wait there (step() plays from there). */
  get lookingBack() { return !!this._history?.canRedo; }

  /**
   * True while the moves are being looked through (reached by goTo, then undo or redo, and not back at
   * the end): a move or a step there asks before it drops the later moves, and resigning, offering a
   * draw and resuming the bots wait for the end of the line. After an undo from the end (a take-back)
   * it is false.
   */
  get browsing() { return !!this._browsing && this.lookingBack; }

  /** What the bot is doing: null, or {seat, hint, slow} while it searches (slow: well past its time budget). */
  get thinking() { return this.bots.thinking ? { ...this.bots.thinking } : null; }

  /** Paused bots do not move by themselves (step() still plays one hop). */
  get paused() { return this.bots.paused; }
  set paused(value) { this.bots.setPaused(Boolean(value)); }

  /** Least milliseconds between two bot hops, so people can follow (the watch speed). */
  get botPace() { return this.bots.pace; }
  set botPace(ms) { this.bots.pace = ms; }

  /** Overrides of the bot's budget, {timeMs, maxNodes}; by default each level's own. */
  get botBudget() { return this.bots.budget; }
  set botBudget(budget) { this.bots.budget = budget; }

  /** Bot searches started by this element (moves and hints): it stays put while the bots hold. */
  get botSearches() { return this.bots.searches; }

  /**
   * Plays one bot hop now, even when paused or looking back (then the rest of
   * the line is replaced: while browsing, after asking). Resolves with the hop,
   * or null if no bot is to move (or the later moves were kept).
   */
  step() {
    if (!this.browsing || !this.botToMove) return this.bots.step();
    const who = seatLabel(this._settings.names, this._game.current);
    return this.askToDrop(`Let ${who} play from move ${this._history.cursor}?`, `Let ${who} play here`)
      .then((yes) => (yes ? this.bots.step() : null));
  }

  /**
   * Asks the bot what the person to move should play, and shows it on the board
   * (an arrow from the piece to its target) and in the live region. Resolves with
   * one of game.legalMoves(), or null (not a person's turn, or the position changed).
   */
  async hint(options) {
    const found = await this.bots.hint(options);
    return found ? this.showMove(found.move) : null;
  }

  /**
   * Shows one of game.legalMoves() as a hint: the arrow, its two cells ringed, the move in the status and
   * the live region (the tutorial's hints come from its lessons, not the bot). Returns the move.
   */
  showMove(move) {
    const from = keyOf(move.from);
    const to = keyOf(move.to);
    const words = `${move.capture ? 'jump' : 'move'} ${this.cellWords(from)} to ${cellAt(to, this.state.radius)}`;
    this.state.arrows = [{ from, to, kind: move.capture ? 'hint jump' : 'hint' }];
    this.state.hint = { from, to, text: `Hint: ${words}.` }; // drawn on the cells and written in the notes
    this.view.requestRedraw();
    this.announce(`Hint: ${words}.`);
    this.emit('hc-hint', { from, to, capture: move.capture ? keyOf(move.capture) : null });
    return move;
  }

  // ---- words and drawing -------------------------------------------------------

  turnWords() { return turnSentence(this._game, this._settings.names, this.state.mustCapture); }

  cellWords(key) { return cellText(this.state.board, key, this.state.radius); }

  announce(text) {
    // A fresh text node each time, so screen readers speak repeats too.
    this.ui.live.replaceChildren(document.createTextNode(text));
  }

  /** The status, drawn in the board's redraw (once per frame). */
  drawStatus() {
    if (!this._game || !this._history) return;
    drawStatus(this.ui, {
      game: this._game,
      board: this.state.board,
      mustCapture: this.state.mustCapture,
      names: this._settings.names,
      kinds: this._settings.kinds,
      history: {
        cursor: this._history.cursor, length: this._history.length, canRedo: this._history.canRedo, lastHop: this._history.current.hop, browsing: this.browsing,
      },
      readOnly: this.readOnly,
      canPlay: this.canPlay(),
      botToMove: this.botToMove,
      paused: this.bots.paused,
      thinking: this.bots.thinking,
      clocks: this.clocks.faces(),
      question: this.drawQuestion,
      offerNewGame: this.offersNewGame,
      yourSeat: this.yourSeat,
      hint: this.state.hint?.text ?? null,
      moment: this.state.lastHop?.fresh ? this.state.lastHop : null,
    });
  }

  emit(type, detail) {
    this.dispatchEvent(new CustomEvent(type, { detail, bubbles: true, composed: true }));
  }

  changed(reason) {
    this.clocks.update();
    const key = storageKey(this.getAttribute('storage-key'));
    if (key) saveAt(key, this.recordText());
    this.emit('hc-change', { reason });
  }
}

if (!customElements.get('hex-checkers')) customElements.define('hex-checkers', HexCheckersElement);
