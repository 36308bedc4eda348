// The page's records and library: the Games dialog (the library's list, open,
// delete, export all, import, statistics), the game's text record from the
// Share dialog (download, clipboard), and opening a kept game. Every text shown
// comes from a record or a name and is set as textContent, never as HTML.

import { ARMIES, seatLabel } from '../../element/armies.js';
import { askConfirm } from '../chrome/confirm.js';
import { $, h } from '../platform/dom.js';
import { newId } from '../games/game-store.js';
import {
  deleteGame, exportAll, getEntry, keepGame, keptLines, listGames, openGame, sideLines,
} from '../games/library.js';
import { computeStats, resetStats, statsSince } from '../games/stats.js';
import { MAX_TEXT, exportRecord, importRecords } from '../games/text-record.js';
import { addEnglish, language, t } from '../../i18n/i18n.js';
import pageEnglish from '../../i18n/en/page.js';
import english from '../../i18n/en/library.js';
import resultEnglish from '../../i18n/en/result.js';

addEnglish(english);
addEnglish(resultEnglish); // a kept game's length (app.result.turns)
addEnglish(pageEnglish); // the page's words this module shows too (Close, Cancel, Hint…)

function button(text, onClick, label) {
  const b = h('button', null, text);
  b.type = 'button';
  if (label) b.setAttribute('aria-label', label);
  b.addEventListener('click', onClick);
  return b;
}

/** How a game ended, in a word or two (app.ending.<termination>; the last army standing needs none). */
const ENDINGS = ['frozen', 'agreement', 'no-progress', 'repetition', 'resignation', 'time'];

/** "Ann won (resignation)", "Draw (agreed)", "In progress". */
export function resultWords(entry) {
  if (entry.result === '*') return t('app.games.in-progress');
  const result = entry.winner !== null ? t('app.games.won', { army: seatWords(entry, entry.winner) }) : t('app.games.draw');
  return ENDINGS.includes(entry.termination) ? t('app.games.why', { result, why: t(`app.ending.${entry.termination}`) }) : result;
}

/** "Ann", "Blue (Bot 3)": a seat's name, marked with its level when a bot sat there. */
const seatWords = (entry, seat) => (entry.kinds[seat] === 'human' ? seatLabel(entry.names, seat)
  : t('app.games.bot-seat', { army: seatLabel(entry.names, seat), bot: t('element.seat.bot', { level: entry.kinds[seat].slice(3) }) }));

/** "Ann, Blue (Bot 3)". */
const playersWords = (entry) => entry.kinds.map((_, seat) => seatWords(entry, seat)).join(', ');

const dateWords = (ms) => new Date(ms).toLocaleString(language(), {
  day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit',
});

const fileDate = (ms = Date.now()) => new Date(ms).toISOString().slice(0, 10);

/** Offers text as a file download (a Blob URL on a link with `download`). */
function download(text, filename) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
  const link = h('a');
  link.href = url;
  link.download = filename;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000); // the download has long started
}

/** A game's length as players count it: its rounds ("12 moves"); an entry kept before rounds has its turns. */
const gameLength = ({ rounds, turns }) => (rounds === undefined
  ? t('app.result.turns', { count: turns })
  : t('app.games.moves', { count: rounds }));

/** "line 12, move 23: ..." as the start of a sentence (the record's reasons are written in lower case). */
const sentence = (text) => text.charAt(0).toUpperCase() + text.slice(1);

export class GamesUI {
  /**
   * @param {{board: HTMLElement, keeper: import('../games/keeper.js').Keeper, notice: Function, review: Function}} page
   *   review() starts the review of the game on the board (analysis/review.js)
   */
  constructor({ board, keeper, notice, review }) {
    this.board = board;
    this.keeper = keeper;
    this.notice = notice;
    this.review = review;
  }

  /** Wires the Games and Import dialogs' own buttons (the page wires what opens them: app.js). */
  wire() {
    $('export-all-btn').addEventListener('click', () => this.exportAll());
    $('import-btn').addEventListener('click', () => this.openImport());
    $('stats-reset-btn').addEventListener('click', () => this.resetStats());
    $('import-file').addEventListener('change', () => this.readFile());
    $('import-open').addEventListener('click', () => this.importText($('import-text').value));
    $('import-cancel').addEventListener('click', () => $('import-dialog').close());
  }

