// The question a board asks before an action drops part of the game: while
// the moves are being looked through (a move clicked in a list, goTo), a move
// played there, or a bot's hop stepped there, would replace every later one.
// A modal <dialog> in the board's shadow root: "Keep them" (the default, also
// Escape) or the action ("Play … here").
// After an undo no question is asked: undo is a take-back, and a move after it
// replaces the redo line, as typing does after an undo in any editor.

import { addEnglish, label, t } from '../i18n/i18n.js';
import english from '../i18n/en/ask.js';

addEnglish(english); // its words come with it, not in the board's start
const STYLE_URL = new URL('./ask.css', import.meta.url).href; // and its styles

function h(tag, className, parent, text) {
  const node = document.createElement(tag);
  if (className) node.className = className;
  if (text !== undefined) node.textContent = text;
  parent.append(node);
  return node;
}

/** Builds the dialog once, in `parent`. */
function build(parent) {
  const style = h('link', null, parent);
  const loaded = new Promise((resolve) => { style.onload = resolve; style.onerror = resolve; }); // unstyled at worst
  style.rel = 'stylesheet';
  style.href = STYLE_URL;
  const dialog = h('dialog', 'ask', parent);
  const form = h('form', null, dialog);
  form.method = 'dialog';
  const title = h('p', 'ask-title', form);
  const text = h('p', 'ask-text', form);
  title.id = 'ask-title';
  text.id = 'ask-text';
  dialog.setAttribute('aria-labelledby', title.id);
  dialog.setAttribute('aria-describedby', text.id);
  const buttons = h('div', 'ask-buttons', form);
  const keep = label(h('button', null, buttons), 'element.ask.keep');
  keep.value = 'keep';
  keep.autofocus = true;
  const play = h('button', 'primary', buttons, '');
  play.value = 'play';
  return { dialog, title, text, play, loaded };
}

/**
 * Asks whether to do an action from entry `at` of a line of `length` hops: `question` ("Play
 * b4-c5 from move 4?"), `action` (its button, "Play b4-c5 here"). Resolves true to do it (and
 * drop the later hops), false to keep them.
 */
export async function askDiscard(parent, ui, {
  question, action, at, length,
}) {
  ui.ask ??= build(parent);
  const { dialog, title, text, play, loaded } = ui.ask;
  await loaded;
  const later = length - at;
  title.textContent = question;
  text.textContent = t('element.ask.drops', { at, length, count: later });
  play.textContent = action;
  dialog.returnValue = '';
  dialog.showModal();
  return new Promise((resolve) => {
    dialog.addEventListener('close', () => resolve(dialog.returnValue === 'play'), { once: true });
  });
}
