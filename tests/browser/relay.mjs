// A real Nostr relay on 127.0.0.1 for the tests of live tables: npm
// "@nostr-relay/core" (the library the nostr-relay server people run is built
// on) behind a "ws" WebSocket server, with an in-memory event store. Trystero's
// Nostr strategy announces with ephemeral events (kinds 20000-29999), which the
// relay passes on to the subscribers and does not store. Started and stopped by
// the tests (a relay going down and coming back on the same port), with a count
// of what it hears. It checks each event's id and signature (the core's
// own EventUtils.validate) and refuses an expired one.

import { NostrRelay } from '@nostr-relay/core';
import { EMPTY, from } from 'rxjs';
import { WebSocketServer } from 'ws';

/**
 * The relay's store: nothing kept beyond the test, every filter answered from memory. A parameterised
 * replaceable event (kinds 30000-39999: the lobby's listings, docs/lobby.md) replaces the older one of its
 * key, kind and `d` (an older one is a duplicate, neither kept nor passed on), as NIP-01 says; an expired one
 * (NIP-40) is not served; "#x"-style tag filters, `since` and `limit` are answered.
 */
class MemoryRepository {
  events = [];
  isSearchSupported() { return false; }
  upsert(event) {
    if (this.events.some((e) => e.id === event.id)) return { isDuplicate: true };
    if (event.kind >= 30000 && event.kind < 40000) {
      const d = dTag(event);
      const held = this.events.find((e) => e.kind === event.kind && e.pubkey === event.pubkey && dTag(e) === d);
      if (held && (held.created_at > event.created_at || (held.created_at === event.created_at && held.id < event.id))) return { isDuplicate: true };
      if (held) this.events.splice(this.events.indexOf(held), 1);
    }
    this.events.push(event);
    return { isDuplicate: false };
  }
  find(filter) {
    const now = Math.floor(Date.now() / 1000);
    const found = this.events.filter((e) => (!filter.kinds || filter.kinds.includes(e.kind)) && (!filter.ids || filter.ids.includes(e.id))
      && (!filter.since || e.created_at >= filter.since) && !(expiry(e) <= now)
      && Object.entries(filter).every(([k, values]) => !k.startsWith('#') || e.tags.some(([name, value]) => name === k.slice(1) && values.includes(value))));
    return found.sort((a, b) => b.created_at - a.created_at).slice(0, filter.limit ?? found.length);
  }
  find$(filter) { const found = this.find(filter); return found.length ? from(found) : EMPTY; }
  findOne(filter) { return Promise.resolve(this.find(filter)[0] ?? null); }
  deleteByDeletionRequest() { return Promise.resolve(); }
  destroy() { return Promise.resolve(); }
}
const dTag = (e) => e.tags.find(([name]) => name === 'd')?.[1] ?? '';
const expiry = (e) => Number(e.tags.find(([name]) => name === 'expiration')?.[1] ?? Number.NaN);

/**
 * @param {{port?: number}} [options] a port to listen on (the same relay back after an outage); default: a free one
 * @returns {Promise<{url: string, port: number, messages: () => number, topics: () => Set<string>,
 *   sockets: () => number, stored: () => object[], counts: () => Map<string, number>, stop: () => Promise<void>}>} `topics`: every "#x" tag a subscription or
 *   event named; `stored`: the events it keeps (the lobby's listings); `counts`: the messages heard by type and kind
 */
export async function startRelay({ port = 0 } = {}) {
  const repository = new MemoryRepository();
  const relay = new NostrRelay(repository);
  const server = new WebSocketServer({ host: '127.0.0.1', port });
  const sockets = new Set();
  const topics = new Set();
  let messages = 0;
  const counts = new Map(); // "EVENT:<kind>", "REQ:<kinds>", "CLOSE"… → how many
  server.on('connection', (socket) => {
    sockets.add(socket);
    relay.handleConnection(socket);
    socket.on('message', async (data) => {
      messages++;
      let message;
      try { message = JSON.parse(String(data)); } catch { return; }
      const kinds = message?.[0] === 'EVENT' ? [message[1]?.kind] : message?.[0] === 'REQ' ? message.slice(2).flatMap((f) => f?.kinds ?? []) : [];
      const what = `${message?.[0]}${kinds.length ? `:${[...new Set(kinds)].join(',')}` : ''}`;
      counts.set(what, (counts.get(what) ?? 0) + 1);
      if (message?.[0] === 'REQ') for (const f of message.slice(2)) for (const x of f?.['#x'] ?? []) topics.add(x);
      if (message?.[0] === 'EVENT') for (const [name, value] of message[1]?.tags ?? []) if (name === 'x') topics.add(value);
      try { await relay.handleMessage(socket, message); } catch { /* a malformed message: not the tests' business */ }
    });
    socket.on('close', () => { sockets.delete(socket); relay.handleDisconnect(socket); });
    socket.on('error', () => {});
  });
  await new Promise((resolve, reject) => { server.once('listening', resolve); server.once('error', reject); });
  const { port: bound } = server.address();
  return {
    url: `ws://127.0.0.1:${bound}`,
    port: bound,
    messages: () => messages,
    topics: () => topics,
    sockets: () => sockets.size,
    stored: () => [...repository.events],
    counts: () => new Map(counts),
    stop: () => new Promise((resolve) => {
      for (const s of sockets) s.terminate();
      server.close(() => resolve());
    }),
  };
}
