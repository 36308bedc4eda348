// The endings of docs/endings.md through the JS contract, on the built package (pkg/):
// resign, agreeDraw, createGame's rules, result, rules, quietTurns, and
// snapshots that carry them, sentence by sentence; a hostile `rules` object
// gets a clear Error and creates nothing; the contract of docs/contract.md stays exactly as it was.
// Run: bash scripts/build-pkg.sh && node --test tests/js/endings.test.mjs
import test from 'node:test';
import assert from 'node:assert/strict';
import { loadPkg, text, position, frozenRow, mv, keysOf, mulberry32, stateOf } from './helpers.mjs';

const hc = await loadPkg();
const { createGame } = hc;

/** Plays the legal hop from `from` to `to` ("q,r" keys). */
const hop = (game, from, to) => game.apply(mv(game, from, to));

/** A hand-made radius-5 position with house rules, nothing counted but itself. */
function ruled(players, turn, pieces, { noProgress = 0, repetition = 0 } = {}) {
  const items = [`rules=${noProgress},${repetition}`];
  if (noProgress) items.push('quiet=0');
  if (repetition) items.push('seen=1');
  const game = createGame({ players, radius: 5, rules: { noProgress, repetition } });
  game.restore(`${text(players, 5, turn, pieces)} ${items.join(';')}`);
  return game;
}

/** Two kings far apart: every turn is a quiet king step. */
const KINGS = [[-3, 3, 0, true], [3, -3, 1, true]];

/** Both kings out and back: four quiet turns, back where they started. */
function roundTrip(game) {
  return [
    hop(game, '-3,3', '-3,2'),
    hop(game, '3,-3', '3,-2'),
    hop(game, '-3,2', '-3,3'),
    hop(game, '3,-2', '3,-3'),
  ];
}

/** Seat 0's man at (0,4) must jump (0,3) then (1,1): after the first jump. */
function midChain(rules) {
  const pieces = [[0, 4, 0, false], [-4, 3, 0, false], [0, 3, 1, false], [-3, -2, 1, false], [1, 1, 2, false], [5, -3, 2, false]];
  const game = rules ? ruled(3, 0, pieces, rules) : position(hc, 3, 5, 0, pieces);
  assert.equal(hop(game, '0,4', '0,2').chaining, true);
  return game;
}

function assertEnded(game, winner, reason) {
  const draw = winner === null;
  assert.deepEqual(game.result, { winner, draw, reason });
  assert.ok(Object.isFrozen(game.result), 'result is frozen');
  assert.deepEqual(keysOf(game.result), ['draw', 'reason', 'winner']);
  assert.equal(game.winner, winner);
  assert.equal(game.draw, draw);
  assert.equal(game.current, null);
  assert.equal(game.chainFrom, null);
  assert.deepEqual(game.legalMoves(), []);
}

/** restore(snapshot()) gives the same game, rules and counters included. */
function roundTrips(game) {
  const copy = createGame();
  copy.restore(game.snapshot());
  assert.deepEqual(stateOf(copy), stateOf(game));
  assert.deepEqual(copy.rules, game.rules);
  assert.deepEqual(copy.result, game.result);
  if (game.rules.noProgress) assert.equal(copy.quietTurns, game.quietTurns);
  return copy;
}

/** Exactly the shape of apply's result (docs/contract.md). */
function assertApplyShape(res) {
  assert.deepEqual(keysOf(res), ['captured', 'chaining', 'draw', 'eliminated', 'promoted', 'skipped', 'winner']);
  assert.ok(Array.isArray(res.skipped));
}

// ---- docs/contract.md unchanged -----------------------------------------------------------

test('createGame({players, radius}) is the original law: rules off, result null, the old snapshot', () => {
  const game = createGame({ players: 2, radius: 3 });
  assert.deepEqual(game.rules, { noProgress: 0, repetition: 0 });
  assert.ok(Object.isFrozen(game.rules));
  assert.equal(game.quietTurns, 0);
  assert.equal(game.result, null);
  assert.equal(game.snapshot(), 'hc1 2 3 0 - - .bb./..b../....../......./....../..a../.aa.');
  const res = hop(game, '-1,3', '0,3');
  assertApplyShape(res);
  assert.equal(game.snapshot(), 'hc1 2 3 1 - - .bb./..b../....../......./....../..a../.a.a');
  assert.equal(game.quietTurns, 1);
  const same = createGame({ players: 2, radius: 3, rules: { noProgress: 0, repetition: 0 } });
  assert.equal(same.snapshot(), createGame({ players: 2, radius: 3 }).snapshot());
  const alsoSame = createGame({ players: 2, radius: 3, rules: {} });
  assert.deepEqual(alsoSame.rules, { noProgress: 0, repetition: 0 });
});

