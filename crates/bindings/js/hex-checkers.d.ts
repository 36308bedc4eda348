// Types of the Hex Checkers engine package (the module "hex-checkers"):
// the JavaScript contract of docs/contract.md as the wasm build really returns
// it, plus the extras (geometry, init, isReady, game.players/radius/perft).
// Kept in step with hex-checkers.js by tests/js/types.test.mjs.
//
//   import init, { createGame } from 'hex-checkers';
//   await init();
//   const game = createGame({ players: 6, radius: 5 });
//   game.apply(game.legalMoves()[0]);
//
// Every function throws a JS `Error` naming the problem for a bad input, and
// leaves the game exactly as it was. A refused `apply` (and a bad hex given
// to `movesFrom` or `whyNot`) throws a `RefusalError`, which says why in
// `reason` as well.

// ---- values --------------------------------------------------------------------

/** A cell in axial coordinates (integers; s = -q - r). Results never hold -0. */
export interface Hex {
  q: number;
  r: number;
}

/** A cell's key string "q,r", as used by `Game.board`, e.g. "0,0", "-1,4". */
export type HexKey = `${number},${number}`;

/**
 * Where a hex is taken: `{q, r}` with integer q and r (extra fields are
 * ignored), or its key string "q,r".
 */
export type HexInput = Readonly<Hex> | HexKey | string;

/** Index of a face (an edge of the board), in the order of `FACES`. */
export type FaceIndex = 0 | 1 | 2 | 3 | 4 | 5;

/** Name of a face, clockwise on screen from the bottom. */
export type FaceName = 'S' | 'SW' | 'NW' | 'N' | 'NE' | 'SE';

/** One of the six faces. */
export interface Face {
  readonly index: FaceIndex;
  readonly name: FaceName;
}

/** A piece on the board (frozen objects). */
export interface Piece {
  /** The seat it belongs to, 0-based. */
  readonly seat: number;
  readonly king: boolean;
}

/** One seat at the table (a fresh copy each time `Game.seats` is read). */
export interface Seat {
  /** The face the seat plays from. */
  face: FaceIndex;
  /** Whether its last piece was taken. */
  eliminated: boolean;
}

/** A legal hop, exactly these four fields (fresh objects each call). */
export interface Move {
  from: Hex;
  to: Hex;
  /** The jumped cell, or null for a step. */
  capture: Hex | null;
  /** Whether a man lands on the centre and is crowned. */
  promotes: boolean;
}

/**
 * What `apply` takes: an object with `from` and `to` (a `Move` from
 * `legalMoves()`, or any object naming the same cells); other fields are
 * ignored, the move is looked up among the legal ones by `from` and `to`.
 */
export interface MoveInput {
  readonly from: HexInput;
  readonly to: HexInput;
}

/** The piece removed by a jump. */
export interface Captured {
  q: number;
  r: number;
  seat: number;
  king: boolean;
}

/** What one hop did, exactly these seven fields. */
export interface ApplyResult {
  /** The removed piece, or null for a step. */
  captured: Captured | null;
  /** A man landed on the centre and was crowned (the turn ends). */
  promoted: boolean;
  /** The same piece must jump again: `current` is unchanged, `chainFrom` set. */
  chaining: boolean;
  /** The seat whose last piece this hop took, or null. */
  eliminated: number | null;
  /** Seats passed over (no legal move), in turn order; empty when the game ended. */
  skipped: number[];
  /** The winning seat, or null. */
  winner: number | null;
  /** The game ended drawn with this hop: every survivor is frozen, or a house rule of docs/endings.md (see `Game.result`). */
  draw: boolean;
}

/** Why a piece cannot move now (`Game.whyNot`). */
export type WhyNotReason =
  /** The game has ended. */
  | 'game-over'
  /** No piece stands on the cell. */
  | 'empty'
  /** The piece is another seat's. */
  | 'not-your-turn'
  /** Another piece is mid-chain and must keep jumping (`chainFrom`). */
  | 'chain'
  /** A capture is compulsory, and this piece has none. */
  | 'must-capture'
  /** Every step and jump of this piece is blocked. */
  | 'no-move';

/** What `Game.whyNot` answers for a piece that cannot move (frozen). */
export interface WhyNot {
  readonly reason: WhyNotReason;
  /** The seat of the piece on the cell, or null for an empty cell. */
  readonly seat: number | null;
}

/** Why a hop was refused: a `WhyNotReason` about its `from` cell, or one of these. */
export type RefusalReason =
  | WhyNotReason
  /** The piece may move, but not to that cell. */
  | 'not-a-target'
  /** A cell off the board (or a coordinate too large for any board). */
  | 'off-board'
  /** Not a move object, or a hex that is not `{q, r}` with integers nor a "q,r" key. */
  | 'malformed';

