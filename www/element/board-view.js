// Draws a board state as SVG. One path to the screen: callers change the
// state and call requestRedraw(); redraws are coalesced to one per animation
// frame, and cell and piece nodes are keyed by "q,r" and reused, never rebuilt.
// Whatever else shows the same moment (the element's status) is drawn in the
// same frame, by the onRedraw callback.
// All geometry comes from the engine (hexToPixel, hexCorners, pixelToHex);
// the view only rotates the picture so the chosen seat sits at the bottom.

import { boardCells, cellName, hexCorners, hexToPixel, homeCells, pixelToHex, ready } from './engine.js';
import { ARMIES } from './armies.js';
import { t } from '../i18n/i18n.js';
import { pieceText } from './words.js';

let engineLoaded = false;
ready.then(() => { engineLoaded = true; }, () => {});

const NS = 'http://www.w3.org/2000/svg';
const SIZE = 10; // hex size in SVG user units; the SVG scales to its box
const PAD = 3;
let instances = 0;

function el(tag, attrs = {}, parent = null) {
  const node = document.createElementNS(NS, tag);
  for (const [k, v] of Object.entries(attrs)) node.setAttribute(k, v);
  if (parent) parent.append(node);
  return node;
}

/** Sets a node's text only when it changed. */
function setText(node, value) {
  if (node.textContent !== value) node.textContent = value;
}

/** Sets a class list only when it changed (keeps redraws cheap). */
function setClass(node, value) {
  if (node.getAttribute('class') !== value) node.setAttribute('class', value);
}

const CROWN = 'M-4.2 -0.6 L-4.8 -4.6 L-2.2 -2.6 L0 -5.4 L2.2 -2.6 L4.8 -4.6 L4.2 -0.6 Z';

export class BoardView {
  /**
   * @param {SVGSVGElement} svg   an empty <svg> to draw in
   * @param {ReturnType<import('./state.js').createBoardState>} state
   * @param {{interactive?: boolean, onRedraw?: () => void}} options  interactive boards get
   *   focusable cells; onRedraw draws the rest of the picture, after the board, in the same frame
   */
  constructor(svg, state, { interactive = true, onRedraw = () => {} } = {}) {
    this.svg = svg;
    this.state = state;
    this.interactive = interactive;
    this.onRedraw = onRedraw;
    this.id = `hc${++instances}`;
    this.frame = 0;
    this.layoutKey = '';
    /** the board's whole viewBox [x, y, w, h]; the zoom on it or null */
    this.base = null;
    this.zoom = null;
    /** key -> {node, poly, label, x, y, className, aria} */
    this.cells = new Map();
    /** key -> <g> of the piece standing there */
    this.pieces = new Map();
    /** key -> target marker */
    this.marks = new Map();
    svg.setAttribute('class', 'board');
    const defs = el('defs', {}, svg);
    for (const kind of ['', '-hint']) { // a hint's head in the hint's colour
      const marker = el('marker', {
        id: `${this.id}-arrow${kind}`, viewBox: '0 0 10 10', refX: '7', refY: '5',
        markerWidth: '3', markerHeight: '3', orient: 'auto-start-reverse',
      }, defs);
      el('path', { d: 'M0 0 L10 5 L0 10 z', class: `arrow-head${kind ? ' hint' : ''}` }, marker);
    }
    this.layers = {};
    for (const name of ['cells', 'hints', 'pieces', 'arrows', 'overlay']) {
      this.layers[name] = el('g', { class: name }, svg);
    }
    /** the screen's rows of cells, top to bottom, each a list of keys from the left (the grid's rows) */
    this.rows = [];
    if (interactive) { // the ARIA grid pattern: rows of cells, one Tab stop, the keys in its description
      svg.setAttribute('role', 'grid');
      this.keysDesc = el('desc', { id: `${this.id}-keys` }, svg); // how the keys work (docs/playing.md), in words at each redraw
      svg.setAttribute('aria-describedby', this.keysDesc.id);
      this.layers.cells.setAttribute('role', 'rowgroup');
      for (const name of ['hints', 'pieces', 'arrows', 'overlay']) this.layers[name].setAttribute('aria-hidden', 'true');
    }
    this.focusRing = el('polygon', { class: 'focus-ring' }, this.layers.overlay);
  }

