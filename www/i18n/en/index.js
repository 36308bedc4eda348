// English, the catalogue every other language is checked against. Each area of the
// page keeps its messages in its own file here; every key has a note for translators
// in the comment above it.
import app from './app.js';
import element from './element.js';
import lab from './lab.js';
import page from './page.js';
import puzzles from './puzzles.js';
import rules from './rules.js';
import tutorial from './tutorial.js';

export default {
  ...element,
  ...lab,
  ...app,
  ...page,
  ...puzzles,
  ...rules,
  ...tutorial,
};
