// The full page: the <hex-checkers> element plus its chrome (new-game dialog,
// move list, share link, rules, notices) and autosave.
//
// This module wires the page; the rest of www/app/ is in folders by job, each
// importing only from the folders below it (and from www/element/):
//   platform/  the browser around the page: DOM helpers, autosave, sounds,
//              the service worker and its registration
//   games/     games as data: the library and its store, the keeper, the text
//              record, share links, statistics, teaching positions
//   chrome/    small page furniture: the yes/no dialog, notifications, the
//              hot-seat view, the new-game dialog's tempo note
//   panels/    what is shown beside or over the board: move list, endings and
//              result, rules, the Games dialog (panels.css)
//   remote/, analysis/, tutorial/  the features loaded on first use
//   nonvisual/ the board as text and typed commands (its switch loads at start, the mode on first use)
// The icons and the manifest stay here, next to this page's stylesheet.

import '../element/element.js';
import { ARMIES, seatLabel } from '../element/armies.js';
import { botLevel } from '../element/status.js';
import { historyShortcut } from '../element/input.js';
import { MAX_NAME } from '../element/record.js';
import { localStore, readJson, writeJson } from '../element/local-store.js';
import { PREFIX as GAME_HASH, shareUrl } from './games/share-url.js';
import { deferredSave, loadSaved, saveRecord } from './platform/storage.js';
import { registerOffline } from './platform/offline.js';
import { $, h, loadStyle } from './platform/dom.js';
import { Keeper } from './games/keeper.js';
import { LEVEL_RATINGS } from './level-ratings.js';
import { newId } from './games/game-store.js';
import {
  PANELS_CSS, fillGameOptions, keepNoProgress, noProgressFor, readGameOptions, renderEndTools, renderNoProgress, wireEndings,
} from './panels/endings-ui.js';
import { MoveList } from './panels/move-list.js';
import { Sound, hopSound } from './platform/sound.js';
import { wireNonVisual } from './nonvisual/switch.js';
import { wireLanguage } from './chrome/language.js';
import { language, onLanguageChange, t } from '../i18n/i18n.js';

const board = $('game');
const moves = new MoveList($('move-list'), $('move-nav'), board);
const sound = new Sound();

// ---- notices ---------------------------------------------------------------

/**
 * Shows a notice above the board. Text only: never HTML. Each action is a
 * button {label, run} that runs and then dismisses the notice. A passing
 * notice (news, kind info, nothing to choose) gives way to the next passing
 * notice and goes at the next hop, so notices do not pile up over the move list;
 * `passing` false keeps such news until dismissed (a live table's: it comes with
 * the hop it reports).
 */
function notice(text, kind = 'info', actions = [], details = '', passing = kind === 'info' && !actions.length && !details) {
  const list = $('notices');
  if (passing) dropPassingNotices(); // news gives way to news; a warning or a question never sweeps it away
  const box = h('div', `notice ${kind}`);
  if (passing) box.dataset.passing = '';
  box.setAttribute('role', kind === 'info' ? 'status' : 'alert');
  const close = h('button', null, t('app.notice.dismiss'));
  close.type = 'button';
  close.addEventListener('click', () => box.remove());
  const buttons = h('div', 'notice-actions');
  for (const { label, run } of actions) {
    const b = h('button', null, label);
    b.type = 'button';
    b.addEventListener('click', () => { box.remove(); run(); });
    buttons.append(b);
  }
  buttons.append(close);
  const body = h('div', 'notice-body');
  body.append(h('p', null, text));
  if (details) { // what went wrong in the engine's words, for whoever wants it
    const more = h('details');
    more.append(h('summary', null, t('app.notice.details')), h('p', null, details));
    body.append(more);
  }
  box.append(body, buttons);
  list.append(box);
  while (list.children.length > 3) list.firstElementChild.remove();
}

function dropPassingNotices() {
  for (const old of $('notices').querySelectorAll('.notice[data-passing]')) old.remove();
}

