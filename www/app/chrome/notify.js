// The optional notification when a game with bots needs the person and the
// page is hidden (another tab, the phone's screen off). Loaded on first use:
// the permission is asked only when the person switches it on.

import { t } from '../../i18n/i18n.js';

/** Asks for the permission (only from the switch); resolves true when notifications may be shown. */
export async function allowNotifications() {
  if (!('Notification' in window)) return false;
  if (Notification.permission === 'default') await Notification.requestPermission();
  return Notification.permission === 'granted';
}

let shown = null;
/** Shows "Your move" while the page is hidden (one at a time; a click brings the page back). */
export function notifyTurn(text) {
  if (!document.hidden || !('Notification' in window) || Notification.permission !== 'granted') return;
  shown?.close();
  try {
    shown = new Notification(t('app.title.your-move', { title: t('app.title') }), { body: text, tag: 'hc-turn', icon: 'www/app/icon-192.png' });
    shown.addEventListener('click', () => { window.focus(); shown?.close(); });
  } catch { /* a platform that only notifies through a service worker: the title and icon still say it */ }
}

/** The notification is out of date once the page is seen again. */
document.addEventListener('visibilitychange', () => {
  if (!document.hidden) { shown?.close(); shown = null; }
});
