// A whole game as plain JSON: the settings, the starting position and every
// hop in notation. Saves (storage.js) and share links (share.js) both carry
// this record. Reading one back replays every hop through the engine, so a
// record that the engine does not accept is refused, never half-loaded.
//
//   { v: 1, players: 6, radius: 5, names: ["Ann", ...], kinds: ["human", "bot3", ...],
//     seed: 123456, start: null | "<engine snapshot>", hops: ["f4-f5", "c3xe3", ...], at: 2 }
//
// `start` is null for the standard opening; `at` is the hop shown (undo cursor).
// `kinds` says who plays each seat ("human" or "bot1".."bot5"); `seed` (0 to
// 2^32-1) is the game's seed, from which each bot search takes its own (bot.js
// plySeed), so a game with bots can be replayed. Both are optional when read:
// a record without kinds is all human, one without a seed has seed 0.

import { createGame } from './engine.js';
import { History, describeHop, keptHops } from './history.js';
import { hopCode, parseHopCode } from './notation.js';
import { randomSeed } from './bot.js';

const RECORD_VERSION = 1;
export const MAX_NAME = 24;
const KINDS = /^(human|bot[1-5])$/;

/** Settings of a new game: names and kinds cut or padded to one per seat, defaults filled in; a fresh seed unless given. */
export function makeSettings(players = 6, radius = 5, names = [], kinds = [], seed = randomSeed()) {
  const seats = Array.from({ length: players }, (_, i) => i);
  return {
    players,
    radius,
    names: seats.map((i) => (typeof names[i] === 'string' ? names[i].slice(0, MAX_NAME) : '')),
    kinds: seats.map((i) => (typeof kinds[i] === 'string' && KINDS.test(kinds[i]) ? kinds[i] : 'human')),
    seed: isSeed(seed) ? seed : randomSeed(),
  };
}

const isSeed = (n) => Number.isInteger(n) && n >= 0 && n < 2 ** 32;

/** The standard opening's snapshot for a table, made once per table. */
const standards = new Map();
function standardStart(players, radius) {
  const key = `${players}/${radius}`;
  if (!standards.has(key)) standards.set(key, createGame({ players, radius }).snapshot());
  return standards.get(key);
}

/**
 * The hop codes of a history, kept per history and brought up to date hop by hop
 * (keptHops): `codes`, and `json`, the same codes as the inside of a JSON array.
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
    const code = hopCode(entries[i].hop, radius);
    c.hops.push(entries[i].hop);
    c.codes.push(code);
    c.json += (i > 1 ? ',' : '') + JSON.stringify(code);
    c.ends.push(c.json.length);
  }
  return c;
}

/** Everything of a record but its hops and cursor, in the record's key order. */
function recordHead(settings, history) {
  const start = history.entries[0].snapshot;
  return {
    v: RECORD_VERSION,
    players: settings.players,
    radius: settings.radius,
    names: settings.names.slice(),
    kinds: settings.kinds.slice(),
    seed: settings.seed ?? 0,
    start: start === standardStart(settings.players, settings.radius) ? null : start,
  };
}

/** Builds the record of a game: settings plus its history. */
export function makeRecord(settings, history) {
  return { ...recordHead(settings, history), hops: hopCodes(history, settings.radius).codes.slice(), at: history.cursor };
}

/** JSON.stringify(makeRecord(settings, history)), at a hop's cost per hop: the saves' text. */
export function recordJson(settings, history) {
  const head = JSON.stringify(recordHead(settings, history));
  return `${head.slice(0, -1)},"hops":[${hopCodes(history, settings.radius).json}],"at":${history.cursor}}`;
}

/**
 * Checks a parsed record and replays it through the engine.
 * @returns {{settings: object, history: History}}
 * @throws {Error} with a message a player can read
 */
export function readRecord(data) {
  if (data === null || typeof data !== 'object' || Array.isArray(data)) throw new Error('not a game record');
  if (data.v !== RECORD_VERSION) throw new Error(`made by another version of the game (format ${String(data.v).slice(0, 10)})`);
  const { players, radius, names, start, hops, at } = data;
  if (!Number.isInteger(players) || players < 2 || players > 6) throw new Error('bad number of players');
  const kinds = data.kinds ?? Array(players).fill('human'); // older records: every seat a person
  const seed = data.seed ?? 0;
  if (!Number.isInteger(radius) || radius < 2 || radius > 8) throw new Error('bad board radius');
  const strings = (list, ok) => Array.isArray(list) && list.length === players && list.every(ok);
  if (!strings(names, (n) => typeof n === 'string' && n.length <= MAX_NAME)) throw new Error('bad seat names');
  if (!strings(kinds, (k) => typeof k === 'string' && KINDS.test(k))) throw new Error('bad seat kinds');
  if (!isSeed(seed)) throw new Error('bad game seed');
  if (!Array.isArray(hops)) throw new Error('no move list');
  if (!Number.isInteger(at) || at < 0 || at > hops.length) throw new Error('bad position index');

  const game = createGame({ players, radius });
  if (start !== null) {
    if (typeof start !== 'string') throw new Error('bad starting position');
    try { game.restore(start); } catch (e) { throw new Error(`bad starting position (${e.message})`); }
    if (game.players !== players || game.radius !== radius) throw new Error('starting position does not match the settings');
  }
  const history = new History(game.snapshot());
  hops.forEach((code, i) => {
    let hop;
    try { hop = parseHopCode(code, radius); } catch (e) { throw new Error(`move ${i + 1}: ${e.message}`); }
    const move = game.legalMoves().find((m) => m.from.q === hop.from.q && m.from.r === hop.from.r
      && m.to.q === hop.to.q && m.to.r === hop.to.r && Boolean(m.capture) === hop.capture);
    if (!move) throw new Error(`move ${i + 1} (${code}) is not legal there`); // code matched the pattern: short
    const seat = game.current;
    const result = game.apply(move);
    history.push(game.snapshot(), describeHop(seat, move, result));
  });
  history.goTo(at);
  return { settings: { players, radius, names: names.slice(), kinds: kinds.slice(), seed }, history };
}
