// The lab's match games, played exactly as `hexc arena` plays them
// (crates/cli/src/arena.rs, play_one), so that the same settings give the
// same games: game g has the seed `seed + g`, bot k sits at seat
// (k + shift) % players with shift = g % players, the first `opening` hops
// are drawn by fastrand's generator seeded with the game's seed, every bot
// move is searched with the seed `game_seed * 0x9E3779B9 + plies` (wrapping
// at 64 bits), a game under a no-progress limit (`--no-progress`) ends drawn
// after that many turns without a capture or crowning, and a game still on at
// `plyCap` hops is judged on material (men 1, kings 2). No DOM here: the match
// worker and the Node tests use it.

import { BOT_VERSION } from '../element/engine.js';

const MASK64 = (1n << 64n) - 1n;
const WY0 = 0x2d358dccaa6c78a5n;
const WY1 = 0x8bb84b93962eacc9n;

/** fastrand 2's `Rng` (wyrand) with BigInt: `Rng::with_seed`, `gen_u64`, and `usize(..n)` on a 64-bit target. */
export class Wyrand {
  constructor(seed) {
    this.state = BigInt.asUintN(64, BigInt(seed));
  }

  u64() {
    const s = (this.state + WY0) & MASK64;
    this.state = s;
    const t = s * (s ^ WY1);
    return (t & MASK64) ^ (t >> 64n);
  }

  /** A number in 0..n, by Lemire's bounded method as fastrand's gen_mod_u64 does it. */
  below(n) {
    const bn = BigInt(n);
    let r = this.u64();
    let hi = (r * bn) >> 64n;
    let lo = (r * bn) & MASK64;
    if (lo < bn) {
      const t = ((1n << 64n) - bn) % bn;
      while (lo < t) {
        r = this.u64();
        hi = (r * bn) >> 64n;
        lo = (r * bn) & MASK64;
      }
    }
    return Number(hi);
  }
}

/** The largest first seed the lab accepts: every move's search seed then stays a safe integer. */
export const MAX_SEED = 2 ** 20;

/** The seed the arena gives a bot's search at `plies` hops into the game with seed `gameSeed`. */
export function moveSeed(gameSeed, plies) {
  const s = BigInt.asUintN(64, BigInt(gameSeed) * 0x9e3779b9n + BigInt(plies));
  if (s > BigInt(Number.MAX_SAFE_INTEGER)) throw new Error(`seed ${gameSeed} is too large for the lab (at most ${MAX_SEED})`);
  return Number(s);
}

/** The bot at `seat` when the seats are shifted by `shift`. */
export const botAt = (seat, n, shift) => (seat + n - shift) % n;

/** Men 1, kings 2, per seat. */
export function material(game) {
  const out = new Array(game.players).fill(0);
  for (const piece of game.board.values()) out[piece.seat] += piece.king ? 2 : 1;
  return out;
}

/**
 * The arena's spec of a bot setting ({level, nodes, weights}; weights only
 * where they differ from `defaults`), as `hexc arena --bots` reads it.
 */
export function botSpec(bot, defaults) {
  let spec = `l${bot.level}:nodes=${bot.nodes}`;
  if (bot.weights) {
    for (const [name, value] of Object.entries(bot.weights)) {
      if (!defaults || defaults[name] !== value) spec += `:${name}=${value}`;
    }
  }
  return spec;
}

/** The house rules of a match's games: the no-progress limit alone (0: the original law). */
export const matchRules = (settings) => ({ noProgress: settings.noProgress ?? 0, repetition: 0 });

/**
 * Plays game `g` of a match. `settings`: {players, radius, seed, plyCap,
 * opening, noProgress?, bots: [{level, nodes, weights?: number[]}]} (one bot per seat);
 * `createGame` is the engine's; `hooks.start(game)` sees the opening and
 * `hooks.hop(game, move, seat, outcome)` every hop after it is played.
 * Returns {g, seed, shift, plies, ending, points, snapshot}: `ending` as the
 * arena's verbose line tells it, {kind: 'outright'|'material', bot} or
 * {kind: 'draw'|'undecided', bots}, with `material` per seat at the cap.
 */
