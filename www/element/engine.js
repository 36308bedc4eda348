// The element's one door to the engine: every other module imports the law
// and the board geometry from here, never from the package directly.
//
// It imports the engine module as '../hex-checkers.js', the one path outside
// this folder, and that path is the same wherever the folder is copied: in the
// npm package element/ sits beside the engine module itself (pkg/hex-checkers.js),
// and on the site www/element/ sits beside www/hex-checkers.js, a two-line
// re-export of ../pkg/hex-checkers.js. So the folder is copied as it is, with
// no rewriting, and the bot's Web Worker (which has no import maps) imports
// it the same way.

import { initLaw, loadBot } from '../hex-checkers.js';

export {
  createGame, createBotPosition, RULE_LIMITS, BOT_LEVELS, BOT_VERSION, BOT_VERSIONS, botVersionFor, EVAL_TERMS, EVAL_WEIGHTS, homeCells,
  hexToPixel, pixelToHex, hexCorners, boardCells, cellName, parseCellName,
} from '../hex-checkers.js';

/**
 * Resolves once the law's wasm module is loaded (started as soon as this
 * module is): all a board needs to be played. The bot's module is not
 * loaded here: the threads that think (bot-worker.js, the analysis worker,
 * the lab) await botReady(), and the page itself only when its bot worker failed.
 */
export const ready = initLaw();

/** Resolves once the law and the bot's module are loaded; the bot's loading starts on the first call. */
export const botReady = () => Promise.all([ready, loadBot()]);
