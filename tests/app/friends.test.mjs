// Friends' records (www/app/remote/identity.js, friends.js) in Node, no browser:
// the device's identity (one per browser, two tabs included), the proof that
// ties it to a game's seat key and the attacker's cases (forged by either key,
// replayed from another table, malleated, a signature's twin, two tabs), and
// the friends book over real signed games (a renamed friend keeps their
// record; the same name with another key is another friend; a game counted
// once; head to head by table size; ratings; bots and unknown seats).
// Run: node --test tests/app/friends.test.mjs
import test from 'node:test';
import assert from 'node:assert/strict';
import { ready } from '../../www/element/engine.js';
import { addTurn, verifyRecord } from '../../www/app/remote/chain.js';
import {
  IDENTITY_ID, MAX_PROOFS, PROOFS_PREFIX, deviceIdentity, helloProofs, keptProofs, makeProof, proofRefusal, proofText, takeProofs,
} from '../../www/app/remote/identity.js';
import {
  fingerprint, friendName, friendsBook, identitiesOf, nameFriend, onceEach, playedGame, playedGames, ratingWords,
} from '../../www/app/remote/friends.js';
import { makeKeyPair, memoryKeys, sign, twinSignature } from '../../www/app/remote/sign.js';
import { rate } from '../../www/app/games/rating.js';
import { remoteGame } from './remote-games.mjs';

await ready;

/** A localStorage of a Map. */
function fakeStorage() {
  const map = new Map();
  return {
    map,
    getItem: (k) => (map.has(k) ? map.get(k) : null),
    setItem: (k, v) => { map.set(k, String(v)); },
    removeItem: (k) => { map.delete(k); },
  };
}

/** Web Locks across "tabs" of one browser: one holder at a time per name. */
function fakeLocks() {
  const tails = new Map();
  return {
    request(name, run) {
      const prev = tails.get(name) ?? Promise.resolve();
      const next = prev.then(() => run());
      tails.set(name, next.catch(() => {}));
      return next;
    },
  };
}

/** Two tabs' views of one browser's key store (one IndexedDB, two pages), slow enough to interleave. */
function sharedKeys() {
  const map = new Map();
  const tab = () => ({
    get: async (id) => { await new Promise((r) => { setTimeout(r, 5); }); return map.get(id); },
    put: async (id, pair) => { await new Promise((r) => { setTimeout(r, 5); }); map.set(id, pair); },
  });
  return { map, tab };
}

const GAME = 'game7xxxxxxxxxxxx';

test('one identity per browser: made once, kept under an id no game has, the same for two tabs asking at once', async () => {
  const keys = sharedKeys();
  const locks = fakeLocks();
  const [a, b] = await Promise.all([deviceIdentity(keys.tab(), locks), deviceIdentity(keys.tab(), locks)]);
  assert.equal(a.publicKey, b.publicKey, 'two tabs, one identity');
  assert.equal(keys.map.get(IDENTITY_ID).publicKey, a.publicKey);
  assert.equal(keys.map.size, 1);
  assert.equal((await deviceIdentity(keys.tab(), locks)).publicKey, a.publicKey, 'a reload finds it again');
  assert.doesNotMatch(IDENTITY_ID, /^[A-Za-z0-9_-]{16,32}$/, 'never a game id');
  // Without the lock the two tabs would each have made one: the lock is what makes it one.
  const bare = sharedKeys();
  const [c, d] = await Promise.all([deviceIdentity(bare.tab(), null), deviceIdentity(bare.tab(), null)]);
  assert.notEqual(c.publicKey, d.publicKey, 'the race the lock prevents');
});