/** A person knocked out of a game against bots, which goes on: says so, and offers to watch on or start anew. */
function sayKnockedOut(hop) {
  const you = board.yourSeat;
  if (you === null || hop.eliminated !== you || board.game.current === null) return;
  // Offline with the module not cached: no notice (the chip still says "out").
  import('./chrome/knocked-out.js').then((m) => m.sayKnockedOut(notice, openNewGameDialog), () => {});
}

// ---- the game library: the game on the board is kept (keeper.js) ---------------

const keeper = new Keeper(board, (reason) => {
  notice(t('app.keep-failed', { reason }), 'warn');
});
/**
 * The Games dialog (the library's list, statistics, the text record's import and export) is used
 * rarely, so its modules load on first use; the promise of its one GamesUI.
 */
let gamesUI = null;
/** Opens the review of the game on the board (its modules load on first use). */
async function analyse() {
  $('result-dialog').close();
  (await import('./analysis/review.js')).openReview(board);
}
function games() {
  gamesUI ??= Promise.all([import('./panels/games-ui.js'), keeper.library(), loadStyle(PANELS_CSS)]).then(([{ GamesUI }]) => {
    const ui = new GamesUI({ board, keeper, notice, review: analyse });
    ui.wire();
    return ui;
  }, (e) => {
    gamesUI = null; // a later click tries again
    throw e;
  });
  return gamesUI;
}

// ---- remote play (www/app/remote/): its modules load only when a remote game is started, opened, resumed or listed

const REMOTE_HASH = /^#(remote|live|reply|table|join|series)=/; // a remote game's link, a live invitation, a live reply, a live table, a friend's join link, a rematch offer
let remoteUI = null;
const remote = () => (remoteUI ??= import('./remote/remote-ui.js'));
const remotePage = { board, notice, keeper };
function heldRemote(key) {
  try { return Object.keys(localStore() ?? {}).some((k) => k.startsWith(key)); } catch { return false; }
}

// ---- loading: share link first, then the save, else a new game -------------

/**
 * Opens a "#game=" link. A game in progress ({id, settings, history}: the save's
 * on load, the board's on a hash change) is never replaced or lost: it is kept
 * in the library first, and the notice offers to go back to it. If it cannot be
 * kept, the shared game is not opened (unless the person asks for it anyway).
 * Resolves true when the shared game is on the board.
 */
async function openSharedLink(inProgress) {
  const hash = window.location.hash;
  const remoteLink = REMOTE_HASH.test(hash);
  if (!hash.startsWith(GAME_HASH) && !remoteLink) return false;
  const url = window.location.pathname + window.location.search;
  window.history.replaceState(null, '', url); // the link has done its job; a reload uses the save
  if (remoteLink) {
    remote().then((m) => m.openRemoteLink(remotePage, hash)); // it replaces the game on the board once verified
    return false;
  }
  const { readShareHash, linkRefused } = await import('./games/share.js'); // the reading half: only for a page opened with a link
  const link = readShareHash(hash);
  if (!link.ok) {
    notice(linkRefused(), 'error', [], t('app.why', { reason: link.reason }));
    return false;
  }
  const keep = inProgress && inProgress.history.length > 0 ? keeper.write(inProgress) : null;
  if (keep && !keep.ok) {
    notice(t('app.link.not-kept', { reason: keep.reason }), 'error', [
      { label: t('app.link.open-anyway'), run: () => showLink(link, null) },
    ]);
    return false;
  }
  showLink(link, keep ? inProgress.id : null);
  return true;
}

/** Puts a shared game on the board; `keptId`: the game in progress it replaced, now in the library. */
function showLink(link, keptId) {
  keeper.expect(newId());
  board.load(link, 'link');
  // Its side lines (the analysis board's) are kept with it through the library, loaded for them.
  if ((keeper.shown.lines = link.lines)) keeper.library().then(() => keeper.keepNow(), () => {});
  if (keptId) {
    notice(t('app.link.opened-kept'), 'info', [
      { label: t('app.link.continue'), run: async () => (await games()).openKept(keptId) },
    ]);
    return;
  }
  // Say "saved" only when it was (storage may be full or disabled; autosave then warns).
  const saved = saveRecord(board.recordText());
  notice(t(saved ? 'app.link.opened-saved' : 'app.link.opened'), 'info');
}

