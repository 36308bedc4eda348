// The arrival time of reactions and chat at a table, for BENCHMARKS.md ("Remote"). Run by hand after
// `trunk build --release`:
//   node tests/browser/chat-measure.mjs [messages]
// Two devices (fresh contexts of one headless Chromium: one clock) at a table on the loopback tracker
// and relay (tracker.mjs, relay.mjs); Bob sends `messages` (default 20) chat messages and as many
// reactions, one at a time at the rate the page allows (5 in 10 s); each is measured from the moment
// before Bob's click (Send, or a reaction) to the moment Ann's page showed it (the log item's
// data-shown-at, or the reaction's mark on Bob's row, stamped by a MutationObserver). Prints JSON.

import { pause, summary, tableBench } from './measures.mjs';
import { startGame, tableCode, takeSeat } from './remote-devices.mjs';

const count = Number(process.argv[2] ?? 20);
const SPACING_MS = 2100; // 5 messages in 10 s at most, by the sender's clock

const bench = await tableBench();
try {
  const ann = await bench.device();
  const bob = await bench.device();
  await startGame(ann.page, [['Ann', 'human'], ['Bob', 'remote']]);
  await takeSeat(bob.page, bench.server.url, await tableCode(ann.page), 1);
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
  await bench.close();
}
