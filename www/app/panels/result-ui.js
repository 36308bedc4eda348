// The result panel of a game that has ended (docs/endings.md): who won or why
// it is drawn, the armies ranked by when they fell, moves and captures per
// army, the game's length; after a resignation or a flag, the board as it stood
// before (the loser's pieces leave it, as the law says); Rematch, New game,
// Review, Export. Loaded on first use by endings-ui.js; it tells the game's end
// even while the moves are looked through.

import { ARMIES, seatLabel } from '../../element/armies.js';
import { gameSummary } from '../../element/game-summary.js';
import { endSentence } from '../../element/words.js';
import { botLevel } from '../../element/status.js';
import { clockText } from '../../element/clock.js';
import { isEvent } from '../../element/history.js';
import { $, h } from '../platform/dom.js';
import { drawPosition } from './diagram.js';
import { endOf } from '../../element/summary.js';
import { addEnglish, listText, onLanguageChange, t } from '../../i18n/i18n.js';
import english from '../../i18n/en/result.js';

addEnglish(english); // its words come with it, not in the page's start

/** A played time, "1 h 02 min", "4 min 05 s". */
function lengthText(summary, settings, clocks) {
  const parts = [t('app.result.turns', { count: summary.turns }), t('app.result.hops', { count: summary.hops })];
  if (settings.clock && clocks) {
    parts.push(t('app.result.time-left', { times: clocks.map((ms, seat) => `${seatLabel(settings.names, seat)} ${clockText(ms)}`).join(', ') }));
  }
  return t('app.result.length', { parts: parts.join(', ') });
}

/** " · Bot 5" after a bot seat's name (`before` joins them), '' for a person. */
const botWords = (kind, before) => (botLevel(kind) ? `${before}${t('element.seat.bot', { level: botLevel(kind) })}` : '');

/**
 * The result's title: "You beat Bot 2" / "You lost to Bot 5" when one person played against bots
 * (yourSeat, as the element's), else "Blue wins" ("Blue (Bot 5) wins" for a bot) or "Drawn".
 */
export function resultTitle(summary, kinds, yourSeat, names) {
  if (summary.draw) return t('app.result.drawn');
  const bot = (kind) => t('element.seat.bot', { level: botLevel(kind) });
  if (yourSeat !== null && yourSeat !== undefined) {
    const bots = kinds.map((kind, seat) => (seat === yourSeat ? null : bot(kind))).filter(Boolean);
    const them = listText([...new Set(bots)]);
    return summary.winner === yourSeat ? t('app.result.you-beat', { bots: them }) : t('app.result.you-lost', { bot: bot(kinds[summary.winner]) });
  }
  const army = seatLabel(names, summary.winner);
  return botLevel(kinds[summary.winner]) ? t('app.result.bot-wins', { army, bot: bot(kinds[summary.winner]) }) : t('app.result.wins', { army });
}

/**
 * After a resignation or a flag, the board as it stood before (the entry before the last), drawn in the
 * panel, with a button that shows it on the board (the move list marks it there); else hidden.
 */
function fillLast(board, names) {
  const entries = board.history.entries;
  const step = entries.at(-1).hop;
  const resigned = isEvent(step) && step.kind === 'resign';
  $('result-last').hidden = !resigned;
  if (!resigned) return;
  const text = t(step.reason === 'time' ? 'app.result.before-time' : 'app.result.before-resign', { army: seatLabel(names, step.seat) });
  $('result-last-text').textContent = t('app.result.sentence', { text });
  drawPosition($('result-board'), entries.at(-2).snapshot, text);
}

/** Fills the result panel from the end of the game on the board. */
function fillResult(board) {
  const settings = board.settings;
  const end = endOf(board);
  const summary = gameSummary(end.history, end.game);
  const names = settings.names;
  $('result-title').textContent = resultTitle(summary, settings.kinds, board.yourSeat, names);
  $('result-why').textContent = endSentence(summary, names, end.game.rules);
  fillLast(board, names);
  const rows = [];
  for (const group of summary.ranking) {
    for (const seat of group) {
      const s = summary.seats[seat];
      const tr = h('tr', s.fellAt === null ? 'standing' : 'fallen');
      const army = h('th', null);
      army.scope = 'row';
      const dot = h('span', `mini-dot s${seat}`, ARMIES[seat].letter);
      dot.setAttribute('aria-hidden', 'true');
      army.append(dot, ` ${seatLabel(names, seat)}${botWords(settings.kinds[seat], ' · ')}`);
      const out = s.fellAt === null ? t(summary.draw ? 'app.result.drew' : 'app.result.won')
        : s.resigned === 'time' ? t('app.result.out-time', { at: s.fellTurn }) : s.resigned ? t('app.result.out-resigned', { at: s.fellTurn })
          : s.fellAt === 0 ? t('app.result.out-start') : t('app.result.out-move', { at: s.fellTurn });
      tr.append(h('td', null, String(s.place)), army, h('td', null, String(s.turns)), h('td', null, String(s.captures)), h('td', null, out));
      rows.push(tr);
    }
  }
  $('result-rows').replaceChildren(...rows);
  $('result-length').textContent = lengthText(summary, settings, board.record().clocks);
}

/** Shows the result panel of the game on the board, once it is over (at the end of its line). */
export function showResult(board) {
  if (endOf(board).game.current !== null) return;
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
 * Wires the result panel's buttons to the board.
 * @param {HTMLElement} board  the <hex-checkers> element
 * @param {{newGame: () => void, started: () => void, onExport?: (() => void)|null}} actions
 *   newGame opens the new-game dialog; started is called after a rematch began (the page refreshes its seats);
 *   onExport exports the game (the button is hidden without it)
 */
export function wireResult(board, { newGame, started, onExport = null }) {
  onLanguageChange(() => { if ($('result-dialog').open) fillResult(board); }); // its words, in the new language
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
  $('result-last-btn').addEventListener('click', () => {
    $('result-dialog').close();
    board.goTo(board.history.length - 1);
  });
  if (onExport) $('export-btn').addEventListener('click', onExport);
}