/** The level "Play the computer" last chose (the level picker under the board at a game's start). */
const LEVEL_KEY = 'hex-checkers/level';
const keptLevel = () => {
  const level = readJson(LEVEL_KEY, 2);
  return Number.isInteger(level) && level >= 1 && level <= 5 ? level : 2;
};

/**
 * The first game of a first visit: one click from playing. You (Red, at the bottom) against the
 * computer at a friendly level (or the one last picked), two armies, with a bot table's no-progress
 * limit; New game leads to any other table.
 */
function firstGame() {
  const kinds = ['human', `bot${keptLevel()}`];
  return { players: 2, radius: 5, kinds, rules: { noProgress: noProgressFor(kinds), repetition: 0 } };
}

function openSaved(saved, id) {
  if (saved.status === 'ok') {
    keeper.expect(id);
    board.load(saved, 'saved');
    return;
  }
  board.setAttribute('bottom-seat', '0');
  board.newGame(firstGame());
  if (saved.status === 'bad') {
    notice(t('app.save-bad', { reason: saved.reason }), 'warn');
  }
}

let saveWarned = false;
/** The game in progress is saved soon after each change, not during the hop (platform/storage.js). */
const saver = deferredSave(() => board.recordText(), (ok) => {
  if (!ok && !saveWarned) {
    saveWarned = true;
    notice(t('app.save-refused'), 'warn');
  }
});
const autosave = () => saver.schedule();

// ---- the chrome that follows the game --------------------------------------

function renderViewSeats() {
  const select = $('view-seat');
  const { players, names } = board.settings;
  const current = board.getAttribute('bottom-seat') ?? '0';
  select.replaceChildren(...Array.from({ length: players }, (_, seat) => {
    const name = seatLabel(names, seat);
    const option = h('option', null, name === ARMIES[seat].name ? name : `${name} (${ARMIES[seat].name})`);
    option.value = String(seat);
    return option;
  }));
  select.value = Number(current) < players ? current : '0';
}

let movesFrame = 0;
/** Updates the buttons now and the move list at the next frame (one update however many hops). */
function refreshChrome() {
  $('undo-btn').disabled = !board.history.canUndo;
  $('redo-btn').disabled = !board.history.canRedo;
  renderBotTools();
  renderLevelPick();
  renderEndTools(board);
  movesFrame ||= requestAnimationFrame(() => {
    movesFrame = 0;
    moves.update();
    sideLines();
  });
}

/** What the analysis board and the move list's side lines act on; the board says when the side lines change. */
const analysisPage = { board, keeper, notice, linesChanged: sideLines };
let lines = null;
/** A game with side lines shows them in the move list (analysis/side-lines.js, loaded for the first such game). */
function sideLines() {
  const g = keeper.shown;
  if (lines || g?.lines?.length || (g && readJson(`hex-checkers/lines/${g.id}`, 0))) {
    (lines ??= import('./analysis/side-lines.js').then((m) => m.pageLines(analysisPage))).then((s) => s.update());
  }
}

// ---- bots: hint, pause, step, speed -------------------------------------------

/** The bot row shows when any seat is a bot; Hint is on when a person is to move. */
function renderBotTools() {
  const { kinds } = board.settings;
  const busy = board.thinking;
  $('bot-tools').hidden = kinds.every((k) => k === 'human');
  $('hint-btn').disabled = !board.canPlay() || busy !== null;
  const paused = board.paused;
  $('pause-btn').textContent = t(paused ? 'app.resume' : 'app.pause');
  $('pause-btn').setAttribute('aria-pressed', String(paused));
  $('step-btn').disabled = !board.botToMove || busy !== null;
}

/** One person against bots, before the first move: the bots' level can still be picked (and is kept). */
function renderLevelPick() {
  const { kinds } = board.settings;
  const bots = kinds.filter((k) => botLevel(k));
  const show = board.history.length === 0 && !board.readOnly && bots.length === kinds.length - 1 && kinds.includes('human');
  $('level-pick').hidden = !show;
  if (show) $('level-select').value = bots[0];
}

