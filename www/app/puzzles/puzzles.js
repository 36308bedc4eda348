// The Puzzles panel (docs/puzzles.md), loaded on first use with its data
// (puzzles.json, mined by `hexc puzzles`): the day's puzzle, a run by rating,
// filters by theme and table size, a hint, the solution step by step, a local
// Glicko-2 rating, and puzzles from the review's marks of this browser's games
// (own.js). The puzzle is played on a <hex-checkers> board of its own, by mouse
// or keyboard as on the game's board; the page plays the other armies' replies,
// and a wrong move is explained with the engine's scores and taken back.

import { h, loadStyle } from '../platform/dom.js';
import { dialogWithHead } from '../platform/dialog.js';
import { ARMIES } from '../../element/armies.js';
import { cellAt } from '../../element/notation.js';
import {
  dailyIndex, dateKey, filtered, loadProgress, nextByRating, puzzleRating, recordResult, saveProgress,
} from './rating.js';
import { ownPuzzles } from './own.js';
import { addEnglish, label, t } from '../../i18n/i18n.js';
import pageEnglish from '../../i18n/en/page.js';
import english from '../../i18n/en/puzzles.js';

addEnglish(english);
addEnglish(pageEnglish); // the page's words this module shows too (Close, Cancel, Hint…)

const DATA_URL = new URL('./puzzles.json', import.meta.url).href;
const STYLE_URL = new URL('./puzzles.css', import.meta.url).href;
const THEMES = ['capture', 'chain', 'crowning', 'elimination', 'skipped', 'tax', 'endgame'];
const themeWords = (theme) => (THEMES.includes(theme) ? t(`puzzles.theme.${theme}`) : theme);
/** Milliseconds between two hops the page plays (the others' replies, the solution), for the eye. */
const PACE = 350;

const key = (q, r) => `${q},${r}`;
const sameHop = (hop, [, fq, fr, tq, tr]) => hop.from === key(fq, fr) && hop.to === key(tq, tr);
const men = (score) => `${score >= 0 ? '+' : '−'}${(Math.abs(score) / 100).toFixed(1)}`;

function button(label, className) {
  const b = h('button', className, label);
  b.type = 'button';
  return b;
}

class Puzzles {
  constructor(data) {
    this.data = data;
    this.all = data.puzzles;
    this.progress = loadProgress();
    this.puzzle = null;
    this.step = 0;
    this.build();
  }

  build() {
    const dialog = dialogWithHead('puzzles', t('page.puzzles'));
    label(dialog.querySelector('h2'), 'page.puzzles');
    const ui = {
      daily: label(button(''), 'puzzles.daily'), next: label(button('', 'primary'), 'puzzles.next'), own: label(button(''), 'puzzles.own'),
      theme: h('select'), size: h('select'), rating: h('p', 'puzzle-rating'), notice: h('p', 'puzzle-notice'),
      title: h('h3'), task: h('p', 'puzzle-task'), feedback: h('p', 'puzzle-feedback'),
      hint: label(button(''), 'page.hint'), solution: label(button(''), 'puzzles.solution'), again: label(button(''), 'puzzles.again'),
    };
    ui.title.id = 'puzzle-title';
    ui.rating.setAttribute('role', 'status');
    ui.feedback.setAttribute('role', 'status');
    ui.notice.setAttribute('role', 'alert');
    ui.notice.hidden = true;
    ui.theme.append(label(new Option('', ''), 'puzzles.every-theme'), ...THEMES.map((k) => label(new Option('', k), `puzzles.theme.${k}`)));
    ui.size.append(label(new Option('', '0'), 'puzzles.every-table'), ...[2, 3, 4, 6].map((n) => {
      const option = new Option(t('puzzles.armies', { count: n }), String(n));
      option.dataset.armies = String(n);
      return option;
    }));
    const field = (key, select) => { const l = label(h('label'), key); l.append(' ', select); return l; };
    const picks = h('div', 'buttons start puzzle-picks');
    picks.append(ui.daily, ui.next, ui.own);
    const filters = h('div', 'row puzzle-filters');
    filters.append(field('puzzles.theme', ui.theme), field('puzzles.table', ui.size));
    this.board = document.createElement('hex-checkers');
    this.board.setAttribute('seats', 'human,human,human,human,human,human');
    this.board.setAttribute('no-new-game', '');
    this.board.setAttribute('aria-describedby', 'puzzle-title');
    const actions = h('div', 'buttons start');
    actions.append(ui.hint, ui.solution, ui.again);
    const body = h('section', 'puzzle');
    body.setAttribute('aria-labelledby', 'puzzle-title');
    body.append(ui.title, ui.task, this.board, ui.feedback, actions);
    // The choice of a puzzle folds away, folded from the start on a phone so the board comes up sooner.
    const choose = h('details', 'puzzle-choose');
    choose.append(label(h('summary'), 'puzzles.choose'), picks, filters);
    choose.open = !window.matchMedia('(max-width: 40rem)').matches;
    dialog.append(ui.notice, choose, ui.rating, body);
    document.body.append(dialog);
    this.dialog = dialog;
    this.ui = ui;
    ui.daily.addEventListener('click', () => this.daily());
    ui.next.addEventListener('click', () => this.next());
    ui.own.addEventListener('click', () => this.own());
    ui.hint.addEventListener('click', () => this.hint());
    ui.solution.addEventListener('click', () => this.solutionStep());
    ui.again.addEventListener('click', () => this.show(this.puzzle));
    this.board.addEventListener('hc-hop', (e) => this.onHop(e.detail.hop));
    this.board.addEventListener('hc-refused', (e) => this.say(e.detail.message, 'wrong'));
  }

