// Endings beyond the law as the page shows them (docs/endings.md, issue 11):
// resignation with its confirmation in 2- and 6-player games, draws offered,
// accepted and refused (by bots and by people, each asked in turn), a bot's own
// offer, a watch game ending by agreement, the no-progress rule, house rules
// and clocks in the new-game dialog (carried by a share link and a save), a
// flag, the result panel and Rematch, and undo over a resignation or a draw.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { setup, openPage, DESKTOP, shot, settle, statusText, liveText, clickMove, moveList, gotoPlayable, startFromDialog } from './harness.mjs';
import { snapshotText } from '../shared/snapshot.mjs';

/** A broken ending waits for an event that never comes: each test fails after a minute instead of hanging. */
const LIMIT = { timeout: 60_000 };

let env;
before(async () => { env = await setup(); });
after(async () => { await env?.teardown(); });

/** Starts a game from the new-game dialog; `options` sets the house rules and the clock. */
async function startGame(page, { players, kinds = [], noProgress = '0', repetition = '0', clock = '', custom = null }) {
  await page.click('#new-game-btn');
  await page.selectOption('#players-select', String(players));
  // Every seat not given is a person (the first visit's game has a bot at seat 2, and the dialog keeps it).
  for (let seat = 0; seat < players; seat++) await page.selectOption(`#seat-rows [name="kind${seat}"]`, kinds[seat] ?? 'human');
  await page.selectOption('#no-progress-select', noProgress);
  await page.selectOption('#repetition-select', repetition);
  await page.selectOption('#clock-select', clock);
  if (custom) {
    await page.fill('#clock-minutes', String(custom.minutes));
    await page.fill('#clock-seconds', String(custom.seconds));
    await page.fill('#clock-increment', String(custom.increment));
  }
  await startFromDialog(page);
  await settle(page);
}

/** Sets who plays each seat and restores a position (the settings keep the kinds; the snapshot brings its rules). */
async function position(page, kinds, text) {
  await page.evaluate(({ k, t }) => {
    const el = document.querySelector('hex-checkers');
    el.newGame({ players: k.length, kinds: k });
    el.restore(t);
  }, { k: kinds, t: text });
  await settle(page);
}

/** Resolves with the detail of the board's next hc-gameend. */
const nextEnd = (page) => page.evaluate(() => new Promise((resolve) => {
  document.querySelector('hex-checkers').addEventListener('hc-gameend', (e) => resolve(e.detail), { once: true });
}));

/** Resolves with the detail of the next hc-drawoffer whose outcome is set (agreed, declined, withdrawn). */
const offerOutcome = (page) => page.evaluate(() => new Promise((resolve) => {
  const el = document.querySelector('hex-checkers');
  el.addEventListener('hc-drawoffer', function on(e) {
    if (e.detail.outcome) { el.removeEventListener('hc-drawoffer', on); resolve(e.detail); }
  });
}));

const result = (page) => page.evaluate(() => document.querySelector('hex-checkers').game.result);
const steps = (page) => page.evaluate(() => document.querySelector('hex-checkers').history.hops().map((s) => s.kind ?? 'hop'));

/** Two kings each, level, far apart: a dead position. */
const LEVEL_KINGS = { '-3,3': 'A', '-2,4': 'A', '3,-3': 'B', '2,-4': 'B' };

async function resignWithConfirmation(page) {
  await page.click('#resign-btn');
  await page.waitForSelector('#resign-dialog[open]');
  await page.click('#resign-dialog button[value="resign"]');
}

test('resign in a 2-player game: confirmed first, Blue wins, the panel says why; undo takes it back', LIMIT, async () => {
  const { page, errors, context } = await openPage(env.browser, env.server.url);
  await startGame(page, { players: 2 });
  await clickMove(page, '-1,5', '0,4');
  // Blue to move; Keep playing changes nothing.
  await page.click('#resign-btn');
  await page.waitForSelector('#resign-dialog[open]');
  assert.match(await page.locator('#resign-text').innerText(), /Blue resigns/);
  await page.click('#resign-dialog button[value="cancel"]');
  assert.equal(await result(page), null);
  assert.deepEqual(await steps(page), ['hop']);

  const ended = nextEnd(page);
  await resignWithConfirmation(page);
  assert.deepEqual(await ended, { winner: 0, draw: false, reason: 'resignation' });
  assert.deepEqual(await result(page), { winner: 0, draw: false, reason: 'last-army' });
  await page.waitForSelector('#result-dialog[open]');
  assert.equal(await page.locator('#result-title').innerText(), 'Red wins');
  assert.match(await page.locator('#result-why').innerText(), /Red wins: Blue resigned\./);
  const rows = await page.locator('#result-rows tr').allInnerTexts();
  assert.match(rows[0], /^1\s+R Red\s+1\s+0\s+won$/);
  assert.match(rows[1], /^2\s+B Blue\s+0\s+0\s+resigned, move 1$/);
  assert.match(await page.locator('#result-length').innerText(), /1 turn, 1 hop/);
  assert.match(await liveText(page), /Blue resigns\. Red wins the game!/);
  await shot(page, 'endings-resign-2');
  await page.click('#result-dialog button[type="submit"]');
  assert.match(await moveList(page), /Blue resigns/);

  await page.click('#undo-btn');
  assert.equal(await result(page), null);
  assert.match(await statusText(page), /Blue to move/);
  assert.equal(await page.locator('#resign-btn').isDisabled(), false);
  await page.click('#redo-btn');
  assert.deepEqual(await result(page), { winner: 0, draw: false, reason: 'last-army' });
  assert.deepEqual(errors, []);
  await context.close();
});

