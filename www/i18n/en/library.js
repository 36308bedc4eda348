// The Games dialog (www/app/panels/games-ui.js, loaded on first use): the library of
// games kept in this browser, the statistics, the import of records.
export default {
  // Library: a game not finished.
  'app.games.in-progress': 'In progress',
  // Library: who won ({army}: a name, maybe with its bot level).
  'app.games.won': '{army} won',
  // Library: the game was drawn.
  'app.games.draw': 'Draw',
  // Library: the result and how the game ended ({why}: one of the endings below).
  'app.games.why': '{result} ({why})',
  // How a game ended: nobody could move.
  'app.ending.frozen': 'nobody can move',
  // How a game ended: a draw agreed.
  'app.ending.agreement': 'agreed',
  // How a game ended: the no-progress rule.
  'app.ending.no-progress': 'no progress',
  // How a game ended: the repetition rule.
  'app.ending.repetition': 'repetition',
  // How a game ended: a resignation.
  'app.ending.resignation': 'resignation',
  // How a game ended: a clock ran out.
  'app.ending.time': 'on time',
  // Library: a seat a bot played ({bot}: "Bot 3").
  'app.games.bot-seat': '{army} ({bot})',
  // Library: a game's length in moves (rounds: every army's move once).
  'app.games.moves': { one: '{count} move', other: '{count} moves' },
  // Share dialog: the record was copied.
  'app.games.copied': 'Record copied to the clipboard.',
  // Share dialog: copying the record failed.
  'app.games.copy-failed': 'Could not copy the record: use Download record instead.',
  // Library: storage is off.
  'app.games.no-storage': 'This browser does not let the page store games, so the library is empty.',
  // Library: no games yet.
  'app.games.empty': 'No games yet: every game you play is kept here.',
  // Library: some kept games could not be read.
  'app.games.skipped': { one: 'One kept game could not be read and was skipped.', other: '{count} kept games could not be read and were skipped.' },
  // Notice after app.games.skipped.
  'app.games.others-safe': 'The other games are unaffected.',
  // Library: a game's table ({count} players, board radius {radius}).
  'app.games.table': { one: '{count} player, radius {radius}', other: '{count} players, radius {radius}' },
  // Library: this game is the one on the board.
  'app.games.on-board': 'on the board',
  // Accessible name of a game's Open button ({game}: its result, players and date).
  'app.games.open-label': 'Open: {game}',
  // Accessible name of a game's Review button.
  'app.games.review-label': 'Review: {game}',
  // Button: delete a game from the library.
  'app.games.delete': 'Delete',
  // Accessible name of a game's Delete button.
  'app.games.delete-label': 'Delete: {game}',
  // Notice: a kept game could not be opened.
  'app.games.open-failed': 'That game could not be opened ({reason}). Nothing was changed.',
  // Notice: a kept game was not opened, to keep the game on the board safe.
  'app.games.not-opened': 'The game was not opened, so that the game on the board is not lost: it could not be kept in the library ({reason}).',
  // Notice: an imported game was not opened, to keep the game on the board safe.
  'app.games.not-imported': 'The game was not imported, so that the game on the board is not lost: it could not be kept in the library ({reason}).',
  // Question before deleting a game.
  'app.games.delete-ask': 'Delete this game from the library? {result}: {players}, {date}. This cannot be undone.',
  // Notice: deleting failed.
  'app.games.delete-failed': 'This browser refused to delete the game.',
  // Statistics row: games without bots.
  'app.stats.no-bots': 'No bots',
  // Statistics row: games against the bot at level {level}.
  'app.stats.level': 'Bot level {level}',
  // Statistics row: games at a table of {count} players.
  'app.stats.players': { one: '{count} player', other: '{count} players' },
  // Question before resetting the statistics.
  'app.stats.reset-ask': 'Reset your statistics? Games played so far stop counting; the games stay in the library.',
  // Button: reset the statistics.
  'app.stats.reset': 'Reset',
  // Notice: the reset could not be stored.
  'app.stats.reset-failed': 'This browser refused to store the reset.',
  // Import dialog: the file is too big ({size} in MB).
  'app.import.too-large': 'That file is too large to be a game record ({size} MB).',
  // Import dialog: the file could not be read.
  'app.import.unreadable': 'That file could not be read.',
  // Import dialog: the record was refused ({reason}: which line and what is wrong).
  'app.import.refused': '{reason}. Nothing was imported.',
  // Notice: an imported game is on the board.
  'app.import.opened': 'Opened the imported game.',
  // Notice: some imported games could not be kept.
  'app.import.not-all': 'Not every game could be added to the library ({reason}).',
  // Notice: games imported into the library.
  'app.import.added': { one: 'Added {count} game to the library.', other: 'Added {count} games to the library.' },
};
