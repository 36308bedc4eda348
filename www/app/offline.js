// Registers the service worker (sw.js at the site root, two folders up from
// www/app/) so the game works offline once visited. Only the game page calls this:
// an embedding page gets no service worker from the element. Failing to
// register (no support, a file:// page, a source tree without the built
// sw.js) only means no offline play, never an error on the page.

export function registerOffline() {
  if (!('serviceWorker' in navigator) || !window.isSecureContext) return;
  const start = () => navigator.serviceWorker.register(new URL('../../sw.js', import.meta.url)).catch(() => {});
  // After the page has loaded, so the worker's precaching never competes with the first start.
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}