  async open() {
    if (!this.dialog.open) this.dialog.showModal();
    await this.board.ready;
    this.renderRating();
    if (!this.puzzle) this.daily();
  }

  /** The day's puzzle: chosen from the date alone, among every puzzle of the file. */
  daily() {
    const day = dateKey();
    this.show(this.all[dailyIndex(day, this.all.length)], t('puzzles.of-day', { day }));
  }

  /** The untried puzzle nearest the player's rating, within the filters. */
  next() {
    const pool = filtered(this.all, this.ui.theme.value, Number(this.ui.size.value));
    const p = nextByRating(pool, this.progress);
    if (!p) { this.say(t('puzzles.none'), 'wrong'); return; }
    this.show(p, t('puzzles.puzzle'));
  }

  async own() {
    this.say(t('puzzles.looking'), '');
    const found = await ownPuzzles();
    if (!found.length) {
      this.say(t('puzzles.no-own'), '');
      return;
    }
    this.ownList = found;
    const untried = found.find((p) => !this.progress.puzzles[p.id]?.result) ?? found[0];
    this.show(untried, t('puzzles.from-game', { count: found.length }));
  }

  /** Puts a puzzle on the board, the player's army at the bottom. */
  show(puzzle, heading = this.heading) {
    this.puzzle = puzzle;
    this.heading = heading;
    this.step = 0;
    this.failed = false;
    this.busy = false;
    this.board.setAttribute('bottom-seat', String(puzzle.player));
    this.board.removeAttribute('readonly');
    this.board.restore(puzzle.snapshot);
    const army = ARMIES[puzzle.player].name;
    const themes = puzzle.themes.map(themeWords);
    const rating = puzzle.own ? t('puzzles.not-rated') : t('puzzles.rated', { rating: Math.round(puzzleRating(this.progress, puzzle).r) });
    this.ui.title.textContent = [t('puzzles.title', { heading, armies: t('puzzles.armies', { count: puzzle.players }) }), rating, ...themes].join(', ');
    this.ui.task.textContent = puzzle.own
      ? t('puzzles.task-own', { army, loss: (puzzle.loss / 100).toFixed(1) })
      : t('puzzles.task', { army, gain: men(puzzle.gain * 100) });
    this.dialog.dataset.puzzle = puzzle.id;
    this.dialog.dataset.state = 'playing';
    this.ui.hint.disabled = false;
    this.ui.solution.disabled = false;
    this.say('', '');
  }

  get line() { return this.puzzle.line; }

  /** A hop on the board: the player's is judged; the page's own (replies, solution) pass. */
  onHop(hop) {
    if (this.busy || this.dialog.dataset.state !== 'playing') return;
    const want = this.line[this.step];
    if (this.puzzle.own && this.step > 0 && hop.seat === this.puzzle.player) {
      if (!hop.chaining) this.solved();
      return;
    }
    if (want && sameHop(hop, want)) {
      this.step += 1;
      this.afterPlayer(hop);
      return;
    }
    this.wrong(hop);
  }

  /** The player's right hop: its chain goes on, or the others reply, or the puzzle is solved. */
  async afterPlayer(hop) {
    if (hop.chaining) return;
    if (this.puzzle.own && this.step === 1) { this.solved(); return; }
    await this.replies();
    if (this.step >= this.line.length) this.solved();
    else this.say(t('puzzles.right'), 'right');
  }

  /** The other armies' replies of the line, played by the page. */
  async replies() {
    this.busy = true;
    this.board.setAttribute('readonly', '');
    while (this.step < this.line.length && this.line[this.step][0] !== this.puzzle.player) {
      await new Promise((r) => setTimeout(r, PACE));
      if (!this.playLine(this.step)) break;
      this.step += 1;
    }
    this.busy = false;
    if (this.dialog.dataset.state === 'playing') this.board.removeAttribute('readonly');
  }