test('an old snapshot restores with rules off and a result with its reason', () => {
  const game = createGame();
  game.restore('hc1 2 3 - - w0 ..../...../....../......./....../..a../....');
  assertEnded(game, 0, 'last-army');
  assert.deepEqual(game.rules, { noProgress: 0, repetition: 0 });
  const frozen = [...frozenRow(0, 3, 5), ...frozenRow(1, 0, 5)];
  game.restore(text(2, 5, '-', frozen, { result: 'draw' }));
  assertEnded(game, null, 'frozen');
});

// ---- resignation -------------------------------------------------------------------------

test('resigning out of turn: the pieces leave, the seat is eliminated, the turn stays', () => {
  const game = createGame({ players: 3 });
  const res = game.resign(2);
  assertApplyShape(res);
  assert.deepEqual(res, { captured: null, promoted: false, chaining: false, eliminated: 2, skipped: [], winner: null, draw: false });
  assert.equal([...game.board.values()].filter((p) => p.seat === 2).length, 0);
  assert.equal(game.seats[2].eliminated, true);
  assert.equal(game.current, 0);
  assert.equal(game.result, null);
  assert.equal(game.quietTurns, 0);
  roundTrips(game);
});

test('resigning on its own turn passes the turn as after a move, skipping a frozen seat', () => {
  const game = position(hc, 3, 5, 0, [[0, 2, 0, false], [0, -2, 2, false], ...frozenRow(1, 5, 5)]);
  const res = game.resign(0);
  assert.deepEqual(res.skipped, [1]);
  assert.equal(res.eliminated, 0);
  assert.equal(game.current, 2);
});

test('the last resignation leaves a winner at once', () => {
  const game = createGame({ players: 2 });
  const res = game.resign(0);
  assert.equal(res.winner, 1);
  assert.deepEqual(res.skipped, []);
  assertEnded(game, 1, 'last-army');
  roundTrips(game);
});

test('resigning into an all-frozen draw', () => {
  const game = position(hc, 3, 5, 0, [[0, 0, 0, true], ...frozenRow(1, 5, 5), ...frozenRow(2, 1, 5)]);
  const res = game.resign(0);
  assert.equal(res.draw, true);
  assertEnded(game, null, 'frozen');
});

test('resigning mid-chain of another seat ends its turn when its piece has no jump left', () => {
  const game = midChain({ repetition: 2 });
  const res = game.resign(2);
  assert.equal(res.chaining, false);
  assert.equal(game.chainFrom, null);
  assert.equal(game.current, 1);
  assert.match(game.snapshot(), / rules=0,2;seen=1;resigned=2$/, 'the cut chain ended a turn: its position counts');
  roundTrips(game);
});

test('resigning mid-chain of another seat leaves the chain when a jump is left', () => {
  const game = midChain();
  game.resign(1);
  assert.equal(game.current, 0);
  assert.deepEqual(game.chainFrom, { q: 0, r: 2 });
});

test('resigning mid its own chain passes the turn', () => {
  const game = midChain();
  game.resign(0);
  assert.equal(game.chainFrom, null);
  assert.equal(game.current, 1);
});

test('resign is refused after the end, for a seat not in the game and for a bad seat, changing nothing', () => {
  const game = createGame({ players: 3 });
  game.resign(1);
  const before = game.snapshot();
  for (const seat of [1, 3, 5]) {
    assert.throws(() => game.resign(seat), (e) => e instanceof Error && e.message.includes(`seat ${seat}`) && e.reason === 'not-in-game');
  }
  for (const bad of [undefined, null, -1, 0.5, NaN, '0', 6, 2 ** 32, {}, [0]]) {
    assert.throws(() => game.resign(bad), (e) => e instanceof Error && /seat/.test(e.message), String(bad));
  }
  assert.equal(game.snapshot(), before);
  game.resign(2);
  const over = game.snapshot();
  assert.throws(() => game.resign(0), (e) => /over/.test(e.message) && e.reason === 'game-over');
  assert.throws(() => game.agreeDraw(), (e) => /over/.test(e.message) && e.reason === 'game-over');
  assert.equal(game.snapshot(), over);
});

