// The shadow root of one <hex-checkers> element: its stylesheet, the frame
// (the status over the board, part "frame"), the board's <svg> in its wrapper,
// and the polite live region every hop and answer is announced in.

import { label } from '../i18n/i18n.js';

const STYLE_URL = new URL('./element.css', import.meta.url).href;

function h(tag, className, parent) {
  const node = document.createElement(tag);
  if (className) node.className = className;
  if (parent) parent.append(node);
  return node;
}

/** Builds `host`'s shadow root; the board's wrapper (svg.parentNode) is not yet placed in the frame. */
export function buildFrame(host) {
  const root = host.attachShadow({ mode: 'open' });
  const link = h('link', null, root);
  link.rel = 'stylesheet';
  link.href = STYLE_URL;
  const frame = h('div', 'frame', root);
  frame.setAttribute('part', 'frame');
  const wrap = h('div', 'board-wrap');
  const svg = document.createElementNS('http://www.w3.org/2000/svg', 'svg');
  svg.setAttribute('role', 'group');
  label(svg, 'element.board', 'aria-roledescription');
  svg.setAttribute('tabindex', '-1'); // one Tab stop: the cells' roving tabindex, never the <svg> itself
  wrap.append(svg);
  return { frame, svg };
}

/** Adds the live region to `frame`; returns announce(text), which says `text` there. */
export function liveRegion(frame) {
  const live = h('div', 'sr-only', frame);
  live.setAttribute('role', 'status');
  live.setAttribute('aria-live', 'polite');
  // A fresh text node each time, so screen readers speak repeats too.
  return { live, announce: (text) => live.replaceChildren(document.createTextNode(text)) };
}
