// The AI lab (www/lab/): its own page; the position of the game played on the
// board; each army's terms add up to the evaluation the search uses, shown as
// numbers and bars; a refused snapshot is explained and changes nothing; a
// search at a chosen budget reports depth, positions and speed, the method it
// used for the other armies, draws its move, scores every move, and steps
// through the line it expects (each army's replies, named) on the board hop by hop.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { setup, openPage, shot, gotoPlayable, position, eachView } from './harness.mjs';
import { arenaMatches } from '../shared/arena-matches.mjs';

let env;
before(async () => { env = await setup(); });
after(async () => { await env?.teardown(); });

/** Shows a position typed as snapshot text (the field sits folded under the board) and waits for the board. */
async function showSnapshot(page, text) {
  if (!await page.evaluate(() => document.querySelector('details.snapshot').open)) await page.click('details.snapshot summary');
  await page.fill('#snapshot', text);
  await page.click('#use-snapshot');
  await page.waitForFunction((t) => document.getElementById('lab-board').snapshot() === t, text);
}

/** Per army: [sum of the term cells, the sum row, the evaluation row], read off the table. */
const columns = (page) => page.evaluate(() => {
  const cells = [...document.querySelectorAll('#terms td[data-term]')];
  const seats = [...new Set(cells.map((c) => c.dataset.seat))];
  return seats.map((seat) => [
    cells.filter((c) => c.dataset.seat === seat).reduce((a, c) => a + Number(c.textContent), 0),
    Number(document.querySelector(`#terms td[data-sum="${seat}"]`).textContent),
    Number(document.querySelector(`#terms td[data-total="${seat}"]`).textContent),
  ]);
});