// ---- agreement ---------------------------------------------------------------------------

test('agreeDraw ends the game drawn among the survivors, mid-chain too, and is refused after the end', () => {
  const game = createGame({ players: 3, rules: { noProgress: 30, repetition: 3 } });
  game.resign(1);
  const result = game.agreeDraw();
  assert.deepEqual(result, { winner: null, draw: true, reason: 'agreement' });
  assertEnded(game, null, 'agreement');
  roundTrips(game);
  assert.throws(() => game.agreeDraw(), /over/);
  assert.throws(() => game.apply({ from: '-1,5', to: '0,5' }), /over/);
  const chain = midChain();
  chain.agreeDraw();
  assertEnded(chain, null, 'agreement');
});

// ---- the house rules ---------------------------------------------------------------------

test('no progress: N quiet turns end the game drawn; the counter counts turns and is reset by a capture or a crowning only', () => {
  const game = ruled(2, 0, KINGS, { noProgress: 4 });
  const results = roundTrip(game);
  assert.deepEqual(results.map((r) => r.draw), [false, false, false, true]);
  assert.deepEqual(results[3].skipped, []);
  assert.equal(game.quietTurns, 4);
  assertEnded(game, null, 'no-progress');
  roundTrips(game);

  const crown = position(hc, 2, 5, 0, [[-3, 3, 0, true], [0, 1, 0, false], [3, -3, 1, true]]);
  hop(crown, '-3,3', '-3,2');
  hop(crown, '3,-3', '3,-2');
  assert.equal(crown.quietTurns, 2);
  assert.equal(hop(crown, '0,1', '0,0').promoted, true);
  assert.equal(crown.quietTurns, 0);

  const chain = createGame({ players: 3 });
  chain.restore(`${text(3, 5, 0, [[0, 4, 0, false], [-4, 3, 0, false], [0, 3, 1, false], [-3, -2, 1, false], [1, 1, 2, false], [5, -3, 2, false]])} rules=9,0;quiet=3`);
  assert.equal(chain.quietTurns, 3);
  hop(chain, '0,4', '0,2');
  assert.equal(chain.quietTurns, 0);
  hop(chain, '0,2', '2,0');
  assert.equal(chain.quietTurns, 0);
  hop(chain, '-3,-2', '-2,-2');
  assert.equal(chain.quietTurns, 1);
  chain.resign(2);
  assert.equal(chain.quietTurns, 1, 'a resignation is not a turn');
});

test('a resignation changes neither count, and the snapshot after it keeps the no-progress count', () => {
  // Three seats, no house rule: four quiet turns, then seat 2 resigns.
  const game = position(hc, 3, 5, 0, [[-3, 3, 0, true], [3, -3, 1, true], [0, -4, 2, true]]);
  for (const [f, t] of [['-3,3', '-3,2'], ['3,-3', '3,-2'], ['0,-4', '1,-4'], ['-3,2', '-3,3']]) hop(game, f, t);
  assert.equal(game.quietTurns, 4);
  game.resign(2);
  assert.equal(game.quietTurns, 4, 'a resignation is not a turn');
  // Every undo restores a snapshot: the count must come back with it.
  assert.match(game.snapshot(), / quiet=4;resigned=2$/);
  const copy = createGame();
  copy.restore(game.snapshot());
  assert.equal(copy.quietTurns, 4);
  hop(copy, '3,-2', '3,-3');
  assert.equal(copy.quietTurns, 5);
});

