// A series (www/app/remote/series.js): the rotation, the score by player, the agreement to play again
// and the link's offer, tested as an attacker would: forged (another key), replayed (again, or from an
// earlier game), malleated (a field changed after signing), future-dated, and two tabs of one device.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { botReady, ready } from '../../www/element/engine.js';
import { addTurn, bindSeat, joinRequest, verifyRecord } from '../../www/app/remote/chain.js';
import { makeKeyPair, memoryKeys, sign } from '../../www/app/remote/sign.js';
import {
  addAgreement, agree, agreementRefusal, againText, claimRefusal, followRefusal, makeOffer, nextCode, nextGameId, nextKeys,
  nextPair, nextRecord, offerRefusal, playerAt, readOffer, required, resultOf, rotated, score, seatOfPlayer, waiting,
} from '../../www/app/remote/series.js';
import {
  KINDS, MIN, T0, botTurn, makeRecord, seatFriends,
} from './remote-games.mjs';
import { makeSettings } from '../../www/element/record.js';

await ready;
await botReady();

const NAMES = ['Ann', 'Bob', 'Cy', 'Dot'];

/** Game 1 of a table: Ann (the creator, here), Bob and Cy (friends), Dot (a bot); seats bound. */
async function table() {
  const creator = await makeKeyPair();
  const pairs = await Promise.all(KINDS.map((k) => (k === 'remote' ? makeKeyPair() : creator)));
  const settings = makeSettings(4, 4, NAMES, KINDS, 42);
  const state = await seatFriends(await verifyRecord(await makeRecord({ settings, kinds: KINDS, deadline: 0, pair: creator, now: T0, id: 'seriesseries0001' })), pairs, creator);
  return { state, creator, pairs };
}

/** Every person resigns in turn (the bot plays its own turns), so the last seat standing, the bot's, wins. */
async function resignAll(state, keyOf) {
  let s = state;
  while (s.game.current !== null) {
    const by = s.game.current;
    const kind = s.head.kinds[by];
    const turn = kind.startsWith('bot') ? botTurn(s, Number(kind.slice(3))) : { by, steps: [`resign:${by}`] };
    s = await addTurn(s, { ...turn, at: s.turnStart + MIN }, keyOf(by), { now: s.turnStart + MIN, bots: true });
  }
  return s;
}

/** Each seat's device agrees, naming its next key. */
async function everyoneAgrees(state, pairs, next, now = T0 + MIN * 20) {
  let list = [];
  for (const pair of new Set(pairs)) {
    if (!required(state).some((s) => state.keys[s] === pair.publicKey)) continue;
    for (const a of await agree(state, pair, next.get(pair).publicKey, now)) ({ list } = await addAgreement(list, state, a, now));
  }
  return list;
}

async function finished() {
  const t = await table();
  const over = await resignAll(t.state, (seat) => t.pairs[seat]);
  assert.equal(over.game.current, null);
  const next = new Map(await Promise.all([...new Set(t.pairs)].map(async (p) => [p, await makeKeyPair()])));
  return { ...t, over, next };
}

test('seats rotate by one: the player of seat s plays seat s + 1 next, names with them, and each player is known by their first seat', () => {
  assert.deepEqual(rotated(['a', 'b', 'c', 'd']), ['d', 'a', 'b', 'c']);
  for (let n = 1; n <= 7; n++) for (let p = 0; p < 4; p++) assert.equal(playerAt(seatOfPlayer(p, n, 4), n, 4), p);
  assert.equal(seatOfPlayer(0, 2, 4), 1, 'who moved first moves second in game 2');
  assert.equal(playerAt(0, 2, 4), 3, 'the last seat\'s player moves first in game 2');
});

test('the score is by player, not by seat: wins follow the player across rotated games, draws counted', () => {
  // Game 1 won by seat 3 (player 3), game 2 by seat 0 (player 3 again, rotated), game 3 a draw, game 4 by seat 1 (player 2? no: seat 1 in game 4 is player 2).
  const results = [{ n: 1, winner: playerAt(3, 1, 4), draw: false }, { n: 2, winner: playerAt(0, 2, 4), draw: false }, { n: 3, winner: null, draw: true }, { n: 4, winner: playerAt(1, 4, 4), draw: false }];
  assert.deepEqual(score(results, 4), { wins: [0, 0, 1, 2], draws: 1, games: 4 });
});

