// <hex-checkers>: one game board with its status, as a custom element.
//
// Attributes: players (2-6; default: the number of seats listed, else 6),
// radius (3-8, default 5), seats (each seat's kind in turn order: "human" or
// "bot1".."bot5", e.g. "human,bot2"; missing ones are human), theme
// (auto|light|dark), readonly, position (an engine snapshot to start from),
// storage-key (autosave in localStorage under this key; off without it),
// bottom-seat (seat drawn at the bottom), show-names (cell names on the board),
// no-new-game (a finished game offers no New game button of its own), lang (the
// language of its words: en, fr, de, ar; the page's catalogue, www/i18n/, is one per page,
// so the last element or page to choose sets it for all; docs/languages.md).
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
// Details are documented in docs/embed.md.
//
// Bot seats ("bot1".."bot5") play by themselves (bots.js drives them): any
// change of position (a hop, undo, redo, new game, restore, seats) cancels a
// search in flight and starts the next one if a bot is to move. In a game of
// people and bots, undo and redo jump to the previous / next position where a
// person is to move (travel.js).
//
// This class is the element's face: its attributes, properties, events and
// verbs. The work is done by helpers, each given a narrow, named view of the
// element (a "table", tables.js) instead of the element itself: bots.js
// (BotTable), clock.js (ClockTable), endings.js (EndingsTable), steps.js
// (StepTable: a hop or an event), travel.js (TravelTable: undo, redo, goTo),
// input.js (HandTable: pick up, put down); state.js fills the board state,
// record.js makes the settings, element-storage.js keeps the autosave, frame.js
// builds the shadow root.
//
// The law is the engine's: legal moves, why a piece cannot move, results and
// the end of the game come from its contract. The element adds what the table
// around the board decides (seats and bots, clocks, draw offers, undo), and
// keeps no rule or count of its own (the engine's counters travel in the
// history's snapshots). The board and the status are drawn in one redraw per
// frame (board-view.js, status.js).

import { createGame, ready } from './engine.js';
import { History } from './history.js';
import { makeRecord, makeSettings, mixedSeats, recordJson, restoredSettings, withSeats, yourSeat } from './record.js';
import { markHint, syncState } from './state.js';
import { autosave, loadFor } from './element-storage.js';
import { seatLabel } from './armies.js';
import { hintSentence, turnSentence } from './words.js';
import { assemble } from './tables.js';
import { t, translate, useLanguage, onLanguageChange } from '../i18n/i18n.js';

const clampInt = (value, lo, hi, fallback) => {
  const n = Number.parseInt(value, 10);
  return Number.isInteger(n) && n >= lo && n <= hi ? n : fallback;
};

export class HexCheckersElement extends HTMLElement {
  static observedAttributes = ['players', 'radius', 'seats', 'position', 'readonly', 'bottom-seat', 'show-names', 'no-new-game', 'lang'];

  constructor() {
    super();
    assemble(this); // its parts (tables.js): ui, announce, state, view, input, premove, bots, clocks, endings, steps, travel
    /** @type {ReturnType<typeof createGame>|null} */
    this._game = null;
    /** @type {History|null} */
    this._history = null;
    this._settings = makeSettings();
    this._ready = new Promise((resolve, reject) => { this._readyHooks = { resolve, reject }; });
    this._ready.catch(() => {}); // a failed load is reported by hc-error; awaiting .ready still throws
  }

  connectedCallback() {
    // Another language: the status's fixed words are filled again, the rest is drawn again.
    this._stopLanguage ??= onLanguageChange(() => {
      translate(this.shadowRoot);
      this.view.requestRedraw();
      if (this._game) this.announce(this.turnWords()); // the live region drops its last sentence in the old language
    });
    if (this.getAttribute('lang')) useLanguage(this.getAttribute('lang'));
    if (this._started) {
      this.bots.schedule();
      this.clocks.update();
      return;
    }
    this._started = true;
    ready.then(() => {
      if (!this._game) this.start();
      this._readyHooks.resolve(this);
      this.emit('hc-ready');
    }, (err) => {
      this.ui.turn.textContent = t('element.engine-failed', { reason: err.message });
      this._readyHooks.reject(err);
      this.emit('hc-error', { message: err.message });
    });
  }

  disconnectedCallback() {
    this._stopLanguage?.();
    this._stopLanguage = null;
    this.bots.dispose();
    this.clocks.halt();
  }

