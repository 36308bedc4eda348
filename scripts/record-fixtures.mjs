// Writes the text-record fixtures `hexc record` is tested on (crates/cli/tests/records.rs):
// seeded random games at two to six seats, each with side lines (side lines of side lines, and
// side lines leaving a chain midway among them), written by the page's own writer
// (www/app/games/text-record.js) as Export all writes them, and beside them what the page's
// reader finds in each: seats, radius, hops of the game's own line, side lines, positions in the tree.
//   node scripts/record-fixtures.mjs
import { writeFileSync } from 'node:fs';
import { ready, createGame } from '../www/element/engine.js';
import { History, describeHop } from '../www/element/history.js';
import { makeSettings } from '../www/element/record.js';
import { exportRecord, importRecord } from '../www/app/games/text-record.js';
import { VariationTree, entryAfter, treeOf } from '../www/app/games/variations.js';
import { mulberry32, pick } from '../tests/shared/prng.mjs';

await ready;

function step(rand, game) {
  const moves = game.legalMoves();
  const captures = moves.filter((m) => m.capture);
  const seat = game.current;
  const move = pick(rand, captures.length && rand() < 0.8 ? captures : moves);
  return [move, seat, game.apply(move)];
}

function record(seed) {
  const rand = mulberry32(seed);
  const players = 2 + (seed % 5);
  const radius = 3 + (seed % 4);
  const game = createGame({ players, radius });
  const history = new History(game.snapshot({ counters: true }));
  while (game.current !== null && history.length < 30 + (seed % 25)) {
    const [move, seat, result] = step(rand, game);
    history.push(game.snapshot({ counters: true }), describeHop(seat, move, result));
  }
  const settings = makeSettings(players, radius, ['Ann', 'Bob'], ['human', 'bot3'], seed);
  const tree = new VariationTree(settings, history);
  const nodes = () => {
    const all = [];
    const walk = (n) => { all.push(n); n.children.forEach(walk); };
    walk(tree.root);
    return all;
  };
  const probe = createGame();
  for (let i = 0; i < 3 + (seed % 4); i += 1) {
    let at = pick(rand, nodes());
    for (let k = 1 + Math.floor(rand() * 10); k > 0; k -= 1) {
      probe.restore(at.snapshot);
      if (probe.current === null) break;
      const [move, seat, result] = step(rand, probe);
      at = tree.add(at, entryAfter(at.entry, probe, describeHop(seat, move, result)));
    }
  }
  const lines = tree.toLines();
  const text = exportRecord(settings, history, { date: '2026.12.05', lines });
  // What the page's own reader finds: the numbers `hexc record` must find too.
  const back = importRecord(text);
  let positions = -1; // the start is not counted
  const walk = (n) => { positions += 1; n.children.forEach(walk); };
  walk(treeOf(back.settings, back.history, back.lines).root);
  return { text, expected: `${players} ${radius} ${back.history.hops().length} ${back.lines.length} ${positions}` };
}

const games = Array.from({ length: 12 }, (_, i) => record(i + 1));
const dir = new URL('../crates/cli/tests/data/', import.meta.url);
writeFileSync(new URL('side-lines.txt', dir), `${games.map((g) => g.text.trimEnd()).join('\n\n')}\n`);
writeFileSync(new URL('side-lines.expected', dir), `# seats radius game-hops side-lines positions (scripts/record-fixtures.mjs)\n${games.map((g) => g.expected).join('\n')}\n`);
console.log(`wrote ${games.length} records`);
