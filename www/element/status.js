// The status above the board: the turn line (with what the bot is doing), one
// row per army, and the notes (with a New game button once a game is over,
// unless the board is read-only or its embedder said no-new-game). The board's
// own redraw draws it (board-view.js calls drawStatus once per animation frame,
// after the board), so the status and the board never show two different moments.
//
// Its height never changes with what it says, so the board under it never
// moves: the turn line is one line, the army chips sit in a grid whose rows
// depend only on the number of armies and the width, and the notes box is two
// lines high (element.css).

import { ARMIES, seatLabel } from './armies.js';
import { cellName } from './engine.js';
import { drawQuestionText, thinkingText, turnSentence } from './words.js';
import { label, language, listText, t } from '../i18n/i18n.js';

/**
 * The facts the status shows, gathered by the element at draw time.
 * @typedef {object} StatusFacts
 * @property {object} game        the engine's game (current, winner, draw, chainFrom, seats)
 * @property {Map<string, {seat: number, king: boolean}>} board  the board state's pieces
 * @property {boolean} mustCapture  a capture is compulsory in this position
 * @property {string[]} names     seat names
 * @property {string[]} kinds     seat kinds ("human", "bot1".."bot5")
 * @property {{cursor: number, length: number, canRedo: boolean, lastHop: object|null, browsing: boolean}} history
 *   browsing: the moves are being looked through (a move there asks first; no resignation or draw offer)
 * @property {boolean} readOnly
 * @property {boolean} canPlay    a person may move now
 * @property {boolean} botToMove  a bot seat is to move
 * @property {boolean} paused     the bots are paused
 * @property {{seat: number, hint: boolean, slow: boolean}|null} thinking
 * @property {{ms: number, text: string, low: boolean, running: boolean}[]|null} clocks  per seat, null without a clock
 * @property {{from: number, asking: number|null, accepted: number[]}|null} question  the open draw question
 * @property {number|null} declined  the seat that declined the last draw offer, while the position is unchanged
 * @property {boolean} offerNewGame  the game is over and the board offers a new one
 * @property {number|null} yourSeat   the one person's seat in a game against bots (its chip says "you"), else null
 * @property {string|null} hint       the hint shown on the board, in words
 * @property {{key: string, targets: string[]}|null} picked  the piece picked up ("q,r") and the cells it may go to
 * @property {{seat: number, promoted: boolean, eliminated: number|null}|null} moment  the hop just played
 */

function h(tag, className, parent, text) {
  const node = document.createElement(tag);
  if (className) node.className = className;
  if (text !== undefined) node.textContent = text;
  if (parent) parent.append(node);
  return node;
}

/**
 * Builds the status nodes in `parent`; returns them for drawStatus. `onAnswer(accept)` answers a draw
 * question; `onNewGame`: the New game button's action.
 */
export function createStatus(parent, onAnswer, onNewGame) {
  const status = h('div', 'status', parent);
  status.setAttribute('part', 'status');
  const turn = h('p', 'turn', status);
  const seats = h('ul', 'seats', status);
  const notes = h('div', 'notes', status);
  const ui = {
    turn,
    seats,
    question: createQuestion(status, notes, onAnswer),
    notes,
    hint: h('p', 'hint', notes),
    again: label(h('button', 'again', notes), 'element.new-game'),
    thinking: h('span', 'thinking'),
  };
  ui.again.type = 'button';
  ui.again.setAttribute('part', 'new-game');
  ui.again.hidden = true;
  ui.again.addEventListener('click', onNewGame);
  ui.thinking.setAttribute('part', 'thinking');
  label(seats, 'element.armies', 'aria-label');
  return ui;
}

/** The draw question's row: its sentence and Accept / Decline (hidden while no person is asked). */
function createQuestion(status, before, onAnswer) {
  const box = h('div', 'question', status);
  status.insertBefore(box, before);
  box.setAttribute('part', 'question');
  box.setAttribute('role', 'group');
  label(box, 'element.draw.offer-group', 'aria-label');
  box.hidden = true;
  const text = h('p', null, box);
  const accept = label(h('button', 'accept', box), 'element.draw.accept');
  const decline = label(h('button', 'decline', box), 'element.draw.decline');
  for (const [button, answer] of [[accept, true], [decline, false]]) {
    button.type = 'button';
    button.setAttribute('part', `question-${button.className}`);
    button.addEventListener('click', () => onAnswer(answer));
  }
  return { box, text, accept, decline };
}