  // ---- the record of the game on the board ---------------------------------------

  /** The text record of the game on the board, dated when it was first kept. */
  recordText() {
    const id = this.keeper.shown?.id;
    const created = id ? getEntry(id)?.created : undefined;
    const shown = this.keeper.shown?.history === this.board.history ? this.keeper.shown : null;
    const lines = shown ? shown.lines ?? keptLines(shown.id) : [];
    const { settings, history } = this.board;
    return exportRecord(settings, history, { date: new Date(created ?? Date.now()), lines: sideLines(settings, history, lines) });
  }

  /** Downloads the text record of the game on the board (Share dialog, and the result panel's Export). */
  downloadRecord() {
    download(this.recordText(), `hex-checkers-${fileDate()}.txt`);
  }

  async copyRecord() {
    try {
      await navigator.clipboard.writeText(this.recordText());
      $('share-status').textContent = t('app.games.copied');
    } catch {
      $('share-status').textContent = t('app.games.copy-failed');
    }
  }

  // ---- the Games dialog ---------------------------------------------------------------

  openGames() {
    this.keeper.keepNow(); // the list shows the game in progress as it stands
    this.renderGames();
    $('games-dialog').showModal();
  }

  renderGames() {
    const { games, skipped, available } = listGames();
    const list = $('games-list');
    const current = this.keeper.shown?.id;
    list.replaceChildren(...games.map((entry) => this.gameItem(entry, entry.id === current)));
    const notes = [];
    if (!available) notes.push(t('app.games.no-storage'));
    else if (games.length === 0) notes.push(t('app.games.empty'));
    if (skipped.length) notes.push(t('app.games.skipped', { count: skipped.length }));
    $('games-status').textContent = notes.join(' ');
    $('export-all-btn').disabled = games.length === 0;
    this.renderStats(games);
    if (skipped.length && !this.skipWarned) {
      this.skipWarned = true;
      this.notice(`${notes[notes.length - 1]} ${t('app.games.others-safe')}`, 'warn');
    }
  }

  gameItem(entry, onBoard) {
    const li = h('li', onBoard ? 'game current' : 'game');
    const main = h('div', 'game-main');
    const top = h('p', 'game-top');
    top.append(h('span', 'game-result', resultWords(entry)), h('span', 'game-length', gameLength(entry)));
    const who = h('p', 'game-players');
    entry.kinds.forEach((_, seat) => {
      const dot = h('span', `mini-dot s${seat}`, ARMIES[seat].letter);
      dot.setAttribute('aria-hidden', 'true');
      who.append(dot);
    });
    who.append(` ${playersWords(entry)}`);
    const table = t('app.games.table', { count: entry.players, radius: entry.radius });
    const when = h('p', 'game-when', [dateWords(entry.updated), table, ...(onBoard ? [t('app.games.on-board')] : [])].join(' · '));
    main.append(top, who, when);
    li.append(main);
    if (onBoard) return li; // the game being played: nothing to open, and not to be deleted from under it
    const actions = h('div', 'game-actions');
    const label = `${resultWords(entry)}, ${playersWords(entry)}, ${dateWords(entry.updated)}`;
    actions.append(
      button(t('page.import.open'), () => this.openKept(entry.id), t('app.games.open-label', { game: label })),
      button(t('page.result.review'), () => { if (this.openKept(entry.id)) this.review(); }, t('app.games.review-label', { game: label })),
      button(t('app.games.delete'), () => this.deleteKept(entry), t('app.games.delete-label', { game: label })),
    );
    li.append(actions);
    return li;
  }

  /** Puts a kept game on the board; the game on the board is kept first (and stays if that fails). */
  openKept(id) {
    if (!this.keepBeforeReplacing('opened')) return false;
    let game;
    try {
      game = openGame(id);
    } catch (e) {
      this.notice(t('app.games.open-failed', { reason: e.message }), 'error');
      return false;
    }
    this.keeper.expect(id);
    this.board.load(game, 'library');
    $('games-dialog').close();
    return true;
  }

