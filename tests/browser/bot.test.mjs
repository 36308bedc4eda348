// The bot on the page: a game against a level-3 bot played by clicking, the
// page answering input while the bot thinks in its Web Worker, undo cancelling
// a search, the Hint button, watch mode (every seat a bot) with pause and step,
// and the fallback when the worker cannot start. No console errors anywhere.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { setup, openPage, shot, settle, cell, liveText, statusText } from './harness.mjs';

let env;
before(async () => { env = await setup(); });
after(async () => { await env?.teardown(); });

const HOP_CAP = 120; // a random clicker usually loses well before this

/** Starts a game from the new-game dialog with the given seat kinds ("human", "bot1".."bot5"). */
async function startFromDialog(page, kinds, radius = 4) {
  await page.click('#new-game-btn');
  await page.selectOption('#players-select', String(kinds.length));
  await page.selectOption('#radius-select', String(radius));
  for (const [seat, kind] of kinds.entries()) {
    assert.equal(await page.locator(`#seat-rows select[name="kind${seat}"]`).isDisabled(), false);
    await page.selectOption(`#seat-rows select[name="kind${seat}"]`, kind);
  }
  await page.click('#new-game-dialog button[value="start"]');
  await page.waitForFunction((k) => JSON.stringify(document.querySelector('hex-checkers').settings.kinds) === k, JSON.stringify(kinds));
}

/** Waits until the game is over or a person may move (no bot searching). */
const humanTurnOrEnd = (page) => page.waitForFunction(() => {
  const el = document.querySelector('hex-checkers');
  return el.game.current === null || (el.canPlay() && el.thinking === null);
}, null, { timeout: 60000 });

const gameState = (page) => page.evaluate(() => {
  const el = document.querySelector('hex-checkers');
  return {
    current: el.game.current, winner: el.game.winner, draw: el.game.draw, thinking: el.thinking,
    cursor: el.history.cursor, length: el.history.length, seats: el.history.hops().map((h) => h.seat),
  };
});

test('a game against a level-3 bot, played by clicking, to its end or a hop cap', async () => {
  const { page, errors, context } = await openPage(env.browser, env.server.url);
  await startFromDialog(page, ['human', 'bot3']);
  await page.selectOption('#speed-select', '150');
  assert.equal(await page.locator('#bot-tools').isVisible(), true, 'the bot controls show in a game with a bot');
  let seed = 11;
  let humanHops = 0;
  for (;;) {
    await humanTurnOrEnd(page);
    const s = await gameState(page);
    if (s.current === null || s.length >= HOP_CAP) break;
    const moves = await page.evaluate(() => document.querySelector('hex-checkers').game.legalMoves()
      .map((m) => [`${m.from.q},${m.from.r}`, `${m.to.q},${m.to.r}`]));
    seed = (seed * 1103515245 + 12345) % 2147483648;
    const [from, to] = moves[seed % moves.length];
    await cell(page, from).click(); // in a chain the piece is already picked up: picking it again is harmless
    await cell(page, to).click();
    humanHops += 1;
    await page.waitForFunction((n) => document.querySelector('hex-checkers').history.length >= n, s.length + 1);
  }
  // (The loop above only ends on a finished game or the cap: asserting that again could not fail.)
  const end = await gameState(page);
  if (end.current === null) assert.match(await statusText(page), /wins|Draw/);
  assert.ok(end.seats.filter((seat) => seat === 1).length >= 5, 'the bot played its seat');
  assert.equal(end.seats.filter((seat) => seat === 0).length, humanHops, 'every Red hop was a click');
  // Every hop in the record replays through the engine (the bot only ever played legal moves).
  const replayed = await page.evaluate(async () => {
    const el = document.querySelector('hex-checkers');
    const { readRecord } = await import('./www/element/record.js');
    const back = readRecord(JSON.parse(JSON.stringify(el.record())));
    return back.history.entries.at(-1).snapshot === el.history.entries.at(-1).snapshot && back.settings.kinds.join();
  });
  assert.equal(replayed, 'human,bot3', 'the record replays, seat kinds included');
  await shot(page, 'bot-game');
  assert.deepEqual(errors, []);
  await context.close();
});

