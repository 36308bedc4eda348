// The non-visual mode's switch (docs/nonvisual.md): a toggle button at the top of
// the page (the first control a screen reader meets; on screen when it has the
// focus), its keyboard shortcut Alt+Shift+N, and the mode's own Turn off
// button; the choice is kept in localStorage. The mode itself
// (mode.js, its words and styles) loads on first use, so the page's start
// carries only this file. While the mode is on the picture of the board is
// inert: out of the accessibility tree and of the Tab order, so a screen
// reader meets the board once, as text, and hears each hop once.

import { t, onLanguageChange } from '../../i18n/i18n.js';
import { readJson, writeJson } from '../../element/local-store.js';
import { loadStyle } from '../platform/dom.js';

export const NONVISUAL_KEY = 'hex-checkers/nonvisual';
const STYLE = new URL('./nonvisual.css', import.meta.url);

/** Alt+Shift+N, by the key's place (so the same key on every keyboard layout). */
export const isShortcut = (e) => e.altKey && e.shiftKey && !e.ctrlKey && !e.metaKey && e.code === 'KeyN';

/**
 * Wires the switch: `toggle` its button (aria-pressed), `container` the mode's (hidden) section,
 * `shortcut` the words that name the key in the page's key list. Turns the mode on if it was on.
 */
export function wireNonVisual(board, { toggle, container, shortcut }) {
  let mode = null; // the NonVisualMode, once loaded
  let on = false;
  const words = () => {
    toggle.textContent = t('nonvisual.switch');
    if (shortcut) shortcut.textContent = t('nonvisual.shortcut');
  };
  words();
  onLanguageChange(words);

  async function set(value, { remember = true, focus = true } = {}) {
    on = value;
    toggle.setAttribute('aria-pressed', String(on));
    if (remember) writeJson(NONVISUAL_KEY, on); // not saving is fine: the switch still works
    if (on && !mode) {
      const [{ NonVisualMode }] = await Promise.all([import('./mode.js'), loadStyle(STYLE)]);
      mode = new NonVisualMode(board, container);
      mode.off.addEventListener('click', () => set(false).then(() => toggle.focus()));
    }
    if (!mode) return;
    board.inert = on;
    container.hidden = !on;
    document.documentElement.toggleAttribute('data-nonvisual', on);
    mode.show(on);
    if (on && focus) mode.input.focus();
  }

  toggle.addEventListener('click', () => set(!on));
  document.addEventListener('keydown', (e) => {
    if (!isShortcut(e) || document.querySelector('dialog[open]')) return;
    e.preventDefault();
    set(!on).then(() => { if (!on) toggle.focus(); });
  });
  if (readJson(NONVISUAL_KEY, false) === true) set(true, { remember: false });
}
