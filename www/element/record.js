// A whole game as plain JSON: the settings, the starting position and every
// hop in notation. Saves (element-storage.js, app/platform/storage.js) and share links (app/games/share.js) both carry
// this record. Reading one back replays every hop through the engine, so a
// record that the engine does not accept is refused, never half-loaded.
//
//   { v: 2, players: 6, radius: 5, names: ["Ann", ...], kinds: ["human", "bot3", ...],
//     seed: 123456, rules: {noProgress: 0, repetition: 0}, clock: null | {initialMs, incrementMs},
//     clocks: null | [msLeft, ...], start: null | "<engine snapshot>",
//     hops: ["f4-f5", "c3xe3", ..., "resign:2", "draw"], at: 2 }
//
// `start` is null for the standard opening; `at` is the step shown (undo cursor).
// `hops` holds every step of the history: hops in notation and the events of
// docs/endings.md ("resign:2", "time:2", "draw"; notation.js stepCode).
// `rules` are the house rules (docs/endings.md; 0 = off), `clock` the time
// control of every seat (null: no clock), `clocks` each seat's time left.
// All three are optional when read (version 1 records have none): rules off,
// no clock.
// `kinds` says who plays each seat ("human" or "bot1".."bot5"); `seed` (0 to
// 2^32-1) is the game's seed, from which each bot search takes its own (bot.js
// plySeed), so a game with bots can be replayed. Both are optional when read:
// a record without kinds is all human, one without a seed has seed 0.

import { createGame, RULE_LIMITS } from './engine.js';
import { History, describeDraw, describeHop, describeResign, keptHops } from './history.js';
import { parseStepCode, stepCode } from './notation.js';
import { randomSeed } from './bot.js';

const RECORD_VERSION = 2;
const READABLE_VERSIONS = [1, 2];
export const MAX_NAME = 24;
const KINDS = /^(human|bot[1-5])$/;

/** House rules off: the original law (docs/endings.md). */
export const NO_RULES = Object.freeze({ noProgress: 0, repetition: 0 });
/**
 * Bounds of what a record may ask for: a no-progress limit in turns and a repetition count (read from the
 * engine, RULE_LIMITS, once it is loaded: nothing is checked before), clock times in ms.
 */
export const LIMITS = Object.freeze({
  get noProgress() { return RULE_LIMITS.noProgress; },
  get repetition() { return RULE_LIMITS.repetition; },
  initialMs: 3 * 3600_000, incrementMs: 60_000, msLeft: 24 * 3600_000,
});

/**
 * Settings of a new game: names and kinds cut or padded to one per seat, defaults filled in; a fresh seed unless given.
 * `more.rules` ({noProgress, repetition}, 0 = off) and `more.clock` (null or {initialMs, incrementMs})
 * are kept when valid, else off.
 */
export function makeSettings(players = 6, radius = 5, names = [], kinds = [], seed = randomSeed(), more = {}) {
  const seats = Array.from({ length: players }, (_, i) => i);
  return {
    players,
    radius,
    names: seats.map((i) => (typeof names[i] === 'string' ? names[i].slice(0, MAX_NAME) : '')),
    kinds: seats.map((i) => (typeof kinds[i] === 'string' && KINDS.test(kinds[i]) ? kinds[i] : 'human')),
    seed: isSeed(seed) ? seed : randomSeed(),
    rules: rulesProblem(more.rules) ? { ...NO_RULES } : { noProgress: more.rules.noProgress, repetition: more.rules.repetition },
    clock: more.clock && !clockProblem(more.clock) ? { initialMs: more.clock.initialMs, incrementMs: more.clock.incrementMs } : null,
  };
}

/** The same settings with other names or seat kinds (either left out: kept); the game is untouched. */
export const withSeats = (s, { names = s.names, kinds = s.kinds }) => makeSettings(s.players, s.radius, names, kinds, s.seed, s);

/**
 * The settings of a game restored from a snapshot (`game`), coming after `current`: the names, kinds and
 * seed carry over when the table has the same shape (else `kinds`, the seats attribute's); the house
 * rules are the snapshot's own, and a clock does not carry over to another position.
 */
