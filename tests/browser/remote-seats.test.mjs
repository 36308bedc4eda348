// Full live tables in the browser (www/app/remote/session.js, table.js,
// discovery.js): separate browser contexts are separate devices (their own
// storage and keys) meeting through a real BitTorrent WebSocket tracker this
// file starts on 127.0.0.1 (tracker.mjs). Six seats — the creator, four guests
// on four more devices joining at once (two by the link, two by the code), a
// bot — played through a full round; a guest's device dropping, a bot taking
// its seat once the other devices agreed, and the guest coming back to it; the
// creator's device reloading; a device offline; a code nobody answers; a
// bot's turn the creator signs for a friend who is at the table, refused.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { setup, openPage, gotoPlayable, shot } from './harness.mjs';
import {
  board, openDevice, playTurn, snapshotOf, startGame,
} from './remote-devices.mjs';
import { startTracker } from './tracker.mjs';

let env;
let tracker;
before(async () => { [env, tracker] = await Promise.all([setup(), startTracker()]); });
after(async () => { await env?.teardown(); await tracker?.stop(); });

const LIMIT = { timeout: 300_000 };
/** Six pages on two shared cores: every wait is generous, and on the page's state. */
const STEP = { timeout: 90_000 };

/** A device at the file's tracker, with more of its settings (localStorage key → value). */
async function device(settings = {}) {
  return openDevice(env.browser, env.server.url, tracker, { settings });
}

/** Waits until the panel is settled on a record of `turns` turns. */
const waitTurns = (page, turns) => page.waitForSelector(`#remote-panel[data-state="idle"][data-turns="${turns}"]`, STEP);

/** The seats bound in the record the device holds (signed by the creator). */
const boundSeats = (page) => page.evaluate(async () => {
  const { activeSession } = await import('./www/app/remote/remote-ui.js');
  return activeSession()?.state.record.seats.map(([seat]) => seat).sort() ?? [];
});

/**
 * The page's errors. The library logs a channel that the other side closed as an error (Trystero's
 * room.mjs, "peer error: … User-Initiated Abort"): that is another device's page closing, not a fault here.
 */
const ownErrors = (d) => d.errors.filter((e) => !/^console: Trystero peer error: OperationError: User-Initiated Abort/.test(e));

/** The panel drawn again, as on any change of the table. */
const redrawn = (page) => page.evaluate(async () => (await import('./www/app/remote/remote-ui.js')).activeSession().render());
/** The focused element's id and value. */
const focusOn = (page) => page.evaluate(() => [document.activeElement?.id, document.activeElement?.value]);

/** A guest opens the table (its link, or its code typed on the start screen) and takes `seat` (null: none); waits until the host bound it. */
async function join(page, { link, code }, seat) {
  if (link) await gotoPlayable(page, link);
  else {
    await page.click('#new-game-btn');
    await page.waitForSelector('#new-game-dialog[open]');
    await page.fill('#table-code', code);
    await page.press('#table-code', 'Enter');
  }
  if (seat === null) { // only looking
    await page.waitForSelector('#remote-panel', STEP);
    return;
  }
  await page.waitForSelector(`#remote-claim-${seat}`, STEP);
  await page.click(`#remote-claim-${seat}`);
  await page.waitForSelector(`#remote-panel[data-seats="${seat}"]`, STEP).catch(async (e) => {
    // What the guest's page showed when its seat never came (a rare failure under load): the panel says whom it met.
    const panel = await page.locator('#remote-panel').innerText().catch(() => '(no panel)');
    const notices = await page.locator('#notices > *, #remote-status').allInnerTexts().catch(() => []);
    throw new Error(`${e.message}\nseat ${seat}'s panel:\n${panel}\nnotices: ${JSON.stringify(notices)}`);
  });
}