/** The Error a refused `apply` throws: its message in words, its reason as a code. */
export interface RefusalError extends Error {
  readonly reason: RefusalReason;
}

/** A bot level's budgets (`BOT_LEVELS`), what `bestMove` takes when given none. */
export interface BotLevel {
  /** 1 (weakest) to 5. */
  readonly level: number;
  /** Deepest iteration, in hops. */
  readonly depth: number;
  /** Most positions searched. */
  readonly maxNodes: number;
  /** Most milliseconds of thinking. */
  readonly timeMs: number;
}

/** Options of `createGame`; all optional. */
export interface GameOptions {
  /** Seats at the table, an integer 2-6 (default 6). */
  players?: number;
  /** Board radius, an integer 2-8 (default 5). */
  radius?: number;
  /** House rules of docs/endings.md; off unless asked for (the original law). */
  rules?: RulesInput;
}

/**
 * The house rules of docs/endings.md as `createGame` takes them: each field
 * optional (absent or 0: off), read once; any other field, a value out of
 * range or not an integer throws an Error naming the field.
 */
export interface RulesInput {
  /** After this many consecutive turns with no capture and no crowning the game ends drawn; 0 to `RULE_LIMITS.noProgress`. */
  noProgress?: number;
  /** When one position (every piece and the seat to move) occurs for this many times the game ends drawn; 0 or 2 to `RULE_LIMITS.repetition`. */
  repetition?: number;
}

/** `snapshot`'s options; anything but a boolean `counters` throws. */
export interface SnapshotOptions {
  /** Write the quiet-turn counter even where no house rule reads it. */
  counters?: boolean;
}

/** The house rules in force (frozen; 0 is off). */
export interface Rules {
  readonly noProgress: number;
  readonly repetition: number;
}

/** Why a game ended (docs/endings.md). */
export type EndReason = 'last-army' | 'frozen' | 'agreement' | 'no-progress' | 'repetition';

/** How a game ended (frozen); `Game.winner` and `Game.draw` agree with it. */
export interface GameResult {
  /** The winning seat, or null for a draw. */
  readonly winner: number | null;
  /** Whether the game is drawn among the survivors. */
  readonly draw: boolean;
  /**
   * `"last-army"`: captures or resignations left one army; `"frozen"`: every
   * survivor is frozen; `"agreement"`, `"no-progress"`, `"repetition"`.
   */
  readonly reason: EndReason;
}

/**
 * `game.board`: a real `Map` (instanceof Map) from "q,r" keys to pieces. Its
 * `set`, `delete` and `clear` throw: change the game with `apply` or
 * `restore`. The same object is returned until the game changes.
 */
export type Board = ReadonlyMap<string, Piece>;

/** A live game. Create one with `createGame`. */
export interface Game {
  /** Every piece, by "q,r" key. */
  readonly board: Board;
  /** One entry per seat. */
  readonly seats: Seat[];
  /** The seat to move, or null once the game is over. */
  readonly current: number | null;
  /** The piece that must keep jumping, or null. */
  readonly chainFrom: Hex | null;
  /** The winning seat, or null. */
  readonly winner: number | null;
  /** Whether the game ended drawn: every survivor frozen, or by docs/endings.md (see `result`). */
  readonly draw: boolean;
  /** null while the game goes on; once over, who won (or that it is drawn) and why. */
  readonly result: GameResult | null;
  /** The house rules in force (a fresh frozen object). */
  readonly rules: Rules;
  /**
   * Turns since the last capture or crowning (a turn: a step, a whole chain,
   * or a crowning); a resignation or an agreement leaves it as it was.
   * `snapshot({counters: true})` always carries it; a plain `snapshot()`
   * under a no-progress rule or once a seat resigned (a game of the original
   * law keeps its original text, and restores counting from 0).
   */
  readonly quietTurns: number;
  /** Number of seats (extra). */
  readonly players: number;
  /** Board radius (extra). */
  readonly radius: number;

