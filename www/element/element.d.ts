// Types of the <hex-checkers> element (package export "hex-checkers/element").
// Importing the module defines the element; it has no named exports besides the class.
// Attributes: players, radius, seats, theme, readonly, position, storage-key, bottom-seat, show-names,
// no-new-game (present: a finished game offers no New game button of its own) and lang (the language of
// its words: en, fr, de, ar; docs/languages.md); see docs/embed.md#attributes.

// The law's own types, from the engine module beside this folder (the package's hex-checkers.d.ts).
import type { ApplyResult, EndReason as LawEndReason, GameResult } from '../hex-checkers.js';

/** A seat's kind: a person at this screen, or the bot at a level 1-5. */
export type SeatKind = 'human' | 'bot1' | 'bot2' | 'bot3' | 'bot4' | 'bot5';

/**
 * One hop as the element reports it: the engine's result of the hop (`ApplyResult`: promoted, chaining,
 * eliminated, skipped, winner, draw) with its seat and cells. Cells are engine keys "q,r".
 */
export interface Hop extends Omit<ApplyResult, 'captured'> {
  seat: number;
  from: string;
  to: string;
  /** cell of the jumped piece, or null for a step */
  capture: string | null;
  captured: { seat: number; king: boolean } | null;
}

/**
 * A step of the history that is not a hop (docs/endings.md): a resignation
 * (reason 'time' when the seat's clock ran out) or a draw agreed by every
 * surviving seat. Its history entry holds the engine's snapshot after it, so
 * undo, redo and goTo treat it like a hop.
 */
export interface GameEvent extends Omit<ApplyResult, 'captured' | 'promoted' | 'chaining' | 'eliminated'> {
  kind: 'resign' | 'draw';
  /** The seat that resigned; for a draw, the seat to move when it was agreed. */
  seat: number;
  reason: 'resign' | 'time' | 'agreement';
  /** Another seat's chain goes on (a seat resigned in the middle of it). */
  chaining: boolean;
  /** The seat that resigned, null for a draw. */
  eliminated: number | null;
}

/** House rules (docs/endings.md); 0 is off, the original law. */
export interface Rules {
  /** Turns in a row without a capture or a crowning that end the game drawn (0 to the engine's RULE_LIMITS.noProgress). */
  noProgress: number;
  /** The occurrence of one position (pieces and seat to move) that ends the game drawn: 0 or 2 to the engine's RULE_LIMITS.repetition. */
  repetition: number;
}

/** A time control for every seat: `initialMs` each, `incrementMs` added after each turn the seat plays (Fischer). */
export interface TimeControl {
  initialMs: number;
  incrementMs: number;
}

export interface Settings {
  players: number;
  radius: number;
  names: string[];
  kinds: SeatKind[];
  /** The game's seed (0 to 2^32-1): each bot search uses seed × 2^20 + ply, so a game can be replayed. */
  seed: number;
  /** House rules in force (off by default). */
  rules: Rules;
  /** The clock, or null (the default): no clock. */
  clock: TimeControl | null;
}

/** Why a game ended, as the element tells it: the engine's reason, or a resignation / a flag that left one army. */
export type EndReason = LawEndReason | 'resignation' | 'time';

/** How the game ended, as the element tells it: the engine's result with the element's reason. */
export type EndResult = Omit<GameResult, 'reason'> & { reason: EndReason };

/** The open draw question: who offered, the seat asked now (null while a bot judges), who has accepted. */
export interface DrawQuestion {
  from: number;
  asking: number | null;
  accepted: number[];
}

/** What the bot is doing: the seat it searches for, and whether it is a hint for a person. */
export interface Thinking {
  seat: number;
  hint: boolean;
  /** The search is still running 2 s past its time budget (the status says "still thinking"). */
  slow: boolean;
}

export interface HexCheckersEventMap {
  'hc-ready': CustomEvent<undefined>;
  'hc-error': CustomEvent<{ message: string }>;
  'hc-warning': CustomEvent<{ message: string }>;
  'hc-hop': CustomEvent<{ hop: Hop; index: number; notation: string }>;
  'hc-turnend': CustomEvent<{ seat: number; next: number | null; skipped: number[] }>;
  'hc-gameend': CustomEvent<EndResult>;
  /** A resignation or an agreed draw was recorded (index: its history entry). */
  'hc-event': CustomEvent<{ event: GameEvent; index: number }>;
  /**
   * The draw question changed: a seat is asked (asking), or it closed with an
   * outcome ('agreed', 'declined' by `decliner`, or 'withdrawn' when the position changed).
   */
  'hc-drawoffer': CustomEvent<{ from: number; asking: number | null; accepted: number[];
    outcome: 'agreed' | 'declined' | 'withdrawn' | null; decliner: number | null }>;
  'hc-change': CustomEvent<{ reason: string }>;
  /** A bot started or stopped thinking, turned slow, or the bots were paused or resumed. */
  'hc-bot': CustomEvent<{ thinking: Thinking | null; paused: boolean }>;
  /** A hint is shown on the board (cells are "q,r" keys). */
  'hc-hint': CustomEvent<{ from: string; to: string; capture: string | null }>;
  'hc-premove': CustomEvent<{ from: string; to: string; queued: boolean; played?: boolean }>;
  /** A piece that may not move was tried: the engine's reason code (game.whyNot) and the sentence announced. */
  'hc-refused': CustomEvent<{ cell: string; reason: string; message: string }>;
}

