// Writes the text-record fixtures `hexc record` is tested on (crates/cli/tests/records.rs):
// seeded random games at two to six seats, each with side lines (side lines of side lines, and
// side lines leaving a chain midway among them), written by the page's own writer
// (www/app/games/text-record.js) as Export all writes them, and beside them what the page's
// reader finds in each: seats, radius, hops of the game's own line, side lines, positions in the tree.
//   node scripts/record-fixtures.mjs            write them
//   node scripts/record-fixtures.mjs --check    exit 1 if the committed files differ from what it writes
import { readFileSync, writeFileSync } from 'node:fs';
import { ready } from '../www/element/engine.js';
import { exportRecord, importRecord } from '../www/app/games/text-record.js';
import { treeOf } from '../www/app/games/variations.js';
import { randomTree, treeNodes } from '../tests/shared/variation-tree.mjs';

await ready;

function record(seed) {
  const { settings, history, tree } = randomTree(seed, {
    radius: 3 + (seed % 4), steps: 30 + (seed % 25), lines: 3 + (seed % 4), lineSteps: 10,
  });
  const lines = tree.toLines();
  const text = exportRecord(settings, history, { date: '2026.12.05', lines });
  // What the page's own reader finds: the numbers `hexc record` must find too.
  const back = importRecord(text);
  const positions = treeNodes(treeOf(back.settings, back.history, back.lines)).length - 1; // the start is not counted
  return { text, expected: `${settings.players} ${settings.radius} ${back.history.hops().length} ${back.lines.length} ${positions}` };
}

const games = Array.from({ length: 12 }, (_, i) => record(i + 1));
const dir = new URL('../crates/cli/tests/data/', import.meta.url);
const files = {
  'side-lines.txt': `${games.map((g) => g.text.trimEnd()).join('\n\n')}\n`,
  'side-lines.expected': `# seats radius game-hops side-lines positions (scripts/record-fixtures.mjs)\n${games.map((g) => g.expected).join('\n')}\n`,
};
if (process.argv.includes('--check')) {
  const stale = Object.keys(files).filter((name) => readFileSync(new URL(name, dir), 'utf8') !== files[name]);
  if (stale.length) {
    console.error(`not what this script writes: ${stale.join(', ')} (run node scripts/record-fixtures.mjs and commit)`);
    process.exit(1);
  }
  console.log(`the ${games.length} records are what this script writes`);
} else {
  for (const [name, text] of Object.entries(files)) writeFileSync(new URL(name, dir), text);
  console.log(`wrote ${games.length} records`);
}