test('the lab shows the game\'s position, its terms adding up to the evaluation, and a search', async () => {
  const { page, errors, context } = await openPage(env.browser, env.server.url);
  // A position on the game's board (saved at once), Red (the person) to move.
  const played = position({ players: 2, radius: 5, pieces: { '-1,4': 'a', '1,3': 'a', '0,2': 'A', '1,-4': 'b', '-2,-3': 'b' } });
  await page.evaluate((t) => document.querySelector('hex-checkers').restore(t), played);
  await gotoPlayable(page, `${env.server.url}www/lab/`);
  assert.equal(await page.evaluate(() => document.getElementById('lab-board').snapshot()), played);
  const cols = await columns(page);
  assert.equal(cols.length, 2);
  for (const [cells, sum, total] of cols) {
    assert.equal(cells, total);
    assert.equal(sum, total);
  }
  assert.equal(await page.locator('#terms tbody tr').count(), 12); // ten terms, the sum, the evaluation
  assert.equal(await page.locator('#terms-chart rect').count(), 20);
  // A three-army position by snapshot.
  const six = position({ players: 3, radius: 4, pieces: { '0,3': 'a', '1,2': 'a', '-3,0': 'b', '3,-2': 'c', '2,-3': 'C' } });
  await showSnapshot(page, six);
  for (const [cells, sum, total] of await columns(page)) assert.ok(cells === total && sum === total);
  assert.equal((await columns(page)).length, 3);
  // Scored with the edited weights: the terms follow the sliders and still add up.
  const material = (seat) => page.evaluate((s) => Number(document.querySelector(`#terms td[data-seat="${s}"][data-term="material"]`).textContent), seat);
  const own = await page.evaluate(async () => (await import('../hex-checkers.js')).EVAL_WEIGHTS);
  assert.equal(await material(2), own.man + own.king, 'Orange: a man and a king');
  await page.locator('input[data-weight="king"]').fill('500');
  assert.equal(await material(2), own.man + own.king, 'the bot\'s own weights until asked');
  await page.check('#terms-edited');
  await page.waitForFunction((want) => Number(document.querySelector('#terms td[data-seat="2"][data-term="material"]').textContent) === want, own.man + 500);
  for (const [cells, sum, total] of await columns(page)) assert.ok(cells === total && sum === total, 'the edited terms add up');
  await page.locator('input[data-weight="king"]').fill('300');
  await page.waitForFunction((want) => Number(document.querySelector('#terms td[data-seat="2"][data-term="material"]').textContent) === want, own.man + 300);
  await page.uncheck('#terms-edited');
  await page.waitForFunction((want) => Number(document.querySelector('#terms td[data-seat="2"][data-term="material"]').textContent) === want, own.man + own.king);
  await page.click('#weights-reset');
  // A refused one says why and changes nothing.
  await page.fill('#snapshot', 'hc1 2 3 0 - - ....');
  await page.click('#use-snapshot');
  await page.waitForFunction(() => /^This position was refused: /.test(document.getElementById('snapshot-error').textContent));
  assert.equal(await page.evaluate(() => document.getElementById('lab-board').snapshot()), six);
  // The search.
  await page.selectOption('#level', '4');
  await page.fill('#nodes', '5000');
  await page.click('#search');
  await page.waitForFunction(() => /^Depth \d+, [\d,]+ positions in [\d,]+ ms/.test(document.getElementById('search-result').textContent), null, { timeout: 60000 });
  await page.waitForFunction(() => document.getElementById('lab-board').shadowRoot.querySelector('.arrows line.hint'));
  // The line it expects, hop by hop on the board: its first hop is the move drawn, each a legal hop.
  await page.waitForFunction(() => /^The line it expects: \S+/.test(document.getElementById('line').textContent));
  const arrow = await page.evaluate(() => document.getElementById('lab-board').shadowRoot.querySelector('.arrows').dataset.arrows);
  // Three armies at level 4: paranoid, and the line names the army of each hop,
  // Red's move first and then the next army's reply.
  assert.equal(await page.getAttribute('#search-result', 'data-method'), 'paranoid');
  assert.match(await page.textContent('#search-result'), /by paranoid: every other army, in turn, plays against it/);
  assert.match(await page.textContent('#line'), /^The line it expects: Red \S+, Blue \S+/);
  const seats = (await page.getAttribute('#line', 'data-seats')).split(' ').map(Number);
  assert.deepEqual(seats.slice(0, 2), [0, 1]);
  // Every legal move is scored by the search, best first, the drawn move on top.
  const top = await page.$$eval('#top-moves li', (items) => items.map((li) => [li.dataset.move, Number(li.dataset.score)]));
  const legal = await page.evaluate(() => document.getElementById('lab-board').game.legalMoves().length);
  assert.equal(top.length, Math.min(8, legal));
  assert.ok(arrow.startsWith(`${top[0][0]}:`), `${arrow} / ${top[0][0]}`);
  assert.ok(top.every(([, s], i) => i === 0 || top[i - 1][1] >= s), JSON.stringify(top));
  await page.click('#line-next');
  await page.waitForFunction(() => document.getElementById('lab-board').history.length === 1);
  const hop = await page.evaluate(() => document.getElementById('lab-board').history.entries[1].hop);
  assert.ok(arrow.startsWith(`${hop.from}>${hop.to}:`), `${arrow} / ${hop.from}>${hop.to}`);
  // The next hop of the line is a legal hop of the army whose turn it now is (Blue's reply).
  assert.equal(await page.evaluate(() => document.getElementById('lab-board').game.current), seats[1]);
  await page.click('#line-next');
  await page.waitForFunction(() => document.getElementById('lab-board').history.length === 2);
  await shot(page, 'lab');
  await page.click('#line-back');
  await page.waitForFunction((t) => document.getElementById('lab-board').snapshot() === t, six);
  assert.deepEqual(errors, []);
  await context.close();
});

