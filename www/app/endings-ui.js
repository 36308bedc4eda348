// The page's side of the endings (SPEC section 7): Resign (with a
// confirmation), Offer a draw, the house rules and the clock in the new-game
// dialog, and the result panel (who won or why it is drawn, the armies ranked
// by when they fell, moves and captures per army, the game's length; Rematch,
// New game, Review, Export). The element does the work (resign, offerDraw,
// the draw question, clocks); this module is its chrome.

import { ARMIES, seatLabel } from '../element/armies.js';
import { gameSummary } from '../element/summary.js';
import { endSentence } from '../element/words.js';
import { clockText } from '../element/clock.js';

const $ = (id) => document.getElementById(id);

function h(tag, className, text) {
  const node = document.createElement(tag);
  if (className) node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

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

/** Enables Resign and Offer a draw for the person to move; Result once the game is over. */
export function renderEndTools(board) {
  const can = board.canPlay();
  $('resign-btn').disabled = !can;
  $('draw-btn').disabled = !can;
  $('result-btn').hidden = board.game.current !== null;
}

/** Asks the person to move to confirm; resigns only if the position is still the one they saw. */
function confirmResign(board) {
  if (!board.canPlay()) return;
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

/** A played time, "1 h 02 min", "4 min 05 s". */
function lengthText(summary, settings, clocks) {
  const parts = [`${summary.turns} ${summary.turns === 1 ? 'turn' : 'turns'}`, `${summary.hops} ${summary.hops === 1 ? 'hop' : 'hops'}`];
  if (settings.clock && clocks) parts.push(`time left: ${clocks.map((ms, seat) => `${seatLabel(settings.names, seat)} ${clockText(ms)}`).join(', ')}`);
  return `Length: ${parts.join(', ')}.`;
}

/** Fills the result panel from the game on the board. */
function fillResult(board) {
  const settings = board.settings;
  const summary = gameSummary(board.history, board.game);
  const names = settings.names;
  $('result-title').textContent = summary.draw ? 'Drawn' : `${seatLabel(names, summary.winner)} wins`;
  $('result-why').textContent = endSentence(summary, names, board.game.rules);
  const rows = [];
  for (const group of summary.ranking) {
    for (const seat of group) {
      const s = summary.seats[seat];
      const tr = h('tr', s.fellAt === null ? 'standing' : 'fallen');
      const army = h('th', null);
      army.scope = 'row';
      const dot = h('span', `mini-dot s${seat}`, ARMIES[seat].letter);
      dot.setAttribute('aria-hidden', 'true');
      army.append(dot, ` ${seatLabel(names, seat)}`);
      const out = s.fellAt === null ? (summary.draw ? 'drew' : 'won')
        : s.resigned === 'time' ? `time, move ${s.fellTurn}` : s.resigned ? `resigned, move ${s.fellTurn}`
          : s.fellAt === 0 ? 'before the start' : `move ${s.fellTurn}`;
      tr.append(h('td', null, String(s.place)), army, h('td', null, String(s.turns)), h('td', null, String(s.captures)), h('td', null, out));
      rows.push(tr);
    }
  }
  $('result-rows').replaceChildren(...rows);
  $('result-length').textContent = lengthText(summary, settings, board.record().clocks);
}

function showResult(board) {
  if (board.game.current !== null) return;
  fillResult(board);
  if (!$('result-dialog').open) $('result-dialog').showModal();
}

/** Same seats, rotated by one: whoever sat at seat i now sits at seat i+1 (so another army moves first). */
export function rematchSettings(settings) {
  const n = settings.players;
  const turn = (list) => list.map((_, i) => list[(i - 1 + n) % n]);
  return {
    players: n, radius: settings.radius, names: turn(settings.names), kinds: turn(settings.kinds), rules: settings.rules, clock: settings.clock,
  };
}

/**
 * Wires the endings' chrome to the board.
 * @param {HTMLElement} board  the <hex-checkers> element
 * @param {{newGame: () => void, started: () => void, onExport?: (() => void)|null}} actions
 *   newGame opens the new-game dialog; started is called after a rematch began (the page refreshes its seats);
 *   onExport exports the game (the button is hidden without it)
 */
export function wireEndings(board, { newGame, started, onExport = null }) {
  $('custom-clock').hidden = $('clock-select').value !== 'custom';
  $('clock-select').addEventListener('change', () => { $('custom-clock').hidden = $('clock-select').value !== 'custom'; });
  $('resign-btn').addEventListener('click', () => confirmResign(board));
  $('draw-btn').addEventListener('click', () => board.offerDraw());
  $('result-btn').addEventListener('click', () => showResult(board));
  board.addEventListener('hc-gameend', () => showResult(board));
  $('rematch-btn').addEventListener('click', () => {
    $('result-dialog').close();
    const next = rematchSettings(board.settings);
    board.setAttribute('bottom-seat', String(Math.max(0, next.kinds.indexOf('human'))));
    board.newGame(next);
    started();
  });
  $('result-new-btn').addEventListener('click', () => {
    $('result-dialog').close();
    newGame();
  });
  $('review-btn').addEventListener('click', () => {
    $('result-dialog').close();
    board.goTo(0);
    document.querySelector('#move-list [aria-current]')?.focus();
  });
  $('export-btn').hidden = !onExport;
  if (onExport) $('export-btn').addEventListener('click', onExport);
}
