// The remote session (www/app/remote/session.js) with no browser: three or four
// devices, each a Session with its own key, joined by transports of this file
// (a mesh delivering each message as JSON, as the data channels do) in place
// of the peer-discovery library. A guest takes a seat that the creator binds
// in the signed record; turns travel and every device holds the same record; a
// watcher's vote and forged turn are refused with their reason; a silent seat
// is played by a bot only once every other seat's device agreed, the record
// marks the bot's turn, and the seat's device coming back takes its seat again.
import { test, before } from 'node:test';
import assert from 'node:assert/strict';
import { ready, botReady } from '../../www/element/engine.js';
import { makeSettings } from '../../www/element/record.js';
import {
  addTurn, newRecord, signVote, standIns, turnText, verifyRecord,
} from '../../www/app/remote/chain.js';
import { botTurn } from './remote-games.mjs';
import { Session } from '../../www/app/remote/session.js';
import { makeKeyPair, sign } from '../../www/app/remote/sign.js';
import { STAND_IN_AFTER_MS } from '../../www/app/remote/table.js';
import { memoryStorage, someTurn } from './remote-games.mjs';

before(async () => {
  globalThis.window = { localStorage: memoryStorage() };
  await ready;
  await botReady();
});

/** Devices' transports: each message goes to the other device as JSON, a moment later. */
class Mesh {
  constructor() {
    this.nets = new Map();
    /** A message this returns true for is lost on its way (a channel closing): (data, from id, to id) => boolean. */
    this.lose = () => false;
  }

  net(id) {
    const mesh = this;
    const net = {
      selfId: id, peers: new Map(), relay: 'up', quieted: false,
      has(peer) { return [...this.peers.values()].includes(peer); },
      get connected() { return this.peers.size; },
      get state() { return this.peers.size ? 'open' : 'waiting'; },
      quiet(on) { this.quieted = on; },
      close() {},
      send(data, except = null, only = null) {
        const text = JSON.stringify(data);
        for (const p of this.peers.values()) {
          if (p === except || (only !== null && p !== only) || !this.mayReach(p) || mesh.lose(data, id, p.id)) continue;
          setTimeout(() => {
            const to = mesh.nets.get(p.id);
            const back = to?.peers.get(id);
            if (back) to.onMessage(JSON.parse(text), back, null);
          }, 0);
        }
      },
    };
    this.nets.set(id, net);
    return net;
  }

  /** Two devices meet: each hears of the other (onOpen). */
  connect(a, b) {
    const pa = { id: b.selfId, state: 'open' };
    const pb = { id: a.selfId, state: 'open' };
    a.peers.set(b.selfId, pa);
    b.peers.set(a.selfId, pb);
    a.onOpen(pa);
    b.onOpen(pb);
  }

  /** A device drops: every device it was connected to hears it leave, and it hears each of them leave. */
  drop(a) {
    for (const p of [...a.peers.values()]) {
      const other = this.nets.get(p.id);
      const back = other.peers.get(a.selfId);
      other.peers.delete(a.selfId);
      other.onLeave(back);
      a.peers.delete(p.id);
      a.onLeave(p);
    }
  }
}

let clock = 1_800_000_000_000;

/** A device holding the game `record` (verified as it comes), with its notices. */
async function device(record, pair) {
  const notices = [];
  const seated = [];
  const shown = []; // hops the board was asked to show: [at, hops]
  const hooks = {
    notice: (text) => notices.push(text),
    changed: () => {},
    replay: async () => {},
    caughtUp: async () => {},
    hops: (at, hops) => shown.push([at, hops]),
    dropped: () => {},
    seated: (seat) => seated.push(seat),
    otherTab: async () => {},
    now: () => clock,
  };
  const s = new Session({ mine: [], seen: 0, libraryId: 'lib' }, await verifyRecord(record), pair, hooks);
  return Object.assign(s, { notices, seated, shown });
}

