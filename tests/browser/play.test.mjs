// Playing: moves by clicking, by keyboard and by dragging; undo and redo
// restore exact positions; redo is dropped by a new move.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import {
  setup, openPage, shot, snapshot, historyInfo, cell, clickMove, movableKeys, legalMoves, liveText,
  count, label, settle, dragOver,
} from './harness.mjs';

let env;
before(async () => { env = await setup(); });
after(async () => { await env?.teardown(); });

async function twoPlayers(page) {
  await page.evaluate(() => document.querySelector('hex-checkers').newGame({ players: 2, radius: 5 }));
}
const pieceAt = (page, key) => page.evaluate((k) => document.querySelector('hex-checkers').game.board.get(k) ?? null, key);

test('a move by clicking: the piece shows its targets, then moves', async () => {
  const { page, errors, context } = await openPage(env.browser, env.server.url);
  await twoPlayers(page);
  const froms = [...new Set((await legalMoves(page)).map((m) => m.split('>')[0]))].sort();
  assert.deepEqual(await movableKeys(page), froms);
  assert.ok(froms.includes('-2,4'));
  await cell(page, '-2,4').click();
  const targets = await count(page, 'hex-checkers .hints .target-mark');
  assert.equal(targets, 2);
  assert.match(await label(page, '-2,4'), /^[a-k]\d+, Red man, selected/);
  await shot(page, 'play-click-selected');
  await cell(page, '-2,3').click();
  assert.deepEqual(await pieceAt(page, '-2,3'), { seat: 0, king: false });
  assert.equal(await pieceAt(page, '-2,4'), null);
  assert.equal((await historyInfo(page)).length, 1);
  assert.match(await liveText(page), /Red moves .* Blue to move/);
  await settle(page);
  assert.equal(await page.locator('#move-list button[data-index="1"]').textContent(), 'j4-i4');
  await shot(page, 'play-click-moved');
  assert.deepEqual(errors, []);
  await context.close();
});

test('a move by keyboard: arrows, Enter to pick up, Enter to put down, Escape to cancel', async () => {
  const { page, errors, context } = await openPage(env.browser, env.server.url);
  await twoPlayers(page);
  await cell(page, '-3,4').focus();
  await page.keyboard.press('Enter');
  assert.match(await label(page, '-3,4'), /selected/);
  await page.keyboard.press('Escape');
  assert.doesNotMatch(await label(page, '-3,4'), /selected/);
  await page.keyboard.press('ArrowRight'); // to -2,4
  await page.keyboard.press('Enter');
  assert.match(await label(page, '-2,4'), /Red man, selected/);
  await page.keyboard.press('ArrowUp');
  const focused = await page.evaluate(() => document.querySelector('hex-checkers').shadowRoot.activeElement?.dataset.key);
  assert.ok(['-2,3', '-1,3'].includes(focused), `focus went up (${focused})`);
  assert.match(await label(page, focused), /move here/);
  await shot(page, 'play-keyboard-focus');
  await page.keyboard.press('Enter');
  assert.deepEqual(await pieceAt(page, focused), { seat: 0, king: false });
  assert.match(await liveText(page), /Red moves/);
  assert.deepEqual(errors, []);
  await context.close();
});

test('every cell can be reached with the arrow keys, from any rotation', async () => {
  const { page, errors, context } = await openPage(env.browser, env.server.url);
  await page.evaluate(() => document.querySelector('hex-checkers').newGame({ players: 6, radius: 5 }));
  for (const seat of ['0', '3', '5']) {
    await page.selectOption('#view-seat', seat);
    const unreached = await page.evaluate(() => {
      const { view } = document.querySelector('hex-checkers');
      return new Promise((resolve) => requestAnimationFrame(() => {
        const seen = new Set(['0,0']);
        const todo = ['0,0'];
        while (todo.length) {
          const k = todo.pop();
          for (const [dx, dy] of [[1, 0], [-1, 0], [0, 1], [0, -1]]) {
            const n = view.neighbour(k, dx, dy, null);
            if (n && !seen.has(n)) { seen.add(n); todo.push(n); }
          }
        }
        resolve(view.cells.size - seen.size);
      }));
    });
    assert.equal(unreached, 0, `view from seat ${seat}`);
  }
  assert.deepEqual(errors, []);
  await context.close();
});

test('a move by dragging a piece onto its target', async () => {
  const { page, errors, context } = await openPage(env.browser, env.server.url);
  await twoPlayers(page);
  await dragOver(page, '-1,4', '0,3');
  await shot(page, 'play-drag');
  await page.mouse.up();
  assert.deepEqual(await pieceAt(page, '0,3'), { seat: 0, king: false });
  // A drag dropped off any target puts the piece back.
  const blue = await cell(page, '2,-4').boundingBox();
  await page.mouse.move(blue.x + blue.width / 2, blue.y + blue.height / 2);
  await page.mouse.down();
  await page.mouse.move(blue.x + 200, blue.y + 10, { steps: 5 });
  await page.mouse.up();
  assert.deepEqual(await pieceAt(page, '2,-4'), { seat: 1, king: false });
  assert.equal((await historyInfo(page)).length, 1);
  assert.deepEqual(errors, []);
  await context.close();
});

test('undo and redo restore exact positions; a new move drops the redo', async () => {
  const { page, errors, context } = await openPage(env.browser, env.server.url);
  await twoPlayers(page);
  const snaps = [await snapshot(page)];
  const moves = [['-2,4', '-2,3'], ['2,-4', '2,-3'], ['-1,4', '-1,3']];
  for (const [from, to] of moves) {
    await clickMove(page, from, to);
    snaps.push(await snapshot(page));
  }
  await page.click('#undo-btn');
  await page.click('#undo-btn');
  assert.equal(await snapshot(page), snaps[1]);
  assert.deepEqual(await historyInfo(page), { cursor: 1, length: 3 });
  await page.click('#redo-btn');
  assert.equal(await snapshot(page), snaps[2]);
  await page.keyboard.press('Control+z');
  assert.equal(await snapshot(page), snaps[1]);
  await page.keyboard.press('r');
  assert.equal(await snapshot(page), snaps[2]);
  await page.keyboard.press('u');
  await page.keyboard.press('u');
  await page.keyboard.press('u');
  assert.equal(await snapshot(page), snaps[0]);
  assert.equal(await page.locator('#undo-btn').isDisabled(), true);
  await page.keyboard.press('Control+y');
  assert.equal(await snapshot(page), snaps[1]);
  // The move list shows any position; play on from there (the board asks before it drops the later moves).
  await page.click('#move-list button[data-index="3"]');
  assert.equal(await snapshot(page), snaps[3]);
  await page.click('#move-list button[data-index="1"]');
  assert.equal(await snapshot(page), snaps[1]);
  await shot(page, 'play-history-back');
  const legal = await legalMoves(page);
  assert.ok(legal.includes('1,-4>1,-3'));
  await clickMove(page, '1,-4', '1,-3');
  assert.deepEqual(await historyInfo(page), { cursor: 1, length: 3 }, 'not yet: the board asks');
  await page.locator('hex-checkers dialog.ask button.primary').click();
  // The dialog's close event (which plays the move) is queued after the click: wait for it.
  await page.waitForFunction(() => document.querySelector('hex-checkers').history.length === 2);
  assert.deepEqual(await historyInfo(page), { cursor: 2, length: 2 });
  assert.equal(await page.locator('#redo-btn').isDisabled(), true);
  assert.notEqual(await snapshot(page), snaps[2]);
  assert.deepEqual(errors, []);
  await context.close();
});