  /** Keeps the game on the board before another replaces it; false (with a notice) if it could not be kept. */
  keepBeforeReplacing(verb) {
    const kept = this.keeper.keepNow();
    if (kept.ok) return true;
    this.notice(t(`app.games.not-${verb}`, { reason: kept.reason }), 'error');
    return false;
  }

  async deleteKept(entry) {
    const sure = await askConfirm(t('app.games.delete-ask', { result: resultWords(entry), players: playersWords(entry), date: dateWords(entry.updated) }), t('app.games.delete'));
    if (!sure) return;
    if (!deleteGame(entry.id)) this.notice(t('app.games.delete-failed'), 'error');
    this.renderGames();
  }

  exportAll() {
    const text = exportAll();
    if (text) download(text, `hex-checkers-games-${fileDate()}.txt`);
  }

  // ---- statistics -----------------------------------------------------------------

  renderStats(games) {
    const { byLevel, bySize, total } = computeStats(games, statsSince());
    const rows = (map, name) => [...map].map(([key, row]) => [name(key), row]);
    $('stats-empty').hidden = total.games > 0;
    $('stats-tables').hidden = total.games === 0;
    fillTable($('stats-level'), rows(byLevel, (level) => (level === 0 ? t('app.stats.no-bots') : t('app.stats.level', { level }))));
    fillTable($('stats-size'), rows(bySize, (players) => t('app.stats.players', { count: players })));
    $('stats-reset-btn').disabled = total.games === 0;
  }

  async resetStats() {
    const sure = await askConfirm(t('app.stats.reset-ask'), t('app.stats.reset'));
    if (!sure) return;
    if (!resetStats()) this.notice(t('app.stats.reset-failed'), 'error');
    this.renderGames();
  }

  // ---- import ------------------------------------------------------------------------

  openImport() {
    $('import-text').value = '';
    $('import-file').value = '';
    $('import-error').textContent = '';
    $('import-dialog').showModal();
  }

  async readFile() {
    const file = $('import-file').files[0];
    if (!file) return;
    if (file.size > MAX_TEXT) {
      $('import-error').textContent = t('app.import.too-large', { size: Math.round(file.size / 1e6) });
      return;
    }
    try {
      $('import-text').value = await file.text();
      $('import-error').textContent = '';
    } catch {
      $('import-error').textContent = t('app.import.unreadable');
    }
  }

  /**
   * Reads pasted or opened text: one game goes on the board (the game there is
   * kept first); several go into the library. A refusal names the line and the
   * problem in the dialog and changes nothing.
   */
  importText(text) {
    const error = $('import-error');
    let games;
    try {
      games = importRecords(text);
    } catch (e) {
      error.textContent = t('app.import.refused', { reason: sentence(e.message) });
      return;
    }
    if (games.length === 1) {
      if (!this.keepBeforeReplacing('imported')) return;
      this.keeper.expect(this.keeper.idFor(games[0]));
      this.board.load(games[0], 'import');
      this.keeper.shown.lines = games[0].lines; // its side lines, kept with it
      $('import-dialog').close();
      $('games-dialog').close();
      this.notice(t('app.import.opened'), 'info');
      return;
    }
    const failed = games.map((g) => keepGame({ id: newId(), ...g })).find((kept) => !kept.ok);
    $('import-dialog').close();
    if (failed) this.notice(t('app.import.not-all', { reason: failed.reason }), 'error');
    else this.notice(t('app.import.added', { count: games.length }), 'info');
    if ($('games-dialog').open) this.renderGames();
  }
}

/** Fills a statistics table body: one row per group, games then wins, draws, losses. */
function fillTable(table, rows) {
  table.tBodies[0].replaceChildren(...rows.map(([name, row]) => {
    const tr = h('tr');
    tr.append(h('th', null, name));
    for (const n of [row.games, row.wins, row.draws, row.losses]) tr.append(h('td', null, String(n)));
    tr.firstChild.scope = 'row';
    return tr;
  }));
}
