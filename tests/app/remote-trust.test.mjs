// What every device accepts of a remote record, tested as an attacker would: a relay that rewrites a
// signature into its twin (s -> n - s), a turn stamped in the future, a claim on time before the
// deadline, times going backwards, a seat taken by a device it was not given to, one key for two seats,
// a bot hop the bot would not play, two tabs of one browser signing for one seat, a name with a
// direction override. Every refusal names its turn and its reason code (chain.js REASONS).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { ready, createGame as engineCreate } from '../../www/element/engine.js';
import { makeSettings } from '../../www/element/record.js';
import {
  addTurn, bindSeat, checkJoin, checkLiveHops, CLOCK_SKEW_MS, crossVerdict, crossWords, extendRecord, fromTurn,
  joinRequest, liveRefusal, mergeRecords, newRecord, readHead, REASONS, RemoteError, seatOfKey,
  signedText, signVote, standIns, unboundSeats, verifyRecord,
} from '../../www/app/remote/chain.js';
import { checkBots, verifyWords } from '../../www/app/remote/fair.js';
import { joinLink, readJoin } from '../../www/app/remote/link.js';
import { isLowS, lowS, makeKeyPair, sha256, sign, twinSignature, verify } from '../../www/app/remote/sign.js';
import {
  MIN, T0, botTurn, forgeTurn, makeRecord, remoteGame, seatFriends, someTurn,
} from './remote-games.mjs';

await ready;

const ID = 'trusttrusttrust1';
const clone = (x) => structuredClone(x);
const fixture = (name) => readFileSync(new URL(`../../crates/cli/tests/data/${name}`, import.meta.url), 'utf8');

/** A table of `kinds` (the creator's seats, friends' "remote"), every friend's seat bound unless `seat` is false. */
async function table({ kinds = ['human', 'remote'], deadline = 0, names = ['Ann', 'Bob', 'Cy'], seat = true, now = T0, format = 2 } = {}) {
  const creator = await makeKeyPair();
  const pairs = await Promise.all(kinds.map((k) => (k === 'remote' ? makeKeyPair() : creator)));
  const settings = makeSettings(kinds.length, 4, names, kinds, 42);
  let state = await verifyRecord(await makeRecord({ settings, kinds, deadline, pair: creator, now, id: ID, format }));
  if (seat) state = await seatFriends(state, pairs, creator);
  return { state, creator, pairs };
}

/** Plays `n` turns, the seat to move's first legal hops, one minute apart from T0. */
async function play(state, pairs, n, start = T0) {
  let s = state;
  for (let t = 0; t < n && s.game.current !== null; t++) s = await addTurn(s, { ...someTurn(s), at: start + MIN * (s.turns.length + 1) }, pairs[s.game.current]);
  return s;
}

/** Asserts a RemoteError with `code` at `turn`, its message naming the turn. */
function refusal(code, turn = null) {
  return (e) => {
    assert.ok(e instanceof RemoteError, e.stack);
    assert.equal(e.code, code, e.message);
    assert.equal(e.turn, turn, e.message);
    assert.ok(REASONS[code], `reason ${code} has words`);
    if (turn !== null) assert.match(e.message, new RegExp(`^turn ${turn + 1}: `));
    return true;
  };
}

// ---- 1. no forks from malleability ----------------------------------------------------------------

test('a signature\'s twin (r, n - s) checks out without the key; this device signs only low-s', async () => {
  const pair = await makeKeyPair();
  for (let k = 0; k < 16; k++) {
    const sig = await sign(pair.privateKey, `text ${k}`);
    assert.ok(isLowS(sig), 'signed in the low-s form');
    const twin = twinSignature(sig);
    assert.notEqual(twin, sig);
    assert.ok(!isLowS(twin));
    assert.equal(await verify(pair.publicKey, twin, `text ${k}`), true, 'the twin is as valid: anyone can make it');
    assert.equal(lowS(twin), sig);
  }
});

test('a relay that rewrites the last signature into its twin forks nothing: both devices go on together', async () => {
  const { state, pairs } = await table();
  const played = await play(state, pairs, 5);
  // The relay passes turn 5 to Bob with its signature rewritten s -> n - s.
  const relayed = clone(played.record);
  relayed.turns[4][4] = twinSignature(relayed.turns[4][4]);
  const bob = await verifyRecord(relayed, { now: T0 + 60 * MIN });
  assert.equal(bob.turns.length, 5, 'the twin is a valid signature: Bob takes the turn');
  // Ann holds the original: the twin is the same turn, not a fork.
  assert.equal((await extendRecord(played, relayed)).status, 'same');
  // Bob signs turn 6 over the twin he holds; Ann takes it, and Bob takes Ann's turn 7 in return.
  const bob6 = await addTurn(bob, { ...someTurn(bob), at: T0 + 6 * MIN }, pairs[bob.game.current]);
  const ann = await extendRecord(played, fromTurn(bob6.record, 5));
  assert.equal(ann.status, 'newer');
  const ann7 = await addTurn(ann.state, { ...someTurn(ann.state), at: T0 + 7 * MIN }, pairs[ann.state.game.current]);
  assert.equal((await extendRecord(bob6, ann7.record)).state.turns.length, 7);
});