// The match runner: the first match of tests/shared/arena-matches.txt (the
// arena's own --verbose lines, with the command that printed them) played in
// the lab's workers gives the same games, line for line; the table adds up;
// a game opens on the game page; a long match can be cancelled.
/** Fills the match form with an arena match's settings (bot k's level and positions for each bot given). */
async function fillMatch(page, settings) {
  const bots = page.locator('#match-bots li');
  for (const [k, bot] of settings.bots.entries()) {
    await bots.nth(k).locator('.bot-level').selectOption(String(bot.level));
    await bots.nth(k).locator('.bot-nodes').fill(String(bot.nodes));
  }
  await page.selectOption('#match-radius', String(settings.radius));
  await page.fill('#match-games', String(settings.games));
  await page.fill('#match-cap', String(settings.plyCap));
  await page.fill('#match-opening', String(settings.opening));
  await page.fill('#match-no-progress', String(settings.noProgress));
  await page.fill('#match-seed', String(settings.seed));
}

/** The bot's own weights (EVAL_WEIGHTS), read in the page. */
const weights = (page) => page.evaluate(async () => (await import('../hex-checkers.js')).EVAL_WEIGHTS);

test('the lab\'s match runner plays the arena\'s games, opens one on the game page, and cancels', async () => {
  const { page, errors, context } = await openPage(env.browser, `${env.server.url}www/lab/`);
  const [match] = arenaMatches(await weights(page));
  const bots = page.locator('#match-bots li');
  assert.equal(await bots.count(), 2);
  await fillMatch(page, match.settings);
  assert.equal(`$ ${await page.textContent('#match-command')}`, match.command);
  // Bad settings are refused by name and start nothing.
  for (const [field, bad, named] of [['#match-seed', '2000000', /^The first seed must be a whole number/], ['#match-games', '2.5', /^Games must be/]]) {
    const good = await page.inputValue(field);
    await page.fill(field, bad);
    await page.click('#match-start');
    await page.waitForFunction((re) => new RegExp(re).test(document.getElementById('match-error').textContent), named.source);
    assert.equal(await page.textContent('#match-status'), '');
    assert.equal(await page.locator('#match-games-list li').count(), 0);
    await page.fill(field, good);
  }
  await bots.nth(0).locator('.bot-nodes').fill('0');
  await page.click('#match-start');
  await page.waitForFunction(() => /^Bot 1: positions a move must be/.test(document.getElementById('match-error').textContent));
  await bots.nth(0).locator('.bot-nodes').fill(String(match.settings.bots[0].nodes));
  await page.click('#match-start');
  await page.waitForFunction(() => /^Done: /.test(document.getElementById('match-status').textContent), null, { timeout: 120000 });
  const lines = await page.$$eval('#match-games-list li', (items) => items.map((li) => li.dataset.line));
  assert.deepEqual(lines, match.lines);
  // Issue 22, friction 7: a game the cap stopped says so plainly, and so does the match.
  const capped = match.lines.filter((l) => / wins on material /.test(l)).length;
  assert.ok(capped > 0);
  const told = await page.$$eval('#match-games-list li', (items) => items.map((li) => li.textContent));
  assert.equal(told.filter((t) => new RegExp(`stopped at the ${match.settings.plyCap}-hop cap with the game still on, judged on material \\(men 1, kings 2\\): Bot \\d led \\(Bot \\d \\d+, Bot \\d \\d+\\)`).test(t)).length, capped, told.join('\n'));
  assert.match(await page.textContent('#match-status'), new RegExp(`^Done: ${match.settings.games} games\\. \\d+ won, \\d+ drawn, \\d+ stopped at the ${match.settings.plyCap}-hop cap and judged on material \\(a longer cap or a no-progress limit lets more games end\\)\\.$`));
  assert.equal(await page.evaluate(() => document.getElementById('match-progress').value), match.settings.games);
  // The table: each bot's score as the arena's games give it, the scores adding up to the games.
  const scores = await page.$$eval('#match-table tbody tr', (rows) => rows.map((tr) => Number(tr.dataset.score)));
  const expected = match.specs.map((spec) => match.lines.filter((l) => l.includes(`, ${spec} wins`)).length);
  assert.deepEqual(scores, expected);
  assert.equal(scores.reduce((a, b) => a + b, 0), match.settings.games);
  assert.match(await page.textContent('#match-table tbody tr:first-child'), /\d+\.\d% – \d+\.\d%/);
  // A finished game opens on the game page at its last position.
  const href = await page.getAttribute('#match-games-list li:first-child a', 'href');
  const last = match.lines[0].slice(match.lines[0].lastIndexOf('  ') + 2);
  const game = await context.newPage();
  await game.goto(href);
  // The arena's line writes the law's text (the element's own snapshot adds the quiet-turn count).
  await game.waitForFunction((t) => document.querySelector('hex-checkers')?.game?.snapshot?.() === t, last);
  await game.close();
  // A long match is cancelled after its first game.
  await page.fill('#match-games', '500');
  await page.click('#match-start');
  await page.waitForFunction(() => document.querySelectorAll('#match-games-list li').length >= 1, null, { timeout: 120000 });
  await page.click('#match-cancel');
  await page.waitForFunction(() => /^Cancelled after \d+ of 500 games/.test(document.getElementById('match-status').textContent));
  assert.equal(await page.isDisabled('#match-start'), false);
  assert.equal(await page.isDisabled('#match-cancel'), true);
  assert.deepEqual(errors, []);
  await context.close();
});

