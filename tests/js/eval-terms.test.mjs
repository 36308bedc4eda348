// game.evaluateTerms() and EVAL_TERMS through the package: every seat's
// terms add up to its evaluate() score over random games at every table size;
// a seat out of the game, and every seat once the game is over, has none.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { loadPkg, mulberry32, pick } from './helpers.mjs';

const pkg = await loadPkg();

test('EVAL_TERMS names the terms the engine sums, in order', () => {
  assert.deepEqual(pkg.EVAL_TERMS, ['material', 'advance', 'race', 'mobility', 'hanging', 'exposure', 'hunt', 'opponents', 'leader', 'weakest']);
  assert.ok(Object.isFrozen(pkg.EVAL_TERMS));
});

test('each seat\'s terms add up to its evaluation, over random games', () => {
  const rand = mulberry32(5);
  let checked = 0;
  for (let players = 2; players <= 6; players += 1) {
    const game = pkg.createGame({ players, radius: 4 });
    for (let ply = 0; ply < 600 && game.current !== null; ply += 1) {
      const scores = game.evaluate();
      const split = game.evaluateTerms();
      assert.equal(split.length, players);
      split.forEach(({ total, terms }, seat) => {
        assert.equal(total, scores[seat]);
        if (total === -20000) {
          assert.equal(terms, null);
          return;
        }
        assert.deepEqual(Object.keys(terms), pkg.EVAL_TERMS);
        assert.equal(Object.values(terms).reduce((a, b) => a + b, 0), total, `${players} players, ply ${ply}, seat ${seat}`);
        checked += 1;
      });
      game.apply(pick(rand, game.legalMoves()));
    }
    if (game.current === null) assert.ok(game.evaluateTerms().every((s) => s.terms === null));
  }
  assert.ok(checked > 1000, `${checked}`);
});

test('under other weights ({weights}) the terms follow them and add up to evaluate({weights}); bad weights are refused', () => {
  const own = Object.values(pkg.EVAL_WEIGHTS);
  const names = Object.keys(pkg.EVAL_WEIGHTS);
  const heavy = own.map((v, i) => ({ man: v * 2, advance: v * 3 }[names[i]] ?? v));
  const game = pkg.createGame({ players: 3, radius: 4 });
  const rand = mulberry32(9);
  for (let i = 0; i < 10; i += 1) game.apply(pick(rand, game.legalMoves()));
  const before = game.snapshot();
  const base = game.evaluateTerms();
  const split = game.evaluateTerms({ weights: heavy });
  const scores = game.evaluate({ weights: heavy });
  split.forEach(({ total, terms }, seat) => {
    assert.equal(total, scores[seat]);
    assert.equal(Object.values(terms).reduce((a, b) => a + b, 0), total);
  });
  // Only men on the board: the material term doubles with the man's weight, the advance term triples.
  split.forEach(({ terms }, seat) => {
    assert.equal(terms.material, 2 * base[seat].terms.material);
    assert.equal(terms.advance, 3 * base[seat].terms.advance);
  });
  assert.notDeepEqual(scores, game.evaluate());
  assert.deepEqual(game.evaluateTerms({ weights: own }), base, 'the bot\'s own weights, given, change nothing');
  assert.throws(() => game.evaluate({ weights: [1, 2] }), /weights must be a list of 10 integers/);
  assert.throws(() => game.evaluateTerms({ weights: own.map(() => 1.5) }), /weights must be a list/);
  assert.throws(() => game.evaluateTerms([1]), /evaluateTerms options must be an object/);
  assert.equal(game.snapshot(), before, 'evaluating changes nothing');
});
