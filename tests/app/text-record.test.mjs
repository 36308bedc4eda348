// The text record (www/app/games/text-record.js) in Node: export then import gives
// the same game step for step over random games with chains, crownings,
// eliminations, resignations, time losses and agreed draws;
// hostile text (truncated, huge, wrong or duplicate tags, illegal hops, wrong
// marks, random damage) is refused with a RecordError naming the line.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { ready, createGame, RULE_LIMITS } from '../../www/element/engine.js';
import { History, describeDraw, describeHop, describeResign } from '../../www/element/history.js';
import { LIMITS, makeSettings } from '../../www/element/record.js';
import {
  MAX_STEPS, MAX_TEXT, RecordError, exportRecord, importRecord, importRecords, joinRecords,
} from '../../www/app/games/text-record.js';
import { mulberry32, pick } from '../shared/prng.mjs';

await ready;

/** Plays `count` random games and returns them with what they contain. */
function corpus(count, options = {}) {
  const games = [];
  for (let i = 0; i < count; i += 1) {
    const players = 2 + (i % 5);
    const radius = 3 + (i % 4);
    const { history } = playRandom(1000 + i, { players, radius, ...options });
    const settings = makeSettings(players, radius, ['Ann', '', 'Bob "the" \\ (human)'], ['human', 'bot3', 'human', 'bot5'], 7 * i);
    games.push({ settings, history });
  }
  return games;
}

/**
 * A random game: captures preferred (so chains, crownings and eliminations come
 * often), and with `events` an occasional resignation, time loss or agreed draw;
 * the history keeps snapshots with their counters, as the element does.
 */
function playRandom(seed, options) {
  const rand = mulberry32(seed);
  const { players, radius, maxSteps = 300, events = false } = options;
  const game = createGame({ players, radius });
  const history = new History(game.snapshot({ counters: true }));
  while (game.current !== null && history.length < maxSteps) {
    const r = rand();
    if (events && r < 0.012) {
      const alive = game.seats.flatMap((s, i) => (s.eliminated ? [] : [i]));
      const seat = pick(rand, alive);
      const result = game.resign(seat);
      history.push(game.snapshot({ counters: true }), describeResign(seat, rand() < 0.5 ? 'time' : 'resign', result));
      continue;
    }
    if (events && r < 0.015) {
      const seat = game.current;
      game.agreeDraw();
      history.push(game.snapshot({ counters: true }), describeDraw(seat));
      continue;
    }
    const moves = game.legalMoves();
    const captures = moves.filter((m) => m.capture);
    const centre = moves.filter((m) => m.to.q === 0 && m.to.r === 0);
    const move = pick(rand, centre.length && rand() < 0.7 ? centre : captures.length ? captures : moves);
    const seat = game.current;
    const result = game.apply(move);
    history.push(game.snapshot({ counters: true }), describeHop(seat, move, result));
  }
  return { game, history };
}

const plain = (history) => JSON.parse(JSON.stringify(history.entries));

function assertSameGame(back, { settings, history }) {
  assert.deepEqual(back.settings, settings);
  assert.equal(back.history.length, history.length);
  assert.deepEqual(plain(back.history), plain(history), 'every step, its snapshot and what it did');
}

test('export then import gives the same game, step for step (random games with chains, crownings, eliminations)', () => {
  const games = corpus(40);
  const hops = games.flatMap((g) => g.history.hops());
  assert.ok(hops.some((h) => h.chaining), 'the corpus has chains');
  assert.ok(hops.some((h) => h.promoted), 'the corpus has crownings');
  assert.ok(hops.some((h) => h.eliminated !== null), 'the corpus has eliminations');
  assert.ok(hops.some((h) => h.winner !== null), 'the corpus has finished games');
  for (const g of games) {
    const text = exportRecord(g.settings, g.history, { date: '2026.11.30' });
    assertSameGame(importRecord(text), g);
    assert.equal(exportRecord(importRecord(text).settings, importRecord(text).history, { date: '2026.11.30' }), text, 'a second export is the same text');
  }
});

