// The non-visual mode (docs/nonvisual.md): the board as text, a command line,
// a live region and a log. It is built on first use (switch.js loads it) in the
// page's container, and speaks only through the element's public API and its
// events, the way the move list does: a move typed is one of game.legalMoves(),
// played with the element's play() once canPlay() allows it (so a remote game
// sends it as it sends a click's), and every hop, whoever played it (a person,
// a bot, a friend's device), is said when the element reports it (hc-hop).
//
// Every answer is added to the live region (polite, additions only, the last
// few kept) and to the log, which keeps the whole conversation readable.

import { t, onLanguageChange } from '../../i18n/i18n.js';
import { hexOf } from '../../element/state.js';
import { seatLabel } from '../../element/armies.js';
import { isEvent } from '../../element/history.js';
import { eventText, roundsOf } from '../../element/notation.js';
import { endOf } from '../../element/summary.js';
import { gameSummary } from '../../element/game-summary.js';
import { botLevel } from '../../element/status.js';
import { drawQuestionText, endSentence, hintSentence, hopSentence, turnSentence } from '../../element/words.js';
import { h } from '../platform/dom.js';
import { VERBS, parseCommand, verbWords } from './commands.js';
import { CellError, TypedMoves } from './typed.js';
import {
  aroundText, armiesText, boardRows, clocksText, listText, movesText, pieceText, piecesText, seatNamed,
} from './text.js';

/** Answers kept in the live region (the log keeps them all, up to LOG_LIMIT). */
const LIVE_LIMIT = 12;
const LOG_LIMIT = 2000;
const START_DELAY_MS = 400;
/** hc-change reasons that put another game or position on the board, and those that travel in its history. */
const FRESH = new Set(['new', 'load', 'saved', 'restore', 'link', 'remote']);
const TRAVEL = new Set(['undo', 'redo', 'goto']);

/** The turns played in a line of steps (a chain's hops are one turn, an event none) and its round, in words. */
function playedText(steps) {
  const count = steps.filter((s, i) => !isEvent(s) && !(i > 0 && !isEvent(steps[i - 1]) && steps[i - 1].chaining)).length;
  return t('nonvisual.status.moves', { count, round: roundsOf(steps).at(-1) ?? 0 });
}

export class NonVisualMode {
  /**
   * @param {import('../../element/element.js').HexCheckersElement} board
   * @param {HTMLElement} root  the page's container for the mode (emptied and filled here)
   */
  constructor(board, root) {
    this.board = board;
    this.root = root;
    this.on = false;
    /** typed moves: the cells read, the piece chosen by a lone cell (its `picked`), the hops played */
    this.typed = new TypedMoves(board, () => this.names);
    /** the seat waiting for "yes" to resign, or null */
    this.confirming = null;
    this.said = 0;
    this.frame = 0;
    this.build();
    this.listen();
    onLanguageChange(() => { this.words(); this.render(); });
  }

  build() {
    const r = this.root;
    this.title = h('h2');
    this.title.id = 'nonvisual-title';
    this.off = h('button', 'nonvisual-off');
    this.off.type = 'button';
    this.off.setAttribute('aria-keyshortcuts', 'Alt+Shift+N');
    const head = h('div', 'nonvisual-head');
    head.append(this.title, this.off);
    this.intro = h('p', 'panel-note');
    this.form = h('form', 'nonvisual-form');
    this.label = h('label');
    this.label.htmlFor = 'nonvisual-input';
    this.input = h('input');
    Object.assign(this.input, { id: 'nonvisual-input', type: 'text', autocomplete: 'off', spellcheck: false });
    this.input.setAttribute('autocapitalize', 'none');
    this.input.setAttribute('aria-describedby', 'nonvisual-intro');
    this.intro.id = 'nonvisual-intro';
    this.send = h('button', 'primary');
    this.send.type = 'submit';
    this.form.append(this.label, this.input, this.send);
    this.live = h('div', 'nonvisual-live');
    this.live.id = 'nonvisual-live';
    this.live.setAttribute('aria-live', 'polite');
    this.live.setAttribute('aria-relevant', 'additions');
    this.live.dataset.count = '0';
    this.boardTitle = h('h3');
    this.boardTitle.id = 'nonvisual-board-title';
    this.turn = h('p', 'nonvisual-turn');
    this.turn.id = 'nonvisual-turn';
    this.moves = h('p', 'nonvisual-moves');
    this.moves.id = 'nonvisual-moves';
    this.rows = h('ol', 'nonvisual-rows');
    this.rows.id = 'nonvisual-rows';
    this.rows.setAttribute('aria-labelledby', 'nonvisual-board-title');
    this.logTitle = h('h3');
    this.logTitle.id = 'nonvisual-log-title';
    this.log = h('ol', 'nonvisual-log');
    this.log.id = 'nonvisual-log';
    this.log.setAttribute('aria-labelledby', 'nonvisual-log-title');
    this.log.tabIndex = 0; // it scrolls: the keyboard may scroll it too
    // The log right under the command line, so the answer shows where the eyes are (a helper, a magnifier).
    r.replaceChildren(head, this.intro, this.form, this.live, this.logTitle, this.log, this.boardTitle, this.turn, this.moves, this.rows);
    r.setAttribute('aria-labelledby', 'nonvisual-title');
    this.form.addEventListener('submit', (e) => {
      e.preventDefault();
      const line = this.input.value;
      this.input.value = '';
      this.command(line);
    });
    this.words();
  }

