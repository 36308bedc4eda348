// Drawing on the analysis board, as chessground draws on a lichess board: an
// arrow by a right-drag from one cell to another, a circle by a right-click on
// one cell (or, on a touch screen, a long press and a drag); the colour by the
// keys held: green, red with Shift or Ctrl, blue with Alt or Meta, yellow with
// both. Drawing the same shape again takes it away; a left click (or a tap) on
// the board clears the position's drawing. A long press on a piece that may move
// takes it from the board's own drag, so the arrow drawn from it plays nothing. Shapes are kept per position (a key the caller
// gives: the analysis board's node), in a layer of the board's own SVG that
// lets every pointer event through to the board. Needs nothing of the element
// but its open shadow root and its cells (`g[data-key]` with a `polygon.hex`).

const NS = 'http://www.w3.org/2000/svg';
/** The brushes, chessground's colours. */
export const BRUSHES = Object.freeze({
  green: '#15781b', red: '#882020', blue: '#003088', yellow: '#e68f00',
});
const LONG_PRESS_MS = 500;
const SLOP = 10; // CSS pixels a long press may tremble

/** The brush the keys held choose. */
export function brushOf({ shiftKey, ctrlKey, altKey, metaKey }) {
  const mod1 = shiftKey || ctrlKey;
  const mod2 = altKey || metaKey;
  if (mod1 && mod2) return 'yellow';
  if (mod1) return 'red';
  if (mod2) return 'blue';
  return 'green';
}

/** Adds `shape` ({from, to, brush}; from === to: a circle) to a list, or takes away the same shape already there. */
export function toggleShape(shapes, shape) {
  const same = shapes.findIndex((s) => s.from === shape.from && s.to === shape.to);
  if (same < 0) return [...shapes, shape];
  if (shapes[same].brush === shape.brush) return shapes.filter((_, i) => i !== same);
  return shapes.map((s, i) => (i === same ? shape : s)); // another colour replaces it
}

function svgEl(tag, attrs, parent) {
  const node = document.createElementNS(NS, tag);
  for (const [k, v] of Object.entries(attrs)) node.setAttribute(k, String(v));
  parent?.append(node);
  return node;
}

export class Drawing {
  /**
   * @param {HTMLElement} element the <hex-checkers> drawn on; `onChange(count)` after each change of the shapes shown,
   * `onPress(on)` when a long press starts a shape (true) and when it ends (false)
   */
  constructor(element, onChange = () => {}, onPress = () => {}) {
    this.element = element;
    this.onChange = onChange;
    this.onPress = onPress;
    /** position key -> shapes */
    this.shapes = new Map();
    this.key = null;
    this.start = null; // {from, brush} while a shape is being drawn
    this.press = 0; // the long press's timer
    this.wired = null;
  }

  get svg() { return this.element.shadowRoot?.querySelector('svg'); }

  /** Shows the shapes of position `key` (and wires the board on first use). */
  show(key) {
    this.key = key;
    this.wire();
    this.render();
  }

  /** The shapes on the position shown. */
  get current() { return this.shapes.get(this.key) ?? []; }

  clear() {
    if (!this.current.length) return;
    this.shapes.delete(this.key);
    this.render();
  }

  wire() {
    const svg = this.svg;
    if (!svg || this.wired === svg) return;
    this.wired = svg;
    svg.addEventListener('contextmenu', (e) => e.preventDefault());
    svg.addEventListener('pointerdown', (e) => {
      if (e.button === 2) {
        this.begin(e);
      } else if (e.button === 0 && e.pointerType === 'touch') {
        const at = { x: e.clientX, y: e.clientY };
        this.pressAt = at;
        clearTimeout(this.press);
        this.press = setTimeout(() => {
          this.press = 0;
          // The board's own drag (a piece picked up, a pan) lets this finger go: what it draws plays nothing.
          svg.dispatchEvent(new PointerEvent('pointercancel', { pointerId: e.pointerId, pointerType: 'touch', isPrimary: true }));
          this.begin({ clientX: at.x, clientY: at.y }); // green
          if (this.start) this.onPress(true);
        }, LONG_PRESS_MS);
      } else if (e.button === 0) {
        this.clear();
      }
    });
    svg.addEventListener('pointermove', (e) => {
      if (this.press && e.pointerType === 'touch' && !this.start && Math.hypot(e.clientX - this.pressAt.x, e.clientY - this.pressAt.y) > SLOP) {
        // A finger that moves before the long press (more than a finger's tremble) is a drag of the board's own.
        clearTimeout(this.press);
        this.press = 0;
      }
    });
    svg.addEventListener('pointerup', (e) => {
      if (this.press) this.clear(); // a tap, as a left click
      clearTimeout(this.press);
      this.press = 0;
      if (this.start) this.end(e);
    });
    svg.addEventListener('pointercancel', (e) => {
      if (!e.isTrusted) return; // the one sent above
      clearTimeout(this.press);
      this.press = 0;
      if (this.start) this.onPress(false);
      this.start = null;
    });
  }