  /**
   * Asks for a redraw at the next animation frame (several asks, one redraw).
   * Before the engine has loaded there is nothing to draw (the geometry comes
   * from it): an early ask, say an attribute set before hc-ready, waits for it.
   */
  requestRedraw() {
    if (!engineLoaded) {
      ready.then(() => this.requestRedraw(), () => {});
      return;
    }
    if (this.frame) return;
    this.frame = requestAnimationFrame(() => {
      this.frame = 0;
      this.redraw();
    });
  }

  /** Rotation (degrees) that brings the bottom seat's face to the bottom edge. */
  get angle() {
    const face = this.state.faces[this.state.bottomSeat] ?? 0;
    return -60 * face;
  }

  rotate(p, sign = 1) {
    const a = (sign * this.angle * Math.PI) / 180;
    const c = Math.cos(a);
    const s = Math.sin(a);
    return { x: p.x * c - p.y * s, y: p.x * s + p.y * c };
  }

  /** Builds the cells for the state's radius, seats and rotation (only when those change). */
  layout() {
    const { radius, faces, bottomSeat } = this.state;
    const key = `${radius}/${faces.join('')}/${bottomSeat}`;
    if (key === this.layoutKey) return;
    this.layoutKey = key;
    this.layers.cells.replaceChildren();
    this.layers.hints.replaceChildren();
    this.layers.pieces.replaceChildren();
    this.cells.clear();
    this.pieces.clear();
    this.marks.clear();

    const home = new Map();
    faces.forEach((face, seat) => {
      for (const h of homeCells(face, radius)) home.set(`${h.q},${h.r}`, seat);
    });
    let minX = Infinity; let minY = Infinity; let maxX = -Infinity; let maxY = -Infinity;
    for (const hex of boardCells(radius)) {
      const k = `${hex.q},${hex.r}`;
      const corners = hexCorners(hex, SIZE).map((p) => this.rotate(p));
      for (const p of corners) {
        minX = Math.min(minX, p.x); maxX = Math.max(maxX, p.x);
        minY = Math.min(minY, p.y); maxY = Math.max(maxY, p.y);
      }
      const centre = this.rotate(hexToPixel(hex, SIZE));
      const points = corners.map((p) => `${p.x.toFixed(2)},${p.y.toFixed(2)}`).join(' ');
      const node = el('g', { 'data-key': k });
      if (this.interactive) {
        node.setAttribute('role', 'gridcell');
        node.setAttribute('tabindex', '-1');
      }
      el('polygon', { points, class: 'hex' }, node);
      const isCentre = hex.q === 0 && hex.r === 0;
      if (isCentre) this.drawCentreMark(node, centre);
      const name = cellName(hex, radius);
      const text = el('text', { x: centre.x.toFixed(2), y: (centre.y + SIZE * 0.75).toFixed(2), class: 'cell-name' }, node);
      text.textContent = name;
      const seat = home.get(k);
      const rim = Math.max(Math.abs(hex.q), Math.abs(hex.r), Math.abs(hex.q + hex.r)) === radius; // its name shows with edge-names
      const base = `cell${seat === undefined ? '' : ` home s${seat}`}${isCentre ? ' centre' : ''}${rim ? ' rim' : ''}`;
      this.cells.set(k, { node, points, name, x: centre.x, y: centre.y, base, className: '', aria: '' });
    }
    this.groupRows();
    if (radius !== this.base?.radius) this.zoom = null;
    this.base = [minX - PAD, minY - PAD, maxX - minX + 2 * PAD, maxY - minY + 2 * PAD];
    this.base.radius = radius;
    this.fitBox();
  }