test('a record of format 1 with high-s signatures still reads, and its twin with a longer line is taken, not a fork', async () => {
  const old = JSON.parse(fixture('remote-ok.json'));
  assert.equal(old.hcr, 1);
  const high = old.turns.filter((t) => !isLowS(t[4])).length;
  assert.ok(high > 5, `the fixture, made before low-s, carries high-s signatures (${high})`);
  assert.equal((await verifyRecord(old)).turns.length, old.turns.length);
  // Format 1 hashes signature bytes: a twin of turn 4 followed by turns signed over it is another valid line.
  const { state, pairs } = await remoteGame({ kinds: ['human', 'remote'], hops: 6, format: 1 });
  const held = { ...state.record, turns: state.record.turns.slice(0, 4) };
  const heldState = await verifyRecord(held);
  const twin = clone(held);
  twin.turns[3][4] = twinSignature(twin.turns[3][4]);
  const other = await addTurn(await verifyRecord(twin), { ...someTurn(await verifyRecord(twin)), at: T0 + 10 * MIN }, pairs[heldState.game.current]);
  assert.equal(mergeRecords(held, twin).status, 'same', 'a twin of the same length is the same turn');
  const taken = await extendRecord(heldState, other.record);
  assert.equal(taken.status, 'newer');
  assert.equal(taken.state.turns.length, 5);
});

// ---- 2. time that cannot be faked -----------------------------------------------------------------

test('a turn stamped later than this device\'s clock plus the skew is refused; within the skew it is taken', async () => {
  const { state, pairs } = await table();
  const now = T0 + 10 * MIN;
  const ok = await addTurn(state, { ...someTurn(state), at: now + CLOCK_SKEW_MS }, pairs[0], { now });
  assert.equal(ok.turns.length, 1);
  const record = clone(state.record);
  record.turns.push(await forgeTurn(state, { ...someTurn(state), at: now + CLOCK_SKEW_MS + 1 }, pairs[0]));
  await assert.rejects(verifyRecord(record, { now }), refusal('future', 0));
  await assert.rejects(extendRecord(state, record, { now }), refusal('future', 0));
  assert.equal(CLOCK_SKEW_MS, 5 * MIN);
});

test('times that go backwards along the record are refused naming the turn', async () => {
  const { state, pairs } = await table();
  const two = await play(state, pairs, 2);
  const record = clone(two.record);
  record.turns.push(await forgeTurn(two, { ...someTurn(two), at: two.turnStart - 1 }, pairs[two.game.current]));
  await assert.rejects(verifyRecord(record), refusal('time-order', 2));
  // A device whose clock is behind the last turn's stamps the next turn at that time, not before it.
  const behind = await addTurn(two, someTurn(two), pairs[two.game.current], { now: two.turnStart - 30 * MIN });
  assert.equal(behind.turns.at(-1).at >= two.turnStart, true);
});

test('a claim on time stamped in the future is refused, and one before the deadline by this device\'s clock too', async () => {
  const deadline = 3600_000;
  const { state, pairs } = await table({ deadline });
  const one = await play(state, pairs, 1);
  const late = one.game.current;
  const waiting = 1 - late;
  const due = one.turnStart + deadline;
  const now = one.turnStart + 5 * MIN; // the late seat has 55 minutes left
  // The attack of the issue: the waiting seat stamps its claim a day ahead and wins at once.
  const ahead = clone(one.record);
  ahead.turns.push(await forgeTurn(one, { by: waiting, steps: [`time:${late}`], at: due + 86_400_000 }, pairs[waiting]));
  await assert.rejects(extendRecord(one, ahead, { now }), refusal('future', 1));
  // Stamped at the deadline, within the skew of a clock that says 2 minutes are left: still refused.
  const close = clone(one.record);
  close.turns.push(await forgeTurn(one, { by: waiting, steps: [`time:${late}`], at: due }, pairs[waiting]));
  await assert.rejects(extendRecord(one, close, { now: due - 2 * MIN }), refusal('claim-early', 1));
  // Stamped before the deadline: refused whatever the clock.
  await assert.rejects(addTurn(one, { by: waiting, steps: [`time:${late}`], at: due - 1 }, pairs[waiting], { now: due + MIN }), refusal('claim-early', 1));
  // Once this device's clock is past the deadline too, the claim stands.
  const claimed = await extendRecord(one, close, { now: due });
  assert.equal(claimed.state.game.winner, waiting);
});

