// Writes the remote-game records of format 2 that `hexc verify`'s tests read
// (crates/cli/tests/data/remote2-*.json; the page's tests check the same ones):
//   node scripts/remote-fixtures.mjs          (after scripts/build-pkg.sh)
//   node scripts/remote-fixtures.mjs five     only the files whose names hold "five" (the others keep their bytes)
//
// The records of format 1 there (remote-ok.json, remote-ok.link, remote-forged.json,
// remote-bot-swapped*.json, remote-v1*.json, remote-unknown-version.json,
// remote-before-versions.json) are kept as the page made them before format 2 (this script's
// earlier versions wrote them): every device must still read them, high-s signatures and all.
import { writeFileSync } from 'node:fs';
import { createGame, ready } from '../www/element/engine.js';
import { describeHop } from '../www/element/history.js';
import { stepCode } from '../www/element/notation.js';
import { makeSettings } from '../www/element/record.js';
import {
  addTurn, bindSeat, joinRequest, newRecord, signVote, signedText, turnText, verifyRecord,
} from '../www/app/remote/chain.js';
import { isLowS, makeKeyPair, sign, twinSignature } from '../www/app/remote/sign.js';
import { botTurn, forgeTurn, remoteGame, seatFriends, someTurn } from '../tests/app/remote-games.mjs';

await ready;
const dir = new URL('../crates/cli/tests/data/', import.meta.url);
const written = [];
const only = process.argv[2] ?? '';
const write = (file, record) => {
  if (!file.includes(only)) return;
  writeFileSync(new URL(file, dir), `${JSON.stringify(record)}\n`);
  written.push(file);
};
const T0 = 1_700_000_000_000;
const MIN = 60_000;

// A fair game of format 2: every friend's seat bound before the first move, a bot seat.
const kinds = ['human', 'remote', 'bot2'];
const ok = (await remoteGame({ kinds, seed: 7, hops: 40 })).state.record;
write('remote2-ok.json', ok);
// The same with half its signatures rewritten into their twins (s -> n - s), as a relay could: still valid.
const high = structuredClone(ok);
high.turns.forEach((t, i) => { if (i % 2 === 0) t[4] = twinSignature(t[4]); });
if (high.turns.every((t) => isLowS(t[4]))) throw new Error('no high-s signature written');
write('remote2-high-s.json', high);

/** A two-seat table (Ann the creator, Bob a friend), bound, with `turns` turns a minute apart. */
async function table({ deadline = 0, turns = 4, names = ['Ann', 'Bob'], seat = true, players = 2 } = {}) {
  const k = ['human', ...Array(players - 1).fill('remote')];
  const creator = await makeKeyPair();
  const pairs = await Promise.all(k.map((x) => (x === 'remote' ? makeKeyPair() : creator)));
  let state = await verifyRecord(await newRecord({ settings: makeSettings(players, 4, names, k, 11), kinds: k, deadline, pair: creator, now: T0, id: 'fixture2fixture2' }));
  if (seat) state = await seatFriends(state, pairs, creator);
  for (let t = 0; t < turns; t++) state = await addTurn(state, { ...someTurn(state), at: T0 + MIN * (t + 1) }, pairs[state.game.current]);
  return { state, creator, pairs };
}
/** The step code of a legal move `m` of the seat to move (a step, not a chain). */
function someTurnOf(state, m) {
  const game = createGame({ players: state.head.players, radius: state.head.radius });
  game.restore(state.game.snapshot());
  return m.capture ? null : stepCode(describeHop(game.current, m, game.apply(m)), state.head.radius);
}
const plus = async ({ state }, turn, pair) => ({ ...state.record, turns: [...state.record.turns, await forgeTurn(state, turn, pair)] });

