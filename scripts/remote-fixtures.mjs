// Writes the remote-game records that `hexc verify`'s tests read
// (crates/cli/tests/data/remote-*.json; the page's tests check the same ones):
//   node scripts/remote-fixtures.mjs   (after scripts/build-pkg.sh)
import { writeFileSync } from 'node:fs';
import { ready } from '../www/element/engine.js';
import { encodeLink } from '../www/app/remote/link.js';
import { remoteGame } from '../tests/app/remote-games.mjs';

await ready;
const dir = new URL('../crates/cli/tests/data/', import.meta.url);
const kinds = ['human', 'remote', 'bot2'];
const ok = (await remoteGame({ kinds, seed: 7, hops: 40 })).state.record;
writeFileSync(new URL('remote-ok.json', dir), `${JSON.stringify(ok)}\n`);
writeFileSync(new URL('remote-ok.link', dir), `http://127.0.0.1:8080/${await encodeLink(ok)}\n`);
const forged = structuredClone(ok);
forged.turns[3][4] = forged.turns[3][4].replace(/^./, (c) => (c === 'A' ? 'B' : 'A'));
writeFileSync(new URL('remote-forged.json', dir), `${JSON.stringify(forged)}\n`);
const swapped = (await remoteGame({ kinds, seed: 7, hops: 40, cheat: true })).state.record;
writeFileSync(new URL('remote-bot-swapped.json', dir), `${JSON.stringify(swapped)}\n`);
// Bot versions: a record played and named by version 1, one played by version 1 that names none (as
// records made before versions were named), and one naming a version no build knows.
const versioned = {
  'remote-v1.json': { botVersion: '1' },
  'remote-v1-unnamed.json': { botVersion: '1', named: null },
  'remote-unknown-version.json': { named: '99' },
  'remote-bot-swapped-unnamed.json': { named: null, cheat: true },
};
// remote-before-versions.json is not made here: it is remote-ok.json as this script wrote it before
// records named the bot version (the bot of then is version 2), kept as it was made.
for (const [file, options] of Object.entries(versioned)) {
  const record = (await remoteGame({ kinds, seed: 7, hops: 40, ...options })).state.record;
  writeFileSync(new URL(file, dir), `${JSON.stringify(record)}\n`);
}
console.log(`wrote remote-ok (${ok.turns.length} turns), remote-forged, remote-bot-swapped, ${Object.keys(versioned).join(', ')}`);
