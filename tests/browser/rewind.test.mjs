// Issue 11's leftovers on the page: undo and redo rewind the clocks (each
// history entry keeps the times after it), the saved game and the text record
// carry each seat's time left, and the move list numbers a chain that goes on
// after another army resigned in its middle as one turn, as the record does.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { setup, openPage, position, moveList, DESKTOP } from './harness.mjs';

let env;
before(async () => { env = await setup(); });
after(async () => { await env?.teardown(); });

const CLOCK = { initialMs: 180_000, incrementMs: 2000 };
const clocks = (page) => page.evaluate(() => document.querySelector('hex-checkers').clocks.snapshot());
/** Waits until the running seat has spent at least `ms` of its time (no sleeping: the clock itself says). */
const spend = (page, seat, ms) => page.waitForFunction(([s, want]) => {
  const b = document.querySelector('hex-checkers');
  return b.clocks.running === s && b.clocks.snapshot()[s] <= want;
}, [seat, CLOCK.initialMs - ms]);
const playFirst = (page) => page.evaluate(() => { const b = document.querySelector('hex-checkers'); b.play(b.game.legalMoves()[0]); });

test('undo gives back the time spent since, redo restores it, and the times are saved with the game', async () => {
  const { page, errors, context } = await openPage(env.browser, env.server.url, { viewport: DESKTOP });
  await page.evaluate((clock) => document.querySelector('hex-checkers').newGame({ players: 2, radius: 5, kinds: ['human', 'human'], clock }), CLOCK);
  await spend(page, 0, 150);
  await playFirst(page);
  const afterRed = await page.evaluate(() => document.querySelector('hex-checkers').history.entries[1].clocks);
  assert.ok(afterRed[0] <= CLOCK.initialMs - 150 + CLOCK.incrementMs, `Red spent its time and got the increment (${afterRed})`);
  assert.equal(afterRed[1], CLOCK.initialMs, 'the entry holds the times right after the hop');
  await spend(page, 1, 150);
  await playFirst(page);
  const afterBlue = await clocks(page);
  assert.ok(afterBlue[1] < CLOCK.initialMs + CLOCK.incrementMs - 100);

  await page.click('#undo-btn');
  await page.waitForFunction(() => document.querySelector('hex-checkers').history.cursor === 1);
  assert.deepEqual(await clocks(page), afterRed, 'one undo: the times after Red\'s move, Blue\'s thinking given back');
  // The entry left keeps the time spent on it until the undo (Red's, thinking after Blue's move).
  const leftAt = await page.evaluate(() => document.querySelector('hex-checkers').history.entries[2].clocks);
  assert.equal(leftAt[1], afterBlue[1]);
  assert.ok(leftAt[0] <= afterBlue[0]);
  await page.click('#undo-btn');
  await page.waitForFunction(() => document.querySelector('hex-checkers').history.cursor === 0);
  assert.deepEqual(await clocks(page), [CLOCK.initialMs, CLOCK.initialMs], 'back at the start: full time');
  await page.click('#redo-btn');
  await page.click('#redo-btn');
  await page.waitForFunction(() => !document.querySelector('hex-checkers').history.canRedo);
  // Redo to the end: the clocks go on from the times kept there (Red's running again from its own).
  assert.deepEqual(await page.evaluate(() => document.querySelector('hex-checkers').clocks.left), leftAt, 'redo to the end: the times as they were');

  // The save holds the times, and a reload shows them.
  const saved = await page.evaluate(() => {
    dispatchEvent(new Event('pagehide')); // the autosave writes what waits (it writes soon after a change)
    return JSON.parse(localStorage.getItem('hex-checkers/game'));
  });
  assert.equal(saved.clocks.length, 2);
  await page.reload();
  await page.waitForSelector('html[data-ready="true"]');
  const reloaded = await clocks(page);
  assert.equal(reloaded[1], saved.clocks[1], 'the seat not to move has exactly its saved time');
  assert.ok(reloaded[0] <= saved.clocks[0]);
  // The text record says them too (TimeLeft), and reads them back.
  const back = await page.evaluate(async () => {
    const { exportRecord, importRecord } = await import('./www/app/games/text-record.js');
    const b = document.querySelector('hex-checkers');
    const text = exportRecord(b.settings, b.history);
    return { tag: /\[TimeLeft "([^"]*)"\]/.exec(text)?.[1] ?? null, clocks: importRecord(text).clocks, last: b.history.entries.at(-1).clocks };
  });
  assert.equal(back.tag, back.last.map((ms) => ms / 1000).join(','));
  assert.deepEqual(back.clocks, back.last);
  assert.deepEqual(errors, []);
  await context.close();
});

test('a resignation out of turn in the middle of a chain: the chain keeps its turn number in the list and the record', async () => {
  const { page, errors, context } = await openPage(env.browser, env.server.url, { viewport: DESKTOP });
  // Red jumps Blue at -1,2 and must jump on over Yellow at -1,0; Blue resigns in between.
  await page.evaluate((p) => {
    const b = document.querySelector('hex-checkers');
    b.setKinds(['human', 'human', 'human']);
    b.restore(p);
  }, position({ players: 3, radius: 5, pieces: { '-1,3': 'a', '-1,2': 'b', '3,-3': 'b', '-1,0': 'c', '4,-4': 'c' } }));
  const steps = await page.evaluate(() => {
    const b = document.querySelector('hex-checkers');
    const jump = (q, r) => b.play(b.game.legalMoves().find((m) => m.to.q === q && m.to.r === r));
    const first = jump(-1, 1);
    const resigned = b.resign(1);
    const second = jump(-1, -1);
    return { first: first.chaining, resigned: resigned?.chaining, second: !!second, current: b.game.current };
  });
  assert.deepEqual(steps, { first: true, resigned: false, second: true, current: 2 }, 'the engine says chaining=false on the resignation; the chain goes on');
  const list = await moveList(page);
  const numbers = list.split('\n').map((l) => /^(\d+)\./.exec(l.trim())?.[1]).filter(Boolean);
  // Turns are numbered by rounds (docs/formats.md): Red's chain and Blue's resignation in it are both round 1.
  assert.deepEqual(numbers, ['1'], `one round: Red's chain and Blue's resignation (${JSON.stringify(list)})`);
  assert.match(list, /1\.\s*R?\s*\S+\s+x?\S+/, 'both hops of the chain on turn 1');
  const record = await page.evaluate(async () => {
    const { exportRecord } = await import('./www/app/games/text-record.js');
    const b = document.querySelector('hex-checkers');
    return exportRecord(b.settings, b.history).split('\n\n')[1].trim();
  });
  assert.match(record, /^1\. \S+ \{Seat2 resigns\} x?\S+ \*$/, `the record numbers it the same way (${record})`);
  assert.deepEqual(errors, []);
  await context.close();
});
