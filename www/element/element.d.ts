// Types of the <hex-checkers> element (package export "hex-checkers/element").
// Importing the module defines the element; it has no named exports besides the class.
// Attributes: players, radius, seats, theme, readonly, position, storage-key, bottom-seat, show-names and
// no-new-game (present: a finished game offers no New game button of its own); see the README.

/** A seat's kind: a person at this screen, or the bot at a level 1-5. */
export type SeatKind = 'human' | 'bot1' | 'bot2' | 'bot3' | 'bot4' | 'bot5';

/** One hop as the element reports it. Cells are engine keys "q,r". */
export interface Hop {
  seat: number;
  from: string;
  to: string;
  /** cell of the jumped piece, or null for a step */
  capture: string | null;
  captured: { seat: number; king: boolean } | null;
  promoted: boolean;
  /** the same piece must jump again: the turn goes on */
  chaining: boolean;
  eliminated: number | null;
  /** seats passed over (no legal move) before the next turn */
  skipped: number[];
  winner: number | null;
  draw: boolean;
}

export interface Settings {
  players: number;
  radius: number;
  names: string[];
  kinds: SeatKind[];
  /** The game's seed (0 to 2^32-1): each bot search uses seed × 2^20 + ply, so a game can be replayed. */
  seed: number;
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
  'hc-gameend': CustomEvent<{ winner: number | null; draw: boolean }>;
  'hc-change': CustomEvent<{ reason: string }>;
  /** A bot started or stopped thinking, turned slow, or the bots were paused or resumed. */
  'hc-bot': CustomEvent<{ thinking: Thinking | null; paused: boolean }>;
  /** A hint is shown on the board (cells are "q,r" keys). */
  'hc-hint': CustomEvent<{ from: string; to: string; capture: string | null }>;
}

export declare class HexCheckersElement extends HTMLElement {
  /** Resolves with the element once its first game is on the board. */
  readonly ready: Promise<HexCheckersElement>;
  /** The engine's game object (the package's createGame() contract). Read it; change it through the element. */
  readonly game: any;
  readonly history: {
    entries: { snapshot: string; hop: Hop | null }[];
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
  set names(names: string[]);
  snapshot(): string;
  /** Throws (and changes nothing) if the engine refuses the text. */
  restore(text: string): void;
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
  /** True when a person may move now (not read-only, game on, a human seat to move). */
  canPlay(): boolean;
  /** True when a bot seat is to move in the position on screen. */
  readonly botToMove: boolean;
  /** What the bot is doing, or null. */
  readonly thinking: Thinking | null;
  /** Paused bots do not move by themselves; setting it cancels a search in flight. */
  paused: boolean;
  /** Least milliseconds between two bot hops (default 600). */
  botPace: number;
  /** Overrides of the bot's budget; by default each level's own. */
  botBudget: { timeMs?: number; maxNodes?: number };
  /** Bot searches this element has started (moves and hints). It does not move while the bots hold. */
  readonly botSearches: number;
  /** Changes who plays each seat, keeping the game. */
  setKinds(kinds: SeatKind[]): void;
  /** Plays one bot hop now (even when paused or looking back); null if no bot is to move. */
  step(): Promise<Hop | null>;
  /** Asks the bot for the person to move, shows it (arrow + live region); one of game.legalMoves(), or null. */
  hint(options?: { level?: number; timeMs?: number }): Promise<object | null>;
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
