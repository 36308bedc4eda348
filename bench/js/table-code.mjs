// The cost of a table code's derivation (www/app/remote/table.js, tableRoom:
// PBKDF2-HMAC-SHA-256 over CODE_ITERATIONS, then two SHA-256): what a device
// pays once per table, and what an attacker pays per guessed code, measured
// on this machine in Node and in Chromium (WebCrypto in both), with the
// iterations per second it implies. docs/remote-trust.md ("Finding a table")
// turns the rate into the cost of sweeping every code; BENCHMARKS.md keeps the
// figures.
//   node bench/js/table-code.mjs [runs] [rates]   (after trunk build; rates: e.g. 4,6)
// With `rates`, the Chromium part runs again under DevTools' CPU throttling
// (CDP Emulation.setCPUThrottlingRate) at each rate: 4 and 6 are the slowdowns
// Lighthouse applies to a desktop's CPU to stand for a mid-range and a low-end
// phone. Beside each derivation, a fixed piece of plain JavaScript on the page's
// thread (the same work at every rate) shows how much the throttling slowed that
// thread, and a derivation done by the same WebCrypto call inside a worker shows
// whether the throttling reaches past the page's main thread. It does not:
// WebCrypto's PBKDF2 runs on a thread of its own, which the throttling leaves
// at full speed, so the throttled derivation's own time says nothing. The
// phone's figure is therefore the derivation's unthrottled time (its fastest
// run) scaled by the rate, and by the slowdown the throttling measurably gave
// the plain JavaScript (`phoneEstimateMs`: atRate, atSlowdown).
import { performance } from 'node:perf_hooks';
import { CODE_ITERATIONS, newCode, tableRoom } from '../../www/app/remote/table.js';
import { launch, serve } from '../../tests/browser/harness.mjs';

const runs = Number(process.argv[2] ?? 20);
const rates = [1, ...(process.argv[3] ?? '').split(',').filter(Boolean).map(Number)];
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
const round = (ms) => Number(ms.toFixed(1));
const stats = (times) => ({ medianMs: round(median(times)), minMs: round(Math.min(...times)) });
const throttled = []; // one entry per rate, 1 (no throttling) first
let chromium;
try {
  const page = await browser.newPage({ bypassCSP: true }); // the page's policy allows no blob: worker (the worker's figure)
  await page.goto(server.url);
  await page.waitForSelector('html[data-ready="true"]');
  const cdp = await page.context().newCDPSession(page);
  for (const rate of rates) {
    await cdp.send('Emulation.setCPUThrottlingRate', { rate });
    const got = await page.evaluate(async ([n, iterations]) => {
      const { newCode: fresh, tableRoom: derive } = await import('./www/app/remote/table.js');
      const timed = async (work) => {
        await work();
        const times = [];
        for (let i = 0; i < n; i++) {
          const start = performance.now();
          await work();
          times.push(performance.now() - start);
        }
        return times;
      };
      // The same plain work at every rate: about 10-20 ms of arithmetic on this thread unthrottled.
      const plain = () => { let x = 0; for (let i = 0; i < 4e6; i++) x = (x + i * 7) % 1000003; return x; };
      // The same derivation (PBKDF2 through WebCrypto) from a worker, to see whether its thread is throttled too.
      const source = `onmessage = async (e) => {
        const key = await crypto.subtle.importKey('raw', new TextEncoder().encode(e.data), 'PBKDF2', false, ['deriveBits']);
        await crypto.subtle.deriveBits({ name: 'PBKDF2', hash: 'SHA-256', salt: new TextEncoder().encode('salt'), iterations: ${iterations} }, key, 256);
        postMessage(1);
      };`;
      const worker = new Worker(URL.createObjectURL(new Blob([source], { type: 'text/javascript' })));
      const inWorker = () => new Promise((resolve) => { worker.onmessage = resolve; worker.postMessage(fresh()); });
      const out = { derive: await timed(() => derive(fresh())), plain: await timed(async () => plain()), worker: await timed(inWorker) };
      worker.terminate();
      return out;
    }, [runs, CODE_ITERATIONS]);
    const entry = { rate, derivation: stats(got.derive), plainJs: stats(got.plain), derivationInWorker: stats(got.worker) };
    if (rate === 1) chromium = got.derive;
    else {
      const [base] = throttled;
      // The fastest runs are the least disturbed by other work on the machine: the estimates start from them.
      entry.slowdown = Number((entry.plainJs.minMs / base.plainJs.minMs).toFixed(2));
      entry.phoneEstimateMs = { atRate: round(base.derivation.minMs * rate), atSlowdown: round(base.derivation.minMs * entry.slowdown) };
    }
    throttled.push(entry);
  }
} finally {
  await browser.close();
  await server.close();
}
const ms = median(chromium);
console.log(JSON.stringify({
  iterations: CODE_ITERATIONS,
  node,
  chromium: { runs, medianMs: round(ms), minMs: round(Math.min(...chromium)), iterationsPerSecond: Math.round(CODE_ITERATIONS / (ms / 1000)) },
  ...(rates.length > 1 ? { throttled } : {}),
}, null, 2));
