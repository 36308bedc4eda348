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
  // A level picker's choice: {kind} the level's name (app.kind.bot1 ...), {rating} its two-seat Elo rating, rounded to 50 (level 1 is 1000).
  'app.level.rated': '{kind} · ~{rating}',
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
  // Why a game could not be kept: no storage at all.
  'app.store.none': 'this browser does not let the page store anything',
  // Why a game could not be kept: storage is full.
  'app.store.full': "the browser's storage for this page is full",
  // Why a game could not be kept: the browser refused.
  'app.store.refused': 'this browser refused to store it',
  // New-game dialog: why a table with a bot starts with the no-progress rule at {count} turns ("No progress" is the rule's name).
  'app.bot-rule': { one: 'With a bot at the table, No progress starts at {count} turn: a bot plays on as long as you do, so a game that can no longer go anywhere would never end. Your choice is kept for the next game with a bot.', other: 'With a bot at the table, No progress starts at {count} turns: a bot plays on as long as you do, so a game that can no longer go anywhere would never end. Your choice is kept for the next game with a bot.' },
  // Tooltip of Resign and Offer a draw while looking back through the moves.
  'app.end.browsing': 'Go on to the last move first: from here it would drop the later moves',
  // Resign dialog: what resigning does to {army}.
  'app.resign.text': "{army} resigns: {army}'s pieces leave the board and {army} is out of the game. Undo can take it back.",
  // Move list: the first entry, the start of the game.
  'app.moves.start': 'Start',
  // Move list: the first entry's accessible name.
  'app.moves.start-label': 'Start: the starting position',
  // Result panel title: an army won.
  'app.result.wins': '{army} wins',
  // Move list: a hop's accessible name ({move}: its code, {round}: the move number, {army}: who played it).
  'app.moves.hop-label': '{move}: move {round}, {army}',
  // Move list: an event's accessible name (a resignation, a draw; {move}: the event in words).
  'app.moves.event-label': '{move}: move {round}',
  // Move list: armies ({armies}) with no move were skipped after this turn.
  'app.moves.skipped': { one: '{armies} skipped', other: '{armies} skipped' },
  // The page's name in the browser's tab (the same as the header's, page.brand).
  'app.title': 'Hex Checkers',
  // The Pause button while the bots play (the same as page.pause).
  'app.pause': 'Pause',
  // the page's switch (a toggle button at the top of the page)
  'nonvisual.switch': 'Non-visual mode',
  // the keys panel: what Alt+Shift+N does
  'nonvisual.shortcut': 'non-visual mode on or off',
};