// How it learns: a man worth 20 on its slider, and the edited bot's short
// match against the bot's own gives the arena's games for
// `l3:nodes=300:man=20,l3:nodes=300`, which differ from those with the own
// weights (played next, after the reset); export and import of weights as
// JSON, a malformed one refused with a notice.
test('the lab\'s weight sliders change the match as the arena\'s weights do; weights export and import', async () => {
  const { page, errors, context } = await openPage(env.browser, `${env.server.url}www/lab/`);
  const defaults = await weights(page);
  const [edited, own] = arenaMatches(defaults).filter((m) => m.command.includes('--seed 3 '));
  const first = page.locator('#match-bots li').first();
  await fillMatch(page, { ...edited.settings, bots: edited.settings.bots.slice(0, 1) });
  await page.locator('input[data-weight="man"]').fill('20');
  await page.waitForFunction(() => document.querySelector('input[data-weight="man"] + output').value === '20');
  const played = async (match) => {
    await page.waitForFunction(() => /^Done: /.test(document.getElementById('match-status').textContent), null, { timeout: 120000 });
    assert.equal(`$ ${await page.textContent('#match-command')}`, match.command);
    assert.deepEqual(await page.$$eval('#match-games-list li', (items) => items.map((li) => li.dataset.line)), match.lines);
    return page.$$eval('#match-table tbody tr', (rows) => rows.map((tr) => Number(tr.dataset.score)));
  };
  await page.click('#weights-match');
  const editedScores = await played(edited);
  await page.click('#weights-reset');
  await page.click('#weights-match');
  const ownScores = await played(own);
  assert.notDeepEqual(editedScores, ownScores);
  // Export, then import a changed copy: it becomes a bot setting of the match.
  await page.locator('input[data-weight="hanging"]').fill('10');
  await page.click('#weights-export');
  const exported = JSON.parse(await page.inputValue('#weights-json'));
  assert.deepEqual(exported, { ...defaults, hanging: 10 });
  for (const bad of ['not json', '[1, 2]', JSON.stringify({ ...exported, bogus: 1 }), JSON.stringify({ ...exported, man: 1.5 }), JSON.stringify({ man: 100 })]) {
    await page.fill('#weights-json', bad);
    await page.click('#weights-import');
    await page.waitForFunction(() => /^These weights were refused: /.test(document.getElementById('weights-error').textContent));
    assert.equal(await page.locator('#match-bots li:first-child .bot-weights option').count(), 2); // default, edited
    await page.evaluate(() => { document.getElementById('weights-error').textContent = ''; });
  }
  await page.fill('#weights-json', JSON.stringify({ ...exported, race: 7 }));
  await page.click('#weights-import');
  await page.waitForFunction(() => document.querySelectorAll('#match-bots li:first-child .bot-weights option').length === 3);
  await first.locator('.bot-weights').selectOption('imported 1');
  await page.waitForFunction(() => /^hexc arena .* --bots l3:nodes=300:race=7:hanging=10,/.test(document.getElementById('match-command').textContent));
  assert.equal(await page.inputValue('input[data-weight="race"]'), '7');
  assert.deepEqual(errors, []);
  await context.close();
});

