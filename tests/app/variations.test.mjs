// The analysis board's variation tree (www/app/games/variations.js) and the text
// record's side lines (docs/formats.md#variations) in Node: random trees at two to
// six seats, side lines leaving the game anywhere (mid-chain too) and each other,
// written and read back to the same tree; a record without side lines reads and
// writes as before; damaged brackets and illegal side-line moves are refused
// naming the line; promoting and deleting never touch the game's own moves; the
// fixtures `hexc record` is tested on are what scripts/record-fixtures.mjs writes
// (the same builder of random trees, tests/shared/variation-tree.mjs).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { ready } from '../../www/element/engine.js';
import { RecordError, exportRecord, importRecord } from '../../www/app/games/text-record.js';
import { VariationTree, treeOf } from '../../www/app/games/variations.js';
import { mulberry32 } from '../shared/prng.mjs';
import { playLine, randomTree as seededTree } from '../shared/variation-tree.mjs';

await ready;

/** Every node of a tree as "code>child,child" lines, depth first: two trees are the same when these are. */
function shape(tree) {
  const out = [];
  const walk = (node, depth) => {
    out.push(`${depth}:${node.code ?? 'start'}:${node.snapshot}`);
    for (const child of node.children) walk(child, depth + 1);
  };
  walk(tree.root, 0);
  return out;
}

/** The random tree of `seed`: a game of up to 40 + seed % 30 entries, six side lines of up to 12 steps each. */
const randomTree = (seed) => seededTree(seed, { radius: 3 + (seed % 3), steps: 40 + (seed % 30), lines: 6, lineSteps: 12 });

test('side lines written in the text record read back to the same tree, at two to six seats', () => {
  let midChain = 0;
  let nested = 0;
  for (let seed = 1; seed <= 40; seed += 1) {
    const { settings, history, tree } = randomTree(seed);
    const lines = tree.toLines();
    if (lines.some((l) => l.of > 0)) nested += 1;
    if (lines.some((l) => l.at > 0 && tree.line(tree.root)[l.at]?.step?.chaining)) midChain += 1;
    assert.deepEqual(shape(treeOf(settings, history, lines)), shape(tree), `seed ${seed}: the lines as data`);
    const text = exportRecord(settings, history, { date: '2026.12.05', lines });
    const back = importRecord(text);
    assert.deepEqual(back.history.hops(), history.hops(), `seed ${seed}: the game's own line`);
    assert.deepEqual(back.lines, lines, `seed ${seed}: the side lines`);
    assert.deepEqual(shape(treeOf(back.settings, back.history, back.lines)), shape(tree), `seed ${seed}: the tree`);
    assert.equal(exportRecord(back.settings, back.history, { date: '2026.12.05', lines: back.lines }), text, `seed ${seed}: written again, the same text`);
  }
  assert.ok(nested > 5, 'side lines of side lines were tried');
  assert.ok(midChain > 0, 'a side line leaving a chain midway was tried');
});

test('a record without side lines reads and writes exactly as before', () => {
  const { settings, history } = randomTree(7);
  const text = exportRecord(settings, history, { date: '2026.12.05' });
  assert.equal(exportRecord(settings, history, { date: '2026.12.05', lines: [] }), text);
  assert.doesNotMatch(text.split('\n\n')[1], /[()]/);
  const back = importRecord(text);
  assert.deepEqual(back.lines, []);
  assert.deepEqual(back.history.hops(), history.hops());
  // A record as the docs show it (written before side lines existed).
  const old = `[Players "2"]\n[Radius "3"]\n[Seat1 "Ann (human)"]\n[Seat2 "(bot level 3)"]\n[Result "*"]\n\n1. f3-f2 b3-b4 2. g2-g1 *\n`;
  const read = importRecord(old);
  assert.equal(read.history.length, 3);
  assert.deepEqual(read.lines, []);
});

