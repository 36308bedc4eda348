// Reads a line typed in the non-visual mode's command line (docs/nonvisual.md):
// a move ("j4 i4", "j4-i4", "j6xh6xf6", a lone cell) or a command word with
// its argument ("p red", "c j4"). The command words are in the catalogue, so
// a language may add its own; the English words always work too.

import { t } from '../../i18n/i18n.js';
import english from '../../i18n/en/nonvisual.js';

/** The verbs, each with the catalogue key of its words (space-separated; the first is the one help shows). */
export const VERBS = Object.freeze([
  'help', 'board', 'row', 'moves', 'can', 'around', 'pieces', 'last', 'turn', 'time', 'status',
  'hint', 'undo', 'redo', 'resign', 'yes', 'draw', 'accept', 'decline', 'cancel',
]);

const CELL = /^[a-z]\d{1,2}$/; // a cell name, or what looks like one (a wrong one is refused by name)

/** The words of a verb in the current language, then in English. */
export function verbWords(verb) {
  const key = `nonvisual.cmd.${verb}`;
  return [...new Set(`${t(key)} ${english[key]}`.toLowerCase().split(/\s+/).filter(Boolean))];
}

/**
 * What a line asks: {verb: 'move', cells: ["j4", "i4"]}, {verb, arg} for a command word,
 * {verb: 'empty'}, or {verb: 'unknown', word}.
 */
export function parseCommand(line) {
  const text = String(line).trim().toLowerCase().slice(0, 200);
  if (!text) return { verb: 'empty' };
  const cells = text.split(/[\s,\-x]+/).filter(Boolean);
  if (cells.length > 0 && cells.every((c) => CELL.test(c))) return { verb: 'move', cells };
  const [word, ...rest] = text.split(/\s+/);
  const verb = VERBS.find((v) => verbWords(v).includes(word));
  return verb ? { verb, arg: rest.join(' ') } : { verb: 'unknown', word };
}