/** Draws the status from the facts. @param {StatusFacts} f */
export function drawStatus(ui, f) {
  const skipped = new Set(f.history.lastHop ? f.history.lastHop.skipped : []);
  drawTurn(ui, f);
  drawSeats(ui.seats, f, skipped);
  drawQuestion(ui.question, f);
  drawNotes(ui, f, skipped);
}

/** The open draw question, when a person is asked (while a bot judges, the sentence alone). */
function drawQuestion(q, f) {
  const question = f.question;
  q.box.hidden = !question;
  if (!question) return;
  const person = question.asking !== null && f.kinds[question.asking] === 'human';
  const offer = drawQuestionText({ ...question, asking: null }, f.names);
  q.text.textContent = person ? drawQuestionText(question, f.names)
    : question.asking === null ? offer : `${offer} ${t('element.draw.pondering', { army: seatLabel(f.names, question.asking) })}`;
  q.accept.hidden = !person;
  q.decline.hidden = !person;
}

function dot(seat) {
  const d = h('span', `dot s${seat}`, null, ARMIES[seat].letter);
  d.setAttribute('aria-hidden', 'true');
  return d;
}

function drawTurn(ui, f) {
  const g = f.game;
  const seatNow = g.winner ?? g.current;
  // Your move: in a game against bots, the one person's turn is marked on screen, not only in the tab's title.
  const yourMove = f.canPlay && f.yourSeat !== null && g.current === f.yourSeat && !f.history.canRedo;
  const sentence = turnSentence(g, f.names, f.mustCapture);
  ui.turn.replaceChildren();
  if (seatNow !== null) ui.turn.append(dot(seatNow));
  if (yourMove) ui.turn.append(h('span', 'your-move', null, t('element.your-move')));
  ui.turn.append(h('strong', null, null, sentence));
  ui.turn.title = sentence; // the line is cut with an ellipsis when a long name does not fit
  ui.thinking.textContent = thinkingText(f.thinking, f.names);
  if (f.thinking) ui.turn.append(ui.thinking);
  ui.turn.classList.toggle('over', g.current === null);
}

function drawSeats(list, f, skipped) {
  const g = f.game;
  const counts = new Array(g.seats.length).fill(0);
  for (const piece of f.board.values()) counts[piece.seat] += 1;
  if (list.children.length !== g.seats.length) {
    list.replaceChildren(...g.seats.map(() => {
      const li = h('li', 'seat');
      li.append(h('span', 'dot'), h('span', 'name'), h('span', 'count'), h('span', 'note'), h('span', 'clock'));
      return li;
    }));
  }
  list.classList.toggle('clocked', !!f.clocks); // wider chips: a clock beside the count and the note
  g.seats.forEach((info, seat) => {
    const li = list.children[seat];
    const [d, name, count, note, clock] = li.children;
    const given = seatLabel(f.names, seat);
    d.className = `dot s${seat}`;
    d.textContent = ARMIES[seat].letter;
    d.setAttribute('aria-hidden', 'true');
    name.textContent = given;
    count.textContent = String(counts[seat]);
    count.title = t('element.seat.pieces', { count: counts[seat] });
    const out = info.eliminated || counts[seat] === 0;
    // Short words, so a chip keeps room for its name: "out" stands in for the count; the winner's chip is ringed.
    count.hidden = out;
    const yours = seat === f.yourSeat;
    const crowned = f.moment?.promoted && f.moment.seat === seat;
    const level = botLevel(f.kinds[seat]);
    // Who is the computer: every bot chip says so with its level ("Bot 5"), at any number of seats.
    const chip = out ? 'out' : skipped.has(seat) ? 'skipped' : crowned ? 'crowned' : yours ? 'you' : null;
    note.textContent = chip ? t(`element.seat.${chip}`) : level ? t('element.seat.bot', { level }) : '';
    const state = [out ? 'out' : skipped.has(seat) ? 'skipped' : seat === g.winner ? 'winner' : '', yours ? 'you' : '']
      .filter(Boolean).map((w) => t(`element.seat.${w}`));
    if (level) state.push(t('element.seat.bot-level', { level }));
    li.className = `seat${seat === g.current ? ' now' : ''}${out ? ' out' : ''}${seat === g.winner ? ' won' : ''}${yours ? ' yours' : ''}${level ? ' bot' : ''}`
      + `${crowned ? ' just-crowned' : ''}${f.moment?.eliminated === seat ? ' just-out' : ''}`;
    const time = f.clocks?.[seat];
    drawClock(clock, time);
    const words = [t('element.seat.label', { name: given, army: ARMIES[seat].name, count: counts[seat] }), ...state];
    if (seat === g.current) words.push(t('element.seat.to-move'));
    if (time) words.push(t(time.low ? 'element.seat.time-low' : 'element.seat.time', { time: time.text }));
    if (time?.running) words.push(t('element.seat.clock-running'));
    li.setAttribute('aria-label', words.join(t('element.cell.separator')));
  });
}

