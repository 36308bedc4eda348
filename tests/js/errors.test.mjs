// Every error case of issue 3 on the built package: each bad input throws a
// JS Error whose message names the problem, and the game is left exactly as
// it was (every field and the snapshot compared before and after).
// The first test runs before init() on purpose (node --test gives each file
// its own process).
import test from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { perftNodes } from '../shared/perft-checkpoints.mjs';
import { PKG_URL, text, position, frozenRow, stateOf, mv } from './helpers.mjs';

const hc = await import(PKG_URL.href);
const init = hc.default;

/** `fn` throws an Error matching `re`, and `game` (if any) is unchanged. */
function refuses(game, fn, re, what = String(re)) {
  const before = game ? stateOf(game) : null;
  assert.throws(fn, (e) => {
    assert.ok(e instanceof Error, `${what}: an Error, got ${e}`);
    assert.match(e.message, re, what);
    return true;
  }, what);
  if (game) assert.deepEqual(stateOf(game), before, `${what}: state unchanged`);
}

test('before init(): a clear error, then a failed load, then a good one', async () => {
  assert.equal(hc.isReady(), false);
  refuses(null, () => hc.createGame(), /init\(\)/);
  refuses(null, () => hc.seatFaces(2), /init\(\)/);
  refuses(null, () => hc.facingDirections(0), /init\(\)/);
  refuses(null, () => hc.homeCells(0, 5), /init\(\)/);
  refuses(null, () => hc.boardCells(5), /init\(\)/);
  refuses(null, () => hc.hexToPixel({ q: 0, r: 0 }, 1), /init\(\)/);
  refuses(null, () => hc.cellName({ q: 0, r: 0 }, 5), /init\(\)/);
  // Constants need no engine.
  assert.deepEqual(hc.FACES.map((f) => f.name), ['S', 'SW', 'NW', 'N', 'NE', 'SE']);
  assert.deepEqual(hc.DIRECTIONS[0], { q: 0, r: 1 });
  // Bytes that are no wasm: the promise rejects with an Error, nothing sticks.
  await assert.rejects(init(new Uint8Array([0, 1, 2, 3])), (e) => e instanceof Error && /could not load the engine/.test(e.message));
  await assert.rejects(init({ module_or_path: new Uint8Array(8) }), /could not load the engine/);
  assert.equal(hc.isReady(), false);
  refuses(null, () => hc.createGame(), /init\(\)/);
  // The real thing, by bytes; later calls are no-ops returning the same promise.
  const bytes = await readFile(new URL('wasm/hex_checkers_bg.wasm', PKG_URL));
  const p = init({ module_or_path: bytes });
  assert.equal(init(), p, 'init is idempotent while loading');
  await p;
  assert.equal(hc.isReady(), true);
  await init();
  await init(new Uint8Array([1, 2]));
  assert.equal(hc.createGame().board.size, 42);
});

// ---- moves ---------------------------------------------------------------------

test('a move that is not legal', () => {
  const game = hc.createGame({ players: 6, radius: 5 });
  const cases = [
    [{ from: { q: 0, r: 0 }, to: { q: 0, r: 1 } }, /not a legal move.*no piece on 0,0/],
    [{ from: { q: 1, r: -5 }, to: { q: 1, r: -4 } }, /not a legal move.*seat 3/],
    [{ from: { q: -1, r: 5 }, to: { q: -1, r: 3 } }, /not a legal move/],
    [{ from: { q: -1, r: 4 }, to: { q: -1, r: 5 } }, /not a legal move/], // backwards, onto own piece
    [{ from: { q: -1, r: 4 }, to: { q: -1, r: 4 } }, /not a legal move/], // nowhere
  ];
  for (const [move, re] of cases) refuses(game, () => game.apply(move), re, JSON.stringify(move));
  // Extra fields that contradict the move are ignored: it is judged by from and to alone.
  const plain = hc.createGame({ players: 6, radius: 5 });
  assert.deepEqual(game.apply({ from: '-1,4', to: '-1,3', capture: { q: 5, r: 5 }, promotes: true }), plain.apply(mv(plain, '-1,4', '-1,3')));
  assert.deepEqual(stateOf(game), stateOf(plain));
  // Capture compulsory, a locked chain.
  const forced = position(hc, 2, 5, 0, [[2, 2, 0, false], [2, 1, 1, false], [-3, 4, 0, false], [-2, -3, 1, false]]);
  refuses(forced, () => forced.apply({ from: '-3,4', to: '-3,3' }), /not a legal move.*capture is compulsory/);
  const chain = position(hc, 2, 5, 0, [[0, 4, 0, false], [0, 3, 1, false], [1, 1, 1, false], [-3, 3, 0, false], [-4, 3, 1, false], [-2, -3, 1, false]]);
  chain.apply(mv(chain, '0,4', '0,2'));
  refuses(chain, () => chain.apply({ from: '-3,3', to: '-5,3' }), /not a legal move/);
  refuses(chain, () => chain.apply({ from: '0,2', to: '0,1' }), /not a legal move/);
});

