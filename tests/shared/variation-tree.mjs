// Seeded random variation trees (www/app/games/variations.js) for the tests of
// side lines and the fixtures of `hexc record` (scripts/record-fixtures.mjs): a
// random game, then side lines played from random nodes of the tree, so both
// build their trees one way and a change of the builder shows in both (the
// fixtures' check in tests/app/variations.test.mjs fails).
// Needs the engine ready (`await ready` of www/element/engine.js) before a call.
import { createGame } from '../../www/element/engine.js';
import { History, describeHop } from '../../www/element/history.js';
import { makeSettings } from '../../www/element/record.js';
import { VariationTree, entryAfter } from '../../www/app/games/variations.js';
import { mulberry32, pick } from './prng.mjs';

/**
 * A random legal move of `game` and the seat playing it. Captures are compulsory, so where there is one
 * every legal move is a capture; the number drawn before choosing among them changes nothing but the
 * sequence, and stays because the committed fixtures were recorded with it.
 */
export function randomMove(rand, game) {
  const moves = game.legalMoves();
  const captures = moves.filter((m) => m.capture);
  return [pick(rand, captures.length && rand() < 0.8 ? captures : moves), game.current];
}

/** The History of a random game of `players` and `radius`, up to `steps` entries (fewer if it ends). */
export function randomGame(rand, players, radius, steps) {
  const game = createGame({ players, radius });
  const history = new History(game.snapshot({ counters: true }));
  while (game.current !== null && history.length < steps) {
    const [move, seat] = randomMove(rand, game);
    const result = game.apply(move);
    history.push(game.snapshot({ counters: true }), describeHop(seat, move, result));
  }
  return history;
}

/** Plays up to `count` random steps from `node` into the tree (a new side line, or on along an old one); the last node. */
export function playLine(tree, rand, node, count) {
  const game = createGame();
  let at = node;
  for (let i = 0; i < count; i += 1) {
    game.restore(at.snapshot);
    if (game.current === null) break;
    const [move, seat] = randomMove(rand, game);
    const result = game.apply(move);
    at = tree.add(at, entryAfter(at.entry, game, describeHop(seat, move, result)));
  }
  return at;
}

/** Every node of the tree, depth first from the root (the start). */
export function treeNodes(tree) {
  const all = [];
  const walk = (n) => { all.push(n); n.children.forEach(walk); };
  walk(tree.root);
  return all;
}

/**
 * The random tree of `seed` (mulberry32): a game of `steps` entries at `2 + seed % 5` seats on a board of `radius`,
 * then `lines` side lines, each up to `lineSteps` steps (drawn 1..lineSteps) from a random node of
 * the tree as it stands (the game, or a side line before it). Seats Ann (human) and Bob (bot 3).
 * @returns {{settings, history: History, tree: VariationTree}}
 */
export function randomTree(seed, { radius, steps, lines, lineSteps }) {
  const rand = mulberry32(seed);
  const players = 2 + (seed % 5);
  const history = randomGame(rand, players, radius, steps);
  const settings = makeSettings(players, radius, ['Ann', 'Bob'], ['human', 'bot3'], seed);
  const tree = new VariationTree(settings, history);
  for (let i = 0; i < lines; i += 1) playLine(tree, rand, pick(rand, treeNodes(tree)), 1 + Math.floor(rand() * lineSteps));
  return { settings, history, tree };
}