// The position editor: a cell picked on the board, a king placed, a man
// removed, the other army to move, each checked by the engine; a man on the
// centre is refused with the engine's reason and changes nothing.
test('the lab\'s position editor places and removes pieces through restore, and shows a refusal', async () => {
  const { page, errors, context } = await openPage(env.browser, `${env.server.url}www/lab/`);
  const pieces = { '-1,4': 'a', '1,3': 'a', '1,-4': 'b', '-2,-3': 'b' };
  const start = position({ players: 2, radius: 4, pieces });
  await showSnapshot(page, start);
  const shown = (t) => page.waitForFunction((s) => document.getElementById('lab-board').snapshot() === s, t);
  await page.locator('#lab-board g[data-key="2,0"]').click();
  await page.waitForFunction(() => document.getElementById('edit-cell').value !== '');
  await page.selectOption('#edit-piece', 'B');
  await page.click('#edit-place');
  const withKing = position({ players: 2, radius: 4, pieces: { ...pieces, '2,0': 'B' } });
  await shown(withKing);
  assert.equal(await page.textContent('#edit-error'), '');
  assert.equal(await page.locator('#terms-chart rect').count(), 20); // the terms of the new position
  // Remove a man by its cell's name.
  const name = await page.evaluate(async () => (await import('../hex-checkers.js')).cellName({ q: 1, r: 3 }, 4));
  await page.fill('#edit-cell', name);
  await page.selectOption('#edit-piece', '');
  await page.click('#edit-place');
  const { '1,3': _, ...fewer } = { ...pieces, '2,0': 'B' };
  await shown(position({ players: 2, radius: 4, pieces: fewer }));
  // Blue to move.
  await page.selectOption('#edit-turn', '1');
  const blue = position({ players: 2, radius: 4, turn: 1, pieces: fewer });
  await shown(blue);
  // A man on the centre is refused, and nothing changes.
  await page.locator('#lab-board g[data-key="0,0"]').click();
  await page.waitForFunction((n) => document.getElementById('edit-cell').value !== n, name);
  await page.selectOption('#edit-piece', 'a');
  await page.click('#edit-place');
  await page.waitForFunction(() => /^Not placed: a man stands on the centre/.test(document.getElementById('edit-error').textContent));
  assert.equal(await page.evaluate(() => document.getElementById('lab-board').snapshot()), blue);
  // Issue 22, bug 5: an army already at its starting count (5 at radius 4) cannot take one more piece, and
  // the editor says so at its controls, in the armies' names, with what to do; nothing changes.
  const full = { '-1,4': 'a', '1,3': 'a', '0,4': 'a', '-2,4': 'a', '2,2': 'a', '1,-4': 'b', '-2,-3': 'b' };
  const fullRed = position({ players: 2, radius: 4, pieces: full });
  await showSnapshot(page, fullRed);
  await page.fill('#edit-cell', await page.evaluate(async () => (await import('../hex-checkers.js')).cellName({ q: 2, r: -1 }, 4)));
  await page.selectOption('#edit-piece', 'A');
  await page.click('#edit-place');
  await page.waitForFunction(() => document.getElementById('edit-error').textContent !== '');
  assert.equal(await page.textContent('#edit-error'), 'Not placed: Red has 6 pieces, more than the 5 it starts with. No army can have '
    + 'more than it starts with: remove one of Red\'s pieces first, or place this one over one of them. Nothing changed.');
  assert.equal(await page.getAttribute('#edit-error', 'role'), 'alert');
  assert.equal(await page.evaluate(() => document.getElementById('lab-board').snapshot()), fullRed);
  // Said at the control: just under the Place button, on screen with it (not at the top of the page).
  const [button, said] = [await page.locator('#edit-place').boundingBox(), await page.locator('#edit-error').boundingBox()];
  assert.ok(said.y >= button.y + button.height && said.y - (button.y + button.height) < 40, JSON.stringify({ button, said }));
  assert.ok(await page.locator('#edit-error').isVisible());
  // Over one of Red's own men, a king is placed: the count stays.
  await page.fill('#edit-cell', await page.evaluate(async () => (await import('../hex-checkers.js')).cellName({ q: 2, r: 2 }, 4)));
  await page.click('#edit-place');
  await shown(position({ players: 2, radius: 4, pieces: { ...full, '2,2': 'A' } }));
  assert.equal(await page.textContent('#edit-error'), '');
  await eachView(page, async (view) => {
    await showSnapshot(page, fullRed);
    await page.fill('#edit-cell', 'a1');
    await page.click('#edit-place');
    await page.waitForFunction(() => document.getElementById('edit-error').textContent !== '');
    await page.locator('#edit-place').scrollIntoViewIfNeeded();
    await shot(page, `lab-editor-${view}`);
  });
  assert.deepEqual(errors, []);
  await context.close();
});

