// The page's words: one message catalogue per language (www/i18n/<tag>/), English
// built in, the others loaded on first use. A message is a string with {name}
// placeholders, or an object of plural forms ({ one, other, ... }) chosen by the
// browser's Intl.PluralRules on the `count` placeholder. Numbers in placeholders
// are written by Intl.NumberFormat. A key missing from a language falls back to
// English, and is remembered in missingKeys() (a test reads it). English is built
// in for the page's start (en/index.js); the areas of modules loaded on first use
// (the rules, the puzzles, the tutorial, the lab) add their English when they load
// (addEnglish), so the start carries no more words than it did.
// How to add a language: docs/languages.md.

import english from './en/index.js';

/** The languages the page offers: tag, own name, writing direction. */
export const LANGUAGES = [
  { tag: 'en', name: 'English', dir: 'ltr' },
  { tag: 'fr', name: 'Français', dir: 'ltr' },
  { tag: 'de', name: 'Deutsch', dir: 'ltr' },
  { tag: 'ar', name: 'العربية', dir: 'rtl' },
];

const englishAll = { ...english };
const loaded = new Map([['en', englishAll]]);
const listeners = new Set();
const missing = new Set();
let current = 'en';
let plurals = new Intl.PluralRules('en');
let numbers = new Intl.NumberFormat('en');

function fill(text, vars) {
  return text.replace(/\{(\w+)\}/g, (whole, name) => {
    if (!(name in vars)) return whole;
    const v = vars[name];
    return typeof v === 'number' ? numbers.format(v) : String(v);
  });
}

/** The message `key` in the current language, its placeholders filled from `vars`. */
export function t(key, vars = {}) {
  let message = loaded.get(current)?.[key];
  if (message === undefined) {
    if (current !== 'en') missing.add(`${current}:${key}`);
    message = englishAll[key];
    if (message === undefined) {
      missing.add(`en:${key}`);
      return key;
    }
  }
  if (typeof message === 'object') {
    const count = vars.count ?? 0;
    message = message[plurals.select(count)] ?? message.other;
  }
  return fill(message, vars);
}

/** Adds an area's English messages (a module loaded on first use brings its own words). */
export function addEnglish(messages) {
  Object.assign(englishAll, messages);
}

/** The current language's tag. */
export function language() {
  return current;
}

/** The writing direction of a language ('ltr' or 'rtl'). */
export function direction(tag = current) {
  return LANGUAGES.find((l) => l.tag === tag)?.dir ?? 'ltr';
}

/** The best offered language for a list of wanted tags (navigator.languages). */
export function pickLanguage(wanted) {
  for (const w of wanted ?? []) {
    const base = String(w).toLowerCase().split('-')[0];
    if (LANGUAGES.some((l) => l.tag === base)) return base;
  }
  return 'en';
}

/** Switches to a language, loading its catalogue on first use; resolves to the tag in use. */
export async function useLanguage(tag) {
  const want = LANGUAGES.some((l) => l.tag === tag) ? tag : 'en';
  if (!loaded.has(want)) {
    // A URL built at run time: bundlers leave it alone, so each language stays its own file.
    const module = await import(new URL(`./${want}/index.js`, import.meta.url).href);
    loaded.set(want, module.default);
  }
  if (want !== current) {
    current = want;
    plurals = new Intl.PluralRules(want);
    numbers = new Intl.NumberFormat(want);
    for (const fn of listeners) fn(want);
  }
  return want;
}

/** Calls `fn(tag)` after each change of language; returns a function that stops it. */
export function onLanguageChange(fn) {
  listeners.add(fn);
  return () => listeners.delete(fn);
}

/** The keys asked for and not found ("fr:key", or "en:key" for a key in no catalogue). */
export function missingKeys() {
  return [...missing];
}

/**
 * Fills the marked nodes under `root` (a document, a shadow root or an element) from the catalogue:
 * `data-i18n="key"` replaces the node's own text (its first non-blank text node, so a label keeps
 * its input), `data-i18n-attr="title:key aria-label:key"` sets those attributes.
 */
export function translate(root) {
  const nodes = [...root.querySelectorAll('[data-i18n], [data-i18n-attr]')];
  if (root.nodeType === 1 && (root.dataset.i18n || root.dataset.i18nAttr)) nodes.unshift(root);
  for (const node of nodes) {
    if (node.dataset.i18n) setOwnText(node, t(node.dataset.i18n));
    for (const pair of (node.dataset.i18nAttr ?? '').split(/\s+/).filter(Boolean)) {
      const at = pair.indexOf(':');
      node.setAttribute(pair.slice(0, at), t(pair.slice(at + 1)));
    }
  }
}

function setOwnText(node, text) {
  const own = [...node.childNodes].find((c) => c.nodeType === 3 && c.data.trim());
  if (!own) {
    if (node.children.length === 0) node.textContent = text;
    else node.prepend(text);
    return;
  }
  const [, before, , after] = own.data.match(/^(\s*)([\s\S]*?)(\s*)$/);
  own.data = before + text + after;
}

/** Marks `node` with a catalogue key and fills it now: its text, or its attribute `attr` (translate() keeps it up to date). */
export function label(node, key, attr = null) {
  if (attr) {
    const kept = (node.dataset.i18nAttr ?? '').split(/\s+/).filter((p) => p && !p.startsWith(`${attr}:`));
    node.dataset.i18nAttr = [...kept, `${attr}:${key}`].join(' ');
    node.setAttribute(attr, t(key));
  } else {
    node.dataset.i18n = key;
    setOwnText(node, t(key));
  }
  return node;
}

/** A list in words ("Red, Blue and Green"), by the language's Intl.ListFormat. */
export function listText(items) {
  return new Intl.ListFormat(current, { type: 'conjunction' }).format(items.map(String));
}
