// The page's language: the browser's (navigator.languages) unless the player chose
// one in the picker (remembered under hex-checkers/language). The English page is in
// index.html as it is, so the first paint needs no catalogue; another language's
// catalogue loads on first use, and then every marked node (data-i18n, data-i18n-attr)
// is filled from it, the document's lang and dir follow, and so does the board's
// lang attribute. The page's modules that write words follow onLanguageChange.

import { LANGUAGES, addEnglish, direction, language, onLanguageChange, pickLanguage, translate, useLanguage } from '../../i18n/i18n.js';
import { readJson, writeJson } from '../../element/local-store.js';

export const LANGUAGE_KEY = 'hex-checkers/language';

/** The language to start in: the one chosen here before, else the browser's best offered one. */
export function startingLanguage() {
  const chosen = readJson(LANGUAGE_KEY, null);
  return LANGUAGES.some((l) => l.tag === chosen) ? chosen : pickLanguage(navigator.languages);
}

function apply(tag, board) {
  const root = document.documentElement;
  root.lang = tag;
  root.dir = direction(tag);
  translate(document);
  if (board.getAttribute('lang') !== tag) board.setAttribute('lang', tag);
}

/**
 * Fills the picker (`select`: each language in its own name and its own lang), follows its choice
 * (remembered), and switches to the starting language; resolves once the page speaks it.
 */
export async function wireLanguage(select, board) {
  select.replaceChildren(...LANGUAGES.map(({ tag, name }) => {
    const option = document.createElement('option');
    option.value = tag;
    option.lang = tag;
    option.textContent = name;
    return option;
  }));
  onLanguageChange((tag) => {
    apply(tag, board);
    select.value = tag;
  });
  select.addEventListener('change', async () => {
    const tag = select.value;
    writeJson(LANGUAGE_KEY, tag); // not remembered (storage refused): still switched
    try {
      // Back to English: the page's own English text (the HTML had it) comes back from its catalogue.
      if (tag === 'en') addEnglish((await import('../../i18n/en/page.js')).default);
      await useLanguage(tag);
    } catch {
      select.value = language();
    }
  });
  // A catalogue that cannot load (offline before it was ever fetched) leaves the page in English.
  const tag = await useLanguage(startingLanguage()).catch(() => 'en');
  select.value = tag;
  document.documentElement.dir = direction(tag);
  if (tag !== 'en') apply(tag, board);
}

/** For a page without a picker (the AI lab): its language is the one chosen on the game's page, else the browser's. */
export async function followLanguage(board = null) {
  const tag = await useLanguage(startingLanguage()).catch(() => 'en');
  document.documentElement.lang = tag;
  document.documentElement.dir = direction(tag);
  if (tag !== 'en') translate(document);
  if (board) board.setAttribute('lang', tag);
  return tag;
}
