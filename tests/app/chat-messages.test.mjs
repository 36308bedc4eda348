// Reactions and chat at a table (www/app/remote/chat.js), with no browser: devices are Chat objects
// with their own keys and storage, the messages handed from one to another by hand (as JSON, as the
// data channels carry them). Every attack the issue names is refused with nothing shown: forged
// (a bad signature, another seat's key, a watcher's key), oversized, replayed (twice, an old number,
// after a reload), flooding, future-dated, malleated (each field changed after signing, the
// signature's twin); markup stays the very text sent; two tabs of one device double nothing and lose
// nothing; a watcher chats only once the creator's signed setting allows it; a mute is kept.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  Chat, MAX_CHARS, RATE, SEQ_WINDOW, SEEN_KEYS, FUTURE_MS, STALE_MS, chatText, watchersText,
} from '../../www/app/remote/chat.js';
import { makeKeyPair, sign, twinSignature } from '../../www/app/remote/sign.js';
import { memoryLocks } from '../shared/web-locks.mjs';

const GAME = 'game-1';
const [ann, bob, eve] = await Promise.all([makeKeyPair(), makeKeyPair(), makeKeyPair()]); // creator (seat 0), friend (seat 1), watcher
const KEYS = [ann.publicKey, bob.publicKey];
let clock = 1_800_000_000_000;

/** A browser's storage, in memory. */
function memoryStorage() {
  const map = new Map();
  return { read: (k) => (map.has(k) ? JSON.parse(map.get(k)) : null), write: (k, v) => { map.set(k, JSON.stringify(v)); return true; } };
}


/** A device (or a tab: same storage and locks as another) holding `pair`: its Chat, what it sent and what it showed. */
function device(pair, { storage = memoryStorage(), locks = null } = {}) {
  const out = [];
  const showed = [];
  const reactions = [];
  const chat = new Chat({
    id: GAME, creatorKey: ann.publicKey, keys: () => KEYS, pair, storage, locks, now: () => clock,
    send: (data, to) => out.push([JSON.parse(JSON.stringify(data)), to]),
    on: { message: (m) => showed.push(m.body), reaction: (m) => reactions.push(m.body) },
  });
  return Object.assign(chat, { out, showed, reactions, storageOf: storage });
}

/** A message signed by `pair`'s private key over its fields (a modified client may sign anything). */
async function signed(pair, fields) {
  const m = {
    t: 'chat', g: GAME, s: 1, k: pair.publicKey, n: 1, at: clock, kind: 'text', body: 'hi', sig: '', ...fields,
  };
  m.sig = await sign(pair.privateKey, chatText(m));
  return m;
}

const lastSent = (d) => d.out[d.out.length - 1][0];

test('a seat\'s message and reaction arrive, once, shown as sent; the log is kept with the game across a reload', async () => {
  const a = device(ann);
  const b = device(bob);
  assert.equal(b.seat, 1);
  await b.say('text', 'good luck!');
  assert.equal(lastSent(b).s, 1, 'signed as Bob\'s seat');
  assert.equal(await a.receive(lastSent(b)), null);
  assert.deepEqual(a.showed, ['good luck!']);
  assert.equal(a.out.length, 1, 'passed on once to the devices it did not come from');
  await b.say('react', 'well-played');
  assert.equal(await a.receive(lastSent(b)), null);
  assert.deepEqual(a.reactions, ['well-played']);
  assert.deepEqual(a.log.map((m) => m.body), ['good luck!'], 'a reaction is shown briefly, not kept in the log');
  const again = new Chat({ id: GAME, creatorKey: ann.publicKey, keys: () => KEYS, pair: ann, storage: a.storageOf, send: () => {} });
  assert.deepEqual(again.log.map((m) => [m.s, m.body]), [[1, 'good luck!']], 'a reload keeps the chat');
  assert.equal(a.refused, 0);
});