/** Waits until `done()` holds, the devices' queues drained in between. */
async function until(done, sessions, what) {
  for (let i = 0; i < 2000; i++) { // generous: a loaded machine
    await new Promise((r) => { setTimeout(r, 5); });
    await Promise.all(sessions.map((s) => s.queue));
    if (done()) return;
  }
  assert.fail(`never: ${what}`);
}

const CODE = 'ABCD2345';
let tables = 0;

/**
 * Ann's table of Ann, Bob and Cat (friends), each on a device of their own, every friend's seat taken
 * (or the first `seated` of them: the others are left for the test).
 */
async function table(names = ['Ann', 'Bob', 'Cat'], seated = names.length - 1) {
  const pairs = await Promise.all(names.map(() => makeKeyPair()));
  const kinds = names.map((_, seat) => (seat ? 'remote' : 'human'));
  const settings = makeSettings(names.length, 4, names, kinds, 11);
  tables += 1; // each table its own game id: the devices of one test share this process's storage
  const record = await newRecord({ settings, kinds, deadline: 0, pair: pairs[0], id: `sessiontest${tables}`.padEnd(16, '0') });
  const mesh = new Mesh();
  const devices = [];
  for (const [seat, pair] of pairs.entries()) {
    if (seat > seated) break;
    const d = await device(seat ? devices[0]?.state.record ?? record : record, pair);
    await d.openTable(CODE, mesh.net(names[seat]));
    for (const other of devices) mesh.connect(other.net, d.net);
    devices.push(d);
    if (seat) {
      await until(() => d.table.peers.get(names[0])?.key, devices, `${names[seat]} hears Ann's hello`);
      await d.askSeat(seat);
      // The seat shows in the record (mine) before or after the host's seating message (seated): wait for both.
      await until(() => d.mine.includes(seat) && d.seated.includes(seat) && devices.every((o) => o.state.record.seats.length === seat), devices, `${names[seat]} seated`);
    }
  }
  return {
    devices, mesh, names, pairs, record,
  };
}

/** The device holding the seat to move plays its first legal turn; every device then holds the same record. */
async function playOn(devices) {
  const seat = devices[0].state.game.current;
  const d = devices.find((x) => x.mine.includes(seat));
  const turns = d.state.record.turns.length;
  assert.equal(await d.signTurns([someTurn(d.state)]), true);
  await until(() => devices.every((x) => x.state.record.turns.length > turns), devices, `turn ${turns + 1} everywhere`);
}

