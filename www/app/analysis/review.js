// The review of a game (docs/bot.md#analyse): the analysis worker searches the
// position before every turn at a fixed budget, with a progress bar and
// Cancel; each turn that cost its army more than a documented amount is
// marked (inaccuracy, mistake, blunder) with the bot's preferred move and the
// line it expected (its search, move after move); a
// summary per army. The result is kept in localStorage with the game's
// positions as its key, so a game is analysed once. Loaded on first use.

import { ARMIES, seatLabel } from '../../element/armies.js';
import { isEvent } from '../../element/history.js';
import { hopCode, roundsOf } from '../../element/notation.js';
import { readJson, writeJson } from '../../element/local-store.js';
import { h } from '../platform/dom.js';
import { Evaluator } from './eval-view.js';
import { addEnglish, label, t } from '../../i18n/i18n.js';
import pageEnglish from '../../i18n/en/page.js';
import english from '../../i18n/en/analysis.js';

addEnglish(english);
addEnglish(pageEnglish); // the page's words this module shows too (Close, Cancel, Hint…)

/** What a turn may lose (hundredths of a man, its army's own evaluation) before it is marked. */
export const THRESHOLDS = Object.freeze({ inaccuracy: 30, mistake: 70, blunder: 150 });
/** The search's budget for every position: level 5's search, this many nodes, seeded by the position's index. */
export const BUDGET = Object.freeze({ level: 5, maxNodes: 3000 });
/** Hops of the line the bot expected, shown with each marked turn. */
export const LINE_HOPS = 6;
/** Scores are capped here, so a won or lost game counts as "far ahead" rather than 20,000. */
const CAP = 2000;
const CACHE_PREFIX = 'hex-checkers/review/';

const cap = (v) => Math.max(-CAP, Math.min(CAP, v));

/** The mark a loss earns, or null. */
export function markOf(loss) {
  if (loss >= THRESHOLDS.blunder) return 'blunder';
  if (loss >= THRESHOLDS.mistake) return 'mistake';
  if (loss >= THRESHOLDS.inaccuracy) return 'inaccuracy';
  return null;
}

/** True when a turn's first hop (`played`, {from, to, capture} as "q,r") is the search's own move (`move`, hexes). */
export const playedBest = ({ played, move }) => !!played && !!move
  && played.from === `${move.from.q},${move.from.r}` && played.to === `${move.to.q},${move.to.r}`;

/**
 * Judges every turn. `turns`: in order, {index, seat, score, move, played} (the search's score and move for
 * the seat to move before its turn, and the first hop the army played); `final`: evaluate() at the end of the
 * history. A turn that played the search's own move is never marked: what it lost was not its choice's fault. A turn's loss is its army's score before
 * it, less the army's score at its next turn (or at the end): what the turn and the others' replies cost it.
 * When the history ends with a resignation, a flag or an agreed draw (`byEvent`), an army's last turn is not
 * judged (loss null): the ending was a decision, not the move's result.
 */
export function judge(turns, final, byEvent = false) {
  return turns.map((turn, t) => {
    const next = turns.slice(t + 1).find((u) => u.seat === turn.seat);
    if (!next && byEvent) return { ...turn, turn: t + 1, loss: null, mark: null };
    const after = next ? next.score : final[turn.seat];
    const loss = cap(turn.score) - cap(after);
    return { ...turn, turn: t + 1, loss, mark: playedBest(turn) ? null : markOf(loss) };
  });
}

/** Per army: turns, inaccuracies, mistakes, blunders, accuracy (% of its judged turns not marked). */
export function summary(judged, players) {
  return Array.from({ length: players }, (_, seat) => {
    const own = judged.filter((t) => t.seat === seat);
    const count = (mark) => own.filter((t) => t.mark === mark).length;
    const judgedOwn = own.filter((t) => t.loss !== null);
    const clean = judgedOwn.filter((t) => !t.mark).length;
    return {
      seat, turns: own.length, inaccuracy: count('inaccuracy'), mistake: count('mistake'), blunder: count('blunder'),
      accuracy: judgedOwn.length ? Math.round((100 * clean) / judgedOwn.length) : null,
    };
  });
}