export function restoredSettings(game, current, kinds) {
  const players = game.players ?? game.seats.length;
  const same = players === current.players && game.radius === current.radius;
  const kept = same ? current : { names: [], kinds, seed: current.seed };
  return makeSettings(players, game.radius, kept.names, kept.kinds, kept.seed, { rules: game.rules, clock: null });
}

/** True when a table has both people and bots (undo and redo then skip the bots' hops). */
export const mixedSeats = (kinds) => kinds.includes('human') && kinds.some((k) => k !== 'human');

/** The one person's seat in a game against bots, else null. */
export function yourSeat(kinds) {
  const people = kinds.flatMap((k, seat) => (k === 'human' ? [seat] : []));
  return people.length === 1 && mixedSeats(kinds) ? people[0] : null;
}

const isSeed = (n) => Number.isInteger(n) && n >= 0 && n < 2 ** 32;
const within = (n, lo, hi) => Number.isInteger(n) && n >= lo && n <= hi;

/** What is wrong with a rules object, or null when it is good. */
function rulesProblem(rules) {
  if (rules === null || typeof rules !== 'object') return 'bad house rules';
  if (!within(rules.noProgress, 0, LIMITS.noProgress)) return 'bad no-progress rule';
  if (rules.repetition !== 0 && !within(rules.repetition, 2, LIMITS.repetition)) return 'bad repetition rule';
  return null;
}

/** What is wrong with a time control, or null when it is good. */
function clockProblem(clock) {
  if (clock === null || typeof clock !== 'object') return 'bad time control';
  if (!within(clock.initialMs, 1000, LIMITS.initialMs) || !within(clock.incrementMs, 0, LIMITS.incrementMs)) return 'bad time control';
  return null;
}

/** The standard opening's snapshot for a table and its house rules, made once per table. */
const standards = new Map();
function standardStart(players, radius, rules) {
  const key = `${players}/${radius}/${rules.noProgress}/${rules.repetition}`;
  if (!standards.has(key)) standards.set(key, createGame({ players, radius, rules }).snapshot());
  return standards.get(key);
}

/**
 * The step codes of a history (hops and events, notation.js stepCode), kept per history and brought
 * up to date hop by hop (keptHops): `codes`, and `json`, the same codes as the inside of a JSON array.
 * So a save after every hop costs the same however long the game is.
 */
const codeCache = new WeakMap();
function hopCodes(history, radius) {
  let c = codeCache.get(history);
  if (!c || c.radius !== radius) {
    c = { radius, hops: [], codes: [], json: '', ends: [0] };
    codeCache.set(history, c);
  }
  const entries = history.entries;
  const keep = keptHops(c.hops, entries);
  if (keep < c.hops.length) {
    c.hops.length = keep;
    c.codes.length = keep;
    c.ends.length = keep + 1;
    c.json = c.json.slice(0, c.ends[keep]);
  }
  for (let i = keep + 1; i < entries.length; i++) {
    const code = stepCode(entries[i].hop, radius);
    c.hops.push(entries[i].hop);
    c.codes.push(code);
    c.json += (i > 1 ? ',' : '') + JSON.stringify(code);
    c.ends.push(c.json.length);
  }
  return c;
}

/** Everything of a record but its hops and cursor, in the record's key order. */
function recordHead(settings, history, clocks) {
  const rules = settings.rules ?? NO_RULES;
  const start = history.entries[0].snapshot;
  return {
    v: RECORD_VERSION,
    players: settings.players,
    radius: settings.radius,
    names: settings.names.slice(),
    kinds: settings.kinds.slice(),
    seed: settings.seed ?? 0,
    rules: { noProgress: rules.noProgress, repetition: rules.repetition },
    clock: settings.clock ? { ...settings.clock } : null,
    clocks: settings.clock && clocks ? clocks.slice() : null,
    start: start === standardStart(settings.players, settings.radius, rules) ? null : start,
  };
}

/**
 * Builds the record of a game: settings plus its history, and the clocks' time left (null: no clock).
 * @param {number[]|null} [clocks]
 */
export function makeRecord(settings, history, clocks = null) {
  return { ...recordHead(settings, history, clocks), hops: hopCodes(history, settings.radius).codes.slice(), at: history.cursor };
}