test('forged: a bad signature, another seat\'s key claiming this seat, a watcher\'s key; each refused, nothing shown', async () => {
  const a = device(ann);
  const bad = await signed(bob, { body: 'real' });
  const cases = [
    ['bad signature', { ...bad, sig: (await signed(bob, { body: 'other' })).sig }, 'signature'],
    ['Ann\'s key claiming Bob\'s seat', await signed(ann, { s: 1 }), 'not-seat'],
    ['Bob\'s key named, signed by Ann', { ...(await signed(ann, { s: 1 })), k: bob.publicKey }, 'signature'],
    ['a watcher\'s key claiming Bob\'s seat', await signed(eve, { s: 1 }), 'not-seat'],
    ['a watcher\'s key as a watcher, not allowed', await signed(eve, { s: null }), 'watchers-off'],
    ['Bob\'s key as a watcher', await signed(bob, { s: null }), 'watchers-off'],
    ['no such seat', await signed(bob, { s: 4 }), 'not-seat'],
  ];
  for (const [what, m, code] of cases) assert.equal(await a.receive(m), code, what);
  assert.deepEqual([a.showed, a.reactions, a.log, a.out], [[], [], [], []], 'nothing shown, kept or passed on');
  assert.equal(a.refused, cases.length);
});

test('oversized: refused by the sender and by every receiver; the longest allowed passes', async () => {
  const a = device(ann);
  const b = device(bob);
  await assert.rejects(b.say('text', 'x'.repeat(MAX_CHARS + 1)), { code: 'size' });
  assert.equal(b.out.length, 0, 'nothing sent');
  assert.equal(await a.receive(await signed(bob, { body: 'x'.repeat(MAX_CHARS + 1) })), 'size');
  assert.equal(await a.receive(await signed(bob, { n: 2, body: 'y'.repeat(MAX_CHARS) })), null);
  for (const [body, code] of [['   ', 'empty'], ['a\u0000b', 'control'], ['\ud800', 'control']]) {
    assert.equal(await a.receive(await signed(bob, { n: 3, body })), code, JSON.stringify(body));
  }
  assert.equal(await a.receive(await signed(bob, { n: 3, kind: 'react', body: 'boo' })), 'reaction', 'a reaction is one of the preset ones');
  assert.deepEqual(a.showed, ['y'.repeat(MAX_CHARS)]);
});

test('markup is text: an <img onerror> is taken, kept and shown as the very characters sent', async () => {
  const a = device(ann);
  const markup = '<img src=x onerror="alert(1)"><b>bold</b>&amp;';
  assert.equal(await a.receive(await signed(bob, { body: markup })), null);
  assert.deepEqual(a.showed, [markup]);
  assert.equal(a.log[0].body, markup, 'kept as text, never parsed or escaped twice');
});

test('replayed: the same message twice, an old number, after a reload: refused, nothing shown twice', async () => {
  const a = device(ann);
  const m = await signed(bob, { n: 1 });
  assert.equal(await a.receive(m), null);
  assert.equal(await a.receive(JSON.parse(JSON.stringify(m))), 'replay');
  assert.equal(a.repeats, 1);
  // Two copies at once (one direct, one passed on): one is taken.
  const m2 = await signed(bob, { n: 2, body: 'two' });
  assert.deepEqual(await Promise.all([a.receive(m2), a.receive({ ...m2 })]), [null, 'replay'], 'the first to come is taken');
  // After SEQ_WINDOW newer numbers, an old one never seen here is refused too.
  a.kept.seen[bob.publicKey] = Array.from({ length: SEQ_WINDOW }, (_, i) => 100 + i);
  assert.equal(await a.receive(await signed(bob, { n: 50, body: 'old' })), 'replay');
  const reloaded = new Chat({ id: GAME, creatorKey: ann.publicKey, keys: () => KEYS, pair: ann, storage: a.storageOf, send: () => {}, now: () => clock });
  assert.equal(await reloaded.receive(m), 'replay', 'a reload remembers the numbers taken');
  assert.deepEqual(a.showed, ['hi', 'two']);
});

test('messages are shown in the order they came, however long each signature takes to check', async () => {
  const a = device(ann);
  const batch = await Promise.all(Array.from({ length: RATE.count }, (_, i) => signed(bob, { n: i + 1, body: `m${i + 1}` })));
  const codes = await Promise.all(batch.map((m) => a.receive(m)));
  assert.deepEqual(codes, Array(RATE.count).fill(null));
  assert.deepEqual(a.showed, batch.map((m) => m.body));
});