/** The history entries where a turn starts (the start, and after every hop that ended a turn or an event). */
function turnStarts(entries) {
  return entries.flatMap((e, i) => (i === 0 || isEvent(e.hop) || !e.hop.chaining ? [i] : []));
}

/** A short hash of the positions (FNV-1a), the cache's key. */
export function keyOf(entries) {
  let hash = 0x811c9dc5;
  for (const { snapshot } of entries) {
    for (let i = 0; i < snapshot.length; i++) hash = Math.imul(hash ^ snapshot.charCodeAt(i), 0x01000193);
  }
  return `${CACHE_PREFIX}v2-${(hash >>> 0).toString(36)}-${entries.length}`; // v2: turns keep the move played
}

const loadCached = (key) => readJson(key, null);
const saveCached = (key, value) => writeJson(key, value); // not caching is fine

class Review {
  constructor(board) {
    this.board = board;
    this.run = null;
    this.build();
  }

  /**
   * The review is a panel beside the board (under it on a phone: the side column), not a dialog, so it
   * stays open while its marks are stepped through, with Result and Rematch one click away above it.
   */
  build() {
    const link = h('link');
    link.rel = 'stylesheet';
    link.href = new URL('./eval.css', import.meta.url).href;
    document.head.append(link);
    const panel = h('section', 'panel review');
    panel.id = 'review-panel';
    panel.setAttribute('aria-labelledby', 'review-title');
    const head = h('div', 'review-head');
    const title = label(h('h2'), 'app.review.title');
    title.id = 'review-title';
    const close = label(h('button'), 'page.close');
    close.type = 'button';
    close.addEventListener('click', () => this.close());
    head.append(title, close);
    this.status = h('p', 'panel-note');
    this.status.setAttribute('role', 'status');
    this.progress = h('progress');
    label(this.progress, 'app.review.progress', 'aria-label');
    this.table = h('table', 'review-table');
    this.marks = h('ol', 'review-marks');
    label(this.marks, 'app.review.marks', 'aria-label');
    const note = h('p', 'panel-note', t('app.review.note', {
      level: BUDGET.level, nodes: BUDGET.maxNodes, inaccuracy: THRESHOLDS.inaccuracy / 100, mistake: THRESHOLDS.mistake / 100, blunder: THRESHOLDS.blunder / 100,
    }));
    this.cancel = label(h('button'), 'page.cancel');
    this.cancel.type = 'button';
    this.cancel.addEventListener('click', () => this.stop(t('element.cancelled')));
    panel.append(head, this.status, this.progress, this.cancel, this.table, this.marks, note);
    document.getElementById('end-tools').after(panel);
    this.panel = panel;
    // Another game on the board (a new one, a game opened): this review is not its own.
    this.board.addEventListener('hc-change', () => { if (this.board.history !== this.history) this.close(); });
  }

  close() {
    this.stop(null);
    this.panel.hidden = true;
    this.markMoves([]);
  }

