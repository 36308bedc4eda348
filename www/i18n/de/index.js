// Deutsch. Jeder Bereich der Seite hat seine Datei; die Hinweise für Übersetzer stehen in en/.
import analysis from './analysis.js';
import app from './app.js';
import chat from './chat.js';
import ask from './ask.js';
import element from './element.js';
import friends from './friends.js';
import games from './games.js';
import lab from './lab.js';
import nonvisual from './nonvisual.js';
import library from './library.js';
import lobby from './lobby.js';
import page from './page.js';
import puzzles from './puzzles.js';
import remote from './remote.js';
import series from './series.js';
import result from './result.js';
import rules from './rules.js';
import tempo from './tempo.js';
import tutorial from './tutorial.js';

export default {
  ...element,
  ...lab,
  ...app,
  ...analysis,
  ...library,
  ...page,
  ...puzzles,
  ...rules,
  ...tutorial,
  ...nonvisual,
  ...remote,
  ...series,
  ...games,
  ...friends,
  ...result,
  ...tempo,
  ...ask,
  ...lobby,
  ...chat,
};