test('flooding: a modified client sending faster than the rate is cut off by the receiver; the honest rate passes', async () => {
  const a = device(ann);
  const b = device(bob);
  for (let i = 0; i < RATE.count; i++) await b.say('text', `m${i}`);
  await assert.rejects(b.say('text', 'one too many'), { code: 'rate' }, 'the sender\'s own limit');
  const flood = [];
  for (let n = 1; n <= 3 * RATE.count; n++) flood.push(await signed(bob, { n, body: `f${n}` }));
  const codes = [];
  for (const m of flood) codes.push(await a.receive(m));
  assert.equal(codes.filter((c) => c === null).length, RATE.count);
  assert.ok(codes.slice(RATE.count).every((c) => c === 'rate'), codes.join());
  assert.equal(a.showed.length, RATE.count);
  // A forged flood in Bob's name does not use up Bob's rate: the signature is checked first.
  clock += RATE.windowMs;
  for (let n = 100; n < 110; n++) assert.equal(await a.receive({ ...(await signed(bob, { n })), body: 'x' }), 'signature');
  assert.equal(await a.receive(await signed(bob, { n: 200, at: clock, body: 'later' })), null, 'Bob speaks again once his window has passed');
  // An honest sender at its full rate, spread over the window, passes every receiver.
  const c = device(ann);
  const d = device(bob);
  for (let i = 0; i < 3 * RATE.count; i++) {
    clock += RATE.windowMs / RATE.count;
    await d.say('text', `steady ${i}`);
    assert.equal(await c.receive(lastSent(d)), null, `message ${i}`);
  }
});

test('future-dated and stale: refused', async () => {
  const a = device(ann);
  assert.equal(await a.receive(await signed(bob, { at: clock + FUTURE_MS + 1 })), 'future');
  assert.equal(await a.receive(await signed(bob, { at: clock - STALE_MS - 1 })), 'stale');
  assert.equal(await a.receive(await signed(bob, { at: clock + 2000 })), null, 'a clock a little ahead is fine');
  assert.deepEqual(a.showed, ['hi']);
});

test('malleated: any field changed after signing, the signature\'s twin, an extra field, another game: refused', async () => {
  const a = device(ann);
  const m = await signed(bob, { n: 7, body: 'meet at 8' });
  const cases = [
    [{ ...m, body: 'meet at 9' }, 'signature'],
    [{ ...m, n: 8 }, 'signature'],
    [{ ...m, at: m.at + 1 }, 'signature'],
    [{ ...m, kind: 'react', body: 'oops' }, 'signature'],
    [{ ...m, s: 0 }, 'not-seat'],
    [{ ...m, sig: twinSignature(m.sig) }, 'twin'],
    [{ ...m, extra: 1 }, 'shape'],
    [{ ...m, n: '7' }, 'shape'],
    [{ ...m, g: 'another-game' }, 'game'],
    [null, 'shape'],
  ];
  for (const [data, code] of cases) assert.equal(await a.receive(data), code, JSON.stringify(data)?.slice(0, 80));
  assert.deepEqual(a.showed, []);
  assert.equal(await a.receive(m), null, 'the message as signed is still taken');
});

test('two tabs of one device: numbers never collide, each message is shown once everywhere, nothing is lost', async () => {
  const storage = memoryStorage();
  const locks = memoryLocks();
  const tab1 = device(bob, { storage, locks });
  const tab2 = device(bob, { storage, locks });
  const a = device(ann);
  clock += 60_000;
  await Promise.all([tab1.say('text', 'from tab 1'), tab2.say('text', 'from tab 2')]);
  const [m1, m2] = [lastSent(tab1), lastSent(tab2)];
  assert.notEqual(m1.n, m2.n, 'one number each');
  // Each message reaches Ann, then the other tab (directly and passed on by Ann: twice).
  for (const m of [m2, m1]) assert.equal(await a.receive(m), null);
  assert.equal(await tab1.receive(m2), null);
  assert.equal(await tab1.receive(m2), 'replay');
  assert.equal(await tab2.receive(m1), 'replay', 'tab 2 read tab 1\'s message from the kept chat before it signed: one chat per browser');
  assert.deepEqual(a.showed, ['from tab 2', 'from tab 1']);
  assert.deepEqual(tab1.log.map((m) => m.body).sort(), ['from tab 1', 'from tab 2']);
  assert.deepEqual(tab2.log.map((m) => m.body).sort(), ['from tab 1', 'from tab 2']);
  const kept = new Chat({ id: GAME, creatorKey: ann.publicKey, keys: () => KEYS, pair: bob, storage, send: () => {} });
  assert.deepEqual(kept.log.map((m) => m.body).sort(), ['from tab 1', 'from tab 2'], 'kept once each');
  // The two tabs share one rate: together they send no faster than one device.
  clock += RATE.windowMs;
  const sent = await Promise.allSettled(Array.from({ length: RATE.count + 2 }, (_, i) => (i % 2 ? tab1 : tab2).say('text', `t${i}`)));
  assert.equal(sent.filter((r) => r.status === 'fulfilled').length, RATE.count);
});