/** The level pickers' choices (under the board, and "every seat a bot" in the new-game dialog): the bots, each with its rating. */
function fillLevels() {
  for (const [id, fallback] of [['level-select', null], ['all-bots-level', 'bot3']]) {
    const level = $(id).value || fallback;
    $(id).replaceChildren(...kindLabels().filter(([kind]) => botLevel(kind)).map(([kind, text]) => {
      const rating = LEVEL_RATINGS[kind];
      const option = h('option', null, rating === null ? text : t('app.level.rated', { kind: text, rating }));
      option.value = kind;
      return option;
    }));
    if (level) $(id).value = level;
  }
}

/** Puts every bot of the game not yet begun at the level picked, and keeps the level. */
function pickLevel() {
  const kind = $('level-select').value;
  writeJson(LEVEL_KEY, Number(botLevel(kind)));
  board.setKinds(board.settings.kinds.map((k) => (botLevel(k) ? kind : k)));
}

async function showHint() {
  $('hint-btn').disabled = true;
  await board.hint({ level: 5, timeMs: 600 });
  renderBotTools();
}

// ---- the evaluation bar and graph (analysis/eval-view.js, loaded when first turned on) ----

let evalView = null;
async function showEval(on) {
  if (on) evalView ??= import('./analysis/eval-view.js').then(({ EvalView }) => new EvalView(board, { bar: $('eval-bar'), graph: $('eval-graph') }));
  (await evalView)?.show(on);
}

// ---- the typed move box (nonvisual/move-box.js, loaded when first turned on) ----

let moveBox = null;
async function showMoveBox(on) {
  if (on) {
    moveBox ??= import('./nonvisual/move-box.js')
      .then(({ MoveBox, MOVE_BOX_STYLE }) => loadStyle(MOVE_BOX_STYLE).then(() => new MoveBox(board, $('move-box'))));
  }
  await moveBox;
  $('move-box').hidden = !on;
}

// ---- new game dialog --------------------------------------------------------

/** Who can play a seat, each bot level said in a few words. */
const KINDS = ['human', 'bot1', 'bot2', 'bot3', 'bot4', 'bot5', 'remote'];
const kindLabels = () => KINDS.map((kind) => [kind, t(`app.kind.${kind}`)]);

/** Says under the seats which army is yours (the first person's, drawn at the bottom). */
function renderYours() {
  const kinds = Array.from($('seat-rows').querySelectorAll('select'), (k) => k.value);
  const you = kinds.indexOf('human');
  const people = kinds.filter((k) => k === 'human').length;
  $('yours-note').textContent = you < 0 ? t('app.yours.watch')
    : people === 1 ? t('app.yours.one', { army: ARMIES[you].name })
      : t('app.yours.many', { count: people, army: ARMIES[you].name });
  for (const [seat, row] of [...$('seat-rows').children].entries()) row.classList.toggle('yours', seat === you);
  $('deadline-row').hidden = !kinds.includes('remote');
  renderNoProgress(kinds);
}

function renderSeatRows(players, names, kinds = []) {
  const rows = $('seat-rows');
  rows.replaceChildren(...Array.from({ length: players }, (_, seat) => {
    const li = h('li');
    const dot = h('span', `mini-dot s${seat}`, ARMIES[seat].letter);
    dot.setAttribute('aria-hidden', 'true');
    const name = h('input');
    name.type = 'text';
    name.name = `name${seat}`;
    name.maxLength = MAX_NAME;
    name.placeholder = ARMIES[seat].name;
    name.value = names[seat] ?? '';
    name.setAttribute('aria-label', t('app.seat.name', { seat: seat + 1, army: ARMIES[seat].name }));
    const kind = h('select');
    kind.name = `kind${seat}`;
    kind.setAttribute('aria-label', t('app.seat.kind', { army: ARMIES[seat].name }));
    for (const [value, text] of kindLabels()) {
      const option = h('option', null, text);
      option.value = value;
      kind.append(option);
    }
    kind.value = kinds[seat] ?? 'human';
    li.append(dot, name, kind);
    return li;
  }));
  renderYours();
}

