// Issue 6, the JS boundary under hostile calls: every method and export is
// called with every kind of bad value. Each answer must be a JS Error with a
// message (never a wasm RuntimeError) or a correct result; the game state
// stays byte-identical unless the call legitimately changed it; and the
// module keeps working afterwards (a full game is played and compared with
// the reference engine at the end).
import test from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { isDeepStrictEqual as same } from 'node:util';
import * as ref from '../reference/hex-checkers-reference.js';
import { perft as refPerft } from '../reference/perft.mjs';
import { perftNodes } from '../shared/perft-checkpoints.mjs';
import { loadPkg, PKG_URL, stateOf, mulberry32, pick, mv, key, moveKeys, moveSet, text, cells } from './helpers.mjs';

const hc = await loadPkg();

/** A 6-player game some hops in (captures likely soon). */
function midGame(seed = 3, hops = 25) {
  const rand = mulberry32(seed);
  const game = hc.createGame();
  for (let i = 0; i < hops; i++) game.apply(pick(rand, game.legalMoves()));
  return game;
}

// ---- the values ---------------------------------------------------------------

/** [label, factory]: a factory, so objects with side effects are fresh each time. */
const VALUES = [
  ['undefined', () => undefined],
  ['null', () => null],
  ['true', () => true],
  ['0', () => 0],
  ['-0', () => -0],
  ['1', () => 1],
  ['-1', () => -1],
  ['NaN', () => NaN],
  ['Infinity', () => Infinity],
  ['-Infinity', () => -Infinity],
  ['0.5', () => 0.5],
  ['2**31', () => 2 ** 31],
  ['2**32+2', () => 2 ** 32 + 2],
  ['2**53', () => 2 ** 53],
  ['-2**31-1', () => -(2 ** 31) - 1],
  ['MAX_VALUE', () => Number.MAX_VALUE],
  ['MIN_VALUE', () => Number.MIN_VALUE],
  ['""', () => ''],
  ['"x"', () => 'x'],
  ['"0,0"', () => '0,0'],
  ['"-0,-0"', () => '-0,-0'],
  ['"1e400,0"', () => '1e400,0'],
  ['"2147483648,0"', () => '2147483648,0'],
  ['lone surrogate', () => '\uD800,0'],
  ['NUL', () => '\0'],
  ['1 MB string', () => 'hc1 '.repeat(262144)],
  ['[]', () => []],
  ['[0, 0]', () => [0, 0]],
  ['{}', () => ({})],
  ['{q, r, extra}', () => ({ q: 0, r: 0, extra: 1, from: 'x' })],
  ['{q} only', () => ({ q: 0 })],
  ['{x, y}', () => ({ x: 0, y: 0 })],
  ['{q: 2**31, r: 0}', () => ({ q: 2 ** 31, r: 0 })],
  ['{q: -0, r: -0}', () => ({ q: -0, r: -0 })],
  ['{q: 0.5, r: 0}', () => ({ q: 0.5, r: 0 })],
  ['{q: "0", r: "0"}', () => ({ q: '0', r: '0' })],
  ['{q: 0n, r: 0n}', () => ({ q: 0n, r: 0n })],
  ['JSON __proto__', () => JSON.parse('{"__proto__": {"q": 0, "r": 0, "players": 2, "from": "0,0"}}')],
  ['Object.create(null)', () => Object.create(null)],
  ['Object.create(null) hex', () => Object.assign(Object.create(null), { q: 0, r: 0 })],
  ['inherited q, r', () => Object.create({ q: 0, r: 0, x: 0, y: 0 })],
  ['throwing getter', () => ({ get q() { throw new Error('getter boom'); }, get r() { return 0; }, get from() { throw new Error('getter boom'); }, get players() { throw new Error('getter boom'); }, get index() { throw new Error('getter boom'); }, get x() { throw new Error('getter boom'); } })],
  ['Proxy (plain)', () => new Proxy({ q: 0, r: 0 }, {})],
  ['Proxy (throwing traps)', () => new Proxy({}, { get() { throw new Error('trap boom'); }, has() { throw new Error('trap boom'); }, getPrototypeOf() { throw new Error('trap boom'); }, ownKeys() { throw new Error('trap boom'); } })],
  ['revoked Proxy', () => { const p = Proxy.revocable({}, {}); p.revoke(); return p.proxy; }],
  ['frozen hex', () => Object.freeze({ q: 0, r: 0 })],
  ['toPrimitive', () => ({ [Symbol.toPrimitive]() { throw new Error('coerced!'); }, toString() { throw new Error('coerced!'); } })],
  ['valueOf 3', () => ({ valueOf: () => 3, toString: () => '0,0' })],
  ['new Number(3)', () => new Number(3)],
  ['new String("0,0")', () => new String('0,0')],
  ['1n', () => 1n],
  ['2n**64n', () => 2n ** 64n],
  ['Symbol', () => Symbol('s')],
  ['function', () => () => 0],
  ['Int32Array', () => new Int32Array([0, 0])],
  ['Map', () => new Map([['q', 0], ['r', 0]])],
  ['Date', () => new Date(0)],
];

