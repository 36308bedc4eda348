// Remote games made in Node for the tests and the benchmarks: every turn signed
// by its seat's own key, bot seats played by the engine's bot from the game's
// seed as the page plays them (plySeed, the level's node budget), people's
// seats by a seeded random choice (captures first, chains followed).

import { botReady, botVersionFor, createGame } from '../../www/element/engine.js';
import { describeHop } from '../../www/element/history.js';
import { stepCode } from '../../www/element/notation.js';
import { makeSettings } from '../../www/element/record.js';
export { botTurn } from '../../www/app/remote/fair.js';
import { plySeed } from '../../www/element/bot.js';
import {
  addTurn, bindSeat, joinRequest, newRecord, signedText, turnText, verifyRecord,
} from '../../www/app/remote/chain.js';
import { makeKeyPair, sign } from '../../www/app/remote/sign.js';
import { mulberry32, pick } from '../shared/prng.mjs';

/** The clock the remote tests' games start at (ms), and a minute. */
export const T0 = 1_700_000_000_000;
export const MIN = 60_000;
/** The series tests' table: Ann (the creator), Bob and Cy (friends on their own devices), Dot (a bot). */
export const KINDS = Object.freeze(['human', 'remote', 'remote', 'bot1']);

/** store.js keeps entries in the page's localStorage: here one in memory, shared by the devices of a test. */
export function memoryStorage() {
  const map = new Map();
  return {
    getItem: (k) => (map.has(k) ? map.get(k) : null),
    setItem: (k, v) => { map.set(k, String(v)); },
    removeItem: (k) => { map.delete(k); },
    key: (i) => [...map.keys()][i] ?? null,
    get length() { return map.size; },
  };
}

/**
 * Plays a remote game. `kinds`: each seat's kind as its creator set it (the creator holds the
 * non-remote seats). `cheat`: the first bot hop is another legal hop than the bot's (signed all the same).
 * `botVersion`: the version of the bot that plays the bot seats (default: this build's at the table's size); `named`: the
 * version the record's head names (default: the one that plays; null: none, as records made before
 * versions were named). `format`: the record's (2: each friend's seat bound by its creator before the
 * first move; 1: as records were made before). Stops after `hops` hops or at the end.
 */
export async function remoteGame({
  kinds, radius = 4, seed = 7, hops = 40, cheat = false, names = [], deadline = 0, now = 1_700_000_000_000,
  botVersion = botVersionFor(kinds.length), named = botVersion, format = 2,
}) {
  if (kinds.some((k) => k.startsWith('bot'))) await botReady(); // its bot seats are played by the bot's module
  const players = kinds.length;
  const creator = await makeKeyPair();
  const pairs = await Promise.all(kinds.map((k) => (k === 'remote' ? makeKeyPair() : creator)));
  const settings = makeSettings(players, radius, names, kinds, seed);
  let state = await verifyRecord(await makeRecord({ settings, kinds, deadline, pair: creator, now, id: `game${seed}`.padEnd(16, 'x'), bot: named, format }));
  state = await seatFriends(state, pairs, creator);
  const rand = mulberry32(seed);
  let cheated = !cheat;
  const game = createGame({ players, radius });
  game.restore(state.game.snapshot());
  let played = 0;
  while (game.current !== null && played < hops) {
    const seat = game.current;
    const steps = [];
    do {
      const moves = game.legalMoves();
      let move;
      if (kinds[seat].startsWith('bot')) {
        const ply = state.history.length + steps.length;
        move = game.analyse({ level: Number(kinds[seat].slice(3)), seed: plySeed(seed, ply), timeMs: 600_000, botVersion }).move;
        if (!cheated && moves.length > 1) {
          move = moves.find((m) => m.from.q !== move.from.q || m.from.r !== move.from.r || m.to.q !== move.to.q || m.to.r !== move.to.r);
          cheated = true;
        }
      } else {
        const jumps = moves.filter((m) => m.capture);
        move = pick(rand, jumps.length ? jumps : moves);
      }
      const result = game.apply(move);
      steps.push(stepCode(describeHop(seat, move, result), radius));
    } while (game.current === seat && game.chainFrom !== null);
    played += steps.length;
    state = await addTurn(state, { by: seat, steps, at: now + 60_000 * state.turns.length }, pairs[seat]);
  }
  return { state, creator, pairs };
}

/**
 * A new record of `format`: 2 as the page makes it (newRecord), or 1 as the page made it before seats
 * were bound (the page reads format 1 and never makes it: the old records of the tests are made here).
 */
export async function makeRecord({ format = 2, ...options }) {
  if (format === 2) return newRecord(options);
  const { settings, kinds, deadline, pair, now = Date.now(), id, bot = botVersionFor(settings.players) } = options;
  const hasBot = kinds.some((k) => k.startsWith('bot'));
  const head = JSON.stringify({
    id, created: now, deadline, players: settings.players, radius: settings.radius, names: settings.names, kinds,
    bot: hasBot && bot !== null ? bot : undefined, seed: settings.seed, rules: settings.rules, start: null, key: pair.publicKey,
  });
  return { hcr: 1, head, sig: await sign(pair.privateKey, signedText.head(head, 1)), from: 0, turns: [] };
}

/** A format 2 game with every friend's seat bound to its own key (each friend asks, the creator binds). */
export async function seatFriends(state, pairs, creator) {
  if (state.head.format !== 2) return state;
  let seated = state;
  for (const [seat, kind] of state.head.kinds.entries()) {
    if (kind === 'remote') seated = await bindSeat(seated, await joinRequest(seated, seat, pairs[seat]), creator);
  }
  return seated;
}

/** A turn signed over `state`'s chain by `pair` with no check at all (an attacker's, or a broken device's). */
export async function forgeTurn(state, { by, at, steps }, pair) {
  const { format } = state.head;
  const key = format === 1 && state.keys[by] === null ? pair.publicKey : null;
  return [by, at, steps, key, await sign(pair.privateKey, turnText(state.hash ?? 'none', by, at, steps, key, format))];
}

/** The steps the seat to move may play next (its first legal hop, a chain followed to its end). */
export function someTurn(state) {
  const game = createGame({ players: state.head.players, radius: state.head.radius });
  game.restore(state.game.snapshot());
  const by = game.current;
  const steps = [];
  do {
    const move = game.legalMoves()[0];
    steps.push(stepCode(describeHop(by, move, game.apply(move)), state.head.radius));
  } while (game.current === by && game.chainFrom !== null);
  return { by, steps };
}

