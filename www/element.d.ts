// Types of the <hex-checkers> element (package export "hex-checkers/element").
// Importing the module defines the element; it has no named exports besides the class.

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
}

export interface HexCheckersEventMap {
  'hc-ready': CustomEvent<undefined>;
  'hc-error': CustomEvent<{ message: string }>;
  'hc-warning': CustomEvent<{ message: string }>;
  'hc-hop': CustomEvent<{ hop: Hop; index: number; notation: string }>;
  'hc-turnend': CustomEvent<{ seat: number; next: number | null; skipped: number[] }>;
  'hc-gameend': CustomEvent<{ winner: number | null; draw: boolean }>;
  'hc-change': CustomEvent<{ reason: string }>;
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
  set names(names: string[]);
  snapshot(): string;
  /** Throws (and changes nothing) if the engine refuses the text. */
  restore(text: string): void;
  newGame(settings?: Partial<Settings>): void;
  record(): object;
  undo(): boolean;
  redo(): boolean;
  goTo(index: number): boolean;
  /** Plays one of game.legalMoves(); returns the hop, or null if refused. */
  play(move: object): Hop | null;
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
