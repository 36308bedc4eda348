// The link as a QR code drawn on the page: the vendored encoder (vendor/uqr.mjs)
// gives the modules, drawn as one SVG path (no image service, no HTML).

import { encode } from './vendor/uqr.mjs';

/** The largest text a QR code holds here (version 40, low error correction, bytes). */
export const QR_MAX = 2953;

/** The QR code of a text as rows of booleans (true: dark), with a quiet zone of `border` modules. */
export function qrMatrix(text, border = 4) {
  return encode(text, { ecc: 'L', border }).data;
}

/** The path data of the dark modules: one unit square per module, row by row. */
export function qrPath(matrix) {
  let d = '';
  matrix.forEach((row, y) => row.forEach((dark, x) => { if (dark) d += `M${x} ${y}h1v1h-1z`; }));
  return d;
}

/** An <svg> of the QR code of `text` (a `title` for assistive technology), or null when the text is too long. */
export function qrSvg(text, title) {
  if (new TextEncoder().encode(text).length > QR_MAX) return null;
  const matrix = qrMatrix(text);
  const ns = 'http://www.w3.org/2000/svg';
  const svg = document.createElementNS(ns, 'svg');
  svg.setAttribute('viewBox', `0 0 ${matrix.length} ${matrix.length}`);
  svg.setAttribute('role', 'img');
  svg.setAttribute('class', 'qr');
  svg.setAttribute('shape-rendering', 'crispEdges');
  const label = document.createElementNS(ns, 'title');
  label.textContent = title;
  const back = document.createElementNS(ns, 'rect');
  back.setAttribute('width', '100%');
  back.setAttribute('height', '100%');
  back.setAttribute('class', 'qr-back');
  const path = document.createElementNS(ns, 'path');
  path.setAttribute('d', qrPath(matrix));
  path.setAttribute('class', 'qr-dark');
  svg.append(label, back, path);
  return svg;
}