  /** Plays hop `i` of the line on the board; false if the board refused it. */
  playLine(i) {
    const [, fq, fr, tq, tr] = this.line[i];
    const move = this.board.game.legalMoves().find((m) => m.from.q === fq && m.from.r === fr && m.to.q === tq && m.to.r === tr);
    return !!move && !!this.board.play(move);
  }

  /** A wrong hop: explained by the engine's scores at that point, and taken back. */
  wrong(hop) {
    if (hop.seat !== this.puzzle.player) return;
    const check = this.puzzle.checks.find((c) => c.at === this.step);
    const radius = this.board.game.radius;
    const scoreOf = (want) => check?.scores.find((s) => sameHop(want, [0, ...s]));
    const mine = scoreOf(hop);
    const best = check?.scores[0];
    const name = `${cellAt(hop.from, radius)}–${cellAt(hop.to, radius)}`;
    let why;
    if (mine && best) {
      why = t('puzzles.why', { move: name, score: men(mine[4]), best: men(best[4]), loss: ((best[4] - mine[4]) / 100).toFixed(1) });
    } else {
      why = t('puzzles.why-worse', { move: name });
    }
    this.fail();
    this.dialog.dataset.state = 'wrong';
    // Taken back once the board has finished the hop (the hop event fires inside it).
    setTimeout(() => {
      this.takeBack();
      this.dialog.dataset.state = 'playing';
      this.say(t('puzzles.wrong', { why }), 'wrong');
    }, 0);
  }

  /**
   * Takes the wrong hop back and drops it from the board's history, so the board is at the end of its
   * line again (an undo alone would leave it looking back, "Viewing move 0 of 1").
   */
  takeBack() {
    const history = this.board.history;
    if (!history.canUndo) return;
    history.goTo(history.cursor - 1);
    history.entries.length = history.cursor + 1;
    this.board.load({ settings: this.board.settings, history }, 'undo');
  }

  /** The first failure of a puzzle counts against the rating (a hint or the solution counts too). */
  fail() {
    if (this.failed) return;
    this.failed = true;
    this.result(false);
  }

  solved() {
    this.dialog.dataset.state = 'solved';
    this.board.setAttribute('readonly', '');
    this.ui.hint.disabled = true;
    this.ui.solution.disabled = true;
    if (!this.failed) this.result(true);
    this.say(t(this.failed ? 'puzzles.done' : 'puzzles.solved'), 'right');
    this.ui.next.focus();
  }

  /** Records a first try, keeps it, and says so when the browser refuses to keep it. */
  result(solved) {
    if (this.puzzle.own) {
      this.progress.puzzles[this.puzzle.id] ??= { result: solved ? 'solved' : 'failed' };
    } else {
      recordResult(this.progress, this.puzzle, solved);
    }
    this.progress.days[dateKey()] ??= this.puzzle.id;
    this.ui.notice.hidden = saveProgress(this.progress);
    if (!this.ui.notice.hidden) {
      this.ui.notice.textContent = t('puzzles.not-kept');
    }
    this.renderRating();
  }

  renderRating() {
    const { r, rd } = this.progress.player;
    const tried = Object.values(this.progress.puzzles).filter((p) => p.result).length;
    const solved = Object.values(this.progress.puzzles).filter((p) => p.result === 'solved').length;
    this.ui.rating.textContent = t('puzzles.rating', { rating: Math.round(r), rd: Math.round(2 * rd), solved, count: tried });
    this.dialog.dataset.rating = String(Math.round(r));
  }

  /** The piece to move, in words (its cell), without its target. */
  hint() {
    const want = this.line[this.step];
    if (!want || want[0] !== this.puzzle.player) return;
    this.fail();
    this.say(t('puzzles.hint', { cell: cellAt(key(want[1], want[2]), this.board.game.radius) }), '');
  }

  /** The next hop of the solution, played on the board (with the replies after it). */
  async solutionStep() {
    if (this.busy || this.step >= this.line.length) return;
    this.fail();
    this.busy = true;
    const ok = this.playLine(this.step);
    this.busy = false;
    if (!ok) return;
    this.step += 1;
    const hop = this.board.history.current.hop;
    this.say(t('puzzles.solution-step', { from: cellAt(hop.from, this.board.game.radius), to: cellAt(hop.to, this.board.game.radius) }), '');
    if (hop.chaining) return;
    await this.replies();
    if (this.step >= this.line.length) this.solved();
  }

  say(text, kind) {
    this.ui.feedback.textContent = text;
    this.ui.feedback.className = `puzzle-feedback ${kind}`;
  }
}

let panel = null;

/** Opens the Puzzles panel (its module, data and styles loaded on first use). */
export async function openPuzzles() {
  if (!panel) {
    const [response] = await Promise.all([fetch(DATA_URL), loadStyle(STYLE_URL)]);
    if (!response.ok) throw new Error(`the puzzles could not be loaded (${response.status})`);
    panel = new Puzzles(await response.json());
  }
  return panel.open();
}
