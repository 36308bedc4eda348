// The <hex-checkers> element: its status line, army chips, notes, the board's
// accessible names and the sentences of its live region. {army}: an army's name
// or the name a player gave the seat; {cell}, {from}, {to}: a cell's name such as
// "f6" (the same in every language); {move}: a move's code such as "f6-g7".
export default {
  // The six armies' names (colours), used wherever a seat has no name of its own.
  'element.army.0': 'Red',
  // Second army's name (a colour).
  'element.army.1': 'Blue',
  // Third army's name (a colour).
  'element.army.2': 'Orange',
  // Fourth army's name (a colour).
  'element.army.3': 'Green',
  // Fifth army's name (a colour).
  'element.army.4': 'Pink',
  // Sixth army's name (the colour of a clear sky, light blue).
  'element.army.5': 'Sky',
  // A plain piece of an army: "Red man".
  'element.piece.man': '{army} man',
  // A crowned piece of an army: "Red king".
  'element.piece.king': '{army} king',
  // A cell with a piece on it, in the live region: "f6, Red man".
  'element.cell.piece': '{cell}, {piece}',
  // The board's accessible role description (read by screen readers after the board's name).
  'element.board': 'game board',
  // A cell's accessible name: the cell holds no piece.
  'element.cell.empty': 'empty',
  // A cell's accessible name: the centre cell, where pieces are crowned.
  'element.cell.centre': 'centre',
  // A cell's accessible name: this piece is picked up.
  'element.cell.selected': 'selected',
  // A cell's accessible name: this piece may move now.
  'element.cell.can-move': 'can move',
  // A cell's accessible name: this piece may be given a move to play on the player's next turn (a premove).
  'element.cell.can-queue': 'can queue a move',
  // A cell's accessible name: the piece in hand can jump to this cell.
  'element.cell.jump-here': 'jump here',
  // A cell's accessible name: the piece in hand can move to this cell.
  'element.cell.move-here': 'move here',
  // A cell's accessible name: the piece on it can be captured now.
  'element.cell.victim': 'can be captured',
  // What joins the parts of an accessible name ("f6, Red man, can move"): a comma and a space in most languages.
  'element.cell.separator': ', ',
  // A hint in words; {from} is a cell with its piece ("f6, Red man").
  'element.hint.move': 'Hint: move {from} to {to}.',
  // A hint in words, the move being a capture; {from} is a cell with its piece.
  'element.hint.jump': 'Hint: jump {from} to {to}.',
  // The turn line when the game is won.
  'element.turn.wins': '{army} wins the game!',
  // The turn line in the middle of a chain of captures.
  'element.turn.chain': '{army} must keep jumping with the same piece.',
  // The turn line: whose turn it is.
  'element.turn.move': '{army} to move.',
  // The turn line: whose turn it is, when a capture is compulsory.
  'element.turn.capture': '{army} to move, and must capture.',
  // Live region: a plain move.
  'element.hop.move': '{army} moves {from} to {to}.',
  // Live region: a capture; {piece} is the captured piece ("Blue man"), {cell} where it stood.
  'element.hop.jump': '{army} jumps {from} to {to}, capturing the {piece} on {cell}.',
  // Live region: the piece reached the centre and became a king.
  'element.hop.crowned': 'Crowned king on the centre!',
  // Live region: an army lost its last piece or move and is out of the game.
  'element.hop.eliminated': '{army} is eliminated.',
  // Live region: an army has no legal move and its turn is passed.
  'element.hop.skipped': '{army} is skipped: no legal move.',
  // Why a piece cannot be picked up (the engine's reason): the game has ended.
  'element.why.game-over': 'the game is over',
  // Why not: the cell is empty.
  'element.why.empty': 'nothing to move there',
  // Why not: the piece belongs to another army than the one to move; {army}: the piece's army.
  'element.why.not-your-turn': "not {army}'s turn",
  // Why not: a chain of captures is under way with another piece.
  'element.why.chain': 'another piece must keep jumping',
  // Why not: captures are compulsory and this piece cannot capture.
  'element.why.must-capture': 'a capture is compulsory and this piece cannot jump',
  // Why not: the piece is blocked.
  'element.why.no-move': 'this piece has no move',
  // Why not: any other reason.
  'element.why.other': 'it cannot move now',
  // Live region and hc-refused event: a refused pick-up; {cell} is a cell with its piece, {why} one of the reasons above.
  'element.refused': '{cell}: {why}.',
  // Turn line while the bot looks for a hint.
  'element.thinking.hint': 'Finding a hint…',
  // Turn line while the bot looks for a hint, well past its usual time.
  'element.thinking.hint-slow': 'Still finding a hint…',
  // Turn line while a bot thinks of its move.
  'element.thinking.bot': '{army} is thinking…',
  // Turn line while a bot thinks, well past its usual time.
  'element.thinking.bot-slow': '{army} is still thinking…',
  // The game ended in a draw that every army agreed to.
  'element.draw.agreement': 'Draw by agreement.',
  // The game ended in a draw by the no-progress house rule; {count}: the number of turns.
  'element.draw.no-progress': { one: 'Draw: {count} turn without a capture or a crowning.', other: 'Draw: {count} turns in a row without a capture or a crowning.' },
  // The game ended in a draw by the repetition house rule; {count}: how many times the position came up.
  'element.draw.repetition': { one: 'Draw: the same position came up {count} time.', other: 'Draw: the same position came up {count} times.' },
  // The game ended in a draw because no army left can move.
  'element.draw.frozen': 'Draw: no army left on the board can move.',
  // How the game ended: a win after the loser ({loser}) resigned.
  'element.end.resignation': '{army} wins: {loser} resigned.',
  // How the game ended: a win after the loser's clock ran out.
  'element.end.time': '{army} wins: {loser} ran out of time.',
  // How the game ended: the winner is the last army with pieces.
  'element.end.last': '{army} wins: the last army on the board.',
  // A draw offer, as a sentence.
  'element.draw.offer': '{army} offers a draw.',
  // A draw offer put to a person ({asked}) at this screen.
  'element.draw.ask': '{army} offers a draw. {asked}, do you accept?',
  // After a draw offer, while a bot ({army}) decides.
  'element.draw.pondering': '{army} is thinking it over…',
  // Accessible name of the row that holds a draw offer and its buttons.
  'element.draw.offer-group': 'Draw offer',
  // Button: accept the draw offered.
  'element.draw.accept': 'Accept draw',
  // Button: decline the draw offered.
  'element.draw.decline': 'Decline',
  // Live region: a bot offers a draw.
  'element.draw.bot-offers': '{army} judges the game dead and offers a draw.',
  // Warning: the bot could not answer a draw offer; {reason}: the technical reason.
  'element.draw.bot-failed': 'The bot could not judge the draw ({reason}).',
  // Live region: every army accepted the draw.
  'element.draw.agreed': 'Every army agrees: the game is drawn.',
  // The finished game's button that starts another game.
  'element.new-game': 'New game',
  // Accessible name of the list of army chips.
  'element.armies': 'Armies',
  // Mark on the turn line when it is the player's own turn in a game against bots.
  'element.your-move': 'Your move',
  // Tooltip of an army chip's piece count.
  'element.seat.pieces': { one: '{count} piece', other: '{count} pieces' },
  // Army chip (one short word): the army is out of the game.
  'element.seat.out': 'out',
  // Army chip (one short word): the army's turn was passed, having no move.
  'element.seat.skipped': 'skipped',
  // Army chip (one short word): a piece of this army was just crowned.
  'element.seat.crowned': 'crowned',
  // Army chip (one short word): the player's own army.
  'element.seat.you': 'you',
  // Army chip's accessible name: the army won.
  'element.seat.winner': 'winner',
  // Army chip (short): a bot plays this army, at level {level} (1-5).
  'element.seat.bot': 'Bot {level}',
  // Army chip's accessible name: a bot plays this army.
  'element.seat.bot-level': 'bot level {level}',
  // Army chip's accessible name: "Ann (Red): 12 pieces"; {name}: the seat's name, {army}: its colour.
  'element.seat.label': { one: '{name} ({army}): {count} piece', other: '{name} ({army}): {count} pieces' },
  // Army chip's accessible name: it is this army's turn.
  'element.seat.to-move': 'to move',
  // Army chip's accessible name: time left on its clock ({time} like "4:59").
  'element.seat.time': '{time} left',
  // Army chip's accessible name: time left, below the warning line.
  'element.seat.time-low': '{time} left (low)',
  // Army chip's accessible name: its clock is running.
  'element.seat.clock-running': 'clock running',
  // Note: an army declined the draw offer.
  'element.note.declined': '{army} declines the draw. Play on.',
  // Note: armies ({armies}, a list such as "Red and Blue") had no legal move; {count}: how many.
  'element.note.skipped': { one: '{armies} skipped: no legal move.', other: '{armies} skipped: no legal move.' },
  // Note in the middle of a chain of captures.
  'element.note.chain': 'Chain: the same piece must jump again.',
  // Note on a read-only board: a capture is compulsory.
  'element.note.capture-here': 'A capture is compulsory here.',
  // Note: a capture is compulsory, so only the pieces that can capture can be picked up.
  'element.note.capture': 'Capture is compulsory: only pieces that can jump are offered.',
  // Note while looking at an earlier position: move {at} of {length}.
  'element.note.viewing': 'Viewing move {at} of {length}.',
  // Note while looking back through the moves, a bot to move.
  'element.note.bot-waits-browsing': 'The bot waits while you look back: go on to the last move, or step to play from here.',
  // Note after undo with the bots paused.
  'element.note.bot-waits-paused': 'The bot waits while you look back: redo, step, or resume from here.',
  // Note after undo, a bot to move.
  'element.note.bot-waits': 'The bot waits while you look back: redo, or step to play from here.',
  // Note while looking back through the moves, a person to move.
  'element.note.browsing': 'A move here asks first; resign or offer a draw from the last move.',
  // Note: the bots are paused.
  'element.note.paused': 'Bots are paused.',
  // Note: what to do now (the movable pieces are ringed).
  'element.note.pick': 'Pick up a ringed piece to see where it can go.',
  // Note: a bot plays the army to move.
  'element.note.bot': '{army} is a bot (level {level}) and plays by itself.',
  // Note on a finished game.
  'element.note.over': 'Game over. Undo, or look back through the moves.',
  // Note on a finished game, on a read-only board.
  'element.note.over-readonly': 'Game over.',
  // Where a picked-up piece can go, when more than four cells: "a1, b2, c3, d4 or 3 more".
  'element.note.targets-more': { one: '{cells} or {count} more', other: '{cells} or {count} more' },
  // Note: a piece is in hand; {where}: its targets ("g7 or h8").
  'element.note.picked': '{cell} picked up: it can go to {where}. Another cell or Escape puts it back.',
  // Live region: a piece was picked up; {cell} is a cell with its piece.
  'element.picked': { one: '{cell} picked up: {count} target.', other: '{cell} picked up: {count} targets.' },
  // Live region: the piece in hand was put back.
  'element.cancelled': 'Cancelled.',
  // Live region after undo, at the start of the game.
  'element.travel.undo-start': 'Undone: the start.',
  // Live region after undo: the position after move {at}.
  'element.travel.undo': 'Undone: after move {at}.',
  // Live region after redo, at the start.
  'element.travel.redo-start': 'Redone: the start.',
  // Live region after redo.
  'element.travel.redo': 'Redone: after move {at}.',
  // Live region after a move of the list was clicked: the start.
  'element.travel.goto-start': 'Showing: the start.',
  // Live region after a move of the list was clicked.
  'element.travel.goto': 'Showing: after move {at}.',
  // Live region: a premove (a move given before the player's turn) was queued.
  'element.premove.queued': 'Premove {move}: played when your turn comes, if it is legal then. Escape cancels it.',
  // Live region: the premove was cancelled.
  'element.premove.cancelled': 'Premove {move} cancelled.',
  // Live region and warning: the premove was not legal when the turn came.
  'element.premove.dropped': 'Premove {move} dropped: it is not legal now. Your move.',
  // Live region: a resignation is refused while the player looks at an earlier move.
  'element.resign.browsing': 'No resignation while you look back at move {at}: go on to the last move first.',
  // Live region: the engine refused a resignation; {reason}: its reason.
  'element.resign.refused': 'Resignation not possible: {reason}',
  // Live region: an army resigned.
  'element.resign.done': '{army} resigns.',
  // Live region: an army's clock ran out.
  'element.resign.time': '{army} ran out of time and resigns.',
  // Live region: the engine refused a move; {reason}: its reason.
  'element.move.refused': 'That move is not possible: {reason}',
  // Move list entry: a draw was agreed.
  'element.event.draw': 'Draw agreed',
  // Move list entry: an army resigned.
  'element.event.resign': '{army} resigns',
  // Move list entry: an army lost on time.
  'element.event.time': '{army} loses on time',
  // Dialog title: play a move at an earlier position (which drops the later moves).
  'element.ask.play': 'Play {move} from move {at}?',
  // Dialog button: play the move there.
  'element.ask.play-here': 'Play {move} here',
  // Dialog title: let a bot play at an earlier position.
  'element.ask.step': 'Let {army} play from move {at}?',
  // Dialog button: let the bot play there.
  'element.ask.step-here': 'Let {army} play here',
  // Warning: the bot failed to move; {reason}: technical reason.
  'element.bot.failed': 'The bot could not move ({reason}), so the bots are paused.',
  // Warning: no hint could be found; {reason}: technical reason.
  'element.bot.no-hint': 'No hint this time: {reason}.',
  // Shown when the engine failed to load; {reason}: technical reason.
  'element.engine-failed': 'The game engine failed to load: {reason}',
  // Warning: a saved game could not be read; {reason}: why.
  'element.save-refused': 'The saved game was not loaded: {reason}.',
  // Warning to a web page's author: the position attribute was refused.
  'element.position-refused': 'The position attribute was refused: {reason}',
  // Notice: the bot's worker failed ({reason}: the technical reason, in English), so the bot runs on the page, weaker.
  'element.bot.fallback': 'The bot stopped ({reason}). It now thinks on the page itself, with a small budget: it plays weaker, and the page may pause briefly on its moves.',
  // Why the bot left its worker (shown in element.bot.fallback's {reason}): its worker could not start.
  'element.bot.no-worker': "the bot's worker could not start ({reason})",
  // Why the bot left its worker: no answer in time.
  'element.bot.timeout': 'the bot did not answer in time',
  // Why the bot left its worker: the worker failed.
  'element.bot.worker-failed': "the bot's worker failed",
  // Why the bot left its worker: the worker failed, with the browser's technical reason.
  'element.bot.worker-failed-why': "the bot's worker failed ({reason})",
  // Why the bot left its worker: an answer could not be read.
  'element.bot.unreadable': "the bot's worker sent an unreadable answer",
  // Why the bots paused (element.bot.failed's {reason}): the bot's answer was not a legal move.
  'element.bot.illegal': 'it chose a move that is not legal here',
  // Why a saved game was not loaded (element.save-refused's {reason}): its text is damaged.
  'element.save-damaged': 'the saved data is damaged',
  // Button on a touch screen: undo the pinch zoom.
  'element.zoom.reset': 'Reset zoom',
  // Button on a touch screen while zoomed in: bring the pieces that may move (else the player's) into the middle.
  'element.zoom.pieces': 'Your pieces',
  // How the board's keys work: the grid's description, read by screen readers when the board gets the focus. W E A D Z X are the keys around S (by their place on the keyboard).
  'element.grid.keys': "Arrow keys move over the cells: left and right along the row, up and down keeping the column. W, E, A, D, Z and X reach the six cells around: up-left, up-right, left, right, down-left, down-right. Home and End: the first and last cell of the row; with Ctrl, of the board. Enter or Space picks a piece up and puts it down; Escape puts it back.",
};
