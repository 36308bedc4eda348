// Reactions and chat at a table (www/app/remote/chat.js, chat-ui.js), in the browser: three browser
// contexts (Ann the creator, Bob at the friend's seat, Eve watching) meeting through the loopback
// tracker (tracker.mjs). Reactions and messages arrive and show by the sender's seat; markup is shown
// as text; forged, oversized, replayed, future-dated, flooding and watcher's messages injected through the data
// channel by a modified client show nothing (the receiver's refusal counter rises); a mute hides a
// player's messages until unmuted; a watcher chats only once the creator allows it; a reload keeps the
// chat; the record stays the game's alone (no chat in it, Verify still verifies). axe: 0 violations;
// screenshots at a phone's size (dark) and a desktop's (light) (test-results/chat-*.png).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import {
  setup, gotoPlayable, shot, PHONE, DESKTOP,
} from './harness.mjs';
import { openDevice, startGame } from './remote-devices.mjs';
import { startTracker } from './tracker.mjs';
import { audit } from './axe.mjs';

let env;
let tracker;
before(async () => { [env, tracker] = await Promise.all([setup(), startTracker()]); });
after(async () => { await env?.teardown(); await tracker?.stop(); });

const LIMIT = { timeout: 240_000 };

async function device() {
  return openDevice(env.browser, env.server.url, tracker);
}

/** Runs `source` in the page with `s` the remote game on the board and `a` an argument. */
const session = (page, source, arg) => page.evaluate(async ([src, a]) => {
  const { activeSession } = await import('./www/app/remote/remote-ui.js');
  // eslint-disable-next-line no-new-func
  return new Function('s', 'a', `return (async () => { ${src} })();`)(activeSession(), a);
}, [source, arg]);

/** Waits until the chat part's data attribute `name` is at least `n`. */
const atLeast = (page, name, n) => page.waitForFunction(([k, v]) => Number(document.querySelector('#remote-chat')?.dataset[k] ?? -1) >= v, [name, n]);
const data = (page) => page.evaluate(() => ({ ...document.querySelector('#remote-chat').dataset }));
const logText = (page) => page.locator('#chat-log').innerText();

/** Types a message in the chat box and sends it. */
async function type(page, text) {
  await page.fill('#chat-text', text);
  await page.click('#chat-send');
  await page.waitForFunction(() => document.querySelector('#chat-text').value === '');
}

/**
 * A modified client: `page`'s device signs a message with its own key (fields changed as `change`
 * says, before or after signing) and sends it raw on every data channel.
 */
const inject = (page, change) => session(page, `
  const { chatText } = await import('./www/app/remote/chat.js');
  const { sign } = await import('./www/app/remote/sign.js');
  const c = s.session.chat;
  const m = { t: 'chat', g: s.id, s: c.seat, k: s.pair.publicKey, n: 1000 + Math.floor(Math.random() * 1e6), at: Date.now(), kind: 'text', body: 'x', sig: '', ...a.before };
  m.sig = await sign(s.pair.privateKey, chatText(m));
  const sent = { ...m, ...a.after };
  for (const peer of s.net.peers.values()) s.net.send(sent, null, peer);
  return sent;
`, change);

