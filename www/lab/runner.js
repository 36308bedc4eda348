// The lab's match runner (docs/lab.md): bot settings, one per seat,
// play a number of games in module workers (match-worker.js, at most four at
// once), with a progress bar, a cancel button, a results table with each
// bot's wins, score and 95% Wilson interval as `hexc arena` prints them, and
// every finished game listed with a link that opens it on the game page.

import { $, h, shareUrl, BOT_NO_PROGRESS } from '../app/lab-api.js';
import { MAX_SEED, arenaLine, botAt, botSpec, wilson } from './arena.js';
import { t } from '../i18n/i18n.js';

const MAX_BOTS = 6;
const LEVELS = [1, 2, 3, 4, 5];

/**
 * The weight sets a bot may play with: name -> {weights: {name: value} | null}.
 * `null` is the bot's own; the learning section adds edited and imported sets.
 */
export const weightSets = new Map([['default', null]]);
let defaultWeights = null;

/** Tells the runner the bot's own weights (by name), so specs name only what differs. */
export function setDefaultWeights(weights) {
  defaultWeights = weights;
}

/** Adds (or replaces) a weight set the bots can be given, and offers it in every bot's list. */
export function addWeightSet(name, weights) {
  weightSets.set(name, weights);
  for (const select of document.querySelectorAll('.bot-weights')) fillWeights(select);
}

function fillWeights(select) {
  const chosen = select.value || 'default';
  select.replaceChildren(...[...weightSets.keys()].map((name) => h('option', null, name)));
  select.value = weightSets.has(chosen) ? chosen : 'default';
}

function botRow(level = 3, nodes = 300) {
  const li = h('li', 'match-bot');
  const k = document.querySelectorAll('#match-bots li').length + 1;
  const levelSel = h('select', 'bot-level');
  levelSel.append(...LEVELS.map((l) => h('option', null, String(l))));
  levelSel.value = String(level);
  const nodesIn = h('input', 'bot-nodes');
  Object.assign(nodesIn, { type: 'number', min: 1, max: 1000000, step: 1, value: String(nodes) });
  const weightsSel = h('select', 'bot-weights');
  fillWeights(weightsSel);
  const label = (text, control) => {
    const l = h('label', null, `${text} `);
    l.append(control);
    return l;
  };
  li.append(h('strong', null, `${t('lab.bot', { n: k })} `), label(t('lab.level'), levelSel), label(t('lab.nodes'), nodesIn), label(t('lab.weights'), weightsSel));
  return li;
}

const intIn = (id, lo, hi, what) => {
  const v = Number($(id).value);
  if (!Number.isInteger(v) || v < lo || v > hi) throw new Error(t('lab.whole', { what: t(what), lo, hi }));
  return v;
};

/** The match the form describes, checked; throws with a message to show. */
export function readMatch() {
  const bots = [...document.querySelectorAll('#match-bots li')].map((li, k) => {
    const level = Number(li.querySelector('.bot-level').value);
    const nodes = Number(li.querySelector('.bot-nodes').value);
    if (!Number.isInteger(nodes) || nodes < 1 || nodes > 1000000) {
      throw new Error(t('lab.nodes-whole', { bot: t('lab.bot', { n: k + 1 }) }));
    }
    const set = li.querySelector('.bot-weights').value;
    const weights = weightSets.get(set) ?? null;
    return { level, nodes, set, weights };
  });
  const match = {
    players: bots.length,
    radius: Number($('match-radius').value),
    games: intIn('match-games', 1, 1000, 'lab.field.games'),
    plyCap: intIn('match-cap', 1, 5000, 'lab.field.cap'),
    noProgress: intIn('match-no-progress', 0, 10000, 'lab.field.no-progress'),
    opening: intIn('match-opening', 0, 20, 'lab.field.opening'),
    seed: intIn('match-seed', 0, MAX_SEED, 'lab.field.seed'),
  };
  const specs = bots.map((b) => botSpec(b, defaultWeights));
  // The worker gets each bot's weights as the engine's list, in the order of the names.
  const names = defaultWeights ? Object.keys(defaultWeights) : [];
  match.bots = bots.map((b) => ({ level: b.level, nodes: b.nodes, ...(b.weights ? { weights: names.map((n) => b.weights[n]) } : {}) }));
  return { match, specs };
}

