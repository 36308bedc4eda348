// Versions of the bot through the package: BOT_VERSIONS names every version
// this build knows (botVersionFor(players), one of them, is the one it plays
// unless told which at a table of that size: version 9 at two seats, 8 at three,
// four and six, 5 at five, where each passed its matches; BOT_VERSION is
// version 4); bestMove's
// `botVersion` plays the moves each version's golden file records natively
// (crates/bot/tests/data/golden-moves-v*.txt, the files that pin them), so
// the page's Verify replays an old record as `hexc verify` does; after a
// versioned search a plain one is the table size's bot again; a version this build
// does not know, or one that is not a string, is refused with an Error naming
// it, and changes nothing.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { loadPkg } from './helpers.mjs';

const pkg = await loadPkg();

/** A version's golden cases searched with the profile's own method: {snapshot, level, seed, maxNodes, move, score, depth, nodes}. */
function golden(version) {
  const text = readFileSync(new URL(`../../crates/bot/tests/data/golden-moves-v${version}.txt`, import.meta.url), 'utf8');
  // Version 1's own method is the opponent model at every table size ("om" in its file).
  const own = version === '1' ? ['own', 'om'] : ['own'];
  return text.trim().split('\n').map((line) => line.split('\t')).filter((f) => own.includes(f[4])).map((f) => ({
    snapshot: f[0], level: Number(f[1]), seed: Number(f[2]), maxNodes: Number(f[3]), move: f[5], score: Number(f[6]), depth: Number(f[7]), nodes: Number(f[8]),
  }));
}

const moveText = (m) => `${m.from.q},${m.from.r} ${m.to.q},${m.to.r}`;
/** The seats of a snapshot ("hc1 <players> <radius> …"). */
const playersOf = (snapshot) => Number(snapshot.split(' ')[1]);

test('BOT_VERSIONS: every version this build knows, oldest first; BOT_VERSION the one it plays by default', () => {
  assert.deepEqual(pkg.BOT_VERSIONS, ['1', '2', '3', '4', '5', '6', '7', '8', '9', '10']);
  assert.ok(Object.isFrozen(pkg.BOT_VERSIONS));
  assert.equal(pkg.BOT_VERSION, '4');
});

test('botVersionFor: the version played unless told which, per table size (the bot\'s DEFAULT_VERSIONS); bad sizes refused', () => {
  assert.deepEqual([2, 3, 4, 5, 6].map((n) => pkg.botVersionFor(n)), ['9', '10', '10', '5', '8']);
  for (const bad of [1, 7, 2.5, '5', null, undefined]) {
    assert.throws(() => pkg.botVersionFor(bad), /^Error: players must be an integer from 2 to 6, got /, String(bad));
  }
});

test('a plain search plays the table size\'s version: version 5 at five seats (its golden moves), version 9 at two', () => {
  const game = pkg.createGame({ players: 2, radius: 4 });
  const v4 = golden('4');
  const differ = golden('5').filter((c) => playersOf(c.snapshot) === 5 && v4.some((d) => d.snapshot === c.snapshot && d.level === c.level
    && d.seed === c.seed && d.maxNodes === c.maxNodes && d.move !== c.move));
  assert.ok(differ.length >= 1, 'no five-seat case where versions 4 and 5 choose differently');
  for (const c of differ) {
    game.restore(c.snapshot);
    const got = game.analyse({ level: c.level, seed: c.seed, maxNodes: c.maxNodes, timeMs: 600000 });
    assert.equal(moveText(got.move), c.move, `five seats: ${c.snapshot}`);
    assert.notEqual(moveText(game.analyse({ level: c.level, seed: c.seed, maxNodes: c.maxNodes, timeMs: 600000, botVersion: '4' }).move), c.move);
  }
  const two = golden('9').filter((c) => playersOf(c.snapshot) === 2 && c.level === 5);
  assert.ok(two.some((c) => !v4.some((d) => d.snapshot === c.snapshot && d.level === c.level && d.seed === c.seed
    && d.maxNodes === c.maxNodes && d.score === c.score && d.nodes === c.nodes)), 'no two-seat case where versions 4 and 9 differ');
  for (const c of two) {
    game.restore(c.snapshot);
    const got = game.analyse({ level: c.level, seed: c.seed, maxNodes: c.maxNodes, timeMs: 600000 });
    assert.deepEqual([moveText(got.move), got.score, got.nodes], [c.move, c.score, c.nodes], `two seats: ${c.snapshot}`);
  }
});

test('botVersion plays each version\'s recorded moves, as the native bot does; a plain search is the table size\'s bot', () => {
  const game = pkg.createGame({ players: 2, radius: 4 });
  for (const version of pkg.BOT_VERSIONS) {
    const cases = golden(version);
    assert.ok(cases.length >= 90, `only ${cases.length} cases for version ${version}`);
    for (const c of cases) {
      game.restore(c.snapshot);
      const opts = { level: c.level, seed: c.seed, maxNodes: c.maxNodes, timeMs: 600000 };
      const got = game.analyse({ ...opts, botVersion: version });
      assert.deepEqual([moveText(got.move), got.score, got.depth, got.nodes], [c.move, c.score, c.depth, c.nodes], `version ${version}, ${c.snapshot}`);
      if (version === pkg.botVersionFor(playersOf(c.snapshot))) assert.deepEqual(game.analyse(opts), got, 'a search without botVersion is the table size\'s bot');
    }
  }
});

test('after a search by an older version, a plain search is the table size\'s bot again', () => {
  // A case where versions 1 and 3 choose differently, so the check can tell them apart.
  const game = pkg.createGame({ players: 2, radius: 4 });
  const current = golden(pkg.BOT_VERSION);
  const old = golden('1').find((c) => current.some((d) => d.snapshot === c.snapshot && d.level === c.level && d.seed === c.seed
    && d.maxNodes === c.maxNodes && d.score !== c.score));
  assert.ok(old, 'no case where version 1 and the current bot differ');
  game.restore(old.snapshot);
  const opts = { level: old.level, seed: old.seed, maxNodes: old.maxNodes, timeMs: 600000 };
  const plain = game.analyse(opts);
  assert.notEqual(game.analyse({ ...opts, botVersion: '1' }).score, plain.score);
  assert.deepEqual(game.analyse(opts), plain);
});

test('an unknown or malformed botVersion is refused by name and changes nothing', () => {
  const game = pkg.createGame({ players: 3, radius: 4 });
  const before = game.snapshot();
  assert.throws(() => game.bestMove({ level: 2, botVersion: '99' }), /^Error: unknown bot version "99": this build knows 1, 2, 3, 4, 5, 6, 7, 8, 9, 10$/);
  assert.throws(() => game.analyse({ level: 2, botVersion: '' }), /^Error: unknown bot version "": this build knows 1, 2, 3, 4, 5, 6, 7, 8, 9, 10$/);
  for (const bad of [1, null, ['1'], { version: '1' }]) {
    assert.throws(() => game.bestMove({ level: 2, botVersion: bad }), /^Error: botVersion must be the name of a bot version \(1, 2, 3, 4, 5, 6, 7, 8, 9, 10\), got /);
  }
  assert.equal(game.snapshot(), before);
  assert.ok(game.bestMove({ level: 2, maxNodes: 500 }), 'the game still searches');
});