test('a move object with missing or non-integer fields', () => {
  const game = hc.createGame({ players: 2, radius: 5 });
  const from = { q: -1, r: 4 };
  const cases = [
    [undefined, /move must be an object/],
    [null, /move must be an object/],
    [42, /move must be an object/],
    ['-1,4>-1,3', /move must be an object/],
    [[from, { q: -1, r: 3 }], /move must be an object/],
    [{}, /move\.from must be a hex/],
    [{ from }, /move\.to must be a hex/],
    [{ to: from }, /move\.from must be a hex/],
    [{ from: {}, to: from }, /move\.from must have integer q and r/],
    [{ from: { q: -1 }, to: from }, /move\.from must have integer q and r.*r=undefined/],
    [{ from: { r: 4 }, to: from }, /move\.from must have integer q and r.*q=undefined/],
    [{ from: { q: -1.5, r: 4 }, to: from }, /move\.from must have integer q and r.*q=-1\.5/],
    [{ from: { q: '-1', r: 4 }, to: from }, /move\.from must have integer q and r.*q="-1"/],
    [{ from: { q: NaN, r: 4 }, to: from }, /move\.from must have integer q and r.*q=NaN/],
    [{ from: { q: Infinity, r: 4 }, to: from }, /move\.from must have integer q and r.*q=Infinity/],
    [{ from: { q: -1n, r: 4 }, to: from }, /move\.from must have integer q and r.*q=-1n/],
    [{ from: { q: null, r: 4 }, to: from }, /move\.from must have integer q and r/],
    [{ from, to: { q: -1, r: 3.25 } }, /move\.to must have integer q and r.*r=3\.25/],
    [{ from, to: true }, /move\.to must be a hex/],
  ];
  for (const [move, re] of cases) refuses(game, () => game.apply(move), re, String(re));
});

test('a hex off the board', () => {
  const game = hc.createGame({ players: 2, radius: 5 });
  const cases = [
    [() => game.apply({ from: { q: 9, r: 0 }, to: { q: 0, r: 0 } }), /9,0 is off the board/],
    [() => game.apply({ from: { q: -1, r: 4 }, to: '0,6' }), /0,6 is off the board/],
    [() => game.apply({ from: { q: 2 ** 31, r: 0 }, to: '0,0' }), /move\.from 2147483648,0 is off the board/],
    [() => game.apply({ from: '9999999,0', to: '0,0' }), /move\.from 9999999,0 is off the board/],
    [() => game.movesFrom({ q: 0, r: 6 }), /0,6 is off the board \(radius 5\)/],
    [() => game.movesFrom('3,3'), /3,3 is off the board/],
    [() => game.movesFrom({ q: -(2 ** 53), r: 0 }), /off the board/],
    [() => game.movesFrom('-1048577,0'), /off the board/],
    [() => hc.cellName({ q: 0, r: 6 }, 5), /off a board of radius 5/],
  ];
  for (const [fn, re] of cases) refuses(game, fn, re);
  // The same hex on a bigger board is fine.
  assert.deepEqual(hc.createGame({ players: 2, radius: 6 }).movesFrom({ q: 0, r: 6 }), []);
});

