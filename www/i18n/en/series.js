// A series (Rematch, www/app/remote/series.js and series-ui.js, loaded on first use): the same table
// plays again with the seats rotated, and a running score. {seat} is a seat in words ("Ann (Red)").
export default {
  // Why a rematch message is refused: the game it answers is not over yet.
  'series.no.not-over': 'the game is not over yet',
  // Why this device cannot agree: it holds no seat of the game (a watcher).
  'series.no.no-seat': 'this device holds no seat of the game',
  // Why a rematch message is refused: its fields cannot be read.
  'series.no.shape': 'the rematch message cannot be read',
  // Why a rematch message is refused: it is stamped later than this device's clock allows.
  'series.no.future': 'the rematch message is stamped in the future',
  // Why a rematch message is refused: it is stamped before the game ended.
  'series.no.early': 'the rematch message is stamped before the game ended',
  // Why a rematch message is refused: its signature is not that of the device holding the seat.
  'series.no.signature': 'the rematch message is not signed by the device holding that seat',
  // Why a rematch message is refused: one key is named by two different devices.
  'series.no.key-reused': 'two devices named the same key for the next game',
  // Why a next game is refused: it is not the one that follows the finished game.
  'series.no.other': 'it is not the next game of this series',
  // Why a next game is refused: not made by the device that created the series' games.
  'series.no.creator': "it was not made by the game's creator",
  // Why a next game is refused: its seats are not the finished game's moved on by one.
  'series.no.rotation': "its seats are not the finished game's, moved on by one",
  // Why the next game's creator refuses a seat to a device: the seat is kept for its player.
  'series.no.claim': 'this seat is kept for its player from the last game',
  // A notice: a rematch message or offer was refused, with the reason.
  'series.refused': 'Rematch refused: {reason}.',
  // Button at the end of a game at a table or by link: play again, seats rotated.
  'series.rematch': 'Rematch',
  // Under the Rematch button: what it does.
  'series.rematch-hint': 'Play again with the same friends. Everyone moves to the next army and seat, and the series score is kept.',
  // After this device agreed: who the rematch still waits for ({seats}: a list of seats in words).
  'series.waiting': 'Rematch agreed. Waiting for {seats}.',
  // Another device asked for a rematch: this one may agree.
  'series.asked': 'Rematch asked by {seats}.',
  // Everyone agreed: the next game starts now.
  'series.starting': 'Everyone agreed: game {n} of the series starts.',
  // The series' score line in the panel: the game number, then each player's wins and the draws.
  'series.score': 'Game {n} of the series. Score: {score}',
  // One player's wins in the score line ({name}: the player's name or army).
  'series.score.player': '{name} {wins}',
  // The draws in the score line.
  'series.score.draws': 'draws {draws}',
  // By link: the rematch link for the next game, and what to do with it.
  'series.link': 'Send this link for the next game (game {n}): your friends open it and take their seats.',
  // Button on a rematch link: take a seat of the next game.
  'series.play-next': 'Play the next game as {seat}',
  // Shown on a rematch link opened: the offer checked.
  'series.offer': 'A rematch: game {n} of the series, seats rotated.',
  // The Games list: a series as one entry ({count}: games, {score}: the score line).
  'series.list': 'Series, {count} games. Score: {score}',
  // The Games list: the button that opens one game of a series.
  'series.list.game': 'Game {n}',
  // Button at the end of a game: make the next game now and a link that offers it (for friends not at the table).
  'series.by-link': 'Rematch by link',
  // Under the Rematch by link button: what it does.
  'series.by-link-hint': 'Makes the next game now, seats rotated, and gives a link for it: a friend who opens it, even days later, takes their seat in one click.',
};