test('six seats: the creator, four guests on four devices joining at once and a bot play a full round, every hop on every device', LIMIT, async () => {
  const ann = await device();
  await ann.page.evaluate((b) => { document.querySelector(b).botPace = 0; }, board);
  await startGame(ann.page, [['Ann', 'human'], ['Bob', 'remote'], ['Cat', 'remote'], ['Dan', 'remote'], ['Eve', 'remote'], ['', 'bot1']]);
  await ann.page.waitForSelector('#remote-code');
  const table = { link: await ann.page.inputValue('#remote-table-link'), code: await ann.page.locator('#remote-code').innerText() };
  const guests = [];
  for (let i = 0; i < 4; i++) guests.push(await device());
  // All four at once, as friends do: a guest often meets other guests before the host, and asks for its seat then.
  await Promise.all(guests.map((g, i) => join(g.page, i < 2 ? { link: table.link } : { code: table.code }, i + 1)));
  const all = [ann, ...guests];
  for (const d of all) await d.page.waitForFunction(async () => (await import('./www/app/remote/remote-ui.js')).activeSession()?.state.record.seats.length === 4, null, STEP);
  for (const d of all) assert.deepEqual(await boundSeats(d.page), [1, 2, 3, 4], 'every seat bound in the signed record before the first move');
  const annKeys = await ann.page.evaluate(async () => (await import('./www/app/remote/remote-ui.js')).activeSession().state.keys);
  for (const [i, g] of guests.entries()) {
    const key = await g.page.evaluate(async () => (await import('./www/app/remote/remote-ui.js')).activeSession().pair.publicKey);
    assert.equal(annKeys[i + 1], key, `seat ${i + 1} is bound to its own device's key`);
  }
  assert.equal(new Set(annKeys).size, 5, 'one key, one seat (the creator\'s key holds its own and the bot\'s)');

  // One round: each seat's turn played on its own device (the bot's by the creator's), seen on every device.
  const played = [];
  for (let turns = 0; turns < 6;) {
    const seat = await ann.page.evaluate((b) => document.querySelector(b).game.current, board);
    played.push(seat);
    if (seat === 5) turns += 1; // the bot's turn: the creator's device plays it by itself
    else {
      await playTurn(all[seat].page);
      turns += seat === 4 ? 2 : 1; // Eve's turn ends the round's people; the bot answers at once
    }
    for (const d of all) await waitTurns(d.page, turns);
    const position = await snapshotOf(ann.page);
    for (const d of all) assert.equal(await snapshotOf(d.page), position, `the same board everywhere after turn ${turns}`);
  }
  assert.deepEqual(played, [0, 1, 2, 3, 4], 'every seat moved once (the bot after Eve)');
  const record = await ann.page.evaluate(async () => (await import('./www/app/remote/remote-ui.js')).activeSession().state.record);
  assert.deepEqual(record.turns.map((t) => t[0]), [0, 1, 2, 3, 4, 5]);
  await shot(ann.page, 'remote-six-seats');
  for (const d of all) {
    assert.deepEqual(d.errors, []);
    await d.context.close();
  }
});

