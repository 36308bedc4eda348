// The bot worker's door to the engine: the bot's module alone. A thread that
// only thinks reads each position the page sends once, with the module that
// searches (createBotPosition), and never loads the law's module: per bot
// move the position's text is read once, not by the law and again by the bot.
// Like engine.js, it imports the engine module as '../hex-checkers.js', the
// same path on the site and in the npm package.

import { loadBot } from '../hex-checkers.js';

export { createBotPosition } from '../hex-checkers.js';

/** Resolves once the bot's module is loaded (started as soon as this module is). */
export const botOnly = loadBot();
