// Deutsch. Jeder Bereich der Seite hat seine Datei; die Hinweise für Übersetzer stehen in en/.
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
