// How lively a table is: when the first capture comes and how long a game
// runs, per table size and board radius, measured in bot games at level 2
// (the first game's bot) with the CLI arena (BENCHMARKS.md, "Tempo").
// Loaded with the new-game dialog.

import { addEnglish, t } from '../../i18n/i18n.js';
import english from '../../i18n/en/tempo.js';

addEnglish(english); // its words come with it, not in the page's start

/** [players][radius]: median turn of the first capture, and median turns of a whole game (null: not measured). */
const TEMPO = {
  2: { 3: [17, null], 4: [20, 129], 5: [35, 229], 6: [77, null], 7: [96, null], 8: [161, null] },
  3: { 3: [12, null], 4: [22, 197], 5: [31, 279], 6: [80, null] },
  4: { 4: [14, null], 5: [30, 311], 6: [40, null] },
  6: { 4: [4, null], 5: [14, 395], 6: [8, null] },
};

/**
 * The radius a table of `players` starts at: the largest whose first capture comes within about two
 * minutes with one person at the table (6 s a person's move, 1 s a bot's: 120n / (n + 5) turns).
 */
export const DEFAULT_RADIUS = { 2: 5, 3: 5, 4: 6, 5: 6, 6: 6 };

/** What to expect of a table, in a sentence for the dialog (5 players: the figures of 4, said so). */
export function tempoText(players, radius) {
  const measured = TEMPO[players] ? players : players - 1;
  const [first, length] = TEMPO[measured]?.[radius] ?? [];
  if (!first) return t('app.tempo.unmeasured');
  const moves = Math.ceil(first / measured);
  const capture = t(measured === players ? 'app.tempo.capture' : 'app.tempo.capture-at', { turn: first, count: moves, players: measured });
  return length ? `${capture} ${t('app.tempo.length', { count: length })}` : capture;
}