test('a late move and a claim that crossed: one rule, the same line on both devices, and a notice that names it', async () => {
  const deadline = 3600_000;
  for (const [moveAt, stands, format] of [[30 * MIN, 'move', 2], [61 * MIN, 'claim', 2], [61 * MIN, 'claim', 1], [30 * MIN, 'move', 1]]) {
    const { state, pairs } = await table({ deadline, format });
    const one = await play(state, pairs, 1);
    const late = one.game.current;
    const waiting = 1 - late;
    const now = one.turnStart + 2 * deadline;
    const claim = await addTurn(one, { by: waiting, steps: [`time:${late}`], at: one.turnStart + deadline }, pairs[waiting], { now });
    const move = await addTurn(one, { ...someTurn(one), at: one.turnStart + moveAt }, pairs[late], { now });
    const atClaimant = await extendRecord(claim, move.record, { now });
    const atMover = await extendRecord(move, claim.record, { now });
    assert.equal(atClaimant.status, 'crossed');
    assert.equal(atMover.status, 'crossed');
    assert.equal(atClaimant.verdict.stands, stands);
    assert.deepEqual(atClaimant.state.record, atMover.state.record, 'both devices keep the same record');
    const kept = stands === 'move' ? move : claim;
    assert.deepEqual(atClaimant.state.record.turns, kept.record.turns);
    const words = crossWords(atClaimant.verdict, one.head.names);
    assert.match(words, stands === 'move' ? /The move stands: it is stamped before the deadline/ : /The claim stands: the move is stamped at or after the deadline/);
    assert.match(words, /^Turn 2: /);
  }
  assert.equal(crossVerdict({ deadline: 0, turnStart: 0, turn: 0 }, [0, 1, ['time:1'], null, ''], [1, 1, ['a1-a2'], null, '']), null, 'no deadline, no crossing');
});

// ---- 3. seats bound before the first move ---------------------------------------------------------

test('no move before every friend\'s seat is bound, and a record with one is refused at that turn', async () => {
  const { state, creator, pairs } = await table({ kinds: ['human', 'remote', 'remote'], seat: false });
  assert.deepEqual(unboundSeats(state), [1, 2]);
  await assert.rejects(addTurn(state, someTurn(state), creator), refusal('unbound'));
  const half = await bindSeat(state, await joinRequest(state, 1, pairs[1]), creator);
  assert.deepEqual(unboundSeats(half), [2]);
  assert.equal(seatOfKey(half, pairs[1].publicKey), 1);
  await assert.rejects(addTurn(half, someTurn(half), creator), refusal('unbound'));
  const record = clone(half.record);
  record.turns.push(await forgeTurn(half, { ...someTurn(half), at: T0 + MIN }, creator));
  await assert.rejects(verifyRecord(record), refusal('unbound', 0));
  const full = await bindSeat(half, await joinRequest(half, 2, pairs[2]), creator);
  assert.equal((await addTurn(full, { ...someTurn(full), at: T0 + MIN }, creator)).turns.length, 1);
});

test('a seat already bound, a second seat for one key, the creator\'s key, a forged request: each told why', async () => {
  const { state, creator, pairs } = await table({ kinds: ['human', 'remote', 'remote'], seat: false });
  const bob = await bindSeat(state, await joinRequest(state, 1, pairs[1]), creator);
  const mallory = await makeKeyPair();
  const said = async (request, code) => {
    refusal(code)(await checkJoin(bob, request));
    await assert.rejects(bindSeat(bob, request, creator), refusal(code));
  };
  await said(await joinRequest(bob, 1, mallory), 'seat-taken');
  await said(await joinRequest(bob, 2, pairs[1]), 'key-reused');
  await said(await joinRequest(bob, 2, creator), 'key-reused');
  await said(await joinRequest(bob, 0, mallory), 'not-remote');
  await said({ ...(await joinRequest(bob, 2, mallory)), k: pairs[2].publicKey }, 'join-sig');
  await said({ ...(await joinRequest(bob, 2, mallory)), g: 'anothergameaaaaa' }, 'other');
  assert.equal(await checkJoin(bob, await joinRequest(bob, 2, pairs[2])), null);
  assert.match((await checkJoin(bob, await joinRequest(bob, 1, mallory))).message, /Bob \(.*\) is already taken by another device/);
  // Only the creator gives seats: a device that binds itself is refused by every device.
  await assert.rejects(bindSeat(bob, await joinRequest(bob, 2, mallory), mallory), refusal('bind-sig'));
  const self = clone(bob.record);
  self.seats.push([2, mallory.publicKey, await sign(mallory.privateKey, signedText.join(bob.headHash, 2, mallory.publicKey)), await sign(mallory.privateKey, signedText.bind(bob.headHash, 2, mallory.publicKey))]);
  await assert.rejects(verifyRecord(self), refusal('bind-sig'));
  // A creator that binds one key to two seats (to play both): refused by every device.
  const twice = clone(bob.record);
  twice.seats.push([2, pairs[1].publicKey, await sign(pairs[1].privateKey, signedText.join(bob.headHash, 2, pairs[1].publicKey)), await sign(creator.privateKey, signedText.bind(bob.headHash, 2, pairs[1].publicKey))]);
  await assert.rejects(verifyRecord(twice), refusal('key-reused'));
  // Seats close when the game begins.
  const begun = await play(await bindSeat(bob, await joinRequest(bob, 2, pairs[2]), creator), pairs, 1);
  refusal('seating-closed')(await checkJoin(begun, await joinRequest(begun, 2, mallory)));
});

test('nobody moves for a seat not given to them; a table cannot be relabelled as format 1 to skip the binding', async () => {
  const { state, creator, pairs } = await table({ kinds: ['human', 'remote', 'remote'] });
  const one = await play(state, pairs, 1);
  assert.equal(one.game.current, 1);
  await assert.rejects(addTurn(one, someTurn(one), pairs[2]), refusal('key'));
  const record = clone(one.record);
  record.turns.push(await forgeTurn(one, { ...someTurn(one), at: T0 + 5 * MIN }, pairs[2]));
  await assert.rejects(verifyRecord(record), refusal('signature', 1));
  const open = (await table({ kinds: ['human', 'remote'], seat: false })).state.record;
  const { seats, ...rest } = open;
  assert.deepEqual(seats, []);
  await assert.rejects(verifyRecord({ ...rest, hcr: 1 }), refusal('head'));
  assert.ok(creator);
});

