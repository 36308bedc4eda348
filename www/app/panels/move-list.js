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

import { ARMIES, seatLabel } from '../../element/armies.js';
import { h } from '../platform/dom.js';
import { chainGoesOn, isEvent, keptHops } from '../../element/history.js';
import { Rounds, eventText, hopText } from '../../element/notation.js';
import { createGame } from '../../element/engine.js';
import { drawSentence } from '../../element/words.js';
import { label, language, listText, t } from '../../i18n/i18n.js';

const BLOCK = 50; // turns per <ol>

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
    for (let i = keep + 1; i < entries.length; i++) this.append(i, entries[i]);
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
    this.list.replaceChildren(this.blocks[0]);
  }

  /** The block a new turn's line goes in (a new one every BLOCK turns). */
  blockFor(turnIndex) {
    const i = Math.floor(turnIndex / BLOCK);
    if (!this.blocks[i]) {
      this.blocks[i] = h('ol', 'block');
      this.list.append(this.blocks[i]);
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
    const { hop } = entry;
    const chainOpen = this.opens.at(-1) ?? false;
    const open = chainOpen ? this.turns.findLast((t) => !t.event) : null;
    const who = seatLabel(this.names, hop.seat);
    const event = isEvent(hop);
    const chaining = !event && !!open;
    const text = event ? eventText(hop, this.names) : hopText(hop, chaining, this.radius);
    let turn = open;
    const { round, opens } = chaining ? { round: this.rounds.round, opens: false } : this.rounds.next(event ? null : hop.seat);
    const b = this.button(text, i, event ? t('app.moves.event-label', { move: text, round }) : t('app.moves.hop-label', { move: text, round, army: who }));
    if (chaining) {
      open.hopsEl.append(b);
      open.last = i;
    } else {
      const li = h('li', i > this.cursor ? 'future' : '');
      const dot = h('span', `mini-dot who s${hop.seat}`, ARMIES[hop.seat].letter);
      dot.title = who;
      const hopsEl = h('span', 'hops');
      hopsEl.append(b);
      li.append(h('span', 'num', opens ? `${round}.` : ''), dot, hopsEl);
      this.blockFor(this.turns.length).append(li);
      turn = { li, hopsEl, note: null, first: i, last: i, event, round, seat: this.rounds.seat };
      this.turns.push(turn);
    }
    this.hops.push(hop);
    this.opens.push(event ? chainOpen && this.chainAfter(entry.snapshot) : hop.chaining);
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
    const now = this.buttons[c];
    now.setAttribute('aria-current', 'step');
    now.tabIndex = 0;
    const lo = Math.min(old, c);
    const hi = Math.max(old, c);
    for (let t = firstAfter(this.turns, lo); t < this.turns.length && this.turns[t].first <= hi; t++) {
      this.turns[t].li.classList.toggle('future', this.turns[t].first > c);
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
