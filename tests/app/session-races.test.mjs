// The session (www/app/remote/session.js) when a player's action meets a message from a peer: a claim
// on time pressed as the late move it would claim against arrives. The move's signature check is
// held (crypto.subtle.verify) until the claim had its chance to be signed, so the interleaving that
// let a device claim against a move it had already received happens on every run.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { ready } from '../../www/element/engine.js';
import { makeSettings } from '../../www/element/record.js';
import {
  addTurn, bindSeat, joinRequest, newRecord, verifyRecord,
} from '../../www/app/remote/chain.js';
import { Session } from '../../www/app/remote/session.js';
import { makeKeyPair } from '../../www/app/remote/sign.js';
import { MIN, memoryStorage, someTurn } from './remote-games.mjs';

await ready;

before(() => { globalThis.window = { localStorage: memoryStorage() }; });
after(() => { delete globalThis.window; });

const DAY = 86_400_000;

test('a claim on time pressed as the late move arrives: the move, come first, is taken, and no claim is signed against it', async () => {
  const pairs = [await makeKeyPair(), await makeKeyPair()];
  const kinds = ['human', 'remote'];
  const start = Date.now() - 30 * DAY; // every stamp in the past of the real clock (verifyRecord's)
  let state = await verifyRecord(await newRecord({ settings: makeSettings(2, 4, ['Ann', 'Bob'], kinds, 5), kinds, deadline: DAY, pair: pairs[0], id: 'claimracesclaim1', now: start }));
  state = await bindSeat(state, await joinRequest(state, 1, pairs[1]), pairs[0]);
  state = await addTurn(state, { ...someTurn(state), at: start + MIN }, pairs[0], { now: start + MIN });
  // Bob moves late, past his deadline (a late move is still a move while nobody claimed).
  const late = start + MIN + DAY + 5 * MIN;
  const moved = await addTurn(state, { ...someTurn(state), at: late }, pairs[1], { now: late });
  const clock = late + MIN;
  const sent = [];
  const notices = [];
  const ann = new Session({ mine: [0], seen: 0, libraryId: 'lib' }, state, pairs[0], {
    notice: (text) => notices.push(text), changed: () => {}, replay: async () => {}, caughtUp: async () => {}, hops: () => {}, dropped: () => {}, seated: () => {}, otherTab: async () => {}, now: () => clock,
  });
  ann.live = { send: (data) => sent.push(data), close() {} }; // a transport: what Ann's device sends
  assert.ok(ann.now() >= ann.due, 'Bob\'s time is up on Ann\'s device');

  // Bob's move is checked once Ann's claim began to be signed, or at once when the claim waits for it.
  const subtle = globalThis.crypto.subtle;
  const { sign: realSign, verify: realVerify } = subtle;
  let signing;
  const claimSigning = new Promise((resolve) => { signing = resolve; });
  subtle.sign = function signNow(...args) {
    signing();
    return realSign.apply(subtle, args);
  };
  subtle.verify = async function verifyLater(...args) {
    await claimSigning;
    return realVerify.apply(subtle, args);
  };
  try {
    ann.onMessage({ t: 'record', record: moved.record }, null, null); // the move arrives...
    const queued = ann.queue;
    const claimed = ann.claimTime(); // ...and Ann presses "claim" before it was checked
    if (ann.queue !== queued) signing(); // the claim waits behind the move: nothing to hold
    await claimed;
    await ann.queue;
  } finally {
    Object.assign(subtle, { sign: realSign, verify: realVerify });
  }
  const claims = (record) => record.turns.filter((turn) => JSON.stringify(turn).includes('time:'));
  assert.equal(ann.state.turns.length, moved.turns.length, 'Bob\'s move is taken');
  assert.equal(ann.state.game.current, 0, 'and it is Ann\'s turn');
  assert.deepEqual(sent.filter((d) => d.t === 'record' && claims(d.record).length), [], 'no claim was sent');
  assert.deepEqual(claims(JSON.parse(window.localStorage.getItem(`hex-checkers/remote/${ann.id}`)).record), [], 'nor kept');
  assert.deepEqual(notices, []);
});

