// The cost of a table code's derivation (www/app/remote/table.js, tableRoom:
// PBKDF2-HMAC-SHA-256 over CODE_ITERATIONS, then two SHA-256): what a device
// pays once per table, and what an attacker pays per guessed code, measured
// on this machine in Node and in Chromium (WebCrypto in both), with the
// iterations per second it implies. docs/remote-trust.md ("Finding a table")
// turns the rate into the cost of sweeping every code; BENCHMARKS.md keeps the
// figures.
//   node bench/js/table-code.mjs [runs]      (after trunk build)
import { performance } from 'node:perf_hooks';
import { CODE_ITERATIONS, newCode, tableRoom } from '../../www/app/remote/table.js';
import { launch, serve } from '../../tests/browser/harness.mjs';

const runs = Number(process.argv[2] ?? 20);
const median = (xs) => xs.slice().sort((a, b) => a - b)[xs.length >> 1];

async function measure(derive) {
  await derive(newCode()); // warm up
  const times = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    await derive(newCode());
    times.push(performance.now() - start);
  }
  const ms = median(times);
  return { runs, medianMs: Number(ms.toFixed(1)), minMs: Number(Math.min(...times).toFixed(1)), iterationsPerSecond: Math.round(CODE_ITERATIONS / (ms / 1000)) };
}

const node = await measure((code) => tableRoom(code));
const server = await serve();
const browser = await launch();
let chromium;
try {
  const page = await browser.newPage();
  await page.goto(server.url);
  await page.waitForSelector('html[data-ready="true"]');
  chromium = await page.evaluate(async (n) => {
    const { newCode: fresh, tableRoom: derive } = await import('./www/app/remote/table.js');
    await derive(fresh());
    const times = [];
    for (let i = 0; i < n; i++) {
      const start = performance.now();
      await derive(fresh());
      times.push(performance.now() - start);
    }
    return times;
  }, runs);
} finally {
  await browser.close();
  await server.close();
}
const ms = median(chromium);
console.log(JSON.stringify({
  iterations: CODE_ITERATIONS,
  node,
  chromium: { runs, medianMs: Number(ms.toFixed(1)), minMs: Number(Math.min(...chromium).toFixed(1)), iterationsPerSecond: Math.round(CODE_ITERATIONS / (ms / 1000)) },
}, null, 2));