/** tempo.js once the dialog has loaded it: what to expect of each table, measured. */
let tempo = null;
/** Under the table's size: when its first capture comes and how long it runs; `resize`: its own radius first. */
function renderTempo(resize = false) {
  if (!tempo) {
    import('./chrome/tempo.js').then((m) => { tempo = m; renderTempo(); });
    return;
  }
  const players = Number($('players-select').value);
  if (resize) $('radius-select').value = String(tempo.DEFAULT_RADIUS[players]);
  $('tempo-note').textContent = tempo.tempoText(players, Number($('radius-select').value));
}

function openNewGameDialog() {
  const { players, radius, names, kinds } = board.settings;
  $('players-select').value = String(players);
  $('radius-select').value = String(radius);
  renderSeatRows(players, names, kinds);
  fillGameOptions(board.settings);
  renderNoProgress(kinds, true);
  renderTempo();
  $('new-game-dialog').returnValue = '';
  $('new-game-dialog').showModal();
}

function startFromDialog() {
  const players = Number($('players-select').value);
  const radius = Number($('radius-select').value);
  const names = Array.from({ length: players }, (_, seat) => $('seat-rows').querySelector(`[name="name${seat}"]`).value.trim().slice(0, MAX_NAME));
  const kinds = Array.from({ length: players }, (_, seat) => $('seat-rows').querySelector(`[name="kind${seat}"]`).value);
  // The first person's seat at the bottom (the first seat when every seat is a bot).
  board.setAttribute('bottom-seat', String(Math.max(0, kinds.indexOf('human'))));
  if (kinds.includes('remote')) {
    const { rules } = readGameOptions();
    const deadline = Number($('deadline-select').value);
    remote().then((m) => m.startRemote(remotePage, { players, radius, names, kinds, rules, deadline }).then(renderViewSeats));
    return;
  }
  const options = readGameOptions();
  keepNoProgress(kinds, options.rules.noProgress);
  board.newGame({ players, radius, names, kinds, ...options });
  renderViewSeats();
}

// ---- share --------------------------------------------------------------------

async function openShare() {
  const url = shareUrl(board.record());
  $('share-url').value = url;
  $('share-status').textContent = '';
  $('share-dialog').showModal();
  $('share-url').select();
}

async function copyShare() {
  const input = $('share-url');
  try {
    await navigator.clipboard.writeText(input.value);
    $('share-status').textContent = t('app.copied');
  } catch {
    input.select();
    $('share-status').textContent = t('app.copy-failed');
  }
}

// ---- preferences (view only; stored beside the game) -------------------------

const PREFS_KEY = 'hex-checkers/prefs';
function loadPrefs() {
  const p = readJson(PREFS_KEY, {});
  return p && typeof p === 'object' ? p : {};
}
function savePrefs() {
  const prefs = {
    theme: $('theme-select').value, names: $('names-select').value, seat: $('view-seat').value, pace: $('speed-select').value,
    sound: $('sound-toggle').checked, eval: $('eval-toggle').checked, typed: $('typed-toggle').checked,
    turn: $('turn-toggle').checked, notify: $('notify-toggle').checked,
  };
  writeJson(PREFS_KEY, prefs); // not saving is fine
}
function applyTheme(theme) {
  const value = ['light', 'dark'].includes(theme) ? theme : 'auto';
  $('theme-select').value = value;
  if (value === 'auto') {
    document.documentElement.removeAttribute('data-theme');
    board.removeAttribute('theme');
  } else {
    document.documentElement.dataset.theme = value;
    board.setAttribute('theme', value);
  }
}

// ---- wiring ---------------------------------------------------------------