test('watchers chat only once the creator\'s signed setting allows it; a forged or replayed setting is refused', async () => {
  const a = device(ann);
  const b = device(bob);
  const e = device(eve);
  clock += 60_000;
  assert.equal(e.seat, null);
  assert.equal(e.maySpeak, false);
  await assert.rejects(e.say('text', 'hi all'), { code: 'watchers-off' });
  await assert.rejects(b.setWatchers(true), { code: 'not-creator' });
  // A setting signed by Bob's key, not the creator's.
  const forged = { t: 'chat-watchers', g: GAME, v: 1, on: true, sig: await sign(bob.privateKey, watchersText(GAME, 1, true)) };
  assert.equal(await e.receive(forged), 'signature');
  assert.equal(e.maySpeak, false);
  const on = await a.setWatchers(true);
  assert.equal(await e.receive(on), null);
  assert.equal(await b.receive(on), null);
  await e.say('text', 'hello from the stands');
  assert.equal(await b.receive(lastSent(e)), null);
  assert.deepEqual(b.showed, ['hello from the stands']);
  assert.equal(await b.receive(await signed(eve, { s: null, n: 5, body: 'I am Bob', k: eve.publicKey })), null);
  const off = await a.setWatchers(false);
  assert.equal(await b.receive(off), null);
  assert.equal(await b.receive(on), 'setting-old', 'an older setting replayed');
  assert.equal(b.watchersMay, false);
  assert.equal(await b.receive(await signed(eve, { s: null, n: 9 })), 'watchers-off');
  // The creator's device tells a device it meets the setting it signed last.
  a.greet('peer-x');
  assert.deepEqual(a.out.at(-1), [off, { only: 'peer-x' }]);
});

test('the creator turns the watchers\' setting on and off at once: two versions, and every device ends where the creator did', async () => {
  const a = device(ann);
  const b = device(bob);
  const [on, off] = await Promise.all([a.setWatchers(true), a.setWatchers(false)]);
  assert.ok(off.v > on.v, 'the later press signs a later version');
  assert.equal(await b.receive(on), null);
  assert.equal(await b.receive(off), null);
  assert.equal(a.watchersMay, false);
  assert.equal(b.watchersMay, false, 'Bob\'s device follows the creator\'s last word');
});

test('mute: a muted player\'s messages and reactions are not shown here (still checked and kept); the mute is kept', async () => {
  const a = device(ann);
  clock += 60_000;
  a.mute(bob.publicKey, true);
  assert.equal(await a.receive(await signed(bob, { n: 1, body: 'muted words' })), null);
  assert.equal(await a.receive(await signed(bob, { n: 2, kind: 'react', body: 'oops' })), null);
  assert.deepEqual([a.showed, a.reactions, a.shown], [[], [], []], 'not told, not in the log shown');
  assert.equal(a.log.length, 1, 'still kept');
  const reloaded = new Chat({ id: GAME, creatorKey: ann.publicKey, keys: () => KEYS, pair: ann, storage: a.storageOf, send: () => {} });
  assert.deepEqual(reloaded.shown, [], 'still muted after a reload');
  reloaded.mute(bob.publicKey, false);
  assert.deepEqual(reloaded.shown.map((m) => m.body), ['muted words'], 'unmuted: the kept messages show');
});

test('the numbers kept stay bounded: the keys heard from last, however many watchers\' keys came', async () => {
  const a = device(ann);
  clock += 60_000;
  await a.setWatchers(true);
  for (let i = 0; i < SEEN_KEYS + 6; i++) {
    clock += 1000; // under the watchers' joint rate
    assert.equal(await a.receive(await signed(await makeKeyPair(), { s: null, n: clock, body: `w${i}` })), null);
  }
  assert.equal(await a.receive(await signed(bob, { n: clock + 1 })), null);
  assert.equal(Object.keys(a.kept.seen).length, SEEN_KEYS);
  assert.ok(bob.publicKey in a.kept.seen, 'the latest kept');
});