test('reactions and chat between two seats and a watcher: shown as text, forged messages dropped, mute, watchers, reload, record untouched', LIMIT, async () => {
  const ann = await device();
  const bob = await device();
  const eve = await device();
  await startGame(ann.page, [['Ann', 'human'], ['Bob', 'remote']]);
  await ann.page.waitForSelector('#remote-table-link');
  const link = await ann.page.inputValue('#remote-table-link');
  await gotoPlayable(bob.page, link);
  await bob.page.click('#remote-claim-1');
  await bob.page.waitForSelector('#remote-panel[data-seats="1"]');
  await ann.page.waitForSelector('#remote-table li[data-seat="1"][data-state="here"]');
  await gotoPlayable(eve.page, link);
  await eve.page.waitForSelector('#remote-table');
  for (const d of [ann, bob, eve]) await d.page.waitForSelector('#remote-chat');
  const recordBefore = await session(ann.page, 'return JSON.stringify(s.state.record);');

  // A reaction shows by the sender's seat on the other devices, and is read out politely.
  await bob.page.click('#chat-react-good-move');
  await ann.page.waitForSelector('#chat-players li[data-seat="1"][data-reaction="good-move"]');
  assert.match(await ann.page.locator('#chat-players li[data-seat="1"] .chat-bubble').innerText(), /Good move/);
  assert.equal(await ann.page.locator('#chat-said').innerText(), 'Bob (Blue): Good move');
  assert.equal(await ann.page.getAttribute('#chat-said', 'aria-live'), 'polite');
  assert.equal(await ann.page.evaluate(() => getComputedStyle(document.querySelector('#chat-players li[data-seat="1"] .chat-bubble')).animationName), 'none',
    'reduced motion (these contexts ask for it): no pop-in');
  await eve.page.waitForSelector('#chat-players li[data-seat="1"][data-reaction="good-move"]'); // every device: the watcher too
  await bob.page.waitForSelector('#chat-players li[data-seat="1"][data-reaction="good-move"]'); // and the sender's own

  // A message, and markup that stays text.
  await type(ann.page, 'Good luck, Bob!');
  await atLeast(bob.page, 'messages', 1);
  assert.match(await logText(bob.page), /Ann \(Red\): Good luck, Bob!/);
  const markup = '<img src=x onerror="window.__hacked=1"><b>bold</b>';
  await type(bob.page, markup);
  await atLeast(ann.page, 'messages', 2);
  assert.equal(await ann.page.locator('#chat-log li:last-child .chat-text').textContent(), markup, 'the very characters');
  assert.equal(await ann.page.locator('#chat-log img, #chat-log b').count(), 0, 'no element made from a message');
  assert.equal(await ann.page.evaluate(() => window.__hacked), undefined);

  // A modified client injects through the data channel: each refused by the receivers, nothing shown.
  const refusedBefore = Number((await data(ann.page)).refused);
  const forged = [
    ['oversized', bob, { before: { body: 'x'.repeat(301) } }],
    ['future-dated', bob, { before: { at: Date.now() + 10 * 60_000 } }],
    ['malleated after signing', bob, { after: { body: '<img src=y onerror="window.__hacked=2">forged' } }],
    ['another seat claimed', eve, { before: { s: 1, body: 'I am Bob' } }],
    ['a watcher while watchers may not chat', eve, { before: { s: null, body: 'let me in' } }],
  ];
  for (const [, from, change] of forged) await inject(from.page, change);
  await atLeast(ann.page, 'refused', refusedBefore + forged.length);
  // A replay: Bob's earlier message, sent again raw by Eve's device (it may have overheard it).
  const old = await session(ann.page, 'return s.session.chat.log.at(-1);');
  assert.equal(old.body, markup);
  const repeatsBefore = Number((await data(ann.page)).repeats);
  await session(eve.page, `
    for (const peer of s.net.peers.values()) s.net.send(a, null, peer);
  `, { ...(await session(bob.page, 'return s.session.chat.lastSent;')) });
  await atLeast(ann.page, 'repeats', repeatsBefore + 1);
  const after = await data(ann.page);
  assert.equal(after.messages, '2', 'nothing shown');
  assert.equal(await ann.page.locator('#chat-log img').count(), 0);
  assert.equal(await ann.page.evaluate(() => window.__hacked), undefined);
  assert.doesNotMatch(await logText(ann.page), /forged|I am Bob|let me in/);
  for (const n of await ann.page.locator('#notices .notice').allInnerTexts()) assert.doesNotMatch(n, /refused/, 'a dropped chat message is no notice either');

  // The watcher reads no chat and may not send until the creator allows it.
  assert.equal(await eve.page.isVisible('#chat-form'), false);
  assert.equal(await eve.page.isVisible('#chat-reactions'), false, 'a watcher has no seat to react by');
  assert.match(await eve.page.locator('#chat-note').innerText(), /watchers may chat once the table's creator allows it/);
  assert.equal(await bob.page.isVisible('#chat-watchers'), false, 'only the creator has the switch');
  await ann.page.check('#chat-watchers');
  await eve.page.waitForSelector('#remote-chat[data-may="true"]');
  await bob.page.waitForSelector('#remote-chat[data-watchers="true"]');
  await type(eve.page, 'Nice game to watch');
  await bob.page.waitForFunction(() => /Watcher \w{4}: Nice game to watch/.test(document.querySelector('#chat-log').innerText));
  await ann.page.waitForFunction(() => /Nice game to watch/.test(document.querySelector('#chat-log').innerText));

  // Mute: Ann mutes Bob; Bob's next message is taken (checked, kept) but not shown; unmuted, it shows.
  await ann.page.click('#chat-mute-1');
  await ann.page.waitForSelector('#chat-mute-1[aria-pressed="true"]');
  const taken = Number((await data(ann.page)).taken);
  const shownBefore = Number((await data(ann.page)).messages);
  await type(bob.page, 'can you hear me?');
  await bob.page.click('#chat-react-oops');
  await atLeast(ann.page, 'taken', taken + 2);
  assert.equal(Number((await data(ann.page)).messages), shownBefore, 'muted: not shown');
  assert.equal(await ann.page.locator('#chat-players li[data-seat="1"][data-reaction="oops"]').count(), 0);
  await ann.page.click('#chat-mute-1');
  await ann.page.waitForFunction(() => /can you hear me\?/.test(document.querySelector('#chat-log').innerText));

  // A flood from a modified client (Bob's key, every message well signed, all at once): each receiver takes
  // at most its rate and drops the rest, with nothing shown of them.
  const flood = 12;
  const before = { ...(await data(ann.page)), reactions: Number(await ann.page.getAttribute('#chat-players li[data-seat="1"]', 'data-reactions')) };
  await session(bob.page, `
    const { chatText } = await import('./www/app/remote/chat.js');
    const { sign } = await import('./www/app/remote/sign.js');
    const out = [];
    for (let i = 0; i < a; i++) {
      const m = { t: 'chat', g: s.id, s: 1, k: s.pair.publicKey, n: Date.now() * 10 + i, at: Date.now(), kind: 'react', body: 'thanks', sig: '' };
      m.sig = await sign(s.pair.privateKey, chatText(m));
      out.push(m);
    }
    for (const m of out) for (const peer of s.net.peers.values()) s.net.send(m, null, peer);
  `, flood);
  await ann.page.waitForFunction(([r, t, n]) => {
    const d = document.querySelector('#remote-chat').dataset;
    return Number(d.refused) + Number(d.taken) >= r + t + n;
  }, [Number(before.refused), Number(before.taken), flood]);
  const flooded = await data(ann.page);
  const took = Number(flooded.taken) - Number(before.taken);
  assert.ok(took <= 5, `at most the rate taken (${took})`);
  assert.equal(Number(flooded.refused) - Number(before.refused), flood - took, 'the rest dropped');
  assert.equal(flooded.messages, before.messages, 'nothing in the log');
  assert.ok(Number(await ann.page.getAttribute('#chat-players li[data-seat="1"]', 'data-reactions')) - before.reactions <= 5);

  // A reload keeps the chat (and the mute state) with the game.
  const bobLog = await logText(bob.page);
  await bob.page.reload();
  await bob.page.waitForSelector('html[data-ready="true"]');
  await bob.page.waitForSelector('#remote-chat');
  assert.equal(await logText(bob.page), bobLog);

  // The record is the game's alone: no chat in it, no turn made, and Verify still verifies.
  const recordAfter = await session(ann.page, 'return JSON.stringify(s.state.record);');
  assert.equal(recordAfter, recordBefore);
  assert.doesNotMatch(recordAfter, /Good luck|onerror|hear me/);
  const keptWhere = await ann.page.evaluate(() => Object.keys(localStorage).filter((k) => /Good luck|hear me/.test(localStorage.getItem(k))));
  assert.deepEqual(keptWhere, [`hex-checkers/remote-chat/${await session(ann.page, 'return s.id;')}`], 'the chat is kept in its own entry only: not in the game\'s, the library\'s or a saved game');
  await ann.page.click('#remote-verify');
  await ann.page.waitForFunction(() => /verified/i.test(document.querySelector('#remote-status').textContent));
  assert.match(await ann.page.locator('#remote-status').textContent(), /^Verified/);
  assert.doesNotMatch(await ann.page.locator('#remote-status').textContent(), /Not verified/);

  // axe on every new screen: the seat's and the watcher's.
  for (const d of [ann, eve]) assert.deepEqual(await audit(d.page), []);
  for (const [viewport, name, scheme] of [[PHONE, 'phone', 'dark'], [DESKTOP, 'desktop', 'light']]) {
    await ann.page.setViewportSize(viewport);
    await ann.page.emulateMedia({ colorScheme: scheme });
    await ann.page.click('#chat-react-well-played'); // by Ann's own name on her screen (Bob's rate is spent by now)
    await ann.page.waitForSelector('#chat-players li[data-seat="0"][data-reaction="well-played"]');
    await ann.page.locator('#remote-chat').scrollIntoViewIfNeeded();
    await shot(ann.page, `chat-${name}`);
    assert.deepEqual(await audit(ann.page), [], `axe at ${name} size, ${scheme}`);
  }
  for (const d of [ann, bob, eve]) assert.deepEqual(d.errors, []);
  for (const d of [ann, bob, eve]) await d.context.close();
});
