// The text record of a whole game, in the spirit of PGN/PDN
// (docs/formats.md#the-text-record): tag pairs, then the moves in the page's
// notation numbered by rounds, the events of docs/endings.md in braces, and the
// result at the end.
//
//   [Date "2026.11.30"]
//   [Players "2"]
//   [Radius "5"]
//   [Seat1 "Ann (human)"]
//   [Seat2 "(bot level 3)"]
//   [Rules "none"]
//   [Clock "180+2"]
//   [TimeLeft "171.5,183.25"]
//   [Seed "123456"]
//   [Result "0-1"]
//   [Termination "resignation"]
//
//   1. j4-i4 c3-d3 2. j6xh6xf6=K {Seat1 resigns} 0-1
//
// Records written before rounds numbered every turn ("1. j4-i4 2. c3-d3"); they
// are read as they were.
//
// Pure functions with no DOM, usable in Node. Reading a record replays every
// step through the engine; anything it cannot read or the engine refuses is an
// Error (a RecordError) whose message names the line, the move and the problem.

import { createGame } from '../../element/engine.js';
import { addEnglish, t as tr } from '../../i18n/i18n.js';
import english from '../../i18n/en/games.js';
import { History, chainGoesOn, isEvent } from '../../element/history.js';
import {
  Rounds, cellAt, hopCode, hopMarks, parseHopCode,
} from '../../element/notation.js';
import {
  LIMITS, MAX_NAME, NO_RULES, makeSettings, replayStep,
} from '../../element/record.js';
import {
  MAX_LINE_STEPS, VariationTree, entryAfter, treeOf,
} from './variations.js';

addEnglish(english); // the reader's reasons for refusing a record (the record's own words stay English)

/** The longest text read at all (a file of many games), and the most steps one game may hold. */
export const MAX_TEXT = 8_000_000;
export const MAX_STEPS = 20_000;
const MAX_TAGS = 64;
const MAX_TAG_VALUE = 4096; // a Start snapshot of radius 8 is about 250 characters
const WRAP = 80;

/** An unreadable or illegal record: the message names the line (and the move); `line` and `move` as numbers. */
export class RecordError extends Error {
  constructor(line, move, problem) {
    super(move ? tr('games.record.at-move', { line, move, problem }) : tr('games.record.at', { line, problem }));
    this.name = 'RecordError';
    this.line = line;
    this.move = move ?? null;
  }
}

// ---- words shared by both directions ----------------------------------------

const kindText = (kind) => (kind === 'human' ? 'human' : `bot level ${kind.slice(3)}`);
const SEAT_VALUE = /^(.*?) ?\((human|bot level [1-5])\)$/s;

/** How a game ended, in one word: the engine's reason, or a resignation / time when one settled it. */
export function termination(game, lastStep) {
  if (game.current !== null) return null;
  if (isEvent(lastStep) && lastStep.kind === 'resign' && game.winner !== null) {
    return lastStep.reason === 'time' ? 'time' : 'resignation';
  }
  if (game.result?.reason) return game.result.reason;
  return game.winner !== null ? 'last-army' : 'frozen';
}
const TERMINATIONS = ['last-army', 'frozen', 'agreement', 'no-progress', 'repetition', 'resignation', 'time'];

/** The result token: `*` while playing, else one score per seat ("1-0", "0-1/2-1/2": 1/2 shares a draw). */
export function resultToken(game) {
  if (game.current !== null) return '*';
  return game.seats.map((seat, i) => {
    if (game.winner === i) return '1';
    return game.draw && !seat.eliminated ? '1/2' : '0';
  }).join('-');
}

function rulesText(rules) {
  const parts = [];
  if (rules.noProgress) parts.push(`no-progress ${rules.noProgress}`);
  if (rules.repetition) parts.push(`repetition ${rules.repetition}`);
  return parts.length ? parts.join(', ') : 'none';
}

const seconds = (ms) => String(ms / 1000);
const clockText = (clock) => (clock ? `${seconds(clock.initialMs)}+${seconds(clock.incrementMs)}` : 'none');

function dateText(date) {
  if (typeof date === 'string') return date;
  const d = date instanceof Date && !Number.isNaN(date.getTime()) ? date : new Date();
  const two = (n) => String(n).padStart(2, '0');
  return `${d.getFullYear()}.${two(d.getMonth() + 1)}.${two(d.getDate())}`;
}