test('a bot seat agrees by itself; every other seat waits for its own device; the next game starts when all agreed', async () => {
  const { over, pairs, creator, next } = await finished();
  assert.deepEqual(required(over), [0, 1, 2], 'the bot (seat 3) needs no agreement');
  let list = [];
  ({ list } = await addAgreement(list, over, (await agree(over, pairs[1], next.get(pairs[1]).publicKey, T0 + MIN * 20))[0], T0 + MIN * 20));
  assert.deepEqual(waiting(over, list), [0, 2]);
  list = await everyoneAgrees(over, pairs, next);
  assert.deepEqual(waiting(over, list), []);
  // The next game: seats rotated, each friend's seat kept for the key its player named.
  const keys = nextKeys(over, list);
  assert.deepEqual(keys, [next.get(creator).publicKey, next.get(creator).publicKey, next.get(pairs[1]).publicKey, next.get(pairs[2]).publicKey]);
  const made = await verifyRecord(await nextRecord(over, next.get(creator), T0 + MIN * 30));
  assert.equal(made.head.id, await nextGameId(over.headHash));
  assert.deepEqual(made.head.kinds, ['bot1', 'human', 'remote', 'remote']);
  assert.deepEqual(made.head.names, ['Dot', 'Ann', 'Bob', 'Cy']);
  assert.equal(await followRefusal(over, made, next.get(creator).publicKey), null);
  assert.equal(claimRefusal(over, list, 2, next.get(pairs[1]).publicKey), null, 'Bob takes seat 2 with the key he named');
  assert.match(claimRefusal(over, list, 2, next.get(pairs[2]).publicKey), /kept for its player/, 'Cy cannot take Bob\'s seat');
  assert.match(claimRefusal(over, list, 2, (await makeKeyPair()).publicKey), /kept for its player/, 'nor can a watcher');
  // Bound by the ordinary join (no re-claim by hand: the device claims with its named key), game 2 plays.
  let game2 = made;
  for (const [seat, pair] of [[2, next.get(pairs[1])], [3, next.get(pairs[2])]]) game2 = await bindSeat(game2, await joinRequest(game2, seat, pair), next.get(creator));
  assert.notEqual(game2.hash, null, 'every friend\'s seat bound: the first move may be played');
  // The result of game 2 counts for its players: the bot (player 3) sits at seat 0 now.
  const keyOf = (seat) => [next.get(creator), next.get(creator), next.get(pairs[1]), next.get(pairs[2])][seat];
  const over2 = await resignAll(game2, keyOf);
  assert.equal(over2.game.winner, 0);
  assert.deepEqual(score([resultOf(over, 1), resultOf(over2, 2)], 4), { wins: [0, 0, 0, 2], draws: 0, games: 2 });
});

test('a next game the creator made otherwise is refused: another id, another creator key, seats not rotated', async () => {
  const { over, creator, next } = await finished();
  const good = await verifyRecord(await nextRecord(over, next.get(creator), T0 + MIN * 30));
  assert.equal((await followRefusal(over, good, (await makeKeyPair()).publicKey)).code, 'creator');
  const settings = makeSettings(4, 4, NAMES, KINDS, 1);
  const same = await verifyRecord(await makeRecord({ settings, kinds: KINDS, deadline: 0, pair: next.get(creator), now: T0 + MIN * 30, id: good.head.id }));
  assert.equal((await followRefusal(over, same)).code, 'rotation', 'the same seats again');
  const other = await verifyRecord(await makeRecord({ settings, kinds: KINDS, deadline: 0, pair: next.get(creator), now: T0 + MIN * 30, id: 'anotheranother01' }));
  assert.equal((await followRefusal(over, other)).code, 'other');
});