test('by link: the friend\'s join link carries the request back to the creator', async () => {
  const { state, creator, pairs } = await table({ seat: false });
  const link = joinLink(await joinRequest(state, 1, pairs[1]), 'https://example.test/play/#remote=abc');
  assert.match(link, /^https:\/\/example\.test\/play\/#join=[A-Za-z0-9_-]+$/);
  assert.ok(link.length < 400, `${link.length} characters`);
  const seated = await bindSeat(state, readJoin(link), creator);
  assert.deepEqual(unboundSeats(seated), []);
  // The friend's device takes the creator's record back: the new binding merges in.
  assert.equal((await extendRecord(state, seated.record)).status, 'newer');
  assert.throws(() => readJoin(link.replace('#join=', '#join=@')), /damaged/);
});

// ---- 4. incremental verification ------------------------------------------------------------------

test('a received turn is checked once, against the verified prefix: one signature check, not the whole record', async () => {
  const { state, pairs } = await table();
  const played = await play(state, pairs, 30);
  const next = await addTurn(played, { ...someTurn(played), at: T0 + 40 * MIN }, pairs[played.game.current]);
  const subtle = crypto.subtle;
  const real = subtle.verify;
  let checks = 0;
  subtle.verify = function counted(...args) { checks += 1; return real.apply(this, args); };
  try {
    const taken = await extendRecord(played, next.record);
    assert.equal(taken.state.turns.length, 31);
    assert.equal(checks, 1, 'only the new turn\'s signature is checked');
    checks = 0;
    await addTurn(next, { ...someTurn(next), at: T0 + 41 * MIN }, pairs[next.game.current]);
    assert.equal(checks, 1, 'signing checks the one new turn');
  } finally {
    subtle.verify = real;
  }
  assert.equal(played.turns.length, 30, 'the state extended is left as it was');
  // The game checked turn by turn is the game checked from scratch, its quiet-turn count included.
  const whole = await verifyRecord(next.record);
  assert.equal(next.game.snapshot({ counters: true }), whole.game.snapshot({ counters: true }));
  assert.equal(next.history.entries.at(-1).snapshot, whole.history.entries.at(-1).snapshot);
});

// ---- 5. bot hops checked on arrival ---------------------------------------------------------------

test('a bot hop the bot would not play is refused as it arrives, naming the turn and the hop', async () => {
  const { state } = await remoteGame({ kinds: ['human', 'remote', 'bot2'], hops: 12, cheat: true });
  const start = await verifyRecord({ ...state.record, turns: [] });
  let at = start;
  let refused = null;
  for (let i = 0; i < state.record.turns.length; i++) {
    try {
      at = (await extendRecord(at, { ...state.record, turns: state.record.turns.slice(0, i + 1) }, { bots: true })).state;
    } catch (e) {
      refused = e;
      break;
    }
  }
  assert.ok(refused, 'the cheat was refused');
  refusal('bot-hop', refused.turn)(refused);
  assert.equal(state.record.turns[refused.turn][0], 2, 'at the bot seat\'s turn');
  assert.match(refused.message, /bot level 2\) played [a-q]\d+-[a-q]\d+, but the bot plays [a-q]\d+-[a-q]\d+ there \(bot version \d+\)/);
  // The fair game goes through with every bot hop checked.
  const fair = (await remoteGame({ kinds: ['human', 'remote', 'bot2'], hops: 12 })).state;
  assert.equal((await extendRecord(await verifyRecord({ ...fair.record, turns: [] }), fair.record, { bots: true })).state.turns.length, fair.turns.length);
});

test('a table naming a bot version this build does not know is refused for live play, and still reads', async () => {
  const state = await verifyRecord(JSON.parse(fixture('remote-unknown-version.json')));
  refusal('bot-version')(liveRefusal(state));
  assert.match(liveRefusal(state).message, /version 99, which this build does not know/);
  assert.equal(liveRefusal(await verifyRecord(JSON.parse(fixture('remote-ok.json')))), null);
});

