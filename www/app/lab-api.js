// What the page's code offers the AI lab (www/lab/), and all the lab may
// import from www/app/: the lab is a page of its own built on the element, and
// reaches the app only through this door, so the app's folders can move
// without the lab noticing (docs/architecture.md). Nothing in www/app/ imports
// this file; the game page never loads it.

export { $, h } from './platform/dom.js';
export { loadSaved } from './platform/storage.js';
export { Evaluator } from './analysis/eval-view.js';
export { followLanguage } from './chrome/language.js';
export { pieceChar, position } from './games/position.js';
export { shareUrl } from './games/share.js';
export { BOT_NO_PROGRESS } from './panels/endings-ui.js';
