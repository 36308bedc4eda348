// The live table's rules (www/app/remote/table.js), with no browser and no
// network: codes, seat claims (one key one seat, the creator's key none, a bound
// seat never given again), the host's seating followed by guests, records
// played by the wrong key refused, silent seats and the bot that may stand in
// for one, and when discovery may go quiet.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import {
  CODE_ALPHABET, CODE_ITERATIONS, CODE_LENGTH, CODE_SALT, STAND_IN_AFTER_KEY, STAND_IN_AFTER_MS, Table, newCode, readCode, showCode, standInAfter,
  tableRoom,
} from '../../www/app/remote/table.js';

const HOST = 'host-key';
const BOB = 'bob-key';
const CAT = 'cat-key';
const EVE = 'eve-key';
const base = {
  id: 'abcdefghijklmnop', code: 'ABCDE23456', kinds: ['human', 'remote', 'bot3', 'remote'], names: ['Ann', 'Bob', '', 'Cat'], hostKey: HOST,
};
const hostTable = (more = {}) => new Table({ ...base, selfKey: HOST, ...more });

test('codes are ten letters of an alphabet without look-alikes, read back however they are typed', () => {
  assert.equal(CODE_LENGTH, 10);
  for (let i = 0; i < 200; i++) {
    const code = newCode();
    assert.equal(code.length, CODE_LENGTH);
    assert.ok([...code].every((c) => CODE_ALPHABET.includes(c)), code);
    assert.match(showCode(code), /^.{5}-.{5}$/);
    assert.equal(readCode(showCode(code).toLowerCase()), code);
  }
  assert.equal(readCode(' abcde-23456 '), 'ABCDE23456');
  assert.equal(readCode('ABCDE 23456'), 'ABCDE23456');
  assert.equal(readCode('ABCD-2345'), null, 'an old eight-letter code is too short');
  assert.equal(readCode('ABCDE-234567'), null, 'too long');
  assert.equal(readCode('ABCDU-23456'), null, 'U is not a letter of the code');
  assert.equal(readCode(null), null);
  assert.ok(!/[01ILOU]/.test(CODE_ALPHABET));
  // A biased random source cannot bias the letters: bytes past the last whole alphabet are dropped.
  assert.equal(newCode((n) => new Uint8Array(n).fill(250).map((b, i) => (i % 2 ? b : 0))), '2222222222');
});

test('what the networks see of a table is a slow salted derivation of its code: PBKDF2-SHA-256, then a label each for the room and the password', async () => {
  const { room, password } = await tableRoom('ABCDE23456');
  assert.match(room, /^[0-9a-f]{64}$/);
  assert.match(password, /^[0-9a-f]{64}$/);
  assert.notEqual(room, password);
  assert.deepEqual(await tableRoom('ABCDE23456'), { room, password }, 'the same code, the same room on every device');
  assert.notEqual((await tableRoom('ABCDE23457')).room, room);
  // Made here from the documented parameters: PBKDF2-HMAC-SHA-256 of the code, CODE_SALT, CODE_ITERATIONS, 256 bits.
  const bytes = (text) => new TextEncoder().encode(text);
  const secret = await crypto.subtle.importKey('raw', bytes('ABCDE23456'), 'PBKDF2', false, ['deriveBits']);
  const key = new Uint8Array(await crypto.subtle.deriveBits({ name: 'PBKDF2', hash: 'SHA-256', salt: bytes(CODE_SALT), iterations: CODE_ITERATIONS }, secret, 256));
  const labelled = async (label) => Buffer.from(await crypto.subtle.digest('SHA-256', new Uint8Array([...bytes(`${label}|`), ...key]))).toString('hex');
  assert.equal(room, await labelled('room'));
  assert.equal(password, await labelled('password'));
  assert.ok(CODE_ITERATIONS >= 100_000, 'each guess costs at least 100 000 iterations');
  // A cheaper derivation is another room: a device cannot be talked into a faster one.
  assert.notEqual((await tableRoom('ABCDE23456', 1000)).room, room);
  // The discovery joins the derived room with the derived password, never the code itself (the derivation before).
  const source = readFileSync(new URL('../../www/app/remote/discovery.js', import.meta.url), 'utf8');
  assert.match(source, /password: this\.secret\.password/);
  assert.match(source, /\}, this\.secret\.room\)/);
  assert.doesNotMatch(source, /password: this\.code|\}, this\.code\)/);
});

