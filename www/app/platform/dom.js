// The page's DOM helpers: an element by id, a new element with its class and
// text (text only: never HTML), and a stylesheet loaded on first use. A dialog
// with its header is dialog.js's (only panels loaded on first use build one).

export const $ = (id) => document.getElementById(id);

/** A new `tag` element with an optional class name and text content. */
export function h(tag, className, text) {
  const node = document.createElement(tag);
  if (className) node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
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
