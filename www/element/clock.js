// Game clocks of one <hex-checkers> element (optional; settings.clock): each
// seat's time left, Fischer increment, the running seat, the low-time warning
// and the flag.
//
// The clock of the seat to move runs only while the game can go on at this
// moment: the game is not over, the position on screen is the end of the line
// (looking back through the history pauses it), the bots are not paused on a
// bot's turn, and, when a person plays at this screen, the page is visible.
// A turn that ends (a step, a chain's last hop, a crowning) adds the increment
// to the seat that played it. When the running seat's time reaches zero the
// table flags it (onFlag): that seat resigns by time (docs/endings.md).
// Undo and redo rewind the clocks to the times kept with each history entry.

/**
 * What the clocks see of their element (a ClockTable): the game and its settings, whether the game
 * waits at this moment, and two callbacks.
 * @typedef {object} ClockTable
 * @property {() => object} settings  the game's settings: its clock (time control), players and kinds
 * @property {() => object|null} game  the engine's game on the board
 * @property {() => boolean} held  the game waits: the board is off the page, the position on screen is
 *   back in the history, a draw question is open, or the bots are paused on a bot's turn
 * @property {(seat: number) => void} onFlag  the running seat's time ran out
 * @property {() => void} redraw  the clock faces changed (the board's redraw draws the status)
 */

/** Redraws of the clock face a second while a clock runs (often enough for tenths under 10 s). */
const TICK_MS = 200;

/** When a seat's time counts as low: a fifth of the control, at most 30 s. */
export const lowTimeMs = (control) => Math.min(30_000, control.initialMs / 5);

/**
 * The time a bot may spend on one hop under a clock: a twentieth of what is
 * left plus half the increment, never more than its level's own cap.
 */
export function botTimeMs(leftMs, incrementMs, levelCapMs) {
  return Math.max(1, Math.min(levelCapMs, Math.floor(leftMs / 20 + incrementMs / 2)));
}

/** "4:59", "0:09.4" (tenths under 10 s), "1:02:03". */
export function clockText(ms) {
  const left = Math.max(0, ms);
  if (left < 10_000) return `0:0${(Math.floor(left / 100) / 10).toFixed(1)}`;
  const s = Math.ceil(left / 1000);
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const ss = String(s % 60).padStart(2, '0');
  return h ? `${h}:${String(m).padStart(2, '0')}:${ss}` : `${m}:${ss}`;
}

export class Clocks {
  /** @param {ClockTable} table */
  constructor(table, now = () => performance.now()) {
    this.table = table;
    this.now = now;
    /** ms left per seat at `since`, or null when the game has no clock */
    this.left = null;
    /** the seat whose clock runs, or null */
    this.running = null;
    /** when `running` started (this.now() time) */
    this.since = 0;
    this.flagTimer = 0;
    this.tickTimer = 0;
    this.onVisibility = () => this.update();
  }

  /** The time control of the game, or null. */
  get control() { return this.table.settings().clock ?? null; }

  /** Starts the clocks of a game: every seat's time from `left` (a save's), else the full control. */
  reset(left = null) {
    this.halt();
    const control = this.control;
    this.left = control ? (left ?? Array(this.table.settings().players).fill(control.initialMs)).slice() : null;
    document.removeEventListener('visibilitychange', this.onVisibility);
    if (control) document.addEventListener('visibilitychange', this.onVisibility);
    // The element calls update() once the game's position is on the board.
  }

  /** Time left per seat right now (whole ms), or null without a clock. */
  snapshot() {
    if (!this.left) return null;
    return this.left.map((ms, seat) => (seat === this.running ? Math.max(0, Math.round(ms - (this.now() - this.since))) : ms));
  }

  /** The seat whose clock should run now, or null. */
  shouldRun() {
    const g = this.table.game();
    if (!this.left || !g || g.current === null || this.table.held()) return null;
    const people = this.table.settings().kinds.includes('human');
    if (people && document.visibilityState === 'hidden') return null;
    return g.current;
  }

  /** Stops the running clock, charging its time. */
  halt() {
    clearTimeout(this.flagTimer);
    clearInterval(this.tickTimer);
    this.flagTimer = 0;
    this.tickTimer = 0;
    if (this.running !== null && this.left) this.left = this.snapshot();
    this.running = null;
  }

  /** After a hop: charge the mover's time; a turn that ended earns the increment. */
  hopped(hop) {
    if (!this.left) return;
    this.halt();
    if (!hop.chaining && this.left[hop.seat] > 0) this.left[hop.seat] += this.control.incrementMs;
  }

  /** The cursor moved from entry `left` (it keeps the times of now) to one with times `to` (null: keep them). */
  rewind(left, to) {
    if (!this.left) return;
    this.halt();
    left.clocks = this.left.slice();
    if (to && to.length === this.left.length) this.left = to.slice();
  }

  /** After any change (position, pause, visibility): starts or stops the right clock. */
  update() {
    const seat = this.shouldRun();
    if (seat === this.running) return;
    this.halt();
    if (seat === null) {
      this.table.redraw();
      return;
    }
    this.running = seat;
    this.since = this.now();
    this.flagTimer = setTimeout(() => this.check(), this.left[seat]);
    this.tickTimer = setInterval(() => this.table.redraw(), TICK_MS);
    this.table.redraw();
  }

  /** The flag timer fired: flag the running seat if its time is really out, else wait the rest. */
  check() {
    const seat = this.running;
    if (seat === null) return;
    const left = this.snapshot()[seat];
    if (left > 0) {
      this.flagTimer = setTimeout(() => this.check(), left);
      return;
    }
    this.halt();
    this.left[seat] = 0;
    this.table.onFlag(seat);
  }

  /** The time a bot seat may spend on its next hop (ms), or null without a clock. */
  botTime(seat, levelCapMs) {
    const left = this.snapshot();
    return left ? botTimeMs(left[seat], this.control.incrementMs, levelCapMs) : null;
  }

  /** Per seat, for the status: {text, low, running}, or null without a clock. */
  faces() {
    const left = this.snapshot();
    if (!left) return null;
    const low = lowTimeMs(this.control);
    return left.map((ms, seat) => ({ ms, text: clockText(ms), low: ms <= low, running: seat === this.running }));
  }

  dispose() {
    this.halt();
    document.removeEventListener('visibilitychange', this.onVisibility);
  }
}