test('snapshot({counters: true}) keeps every count across restore; the plain snapshot stays the original text', () => {
  const game = position(hc, 2, 5, 0, KINGS);
  assert.equal(game.snapshot({ counters: true }), game.snapshot(), 'nothing to carry yet');
  hop(game, '-3,3', '-3,2');
  hop(game, '3,-3', '3,-2');
  const plain = game.snapshot();
  assert.equal(plain.split(' ').length, 7, 'the original law writes its seven fields');
  assert.equal(game.snapshot({ counters: false }), plain);
  const full = game.snapshot({ counters: true });
  assert.equal(full, `${plain} quiet=2`);
  const copy = createGame();
  copy.restore(full);
  assert.equal(copy.quietTurns, 2);
  assert.equal(copy.snapshot(), plain);
  assert.equal(copy.snapshot({ counters: true }), full);
  // The bot's judgement reads the restored count by default.
  assert.deepEqual(copy.drawOffer({ seat: 0, maxNodes: 500 }), copy.drawOffer({ seat: 0, maxNodes: 500, quietTurns: 2 }));
  // Under a no-progress rule the counter is written either way.
  const rule = ruled(2, 0, KINGS, { noProgress: 9 });
  hop(rule, '-3,3', '-3,2');
  assert.equal(rule.snapshot({ counters: true }), rule.snapshot());
  // Bad options: an Error naming them, nothing changed.
  const revoked = Proxy.revocable({}, {});
  revoked.revoke();
  const trap = new Proxy({}, { get() { throw new TypeError('boom'); } });
  [null, 1, 'counters', [true], { counters: 1 }, { counters: 'yes' }, revoked.proxy, trap].forEach((bad, i) => {
    assert.throws(() => game.snapshot(bad), (e) => e instanceof Error && /snapshot/.test(e.message), `bad options #${i}`);
  });
  assert.equal(game.snapshot(), plain, 'nothing changed');
  assert.throws(() => copy.restore(`${plain} quiet=0`), /quiet/, '0 is never written without the rule');
  assert.equal(copy.snapshot({ counters: true }), full);
});

test('the house rules\' limits are the engine\'s, and createGame holds to them', () => {
  assert.deepEqual(hc.RULE_LIMITS, { noProgress: 10000, repetition: 100 });
  assert.ok(Object.isFrozen(hc.RULE_LIMITS));
  const { noProgress, repetition } = hc.RULE_LIMITS;
  assert.equal(createGame({ rules: { noProgress, repetition } }).rules.noProgress, noProgress);
  assert.throws(() => createGame({ rules: { noProgress: noProgress + 1 } }), new RegExp(`0 to ${noProgress}|${noProgress}`));
  assert.throws(() => createGame({ rules: { repetition: repetition + 1 } }), new RegExp(`2 to ${repetition}`));
});

test('repetition: the K-th occurrence ends the game, the start counts, a position after a resignation does not', () => {
  const game = createGame({ players: 2, rules: { repetition: 2 } });
  for (const [f, t] of [['-1,5', '0,5'], ['1,-5', '0,-5'], ['0,5', '-1,5']]) hop(game, f, t);
  assert.equal(game.result, null);
  const last = hop(game, '0,-5', '1,-5');
  assert.equal(last.draw, true);
  assertEnded(game, null, 'repetition');
  roundTrips(game);

  const three = ruled(3, 0, [...KINGS, [0, -4, 2, true]], { repetition: 2 });
  three.resign(2);
  roundTrip(three);
  assert.equal(three.result, null, 'the position after the resignation was not counted');
  hop(three, '-3,3', '-3,2');
  assertEnded(three, null, 'repetition');
});

test('no progress takes precedence over repetition; the law over both', () => {
  const both = ruled(2, 0, KINGS, { noProgress: 4, repetition: 2 });
  roundTrip(both);
  assertEnded(both, null, 'no-progress');
  const pieces = [...frozenRow(0, 3, 5).filter(([q, r]) => !(q === 5 && r === -5)), [5, -4, 0, false], ...frozenRow(1, 0, 5)];
  const law = ruled(2, 0, pieces, { noProgress: 1 });
  hop(law, '5,-4', '5,-5');
  assertEnded(law, null, 'frozen');
});

test('a restored game ends exactly where the original would', () => {
  const game = ruled(2, 0, KINGS, { noProgress: 6, repetition: 3 });
  const copies = [];
  const path = [['-3,3', '-3,2'], ['3,-3', '3,-2'], ['-3,2', '-3,3'], ['3,-2', '3,-3']];
  for (let i = 0; game.result === null; i++) {
    copies.push(roundTrips(game));
    const [f, t] = path[i % 4];
    hop(game, f, t);
    for (const c of copies) {
      hop(c, f, t);
      assert.deepEqual(c.result, game.result);
      assert.equal(c.snapshot(), game.snapshot());
    }
  }
  assertEnded(game, null, 'no-progress');
  assert.equal(copies.length, 6);
});