export function playGame(createGame, settings, g, hooks = {}) {
  const n = settings.players;
  const gameSeed = settings.seed + g;
  const shift = g % n;
  const rng = new Wyrand(gameSeed);
  const game = createGame({ players: n, radius: settings.radius, rules: matchRules(settings) });
  hooks.start?.(game);
  let plies = 0;
  while (game.current !== null && plies < settings.plyCap) {
    let move;
    if (plies < settings.opening) {
      const moves = game.legalMoves();
      move = moves[rng.below(moves.length)];
    } else {
      const bot = settings.bots[botAt(game.current, n, shift)];
      move = game.bestMove({
        level: bot.level,
        maxNodes: bot.nodes,
        // The arena's bots have no clock; the longest the contract allows never binds at these budgets.
        timeMs: 600000,
        seed: moveSeed(gameSeed, plies),
        // The arena's `l1`..`l5` are the bot now (BOT_VERSION) at every table size, not the
        // table size's default (botVersionFor), which differs at some sizes.
        botVersion: BOT_VERSION,
        ...(bot.weights ? { weights: bot.weights } : {}),
      });
    }
    const seat = game.current;
    const outcome = game.apply(move);
    hooks.hop?.(game, move, seat, outcome);
    plies += 1;
  }
  const ending = judge(game, n, shift);
  const points = new Array(n).fill(0);
  if (ending.bot !== undefined) points[ending.bot] = 1;
  else for (const k of ending.bots) points[k] = 1 / ending.bots.length;
  return { g, seed: gameSeed, shift, plies, ending, points, snapshot: game.snapshot() };
}

/** Who won a game that ended (or stopped at the cap), as the arena's `judge`. */
function judge(game, n, shift) {
  if (game.winner !== null) return { kind: 'outright', bot: botAt(game.winner, n, shift) };
  const mat = material(game);
  if (game.draw) {
    const alive = [...mat.keys()].filter((seat) => mat[seat] > 0);
    return { kind: 'draw', bots: alive.map((seat) => botAt(seat, n, shift)), reason: game.result?.reason ?? '?' };
  }
  const top = Math.max(...mat);
  const leaders = [...mat.keys()].filter((seat) => mat[seat] === top);
  if (leaders.length === 1) return { kind: 'material', bot: botAt(leaders[0], n, shift), material: mat };
  return { kind: 'undecided', bots: leaders.map((seat) => botAt(seat, n, shift)), material: mat };
}

/** The 95% Wilson score interval of a score `wins` (draws count in part) out of `n`, as the arena's. */
export function wilson(wins, n) {
  if (n === 0) return [0, 1];
  const z = 1.96;
  const p = wins / n;
  const centre = (p + (z * z) / (2 * n)) / (1 + (z * z) / n);
  const half = (z / (1 + (z * z) / n)) * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n));
  return [Math.max(0, centre - half), Math.min(1, centre + half)];
}

/**
 * A game's line as `hexc arena --verbose` prints it (bots named by their
 * specs), so a match in the lab compares with the arena's word for word.
 */
export function arenaLine(result, specs) {
  const e = result.ending;
  const mat = () => `[${e.material.join(', ')}]`;
  const told = {
    outright: () => `${specs[e.bot]} wins outright`,
    draw: () => `draw (${e.reason})`,
    material: () => `${specs[e.bot]} wins on material ${mat()}`,
    undecided: () => `no strict leader ${mat()}`,
  }[e.kind]();
  return `game ${String(result.g).padStart(4)} seed ${result.seed} shift ${result.shift}: ${result.plies} plies, ${told}  ${result.snapshot}`;
}
