// Der nicht-visuelle Modus (www/app/nonvisual/, docs/nonvisual.md), auf Deutsch. Notes for translators: see en/nonvisual.js.
export default {
  // the button that turns the mode off, beside its heading
  'nonvisual.off': 'Ausschalten',
  // heading of the mode's section
  'nonvisual.title': 'Nicht-visueller Modus',
  // under the heading: how to use the command line
  'nonvisual.intro': 'Tippen Sie einen Zug wie j4 i4 oder einen Befehl, dann Eingabe. hilfe zeigt die Befehle. Alt+Umschalt+N schaltet den Modus aus.',
  // label of the command line
  'nonvisual.input': 'Zug oder Befehl',
  // the command line's button
  'nonvisual.send': 'Eingabe',
  // heading of the board as text
  'nonvisual.boardTitle': 'Brett, Reihe für Reihe',
  // heading of the log of every answer
  'nonvisual.logTitle': 'Protokoll',
  // said when the mode starts; {turn}: whose turn, a sentence
  'nonvisual.started': 'Nicht-visueller Modus. {turn} Tippen Sie hilfe für die Befehle.',
  // a line the player typed, as the log shows it
  'nonvisual.typed': '> {line}',
  // another game or position came on the board; {turn}: whose turn
  'nonvisual.fresh': 'Neue Stellung. {turn}',
  // after undo or redo; {count}: the step now shown
  'nonvisual.travelled': { one: 'Bei Schritt {count}. {turn}', other: 'Bei Schritt {count}. {turn}' },
  // something unexpected failed; {message}: the technical reason
  'nonvisual.error': 'Das hat nicht geklappt: {message}.',
  // the player pressed Enter on an empty line
  'nonvisual.empty': 'Tippen Sie einen Zug oder einen Befehl; hilfe listet sie auf.',
  // a word that is no command; {word}: what was typed
  'nonvisual.unknown': 'Unbekannter Befehl: {word}. Tippen Sie hilfe für die Befehle.',
  // a command that needs a cell got none
  'nonvisual.cell.missing': 'Welches Feld? Fügen Sie seinen Namen hinzu, etwa f6.',
  // a cell name that is not on this board
  'nonvisual.cell.unknown': 'Auf diesem Brett gibt es kein Feld {cell}.',
  // the row command got a wrong row; {first}, {last}: the row letters
  'nonvisual.row.unknown': 'Keine Reihe {row}: die Reihen gehen von {first} bis {last}.',
  // the pieces command got an unknown army; {armies}: the armies in play
  'nonvisual.pieces.unknown': 'Keine Armee {word}. Die Armeen sind {armies}.',
  // the status command: how many steps were played
  'nonvisual.status.moves': { one: '{count} Einzelzug gespielt (Zug {round} der Zugliste).', other: '{count} Einzelzüge gespielt (Zug {round} der Zugliste).' },
  // the hint command was taken: the bot is searching (its move follows)
  'nonvisual.hint.asked': 'Der Bot sucht…',
  // the hint command when no hint can be given
  'nonvisual.hint.cannot': 'Jetzt kein Tipp: ein Tipp ist für den, der am Zug ist, wenn der Bot nicht rechnet.',
  // undo with nothing to undo
  'nonvisual.undo.none': 'Nichts rückgängig zu machen.',
  // redo with nothing to redo
  'nonvisual.redo.none': 'Nichts zu wiederholen.',
  // yes typed when nothing was asked
  'nonvisual.yes.nothing': 'Nichts zu bestätigen.',
  // draw typed when no draw can be offered
  'nonvisual.draw.cannot': 'Sie können jetzt kein Remis anbieten: nur wer am Zug ist, einmal pro Stellung.',
  // accept or decline typed with no draw question open
  'nonvisual.draw.noQuestion': 'Keine Remisfrage wartet auf Sie.',
  // after a draw question: how to answer
  'nonvisual.draw.howToAnswer': 'Tippen Sie annehmen oder ablehnen.',
  // a draw offer was declined; {army}: who declined
  'nonvisual.draw.declined': '{army} lehnt das Remis ab.',
  // the draw question closed because the position changed
  'nonvisual.draw.withdrawn': 'Das Remisangebot ist zurückgezogen.',
  // the chosen piece was put back
  'nonvisual.cancelled': 'Zurückgestellt.',
  // after choosing a piece by its cell
  'nonvisual.pick.next': 'Tippen Sie ein Ziel.',
  // whose turn, when a bot plays that army; {level}: 1 to 5
  'nonvisual.turn.bot': '{army} ist der Bot, Stufe {level}.',
  // the last command before any move
  'nonvisual.last.none': 'Noch kein Zug.',
  // the last command; {count}: the step's number, {step}: the step in words
  'nonvisual.last': 'Schritt {count}: {step}',
  // a move refused now; {why}: the reason, lower case
  'nonvisual.refused.now': 'Kein Zug: {why}.',
  // a move refused: the board is read-only (a friend's turn in a remote game)
  'nonvisual.refused.readonly': 'Kein Zug: das Brett wartet auf das Gerät eines anderen Spielers.',
  // a move refused: a draw question must be answered first
  'nonvisual.refused.question': 'Kein Zug: beantworten Sie zuerst die Remisfrage, mit annehmen oder ablehnen.',
  // a move refused: the player is looking back through the moves
  'nonvisual.refused.browsing': 'Kein Zug: Sie sehen sich frühere Züge an. Tippen Sie wieder bis zum letzten, oder wählen Sie Letzter in der Zugliste.',
  // a move refused by the engine; {move}: the hop, {why}: the engine's reason
  'nonvisual.refused': 'Abgelehnt, {move}: {why}.',
  // a piece that can move, sent to a cell it cannot reach; {targets}: where it can go
  'nonvisual.refused.target': 'Abgelehnt, {move}: kein Ziel dieses Steins. Er kann nach {targets}.',
  // a bot's army to move; the player typed its move
  'nonvisual.refused.bot': 'Abgelehnt: {army} wird vom Bot gespielt. Warten Sie seinen Zug ab.',
  // the engine refused a move it had listed (should not happen)
  'nonvisual.refused.engine': 'die Engine hat ihn abgelehnt',
  // resign typed when nobody here can resign
  'nonvisual.resign.cannot': 'Niemand an diesem Bildschirm kann jetzt aufgeben.',
  // resign asks first; {army}: who would resign
  'nonvisual.resign.ask': '{army} gibt auf? Tippen Sie ja zum Bestätigen; alles andere spielt weiter.',
  // the command words (the first is shown by help; English words always work too)
  'nonvisual.cmd.help': 'hilfe ?',
  // the command words
  'nonvisual.cmd.board': 'brett',
  // the command words
  'nonvisual.cmd.row': 'reihe',
  // the command words
  'nonvisual.cmd.moves': 'züge',
  // the command words
  'nonvisual.cmd.can': 'kann',
  // the command words
  'nonvisual.cmd.around': 'umgebung um',
  // the command words
  'nonvisual.cmd.pieces': 'steine',
  // the command words
  'nonvisual.cmd.last': 'letzter',
  // the command words
  'nonvisual.cmd.turn': 'dran',
  // the command words
  'nonvisual.cmd.time': 'zeit uhr',
  // the command words
  'nonvisual.cmd.status': 'stand',
  // the command words
  'nonvisual.cmd.hint': 'tipp',
  // the command words
  'nonvisual.cmd.undo': 'zurück',
  // the command words
  'nonvisual.cmd.redo': 'wieder',
  // the command words
  'nonvisual.cmd.resign': 'aufgeben',
  // the command words (the answer to a question)
  'nonvisual.cmd.yes': 'ja j',
  // the command words
  'nonvisual.cmd.draw': 'remis',
  // the command words
  'nonvisual.cmd.accept': 'annehmen',
  // the command words
  'nonvisual.cmd.decline': 'ablehnen nein',
  // the command words
  'nonvisual.cmd.cancel': 'abbrechen',
  // help: how moves are typed
  'nonvisual.help.intro': 'Züge: zwei Felder, etwa j4 i4; mehrere für eine Sprungkette, j6 h6 f6; oder ein Feld, um einen Stein zu wählen, dann sein Ziel.',
  // help: one command; {word}: the command, {what}: what it does
  'nonvisual.help.line': '{word}: {what}',
  // help: what the command does
  'nonvisual.help.help': 'diese Liste',
  // help
  'nonvisual.help.board': 'das ganze Brett, Reihe für Reihe',
  // help
  'nonvisual.help.row': 'eine Reihe, etwa reihe f',
  // help
  'nonvisual.help.moves': 'alle Züge der Armee am Zug',
  // help
  'nonvisual.help.can': 'was ein Stein kann, oder warum nicht, etwa kann j4',
  // help
  'nonvisual.help.around': 'die sechs Felder um ein Feld, etwa um f6',
  // help
  'nonvisual.help.pieces': 'die Steine einer Armee, etwa steine red',
  // help
  'nonvisual.help.last': 'der letzte Zug',
  // help
  'nonvisual.help.turn': 'wer am Zug ist',
  // help
  'nonvisual.help.time': 'die Restzeit jeder Uhr',
  // help
  'nonvisual.help.status': 'der Stand der Partie und die übrigen Steine',
  // help
  'nonvisual.help.hint': 'der Bot schlägt einen Zug vor',
  // help
  'nonvisual.help.undo': 'einen Zug zurücknehmen',
  // help
  'nonvisual.help.redo': 'einen zurückgenommenen Zug wieder spielen',
  // help
  'nonvisual.help.resign': 'aufgeben (fragt zuerst)',
  // help
  'nonvisual.help.draw': 'Remis anbieten',
  // help
  'nonvisual.help.accept': 'Remis annehmen',
  // help
  'nonvisual.help.decline': 'Remis ablehnen',
  // help
  'nonvisual.help.cancel': 'den gewählten Stein zurückstellen',
  // a direction from a cell, in the board's notation (row a at the top)
  'nonvisual.dir.left': 'links',
  // a direction
  'nonvisual.dir.right': 'rechts',
  // a direction
  'nonvisual.dir.upLeft': 'oben links',
  // a direction
  'nonvisual.dir.upRight': 'oben rechts',
  // a direction
  'nonvisual.dir.downLeft': 'unten links',
  // a direction
  'nonvisual.dir.downRight': 'unten rechts',
  // the end of a list: "a, b and c"
  'nonvisual.list.last': '{rest} und {last}',
  // between items of a list
  'nonvisual.list.comma': ', ',
  // between groups in a sentence
  'nonvisual.list.semicolon': '; ',
  // a king of an army
  'nonvisual.piece.king': 'Dame {army}',
  // a man of an army
  'nonvisual.piece.man': 'Stein {army}',
  // a target that captures; {to}: where it lands, {piece}: what it takes, {at}: where that stands
  'nonvisual.target.jump': '{to}, schlägt {piece} auf {at}',
  // a cell of the board text with its piece
  'nonvisual.cell.piece': '{cell} {piece}',
  // an empty cell of the board text
  'nonvisual.cell.empty': '{cell} leer',
  // the centre cell, where men are crowned
  'nonvisual.cell.centre': '{cell}, Mitte',
  // a piece that can move now
  'nonvisual.cell.canMove': '{cell}, kann ziehen',
  // one row of the board text; {cells}: its cells from the left
  'nonvisual.row': 'Reihe {row}: {cells}.',
  // the moves command once the game is over
  'nonvisual.moves.over': 'Die Partie ist vorbei: keine Züge.',
  // one piece in the moves list; {targets}: where it can go
  'nonvisual.moves.piece': '{from} nach {targets}',
  // the moves list
  'nonvisual.moves': '{army} kann ziehen: {moves}.',
  // a piece that cannot move, with the engine's reason
  'nonvisual.piece.cannot': '{cell}: kann nicht ziehen, {why}.',
  // a piece and its targets
  'nonvisual.piece.can': { one: '{cell}: kann nach {targets}.', other: '{cell}: kann nach {targets}.' },
  // around: a direction off the board
  'nonvisual.around.off': '{dir}: außerhalb des Bretts',
  // around: a direction and its cell
  'nonvisual.around.cell': '{dir}: {cell}',
  // the around command
  'nonvisual.around': 'Um {cell}: {cells}.',
  // an army with no pieces
  'nonvisual.pieces.none': '{army} hat keine Steine.',
  // the men of an army
  'nonvisual.pieces.men': { one: '{count} Stein auf {cells}', other: '{count} Steine auf {cells}' },
  // the kings of an army
  'nonvisual.pieces.kings': { one: '{count} Dame auf {cells}', other: '{count} Damen auf {cells}' },
  // an army's pieces
  'nonvisual.pieces': { one: '{army}, {count} Figur: {list}.', other: '{army}, {count} Figuren: {list}.' },
  // an army that is out
  'nonvisual.army.out': '{army} ist ausgeschieden',
  // an army's pieces left
  'nonvisual.army.left': { one: '{army} {count} Figur', other: '{army} {count} Figuren' },
  // the time command without a clock
  'nonvisual.clock.none': 'Keine Uhr in dieser Partie.',
  // the running clock
  'nonvisual.clock.running': '{army} {time}, läuft',
  // a clock that waits
  'nonvisual.clock.seat': '{army} {time}',
  'nonvisual.box.label': 'Zug per Feldnamen',
  'nonvisual.box.play': 'Spielen',
  'nonvisual.box.only-moves': 'Hier nur Züge: Tippen Sie die Felder, etwa j4 i4 (die Befehle gibt es im nicht-visuellen Modus).',
};
