// The page's two DOM helpers: an element by id, and a new element with its
// class and text (text only: never HTML).

export const $ = (id) => document.getElementById(id);

/** A new `tag` element with an optional class name and text content. */
export function h(tag, className, text) {
  const node = document.createElement(tag);
  if (className) node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}
