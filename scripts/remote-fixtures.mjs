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
console.log(`wrote remote-ok (${ok.turns.length} turns), remote-forged, remote-bot-swapped`);
