// A share link's writing half (share.js reads them, loaded when the page opens with one): the whole game
// record in the URL hash, as base64url of UTF-8 JSON after "#game=". In the page's start, for Share.

export const PREFIX = '#game=';

function toBase64Url(text) {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');
}

/** The link that opens this game, based on the page's own address. */
export function shareUrl(record, href = window.location.href) {
  const url = new URL(href);
  url.hash = PREFIX.slice(1) + toBase64Url(JSON.stringify(record));
  return url.href;
}
