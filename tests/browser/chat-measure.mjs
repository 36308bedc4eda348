// The arrival time of reactions and chat at a table, for BENCHMARKS.md ("Remote"). Run by hand after
// `trunk build --release`:
//   node tests/browser/chat-measure.mjs [messages]
// Two devices (fresh contexts of one headless Chromium: one clock) at a table on the loopback tracker
// and relay (tracker.mjs, relay.mjs); Bob sends `messages` (default 20) chat messages and as many
// reactions, one at a time at the rate the page allows (5 in 10 s); each is measured from the moment
// before Bob's click (Send, or a reaction) to the moment Ann's page showed it (the log item's
// data-shown-at, or the reaction's mark on Bob's row, stamped by a MutationObserver). Prints JSON.

import { launch, serve } from './harness.mjs';
import { startGame } from './remote-devices.mjs';
import { startNetworks, tableContext } from './tracker.mjs';

const count = Number(process.argv[2] ?? 20);
const SPACING_MS = 2100; // 5 messages in 10 s at most, by the sender's clock
const median = (xs) => { const s = [...xs].sort((a, b) => a - b); return s[Math.floor(s.length / 2)]; };
const summary = (xs) => ({ runs: xs.length, medianMs: median(xs), minMs: Math.min(...xs), maxMs: Math.max(...xs) });
const pause = (ms) => new Promise((r) => { setTimeout(r, ms); });

const [server, nets, browser] = await Promise.all([serve(), startNetworks(), launch()]);
try {
  const device = async () => {
    const context = await tableContext(browser, nets);
    const page = await context.newPage();
    await page.goto(server.url);
    await page.waitForSelector('html[data-ready="true"]');
    return { context, page };
  };
  const ann = await device();
  const bob = await device();
  await startGame(ann.page, [['Ann', 'human'], ['Bob', 'remote']]);
  await ann.page.waitForSelector('#remote-code');
  const code = (await ann.page.locator('#remote-code').innerText()).replace('-', '');
  await bob.page.goto(`${server.url}#table=${code}`);
  await bob.page.click('#remote-claim-1');
  await bob.page.waitForSelector('#remote-panel[data-seats="1"]');
  await ann.page.waitForSelector('#remote-table li[data-seat="1"][data-state="here"]');
  await ann.page.waitForSelector('#remote-chat');
  await bob.page.waitForSelector('#remote-chat');
  // Ann's page stamps each reaction on Bob's row as it appears (its count rises).
  await ann.page.evaluate(() => {
    window.reactedAt = {};
    new MutationObserver(() => {
      const n = document.querySelector('#chat-players li[data-seat="1"]')?.dataset.reactions;
      if (n !== undefined && !(n in window.reactedAt)) window.reactedAt[n] = Date.now();
    }).observe(document.body, { subtree: true, attributes: true, attributeFilter: ['data-reactions'] });
  });
  const texts = [];
  const reactions = [];
  for (let i = 1; i <= count; i++) {
    await pause(SPACING_MS);
    await bob.page.fill('#chat-text', `message ${i}`);
    const sent = await bob.page.evaluate(() => { const at = Date.now(); document.querySelector('#chat-send').click(); return at; });
    await ann.page.waitForFunction((n) => Number(document.querySelector('#remote-chat').dataset.messages) >= n, i, { timeout: 30_000 });
    const shown = Number(await ann.page.locator('#chat-log li:last-child').getAttribute('data-shown-at'));
    texts.push(shown - sent);
    await pause(SPACING_MS);
    const reacted = await bob.page.evaluate(() => { const at = Date.now(); document.querySelector('#chat-react-good-move').click(); return at; });
    await ann.page.waitForFunction((n) => String(n) in window.reactedAt, i, { timeout: 30_000 });
    reactions.push(await ann.page.evaluate((n) => window.reactedAt[n], String(i)) - reacted);
  }
  console.log(JSON.stringify({ date: new Date().toISOString(), text: summary(texts), reaction: summary(reactions), texts, reactions }, null, 1));
  await ann.context.close();
  await bob.context.close();
} finally {
  await browser.close();
  await server.close();
  await nets.stop();
}
