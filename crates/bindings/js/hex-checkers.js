// Hex Checkers: the law as a headless ES module, compiled from Rust to wasm.
//
// A drop-in for the original JS module's contract (docs/contract.md):
//
//   import init, { createGame } from 'hex-checkers';
//   await init();                       // once; browsers and Node alike
//   const game = createGame({ players: 6, radius: 5 });
//   game.apply(game.legalMoves()[0]);
//
// Two wasm modules stand behind it: the law (every rule, the board, the
// geometry; wasm/hex_checkers_bg.wasm) and the bot (search, evaluation, draw
// judgement, perft; wasm/hex_checkers_bot_bg.wasm, about twice the size).
// init() loads both. A page that only plays calls initLaw() instead and loads
// the bot where it thinks (a worker) with loadBot(); until then bestMove(),
// analyse(), searchReport(), drawOffer(), evaluate(), evaluateTerms() and
// perft() throw an Error saying so. The bot cannot see the law's memory: each game hands it
// its position as snapshot text, once per position, when it is first asked.
//
// The game state lives in wasm memory behind a handle. This module checks the
// *types* of every input before it crosses (so no value can reach a panic),
// the engine checks the *values*, and every refusal is a JS Error whose
// message names the problem, with the game left exactly as it was.

import wasmInit, * as wasm from './wasm/hex_checkers.js';
// The bot's tables as data, written by the package build from the bot's module
// (scripts/bot-tables.mjs): the law's module knows nothing of the bot.
import botTables from './wasm/bot_tables.js';

const WASM_URL = new URL('./wasm/hex_checkers_bg.wasm', import.meta.url);
// The bot's glue is imported only by loadBot(): a page that never thinks fetches nothing of it.
const BOT_GLUE_URL = new URL('./wasm/hex_checkers_bot.js', import.meta.url);
const BOT_WASM_URL = new URL('./wasm/hex_checkers_bot_bg.wasm', import.meta.url);
const MAX_COORD = 1 << 20;
// A snapshot under a repetition rule lists the steps since the last capture
// (about ten characters a turn): a long quiet game needs room.
const MAX_SNAPSHOT = 1 << 20;

let ready = null;
let lawReady = null;
let loaded = false;
let botReady = null;
/** The bot module's glue (BotGame) once loadBot() has resolved, else null. */
let bot = null;

/**
 * Where each field sits in the packed numbers the wasm layer answers with
 * (typed arrays, or a game's answer buffer in wasm memory after its length;
 * and which bit each flag is): named once here and once in the bindings crate
 * (`src/packed.rs`), and held equal by a test against the engine's own
 * description. Read it to decode the raw layer; the game object does.
 */
export const PACKED = Object.freeze({
  move: Object.freeze({ stride: 7, fromQ: 0, fromR: 1, toQ: 2, toR: 3, captureQ: 4, captureR: 5, flags: 6 }),
  moveFlags: Object.freeze({ capture: 1, promotes: 2 }),
  outcome: Object.freeze({ flags: 0, capturedQ: 1, capturedR: 2, capturedSeat: 3, eliminated: 4, winner: 5, skipped: 6 }),
  outcomeFlags: Object.freeze({ captured: 1, capturedKing: 2, promoted: 4, chaining: 8, draw: 16 }),
  piece: Object.freeze({ stride: 4, q: 0, r: 1, seat: 2, king: 3 }),
  seat: Object.freeze({ stride: 2, face: 0, eliminated: 1 }),
  draw: Object.freeze({ stride: 2, flags: 0, score: 1 }),
  drawFlags: Object.freeze({ offer: 1, accept: 2 }),
  best: Object.freeze({ stride: 7, fromQ: 0, fromR: 1, toQ: 2, toR: 3, score: 4, depth: 5, nodes: 6 }),
  report: Object.freeze({ method: 7, roots: 8, hops: 9, header: 10 }),
  reportRoot: Object.freeze({ stride: 6, fromQ: 0, fromR: 1, toQ: 2, toR: 3, score: 4, exact: 5 }),
  reportHop: Object.freeze({ stride: 5, seat: 0, fromQ: 1, fromR: 2, toQ: 3, toR: 4 }),
  reportMethod: Object.freeze({ alphaBeta: 0, bestReply: 1, paranoid: 2, opponentModel: 3, mcts: 4 }),
  level: Object.freeze({ stride: 4, level: 0, depth: 1, maxNodes: 2, timeMs: 3 }),
});
const {
  move: MV, moveFlags: MF, outcome: OC, outcomeFlags: OF, piece: PC, seat: ST, draw: DR, drawFlags: DF, best: BM,
  report: RP, reportRoot: RR, reportHop: RH, reportMethod: RM,
} = PACKED;
/** searchReport()'s method names by their packed number. */
const METHOD_NAMES = Object.freeze({
  [RM.alphaBeta]: 'alpha-beta', [RM.bestReply]: 'best-reply', [RM.paranoid]: 'paranoid', [RM.opponentModel]: 'opponent-model',
  [RM.mcts]: 'mcts',
});

/**
 * Loads the engine: the law and the bot. Call once and await it before
 * anything else; later calls return the same promise. `input` is optional,
 * for the law's module: wasm bytes, a `WebAssembly.Module`, a URL or
 * `{ module_or_path }`; by default the .wasm files next to this module are
 * fetched (read from disk under Node).
 */
export default function init(input) {
  ready ??= Promise.all([initLaw(input), loadBot()]).then(() => undefined, (e) => {
    ready = null;
    throw e;
  });
  return ready;
}