test('export then import keeps resignations, time losses and agreed draws', () => {
  const games = corpus(60, { events: true });
  const steps = games.flatMap((g) => g.history.hops());
  assert.ok(steps.some((s) => s.kind === 'resign' && s.reason === 'time'), 'a time loss');
  assert.ok(steps.some((s) => s.kind === 'resign' && s.reason === 'resign'), 'a resignation');
  assert.ok(steps.some((s) => s.kind === 'draw'), 'an agreed draw');
  const texts = games.map((g) => exportRecord(g.settings, g.history));
  assert.ok(texts.some((t) => /\} [a-q]\d+x[a-q]\d+/.test(t)), 'a chain that goes on after another seat resigned');
  assert.ok(texts.some((t) => /\[Termination "resignation"\]/.test(t)), 'a game won by resignation');
  games.forEach((g, i) => assertSameGame(importRecord(texts[i]), g));
});

test('a record may ask for the house rules the engine allows, and no more (the limits are the engine\'s)', () => {
  assert.deepEqual([LIMITS.noProgress, LIMITS.repetition], [RULE_LIMITS.noProgress, RULE_LIMITS.repetition]);
  const rules = (r) => makeSettings(2, 5, [], [], 1, { rules: r }).rules;
  const most = { noProgress: RULE_LIMITS.noProgress, repetition: RULE_LIMITS.repetition };
  assert.deepEqual(rules(most), most);
  createGame({ rules: most });
  assert.deepEqual(rules({ ...most, noProgress: most.noProgress + 1 }), { noProgress: 0, repetition: 0 });
  assert.deepEqual(rules({ ...most, repetition: most.repetition + 1 }), { noProgress: 0, repetition: 0 });
});

test('a game from a position with quiet turns behind it keeps the count through export and import', () => {
  const game = createGame({ players: 2, radius: 5 });
  game.restore('hc1 2 5 0 - - ....../......./....b.../........./........../.......B.../........../........./......../...A.../.....a quiet=7');
  const history = new History(game.snapshot({ counters: true }));
  for (let i = 0; i < 4; i++) {
    const seat = game.current;
    const move = game.legalMoves().find((m) => !m.capture && !m.promotes);
    const result = game.apply(move);
    history.push(game.snapshot({ counters: true }), describeHop(seat, move, result));
  }
  assert.equal(game.quietTurns, 11);
  const settings = makeSettings(2, 5, [], [], 5);
  const text = exportRecord(settings, history, { date: '2026.11.30' });
  const back = importRecord(text);
  assertSameGame(back, { settings, history });
  const end = createGame();
  end.restore(back.history.entries.at(-1).snapshot);
  assert.equal(end.quietTurns, 11, 'the count comes back at the end of the line');
});

