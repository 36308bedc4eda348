// The non-visual mode (www/app/nonvisual/, docs/nonvisual.md): a screen reader's way to play. Every answer
// is read aloud, so keep sentences short and end them with a full stop. Cell names (f6) and army names come
// in placeholders and stay as they are.
export default {
  // the button that turns the mode off, beside its heading
  'nonvisual.off': 'Turn off',
  // heading of the mode's section
  'nonvisual.title': 'Non-visual mode',
  // under the heading: how to use the command line
  'nonvisual.intro': 'Type a move such as j4 i4, or a command, then Enter. help lists the commands. Alt+Shift+N turns the mode off.',
  // label of the command line
  'nonvisual.input': 'Move or command',
  // the command line's button
  'nonvisual.send': 'Enter',
  // heading of the board as text
  'nonvisual.boardTitle': 'Board, row by row',
  // heading of the log of every answer
  'nonvisual.logTitle': 'Log',
  // said when the mode starts; {turn}: whose turn, a sentence
  'nonvisual.started': 'Non-visual mode. {turn} Type help for the commands.',
  // a line the player typed, as the log shows it
  'nonvisual.typed': '> {line}',
  // another game or position came on the board; {turn}: whose turn
  'nonvisual.fresh': 'New position. {turn}',
  // after undo or redo; {count}: the step now shown
  'nonvisual.travelled': { one: 'At step {count}. {turn}', other: 'At step {count}. {turn}' },
  // something unexpected failed; {message}: the technical reason
  'nonvisual.error': 'That did not work: {message}.',
  // the player pressed Enter on an empty line
  'nonvisual.empty': 'Type a move or a command; help lists them.',
  // a word that is no command; {word}: what was typed
  'nonvisual.unknown': 'Unknown command: {word}. Type help for the commands.',
  // a command that needs a cell got none
  'nonvisual.cell.missing': 'Which cell? Add its name, such as f6.',
  // a cell name that is not on this board
  'nonvisual.cell.unknown': 'There is no cell {cell} on this board.',
  // the row command got a wrong row; {first}, {last}: the row letters
  'nonvisual.row.unknown': 'No row {row}: the rows are {first} to {last}.',
  // the pieces command got an unknown army; {armies}: the armies in play
  'nonvisual.pieces.unknown': 'No army {word}. The armies are {armies}.',
  // the status command: how many turns were played (a chain of jumps is one turn) and the move list's number (a round) of the last
  'nonvisual.status.moves': { one: '{count} turn played (move {round} of the move list).', other: '{count} turns played (move {round} of the move list).' },
  // the hint command was taken: the bot is searching (its move follows)
  'nonvisual.hint.asked': 'Asking the bot…',
  // the hint command when no hint can be given
  'nonvisual.hint.cannot': 'No hint now: a hint is for the person to move, once the bot is idle.',
  // undo with nothing to undo
  'nonvisual.undo.none': 'Nothing to undo.',
  // redo with nothing to redo
  'nonvisual.redo.none': 'Nothing to redo.',
  // yes typed when nothing was asked
  'nonvisual.yes.nothing': 'Nothing to confirm.',
  // draw typed when no draw can be offered
  'nonvisual.draw.cannot': 'You cannot offer a draw now: only the person to move can, once per position.',
  // accept or decline typed with no draw question open
  'nonvisual.draw.noQuestion': 'No draw question is waiting for you.',
  // after a draw question: how to answer
  'nonvisual.draw.howToAnswer': 'Type accept or decline.',
  // a draw offer was declined; {army}: who declined
  'nonvisual.draw.declined': '{army} declines the draw.',
  // the draw question closed because the position changed
  'nonvisual.draw.withdrawn': 'The draw offer is withdrawn.',
  // the chosen piece was put back
  'nonvisual.cancelled': 'Put back.',
  // after choosing a piece by its cell
  'nonvisual.pick.next': 'Type a target.',
  // whose turn, when a bot plays that army; {level}: 1 to 5
  'nonvisual.turn.bot': '{army} is the bot, level {level}.',
  // the last command before any move
  'nonvisual.last.none': 'No move yet.',
  // the last command; {count}: the step's number, {step}: the step in words
  'nonvisual.last': 'Step {count}: {step}',
  // a move refused now; {why}: the reason, lower case
  'nonvisual.refused.now': 'No move: {why}.',
  // a move refused: the board is read-only (a friend's turn in a remote game)
  'nonvisual.refused.readonly': 'No move: the board is waiting for another player’s device.',
  // a move refused: a draw question must be answered first
  'nonvisual.refused.question': 'No move: answer the draw question first, with accept or decline.',
  // a move refused: the player is looking back through the moves
  'nonvisual.refused.browsing': 'No move: you are looking back through the moves. Type redo until the last, or choose Last in the move list.',
  // a move refused by the engine; {move}: the hop, {why}: the engine's reason
  'nonvisual.refused': 'Refused, {move}: {why}.',
  // a piece that can move, sent to a cell it cannot reach; {targets}: where it can go
  'nonvisual.refused.target': 'Refused, {move}: not a target of this piece. It can go to {targets}.',
  // a bot's army to move; the player typed its move
  'nonvisual.refused.bot': 'Refused: {army} is played by the bot. Wait for its move.',
  // the engine refused a move it had listed (should not happen)
  'nonvisual.refused.engine': 'the engine refused it',
  // resign typed when nobody here can resign
  'nonvisual.resign.cannot': 'Nobody at this screen can resign now.',
  // resign asks first; {army}: who would resign
  'nonvisual.resign.ask': 'Resign {army}? Type yes to confirm; anything else keeps playing.',
  // the command words (the first is shown by help; English words always work too)
  'nonvisual.cmd.help': 'help h ?',
  // the command words
  'nonvisual.cmd.board': 'board b',
  // the command words
  'nonvisual.cmd.row': 'row r',
  // the command words
  'nonvisual.cmd.moves': 'moves m',
  // the command words
  'nonvisual.cmd.can': 'can c',
  // the command words
  'nonvisual.cmd.around': 'around a n',
  // the command words
  'nonvisual.cmd.pieces': 'pieces p',
  // the command words
  'nonvisual.cmd.last': 'last l',
  // the command words
  'nonvisual.cmd.turn': 'turn t',
  // the command words
  'nonvisual.cmd.time': 'time clock',
  // the command words
  'nonvisual.cmd.status': 'status s',
  // the command words
  'nonvisual.cmd.hint': 'hint',
  // the command words
  'nonvisual.cmd.undo': 'undo',
  // the command words
  'nonvisual.cmd.redo': 'redo',
  // the command words
  'nonvisual.cmd.resign': 'resign',
  // the command words (the answer to a question)
  'nonvisual.cmd.yes': 'yes y',
  // the command words
  'nonvisual.cmd.draw': 'draw',
  // the command words
  'nonvisual.cmd.accept': 'accept',
  // the command words
  'nonvisual.cmd.decline': 'decline',
  // the command words
  'nonvisual.cmd.cancel': 'cancel',
  // help: how moves are typed
  'nonvisual.help.intro': 'Moves: two cells, such as j4 i4; several for a chain, j6 h6 f6; or one cell to choose a piece, then its target.',
  // help: one command; {word}: the command, {what}: what it does
  'nonvisual.help.line': '{word}: {what}',
  // help: what the command does
  'nonvisual.help.help': 'this list',
  // help
  'nonvisual.help.board': 'the whole board, row by row',
  // help
  'nonvisual.help.row': 'one row, such as row f',
  // help
  'nonvisual.help.moves': 'every move the army to move can make',
  // help
  'nonvisual.help.can': 'what a piece can do, or why not, such as c j4',
  // help
  'nonvisual.help.around': 'the six cells around a cell, such as a f6',
  // help
  'nonvisual.help.pieces': 'an army’s pieces, such as p red',
  // help
  'nonvisual.help.last': 'the last move',
  // help
  'nonvisual.help.turn': 'whose turn it is',
  // help
  'nonvisual.help.time': 'the time left on each clock',
  // help
  'nonvisual.help.status': 'the game’s status and the pieces left',
  // help
  'nonvisual.help.hint': 'the bot suggests a move',
  // help
  'nonvisual.help.undo': 'take back a move',
  // help
  'nonvisual.help.redo': 'play a taken-back move again',
  // help
  'nonvisual.help.resign': 'resign (asks first)',
  // help
  'nonvisual.help.draw': 'offer a draw',
  // help
  'nonvisual.help.accept': 'accept a draw',
  // help
  'nonvisual.help.decline': 'decline a draw',
  // help
  'nonvisual.help.cancel': 'put back the piece chosen',
  // a direction from a cell, in the board's notation (row a at the top)
  'nonvisual.dir.left': 'left',
  // a direction
  'nonvisual.dir.right': 'right',
  // a direction
  'nonvisual.dir.upLeft': 'up-left',
  // a direction
  'nonvisual.dir.upRight': 'up-right',
  // a direction
  'nonvisual.dir.downLeft': 'down-left',
  // a direction
  'nonvisual.dir.downRight': 'down-right',
  // the end of a list: "a, b and c"
  'nonvisual.list.last': '{rest} and {last}',
  // between items of a list
  'nonvisual.list.comma': ', ',
  // between groups in a sentence
  'nonvisual.list.semicolon': '; ',
  // a king of an army
  'nonvisual.piece.king': '{army} king',
  // a man of an army
  'nonvisual.piece.man': '{army} man',
  // a target that captures; {to}: where it lands, {piece}: what it takes, {at}: where that stands
  'nonvisual.target.jump': '{to}, capturing the {piece} on {at}',
  // a cell of the board text with its piece
  'nonvisual.cell.piece': '{cell} {piece}',
  // an empty cell of the board text
  'nonvisual.cell.empty': '{cell} empty',
  // the centre cell, where men are crowned
  'nonvisual.cell.centre': '{cell}, centre',
  // a piece that can move now
  'nonvisual.cell.canMove': '{cell}, can move',
  // one row of the board text; {cells}: its cells from the left
  'nonvisual.row': 'Row {row}: {cells}.',
  // the moves command once the game is over
  'nonvisual.moves.over': 'The game is over: no moves.',
  // one piece in the moves list; {targets}: where it can go
  'nonvisual.moves.piece': '{from} to {targets}',
  // the moves list
  'nonvisual.moves': '{army} can move: {moves}.',
  // a piece that cannot move, with the engine's reason
  'nonvisual.piece.cannot': '{cell}: cannot move, {why}.',
  // a piece and its targets
  'nonvisual.piece.can': { one: '{cell}: can go to {targets}.', other: '{cell}: can go to {targets}.' },
  // around: a direction off the board
  'nonvisual.around.off': '{dir}: off the board',
  // around: a direction and its cell
  'nonvisual.around.cell': '{dir}: {cell}',
  // the around command
  'nonvisual.around': 'Around {cell}: {cells}.',
  // an army with no pieces
  'nonvisual.pieces.none': '{army} has no pieces.',
  // the men of an army
  'nonvisual.pieces.men': { one: '{count} man on {cells}', other: '{count} men on {cells}' },
  // the kings of an army
  'nonvisual.pieces.kings': { one: '{count} king on {cells}', other: '{count} kings on {cells}' },
  // an army's pieces
  'nonvisual.pieces': { one: '{army}, {count} piece: {list}.', other: '{army}, {count} pieces: {list}.' },
  // an army that is out
  'nonvisual.army.out': '{army} is out',
  // an army's pieces left
  'nonvisual.army.left': { one: '{army} {count} piece', other: '{army} {count} pieces' },
  // the time command without a clock
  'nonvisual.clock.none': 'No clock in this game.',
  // the running clock
  'nonvisual.clock.running': '{army} {time}, running',
  // a clock that waits
  'nonvisual.clock.seat': '{army} {time}',
  // The typed move box's label (its example is in the field).
  'nonvisual.box.label': 'Move by cell names',
  // The typed move box's button.
  'nonvisual.box.play': 'Play',
  // The typed move box was given something else than cells (a command word): it takes moves only.
  'nonvisual.box.only-moves': 'Only moves here: type the cells, like j4 i4 (the commands are in the non-visual mode).',
};