  /**
   * Writes the review into the page's move list, next to the move each judges: its mark (?!, ?, ??) and the
   * army's evaluation after its turn, in men (one numbering: the list's own). Kept there while the list is
   * drawn again (a new hop, another language), until the review closes.
   */
  markMoves(judged) {
    const list = document.getElementById('move-list');
    if (!list) return;
    const symbol = { inaccuracy: '?!', mistake: '?', blunder: '??' };
    this.judgedMoves = new Map(judged.filter((j) => j.loss !== null).map((j) => [String(j.index + 1), j]));
    const apply = () => {
      for (const b of list.querySelectorAll('button[data-index]')) {
        const j = this.judgedMoves.get(b.dataset.index);
        if (b.dataset.note !== undefined && !j) {
          delete b.dataset.note;
          delete b.dataset.mark;
          b.setAttribute('aria-label', b.dataset.label);
          delete b.dataset.label;
        }
        if (!j) continue;
        const after = (j.score - j.loss) / 100;
        const note = `${j.mark ? `${symbol[j.mark]} ` : ''}${after >= 0 ? '+' : '−'}${Math.abs(after).toFixed(1)}`;
        if (b.dataset.note === note) continue;
        b.dataset.label ??= b.getAttribute('aria-label');
        b.dataset.note = note;
        if (j.mark) b.dataset.mark = j.mark; else delete b.dataset.mark;
        b.setAttribute('aria-label', j.mark
          ? t('app.review.in-list-marked', { move: b.dataset.label, mark: t(`app.review.word.${j.mark}`), note })
          : t('app.review.in-list', { move: b.dataset.label, note }));
      }
    };
    this.listWatch ??= new MutationObserver(() => apply());
    this.listWatch.disconnect();
    if (this.judgedMoves.size) this.listWatch.observe(list, { childList: true, subtree: true });
    apply();
    list.dataset.reviewed = String(this.judgedMoves.size);
  }

  /** Analyses the game on the board (or shows its cached review). */
  async open() {
    this.stop(null); // a review still running (of another game) gives way
    this.panel.hidden = false;
    this.panel.scrollIntoView({ block: 'nearest' });
    this.history = this.board.history;
    const entries = this.board.history.entries.map((e) => ({ snapshot: e.snapshot, hop: e.hop }));
    const key = keyOf(entries);
    this.table.replaceChildren();
    this.marks.replaceChildren();
    const cached = loadCached(key);
    if (cached?.turns && cached?.final) {
      this.show(cached);
      this.status.textContent = t('app.review.cached');
      return;
    }
    const starts = turnStarts(entries);
    const run = { stopped: false, evaluator: new Evaluator() };
    this.run = run;
    this.cancel.hidden = false;
    this.progress.hidden = false;
    this.progress.max = starts.length;
    this.progress.value = 0;
    const turns = [];
    let final = null;
    for (const [n, index] of starts.entries()) {
      this.status.textContent = t('app.review.analysing', { n: n + 1, count: starts.length });
      let answer;
      try {
        answer = await run.evaluator.analyse({ snapshot: entries[index].snapshot, ...BUDGET, seed: index });
      } catch (e) {
        if (!run.stopped) this.stop(t('app.review.stopped', { reason: e.message }));
        return;
      }
      if (run.stopped) return;
      this.progress.value = n + 1;
      if (answer.current === null) { final = answer.scores; break; }
      const hop = entries[index + 1]?.hop;
      const played = hop && !isEvent(hop) ? { from: hop.from, to: hop.to, capture: hop.capture } : null;
      turns.push({ index, seat: answer.current, score: answer.score, move: answer.move, played });
    }
    if (!final) {
      const last = await run.evaluator.evaluate([entries.at(-1).snapshot]).catch(() => null);
      if (run.stopped || !last) return;
      [final] = last;
    }
    const byEvent = isEvent(entries.at(-1).hop);
    // The line the bot expected, for each marked turn.
    const lines = {};
    const rounds = roundsOf(entries.slice(1).map((e) => e.hop)); // the move list's numbers
    for (const marked of judge(turns, final, byEvent).filter((j) => j.mark)) {
      this.status.textContent = t('app.review.line-at', { turn: rounds[marked.index] });
      try {
        lines[marked.index] = await run.evaluator.line({ snapshot: entries[marked.index].snapshot, ...BUDGET, seed: marked.index, hops: LINE_HOPS });
      } catch (e) {
        if (!run.stopped) this.stop(t('app.review.stopped', { reason: e.message }));
        return;
      }
      if (run.stopped) return;
    }
    run.evaluator.dispose();
    this.run = null;
    const result = { turns, final, byEvent, lines };
    saveCached(key, result);
    this.show(result);
    this.status.textContent = t('app.review.done', { count: turns.length });
  }