test('resign in a 6-player hot-seat game: each person resigns on their own turn, the bots cannot be resigned for', LIMIT, async () => {
  const { page, errors, context } = await openPage(env.browser, env.server.url);
  await startGame(page, { players: 6, kinds: ['human', 'human', 'human', 'bot1', 'human', 'human'] });
  await page.evaluate(() => { document.querySelector('hex-checkers').paused = true; });
  await resignWithConfirmation(page); // Red, seat 0, to move
  await settle(page);
  assert.match(await statusText(page), /Blue to move/);
  assert.equal(await page.evaluate(() => document.querySelector('hex-checkers').game.seats[0].eliminated), true);
  await resignWithConfirmation(page); // Blue
  await resignWithConfirmation(page); // Orange
  await settle(page);
  // Seat 3 is a bot: nobody at this screen may resign for it.
  assert.equal(await page.evaluate(() => document.querySelector('hex-checkers').game.current), 3);
  assert.equal(await page.locator('#resign-btn').isDisabled(), true);
  assert.equal(await page.locator('#draw-btn').isDisabled(), true);
  assert.deepEqual(await steps(page), ['resign', 'resign', 'resign']);
  assert.match(await moveList(page), /Red resigns[\s\S]*Blue resigns[\s\S]*Orange resigns/);
  await shot(page, 'endings-resign-6');
  assert.deepEqual(errors, []);
  await context.close();
});

test('a draw offered to a bot: accepted in a dead level game, refused by a bot that is ahead', LIMIT, async () => {
  const { page, errors, context } = await openPage(env.browser, env.server.url);
  const dead = `${snapshotText({ players: 2, radius: 5, turn: 0, pieces: LEVEL_KINGS })} rules=40,0;quiet=30`;
  await position(page, ['human', 'bot3'], dead);
  let outcome = offerOutcome(page);
  let ended = nextEnd(page);
  await page.click('#draw-btn');
  assert.equal((await outcome).outcome, 'agreed');
  assert.deepEqual(await ended, { winner: null, draw: true, reason: 'agreement' });
  await page.waitForSelector('#result-dialog[open]');
  assert.equal(await page.locator('#result-title').innerText(), 'Drawn');
  assert.equal(await page.locator('#result-why').innerText(), 'Draw by agreement.');
  await page.click('#result-dialog button[type="submit"]');
  assert.match(await moveList(page), /Draw agreed/);
  // Undo takes the agreement back like a move.
  await page.click('#undo-btn');
  assert.equal(await result(page), null);

  const ahead = snapshotText({ players: 2, radius: 5, turn: 0, pieces: { '-3,3': 'A', '3,-3': 'B', '2,-4': 'B', '1,-4': 'B', '4,-4': 'B' } });
  await position(page, ['human', 'bot3'], ahead);
  outcome = offerOutcome(page);
  await page.click('#draw-btn');
  const refused = await outcome;
  assert.deepEqual([refused.outcome, refused.decliner], ['declined', 1]);
  assert.equal(await result(page), null);
  assert.match(await liveText(page), /Blue declines the draw\. Play on\./);
  assert.match(await statusText(page), /Blue declines the draw\. Play on\./, 'on screen too, not only for screen readers');
  assert.equal(await page.locator('#resign-btn').isDisabled(), false, 'the person plays on');
  assert.deepEqual(errors, []);
  await context.close();
});

