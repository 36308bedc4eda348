// A development build's side of offline.js, loaded only there: the service workers and caches an
// earlier build left at this address go, so every reload shows the files as they are now.

/** Unregisters this site's service workers and deletes the game's caches. */
export async function removeOffline() {
  try {
    for (const registration of await navigator.serviceWorker.getRegistrations()) await registration.unregister();
    for (const name of await caches.keys()) if (name.startsWith('hex-checkers-')) await caches.delete(name);
  } catch { /* nothing to remove, or not allowed: nothing to do */ }
}
