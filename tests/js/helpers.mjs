// Shared helpers of the JS contract tests: the built package (pkg/, made by
// scripts/build-pkg.sh), hand-made positions as snapshot text, and canonical
// forms for comparing moves and boards. The seeded PRNG and the snapshot text
// come from tests/shared/, which the reference tests and benchmarks use too.
// Not a test file itself (node --test runs *.test.mjs only).

import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { pieceChar, snapshotText } from '../shared/snapshot.mjs';

export { mulberry32, pick } from '../shared/prng.mjs';

export const PKG_URL = new URL('../../pkg/hex-checkers.js', import.meta.url);
if (!existsSync(fileURLToPath(PKG_URL))) {
  throw new Error('pkg/hex-checkers.js is missing: run `bash scripts/build-pkg.sh` first');
}

/** The package module, loaded and initialised. */
export async function loadPkg() {
  const mod = await import(PKG_URL.href);
  await mod.default();
  return mod;
}

/** Faces' edges: the cells of face `f` on a board of radius `R`. */
export function onFace(f, R, q, r) {
  const s = -q - r;
  return [r === R, q === -R, s === R, r === -R, q === R, s === -R][f];
}

export const distance = (q, r) => Math.max(Math.abs(q), Math.abs(r), Math.abs(q + r));

/** Every cell of a radius-R board in reading order (r from -R, q ascending). */
export function cells(R) {
  const out = [];
  for (let r = 0 - R; r <= R; r++) { // 0 - R: no -0 for R = 0
    for (let q = Math.max(0 - R, 0 - R - r); q <= Math.min(R, R - r); q++) out.push({ q, r });
  }
  return out;
}

/**
 * Snapshot text of a hand-made position. `pieces` is a list of
 * `[q, r, seat, king]`; every other cell is empty.
 */
export function text(players, radius, turn, pieces, { chain, result } = {}) {
  const chars = Object.fromEntries(pieces.map(([q, r, seat, king]) => [`${q},${r}`, pieceChar(seat, king)]));
  return snapshotText({ players, radius, turn, chain, result, pieces: chars });
}

/** A game of module `hc` in a hand-made position. */
export function position(hc, players, radius, turn, pieces, opts) {
  const game = hc.createGame({ players, radius });
  game.restore(text(players, radius, turn, pieces, opts));
  return game;
}

/** Men of `seat` on the whole edge row of `face`: frozen if they face away from it. */
export function frozenRow(seat, face, radius) {
  return cells(radius)
    .filter(({ q, r }) => distance(q, r) === radius && onFace(face, radius, q, r))
    .map(({ q, r }) => [q, r, seat, false]);
}

export const key = (h) => `${h.q},${h.r}`;

/** "from>to" strings of a move list, sorted. */
export const moveKeys = (moves) => moves.map((m) => `${key(m.from)}>${key(m.to)}`).sort();

/** The moves as a sorted list of canonical JSON (every field). */
export const moveSet = (moves) => moves.map((m) => JSON.stringify(m)).sort();

/** The legal move of `game` from `from` to `to` (keys or hexes). */
export function mv(game, from, to) {
  const f = typeof from === 'string' ? from : key(from);
  const t = typeof to === 'string' ? to : key(to);
  const m = game.legalMoves().find((x) => key(x.from) === f && key(x.to) === t);
  if (!m) throw new Error(`${f} -> ${t} is not legal in ${game.snapshot()}`);
  return m;
}

/** The board Map as a sorted list of [key, {seat, king}]. */
export const boardList = (board) => [...board.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));

/** The observable state of a game (every field of the contract). */
export function stateOf(game) {
  return {
    board: boardList(game.board),
    seats: game.seats,
    current: game.current,
    chainFrom: game.chainFrom,
    winner: game.winner,
    draw: game.draw,
    moves: moveSet(game.legalMoves()),
    snapshot: game.snapshot(),
  };
}

/** Exactly these own keys, in any order. */
export function keysOf(obj) {
  return Object.keys(obj).sort();
}