// Top moves: Red's man may take Blue's king or Blue's man; every legal move
// is listed with its score for Red, best first, and the king's capture (the
// search's own choice, drawn on the board) heads the list.
test('the lab lists the top moves with their scores, best first', async () => {
  const { page, errors, context } = await openPage(env.browser, `${env.server.url}www/lab/`);
  const choice = position({ players: 2, radius: 4, pieces: { '0,1': 'a', '1,1': 'B', '1,0': 'b', '3,-4': 'b', '-3,3': 'a' } });
  await showSnapshot(page, choice);
  await page.selectOption('#level', '3');
  await page.fill('#nodes', '20000');
  await page.click('#search');
  await page.waitForFunction(() => document.querySelectorAll('#top-moves li').length === 2, null, { timeout: 60000 });
  const ranked = await page.$$eval('#top-moves li', (items) => items.map((li) => [li.dataset.move, Number(li.dataset.score)]));
  assert.equal(ranked[0][0], '0,1>2,1');
  assert.equal(ranked[1][0], '0,1>2,-1');
  assert.ok(ranked[0][1] > ranked[1][1], JSON.stringify(ranked));
  // The board draws its arrow at its next frame, which a loaded machine may
  // give seconds after the list: wait for an arrow (the bound is only where a
  // board that draws none gives up), then assert which.
  await page.waitForFunction(() => document.getElementById('lab-board').shadowRoot.querySelector('.arrows').dataset.arrows, null, { timeout: 60000 }).catch(() => {});
  const arrow = await page.evaluate(() => document.getElementById('lab-board').shadowRoot.querySelector('.arrows').dataset.arrows);
  assert.ok(arrow.startsWith('0,1>2,1:'), arrow);
  assert.match(await page.textContent('#top-status'), /^The 2 best of 2 moves for Red/);
  assert.deepEqual(errors, []);
  await context.close();
});

