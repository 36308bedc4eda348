// Remote play's record (www/app/remote/): signatures, the hash chain, the
// link's compression round trip, and hostile records, each refused with a
// message naming what failed (and, for a turn, which turn).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { ready, createGame, botVersionFor } from '../../www/element/engine.js';
import { makeSettings } from '../../www/element/record.js';
import { stepCode } from '../../www/element/notation.js';
import { describeHop } from '../../www/element/history.js';
import {
  addTurn, extendRecord, fromTurn, mergeRecords, newRecord, readHead, turnText, verifyRecord, RemoteError,
} from '../../www/app/remote/chain.js';
import {
  compress, decodeLink, decompress, encodeLink, MAX_TEXT,
} from '../../www/app/remote/link.js';
import { duplicateKey, LinkError, toBase64Url } from '../../www/app/remote/codec.js';
import { deviceKey, makeKeyPair, memoryKeys, sha256, sign, verify } from '../../www/app/remote/sign.js';
import { mulberry32, pick } from '../shared/prng.mjs';
import { makeRecord, seatFriends } from './remote-games.mjs';

await ready;

const ID = 'abcdefghijklmnop';

/** The steps of one turn of the seat to move, chosen at random (captures preferred, chains followed). */
function randomTurn(state, rand) {
  const game = createGame({ players: state.head.players, radius: state.head.radius });
  game.restore(state.history.entries[state.history.length].snapshot);
  const seat = game.current;
  const steps = [];
  do {
    const moves = game.legalMoves();
    const jumps = moves.filter((m) => m.capture);
    const move = pick(rand, jumps.length ? jumps : moves);
    const result = game.apply(move);
    steps.push(stepCode(describeHop(seat, move, result), game.radius));
  } while (game.current === seat && game.chainFrom !== null);
  return { by: seat, steps };
}

/** A remote game of `players` with seat 0 held by the creator and the rest by friends, `turns` turns long. */
async function playGame({ players = 2, turns = 6, seed = 1, deadline = 0, format = 2 } = {}) {
  const pairs = await Promise.all(Array.from({ length: players }, () => makeKeyPair()));
  const kinds = ['human', ...Array(players - 1).fill('remote')];
  const settings = makeSettings(players, 4, ['Ann', 'Bob'], kinds, 42);
  let state = await verifyRecord(await makeRecord({ settings, kinds, deadline, pair: pairs[0], now: 1000, id: ID, format }));
  state = await seatFriends(state, pairs, pairs[0]);
  const rand = mulberry32(seed);
  for (let t = 0; t < turns && state.game.current !== null; t++) {
    const turn = randomTurn(state, rand);
    state = await addTurn(state, { ...turn, at: 2000 + t }, pairs[turn.by]);
  }
  return { state, pairs, settings, kinds };
}

const clone = (x) => structuredClone(x);
async function refused(record, pattern, turn) {
  await assert.rejects(verifyRecord(record), (e) => {
    assert.ok(e instanceof RemoteError, e.message);
    assert.match(e.message, pattern);
    if (turn !== undefined) assert.equal(e.turn, turn, e.message);
    return true;
  });
}

test('sign and verify: a signature checks out for its text and key only', async () => {
  const a = await makeKeyPair();
  const b = await makeKeyPair();
  const sig = await sign(a.privateKey, 'hello');
  assert.equal(await verify(a.publicKey, sig, 'hello'), true);
  assert.equal(await verify(a.publicKey, sig, 'hellp'), false);
  assert.equal(await verify(b.publicKey, sig, 'hello'), false);
  assert.equal(await verify('A'.repeat(87), sig, 'hello'), false, 'a point off the curve is refused, not thrown');
  assert.equal(await verify(a.publicKey, 'x', 'hello'), false);
  assert.equal((await sha256('abc')).length, 43);
});

test('a device keeps one key per game, and its private key cannot be exported', async () => {
  const store = memoryKeys();
  const k1 = await deviceKey('game-one-aaaaaaaa', store);
  assert.equal((await deviceKey('game-one-aaaaaaaa', store)).publicKey, k1.publicKey);
  assert.notEqual((await deviceKey('game-two-aaaaaaaa', store)).publicKey, k1.publicKey);
  assert.equal(k1.privateKey.extractable, false);
  await assert.rejects(crypto.subtle.exportKey('jwk', k1.privateKey));
});

