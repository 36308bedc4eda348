// bestMove's `weights` through the package: EVAL_WEIGHTS names the bot's own
// weights in the arena's order; giving them changes nothing, other weights
// change the search, and after a weighted search a plain one is the bot's
// own again; a malformed list is refused with an Error naming the weights
// and changes nothing.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { loadPkg, mulberry32, pick } from './helpers.mjs';

const pkg = await loadPkg();
const OPTS = { level: 4, maxNodes: 3000, seed: 5, timeMs: 600000 };
const key = (a) => `${a.move.from.q},${a.move.from.r}>${a.move.to.q},${a.move.to.r} ${a.score}`;

/** A few positions of random games, 2 to 4 armies. */
function positions() {
  const rand = mulberry32(9);
  const out = [];
  for (let players = 2; players <= 4; players += 1) {
    const game = pkg.createGame({ players, radius: 4 });
    for (let ply = 0; ply < 24 && game.current !== null; ply += 1) game.apply(pick(rand, game.legalMoves()));
    if (game.current !== null) out.push(game);
  }
  return out;
}

test('EVAL_WEIGHTS: the bot\'s own weights, named as the arena names them', () => {
  assert.deepEqual(Object.keys(pkg.EVAL_WEIGHTS), ['man', 'king', 'advance', 'race', 'hanging', 'mobility', 'leader', 'weakest', 'hunt', 'exposure']);
  assert.ok(Object.values(pkg.EVAL_WEIGHTS).every(Number.isInteger));
  assert.ok(Object.isFrozen(pkg.EVAL_WEIGHTS));
});

test('the own weights change nothing; other weights change the search; a plain search is the own again', () => {
  const own = Object.values(pkg.EVAL_WEIGHTS);
  const greedyForLoss = own.map((v, i) => (i === 0 ? -v : v)); // a man worth minus a man
  let changed = 0;
  for (const game of positions()) {
    const plain = key(game.analyse(OPTS));
    assert.equal(key(game.analyse({ ...OPTS, weights: own })), plain);
    if (key(game.analyse({ ...OPTS, weights: greedyForLoss })) !== plain) changed += 1;
    assert.equal(key(game.analyse(OPTS)), plain);
  }
  assert.ok(changed > 0, 'no position searched differently with a man worth less than nothing');
});

test('malformed weights are refused by name and change nothing', () => {
  const game = pkg.createGame({ players: 2, radius: 4 });
  const before = game.snapshot();
  const n = Object.keys(pkg.EVAL_WEIGHTS).length;
  const good = Object.values(pkg.EVAL_WEIGHTS);
  for (const bad of [null, 'man=100', { man: 100 }, good.slice(1), [...good, 1], [...good.slice(1), 1.5],
    [...good.slice(1), NaN], [...good.slice(1), Infinity], [...good.slice(1), 2 ** 31], [...good.slice(1), '7']]) {
    assert.throws(() => game.bestMove({ ...OPTS, weights: bad }), new RegExp(`^Error: weights must be a list of ${n} integers .*\\(man, king, `));
  }
  assert.equal(game.snapshot(), before);
});