/** `hexc arena` with the same settings. */
export function arenaCommand(match, specs) {
  return `hexc arena --players ${match.players} --radius ${match.radius} --games ${match.games} --bots ${specs.join(',')}`
    + ` --seed ${match.seed} --ply-cap ${match.plyCap} --opening ${match.opening}${match.noProgress ? ` --no-progress ${match.noProgress}` : ''}`
    + ' --threads 1 --verbose';
}

let running = null;

function showCommand() {
  try {
    const { match, specs } = readMatch();
    $('match-command').textContent = arenaCommand(match, specs);
  } catch {
    $('match-command').textContent = '';
  }
}

function renderTable(specs, results) {
  const done = results.filter(Boolean);
  const head = h('tr');
  head.append(...['bot', 'setting', 'wins', 'ahead', 'score', 'percent', 'interval'].map((column) => {
    const th = h('th', null, t(`lab.col.${column}`));
    th.scope = 'col';
    return th;
  }));
  const rows = specs.map((spec, k) => {
    const won = (kind) => done.filter((r) => r.ending.kind === kind && r.ending.bot === k).length;
    const score = done.reduce((a, r) => a + r.points[k], 0);
    const [lo, hi] = wilson(score, done.length);
    const pct = (x) => `${(x * 100).toFixed(1)}%`;
    const tr = h('tr');
    const th = h('th', null, t('lab.bot', { n: k + 1 }));
    th.scope = 'row';
    const cells = [spec, won('outright'), won('material'), score.toFixed(1), done.length ? pct(score / done.length) : '–', `${pct(lo)} – ${pct(hi)}`];
    tr.append(th, ...cells.map((c) => h('td', null, String(c))));
    tr.dataset.bot = String(k);
    tr.dataset.score = String(score);
    return tr;
  });
  const thead = h('thead');
  thead.append(head);
  const tbody = h('tbody');
  tbody.append(...rows);
  $('match-table').replaceChildren(thead, tbody);
}

/**
 * How a game of the match ended, in plain words: won, drawn and why, or stopped at the hop cap with the game
 * still on and judged on material (each bot's men 1, kings 2), which is not a real ending.
 */
function endingWords(result, match) {
  const e = result.ending;
  const bot = (k) => t('lab.bot', { n: k + 1 });
  const byBot = () => e.material.map((m, seat) => [botAt(seat, match.players, result.shift), m])
    .sort((a, b) => b[1] - a[1]).map(([k, m]) => `${bot(k)} ${m}`).join(', ');
  const capped = t('lab.end.capped', { cap: match.plyCap });
  switch (e.kind) {
    case 'outright': return t('lab.end.won', { bot: bot(e.bot), count: result.plies });
    case 'draw': return e.reason === 'no-progress'
      ? t('lab.end.no-progress', { count: result.plies, turns: match.noProgress })
      : t('lab.end.drawn', { count: result.plies, why: e.reason === 'frozen' ? t('lab.end.frozen') : e.reason });
    case 'material': return t('lab.end.led', { capped, bot: bot(e.bot), material: byBot() });
    default: return t('lab.end.level', { capped, material: byBot() });
  }
}

function gameItem(result, record, specs, match) {
  const line = arenaLine(result, specs);
  const li = h('li', 'match-game');
  li.dataset.g = String(result.g);
  li.dataset.line = line;
  li.dataset.ending = result.ending.kind;
  const told = endingWords(result, match);
  const link = h('a', null, t('lab.open'));
  link.href = shareUrl(record, new URL('../../', window.location.href).href);
  link.target = '_blank';
  link.rel = 'noopener';
  li.append(`${t('lab.game', { n: result.g + 1, seed: result.seed, told })} `, link);
  return li;
}

/** How the match's games ended, counted: the real endings first, then the games the cap stopped. */
function summary(results, match) {
  const count = (kinds) => results.filter((r) => kinds.includes(r.ending.kind)).length;
  const [won, drawn, capped] = [count(['outright']), count(['draw']), count(['material', 'undecided'])];
  const parts = [t('lab.sum.won', { count: won }), t('lab.sum.drawn', { count: drawn })];
  if (capped) parts.push(t(match.noProgress ? 'lab.sum.capped' : 'lab.sum.capped-limit', { count: capped, cap: match.plyCap }));
  return t('app.result.sentence', { text: parts.join(', ') });
}

