// Remote play's figures (BENCHMARKS.md, "Remote play"): link lengths of a
// 300-hop six-player game and the time to verify it in Node and in Chromium.
// Writes the records to bench/out/ for `hexc verify`.
//   node bench/js/remote.mjs      (after scripts/build-pkg.sh and trunk build)
import { mkdirSync, writeFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { ready } from '../../www/element/engine.js';
import { fromTurn, verifyRecord } from '../../www/app/remote/chain.js';
import { checkBots } from '../../www/app/remote/fair.js';
import { encodeLink } from '../../www/app/remote/link.js';
import { remoteGame } from '../../tests/app/remote-games.mjs';
import { launch, serve } from '../../tests/browser/harness.mjs';

await ready;
const out = new URL('../out/', import.meta.url);
mkdirSync(out, { recursive: true });
const median = (xs) => xs.slice().sort((a, b) => a - b)[xs.length >> 1];
const ORIGIN = 'https://example.github.io/hex-checkers/';

const games = {
  'six friends': ['human', 'remote', 'remote', 'remote', 'remote', 'remote'],
  'three friends, two bots (level 2)': ['human', 'remote', 'bot2', 'remote', 'bot2', 'remote'],
};
const server = await serve();
const browser = await launch();
const page = await browser.newPage();
await page.goto(server.url);
await page.waitForSelector('html[data-ready="true"]');

for (const [name, kinds] of Object.entries(games)) {
  const { state } = await remoteGame({ kinds, radius: 5, seed: 11, hops: 300, names: ['Ann', 'Bob', 'Cat', 'Dan', 'Eve', 'Fay'] });
  const { record } = state;
  const file = `remote-300-${kinds.filter((k) => k.startsWith('bot')).length}bots`;
  writeFileSync(new URL(`${file}.json`, out), JSON.stringify(record));
  const full = ORIGIN + await encodeLink(record);
  writeFileSync(new URL(`${file}.link`, out), full);
  const lastRound = ORIGIN + await encodeLink(fromTurn(record, record.turns.length - kinds.length + 1));
  const json = JSON.stringify(record).length;
  const node = [];
  for (let i = 0; i < 5; i++) {
    const t = performance.now();
    await verifyRecord(structuredClone(record));
    node.push(performance.now() - t);
  }
  const t = performance.now();
  const bots = await checkBots(state);
  const botMs = performance.now() - t;
  const chromium = await page.evaluate(async (r) => {
    const { verifyRecord: verify } = await import('./www/app/remote/chain.js');
    const times = [];
    for (let i = 0; i < 5; i++) {
      const t0 = performance.now();
      await verify(structuredClone(r));
      times.push(performance.now() - t0);
    }
    return times;
  }, record);
  console.log(`${name}: ${state.history.length} hops in ${record.turns.length} turns; record JSON ${json} chars; `
    + `full link ${full.length} chars; last round's link (${kinds.length - 1} turns) ${lastRound.length} chars; `
    + `verify (signatures, chain, engine) median of 5: Node ${median(node).toFixed(0)} ms, Chromium ${median(chromium).toFixed(0)} ms; `
    + `bot replay ${bots.bots} hops ${botMs.toFixed(0)} ms (Node); written ${file}.json/.link`);
}
await browser.close();
await server.close();