/**
 * Loads the law alone: everything but the bot module's seven methods, which need
 * loadBot() too. What a page's main thread calls to be playable soonest.
 * `input` as for init(); later calls return the same promise.
 */
export function initLaw(input) {
  lawReady ??= (async () => {
    memory = (await wasmInit(await wasmSource(input, WASM_URL))).memory;
    fillBotTables();
    const [noProgress, repetition] = wasm.ruleLimits();
    RULE_LIMITS = Object.freeze({ noProgress, repetition });
    loaded = true;
  })().catch((e) => {
    lawReady = null;
    throw new Error(`hex-checkers: could not load the engine: ${e && e.message ? e.message : e}`);
  });
  return lawReady;
}

/**
 * Loads the bot's module (bestMove, analyse, searchReport, drawOffer,
 * evaluate, evaluateTerms), once; later calls return the same promise.
 * `input` as for init(), for the bot's module.
 */
export function loadBot(input) {
  botReady ??= (async () => {
    const glue = await import(BOT_GLUE_URL.href);
    await glue.default(await wasmSource(input, BOT_WASM_URL));
    fillBotTables();
    bot = glue;
  })().catch((e) => {
    botReady = null;
    throw new Error(`hex-checkers: could not load the bot: ${e && e.message ? e.message : e}`);
  });
  return botReady;
}

/** The bot's tables from the package's data file, once either module is loaded (a worker that only thinks loads the bot's alone). */
function fillBotTables() {
  if (BOT_VERSION !== undefined) return;
  BOT_LEVELS = Object.freeze(botTables.levels.map((level) => Object.freeze({ ...level })));
  EVAL_TERMS = Object.freeze([...botTables.evalTerms]);
  BOT_VERSIONS = Object.freeze([...botTables.versions]);
  EVAL_WEIGHTS = Object.freeze({ ...botTables.evalWeights });
  BOT_VERSION = botTables.version;
  BOT_DEFAULT_VERSIONS = Object.freeze({ ...botTables.defaults });
}

/** Whether loadBot() (or init()) has finished. */
export function isBotReady() {
  return bot !== null;
}

/** The argument of a wasm-bindgen init for `input`, the file at `url` by default (read from disk under Node). */
async function wasmSource(input, url) {
  let source = input;
  if (source == null && url.protocol === 'file:') {
    const { readFile } = await import('node:fs/promises');
    source = await readFile(url);
  }
  source ??= url;
  return source && typeof source === 'object' && 'module_or_path' in source ? source : { module_or_path: source };
}

/**
 * The bot's levels, weakest first (`BOT_LEVELS[level - 1]`): frozen
 * `{level, depth, maxNodes, timeMs}`, the budgets a level takes when
 * `bestMove` is given none. Read from the engine, so empty until `init()`
 * has resolved (an ES module export is live: importers see it filled).
 */
export let BOT_LEVELS = Object.freeze([]);

/**
 * The names of the evaluation's terms (`evaluateTerms()`), in order: "material", "advance", ….
 * Read from the engine, so empty until `init()` has resolved.
 */
export let EVAL_TERMS = Object.freeze([]);
/**
 * The versions of the bot this build knows, oldest first, by name ("1", "2", …): `bestMove`'s
 * `botVersion` replays any of them (a game's record names the version that played it).
 * Read from the engine, so empty until `init()` has resolved.
 */
export let BOT_VERSIONS = Object.freeze([]);
/**
 * The version of the bot this build plays unless told which at most table sizes (one of BOT_VERSIONS,
 * not always the newest); `botVersionFor(players)` names the one of each table size. Undefined until
 * `init()` has resolved.
 */
export let BOT_VERSION;
/** The version played unless told which, per table size: frozen `{2: "4", …, 6: "4"}` (the bot's DEFAULT_VERSIONS). */
let BOT_DEFAULT_VERSIONS = Object.freeze({});

/**
 * The version of the bot played unless told which at a table of `players` seats (2 to 6): what
 * `bestMove` plays with no `botVersion`, and what a record of a game at that table names.
 * Throws for a table size outside 2 to 6, and before `init()` (or `loadBot()`) has resolved.
 */
export function botVersionFor(players) {
  const n = intArg(players, 'players', 2, 6);
  const version = BOT_DEFAULT_VERSIONS[n];
  if (version === undefined) throw new Error('botVersionFor: the bot\'s tables are not loaded yet (await init() or loadBot())');
  return version;
}
/**
 * The bot's own evaluation weights by name, in the order `bestMove`'s `weights` takes them:
 * frozen `{man: 100, king: 236, …}`. Read from the engine, so empty until `init()` has resolved.
 */
export let EVAL_WEIGHTS = Object.freeze({});
/**
 * The most each house rule may ask for, `{noProgress, repetition}` (turns, and
 * occurrences), read from the engine; empty until `init()` has resolved.
 */
export let RULE_LIMITS = Object.freeze({});
/** The most a weight may be, either way. */
const WEIGHT_LIMIT = 1000000;

/** evaluate()'s score of a seat with no pieces left. */
const LOST_SCORE = -20000;

/**
 * The law's wasm memory, and a view of it as 32-bit integers. A game's
 * packed answers (its moves, board, seats, what a hop did) are written by
 * the engine to one buffer there, `[n, x1 … xn]`, and read in place by
 * `answerAt`, before the game's next call: no array is made for them.
 */
let memory = null;
let heap = new Int32Array(0);

/** The index in `heap` of the answer at byte address `ptr`: its length, the numbers after it. */
function answerAt(ptr) {
  // A memory that grew detached the old view (its length is then 0).
  if (heap.byteLength === 0) heap = new Int32Array(memory.buffer);
  return ptr >>> 2;
}