test('a side line is written in brackets after the turn it replaces, numbered, and read from there', () => {
  const text = `[Players "2"]\n[Radius "3"]\n[Seat1 "(human)"]\n[Seat2 "(human)"]\n[Result "*"]\n\n`
    + '1. f3-f2 (1. g2-g1 b3-b4 (1... a2-a1) 2. f3-f2) b3-b4 (1... a2-a1) 2. g2-g1 *\n';
  const back = importRecord(text);
  assert.deepEqual(back.history.hops().length, 3);
  assert.deepEqual(back.lines, [
    { of: 0, at: 0, steps: ['g2-g1', 'b3-b4', 'f3-f2'] },
    { of: 1, at: 1, steps: ['a2-a1'] },
    { of: 0, at: 1, steps: ['a2-a1'] },
  ]);
  const again = exportRecord(back.settings, back.history, { date: '2026.12.05', lines: back.lines });
  assert.match(again, /1\. f3-f2 \(1\. g2-g1 b3-b4 \(1\.\.\. a2-a1\) 2\. f3-f2\) b3-b4 \(1\.\.\. a2-a1\) 2\. g2-g1 \*/);
});

test('damaged side lines are refused, naming the line and the problem', () => {
  const head = `[Players "2"]\n[Radius "3"]\n[Seat1 "(human)"]\n[Seat2 "(human)"]\n[Result "*"]\n\n`;
  const refused = (moves, pattern) => {
    assert.throws(() => importRecord(head + moves), (e) => e instanceof RecordError && pattern.test(e.message), moves);
  };
  refused('1. f3-f2 (1. g2-g1 b3-b4 *\n', /line 7.*never closed/);
  refused('1. f3-f2 ) b3-b4 *\n', /line 7.*closing bracket/);
  refused('1. f3-f2 () b3-b4 *\n', /line 7.*empty side line/);
  refused('1. (g2-g1) f3-f2 *\n', /line 7.*must follow the move/);
  refused('1. f3-f2 (1. g2-g9) b3-b4 *\n', /line 7/);
  refused('1. f3-f2 (1. f3-c3) b3-b4 *\n', /line 7.*not legal/);
  refused('1. f3-f2 (1. g2-g1 *) b3-b4 *\n', /line 7.*not a result/);
  refused('1. f3-f2 (2. g2-g1) b3-b4 *\n', /line 7.*expected move 1/);
  refused(`1. f3-f2 ${'(1. g2-g1 '.repeat(40)}${')'.repeat(40)} *\n`, /line 7.*deep/);
});

test('promoting and deleting side lines never touch the game\'s own moves', () => {
  const { settings, history } = randomTree(3);
  const tree = new VariationTree(settings, history);
  const rand = mulberry32(99);
  const main = tree.line(tree.root);
  const a = playLine(tree, rand, main[2], 3);
  const b = playLine(tree, rand, main[2], 3);
  const [first, second] = [tree.branchOf(a), tree.branchOf(b)];
  assert.deepEqual(main[2].children, [main[3], first, second]);
  assert.equal(tree.canPromote(a), false, 'not over the game');
  assert.equal(tree.promote(b), true);
  assert.deepEqual(main[2].children, [main[3], second, first]);
  assert.equal(tree.canDelete(main[5]), false);
  assert.equal(tree.remove(main[5]), null);
  assert.equal(tree.remove(first), main[2]);
  assert.deepEqual(main[2].children, [main[3], second]);
  assert.equal(tree.has(a), false);
  assert.equal(tree.has(b), true);
  assert.deepEqual(tree.historyTo(b).hops(), tree.path(b).slice(1).map((n) => n.step));
  assert.deepEqual(tree.line(tree.root).map((n) => n.entry), history.entries, 'the game is the same line');
});

test('the side-line fixtures of `hexc record` are what scripts/record-fixtures.mjs writes from the shared tree builder', () => {
  const script = new URL('../../scripts/record-fixtures.mjs', import.meta.url);
  const out = execFileSync(process.execPath, [script.pathname, '--check'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  assert.match(out, /the 12 records are what this script writes/);
});
