// The lab's match games (www/lab/arena.js) through the package equal
// `hexc arena`'s, game by game: every line of tests/shared/arena-matches.txt
// (the arena's --verbose output for the command above it: seed, seats'
// shift, hops, result and final position) is played again here, weighted
// bots included; and the match whose first bot plays with a man worth 20 ends
// otherwise than the same match with the bot's own weights.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { loadPkg } from './helpers.mjs';
import { arenaMatches } from '../shared/arena-matches.mjs';
import { Wyrand, arenaLine, moveSeed, playGame, wilson } from '../../www/lab/arena.js';

const pkg = await loadPkg();

for (const match of arenaMatches(pkg.EVAL_WEIGHTS)) {
  test(`the lab plays ${match.command.slice(2)} as the arena did`, () => {
    assert.equal(match.lines.length, match.settings.games);
    match.lines.forEach((expected, g) => {
      assert.equal(arenaLine(playGame(pkg.createGame, match.settings, g), match.specs), expected);
    });
  });
}

test('a weights change changes the arena\'s match, and the lab\'s', () => {
  const [edited, own] = arenaMatches(pkg.EVAL_WEIGHTS).filter((m) => m.command.includes('--seed 3 '));
  assert.match(edited.specs[0], /:man=20$/);
  assert.deepEqual(edited.settings.bots[1], own.settings.bots[1]);
  assert.notDeepEqual(edited.lines, own.lines);
});

test('wyrand draws what fastrand 2.5 draws', () => {
  // From fastrand 2.5.0 on x86_64: Rng::with_seed(0) three times .u64(..); Rng::with_seed(7) .usize(..i * 3 + 2) for i in 0..12.
  const a = new Wyrand(0);
  assert.deepEqual([a.u64(), a.u64(), a.u64()], [11116517241604665558n, 91298403691422709n, 1747996488805885078n]);
  const b = new Wyrand(7);
  assert.deepEqual(Array.from({ length: 12 }, (_, i) => b.below(i * 3 + 2)), [1, 1, 5, 5, 1, 2, 15, 2, 3, 12, 19, 0]);
});

test('move seeds wrap like the arena\'s and refuse to leave the safe integers', () => {
  assert.equal(moveSeed(1, 0), 0x9e3779b9);
  assert.equal(moveSeed(3, 5), 3 * 0x9e3779b9 + 5);
  assert.throws(() => moveSeed(2 ** 22, 0), /too large/);
});

test('wilson interval as the arena computes it', () => {
  assert.deepEqual(wilson(0, 0), [0, 1]);
  const [lo, hi] = wilson(5, 10);
  assert.ok(Math.abs(lo - 0.2366) < 1e-4 && Math.abs(hi - 0.7634) < 1e-4, `${lo} ${hi}`);
});