  /** The legal hops now (captures compulsory, chains continued); [] once over. */
  legalMoves(): Move[];
  /** The legal hops of the piece on `hex`; [] if it may not move. Throws for a hex off the board. */
  movesFrom(hex: HexInput): Move[];
  /**
   * Why the piece on `hex` cannot move now: null when it has at least one
   * legal hop, else `{reason, seat}`. Throws a `RefusalError` for a
   * malformed hex or one off the board.
   */
  whyNot(hex: HexInput): WhyNot | null;
  /**
   * Plays one hop; unless it is legal now, throws a `RefusalError` (its
   * `reason` says why) and changes nothing.
   */
  apply(move: MoveInput): ApplyResult;
  /**
   * The whole state as text: `hc1 <players> <radius> <turn> <chain> <result>
   * <rows>`, and an eighth field only when docs/endings.md has something to keep
   * (house rules, resignations); see docs/formats.md#snapshot-text. `{counters: true}`: the
   * quiet-turn counter too where no rule reads it (`quiet=N`), so `restore`
   * gives back every count; a page's history keeps these.
   */
  snapshot(options?: SnapshotOptions): string;
  /**
   * Replaces the whole state (players, radius, rules and counters too); a bad
   * text throws and changes nothing.
   */
  restore(text: string): void;
  /**
   * `seat` resigns (docs/endings.md), its turn or not, even mid-chain: its
   * pieces leave the board and it is eliminated; one seat left wins. The
   * result has apply's shape (`captured` null). Throws, changing nothing,
   * after the end or for a seat not in the game: an Error whose `reason` is
   * `"game-over"` or `"not-in-game"` (a seat that is not an integer 0-5
   * gets a plain Error).
   */
  resign(seat: number): ApplyResult;
  /**
   * The survivors agree to a draw: the game ends drawn at once. Collecting
   * every player's agreement is the caller's job. Throws after the end (an
   * Error whose `reason` is `"game-over"`).
   */
  agreeDraw(): GameResult;
  /** Hop sequences of `depth` (0-8) from here, docs/law.md#perft-checkpoints (extra); needs the bot's module (init() or loadBot()). */
  perft(depth: number): number;
  /**
   * The bot's choice for the seat to move: one of the objects `legalMoves()`
   * returns, or null once the game is over. Runs synchronously (use a Web
   * Worker in pages) and never changes the game. The same position, level,
   * seed and node budget give the same move.
   */
  bestMove(options?: BotOptions): Move | null;
  /** `bestMove` with what the search saw. */
  analyse(options?: BotOptions): Analysis;
  /** `analyse` and what the search saw: every root move's score and the line it expected (for the lab). */
  searchReport(options?: BotOptions): SearchReport;
  /**
   * The bot's judgement of a draw for a seat (docs/endings.md: a dead game is
   * settled by agreement). Never changes the game; searches only when the
   * seat is to move.
   */
  drawOffer(options: DrawOfferOptions): DrawJudgement;
  /**
   * The static evaluation: one score per seat, from its own point of view (100 = a man), under the
   * bot's own weights or `weights` (one integer per EVAL_WEIGHTS name, in order, as bestMove takes them).
   */
  evaluate(options?: { weights?: number[] }): number[];
  /**
   * The static evaluation split into the terms it sums, per seat: `total` is evaluate()'s score,
   * `terms` maps each name of EVAL_TERMS to its part (they add up to `total`), or is null for a seat
   * whose score is no sum (no pieces left, or the game is over). `weights` as evaluate's: the terms
   * follow them and still add up to evaluate({weights}).
   */
  evaluateTerms(options?: { weights?: number[] }): { total: number; terms: Record<string, number> | null }[];
}

/** Options of `bestMove` and `analyse`; all optional. */
export interface BotOptions {
  /** 1 (a beginner who blunders believably) to 5 (full strength); default 3. */
  level?: number;
  /** Most milliseconds to think, 0-600000; default: the level's own cap. */
  timeMs?: number;
  /** Seed of the level's randomness, a safe integer >= 0; default 0. */
  seed?: number;
  /** Most positions to search, an integer >= 1; default: the level's budget. */
  maxNodes?: number;
  /** Evaluation weights for this search, one integer (within ±1000000) per `EVAL_WEIGHTS` name in order; default: the bot's own. */
  weights?: readonly number[];
  /** The version of the bot to play, one of BOT_VERSIONS (to replay a record it played); default botVersionFor(the table's players). */
  botVersion?: string;
}

/** Options of `drawOffer`. */
export interface DrawOfferOptions {
  /** The seat whose judgement is asked, 0-5. */
  seat: number;
  /** 1-5, default 3: the search's level when the seat is to move. */
  level?: number;
  /** Seed of the level's randomness, a safe integer >= 0; default 0. */
  seed?: number;
  /** Most positions to search, default 4000. */
  maxNodes?: number;
  /**
   * Turns since the last capture or crowning; default `game.quietTurns`
   * (which a restored game without a no-progress rule counts from 0).
   */
  quietTurns?: number;
}

