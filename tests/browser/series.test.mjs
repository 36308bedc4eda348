// A series (Rematch: www/app/remote/series.js, series-ui.js), in separate browser contexts (separate
// devices, their own storage and keys) through the loopback tracker: three games between three devices
// and a bot, seats rotated, the score by player right on every device after reloads; and a rematch by
// link, its offer opened on a fresh device (one click takes the seat), a forged offer refused.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { DESKTOP, PHONE, setup, shot } from './harness.mjs';
import { openDevice, resign, startGame } from './remote-devices.mjs';
import { startTracker } from './tracker.mjs';
import { audit } from './axe.mjs';
import { compress, decompress } from '../../www/app/remote/link.js';
import { fromBase64Url, toBase64Url } from '../../www/app/remote/codec.js';
import { playerAt } from '../../www/app/remote/series.js';

let env;
let tracker;
before(async () => { [env, tracker] = await Promise.all([setup(), startTracker()]); });
after(async () => { await env?.teardown(); await tracker?.stop(); });

const LIMIT = { timeout: 420_000 };

async function device() {
  return openDevice(env.browser, env.server.url, tracker);
}

async function joinByCode(page, code) {
  await page.click('#new-game-btn');
  await page.waitForSelector('#new-game-dialog[open]');
  await page.fill('#table-code', code);
  await page.press('#table-code', 'Enter');
}

async function takeSeat(page, seat) {
  await page.click(`#remote-claim-${seat}`);
  await page.waitForSelector(`#remote-panel[data-seats="${seat}"]`);
}

/** Waits for `selector` on `page`; a timeout says what the page showed (its panel and notices). */
async function waitFor(page, selector) {
  await page.waitForSelector(selector).catch(async (e) => {
    const seen = await page.evaluate(() => JSON.stringify({
      panel: { ...document.querySelector('#remote-panel')?.dataset }, series: { ...document.querySelector('#series')?.dataset },
      notices: [...document.querySelectorAll('#notices .notice')].map((n) => n.textContent),
    })).catch(() => '(not read)');
    throw new Error(`${e.message}\nthe page: ${seen}`);
  });
}

/** Closes the end-of-game result (a modal dialog over the page), as a player does before pressing Rematch. */
async function rematch(page, id = '#series-rematch') {
  await waitFor(page, id);
  if (await page.locator('#result-dialog[open]').count()) {
    await page.keyboard.press('Escape');
    await page.waitForSelector('#result-dialog:not([open])', { state: 'attached' });
  }
  await page.click(id);
}

/** Screenshots of the series box at a phone's and a desktop's size. */
async function views(page, name) {
  for (const size of [PHONE, DESKTOP]) {
    await page.setViewportSize(size);
    await page.locator('#series').evaluate((el) => el.scrollIntoView({ block: 'start' })); // above the notices at the foot
    await shot(page, `${name}-${size.width}`);
  }
}

/** Each device's series box says game `n` and the score `score` ("wins by player;draws"). */
async function seriesIs(pages, n, score) {
  for (const page of pages) await waitFor(page, `#series[data-n="${n}"][data-score="${score}"]`);
}

/**
 * Game `n` played to its end by resignations: `people[p]` is player p's page (their seat in game 1), null
 * for the bot, which plays its own turns. Every device waits for each turn before the next is played.
 */
async function resignAround(people, n, turns) {
  const pages = people.filter(Boolean);
  const [first] = pages; // the creator's device: it plays the bot's turns
  for (;;) {
    await waitFor(first, '#remote-panel[data-state="idle"]');
    // The signed game's, not the board's: the creator's board may show its bot's hop before the turn is signed.
    const { turn, seat } = await first.evaluate(async () => {
      const { state } = (await import('./www/app/remote/remote-ui.js')).activeSession();
      return { turn: state.record.turns.length, seat: state.game.current };
    });
    if (turn >= turns || seat === null) break;
    const page = people[playerAt(seat, n, people.length)];
    if (page) { // a person's turn: their device resigns once it holds every turn before it; the bot's: its creator's device plays it
      await waitFor(page, `#remote-panel[data-state="idle"][data-turns="${turn}"]`);
      await resign(page);
    }
    await first.waitForFunction((t) => Number(document.querySelector('#remote-panel')?.dataset.turns) > t, turn);
  }
  for (const page of pages) await waitFor(page, `#remote-panel[data-state="idle"][data-turns="${turns}"]`);
}

