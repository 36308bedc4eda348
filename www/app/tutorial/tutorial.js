// The interactive tutorial (docs/playing.md#learning-the-game), opened from the rules
// panel and loaded on first use. Each lesson (lessons.js) puts a prepared
// position on a <hex-checkers> board of its own, where the learner plays Red's
// turn with the mouse or the keyboard like on the game's board. The engine
// says what is legal (a refused piece is explained in its words); the lesson
// says whether the turn was the one it asked for, and why not. Lessons done
// are remembered in localStorage.

import { readJson, writeJson } from '../../element/local-store.js';
import { h, loadStyle } from '../platform/dom.js';
import { dialogWithHead } from '../platform/dialog.js';
import { LESSONS, accepts } from './lessons.js';
import { addEnglish, label, t } from '../../i18n/i18n.js';
import pageEnglish from '../../i18n/en/page.js';

addEnglish(pageEnglish); // the page's words this module shows too (Close, Hint…)
import { ARMIES } from '../../element/armies.js';

const PROGRESS_KEY = 'hex-checkers/tutorial';
const STYLE_URL = new URL('./tutorial.css', import.meta.url).href;

/** The ids of the lessons done, as stored (unknown ids and damaged text are ignored). */
function loadProgress() {
  const ids = readJson(PROGRESS_KEY, []);
  return new Set(Array.isArray(ids) ? ids.filter((id) => LESSONS.some((l) => l.id === id)) : []);
}

function saveProgress(done) {
  writeJson(PROGRESS_KEY, [...done]); // progress is a nicety
}

function button(label, className) {
  const b = h('button', className, label);
  b.type = 'button';
  return b;
}

class Tutorial {
  constructor() {
    this.done = loadProgress();
    this.index = 0;
    /** Red's hops of the turn being played in the current lesson. */
    this.turn = [];
    this.build();
  }

  /** The dialog: the lesson list, then the lesson (text, task, board, feedback, buttons). */
  build() {
    loadStyle(STYLE_URL);
    const dialog = dialogWithHead('tutorial', t('tutorial.title'));
    label(dialog.querySelector('h2'), 'tutorial.title');
    this.list = h('ol', 'lesson-list');
    label(this.list, 'tutorial.lessons', 'aria-label');
    this.buttons = LESSONS.map((lesson, i) => {
      // The number and the title apart: on a phone only the numbers show (tutorial.css), so the
      // lesson's board is on the first screen; the accessible name keeps the title.
      const b = button(String(i + 1));
      b.append(h('span', 'lesson-name', `. ${lesson.title}`));
      b.title = lesson.title;
      b.dataset.lesson = lesson.id;
      b.addEventListener('click', () => this.show(i));
      const li = h('li');
      li.append(b);
      this.list.append(li);
      return b;
    });
    this.progress = h('p', 'panel-note');
    const side = h('nav', 'lesson-nav');
    label(side, 'tutorial.lessons', 'aria-label');
    side.append(this.list, this.progress);
    this.ui = {
      title: h('h3'), text: h('p'), task: h('p', 'lesson-task'), feedback: h('p', 'lesson-feedback'),
      hint: label(button(''), 'page.hint'), again: label(button(''), 'tutorial.again'), next: label(button('', 'primary'), 'tutorial.next'),
    };
    this.ui.title.id = 'lesson-title';
    this.ui.feedback.setAttribute('role', 'status');
    this.board = document.createElement('hex-checkers');
    this.board.setAttribute('seats', 'human,human,human,human,human,human');
    this.board.setAttribute('no-new-game', '');
    this.board.setAttribute('aria-describedby', 'lesson-title');
    const actions = h('div', 'buttons start');
    actions.append(this.ui.hint, this.ui.again, this.ui.next);
    const lesson = h('section', 'lesson');
    lesson.setAttribute('aria-labelledby', 'lesson-title');
    lesson.append(this.ui.title, this.ui.text, this.ui.task, this.board, this.ui.feedback, actions);
    const body = h('div', 'tutorial-body');
    body.append(side, lesson);
    dialog.append(body);
    document.body.append(dialog);
    this.dialog = dialog;
    this.ui.hint.addEventListener('click', () => this.hint());
    this.ui.again.addEventListener('click', () => this.reset());
    this.ui.next.addEventListener('click', () => this.show(Math.min(this.index + 1, LESSONS.length - 1)));
    this.board.addEventListener('hc-hop', (e) => this.onHop(e.detail.hop));
    this.board.addEventListener('hc-refused', (e) => this.say(e.detail.message, 'wrong'));
  }

  get lesson() { return LESSONS[this.index]; }

  async open() {
    this.dialog.showModal();
    await this.board.ready;
    const next = LESSONS.findIndex((l) => !this.done.has(l.id));
    this.show(next < 0 ? 0 : next);
  }

  /** Puts lesson `i` on the board. */
  show(i) {
    this.index = i;
    const { lesson } = this;
    this.ui.title.textContent = t('tutorial.lesson', { n: i + 1, count: LESSONS.length, title: lesson.title });
    this.ui.text.textContent = lesson.text;
    this.ui.task.textContent = t('tutorial.task', { army: ARMIES[0].name, task: lesson.task });
    this.ui.next.hidden = i === LESSONS.length - 1;
    this.reset();
    this.renderList();
  }

  /** The lesson's position again, Red to move. */
  reset() {
    this.turn = [];
    this.board.removeAttribute('readonly');
    this.board.restore(this.lesson.snapshot);
    this.ui.hint.disabled = false;
    this.say('', '');
  }

  renderList() {
    for (const [i, b] of this.buttons.entries()) {
      const done = this.done.has(LESSONS[i].id);
      b.classList.toggle('done', done);
      b.setAttribute('aria-label', done ? t('tutorial.done-label', { lesson: b.textContent }) : b.textContent);
      if (i === this.index) b.setAttribute('aria-current', 'step'); else b.removeAttribute('aria-current');
    }
    this.progress.textContent = t('tutorial.progress', { done: this.done.size, count: LESSONS.length });
  }

  say(text, kind) {
    this.ui.feedback.textContent = text;
    this.ui.feedback.className = `lesson-feedback ${kind}`;
  }

  /** Every hop of Red's turn; the turn is judged when it is over (a chain hop by hop). */
  onHop(hop) {
    if (hop.seat !== 0 || this.board.hasAttribute('readonly')) return;
    this.turn.push(hop);
    if (hop.chaining) return;
    const { lesson, turn } = this;
    this.board.setAttribute('readonly', ''); // the lesson is Red's turn only
    this.ui.hint.disabled = true;
    if (accepts(lesson, turn)) {
      this.done.add(lesson.id);
      saveProgress(this.done);
      this.renderList();
      this.say(lesson.after, 'right');
      if (!this.ui.next.hidden) this.ui.next.focus();
    } else {
      this.say(t('tutorial.wrong', { why: lesson.wrong(turn) }), 'wrong');
      this.ui.again.focus();
    }
  }

  /** Shows the next hop of the lesson's solution on the board. */
  hint() {
    const want = this.lesson.solution[this.turn.length];
    const move = this.board.game.legalMoves().find((m) => `${m.from.q},${m.from.r}>${m.to.q},${m.to.r}` === want);
    if (move) this.board.showMove(move);
  }
}

let tutorial = null;

/** Opens the tutorial at the first lesson not done yet (built on first use). */
export function openTutorial() {
  tutorial ??= new Tutorial();
  return tutorial.open();
}