test('Verify says "Not verified" when a bot hop fails, as hexc verify exits 1 on the same record', async () => {
  const swapped = await verifyRecord(JSON.parse(fixture('remote-bot-swapped.json')));
  const said = verifyWords(swapped, await checkBots(swapped));
  assert.equal(said.ok, false);
  assert.match(said.text, /^Not verified: 1 of 13 bot hops are not the bot's \(turn 3: .* played d7-e8, the bot plays d8-e8\)/);
  const fair = await verifyRecord(JSON.parse(fixture('remote-ok.json')));
  const ok = verifyWords(fair, await checkBots(fair));
  assert.equal(ok.ok, true);
  assert.match(ok.text, /^Verified: 36 turns/);
});

// ---- 6. two tabs of one browser -------------------------------------------------------------------

/** localStorage as a Map, shared by the "tabs" of one browser. */
function fakeStorage() {
  const map = new Map();
  return {
    getItem: (k) => (map.has(k) ? map.get(k) : null), setItem: (k, v) => { map.set(k, String(v)); }, removeItem: (k) => { map.delete(k); },
    key: (i) => [...map.keys()][i] ?? null, get length() { return map.size; },
  };
}

/** Web Locks across the tabs of one browser: one holder per name at a time. */
function fakeLocks() {
  const held = new Map();
  return {
    request(name, run) {
      const before = held.get(name) ?? Promise.resolve();
      const mine = before.then(() => run());
      held.set(name, mine.catch(() => {}));
      return mine;
    },
  };
}

test('two tabs of one browser never sign two turns for one seat: with Web Locks, and without', async () => {
  globalThis.window = { localStorage: fakeStorage() };
  const { getRemote, putRemote, signKept } = await import('../../www/app/remote/store.js');
  try {
    for (const locks of [fakeLocks(), null]) {
      const { state, pairs } = await table();
      const id = state.head.id;
      putRemote(id, { mine: [0], seen: 0, libraryId: 'x', record: state.record });
      // Both tabs show the same game at turn 0, and Ann taps a move in each.
      const tabA = await verifyRecord(getRemote(id).record);
      const tabB = await verifyRecord(getRemote(id).record);
      const turn = (s) => (st) => addTurn(st, { ...someTurn(s), at: T0 + MIN }, pairs[0]);
      const results = await Promise.allSettled([signKept(id, tabA, turn(tabA), { locks }), signKept(id, tabB, turn(tabB), { locks })]);
      const done = results.filter((r) => r.status === 'fulfilled');
      const refused = results.filter((r) => r.status === 'rejected');
      assert.equal(done.length, 1, `one tab signed (${locks ? 'locks' : 'no locks'})`);
      refusal('other-tab', 0)(refused[0].reason);
      assert.equal(getRemote(id).record.turns.length, 1, 'the kept record holds one turn 1');
      assert.deepEqual(getRemote(id).record, done[0].value.record);
      // The refused tab takes the kept record and plays on from it.
      const again = await verifyRecord(getRemote(id).record);
      const bob = await signKept(id, again, (st) => addTurn(st, { ...someTurn(st), at: T0 + 2 * MIN }, pairs[1]), { locks });
      assert.equal(bob.turns.length, 2);
    }
  } finally {
    delete globalThis.window;
  }
});

// ---- 7. the bug list: names, live hops without their signed turn ----------------------------------

test('names with line breaks or direction overrides are cleaned before signing, and refused in a record', async () => {
  const { state } = await table({ names: ['An\nn', 'Bob\u202etxt.exe', 'C'] });
  assert.deepEqual(state.head.names.slice(0, 2), ['An n', 'Bob txt.exe']);
  const pair = await makeKeyPair();
  for (const bad of ['Ann\nRed wins', 'Bob\u202Eevil', 'Cy\u2067x', 'D\u0000']) {
    const head = JSON.stringify({
      v: 2, id: ID, created: T0, deadline: 0, players: 2, radius: 4, names: [bad, ''], kinds: ['human', 'remote'], seed: 1,
      rules: { noProgress: 100, repetition: 3 }, start: null, key: pair.publicKey,
    });
    assert.throws(() => readHead(head), refusal('names'));
    const record = { hcr: 2, head, sig: await sign(pair.privateKey, signedText.head(head)), seats: [], from: 0, turns: [] };
    await assert.rejects(verifyRecord(record), refusal('names'));
  }
});

test('live hops: shown only from the device of the seat to move (or the creator passing them on), legal from the signed game', async () => {
  const { state, creator, pairs } = await table({ kinds: ['human', 'remote', 'remote'] });
  const one = await play(state, pairs, 1);
  const move = one.game.legalMoves()[0];
  const hops = [[`${move.from.q},${move.from.r}`, `${move.to.q},${move.to.r}`]];
  const bob = pairs[1].publicKey;
  assert.equal(checkLiveHops(one, hops, bob, pairs[2].publicKey), null, 'Bob\'s own, at Cat\'s device');
  assert.equal(checkLiveHops(one, hops, creator.publicKey, pairs[2].publicKey), null, 'passed on by the creator');
  assert.equal(checkLiveHops(one, hops, null, pairs[2].publicKey), null, 'the manual invitation\'s one peer');
  refusal('not-seat')(checkLiveHops(one, hops, pairs[2].publicKey, creator.publicKey));
  refusal('not-seat')(checkLiveHops(one, hops, (await makeKeyPair()).publicKey, creator.publicKey)); // a spectator
  refusal('not-seat')(checkLiveHops(one, hops, '', creator.publicKey)); // no hello yet
  refusal('other-tab')(checkLiveHops(one, hops, bob, bob)); // another tab of Bob's browser
  refusal('not-seat')(checkLiveHops(one, hops, pairs[2].publicKey, bob));
  refusal('moves')(checkLiveHops(one, [['0,0', '0,1']], bob, creator.publicKey));
  refusal('shape')(checkLiveHops(one, [['a1', 'a2']], bob, creator.publicKey));
});

test('every refusal reads as a notice: turn and reason', () => {
  const e = new RemoteError('claim-early', 'Bob claimed before Ann\'s deadline', 6);
  assert.equal(e.message, 'turn 7: Bob claimed before Ann\'s deadline');
  assert.equal(REASONS[e.code], 'the claim on time comes before the deadline');
  assert.ok(Object.values(REASONS).every((w) => typeof w === 'string' && w.length > 5));
  assert.ok(sha256);
});

test('the page refuses the fixtures hexc verify refuses, at the same turn, and reads the twins of remote2-ok', async () => {
  const ok = await verifyRecord(JSON.parse(fixture('remote2-ok.json')));
  const high = await verifyRecord(JSON.parse(fixture('remote2-high-s.json')));
  assert.equal(high.game.snapshot(), ok.game.snapshot());
  assert.equal(mergeRecords(ok.record, high.record).status, 'same', 'twins are the same record');
  const cases = {
    'remote2-future.json': ['future', 4], 'remote2-backwards.json': ['time-order', 4], 'remote2-claim-early.json': ['claim-early', 4],
    'remote2-unbound.json': ['unbound', 0], 'remote2-two-keys.json': ['key-reused', null], 'remote2-names.json': ['names', null],
  };
  for (const [file, [code, turn]] of Object.entries(cases)) {
    await assert.rejects(verifyRecord(JSON.parse(fixture(file))), refusal(code, turn), file);
  }
  const standIn = await verifyRecord(JSON.parse(fixture('remote2-stand-in.json')));
  assert.deepEqual(standIns(standIn), [{ turn: 1, seat: 1, level: 3 }]);
  assert.deepEqual((await checkBots(standIn)).mismatches, []);
  const cheat = await verifyRecord(JSON.parse(fixture('remote2-stand-in-cheat.json')));
  assert.equal((await checkBots(cheat)).mismatches.length, 1, 'as hexc verify reports it');
  // A stand-in with the creator's vote alone, and one with a vote replayed after the seat played again.
  await assert.rejects(verifyRecord(JSON.parse(fixture('remote2-stand-in-alone.json'))), refusal('votes', 1));
  await assert.rejects(verifyRecord(JSON.parse(fixture('remote2-stand-in-replayed.json'))), refusal('votes', 7));
  // A made-up bot version: read, but "Not verified" by Verify, refused by a link's bot check, as hexc exits 1.
  const unknown = await verifyRecord(JSON.parse(fixture('remote2-unknown-bot.json')));
  const said = verifyWords(unknown, await checkBots(unknown));
  assert.equal(said.ok, false);
  assert.match(said.text, /^Not verified: .*version 99/);
  await assert.rejects(extendRecord(await verifyRecord({ ...unknown.record, turns: [] }), unknown.record, { bots: true }), refusal('bot-version', 2));
});

// ---- silent seats: a bot stands in for a friend whose device dropped --------------------------------

/** A copy of a state's game to try moves on. */
function createGameLike(state) {
  const game = engineCreate({ players: state.head.players, radius: state.head.radius });
  game.restore(state.game.snapshot());
  return game;
}

test('a bot stands in for a dropped friend: the record says which hops it played for whom, each the bot\'s own', async () => {
  const { state, creator, pairs } = await table({ kinds: ['human', 'remote', 'remote'] });
  const one = await play(state, pairs, 1);
  assert.equal(one.game.current, 1);
  const turn = botTurn(one, 2);
  const votes = [await signVote(one, 1, 2, creator), await signVote(one, 1, 2, pairs[2])]; // Ann's device and Cat's agreed
  const stood = await addTurn(one, { ...turn, at: T0 + 5 * MIN, standIn: 'bot2', votes }, creator, { bots: true });
  assert.deepEqual(standIns(stood), [{ turn: 1, seat: 1, level: 2 }]);
  assert.equal(stood.keys[1], pairs[1].publicKey, 'the seat stays Bob\'s');
  // Every device takes it with the bot's hop checked; Verify and hexc count it as a bot hop.
  const taken = await extendRecord(one, stood.record, { bots: true });
  assert.equal(taken.state.turns.length, 2);
  assert.equal((await checkBots(taken.state)).bots, 1);
  // Bob comes back and plays his seat again with his own key.
  const back = await play(taken.state, pairs, 2, T0 + 10 * MIN);
  assert.equal(back.turns.length, 4);
  // The creator's device plays another hop than the bot's under a stand-in: refused as it arrives.
  const { stepCode } = await import('../../www/element/notation.js');
  const { describeHop } = await import('../../www/element/history.js');
  const moves = one.game.legalMoves().filter((m) => !m.capture);
  const codes = moves.map((m) => stepCode(describeHop(1, m, createGameLike(one).apply(m)), 4));
  const other = { by: 1, steps: [codes.find((c) => c !== turn.steps[0])] };
  assert.ok(other.steps[0], 'another legal step than the bot\'s');
  const cheat = await addTurn(one, { ...other, at: T0 + 5 * MIN, standIn: 'bot2', votes }, creator);
  await assert.rejects(extendRecord(one, cheat.record, { bots: true }), refusal('bot-hop', 1));
  assert.equal((await checkBots(cheat)).mismatches.length, 1);
  // Only the creator's device lets a bot stand in, only for a friend's seat, only to move.
  await assert.rejects(addTurn(one, { ...turn, standIn: 'bot2', votes }, pairs[2]), refusal('key'));
  const forged = clone(one.record);
  forged.turns.push([1, T0 + 5 * MIN, turn.steps, 'bot2', await sign(pairs[2].privateKey, `hc-remote-turn/2|${one.hash}|1|${T0 + 5 * MIN}|${turn.steps.join(' ')}|bot2`), votes]);
  await assert.rejects(verifyRecord(forged), refusal('signature', 1));
  const start = await verifyRecord({ ...one.record, turns: [] });
  await assert.rejects(addTurn(start, { ...someTurn(start), standIn: 'bot2', votes }, creator), refusal('key'));
  await assert.rejects(addTurn(one, { by: 1, steps: ['resign:1'], standIn: 'bot2', votes }, creator), refusal('moves', 1));
});

test('a friend back at the table and the bot standing in for them cross: the friend\'s own move stands on every device', async () => {
  const { state, creator, pairs } = await table({ kinds: ['human', 'remote'] });
  const one = await play(state, pairs, 1);
  const bot = await addTurn(one, { ...botTurn(one, 2), at: T0 + 5 * MIN, standIn: 'bot2', votes: [await signVote(one, 1, 2, creator)] }, creator);
  const own = await addTurn(one, { ...someTurn(one), at: T0 + 6 * MIN }, pairs[1]);
  const atHost = await extendRecord(bot, own.record);
  const atFriend = await extendRecord(own, bot.record);
  for (const side of [atHost, atFriend]) {
    assert.equal(side.status, 'crossed');
    assert.equal(side.verdict.stands, 'seat');
    assert.deepEqual(side.state.record.turns, own.record.turns);
  }
  assert.match(crossWords(atHost.verdict, one.head.names), /^Turn 2: Bob \(.*\)'s own move and the bot standing in for that seat crossed\. .*own move stands/);
});

// ---- no move for a present friend: a stand-in needs the table's signed votes in the record -----------

test('the creator cannot stand a bot in for a friend alone: every other device\'s signed vote travels with the turn', async () => {
  const { state, creator, pairs } = await table({ kinds: ['human', 'remote', 'remote'] });
  const one = await play(state, pairs, 1); // Bob (seat 1) to move, Cat (seat 2) at the table
  const turn = { ...botTurn(one, 3), at: T0 + 5 * MIN, standIn: 'bot3' };
  const ann = await signVote(one, 1, 3, creator);
  const cat = await signVote(one, 1, 3, pairs[2]);
  // The attack: the creator's console signs a turn for Bob, who is on turn, with no vote at all.
  const bare = clone(one.record);
  bare.turns.push((await addTurn(one, { ...turn, votes: [ann, cat] }, creator)).record.turns[1].slice(0, 5));
  await assert.rejects(verifyRecord(bare), refusal('votes', 1));
  // With its own vote only: Cat's is missing.
  await assert.rejects(addTurn(one, { ...turn, votes: [ann] }, creator), refusal('votes', 1));
  // With a vote for Cat that the creator signed itself: not Cat's signature.
  const fakeCat = [2, 3, 1, await sign(creator.privateKey, signedText.vote(one.headHash, 1, 3, 1))];
  await assert.rejects(addTurn(one, { ...turn, votes: [ann, fakeCat] }, creator), refusal('vote-sig', 1));
  // The creator picks another level than the table voted for.
  await assert.rejects(addTurn(one, { ...botTurn(one, 5), at: T0 + 5 * MIN, standIn: 'bot5', votes: [ann, cat] }, creator), refusal('votes', 1));
  // Bob's own device has no say on its seat, and a vote cannot count twice.
  const bob = await signVote(one, 1, 3, pairs[1]);
  await assert.rejects(addTurn(one, { ...turn, votes: [ann, cat, bob] }, creator), refusal('votes', 1));
  await assert.rejects(addTurn(one, { ...turn, votes: [ann, cat, cat] }, creator), refusal('votes', 1));
  // A vote for a turn that has not come yet.
  await assert.rejects(addTurn(one, { ...turn, votes: [ann, await signVote(one, 1, 3, pairs[2], 7)] }, creator), refusal('votes', 1));
  // With both votes, every device, Verify and hexc take it.
  const stood = await addTurn(one, { ...turn, votes: [ann, cat] }, creator, { bots: true });
  assert.deepEqual(standIns(await verifyRecord(stood.record)), [{ turn: 1, seat: 1, level: 3 }]);
});

test('a vote is not replayed: once the seat\'s device played again, an old vote carries no stand-in', async () => {
  const { state, creator, pairs } = await table({ kinds: ['human', 'remote'] });
  const one = await play(state, pairs, 1);
  const vote = await signVote(one, 1, 2, creator); // the table agreed while Bob was away, from turn 2 on
  const stood = await addTurn(one, { ...botTurn(one, 2), at: T0 + 5 * MIN, standIn: 'bot2', votes: [vote] }, creator);
  const three = await play(stood, pairs, 2, T0 + 5 * MIN); // Ann, then Bob back on his own device
  assert.equal(three.turns.at(-1).by, 1);
  const four = await play(three, pairs, 1, T0 + 10 * MIN);
  assert.equal(four.game.current, 1);
  // The creator replays the old vote to play Bob's seat again while Bob is back.
  await assert.rejects(addTurn(four, { ...botTurn(four, 2), at: T0 + 20 * MIN, standIn: 'bot2', votes: [vote] }, creator), refusal('votes', 5));
  // A fresh vote from now on counts.
  const again = await addTurn(four, { ...botTurn(four, 2), at: T0 + 20 * MIN, standIn: 'bot2', votes: [await signVote(four, 1, 2, creator)] }, creator);
  assert.equal(standIns(again).length, 2);
});

// ---- every refusal has a reason code ------------------------------------------------------------------

test('a step the notation cannot read is refused with a reason code and its turn, not a bare Error', async () => {
  const { state, pairs } = await table();
  for (const step of ['q99-q98', 'a1-q16']) {
    const record = clone(state.record);
    record.turns.push(await forgeTurn(state, { by: 0, steps: [step], at: T0 + MIN }, pairs[0]));
    await assert.rejects(verifyRecord(record), refusal('moves', 0), step);
    await assert.rejects(extendRecord(state, record), refusal('moves', 0), step);
  }
});

// ---- a signature's twin in format 1: the same turn, also when the next link carries only later turns --

test('format 1: a turn signed over the twin of the signature this device holds is the same line (a per-turn link)', async () => {
  const { state, pairs } = await remoteGame({ kinds: ['human', 'remote'], hops: 6, format: 1 });
  const five = { ...state.record, turns: state.record.turns.slice(0, 5) };
  // A relay passed turn 5 to Bob with its signature's twin: Bob holds the twin.
  const relayed = clone(five);
  relayed.turns[4][4] = twinSignature(relayed.turns[4][4]);
  const bob = await verifyRecord(relayed);
  // Ann signs turn 6 over the original; her link to Bob carries only turn 6 on.
  const ann = await verifyRecord(five);
  const six = await addTurn(ann, { ...someTurn(ann), at: T0 + 30 * MIN }, pairs[ann.game.current]);
  const taken = await extendRecord(bob, fromTurn(six.record, 5));
  assert.equal(taken.status, 'newer');
  assert.equal(taken.state.turns.length, 6);
  assert.deepEqual(taken.state.record.turns, six.record.turns, 'Bob\'s turn 5 takes the signature Ann\'s turn 6 was signed over');
  assert.equal((await verifyRecord(taken.state.record)).turns.length, 6, 'and the whole record reads from scratch');
  // Bob's next link back to Ann goes on from the same line.
  const seven = await addTurn(taken.state, { ...someTurn(taken.state), at: T0 + 31 * MIN }, pairs[taken.state.game.current]);
  assert.equal((await extendRecord(six, fromTurn(seven.record, 6))).state.turns.length, 7);
});

// ---- backdating cannot shorten another seat's time enough to win ------------------------------------

test('a seat that backdates its move cannot then win on time: the deadline counts from when each device saw the turn', async () => {
  const DAY = 86_400_000;
  const { state, pairs } = await table({ deadline: DAY });
  const one = await play(state, pairs, 1); // Ann moved at T0 + 1 min: Bob (seat 1) moves, then Ann
  const two = await play(one, pairs, 1); // Bob at T0 + 2 min
  // Ann thinks for 23 hours, then stamps her move one minute after Bob's (as early as the rules allow).
  const seen = two.turnStart + 23 * 3600_000; // when Bob's device receives it
  const back = await addTurn(two, { ...someTurn(two), at: two.turnStart + MIN }, pairs[0], { now: seen });
  const atBob = await extendRecord(two, back.record, { now: seen });
  assert.equal(atBob.state.turns.length, 3, 'the move itself is valid: stamps are the signer\'s word');
  // An hour and two minutes later Ann claims that Bob's 24 hours have passed, by her stamp.
  const claimAt = back.turnStart + DAY + MIN;
  const claim = await addTurn(back, { by: 0, steps: ['time:1'], at: claimAt }, pairs[0], { now: claimAt });
  const observed = { turn: 2, at: seen }; // Bob's device (and Cat's, any watcher's) held turn 3 from `seen` on
  await assert.rejects(extendRecord(atBob.state, claim.record, { now: claimAt, observed }), refusal('claim-early', 3));
  // hexc verify and a device that did not see the turn arrive judge by the stamps: that is what remains trusted.
  assert.equal((await extendRecord(atBob.state, claim.record, { now: claimAt })).state.game.winner, 0);
  // Once Bob's own 24 hours have passed, less the skew, the claim stands on his device too.
  const fair = seen + DAY - CLOCK_SKEW_MS;
  const late = await addTurn(back, { by: 0, steps: ['time:1'], at: fair }, pairs[0], { now: fair });
  assert.equal((await extendRecord(atBob.state, late.record, { now: fair, observed })).state.game.winner, 0);
});

test('format 1, read from scratch: a record whose turn is signed over another signature than the one it carries is refused, as hexc verify refuses it', async () => {
  const { state } = await remoteGame({ kinds: ['human', 'remote'], hops: 6, format: 1 });
  const relayed = clone(state.record);
  relayed.turns[3][4] = twinSignature(relayed.turns[3][4]); // turn 5 was signed over turn 4's other twin
  await assert.rejects(verifyRecord(relayed), refusal('signature', 4));
});