test('agreements, attacked: forged, malleated, replayed, from an earlier game, future-dated, before the end, before the game is over', async () => {
  const { state, over, pairs, next } = await finished();
  const now = T0 + MIN * 20;
  const [bob] = await agree(over, pairs[1], next.get(pairs[1]).publicKey, now);
  assert.equal(await agreementRefusal(over, bob, now), null);
  // Forged: Cy's key signs for Bob's seat.
  const forged = { ...bob, sig: await sign(pairs[2].privateKey, againText(over.headHash, over.hash, 1, bob.k, bob.at)) };
  assert.equal((await agreementRefusal(over, forged, now)).code, 'signature');
  // Malleated: the next key swapped after signing (a relay naming its own key for Bob's next seat), or the seat, or the time.
  assert.equal((await agreementRefusal(over, { ...bob, k: (await makeKeyPair()).publicKey }, now)).code, 'signature');
  assert.equal((await agreementRefusal(over, { ...bob, s: 2 }, now)).code, 'signature');
  assert.equal((await agreementRefusal(over, { ...bob, at: bob.at + 1 }, now)).code, 'signature');
  assert.equal((await agreementRefusal(over, { ...bob, extra: 1 }, now)).code, 'shape');
  // Replayed: the same agreement again changes nothing.
  let { list } = await addAgreement([], over, bob, now);
  const again = await addAgreement(list, over, bob, now);
  assert.equal(again.status, 'same');
  assert.equal(again.list.length, 1);
  // Replayed from an earlier game: game 1's agreement does not count for game 2.
  list = await everyoneAgrees(over, pairs, next);
  const creatorNext = next.get(pairs[0]);
  let game2 = await verifyRecord(await nextRecord(over, creatorNext, T0 + MIN * 30));
  for (const [seat, pair] of [[2, next.get(pairs[1])], [3, next.get(pairs[2])]]) game2 = await bindSeat(game2, await joinRequest(game2, seat, pair), creatorNext);
  const over2 = await resignAll(game2, (seat) => [creatorNext, creatorNext, next.get(pairs[1]), next.get(pairs[2])][seat]);
  assert.notEqual(await agreementRefusal(over2, bob, T0 + MIN * 60), null, 'game 1\'s agreement, replayed as it is');
  const [late] = await agree(over, pairs[1], bob.k, T0 + MIN * 60); // signed for game 1 after game 2 ended
  assert.equal((await agreementRefusal(over2, { ...late, s: 2 }, T0 + MIN * 60)).code, 'signature', 'Bob sits at seat 2 in game 2: his game 1 agreement does not count there');
  assert.equal((await agreementRefusal(over2, late, T0 + MIN * 60)).code, 'signature', 'seat 1 is the creator\'s in game 2');
  // Future-dated: signed properly, stamped 10 minutes ahead of the receiver's clock.
  const [ahead] = await agree(over, pairs[1], bob.k, now + 10 * MIN);
  assert.equal((await agreementRefusal(over, ahead, now)).code, 'future');
  assert.equal(await agreementRefusal(over, ahead, now + 10 * MIN), null, 'once the clock is there, it counts');
  // Stamped before the game ended (an agreement signed over the final hash cannot exist before it, but a stamp can lie).
  const early = { ...bob, at: over.turnStart - 1 };
  early.sig = await sign(pairs[1].privateKey, againText(over.headHash, over.hash, 1, bob.k, early.at));
  assert.equal((await agreementRefusal(over, early, now)).code, 'early');
  // A game not over: no agreement at all.
  await assert.rejects(agree(state, pairs[1], bob.k, now), { code: 'not-over' });
  assert.equal((await agreementRefusal(state, bob, now)).code, 'not-over');
  // The creator's device (which plays any stand-in bot) agrees for its own seats only, never for a friend's.
  assert.deepEqual((await agree(over, pairs[0], bob.k, now)).map((a) => a.s), [0]);
  const forCy = { s: 2, k: bob.k, at: now, sig: await sign(pairs[0].privateKey, againText(over.headHash, over.hash, 2, bob.k, now)) };
  assert.equal((await agreementRefusal(over, forCy, now)).code, 'signature', 'a friend\'s seat (a stand-in played it or not) waits for its own device');
  // A watcher's device holds no seat: nothing to agree for.
  await assert.rejects(agree(over, await makeKeyPair(), bob.k, now), { code: 'no-seat' });
  // One key named by two devices: the second is refused (it would seat one device twice).
  const [cyStolen] = await agree(over, pairs[2], bob.k, now);
  await assert.rejects(addAgreement([bob], over, cyStolen, now), { code: 'key-reused' });
});