// ---- the calls ----------------------------------------------------------------

const isHex = (h) => h !== null && typeof h === 'object' && Number.isInteger(h.q) && Number.isInteger(h.r)
  && !Object.is(h.q, -0) && !Object.is(h.r, -0);
const isPoint = (p) => Number.isFinite(p.x) && Number.isFinite(p.y);
/** a is b to 1e-9 (relative), or both below 1e-300 (sizes down to Number.MIN_VALUE). */
const near = (a, b) => Math.abs(a - b) <= 1e-9 * Math.abs(b) + 1e-300;
const MOVER = { q: -4, r: 5 }; // seat 0's corner man... see legalFrom()
const START = hc.createGame().snapshot();
/** The reference engine in the position of `game`. */
const refOf = (game) => {
  const r = ref.createGame();
  r.restore(game.snapshot());
  return r;
};
/** The face index a facingDirections/homeCells argument names (a number or a FACES entry). */
const faceOf = (v) => (typeof v === 'object' && v !== null ? v.index : v);
const sortedKeys = (hexes) => hexes.map(key).sort();

// Every hex-like value above that a call may accept ("0,0", "-0,-0", {q: 0, r: 0}
// in its many wrappings) names the centre, and every point-like one the
// origin: an accepted value must give the centre's exact answer.
const CENTRE = { q: 0, r: 0 };

/**
 * [name, call(v, game), check(result, game, v)]. `check` says whether a
 * returned value is the correct answer for that call with the value v.
 */
