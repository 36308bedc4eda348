// The lab's "How it learns" (docs/lab.md): a slider per evaluation
// weight (the names and defaults the bot plays with, EVAL_WEIGHTS), a short
// match of the edited bot against the bot's own in the match runner, and the
// edited weights exported and imported as JSON; every set imported becomes a
// bot setting of the runner.

// From the engine module itself, not the element's door (engine.js): the game page needs no weights.
import { EVAL_WEIGHTS } from '../element/engine.js';
import { $, h } from '../app/lab-api.js';
import { addWeightSet, setDefaultWeights, startMatch } from './runner.js';
import { t } from '../i18n/i18n.js';

/** The most a weight may be either way (the engine's limit). */
const LIMIT = 1000000;

const sliders = new Map();

/** The weights the sliders show, by name. */
function edited() {
  return Object.fromEntries([...sliders].map(([name, input]) => [name, Number(input.value)]));
}

/** The sliders' weights as the engine takes them: a list in the order of EVAL_WEIGHTS. */
export function editedWeights() {
  return Object.keys(EVAL_WEIGHTS).map((name) => Number(sliders.get(name).value));
}

/** Called after every change of the sliders (set by initLearn). */
let onEdit = () => {};

/** The edited weights changed: the runner's bot setting, and whoever listens. */
function changed() {
  addWeightSet('edited', edited());
  onEdit();
}

function showValue(name) {
  const input = sliders.get(name);
  input.nextElementSibling.value = input.value;
  input.parentElement.classList.toggle('changed', Number(input.value) !== EVAL_WEIGHTS[name]);
}

function setSliders(weights) {
  for (const [name, input] of sliders) {
    // A value beyond the slider's range widens it rather than being cut.
    const v = weights[name];
    input.min = String(Math.min(Number(input.min), v));
    input.max = String(Math.max(Number(input.max), v));
    input.value = String(v);
    showValue(name);
  }
  changed();
}

/**
 * Weights read from JSON: an object naming every weight once with an
 * integer within ±1000000. Throws with what is wrong.
 */
export function parseWeights(text) {
  let data;
  try {
    data = JSON.parse(text);
  } catch {
    throw new Error('This is not JSON.');
  }
  if (data === null || typeof data !== 'object' || Array.isArray(data)) throw new Error('The JSON must be an object of weights by name.');
  const names = Object.keys(EVAL_WEIGHTS);
  const unknown = Object.keys(data).filter((k) => !names.includes(k));
  if (unknown.length) throw new Error(`Unknown weight ${unknown[0].slice(0, 24)}: the weights are ${names.join(', ')}.`);
  const missing = names.filter((k) => !(k in data));
  if (missing.length) throw new Error(`The weight ${missing[0]} is missing.`);
  for (const name of names) {
    const v = data[name];
    if (typeof v !== 'number' || !Number.isInteger(v) || Math.abs(v) > LIMIT) {
      throw new Error(`The weight ${name} must be a whole number from -${LIMIT} to ${LIMIT}.`);
    }
  }
  return Object.fromEntries(names.map((name) => [name, data[name]]));
}

let imported = 0;
let downloadUrl = null;

function exportWeights() {
  const json = JSON.stringify(edited());
  $('weights-json').value = json;
  if (downloadUrl) URL.revokeObjectURL(downloadUrl);
  downloadUrl = URL.createObjectURL(new Blob([json], { type: 'application/json' }));
  Object.assign($('weights-download'), { href: downloadUrl, hidden: false });
  $('weights-error').textContent = '';
  $('weights-status').textContent = t('lab.weights.exported');
}

function importWeights() {
  let weights;
  try {
    weights = parseWeights($('weights-json').value);
  } catch (e) {
    $('weights-error').textContent = t('lab.weights.refused', { reason: e.message });
    return;
  }
  $('weights-error').textContent = '';
  imported += 1;
  const name = t('lab.weights.imported', { n: imported });
  addWeightSet(name, weights);
  setSliders(weights);
  $('weights-status').textContent = t('lab.weights.loaded', { name });
}

/**
 * Builds the sliders from the bot's own weights and wires the buttons.
 * @param {() => void} [listener] told after every change of the edited weights (editedWeights())
 */
export function initLearn(listener = () => {}) {
  onEdit = listener;
  setDefaultWeights(EVAL_WEIGHTS);
  const box = $('weights');
  for (const [name, value] of Object.entries(EVAL_WEIGHTS)) {
    const label = h('label', null);
    const input = h('input');
    const span = Math.max(20, Math.abs(value) * 2);
    Object.assign(input, { type: 'range', min: String(Math.min(0, value - span)), max: String(value + span), step: '1', value: String(value), name });
    input.dataset.weight = name;
    const out = h('output');
    const term = h('span', null, name);
    term.translate = false; // the engine's name of the weight, as in the JSON and docs/lab.md
    label.append(term, input, out);
    box.append(label);
    sliders.set(name, input);
    showValue(name);
    input.addEventListener('input', () => {
      showValue(name);
      changed();
    });
  }
  changed();
  $('weights-reset').addEventListener('click', () => setSliders(EVAL_WEIGHTS));
  $('weights-export').addEventListener('click', exportWeights);
  $('weights-import').addEventListener('click', importWeights);
  $('weights-match').addEventListener('click', () => startMatch(['edited', 'default']));
}
