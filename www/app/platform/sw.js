// Hex Checkers offline: a service worker that keeps the whole game in the
// browser's cache once visited, so it starts and plays with the network gone.
//
// It lives at the site root (Trunk copies www/app/platform/sw.js to dist/sw.js), so its
// default scope is the whole app, under a sub-path too (/<repo>/ on GitHub
// Pages, which cannot send a Service-Worker-Allowed header).
//
// Strategy, one version at a time:
// - install: the app shell (the page, www/, the engine module and its wasm)
//   goes into a cache named after VERSION, a hash of every file of the build.
//   The page registers this worker once its first game is playable
//   (offline.js), so installing competes with nothing; a file the page has
//   already loaded is taken from the browser's HTTP cache without asking the
//   server again, and kept only if its hash is this build's (an older build's
//   copy is fetched anew): no file of a first visit is fetched twice;
// - fetch: cache-first for every same-origin GET, the page itself included,
//   so one visit always runs one consistent build; a miss (the examples, say)
//   goes to the network and is kept in the same cache for offline use;
// - updates: the browser re-checks this file on each visit; a new build has a
//   new VERSION, so the new worker installs beside the old one, takes over
//   (skipWaiting + claim) and deletes the old caches. The visit that found the
//   update still runs the old build; the next visit runs the new one.
//
// VERSION and PRECACHE are filled in by scripts/sw-precache.mjs (Trunk's
// post_build hook). Unfilled (a source tree served as is) the worker only
// keeps what the page fetched. In a development build (scripts/serve.sh) the
// hook sets DEVELOPMENT instead: the page registers no worker then, and this
// one, should an older build's page still register it, serves nothing,
// deletes every cache of the game and unregisters itself, reloading the pages
// an older build was serving from its cache.

const VERSION = 'dev';
/** [URL, the first 16 hex digits of the file's SHA-256] of every file of the app shell. */
const PRECACHE = [];
const DEVELOPMENT = false;

const PREFIX = 'hex-checkers-';
const CACHE = PREFIX + VERSION;

self.addEventListener('install', (event) => {
  if (DEVELOPMENT) {
    event.waitUntil(self.skipWaiting());
    return;
  }
  event.waitUntil((async () => {
    const cache = await caches.open(CACHE);
    await Promise.all(PRECACHE.map(async ([url, hash]) => cache.put(url, await precached(url, hash))));
    await self.skipWaiting();
  })());
});

/**
 * The response for a file of this build: the browser's own copy if it holds one (`force-cache`: no
 * request at all when the page loaded it already), else, or if that copy is not this build's, the
 * server's (`no-cache`). A file whose hash is still not this build's fails the install, as
 * addAll would: the next visit tries again.
 */
async function precached(url, hash) {
  for (const mode of ['force-cache', 'no-cache']) {
    const response = await fetch(url, { cache: mode });
    if (response.ok && await hashOf(response.clone()) === hash) return response;
  }
  throw new Error(`sw: ${url} is not the file of this build`);
}

async function hashOf(response) {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', await response.arrayBuffer()));
  return Array.from(digest.subarray(0, 8), (b) => b.toString(16).padStart(2, '0')).join('');
}

self.addEventListener('activate', (event) => {
  if (DEVELOPMENT) {
    event.waitUntil(removeSelf());
    return;
  }
  event.waitUntil((async () => {
    for (const name of await caches.keys()) {
      if (name.startsWith(PREFIX) && name !== CACHE) await caches.delete(name);
    }
    await self.clients.claim();
  })());
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  const url = new URL(request.url);
  if (DEVELOPMENT || request.method !== 'GET' || url.origin !== self.location.origin) return;
  event.respondWith(respond(request, url));
});

async function respond(request, url) {
  const cache = await caches.open(CACHE);
  // The page is stored under the scope's own URL ("./"); a link with a query still opens it.
  const key = request.mode === 'navigate' && url.pathname.endsWith('/index.html')
    ? new URL('./', url).href : request;
  const hit = await cache.match(key, { ignoreSearch: request.mode === 'navigate' });
  if (hit) return hit;
  const response = await fetch(request);
  if (response.ok && response.type === 'basic') await cache.put(request, response.clone());
  return response;
}

/** Development: no cache, no worker; pages an older build served from its cache reload from the server. */
async function removeSelf() {
  const stale = (await caches.keys()).filter((name) => name.startsWith(PREFIX));
  for (const name of stale) await caches.delete(name);
  await self.registration.unregister();
  if (!stale.length) return;
  for (const client of await self.clients.matchAll({ type: 'window' })) client.navigate(client.url).catch(() => {});
}