const CALLS = [
  ['createGame(v)', (v) => hc.createGame(v), (g) => g.snapshot() === START],
  ['createGame({players: v})', (v) => hc.createGame({ players: v }), (g, _, v) => g.players === (v ?? 6) && g.radius === 5 && g.current === 0],
  ['createGame({radius: v})', (v) => hc.createGame({ radius: v }), (g, _, v) => g.radius === (v ?? 5) && g.players === 6 && g.current === 0],
  ['game.movesFrom(v)', (v, g) => g.movesFrom(v), (r, g) => same(moveSet(r), moveSet(g.legalMoves().filter((m) => key(m.from) === key(CENTRE))))],
  ['game.apply(v)', (v, g) => g.apply(v), null],
  ['game.apply({from: v, to})', (v, g) => g.apply({ from: v, to: { q: 0, r: 9 } }), null],
  ['game.apply({from, to: v})', (v, g) => g.apply({ from: legalFrom(g), to: v }), null],
  ['game.restore(v)', (v, g) => g.restore(v), null],
  ['game.perft(v)', (v, g) => g.perft(v), (n, g, v) => n === refPerft(refOf(g), v)],
  ['facingDirections(v)', (v) => hc.facingDirections(v), (r, _, v) => same(r, [2, 3, 4, 5].map((k) => ({ ...hc.DIRECTIONS[(faceOf(v) + k) % 6] })))],
  ['homeCells(v, 5)', (v) => hc.homeCells(v, 5), (r, _, v) => r.every(isHex) && same(sortedKeys(r), sortedKeys(ref.homeCells(faceOf(v), 5)))],
  ['homeCells(0, v)', (v) => hc.homeCells(0, v), (r, _, v) => r.every(isHex) && same(sortedKeys(r), sortedKeys(ref.homeCells(0, v)))],
  ['seatFaces(v)', (v) => hc.seatFaces(v), (r, _, v) => same(r, ref.seatFaces(v))],
  ['boardCells(v)', (v) => hc.boardCells(v), (r, _, v) => same(r, cells(v))],
  ['hexToPixel(v, 10)', (v) => hc.hexToPixel(v, 10), (p) => same(p, { x: 0, y: 0 })],
  ['hexToPixel(hex, v)', (v) => hc.hexToPixel({ q: 1, r: 1 }, v), (p, _, v) => near(p.x, v * Math.sqrt(3) * 1.5) && near(p.y, v * 1.5)],
  ['pixelToHex(v, 10)', (v) => hc.pixelToHex(v, 10), (h) => same(h, CENTRE)],
  ['pixelToHex(point, v)', (v) => hc.pixelToHex({ x: 3, y: 4 }, v),
    (h, _, v) => isHex(h) && ((c) => Math.hypot(c.x - 3, c.y - 4) <= v * (1 + 1e-9))(hc.hexToPixel(h, v))], // within its cell's circumradius
  ['hexCorners(v, 10)', (v) => hc.hexCorners(v, 10), (r) => same(r, hc.hexCorners(CENTRE, 10))],
  ['hexCorners(hex, v)', (v) => hc.hexCorners(CENTRE, v), (r, _, v) => r.length === 6 && r.every((c) => isPoint(c) && near(Math.hypot(c.x, c.y), v))],
  ['cellName(v, 5)', (v) => hc.cellName(v, 5), (s) => s === 'f6'],
  ['cellName(hex, v)', (v) => hc.cellName(CENTRE, v), (s, _, v) => s === `${String.fromCharCode(97 + v)}${v + 1}`],
  ['parseCellName(v, 5)', (v) => hc.parseCellName(v, 5), (h, _, v) => isHex(h) && hc.cellName(h, 5) === String(v)],
  ['parseCellName("f6", v)', (v) => hc.parseCellName('f6', v), (h, _, v) => isHex(h) && hc.cellName(h, v) === 'f6'],
  ['board.get(v)', (v, g) => g.board.get(v), (r, g, v) => same(r, refOf(g).board.get(v))],
];

/** The bot's entry points (a move returned must be one of legalMoves()). */
const isLegal = (m, g) => (m === null && g.current === null) || g.legalMoves().some((x) => JSON.stringify(x) === JSON.stringify(m));
const BOT_CALLS = [
  ['game.bestMove(v)', (v, g) => g.bestMove(v), isLegal],
  ['game.bestMove({level: v})', (v, g) => g.bestMove({ level: v, maxNodes: 2000 }), isLegal],
  ['game.bestMove({seed: v})', (v, g) => g.bestMove({ level: 2, seed: v, maxNodes: 2000 }), isLegal],
  ['game.bestMove({timeMs: v})', (v, g) => g.bestMove({ level: 2, timeMs: v, maxNodes: 2000 }), isLegal],
  ['game.analyse({maxNodes: v})', (v, g) => g.analyse({ level: 1, maxNodes: v }), (r, g) => isLegal(r.move, g) && Number.isInteger(r.nodes)],
];

/** A cell holding a piece that can move now. */
function legalFrom(game) {
  const m = game.legalMoves()[0];
  return m ? m.from : MOVER;
}

/** One hostile call: an Error with a message, or a correct result; state unchanged unless legitimately changed. */
function hostile(name, call, check, label, make, game) {
  const before = stateOf(game);
  const value = make();
  let result;
  let threw = null;
  try {
    result = call(value, game);
  } catch (e) {
    threw = e;
  }
  const what = `${name} with ${label}`;
  if (threw !== null) {
    assert.ok(threw instanceof Error, `${what}: threw a non-Error ${String(threw)}`);
    assert.ok(!(threw instanceof WebAssembly.RuntimeError), `${what}: the wasm trapped: ${threw.message}`);
    assert.ok(typeof threw.message === 'string' && threw.message.length > 5, `${what}: a message`);
    assert.deepEqual(stateOf(game), before, `${what}: state unchanged after the error`);
    return 'error';
  }
  if (check === null) {
    // apply / restore succeeding with a hostile value would be a bug here:
    // none of the values names a legal move or a valid snapshot.
    assert.fail(`${what}: accepted (returned ${JSON.stringify(result)})`);
  }
  assert.ok(check(result, game, value), `${what}: a wrong result ${JSON.stringify(result)}`);
  assert.deepEqual(stateOf(game), before, `${what}: a query changed the state`);
  return 'ok';
}