/** Connects every control of the page to the board, one group at a time. */
function wire() {
  wireNewGameDialog();
  wireBotTools();
  wireHistory();
  wireShare();
  wireRules();
  wireViewPrefs();
  wireBoardEvents();
  wireNonVisual(board, { toggle: $('nonvisual-toggle'), container: $('nonvisual'), shortcut: $('nonvisual-key') });
  wireEndings(board, { newGame: openNewGameDialog, started: renderViewSeats, onExport: async () => (await games()).downloadRecord() });
  window.addEventListener('hashchange', async () => {
    if (await openSharedLink(keeper.shown)) { renderViewSeats(); refreshChrome(); autosave(); }
  });
  $('analyse-btn').addEventListener('click', analyse);
  $('analyse-game-btn').addEventListener('click', analyse);
  $('analysis-board-btn').addEventListener('click', async () => (await import('./analysis/board.js')).openAnalysis(analysisPage));
  $('games-btn').addEventListener('click', async () => {
    (await games()).openGames();
    if (heldRemote('hex-checkers/remote/')) (await remote()).renderRemoteGames(remotePage, $('games-list'));
  });
  $('download-record-btn').addEventListener('click', async () => {
    (await games()).downloadRecord();
    $('share-status').textContent = 'The record is downloading.';
  });
  $('copy-record-btn').addEventListener('click', async () => (await games()).copyRecord());
  // The game in progress goes into the library whenever the page may be left.
  document.addEventListener('visibilitychange', () => { if (document.visibilityState === 'hidden') keeper.keepNow(); });
  window.addEventListener('pagehide', () => keeper.keepNow());
}

function wireNewGameDialog() {
  $('new-game-btn').addEventListener('click', openNewGameDialog);
  $('players-select').addEventListener('change', () => {
    const names = Array.from($('seat-rows').querySelectorAll('input'), (i) => i.value);
    const kinds = Array.from($('seat-rows').querySelectorAll('select'), (k) => k.value);
    renderSeatRows(Number($('players-select').value), names, kinds);
    renderTempo(true); // each table size starts at its own radius
  });
  $('radius-select').addEventListener('change', () => renderTempo());
  $('all-bots-btn').addEventListener('click', () => {
    // Watch a game: every seat a bot, all at the one level picked beside the button.
    const level = $('all-bots-level').value;
    for (const select of $('seat-rows').querySelectorAll('select')) select.value = level;
    renderYours();
  });
  $('seat-rows').addEventListener('change', renderYours);
  $('new-game-cancel').addEventListener('click', () => $('new-game-dialog').close('cancel'));
  // A friend's table, by its code (www/app/remote/): Enter joins too, rather than starting a game.
  const join = () => {
    const code = $('table-code').value;
    $('new-game-dialog').close('join');
    remote().then((m) => m.joinTable(remotePage, code));
  };
  $('table-join-btn').addEventListener('click', join);
  $('table-code').addEventListener('keydown', (e) => { if (e.key === 'Enter') { e.preventDefault(); join(); } });
  // Open tables (www/app/remote/lobby-ui.js): tables strangers listed publicly, a free seat taken in one click.
  $('lobby-btn').addEventListener('click', async () => {
    $('new-game-dialog').close('lobby');
    (await import('./remote/lobby-ui.js')).openLobby(remotePage, remote);
  });
  $('new-game-dialog').addEventListener('close', () => {
    if ($('new-game-dialog').returnValue === 'start') startFromDialog();
  });
}

function wireBotTools() {
  $('hint-btn').addEventListener('click', showHint);
  $('pause-btn').addEventListener('click', () => { board.paused = !board.paused; });
  $('level-select').addEventListener('change', pickLevel);
  $('step-btn').addEventListener('click', () => { board.step(); });
  $('speed-select').addEventListener('change', () => {
    board.botPace = Number($('speed-select').value);
    savePrefs();
  });
}

/** Undo and redo, by button and by key (outside dialogs and fields); the move list wires itself (move-list.js). */
function wireHistory() {
  $('undo-btn').addEventListener('click', () => board.undo());
  $('redo-btn').addEventListener('click', () => board.redo());
  document.addEventListener('keydown', (e) => {
    if (e.defaultPrevented || document.querySelector('dialog[open]')) return;
    if (e.target.closest?.('input, select, textarea')) return;
    const verb = historyShortcut(e);
    if (!verb) return;
    e.preventDefault();
    board[verb]();
  });
}

function wireShare() {
  $('share-btn').addEventListener('click', openShare);
  $('copy-btn').addEventListener('click', copyShare);
}

