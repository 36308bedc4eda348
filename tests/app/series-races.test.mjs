// A series in the page (www/app/remote/series-ui.js) when things come at once: this device presses
// Rematch, or makes the link's offer, while a friend's agreement arrives. Each step checks signatures
// (which take their time) between reading the agreements held and keeping them; the order in which
// those checks finish is forced here (crypto.subtle.verify held until the test lets it go), so the
// interleaving that lost an agreement happens on every run, not only on a loaded machine.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { botReady, ready } from '../../www/element/engine.js';
import { addTurn, verifyRecord } from '../../www/app/remote/chain.js';
import { makeKeyPair } from '../../www/app/remote/sign.js';
import { agree } from '../../www/app/remote/series.js';
import { SeriesPlay } from '../../www/app/remote/series-ui.js';
import { fromBase64Url } from '../../www/app/remote/codec.js';
import { decompress } from '../../www/app/remote/link.js';
import { getRemote } from '../../www/app/remote/store.js';
import {
  KINDS, MIN, T0, botTurn, makeRecord, memoryStorage, seatFriends,
} from './remote-games.mjs';
import { makeSettings } from '../../www/element/record.js';
import { memoryLocks } from '../shared/web-locks.mjs';

await ready;
await botReady();


before(() => {
  globalThis.window = { localStorage: memoryStorage() };
  globalThis.navigator = { locks: memoryLocks() }; // store.js withGameLock: the tabs of this browser take turns
});
after(() => {
  delete globalThis.window;
  delete globalThis.navigator;
});

/** A finished game: Ann (the creator, seat 0, this device), Bob and Cy (friends, seats 1 and 2), a bot; everyone resigned. */
async function finished(id) {
  const creator = await makeKeyPair();
  const pairs = await Promise.all(KINDS.map((k) => (k === 'remote' ? makeKeyPair() : creator)));
  const settings = makeSettings(4, 4, ['Ann', 'Bob', 'Cy', 'Dot'], KINDS, 42);
  let s = await seatFriends(await verifyRecord(await makeRecord({ settings, kinds: KINDS, deadline: 0, pair: creator, now: T0, id })), pairs, creator);
  while (s.game.current !== null) {
    const by = s.game.current;
    const kind = s.head.kinds[by];
    const turn = kind.startsWith('bot') ? botTurn(s, Number(kind.slice(3))) : { by, steps: [`resign:${by}`] };
    s = await addTurn(s, { ...turn, at: s.turnStart + MIN }, pairs[by], { now: s.turnStart + MIN, bots: true });
  }
  return { over: s, creator, pairs };
}

/** The creator's board at the finished table, with what it sends and says. */
function board(over, creator) {
  const sent = [];
  const notices = [];
  const code = 'ABCDEFGH';
  const session = {
    state: over, pair: creator, id: over.head.id, table: { code }, entry: { table: { code }, libraryId: 'lib' },
    net: { send: (data) => sent.push(data) }, save() {}, async openTable() {},
  };
  const rb = { session, render() {}, base: 'https://hex.invalid/' };
  const tools = { notice: (text, level) => notices.push([level, text]) };
  return { play: new SeriesPlay(rb, tools), sent, notices };
}

/** A promise and its resolve. */
function deferred() {
  let resolve;
  const promise = new Promise((r) => { resolve = r; });
  return { promise, resolve };
}

/** Holds each signature check until `hold(text)` resolves (the signed text, decoded), then checks it. Returns the undo. */
function holdVerify(hold) {
  const subtle = globalThis.crypto.subtle;
  const real = subtle.verify;
  subtle.verify = async function verify(algorithm, key, signature, data) {
    await hold(new TextDecoder().decode(data));
    return real.call(subtle, algorithm, key, signature, data);
  };
  return () => { subtle.verify = real; };
}

/** The seat an agreement's signed text names, or null for any other text. */
const againSeat = (text) => (text.startsWith('hc-series-again/1|') ? Number(text.split('|')[3]) : null);

