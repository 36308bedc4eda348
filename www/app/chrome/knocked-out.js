// The notice of a person knocked out of a game against bots, which the bots
// play on: watch on, or a new game. Loaded when it happens, with its words (the
// result's area of the catalogue), so the page's start does not carry them.

import { addEnglish, t } from '../../i18n/i18n.js';
import english from '../../i18n/en/result.js';

addEnglish(english);

/** Shows the notice through the page's `notice`; `newGame` opens the new-game dialog. */
export function sayKnockedOut(notice, newGame) {
  notice(t('app.result.out-you'), 'info', [
    { label: t('app.result.out-watch'), run: () => {} },
    { label: t('app.result.out-new'), run: newGame },
  ]);
}