test('two tabs of one device: one next key between them, one agreement kept, nothing doubled or lost', async () => {
  const { over, pairs } = await finished();
  const id = await nextGameId(over.headHash);
  const keys = memoryKeys(); // the browser's key store, shared by its tabs
  let held = Promise.resolve();
  const lock = (run) => { const turn = held.then(run); held = turn.catch(() => {}); return turn; }; // Web Locks: one at a time
  const [a, b] = await Promise.all([nextPair(id, keys, lock), nextPair(id, keys, lock)]);
  assert.equal(a.publicKey, b.publicKey, 'both tabs name the same next key');
  // Without the lock, two tabs could each make a key: the test would see two.
  const loose = memoryKeys();
  const slow = { get: async (k) => { await new Promise((r) => { setImmediate(r); }); return loose.get(k); }, put: loose.put };
  const [x, y] = await Promise.all([nextPair(id, slow), nextPair(id, slow)]);
  assert.notEqual(x.publicKey, y.publicKey, '(what the lock prevents)');
  const now = T0 + MIN * 20;
  const [tab1] = await agree(over, pairs[1], a.publicKey, now);
  const [tab2] = await agree(over, pairs[1], b.publicKey, now + 1000);
  let { list } = await addAgreement([], over, tab1, now + 2000);
  const second = await addAgreement(list, over, tab2, now + 2000);
  assert.equal(second.status, 'same');
  list = second.list;
  assert.equal(list.length, 1);
  assert.deepEqual(waiting(over, list), [0, 2]);
});

test('by link: the creator\'s offer ties the finished game, the next and the score; forged, malleated, replayed and future-dated offers refused', async () => {
  const { over, creator, pairs, next } = await finished();
  const now = T0 + MIN * 20;
  const game2 = await verifyRecord(await nextRecord(over, next.get(creator), now));
  const past = [];
  const offer = await makeOffer(over, game2, 1, past, creator, now);
  const read = await readOffer({ record: over.record, next: game2.record, offer }, now);
  assert.equal(read.next.head.id, game2.head.id);
  // Forged: a friend's key signs an offer.
  await assert.rejects(makeOffer(over, game2, 1, past, pairs[1], now), { code: 'creator' });
  const forged = { ...offer, sig: await sign(pairs[1].privateKey, 'anything') };
  assert.equal((await offerRefusal(over, game2, forged, now)).code, 'signature');
  // Malleated: the score so far, the game number, the time changed.
  assert.equal((await offerRefusal(over, game2, { ...offer, at: offer.at + 1 }, now)).code, 'signature');
  const game3 = await verifyRecord(await nextRecord(over, next.get(creator), now + 1));
  assert.equal((await offerRefusal(over, game3, offer, now)).code, 'signature', 'another next game under the same offer');
  const offer3 = await makeOffer(over, game2, 3, [{ n: 1, winner: 0, draw: false }, { n: 2, winner: 1, draw: false }], creator, now);
  assert.equal(await offerRefusal(over, game2, offer3, now), null);
  const fiddled = { ...offer3, past: [{ n: 1, winner: 1, draw: false }, { n: 2, winner: 1, draw: false }] };
  assert.equal((await offerRefusal(over, game2, fiddled, now)).code, 'signature', 'a score changed after signing');
  assert.equal((await offerRefusal(over, game2, { ...offer3, past: offer3.past.slice(1) }, now)).code, 'shape');
  // Future-dated.
  const ahead = await makeOffer(over, game2, 1, past, creator, now + 10 * MIN);
  assert.equal((await offerRefusal(over, game2, ahead, now)).code, 'future');
  // A next game with seats not rotated, even signed by the creator: refused.
  const settings = makeSettings(4, 4, NAMES, KINDS, 1);
  const unrotated = await verifyRecord(await makeRecord({ settings, kinds: KINDS, deadline: 0, pair: next.get(creator), now, id: game2.head.id }));
  const offerU = await makeOffer(over, unrotated, 1, past, creator, now);
  assert.equal((await offerRefusal(over, unrotated, offerU, now)).code, 'rotation');
  // Extra fields in the link's parts: refused before anything is read.
  await assert.rejects(readOffer({ record: over.record, next: game2.record, offer, more: 1 }, now), { code: 'shape' });
});

test('the next table\'s code is derived from the finished table\'s: every device finds it, each game its own', async () => {
  const a = await nextCode('K7PMA3QXDR', 'aaaaaaaaaaaaaaaaaaaaaa');
  assert.match(a, /^[2-9A-HJKMNP-TV-Z]{10}$/);
  assert.equal(a, await nextCode('K7PMA3QXDR', 'aaaaaaaaaaaaaaaaaaaaaa'));
  assert.notEqual(a, await nextCode('K7PMA3QXDR', 'bbbbbbbbbbbbbbbbbbbbbb'));
});