test('the page answers while the bot thinks; undo cancels the search and takes back the person\'s move', async () => {
  const { page, errors, context } = await openPage(env.browser, env.server.url);
  await startFromDialog(page, ['human', 'bot5'], 5);
  // A search far longer than the test: it only ends by being cancelled.
  await page.evaluate(() => { document.querySelector('hex-checkers').botBudget = { timeMs: 120000, maxNodes: 1e11 }; });
  const start = await page.evaluate(() => document.querySelector('hex-checkers').snapshot());
  await cell(page, '-2,4').click();
  await cell(page, '-2,3').click();
  await page.waitForFunction(() => document.querySelector('hex-checkers').thinking?.seat === 1);
  assert.match(await statusText(page), /Blue is thinking…/);

  // The page answers: frames are drawn, the rules panel opens and closes, the board redraws with cell names.
  assert.equal(await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(() => r(true))))), true);
  await page.click('#rules-btn');
  await page.waitForSelector('#rules-dialog[open]');
  await page.click('#rules-dialog .rules-head button');
  await page.selectOption('#names-select', 'all');
  await settle(page);
  assert.equal(await page.locator('hex-checkers svg.show-names').count(), 1);
  await page.selectOption('#names-select', 'off');
  assert.equal((await gameState(page)).thinking?.seat, 1, 'still thinking');

  // Undo: the search stops (its worker is gone) and the position is the person's last decision.
  await page.click('#undo-btn');
  const s = await gameState(page);
  assert.equal(s.thinking, null);
  assert.equal(s.cursor, 0);
  assert.equal(await page.evaluate(() => document.querySelector('hex-checkers').snapshot()), start);
  assert.equal(await page.evaluate(() => document.querySelector('hex-checkers').bot.busy), false);
  assert.deepEqual([s.cursor, s.length], [0, 1]);
  assert.match(await liveText(page), /Undone/);

  // A new game cancels a search too.
  await page.evaluate(() => { document.querySelector('hex-checkers').botBudget = { timeMs: 120000, maxNodes: 1e11 }; });
  await cell(page, '-2,4').click();
  await cell(page, '-2,3').click();
  await page.waitForFunction(() => document.querySelector('hex-checkers').thinking !== null);
  await page.evaluate(() => document.querySelector('hex-checkers').newGame({ players: 2, radius: 5, kinds: ['human', 'human'] }));
  assert.equal((await gameState(page)).thinking, null);
  assert.equal(await page.evaluate(() => document.querySelector('hex-checkers').bot.busy), false);
  await shot(page, 'bot-cancelled');
  assert.deepEqual(errors, []);
  await context.close();
});

test('undo in a game with a bot goes back to the person\'s last decision; redo forward to the next', async () => {
  const { page, errors, context } = await openPage(env.browser, env.server.url);
  await startFromDialog(page, ['human', 'bot1']);
  await page.selectOption('#speed-select', '150');
  for (let i = 0; i < 3; i++) {
    await humanTurnOrEnd(page);
    await page.evaluate(() => { const el = document.querySelector('hex-checkers'); el.play(el.game.legalMoves()[0]); });
  }
  await humanTurnOrEnd(page);
  const s = await gameState(page);
  // Positions where the person was to move: those Red's hops were played from.
  const redFrom = s.seats.map((seat, i) => (seat === 0 ? i : -1)).filter((i) => i >= 0);
  await page.click('#undo-btn');
  assert.equal((await gameState(page)).cursor, redFrom.at(-1), 'one undo: back before the person\'s last move');
  assert.equal(await page.evaluate(() => document.querySelector('hex-checkers').canPlay()), true);
  await page.click('#redo-btn');
  assert.equal((await gameState(page)).cursor, s.length, 'redo: forward to the person\'s turn');
  assert.deepEqual(errors, []);
  await context.close();
});

test('the Hint button shows a legal move for the person to play', async () => {
  const { page, errors, context } = await openPage(env.browser, env.server.url);
  await startFromDialog(page, ['human', 'bot2'], 5);
  await page.evaluate(() => document.addEventListener('hc-hint', (e) => { window.hinted = e.detail; }));
  await page.click('#hint-btn');
  await page.waitForFunction(() => window.hinted);
  const hint = await page.evaluate(() => window.hinted);
  const legal = await page.evaluate(() => document.querySelector('hex-checkers').game.legalMoves()
    .map((m) => `${m.from.q},${m.from.r}>${m.to.q},${m.to.r}`));
  assert.ok(legal.includes(`${hint.from}>${hint.to}`), `the hint ${hint.from}>${hint.to} is legal`);
  await settle(page);
  assert.equal(await page.locator('hex-checkers .arrows line.arrow.hint').count(), 1, 'an arrow shows it on the board');
  assert.match(await liveText(page), /^Hint: move .* to [a-k]\d+\.$/);
  await shot(page, 'bot-hint');
  // Playing it clears the arrow; the bot answers.
  await cell(page, hint.from).click();
  await cell(page, hint.to).click();
  await settle(page);
  assert.equal(await page.locator('hex-checkers .arrows line').count(), 0);
  await page.waitForFunction(() => document.querySelector('hex-checkers').history.length >= 2, null, { timeout: 30000 });
  assert.deepEqual(errors, []);
  await context.close();
});