test('the matrix: every call with every hostile value', () => {
  const game = midGame();
  const start = game.snapshot();
  const tally = { error: 0, ok: 0 };
  for (const [name, call, check] of CALLS) {
    for (const [label, make] of VALUES) tally[hostile(name, call, check, label, make, game)]++;
  }
  assert.equal(game.snapshot(), start);
  // The bot, where the package has it (its own tests are its owner's).
  if (typeof game.bestMove === 'function') {
    for (const [name, call, check] of BOT_CALLS) {
      for (const [label, make] of VALUES) tally[hostile(name, call, check, label, make, game)]++;
    }
    // The bot calls left no trace: the evaluation is that of a fresh game in the same position.
    const fresh = hc.createGame();
    fresh.restore(start);
    assert.deepEqual(game.evaluate(), fresh.evaluate());
  }
  assert.equal(game.snapshot(), start);
  assert.ok(tally.error > 1000 && tally.ok > 50, JSON.stringify(tally));
});

test('the matrix on a finished game and mid-chain', () => {
  const won = hc.createGame({ players: 3 });
  won.restore(text(3, 5, '-', [[1, 3, 0, true]], { result: 'w0' }));
  const chain = hc.createGame({ players: 2 });
  chain.restore(text(2, 5, 0, [[0, 2, 0, false], [1, 1, 1, false], [-2, -3, 1, false]], { chain: '0,2' }));
  assert.deepEqual(chain.chainFrom, { q: 0, r: 2 });
  for (const game of [won, chain]) {
    for (const [name, call, check] of CALLS.filter(([n]) => n.startsWith('game.'))) {
      for (const [label, make] of VALUES) hostile(name, call, check, label, make, game);
    }
  }
});

test('results are correct where a hostile-looking value is valid', () => {
  const game = hc.createGame({ players: 2 });
  assert.deepEqual(game.movesFrom(Object.freeze({ q: -1, r: 4 })), game.movesFrom({ q: -1, r: 4 }));
  assert.deepEqual(game.movesFrom(new Proxy({ q: -1, r: 4 }, {})), game.movesFrom('-1,4'));
  assert.deepEqual(game.movesFrom(Object.assign(Object.create(null), { q: -1, r: 4 })), game.movesFrom('-1,4'));
  assert.deepEqual(game.movesFrom({ q: -0, r: 4, extra: [] }), game.movesFrom('0,4'));
  assert.deepEqual(hc.hexToPixel({ q: -0, r: -0 }, 10), { x: 0, y: 0 });
  assert.ok(!Object.is(hc.hexToPixel({ q: -0, r: -0 }, 10).x, -0));
  assert.equal(hc.createGame(Object.freeze({ players: 2, radius: 3 })).board.size, 6);
  assert.equal(hc.createGame(Object.create(null)).players, 6);
  assert.equal(hc.createGame({ players: 3, radius: 4, colour: 'red' }).players, 3);
  assert.deepEqual(hc.facingDirections(hc.FACES[3]), hc.facingDirections(3));
  // A JSON move (as from a network peer) with a __proto__ key is just data.
  const snap = game.snapshot();
  const m = JSON.parse('{"from": {"q": -1, "r": 4}, "to": {"q": -1, "r": 3}, "__proto__": {"from": "0,0"}}');
  assert.equal(game.apply(m).captured, null);
  assert.equal(game.board.get('-1,3').seat, 0);
  game.restore(snap);
  // A frozen move, and a move whose fields are Proxies.
  const legal = game.legalMoves()[0];
  const frozen = Object.freeze({ from: Object.freeze({ ...legal.from }), to: Object.freeze({ ...legal.to }) });
  const g2 = hc.createGame({ players: 2 });
  assert.deepEqual(game.apply(frozen), g2.apply(new Proxy(legal, {})));
  assert.equal(game.snapshot(), g2.snapshot());
  // Fixed bugs: a far point answered {q: 0, r: 0}; a 7-digit key slipped past the coordinate limit.
  assert.throws(() => hc.pixelToHex({ x: 1e12, y: -1e12 }, 1), /too far from the centre/);
  assert.throws(() => hc.pixelToHex({ x: 1, y: 1 }, Number.MIN_VALUE), /too far from the centre/);
  assert.throws(() => hc.hexToPixel('9999999,0', 1), /off the board/);
  assert.throws(() => hc.hexCorners({ q: 2 ** 31, r: 0 }, 1), /off the board/);
  assert.deepEqual(hc.pixelToHex(hc.hexToPixel({ q: 2 ** 20, r: -(2 ** 20) }, 1), 1), { q: 2 ** 20, r: -(2 ** 20) });
  assert.throws(() => hc.createGame([6, 5]), /options must be an object/);
});

