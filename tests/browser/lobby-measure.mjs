// The lobby's cost on a relay, for BENCHMARKS.md ("Remote"): messages per
// minute per open table. Run by hand after `trunk build`:
//   node tests/browser/lobby-measure.mjs [minutes] [tables]     (default 3 and 2)
// On loopback, one Nostr relay (relay.mjs) is every device's only network.
// `tables` creators each list a two-seat table (List this table publicly) and
// one more device keeps the lobby open. Once the lobby shows every table, the
// relay's counts by message type and kind are read, and again `minutes` later:
// the listings the creators sent (EVENT of the listing's kind), the lobby's
// questions (REQ), the listings the open lobby took in, and, beside them, the
// whole traffic of the relay (the tables' own discovery included).

import { pause, tableBench } from './measures.mjs';
import { startGame } from './remote-devices.mjs';
import { startRelay } from './tracker.mjs';
import { LISTING_KIND } from '../../www/app/remote/lobby.js';

const minutes = Number(process.argv[2] ?? 3);
const tables = Number(process.argv[3] ?? 2);
const { nets: { relay }, device, close } = await tableBench(async () => {
  const only = await startRelay();
  return { relay: only, stop: only.stop };
});
try {
  for (let i = 0; i < tables; i++) {
    const ann = await device();
    await startGame(ann.page, [['Ann', 'human'], ['Bob', 'remote']]);
    await ann.page.check('#lobby-public');
    await ann.page.waitForSelector('.lobby-public[data-listed="open"]');
  }
  const reader = await device();
  await reader.page.click('#new-game-btn');
  await reader.page.click('#lobby-btn');
  await reader.page.waitForSelector(`#lobby-dialog[data-count="${tables}"]`);
  const read = () => reader.page.evaluate(() => Number(document.querySelector('#lobby-dialog').dataset.read));
  const before = { counts: relay.counts(), messages: relay.messages(), read: await read() };
  await pause(minutes * 60_000);
  const after = { counts: relay.counts(), messages: relay.messages(), read: await read() };
  const diff = (key) => (after.counts.get(key) ?? 0) - (before.counts.get(key) ?? 0);
  const per = (n) => (n / minutes / tables).toFixed(2);
  const listings = diff(`EVENT:${LISTING_KIND}`);
  const questions = diff(`REQ:${LISTING_KIND}`);
  console.log(JSON.stringify({
    minutes, tables,
    listingsSentPerTableMinute: per(listings),
    lobbyRequestsPerTableMinute: per(questions),
    takenByOpenLobbyPerTableMinute: per(after.read - before.read),
    allRelayMessagesPerTableMinute: per(after.messages - before.messages),
    counts: Object.fromEntries([...after.counts.keys()].map((k) => [k, diff(k)])),
  }));
} finally {
  await close();
}
