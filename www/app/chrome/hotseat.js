// Hot-seat: the board turns to the person to move (a bot's turn leaves it).
// It turns its cells, not its picture, so names and letters stay upright.

/** Turns `board` to the person to move; `viewSelect` follows. */
export function turnToPlayer(board, viewSelect) {
  const seat = board.game?.current ?? null;
  if (seat === null || board.settings.kinds[seat] !== 'human' || board.getAttribute('bottom-seat') === String(seat)) return;
  board.setAttribute('bottom-seat', String(seat));
  viewSelect.value = String(seat);
}
