// The new-game dialog's note on a table's tempo (www/app/chrome/tempo.js, loaded on first use):
// when the first capture comes in bot games, and how long a game runs.
export default {
  // New-game dialog: a table size never measured.
  'app.tempo.unmeasured': 'This table has not been measured: no expected length.',
  // New-game dialog: in bot games, the first capture comes around turn {turn}, which is each army's move number {count}.
  'app.tempo.capture': { one: "In bot games: the first capture around turn {turn} (each army's move {count}).", other: "In bot games: the first capture around turn {turn} (each army's move {count})." },
  // The same, for 5 players, measured at {players} players.
  'app.tempo.capture-at': { one: "In bot games at {players} players: the first capture around turn {turn} (each army's move {count}).", other: "In bot games at {players} players: the first capture around turn {turn} (each army's move {count})." },
  // New-game dialog, after the capture sentence: how many turns a game lasts.
  'app.tempo.length': { one: 'A game runs about {count} turn.', other: 'A game runs about {count} turns.' },
};
