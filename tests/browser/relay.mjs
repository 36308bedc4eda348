// A real Nostr relay on 127.0.0.1 for the tests of live tables: npm
// "@nostr-relay/core" (the library the nostr-relay server people run is built
// on) behind a "ws" WebSocket server, with an in-memory event store. Trystero's
// Nostr strategy announces with ephemeral events (kinds 20000-29999), which the
// relay passes on to the subscribers and does not store. Started and stopped by
// the tests (a relay going down and coming back on the same port), with a count
// of what it hears. Signatures are not checked (its validator is a separate
// package): the tests' own browsers are the only clients.

import { NostrRelay } from '@nostr-relay/core';
import { EMPTY, from } from 'rxjs';
import { WebSocketServer } from 'ws';

/** The relay's store: nothing kept beyond the test, every filter answered from memory. */
class MemoryRepository {
  events = [];
  isSearchSupported() { return false; }
  upsert(event) {
    if (this.events.some((e) => e.id === event.id)) return { isDuplicate: true };
    this.events.push(event);
    return { isDuplicate: false };
  }
  find(filter) {
    return this.events.filter((e) => (!filter.kinds || filter.kinds.includes(e.kind)) && (!filter.ids || filter.ids.includes(e.id)));
  }
  find$(filter) { const found = this.find(filter); return found.length ? from(found) : EMPTY; }
  findOne(filter) { return Promise.resolve(this.find(filter)[0] ?? null); }
  deleteByDeletionRequest() { return Promise.resolve(); }
  destroy() { return Promise.resolve(); }
}

/**
 * @param {{port?: number}} [options] a port to listen on (the same relay back after an outage); default: a free one
 * @returns {Promise<{url: string, port: number, messages: () => number, topics: () => Set<string>,
 *   sockets: () => number, stop: () => Promise<void>}>} `topics`: every "#x" tag a subscription or event named
 */
export async function startRelay({ port = 0 } = {}) {
  const relay = new NostrRelay(new MemoryRepository());
  const server = new WebSocketServer({ host: '127.0.0.1', port });
  const sockets = new Set();
  const topics = new Set();
  let messages = 0;
  server.on('connection', (socket) => {
    sockets.add(socket);
    relay.handleConnection(socket);
    socket.on('message', async (data) => {
      messages++;
      let message;
      try { message = JSON.parse(String(data)); } catch { return; }
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
    stop: () => new Promise((resolve) => {
      for (const s of sockets) s.terminate();
      server.close(() => resolve());
    }),
  };
}