test("a bot's own offer is put to the person, who accepts it", LIMIT, async () => {
  const { page, errors, context } = await openPage(env.browser, env.server.url);
  const asked = page.evaluate(() => new Promise((resolve) => {
    document.querySelector('hex-checkers').addEventListener('hc-drawoffer', (e) => { if (e.detail.asking === 0) resolve(e.detail); });
  }));
  await position(page, ['human', 'bot3'], `${snapshotText({ players: 2, radius: 5, turn: 1, pieces: LEVEL_KINGS })} rules=40,0;quiet=30`);
  assert.equal((await asked).from, 1);
  await settle(page);
  const question = page.locator('hex-checkers .question');
  assert.equal(await question.locator('p').innerText(), 'Blue offers a draw. Red, do you accept?');
  assert.equal(await page.locator('#resign-btn').isDisabled(), true, 'no move while the question is open');
  await shot(page, 'endings-bot-offers');
  const ended = nextEnd(page);
  await question.getByRole('button', { name: 'Accept draw' }).click();
  assert.deepEqual(await ended, { winner: null, draw: true, reason: 'agreement' });
  assert.deepEqual(errors, []);
  await context.close();
});

test('a draw in a hot-seat game needs every surviving person: each is asked in turn, one refusal ends it', LIMIT, async () => {
  const { page, errors, context } = await openPage(env.browser, env.server.url);
  await startGame(page, { players: 3 });
  await page.click('#draw-btn');
  await settle(page);
  const question = page.locator('hex-checkers .question');
  assert.equal(await question.locator('p').innerText(), 'Red offers a draw. Blue, do you accept?');
  await question.getByRole('button', { name: 'Accept draw' }).click();
  await settle(page);
  assert.equal(await question.locator('p').innerText(), 'Red offers a draw. Orange, do you accept?');
  const outcome = offerOutcome(page);
  await question.getByRole('button', { name: 'Decline' }).click();
  assert.deepEqual((await outcome).decliner, 2);
  assert.equal(await result(page), null);
  await question.waitFor({ state: 'hidden' }); // the board redraws on its next frame

  await page.click('#draw-btn');
  const ended = nextEnd(page);
  await question.getByRole('button', { name: 'Accept draw' }).click();
  await question.getByRole('button', { name: 'Accept draw' }).click();
  assert.equal((await ended).reason, 'agreement');
  assert.deepEqual(errors, []);
  await context.close();
});

test('a watch game of bots ends by their agreement', LIMIT, async () => {
  const { page, errors, context } = await openPage(env.browser, env.server.url);
  await page.evaluate(() => {
    const el = document.querySelector('hex-checkers');
    el.botPace = 0;
    el.botBudget = { maxNodes: 2000 };
  });
  const ended = nextEnd(page);
  const pieces = { ...LEVEL_KINGS, '0,-4': 'C', '1,-5': 'C' };
  await position(page, ['bot2', 'bot2', 'bot2'], `${snapshotText({ players: 3, radius: 5, turn: 0, pieces })} rules=30,0;quiet=20`);
  assert.deepEqual(await ended, { winner: null, draw: true, reason: 'agreement' });
  assert.deepEqual((await steps(page)).at(-1), 'draw');
  assert.deepEqual(errors, []);
  await context.close();
});

test('no progress: from one turn before the limit, a quiet move ends the game drawn', LIMIT, async () => {
  const { page, errors, context } = await openPage(env.browser, env.server.url);
  await position(page, ['human', 'human'], `${snapshotText({ players: 2, radius: 5, turn: 0, pieces: LEVEL_KINGS })} rules=40,0;quiet=39`);
  assert.equal(await page.evaluate(() => document.querySelector('hex-checkers').game.quietTurns), 39);
  const ended = nextEnd(page);
  await clickMove(page, '-3,3', '-3,2');
  assert.deepEqual(await ended, { winner: null, draw: true, reason: 'no-progress' });
  await page.waitForSelector('#result-dialog[open]');
  assert.equal(await page.locator('#result-why').innerText(), 'Draw: 40 turns in a row without a capture or a crowning.');
  assert.match(await statusText(page), /Draw: 40 turns in a row without a capture or a crowning/);
  assert.deepEqual(errors, []);
  await context.close();
});