test('a proof signed by both keys is taken; forged, replayed, malleated and twinned ones are refused or change nothing', async () => {
  const identity = await makeKeyPair();
  const gameKey = await makeKeyPair();
  const mallory = await makeKeyPair();
  const malloryGame = await makeKeyPair();
  const proof = await makeProof(GAME, gameKey, identity);
  assert.equal(await proofRefusal(GAME, proof), null);
  assert.deepEqual(Object.keys(proof).sort(), ['a', 'b', 'g', 'i', 'k'], 'no time in a proof: it binds two keys and claims no moment');

  // Forged: Mallory names Ann's game key as his (he cannot sign with it)...
  const text = proofText(GAME, gameKey.publicKey, mallory.publicKey);
  const stolen = { g: GAME, k: gameKey.publicKey, i: mallory.publicKey, a: await sign(mallory.privateKey, text), b: await sign(malloryGame.privateKey, text) };
  assert.equal(await proofRefusal(GAME, stolen), 'key-sig');
  // ...or gives his own game to Ann's identity (he cannot sign with it).
  const gift = proofText(GAME, malloryGame.publicKey, identity.publicKey);
  assert.equal(await proofRefusal(GAME, { g: GAME, k: malloryGame.publicKey, i: identity.publicKey, a: await sign(mallory.privateKey, gift), b: await sign(malloryGame.privateKey, gift) }), 'identity-sig');
  // Replayed from another table.
  assert.equal(await proofRefusal('othergamexxxxxxxx', proof), 'game');
  // Malleated: each field changed after signing.
  assert.equal(await proofRefusal(GAME, { ...proof, g: 'othergamexxxxxxxx' }), 'game');
  assert.equal(await proofRefusal(GAME, { ...proof, i: mallory.publicKey }), 'identity-sig');
  assert.equal(await proofRefusal(GAME, { ...proof, k: malloryGame.publicKey }), 'identity-sig');
  assert.equal(await proofRefusal(GAME, { ...proof, a: proof.b }), 'identity-sig');
  assert.equal(await proofRefusal(GAME, { ...proof, b: proof.a }), 'key-sig');
  // Not a proof at all.
  for (const junk of [null, 'x', [], { ...proof, k: 'short' }, { ...proof, a: 1 }]) assert.equal(await proofRefusal(GAME, junk), 'shape');
  const self = await makeProof(GAME, gameKey, gameKey);
  assert.equal(await proofRefusal(GAME, self), 'same');

  // A twin of a signature (made without the key) checks out, and changes nothing kept: the content counts.
  const storage = fakeStorage();
  assert.equal(await takeProofs(GAME, [proof], [gameKey.publicKey], storage), 1);
  assert.equal(await takeProofs(GAME, [{ ...proof, a: twinSignature(proof.a), b: twinSignature(proof.b) }], [], storage), 0);
  assert.equal(keptProofs(GAME, storage).length, 1);
  // The same proof again (a second hello, or another tab's copy): nothing doubled.
  assert.equal(await takeProofs(GAME, [proof, proof], [], storage), 0);
  // A forged or foreign proof beside a good one: only the good one is kept, and the hello is not refused.
  const other = await makeKeyPair();
  const otherGame = await makeKeyPair();
  const good = await makeProof(GAME, otherGame, other);
  assert.equal(await takeProofs(GAME, [stolen, { ...good, g: 'othergamexxxxxxxx' }, good, 'junk'], [], storage), 1);
  assert.deepEqual(keptProofs(GAME, storage).map((p) => p.i), [identity.publicKey, other.publicKey]);
  assert.equal(await takeProofs(GAME, 'not a list', [], storage), 0, 'an older device\'s hello has none');
  assert.equal(await takeProofs(GAME, [good], [], null), 0, 'no storage: nothing kept, nothing thrown');
});

test('one identity per game key: the first proof heard stands; the kept proofs are bounded, seats first', async () => {
  const gameKey = await makeKeyPair();
  const first = await makeKeyPair();
  const second = await makeKeyPair();
  const storage = fakeStorage();
  await takeProofs(GAME, [await makeProof(GAME, gameKey, first)], [], storage);
  assert.equal(await takeProofs(GAME, [await makeProof(GAME, gameKey, second)], [], storage), 0, 'a device that signs for two identities gets the first');
  assert.deepEqual(keptProofs(GAME, storage).map((p) => p.i), [first.publicKey]);

  // Watchers fill the list; a seat's proof still makes its way in.
  const crowd = [];
  for (let n = 0; n < MAX_PROOFS; n++) crowd.push(await makeProof(GAME, await makeKeyPair(), await makeKeyPair()));
  await takeProofs(GAME, crowd, [gameKey.publicKey], storage);
  assert.equal(keptProofs(GAME, storage).length, MAX_PROOFS);
  const seat = await makeKeyPair();
  assert.equal(await takeProofs(GAME, [await makeProof(GAME, seat, await makeKeyPair())], [gameKey.publicKey, seat.publicKey], storage), 1);
  const kept = keptProofs(GAME, storage).map((p) => p.k);
  assert.equal(kept.length, MAX_PROOFS);
  assert.ok(kept.includes(seat.publicKey) && kept.includes(gameKey.publicKey), 'both seats kept, a watcher let go');
});