function wireRules() {
  $('rules-btn').addEventListener('click', async () => {
    // The panel's module, text and styles load on first use; it opens once they are there.
    const [{ drawRules }] = await Promise.all([import('./panels/rules.js'), loadStyle(PANELS_CSS)]);
    if (!$('rules-dialog').open) $('rules-dialog').showModal();
    drawRules($('rules-dialog'));
  });
  $('puzzles-btn').addEventListener('click', async () => (await import('./puzzles/puzzles.js')).openPuzzles().catch((e) => notice(e.message, 'error')));
  // The tutorial's button is part of the rules text, which rules.js builds on first use.
  $('rules-dialog').addEventListener('click', async (event) => {
    if (!event.target.closest('#tutorial-btn')) return;
    $('rules-dialog').close();
    (await import('./tutorial/tutorial.js')).openTutorial();
  });
}

/** Cell names on the board: none, the rim's only, or every cell's. */
function showNames(which) {
  board.toggleAttribute('show-names', which === 'all');
  board.toggleAttribute('edge-names', which === 'edge');
}

function wireViewPrefs() {
  $('view-seat').addEventListener('change', () => {
    board.setAttribute('bottom-seat', $('view-seat').value);
    savePrefs();
  });
  $('names-select').addEventListener('change', () => {
    showNames($('names-select').value);
    savePrefs();
  });
  $('sound-toggle').addEventListener('change', () => {
    sound.enabled = $('sound-toggle').checked;
    savePrefs();
  });
  $('typed-toggle').addEventListener('change', () => {
    showMoveBox($('typed-toggle').checked);
    savePrefs();
  });
  $('eval-toggle').addEventListener('change', () => {
    showEval($('eval-toggle').checked);
    savePrefs();
  });
  $('theme-select').addEventListener('change', () => {
    applyTheme($('theme-select').value);
    savePrefs();
  });
  $('turn-toggle').addEventListener('change', () => {
    renderTurnView();
    savePrefs();
  });
  $('notify-toggle').addEventListener('change', async () => {
    const on = $('notify-toggle').checked && await (await import('./chrome/notify.js')).allowNotifications();
    $('notify-toggle').checked = on;
    if (!on && 'Notification' in window && Notification.permission === 'denied') notice(t('app.notify-refused'), 'warn');
    savePrefs();
  });
}

// ---- moments: sounds, and the tab saying it is your move ------------------------

/** A sound for every hop; after a bot's turn, a call when a person is to move next. */
function wireSounds() {
  board.addEventListener('hc-hop', (e) => sound.play(hopSound(e.detail.hop)));
  board.addEventListener('hc-turnend', (e) => {
    const { kinds } = board.settings;
    if (e.detail.next === null || kinds[e.detail.seat] === 'human' || kinds[e.detail.next] !== 'human') return;
    sound.play('turn', 0.25);
    if ($('notify-toggle').checked) import('./chrome/notify.js').then((n) => n.notifyTurn(t('element.turn.move', { army: seatLabel(board.settings.names, e.detail.next) })));
  });
}

/** Hot-seat (2+ people here): "Turn to the player" shows, and while on the board turns (hotseat.js). */
function renderTurnView() {
  const people = board.settings.kinds.filter((k) => k === 'human').length;
  $('turn-toggle').closest('label').hidden = people < 2;
  if (people > 1 && $('turn-toggle').checked) import('./chrome/hotseat.js').then((t) => t.turnToPlayer(board, $('view-seat')));
}

/** The tab's title: the page's own (index.html's <title>) in English, else the page's name in its language. */
const TITLE = document.title;
const pageTitle = () => (language() === 'en' ? TITLE : t('app.title'));
/** In the background, the tab's title and icon say when a person is to move in a game with bots. */
function renderTitle() {
  $('notify-toggle').closest('label').hidden = !('Notification' in window) || !board.mixedSeats;
  const waiting = document.hidden && board.canPlay() && board.settings.kinds.some((k) => k !== 'human');
  const title = waiting ? t('app.title.your-move', { title: pageTitle() }) : pageTitle();
  if (document.title !== title) document.title = title;
  const icon = `www/app/${waiting ? 'icon-turn' : 'icon'}.svg`;
  if ($('icon').getAttribute('href') !== icon) $('icon').setAttribute('href', icon);
}

