// Fair play (www/app/remote/fair.js) on the records `hexc verify` is tested
// with (crates/cli/tests/data, made by scripts/remote-fixtures.mjs): the page
// and the CLI agree on which bot hops are the bot's own.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { ready } from '../../www/element/engine.js';
import { verifyRecord } from '../../www/app/remote/chain.js';
import { checkBots } from '../../www/app/remote/fair.js';
import { decodeLink } from '../../www/app/remote/link.js';

await ready;
const fixture = (name) => readFileSync(new URL(`../../crates/cli/tests/data/${name}`, import.meta.url), 'utf8');

test('every bot hop of a fair game is the bot\'s own', async () => {
  const state = await verifyRecord(JSON.parse(fixture('remote-ok.json')));
  assert.deepEqual(await checkBots(state), { bots: 17, mismatches: [] });
  const fromLink = await verifyRecord(await decodeLink(fixture('remote-ok.link').trim()));
  assert.equal(fromLink.game.snapshot(), state.game.snapshot());
});

test('a bot hop that is not the bot\'s is reported with its turn, what was played and what the bot plays', async () => {
  const state = await verifyRecord(JSON.parse(fixture('remote-bot-swapped.json')));
  assert.deepEqual(await checkBots(state), {
    bots: 13, mismatches: [{ turn: 2, seat: 2, level: 2, played: 'd7-e8', expected: 'd8-e8' }],
  });
});

test('a damaged signature is refused at the same turn as hexc verify says', async () => {
  await assert.rejects(verifyRecord(JSON.parse(fixture('remote-forged.json'))), (e) => e.turn === 3);
});