/** JSON.stringify(makeRecord(settings, history, clocks)), at a hop's cost per hop: the saves' text. */
export function recordJson(settings, history, clocks = null) {
  const head = JSON.stringify(recordHead(settings, history, clocks));
  return `${head.slice(0, -1)},"hops":[${hopCodes(history, settings.radius).json}],"at":${history.cursor}}`;
}

/**
 * Checks a parsed record and replays it through the engine.
 * @returns {{settings: object, history: History, clocks: number[]|null}}
 * @throws {Error} with a message a player can read
 */
export function readRecord(data) {
  if (data === null || typeof data !== 'object' || Array.isArray(data)) throw new Error('not a game record');
  if (!READABLE_VERSIONS.includes(data.v)) throw new Error(`made by another version of the game (format ${String(data.v).slice(0, 10)})`);
  const { players, radius, names, start, hops, at } = data;
  if (!Number.isInteger(players) || players < 2 || players > 6) throw new Error('bad number of players');
  const kinds = data.kinds ?? Array(players).fill('human'); // older records: every seat a person
  const seed = data.seed ?? 0;
  if (!Number.isInteger(radius) || radius < 2 || radius > 8) throw new Error('bad board radius');
  const strings = (list, ok) => Array.isArray(list) && list.length === players && list.every(ok);
  if (!strings(names, (n) => typeof n === 'string' && n.length <= MAX_NAME)) throw new Error('bad seat names');
  if (!strings(kinds, (k) => typeof k === 'string' && KINDS.test(k))) throw new Error('bad seat kinds');
  if (!isSeed(seed)) throw new Error('bad game seed');
  const rules = data.rules ?? NO_RULES;
  const problem = rulesProblem(rules);
  if (problem) throw new Error(problem);
  const clock = data.clock ?? null;
  if (clock !== null && clockProblem(clock)) throw new Error(clockProblem(clock));
  const clocks = clock === null ? null : data.clocks ?? Array(players).fill(clock.initialMs);
  if (clocks !== null && !strings(clocks, (ms) => within(ms, 0, LIMITS.msLeft))) throw new Error('bad clock times');
  if (!Array.isArray(hops)) throw new Error('no move list');
  if (!Number.isInteger(at) || at < 0 || at > hops.length) throw new Error('bad position index');

  const game = createGame({ players, radius, rules: { noProgress: rules.noProgress, repetition: rules.repetition } });
  if (start !== null) {
    if (typeof start !== 'string') throw new Error('bad starting position');
    try { game.restore(start); } catch (e) { throw new Error(`bad starting position (${e.message})`); }
    const same = game.players === players && game.radius === radius
      && game.rules.noProgress === rules.noProgress && game.rules.repetition === rules.repetition;
    if (!same) throw new Error('starting position does not match the settings');
  }
  const history = new History(game.snapshot({ counters: true }));
  hops.forEach((code, i) => {
    let step;
    try { step = parseStepCode(code, radius); } catch (e) { throw new Error(`move ${i + 1}: ${e.message}`); }
    history.push(...replayStep(game, step, `move ${i + 1} (${code})`)); // code matched a pattern: short (a developer's reason, like the engine's)
  });
  history.goTo(at);
  const settings = makeSettings(players, radius, names, kinds, seed, { rules, clock });
  return { settings, history, clocks: clocks && clocks.slice() };
}

/** Plays one parsed step on the game; returns [the game, history step] (History.push's first two arguments); throws naming `what` if the engine refuses. */
export function replayStep(game, step, what) {
  const seat = game.current;
  if (step.kind === 'draw') {
    if (seat === null) throw new Error(`${what}: the game is already over`);
    game.agreeDraw();
    return [game, describeDraw(seat)];
  }
  if (step.kind === 'resign') {
    let result;
    try { result = game.resign(step.seat); } catch (e) { throw new Error(`${what} is not possible there: ${e.message}`); }
    return [game, describeResign(step.seat, step.reason, result)];
  }
  const move = game.legalMoves().find((m) => m.from.q === step.from.q && m.from.r === step.from.r
    && m.to.q === step.to.q && m.to.r === step.to.r && Boolean(m.capture) === step.capture);
  if (!move) throw new Error(`${what} is not legal there`);
  const result = game.apply(move);
  return [game, describeHop(seat, move, result)];
}
