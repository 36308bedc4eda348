// The strict codec of remote play: base64url for bytes, and JSON parsed as a
// record must be (valid, an object at the top, no key written twice in one
// object, which JSON.parse would silently collapse). Used by the record
// (chain/), the signatures (sign.js), the links (link.js) and the live
// messages (live.js, discovery.js).

import { addEnglish, t } from '../../i18n/i18n.js';
import english from '../../i18n/en/remote.js';

addEnglish(english); // its refusals' words (this module is read apart from chain.js too)

/** A refusal of a link or record, with the reason a player can read. */
export class LinkError extends Error {}

/** Bytes as base64url, no padding. */
export function toBase64Url(bytes) {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');
}

/** base64url (no padding) into bytes; throws LinkError on any other character or length. */
export function fromBase64Url(code) {
  if (typeof code !== 'string' || !/^[A-Za-z0-9_-]*$/.test(code) || code.length % 4 === 1) {
    throw new LinkError(t('remote.link.no.base64'));
  }
  const binary = atob(code.replaceAll('-', '+').replaceAll('_', '/'));
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
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