  /**
   * Puts the cells in rows as the screen shows them (a turned board's rows are still rows: turns are by
   * 60 degrees), top to bottom and each from the left: the grid's rows, and Home and End's.
   */
  groupRows() {
    const byRow = new Map();
    for (const [k, cell] of this.cells) {
      const y = Math.round(cell.y / (SIZE * 1.5));
      if (!byRow.has(y)) byRow.set(y, []);
      byRow.get(y).push(k);
    }
    this.rows = [...byRow].sort((a, b) => a[0] - b[0]).map(([, keys]) => keys.sort((a, b) => this.cells.get(a).x - this.cells.get(b).x));
    for (const keys of this.rows) {
      const row = el('g', this.interactive ? { role: 'row' } : {}, this.layers.cells);
      for (const k of keys) row.append(this.cells.get(k).node);
    }
  }

  /** The first or last cell (`end`) of the screen row holding `key`, or of the whole board (`board`). */
  rowEnd(key, end, board = false) {
    const row = board ? (end ? this.rows.at(-1) : this.rows[0]) : this.rows.find((keys) => keys.includes(key));
    if (!row) return null;
    return end ? row.at(-1) : row[0];
  }

  /** The viewBox: the board, or the part a zoom shows ({scale, centre}; centre unrotated, zoom.js). */
  fitBox() {
    if (!this.base) return;
    const [x, y, w, h] = this.base;
    let box = [x, y, w, h];
    if (this.zoom) { // kept on the board
      const c = this.rotate(this.zoom.centre);
      const vw = w / this.zoom.scale;
      const vh = h / this.zoom.scale;
      const clamp = (v, lo, hi) => Math.min(hi, Math.max(lo, v));
      box = [clamp(c.x - vw / 2, x, x + w - vw), clamp(c.y - vh / 2, y, y + h - vh), vw, vh];
      this.zoom.centre = this.rotate({ x: box[0] + vw / 2, y: box[1] + vh / 2 }, -1);
    }
    this.svg.setAttribute('viewBox', box.map((v) => v.toFixed(2)).join(' '));
    this.svg.style.aspectRatio = `${w.toFixed(2)} / ${h.toFixed(2)}`; // zoomed, the box keeps its size
    this.svg.classList.toggle('zoomed', !!this.zoom);
  }

  drawCentreMark(parent, c) {
    const r = SIZE * 0.45; // small enough that the cell name under it stays clear
    const star = [];
    for (let i = 0; i < 12; i++) {
      const a = (Math.PI / 6) * i - Math.PI / 2;
      const rr = i % 2 ? r * 0.45 : r;
      star.push(`${(c.x + rr * Math.cos(a)).toFixed(2)},${(c.y + rr * Math.sin(a)).toFixed(2)}`);
    }
    el('polygon', { points: star.join(' '), class: 'centre-mark' }, parent);
  }

  /** Moves a piece node from one key to another so the next redraw slides it. */
  slide(fromKey, toKey) {
    const node = this.pieces.get(fromKey);
    if (!node) return;
    this.pieces.delete(fromKey);
    this.pieces.get(toKey)?.remove();
    this.pieces.set(toKey, node);
  }

  /** Applies the state to the nodes. Normally called through requestRedraw(). */
  redraw() {
    performance.mark('hc-redraw-start');
    this.layout();
    const s = this.state;
    this.svg.classList.toggle('show-names', s.showNames);
    this.svg.classList.toggle('keyboard', s.keyboard);
    if (this.keysDesc) setText(this.keysDesc, t('element.grid.keys'));
    this.drawCells();
    this.drawPieces();
    this.drawTargets();
    this.drawArrows();
    this.drawFocus();
    this.onRedraw();
    performance.measure('hc-redraw', 'hc-redraw-start');
  }

