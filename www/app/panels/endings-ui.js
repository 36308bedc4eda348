// The page's side of the endings (docs/endings.md): Resign (with a
// confirmation), Offer a draw, the house rules and the clock in the new-game
// dialog, and the result panel (result-ui.js, loaded when a game first ends
// or Result is first pressed). The element does the work (resign, offerDraw,
// the draw question, clocks); this module is its chrome.

import { seatLabel } from '../../element/armies.js';
import { botLevel } from '../../element/status.js';
import { readJson, writeJson } from '../../element/local-store.js';
import { $, loadStyle } from '../platform/dom.js';
import { endOf } from '../../element/summary.js';
import { t } from '../../i18n/i18n.js';

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

// ---- the no-progress limit of a table with a bot (BENCHMARKS.md, "Issue 22, the page's flow") ----

/**
 * The no-progress limit (turns) a table with a bot seat starts with: a bot cannot make a person's game
 * end, and a person against a bot can shuffle for hundreds of turns. The law itself (createGame) keeps
 * house rules off; a table of people only starts with the law.
 */
export const BOT_NO_PROGRESS = 150;
/** The last no-progress choice for each kind of table, {bots, people}: the dialog starts from it. */
const NO_PROGRESS_KEY = 'hex-checkers/no-progress';
const NO_PROGRESS_DEFAULT = { bots: BOT_NO_PROGRESS, people: 0 };
const tableKind = (kinds) => (kinds.some((k) => botLevel(k)) ? 'bots' : 'people');

/** The no-progress limit a new table of these seat kinds starts with: the last one chosen for its kind. */
export function noProgressFor(kinds) {
  const kind = tableKind(kinds);
  const kept = readJson(NO_PROGRESS_KEY, null)?.[kind];
  return Number.isInteger(kept) && kept >= 0 ? kept : NO_PROGRESS_DEFAULT[kind];
}

/** Keeps the no-progress choice a game started with, for the next table of these kinds. */
export function keepNoProgress(kinds, value) {
  const kept = readJson(NO_PROGRESS_KEY, null);
  writeJson(NO_PROGRESS_KEY, { ...NO_PROGRESS_DEFAULT, ...(kept && typeof kept === 'object' ? kept : {}), [tableKind(kinds)]: value });
}

/**
 * Sets the dialog's no-progress limit for the seats now chosen (`kinds`) when their kind of table changed
 * (or `force`), and says why a table with a bot has one.
 */
export function renderNoProgress(kinds, force = false) {
  const select = $('no-progress-select');
  const kind = tableKind(kinds);
  if (force || select.dataset.table !== kind) {
    const value = String(noProgressFor(kinds));
    select.value = [...select.options].some((o) => o.value === value) ? value : '0';
    select.dataset.table = kind;
  }
  $('bot-rule-note').hidden = kind !== 'bots';
  $('bot-rule-note').textContent = t('app.bot-rule', { count: BOT_NO_PROGRESS });
}

/** Shows a game's rules and clock in the new-game dialog (a value no preset has becomes Custom). */
export function fillGameOptions({ rules, clock }) {
  const pick = (select, value, fallback) => {
    select.value = [...select.options].some((o) => o.value === value) ? value : fallback;
  };
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
const browsingWhy = () => t('app.end.browsing');

/**
 * Enables Resign and Offer a draw for the person to move at the end of the line (not while the moves are
 * being looked through: the element refuses there too); Result once the game is over.
 */
export function renderEndTools(board) {
  const can = board.canPlay() && !board.browsing;
  for (const id of ['resign-btn', 'draw-btn']) {
    $(id).disabled = !can;
    if (board.browsing) $(id).title = browsingWhy();
    else $(id).removeAttribute('title');
  }
  $('result-btn').hidden = endOf(board).game.current !== null; // the result stays one click away while looking back
}

/** Asks the person to move to confirm; resigns only if the position is still the one they saw. */
function confirmResign(board) {
  if (!board.canPlay() || board.browsing) return;
  const seat = board.game.current;
  const at = board.history.cursor;
  const length = board.history.length;
  const name = seatLabel(board.settings.names, seat);
  $('resign-text').textContent = t('app.resign.text', { army: name });
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
