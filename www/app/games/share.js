// Share links: the whole game record in the URL hash, as base64url of UTF-8
// JSON after "#game=" (the analysis board's link adds its side lines, `lines`). Reading a link checks it completely (readRecord replays
// every hop) before anything changes; its text is never rendered as HTML. The writing half is
// share-url.js (in the page's start); this reading half loads when a page opens with a link.

import { readRecord } from '../../element/record.js';
import { t } from '../../i18n/i18n.js';
import { PREFIX, shareUrl } from './share-url.js';

export { shareUrl };
const MAX_HASH = 200_000; // a long game is a few KB; 200,000 characters is about 15,000 hops, far past any game played

function fromBase64Url(code) {
  if (!/^[A-Za-z0-9_-]*$/.test(code)) throw new Error('bad characters');
  const binary = atob(code.replaceAll('-', '+').replaceAll('_', '/'));
  const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
  return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
}

/** True when a hash is meant to carry a game (whether or not it is valid). */
export const isGameHash = (hash) => typeof hash === 'string' && hash.startsWith(PREFIX);

/**
 * What a player reads when a link cannot be opened, whatever the reason (the reason, in the engine's or the
 * reader's words, goes under it as the details).
 */
export const linkRefused = () => t('app.link.refused');

/**
 * Reads a "#game=..." hash.
 * @returns {{ok: true, settings, history, lines} | {ok: false, reason: string}}
 */
export function readShareHash(hash) {
  if (hash.length > MAX_HASH) return { ok: false, reason: t('app.link.too-long') };
  let data;
  try {
    data = JSON.parse(fromBase64Url(hash.slice(PREFIX.length)));
  } catch {
    return { ok: false, reason: t('app.link.damaged') };
  }
  try {
    return { ok: true, ...readRecord(data), lines: data.lines }; // side lines: checked where they are read (variations.js)
  } catch (e) {
    return { ok: false, reason: e.message };
  }
}
