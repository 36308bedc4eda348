// Share links: the whole game record in the URL hash, as base64url of UTF-8
// JSON after "#game=" (with the analysis board's side lines, `lines`, when it has any). Reading a link checks it completely (readRecord replays
// every hop) before anything changes; its text is never rendered as HTML.

import { readRecord } from '../../element/record.js';
import { treeOf } from './variations.js';
import { t } from '../../i18n/i18n.js';

const PREFIX = '#game=';
const MAX_HASH = 200_000; // a long game is a few KB; 200,000 characters is about 15,000 hops, far past any game played

function toBase64Url(text) {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');
}

function fromBase64Url(code) {
  if (!/^[A-Za-z0-9_-]*$/.test(code)) throw new Error('bad characters');
  const binary = atob(code.replaceAll('-', '+').replaceAll('_', '/'));
  const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
  return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
}

/** The link that opens this game, based on the page's own address; `lines`: its side lines (variations.js), carried along. */
export function shareUrl(record, href = window.location.href, lines = []) {
  const url = new URL(href);
  url.hash = PREFIX.slice(1) + toBase64Url(JSON.stringify(lines?.length ? { ...record, lines } : record));
  return url.href;
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
 *   `lines`: the side lines it carries (checked through the engine), [] for none
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
    const game = readRecord(data);
    const lines = data.lines ?? [];
    treeOf(game.settings, game.history, lines); // throws naming the side line the engine refuses
    return { ok: true, ...game, lines };
  } catch (e) {
    return { ok: false, reason: e.message };
  }
}
