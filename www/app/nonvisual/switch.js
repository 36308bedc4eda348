// The non-visual mode's switch (docs/nonvisual.md): the page's checkbox and its
// keyboard shortcut, Alt+Shift+N, kept in localStorage. The mode itself
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
 * Wires the switch: `toggle` the checkbox, `label` its words, `container` the mode's (hidden) section,
 * `shortcut` the words that name the key in the page's key list. Turns the mode on if it was on.
 */
export function wireNonVisual(board, { toggle, label, container, shortcut }) {
  let mode = null; // the NonVisualMode, once loaded
  let on = false;
  const words = () => {
    label.textContent = t('nonvisual.switch');
    if (shortcut) shortcut.textContent = t('nonvisual.shortcut');
  };
  words();
  onLanguageChange(words);

  async function set(value, { remember = true, focus = true } = {}) {
    on = value;
    toggle.checked = on;
    if (remember) writeJson(NONVISUAL_KEY, on); // not saving is fine: the switch still works
    if (on && !mode) {
      const [{ NonVisualMode }] = await Promise.all([import('./mode.js'), loadStyle(STYLE)]);
      mode = new NonVisualMode(board, container);
    }
    if (!mode) return;
    board.inert = on;
    container.hidden = !on;
    document.documentElement.toggleAttribute('data-nonvisual', on);
    mode.show(on);
    if (on && focus) mode.input.focus();
  }

  toggle.addEventListener('change', () => set(toggle.checked));
  document.addEventListener('keydown', (e) => {
    if (!isShortcut(e) || document.querySelector('dialog[open]')) return;
    e.preventDefault();
    set(!on).then(() => { if (!on) toggle.focus(); });
  });
  if (readJson(NONVISUAL_KEY, false) === true) set(true, { remember: false });
}