  /** The cell under a pointer: its key, or null. */
  cellAt(x, y) {
    return this.element.shadowRoot.elementFromPoint(x, y)?.closest?.('g[data-key]')?.dataset.key ?? null;
  }

  begin(e) {
    const from = this.cellAt(e.clientX, e.clientY);
    this.start = from ? { from, brush: brushOf(e) } : null;
  }

  end(e) {
    const { from, brush } = this.start;
    this.start = null;
    this.onPress(false);
    const to = this.cellAt(e.clientX, e.clientY) ?? from;
    this.shapes.set(this.key, toggleShape(this.current, { from, to, brush }));
    this.render();
  }

  /** The centre of a cell in the SVG's units (the mean of its corners). */
  centre(key) {
    const poly = this.svg.querySelector(`g[data-key="${key}"] polygon.hex`);
    if (!poly) return null;
    const pts = poly.getAttribute('points').trim().split(/\s+/).map((p) => p.split(',').map(Number));
    return { x: pts.reduce((a, p) => a + p[0], 0) / pts.length, y: pts.reduce((a, p) => a + p[1], 0) / pts.length, size: Math.hypot(pts[0][0] - pts[3][0], pts[0][1] - pts[3][1]) / 2 };
  }

  render() {
    const svg = this.svg;
    if (!svg) return;
    let layer = svg.querySelector(':scope > g.hc-drawing');
    if (!layer) {
      layer = svgEl('g', { class: 'hc-drawing', 'aria-hidden': 'true', 'pointer-events': 'none' }, svg);
      const defs = svgEl('defs', {}, layer);
      for (const [name, colour] of Object.entries(BRUSHES)) {
        const marker = svgEl('marker', {
          id: `hc-draw-${name}`, orient: 'auto', markerWidth: 4, markerHeight: 4, refX: 2.05, refY: 2,
        }, defs);
        svgEl('path', { d: 'M0,0 V4 L3,2 Z', fill: colour }, marker);
      }
    } else {
      svg.append(layer); // stays on top of the board's layers
    }
    for (const old of layer.querySelectorAll('line, circle')) old.remove();
    for (const shape of this.current) {
      const a = this.centre(shape.from);
      const b = this.centre(shape.to);
      if (!a || !b) continue;
      const colour = BRUSHES[shape.brush];
      const common = { stroke: colour, 'stroke-opacity': 0.8, 'data-brush': shape.brush, 'stroke-linecap': 'round' };
      if (shape.from === shape.to) {
        svgEl('circle', { ...common, cx: a.x, cy: a.y, r: a.size * 0.8, fill: 'none', 'stroke-width': a.size * 0.12 }, layer);
      } else {
        const dx = b.x - a.x;
        const dy = b.y - a.y;
        const len = Math.hypot(dx, dy);
        const back = Math.min(len / 2, a.size * 0.5); // the head ends before the target's centre
        svgEl('line', {
          ...common, x1: a.x, y1: a.y, x2: b.x - (dx / len) * back, y2: b.y - (dy / len) * back,
          'stroke-width': a.size * 0.22, 'marker-end': `url(#hc-draw-${shape.brush})`,
        }, layer);
      }
    }
    this.onChange(this.current.length);
  }
}
