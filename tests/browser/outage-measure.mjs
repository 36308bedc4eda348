// Time back at one table after an outage of each discovery network, for
// BENCHMARKS.md ("Remote: networks and reconnection"). Run by hand after
// `trunk build`:
//   node tests/browser/outage-measure.mjs [minutes]      (default 3)
// On loopback: two tables, one whose two devices reach only a BitTorrent
// tracker and one whose two devices reach only a Nostr relay (tracker.mjs,
// relay.mjs), so each table can come back only through its network. The
// guest takes its seat and the first move is played; then both servers stop,
// each guest reloads (its channel to the creator's device closes and it cannot
// find the table), the servers stay down `minutes`, and start again on the
// same ports. Measured from the restart to both devices of a table at one
// table again (the guest's panel connected, the creator's showing the seat
// here), with the page's own back-off (no shorter cap) and no reload.

import { pause, tableBench } from './measures.mjs';
import { playTurn, startGame, tableCode, takeSeat, waitTurns } from './remote-devices.mjs';
import { startRelay, startTracker } from './tracker.mjs';

const minutes = Number(process.argv[2] ?? 3);
const { server, nets: { tracker, relay }, device, close } = await tableBench();
const results = {};
try {
  const tables = {};
  for (const [name, servers] of Object.entries({ tracker: { tracker }, relay: { relay } })) {
    const ann = await device(servers);
    const bob = await device(servers);
    await startGame(ann.page, [['Ann', 'human'], ['Bob', 'remote']]);
    await takeSeat(bob.page, server.url, await tableCode(ann.page), 1);
    await playTurn(ann.page);
    await waitTurns(bob.page, 1);
    tables[name] = { ann, bob };
  }
  await Promise.all([tracker.stop(), relay.stop()]);
  const stopped = Date.now();
  for (const { ann, bob } of Object.values(tables)) {
    await bob.page.reload();
    await ann.page.waitForSelector('#remote-table li[data-seat="1"][data-state="reconnecting"]');
  }
  await pause(Math.max(0, stopped + minutes * 60_000 - Date.now()));
  const back = await Promise.all([startTracker({ port: tracker.port }), startRelay({ port: relay.port })]);
  const restarted = Date.now();
  await Promise.all(Object.entries(tables).map(async ([name, { ann, bob }]) => {
    await bob.page.waitForSelector('#remote-panel[data-table="open"]', { timeout: 300_000 });
    await ann.page.waitForSelector('#remote-table li[data-seat="1"][data-state="here"]', { timeout: 300_000 });
    results[name] = { outageS: Math.round((restarted - stopped) / 1000), backAfterRestartMs: Date.now() - restarted, reloads: 0 };
  }));
  await Promise.all(back.map((s) => s.stop()));
  console.log(JSON.stringify(results, null, 2));
} finally {
  await close(); // the networks of the start too (stopped already, unless the run failed before)
}
