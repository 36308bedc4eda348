// The chat in a remote session (www/app/remote/session.js's one dispatch line, chat.js), with no
// browser: a real signed record with Bob's seat bound, Ann's session holding a Chat as the page's
// chat-ui.js makes it. A chat message goes to the chat before anything else: taken, it never touches
// the record, the kept entry or the notices; a forged one is dropped with no notice; a record still
// goes to the record's checks. The record (what links, exports and Verify read) is the same after.
import { test, before } from 'node:test';
import assert from 'node:assert/strict';
import { ready } from '../../www/element/engine.js';
import { makeSettings } from '../../www/element/record.js';
import {
  bindSeat, joinRequest, newRecord, verifyRecord,
} from '../../www/app/remote/chain.js';
import { Chat, chatText } from '../../www/app/remote/chat.js';
import { Session } from '../../www/app/remote/session.js';
import { makeKeyPair, sign } from '../../www/app/remote/sign.js';
import { memoryStorage } from './remote-games.mjs';

before(async () => {
  globalThis.window = { localStorage: memoryStorage() };
  await ready;
});

test('a chat message reaches the chat alone: the record, the kept entry and the notices stay as they were', async () => {
  const [ann, bob] = await Promise.all([makeKeyPair(), makeKeyPair()]);
  const kinds = ['human', 'remote'];
  let state = await verifyRecord(await newRecord({
    settings: makeSettings(2, 4, ['Ann', 'Bob'], kinds, 3), kinds, deadline: 0, pair: ann, id: 'chatsession00000',
  }));
  state = await bindSeat(state, await joinRequest(state, 1, bob), ann);
  const notices = [];
  const session = new Session({ mine: [], seen: 0, libraryId: 'lib' }, state, ann, {
    notice: (text) => notices.push(text), changed: () => {}, replay: async () => {}, caughtUp: async () => {},
    hops: () => {}, dropped: () => {}, seated: () => {}, otherTab: async () => {},
  });
  session.save();
  const shown = [];
  session.chat = new Chat({
    id: session.id, creatorKey: session.head.key, keys: () => session.state.keys, pair: ann, send: () => {}, locks: null,
    storage: { read: () => null, write: () => true }, on: { message: (m) => shown.push(m.body) },
  });
  const record = JSON.stringify(session.state.record);
  const kept = window.localStorage.getItem(`hex-checkers/remote/${session.id}`);
  const m = {
    t: 'chat', g: session.id, s: 1, k: bob.publicKey, n: 1, at: Date.now(), kind: 'text', body: 'gg <b>!</b>', sig: '',
  };
  m.sig = await sign(bob.privateKey, chatText(m));
  const peer = { id: 'bob-device' };
  session.onMessage(m, peer, null);
  const forged = { ...m, n: 2, body: 'forged' };
  session.onMessage(forged, peer, null);
  await session.queue;
  await session.chat.receiving.idle; // both messages checked, one after the other (no wait by the clock: a loaded machine takes longer)
  assert.equal(session.chat.taken + session.chat.refused, 2);
  assert.deepEqual(shown, ['gg <b>!</b>']);
  assert.equal(session.chat.refused, 1);
  assert.deepEqual(notices, [], 'no notice for a chat message, taken or dropped');
  assert.equal(JSON.stringify(session.state.record), record, 'the record is the game\'s alone');
  assert.equal(window.localStorage.getItem(`hex-checkers/remote/${session.id}`), kept, 'the kept game is untouched');
  assert.doesNotMatch(kept, /<b>|forged/);
  assert.equal((await verifyRecord(session.state.record)).turns.length, 0, 'Verify reads the same record, no turn made');
  // Anything else still goes to the record's own door (and is refused there with its notice).
  session.onMessage({ t: 'nonsense' }, peer, null);
  assert.equal(notices.length, 1);
});
