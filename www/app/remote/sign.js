// Keys, signatures and hashes of remote play, all by Web Crypto.
//
// Each device makes one ECDSA P-256 key pair per remote game. The private key
// is made non-extractable and kept as a CryptoKey object in IndexedDB (the
// browser stores the key itself; no script, ours included, can read its bytes
// back out), so it never leaves this browser's storage. A JWK in localStorage
// would have been simpler, and readable by any script of the page. The public
// key travels in the record as its raw uncompressed point (65 bytes, base64url).
// Signatures are Web Crypto's IEEE P1363 form (r || s, 64 bytes, base64url).
//
// An ECDSA signature (r, s) has a twin, (r, n - s), that checks out just as
// well: anyone can make it without the key. So this device writes only the
// "low-s" form (s <= n/2, `lowS`), and a record of format 2 hashes each turn's
// content, never its signature's bytes (chain.js), so a relay that rewrites s
// into n - s changes nothing a device compares or signs over.

import { fromBase64Url, toBase64Url } from './codec.js';

const ALGO = { name: 'ECDSA', namedCurve: 'P-256' };
const SIGN = { name: 'ECDSA', hash: 'SHA-256' };
const KEY = /^[A-Za-z0-9_-]{87}$/; // 65 bytes
const SIG = /^[A-Za-z0-9_-]{86}$/; // 64 bytes

export const isPublicKey = (text) => typeof text === 'string' && KEY.test(text);
export const isSignature = (text) => typeof text === 'string' && SIG.test(text);

/** The order n of P-256's group, and n/2. */
const N = 0xFFFFFFFF00000000FFFFFFFFFFFFFFFFBCE6FAADA7179E84F3B9CAC2FC632551n;
const HALF_N = N >> 1n;

const toBig = (bytes) => bytes.reduce((n, b) => (n << 8n) | BigInt(b), 0n);
function toBytes32(n) {
  const out = new Uint8Array(32);
  for (let i = 31, v = n; i >= 0; i--, v >>= 8n) out[i] = Number(v & 0xffn);
  return out;
}

/** The signature's twin (r, n - s): as valid as the signature itself, made without the key (a relay can). */
export function twinSignature(signature) {
  const bytes = fromBase64Url(signature);
  const s = toBig(bytes.subarray(32));
  const out = new Uint8Array(64);
  out.set(bytes.subarray(0, 32));
  out.set(toBytes32((N - s) % N), 32);
  return toBase64Url(out);
}

/** True when a well-formed signature is in its low-s form (s <= n/2). */
export const isLowS = (signature) => toBig(fromBase64Url(signature).subarray(32)) <= HALF_N;

/** The low-s form of a signature (itself when it is already low). */
export const lowS = (signature) => (isLowS(signature) ? signature : twinSignature(signature));

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

/** Signs a text with a private CryptoKey; the signature as base64url, in its low-s form. */
export async function sign(privateKey, text) {
  return lowS(toBase64Url(new Uint8Array(await crypto.subtle.sign(SIGN, privateKey, new TextEncoder().encode(text)))));
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

/**
 * This device's key pair for a game, made on first use. `lock` runs it across this browser's tabs one at a
 * time (store.js withGameLock): two tabs that open a new game at once would each find no key, make one and
 * keep it, and the tab whose key was written over would claim a seat with a key this browser no longer holds.
 */
export function deviceKey(gameId, store = browserKeys, lock = (run) => run()) {
  return lock(async () => {
    const kept = await store.get(gameId);
    if (kept) return kept;
    const pair = await makeKeyPair();
    await store.put(gameId, pair);
    return pair;
  });
}
