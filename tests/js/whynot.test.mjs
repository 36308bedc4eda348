// game.whyNot(hex), the reasons a refused apply carries, and BOT_LEVELS, on
// the built package: one position per reason, each reason checked both ways
// (whyNot of the piece, and error.reason of a hop by it), with the game left
// exactly as it was.
import test from 'node:test';
import assert from 'node:assert/strict';
import { loadPkg, position, stateOf, mv } from './helpers.mjs';

const hc = await loadPkg();

/** `game.apply(move)` throws an Error with `reason` and a message matching `re`; nothing changes. */
function refused(game, move, reason, re) {
  const before = stateOf(game);
  assert.throws(() => game.apply(move), (e) => {
    assert.ok(e instanceof Error, `an Error, got ${e}`);
    assert.equal(e.reason, reason, e.message);
    assert.match(e.message, re);
    return true;
  });
  assert.deepEqual(stateOf(game), before);
}

/** The position of a two-seat chain: (0,4) x (0,3) lands on (0,2) and must go on. */
function midChain() {
  const g = position(hc, 2, 5, 0, [[0, 4, 0, false], [0, 3, 1, false], [1, 1, 1, false], [-3, 3, 0, false], [-4, 3, 1, false], [-2, -3, 1, false]]);
  g.apply(mv(g, '0,4', '0,2'));
  return g;
}

test('a piece with a legal hop: null', () => {
  const game = hc.createGame({ players: 2, radius: 5 });
  assert.equal(game.whyNot({ q: -1, r: 4 }), null);
  assert.equal(game.whyNot('-1,5'), null);
  assert.equal(midChain().whyNot('0,2'), null);
});

test('every reason, from whyNot and from a refused apply', () => {
  const start = hc.createGame({ players: 6, radius: 5 });
  const two = hc.createGame({ players: 2, radius: 5 });
  const forced = position(hc, 2, 5, 0, [[2, 2, 0, false], [2, 1, 1, false], [-3, 4, 0, false], [-2, -3, 1, false]]);
  const chain = midChain();
  const over = position(hc, 2, 5, 0, [[0, 4, 0, false], [0, 3, 1, false], [-3, 3, 0, false]]);
  over.apply(mv(over, '0,4', '0,2'));
  const cases = [
    // game, cell, whyNot, a hop by it, the message
    [start, '0,0', { reason: 'empty', seat: null }, '0,1', /no piece on 0,0/],
    [start, '1,-5', { reason: 'not-your-turn', seat: 3 }, '1,-4', /seat 3's, and seat 0 is to move/],
    [two, '-2,5', { reason: 'no-move', seat: 0 }, '-2,4', /-2,5 has no legal hop/],
    [forced, '-3,4', { reason: 'must-capture', seat: 0 }, '-3,3', /capture is compulsory/],
    [chain, '-3,3', { reason: 'chain', seat: 0 }, '-5,3', /0,2 must keep jumping/],
    [over, '-3,3', { reason: 'game-over', seat: 0 }, '-3,2', /the game is over/],
    [over, '5,-5', { reason: 'game-over', seat: null }, '4,-4', /the game is over/],
  ];
  for (const [game, cell, want, to, re] of cases) {
    const why = game.whyNot(cell);
    assert.deepEqual(why, want, cell);
    assert.ok(Object.isFrozen(why));
    refused(game, { from: cell, to }, want.reason, re);
  }
});

test('whyNot agrees with movesFrom on every cell of played positions', () => {
  const game = hc.createGame({ players: 3, radius: 4 });
  for (let hop = 0; hop < 60 && game.current !== null; hop++) {
    for (const cell of hc.boardCells(4)) {
      const why = game.whyNot(cell);
      assert.equal(why === null, game.movesFrom(cell).length > 0, `${cell.q},${cell.r} at hop ${hop}`);
      const piece = game.board.get(`${cell.q},${cell.r}`);
      if (why) assert.equal(why.seat, piece ? piece.seat : null);
    }
    const moves = game.legalMoves();
    game.apply(moves[(hop * 7) % moves.length]);
  }
});

test('refused hops of a piece that may move, off the board, and malformed', () => {
  const game = hc.createGame({ players: 2, radius: 5 });
  refused(game, { from: '-1,5', to: '-1,3' }, 'not-a-target', /cannot go there/);
  refused(game, { from: '-1,4', to: '9,0' }, 'off-board', /9,0 is off the board/);
  refused(game, { from: { q: 2 ** 40, r: 0 }, to: '0,0' }, 'off-board', /off the board/);
  refused(game, { from: '-1,4' }, 'malformed', /move\.to must be a hex/);
  refused(game, { from: { q: 0.5, r: 0 }, to: '0,0' }, 'malformed', /integer q and r/);
  refused(game, null, 'malformed', /move must be an object/);
});

test('whyNot throws for a hex that is malformed or off the board, naming it', () => {
  const game = hc.createGame({ players: 2, radius: 3 });
  const before = stateOf(game);
  assert.throws(() => game.whyNot({ q: 4, r: 0 }), (e) => e.reason === 'off-board' && /4,0 is off the board \(radius 3\)/.test(e.message));
  assert.throws(() => game.whyNot('x'), (e) => e.reason === 'malformed' && /hex must be a hex/.test(e.message));
  assert.throws(() => game.whyNot(), /hex must be a hex/);
  assert.throws(() => game.whyNot({ q: 1.5, r: 0 }), /integer q and r/);
  assert.deepEqual(stateOf(game), before);
});

test('BOT_LEVELS: five frozen levels read from the engine, and bestMove keeps to them', () => {
  const levels = hc.BOT_LEVELS;
  assert.ok(Object.isFrozen(levels));
  assert.deepEqual(levels.map((l) => l.level), [1, 2, 3, 4, 5]);
  for (const l of levels) {
    assert.ok(Object.isFrozen(l));
    assert.deepEqual(Object.keys(l).sort(), ['depth', 'level', 'maxNodes', 'timeMs']);
    for (const v of Object.values(l)) assert.ok(Number.isInteger(v) && v > 0, JSON.stringify(l));
  }
  // Stronger levels search at least as deep, as many nodes and as long.
  for (let i = 1; i < 5; i++) {
    for (const k of ['depth', 'maxNodes', 'timeMs']) assert.ok(levels[i][k] >= levels[i - 1][k], `${k} of level ${i + 1}`);
  }
  // The table is the engine's own: a level-1 search with no budget of its
  // own stops at level 1's depth and within its node budget.
  const game = hc.createGame({ players: 2, radius: 5 });
  const a = game.analyse({ level: 1, timeMs: 600000 });
  assert.ok(a.depth <= levels[0].depth, `depth ${a.depth}`);
  assert.ok(a.nodes <= levels[0].maxNodes, `nodes ${a.nodes}`);
  assert.throws(() => { levels[0].timeMs = 1; }, TypeError);
});