/** `bestMove`'s `weights`: a list of one integer per EVAL_WEIGHTS name, in order. */
function weightsArg(list) {
  const names = Object.keys(EVAL_WEIGHTS);
  const ok = Array.isArray(list) && list.length === names.length
    && list.every((v) => typeof v === 'number' && Number.isInteger(v) && Math.abs(v) <= WEIGHT_LIMIT);
  if (!ok) {
    throw new Error(`weights must be a list of ${names.length} integers from -${WEIGHT_LIMIT} to ${WEIGHT_LIMIT} (${names.join(', ')}), got ${show(list)}`);
  }
  return Int32Array.from(list);
}

/** Refuses options that are not a plain object, naming the function and the fields it takes. */
function objectArg(options, name, fields) {
  if (options === null || typeof options !== 'object' || Array.isArray(options)) {
    throw new Error(`${name} options must be an object ${fields}, got ${show(options)}`);
  }
}

/** The weights of evaluate({weights}) and evaluateTerms({weights}), checked; undefined: the bot's own. */
function evalWeightsArg(options, name) {
  objectArg(options, name, '{weights}');
  return options.weights === undefined ? undefined : weightsArg(options.weights);
}

/** Whether `init()` has finished. */
export function isReady() {
  return loaded;
}

function needEngine() {
  if (!loaded) throw new Error('hex-checkers: call and await init() before using the engine');
}

function needBot() {
  if (!bot) throw new Error('hex-checkers: the bot is not loaded: call and await loadBot() (or init()) before asking it');
}

// ---- input checks -----------------------------------------------------------

/**
 * An Error with a `reason` code: `"malformed"`, `"off-board"`, or one of the
 * engine's refusals (`"game-over"`, `"empty"`, `"not-your-turn"`, `"chain"`,
 * `"must-capture"`, `"no-move"`, `"not-a-target"`).
 */
function refusal(message, reason) {
  const e = new Error(message);
  e.reason = reason;
  return e;
}

/** A short, safe description of any value for an error message. */
function show(v) {
  try {
    if (typeof v === 'string') return JSON.stringify(v.length > 30 ? `${v.slice(0, 30)}…` : v);
    if (typeof v === 'number') return Object.is(v, -0) ? '-0' : String(v);
    if (typeof v === 'bigint') return `${v}n`;
    if (v === null || v === undefined || typeof v === 'boolean') return String(v);
    if (typeof v === 'function') return 'a function';
    if (typeof v === 'symbol') return 'a symbol';
    if (Array.isArray(v)) return 'an array';
    return 'an object';
  } catch {
    return 'a value';
  }
}

function isCoord(v) {
  return typeof v === 'number' && Number.isInteger(v) && Math.abs(v) <= MAX_COORD;
}

const KEY = /^(-?\d{1,7}),(-?\d{1,7})$/;

/** `q` and `r` of the hex readHex read last (module variables: a hop reads two hexes, no array made for them). */
let hexQ = 0;
let hexR = 0;

/** Reads a hex given as `{q, r}` or as a "q,r" key into `hexQ`, `hexR` (each field read once). */
function readHex(v, what) {
  let q;
  let r;
  if (typeof v === 'string') {
    const m = KEY.exec(v);
    if (!m) throw refusal(`${what} must be a hex {q, r} or a "q,r" key, got ${show(v)}`, 'malformed');
    q = Number(m[1]);
    r = Number(m[2]);
  } else if (v === null || typeof v !== 'object') {
    throw refusal(`${what} must be a hex {q, r} or a "q,r" key, got ${show(v)}`, 'malformed');
  } else {
    q = v.q;
    r = v.r;
    if (!Number.isInteger(q) || !Number.isInteger(r)) {
      throw refusal(`${what} must have integer q and r, got q=${show(q)}, r=${show(r)}`, 'malformed');
    }
  }
  // An integer too large for any board (2**31, 2**53, a 7-digit key) is a
  // hex off the board, refused before it reaches i32 arithmetic.
  if (!isCoord(q) || !isCoord(r)) throw refusal(`${what} ${show(q)},${show(r)} is off the board`, 'off-board');
  // Set last: a getter of `v` that reads another hex has finished by now.
  hexQ = q + 0;
  hexR = r + 0;
}

/** `[q, r]` of a hex given as `{q, r}` or as a "q,r" key. */
function hexArg(v, what) {
  readHex(v, what);
  return [hexQ, hexR];
}

function intArg(v, what, lo, hi) {
  if (typeof v !== 'number' || !Number.isInteger(v) || v < lo || v > hi) {
    throw new Error(`${what} must be an integer from ${lo} to ${hi}, got ${show(v)}`);
  }
  return v + 0;
}

function sizeArg(v) {
  if (typeof v !== 'number' || !Number.isFinite(v) || v <= 0 || v > 1e6) {
    throw new Error(`size must be a positive finite number, got ${show(v)}`);
  }
  return v;
}

function faceArg(v) {
  if (v !== null && typeof v === 'object' && !Array.isArray(v)) return intArg(v.index, 'face.index', 0, 5);
  return intArg(v, 'face', 0, 5);
}

const hexes = (flat) => {
  const out = [];
  for (let i = 0; i < flat.length; i += 2) out.push({ q: flat[i], r: flat[i + 1] });
  return out;
};

// ---- the game ---------------------------------------------------------------

const mapSet = Map.prototype.set;

/**
 * The board's values: one frozen `{seat, king}` per seat and kind
 * (`PIECES[seat * 2 + king]`), shared by every board, as nothing can change them.
 */