/**
 * A seat's judgement of a draw: it judges the game dead after a while with
 * no capture or crowning when it sees no progress it can force and holds no
 * lead worth playing on for (or has held one for long without converting
 * it); behind, it accepts any draw; ahead and able to make progress, it
 * refuses.
 */
export interface DrawJudgement {
  /** It would offer a draw now. */
  offer: boolean;
  /** It would accept a draw offered now. */
  accept: boolean;
  /** Its standing in hundredths of a man (the search's score when it is to move, else the static evaluation). */
  score: number;
}

/** What a search found. */
export interface Analysis {
  /** The chosen move, or null once the game is over. */
  move: Move | null;
  /** Its value for the seat to move, in hundredths of a man; beyond ±28000 a forced win or loss. */
  score: number;
  /** Deepest iteration completed, in hops. */
  depth: number;
  /** Positions searched. */
  nodes: number;
}

/** What `searchReport` returns. */
export interface SearchReport extends Analysis {
  /** How the search treated the other armies; null once the game is over. */
  method: 'alpha-beta' | 'best-reply' | 'paranoid' | 'opponent-model' | 'mcts' | null;
  /** Every legal move, best first, with its score at the last completed depth; `exact` false: at most `score`. */
  top: { move: Move; score: number; exact: boolean }[];
  /** The hops it expected from its move on, each with the army that plays it. */
  line: { seat: number; from: Hex; to: Hex }[];
}

// ---- loading -------------------------------------------------------------------------

/** What `init` can load the engine from. */
export type InitSource =
  | BufferSource
  | WebAssembly.Module
  | URL
  | string
  | Request
  | Response
  | Promise<Response>;

/**
 * Loads the engine, the law and the bot; await it once before anything else.
 * Later calls return the same promise. `input` is the law's module; without
 * it the .wasm files next to the module are fetched (read from disk under
 * Node). A failed load rejects with an Error and may be retried.
 */
export default function init(input?: InitSource | { module_or_path: InitSource } | null): Promise<void>;

/**
 * Loads the law alone (half the bytes of init()): every function and method
 * but the bot module's seven (`bestMove`, `analyse`, `searchReport`, `drawOffer`,
 * `evaluate`, `evaluateTerms`, `perft`), which throw until `loadBot()` has resolved.
 * For a page's main thread that leaves thinking to a worker.
 */
export function initLaw(input?: InitSource | { module_or_path: InitSource } | null): Promise<void>;

/** Loads the bot's module (once; later calls return the same promise). `input` is that module's. */
export function loadBot(input?: InitSource | { module_or_path: InitSource } | null): Promise<void>;

/** Whether `init()` or `initLaw()` has finished. */
export function isReady(): boolean;

/** Whether `init()` or `loadBot()` has finished. */
export function isBotReady(): boolean;

/**
 * The bot's five levels, weakest first (`BOT_LEVELS[level - 1]`), frozen;
 * read from the engine, so empty until `init()` has resolved.
 */
export const BOT_LEVELS: readonly BotLevel[];
/** The names of the evaluation's terms, in order ("material", "advance", …); empty until `init()` has resolved. */
export const EVAL_TERMS: readonly string[];
/** The versions of the bot this build knows, oldest first ("1", "2", …); empty until `init()` has resolved. */
export const BOT_VERSIONS: readonly string[];
/** The version of the bot this build plays unless told which at most table sizes: one of BOT_VERSIONS, not always the newest (botVersionFor names each table size's); undefined until `init()` has resolved. */
export const BOT_VERSION: string | undefined;
/** The version of the bot played unless told which at a table of `players` seats (2 to 6); throws outside 2 to 6 or before `init()`. */
export function botVersionFor(players: number): string;
/** The bot's own evaluation weights by name, in the order `BotOptions.weights` takes them; empty until `init()` has resolved. */
export const EVAL_WEIGHTS: Readonly<Record<string, number>>;
/** The most each house rule may ask for (the engine's limits); empty until `init()` has resolved. */
export const RULE_LIMITS: Readonly<{ noProgress: number; repetition: number }>;

/**
 * The wire format between the wasm layer and this module: for each packed
 * array, the offset of every field (`stride` numbers a record) and the bit
 * of every flag. Frozen; the same numbers as the `packed` crate's
 * (`crates/packed/src/lib.rs`). Only a tool that reads the raw wasm layer needs it.
 */
