// Pinch to zoom and drag to pan the board on a touch screen, so that every cell
// of a big board is large enough for a finger. Touch only: a mouse, a pen and
// the keyboard are untouched. Zooming narrows the board's viewBox (the view
// keeps its geometry, and pointer positions map to cells through the SVG's own
// transform), so the board stays sharp and the box on the page never moves.
//
// Two fingers pinch and pan together; one finger pans when it does not land on
// a piece the person may pick up (input.js takes those first). The scale
// follows the fingers about the point between them, damped so that fingers
// that start close together do not leap to the limit: it grows as the spread
// plus SOFT pixels, so a short pinch zooms a little and a long one more. The
// whole board is never more than a gesture away: a "Reset zoom" button over
// the board while it is zoomed, and a double tap on an empty cell, which zooms
// in to DOUBLE_TAP_SCALE about it, or back out to the whole board. While
// zoomed, a second button brings the pieces that may move into the middle,
// and the view follows the side to move by itself: when the pieces that may
// move change (your turn comes, or the next army's at a hot seat) and none of
// them is in the picture, it glides to them (at once where the person asks for
// reduced motion), never while a finger is on the glass (then once it lifts).

import { label } from '../i18n/i18n.js';

const MAX_SCALE = 4;
const SOFT = 60; // CSS pixels added to the fingers' spread before it is compared
const DOUBLE_TAP_SCALE = 2.5;
const DOUBLE_TAP_MS = 350;
const TAP_SLOP = 12; // CSS pixels a tap may wander (and a double tap's two taps lie apart)
const STYLE_URL = new URL('./zoom.css', import.meta.url).href;
const GLIDE_MS = 300; // the view's glide to the pieces that may move
const reduced = window.matchMedia('(prefers-reduced-motion: reduce)');

/**
 * @param {import('./board-view.js').BoardView} view
 * @param {HTMLElement} wrap  the board's wrapper (the reset button is placed in it)
 * @param {HTMLElement} [host]  the element, whose hc-change the view's following listens to
 */
