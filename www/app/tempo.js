// How lively a table is: when the first capture comes and how long a game
// runs, per table size and board radius, measured in bot games at level 2
// (the first game's bot) with the CLI arena (BENCHMARKS.md, "Tempo").
// Loaded with the new-game dialog.

/** [players][radius]: median turn of the first capture, and median turns of a whole game (null: not measured). */
const TEMPO = {
  2: { 3: [17, null], 4: [20, null], 5: [35, null], 6: [77, null], 7: [96, null], 8: [161, null] },
  3: { 3: [12, null], 4: [22, null], 5: [31, null] },
};

/**
 * The radius a table of `players` starts at: the largest whose first capture comes within about 35 turns
 * (two minutes with a person at the table, at 3 to 4 s a turn).
 */
export const DEFAULT_RADIUS = { 2: 5, 3: 5, 4: 5, 5: 5, 6: 5 };

/** What to expect of a table, in a sentence for the dialog (the measured size nearest, for 5 players). */
export function tempoText(players, radius) {
  const row = TEMPO[players] ?? TEMPO[players - 1];
  const [first, length] = row?.[radius] ?? [];
  if (!first) return 'A table not measured yet: no expected length.';
  const moves = Math.ceil(first / players);
  const whole = length ? ` A game runs about ${length} turns.` : '';
  return `Expected: the first capture around turn ${first} (each army's ${moves}${ordinal(moves)} move).${whole}`;
}

const ordinal = (n) => (n % 100 >= 11 && n % 100 <= 13 ? 'th' : ['th', 'st', 'nd', 'rd'][n % 10] ?? 'th');