export const PACKED: {
  readonly move: Readonly<Record<'stride' | 'fromQ' | 'fromR' | 'toQ' | 'toR' | 'captureQ' | 'captureR' | 'flags', number>>;
  readonly moveFlags: Readonly<Record<'capture' | 'promotes', number>>;
  readonly outcome: Readonly<Record<'flags' | 'capturedQ' | 'capturedR' | 'capturedSeat' | 'eliminated' | 'winner' | 'skipped', number>>;
  readonly outcomeFlags: Readonly<Record<'captured' | 'capturedKing' | 'promoted' | 'chaining' | 'draw', number>>;
  readonly piece: Readonly<Record<'stride' | 'q' | 'r' | 'seat' | 'king', number>>;
  readonly seat: Readonly<Record<'stride' | 'face' | 'eliminated', number>>;
  readonly best: Readonly<Record<'stride' | 'fromQ' | 'fromR' | 'toQ' | 'toR' | 'score' | 'depth' | 'nodes', number>>;
  readonly report: Readonly<Record<'method' | 'roots' | 'hops' | 'header', number>>;
  readonly reportRoot: Readonly<Record<'stride' | 'fromQ' | 'fromR' | 'toQ' | 'toR' | 'score' | 'exact', number>>;
  readonly reportHop: Readonly<Record<'stride' | 'seat' | 'fromQ' | 'fromR' | 'toQ' | 'toR', number>>;
  readonly reportMethod: Readonly<Record<'alphaBeta' | 'bestReply' | 'paranoid' | 'opponentModel' | 'mcts', number>>;
  readonly level: Readonly<Record<'stride' | 'level' | 'depth' | 'maxNodes' | 'timeMs', number>>;
};

// ---- the contract ------------------------------------------------------------------

/** A new game in its start position; throws for players outside 2-6 or radius outside 2-8. */
export function createGame(options?: GameOptions): Game;

/**
 * A position for the bot alone, read from snapshot text once by the bot's module (needs `loadBot()`,
 * not the law): what a thread that only thinks holds. A bad text throws, naming the problem.
 */
export interface BotPosition {
  /** Reads another position into this one (the bot's searcher kept); a bad text throws and changes nothing. */
  restore(text: string): void;
  /** Turns since the last capture or crowning, as the text gave them. */
  readonly quietTurns: number;
  /** A game's `analyse()` from here; the move as `{from, to}`. */
  analyse(options?: BotOptions): { move: { from: Hex; to: Hex } | null; score: number; depth: number; nodes: number };
  /** A game's `drawOffer()` from here. */
  drawOffer(options: DrawOfferOptions): DrawJudgement;
  /** Frees the bot's copy now. */
  free(): void;
}

/** A BotPosition read from snapshot text: needs `loadBot()`, not the law. */
export function createBotPosition(text: string): BotPosition;

/** The six faces: S, SW, NW, N, NE, SE (frozen). */
export const FACES: readonly [Face, Face, Face, Face, Face, Face];

/** The six directions as axial vectors: SE, SW, W, NW, NE, E (frozen). */
export const DIRECTIONS: readonly [Readonly<Hex>, Readonly<Hex>, Readonly<Hex>, Readonly<Hex>, Readonly<Hex>, Readonly<Hex>];

/** The four directions a man of `face` (an index or a `FACES` entry) moves in: DIR[f+2..f+5]. */
export function facingDirections(face: FaceIndex | number | { readonly index: number }): Hex[];

/** The 2R-3 cells the seat at `face` starts on, at `radius` 2-8. */
export function homeCells(face: FaceIndex | number | { readonly index: number }, radius: number): Hex[];

/** The face of each seat at a table of `players` (2-6). */
export function seatFaces(players: number): FaceIndex[];

// ---- geometry (pointy-top, y down, centre at (0, 0)) ---------------------------------------

/** A point on screen. */
export interface Point {
  x: number;
  y: number;
}

/** Every cell of a board of `radius` (0-64), top row first, left to right. */
export function boardCells(radius: number): Hex[];

/** The centre of a cell for cells of circumradius `size`: x = size*sqrt(3)*(q + r/2), y = size*3/2*r. */
export function hexToPixel(hex: HexInput, size: number): Point;

/** The cell whose polygon contains the point (cube rounding). */
export function pixelToHex(point: Readonly<Point>, size: number): Hex;

/** The six corners of a cell's polygon: corner i at angle 60*i - 30 degrees, from the upper right, clockwise. */
export function hexCorners(hex: HexInput, size: number): Point[];

/** The name of a cell ("f6": row letter from the top, place from the left in that row). */
export function cellName(hex: HexInput, radius: number): string;

/** The cell a name like "f6" denotes on a board of `radius`; throws for no such cell. */
export function parseCellName(name: string, radius: number): Hex;
