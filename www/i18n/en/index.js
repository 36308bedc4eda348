// English, the catalogue every other language is checked against. Each area of the
// page keeps its messages in its own file here; every key has a note for translators
// in the comment above it. This file spreads the areas of the page's start; the
// areas of modules loaded on first use (rules.js, puzzles.js, tutorial.js, lab.js)
// are added by those modules (addEnglish in ../i18n.js), not loaded at start.
import app from './app.js';
import element from './element.js';
import page from './page.js';

export default {
  ...element,
  ...app,
  ...page,
};