const PIECES = Object.freeze(Array.from({ length: 12 }, (_, i) => Object.freeze({ seat: i >> 1, king: (i & 1) === 1 })));
/** The board's "q,r" keys, each made once (a string reused hashes once), by `(q + 8) * 17 + r + 8`. */
const KEYS = [];

/** The board's key of the cell (q, r): |q| and |r| are at most 8, the largest radius. */
function cellKey(q, r) {
  return (KEYS[(q + 8) * 17 + r + 8] ??= `${q},${r}`);
}

/** `game.board`: a Map that cannot be changed except through the game. */
class Board extends Map {
  set() {
    throw new Error('game.board is read-only: change the game with apply() or restore()');
  }
  delete() {
    return this.set();
  }
  clear() {
    return this.set();
  }
}

/** A live game. Create one with `createGame`. */
class Game {
  #w;
  #version = 0; // bumped by every change of state
  #board = null;
  #boardVersion = -1;
  #seats = null;
  #seatsVersion = -1;
  /** The bot module's copy of this position (a BotGame), in step at #botVersion. */
  #bot = null;
  #botVersion = -1;
  /** The text restore() was given, at #textVersion: the bot's copy is made from it, not from a new snapshot. */
  #text = null;
  #textVersion = -1;

  constructor(w) {
    this.#w = w;
  }

