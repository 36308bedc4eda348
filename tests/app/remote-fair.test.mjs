// Fair play (www/app/remote/fair.js) on the records `hexc verify` is tested
// with (crates/cli/tests/data, made by scripts/remote-fixtures.mjs): the page
// and the CLI agree on which bot hops are the bot's own, by the version of the
// bot a record names, or, for a record that names none, the version that
// plays them all.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { ready, BOT_VERSION, botVersionFor } from '../../www/element/engine.js';
import { newRecord, verifyRecord } from '../../www/app/remote/chain.js';
import { makeKeyPair } from '../../www/app/remote/sign.js';
import { makeSettings } from '../../www/element/record.js';
import { checkBots, verifyWords } from '../../www/app/remote/fair.js';
import { decodeLink } from '../../www/app/remote/link.js';

await ready;
const fixture = (name) => readFileSync(new URL(`../../crates/cli/tests/data/${name}`, import.meta.url), 'utf8');

test('every bot hop of a fair game is the bot\'s own', async () => {
  const state = await verifyRecord(JSON.parse(fixture('remote-ok.json')));
  assert.deepEqual(await checkBots(state), { bots: 17, check: 'named', version: '3', mismatches: [] }); // made by version 3, replayed with it after 4 shipped
  const fromLink = await verifyRecord(await decodeLink(fixture('remote-ok.link').trim()));
  assert.equal(fromLink.game.snapshot(), state.game.snapshot());
});

test('a bot hop that is not the bot\'s is reported with its turn, what was played and what the bot plays', async () => {
  const state = await verifyRecord(JSON.parse(fixture('remote-bot-swapped.json')));
  assert.deepEqual(await checkBots(state), {
    bots: 13, check: 'named', version: '3', mismatches: [{ turn: 2, seat: 2, level: 2, played: 'd7-e8', expected: 'd8-e8' }],
  });
});

test('a record of bot version 1 is replayed with version 1: named, or found when it names none', async () => {
  const named = await verifyRecord(JSON.parse(fixture('remote-v1.json')));
  assert.deepEqual(await checkBots(named), { bots: 13, check: 'named', version: '1', mismatches: [] });
  const unnamed = await verifyRecord(JSON.parse(fixture('remote-v1-unnamed.json')));
  assert.equal(unnamed.head.bot, undefined);
  assert.deepEqual(await checkBots(unnamed), { bots: 13, check: 'matched', version: '1', mismatches: [] });
});

test('a record made before records named the bot version matches the bot of its day, version 2', async () => {
  const state = await verifyRecord(JSON.parse(fixture('remote-before-versions.json')));
  assert.deepEqual(await checkBots(state), { bots: 13, check: 'matched', version: '2', mismatches: [] });
});

test('five seats: the record names version 5 and its level-5 hops are version 5\'s; a version-4 record there still verifies', async () => {
  // crates/cli/tests/data/remote2-five-*.json, made by scripts/remote-fixtures.mjs at the table size where version 5 is the default.
  const v5 = await verifyRecord(JSON.parse(fixture('remote2-five-v5.json')));
  assert.equal(v5.head.bot, botVersionFor(5));
  assert.deepEqual(await checkBots(v5), { bots: 1, check: 'named', version: '5', mismatches: [] });
  assert.equal(verifyWords(v5, await checkBots(v5)).ok, true);
  const v4 = await verifyRecord(JSON.parse(fixture('remote2-five-v4.json')));
  assert.deepEqual(await checkBots(v4), { bots: 1, check: 'named', version: '4', mismatches: [] });
  const misnamed = await checkBots(await verifyRecord(JSON.parse(fixture('remote2-five-v5-named-v4.json'))));
  assert.equal(misnamed.version, '4');
  assert.equal(misnamed.mismatches.length, 1, 'version 5\'s hop is not version 4\'s');
});

test('a new record names the version played at its table size: 5 at five seats, 9 at two, 8 at six', async () => {
  const pair = await makeKeyPair();
  const head = async (kinds) => JSON.parse((await newRecord({ settings: makeSettings(kinds.length, 4, [], kinds, 3), kinds, deadline: 0, pair, now: 1000, id: 'abcdefghijklmnop' })).head);
  assert.equal((await head(['human', 'remote', 'bot5', 'remote', 'remote'])).bot, '5');
  assert.equal((await head(['human', 'bot5'])).bot, '9');
  assert.equal((await head(['human', 'remote', 'bot5', 'remote', 'remote', 'remote'])).bot, '8');
});

test('a record of a bot version this build does not know cannot be checked: "Not verified", as hexc verify exits 1', async () => {
  const state = await verifyRecord(JSON.parse(fixture('remote-unknown-version.json')));
  const check = await checkBots(state);
  assert.deepEqual(check, { bots: 17, check: 'unknown', version: '99', mismatches: [] });
  const said = verifyWords(state, check);
  assert.equal(said.ok, false);
  assert.match(said.text, /^Not verified: 36 turns: .*; the game was made by bot version 99, which this build does not know/);
});

test('a record that names no version and that no version plays is compared with the current one', async () => {
  // The cheat of remote-bot-swapped.json, in a record that names no version: made by the page before
  // versions, its creator's device played another hop for its bot.
  const record = JSON.parse(fixture('remote-bot-swapped-unnamed.json'));
  assert.equal(JSON.parse(record.head).bot, undefined);
  assert.deepEqual(await checkBots(await verifyRecord(record)), {
    // Compared with the version its table size plays now (three seats: version 10), whose own hops
    // differ from the record's honest ones later on too.
    bots: 13, check: 'unmatched', version: botVersionFor(JSON.parse(record.head).players), mismatches: [
      { turn: 2, seat: 2, level: 2, played: 'd7-e8', expected: 'd8-e8' },
      { turn: 23, seat: 2, level: 2, played: 'b5-b4', expected: 'b5-c6' },
      { turn: 29, seat: 2, level: 2, played: 'c7-c6', expected: 'd8-e8' },
      { turn: 35, seat: 2, level: 2, played: 'c5-d5', expected: 'd8-d7' },
    ],
  });
});

test('a damaged signature is refused at the same turn as hexc verify says', async () => {
  await assert.rejects(verifyRecord(JSON.parse(fixture('remote-forged.json'))), (e) => e.turn === 3);
});

test('the README and the remote-play pages name no bot version but the one records carry now', () => {
  // A bug found by playing: the README named bot version 3 while new records carried 4.
  for (const page of ['../../README.md', '../../docs/remote.md', '../../docs/remote-trust.md']) {
    const text = readFileSync(new URL(page, import.meta.url), 'utf8');
    for (const [said, version] of text.matchAll(/\bbot version (\d+)/gi)) assert.equal(version, BOT_VERSION, `${page}: "${said}"`);
  }
});