test('a key string that is not "q,r"', () => {
  const game = hc.createGame({ players: 2, radius: 5 });
  for (const bad of ['', '0', '0,', ',0', '0;1', '0,1,2', ' 0,1', '0,1 ', '0, 1', '+1,0', '1.0,0', '1e1,0', 'a,b', '0x1,0', '--1,0', '٣,0', '0,1\n', '12345678,0']) {
    refuses(game, () => game.movesFrom(bad), /hex must be a hex \{q, r\} or a "q,r" key/, JSON.stringify(bad));
    refuses(game, () => game.apply({ from: bad, to: '0,0' }), /move\.from must be a hex \{q, r\} or a "q,r" key/, JSON.stringify(bad));
    refuses(game, () => hc.hexToPixel(bad, 1), /"q,r" key/);
  }
});

// ---- setup -----------------------------------------------------------------------

test('players and radius out of range or of the wrong type', () => {
  for (const players of [0, 1, 7, 100, -6, 2.5, NaN, Infinity, '6', null, true, 6n, [6], { valueOf: () => 6 }]) {
    refuses(null, () => hc.createGame({ players }), /players must be an integer from 2 to 6/, String(players));
    refuses(null, () => hc.seatFaces(players), /players must be an integer from 2 to 6/);
  }
  for (const radius of [0, 1, 9, 64, -5, 5.5, NaN, -Infinity, '5', null, false, 5n]) {
    refuses(null, () => hc.createGame({ radius }), /radius must be an integer from 2 to 8/, String(radius));
    refuses(null, () => hc.homeCells(0, radius), /radius must be an integer from 2 to 8/);
    refuses(null, () => hc.cellName({ q: 0, r: 0 }, radius), /radius must be an integer from 2 to 8/);
    refuses(null, () => hc.parseCellName('a1', radius), /radius must be an integer from 2 to 8/);
  }
  for (const options of [null, 6, 'players=6', true, [2, 5]]) {
    refuses(null, () => hc.createGame(options), /createGame options must be an object/, String(options));
  }
  for (const face of [-1, 6, 1.5, '0', null, undefined, { index: 6 }, { name: 'S' }]) {
    refuses(null, () => hc.facingDirections(face), /face(\.index)? must be an integer from 0 to 5/, String(face));
    refuses(null, () => hc.homeCells(face, 5), /face(\.index)? must be an integer from 0 to 5/);
  }
  for (const radius of [-1, 65, 2.5, '3']) refuses(null, () => hc.boardCells(radius), /radius must be an integer from 0 to 64/);
  for (const size of [0, -1, NaN, Infinity, '10', null, 1e7]) {
    refuses(null, () => hc.hexToPixel({ q: 0, r: 0 }, size), /size must be a positive finite number/);
    refuses(null, () => hc.hexCorners({ q: 0, r: 0 }, size), /size must be a positive finite number/);
    refuses(null, () => hc.pixelToHex({ x: 0, y: 0 }, size), /size must be a positive finite number/);
  }
  for (const point of [null, {}, { x: 1 }, { x: NaN, y: 0 }, { x: 0, y: Infinity }, { x: '1', y: 0 }, [0, 0]]) {
    refuses(null, () => hc.pixelToHex(point, 10), /point must be \{x, y\} with finite numbers/);
  }
  refuses(null, () => hc.pixelToHex({ x: 1e12, y: 0 }, 1), /too far from the centre/);
  refuses(null, () => hc.pixelToHex({ x: 1, y: 1 }, 1e-300), /too far from the centre/);
  for (const name of ['', 'f', 'z1', 'a0', 'a7', 'f12', 'F6', ' f6', 'f6 ', 'f-1', 'ff6']) {
    refuses(null, () => hc.parseCellName(name, 5), /names no cell of a board of radius 5/, JSON.stringify(name));
  }
  for (const name of [6, null, undefined, { toString: () => 'f6' }]) {
    refuses(null, () => hc.parseCellName(name, 5), /cell name must be a string/);
  }
});

// ---- snapshots -------------------------------------------------------------------