test('a silent seat: the guest\'s device drops, a bot plays its seat once the others agree, and the guest comes back to it', LIMIT, async () => {
  // Every device here waits 5 s (its own setting, hex-checkers/remote-stand-in-after) before it may vote, not 30.
  const settings = { 'hex-checkers/remote-stand-in-after': '5' };
  const [ann, bob, cat] = [await device(settings), await device(settings), await device(settings)];
  await startGame(ann.page, [['Ann', 'human'], ['Bob', 'remote'], ['Cat', 'remote']]);
  await ann.page.waitForSelector('#remote-code');
  const link = await ann.page.inputValue('#remote-table-link');
  await Promise.all([join(bob.page, { link }, 1), join(cat.page, { link }, 2)]);
  await playTurn(ann.page);
  for (const d of [ann, bob, cat]) await waitTurns(d.page, 1);
  // Other controls keep the focus too, and the connection settings keep their draft and stay open.
  await ann.page.click('.remote-ice summary');
  await ann.page.fill('#remote-ice', 'stun:stun.example.org:3478');
  for (const id of ['remote-ice', 'remote-spectate', 'remote-verify']) {
    await ann.page.focus(`#${id}`);
    await redrawn(ann.page);
    assert.equal((await focusOn(ann.page))[0], id);
  }
  assert.equal(await ann.page.inputValue('#remote-ice'), 'stun:stun.example.org:3478');
  assert.equal(await ann.page.evaluate(() => document.querySelector('.remote-ice').open), true);

  // Bob's device drops (his page closes) while his seat is to move.
  await bob.page.close();
  for (const d of [ann, cat]) {
    await d.page.waitForSelector('#remote-table li[data-seat="1"][data-state="reconnecting"]', STEP);
    assert.match(await d.page.locator('#remote-table li[data-seat="1"]').innerText(), /^Bob \(Blue\): reconnecting, gone less than a minute/);
  }
  // After the wait, each other seat's device may vote; the bot plays only once both agree.
  await ann.page.waitForSelector('#remote-stand-in-1', STEP);
  // The panel is drawn again on every change; a keyboard or screen-reader user's place and choice stay.
  await ann.page.focus('#remote-stand-in-level-1');
  await ann.page.selectOption('#remote-stand-in-level-1', '3');
  await redrawn(ann.page);
  assert.deepEqual(await focusOn(ann.page), ['remote-stand-in-level-1', '3'], 'the level list keeps the focus and the level chosen');
  await ann.page.selectOption('#remote-stand-in-level-1', '1');
  await ann.page.focus('#remote-stand-in-1');
  await redrawn(ann.page);
  assert.equal((await focusOn(ann.page))[0], 'remote-stand-in-1');
  await ann.page.keyboard.press('Enter'); // the vote, from the keyboard
  await cat.page.waitForFunction(() => /A bot for this seat: asked by Ann \(Red\) \(level 1\); waiting for you\./.test(document.querySelector('#remote-table li[data-seat="1"]')?.innerText), null, STEP);
  assert.equal(await ann.page.getAttribute('#remote-panel', 'data-turns'), '1', 'no bot before every other device agreed');
  await cat.page.waitForSelector('#remote-stand-in-1', STEP);
  assert.equal(await cat.page.inputValue('#remote-stand-in-level-1'), '1', 'the level asked first, to agree with one click');
  await cat.page.click('#remote-stand-in-1');
  for (const d of [ann, cat]) {
    await waitTurns(d.page, 2);
    const li = d.page.locator('#remote-table li[data-seat="1"]');
    assert.equal(await li.getAttribute('data-bot'), '1', 'every device shows who plays the seat');
    assert.match(await li.innerText(), /bot level 1 plays the seat until this device is back/);
    assert.match(await d.page.locator('#notices').innerText(), /The devices at the table agreed: bot level 1 plays Bob \(Blue\)'s seat until that device is back/);
  }
  await shot(cat.page, 'remote-stand-in');
  await playTurn(cat.page);
  await waitTurns(ann.page, 3);
  await playTurn(ann.page); // and the bot answers for Bob again at once
  for (const d of [ann, cat]) await waitTurns(d.page, 5);

  // Bob's device comes back (a new page, the same browser's storage): it catches up and takes its seat again.
  const back = await openPage(env.browser, env.server.url, { context: bob.context });
  await back.page.waitForSelector('#remote-panel[data-seats="1"]', STEP);
  await waitTurns(back.page, 5);
  for (const d of [ann, cat]) {
    await d.page.waitForSelector('#remote-table li[data-seat="1"][data-state="here"]:not([data-bot])', STEP);
    await d.page.waitForFunction(() => /Bob \(Blue\)'s device is back: the bot no longer plays that seat/.test(document.querySelector('#notices').innerText), null, STEP);
  }
  assert.equal(await snapshotOf(back.page), await snapshotOf(ann.page));
  // Cat, then Ann: the bot does not answer for Bob any more; his turn waits for him, and he plays it himself.
  await playTurn(cat.page);
  await waitTurns(ann.page, 6);
  await playTurn(ann.page);
  for (const d of [ann, cat, back]) await waitTurns(d.page, 7);
  assert.match(await ann.page.locator('#remote-turn, .remote-turn').first().innerText(), /^Waiting for Bob \(Blue\)\.$/);
  await playTurn(back.page);
  for (const d of [ann, cat, back]) await waitTurns(d.page, 8);
  assert.equal(await snapshotOf(cat.page), await snapshotOf(back.page));
  // The record says which turns the bot played for whom, on the returning device too.
  // Verify's answer comes after an await; a redraw meanwhile (any change at the table) must not lose it.
  await back.page.evaluate(async () => {
    document.querySelector('#remote-verify').click();
    (await import('./www/app/remote/remote-ui.js')).activeSession().render();
  });
  await back.page.waitForFunction(() => /^Verified/.test(document.querySelector('#remote-status').textContent), null, STEP);
  assert.match(await back.page.textContent('#remote-status'),
    /A bot stood in for a friend, with the signed vote of every other device holding a seat: turn 2, bot level 1 for Bob \(Blue\); turn 5, bot level 1 for Bob \(Blue\)\.$/);
  for (const d of [ann, cat, back]) assert.deepEqual(ownErrors(d), []);
  for (const d of [ann, bob, cat]) await d.context.close();
});

test('the creator\'s device reloads mid-game: it rejoins its table and play goes on; a device gone offline says so', LIMIT, async () => {
  const [ann, bob] = [await device(), await device()];
  await startGame(ann.page, [['Ann', 'human'], ['Bob', 'remote']]);
  await ann.page.waitForSelector('#remote-code');
  const code = await ann.page.locator('#remote-code').innerText();
  await join(bob.page, { link: await ann.page.inputValue('#remote-table-link') }, 1);
  await playTurn(ann.page);
  await waitTurns(bob.page, 1);

  await ann.page.reload();
  await ann.page.waitForSelector('html[data-ready="true"]');
  await waitTurns(ann.page, 1);
  assert.equal(await ann.page.locator('#remote-code').innerText(), code, 'the same table');
  await ann.page.waitForSelector('#remote-table li[data-seat="1"][data-state="here"]', STEP); // Bob's device met again
  await playTurn(bob.page);
  await waitTurns(ann.page, 2);
  await playTurn(ann.page);
  await waitTurns(bob.page, 3);
  assert.equal(await snapshotOf(ann.page), await snapshotOf(bob.page));

  await bob.context.setOffline(true);
  await bob.page.waitForFunction(() => /This device is offline: the moves you play are kept, and sent once it is back on line/.test(document.querySelector('#notices').innerText), null, STEP);
  await bob.context.setOffline(false);
  for (const d of [ann, bob]) {
    assert.deepEqual(ownErrors(d), []);
    await d.context.close();
  }
});

test('no move for a present friend: the creator\'s console signs a bot\'s turn for Bob while he is at the table; his page refuses it and says so, and his own move stands', LIMIT, async () => {
  const [ann, bob] = [await device(), await device()];
  await startGame(ann.page, [['Ann', 'human'], ['Bob', 'remote']]);
  await ann.page.waitForSelector('#remote-table-link');
  await join(bob.page, { link: await ann.page.inputValue('#remote-table-link') }, 1);
  await playTurn(ann.page);
  await waitTurns(bob.page, 1);
  await ann.page.waitForSelector('#remote-table li[data-seat="1"][data-state="here"]', STEP);
  // The attack: with Bob connected and on turn, Ann's console signs a turn for him at the bot level it likes.
  await ann.page.evaluate(async () => {
    const { activeSession } = await import('./www/app/remote/remote-ui.js');
    const { addTurn, signVote } = await import('./www/app/remote/chain.js');
    const { botTurn } = await import('./www/app/remote/fair.js');
    const { botReady } = await import('./www/element/engine.js');
    await botReady();
    const s = activeSession().session;
    const votes = [await signVote(s.state, 1, 4, s.pair)]; // a table of two: Ann's own vote is the only one
    s.state = await addTurn(s.state, { ...botTurn(s.state, 4), standIn: 'bot4', votes }, s.pair, { bots: true });
    s.broadcast({ t: 'record', record: s.state.record });
  });
  await bob.page.waitForFunction(() => /turn 2: a bot was played for your own seat, Bob \(Blue\), while this device is at the table\. This device refuses it/.test(document.querySelector('#notices').innerText), null, STEP);
  await waitTurns(bob.page, 1);
  assert.equal(await bob.page.evaluate((b) => document.querySelector(b).hasAttribute('readonly'), board), false, 'Bob still moves his seat');
  await playTurn(bob.page);
  await ann.page.waitForFunction(() => /own move and the bot standing in for that seat crossed/.test(document.querySelector('#notices').innerText), null, STEP);
  await waitTurns(ann.page, 2);
  assert.equal(await snapshotOf(ann.page), await snapshotOf(bob.page), 'Bob\'s own move stands on both devices');
  for (const d of [ann, bob]) {
    assert.deepEqual(ownErrors(d), []);
    await d.context.close();
  }
});

test('a code no device answers: the page says so after 20 s, and what to check', LIMIT, async () => {
  const eve = await openDevice(env.browser, env.server.url, tracker, { clock: true }); // the page's 20 s of patience are moved on its clock, not waited out
  await join(eve.page, { code: 'wxyza-23456' }, null);
  assert.match(await eve.page.locator('#remote-panel').innerText(), /Joining table WXYZA-23456: looking for its devices…/);
  const answerBy = Number(await eve.page.locator('#remote-panel[data-answer-by]').getAttribute('data-answer-by', STEP));
  const silent = /No device of table WXYZA-23456 has answered/;
  await eve.page.clock.pauseAt(answerBy - 1000);
  assert.doesNotMatch(await eve.page.locator('#notices').innerText(), silent, 'not said before its 20 s');
  await eve.page.clock.fastForward(1100);
  await eve.page.waitForFunction(() => /No device of table WXYZA-23456 has answered for 20 s: check the code, and that the page of someone at the table is open\. This page keeps looking\./.test(document.querySelector('#notices').innerText), null, STEP);
  assert.deepEqual(eve.errors, []);
  await eve.context.close();
});
