// The page's move list: one line per turn (the army, its hops as buttons; the
// first turn of each round carries the round's number, docs/formats.md#notation), a line for skipped armies and the result, and First / Previous /
// Next / Last. The list is one Tab stop (the move on screen); in it the arrow
// keys, Home and End move through the game.
//
// Kept in step with the board's history incrementally, so a hop costs the
// same however long the game is: the lines already drawn stay, a hop adds a
// button (or a line), playing from an earlier move removes only the lines after
// it, and moving the cursor touches only the lines between the old and the new
// place. A history the list has not drawn (a new game, a load) or new names
// redraw it whole. The lines sit in blocks of BLOCK turns (one <ol> each, laid
// out on its own: `contain: layout`), so a new line lays out one block, not the
// whole game.
//
// A long history drawn at once (more than HOLD hops: a share link, a load) is
// not made at once: its turns are counted (rounds, chains), but only the lines
// of the blocks from the cursor's (or the last TAIL) to the end are made and
// go in the list; the older blocks are made and go in above them a few at a
// time at idle moments, the view kept where it was, so the board answers a
// click while they do. Moving the cursor into a block not yet in puts it in
// at once (with every block after it); cutting the game puts them all in. While blocks wait the list carries
// aria-busy="true" and data-drawn="some"; once every one is in, data-drawn="all".

import { ARMIES, seatLabel } from '../../element/armies.js';
import { h } from '../platform/dom.js';
import { chainGoesOn, isEvent, keptHops } from '../../element/history.js';
import { Rounds, eventText, hopText } from '../../element/notation.js';
import { createGame } from '../../element/engine.js';
import { drawSentence } from '../../element/words.js';
import { label, language, listText, t } from '../../i18n/i18n.js';

const BLOCK = 50; // turns per <ol>
const HOLD = 1000; // a history drawn anew with more entries than this is put in the list in steps
const TAIL = 4; // blocks put in at once then
const CHUNK = 4; // blocks put in per idle moment after it
const idle = globalThis.requestIdleCallback
  ? (f) => globalThis.requestIdleCallback(f, { timeout: 500 })
  : (f) => setTimeout(f, 0);

/** Why a drawn position is drawn, in words: every survivor frozen, no progress or repetition. */
function drawWhy(snapshot) {
  const game = createGame();
  game.restore(snapshot);
  return drawSentence(game.result?.reason ?? 'frozen', game.rules).replace(/\.$/, '');
}

/** The first index in a sorted array of turns whose first hop is after `i`. */
function firstAfter(turns, i) {
  let lo = 0;
  let hi = turns.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (turns[mid].first > i) hi = mid; else lo = mid + 1;
  }
  return lo;
}

export class MoveList {
  /**
   * @param {HTMLElement} list       the scrolling box to draw the blocks in
   * @param {HTMLElement} nav        holds the buttons [data-go="first|previous|next|last"]
   * @param {import('../../element/element.js').HexCheckersElement} board
   */
  constructor(list, nav, board) {
    this.list = list;
    this.nav = nav;
    this.board = board;
    /** the History drawn, and what of it: hops[i - 1] is the hop of entry i */
    this.history = null;
    this.hops = [];
    /** opens[i - 1]: a chain is still going on after entry i (it reads the position after an event) */
    this.opens = [];
    /** buttons[i] shows entry i (0: the start) */
    this.buttons = [];
    /** one per turn, in order: {li, hopsEl, note, first, last, round, seat} (entry indices of its hops; the rounds counted to it) */
    this.turns = [];
    /** the <ol> blocks, BLOCK turns each (the first also holds the start) */
    this.blocks = [];
    /** blocks[attached..] are in the list; the ones before wait to go in above them */
    this.attached = 0;
    /** waiting[k]: the steps of block k still to draw (while k < attached) */
    this.waiting = [];
    this.filling = false;
    this.cursor = 0;
    this.key = '';
    list.addEventListener('click', (e) => {
      const b = e.target.closest('button[data-index]');
      if (b) this.go(Number(b.dataset.index), false);
    });
    list.addEventListener('keydown', (e) => this.onKey(e));
    nav.addEventListener('click', (e) => {
      const verb = e.target.closest('button[data-go]')?.dataset.go;
      if (verb) this.go(this.target(verb), false);
    });
  }