export declare class HexCheckersElement extends HTMLElement {
  /** Resolves with the element once its first game is on the board. */
  readonly ready: Promise<HexCheckersElement>;
  /** The engine's game object (the package's createGame() contract). Read it; change it through the element. */
  readonly game: any;
  readonly history: {
    /**
     * entries[0] is the start; entries[i] the position after step i, a hop or an event. `clocks`: each seat's
     * time left (ms) after it, which undo and redo go back to; null without a clock or where not known.
     * `snapshot` is read-only: the history keeps one every few steps and replays the hops to the others.
     */
    entries: { readonly snapshot: string; hop: Hop | GameEvent | null; clocks: number[] | null }[];
    cursor: number;
    readonly length: number;
    readonly canUndo: boolean;
    readonly canRedo: boolean;
  } | null;
  readonly settings: Settings;
  /**
   * True when the game is over and the board shows its own New game button: not `readonly`, and no
   * `no-new-game` attribute (set it when the embedding page offers a new game itself).
   */
  readonly offersNewGame: boolean;
  /** The New game button's action: a new game with the same players, radius, names and seats, a fresh seed. */
  playAgain(): void;
  /** The one person's seat in a game against bots (its chip in the status says "you"), else null. */
  readonly yourSeat: number | null;
  /** True while the position on screen is back in the history (the bots wait there until resumed or stepped). */
  readonly lookingBack: boolean;
  /**
   * True while the moves are being looked through (reached by goTo(), then undo or redo, not back at the end):
   * a move or step() there asks before it drops the later hops; resign() and offerDraw() are refused and
   * resuming the bots leaves them waiting for the end of the line. False after undo() from the end.
   */
  readonly browsing: boolean;
  set names(names: string[]);
  /** The engine's snapshot of the position on screen with its counters (`game.snapshot({counters: true})`), as its history entry holds it. */
  snapshot(): string;
  /** Throws (and changes nothing) if the engine refuses the text. */
  restore(text: string): void;
  /** A new game; rules default to off and the clock to none. */
  newGame(settings?: Partial<Settings>): void;
  record(): object;
  /** JSON.stringify(record()), kept up hop by hop: what a save holds, at the same cost however long the game. */
  recordText(): string;
  undo(): boolean;
  redo(): boolean;
  /**
   * Shows history entry `index`. A person's move then made on the board asks first (a modal question in the
   * board) before it drops the later hops; after undo() it does not ask.
   */
  goTo(index: number): boolean;
  /** Plays one of game.legalMoves() (dropping any later hops, without asking); returns the hop, or null if refused. */
  play(move: object): Hop | null;
  /** True when a person may move now (not read-only, game on, a human seat to move, no draw question open). */
  canPlay(): boolean;
  /**
   * `seat` (default: the seat to move) resigns: its pieces leave and it is out
   * (reason 'time': its clock ran out). Returns the event, or null if refused (also while browsing).
   */
  resign(seat?: number, reason?: 'resign' | 'time'): GameEvent | null;
  /** The person to move offers a draw; every other surviving seat is asked in turn (bots judge for themselves). False while browsing. */
  offerDraw(): boolean;
  /** The person asked answers the open draw question; false when no person is being asked. */
  answerDraw(accept: boolean): boolean;
  /** The open draw question, or null. */
  readonly drawQuestion: DrawQuestion | null;
  /** The clocks: the seat whose clock runs (null when none runs), and each seat's time left (null without a clock). */
  readonly clocks: { readonly running: number | null; snapshot(): number[] | null };
  /** True when a bot seat is to move in the position on screen. */
  readonly botToMove: boolean;
  /** What the bot is doing, or null. */
  readonly thinking: Thinking | null;
  /** Paused bots do not move by themselves; setting it cancels a search in flight. */
  paused: boolean;
  /** Least milliseconds between two bot hops (default 600). */
  botPace: number;
  /** Overrides of the bot's budget; by default each level's own. */
  botBudget: { timeMs?: number; maxNodes?: number; botVersion?: string };
  /** Bot searches this element has started (moves and hints). It does not move while the bots hold. */
  readonly botSearches: number;
  /** Changes who plays each seat, keeping the game. */
  setKinds(kinds: SeatKind[]): void;
  /** Plays one bot hop now (even when paused or looking back; while browsing after asking); null if no bot is to move or the later hops were kept. */
  step(): Promise<Hop | null>;
  /** Asks the bot for the person to move, shows it (arrow + live region); one of game.legalMoves(), or null. */
  hint(options?: { level?: number; timeMs?: number }): Promise<object | null>;
  /** Shows one of game.legalMoves() as a hint (arrow, ringed cells, status, live region) and returns it. */
  showMove(move: object): object;
  addEventListener<K extends keyof HexCheckersEventMap>(
    type: K, listener: (this: HexCheckersElement, ev: HexCheckersEventMap[K]) => any,
    options?: boolean | AddEventListenerOptions): void;
  addEventListener(type: string, listener: EventListenerOrEventListenerObject,
    options?: boolean | AddEventListenerOptions): void;
}

declare global {
  interface HTMLElementTagNameMap {
    'hex-checkers': HexCheckersElement;
  }
}