  /** The first game: the element's own save (storage-key), else its position attribute, else a new game. */
  start() {
    this._settings = makeSettings(this.attrPlayers, this.attrRadius, [], this.attrKinds, this._settings.seed);
    const saved = loadFor(this.getAttribute('storage-key'));
    if (saved.status === 'ok') return this.load(saved, 'saved');
    if (saved.status === 'bad') this.emit('hc-warning', { message: t('element.save-refused', { reason: saved.reason }) });
    if (!this.getAttribute('position') || !this.restoreAttribute()) this.newGame();
  }

  /** Restores the position attribute; false (and a warning) when the engine refuses it. */
  restoreAttribute() {
    try {
      this.restore(this.getAttribute('position'));
      return true;
    } catch (e) {
      this.emit('hc-warning', { message: t('element.position-refused', { reason: e.message }) });
      return false;
    }
  }

  attributeChangedCallback(name, oldValue, value) {
    if (oldValue === value) return;
    if ((name === 'players' || name === 'radius') && this._game) {
      this.newGame({ players: this.attrPlayers, radius: this.attrRadius });
    } else if (name === 'seats' && this._game) {
      if (this.attrPlayers !== this._settings.players && !this.hasAttribute('players')) this.newGame();
      else this.setKinds(this.attrKinds);
    } else if (name === 'position' && this._game && value) {
      this.restoreAttribute();
    } else if (name === 'bottom-seat' || name === 'show-names') {
      this.state.bottomSeat = clampInt(this.getAttribute('bottom-seat'), 0, 5, 0);
      this.state.showNames = this.hasAttribute('show-names');
      if (this._game && this.state.bottomSeat >= this._game.seats.length) this.state.bottomSeat = 0;
      this.view.requestRedraw();
    } else if (name === 'readonly' && this._game) {
      this.sync();
      this.changed('readonly'); // what may be played changed: a page's buttons follow
      this.bots.schedule();
    } else if (name === 'lang' && value && this.isConnected) {
      useLanguage(value);
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

  // ---- properties: each is documented in element.d.ts and docs/embed.md ------

  /** Resolves with the element once its first game is on the board; rejects if the engine failed to load. */
  get ready() { return this._ready; }
  /** The engine's game object (read it; change it only through this element). */
  get game() { return this._game; }
  /** The undo history: entries of {snapshot, hop}, and the cursor on screen. */
  get history() { return this._history; }
  /** {players, radius, names, kinds, seed, rules, clock} of the game on the board (a copy). */
  get settings() { return structuredClone(this._settings); }
  /** True when the game has both people and bots (undo and redo then skip the bots' hops). */
  get mixedSeats() { return mixedSeats(this._settings.kinds); }
  /** The one person's seat in a game against bots (the status marks it "you"), else null. */
  get yourSeat() { return yourSeat(this._settings.kinds); }

  /** Renames seats without touching the game. */
  set names(names) {
    this._settings = withSeats(this._settings, { names });
    this.view.requestRedraw();
    this.changed('names');
  }

  /** Changes who plays each seat ("human" or "bot1".."bot5") without touching the game. */
  setKinds(kinds) {
    this._settings = withSeats(this._settings, { kinds });
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
    this.load({ settings: made, history: new History(game.snapshot()) }, 'new');
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
    this.travel.loaded(history); // a line brought in back in time is being looked through
    this.steps.show(reason, false);
    this.announce(this.turnWords());
  }

  /** The engine snapshot of the position on screen, with its counters (the text its history entry holds). */
  snapshot() { return this._game.snapshot({ counters: true }); }

  /** Starts a fresh history from a snapshot; throws (and changes nothing) if the engine refuses it. */
  restore(text) {
    const game = createGame();
    game.restore(text);
    const settings = restoredSettings(game, this._settings, this.attrKinds);
    this.load({ settings, history: new History(game.snapshot({ counters: true })) }, 'restore');
  }

  /** The game as a record for saves and share links. */
  record() { return makeRecord(this._settings, this._history, this.clocks.snapshot()); }
  /** The record as JSON text, what saves hold: JSON.stringify(record()), at a hop's cost per hop. */
  recordText() { return recordJson(this._settings, this._history, this.clocks.snapshot()); }

  // ---- travel through the history (travel.js) ------------------------------

  undo() { return this.travel.undo(); }
  redo() { return this.travel.redo(); }
  goTo(index) { return this.travel.goTo(index); }
  /** True while the cursor is back in the history: bots wait there (step() plays from there). */
  get lookingBack() { return !!this._history?.canRedo; }
  /** True while the moves are being looked through after a goTo (travel.js): a move there asks first. */
  get browsing() { return this.travel.browsing; }

  // ---- playing -------------------------------------------------------------

  /** True when a person may move now (not read-only, game on, a human seat to move, no draw question). */
  canPlay() {
    const g = this._game;
    return !!g && !this.readOnly && g.current !== null && this._settings.kinds[g.current] === 'human' && !this.endings.question;
  }

  /** Applies one legal move (an object from game.legalMoves()); returns the hop, or null if refused (steps.js). */
  play(move) { return this.steps.play(move); }

  // ---- endings beyond the law (endings.js, clock.js) -------------------------

  /** `seat` (default: the seat to move) resigns, reason 'time' when its clock ran out; the event, or null if refused. */
  resign(seat = this._game.current, reason = 'resign') {
    return this.readOnly || seat === null ? null : this.endings.resign(seat, reason);
  }

  /** The person to move offers a draw: every other surviving seat is asked in turn. False if not possible now. */
  offerDraw() { return this.canPlay() && this.endings.offer(this._game.current); }
  /** The person asked answers the open draw question. False when no person is being asked. */
  answerDraw(accept) { return this.endings.answer(Boolean(accept)); }
  /** The open draw question: {from, asking, accepted} (asking: the seat asked now, null while a bot judges), or null. */
  get drawQuestion() { return this.endings.shown; }

  // ---- bots (bots.js) ----------------------------------------------------------

  /** The element's bot client (a Web Worker, started on the first search). */
  get bot() { return this.bots.client; }
  /** True when a bot seat is to move in the position on screen (and the board is not read-only). */
  get botToMove() {
    const g = this._game;
    return !!g && !this.readOnly && g.current !== null && this._settings.kinds[g.current] !== 'human';
  }
  /** What the bot is doing: null, or {seat, hint, slow} while it searches (slow: well past its time budget). */
  get thinking() { return this.bots.thinking ? { ...this.bots.thinking } : null; }
  get paused() { return this.bots.paused; }
  set paused(value) { this.bots.setPaused(Boolean(value)); }
  get botPace() { return this.bots.pace; }
  set botPace(ms) { this.bots.pace = ms; }
  get botBudget() { return this.bots.budget; }
  set botBudget(budget) { this.bots.budget = budget; }
  get botSearches() { return this.bots.searches; }

  /** Plays one bot hop now, even when paused or looking back (while browsing, after asking); the hop, or null. */
  step() {
    if (!this.botToMove) return this.bots.step();
    const who = seatLabel(this._settings.names, this._game.current);
    return this.travel.orAsk(t('element.ask.step', { army: who, at: this._history.cursor }), t('element.ask.step-here', { army: who }), () => this.bots.step());
  }

  /** Asks the bot what the person to move should play and shows it (showMove). Resolves with the move, or null. */
  async hint(options) {
    const found = await this.bots.hint(options);
    return found ? this.showMove(found.move) : null;
  }

  /** Shows one of game.legalMoves() as a hint, on the board, in the status and the live region; returns it. */
  showMove(move) {
    const words = hintSentence(move, this.state.board, this.state.radius);
    const cells = markHint(this.state, move, words);
    this.view.requestRedraw();
    this.announce(words);
    this.emit('hc-hint', cells);
    return move;
  }

  // ---- drawing and telling ------------------------------------------------------

  /** Copies the engine's position and what a person may do now into the board state (state.js); redraws. */
  sync() {
    syncState(this.state, this._game, this.canPlay(), this.premove.moves());
    this.premove.check();
    this.view.requestRedraw();
  }

  turnWords() { return turnSentence(this._game, this._settings.names, this.state.mustCapture); }

  emit(type, detail) {
    this.dispatchEvent(new CustomEvent(type, { detail, bubbles: true, composed: true }));
  }

  /** After every change: the clocks follow, the autosave keeps the game (storage-key), the page hears hc-change. */
  changed(reason) {
    this.clocks.update();
    autosave(this.getAttribute('storage-key'), () => this.recordText());
    this.emit('hc-change', { reason });
  }
}

if (!customElements.get('hex-checkers')) customElements.define('hex-checkers', HexCheckersElement);
