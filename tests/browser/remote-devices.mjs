// Driving remote games in the browser tests (remote*.test.mjs) and the measures of live tables
// (measures.mjs's tableBench): opening a page as one device at a table,
// starting a game from the new-game dialog, taking a seat by the table's link, playing a turn by
// clicking, waiting for the panel.

import assert from 'node:assert/strict';
import { clickMove, openPage } from './harness.mjs';
import { tableContext } from './tracker.mjs';

export const board = 'hex-checkers';

/** Starts a remote game from the new-game dialog: `seats` of [name, kind]; waits for the panel. */
export async function startGame(page, seats, deadline = '0') {
  await page.click('#new-game-btn');
  await page.waitForSelector('#new-game-dialog[open]');
  await page.selectOption('#players-select', String(seats.length));
  for (const [seat, [name, kind]] of seats.entries()) {
    await page.fill(`[name="name${seat}"]`, name);
    await page.selectOption(`[name="kind${seat}"]`, kind);
  }
  assert.equal(await page.isVisible('#deadline-select'), true, 'a remote seat offers a deadline');
  await page.selectOption('#deadline-select', deadline);
  await page.click('#new-game-dialog button[value="start"]');
  await waitTurns(page, 0);
}

/**
 * One device at a table: a fresh browser context reaching `servers` (tracker.mjs's tableContext, with
 * its `options`: viewport, settings, locale), its page open at `url` and playable. `clock`: the context's
 * fake clock installed before the page opens (a test then moves the page's time on). {context, page,
 * errors}, as harness.mjs's openPage.
 */
export async function openDevice(browser, url, servers, { clock = false, ...options } = {}) {
  const context = await tableContext(browser, servers, options);
  if (clock) await context.clock.install();
  return openPage(browser, url, { context });
}

/** The code of the table the creator's panel shows (without its dash), once it shows one. */
export async function tableCode(page) {
  await page.waitForSelector('#remote-code');
  return (await page.locator('#remote-code').innerText()).replace('-', '');
}

/** A guest opens the table of `code` by its link (the page at `url`) and claims `seat`; waits until its panel holds the seat. */
export async function takeSeat(page, url, code, seat) {
  await page.goto(`${url}#table=${code}`);
  await page.click(`#remote-claim-${seat}`);
  await page.waitForSelector(`#remote-panel[data-seats="${seat}"]`, { timeout: 60_000 });
}

/** Waits until the panel is settled on a record of `turns` turns. */
export const waitTurns = (page, turns) => page.waitForSelector(`#remote-panel[data-state="idle"][data-turns="${turns}"]`);

/** The person to move plays one whole turn by clicking (the engine's first legal move, hop after hop of a chain). */
export async function playTurn(page) {
  const seat = await page.evaluate((b) => document.querySelector(b).game.current, board);
  for (;;) {
    const move = await page.evaluate((b) => {
      const g = document.querySelector(b).game;
      const m = g.legalMoves()[0];
      return { from: `${m.from.q},${m.from.r}`, to: `${m.to.q},${m.to.r}` };
    }, board);
    const before = await page.evaluate((b) => document.querySelector(b).history.length, board);
    await clickMove(page, move.from, move.to);
    // At least one step more: a bot seat after this one answers at once, and its hop may land before the page is read again.
    await page.waitForFunction(([b, n]) => document.querySelector(b).history.length > n, [board, before])
      .catch(async (e) => { throw new Error(`${e.message}\nthe move ${move.from} to ${move.to} was not played; the page: ${await boardState(page)}`); });
    const still = await page.evaluate(([b, mover]) => { // this seat's chain goes on (not a bot's that answered at once)
      const g = document.querySelector(b).game;
      return g.current === mover && g.chainFrom !== null;
    }, [board, seat]);
    if (!still) break;
  }
  return seat;
}

/** What a move's click met on the page, for a failure's message: the board, the panel, the notices. */
export const boardState = (page) => page.evaluate((b) => {
  const el = document.querySelector(b);
  const panel = document.querySelector('#remote-panel');
  return JSON.stringify({
    readonly: el.hasAttribute('readonly'), current: el.game.current, chainFrom: el.game.chainFrom, steps: el.history.length,
    canRedo: el.history.canRedo, picked: el.shadowRoot?.querySelector('.selected')?.getAttribute('data-key') ?? null,
    panel: panel ? { ...panel.dataset } : null, notices: [...document.querySelectorAll('#notices .notice')].map((n) => n.textContent),
  });
}, board).catch((e) => `(not read: ${e.message})`);

/** Resigns the seat to move on this device, by the page's own Resign button and dialog. */
export async function resign(page) {
  await page.click('#resign-btn');
  await page.waitForSelector('#resign-dialog[open]');
  await page.click('#resign-dialog button[value="resign"]');
}

export const current = (page) => page.evaluate((b) => document.querySelector(b).game.current, board);
export const snapshotOf = (page) => page.evaluate((b) => document.querySelector(b).snapshot(), board);
export const notices = (page) => page.locator('#notices .notice').allInnerTexts();
