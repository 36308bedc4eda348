// Snapshot text ("hc1 players radius turn chain result rows", docs/formats.md#snapshot-text) of
// a hand-made position: the one builder of it, for the rules panel's diagrams,
// the tutorial's lessons, the lab's editor and the tests of every engine (the
// wasm package, the plain JS reference, the page). Pure text with no imports:
// the engine checks each one when it is restored, and a test may build a bad one
// on purpose.

/** The snapshot character of a piece: 'a'-'f' for the men of seats 0-5, 'A'-'F' for kings. */
export function pieceChar(seat, king) {
  const ch = String.fromCharCode(97 + seat);
  return king ? ch.toUpperCase() : ch;
}

/**
 * The snapshot text of a position. `pieces` maps "q,r" keys to piece characters (see pieceChar);
 * every other cell is empty. `turn` is a seat or '-', `chain` '-' or the "q,r" of the chaining
 * piece, `result` '-', 'wN' or 'draw'. Nothing is checked here.
 */
export function snapshotText({ players, radius, turn = 0, chain = '-', result = '-', pieces = {} }) {
  const rows = [];
  for (let r = -radius; r <= radius; r += 1) {
    let row = '';
    for (let q = Math.max(-radius, -radius - r); q <= Math.min(radius, radius - r); q += 1) row += pieces[`${q},${r}`] ?? '.';
    rows.push(row);
  }
  return `hc1 ${players} ${radius} ${turn} ${chain} ${result} ${rows.join('/')}`;
}

/**
 * A teaching position (radius 3 unless given), `turn` to move, as snapshot text. The engine
 * refuses more pieces per seat than a seat starts with (2R-3).
 */
export const position = (players, pieces, radius = 3, turn = 0) => snapshotText({ players, radius, turn, pieces });
