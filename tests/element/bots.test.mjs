// The element's bot seats (www/element/bots.js) in Node, through their table
// (BotTable) and a stand-in for the worker's client: what a bot is asked, when
// it is asked at all, and what it plays. The draw judgement must see the
// game's real counters: a snapshot of a game with no house rule leaves the
// quiet-turn count out, so a bot asked with it judged every such game fresh
// (never offered a draw, accepted one only when behind).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { botReady, createGame } from '../../www/element/engine.js';
import { Bots, positionText } from '../../www/element/bots.js';
import { History } from '../../www/element/history.js';

await botReady();

/** A game of `players` played by quiet steps (no capture, no crowning) for `turns` turns, with no house rule. */
function quietGame(turns, players = 2) {
  const game = createGame({ players, radius: 5 });
  for (let i = 0; i < turns; i++) {
    const quiet = game.legalMoves().find((m) => !m.capture && !m.promotes);
    game.apply(quiet);
  }
  return game;
}

/** The worker as the bots see it: every request kept, the answers given by `answer`. */
function fakeClient(answer = () => ({ move: null, score: 0, depth: 0, nodes: 0 })) {
  const asked = [];
  return {
    asked,
    think: async (request) => { asked.push({ kind: 'think', ...request }); return answer(request); },
    judge: async (request) => { asked.push({ kind: 'judge', ...request }); return { offer: false, accept: false, score: 0 }; },
    cancel() {},
    dispose() {},
  };
}

/** A BotTable over `game`, every fact overridable. */
function table(game, over = {}) {
  const history = new History(game.snapshot({ counters: true }));
  const played = [];
  const events = [];
  return {
    played,
    events,
    game: () => game,
    settings: () => ({ kinds: ['bot3', 'bot3', 'bot3', 'bot3', 'bot3', 'bot3'].slice(0, game.seats.length), seed: 7 }),
    history: () => history,
    legal: () => game.legalMoves(),
    connected: () => true,
    lookingBack: () => false,
    browsing: () => false,
    botToMove: () => game.current !== null,
    canPlay: () => false,
    questionOpen: () => false,
    mayOffer: () => true,
    botOffered: () => true,
    timeFor: () => null,
    play: (move) => { played.push(move); return move; },
    lastHopAt: () => 0,
    emit: (type, detail) => events.push({ type, detail }),
    changed: () => {},
    ...over,
  };
}

test('the position a bot is asked about carries the game\'s quiet turns, with no house rule', () => {
  const game = quietGame(12);
  assert.ok(!game.rules.noProgress && !game.rules.repetition, 'no house rule: the plain snapshot leaves the count out');
  assert.ok(game.quietTurns >= 12);
  const read = createGame();
  read.restore(positionText(game));
  assert.equal(read.quietTurns, game.quietTurns);
});

test('a draw judgement is asked with the game\'s real counters, and the bot judges them', async () => {
  const game = quietGame(14);
  const t = table(game);
  const bots = new Bots(t);
  const client = fakeClient();
  bots.clientOrNull = client;
  await bots.judgeDraw(1);
  const [request] = client.asked;
  assert.equal(request.kind, 'judge');
  const seen = createGame();
  seen.restore(request.snapshot);
  assert.equal(seen.quietTurns, game.quietTurns, 'the worker restores the game as long quiet as it is');
  // What the worker then does with it: the bot's own judgement with the count (not 0).
  const asIs = seen.drawOffer({ seat: request.seat, level: request.level, seed: request.seed, maxNodes: request.maxNodes });
  const fresh = seen.drawOffer({ seat: request.seat, level: request.level, seed: request.seed, maxNodes: request.maxNodes, quietTurns: game.quietTurns });
  assert.deepEqual(asIs, fresh);
});

test('a bot to move is asked once, with its level, the judgement first when it may offer, and its move is played', async () => {
  const game = quietGame(3);
  const t = table(game);
  const bots = new Bots(t);
  bots.pace = 0;
  const client = fakeClient(() => {
    const m = game.legalMoves()[0];
    return { move: { from: m.from, to: m.to }, score: 0, depth: 1, nodes: 1 };
  });
  bots.clientOrNull = client;
  const hop = await bots.step();
  assert.equal(client.asked.length, 1);
  const [request] = client.asked;
  assert.equal(request.level, 3);
  assert.deepEqual(request.judge, { seat: game.current, maxNodes: 4000 });
  const seen = createGame();
  seen.restore(request.snapshot);
  assert.equal(seen.quietTurns, game.quietTurns);
  assert.equal(t.played.length, 1);
  assert.deepEqual(hop, t.played[0]);
  assert.equal(bots.searches, 1);
});

test('a bot that judged the game dead offers a draw instead of moving', async () => {
  const game = quietGame(3);
  const offered = [];
  const t = table(game, { botOffered: (seat) => { offered.push(seat); return true; } });
  const bots = new Bots(t);
  bots.clientOrNull = fakeClient(() => ({ offer: true }));
  assert.equal(await bots.step(), null);
  assert.deepEqual(offered, [game.current]);
  assert.equal(t.played.length, 0);
});

test('an answer that is no legal move pauses the bots with a warning', async () => {
  const game = quietGame(2);
  const t = table(game);
  const bots = new Bots(t);
  bots.pace = 0;
  bots.clientOrNull = fakeClient(() => ({ move: { from: { q: 0, r: 0 }, to: { q: 9, r: 9 } } }));
  assert.equal(await bots.step(), null);
  assert.equal(bots.paused, true);
  assert.ok(t.events.some((e) => e.type === 'hc-warning'));
  assert.equal(t.played.length, 0);
});

test('schedule() starts no search while looking back, until resumed from there; waitHere() ends that', () => {
  const game = quietGame(2);
  let back = true;
  const t = table(game, { lookingBack: () => back });
  const bots = new Bots(t);
  bots.clientOrNull = fakeClient();
  bots.schedule();
  assert.equal(bots.searches, 0, 'the bots wait while the position on screen is back in the history');
  bots.setPaused(true);
  bots.setPaused(false); // resumed while looking back: they play from here
  assert.equal(bots.fromHere, true);
  assert.equal(bots.searches, 1);
  bots.waitHere();
  bots.schedule();
  assert.equal(bots.searches, 1, 'looking back again: they wait');
  back = false;
  bots.schedule();
  assert.equal(bots.searches, 2);
  bots.dispose();
});
