// The lab's position editor (docs/lab.md): a piece placed on or
// removed from a cell, or another army to move, makes a new snapshot of the
// board's position, which the lab shows only if the engine's `restore`
// accepts it; a refusal is said under the editor's controls (and to screen
// readers), in the engine's reason with the armies named, and changes nothing.

import { cellName, parseCellName } from '../element/engine.js';
import { ARMIES } from '../element/armies.js';
import { $, h, pieceChar, position } from '../app/lab-api.js';
import { t } from '../i18n/i18n.js';
import { pieceText } from '../element/words.js';

let board = null;
let show = null;

/** The board's position with `edit(pieces)` applied to its pieces ("q,r" -> char), `turn` to move. */
function edited(edit, turn) {
  const game = board.game;
  const pieces = {};
  for (const [key, piece] of game.board) pieces[key] = pieceChar(piece.seat, piece.king);
  edit(pieces);
  return position(game.players, pieces, game.radius, turn);
}

/**
 * The engine's refusal of an edited position as the editor says it: seats named as armies, and for an army
 * past its starting count (no army can gain pieces, docs/formats.md#snapshot-text) what to do instead.
 */
function editRefusal(message) {
  const reason = message.replace(/^snapshot is inconsistent: /, '').replace(/\bseat (\d)\b/g, (_, seat) => ARMIES[Number(seat)].name);
  const full = reason.match(/^(\w+) has \d+ pieces, more than the (\d+) it starts with$/);
  const help = full ? ` ${t('lab.edit.full', { army: full[1] })}` : '';
  return t('lab.edit.refused', { reason: `${reason}.${help}` });
}

function place() {
  const { radius } = board.game;
  let hex;
  try {
    hex = parseCellName($('edit-cell').value.trim(), radius);
  } catch (e) {
    $('edit-error').textContent = t('lab.edit.no-cell', { reason: e.message });
    return;
  }
  const choice = $('edit-piece').value;
  const turn = Number($('edit-turn').value);
  show(edited((pieces) => {
    if (choice === '') delete pieces[`${hex.q},${hex.r}`];
    else pieces[`${hex.q},${hex.r}`] = choice;
  }, turn), 'edit-error', editRefusal);
}

/** Fills the editor's lists for the position just shown (its armies, its army to move). */
export function refreshEditor(game) {
  const armies = Array.from({ length: game.players }, (_, seat) => seat);
  const pieceSel = $('edit-piece');
  const chosen = pieceSel.value;
  const options = [h('option', null, t('lab.edit.nothing'))];
  options[0].value = '';
  for (const seat of armies) {
    for (const king of [false, true]) {
      const o = h('option', null, pieceText(ARMIES[seat].name, king));
      o.value = pieceChar(seat, king);
      options.push(o);
    }
  }
  pieceSel.replaceChildren(...options);
  if ([...pieceSel.options].some((o) => o.value === chosen)) pieceSel.value = chosen;
  const turnSel = $('edit-turn');
  turnSel.replaceChildren(...armies.map((seat) => {
    const o = h('option', null, ARMIES[seat].name);
    o.value = String(seat);
    return o;
  }));
  turnSel.value = String(game.current ?? 0);
}

/** Wires the editor to the lab's board and its show(snapshot, errorId, explain) (false when refused). */
export function initEditor(labBoard, showPosition) {
  board = labBoard;
  show = showPosition;
  $('edit-place').addEventListener('click', place);
  $('edit-turn').addEventListener('change', () => {
    const turn = Number($('edit-turn').value);
    if (!show(edited(() => {}, turn), 'edit-error', editRefusal)) $('edit-turn').value = String(board.game.current ?? 0);
  });
  // A click on a cell of the (read-only) board picks it.
  board.addEventListener('click', (event) => {
    const cell = event.composedPath().find((node) => node.dataset?.key);
    if (!cell) return;
    const [q, r] = cell.dataset.key.split(',').map(Number);
    $('edit-cell').value = cellName({ q, r }, board.game.radius);
  });
}
