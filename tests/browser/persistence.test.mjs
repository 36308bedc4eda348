// Nothing is lost and nothing breaks: reload resumes, share links open the
// same game elsewhere, damaged saves and tampered links give a notice and a
// playable board, and user text is never rendered as HTML.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import {
  setup, openPage, gotoPlayable, shot, snapshot, historyInfo, clickMove, movableKeys, moveList, statusText,
} from './harness.mjs';

let env;
before(async () => { env = await setup(); });
after(async () => { await env?.teardown(); });

const notices = (page) => page.locator('#notices .notice').allInnerTexts();

async function twoPlayerGame(page, names = ['', '']) {
  await page.evaluate((n) => document.querySelector('hex-checkers').newGame({ players: 2, radius: 5, names: n }), names);
  await clickMove(page, '-2,4', '-2,3');
  await clickMove(page, '2,-4', '2,-3');
  await clickMove(page, '-1,4', '-1,3');
}

/** A page whose board is playable: it offers pieces and a click moves one. */
async function assertPlayable(page) {
  const movable = await movableKeys(page);
  assert.ok(movable.length > 0, 'pieces are offered');
  const before = (await historyInfo(page)).length;
  const target = await page.evaluate((from) => {
    const m = document.querySelector('hex-checkers').game.movesFrom(from)[0];
    return `${m.to.q},${m.to.r}`;
  }, movable[0]);
  await clickMove(page, movable[0], target);
  assert.equal((await historyInfo(page)).length, before + 1);
}

test('a reload resumes the game, history and all', async () => {
  const { page, errors, context } = await openPage(env.browser, env.server.url);
  await twoPlayerGame(page);
  await page.click('#undo-btn');
  const snap = await snapshot(page);
  const list = await moveList(page);
  await page.reload();
  await page.waitForSelector('html[data-ready="true"]');
  assert.equal(await snapshot(page), snap);
  assert.deepEqual(await historyInfo(page), { cursor: 2, length: 3 });
  assert.equal(await moveList(page), list);
  assert.deepEqual(await notices(page), []);
  await shot(page, 'persist-reloaded');
  assert.deepEqual(errors, []);
  await context.close();
});

test('a share link opens the same game in a fresh browser context', async () => {
  const { page, errors, context } = await openPage(env.browser, env.server.url);
  await twoPlayerGame(page, ['Ann', '<img src=x onerror=z()>']);
  await page.click('#share-btn');
  const link = await page.inputValue('#share-url');
  assert.match(link, /#game=[A-Za-z0-9_-]+$/);
  await shot(page, 'share-dialog');
  const snap = await snapshot(page);
  const list = await moveList(page);

  const other = await openPage(env.browser, link);
  assert.equal(await snapshot(other.page), snap);
  assert.deepEqual(await historyInfo(other.page), { cursor: 3, length: 3 });
  assert.equal(await moveList(other.page), list);
  assert.match((await notices(other.page)).join(' '), /Opened the shared game/);
  const status = await statusText(other.page);
  assert.ok(status.includes('<img src=x onerror=z()>'), 'the name is shown as text');
  assert.equal(await other.page.evaluate(() => window.pwned), undefined);
  assert.equal(await other.page.locator('hex-checkers img').count(), 0);
  assert.equal(new URL(other.page.url()).hash, '', 'the link is consumed');
  await shot(other.page, 'share-opened');
  // ...and it was saved there: a reload keeps it.
  await other.page.reload();
  await other.page.waitForSelector('html[data-ready="true"]');
  assert.equal(await snapshot(other.page), snap);
  assert.deepEqual(other.errors, []);
  assert.deepEqual(errors, []);
  await other.context.close();
  await context.close();
});

for (const [what, value] of [
  ['corrupted', '{"v":1,"players":2,"radius":5,"names":["",""],"kin'],
  ['from an older format', JSON.stringify({ version: 0, moves: ['a1-a2'] })],
  ['holding an illegal move', JSON.stringify({ v: 1, players: 2, radius: 5, names: ['', ''], kinds: ['human', 'human'], start: null, hops: ['a1-a2'], at: 1 })],
]) {
  test(`a saved game ${what} gives a notice and a fresh, playable game`, async () => {
    const { page, errors, context } = await openPage(env.browser, null);
    await context.addInitScript((v) => {
      if (!sessionStorage.getItem('seeded')) {
        sessionStorage.setItem('seeded', '1');
        localStorage.setItem('hex-checkers/game', v);
      }
    }, value);
    await gotoPlayable(page, env.server.url);
    assert.match((await notices(page)).join(' '), /Your saved game could not be loaded .* a new game was started/);
    assert.deepEqual(await historyInfo(page), { cursor: 0, length: 0 });
    await assertPlayable(page);
    await shot(page, `persist-bad-save-${what.replaceAll(' ', '-')}`);
    assert.deepEqual(errors, []);
    await context.close();
  });
}

test('a tampered or truncated link gives a notice and changes nothing', async () => {
  const { page, errors, context } = await openPage(env.browser, env.server.url);
  await twoPlayerGame(page);
  const snap = await snapshot(page);
  await page.click('#share-btn');
  const link = await page.inputValue('#share-url');
  await page.keyboard.press('Escape');
  const bad = [
    link.slice(0, -7), // truncated
    `${env.server.url}#game=${Buffer.from('{"v":1,"players":2,"radius":5,"names":["",""],"kinds":["human","human"],"start":null,"hops":["j4-i4","a1xc1"],"at":2}').toString('base64url')}`,
    `${env.server.url}#game=<script>window.pwned=1</script>`,
    // A rule no game has (issue 22, bug 7): the reader's words, "bad repetition rule", go under Details.
    `${env.server.url}#game=${Buffer.from('{"v":1,"players":2,"radius":5,"names":["",""],"kinds":["human","human"],"start":null,"rules":{"noProgress":0,"repetition":1},"hops":["j4-i4"],"at":1}').toString('base64url')}`,
  ];
  for (const url of bad) {
    await page.goto('about:blank');
    await gotoPlayable(page, url);
    assert.match((await notices(page)).join(' '), /This share link could not be opened: .*Nothing was changed/);
    // A player's sentence (what happened, what to do); the reason stays one click away.
    assert.match(await page.locator('#notices .notice-body > p').last().innerText(), /damaged, or was changed after it was made\. Ask for the link again/);
    assert.match(await page.locator('#notices .notice details p').last().textContent(), /^Why: \S/);
    assert.equal(await snapshot(page), snap, 'the saved game is still there');
    assert.equal(await page.evaluate(() => window.pwned), undefined);
  }
  assert.equal(await page.locator('#notices .notice details p').last().textContent(), 'Why: bad repetition rule.');
  await shot(page, 'persist-tampered-link');
  await assertPlayable(page);
  assert.deepEqual(errors, []);
  await context.close();
});

test('a browser that refuses storage still plays', async () => {
  const { page, errors, context } = await openPage(env.browser, null);
  await context.addInitScript(() => {
    Object.defineProperty(window, 'localStorage', { get() { throw new Error('SecurityError: storage is disabled'); } });
  });
  await gotoPlayable(page, env.server.url);
  await assertPlayable(page);
  assert.match((await notices(page)).join(' '), /not letting the page save/);
  assert.deepEqual(errors, []);
  await context.close();
});
