// The page's DOM helpers: an element by id, a new element with its class and
// text (text only: never HTML), a dialog with its header, and a stylesheet
// loaded on first use.

import { label } from '../../i18n/i18n.js';

export const $ = (id) => document.getElementById(id);

/** A new `tag` element with an optional class name and text content. */
export function h(tag, className, text) {
  const node = document.createElement(tag);
  if (className) node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

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

const styles = new Map();
/**
 * Adds this site's stylesheet at `url` (a URL or its href, e.g. `new URL('./x.css', import.meta.url)`)
 * to the page once; resolves when it has loaded, or failed to (a panel then shows unstyled, and
 * still works).
 */
export function loadStyle(url) {
  const href = String(url);
  if (!styles.has(href)) {
    styles.set(href, new Promise((resolve) => {
      const link = document.createElement('link');
      link.rel = 'stylesheet';
      link.href = href;
      link.addEventListener('load', resolve, { once: true });
      link.addEventListener('error', resolve, { once: true });
      document.head.append(link);
    }));
  }
  return styles.get(href);
}
