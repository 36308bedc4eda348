// The remote game as a link: the record's JSON, compressed with the browser's
// own deflate (CompressionStream 'deflate-raw') and written as base64url after
// "#remote=". Reading one is the first door of the remote game: sizes are
// capped before and after inflating (a small link cannot inflate into a bomb),
// the text must be UTF-8 JSON with no key written twice in one object (which
// JSON.parse would silently collapse), and nothing else is checked here
// (chain.js reads the fields).

import { addEnglish, t } from '../../i18n/i18n.js';
import english from '../../i18n/en/remote.js';
import {
  LinkError, fromBase64Url, parseStrict, toBase64Url,
} from './codec.js';

addEnglish(english); // its refusals' words (this module is read apart from chain.js too)

// The table's modules took these from here before the codec had a module of its own.
export { LinkError, parseStrict, toBase64Url };

export const PREFIX = '#remote=';
/** Longest link hash read: far above a six-player game's full record. */
export const MAX_LINK = 200_000;
/** Longest record text once inflated. */
export const MAX_TEXT = 1_000_000;

/** Deflates a text (raw deflate, no header: the smallest link). */
export async function compress(text) {
  const stream = new Blob([new TextEncoder().encode(text)]).stream().pipeThrough(new CompressionStream('deflate-raw'));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

/** Inflates bytes into UTF-8 text, refusing damaged data and stopping at `limit` bytes. */
export async function decompress(bytes, limit = MAX_TEXT) {
  const reader = new Blob([bytes]).stream().pipeThrough(new DecompressionStream('deflate-raw')).getReader();
  const parts = [];
  let size = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.length;
      if (size > limit) {
        reader.cancel().catch(() => {});
        throw new LinkError(t('remote.link.no.inflates', { limit }));
      }
      parts.push(value);
    }
  } catch (e) {
    if (e instanceof LinkError) throw e;
    throw new LinkError(t('remote.link.no.damaged'));
  }
  const all = new Uint8Array(size);
  let at = 0;
  for (const p of parts) { all.set(p, at); at += p.length; }
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(all);
  } catch {
    throw new LinkError(t('remote.link.no.utf8'));
  }
}

/** The "#remote=..." hash of a record object. */
export async function encodeLink(record) {
  return PREFIX + toBase64Url(await compress(JSON.stringify(record)));
}

/** The full link of a record, on the page's own address. */
export async function linkUrl(record, href) {
  const url = new URL(href);
  url.hash = (await encodeLink(record)).slice(1);
  return url.href;
}

/** Reads a "#remote=..." hash (or a whole link) into the parsed record object; throws LinkError. */
export async function decodeLink(link) {
  const at = link.indexOf(PREFIX);
  if (at < 0) throw new LinkError(t('remote.link.no.remote'));
  const code = link.slice(at + PREFIX.length);
  if (code.length > MAX_LINK) throw new LinkError(t('remote.link.no.long', { length: code.length }));
  if (code.length === 0) throw new LinkError(t('remote.link.no.empty'));
  return parseStrict(await decompress(fromBase64Url(code)));
}

const JOIN_PREFIX = '#join=';
/**
 * The link a friend's device sends back to the game's creator to take a seat (by-link play): the join
 * request (chain.js joinRequest) as base64url JSON after "#join=". About 250 characters.
 */
export function joinLink(request, href) {
  const url = new URL(href);
  url.hash = `join=${toBase64Url(new TextEncoder().encode(JSON.stringify(request)))}`;
  return url.href;
}

/** Reads a "#join=..." hash (or a whole link) into the request object; throws LinkError. chain.js checkJoin checks it. */
export function readJoin(link) {
  const at = String(link).indexOf(JOIN_PREFIX);
  if (at < 0) throw new LinkError(t('remote.link.no.join'));
  const code = String(link).slice(at + JOIN_PREFIX.length).trim();
  if (code.length > 1000) throw new LinkError(t('remote.link.no.join-long'));
  let text;
  try { text = new TextDecoder('utf-8', { fatal: true }).decode(fromBase64Url(code)); } catch { throw new LinkError(t('remote.link.no.join-damaged')); }
  const data = parseStrict(text);
  const allowed = ['g', 's', 'k', 'j'];
  if (Object.keys(data).some((k) => !allowed.includes(k))) throw new LinkError(t('remote.link.no.join-fields'));
  return data;
}
