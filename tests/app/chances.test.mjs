// The evaluation bar's mapping (www/app/analysis/chances.js): shares that add
// up to 1, none for an army that is out, all for the last one, the logistic
// curve with two armies, and the calibrated temperature per table size.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  LOST, TEMPERATURE, chances, steadyScores,
} from '../../www/app/analysis/chances.js';

const close = (a, b) => Math.abs(a - b) < 1e-9;

test('shares add up to one, an army that is out has none, the last army left has all', () => {
  const shares = chances([120, -40, LOST, 15, -300, 0]);
  assert.ok(close(shares.reduce((a, b) => a + b, 0), 1));
  assert.equal(shares[2], 0);
  assert.ok(shares[0] > shares[3] && shares[3] > shares[5] && shares[5] > shares[1] && shares[1] > shares[4]);
  assert.deepEqual(chances([-LOST, LOST, LOST]), [1, 0, 0]);
  assert.deepEqual(chances([0, 0, 0]).map((p) => p.toFixed(4)), ['0.3333', '0.3333', '0.3333']);
});

test('two armies: the logistic curve of the score, at the calibrated temperature', () => {
  const t = TEMPERATURE[2];
  const [red, blue] = chances([100, -100]);
  assert.ok(close(red, 1 / (1 + Math.exp(-200 / t))));
  assert.ok(close(red + blue, 1));
  for (let players = 2; players <= 6; players += 1) assert.ok(TEMPERATURE[players] > 0);
  // Huge scores do not overflow: the scale is taken off before exp().
  const [ahead, behind] = chances([15000, -15000]);
  assert.ok(close(ahead, 1) && behind >= 0 && behind < 1e-12);
});

test('steady scores: each seat\'s mean over the last round (one position per army still in), an army out stays out', () => {
  // Two armies: after Red's step Red looks a tempo up (+50); seen over the round it is +25.
  assert.deepEqual(steadyScores([[0, 0], [50, -50]], 1), [25, -25]);
  assert.deepEqual(steadyScores([[0, 0], [50, -50], [0, 0]], 2), [25, -25]);
  assert.deepEqual(steadyScores([[0, 0]], 0), [0, 0], 'the start is its own round');
  assert.equal(steadyScores([[0, 0], null], 1), null, 'not evaluated yet');
  // Three armies, Orange out at the last position: its window is the last two positions, Orange keeps LOST.
  const all = [[10, 10, 10], [40, -20, -20], [20, 40, LOST]];
  assert.deepEqual(steadyScores(all, 2), [30, 10, LOST]);
  assert.equal(chances(steadyScores(all, 2))[2], 0);
});