export function attachZoom(view, wrap, host) {
  const { svg } = view;
  const touches = new Map(); // pointerId -> {x, y} on screen
  let gesture = null; // {board: point under the fingers at the start, scale, spread} or {pan: true}

  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'zoom-reset';
  label(button, 'element.zoom.reset');
  button.setAttribute('part', 'zoom-reset');
  button.hidden = true;
  button.addEventListener('click', () => setZoom(null));
  // Zoomed in, the pieces that may move can be off the picture (six seats at radius 8): one tap brings them back.
  const toPieces = document.createElement('button');
  toPieces.type = 'button';
  toPieces.className = 'zoom-pieces';
  label(toPieces, 'element.zoom.pieces');
  toPieces.setAttribute('part', 'zoom-pieces');
  toPieces.hidden = true;
  toPieces.addEventListener('click', () => showPieces());
  const style = document.createElement('link'); // the buttons' styles, loaded with this module (both hidden until a zoom)
  style.rel = 'stylesheet';
  style.href = STYLE_URL;
  wrap.append(style, button, toPieces);

  function setZoom(zoom) {
    view.zoom = zoom && zoom.scale > 1.01 ? zoom : null;
    view.fitBox();
    button.hidden = !view.zoom;
    toPieces.hidden = !view.zoom;
  }

  /** Centres the zoomed picture on the pieces that may move now (else the bottom seat's, the player's side). */
  function showPieces() {
    if (!view.zoom) return;
    const { movable, board, bottomSeat } = view.state;
    let keys = [...movable];
    if (!keys.length) keys = [...board].filter(([, piece]) => piece.seat === bottomSeat).map(([k]) => k);
    const points = keys.map((k) => view.cells.get(k)).filter(Boolean);
    if (!points.length) return;
    const mean = { x: points.reduce((a, p) => a + p.x, 0) / points.length, y: points.reduce((a, p) => a + p.y, 0) / points.length };
    glide(view.rotate(mean, -1));
  }

  /** Moves the zoomed picture's centre to `to` (unrotated): over GLIDE_MS, or at once for reduced motion; a finger stops it. */
  function glide(to) {
    const from = view.zoom.centre;
    const t0 = performance.now();
    const step = (now) => {
      if (!view.zoom || touches.size) return;
      const k = reduced.matches ? 1 : Math.min(1, (now - t0) / GLIDE_MS);
      const e = k * (2 - k);
      setZoom({ scale: view.zoom.scale, centre: { x: from.x + (to.x - from.x) * e, y: from.y + (to.y - from.y) * e } });
      if (k < 1) requestAnimationFrame(step);
    };
    step(t0);
  }

  // Following the side to move: checked a frame after each change of position (the pieces that may move known then).
  let followed = '';
  let waiting = false; // a finger was on the glass when it was due
  let follows = 0;
  function follow() {
    const keys = [...view.state.movable].sort().join(' ');
    if (keys === followed && !waiting) return;
    followed = keys;
    waiting = false;
    if (!view.zoom || !keys) return;
    if (touches.size) { waiting = true; return; }
    const b = svg.viewBox.baseVal;
    const seen = [...view.state.movable].some((k) => {
      const p = view.cells.get(k);
      return p && p.x >= b.x && p.x <= b.x + b.width && p.y >= b.y && p.y <= b.y + b.height;
    });
    if (seen) return;
    showPieces();
    wrap.dataset.followed = String((follows += 1));
  }
  host?.addEventListener('hc-change', () => requestAnimationFrame(follow));

  const middle = () => {
    const [a, b] = [...touches.values()];
    return b ? { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2, spread: Math.hypot(a.x - b.x, a.y - b.y) } : { ...a, spread: 0 };
  };

  /** Zooms to `scale` keeping the board point `board` under the screen point `at`. */
  function zoomAround(board, at, scale) {
    const s = Math.min(MAX_SCALE, Math.max(1, scale));
    const [x, y, w, h] = view.base;
    const centre = view.zoom ? view.rotate(view.zoom.centre) : { x: x + w / 2, y: y + h / 2 };
    setZoom({ scale: s, centre: view.rotate(centre, -1) });
    const now = view.zoom && view.boardPoint(at.x, at.y); // where the fingers are on the new picture...
    if (!now) return;
    const moved = view.rotate(view.zoom.centre); // ...shifted so that `board` is there again
    setZoom({ scale: s, centre: view.rotate({ x: moved.x + board.x - now.x, y: moved.y + board.y - now.y }, -1) });
  }

  function begin() {
    const m = middle();
    const board = view.boardPoint(m.x, m.y);
    if (!board) return;
    gesture = { board, scale: view.zoom?.scale ?? 1, spread: m.spread };
  }

  // A tap on an empty cell (not a piece input.js took) that follows another one: zoom in there, or out.
  let tap = null; // {x, y, at, id, free}: the last finger down, while it may still be a tap
  let lastTap = null; // {x, y, at} of the last tap
  function tapped(e) {
    const t = tap;
    tap = null;
    if (!t || t.id !== e.pointerId || !t.free || Math.hypot(e.clientX - t.x, e.clientY - t.y) > TAP_SLOP) return;
    const now = { x: e.clientX, y: e.clientY, at: e.timeStamp };
    const double = lastTap && now.at - lastTap.at < DOUBLE_TAP_MS && Math.hypot(now.x - lastTap.x, now.y - lastTap.y) < 3 * TAP_SLOP;
    lastTap = double ? null : now;
    if (!double) return;
    if (view.zoom) { setZoom(null); return; }
    const board = view.boardPoint(now.x, now.y);
    if (board) zoomAround(board, now, DOUBLE_TAP_SCALE);
  }

  svg.addEventListener('pointerdown', (e) => {
    if (e.pointerType !== 'touch') return;
    const free = !e.defaultPrevented && !view.state.targets.has(view.keyAt(e.clientX, e.clientY)); // not a piece, nor a target
    tap = touches.size === 0 ? { x: e.clientX, y: e.clientY, at: e.timeStamp, id: e.pointerId, free } : null;
    touches.set(e.pointerId, { x: e.clientX, y: e.clientY });
    // One finger pans a zoomed board unless input.js took the press (a piece picked up).
    if (touches.size === 2 || (touches.size === 1 && view.zoom && !e.defaultPrevented)) {
      svg.setPointerCapture(e.pointerId);
      begin();
    }
  });
  svg.addEventListener('pointermove', (e) => {
    if (!touches.has(e.pointerId)) return;
    touches.set(e.pointerId, { x: e.clientX, y: e.clientY });
    if (!gesture) return;
    const m = middle();
    const scale = touches.size > 1 ? gesture.scale * ((m.spread + SOFT) / (gesture.spread + SOFT)) : view.zoom?.scale ?? 1;
    zoomAround(gesture.board, m, scale);
  });
  const end = (e) => {
    if (!touches.delete(e.pointerId)) return;
    if (e.type === 'pointerup') tapped(e);
    gesture = null;
    if (touches.size) begin(); // the finger left on the glass pans on from here
    else if (waiting) follow();
  };
  svg.addEventListener('pointerup', end);
  svg.addEventListener('pointercancel', end);

  return { reset: () => setZoom(null) };
}
