// The page's one door to the engine. Every other module imports the law and
// the board geometry from here, never from the package directly.
//
// TEMPORARY: the wasm package (pkg/hex-checkers.js) has not landed yet, so this
// points at the plain-JS reference engine and shims the geometry extras it
// lacks. Delete everything below the marker once pkg exists.

export {
  createGame, FACES, DIRECTIONS, facingDirections, homeCells, seatFaces,
} from '../tests/reference/hex-checkers-reference.js';

/** Resolves once the engine can be used (the wasm package needs `init()`). */
export const ready = Promise.resolve();

// ---- temporary geometry shims (remove when pkg lands) -------------------
const SQRT3 = Math.sqrt(3);
export function hexToPixel(hex, size) {
  return { x: size * SQRT3 * (hex.q + hex.r / 2), y: size * 1.5 * hex.r };
}
export function pixelToHex(p, size) {
  const fq = (SQRT3 / 3 * p.x - p.y / 3) / size;
  const fr = (2 / 3 * p.y) / size;
  const fs = -fq - fr;
  let q = Math.round(fq); let r = Math.round(fr); const s = Math.round(fs);
  const dq = Math.abs(q - fq); const dr = Math.abs(r - fr); const ds = Math.abs(s - fs);
  if (dq > dr && dq > ds) q = -r - s; else if (dr > ds) r = -q - s;
  return { q: q + 0, r: r + 0 };
}
export function hexCorners(hex, size) {
  const c = hexToPixel(hex, size);
  return [0, 1, 2, 3, 4, 5].map((i) => {
    const a = Math.PI / 180 * (60 * i - 30);
    return { x: c.x + size * Math.cos(a), y: c.y + size * Math.sin(a) };
  });
}
export function boardCells(R) {
  const out = [];
  for (let r = -R; r <= R; r++) {
    for (let q = Math.max(-R, -R - r); q <= Math.min(R, R - r); q++) out.push({ q, r });
  }
  return out;
}
export function cellName(hex, R) {
  return String.fromCharCode(97 + hex.r + R) + (hex.q - Math.max(-R, -R - hex.r) + 1);
}
export function parseCellName(name, R) {
  const m = /^([a-q])(\d{1,2})$/.exec(String(name));
  if (!m) throw new Error(`bad cell name ${JSON.stringify(name)}`);
  const r = m[1].charCodeAt(0) - 97 - R;
  const q = Math.max(-R, -R - r) + Number(m[2]) - 1;
  if (Math.abs(r) > R || q > Math.min(R, R - r) || Number(m[2]) < 1) throw new Error(`cell ${name} is off the board`);
  return { q, r };
}