test('Rematch pressed while a friend\'s agreement arrives: both are kept, and the Rematch sends both', async () => {
  const { over, creator, pairs } = await finished('seriesrace000001');
  const { play, sent, notices } = board(over, creator);
  const [bob] = await agree(over, pairs[1], (await makeKeyPair()).publicKey);
  // Bob's check ends once this device's own agreement is being checked (both read the list held before either
  // kept it); this device's check ends after Bob's agreement was taken.
  const annChecking = deferred();
  const bobTaken = deferred();
  const undo = holdVerify(async (text) => {
    const seat = againSeat(text);
    if (seat === 1) await annChecking.promise;
    if (seat === 0) {
      annChecking.resolve();
      await bobTaken.promise;
    }
  });
  try {
    const pressed = play.rematch();
    const received = play.receive({ t: 'again', id: over.head.id, a: [bob] }, { id: 'bob' }).finally(bobTaken.resolve);
    await Promise.all([pressed, received]);
  } finally {
    undo();
  }
  assert.deepEqual(notices, []);
  assert.deepEqual(play.list.map((a) => a.s), [0, 1], 'Ann\'s and Bob\'s agreements are both kept');
  assert.deepEqual(sent.at(-1).a.map((a) => a.s), [0, 1], 'the last list sent to the table holds both');
});

test('two friends\' agreements checked at once, the later one first: both kept', async () => {
  const { over, creator, pairs } = await finished('seriesrace000002');
  const { play } = board(over, creator);
  const [bob] = await agree(over, pairs[1], (await makeKeyPair()).publicKey);
  const [cy] = await agree(over, pairs[2], (await makeKeyPair()).publicKey);
  // Cy's check ends first; Bob's only after Cy's was taken.
  const cyTaken = deferred();
  const undo = holdVerify(async (text) => { if (againSeat(text) === 1) await cyTaken.promise; });
  try {
    await Promise.all([
      play.receive({ t: 'again', id: over.head.id, a: [bob] }, { id: 'bob' }),
      play.receive({ t: 'again', id: over.head.id, a: [cy] }, { id: 'cy' }).finally(cyTaken.resolve),
    ]);
  } finally {
    undo();
  }
  assert.deepEqual(play.list.map((a) => a.s), [1, 2]);
});

test('the link\'s offer made while a friend\'s agreement arrives: the agreement stays kept beside the offer', async () => {
  const { over, creator, pairs } = await finished('seriesrace000003');
  const { play, notices } = board(over, creator);
  const [bob] = await agree(over, pairs[1], (await makeKeyPair()).publicKey);
  // Every check but Bob's agreement's (the next game's record, verified for the offer) ends after Bob's was taken.
  const bobTaken = deferred();
  const undo = holdVerify(async (text) => { if (againSeat(text) !== 1) await bobTaken.promise; });
  try {
    const offered = play.offer();
    const received = play.receive({ t: 'again', id: over.head.id, a: [bob] }, { id: 'bob' }).finally(bobTaken.resolve);
    await Promise.all([offered, received]);
  } finally {
    undo();
  }
  assert.deepEqual(notices, []);
  assert.deepEqual(play.list.map((a) => a.s), [1], 'Bob\'s agreement is still held');
  assert.match(play.next?.link ?? '', /#series=/, 'and the offer\'s link is kept');
});

test('the link\'s offer made while the last agreement arrives: the link and the table carry one next game, not two', async () => {
  const { over, creator, pairs } = await finished('seriesrace000004');
  const { play, notices } = board(over, creator);
  const opened = [];
  play.tools.open = async (entry) => { opened.push(entry.record); };
  await play.rematch();
  await play.receive({ t: 'again', id: over.head.id, a: await agree(over, pairs[1], (await makeKeyPair()).publicKey) }, { id: 'bob' });
  const cy = await agree(over, pairs[2], (await makeKeyPair()).publicKey);
  // Cy's agreement (the last: this device then makes the next game) is checked once the offer checks the next
  // game it holds; that check ends once the next game is on the board.
  const offerChecking = deferred();
  const onBoard = deferred();
  let first = true;
  const undo = holdVerify(async (text) => {
    if (againSeat(text) === 2) await offerChecking.promise;
    else if (againSeat(text) === null && first) {
      first = false;
      offerChecking.resolve();
      await onBoard.promise;
    }
  });
  play.tools.open = async (entry) => {
    opened.push(entry.record);
    onBoard.resolve();
  };
  try {
    await Promise.all([play.offer(), play.receive({ t: 'again', id: over.head.id, a: cy }, { id: 'cy' })]);
  } finally {
    undo();
  }
  assert.deepEqual(notices.filter(([level]) => level !== 'info'), []);
  assert.equal(opened.length, 1, 'every seat agreed: the next game is on the board');
  const link = play.next.link;
  const data = JSON.parse(await decompress(fromBase64Url(link.slice(link.indexOf('#series=') + '#series='.length))));
  assert.equal(data.next.head, opened[0].head, 'the link\'s next game is the one the table plays');
  assert.equal(getRemote(data.next.head.match(/"id":"([^"]+)"/)[1]).record.head, opened[0].head, 'and the one kept');
});