  /** The entry a navigation verb leads to. */
  target(verb) {
    const { cursor, length } = this.board.history;
    return { first: 0, previous: cursor - 1, next: cursor + 1, last: length }[verb];
  }

  /** Shows entry i on the board (if it exists) and, from the keyboard, keeps the focus on its button. */
  go(i, focus) {
    if (i < 0 || i > this.board.history.length) return;
    this.board.goTo(i);
    if (focus) {
      this.update();
      this.buttons[i]?.focus();
    }
  }

  onKey(e) {
    if (e.altKey || e.ctrlKey || e.metaKey) return;
    const verb = {
      ArrowLeft: 'previous', ArrowUp: 'previous', ArrowRight: 'next', ArrowDown: 'next', Home: 'first', End: 'last',
    }[e.key];
    if (!verb) return;
    e.preventDefault();
    this.go(this.target(verb), true);
  }

  /** Brings the list in step with the board's history. */
  update() {
    const history = this.board.history;
    const { names, radius } = this.board.settings;
    const key = `${radius}\u0000${language()}\u0000${names.join('\u0000')}`; // another language: the list is written again
    if (history !== this.history || key !== this.key) this.restart(history, key);
    this.names = names;
    this.radius = radius;
    const entries = history.entries;
    const keep = keptHops(this.hops, entries);
    this.truncate(keep);
    if (keep === 0 && this.attached === 0 && entries.length > HOLD) this.hold(entries); // a long game drawn anew
    else for (let i = keep + 1; i < entries.length; i++) this.append(i, entries[i]);
    this.setCursor(history.cursor);
    this.drawNav();
    this.scroll();
  }

  restart(history, key) {
    this.history = history;
    this.key = key;
    this.hops = [];
    this.opens = [];
    this.chainAfter = chainGoesOn(createGame());
    this.turns = [];
    this.rounds = new Rounds();
    this.cursor = 0;
    const start = h('li', 'start');
    this.buttons = [this.button(t('app.moves.start'), 0, t('app.moves.start-label'))];
    label(label(this.buttons[0], 'app.moves.start'), 'app.moves.start-label', 'aria-label'); // follows a change of language
    this.buttons[0].setAttribute('aria-current', 'step');
    this.buttons[0].tabIndex = 0;
    start.append(this.buttons[0]);
    this.blocks = [h('ol', 'block')];
    this.blocks[0].append(start);
    this.attached = 0;
    this.waiting = [];
    this.list.replaceChildren(this.blocks[0]);
    this.markDrawn();
  }

  /** Says on the list whether every block is in (data-drawn="all") or some still wait ("some", aria-busy). */
  markDrawn() {
    const all = this.attached === 0;
    this.list.dataset.drawn = all ? 'all' : 'some';
    if (all) this.list.removeAttribute('aria-busy');
    else this.list.setAttribute('aria-busy', 'true');
  }

  /** Counts every step of a long history (from the start), draws the last TAIL blocks and leaves the rest waiting. */
  hold(entries) {
    const steps = [];
    for (let i = 1; i < entries.length; i++) steps.push(this.step(i, entries[i]));
    const count = Math.ceil(this.turns.length / BLOCK);
    this.waiting = Array.from({ length: count }, () => []);
    for (const s of steps) this.waiting[Math.floor(s.turn.index / BLOCK)].push(s);
    for (let k = 1; k < count; k++) this.blocks[k] = h('ol', 'block');
    this.attached = Math.max(0, count - TAIL);
    for (let k = this.attached; k < count; k++) this.make(k);
    this.list.replaceChildren(...this.blocks.slice(this.attached));
    this.fill();
  }

  /** Draws the waiting lines of block k. */
  make(k) {
    for (const s of this.waiting[k] ?? []) this.draw(s);
    this.waiting[k] = null;
  }

