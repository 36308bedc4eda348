// English, the catalogue every other language is checked against. Each area of the
// page keeps its messages in its own file here; every key has a note for translators
// in the comment above it. This file spreads the areas of the page's start; the
// areas of modules loaded on first use (rules.js, puzzles.js, tutorial.js, lab.js,
// library.js, analysis.js, nonvisual/mode.js, tempo.js, result.js, ask.js) are added by those modules (addEnglish in ../i18n.js), and
// page.js (index.html's text, which the English page already carries) by the modules
// that need it and by the picker when it goes back to English.
import app from './app.js';
import element from './element.js';

export default {
  ...element,
  ...app,
};
