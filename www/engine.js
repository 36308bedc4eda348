// The page's one door to the engine: every other module imports the law and
// the board geometry from here, never from the package directly. The path is
// relative, so it works from the source tree and from Trunk's dist/ alike.

import init from '../pkg/hex-checkers.js';

export {
  createGame, FACES, DIRECTIONS, facingDirections, homeCells, seatFaces,
  hexToPixel, pixelToHex, hexCorners, boardCells, cellName, parseCellName,
} from '../pkg/hex-checkers.js';

/** Resolves once the wasm engine is loaded (started as soon as this module is). */
export const ready = init();