// ---- hostile rules -----------------------------------------------------------------------

test('a hostile rules object gets a clear Error naming the field, and creates nothing', () => {
  const cases = [
    [{ noProgress: -1 }, /rules\.noProgress/],
    [{ noProgress: NaN }, /rules\.noProgress/],
    [{ noProgress: Infinity }, /rules\.noProgress/],
    [{ noProgress: 1.5 }, /rules\.noProgress/],
    [{ noProgress: '50' }, /rules\.noProgress/],
    [{ noProgress: 10001 }, /rules\.noProgress/],
    [{ noProgress: 50n }, /rules\.noProgress/],
    [{ noProgress: null }, /rules\.noProgress/],
    [{ repetition: 1 }, /rules\.repetition/],
    [{ repetition: -3 }, /rules\.repetition/],
    [{ repetition: '3' }, /rules\.repetition/],
    [{ repetition: 101 }, /rules\.repetition/],
    [{ repetition: { valueOf: () => 3 } }, /rules\.repetition/],
    [{ noprogress: 50 }, /noprogress/],
    [null, /rules must be an object/],
    ['noProgress=50', /rules must be an object/],
    [[50, 3], /rules must be an object/],
    [{ get noProgress() { throw new Error('boom'); } }, /rules\.noProgress/],
    [new Proxy({}, { get() { throw new Error('trap'); }, ownKeys() { throw new Error('trap'); } }), /rules/],
    [(() => { const p = Proxy.revocable({}, {}); p.revoke(); return p.proxy; })(), /rules/],
  ];
  for (const [i, [rules, msg]] of cases.entries()) {
    assert.throws(() => createGame({ players: 2, rules }), (e) => e instanceof Error && !(e instanceof WebAssembly.RuntimeError) && msg.test(e.message), `case ${i}: ${msg}`);
  }
});

test('rules fields are read once: a getter that changes its answer cannot pass the check with one value and reach the engine with another', () => {
  let reads = 0;
  const shifty = { get noProgress() { reads += 1; return reads === 1 ? 40 : -1; }, repetition: 3 };
  const game = createGame({ players: 2, rules: shifty });
  assert.equal(reads, 1);
  assert.deepEqual(game.rules, { noProgress: 40, repetition: 3 });
  const proxied = new Proxy({ noProgress: 12, repetition: 0 }, {});
  assert.deepEqual(createGame({ rules: proxied }).rules, { noProgress: 12, repetition: 0 });
  // The rules object handed back is a copy: changing it changes nothing.
  assert.throws(() => { 'use strict'; game.rules.noProgress = 1; }, TypeError);
  assert.equal(game.rules.noProgress, 40);
});

test('a hostile snapshot of section 7 is refused with an Error and changes nothing', () => {
  const game = ruled(2, 0, KINGS, { noProgress: 9, repetition: 3 });
  hop(game, '-3,3', '-3,2');
  const before = game.snapshot();
  const base = text(2, 5, 0, KINGS);
  for (const bad of [
    `${base} `, `${base} rules=0,1;seen=1`, `${base} rules=3,0;quiet=3`, `${base} rules=3,0`, `${base} bogus=1`,
    `${base} rules=0,2;seen=2:-3,1>-3,3`, `${base} resigned=0`, `${base} rules=0,2;seen=9999999:`,
    base.replace(' 0 - - ', ' - - repetition '), base.replace(' 0 - - ', ' 0 - agreement '),
  ]) {
    assert.throws(() => game.restore(bad), (e) => e instanceof Error && !(e instanceof WebAssembly.RuntimeError), bad);
    assert.equal(game.snapshot(), before);
    assert.equal(game.quietTurns, 1);
  }
});

// ---- random games: resignations and house rules keep every invariant ------------------------