/** What the board reports: bot activity, warnings, and every change of position (chrome, autosave). */
function wireBoardEvents() {
  wireSounds();
  document.addEventListener('visibilitychange', renderTitle);
  board.addEventListener('hc-bot', () => { renderBotTools(); renderEndTools(board); });
  board.addEventListener('hc-drawoffer', () => renderEndTools(board));
  board.addEventListener('hc-warning', (e) => notice(e.detail.message, 'warn'));
  board.addEventListener('hc-hop', (e) => {
    dropPassingNotices();
    sayKnockedOut(e.detail.hop);
  });
  board.addEventListener('hc-change', (e) => {
    refreshChrome();
    renderTitle();
    renderTurnView();
    if (!['hop', 'undo', 'redo', 'goto', 'seats', 'readonly'].includes(e.detail.reason)) renderViewSeats();
    autosave();
  });
}

async function main() {
  await wireLanguage($('language-select'), board); // the browser's language, or the one chosen here
  fillLevels();
  const prefs = loadPrefs();
  applyTheme(prefs.theme);
  // Cell names: 'off', 'edge' (the rim's, as a chess board's edge) or 'all'; older saves kept a yes/no for all.
  const names = ['off', 'edge', 'all'].includes(prefs.names) ? prefs.names : prefs.names === true ? 'all' : 'off';
  $('names-select').value = names;
  showNames(names);
  $('sound-toggle').checked = prefs.sound !== false;
  sound.enabled = prefs.sound !== false;
  $('typed-toggle').checked = prefs.typed === true;
  if (prefs.typed === true) showMoveBox(true);
  $('turn-toggle').checked = prefs.turn === true;
  $('notify-toggle').checked = prefs.notify === true && 'Notification' in window && Notification.permission === 'granted';
  if (/^[0-5]$/.test(String(prefs.seat))) board.setAttribute('bottom-seat', String(prefs.seat));
  if ([...$('speed-select').options].some((o) => o.value === prefs.pace)) $('speed-select').value = prefs.pace;
  board.botPace = Number($('speed-select').value);
  if (!board.game) {
    const failed = await new Promise((resolve) => {
      board.addEventListener('hc-ready', () => resolve(null), { once: true });
      board.addEventListener('hc-error', (e) => resolve(e.detail.message), { once: true });
    });
    if (failed) {
      notice(t('app.engine-failed', { reason: failed }), 'error');
      return;
    }
  }
  // The board's own listener follows from here, so the game loaded now is the first the library sees.
  board.addEventListener('hc-change', (e) => keeper.onChange(e.detail.reason));
  const saved = loadSaved();
  const savedId = Keeper.savedId();
  const inProgress = saved.status === 'ok' ? { id: savedId, settings: saved.settings, history: saved.history } : null;
  const remoteLink = REMOTE_HASH.test(window.location.hash);
  if (!(await openSharedLink(inProgress))) openSaved(saved, savedId);
  if (!remoteLink && heldRemote('hex-checkers/remote-current')) remote().then((m) => m.resumeRemote(remotePage));
  renderViewSeats();
  refreshChrome();
  renderTitle();
  renderTurnView();
  wire();
  // Another language: what this module wrote is written again (the marked text follows by itself, language.js).
  onLanguageChange(() => {
    fillLevels();
    renderViewSeats();
    refreshChrome();
    renderTitle();
    if ($('new-game-dialog').open) {
      const rows = [...$('seat-rows').children];
      renderSeatRows(rows.length, rows.map((r) => r.querySelector('input').value), rows.map((r) => r.querySelector('select').value));
    }
  });
  $('eval-toggle').checked = prefs.eval === true;
  if (prefs.eval === true) showEval(true);
  autosave();
  document.documentElement.dataset.ready = 'true'; // the board is playable (tests and measure.mjs wait for this)
  performance.mark('hc-playable');
}

main();
registerOffline(); // offline play once visited (www/app/platform/sw.js)
