// The page's side of the endings (docs/endings.md): Resign (with a
// confirmation), Offer a draw, the house rules and the clock in the new-game
// dialog, and the result panel (result-ui.js, loaded when a game first ends
// or Result is first pressed). The element does the work (resign, offerDraw,
// the draw question, clocks); this module is its chrome.

import { seatLabel } from '../../element/armies.js';
import { $, loadStyle } from '../platform/dom.js';

/** The panels' stylesheet (this folder's panels.css), loaded with the first panel that needs it. */
export const PANELS_CSS = new URL('./panels.css', import.meta.url);

// ---- the new-game dialog: house rules and clock --------------------------------

const int = (id, lo, hi) => Math.min(hi, Math.max(lo, Math.trunc(Number($(id).value)) || 0));

/** The house rules and time control chosen in the new-game dialog. */
export function readGameOptions() {
  const rules = { noProgress: Number($('no-progress-select').value), repetition: Number($('repetition-select').value) };
  const choice = $('clock-select').value;
  let clock = null;
  if (choice === 'custom') {
    const initialMs = (int('clock-minutes', 0, 180) * 60 + int('clock-seconds', 0, 59)) * 1000;
    clock = { initialMs: Math.max(1000, initialMs), incrementMs: int('clock-increment', 0, 60) * 1000 };
  } else if (choice) {
    const [initialMs, incrementMs] = choice.split('+').map(Number);
    clock = { initialMs, incrementMs };
  }
  return { rules, clock };
}

/** Shows a game's rules and clock in the new-game dialog (a value no preset has becomes Custom). */
export function fillGameOptions({ rules, clock }) {
  const pick = (select, value, fallback) => {
    select.value = [...select.options].some((o) => o.value === value) ? value : fallback;
  };
  pick($('no-progress-select'), String(rules?.noProgress ?? 0), '0');
  pick($('repetition-select'), String(rules?.repetition ?? 0), '0');
  const preset = clock ? `${clock.initialMs}+${clock.incrementMs}` : '';
  pick($('clock-select'), preset, 'custom');
  if (clock) {
    const s = Math.round(clock.initialMs / 1000);
    $('clock-minutes').value = String(Math.floor(s / 60));
    $('clock-seconds').value = String(s % 60);
    $('clock-increment').value = String(Math.round(clock.incrementMs / 1000));
  }
  $('custom-clock').hidden = $('clock-select').value !== 'custom';
}

// ---- resign, draw, result ---------------------------------------------------------

/** Why Resign and Offer a draw wait while the moves are being looked through (either would drop the later ones). */
const BROWSING_WHY = 'Go on to the last move first: from here it would drop the later moves';

/**
 * Enables Resign and Offer a draw for the person to move at the end of the line (not while the moves are
 * being looked through: the element refuses there too); Result once the game is over.
 */
export function renderEndTools(board) {
  const can = board.canPlay() && !board.browsing;
  for (const id of ['resign-btn', 'draw-btn']) {
    $(id).disabled = !can;
    if (board.browsing) $(id).title = BROWSING_WHY;
    else $(id).removeAttribute('title');
  }
  $('result-btn').hidden = board.game.current !== null;
}

/** Asks the person to move to confirm; resigns only if the position is still the one they saw. */
function confirmResign(board) {
  if (!board.canPlay() || board.browsing) return;
  const seat = board.game.current;
  const at = board.history.cursor;
  const length = board.history.length;
  const name = seatLabel(board.settings.names, seat);
  $('resign-text').textContent = `${name} resigns: ${name}'s pieces leave the board and ${name} is out of the game. Undo can take it back.`;
  const dialog = $('resign-dialog');
  dialog.returnValue = '';
  dialog.addEventListener('close', () => {
    const same = board.history.cursor === at && board.history.length === length && board.game.current === seat;
    if (dialog.returnValue === 'resign' && same) board.resign(seat);
  }, { once: true });
  dialog.showModal();
}

/**
 * Wires the endings' chrome to the board.
 * @param {HTMLElement} board  the <hex-checkers> element
 * @param {{newGame: () => void, started: () => void, onExport?: (() => void)|null}} actions
 *   newGame opens the new-game dialog; started is called after a rematch began (the page refreshes its seats);
 *   onExport exports the game (the button is hidden without it)
 */
export function wireEndings(board, actions) {
  $('custom-clock').hidden = $('clock-select').value !== 'custom';
  $('clock-select').addEventListener('change', () => { $('custom-clock').hidden = $('clock-select').value !== 'custom'; });
  $('resign-btn').addEventListener('click', () => confirmResign(board));
  $('draw-btn').addEventListener('click', () => board.offerDraw());
  let panel = null;
  const showResult = () => {
    panel ??= Promise.all([import('./result-ui.js'), loadStyle(PANELS_CSS)]).then(([m]) => {
      m.wireResult(board, actions);
      return m;
    }, (e) => {
      panel = null; // a later ending or click tries again
      throw e;
    });
    panel.then((m) => m.showResult(board), () => {});
  };
  $('result-btn').addEventListener('click', showResult);
  board.addEventListener('hc-gameend', showResult);
  $('export-btn').hidden = !actions.onExport;
}