test('house rules and a clock from the dialog: off by default (but no progress with a bot), carried by a share link and the save', LIMIT, async () => {
  const { page, errors, context } = await openPage(env.browser, env.server.url);
  await page.click('#new-game-btn');
  // The first visit's table has a bot: no progress at 150 turns (flow.test.mjs); the rest is off.
  assert.deepEqual(await page.evaluate(() => ['no-progress-select', 'repetition-select', 'clock-select'].map((id) => document.getElementById(id).value)), ['150', '0', '']);
  await page.click('#new-game-cancel');
  await startGame(page, { players: 2, noProgress: '300', repetition: '3', clock: '180000+2000' });
  const settings = await page.evaluate(() => document.querySelector('hex-checkers').settings);
  assert.deepEqual([settings.rules, settings.clock], [{ noProgress: 300, repetition: 3 }, { initialMs: 180000, incrementMs: 2000 }]);
  assert.deepEqual(await page.evaluate(() => document.querySelector('hex-checkers').game.rules), { noProgress: 300, repetition: 3 });
  // Per-seat clocks: Red's runs.
  await settle(page);
  assert.deepEqual(await page.locator('hex-checkers .seat .clock').allInnerTexts(), ['3:00', '3:00']);
  assert.equal(await page.locator('hex-checkers .seat .clock.running').count(), 1);
  await clickMove(page, '-1,5', '0,4');
  await settle(page);
  // Red's turn ended: the increment is added, Blue's clock runs.
  const left = await page.evaluate(() => document.querySelector('hex-checkers').record().clocks);
  assert.ok(left[0] > 180000 && left[0] <= 182000, `Red has the increment: ${left[0]}`);
  assert.equal(await page.locator('hex-checkers .seat:nth-child(2) .clock.running').count(), 1);

  // The share link carries rules and clock.
  await page.click('#share-btn');
  const url = await page.locator('#share-url').inputValue();
  const other = await openPage(env.browser, url);
  const shared = await other.page.evaluate(() => {
    const el = document.querySelector('hex-checkers');
    return [el.settings.rules, el.settings.clock, el.game.rules];
  });
  assert.deepEqual(shared, [{ noProgress: 300, repetition: 3 }, { initialMs: 180000, incrementMs: 2000 }, { noProgress: 300, repetition: 3 }]);
  assert.deepEqual(other.errors, []);
  await other.context.close();

  // So does the save.
  await page.click('#share-dialog button[type="submit"]');
  await gotoPlayable(page, env.server.url);
  const saved = await page.evaluate(() => {
    const el = document.querySelector('hex-checkers');
    return [el.settings.rules, el.settings.clock, el.record().clocks[0]];
  });
  assert.deepEqual(saved.slice(0, 2), [{ noProgress: 300, repetition: 3 }, { initialMs: 180000, incrementMs: 2000 }]);
  assert.ok(saved[2] > 180000, 'Red keeps the time it had');
  assert.deepEqual(errors, []);
  await context.close();
});

test('clocks pause while looking back and while the page is hidden; a low clock is marked', LIMIT, async () => {
  // The page's timers and performance.now run on Playwright's clock (time flows as usual until the test stops it),
  // so the test moves the clock to the low mark instead of waiting 16 s of it out.
  const context = await env.browser.newContext({ viewport: DESKTOP, reducedMotion: 'reduce' });
  await context.clock.install();
  const { page, errors } = await openPage(env.browser, env.server.url, { context });
  await startGame(page, { players: 2, clock: 'custom', custom: { minutes: 0, seconds: 20, increment: 0 } });
  const running = () => page.evaluate(() => document.querySelector('hex-checkers').clocks.running);
  assert.equal(await running(), 0);
  await settle(page);
  assert.equal(await page.locator('hex-checkers .seat .clock.low').count(), 0);
  await clickMove(page, '-1,5', '0,4');
  assert.equal(await running(), 1);
  await page.click('#undo-btn');
  assert.equal(await running(), null, 'looking back: no clock runs');
  await page.click('#redo-btn');
  assert.equal(await running(), 1);
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
  });
  assert.equal(await running(), null, 'hidden page: no clock runs');
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
  });
  assert.equal(await running(), 1);
  // 20 s: low from 4 s left. Not yet low; then the clock stopped 2.5 s before Blue's time is out (no flag can come
  // while it stands), run on by 0.5 s for the clock's redraws: Blue's clock is marked low, and still runs.
  const blue = 'hex-checkers .seat:nth-child(2)';
  assert.equal(await page.locator(`${blue} .clock.low`).count(), 0, 'not low with most of the time left');
  const [now, left] = await page.evaluate(() => [Date.now(), document.querySelector('hex-checkers').clocks.snapshot()[1]]);
  assert.ok(left > 4000, `Blue's time left: ${left} ms`);
  await page.clock.pauseAt(now + left - 2500);
  await page.clock.runFor(500);
  assert.equal(await page.locator(`${blue} .clock.running.low`).count(), 1, 'Blue\'s clock is marked low');
  assert.match(await page.locator(blue).getAttribute('aria-label'), /left \(low\), clock running/);
  assert.deepEqual(errors, []);
  await context.close();
});