test('a game with a clock keeps each seat\'s time left (the TimeLeft tag) through export and import', () => {
  const { history } = playRandom(77, { players: 3, radius: 4, maxSteps: 20 });
  const settings = makeSettings(3, 4, [], ['human', 'human', 'bot2'], 5, { clock: { initialMs: 180_000, incrementMs: 2000 } });
  history.entries.at(-1).clocks = [171_500, 183_250, 9];
  const text = exportRecord(settings, history, { date: '2026.11.30' });
  assert.match(text, /^\[Clock "180\+2"\]\n\[TimeLeft "171.5,183.25,0.009"\]$/m);
  const back = importRecord(text);
  assert.deepEqual(back.clocks, [171_500, 183_250, 9], 'the times come back to the millisecond');
  assert.deepEqual(back.history.current.clocks, back.clocks, 'held by the entry the game opens at');
  assert.deepEqual(back.settings.clock, settings.clock);
  assert.equal(exportRecord(back.settings, back.history, { date: '2026.11.30' }), text, 'a second export is the same text');
  // No clock: no tag, and no times.
  const plainText = exportRecord(makeSettings(3, 4, [], [], 5), history, { date: '2026.11.30' });
  assert.doesNotMatch(plainText, /TimeLeft/);
  assert.equal(importRecord(plainText).clocks, null);
  // Refused with its line: a time per seat, in seconds, and only with a clock.
  const lineOf = (re) => text.split('\n').findIndex((l) => re.test(l)) + 1;
  refused(replaceLine(text, /^\[TimeLeft/, () => '[TimeLeft "171.5,183.25"]'), lineOf(/^\[TimeLeft/), /bad TimeLeft tag.*one time in seconds per seat/);
  refused(replaceLine(text, /^\[TimeLeft/, () => '[TimeLeft "1,2,-3"]'), lineOf(/^\[TimeLeft/), /bad TimeLeft tag/);
  refused(replaceLine(text, /^\[TimeLeft/, () => '[TimeLeft "1,2,999999"]'), lineOf(/^\[TimeLeft/), /at most/);
  refused(replaceLine(text, /^\[Clock/, () => '[Clock "none"]'), lineOf(/^\[TimeLeft/), /needs a Clock tag/);
});

test('a record of a standard opening reads as documented: tags, moves numbered by rounds, a chain, the result', () => {
  const { settings, history } = corpus(1)[0];
  const text = exportRecord(settings, history, { date: new Date(2026, 10, 30), event: 'Club night' });
  const lines = text.split('\n');
  assert.deepEqual(lines.slice(0, 6), [
    '[Event "Club night"]', '[Date "2026.11.30"]', '[Players "2"]', '[Radius "3"]',
    '[Seat1 "Ann (human)"]', '[Seat2 "(bot level 3)"]',
  ]);
  assert.ok(lines.every((l) => l.length <= 80), 'lines wrap at 80 columns');
  assert.match(text, /\n\n1\. [a-q]\d+-[a-q]\d+ [a-q]\d+-[a-q]\d+ 2\. /, 'one number per round of the two armies');
  const back = importRecord(text);
  assert.equal(back.meta.event, 'Club night');
  assert.equal(back.meta.date, '2026.11.30');
});

test('several records in one text read back as several games, lines counted over the whole text', () => {
  const games = corpus(3);
  const text = joinRecords(games.map((g) => exportRecord(g.settings, g.history)));
  const back = importRecords(text);
  assert.equal(back.length, 3);
  back.forEach((b, i) => assertSameGame(b, games[i]));
  assert.throws(() => importRecord(text), (e) => e instanceof RecordError && e.line === back[1].firstLine && /second game/.test(e.message));
  // A bad hop in the third game names its line in the whole text.
  const lines = text.split('\n');
  const at = lines.findIndex((l, i) => i > back[2].firstLine && /^1\. /.test(l));
  lines[at] = lines[at].replace(/^1\. [a-q]\d+-[a-q]\d+/, '1. a1-a2');
  assert.throws(() => importRecords(lines.join('\n')), (e) => e.line === at + 1 && e.move === 1);
});

// ---- hostile text ------------------------------------------------------------

const sample = () => {
  const { history } = playRandom(5, { players: 3, radius: 4, maxSteps: 60 });
  return exportRecord(makeSettings(3, 4, ['Ann'], ['human', 'bot2'], 5), history, { date: '2026.11.30' });
};

/** Asserts that importing `text` throws a RecordError at `line` whose message matches `problem`. */
function refused(text, line, problem) {
  assert.throws(() => importRecord(text), (e) => {
    assert.ok(e instanceof RecordError, `a RecordError, not ${e?.name}: ${e?.message}`);
    if (line !== undefined) assert.equal(e.line, line, e.message);
    assert.match(e.message, problem);
    assert.match(e.message, /^line \d+/);
    return true;
  });
}

const replaceLine = (text, find, by) => text.split('\n').map((l) => (find.test(l) ? by(l) : l)).join('\n');

test('wrong tags are refused with their line named', () => {
  const text = sample();
  const lineOf = (re) => text.split('\n').findIndex((l) => re.test(l)) + 1;
  refused(replaceLine(text, /^\[Players/, () => '[Players "seven"]'), lineOf(/^\[Players/), /bad Players tag "seven": not a whole number/);
  refused(replaceLine(text, /^\[Radius/, () => '[Radius "9"]'), lineOf(/^\[Radius/), /bad Radius tag "9": must be 2 to 8/);
  refused(replaceLine(text, /^\[Seat2/, () => '[Seat2 "Bob"]'), lineOf(/^\[Seat2/), /bad Seat2 tag.*kind in brackets/);
  refused(replaceLine(text, /^\[Seat2/, () => '[Seat2 "Bob (bot level 9)"]'), lineOf(/^\[Seat2/), /bad Seat2 tag/);
  refused(replaceLine(text, /^\[Seat2/, () => '[Seat4 "Bob (human)"]'), lineOf(/^\[Seat2/), /there is no seat 4/);
  refused(replaceLine(text, /^\[Radius/, () => '[Radus "4"]'), 1, /the Radius tag is missing/);
  refused(replaceLine(text, /^\[Rules/, () => '[Rules "no-progress -1"]'), lineOf(/^\[Rules/), /bad Rules tag/);
  refused(replaceLine(text, /^\[Rules/, () => '[Rules "repetition 1"]'), lineOf(/^\[Rules/), /must be 2 to/);
  refused(replaceLine(text, /^\[Clock/, () => '[Clock "3 min"]'), lineOf(/^\[Clock/), /bad Clock tag/);
  refused(replaceLine(text, /^\[Clock/, () => '[Clock "0+0"]'), lineOf(/^\[Clock/), /the time must be/);
  refused(replaceLine(text, /^\[Seed/, () => '[Seed "99999999999"]'), lineOf(/^\[Seed/), /bad Seed tag/);
  refused(replaceLine(text, /^\[Date/, () => '[Date "yesterday"]'), lineOf(/^\[Date/), /bad Date tag/);
  refused(replaceLine(text, /^\[Players/, () => '[Players 3]'), lineOf(/^\[Players/), /malformed tag/);
  refused(replaceLine(text, /^\[Players/, () => '[Players "3"] [Radius "4"]'), lineOf(/^\[Players/), /malformed tag/);
  refused(replaceLine(text, /^\[Result/, () => '[Result "1-0-0"]'), lineOf(/^\[Result/), /the Result tag says 1-0-0 but the moves end with \*/);
  refused(replaceLine(text, /^\[Start|^\[Seed/, (l) => `${l}\n[Start "hc1 2 3 0 - - nonsense"]`), lineOf(/^\[Seed/) + 1, /bad Start tag.*engine refused/);
  refused(replaceLine(text, /^\[Result/, (l) => `${l}\n[Termination "boredom"]`), lineOf(/^\[Result/) + 1, /bad Termination tag/);
  refused(replaceLine(text, /^\[Result/, (l) => `${l}\n[Termination "time"]`), lineOf(/^\[Result/) + 1, /Termination tag says time but the game ended by nothing yet/);
  // An unknown tag is someone else's information: kept out of the game, not an error.
  assert.equal(importRecord(replaceLine(text, /^\[Seed/, (l) => `${l}\n[Annotator "Ann"]`)).history.length, importRecord(text).history.length);
});

test('a duplicate tag is refused, naming both lines', () => {
  const text = sample();
  const lines = text.split('\n');
  const at = lines.findIndex((l) => l.startsWith('[Radius'));
  lines.splice(at + 1, 0, '[Radius "5"]');
  refused(lines.join('\n'), at + 2, new RegExp(`duplicate tag Radius \\(first on line ${at + 1}\\)`));
});

test('an illegal hop, a wrong mark, a broken chain and a wrong turn number are refused with line and move', () => {
  const text = sample();
  const lines = text.split('\n');
  const moveLine = lines.findIndex((l) => /^1\. /.test(l));
  const tamper = (fn) => { const copy = lines.slice(); copy[moveLine] = fn(copy[moveLine]); return copy.join('\n'); };
  refused(tamper((l) => l.replace(/^1\. \S+/, '1. a1-a2')), moveLine + 1, /^line \d+, move 1: a1-a2 is not legal there/);
  refused(tamper((l) => l.replace(/ 2\. (\S+)/, ' 2. $1=K')), moveLine + 1, /move 2: .*wrong marks/);
  refused(tamper((l) => l.replace(/ 3\. /, ' 4. ')), moveLine + 1, /move 4: expected move 3 here/);
  refused(tamper((l) => l.replace(/ 2\. \S+/, ' 2. zz9')), moveLine + 1, /move 2: unreadable move "zz9"/);
  refused(tamper((l) => l.replace(/^1\. \S+/, '1. {Seat9 resigns}')), moveLine + 1, /move 1: unknown event/);
  // Only a round's first turn takes a number (or, in a record written before rounds, every turn its own).
  refused(tamper((l) => l.replace(/^1\. (\S+) /, '1. $1 5. ')), moveLine + 1, /move 5: this turn is part of move 1: only a round's first turn takes a number/);
  refused(tamper((l) => l.replace(/ 2\. /, ' 2. 3. ')), moveLine + 1, /move 2: a move number with no move after it/);
  // A chain cut in two: its second hop written as a new turn.
  const chained = corpus(40).map((g) => exportRecord(g.settings, g.history)).find((t) => /\d+\. [a-q]\d+x[a-q]\d+x/.test(t));
  const split = chained.replace(/(\d+)\. ([a-q]\d+x)([a-q]\d+)x/, (_, n, a, b) => `${n}. ${a}${b} ${Number(n) + 1}. ${b}x`);
  assert.throws(() => importRecord(split), (e) => e instanceof RecordError && /chain is not finished/.test(e.message));
});

test('a truncated record is refused at every cut, never read as a shorter game', () => {
  const text = sample().trimEnd();
  for (let cut = 1; cut < text.length; cut += 3) {
    const part = text.slice(0, cut);
    assert.throws(() => importRecord(part), (e) => {
      assert.ok(e instanceof RecordError, `cut at ${cut}: ${e?.name} ${e?.message}`);
      assert.ok(e.line >= 1 && e.line <= part.split('\n').length + 1, `cut at ${cut}: line ${e.line}`);
      return true;
    });
  }
  refused(text.replace(/ \*$/, ''), undefined, /end without a result.*cut short/);
  refused(`${text} 1. a1-a2`, undefined, /nothing may follow the result/);
});

test('huge text is refused at once, and so is a game longer than the limit', () => {
  refused('x'.repeat(MAX_TEXT + 1), 1, /too long/);
  refused(`[Players "2"]\n[Seat1 "${'a'.repeat(5000)} (human)"]`, 2, /far too long/);
  const head = '[Players "2"]\n[Radius "5"]\n[Seat1 "(human)"]\n[Seat2 "(human)"]\n[Result "*"]\n\n';
  const steps = Array.from({ length: MAX_STEPS + 1 }, (_, i) => `${i + 1}. a1-a2`).join('\n');
  refused(head + steps, 7, /a1-a2 is not legal there/); // refused at its first bad hop, long before the end
  refused(head + 'j4-i4 '.repeat(4 * MAX_STEPS + 1), 7, /too many moves/);
  refused(`${'[A "b"]\n'.repeat(65)}`, 65, /too many tags/);
  refused('', 1, /no game/);
  refused('1. j4-i4 *', 1, /starts with its tags/);
  assert.throws(() => importRecord(null), RecordError);
});

test('random damage is either read as a game or refused with a RecordError, never anything else', () => {
  const text = sample();
  const rand = mulberry32(99);
  const alphabet = '[]"\\{}.-x=K#*/ 0123456789abcdefghijklmnopq\n\r\u0000é';
  let refusals = 0;
  for (let i = 0; i < 400; i += 1) {
    const chars = [...text];
    for (let k = 0; k < 1 + Math.floor(rand() * 4); k += 1) {
      const at = Math.floor(rand() * chars.length);
      const op = rand();
      if (op < 0.4) chars[at] = pick(rand, [...alphabet]);
      else if (op < 0.7) chars.splice(at, 1);
      else chars.splice(at, 0, pick(rand, [...alphabet]));
    }
    try {
      importRecord(chars.join(''));
    } catch (e) {
      assert.ok(e instanceof RecordError, `${e.name}: ${e.message}`);
      refusals += 1;
    }
  }
  assert.ok(refusals > 200, `most damage is caught (${refusals} of 400)`);
});

test("the docs' example record (docs/formats.md) reads back and writes out the same", async () => {
  const { readFile } = await import('node:fs/promises');
  const page = await readFile(new URL('../../docs/formats.md', import.meta.url), 'utf8');
  const section = page.slice(page.indexOf('## The text record'));
  const example = /```text\n([\s\S]*?)```/.exec(section)[1];
  const back = importRecord(example);
  assert.equal(back.meta.termination, 'last-army');
  assert.equal(exportRecord(back.settings, back.history, { date: back.meta.date }), example);
});

// A record written before moves were numbered by rounds (every turn numbered, an event one of them):
// three armies, Orange resigning in the middle of Red's chain, which goes on after it.
const OLD_RECORD = `[Date "2026.11.30"]
[Players "3"]
[Radius "3"]
[Seat1 "Ann (human)"]
[Seat2 "(bot level 2)"]
[Seat3 "(bot level 3)"]
[Rules "none"]
[Clock "none"]
[Seed "9"]
[Result "1-0-0"]
[Termination "last-army"]

1. g3-f4 2. c1-d2 3. c6-d6 4. f3-f2 5. b1-b2 6. b5-b4 7. f2-e3 8. c2-d3 9. c5-d5
10. e3xc2 11. {Seat3 resigns} c2xa2 12. d2-e2 13. a2-a3 14. e2-f1 15. a3-a4
16. f1-f2 17. g2xe2# 1-0-0
`;

test('a record numbered by turns (written before rounds) still reads exactly; it is written again by rounds, which read back the same', () => {
  const old = importRecord(OLD_RECORD);
  assert.equal(old.history.length, 18, 'every hop and the resignation');
  assert.deepEqual(old.history.hops().filter((s) => s.kind === 'resign').map((s) => s.seat), [2]);
  assert.equal(old.meta.termination, 'last-army');
  const text = exportRecord(old.settings, old.history, { date: old.meta.date });
  assert.equal(text.slice(text.indexOf('\n\n') + 2), '1. g3-f4 c1-d2 c6-d6 2. f3-f2 b1-b2 b5-b4 3. f2-e3 c2-d3 c5-d5 4. e3xc2\n'
    + '{Seat3 resigns} c2xa2 d2-e2 5. a2-a3 e2-f1 6. a3-a4 f1-f2 7. g2xe2# 1-0-0\n', 'one number per round; the chain goes on after the event');
  assertSameGame(importRecord(text), old);
  assert.equal(text.slice(0, text.indexOf('\n\n')), OLD_RECORD.slice(0, OLD_RECORD.indexOf('\n\n')), 'the tags are the same');
  // A record keeps to one numbering: a turn number after round numbers (or the other way) is refused.
  refused(text.replace('3. f2-e3', '7. f2-e3'), 13, /move 7: expected move 3 here/);
  refused(OLD_RECORD.replace('13. a2-a3', '5. a2-a3'), 14, /move 5: expected move 13 here/);
});