test('the game opened again (a link, the Games list) after a newer turn came from the table: the board does not step back', async () => {
  const pairs = [await makeKeyPair(), await makeKeyPair()];
  const kinds = ['human', 'remote'];
  const start = Date.now() - DAY;
  let state = await verifyRecord(await newRecord({ settings: makeSettings(2, 4, ['Ann', 'Bob'], kinds, 6), kinds, deadline: 0, pair: pairs[0], id: 'openracesopen001', now: start }));
  state = await bindSeat(state, await joinRequest(state, 1, pairs[1]), pairs[0]);
  state = await addTurn(state, { ...someTurn(state), at: start + MIN }, pairs[0], { now: start + MIN });
  const entry = { mine: [0], seen: 0, libraryId: 'lib' };
  const ann = new Session(entry, state, pairs[0], {
    notice: () => {}, changed: () => {}, replay: async () => {}, caughtUp: async () => {}, hops: () => {}, dropped: () => {}, seated: () => {}, otherTab: async () => {},
  });
  ann.save();
  // The page checks the kept game to open it again (remote-ui.js open), and meanwhile Bob's move comes from the table.
  const kept = JSON.parse(window.localStorage.getItem(`hex-checkers/remote/${ann.id}`));
  const checked = await verifyRecord(kept.record);
  const moved = await addTurn(state, { ...someTurn(state), at: start + 2 * MIN }, pairs[1], { now: start + 2 * MIN });
  await ann.receive(moved.record, null);
  assert.equal(ann.state.turns.length, 2);
  await ann.adopt(kept, checked);
  assert.equal(ann.state.turns.length, 2, 'Bob\'s move stays: the game opened again is merged with the one held, never taken back');
  ann.save();
  assert.equal(JSON.parse(window.localStorage.getItem(`hex-checkers/remote/${ann.id}`)).record.turns.length, 2, 'nor kept older');
  // A newer record opened (another tab's, a link that goes further) is taken as before.
  const further = await addTurn(moved, { ...someTurn(moved), at: start + 3 * MIN }, pairs[0], { now: start + 3 * MIN });
  await ann.adopt(kept, further);
  assert.equal(ann.state.turns.length, 3);
});

test('two seatings signed at once (a device met as another claims its seat): they resolve, and go out, in the order of their versions', async () => {
  const pairs = [await makeKeyPair(), await makeKeyPair()];
  const kinds = ['human', 'remote'];
  const state = await verifyRecord(await newRecord({ settings: makeSettings(2, 4, ['Ann', 'Bob'], kinds, 7), kinds, deadline: 0, pair: pairs[0], id: 'seatracesseats01', now: Date.now() - DAY }));
  const ann = new Session({ mine: [0], seen: 0, libraryId: 'lib' }, state, pairs[0], {
    notice: () => {}, changed: () => {}, replay: async () => {}, caughtUp: async () => {}, hops: () => {}, dropped: () => {}, seated: () => {}, otherTab: async () => {},
  });
  ann.table = { seating: () => ({ seats: [pairs[0].publicKey, null], spectate: true, standIns: [] }), adopt() {}, code: 'ABCD2345' };
  ann.save = () => {};
  // Each signature is made when the test says: when two are waiting, the later one first.
  const subtle = globalThis.crypto.subtle;
  const realSign = subtle.sign;
  const waiting = [];
  subtle.sign = (...args) => new Promise((resolve) => { waiting.push({ args, resolve }); });
  const settle = () => new Promise((resolve) => { setImmediate(resolve); }); // every step not waiting on a signature has run
  const order = [];
  try {
    const first = ann.seatingMessage().then((m) => order.push(m.version));
    const second = ann.seatingMessage().then((m) => order.push(m.version));
    while (order.length < 2) {
      await settle();
      const next = waiting.pop(); // the latest asked
      if (next) next.resolve(await realSign.apply(subtle, next.args));
    }
    await Promise.all([first, second]);
  } finally {
    subtle.sign = realSign;
  }
  assert.deepEqual(order, [1, 2], 'version 1 before version 2: a guest never hears the newer seating first and refuses the older as a replay');
});