test('a hello carries this device\'s proof and the ones it holds; without a key store, only the ones it holds', async () => {
  const storage = fakeStorage();
  const store = memoryKeys();
  const pair = await makeKeyPair();
  const friend = await makeProof(GAME, await makeKeyPair(), await makeKeyPair());
  await takeProofs(GAME, [friend], [], storage);
  const sent = await helloProofs(GAME, pair, { store, locks: fakeLocks(), storage });
  assert.equal(sent.length, 2);
  assert.equal(sent[0].k, pair.publicKey);
  assert.equal(sent[0].i, (await store.get(IDENTITY_ID)).publicKey);
  assert.equal(await proofRefusal(GAME, sent[0]), null);
  assert.deepEqual(sent[1], friend);
  const broken = { get: async () => { throw new Error('IndexedDB refused'); }, put: async () => {} };
  const pair2 = await makeKeyPair();
  assert.deepEqual(await helloProofs(GAME, pair2, { store: broken, locks: null, storage }), [friend]);
});

// ---- the book, over real signed games ------------------------------------------------------------

/**
 * A finished game: `kinds` as the creator set them, seat `resigner` resigns after a few moves. Ann's device
 * (the creator) holds the non-remote seats. Returns the verified state and the seats' pairs.
 */
async function finished(kinds, { seed = 7, resigner = 1, hops = 4 } = {}) {
  const played = await remoteGame({ kinds, seed, hops });
  let { state } = played;
  const at = state.turnStart + 60_000;
  // The resigner first, then the other people, Ann's seat last, until one army stands (a bot's, perhaps).
  const order = [resigner, ...kinds.flatMap((k, seat) => (seat === 0 || seat === resigner || k.startsWith('bot') ? [] : [seat])), 0];
  for (const seat of order) {
    if (state.game.current === null) break;
    state = await addTurn(state, { by: seat, steps: [`resign:${seat}`], at }, played.pairs[seat]);
  }
  return { ...played, state };
}

/** Identities and proofs for a game's seats: seat → identity pair. */
async function proofsFor(game, identities) {
  const out = [];
  for (const [seat, identity] of identities) out.push(await makeProof(game.state.head.id, game.pairs[seat], identity));
  return out;
}