// A turn stamped in 2100: later than any clock that reads it plus the skew.
{
  const t = await table();
  write('remote2-future.json', await plus(t, { ...someTurn(t.state), at: Date.UTC(2100, 0, 1) }, t.pairs[t.state.game.current]));
}
// A turn stamped before the turn it follows.
{
  const t = await table();
  write('remote2-backwards.json', await plus(t, { ...someTurn(t.state), at: t.state.turnStart - MIN }, t.pairs[t.state.game.current]));
}
// A claim on time ten minutes into a one-hour deadline.
{
  const t = await table({ deadline: 3600_000 });
  const late = t.state.game.current;
  write('remote2-claim-early.json', await plus(t, { by: 1 - late, steps: [`time:${late}`], at: t.state.turnStart + 10 * MIN }, t.pairs[1 - late]));
}
// A claim on time made an hour and a minute into a one-hour deadline: valid once the reader's clock agrees.
{
  const t = await table({ deadline: 3600_000 });
  const late = t.state.game.current;
  write('remote2-claim.json', (await addTurn(t.state, { by: 1 - late, steps: [`time:${late}`], at: t.state.turnStart + 61 * MIN }, t.pairs[1 - late])).record);
}
// A move before Cy's seat was bound (the creator plays first, Bob bound, Cy not).
{
  const t = await table({ players: 3, turns: 0, names: ['Ann', 'Bob', 'Cy'], seat: false });
  const bob = await bindSeat(t.state, await joinRequest(t.state, 1, t.pairs[1]), t.creator);
  write('remote2-unbound.json', await plus({ state: bob }, { ...someTurn(bob), at: T0 + MIN }, t.creator));
}
// One key bound to two friends' seats by the creator (to play both).
{
  const t = await table({ players: 3, turns: 0, names: ['Ann', 'Bob', 'Cy'], seat: false });
  const bob = await bindSeat(t.state, await joinRequest(t.state, 1, t.pairs[1]), t.creator);
  const key = t.pairs[1].publicKey;
  const seats = [...bob.record.seats, [2, key, await sign(t.pairs[1].privateKey, signedText.join(bob.headHash, 2, key)), await sign(t.creator.privateKey, signedText.bind(bob.headHash, 2, key))]];
  write('remote2-two-keys.json', { ...bob.record, seats });
}
// A name with a right-to-left override, signed by its creator.
{
  const pair = await makeKeyPair();
  const head = JSON.stringify({
    v: 2, id: 'fixture2names222', created: T0, deadline: 0, players: 2, radius: 4, names: ['Ann\u202eexe.txt', 'Bob'],
    kinds: ['human', 'remote'], seed: 11, rules: { noProgress: 50, repetition: 3 }, start: null, key: pair.publicKey,
  });
  write('remote2-names.json', { hcr: 2, head, sig: await sign(pair.privateKey, signedText.head(head)), seats: [], from: 0, turns: [] });
}
// A bot stands in for Bob (his device dropped), with the votes of Ann's device and Cy's: the bot's own
// hops, then another hop than the bot's; with the creator's vote alone; with an old vote replayed.
{
  const t = await table({ players: 3, turns: 1, names: ['Ann', 'Bob', 'Cy'] });
  const votes = [await signVote(t.state, 1, 3, t.creator), await signVote(t.state, 1, 3, t.pairs[2])];
  const turn = { ...botTurn(t.state, 3), at: T0 + 10 * MIN, standIn: 'bot3', votes };
  const standIn = await addTurn(t.state, turn, t.creator);
  write('remote2-stand-in.json', (await addTurn(standIn, { ...someTurn(standIn), at: T0 + 11 * MIN }, t.pairs[standIn.game.current])).record);
  const bot = botTurn(t.state, 3).steps[0];
  const other = t.state.game.legalMoves().map((m) => someTurnOf(t.state, m)).find((c) => c !== bot);
  write('remote2-stand-in-cheat.json', (await addTurn(t.state, { ...turn, steps: [other] }, t.creator)).record);
  const alone = standIn.record.turns.at(-1).slice(0, 5).concat([[votes[0]]]);
  write('remote2-stand-in-alone.json', { ...t.state.record, turns: [...t.state.record.turns, alone] });
  // Bob comes back and plays turn 5 himself; at his next turn (turn 8) the creator stands the bot in with the old votes.
  let back = standIn;
  while (back.turns.length < 7) back = await addTurn(back, { ...someTurn(back), at: T0 + (11 + back.turns.length) * MIN }, t.pairs[back.game.current]);
  if (back.game.current !== 1 || back.turns[4].by !== 1) throw new Error('Bob is not to move again');
  const replayed = [1, T0 + 30 * MIN, botTurn(back, 3).steps, 'bot3', await sign(t.creator.privateKey, turnText(back.hash, 1, T0 + 30 * MIN, botTurn(back, 3).steps, 'bot3', 2)), votes];
  write('remote2-stand-in-replayed.json', { ...back.record, turns: [...back.record.turns, replayed] });
}
// A table whose head names a bot version no build has: its bot hops cannot be checked ("not verified").
{
  const made = (await remoteGame({ kinds: ['human', 'remote', 'bot2'], seed: 7, hops: 12, named: '99' })).state.record;
  write('remote2-unknown-bot.json', made);
}
// Five seats with a level-5 bot: the table size where version 5 is played by default (bot::DEFAULT_VERSIONS).
// Made by this build, the record names version 5; one made by version 4 at five seats (as before it
// was the default there) names 4 and still verifies; version 5's hops under a head naming 4 do not.
{
  const five = { kinds: ['human', 'remote', 'bot5', 'remote', 'remote'], seed: 5, hops: 7 };
  const v5 = (await remoteGame(five)).state;
  if (v5.head.bot !== '5') throw new Error(`a five-seat record names bot version ${v5.head.bot}, not 5`);
  write('remote2-five-v5.json', v5.record);
  write('remote2-five-v4.json', (await remoteGame({ ...five, botVersion: '4' })).state.record);
  write('remote2-five-v5-named-v4.json', (await remoteGame({ ...five, botVersion: '5', named: '4' })).state.record);
}
console.log(`wrote ${written.join(', ')} (remote2-ok: ${ok.turns.length} turns)`);