  /** The mode's own headings and labels, in the current language. */
  words() {
    this.title.textContent = t('nonvisual.title');
    this.off.textContent = t('nonvisual.off');
    this.intro.textContent = t('nonvisual.intro');
    this.label.textContent = t('nonvisual.input');
    this.send.textContent = t('nonvisual.send');
    this.boardTitle.textContent = t('nonvisual.boardTitle');
    this.logTitle.textContent = t('nonvisual.logTitle');
  }

  /** Turns the mode on or off (the container's visibility is the switch's; this only starts or stops talking). */
  show(on) {
    this.on = on;
    if (!on) return;
    this.render();
    // A live region just shown is not yet watched by every screen reader: the first answer waits a moment
    // (the command line, focused at once, says its label and how to use it meanwhile).
    setTimeout(() => { if (this.on) this.say(t('nonvisual.started', { turn: this.turnWords() })); }, START_DELAY_MS);
  }

  // ---- what the element reports ------------------------------------------------

  listen() {
    const b = this.board;
    const when = (type, fn) => b.addEventListener(type, (e) => { if (this.on && b.game) fn(e.detail); });
    when('hc-hop', ({ hop }) => {
      this.typed.picked = null;
      this.say(hopSentence(hop, this.names, b.game.radius, this.turnWords()));
    });
    when('hc-hint', ({ from, to, capture }) => {
      const move = { from: hexOf(from), to: hexOf(to), capture: capture ? hexOf(capture) : null };
      this.say(hintSentence(move, b.game.board, b.game.radius));
    });
    when('hc-event', ({ event }) => this.say(`${eventText(event, this.names)}. ${this.turnWords()}`));
    when('hc-gameend', () => {
      const { history, game } = endOf(b);
      this.say(endSentence(gameSummary(history, game), this.names, b.game.rules));
    });
    when('hc-drawoffer', (d) => {
      if (d.outcome === 'declined') this.say(t('nonvisual.draw.declined', { army: seatLabel(this.names, d.decliner) }));
      else if (d.outcome === 'withdrawn') this.say(t('nonvisual.draw.withdrawn'));
      else if (d.outcome === null) this.say(drawQuestionText(d, this.names) + (d.asking !== null ? ` ${t('nonvisual.draw.howToAnswer')}` : ''));
    });
    when('hc-change', ({ reason }) => {
      if (FRESH.has(reason)) {
        this.typed.picked = null;
        this.say(t('nonvisual.fresh', { turn: this.turnWords() }));
      } else if (TRAVEL.has(reason)) {
        this.typed.picked = null;
        this.say(t('nonvisual.travelled', { count: b.history.cursor, turn: this.turnWords() }));
      }
      this.frame ||= requestAnimationFrame(() => { this.frame = 0; this.render(); });
    });
  }

  get names() { return this.board.settings.names; }

  turnWords() {
    const g = this.board.game;
    return turnSentence(g, this.names, g.current !== null && g.legalMoves().some((m) => m.capture));
  }

  /** The board as text: the turn, what can move, one item per row. */
  render() {
    const g = this.board.game;
    if (!this.on || !g) return;
    this.turn.textContent = `${this.turnWords()} ${armiesText(g, this.names)}.`;
    this.moves.textContent = movesText(g, this.names);
    const rows = boardRows(g);
    while (this.rows.children.length > rows.length) this.rows.lastElementChild.remove();
    rows.forEach((row, i) => {
      const li = this.rows.children[i] ?? this.rows.appendChild(h('li'));
      if (li.textContent !== row.text) li.textContent = row.text;
    });
  }

  // ---- answers -----------------------------------------------------------------

  /** Says `text`: added to the live region (the last few kept there) and to the log. */
  say(text) {
    if (!text) return;
    this.said += 1;
    const p = h('p', null, text);
    p.dataset.n = String(this.said);
    this.live.append(p);
    while (this.live.children.length > LIVE_LIMIT) this.live.firstElementChild.remove();
    this.live.dataset.count = String(this.said);
    this.addLog(text, 'answer');
  }

  addLog(text, kind) {
    const li = h('li', kind, text);
    this.log.append(li);
    while (this.log.children.length > LOG_LIMIT) this.log.firstElementChild.remove();
    this.log.scrollTop = this.log.scrollHeight; // the latest in sight
  }

