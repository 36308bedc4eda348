// The remote game as a link: the record's JSON, compressed with the browser's
// own deflate (CompressionStream 'deflate-raw') and written as base64url after
// "#remote=". Reading one is the first door of the remote game: sizes are
// capped before and after inflating (a small link cannot inflate into a bomb),
// the text must be UTF-8 JSON with no key written twice in one object (which
// JSON.parse would silently collapse), and nothing else is checked here
// (chain.js reads the fields).

import { addEnglish, t } from '../../i18n/i18n.js';
import english from '../../i18n/en/remote.js';

addEnglish(english); // its refusals' words (this module is read apart from chain.js too)

export const PREFIX = '#remote=';
/** Longest link hash read: far above a six-player game's full record. */
export const MAX_LINK = 200_000;
/** Longest record text once inflated. */
export const MAX_TEXT = 1_000_000;

/** A refusal of a link or record, with the reason a player can read. */
export class LinkError extends Error {}

export function toBase64Url(bytes) {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');
}

export function fromBase64Url(code) {
  if (typeof code !== 'string' || !/^[A-Za-z0-9_-]*$/.test(code) || code.length % 4 === 1) {
    throw new LinkError(t('remote.link.no.base64'));
  }
  const binary = atob(code.replaceAll('-', '+').replaceAll('_', '/'));
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
}

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

// One JSON token: a string, a punctuation mark, or a run of anything else (numbers, literals).
const TOKEN = /"(?:[^"\\]|\\.)*"|[{}[\]:,]|[^"{}[\]:,\s]+/g;

/**
 * The first key written twice in one object of a JSON text, or null. Run on text that
 * JSON.parse accepted, so the tokens are well formed; only object keys are compared.
 */
export function duplicateKey(text) {
  const stack = []; // per open bracket: a Set of keys for an object, null for an array
  let last = null;
  for (const [token] of text.matchAll(TOKEN)) {
    if (token === '{') stack.push(new Set());
    else if (token === '[') stack.push(null);
    else if (token === '}' || token === ']') stack.pop();
    else if (token === ':' && last?.startsWith('"')) {
      const keys = stack[stack.length - 1];
      const key = JSON.parse(last);
      if (keys.has(key)) return key;
      keys.add(key);
    }
    last = token;
  }
  return null;
}

/** Parses JSON text as a record must be: valid JSON, an object at the top, no duplicate key. */
export function parseStrict(text) {
  let data;
  try {
    data = JSON.parse(text);
  } catch {
    throw new LinkError(t('remote.link.no.json'));
  }
  if (data === null || typeof data !== 'object' || Array.isArray(data)) throw new LinkError(t('remote.link.no.object'));
  const twice = duplicateKey(text);
  if (twice !== null) throw new LinkError(t('remote.link.no.twice', { key: JSON.stringify(twice.slice(0, 20)) }));
  return data;
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

export const JOIN_PREFIX = '#join=';
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