test('a flag: a seat whose time runs out resigns, with the reason shown', LIMIT, async () => {
  const { page, errors, context } = await openPage(env.browser, env.server.url);
  // Listened for from before the start: the flag comes 2 s after it, which a loaded machine can pass before
  // startGame returns (a listener added then waited for an event that had already been sent).
  await page.evaluate(() => {
    window.gameEnds = [];
    document.querySelector('hex-checkers').addEventListener('hc-gameend', (e) => window.gameEnds.push(e.detail));
  });
  await startGame(page, { players: 2, clock: 'custom', custom: { minutes: 0, seconds: 2, increment: 0 } });
  await page.waitForFunction(() => window.gameEnds.length > 0);
  assert.deepEqual(await page.evaluate(() => window.gameEnds), [{ winner: 1, draw: false, reason: 'time' }]);
  await page.waitForSelector('#result-dialog[open]');
  assert.match(await page.locator('#result-why').innerText(), /Blue wins: Red ran out of time\./);
  assert.match((await page.locator('#result-rows tr').allInnerTexts())[1], /time, move 1/);
  assert.match(await liveText(page), /Red ran out of time and resigns/);
  assert.deepEqual(await page.evaluate(() => document.querySelector('hex-checkers').record().hops), ['time:0']);
  await shot(page, 'endings-flag');
  await page.click('#result-dialog button[type="submit"]');
  assert.match(await moveList(page), /Red loses on time/);
  assert.deepEqual(errors, []);
  await context.close();
});

test('the result panel ranks the armies by when they fell, counts moves and captures, and Rematch rotates the seats', LIMIT, async () => {
  const { page, errors, context } = await openPage(env.browser, env.server.url);
  await page.click('#new-game-btn');
  await page.selectOption('#players-select', '3');
  await page.fill('#seat-rows [name="name0"]', 'Ann');
  await page.fill('#seat-rows [name="name1"]', 'Bo');
  await page.selectOption('#seat-rows [name="kind1"]', 'human'); // the first visit's game has Bot 2 there
  await page.selectOption('#seat-rows [name="kind2"]', 'bot2');
  // The page starts the game on the dialog's close event, a task after the click: restored before it, the
  // position would be replaced by the new game's start.
  await startFromDialog(page);
  // Blue (Bo) captures first: a position where Red's man can be taken (the restored position brings its rules).
  await page.evaluate((t) => document.querySelector('hex-checkers').restore(t), `${snapshotText({
    players: 3, radius: 5, turn: 1, pieces: { '0,1': 'a', '-3,4': 'a', '0,0': 'B', '2,-4': 'b', '4,-1': 'c', '5,-2': 'c' },
  })} rules=40,0;quiet=0`);
  await page.evaluate(() => { document.querySelector('hex-checkers').paused = true; });
  // Clicked once the board has drawn the restored position (Blue's king on the centre, offered to move).
  await page.waitForFunction(() => /Blue king.*can move/.test(document.querySelector('hex-checkers').shadowRoot.querySelector('g[data-key="0,0"]')?.getAttribute('aria-label') ?? ''));
  await clickMove(page, '0,0', '0,2');
  await page.waitForFunction(() => document.querySelector('hex-checkers').history.length === 1);
  await page.evaluate(() => document.querySelector('hex-checkers').resign(2)); // the bot seat leaves (API, out of turn)
  const ended = nextEnd(page);
  await resignWithConfirmation(page); // Ann, to move, resigns: Bo wins
  assert.equal((await ended).reason, 'resignation');
  await page.waitForSelector('#result-dialog[open]');
  const rows = await page.locator('#result-rows tr').allInnerTexts();
  assert.equal(rows.length, 3);
  assert.match(rows[0], /^1\s+B Bo\s+1\s+1\s+won$/);
  // Every step was in the first round (Blue moved first here): both fell in move 1.
  assert.match(rows[1], /^2\s+R Ann\s+0\s+0\s+resigned, move 1$/);
  assert.match(rows[2], /^3\s+O Orange · Bot 2\s+0\s+0\s+resigned, move 1$/);
  await shot(page, 'endings-result');
  await page.click('#rematch-btn');
  const next = await page.evaluate(() => document.querySelector('hex-checkers').settings);
  assert.deepEqual(next.names, ['', 'Ann', 'Bo']);
  assert.deepEqual(next.kinds, ['bot2', 'human', 'human']);
  assert.deepEqual(next.rules, { noProgress: 40, repetition: 0 });
  assert.equal(await page.evaluate(() => document.querySelector('hex-checkers').history.length), 0);
  assert.deepEqual(errors, []);
  await context.close();
});
