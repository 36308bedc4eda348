// The tutorial's eight lessons (www/app/tutorial/lessons.js): the learner plays Red.
// Red, Blue, Green: the armies' names (element.army.*); a "man" is a plain piece.
export default {
  // Lesson title. (step)
  'tutorial.step.title': 'A step',
  // What the lesson teaches. (step)
  'tutorial.step.text': 'Your men (red) start on the bottom edge. A man steps one cell in four directions: the two towards the centre and the two along its edge, never back towards its own edge.',
  // What the learner must do now. (step)
  'tutorial.step.task': 'Step the red man one cell towards the centre (up and left, or up and right).',
  // Said when the task is done. (step)
  'tutorial.step.after': 'Right: every step towards the centre brings your man nearer to being crowned.',
  // Said when a legal turn misses the point of the lesson. (step)
  'tutorial.step.wrong': 'That step is legal, but it goes along your edge, not towards the centre. Try one of the two cells above the man.',
  // Lesson title. (capture)
  'tutorial.capture.title': 'The compulsory capture',
  // What the lesson teaches. (capture)
  'tutorial.capture.text': 'A piece jumps over an adjacent enemy onto the empty cell beyond it, and the enemy is removed. If any of your pieces can jump, you must jump: only those pieces may move.',
  // What the learner must do now. (capture)
  'tutorial.capture.task': 'Capture the blue man. (Try the other red man first: the board says why it may not move.)',
  // Said when the task is done. (capture)
  'tutorial.capture.after': 'Right: a capture always comes first.',
  // Said when a legal turn misses the point of the lesson. (capture)
  'tutorial.capture.wrong': 'A capture was possible, so it had to be played.',
  // Lesson title. (chain)
  'tutorial.chain.title': 'A chain',
  // What the lesson teaches. (chain)
  'tutorial.chain.text': 'After a jump, if the same piece can jump again, it must: the turn goes on with that piece alone until it cannot jump any more.',
  // What the learner must do now. (chain)
  'tutorial.chain.task': 'Jump with the red man, and keep jumping until the turn is over.',
  // Said when the task is done. (chain)
  'tutorial.chain.after': 'Right: two pieces in one turn.',
  // Said when a legal turn misses the point of the lesson. (chain)
  'tutorial.chain.wrong': 'The chain went another way than the lesson planned; play both jumps of the same man.',
  // Lesson title. (choose)
  'tutorial.choose.title': 'Choosing between captures',
  // What the lesson teaches. (choose)
  'tutorial.choose.text': 'When several captures are possible you choose which. Look further than the first jump: one of them may go on into a chain.',
  // What the learner must do now. (choose)
  'tutorial.choose.task': 'Red can jump left or up and right. Take as many blue pieces as you can this turn.',
  // Said when the task is done. (choose)
  'tutorial.choose.after': 'Right: the longer chain took two pieces.',
  // Said when a legal turn misses the point of the lesson. (choose)
  'tutorial.choose.wrong': 'That jump took one piece and ended the turn. The jump up and to the right lands next to another blue man, so it goes on and takes two.',
  // Lesson title. (crown)
  'tutorial.crown.title': 'Crowning on the centre',
  // What the lesson teaches. (crown)
  'tutorial.crown.text': 'The centre cell (the star) is the only cell that crowns. A man that lands there, by a step or a jump, becomes a king and moves in all six directions; its turn ends there, even in a chain.',
  // What the learner must do now. (crown)
  'tutorial.crown.task': 'Crown your man: move it onto the centre.',
  // Said when the task is done. (crown)
  'tutorial.crown.after': 'Right: a king. It can now move back towards your own edge as well.',
  // Said when a legal turn misses the point of the lesson. (crown)
  'tutorial.crown.wrong': 'That is a legal step, but the man is not on the centre, so it is still a man. The centre is the starred cell, up and to the right of it.',
  // Lesson title. (eliminate)
  'tutorial.eliminate.title': 'An elimination',
  // What the lesson teaches. (eliminate)
  'tutorial.eliminate.text': 'An army that loses its last piece is out of the game. With three or more armies, the others play on.',
  // What the learner must do now. (eliminate)
  'tutorial.eliminate.task': 'Three armies. Knock one of them out of the game this turn.',
  // Said when the task is done. (eliminate)
  'tutorial.eliminate.after': 'Right: Blue is out, and Red and Green play on.',
  // Said when a legal turn misses the point of the lesson. (eliminate)
  'tutorial.eliminate.wrong': 'That took a green man, but Green has another one and stays in. Blue has a single man: take it and Blue is out.',
  // Lesson title. (skip)
  'tutorial.skip.title': 'A skipped seat',
  // What the lesson teaches. (skip)
  'tutorial.skip.text': "An army that has pieces but no legal move is skipped: its turn passes to the next army. A later move, its own or another army's, may free it.",
  // What the learner must do now. (skip)
  'tutorial.skip.task': 'The blue man in the top-right corner is boxed in by your men. Move without letting it out, so that Blue is skipped.',
  // Said when the task is done. (skip)
  'tutorial.skip.after': 'Right: Blue had no legal move and was skipped, so it is your turn again.',
  // Said when a legal turn misses the point of the lesson. (skip)
  'tutorial.skip.wrong': 'That move opened a cell behind one of your men round the blue one, so Blue can now jump. Move the man far away at the bottom instead.',
  // Lesson title. (end)
  'tutorial.end.title': 'How a game ends',
  // What the lesson teaches. (end)
  'tutorial.end.text': 'The last army with pieces on the board wins, at once, even in the middle of a chain. If no surviving army can move at all, the game is drawn; players may also agree a draw or resign.',
  // What the learner must do now. (end)
  'tutorial.end.task': 'Blue has one man left. Win the game.',
  // Said when the task is done. (end)
  'tutorial.end.after': 'Right: Blue has no pieces left, so Red wins. You know the whole law now.',
  // Said when a legal turn misses the point of the lesson. (end)
  'tutorial.end.wrong': 'Blue still has its man: take it to win.',
  // Title of the tutorial's dialog.
  'tutorial.title': 'Learn to play',
  // Accessible name of the list of lessons.
  'tutorial.lessons': 'Lessons',
  // Button: start the lesson again.
  'tutorial.again': 'Start again',
  // Button: the next lesson.
  'tutorial.next': 'Next lesson',
  // A lesson's heading: lesson {n} of {count}, its title.
  'tutorial.lesson': 'Lesson {n} of {count}: {title}',
  // Before the task: whose move it is ({army}: the learner's army, Red).
  'tutorial.task': 'Your move ({army}): {task}',
  // A lesson's button in the list once it is done ({lesson}: its number and title).
  'tutorial.done-label': '{lesson}, done',
  // How many lessons are done.
  'tutorial.progress': { one: '{done} of {count} lesson done.', other: '{done} of {count} lessons done.' },
  // After a turn that misses the point ({why}: the lesson's own reason).
  'tutorial.wrong': 'Not this time. {why}',
};