  drawCells() {
    const s = this.state;
    const last = s.lastHop;
    for (const [k, cell] of this.cells) {
      let cls = cell.base;
      if (last && (k === last.from || k === last.to)) cls += ' last';
      if (last?.fresh && k === last.capture) cls += ' captured';
      if (s.targets.has(k)) cls += ' target';
      if (k === s.selected) cls += ' selected';
      if (s.hint && (k === s.hint.from || k === s.hint.to)) cls += ' hinted';
      if (s.queued && (k === s.queued.from || k === s.queued.to)) cls += ' queued';
      setClass(cell.node, cls);
      if (this.interactive) {
        const aria = this.describe(k, cell);
        if (aria !== cell.aria) {
          cell.node.setAttribute('aria-label', aria);
          cell.aria = aria;
        }
        const tab = k === (s.focus ?? s.selected ?? this.firstKey()) ? '0' : '-1';
        if (cell.node.getAttribute('tabindex') !== tab) cell.node.setAttribute('tabindex', tab);
      }
    }
  }

  firstKey() {
    return this.state.movable.values().next().value ?? '0,0';
  }

  /** Accessible name of a cell: "f6, Red man, can move". */
  describe(k, cell) {
    const s = this.state;
    const piece = s.board.get(k);
    const parts = [cell.name];
    parts.push(piece ? pieceText(ARMIES[piece.seat].name, piece.king) : t('element.cell.empty'));
    if (k === '0,0') parts.push(t('element.cell.centre'));
    if (k === s.selected) parts.push(t('element.cell.selected'));
    else if (s.movable.has(k)) parts.push(t(s.premoves ? 'element.cell.can-queue' : 'element.cell.can-move'));
    const move = s.targets.get(k);
    if (move) parts.push(t(move.capture ? 'element.cell.jump-here' : 'element.cell.move-here'));
    if (s.victims.has(k)) parts.push(t('element.cell.victim'));
    return parts.join(t('element.cell.separator'));
  }

  drawPieces() {
    const s = this.state;
    for (const [k, node] of this.pieces) {
      if (!s.board.has(k)) {
        this.pieces.delete(k);
        node.classList.add('leaving');
        setTimeout(() => node.remove(), 200);
      }
    }
    for (const [k, piece] of s.board) {
      let node = this.pieces.get(k);
      if (!node) {
        node = this.makePiece();
        this.pieces.set(k, node);
      }
      const cell = this.cells.get(k);
      const drag = s.drag && s.drag.key === k ? s.drag : null;
      let cls = `piece s${piece.seat}${piece.king ? ' king' : ''}`;
      if (k === s.selected) cls += ' selected';
      else if (s.movable.has(k) && !s.premoves) cls += ' movable'; // not ringed while a bot is to move (premove.js)
      if (s.victims.has(k)) cls += ' victim';
      if (drag) cls += ' dragging';
      if (s.lastHop?.fresh && s.lastHop.promoted && k === s.lastHop.to) cls += ' crowned';
      setClass(node, cls);
      const letter = ARMIES[piece.seat].letter;
      setText(node.lastChild, letter);
      const x = drag ? drag.x : cell.x;
      const y = drag ? drag.y : cell.y;
      const transform = `translate(${x.toFixed(2)}px, ${y.toFixed(2)}px)`;
      if (node.style.transform !== transform) node.style.transform = transform;
    }
  }

  makePiece() {
    const g = el('g', { 'aria-hidden': 'true' }, this.layers.pieces);
    el('circle', { r: (SIZE * 0.74).toFixed(2), class: 'body' }, g);
    el('circle', { r: (SIZE * 0.56).toFixed(2), class: 'rim' }, g);
    el('path', { d: CROWN, class: 'crown' }, g);
    el('text', { class: 'letter' }, g);
    return g;
  }

  drawTargets() {
    const s = this.state;
    for (const [k, mark] of this.marks) {
      if (!s.targets.has(k)) { mark.remove(); this.marks.delete(k); }
    }
    for (const [k, move] of s.targets) {
      let mark = this.marks.get(k);
      if (!mark) {
        const c = this.cells.get(k);
        mark = el('circle', { cx: c.x.toFixed(2), cy: c.y.toFixed(2), r: (SIZE * 0.28).toFixed(2) }, this.layers.hints);
        this.marks.set(k, mark);
      }
      setClass(mark, move.capture ? 'target-mark jump' : 'target-mark');
    }
  }

