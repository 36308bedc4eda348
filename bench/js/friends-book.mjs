// The cost of the Friends view's book (www/app/remote/friends.js) in Node: N
// finished games at two and three seats between four devices with identities,
// each a real signed record of about `hops` hops ended by resignations, as the
// page keeps them; then the three steps the view runs on opening: every record
// verified again (playedGames: the first opening; the next openings
// reads what they showed, kept beside them), every kept proof checked (identitiesOf), and the
// book itself (friendsBook: places, head to head, ratings). BENCHMARKS.md
// ("Remote") keeps the figures.
//   node bench/js/friends-book.mjs [games] [hops]   (after scripts/build-pkg.sh)
import { performance } from 'node:perf_hooks';
import { ready } from '../../www/element/engine.js';
import { addTurn } from '../../www/app/remote/chain.js';
import { makeProof } from '../../www/app/remote/identity.js';
import { friendsBook, identitiesOf, playedGames } from '../../www/app/remote/friends.js';
import { makeKeyPair } from '../../www/app/remote/sign.js';
import { remoteGame } from '../../tests/app/remote-games.mjs';

await ready;
const games = Number(process.argv[2] ?? 50);
const hops = Number(process.argv[3] ?? 60);
const people = await Promise.all([0, 1, 2, 3].map(() => makeKeyPair()));
const entries = [];
const proofs = new Map();
let turns = 0;
for (let n = 0; n < games; n++) {
  const three = n % 3 === 2;
  const kinds = three ? ['human', 'remote', 'remote'] : ['human', 'remote'];
  const played = await remoteGame({ kinds, seed: 100 + n, hops });
  let { state } = played;
  for (const seat of [1, 2, 0].filter((s) => s < kinds.length)) {
    if (state.game.current === null) break;
    if (state.game.seats[seat].eliminated) continue;
    state = await addTurn(state, { by: seat, steps: [`resign:${seat}`], at: state.turnStart + 1 }, played.pairs[seat]);
  }
  const who = kinds.map((_, seat) => people[(seat + n) % 4]);
  proofs.set(state.head.id, await Promise.all(kinds.map((_, seat) => makeProof(state.head.id, played.pairs[seat], who[seat]))));
  entries.push({ id: state.head.id, entry: { mine: [0], summary: { current: null }, record: state.record } });
  turns += state.turns.length;
}
const time = async (run) => { const t0 = performance.now(); const out = await run(); return [performance.now() - t0, out]; };
const kept = new Map();
const storage = { getItem: (k) => kept.get(k) ?? null, setItem: (k, v) => { kept.set(k, String(v)); } };
const [cold, played] = await time(() => playedGames(entries, { storage }));
const [warm] = await time(() => playedGames(entries, { storage }));
const [checked, ids] = await time(() => identitiesOf(played, (id) => proofs.get(id)));
const [booked, book] = await time(() => friendsBook(played, ids, { self: people[0].publicKey }));
console.log(`${games} games (${turns} turns in all), ${book.friends.length} friends, ${book.counted} counted`);
console.log(`records verified again (first opening): ${cold.toFixed(0)} ms; read as kept (next opening): ${warm.toFixed(1)} ms`);
console.log(`proofs checked: ${checked.toFixed(0)} ms; the book: ${booked.toFixed(1)} ms`);