  /** Map "q,r" -> {seat, king}; read-only, rebuilt only after a change. */
  get board() {
    if (this.#boardVersion !== this.#version) {
      const at = answerAt(this.#w.board());
      const b = new Board();
      for (let i = at + 1, end = i + heap[at]; i < end; i += PC.stride) {
        mapSet.call(b, cellKey(heap[i + PC.q], heap[i + PC.r]), PIECES[heap[i + PC.seat] * 2 + heap[i + PC.king]]);
      }
      this.#board = b;
      this.#boardVersion = this.#version;
    }
    return this.#board;
  }

  /** [{face, eliminated}] per seat: a fresh copy each time, of what the engine is asked once per position. */
  get seats() {
    return this.#seatList().map(({ face, eliminated }) => ({ face, eliminated }));
  }

  #seatList() {
    if (this.#seatsVersion !== this.#version) {
      const at = answerAt(this.#w.seats());
      const out = [];
      for (let i = at + 1, end = i + heap[at]; i < end; i += ST.stride) out.push({ face: heap[i + ST.face], eliminated: heap[i + ST.eliminated] === 1 });
      this.#seats = out;
      this.#seatsVersion = this.#version;
    }
    return this.#seats;
  }

  /** Seat to move, or null once the game is over. */
  get current() {
    const c = this.#w.current();
    return c < 0 ? null : c;
  }

  /** {q, r} of the piece that must keep jumping, or null. */
  get chainFrom() {
    const c = this.#w.chain();
    return c.length ? { q: c[0], r: c[1] } : null;
  }

  /** The winning seat, or null. */
  get winner() {
    const w = this.#w.winner();
    return w < 0 ? null : w;
  }

  /** Whether the game ended drawn: every survivor frozen, or by docs/endings.md (see `result`). */
  get draw() {
    return this.#w.draw();
  }

  /** Number of seats. */
  get players() {
    return this.#w.players();
  }

  /** Board radius. */
  get radius() {
    return this.#w.radius();
  }

  /** [{from, to, capture, promotes}]: compulsory capture and chains applied. */
  legalMoves() {
    return toMoves(answerAt(this.#w.legalMoves()), false, 0, 0);
  }

  /** `[q, r]` of a hex on this board; throws (with a `reason`) otherwise. */
  #cell(hex) {
    const [q, r] = hexArg(hex, 'hex');
    if (!this.#w.onBoard(q, r)) throw refusal(`hex ${q},${r} is off the board (radius ${this.radius})`, 'off-board');
    return [q, r];
  }

  /** The legal moves of the piece on `hex` ({q, r} or "q,r"). */
  movesFrom(hex) {
    const [q, r] = this.#cell(hex);
    return toMoves(answerAt(this.#w.legalMoves()), true, q, r);
  }

  /**
   * Why the piece on `hex` cannot move now: null when it has a legal hop,
   * else a frozen `{reason, seat}` (`seat` of the piece, null on an empty
   * cell). Throws for a malformed hex or one off the board.
   */
  whyNot(hex) {
    const [q, r] = this.#cell(hex);
    const reason = this.#w.whyNot(q, r);
    if (reason == null) return null;
    const piece = this.board.get(`${q},${r}`);
    return Object.freeze({ reason, seat: piece ? piece.seat : null });
  }

  /**
   * Applies one hop (found by `from` and `to`) and says what happened. A
   * refused hop throws an Error with a `reason` code and changes nothing.
   */
  apply(move) {
    if (move === null || typeof move !== 'object' || Array.isArray(move)) {
      throw refusal(`move must be an object {from, to}, got ${show(move)}`, 'malformed');
    }
    readHex(move.from, 'move.from');
    const fq = hexQ;
    const fr = hexR;
    readHex(move.to, 'move.to');
    return this.#played(this.#w.apply(fq, fr, hexQ, hexR));
  }

  /** apply's and resign's answer from the engine's (its address; 0 for a refusal, thrown: an Error with its reason). */
  #played(ptr) {
    if (ptr === 0) throw this.#w.refusal();
    const at = answerAt(ptr);
    // The seats change only by an elimination: without one the list read before the hop holds.
    const seatsHold = this.#seatsVersion === this.#version && heap[at + 1 + OC.eliminated] < 0;
    this.#version++;
    if (seatsHold) this.#seatsVersion = this.#version;
    return toResult(at);
  }

  /**
   * The whole state as compact, versioned text (docs/formats.md#snapshot-text). With
   * `{counters: true}` the quiet-turn counter is written even where no house
   * rule reads it, so `restore` gives back all of docs/endings.md's state (a
   * page's history); by default a game of the original law writes its
   * original text.
   */
  snapshot(options) {
    if (options === undefined) return this.#w.snapshot();
    let counters;
    try {
      objectArg(options, 'snapshot', '{counters}');
      counters = options.counters; // read once
    } catch (e) {
      throw new Error(`snapshot options could not be read: ${e && e.message ? e.message : e}`);
    }
    if (counters !== undefined && typeof counters !== 'boolean') {
      throw new Error(`snapshot's counters must be true or false, got ${show(counters)}`);
    }
    return counters ? this.#w.snapshotWithCounters() : this.#w.snapshot();
  }

  /** Replaces the whole state with a snapshot's; a bad one throws and changes nothing. */
  restore(text) {
    snapshotArg(text);
    this.#w.restore(text);
    this.#version++;
    this.#text = text;
    this.#textVersion = this.#version;
  }

  /** The bot module's copy of this position, handed over (as snapshot text) only after a change. */
  #botGame() {
    needBot();
    if (this.#botVersion !== this.#version) {
      const text = this.#textVersion === this.#version ? this.#text : this.#w.snapshotWithCounters();
      if (this.#bot) this.#bot.restore(text);
      else this.#bot = new bot.BotGame(text);
      this.#botVersion = this.#version;
    }
    return this.#bot;
  }

  // ---- endings beyond the law (docs/endings.md) ------------------------------

  /**
   * `seat` resigns: at any time, its turn or not, even mid-chain. Its pieces
   * leave the board; the result has the shape of apply's (captured null).
   * Throws (changing nothing) after the end or for a seat not in the game.
   */
  resign(seat) {
    const s = intArg(seat, 'seat', 0, 5);
    return this.#played(this.#w.resign(s));
  }

  /**
   * The survivors agree to a draw: the game ends drawn at once (collecting
   * every player's agreement is the caller's job). Returns `game.result`.
   * Throws after the end.
   */
  agreeDraw() {
    this.#w.agreeDraw();
    this.#version++;
    return this.result;
  }

  /** null while the game goes on; once over, a frozen {winner, draw, reason}. */
  get result() {
    const reason = this.#w.endReason();
    if (reason === undefined) return null;
    return Object.freeze({ winner: this.winner, draw: this.draw, reason });
  }

  /** The house rules in force: a frozen {noProgress, repetition} (0 is off). */
  get rules() {
    const [noProgress, repetition] = this.#w.rules();
    return Object.freeze({ noProgress, repetition });
  }

  /** Turns since the last capture or crowning. */
  get quietTurns() {
    return this.#w.quietTurns();
  }

  /** Move sequences of `depth` hops from here (docs/law.md#perft-checkpoints). */
  perft(depth) {
    const d = intArg(depth, 'depth', 0, 8);
    return this.#botGame().perft(d);
  }

  /**
   * The bot's choice for the seat to move: one of the objects legalMoves()
   * returns, or null once the game is over. Does not change the game.
   * `level` 1 (a beginner) to 5 (full strength), default 3; `timeMs` caps the
   * thinking time; `seed` (a safe integer) makes the level's randomness
   * repeatable; `maxNodes` caps the positions searched; `weights` (one
   * integer per EVAL_WEIGHTS name, in order) replace the bot's own evaluation
   * weights for this search; `botVersion` (one of BOT_VERSIONS) plays that
   * version of the bot, to replay a record it played (default: the one played
   * at this table's size, botVersionFor(players)).
   * The same position, level, seed, node budget, weights and version give
   * the same move.
   */
  bestMove(options = {}) {
    return this.analyse(options).move;
  }

  /** bestMove() with what the search saw: {move, score, depth, nodes}. */
  analyse(options = {}) {
    const r = this.#botGame().bestMove(...searchArgs(options), false);
    if (r.length === 0) return { move: null, score: 0, depth: 0, nodes: 0 };
    return { move: this.#packedMove(r, 0), score: r[BM.score], depth: r[BM.depth], nodes: r[BM.nodes] };
  }

  /**
   * analyse() and what the search saw (the same move, for the lab):
   * `{move, score, depth, nodes, method, top, line}`. `method` is 'alpha-beta' (two armies),
   * 'best-reply', 'paranoid', 'opponent-model' or 'mcts' (Monte-Carlo tree search: `score` from the mean
   * reward of its playouts, `depth` the hops of its most visited path); `top` every legal move best first,
   * `{move, score, exact}` (`exact` false: the search only proved it no better than `score`);
   * `line` the hops it expected from its move on, `{seat, from, to}`: the other armies' replies
   * as its method saw them (best-reply hands the turn to the one replying army and back).
   */
  searchReport(options = {}) {
    const r = this.#botGame().bestMove(...searchArgs(options), true);
    if (r.length === 0) return { move: null, score: 0, depth: 0, nodes: 0, method: null, top: [], line: [] };
    const top = [];
    for (let i = 0, at = RP.header; i < r[RP.roots]; i += 1, at += RR.stride) {
      top.push({ move: this.#packedMove(r, at), score: r[at + RR.score], exact: r[at + RR.exact] === 1 });
    }
    const line = [];
    const hops = RP.header + r[RP.roots] * RR.stride;
    for (let i = 0, at = hops; i < r[RP.hops]; i += 1, at += RH.stride) {
      line.push({
        seat: r[at + RH.seat], from: { q: r[at + RH.fromQ], r: r[at + RH.fromR] }, to: { q: r[at + RH.toQ], r: r[at + RH.toR] },
      });
    }
    return {
      move: top[0].move, score: r[BM.score], depth: r[BM.depth], nodes: r[BM.nodes], method: METHOD_NAMES[r[RP.method]], top, line,
    };
  }

  /** The legal move whose from and to are packed at `at` (the offsets of a `best` record, which a `reportRoot` shares). */
  #packedMove(r, at) {
    return toMoves(answerAt(this.#w.legalMoves()), true, r[at + BM.fromQ], r[at + BM.fromR])
      .find((m) => m.to.q === r[at + BM.toQ] && m.to.r === r[at + BM.toR]);
  }

  /**
   * The bot's judgement of a draw for `seat` (docs/endings.md: a dead game is
   * settled by agreement): `{offer, accept, score}`. A seat judges the game
   * dead after a while with no capture or crowning when it sees no progress
   * it can force and holds no lead worth playing on for; behind, it accepts
   * any draw; ahead and able to make progress, it refuses. `quietTurns`
   * (default `game.quietTurns`) is how long the game has been quiet: a page
   * that restored a game without a no-progress rule knows it better. Searches
   * (`level`, `seed`, `maxNodes`, default 4000) only when `seat` is to move.
   * Never changes the game; a seat not in the game, or a game over, gets
   * `{offer: false, accept: false, score: 0}`.
   */
  drawOffer(options = {}) {
    const args = drawArgs(options, () => this.quietTurns);
    const r = this.#botGame().drawOffer(...args);
    return { offer: (r[DR.flags] & DF.offer) !== 0, accept: (r[DR.flags] & DF.accept) !== 0, score: r[DR.score] };
  }

  /**
   * The static evaluation: one score per seat, from that seat's point of view (100 = a man), under
   * the bot's own weights or `{weights}` (a list in the order of EVAL_WEIGHTS, as bestMove takes it).
   */
  evaluate(options = {}) {
    const weights = evalWeightsArg(options, 'evaluate');
    return Array.from(this.#botGame().evaluate(weights));
  }

  /**
   * The static evaluation split into the terms it sums, one entry per seat: `{total, terms}` where
   * `total` is evaluate()'s score and `terms` maps each of EVAL_TERMS to its part (they add up to
   * `total`), or is null for a seat whose score is no sum (no pieces left, or the game is over).
   */
  evaluateTerms(options = {}) {
    const weights = evalWeightsArg(options, 'evaluateTerms');
    const b = this.#botGame();
    // Once over, no score is a sum (and evaluate() evaluates nothing then).
    if (this.current === null) return Array.from(b.evaluate(weights), (total) => ({ total, terms: null }));
    // One evaluation: a seat's score is the sum of its row, a seat out of the game has none.
    const flat = b.evaluateTerms(weights);
    const k = EVAL_TERMS.length;
    return this.#seatList().map(({ eliminated }, seat) => {
      if (eliminated) return { total: LOST_SCORE, terms: null };
      const row = flat.subarray(seat * k, seat * k + k);
      return { total: row.reduce((sum, v) => sum + v, 0), terms: Object.fromEntries(EVAL_TERMS.map((name, i) => [name, row[i]])) };
    });
  }
}

/** The arguments of the bot module's drawOffer from `{seat, level, seed, maxNodes, quietTurns}`, checked; `quietDefault()` when no quietTurns. */
function drawArgs(options, quietDefault) {
  objectArg(options, 'drawOffer', '{seat, level, seed, maxNodes, quietTurns}');
  const { seat, level, seed, maxNodes, quietTurns } = options;
  const s = intArg(seat, 'seat', 0, 5);
  const lv = level === undefined ? 3 : intArg(level, 'level', 1, 5);
  const sd = seed === undefined ? 0 : intArg(seed, 'seed', 0, Number.MAX_SAFE_INTEGER);
  const nodes = maxNodes === undefined ? -1 : intArg(maxNodes, 'maxNodes', 1, 1e12);
  const quiet = quietTurns === undefined ? quietDefault() : intArg(quietTurns, 'quietTurns', 0, 2 ** 32 - 1);
  const hi = Math.floor(sd / 2 ** 32);
  return [s, lv, hi, sd - hi * 2 ** 32, nodes, quiet];
}

/** A snapshot text argument, checked for its type and size before it crosses. */
function snapshotArg(text) {
  if (typeof text !== 'string') throw new Error(`snapshot must be a string, got ${show(text)}`);
  if (text.length > MAX_SNAPSHOT) throw new Error(`snapshot is ${text.length} characters long, more than any game needs`);
  return text;
}

/**
 * A position for the bot alone, for a thread that only thinks (the element's bot worker): read from
 * snapshot text once, by the bot's module, with no copy in the law's (which need not be loaded: only
 * loadBot()). Each later position is read into it by restore(text), the bot's searcher and table kept.
 * analyse() and drawOffer() take the options of a game's; analyse()'s move is `{from, to}` (naming its
 * capture would take the law). A bad text throws, naming the problem, and keeps the position.
 */
class BotPosition {
  #b;

  constructor(text) {
    needBot();
    this.#b = new bot.BotGame(snapshotArg(text));
  }

  /** Reads another position (snapshot text) into this one; a bad text throws and changes nothing. */
  restore(text) {
    this.#b.restore(snapshotArg(text));
  }

  /** Turns since the last capture or crowning, as the text gave them. */
  get quietTurns() {
    return this.#b.quietTurns();
  }

  /** A game's analyse() from here: {move: {from, to} | null, score, depth, nodes}. */
  analyse(options = {}) {
    const r = this.#b.bestMove(...searchArgs(options), false);
    if (r.length === 0) return { move: null, score: 0, depth: 0, nodes: 0 };
    return {
      move: { from: { q: r[BM.fromQ], r: r[BM.fromR] }, to: { q: r[BM.toQ], r: r[BM.toR] } },
      score: r[BM.score], depth: r[BM.depth], nodes: r[BM.nodes],
    };
  }

  /** A game's drawOffer() from here: {offer, accept, score}; `quietTurns` defaults to the text's. */
  drawOffer(options = {}) {
    const args = drawArgs(options, () => this.quietTurns);
    const r = this.#b.drawOffer(...args);
    return { offer: (r[DR.flags] & DF.offer) !== 0, accept: (r[DR.flags] & DF.accept) !== 0, score: r[DR.score] };
  }

  /** Frees the bot's copy now rather than when the object is collected. */
  free() {
    this.#b.free();
  }
}

/** A BotPosition read from snapshot `text` (see the class): needs loadBot(), not the law. */
export function createBotPosition(text) {
  return new BotPosition(text);
}

/** The arguments of the engine's bestMove and searchReport from `{level, timeMs, seed, maxNodes, weights, botVersion}`, checked. */
function searchArgs(options) {
  objectArg(options, 'bestMove', '{level, timeMs, seed}');
  const { level, timeMs, seed, maxNodes, weights, botVersion } = options;
  const lv = level === undefined ? 3 : intArg(level, 'level', 1, 5);
  const w = weights === undefined ? undefined : weightsArg(weights);
  if (botVersion !== undefined && typeof botVersion !== 'string') {
    throw new Error(`botVersion must be the name of a bot version (${BOT_VERSIONS.join(', ')}), got ${show(botVersion)}`);
  }
  if (timeMs !== undefined && (typeof timeMs !== 'number' || !(timeMs >= 0) || timeMs > 600000)) {
    throw new Error(`timeMs must be a number of milliseconds from 0 to 600000, got ${show(timeMs)}`);
  }
  const sd = seed === undefined ? 0 : intArg(seed, 'seed', 0, Number.MAX_SAFE_INTEGER);
  const nodes = maxNodes === undefined ? -1 : intArg(maxNodes, 'maxNodes', 1, 1e12);
  const hi = Math.floor(sd / 2 ** 32);
  return [lv, timeMs === undefined ? -1 : timeMs, hi, sd - hi * 2 ** 32, nodes, w, botVersion];
}

/** The apply result of docs/contract.md from its packed form at `heap[at]` (length first). */
function toResult(at) {
  const o = at + 1;
  const f = heap[o + OC.flags];
  const eliminated = heap[o + OC.eliminated];
  const winner = heap[o + OC.winner];
  const skipped = [];
  for (let i = o + OC.skipped, end = o + heap[at]; i < end; i++) skipped.push(heap[i]);
  return {
    captured: f & OF.captured
      ? { q: heap[o + OC.capturedQ], r: heap[o + OC.capturedR], seat: heap[o + OC.capturedSeat], king: (f & OF.capturedKing) !== 0 }
      : null,
    promoted: (f & OF.promoted) !== 0,
    chaining: (f & OF.chaining) !== 0,
    eliminated: eliminated < 0 ? null : eliminated,
    skipped,
    winner: winner < 0 ? null : winner,
    draw: (f & OF.draw) !== 0,
  };
}

/** The moves packed at `heap[at]` (length first), fresh objects; `only`: those from (q, r) alone. */
function toMoves(at, only, q, r) {
  const out = [];
  for (let i = at + 1, end = i + heap[at]; i < end; i += MV.stride) {
    if (only && (heap[i + MV.fromQ] !== q || heap[i + MV.fromR] !== r)) continue;
    const f = heap[i + MV.flags];
    out.push({
      from: { q: heap[i + MV.fromQ], r: heap[i + MV.fromR] },
      to: { q: heap[i + MV.toQ], r: heap[i + MV.toR] },
      capture: f & MF.capture ? { q: heap[i + MV.captureQ], r: heap[i + MV.captureR] } : null,
      promotes: (f & MF.promotes) !== 0,
    });
  }
  return out;
}

/**
 * A new game in its start position: `players` 2-6 (default 6), `radius` 2-8
 * (default 5), and the house rules of docs/endings.md, off unless asked for:
 * `rules: {noProgress, repetition}`.
 */
export function createGame(options = {}) {
  needEngine();
  objectArg(options, 'createGame', '{players, radius, rules}');
  // Each option is read once: a getter cannot answer one value to the check
  // and another to the engine.
  const p = options.players;
  const r = options.radius;
  const rl = options.rules;
  const players = p === undefined ? 6 : intArg(p, 'players', 2, 6);
  const radius = r === undefined ? 5 : intArg(r, 'radius', 2, 8);
  const [noProgress, repetition] = rulesArg(rl);
  return new Game(new wasm.WasmGame(players, radius, noProgress, repetition));
}

const RULE_FIELDS = ['noProgress', 'repetition'];

/**
 * `[noProgress, repetition]` of a `rules` option (undefined: both off). Each
 * field is read once, inside a guard, so a getter or a Proxy trap that
 * throws, or answers differently the second time, gets a clear Error naming
 * the field instead of reaching the engine; an unknown field (a typo that
 * would silently leave a rule off) is refused too.
 */
function rulesArg(rules) {
  if (rules === undefined) return [0, 0];
  let keys;
  try {
    // Inside the guard: Array.isArray throws on a revoked Proxy.
    if (rules === null || typeof rules !== 'object' || Array.isArray(rules)) keys = null;
    else keys = Object.keys(rules);
  } catch {
    throw new Error('rules could not be read (a revoked Proxy, or its fields threw)');
  }
  if (keys === null) throw new Error(`rules must be an object {noProgress, repetition}, got ${show(rules)}`);
  const unknown = keys.find((k) => !RULE_FIELDS.includes(k));
  if (unknown !== undefined) {
    throw new Error(`rules has an unknown field ${show(unknown)}: the fields are noProgress and repetition`);
  }
  const read = (name) => {
    try {
      return rules[name];
    } catch {
      throw new Error(`rules.${name} could not be read (its getter threw)`);
    }
  };
  const np = read('noProgress');
  const rep = read('repetition');
  const noProgress = np === undefined ? 0 : intArg(np, 'rules.noProgress (turns; 0 is off)', 0, RULE_LIMITS.noProgress);
  if (rep !== undefined && rep !== 0 && !(Number.isInteger(rep) && rep >= 2 && rep <= RULE_LIMITS.repetition)) {
    throw new Error(`rules.repetition must be 0 (off) or an integer from 2 to ${RULE_LIMITS.repetition}, got ${show(rep)}`);
  }
  return [noProgress, rep === undefined ? 0 : rep + 0];
}

// ---- the board's sectioning --------------------------------------------------

/** The six faces (edges), clockwise on screen from the bottom. */
export const FACES = Object.freeze(['S', 'SW', 'NW', 'N', 'NE', 'SE'].map((name, index) => Object.freeze({ index, name })));

/** The six directions as axial vectors, in the law's order: SE, SW, W, NW, NE, E. */
export const DIRECTIONS = Object.freeze(
  [[0, 1], [-1, 1], [-1, 0], [0, -1], [1, -1], [1, 0]].map(([q, r]) => Object.freeze({ q, r })),
);

/** The four directions ({q, r}) a man of `face` (index or FACES entry) moves in. */
export function facingDirections(face) {
  const f = faceArg(face);
  needEngine();
  return Array.from(wasm.facingDirections(f), (d) => ({ q: DIRECTIONS[d].q, r: DIRECTIONS[d].r }));
}

/** The 2R-3 cells the seat at `face` starts on. */
export function homeCells(face, radius) {
  const f = faceArg(face);
  const r = intArg(radius, 'radius', 2, 8);
  needEngine();
  return hexes(wasm.homeCells(f, r));
}

/** The face of each seat at a table of `players`. */
export function seatFaces(players) {
  const p = intArg(players, 'players', 2, 6);
  needEngine();
  return Array.from(wasm.seatFaces(p));
}

// ---- geometry (pointy-top, y down; from the Rust hexgrid crate) ---------------

/** Every cell of a board of `radius`, top row first, left to right. */
export function boardCells(radius) {
  const r = intArg(radius, 'radius', 0, 64);
  needEngine();
  return hexes(wasm.boardCells(r));
}

/** The centre {x, y} of a cell for cells of circumradius `size`. */
export function hexToPixel(hex, size) {
  const [q, r] = hexArg(hex, 'hex');
  const s = sizeArg(size);
  needEngine();
  const p = wasm.hexToPixel(q, r, s);
  return { x: p[0], y: p[1] };
}

/** The cell {q, r} whose polygon contains the point {x, y}. */
export function pixelToHex(point, size) {
  if (point === null || typeof point !== 'object') {
    throw new Error(`point must be {x, y} with finite numbers, got ${show(point)}`);
  }
  // Read once: a getter answering a number to the check and NaN (or an
  // object) to the engine would get a wrong cell back.
  const x = point.x;
  const y = point.y;
  if (!Number.isFinite(x) || !Number.isFinite(y)) {
    throw new Error(`point must be {x, y} with finite numbers, got x=${show(x)}, y=${show(y)}`);
  }
  const s = sizeArg(size);
  // Beyond this the cell's q, r would not fit the engine's integers (the
  // rounding would saturate and answer a wrong cell): refuse instead.
  if (Math.abs(x / s) > 2 * MAX_COORD || Math.abs(y / s) > 2 * MAX_COORD) {
    throw new Error(`point ${show(x)},${show(y)} is too far from the centre for cells of size ${show(s)}`);
  }
  needEngine();
  const h = wasm.pixelToHex(x, y, s);
  return { q: h[0], r: h[1] };
}

/** The six corners {x, y} of a cell's polygon, from the upper right, clockwise. */
export function hexCorners(hex, size) {
  const [q, r] = hexArg(hex, 'hex');
  const s = sizeArg(size);
  needEngine();
  const c = wasm.hexCorners(q, r, s);
  const out = [];
  for (let i = 0; i < 12; i += 2) out.push({ x: c[i], y: c[i + 1] });
  return out;
}

/** The name of a cell ("f6": row letter from the top, place from the left). */
export function cellName(hex, radius) {
  const [q, r] = hexArg(hex, 'hex');
  const rad = intArg(radius, 'radius', 2, 8);
  needEngine();
  return wasm.cellName(q, r, rad);
}

/** The cell {q, r} a name like "f6" denotes. */
export function parseCellName(name, radius) {
  if (typeof name !== 'string') throw new Error(`cell name must be a string like "f6", got ${show(name)}`);
  const rad = intArg(radius, 'radius', 2, 8);
  needEngine();
  const h = wasm.parseCellName(name.slice(0, 8), rad);
  return { q: h[0], r: h[1] };
}