test('the book: a friend known by their identity across games, head to head by table size, rated; renamed, they keep their record', async () => {
  const ann = await makeKeyPair();
  const bob = await makeKeyPair();
  const g1 = await finished(['human', 'remote'], { seed: 1 }); // Bob resigns: Ann wins
  const g2 = await finished(['human', 'remote'], { seed: 2, resigner: 0 }); // Ann resigns: Bob wins
  const g3 = await finished(['human', 'remote', 'remote'], { seed: 3, resigner: 2 }); // a new friend at seat 2... Bob at 1
  const storage = fakeStorage();
  for (const g of [g1, g2]) await takeProofs(g.state.head.id, await proofsFor(g, [[0, ann], [1, bob]]), [], storage);
  await takeProofs(g3.state.head.id, await proofsFor(g3, [[0, ann], [1, bob]]), [], storage); // seat 2 presented no identity

  // As Ann's device sees it: it held seat 0.
  const games = [g1, g2, g3].map((g) => playedGame(g.state, { mine: [0] }));
  assert.equal(games[2].places[0], 1, 'Ann won the three-seat game');
  const ids = await identitiesOf(games, (id) => keptProofs(id, storage));
  const book = friendsBook(games, ids, { self: ann.publicKey, names: (id) => friendName(id, storage) });
  assert.equal(book.friends.length, 1, 'one friend: Bob, across three games; the seat with no identity is nobody\'s');
  assert.equal(book.unknown, 1);
  const [friend] = book.friends;
  assert.equal(friend.id, bob.publicKey);
  assert.equal(friend.named, false);
  assert.equal(friend.name, 'Blue', 'the name from the game is a suggestion');
  assert.deepEqual(friend.sizes.map(({ players, games: n, wins, losses, draws }) => [players, n, wins, losses, draws]), [[2, 2, 1, 1, 0], [3, 1, 1, 0, 0]]);
  assert.deepEqual(friend.total, { games: 3, wins: 2, losses: 1, draws: 0 });
  // The two-seat rating: the two games rated in order, as OpenSkill rates them.
  let [[a], [b]] = rate([[{ mu: 25, sigma: 25 / 3 }], [{ mu: 25, sigma: 25 / 3 }]], { rank: [1, 2] });
  [[a], [b]] = rate([[a], [b]], { rank: [2, 1] });
  const two = friend.sizes[0].rating;
  assert.ok(Math.abs(two.mu - b.mu) < 1e-9 && Math.abs(two.sigma - b.sigma) < 1e-9, JSON.stringify(two));
  assert.equal(two.games, 2);
  assert.ok(Math.abs(book.me.get(2).mu - a.mu) < 1e-9);
  assert.equal(book.me.get(3).games, 1);

  // The player names Bob: the name sticks, the record stays his.
  nameFriend(bob.publicKey, '  Bobby\u202e  ', storage);
  const renamed = friendsBook(games, ids, { self: ann.publicKey, names: (id) => friendName(id, storage) }).friends[0];
  assert.equal(renamed.name, 'Bobby', 'cleaned: no direction override, trimmed');
  assert.equal(renamed.named, true);
  assert.deepEqual(renamed.total, friend.total);
  assert.deepEqual(renamed.sizes, friend.sizes);
  nameFriend(bob.publicKey, '', storage);
  assert.equal(friendName(bob.publicKey, storage), null, 'an empty name goes back to the suggestion');
  assert.throws(() => nameFriend(bob.publicKey, 7, storage), /a name is text/);
  assert.throws(() => nameFriend('', 'x', storage), /no friend to name/);
});

test('the same name with another key is another friend; a game is counted once however often it is read', async () => {
  const ann = await makeKeyPair();
  const bob = await makeKeyPair();
  const eve = await makeKeyPair();
  const names = ['Ann', 'Bob'];
  const g1 = await remoteGame({ kinds: ['human', 'remote'], seed: 4, hops: 2, names });
  const g2 = await remoteGame({ kinds: ['human', 'remote'], seed: 5, hops: 2, names }); // "Bob" again: Eve's device
  const storage = fakeStorage();
  for (const [g, who] of [[g1, bob], [g2, eve]]) {
    g.state = await addTurn(g.state, { by: 1, steps: ['resign:1'], at: g.state.turnStart + 1 }, g.pairs[1]);
    await takeProofs(g.state.head.id, await proofsFor(g, [[0, ann], [1, who]]), [], storage);
  }
  const one = playedGame(g1.state, { mine: [0] });
  const games = [one, one, { ...one }, playedGame(g2.state, { mine: [0] })]; // g1 in the store twice, and read again
  const ids = await identitiesOf(games, (id) => keptProofs(id, storage));
  const book = friendsBook(games, ids, { self: ann.publicKey });
  assert.equal(book.counted, 2, 'two games, not four');
  assert.equal(book.friends.length, 2, 'two friends named Bob: two keys');
  assert.deepEqual(book.friends.map((f) => f.name), ['Bob', 'Bob']);
  assert.deepEqual(new Set(book.friends.map((f) => f.id)), new Set([bob.publicKey, eve.publicKey]));
  for (const f of book.friends) assert.deepEqual(f.total, { games: 1, wins: 1, losses: 0, draws: 0 });
  assert.notEqual(await fingerprint(bob.publicKey), await fingerprint(eve.publicKey), 'their prints tell them apart');
  assert.match(await fingerprint(bob.publicKey), /^[2-9A-HJKMNP-TV-Z]{4}-[2-9A-HJKMNP-TV-Z]{4}$/);
  assert.equal(onceEach(games).length, 2);

  // A proof for a key that holds no seat of its game, or a forged one kept by a damaged store, counts for nothing.
  const bad = fakeStorage();
  bad.setItem(PROOFS_PREFIX + g1.state.head.id, JSON.stringify([{ ...(keptProofs(g1.state.head.id, storage)[1]), i: eve.publicKey }]));
  assert.equal((await identitiesOf([one], (id) => keptProofs(id, bad))).size, 0);
});