test('guests take seats bound in the signed record; each turn reaches every device; a watcher can make no turn', async () => {
  const { devices, mesh } = await table();
  const [ann, bob, cat] = devices;
  assert.deepEqual(bob.seated, [1], 'the host gave Bob seat 1');
  assert.deepEqual((await verifyRecord(ann.state.record)).keys, [ann.pair.publicKey, bob.pair.publicKey, cat.pair.publicKey]);
  for (let i = 0; i < 3; i++) await playOn(devices);
  const position = ann.state.game.snapshot();
  for (const d of devices) assert.equal(d.state.game.snapshot(), position);
  // Bob's device cannot sign Cat's seat: refused before anything is signed.
  await assert.rejects(bob.signTurns([{ by: 2, steps: ['a1-a2'] }]), /this device does not hold Cat \(.+\)'s seat/);

  // A watcher meets the table: its claim of a bound seat, its vote and its forged turn for Bob are refused.
  // (The host's own refusal of a claim is in tests/browser/remote-table.test.mjs.)
  const eve = await device(ann.state.record, await makeKeyPair());
  await eve.openTable(CODE, mesh.net('Eve'));
  mesh.connect(ann.net, eve.net);
  await until(() => ann.table.peers.get('Eve')?.key && eve.table.peers.get('Ann')?.key, [ann, eve], 'hellos');
  await eve.askSeat(1);
  assert.match(eve.notices.at(-1), /That seat cannot be yours: Bob .*'s seat is already taken by another device/);
  eve.net.send({ t: 'stand-in', seat: 1, level: 2 });
  await until(() => ann.notices.some((n) => /A table message was refused: only a device holding another seat here decides/.test(n)), [ann, eve], 'vote refused');
  const s = eve.state;
  const { steps } = someTurn(s);
  const at = Date.now();
  const forged = [1, at, steps, null, await sign(eve.pair.privateKey, turnText(s.hash, 1, at, steps, null, 2))];
  const turns = ann.state.record.turns.length;
  eve.net.send({ t: 'record', record: { ...s.record, turns: [...s.record.turns, forged] } });
  await until(() => ann.notices.some((n) => n.startsWith(`A move from the live connection was refused: turn ${turns + 1}:`)), [ann, eve], 'forged turn refused');
  assert.equal(ann.state.record.turns.length, turns, 'nothing taken');
});

test('a silent seat: a bot plays it once every other seat\'s device agreed, the record marks it, and its device takes it back', async () => {
  const { devices, mesh } = await table();
  const [ann, bob, cat] = devices;
  await playOn(devices); // Ann's turn: Bob's next
  mesh.drop(bob.net);
  await until(() => ann.table.silent.has(1) && cat.table.silent.has(1), [ann, cat], 'Bob silent');
  await ann.voteStandIn(1, 1);
  assert.match(ann.notices.at(-1), /No bot was asked to play that seat: Bob .* has been gone less than 30 s/, 'not before the delay');
  clock += STAND_IN_AFTER_MS;
  await ann.voteStandIn(1, 1);
  await until(() => cat.table.votes.get(1)?.get(ann.pair.publicKey) === 1, [ann, cat], 'Cat hears Ann\'s vote');
  assert.equal(ann.table.standIns.size, 0, 'Cat has not agreed yet');
  assert.equal(ann.state.record.turns.length, 1);
  await cat.voteStandIn(1, 1);
  await until(() => cat.state.record.turns.length === 2, [ann, cat], 'the bot\'s turn for Bob everywhere');
  assert.deepEqual([...cat.table.standIns], [[1, 1]], 'Cat sees who plays the seat');
  assert.deepEqual(standIns(cat.state), [{ turn: 1, seat: 1, level: 1 }], 'the record says the bot played turn 2 for Bob');
  assert.ok(cat.notices.some((n) => /agreed: bot level 1 plays Bob .*'s seat until that device is back/.test(n)));
  await playOn([ann, cat]); // Cat's own turn
  await playOn([ann, cat]); // Ann's: the bot plays Bob's again at once
  await until(() => cat.state.record.turns.length === 5, [ann, cat], 'the bot again');
  assert.deepEqual(standIns(cat.state).map((t) => t.turn), [1, 4]);

  // Bob comes back: he catches up from the longest record, the bot stops, and his turn is his own again.
  mesh.connect(ann.net, bob.net);
  mesh.connect(cat.net, bob.net);
  await until(() => bob.state.record.turns.length === 5 && cat.table.standIns.size === 0, devices, 'Bob back');
  assert.ok(cat.notices.some((n) => /Bob .*'s device is back: the bot no longer plays that seat/.test(n)));
  await playOn(devices); // Cat
  await playOn(devices); // Ann
  assert.equal(ann.state.game.current, 1);
  await playOn(devices); // Bob, from his own device
  assert.equal(standIns(ann.state).length, 2, 'his own turn is not a stand-in');
  assert.equal(ann.state.record.turns.at(-1)[3], null);
});

test('the host votes for a stand-in as the other vote arrives: the bot plays once the host\'s own vote is signed, every vote in its turn', async () => {
  const { devices, mesh } = await table();
  const [ann, bob, cat] = devices;
  await playOn(devices); // Ann's turn: Bob's next
  mesh.drop(bob.net);
  await until(() => ann.table.silent.has(1) && cat.table.silent.has(1), [ann, cat], 'Bob silent');
  clock += STAND_IN_AFTER_MS;
  // Ann's device signs its vote slowly: Cat's vote reaches it, and is taken, before Ann's signature is made.
  const subtle = globalThis.crypto.subtle;
  const realSign = subtle.sign;
  let release;
  const slow = new Promise((resolve) => { release = resolve; });
  subtle.sign = async function signVoteSlowly(algorithm, key, data) {
    if (key === ann.pair.privateKey && new TextDecoder().decode(data).startsWith('hc-remote-vote/')) await slow;
    return realSign.call(subtle, algorithm, key, data);
  };
  let annVoted;
  try {
    annVoted = ann.voteStandIn(1, 1);
    await cat.voteStandIn(1, 1);
    await until(() => ann.table.votes.get(1)?.get(cat.pair.publicKey) === 1 || ann.table.standIns.has(1), [ann, cat], 'Ann takes Cat\'s vote');
    release();
    await annVoted;
  } finally {
    release();
    subtle.sign = realSign;
  }
  await until(() => cat.state.record.turns.length === 2, [ann, cat], 'the bot\'s turn for Bob everywhere');
  assert.deepEqual(standIns(cat.state), [{ turn: 1, seat: 1, level: 1 }]);
  assert.deepEqual(ann.notices.filter((n) => /refused|failed|not/.test(n)), [], 'nothing failed on Ann\'s device');
});

/** Cat's device at Ann's table of `t` (its game as the first device it meets would pass it on), not connected yet. */
async function newcomer(t) {
  const cat = await device(t.devices[0].state.record, t.pairs[2]);
  await cat.openTable(CODE, t.mesh.net('Cat'));
  return cat;
}

test('a guest that asks for its seat before it has a channel to the host asks again once the host is there, and is seated', async () => {
  const t = await table(['Ann', 'Bob', 'Cat'], 1);
  const [ann, bob] = t.devices;
  const cat = await newcomer(t);
  // Cat meets the table through Bob first (the tracker hands each announce's offers to a few random devices),
  // and asks for its seat at once: the claim reaches Bob, who gives no seats.
  t.mesh.connect(bob.net, cat.net);
  await until(() => cat.table.peers.get('Bob')?.key, [bob, cat], 'Cat hears Bob\'s hello');
  const heard = bob.notices.length;
  await cat.askSeat(2);
  await until(() => cat.table.asking === 2, [bob, cat], 'the claim sent');
  assert.equal(bob.notices.length, heard, 'Bob ignores a claim: only the host gives seats');
  assert.equal(ann.table.seats[2], null, 'the host never heard it');
  // The channel to the host opens a moment later: the waiting claim goes to it, and Cat is seated.
  t.mesh.connect(ann.net, cat.net);
  // The record that binds the seat may reach Cat before the host's seating message: wait for both.
  await until(() => cat.mine.includes(2) && cat.seated.includes(2) && ann.state.record.seats.length === 2, [ann, bob, cat], 'Cat seated');
  assert.deepEqual(cat.seated, [2]);
  assert.equal(cat.table.asking, null, 'no claim waits any more');
  assert.ok(cat.notices.some((n) => /You hold Cat .*'s seat at this table/.test(n)));
  assert.deepEqual((await verifyRecord(ann.state.record)).keys.slice(1), [bob.pair.publicKey, cat.pair.publicKey]);
  await playOn([ann, bob, cat]);
  cat.close();
});

test('a claim lost on its way is sent again until the host answers; the host gives the seat once, however often it is asked', async () => {
  const t = await table(['Ann', 'Bob', 'Cat'], 1);
  const [ann, bob] = t.devices;
  const cat = await newcomer(t);
  let lost = 0;
  let claims = 0;
  t.mesh.lose = (data, from, to) => {
    if (data.t !== 'claim' || to !== 'Ann') return false;
    claims += 1;
    if (lost > 0) return false;
    lost += 1; // the first claim to reach for the host is lost
    return true;
  };
  t.mesh.connect(ann.net, cat.net);
  t.mesh.connect(bob.net, cat.net);
  await until(() => cat.table.peers.get('Ann')?.key, [ann, cat], 'Cat hears Ann\'s hello');
  await cat.askSeat(2);
  // The record that binds the seat may reach Cat before the host's seating message: wait for both.
  await until(() => cat.mine.includes(2) && cat.seated.includes(2), [ann, bob, cat], 'Cat seated by a claim sent again');
  assert.equal(lost, 1);
  // Asked again for a seat it gave already, the host answers with the seating and binds nothing twice.
  const records = ann.state.record;
  await cat.askSeat(2); // the same device asking again (a reload): it keeps its seat
  await until(() => cat.table.asking === null, [ann, cat], 'the seating again');
  assert.equal(ann.state.record, records, 'the record is unchanged');
  assert.equal(ann.state.record.seats.length, 2);
  assert.equal(cat.notices.filter((n) => /not given/.test(n)).length, 0, 'no refusal for its own seat');
  assert.ok(claims >= 3);
  cat.close();
});

test('two devices claim one free seat at once: the host binds the first, and the other is told it is taken, once', async () => {
  const t = await table(['Ann', 'Bob', 'Cat'], 1);
  const [ann] = t.devices;
  const cat = await newcomer(t);
  const dan = await device(ann.state.record, await makeKeyPair());
  await dan.openTable(CODE, t.mesh.net('Dan'));
  for (const d of [cat, dan]) t.mesh.connect(ann.net, d.net);
  await until(() => cat.table.peers.get('Ann')?.key && dan.table.peers.get('Ann')?.key, [ann, cat, dan], 'hellos');
  await Promise.all([cat.askSeat(2), dan.askSeat(2)]);
  await until(() => cat.table.asking === null && dan.table.asking === null, [ann, cat, dan], 'both answered');
  const [winner, loser] = cat.mine.includes(2) ? [cat, dan] : [dan, cat];
  assert.deepEqual(winner.mine, [2]);
  assert.deepEqual(loser.mine, []);
  assert.equal(ann.table.seats[2], winner.pair.publicKey);
  const told = loser.notices.filter((n) => /The seat was not given to this device: Cat .*'s seat is already taken by another device/.test(n));
  assert.equal(told.length, 1, loser.notices.join('\n'));
  cat.close();
  dan.close();
});

test('by link: no move before every friend\'s seat is bound; the friend\'s join link binds it, and format 1 is never made', async () => {
  const t = await table(['Ann', 'Bob'], 0);
  const [ann] = t.devices;
  assert.equal(ann.state.head.format, 2);
  // Before: the creator moving first remade the game in format 1, where its key could sign Bob's seat unseen.
  await assert.rejects(ann.signTurns([someTurn(ann.state)]), (e) => e.code === 'unbound');
  assert.equal(ann.state.head.format, 2, 'not made again in format 1');
  assert.equal(ann.state.record.turns.length, 0);
  // Bob opens Ann's link (no table): "Play as Bob" makes a join link for Ann, signed by Bob's key.
  const bob = await device(ann.state.record, t.pairs[1]);
  await bob.claimSeat(1, 'https://example.test/play/');
  assert.match(bob.joining.url, /^https:\/\/example\.test\/play\/#join=[A-Za-z0-9_-]+$/);
  assert.deepEqual(bob.mine, [], 'no seat before the creator binds it');
  // Ann opens it: the seat is bound in the signed record, and her link seats Bob.
  const { readJoin } = await import('../../www/app/remote/link.js');
  await ann.bindByLink(readJoin(bob.joining.url));
  assert.ok(ann.notices.some((n) => /Bob \(.*\)'s seat is now bound to the device that sent the join link/.test(n)));
  await bob.receive(ann.state.record, null);
  assert.deepEqual(bob.mine, [1]);
  assert.equal(bob.joining, null);
  // A second device's join link for the same seat is refused with its reason; Ann now plays.
  const eve = await device((await verifyRecord(t.record)).record, await makeKeyPair());
  await eve.claimSeat(1, 'https://example.test/play/');
  await assert.rejects(ann.bindByLink(readJoin(eve.joining.url)), (e) => e.code === 'seat-taken');
  assert.equal(await ann.signTurns([someTurn(ann.state)]), true);
  await bob.receive(ann.state.record, null);
  assert.equal(await bob.signTurns([someTurn(bob.state)]), true);
  ann.close();
});

// ---- attacks on the table, as a device's console would make them --------------------------------------

/** Waits until `d` has said something matching `pattern`. */
const said = (d, pattern, devices, what) => until(() => d.notices.some((n) => pattern.test(n)), devices, what);

test('no move for a present friend: a stand-in the creator and a friend voted while Bob is here is refused by Bob\'s device and a watcher\'s, and Bob\'s own move stands', async () => {
  const { devices, mesh, pairs } = await table();
  const [ann, bob, cat] = devices;
  const eve = await device(ann.state.record, await makeKeyPair()); // a watcher, at the table
  await eve.openTable(CODE, mesh.net('Eve'));
  mesh.connect(ann.net, eve.net);
  mesh.connect(bob.net, eve.net);
  await until(() => eve.table.peers.get('Bob')?.key && eve.table.peers.get('Ann')?.key, [ann, bob, eve], 'Eve meets Ann and Bob');
  await playOn([ann, bob, cat]); // Ann: Bob (connected, on turn) to move
  await until(() => eve.state.turns.length === 1, [ann, eve], 'Eve holds turn 1');
  // Ann's console, with Cat colluding: a stand-in for Bob at level 5 with both their signed votes.
  const votes = [await signVote(ann.state, 1, 5, pairs[0]), await signVote(cat.state, 1, 5, pairs[2])];
  ann.state = await addTurn(ann.state, { ...botTurn(ann.state, 5), standIn: 'bot5', votes }, pairs[0], { bots: true });
  ann.broadcast({ t: 'record', record: ann.state.record });
  await said(bob, /turn 2: a bot was played for your own seat, Bob \(.*\), while this device is at the table\. This device refuses it/, [ann, bob, cat, eve], 'Bob refuses');
  await said(eve, /turn 2: a bot was played for Bob \(.*\), whose device is at the table/, [ann, bob, cat, eve], 'the watcher refuses');
  assert.equal(bob.state.turns.length, 1);
  assert.equal(eve.state.turns.length, 1);
  // Bob plays his own move: it crosses the bot's, and his own stands on every device.
  assert.equal(await bob.signTurns([someTurn(bob.state)]), true);
  await until(() => [ann, cat, eve].every((d) => d.state.turns.length === 2 && d.state.record.turns[1][3] === null), [ann, bob, cat, eve], 'Bob\'s move everywhere');
  assert.ok(ann.notices.some((n) => /own move and the bot standing in for that seat crossed/.test(n)));
  assert.equal(standIns(ann.state).length, 0);
  eve.close();
});

test('seatings carry a version: the host never follows one, and a replayed older seating is refused', async () => {
  const { devices, mesh } = await table();
  const [ann, bob, cat] = devices;
  const seatings = [];
  mesh.lose = (data) => { if (data.t === 'seats') seatings.push(data); return false; };
  await ann.setSpectate(false);
  await until(() => bob.table.spectate === false && cat.table.spectate === false, devices, 'watching off');
  await ann.setSpectate(true);
  await until(() => bob.table.spectate === true && cat.table.spectate === true, devices, 'watching on');
  const off = seatings.find((x) => x.spectate === false);
  // Cat replays the host's own older seating to the host, then to Bob.
  cat.net.send(off, null, cat.net.peers.get('Ann'));
  cat.net.send({ t: 'record' }, null, cat.net.peers.get('Ann')); // a message after it, whose refusal Ann says
  await said(ann, /from the live connection was refused/, devices, 'Ann past the replay');
  assert.equal(ann.table.spectate, true, 'the host did not follow its own replayed seating');
  cat.net.send(off, null, cat.net.peers.get('Bob'));
  await said(bob, /not newer than the one this device follows/, devices, 'Bob refuses the older seating');
  assert.equal(bob.table.spectate, true);
});

test('a seating from the creator naming a bot for Bob\'s own seat: Bob\'s device says it refuses, never that the table agreed', async () => {
  const { devices } = await table();
  const [ann, bob] = devices;
  ann.table.standIns.set(1, 3); // Ann's console: Bob is here, not silent
  ann.net.send(await ann.seatingMessage());
  await said(bob, /says a bot plays your own seat, Bob \(.*\): this device is here, so it takes no bot turn for that seat/, devices, 'Bob says no');
  assert.equal(bob.table.standIns.size, 0);
  assert.ok(!bob.notices.some((n) => /agreed/.test(n)), bob.notices.join('\n'));
});

test('a game is made again only before any binding, only by a newer head of format 2', async () => {
  const t = await table(['Ann', 'Bob']);
  const [ann, bob] = t.devices;
  const head = JSON.parse(ann.state.record.head);
  const settings = ann.settings;
  const again = (now) => newRecord({ settings, kinds: head.kinds, deadline: 0, pair: t.pairs[0], id: ann.id, now });
  // Before: any record of the creator's before the first turn replaced the game, Bob's binding with it.
  await bob.receive(await again(head.created + 1000), null);
  assert.match(bob.notices.at(-1), /A move from the live connection was refused: a friend's seat is already bound: the game is not made again over it/);
  assert.deepEqual(bob.mine, [1]);
  // A fresh table: an older head, and a remake in format 1, are refused too.
  const u = await table(['Ann', 'Bob'], 0);
  const lone = await device(u.devices[0].state.record, u.pairs[1]);
  const uhead = JSON.parse(u.record.head);
  await lone.receive(await newRecord({ settings: u.devices[0].settings, kinds: uhead.kinds, deadline: 0, pair: u.pairs[0], id: lone.id, now: uhead.created - 1 }), null);
  assert.match(lone.notices.at(-1), /not newer than the one held/);
  const { makeRecord } = await import('./remote-games.mjs');
  await lone.receive(await makeRecord({ format: 1, settings: u.devices[0].settings, kinds: uhead.kinds, deadline: 0, pair: u.pairs[0], id: lone.id, now: uhead.created + 5 }), null);
  assert.match(lone.notices.at(-1), /not made again in the old format/);
  assert.equal(lone.state.head.format, 2);
});

test('live hops: one rule at the session — a watcher\'s and illegal hops never reach the board', async () => {
  const { devices, mesh } = await table();
  const [ann, bob, cat] = devices;
  const eve = await device(ann.state.record, await makeKeyPair());
  await eve.openTable(CODE, mesh.net('Eve'));
  mesh.connect(cat.net, eve.net);
  await until(() => cat.table.peers.get('Eve')?.key, [cat, eve], 'Cat hears Eve');
  await playOn(devices); // Ann: Bob to move
  const at = cat.state.history.length;
  const legal = cat.state.game.legalMoves()[0];
  const hop = [`${legal.from.q},${legal.from.r}`, `${legal.to.q},${legal.to.r}`];
  eve.net.send({ t: 'hops', at, hops: [hop] });
  await said(cat, /these hops do not come from Bob \(.*\)'s device/, [cat, eve], 'the watcher\'s hops refused');
  bob.net.send({ t: 'hops', at, hops: [['0,0', '0,1']] }, null, bob.net.peers.get('Cat'));
  await said(cat, /0,0 to 0,1 is not a legal move here/, [bob, cat], 'an illegal hop refused');
  assert.equal(cat.shown.length, 0, 'the board was asked to show none of them');
  bob.net.send({ t: 'hops', at, hops: [hop] }, null, bob.net.peers.get('Cat'));
  await until(() => cat.shown.length === 1, [bob, cat], 'Bob\'s own hop shown');
  eve.close();
});

test('two tabs of one browser at the table: the other tab\'s hops and a lost race are said as such, never blamed on the live connection', async () => {
  const t = await table(['Ann', 'Bob']);
  const [ann, bob] = t.devices;
  const tab = await device(bob.state.record, t.pairs[1]); // Bob opens the game in a second tab
  tab.entry.mine = [1];
  await tab.openTable(CODE, t.mesh.net('Bob2'));
  t.mesh.connect(ann.net, tab.net);
  t.mesh.connect(bob.net, tab.net);
  await until(() => tab.table.peers.get('Bob')?.key && bob.table.peers.get('Bob2')?.key, [ann, bob, tab], 'the tabs meet');
  await playOn([ann, bob]); // Ann: Bob to move
  await until(() => tab.state.turns.length === 1, [ann, bob, tab], 'the tab holds turn 1');
  const at = bob.state.history.length;
  const move = bob.state.game.legalMoves()[0];
  bob.net.send({ t: 'hops', at, hops: [[`${move.from.q},${move.from.r}`, `${move.to.q},${move.to.r}`]] });
  await said(tab, /Another tab of this browser is playing Bob \(.*\)'s seat/, [bob, tab], 'the tab says what happens');
  assert.equal(tab.shown.length, 0);
  // Both tabs sign a move for Bob at once: one keeps it, the other says why its move went.
  const results = await Promise.all([bob.signTurns([someTurn(bob.state)]), tab.signTurns([someTurn(tab.state)])]);
  assert.deepEqual(results.sort(), [false, true]);
  const loser = results[0] === false ? bob : tab;
  const lost = [bob, tab].find((d) => d.notices.some((n) => /Your move in this tab was not played: another tab of this browser played Bob \(.*\)'s turn first/.test(n)));
  assert.ok(lost, [...bob.notices, ...tab.notices].join('\n'));
  assert.ok(![bob, tab].some((d) => d.notices.some((n) => /live connection/.test(n))), [...bob.notices, ...tab.notices].join('\n'));
  assert.ok(loser);
  tab.close();
});

test('a backdated move does not shorten the next seat\'s time on a device that saw it arrive: its deadline and its refusal of the early claim', async () => {
  const DAY = 86_400_000;
  const pairs = [await makeKeyPair(), await makeKeyPair()];
  const kinds = ['human', 'remote'];
  const { bindSeat, joinRequest } = await import('../../www/app/remote/chain.js');
  const saved = clock;
  const start = Date.now() - 30 * DAY; // every stamp in the past of the real clock (verifyRecord's)
  let state = await verifyRecord(await newRecord({ settings: makeSettings(2, 4, ['Ann', 'Bob'], kinds, 5), kinds, deadline: DAY, pair: pairs[0], id: 'backdatebackdate', now: start }));
  state = await bindSeat(state, await joinRequest(state, 1, pairs[1]), pairs[0]);
  state = await addTurn(state, { ...someTurn(state), at: start + 60_000 }, pairs[0], { now: start + 60_000 });
  state = await addTurn(state, { ...someTurn(state), at: start + 120_000 }, pairs[1], { now: start + 120_000 });
  const bob = await device(state.record, pairs[1]);
  bob.entry.mine = [1];
  clock = start + 120_000;
  bob.save(); // Bob's device holds turn 2 from its own stamp on
  // Ann thinks 23 hours, then stamps her move a minute after Bob's.
  clock = start + 120_000 + 23 * 3600_000;
  const back = await addTurn(state, { ...someTurn(state), at: start + 180_000 }, pairs[0], { now: clock });
  await bob.receive(back.record, null);
  assert.equal(bob.state.turns.length, 3);
  assert.equal(bob.due, clock + DAY - 5 * 60_000, 'Bob\'s time counts from when his device got the move, less the skew');
  // The Games list says the same time left as the panel: 23 h 55 min, not the 1 h 1 min her stamp would leave.
  const { turnWords } = await import('../../www/app/remote/remote-ui.js');
  assert.equal(turnWords(bob.entry.summary, clock), 'Your turn (Bob (Blue)), 23 h 55 min left');
  // An hour later Ann claims Bob's time is up, by her stamps: Bob's device refuses it.
  clock += 3600_000 + 2 * 60_000; // past the deadline by her backdated stamp
  const claim = await addTurn(back, { by: 0, steps: ['time:1'], at: clock }, pairs[0], { now: clock });
  await bob.receive(claim.record, null);
  assert.match(bob.notices.at(-1), /turn 4: Ann \(.*\) claimed before Bob \(.*\)'s deadline as this device saw that turn begin/);
  assert.equal(bob.state.game.winner, null);
  clock = saved;
});