test('the getters cannot be assigned, and methods need their game', () => {
  const game = midGame(5, 10);
  const before = stateOf(game);
  for (const field of ['board', 'seats', 'current', 'chainFrom', 'winner', 'draw', 'players', 'radius']) {
    assert.throws(() => { game[field] = 1; }, TypeError, field);
  }
  const { legalMoves, apply } = game;
  assert.throws(() => legalMoves(), TypeError);
  assert.throws(() => apply.call({}, game.legalMoves()[0]), TypeError);
  const desc = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(game), 'board');
  assert.throws(() => desc.get.call(hc.createGame), TypeError);
  assert.doesNotThrow(() => JSON.stringify(game));
  assert.deepEqual(stateOf(game), before);
});

// ---- stale moves and re-entrance ---------------------------------------------------

test('a move object taken from an earlier position', () => {
  const rand = mulberry32(11);
  const game = hc.createGame();
  const r = ref.createGame();
  const old = [];
  for (let i = 0; i < 120 && game.current !== null; i++) {
    const moves = game.legalMoves();
    old.push(...moves);
    // Try a few stale moves first: legal now (by from and to) or refused, nothing in between.
    for (let k = 0; k < 4; k++) {
      const stale = old[Math.floor(rand() * old.length)];
      const legalNow = moveKeys(moves).includes(moveKeys([stale])[0]);
      const before = stateOf(game);
      if (legalNow) {
        assert.deepEqual(game.apply(stale), r.apply(stale));
        assert.equal(game.snapshot(), r.snapshot());
        break;
      }
      assert.throws(() => game.apply(stale), /not a legal move/);
      assert.deepEqual(stateOf(game), before);
    }
    if (game.current === null) break;
    const now = game.legalMoves();
    const m = now[Math.floor(rand() * now.length)];
    assert.deepEqual(game.apply(m), r.apply(m));
  }
  assert.equal(game.snapshot(), r.snapshot());
});

