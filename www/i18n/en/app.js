// The page around the board (www/app/app.js and its small helpers): notices, the
// bot row, the new-game dialog's seats, the share link, the tab's title.
export default {
  // Button that closes a notice.
  'app.notice.dismiss': 'Dismiss',
  // A notice's fold with the technical details of what went wrong.
  'app.notice.details': 'Details',
  // Notice: the game could not be kept in the library; {reason}: why.
  'app.keep-failed': 'This game could not be kept in the library ({reason}). The games already kept are safe.',
  // A notice's details: the technical reason.
  'app.why': 'Why: {reason}.',
  // Notice: a share link could not be read (its reason goes under it as details).
  'app.link.refused': 'This share link could not be opened: it is damaged, or was changed after it was made. Ask for the link again and copy all of it. Nothing was changed.',
  // Why a share link was refused: it is longer than any game's link.
  'app.link.too-long': 'the link is far too long',
  // Why a share link was refused: its text is cut or damaged.
  'app.link.damaged': 'the link is truncated or damaged',
  // Notice: a shared game was not opened, to keep the game in progress safe.
  'app.link.not-kept': 'The shared game was not opened, so that your game in progress is not lost: it could not be kept in the library ({reason}).',
  // Notice button: open the shared game even so.
  'app.link.open-anyway': 'Open the shared game anyway',
  // Notice: a shared game was opened; the game before it is in the library.
  'app.link.opened-kept': 'Opened the shared game. Your game in progress is in the library.',
  // Notice button: go back to the game that was in progress.
  'app.link.continue': 'Continue yours',
  // Notice: a shared game was opened and saved.
  'app.link.opened-saved': 'Opened the shared game. It is now saved in this browser.',
  // Notice: a shared game was opened (it could not be saved).
  'app.link.opened': 'Opened the shared game.',
  // Notice: the saved game could not be read; {reason}: why.
  'app.save-bad': 'Your saved game could not be loaded ({reason}), so a new game was started.',
  // Notice: the browser refuses storage.
  'app.save-refused': 'This browser is not letting the page save, so the game will be lost on reload.',
  // The Pause button while the bots are paused.
  'app.resume': 'Resume',
  // Who plays a seat: a person at this screen.
  'app.kind.human': 'Human',
  // Who plays a seat: the bot at level 1.
  'app.kind.bot1': 'Bot 1: beginner',
  // Who plays a seat: the bot at level 2.
  'app.kind.bot2': 'Bot 2: friendly',
  // Who plays a seat: the bot at level 3.
  'app.kind.bot3': 'Bot 3: club player',
  // Who plays a seat: the bot at level 4.
  'app.kind.bot4': 'Bot 4: strong',
  // Who plays a seat: the bot at level 5.
  'app.kind.bot5': 'Bot 5: full strength',
  // Who plays a seat: a friend on another device.
  'app.kind.remote': 'A friend (remote)',
  // New-game dialog: no person plays.
  'app.yours.watch': 'Every seat is a bot: you watch.',
  // New-game dialog: one person plays {army}.
  'app.yours.one': 'You play {army}, at the bottom of the board.',
  // New-game dialog: {count} people share this screen; {army} is drawn at the bottom.
  'app.yours.many': { one: '{count} person takes turns at this screen; {army} is drawn at the bottom.', other: '{count} people take turns at this screen; {army} is drawn at the bottom.' },
  // Accessible name of a seat's name field.
  'app.seat.name': 'Name of seat {seat} ({army})',
  // Accessible name of a seat's list of players.
  'app.seat.kind': 'Who plays {army}',
  // Share dialog: the link was copied.
  'app.copied': 'Copied to the clipboard.',
  // Share dialog: copying failed; the link is selected instead.
  'app.copy-failed': 'Could not copy by itself: the link is selected, copy it with Ctrl+C.',
  // Notice: notifications are blocked by the browser.
  'app.notify-refused': "This browser does not allow the page to notify you; the tab's title still says when it is your move.",
  // The tab's title when it is the player's move and the tab is hidden; {title}: the page's name.
  'app.title.your-move': 'Your move · {title}',
  // Notice: the engine failed to load.
  'app.engine-failed': 'The game engine could not be loaded ({reason}). Try reloading the page.',
};
