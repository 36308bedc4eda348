// Registers the service worker (sw.js at the site root, three folders up from
// www/app/platform/) so the game works offline once visited. Only the game page calls this:
// an embedding page gets no service worker from the element. Failing to
// register (no support, a file:// page, a source tree without the built
// sw.js) only means no offline play, never an error on the page.
//
// A development build (scripts/serve.sh: <html data-build="development">)
// registers no worker, so every reload shows the files as they are now, and
// it removes any worker and cache an earlier build left at this address (offline-off.js, loaded only there).

export function registerOffline() {
  if (!('serviceWorker' in navigator) || !window.isSecureContext) return;
  if (document.documentElement.dataset.build === 'development') {
    import('./offline-off.js').then((m) => m.removeOffline());
    return;
  }
  const register = () => navigator.serviceWorker.register(new URL('../../../sw.js', import.meta.url)).catch(() => {});
  // Once the page has loaded and its first game is playable (app.js sets html[data-ready]), so
  // the worker's precaching never competes with the first start, and finds in the browser's cache
  // every file the start needed.
  const playable = () => document.documentElement.dataset.ready === 'true';
  const start = () => {
    if (playable()) {
      register();
      return;
    }
    const watch = new MutationObserver(() => {
      if (!playable()) return;
      watch.disconnect();
      register();
    });
    watch.observe(document.documentElement, { attributes: true, attributeFilter: ['data-ready'] });
  };
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}

