// The law as the page shows it, from crafted positions restored through the
// element: compulsory capture, a chain ending in promotion on the centre,
// elimination, a skipped seat, and the end of the game.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import {
  setup, openPage, shot, restore, position, cell, clickMove, movableKeys, statusText, liveText, historyInfo,
  count, label, settle, moveList,
} from './harness.mjs';

let env;
before(async () => { env = await setup(); });
after(async () => { await env?.teardown(); });

const pieceAt = (page, key) => page.evaluate((k) => document.querySelector('hex-checkers').game.board.get(k) ?? null, key);

test('a compulsory capture offers only the pieces that can jump, and says why', async () => {
  const { page, errors, context } = await openPage(env.browser, env.server.url);
  await restore(page, position({
    players: 2, radius: 5, pieces: { '-1,2': 'a', '2,3': 'a', '3,3': 'a', '-1,1': 'b', '2,-4': 'b' },
  }));
  assert.deepEqual(await movableKeys(page), ['-1,2']);
  assert.match(await statusText(page), /Capture is compulsory: only pieces that can jump are offered/);
  await cell(page, '2,3').click(); // not offered: nothing happens
  assert.equal(await count(page, 'hex-checkers .hints .target-mark'), 0);
  // Enter on a piece that is not offered says why, in the engine's words (game.whyNot).
  await cell(page, '2,3').focus();
  await page.keyboard.press('Enter');
  assert.match(await liveText(page), /: a capture is compulsory and this piece cannot jump\.$/);
  await cell(page, '-1,1').focus();
  await page.keyboard.press('Enter');
  assert.match(await liveText(page), /Blue man: not Blue's turn\.$/);
  await cell(page, '-1,2').click();
  assert.equal(await count(page, 'hex-checkers .hints .target-mark.jump'), 1);
  assert.match(await label(page, '-1,1'), /Blue man, can be captured/);
  await shot(page, 'law-compulsory-capture');
  await cell(page, '-1,0').click();
  assert.equal(await pieceAt(page, '-1,1'), null);
  assert.match(await liveText(page), /capturing the Blue man/);
  assert.deepEqual(errors, []);
  await context.close();
});

test('a chain keeps its piece and ends in promotion on the centre', async () => {
  const { page, errors, context } = await openPage(env.browser, env.server.url);
  await restore(page, position({
    players: 2, radius: 5, pieces: { '0,4': 'a', '-3,4': 'a', '0,3': 'b', '0,1': 'b', '0,-1': 'b', '3,-4': 'b' },
  }));
  await clickMove(page, '0,4', '0,2');
  // Mid-chain: the same piece stays picked up, nothing else is offered.
  assert.deepEqual(await movableKeys(page), ['0,2']);
  assert.match(await label(page, '0,2'), /Red man, selected/);
  assert.match(await statusText(page), /must keep jumping/);
  assert.match(await statusText(page), /Chain: the same piece must jump again/);
  assert.equal(await count(page, 'hex-checkers .hints .target-mark.jump'), 1);
  await page.keyboard.press('Escape'); // cannot put a chaining piece back
  assert.deepEqual(await movableKeys(page), ['0,2']);
  await shot(page, 'law-chain');
  await cell(page, '0,0').click();
  // Crowned on the centre: the turn ends there although another jump was open.
  assert.deepEqual(await pieceAt(page, '0,0'), { seat: 0, king: true });
  assert.equal(await pieceAt(page, '0,-1') !== null, true);
  assert.match(await liveText(page), /Crowned king on the centre/);
  assert.match(await statusText(page), /Blue to move/);
  assert.equal(await count(page, 'hex-checkers .pieces g.king'), 1);
  await settle(page);
  const row = page.locator('#move-list li', { hasText: 'j6xh6' });
  assert.equal(await row.locator('button').allTextContents().then((t) => t.join('')), 'j6xh6xf6=K');
  await shot(page, 'law-promotion');
  assert.deepEqual(errors, []);
  await context.close();
});

test('an elimination is announced and shown, and play goes on', async () => {
  const { page, errors, context } = await openPage(env.browser, env.server.url);
  await restore(page, position({
    players: 3, radius: 5, pieces: { '-1,2': 'a', '2,3': 'a', '-1,1': 'b', '4,-3': 'c' },
  }));
  await clickMove(page, '-1,2', '-1,0');
  assert.match(await liveText(page), /Blue is eliminated/);
  const blue = page.locator('hex-checkers .seats li').nth(1);
  await settle(page);
  assert.match(await blue.getAttribute('class'), /\bout\b/);
  assert.match(await blue.innerText(), /out/);
  assert.match(await statusText(page), /Orange to move/);
  assert.ok((await moveList(page)).includes('#'));
  await shot(page, 'law-elimination');
  assert.deepEqual(errors, []);
  await context.close();
});

test('a seat with no legal move is skipped, and the page says so', async () => {
  const { page, errors, context } = await openPage(env.browser, env.server.url);
  await restore(page, position({
    players: 2, radius: 5,
    pieces: { '5,-5': 'b', '5,-4': 'a', '4,-4': 'a', '4,-5': 'a', '5,-3': 'a', '3,-3': 'a', '3,-5': 'a', '-2,4': 'a' },
  }));
  await clickMove(page, '-2,4', '-2,3');
  assert.match(await liveText(page), /Blue is skipped: no legal move/);
  assert.match(await statusText(page), /Blue skipped: no legal move/);
  assert.match(await statusText(page), /Red to move/);
  assert.match(await moveList(page), /Blue skipped/);
  assert.deepEqual(errors, []);
  await context.close();
});

test('taking the last enemy piece wins the game', async () => {
  const { page, errors, context } = await openPage(env.browser, env.server.url);
  await restore(page, position({
    players: 2, radius: 5, pieces: { '-1,2': 'a', '2,3': 'a', '-1,1': 'b' },
  }));
  await page.evaluate(() => {
    window.seen = [];
    for (const type of ['hc-hop', 'hc-turnend', 'hc-gameend']) {
      document.addEventListener(type, (e) => window.seen.push([type, e.composed, e.detail.winner ?? e.detail.notation ?? null]));
    }
  });
  await clickMove(page, '-1,2', '-1,0');
  assert.deepEqual(await page.evaluate(() => window.seen), [
    ['hc-hop', true, 'h5xf5#'], ['hc-turnend', true, null], ['hc-gameend', true, 0],
  ]);
  assert.match(await statusText(page), /Red wins the game!/);
  assert.match(await liveText(page), /Red wins/);
  assert.deepEqual(await movableKeys(page), []);
  assert.match(await moveList(page), /Red wins/);
  assert.equal(await page.evaluate(() => document.querySelector('hex-checkers').game.current), null);
  await shot(page, 'law-game-over');
  // The result panel opened on the win; close it, then undo.
  await page.click('#result-dialog button[type="submit"]');
  await page.click('#undo-btn');
  assert.deepEqual(await historyInfo(page), { cursor: 0, length: 1 });
  assert.deepEqual(await movableKeys(page), ['-1,2']);
  assert.deepEqual(errors, []);
  await context.close();
});
