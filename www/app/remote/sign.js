// Keys, signatures and hashes of remote play, all by Web Crypto.
//
// Each device makes one ECDSA P-256 key pair per remote game. The private key
// is made non-extractable and kept as a CryptoKey object in IndexedDB (the
// browser stores the key itself; no script, ours included, can read its bytes
// back out), so it never leaves this browser's storage. A JWK in localStorage
// would have been simpler, and readable by any script of the page. The public
// key travels in the record as its raw uncompressed point (65 bytes, base64url).
// Signatures are Web Crypto's IEEE P1363 form (r || s, 64 bytes, base64url).

import { fromBase64Url, toBase64Url } from './link.js';

const ALGO = { name: 'ECDSA', namedCurve: 'P-256' };
const SIGN = { name: 'ECDSA', hash: 'SHA-256' };
const KEY = /^[A-Za-z0-9_-]{87}$/; // 65 bytes
const SIG = /^[A-Za-z0-9_-]{86}$/; // 64 bytes

export const isPublicKey = (text) => typeof text === 'string' && KEY.test(text);
export const isSignature = (text) => typeof text === 'string' && SIG.test(text);

/** SHA-256 of a text (UTF-8), base64url (43 characters). */
export async function sha256(text) {
  return toBase64Url(new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text))));
}

/** A fresh key pair: {privateKey (non-extractable), publicKey: base64url raw point}. */
export async function makeKeyPair() {
  const pair = await crypto.subtle.generateKey(ALGO, false, ['sign', 'verify']);
  const raw = new Uint8Array(await crypto.subtle.exportKey('raw', pair.publicKey));
  return { privateKey: pair.privateKey, publicKey: toBase64Url(raw) };
}

/** Signs a text with a private CryptoKey; the signature as base64url. */
export async function sign(privateKey, text) {
  return toBase64Url(new Uint8Array(await crypto.subtle.sign(SIGN, privateKey, new TextEncoder().encode(text))));
}

const imported = new Map();
/** True when `signature` is `publicKey`'s signature of `text`; false for any malformed key or signature. */
export async function verify(publicKey, signature, text) {
  if (!isPublicKey(publicKey) || !isSignature(signature)) return false;
  try {
    if (!imported.has(publicKey)) {
      imported.set(publicKey, await crypto.subtle.importKey('raw', fromBase64Url(publicKey), ALGO, false, ['verify']));
    }
    return await crypto.subtle.verify(SIGN, imported.get(publicKey), fromBase64Url(signature), new TextEncoder().encode(text));
  } catch {
    return false; // not a point on the curve
  }
}

// ---- the device's keys, one per remote game ------------------------------------

const DB = 'hex-checkers-remote';
const STORE = 'keys';

function openDb() {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(DB, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

function inStore(mode, run) {
  return openDb().then((db) => new Promise((resolve, reject) => {
    const tx = db.transaction(STORE, mode);
    const request = run(tx.objectStore(STORE));
    tx.oncomplete = () => { db.close(); resolve(request.result); };
    tx.onerror = () => { db.close(); reject(tx.error); };
    tx.onabort = () => { db.close(); reject(tx.error); };
  }));
}

/** The browser's key store: IndexedDB, CryptoKey objects stored as they are (structured clone). */
export const browserKeys = {
  get: (gameId) => inStore('readonly', (s) => s.get(gameId)),
  put: (gameId, pair) => inStore('readwrite', (s) => s.put(pair, gameId)),
};

/** A key store in memory (tests, and a browser that refuses IndexedDB: the key then lasts the visit). */
export function memoryKeys() {
  const map = new Map();
  return { get: async (id) => map.get(id), put: async (id, pair) => { map.set(id, pair); } };
}

/** This device's key pair for a game, made on first use. */
export async function deviceKey(gameId, store = browserKeys) {
  const kept = await store.get(gameId);
  if (kept) return kept;
  const pair = await makeKeyPair();
  await store.put(gameId, pair);
  return pair;
}