test('calls re-entered from inside a getter', () => {
  // (a) `from` getter plays another move first: the outer move is judged on the new position.
  {
    const game = hc.createGame({ players: 2 });
    const r = ref.createGame({ players: 2 });
    const first = game.legalMoves()[0];
    let calls = 0;
    let second = null;
    const sneaky = {
      get from() {
        calls++;
        game.apply(first);
        second = game.legalMoves()[0];
        return second.from;
      },
      get to() { return second.to; },
    };
    const res = game.apply(sneaky);
    assert.equal(calls, 1, 'each field is read once');
    r.apply(first);
    assert.deepEqual(res, r.apply(second));
    assert.equal(game.snapshot(), r.snapshot());
    assert.deepEqual(stateOf(game).board, stateOf(r).board, 'the board cache follows');
  }
  // (b) `to` getter restores the start: the move is applied to the start position.
  {
    const game = midGame(8, 12);
    const start = hc.createGame();
    const m = start.legalMoves()[1];
    const res = game.apply({ from: m.from, get to() { game.restore(start.snapshot()); return m.to; } });
    assert.deepEqual(res, start.apply(m));
    assert.equal(game.snapshot(), start.snapshot());
  }
  // (c) A getter that re-enters apply with an illegal move and swallows the error.
  {
    const game = hc.createGame();
    const m = game.legalMoves()[0];
    const res = game.apply({
      get from() {
        assert.throws(() => game.apply({ from: '0,0', to: '0,1' }), /not a legal move/);
        return m.from;
      },
      to: m.to,
    });
    const copy = hc.createGame();
    assert.deepEqual(res, copy.apply(m));
    assert.equal(game.snapshot(), copy.snapshot());
  }
  // (d) A getter that plays the game to its end: the outer apply is then refused, state as the getter left it.
  {
    const game = hc.createGame({ players: 2 });
    game.restore(winIn1());
    const m = game.legalMoves()[0];
    let after = null;
    assert.throws(() => game.apply({ get from() { game.apply(m); after = game.snapshot(); return m.from; }, to: m.to }), /the game is over/);
    assert.equal(game.snapshot(), after);
    assert.notEqual(game.winner, null);
  }
  // (e) movesFrom with a getter that moves: the answer is for the new position.
  {
    const game = hc.createGame();
    const first = game.legalMoves()[0];
    const got = game.movesFrom({ get q() { game.apply(first); return first.to.q; }, r: first.to.r });
    assert.deepEqual(got, game.movesFrom(first.to));
    assert.equal(game.current, 1);
    assert.deepEqual(got, [], 'seat 0 is no longer to move');
  }
  // (f) A getter reading board, legalMoves and snapshot mid-call is harmless.
  {
    const game = hc.createGame();
    const m = game.legalMoves()[0];
    const seen = [];
    game.apply({ get from() { seen.push(game.board.size, game.legalMoves().length, game.snapshot()); return m.from; }, to: m.to });
    assert.equal(game.board.get(key(m.to)).seat, 0);
    assert.equal(game.board.get(key(m.from)), undefined);
    assert.equal(seen[0], 42);
  }
  // (g) A getter re-entering restore with garbage: the error surfaces, nothing changed.
  {
    const game = midGame(9, 7);
    const before = stateOf(game);
    assert.throws(() => game.apply({ get from() { game.restore('hc1 garbage'); return '0,0'; }, to: '0,1' }), /snapshot/);
    assert.deepEqual(stateOf(game), before);
  }
  // (h) createGame options whose getter uses another game.
  {
    const other = hc.createGame();
    const g = hc.createGame({ get players() { other.apply(other.legalMoves()[0]); return 4; } });
    assert.equal(g.players, 4);
    assert.equal(other.current, 1);
  }
});

test('each input field is read once (a getter cannot answer the check and the engine differently)', () => {
  /** An object whose fields answer `first` on the first read, then `later`, counting reads. */
  const fickle = (first, later) => {
    const reads = {};
    const o = {};
    for (const k of Object.keys(first)) {
      Object.defineProperty(o, k, { enumerable: true, get() { reads[k] = (reads[k] ?? 0) + 1; return reads[k] === 1 ? first[k] : later[k]; } });
    }
    return { o, reads };
  };
  const once = (reads) => Object.values(reads).every((n) => n === 1);
  let f = fickle({ x: 1, y: 1 }, { x: NaN, y: {} });
  assert.deepEqual(hc.pixelToHex(f.o, 10), { q: 0, r: 0 });
  assert.ok(once(f.reads), JSON.stringify(f.reads));
  f = fickle({ players: 2, radius: 3 }, { players: 'x', radius: Symbol('r') });
  assert.equal(hc.createGame(f.o).board.size, 6);
  assert.ok(once(f.reads), JSON.stringify(f.reads));
  f = fickle({ q: -1, r: 4 }, { q: 2 ** 40, r: NaN });
  const game = hc.createGame({ players: 2 });
  assert.deepEqual(game.movesFrom(f.o), game.movesFrom('-1,4'));
  assert.ok(once(f.reads));
  f = fickle({ index: 2 }, { index: 99 });
  assert.deepEqual(hc.facingDirections(f.o), hc.facingDirections(2));
  assert.ok(once(f.reads));
  const m = game.legalMoves()[0];
  f = fickle({ from: m.from, to: m.to }, { from: '0,0', to: null });
  const copy = hc.createGame({ players: 2 });
  assert.deepEqual(game.apply(f.o), copy.apply(m));
  assert.ok(once(f.reads));
  assert.equal(game.snapshot(), copy.snapshot());
});

