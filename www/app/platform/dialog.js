// A dialog with its header, for the panels the page builds on first use (the
// puzzles, the tutorial); a module apart from dom.js so the page's start does not
// carry it.

import { label } from '../../i18n/i18n.js';
import { h } from './dom.js';

/**
 * A modal dialog of the page with its header: `name` is its class and names its ids (`<name>-dialog`,
 * the heading `<name>-title` that labels it), `title` its heading. The header's Close button closes it
 * (a form of method "dialog"). Returns the dialog, the header in it.
 */
export function dialogWithHead(name, title) {
  const dialog = h('dialog', name);
  dialog.id = `${name}-dialog`;
  dialog.setAttribute('aria-labelledby', `${name}-title`);
  const head = h('form', 'rules-head');
  head.method = 'dialog';
  const heading = h('h2', null, title);
  heading.id = `${name}-title`;
  head.append(heading, label(h('button'), 'page.close'));
  dialog.append(head);
  return dialog;
}