test('two tabs opening one new game at once hold one key for it: made once, under the lock across the browser\'s tabs', async () => {
  const store = memoryKeys(); // IndexedDB: one for every tab of the browser
  let queue = Promise.resolve();
  const lock = (run) => { const turn = queue.then(run); queue = turn.catch(() => {}); return turn; }; // Web Locks, one name
  const [a, b] = await Promise.all([deviceKey('game-new-aaaaaaaa', store, lock), deviceKey('game-new-aaaaaaaa', store, lock)]);
  assert.equal(a.publicKey, b.publicKey, 'one key: the seat the first tab claims is the one this browser keeps');
  assert.equal((await store.get('game-new-aaaaaaaa')).publicKey, a.publicKey);
});

test('a game of signed turns replays; every turn is chained to the one before', async () => {
  const { state } = await playGame({ players: 3, turns: 12, seed: 3 });
  assert.equal(state.turns.length, 12);
  const again = await verifyRecord(JSON.parse(JSON.stringify(state.record)));
  assert.equal(again.history.length, state.history.length);
  assert.equal(again.game.snapshot(), state.game.snapshot());
  assert.deepEqual(again.keys.every((k) => k !== null), true, 'every seat is bound to its key');
  const old = (await playGame({ players: 3, turns: 12, seed: 3, format: 1 })).state;
  assert.equal(old.record.hcr, 1);
  assert.equal((await verifyRecord(clone(old.record))).turns.length, 12, 'a record of format 1 (keys with the first turns) still plays and reads');
});