/** A 2-player position where seat 0 wins with its one legal jump. */
function winIn1() {
  const g = hc.createGame({ players: 2 });
  const t = text(2, 5, 0, [[0, 4, 0, false], [0, 3, 1, false]]);
  g.restore(t);
  assert.equal(g.legalMoves().length, 1);
  return t;
}

// ---- the raw wasm exports (pkg/wasm/hex_checkers.js), below the checks -----------------

test('the raw wasm layer refuses extreme numbers without trapping', async () => {
  // The wrapper checks types first, but the Rust layer must stand on its own:
  // i32::MIN once overflowed `abs()` there (a trap in debug builds, a
  // slipped coordinate check in release).
  const raw = await import(new URL('wasm/hex_checkers.js', PKG_URL).href);
  const ints = [0, -1, 5, 9, 64, 65, 2 ** 20, 2 ** 20 + 1, 2 ** 31 - 1, -(2 ** 31), 2 ** 31, 2 ** 32 - 1, NaN, Infinity, -1e300, 0.5];
  const g = new raw.WasmGame(6, 5);
  const start = g.snapshot();
  const call = (f) => {
    try {
      return f();
    } catch (e) {
      assert.ok(e instanceof Error && !(e instanceof WebAssembly.RuntimeError), String(e));
      return e;
    }
  };
  for (const a of ints) {
    call(() => new raw.WasmGame(a, 5));
    call(() => new raw.WasmGame(6, a));
    call(() => raw.facingDirections(a));
    call(() => raw.seatFaces(a));
    call(() => raw.boardCells(a));
    if (!(a >= 0 && a <= 12)) call(() => g.perft(a));
    for (const b of ints) {
      call(() => g.onBoard(a, b));
      call(() => g.apply(a, b, 0, 0));
      call(() => g.apply(-1, 4, a, b));
      call(() => raw.homeCells(a, b));
      call(() => raw.cellName(a, b, 5));
      call(() => raw.cellName(0, 0, a));
      call(() => raw.hexToPixel(a, b, 10));
      call(() => raw.hexCorners(a, b, 1e300));
      call(() => raw.pixelToHex(a, b, 1e-300));
    }
  }
  assert.equal(g.snapshot(), start);
  assert.equal(g.onBoard(-(2 ** 31), 0), false);
  // A refused hop answers 0; its Error is refusal()'s.
  assert.equal(g.apply(-(2 ** 31), 0, 0, 0), 0);
  assert.match(g.refusal().message, /^hex -2147483648,0 is off the board$/);
  assert.match(call(() => raw.cellName(0, -(2 ** 31), 5)).message, /^hex 0,-2147483648 is off the board$/);
  g.free();
});

// ---- init under hostile input, in a fresh process ------------------------------------

test('init with hostile input in a fresh process: refused or loaded, never stuck', () => {
  const script = `
    const m = await import(${JSON.stringify(PKG_URL.href)});
    const out = [];
    for (const bad of [{}, 42, 'not a url', new Uint8Array(3), { module_or_path: null }]) {
      try { await m.default(bad); out.push('loaded?'); } catch (e) { out.push(e instanceof Error && /could not load/.test(e.message) ? 'refused' : 'odd:' + e); }
      if (m.isReady()) break;
    }
    await m.default(null);
    out.push(m.isReady() ? 'ready' : 'not ready');
    out.push(String(m.createGame().perft(2)));
    console.log(out.join(' '));
  `;
  const got = execFileSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim();
  assert.equal(got, `refused refused refused refused refused ready ${perftNodes(6, 5, 2)}`);
});

// ---- still working afterwards ----------------------------------------------------------

test('the module keeps working after the matrix: a full game against the reference', () => {
  const rand = mulberry32(2024);
  const game = hc.createGame({ players: 4, radius: 4 });
  const r = ref.createGame({ players: 4, radius: 4 });
  let hops = 0;
  while (game.current !== null && hops < 800) {
    const m = pick(rand, game.legalMoves());
    assert.deepEqual(game.apply(m), r.apply(m));
    hops++;
  }
  assert.deepEqual(stateOf(game), stateOf(r));
  assert.ok(hops > 20);
  assert.equal(hc.createGame().perft(3), perftNodes(6, 5, 3));
  assert.equal(mv(hc.createGame({ players: 2 }), '-1,4', '-1,3').promotes, false);
});
