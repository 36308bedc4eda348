// الوضع غير المرئي (www/app/nonvisual/, docs/nonvisual.md) بالعربية. Notes for translators: see en/nonvisual.js.
export default {
  // the button that turns the mode off, beside its heading
  'nonvisual.off': 'إيقاف',
  // heading of the mode's section
  'nonvisual.title': 'الوضع غير المرئي',
  // under the heading: how to use the command line
  'nonvisual.intro': 'اكتب نقلة مثل j4 i4 أو أمرًا، ثم Enter. الأمر مساعدة يعرض الأوامر. Alt+Shift+N يوقف هذا الوضع.',
  // label of the command line
  'nonvisual.input': 'نقلة أو أمر',
  // the command line's button
  'nonvisual.send': 'إدخال',
  // heading of the board as text
  'nonvisual.boardTitle': 'اللوحة، صفًا صفًا',
  // heading of the log of every answer
  'nonvisual.logTitle': 'السجل',
  // said when the mode starts; {turn}: whose turn, a sentence
  'nonvisual.started': 'الوضع غير المرئي. {turn} اكتب مساعدة لعرض الأوامر.',
  // a line the player typed, as the log shows it
  'nonvisual.typed': '> {line}',
  // another game or position came on the board; {turn}: whose turn
  'nonvisual.fresh': 'وضعية جديدة. {turn}',
  // after undo or redo; {count}: the step now shown
  'nonvisual.travelled': { zero: 'عند الخطوة {count}. {turn}', one: 'عند الخطوة {count}. {turn}', two: 'عند الخطوة {count}. {turn}', few: 'عند الخطوة {count}. {turn}', many: 'عند الخطوة {count}. {turn}', other: 'عند الخطوة {count}. {turn}' },
  // something unexpected failed; {message}: the technical reason
  'nonvisual.error': 'لم ينجح ذلك: {message}.',
  // the player pressed Enter on an empty line
  'nonvisual.empty': 'اكتب نقلة أو أمرًا؛ الأمر مساعدة يعرضها.',
  // a word that is no command; {word}: what was typed
  'nonvisual.unknown': 'أمر غير معروف: {word}. اكتب مساعدة لعرض الأوامر.',
  // a command that needs a cell got none
  'nonvisual.cell.missing': 'أي خانة؟ أضف اسمها، مثل f6.',
  // a cell name that is not on this board
  'nonvisual.cell.unknown': 'لا توجد خانة {cell} على هذه اللوحة.',
  // the row command got a wrong row; {first}, {last}: the row letters
  'nonvisual.row.unknown': 'لا يوجد صف {row}: الصفوف من {first} إلى {last}.',
  // the pieces command got an unknown army; {armies}: the armies in play
  'nonvisual.pieces.unknown': 'لا يوجد جيش {word}. الجيوش هي {armies}.',
  // the status command: how many steps were played
  'nonvisual.status.moves': { zero: 'لم يُلعب أي دور ({count}، النقلة {round} في قائمة النقلات).', one: 'لُعب دور واحد ({count}، النقلة {round} في قائمة النقلات).', two: 'لُعب دوران ({count}، النقلة {round} في قائمة النقلات).', few: 'لُعبت {count} أدوار (النقلة {round} في قائمة النقلات).', many: 'لُعب {count} دورًا (النقلة {round} في قائمة النقلات).', other: 'لُعب {count} دور (النقلة {round} في قائمة النقلات).' },
  // the hint command was taken: the bot is searching (its move follows)
  'nonvisual.hint.asked': 'الروبوت يبحث…',
  // the hint command when no hint can be given
  'nonvisual.hint.cannot': 'لا تلميح الآن: التلميح لمن عليه الدور، حين لا يفكر الروبوت.',
  // undo with nothing to undo
  'nonvisual.undo.none': 'لا شيء للتراجع عنه.',
  // redo with nothing to redo
  'nonvisual.redo.none': 'لا شيء لإعادته.',
  // yes typed when nothing was asked
  'nonvisual.yes.nothing': 'لا شيء لتأكيده.',
  // draw typed when no draw can be offered
  'nonvisual.draw.cannot': 'لا يمكنك عرض التعادل الآن: يعرضه من عليه الدور فقط، مرة في كل وضعية.',
  // accept or decline typed with no draw question open
  'nonvisual.draw.noQuestion': 'لا يوجد عرض تعادل بانتظار ردك.',
  // after a draw question: how to answer
  'nonvisual.draw.howToAnswer': 'اكتب قبول أو رفض.',
  // a draw offer was declined; {army}: who declined
  'nonvisual.draw.declined': '{army} يرفض التعادل.',
  // the draw question closed because the position changed
  'nonvisual.draw.withdrawn': 'سُحب عرض التعادل.',
  // the chosen piece was put back
  'nonvisual.cancelled': 'أُعيدت القطعة.',
  // after choosing a piece by its cell
  'nonvisual.pick.next': 'اكتب الخانة الهدف.',
  // whose turn, when a bot plays that army; {level}: 1 to 5
  'nonvisual.turn.bot': '{army} هو الروبوت، المستوى {level}.',
  // the last command before any move
  'nonvisual.last.none': 'لا نقلة بعد.',
  // the last command; {count}: the step's number, {step}: the step in words
  'nonvisual.last': 'الخطوة {count}: {step}',
  // a move refused now; {why}: the reason, lower case
  'nonvisual.refused.now': 'لا نقلة: {why}.',
  // a move refused: the board is read-only (a friend's turn in a remote game)
  'nonvisual.refused.readonly': 'لا نقلة: اللوحة تنتظر جهاز لاعب آخر.',
  // a move refused: a draw question must be answered first
  'nonvisual.refused.question': 'لا نقلة: أجب أولًا عن عرض التعادل، بقبول أو رفض.',
  // a move refused: the player is looking back through the moves
  'nonvisual.refused.browsing': 'لا نقلة: أنت تراجع النقلات السابقة. اكتب إعادة حتى الأخيرة، أو اختر الأخيرة في قائمة النقلات.',
  // a move refused by the engine; {move}: the hop, {why}: the engine's reason
  'nonvisual.refused': 'مرفوضة، {move}: {why}.',
  // a piece that can move, sent to a cell it cannot reach; {targets}: where it can go
  'nonvisual.refused.target': 'مرفوضة، {move}: ليست هدفًا لهذه القطعة. يمكنها الذهاب إلى {targets}.',
  // a bot's army to move; the player typed its move
  'nonvisual.refused.bot': 'مرفوضة: {army} يلعبه الروبوت. انتظر نقلته.',
  // the engine refused a move it had listed (should not happen)
  'nonvisual.refused.engine': 'رفضها المحرك',
  // resign typed when nobody here can resign
  'nonvisual.resign.cannot': 'لا أحد أمام هذه الشاشة يمكنه الاستسلام الآن.',
  // resign asks first; {army}: who would resign
  'nonvisual.resign.ask': 'هل يستسلم {army}؟ اكتب نعم للتأكيد؛ أي شيء آخر يواصل اللعب.',
  // the command words (the first is shown by help; English words always work too)
  'nonvisual.cmd.help': 'مساعدة ؟',
  // the command words
  'nonvisual.cmd.board': 'اللوحة',
  // the command words
  'nonvisual.cmd.row': 'صف',
  // the command words
  'nonvisual.cmd.moves': 'نقلات',
  // the command words
  'nonvisual.cmd.can': 'يمكن',
  // the command words
  'nonvisual.cmd.around': 'حول',
  // the command words
  'nonvisual.cmd.pieces': 'قطع',
  // the command words
  'nonvisual.cmd.last': 'الأخيرة',
  // the command words
  'nonvisual.cmd.turn': 'الدور',
  // the command words
  'nonvisual.cmd.time': 'الوقت',
  // the command words
  'nonvisual.cmd.status': 'الحالة',
  // the command words
  'nonvisual.cmd.hint': 'تلميح',
  // the command words
  'nonvisual.cmd.undo': 'تراجع',
  // the command words
  'nonvisual.cmd.redo': 'إعادة',
  // the command words
  'nonvisual.cmd.resign': 'استسلام',
  // the command words (the answer to a question)
  'nonvisual.cmd.yes': 'نعم',
  // the command words
  'nonvisual.cmd.draw': 'تعادل',
  // the command words
  'nonvisual.cmd.accept': 'قبول',
  // the command words
  'nonvisual.cmd.decline': 'رفض',
  // the command words
  'nonvisual.cmd.cancel': 'إلغاء',
  // help: how moves are typed
  'nonvisual.help.intro': 'النقلات: خانتان، مثل j4 i4؛ أو عدة خانات لسلسلة قفزات، j6 h6 f6؛ أو خانة واحدة لاختيار قطعة، ثم هدفها.',
  // help: one command; {word}: the command, {what}: what it does
  'nonvisual.help.line': '{word}: {what}',
  // help: what the command does
  'nonvisual.help.help': 'هذه القائمة',
  // help
  'nonvisual.help.board': 'اللوحة كلها، صفًا صفًا',
  // help
  'nonvisual.help.row': 'صف واحد، مثل صف f',
  // help
  'nonvisual.help.moves': 'كل نقلات الجيش الذي عليه الدور',
  // help
  'nonvisual.help.can': 'ما تستطيعه قطعة، أو سبب العجز، مثل يمكن j4',
  // help
  'nonvisual.help.around': 'الخانات الست حول خانة، مثل حول f6',
  // help
  'nonvisual.help.pieces': 'قطع جيش، مثل قطع red',
  // help
  'nonvisual.help.last': 'النقلة الأخيرة',
  // help
  'nonvisual.help.turn': 'على من الدور',
  // help
  'nonvisual.help.time': 'الوقت المتبقي في كل ساعة',
  // help
  'nonvisual.help.status': 'حالة المباراة والقطع المتبقية',
  // help
  'nonvisual.help.hint': 'يقترح الروبوت نقلة',
  // help
  'nonvisual.help.undo': 'التراجع عن نقلة',
  // help
  'nonvisual.help.redo': 'إعادة نقلة متراجع عنها',
  // help
  'nonvisual.help.resign': 'الاستسلام (يسأل أولًا)',
  // help
  'nonvisual.help.draw': 'عرض التعادل',
  // help
  'nonvisual.help.accept': 'قبول التعادل',
  // help
  'nonvisual.help.decline': 'رفض التعادل',
  // help
  'nonvisual.help.cancel': 'إعادة القطعة المختارة',
  // a direction from a cell, in the board's notation (row a at the top)
  'nonvisual.dir.left': 'يسارًا',
  // a direction
  'nonvisual.dir.right': 'يمينًا',
  // a direction
  'nonvisual.dir.upLeft': 'أعلى اليسار',
  // a direction
  'nonvisual.dir.upRight': 'أعلى اليمين',
  // a direction
  'nonvisual.dir.downLeft': 'أسفل اليسار',
  // a direction
  'nonvisual.dir.downRight': 'أسفل اليمين',
  // the end of a list: "a, b and c"
  'nonvisual.list.last': '{rest} و{last}',
  // between items of a list
  'nonvisual.list.comma': '، ',
  // between groups in a sentence
  'nonvisual.list.semicolon': '؛ ',
  // a king of an army
  'nonvisual.piece.king': 'ملك {army}',
  // a man of an army
  'nonvisual.piece.man': 'جندي {army}',
  // a target that captures; {to}: where it lands, {piece}: what it takes, {at}: where that stands
  'nonvisual.target.jump': '{to}، مع أسر {piece} في {at}',
  // a cell of the board text with its piece
  'nonvisual.cell.piece': '{cell} {piece}',
  // an empty cell of the board text
  'nonvisual.cell.empty': '{cell} فارغة',
  // the centre cell, where men are crowned
  'nonvisual.cell.centre': '{cell}، المركز',
  // a piece that can move now
  'nonvisual.cell.canMove': '{cell}، يمكنها التحرك',
  // one row of the board text; {cells}: its cells from the left
  'nonvisual.row': 'الصف {row}: {cells}.',
  // the moves command once the game is over
  'nonvisual.moves.over': 'انتهت المباراة: لا نقلات.',
  // one piece in the moves list; {targets}: where it can go
  'nonvisual.moves.piece': '{from} إلى {targets}',
  // the moves list
  'nonvisual.moves': '{army} يمكنه التحرك: {moves}.',
  // a piece that cannot move, with the engine's reason
  'nonvisual.piece.cannot': '{cell}: لا يمكنها التحرك، {why}.',
  // a piece and its targets
  'nonvisual.piece.can': { zero: '{cell}: يمكنها الذهاب إلى {targets}.', one: '{cell}: يمكنها الذهاب إلى {targets}.', two: '{cell}: يمكنها الذهاب إلى {targets}.', few: '{cell}: يمكنها الذهاب إلى {targets}.', many: '{cell}: يمكنها الذهاب إلى {targets}.', other: '{cell}: يمكنها الذهاب إلى {targets}.' },
  // around: a direction off the board
  'nonvisual.around.off': '{dir}: خارج اللوحة',
  // around: a direction and its cell
  'nonvisual.around.cell': '{dir}: {cell}',
  // the around command
  'nonvisual.around': 'حول {cell}: {cells}.',
  // an army with no pieces
  'nonvisual.pieces.none': 'لا قطع لدى {army}.',
  // the men of an army
  'nonvisual.pieces.men': { zero: 'لا جنود ({count}) في {cells}', one: 'جندي واحد ({count}) في {cells}', two: 'جنديان ({count}) في {cells}', few: '{count} جنود في {cells}', many: '{count} جنديًا في {cells}', other: '{count} جندي في {cells}' },
  // the kings of an army
  'nonvisual.pieces.kings': { zero: 'لا ملوك ({count}) في {cells}', one: 'ملك واحد ({count}) في {cells}', two: 'ملكان ({count}) في {cells}', few: '{count} ملوك في {cells}', many: '{count} ملكًا في {cells}', other: '{count} ملك في {cells}' },
  // an army's pieces
  'nonvisual.pieces': { zero: '{army}، {count} قطعة: {list}.', one: '{army}، قطعة واحدة ({count}): {list}.', two: '{army}، قطعتان ({count}): {list}.', few: '{army}، {count} قطع: {list}.', many: '{army}، {count} قطعة: {list}.', other: '{army}، {count} قطعة: {list}.' },
  // an army that is out
  'nonvisual.army.out': '{army} خرج من اللعب',
  // an army's pieces left
  'nonvisual.army.left': { zero: '{army} {count} قطعة', one: '{army} قطعة واحدة ({count})', two: '{army} قطعتان ({count})', few: '{army} {count} قطع', many: '{army} {count} قطعة', other: '{army} {count} قطعة' },
  // the time command without a clock
  'nonvisual.clock.none': 'لا ساعة في هذه المباراة.',
  // the running clock
  'nonvisual.clock.running': '{army} {time}، تعمل',
  // a clock that waits
  'nonvisual.clock.seat': '{army} {time}',
  'nonvisual.box.label': 'النقلة بأسماء الخانات',
  'nonvisual.box.play': 'العب',
  'nonvisual.box.only-moves': 'النقلات فقط هنا: اكتب الخانات، مثل j4 i4 (الأوامر في الوضع غير المرئي).',
};