/**
 * What the bots are doing (searches started, a bot thinking, a search in flight, the history line). With a
 * selector: read just before and just after clicking it, in one task, so nothing else can run in between.
 */
const botCounts = (page, click = null) => page.evaluate((sel) => {
  const el = document.querySelector('hex-checkers');
  const read = () => ({
    searches: el.botSearches, thinking: el.thinking !== null, busy: el.bot.busy, cursor: el.history.cursor, length: el.history.length,
  });
  if (!sel) return read();
  const before = read();
  document.querySelector(sel).click();
  return { before, after: read() };
}, click);

test('watch mode: every seat a bot; it plays, pause stops it, step plays one hop, undo waits', async () => {
  const { page, errors, context } = await openPage(env.browser, env.server.url);
  await page.click('#new-game-btn');
  await page.selectOption('#players-select', '3');
  await page.selectOption('#radius-select', '4');
  // The first visit's game is Red (a person) against Blue (Bot 2): every seat becomes the one level picked beside the button.
  assert.equal(await page.inputValue('#all-bots-level'), 'bot3', 'level 3 unless another is picked');
  await page.click('#all-bots-btn');
  await page.selectOption('#seat-rows select[name="kind2"]', 'bot1');
  await page.click('#new-game-dialog button[value="start"]');
  await page.waitForFunction(() => document.querySelector('hex-checkers').settings.kinds.join() === 'bot3,bot3,bot1');
  await page.selectOption('#speed-select', '150');
  assert.equal(await page.locator('#hint-btn').isDisabled(), true, 'no hint: nobody to advise');
  await page.waitForFunction(() => document.querySelector('hex-checkers').history.length >= 5, null, { timeout: 60000 });
  await shot(page, 'bot-watch');

  // Pause: the search in flight is dropped and none starts. The decision to search is synchronous
  // (botSearches counts it before the change that led to it returns), so this reads it right after the click.
  const pause = await botCounts(page, '#pause-btn');
  assert.equal(await page.locator('#pause-btn').getAttribute('aria-pressed'), 'true');
  assert.equal(await page.locator('#pause-btn').textContent(), 'Resume');
  assert.equal(pause.before.thinking, true, 'a bot was thinking when paused');
  assert.deepEqual(pause.after, { ...pause.before, thinking: false, busy: false }, 'paused: no search, no hop');

  // Step: exactly one hop; the position it leads to starts no search, since the bots are still paused.
  const stepped = await botCounts(page, '#step-btn');
  assert.equal(stepped.after.searches, pause.after.searches + 1, 'step: one search');
  await page.waitForFunction((n) => document.querySelector('hex-checkers').history.length === n + 1, pause.after.length);
  assert.deepEqual(await botCounts(page), { ...stepped.after, length: pause.after.length + 1, cursor: pause.after.cursor + 1, thinking: false, busy: false },
    'step: exactly one hop, and no search after it');

  // Resume (a search starts), then undo: looking back, the bots wait there while the line goes on past it.
  const resumed = await botCounts(page, '#pause-btn');
  assert.equal(resumed.after.searches, stepped.after.searches + 1, 'resumed: the bot to move searches');
  const back = await botCounts(page, '#undo-btn');
  assert.ok(back.after.cursor < back.after.length);
  assert.deepEqual(back.after, { ...back.before, cursor: back.before.cursor - 1, thinking: false, busy: false },
    'looking back: the search dropped, none started');
  assert.match(await statusText(page), /waits while you look back/);
  // Redo to the end: the watch goes on.
  await page.click('#redo-btn');
  await page.waitForFunction((n) => document.querySelector('hex-checkers').history.length > n, back.after.length, { timeout: 30000 });
  assert.deepEqual(errors, []);
  await context.close();
});

test('the worker cannot start: a notice, and the bot still plays from the page itself', async () => {
  const { page, errors, context } = await openPage(env.browser, null);
  await context.route('**/bot-worker.js', (route) => route.fulfill({ status: 404, body: 'gone' }));
  await page.goto(env.server.url);
  await page.waitForSelector('html[data-ready="true"]');
  await startFromDialog(page, ['bot2', 'human']);
  await page.waitForFunction(() => document.querySelector('hex-checkers').history.length >= 1, null, { timeout: 30000 });
  await page.waitForSelector('.notice.warn');
  assert.match(await page.locator('.notice.warn').first().innerText(), /thinks on the page itself/);
  // A 404 for a module script is logged by the browser itself; nothing else may be.
  assert.deepEqual(errors.filter((e) => !/404|Failed to load resource/.test(e)), []);
  await context.close();
});
