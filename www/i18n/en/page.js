// index.html's own text, filled into the page's elements marked data-i18n (and the
// attributes named by data-i18n-attr) when the language is not English; the English
// page is the HTML as it is.
export default {
  // The page's description for search engines and link previews.
  'page.description': 'Checkers on a hexagonal board for two to six players, in your browser.',
  // A link for keyboard users, shown on focus: jumps past the header to the board.
  'page.skip': 'Skip to the board',
  // The game's name in the header (may stay as it is, or be translated: 'checkers on a hexagonal board').
  'page.brand': 'Hex Checkers',
  // Accessible name of the header's row of buttons.
  'page.nav': 'Game',
  // Header button: opens the new-game dialog.
  'page.new-game': 'New game',
  // Header button: take back the last move.
  'page.undo': 'Undo',
  // Tooltip of Undo, with its keys (keep the key names).
  'page.undo.title': 'Undo (Ctrl+Z or U)',
  // Header button: play again a move taken back.
  'page.redo': 'Redo',
  // Tooltip of Redo, with its keys.
  'page.redo.title': 'Redo (Ctrl+Y or R)',
  // Header button: the bot shows a good move.
  'page.hint': 'Hint',
  // Tooltip of Hint.
  'page.hint.title': 'Ask the bot for a move',
  // Header button on a phone: opens the menu of the rarer actions.
  'page.menu': 'Menu',
  // Menu: share the game (a link, a record).
  'page.share': 'Share',
  // Menu: the library of games played here.
  'page.games': 'Games',
  // Tooltip of Games.
  'page.games.title': 'Your games, records and statistics',
  // Menu: the rules of the game.
  'page.rules': 'Rules',
  // Menu: puzzles (positions with one best line of play).
  'page.puzzles': 'Puzzles',
  // Tooltip of Puzzles.
  'page.puzzles.title': 'Positions the engine proves have one best line',
  // Accessible name of the part of the page with the board.
  'page.play': 'Game',
  // Accessible name of the row of the bots' settings.
  'page.bots': 'Bots',
  // Label of the bot's level list (followed by 'Level 1' … 'Level 5').
  'page.level-pick': 'Play the computer at',
  // Toggle button: the bots stop playing.
  'page.pause': 'Pause',
  // Button: the bot to move plays one hop now.
  'page.step': 'Step',
  // Tooltip of Step.
  'page.step.title': 'Let the bot to move play one hop now',
  // Label of the list of bot speeds.
  'page.speed': 'Bot speed',
  // Bot speed.
  'page.speed.slow': 'Slow',
  // Bot speed.
  'page.speed.normal': 'Normal',
  // Bot speed.
  'page.speed.fast': 'Fast',
  // Label of the list of armies: which army is drawn at the bottom of the board.
  'page.view-from': 'View from',
  // Label of a list: write the cells' names (like f6) on the board.
  'page.names': 'Cell names',
  // Cell names' choice: no cell's name on the board.
  'page.names.off': 'Off',
  // Cell names' choice: the names of the cells along the board's rim only, as a chess board's edge.
  'page.names.edge': 'Edge',
  // Cell names' choice: every cell's name.
  'page.names.all': 'All',
  // Checkbox: sounds on or off.
  'page.sound': 'Sound',
  // Checkbox: show the bot's estimate of each army's chances.
  'page.eval': 'Evaluation',
  // Tooltip of Evaluation.
  'page.eval.title': "The bot's view: each army's estimated chance, and a graph under the moves",
  // Checkbox: in a game at one screen, the board turns so the army to move is at the bottom.
  'page.turn': 'Turn to the player',
  // Checkbox: a system notification when it is the player's move and the page is hidden.
  'page.notify': 'Notify me',
  // Label of the list of colour themes.
  'page.theme': 'Theme',
  // Theme: follow the system's light or dark setting.
  'page.theme.auto': 'System',
  // Theme.
  'page.theme.light': 'Light',
  // Theme.
  'page.theme.dark': 'Dark',
  // Label of the language picker (each language is listed in its own name).
  'page.language': 'Language',
  // Accessible name of the panel with Resign, Offer a draw, Result, Analyse.
  'page.end-tools': 'Ending the game',
  // Button: give up the game.
  'page.resign': 'Resign',
  // Button: propose a draw to the other armies.
  'page.draw': 'Offer a draw',
  // Button: open the finished game's result panel.
  'page.result': 'Result',
  // Button: the bot reviews every turn of the game.
  'page.analyse': 'Analyse',
  // Tooltip of Analyse.
  'page.analyse.title': 'The bot looks at every turn of the game on the board',
  // Button: open the analysis board (side lines tried from any position; the game keeps its own moves).
  'page.analysis-board': 'Analysis board',
  // Heading of the move list.
  'page.moves': 'Moves',
  // Note under the move list's heading.
  'page.moves.note': 'Click a move, or use the arrow keys in the list, to see that position. A move played there asks before it drops the later ones.',
  // Accessible name of the four buttons First, Back, Next, Last.
  'page.move-nav': 'Go through the moves',
  // Button: the game's start (the arrows point to the start; keep them pointing the same way on screen).
  'page.first': '« First',
  // Button: one move back.
  'page.back': '‹ Back',
  // Button: one move on.
  'page.next': 'Next ›',
  // Button: the last move.
  'page.last': 'Last »',
  // Heading of the list of keyboard keys.
  'page.keys': 'Keys',
  // Key name: the arrow keys.
  'page.keys.arrows': 'Arrows',
  // What the arrow keys do.
  'page.keys.arrows.what': 'move over the cells',
  // Key names: Enter and the space bar.
  'page.keys.enter': 'Enter, Space',
  // What Enter and Space do.
  'page.keys.enter.what': 'pick up, put down',
  // Key name: Escape.
  'page.keys.esc': 'Esc',
  // What Escape does.
  'page.keys.esc.what': 'put back',
  // Keys of undo (keep them as they are unless the keyboard names differ).
  'page.keys.undo': 'Ctrl+Z, U',
  // What Ctrl+Z does.
  'page.keys.undo.what': 'undo',
  // Keys of redo.
  'page.keys.redo': 'Ctrl+Y, R',
  // What Ctrl+Y does.
  'page.keys.redo.what': 'redo',
  // The page's footer: what the page keeps and sends.
  'page.foot': "Your game is saved in this browser as you play. Nothing is sent anywhere but for a game with friends: its turns go to their devices, and a slow hash of a live table's code (never the code) to the public trackers and relays that introduce them.",
  // Footer link to the AI lab page.
  'page.foot.lab': 'AI lab',
  // Footer, after the link 'AI lab'.
  'page.foot.lab-what': ': how the bot scores and searches.',
  // Title of the new-game dialog.
  'page.ng.title': 'New game',
  // Before the table code field: join a game a friend opened on another device.
  'page.ng.join-title': "Join a friend's table:",
  // Label of the field for a table's code (like ABCD-2345).
  'page.ng.code': 'Table code',
  // Button: join the table of that code.
  'page.ng.join': 'Join',
  // Button beside Join: the lobby of tables strangers listed publicly (docs/lobby.md).
  'page.ng.lobby': 'Open tables',
  // Label of the number of players.
  'page.ng.players': 'Players',
  // Label of the board's size (cells from the centre to an edge).
  'page.ng.radius': 'Board radius',
  // Legend of the list of seats (armies) and who plays each.
  'page.ng.seats': 'Seats, in turn order',
  // Label: the time a friend on another device has for each move.
  'page.ng.deadline': 'Deadline per move (remote seats)',
  // No deadline / no clock.
  'page.ng.none': 'None',
  // A deadline.
  'page.ng.hour': '1 hour',
  // A deadline.
  'page.ng.day': '1 day',
  // A deadline.
  'page.ng.days3': '3 days',
  // A deadline.
  'page.ng.week': 'A week',
  // Note under the seats.
  'page.ng.seats-note': 'Each seat is a person at this screen or a bot, from level 1 (a beginner) to 5 (full strength).',
  // Button: bots play every seat, to watch a game.
  'page.ng.all-bots': 'Every seat a bot (watch)',
  // The level every bot gets from the button "Every seat a bot (watch)" (the list beside it).
  'page.ng.all-bots-level': 'Level of every bot',
  // Legend of the optional rules (each may start on, as No progress at a table with a bot; "Off" is the options' word).
  'page.ng.house': 'House rules (a rule set to Off plays by the original law)',
  // House rule: a draw after many turns without a capture or a crowning.
  'page.ng.no-progress': 'No progress',
  // A house rule is not used.
  'page.ng.off': 'Off',
  // No-progress limit.
  'page.ng.t150': '150 turns',
  // No-progress limit.
  'page.ng.t300': '300 turns',
  // House rule: a draw when the same position comes up again and again.
  'page.ng.repetition': 'Repetition',
  // Repetition limit.
  'page.ng.times3': '3 times',
  // Note on the no-progress rule.
  'page.ng.no-progress-note': 'No progress: the game is drawn once that many turns in a row pass without a capture or a crowning (300 almost never cuts a game that was still going somewhere; 150 ends dead games sooner).',
  // Note on the repetition rule.
  'page.ng.repetition-note': 'Repetition: the game is drawn when the same position, with the same army to move, comes up for the third time.',
  // Legend of the time control.
  'page.ng.clock': 'Clock',
  // Label of the time control list.
  'page.ng.time': 'Time per seat',
  // A time control: 3 minutes, plus 2 seconds a move.
  'page.ng.blitz': '3 min + 2 s',
  // A time control: 10 minutes, plus 5 seconds a move.
  'page.ng.rapid': '10 min + 5 s',
  // A time control of the player's own.
  'page.ng.custom': 'Custom',
  // Field of a custom clock.
  'page.ng.minutes': 'Minutes',
  // Field of a custom clock.
  'page.ng.seconds': 'Seconds',
  // Field of a custom clock: seconds added after each move.
  'page.ng.increment': 'Increment (s)',
  // Note on the clock.
  'page.ng.clock-note': "Each seat's own time runs on its turns; every turn it plays adds the increment. A seat whose time runs out resigns.",
  // Button: close a dialog without doing anything.
  'page.cancel': 'Cancel',
  // Button: start the new game.
  'page.ng.start': 'Start game',
  // Title of the resign dialog.
  'page.resign.title': 'Resign?',
  // Button: do not resign.
  'page.resign.keep': 'Keep playing',
  // Title of the result panel.
  'page.result.title': 'Game over',
  // Button: show the game's last move on the board.
  'page.result.show': 'Show it on the board',
  // Caption of the result table.
  'page.result.caption': 'Armies, by when they fell',
  // Result table column: 1st, 2nd…
  'page.result.place': 'Place',
  // Result table column.
  'page.result.army': 'Army',
  // Result table column: moves played.
  'page.result.moves': 'Moves',
  // Result table column: pieces captured.
  'page.result.captures': 'Captures',
  // Result table column: the move at which the army was out.
  'page.result.out': 'Out',
  // Button: play again with the same players.
  'page.result.rematch': 'Rematch',
  // Button: go through the finished game's moves.
  'page.result.review': 'Review',
  // Tooltip of Analyse in the result panel.
  'page.result.analyse.title': 'The bot looks at every turn: mistakes, and what it would have played',
  // Button: download the game's record.
  'page.result.export': 'Export',
  // Button: close the dialog.
  'page.close': 'Close',
  // Title of the share dialog.
  'page.share.title': 'Share this game',
  // Share dialog: what the link is.
  'page.share.note': 'This link holds the whole game, moves and all. Whoever opens it gets their own copy.',
  // Label of the share link's field.
  'page.share.link': 'Link',
  // Button: copy the link.
  'page.share.copy': 'Copy link',
  // Share dialog heading: the game as text.
  'page.share.record': 'Game record',
  // Share dialog: what the record is ('Games' and 'Import a record…' are the names of those buttons).
  'page.share.record-note': "The whole game as text (tags, then every move in the page's notation) for a file or a message. Open it again with Games → Import a record.",
  // Button: save the record as a file.
  'page.share.download': 'Download record',
  // Button: copy the record as text.
  'page.share.copy-record': 'Copy record',
  // Title of the Games dialog (the library).
  'page.games.heading': 'Games',
  // Games dialog: what the library is.
  'page.games.note': 'Every game played here is kept in this browser (nothing is sent anywhere), the one in progress too. Open one to play it on or look back through it.',
  // Button: open a game record (text or file).
  'page.games.import': 'Import a record…',
  // Button: download every game kept.
  'page.games.export-all': 'Export all',
  // Heading of the statistics.
  'page.stats': 'Your statistics',
  // What the statistics count.
  'page.stats.note': "Games played to their end here with a person at the table: a win when a person's army wins, a draw when a person's army shares the draw, else a loss. A game counts under its strongest bot.",
  // Statistics: nothing yet.
  'page.stats.empty': 'No finished games to count yet.',
  // Caption of a statistics table.
  'page.stats.by-level': 'By bot level',
  // Caption of a statistics table: by number of players.
  'page.stats.by-size': 'By table size',
  // Statistics column: the bot level played against.
  'page.stats.against': 'Against',
  // Statistics column: games played.
  'page.stats.games': 'Games',
  // Statistics column.
  'page.stats.won': 'Won',
  // Statistics column.
  'page.stats.drawn': 'Drawn',
  // Statistics column.
  'page.stats.lost': 'Lost',
  // Statistics column: the number of players at the table.
  'page.stats.table': 'Table',
  // Button: start counting again.
  'page.stats.reset': 'Reset statistics',
  // Title of the import dialog.
  'page.import.title': 'Import a game record',
  // Label of the text field for a record.
  'page.import.paste': 'Paste a record',
  // Label of the file field (after 'Paste a record').
  'page.import.file': 'or open a file',
  // Import dialog: what happens.
  'page.import.note': 'One game goes on the board (the game there is kept in the library first); a file of several games goes into the library.',
  // Button: open the record.
  'page.import.open': 'Open',
  // Button: confirm a question.
  'page.yes': 'Yes',
  // Title of the rules dialog.
  'page.rules.title': 'Rules',
  // Shown when JavaScript is off (only ever in English, kept for completeness).
  'page.noscript': 'Hex Checkers needs JavaScript to run.',
  // Key names: the six keys around S, read by their place on the keyboard.
  'page.keys.around': 'W E A D Z X',
  // What those six keys do, in the order of the keys.
  'page.keys.around.what': 'the six cells around: up-left, up-right, left, right, down-left, down-right',
  // Key names: Home and End.
  'page.keys.home': 'Home, End',
  // What Home and End do on the board.
  'page.keys.home.what': 'first, last cell of the row',
  // Key name: the non-visual mode's shortcut.
  'page.keys.nonvisual': 'Alt+Shift+N',
  // Checkbox under the board: show a box where moves are typed by the cells' names (like j4 i4).
  'page.typed': 'Type moves',
};