// Issue 22, friction 7: the lab opens on a sentence and the board (the snapshot text folded away under it);
// a finished game says it is over and who won instead of terms of "–" and ±20000.
test('the lab opens on a sentence and the board; a finished game says who won instead of its terms', async () => {
  const { page, errors, context } = await openPage(env.browser, null);
  await page.setViewportSize({ width: 390, height: 844 });
  await gotoPlayable(page, `${env.server.url}www/lab/`);
  const first = await page.evaluate(() => [...document.querySelector('main.lab section').children].slice(0, 3).map((n) => n.id || n.className));
  assert.deepEqual(first, ['pos-title', 'lab-intro', 'lab-board']);
  assert.match(await page.textContent('.lab-intro'), /shows how the computer player thinks.*Press\s+Search/s);
  assert.equal(await page.isVisible('#snapshot'), false, 'the snapshot text is folded');
  const board = await page.locator('#lab-board').boundingBox();
  assert.ok(board.y + board.height / 2 < 844, `the board is on the first screen of a phone: ${JSON.stringify(board)}`);
  for (const scheme of ['light', 'dark']) {
    await page.emulateMedia({ colorScheme: scheme });
    await shot(page, `lab-open-390-${scheme}`);
  }
  // A game Red has won: no terms, the sentence instead.
  const won = `${position({ players: 2, radius: 4, pieces: { '-1,4': 'a', '0,2': 'A' } }).replace(' 0 - - ', ' - - w0 ')}`;
  await showSnapshot(page, won);
  await page.waitForFunction(() => !document.getElementById('terms-over').hidden);
  assert.equal(await page.textContent('#terms-over'), 'The game is over: Red wins the game! There is nothing left to score; '
    + 'choose a game still being played, or set one up.');
  assert.equal(await page.isVisible('#terms'), false);
  assert.equal(await page.isVisible('#terms-chart'), false);
  const panel = await page.locator('section[aria-labelledby="score-title"]').innerText();
  assert.doesNotMatch(panel, /–|20000/);
  await page.setViewportSize({ width: 1440, height: 900 });
  for (const scheme of ['light', 'dark']) {
    await page.emulateMedia({ colorScheme: scheme });
    await page.locator('#score-title').scrollIntoViewIfNeeded();
    await shot(page, `lab-over-1440-${scheme}`);
  }
  // A game going on again: the terms come back.
  await showSnapshot(page, position({ players: 2, radius: 4, pieces: { '-1,4': 'a', '1,-4': 'b' } }));
  await page.waitForFunction(() => document.getElementById('terms-over').hidden && !document.getElementById('terms').hidden);
  assert.deepEqual(errors, []);
  await context.close();
});

// Issue 22, friction 7: with the arena's no-progress limit the lab plays the arena's games (a game drawn
// after 20 quiet turns, one won), and each says how it ended; the lab's own defaults are the arena's cap.
test('the lab\'s match plays under a no-progress limit as the arena does, and says how each game ended', async () => {
  const { page, errors, context } = await openPage(env.browser, `${env.server.url}www/lab/`);
  assert.equal(await page.inputValue('#match-cap'), '1000', 'the cap hexc arena takes by default');
  // Issue 36, friction 9: the page's no-progress limit for a table with bots (endings-ui.js BOT_NO_PROGRESS).
  assert.equal(await page.inputValue('#match-no-progress'), '150', 'the page\'s limit for bots by default');
  const match = arenaMatches(await weights(page)).find((m) => m.command.includes('--no-progress'));
  await fillMatch(page, match.settings);
  assert.equal(`$ ${await page.textContent('#match-command')}`, match.command);
  await page.click('#match-start');
  await page.waitForFunction(() => /^Done: /.test(document.getElementById('match-status').textContent), null, { timeout: 120000 });
  assert.deepEqual(await page.$$eval('#match-games-list li', (items) => items.map((li) => li.dataset.line)), match.lines);
  const told = await page.$$eval('#match-games-list li', (items) => items.map((li) => li.textContent));
  assert.match(told[0], /^Game 1 \(seed 6\): drawn after 20 hops: 20 turns without a capture or a crowning open$/);
  assert.match(told[2], /^Game 3 \(seed 8\): Bot 2 won in 66 hops open$/);
  assert.equal(await page.textContent('#match-status'), 'Done: 3 games. 1 won, 2 drawn.');
  await eachView(page, async (view) => {
    await page.locator('#match-status').scrollIntoViewIfNeeded();
    await shot(page, `lab-match-${view}`);
  });
  assert.deepEqual(errors, []);
  await context.close();
});