test('a series of three games between three devices and a bot: seats rotated, every device moved on by itself, the score by player right after reloads', LIMIT, async () => {
  const ann = await device();
  const bob = await device();
  const cy = await device();
  const pages = [ann.page, bob.page, cy.page];
  await startGame(ann.page, [['Ann', 'human'], ['Bob', 'remote'], ['Cy', 'remote'], ['Dot', 'bot1']]);
  await ann.page.waitForSelector('#remote-code');
  const code = await ann.page.locator('#remote-code').innerText();
  await joinByCode(bob.page, code);
  await takeSeat(bob.page, 1);
  await joinByCode(cy.page, code);
  await takeSeat(cy.page, 2);
  const people = [ann.page, bob.page, cy.page, null]; // Dot is the bot

  // Game 1: Ann, Bob and Cy resign in turn: Dot (the bot) wins.
  await resignAround(people, 1, 3);
  await rematch(ann.page);
  await waitFor(bob.page, '#series .series-asked');
  await waitFor(bob.page, '#series[data-n="1"][data-score="0,0,0,1;0"]'); // game 1's result in the score at once
  assert.match(await bob.page.locator('#series').innerText(), /Rematch asked by Ann \(Red\)/);
  await waitFor(ann.page, '#series[data-waiting="1,2"]');
  assert.deepEqual(await audit(bob.page), [], 'axe: the Rematch asked');
  await views(bob.page, 'series-asked');
  await rematch(bob.page);
  await rematch(cy.page);

  // Game 2: every device moved by itself; seats rotated (Dot moves first now), nobody claimed by hand.
  await seriesIs(pages, 2, '0,0,0,1;0');
  await waitFor(bob.page, '#remote-panel[data-seats="2"]');
  await waitFor(cy.page, '#remote-panel[data-seats="3"]');
  const heads = await Promise.all(pages.map((p) => p.evaluate(async () => (await import('./www/app/remote/remote-ui.js')).activeSession().head)));
  for (const head of heads) assert.deepEqual(head.names, ['Dot', 'Ann', 'Bob', 'Cy']);
  assert.equal(new Set(heads.map((x) => x.id)).size, 1, 'one game 2 on every device');
  await resignAround(people, 2, 4);
  await seriesIs(pages, 2, '0,0,0,2;0');
  // Cy agrees and closes the page; Bob's device reloads the finished game 2 before agreeing: Rematch reopens
  // its table, and it hears the others' agreements. Game 3 starts without Cy's device, which comes back later.
  await rematch(cy.page);
  await waitFor(ann.page, '#series[data-waiting="1,2"]');
  await cy.page.close();
  await rematch(ann.page);
  await bob.page.reload();
  await waitFor(bob.page, '#series[data-n="2"]');
  await rematch(bob.page);
  await seriesIs([ann.page, bob.page], 3, '0,0,0,2;0');
  cy.page = await cy.context.newPage(); // back later: the same browser, a new page on the finished game 2
  cy.page.on('pageerror', (err) => cy.errors.push(`pageerror: ${err.message}`));
  await cy.page.goto(env.server.url);
  pages[2] = cy.page;
  people[2] = cy.page;

  // Game 3: rotated again (Cy first); then every device reloads and lands in game 3 with the score.
  await seriesIs(pages, 3, '0,0,0,2;0');
  await resignAround(people, 3, 4);
  await seriesIs(pages, 3, '0,0,0,3;0');
  assert.match(await cy.page.locator('#series-score').innerText(), /Game 3 of the series\. Score: Ann 0, Bob 0, Cy 0, Dot 3, draws 0/);
  for (const page of pages) await page.reload();
  await seriesIs(pages, 3, '0,0,0,3;0');
  for (const page of pages) {
    const head = await page.evaluate(async () => (await import('./www/app/remote/remote-ui.js')).activeSession().head);
    assert.deepEqual(head.names, ['Cy', 'Dot', 'Ann', 'Bob'], 'the newest game of the series');
  }
  // The Games list keeps the series as one entry with its three games, its score, and opens any of them.
  await bob.page.click('#games-btn');
  await waitFor(bob.page, '#remote-games li.remote-series');
  assert.equal(await bob.page.locator('#remote-games li').count(), 1, 'one entry for the series');
  assert.match(await bob.page.locator('#remote-games li.remote-series').innerText(), /Series, 3 games\. Score: Ann 0, Bob 0, Cy 0, Dot 3, draws 0/);
  assert.equal(await bob.page.locator('#remote-games li.remote-series button').count(), 3);
  assert.deepEqual(await audit(bob.page), [], 'axe: the Games list with a series');
  await bob.page.locator('#remote-games li.remote-series button', { hasText: 'Game 1' }).click();
  await waitFor(bob.page, '#series[data-n="1"][data-score="0,0,0,3;0"]');
  const first = await bob.page.evaluate(async () => (await import('./www/app/remote/remote-ui.js')).activeSession().head.names);
  assert.deepEqual(first, ['Ann', 'Bob', 'Cy', 'Dot'], 'game 1 of the series, from its entry');
  await views(ann.page, 'series-game-3');
  for (const d of [ann, bob, cy]) assert.deepEqual(d.errors, []);
  for (const d of [ann, bob, cy]) await d.context.close();
});