test('the host binds a free friend\'s seat to the key that claims it; a bound seat and a second seat are refused', () => {
  const t = hostTable();
  assert.deepEqual(t.free, [1, 3]);
  assert.equal(t.claim(1, BOB), null);
  assert.equal(t.seats[1], BOB);
  assert.match(t.claim(1, EVE), /Bob \(Blue\)'s seat is already taken by another device/);
  assert.equal(t.seats[1], BOB, 'nothing changed');
  assert.match(t.claim(3, BOB), /already holds Bob \(Blue\)'s seat: one device, one seat/);
  assert.match(t.claim(3, HOST), /the creator's device holds its own seats/);
  assert.match(t.claim(0, CAT), /not a friend's/);
  assert.match(t.claim(2, CAT), /not a friend's/);
  assert.match(t.claim(7, CAT), /not a friend's/);
  assert.equal(t.claim(1, BOB), null, 'the same device asking again (a reload) keeps its seat');
  assert.equal(t.claim(3, CAT), null);
  assert.deepEqual(t.free, []);
  const guest = new Table({ ...base, selfKey: BOB });
  assert.match(guest.claim(3, EVE), /only the table's creator gives seats/);
});

test('a guest follows the host\'s seating, but never a seating that gives a bound seat to another key', () => {
  const guest = new Table({ ...base, selfKey: BOB });
  guest.asking = 1;
  assert.equal(guest.follow([HOST, BOB, HOST, null], false), null);
  assert.deepEqual(guest.mine, [1]);
  assert.equal(guest.asking, null, 'the claim was answered');
  assert.equal(guest.spectate, false);
  assert.match(guest.follow([HOST, EVE, HOST, null], true), /gives Bob \(Blue\)'s seat, bound already, to another device/);
  assert.deepEqual(guest.seats, [HOST, BOB, HOST, null], 'nothing changed');
  assert.match(guest.follow([HOST, BOB], true), /wrong number of seats/);
  assert.match(guest.follow([HOST, BOB, HOST, 7], true), /unreadable/);
});

test('a record whose friend\'s seat was played by any key but its bound one is refused, naming the seat', () => {
  const t = hostTable({ seats: [null, BOB, null, null] });
  assert.equal(t.checkKeys([HOST, BOB, HOST, null]), null);
  assert.equal(t.checkKeys([HOST, null, HOST, null]), null);
  assert.deepEqual(t.checkKeys([HOST, EVE, HOST, null]), { seat: 1, reason: 'Bob (Blue)\'s seat belongs to another device at this table' });
  assert.deepEqual(t.checkKeys([HOST, BOB, HOST, EVE]), { seat: 3, reason: 'Cat (Green)\'s seat was not given to any device at this table' });
});

test('a seat whose device leaves goes silent until it says hello again, from any connection', () => {
  const t = hostTable({ seats: [null, BOB, null, CAT] });
  t.peerJoined('p1', 10);
  assert.equal(t.hello('p1', BOB, 11), 1);
  t.peerJoined('p2', 12);
  t.hello('p2', CAT, 12);
  assert.equal(t.full, true);
  assert.equal(t.peerLeft('p1', 100), 1);
  assert.deepEqual([...t.silent], [[1, 100]]);
  assert.equal(t.full, false);
  t.peerJoined('p9', 200);
  assert.equal(t.hello('p9', BOB, 200), 1, 'back on another connection');
  assert.equal(t.silent.size, 0);
  assert.equal(t.peerLeft('nobody', 300), null);
});

test('discovery announces while a seat is free or its device away; once full only the host, only while watching is allowed', () => {
  const host = hostTable({ seats: [null, BOB, null, null] });
  const guest = new Table({ ...base, selfKey: BOB, seats: [null, BOB, null, null] });
  assert.equal(host.announce, true, 'a free seat');
  assert.equal(guest.announce, true);
  host.claim(3, CAT);
  guest.follow(host.seating().seats, true);
  host.peerJoined('b', 1); host.hello('b', BOB, 1);
  guest.peerJoined('h', 1); guest.hello('h', HOST, 1);
  assert.equal(guest.announce, true, 'Cat is not here yet');
  host.peerJoined('c', 1); host.hello('c', CAT, 1);
  guest.peerJoined('c', 1); guest.hello('c', CAT, 1);
  assert.equal(guest.announce, false, 'full: the guest goes quiet');
  assert.equal(host.announce, true, 'the host stays findable for watchers');
  host.spectate = false;
  assert.equal(host.announce, false, 'no watchers: quiet');
  guest.peerLeft('c', 5);
  assert.equal(guest.announce, true, 'Cat dropped: announced again so Cat finds the table');
});

test('watchers see the game while seats are free or watching is allowed; a seat\'s device always', () => {
  const t = hostTable({ seats: [null, BOB, null, CAT], spectate: false });
  t.peerJoined('b', 1); t.hello('b', BOB, 1);
  t.peerJoined('w', 1); t.hello('w', EVE, 1);
  t.peerJoined('x', 1);
  assert.equal(t.mayWatch('b'), true);
  assert.equal(t.mayWatch('w'), false);
  assert.equal(t.mayWatch('x'), false);
  t.spectate = true;
  assert.equal(t.mayWatch('w'), true);
  const open = hostTable({ spectate: false });
  open.peerJoined('x', 1);
  assert.equal(open.mayWatch('x'), true, 'a free seat: a newcomer sees the table to take it');
});

test('a bot plays a silent seat only once every other seat\'s device here agrees on its level, until the seat\'s device says hello', () => {
  const seats = [null, BOB, null, CAT];
  const host = hostTable({ seats });
  const cat = new Table({ ...base, selfKey: CAT, seats });
  for (const [t, peers] of [[host, [['b', BOB], ['c', CAT], ['w', EVE]]], [cat, [['h', HOST], ['b', BOB]]]]) {
    for (const [peer, key] of peers) { t.peerJoined(peer, 0); t.hello(peer, key, 0); }
  }
  assert.deepEqual(host.voters(1), [HOST, CAT], 'the spectator Eve and Bob himself do not decide');
  assert.match(host.vote(1, HOST, 2, 10), /Bob \(Blue\)'s device is here/, 'no bot for a seat whose device is here');
  host.peerLeft('b', 1000);
  cat.peerLeft('b', 1200);
  const soon = 1000 + STAND_IN_AFTER_MS - 1;
  assert.equal(host.mayVote(1, soon), false);
  assert.match(host.vote(1, HOST, 2, soon), /gone less than/, 'not before the delay, by this device\'s own clock');
  const late = 1200 + STAND_IN_AFTER_MS;
  assert.equal(cat.mayVote(1, late), true);
  assert.equal(cat.vote(1, CAT, 2, late), null);
  assert.equal(host.vote(1, CAT, 2, soon), null, 'another device\'s vote is kept as it comes');
  assert.match(host.vote(1, EVE, 2, late), /only a device holding another seat/, 'a spectator has no say');
  assert.match(host.vote(1, BOB, 2, late), /only a device holding another seat/, 'nor the seat\'s own key');
  assert.match(host.vote(1, HOST, 6, late), /bot level is 1 to 5/);
  assert.match(host.vote(2, HOST, 2, late), /only for a friend's seat/);
  assert.equal(host.settle(1), null, 'the host has not agreed yet');
  assert.equal(host.vote(1, HOST, 3, late), null);
  assert.equal(host.settle(1), null, 'they differ on the level');
  assert.equal(host.vote(1, HOST, 2, late), null, 'a later vote replaces the earlier one');
  assert.equal(host.settle(1), 2);
  assert.deepEqual(host.seating().standIns, [[1, 2]], 'the host\'s signed seating names the stand-in');
  assert.match(host.vote(1, CAT, 2, late), /a bot already plays/);
  assert.equal(cat.follow(host.seating().seats, true, host.seating().standIns), null);
  assert.deepEqual([...cat.standIns], [[1, 2]], 'every device sees who plays the seat');
  assert.match(cat.follow(seats, true, [[0, 2]]), /not a bot level for a friend's seat/);
  assert.match(cat.follow(seats, true, [[1, 9]]), /not a bot level/);
  // Kept with the table (a reload of the host keeps the stand-in).
  assert.deepEqual([...hostTable({ seats, standIns: host.seating().standIns }).standIns], [[1, 2]]);
  host.peerJoined('b2', 5000);
  assert.equal(host.hello('b2', BOB, 5000), 1);
  assert.deepEqual(host.seating().standIns, [], 'Bob is back: he plays his seat again');
  assert.equal(host.settle(1), null);
});

test('a device\'s own wait before it votes for a bot: its setting (5 s to an hour), else 30 s; it moves only its own vote', () => {
  const storage = (value) => ({ getItem: (k) => (k === STAND_IN_AFTER_KEY ? value : null) });
  assert.equal(standInAfter(storage(null)), STAND_IN_AFTER_MS);
  assert.equal(standInAfter(storage('5')), 5000);
  assert.equal(standInAfter(storage('3600')), 3_600_000);
  for (const bad of ['4', '3601', '2.5', 'soon', '']) assert.equal(standInAfter(storage(bad)), STAND_IN_AFTER_MS, bad);
  assert.equal(standInAfter({ getItem() { throw new Error('storage refused'); } }), STAND_IN_AFTER_MS);
  const seats = [null, BOB, null, CAT];
  const host = new Table({ ...base, selfKey: HOST, seats, standInAfter: 5000 });
  for (const [peer, key] of [['b', BOB], ['c', CAT]]) { host.peerJoined(peer, 0); host.hello(peer, key, 0); }
  host.peerLeft('b', 1000);
  assert.match(host.vote(1, HOST, 2, 5999), /gone less than 5 s/);
  assert.equal(host.vote(1, HOST, 2, 6000), null);
  assert.equal(host.settle(1), null, 'Cat, waiting its own 30 s, has not agreed: a short wait here decides nothing alone');
});