test('a move not signed by its seat, a rewritten earlier move and a changed setting are refused naming the turn', async () => {
  const { state, pairs } = await playGame({ players: 2, turns: 6, seed: 5 });
  // Bob's device (seat 1) signs a move for Ann (seat 0) as turn 7.
  const forged = clone(state.record);
  const seat0Moves = state.game.legalMoves();
  const game = createGame({ players: 2, radius: 4 });
  game.restore(state.game.snapshot());
  const move = seat0Moves[0];
  const result = game.apply(move);
  const step = stepCode(describeHop(0, move, result), 4);
  const text = turnText(state.hash, 0, 9999, [step], null, 2);
  forged.turns.push([0, 9999, [step], null, await sign(pairs[1].privateKey, text)]);
  await refused(forged, /turn 7: Ann \(Red\)'s signature does not check out/, 6);

  // Turn 3 rewritten: another legal first move for that seat, the old signature kept.
  const early = await playGame({ players: 2, turns: 6, seed: 5 });
  const rewritten = clone(early.state.record);
  rewritten.turns[2][1] += 1; // its time changed: the signed text changed
  await refused(rewritten, /turn 3: .*signature does not check out/, 2);

  // Turn 2 rewritten and re-signed by its own seat: turn 3, signed over the old chain, no longer follows.
  const resigned = clone(early.state.record);
  const [by, at, steps, key] = resigned.turns[1];
  const prev = (await verifyRecord({ ...resigned, turns: resigned.turns.slice(0, 1) })).hash;
  resigned.turns[1] = [by, at + 5, steps, key, await sign(early.pairs[by].privateKey, turnText(prev, by, at + 5, steps, key, 2))];
  await refused(resigned, /turn 3: .*signature does not check out/, 2);

  // A setting changed (the radius) after the creator signed them.
  const changed = clone(early.state.record);
  changed.head = changed.head.replace('"radius":4', '"radius":5');
  await refused(changed, /settings are not the ones its creator signed/);
});

test('hostile records are refused with a message naming what failed', async () => {
  const { state } = await playGame({ players: 2, turns: 4, seed: 9 });
  const r = () => clone(state.record);
  await refused(null, /not a remote game record/);
  await refused([], /not a remote game record/);
  await refused({ ...r(), hcr: 3 }, /another version/);
  const { seats, ...unseated } = r();
  assert.equal(seats.length, 1);
  await refused({ ...unseated, hcr: 1 }, /another format than the record/); // a table relabelled to skip the binding of its seats
  await refused({ ...r(), extra: 1 }, /unknown field "extra"/);
  await refused({ ...r(), turns: 'x' }, /bad turn list/);
  await refused({ ...r(), from: -1 }, /bad first turn/);
  await refused({ ...r(), sig: 7 }, /bad settings signature/);
  await refused({ ...r(), head: '{"id":' }, /settings: the record is not valid JSON/);
  await refused({ ...r(), head: r().head.replace('"players":2', '"players":"2"') }, /bad number of players/);
  await refused({ ...r(), head: r().head.replace('"deadline":0', '"deadline":5') }, /bad deadline/);
  await refused({ ...r(), head: r().head.replace('{', '{"seed":1,') }, /writes the key "seed" twice/);
  await refused({ ...r(), head: r().head.replace(/"bot":"[^"]*"/, '"bot":3') }, /bad bot version/);
  await refused({ ...r(), head: r().head.replace(/"bot":"[^"]*"/, '"bot":"<b>"') }, /bad bot version/);
  const wrong = [
    [(t) => { t[0] = 7; }, /turn 1: bad seat/, 0],
    [(t) => { t[1] = -5; }, /turn 2: bad time/, 1],
    [(t) => { t[2] = []; }, /turn 3: bad move list/, 2],
    [(t) => { t[2] = ['<b>']; }, /turn 4: unreadable move/, 3],
    [(t) => { t[3] = 'k'; }, /bad key/, 0],
    [(t) => { t[4] = null; }, /bad signature/, 0],
    [(t) => { t.pop(); }, /not a turn/, 0],
  ];
  for (const [spoil, pattern, at] of wrong) {
    const record = r();
    spoil(record.turns[at]);
    await refused(record, pattern, at);
  }
  const truncated = r();
  truncated.turns[3][2] = truncated.turns[3][2].slice(0, 1);
  if (state.turns[3].steps.length === 1) truncated.turns[3][2] = ['resign:0'];
  await refused(truncated, /turn 4: /, 3);
  await refused({ ...r(), turns: Array(20_001).fill(0) }, /bad turn list/);
});

test('links: compression round trip, and truncated, damaged, huge and duplicate-key links refused', async () => {
  const { state } = await playGame({ players: 3, turns: 9, seed: 11 });
  const hash = await encodeLink(state.record);
  assert.match(hash, /^#remote=[A-Za-z0-9_-]+$/);
  assert.deepEqual(await decodeLink(hash), state.record);
  assert.equal((await verifyRecord(await decodeLink(hash))).game.snapshot(), state.game.snapshot());
  assert.ok(hash.length < JSON.stringify(state.record).length, 'the link is shorter than the JSON');

  await assert.rejects(decodeLink(hash.slice(0, hash.length >> 1)), LinkError);
  await assert.rejects(decodeLink('#remote=@@@'), /characters/);
  await assert.rejects(decodeLink('#remote='), /empty/);
  await assert.rejects(decodeLink(`#remote=${'A'.repeat(200_001)}`), /far too long/);
  const bomb = toBase64Url(await compress(' '.repeat(MAX_TEXT + 10)));
  assert.ok(bomb.length < 5000);
  await assert.rejects(decodeLink(`#remote=${bomb}`), /inflates past/);
  await assert.rejects(decodeLink(`#remote=${toBase64Url(await compress('{"a":1,"a":2}'))}`), /key "a" twice/);
  await assert.rejects(decodeLink(`#remote=${toBase64Url(await compress('[1]'))}`), /not a JSON object/);
  await assert.rejects(decodeLink(`#remote=${toBase64Url(new Uint8Array([0xff, 0xfe, 0x00]))}`), LinkError);
  assert.equal(await decompress(await compress('héllo')), 'héllo');
  assert.equal(duplicateKey('{"a":{"a":1},"b":[{"a":1},{"a":2}]}'), null, 'the same key in different objects is fine');
  assert.equal(duplicateKey('{"a":"x\\":","a":1}'), 'a');
});

test('merging: newer links extend, older ones do not overwrite, a fork or changed settings is refused', async () => {
  const { state, pairs } = await playGame({ players: 2, turns: 6, seed: 13 });
  const full = state.record;
  const held = fromTurn(full, 0);
  held.turns = full.turns.slice(0, 4);
  assert.equal(mergeRecords(held, full).status, 'newer');
  assert.equal(mergeRecords(held, fromTurn(full, 3)).record.turns.length, 6, 'a link of the latest turns extends the held game');
  assert.equal(mergeRecords(full, held).status, 'older');
  assert.equal(mergeRecords(full, full).status, 'same');
  // Nothing new is the held record itself, not a copy: a device passes a changed record on to its other
  // peers, so a copy of an unchanged one went round three devices for ever.
  assert.equal(full.hcr, 2);
  assert.equal(mergeRecords(full, clone(full)).record, full, 'the same game: the held record');
  assert.equal(mergeRecords(full, fromTurn(clone(full), 2)).record, full, 'an older link: the held record');
  assert.equal((await extendRecord(state, clone(full))).state, state, 'the same game: the same state');
  assert.throws(() => mergeRecords({ ...held, turns: full.turns.slice(0, 2) }, fromTurn(full, 4)), /starts at turn 5, but this browser holds only 2/);
  const fork = clone(full);
  fork.turns[3][1] += 1;
  assert.throws(() => mergeRecords(held, fork), (e) => e.code === 'fork' && e.turn === 3);
  const other = await newRecord({ settings: state.head.settings, kinds: state.head.kinds, deadline: 0, pair: pairs[0], now: 5, id: 'zzzzzzzzzzzzzzzz' });
  assert.throws(() => mergeRecords(held, other), /another game/);
  const changed = { ...clone(full), head: full.head.replace('"seed":42', '"seed":43') };
  assert.throws(() => mergeRecords(held, changed), /settings in this link differ/);
});

test('a claim on time is valid only after the deadline, by a waiting seat', async () => {
  const { state, pairs } = await playGame({ players: 2, turns: 3, seed: 17, deadline: 3600_000 });
  const late = state.game.current;
  const waiting = 1 - late;
  const start = state.turns[2].at;
  await assert.rejects(addTurn(state, { by: waiting, steps: [`time:${late}`], at: start + 3599_999 }, pairs[waiting]), /claimed before/);
  await assert.rejects(addTurn(state, { by: late, steps: [`time:${late}`], at: start + 3600_000 }, pairs[late]), /cannot claim/);
  const claimed = await addTurn(state, { by: waiting, steps: [`time:${late}`], at: start + 3600_000 }, pairs[waiting]);
  assert.equal(claimed.game.winner, waiting);
  assert.equal(claimed.history.entries.at(-1).hop.reason, 'time');
  const none = await playGame({ players: 2, turns: 1, seed: 17 });
  await assert.rejects(addTurn(none.state, { by: 0, steps: ['time:1'], at: 10 ** 12 }, none.pairs[0]), /no deadline/);
});

test('a seat resigns only for itself, and a resignation ends a two-player game', async () => {
  const { state, pairs } = await playGame({ players: 2, turns: 2, seed: 19 });
  await assert.rejects(addTurn(state, { by: 0, steps: ['resign:1'] }, pairs[0]), /cannot resign for another seat/);
  const over = await addTurn(state, { by: 1, steps: ['resign:1'] }, pairs[1]);
  assert.equal(over.game.winner, 0);
  await assert.rejects(addTurn(over, { by: 0, steps: ['resign:0'] }, pairs[0]), /turn 4: .*not possible there/);
});

test('the settings name the bot version when a seat is a bot, and it is signed with them', async () => {
  const pair = await makeKeyPair();
  const make = (kinds, extra = {}) => makeRecord({ settings: makeSettings(kinds.length, 4, [], kinds, 42), kinds, deadline: 0, pair, now: 1000, id: ID, ...extra });
  const withBot = await make(['human', 'remote', 'bot3']);
  assert.equal(readHead(withBot.head).bot, botVersionFor(3));
  assert.equal((await verifyRecord(withBot)).head.bot, botVersionFor(3));
  assert.equal(readHead((await make(['human', 'remote', 'bot3'], { bot: null })).head).bot, undefined, 'a record as made before versions');
  const people = await make(['human', 'remote']);
  assert.equal(JSON.parse(people.head).bot, botVersionFor(2), 'format 2 names the version with no bot seat too (the table size\'s): a bot may stand in for a friend');
  assert.ok(!('bot' in JSON.parse((await make(['human', 'remote'], { format: 1 })).head)), 'format 1: no bot seat, no bot version');
  await assert.rejects(newRecord({ ...people, settings: makeSettings(2, 4, [], ['human', 'remote'], 42), kinds: ['human', 'remote'], deadline: 0, pair, id: ID, format: 1 }).then((r) => verifyRecord({ ...r, hcr: 1 })), RemoteError, 'the page makes no record of format 1');
  // Claiming an older bot for the record (to excuse a hop) breaks the creator's signature.
  const older = { ...withBot, head: withBot.head.replace(`"bot":"${botVersionFor(3)}"`, '"bot":"1"') };
  assert.notEqual(older.head, withBot.head);
  await refused(older, /settings are not the ones its creator signed/);
});