test('restore: a malformed or inconsistent snapshot', () => {
  const game = hc.createGame({ players: 3, radius: 5 });
  game.apply(game.legalMoves()[0]);
  const good = text(2, 5, 0, [[0, 2, 0, false], [0, -2, 1, false]]);
  const rows = good.split(' ')[6];
  const two = (turn, pieces, opts) => text(2, 5, turn, pieces, opts);
  const cases = [
    [42, /snapshot must be a string, got 42/],
    [null, /snapshot must be a string, got null/],
    [undefined, /snapshot must be a string/],
    [{ toString: () => good }, /snapshot must be a string, got an object/],
    [['hc1'], /snapshot must be a string, got an array/],
    ['x'.repeat(2 ** 20 + 1), /1048577 characters long/],
    ['', /must start with "hc1 "/],
    ['hc2 2 5 0 - - ' + rows, /must start with "hc1 "/],
    ['HC1 2 5 0 - - ' + rows, /must start with "hc1 "/],
    ['hc1 2 5 0 - -', /7 space-separated fields, got 6/],
    ['hc1 2 5 0 - - ' + rows + ' ', /field extras is malformed/],
    ['hc1 2 5 0 - - ' + rows + ' resigned=1 x', /7 space-separated fields, got 9/],
    ['hc1  2 5 0 - - ' + rows, /field players is malformed/],
    ['hc1\t2\t5\t0\t-\t-\t' + rows, /must start with "hc1 "|7 space-separated/],
    ['hc1 x 5 0 - - ' + rows, /players/],
    ['hc1 1 5 0 - - ' + rows, /players must be an integer from 2 to 6, got 1/],
    ['hc1 7 5 0 - - ' + rows, /players must be an integer from 2 to 6, got 7/],
    ['hc1 02 5 0 - - ' + rows, /players/],
    ['hc1 2 9 0 - - ' + rows, /radius must be an integer from 2 to 8, got 9/],
    ['hc1 2 -5 0 - - ' + rows, /radius/],
    ['hc1 2 4 0 - - ' + rows, /rows|row/],
    ['hc1 2 5 0 - - ' + rows.split('/').slice(1).join('/'), /must have 11 rows for radius 5, got 10/],
    ['hc1 2 5 0 - - ' + rows.replace('/', '//'), /rows/],
    ['hc1 2 5 0 - - ' + rows.replace('......', '.....'), /row \d+ must have \d+ cells, got \d+/],
    ['hc1 2 5 0 - - ' + rows.replace('......', '.......'), /row \d+ must have \d+ cells/],
    ['hc1 2 5 0 - - ' + rows.replace('.', 'x'), /holds 'x', which is no piece/],
    ['hc1 2 5 0 - - ' + rows.replace('.', 'é'), /which is no piece/],
    ['hc1 2 5 0 - - ' + rows.replace('.', 'c'), /piece of seat 2, but the game has 2 seats/],
    [two('x', [[0, 2, 0, false], [0, -2, 1, false]]), /field turn is malformed/],
    [two('5', [[0, 2, 0, false], [0, -2, 1, false]]), /seat 5 is to move, but the game has 2 seats/],
    [two('-', [[0, 2, 0, false], [0, -2, 1, false]]), /not over, so a seat must be to move/],
    [two(1, [[0, 2, 0, false], [0, -2, 1, false], [1, -2, 0, false]]).replace(/b/, '.'), /only one seat has pieces, but no winner/],
    [two(0, []), /no pieces/],
    [two(0, [[0, 0, 0, false], [0, -2, 1, false]]), /man stands on the centre/],
    [two(0, [[0, 2, 0, false], [0, -2, 1, false]], { chain: 'a,b' }), /field chain is malformed/],
    [two(0, [[0, 2, 0, false], [0, -2, 1, false]], { chain: '0,2,1' }), /chain/],
    [two(0, [[0, 2, 0, false], [0, -2, 1, false]], { chain: '9,9' }), /chain cell 9,9 is off the board/],
    [two(0, [[0, 2, 0, false], [0, -2, 1, false]], { chain: '0,-2' }), /chaining piece on 0,-2 is not seat 0's/],
    [two(0, [[0, 2, 0, false], [0, -2, 1, false]], { chain: '0,2' }), /chaining piece on 0,2 has no jump/],
    [two(0, [[0, 2, 0, false], [0, -2, 1, false]], { result: 'x' }), /field result is malformed/],
    [two('-', [[0, 2, 0, false], [0, -2, 1, false]], { result: 'w0' }), /seat 0 is named winner, but it is not the only seat/],
    [two('-', [[0, 2, 0, false]], { result: 'w1' }), /seat 1 is named winner/],
    [two('-', [[0, 2, 0, false]], { result: 'w7' }), /winner seat 7 does not exist/],
    [two(0, [[0, 2, 0, false]], { result: 'w0' }), /game is over, so no seat can be to move/],
    [two('-', [[0, 2, 0, false], [0, -2, 1, false]], { result: 'draw' }), /called a draw, but seat 0 can move/],
    [two('-', [[0, 2, 0, false]], { result: 'w0', chain: '0,2' }), /no piece can be chaining/],
    [text(2, 2, 0, [[0, 2, 0, false], [1, 1, 0, false], [0, -2, 1, false]]), /seat 0 has 2 pieces, more than the 1/],
    [text(2, 5, 1, [...frozenRow(1, 0, 5), [0, 0, 0, true]]), /seat 1 is to move, but has no legal move/],
    [text(6, 5, 2, [[0, 2, 0, false], [0, -2, 1, false]]), /seat 2 is to move, but it is eliminated/],
  ];
  for (const [t, re] of cases) refuses(game, () => game.restore(t), re, `${String(t).slice(0, 60)} ${re}`);
  // Every case left the game playable.
  const m = game.legalMoves()[0];
  assert.ok(m);
  game.apply(m);
  game.restore(good);
  assert.equal(game.snapshot(), good);
});

// ---- after the end -----------------------------------------------------------------

test('anything after the game ended', () => {
  const won = position(hc, 2, 5, 0, [[0, 4, 0, false], [0, 3, 1, false], [-3, 3, 0, false]]);
  won.apply(mv(won, '0,4', '0,2'));
  const pieces = [...frozenRow(0, 3, 5).filter(([q, r]) => !(q === 5 && r === -5)), [5, -4, 0, false], ...frozenRow(1, 0, 5)];
  const drawn = position(hc, 2, 5, 0, pieces);
  drawn.apply(mv(drawn, '5,-4', '5,-5'));
  for (const game of [won, drawn]) {
    assert.equal(game.current, null);
    assert.deepEqual(game.legalMoves(), []);
    refuses(game, () => game.apply({ from: '-3,3', to: '-3,2' }), /the game is over/);
    refuses(game, () => game.apply({ from: '0,2', to: '0,1' }), /the game is over/);
    refuses(game, () => game.apply({ from: '4,-5', to: '5,-5' }), /the game is over|not a legal move/);
    refuses(game, () => game.apply({}), /move\.from must be a hex/);
    refuses(game, () => game.movesFrom('0,9'), /off the board/);
    assert.deepEqual(game.movesFrom('-3,3'), []);
    assert.equal(game.perft(1), 0);
    // A restore is a new state, which is allowed after the end.
    const copy = hc.createGame();
    copy.restore(game.snapshot());
    assert.deepEqual(stateOf(copy), stateOf(game));
  }
  won.restore(hc.createGame().snapshot());
  assert.equal(won.current, 0);
});

test('perft depth out of range', () => {
  const game = hc.createGame();
  for (const d of [-1, 9, 13, 1.5, NaN, '2', null, undefined, 2n]) {
    refuses(game, () => game.perft(d), /depth must be an integer from 0 to 8/, String(d));
  }
  assert.equal(game.perft(0), 1);
  assert.equal(game.perft(1), perftNodes(6, 5, 1));
});

test('the board cannot be changed through the Map', () => {
  const game = hc.createGame({ players: 2 });
  refuses(game, () => game.board.set('0,0', { seat: 0, king: true }), /read-only/);
  refuses(game, () => game.board.delete('-1,5'), /read-only/);
  refuses(game, () => game.board.clear(), /read-only/);
});
