// Teaching positions as engine snapshots (the documented "hc1" text, README
// "Snapshot text"), for the rules panel's diagrams and the tutorial's lessons.
// Pure text: the engine checks each one when it is restored.

/**
 * A snapshot of a position (radius 3 unless given), `turn` to move: pieces maps "q,r" to 'a'-'f' (men)
 * or 'A'-'F' (kings). The engine refuses more pieces per seat than a seat starts with (2R-3).
 */
export function position(players, pieces, R = 3, turn = 0) {
  const rows = [];
  for (let r = -R; r <= R; r += 1) {
    let row = '';
    for (let q = Math.max(-R, -R - r); q <= Math.min(R, R - r); q += 1) row += pieces[`${q},${r}`] ?? '.';
    rows.push(row);
  }
  return `hc1 ${players} ${R} ${turn} - - ${rows.join('/')}`;
}