  /** The block that shows entry c. */
  blockOf(c) {
    return c === 0 ? 0 : Math.floor(this.turns[firstAfter(this.turns, c) - 1].index / BLOCK);
  }

  /** Makes the blocks from k to the first already in and puts them in the list above it. */
  reveal(k) {
    if (k >= this.attached) return;
    for (let j = this.attached - 1; j >= k; j--) this.make(j);
    const before = this.blocks[this.attached] ?? null;
    const waiting = this.blocks.slice(k, this.attached);
    if (before) before.before(...waiting);
    else this.list.append(...waiting);
    this.attached = k;
    this.markDrawn();
  }

  /** Puts the waiting blocks in, CHUNK at a time at idle moments, the view kept on the same lines. */
  fill() {
    this.markDrawn();
    if (this.filling || this.attached === 0) return;
    this.filling = true;
    idle(() => {
      this.filling = false;
      if (this.attached === 0) return;
      const list = this.list;
      const top = list.scrollTop;
      const height = list.scrollHeight;
      this.reveal(Math.max(0, this.attached - CHUNK));
      list.scrollTop = top + (list.scrollHeight - height);
      this.fill();
    });
  }

  /** The block a new turn's line goes in (a new one every BLOCK turns). */
  blockFor(turnIndex) {
    const i = Math.floor(turnIndex / BLOCK);
    if (!this.blocks[i]) {
      this.blocks[i] = h('ol', 'block');
      if (i >= this.attached) this.list.append(this.blocks[i]);
    }
    return this.blocks[i];
  }

  button(text, index, label) {
    const b = h('button', null, text);
    b.type = 'button';
    b.tabIndex = -1;
    b.dataset.index = String(index);
    b.setAttribute('aria-label', label);
    return b;
  }

  /** Removes every hop after entry `keep`. */
  truncate(keep) {
    if (keep >= this.hops.length) return;
    this.reveal(0); // blocks still waiting are all put in first (the cut may reach them)
    while (this.turns.length && this.turns.at(-1).first > keep) {
      const t = this.turns.pop();
      t.li.remove();
      t.note?.remove();
    }
    const kept = this.turns.at(-1);
    this.rounds = new Rounds(kept?.round, kept?.seat);
    const blocks = Math.max(1, Math.ceil(this.turns.length / BLOCK));
    while (this.blocks.length > blocks) this.blocks.pop().remove();
    const t = this.turns.at(-1);
    if (t && t.last > keep) {
      for (let i = keep + 1; i <= t.last; i++) this.buttons[i].remove();
      t.last = keep;
      t.note?.remove();
      t.note = null;
    }
    this.hops.length = keep;
    this.opens.length = keep;
    this.buttons.length = keep + 1;
    if (this.cursor > keep) this.cursor = keep; // the lines left were drawn for a cursor at most here
  }

  /**
   * Adds the step of entry i: a hop to the open turn if a chain goes on, else on a new line; an event
   * (a resignation, an agreed draw) on a line of its own, in words. A resignation in the middle of
   * another army's chain leaves that chain's turn open if the position says the chain goes on (the entry's
   * snapshot is read only then, and for a draw's note: the history rebuilds it on demand).
   */
  append(i, entry) {
    this.draw(this.step(i, entry));
  }

  /** Counts entry i's step into the turns (its line not drawn yet): the step to draw. */
  step(i, entry) {
    const { hop } = entry;
    const chainOpen = this.opens.at(-1) ?? false;
    const open = chainOpen ? this.turns.findLast((t) => !t.event) : null;
    const event = isEvent(hop);
    const chaining = !event && !!open;
    const { round, opens } = chaining ? { round: this.rounds.round, opens: false } : this.rounds.next(event ? null : hop.seat);
    let turn = open;
    if (chaining) open.last = i;
    else {
      turn = { li: null, hopsEl: null, note: null, first: i, last: i, event, round, seat: this.rounds.seat, numbered: opens, index: this.turns.length };
      this.turns.push(turn);
    }
    this.hops.push(hop);
    this.opens.push(event ? chainOpen && this.chainAfter(entry.snapshot) : hop.chaining);
    this.buttons[i] = null;
    return { i, entry, turn, round, chaining };
  }