test('bots are not rated nor listed; a draw is a draw; a game still in progress and a record that no longer verifies are not counted', async () => {
  const ann = await makeKeyPair();
  const bob = await makeKeyPair();
  const g = await finished(['human', 'remote', 'bot1'], { seed: 6, resigner: 1, hops: 3 });
  const storage = fakeStorage();
  await takeProofs(g.state.head.id, await proofsFor(g, [[0, ann], [1, bob]]), [], storage);
  const entry = { mine: [0], summary: { current: null }, record: g.state.record };
  const live = await remoteGame({ kinds: ['human', 'remote'], seed: 8, hops: 2 });
  const broken = { ...g.state.record, turns: g.state.record.turns.slice(0, -1).concat([[...g.state.record.turns.at(-1)].map((x, i) => (i === 1 ? x + 1 : x))]) };
  const entries = [
    { id: g.state.head.id, entry },
    { id: live.state.head.id, entry: { mine: [0], summary: { current: live.state.game.current }, record: live.state.record } },
    { id: 'brokenxxxxxxxxxxx', entry: { mine: [0], summary: { current: null }, record: broken } },
  ];
  const games = await playedGames(entries, { storage });
  assert.equal(games.length, 1, 'only the finished game that verifies');
  // Checked once: the next opening reads what the record showed, until the record changes.
  let checks = 0;
  const counting = async (record) => { checks += 1; return verifyRecord(record); };
  assert.deepEqual(await playedGames(entries, { storage, verify: counting }), games);
  assert.equal(checks, 1, 'only the broken record is checked again (it was never kept)');
  const longer = { ...entry, record: { ...g.state.record, turns: g.state.record.turns.slice(0, -1) } };
  longer.record.turns.push([...g.state.record.turns.at(-1)]);
  longer.record.turns.at(-1)[4] = twinSignature(longer.record.turns.at(-1)[4]); // the same turn, other bytes: read again
  await playedGames([{ id: g.state.head.id, entry: longer }], { storage, verify: counting });
  assert.equal(checks, 2);
  const ids = await identitiesOf(games, (id) => keptProofs(id, storage));
  const book = friendsBook(games, ids, { self: ann.publicKey });
  assert.deepEqual(book.friends.map((f) => f.id), [bob.publicKey], 'the bot is nobody\'s friend');
  assert.deepEqual(games[0].places, [2, 3, 1], 'the bot won; Ann fell after Bob');
  assert.deepEqual(book.friends[0].total, { games: 1, wins: 1, losses: 0, draws: 0 }, 'Ann finished ahead of Bob');
  assert.equal(book.friends[0].sizes[0].rating.games, 1);
  assert.equal(book.me.get(3).games, 1);
  assert.ok(book.me.get(3).mu > book.friends[0].sizes[0].rating.mu, 'rated between the two people only');

  // A draw (hand-made, as the book reads games): neither ahead.
  const draw = {
    ...games[0], id: 'drawgamexxxxxxxxx', winner: null, draw: true, places: [1, 1, 1], ended: games[0].ended + 1,
  };
  const drawn = friendsBook([draw], ids, { self: ann.publicKey }).friends[0];
  assert.deepEqual(drawn.total, { games: 1, wins: 0, losses: 0, draws: 1 });
  const words = ratingWords(drawn.sizes[0].rating);
  assert.equal(words.mu, 25);
  assert.ok(words.low < 25 && words.high > 25 && words.ordinal < words.low);
});
