// The result panel (www/app/panels/result-ui.js, loaded when a game first ends), the library's
// game lengths and the lab's result sentences. ({army}: an army's name; {bot}: "Bot 5".)
export default {
  // Result panel: a game's length in turns.
  'app.result.turns': { one: '{count} turn', other: '{count} turns' },
  // Result panel: a game's length in hops (single jumps or moves).
  'app.result.hops': { one: '{count} hop', other: '{count} hops' },
  // Result panel: each army's time left ({times}: "Red 4:10, Blue 0:00").
  'app.result.time-left': 'time left: {times}',
  // Result panel: the game's length ({parts}: the turns, the hops and the time left, joined by commas).
  'app.result.length': 'Length: {parts}.',
  // Result panel title: a draw.
  'app.result.drawn': 'Drawn',
  // Result panel title: the player beat the bot(s) ({bots}: "Bot 2", or a list).
  'app.result.you-beat': 'You beat {bots}',
  // Result panel title: the player lost to a bot.
  'app.result.you-lost': 'You lost to {bot}',
  // Result panel title: a bot's army won ({bot}: "Bot 5").
  'app.result.bot-wins': '{army} ({bot}) wins',
  // Result panel: the picture of the board before the loser ran out of time (also the picture's accessible name).
  'app.result.before-time': 'The board before {army} ran out of time',
  // Result panel: the picture of the board before the loser resigned.
  'app.result.before-resign': 'The board before {army} resigned',
  // Result panel: the caption under that picture: {text} and a full stop.
  'app.result.sentence': '{text}.',
  // Result table, column Out: the army drew.
  'app.result.drew': 'drew',
  // Result table, column Out: the army won.
  'app.result.won': 'won',
  // Result table, column Out: lost on time at move {at}.
  'app.result.out-time': 'time, move {at}',
  // Result table, column Out: resigned at move {at}.
  'app.result.out-resigned': 'resigned, move {at}',
  // Result table, column Out: had no piece from the start.
  'app.result.out-start': 'before the start',
  // Result table, column Out: lost its last piece at move {at}.
  'app.result.out-move': 'move {at}',
  // A notice: the one person's army was knocked out of a game against bots, which goes on among the bots.
  'app.result.out-you': 'You are out: the bots play on. Watch the rest of the game, or start a new one.',
  // The notice's button: keep watching the bots' game.
  'app.result.out-watch': 'Watch on',
  // The notice's button: open the new-game dialog.
  'app.result.out-new': 'New game',
};
