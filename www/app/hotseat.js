// Hot-seat: with two or more people at one screen, the board can turn to the
// person whose turn it is (their home edge at the bottom). The board turns its
// coordinates, not its picture, so cell names and piece letters stay upright.

/**
 * Returns render(): shows `toggle`'s label only when 2+ seats are people and, while it is checked,
 * turns the board to the person to move (a bot's turn leaves it as it is). `viewSelect` follows.
 */
export function followTurn(board, toggle, viewSelect) {
  return function render() {
    const { kinds } = board.settings;
    const people = kinds.filter((k) => k === 'human').length;
    toggle.closest('label').hidden = people < 2;
    const seat = board.game?.current ?? null;
    if (!toggle.checked || people < 2 || seat === null || kinds[seat] !== 'human') return;
    if (board.getAttribute('bottom-seat') === String(seat)) return;
    board.setAttribute('bottom-seat', String(seat));
    viewSelect.value = String(seat);
  };
}