  /** Draws a counted step: its button in its turn's line (the line made by its first step), and the note after the turn. */
  draw({ i, entry, turn, round, chaining }) {
    const { hop } = entry;
    const who = seatLabel(this.names, hop.seat);
    const event = isEvent(hop);
    const text = event ? eventText(hop, this.names) : hopText(hop, chaining, this.radius);
    const b = this.button(text, i, event ? t('app.moves.event-label', { move: text, round }) : t('app.moves.hop-label', { move: text, round, army: who }));
    if (chaining) turn.hopsEl.append(b);
    else {
      const li = h('li', i > this.cursor ? 'future' : '');
      const dot = h('span', `mini-dot who s${hop.seat}`, ARMIES[hop.seat].letter);
      dot.title = who;
      const hopsEl = h('span', 'hops');
      hopsEl.append(b);
      li.append(h('span', 'num', turn.numbered ? `${round}.` : ''), dot, hopsEl);
      this.blockFor(turn.index).append(li);
      turn.li = li;
      turn.hopsEl = hopsEl;
    }
    this.buttons[i] = b;
    if (!hop.chaining) this.addNote(turn, entry);
  }

  /** The line after a turn: armies skipped, the winner or the draw (and why: frozen, no progress, repetition). */
  addNote(turn, entry) {
    const { hop } = entry;
    const notes = [];
    if (hop.skipped.length) notes.push(t('app.moves.skipped', { armies: listText(hop.skipped.map((s) => seatLabel(this.names, s))), count: hop.skipped.length }));
    if (hop.winner !== null) notes.push(t('app.result.wins', { army: seatLabel(this.names, hop.winner) }));
    if (hop.draw && !(isEvent(hop) && hop.kind === 'draw')) notes.push(drawWhy(entry.snapshot));
    if (!notes.length) return;
    turn.note = h('li', `note${hop.winner !== null || hop.draw ? ' result' : ''}`, notes.join(' · '));
    turn.li.after(turn.note);
  }

  /** Moves the mark (and the list's one Tab stop) to entry c; greys the turns after it. */
  setCursor(c) {
    const old = this.cursor;
    const was = this.buttons[old];
    if (was && old !== c) {
      was.removeAttribute('aria-current');
      was.tabIndex = -1;
    }
    if (this.attached > 0) this.reveal(this.blockOf(c));
    if (!this.buttons[c]?.isConnected) this.reveal(0); // a chain's hop after another army's event line: its turn is further up
    const now = this.buttons[c];
    now.setAttribute('aria-current', 'step');
    now.tabIndex = 0;
    const lo = Math.min(old, c);
    const hi = Math.max(old, c);
    for (let t = firstAfter(this.turns, lo); t < this.turns.length && this.turns[t].first <= hi; t++) {
      this.turns[t].li?.classList.toggle('future', this.turns[t].first > c); // a line still waiting is drawn before the cursor
    }
    this.cursor = c;
  }

  drawNav() {
    const { cursor, length } = this.board.history;
    for (const b of this.nav.querySelectorAll('button[data-go]')) {
      const i = this.target(b.dataset.go);
      b.disabled = i < 0 || i > length || i === cursor;
    }
  }

  /** Keeps the move on screen in view by scrolling the list only, never the page. */
  scroll() {
    const list = this.list;
    if (!this.board.history.canRedo) {
      list.scrollTop = list.scrollHeight; // the latest move and any result line
      return;
    }
    const box = this.buttons[this.cursor].closest('li').getBoundingClientRect();
    const top = box.top - list.getBoundingClientRect().top + list.scrollTop;
    const bottom = top + box.height;
    if (top < list.scrollTop) list.scrollTop = top;
    else if (bottom > list.scrollTop + list.clientHeight) list.scrollTop = bottom - list.clientHeight;
  }
}