  drawArrows() {
    const layer = this.layers.arrows;
    const want = this.state.arrows.map((a) => `${a.from}>${a.to}:${a.kind ?? ''}`).join(' ');
    if (layer.dataset.arrows === want) return;
    layer.dataset.arrows = want;
    layer.replaceChildren();
    for (const a of this.state.arrows) {
      const p = this.cells.get(a.from);
      const q = this.cells.get(a.to);
      const dx = q.x - p.x; const dy = q.y - p.y;
      const len = Math.hypot(dx, dy);
      const hint = (a.kind ?? '').startsWith('hint'); // a hint's arrow runs over its piece, long enough to read
      const start = SIZE * (hint ? 0.15 : 0.78); // from the piece's edge (a hint: near its centre)...
      const end = SIZE * 0.3; // ...to just short of the target's centre
      const line = {
        x1: (p.x + (dx / len) * start).toFixed(2), y1: (p.y + (dy / len) * start).toFixed(2),
        x2: (q.x - (dx / len) * end).toFixed(2), y2: (q.y - (dy / len) * end).toFixed(2),
      };
      el('line', { ...line, class: 'arrow-halo' }, layer);
      el('line', { ...line, class: `arrow ${a.kind ?? ''}`, 'marker-end': `url(#${this.id}-arrow${hint ? '-hint' : ''})` }, layer);
      if (!hint) continue;
      // A hint names its two cells on the board, beyond each end of the arrow, cell names shown or not.
      for (const [c, away] of [[p, -1], [q, 1]]) {
        const name = el('text', { x: (c.x + away * (dx / len) * SIZE * 0.62).toFixed(2), y: (c.y + away * (dy / len) * SIZE * 0.62).toFixed(2), class: 'hint-name' }, layer);
        name.textContent = c.name;
      }
    }
  }

  drawFocus() {
    const cell = this.state.focus && this.cells.get(this.state.focus);
    if (!cell) {
      this.focusRing.setAttribute('points', '');
      return;
    }
    if (this.focusRing.getAttribute('points') !== cell.points) this.focusRing.setAttribute('points', cell.points);
  }

  /** The focusable node of a cell (for keyboard focus). */
  cellNode(k) {
    return this.cells.get(k)?.node ?? null;
  }

  /** Board coordinates (rotated picture) of a pointer position. */
  boardPoint(clientX, clientY) {
    const ctm = this.svg.getScreenCTM();
    if (!ctm) return null;
    const p = new DOMPoint(clientX, clientY).matrixTransform(ctm.inverse());
    return { x: p.x, y: p.y };
  }

  /** Key of the cell under a pointer position, or null off the board. */
  keyAt(clientX, clientY) {
    const p = this.boardPoint(clientX, clientY);
    if (!p) return null;
    const hex = pixelToHex(this.rotate(p, -1), SIZE);
    const k = `${hex.q},${hex.r}`;
    return this.cells.has(k) ? k : null;
  }

  /**
   * The cell next to `from` in a screen direction (dx, dy are -1, 0 or 1), for
   * arrow-key navigation; `column` is the x to stay near when going up or down.
   */
  neighbour(from, dx, dy, column) {
    const a = this.cells.get(from);
    if (!a) return null;
    let best = null; let bestScore = Infinity;
    for (const [k, b] of this.cells) {
      const vx = b.x - a.x; const vy = b.y - a.y;
      const dist = Math.hypot(vx, vy);
      if (dist < 1e-6 || dist > SIZE * 2.2) continue; // adjacent cells only
      if ((vx * dx + vy * dy) / Math.hypot(dx, dy) / dist < 0.8) continue; // within ~37 degrees of the arrow
      const score = Math.round(dist) * 1000 + Math.abs(b.x - (column ?? a.x));
      if (score < bestScore) { bestScore = score; best = k; }
    }
    return best;
  }

  /** Centre x of a cell on screen (the column kept while moving up and down). */
  columnOf(k) {
    return this.cells.get(k)?.x ?? 0;
  }
}
