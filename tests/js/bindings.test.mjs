// The wasm boundary itself, on the built package: the packed layouts named in
// hex-checkers.js (PACKED) are the ones the bindings crate writes (its own
// description, exported by the wasm), and the game's one reused searcher
// answers exactly as a fresh one would.
import test from 'node:test';
import assert from 'node:assert/strict';
import { loadPkg, PKG_URL } from './helpers.mjs';

const hc = await loadPkg();
const raw = await import(new URL('wasm/hex_checkers.js', PKG_URL).href);
// The description of every layout is the bot's module's (both modules compile the one packed.rs).
const rawBot = await import(new URL('wasm/hex_checkers_bot.js', PKG_URL).href);

test('PACKED in JS equals the layouts the wasm describes', () => {
  assert.deepEqual(hc.PACKED, JSON.parse(rawBot.packedLayout()));
  assert.ok(Object.isFrozen(hc.PACKED));
  for (const layout of Object.values(hc.PACKED)) assert.ok(Object.isFrozen(layout));
});

test('a raw packed move decodes by PACKED into the move the game lists', async () => {
  const { move: MV, moveFlags: MF } = hc.PACKED;
  // The raw game answers with the address of `[n, x1 … xn]` in the law's memory (the module is loaded: this is its memory).
  const { memory } = await raw.default();
  const answer = (ptr) => {
    const at = ptr >>> 2;
    const heap = new Int32Array(memory.buffer);
    return heap.slice(at + 1, at + 1 + heap[at]);
  };
  const g = new raw.WasmGame(2, 3, 0, 0);
  const game = hc.createGame({ players: 2, radius: 3 });
  for (let hop = 0; hop < 12 && game.current !== null; hop++) {
    const flat = answer(g.legalMoves());
    const decoded = [];
    for (let i = 0; i < flat.length; i += MV.stride) {
      const f = flat[i + MV.flags];
      decoded.push({
        from: { q: flat[i + MV.fromQ], r: flat[i + MV.fromR] },
        to: { q: flat[i + MV.toQ], r: flat[i + MV.toR] },
        capture: f & MF.capture ? { q: flat[i + MV.captureQ], r: flat[i + MV.captureR] } : null,
        promotes: (f & MF.promotes) !== 0,
      });
    }
    assert.deepEqual(decoded, game.legalMoves());
    const m = decoded[hop % decoded.length];
    const { skipped, ...done } = game.apply(m);
    const o = answer(g.apply(m.from.q, m.from.r, m.to.q, m.to.r));
    const { outcome: OC, outcomeFlags: OF } = hc.PACKED;
    assert.deepEqual(
      { promoted: (o[OC.flags] & OF.promoted) !== 0, chaining: (o[OC.flags] & OF.chaining) !== 0, skipped: Array.from(o.subarray(OC.skipped)) },
      { promoted: done.promoted, chaining: done.chaining, skipped },
    );
  }
  assert.equal(g.apply(0, 0, 0, 0), 0, 'a refused hop answers 0');
  const e = g.refusal();
  assert.ok(e instanceof Error && typeof e.reason === 'string', 'and its Error, with a reason, is refusal()\'s');
  assert.equal(g.refusal(), undefined, 'once');
  g.free();
});

test('the reused searcher: the same position, level, seed and budget give the same answer as a fresh game', () => {
  const play = (game, n) => {
    for (let i = 0; i < n && game.current !== null; i++) {
      const moves = game.legalMoves();
      game.apply(moves[(i * 5) % moves.length]);
    }
    return game;
  };
  for (const players of [2, 6]) {
    const used = play(hc.createGame({ players, radius: 5 }), 10);
    const text = used.snapshot();
    const opts = { level: 5, seed: 3, maxNodes: 4000, timeMs: 600000 };
    // Warm the table with other searches, on this and other positions.
    used.analyse({ level: 2, seed: 9, maxNodes: 3000, timeMs: 600000 });
    play(used, 3);
    used.analyse({ level: 5, seed: 1, maxNodes: 5000, timeMs: 600000 });
    used.restore(text);
    const again = used.analyse(opts);
    const fresh = hc.createGame({ players, radius: 5 });
    fresh.restore(text);
    assert.deepEqual(again, fresh.analyse(opts), `${players} players`);
    assert.deepEqual(used.analyse(opts), again, 'and again on the same game');
  }
});