test('a rematch by link: the final link carries the signed offer; a fresh device opens it and takes its seat in one click; a forged offer is refused', LIMIT, async () => {
  const ann = await device();
  const bob = await device();
  await startGame(ann.page, [['Ann', 'human'], ['Bob', 'remote']]);
  await ann.page.waitForSelector('#remote-code');
  const code = await ann.page.locator('#remote-code').innerText();
  await joinByCode(bob.page, code);
  await takeSeat(bob.page, 1);
  await resignAround([ann.page, bob.page], 1, 1); // Ann resigns: Bob wins game 1
  await rematch(ann.page, '#series-offer');
  await waitFor(ann.page, '#series-link');
  const link = await ann.page.inputValue('#series-link');
  assert.match(link, /#series=/);
  await bob.context.close();

  // A forged offer: the score so far changed after signing (Ann credited with a win she never had).
  const data = JSON.parse(await decompress(fromBase64Url(link.split('#series=')[1])));
  data.offer.n = 2;
  data.offer.past = [{ n: 1, winner: 0, draw: false }];
  const forged = `${link.split('#')[0]}#series=${toBase64Url(await compress(JSON.stringify(data)))}`;
  const mallory = await openDevice(env.browser, forged, tracker);
  await mallory.page.waitForFunction(() => [...document.querySelectorAll('#notices .notice')].some((n) => /Rematch refused/.test(n.textContent)));
  assert.equal(await mallory.page.locator('#series').count(), 0, 'nothing of the forged series shown');
  await mallory.context.close();

  // Days later, on a fresh device: the next game of the series, seats rotated, one click to take Bob's seat.
  const fresh = await openDevice(env.browser, link, tracker);
  await waitFor(fresh.page, '#series[data-n="2"][data-score="0,1;0"]');
  assert.match(await fresh.page.locator('#series-score').innerText(), /Game 2 of the series\. Score: Ann 0, Bob 1, draws 0/);
  assert.deepEqual(await audit(fresh.page), [], 'axe: a rematch opened from its link');
  await views(fresh.page, 'series-offer');
  await fresh.page.click('#remote-claim-0'); // Bob is seat 0 (Red) now: he moves first
  await waitFor(fresh.page, '#remote-join-link');
  const join = await fresh.page.inputValue('#remote-join-link');
  await ann.page.goto(join);
  await ann.page.waitForFunction(() => document.querySelector('#remote-panel')?.dataset.turns === '0'
    && [...document.querySelectorAll('#notices .notice')].some((n) => /Bob/.test(n.textContent)));
  const bound = await ann.page.evaluate(async () => (await import('./www/app/remote/remote-ui.js')).activeSession().state.hash !== null);
  assert.equal(bound, true, 'every seat of game 2 bound: Bob may move');
  assert.deepEqual(fresh.errors, []);
  await fresh.context.close();
  await ann.context.close();
});