test('random games with random resignations, agreements and house rules keep the result consistent and round-trip', () => {
  const rand = mulberry32(11);
  let ended = 0;
  for (let g = 0; g < 40; g++) {
    const players = 2 + Math.floor(rand() * 5);
    const rules = { noProgress: Math.floor(rand() * 3) * 10, repetition: [0, 2, 3][Math.floor(rand() * 3)] };
    const game = createGame({ players, radius: 3 + Math.floor(rand() * 3), rules });
    for (let h = 0; h < 400 && game.result === null; h++) {
      const x = rand();
      if (x < 0.01) {
        const alive = game.seats.map((s, i) => (s.eliminated ? -1 : i)).filter((i) => i >= 0);
        assertApplyShape(game.resign(alive[Math.floor(rand() * alive.length)]));
      } else if (x < 0.012) {
        game.agreeDraw();
      } else {
        const moves = game.legalMoves();
        game.apply(moves[Math.floor(rand() * moves.length)]);
      }
      if (rules.noProgress) assert.ok(game.quietTurns <= rules.noProgress);
      if (h % 25 === 0) roundTrips(game);
    }
    if (game.result !== null) {
      ended += 1;
      assert.equal(game.winner, game.result.winner);
      assert.equal(game.draw, game.result.draw);
      assert.ok(['last-army', 'frozen', 'agreement', 'no-progress', 'repetition'].includes(game.result.reason));
      if (game.result.reason === 'no-progress') assert.equal(game.quietTurns, rules.noProgress);
      roundTrips(game);
    }
  }
  assert.ok(ended > 20, `only ${ended} of 40 games ended`);
});

// ---- the bot's draw judgement ------------------------------------------------------------

test('drawOffer: a level quiet game is judged dead after a while, by both seats; the game is not changed', () => {
  const game = position(hc, 2, 5, 0, KINGS);
  const before = game.snapshot();
  for (const seat of [0, 1]) {
    const early = game.drawOffer({ seat, quietTurns: 39, level: 4, maxNodes: 3000 });
    assert.deepEqual(keysOf(early), ['accept', 'offer', 'score']);
    assert.equal(early.offer || early.accept, false, JSON.stringify(early));
    const late = game.drawOffer({ seat, quietTurns: 40, level: 4, maxNodes: 3000 });
    assert.equal(late.offer && late.accept, true, JSON.stringify(late));
  }
  assert.equal(game.snapshot(), before);
  // quietTurns defaults to the game's own counter.
  const ruledGame = createGame({ players: 2 });
  ruledGame.restore(`${text(2, 5, 0, KINGS)} rules=20,0;quiet=10`);
  assert.equal(ruledGame.drawOffer({ seat: 0, level: 4, maxNodes: 3000 }).offer, true, 'half way to the no-progress limit');
});

test('drawOffer: ahead it refuses, behind it accepts; out of the game or over it judges nothing', () => {
  const ahead = position(hc, 2, 5, 1, [[-4, 5, 0, true], [-3, 5, 0, true], [-2, 5, 0, true], [3, -3, 1, true]]);
  const leader = ahead.drawOffer({ seat: 0, quietTurns: 30 });
  assert.equal(leader.accept, false, JSON.stringify(leader));
  assert.ok(leader.score > 0);
  const trailer = ahead.drawOffer({ seat: 1, quietTurns: 0, maxNodes: 2000 });
  assert.equal(trailer.accept, true, JSON.stringify(trailer));
  const three = createGame({ players: 3 });
  three.resign(2);
  assert.deepEqual(three.drawOffer({ seat: 2, quietTurns: 500 }), { offer: false, accept: false, score: 0 });
  three.agreeDraw();
  assert.deepEqual(three.drawOffer({ seat: 0, quietTurns: 500 }), { offer: false, accept: false, score: 0 });
});

test('drawOffer: bad options get a clear Error', () => {
  const game = createGame({ players: 2 });
  for (const [opts, msg] of [
    [undefined, /seat/], [{}, /seat/], [{ seat: -1 }, /seat/], [{ seat: 0.5 }, /seat/], [{ seat: '0' }, /seat/],
    [{ seat: 0, level: 9 }, /level/], [{ seat: 0, maxNodes: 0 }, /maxNodes/], [{ seat: 0, quietTurns: -1 }, /quietTurns/],
    [{ seat: 0, quietTurns: NaN }, /quietTurns/], [null, /options must be an object/], [[0], /options must be an object/],
  ]) {
    assert.throws(() => game.drawOffer(opts), (e) => e instanceof Error && msg.test(e.message), String(msg));
  }
});