  /** Runs one typed line: a move or a command; its answer is said (a hop's, when the element reports it). */
  command(line) {
    if (!this.board.game) return;
    this.addLog(t('nonvisual.typed', { line: String(line).trim() }), 'typed');
    const cmd = parseCommand(line);
    const confirming = this.confirming;
    this.confirming = null;
    let answer;
    try {
      answer = cmd.verb === 'yes' ? this.confirm(confirming) : this.run(cmd);
    } catch (e) { // a cell name the engine refuses, or any other slip: said, nothing changed
      answer = e instanceof CellError ? e.message : t('nonvisual.error', { message: e.message });
    }
    if (answer) this.say(answer);
  }

  /** The answer to a command (null when the element's own report is the answer). */
  run(cmd) {
    const b = this.board;
    const g = b.game;
    switch (cmd.verb) {
      case 'empty': return t('nonvisual.empty');
      case 'unknown': return t('nonvisual.unknown', { word: cmd.word });
      case 'move': return this.move(cmd.cells);
      case 'help': return this.help();
      case 'board': return boardRows(g).map((row) => row.text).join(' ');
      case 'row': {
        const row = boardRows(g).find((r) => r.name === cmd.arg.trim());
        return row ? row.text : t('nonvisual.row.unknown', { row: cmd.arg, first: 'a', last: boardRows(g).at(-1).name });
      }
      case 'moves': return movesText(g, this.names);
      case 'can': return pieceText(g, this.cell(cmd.arg), this.names);
      case 'around': return aroundText(g, this.cell(cmd.arg));
      case 'pieces': {
        const seat = cmd.arg ? seatNamed(cmd.arg, g, this.names) : (g.current ?? b.yourSeat ?? 0);
        if (seat === null) {
          return t('nonvisual.pieces.unknown', { word: cmd.arg, armies: listText(g.seats.map((_, s) => seatLabel(this.names, s))) });
        }
        return piecesText(g, seat, this.names);
      }
      case 'last': return this.lastText();
      case 'turn': return this.turnText();
      case 'time': return clocksText(b.clocks.snapshot(), b.clocks.running, this.names);
      case 'status': return `${this.turnText()} ${armiesText(g, this.names)}. ${playedText(b.history.hops())}`;
      case 'hint': return this.askHint();
      case 'undo': return b.undo() ? null : t('nonvisual.undo.none');
      case 'redo': return b.redo() ? null : t('nonvisual.redo.none');
      case 'resign': return this.askResign();
      case 'yes': return t('nonvisual.yes.nothing');
      case 'draw': return b.offerDraw() ? null : t('nonvisual.draw.cannot');
      case 'accept':
      case 'decline': return b.answerDraw(cmd.verb === 'accept') ? null : t('nonvisual.draw.noQuestion');
      case 'cancel':
        this.typed.picked = null;
        return t('nonvisual.cancelled');
      default: return t('nonvisual.unknown', { word: cmd.verb });
    }
  }

  help() {
    const lines = VERBS.filter((v) => v !== 'yes').map((v) => t('nonvisual.help.line', { word: verbWords(v)[0], what: t(`nonvisual.help.${v}`) }));
    return `${t('nonvisual.help.intro')} ${lines.join(t('nonvisual.list.semicolon'))}.`;
  }

  turnText() {
    const b = this.board;
    const g = b.game;
    const level = g.current === null ? null : botLevel(b.settings.kinds[g.current]);
    return level ? `${this.turnWords()} ${t('nonvisual.turn.bot', { army: seatLabel(this.names, g.current), level })}` : this.turnWords();
  }

  /** The step on screen (a hop or an event), in words. */
  lastText() {
    const { history, game } = this.board;
    const step = history.entries[history.cursor]?.hop ?? null;
    if (!step) return t('nonvisual.last.none');
    const said = isEvent(step) ? `${eventText(step, this.names)}.` : hopSentence(step, this.names, game.radius, '').trim();
    return t('nonvisual.last', { count: history.cursor, step: said });
  }

  // ---- moves (typed.js) -------------------------------------------------------------

  cell(word) { return this.typed.cell(word); }

  move(names) { return this.typed.move(names); }

  /** The bot's suggestion for the person to move, said when the element shows it (hc-hint). */
  askHint() {
    const b = this.board;
    if (!b.canPlay() || b.thinking) return t('nonvisual.hint.cannot');
    b.hint({ level: 5, timeMs: 600 }); // as the page's Hint button
    return t('nonvisual.hint.asked');
  }

  // ---- endings -------------------------------------------------------------------

  askResign() {
    const b = this.board;
    const seat = b.canPlay() ? b.game.current : b.yourSeat;
    if (seat === null || b.game.current === null || b.browsing) return t('nonvisual.resign.cannot');
    this.confirming = seat;
    return t('nonvisual.resign.ask', { army: seatLabel(this.names, seat) });
  }

  /** "yes" after "resign": that seat resigns (its event is said); anything else typed in between cancelled it. */
  confirm(seat) {
    if (seat === null) return t('nonvisual.yes.nothing');
    return this.board.resign(seat) ? null : t('nonvisual.resign.cannot');
  }
}