const quote = (text) => `"${escapeQuoted(String(text))}"`;
function escapeQuoted(text) {
  return text.replace(/[\\"]/g, (c) => `\\${c}`)
    .replace(/[\u0000-\u001f\u007f]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

function unquote(body) {
  return body.replace(/\\(u[0-9a-fA-F]{4}|[\\"])/g, (_, e) => (e.length === 1 ? e : String.fromCharCode(Number.parseInt(e.slice(1), 16))));
}

const eventToken = (step) => (step.kind === 'draw'
  ? '{Draw agreed}'
  : `{Seat${step.seat + 1} ${step.reason === 'time' ? 'loses on time' : 'resigns'}}`);

// ---- writing -------------------------------------------------------------------

/**
 * The whole line of a game (every step of its history, redo tail included) as text.
 * @param {{players, radius, names, kinds, seed, rules?, clock?}} settings
 * @param {History} history
 * @param {{date?: Date|string, event?: string, site?: string, lines?: object[]}} [meta]
 *   `lines`: the side lines of the analysis board (variations.js toLines), written in brackets after the turn
 *   they replace (docs/formats.md#variations)
 */
export function exportRecord(settings, history, meta = {}) {
  const { players, radius } = settings;
  const rules = settings.rules ?? NO_RULES;
  const entries = history.entries;
  const game = createGame({ players, radius, rules });
  const standard = game.snapshot();
  game.restore(entries[entries.length - 1].snapshot);
  const last = entries.length > 1 ? entries[entries.length - 1].hop : null;

  const tags = [];
  if (meta.event) tags.push(['Event', meta.event]);
  if (meta.site) tags.push(['Site', meta.site]);
  tags.push(['Date', dateText(meta.date)], ['Players', players], ['Radius', radius]);
  for (let seat = 0; seat < players; seat += 1) {
    const name = settings.names[seat] ?? '';
    tags.push([`Seat${seat + 1}`, `${name ? `${name} ` : ''}(${kindText(settings.kinds[seat])})`]);
  }
  tags.push(['Rules', rulesText(rules)], ['Clock', clockText(settings.clock)]);
  const left = settings.clock ? entries[entries.length - 1].clocks : null; // each seat's time at the end of the line
  if (left) tags.push(['TimeLeft', left.map(seconds).join(',')]);
  tags.push(['Seed', settings.seed ?? 0]);
  if (entries[0].snapshot !== standard) tags.push(['Start', entries[0].snapshot]);
  const result = resultToken(game);
  tags.push(['Result', result]);
  const ending = termination(game, last);
  if (ending) tags.push(['Termination', ending]);

  const chainAfter = chainGoesOn(createGame({ players, radius, rules }));
  const units = meta.lines?.length
    ? treeUnits(treeOf(settings, history, meta.lines), radius, chainAfter)
    : moveUnits(entries.slice(1), radius, chainAfter);
  units.push(result);
  return `${tags.map(([name, value]) => `[${name} ${quote(value)}]`).join('\n')}\n\n${wrap(units)}\n`;
}

/**
 * The move text of history entries as units that a line break never splits: a round's number goes with the
 * turn that opens it ("12. j6xh6xf6=K"), the other turns of the round stand alone ("d4-c4", "{Seat2 resigns}"),
 * and "h6xf6" is a chain that goes on after an event. `rounds` counts the rounds (notation.js Rounds).
 */
function moveUnits(entries, radius, chainAfter, rounds = new Rounds()) {
  const units = [];
  const numbered = (seat, text) => {
    const { round, opens } = rounds.next(seat);
    return opens ? `${round}. ${text}` : text;
  };
  let chaining = false; // the last hop's piece must jump again
  let interrupted = false; // ...and an event was written since, so its next hop starts a unit of its own
  for (const { hop: step, snapshot } of entries) {
    if (isEvent(step)) {
      units.push(numbered(null, eventToken(step)));
      chaining = chaining && chainAfter(snapshot);
      interrupted = chaining;
      continue;
    }
    const marks = hopMarks(step);
    if (chaining && !interrupted) units[units.length - 1] += `x${cellAt(step.to, radius)}${marks}`;
    else if (chaining) units.push(hopCode(step, radius) + marks); // the chain goes on after the event
    else units.push(numbered(step.seat, hopCode(step, radius) + marks));
    chaining = step.chaining;
    interrupted = false;
  }
  return units;
}

/**
 * The move text of a game with side lines: its own line as moveUnits writes it, and after each turn the side
 * lines that leave it there, each in brackets (nested as deep as they go), their first turn numbered ("12."
 * when it opens round 12, "12..." when it does not). A side line that leaves mid-chain is written from the
 * turn's first hop, so every bracket holds whole turns.
 */
function treeUnits(tree, radius, chainAfter) {
  const units = [];
  const fresh = () => ({ rounds: new Rounds(), chaining: false, interrupted: false });
  const game = tree.gameLine();
  if (game.length === 1) { // no move of the game's own: its side lines leave from the start
    for (const alt of tree.root.children) units.push(...bracketed(tree, tree.line(alt), fresh(), 0, radius, chainAfter));
    return units;
  }
  writeLine(tree, game.slice(1), fresh(), 0, units, false, radius, chainAfter);
  return units;
}

/** A side line's units, in brackets. */
function bracketed(tree, nodes, state, skip, radius, chainAfter) {
  const side = [];
  writeLine(tree, nodes, state, skip, side, true, radius, chainAfter);
  side[0] = `(${side[0]}`;
  side[side.length - 1] += ')';
  return side;
}

/** Writes `nodes` (one line of the tree) from `state` into `out`; the side lines of nodes from `skip` on follow their turns. */
function writeLine(tree, nodes, state, skip, out, variation, radius, chainAfter) {
  let unit = null; // the turn being written: {text, nodes, before (the state it started from)}
  let pending = []; // side lines to write once the turn is
  let first = variation; // a side line numbers its first turn whatever it is
  const flush = () => {
    if (unit) out.push(unit.text);
    for (const v of pending) out.push(...v);
    unit = null;
    pending = [];
  };
  const numbered = (seat, text) => {
    const { round, opens } = state.rounds.next(seat);
    const was = first;
    first = false;
    if (opens) return `${round}. ${text}`;
    return was ? `${round}... ${text}` : text;
  };
  const start = (node, text) => {
    flush();
    unit = { nodes: [node], text, before: null };
  };
  nodes.forEach((node, k) => {
    const step = node.step;
    const before = { rounds: new Rounds(state.rounds.round, state.rounds.seat), chaining: state.chaining, interrupted: state.interrupted };
    if (isEvent(step)) {
      start(node, numbered(null, eventToken(step)));
      unit.before = before;
      state.chaining = state.chaining && chainAfter(node.snapshot);
      state.interrupted = state.chaining;
    } else {
      const marks = hopMarks(step);
      if (state.chaining && !state.interrupted && unit) {
        unit.text += `x${cellAt(step.to, radius)}${marks}`;
        unit.nodes.push(node);
      } else {
        first = first && !state.chaining; // a chain going on after an event takes no number
        start(node, state.chaining ? hopCode(step, radius) + marks : numbered(step.seat, hopCode(step, radius) + marks));
        unit.before = before;
      }
      state.chaining = step.chaining;
      state.interrupted = false;
    }
    const from = () => {
      const b = unit.before;
      return { rounds: new Rounds(b.rounds.round, b.rounds.seat), chaining: b.chaining, interrupted: b.interrupted };
    };
    if (k >= skip && node.parent.children[0] === node) {
      const prefix = unit.nodes.slice(0, -1);
      for (const alt of node.parent.children.slice(1)) {
        pending.push(bracketed(tree, [...prefix, ...tree.line(alt)], from(), prefix.length + 1, radius, chainAfter));
      }
    }
    // Lines tried on past the end of the game: written from the last turn's start, which the reader finds again.
    if (k === nodes.length - 1 && !variation) {
      for (const alt of node.children) {
        pending.push(bracketed(tree, [...unit.nodes, ...tree.line(alt)], from(), unit.nodes.length + 1, radius, chainAfter));
      }
    }
  });
  flush();
}

/** The number of rounds in a game's whole line, as its record numbers them (docs/formats.md#notation). */
export function countRounds(settings, history) {
  const scratch = createGame({ players: settings.players, radius: settings.radius, rules: settings.rules ?? NO_RULES });
  const rounds = new Rounds();
  moveUnits(history.entries.slice(1), settings.radius, chainGoesOn(scratch), rounds);
  return rounds.round;
}

function wrap(units) {
  const lines = [];
  let line = '';
  for (const unit of units) {
    if (line && line.length + 1 + unit.length > WRAP) {
      lines.push(line);
      line = unit;
    } else {
      line = line ? `${line} ${unit}` : unit;
    }
  }
  if (line) lines.push(line);
  return lines.join('\n');
}

// ---- reading -------------------------------------------------------------------

const TAG_LINE = /^\[([A-Za-z][A-Za-z0-9_]{0,31}) "((?:[^"\\]|\\(?:[\\"]|u[0-9a-fA-F]{4}))*)"\]$/;

/**
 * Reads one game's text record and replays it through the engine.
 * @param {string} text
 * @returns {{settings: object, history: History, clocks: number[]|null,
 *   meta: {date: string|null, event: string|null, site: string|null, termination: string|null}}}
 *   `clocks`: each seat's time left (the TimeLeft tag), null without one
 * @throws {RecordError} naming the line, the move and the problem
 */
export function importRecord(text) {
  const games = importRecords(text);
  if (games.length > 1) throw new RecordError(games[1].firstLine, null, tr('games.record.second'));
  return games[0];
}

/**
 * Reads every game of a text holding one or more records (as "Export all" writes them).
 * Each game is `importRecord`'s answer plus `firstLine`; the first problem throws.
 */
export function importRecords(text) {
  if (typeof text !== 'string') throw new RecordError(1, null, tr('games.record.not-text'));
  if (text.length > MAX_TEXT) throw new RecordError(1, null, tr('games.record.too-long', { length: text.length, max: MAX_TEXT }));
  const lines = text.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/);
  const games = [];
  let i = 0;
  for (;;) {
    while (i < lines.length && lines[i].trim() === '') i += 1;
    if (i >= lines.length) break;
    const block = { firstLine: i + 1, tags: [], moves: [] };
    while (i < lines.length && lines[i].trim().startsWith('[')) { block.tags.push([i + 1, lines[i].trim()]); i += 1; }
    while (i < lines.length && !lines[i].trim().startsWith('[')) {
      if (lines[i].trim() !== '') block.moves.push([i + 1, lines[i]]);
      i += 1;
    }
    games.push({ ...readGame(block, i), firstLine: block.firstLine });
  }
  if (games.length === 0) throw new RecordError(1, null, tr('games.record.empty'));
  return games;
}

/** Reads the tag lines of one game into a Map name -> {value, line}. */
function readTags(tagLines, firstLine) {
  if (tagLines.length === 0) throw new RecordError(firstLine, null, tr('games.record.no-tags'));
  if (tagLines.length > MAX_TAGS) throw new RecordError(tagLines[MAX_TAGS][0], null, tr('games.record.many-tags', { max: MAX_TAGS }));
  const tags = new Map();
  for (const [line, text] of tagLines) {
    if (text.length > MAX_TAG_VALUE) throw new RecordError(line, null, tr('games.record.long-tag'));
    const m = TAG_LINE.exec(text);
    if (!m) throw new RecordError(line, null, tr('games.record.malformed', { tag: JSON.stringify(text.slice(0, 40)) }));
    const [, name, body] = m;
    if (tags.has(name)) throw new RecordError(line, null, tr('games.record.duplicate', { name, line: tags.get(name).line }));
    tags.set(name, { value: unquote(body), line });
  }
  return tags;
}

/** A tag's value read by `read`, which returns the value or throws an Error naming the problem. */
function tagValue(tags, name, read, { required = false, fallback = null, line = 1 } = {}) {
  const tag = tags.get(name);
  if (!tag) {
    if (required) throw new RecordError(line, null, tr('games.record.missing', { name }));
    return fallback;
  }
  try {
    return read(tag.value);
  } catch (e) {
    throw new RecordError(tag.line, null, tr('games.record.bad-tag', { name, value: JSON.stringify(tag.value.slice(0, 40)), reason: e.message }));
  }
}

function integer(text, lo, hi) {
  if (!/^\d{1,10}$/.test(text)) throw new Error(tr('games.value.number'));
  const n = Number(text);
  if (n < lo || n > hi) throw new Error(tr('games.value.range', { lo, hi }));
  return n;
}

function readRules(text) {
  if (text === 'none') return { ...NO_RULES };
  const rules = { ...NO_RULES };
  const seen = new Set();
  for (const part of text.split(/,\s*/)) {
    const m = /^(no-progress|repetition) (\d{1,10})$/.exec(part);
    if (!m || seen.has(m[1])) throw new Error(tr('games.value.rules'));
    seen.add(m[1]);
    if (m[1] === 'no-progress') rules.noProgress = integer(m[2], 1, LIMITS.noProgress);
    else rules.repetition = integer(m[2], 2, LIMITS.repetition);
  }
  return rules;
}

function readClock(text) {
  if (text === 'none') return null;
  const m = /^(\d{1,6}(?:\.\d{1,3})?)\+(\d{1,6}(?:\.\d{1,3})?)$/.exec(text);
  if (!m) throw new Error(tr('games.value.clock'));
  const initialMs = Math.round(Number(m[1]) * 1000);
  const incrementMs = Math.round(Number(m[2]) * 1000);
  if (initialMs < 1000 || initialMs > LIMITS.initialMs) throw new Error(tr('games.value.time', { max: LIMITS.initialMs / 1000 }));
  if (incrementMs > LIMITS.incrementMs) throw new Error(tr('games.value.increment', { max: LIMITS.incrementMs / 1000 }));
  return { initialMs, incrementMs };
}

/** "171.5,183.25": each seat's time left in seconds (to the millisecond). */
function readTimeLeft(text, players) {
  const parts = text.split(',');
  if (parts.length !== players || !parts.every((p) => /^\d{1,6}(?:\.\d{1,3})?$/.test(p))) {
    throw new Error(tr('games.value.time-left'));
  }
  const left = parts.map((p) => Math.round(Number(p) * 1000));
  if (left.some((ms) => ms > LIMITS.msLeft)) throw new Error(tr('games.value.left-max', { max: LIMITS.msLeft / 1000 }));
  return left;
}

function readSeat(text) {
  const m = SEAT_VALUE.exec(text);
  if (!m) throw new Error(tr('games.value.seat'));
  if (m[1].length > MAX_NAME) throw new Error(tr('games.value.name', { max: MAX_NAME }));
  return { name: m[1], kind: m[2] === 'human' ? 'human' : `bot${m[2].slice(-1)}` };
}

function readDate(text) {
  if (!/^[\d?]{4}\.[\d?]{2}\.[\d?]{2}$/.test(text)) throw new Error(tr('games.value.date'));
  return text;
}

function readResultToken(text, players) {
  if (text === '*') return text;
  const scores = text.split('-');
  if (scores.length !== players || !scores.every((s) => s === '1' || s === '0' || s === '1/2')) {
    throw new Error(tr('games.value.result'));
  }
  return text;
}

/** Checks one game's tags and replays its moves. */
function readGame({ firstLine, tags: tagLines, moves }, endLine) {
  const tags = readTags(tagLines, firstLine);
  const at = { line: firstLine };
  const players = tagValue(tags, 'Players', (v) => integer(v, 2, 6), { required: true, ...at });
  const radius = tagValue(tags, 'Radius', (v) => integer(v, 2, 8), { required: true, ...at });
  for (const name of tags.keys()) {
    const m = /^Seat(\d+)$/.exec(name);
    if (m && (Number(m[1]) < 1 || Number(m[1]) > players)) throw new RecordError(tags.get(name).line, null, tr('games.record.no-seat', { seat: m[1], players }));
  }
  const seats = Array.from({ length: players }, (_, i) => tagValue(tags, `Seat${i + 1}`, readSeat, { required: true, ...at }));
  const rules = tagValue(tags, 'Rules', readRules, { fallback: { ...NO_RULES } });
  const clock = tagValue(tags, 'Clock', readClock);
  const left = tagValue(tags, 'TimeLeft', (v) => readTimeLeft(v, players));
  if (left && !clock) throw new RecordError(tags.get('TimeLeft').line, null, tr('games.record.time-left'));
  const seed = tagValue(tags, 'Seed', (v) => integer(v, 0, 2 ** 32 - 1), { fallback: 0 });
  const date = tagValue(tags, 'Date', readDate);
  const result = tagValue(tags, 'Result', (v) => readResultToken(v, players), { required: true, ...at });
  const ending = tagValue(tags, 'Termination', (v) => {
    if (!TERMINATIONS.includes(v)) throw new Error(tr('games.value.termination', { list: TERMINATIONS.join(', ') }));
    return v;
  });

  const game = createGame({ players, radius, rules });
  tagValue(tags, 'Start', (v) => {
    try { game.restore(v); } catch (e) { throw new Error(tr('games.value.start', { reason: e.message })); }
    if (game.players !== players || game.radius !== radius) throw new Error(tr('games.value.start-table'));
    return v;
  });

  const history = new History(game.snapshot({ counters: true })); // as the element keeps its history
  const tokens = splitVariations(tokenize(moves));
  const mainLine = { push: (...step) => history.push(...step), get length() { return history.length; }, mark: () => history.length };
  const played = replayMoves(game, mainLine, tokens, { radius, players, endLine });
  const lastStep = history.length ? history.entries[history.length].hop : null;
  const resultTag = tags.get('Result');
  if (played.result !== result) {
    throw new RecordError(resultTag.line, null, tr('games.record.result-tag', { result, played: played.result }));
  }
  const actual = resultToken(game);
  if (actual !== result) throw new RecordError(played.resultLine, null, tr('games.record.result', { result, actual }));
  const actualEnding = termination(game, lastStep);
  if (ending !== null && ending !== actualEnding) {
    throw new RecordError(tags.get('Termination').line, null, tr('games.record.termination', { ending, actual: actualEnding ?? tr('games.record.nothing-yet') }));
  }
  const settings = makeSettings(players, radius, seats.map((s) => s.name), seats.map((s) => s.kind), seed, { rules, clock });
  const value = (name) => tags.get(name)?.value ?? null;
  history.current.clocks = left; // the times at the end of the line, where the game opens
  const lines = readSideLines(settings, history, tokens, played.sides, { radius, players, endLine });
  return {
    settings, history, clocks: left, lines, meta: { date, event: value('Event'), site: value('Site'), termination: actualEnding },
  };
}

/** Splits the move text into tokens, each with its line: numbers "12.", hops, events "{...}", a result. */
function tokenize(moves) {
  const tokens = [];
  for (const [line, text] of moves) {
    const re = /\{[^}]*\}|[()]|[^\s()]+/g;
    for (let m = re.exec(text); m; m = re.exec(text)) {
      let word = m[0];
      if (word === '(' || word === ')') {
        tokens.push({ line, kind: word, text: word });
        continue;
      }
      const number = /^(\d{1,6})(\.(?:\.\.)?)(.*)$/.exec(word); // "12.", "12.j4-i4", "12..." (a side line's first turn, mid-round)
      if (number) {
        tokens.push({ line, kind: 'number', value: Number(number[1]), text: `${number[1]}${number[2]}`, midRound: number[2] === '...' });
        word = number[3];
        if (!word) continue;
      }
      if (word.startsWith('{') && !word.endsWith('}')) throw new RecordError(line, null, tr('games.record.brace'));
      tokens.push({ line, kind: word.startsWith('{') ? 'event' : 'word', text: word });
      if (tokens.length > 4 * MAX_STEPS) throw new RecordError(line, null, tr('games.record.many-moves', { max: MAX_STEPS }));
    }
  }
  return tokens;
}

const HOP_TOKEN = /^[a-q]\d{1,2}(?:[-x][a-q]\d{1,2}(?:=K)?#?)+$/;
const RESULT_TOKEN = /^(\*|(?:1\/2|1|0)(?:-(?:1\/2|1|0)){1,5})$/;

/**
 * How a record numbers its moves, once a number tells: 'round' (one number per round, as written now) or
 * 'turn' (every turn numbered, as records were written before rounds); null while both fit. Throws a
 * RecordError when a number fits neither (or not the way the record has numbered so far).
 */
function numberStyle(style, { line, value, midRound }, { turn, round, opens }) {
  const fits = { round: opens !== !!midRound && value === round, turn: !midRound && value === turn };
  if (style ? fits[style] : fits.round || fits.turn) return style ?? (fits.round === fits.turn ? null : fits.round ? 'round' : 'turn');
  if (style === 'turn') throw new RecordError(line, value, tr('games.record.expected', { number: turn }));
  throw new RecordError(line, value, opens ? tr('games.record.expected', { number: round }) : tr('games.record.mid-round', { number: round }));
}

/**
 * Replays move tokens on `game`, pushing every step on `history` (a line: push(game, step), length, mark()
 * the place a side line leaves from); returns the result token and its line, and `sides`: each side line
 * read (its tokens) with where it leaves and the count of rounds there. `from`: where a side line starts
 * counting (the rounds, turns and numbering of the turn it replaces); a side line ends without a result.
 */
function replayMoves(game, history, tokens, { radius, players, endLine }, from = null) {
  const rounds = from ? new Rounds(from.round, from.seat) : new Rounds();
  let style = from?.style ?? null; // numberStyle's answer so far
  let turn = from?.turn ?? 0; // turns so far, an event being one (the old records' numbers)
  const sides = [];
  let turnStart = null; // where the last turn started: a side line after it leaves from there
  const moveNo = () => (style === 'turn' ? turn : rounds.round); // the move number an error names
  let numbered = null; // the number just read, waiting for its move
  for (let t = 0; t < tokens.length; t += 1) {
    const token = tokens[t];
    const { line, text } = token;
    if (token.kind === 'side') {
      if (numbered !== null || (turnStart === null && (from || history.length > 0))) throw new RecordError(line, moveNo(), tr('games.record.side-where'));
      // Before any move of the game's own (a game with none): a side line from the start.
      turnStart ??= { at: history.mark(), round: rounds.round, seat: rounds.seat, turn, style };
      sides.push({ tokens: token.tokens, ...turnStart });
      continue;
    }
    if (token.kind === 'number') {
      if (numbered !== null) throw new RecordError(line, numbered.value, tr('games.record.lone-number'));
      // Mid-chain only an event may take a number (a resignation while another seat's chain goes on).
      if (game.chainFrom && tokens[t + 1]?.kind !== 'event') throw new RecordError(line, moveNo(), tr('games.record.chain'));
      numbered = token;
      continue;
    }
    if (RESULT_TOKEN.test(text)) {
      if (from) throw new RecordError(line, null, tr('games.record.side-result'));
      if (numbered !== null) throw new RecordError(line, numbered.value, tr('games.record.lone-number'));
      if (t !== tokens.length - 1) throw new RecordError(tokens[t + 1].line, null, tr('games.record.after-result', { result: text }));
      if (text !== '*' && text.split('-').length !== players) throw new RecordError(line, null, tr('games.record.scores', { players }));
      return { result: text, resultLine: line, sides };
    }
    if (history.length >= MAX_STEPS) throw new RecordError(line, null, tr('games.record.many-moves', { max: MAX_STEPS }));
    if (game.current === null) throw new RecordError(line, moveNo() + 1, tr('games.record.over', { move: text.slice(0, 30) }));
    // A new turn, unless a bare hop goes on with a chain (after an event that interrupted it).
    if (token.kind === 'event' || numbered !== null || game.chainFrom === null) {
      turnStart = { at: history.mark(), round: rounds.round, seat: rounds.seat, turn, style };
      turn += 1;
      const { round, opens } = rounds.next(token.kind === 'event' ? null : game.current);
      if (numbered !== null) style = numberStyle(style, numbered, { turn, round, opens });
    }
    numbered = null;
    const at = moveNo();
    if (token.kind === 'event') replayEvent(game, history, token, { turn: at, players });
    else if (HOP_TOKEN.test(text)) replayHops(game, history, token, { radius, turn: at });
    else throw new RecordError(line, at, tr('games.record.unreadable', { move: JSON.stringify(text.slice(0, 30)) }));
  }
  if (from) return { result: null, sides };
  throw new RecordError(endLine, null, tr('games.record.no-result'));
}

/** The deepest side line within side lines a record may hold. */
const MAX_DEPTH = 32;

/**
 * Takes the bracketed side lines out of the tokens: each becomes one token {kind: 'side', tokens} where it
 * stood (after the turn it replaces), nested ones inside it. Throws on a bracket left open or never opened.
 */
function splitVariations(tokens) {
  const stack = [{ tokens: [] }];
  for (const token of tokens) {
    if (token.kind === '(') {
      if (stack.length > MAX_DEPTH) throw new RecordError(token.line, null, tr('games.record.side-deep', { max: MAX_DEPTH }));
      const side = { line: token.line, kind: 'side', tokens: [] };
      stack.at(-1).tokens.push(side);
      stack.push(side);
    } else if (token.kind === ')') {
      if (stack.length === 1) throw new RecordError(token.line, null, tr('games.record.side-close'));
      const side = stack.pop();
      if (side.tokens.length === 0) throw new RecordError(token.line, null, tr('games.record.side-empty'));
    } else {
      stack.at(-1).tokens.push(token);
    }
  }
  if (stack.length > 1) throw new RecordError(stack.at(-1).line, null, tr('games.record.side-open'));
  return stack[0].tokens;
}

/**
 * Replays the side lines found on the game's line (and theirs, as deep as they go) into a variation tree of
 * the game; its side lines as data (variations.js toLines), [] for a record with none.
 */
function readSideLines(settings, history, tokens, sides, options) {
  if (sides.length === 0) return [];
  const tree = new VariationTree(settings, history);
  const mainNodes = tree.line(tree.root);
  const game = createGame({ players: settings.players, radius: settings.radius, rules: settings.rules });
  let count = 0;
  const replaySides = (found, nodeAt) => {
    for (const side of found) {
      let node = nodeAt(side.at);
      game.restore(node.snapshot);
      const line = {
        push: (g, step) => {
          node = tree.add(node, entryAfter(node.entry, g, step));
          count += 1;
        },
        get length() { return count >= MAX_LINE_STEPS ? MAX_STEPS : 0; },
        mark: () => node,
      };
      const played = replayMoves(game, line, side.tokens, options, side);
      replaySides(played.sides, (at) => at);
    }
  };
  replaySides(sides, (at) => mainNodes[at]);
  return tree.toLines();
}

/** An event token, "{Seat2 resigns}", "{Seat2 loses on time}" or "{Draw agreed}", played through the engine. */
function replayEvent(game, history, { line, text }, { turn, players }) {
  let step;
  const m = /^\{Seat([1-6]) (resigns|loses on time)\}$/.exec(text);
  if (m && Number(m[1]) <= players) step = { kind: 'resign', seat: Number(m[1]) - 1, reason: m[2] === 'resigns' ? 'resign' : 'time' };
  else if (text === '{Draw agreed}') step = { kind: 'draw' };
  else throw new RecordError(line, turn, tr('games.record.event', { event: JSON.stringify(text.slice(0, 40)) }));
  try {
    history.push(...replayStep(game, step, text));
  } catch (e) {
    throw new RecordError(line, turn, e.message);
  }
}

/** A hop token, "j4-i4" or a chain "j6xh6xf6=K": every hop played through the engine, its marks checked. */
function replayHops(game, history, { line, text }, { radius, turn }) {
  let from = /^[a-q]\d{1,2}/.exec(text)[0];
  const hopRe = /([-x])([a-q]\d{1,2})((?:=K)?#?)/g;
  hopRe.lastIndex = from.length;
  for (let m = hopRe.exec(text), first = true; m; m = hopRe.exec(text), first = false) {
    const [, sep, to, marks] = m;
    const code = `${from}${sep}${to}`;
    if (!first && !game.chainFrom) throw new RecordError(line, turn, tr('games.record.ended', { hop: code }));
    let pushed;
    try {
      pushed = replayStep(game, { kind: 'hop', ...parseHopCode(code, radius) }, code);
    } catch (e) {
      throw new RecordError(line, turn, e.message);
    }
    const expected = hopMarks(pushed[1]);
    if (marks !== expected) {
      const fix = expected ? tr('games.record.fix-write', { hop: `${code}${expected}` }) : tr('games.record.fix-none', { hop: code });
      throw new RecordError(line, turn, tr('games.record.marks', { hop: `${code}${marks}`, fix }));
    }
    history.push(...pushed);
    from = to;
  }
}

/** Several records as one text ("Export all"): a blank line between games; importRecords reads it back. */
export const joinRecords = (texts) => texts.map((t) => t.trimEnd()).join('\n\n') + '\n';
