// This device's identity across games, and the proofs that tie it to a game's
// seat key. DOM-free; tests/app/friends.test.mjs drives it in Node.
//
// A device signs each remote game with a key of that game alone (sign.js), so
// a record tells nothing about who played it before. So that a friend is
// recognised from one table to the next, each device also keeps ONE long-lived
// ECDSA P-256 key pair, its identity: made once, non-extractable, in the same
// IndexedDB store as the games' keys (under an id no game can have). At a
// table, each device's hello carries its proof for the game:
//
//   hc-friend-id/1|<game id>|<game key>|<identity key>
//
// signed by BOTH keys: the identity's signature says "this game key is mine",
// the game key's says "this identity is mine". Neither half can be made for a
// key one does not hold, so no device can take another's games as its own, nor
// give its games to another's identity; the game id names the table, so a
// proof of one table says nothing at another. The proof has no time (it binds
// two keys, it claims no moment), and the content is what counts, not the
// signatures' bytes: a relay that swaps a signature for its twin changes
// nothing. A device keeps the proofs it heard for a game (checked, one per
// game key, the first one heard) and passes them on in its own hellos.

import { browserKeys, isPublicKey, isSignature, makeKeyPair, sign, verify } from './sign.js';
import { localStore } from '../../element/local-store.js';
import { browserLocks, withLock } from './locks.js';

/** The key store's id of the identity: no game id has a tilde (chain/format.js ID). */
export const IDENTITY_ID = '~identity';
/** The text both keys sign. */
export const proofText = (gameId, gameKey, identity) => `hc-friend-id/1|${gameId}|${gameKey}|${identity}`;
/** Most proofs kept for one game: six seats, and watchers. */
export const MAX_PROOFS = 16;
/** Where a game's proofs are kept (localStorage): written by this module only. */
export const PROOFS_PREFIX = 'hex-checkers/friends/proofs/';

const made = new WeakMap(); // key store → the identity's promise (one tab asks once)

/**
 * This device's identity ({privateKey, publicKey}), made on first use. Two tabs asking at once get the
 * same one: it is read and made under a lock across the browser's tabs (Web Locks), and within a tab
 * once. Rejects when the browser keeps no keys (IndexedDB refused): then no identity is presented.
 */
export function deviceIdentity(store = browserKeys, locks = browserLocks()) {
  if (!made.has(store)) {
    const run = async () => {
      const kept = await store.get(IDENTITY_ID);
      if (kept) return kept;
      const pair = await makeKeyPair();
      await store.put(IDENTITY_ID, pair);
      return pair;
    };
    const p = withLock(locks, 'hex-checkers/identity', run);
    made.set(store, p);
    p.catch(() => made.delete(store)); // a later call tries again
  }
  return made.get(store);
}

/**
 * A device's proof for a game: {g: game id, k: its game key, i: its identity key, a: the identity's
 * signature, b: the game key's signature}.
 */
export async function makeProof(gameId, pair, identity) {
  const text = proofText(gameId, pair.publicKey, identity.publicKey);
  return {
    g: gameId, k: pair.publicKey, i: identity.publicKey, a: await sign(identity.privateKey, text), b: await sign(pair.privateKey, text),
  };
}

/**
 * Why a proof is refused for game `gameId`, or null: 'shape' (not a proof), 'game' (another table's),
 * 'same' (the identity is the game key itself), 'identity-sig' or 'key-sig' (a signature that does not check).
 */
export async function proofRefusal(gameId, proof) {
  if (proof === null || typeof proof !== 'object' || Array.isArray(proof)) return 'shape';
  const { g, k, i, a, b } = proof;
  if (typeof g !== 'string' || !isPublicKey(k) || !isPublicKey(i) || !isSignature(a) || !isSignature(b)) return 'shape';
  if (g !== gameId) return 'game';
  if (k === i) return 'same';
  const text = proofText(g, k, i);
  if (!await verify(i, a, text)) return 'identity-sig';
  if (!await verify(k, b, text)) return 'key-sig';
  return null;
}

/** The proofs kept for a game (as kept: the book checks them again), [] when none or unreadable. */
export function keptProofs(gameId, storage = localStore()) {
  try {
    const list = JSON.parse(storage?.getItem(PROOFS_PREFIX + gameId) ?? '[]');
    return Array.isArray(list) ? list.slice(0, MAX_PROOFS) : [];
  } catch {
    return [];
  }
}

/**
 * Takes the proofs a hello carried for game `gameId`: each checked (proofRefusal), one per game key (the
 * first kept stands: a key's device that signs for two identities gets the first only), at most
 * MAX_PROOFS (a proof for a key no seat holds makes room for one that does). Merged with what is kept
 * (another tab of this browser may have kept some), so nothing is doubled or lost. Never throws: a hello
 * is taken whatever its proofs. Returns the number of proofs newly kept.
 * @param {string} gameId
 * @param {unknown} proofs the hello's `friends` field (absent from an older device's hello)
 * @param {(string|null)[]} seatKeys the game's seat keys known here (the record's, the table's)
 */
export async function takeProofs(gameId, proofs, seatKeys = [], storage = localStore()) {
  try {
    if (!Array.isArray(proofs) || !storage) return 0;
    const fresh = [];
    for (const proof of proofs.slice(0, MAX_PROOFS)) {
      if (await proofRefusal(gameId, proof) === null) fresh.push({ g: proof.g, k: proof.k, i: proof.i, a: proof.a, b: proof.b });
    }
    const kept = keptProofs(gameId, storage); // read after the checks: another tab may have written meanwhile
    const held = new Set(kept.map((p) => p.k));
    const added = fresh.filter((p) => !held.has(p.k) && held.add(p.k));
    if (!added.length) return 0;
    const seated = new Set(seatKeys.filter(Boolean));
    const all = [...kept, ...added];
    while (all.length > MAX_PROOFS) {
      const spare = all.findIndex((p) => !seated.has(p.k));
      all.splice(spare === -1 ? all.length - 1 : spare, 1);
    }
    storage.setItem(PROOFS_PREFIX + gameId, JSON.stringify(all));
    return added.filter((p) => all.includes(p)).length;
  } catch {
    return 0;
  }
}

const own = new Map(); // game id|game key → this device's proof for it

/**
 * What this device's hello carries: its own proof for the game (none when the browser keeps no keys)
 * and the proofs it holds for the game, so a device that met only some of the table hears of the rest.
 */
export async function helloProofs(gameId, pair, { store = browserKeys, locks = browserLocks(), storage = localStore() } = {}) {
  const tag = `${gameId}|${pair.publicKey}`;
  if (!own.has(tag)) {
    own.set(tag, deviceIdentity(store, locks).then((identity) => makeProof(gameId, pair, identity)).catch(() => {
      own.delete(tag);
      return null;
    }));
  }
  const mine = await own.get(tag);
  const others = keptProofs(gameId, storage).filter((p) => p.k !== pair.publicKey);
  return [...(mine ? [mine] : []), ...others].slice(0, MAX_PROOFS);
}