  stop(message) {
    const run = this.run;
    if (!run) return;
    run.stopped = true;
    run.evaluator.dispose();
    this.run = null;
    this.cancel.hidden = true;
    if (message) this.status.textContent = message;
  }

  show({ turns, final, byEvent, lines = {} }) {
    this.cancel.hidden = true;
    this.progress.hidden = true;
    const { players, names, radius } = this.board.settings;
    const judged = judge(turns, final, byEvent);
    this.markMoves(judged);
    const rounds = roundsOf(this.board.history.hops()); // a mark is numbered as the move list numbers its move
    const head = h('tr');
    const columns = [[t('page.result.army')], [t('app.review.turns')], [t('app.review.accuracy')],
      ['?!', t('app.review.inaccuracies')], ['?', t('app.review.mistakes')], ['??', t('app.review.blunders')]];
    for (const [text, name] of columns) {
      const th = h('th', null, text);
      th.scope = 'col';
      if (name) {
        th.title = name;
        th.setAttribute('aria-label', name);
      }
      head.append(th);
    }
    const thead = h('thead');
    thead.append(head);
    const tbody = h('tbody');
    for (const row of summary(judged, players)) {
      const tr = h('tr');
      const army = h('th', null, seatLabel(names, row.seat));
      army.scope = 'row';
      tr.append(army, h('td', null, String(row.turns)), h('td', null, row.accuracy === null ? '-' : `${row.accuracy}%`),
        h('td', null, String(row.inaccuracy)), h('td', null, String(row.mistake)), h('td', null, String(row.blunder)));
      tbody.append(tr);
    }
    const caption = h('caption', null, t('app.review.caption'));
    this.table.replaceChildren(caption, thead, tbody);
    this.marks.replaceChildren(...judged.filter((j) => j.mark).map((j) => {
      const li = h('li', `review-mark ${j.mark}`);
      const b = h('button', null, t('app.review.mark', { turn: rounds[j.index] ?? j.turn, army: ARMIES[j.seat].name, mark: j.mark, loss: (j.loss / 100).toFixed(1) }) + playedText(j, radius));
      b.type = 'button';
      b.dataset.index = String(j.index);
      b.dataset.mark = j.mark;
      b.addEventListener('click', () => this.showTurn(j));
      li.append(b);
      const line = lines[j.index];
      if (line?.length) {
        const p = h('p', 'review-line', t('app.review.line', { hops: line.map((hop) => hopCode(hop, radius)).join(' ') }));
        li.append(p);
      }
      return li;
    }));
    if (this.marks.children.length === 0) this.marks.append(h('li', 'panel-note', t('app.review.none')));
  }

  /** Shows the position before the turn, with the bot's move as an arrow; the review stays open on its mark. */
  showTurn(turn) {
    for (const b of this.marks.querySelectorAll('button')) {
      if (b.dataset.index === String(turn.index)) b.setAttribute('aria-current', 'true');
      else b.removeAttribute('aria-current');
    }
    this.board.goTo(turn.index);
    const want = turn.move;
    const move = want && this.board.game.legalMoves().find((m) => m.from.q === want.from.q && m.from.r === want.from.r
      && m.to.q === want.to.q && m.to.r === want.to.r);
    if (move) this.board.showMove(move);
  }
}

/** ": played b4-c5, the bot's move c4-d5" for a marked turn (its first hops), or "" when not known. */
function playedText({ played, move }, radius) {
  if (!played || !move) return '';
  const bot = { from: `${move.from.q},${move.from.r}`, to: `${move.to.q},${move.to.r}`, capture: move.capture };
  return t('app.review.played', { played: hopCode(played, radius), bot: hopCode(bot, radius) });
}

let review = null;

/** Opens the review of the game on the board (built on first use). */
export function openReview(board) {
  review ??= new Review(board);
  return review.open();
}