/** A bot seat's level ("bot5" → "5"), or null for a person. */
export const botLevel = (kind) => (typeof kind === 'string' && /^bot[1-5]$/.test(kind) ? kind.slice(3) : null);

/** A seat's clock face: its time, "running" while it runs, "low" under the warning line. */
function drawClock(node, time) {
  node.hidden = !time;
  if (!time) return;
  node.textContent = time.text;
  node.className = `clock${time.running ? ' running' : ''}${time.low ? ' low' : ''}`;
}

/** The notes under the turn line: what is special about this position, else what to do (exported for its Node test). */
export function notesOf(f, skipped = new Set()) {
  const g = f.game;
  const notes = f.hint ? [f.hint] : [];
  if (f.declined !== null && f.declined !== undefined) notes.push(t('element.note.declined', { army: seatLabel(f.names, f.declined) }));
  if (skipped.size) notes.push(t('element.note.skipped', { armies: listText([...skipped].map((s) => seatLabel(f.names, s))), count: skipped.size }));
  if (g.current !== null && g.chainFrom) notes.push(t('element.note.chain'));
  else if (f.canPlay && f.picked) notes.push(pickedNote(f.picked, g.radius));
  else if (g.current !== null && f.mustCapture) {
    notes.push(t(f.readOnly ? 'element.note.capture-here' : 'element.note.capture'));
  }
  if (f.history.canRedo) {
    notes.push(t('element.note.viewing', { at: f.history.cursor, length: f.history.length }));
    if (f.botToMove && f.history.browsing) notes.push(t('element.note.bot-waits-browsing'));
    else if (f.botToMove) notes.push(t(f.paused ? 'element.note.bot-waits-paused' : 'element.note.bot-waits'));
    else if (f.canPlay && f.history.browsing) notes.push(t('element.note.browsing'));
  } else if (f.botToMove && f.paused) {
    notes.push(t('element.note.paused'));
  }
  if (notes.length) return notes;
  if (f.canPlay) return [t('element.note.pick')];
  if (f.botToMove) return [t('element.note.bot', { army: seatLabel(f.names, g.current), level: f.kinds[g.current].slice(3) })];
  if (g.current === null) return [t(f.readOnly ? 'element.note.over-readonly' : 'element.note.over')];
  return [];
}

/** What to do with the piece in hand: where it can go (by name, the cells drawn with a dot) and how to put it down. */
function pickedNote({ key, targets }, radius) {
  const name = (k) => { const [q, r] = k.split(',').map(Number); return cellName({ q, r }, radius); };
  const shown = targets.slice(0, 4).map(name);
  const where = targets.length > 4 ? t('element.note.targets-more', { cells: shown.join(', '), count: targets.length - 4 })
    : new Intl.ListFormat(language(), { type: 'disjunction' }).format(shown);
  return t('element.note.picked', { cell: name(key), where });
}

/** The notes box keeps its place (and height) even when it has nothing to say. */
function drawNotes(ui, f, skipped) {
  const notes = notesOf(f, skipped);
  ui.hint.textContent = notes.join(' ');
  ui.again.hidden = !f.offerNewGame;
  ui.notes.classList.toggle('quiet', !f.hint && !f.mustCapture && !f.game.chainFrom && !skipped.size && !f.history.canRedo);
  // Nothing to say (a read-only board in play): no empty frame, but the place is kept.
  ui.notes.classList.toggle('empty', notes.length === 0 && ui.again.hidden);
}
