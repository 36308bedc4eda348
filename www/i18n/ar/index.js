// العربية. لكل قسم من الصفحة ملفه؛ ملاحظات المترجمين في en/.
import app from './app.js';
import element from './element.js';
import lab from './lab.js';
import page from './page.js';
import rules from './rules.js';

export default {
  ...element,
  ...lab,
  ...app,
  ...page,
  ...rules,
};
