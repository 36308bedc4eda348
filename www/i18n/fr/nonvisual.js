// Le mode non visuel (www/app/nonvisual/, docs/nonvisual.md), en français. Notes for translators: see en/nonvisual.js.
export default {
  // the button that turns the mode off, beside its heading
  'nonvisual.off': 'Désactiver',
  // heading of the mode's section
  'nonvisual.title': 'Mode non visuel',
  // under the heading: how to use the command line
  'nonvisual.intro': 'Tapez un coup comme j4 i4, ou une commande, puis Entrée. aide donne la liste des commandes. Alt+Maj+N coupe le mode.',
  // label of the command line
  'nonvisual.input': 'Coup ou commande',
  // the command line's button
  'nonvisual.send': 'Entrée',
  // heading of the board as text
  'nonvisual.boardTitle': 'Plateau, rangée par rangée',
  // heading of the log of every answer
  'nonvisual.logTitle': 'Journal',
  // said when the mode starts; {turn}: whose turn, a sentence
  'nonvisual.started': 'Mode non visuel. {turn} Tapez aide pour les commandes.',
  // a line the player typed, as the log shows it
  'nonvisual.typed': '> {line}',
  // another game or position came on the board; {turn}: whose turn
  'nonvisual.fresh': 'Nouvelle position. {turn}',
  // after undo or redo; {count}: the step now shown
  'nonvisual.travelled': { one: 'Étape {count}. {turn}', many: 'Étape {count}. {turn}', other: 'Étape {count}. {turn}' },
  // something unexpected failed; {message}: the technical reason
  'nonvisual.error': 'Cela n’a pas marché : {message}.',
  // the player pressed Enter on an empty line
  'nonvisual.empty': 'Tapez un coup ou une commande ; aide en donne la liste.',
  // a word that is no command; {word}: what was typed
  'nonvisual.unknown': 'Commande inconnue : {word}. Tapez aide pour les commandes.',
  // a command that needs a cell got none
  'nonvisual.cell.missing': 'Quelle case ? Ajoutez son nom, par exemple f6.',
  // a cell name that is not on this board
  'nonvisual.cell.unknown': 'Il n’y a pas de case {cell} sur ce plateau.',
  // the row command got a wrong row; {first}, {last}: the row letters
  'nonvisual.row.unknown': 'Pas de rangée {row} : les rangées vont de {first} à {last}.',
  // the pieces command got an unknown army; {armies}: the armies in play
  'nonvisual.pieces.unknown': 'Pas d’armée {word}. Les armées sont {armies}.',
  // the status command: how many steps were played
  'nonvisual.status.moves': { one: '{count} tour joué (coup {round} de la liste des coups).', many: '{count} tours joués (coup {round} de la liste des coups).', other: '{count} tours joués (coup {round} de la liste des coups).' },
  // the hint command was taken: the bot is searching (its move follows)
  'nonvisual.hint.asked': 'Le robot cherche…',
  // the hint command when no hint can be given
  'nonvisual.hint.cannot': 'Pas d’indice maintenant : l’indice est pour la personne au trait, quand le robot ne cherche pas.',
  // undo with nothing to undo
  'nonvisual.undo.none': 'Rien à annuler.',
  // redo with nothing to redo
  'nonvisual.redo.none': 'Rien à rétablir.',
  // yes typed when nothing was asked
  'nonvisual.yes.nothing': 'Rien à confirmer.',
  // draw typed when no draw can be offered
  'nonvisual.draw.cannot': 'Vous ne pouvez pas proposer la nulle maintenant : seule la personne au trait le peut, une fois par position.',
  // accept or decline typed with no draw question open
  'nonvisual.draw.noQuestion': 'Aucune proposition de nulle ne vous attend.',
  // after a draw question: how to answer
  'nonvisual.draw.howToAnswer': 'Tapez accepter ou refuser.',
  // a draw offer was declined; {army}: who declined
  'nonvisual.draw.declined': '{army} refuse la nulle.',
  // the draw question closed because the position changed
  'nonvisual.draw.withdrawn': 'La proposition de nulle est retirée.',
  // the chosen piece was put back
  'nonvisual.cancelled': 'Pièce reposée.',
  // after choosing a piece by its cell
  'nonvisual.pick.next': 'Tapez une destination.',
  // whose turn, when a bot plays that army; {level}: 1 to 5
  'nonvisual.turn.bot': '{army} est le robot, niveau {level}.',
  // the last command before any move
  'nonvisual.last.none': 'Aucun coup pour l’instant.',
  // the last command; {count}: the step's number, {step}: the step in words
  'nonvisual.last': 'Étape {count} : {step}',
  // a move refused now; {why}: the reason, lower case
  'nonvisual.refused.now': 'Pas de coup : {why}.',
  // a move refused: the board is read-only (a friend's turn in a remote game)
  'nonvisual.refused.readonly': 'Pas de coup : le plateau attend l’appareil d’un autre joueur.',
  // a move refused: a draw question must be answered first
  'nonvisual.refused.question': 'Pas de coup : répondez d’abord à la proposition de nulle, par accepter ou refuser.',
  // a move refused: the player is looking back through the moves
  'nonvisual.refused.browsing': 'Pas de coup : vous revoyez les coups passés. Tapez rétablir jusqu’au dernier, ou choisissez Dernier dans la liste des coups.',
  // a move refused by the engine; {move}: the hop, {why}: the engine's reason
  'nonvisual.refused': 'Refusé, {move} : {why}.',
  // a piece that can move, sent to a cell it cannot reach; {targets}: where it can go
  'nonvisual.refused.target': 'Refusé, {move} : cette pièce ne peut pas y aller. Elle peut aller en {targets}.',
  // a bot's army to move; the player typed its move
  'nonvisual.refused.bot': 'Refusé : {army} est joué par le robot. Attendez son coup.',
  // the engine refused a move it had listed (should not happen)
  'nonvisual.refused.engine': 'le moteur l’a refusé',
  // resign typed when nobody here can resign
  'nonvisual.resign.cannot': 'Personne à cet écran ne peut abandonner maintenant.',
  // resign asks first; {army}: who would resign
  'nonvisual.resign.ask': '{army} abandonne ? Tapez oui pour confirmer ; toute autre chose continue la partie.',
  // the command words (the first is shown by help; English words always work too)
  'nonvisual.cmd.help': 'aide ?',
  // the command words
  'nonvisual.cmd.board': 'plateau',
  // the command words
  'nonvisual.cmd.row': 'rangée',
  // the command words
  'nonvisual.cmd.moves': 'coups',
  // the command words
  'nonvisual.cmd.can': 'peut',
  // the command words
  'nonvisual.cmd.around': 'autour',
  // the command words
  'nonvisual.cmd.pieces': 'pièces',
  // the command words
  'nonvisual.cmd.last': 'dernier',
  // the command words
  'nonvisual.cmd.turn': 'tour',
  // the command words
  'nonvisual.cmd.time': 'temps horloge',
  // the command words
  'nonvisual.cmd.status': 'état',
  // the command words
  'nonvisual.cmd.hint': 'indice',
  // the command words
  'nonvisual.cmd.undo': 'annuler',
  // the command words
  'nonvisual.cmd.redo': 'rétablir',
  // the command words
  'nonvisual.cmd.resign': 'abandonner',
  // the command words (the answer to a question)
  'nonvisual.cmd.yes': 'oui o',
  // the command words
  'nonvisual.cmd.draw': 'nulle',
  // the command words
  'nonvisual.cmd.accept': 'accepter',
  // the command words
  'nonvisual.cmd.decline': 'refuser non',
  // the command words
  'nonvisual.cmd.cancel': 'reposer',
  // help: how moves are typed
  'nonvisual.help.intro': 'Coups : deux cases, comme j4 i4 ; plusieurs pour une rafle, j6 h6 f6 ; ou une case pour choisir une pièce, puis sa destination.',
  // help: one command; {word}: the command, {what}: what it does
  'nonvisual.help.line': '{word} : {what}',
  // help: what the command does
  'nonvisual.help.help': 'cette liste',
  // help
  'nonvisual.help.board': 'tout le plateau, rangée par rangée',
  // help
  'nonvisual.help.row': 'une rangée, par exemple rangée f',
  // help
  'nonvisual.help.moves': 'tous les coups de l’armée au trait',
  // help
  'nonvisual.help.can': 'ce qu’une pièce peut faire, ou pourquoi pas, par exemple peut j4',
  // help
  'nonvisual.help.around': 'les six cases autour d’une case, par exemple autour f6',
  // help
  'nonvisual.help.pieces': 'les pièces d’une armée, par exemple pièces red',
  // help
  'nonvisual.help.last': 'le dernier coup',
  // help
  'nonvisual.help.turn': 'qui a le trait',
  // help
  'nonvisual.help.time': 'le temps restant à chaque pendule',
  // help
  'nonvisual.help.status': 'l’état de la partie et les pièces restantes',
  // help
  'nonvisual.help.hint': 'le robot suggère un coup',
  // help
  'nonvisual.help.undo': 'reprendre un coup',
  // help
  'nonvisual.help.redo': 'rejouer un coup repris',
  // help
  'nonvisual.help.resign': 'abandonner (demande d’abord)',
  // help
  'nonvisual.help.draw': 'proposer la nulle',
  // help
  'nonvisual.help.accept': 'accepter la nulle',
  // help
  'nonvisual.help.decline': 'refuser la nulle',
  // help
  'nonvisual.help.cancel': 'reposer la pièce choisie',
  // a direction from a cell, in the board's notation (row a at the top)
  'nonvisual.dir.left': 'à gauche',
  // a direction
  'nonvisual.dir.right': 'à droite',
  // a direction
  'nonvisual.dir.upLeft': 'en haut à gauche',
  // a direction
  'nonvisual.dir.upRight': 'en haut à droite',
  // a direction
  'nonvisual.dir.downLeft': 'en bas à gauche',
  // a direction
  'nonvisual.dir.downRight': 'en bas à droite',
  // the end of a list: "a, b and c"
  'nonvisual.list.last': '{rest} et {last}',
  // between items of a list
  'nonvisual.list.comma': ', ',
  // between groups in a sentence
  'nonvisual.list.semicolon': ' ; ',
  // a king of an army
  'nonvisual.piece.king': 'dame {army}',
  // a man of an army
  'nonvisual.piece.man': 'pion {army}',
  // a target that captures; {to}: where it lands, {piece}: what it takes, {at}: where that stands
  'nonvisual.target.jump': '{to}, prise : {piece} en {at}',
  // a cell of the board text with its piece
  'nonvisual.cell.piece': '{cell} {piece}',
  // an empty cell of the board text
  'nonvisual.cell.empty': '{cell} vide',
  // the centre cell, where men are crowned
  'nonvisual.cell.centre': '{cell}, centre',
  // a piece that can move now
  'nonvisual.cell.canMove': '{cell}, peut jouer',
  // one row of the board text; {cells}: its cells from the left
  'nonvisual.row': 'Rangée {row} : {cells}.',
  // the moves command once the game is over
  'nonvisual.moves.over': 'La partie est finie : aucun coup.',
  // one piece in the moves list; {targets}: where it can go
  'nonvisual.moves.piece': '{from} vers {targets}',
  // the moves list
  'nonvisual.moves': '{army} peut jouer : {moves}.',
  // a piece that cannot move, with the engine's reason
  'nonvisual.piece.cannot': '{cell} : ne peut pas jouer, {why}.',
  // a piece and its targets
  'nonvisual.piece.can': { one: '{cell} : peut aller en {targets}.', many: '{cell} : peut aller en {targets}.', other: '{cell} : peut aller en {targets}.' },
  // around: a direction off the board
  'nonvisual.around.off': '{dir} : hors du plateau',
  // around: a direction and its cell
  'nonvisual.around.cell': '{dir} : {cell}',
  // the around command
  'nonvisual.around': 'Autour de {cell} : {cells}.',
  // an army with no pieces
  'nonvisual.pieces.none': '{army} n’a plus de pièces.',
  // the men of an army
  'nonvisual.pieces.men': { one: '{count} pion en {cells}', many: '{count} pions en {cells}', other: '{count} pions en {cells}' },
  // the kings of an army
  'nonvisual.pieces.kings': { one: '{count} dame en {cells}', many: '{count} dames en {cells}', other: '{count} dames en {cells}' },
  // an army's pieces
  'nonvisual.pieces': { one: '{army}, {count} pièce : {list}.', many: '{army}, {count} pièces : {list}.', other: '{army}, {count} pièces : {list}.' },
  // an army that is out
  'nonvisual.army.out': '{army} est éliminé',
  // an army's pieces left
  'nonvisual.army.left': { one: '{army} {count} pièce', many: '{army} {count} pièces', other: '{army} {count} pièces' },
  // the time command without a clock
  'nonvisual.clock.none': 'Pas de pendule dans cette partie.',
  // the running clock
  'nonvisual.clock.running': '{army} {time}, en marche',
  // a clock that waits
  'nonvisual.clock.seat': '{army} {time}',
  'nonvisual.box.label': 'Coup par noms de cases',
  'nonvisual.box.play': 'Jouer',
  'nonvisual.box.only-moves': 'Seulement des coups ici : tapez les cases, comme j4 i4 (les commandes sont dans le mode non visuel).',
};