function finish(text) {
  for (const w of running.workers) w.terminate();
  running = null;
  $('match-status').textContent = text;
  $('match-start').disabled = false;
  $('match-cancel').disabled = true;
}

function start() {
  let read;
  try {
    read = readMatch();
  } catch (e) {
    $('match-error').textContent = e.message;
    return;
  }
  $('match-error').textContent = '';
  const { match, specs } = read;
  const results = new Array(match.games).fill(null);
  const threads = Math.max(1, Math.min(4, navigator.hardwareConcurrency || 1, match.games));
  running = { workers: [], next: 0, done: 0, games: match.games };
  const run = running;
  $('match-start').disabled = true;
  $('match-cancel').disabled = false;
  const bar = $('match-progress');
  Object.assign(bar, { hidden: false, max: match.games, value: 0 });
  $('match-games-list').replaceChildren();
  $('match-command').textContent = arenaCommand(match, specs);
  renderTable(specs, results);
  $('match-status').textContent = t('lab.playing', { count: match.games, threads });
  const settings = { ...match, names: specs };
  const give = (worker) => {
    if (run.next >= match.games) return;
    worker.postMessage({ settings, g: run.next });
    run.next += 1;
  };
  for (let i = 0; i < threads; i++) {
    const worker = new Worker(new URL('./match-worker.js', import.meta.url), { type: 'module', name: `hex-checkers-match-${i}` });
    worker.addEventListener('message', ({ data }) => {
      if (running !== run) return;
      if (data.error) {
        finish(t('lab.stopped-game', { n: data.g + 1, reason: data.error }));
        return;
      }
      results[data.g] = data.result;
      run.done += 1;
      bar.value = run.done;
      renderTable(specs, results);
      const items = [...$('match-games-list').children];
      const after = items.find((li) => Number(li.dataset.g) > data.g) ?? null;
      $('match-games-list').insertBefore(gameItem(data.result, data.record, specs, match), after);
      if (run.done === match.games) finish(`${t('lab.done', { count: match.games })} ${summary(results, match)}`);
      else {
        $('match-status').textContent = t('lab.progress', { done: run.done, count: match.games });
        give(worker);
      }
    });
    worker.addEventListener('error', (e) => {
      if (running === run) finish(t('lab.stopped', { reason: e.message ?? t('lab.worker-failed') }));
    });
    run.workers.push(worker);
    give(worker);
  }
}

/**
 * A match of one bot per weight set named in `sets` (the bots keep the first
 * bot's level and positions, so only their weights differ), started at once
 * with the form's other settings.
 */
export function startMatch(sets) {
  if (running) {
    $('match-error').textContent = t('lab.busy');
    return;
  }
  const rows = () => [...document.querySelectorAll('#match-bots li')];
  while (rows().length > sets.length) rows().at(-1).remove();
  while (rows().length < sets.length) $('match-bots').append(botRow());
  const [first] = rows();
  for (const [k, li] of rows().entries()) {
    li.querySelector('.bot-level').value = first.querySelector('.bot-level').value;
    li.querySelector('.bot-nodes').value = first.querySelector('.bot-nodes').value;
    li.querySelector('.bot-weights').value = sets[k];
  }
  start();
  $('match-title').scrollIntoView({ block: 'start' });
}

/** Sets up the runner's form (two bots to begin with) and its buttons. */
export function initRunner() {
  // The page's no-progress limit for a table of bots: a match of bots ends its dead games as the page does.
  $('match-no-progress').value = String(BOT_NO_PROGRESS);
  $('match-bots').append(botRow(2, 300));
  $('match-bots').append(botRow(3, 300));
  $('match-add').addEventListener('click', () => {
    if (document.querySelectorAll('#match-bots li').length < MAX_BOTS) $('match-bots').append(botRow());
    showCommand();
  });
  $('match-remove').addEventListener('click', () => {
    const rows = document.querySelectorAll('#match-bots li');
    if (rows.length > 2) rows[rows.length - 1].remove();
    showCommand();
  });
  $('match-start').addEventListener('click', start);
  $('match-cancel').addEventListener('click', () => {
    if (running) finish(t('lab.cancelled', { done: running.done, count: running.games }));
  });
  document.querySelector('.lab').addEventListener('input', showCommand);
  document.querySelector('.lab').addEventListener('change', showCommand);
  showCommand();
}
