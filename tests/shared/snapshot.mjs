// Snapshot text (SPEC section 4, "hc1 players radius turn chain result rows")
// of a hand-made position, for the tests of every engine (the wasm package,
// the plain JS reference, the page). Plain JS with no imports.

/** The snapshot character of a piece: 'a'-'f' for the men of seats 0-5, 'A'-'F' for kings. */
export function pieceChar(seat, king) {
  const ch = String.fromCharCode(97 + seat);
  return king ? ch.toUpperCase() : ch;
}

/**
 * The snapshot text of a position. `pieces` maps "q,r" keys to piece
 * characters (see pieceChar); every other cell is empty. `turn` is a seat or
 * '-', `chain` '-' or the "q,r" of the chaining piece, `result` '-', 'wN' or
 * 'draw'. Nothing is checked here: a test may build a bad snapshot on purpose.
 */
export function snapshotText({ players, radius, turn = 0, chain = '-', result = '-', pieces = {} }) {
  const rows = [];
  for (let r = -radius; r <= radius; r++) {
    let row = '';
    for (let q = Math.max(-radius, -radius - r); q <= Math.min(radius, radius - r); q++) {
      row += pieces[`${q},${r}`] ?? '.';
    }
    rows.push(row);
  }
  return `hc1 ${players} ${radius} ${turn} ${chain} ${result} ${rows.join('/')}`;
}
