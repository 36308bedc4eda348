// One thread of the lab's match runner: a module Web Worker that loads the
// engine once and plays the games it is given, one at a time, as
// `hexc arena` plays them (arena.js). The runner keeps up to four of these
// busy and ends a match early by terminating them.
//
// Request:  {settings, g} (settings as arena.js playGame reads them)
// Answer:   {g, result, record} (playGame's result and the game's record,
//           which the main page opens), or {g, error: "<message>"}.

import { botReady, createGame } from '../element/engine.js';
import { History, describeHop } from '../element/history.js';
import { makeRecord, makeSettings } from '../element/record.js';
import { botAt, matchRules, playGame } from './arena.js';

self.addEventListener('message', async (event) => {
  const { settings, g } = event.data;
  try {
    await botReady();
    let history = null;
    const result = playGame(createGame, settings, g, {
      start: (game) => { history = new History(game.snapshot()); },
      hop: (game, move, seat, outcome) => history.push(game.snapshot(), describeHop(seat, move, outcome)),
    });
    const names = Array.from({ length: settings.players }, (_, seat) => `Bot ${botAt(seat, settings.players, result.shift) + 1}`);
    const kinds = Array(settings.players).fill('human');
    const record = makeRecord(makeSettings(settings.players, settings.radius, names, kinds, 0, { rules: matchRules(settings) }), history);
    self.postMessage({ g, result, record });
  } catch (e) {
    self.postMessage({ g, error: e.message });
  }
});
